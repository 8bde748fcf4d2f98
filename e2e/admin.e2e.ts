import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN } from './global-setup';

import {
  createPlayerAccount,
  runCli,
  DESKTOP,
  launchBrowser,
  loginThroughUi,
  openPage,
  PHONE,
  screenshot,
  storedBearer,
} from './support/browser';
import { apiToken } from './support/games';

let browser: Browser;
let admin: Page;
let player: { email: string; password: string };

beforeAll(async () => {
  browser = await launchBrowser();
  player = await createPlayerAccount();
  admin = (await openPage(browser, DESKTOP)).page;
  await loginThroughUi(admin, E2E_ADMIN.email, E2E_ADMIN.password);
});
afterAll(() => browser?.close());

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

describe('who may enter', () => {
  it('answers 401 with the log-in page to a visitor without a session', async () => {
    const { page, context } = await openPage(browser, PHONE);
    for (const path of ['/admin', '/admin/accounts', '/admin/words/new']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(401);
      // Product §2: every error page has the headline 'Oopsy daisy.' and a link home; this one also the way in.
      await page.getByRole('heading', { name: 'Oopsy daisy.' }).waitFor();
      await page.getByText('You need to be logged in to see this page.').waitFor();
      expect(await page.getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe('/login');
      expect(await page.getByRole('link', { name: 'Take me home' }).getAttribute('href')).toBe('/');
      expect(await page.title()).toBe('Please log in · Spelldown');
    }
    await screenshot(page, 'admin-401-phone');
    await context.close();
  });

  it('answers 403 to a player, who never downloads the admin bundle', async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await loginThroughUi(page, player.email, player.password);
    const res = await page.goto('/admin/sessions');
    expect(res?.status()).toBe(403);
    await page.getByRole('heading', { name: 'Oopsy daisy.' }).waitFor();
    await page.getByText("Your account doesn't have access to this page.").waitFor();
    expect(await page.title()).toBe('Staff only · Spelldown');
    expect(scripts.filter((url) => /admin/i.test(url))).toEqual([]);
    await screenshot(page, 'admin-403-desktop');
    await context.close();
  });
});

