import { sql, type Kysely } from 'kysely';

/**
 * Attempt limits are counted in the database, so every process on one Postgres enforces one limit:
 * a fixed window per key (the procedure and the client's address), one upsert per attempt. The table
 * is unlogged: a count lost in a crash costs nothing, and the writes skip the WAL.
 * Failed logins also keep the address they came from, so the address that hammers an account is
 * stopped while its owner, elsewhere, still logs in.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create unlogged table rate_limit_windows (
      key text primary key,
      hits integer not null,
      resets_at timestamptz not null
    )`.execute(db);
  await sql`create index rate_limit_windows_resets_at_idx on rate_limit_windows (resets_at)`.execute(db);
  await sql`alter table login_failures add column address text not null default ''`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table login_failures drop column address`.execute(db);
  await sql`drop table rate_limit_windows`.execute(db);
}
