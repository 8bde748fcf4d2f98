import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEPT_LOGOUT_COOKIE } from '../src/shared/constants';
import { E2E_ADMIN } from './global-setup';
import {
  baseUrl,
  builtChunk,
  createPlayerAccount,
  DESKTOP,
  launchBrowser,
  loginThroughUi,
  openPage,
  PHONE,
  runCli,
  screenshot,
  storedBearer,
  waitForHydration,
} from './support/browser';
import { rememberSecret } from './support/secrets';

let browser: Browser;
let player: { email: string; password: string };

beforeAll(async () => {
  browser = await launchBrowser();
  player = await createPlayerAccount();
});
afterAll(() => browser?.close());

describe('login', () => {
  it('shows "Login failed." for a wrong password and stays on the login page', async () => {
    const { page, context } = await openPage(browser, PHONE);
    await page.goto('/login');
    await screenshot(page, 'login-phone');
    await page.getByLabel('Email').fill(player.email);
    const password = page.getByLabel('Password');
    await password.fill('Wrong-password1');
    await password.press('Enter');
    await page.getByText('Login failed.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    // The field Enter was pressed in has the focus again (the form's fields were disabled while it waited).
    await expect.poll(() => password.evaluate((field) => field === document.activeElement)).toBe(true);
    await context.close();
  });

  it('tells a visitor stopped after ten failed logins how long to wait, in minutes', async () => {
    const email = `stopped-${Date.now()}@e2e.spelldown.test`;
    for (let i = 0; i < 10; i += 1) {
      const res = await fetch(`${baseUrl()}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'Wrong-password1' }),
      });
      expect(res.status).toBe(401);
    }
    const { page, context } = await openPage(browser, PHONE);
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Wrong-password1');
    await page.getByRole('button', { name: 'Login' }).click();
    // The server's Retry-After is just under an hour (3,599 seconds), told in minutes: 60, or 59 on a
    // machine slow enough to take a minute between the first failure and this try.
    await page.getByText(/^Too many attempts\. Please wait (60|59) minutes and try again\.$/).waitFor();
    await context.close();
  });

  it('keeps what was typed before the page became interactive (its scripts load after the first paint)', async () => {
    const { page, context } = await openPage(browser, PHONE, { hydrated: false });
    // A slow connection: the app's script arrives 1.5 s after the page.
    await page.route('**/assets/entry-client-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto('/login');
    await page.getByLabel('Email').fill(player.email);
    await page.getByLabel('Password').fill('Wrong-password1');
    expect(await page.evaluate(() => Object.keys(document.querySelector('#email')!).length)).toBe(0); // not hydrated
    await waitForHydration(page, 'form button[type=submit]');
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe(player.email);
    expect(await page.getByLabel('Password').inputValue()).toBe('Wrong-password1');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Login failed.').waitFor();
    await context.close();
  });

  it('logs in, lower-casing the e-mail as typed, and keeps the session in local storage', async () => {
    const { page, context, consoleErrors } = await openPage(browser, DESKTOP);
    await page.goto('/login');
    await waitForHydration(page, 'form button[type=submit]'); // lower-casing is the app's, not the HTML's
    await page.getByLabel('Email').fill(player.email.toUpperCase());
    expect(await page.getByLabel('Email').inputValue()).toBe(player.email);
    await page.getByLabel('Password').fill(player.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const stored = await page.evaluate(() => localStorage.getItem('session'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ account: { email: player.email } });
    // A logged-in visitor of /login is sent home, by the server too.
    await page.goto('/login');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(consoleErrors.filter((e) => /hydrat|Content Security Policy/i.test(e))).toEqual([]);
    await context.close();
  });

  it('shows the "I forgot my password" link: FEATURES has every flag on unless it says otherwise', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/login');
    await page.getByRole('link', { name: 'I forgot my password' }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    await context.close();
  });
});

describe('layout', () => {
  it('redirects to /login without a session, and back to the page asked for once logged in', async () => {
    const { page, context } = await openPage(browser);
    for (const path of ['/', '/daily', '/archive', '/training', '/password']) {
      await page.goto(path);
      expect(new URL(page.url()).pathname, path).toBe('/login');
    }
    await page.goto('/archive?month=202406');
    await waitForHydration(page, 'form button[type=submit]');
    await page.getByLabel('Email').fill(player.email);
    await page.getByLabel('Password').fill(player.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/archive');
    // And it stays there: the login page's own redirect of a logged-in visitor must not win.
    await page.getByRole('heading', { name: 'The Archive', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/archive?month=202406');
    await context.close();
  });

  it('opens the drawer with every link, the account and Logout; Escape and the backdrop close it', async () => {
    const { page, context } = await openPage(browser, PHONE);
    await loginThroughUi(page, player.email, player.password);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    // Its contents come once the page is idle: a press right after login may see them a moment later.
    await drawer.getByRole('link', { name: "Today's Spelling Bee" }).waitFor();
    for (const name of ["Today's Spelling Bee", 'The Archive', 'Training Mode', 'Change Password']) {
      expect(await drawer.getByRole('link', { name }).count(), name).toBe(1);
    }
    expect(await drawer.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    // At /, today's game: its link is the current page.
    expect(await drawer.getByRole('link', { name: "Today's Spelling Bee" }).getAttribute('aria-current')).toBe('page');
    expect(await drawer.getByRole('link', { name: 'The Archive' }).getAttribute('aria-current')).toBeNull();
    await drawer.getByText("You're logged in as:").waitFor();
    await screenshot(page, 'drawer-phone');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer.waitFor();
    await page.mouse.click(PHONE.width - 10, PHONE.height - 10); // the backdrop
    await drawer.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('truncates a long e-mail to 25 characters with an ellipsis', async () => {
    const { page, context } = await openPage(browser);
    await loginThroughUi(page, player.email, player.password);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const shown = await page.locator('.drawer-account strong').textContent();
    expect(shown).toBe(`${player.email.slice(0, 25)}…`);
    await context.close();
  });

  it('shows the Admin link to an admin', async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    await loginThroughUi(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Navigation' }).getByRole('link', { name: 'Admin' }).waitFor();
    await screenshot(page, 'drawer-desktop');
    await context.close();
  });

  it('opens the help panel with the rules and shortcuts; the backdrop closes it', async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    await loginThroughUi(page, player.email, player.password);
    await page.getByRole('button', { name: 'Open help' }).click();
    const help = page.getByRole('dialog', { name: 'How to play' });
    await help.getByText('There is a new spelling bee every day.').waitFor();
    await help.getByText('Each bee has 6 words.').waitFor();
    // What the game's "Sounds like another word" badge asks of the player.
    await help
      .getByText(/^A word marked "Sounds like another word" has a homophone: listen to the definition/)
      .waitFor();
    // Each shortcut once, its key beside its button's name, read as one item by a screen reader too.
    const shortcuts = help.getByRole('listitem').filter({ hasText: 'Shortcuts:' }).getByRole('listitem');
    expect(await shortcuts.allInnerTexts()).toEqual([
      'Ctrl+W for Word',
      'Ctrl+D for Definition',
      'Ctrl+S for Sentence',
    ]);
    expect(await help.getByText('Ctrl+W').count()).toBe(1);
    await screenshot(page, 'help-desktop');
    await page.mouse.click(10, DESKTOP.height - 10);
    await help.waitFor({ state: 'hidden' });
    await context.close();
  });

  it("loads the menu's contents after the page, and offers a retry when they could not load", async () => {
    const { page, context } = await openPage(browser, PHONE, { serviceWorkers: 'block' });
    const contents = builtChunk('src/client/components/layout/drawer-content.tsx').file;
    let refused = true;
    await page.route(`**/${contents}`, (route) => (refused ? route.abort() : route.continue()));
    await loginThroughUi(page, player.email, player.password);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await drawer.getByRole('alert').getByText('This could not load. Check your connection, then try again.').waitFor();
    // The failure stays in the menu: the page is not replaced by the error page.
    expect(await page.getByRole('heading', { name: 'Oopsy daisy.' }).count()).toBe(0);
    await screenshot(page, 'drawer-failed-phone');
    refused = false;
    await drawer.getByRole('button', { name: 'Try again' }).click();
    await drawer.getByRole('link', { name: 'Training Mode' }).waitFor();
    expect(await drawer.getByRole('alert').count()).toBe(0);
    await context.close();
  });

  it("shows the error page with a retry when a page's own script cannot load, and loads it on retry", async () => {
    const { page, context } = await openPage(browser, PHONE, { serviceWorkers: 'block' });
    const training = builtChunk('src/client/pages/training/training-page.tsx').file;
    let refused = true;
    let attempts = 0;
    await page.route(`**/${training}`, (route) => {
      attempts += 1;
      return refused ? route.abort() : route.continue();
    });
    await loginThroughUi(page, player.email, player.password);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Navigation' }).getByRole('link', { name: 'Training Mode' }).click();
    await page.getByRole('heading', { name: 'Oopsy daisy.' }).waitFor();
    await page.getByText('We could not load this page. Please try again in a moment.').waitFor();
    expect(attempts, 'the page is shown failed after one attempt, not loaded twice first').toBe(1);
    // The layout stays: the menu still opens.
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(true);
    await screenshot(page, 'page-chunk-failed-phone');
    const attemptsWhileShown = attempts;
    await page.waitForTimeout(500);
    expect(attempts, 'the failed page is not loaded again until asked').toBe(attemptsWhileShown);
    refused = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Training Mode' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Oopsy daisy.' }).count()).toBe(0);
    await context.close();
  });

  it('logs out: the session ends and storage is cleared', async () => {
    const { page, context } = await openPage(browser);
    await loginThroughUi(page, player.email, player.password);
    await page.goto('/archive');
    await page.getByRole('heading', { name: 'The Archive', level: 1 }).waitFor();
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('button', { name: 'Login' }).waitFor();
    // Logging out is leaving: the next login starts at today's game, not back on this page.
    expect(new URL(page.url()).search).toBe('');
    expect(visited.map((url) => new URL(url).pathname + new URL(url).search)).toEqual(['/login']);
    expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
    await page.goto('/daily');
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });
});

describe('what the device keeps of an account', () => {
  /** The path of every request kept in Cache Storage, in any cache. */
  const keptPaths = (page: Page) =>
    page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
      }
      return paths;
    });
  /**
   * Kept pages: whatever is not a bundle, a clip or an icon, nor the worker's own record of when each clip
   * was last played (clip paths and times, nothing of the player: it prunes clips no game lists).
   */
  const keptPages = async (page: Page) =>
    (await keptPaths(page)).filter(
      (path) =>
        !/^\/(assets|audio|icons)\//.test(path) &&
        !['/favicon.svg', '/manifest.webmanifest', '/audio-use.json', '/offline.html'].includes(path),
    );
  const progressKeys = (page: Page) =>
    page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('game:')));
  const pageCaches = (page: Page) =>
    page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('spelldown-pages-')));

  /** The device keeps nothing of the account: no session, no game in progress, no page kept offline. */
  async function expectDeviceForgot(page: Page) {
    expect(await storedBearer(page)).toBeUndefined();
    await expect.poll(() => progressKeys(page)).toEqual([]);
    await expect.poll(() => pageCaches(page)).toEqual([]);
  }

  /** Logs in, answers the first word of today's game (kept on the device) and has a page kept offline. */
  async function playerWithDeviceData(page: Page) {
    await loginThroughUi(page, player.email, player.password);
    await page.getByRole('button', { name: 'Play' }).click();
    await page.getByRole('heading', { name: /^Word 1 of / }).waitFor();
    await page.keyboard.type('spelling');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: /^Word 2 of / }).waitFor();
    expect(await progressKeys(page)).toHaveLength(1);
    // A page a worker kept for offline use (today's worker keeps none of a player's: see the test above).
    await page.evaluate(() => caches.open('spelldown-pages-v1').then((c) => c.put('/daily', new Response('kept'))));
    expect(await pageCaches(page)).toEqual(['spelldown-pages-v1']);
  }

  it("keeps no page with a player's data or a code on the device, only bundles, clips and icons", async () => {
    const [code] = await runCli('invites:create', {});
    const recoveryCode = 'Not-A-Real-Recovery-Code-1234';
    rememberSecret(recoveryCode);
    const { page, context } = await openPage(browser);
    await loginThroughUi(page, player.email, player.password);
    // From here on the service worker answers every page load.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    for (const path of [
      '/daily',
      '/training',
      '/archive',
      '/password',
      `/join/${code}`,
      `/forgot-password/${recoveryCode}`,
    ]) {
      await page.goto(path);
    }
    await expect.poll(() => keptPaths(page)).toContainEqual(expect.stringMatching(/^\/assets\//));
    expect(await keptPages(page)).toEqual([]);
    await context.close();
  });

  it('opens a page it did not keep, offline, as the offline page; Try again opens it once back', async () => {
    const { page, context } = await openPage(browser, PHONE);
    await loginThroughUi(page, player.email, player.password);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await expect.poll(() => keptPaths(page), { timeout: 30_000 }).toContain('/offline.html');
    await context.setOffline(true);
    // Not by page.goto, which waits for the app to hydrate: the offline page has no app.
    await page.evaluate(() => location.assign('/archive'));
    await page.getByRole('heading', { name: "You're offline" }).waitFor();
    await page.getByText('This page opens once the connection is back.').waitFor();
    await screenshot(page, 'offline-page-phone');
    expect(await page.content()).not.toContain(player.email);
    await context.setOffline(false);
    await page.getByRole('link', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'The Archive', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/archive');
    await context.close();
  });

  it('logging out forgets the pages kept for offline use and the game in progress', async () => {
    const { page, context } = await openPage(browser);
    await playerWithDeviceData(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await expectDeviceForgot(page);
    await context.close();
  });

  it.each([
    ['the service worker keeps the logout', 'allow'],
    ['a page no worker controls keeps it in a cookie', 'block'],
  ] as const)(
    'logging out offline forgets at once, and the server hears of it once the connection is back (%s)',
    async (_, serviceWorkers) => {
      const { page, context } = await openPage(browser, PHONE, { serviceWorkers });
      await playerWithDeviceData(page);
      if (serviceWorkers === 'allow') {
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
      }
      const token = await storedBearer(page);
      await context.setOffline(true);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      await expectDeviceForgot(page);

      // Back online, the very first page load renders for nobody (it sends the visitor to log in, keeping
      // the page asked for): the page cookie's session ended before the page was read.
      await context.setOffline(false);
      const shown = await page.goto('/training');
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/login?next=%2Ftraining');
      expect(await shown?.text()).not.toContain(player.email);
      const daily = await fetch(`${baseUrl()}/api/games/daily`, { headers: { authorization: `Bearer ${token}` } });
      expect(daily.status).toBe(401);
      expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain(KEPT_LOGOUT_COOKIE);
      await context.close();
    },
  );

  it('a session found ended (401 from the API) forgets them too, and the page goes to login and back', async () => {
    const { page, context } = await openPage(browser);
    await playerWithDeviceData(page);
    // The session ends elsewhere (another device's logout, staff, or its time running out).
    const token = await storedBearer(page);
    const ended = await fetch(`${baseUrl()}/api/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(ended.status).toBe(204);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Training Mode' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await expectDeviceForgot(page);
    // As the server's redirect does, the login page knows the way back to the page the player was on.
    expect(new URL(page.url()).search).toBe('?next=%2Ftraining');
    await page.getByLabel('Email').fill(player.email);
    await page.getByLabel('Password').fill(player.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('heading', { name: 'Training Mode', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/training');
    await context.close();
  });
});

describe('beta banner', () => {
  it('closes, stays hidden for 24 hours, and comes back after', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/login');
    const banner = page.getByTestId('beta-banner');
    await banner.getByText('Spelldown is in public beta.').waitFor();
    expect(await banner.getByRole('link').getAttribute('href')).toBe('/beta');
    await page.getByRole('button', { name: 'Hide the beta banner' }).click();
    await banner.waitFor({ state: 'hidden' });
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await banner.count()).toBe(0);
    // Hidden 25 hours ago: it shows again.
    await page.evaluate(() => localStorage.setItem('betaBannerHiddenAt', String(Date.now() - 25 * 3600 * 1000)));
    await page.reload();
    await banner.waitFor();
    await context.close();
  });
});

describe('not found', () => {
  it('shows Oopsy daisy with a link home and HTTP 404', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context } = await openPage(browser, viewport);
      const response = await page.goto('/no-such-page');
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { name: 'Oopsy daisy.' }).waitFor();
      await page.getByText("It seems the page you're looking for doesn't exist!").waitFor();
      expect(await page.getByRole('link', { name: 'Take me home' }).getAttribute('href')).toBe('/');
      await screenshot(page, `not-found-${viewport === PHONE ? 'phone' : 'desktop'}`);
      await context.close();
    }
  });

  it('shows a page whose data failed with the same headline, a way to try again and a link home', async () => {
    const player = await createPlayerAccount();
    const { page, context, consoleErrors } = await openPage(browser, PHONE, { serviceWorkers: 'block' });
    await loginThroughUi(page, player.email, player.password);
    let failing = true;
    await page.route('**/trpc/**', (route) =>
      failing && route.request().url().includes('games.month')
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal_error"}' })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'The Archive' }).click();
    await page.getByRole('heading', { name: 'Oopsy daisy.' }).waitFor({ timeout: 20_000 });
    await page.getByText('We could not load this page. Please try again in a moment.').waitFor();
    expect(await page.getByRole('link', { name: 'Take me home' }).getAttribute('href')).toBe('/');
    // Product §13: the failure itself is logged, once (Chromium's "Failed to load resource" lines do not count).
    expect(consoleErrors.filter((e) => e.startsWith('TRPCClientError'))).toHaveLength(1);
    await screenshot(page, 'error-phone');
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'The Archive' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Oopsy daisy.' }).count()).toBe(0);
    // An unknown page keeps the logged-in player's menu.
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: 'Oopsy daisy.' }).waitFor();
    expect(await page.getByRole('button', { name: 'Open menu' }).count()).toBe(1);
    await context.close();
  });

  it('shows the breakpoint indicator only when rh is 1', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/login');
    expect(await page.getByTestId('breakpoint-indicator').count()).toBe(0);
    await page.evaluate(() => localStorage.setItem('rh', '1'));
    await page.reload();
    await page.getByTestId('breakpoint-indicator').waitFor({ state: 'attached' });
    await context.close();
  });
});

