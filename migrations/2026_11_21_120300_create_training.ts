import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Per player: a step counter (one step per training answer), the level, and the word served now.
  await sql`
    create table training_players (
      account_id uuid primary key references accounts(id) on delete cascade,
      step integer not null default 0,
      level smallint not null default 1,
      current_word_id uuid references words(id) on delete set null,
      previous_word_id uuid references words(id) on delete set null,
      updated_at timestamptz not null default now()
    )`.execute(db);

  // The spaced-repetition card of one word for one player.
  await sql`
    create table training_cards (
      account_id uuid not null references accounts(id) on delete cascade,
      word_id uuid not null references words(id) on delete cascade,
      box smallint not null default 0,
      correct_streak smallint not null default 0,
      due_step integer not null default 0,
      learned boolean not null default false,
      updated_at timestamptz not null default now(),
      primary key (account_id, word_id)
    )`.execute(db);
  await sql`create index training_cards_due_idx on training_cards (account_id, learned, due_step)`.execute(db);

  await sql`
    create table training_attempts (
      id bigint generated always as identity primary key,
      account_id uuid not null references accounts(id) on delete cascade,
      word_id uuid not null references words(id) on delete cascade,
      guess text not null,
      accepted boolean not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index training_attempts_account_idx on training_attempts (account_id, id desc)`.execute(db);
  await sql`create index training_attempts_word_idx on training_attempts (word_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table training_attempts`.execute(db);
  await sql`drop table training_cards`.execute(db);
  await sql`drop table training_players`.execute(db);
}
