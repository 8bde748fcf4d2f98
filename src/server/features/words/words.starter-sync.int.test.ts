import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayer, createTestApp, type TestApp } from '../../../../test/support/test-app';
import { fingerprintEntry, readStarterBank, type StarterBank, type StarterBankEntry } from './starter-bank';
import { updateWord } from './words.service';
import { syncStarterBank } from './words.starter-sync';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const entry = (spelling: string, text: string, more: Partial<StarterBankEntry> = {}): StarterBankEntry => ({
  spelling,
  partOfSpeech: 'noun',
  definition: `A ${text} thing for a definition.`,
  sentences: [
    `The first ${text} sentence has the ${spelling} in it.`,
    `A second ${text} sentence with ${spelling} too.`,
  ],
  difficulty: 3,
  ...more,
});
const edition = (name: string, entries: StarterBankEntry[]): StarterBank => ({ entries, edition: name });

const first = edition('first', [
  entry('qzalpha', 'old'),
  entry('qzbravo', 'old'),
  entry('qzcharlie', 'same'),
  entry('qzdelta', 'old'),
]);
const second = edition('second', [
  entry('qzalpha', 'new', { partOfSpeech: 'verb', difficulty: 5, spokenForm: "[[k'alfa]]" }),
  entry('qzbravo', 'new'),
  entry('qzcharlie', 'same', { difficulty: 1, variants: [{ text: 'qzcharly', tag: 'UK' }] }),
  entry('qzecho', 'added'),
]);
const earlier = new Set([...first.entries, ...second.entries].map(fingerprintEntry));

const wordBy = (canonical: string) =>
  t.deps.db
    .selectFrom('words')
    .select(['id', 'definition', 'sentence1', 'spoken_form', 'part_of_speech', 'difficulty', 'retired_at'])
    .select(['canonical_hash', 'definition_hash'])
    .where('canonical', '=', canonical)
    .executeTakeFirstOrThrow();

