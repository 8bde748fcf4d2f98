import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createContext, runInContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { PUBLIC_DIR } from '../../server/plugins/assets';

/**
 * The service worker (public/sw.js) run as the browser runs it, in a context of its own with Cache
 * Storage and the network faked: which answers to page loads it keeps on the device.
 */
const ORIGIN = 'https://spelldown.test';
const SOURCE = readFileSync(join(PUBLIC_DIR, 'sw.js'), 'utf8');

type Listener = (event: unknown) => void;

function startWorker(network: (url: string) => Response, initialCaches: Record<string, string[]> = {}) {
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
    delete: async (name: string) => stores.delete(name),
  };
  let online = true;
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: () => undefined,
    clients: { claim: async () => undefined },
  };
  const fetch = async (request: { url: string }) => {
    if (!online) throw new TypeError('Failed to fetch');
    return network(request.url);
  };
  runInContext(SOURCE, createContext({ self, caches, fetch, Response, Headers, URL, Promise, console }));

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
    setOnline: (value: boolean) => (online = value),
    cacheNames: () => [...stores.keys()].sort(),
    /** Every page (path) kept, in any cache. */
    keptPages: () =>
      [...stores.values()].flatMap((store) => [...store.keys()].map((url) => new URL(url).pathname)).sort(),
  };
}

/** An answer as the browser hands it to a worker: a same-origin ('basic') response. */
function page(cacheControl: string | null, status = 200): Response {
  const headers = new Headers({ 'content-type': 'text/html' });
  if (cacheControl !== null) headers.set('cache-control', cacheControl);
  const response = new Response(`<html>${status}</html>`, { status, headers });
  Object.defineProperty(response, 'type', { value: 'basic' });
  return response;
}

describe('the service worker and pages', () => {
  it('never keeps an answer marked no-store or private (a player page holds their e-mail and history)', async () => {
    for (const cacheControl of [
      'private, no-store',
      'no-store',
      'private',
      'Private, max-age=0',
      'no-cache, no-store',
    ]) {
      const worker = startWorker(() => page(cacheControl));
      for (const path of ['/training', '/daily', '/archive', '/beta']) {
        expect((await worker.navigate(path))?.status).toBe(200);
      }
      expect(worker.keptPages(), cacheControl).toEqual([]);
    }
  });

  it('never keeps a page whose URL holds a code, nor a staff page, a redirect or an error', async () => {
    const worker = startWorker((url) => {
      const { pathname } = new URL(url);
      if (pathname === '/') return page('no-cache', 302);
      if (pathname === '/nowhere') return page('no-cache', 404);
      return page('no-cache');
    });
    for (const path of [
      '/join/ABCD-EFGH-JKMN-PQRS',
      '/forgot-password/s3cr3tC0de',
      '/admin/accounts',
      '/',
      '/nowhere',
    ]) {
      await worker.navigate(path);
    }
    expect(worker.keptPages()).toEqual([]);
  });

  it('keeps a page the server lets be stored, and answers with it when the connection drops', async () => {
    const worker = startWorker(() => page('no-cache'));
    await worker.navigate('/beta');
    await worker.navigate('/join');
    expect(worker.keptPages()).toEqual(['/beta', '/join']);
    worker.setOnline(false);
    expect(await (await worker.navigate('/beta'))?.text()).toBe('<html>200</html>');
    await expect(worker.navigate('/training')).rejects.toThrow('Failed to fetch');
  });

  it("drops, once it takes over, the old shell cache that kept players' pages, and keeps the clips", async () => {
    const worker = startWorker(() => page(null), {
      'spelldown-shell-v2': ['/training', '/join/ABCD-EFGH-JKMN-PQRS', '/assets/app.js'],
      'spelldown-audio-v2': ['/audio/abc.mp3'],
    });
    await worker.activate();
    expect(worker.cacheNames()).toEqual(['spelldown-audio-v2']);
  });
});
