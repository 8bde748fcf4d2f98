import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../src/server/db/database';
import type { AppDeps } from '../../src/server/deps';
import { insertSession } from '../../src/server/features/auth/auth.repository';
import { authenticate, hashSessionToken, SESSION_ABSOLUTE_MS } from '../../src/server/features/auth/auth.service';
import { createSecret } from '../../src/server/lib/crypto';
import { appRouter } from '../../src/server/trpc/router';

/**
 * Helpers of the security suite (product §10.3, §10.5, §10.7). Everything here is read from the running
 * app (the router's procedures, Fastify's route tree), never from a hand-kept list, so a procedure
 * or a path added later is walked without anyone touching these tests.
 */

export type Access = 'public' | 'player' | 'admin';

/**
 * The only procedures anyone may call (product §10.5, §12.3): logging in and out, asking who is
 * logged in, and the forms of people without a session. Everything else needs a session; admin.*
 * needs role admin. A new procedure is a player one until it is added here on purpose.
 */
export const PUBLIC_PROCEDURES: ReadonlySet<string> = new Set([
  'auth.login',
  'auth.logout',
  'auth.me',
  'account.join',
  'account.joinWaitingList',
  'account.requestRecovery',
  'account.resetPassword',
]);

/** The REST adapters of those public procedures. */
export const PUBLIC_REST: ReadonlySet<string> = new Set([
  'POST /api/login',
  'POST /api/logout',
  'POST /api/join',
  'POST /api/waiting-list',
  'POST /api/account-recovery',
  'POST /api/reset-password',
]);

export interface ProcedureInfo {
  path: string;
  type: 'query' | 'mutation' | 'subscription';
  access: Access;
  /** Field names of the procedure's input object, read from its zod schema (may be empty). */
  fields: string[];
}

export interface RestInfo {
  method: string;
  /** As registered, e.g. `/api/games/:gameId/submissions`. */
  url: string;
  access: Access;
  /** The path parameters' names, in order. */
  params: string[];
}

interface ProcedureDef {
  _def: { type: ProcedureInfo['type']; inputs: unknown[] };
}

export function accessOfProcedure(path: string): Access {
  if (path.startsWith('admin.')) return 'admin';
  return PUBLIC_PROCEDURES.has(path) ? 'public' : 'player';
}

export function accessOfRest(method: string, url: string): Access {
  if (url.startsWith('/api/admin/') || url === '/api/admin') return 'admin';
  return PUBLIC_REST.has(`${method} ${url}`) ? 'public' : 'player';
}

