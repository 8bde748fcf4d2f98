import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/support/test-app';
import { createWord, regenerateWordAudio } from '../words/words.service';
import { clipEtag, loadUrlSecret } from './audio.keys';
import { requireAudio } from './audio.service';
import { FakeTtsProvider, fakeClipBytes } from './audio.test-support';

let t: TestApp;
let provider: FakeTtsProvider;
let url: string;
let wordId: string;
const SENTENCE = 'Water is necessary for life.';

async function urlsOf(wordId: string): Promise<string[]> {
  const rows = await t.deps.db
    .selectFrom('words as w')
    .innerJoin('audio_clips as c', (join) =>
      join.on((eb) =>
        eb.or([
          eb('c.text_hash', '=', eb.ref('w.canonical_hash')),
          eb('c.text_hash', '=', eb.ref('w.definition_hash')),
          eb('c.text_hash', '=', eb.ref('w.sentence1_hash')),
        ]),
      ),
    )
    .select(['c.url_key', 'c.text'])
    .where('w.id', '=', wordId)
    .execute();
  const byText = new Map(rows.map((row) => [row.text, `/audio/${row.url_key}.mp3`]));
  return ['necessary', 'Absolutely essential.', SENTENCE].map((text) => byText.get(text) ?? '');
}

beforeAll(async () => {
  t = await createTestApp();
  provider = new FakeTtsProvider();
  await requireAudio(t.deps).useProvider(provider);
  const { id } = await createWord(t.deps, {
    spelling: 'necessary',
    definition: 'Absolutely essential.',
    sentence1: SENTENCE,
    sentence2: 'Is it necessary to go?',
  });
  wordId = id;
  [url = ''] = await urlsOf(id);
  await requireAudio(t.deps).queue.runUntilIdle();
});
afterAll(async () => {
  await t.close();
});

const get = (path: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: path, headers });
const whole = fakeClipBytes('necessary');
const size = whole.length;

