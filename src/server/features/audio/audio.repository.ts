import { sql } from 'kysely';
import type { Db, DbOrTrx } from '../../db/database';
import type { ClipState } from '../../db/schema';
import type { ClipRef } from './audio.keys';

/** Rows per insert: 5 parameters each, far below Postgres' 65,535. */
const INSERT_CHUNK = 1000;

/**
 * Adds clips that do not exist yet (pending); existing ones, whatever their state, are kept. The
 * conflict names no column: with `on conflict (text_hash)` a row meeting a concurrent insert of the
 * same clip on url_key (its other unique key) is an error, which two processes loading the word bank
 * at once met.
 */
export async function insertClips(db: DbOrTrx, refs: readonly ClipRef[]): Promise<void> {
  const unique = [...new Map(refs.map((ref) => [ref.textHash, ref])).values()];
  for (let i = 0; i < unique.length; i += INSERT_CHUNK) {
    await db
      .insertInto('audio_clips')
      .values(
        unique.slice(i, i + INSERT_CHUNK).map((ref) => ({
          text_hash: ref.textHash,
          url_key: ref.urlKey,
          text: ref.text,
          voice: ref.voice,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

/** Asks for clips to be made again (admin "Regenerate"): old bytes are served until the new ones land. */
export async function requeueClips(db: DbOrTrx, textHashes: readonly string[]): Promise<void> {
  if (textHashes.length === 0) return;
  await db
    .updateTable('audio_clips')
    .set({ state: 'pending', attempts: 0, last_error: null, updated_at: sql`now()` })
    .where('text_hash', 'in', [...textHashes])
    .execute();
}

export interface ClaimedClip {
  textHash: string;
  text: string;
  voice: string;
}

export interface ClaimOptions {
  limit: number;
  /** Served first: clips a request is waiting for. */
  urgent: readonly string[];
  /** Next: the words of today's and tomorrow's games. */
  priority: readonly string[];
  /** A claimed clip whose process died is claimable again after this long. */
  leaseSeconds: number;
}

/**
 * Takes up to `limit` clips to synthesise, atomically, so several processes on one Postgres never
 * take the same clip: `for update skip locked` passes over rows another claim holds, and the claim
 * stamps updated_at, which hides the clip from other claims for the lease. Failed clips come back
 * after a backoff of 30 s doubling per attempt, at most an hour. Urgent clips first, then priority
 * ones (primary-key lookups), then any others: the backlog is taken in no particular order, which
 * keeps each claim a short index scan instead of a sort of every pending clip.
 */
export async function claimClips(db: Db, options: ClaimOptions): Promise<ClaimedClip[]> {
  const claimed: ClaimedClip[] = [];
  for (const hashes of [options.urgent, options.priority, undefined]) {
    const room = options.limit - claimed.length;
    if (room <= 0) break;
    if (hashes?.length === 0) continue;
    claimed.push(...(await claimWhere(db, hashes, room, options.leaseSeconds)));
  }
  return claimed;
}

async function claimWhere(
  db: Db,
  hashes: readonly string[] | undefined,
  limit: number,
  leaseSeconds: number,
): Promise<ClaimedClip[]> {
  const among = hashes ? sql`text_hash = any(${[...hashes]}::text[]) and` : sql``;
  const result = await sql<ClaimedClip>`
    update audio_clips set state = 'pending', attempts = attempts + 1, updated_at = now()
    where text_hash in (
      select text_hash from audio_clips
      where ${among} state <> 'ready'
        and ((state = 'pending' and (attempts = 0 or updated_at < now() - make_interval(secs => ${leaseSeconds})))
          or (state = 'failed' and updated_at < now() - make_interval(secs => least(3600, 30 * power(2, greatest(attempts, 1) - 1)))))
      limit ${limit}
      for update skip locked
    )
    returning text_hash as "textHash", text, voice`.execute(db);
  return result.rows;
}

export async function markClipReady(
  db: Db,
  textHash: string,
  audio: { bytes: Buffer; contentType: string; durationMs: number },
): Promise<void> {
  await db
    .updateTable('audio_clips')
    .set({
      state: 'ready',
      bytes: audio.bytes,
      content_type: audio.contentType,
      byte_length: audio.bytes.length,
      duration_ms: Math.round(audio.durationMs),
      last_error: null,
      updated_at: sql`now()`,
    })
    .where('text_hash', '=', textHash)
    .execute();
}

export async function markClipFailed(db: Db, textHash: string, error: string): Promise<void> {
  await db
    .updateTable('audio_clips')
    .set({ state: 'failed', last_error: error.slice(0, 500), updated_at: sql`now()` })
    .where('text_hash', '=', textHash)
    .where('state', '=', 'pending')
    .execute();
}

export async function findClipState(db: Db, textHash: string): Promise<ClipState | undefined> {
  const row = await db.selectFrom('audio_clips').select('state').where('text_hash', '=', textHash).executeTakeFirst();
  return row?.state;
}

export interface StoredClip {
  textHash: string;
  state: ClipState;
  contentType: string | null;
  bytes: Buffer | null;
}

export async function findClipByUrlKey(db: Db, urlKey: string): Promise<StoredClip | undefined> {
  const row = await db
    .selectFrom('audio_clips')
    .select(['text_hash as textHash', 'state', 'content_type as contentType', 'bytes'])
    .where('url_key', '=', urlKey)
    .executeTakeFirst();
  if (!row) return undefined;
  // pg gives a Buffer, PGlite a Uint8Array: one type for the route.
  const bytes = row.bytes ? Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength) : null;
  return { ...row, bytes };
}

/** Counts of clips by state: for the metrics and the measurement script. */
export async function countClipsByState(db: Db): Promise<Record<ClipState, number>> {
  const rows = await db
    .selectFrom('audio_clips')
    .select(['state', sql<number>`count(*)::int`.as('count')])
    .groupBy('state')
    .execute();
  const counts: Record<ClipState, number> = { pending: 0, ready: 0, failed: 0 };
  for (const row of rows) counts[row.state] = row.count;
  return counts;
}
