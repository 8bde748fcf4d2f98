import { MP3_FORMAT, TtsError, type TtsProvider } from './tts';

/** A provider for tests: answers made-up bytes (or fails) at once, and records what it was asked. */
export class FakeTtsProvider implements TtsProvider {
  readonly name = 'espeak';
  readonly format = MP3_FORMAT;
  readonly calls: string[] = [];
  failing: boolean;
  delayMs: number;

  constructor(
    readonly voice = 'fake:v1',
    options: { failing?: boolean; delayMs?: number } = {},
  ) {
    this.failing = options.failing ?? false;
    this.delayMs = options.delayMs ?? 0;
  }

  async synthesize(text: string): Promise<Buffer> {
    this.calls.push(text);
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    if (this.failing) throw new TtsError('the fake provider is offline');
    return fakeClipBytes(text);
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

/** ~2 KB of bytes that differ per text: enough to test ranges and ETags. */
export function fakeClipBytes(text: string): Buffer {
  return Buffer.from(`ID3-fake-${text}|`.repeat(Math.ceil(2048 / (text.length + 10))).slice(0, 2048));
}
