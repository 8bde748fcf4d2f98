import { sql, type Kysely } from 'kysely';

/** The language of the page a wait-lister signed up on: their invitation is written in it. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table wait_listers add column locale text not null default 'en'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table wait_listers drop column locale`.execute(db);
}
