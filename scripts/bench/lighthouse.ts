import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as medianRun from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumPath } from '../../e2e/support/chromium';
import { SESSION_COOKIE, STORAGE_KEYS } from '../../src/shared/constants';
import { startScriptlessCopy } from './scriptless-copy';
import { round } from './stats';

export interface LighthouseFigures {
  page: string;
  /** The page as the server rendered it with its scripts taken out (scriptless-copy.ts): the browser's floor. */
  withoutScript?: true;
  runs: number;
  /** 0..100, the median run's, as every figure below but `tbtRunsMs` is (see runLighthouse). */
  performance: number;
  lcpMs: number;
  tbtMs: number;
  /** Total blocking time of every run, in the order they ran. */
  tbtRunsMs: number[];
  cls: number;
  fcpMs: number;
  /** Bytes the page transferred, and the JS part of it. */
  transferBytes: number;
  scriptBytes: number;
  /** The element Lighthouse took as the largest paint, and the phases of its time (ms). */
  lcpElement: string;
  lcpPhases: Record<string, number>;
  /**
   * Lighthouse's measure of the host's CPU (its `benchmarkIndex`, the median run's), to read against
   * LIGHTHOUSE_MIN_HOST_INDEX.
   */
  benchmarkIndex: number;
}

interface LcpDetails {
  items?: { items?: { node?: { snippet?: string; nodeLabel?: string }; phase?: string; timing?: number }[] }[];
}

/** A session as the login answer gives it (stored by the browser app) and its token (the cookie). */
export interface LighthouseLogin {
  token: string;
  session: { id: string; account: { id: string; email: string; roles: string[] }; createdAt: string };
}

export const LIGHTHOUSE_BUDGET = { performance: 95, lcpMs: 1200, tbtMs: 50, cls: 0 } as const;
/** The slowest host (`benchmarkIndex`) Lighthouse's 4× CPU slow-down is meant for; below it, TBT is inflated. */
export const LIGHTHOUSE_MIN_HOST_INDEX = 1000;

/** A page to audit: a logged-in page with `login`; with `withoutScript`, its copy with no script in it. */
export interface LighthousePage {
  path: string;
  login?: LighthouseLogin;
  withoutScript?: true;
}

/**
 * Lighthouse's default (mobile) settings: a Moto G Power-sized screen, 4× CPU slow-down and simulated
 * slow 4G; each run is a first visit (empty cache). Each page runs `runs` times; the median run is kept,
 * chosen as Lighthouse's own tools choose it (`computeMedianRun`: closest to the median FCP and TTI).
 * One run of the first page comes before them and is not kept: the first audit in a fresh browser
 * blocks its main thread far longer (312 ms of TBT, then 88 and 32, in one run of `/login`), a cost of
 * the browser's start, not of the page.
 */
export async function runLighthouse(
  baseUrl: string,
  pages: LighthousePage[],
  runs: number,
): Promise<LighthouseFigures[]> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'spelldown-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROMIUM_FLAGS,
    userDataDir,
    logLevel: 'silent',
  });
  try {
    const first = pages[0];
    if (first) await auditOnce(chrome.port, baseUrl, first);
    const figures: LighthouseFigures[] = [];
    for (const page of pages) {
      const copy = page.withoutScript ? await startScriptlessCopy(baseUrl, page.path, page.login?.token) : undefined;
      try {
        const lhrs: Lhr[] = [];
        for (let i = 0; i < runs; i += 1) {
          lhrs.push(await auditOnce(chrome.port, copy?.url ?? baseUrl, copy ? { path: page.path } : page));
        }
        figures.push({
          page: page.path,
          ...(page.withoutScript && { withoutScript: true }),
          runs,
          ...figuresOf(computeMedianRun(lhrs)),
          tbtRunsMs: lhrs.map((lhr) => Math.round(auditValue(lhr, 'total-blocking-time'))),
        });
      } finally {
        await copy?.close();
      }
    }
    return figures;
  } finally {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

type Lhr = Awaited<ReturnType<typeof auditOnce>>;

/** Lighthouse's own choice of the median run; its declared type names a namespace the package does not export. */
const { computeMedianRun } = medianRun as unknown as { computeMedianRun: (runs: Lhr[]) => Lhr };

/** An audit's measured value, NaN when the run has none. */
const auditValue = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

/** What the bench keeps of one run. */
function figuresOf(lhr: Lhr): Omit<LighthouseFigures, 'page' | 'withoutScript' | 'runs' | 'tbtRunsMs'> {
  const audit = (id: string) => auditValue(lhr, id);
  const items = (
    lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: round(audit('cumulative-layout-shift'), 3),
    fcpMs: Math.round(audit('first-contentful-paint')),
    transferBytes: items?.find((item) => item.resourceType === 'total')?.transferSize ?? 0,
    scriptBytes: items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
    ...lcpDetails(lhr.audits['largest-contentful-paint-element']?.details as LcpDetails | undefined),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/**
 * One Lighthouse run of a page from a first visit's state. Chromium in a loaded machine now and then
 * loses the trace (NO_NAVSTART, NO_FCP): such a run is tried again, up to 3 times.
 */
async function auditOnce(port: number, baseUrl: string, page: { path: string; login?: LighthouseLogin }) {
  for (let attempt = 1; ; attempt += 1) {
    await prepareBrowser(port, baseUrl, page.login);
    const result = await lighthouse(baseUrl + page.path, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // prepareBrowser did the reset; Lighthouse's own would also wipe the stored session.
      disableStorageReset: true,
    });
    const error = !result
      ? 'no result'
      : result.lhr.runtimeError
        ? result.lhr.runtimeError.message
        : result.lhr.finalDisplayedUrl !== baseUrl + page.path
          ? `redirected to ${result.lhr.finalDisplayedUrl}`
          : undefined;
    if (!error) return result!.lhr;
    if (attempt === 3 || error.startsWith('redirected')) throw new Error(`Lighthouse on ${page.path}: ${error}`);
  }
}

function lcpDetails(details: LcpDetails | undefined) {
  const [element, phases] = details?.items ?? [];
  const node = element?.items?.[0]?.node;
  return {
    lcpElement: (node?.snippet ?? node?.nodeLabel ?? '').slice(0, 160),
    lcpPhases: Object.fromEntries((phases?.items ?? []).map((p) => [p.phase ?? '?', Math.round(p.timing ?? 0)])),
  };
}

/**
 * A first visit's state, set over the DevTools port: no HTTP cache, no storage, no service worker;
 * then, for a logged-in page, what login leaves (the HttpOnly cookie the server renders with and the
 * stored session the browser app calls the API with).
 */
async function prepareBrowser(port: number, baseUrl: string, login: LighthouseLogin | undefined): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0]!;
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin: baseUrl, storageTypes: 'all' });
    await context.clearCookies();
    if (login) {
      await context.addCookies([{ name: SESSION_COOKIE, value: login.token, url: baseUrl }]);
      // A same-origin page that is not the app (no service worker, no script) to write localStorage.
      await page.goto(`${baseUrl}/healthz`);
      await page.evaluate(
        ([key, value]) => window.localStorage.setItem(key!, value!),
        [STORAGE_KEYS.session, JSON.stringify(login.session)],
      );
    }
    await page.close();
  } finally {
    await browser.close();
  }
}
