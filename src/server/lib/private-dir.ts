import { chmodSync, mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * Makes a folder only its owner may enter (0700), or closes one that exists: DATA_DIR holds the
 * embedded database's files, whose own modes let anyone on the machine read them otherwise.
 */
export function ensurePrivateDir(path: string): void {
  makeDirs(path);
  try {
    chmodSync(path, 0o700);
  } catch {
    // Another user's folder (a mounted volume): its owner decides; the files inside are still ours.
  }
}

/** DATA_DIR (and the folders named, inside it) made private, or an error that names it: the start's one line. */
export function ensureDataDir(dataDir: string, ...folders: string[]): void {
  try {
    ensurePrivateDir(resolve(dataDir));
    for (const folder of folders) ensurePrivateDir(resolve(dataDir, folder));
  } catch (error) {
    throw new Error(`DATA_DIR=${dataDir} cannot be used: ${(error as Error).message}`);
  }
}

/**
 * `mkdir -p`, one level at a time. Node's own `recursive: true` never returns for a path under a
 * file system that refuses new folders with ENOENT (`/proc/nope`); this fails with that error instead.
 */
function makeDirs(path: string): void {
  try {
    mkdirSync(path, { mode: 0o700 });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST' && statSync(path).isDirectory()) return;
    const parent = dirname(path);
    if (code !== 'ENOENT' || parent === path) throw error;
    makeDirs(parent);
    mkdirSync(path, { mode: 0o700 });
  }
}
