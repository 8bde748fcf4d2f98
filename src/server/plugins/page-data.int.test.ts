import { QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trpc } from '../../client/app/trpc';
import { HISTORY_INPUT } from '../../client/pages/training/history-input';
import { pastGameKey } from '../../client/pages/game/past-game-query';
import { matchPageRoute } from '../../shared/routes';
import { authenticate } from '../features/auth/auth.service';
import { ensureGame } from '../features/games';
import { insertWords, wordSpecs } from '../features/games/games.test-factory';
import { todayOf } from '../lib/game-day';
import { createContext } from '../trpc/context';
import { callerFor, createPlayer, createTestApp, type TestApp } from '../../../test/support/test-app';
import { readPageData } from './page-data';

let t: TestApp;
let gameId: string;
let newcomer: string;
let finisher: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  await insertWords(t.deps.db, wordSpecs(6, 'pagedata'));
  gameId = (await ensureGame(t.deps, todayOf(t.deps))).id;
  newcomer = (await createPlayer(t.deps)).token;
  finisher = (await createPlayer(t.deps)).token;
  admin = (await createPlayer(t.deps, { roles: ['admin'] })).token;
  await (await callerFor(t.deps, finisher)).games.submit({ gameId, guesses: Array(6).fill('guess') });
});
afterAll(() => t.close());

/** Reads `path`'s data as that token's page would; answers the status and what the cache then holds. */
async function read(path: string, token: string) {
  const session = await authenticate(t.deps, token);
  const ctx = createContext({ deps: t.deps, session, clientAddress: '127.0.0.1', locale: 'en' });
  const cache = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const [pathname = '/', query = ''] = path.split('?');
  // A grace long enough for any read here: the test looks at what the read leaves in the cache.
  const graceEndsAt = performance.now() + 10_000;
  const status = await readPageData(matchPageRoute(pathname)!, ctx, cache, new URLSearchParams(query), graceEndsAt);
  const held = (key: readonly unknown[]) => cache.getQueryState(key)?.status;
  return { status, cache, held };
}

const daily = getQueryKey(trpc.games.daily, undefined, 'query');
const clock = getQueryKey(trpc.games.clock, undefined, 'query');
const stats = getQueryKey(trpc.games.stats, undefined, 'query');

describe('what a page reads before it renders', () => {
  it("reads today's game for the daily page, and for a played one its countdown and statistics too", async () => {
    const fresh = await read('/daily', newcomer);
    expect(fresh.status).toBe(200);
    expect(fresh.held(daily)).toBe('success');
    expect(fresh.cache.getQueryData<{ id: string }>(daily)?.id).toBe(gameId);
    // Nothing the intro does not show.
    expect(fresh.held(clock)).toBeUndefined();
    expect(fresh.held(stats)).toBeUndefined();

    const played = await read('/', finisher);
    expect(played.status).toBe(200);
    expect([played.held(daily), played.held(clock), played.held(stats)]).toEqual(['success', 'success', 'success']);
    expect(played.cache.getQueryData<{ played: number }>(stats)?.played).toBe(1);
  });

  it('answers 404 for a past game nobody knows, with the page holding no game to show', async () => {
    const unknownId = randomUUID();
    const missing = await read(`/games/${unknownId}`, newcomer);
    expect(missing.status).toBe(404);
    expect(missing.cache.getQueryData(pastGameKey(unknownId))).toEqual({ game: null });

    const known = await read(`/games/${gameId}`, finisher);
    expect(known.status).toBe(200);
    expect(known.cache.getQueryData<{ game: { id: string } }>(pastGameKey(gameId))?.game.id).toBe(gameId);
    expect([known.held(clock), known.held(stats)]).toEqual(['success', 'success']);
  });

  it("reads the archive's month from its address, or this month when the address names none it shows", async () => {
    const today = todayOf(t.deps);
    const month = (yearAndMonth: string) => getQueryKey(trpc.games.month, { yearAndMonth }, 'query');
    const thisMonth = await read('/archive', newcomer);
    expect([thisMonth.held(clock), thisMonth.held(month(today.slice(0, 6)))]).toEqual(['success', 'success']);
    expect(thisMonth.cache.getQueryData<{ games: { id: string }[] }>(month(today.slice(0, 6)))?.games).toContainEqual(
      expect.objectContaining({ id: gameId }),
    );
    expect((await read('/archive?month=202203', newcomer)).held(month('202203'))).toBe('success');
    const future = await read('/archive?month=209912', newcomer);
    expect(future.held(month('209912'))).toBeUndefined();
    expect(future.held(month(today.slice(0, 6)))).toBe('success');
  });

  it("reads training's word, summary and first page of history, as the page asks for them", async () => {
    const training = await read('/training', newcomer);
    expect(training.status).toBe(200);
    expect([
      training.held(getQueryKey(trpc.training.next, undefined, 'query')),
      training.held(getQueryKey(trpc.training.summary, undefined, 'query')),
      training.held(getQueryKey(trpc.training.history, HISTORY_INPUT, 'infinite')),
    ]).toEqual(['success', 'success', 'success']);
  });

  it('reads the page of a staff list its address asks for, and the words list its filter', async () => {
    const list = (procedure: typeof trpc.admin.accounts.list | typeof trpc.admin.words.list, input: object) =>
      getQueryKey(procedure, input, 'query');
    const first = await read('/admin/accounts', admin);
    expect(first.held(list(trpc.admin.accounts.list, { after: undefined }))).toBe('success');
    const words = await read('/admin/words?problematic=true&after=necessary', admin);
    const wordsKey = list(trpc.admin.words.list, { after: 'necessary', problematic: true });
    expect(
      words.cache
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([wordsKey]);
    expect(words.held(wordsKey)).toBe('success');
  });

  it("answers the staff record pages' 404 from their record, and reads nothing for pages not listed", async () => {
    expect((await read(`/admin/words/${randomUUID()}`, admin)).status).toBe(404);
    expect((await read(`/admin/games/${randomUUID()}`, admin)).status).toBe(404);
    expect((await read(`/admin/games/${gameId}`, admin)).status).toBe(200);
    const password = await read('/password', newcomer);
    expect(password.status).toBe(200);
    expect(password.cache.getQueryCache().getAll()).toEqual([]);
  });
});
