import { Transform, Writable } from 'node:stream';

const BODY_END = Buffer.from('</body>');

/** A stream that keeps what is written to it and hands it on whole, as text, once it is finished. */
export function collectWhole(onWhole: (page: string) => void): Writable {
  const chunks: Buffer[] = [];
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
    final(callback) {
      // Decoded once, whole: a chunk may end inside a multi-byte character.
      onWhole(Buffer.concat(chunks).toString('utf8'));
      callback();
    },
  });
}

/** The whole page with `scripts()` written just before its `</body>`, or undefined when it has none. */
export function insertBeforeBodyEnd(page: string, scripts: () => string): string | undefined {
  const at = page.lastIndexOf('</body>');
  return at === -1 ? undefined : page.slice(0, at) + scripts() + page.slice(at);
}

/**
 * Passes a streamed page through, writing `scripts()` just before `</body>` (made when it is reached, so
 * it holds everything the render put in the query cache). Works on bytes: React splits its chunks at
 * 2 KB wherever that falls, so `</body>` may straddle two of them (the last bytes of each chunk wait for
 * the next), and a chunk may begin inside a multi-byte character (nothing is decoded). What React writes
 * in one go leaves in one buffer: one write to the socket, not one per 2 KB.
 */
export function injectBeforeBodyEnd(scripts: () => string): Transform {
  let pending: Buffer[] = [];
  let injected = false;
  let scheduled = false;

  const release = (final: boolean) => {
    scheduled = false;
    if (pending.length === 0) return;
    let data = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
    pending = [];
    if (!injected) {
      const at = data.lastIndexOf(BODY_END);
      if (at !== -1) {
        injected = true;
        data = Buffer.concat([data.subarray(0, at), Buffer.from(scripts()), data.subarray(at)]);
      } else if (!final) {
        const keep = Math.min(BODY_END.length - 1, data.length);
        pending = [data.subarray(data.length - keep)];
        data = data.subarray(0, data.length - keep);
      }
    }
    if (data.length > 0) stream.push(data);
  };

  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pending.push(chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(() => release(false));
      }
      callback();
    },
    flush(callback) {
      release(true);
      callback();
    },
  });
  return stream;
}
