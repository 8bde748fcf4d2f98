/**
 * The English texts of the other player pages (and of a game's result) are not in the browser's entry: a file
 * that shows one of their keys must import the namespace's module here, or the browser renders the
 * bare key where the server rendered the text.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CLIENT = fileURLToPath(new URL('../../', import.meta.url));
const TEXTS = fileURLToPath(new URL('./', import.meta.url));
const LATER_NAMESPACES = readdirSync(TEXTS)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .map((name) => name.replace(/\.ts$/, ''));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("texts that come with their pages' chunks", () => {
  it('are account, archive, beta, login, menu, result and training', () => {
    expect(LATER_NAMESPACES.sort()).toEqual(['account', 'archive', 'beta', 'login', 'menu', 'result', 'training']);
  });

  it('are imported by every file that uses their keys', () => {
    const missing: string[] = [];
    for (const file of sources(CLIENT)) {
      if (file.startsWith(TEXTS)) continue;
      const code = readFileSync(file, 'utf8');
      for (const namespace of LATER_NAMESPACES) {
        if (!new RegExp(`['"\`]${namespace}\\.[a-zA-Z]`).test(code)) continue;
        if (!new RegExp(`import '[./]+app/texts/${namespace}';`).test(code)) {
          missing.push(`${relative(CLIENT, file)} uses '${namespace}.…' keys without importing app/texts/${namespace}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
