import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../shared/i18n/en';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

/**
 * A page's first request after the server starts: nothing in this process has loaded the page's code yet
 * (this file runs in a module registry of its own), so the server loads it before the render and renders
 * the page once, whole, as it renders every later request. Without that, the first render suspends on the
 * page's chunk and the visitor's first HTML is the spinner. The pages here read no data, so nothing but
 * their code can hold them back (a read slower than the shell's grace streams by design).
 */
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
