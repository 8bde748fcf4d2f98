import { sql, type Kysely } from 'kysely';

/**
 * Each process keeps the sessions it has just checked in memory for a few seconds (auth's
 * SessionCache). Whatever ends a session or changes who its account is, from any process, through
 * the app or plain SQL, says so on the `spelldown_auth` channel, and every process forgets it:
 * `s:<token hash>` for an ended session, `a:<account id>` for a changed or deleted account,
 * `*` when the sessions table is truncated.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function spelldown_session_ended() returns trigger language plpgsql as $$
    begin
      perform pg_notify('spelldown_auth', 's:' || old.token_hash);
      return null;
    end $$`.execute(db);
  await sql`
    create function spelldown_account_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('spelldown_auth', 'a:' || old.id::text);
      return null;
    end $$`.execute(db);
  await sql`
    create function spelldown_sessions_truncated() returns trigger language plpgsql as $$
    begin
      perform pg_notify('spelldown_auth', '*');
      return null;
    end $$`.execute(db);
  await sql`
    create trigger sessions_ended after delete on sessions
    for each row execute function spelldown_session_ended()`.execute(db);
  await sql`
    create trigger sessions_truncated after truncate on sessions
    for each statement execute function spelldown_sessions_truncated()`.execute(db);
  await sql`
    create trigger accounts_changed after update of email, roles on accounts
    for each row when (old.email is distinct from new.email or old.roles is distinct from new.roles)
    execute function spelldown_account_changed()`.execute(db);
  await sql`
    create trigger accounts_deleted after delete on accounts
    for each row execute function spelldown_account_changed()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger accounts_deleted on accounts`.execute(db);
  await sql`drop trigger accounts_changed on accounts`.execute(db);
  await sql`drop trigger sessions_truncated on sessions`.execute(db);
  await sql`drop trigger sessions_ended on sessions`.execute(db);
  await sql`drop function spelldown_sessions_truncated()`.execute(db);
  await sql`drop function spelldown_account_changed()`.execute(db);
  await sql`drop function spelldown_session_ended()`.execute(db);
}
