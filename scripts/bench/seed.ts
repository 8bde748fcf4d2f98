import { hashPassword } from '../../src/server/features/auth/password';
import type { SqlClient } from './database';
import { seedTraining, seedWordVolume, wordSpellings } from './seed-training';

/** Every seeded player shares this password (one argon2 hash computed once), so login works for all. */
export const PLAYER_PASSWORD = 'Bench-spelling-2026';
export const playerEmail = (n: number) => `player${n}@bench.spelldown.test`;

export interface SeedPlan {
  scale: number;
  /** YYYYMMDD (UTC): the app's today; the history ends the day before. */
  today: string;
  players: number;
  /** Days of games up to today. */
  days: number;
  /** Games each player played, as a share of the days (constant per player whatever the scale). */
  gamesPerPlayer: number;
  trainingAttempts: number;
  /** Players 1..trainers have a training history. */
  trainers: number;
}

export function planSeed(scale: number, today: string, playShare: number): SeedPlan {
  const players = 10_000 * scale;
  return {
    scale,
    today,
    players,
    days: 365 * scale,
    gamesPerPlayer: Math.round(365 * playShare),
    trainingAttempts: 500_000 * scale,
    trainers: Math.round(players * 0.4),
  };
}

export type SeedStep = (sql: SqlClient, plan: SeedPlan) => Promise<void>;

/** Runs the steps, printing how long each took; answers the seconds per step. */
export async function seed(sql: SqlClient, plan: SeedPlan, clipTemplates: ClipTemplates) {
  const timings: Record<string, number> = {};
  const steps: [string, SeedStep][] = [
    ['words and clips', (s, p) => seedWordVolume(s, p, clipTemplates)],
    ['games', seedGames],
    ['players', seedPlayers],
    ['submissions', seedSubmissions],
    ['training', seedTraining],
  ];
  // Bulk load: the rows are consistent by construction, so foreign-key triggers are skipped.
  await sql.query('set session_replication_role = replica');
  for (const [name, step] of steps) {
    const started = performance.now();
    process.stderr.write(`    seeding ${name}…`);
    await step(sql, plan);
    timings[name] = Math.round(performance.now() - started) / 1000;
    process.stderr.write(` ${timings[name]} s\n`);
  }
  await sql.query('set session_replication_role = origin');
  const started = performance.now();
  await sql.query('vacuum analyze');
  timings['vacuum analyze'] = Math.round(performance.now() - started) / 1000;
  return timings;
}

export interface ClipTemplates {
  word: Buffer;
  sentence: Buffer;
  wordMs: number;
  sentenceMs: number;
}

/** A year (× scale) of daily games before today, 6 words each, walking through the bank. */
const seedGames: SeedStep = async (sql, plan) => {
  await sql.query(
    `insert into games (date, created_at)
     select to_char(to_date($1, 'YYYYMMDD') - d, 'YYYYMMDD'), (to_date($1, 'YYYYMMDD') - d)::timestamp - interval '1 hour'
     from generate_series(1, $2::int - 1) d
     on conflict (date) do nothing`,
    [plan.today, plan.days],
  );
  await sql.query(
    `with ws as (select id, row_number() over (order by number) - 1 as rn, count(*) over () as total from words),
          gs as (select g.id, row_number() over (order by g.date desc) as gi from games g
                 where not exists (select 1 from game_words x where x.game_id = g.id))
     insert into game_words (game_id, position, word_id)
     select gs.id, p, ws.id from gs cross join generate_series(0, 5) p join ws on ws.rn = (gs.gi * 6 + p) % ws.total`,
  );
};

const seedPlayers: SeedStep = async (sql, plan) => {
  const hash = await hashPassword(PLAYER_PASSWORD);
  await sql.query(
    `insert into accounts (email, password_hash, created_at, password_changed_at)
     select 'player' || n || '@bench.spelldown.test', $1, now() - (400 - n % 30) * interval '1 day',
            now() - (400 - n % 30) * interval '1 day'
     from generate_series(1, $2::int) n`,
    [hash, plan.players],
  );
};

/**
 * Each player played `gamesPerPlayer` past games spread over the history (80% on their day), 6 guesses
 * each, 72% of them right. Numbered players and games make the plays deterministic.
 */
const seedSubmissions: SeedStep = async (sql, plan) => {
  await sql.query(
    `create temp table bench_players as
     select id, substring(email from '^player([0-9]+)@')::int as n from accounts where email like 'player%@bench.spelldown.test'`,
  );
  await sql.query(
    `create temp table bench_games as
     select id, date, row_number() over (order by date desc)::int - 1 as gi from games where date < $1`,
    [plan.today],
  );
  const pastGames = plan.days - 1;
  const perPlayer = Math.min(plan.gamesPerPlayer, pastGames);
  await sql.query(
    `create temp table bench_plays as
     select gen_random_uuid() as sid, p.id as account_id, p.n, g.id as game_id, g.gi,
            to_date(g.date, 'YYYYMMDD') + interval '7 hours' + ((p.n * 37 + g.gi) % 900) * interval '1 minute'
              + case when (p.n + g.gi) % 5 = 0 then interval '3 days' else interval '0' end as created_at,
            (p.n + g.gi) % 5 <> 0 as played_on_day
     from bench_players p cross join generate_series(0, $1::int - 1) i
     join bench_games g on g.gi = (p.n * 31 + (i * $2::int) / $1::int) % $2::int`,
    [perPlayer, pastGames],
  );
  const accepted = `(abs(hashtext(b.sid::text || gw.position)) % 100) < 72`;
  await sql.query(
    `insert into submissions (id, game_id, account_id, score, played_on_day, created_at)
     select b.sid, b.game_id, b.account_id,
            (select count(*) from game_words gw where gw.game_id = b.game_id and ${accepted}),
            b.played_on_day, b.created_at
     from bench_plays b`,
  );
  await sql.query(
    `insert into guesses (submission_id, position, word_id, guess, accepted, acceptable)
     select b.sid, gw.position, gw.word_id,
            case when ${accepted} then w.canonical else overlay(w.canonical placing '' from 2 for 1) end, ${accepted},
            w.spellings
     from bench_plays b join game_words gw on gw.game_id = b.game_id
       join (select w.id, w.canonical, ${wordSpellings('w')} as spellings from words w) w on w.id = gw.word_id`,
  );
};

/** Row counts of what the bench measures against. */
export async function countVolume(sql: SqlClient): Promise<Record<string, number>> {
  const tables = ['words', 'audio_clips', 'games', 'accounts', 'submissions', 'guesses'];
  const more = ['training_attempts', 'training_cards', 'training_players', 'sessions'];
  const [row] = await sql.query<Record<string, number>>(
    `select ${[...tables, ...more].map((t) => `(select count(*) from ${t})::int as ${t}`).join(', ')}`,
  );
  return row ?? {};
}
