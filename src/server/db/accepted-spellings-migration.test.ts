/** The migration that keeps the spellings an answer was judged against fills them in for earlier answers. */
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MIGRATIONS } from '../../../migrations';

const MIGRATION = '2026_11_30_100000_keep_accepted_spellings_with_answers';
let pglite: PGlite;
let db: Kysely<Record<string, never>>;
const migrator = () => new Migrator({ db, provider: { getMigrations: () => Promise.resolve(MIGRATIONS) } });
const names = Object.keys(MIGRATIONS).sort();

beforeAll(async () => {
  pglite = await PGlite.create();
  db = new Kysely({ dialect: new PGliteDialect(pglite) });
  const before = names[names.indexOf(MIGRATION) - 1]!;
  expect((await migrator().migrateTo(before)).error).toBeUndefined();
}, 60_000);
afterAll(async () => {
  await db.destroy();
});

it("gives earlier guesses and training answers their word's spellings, the canonical one first", async () => {
  const word = async (canonical: string, definition: string) =>
    (
      await sql<{ id: string }>`insert into words (canonical, definition, sentence1, sentence2, difficulty)
        values (${canonical}, ${definition}, ${`A ${canonical}.`}, ${`The ${canonical}.`}, 2) returning id`.execute(db)
    ).rows[0]!.id;
  const colour = await word('colour', 'A hue.');
  const rhythm = await word('rhythm', 'A beat.');
  await sql`insert into word_variants (word_id, spelling, tag)
    values (${colour}, 'colour', null), (${colour}, 'color', 'US'), (${colour}, 'coloured', null)`.execute(db);
  const game = (await sql<{ id: string }>`insert into games (date) values ('20261101') returning id`.execute(db))
    .rows[0]!.id;
  const account = (
    await sql<{
      id: string;
    }>`insert into accounts (email, password_hash) values ('a@example.com', 'x') returning id`.execute(db)
  ).rows[0]!.id;
  const submission = (
    await sql<{ id: string }>`insert into submissions (game_id, account_id, score, played_on_day)
      values (${game}, ${account}, 1, true) returning id`.execute(db)
  ).rows[0]!.id;
  await sql`insert into guesses (submission_id, position, word_id, guess, accepted)
    values (${submission}, 0, ${colour}, 'color', true), (${submission}, 1, ${rhythm}, 'rythm', false)`.execute(db);
  await sql`insert into training_attempts (account_id, word_id, guess, accepted)
    values (${account}, ${rhythm}, 'rhythm', true), (${account}, ${colour}, 'colur', false)`.execute(db);

  expect((await migrator().migrateToLatest()).error).toBeUndefined();
  const { rows } = await sql<{ guess: string; acceptable: string[] }>`
    select guess, acceptable from guesses order by position`.execute(db);
  expect(rows).toEqual([
    { guess: 'color', acceptable: ['colour', 'color', 'coloured'] },
    { guess: 'rythm', acceptable: ['rhythm'] },
  ]);
  const attempts = await sql<{ guess: string; acceptable: string[] }>`
    select guess, acceptable from training_attempts order by id`.execute(db);
  expect(attempts.rows).toEqual([
    { guess: 'rhythm', acceptable: ['rhythm'] },
    { guess: 'colur', acceptable: ['colour', 'color', 'coloured'] },
  ]);
  // From now on every answer must say what it was judged against.
  await expect(
    sql`insert into guesses (submission_id, position, word_id, guess, accepted)
      values (${submission}, 2, ${rhythm}, 'ritm', false)`.execute(db),
  ).rejects.toThrow(/acceptable/);
  await expect(
    sql`insert into training_attempts (account_id, word_id, guess, accepted)
      values (${account}, ${rhythm}, 'ritm', false)`.execute(db),
  ).rejects.toThrow(/acceptable/);
});
