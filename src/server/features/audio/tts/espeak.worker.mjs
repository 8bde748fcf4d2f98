// @ts-check
/**
 * Synthesiser child process: loads espeak-ng once, then turns { id, text, args, kbps, variation } messages into
 * MP3 bytes. Jobs run one at a time (espeak is synchronous WASM); the provider sends at most one job at a time.
 * A process rather than a worker thread so that all of it, V8's garbage-collection helper threads included,
 * runs at the lowest CPU priority (a thread could only renice itself). Plain .mjs so it runs natively with
 * `node`, whether the parent runs under tsx, vitest or the built server.
 *
 * Messages out (IPC, advanced serialisation): { type: 'ready', loadMs }
 *   | { type: 'done', id, mp3, phonemes, sampleRate, synthMs, encodeMs } | { type: 'failed', id, message }.
 * A start-up failure throws, which ends the process; so does losing the parent (its IPC channel closes).
 */
import { readdirSync } from 'node:fs';
import { setPriority } from 'node:os';
import { loadEspeak } from './espeak-engine.mjs';
import { applyVariation, encodeMp3, parseWav, toMono, trimTrailingSilence } from './wav-mp3.mjs';

const send = process.send?.bind(process);
if (!send) throw new Error('espeak.worker.mjs must run as a child process with an IPC channel');
process.on('disconnect', () => process.exit(0));
// Ctrl-C reaches the whole process group: the server decides when its workers stop (it kills them, or
// leaves, which closes the channel), so a shutdown does not read as a worker crash.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => {});

takeLowestPriority();
const NO_VARIATION = { leadingSilenceMs: 0, gainDb: 0 };
/** Jobs that arrive while espeak is loading wait here (a message with no listener yet would be lost). */
/** @type {unknown[]} */
const waiting = [];
/** @type {((message: unknown) => void) | undefined} */
let handle;
process.on('message', (/** @type {unknown} */ message) => (handle ? handle(message) : waiting.push(message)));

const started = performance.now();
const engine = await loadEspeak();
// One run before 'ready' proves the engine works and starts V8/WASM tiering. lamejs stays slower for
// the first few clips (up to ~100 ms for a word vs ~15 ms warm); longer warm-ups did not pay off.
runJob(['-v', 'en-us'], 'Ready.', 32, NO_VARIATION);
send({ type: 'ready', loadMs: performance.now() - started });
handle = (message) => {
  const job = readJob(message);
  if (!job) return;
  try {
    const result = runJob(job.args, job.text, job.kbps, job.variation);
    send({ type: 'done', id: job.id, ...result });
  } catch (error) {
    send({
      type: 'failed',
      id: job.id,
      message: error instanceof Error ? error.message : String(error),
    });
    // A WASM trap (RuntimeError) may leave Emscripten's JS side aborted: let the provider start afresh.
    if (error instanceof WebAssembly.RuntimeError) process.exit(1);
  }
};
for (const message of waiting.splice(0)) handle(message);

/**
 * Speaks `text`, applies the installation's variation and encodes it at `kbps` at espeak's own sample rate.
 * `-x` makes espeak print the phoneme mnemonics it spoke, which come back with the clip.
 * @param {string[]} args @param {string} text @param {number} kbps
 * @param {{ leadingSilenceMs: number, gainDb: number }} variation
 */
function runJob(args, text, kbps, variation) {
  const t0 = performance.now();
  const { wav: wavBytes, stdout } = engine.synthesizeWav([...args, '-x'], text);
  const wav = parseWav(wavBytes);
  const t1 = performance.now();
  const speech = trimTrailingSilence(toMono(wav.samples, wav.channels), wav.sampleRate);
  const mp3 = encodeMp3(applyVariation(speech, wav.sampleRate, variation), wav.sampleRate, kbps);
  return { mp3, phonemes: stdout, sampleRate: wav.sampleRate, synthMs: t1 - t0, encodeMs: performance.now() - t1 };
}

/**
 * @param {unknown} message
 * @returns {{ id: number, text: string, args: string[], kbps: number,
 *   variation: { leadingSilenceMs: number, gainDb: number } } | undefined}
 */
function readJob(message) {
  if (typeof message !== 'object' || message === null) return undefined;
  const { id, text, args, kbps, variation } = /** @type {Record<string, unknown>} */ (message);
  if (typeof id !== 'number' || typeof text !== 'string' || typeof kbps !== 'number') return undefined;
  if (!Array.isArray(args) || !args.every((a) => typeof a === 'string')) return undefined;
  const { leadingSilenceMs = 0, gainDb = 0 } = /** @type {Record<string, unknown>} */ (variation ?? {});
  if (typeof leadingSilenceMs !== 'number' || typeof gainDb !== 'number') return undefined;
  return { id, text, args, kbps, variation: { leadingSilenceMs, gainDb } };
}

/**
 * Synthesis is background work (a request waiting for a missing clip needs ~50 ms of it): every thread of
 * this process takes the lowest CPU priority, so page and API requests go first on a busy machine while
 * a fresh install voices its bank. On Linux each thread is reniced (V8's helper threads exist before this
 * code runs; threads started later inherit the main thread's priority); elsewhere the process is.
 * Where it is not allowed, synthesis keeps normal priority.
 */
function takeLowestPriority() {
  try {
    for (const threadId of readdirSync('/proc/self/task')) setPriority(Number(threadId), 19);
  } catch {
    try {
      setPriority(19);
    } catch {
      // not allowed: normal priority
    }
  }
}
