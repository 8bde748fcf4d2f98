import { describe, expect, it } from 'vitest';
import { isValidPassword } from '../../../shared/schemas/common.schema';
import { isCommonPassword } from './common-passwords';

describe('isCommonPassword', () => {
  it('refuses the most used passwords whatever their case, even when they pass the character rule', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('123456')).toBe(true);
    expect(isValidPassword('Password1')).toBe(true);
    expect(isCommonPassword('Password1')).toBe(true);
  });

  it('accepts an uncommon password', () => {
    expect(isCommonPassword('Lantern-Orchid-47')).toBe(false);
  });
});
