/**
 * Voices the starter bank's texts with the real engine (the installation variation included) and
 * listens to every clip as the queue does: how many would be refused, and the spread of what was heard.
 * Not a test.
 *   node --import tsx scripts/measure/audio-check.measure.ts [--sample N] [--longest N] [--workers N]
 * Without --sample every text of the bank is voiced (~8,800 clips); with it, N random texts plus the
 * --longest N longest ones (default 100).
 */
import { randomBytes } from 'node:crypto';
import { readStarterBank } from '../../src/server/features/words/starter-bank';
import { checkClip } from '../../src/server/features/audio/audio.check';
import { deriveVariation, hashClipText } from '../../src/server/features/audio/audio.keys';
import { EspeakProvider } from '../../src/server/features/audio/tts';

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
};
const sample = arg('sample', 0);
const longest = arg('longest', 100);
const workers = arg('workers', 1);

const all = [
  ...new Set(
    readStarterBank().entries.flatMap((entry) => [
      entry.spokenForm ?? entry.spelling,
      entry.definition,
      ...entry.sentences,
    ]),
  ),
];
let texts = all;
if (sample > 0) {
  const byLength = [...all].sort((x, y) => y.length - x.length);
  const chosen = new Set(byLength.slice(0, longest));
  const rest = byLength.slice(longest);
  while (chosen.size < longest + sample && rest.length > 0) {
    const [text] = rest.splice(Math.floor(Math.random() * rest.length), 1);
    if (text !== undefined) chosen.add(text);
  }
  texts = [...chosen];
}
console.log(`voicing ${texts.length} of the bank's ${all.length} distinct texts with ${workers} worker(s)`);

const provider = new EspeakProvider({ workers, idleReleaseMs: 0 });
const seed = randomBytes(16).toString('hex');
const voice = provider.voice;
const started = performance.now();
const refused: string[] = [];
const heard: Array<{ ms: number; rms: number; voiced: number; letters: number }> = [];
let done = 0;
await Promise.all(
  Array.from({ length: workers }, async (_, lane) => {
    for (let i = lane; i < texts.length; i += workers) {
      const text = texts[i] ?? '';
      const mp3 = await provider.synthesize(text, { variation: deriveVariation(seed, hashClipText(text, voice)) });
      const verdict = await checkClip(mp3, text);
      if (verdict.ok) {
        const letters = text.replace(/[^\p{L}\p{N}]/gu, '').length;
        heard.push({ ms: verdict.durationMs, rms: verdict.rms, voiced: verdict.voicedShare, letters });
      } else {
        refused.push(`${verdict.reason}: "${text}"`);
        console.log(`  refused: ${verdict.reason}: "${text}"`);
      }
      done += 1;
      if (done % 100 === 0)
        console.log(`  … ${done} clips after ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
  }),
);
await provider.close();

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const perLetter = heard.map((h) => h.ms / Math.max(1, h.letters));
console.log(
  `voiced ${done} clips in ${((performance.now() - started) / 1000).toFixed(0)} s; refused ${refused.length}`,
);
for (const line of refused.slice(0, 20)) console.log(`  ${line}`);
console.log(
  `RMS min ${quantile(
    heard.map((h) => h.rms),
    0,
  ).toFixed(3)}, p1 ${quantile(
    heard.map((h) => h.rms),
    0.01,
  ).toFixed(3)}; ` +
    `voiced share min ${quantile(
      heard.map((h) => h.voiced),
      0,
    ).toFixed(2)}; ` +
    `ms a letter min ${quantile(perLetter, 0).toFixed(0)}, median ${quantile(perLetter, 0.5).toFixed(0)}, max ${quantile(perLetter, 1).toFixed(0)}; ` +
    `longest clip ${(
      quantile(
        heard.map((h) => h.ms),
        1,
      ) / 1000
    ).toFixed(1)} s`,
);
