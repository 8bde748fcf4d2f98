import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createPlayer, createTestApp, type TestApp } from '../../../../test/support/test-app';
import { createWord } from '../words/words.service';
import { findPlayerWords } from '../words/words.read';
import { requireAudio } from './audio.service';
import { readMp3Info } from './tts';

/** The real thing: espeak-ng through the queue, the database and the HTTP route. */
let t: TestApp;
let wordId: string;

beforeAll(async () => {
  t = await createTestApp(); // TTS_PROVIDER defaults to espeak
  ({ id: wordId } = await createWord(t.deps, {
    spelling: 'necessary',
    definition: 'Absolutely essential.',
    sentence1: 'The committee agreed that the necessary changes would be made before next spring.',
    sentence2: 'Is it necessary to go?',
  }));
});
afterAll(async () => {
  await t.close();
});

describe('synthesis through the pipeline', () => {
  it('makes all four clips once, as MP3s that decode to the expected lengths', async () => {
    const made = await requireAudio(t.deps).queue.runUntilIdle();
    expect(made).toBe(4);
    const word = (await findPlayerWords(t.deps.db, [wordId])).get(wordId);
    expect(word).toBeDefined();
    const urls = [word?.audioUrls.canonical, word?.audioUrls.definition, ...(word?.audioUrls.sentences ?? [])];
    // [min ms, max ms, max bytes]: one word, a short definition, a 13-word sentence, a short one.
    const budgets: Array<[number, number, number]> = [
      [500, 1800, 8 * 1024],
      [800, 3000, 16 * 1024],
      [2500, 7000, 40 * 1024],
      [700, 3000, 16 * 1024],
    ];
    for (const [i, url] of urls.entries()) {
      expect(url).toMatch(/^\/audio\/[0-9a-f]{32}\.mp3$/);
      const res = await t.app.inject({ method: 'GET', url: url ?? '' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('audio/mpeg');
      const info = readMp3Info(res.rawPayload);
      const [min, max, bytes] = budgets[i] ?? [0, 0, 0];
      expect(info.sampleRate).toBe(22050);
      expect(info.durationMs, url).toBeGreaterThanOrEqual(min);
      expect(info.durationMs, url).toBeLessThanOrEqual(max);
      expect(res.rawPayload.length).toBeLessThanOrEqual(bytes);
    }
  });

  it('shows the clips ready to the admin, and never puts the spelling in a player URL', async () => {
    const { token } = await createPlayer(t.deps, { roles: ['admin'] });
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/words/${wordId}`, headers: bearer(token) });
    expect(res.json()).toMatchObject({ problematic: false, canonical: { text: 'necessary', state: 'ready' } });
    const word = (await findPlayerWords(t.deps.db, [wordId])).get(wordId);
    expect(JSON.stringify(word)).not.toMatch(/necessary/i);
  });

  it('synthesises the same text once, whichever word asks', async () => {
    await createWord(t.deps, {
      spelling: 'needed',
      definition: 'Absolutely essential.', // the same text as necessary's definition: the same clip
      sentence1: 'Help is needed.',
      sentence2: 'It was needed.',
    });
    expect(await requireAudio(t.deps).queue.runUntilIdle()).toBe(3);
  });
});
