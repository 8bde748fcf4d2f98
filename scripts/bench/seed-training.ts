import type { SqlClient } from './database';
import type { ClipTemplates, SeedStep, SeedPlan } from './seed';

/**
 * The bank × scale (made-up words with their 4 clips), then every clip still pending gets bytes of a
 * real clip's size: the measured app never synthesises (that would compete with the load for CPU).
 */
export async function seedWordVolume(sql: SqlClient, plan: SeedPlan, clips: ClipTemplates): Promise<void> {
  const [bank] = await sql.query<{ n: number }>('select count(*)::int as n from words');
  const extra = (bank?.n ?? 0) * (plan.scale - 1);
  if (extra > 0) {
    const hash = (kind: string) => `encode(sha256(convert_to('bench:${kind}:' || n, 'UTF8')), 'hex')`;
    await sql.query(
      `insert into words (canonical, definition, sentence1, sentence2, difficulty,
                          canonical_hash, definition_hash, sentence1_hash, sentence2_hash)
       select 'zzbench' || n, 'A made-up word, number ' || n || ', that fills the bank for the benchmark.',
              'The first sentence says zzbench' || n || ' once.', 'The second sentence says zzbench' || n || ' too.',
              1 + n % 5, ${hash('c')}, ${hash('d')}, ${hash('s1')}, ${hash('s2')}
       from generate_series(1, $1::int) n`,
      [extra],
    );
    await sql.query(
      `insert into audio_clips (text_hash, url_key, text, voice, state)
       select h, substr(md5(h), 1, 32), t, 'bench', 'pending'
       from words w cross join lateral (values (w.canonical_hash, w.canonical), (w.definition_hash, w.definition),
                                               (w.sentence1_hash, w.sentence1), (w.sentence2_hash, w.sentence2)) v(h, t)
       where w.canonical like 'zzbench%'
       on conflict (text_hash) do nothing`,
    );
  }
  await sql.query(
    `update audio_clips c
     set state = 'ready', content_type = 'audio/mpeg', last_error = null, updated_at = now(),
         bytes = case when k.is_word then $1::bytea else $2::bytea end,
         byte_length = case when k.is_word then length($1::bytea) else length($2::bytea) end,
         duration_ms = case when k.is_word then $3::int else $4::int end
     from (select c2.text_hash, exists (select 1 from words w where w.canonical_hash = c2.text_hash) as is_word
           from audio_clips c2 where c2.bytes is null) k
     where c.text_hash = k.text_hash`,
    [clips.word, clips.sentence, clips.wordMs, clips.sentenceMs],
  );
}

/**
 * 500,000 (× scale) training attempts over a year by the first 40% of players (each word tried about
 * twice), their spaced-repetition cards and schedule rows, and cards for the game misses those players'
 * training has already taken in (the app syncs misses when a player trains, and records when it did).
 */
/** SQL: every accepted spelling of the word `alias` names, the canonical one first (as an answer keeps them). */
export const wordSpellings = (alias: string) =>
  `array[${alias}.canonical] || coalesce((select array_agg(v.spelling order by v.spelling) from word_variants v
     where v.word_id = ${alias}.id and v.spelling <> ${alias}.canonical), '{}')`;

export const seedTraining: SeedStep = async (sql, plan) => {
  await sql.query(
    `create temp table bench_trainers as
     select id, n as ti from bench_players where n <= $1::int`,
    [plan.trainers],
  );
  await sql.query(
    `create temp table bench_words as
     select w.id, w.canonical, row_number() over (order by w.number)::int - 1 as wi,
            ${wordSpellings('w')} as spellings
     from words w where not exists (
       select 1 from game_words gw join games g on g.id = gw.game_id where gw.word_id = w.id and g.date >= $1)`,
    [plan.today],
  );
  const [count] = await sql.query<{ n: number }>('select count(*)::int as n from bench_words');
  const words = count?.n ?? 1;
  await sql.query(
    `insert into training_attempts (account_id, word_id, guess, accepted, acceptable, created_at)
     select t.id, w.id, case when x.ok then w.canonical else overlay(w.canonical placing '' from 2 for 1) end, x.ok,
            w.spellings,
            now() - ($1::int - i) * (31536000.0 / $1::int) * interval '1 second'
     from generate_series(0, $1::int - 1) i
     join bench_trainers t on t.ti = i % $2::int + 1
     join bench_words w on w.wi = ((i / $2::int) / 2 * 7 + t.ti * 13) % $3::int
     cross join lateral (select abs(hashtext(i::text)) % 100 < 65 as ok) x`,
    [plan.trainingAttempts, plan.trainers, words],
  );
  await sql.query(
    `insert into training_players (account_id, step, level, updated_at, misses_synced_at)
     select account_id, count(*), 1 + count(*) filter (where accepted) % 5, max(created_at), now()
     from training_attempts group by account_id`,
  );
  // A card per word tried; about a third learned, the rest due over the next 200 steps.
  await sql.query(
    `insert into training_cards (account_id, word_id, box, correct_streak, due_step, learned, updated_at)
     select a.account_id, a.word_id, least(count(*) filter (where a.accepted), 4),
            count(*) filter (where a.accepted), p.step - 20 + abs(hashtext(a.word_id::text)) % 200,
            abs(hashtext(a.account_id::text || a.word_id::text)) % 3 = 0, max(a.created_at)
     from training_attempts a join training_players p on p.account_id = a.account_id
     group by a.account_id, a.word_id, p.step`,
  );
  await sql.query(
    `insert into training_cards (account_id, word_id, box, correct_streak, due_step, learned, updated_at)
     select s.account_id, g.word_id, 0, 0, p.step, false, max(s.created_at)
     from guesses g join submissions s on s.id = g.submission_id
     join training_players p on p.account_id = s.account_id
     where not g.accepted
     group by s.account_id, g.word_id, p.step
     on conflict (account_id, word_id) do update set updated_at = greatest(training_cards.updated_at, excluded.updated_at)`,
  );
};
