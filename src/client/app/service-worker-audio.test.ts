import { describe, expect, it } from 'vitest';
import { parseRange } from '../../server/features/audio/audio.range';
import { startWorker } from './service-worker.test-support';

/** The service worker's audio cache: clips kept for offline play, and dropped once no longer named. */
const AUDIO = 'spelldown-audio-v2';
const DAY = 24 * 60 * 60 * 1000;
const key = (n: number) => `/audio/${String(n).padStart(32, '0')}.mp3`;

function clip(options: { redirected?: boolean } = {}): Response {
  const response = new Response(new Uint8Array(64), { status: 200, headers: { 'content-type': 'audio/mpeg' } });
  if (options.redirected) Object.defineProperty(response, 'redirected', { value: true });
  return response;
}

describe('the service worker and audio', () => {
  it("drops a regenerated clip's old URL once the game names its new one and the old one went unused", async () => {
    let now = Date.UTC(2026, 11, 1);
    const worker = startWorker(
      () => clip(),
      {},
      () => now,
    );
    const today = [key(1), key(2), key(3)];
    await worker.message({ type: 'cache-audio', urls: today });
    expect(worker.kept(AUDIO)).toEqual(today);

    // Staff regenerate key(2): the game now names key(4) instead.
    now += DAY;
    const regenerated = [key(1), key(4), key(3)];
    await worker.message({ type: 'cache-audio', urls: regenerated });
    // key(2) was in use yesterday: kept for now (a page read a moment ago may still ask for it).
    expect(worker.kept(AUDIO)).toEqual([key(1), key(2), key(3), key(4)]);

    now += 2 * DAY + 1;
    await worker.message({ type: 'cache-audio', urls: regenerated });
    expect(worker.kept(AUDIO)).toEqual([key(1), key(3), key(4)]);
  });

  it('keeps a clip a player asked for lately (training) even when the game does not name it', async () => {
    let now = Date.UTC(2026, 11, 1);
    const worker = startWorker(
      () => clip(),
      {},
      () => now,
    );
    await worker.fetch(key(7));
    expect(worker.kept(AUDIO)).toEqual([key(7)]);
    now += DAY;
    await worker.message({ type: 'cache-audio', urls: [key(1)] });
    expect(worker.kept(AUDIO)).toEqual([key(1), key(7)]);
    now += 3 * DAY;
    await worker.message({ type: 'cache-audio', urls: [key(1)] });
    expect(worker.kept(AUDIO)).toEqual([key(1)]);
  });

  it('drops clips kept before it counted their use (an earlier version of the worker)', async () => {
    const worker = startWorker(() => clip(), { [AUDIO]: [key(8), key(9)] });
    await worker.message({ type: 'cache-audio', urls: [key(9)] });
    expect(worker.kept(AUDIO)).toEqual([key(9)]);
  });

  it('answers a kept clip without the network, and never keeps an answer that came by a redirect', async () => {
    const worker = startWorker((url) => clip({ redirected: url.endsWith(key(5)) }));
    expect((await worker.fetch(key(5)))?.status).toBe(200);
    expect((await worker.fetch(key(6)))?.status).toBe(200);
    expect(worker.kept(AUDIO)).toEqual([key(6)]);
    worker.setOnline(false);
    expect((await worker.fetch(key(6)))?.status).toBe(200);
    expect((await worker.fetch(key(6), { range: 'bytes=0-9' }))?.status).toBe(206);
  });

  it('answers a Range header for a kept clip as the server does, whatever its form', async () => {
    const worker = startWorker(() => clip());
    await worker.fetch(key(7));
    worker.setOnline(false);
    for (const header of [
      'bytes=0-9',
      'bytes=60-',
      'bytes=-10',
      'bytes=-100',
      'bytes=50-999',
      'Bytes = 0-9',
      'bytes=64-',
      'bytes=9-4',
      'bytes=-0',
      'bytes=-',
      'bytes=x-1',
      'bytes=0-1,5-9',
      'items=0-5',
    ]) {
      const answer = await worker.fetch(key(7), { range: header });
      const expected = parseRange(header, 64);
      const expectedStatus = { full: 200, partial: 206, unsatisfiable: 416 }[expected.kind];
      expect(answer?.status, header).toBe(expectedStatus);
      const body = new Uint8Array(await answer!.arrayBuffer());
      if (expected.kind === 'partial') {
        expect(answer?.headers.get('content-range'), header).toBe(`bytes ${expected.start}-${expected.end}/64`);
        expect(body.length, header).toBe(expected.end - expected.start + 1);
      } else if (expected.kind === 'unsatisfiable') {
        expect(answer?.headers.get('content-range'), header).toBe('bytes */64');
      } else {
        expect(body.length, header).toBe(64);
      }
    }
  });
});
