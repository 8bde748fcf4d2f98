import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireAudio } from '../../src/server/features/audio';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  changedTables,
  fillUrl,
  leaksIn,
  listProcedures,
  listRestRoutes,
  liveToken,
  rowCount,
  snapshotDatabase,
  type ProcedureInfo,
  type RestInfo,
} from './harness';
import { buildWorld, type World } from './security-fixtures';

/**
 * Product §10: fast-check sends generated inputs to every procedure and every /api path, as nobody, a
 * player, an admin and a forged bearer: wrong types, huge strings (to 100 KB), unicode, SQL and HTML
 * fragments, missing and extra fields, malformed JSON, arrays for objects, wrong methods and content
 * types, and one 2 MB body per path. Every answer must be below 500 and say nothing of the server's
 * insides, and an answer of 4xx must leave every table of the database as it was.
 */
const RUNS_PER_TARGET = Number(process.env.FUZZ_RUNS_PER_TARGET ?? 22);
/** Runs per admin list or lookup in the cursor test (two runs of the general test's worth). */
const ADMIN_QUERY_RUNS = RUNS_PER_TARGET * 2;
const TWO_MB = 2 * 1024 * 1024;

// Built at collection time so the /api paths (read from Fastify's route tree) can name one test each.
const t: TestApp = await createTestApp();
let world: World;
let cases = 0;
let rejected = 0;
let serverErrors = 0;
/** Requests of the admin cursor and query-parameter test (part of `cases`). */
let adminQueryCases = 0;
/** The database as it was after the last answer that was not a 4xx (compared after each 4xx). */
let baseline: Record<string, string>;

beforeAll(async () => {
  world = await buildWorld(t.deps);
  // Warm the parts that write once on first use, whatever the request (the installation's audio URL
  // secret, the players' training rows): the running app has made them long before.
  await requireAudio(t.deps).describeClips([]);
  for (const role of ['player', 'otherPlayer', 'admin'] as const) {
    await t.app.inject({ method: 'GET', url: '/api/training/words', headers: bearerOf(world.actors[role].token) });
  }
  baseline = await snapshotDatabase(t.deps.db);
});
afterAll(async () => {
  console.info(
    `fuzz: ${cases} generated requests, ${adminQueryCases} of them at admin cursors and query parameters; ` +
      `${serverErrors} answered 5xx, ${rejected} answered 4xx (database unchanged after each)`,
  );
  await t.close();
});

const PROCEDURES = listProcedures().filter((p) => p.type !== 'subscription');
/** A REST body or query string may carry any field some procedure reads. */
const REST_FIELDS = [...new Set(PROCEDURES.flatMap((p) => p.fields))];

// ---------- Values ----------

const SQL = [
  "' OR '1'='1",
  "'; DROP TABLE accounts; --",
  '1) OR 1=1 --',
  "admin'--",
  "x' AND pg_sleep(5) IS NULL --",
  '$1',
  '%',
  '_',
  '\\',
  "'; COPY accounts TO PROGRAM 'id'; --",
  '00000000-0000-4000-8000-000000000000; DELETE FROM sessions',
];
const HTML = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '</script><script>alert(1)</script>',
  '{{constructor.constructor("alert(1)")()}}',
  '${7*7}',
  '<!--',
  '../../../../etc/passwd',
  '%2e%2e%2f%2e%2e%2f',
  '\u0000',
  'a\r\nSet-Cookie: sd_session=x',
  '\u202e\u200b\ufeff',
  '💥👩‍👩‍👧‍👦',
];
const MALFORMED_JSON = [
  '{',
  '{"email":',
  '[1,2',
  '{"a":1}}',
  'nul',
  "{'single':'quotes'}",
  '{"a":NaN}',
  '{"__proto__":{"roles":["admin"]}}',
  '{"constructor":{"prototype":{"roles":["admin"]}}}',
  '\u0000',
  '"just a string"',
  '1e99999',
];
const EXTRA_KEYS = ['__proto__', 'constructor', 'prototype', 'roles', 'isAdmin', 'accountId', 'id', 'session', 'extra'];

