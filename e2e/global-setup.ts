import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { SERVER_BUNDLE, SERVER_ENV, SERVER_NODE_FLAGS } from '../scripts/build.mjs';
import { freePort } from '../src/server/test/free-port';

export const E2E_ADMIN = { email: 'e2e-admin@spelldown.test', password: 'E2eAdmin1' };

async function waitForReady(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app exited with code ${child.exitCode} before it was ready`);
    try {
      const res = await fetch(`${baseUrl}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('The app was not ready in time');
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    logFile: string;
  }
}

/** Starts the real app as `npm start` does (the server bundle scripts/e2e.mjs built) on a fresh embedded database. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'spelldown-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = join(dataDir, 'app.log');
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_BUNDLE], {
    env: {
      ...process.env,
      ...SERVER_ENV,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      RATE_LIMIT_PER_MINUTE: '1000',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  await waitForReady(baseUrl, child, 90_000);
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('logFile', logFile);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    const leaks = findLeakedSecrets(logFile, join(dataDir, 'secrets.txt'));
    if (!process.env.E2E_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
    // No password, session token or invitation/recovery code may appear in any log line of the run.
    if (leaks.length > 0) {
      const message = `The app log holds ${leaks.length} secret(s) used in the run: ${leaks.map((s) => `${s.slice(0, 4)}…`).join(', ')}`;
      // scripts/e2e.mjs turns this report into a failed run (vitest does not fail on errors thrown here).
      if (process.env.E2E_REPORT_FILE) writeFileSync(process.env.E2E_REPORT_FILE, message);
      throw new Error(message);
    }
  };
}

/** Secrets the tests used (e2e/support/secrets.ts records them) that the app's log contains. */
function findLeakedSecrets(logFile: string, secretsFile: string): string[] {
  if (!existsSync(secretsFile)) return [];
  const log = readFileSync(logFile, 'utf8');
  const secrets = new Set(
    readFileSync(secretsFile, 'utf8')
      .split('\n')
      .filter((s) => s.length >= 6),
  );
  secrets.add(E2E_ADMIN.password);
  return [...secrets].filter((secret) => log.includes(secret));
}
