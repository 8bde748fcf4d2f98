import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table games (
      id uuid primary key default gen_random_uuid(),
      date char(8) not null unique check (date ~ '^[0-9]{8}$'),
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table game_words (
      game_id uuid not null references games(id) on delete cascade,
      position smallint not null check (position between 0 and 5),
      word_id uuid not null references words(id),
      primary key (game_id, position),
      unique (game_id, word_id)
    )`.execute(db);
  await sql`create index game_words_word_id_idx on game_words (word_id)`.execute(db);

  await sql`
    create table submissions (
      id uuid primary key default gen_random_uuid(),
      game_id uuid not null references games(id) on delete cascade,
      account_id uuid not null references accounts(id) on delete cascade,
      score smallint not null,
      played_on_day boolean not null,
      created_at timestamptz not null default now(),
      unique (account_id, game_id)
    )`.execute(db);
  await sql`create index submissions_game_id_idx on submissions (game_id)`.execute(db);

  await sql`
    create table guesses (
      submission_id uuid not null references submissions(id) on delete cascade,
      position smallint not null,
      word_id uuid not null references words(id),
      guess text not null,
      accepted boolean not null,
      primary key (submission_id, position)
    )`.execute(db);
  await sql`create index guesses_word_id_idx on guesses (word_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table guesses`.execute(db);
  await sql`drop table submissions`.execute(db);
  await sql`drop table game_words`.execute(db);
  await sql`drop table games`.execute(db);
}
