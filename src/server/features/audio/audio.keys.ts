import { createHmac } from 'node:crypto';
import type { Db } from '../../db/database';
import { createSecret, sha256Hex } from '../../lib/crypto';

/**
 * A clip's two names.
 * - textHash: SHA-256 of the normalised text and the voice. The identity of the clip: the same text in
 *   the same voice is one row, synthesised once, whatever word or feature asks for it.
 * - urlKey: HMAC-SHA256 of the textHash under a per-installation secret (hex, 128 bits). A player who
 *   hashes a dictionary of words cannot match it to a URL, so an audio URL reveals nothing of the word.
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

export function deriveUrlKey(secret: string, textHash: string): string {
  return createHmac('sha256', secret).update(textHash).digest('hex').slice(0, URL_KEY_LENGTH);
}

export function describeClip(secret: string, text: string, voice: string): ClipRef {
  const textHash = hashClipText(text, voice);
  return { textHash, urlKey: deriveUrlKey(secret, textHash), text: normalizeClipText(text), voice };
}

/**
 * The URL secret, made once per database (the first process to ask stores it; every process sharing
 * the database then reads the same one). Keys already stored never change, whatever happens to it.
 */
export async function loadUrlSecret(db: Db): Promise<string> {
  await db
    .insertInto('app_settings')
    .values({ key: URL_SECRET_SETTING, value: createSecret(32) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', URL_SECRET_SETTING)
    .executeTakeFirstOrThrow();
  return row.value;
}

/** Matches `/audio/<urlKey>.mp3`. */
/** The URL of a clip: its secret-keyed content address, which says nothing of the text ('' for none). */
export function audioUrl(urlKey: string | null, ext = 'mp3'): string {
  return urlKey ? `/audio/${urlKey}.${ext}` : '';
}

export const AUDIO_FILE_PATTERN = new RegExp(`^([0-9a-f]{${URL_KEY_LENGTH}})\\.mp3$`);
