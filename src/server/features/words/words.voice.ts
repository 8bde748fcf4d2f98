import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type { AppDeps } from '../../deps';
import { clipsNotInVoice, replaceableClips, requireAudio } from '../audio';
import { CLIP_SLOTS } from './words.repository';

/**
 * Words and a change of voice (another engine, or a new version of the voice when its encoding
 * changed). Each word keeps the clips it has, served as before, until the clip of the same text in the
 * current voice is ready: only then does the word move to it. Players never wait for a clip that is
 * being made.
 */

/**
 * Moves word slots from clips of another voice to the clip of the same text in `voice` that has bytes
 * (all texts, or only `text`). Answers how many slots moved.
 */
export async function adoptReadyClips(db: DbOrTrx, voice: string, text?: string): Promise<number> {
  let moved = 0;
  for (const slot of CLIP_SLOTS) {
    const result = await sql`
      update words w set ${sql.ref(slot)} = r.replacement
      from ${replaceableClips(voice, text)} r
      where w.${sql.ref(slot)} = r.replaced`.execute(db);
    moved += Number(result.numAffectedRows ?? 0);
  }
  return moved;
}

/** The distinct texts that words speak through clips of a voice other than `voice`. */
async function findTextsInOtherVoices(db: DbOrTrx, voice: string): Promise<string[]> {
  const result = await sql<{ text: string }>`
    select distinct c.text from words w
    join ${clipsNotInVoice(voice)} c on c.text_hash in (w.canonical_hash, w.definition_hash, w.sentence1_hash, w.sentence2_hash)`.execute(
    db,
  );
  return result.rows.map((row) => row.text);
}

/**
 * At start: every text that words speak in another voice gets a clip in the current one, made in the
 * background; texts already made in it move at once. Answers how many texts and word slots.
 */
export async function moveWordsToCurrentVoice(deps: AppDeps): Promise<{ texts: number; movedNow: number }> {
  const audio = requireAudio(deps);
  const voice = audio.voice;
  const texts = await findTextsInOtherVoices(deps.db, voice);
  if (texts.length === 0) return { texts: 0, movedNow: 0 };
  await audio.addClips(deps.db, await audio.describeClips(texts));
  const movedNow = await adoptReadyClips(deps.db, voice);
  audio.queue.wake();
  return { texts: texts.length, movedNow };
}

/** Once a clip is ready, the words that speak its text in another voice move to it. */
export function adoptClipsAsTheyAreMade(deps: AppDeps): void {
  requireAudio(deps).whenClipReady(async (clip) => {
    await adoptReadyClips(deps.db, clip.voice, clip.text);
  });
}
