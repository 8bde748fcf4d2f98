import { protocol, type messages, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import { PlanMode, StatementNames } from './prepared-statements';

/** What PGlite's `query` is given and answers; the part of its client Kysely's dialect uses. */
export type PgliteClient = Pick<PGlite, 'query' | 'close'>;

/** A named statement as Postgres described it once: its parameters' types and its columns. */
interface Described {
  paramTypes: number[];
  fields: { name: string; dataTypeID: number }[];
}

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

const { serialize } = protocol;

/**
 * PGlite's client runs every statement unnamed: Parse, Describe, Bind, Describe, Execute and Sync, so
 * Postgres parses and plans it anew at each run (in WebAssembly, on the server's one thread), and each
 * message is one more trip into it. This client runs the statements the app repeats (`StatementNames`,
 * as on Postgres, decision 032) as named ones through PGlite's wire protocol: parsed and described once,
 * then only Bind, Execute and Sync, on its generic plan (`PlanMode`). Anything else, a statement seen too
 * few times or a query with options of its own, goes through PGlite's `query` as it is, planned with its
 * values.
 */
export function preparingRepeatedStatements(pglite: PGlite, names = new StatementNames()): PgliteClient {
  const described = new Map<string, Described>();
  const mode = new PlanMode();

  const run = async (message: Uint8Array): Promise<BackendMessage[]> =>
    pglite.execProtocolStream(message, { syncToFs: false });

  /** Sets how Postgres plans the statements that follow; run while holding PGlite. */
  const planAs = async (wanted: 'generic' | 'custom'): Promise<void> => {
    const change = mode.switchTo(wanted, () => pglite.isInTransaction());
    if (!change) return;
    try {
      await run(serialize.query(change));
    } catch (error) {
      mode.forget();
      throw error;
    } finally {
      await run(serialize.sync());
    }
  };

  const describeOnce = async (name: string, text: string): Promise<Described> => {
    const known = described.get(name);
    if (known) return known;
    await run(serialize.parse({ name, text }));
    let messages: BackendMessage[];
    try {
      messages = await run(serialize.describe({ type: 'S', name }));
    } catch (error) {
      await run(serialize.close({ type: 'S', name }));
      throw error;
    }
    const found: Described = { paramTypes: [], fields: [] };
    for (const message of messages) {
      if (message.name === 'parameterDescription') found.paramTypes = (message as ParameterDescription).dataTypeIDs;
      if (message.name === 'rowDescription') {
        found.fields = (message as RowDescription).fields.map(({ name, dataTypeID }) => ({ name, dataTypeID }));
      }
    }
    described.set(name, found);
    return found;
  };

  const runNamed = async <T>(name: string, text: string, params: readonly unknown[]): Promise<Results<T>> =>
    pglite.runExclusive(async () => {
      const messages: BackendMessage[] = [];
      let fields: Described['fields'] = [];
      try {
        await planAs('generic');
        const statement = await describeOnce(name, text);
        fields = statement.fields;
        const values = params.map((value, i) => serializeParam(pglite, value, statement.paramTypes[i]));
        messages.push(...(await run(serialize.bind({ statement: name, values }))));
        messages.push(...(await run(serialize.execute({}))));
      } finally {
        // Ends the implicit transaction, or clears the error so the next statement runs.
        messages.push(...(await run(serialize.sync())));
      }
      if (messages.some((m) => m.name === 'readyForQuery' && (m as ReadyForQuery).status === 'I')) {
        await pglite.syncToFs();
      }
      return resultsOf<T>(messages, fields, pglite.parsers);
    });

  return {
    query: async <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
      const name = options === undefined || Object.keys(options).length === 0 ? names.nameOf(text) : undefined;
      if (name !== undefined) return runNamed<T>(name, text, params ?? []);
      if (params?.length && !mode.is('custom')) await pglite.runExclusive(() => planAs('custom'));
      return pglite.query<T>(text, params, options);
    },
    close: () => pglite.close(),
  };
}

type ParameterDescription = messages.ParameterDescriptionMessage;
type RowDescription = messages.RowDescriptionMessage;
type ReadyForQuery = messages.ReadyForQueryMessage;
type DataRow = messages.DataRowMessage;
type CommandComplete = messages.CommandCompleteMessage;

/** A parameter in Postgres' text format, as PGlite's own client writes it. */
function serializeParam(pglite: PGlite, value: unknown, type: number | undefined): string | null {
  if (value === null || value === undefined) return null;
  const serializer = type === undefined ? undefined : pglite.serializers[type];
  if (serializer) return serializer(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

/** The rows and the count of rows changed, as PGlite's `query` answers them. */
function resultsOf<T>(messages: BackendMessage[], fields: Described['fields'], parsers: PGlite['parsers']): Results<T> {
  const rows: T[] = [];
  let affectedRows = 0;
  for (const message of messages) {
    if (message.name === 'dataRow') {
      const row: Record<string, unknown> = {};
      (message as DataRow).fields.forEach((value, i) => {
        const field = fields[i]!;
        const parse = value === null ? undefined : parsers[field.dataTypeID];
        row[field.name] = parse ? parse(value!, field.dataTypeID) : value;
      });
      rows.push(row as T);
    } else if (message.name === 'commandComplete') {
      affectedRows += rowsChanged((message as CommandComplete).text);
    }
  }
  return { rows, affectedRows, fields };
}

/** The count in a command tag such as `UPDATE 3` or `INSERT 0 2`; 0 for a select. */
function rowsChanged(tag: string): number {
  const [command, first, second] = tag.split(' ');
  if (command === 'INSERT') return Number(second);
  if (command === 'UPDATE' || command === 'DELETE' || command === 'MERGE' || command === 'COPY') return Number(first);
  return 0;
}
