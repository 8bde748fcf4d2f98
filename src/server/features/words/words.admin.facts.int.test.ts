import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, callerFor, createPlayer, createTestApp, type TestApp } from '../../../../test/support/test-app';
import type { AppCaller } from '../../trpc/router';

/**
 * What staff see and set of a word beyond its texts: the part of speech a pronouncer gives, the words
 * it sounds like, whether it is retired, and where its texts fall short of the bank's editorial rules.
 */
let t: TestApp;
let api: AppCaller;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const { token } = await createPlayer(t.deps, { roles: ['admin'] });
  api = await callerFor(t.deps, token);
  admin = bearer(token);
});
afterAll(async () => {
  await t.close();
});

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: unknown) => (error instanceof TRPCError ? `${error.code}:${error.message}` : String(error)),
  );

/** Texts that meet every rule of the bank, for a word `spelling`. */
const goodTexts = (spelling: string) => ({
  spelling,
  definition: 'Used to introduce the first of two or more possibilities being considered.',
  sentence1: `Nobody could tell ${spelling} the little boat would reach the harbour before dark.`,
  sentence2: `We argued about ${spelling} to take the bus or walk all the way home.`,
});

describe('part of speech', () => {
  it('is stored and returned, changed and cleared; an unknown one is refused and changes nothing', async () => {
    const { id } = await api.admin.words.create({ ...goodTexts('qzmaybe'), partOfSpeech: 'conjunction' });
    expect((await api.admin.words.byId({ wordId: id })).partOfSpeech).toBe('conjunction');
    expect((await api.admin.words.update({ wordId: id, partOfSpeech: 'adverb' })).partOfSpeech).toBe('adverb');
    expect(await codeOf(api.admin.words.update({ wordId: id, partOfSpeech: 'nounish' }))).toMatch(
      /^BAD_REQUEST:.*Please choose a part of speech from the list\./s,
    );
    expect((await api.admin.words.byId({ wordId: id })).partOfSpeech).toBe('adverb');
    expect((await api.admin.words.update({ wordId: id, partOfSpeech: null })).partOfSpeech).toBeNull();
  });

  it('stays optional in the documented REST body, and is checked when sent', async () => {
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/admin/words', headers: admin, payload });
    const plain = await post(goodTexts('qzperhaps'));
    expect(plain.statusCode).toBe(200);
    const { id } = plain.json<{ id: string }>();
    const word = await t.app.inject({ method: 'GET', url: `/api/admin/words/${id}`, headers: admin });
    expect(word.json()).toMatchObject({ partOfSpeech: null, soundsLike: [], retired: false });
    const wrong = await post({ ...goodTexts('qzunless'), partOfSpeech: 'thing' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      errors: [{ code: 'invalid.partOfSpeech', message: 'Please choose a part of speech from the list.' }],
    });
  });
});

