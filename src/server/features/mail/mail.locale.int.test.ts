import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_COOKIE } from '../../../shared/constants';
import { bearer, createPlayer, createTestApp, type TestApp } from '../../../../test/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The newest e-mail to this address, as the outbox holds it. */
async function lastMailTo(email: string) {
  await t.deps.mailer.flush();
  return t.deps.db
    .selectFrom('outbox')
    .select(['subject', 'text_body', 'html_body'])
    .where('to_address', '=', email)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
}

const recover = (email: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/account-recovery', payload: { email }, headers });

describe("e-mails in the requester's language", () => {
  it('writes the recovery e-mail in Spanish when the page asking is Spanish (Accept-Language)', async () => {
    const player = await createPlayer(t.deps);
    expect((await recover(player.email, { 'accept-language': 'es-ES,es;q=0.9,en;q=0.5' })).statusCode).toBe(202);
    const mail = await lastMailTo(player.email);
    expect(mail.subject).toBe('Restablece tu contraseña de Spelldown');
    expect(mail.text_body).toMatch(/^¡Hola!/);
    expect(mail.text_body).toMatch(/Elige una contraseña nueva: http:\/\/localhost:3000\/forgot-password\/\S+/);
    expect(mail.html_body).toContain('<html lang="es">');
  });

  it('follows the remembered language switch over Accept-Language, both ways', async () => {
    const player = await createPlayer(t.deps);
    await recover(player.email, { 'accept-language': 'en-GB', cookie: `${LOCALE_COOKIE}=es` });
    expect((await lastMailTo(player.email)).subject).toBe('Restablece tu contraseña de Spelldown');
    await recover(player.email, { 'accept-language': 'es', cookie: `${LOCALE_COOKIE}=en` });
    expect((await lastMailTo(player.email)).subject).toBe('Reset your Spelldown password');
  });

  it('stays in English for other languages', async () => {
    const player = await createPlayer(t.deps);
    await recover(player.email, { 'accept-language': 'fr-FR,de;q=0.8' });
    const mail = await lastMailTo(player.email);
    expect(mail.subject).toBe('Reset your Spelldown password');
    expect(mail.html_body).toContain('<html lang="en">');
  });

  /** Signs `email` up for the waiting list from a page in `language`; staff in `staffLanguage` invite them. */
  async function invite(email: string, language: string, staffLanguage: string) {
    const admin = await createPlayer(t.deps, { roles: ['admin'] });
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/waiting-list',
      payload: { email },
      headers: { 'accept-language': language },
    });
    expect(joined.statusCode).toBeLessThan(300);
    const row = await t.deps.db
      .selectFrom('wait_listers')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/wait-listers/${row.id}/invite`,
      payload: {},
      headers: {
        ...bearer(admin.token),
        'accept-language': staffLanguage,
        cookie: `${LOCALE_COOKIE}=${staffLanguage}`,
      },
    });
    expect(res.statusCode).toBeLessThan(300);
    return lastMailTo(email);
  }

  it("writes an invitation in the language the wait-lister signed up in, not the staff member's", async () => {
    const spanish = await invite('invitee-es@locale.test', 'es-ES,es;q=0.9', 'en');
    expect(spanish.subject).toBe('Tu invitación a Spelldown');
    expect(spanish.html_body).toContain('<html lang="es">');
    const english = await invite('invitee-en@locale.test', 'en-US', 'es');
    expect(english.subject).toBe('Your invitation to Spelldown');
    expect(english.html_body).toContain('<html lang="en">');
  });
});
