import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

/**
 * Records a secret the run used (a password, a session token, an invitation or recovery code):
 * when the run ends, global-setup fails it if the app's log contains any of them.
 */
export function rememberSecret(secret: string | null | undefined): void {
  if (!secret) return;
  appendFileSync(join(inject('dataDir'), 'secrets.txt'), `${secret}\n`);
}
