import { setTimeout as sleep } from 'node:timers/promises';
import { redactPath } from '../../../shared/routes';
import nodemailer from 'nodemailer';
import type { AppDeps } from '../../deps';
import { insertOutboxMessage } from './outbox.repository';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the message is (for the log), e.g. 'invitation'. */
  kind: string;
  /** The link it carries: logged in outbox mode so a local operator can follow it. */
  link: string;
}

export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  /**
   * Sends once the current answer has gone out; a failure is logged, never thrown. Given a job, runs
   * it first (after the answer too) and sends the message it makes, if any. An SMTP failure that may
   * pass (a 4xx answer, a connection that failed) is tried again after 1, 5 and 25 s; a shutdown stops
   * the waiting. (`send`, whose caller waits and sees the failure, tries once.)
   */
  sendLater(message: MailMessage | (() => Promise<MailMessage | null>)): void;
  /** Waits for every message handed to sendLater (tests and shutdown). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

type Deliver = (message: MailMessage) => Promise<void>;

/** The waits before each further try of an SMTP delivery that failed for a reason that may pass. */
const SMTP_RETRY_DELAYS_MS = [1_000, 5_000, 25_000];

/** nodemailer's codes for a connection that failed, as opposed to a server's answer or a bad message. */
const CONNECTION_FAILURES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS']);

/**
 * A 4xx answer (RFC 5321: try again later) or no answer at all; a 5xx refusal stays refused, and so does a
 * server certificate the connection refused (nodemailer reports it as ESOCKET too).
 */
function mayPass(error: unknown): boolean {
  const { responseCode, code, message } = (error ?? {}) as {
    responseCode?: unknown;
    code?: unknown;
    message?: unknown;
  };
  if (typeof responseCode === 'number') return responseCode >= 400 && responseCode < 500;
  if (typeof message === 'string' && /certificate/i.test(message)) return false;
  return typeof code === 'string' && CONNECTION_FAILURES.has(code);
}

/** SMTP through nodemailer when SMTP_URL is set; otherwise the outbox table and one log line. */
export function createMailer(deps: Pick<AppDeps, 'config' | 'db' | 'log'>): Mailer {
  const { config, log } = deps;
  let deliver: Deliver;
  let closeTransport = () => undefined as void;
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    deliver = async (message) => {
      await transport.sendMail({
        from: config.mailFrom,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      // The link is a secret once mail really goes out: not logged.
      log.info({ mail: message.kind, to: message.to }, 'e-mail sent');
    };
    closeTransport = () => transport.close();
  } else {
    deliver = async (message) => {
      await insertOutboxMessage(deps.db, message);
      // The code in the link is a secret: the log shows where it leads, the outbox (CLI) holds it whole.
      const link = redactLink(message.link);
      log.info(
        { mail: message.kind, to: message.to, link },
        `e-mail to ${message.to} written to the outbox (SMTP_URL is not set): ${link} (full link: npm run cli -- mail:outbox)`,
      );
    };
  }

  const closing = new AbortController();
  const deliverInTime: Deliver = config.smtpUrl
    ? async (message) => {
        for (let attempt = 0; ; attempt += 1) {
          try {
            return await deliver(message);
          } catch (error) {
            const wait = SMTP_RETRY_DELAYS_MS[attempt];
            if (wait === undefined || !mayPass(error) || closing.signal.aborted) throw error;
            log.warn(
              { err: error, mail: message.kind, to: message.to, attempt: attempt + 1 },
              `e-mail not sent yet; trying again in ${wait / 1000} s`,
            );
            // A shutdown ends the wait: the failure is logged as it stands.
            await sleep(wait, undefined, { signal: closing.signal }).catch(() => {
              throw error;
            });
          }
        }
      }
    : deliver;

  const pending = new Set<Promise<void>>();
  return {
    mode: config.smtpUrl ? 'smtp' : 'outbox',
    send: deliver,
    sendLater(messageOrJob) {
      const job = new Promise<void>((resolve) => setImmediate(resolve))
        .then(async () => {
          const message = typeof messageOrJob === 'function' ? await messageOrJob() : messageOrJob;
          if (message) await deliverInTime(message);
        })
        .catch((error: unknown) => log.error({ err: error }, 'e-mail failed'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async flush() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async close() {
      closing.abort();
      await this.flush();
      closeTransport();
    },
  };
}

/** The link with its invitation or recovery code replaced by `:code`. */
export function redactLink(link: string | undefined): string {
  if (!link) return '';
  try {
    const url = new URL(link);
    return `${url.origin}${redactPath(url.pathname)}`;
  } catch {
    return redactPath(link);
  }
}
