import fp from 'fastify-plugin';
import { randomBytes } from 'node:crypto';
import { dehydrate } from '@tanstack/react-query';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderToPipeableStream } from 'react-dom/server';
import { createQueryClient } from '../../client/app/query-client';
import {
  FORMATTED_TEXTS_ELEMENT_ID,
  QUERY_STATE_ELEMENT_ID,
  serializeForScript,
  type BootstrapData,
} from '../../client/app/bootstrap';
import type { FormattedTexts } from '../../client/app/i18n';
import { PART_ATTRIBUTE, preloadDefinedParts } from '../../client/app/lazy-part';
import { preloadPage } from '../../client/app/pages';
import { trpc } from '../../client/app/trpc';
import { createServerApp } from '../../client/entry-server';
import {
  BANNER_COOKIE,
  KEYBOARD_COOKIE,
  KEYBOARD_LAYOUTS,
  ROLE_ADMIN,
  THEME_COOKIE,
  type KeyboardLayout,
} from '../../shared/constants';
import { isLocale } from '../../shared/i18n';
import { matchPageRoute, type RouteAccess, type RouteMatch } from '../../shared/routes';
import { loginPathFor } from '../../shared/return-to';
import type { AppDeps } from '../deps';
import { todayOf } from '../lib/game-day';
import type { Context } from '../trpc/context';
import { appRouter } from '../trpc/router';
import { readClientAssets, type ClientAssets } from './assets';
import { collectWhole, injectBeforeBodyEnd, insertBeforeBodyEnd } from './page-state';
import { createPageContext } from './request-context';
import { contentSecurityPolicy } from './security-headers';
import { toServiceError } from './service-errors';
import { readPageData } from './page-data';
import { renderAtOnce } from './render-at-once';
import { procedureLink } from './procedure-link';

const BOT = /bot|crawl|spider|slurp|lighthouse|headlesschrome\/[\d.]+ \(seo\)/i;
const ABORT_AFTER_MS = 10_000;
/** How long a page waits for its data before sending the shell alone (with fallbacks to stream into). */
const SHELL_GRACE_MS = 50;

/**
 * Renders every page of product §2 on the server for the browser to hydrate: in one pass when its data is
 * ready (decision 036), else streamed.
 */
function registerSsr(app: FastifyInstance, deps: AppDeps): void {
  let assets = readClientAssets();
  // A form posted before the page's scripts ran (or without them) is not taken: back to the page.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_request, _body, done) => done(null, {}),
  );
  app.post('/login', async (_request, reply) => reply.redirect('/login', 303));
  app.get('/*', async (request, reply) => {
    if (!deps.config.isProduction) assets = readClientAssets(); // picks up rebuilds in development
    await renderPage(deps, assets, request, reply);
    return reply;
  });
}

async function renderPage(deps: AppDeps, assets: ClientAssets, request: FastifyRequest, reply: FastifyReply) {
  const url = request.url;
  const [pathname = '/', query = ''] = url.split('?');
  const match = matchPageRoute(pathname);
  // A page whose data comes by then goes out whole; else its shell goes then, and the rest streams in after it.
  const graceEndsAt = performance.now() + SHELL_GRACE_MS;
  const ctx = await createPageContext(deps, request);
  const queryClient = createQueryClient(true);
  let status = 404;
  if (match) {
    const refusal = refuseAccess(match.route.access, ctx, url);
    // Where a page sends someone depends on their session: no browser may replay it after a logout.
    if (typeof refusal === 'string') return reply.header('cache-control', 'private, no-store').redirect(refusal, 302);
    if (refusal === undefined) {
      const read = readPageData(match, ctx, queryClient, new URLSearchParams(query), graceEndsAt);
      const code = loadPageCode(match.route);
      status = code ? (await Promise.all([read, code]))[0] : await read;
    } else {
      status = refusal;
    }
  }

  const { theme, highContrast } = parseTheme(request.cookies[THEME_COOKIE]);
  const bootstrap: BootstrapData = {
    locale: isLocale(ctx.locale) ? ctx.locale : 'en',
    account: ctx.session?.account ?? null,
    features: deps.config.features,
    bannerHiddenAt: Number(request.cookies[BANNER_COOKIE]) || null,
    theme,
    highContrast,
    keyboard: parseKeyboardLayout(request.cookies[KEYBOARD_COOKIE]),
    today: todayOf(deps),
    nowMs: deps.now().getTime(),
    assets: { css: assets.css, entry: assets.entry },
    notFoundPath: status === 404 && match ? pathname : null,
  };
  const trpcClient = trpc.createClient({ links: [procedureLink(appRouter, ctx)] });
  const nonce = randomBytes(16).toString('base64');
  const formatted: FormattedTexts = {};
  const parts = new Set<string>();
  const element = createServerApp({ url, bootstrap, queryClient, trpcClient, formatted, parts });
  const isBot = BOT.test(request.headers['user-agent'] ?? '');
  const bootstrapScript = assets.loader[bootstrap.locale];
  const pageHeaders = (code: number) =>
    reply
      .code(code)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', contentSecurityPolicy(nonce))
      .header('cache-control', 'private, no-store')
      .header('vary', 'Cookie, Accept-Language');
  const stateScripts = () => pageStateScripts(queryClient, formatted, nonce) + partPreloads(assets, parts);

  // Nearly every page has its data by now: rendered in one pass, it costs a third less than streamed.
  const atOnce = renderAtOnce(element);
  if (atOnce !== undefined) {
    const scripts = () =>
      (bootstrapScript ? `<script nonce="${nonce}">${bootstrapScript}</script>` : '') + stateScripts();
    return pageHeaders(status).send(insertBeforeBodyEnd(atOnce, scripts) ?? atOnce);
  }

  return new Promise<void>((resolve) => {
    let failed = false;
    let sent = false;
    let shellTimer: NodeJS.Timeout | undefined;
    const stream = renderToPipeableStream(element, {
      nonce,
      bootstrapScriptContent: bootstrapScript || undefined,
      onShellReady() {
        // The page's data usually follows within a few ms: waiting that long sends the page whole, painted
        // at once (React reveals a boundary streamed later up to 300 ms after the first paint). Data slower
        // than SHELL_GRACE_MS streams in after the shell. Bots always get the whole page.
        if (!isBot) shellTimer = setTimeout(streamFromShell, Math.max(0, graceEndsAt - performance.now()));
      },
      onAllReady() {
        sendWhole();
      },
      onShellError(error) {
        request.log.error({ err: error }, 'page shell failed');
        // With every page's headers (its policy included): the page is ours, if not the one asked for.
        void pageHeaders(500).send('<!doctype html><title>Spelldown</title><p>Something went wrong.</p>');
        resolve();
      },
      onError(error) {
        failed = true;
        // A query that failed inside a boundary is retried in the browser; only real faults are logged.
        if (!toServiceError(error)) request.log.warn({ err: error }, 'page render error');
      },
    });
    const timer = setTimeout(() => stream.abort(), ABORT_AFTER_MS);

    /** Everything is rendered: React writes it all at once, sent as one body with its length. */
    function sendWhole() {
      if (sent) return;
      sent = true;
      clearTimeout(shellTimer);
      clearTimeout(timer);
      const whole = collectWhole((html) => {
        void withPageHeaders().send(insertBeforeBodyEnd(html, stateScripts) ?? html);
        resolve();
      });
      stream.pipe(whole);
    }

    function withPageHeaders() {
      return pageHeaders(failed && status === 200 ? 200 : status);
    }

    /** The data is slow: the shell goes now, what is still rendering streams in after it. */
    function streamFromShell() {
      if (sent) return;
      sent = true;
      clearTimeout(shellTimer);
      const out = injectBeforeBodyEnd(stateScripts);
      out.on('end', () => clearTimeout(timer));
      void withPageHeaders().send(out);
      stream.pipe(out);
      resolve();
    }
  });
}

