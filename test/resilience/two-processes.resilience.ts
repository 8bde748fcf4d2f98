import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/schema';
import { AppProcess } from './app-process';
import { postJson, runCliAgainst } from './cli-process';
import { sleep } from './load';
import { PgCluster } from './pg-cluster';

let cluster: PgCluster;
let a: AppProcess;
let b: AppProcess;
let db: Kysely<Database>;

beforeAll(async () => {
  cluster = PgCluster.create();
  // Both start at once on an empty database: both load the word bank and make today's and tomorrow's games.
  [a, b] = await Promise.all([
    AppProcess.start({ DATABASE_URL: cluster.url }),
    AppProcess.start({ DATABASE_URL: cluster.url }),
  ]);
  db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: cluster.url, max: 2 }) }),
  });
});
afterAll(async () => {
  await db?.destroy();
  await Promise.all([a?.kill('SIGKILL'), b?.kill('SIGKILL')]);
  cluster?.destroy();
});

describe('two app processes on one Postgres', () => {
  it('make exactly one game per date, even racing the operator CLI', async () => {
    await Promise.all([
      Promise.resolve().then(() => runCliAgainst(cluster.url, ['games:create', '--days', '5'])),
      Promise.resolve().then(() => runCliAgainst(cluster.url, ['games:create', '--days', '5'])),
    ]);
    const games = await sql<{ date: string; words: number }>`
      select g.date, count(gw.*)::int as words from games g left join game_words gw on gw.game_id = g.id group by g.date`.execute(
      db,
    );
    expect(games.rows.length).toBeGreaterThanOrEqual(5);
    expect(games.rows.every((g) => g.words === 6)).toBe(true);
    const words = await sql<{
      n: number;
      distinct: number;
    }>`select count(*)::int as n, count(distinct lower(canonical))::int as distinct from words`.execute(db);
    expect(words.rows[0]?.n).toBe(words.rows[0]?.distinct);
  });

  it('accept a session made on one process on the other', async () => {
    const login = await postJson(`${a.baseUrl}/api/login`, {
      email: 'resilience-admin@spelldown.test',
      password: 'Resilient1',
    });
    const token = ((await login.json()) as { id: string }).id;
    const daily = await fetch(`${b.baseUrl}/api/games/daily`, { headers: { authorization: `Bearer ${token}` } });
    expect(daily.status).toBe(200);
  });

  it('refuse on the other process, within a moment, a session ended on one (it keeps checked sessions 5 s)', async () => {
    const login = await postJson(`${a.baseUrl}/api/login`, {
      email: 'resilience-admin@spelldown.test',
      password: 'Resilient1',
    });
    const token = ((await login.json()) as { id: string }).id;
    const dailyOn = (app: AppProcess) =>
      fetch(`${app.baseUrl}/api/games/daily`, { headers: { authorization: `Bearer ${token}` } });
    expect((await dailyOn(b)).status).toBe(200); // b now keeps it
    expect((await postJson(`${a.baseUrl}/api/logout`, {}, token)).status).toBe(204);
    const endedAt = Date.now();
    let status = (await dailyOn(b)).status;
    while (status === 200 && Date.now() - endedAt < 5_000) {
      await sleep(10);
      status = (await dailyOn(b)).status;
    }
    const tookMs = Date.now() - endedAt;
    console.log(`session ended on a, refused by b after ${tookMs} ms`);
    expect(status).toBe(401);
    expect(tookMs).toBeLessThan(1_000);
  });

  it('serve from one process the audio the other made', async () => {
    const login = await postJson(`${a.baseUrl}/api/login`, {
      email: 'resilience-admin@spelldown.test',
      password: 'Resilient1',
    });
    const token = ((await login.json()) as { id: string }).id;
    const game = (await (
      await fetch(`${a.baseUrl}/api/games/daily`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as {
      words: { audioUrls: { canonical: string } }[];
    };
    const url = game.words[0]!.audioUrls.canonical;
    const fromA = await fetch(`${a.baseUrl}${url}`);
    expect(fromA.status).toBe(200);
    const bytesA = Buffer.from(await fromA.arrayBuffer());
    let fromB = await fetch(`${b.baseUrl}${url}`);
    for (let i = 0; i < 20 && fromB.status !== 200; i += 1) {
      await sleep(250);
      fromB = await fetch(`${b.baseUrl}${url}`);
    }
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('audio/mpeg');
    expect(Buffer.from(await fromB.arrayBuffer()).equals(bytesA)).toBe(true);
    expect(fromB.headers.get('etag')).toBe(fromA.headers.get('etag'));
  });
});
