import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp } from '../scripts/lib/app-process.mjs';
import { E2E_ADMIN } from './global-setup';
import { DESKTOP, launchBrowser, waitForHydration } from './support/browser';

/**
 * `FEATURES=''` turns every flag off: a second app, started as the suite's is but with that setting,
 * shows none of the flags' links, and a browser's local-storage flag '1' brings its own back.
 */
let app: Awaited<ReturnType<typeof startApp>> | undefined;
let appUrl: string;
let dataDir: string;
let browser: Browser;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'spelldown-e2e-flags-'));
  app = await startApp({
    name: 'app with FEATURES empty',
    env: {
      DATA_DIR: dataDir,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      RATE_LIMIT_PER_MINUTE: '1000',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      FEATURES: '',
    },
    timeoutMs: 90_000,
  });
  appUrl = app.url;
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

/** A page of the FEATURES='' app; `flags` are set in its local storage before any of its pages runs. */
async function openFlagsPage(flags: string[] = []): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: appUrl, viewport: DESKTOP, locale: 'en-US' });
  await context.addInitScript((names: string[]) => {
    for (const name of names) localStorage.setItem(name, '1');
  }, flags);
  return { context, page: await context.newPage() };
}

async function logIn(page: Page): Promise<void> {
  await page.goto('/login');
  await waitForHydration(page, 'form button[type=submit]');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await waitForHydration(page, '#main');
}

async function drawerLinks(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  await drawer.getByRole('link', { name: "Today's Spelling Bee" }).waitFor();
  return drawer.getByRole('link').allTextContents();
}

describe("with FEATURES=''", () => {
  it('the login page has no "I forgot my password" link, from the server or after hydration', async () => {
    const html = await (await fetch(`${appUrl}/login`)).text();
    expect(html).toContain('Sign up');
    expect(html).not.toContain('I forgot my password');
    const { context, page } = await openFlagsPage();
    await page.goto('/login');
    await waitForHydration(page, 'form button[type=submit]');
    expect(await page.getByRole('link', { name: 'I forgot my password' }).count()).toBe(0);
    // The page itself stays: only the link to it is gone.
    await page.goto('/forgot-password');
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await context.close();
  });

  it('the drawer has no archive or change-password link', async () => {
    const { context, page } = await openFlagsPage();
    await logIn(page);
    const links = await drawerLinks(page);
    expect(links).toContain('Training Mode');
    expect(links).toContain('Admin');
    expect(links).not.toContain('The Archive');
    expect(links).not.toContain('Change Password');
    await context.close();
  });

  it("a local-storage flag '1' brings its own link back, and only that one", async () => {
    const { context, page } = await openFlagsPage(['archive', 'forgotPassword']);
    await page.goto('/login');
    await page.getByRole('link', { name: 'I forgot my password' }).waitFor();
    await logIn(page);
    const links = await drawerLinks(page);
    expect(links).toContain('The Archive');
    expect(links).not.toContain('Change Password');
    await context.close();
  });
});
