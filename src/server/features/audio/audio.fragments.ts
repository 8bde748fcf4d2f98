import { sql, type Expression, type RawBuilder } from 'kysely';
import type { DbOrTrx } from '../../db/database';

/**
 * The parts of `audio_clips` other features build into their own statements (a word's clips are read
 * with the word, in one statement). Postgres folds these subqueries into the statement that uses them:
 * the plan is that of a join on the table itself.
 */

/** Clips to join on their text hash: the URL key and state of each (never the bytes or the text). */
export function clipsToJoin(db: DbOrTrx) {
  return db.selectFrom('audio_clips').select(['text_hash', 'url_key', 'state']);
}

/** The clip of `textHash` exists and is ready to play. */
export function readyClipOf(db: DbOrTrx, textHash: Expression<string | null>) {
  return db
    .selectFrom('audio_clips as c')
    .select('c.text_hash')
    .where('c.text_hash', '=', textHash)
    .where('c.state', '=', 'ready');
}

/** The clip of `textHash` exists in `voice` and has not failed (pending clips are on their way). */
export function usableClipExists(textHash: Expression<string | null>, voice: string): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from audio_clips pc where pc.text_hash = ${textHash} and pc.voice = ${voice} and pc.state <> 'failed')`;
}

/** Clips of a voice other than `voice`: `text_hash` and `text`. */
export function clipsNotInVoice(voice: string): RawBuilder<{ text_hash: string; text: string }> {
  return sql`(select text_hash, text from audio_clips where voice <> ${voice})`;
}

/**
 * Each clip of another voice than `voice` (all, or only those of `text`) that a clip of the same text in
 * `voice` with bytes can replace: `replaced` and `replacement` text hashes.
 */
export function replaceableClips(voice: string, text?: string): RawBuilder<{ replaced: string; replacement: string }> {
  const sameText = text === undefined ? sql`` : sql`and md5(o.text) = md5(${text}) and o.text = ${text}`;
  return sql`(select o.text_hash as replaced, n.text_hash as replacement
    from audio_clips o, audio_clips n
    where o.voice <> ${voice} ${sameText}
      and md5(n.text) = md5(o.text) and n.text = o.text and n.voice = ${voice} and n.bytes is not null)`;
}