describe('GET /audio/<key>.mp3', () => {
  it('serves the clip with its type, length, strong ETag and a year of immutable caching', async () => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(res.headers['content-length']).toBe(String(size));
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(res.rawPayload.equals(whole)).toBe(true);
  });

  it("keys the ETag with the installation's secret: it is no plain hash of the bytes", async () => {
    const etag = (await get(url)).headers.etag as string;
    const plain = createHash('sha256').update(whole).digest('hex');
    expect(etag).not.toContain(plain.slice(0, 32));
    expect(etag).toBe(clipEtag(await loadUrlSecret(t.deps.db), whole));
  });

  it('answers 304 with no body to a matching If-None-Match', async () => {
    const etag = (await get(url)).headers.etag as string;
    const res = await get(url, { 'if-none-match': `"other", ${etag}` });
    expect(res.statusCode).toBe(304);
    expect(res.rawPayload.length).toBe(0);
    expect(res.headers.etag).toBe(etag);
    expect((await get(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('answers byte ranges with 206 and Content-Range', async () => {
    const first = await get(url, { range: 'bytes=0-99' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(first.headers['content-length']).toBe('100');
    expect(first.rawPayload.equals(whole.subarray(0, 100))).toBe(true);

    const open = await get(url, { range: `bytes=${size - 48}-` });
    expect(open.headers['content-range']).toBe(`bytes ${size - 48}-${size - 1}/${size}`);
    const suffix = await get(url, { range: 'bytes=-10' });
    expect(suffix.rawPayload.equals(whole.subarray(size - 10))).toBe(true);
    // Safari's first probe.
    expect((await get(url, { range: 'bytes=0-1' })).rawPayload.length).toBe(2);
    // An end past the last byte is clipped, not refused.
    expect((await get(url, { range: `bytes=${size - 8}-99999` })).headers['content-range']).toBe(
      `bytes ${size - 8}-${size - 1}/${size}`,
    );
  });

  it('answers 416 for a range it cannot satisfy', async () => {
    for (const range of [`bytes=${size}-`, 'bytes=500-100', 'bytes=abc', 'bytes=-0']) {
      const res = await get(url, { range });
      expect(res.statusCode, range).toBe(416);
      expect(res.headers['content-range']).toBe(`bytes */${size}`);
    }
  });

  it('ignores the range when If-Range names another version', async () => {
    expect((await get(url, { range: 'bytes=0-9', 'if-range': '"stale"' })).statusCode).toBe(200);
    const etag = (await get(url)).headers.etag as string;
    expect((await get(url, { range: 'bytes=0-9', 'if-range': etag })).statusCode).toBe(206);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(size));
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(res.rawPayload.length).toBe(0);
  });

  it('answers 404 JSON, not cached, for unknown or malformed names', async () => {
    for (const path of [
      '/audio/0123456789abcdef0123456789abcdef.mp3',
      '/audio/necessary.mp3',
      '/audio/x',
      `${url}.wav`,
    ]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('gives regenerated audio a new URL, and serves the old URL (200) until the new clip is ready', async () => {
    const before = await get(url);
    expect(before.rawPayload.equals(whole)).toBe(true);
    // The same voice, other bytes (as a network engine may give).
    const remade = new FakeTtsProvider();
    remade.synthesize = (text) => Promise.resolve(fakeClipBytes(`${text} again`));
    await requireAudio(t.deps).useProvider(remade);
    try {
      await regenerateWordAudio(t.deps, wordId);
      // Until the new bytes land, players keep the URL they have and it keeps answering the old bytes.
      expect((await urlsOf(wordId))[0]).toBe(url);
      const meanwhile = await get(url);
      expect(meanwhile.statusCode).toBe(200);
      expect(meanwhile.rawPayload.equals(before.rawPayload)).toBe(true);
      await requireAudio(t.deps).queue.runUntilIdle();

      const [newUrl = ''] = await urlsOf(wordId);
      expect(newUrl).toMatch(/^\/audio\/[0-9a-f]{32}\.mp3$/);
      expect(newUrl).not.toBe(url);
      const after = await get(newUrl);
      expect(after.statusCode).toBe(200);
      expect(after.rawPayload.equals(fakeClipBytes('necessary again'))).toBe(true);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      // A page that still holds the old URL is sent on to the new one, never cached.
      const old = await get(url);
      expect(old.statusCode).toBe(307);
      expect(old.headers.location).toBe(newUrl);
      expect(old.headers['cache-control']).toBe('no-store');
    } finally {
      await requireAudio(t.deps).useProvider(provider);
    }
  });

  it('makes a pending clip at once for a request that waits for it, ahead of other work', async () => {
    for (const spelling of ['apple', 'banana', 'cherry', 'damson', 'elder', 'fig', 'grape', 'hazel']) {
      await createWord(t.deps, {
        spelling,
        definition: `A fruit called ${spelling}.`,
        sentence1: `I like ${spelling}.`,
        sentence2: `The ${spelling} is ripe.`,
      });
    }
    const { id } = await createWord(t.deps, {
      spelling: 'quince',
      definition: 'A hard yellow fruit.',
      sentence1: 'Quince jelly is sweet.',
      sentence2: 'The quince tree.',
    });
    const word = await t.deps.db
      .selectFrom('words')
      .select('definition_hash')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const clip = await t.deps.db
      .selectFrom('audio_clips')
      .select('url_key')
      .where('text_hash', '=', word.definition_hash)
      .executeTakeFirstOrThrow();
    const definitionUrl = `/audio/${clip.url_key}.mp3`;
    provider.calls.length = 0;
    provider.delayMs = 30; // 36 clips wait: in order, the last would come after ~1 s
    requireAudio(t.deps).queue.start();
    const res = await get(definitionUrl);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(fakeClipBytes('A hard yellow fruit.'))).toBe(true);
    // The first claim may already hold two other clips; the waited-for one comes in the next.
    expect(provider.calls.indexOf('A hard yellow fruit.')).toBeLessThan(4);
  });
});
