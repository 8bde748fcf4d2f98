import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page, type Response } from 'playwright-core';
import { runThroughServer } from '../../src/server/cli/cli-socket';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium';
import { rememberSecret } from './secrets';

/** Audio plays without a click, so the tests can hear a word the page plays by itself. */
const E2E_FLAGS = [...CHROMIUM_FLAGS, '--autoplay-policy=no-user-gesture-required'];

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

export function baseUrl(): string {
  return inject('baseUrl');
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: E2E_FLAGS,
  });
}

/**
 * A fresh context (own cookies and storage) at a viewport; console errors are collected. Its `goto` and
 * `reload` resolve once an app page is hydrated (the scripts load after the first paint, and a click
 * before they run does nothing), unless `hydrated: false` (to act on the page before that).
 */
export async function openPage(
  browser: Browser,
  viewport = DESKTOP,
  options: {
    locale?: string;
    colorScheme?: 'light' | 'dark';
    hydrated?: boolean;
    /** 'block' keeps the page's requests visible to `page.route` (a service worker's are not). */
    serviceWorkers?: 'allow' | 'block';
  } = {},
): Promise<{ context: BrowserContext; page: Page; consoleErrors: string[] }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport,
    locale: options.locale ?? 'en-US',
    colorScheme: options.colorScheme ?? 'light',
    serviceWorkers: options.serviceWorkers ?? 'allow',
  });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  if (options.hydrated ?? true) waitForHydrationOnNavigation(page);
  return { context, page, consoleErrors };
}

function waitForHydrationOnNavigation(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const settle = async (response: Response | null) => {
    if (response?.headers()['content-type']?.startsWith('text/html')) await waitForHydration(page, '#main');
    return response;
  };
  page.goto = async (url, gotoOptions) => settle(await goto(url, gotoOptions));
  page.reload = async (reloadOptions) => settle(await reload(reloadOptions));
}

/** Runs an operator command inside the running app (the way `npm run cli` does with PGlite). */
export async function runCli(command: string, options: Record<string, string | boolean>): Promise<string[]> {
  const lines: string[] = [];
  const ran = await runThroughServer(inject('dataDir'), command, options, {
    line: (text) => lines.push(text),
    progress: () => undefined,
  });
  if (!ran) throw new Error('The app did not lend its database to the CLI');
  if (typeof options.password === 'string') rememberSecret(options.password);
  // Printed codes (invitations) are secrets too.
  if (command.startsWith('invites:')) lines.forEach((line) => rememberSecret(line.trim()));
  return lines;
}

let counter = 0;

/** A new player account (through the operator CLI), unique per call. */
export async function createPlayerAccount(options: { admin?: boolean } = {}) {
  counter += 1;
  const email = `player-${process.pid}-${counter}-${Date.now()}@spelldown.test`;
  const password = 'Spelling1';
  await runCli('accounts:create', { email, password, ...(options.admin ? { admin: true } : {}) });
  return { email, password };
}

/** Resolves once React has hydrated the element `selector` names (it then carries React's props). */
export async function waitForHydration(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return !!element && Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  }, selector);
}

/**
 * Logs in through the login form, as a person would, once the form is interactive (before hydration
 * the Login button is disabled, and typed values could be lost).
 */
export async function loginThroughUi(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await waitForHydration(page, 'form button[type=submit]');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  // Wait for the navigation to begin, not for the next page to load fully (slow on a busy machine).
  await page.waitForURL((url) => url.pathname === '/', { waitUntil: 'commit' });
  rememberSecret(password);
  rememberSecret(await storedBearer(page));
}

/** The bearer the app keeps on the device (the stored session's id), or undefined when logged out. */
export async function storedBearer(page: Page): Promise<string | undefined> {
  const stored = await page.evaluate(() => localStorage.getItem('session'));
  return (JSON.parse(stored ?? '{}') as { id?: string }).id;
}

/**
 * Saves a screenshot under docs/screenshots when SCREENSHOTS=1 (for the README and reviews), with the
 * panels' slide-in and other finite animations run to their end.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS !== '1') return;
  await page.screenshot({ path: `docs/screenshots/${name}.png`, fullPage: false, animations: 'disabled' });
}

/** A module's chunk in the built client, as Vite's manifest names it: its file and the chunks it imports. */
export function builtChunk(module: string): { file: string; imports: string[] } {
  type Chunk = { file: string; imports?: string[] };
  const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<string, Chunk>;
  const chunk = manifest[module];
  if (!chunk) throw new Error(`${module} has no chunk of its own in the build: the page that needs it downloads it`);
  return { file: chunk.file, imports: (chunk.imports ?? []).map((key) => manifest[key]!.file) };
}
