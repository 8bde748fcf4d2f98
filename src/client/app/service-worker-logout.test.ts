import { describe, expect, it } from 'vitest';
import { SESSION_IDLE_MS } from '../../shared/constants';
import { pageAnswer, startWorker } from './service-worker.test-support';

const LOGOUT = '/trpc/auth.logout?batch=1';
const BEARER = { authorization: 'Bearer s3ssion-of-the-player' };

/** Every page is a player's: never kept. */
const answer = () => pageAnswer('private, no-store');
const MINUTE = 60 * 1000;

describe('the service worker and a logout without a connection', () => {
  it('passes a logout through while online, and keeps nothing', async () => {
    const worker = startWorker(answer);
    await worker.post(LOGOUT, BEARER);
    expect(worker.sent()).toEqual([
      { method: 'POST', path: '/trpc/auth.logout', authorization: BEARER.authorization, credentials: undefined },
    ]);
    expect(worker.kept('spelldown-logouts-v1')).toEqual([]);
  });

  it('keeps a logout pressed offline and sends it to the server before the next page loads', async () => {
    const worker = startWorker(answer);
    worker.setOnline(false);
    // The app sees the network fail, as it would without a worker, and forgets the session itself.
    await expect(worker.post(LOGOUT, BEARER)).rejects.toThrow('Failed to fetch');
    expect(worker.kept('spelldown-logouts-v1')).toHaveLength(1);

    // Still offline: a page load keeps it for later.
    await worker.navigate('/training').catch(() => undefined);
    expect(worker.kept('spelldown-logouts-v1')).toHaveLength(1);
    expect(worker.sent()).toEqual([]);

    worker.setOnline(true);
    await worker.navigate('/');
    // The bearer alone, without the cookie (by now perhaps another player's), and before the page.
    expect(worker.sent()).toEqual([
      { method: 'POST', path: '/api/logout', authorization: BEARER.authorization, credentials: 'omit' },
      { method: 'GET', path: '/', authorization: null, credentials: undefined },
    ]);
    expect(worker.kept('spelldown-logouts-v1')).toEqual([]);

    // Told once: the next page load sends nothing more.
    await worker.navigate('/login');
    expect(worker.sent().filter((request) => request.path === '/api/logout')).toHaveLength(1);
  });

  it('sends kept logouts when the browser wakes it with the connection back (Background Sync)', async () => {
    const worker = startWorker(answer);
    worker.setOnline(false);
    await worker.post(LOGOUT, BEARER).catch(() => undefined);
    await worker.post(LOGOUT, { authorization: 'Bearer an0ther-session' }).catch(() => undefined);
    // Still offline, the sync fails and the browser retries it later.
    await expect(worker.sync('logout')).rejects.toThrow('Failed to fetch');
    worker.setOnline(true);
    await worker.sync('logout');
    expect(worker.sent().map((request) => request.authorization)).toEqual([
      BEARER.authorization,
      'Bearer an0ther-session',
    ]);
    expect(worker.kept('spelldown-logouts-v1')).toEqual([]);
  });

  it('keeps nothing for a logout with no bearer, nor for another call made offline', async () => {
    const worker = startWorker(answer);
    worker.setOnline(false);
    await worker.post(LOGOUT).catch(() => undefined);
    expect(await worker.post('/trpc/game.submit?batch=1', BEARER)).toBeUndefined();
    expect(worker.cacheNames()).not.toContain('spelldown-logouts-v1');
  });

  it('keeps its kept logouts across an update of the worker', async () => {
    const worker = startWorker(answer);
    worker.setOnline(false);
    await worker.post(LOGOUT, BEARER).catch(() => undefined);
    await worker.activate();
    expect(worker.kept('spelldown-logouts-v1')).toHaveLength(1);
  });

  it('keeps a logout the server cannot take (503) and sends it again until it does', async () => {
    let logoutStatus = 503;
    const worker = startWorker((url) =>
      new URL(url).pathname.includes('logout') ? new Response(null, { status: logoutStatus }) : answer(),
    );
    // Online, but the server is away: the app gets the 503, and the worker keeps the logout.
    expect((await worker.post(LOGOUT, BEARER))?.status).toBe(503);
    expect(worker.kept('spelldown-logouts-v1')).toHaveLength(1);
    await worker.navigate('/login');
    expect(worker.kept('spelldown-logouts-v1')).toHaveLength(1);
    await expect(worker.sync('logout')).rejects.toThrow('503');
    logoutStatus = 204;
    await worker.navigate('/login');
    expect(worker.kept('spelldown-logouts-v1')).toEqual([]);
  });

  it('catches the logout in a batch with another call, and drops one kept longer than a session lives unused', async () => {
    let now = Date.UTC(2026, 11, 1);
    const worker = startWorker(answer, {}, () => now);
    worker.setOnline(false);
    await worker.post('/trpc/games.submit,auth.logout?batch=1', BEARER).catch(() => undefined);
    expect(worker.kept('spelldown-logouts-v1')).toHaveLength(1);
    now += SESSION_IDLE_MS + MINUTE;
    worker.setOnline(true);
    await worker.navigate('/');
    expect(worker.sent().map((request) => request.path)).toEqual(['/']);
    expect(worker.kept('spelldown-logouts-v1')).toEqual([]);
  });

  // The worker learns the server's limit from its URL, as the page registers it (SERVICE_WORKER_URL).
  it("sends a logout kept for almost as long as the server's idle limit", async () => {
    let now = Date.UTC(2026, 11, 1);
    const worker = startWorker(answer, {}, () => now);
    worker.setOnline(false);
    await worker.post(LOGOUT, BEARER).catch(() => undefined);
    now += SESSION_IDLE_MS - MINUTE;
    worker.setOnline(true);
    await worker.navigate('/');
    expect(worker.sent().map((request) => request.path)).toEqual(['/api/logout', '/']);
  });

  // A tab still on a bundle from before the limit was in the URL registers plain /sw.js: the worker then
  // drops no kept logout for its age, and the server, which knows whether the session still lives, decides.
  it('keeps a logout of any age when its URL names no limit', async () => {
    let now = Date.UTC(2026, 11, 1);
    const worker = startWorker(answer, {}, () => now, '/sw.js');
    worker.setOnline(false);
    await worker.post(LOGOUT, BEARER).catch(() => undefined);
    now += 10 * SESSION_IDLE_MS;
    worker.setOnline(true);
    await worker.navigate('/');
    expect(worker.sent().map((request) => request.path)).toEqual(['/api/logout', '/']);
    expect(worker.kept('spelldown-logouts-v1')).toEqual([]);
  });
});
