import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  builtChunk,
  createPlayerAccount,
  launchBrowser,
  loginThroughUi,
  openPage,
  PHONE,
  waitForHydration,
} from './support/browser';

/**
 * Each player form checks its input with its procedure's zod schema (src/shared/schemas) before it sends:
 * the message shows under the field and no request leaves the page.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The app's API requests (tRPC or REST) the page makes from now on. */
function watchApiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/trpc') || pathname.startsWith('/api')) seen.push(`${request.method()} ${pathname}`);
  });
  return seen;
}

/** Submits the form with `button`, then waits for every message and past the forms' 1 s pause before a call. */
async function submitAndExpectNoRequest(page: Page, button: string, messages: string[]): Promise<void> {
  const requests = watchApiRequests(page);
  await page.getByRole('button', { name: button }).click();
  for (const message of messages) await page.locator('.field-error, .alert-error').getByText(message).waitFor();
  await page.waitForTimeout(1_500);
  expect(requests).toEqual([]);
}

async function openForm(path: string, options: { locale?: string } = {}) {
  const opened = await openPage(browser, PHONE, options);
  await opened.page.goto(path);
  await waitForHydration(opened.page, 'form button[type=submit]');
  return opened;
}

/** The files of a schema module the forms import on demand (zod with it): its chunk, then what that imports. */
function schemaFiles(module: string): string[] {
  const { file, imports } = builtChunk(`src/shared/schemas/${module}.ts`);
  return [file, ...imports].map((name) => `/${name}`);
}

describe('the player forms check their input before sending it', () => {
  it('loads their checks when the visitor reaches the form, not before the page hydrates', async () => {
    const forms = [
      { path: '/login', module: 'auth.schema' },
      { path: '/join', module: 'accounts.schema' },
      { path: '/waiting-list', module: 'accounts.schema' },
      { path: '/forgot-password', module: 'accounts.schema' },
    ];
    const onDemand = [...schemaFiles('auth.schema'), ...schemaFiles('accounts.schema')];
    for (const { path, module } of forms) {
      const { page, context } = await openPage(browser, PHONE);
      const fetched: string[] = [];
      page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
      await page.goto(path);
      await waitForHydration(page, 'form button[type=submit]');
      expect(
        fetched.filter((file) => onDemand.includes(file)),
        path,
      ).toEqual([]);
      const loaded = page.waitForResponse((response) => new URL(response.url()).pathname === schemaFiles(module)[0]);
      await page.getByLabel('Email').focus();
      expect((await loaded).status(), path).toBe(200);
      await context.close();
    }
  });

  it('login', async () => {
    const { page, context } = await openForm('/login');
    await page.getByLabel('Email').fill('not-an-email');
    await submitAndExpectNoRequest(page, 'Login', [
      'Please enter a valid e-mail address.',
      'Please enter your password.',
    ]);
    expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('Login failed.').count()).toBe(0);
    await context.close();
  });

  it('sign-up', async () => {
    const { page, context } = await openForm('/join');
    await page.getByLabel('Email').fill('someone@example');
    await page.getByLabel('Password').fill('short');
    await submitAndExpectNoRequest(page, 'Create account', [
      'Please enter a valid e-mail address.',
      'Your password is not valid. It must be 8 characters long, and contain 1 uppercase letter, 1 lowercase letter, and 1 digit.',
      'Please enter your invitation code.',
    ]);
    await context.close();
  });

  it('waiting list', async () => {
    const { page, context } = await openForm('/waiting-list');
    await page.getByLabel('Email').fill('nobody');
    await submitAndExpectNoRequest(page, 'Join the waiting list', ['Please enter a valid e-mail address.']);
    await context.close();
  });

  it('forgot password', async () => {
    const { page, context } = await openForm('/forgot-password');
    await submitAndExpectNoRequest(page, 'Send me a link', ['Please enter a valid e-mail address.']);
    await context.close();
  });

  it('reset password', async () => {
    const { page, context } = await openForm('/forgot-password/some-recovery-code');
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByLabel('New password').fill('alllowercase1');
    await submitAndExpectNoRequest(page, 'Reset password', [
      'Your new password is not valid. It must be 8 characters long, and contain 1 uppercase letter, 1 lowercase letter, and 1 digit.',
    ]);
    await context.close();
  });

  it('change password', async () => {
    const player = await createPlayerAccount();
    const { page, context } = await openPage(browser, PHONE);
    await loginThroughUi(page, player.email, player.password);
    await page.goto('/password');
    await waitForHydration(page, 'form button[type=submit]');
    await page.getByLabel('New password').fill('Short1');
    await submitAndExpectNoRequest(page, 'Change password', [
      'Please enter your current password.',
      'Your new password is not valid. It must be 8 characters long, and contain 1 uppercase letter, 1 lowercase letter, and 1 digit.',
    ]);
    await context.close();
  });

  it("in the player's language", async () => {
    const { page, context } = await openForm('/waiting-list', { locale: 'es-ES' });
    await page.getByLabel('Correo electrónico').fill('nadie');
    await submitAndExpectNoRequest(page, 'Apuntarme a la lista', [
      'Introduce una dirección de correo electrónico válida.',
    ]);
    await context.close();
  });

  it('sends once its own check passes, and shows what only the server knows', async () => {
    const { page, context } = await openForm('/join');
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByLabel('Password').fill('Spelling1');
    await page.getByLabel('Invitation code').fill('ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    const requests = watchApiRequests(page);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('This invitation code is not valid. Please check it and try again.').waitFor();
    expect(requests).toEqual(['POST /trpc/account.join']);
    await context.close();
  });
});
