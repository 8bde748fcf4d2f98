import { sql, type Kysely } from 'kysely';

/**
 * Failed logins are counted per e-mail address (its SHA-256), known or not: a locked known address
 * then answers 429 exactly like an unknown one after as many failures (no enumeration, issue 9).
 * Rows older than an hour no longer count, so the old ones are simply dropped.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop table login_failures`.execute(db);
  await sql`
    create table login_failures (
      email_key text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index login_failures_email_idx on login_failures (email_key, created_at)`.execute(db);
  await sql`create index login_failures_created_at_idx on login_failures (created_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table login_failures`.execute(db);
  await sql`
    create table login_failures (
      account_id uuid not null references accounts(id) on delete cascade,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index login_failures_account_idx on login_failures (account_id, created_at)`.execute(db);
}
