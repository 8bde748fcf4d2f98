import { describe, expect, it } from 'vitest';
import { isValidPassword } from '../../../shared/schemas/common.schema';
import { isAcceptedNewPassword, isCommonPassword } from './common-passwords';

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

describe('isAcceptedNewPassword: the rule of every password an account is given', () => {
  it('takes a password that keeps the character rule and is not common', () => {
    expect(isAcceptedNewPassword('Lantern-Orchid-47')).toBe(true);
  });

  it('refuses one that breaks the character rule, and one that keeps it but is common', () => {
    expect(isAcceptedNewPassword('lantern-orchid-47')).toBe(false);
    expect(isAcceptedNewPassword('Short1a')).toBe(false);
    expect(isAcceptedNewPassword('Password1')).toBe(false);
  });
});
