import type { SqlClient } from './database';
import type { LighthouseLogin } from './lighthouse';
import { playerEmail, type SeedPlan } from './seed';

/** Session tokens for the scenarios, each list of distinct players. */
export interface Fixtures {
  todayGameId: string;
  /** Players with a history who read today's game and the daily page (a token per request, rotating). */
  readers: string[];
  /** Players with a training history (one per connection in the training cycle). */
  trainers: string[];
  /** Players who have not submitted today's game, each used once. */
  submitters: string[];
  /** A player with a history who has not played today (the Lighthouse run's daily page). */
  lighthouse: LighthouseLogin;
  /** E-mails for the login scenario (password PLAYER_PASSWORD). */
  loginEmails: string[];
  /** Clips of today's game (word, definition, sentences). */
  audioUrls: string[];
  /** The morning rush's players: each has not played today and plays once (seeded players first). */
  rushPlayers: string[];
  /** Today's words as spelt in the bank, in game order (the rush's players answer most of them right). */
  todaySpellings: string[];
}

/**
 * Opens sessions the way the app does (a random token; sessions.token_hash = SHA-256 hex of it, as
 * auth.service.ts hashSessionToken) for the accounts of these e-mails, in order.
 */
export async function openSessions(sql: SqlClient, emails: string[]): Promise<string[]> {
  const rows = await sql.query<{ token: string }>(
    `with t as materialized (
       select a.id, e.ord,
              md5(random()::text || clock_timestamp()::text) || md5(random()::text || a.id::text) as token
       from unnest($1::text[]) with ordinality as e(email, ord) join accounts a on lower(a.email) = lower(e.email)),
     ins as (
       insert into sessions (token_hash, account_id, expires_at)
       select encode(sha256(convert_to(token, 'UTF8')), 'hex'), id, now() + interval '30 days' from t)
     select token from t order by ord`,
    [emails],
  );
  return rows.map((row) => row.token);
}

const range = (from: number, count: number, step = 1) => Array.from({ length: count }, (_, i) => from + i * step);

/**
 * Sessions and ids for one measured run: `submissions` distinct submitters for `games.submit` and
 * `rushPlayers` more for the morning rush, none of whom has played today.
 */
export async function prepareFixtures(
  sql: SqlClient,
  plan: SeedPlan,
  submissions: number,
  rushPlayers = 0,
): Promise<Fixtures> {
  const [game] = await sql.query<{ id: string }>('select id from games where date = $1', [plan.today]);
  if (!game) throw new Error(`No game for today (${plan.today}): the app did not create it at start`);
  // Readers: 2,000 players spread over the whole range; trainers: the last 200 of the trainers.
  const readerEmails = range(3, 2000, Math.floor(plan.players / 2000)).map(playerEmail);
  const trainerEmails = range(plan.trainers - 199, 200).map(playerEmail);
  const readers = await openSessions(sql, readerEmails);
  const trainers = await openSessions(sql, trainerEmails);
  // The rush takes the seeded players first: returning players with a history, as on a real morning. It
  // never takes a reader or a trainer, so the reads after it measure the same players however far it got.
  const players = await playersWhoHaveNotPlayed(sql, plan, game.id, rushPlayers + submissions, [
    ...readerEmails,
    ...trainerEmails,
  ]);
  const fresh = await openSessions(sql, players);
  const rush = fresh.slice(0, rushPlayers);
  const submitters = fresh.slice(rushPlayers);
  // The Lighthouse player has a history but never submits here: the daily page shows today's game.
  const lighthouse = await loginOf(sql, playerEmail(plan.players));
  const clips = await sql.query<{ url_key: string }>(
    `select c.url_key from game_words gw join words w on w.id = gw.word_id
     join audio_clips c on c.text_hash in (w.canonical_hash, w.definition_hash, w.sentence1_hash, w.sentence2_hash)
     where gw.game_id = $1 and c.bytes is not null order by gw.position, c.url_key`,
    [game.id],
  );
  return {
    todayGameId: game.id,
    readers,
    trainers,
    submitters,
    lighthouse,
    loginEmails: range(5, 2000, Math.floor(plan.players / 2000)).map(playerEmail),
    audioUrls: clips.map((c) => `/audio/${c.url_key}.mp3`),
    rushPlayers: rush,
    todaySpellings: (
      await sql.query<{ canonical: string }>(
        `select w.canonical from game_words gw join words w on w.id = gw.word_id where gw.game_id = $1
         order by gw.position`,
        [game.id],
      )
    ).map((row) => row.canonical),
  };
}

/**
 * E-mails of `count` accounts without a submission for today's game, none of `others`: seeded players
 * first (none played today before the bench), then new accounts when more are needed (named by the time, so runs can repeat).
 */
async function playersWhoHaveNotPlayed(
  sql: SqlClient,
  plan: SeedPlan,
  gameId: string,
  count: number,
  others: readonly string[],
) {
  const rows = await sql.query<{ email: string }>(
    `select a.email from accounts a
     where a.email like 'player%@bench.spelldown.test' and a.email <> all($3::text[])
       and not exists (select 1 from submissions s where s.account_id = a.id and s.game_id = $1)
     order by a.created_at, a.email limit $2`,
    [gameId, count, [playerEmail(plan.players), ...others]],
  );
  const emails = rows.map((row) => row.email);
  const fresh = count - emails.length;
  if (fresh > 0) {
    const prefix = `fresh${Date.now().toString(36)}x`;
    const created = await sql.query<{ email: string }>(
      `insert into accounts (email, password_hash)
       select $3 || n || '@bench.spelldown.test', (select password_hash from accounts where email = $2)
       from generate_series(1, $1::int) n returning email`,
      [fresh, playerEmail(1), prefix],
    );
    for (const row of created) emails.push(row.email);
  }
  return emails;
}

/** A session of this account in the shape the login answer has (what the browser app stores). */
async function loginOf(sql: SqlClient, email: string): Promise<LighthouseLogin> {
  const [token] = await openSessions(sql, [email]);
  const [account] = await sql.query<{ id: string; email: string; roles: string[] }>(
    'select id, email, roles from accounts where email = $1',
    [email],
  );
  if (!token || !account) throw new Error(`No account ${email}`);
  return { token, session: { id: token, account, createdAt: new Date().toISOString() } };
}