describe('the staff area, as an admin', () => {
  it('shows the shell with its five sections, wider than player pages', async () => {
    const res = await admin.goto('/admin');
    expect(res?.status()).toBe(200);
    const nav = admin.getByRole('navigation', { name: 'Staff sections' });
    for (const name of ['Accounts', 'Games', 'Sessions', 'Wait Listers', 'Words']) {
      await nav.getByRole('link', { name, exact: true }).waitFor();
    }
    const width = await admin.locator('.app-main').evaluate((main) => main.getBoundingClientRect().width);
    expect(width).toBeGreaterThan(1100);
    await screenshot(admin, 'admin-home-desktop');
  });

  it('creates an account: the password rule, a taken e-mail, then success back on the list', async () => {
    await admin.goto('/admin/accounts');
    await admin.getByRole('columnheader', { name: 'Created At' }).waitFor();
    await screenshot(admin, 'admin-accounts-desktop');
    await admin.getByRole('link', { name: 'New', exact: true }).click();
    await admin.waitForURL('**/admin/accounts/new');
    const email = `made-by-admin-${Date.now()}@spelldown.test`;
    await admin.getByLabel('Email Address').fill(email);
    await admin.getByLabel('Password').fill('short');
    await admin.getByRole('button', { name: 'Submit' }).click();
    await admin
      .getByRole('alert')
      .getByText(/must be 8 characters long/)
      .waitFor();

    await admin.getByLabel('Email Address').fill(player.email);
    const password = admin.getByLabel('Password');
    await password.fill('Spelling1');
    await password.press('Enter');
    await admin.getByRole('alert').getByText('An account with this e-mail address already exists.').waitFor();
    // The form's fields were disabled while it was sent: the focus is back in the field Enter was pressed in.
    await expect.poll(() => password.evaluate((field) => field === document.activeElement)).toBe(true);
    await screenshot(admin, 'admin-account-new-desktop');

    await admin.getByLabel('Email Address').fill(email);
    await admin.getByRole('button', { name: 'Submit' }).click();
    await admin.waitForURL((url) => url.pathname === '/admin/accounts');
    await admin.getByText(`Account ${email} created.`).waitFor();

    // A reload keeps the history entry's note; the server does not see it, and hydration must not trip on it.
    const errors: string[] = [];
    const onConsole = (message: ConsoleMessage) => void (message.type() === 'error' && errors.push(message.text()));
    const onPageError = (error: Error) => void errors.push(error.message); // React reports a mismatch so
    admin.on('console', onConsole);
    admin.on('pageerror', onPageError);
    await admin.reload();
    await admin.getByText(`Account ${email} created.`).waitFor();
    admin.off('console', onConsole);
    admin.off('pageerror', onPageError);
    expect(errors.filter((e) => /#418|#425|hydrat/i.test(e))).toEqual([]);
  });

  it('pages through games and opens one: date heading, its six words, each linking to its word', async () => {
    await admin.goto('/admin/games');
    await admin.getByRole('columnheader', { name: 'Word Count' }).waitFor();
    await screenshot(admin, 'admin-games-desktop');
    await admin.getByRole('row').nth(1).getByRole('link').click();
    await admin.waitForURL(/\/admin\/games\/[0-9a-f-]{36}$/);
    await admin.getByRole('columnheader', { name: 'Canonical Spelling' }).waitFor();
    expect(await admin.getByRole('heading', { level: 1 }).textContent()).toMatch(/\d{4}$/);
    expect(await admin.getByRole('row').count()).toBe(7);
    await screenshot(admin, 'admin-game-desktop');
    await admin.getByRole('row').nth(1).getByRole('link').click();
    await admin.waitForURL(/\/admin\/words\/[0-9a-f-]{36}$/);
    await admin.getByText(/^Word Number \d+$/).waitFor();
    const missing = await admin.goto('/admin/games/00000000-0000-4000-8000-000000000000');
    expect(missing?.status()).toBe(404);
    await admin.getByRole('heading', { name: 'Oopsy daisy.' }).waitFor();
    // In the staff area's frame, as an unknown staff path's page is, from the server's HTML on.
    expect(await admin.getByRole('navigation', { name: 'Staff sections' }).count()).toBe(1);
    expect(await missing?.text()).toContain('aria-label="Staff sections"');
  });

  it('ends a session after a confirmation: that browser is logged out', async () => {
    const other = await openPage(browser, PHONE);
    await loginThroughUi(other.page, player.email, player.password);
    await admin.goto('/admin/sessions');
    const row = rowOf(admin, player.email).first();
    await row.waitFor();
    expect(await admin.locator('body').textContent()).not.toContain((await storedBearer(other.page))!);
    await screenshot(admin, 'admin-sessions-desktop');
    const sessionsBefore = await rowOf(admin, player.email).count();
    await row.getByRole('button', { name: 'End session' }).click();
    await row.getByRole('button', { name: 'End it' }).click();
    await admin.getByText(/Session .+ ended/).waitFor();
    await expect.poll(() => rowOf(admin, player.email).count()).toBe(sessionsBefore - 1);
    // The newest session of that player was the phone's: it no longer opens a page.
    await other.page.goto('/daily');
    expect(new URL(other.page.url()).pathname).toBe('/login');
    await other.context.close();
  });

  it("marks the asker's own session, and ending it logs that browser out (the other stays in)", async () => {
    const mine = await openPage(browser, PHONE);
    await loginThroughUi(mine.page, E2E_ADMIN.email, E2E_ADMIN.password);
    await mine.page.goto('/admin/sessions');
    const ownRows = rowOf(mine.page, E2E_ADMIN.email);
    await ownRows.first().waitFor();
    // The desktop page's session is the same account's too: only this browser's row is 'This browser'.
    expect(await ownRows.count()).toBeGreaterThanOrEqual(2);
    const current = ownRows.filter({ hasText: 'This browser' });
    expect(await current.count()).toBe(1);
    expect(await ownRows.filter({ hasText: 'Your account' }).count()).toBe((await ownRows.count()) - 1);
    await screenshot(mine.page, 'admin-sessions-phone');

    await current.getByRole('button', { name: 'End session' }).click();
    await current.getByText('End your own session? You will be logged out.').waitFor();
    await current.getByRole('button', { name: 'End it' }).click();
    await mine.page.waitForURL(/\/login$/);
    expect(await mine.page.evaluate(() => localStorage.getItem('session'))).toBeNull();
    expect((await mine.page.goto('/admin/sessions'))?.status()).toBe(401);
    await mine.context.close();
    // The desktop browser, the same account's other session, is still in.
    expect((await admin.goto('/admin/sessions'))?.status()).toBe(200);
    await rowOf(admin, E2E_ADMIN.email).filter({ hasText: 'This browser' }).waitFor();
  });

  it('invites a wait-lister, and again with a new code', async () => {
    const email = `wl-${Date.now()}@spelldown.test`;
    const joined = await admin.request.post('/api/waiting-list', { data: { email } });
    expect(joined.status()).toBe(200);
    await admin.goto('/admin/wait-listers');
    const row = rowOf(admin, email);
    await row.getByText('waiting', { exact: true }).waitFor();
    await screenshot(admin, 'admin-wait-listers-desktop');
    // Sent from the keyboard: the button is disabled while the invitation goes, then has the focus again.
    await row.getByRole('button', { name: `Invite ${email}` }).press('Enter');
    await admin.getByText(`Invitation sent to ${email}.`).waitFor();
    await row.getByText('invited', { exact: true }).waitFor();
    const inviteAgain = row.getByRole('button', { name: `Invite again: ${email}` });
    await expect.poll(() => inviteAgain.evaluate((button) => button === document.activeElement)).toBe(true);
    // A code lasts 14 days: an invited wait-lister can be sent a new one.
    await inviteAgain.click();
    await admin.getByText(`Invitation sent to ${email}.`).waitFor();
    // Two e-mails, each with a code of its own.
    const links = async () =>
      (await runCli('mail:outbox', { limit: '50' }))
        .map((line) => line.split('\t'))
        .filter((fields) => fields[1] === email)
        .map((fields) => fields[3]);
    await expect.poll(async () => (await links()).length).toBe(2);
    expect(new Set(await links()).size).toBe(2);
  });

  it('keeps the lists usable on a phone: long e-mails wrap, every section tab in sight', async () => {
    // Sorted by e-mail, this one comes first; its session is the newest.
    const longEmail = `aaa.someone.with.a.rather.long.address.${Date.now()}@example-domain.com`;
    const password = 'Long-email-pass-1';
    await runCli('accounts:create', { email: longEmail, password });
    await apiToken(longEmail, password);
    const { page, context } = await openPage(browser, PHONE);
    await loginThroughUi(page, E2E_ADMIN.email, E2E_ADMIN.password);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    for (const path of ['/admin/accounts', '/admin/sessions']) {
      await page.goto(path);
      await page.getByText(longEmail).first().waitFor();
      expect(await overflow(), path).toBeLessThanOrEqual(0);
      const tabs = await page
        .getByRole('navigation', { name: 'Staff sections' })
        .getByRole('link')
        .evaluateAll((links) =>
          links.map((l) => l.getBoundingClientRect()).map((r) => ({ left: r.left, right: r.right })),
        );
      expect(tabs.length, path).toBeGreaterThanOrEqual(5);
      for (const { left, right } of tabs)
        expect(left >= 0 && right <= PHONE.width, `${path}: ${left}–${right}`).toBe(true);
      await screenshot(page, `${path.slice(1).replace('/', '-')}-phone`);
    }
    await context.close();
  });
});
