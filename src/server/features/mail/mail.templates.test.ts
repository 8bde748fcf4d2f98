import { describe, expect, it } from 'vitest';
import { invitationMail, recoveryMail } from './mail.templates';

describe('mail templates', () => {
  it('builds the invitation from the catalogue, with the link in both parts', () => {
    const mail = invitationMail('en', { to: 'ada@example.com', link: 'https://s.test/join/ABCD-EFGH-JKMN-PQRS' });
    expect(mail.subject).toBe('Your invitation to Spelldown');
    expect(mail.text).toContain('Create your account: https://s.test/join/ABCD-EFGH-JKMN-PQRS');
    expect(mail.text).toContain('expires in 14 days');
    expect(mail.html).toContain('href="https://s.test/join/ABCD-EFGH-JKMN-PQRS"');
    expect(mail.html).toContain('<html lang="en">');
  });

  it('says how long a recovery link lasts and escapes what it repeats in HTML', () => {
    const mail = recoveryMail('en', {
      to: "o'brien&co@example.com",
      link: 'https://s.test/forgot-password/abc?x=1&y=2',
    });
    expect(mail.subject).toBe('Reset your Spelldown password');
    expect(mail.text).toContain("for o'brien&co@example.com");
    expect(mail.text).toContain('expires in 60 minutes');
    expect(mail.html).toContain('o&#39;brien&amp;co@example.com');
    expect(mail.html).toContain('href="https://s.test/forgot-password/abc?x=1&amp;y=2"');
    expect(mail.html).not.toMatch(/&co@/);
  });

  it('writes the whole message in Spanish for the es locale, keeping the link and the figures', () => {
    const link = 'https://s.test/forgot-password/abc';
    const mail = recoveryMail('es', { to: 'ada@example.com', link });
    expect(mail.subject).toBe('Restablece tu contraseña de Spelldown');
    expect(mail.text.startsWith('¡Hola!')).toBe(true);
    expect(mail.text).toContain('la cuenta de Spelldown de ada@example.com');
    expect(mail.text).toContain(`Elige una contraseña nueva: ${link}`);
    expect(mail.text).toContain('caduca dentro de 60 minutos');
    expect(mail.text).toContain('— El equipo de Spelldown');
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain('Si el botón no funciona, copia este enlace en tu navegador:');
    expect(mail.html).not.toMatch(/Reset your|Hello|The Spelldown team/);

    const invitation = invitationMail('es', { to: 'ada@example.com', link: 'https://s.test/join/ABCD' });
    expect(invitation.subject).toBe('Tu invitación a Spelldown');
    expect(invitation.text).toContain('Crea tu cuenta: https://s.test/join/ABCD');
    expect(invitation.text).toContain('caduca dentro de 14 días');
  });
});
