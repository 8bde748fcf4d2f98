import { describe, expect, it } from 'vitest';
import { addDays, dateInZone, isValidGameDate, msUntilNextMidnight } from './dates';
import { truncateEmail, truncateWords } from './format';
import { createTranslator, interpolate, pickLocale } from './i18n';
import { matchPageRoute, redactPath } from './routes';

describe('truncateEmail', () => {
  it('keeps 25 characters and adds an ellipsis only when cut', () => {
    expect(truncateEmail('short@example.com')).toBe('short@example.com');
    expect(truncateEmail('exactly-twenty-five@ab.co')).toBe('exactly-twenty-five@ab.co');
    expect(truncateEmail('a-very-long-address-indeed@example.com')).toBe('a-very-long-address-indee…');
  });
});

describe('truncateWords', () => {
  it('cuts to five words with an ellipsis', () => {
    expect(truncateWords('One two three four five six seven')).toBe('One two three four five…');
    expect(truncateWords('Just four short words')).toBe('Just four short words');
  });
});

describe('dates', () => {
  it('finds the calendar day in a time zone', () => {
    const instant = new Date('2026-11-21T23:30:00Z');
    expect(dateInZone(instant, 'UTC')).toBe('20261121');
    expect(dateInZone(instant, 'Europe/Madrid')).toBe('20261122');
    expect(dateInZone(instant, 'America/Los_Angeles')).toBe('20261121');
  });

  it('turns to the next day at midnight to the millisecond, asked in any order', () => {
    const zone = 'Europe/Madrid'; // midnight of 22 November 2026 is 23:00 UTC on the 21st
    const midnight = Date.parse('2026-11-21T23:00:00Z');
    const asked = [midnight - 3_600_000, midnight - 1, midnight, midnight - 1, midnight + 1, midnight - 7_200_000];
    expect(asked.map((at) => dateInZone(new Date(at), zone))).toEqual([
      '20261121',
      '20261121',
      '20261122',
      '20261121',
      '20261122',
      '20261121',
    ]);
  });

  it('adds days across months and years', () => {
    expect(addDays('20261231', 1)).toBe('20270101');
    expect(addDays('20240301', -1)).toBe('20240229');
  });

  it('validates game dates', () => {
    expect(isValidGameDate('20261121')).toBe(true);
    expect(isValidGameDate('20260230')).toBe(false);
    expect(isValidGameDate('2026112')).toBe(false);
  });

  it('measures the time to the next midnight of a zone', () => {
    const instant = new Date('2026-11-21T23:59:00Z');
    expect(msUntilNextMidnight(instant, 'UTC')).toBe(60_000);
    expect(msUntilNextMidnight(new Date('2026-11-21T23:59:59.999Z'), 'UTC')).toBe(1);
  });

  it('finds the same midnight from any instant of a day, and the next one across a clock change', () => {
    const zone = 'Europe/Madrid'; // summer time starts at 02:00 on 29 March 2026: that day has 23 hours
    const nextMidnightFrom = (iso: string) => Date.parse(iso) + msUntilNextMidnight(new Date(iso), zone);
    const endOf28 = Date.parse('2026-03-28T23:00:00Z');
    for (const iso of ['2026-03-28T10:00:00Z', '2026-03-28T22:59:30Z', '2026-03-28T00:30:00Z']) {
      expect(nextMidnightFrom(iso) - endOf28).toBeGreaterThanOrEqual(0);
      expect(nextMidnightFrom(iso) - endOf28).toBeLessThan(1000);
    }
    const endOf29 = Date.parse('2026-03-29T22:00:00Z');
    expect(nextMidnightFrom('2026-03-29T10:00:00Z') - endOf29).toBeGreaterThanOrEqual(0);
    expect(nextMidnightFrom('2026-03-29T10:00:00Z') - endOf29).toBeLessThan(1000);
  });
});

describe('routes', () => {
  it('matches every spec page and prefers static segments', () => {
    expect(matchPageRoute('/')?.route.access).toBe('player');
    expect(matchPageRoute('/games/abc')?.params).toEqual({ gameId: 'abc' });
    expect(matchPageRoute('/admin/words/new')?.route.pattern).toBe('/admin/words/new');
    expect(matchPageRoute('/admin/words/123')?.route.pattern).toBe('/admin/words/:wordId');
    expect(matchPageRoute('/login/')?.route.pattern).toBe('/login');
    expect(matchPageRoute('/nope')).toBeUndefined();
    expect(matchPageRoute('/favicon.ico')).toBeUndefined();
  });

  it('redacts codes from logged paths', () => {
    expect(redactPath('/join/SECRET123')).toBe('/join/:code');
    expect(redactPath('/forgot-password/abc')).toBe('/forgot-password/:code');
    expect(redactPath('/daily')).toBe('/daily');
    expect(redactPath('/spelldown/join/SECRET123')).toBe('/spelldown/join/:code');
    expect(redactPath('/a/b/forgot-password/abc')).toBe('/a/b/forgot-password/:code');
  });
});

describe('i18n', () => {
  it('picks the locale from the remembered choice, then Accept-Language', () => {
    expect(pickLocale('es', 'en-US')).toBe('es');
    expect(pickLocale(undefined, 'fr-FR,es;q=0.8,en;q=0.5')).toBe('es');
    expect(pickLocale(undefined, 'de')).toBe('en');
    expect(pickLocale('xx', undefined)).toBe('en');
  });

  it('translates and interpolates', () => {
    const t = createTranslator('en');
    expect(t('common.notFound.title')).toBe('Oopsy daisy.');
    expect(t('menu.helpPanel.rules.words', { count: 6 })).toBe('Each bee has 6 words.');
    expect(interpolate('{{a}} and {{b}}', { a: 1 })).toBe('1 and {{b}}');
  });
});
