import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Mp3Encoder } from '@breezystack/lamejs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GoogleProvider } from './google.provider';
import { readMp3Info } from './mp3-info';
import { TtsError } from './tts.provider';

/** Runs `work` and reports how long it took to settle, so a test can prove it did not hang. */
async function timed(work: Promise<unknown>): Promise<{ ms: number; error: unknown }> {
  const start = performance.now();
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  return { ms: performance.now() - start, error };
}

describe('GoogleProvider offline', () => {
  it('describes itself', () => {
    const provider = new GoogleProvider();
    expect(provider.name).toBe('google');
    expect(provider.voice).toBe('google:en:v2');
    expect(provider.format.ext).toBe('mp3');
  });

  it('settles quickly against the real endpoint: TtsError offline, MP3 if a network exists', async () => {
    // No network here: DNS fails at once, or the 1.5 s timeout (+1 s deadline) cuts it off. On a
    // machine with internet the call may succeed; either way it must not hang or throw anything else.
    let clip: Buffer | undefined;
    const { ms, error } = await timed(
      new GoogleProvider({ timeoutMs: 1_500 }).synthesize('necessary').then((b) => (clip = b)),
    );
    if (error !== undefined) expect(error).toBeInstanceOf(TtsError);
    else expect(readMp3Info(clip ?? Buffer.alloc(0)).frames).toBeGreaterThan(0);
    expect(ms).toBeLessThan(4_000);
  }, 10_000);

  it('rejects with TtsError when the connection is refused, for long text too', async () => {
    const provider = new GoogleProvider({ timeoutMs: 1_000, host: 'http://127.0.0.1:1' });
    await expect(provider.synthesize('necessary')).rejects.toThrow(/google tts failed/);
    await expect(provider.synthesize('A long sentence, with commas. '.repeat(10))).rejects.toBeInstanceOf(TtsError);
  }, 10_000);

  it('rejects empty text without a request', async () => {
    await expect(new GoogleProvider({ host: 'http://127.0.0.1:1' }).synthesize('   ')).rejects.toBeInstanceOf(TtsError);
  });
});

describe('GoogleProvider against a local stand-in server', () => {
  let server: Server;
  let host = '';
  let mode: 'answer' | 'silent' | 'garbage' = 'answer';
  let requests = 0;
  const mp3 = encodeSilence(0.5);

  beforeAll(async () => {
    server = createServer((req, res) => {
      requests += 1;
      req.resume();
      if (mode === 'silent') return; // accept, then never answer
      // The batchexecute reply shape google-tts-api parses: a guard prefix, then nested JSON.
      const inner = JSON.stringify([mode === 'answer' ? mp3.toString('base64') : 'bm90IGFuIG1wMw==']);
      res.end(`)]}'\n${JSON.stringify([['wrb.fr', 'jQ1olc', inner, null, null, null, 'generic']])}`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('returns the decoded MP3', async () => {
    mode = 'answer';
    const clip = await new GoogleProvider({ host }).synthesize('necessary');
    expect(clip.equals(mp3)).toBe(true);
  });

  it('splits text over 200 characters into several requests and joins the audio', async () => {
    mode = 'answer';
    requests = 0;
    const text = 'This sentence is here to make the text long enough, and it has commas. '.repeat(4);
    const clip = await new GoogleProvider({ host }).synthesize(text);
    expect(requests).toBeGreaterThan(1);
    expect(readMp3Info(clip).frames).toBe(readMp3Info(mp3).frames * requests);
  });

  it('rejects a reply that is not MP3', async () => {
    mode = 'garbage';
    await expect(new GoogleProvider({ host }).synthesize('necessary')).rejects.toThrow(/no MP3/);
  });

  it('gives up on a server that never answers', async () => {
    mode = 'silent';
    const { ms, error } = await timed(new GoogleProvider({ host, timeoutMs: 300 }).synthesize('necessary'));
    expect(error).toBeInstanceOf(TtsError);
    expect(ms).toBeLessThan(2_000);
  });
});

function encodeSilence(seconds: number): Buffer {
  const encoder = new Mp3Encoder(1, 24000, 32);
  const parts = [encoder.encodeBuffer(new Int16Array(Math.round(24000 * seconds))), encoder.flush()];
  return Buffer.concat(parts.map((p) => Buffer.from(p)));
}
