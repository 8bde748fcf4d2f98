/**
 * README screenshots of the main screens, on a phone (390 px) and a desktop (1280 px), light and dark:
 *
 *   node --import tsx scripts/screenshots.ts <app-url> <email> <password> \
 *     [--admin-email E --admin-password P] [--out docs/screenshots/readme]
 *
 * Saves login, daily-intro, daily-word, daily-result, archive and training as
 * `<screen>-<phone|desktop>-<light|dark>.png`. The account is a player who has not played today's
 * game: the script takes the intro and a word in play, then plays the game once (through the page,
 * with one miss) and takes the result. With staff credentials it looks the spellings up, so the
 * shots show real letters, and it answers a few training words and two past games of this month
 * first, so the training history and the archive are not empty.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'admin-email': { type: 'string' },
    'admin-password': { type: 'string' },
    out: { type: 'string', default: 'docs/screenshots/readme' },
  },
});
const [appUrl, email, password] = positionals;
if (!appUrl || !email || !password) {
  process.stderr.write(
    'usage: node --import tsx scripts/screenshots.ts <app-url> <email> <password> [--admin-email E --admin-password P] [--out DIR]\n',
  );
  process.exit(2);
}
const base = appUrl.replace(/\/+$/, '');
const outDir = values.out;

const DEVICES = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
type Device = keyof typeof DEVICES;
type Scheme = 'light' | 'dark';
const COMBOS: { device: Device; scheme: Scheme }[] = [
  { device: 'phone', scheme: 'light' },
  { device: 'phone', scheme: 'dark' },
  { device: 'desktop', scheme: 'light' },
  { device: 'desktop', scheme: 'dark' },
];

// ---------- The API, for set-up only (the screens themselves are opened as a person would) ----------

async function api<T>(method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

const login = async (who: string, secret: string) =>
  (await api<{ id: string }>('POST', '/api/login', undefined, { email: who, password: secret })).id;

interface Game {
  id: string;
  date: string;
  hasSubmission?: boolean;
  submission?: unknown;
}

/** The canonical spellings of a game's words (staff view), or [] without staff credentials. */
async function spellingsOf(staff: string | null, gameId: string): Promise<string[]> {
  if (!staff) return [];
  const game = await api<{ words: { canonical: string }[] }>('GET', `/api/admin/games/${gameId}`, staff);
  return game.words.map((w) => w.canonical);
}

/** A few answers in training (two right, one wrong), so its history has something to show. */
async function seedTraining(player: string, staff: string) {
  for (const right of [true, false, true]) {
    const word = await api<{ id: string } | null>('GET', '/api/training/words', player);
    if (!word) return;
    const admin = await api<{ canonical: { text: string } }>('GET', `/api/admin/words/${word.id}`, staff);
    const spelling = admin.canonical.text;
    const guess = right ? spelling : `${spelling.slice(0, -2)}${spelling.slice(-1)}`;
    await api('POST', `/api/training/words/${word.id}/guesses`, player, { guess });
  }
}

/** Answers the first two past games of this month (one perfect, one with a miss), for the archive. */
async function seedArchive(player: string, staff: string, today: Game) {
  const month = await api<{ games: Game[] }>('GET', `/api/games/${today.date.slice(0, 6)}`, player);
  const past = month.games.filter((g) => g.id !== today.id && !g.hasSubmission).slice(0, 2);
  for (const [index, game] of past.entries()) {
    const words = await spellingsOf(staff, game.id);
    const guesses = words.map((w, i) => (index === 1 && i === 2 ? `${w}e` : w));
    await api('POST', `/api/games/${game.id}/submissions`, player, { guesses });
  }
}

// ---------- The browser ----------

async function open(
  browser: Browser,
  device: Device,
  scheme: Scheme,
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: base,
    viewport: DEVICES[device],
    colorScheme: scheme,
    locale: 'en-US',
    reducedMotion: 'reduce',
    storageState,
  });
  return { context, page: await context.newPage() };
}

