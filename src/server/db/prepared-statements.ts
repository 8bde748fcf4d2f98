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
 * Runs the client's repeated statements as named ones (`StatementNames`). Only `query(text, values)`
 * is changed, the form Kysely uses; every other form goes through as it is.
 */
export function prepareRepeatedStatements(client: ClientBase, names: StatementNames): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const named = (...args: unknown[]): unknown => {
    const [text, values, callback] = args;
    if (typeof text !== 'string' || callback !== undefined || (values !== undefined && !Array.isArray(values))) {
      return query(...args);
    }
    const name = names.nameOf(text);
    return name === undefined ? query(text, values) : query({ name, text, values });
  };
  client.query = named as ClientBase['query'];
}