/** Values that look right (ids of real rows, e-mails of real accounts, valid passwords and guesses). */
function plausibleValues(): unknown[] {
  return [
    world.todayGameId,
    world.pastGameId,
    ...world.gameWordIds.slice(0, 2),
    world.currentTrainingWordId,
    world.actors.player.email,
    world.actors.admin.email,
    'nobody@example.com',
    'Passw0rdOk',
    'Lantern-Orchid-47',
    'a'.repeat(128) + 'A1',
    world.today,
    world.today.slice(0, 6),
    '202611',
    '0',
    '-1',
    '99999999999999999999',
    'ABCD-EFGH-JKMN-PQRS',
    ['one', 'two', 'three', 'four', 'five', 'six'],
    '00000000-0000-4000-8000-000000000000',
  ];
}

function hugeString() {
  return fc
    .tuple(fc.integer({ min: 1_000, max: 100_000 }), fc.constantFrom('a', 'é', '😀', "'", '<', '\u0000', ' '))
    .map(([length, ch]) => ch.repeat(Math.ceil(length / ch.length)));
}

function scalar() {
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
    { weight: 2, arbitrary: fc.constantFrom(...SQL) },
    { weight: 2, arbitrary: fc.constantFrom(...HTML) },
    { weight: 3, arbitrary: fc.constantFrom(...plausibleValues()) },
    { weight: 1, arbitrary: fc.emailAddress() },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.bigInt().map(String)) },
    { weight: 1, arbitrary: fc.constantFrom(true, false, null, 0, -1, 1e308, '', ' ') },
    { weight: 1, arbitrary: hugeString() },
  );
}

function value() {
  return fc.oneof(
    { weight: 6, arbitrary: scalar() },
    { weight: 1, arbitrary: fc.array(scalar(), { maxLength: 8 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), scalar(), { maxKeys: 4 }) },
    { weight: 1, arbitrary: fc.anything({ maxDepth: 2, maxKeys: 4 }) },
  );
}

/** An input for these fields: any of them missing, wrong or hostile, extra fields, or not an object at all. */
function inputFor(fields: string[]) {
  const record = fc.record(Object.fromEntries(fields.map((field) => [field, value()])), { requiredKeys: [] });
  const extras = fc.dictionary(fc.constantFrom(...EXTRA_KEYS), value(), { maxKeys: 2 });
  const object = fc.tuple(record, extras).map(([fieldsPart, extra]) => {
    const out: Record<string, unknown> = {};
    for (const [key, v] of [...Object.entries(fieldsPart), ...Object.entries(extra)]) {
      Object.defineProperty(out, key, { value: v, enumerable: true, writable: true, configurable: true });
    }
    return out;
  });
  return fc.oneof({ weight: 5, arbitrary: object }, { weight: 1, arbitrary: value() });
}

// ---------- Cursors, dates and ids ----------

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * ISO instants: a real one, or a real one with one part just out of range: a day the month does not
 * have (2026-02-30), 24:00, :60, year 0, a zone past ±15:59, no seconds, no zone, 12 fraction digits.
 */
