import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppProcess } from './app-process';
import { runLoad, sleep } from './load';
import { PgCluster } from './pg-cluster';

let cluster: PgCluster;
let app: AppProcess;
let token: string;

beforeAll(async () => {
  cluster = PgCluster.create();
  app = await AppProcess.start({ DATABASE_URL: cluster.url });
  const res = await fetch(`${app.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'resilience-admin@spelldown.test', password: 'Resilient1' }),
  });
  token = ((await res.json()) as { id: string }).id;
});
afterAll(async () => {
  if (app?.child.exitCode !== null) console.log(app?.log.slice(-3000));
  await app?.kill('SIGKILL');
  cluster?.destroy();
});

const readDaily = () =>
  fetch(`${app.baseUrl}/trpc/auth.me`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(3000),
  });

describe('the database stops in the middle of a load', () => {
  it('answers 503 with Retry-After within 1 s, says not ready, and recovers within 2 s of the database coming back', async () => {
    const warm = await runLoad(() => readDaily(), { concurrency: 8, durationMs: 1000 });
    expect(warm.every((s) => s.status === 200)).toBe(true);

    const during = runLoad(() => readDaily(), { concurrency: 8, durationMs: 6000 });
    await sleep(1000);
    const stoppedAt = Date.now();
    cluster.stop('immediate');
    await sleep(1500);
    const ready = await fetch(`${app.baseUrl}/readyz`);
    expect(ready.status).toBe(503);
    await sleep(1000);
    cluster.start();
    const restartedAt = Date.now();
    // Recovery by itself: poll right away, while the load goes on.
    let recoveredAt = 0;
    while (!recoveredAt && Date.now() - restartedAt < 10_000) {
      const res = await readDaily().catch(() => null);
      if (res?.status === 200) recoveredAt = Date.now();
      else await sleep(25);
    }
    const samples = await during;

    const outage = samples.filter((s) => s.startedAt > stoppedAt + 200 && s.startedAt < restartedAt - 200);
    expect(outage.length).toBeGreaterThan(10);
    // No hang, no crash, no 500: every answer during the outage is a quick 503 with Retry-After.
    expect(outage.filter((s) => s.status !== 503)).toEqual([]);
    expect(Math.max(...outage.map((s) => s.ms))).toBeLessThan(1000);
    expect(outage.every((s) => s.retryAfter !== null)).toBe(true);
    const recoveryMs = recoveredAt - restartedAt;
    console.log(
      `outage answers: ${outage.length}, slowest ${Math.max(...outage.map((s) => s.ms))} ms, recovery ${recoveryMs} ms`,
    );
    expect(recoveredAt).toBeGreaterThan(0);
    expect(recoveryMs).toBeLessThan(2000);
    expect((await fetch(`${app.baseUrl}/readyz`)).status).toBe(200);
    expect(app.child.exitCode).toBeNull();
  });
});
