import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder holding package.json, found by walking up from this module: the same code runs from
 * `src/` (tsx, tests) and bundled into `dist/server/main.js` (`npm start`), where a path relative to
 * `import.meta.url` would point elsewhere.
 */
function findProjectRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`Spelldown: no package.json above ${start}`);
  }
}

export const PROJECT_ROOT = findProjectRoot(dirname(fileURLToPath(import.meta.url)));

/** A path inside the project: `fromProjectRoot('dist', 'client')`. */
export const fromProjectRoot = (...parts: string[]): string => join(PROJECT_ROOT, ...parts);
