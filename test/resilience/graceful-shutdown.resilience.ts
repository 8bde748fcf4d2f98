import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppProcess } from './app-process';
import { postJson } from './cli-process';
import { runLoad, sleep } from './load';
import { PgCluster } from './pg-cluster';
import { clusterDb, dailyGameId, insertAndLogIn } from './players';

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

describe('SIGTERM while submissions are being written', () => {
  it('stores every submission it acknowledged and no other, and logs no error on the way out', async () => {
    app = await AppProcess.start({ DATABASE_URL: cluster.url });
    const players = await insertAndLogIn(cluster.url, app.baseUrl, {
      prefix: 'sigterm-player',
      count: 300,
      password: 'Graceful1',
    });
    const gameId = await dailyGameId(app.baseUrl, players[0]!.token);
    // Each player submits once, 16 at a time, so the writer batches them. The signal goes when the
    // 40th answer comes back, with other submissions in flight.
    const answers = new Map<string, number>();
    let next = 0;
    let exit: Promise<number | null> | undefined;
    const worker = async () => {
      while (next < players.length) {
        const player = players[next++]!;
        const res = await postJson(
          `${app.baseUrl}/api/games/${gameId}/submissions`,
          { guesses: ['a', 'b', 'c', 'd', 'e', 'f'] },
          player.token,
        ).catch(() => null);
        answers.set(player.email, res?.status ?? 0);
        if (answers.size === 40) exit = app.kill('SIGTERM');
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    const code = await exit;

    const acknowledged = [...answers].filter(([, status]) => status === 200).map(([email]) => email);
    const refused = [...answers].filter(([, status]) => status !== 200);
    console.log(`acknowledged: ${acknowledged.length}, refused: ${refused.length}`);
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.filter(([, status]) => status !== 503 && status !== 0)).toEqual([]);
    expect(code).toBe(0);

    const db = clusterDb(cluster.url);
    try {
      const stored = await sql<{ email: string; guesses: number }>`
        select a.email, count(g.*)::int as guesses
        from submissions s join accounts a on a.id = s.account_id left join guesses g on g.submission_id = s.id
        where s.game_id = ${gameId} group by a.email`.execute(db);
      expect(stored.rows.map((r) => r.email).sort()).toEqual(acknowledged.sort());
      expect(stored.rows.filter((r) => r.guesses !== 6)).toEqual([]);
    } finally {
      await db.destroy();
    }
    const errors = app.log.split('\n').filter((line) => /"level":(50|60)/.test(line));
    expect(errors).toEqual([]);
  });
});
