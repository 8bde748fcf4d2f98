import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { checkClip } from '../audio.check';
import { EspeakProvider, prepareEspeakText } from './espeak.provider';
import { readMp3Info } from './mp3-info';
import { TtsError } from './tts.provider';

const SENTENCE = 'The committee agreed that the necessary changes would be made before next spring.'; // 13 words
const providers: EspeakProvider[] = [];

function makeProvider(options: ConstructorParameters<typeof EspeakProvider>[0] = {}): EspeakProvider {
  const provider = new EspeakProvider(options);
  providers.push(provider);
  return provider;
}

afterAll(async () => {
  await Promise.all(providers.map((p) => p.close()));
});

describe('EspeakProvider', () => {
  const provider = makeProvider();

  it('describes itself', () => {
    expect(provider.name).toBe('espeak');
    expect(provider.voice).toBe('espeak:en-us:v3');
    expect(provider.format).toEqual({ ext: 'mp3', contentType: 'audio/mpeg' });
    expect(makeProvider({ wordRateWpm: 120 }).voice).not.toBe(provider.voice);
  });

  it('speaks a single word as a small MP3 within the budget', async () => {
    const mp3 = await provider.synthesize('necessary');
    const info = readMp3Info(mp3);
    expect(info.sampleRate).toBe(22050);
    expect(info.bitrateKbps).toBe(32);
    // Measured ~0.97 s at 140 wpm; the range catches a broken rate or lost trailing-silence trim.
    expect(info.durationMs).toBeGreaterThanOrEqual(500);
    expect(info.durationMs).toBeLessThanOrEqual(1800);
    expect(mp3.length).toBeLessThanOrEqual(8 * 1024);
  });

  it('speaks a ~12-word sentence within the budget', async () => {
    const mp3 = await provider.synthesize(SENTENCE);
    const info = readMp3Info(mp3);
    expect(info.durationMs).toBeGreaterThanOrEqual(2500);
    expect(info.durationMs).toBeLessThanOrEqual(7000);
    expect(mp3.length).toBeLessThanOrEqual(24 * 1024);
  });

  it.runIf(process.platform === 'linux')(
    'synthesises in a child process whose every thread has the lowest CPU priority, leaving this process at normal priority',
    async () => {
      await provider.synthesize('priority');
      const [worker, ...others] = workerProcessIds();
      expect(worker).toBeDefined();
      expect(others).toHaveLength(0);
      const workerThreads = threadNiceness(`/proc/${worker}`);
      // V8's helper threads (garbage collection, compilation) too: they exist before the worker's code runs.
      expect(workerThreads.length).toBeGreaterThanOrEqual(4);
      expect(workerThreads.every((nice) => nice === 19)).toBe(true);
      expect(threadNiceness('/proc/self').every((nice) => nice === 0)).toBe(true);
    },
  );

  it('speaks a long definition whole, at 32 kbit/s and 22.05 kHz, loud enough to pass the check', async () => {
    const text =
      'In the dictionary, "anxiety" means a relatively permanent state of worry and nervousness occurring in a ' +
      'variety of mental disorders, usually accompanied by compulsive behavior or attacks of panic.';
    const long = await provider.synthesize(text);
    const info = readMp3Info(long);
    // ~11.5 s of speech: once stepped down to 16 kbit/s, which lamejs resampled into near-silence.
    expect(info.durationMs).toBeGreaterThan(9000);
    expect(info.bitrateKbps).toBe(32);
    expect(info.sampleRate).toBe(22050);
    expect(await checkClip(long, text)).toMatchObject({ ok: true });
  });

  it('gives eSpeak a spoken form in [[...]] as phonemes, and drops any other bracket', async () => {
    expect(prepareEspeakText("[[rI#k'o@d]]")).toBe("[[rI#k'o@d]]");
    expect(prepareEspeakText('a [b] c')).toBe('a  b  c');
    // The noun is eSpeak's reading of the plain word; the spoken form makes it say the verb.
    expect(await provider.describePhonemes('record')).toBe("r'Ek3d");
    expect(await provider.describePhonemes("[[rI#k'o@d]]")).toBe("rI#k'o@d");
    expect(await provider.describePhonemes('a [[b]] c')).not.toMatch(/\[/);
  });

  it('applies an installation variation: leading silence and gain change the bytes and length, not the speech', async () => {
    const plain = await provider.synthesize('lantern');
    const varied = await provider.synthesize('lantern', {
      variation: { leadingSilenceMs: 150, gainDb: -0.5, paddingBytes: 0 },
    });
    expect(varied.equals(plain)).toBe(false);
    expect(readMp3Info(varied).durationMs - readMp3Info(plain).durationMs).toBeGreaterThanOrEqual(100);
    expect(await checkClip(varied, 'lantern')).toMatchObject({ ok: true });
    const padded = await provider.synthesize('lantern', {
      variation: { leadingSilenceMs: 150, gainDb: -0.5, paddingBytes: 700 },
    });
    expect(padded.length).toBe(varied.length + 710); // a 10-byte tag header and 700 bytes of padding
    expect(await checkClip(padded, 'lantern')).toMatchObject({ ok: true });
  });

  it('gives identical bytes for identical text (the engine is reset before every run)', async () => {
    await provider.synthesize('a different word first');
    const [a, b] = [await provider.synthesize('rhythm'), await provider.synthesize('rhythm')];
    expect(a.equals(b)).toBe(true);
  });

  it('serves concurrent requests, each with its own audio', async () => {
    const [word, sentence] = await Promise.all([provider.synthesize('accommodate'), provider.synthesize(SENTENCE)]);
    expect(readMp3Info(word).durationMs).toBeLessThan(readMp3Info(sentence).durationMs);
  });

  it('shares the work across several workers when configured', async () => {
    const pool = makeProvider({ workers: 2 });
    const words = ['believe', 'separate', 'definitely', 'occurrence', 'embarrass', 'rhythm'];
    const clips = await Promise.all(words.map((w) => pool.synthesize(w)));
    for (const clip of clips) expect(readMp3Info(clip).frames).toBeGreaterThan(10);
  });

  it('reads text that starts with a dash as text, not as an option', async () => {
    expect(readMp3Info(await provider.synthesize('-ing')).durationMs).toBeGreaterThan(200);
  });

  it('rejects empty and oversized text with TtsError', async () => {
    await expect(provider.synthesize(' \n ')).rejects.toBeInstanceOf(TtsError);
    await expect(provider.synthesize('word '.repeat(300))).rejects.toBeInstanceOf(TtsError);
  });

  it('keeps the main event loop responsive while a long clip is made', async () => {
    const longText = `${SENTENCE} `.repeat(10); // ~45 s of audio: seconds of work on one thread
    let worstGap = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      worstGap = Math.max(worstGap, now - last);
      last = now;
    }, 5);
    try {
      await provider.synthesize(longText);
    } finally {
      clearInterval(ticker);
    }
    expect(worstGap).toBeLessThan(250);
  });

  it('rejects with TtsError when a job exceeds its timeout', async () => {
    const slow = makeProvider({ timeoutMs: 1 });
    await expect(slow.synthesize('necessary')).rejects.toThrow(/timed out/);
  });

  it('fails the running job when its worker dies, then starts a new worker', async () => {
    const fragile = makeProvider();
    await fragile.warmUp();
    const pending = fragile.synthesize(SENTENCE);
    await terminateWorkersBehindItsBack(fragile);
    await expect(pending).rejects.toThrow(/worker stopped/);
    expect(readMp3Info(await fragile.synthesize('recovered')).frames).toBeGreaterThan(10);
  });

  it('close() stops a long clip in progress at once: the clip rejects, nothing waits for it', async () => {
    const busy = makeProvider();
    await busy.warmUp();
    const outcome = busy.synthesize(`${SENTENCE} `.repeat(10)).then(
      () => new Error('the clip was finished'),
      (error: unknown) => error,
    ); // seconds of work
    const started = performance.now();
    await busy.close();
    expect(performance.now() - started).toBeLessThan(1000);
    expect(await outcome).toBeInstanceOf(TtsError);
    expect(String(await outcome)).toMatch(/closed/);
  });

  it('rejects calls after close()', async () => {
    const closing = makeProvider();
    await closing.close();
    await expect(closing.synthesize('hello')).rejects.toBeInstanceOf(TtsError);
  });
});

