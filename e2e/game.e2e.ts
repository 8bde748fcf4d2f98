import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  builtChunk,
  createPlayerAccount,
  DESKTOP,
  launchBrowser,
  loginThroughUi,
  openPage,
  PHONE,
  runCli,
  screenshot,
  waitForHydration,
} from './support/browser';
import { addDays, formatIsoDate } from '../src/shared/dates';
import {
  apiGet,
  apiSubmit,
  apiToken,
  nextAudio,
  shownGuess,
  spellingsOf,
  waitForAudioIdle,
  waitForWord,
} from './support/games';

let browser: Browser;
let todayWords: string[];
let todayId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const someone = await createPlayerAccount();
  const daily = await apiGet<{ id: string }>('/api/games/daily', await apiToken(someone.email, someone.password));
  todayId = daily.id;
  todayWords = await spellingsOf(todayId);
});
afterAll(() => browser?.close());

/** The player switches back to the page's tab a while later (its clock installed). */
async function comeBack(page: Page) {
  await page.clock.fastForward('05:00');
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
}

/** Checks that a clip the page asked for is real MP3 audio, fetched again as a whole (200). */
async function expectRealAudio(page: Page, url: string) {
  const whole = await page.evaluate(async (u) => {
    const res = await fetch(u);
    return { status: res.status, type: res.headers.get('content-type'), bytes: (await res.arrayBuffer()).byteLength };
  }, url);
  expect(whole.status).toBe(200);
  expect(whole.type).toBe('audio/mpeg');
  expect(whole.bytes).toBeGreaterThan(1000);
}

