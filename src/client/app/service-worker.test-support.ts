import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createContext, runInContext } from 'node:vm';
import { PUBLIC_DIR } from '../../server/plugins/assets';
import { SERVICE_WORKER_URL } from './service-worker';

/**
 * The service worker (public/sw.js) run as the browser runs it, in a context of its own with Cache
 * Storage, the network and its clock faked.
 */
export const ORIGIN = 'https://spelldown.test';
const SOURCE = readFileSync(join(PUBLIC_DIR, 'sw.js'), 'utf8');

type Listener = (event: unknown) => void;

/** A page as the network answers it to a worker: a same-origin ('basic') response. */
export function pageAnswer(cacheControl: string | null, status = 200): Response {
  const headers = new Headers({ 'content-type': 'text/html' });
  if (cacheControl !== null) headers.set('cache-control', cacheControl);
  const response = new Response(`<html>${status}</html>`, { status, headers });
  Object.defineProperty(response, 'type', { value: 'basic' });
  return response;
}

export function startWorker(
  network: (url: string) => Response,
  initialCaches: Record<string, string[]> = {},
  clock: () => number = () => Date.now(),
  /** The script's URL: as the page registers it, or as an older page did (`/sw.js`, no limit in it). */
  scriptUrl: string = SERVICE_WORKER_URL,
) {
  const listeners = new Map<string, Listener>();
  const stores = new Map<string, Map<string, Response>>();
  const open = (name: string) => {
    let store = stores.get(name);
    if (!store) stores.set(name, (store = new Map<string, Response>()));
    const entries = store;
    const keyOf = (request: string | { url: string }) => (typeof request === 'string' ? request : request.url);
    return {
      match: async (request: string | { url: string }) => entries.get(new URL(keyOf(request), ORIGIN).href)?.clone(),
      put: async (request: string | { url: string }, response: Response) => {
        entries.set(new URL(keyOf(request), ORIGIN).href, response);
      },
      keys: async () => [...entries.keys()].map((url) => ({ url })),
      delete: async (request: string | { url: string }) => entries.delete(new URL(keyOf(request), ORIGIN).href),
      add: async (url: string) => {
        entries.set(new URL(url, ORIGIN).href, network(new URL(url, ORIGIN).href));
      },
      addAll: async () => undefined,
    };
  };
  for (const [name, urls] of Object.entries(initialCaches)) {
    const store = new Map(urls.map((url) => [new URL(url, ORIGIN).href, new Response('kept')] as const));
    stores.set(name, store);
  }
  const caches = {
    open: async (name: string) => open(name),
    keys: async () => [...stores.keys()],
    has: async (name: string) => stores.has(name),
    delete: async (name: string) => stores.delete(name),
  };
  let online = true;
  /** What reached the network, in order (offline attempts are not sent). */
  const sent: { method: string; path: string; authorization: string | null; credentials: string | undefined }[] = [];
  const self = {
    location: { origin: ORIGIN, href: `${ORIGIN}${scriptUrl}` },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: () => undefined,
    clients: { claim: async () => undefined },
  };
  type Init = { method?: string; headers?: Record<string, string>; credentials?: string };
  const fetch = async (input: string | { url: string; method?: string; headers?: Headers }, init: Init = {}) => {
    if (!online) throw new TypeError('Failed to fetch');
    const url = new URL(typeof input === 'string' ? input : input.url, ORIGIN);
    const headers = typeof input === 'string' ? new Headers(init.headers) : (input.headers ?? new Headers());
    sent.push({
      method: init.method ?? (typeof input === 'string' ? 'GET' : (input.method ?? 'GET')),
      path: url.pathname,
      authorization: headers.get('authorization'),
      credentials: init.credentials,
    });
    return network(url.href);
  };
  class WorkerDate extends Date {
    static override now() {
      return clock();
    }
  }
  runInContext(
    SOURCE,
    createContext({ self, caches, fetch, Response, Headers, URL, Promise, console, JSON, Date: WorkerDate }),
  );

  /** Dispatches an event the way the browser does, and waits for what the worker asked it to wait for. */
  async function dispatch(type: string, fields: Record<string, unknown>) {
    let answer: Promise<Response> | undefined;
    const waits: Promise<unknown>[] = [];
    listeners.get(type)?.({
      ...fields,
      respondWith: (promise: Promise<Response>) => (answer = promise),
      waitUntil: (promise: Promise<unknown>) => waits.push(promise),
    });
    const response = await answer;
    await Promise.all(waits);
    return response;
  }

  return {
    /** A page load (a navigation) of this path. */
    navigate: (path: string) =>
      dispatch('fetch', {
        request: { url: `${ORIGIN}${path}`, method: 'GET', mode: 'navigate', headers: new Headers() },
      }),
    activate: () => dispatch('activate', {}),
    /** A request of an audio element (or a plain fetch) for this path. */
    fetch: (path: string, headers: Record<string, string> = {}) =>
      dispatch('fetch', {
        request: { url: `${ORIGIN}${path}`, method: 'GET', mode: 'no-cors', headers: new Headers(headers) },
      }),
    /** A POST of the page's own script (an API call). */
    post: (path: string, headers: Record<string, string> = {}) =>
      dispatch('fetch', {
        request: { url: `${ORIGIN}${path}`, method: 'POST', mode: 'cors', headers: new Headers(headers) },
      }),
    /** The browser's Background Sync waking the worker once the connection is back. */
    sync: (tag: string) => dispatch('sync', { tag }),
    /** Every request that reached the network, in order. */
    sent: () => [...sent],
    /** A message from a page. */
    message: (data: unknown) => dispatch('message', { data }),
    /** The paths kept in one cache. */
    kept: (cacheName: string) => [...(stores.get(cacheName)?.keys() ?? [])].map((url) => new URL(url).pathname).sort(),
    setOnline: (value: boolean) => (online = value),
    cacheNames: () => [...stores.keys()].sort(),
    /** Every page (path) kept, in any cache. */
    keptPages: () =>
      [...stores.values()].flatMap((store) => [...store.keys()].map((url) => new URL(url).pathname)).sort(),
  };
}
