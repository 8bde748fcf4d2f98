import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createPlayer, createTestApp, type TestApp } from '../../../test/support/test-app';

/** The admin pages as the server renders them: statuses, and what a first paint shows. */
let t: TestApp;
let player: Awaited<ReturnType<typeof createPlayer>>;
let admin: Awaited<ReturnType<typeof createPlayer>>;

beforeAll(async () => {
  t = await createTestApp();
  player = await createPlayer(t.deps);
  admin = await createPlayer(t.deps, { roles: ['admin'] });
  await t.deps.db
    .insertInto('words')
    .values({
      canonical: 'accommodate',
      definition: 'To provide lodging or room for someone who needs it.',
      sentence1: 'The hotel can accommodate two hundred guests at once.',
      sentence2: 'We will accommodate you.',
    })
    .execute();
});
afterAll(() => t.close());

const page = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, ...(token ? { cookies: { sd_session: token } } : {}) });
/** Server HTML escapes quotes and such; comparisons read it as text. */
const text = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/<!-- -->/g, '');

describe('admin pages', () => {
  it('answer 401 without a session and 403 to a player, on every admin route', async () => {
    for (const url of ['/admin', '/admin/accounts', '/admin/accounts/new', '/admin/sessions', '/admin/words/new']) {
      const anonymous = await page(url);
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.body).toContain('<title>Please log in · Spelldown</title>');
      expect(anonymous.body).toContain('<h1>Oopsy daisy.</h1>');
      const asPlayer = await page(url, player.token);
      expect(asPlayer.statusCode, url).toBe(403);
      expect(asPlayer.body).toContain('<title>Staff only · Spelldown</title>');
      expect(asPlayer.body).toContain('<h1>Oopsy daisy.</h1>');
      expect(asPlayer.body).not.toContain('Staff sections');
    }
  });

  it('render the shell and the lists for an admin, with their data in the first HTML', async () => {
    const accounts = await page('/admin/accounts', admin.token);
    expect(accounts.statusCode).toBe(200);
    expect(accounts.body).toContain('Staff sections');
    expect(accounts.body).toContain(admin.email);
    expect(text(accounts.body)).toContain('Created At');
  });

  it('cut definitions and sentences to five words with an ellipsis in the word list', async () => {
    const res = await page('/admin/words', admin.token);
    expect(res.statusCode).toBe(200);
    const cells = [...text(res.body).matchAll(/<td class="preview"[^>]*>([^<]*)<\/td>/g)].map((m) => m[1]);
    expect(cells).toEqual([
      'To provide lodging or room…',
      'The hotel can accommodate two…',
      'We will accommodate you.',
    ]);
  });

  it('never put a session token in the sessions page', async () => {
    const res = await page('/admin/sessions', admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(player.email);
    expect(res.body).not.toContain(player.token);
    expect(res.body).not.toContain(admin.token);
  });

  it('open a created word on its page, and answer 404 for unknown records', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/words',
      headers: bearer(admin.token),
      payload: {
        spelling: 'rhythm',
        definition: 'A regular repeated pattern of sound.',
        sentence1: 'She danced to the rhythm.',
        sentence2: 'The rhythm of the waves calmed him.',
      },
    });
    expect(created.statusCode).toBe(200);
    const { id } = created.json<{ id: string }>();
    const wordPage = await page(`/admin/words/${id}`, admin.token);
    expect(wordPage.statusCode).toBe(200);
    expect(text(wordPage.body)).toMatch(/Word Number \d+/);
    expect(wordPage.body).toContain('The rhythm of the waves calmed him.');
    for (const url of [
      '/admin/words/00000000-0000-4000-8000-000000000000',
      '/admin/games/00000000-0000-4000-8000-000000000000',
    ]) {
      const missing = await page(url, admin.token);
      // The not-found page itself is drawn in the browser (e2e checks it); the status comes first.
      expect(missing.statusCode, url).toBe(404);
    }
  });
});
