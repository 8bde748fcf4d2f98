import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { HSTS_HEADER, SECURITY_HEADERS } from './security-headers';

/** What a request that could not be read gets: the app's error shape (and, from its caller, its headers). */
export const UNREADABLE_REQUEST = { code: 'invalid.input', message: 'The request could not be read.' };

/** Node's codes for what it could not read of a request, by the status each is answered with. */
const STATUS_OF_CODE: Record<string, number> = { ERR_HTTP_REQUEST_TIMEOUT: 408, HPE_HEADER_OVERFLOW: 431 };

/**
 * Answers a request Node's parser could not read (a malformed request line, headers over the size limit,
 * a request that took too long) before it reaches Fastify: in the app's error shape, with the headers every
 * answer carries, then closes the connection (Node cannot read the next request on it). Fastify's own
 * answer to these carried neither.
 */
export function clientErrorAnswerer(servedOverHttps: boolean) {
  const headerLines = [
    ...Object.entries(SECURITY_HEADERS),
    ...(servedOverHttps ? [HSTS_HEADER] : []),
    ['cache-control', 'no-store'],
    ['content-type', 'application/json; charset=utf-8'],
    ['connection', 'close'],
  ]
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (error: NodeJS.ErrnoException, socket: Socket): void => {
    // A connection the client reset has nothing left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    if (socket.writable) {
      const status = STATUS_OF_CODE[error.code ?? ''] ?? 400;
      const body = JSON.stringify({ errors: [UNREADABLE_REQUEST] });
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headerLines}content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  };
}
