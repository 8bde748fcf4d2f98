import { Pool } from 'undici';
import type { PageRefs } from './page-refs';
import type { PartName } from './summary';
import { SERVICE_WORKER_URL } from '../../../src/client/app/service-worker';
import { SESSION_COOKIE } from '../../../src/shared/constants';

/**
 * One simulated player of the morning rush: the requests Chromium makes for today's game, in its
 * order, with its headers, over at most six connections of the player's own (Chromium's limit per host
 * on HTTP/1.1). Seen on the wire (a logging proxy in front of the app, Chromium 156 playing a game):
 *
 * 1. page: `GET /daily` (navigation, with the session cookie); then what the HTML names (the stylesheet,
 *    the icon, the web manifest, the loader's module preloads and entry); then what the entry loads
 *    before it hydrates (the landing page's chunk and its imports) and the service worker's script;
 * 2. clips: the page asks its service worker to keep the game's 24 clips, which it fetches whole, all at
 *    once, with no `Range` (audio elements then play from its cache). Without a service worker an
 *    audio element asks for each clip as it plays, `Range: bytes=0-` and `Accept-Encoding: identity`:
 *    the `range` mode;
 * 3. submit: `POST /trpc/games.submit?batch=1` with the bearer (tRPC's batch link, one call);
 * 4. result: `GET /trpc/games.clock,games.stats?batch=1` (the result's countdown and statistics).
 *
 * No think time between the parts: the load on the server per player is the same, and a step's players
 * are done when the step is judged.
 */

export type ClipMode = 'service-worker' | 'range';

export interface RushPlayer {
  /** Session token: the cookie (server rendering) and the bearer (API calls) of a logged-in browser. */
  token: string;
  guesses: string[];
}

export interface RushTarget {
  origin: string;
  gameId: string;
  refs: PageRefs;
  clips: ClipMode;
  /** Abort every request of players still running (the step's drain ran out). */
  signal: AbortSignal;
}

export interface PlayerRecord {
  /** Milliseconds each part took; a failed part is in `failed` instead, and the player stopped there. */
  parts: Partial<Record<PartName, number>>;
  failed?: PartName;
  /** Time to the first byte of the daily page's HTML (ms). */
  htmlTtfbMs?: number;
  requests: number;
  /** Status (or error code) → count, for every response. */
  statuses: Record<string, number>;
}

const CHROMIUM = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  'sec-ch-ua': '"Not:A-Brand";v="8", "Chromium";v="156"',
  'sec-ch-ua-mobile': '?0',
  'sec-ch-ua-platform': '"Linux"',
  'accept-language': 'en-US',
};
const COMPRESSED = 'gzip, deflate, br, zstd';
const fetchMeta = (mode: string, dest: string) => ({
  'sec-fetch-site': 'same-origin',
  'sec-fetch-mode': mode,
  'sec-fetch-dest': dest,
});

/** Chromium's headers for a subresource of the daily page, by what it is. */
function subresourceHeaders(path: string): Record<string, string> {
  if (path.endsWith('.css')) return { accept: 'text/css,*/*;q=0.1', ...fetchMeta('no-cors', 'style') };
  if (path.endsWith('.js') && path.startsWith('/assets/')) return { accept: '*/*', ...fetchMeta('cors', 'script') };
  if (path.endsWith('.svg') || path.endsWith('.ico')) {
    return {
      accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8',
      ...fetchMeta('no-cors', 'image'),
    };
  }
  if (path === SERVICE_WORKER_URL)
    return { accept: '*/*', 'service-worker': 'script', ...fetchMeta('same-origin', 'serviceworker') };
  return { accept: '*/*', ...fetchMeta('cors', 'empty') };
}

/**
 * A player's six guesses: about 72% right, as the seeded history is, the rest misspelt by a letter (the
 * server scores both the same way). Which ones differs from player to player.
 */
export function guessesOf(player: number, spellings: readonly string[]): string[] {
  return spellings.map((word, position) =>
    (player * 7 + position * 13) % 25 < 18 ? word : word.slice(0, 1) + word.slice(2),
  );
}

