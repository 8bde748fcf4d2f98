/** A bounded request loop: `concurrency` workers for `durationMs`, each answer recorded. */
export interface Sample {
  status: number; // 0 = network error or timeout
  ms: number;
  retryAfter: string | null;
  startedAt: number;
}

export async function runLoad(
  request: (worker: number, i: number) => Promise<Response>,
  options: { concurrency: number; durationMs: number; timeoutMs?: number },
): Promise<Sample[]> {
  const samples: Sample[] = [];
  const stopAt = Date.now() + options.durationMs;
  const worker = async (id: number) => {
    for (let i = 0; Date.now() < stopAt; i += 1) {
      const startedAt = Date.now();
      try {
        const res = await withTimeout(request(id, i), options.timeoutMs ?? 5000);
        await res.arrayBuffer();
        samples.push({
          status: res.status,
          ms: Date.now() - startedAt,
          retryAfter: res.headers.get('retry-after'),
          startedAt,
        });
      } catch {
        samples.push({ status: 0, ms: Date.now() - startedAt, retryAfter: null, startedAt });
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, (_, id) => worker(id)));
  return samples;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms))]);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