describe('process exit', () => {
  const fixture = fileURLToPath(new URL('./__fixtures__/synthesize-then-exit.ts', import.meta.url));

  it('exits on its own once close() is called', async () => {
    const result = await runFixture([], 20_000);
    expect(result.stdout).toMatch(/bytes=\d+/);
    expect(result.exitCode).toBe(0);
  }, 25_000);

  it('stays alive without close() (so the test above means something)', async () => {
    // Alive 2 s after its clip was made (a loaded machine may take several seconds to get there).
    const result = await runFixture(['keep-open'], 25_000, 2_000);
    expect(result.stdout).toMatch(/bytes=\d+/);
    expect(result.exitCode).toBe('still running');
  }, 30_000);

  function runFixture(
    args: string[],
    waitMs: number,
    aliveAfterClipMs?: number,
  ): Promise<{ exitCode: number | string; stdout: string }> {
    const child = spawn(process.execPath, ['--import', 'tsx', fixture, ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let stdout = '';
    return new Promise((resolve) => {
      const stillRunning = () => {
        child.kill('SIGKILL');
        resolve({ exitCode: 'still running', stdout });
      };
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        if (aliveAfterClipMs !== undefined && /bytes=\d+/.test(stdout)) {
          clearTimeout(timer);
          timer = setTimeout(stillRunning, aliveAfterClipMs);
        }
      });
      let timer = setTimeout(() => {
        // With aliveAfterClipMs, reaching the overall limit means no clip was made at all.
        if (aliveAfterClipMs !== undefined) {
          child.kill('SIGKILL');
          resolve({ exitCode: 'no clip in time', stdout });
        } else stillRunning();
      }, waitMs);
      child.on('exit', (code) => {
        clearTimeout(timer);
        resolve({ exitCode: code ?? 'signal', stdout });
      });
    });
  }
});

