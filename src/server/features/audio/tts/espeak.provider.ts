import { fork, type ChildProcess } from 'node:child_process';
import { fromProjectRoot } from '../../../lib/project-root';
import { withId3Padding } from './id3-padding';
import {
  MP3_FORMAT,
  NO_VARIATION,
  TtsError,
  normalizeTtsText,
  type ClipVariation,
  type SynthesizeOptions,
  type TtsProvider,
} from './tts.provider';
import { describeEspeakVoice, resolveEspeakSettings, type EspeakOptions, type EspeakSettings } from './espeak.options';
import { readWorkerMessage, type ClipTiming } from './espeak.protocol';

/** Not bundled: the child process runs this file as it is (see src/server/lib/project-root.ts). */
const WORKER_PATH = fromProjectRoot('src', 'server', 'features', 'audio', 'tts', 'espeak.worker.mjs');

/** A clip and the phoneme mnemonics eSpeak spoke in it. */
export interface SpokenClip {
  mp3: Buffer;
  phonemes: string;
}

interface Job {
  id: number;
  text: string;
  variation: ClipVariation;
  queuedAt: number;
  resolve: (clip: SpokenClip) => void;
  reject: (error: TtsError) => void;
}

interface Slot {
  worker: ChildProcess;
  ready: boolean;
  /** Set once we stop using this worker (timeout or close), so its exit is not read as a crash. */
  retired: boolean;
  job: Job | undefined;
  timer: NodeJS.Timeout | undefined;
  lastError: string;
}

/**
 * espeak-ng behind a small pool of worker processes. Synthesis is synchronous WASM (~10 ms a word plus
 * 15–60 ms of MP3 encoding), and loading the 18.5 MB module costs ~250 ms and ~100 MB, so each worker
 * loads it once and serves jobs one at a time; the main event loop only queues and sends messages.
 * Workers are child processes at the lowest CPU priority, garbage collector included, so a fresh
 * install voicing its bank leaves the cores to requests.
 */
export class EspeakProvider implements TtsProvider {
  readonly name = 'espeak';
  readonly voice: string;
  readonly format = MP3_FORMAT;
  private readonly settings: EspeakSettings;
  private readonly onClip: ((timing: ClipTiming) => void) | undefined;
  private readonly queue: Job[] = [];
  private readonly slots = new Set<Slot>();
  private readonly readyWaiters: Array<{ resolve: () => void; reject: (error: TtsError) => void }> = [];
  private nextId = 1;
  private closed = false;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(options: EspeakOptions = {}) {
    this.settings = resolveEspeakSettings(options);
    this.onClip = options.onClip;
    this.voice = describeEspeakVoice(this.settings);
  }

  async synthesize(text: string, options: SynthesizeOptions = {}): Promise<Buffer> {
    return withId3Padding((await this.speak(text, options)).mp3, options.variation?.paddingBytes ?? 0);
  }

  /**
   * The phoneme mnemonics eSpeak speaks for `text` (its `-x` output): how a clip of that text sounds,
   * in writing. Staff and tests use it to check a spoken form's stress without listening.
   */
  async describePhonemes(text: string): Promise<string> {
    return (await this.speak(text)).phonemes;
  }

