import { describe, expect, it } from 'vitest';
import '../../shared/i18n';
import { createI18nValue } from '../app/i18n';
import { rateLimitMessage } from './rate-limit-message';

describe('rateLimitMessage: how long a refused visitor waits, in words they read at a glance', () => {
  const en = createI18nValue('en');

  it('counts a short wait in seconds', () => {
    expect(rateLimitMessage(en, 30)).toBe('Too many attempts. Please wait 30 seconds and try again.');
    expect(rateLimitMessage(en, 1)).toBe('Too many attempts. Please wait 1 second and try again.');
    expect(rateLimitMessage(en, 90)).toBe('Too many attempts. Please wait 90 seconds and try again.');
  });

  it('counts a longer wait in whole minutes, then hours, rounded up', () => {
    // The hour-long limit on recovery e-mails, a few seconds in.
    expect(rateLimitMessage(en, 3587)).toBe('Too many attempts. Please wait 60 minutes and try again.');
    expect(rateLimitMessage(en, 91)).toBe('Too many attempts. Please wait 2 minutes and try again.');
    expect(rateLimitMessage(en, 5401)).toBe('Too many attempts. Please wait 2 hours and try again.');
  });

  it('says a minute when the server gave no Retry-After', () => {
    expect(rateLimitMessage(en, undefined)).toBe('Too many attempts. Please wait 60 seconds and try again.');
  });

  it("speaks the player's language", () => {
    expect(rateLimitMessage(createI18nValue('es'), 900)).toBe(
      'Demasiados intentos. Espera 15 minutos y vuelve a intentarlo.',
    );
  });
});