/** Opens a path and waits until it is interactive and its data has arrived. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => {
    const main = document.querySelector('#main');
    return !!main && Object.keys(main).some((key) => key.startsWith('__reactProps$'));
  });
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('main .page-spinner'), undefined, { timeout: 20_000 });
}

async function shot(page: Page, screen: string, device: Device, scheme: Scheme) {
  // Nothing focused or selected, and the caret steady: the same picture every run.
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur?.();
    getSelection()?.removeAllRanges();
  });
  await page.addStyleTag({ content: '.guess-caret { animation: none !important; }' });
  await page.mouse.move(0, DEVICES[device].height - 1); // no hover left over from a click
  const file = join(outDir, `${screen}-${device}-${scheme}.png`);
  await page.screenshot({ path: file });
  process.stdout.write(`saved ${file}\n`);
}

async function startWord(page: Page, letters: string) {
  await page.locator('.game-play-button').click();
  await page.locator('#game-progress').waitFor();
  await page.keyboard.type(letters);
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const player = await login(email!, password!);
  const staff =
    values['admin-email'] && values['admin-password']
      ? await login(values['admin-email'], values['admin-password'])
      : null;
  const today = await api<Game>('GET', '/api/games/daily', player);
  if (today.submission) throw new Error('This account has already played today: use a player who has not.');
  const words = await spellingsOf(staff, today.id);
  if (staff) {
    await seedTraining(player, staff);
    await seedArchive(player, staff, today);
  }

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--mute-audio', '--hide-scrollbars'],
  });
  try {
    // One login through the form; every other context starts with its cookies and storage.
    const first = await open(browser, 'desktop', 'light');
    await first.page.goto('/login');
    await first.page.waitForFunction(() => {
      const button = document.querySelector('form button[type=submit]');
      return !!button && Object.keys(button).some((key) => key.startsWith('__reactProps$'));
    });
    await first.page.getByLabel('Email').fill(email!);
    await first.page.getByLabel('Password').fill(password!);
    await first.page.getByRole('button', { name: 'Login' }).click();
    await first.page.waitForURL((url) => url.pathname === '/');
    const state = await first.context.storageState();
    await first.context.close();

    const firstWord = words[0] ?? 'spelling';
    for (const { device, scheme } of COMBOS) {
      const guest = await open(browser, device, scheme);
      await visit(guest.page, '/login');
      await shot(guest.page, 'login', device, scheme);
      await guest.context.close();

      const { context, page } = await open(browser, device, scheme, state);
      await visit(page, '/');
      await page.locator('.game-play-button').waitFor();
      await shot(page, 'daily-intro', device, scheme);
      await startWord(page, firstWord.slice(0, Math.max(3, Math.ceil(firstWord.length * 0.6))));
      await shot(page, 'daily-word', device, scheme);
      await visit(page, '/archive');
      await shot(page, 'archive', device, scheme);
      await visit(page, '/training');
      await page.locator('.training-play[data-phase="typing"]').waitFor();
      await shot(page, 'training', device, scheme);
      await context.close();
    }

    // The game, played once through the page: the fourth word misspelt.
    const played = await open(browser, 'desktop', 'light', state);
    await visit(played.page, '/');
    await played.page.locator('.game-play-button').click();
    const total = await played.page.locator('.game-dots li').count();
    for (let i = 0; i < total; i += 1) {
      await played.page
        .locator('#game-progress')
        .filter({ hasText: new RegExp(`^Word ${i + 1} of`) })
        .waitFor();
      const word = words[i] ?? 'spelling';
      await played.page.keyboard.type(i === 3 ? `${word.slice(0, -1)}${word.slice(-1).repeat(2)}` : word);
      await played.page.keyboard.press('Enter');
    }
    await played.page.locator('[data-testid="game-score"]').waitFor({ timeout: 30_000 });
    await played.context.close();

    for (const { device, scheme } of COMBOS) {
      const { context, page } = await open(browser, device, scheme, state);
      await visit(page, '/');
      await page.locator('[data-testid="game-score"]').waitFor();
      await shot(page, 'daily-result', device, scheme);
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
