import { randomBytes } from 'node:crypto';
import type { SqlClient } from './database';
import type { ClipTemplates } from './seed';
import { round, sleep } from './stats';

export interface AudioKindStats {
  kind: 'word' | 'definition' | 'sentence';
  clips: number;
  maxBytes: number;
  p95Bytes: number;
  meanBytes: number;
  meanMs: number;
}

export const AUDIO_BUDGET_BYTES = { word: 8 * 1024, sentence: 40 * 1024 } as const;

const CLIP_KINDS = `(select canonical_hash as h, 'word' as kind from words
  union all select definition_hash, 'definition' from words
  union all select sentence1_hash, 'sentence' from words
  union all select sentence2_hash, 'sentence' from words)`;

/**
 * Waits (at most timeoutMs) while the app synthesises the clips of today's and tomorrow's games,
 * which it puts first in its queue; answers how many clips are real by then.
 */
export async function waitForRealClips(sql: SqlClient, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await sql.query<{ pending: number; ready: number }>(
      `select count(*) filter (where c.bytes is null)::int as pending, count(*) filter (where c.bytes is not null)::int as ready
       from games g join game_words gw on gw.game_id = g.id join words w on w.id = gw.word_id
       join audio_clips c on c.text_hash in (w.canonical_hash, w.definition_hash, w.sentence1_hash, w.sentence2_hash)`,
    );
    if (!row || row.pending === 0 || Date.now() > deadline) {
      const [all] = await sql.query<{ n: number }>(
        'select count(*)::int as n from audio_clips where bytes is not null',
      );
      return all?.n ?? 0;
    }
    await sleep(1000);
  }
}

/** Sizes of the clips the app really made (run before the seeder fills the rest). */
export async function measureAudio(sql: SqlClient): Promise<AudioKindStats[]> {
  const rows = await sql.query<{
    kind: AudioKindStats['kind'];
    clips: number;
    max: number;
    p95: number;
    mean: number;
    ms: number;
  }>(
    `select k.kind, count(*)::int as clips, max(c.byte_length)::int as max,
            (percentile_cont(0.95) within group (order by c.byte_length))::int as p95,
            avg(c.byte_length)::float as mean, avg(c.duration_ms)::float as ms
     from ${CLIP_KINDS} k join audio_clips c on c.text_hash = k.h
     where c.bytes is not null group by k.kind order by k.kind`,
  );
  return rows.map((r) => ({
    kind: r.kind,
    clips: r.clips,
    maxBytes: r.max,
    p95Bytes: r.p95,
    meanBytes: Math.round(r.mean),
    meanMs: Math.round(r.ms),
  }));
}

/** Bytes for the clips the bench does not synthesise: a real clip of median size per kind when there is one. */
export async function clipTemplates(sql: SqlClient): Promise<ClipTemplates | undefined> {
  const pick = async (kinds: string[]) => {
    const rows = await sql.query<{ bytes: Uint8Array; duration_ms: number }>(
      `select c.bytes, c.duration_ms from ${CLIP_KINDS} k join audio_clips c on c.text_hash = k.h
       where c.bytes is not null and k.kind = any($1::text[]) order by c.byte_length`,
      [kinds],
    );
    const middle = rows[Math.floor(rows.length / 2)];
    return middle ? { bytes: Buffer.from(middle.bytes), ms: middle.duration_ms } : undefined;
  };
  const word = await pick(['word']);
  const sentence = await pick(['sentence', 'definition']);
  if (!word || !sentence) return undefined;
  return { word: word.bytes, wordMs: word.ms, sentence: sentence.bytes, sentenceMs: sentence.ms };
}

/** Random bytes of typical sizes, when no real clip could be made (no Postgres in the run). */
export function syntheticTemplates(): ClipTemplates {
  return { word: randomBytes(5_000), wordMs: 900, sentence: randomBytes(16_000), sentenceMs: 3_500 };
}

export function describeAudio(stats: AudioKindStats[]): string[] {
  return stats.map(
    (s) =>
      `${s.kind.padEnd(10)} ${String(s.clips).padStart(4)} clips  max ${round(s.maxBytes / 1024, 1)} KB  ` +
      `p95 ${round(s.p95Bytes / 1024, 1)} KB  mean ${round(s.meanBytes / 1024, 1)} KB (${s.meanMs} ms)`,
  );
}