describe('the daily game', () => {
  it('plays a whole game by the physical keyboard, with real audio, and keeps the result after a reload', async () => {
    const player = await createPlayerAccount();
    const { page, context, consoleErrors } = await openPage(browser, DESKTOP);
    await loginThroughUi(page, player.email, player.password);
    await page.getByRole('button', { name: 'Play' }).waitFor();
    expect(await page.getByText('6 words', { exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'game-intro-desktop');

    // The Word clip plays by itself when the word appears.
    const wordClip = nextAudio(page);
    await page.getByRole('button', { name: 'Play' }).click();
    await waitForWord(page, 1);
    const word = await wordClip;
    expect([200, 206]).toContain(word.status());
    expect(word.headers()['content-type']).toBe('audio/mpeg');
    await expectRealAudio(page, word.url());

    // Each clue button names its shortcut to assistive technology, the one the game listens for.
    const clues = page.getByRole('group', { name: 'Listen' }).getByRole('button');
    expect(await clues.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-keyshortcuts')))).toEqual([
      'Control+W',
      'Control+D',
      'Control+S',
    ]);

    // Definition by shortcut, Sentence by button: sentence 1, then sentence 2 (each once the last clip ended).
    await waitForAudioIdle(page);
    const definition = nextAudio(page);
    await page.keyboard.press('Control+d');
    await expectRealAudio(page, (await definition).url());
    expect(await page.getByRole('button', { name: /Sentence 1 of 2/ }).count()).toBe(1);
    await waitForAudioIdle(page);
    const sentence = nextAudio(page);
    await page.getByRole('button', { name: /Sentence/ }).click();
    await expectRealAudio(page, (await sentence).url());
    await page.getByRole('button', { name: /Sentence 2 of 2/ }).waitFor();
    const played = await page.evaluate(() => {
      const audio = document.querySelector<HTMLAudioElement>('[data-testid="spelling-audio"]');
      return { error: audio?.error?.code ?? null, ready: audio?.readyState ?? 0 };
    });
    expect(played.error).toBeNull();
    expect(played.ready).toBeGreaterThan(0);

    // Product §5: a-z only, lower-cased, Ctrl combinations not typed, Backspace deletes, Enter only when non-empty.
    await page.keyboard.press('Enter');
    await waitForWord(page, 1);
    await page.keyboard.type('Ab1 -c');
    await page.keyboard.press('Control+a');
    expect(await shownGuess(page)).toBe('abc');
    await page.keyboard.press('Backspace');
    expect(await shownGuess(page)).toBe('ab');
    await page.keyboard.type('x'.repeat(40));
    expect((await shownGuess(page)).length).toBe(30);
    await page.evaluate(() => getSelection()?.removeAllRanges()); // Ctrl+A selected the page, as it may
    await screenshot(page, 'game-play-desktop');
    for (let i = 0; i < 30; i += 1) await page.keyboard.press('Backspace');

    // Typing is ignored while the drawer is open.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.type('zzz');
    await page.keyboard.press('Escape');
    expect(await shownGuess(page)).toBe('');

    for (const [i, spelling] of todayWords.entries()) {
      await waitForWord(page, i + 1);
      await page.keyboard.type(i === 1 ? `${spelling}q` : spelling);
      await page.keyboard.press('Enter');
    }
    await page.getByText('Getting your result.').waitFor();
    await page.getByText('Your score was 5/6').waitFor();
    expect(await page.getByText('Not accepted', { exact: true }).count()).toBe(1);
    expect(await page.getByText('Accepted', { exact: true }).count()).toBe(5);
    await page.getByText('Next bee in').waitFor();
    // Product §4: the average score to one decimal, a whole one too.
    expect(await page.locator('[data-stat="average"] dd').textContent()).toBe('5.0');
    await screenshot(page, 'game-result-desktop');

    await page.reload();
    await page.getByText('Your score was 5/6').waitFor();
    expect(await page.getByRole('button', { name: 'Play' }).count()).toBe(0);
    expect(await page.evaluate((id) => localStorage.getItem(`game:${id}`), todayId)).toBeNull();
    expect(consoleErrors.filter((e) => /hydrat|Content Security Policy/i.test(e))).toEqual([]);
    await context.close();
  });

  it('disables every audio button, and its shortcut, while a clip plays (product §6)', async () => {
    const player = await createPlayerAccount();
    const { page, context } = await openPage(browser, DESKTOP, { serviceWorkers: 'block' });
    // The clips answer after a pause, so the word's clip is still playing while the test looks.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const asked: string[] = [];
    await page.route('**/audio/**', async (route) => {
      asked.push(new URL(route.request().url()).pathname);
      await held;
      await route.continue();
    });
    await loginThroughUi(page, player.email, player.password);
    await page.getByRole('button', { name: 'Play' }).click();
    await waitForWord(page, 1);
    await expect.poll(() => asked.length).toBe(1); // the word, by itself
    const states = () =>
      page
        .locator('.audio-buttons button')
        .evaluateAll((buttons) =>
          buttons.map((b) => ({ playing: b.hasAttribute('data-playing'), disabled: b.getAttribute('aria-disabled') })),
        );
    expect((await states()).map((s) => s.disabled)).toEqual(['true', 'true', 'true', 'true']);
    expect((await states()).map((s) => s.playing)).toEqual([true, false, false, false]);
    await screenshot(page, 'audio-busy-desktop');
    await page.keyboard.press('Control+d');
    // A click all the same (Playwright itself waits for an aria-disabled button to be enabled).
    await page.getByRole('button', { name: /Sentence/ }).click({ force: true });
    await page.locator('.audio-slower').click({ force: true });
    await page.waitForTimeout(300);
    expect(asked).toHaveLength(1);
    expect(await page.getByRole('button', { name: /Sentence 1 of 2/ }).count()).toBe(1);

    // Once the clip has ended, the buttons answer again.
    release();
    await waitForAudioIdle(page);
    expect((await states()).map((s) => s.disabled)).toEqual(['false', 'false', 'false', 'false']);
    await page.keyboard.press('Control+d');
    await expect.poll(() => asked.length).toBe(2);
    await context.close();
  });

  it('plays by the on-screen keyboard on a phone, and a reload carries on with the next word', async () => {
    const player = await createPlayerAccount();
    const { page, context } = await openPage(browser, PHONE);
    await loginThroughUi(page, player.email, player.password);
    await page.getByRole('button', { name: 'Play' }).waitFor();
    await screenshot(page, 'game-intro-phone');
    await page.getByRole('button', { name: 'Play' }).click();
    const keyboard = page.getByRole('group', { name: 'On-screen keyboard' });
    const key = (name: string) => keyboard.getByRole('button', { name, exact: true });
    const tapWord = async (spelling: string) => {
      for (const letter of spelling) await key(letter).click();
      await key('Enter').click();
    };

    await waitForWord(page, 1);
    const box = await key('q').boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await tapWord(todayWords[0]!);
    await waitForWord(page, 2);
    await key('a').click();
    await key('Backspace').click();
    expect(await shownGuess(page)).toBe('');
    await screenshot(page, 'game-play-phone');

    await page.reload();
    await page.getByText('Your game is kept: Play picks up at word 2 of 6.').waitFor();
    await page.getByRole('button', { name: 'Play' }).click();
    for (const [i, spelling] of todayWords.entries()) {
      if (i === 0) continue;
      await waitForWord(page, i + 1);
      await tapWord(spelling);
    }
    await page.getByText('Your score was 6/6').waitFor();
    await page.getByText('Your statistics').waitFor();
    await screenshot(page, 'game-result-phone');
    await context.close();
  });

  it("shows the error page when the result's code cannot load, and the result on Try again", async () => {
    const player = await createPlayerAccount();
    const { page, context } = await openPage(browser, DESKTOP, { serviceWorkers: 'block' });
    let refused = true;
    await page.route(`**/${builtChunk('src/client/pages/game/game-result.tsx').file}`, (route) =>
      refused ? route.abort() : route.continue(),
    );
    await loginThroughUi(page, player.email, player.password);
    await page.getByRole('button', { name: 'Play' }).click();
    for (const [i, spelling] of todayWords.entries()) {
      await waitForWord(page, i + 1);
      await page.keyboard.type(spelling);
      await page.keyboard.press('Enter');
    }
    await page.getByRole('heading', { name: 'Oopsy daisy.' }).waitFor();
    refused = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    // The guesses went out before the result's code was needed: the retry shows the stored result.
    await page.getByText('Your score was 6/6').waitFor();
    await context.close();
  });

  it('shares a spoiler-free summary to the clipboard', async () => {
    const player = await createPlayerAccount();
    const token = await apiToken(player.email, player.password);
    const guesses = todayWords.map((w, i) => (i === 0 ? 'wrong' : w));
    const { page, context } = await openPage(browser, DESKTOP);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const res = await page.request.post(`/api/games/${todayId}/submissions`, {
      headers: { authorization: `Bearer ${token}` },
      data: { guesses },
    });
    expect(res.status()).toBe(200);
    await loginThroughUi(page, player.email, player.password);
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByText('Copied!').waitFor();
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text).toMatch(/^Spelldown \d{4}-\d{2}-\d{2} 5\/6\n🟥🟩🟩🟩🟩🟩$/);
    for (const spelling of todayWords) expect(text).not.toContain(spelling);
    await context.close();
  });

  it("counts down to the next bee by the server's clock, on a device whose clock is set wrong", async () => {
    const player = await createPlayerAccount();
    const token = await apiToken(player.email, player.password);
    const res = await apiSubmit(todayId, todayWords, token);
    expect(res.status).toBe(200);
    const { page, context } = await openPage(browser, PHONE);
    // Three hours behind (a device set to the wrong time or zone); it still ticks.
    await context.clock.install({ time: Date.now() - 3 * 60 * 60 * 1000 });
    await loginThroughUi(page, player.email, player.password);
    const shown = page.locator('.countdown-value time');
    /** How far the countdown shown is from the true time left (ms; Infinity before it shows one). */
    const offBy = async () => {
      const text = (await shown.textContent()) ?? '';
      if (!/^\d{2}:\d{2}:\d{2}$/.test(text)) return Infinity;
      const [hours = 0, minutes = 0, seconds = 0] = text.split(':').map(Number);
      const trueMs = Date.parse((await shown.getAttribute('datetime'))!) - Date.now();
      return Math.abs(((hours * 60 + minutes) * 60 + seconds) * 1000 - trueMs);
    };
    // Until the browser's own answer comes it may read the device's clock; then the server's.
    await expect.poll(offBy, { timeout: 10_000 }).toBeLessThan(5_000);
    await context.close();
  });
  it("shows the next day's game to a player back on a page left open overnight, never in the middle of a game", async () => {
    const player = await createPlayerAccount();
    const { page, context } = await openPage(browser, DESKTOP, { serviceWorkers: 'block' });
    await context.clock.install();
    await loginThroughUi(page, player.email, player.password);
    const heading = page.locator('#game-intro-title');
    const yesterday = await heading.textContent();

    // Past midnight the server answers with the next day's game (here today's, under another id and date).
    let asked = 0;
    let nextDate = '';
    await page.route(
      (url) => url.pathname === '/trpc/games.daily',
      async (route) => {
        asked += 1;
        const response = await route.fetch();
        const [answer] = (await response.json()) as [{ result: { data: { id: string; date: string } } }];
        nextDate = addDays(answer.result.data.date, 1);
        answer.result.data = { ...answer.result.data, id: crypto.randomUUID(), date: nextDate };
        await route.fulfill({ status: response.status(), json: [answer] });
      },
    );
    const weekdayOf = (yyyymmdd: string) =>
      new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(new Date(formatIsoDate(yyyymmdd)));

    await comeBack(page);
    await expect.poll(() => asked, { timeout: 10_000 }).toBe(1);
    await expect.poll(() => heading.textContent(), { timeout: 10_000 }).not.toBe(yesterday);
    expect(await heading.textContent()).toContain(weekdayOf(nextDate));
    expect(yesterday).not.toContain(weekdayOf(nextDate));
    await expect
      .poll(() => page.getByRole('button', { name: 'Play' }).evaluate((b) => b === document.activeElement))
      .toBe(true);

    // A game being played is left alone.
    await page.getByRole('button', { name: 'Play' }).click();
    await waitForWord(page, 1);
    await comeBack(page);
    // Nor when the connection comes back.
    await context.setOffline(true);
    await context.setOffline(false);
    await page.waitForTimeout(500);
    expect(asked).toBe(1);
    await waitForWord(page, 1);
    await context.close();
  });

  it('shows the result of a game played on another device once the player comes back to the page', async () => {
    const player = await createPlayerAccount();
    const { page, context } = await openPage(browser, DESKTOP);
    await context.clock.install();
    await loginThroughUi(page, player.email, player.password);
    await page.getByRole('button', { name: 'Play' }).waitFor();

    // The phone plays today's game while this page waits at Play.
    const token = await apiToken(player.email, player.password);
    const res = await apiSubmit(todayId, todayWords, token);
    expect(res.status).toBe(200);

    await comeBack(page);
    await page.getByText('Your score was 6/6').waitFor({ timeout: 10_000 });
    expect(await page.getByRole('button', { name: 'Play' }).count()).toBe(0);
    await context.close();
  });
});

