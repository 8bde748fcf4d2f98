import type { KyselyPlugin } from 'kysely';
import type { Db } from '../../src/server/db/database';

/** The same database, counting the statements sent through it (`counter.count`, reset at will). */
export function countingStatements(db: Db): { db: Db; count: number } {
  const counter = { db, count: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      counter.count += 1;
      return args.node;
    },
    transformResult: (args) => Promise.resolve(args.result),
  };
  counter.db = db.withPlugin(plugin);
  return counter;
}
