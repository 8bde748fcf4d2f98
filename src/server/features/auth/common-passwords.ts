import { dictionary } from '@zxcvbn-ts/language-common';
import { isValidPassword } from '../../../shared/schemas/common.schema';

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

/**
 * The rule for every password an account is given (product §9), wherever it is given: the shared rule
 * the forms check, and not one of the most common passwords, which only the server knows.
 */
export function isAcceptedNewPassword(password: string): boolean {
  return isValidPassword(password) && !isCommonPassword(password);
}
