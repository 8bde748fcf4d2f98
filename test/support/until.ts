/**
 * Reads until `done` holds (every 5 ms), answering how long it took; throws after `timeoutMs`. For what
 * another process or the database's announcements change a moment later.
 */
export async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs: number,
): Promise<number> {
  const startedAt = Date.now();
  while (!done(await read())) {
    if (Date.now() - startedAt > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return Date.now() - startedAt;
}
