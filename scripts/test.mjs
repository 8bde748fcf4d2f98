/**
 * `npm test`: every check, in the order that fails fastest. Each step prints its own report;
 * the run stops at the first failure with that step's exit code.
 */
import { spawnSync } from 'node:child_process';

const node = process.execPath;
const steps = [
  ['types', [node, 'node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint', [node, 'node_modules/eslint/bin/eslint.js', '.', '--max-warnings', '0']],
  ['format', [node, 'node_modules/prettier/bin/prettier.cjs', '--check', '.', '--log-level', 'warn']],
  ['unit and integration', [node, 'node_modules/vitest/vitest.mjs', 'run']],
  ['browser (e2e)', [node, 'scripts/e2e.mjs']],
];

const started = Date.now();
for (const [name, [command, ...args]] of steps) {
  const stepStarted = Date.now();
  process.stdout.write(`\n▶ ${name}\n`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  if (result.status !== 0) {
    process.stdout.write(`\n✖ ${name} failed after ${seconds}s\n`);
    process.exit(result.status ?? 1);
  }
  process.stdout.write(`✔ ${name} (${seconds}s)\n`);
}
process.stdout.write(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s\n`);
