import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS_DIR } from '../../src/server/db/migrator';

/** A snapshot named by the migrations' content: a changed migration makes a new one. */
export function snapshotPath(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR).sort())
    hash.update(file).update(readFileSync(join(MIGRATIONS_DIR, file)));
  return join(tmpdir(), 'spelldown-test', `pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}