class PartFailed extends Error {}

export async function playMorning(player: RushPlayer, target: RushTarget): Promise<PlayerRecord> {
  const record: PlayerRecord = { parts: {}, requests: 0, statuses: {} };
  const pool = new Pool(target.origin, { connections: 6, headersTimeout: 10_000, bodyTimeout: 10_000 });
  const cookie = `${SESSION_COOKIE}=${player.token}`;
  const count = (key: string | number) => (record.statuses[key] = (record.statuses[key] ?? 0) + 1);

  /** One request; answers the body as text when asked, else reads and drops it. */
  const send = async (
    options: { path: string; method?: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
    expect: number,
    onHeaders?: () => void,
    asText = false,
  ): Promise<string> => {
    record.requests += 1;
    try {
      const res = await pool.request({
        method: 'GET',
        ...options,
        headers: { ...CHROMIUM, cookie, ...options.headers },
        signal: target.signal,
      });
      onHeaders?.();
      count(res.statusCode);
      let text = '';
      if (asText) text = await res.body.text();
      else for await (const _chunk of res.body as AsyncIterable<Buffer>);
      if (res.statusCode !== expect) throw new PartFailed(`${options.path}: ${res.statusCode}`);
      return text;
    } catch (error) {
      if (!(error instanceof PartFailed)) count((error as { code?: string }).code ?? 'error');
      throw new PartFailed((error as Error).message);
    }
  };

  const part = async (name: PartName, run: () => Promise<void>) => {
    const started = performance.now();
    try {
      await run();
      record.parts[name] = performance.now() - started;
    } catch (error) {
      record.failed = name;
      throw error;
    }
  };

  try {
    await part('page', async () => {
      const started = performance.now();
      const html = await send(
        {
          path: '/daily',
          headers: {
            accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8',
            'accept-encoding': COMPRESSED,
            'upgrade-insecure-requests': '1',
            'sec-fetch-site': 'none',
            'sec-fetch-mode': 'navigate',
            'sec-fetch-user': '?1',
            'sec-fetch-dest': 'document',
          },
        },
        200,
        () => (record.htmlTtfbMs = performance.now() - started),
        true,
      );
      // The page must carry today's game (its clips are in the page's data), not an error page.
      if (!html.includes(target.refs.clips[0] ?? '/audio/')) throw new PartFailed('the daily page has no game');
      const fetchAll = (paths: string[]) =>
        Promise.all(
          paths.map((path) =>
            send({ path, headers: { ...subresourceHeaders(path), 'accept-encoding': COMPRESSED } }, 200),
          ),
        );
      await fetchAll(target.refs.fromHtml);
      await fetchAll(target.refs.afterScripts);
    });
    await part('clips', async () => {
      const headers =
        target.clips === 'range'
          ? { accept: '*/*', 'accept-encoding': 'identity', range: 'bytes=0-', ...fetchMeta('no-cors', 'audio') }
          : { accept: '*/*', 'accept-encoding': COMPRESSED, ...fetchMeta('cors', 'empty') };
      const expect = target.clips === 'range' ? 206 : 200;
      await Promise.all(target.refs.clips.map((path) => send({ path, headers }, expect)));
    });
    const api = {
      accept: '*/*',
      'accept-encoding': COMPRESSED,
      authorization: `Bearer ${player.token}`,
      ...fetchMeta('cors', 'empty'),
    };
    await part('submit', async () => {
      await send(
        {
          method: 'POST',
          path: '/trpc/games.submit?batch=1',
          headers: { ...api, 'content-type': 'application/json', origin: target.origin },
          body: JSON.stringify({ 0: { gameId: target.gameId, guesses: player.guesses } }),
        },
        200,
      );
    });
    await part('result', async () => {
      await send(
        { path: `/trpc/games.clock,games.stats?batch=1&input=${encodeURIComponent('{}')}`, headers: api },
        200,
      );
    });
  } catch (error) {
    if (!(error instanceof PartFailed)) throw error;
  } finally {
    await pool.close().catch(() => undefined);
  }
  return record;
}
