import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/features/auth/password';
import { AppProcess } from './app-process';
import { postJson } from './cli-process';
import { runLoad, sleep } from './load';
import { PgCluster } from './pg-cluster';
import { SESSION_COOKIE } from '../../src/shared/constants';

// Two and a half minutes (the 8 clients keep the app near its capacity on a 2-core host, so shorter
// pauses add little). The two floors below are 60 s apart: a leak must lift RSS 10% in that time.
const SECONDS = Number(process.env.SOAK_SECONDS ?? 150);
const WARM_UP_SECONDS = 30;
/** Long enough to hold a collection's trough on a slow host too, where the cycles grow longer. */
const FLOOR_WINDOW_SECONDS = 60;
let cluster: PgCluster;
let app: AppProcess;
const tokens: string[] = [];

beforeAll(async () => {
  cluster = PgCluster.create();
  app = await AppProcess.start({ DATABASE_URL: cluster.url });
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: cluster.url, max: 1 }) }),
  });
  const passwordHash = await hashPassword('Soaking12');
  await sql`insert into accounts (email, password_hash) select 'soak-' || i || '@spelldown.test', ${passwordHash} from generate_series(1, 20) i`.execute(
    db,
  );
  await db.destroy();
  for (let i = 1; i <= 20; i += 1) {
    const res = await postJson(`${app.baseUrl}/api/login`, {
      email: `soak-${i}@spelldown.test`,
      password: 'Soaking12',
    });
    tokens.push(((await res.json()) as { id: string }).id);
  }
});
afterAll(async () => {
  await app?.kill('SIGKILL');
  cluster?.destroy();
});

describe(`a ${SECONDS}-second soak at moderate load`, () => {
  it('answers no 5xx and resident memory grows less than 10%', async () => {
    const month = new Date().toISOString().slice(0, 7).replace('-', '');
    const auth = (token: string) => ({ authorization: `Bearer ${token}` });
    const requests = [
      (t: string) => fetch(`${app.baseUrl}/api/games/daily`, { headers: auth(t) }),
      (t: string) => fetch(`${app.baseUrl}/trpc/games.daily`, { headers: auth(t) }),
      (t: string) => fetch(`${app.baseUrl}/daily`, { headers: { cookie: `${SESSION_COOKIE}=${t}` } }),
      (t: string) => fetch(`${app.baseUrl}/api/games/${month}`, { headers: auth(t) }),
      async (t: string) => {
        const next = await fetch(`${app.baseUrl}/api/training/words`, { headers: auth(t) });
        if (next.status !== 200) return next;
        const word = (await next.json()) as { id: string };
        return postJson(`${app.baseUrl}/api/training/words/${word.id}/guesses`, { guess: 'spelling' }, t);
      },
    ];
    const rss: number[] = [];
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        rss.push(app.rssMb());
        await sleep(1000);
      }
    })();
    // Moderate load: 8 clients, each pausing 5 ms between requests.
    const samples = await runLoad(
      async (worker, i) => {
        const res = await requests[i % requests.length]!(tokens[worker % tokens.length]!);
        await sleep(5);
        return res;
      },
      { concurrency: 8, durationMs: SECONDS * 1000 },
    );
    sampling = false;
    await sampler;

    const errors = samples.filter((s) => s.status >= 500 || s.status === 0);
    // RSS rises between collections and falls after each (a saw tooth of ~40 MB, cycles of 15-25 s, longer
    // on a slower host), so two short windows compare phases, not memory. A leak lifts the floor: the
    // lowest resident memory over a window longer than a cycle, just after warm-up and at the end.
    const floorAfterWarmUp = Math.min(...rss.slice(WARM_UP_SECONDS, WARM_UP_SECONDS + FLOOR_WINDOW_SECONDS));
    const floorAtEnd = Math.min(...rss.slice(-FLOOR_WINDOW_SECONDS));
    const growth = (floorAtEnd - floorAfterWarmUp) / floorAfterWarmUp;
    console.log(
      `soak: ${samples.length} requests, ${errors.length} 5xx/failed, RSS floor ${floorAfterWarmUp.toFixed(0)} MB after warm-up → ${floorAtEnd.toFixed(0)} MB over the last ${FLOOR_WINDOW_SECONDS} s (${(growth * 100).toFixed(1)}%), peak ${Math.max(...rss).toFixed(0)} MB`,
    );
    expect(errors).toEqual([]);
    expect(growth).toBeLessThan(0.1);
  });
});