describe('a dropped connection', () => {
  it('goes on offline: the clips play from the device, a clear notice shows, the guesses go out once back', async () => {
    const player = await createPlayerAccount();
    const daily = await apiGet<{
      words: { audioUrls: { canonical: string; definition: string; sentences: string[] } }[];
    }>('/api/games/daily', await apiToken(player.email, player.password));
    const clips = new Set(
      daily.words.flatMap((w) => [w.audioUrls.canonical, w.audioUrls.definition, ...w.audioUrls.sentences]),
    );
    const { page, context } = await openPage(browser, PHONE);
    await loginThroughUi(page, player.email, player.password);
    await page.getByRole('button', { name: 'Play' }).waitFor();
    // Before play starts, the service worker keeps every clip of the day on the device.
    const keptClips = () =>
      page.evaluate(async () => {
        const name = (await caches.keys()).find((key) => key.startsWith('spelldown-audio-'));
        return name ? (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname) : [];
      });
    await expect.poll(async () => (await keptClips()).sort(), { timeout: 30_000 }).toEqual([...clips].sort());

    await page.getByRole('button', { name: 'Play' }).click();
    await waitForWord(page, 1);
    await context.setOffline(true);
    await page.getByText("You're offline. Your progress is kept on this device").waitFor();
    await screenshot(page, 'game-offline-phone');
    const offlineClips: { status: number; fromDevice: boolean }[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname.startsWith('/audio/'))
        offlineClips.push({ status: r.status(), fromDevice: r.fromServiceWorker() });
    });
    for (const [i, spelling] of todayWords.entries()) {
      await waitForWord(page, i + 1);
      if (i === 1) {
        await waitForAudioIdle(page); // the word's own clip first
        await page.getByRole('button', { name: 'Definition', exact: true }).click();
        await expect
          .poll(() =>
            page.evaluate(() => {
              const audio = document.querySelector<HTMLAudioElement>('[data-testid="spelling-audio"]');
              return !!audio && audio.error === null && !audio.paused && audio.currentTime > 0;
            }),
          )
          .toBe(true);
      }
      await page.keyboard.type(spelling);
      await page.keyboard.press('Enter');
    }
    // Still offline at the end: the submission waits (the guesses stay on the device), and goes out once back.
    await page.getByText('Getting your result.').waitFor();
    await page.waitForTimeout(1500);
    expect(await page.getByText('Getting your result.').isVisible()).toBe(true);
    const kept = await page.evaluate((id) => localStorage.getItem(`game:${id}`), todayId);
    expect((JSON.parse(kept ?? '{}') as { guesses?: string[] }).guesses).toEqual(todayWords);
    expect(offlineClips.length).toBeGreaterThan(0);
    expect(offlineClips.every((clip) => clip.fromDevice && [200, 206].includes(clip.status))).toBe(true);
    await context.setOffline(false);
    await page.getByText('Your score was 6/6').waitFor();
    await context.close();
  });
});

