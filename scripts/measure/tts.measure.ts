/**
 * Prints the espeak provider's figures: worker cold start, ms and bytes per word and sentence clip
 * (median of 20), and the memory of this process and of its worker processes after warm-up. Not a test: timings depend on the machine.
 *   node --import tsx scripts/measure/tts.measure.ts [workers]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { EspeakProvider } from '../../src/server/features/audio/tts/espeak.provider';
import type { ClipTiming } from '../../src/server/features/audio/tts/espeak.protocol';
import { readMp3Info } from '../../src/server/features/audio/tts/mp3-info';

const WORDS = [
  'necessary',
  'accommodate',
  'rhythm',
  'conscientious',
  'bureaucracy',
  'mischievous',
  'liaison',
  'onomatopoeia',
  'separate',
  'definitely',
  'embarrass',
  'occurrence',
  'perseverance',
  'questionnaire',
  'silhouette',
  'threshold',
  'vacuum',
  'guarantee',
  'millennium',
  'parliament',
];
const SENTENCES = WORDS.map((w) => `The teacher asked us to spell the word ${w} slowly and clearly today.`);

const rssBefore = process.memoryUsage().rss;
const timings: ClipTiming[] = [];
const workers = Number(process.argv[2] ?? 1);
const provider = new EspeakProvider({ workers, onClip: (t) => timings.push(t) });

let start = performance.now();
await provider.warmUp();
const warmUpMs = performance.now() - start;
start = performance.now();
await provider.synthesize('first');
const firstClipMs = performance.now() - start;

const words = await measureSequential(WORDS);
const sentences = await measureSequential(SENTENCES);
start = performance.now();
await Promise.all([...WORDS, ...SENTENCES].map((text) => provider.synthesize(text)));
const batchMs = performance.now() - start;
const memory = process.memoryUsage();
const workersRss = childProcessesRss();
await provider.close();

const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
console.log(`workers: ${workers}`);
console.log(
  `cold start (spawn + load WASM + warm-up clip): ${warmUpMs.toFixed(0)} ms; next clip ${firstClipMs.toFixed(0)} ms`,
);
report('word', words);
report('sentence (13 words)', sentences);
console.log(`40 clips queued at once: ${batchMs.toFixed(0)} ms (${(batchMs / 40).toFixed(1)} ms a clip)`);
console.log(
  `RSS ${mb(rssBefore)} before, ${mb(memory.rss)} after warm-up; main heap ${mb(memory.heapUsed)}; ` +
    `worker processes ${workersRss === undefined ? 'unknown (not Linux)' : mb(workersRss)}`,
);

/** Resident memory of this process's children (the workers), from /proc; undefined elsewhere. */
function childProcessesRss(): number | undefined {
  try {
    const children = readdirSync('/proc/self/task').flatMap((thread) =>
      readFileSync(`/proc/self/task/${thread}/children`, 'utf8').split(' ').filter(Boolean),
    );
    const rssKb = (pid: string): number =>
      Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    return children.reduce((sum, pid) => sum + rssKb(pid) * 1024, 0);
  } catch {
    return undefined;
  }
}

async function measureSequential(
  texts: string[],
): Promise<Array<{ ms: number; bytes: number; durationMs: number; timing: ClipTiming | undefined }>> {
  const rows = [];
  for (const text of texts) {
    const t0 = performance.now();
    const mp3 = await provider.synthesize(text);
    rows.push({
      ms: performance.now() - t0,
      bytes: mp3.length,
      durationMs: readMp3Info(mp3).durationMs,
      timing: timings.at(-1),
    });
  }
  return rows;
}

function report(label: string, rows: Awaited<ReturnType<typeof measureSequential>>): void {
  const med = (pick: (r: (typeof rows)[number]) => number): number => median(rows.map(pick));
  const max = (pick: (r: (typeof rows)[number]) => number): number => Math.max(...rows.map(pick));
  console.log(
    `${label}: median ${med((r) => r.ms).toFixed(1)} ms round trip ` +
      `(espeak ${med((r) => r.timing?.synthMs ?? 0).toFixed(1)} + encode ${med((r) => r.timing?.encodeMs ?? 0).toFixed(1)}), ` +
      `${med((r) => r.bytes)} B (max ${max((r) => r.bytes)}), audio ${med((r) => r.durationMs)} ms (max ${max((r) => r.durationMs)})`,
  );
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}
