import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The policy of every HTML answer: scripts only from us or with this answer's nonce. */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "media-src 'self' blob:",
    "connect-src 'self'",
    "font-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** API paths: their answers carry tokens and private data (sessions, games with submissions, staff lists). */
const API_PATH = /^\/(?:api|trpc)(?:\/|$|\?)/;

/** The headers every answer carries, errors included. */
export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  // Invitation and recovery codes live in URLs: never send them on to another site.
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'x-frame-options': 'DENY',
} as const;

/** What every answer over HTTPS adds. */
export const HSTS_HEADER = ['strict-transport-security', 'max-age=31536000; includeSubDomains'] as const;

/**
 * Headers every answer carries, errors included. An API answer is never stored by a browser or a
 * proxy (`no-store`) unless it says otherwise itself.
 */
export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply, servedOverHttps: boolean): void {
  reply.headers(SECURITY_HEADERS);
  if (servedOverHttps || cameOverHttps(request)) reply.header(...HSTS_HEADER);
  if (!reply.hasHeader('cache-control') && API_PATH.test(request.url)) reply.header('cache-control', 'no-store');
}

/** Did the client come over HTTPS (as a trusted proxy says: a scheme's case does not matter, `HTTPS` too)? */
export const cameOverHttps = (request: FastifyRequest) => request.protocol.toLowerCase() === 'https';

/** Behind a TLS proxy the app sees plain HTTP: an https PUBLIC_URL says the site is served over HTTPS. */
export const isServedOverHttps = (publicUrl: string) => /^https:\/\//i.test(publicUrl);

/** Headers every answer carries. */
function registerSecurityHeaders(app: FastifyInstance, publicUrl = ''): void {
  const servedOverHttps = isServedOverHttps(publicUrl);
  // Not an async hook: every answer passes here, and none needs a promise for it.
  app.addHook('onSend', (request, reply, payload, done) => {
    applySecurityHeaders(request, reply, servedOverHttps);
    done(null, payload);
  });
}

/** Security headers on every answer (a nonce-based CSP on pages), HSTS when served over HTTPS. */
export const securityHeadersPlugin = fp<{ publicUrl: string }>(
  async (app, { publicUrl }) => registerSecurityHeaders(app, publicUrl),
  { name: 'security-headers' },
);
