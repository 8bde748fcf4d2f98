import type { EspeakOptions } from './espeak.options';
import { EspeakProvider } from './espeak.provider';
import { GoogleProvider, type GoogleOptions } from './google.provider';
import type { TtsProvider } from './tts.provider';

export { EspeakProvider } from './espeak.provider';
export type { EspeakOptions } from './espeak.options';
export type { ClipTiming } from './espeak.protocol';
export { GoogleProvider, type GoogleOptions } from './google.provider';
export { readMp3Info, type Mp3Info } from './mp3-info';
export { MAX_TEXT_LENGTH, MP3_FORMAT, NO_VARIATION, TtsError, normalizeTtsText } from './tts.provider';
export type { AudioFormat, ClipVariation, SynthesizeOptions, TtsProvider } from './tts.provider';

export type TtsProviderName = TtsProvider['name'];

/** Options are per engine; the ones for the other engine are ignored. */
export interface TtsProviderOptions {
  espeak?: EspeakOptions;
  google?: GoogleOptions;
}

export function createTtsProvider(name: TtsProviderName, options: TtsProviderOptions = {}): TtsProvider {
  switch (name) {
    case 'espeak':
      return new EspeakProvider(options.espeak);
    case 'google':
      return new GoogleProvider(options.google);
  }
}
