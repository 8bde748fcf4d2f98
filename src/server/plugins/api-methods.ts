import type { FastifyInstance, FastifyReply, HTTPMethods } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';

/** The methods a path of the app may be served with, in the order an Allow header lists them. */
const METHODS: HTTPMethod[] = ['DELETE', 'GET', 'HEAD', 'PATCH', 'POST', 'PUT'];

/**
 * A method the path does not take: 405 with the methods it does take, the one shape for /api and /trpc
 * (RFC 9110 §15.5.6).
 */
export function sendMethodNotAllowed(reply: FastifyReply, allowed: readonly string[]): FastifyReply {
  return reply.code(405).header('allow', allowed.join(', ')).send({ error: 'method_not_allowed' });
}

/**
 * Learns the methods of every /api route as it is registered, whoever registers it (Fastify's own HEAD
 * copy of a GET route included), in a router of the kind Fastify matches with: the answer is the methods
 * that serve `url`, none for a path no route takes. Both routers keep find-my-way's defaults (the app
 * sets no `routerOptions`): one given to Fastify must be given here too.
 */
export function watchApiMethods(app: FastifyInstance): (url: string) => HTTPMethod[] {
  const router = FindMyWay();
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.includes('*')) return;
    for (const method of ([] as HTTPMethods[]).concat(route.method)) {
      if (!METHODS.includes(method as HTTPMethod) || router.hasRoute(method as HTTPMethod, route.url)) continue;
      router.on(method as HTTPMethod, route.url, () => undefined);
    }
  });
  return (url) => {
    const path = url.split('?', 1)[0] ?? url;
    return METHODS.filter((method) => router.find(method, path) !== null);
  };
}
