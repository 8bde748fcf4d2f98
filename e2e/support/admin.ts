import type { Page } from 'playwright-core';
import { rememberSecret } from './secrets';

/** Resolves once React has hydrated the element `selector` names (it then carries React's props). */
export async function waitForHydration(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return !!element && Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  }, selector);
}

/**
 * Logs in through the form once it is interactive. On a busy machine a Login click before hydration
 * submits the bare HTML form (a GET that puts the password in the URL) and loginThroughUi times out.
 */
export async function logInWhenReady(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await waitForHydration(page, 'form button[type=submit]');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  rememberSecret(password);
  const stored = await page.evaluate(() => localStorage.getItem('session'));
  rememberSecret((JSON.parse(stored ?? '{}') as { id?: string }).id);
}
