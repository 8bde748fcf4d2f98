import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createPlayer, createTestApp, type TestApp } from '../../../../test/support/test-app';
import { until } from '../../../../test/support/until';
import { moveWordsToCurrentVoice } from '../words/words.voice';
import { createWord, updateWord } from '../words/words.service';
import { claimClips } from './audio.repository';
import { requireAudio } from './audio.service';
import { FakeTtsProvider } from './audio.test-support';

let t: TestApp;
let admin: Record<string, string>;
let wordId: string;
const failing = new FakeTtsProvider('fake:v1', { failing: true });
type Warning = { msg: string; textHash?: string; error?: string; clips?: number };
const warnings: Warning[] = [];

beforeAll(async () => {
  const capture = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) warnings.push(JSON.parse(line) as Warning);
      done();
    },
  });
  t = await createTestApp({ logger: { level: 'warn', stream: capture } });
  admin = bearer((await createPlayer(t.deps, { roles: ['admin'] })).token);
  await requireAudio(t.deps).useProvider(failing);
  ({ id: wordId } = await createWord(t.deps, {
    spelling: 'rhythm',
    definition: 'A regular repeated pattern of sound.',
    sentence1: 'The drummer kept the rhythm.',
    sentence2: 'Dance to the rhythm.',
  }));
});
afterAll(async () => {
  await t.close();
});

const adminWord = async () =>
  (await t.app.inject({ method: 'GET', url: `/api/admin/words/${wordId}`, headers: admin })).json<{
    problematic: boolean;
    canonical: { state: string; audioUrl: string; textHash: string };
    sentences: Array<{ state: string; textHash: string }>;
  }>();
const problematicIds = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/words?problematic=true', headers: admin }))
    .json<{ words: Array<{ id: string }> }>()
    .words.map((w) => w.id);
const clipsOf = () =>
  sql<{ text: string; state: string; attempts: number; last_error: string | null; voice: string }>`
    select c.text, c.state, c.attempts, c.last_error, c.voice from audio_clips c join words w
      on c.text_hash in (w.canonical_hash, w.definition_hash, w.sentence1_hash, w.sentence2_hash)
    where w.id = ${wordId} order by c.text`
    .execute(t.deps.db)
    .then((r) => r.rows);
/** Moves failures back in time, as if their backoff had passed. */
const age = (seconds: number) =>
  sql`update audio_clips set updated_at = now() - make_interval(secs => ${seconds})`.execute(t.deps.db);

describe('a failing provider', () => {
  it('marks the clips failed with the reason, and the word problematic', async () => {
    expect(await problematicIds()).toEqual([]); // pending is on its way, not a problem
    await requireAudio(t.deps).queue.runUntilIdle();
    const clips = await clipsOf();
    expect(clips).toHaveLength(4);
    for (const clip of clips) {
      expect(clip).toMatchObject({ state: 'failed', attempts: 1, last_error: 'the fake provider is offline' });
    }
    expect(await problematicIds()).toEqual([wordId]);
    expect(await adminWord()).toMatchObject({ problematic: true, canonical: { state: 'failed' } });
  });

  it('logs the first clip that failed for a reason, and counts the rest of the pass (no line per clip)', async () => {
    const reason = 'the fake provider is offline';
    expect(warnings.filter((w) => w.error === reason)).toEqual([
      expect.objectContaining({ msg: 'audio clip synthesis failed; will retry later', textHash: expect.any(String) }),
      expect.objectContaining({ msg: 'audio: more clips failed the same way; each will retry later', clips: 3 }),
    ]);
  });

  it('leaves the API healthy: the word answers, its audio is a 404, the app is ready', async () => {
    const url = (await adminWord()).canonical.audioUrl;
    const audio = await t.app.inject({ method: 'GET', url });
    expect(audio.statusCode).toBe(404);
    expect(audio.json()).toEqual({ error: 'not_found' });
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('retries later with a growing backoff, and recovers when the provider does', async () => {
    const queue = requireAudio(t.deps).queue;
    expect(await queue.runUntilIdle()).toBe(0); // 30 s have not passed
    await age(31);
    expect(await queue.runUntilIdle()).toBe(4);
    expect((await clipsOf()).map((c) => c.attempts)).toEqual([2, 2, 2, 2]);
    await age(31);
    expect(await queue.runUntilIdle()).toBe(0); // the second backoff is 60 s
    failing.failing = false;
    await age(61);
    expect(await queue.runUntilIdle()).toBe(4);
    expect((await clipsOf()).every((c) => c.state === 'ready' && c.last_error === null)).toBe(true);
    expect(await problematicIds()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: (await adminWord()).canonical.audioUrl })).statusCode).toBe(200);
  });
});

