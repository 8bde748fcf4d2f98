import type { KyselyPlugin } from 'kysely';
import type { Db } from '../../src/server/db/database';

/**
 * The same database, counting the statements sent through it (`counter.count`, reset at will). Kysely
 * hands the plugin every query built from `db`, also one built to be nested in another (a feature's
 * fragment, a subquery): such a query is uncounted again once it turns up inside the statement.
 */
export function countingStatements(db: Db): { db: Db; count: number } {
  const counter = { db, count: 0 };
  const counted = new WeakSet<object>();
  const uncountNested = (value: unknown): void => {
    if (typeof value !== 'object' || value === null) return;
    if (counted.delete(value)) counter.count -= 1;
    for (const child of Object.values(value)) uncountNested(child);
  };
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      for (const child of Object.values(args.node)) uncountNested(child);
      counted.add(args.node);
      counter.count += 1;
      return args.node;
    },
    transformResult: (args) => Promise.resolve(args.result),
  };
  counter.db = db.withPlugin(plugin);
  return counter;
}
