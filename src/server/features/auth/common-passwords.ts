import { dictionary } from '@zxcvbn-ts/language-common';

/** How many of the most common passwords are refused (ASVS asks for at least the top 3,000). */
export const COMMON_PASSWORD_COUNT = 3000;

let common: Set<string> | undefined;

/**
 * Is this among the most used passwords? The ranked list comes from zxcvbn-ts (leaked-password
 * corpora); the comparison ignores case, so "Password1" counts as "password1".
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT).map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}
