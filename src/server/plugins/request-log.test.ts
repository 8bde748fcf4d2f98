import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestLogPlugin } from './request-log';

/** A Fastify app with only the request log, logging at info into the returned lines. */
async function appLoggingAtInfo() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream }, disableRequestLogging: true });
  await app.register(requestLogPlugin);
  app.get('/join/:code', async () => ({ ok: true }));
  await app.ready();
  return { app, lines };
}

describe('the request log', () => {
  it('writes one line a request at info: method, route, the path with its code redacted, status, time', async () => {
    const { app, lines } = await appLoggingAtInfo();
    await app.inject({ method: 'GET', url: '/join/SECRET-CODE?utm=mail' });
    await app.inject({ method: 'GET', url: '/nowhere' });
    expect(lines.map(({ method, route, path, status }) => ({ method, route, path, status }))).toEqual([
      { method: 'GET', route: '/join/:code', path: '/join/:code', status: 200 },
      { method: 'GET', route: '(none)', path: '/nowhere', status: 404 },
    ]);
    expect(lines.every((line) => line.msg === 'request' && typeof line.ms === 'number')).toBe(true);
    expect(JSON.stringify(lines)).not.toContain('SECRET-CODE');
    await app.close();
  });
});
