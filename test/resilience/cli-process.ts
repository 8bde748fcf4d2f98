import { spawnSync } from 'node:child_process';

/** Runs `npm run cli -- <args>` (as scripts/cli.ts) against a database; answers its stdout lines. */
export function runCliAgainst(databaseUrl: string, args: string[]): string[] {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/cli.ts', ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (result.status !== 0) throw new Error(`cli ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

export async function postJson(url: string, body: unknown, token?: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(5000),
  });
}
