import { intOption, type CliCommand } from '../../cli/cli-command';
import { listOutboxMessages } from './outbox.repository';

/** The first link of a message's plain text (every message carries one). */
export function firstLink(text: string): string {
  return /https?:\/\/\S+/.exec(text)?.[0] ?? '';
}

export const outboxCommand: CliCommand = {
  name: 'mail:outbox',
  description: 'Show the newest e-mails kept in the outbox (used when SMTP_URL is not set)',
  options: [{ flags: '--limit <n>', description: 'how many messages, newest first (default 10)' }],
  async run(deps, options, out) {
    const limit = intOption(options, 'limit', 10, { max: 1000 });
    const rows = await listOutboxMessages(deps.db, limit);
    if (rows.length === 0) {
      out.line(
        deps.config.smtpUrl ? 'The outbox is empty (SMTP_URL is set: e-mails go out by SMTP).' : 'The outbox is empty.',
      );
      return;
    }
    for (const row of rows) {
      out.line([row.created_at.toISOString(), row.to_address, row.subject, firstLink(row.text_body)].join('\t'));
    }
  },
};
