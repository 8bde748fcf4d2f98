/**
 * `npm test`: every check, in the order that fails fastest. The static checks (types, lint, format, unused
 * code) are single-threaded and independent, so they run side by side; each prints its report when it
 * ends. Then the tests, one step at a time. The run stops at the first failure with that step's exit code.
 */
import { spawn, spawnSync } from 'node:child_process';

const node = process.execPath;
const staticChecks = [
  ['types', [node, 'node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint', [node, 'node_modules/eslint/bin/eslint.js', '.', '--max-warnings', '0']],
  ['format', [node, 'node_modules/prettier/bin/prettier.cjs', '--check', '.', '--log-level', 'warn']],
  // An unused file, export or dependency fails the run (knip.json names the entry points).
  ['unused code', [node, 'node_modules/knip/bin/knip.js', '--no-progress']],
];
const tests = [
  ['unit and integration', [node, 'node_modules/vitest/vitest.mjs', 'run']],
  ['browser (e2e)', [node, 'scripts/e2e.mjs']],
];

const started = Date.now();
const secondsSince = (time) => ((Date.now() - time) / 1000).toFixed(1);

function fail(name, status, seconds) {
  process.stdout.write(`\n✖ ${name} failed after ${seconds}s\n`);
  process.exit(status ?? 1);
}

/** Runs a check with its output held back, then prints that output whole, so parallel reports don't interleave. */
function runQuietly(name, [command, ...args]) {
  return new Promise((resolve) => {
    const stepStarted = Date.now();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      if (output.length > 0) process.stdout.write(`\n▶ ${name}\n${Buffer.concat(output).toString()}`);
      resolve({ name, status, seconds: secondsSince(stepStarted) });
    });
  });
}

process.stdout.write(`\n▶ ${staticChecks.map(([name]) => name).join(', ')} (side by side)\n`);
const results = await Promise.all(staticChecks.map(([name, command]) => runQuietly(name, command)));
for (const { name, status, seconds } of results) {
  if (status !== 0) fail(name, status, seconds);
  process.stdout.write(`✔ ${name} (${seconds}s)\n`);
}

for (const [name, [command, ...args]] of tests) {
  const stepStarted = Date.now();
  process.stdout.write(`\n▶ ${name}\n`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) fail(name, result.status, secondsSince(stepStarted));
  process.stdout.write(`✔ ${name} (${secondsSince(stepStarted)}s)\n`);
}
process.stdout.write(`\nAll checks passed in ${secondsSince(started).replace(/\.\d$/, '')}s\n`);
