import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmuStress, espeakStress } from '../../../../scripts/word-bank/espeak-phonemes';
import { bearer, callerFor, createPlayer, createTestApp, type TestApp } from '../../../../test/support/test-app';
import { checkClip } from '../audio/audio.check';
import { insertWords } from '../games/games.test-factory';
import { requireAudio } from '../audio/audio.service';
import { EspeakProvider, NothingToSayError, TtsError, type SynthesizeOptions, type TtsProvider } from '../audio/tts';
import { loadLexicon } from './lexicon';
import { readStarterBank, type StarterBankEntry } from './starter-bank';
import { seedWords, starterSeedEntries } from './words.seed';

/**
 * The ear-proxy for heteronyms: what eSpeak is given for a word's clip, and the phonemes it speaks
 * for it, against the CMU Pronouncing Dictionary's pronunciation of the defined part of speech.
 */
const HETERONYMS: Array<{ spelling: string; partOfSpeech: string; cmu: string }> = [
  { spelling: 'record', partOfSpeech: 'verb', cmu: 'R IH0 K AO1 R D' }, // not the noun's R EH1 K ER0 D
  { spelling: 'increase', partOfSpeech: 'verb', cmu: 'IH2 N K R IY1 S' }, // not the noun's IH1 N K R IY2 S
  { spelling: 'live', partOfSpeech: 'verb', cmu: 'L IH1 V' }, // not the adjective's L AY1 V
];

/** The real engine, noting each text it is given; `failNext` makes the next `speak` fail with that error. */
class ListeningProvider implements TtsProvider {
  readonly name = 'espeak';
  readonly given: string[] = [];
  failNext: Error | undefined;
  constructor(readonly engine: EspeakProvider) {}
  get voice() {
    return this.engine.voice;
  }
  get format() {
    return this.engine.format;
  }
  synthesize(text: string, options?: SynthesizeOptions) {
    this.given.push(text);
    return this.engine.synthesize(text, options);
  }
  speak(text: string, options?: SynthesizeOptions) {
    this.given.push(text);
    const failure = this.failNext;
    this.failNext = undefined;
    return failure ? Promise.reject(failure) : this.engine.speak(text, options);
  }
  close() {
    return this.engine.close();
  }
}

let t: TestApp;
let provider: ListeningProvider;
let entries: StarterBankEntry[];