  /** Synthesises `text` and answers the clip with the phonemes eSpeak spoke. */
  speak(text: string, options: SynthesizeOptions = {}): Promise<SpokenClip> {
    if (this.closed) return Promise.reject(new TtsError('espeak provider is closed'));
    let clean: string;
    try {
      clean = normalizeTtsText(prepareEspeakText(text));
    } catch (error) {
      return Promise.reject(error instanceof TtsError ? error : new TtsError(String(error)));
    }
    clearTimeout(this.idleTimer);
    const variation = options.variation ?? NO_VARIATION;
    return new Promise<SpokenClip>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, text: clean, variation, queuedAt: performance.now(), resolve, reject });
      this.pump();
    });
  }

  /** Starts every worker now instead of on the first clip; resolves when all have loaded espeak. */
  warmUp(): Promise<void> {
    if (this.closed) return Promise.reject(new TtsError('espeak provider is closed'));
    while (this.liveSlots().length < this.settings.workers) this.spawn();
    if (this.liveSlots().every((slot) => slot.ready)) return Promise.resolve();
    return new Promise((resolve, reject) => this.readyWaiters.push({ resolve, reject }));
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.idleTimer);
    const error = new TtsError('espeak provider closed');
    for (const job of this.queue.splice(0)) job.reject(error);
    for (const waiter of this.readyWaiters.splice(0)) waiter.reject(error);
    await Promise.all([...this.slots].map((slot) => this.retire(slot, error)));
  }

  private pump(): void {
    while (this.queue.length > 0) {
      const slot = this.liveSlots().find((s) => !s.job) ?? this.spawnIfRoom();
      const job = slot && this.queue.shift();
      if (!slot || !job) return;
      slot.job = job;
      slot.timer = setTimeout(() => this.onTimeout(slot, job), this.settings.timeoutMs);
      const isWord = !job.text.includes(' ') || isPhonemeInput(job.text);
      const rate = isWord ? this.settings.wordRateWpm : this.settings.sentenceRateWpm;
      // The worker queues messages that arrive while it is still loading espeak.
      slot.worker.send({
        id: job.id,
        text: job.text,
        args: ['-v', 'en-us', '-s', String(rate)],
        kbps: this.settings.bitrateKbps,
        variation: job.variation,
      });
    }
  }

  private spawnIfRoom(): Slot | undefined {
    return this.liveSlots().length < this.settings.workers ? this.spawn() : undefined;
  }

  /** Workers still in service: retired ones may linger until their process has actually exited. */
  private liveSlots(): Slot[] {
    return [...this.slots].filter((s) => !s.retired);
  }

  private spawn(): Slot {
    const worker = fork(WORKER_PATH, [], {
      // Plain JS: inheriting `--import tsx` or the server's flags would only slow its start.
      execArgv: [
        // lamejs churns short-lived arrays: V8's parallel scavenger put ~0.6 of a core of helper threads
        // on that, one thread does the same work for ~0.2 (measured on a fresh install's bank).
        '--single-threaded-gc',
        // A leak becomes a restartable crash, not a swapping server.
        '--max-old-space-size=256',
      ],
      serialization: 'advanced', // the MP3 arrives as bytes, not as JSON
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    const slot: Slot = {
      worker,
      ready: false,
      retired: false,
      job: undefined,
      timer: undefined,
      lastError: '',
    };
    this.slots.add(slot);
    worker.on('message', (message: unknown) => this.onMessage(slot, message));
    worker.on('error', (error) => void (slot.lastError = error.message));
    // What a crashing worker says last (an uncaught error's message) explains its exit.
    worker.stderr?.on('data', (chunk: Buffer) => void (slot.lastError = lastLine(slot.lastError + chunk.toString())));
    worker.on('exit', (code, signal) => this.onExit(slot, signal ? `signal ${signal}` : `exit code ${code}`));
    return slot;
  }

  private onMessage(slot: Slot, raw: unknown): void {
    const message = readWorkerMessage(raw);
    if (!message) return;
    if (message.type === 'ready') {
      slot.ready = true;
      if (this.liveSlots().every((s) => s.ready)) {
        for (const waiter of this.readyWaiters.splice(0)) waiter.resolve();
      }
      return;
    }
    const job = slot.job;
    if (!job || job.id !== message.id) return; // a late answer for a job that already timed out
    this.finish(slot);
    if (message.type === 'failed') {
      job.reject(new TtsError(`espeak failed: ${message.message}`));
    } else {
      const mp3 = Buffer.from(message.mp3.buffer, message.mp3.byteOffset, message.mp3.byteLength);
      job.resolve({ mp3, phonemes: message.phonemes });
      this.onClip?.({ queueMs: performance.now() - job.queuedAt, ...message.timing });
    }
    this.pump();
    this.scheduleIdleRelease();
  }

  /**
   * A loaded worker holds ~100 MB: once no clip has been asked for a while, let it go (the next
   * clip starts a new one in ~250 ms). Keeps a server that is not synthesising small.
   */
  private scheduleIdleRelease(): void {
    if (this.settings.idleReleaseMs <= 0 || this.queue.length > 0 || this.liveSlots().some((s) => s.job)) return;
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      if (this.queue.length > 0 || this.liveSlots().some((s) => s.job)) return;
      for (const slot of this.liveSlots()) void this.retire(slot);
    }, this.settings.idleReleaseMs);
    this.idleTimer.unref();
  }

  private onExit(slot: Slot, how: string): void {
    this.slots.delete(slot);
    if (slot.retired) return this.pump();
    const reason = `espeak worker stopped (${how})${slot.lastError ? `: ${slot.lastError}` : ''}`;
    const error = new TtsError(reason);
    slot.job?.reject(error);
    this.finish(slot);
    if (!slot.ready) {
      // It died while loading: retrying queued jobs would spin. Fail them; the next call tries again.
      for (const job of this.queue.splice(0)) job.reject(error);
      for (const waiter of this.readyWaiters.splice(0)) waiter.reject(error);
      return;
    }
    this.pump();
  }

  private onTimeout(slot: Slot, job: Job): void {
    if (slot.job !== job) return;
    job.reject(new TtsError(`espeak timed out after ${this.settings.timeoutMs} ms`));
    // WASM cannot be interrupted from outside: the only way to get the thread back is to replace it.
    void this.retire(slot);
  }

  private async retire(slot: Slot, error?: TtsError): Promise<void> {
    slot.retired = true;
    if (error) slot.job?.reject(error);
    this.finish(slot);
    await stopProcess(slot.worker);
  }

  private finish(slot: Slot): void {
    clearTimeout(slot.timer);
    slot.timer = undefined;
    slot.job = undefined;
  }
}

/**
 * What eSpeak is given for a text: `[[...]]` is eSpeak's phoneme input (a spoken form such as
 * `[[rI#k'o@d]]` says the verb "record"), so a well-formed pair passes through intact; any other
 * bracket is dropped, since it never belongs in a spelling prompt and would open phoneme input.
 */
export function prepareEspeakText(text: string): string {
  return text
    .split(/(\[\[[^[\]]*\]\])/)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/[[\]]/g, ' ')))
    .join('');
}

/** A text that is nothing but phoneme input (a word's spoken form): spoken at the word rate. */
function isPhonemeInput(text: string): boolean {
  return /^\[\[[^[\]]*\]\]$/.test(text);
}

/** Ends a worker process now (WASM cannot be interrupted) and resolves once it has exited. */
function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

function lastLine(text: string): string {
  const lines = text.trim().split('\n');
  return (lines.at(-1) ?? '').slice(0, 500);
}
