import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { collectWhole, injectBeforeBodyEnd } from './page-state';

const SCRIPTS = '<script id="state">{"a":"é"}</script>';

/** Writes `chunks` through the injector (each on its own turn unless `together`); answers what came out. */
async function pass(chunks: Buffer[], together = false) {
  const stream = injectBeforeBodyEnd(() => SCRIPTS);
  const written: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => written.push(chunk));
  const ended = new Promise((resolve) => stream.on('end', resolve));
  for (const chunk of chunks) {
    stream.write(chunk);
    if (!together) await new Promise((resolve) => setImmediate(resolve));
  }
  stream.end();
  await ended;
  return { text: Buffer.concat(written).toString('utf8'), writes: written.length };
}

const page = '<!DOCTYPE html><html><head></head><body><p>Año nuevo: ¡olé!</p></body></html>';
const expected = page.replace('</body>', `${SCRIPTS}</body>`);

/** The page cut into byte chunks at `cuts`. */
const cut = (text: string, ...cuts: number[]) => {
  const bytes = Buffer.from(text);
  return [0, ...cuts].map((from, i) => bytes.subarray(from, cuts[i] ?? bytes.length));
};

describe('injectBeforeBodyEnd', () => {
  it('writes the scripts before </body> at every place the page can be cut, even inside </body> or a character', async () => {
    const length = Buffer.byteLength(page);
    for (let at = 1; at < length; at += 1) {
      expect((await pass(cut(page, at))).text, `cut at byte ${at}`).toBe(expected);
    }
  });

  it('sends what was written in one go as one buffer, and a later part as another', async () => {
    const { text, writes } = await pass(cut(page, 10, 20, 30, 40), true);
    expect(text).toBe(expected);
    expect(writes).toBe(1);
    const streamed = await pass([Buffer.from('<html><body><p>shell</p>'), Buffer.from('<p>later</p></body></html>')]);
    expect(streamed.text).toBe(`<html><body><p>shell</p><p>later</p>${SCRIPTS}</body></html>`);
    expect(streamed.writes).toBe(2);
  });

  it('passes a page without </body> through untouched', async () => {
    expect((await pass(cut('<p>no body end</p>', 3))).text).toBe('<p>no body end</p>');
  });

  it('reads Readable input as the server pipes it', async () => {
    const stream = injectBeforeBodyEnd(() => SCRIPTS);
    const out: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => out.push(chunk));
    Readable.from(cut(page, 5, 50)).pipe(stream);
    await new Promise((resolve) => stream.on('end', resolve));
    expect(Buffer.concat(out).toString('utf8')).toBe(expected);
  });
});

describe('a page collected whole', () => {
  it('hands on the text of every chunk written, in order, once the stream is finished', async () => {
    const html = '<html><body><p>Spell “necessary”</p></body></html>';
    const whole = await new Promise<string>((resolve) => {
      // Byte 22 is inside “ (bytes 21–23): each chunk alone would decode to a replacement character.
      Readable.from(cut(html, 7, 20, 22)).pipe(collectWhole(resolve));
    });
    expect(whole).toBe(html);
  });
});
