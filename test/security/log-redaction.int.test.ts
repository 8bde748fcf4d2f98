import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_ADMIN } from '../../src/shared/constants';
import { bearer, createPlayer, createTestApp, type TestApp } from '../support/test-app';

/**
 * No log line holds an invitation or recovery code, whatever PUBLIC_URL is: here it has a path of its
 * own, so every link the app mails starts `https://spelldown.example/play/…`.
 */
const PUBLIC_URL = 'https://spelldown.example/play';
const lines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  const capture = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  t = await createTestApp({ env: { PUBLIC_URL }, logger: { level: 'info', stream: capture } });
});
afterAll(() => t.close());

/** The code of the newest e-mail to this address, read from the outbox. */
async function mailedCode(to: string, path: 'join' | 'forgot-password'): Promise<string> {
  await t.deps.mailer.flush();
  const mail = await t.deps.db
    .selectFrom('outbox')
    .select('text_body')
    .where('to_address', '=', to)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  const code = new RegExp(`${PUBLIC_URL}/${path}/([^\\s]+)`).exec(mail.text_body)?.[1];
  expect(code, mail.text_body).toBeTruthy();
  return decodeURIComponent(code!);
}

describe('codes in the log', () => {
  it('are redacted from every line: mail, requests, and errors that quote a link', async () => {
    const admin = await createPlayer(t.deps, { roles: [ROLE_ADMIN] });
    const player = await createPlayer(t.deps);

    await t.app.inject({ method: 'POST', url: '/api/account-recovery', payload: { email: player.email } });
    const recoveryCode = await mailedCode(player.email, 'forgot-password');

    await t.app.inject({ method: 'POST', url: '/api/waiting-list', payload: { email: 'reader@wait.example' } });
    const waitLister = await t.deps.db
      .selectFrom('wait_listers')
      .select('id')
      .where('email', '=', 'reader@wait.example')
      .executeTakeFirstOrThrow();
    const invited = await t.app.inject({
      method: 'POST',
      url: `/api/admin/wait-listers/${waitLister.id}/invite`,
      headers: bearer(admin.token),
    });
    expect(invited.statusCode).toBe(200);
    const inviteCode = await mailedCode('reader@wait.example', 'join');

    // The pages of the links, as the app sees them with and without the proxy's prefix.
    for (const url of [
      `/join/${encodeURIComponent(inviteCode)}`,
      `/forgot-password/${recoveryCode}`,
      `/play/join/${encodeURIComponent(inviteCode)}?utm=mail`,
    ]) {
      await t.app.inject({ method: 'GET', url });
    }
    // Any other line that quotes a link (an error's message, say) loses its code too.
    t.deps.log.error({ err: new Error(`could not send ${PUBLIC_URL}/forgot-password/${recoveryCode}`) }, 'mail failed');

    const log = lines.join('');
    expect(lines.length).toBeGreaterThanOrEqual(6);
    for (const code of [recoveryCode, inviteCode, inviteCode.replace(/-/g, '')]) expect(log).not.toContain(code);
    expect(log).toContain(`${PUBLIC_URL}/forgot-password/:code`);
    expect(log).toContain(`${PUBLIC_URL}/join/:code`);
  });
});
