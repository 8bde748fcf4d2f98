import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppProcess } from './app-process';
import { runLoad, sleep } from './load';
import { PgCluster } from './pg-cluster';

let cluster: PgCluster;
let app: AppProcess;

beforeAll(async () => {
  cluster = PgCluster.create();
  app = await AppProcess.start({ DATABASE_URL: cluster.url });
});
afterAll(async () => {
  await app?.kill('SIGKILL');
  cluster?.destroy();
});

describe('SIGTERM during a load', () => {
  it('finishes the requests in flight, answers new ones 503 (or refuses them), and exits cleanly', async () => {
    const login = () =>
      fetch(`${app.baseUrl}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'resilience-admin@spelldown.test', password: 'Resilient1' }),
      });
    const load = runLoad(() => login(), { concurrency: 8, durationMs: 3000, timeoutMs: 10_000 });
    await sleep(1000);
    const signalledAt = Date.now();
    const exit = app.kill('SIGTERM');
    const samples = await load;
    const code = await exit;

    // Sent well before the signal, so the server had them (a request sent a few ms before may arrive after).
    const inFlight = samples.filter((s) => s.startedAt < signalledAt - 50);
    const after = samples.filter((s) => s.startedAt > signalledAt + 50);
    console.log(
      `in flight: ${inFlight.length}, after the signal: ${after.length} (${[...new Set(after.map((s) => s.status))].join(',')})`,
    );
    expect(inFlight.length).toBeGreaterThan(5);
    // Everything begun before the signal got its real answer.
    expect(inFlight.filter((s) => s.status !== 200)).toEqual([]);
    // Nothing after it got a 500 or hung: 503, or the connection was refused once the port closed.
    expect(after.filter((s) => s.status !== 503 && s.status !== 0)).toEqual([]);
    expect(code).toBe(0);
  });
});
