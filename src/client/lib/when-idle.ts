/**
 * Runs `task` once the browser has nothing more urgent to do (at the latest after `timeoutMs`); where
 * idle callbacks are missing (Safari), shortly after. Answers a function that cancels it.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}
