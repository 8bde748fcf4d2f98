import type { ServerFeature } from '../feature';
import { registerAudioRoute } from './audio.route';
import { AudioService } from './audio.service';
import { createTtsProvider } from './tts';

export { audioUrl } from './audio.keys';
export { prioritiseClips, requireAudio } from './audio.service';

/**
 * Audio: clips named by content and served at /audio/<key>.mp3, made in the background by the
 * TTS_PROVIDER engine. Words ask for clips (features/words); games put theirs first (prioritiseClips).
 */
export const audioFeature: ServerFeature = {
  name: 'audio',
  setup(deps) {
    deps.extensions.audio = new AudioService(deps.db, deps.log, () => createTtsProvider(deps.config.ttsProvider));
  },
  registerRoutes(app, deps) {
    registerAudioRoute(app, deps);
  },
  startBackground(deps) {
    deps.extensions.audio?.queue.start();
  },
  async close(deps) {
    await deps.extensions.audio?.close();
  },
};