const instantArb = fc
  .tuple(
    fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2040-12-31T23:59:59Z'), noInvalidDate: true }),
    fc.constantFrom(
      'none',
      'dayPastMonth',
      'hour24',
      'minute60',
      'second60',
      'year0',
      'zonePastRange',
      'noSeconds',
      'noZone',
      'longFraction',
    ),
    fc.integer({ min: 0, max: 99 }),
  )
  .map(([date, change, n]) => {
    const iso = date.toISOString(); // 2026-11-21T10:20:30.456Z
    const [day = '', time = ''] = iso.slice(0, -1).split('T');
    const [hh = '00', mm = '00', ss = '00.000'] = time.split(':');
    switch (change) {
      case 'dayPastMonth':
        return `${day.slice(0, 4)}-${['02', '04', '06', '09', '11'][n % 5]}-${29 + (n % 3)}T${time}Z`;
      case 'hour24':
        return `${day}T24:${mm}:${ss}Z`;
      case 'minute60':
        return `${day}T${hh}:60:${ss}Z`;
      case 'second60':
        return `${day}T${hh}:${mm}:60Z`;
      case 'year0':
        return `0000${iso.slice(4)}`;
      case 'zonePastRange':
        return `${day}T${time}${n % 2 ? '+' : '-'}${16 + (n % 8)}:${pad(n % 60, 2)}`;
      case 'noSeconds':
        return `${day}T${hh}:${mm}Z`;
      case 'noZone':
        return `${day}T${time}`;
      case 'longFraction':
        return `${day}T${hh}:${mm}:${ss.slice(0, 2)}.${pad(n, 12)}Z`;
      default:
        return iso;
    }
  });

/** YYYYMMDD dates, mostly near real ones (the same parts, without the time). */
const gameDateArb = instantArb.map((instant) => instant.slice(0, 10).replace(/-/g, ''));

/** What a cursor, date, id or other admin query parameter might be sent as. */
function queryValue() {
  return fc.oneof(
    { weight: 4, arbitrary: instantArb },
    {
      weight: 2,
      arbitrary: fc.tuple(instantArb, fc.oneof(fc.uuid(), fc.string({ maxLength: 40 }))).map((p) => p.join('|')),
    },
    { weight: 2, arbitrary: gameDateArb },
    { weight: 1, arbitrary: fc.uuid() },
    {
      weight: 1,
      arbitrary: fc.constantFrom('2026-02-30T00:00:00Z', '20260230', 'true', 'false', '1', '0', '-1', '1e400'),
    },
    { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double()).map(String) },
    { weight: 2, arbitrary: scalar() },
  );
}

const roleArb = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom<Role>('anonymous', 'player', 'admin') },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Role>('forged', 'otherPlayer'),
  },
);
type Role = 'anonymous' | 'player' | 'otherPlayer' | 'admin' | 'forged';

const forgedHeader = fc.oneof(
  fc.string({ maxLength: 60 }).map((s) => `Bearer ${s.replace(/[^\x20-\x7e]/g, '')}`),
  fc.constantFrom('Bearer', 'Bearer ', 'Basic YWRtaW46YWRtaW4=', `Bearer ${'x'.repeat(5000)}`, 'bearer  a b c'),
);

// ---------- Requests ----------

const bearerOf = (token: string) => ({ authorization: `Bearer ${token}` });

async function headersFor(role: Role, forged: string): Promise<Record<string, string>> {
  if (role === 'anonymous') return {};
  if (role === 'forged') return { authorization: forged };
  const actor = world.actors[role];
  const token = await liveToken(t.deps, actor.accountId, actor.token);
  if (token !== actor.token) {
    // A logout or a password change ended it: the new session is the test's doing, not the request's.
    actor.token = token;
    baseline = await snapshotDatabase(t.deps.db);
  }
  return bearerOf(token);
}

const json = (input: unknown) => JSON.stringify(input) ?? 'null';

const ENCODINGS = ['json', 'json', 'json', 'malformed', 'wrongType', 'wrongMethod', 'batch'] as const;
type Encoding = (typeof ENCODINGS)[number];