/** Simulates a crash: kill the worker without going through the provider. */
async function terminateWorkersBehindItsBack(provider: EspeakProvider): Promise<void> {
  const slots: unknown = Reflect.get(provider, 'slots');
  if (!(slots instanceof Set)) throw new Error('EspeakProvider internals changed: update this test');
  for (const slot of slots as Set<{ worker: ChildProcess }>) {
    const exited = new Promise((resolve) => slot.worker.once('exit', resolve));
    slot.worker.kill('SIGKILL');
    await exited;
  }
}

/** Live child processes of this one that run the espeak worker. */
function workerProcessIds(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return parent === process.pid && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('espeak.worker.mjs');
      } catch {
        return false; // it exited while we looked
      }
    })
    .map(Number);
}

/** The nice value of every thread of a process (`/proc/<pid>` or `/proc/self`). */
function threadNiceness(procDir: string): number[] {
  return readdirSync(`${procDir}/task`).map((threadId) => {
    const stat = readFileSync(`${procDir}/task/${threadId}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses: state is the 3rd field, nice the 19th.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

describe('idle release', () => {
  it('lets its worker go after an idle spell and starts a new one for the next clip', async () => {
    const provider = new EspeakProvider({ idleReleaseMs: 200 });
    try {
      const first = await provider.synthesize('lantern');
      const live = () => (provider as unknown as { slots: Set<{ retired: boolean }> }).slots.size;
      expect(live()).toBe(1);
      await new Promise((r) => setTimeout(r, 600));
      expect(live()).toBe(0);
      const again = await provider.synthesize('lantern');
      expect(again.equals(first)).toBe(true);
    } finally {
      await provider.close();
    }
  });
});
