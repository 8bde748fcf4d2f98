import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { en } from '../../shared/i18n/en';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

/**
 * A page's first request after the server starts. This file has a module registry of its own (the
 * isolated project), so nothing has loaded a page's code before its first request here; each page's module
 * takes longer to load than the shell's grace (50 ms), as a cold start's may. The server loads the page's
 * code before its render and renders it once, whole, as every later request. Without that, the render
 * suspends on the page's chunk and the shell goes out with the spinner after the grace.
 * The pages here read no data, so only their code can hold them back.
 */
const SLOW_MS = 200;
const slowly = async <T>(load: () => Promise<T>): Promise<T> => {
  await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
  return load();
};
vi.mock('../../client/pages/login/login-page', (importOriginal) => slowly(importOriginal));
vi.mock('../../client/pages/beta/beta-page', (importOriginal) => slowly(importOriginal));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("a page's first request after the server starts", () => {
  it.each([
    ['/login', en.login.intro],
    ['/beta', en.beta.groups],
  ])('%s comes whole, with its content and not the spinner', async (url, content) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(res.body)));
    expect(res.body).toContain(content);
    expect(res.body).not.toContain(en.common.loading);
    // No boundary was left to stream in after the shell.
    expect(res.body).not.toMatch(/<template id="B:/);
  });
});
