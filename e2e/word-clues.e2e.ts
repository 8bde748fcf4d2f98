import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StarterBankEntry } from '../src/server/features/words/starter-bank';
import { apiGet, apiToken, spellingsOf, waitForWord } from './support/games';
import {
  createPlayerAccount,
  DESKTOP,
  launchBrowser,
  loginThroughUi,
  openPage,
  PHONE,
  runCli,
  screenshot,
} from './support/browser';

const bank = new Map(
  (JSON.parse(readFileSync('src/server/features/words/starter-bank.json', 'utf8')) as StarterBankEntry[]).map(
    (entry) => [entry.spelling, entry],
  ),
);

let browser: Browser;
/** A past game holding a word that sounds like another, and where it stands in the game. */
let game: { id: string; words: string[]; soundAlikeAt: number };

beforeAll(async () => {
  browser = await launchBrowser();
  // 60 games of 2023 hold 360 of the bank's words: some of its 78 sound-alike words are among them.
  await runCli('games:create', { date: '20230101', days: '60' });
  const player = await createPlayerAccount();
  const token = await apiToken(player.email, player.password);
  const months = await Promise.all(
    ['202301', '202302', '202303'].map((month) => apiGet<{ games: { id: string }[] }>(`/api/games/${month}`, token)),
  );
  for (const { id } of months.flatMap((month) => month.games)) {
    const words = await spellingsOf(id);
    const soundAlikeAt = words.findIndex((word) => bank.get(word)?.soundsLike);
    if (soundAlikeAt !== -1) {
      game = { id, words, soundAlikeAt };
      return;
    }
  }
  throw new Error('no game of 2023 holds a word that sounds like another');
});
afterAll(() => browser?.close());

describe('what a pronouncer tells before the player spells', () => {
  it('shows each word’s part of speech, and a note on the word that sounds like another', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const player = await createPlayerAccount(); // a game is played once: a player for each width
      const { page, context } = await openPage(browser, viewport);
      await loginThroughUi(page, player.email, player.password);
      await page.goto(`/games/${game.id}`);
      await page.getByRole('button', { name: 'Play' }).click();
      /** Where the on-screen keyboard's first key stands at each word. */
      const keyTops: number[] = [];
      for (const [i, spelling] of game.words.entries()) {
        await waitForWord(page, i + 1);
        keyTops.push((await page.locator('.osk-key:visible').first().boundingBox())?.y ?? -1);
        const entry = bank.get(spelling);
        const clues = page.getByRole('group', { name: 'About this word' });
        expect(await clues.locator('.word-clue-pos').textContent(), spelling).toBe(entry?.partOfSpeech);
        const note = page.getByRole('note');
        if (entry?.soundsLike) {
          expect(await note.textContent()).toBe('Sounds like another word');
          await screenshot(page, `game-sounds-like-${viewport === PHONE ? 'phone' : 'desktop'}`);
        } else {
          expect(await note.count(), spelling).toBe(0);
        }
        // The sound-alike itself is not accepted: the other spelling is a miss.
        await page.keyboard.type(i === game.soundAlikeAt ? (entry?.soundsLike?.[0] ?? 'x') : spelling);
        await page.keyboard.press('Enter');
      }
      await page.getByText('Your score was 5/6').waitFor();
      expect(await page.locator('.verdict[data-accepted="false"]').count()).toBe(1);
      // The note takes no room of its own: the keys stay put from word to word, sound-alike or not.
      expect(new Set(keyTops), `${viewport.width} px: ${keyTops.join(', ')}`).toEqual(new Set([keyTops[0]]));
      await context.close();
    }
  });
});
