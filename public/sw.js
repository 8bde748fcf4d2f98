/* Spelldown's service worker: the app shell and the day's audio keep working without a connection. */
const VERSION = 'v2';
// v2's shell cache also held pages, private ones included: v3 drops it (pages now live in PAGES).
const SHELL = 'spelldown-shell-v3';
const AUDIO = `spelldown-audio-${VERSION}`;
/** Pages kept for offline use; the app deletes every `spelldown-pages-*` cache at logout. */
const PAGES = 'spelldown-pages-v1';
/** When each kept clip was last asked for: `{ "/audio/<key>.mp3": epoch ms }`, one entry in its own cache. */
const AUDIO_USE = 'spelldown-audio-use-v1';
const AUDIO_USE_KEY = '/audio-use.json';
/**
 * Logouts the server did not take (pressed offline), kept until it does: `{ authorization, keptAt }` per
 * entry. They hold the bearer of a session being ended: deleted once the server has taken it, or once
 * that session would have ended unused anyway.
 */
const LOGOUTS = 'spelldown-logouts-v1';
const LOGOUT_SYNC = 'logout';
let logoutsKept = 0; // with the time, names each kept logout apart
/**
 * A kept clip nobody asked for in this long is dropped when the game page next names its clips. A clip
 * made again has a new URL, so its old bytes are dropped this way; two days keep yesterday's and
 * tomorrow's games and a training session's words.
 */
const KEEP_UNUSED_AUDIO_MS = 2 * 24 * 60 * 60 * 1000;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(SHELL).then((cache) => cache.addAll(['/favicon.svg', '/manifest.webmanifest'])));
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => ![SHELL, AUDIO, PAGES, AUDIO_USE, LOGOUTS].includes(key))
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/** Hashed bundles and content-addressed audio never change: the cache answers first. */
async function cacheFirst(request, cacheName) {
  const cache = await caches.open(cacheName);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  // Not an answer that came by a redirect: a regenerated clip's old URL leads to its new one.
  if (response.ok && response.status === 200 && !response.redirected) cache.put(request, response.clone());
  return response;
}

/**
 * What a `Range` header asks of `size` bytes, read exactly as the server reads it
 * (src/server/features/audio/audio.range.ts): `{ start, end }`, 'unsatisfiable', or null for the
 * whole body (another unit, or several ranges, which no audio element asks for).
 */
function rangeOf(header, size) {
  const match = /^\s*bytes\s*=\s*(.*)$/i.exec(header);
  if (!match || match[1].split(',').length > 1) return null;
  const spec = /^\s*(\d*)\s*-\s*(\d*)\s*$/.exec(match[1]);
  if (!spec || size === 0) return 'unsatisfiable';
  const [, first, last] = spec;
  if (first === '') {
    const suffix = Number(last);
    if (last === '' || suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size || (last !== '' && Number(last) < start)) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}

/** A kept clip answered as the network would answer this `Range` header (media elements ask for ranges). */
async function partialResponse(response, rangeHeader) {
  const blob = await response.clone().blob();
  const size = blob.size;
  const range = rangeOf(rangeHeader, size);
  if (range === null) return response;
  if (range === 'unsatisfiable') {
    return new Response(null, { status: 416, headers: { 'Content-Range': `bytes */${size}` } });
  }
  const { start, end } = range;
  const headers = new Headers(response.headers);
  headers.set('Content-Range', `bytes ${start}-${end}/${size}`);
  headers.set('Content-Length', String(end - start + 1));
  return new Response(blob.slice(start, end + 1), { status: 206, statusText: 'Partial Content', headers });
}

let audioUse; // Map of path → last use (ms), read once from AUDIO_USE

async function readAudioUse() {
  if (!audioUse) {
    const hit = await caches.open(AUDIO_USE).then((cache) => cache.match(AUDIO_USE_KEY));
    const stored = hit ? await hit.json().catch(() => ({})) : {};
    audioUse = new Map(Object.entries(stored).filter(([, at]) => typeof at === 'number'));
  }
  return audioUse;
}

async function writeAudioUse() {
  const use = await readAudioUse();
  const body = JSON.stringify(Object.fromEntries(use));
  await caches.open(AUDIO_USE).then((cache) => cache.put(AUDIO_USE_KEY, new Response(body)));
}

/** Notes that these clips were asked for now. */
async function touchAudio(paths) {
  const use = await readAudioUse();
  const now = Date.now();
  for (const path of paths) use.set(path, now);
  await writeAudioUse();
}

/**
 * Drops the kept clips the page no longer names (`current`) that nobody asked for within
 * KEEP_UNUSED_AUDIO_MS: clips of words made again (their URL changed), of old games, of past training.
 */
async function pruneAudio(current) {
  const use = await readAudioUse();
  const cache = await caches.open(AUDIO);
  const now = Date.now();
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname;
    if (current.has(path)) continue;
    const lastUse = use.get(path);
    if (lastUse === undefined || now - lastUse > KEEP_UNUSED_AUDIO_MS) {
      await cache.delete(request);
      use.delete(path);
    }
  }
  for (const path of use.keys()) if (!current.has(path) && now - use.get(path) > KEEP_UNUSED_AUDIO_MS) use.delete(path);
  await writeAudioUse();
}

