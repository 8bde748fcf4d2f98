import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Between Fastify and the Fetch API that tRPC's `resolveResponse` speaks: the request as tRPC reads it,
 * and tRPC's answer sent as whole text (our procedures answer whole JSON, nothing to stream).
 */

/** The request as tRPC reads it: method, URL, headers and the body's text. */
export function toFetchRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  const init: RequestInit = { method: request.method, headers };
  // A request without a body gets none: an empty string would come with text/plain as its type.
  if (request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined) {
    init.body = typeof request.body === 'string' ? request.body : '';
  }
  // tRPC reads the path and query only; a fixed origin keeps a strange Host header out of it.
  return new Request(new URL(request.url, 'http://localhost'), init);
}

/**
 * tRPC's answer, with its status and headers, as the reply. Every answer is JSON, its 415 errors too,
 * which tRPC leaves labelled as the text/plain of the string they were made from.
 */
export async function sendFetchResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  void reply.code(response.status);
  response.headers.forEach((value, name) => void reply.header(name, value));
  if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) {
    void reply.header('content-type', 'application/json');
  }
  return reply.send(await response.text());
}