/** The pages whose code and parts are loaded in this process. */
const PAGES_WITH_CODE = new Set<string>();

/**
 * The page's code and its parts, loaded before its render: a page whose chunk is still loading suspends,
 * and the page is rendered twice (at once, then streamed, with its spinner in the first HTML). Only a
 * page's first request after the server starts has anything to wait for (undefined after); a failure is
 * left to the render.
 */
function loadPageCode(route: RouteMatch['route']): Promise<void> | undefined {
  if (PAGES_WITH_CODE.has(route.pattern)) return undefined;
  // Access was checked before: the visitor may see this page.
  return preloadPage(route)
    .then(preloadDefinedParts)
    .then(
      () => void PAGES_WITH_CODE.add(route.pattern),
      () => undefined,
    );
}

/** Why a page of this access is not shown to this visitor (a status, or a path to redirect to), or undefined. */
function refuseAccess(access: RouteAccess, ctx: Context, url: string): number | string | undefined {
  // The visitor comes back to the page they asked for once logged in.
  if (access === 'player' && !ctx.session) return loginPathFor(url);
  if (access === 'guestOnly' && ctx.session) return '/';
  if (access === 'admin' && !ctx.session) return 401;
  if (access === 'admin' && !ctx.session?.account.roles.includes(ROLE_ADMIN)) return 403;
  return undefined;
}

/** The query cache and the formatted texts the page was rendered with, written just before </body> for hydration. */
function pageStateScripts(
  queryClient: ReturnType<typeof createQueryClient>,
  formatted: FormattedTexts,
  nonce: string,
): string {
  const state = dehydrate(queryClient, { shouldDehydrateQuery: (q) => q.state.status === 'success' });
  const json = (id: string, value: unknown) =>
    `<script id="${id}" type="application/json" nonce="${nonce}">${serializeForScript(value)}</script>`;
  return json(QUERY_STATE_ELEMENT_ID, state) + json(FORMATTED_TEXTS_ELEMENT_ID, formatted);
}

/** A module preload for each chunk of the lazy parts the page shows, named for the browser (see `RenderedParts`). */
function partPreloads(assets: ClientAssets, parts: ReadonlySet<string>): string {
  let links = '';
  for (const part of parts) {
    for (const file of assets.partFiles(part)) {
      links += `<link rel="modulepreload" href="${file}" ${PART_ATTRIBUTE}="${part}">`;
    }
  }
  return links;
}

function parseTheme(raw: string | undefined): { theme: BootstrapData['theme']; highContrast: boolean } {
  const [theme, contrast] = (raw ?? '').split(':');
  return {
    theme: theme === 'light' || theme === 'dark' ? theme : 'system',
    highContrast: contrast === 'high',
  };
}

function parseKeyboardLayout(raw: string | undefined): KeyboardLayout {
  return KEYBOARD_LAYOUTS.find((layout) => layout === raw) ?? 'auto';
}

/** Every page, rendered on the server (registered last: it answers what no other route does). */
export const ssrPlugin = fp(async (app) => registerSsr(app, app), { name: 'ssr', dependencies: ['core'] });