describe('voices and regeneration', () => {
  it('moves a word made in another voice to the new voice once its new clips are ready, the old ones served meanwhile', async () => {
    const before = await adminWord();
    const v2 = new FakeTtsProvider('fake:v2');
    await requireAudio(t.deps).useProvider(v2);
    expect(await problematicIds()).toEqual([wordId]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/words/${wordId}/audio/regenerate`,
      headers: admin,
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({});
    const meanwhile = await adminWord();
    expect(meanwhile.canonical).toMatchObject({ textHash: before.canonical.textHash, state: 'ready' });
    expect((await t.app.inject({ method: 'GET', url: meanwhile.canonical.audioUrl })).statusCode).toBe(200);
    expect(await requireAudio(t.deps).queue.runUntilIdle()).toBe(4);
    expect(v2.calls.sort()).toEqual([
      'A regular repeated pattern of sound.',
      'Dance to the rhythm.',
      'The drummer kept the rhythm.',
      'rhythm',
    ]);
    const after = await adminWord();
    expect(after).toMatchObject({ problematic: false, canonical: { state: 'ready' } });
    expect(after.canonical.textHash).not.toBe(before.canonical.textHash);
    // The old URL still answers (a page read a moment ago holds it).
    expect((await t.app.inject({ method: 'GET', url: before.canonical.audioUrl })).statusCode).toBe(200);
  });

  it('after a voice change at start, queues every text of the earlier voice and moves each word when its clip is ready', async () => {
    const v3 = new FakeTtsProvider('fake:v3');
    const audio = requireAudio(t.deps);
    await audio.useProvider(v3);
    const before = await adminWord();
    expect(await moveWordsToCurrentVoice(t.deps)).toEqual({ texts: 4, movedNow: 0 });
    expect((await adminWord()).canonical.textHash).toBe(before.canonical.textHash);
    expect(await audio.queue.runUntilIdle()).toBe(4);
    expect(await adminWord()).toMatchObject({ problematic: false, canonical: { state: 'ready' } });
    expect(await moveWordsToCurrentVoice(t.deps)).toEqual({ texts: 0, movedNow: 0 });
    await audio.useProvider(new FakeTtsProvider('fake:v2'));
    // Back to a voice whose clips exist: the words move at once, nothing is made again.
    expect(await moveWordsToCurrentVoice(t.deps)).toEqual({ texts: 4, movedNow: 4 });
    expect(await audio.queue.runUntilIdle()).toBe(0);
  });

  it('makes again only the clips whose spoken text changed', async () => {
    const provider = new FakeTtsProvider('fake:v2');
    await requireAudio(t.deps).useProvider(provider);
    const before = await adminWord();
    await updateWord(t.deps, { wordId, sentence2: 'Clap to the rhythm.', spokenForm: 'rithum' });
    await requireAudio(t.deps).queue.runUntilIdle();
    expect(provider.calls.sort()).toEqual(['Clap to the rhythm.', 'rithum']);
    const after = await adminWord();
    expect(after.sentences[0]?.textHash).toBe(before.sentences[0]?.textHash);
    expect(after.sentences[1]?.textHash).not.toBe(before.sentences[1]?.textHash);
    // Going back to a text that has a clip reuses it: nothing is synthesised twice.
    provider.calls.length = 0;
    await updateWord(t.deps, { wordId, sentence2: 'Dance to the rhythm.', spokenForm: '' });
    await requireAudio(t.deps).queue.runUntilIdle();
    expect(provider.calls).toEqual([]);
    expect((await adminWord()).canonical).toMatchObject({ textHash: before.canonical.textHash, state: 'ready' });
  });
});

describe('claiming work', () => {
  it('never gives one clip to two claims, and takes back a clip whose claimer died after the lease', async () => {
    await createWord(t.deps, {
      spelling: 'queue',
      definition: 'A line of people waiting.',
      sentence1: 'We stood in a queue.',
      sentence2: 'The queue was long.',
    });
    const options = { limit: 3, urgent: [], priority: [], leaseSeconds: 120, voice: requireAudio(t.deps).voice };
    const [a, b] = await Promise.all([claimClips(t.deps.db, options), claimClips(t.deps.db, options)]);
    const hashes = [...a, ...b].map((clip) => clip.textHash);
    expect(hashes).toHaveLength(4);
    expect(new Set(hashes).size).toBe(4);
    expect(await claimClips(t.deps.db, options)).toEqual([]); // all leased
    await age(121);
    expect(await claimClips(t.deps.db, { ...options, limit: 10 })).toHaveLength(4);
  });
});

describe('listening before a clip is ready', () => {
  it('refuses a silent clip and a garbled one: failed with the reason, never served', async () => {
    const audio = requireAudio(t.deps);
    const silent = new FakeTtsProvider(audio.voice, { silent: true });
    await audio.useProvider(silent);
    const { id } = await createWord(t.deps, {
      spelling: 'hush',
      definition: 'To make someone quiet.',
      sentence1: 'Please hush the baby.',
      sentence2: 'We had to hush.',
    });
    await audio.queue.runUntilIdle();
    const silentClip = await sql<{ state: string; last_error: string; bytes: Uint8Array | null }>`
      select c.state, c.last_error, c.bytes from audio_clips c join words w on c.text_hash = w.canonical_hash
      where w.id = ${id}`.execute(t.deps.db);
    expect(silentClip.rows[0]).toMatchObject({ state: 'failed', bytes: null });
    expect(silentClip.rows[0]?.last_error).toMatch(/^refused: silent: .*RMS 0\.000/);

    // Garbage in place of MP3 (what a broken engine or a cut download gives).
    silent.synthesize = () => Promise.resolve(Buffer.from('ID3 this is no audio at all '.repeat(40)));
    await age(31);
    await audio.queue.runUntilIdle();
    const garbled = await sql<{ state: string; last_error: string }>`
      select c.state, c.last_error from audio_clips c join words w on c.text_hash = w.definition_hash
      where w.id = ${id}`.execute(t.deps.db);
    expect(garbled.rows[0]).toMatchObject({ state: 'failed' });
    expect(garbled.rows[0]?.last_error).toMatch(/^refused: no MPEG audio frames/);
    const word = await t.app.inject({ method: 'GET', url: `/api/admin/words/${id}`, headers: admin });
    const clipUrl = word.json<{ canonical: { audioUrl: string } }>().canonical.audioUrl;
    expect((await t.app.inject({ method: 'GET', url: clipUrl })).statusCode).toBe(404);
    expect(await problematicIds()).toContain(id);
  });
});

describe('shutting down', () => {
  it('closes within a second while a long synthesis is in hand, and hands the clip back', async () => {
    const { deps, close } = await createTestApp();
    try {
      const audio = requireAudio(deps);
      const slow = new FakeTtsProvider('fake:slow', { delayMs: 30_000 });
      await audio.useProvider(slow);
      await createWord(deps, {
        spelling: 'linger',
        definition: 'To stay somewhere longer than needed.',
        sentence1: 'We linger after the show.',
        sentence2: 'Do not linger.',
      });
      audio.queue.start();
      await until(
        () => Promise.resolve(slow.calls.length),
        (n) => n > 0,
        10_000,
      );
      const started = performance.now();
      await audio.close();
      expect(performance.now() - started).toBeLessThan(1000);
      // Not failed: another process (or this one, started again) takes it at once.
      const rows = await sql<{ state: string; attempts: number }>`
        select state, attempts from audio_clips where text = ${slow.calls[0] ?? ''}`.execute(deps.db);
      expect(rows.rows[0]).toEqual({ state: 'pending', attempts: 0 });
    } finally {
      await close();
    }
  });
});