describe('sound-alikes', () => {
  it('are worked out for a new word from the pronouncing dictionary', async () => {
    const { id } = await api.admin.words.create({ ...goodTexts('whether'), partOfSpeech: 'conjunction' });
    expect((await api.admin.words.byId({ wordId: id })).soundsLike).toEqual(['weather']);
  });

  it('are marked both ways within the bank, however rare one of the two words is', async () => {
    const sentences = (spelling: string) => ({
      definition: 'A word of the bank that sounds like another one.',
      sentence1: `The teacher read ${spelling} aloud twice so everyone could hear it.`,
      sentence2: `Nobody in the class had heard the word ${spelling} before that day.`,
    });
    // "gait" is too rare for the dictionary to count it as a sound-alike of "gate".
    const gate = await api.admin.words.create({ spelling: 'gate', ...sentences('gate') });
    expect((await api.admin.words.byId({ wordId: gate.id })).soundsLike).toEqual([]);
    const gait = await api.admin.words.create({ spelling: 'gait', ...sentences('gait') });
    expect((await api.admin.words.byId({ wordId: gait.id })).soundsLike).toEqual(['gate']);
    expect((await api.admin.words.byId({ wordId: gate.id })).soundsLike).toEqual(['gait']);
    // The other way round: the rare word first, then the common one finds it in the bank.
    await api.admin.words.create({ spelling: 'knead', ...sentences('knead') });
    const need = await api.admin.words.create({ spelling: 'need', ...sentences('need') });
    expect((await api.admin.words.byId({ wordId: need.id })).soundsLike).toEqual(['knead']);
  });

  it('are worked out again when the spelling or the other spellings change', async () => {
    const { id } = await api.admin.words.create({
      spelling: 'rain',
      definition: 'Water falling in drops from the clouds in the sky.',
      sentence1: 'The rain kept us inside all afternoon playing board games.',
      sentence2: 'We heard the rain drumming on the roof of the old barn.',
    });
    expect((await api.admin.words.byId({ wordId: id })).soundsLike).toEqual(['reign', 'rein']);
    const renamed = await api.admin.words.update({
      wordId: id,
      canonical: 'reign',
      definition: 'The time during which a king or queen rules a country.',
      sentence1: 'The reign of the young queen lasted more than sixty years.',
      sentence2: 'During his reign the king built roads across the whole kingdom.',
    });
    expect(renamed.soundsLike).toEqual(['rain', 'rein']);
    // Another spelling of the word itself is the same word, not one it sounds like.
    const withVariant = await api.admin.words.update({ wordId: id, variants: [{ text: 'rein' }] });
    expect(withVariant.soundsLike).toEqual(['rain']);
  });
});

describe('retired words', () => {
  it('are shown as retired, left out of training, and brought back by staff', async () => {
    const fresh = await createTestApp();
    try {
      const { token } = await createPlayer(fresh.deps, { roles: ['admin'] });
      const staff = await callerFor(fresh.deps, token);
      const player = await callerFor(fresh.deps, (await createPlayer(fresh.deps)).token);
      const { id } = await staff.admin.words.create(goodTexts('qzeither'));
      // As a new edition of the starter bank retires a word it dropped.
      await fresh.deps.db.updateTable('words').set({ retired_at: new Date() }).where('id', '=', id).execute();
      expect((await staff.admin.words.byId({ wordId: id })).retired).toBe(true);
      const [listed] = (await staff.admin.words.list({})).words;
      expect(listed).toMatchObject({ id, retired: true });
      expect(await player.training.next()).toBeNull();

      expect((await staff.admin.words.update({ wordId: id, retired: false })).retired).toBe(false);
      expect((await player.training.next())?.id).toBe(id);
    } finally {
      await fresh.close();
    }
  });
});

describe('editorial warnings', () => {
  it("list where a word's texts fall short of the bank's rules, and none once they meet them", async () => {
    const { id } = await api.admin.words.create({
      spelling: 'qzwug',
      definition: 'a qzwug thing',
      sentence1: 'This is a qzwug.',
      sentence2: 'In the dictionary, "qzwug" means a small creature that lives under the bed.',
    });
    const word = await api.admin.words.byId({ wordId: id });
    expect(word.editorialWarnings).toEqual([
      { rule: 'partOfSpeech', field: 'partOfSpeech' },
      { rule: 'definitionForm', field: 'definition' },
      { rule: 'giveaway', field: 'definition', detail: 'qzwug' },
      { rule: 'fewContentWords', field: 'definition' },
      { rule: 'sentenceLength', field: 'sentence1', detail: '4' },
      { rule: 'template', field: 'sentence2' },
    ]);
    const mended = await api.admin.words.update({
      wordId: id,
      partOfSpeech: 'noun',
      definition: 'A small imaginary creature that children draw.',
      sentence1: 'My little sister drew a purple qzwug on the fridge door.',
      sentence2: 'The qzwug in the story hides under the bed every night.',
    });
    expect(mended.editorialWarnings).toEqual([]);
  });
});
