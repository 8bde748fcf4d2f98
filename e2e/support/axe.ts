import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, default as Axe } from 'axe-core';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's violations on the page as it is now, with every rule axe runs by default. axe is loaded
 * into a document once and reused for its later audits (a panel opened, a word in play): parsing its
 * 550 KB costs more than most audits. Only violations are collected, so axe does not build selectors
 * for every element that passed. (@axe-core/playwright loaded axe twice per audit: ~700 ms against
 * ~300 ms here, on 130 audits a run.) The app has no frames, so the top document is the whole page.
 */
export async function axeViolations(page: Page): Promise<AxeResults['violations']> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof Axe };
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations;
  });
}