function trpcCase(procedure: ProcedureInfo, input: unknown, encoding: Encoding, malformed: string): InjectOptions {
  const base = `/trpc/${procedure.path}`;
  const asQuery = procedure.type === 'query';
  switch (encoding) {
    case 'malformed':
      return asQuery
        ? { method: 'GET', url: `${base}?input=${encodeURIComponent(malformed)}` }
        : { method: 'POST', url: base, headers: { 'content-type': 'application/json' }, payload: malformed };
    case 'wrongType':
      return asQuery
        ? { method: 'GET', url: `${base}?input=${encodeURIComponent(json(input))}&input=x&batch=maybe` }
        : { method: 'POST', url: base, headers: { 'content-type': 'text/plain' }, payload: json(input) };
    case 'wrongMethod':
      return asQuery
        ? { method: 'POST', url: base, headers: { 'content-type': 'application/json' }, payload: json(input) }
        : { method: 'GET', url: `${base}?input=${encodeURIComponent(json(input))}` };
    case 'batch':
      return asQuery
        ? {
            method: 'GET',
            url: `${base},${base.slice(6)}?batch=1&input=${encodeURIComponent(json({ 0: input, 1: input }))}`,
          }
        : {
            method: 'POST',
            url: `${base}?batch=1`,
            headers: { 'content-type': 'application/json' },
            payload: json({ 0: input }),
          };
    default:
      return asQuery
        ? { method: 'GET', url: input === undefined ? base : `${base}?input=${encodeURIComponent(json(input))}` }
        : { method: 'POST', url: base, headers: { 'content-type': 'application/json' }, payload: json(input) };
  }
}

/**
 * Query-string form of an input: an object's fields as `k=v`, anything else as `q`; arrays as repeated keys,
 * objects within as JSON text (an object's own `toString` may be anything: it is never called).
 */
