import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../shared/i18n/en';
import { insertWords, wordSpecs } from '../features/games/games.test-factory';
import { createPlayer, createTestApp, type TestApp } from '../../../test/support/test-app';

/**
 * A page's first request after the server starts: nothing in this process has loaded the page's code yet
 * (this file runs in a module registry of its own), so the server loads it alongside the page's data and
 * renders the page once, whole, as it renders every later request. Without that, the first render
 * suspends on the page's chunk and the visitor's first HTML is the spinner.
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await createPlayer(t.deps)).token;
  await insertWords(t.deps.db, wordSpecs(6, 'firstpage'));
});
afterAll(() => t.close());

const firstRequest = (url: string) => t.app.inject({ method: 'GET', url, cookies: { sd_session: token } });

describe("a page's first request after the server starts", () => {
  it.each([
    ['/daily', en.game.intro.play, en.game.loading],
    ['/training', en.training.empty.title, en.training.loading],
  ])('%s comes whole, with its content and not its spinner', async (url, content, spinner) => {
    const res = await firstRequest(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(res.body)));
    expect(res.body).toContain(content);
    expect(res.body).not.toContain(spinner);
    expect(res.body).not.toContain(en.common.loading);
    // No boundary was left to stream in after the shell.
    expect(res.body).not.toMatch(/<template id="B:/);
  });
});
