import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table accounts (
      id uuid primary key default gen_random_uuid(),
      email text not null,
      password_hash text not null,
      roles text[] not null default '{}',
      created_at timestamptz not null default now(),
      password_changed_at timestamptz not null default now()
    )`.execute(db);
  // E-mail is unique whatever its case.
  await sql`create unique index accounts_email_lower_key on accounts (lower(email))`.execute(db);

  await sql`
    create table sessions (
      id uuid primary key default gen_random_uuid(),
      token_hash text not null unique,
      account_id uuid not null references accounts(id) on delete cascade,
      created_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now(),
      expires_at timestamptz not null
    )`.execute(db);
  await sql`create index sessions_account_id_idx on sessions (account_id)`.execute(db);
  await sql`create index sessions_created_at_idx on sessions (created_at desc, id desc)`.execute(db);

  await sql`
    create table app_settings (
      key text primary key,
      value text not null
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table app_settings`.execute(db);
  await sql`drop table sessions`.execute(db);
  await sql`drop table accounts`.execute(db);
}
