import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpServer } from '../../../../test/support/smtp-server';
import type { AppDeps } from '../../deps';
import { createMailer, type MailMessage } from './mailer';

/** What the SMTP server answers each message it is handed, in turn (then it takes them). */
const answers: Array<{ responseCode: number; message: string }> = [];
const delivered: string[] = [];
let tries = 0;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let smtpUrl = '';

beforeAll(async () => {
  smtp = await startSmtpServer((stream, session, callback) => {
    stream.resume();
    stream.on('end', () => {
      tries += 1;
      const answer = answers.shift();
      if (answer) return callback(Object.assign(new Error(answer.message), { responseCode: answer.responseCode }));
      delivered.push(session.envelope.rcptTo.map((r) => r.address).join(','));
      callback();
    });
  });
  smtpUrl = smtp.url;
});
afterAll(() => smtp.close());
beforeEach(() => {
  answers.length = 0;
  delivered.length = 0;
  tries = 0;
});

function mailerWithLog(url = smtpUrl) {
  const lines: Array<{ level: string; msg: string }> = [];
  const record = (level: string) => (_fields: unknown, msg: string) => lines.push({ level, msg });
  const log = { info: record('info'), warn: record('warn'), error: record('error') };
  const mailer = createMailer({ config: { smtpUrl: url, mailFrom: 'hello@spelldown.test' }, log } as unknown as Pick<
    AppDeps,
    'config' | 'db' | 'log'
  >);
  return { mailer, lines };
}

const message = (to: string): MailMessage => ({
  to,
  subject: 'Reset your Spelldown password',
  text: 'https://x.test/forgot-password/CODE',
  html: '<p>Reset</p>',
  kind: 'recovery',
  link: 'https://x.test/forgot-password/CODE',
});

describe('an e-mail sent after the answer, when the SMTP server refuses it', () => {
  it('tries again after a 4xx (busy, try later) and delivers it', async () => {
    answers.push({ responseCode: 451, message: 'Busy, try again later' });
    const { mailer, lines } = mailerWithLog();
    mailer.sendLater(message('busy@example.com'));
    await mailer.flush();
    expect(delivered).toEqual(['busy@example.com']);
    expect(tries).toBe(2);
    expect(lines.map((line) => `${line.level}: ${line.msg}`)).toEqual([
      'warn: e-mail not sent yet; trying again in 1 s',
      'info: e-mail sent',
    ]);
    await mailer.close();
  });

  it('does not try again after a 5xx: the refusal is logged once', async () => {
    answers.push({ responseCode: 550, message: 'No such mailbox' });
    const { mailer, lines } = mailerWithLog();
    mailer.sendLater(message('nobody@example.com'));
    await mailer.flush();
    expect([tries, delivered]).toEqual([1, []]);
    expect(lines.map((line) => `${line.level}: ${line.msg}`)).toEqual(['error: e-mail failed']);
    await mailer.close();
  });

  it('stops waiting to try again when the app shuts down', async () => {
    answers.push(...Array.from({ length: 4 }, () => ({ responseCode: 421, message: 'Closing, try later' })));
    const { mailer, lines } = mailerWithLog();
    mailer.sendLater(message('later@example.com'));
    // Waiting for the first refusal to be told, the mailer then waits to try again.
    while (lines.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    const started = performance.now();
    await mailer.close();
    expect(performance.now() - started).toBeLessThan(900);
    expect(lines.map((line) => line.level)).toEqual(['warn', 'error']);
  });

  it('tries again when the SMTP server cannot be reached', async () => {
    const closed = createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => closed.once('listening', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const { mailer, lines } = mailerWithLog(`smtp://127.0.0.1:${port}`);
    mailer.sendLater(message('unreachable@example.com'));
    while (lines.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(lines).toEqual([{ level: 'warn', msg: 'e-mail not sent yet; trying again in 1 s' }]);
    await mailer.close();
  });

  it("does not try again when the server's certificate is refused: that will not pass by itself", async () => {
    const tls = await startSmtpServer(
      (stream, _session, callback) => {
        stream.resume();
        stream.on('end', () => callback());
      },
      { secure: true },
    );
    try {
      const { mailer, lines } = mailerWithLog(tls.url);
      mailer.sendLater(message('tls@example.com'));
      await mailer.flush();
      expect(lines.map((line) => `${line.level}: ${line.msg}`)).toEqual(['error: e-mail failed']);
      await mailer.close();
    } finally {
      await tls.close();
    }
  });
});
