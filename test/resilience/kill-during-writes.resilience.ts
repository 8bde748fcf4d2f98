import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppProcess } from './app-process';
import { postJson, runCliAgainst } from './cli-process';
import { sleep } from './load';
import { PgCluster } from './pg-cluster';
import { clusterDb, dailyGameId, insertAndLogIn } from './players';

let cluster: PgCluster;
let app: AppProcess | undefined;
const env = () => ({ DATABASE_URL: cluster.url });

beforeAll(async () => {
  cluster = PgCluster.create();
  app = await AppProcess.start(env());
});
afterAll(async () => {
  await app?.kill('SIGKILL');
  cluster?.destroy();
});

describe('SIGKILL every few seconds during a load of submissions and sign-ups', () => {
  it('keeps every acknowledged write, and none twice', async () => {
    const PLAYERS = 60;
    const codes = runCliAgainst(cluster.url, ['invites:create', '--count', '120']);
    expect(codes).toHaveLength(120);
    const players = await insertAndLogIn(cluster.url, app!.baseUrl, {
      prefix: 'kill-player',
      count: PLAYERS,
      password: 'Killable1',
    });
    const daily = { id: await dailyGameId(app!.baseUrl, players[0]!.token) };

    const acknowledgedSignUps = new Set<string>();
    const acknowledgedSubmissions = new Set<string>();
    let stop = false;
    let kills = 0;
    const base = () => app?.baseUrl ?? '';

    const signUps = (async () => {
      for (let i = 0; i < codes.length && !stop; i += 1) {
        const email = `kill-join-${i}@spelldown.test`;
        // Retry until answered: a retry after a kill must never make a second account.
        for (let attempt = 0; attempt < 20 && !stop; attempt += 1) {
          const res = await postJson(`${base()}/api/join`, { email, password: 'Joiner123', code: codes[i] }).catch(
            () => null,
          );
          if (res?.status === 200) acknowledgedSignUps.add(email);
          if (res && res.status !== 503) break;
          await sleep(200);
        }
      }
    })();
    const submissions = (async () => {
      for (const player of players) {
        for (let attempt = 0; attempt < 20 && !stop; attempt += 1) {
          const res = await postJson(
            `${base()}/api/games/${daily.id}/submissions`,
            { guesses: ['a', 'b', 'c', 'd', 'e', 'f'] },
            player.token,
          ).catch(() => null);
          if (res?.status === 200) acknowledgedSubmissions.add(player.email);
          if (res && res.status !== 503) break;
          await sleep(200);
        }
      }
    })();
    const killer = (async () => {
      for (let i = 0; i < 4; i += 1) {
        await sleep(1500 + Math.random() * 1500);
        await app?.kill('SIGKILL');
        kills += 1;
        app = await AppProcess.start(env());
      }
    })();
    await killer;
    await Promise.race([Promise.all([signUps, submissions]), sleep(60_000)]);
    stop = true;

    const db = clusterDb(cluster.url);
    try {
      const accounts = await sql<{
        email: string;
        n: number;
      }>`select lower(email) as email, count(*)::int as n from accounts where email like 'kill-join-%' group by 1`.execute(
        db,
      );
      const byEmail = new Map(accounts.rows.map((r) => [r.email, r.n]));
      for (const email of acknowledgedSignUps) expect(byEmail.get(email), email).toBe(1);
      expect([...byEmail.values()].every((n) => n === 1)).toBe(true);
      const used = await sql<{
        n: number;
      }>`select count(*)::int as n from invitations where used_at is not null`.execute(db);
      expect(used.rows[0]?.n).toBe(byEmail.size);

      const subs = await sql<{ email: string; n: number; guesses: number }>`
        select a.email, count(distinct s.id)::int as n, count(g.*)::int as guesses
        from submissions s join accounts a on a.id = s.account_id left join guesses g on g.submission_id = s.id
        where s.game_id = ${daily.id} group by a.email`.execute(db);
      const byPlayer = new Map(subs.rows.map((r) => [r.email, r]));
      for (const email of acknowledgedSubmissions) {
        expect(byPlayer.get(email)?.n, email).toBe(1);
        expect(byPlayer.get(email)?.guesses, email).toBe(6);
      }
      console.log(
        `kills: ${kills}; sign-ups acknowledged ${acknowledgedSignUps.size}, found ${byEmail.size}; submissions acknowledged ${acknowledgedSubmissions.size}, found ${byPlayer.size}`,
      );
      expect(kills).toBe(4);
      expect(acknowledgedSignUps.size + acknowledgedSubmissions.size).toBeGreaterThan(20);
    } finally {
      await db.destroy();
    }
  });
});
