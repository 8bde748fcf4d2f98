import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN } from './global-setup';

import { DESKTOP, launchBrowser, loginThroughUi, openPage, PHONE, screenshot } from './support/browser';

let browser: Browser;
let admin: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = (await openPage(browser, DESKTOP)).page;
  await loginThroughUi(admin, E2E_ADMIN.email, E2E_ADMIN.password);
});
afterAll(() => browser?.close());

const SECTIONS = ['Canonical', 'Definition', 'Sentence 1', 'Sentence 2'];

/** Waits until every clip section of the word page says 'ready' (the page polls by itself). */
async function waitForClipsReady(page: Page) {
  for (const name of SECTIONS) {
    await page.getByRole('region', { name }).getByText('ready', { exact: true }).waitFor({ timeout: 45_000 });
  }
}

describe('the word bank', () => {
  it('lists words with 5-word previews and pages with Next Page and back', async () => {
    await admin.goto('/admin/words');
    await admin.getByRole('columnheader', { name: 'Canonical Spelling' }).waitFor();
    await screenshot(admin, 'admin-words-desktop');
    const rows = admin.getByRole('row');
    expect(await rows.count()).toBe(101); // the header and 100 words
    for (const column of [4, 5, 6]) {
      const text =
        (await rows
          .nth(1)
          .getByRole('cell')
          .nth(column - 1)
          .textContent()) ?? '';
      expect(text.replace('…', '').trim().split(/\s+/).length).toBeLessThanOrEqual(5);
    }
    const firstOnPageOne = await rows.nth(1).getByRole('link').textContent();
    const lastOnPageOne = await rows.nth(100).getByRole('link').textContent();
    await admin.getByRole('link', { name: 'Next Page' }).click();
    await admin.waitForURL(/after=/);
    await admin.getByText('Page 2').waitFor();
    // Next Page, below the list, opens the next page at its top.
    expect(await admin.evaluate(() => window.scrollY)).toBe(0);
    const firstOnPageTwo = (await admin.getByRole('row').nth(1).getByRole('link').textContent()) ?? '';
    expect(firstOnPageTwo > (lastOnPageOne ?? '')).toBe(true);
    await admin.getByRole('button', { name: 'Previous Page' }).click();
    await expect.poll(() => admin.getByRole('row').nth(1).getByRole('link').textContent()).toBe(firstOnPageOne);
  });

  it('filters to problematic words with ?problematic=true', async () => {
    await admin.goto('/admin/words');
    await admin.getByRole('link', { name: 'Problematic only' }).click();
    await admin.waitForURL(/problematic=true/);
    await admin.getByRole('link', { name: 'Show all words' }).waitFor();
    const badges = await admin.locator('tbody .badge').allTextContents();
    expect(badges.every((text) => text === 'problematic')).toBe(true);
  });

  it('finds several words at once, each found (a link) or not found', async () => {
    await admin.goto('/admin/words');
    await admin.getByLabel('Find words').fill('abandon, zzqqxx able');
    await admin.getByRole('button', { name: 'Find', exact: true }).click();
    const results = admin.getByRole('list', { name: 'Search results' });
    await admin.getByText('2 of 3 found').waitFor();
    const items = await results.getByRole('listitem').allTextContents();
    expect(items).toEqual(['abandonfound', 'zzqqxxnot found', 'ablefound']);
    expect(await results.getByRole('link').count()).toBe(2);
    await screenshot(admin, 'admin-words-search-desktop');
    await results.getByRole('link', { name: /able/ }).click();
    await admin.getByRole('heading', { name: 'able', level: 1 }).waitFor();
  });

  it('creates a word with Auto-generate the Rest, plays its clips and regenerates its audio', async () => {
    await admin.goto('/admin/words/new');
    await admin.getByRole('button', { name: 'Submit' }).click();
    await admin.getByText('Please enter the spelling.').first().waitFor();
    await admin.getByLabel('Spelling').fill('quixotic');
    await admin.getByRole('button', { name: 'Auto-generate the Rest' }).click();
    await admin.getByText('Filled in from the dictionary', { exact: false }).waitFor({ timeout: 20_000 });
    // One sense: the adjective's definition and its one example good enough to read aloud; the second
    // sentence is left for staff, with a hint beside it.
    expect(await admin.getByLabel('Part of speech').inputValue()).toBe('adjective');
    expect(await admin.getByLabel('Definition').inputValue()).toBe('Not sensible about practical matters.');
    expect(await admin.getByLabel('Sentence 1').inputValue()).toMatch(/quixotic/i);
    expect(await admin.getByLabel('Sentence 2').inputValue()).toBe('');
    const hint = 'No good example found: write one in the sense of the definition.';
    expect(await admin.locator('#sentence2-hint').textContent()).toContain(hint);
    expect(await admin.locator('#sentence1-hint').textContent()).not.toContain(hint);
    await screenshot(admin, 'admin-word-new-desktop');
    await admin.getByLabel('Sentence 2').fill('His quixotic plan to sail around the world in a bathtub made us laugh.');
    expect(await admin.locator('#sentence2-hint').textContent()).not.toContain(hint);
    await admin.getByRole('button', { name: 'Submit' }).click();
    await admin.waitForURL(/\/admin\/words\/[0-9a-f-]{36}$/);
    await admin.getByRole('heading', { name: 'quixotic', level: 1 }).waitFor();
    await admin.getByText(/^Word Number \d+$/).waitFor();
    await admin.getByText('Part of speech: adjective').waitFor();
    await admin.getByText("The texts meet the starter bank's editorial rules.").waitFor();

    // Playing a clip that is still being made asks for it first; the page then shows it ready.
    for (const name of SECTIONS) {
      const section = admin.getByRole('region', { name });
      await section.getByRole('button', { name: /Play Audio/ }).click();
      await section.getByText('ready', { exact: true }).waitFor({ timeout: 45_000 });
      expect(await section.getByText('This clip could not be played.').count()).toBe(0);
      expect(await section.locator('code.hash').textContent()).toMatch(/^[0-9a-f]{16,}$/);
      const url = (await section.getByRole('link').textContent()) ?? '';
      expect(url).toMatch(/^\/audio\/[0-9a-f]+\.\w+$/);
      expect((await admin.request.get(url)).status()).toBe(200);
    }
    await admin.getByRole('button', { name: 'Regenerate All Audio' }).click();
    await admin.getByText('All clips are being made again.').waitFor();
    await waitForClipsReady(admin);
    // Once they are all ready, the page no longer says they are being made.
    await expect.poll(() => admin.getByText('All clips are being made again.').count()).toBe(0);
  }, 120_000); // two rounds of synthesis of four clips: a minute or more on a busy two-core machine

  it('edits a sentence: only that clip is made again', async () => {
    await admin.goto('/admin/words');
    await admin.getByLabel('Find words').fill('quixotic');
    await admin.getByRole('button', { name: 'Find', exact: true }).click();
    await admin.getByRole('link', { name: /quixotic/ }).click();
    await admin.getByRole('heading', { name: 'quixotic', level: 1 }).waitFor();
    const hashOf = (name: string) => admin.getByRole('region', { name }).locator('code.hash').textContent();
    const before = { canonical: await hashOf('Canonical'), sentence2: await hashOf('Sentence 2') };
    await admin.locator('#edit-sentence2').fill('Her quixotic plan amazed everyone.');
    // Saved from the keyboard: the form is disabled while it saves, then Save has the focus again.
    const save = admin.getByRole('button', { name: 'Save changes' });
    await save.press('Enter');
    await admin.getByText('Saved. Changed clips are being made again.').waitFor();
    await expect.poll(() => save.evaluate((button) => button === document.activeElement)).toBe(true);
    await expect.poll(() => hashOf('Sentence 2')).not.toBe(before.sentence2);
    expect(await hashOf('Canonical')).toBe(before.canonical);
    await admin
      .getByRole('region', { name: 'Sentence 2' })
      .getByRole('button', { name: /Play Audio/ })
      .click();
    await waitForClipsReady(admin);
  });

  it('writes a word the dictionary lacks: part of speech, sound-alikes and editorial checks on its page', async () => {
    await admin.goto('/admin/words/new');
    await admin.getByRole('button', { name: 'Submit' }).click();
    await admin.getByText('Please enter the spelling.').first().waitFor();
    await admin.getByLabel('Spelling').fill('whether');
    await admin.getByRole('button', { name: 'Auto-generate the Rest' }).click();
    await admin.getByText('No definition or sentences were found for this word.', { exact: false }).waitFor();
    // The empty form's errors went with the spelling typed, though the dictionary found nothing.
    expect(await admin.getByText('Please enter the spelling.').count()).toBe(0);
    expect(await admin.getByText('Please fix the following', { exact: false }).count()).toBe(0);
    await admin.getByLabel('Part of speech').selectOption('conjunction');
    await admin.getByLabel('Definition').fill('Used to introduce the first of two or more choices being considered.');
    await admin.getByLabel('Sentence 1').fill('Nobody knew whether it would rain.');
    await admin.getByLabel('Sentence 2').fill('We argued about whether to take the bus or walk all the way home.');
    await admin.getByRole('button', { name: 'Submit' }).click();
    await admin.waitForURL(/\/admin\/words\/[0-9a-f-]{36}$/);
    await admin.getByRole('heading', { name: 'whether', level: 1 }).waitFor();
    await admin.getByText('Part of speech: conjunction').waitFor();
    await admin.getByText('Sounds like: weather').waitFor();
    await admin.getByText('Players are told this word sounds like another', { exact: false }).waitFor();
    const checks = admin.getByRole('region', { name: 'Editorial checks' });
    expect(await checks.getByRole('listitem').allTextContents()).toEqual([
      "Sentence 1 has 6 words: the bank's sentences have 7 to 25.",
    ]);
    expect(await admin.getByLabel('Part of speech').inputValue()).toBe('conjunction');
    // The new word's page opens at its top, not at the scroll of the form it came from.
    expect(await admin.evaluate(() => window.scrollY)).toBe(0);
    await screenshot(admin, 'admin-word-desktop');

    // Mending the sentence in the edit form clears the warning.
    await admin.locator('#edit-sentence1').fill('Nobody in the village knew whether it would rain on the fair.');
    await admin.getByRole('button', { name: 'Save changes' }).click();
    await admin.getByText('Saved. Changed clips are being made again.').waitFor();
    await checks.getByText("The texts meet the starter bank's editorial rules.").waitFor();
  });

  it('answers 404 for an unknown word and shows the word page on a phone', async () => {
    const res = await admin.goto('/admin/words/00000000-0000-4000-8000-000000000000');
    expect(res?.status()).toBe(404);
    await admin.getByRole('heading', { name: 'Oopsy daisy.' }).waitFor();
    const { page, context } = await openPage(browser, PHONE);
    await loginThroughUi(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto('/admin/words');
    // A word of the starter bank that sounds like another.
    await page.getByRole('link', { name: 'affect', exact: true }).click();
    await page.getByRole('button', { name: 'Regenerate All Audio' }).waitFor();
    await page.getByText('Sounds like: effect').waitFor();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'admin-word-phone');
    // A word with another accepted spelling: its row of inputs fits the phone too.
    await page.goto('/admin/words');
    await page.getByLabel('Find words').fill('color');
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await page.getByRole('link', { name: /^color\b/ }).click();
    await page.getByRole('heading', { name: 'color', level: 1 }).waitFor();
    expect(await page.locator('.spelling-variant input').first().inputValue()).toBe('colour');
    expect(await overflow()).toBeLessThanOrEqual(0);
    await context.close();
  });

  it("hears a heteronym's spoken form before saving it: Listen plays what eSpeak says", async () => {
    await admin.goto('/admin/words');
    await admin.getByLabel('Find words').fill('record');
    await admin.getByRole('button', { name: 'Find', exact: true }).click();
    await admin
      .getByRole('link', { name: /^record\b/ })
      .first()
      .click();
    await admin.getByRole('heading', { name: 'record', level: 1 }).waitFor();
    const field = admin.locator('#edit-spoken-form');
    expect(await field.inputValue()).toBe("[[rI#k'o@d]]");
    const listen = admin.getByTestId('listen-spoken-form');
    // Played to the end (an unplayable clip would say so): the button is back to Listen, no alert.
    const played = admin.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const prototype = HTMLMediaElement.prototype;
          const play: (this: HTMLMediaElement) => Promise<void> = Reflect.get(prototype, 'play');
          prototype.play = function (this: HTMLMediaElement) {
            this.addEventListener('ended', () => resolve(this.duration), { once: true });
            return play.call(this);
          };
        }),
    );
    await listen.click();
    await admin.getByTestId('spoken-phonemes').getByText("The voice says: rI#k'o@d").waitFor({ timeout: 30_000 });
    expect(await played).toBeGreaterThan(0.3);
    await listen.getByText('Listen').waitFor();
    expect(await admin.getByText('The voice could not say this. Try again.').count()).toBe(0);
    // An unsaved value is heard as it stands: the noun.
    await field.fill("[[r'Ek3d]]");
    await listen.click();
    await admin.getByText("The voice says: r'Ek3d").waitFor({ timeout: 30_000 });
    await screenshot(admin, 'admin-word-listen-desktop');
  }, 90_000);
});
