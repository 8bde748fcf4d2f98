/**
 * Turning WordNet gloss text into plain, player-facing text.
 *
 * A gloss looks like: `(usually followed by \`to') having the necessary means; "he is able to swim"; "..."`.
 * Definitions come first, separated by ';', then double-quoted example fragments (sometimes with a
 * trailing attribution such as `- Shakespeare`).
 */

export interface ParsedGloss {
  /** Definition clauses, raw. */
  definitions: string[];
  /** Example fragments, raw (without their double quotes). */
  examples: string[];
}

export function parseGloss(gloss: string): ParsedGloss {
  const examples = [...gloss.matchAll(/"([^"]+)"/g)].map((match) => (match[1] ?? '').trim()).filter(Boolean);
  const firstQuote = gloss.indexOf('"');
  const definitionText = withoutMemberList(firstQuote === -1 ? gloss : gloss.slice(0, firstQuote));
  const definitions = splitOutsideParentheses(definitionText, ';')
    .map((part) => part.trim())
    .filter(Boolean);
  return { definitions, examples };
}

/**
 * A gloss's definition without the kinds listed after a colon ("feline mammal …: domestic cats; wildcats"):
 * a list of members is not a meaning, and its items would each pass for a clause of one ("Wildcats.").
 * A colon after fewer than two words is not such a list and stays.
 */
function withoutMemberList(definitionText: string): string {
  const [before = '', ...after] = splitOutsideParentheses(definitionText, ':');
  return after.length > 0 && before.trim().split(/\s+/).length >= 2 ? before : definitionText;
}

/**
 * A definition clause in plain words, without its final period (callers add the punctuation they need):
 * drops `(usually followed by \`to')`-style usage notes, WordNet's `x' quoting and stray brackets.
 */
export function cleanDefinition(raw: string): string {
  let text = normalizeQuoting(raw);
  // Parenthesised notes are about usage, not meaning ("(of a person)", "(law)"); drop them when the
  // definition still says something without them.
  const withoutNotes = collapseSpaces(text.replace(/\([^()]*\)/g, ' '));
  if (withoutNotes.split(' ').filter((word) => /[a-z]/i.test(word)).length >= 2) text = withoutNotes;
  text = collapseSpaces(text.replace(/[()[\]{}]/g, ' '));
  return text.replace(/^[\s,;:–—-]+|[\s,;:.–—-]+$/g, '');
}

/** WordNet quotes words as `word' or ``word''; players should just see the word. */
export function normalizeQuoting(text: string): string {
  return text
    .replace(/``|''/g, '')
    .replace(/`([^`']*)'/g, '$1')
    .replace(/[`"“”]/g, '')
    .replace(/(^|\s)'([^']+)'(?=[\s,.;:!?]|$)/g, '$1$2');
}

/**
 * An example fragment as a player-facing sentence, or '' when it cannot be one. WordNet writes
 * alternatives as "equivocal (or ambiguous) message": keep the form that is the word being spelled, so
 * the sentence reads "ambiguous message". Elisions ("law...only") become plain spaces. Examples with
 * formulas or other brackets ("(a+b)^2") are not read-aloud material and are dropped.
 */
export function cleanExample(example: string, word: string): string {
  const resolved = example
    .replace(/([\p{L}'’-]+) \(or ([^()]+)\)/gu, (_match, before: string, alternative: string) =>
      containsWholeWord(alternative, word) && !containsWholeWord(before, word) ? alternative : before,
    )
    .replace(/(\S)\s*(\.\.\.|…)\s*(?=\S)/g, '$1 ');
  if (/[^\p{L}\p{N}\s.,;:!?'’"`$%-]/u.test(resolved)) return '';
  return toSentence(resolved);
}

/** Capitalises the first letter and ends with a period (or keeps a final '?' / '!'). */
export function toSentence(fragment: string): string {
  let text = collapseSpaces(normalizeQuoting(fragment))
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/^[\s,;:–—.-]+/, '')
    .replace(/[\s,;:–—-]+$/, '');
  if (!text) return '';
  // A trailing ellipsis marks an unfinished fragment; a plain period reads better in a sentence.
  text = capitalize(text.replace(/(\.\.\.|…)$/, ''));
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Whether `text` contains `word` as a whole word, ignoring case. Hyphens and letters count as part of a
 * word ("self-evident" does not contain "evident" for our purposes), and so does an apostrophe followed
 * by a letter, except the possessive 's ("the runner's shoes" contains "runner").
 */
export function containsWholeWord(text: string, word: string): boolean {
  // A hand-written scan: building a Unicode regex per call was 80% of the word-bank build's time.
  const haystack = text.toLowerCase();
  const needle = word.toLowerCase();
  if (!needle) return false;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    const before = haystack[at - 1] ?? ' ';
    const end = at + needle.length;
    const after = haystack[end] ?? ' ';
    if (isWordChar(before) || before === '-' || isApostrophe(before)) continue;
    if (isWordChar(after) || after === '-') continue;
    if (isApostrophe(after) && isWordChar(haystack[end + 1] ?? ' ')) {
      const possessive = haystack[end + 1] === 's' && !isWordChar(haystack[end + 2] ?? ' ');
      if (!possessive) continue;
    }
    return true;
  }
  return false;
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

function isWordChar(char: string): boolean {
  return WORD_CHAR.test(char);
}

function isApostrophe(char: string): boolean {
  return char === "'" || char === '’';
}

/** For comparing two sentences: case, punctuation and spacing do not make them distinct. */
export function sentenceKey(sentence: string): string {
  return sentence
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function collapseSpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function splitOutsideParentheses(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '(') depth++;
    if (char === ')') depth = Math.max(0, depth - 1);
    if (char === separator && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts;
}
