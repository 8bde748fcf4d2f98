/**
 * Messages the espeak worker (espeak.worker.mjs) posts back. The worker is plain JS, so everything that
 * crosses the thread boundary is checked here instead of trusted.
 */

export interface ClipTiming {
  /** From synthesize() to the MP3 arriving on the main thread. */
  queueMs: number;
  /** espeak's main() inside the worker. */
  synthMs: number;
  /** WAV parse, trim and lamejs encoding inside the worker. */
  encodeMs: number;
}

export type WorkerMessage =
  | { type: 'ready'; loadMs: number }
  | { type: 'done'; id: number; mp3: Uint8Array; phonemes: string; timing: Omit<ClipTiming, 'queueMs'> }
  | { type: 'failed'; id: number; message: string };

export function readWorkerMessage(raw: unknown): WorkerMessage | undefined {
  if (!isRecord(raw)) return undefined;
  if (raw.type === 'ready') return { type: 'ready', loadMs: asNumber(raw.loadMs) };
  if (typeof raw.id !== 'number') return undefined;
  if (raw.type === 'failed') {
    return {
      type: 'failed',
      id: raw.id,
      message: typeof raw.message === 'string' ? raw.message : 'unknown error',
    };
  }
  if (raw.type === 'done' && raw.mp3 instanceof Uint8Array) {
    const timing = { synthMs: asNumber(raw.synthMs), encodeMs: asNumber(raw.encodeMs) };
    const phonemes = typeof raw.phonemes === 'string' ? raw.phonemes : '';
    return { type: 'done', id: raw.id, mp3: raw.mp3, phonemes, timing };
  }
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function asNumber(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}