/**
 * A URL names one version of a clip's bytes: a kept clip answers every later request, whole or by
 * range, with no network at all. A clip not yet kept comes from the network and is kept whole for next time.
 */
async function audio(event) {
  const { request } = event;
  event.waitUntil(touchAudio([new URL(request.url).pathname]).catch(() => undefined));
  const cache = await caches.open(AUDIO);
  const hit = await cache.match(request.url);
  const range = request.headers.get('range');
  if (hit) return range ? partialResponse(hit, range) : hit;
  if (!range) return cacheFirst(request, AUDIO);
  event.waitUntil(cache.add(request.url).catch(() => undefined));
  return fetch(request);
}

// ---------- Logout ----------

/** Is this the app's logout call (tRPC; alone or in a batch with other calls)? */
const isLogoutCall = (request, url) =>
  request.method === 'POST' &&
  url.pathname.startsWith('/trpc/') &&
  url.pathname.slice(6).split(',').includes('auth.logout');

/**
 * A kept logout older than a session's idle limit names a session that has ended anyway. The page
 * registers the worker with the server's limit in its URL (SERVICE_WORKER_URL,
 * src/client/app/service-worker.ts); a worker registered without it keeps every logout until the server takes it.
 */
const KEEP_LOGOUT_MS = Number(new URL(self.location.href).searchParams.get('keepLogoutMs')) || Infinity;

/**
 * Did the server take this logout? Any answer but a failure of its own (5xx), an attempt limit (429) or
 * a redirect (a captive portal): those are kept and tried again.
 */
const logoutTaken = (response) =>
  response.status < 500 && response.status !== 429 && response.type !== 'opaqueredirect';

async function keepLogout(authorization) {
  const keptAt = Date.now();
  const body = JSON.stringify({ authorization, keptAt });
  await caches.open(LOGOUTS).then((cache) => cache.put(`/kept-logout/${keptAt}-${++logoutsKept}`, new Response(body)));
  // Where the browser offers it (Chromium), it wakes the worker once the connection is back.
  await self.registration?.sync?.register(LOGOUT_SYNC).catch(() => undefined);
}

/**
 * A logout the server does not take (no connection, or the server cannot answer) is kept and sent again
 * before the next page load: otherwise the session would outlive the player's Logout, and the page
 * cookie would log them in again. The app forgets the session on its side whatever the answer.
 */
async function logout(event) {
  const { request } = event;
  const authorization = request.headers.get('authorization');
  let response;
  try {
    response = await fetch(request);
  } catch (error) {
    if (authorization) await keepLogout(authorization);
    throw error;
  }
  if (authorization && !logoutTaken(response)) await keepLogout(authorization);
  return response;
}

/**
 * Sends the kept logouts, oldest first, and forgets each the server took, and each older than a
 * session can live unused. The bearer alone names the session: not the cookie, which by now may be
 * another player's who logged in on this device. Rejects while one is not taken (still offline), so
 * Background Sync tries again.
 */
async function sendKeptLogouts() {
  if (!(await caches.has(LOGOUTS))) return;
  const cache = await caches.open(LOGOUTS);
  for (const key of await cache.keys()) {
    const kept = await cache.match(key);
    const { authorization, keptAt } = kept ? await kept.json().catch(() => ({})) : {};
    if (typeof authorization === 'string' && Date.now() - (keptAt ?? 0) < KEEP_LOGOUT_MS) {
      const response = await fetch('/api/logout', {
        method: 'POST',
        headers: { authorization },
        credentials: 'omit',
        redirect: 'manual',
      });
      if (!logoutTaken(response)) throw new Error(`logout not taken: ${response.status}`);
    }
    await cache.delete(key);
  }
}

self.addEventListener('sync', (event) => {
  if (event.tag === LOGOUT_SYNC) event.waitUntil(sendKeptLogouts());
});

// ---------- Pages ----------

