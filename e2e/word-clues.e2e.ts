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
    const player = await createPlayerAccount();
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context } = await openPage(browser, viewport);
      await loginThroughUi(page, player.email, player.password);
      await page.goto(`/games/${game.id}`);
      await page.getByRole('button', { name: 'Play' }).click();
      for (const [i, spelling] of game.words.entries()) {
        await waitForWord(page, i + 1);
        const entry = bank.get(spelling);
        const clues = page.getByRole('group', { name: 'About this word' });
        expect(await clues.locator('.word-clue-pos').textContent(), spelling).toBe(entry?.partOfSpeech);
        const note = page.getByRole('note');
        if (entry?.soundsLike) {
          expect(await note.textContent()).toBe('Sounds like another word: listen to the definition or the sentence.');
          await screenshot(page, `game-sounds-like-${viewport === PHONE ? 'phone' : 'desktop'}`);
        } else {
          expect(await note.count(), spelling).toBe(0);
        }
        // Stop at the sound-alike on the phone; play the whole game on the desktop.
        if (viewport === PHONE && i === game.soundAlikeAt) break;
        // The sound-alike itself is not accepted: the other spelling is a miss.
        await page.keyboard.type(i === game.soundAlikeAt ? (entry?.soundsLike?.[0] ?? 'x') : spelling);
        await page.keyboard.press('Enter');
      }
      if (viewport === DESKTOP) {
        await page.getByText('Your score was 5/6').waitFor();
        const missed = page.locator('.verdict[data-accepted="false"]');
        expect(await missed.count()).toBe(1);
      }
      await context.close();
    }
  });
});
