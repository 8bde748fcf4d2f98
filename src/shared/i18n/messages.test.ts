import { describe, expect, it } from 'vitest';
import type { Catalogue } from './en';
import { createTranslator, registerMessages, type MessageKey } from './messages';

/** Namespaces made up for this test (this file's module holds no catalogue until it registers one). */
const namespaces = (value: object) => value as unknown as Partial<Catalogue>;
const key = (value: string) => value as MessageKey;

describe('the translator', () => {
  it('finds a namespace registered after a key of it was looked up and not found', () => {
    registerMessages('en', namespaces({ player: { hello: 'Hello {{name}}' } }));
    const t = createTranslator('en');
    expect(t(key('player.hello'), { name: 'Ana' })).toBe('Hello Ana');
    expect(t(key('staff.title'))).toBe('staff.title');
    registerMessages('en', namespaces({ staff: { title: 'Staff' } }));
    expect(t(key('staff.title'))).toBe('Staff');
    expect(t(key('player.hello'), { name: 'Bo' })).toBe('Hello Bo');
  });

  it("falls back to English for a key the locale lacks, until the locale's own arrives", () => {
    registerMessages('en', namespaces({ only: { english: 'English' } }));
    const t = createTranslator('es');
    expect(t(key('only.english'))).toBe('English');
    registerMessages('es', namespaces({ only: { english: 'Inglés' } }));
    expect(t(key('only.english'))).toBe('Inglés');
  });
});
