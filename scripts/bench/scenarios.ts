import type { Client, Request } from 'autocannon';
import type { LoadOptions } from './load';
import { PLAYER_PASSWORD } from './seed';
import type { Fixtures } from './sessions';
import { SESSION_COOKIE } from '../../src/shared/constants';

/** One workload of the table. Reads are compared again at 10× the volume. */
export interface Scenario {
  name: string;
  title: string;
  connections: number;
  /** Row names of a request cycle split by method (e.g. GET → training.next). */
  split?: Record<string, string>;
  read?: boolean;
  /** Reported on its own, outside the comparison with the baseline (argon2 dominates). */
  alone?: boolean;
  load(f: Fixtures, url: string): LoadOptions;
}

/**
 * Submissions the pool must hold for one run (warm-up included), at a rate well above any seen (3,815 a
 * second on Postgres): past the pool, players would submit twice and count as errors (409).
 */
export const submittersNeeded = (seconds: number) => Math.ceil(8_000 * seconds);

/** The place reached in each list: kept across calls, so a run never reuses the warm-up's submitters. */
const cursors = new WeakMap<readonly unknown[], { at: number }>();

function rotate<T>(items: readonly T[]): () => T {
  if (items.length === 0) throw new Error('a scenario has no fixtures to use');
  const cursor = cursors.get(items) ?? { at: 0 };
  cursors.set(items, cursor);
  return () => items[cursor.at++ % items.length]!;
}

const json = { 'content-type': 'application/json' };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A GET where each request carries the next distinct player's bearer token. */
function readAs(path: string, tokens: readonly string[]): Request[] {
  const next = rotate(tokens);
  return [{ method: 'GET', path, setupRequest: (req) => ({ ...req, headers: { ...req.headers, ...bearer(next()) } }) }];
}

export const BASELINE: Scenario = {
  name: 'baseline.json',
  title: 'Bare Fastify, one JSON route',
  connections: 100,
  load: (_f, url) => ({ url: `${url}/json`, connections: 100 }),
};

export const SCENARIOS: Scenario[] = [
  {
    name: 'games.daily.rest',
    title: "Today's game, REST GET /api/games/daily",
    connections: 100,
    read: true,
    load: (f, url) => ({ url, connections: 100, requests: readAs('/api/games/daily', f.readers) }),
  },
  {
    name: 'games.daily.trpc',
    title: "Today's game, tRPC GET /trpc/games.daily",
    connections: 100,
    read: true,
    load: (f, url) => ({ url, connections: 100, requests: readAs('/trpc/games.daily', f.readers) }),
  },
  {
    name: 'page.daily.ssr',
    title: 'Daily page, server-rendered GET /daily (cookie session)',
    connections: 50,
    read: true,
    load: (f, url) => {
      const next = rotate(f.readers);
      const setupRequest = (req: Request) => ({
        ...req,
        headers: { ...req.headers, cookie: `${SESSION_COOKIE}=${next()}` },
      });
      return { url, connections: 50, requests: [{ method: 'GET', path: '/daily', setupRequest }] };
    },
  },
  {
    name: 'audio.clip',
    title: "Audio clip GET /audio/<key>.mp3 (today's clips)",
    connections: 50,
    read: true,
    load: (f, url) => {
      const next = rotate(f.audioUrls);
      return { url, connections: 50, requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: next() }) }] };
    },
  },
  {
    name: 'training.cycle',
    title: 'Training: next word GET, then a guess POST (one player per connection)',
    connections: 100,
    read: true,
    split: { GET: 'training.next', POST: 'training.guess' },
    load: (f, url) => {
      const nextPlayer = rotate(f.trainers);
      const setupClient = (client: Client) => {
        const auth = bearer(nextPlayer());
        client.setRequests([
          {
            method: 'GET',
            path: '/api/training/words',
            headers: auth,
            onResponse: (status, body, context) => {
              context.wordId = status === 200 ? (JSON.parse(body) as { id: string }).id : undefined;
            },
          },
          {
            method: 'POST',
            headers: { ...auth, ...json },
            body: JSON.stringify({ guess: 'definately' }),
            setupRequest: (req, context) =>
              typeof context.wordId === 'string'
                ? { ...req, path: `/api/training/words/${context.wordId}/guesses` }
                : null,
          },
        ]);
      };
      return { url, connections: 100, setupClient };
    },
  },
  {
    name: 'games.submit',
    title: 'Submission POST /api/games/{today}/submissions (each by a new player)',
    connections: 50,
    load: (f, url) => {
      const next = rotate(f.submitters);
      const body = JSON.stringify({
        guesses: ['necessary', 'rhythm', 'accomodate', 'definitely', 'seperate', 'queue'],
      });
      const setupRequest = (req: Request) => ({ ...req, headers: { ...req.headers, ...bearer(next()) } });
      const path = `/api/games/${f.todayGameId}/submissions`;
      return { url, connections: 50, requests: [{ method: 'POST', path, headers: json, body, setupRequest }] };
    },
  },
  {
    name: 'auth.login',
    title: 'Login POST /api/login (argon2id, m=7 MiB t=5)',
    connections: 10,
    alone: true,
    load: (f, url) => {
      const next = rotate(f.loginEmails);
      const setupRequest = (req: Request) => ({
        ...req,
        body: JSON.stringify({ email: next(), password: PLAYER_PASSWORD }),
      });
      return { url, connections: 10, requests: [{ method: 'POST', path: '/api/login', headers: json, setupRequest }] };
    },
  },
];
