import { getAllAudioBase64, getAudioBase64 } from 'google-tts-api';
import { readMp3Info } from './mp3-info';
import { MP3_FORMAT, TtsError, normalizeTtsText, type SynthesizeOptions, type TtsProvider } from './tts.provider';
import { varyMp3 } from './vary-mp3';

/**
 * Google Translate's unofficial TTS endpoint via `google-tts-api`. Needs the network; every failure
 * (offline, HTTP error, throttling, odd payload) becomes a TtsError so the caller can mark the clip
 * failed and retry later. Runs on the main thread: it is mostly I/O; the installation's variation
 * (decoding and encoding one clip again) is a few tens of milliseconds.
 */
export interface GoogleOptions {
  /** Per request (passed to axios) and, plus a small margin, for the whole call. Default 10 s. */
  timeoutMs?: number;
  lang?: string;
  /** Override the endpoint; tests point it at an unreachable address. */
  host?: string;
}

/** google-tts-api refuses single requests above this; longer text is split at punctuation. */
const SINGLE_REQUEST_LIMIT = 200;

export class GoogleProvider implements TtsProvider {
  readonly name = 'google';
  readonly voice: string;
  readonly format = MP3_FORMAT;
  private readonly timeoutMs: number;
  private readonly lang: string;
  private readonly host: string | undefined;

  constructor(options: GoogleOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.lang = options.lang ?? 'en';
    this.host = options.host;
    this.voice = `google:${this.lang}:v2`; // v2: the installation's variation applied
  }

  async synthesize(text: string, options: SynthesizeOptions = {}): Promise<Buffer> {
    const clean = normalizeTtsText(text);
    const request = { lang: this.lang, timeout: this.timeoutMs, ...(this.host ? { host: this.host } : {}) };
    let parts: string[];
    try {
      parts = await withDeadline(
        clean.length <= SINGLE_REQUEST_LIMIT
          ? getAudioBase64(clean, request).then((b64) => [b64])
          : getAllAudioBase64(clean, request).then((list) => list.map((part) => part.base64)),
        // axios's timeout does not cover every stall (e.g. a slow DNS lookup): bound the whole call.
        this.timeoutMs + 1_000,
      );
    } catch (error) {
      throw new TtsError(`google tts failed: ${describe(error)}`, { cause: error });
    }
    // MP3 frames concatenate cleanly, so split long text simply plays back to back.
    const mp3 = Buffer.concat(parts.map((b64) => Buffer.from(b64, 'base64')));
    if (readMp3Info(mp3).frames === 0) throw new TtsError('google tts returned no MP3 audio');
    if (!options.variation) return mp3;
    try {
      return await varyMp3(mp3, options.variation);
    } catch (error) {
      throw new TtsError(`google tts audio could not be varied: ${describe(error)}`, { cause: error });
    }
  }

  close(): Promise<void> {
    return Promise.resolve(); // nothing held open: axios uses no keep-alive agent here
  }
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const code = 'code' in error && typeof error.code === 'string' ? `${error.code} ` : '';
    return `${code}${error.message}`;
  }
  return String(error);
}
