import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPlayerAccount,
  DESKTOP,
  launchBrowser,
  openPage,
  PHONE,
  runCli,
  screenshot,
  waitForHydration,
} from './support/browser';
import { rememberSecret } from './support/secrets';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const uniqueEmail = (what: string) => `${what}-${process.pid}-${Date.now()}@spelldown.test`;

/** The link of the newest outbox e-mail to this address (the mail goes out just after the answer). */
async function mailedLink(email: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const line = (await runCli('mail:outbox', { limit: '20' })).find((l) => l.split('\t')[1] === email);
    if (line) return line.split('\t')[3]!;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No e-mail to ${email} in the outbox`);
}

/** Logs in through the form once the page has hydrated (a click before that would submit natively). */
async function logInWorks(page: Page, email: string, password: string) {
  rememberSecret(password);
  if (new URL(page.url()).pathname !== '/login') await page.goto('/login');
  // A client-side navigation shows the previous page until the next one's code has loaded: wait for this one.
  await page.getByRole('button', { name: 'Login' }).waitFor();
  await waitForHydration(page, 'form button[type=submit]');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

describe('sign-up', () => {
  it('signs up with a prefilled, read-only code, then logs in; a second use of the code is listed as an error', async () => {
    const [code] = await runCli('invites:create', {});
    const email = uniqueEmail('joiner');
    const { page, context, consoleErrors } = await openPage(browser, PHONE);
    await page.goto(`/join/${code}`);
    const codeField = page.getByLabel('Invitation code');
    expect(await codeField.inputValue()).toBe(code);
    expect(await codeField.getAttribute('readonly')).not.toBeNull();
    await page.getByLabel('Email').fill(email.toUpperCase());
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await page.getByLabel('Password').fill('Spelling1');
    await screenshot(page, 'join-phone');
    const submit = page.getByRole('button', { name: 'Create account' });
    await submit.click();
    // The form is disabled while busy.
    await page.getByRole('button', { name: 'Creating your account…' }).waitFor();
    expect(await page.getByLabel('Email').isDisabled()).toBe(true);
    await page.getByText("Your account has been created and you're ready to log in.").waitFor();
    await screenshot(page, 'join-success-phone');
    await page.getByRole('link', { name: 'Go to login' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await logInWorks(page, email, 'Spelling1');
    expect(consoleErrors.filter((e) => /hydrat/i.test(e))).toEqual([]);
    await context.close();

    const second = await openPage(browser, DESKTOP);
    await second.page.goto('/join');
    await second.page.getByLabel('Email').fill(uniqueEmail('late'));
    await second.page.getByLabel('Password').fill('weak');
    await second.page.getByLabel('Invitation code').fill(code!);
    await second.page.getByRole('button', { name: 'Create account' }).click();
    // The form's own check first (e2e/forms.e2e.ts), under the field; then what only the server knows, listed.
    await second.page
      .locator('.field-error')
      .getByText(/Your password is not valid\. It must be 8 characters long/)
      .waitFor();
    await second.page.getByLabel('Password').fill('Spelling1');
    await second.page.getByRole('button', { name: 'Create account' }).click();
    const errors = second.page.getByRole('alert');
    await errors.getByText("Oops! That didin't work:").waitFor();
    await errors.getByText('This invitation code has already been used.').waitFor();
    await screenshot(second.page, 'join-errors-desktop');
    await second.context.close();
  });
});

describe('waiting list', () => {
  it('adds the e-mail and says so', async () => {
    const { page, context } = await openPage(browser, PHONE);
    await page.goto('/waiting-list');
    await page.getByLabel('Email').fill(uniqueEmail('waiter'));
    await screenshot(page, 'waiting-list-phone');
    await page.getByRole('button', { name: 'Join the waiting list' }).click();
    await page.getByText("You're now on the waiting list! We'll get back to you soon.").waitFor();
    await context.close();
  });
});

describe('change password', () => {
  it('shows an error under "Oops!", then changes the password', async () => {
    const player = await createPlayerAccount();
    const { page, context } = await openPage(browser, DESKTOP);
    await logInWorks(page, player.email, player.password);
    await page.goto('/password');
    await page.getByLabel('Current password').fill('Not-my-password1');
    const newPassword = page.getByLabel('New password');
    await newPassword.fill('Changed1x');
    await newPassword.press('Enter');
    const alert = page.getByRole('alert');
    await alert.getByText('Oops!', { exact: true }).waitFor();
    await alert.getByText('Your current password is not correct.').waitFor();
    // Back in the field Enter was pressed in, not at the top of the page.
    await expect.poll(() => newPassword.evaluate((field) => field === document.activeElement)).toBe(true);
    await screenshot(page, 'change-password-error-desktop');

    await page.getByLabel('Current password').fill(player.password);
    await page.getByLabel('New password').fill('Changed1x');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password was changed successfully!').waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    await screenshot(page, 'change-password-success-desktop');
    await context.close();

    const fresh = await openPage(browser, PHONE);
    await logInWorks(fresh.page, player.email, 'Changed1x');
    await fresh.context.close();
  });
});

describe('forgot password', () => {
  it('mails a reset link (read from the outbox), resets the password and logs in with it', async () => {
    const player = await createPlayerAccount();
    const { page, context } = await openPage(browser, PHONE);
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('forgotPassword', '1'));
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'I forgot my password' }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    // The login form (which also has an Email field) stays until the new page's code has loaded.
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByLabel('Email').fill(player.email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await page.getByText(`An email has been sent to ${player.email}.`).waitFor();
    await screenshot(page, 'forgot-password-sent-phone');

    const link = await mailedLink(player.email);
    expect(link).toMatch(/\/forgot-password\/[A-Za-z0-9_-]{22}$/);
    await page.goto(link);
    await page.getByLabel('Email').fill(player.email);
    await page.getByLabel('New password').fill('Recovered1');
    await screenshot(page, 'reset-password-phone');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Your password has been reset.').waitFor();
    await page.getByRole('link', { name: 'Go to login' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await logInWorks(page, player.email, 'Recovered1');
    await context.close();
  });
});
