import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, createPlayer, createTestApp, type TestApp } from '../../../../test/support/test-app';
import type { AppCaller } from '../../trpc/router';
import { findSpellings, isAccepted } from './words.read';

let t: TestApp;
let api: AppCaller;
let wordId: string;

beforeAll(async () => {
  t = await createTestApp();
  api = await callerFor(t.deps, (await createPlayer(t.deps, { roles: ['admin'] })).token);
  ({ id: wordId } = await api.admin.words.create({
    spelling: 'color',
    definition: 'The hue of a thing.',
    sentence1: 'What color is it?',
    sentence2: 'A bright color.',
  }));
  await api.admin.words.create({
    spelling: 'shade',
    definition: 'A tone.',
    sentence1: 'A shade of red.',
    sentence2: 'In the shade.',
  });
});
afterAll(async () => {
  await t.close();
});

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: unknown) => (error instanceof TRPCError ? `${error.code}:${error.message}` : String(error)),
  );

describe('admin.words.update', () => {
  it('sets tagged spellings that games and training then accept', async () => {
    const word = await api.admin.words.update({ wordId, variants: [{ text: 'Colour', tag: 'UK' }] });
    expect(word.spellings).toEqual([
      { text: 'color', tag: null },
      { text: 'colour', tag: 'UK' },
    ]);
    const spellings = (await findSpellings(t.deps.db, [wordId])).get(wordId) ?? [];
    expect(isAccepted('COLOUR', spellings)).toBe(true);
  });

  it('speaks the spoken form in the canonical clip while the written text stays', async () => {
    const before = await api.admin.words.byId({ wordId });
    const after = await api.admin.words.update({ wordId, spokenForm: 'kuller' });
    expect(after.spokenForm).toBe('kuller');
    expect(after.canonical.text).toBe('color');
    expect(after.canonical.textHash).not.toBe(before.canonical.textHash);
    expect(after.definition.textHash).toBe(before.definition.textHash);
    const clip = await t.deps.db
      .selectFrom('audio_clips')
      .select('text')
      .where('text_hash', '=', after.canonical.textHash)
      .executeTakeFirst();
    expect(clip?.text).toBe('kuller');
  });

  it('checks the merged word: sentences must hold the new spelling, spellings stay unique', async () => {
    expect(await codeOf(api.admin.words.update({ wordId, canonical: 'hue' }))).toBe(
      'BAD_REQUEST:The sentence must contain the word.',
    );
    expect(await codeOf(api.admin.words.update({ wordId, variants: [{ text: 'shade' }] }))).toBe(
      'CONFLICT:spelling_taken',
    );
    expect(await codeOf(api.admin.words.update({ wordId, canonical: 'shade' }))).toMatch(/^(CONFLICT|BAD_REQUEST)/);
    const renamed = await api.admin.words.update({
      wordId,
      canonical: 'hue',
      sentence1: 'What hue is it?',
      sentence2: 'A bright hue.',
      variants: [],
    });
    expect(renamed.spellings).toEqual([{ text: 'hue', tag: null }]);
  });

  it('answers NOT_FOUND for an unknown or malformed id', async () => {
    expect(
      await codeOf(api.admin.words.update({ wordId: '00000000-0000-4000-8000-000000000000', definition: 'x' })),
    ).toBe('NOT_FOUND:not_found');
    expect(await codeOf(api.admin.words.byId({ wordId: 'x' }))).toBe('NOT_FOUND:not_found');
    expect(await codeOf(api.admin.words.regenerateAudio({ wordId: 'x' }))).toBe('NOT_FOUND:not_found');
  });
});
