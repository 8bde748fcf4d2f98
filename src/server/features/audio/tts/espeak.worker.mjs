// @ts-check
/**
 * Worker thread: loads espeak-ng once, then turns { id, text, args, kbps, maxBytes } messages into MP3 bytes.
 * Jobs run one at a time (espeak is synchronous WASM); the provider sends at most one job per worker.
 * Plain .mjs so it loads natively under `node --import tsx`, vitest and a built server alike.
 *
 * Messages out: { type: 'ready', loadMs } | { type: 'done', id, mp3, sampleRate, synthMs, encodeMs }
 *             | { type: 'failed', id, message }. A start-up failure throws, which ends the thread.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { loadEspeak } from './espeak-engine.mjs';
import { bitrateWithin, encodeMp3, parseWav, toMono, trimTrailingSilence } from './wav-mp3.mjs';

const port = parentPort;
if (!port) throw new Error('espeak.worker.mjs must run in a worker thread');

takeLowestPriority();
const started = performance.now();
const engine = await loadEspeak();
// One run before 'ready' proves the engine works and starts V8/WASM tiering. lamejs stays slower for
// the first few clips (up to ~100 ms for a word vs ~15 ms warm); longer warm-ups did not pay off.
runJob(['-v', 'en-us'], 'Ready.', 32, 8 * 1024);
port.postMessage({ type: 'ready', loadMs: performance.now() - started });

port.on('message', (/** @type {unknown} */ message) => {
  const job = readJob(message);
  if (!job) return;
  try {
    const result = runJob(job.args, job.text, job.kbps, job.maxBytes);
    port.postMessage({ type: 'done', id: job.id, ...result }, [result.mp3.buffer]);
  } catch (error) {
    port.postMessage({
      type: 'failed',
      id: job.id,
      message: error instanceof Error ? error.message : String(error),
    });
    // A WASM trap (RuntimeError) may leave Emscripten's JS side aborted: let the provider start afresh.
    if (error instanceof WebAssembly.RuntimeError) process.exit(1);
  }
});

/**
 * Speaks `text` and encodes it at `kbps`, or at the highest lower bitrate that keeps it within `maxBytes`.
 * @param {string[]} args @param {string} text @param {number} kbps @param {number} maxBytes
 */
function runJob(args, text, kbps, maxBytes) {
  const t0 = performance.now();
  const wav = parseWav(engine.synthesizeWav(args, text));
  const t1 = performance.now();
  const speech = trimTrailingSilence(toMono(wav.samples, wav.channels), wav.sampleRate);
  const bitrate = bitrateWithin(speech.length, wav.sampleRate, kbps, maxBytes);
  const mp3 = encodeMp3(speech, wav.sampleRate, bitrate);
  return { mp3, sampleRate: wav.sampleRate, synthMs: t1 - t0, encodeMs: performance.now() - t1 };
}

/**
 * @param {unknown} message
 * @returns {{ id: number, text: string, args: string[], kbps: number, maxBytes: number } | undefined}
 */
function readJob(message) {
  if (typeof message !== 'object' || message === null) return undefined;
  const { id, text, args, kbps, maxBytes } = /** @type {Record<string, unknown>} */ (message);
  if (typeof id !== 'number' || typeof text !== 'string' || typeof kbps !== 'number') return undefined;
  if (typeof maxBytes !== 'number') return undefined;
  if (!Array.isArray(args) || !args.every((a) => typeof a === 'string')) return undefined;
  return { id, text, args, kbps, maxBytes };
}

/**
 * Synthesis is background work (a request waiting for a missing clip needs ~50 ms of it): on Linux this thread,
 * not the process, takes the lowest CPU priority, so page and API requests go first on a busy machine
 * while a fresh install voices its bank. Elsewhere, or where it is not allowed, it keeps normal priority.
 */
function takeLowestPriority() {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(threadId) && threadId !== process.pid) setPriority(threadId, 19);
  } catch {
    // no /proc/thread-self (not Linux): normal priority
  }
}
