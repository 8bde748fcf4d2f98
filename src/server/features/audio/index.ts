import type { ServerFeature } from '../feature';
import { checkAudioCommand } from './audio.commands';
import { registerAudioRoute } from './audio.route';
import { AudioService } from './audio.service';
import { createTtsProvider } from './tts';

export { AudioService, prioritiseWords, requireAudio } from './audio.service';
export type { ClipRef } from './audio.keys';

/**
 * Audio: clips named by content and served at /audio/<key>.mp3, made in the background by the
 * TTS_PROVIDER engine. Words ask for clips (features/words); games put theirs first (prioritiseWords).
 */
export const audioFeature: ServerFeature = {
  name: 'audio',
  setup(deps) {
    deps.extensions.audio = new AudioService(deps.db, deps.log, () => createTtsProvider(deps.config.ttsProvider));
  },
  registerRoutes(app, deps) {
    registerAudioRoute(app, deps);
  },
  async onStart(deps) {
    const moved = await deps.extensions.audio?.moveToCurrentVoice();
    if (moved && moved.texts > 0) {
      deps.log.info(moved, 'audio: texts of an earlier voice queued for the current one; old clips serve meanwhile');
    }
  },
  startBackground(deps) {
    deps.extensions.audio?.queue.start();
  },
  async close(deps) {
    await deps.extensions.audio?.close();
  },
  cliCommands: [checkAudioCommand],
};