describe('the archive and past games', () => {
  it('lists a month, plays a past game, then shows it dimmed with See result', async () => {
    await runCli('games:create', { date: '20250301', days: '2' });
    const player = await createPlayerAccount();
    const { page, context } = await openPage(browser, PHONE);
    await loginThroughUi(page, player.email, player.password);
    await page.goto('/archive');
    await waitForHydration(page, '.archive-filters select'); // the selects answer
    const year = page.getByLabel('Year');
    const month = page.getByLabel('Month');
    const thisYear = new Date().getUTCFullYear();
    const years = await year.locator('option').allTextContents();
    expect(years[0]).toBe(String(thisYear));
    expect(years[years.length - 1]).toBe('2022');
    expect(await month.locator('option').count()).toBe(new Date().getUTCMonth() + 1);

    await year.selectOption('2025');
    // The new month renders in a transition: the selects change once it has committed.
    await expect.poll(() => month.inputValue()).toBe('1');
    expect(await month.locator('option').count()).toBe(12);
    await page.getByText('No games for January 2025.').waitFor();
    // A slow answer shows what is being fetched.
    await page.route('**/trpc/games.month*', async (route) => {
      await new Promise((r) => setTimeout(r, 700));
      await route.continue();
    });
    await month.selectOption('3');
    await page.getByText('Fetching games for March 2025.').waitFor();
    await page.getByRole('link', { name: /^Play: Saturday, March 1, 2025/ }).waitFor();
    await page.unrouteAll({ behavior: 'wait' });
    await screenshot(page, 'archive-phone');

    await page.getByRole('link', { name: /^Play: Saturday, March 1, 2025/ }).click();
    await page.getByText('From the archive').waitFor();
    const gameId = new URL(page.url()).pathname.split('/').pop()!;
    const words = await spellingsOf(gameId);
    await page.getByRole('button', { name: 'Play' }).click();
    for (const [i, spelling] of words.entries()) {
      await waitForWord(page, i + 1);
      await page.keyboard.type(spelling);
      await page.keyboard.press('Enter');
    }
    await page.getByText('Your score was 6/6').waitFor();

    await page.goto('/archive?month=202503');
    const played = page.locator('.archive-card', { hasText: 'March 1, 2025' });
    await played.getByRole('link', { name: /^See result/ }).waitFor();
    expect(await played.getAttribute('data-played')).toBe('true');
    await page.locator('.archive-card', { hasText: 'March 2, 2025' }).getByRole('link', { name: /^Play/ }).waitFor();
    await context.close();

    const desktop = await openPage(browser, DESKTOP);
    await loginThroughUi(desktop.page, player.email, player.password);
    await desktop.page.goto('/archive?month=202503');
    await desktop.page.getByRole('link', { name: /^See result/ }).waitFor();
    await screenshot(desktop.page, 'archive-desktop');
    await desktop.context.close();
  });

  it('shows the not-found page with HTTP 404 for an unknown game', async () => {
    const player = await createPlayerAccount();
    const { page, context } = await openPage(browser, DESKTOP);
    await loginThroughUi(page, player.email, player.password);
    const response = await page.goto('/games/00000000-0000-4000-8000-000000000000');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Oopsy daisy.' }).waitFor();
    await context.close();
  });
});
