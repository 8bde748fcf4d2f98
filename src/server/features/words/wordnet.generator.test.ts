import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PARTS_OF_SPEECH } from '../../../shared/schemas/words.schema';
import { checkDefinition, checkSentence } from './bank-rules';
import { generateWordContent } from './wordnet.generator';
import { cleanExample, containsWholeWord } from './wordnet.text';

interface BankEntry {
  spelling: string;
}

const bank = JSON.parse(readFileSync(new URL('./starter-bank.json', import.meta.url), 'utf8')) as BankEntry[];

/** mulberry32: a tiny seeded PRNG, so the sample is random-looking but the same on every run. */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pickSample(count: number, seed: number): string[] {
  const random = createRandom(seed);
  const pool = bank.map((entry) => entry.spelling);
  const sample: string[] = [];
  while (sample.length < count && pool.length > 0) {
    const [picked] = pool.splice(Math.floor(random() * pool.length), 1);
    if (picked) sample.push(picked);
  }
  return sample;
}

type Generated = Awaited<ReturnType<typeof generateWordContent>>;

/** What staff get always meets the bank's rules; what cannot is left empty and named in `missing`. */
function expectDraftOfOneSense(word: string, content: Generated): void {
  expect(content, word).not.toBeNull();
  const { definition, sentences, partOfSpeech, missing } = content!;
  expect(PARTS_OF_SPEECH, word).toContain(partOfSpeech);
  expect(missing, word).toEqual(
    (['definition', 'sentence1', 'sentence2'] as const).filter(
      (field) => (field === 'definition' ? definition : sentences[field === 'sentence1' ? 0 : 1]) === '',
    ),
  );
  if (definition) {
    expect(definition, word).not.toMatch(/[`"_]|\(\s*\)/);
    // Short is allowed when no clause was left to join; nothing else.
    const problems = checkDefinition(definition, word).filter((problem) => !problem.includes('fewer than'));
    expect(problems, `${word}: ${definition}`).toEqual([]);
  }
  for (const sentence of sentences.filter(Boolean)) {
    expect(checkSentence(sentence, word, definition), `${word}: ${sentence}`).toEqual([]);
  }
  if (sentences[0] && sentences[1]) expect(sentences[0].toLowerCase(), word).not.toBe(sentences[1].toLowerCase());
  if (!sentences[0]) expect(sentences[1], word).toBe('');
}

describe('generateWordContent', () => {
  it('takes the examples from the defined sense only, with its part of speech', async () => {
    const record = await generateWordContent('record');
    // The noun "evidence of past events" and its own example; not the verb's definition with the
    // examples of two nouns, and not "At 9-0 they have the best record in their league." (another sense).
    expect(record).toEqual({
      definition: 'Anything providing permanent evidence of or information about past events.',
      sentences: ['The film provided a valuable record of stage techniques.', ''],
      partOfSpeech: 'noun',
      missing: ['sentence2'],
    });
  });

  it('leaves the sentences empty when the defined sense has no usable example, whatever other senses have', async () => {
    // "fellow" is "a boy or man", whose example "There's a fellow at the door." is too short; "He sent
    // e-mail to his fellow hackers." is an example of "a member of one's class or profession".
    expect(await generateWordContent('fellow')).toEqual({
      definition: 'A boy or man.',
      sentences: ['', ''],
      partOfSpeech: 'noun',
      missing: ['sentence1', 'sentence2'],
    });
    // "I have never been to China." is 6 words, a fragment read aloud; no template takes its place.
    expect(await generateWordContent('never')).toMatchObject({
      sentences: ['', ''],
      missing: ['sentence1', 'sentence2'],
    });
  });

  it("joins a definition's clauses when the first alone is too short", async () => {
    expect((await generateWordContent('easy'))?.definition).toBe('Posing no difficulty; requiring little effort.');
    expect((await generateWordContent('never'))?.definition).toBe('Not ever; at no time in the past or future.');
  });

  it('never offers a definition that gives the word away, a word of its root included', async () => {
    // WordNet's "in a gradual manner" for "gradually" and "in a beautiful manner" for "beautifully".
    for (const word of ['gradually', 'beautifully']) {
      const content = await generateWordContent(word);
      expect(content?.definition, word).toBe('');
      expect(content?.missing, word).toContain('definition');
    }
    // Another sense is taken when the first one's definition gives it away: "very" is an intensifier
    // in WordNet's words ("used as intensifiers"), a grammar note, so the adjective sense is defined.
    expect(await generateWordContent('very')).toMatchObject({
      definition: 'Being the exact same one; not any other.',
      partOfSpeech: 'adjective',
    });
  });

  it('defines the sense, not the kinds its gloss lists after a colon', async () => {
    // WordNet's "feline mammal …: domestic cats; wildcats" once gave "cat" the definition "Wildcats.".
    expect((await generateWordContent('cat'))?.definition).toBe(
      'Feline mammal usually having thick soft fur and no ability to roar.',
    );
  });

  it('never fills a sentence with a template', async () => {
    // Today's "In the dictionary, \"kindness\" means …" and "The word kindness names a kind of good."
    expect(await generateWordContent('kindness')).toEqual({
      definition: 'The quality of being warmhearted and considerate and humane and sympathetic.',
      sentences: ['', ''],
      partOfSpeech: 'noun',
      missing: ['sentence1', 'sentence2'],
    });
  });

  it("gives 50 seeded-random bank words a draft of one sense that meets the bank's rules", async () => {
    const sample = pickSample(50, 20240601);
    expect(sample).toHaveLength(50);
    for (const word of sample) expectDraftOfOneSense(word, await generateWordContent(word));
  });

  it('returns null for a word WordNet does not know', async () => {
    expect(await generateWordContent('qzxvbnm')).toBeNull();
    expect(await generateWordContent('   ')).toBeNull();
  });
});

describe('WordNet text helpers', () => {
  it('matches whole words only', () => {
    expect(containsWholeWord('The runner’s shoes.', 'runner')).toBe(true);
    expect(containsWholeWord('Necessary, indeed.', 'necessary')).toBe(true);
    expect(containsWholeWord('He runs fast.', 'run')).toBe(false);
    expect(containsWholeWord('A self-evident truth.', 'evident')).toBe(false);
  });

  it('keeps the spelled word of a WordNet "(or …)" alternative and drops formulas', () => {
    expect(cleanExample('a complex and equivocal (or ambiguous) message', 'ambiguous')).toBe(
      'A complex and ambiguous message.',
    );
    expect(cleanExample('modern agricultural (or farming) methods', 'agricultural')).toBe(
      'Modern agricultural methods.',
    );
    expect(cleanExample('the expansion of (a+b)^2', 'expansion')).toBe('');
  });
});
