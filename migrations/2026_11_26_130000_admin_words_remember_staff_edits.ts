import { sql, type Kysely } from 'kysely';

/**
 * When staff last changed a word through the admin area (its texts, spellings, part of speech, or
 * whether it is retired). A new edition of the starter bank leaves such a word as staff made it:
 * the texts' fingerprint alone cannot tell that staff brought a retired word back or chose its
 * part of speech.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table words add column staff_edited_at timestamptz`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table words drop column staff_edited_at`.execute(db);
}
