import { sql, type Kysely } from 'kysely';

/**
 * A clip made again gets a new URL: `generation` counts the bytes a clip has had, and its URL key
 * covers it. The URL the clip had before stays known (`previous_url_key`), so a page that still holds
 * it is sent on to the new one. Clips are looked up by text when a word moves to a new voice.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table audio_clips add column generation integer not null default 0`.execute(db);
  await sql`alter table audio_clips add column previous_url_key text`.execute(db);
  await sql`create index audio_clips_previous_url_key_idx on audio_clips (previous_url_key)
    where previous_url_key is not null`.execute(db);
  await sql`create index audio_clips_text_idx on audio_clips (md5(text))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index audio_clips_text_idx`.execute(db);
  await sql`drop index audio_clips_previous_url_key_idx`.execute(db);
  await sql`alter table audio_clips drop column previous_url_key`.execute(db);
  await sql`alter table audio_clips drop column generation`.execute(db);
}
