import { sql } from 'kysely';
import type { Db, DbOrTrx } from '../../db/database';
import type { ClipState } from '../../../shared/schemas/admin-words.schema';
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
  urlKey: string;
  generation: number;
  /** The clip has bytes already (it is being made again): new bytes get a new URL. */
  hasBytes: boolean;
}

export interface ClaimOptions {
  limit: number;
  /** Served first: clips a request is waiting for. */
  urgent: readonly string[];
  /** Next: the words of today's and tomorrow's games. */
  priority: readonly string[];
  /** A claimed clip whose process died is claimable again after this long. */
  leaseSeconds: number;
  /** Only clips of this voice (clips of another voice are replaced, never made). */
  voice: string;
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
    claimed.push(...(await claimWhere(db, hashes, room, options)));
  }
  return claimed;
}

async function claimWhere(
  db: Db,
  hashes: readonly string[] | undefined,
  limit: number,
  { leaseSeconds, voice }: ClaimOptions,
): Promise<ClaimedClip[]> {
  const among = hashes ? sql`text_hash = any(${[...hashes]}::text[]) and` : sql``;
  const result = await sql<ClaimedClip>`
    update audio_clips set state = 'pending', attempts = attempts + 1, updated_at = now()
    where text_hash in (
      select text_hash from audio_clips
      where ${among} state <> 'ready' and voice = ${voice}
        and ((state = 'pending' and (attempts = 0 or updated_at < now() - make_interval(secs => ${leaseSeconds})))
          or (state = 'failed' and updated_at < now() - make_interval(secs => least(3600, 30 * power(2, greatest(attempts, 1) - 1)))))
      limit ${limit}
      for update skip locked
    )
    returning text_hash as "textHash", text, voice, url_key as "urlKey", generation,
      bytes is not null as "hasBytes"`.execute(db);
  return result.rows;
}

/** A clip's next URL, for bytes that replace others: the URL key of its next generation. */
export interface NextUrl {
  generation: number;
  urlKey: string;
}

/**
 * Stores a clip's bytes. Bytes that replace others (`next`) move the clip to its next generation and
 * URL; the URL it had is kept as previous_url_key. The update applies only to the generation that was
 * claimed, so a late second writer changes nothing.
 */
export async function markClipReady(
  db: Db,
  clip: Pick<ClaimedClip, 'textHash' | 'generation' | 'urlKey'>,
  audio: { bytes: Buffer; contentType: string; durationMs: number; next?: NextUrl },
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
      ...(audio.next
        ? { generation: audio.next.generation, url_key: audio.next.urlKey, previous_url_key: clip.urlKey }
        : {}),
    })
    .where('text_hash', '=', clip.textHash)
    .where('generation', '=', clip.generation)
    .execute();
}

/**
 * Hands a claimed clip back untouched (the process is shutting down mid-synthesis): claimable again
 * at once by any process, and the attempt is not counted.
 */
export async function releaseClaim(db: Db, textHash: string): Promise<void> {
  await db
    .updateTable('audio_clips')
    .set({ attempts: sql`greatest(attempts - 1, 0)`, updated_at: sql`now() - interval '1 day'` })
    .where('text_hash', '=', textHash)
    .where('state', '=', 'pending')
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
  return { ...row, bytes: asBuffer(row.bytes) };
}

/** The current URL key of a clip that had `urlKey` before it was made again. */
export async function findCurrentUrlKey(db: Db, previousUrlKey: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('audio_clips')
    .select('url_key')
    .where('previous_url_key', '=', previousUrlKey)
    .executeTakeFirst();
  return row?.url_key;
}

/** pg gives a Buffer, PGlite a Uint8Array: one type for the callers. */
function asBuffer(bytes: Uint8Array | null): Buffer | null {
  return bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : null;
}

export interface ClipToCheck {
  textHash: string;
  text: string;
  urlKey: string;
  generation: number;
  bytes: Buffer | null;
}

/**
 * Clips that have bytes, a page at a time in text-hash order (`after` the last one of the previous
 * page): `audio:check` reads every stored clip without holding them all in memory.
 */
export async function findClipsToCheck(db: Db, after: string, limit: number): Promise<ClipToCheck[]> {
  const rows = await db
    .selectFrom('audio_clips')
    .select(['text_hash as textHash', 'text', 'url_key as urlKey', 'generation', 'bytes'])
    .where('bytes', 'is not', null)
    .where('text_hash', '>', after)
    .orderBy('text_hash')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, bytes: asBuffer(row.bytes) }));
}

export async function countStoredClips(db: Db): Promise<number> {
  const row = await db
    .selectFrom('audio_clips')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('bytes', 'is not', null)
    .executeTakeFirstOrThrow();
  return row.count;
}

/**
 * Takes bad bytes out of service: the clip is failed with the reason, loses its bytes, moves to its
 * next URL (so no browser keeps the bad bytes it cached under the old one) and is made again at once.
 */
export async function refuseStoredClip(db: Db, clip: ClipToCheck, reason: string, next: NextUrl): Promise<void> {
  await db
    .updateTable('audio_clips')
    .set({
      state: 'failed',
      last_error: reason.slice(0, 500),
      bytes: null,
      byte_length: null,
      duration_ms: null,
      attempts: 0,
      generation: next.generation,
      url_key: next.urlKey,
      previous_url_key: clip.urlKey,
      updated_at: sql`now() - interval '1 day'`,
    })
    .where('text_hash', '=', clip.textHash)
    .where('generation', '=', clip.generation)
    .execute();
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
