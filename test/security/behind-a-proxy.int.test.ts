import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database';
import { createAccount } from '../../src/server/features/accounts/accounts.service';
import { testConfig } from '../support/test-app';
import { createTestDatabase, TEST_DB_KIND } from '../support/test-database';

/**
 * The deployment of several instances on one Postgres behind a TLS proxy: two instances of the app,
 * each with its own connection pool, and a stand-in for the proxy that sends requests to them in turn
 * and says who the client is in X-Forwarded-For and X-Forwarded-Proto. The proxy connects from
 * 127.0.0.2, the one address the instances trust; a client that reaches an instance directly connects
 * from 127.0.0.3. Every address is on this machine's loopback.
 */
const PROXY_ADDRESS = '127.0.0.2';
const DIRECT_CLIENT_ADDRESS = '127.0.0.3';
const LIMIT = 10;
const PASSWORD = 'Quiet-Harbor-93';
const OWNER = 'owner@example.com';

const onPostgres = TEST_DB_KIND === 'postgres';
if (!onPostgres) {
  console.info(
    'two instances behind a proxy: skipped on PGlite (one process); set TEST_DATABASE_URL to run them on Postgres',
  );
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One HTTP request from `localAddress` (node:http, so the test chooses the address it connects from). */
function send(
  port: number,
  options: { path: string; body?: unknown; headers?: Record<string, string>; localAddress?: string },
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: payload === undefined ? 'GET' : 'POST',
        path: options.path,
        localAddress: options.localAddress ?? '127.0.0.1',
        headers: { ...(payload === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * The proxy stand-in: round-robin over the instances; the test names the client in `x-client-address`
 * and `x-client-proto`, which become X-Forwarded-For and X-Forwarded-Proto. Answers say which
 * instance served them (`x-served-by`).
 */
function startProxy(instancePorts: number[]): Promise<Server> {
  let turn = 0;
  const proxy = createServer((req, res) => {
    const index = turn++ % instancePorts.length;
    const headers: Record<string, string | string[] | undefined> = { ...req.headers };
    headers['x-forwarded-for'] = headers['x-client-address'];
    headers['x-forwarded-proto'] = headers['x-client-proto'] ?? 'http';
    delete headers['x-client-address'];
    delete headers['x-client-proto'];
    const upstream = request(
      {
        host: '127.0.0.1',
        port: instancePorts[index],
        method: req.method,
        path: req.url,
        headers,
        localAddress: PROXY_ADDRESS,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': String(index) });
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return new Promise((resolve) => proxy.listen(0, '127.0.0.1', () => resolve(proxy)));
}

const portOf = (server: Server) => (server.address() as AddressInfo).port;

describe.skipIf(!onPostgres)('two instances behind a proxy on one Postgres', () => {
  let database: DatabaseHandle;
  let secondPool: DatabaseHandle;
  let instances: FastifyInstance[];
  let proxy: Server;

  beforeAll(async () => {
    database = await createTestDatabase();
    const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db)).rows[0]!
      .schema;
    // The second instance reaches the same schema through a pool of its own, as another process would.
    secondPool = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir: '', searchPath: schema });
    await createAccount(database.db, { email: OWNER, password: PASSWORD });
    const config = testConfig({ RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: PROXY_ADDRESS });
    instances = await Promise.all(
      [database, secondPool].map(async (handle) => {
        const { app } = await buildApp(config, { database: handle, logger: false, startup: false });
        await app.listen({ port: 0, host: '127.0.0.1' });
        return app;
      }),
    );
    proxy = await startProxy(instances.map((app) => portOf(app.server)));
  });
  afterAll(async () => {
    await new Promise((resolve) => proxy?.close(resolve));
    await Promise.all((instances ?? []).map((app) => app.close()));
    await secondPool?.close();
    await database?.close();
  });

  let unknownEmails = 0;
  const failedLoginBody = () => ({ email: `nobody${(unknownEmails += 1)}@example.com`, password: 'Whatever-Lamp-1' });
  const throughProxy = (client: string, body: unknown, proto = 'https') =>
    send(portOf(proxy), {
      path: '/api/login',
      body,
      headers: { 'x-client-address': client, 'x-client-proto': proto },
    });

  it(`answer the ${LIMIT + 1}th login attempt of a minute from one client with 429, whichever instance it reaches`, async () => {
    const answers: Answer[] = [];
    for (let i = 0; i <= LIMIT; i += 1) answers.push(await throughProxy('203.0.113.5', failedLoginBody()));
    expect(answers.map((a) => a.status)).toEqual([...Array<number>(LIMIT).fill(401), 429]);
    expect(new Set(answers.map((a) => a.headers['x-served-by']))).toEqual(new Set(['0', '1']));
    const limited = answers.at(-1)!;
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.parse(limited.body)).toEqual({ error: 'too_many_requests' });
  });

  it(`let ${LIMIT + 1} clients make one attempt each`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i += 1)
      statuses.push((await throughProxy(`198.51.100.${i + 1}`, failedLoginBody())).status);
    expect(statuses).toEqual(Array<number>(LIMIT + 1).fill(401));
  });

  it('make the session cookie Secure when the proxy forwards HTTPS, and only then', async () => {
    const cookieOf = async (proto: string) => {
      const answer = await throughProxy('203.0.113.8', { email: OWNER, password: PASSWORD }, proto);
      expect(answer.status).toBe(200);
      return String(answer.headers['set-cookie']);
    };
    expect(await cookieOf('https')).toMatch(/;\s*Secure/i);
    expect(await cookieOf('http')).not.toMatch(/Secure/i);
  });

  it('ignore the X-Forwarded-* headers of a client that connects directly', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i += 1) {
      const answer = await send(portOf(instances[i % 2]!.server), {
        path: '/api/login',
        body: failedLoginBody(),
        localAddress: DIRECT_CLIENT_ADDRESS,
        headers: { 'x-forwarded-for': `198.51.100.${100 + i}`, 'x-forwarded-proto': 'https' },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(401), 429]);
    const login = await send(portOf(instances[0]!.server), {
      path: '/api/login',
      body: { email: OWNER, password: PASSWORD },
      localAddress: '127.0.0.4',
      headers: { 'x-forwarded-for': '198.51.100.250', 'x-forwarded-proto': 'https' },
    });
    expect(login.status).toBe(200);
    expect(String(login.headers['set-cookie'])).not.toMatch(/Secure/i);
  });
});
