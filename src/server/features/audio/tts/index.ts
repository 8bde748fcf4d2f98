import type { EspeakOptions } from './espeak.options';
import { EspeakProvider } from './espeak.provider';
import { GoogleProvider, type GoogleOptions } from './google.provider';
import type { TtsProvider } from './tts.provider';

export { EspeakProvider } from './espeak.provider';
export type { EspeakOptions } from './espeak.options';
export { readMp3Info } from './mp3-info';
export { MP3_FORMAT, NothingToSayError, TtsError } from './tts.provider';
export type { ClipVariation, SynthesizeOptions, TtsProvider } from './tts.provider';

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
