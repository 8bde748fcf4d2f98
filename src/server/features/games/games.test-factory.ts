import type { Db } from '../../db/database';

export interface WordSpec {
  canonical: string;
  difficulty?: number;
  variants?: string[];
}

let counter = 0;

/**
 * Inserts words (with their extra spellings) for a test; answers their ids in order. Each is a word staff
 * could have saved: its sentences contain it.
 */
export async function insertWords(db: Db, specs: readonly WordSpec[]): Promise<string[]> {
  const ids: string[] = [];
  for (const spec of specs) {
    counter += 1;
    const row = await db
      .insertInto('words')
      .values({
        canonical: spec.canonical,
        definition: `Definition number ${counter}.`,
        sentence1: `First sentence number ${counter}: ${spec.canonical}.`,
        sentence2: `Second sentence number ${counter}: ${spec.canonical}.`,
        difficulty: spec.difficulty ?? 3,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (spec.variants?.length) {
      await db
        .insertInto('word_variants')
        .values(spec.variants.map((spelling) => ({ word_id: row.id, spelling, tag: 'variant' })))
        .execute();
    }
    ids.push(row.id);
  }
  return ids;
}

/** `count` words with made-up unique spellings (letters only), difficulties cycling 1..5. */
export function wordSpecs(count: number, prefix = 'qz'): WordSpec[] {
  return Array.from({ length: count }, (_, i) => ({
    canonical: `${prefix}${toLetters(i)}word`,
    difficulty: (i % 5) + 1,
  }));
}

function toLetters(n: number): string {
  let s = '';
  let k = n;
  do {
    s = String.fromCharCode(97 + (k % 26)) + s;
    k = Math.floor(k / 26) - 1;
  } while (k >= 0);
  return s;
}

/** A clock the test moves: `clock.set('2026-11-21T12:00:00Z')`. */
export function testClock(start: string) {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (iso: string) => {
      current = new Date(iso);
    },
  };
}

/** The word ids of a game, in its order. */
export async function gameWordIds(db: Db, gameId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('game_words')
    .select('word_id')
    .where('game_id', '=', gameId)
    .orderBy('position')
    .execute();
  return rows.map((r) => r.word_id);
}

/** Guesses that name their submission (`<tag>a` … `<tag>f`), the first `accepted` of them accepted. */
export function taggedGuesses(wordIds: readonly string[], tag: string, accepted: number) {
  return wordIds.map((wordId, position) => {
    const guess = `${tag}${String.fromCharCode(97 + position)}`;
    // Judged against spellings that name the guess too, in an order that is not alphabetical.
    const acceptable = position < accepted ? [guess, `${guess}s`] : [`${guess}z`, `${guess}y`];
    return { position, wordId, guess, accepted: position < accepted, acceptable };
  });
}

/** Gives every word of the game four clips, named after `tag` (their URL keys start with it). */
export async function giveClips(db: Db, gameId: string, tag: string): Promise<void> {
  for (const id of await gameWordIds(db, gameId)) {
    const hashes = { canonical_hash: '', definition_hash: '', sentence1_hash: '', sentence2_hash: '' };
    for (const slot of Object.keys(hashes) as (keyof typeof hashes)[]) {
      hashes[slot] = `${tag}-${slot}-${id}`;
      await db
        .insertInto('audio_clips')
        .values({
          text_hash: hashes[slot],
          url_key: `${tag}${slot.replace('_hash', '')}${id.slice(0, 8)}`,
          text: slot,
          voice: 'test',
          content_type: null,
          bytes: null,
          byte_length: null,
          duration_ms: null,
          last_error: null,
        })
        .execute();
    }
    await db.updateTable('words').set(hashes).where('id', '=', id).execute();
  }
}
