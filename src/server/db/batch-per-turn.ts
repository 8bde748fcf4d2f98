import DataLoader from 'dataloader';
import type { Db } from './database';

/**
 * A DataLoader that sends everything asked for in one turn of the event loop as one batch, and keeps
 * nothing once answered. Under load the requests Node read together share one statement (one round
 * trip, one commit); a lone request is sent at once, as soon as Node has read what it had ready.
 */
export function batchPerTurn<K, V>(
  load: (batch: readonly K[]) => Promise<readonly (V | Error)[]>,
  maxBatchSize: number,
): DataLoader<K, V> {
  return new DataLoader(load, { cache: false, maxBatchSize, batchScheduleFn: (send) => setImmediate(send) });
}

/** One `T` per database, made on first use (tests build several apps, each on its own database). */
export function perDatabase<T extends object>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (!value) made.set(db, (value = make(db)));
    return value;
  };
}