describe('a new edition of the starter bank on an installation that has the earlier one', () => {
  it('updates unedited words, keeps staff edits, retires dropped words and adds new ones, losing nothing', async () => {
    expect(await syncStarterBank(t.deps, { bank: first, earlier })).toEqual({
      added: 4,
      updated: 0,
      kept: 0,
      retired: 0,
      unchanged: 0,
    });
    const alphaBefore = await wordBy('qzalpha');
    const bravo = await wordBy('qzbravo');
    const delta = await wordBy('qzdelta');
    await updateWord(t.deps, { wordId: bravo.id, definition: 'A definition a staff member wrote.' });

    // A game and a submission that use a word the new edition drops and one it rewrites.
    const player = await createPlayer(t.deps);
    const game = await t.deps.db
      .insertInto('games')
      .values({ date: '20260101' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.deps.db
      .insertInto('game_words')
      .values([
        { game_id: game.id, position: 0, word_id: delta.id },
        { game_id: game.id, position: 1, word_id: alphaBefore.id },
      ])
      .execute();
    const submission = await t.deps.db
      .insertInto('submissions')
      .values({ game_id: game.id, account_id: player.account.id, score: 1, played_on_day: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.deps.db
      .insertInto('guesses')
      .values({
        submission_id: submission.id,
        position: 0,
        word_id: delta.id,
        guess: 'qzdelta',
        accepted: true,
        acceptable: ['qzdelta'],
      })
      .execute();

    expect(await syncStarterBank(t.deps, { bank: second, earlier })).toEqual({
      added: 1,
      updated: 1,
      kept: 1,
      retired: 1,
      unchanged: 1,
    });

    const alpha = await wordBy('qzalpha');
    expect(alpha).toMatchObject({
      id: alphaBefore.id,
      definition: 'A new thing for a definition.',
      spoken_form: "[[k'alfa]]",
      part_of_speech: 'verb',
      difficulty: 5,
      retired_at: null,
    });
    // The new texts get new clips, waiting to be made.
    expect(alpha.definition_hash).not.toBe(alphaBefore.definition_hash);
    expect(alpha.canonical_hash).not.toBe(alphaBefore.canonical_hash);
    const clip = await t.deps.db
      .selectFrom('audio_clips')
      .select(['state', 'text'])
      .where('text_hash', '=', alpha.definition_hash)
      .executeTakeFirstOrThrow();
    expect(clip).toEqual({ state: 'pending', text: 'A new thing for a definition.' });

    expect((await wordBy('qzbravo')).definition).toBe('A definition a staff member wrote.');
    expect((await wordBy('qzdelta')).retired_at).not.toBeNull();
    expect((await wordBy('qzcharlie')).difficulty).toBe(1);
    const variants = await t.deps.db.selectFrom('word_variants').select('spelling').execute();
    expect(variants.map((v) => v.spelling)).toContain('qzcharly');
    expect((await wordBy('qzecho')).definition).toBe('A added thing for a definition.');

    // Nothing of the game is lost: both words, the submission and its guess stay.
    expect(
      await t.deps.db.selectFrom('game_words').select('word_id').where('game_id', '=', game.id).execute(),
    ).toHaveLength(2);
    expect(await t.deps.db.selectFrom('guesses').select('guess').execute()).toEqual([{ guess: 'qzdelta' }]);
    expect(await t.deps.db.selectFrom('words').select('id').execute()).toHaveLength(5);

    // The edition is remembered: the next start does nothing.
    expect(await syncStarterBank(t.deps, { bank: second, earlier })).toBeNull();
  });

  it('leaves what staff chose in the admin area: a word brought back, a word retired, a part of speech', async () => {
    const words = ['qzfoxtrot', 'qzgolf', 'qzhotel'];
    const third = edition('third', [entry('qzgolf', 'old'), entry('qzhotel', 'old')]);
    const fourth = edition('fourth', [entry('qzgolf', 'new'), entry('qzhotel', 'new')]);
    const fingerprints = new Set(
      [entry('qzfoxtrot', 'old'), ...third.entries, ...fourth.entries].map(fingerprintEntry),
    );
    await syncStarterBank(t.deps, { bank: edition('before', [entry('qzfoxtrot', 'old')]), earlier: fingerprints });
    await syncStarterBank(t.deps, { bank: third, earlier: fingerprints });
    const [foxtrot, golf, hotel] = await Promise.all(words.map(wordBy));
    expect(foxtrot?.retired_at).not.toBeNull();
    await updateWord(t.deps, { wordId: foxtrot!.id, retired: false });
    await updateWord(t.deps, { wordId: golf!.id, retired: true });
    await updateWord(t.deps, { wordId: hotel!.id, partOfSpeech: 'verb' });

    expect(await syncStarterBank(t.deps, { bank: fourth, earlier: fingerprints })).toMatchObject({
      kept: 2,
      updated: 0,
      retired: 0,
    });
    expect(await wordBy('qzfoxtrot')).toMatchObject({ retired_at: null });
    expect((await wordBy('qzgolf')).retired_at).not.toBeNull();
    expect(await wordBy('qzhotel')).toMatchObject({
      part_of_speech: 'verb',
      definition: 'A old thing for a definition.',
    });
  });

  it('recognises the texts of the previous bundled bank as unedited', async () => {
    // Two words as the previous edition of the bundled bank wrote them.
    const previous = [
      entry('abandon', '', {
        definition: 'To forsake, leave behind.',
        sentences: ['She danced with abandon.', 'To abandon means to forsake, leave behind.'],
      }),
      entry('writer', '', {
        definition: 'Writes professionally.',
        sentences: [
          'In the dictionary, "writer" means writes professionally.',
          'The word writer names a kind of communicator.',
        ],
      }),
    ];
    const bundled = readStarterBank();
    expect(bundled.entries.length).toBeGreaterThanOrEqual(2200);
    for (const old of previous) {
      await t.deps.db
        .insertInto('words')
        .values({
          canonical: old.spelling,
          definition: old.definition,
          sentence1: old.sentences[0],
          sentence2: old.sentences[1],
        })
        .execute();
    }
    const result = await syncStarterBank(t.deps, {
      bank: { ...bundled, entries: bundled.entries.filter((e) => ['abandon', 'writer'].includes(e.spelling)) },
    });
    expect(result).toMatchObject({ updated: 2, kept: 0 });
    const writer = await wordBy('writer');
    expect(writer.definition).toBe(bundled.entries.find((e) => e.spelling === 'writer')?.definition);
    expect(writer.sentence1).not.toContain('dictionary');
  });
});
