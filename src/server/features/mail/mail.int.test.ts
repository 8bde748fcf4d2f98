import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer } from '../../../../test/support/smtp-server';
import { createPlayer, createTestApp, type TestApp } from '../../../../test/support/test-app';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** Quoted-printable soft breaks and escapes undone, so the test reads the text as a person would. */
const decodeQp = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('SMTP delivery (SMTP_URL set)', () => {
  const received: Received[] = [];
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer((stream, session, callback) => {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    });
    t = await createTestApp({
      env: {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Spelldown <hello@spelldown.test>',
        PUBLIC_URL: 'https://spelldown.example',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp.close();
  });

  it('sends the recovery e-mail through the SMTP server: subject, text and HTML with the link', async () => {
    const player = await createPlayer(t.deps);
    const res = await t.app.inject({ method: 'POST', url: '/api/account-recovery', payload: { email: player.email } });
    expect(res.statusCode).toBe(202);
    await t.deps.mailer.flush();

    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.from).toBe('hello@spelldown.test');
    expect(mail.to).toEqual([player.email]);
    const text = decodeQp(mail.raw);
    expect(text).toMatch(/^Subject: Reset your Spelldown password$/m);
    expect(text).toMatch(/Content-Type: text\/plain/);
    expect(text).toMatch(/Content-Type: text\/html/);
    const links = text.match(/https:\/\/spelldown\.example\/forgot-password\/[A-Za-z0-9_-]{22}/g) ?? [];
    expect(links.length).toBeGreaterThanOrEqual(2); // in the text part and the HTML part
    expect(new Set(links).size).toBe(1);

    // Nothing is kept in the outbox when mail really goes out.
    expect(await t.deps.db.selectFrom('outbox').select('id').execute()).toEqual([]);

    // The mailed link works.
    const code = links[0]!.split('/').at(-1)!;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { email: player.email, password: 'ThroughSmtp1', recoveryCode: code },
    });
    expect(reset.statusCode).toBe(200);
  });

  it('sends nothing for an unknown e-mail', async () => {
    const before = received.length;
    await t.app.inject({ method: 'POST', url: '/api/account-recovery', payload: { email: 'ghost@example.com' } });
    await t.deps.mailer.flush();
    expect(received.length).toBe(before);
  });
});

describe('outbox (no SMTP_URL)', () => {
  it('writes the message to the outbox table and one log line with its link, code redacted', async () => {
    const lines: string[] = [];
    const t = await createTestApp();
    try {
      const mailer = t.deps.mailer;
      expect(mailer.mode).toBe('outbox');
      const log = t.deps.log;
      const original = log.info.bind(log);
      log.info = (obj: unknown, msg?: string) => {
        lines.push(JSON.stringify({ obj, msg }));
        return original(obj, msg);
      };
      await mailer.send({
        to: 'reader@example.com',
        subject: 'Hello',
        text: 'Hi https://x.test/join/ABCD',
        html: '<p>Hi</p>',
        kind: 'invitation',
        link: 'https://x.test/join/ABCD',
      });
      log.info = original;
      const rows = await t.deps.db.selectFrom('outbox').selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ to_address: 'reader@example.com', subject: 'Hello', html_body: '<p>Hi</p>' });
      expect(lines).toHaveLength(1);
      // The log says where the link leads without the code, which stays in the outbox only.
      expect(lines[0]).toContain('https://x.test/join/:code');
      expect(lines[0]).not.toContain('ABCD');
    } finally {
      await t.close();
    }
  });
});
