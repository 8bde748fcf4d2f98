import { expectedDurationMs } from './audio.check';
import { MP3_FORMAT, TtsError, type SynthesizeOptions, type TtsProvider } from './tts';
import { encodeMp3 } from './tts/wav-mp3.mjs';

/**
 * A provider for tests: answers at once with a real MP3 of a tone as long as the text takes to say
 * (so the queue's check passes it), or fails; records what it was asked.
 */
export class FakeTtsProvider implements TtsProvider {
  readonly name = 'espeak';
  readonly format = MP3_FORMAT;
  readonly calls: string[] = [];
  failing: boolean;
  delayMs: number;
  /** Makes silent clips instead (what the queue must refuse). */
  silent: boolean;
  private readonly inFlight = new Set<(error: Error) => void>();

  constructor(
    readonly voice = 'fake:v1',
    options: { failing?: boolean; delayMs?: number; silent?: boolean } = {},
  ) {
    this.failing = options.failing ?? false;
    this.delayMs = options.delayMs ?? 0;
    this.silent = options.silent ?? false;
  }

  async synthesize(text: string, _options?: SynthesizeOptions): Promise<Buffer> {
    this.calls.push(text);
    if (this.delayMs > 0) {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          this.inFlight.delete(stop);
          resolve();
        }, this.delayMs);
        const stop = (error: Error) => {
          clearTimeout(timer);
          reject(error);
        };
        this.inFlight.add(stop);
      });
    }
    if (this.failing) throw new TtsError('the fake provider is offline');
    return fakeClipBytes(text, { silent: this.silent });
  }

  /** Like a real provider, stops what is in hand. */
  close(): Promise<void> {
    for (const stop of this.inFlight) stop(new TtsError('the fake provider was closed'));
    this.inFlight.clear();
    return Promise.resolve();
  }
}

const SAMPLE_RATE = 8000;
const made = new Map<string, Buffer>();

/** An MP3 of a 440 Hz tone (or silence) lasting about as long as `text` takes to say; the same each time. */
export function fakeClipBytes(text: string, { silent = false } = {}): Buffer {
  const key = `${silent ? 'silent' : 'tone'}\n${text}`;
  const known = made.get(key);
  if (known) return known;
  const { minMs, maxMs } = expectedDurationMs(text);
  const seconds = Math.min(maxMs, minMs * 1.5 + 200) / 1000;
  const amplitude = silent ? 0 : 0.2 * 32767;
  // A phase that depends on the text, so two texts never have the same bytes.
  const phase = [...text].reduce((sum, ch) => sum + (ch.codePointAt(0) ?? 0), 0);
  const samples = Int16Array.from({ length: Math.round(seconds * SAMPLE_RATE) }, (_, i) =>
    Math.round(amplitude * Math.sin(phase + (2 * Math.PI * 440 * i) / SAMPLE_RATE)),
  );
  const bytes = Buffer.from(encodeMp3(samples, SAMPLE_RATE, 32));
  made.set(key, bytes);
  return bytes;
}
