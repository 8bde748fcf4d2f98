import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table wait_listers (
      id uuid primary key default gen_random_uuid(),
      email text not null,
      status text not null default 'waiting' check (status in ('waiting', 'invited', 'joined')),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index wait_listers_email_lower_key on wait_listers (lower(email))`.execute(db);

  await sql`
    create table invitations (
      id uuid primary key default gen_random_uuid(),
      code_hash text not null unique,
      email text,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz,
      used_by_account_id uuid references accounts(id) on delete set null
    )`.execute(db);

  await sql`
    create table recovery_codes (
      id uuid primary key default gen_random_uuid(),
      account_id uuid not null references accounts(id) on delete cascade,
      code_hash text not null unique,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz,
      attempts integer not null default 0
    )`.execute(db);
  await sql`create index recovery_codes_account_idx on recovery_codes (account_id)`.execute(db);

  await sql`
    create table outbox (
      id uuid primary key default gen_random_uuid(),
      to_address text not null,
      subject text not null,
      text_body text not null,
      html_body text not null,
      created_at timestamptz not null default now(),
      sent_at timestamptz
    )`.execute(db);
  await sql`create index outbox_created_at_idx on outbox (created_at desc)`.execute(db);

  await sql`
    create table login_failures (
      account_id uuid not null references accounts(id) on delete cascade,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index login_failures_account_idx on login_failures (account_id, created_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table login_failures`.execute(db);
  await sql`drop table outbox`.execute(db);
  await sql`drop table recovery_codes`.execute(db);
  await sql`drop table invitations`.execute(db);
  await sql`drop table wait_listers`.execute(db);
}
