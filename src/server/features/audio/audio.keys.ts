import { createHmac } from 'node:crypto';
import type { Db } from '../../db/database';
import { createSecret, sha256Hex } from '../../lib/crypto';
import type { ClipVariation } from './tts';

/**
 * A clip's two names.
 * - textHash: SHA-256 of the normalised text and the voice. The identity of the clip: the same text in
 *   the same voice is one row, synthesised once, whatever word or feature asks for it.
 * - urlKey: HMAC-SHA256 of the textHash and the clip's generation under a per-installation secret (hex,
 *   128 bits). A player who hashes a dictionary of words cannot match it to a URL, so an audio URL
 *   reveals nothing of the word; a clip made again (a new generation) gets a new URL, so a browser that
 *   kept the old bytes for a year still fetches the new ones.
 */
export interface ClipRef {
  textHash: string;
  urlKey: string;
  /** The normalised text the synthesiser speaks. */
  text: string;
  voice: string;
}

export const URL_KEY_LENGTH = 32;
const URL_SECRET_SETTING = 'audio.url_secret';
const VARIATION_SEED_SETTING = 'audio.variation_seed';

/** Collapses whitespace and drops control characters, as the providers do before speaking. */
export function normalizeClipText(text: string): string {
  return Array.from(text, (ch) => ((ch.codePointAt(0) ?? 0) < 0x20 || ch === '\x7f' ? ' ' : ch))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

export function hashClipText(text: string, voice: string): string {
  return sha256Hex(`${normalizeClipText(text)}\n${voice}`);
}

/** Generation 0 is the clip's first bytes (its key is the one installations have always derived). */
export function deriveUrlKey(secret: string, textHash: string, generation = 0): string {
  const versioned = generation === 0 ? textHash : `${textHash}\n${generation}`;
  return createHmac('sha256', secret).update(versioned).digest('hex').slice(0, URL_KEY_LENGTH);
}

export function describeClip(secret: string, text: string, voice: string): ClipRef {
  const textHash = hashClipText(text, voice);
  return { textHash, urlKey: deriveUrlKey(secret, textHash), text: normalizeClipText(text), voice };
}

/**
 * A clip's ETag: HMAC of its bytes under the installation's secret, so it is no public fingerprint of
 * the audio (a table of the bytes' plain hashes cannot be matched to it).
 */
export function clipEtag(secret: string, bytes: Uint8Array): string {
  return `"${createHmac('sha256', secret).update(bytes).digest('hex').slice(0, 32)}"`;
}

/** The most leading silence a clip gets (inaudible before the first word). */
export const MAX_LEADING_SILENCE_MS = 150;
/** The most gain either way, in dB (below what a listener can tell apart). */
export const MAX_GAIN_DB = 0.5;

/** The most bytes of an empty ID3 tag before a clip. */
export const MAX_PADDING_BYTES = 2047;

/**
 * The installation's variation of one clip, from its seed and the clip's text hash: 0–150 ms of
 * leading silence, ±0.5 dB of gain and 0–2,047 bytes of an empty ID3 tag. The same text therefore has other bytes and another length on
 * every installation (a table of the public word bank's clips matches nothing), while one
 * installation makes the same bytes each time.
 */
export function deriveVariation(seed: string, textHash: string): ClipVariation {
  const digest = createHmac('sha256', seed).update(textHash).digest();
  const leadingSilenceMs = Math.round((digest.readUInt16BE(0) / 0xffff) * MAX_LEADING_SILENCE_MS);
  const gainDb = Math.round(((digest.readUInt16BE(2) / 0xffff) * 2 - 1) * MAX_GAIN_DB * 100) / 100;
  const paddingBytes = digest.readUInt16BE(4) % (MAX_PADDING_BYTES + 1);
  return { leadingSilenceMs, gainDb, paddingBytes };
}

/**
 * The URL secret, made once per database (the first process to ask stores it; every process sharing
 * the database then reads the same one). Keys already stored never change, whatever happens to it.
 */
export function loadUrlSecret(db: Db): Promise<string> {
  return loadInstallationSecret(db, URL_SECRET_SETTING);
}

/** The seed of the installation's variation, made and kept like the URL secret. */
export function loadVariationSeed(db: Db): Promise<string> {
  return loadInstallationSecret(db, VARIATION_SEED_SETTING);
}

async function loadInstallationSecret(db: Db, key: string): Promise<string> {
  await db
    .insertInto('app_settings')
    .values({ key, value: createSecret(32) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', key).executeTakeFirstOrThrow();
  return row.value;
}

/** Matches `/audio/<urlKey>.mp3`. */
/** The URL of a clip: its secret-keyed content address, which says nothing of the text ('' for none). */
export function audioUrl(urlKey: string | null, ext = 'mp3'): string {
  return urlKey ? `/audio/${urlKey}.${ext}` : '';
}

export const AUDIO_FILE_PATTERN = new RegExp(`^([0-9a-f]{${URL_KEY_LENGTH}})\\.mp3$`);
