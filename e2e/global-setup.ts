import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startApp } from '../scripts/lib/app-process.mjs';

export const E2E_ADMIN = { email: 'e2e-admin@spelldown.test', password: 'E2eAdmin1' };

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
  const logFile = join(dataDir, 'app.log');
  const app = await startApp({
    env: {
      DATA_DIR: dataDir,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      RATE_LIMIT_PER_MINUTE: '1000',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
    },
    timeoutMs: 90_000,
    logFile,
  });
  const baseUrl = app.url;
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('logFile', logFile);

  return async () => {
    await app.kill('SIGTERM');
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
