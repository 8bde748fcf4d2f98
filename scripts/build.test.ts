/** The server bundle `npm start` runs (`scripts/build.mjs`), built into a temporary file. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './build.mjs';

const dir = mkdtempSync(join(tmpdir(), 'spelldown-server-bundle-'));
let code = '';

beforeAll(async () => {
  await buildServer(join(dir, 'main.js'));
  code = readFileSync(join(dir, 'main.js'), 'utf8');
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the server bundle', () => {
  it("carries React Router's production build instead of importing the package's development one", () => {
    expect(code).toMatch(/ENABLE_DEV_WARNINGS = false/);
    expect(code).not.toMatch(/ENABLE_DEV_WARNINGS = true/);
    expect(code).not.toMatch(/from ["']react-router["']/);
  });

  it('leaves the other packages in node_modules: React stays one copy, shared with React Router', () => {
    expect(code).toMatch(/from ["']react["']/);
    expect(code).toMatch(/from ["']fastify["']/);
  });
});
