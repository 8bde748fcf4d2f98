import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './options';
import { round } from './stats';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileSummary {
  file: string;
  totalMs: number;
  /** Self time by package or area (node_modules/<pkg>, src/…, node internals, GC, idle). */
  byArea: { area: string; ms: number; share: number }[];
  /** Functions with the most self time. */
  selfTop: { fn: string; ms: number; share: number }[];
  /** App functions (src/…) with the most time including what they call. */
  appInclusiveTop: { fn: string; ms: number; share: number }[];
}

/** Where a frame's code lives: node_modules/<pkg>, src/<dir>/<file>, node internals or a V8 pseudo-frame. */
export function areaOf(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  const src = /\/(src\/[^/]+\/[^/]+)/.exec(url);
  if (src) return src[1]!;
  return url.startsWith('node:') ? 'node internals' : url.replace(/^file:\/\//, '').replace(ROOT, '');
}

/** A frame as a reader finds it: function, file and line. */
export const label = (node: Pick<ProfileNode, 'callFrame'>) => {
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url.replace(/^file:\/\//, '').replace(ROOT, '');
  return `${functionName || '(anonymous)'} ${where ? `${where}:${lineNumber + 1}` : ''}`.trim();
};

/** Adds `amount` to `key`'s running total. */
export const addTo = (map: Map<string, number>, key: string, amount: number) =>
  map.set(key, (map.get(key) ?? 0) + amount);

/** The `n` largest totals of `map`, largest first, each with its share of `total`. */
export function ranked(map: Map<string, number>, total: number, n: number) {
  return [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([key, amount]) => ({ key, amount, share: round(amount / total, 3) }));
}

/** A share as the summaries print it: a percentage right-aligned in six characters. */
export const percentCell = (share: number) => `${(share * 100).toFixed(1)}%`.padStart(6);

/** Reads the newest .cpuprofile in `dir` and answers where the time went. */
export function summariseProfile(dir: string, top = 15): ProfileSummary {
  const files = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
  const file = files.sort().at(-1);
  if (!file) throw new Error(`No .cpuprofile was written in ${dir}`);
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

  const self = new Map<string, number>();
  const area = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const node = byId.get(id);
    if (!node) return;
    total += ms;
    addTo(self, label(node), ms);
    addTo(area, areaOf(node.callFrame.url, node.callFrame.functionName), ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)!;
      if (!frame.callFrame.url.includes('/src/')) continue;
      const key = label(frame);
      if (seen.has(key)) continue;
      seen.add(key);
      addTo(inclusive, key, ms);
    }
  });
  const rank = (map: Map<string, number>, n: number) =>
    ranked(map, total, n).map(({ key, amount, share }) => ({ key, ms: round(amount, 0), share }));
  return {
    file: join(dir, file).replace(ROOT, ''),
    totalMs: round(total, 0),
    byArea: rank(area, top).map(({ key, ms, share }) => ({ area: key, ms, share })),
    selfTop: rank(self, top).map(({ key, ms, share }) => ({ fn: key, ms, share })),
    appInclusiveTop: rank(inclusive, top).map(({ key, ms, share }) => ({ fn: key, ms, share })),
  };
}

export function describeProfile(name: string, summary: ProfileSummary): string[] {
  return [
    `  ${name}: ${summary.file} (${summary.totalMs} ms sampled)`,
    '    by area (self time):',
    ...summary.byArea.slice(0, 10).map((a) => `      ${percentCell(a.share)}  ${a.area}`),
    '    hottest functions (self time):',
    ...summary.selfTop.slice(0, 10).map((f) => `      ${percentCell(f.share)}  ${f.fn}`),
    '    app functions (including callees):',
    ...summary.appInclusiveTop.slice(0, 10).map((f) => `      ${percentCell(f.share)}  ${f.fn}`),
  ];
}
