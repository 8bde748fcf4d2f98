import { sql, type Kysely } from 'kysely';

/**
 * Each process keeps in memory, for a few seconds, which players it read as not having played a game
 * (games' UnplayedGames). Whatever stores a submission, from any process, through the app or plain SQL,
 * says so on the `spelldown_submissions` channel and every process forgets those pairs: one message per
 * 100 new submissions of a statement (`<account id>/<game id>`, comma-separated, under Postgres's 8,000
 * bytes a message), or `*` (forget everything) for a statement of more than 1,000, such as a restore.
 * Deleting a submission needs no message: it cannot make an unplayed game played.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function spelldown_submissions_stored() returns trigger language plpgsql as $$
    declare
      message text;
    begin
      if (select count(*) from stored) > 1000 then
        perform pg_notify('spelldown_submissions', '*');
        return null;
      end if;
      for message in
        select string_agg(account_id::text || '/' || game_id::text, ',')
        from (select account_id, game_id, (row_number() over () - 1) / 100 as part from stored) pairs
        group by part
      loop
        perform pg_notify('spelldown_submissions', message);
      end loop;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger submissions_inserted after insert on submissions
    referencing new table as stored
    for each statement execute function spelldown_submissions_stored()`.execute(db);
  // Nothing in the app moves a submission to another pair, but plain SQL could.
  await sql`
    create trigger submissions_updated after update on submissions
    referencing new table as stored
    for each statement execute function spelldown_submissions_stored()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger submissions_updated on submissions`.execute(db);
  await sql`drop trigger submissions_inserted on submissions`.execute(db);
  await sql`drop function spelldown_submissions_stored()`.execute(db);
}
