import { describe, expect, it } from 'vitest';
import { catalogues, createTranslator, SUPPORTED_LOCALES } from '.';

type Tree = { [key: string]: unknown };

/** Every message of a catalogue by dot path; a branch that is neither text nor object is reported as-is. */
function flatten(node: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(node as Tree)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'object' && value !== null) {
      for (const [child, text] of flatten(value, `${path}.`)) out.set(child, text);
    } else out.set(path, value);
  }
  return out;
}

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]))].sort();

/** What is wrong between the reference catalogue and a translation, one line per problem. */
function compare(reference: unknown, translation: unknown, name: string): string[] {
  const ref = flatten(reference);
  const other = flatten(translation);
  const problems: string[] = [];
  for (const key of ref.keys()) if (!other.has(key)) problems.push(`${name}: missing ${key}`);
  for (const key of other.keys()) if (!ref.has(key)) problems.push(`${name}: extra ${key}`);
  for (const [key, text] of other) {
    if (typeof text !== 'string') problems.push(`${name}: ${key} is not a text`);
    else if (text.trim() === '') problems.push(`${name}: ${key} is empty`);
  }
  for (const [key, text] of ref) {
    if (typeof text !== 'string' || text.trim() === '') problems.push(`en: ${key} is empty or not a text`);
    const translated = other.get(key);
    if (typeof text === 'string' && typeof translated === 'string') {
      const want = placeholders(text).join(', ');
      const got = placeholders(translated).join(', ');
      if (want !== got) problems.push(`${name}: ${key} has {{${got}}} where en has {{${want}}}`);
    }
  }
  return problems;
}

/**
 * Texts that are the same in Spanish on purpose: the brand, shortcuts, numbers, language names, 'Roles',
 * the QWERTY layout's name.
 */
const SAME_IN_SPANISH = new Set([
  'common.appName',
  'common.pageTitle',
  'menu.helpPanel.key',
  'menu.preferences.languages.en',
  'menu.preferences.languages.es',
  'menu.preferences.keyboards.qwerty',
  'spelling.keyboard.letter',
  'spelling.verdict.number',
  'training.summary.accuracyEmpty',
  'result.countdown.value',
  'archive.linkLabel',
  'admin.words.noAnswers',
  'admin.accounts.roles',
  'admin.sessions.roles',
]);

describe('message catalogues', () => {
  it('every locale has exactly the keys of English, none empty, with the same {{placeholders}}', () => {
    for (const locale of SUPPORTED_LOCALES) {
      expect(compare(catalogues.en, catalogues[locale], locale)).toEqual([]);
    }
  });

  it('the check itself catches a missing, extra, empty or mis-named placeholder key in either catalogue', () => {
    const en = { a: { b: 'Hello {{name}}', c: 'Bye' }, d: '{{count}} words' };
    const es = { a: { b: 'Hola {{nombre}}', extra: 'Sobra' }, d: '' };
    expect(compare(en, es, 'es').sort()).toEqual(
      [
        'es: missing a.c',
        'es: extra a.extra',
        'es: d is empty',
        'es: a.b has {{nombre}} where en has {{name}}',
        'es: d has {{}} where en has {{count}}',
      ].sort(),
    );
    expect(compare({ a: '' }, { a: 'x' }, 'es')).toEqual(['en: a is empty or not a text']);
  });

  it('Spanish is really translated: no English text left, staff area included', () => {
    const en = flatten(catalogues.en);
    const untranslated = [...flatten(catalogues.es)]
      .filter(([key, text]) => !SAME_IN_SPANISH.has(key) && text === en.get(key))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it('translates into Spanish, keeping the variables', () => {
    const t = createTranslator('es');
    expect(t('game.play.progress', { number: 2, count: 6 })).toBe('Palabra 2 de 6');
    expect(t('common.rateLimited', { wait: '30 segundos' })).toBe(
      'Demasiados intentos. Espera 30 segundos y vuelve a intentarlo.',
    );
    expect(t('mail.invitation.expiry', { days: 14 })).toContain('14 días');
  });
});
