import type { ClientBase } from 'pg';

/** A statement is prepared once it has run this many times in the process. */
const PREPARE_AFTER_RUNS = 3;
/** No more prepared statements than this (each connection holds a plan per name). */
const MAX_PREPARED = 400;
/** Statements counted but not yet prepared; the count starts over past this many. */
const MAX_COUNTED = 5_000;

/**
 * Names for the statements the app runs again and again. Postgres plans an unnamed statement anew at each
 * run, and for the app's hot statements (a training turn, today's game, a submission) planning costs
 * several times what running them does; a named statement is parsed once per connection, and its plan
 * is kept. Only a statement seen `PREPARE_AFTER_RUNS` times gets a name, and at most `MAX_PREPARED` do,
 * so statements whose text varies (an `in` list of some length, a one-off admin search) stay unnamed.
 */
export class StatementNames {
  private readonly names = new Map<string, string>();
  private readonly runs = new Map<string, number>();

  /** The name to run `text` under, or undefined to run it unnamed. */
  nameOf(text: string): string | undefined {
    const name = this.names.get(text);
    if (name !== undefined || this.names.size >= MAX_PREPARED) return name;
    const runs = (this.runs.get(text) ?? 0) + 1;
    if (runs < PREPARE_AFTER_RUNS) {
      if (this.runs.size >= MAX_COUNTED) this.runs.clear();
      this.runs.set(text, runs);
      return undefined;
    }
    this.runs.delete(text);
    const named = `sd${this.names.size + 1}`;
    this.names.set(text, named);
    return named;
  }

  get size(): number {
    return this.names.size;
  }
}

/**
 * How a connection plans its statements: a named statement on its generic plan, planned once, any other
 * with its parameters' values. Left to choose (`plan_cache_mode = auto`), Postgres keeps planning the
 * app's named statements for each run's values, since a plan for a batch of one player looks cheaper than
 * one for any batch, and naming them then saves only the parse. The setting is the session's, so it is
 * changed only when the next statement needs the other mode, and only outside a transaction: a setting
 * made inside one is undone if it rolls back.
 */
export class PlanMode {
  private current: 'generic' | 'custom' | undefined = 'custom';

  is(mode: 'generic' | 'custom'): boolean {
    return this.current === mode;
  }

  /** The statement to run first so that the next one is planned as `wanted`; undefined when none is needed. */
  switchTo(wanted: 'generic' | 'custom', inTransaction: () => boolean): string | undefined {
    if (this.current === wanted || inTransaction()) return undefined;
    this.current = wanted;
    return `set plan_cache_mode = ${wanted === 'generic' ? 'force_generic_plan' : 'auto'}`;
  }

  /** The switch failed: the mode is unknown, so the next statement sets the one it needs. */
  forget(): void {
    this.current = undefined;
  }
}

/**
 * Runs the client's repeated statements as named ones (`StatementNames`) on their generic plans
 * (`PlanMode`). Only `query(text, values)` is changed, the form Kysely uses; every other form goes through
 * as it is.
 */
export function prepareRepeatedStatements(client: ClientBase, names: StatementNames): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const mode = new PlanMode();
  // pg queues a connection's queries in order, so the switch runs before the statement without a wait.
  const planAs = (wanted: 'generic' | 'custom') => {
    const change = mode.switchTo(wanted, () => client.getTransactionStatus() !== 'I');
    if (change) (query(change) as Promise<unknown>).catch(() => mode.forget());
  };
  const named = (...args: unknown[]): unknown => {
    const [text, values, callback] = args;
    if (typeof text !== 'string' || callback !== undefined || (values !== undefined && !Array.isArray(values))) {
      return query(...args);
    }
    const name = names.nameOf(text);
    if (name === undefined) {
      if (values?.length) planAs('custom');
      return query(text, values);
    }
    planAs('generic');
    return query({ name, text, values });
  };
  client.query = named as ClientBase['query'];
}
