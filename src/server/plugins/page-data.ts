import type { QueryClient } from '@tanstack/react-query';
import { createServerSideHelpers } from '@trpc/react-query/server';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { afterOf, wordsListInput } from '../../client/pages/admin/components/list-params';
import { readArchiveMonth, yearAndMonthOf } from '../../client/pages/archive/archive-month-param';
import { pastGameKey, type PastGameData } from '../../client/pages/game/past-game-query';
import { HISTORY_INPUT } from '../../client/pages/training/history-input';
import { WaitListersListSchema } from '../../shared/schemas/accounts.schema';
import { AdminPageSchema, GamesPageSchema, SessionsPageSchema } from '../../shared/schemas/admin.schema';
import type { Game } from '../../shared/schemas/games.schema';
import type { PagePattern, PatternParams, RouteMatch } from '../../shared/routes';
import type { Context } from '../trpc/context';
import { appRouter, createCaller } from '../trpc/router';

type PageHelpers = ReturnType<typeof createServerSideHelpers<typeof appRouter>>;

/**
 * What a page's read is given: tRPC's server-side helpers (`api`), the request's context (for a procedure
 * called directly), the cache and the address's query string.
 */
interface PageReader {
  api: PageHelpers;
  ctx: Context;
  cache: QueryClient;
  search: URLSearchParams;
}

/**
 * What a page reads first, asked for before it renders, into the query cache the page renders with
 * (the same keys as its `useSuspenseQuery` calls): the page then renders in one pass instead of
 * suspending on each query and rendering its boundary again. A `fetch` that fails fails the page with
 * the procedure's status: a page about one record (a game, a word) answers HTTP 404 for an unknown id,
 * not a 200 page that says "not found". `prefetch` never fails: an error stays in the cache for the
 * page's boundary. Keyed by the page's pattern in src/shared/routes.ts; a page not listed asks as it renders.
 */
type PageReads = { [P in PagePattern]?: (reader: PageReader, params: PatternParams<P>) => Promise<unknown> };

/** A played game shows its result, with the countdown and the player's statistics. */
async function readResult({ api }: PageReader, game: Game | null | undefined) {
  if (game?.hasSubmission) await Promise.all([api.games.clock.prefetch(), api.games.stats.prefetch()]);
}

async function readTodaysGame(reader: PageReader) {
  await readResult(reader, await reader.api.games.daily.fetch().catch(() => null));
}

/** A past game by id: the page's own query holds `null` for an unknown id, and the page answers 404. */
async function readPastGame(reader: PageReader, { gameId }: { gameId: string }) {
  const clock = reader.api.games.clock.prefetch();
  try {
    const game = await createCaller(reader.ctx).games.byId({ gameId });
    reader.cache.setQueryData<PastGameData>(pastGameKey(gameId), { game });
    await readResult(reader, game);
  } catch (error) {
    if (error instanceof TRPCError && error.code === 'NOT_FOUND') {
      reader.cache.setQueryData<PastGameData>(pastGameKey(gameId), { game: null });
    }
    throw error;
  } finally {
    await clock;
  }
}

/** The archive shows the month of its address (or this month), which needs today's date first. */
async function readArchive({ api, search }: PageReader) {
  const clock = await api.games.clock.fetch().catch(() => null);
  if (!clock) return;
  await api.games.month.prefetch({ yearAndMonth: yearAndMonthOf(readArchiveMonth(search.get('month'), clock.today)) });
}

const PAGE_READS: PageReads = {
  '/': readTodaysGame,
  '/daily': readTodaysGame,
  '/games/:gameId': readPastGame,
  // The word to spell (served now if none is current, as the page's render would), the summary, the history.
  '/training': ({ api }) =>
    Promise.all([
      api.training.next.prefetch(),
      api.training.summary.prefetch(),
      api.training.history.prefetchInfinite(HISTORY_INPUT),
    ]),
  '/archive': readArchive,
  '/admin/accounts': ({ api, search }) => api.admin.accounts.list.prefetch({ after: afterOf(search, AdminPageSchema) }),
  '/admin/games': ({ api, search }) => api.admin.games.list.prefetch({ after: afterOf(search, GamesPageSchema) }),
  '/admin/games/:gameId': ({ api }, { gameId }) => api.admin.games.byId.fetch({ gameId }),
  '/admin/sessions': ({ api, search }) =>
    api.admin.sessions.list.prefetch({ after: afterOf(search, SessionsPageSchema) }),
  '/admin/wait-listers': ({ api, search }) =>
    api.admin.waitListers.list.prefetch({ after: afterOf(search, WaitListersListSchema) }),
  '/admin/words': ({ api, search }) => api.admin.words.list.prefetch(wordsListInput(search)),
  '/admin/words/:wordId': ({ api }, { wordId }) => api.admin.words.byId.fetch({ wordId }),
};

/** The pages whose status is the one their read answers: the render waits for it, however long it takes. */
const STATUS_FROM_READ = new Set<PagePattern>(['/games/:gameId', '/admin/games/:gameId', '/admin/words/:wordId']);

/**
 * Reads what the page needs into `queryClient`; answers the page's status: 200, or the one a `fetch` failed
 * with. A page whose status does not depend on its read waits for it until `graceEndsAt` (a
 * `performance.now()` time) at most: a slow database must not hold back the page's shell, which then
 * streams while its queries, still under way in the cache, finish (the render waits on the same calls).
 */
export async function readPageData(
  match: RouteMatch,
  ctx: Context,
  queryClient: QueryClient,
  search: URLSearchParams,
  graceEndsAt: number,
): Promise<number> {
  const read = PAGE_READS[match.route.pattern] as
    ((reader: PageReader, params: Record<string, string>) => Promise<unknown>) | undefined;
  if (!read) return 200;
  const reader = {
    api: createServerSideHelpers({ router: appRouter, ctx, queryClient }),
    ctx,
    cache: queryClient,
    search,
  };
  const status = read(reader, match.params).then(
    () => 200,
    (error: unknown) => {
      if (error instanceof TRPCError && error.code !== 'INTERNAL_SERVER_ERROR')
        return getHTTPStatusCodeFromError(error);
      throw error;
    },
  );
  if (STATUS_FROM_READ.has(match.route.pattern)) return status;
  status.catch(() => undefined); // these reads never fail (a failed query stays in the cache): nothing to report late
  let timer: NodeJS.Timeout | undefined;
  const graceOver = new Promise<number>((resolve) => {
    timer = setTimeout(() => resolve(200), Math.max(0, graceEndsAt - performance.now()));
  });
  return Promise.race([status, graceOver]).finally(() => clearTimeout(timer));
}
