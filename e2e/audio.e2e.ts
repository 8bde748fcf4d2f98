import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, createPlayerAccount, DESKTOP, launchBrowser, openPage } from './support/browser';
import { apiGet, apiToken } from './support/games';

interface PlayerWord {
  id: string;
  audioUrls: { canonical: string; definition: string; sentences: [string, string] };
}

let browser: Browser;
let words: PlayerWord[];

beforeAll(async () => {
  browser = await launchBrowser();
  const player = await createPlayerAccount();
  const token = await apiToken(player.email, player.password);
  words = (await apiGet<{ words: PlayerWord[] }>('/api/games/daily', token)).words;
});
afterAll(() => browser?.close());

const clipsOf = (word: PlayerWord) => [
  word.audioUrls.canonical,
  word.audioUrls.definition,
  ...word.audioUrls.sentences,
];

describe("the audio of today's game (fresh start, empty database)", () => {
  it('has four distinct clips per word, each served as MP3 with immutable caching', async () => {
    expect(words).toHaveLength(6);
    const urls = words.flatMap(clipsOf);
    expect(new Set(urls).size).toBe(24);
    for (const url of urls) {
      expect(url).toMatch(/^\/audio\/[0-9a-f]{32}\.mp3$/);
      const res = await fetch(`${baseUrl()}${url}`, { method: 'HEAD' });
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toBe('audio/mpeg');
      expect(Number(res.headers.get('content-length'))).toBeGreaterThan(1000);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it('plays the word, its definition and both sentences to the end in Chromium', async () => {
    const { page, context, consoleErrors } = await openPage(browser, DESKTOP);
    await page.goto('/login');
    const [word] = words;
    const played = await page.evaluate(async (urls) => {
      const results = [];
      for (const url of urls) {
        const audio = new Audio(url);
        audio.muted = true; // headless has no speaker; decoding and the clock run all the same
        const ended = new Promise<string>((resolve) => {
          audio.addEventListener('ended', () => resolve('ended'));
          audio.addEventListener('error', () => resolve(`error ${audio.error?.code ?? '?'}`));
          setTimeout(() => resolve('timeout'), 20_000);
        });
        await audio.play();
        results.push({ url, outcome: await ended, duration: audio.duration });
      }
      return results;
    }, clipsOf(word!));
    expect(played).toHaveLength(4);
    for (const clip of played) {
      expect(clip.outcome, clip.url).toBe('ended');
      expect(clip.duration).toBeGreaterThan(0.3);
      expect(clip.duration).toBeLessThan(15);
    }
    expect(played[0]!.duration).toBeLessThan(played[2]!.duration); // a word is shorter than a sentence
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
