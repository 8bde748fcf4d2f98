import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPlayerAccount,
  DESKTOP,
  launchBrowser,
  loginThroughUi,
  openPage,
  PHONE,
  screenshot,
  waitForHydration,
} from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const historyItems = (page: Page) => page.locator('.training-history-list > li');

/** Waits until the next word is here and typing is on again (hydrated: keys typed before reach no listener). */
async function ready(page: Page) {
  await page.locator('.training-play[data-phase="typing"]').waitFor();
  await waitForHydration(page, '.training-play');
}

/** Types a guess (physical keyboard or on-screen keys), presses Enter, and waits for its verdict in the history. */
async function answer(page: Page, guess: string, by: 'keyboard' | 'screen' = 'keyboard') {
  await ready(page);
  const before = await historyItems(page).count();
  if (by === 'keyboard') {
    await page.keyboard.type(guess);
    await page.keyboard.press('Enter');
  } else {
    const keys = page.getByRole('group', { name: 'On-screen keyboard' });
    for (const letter of guess) await keys.getByRole('button', { name: letter, exact: true }).click();
    await keys.getByRole('button', { name: 'Enter' }).click();
  }
  await expect.poll(() => historyItems(page).count()).toBe(before + 1);
  const last = historyItems(page).first().locator('.verdict');
  return {
    accepted: (await last.getAttribute('data-accepted')) === 'true',
    spellings: await last.locator('.verdict-spellings li').allTextContents(),
  };
}

async function openTraining(viewport = DESKTOP) {
  const player = await createPlayerAccount();
  const opened = await openPage(browser, viewport);
  const { page } = opened;
  await loginThroughUi(page, player.email, player.password);
  await page.goto('/training');
  await opened.page.getByRole('heading', { name: 'Training Mode', level: 1 }).waitFor();
  return opened;
}

describe('training', () => {
  it('puts three guesses in the history, newest first, each with its accepted spellings', async () => {
    const { page, context, consoleErrors } = await openTraining(PHONE);
    await screenshot(page, 'training-phone-start');
    const spellings: string[][] = [];
    spellings.push((await answer(page, 'zzqa')).spellings);
    spellings.push((await answer(page, 'zzqb', 'screen')).spellings);
    spellings.push((await answer(page, 'zzqc')).spellings);
    await ready(page);
    const items = historyItems(page);
    expect(await items.locator('.verdict-guess').allTextContents()).toEqual(['zzqc', 'zzqb', 'zzqa']);
    for (const [index, expected] of [...spellings].reverse().entries()) {
      expect(expected.length).toBeGreaterThan(0);
      expect(await items.nth(index).locator('.verdict-spellings li').allTextContents()).toEqual(expected);
      expect(await items.nth(index).textContent()).toContain('Not accepted');
    }
    // The verdict is announced, and the summary follows the answers.
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Not accepted. You typed' }).count()).toBe(1);
    const stats = page.locator('.training-stats');
    await expect.poll(() => stats.locator('[data-stat="accuracy"] .training-stat-value').textContent()).toBe('0%');
    await expect.poll(() => stats.locator('[data-stat="due"] .training-stat-value').textContent()).toBe('3');
    await screenshot(page, 'training-phone-history');
    // The history is kept: a reload shows the same answers.
    await page.reload();
    await ready(page);
    await expect
      .poll(() => historyItems(page).locator('.verdict-guess').allTextContents())
      .toEqual(['zzqc', 'zzqb', 'zzqa']);
    expect(consoleErrors.filter((e) => /hydrat/i.test(e))).toEqual([]);
    await context.close();
  });

  it('serves a missed word again within the next three words', async () => {
    const { page, context } = await openTraining(DESKTOP);
    const missed = await answer(page, 'zzqmissed');
    expect(missed.accepted).toBe(false);
    const spelling = missed.spellings[0]!;
    const verdicts: boolean[] = [];
    for (let i = 0; i < 3; i += 1) verdicts.push((await answer(page, spelling)).accepted);
    expect(verdicts.filter(Boolean)).toHaveLength(1);
    await ready(page);
    await screenshot(page, 'training-desktop');
    await context.close();
  });

  it('keeps a guess through a dropped connection and a failed check, and sends it again', async () => {
    const { page, context } = await openTraining(PHONE);
    await ready(page);
    // Offline, the guess waits with a notice and goes out by itself once the connection is back.
    await context.setOffline(true);
    await page.keyboard.type('zzqoffline');
    await page.keyboard.press('Enter');
    await page.getByText("You're offline. Training carries on when you're back.").waitFor();
    await screenshot(page, 'training-phone-offline');
    expect(await historyItems(page).count()).toBe(0);
    await context.setOffline(false);
    await expect.poll(() => historyItems(page).locator('.verdict-guess').allTextContents()).toEqual(['zzqoffline']);
    // A check the server cannot make keeps the guess: Try again sends it, without typing it again.
    await ready(page);
    await page.route('**/trpc/training.guess**', (route) => route.abort());
    await page.keyboard.type('zzqkept');
    await page.keyboard.press('Enter');
    const failure = page.getByRole('alert').filter({ hasText: "We couldn't check that spelling." });
    await failure.waitFor();
    await screenshot(page, 'training-phone-retry');
    expect(await historyItems(page).count()).toBe(1);
    await page.unroute('**/trpc/training.guess**');
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect
      .poll(() => historyItems(page).locator('.verdict-guess').allTextContents())
      .toEqual(['zzqkept', 'zzqoffline']);
    await expect.poll(() => failure.count()).toBe(0);
    await context.close();
  });

  it('keeps the last answer one height, however long the guess, so the keys below stay put (phone)', async () => {
    const { page, context } = await openTraining(PHONE);
    // The box above the audio buttons and keys (the next word's own clues may still differ in height).
    const lastAnswerHeight = async () => (await page.locator('.training-last').boundingBox())!.height;
    await answer(page, 'a');
    await ready(page);
    const afterShort = await lastAnswerHeight();
    // Thirty letters: on a phone, its guess would take two lines and its verdict a third.
    await answer(page, 'abcdefghijklmnopqrstuvwxyzabcd');
    await ready(page);
    expect(await lastAnswerHeight()).toBe(afterShort);
    // The history shows the guess whole.
    expect(await historyItems(page).first().locator('.verdict-guess').textContent()).toBe(
      'abcdefghijklmnopqrstuvwxyzabcd',
    );
    await answer(page, 'b');
    await ready(page);
    expect(await lastAnswerHeight()).toBe(afterShort);
    await context.close();
  });

  it('ignores typing while the drawer is open', async () => {
    const { page, context } = await openTraining(PHONE);
    await ready(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Navigation' }).waitFor();
    await page.keyboard.type('abc');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Navigation' }).waitFor({ state: 'hidden' });
    expect(await page.getByTestId('guess-display').locator('.guess-letters').count()).toBe(0);
    await page.keyboard.type('abc');
    expect(await page.getByTestId('guess-display').locator('.guess-letters').textContent()).toBe('abc');
    await context.close();
  });
});
