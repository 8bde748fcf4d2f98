import { chmodSync, mkdirSync } from 'node:fs';

/**
 * Makes a folder only its owner may enter (0700), or closes one that exists: DATA_DIR holds the
 * embedded database's files, whose own modes let anyone on the machine read them otherwise.
 */
export function ensurePrivateDir(path: string): void {
  mkdirSync(path, { recursive: true, mode: 0o700 });
  try {
    chmodSync(path, 0o700);
  } catch {
    // Another user's folder (a mounted volume): its owner decides; the files inside are still ours.
  }
}