/**
 * What a page that cannot load offline, and was not kept, shows instead of the browser's error page.
 * The app sends its texts in the player's language once a page has loaded; it holds nothing of the
 * player, so it stays in the shell's cache across logins.
 */
const OFFLINE_PAGE = '/offline.html';

const escapeHtml = (text) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** The offline page in the texts a page sent, or null when they are not what the app sends. */
function offlinePage(data) {
  const texts = [data.title, data.text, data.retry];
  if (!texts.every((s) => typeof s === 'string' && s.length > 0 && s.length <= 300)) return null;
  if (typeof data.lang !== 'string' || !/^[a-z]{2}(?:-[A-Z]{2})?$/.test(data.lang)) return null;
  const [title, text, retry] = texts.map(escapeHtml);
  const html = `<!doctype html><html lang="${data.lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>
<style>
:root{color-scheme:light dark;--bg:#fbf7ef;--fg:#1f2933;--muted:#52606d;--accent:#f5a524}
@media (prefers-color-scheme:dark){:root{--bg:#151a21;--fg:#f0f2f5;--muted:#aab4c0}}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:var(--bg);color:var(--fg);
font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:28rem;padding:2rem 1.5rem;text-align:center}
h1{font-size:1.5rem;margin:0 0 .5rem}p{color:var(--muted);margin:0 0 1.5rem}
a{display:inline-block;padding:.75rem 1.5rem;border-radius:.75rem;background:var(--accent);color:#1f2933;
font-weight:700;text-decoration:none}a:focus-visible{outline:3px solid var(--fg);outline-offset:2px}
</style></head><body><main><h1>${title}</h1><p>${text}</p><a href="">${retry}</a></main></body></html>`;
  return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
}

/** Pages whose URL holds an invitation or recovery code: the code must not stay on the device. */
const PAGE_WITH_CODE = /^\/(?:join|forgot-password)\/[^/]/;

/**
 * May this answer to a page be kept on the device? Not when the server says it must not be stored
 * or is for its reader only (`no-store`, `private`: a player's pages hold their e-mail and history),
 * not a staff page, not a page whose URL holds a code, and only a whole, plain 200.
 */
function isStorablePage(url, response) {
  if (!response.ok || response.status !== 200 || response.type !== 'basic' || response.redirected) return false;
  if (url.pathname.startsWith('/admin') || PAGE_WITH_CODE.test(url.pathname)) return false;
  const cacheControl = (response.headers.get('cache-control') || '').toLowerCase();
  return !/(?:^|[\s,])(?:no-store|private)(?:$|[\s,=])/.test(cacheControl);
}

/**
 * Pages come from the network; the last copy of a page that may be kept answers when the connection
 * drops, and the offline page when none was kept.
 */
async function networkFirst(event) {
  const { request } = event;
  const url = new URL(request.url);
  // A logout pressed offline reaches the server before the page, which would otherwise render with
  // the ended session's cookie.
  await sendKeptLogouts().catch(() => undefined);
  try {
    const response = await fetch(request);
    if (isStorablePage(url, response)) {
      const copy = response.clone();
      event.waitUntil(caches.open(PAGES).then((cache) => cache.put(request, copy)));
    }
    return response;
  } catch (error) {
    const hit = await caches.open(PAGES).then((cache) => cache.match(request));
    if (hit) return hit;
    const offline = await caches.open(SHELL).then((cache) => cache.match(OFFLINE_PAGE));
    if (offline) return offline;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (isLogoutCall(request, url)) return event.respondWith(logout(event));
  if (request.method !== 'GET') return;
  if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request, SHELL));
  else if (url.pathname.startsWith('/audio/')) event.respondWith(audio(event));
  else if (request.mode === 'navigate') event.respondWith(networkFirst(event));
});

/**
 * The game page asks for the day's audio to be kept before play starts; what it names is in use, and
 * kept clips it no longer names are dropped once unused for a while.
 */
self.addEventListener('message', (event) => {
  const data = event.data || {};
  if (data.type === 'offline-page') {
    const page = offlinePage(data);
    if (page) event.waitUntil(caches.open(SHELL).then((cache) => cache.put(OFFLINE_PAGE, page)));
  }
  if (data.type === 'cache-audio' && Array.isArray(data.urls)) {
    const paths = data.urls.filter((u) => typeof u === 'string' && u.startsWith('/audio/'));
    event.waitUntil(
      caches
        .open(AUDIO)
        .then((cache) =>
          Promise.all(paths.map((u) => cache.match(u).then((hit) => hit || cache.add(u).catch(() => undefined)))),
        )
        .then(() => touchAudio(paths))
        .then(() => pruneAudio(new Set(paths)))
        .catch(() => undefined),
    );
  }
});
