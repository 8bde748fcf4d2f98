import { randomBytes } from 'node:crypto';
import { INVITE_CODE_LENGTH, normalizeInviteCode } from '../../../shared/schemas/accounts.schema';
import { sha256Hex } from '../../lib/crypto';

/** Crockford's base32: no I, L, O or U, so a code read aloud or copied by hand survives. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A new invitation code: 80 random bits as 16 base32 characters, grouped `XXXX-XXXX-XXXX-XXXX`. */
export function createInviteCode(): string {
  const bytes = randomBytes((INVITE_CODE_LENGTH * 5) / 8);
  let bits = 0;
  let value = 0;
  let code = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      code += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return code.match(/.{4}/g)!.join('-');
}

/** Only this hash is stored; any spelling of the same code (case, dashes, spaces) hashes alike. */
export function hashInviteCode(code: string): string {
  return sha256Hex(normalizeInviteCode(code));
}