/** Every procedure of the root router (at run time `_def.procedures` is flat: `admin.accounts.list` → procedure). */
export function listProcedures(): ProcedureInfo[] {
  const procedures = appRouter._def.procedures as unknown as Record<string, ProcedureDef>;
  return Object.entries(procedures)
    .map(([path, procedure]) => ({
      path,
      type: procedure._def.type,
      access: accessOfProcedure(path),
      fields: [...new Set(procedure._def.inputs.flatMap((schema) => fieldNamesOf(schema)))],
    }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** The keys of a zod object schema, looking through optional/default/pipe/transform wrappers. */
export function fieldNamesOf(schema: unknown, depth = 0): string[] {
  if (!schema || typeof schema !== 'object' || depth > 8) return [];
  const def = (schema as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
  if (!def) return [];
  if (def.type === 'object' && def.shape && typeof def.shape === 'object') return Object.keys(def.shape);
  for (const key of ['innerType', 'in', 'out', 'schema']) {
    const names = fieldNamesOf(def[key], depth + 1);
    if (names.length > 0) return names;
  }
  return [];
}

/**
 * Every route of the app as `{method, url}`, read from Fastify's own route tree (`printRoutes`):
 * what is really registered, whoever registered it.
 */
export function registeredRoutes(app: FastifyInstance): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+) \(([A-Z, ]+)\)/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    // Two parametric routes on one node print as `:a|:b`: the later name is the one a child route uses.
    const segment = (match[2] ?? '').replace(/(:[A-Za-z0-9_]+\|)+(?=:)/g, '');
    const url = (prefixes[depth - 1] ?? '') + segment;
    prefixes[depth] = url;
    for (const method of (match[3] ?? '').split(', ')) routes.push({ method: method.trim(), url });
  }
  return routes;
}

/** The REST paths of product §12.3: every `/api/…` route but HEAD (Fastify's copy of GET) and catch-alls. */
export function listRestRoutes(app: FastifyInstance): RestInfo[] {
  const seen = new Set<string>();
  return registeredRoutes(app)
    .filter((r) => r.url.startsWith('/api/') && !r.url.includes('*') && r.method !== 'HEAD')
    .filter((r) => {
      const key = `${r.method} ${r.url}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((r) => ({
      ...r,
      access: accessOfRest(r.method, r.url),
      params: [...r.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!),
    }))
    .sort((a, b) => `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`));
}

/** The URL with each `:param` replaced by `valueOf(name)` (URL-encoded). */
export function fillUrl(url: string, valueOf: (name: string) => string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_all, name: string) => encodeURIComponent(valueOf(name)));
}

/** A tRPC call over HTTP, as the browser makes it (GET `?input=` for queries, POST JSON for mutations). */
export function trpcRequest(path: string, type: ProcedureInfo['type'], input: unknown, token?: string) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (type === 'query') {
    const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    return { method: 'GET' as const, url: `/trpc/${path}${query}`, headers };
  }
  return {
    method: 'POST' as const,
    url: `/trpc/${path}`,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: input === undefined ? '' : JSON.stringify(input),
  };
}

// ---------- Answers that say too much ----------

const LEAK_PATTERNS: [string, RegExp][] = [
  ['a stack trace line', /(^|\\n|\n)\s*at [^\n]*(\(|\s)[^\s)]*:\d+:\d+/],
  ['a stack property', /"stack"\s*:/],
  ['an internal error name', /\b(?:Type|Reference|Range|Syntax|Internal|Database|Aggregate)?Error: /],
  ['a file path of the server', /\/(?:work|home|usr|app|src\/server)\/[^\s"]*\.(?:ts|js|mjs)|node_modules\//],
  [
    'a database message',
    /\b(?:relation "|violates|duplicate key|syntax error at|column "|kysely|pglite|PostgresError)/i,
  ],
  ['a password hash', /\$argon2(?:id|i|d)\$/],
  // Fastify's own error body (`{statusCode, code: "FST_ERR_…"}`): the app's error handler was bypassed.
  ['a framework error code', /FST_ERR_|"statusCode"\s*:/],
];

/** What is wrong with an answer body: stack traces, internal errors, file paths, SQL errors, hashes. */
export function leaksIn(body: string): string[] {
  return LEAK_PATTERNS.filter(([, pattern]) => pattern.test(body)).map(([what]) => what);
}

// ---------- The database, before and after ----------

/** Columns that change on reads by design (a session's last use): left out of the snapshot. */
const VOLATILE_COLUMNS = new Set(['last_seen_at']);

let snapshotQuery: { sql: string; tables: string[] } | undefined;

/**
 * A fingerprint of every table of the app's schema (row count and an md5 of its rows), found in the
 * catalogue so a table added later is watched too. One round trip.
 */
export async function snapshotDatabase(db: Db): Promise<Record<string, string>> {
  if (!snapshotQuery) {
    const columns = await sql<{ table_name: string; column_name: string }>`
      select c.table_name, c.column_name
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
        and c.table_name not like 'kysely_%'
      order by c.table_name, c.ordinal_position`.execute(db);
    const byTable = new Map<string, string[]>();
    for (const row of columns.rows) {
      if (VOLATILE_COLUMNS.has(row.column_name)) continue;
      byTable.set(row.table_name, [...(byTable.get(row.table_name) ?? []), row.column_name]);
    }
    const tables = [...byTable.keys()].sort();
    const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
    const parts = tables.map((table) => {
      const cols = byTable.get(table)!.map((c) => `t.${quote(c)}`);
      const row = cols.length === 1 ? `(${cols[0]})::text` : `row(${cols.join(', ')})::text`;
      return `(select count(*)::text || ':' || coalesce(md5(string_agg(md5(${row}), ',' order by md5(${row}))), '') from ${quote(table)} t) as ${quote(table)}`;
    });
    snapshotQuery = { sql: `select ${parts.join(',\n')}`, tables };
  }
  const result = await sql.raw<Record<string, string>>(snapshotQuery.sql).execute(db);
  return result.rows[0] ?? {};
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
}

/** The row count part of a snapshot entry. */
export const rowCount = (entry: string | undefined) => Number((entry ?? '0:').split(':')[0]);

// ---------- Sessions ----------

/** A new session for an account without its password (the suite's roles log out and in many times). */
export async function mintSession(deps: AppDeps, accountId: string): Promise<string> {
  const token = createSecret(32);
  await insertSession(deps.db, {
    tokenHash: hashSessionToken(token),
    accountId,
    expiresAt: new Date(deps.now().getTime() + SESSION_ABSOLUTE_MS),
  });
  return token;
}

/** The token if it still works, else a new session for the same account. */
export async function liveToken(deps: AppDeps, accountId: string, token: string): Promise<string> {
  return (await authenticate(deps, token)) ? token : mintSession(deps, accountId);
}

// ---------- Figures ----------

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
