import os from 'node:os';
import autocannon, { type Client, type Options, type Result } from 'autocannon';
import type { CpuPerRequest } from './cpu';
import { distribution, round, type Distribution } from './stats';

/** One measured stream of requests: its rate and latencies (per HTTP method when a cycle mixes them). */
export interface Measured {
  requests: number;
  rps: number;
  latencyMs: Distribution;
  /** Time to the response headers (the first byte of the answer). */
  ttfbMs: Distribution;
  errors: number;
  statuses: Record<string, number>;
}

export interface LoadResult extends Measured {
  connections: number;
  durationS: number;
  /** Split by method for request cycles (e.g. training GET then POST). */
  byMethod: Record<string, Measured>;
  loadAverage: number[];
  /** The server's resident memory at its peak during the warm-up and the run (MB). */
  rssMaxMb?: number;
  /** CPU time the server (and Postgres) spent per request during the measured seconds. */
  cpu?: CpuPerRequest;
  /** Scale pass: the p99 of each round (the result is the median round). */
  rounds?: number[];
}

interface Sample {
  method: string;
  status: number;
  ms: number;
  ttfb: number;
}

export type LoadOptions = Omit<Options, 'duration' | 'connections'> & { connections: number };

/**
 * Runs autocannon for `seconds` and measures every response itself (autocannon rounds latencies
 * to whole milliseconds): total time and time to headers, by method, as the client saw them.
 */
export async function runLoad(options: LoadOptions, seconds: number): Promise<LoadResult> {
  const samples: Sample[] = [];
  const userSetup = options.setupClient;
  const setupClient = (client: Client) => {
    userSetup?.(client);
    let pending: { method: string; ttfb: number } | undefined;
    client.on('headers', () => {
      const current = client.pipelinedRequests.peek();
      if (!current) return;
      const [s, ns] = process.hrtime(current.startTime);
      pending = { method: current.req.method ?? 'GET', ttfb: s * 1e3 + ns / 1e6 };
    });
    client.on('response', (status: number, _bytes: number, ms: number) => {
      samples.push({ method: pending?.method ?? 'GET', status, ms, ttfb: pending?.ttfb ?? ms });
      pending = undefined;
    });
  };
  const started = performance.now();
  const result = await new Promise<Result>((resolve, reject) => {
    autocannon({ timeout: 10, ...options, duration: seconds, setupClient }, (error, res) =>
      error ? reject(error) : resolve(res),
    );
  });
  // autocannon's own measured duration (seconds); the wall clock when it has none.
  const elapsed = result.duration > 0 ? result.duration : (performance.now() - started) / 1000;
  const measured = measure(samples, elapsed, result.errors + result.timeouts);
  const methods = [...new Set(samples.map((s) => s.method))];
  const byMethod: Record<string, Measured> = {};
  if (methods.length > 1) {
    for (const method of methods)
      byMethod[method] = measure(
        samples.filter((s) => s.method === method),
        elapsed,
        0,
      );
  }
  return {
    ...measured,
    connections: options.connections,
    durationS: round(elapsed, 1),
    byMethod,
    loadAverage: os.loadavg().map((l) => round(l)),
  };
}

function measure(samples: Sample[], seconds: number, transportErrors: number): Measured {
  const statuses: Record<string, number> = {};
  for (const sample of samples) statuses[sample.status] = (statuses[sample.status] ?? 0) + 1;
  const failed = samples.filter((s) => s.status < 200 || s.status >= 400).length;
  return {
    requests: samples.length,
    rps: round(samples.length / seconds, 0),
    latencyMs: distribution(samples.map((s) => s.ms)),
    ttfbMs: distribution(samples.map((s) => s.ttfb)),
    errors: failed + transportErrors,
    statuses,
  };
}
