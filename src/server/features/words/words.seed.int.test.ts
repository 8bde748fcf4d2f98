import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliOutcomeOf } from '../../../../test/support/cli-output';
import { createTestApp, type TestApp } from '../../../../test/support/test-app';
import { hashClipText } from '../audio/audio.keys';
import { requireAudio } from '../audio/audio.service';
import { seedWordsCommand } from './words.commands';
import { findSpellings, isAccepted } from './words.read';
import { readStarterBank } from './starter-bank';
import { syncStarterBank } from './words.starter-sync';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** What words:seed printed, and the error it ended with (the CLI's exit 1), if any. */
const seedOutcome = async (options: Record<string, string>) => {
  const outcome = await cliOutcomeOf((out) => seedWordsCommand.run(t.deps, options, out));
  return { ...outcome, summary: outcome.lines.at(-1) };
};
/** words:seed expected to succeed: an error rejects, as the CLI exits 1. */
async function runSeed(options: Record<string, string> = {}) {
  const outcome = await seedOutcome(options);
  if (outcome.error) throw outcome.error;
  return outcome;
}

const count = async (table: 'words' | 'audio_clips' | 'word_variants') =>
  (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(t.deps.db)).rows[0]?.n;

describe('starting on an empty database', () => {
  it('loads the whole starter bank, with four pending clips per word', async () => {
    await syncStarterBank(t.deps);
    const bank = readStarterBank().entries;
    expect(await count('words')).toBe(bank.length);
    expect(bank.length).toBeGreaterThanOrEqual(2000);
    const states = await sql<{
      state: string;
      n: number;
    }>`select state, count(*)::int as n from audio_clips group by state`.execute(t.deps.db);
    expect(states.rows).toEqual([{ state: 'pending', n: await count('audio_clips') }]);
    // Texts shared by two words (none in the bank today) would be one clip: at most 4 per word.
    expect(await count('audio_clips')).toBeLessThanOrEqual(bank.length * 4);
    expect(await count('audio_clips')).toBeGreaterThan(bank.length * 3.9);
  });

  it('names each clip by the SHA-256 of its text and voice, stable across runs', async () => {
    const voice = requireAudio(t.deps).voice;
    const word = await t.deps.db
      .selectFrom('words')
      .select(['canonical', 'sentence1', 'canonical_hash', 'sentence1_hash'])
      .where('canonical', '=', 'necessary')
      .executeTakeFirstOrThrow();
    expect(word.canonical_hash).toBe(hashClipText('necessary', voice));
    expect(word.sentence1_hash).toBe(hashClipText(word.sentence1, voice));
    // Pinned: a change to the recipe would orphan every stored clip. Whitespace is normalised first.
    expect(hashClipText('  necessary\n', 'espeak:en-us:v1')).toBe(
      '8dd47c36f5344db0e07f66f051626282d7fc688e584a601455f91664ab1e7164',
    );
    expect(hashClipText('necessary', 'google:en:v1')).not.toBe(hashClipText('necessary', 'espeak:en-us:v1'));
    const clip = await t.deps.db
      .selectFrom('audio_clips')
      .select(['url_key', 'text'])
      .where('text_hash', '=', word.canonical_hash)
      .executeTakeFirstOrThrow();
    expect(clip.text).toBe('necessary');
    // The public key is keyed by a secret: it is not the text hash, nor any plain hash of the text.
    expect(clip.url_key).toMatch(/^[0-9a-f]{32}$/);
    expect(word.canonical_hash?.startsWith(clip.url_key)).toBe(false);
  });

  it('does nothing at the next start, and a second seeding adds nothing', async () => {
    await syncStarterBank(t.deps);
    const before = await count('words');
    const { summary, progress } = await runSeed();
    expect(summary).toBe(`Starter bank: added 0, updated 0, kept 0 edited by staff, retired 0, unchanged ${before}`);
    expect(progress.at(-1)).toEqual([before, before]);
    expect(await count('words')).toBe(before);
  });

  it('accepts every spelling of a word with variants (colour and color)', async () => {
    const word = await t.deps.db
      .selectFrom('words')
      .select('id')
      .where('canonical', '=', 'color')
      .executeTakeFirstOrThrow();
    const spellings = (await findSpellings(t.deps.db, [word.id])).get(word.id) ?? [];
    expect(spellings).toEqual(['color', 'colour']);
    expect(isAccepted(' Colour ', spellings)).toBe(true);
    expect(isAccepted('collor', spellings)).toBe(false);
  });
});

describe('words:seed --file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'spelldown-seed-'));
  const file = join(dir, 'words.csv');
  writeFileSync(
    file,
    [
      'spelling,definition,sentence1,sentence2',
      'zyzzyva|zyzzyvah,"A tropical weevil, of South America.",The zyzzyva sat on a leaf.,"Look, a zyzzyva!"',
      'quokka,A small wallaby.,The quokka smiled.,A quokka hopped by.',
      'bad word,Not a word.,The bad word.,Another bad word.',
      'nosentence,Missing the word.,This sentence lacks it.,So does this one.',
      'Quokka,A duplicate in the same file.,The quokka again.,Quokka twice.',
      'necessary,Already in the bank.,It is necessary.,Necessary things.',
      '',
    ].join('\n'),
  );

  it('loads valid rows, skips known spellings, reports failed rows with their line and ends in an error', async () => {
    const { lines, summary, error } = await seedOutcome({ file });
    expect(summary).toBe('Added 2, skipped 2, failed 2');
    // A script that loads words must see that some did not load: the CLI exits 1 with this line.
    expect(error?.message).toBe('2 rows were not loaded: correct them and run again (loaded rows are skipped)');
    expect(lines.filter((line) => line.startsWith('Failed'))).toEqual([
      expect.stringMatching(/^Failed line 4 \(bad word\): spelling .*letters a to z/),
      expect.stringMatching(/^Failed line 5 \(nosentence\): sentence1 The sentence must contain the word/),
    ]);
    const ids = await t.deps.db
      .selectFrom('words')
      .select(['id', 'difficulty'])
      .where('canonical', '=', 'zyzzyva')
      .execute();
    expect(ids).toHaveLength(1);
    expect(ids[0]?.difficulty).toBeGreaterThanOrEqual(1);
    expect((await findSpellings(t.deps.db, [ids[0]?.id ?? ''])).get(ids[0]?.id ?? '')).toEqual(['zyzzyva', 'zyzzyvah']);
  });

  it('adds nothing the second time, and still ends in an error for the failed rows', async () => {
    const { summary, error } = await seedOutcome({ file });
    expect(summary).toBe('Added 0, skipped 4, failed 2');
    expect(error?.message).toMatch(/^2 rows were not loaded/);
  });

  it('stops with one clear line for a missing file or a file without the header', async () => {
    await expect(runSeed({ file: join(dir, 'nope.csv') })).rejects.toThrow(/Cannot read .*nope\.csv: no such file$/);
    const headerless = join(dir, 'headerless.csv');
    writeFileSync(headerless, 'word,meaning\nfoo,bar\n');
    await expect(runSeed({ file: headerless })).rejects.toThrow(
      /header must name spelling,definition,sentence1,sentence2/,
    );
    await expect(runSeed({ file, limit: 'x' })).rejects.toThrow('--limit must be a whole number from 1 to 1000000');
    // Without --file the starter bank is loaded whole: a --limit is refused, not ignored.
    await expect(runSeed({ limit: '5' })).rejects.toThrow(
      '--limit counts the rows of --file: the starter bank is always loaded whole',
    );
  });

  it('marks a word that sounds like another, as for a word staff add', async () => {
    const homophone = join(dir, 'homophone.csv');
    writeFileSync(
      homophone,
      'spelling,definition,sentence1,sentence2\nflour,A powder of ground grain for baking bread.,Grandma sifted the flour twice.,We ran out of flour for the pancakes.\n',
    );
    expect((await runSeed({ file: homophone })).summary).toBe('Added 1, skipped 0, failed 0');
    const word = await t.deps.db
      .selectFrom('words')
      .select('sounds_like')
      .where('canonical', '=', 'flour')
      .executeTakeFirstOrThrow();
    expect(word.sounds_like).toEqual(['flower']);
  });

  it('honours --limit', async () => {
    const limited = join(dir, 'limited.csv');
    writeFileSync(
      limited,
      'spelling,definition,sentence1,sentence2\nwombat,An animal.,A wombat dug.,The wombat slept.\nnumbat,An animal.,A numbat ate.,The numbat ran.\n',
    );
    expect((await runSeed({ file: limited, limit: '1' })).summary).toBe('Added 1, skipped 0, failed 0');
    expect(
      await t.deps.db.selectFrom('words').select('id').where('canonical', '=', 'numbat').executeTakeFirst(),
    ).toBeUndefined();
  });
});