function queryString(input: unknown): string {
  const fields: [string, unknown][] =
    input && typeof input === 'object' && !Array.isArray(input) ? Object.entries(input) : [['q', input]];
  const parts: string[] = [];
  for (const [key, v] of fields) {
    for (const item of Array.isArray(v) ? v : [v]) {
      const text = typeof item === 'object' && item !== null ? json(item) : String(item);
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(text)}`);
    }
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

function restCase(
  route: RestInfo,
  input: unknown,
  params: string[],
  encoding: Encoding,
  malformed: string,
): InjectOptions {
  let i = 0;
  const url = fillUrl(route.url, () => params[i++ % params.length] ?? 'x');
  if (route.method === 'GET') {
    return { method: 'GET', url: encoding === 'malformed' ? `${url}?${malformed}` : url + queryString(input) };
  }
  const method = route.method as 'POST' | 'DELETE';
  switch (encoding) {
    case 'malformed':
      return { method, url, headers: { 'content-type': 'application/json' }, payload: malformed };
    case 'wrongType':
      return {
        method,
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=a&password=b',
      };
    case 'wrongMethod':
      return { method: 'PUT', url, headers: { 'content-type': 'application/json' }, payload: json(input) };
    case 'batch':
      return { method, url, headers: { 'content-type': 'text/plain' }, payload: json(input) };
    default:
      return { method, url, headers: { 'content-type': 'application/json' }, payload: json(input) };
  }
}

/**
 * Tables a 4xx may change by design: the brute-force counters. A refused reset counts a try against
 * the code tried, an 'e-mail taken' answer counts against the invitation code; a refused login adds a
 * row to login_failures once its answer has gone (so the row may land during a later request: that table
 * is checked on its own, see the last test); every call of a rate-limited procedure counts in
 * rate_limit_windows, refused or not.
 */
function allowedWrites(res: LightMyRequestResponse): string[] {
  if (res.statusCode === 400 && res.body.includes('resetPassword.recoveryCode.invalid')) return ['recovery_codes'];
  // 'E-mail taken' is counted against the live code that was shown it.
  if (res.statusCode === 400 && res.body.includes('join.email.taken')) return ['invitations'];
  return [];
}

/** Refused logins (each may add one login_failures row, later). */
let refusedLogins = 0;

/** Sends one request and checks the answer and the database; `failure` says what is wrong, if anything. */
async function send(target: string, options: InjectOptions) {
  cases += 1;
  const res = await t.app.inject(options);
  await t.deps.mailer.flush();
  return { res, failure: await judge(target, options, res) };
}

async function judge(target: string, options: InjectOptions, res: LightMyRequestResponse): Promise<string | null> {
  const url = typeof options.url === 'string' ? options.url : JSON.stringify(options.url);
  const what = `${target}: ${options.method} ${url.slice(0, 200)} → ${res.statusCode}`;
  if (res.statusCode >= 500) {
    serverErrors += 1;
    return `${what} ${res.body.slice(0, 300)}`;
  }
  const leaks = leaksIn(res.body);
  if (leaks.length > 0) return `${what}: the answer carries ${leaks.join(', ')}: ${res.body.slice(0, 300)}`;
  const after = await snapshotDatabase(t.deps.db);
  if (res.statusCode === 401 && res.body.includes('login_failed')) refusedLogins += 1;
  if (rowCount(after.login_failures) < rowCount(baseline.login_failures)) return `${what}: login_failures shrank`;
  if (res.statusCode >= 400) {
    rejected += 1;
    const allowed = [...allowedWrites(res), 'login_failures', 'rate_limit_windows'];
    const changed = changedTables(baseline, after).filter((table) => !allowed.includes(table));
    if (changed.length > 0) return `${what} changed ${changed.join(', ')}: ${res.body.slice(0, 200)}`;
  }
  baseline = after;
  return null;
}

const failIf = ({ failure }: { failure: string | null }) => {
  if (failure) throw new Error(failure);
};

const paramArb = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(...SQL, ...HTML, 'x'.repeat(5000)),
  fc.uuid(),
  fc.constantFrom('daily', '202611', '20261121', '0', '-1', '%', '..'),
);

describe('fuzzing every procedure and every /api path (product §10.7)', () => {
  it.each(PROCEDURES.map((p) => [p.path, p] as const))('%s', async (_path, procedure) => {
    await fc.assert(
      fc.asyncProperty(
        inputFor(procedure.fields),
        fc.constantFrom(...ENCODINGS),
        fc.constantFrom(...MALFORMED_JSON),
        roleArb,
        forgedHeader,
        async (input, encoding, malformed, role, forged) => {
          const options = trpcCase(procedure, input, encoding, malformed);
          options.headers = { ...options.headers, ...(await headersFor(role, forged)) };
          failIf(await send(procedure.path, options));
        },
      ),
      { numRuns: RUNS_PER_TARGET },
    );
  });

  const routes = listRestRoutes(t.app);
  it('finds the /api paths to fuzz', () => {
    expect(routes.length).toBeGreaterThanOrEqual(20);
  });

  it.each(routes.map((r) => [`${r.method} ${r.url}`, r] as const))('%s', async (_name, route) => {
    await fc.assert(
      fc.asyncProperty(
        fc.shuffledSubarray(REST_FIELDS, { maxLength: 6 }).chain((fields) => inputFor(fields)),
        fc.array(paramArb, { minLength: 1, maxLength: 2 }),
        fc.constantFrom(...ENCODINGS),
        fc.constantFrom(...MALFORMED_JSON),
        roleArb,
        forgedHeader,
        async (input, params, encoding, malformed, role, forged) => {
          const options = restCase(route, input, params, encoding, malformed);
          options.headers = { ...options.headers, ...(await headersFor(role, forged)) };
          failIf(await send(`${route.method} ${route.url}`, options));
        },
      ),
      { numRuns: RUNS_PER_TARGET },
    );
  });

  /**
   * Every cursor and query parameter of the staff lists and lookups (read from the admin queries'
   * inputs), sent as an admin with values aimed at dates and ids: no 5xx, and a REST 400 has the
   * contract's error shape.
   */
  const adminQueries = PROCEDURES.filter((p) => p.access === 'admin' && p.type === 'query');
  const adminQueryFields = [...new Set(adminQueries.flatMap((p) => p.fields))];
  const adminGets = routes.filter((r) => r.access === 'admin' && r.method === 'GET');
  const adminQueryTargets = [
    ...adminQueries.map((p) => ({
      name: p.path,
      rest: false,
      request: (input: unknown) => trpcCase(p, input, 'json', ''),
    })),
    ...adminGets.map((r) => ({
      name: `GET ${r.url}`,
      rest: true,
      request: (input: unknown, param: string) => restCase(r, input, [param], 'json', ''),
    })),
  ];

  it.each(adminQueryTargets.map((target) => [target.name, target] as const))(
    'cursors and query parameters of %s',
    async (_name, target) => {
      const inputs = fc.record(Object.fromEntries(adminQueryFields.map((field) => [field, queryValue()])), {
        requiredKeys: [],
      });
      const pathParam = queryValue().map((v) => (typeof v === 'string' ? v : JSON.stringify(v)));
      await fc.assert(
        fc.asyncProperty(inputs, pathParam, async (input, param) => {
          const options = target.request(input, param);
          options.headers = { ...options.headers, ...(await headersFor('admin', '')) };
          adminQueryCases += 1;
          const { res, failure } = await send(target.name, options);
          failIf({ failure });
          if (target.rest && res.statusCode === 400) {
            const errors = res.json<{ errors?: { code?: unknown; message?: unknown }[] }>().errors;
            const shaped = errors?.every((e) => typeof e.code === 'string' && typeof e.message === 'string');
            if (!shaped) throw new Error(`${target.name}: a 400 without {errors:[{code,message}]}: ${res.body}`);
          }
        }),
        { numRuns: ADMIN_QUERY_RUNS },
      );
    },
  );

  it('answers a 2 MB body with 413 on every path that reads one (401 first on a REST path that needs a session), and with no 5xx anywhere', async () => {
    const body = json({ email: 'a@example.com', password: 'x'.repeat(TWO_MB), guesses: [] });
    const failures: string[] = [];
    const targets: { name: string; options: InjectOptions; readsBody: boolean; refusesVisitors?: boolean }[] = [
      ...listRestRoutes(t.app).map((route) => ({
        name: `${route.method} ${route.url}`,
        readsBody: route.method !== 'GET',
        // A REST path refuses a caller its access does not allow before it reads the body.
        refusesVisitors: route.access !== 'public',
        options: {
          method: route.method as 'GET' | 'POST' | 'DELETE',
          url: fillUrl(route.url, () => world.todayGameId),
        },
      })),
      ...PROCEDURES.filter((p) => p.type === 'mutation').map((p) => ({
        name: p.path,
        readsBody: true,
        options: { method: 'POST' as const, url: `/trpc/${p.path}` },
      })),
    ];
    for (const target of targets) {
      for (const role of ['anonymous', 'admin'] as const) {
        const options: InjectOptions = {
          ...target.options,
          headers: { 'content-type': 'application/json', ...(await headersFor(role, '')) },
          payload: body,
        };
        const { res, failure } = await send(target.name, options);
        const expected = role === 'anonymous' && target.refusesVisitors ? 401 : 413;
        if (failure) failures.push(failure);
        else if (target.readsBody && res.statusCode !== expected) {
          failures.push(`${target.name} as ${role}: ${res.statusCode}, expected ${expected}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('sent at least 1,000 generated requests in all', () => {
    expect(cases).toBeGreaterThanOrEqual(1000);
  });

  it('wrote login_failures rows only for refused logins, at most one each', async () => {
    await new Promise((resolve) => setTimeout(resolve, 300)); // the last refusals' rows, written after their answers
    const rows = await t.deps.db.selectFrom('login_failures').select('email_key').execute();
    expect(rows.length).toBeLessThanOrEqual(refusedLogins);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.email_key))).toBe(true);
  });
});
