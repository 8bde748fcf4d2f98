import { createTranslator, type Locale, type Translate } from '../../../shared/i18n';
import { INVITE_CODE_TTL_DAYS, RECOVERY_CODE_TTL_MS } from '../../../shared/schemas/accounts.schema';
import type { MailMessage } from './mailer';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

interface Parts {
  to: string;
  kind: string;
  subject: string;
  preview: string;
  paragraphs: string[];
  action: string;
  link: string;
  after: string[];
}

/** One layout for every message: plain text, and a simple HTML version with a button, in one language. */
function compose(locale: Locale, t: Translate, parts: Parts): MailMessage {
  const text = [
    t('mail.greeting'),
    ...parts.paragraphs,
    `${parts.action}: ${parts.link}`,
    ...parts.after,
    `— ${t('mail.signature')}`,
  ].join('\n\n');
  const p = (line: string) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`;
  const href = escapeHtml(parts.link);
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(parts.subject)}</title></head>
<body style="margin:0;padding:24px;background:#fbf8f1;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1c1917;line-height:1.55">
<span style="display:none">${escapeHtml(parts.preview)}</span>
<div style="max-width:520px;margin:0 auto;background:#ffffff;border:1px solid #e6dcc6;border-radius:14px;padding:28px">
<p style="margin:0 0 20px;font-weight:800;font-size:20px">${escapeHtml(t('common.appName'))}</p>
${[t('mail.greeting'), ...parts.paragraphs].map(p).join('\n')}
<p style="margin:24px 0"><a href="${href}" style="display:inline-block;padding:12px 22px;background:#f59e0b;color:#1f1300;font-weight:700;border-radius:999px;text-decoration:none">${escapeHtml(parts.action)}</a></p>
${parts.after.map(p).join('\n')}
<p style="margin:0 0 16px;font-size:14px;color:#57534e">${escapeHtml(t('mail.linkFallback'))}<br><a href="${href}" style="color:#92400e;word-break:break-all">${href}</a></p>
<p style="margin:0">${escapeHtml(`— ${t('mail.signature')}`)}</p>
</div></body></html>`;
  return { to: parts.to, kind: parts.kind, subject: parts.subject, text, html, link: parts.link };
}

/** The invitation, written in `locale` (every text from the catalogue; the words of the game stay English). */
export function invitationMail(locale: Locale, input: { to: string; link: string }): MailMessage {
  const t = createTranslator(locale);
  return compose(locale, t, {
    to: input.to,
    kind: 'invitation',
    subject: t('mail.invitation.subject'),
    preview: t('mail.invitation.preview'),
    paragraphs: [t('mail.invitation.body')],
    action: t('mail.invitation.action'),
    link: input.link,
    after: [t('mail.invitation.expiry', { days: INVITE_CODE_TTL_DAYS })],
  });
}

/** The recovery link, written in `locale`: the language of the page that asked for it. */
export function recoveryMail(locale: Locale, input: { to: string; link: string }): MailMessage {
  const t = createTranslator(locale);
  return compose(locale, t, {
    to: input.to,
    kind: 'recovery',
    subject: t('mail.recovery.subject'),
    preview: t('mail.recovery.preview'),
    paragraphs: [t('mail.recovery.body', { email: input.to })],
    action: t('mail.recovery.action'),
    link: input.link,
    after: [t('mail.recovery.expiry', { minutes: RECOVERY_CODE_TTL_MS / 60_000 }), t('mail.recovery.ignore')],
  });
}