beforeAll(async () => {
  t = await createTestApp();
  provider = new ListeningProvider(new EspeakProvider());
  await requireAudio(t.deps).useProvider(provider);
  const bank = readStarterBank().entries;
  entries = HETERONYMS.map(({ spelling }) => {
    const entry = bank.find((e) => e.spelling === spelling);
    if (!entry) throw new Error(`${spelling} left the starter bank: choose another heteronym`);
    return entry;
  });
  await seedWords(t.deps, starterSeedEntries(entries));
  await requireAudio(t.deps).queue.runUntilIdle();
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('heteronyms are spoken in their defined sense', () => {
  it('the CMU pronunciations expected are the dictionary’s own', async () => {
    const lexicon = await loadLexicon();
    for (const { spelling, cmu } of HETERONYMS) expect(lexicon.pronunciationsOf(spelling)).toContain(cmu);
  });

  for (const [index, heteronym] of HETERONYMS.entries()) {
    it(`${heteronym.spelling} (${heteronym.partOfSpeech}): eSpeak is given its [[phonemes]] and stresses them as CMU does`, async () => {
      const entry = entries[index];
      expect(entry?.partOfSpeech).toBe(heteronym.partOfSpeech);
      const spokenForm = entry?.spokenForm ?? '';
      expect(spokenForm).toMatch(/^\[\[[^[\]]+\]\]$/);

      // The word's clip: the text the engine was given is the spoken form, brackets intact.
      const word = await t.deps.db
        .selectFrom('words as w')
        .innerJoin('audio_clips as c', 'c.text_hash', 'w.canonical_hash')
        .select(['c.text', 'c.state'])
        .where('w.canonical', '=', heteronym.spelling)
        .executeTakeFirstOrThrow();
      expect(word).toEqual({ text: spokenForm, state: 'ready' });
      expect(provider.given).toContain(spokenForm);
      expect(provider.given).not.toContain(heteronym.spelling);

      // What eSpeak speaks for it: the phonemes themselves, stressed on CMU's syllable.
      const spoken = await provider.engine.describePhonemes(spokenForm);
      expect(`[[${spoken}]]`).toBe(spokenForm);
      expect(espeakStress(spoken).stressed).toBe(cmuStress(heteronym.cmu).stressed);
      expect(espeakStress(spoken).syllables).toBe(cmuStress(heteronym.cmu).syllables);
    });
  }

  it('the bare spellings would have been said otherwise (so the spoken forms matter)', async () => {
    const bare = await Promise.all(HETERONYMS.map(({ spelling }) => provider.engine.describePhonemes(spelling)));
    // eSpeak reads a bare "record" as the noun (r'Ek3d), "increase" as the noun ('INkri:s), "live" as l'aIv.
    expect(bare).toEqual(["r'Ek3d", "'INkri:s", "l'aIv"]);
  });
});

describe('admin.words.previewSpeech: staff hear a spoken form before saving it', () => {
  it('says the current field value on demand, with its phonemes, and stores nothing', async () => {
    const { token } = await createPlayer(t.deps, { roles: ['admin'] });
    const caller = await callerFor(t.deps, token);
    const clipsBefore = await t.deps.db.selectFrom('audio_clips').select('text_hash').execute();
    const preview = await caller.admin.words.previewSpeech({ text: "[[rI#k'o@d]]" });
    expect(preview.phonemes).toBe("rI#k'o@d");
    const mp3 = Buffer.from(preview.audio, 'base64');
    expect(await checkClip(mp3, "[[rI#k'o@d]]")).toMatchObject({ ok: true });
    expect(await t.deps.db.selectFrom('audio_clips').select('text_hash').execute()).toHaveLength(clipsBefore.length);
  });

  it('is for staff only', async () => {
    const { token } = await createPlayer(t.deps);
    const caller = await callerFor(t.deps, token);
    await expect(caller.admin.words.previewSpeech({ text: 'record' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('refuses a text with nothing to say (no letter or digit) with 400, not as the engine failing', async () => {
    const { token } = await createPlayer(t.deps, { roles: ['admin'] });
    for (const text of ['\u0001', ' \t ', '?!…', '[[ ]]']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/trpc/admin.words.previewSpeech',
        headers: bearer(token),
        payload: { text },
      });
      expect(res.statusCode, JSON.stringify(text)).toBe(400);
      expect(res.json().error.data.errors).toEqual([
        { code: 'invalid.text', message: 'A spoken form needs letters or digits to say.' },
      ]);
    }
  });

  it("answers the engine's 'nothing to say' as the input's fault (400), its other failures as 503", async () => {
    const { token } = await createPlayer(t.deps, { roles: ['admin'] });
    const caller = await callerFor(t.deps, token);
    provider.failNext = new NothingToSayError('nothing to say: text is empty');
    await expect(caller.admin.words.previewSpeech({ text: 'record' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    provider.failNext = new TtsError('espeak worker exited');
    await expect(caller.admin.words.previewSpeech({ text: 'record' })).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
    expect((await caller.admin.words.previewSpeech({ text: 'record' })).phonemes).toBeTruthy();
  });

  it('keeps a spoken form only if it has something to say; an empty one clears it', async () => {
    const { token } = await createPlayer(t.deps, { roles: ['admin'] });
    const caller = await callerFor(t.deps, token);
    const wordId = (await insertWords(t.deps.db, [{ canonical: 'wednesday' }]))[0]!;
    for (const spokenForm of ['…', 'ˈː']) {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/trpc/admin.words.update',
        headers: bearer(token),
        payload: { wordId, spokenForm },
      });
      expect(refused.statusCode, spokenForm).toBe(400);
      expect(refused.json().error.data.errors).toEqual([
        { code: 'invalid.spokenForm', message: 'A spoken form needs letters or digits to say.' },
      ]);
    }
    expect((await caller.admin.words.update({ wordId, spokenForm: 'wenz day' })).spokenForm).toBe('wenz day');
    expect((await caller.admin.words.update({ wordId, spokenForm: '' })).spokenForm).toBeNull();
  });
});
