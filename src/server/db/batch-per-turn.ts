import DataLoader from 'dataloader';

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

/**
 * A `batchPerTurn` reader by key: a key asked for twice in one turn is read once, and each key is
 * answered the row whose `rowKey` matches its `keyOf` (none when the database has none).
 */
export function readPerTurn<K, V>(options: {
  keyOf: (key: K) => string;
  rowKey: (row: V) => string;
  read: (keys: K[]) => Promise<readonly V[]>;
  maxBatchSize: number;
}): DataLoader<K, V | undefined> {
  const { keyOf, rowKey, read, maxBatchSize } = options;
  return batchPerTurn(async (batch) => {
    const unique = new Map(batch.map((key) => [keyOf(key), key]));
    const rows = new Map((await read([...unique.values()])).map((row) => [rowKey(row), row]));
    return batch.map((key) => rows.get(keyOf(key)));
  }, maxBatchSize);
}
