import { Session } from 'node:inspector/promises';
import { addTo, areaOf, label, percentCell, ranked } from './profile';

/** A node of V8's sampling heap profile: the bytes its frame allocated itself, by call path. */
interface HeapNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children?: HeapNode[];
}

export interface AllocationSummary {
  /** Bytes allocated per unit of work (a page), collected or not, estimated from the samples. */
  bytesPerUnit: number;
  byArea: { area: string; share: number }[];
  selfTop: { fn: string; share: number }[];
}

/**
 * Runs `work` under V8's sampling heap profiler, counting objects the garbage collector has already taken
 * back too: what the work allocates, not what it keeps. Answers the raw profile (a `.heapprofile`, which
 * Chrome DevTools opens) and its summary per unit of work.
 */
export async function profileAllocations(
  units: number,
  work: () => Promise<void>,
): Promise<{ profile: { head: HeapNode }; summary: AllocationSummary }> {
  const session = new Session();
  session.connect();
  try {
    await session.post('HeapProfiler.enable');
    await session.post('HeapProfiler.startSampling', {
      samplingInterval: 4096,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    });
    await work();
    const { profile } = (await session.post('HeapProfiler.stopSampling')) as unknown as { profile: { head: HeapNode } };
    return { profile, summary: summariseAllocations(profile.head, units) };
  } finally {
    session.disconnect();
  }
}

function summariseAllocations(head: HeapNode, units: number, top = 15): AllocationSummary {
  const self = new Map<string, number>();
  const area = new Map<string, number>();
  let total = 0;
  const walk = (node: HeapNode) => {
    if (node.selfSize > 0) {
      total += node.selfSize;
      addTo(self, label(node), node.selfSize);
      addTo(area, areaOf(node.callFrame.url, node.callFrame.functionName), node.selfSize);
    }
    node.children?.forEach(walk);
  };
  walk(head);
  return {
    bytesPerUnit: Math.round(total / units),
    byArea: ranked(area, total, top).map(({ key, share }) => ({ area: key, share })),
    selfTop: ranked(self, total, top).map(({ key, share }) => ({ fn: key, share })),
  };
}

export function describeAllocations(name: string, summary: AllocationSummary): string[] {
  return [
    `  ${name}: ${(summary.bytesPerUnit / 1024).toFixed(0)} KB allocated a page (sampled, collected objects included)`,
    '    by area:',
    ...summary.byArea.slice(0, 10).map((a) => `      ${percentCell(a.share)}  ${a.area}`),
    '    allocating functions:',
    ...summary.selfTop.slice(0, 10).map((f) => `      ${percentCell(f.share)}  ${f.fn}`),
  ];
}