describe('static files', () => {
  it('sends scripts and styles compressed ahead of time (brotli, then gzip), immutable, whole when asked plainly', async () => {
    const { page, context } = await openPage(browser, PHONE);
    const scripts: string[] = [];
    page.on('response', (res) => {
      if (new URL(res.url()).pathname.startsWith('/assets/')) scripts.push(new URL(res.url()).pathname);
    });
    await page.goto('/login');
    await page.waitForLoadState('networkidle');
    const entry = scripts.find((path) => /\/entry-client-[\w-]+\.js$/.test(path));
    expect(entry).toBeDefined();
    const base = baseUrl();
    const raw = async (encoding: string) => {
      const res = await fetch(`${base}${entry}`, { headers: { 'accept-encoding': encoding } });
      return {
        encoding: res.headers.get('content-encoding'),
        cache: res.headers.get('cache-control'),
        vary: res.headers.get('vary'),
        length: Number(res.headers.get('content-length')),
        text: await res.text(),
      };
    };
    const brotli = await raw('br, gzip');
    const gzip = await raw('gzip');
    const plain = await raw('identity');
    expect(brotli.encoding).toBe('br');
    expect(gzip.encoding).toBe('gzip');
    expect(plain.encoding).toBeNull();
    expect(brotli.cache).toContain('immutable');
    expect(brotli.vary?.toLowerCase()).toContain('accept-encoding');
    expect(brotli.length).toBeLessThan(gzip.length);
    expect(gzip.length).toBeLessThan(plain.length / 2);
    // Node's fetch decodes br and gzip: every variant is the same script.
    expect(brotli.text).toBe(plain.text);
    expect(gzip.text).toBe(plain.text);
    await context.close();
  });
});
