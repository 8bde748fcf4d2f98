import type { FastifyInstance } from 'fastify';

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

/** Headers every answer carries. */
export function registerSecurityHeaders(app: FastifyInstance, publicUrl = ''): void {
  // Behind a TLS proxy the app sees plain HTTP: an https PUBLIC_URL says the site is served over HTTPS.
  const servedOverHttps = publicUrl.startsWith('https://');
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    // Invitation and recovery codes live in URLs: never send them on to another site.
    reply.header('referrer-policy', 'no-referrer');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('x-frame-options', 'DENY');
    if (servedOverHttps || request.protocol === 'https')
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
