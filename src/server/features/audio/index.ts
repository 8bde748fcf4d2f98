import fp from 'fastify-plugin';
import { registerAudioRoute } from './audio.route';
import { AudioService } from './audio.service';
import { createTtsProvider } from './tts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The audio pipeline: clip naming, the synthesis queue and its provider, the ready clips lately served. */
    audio: AudioService;
  }
}

export { audioUrl, normalizeClipText, type ClipRef } from './audio.keys';
export { clipsNotInVoice, clipsToJoin, readyClipOf, replaceableClips, usableClipExists } from './audio.fragments';
export { prioritiseClips, requireAudio } from './audio.service';
export { NothingToSayError } from './tts';

/**
 * Audio: clips named by content and served at /audio/<key>.mp3, made in the background by the
 * TTS_PROVIDER engine. Words ask for clips (features/words); games put theirs first (prioritiseClips).
 */
export const audioPlugin = fp<{ background: boolean }>(
  async (app, { background }) => {
    app.decorate('audio', new AudioService(app.db, app.log, () => createTtsProvider(app.config.ttsProvider)));
    registerAudioRoute(app, app);
    if (background) app.addHook('onReady', async () => app.audio.queue.start());
    app.addHook('onClose', () => app.audio.close());
  },
  { name: 'audio', dependencies: ['core'] },
);
