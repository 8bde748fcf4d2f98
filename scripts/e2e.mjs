/**
 * The browser suite. Without Chromium it prints one line and skips, unless REQUIRE_E2E=1,
 * which makes a missing browser a failure (CI sets it).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const line = `e2e: skipped, no Chromium at ${chromium} (install Debian's chromium or set CHROMIUM_PATH)`;
  if (process.env.REQUIRE_E2E === '1') {
    process.stderr.write(`${line}; REQUIRE_E2E=1 makes this a failure\n`);
    process.exit(1);
  }
  process.stdout.write(`${line}\n`);
  process.exit(0);
}

const report = join(tmpdir(), `spelldown-e2e-report-${process.pid}.txt`);
rmSync(report, { force: true });
const run = (args) =>
  spawnSync(process.execPath, args, {
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: chromium, E2E_REPORT_FILE: report },
  });
// The browser bundle and the server, as `npm start` builds and runs them.
const build = run(['scripts/build.mjs']);
if (build.status !== 0) process.exit(build.status ?? 1);
const tests = run([
  'node_modules/vitest/vitest.mjs',
  'run',
  '--config',
  'vitest.e2e.config.ts',
  ...process.argv.slice(2),
]);
if (existsSync(report)) {
  process.stderr.write(`e2e: ${readFileSync(report, 'utf8')}\n`);
  process.exit(1);
}
process.exit(tests.status ?? 1);
