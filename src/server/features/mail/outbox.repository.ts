import type { Db } from '../../db/database';

export async function insertOutboxMessage(
  db: Db,
  row: { to: string; subject: string; text: string; html: string },
): Promise<void> {
  await db
    .insertInto('outbox')
    .values({ to_address: row.to, subject: row.subject, text_body: row.text, html_body: row.html })
    .execute();
}

/** The newest messages first. */
export function listOutboxMessages(db: Db, limit: number) {
  return db
    .selectFrom('outbox')
    .select(['id', 'to_address', 'subject', 'text_body', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
