import { describe, expect, it } from 'vitest';
import { ClipFailureLog } from './audio.failure-log';

function logged() {
  const lines: Array<{ fields: Record<string, unknown>; msg: string }> = [];
  let clock = 0;
  const log = new ClipFailureLog(
    { warn: ((fields: Record<string, unknown>, msg: string) => lines.push({ fields, msg })) as never },
    () => clock,
  );
  return { log, lines, advance: (ms: number) => (clock += ms) };
}

describe('ClipFailureLog: a provider that fails every clip', () => {
  it('logs the first failure of each reason with its clip, then one count per reason at the end of the pass', () => {
    const { log, lines } = logged();
    for (let i = 0; i < 500; i += 1) log.failed(`hash-${i}`, 'offline');
    log.failed('hash-x', 'refused: silent');
    log.endPass();
    expect(lines).toEqual([
      { fields: { textHash: 'hash-0', error: 'offline' }, msg: 'audio clip synthesis failed; will retry later' },
      {
        fields: { textHash: 'hash-x', error: 'refused: silent' },
        msg: 'audio clip synthesis failed; will retry later',
      },
      { fields: { clips: 499, error: 'offline' }, msg: 'audio: more clips failed the same way; each will retry later' },
    ]);
  });

  it('reports the counts of a long pass every minute, and starts afresh at the next pass', () => {
    const { log, lines, advance } = logged();
    log.failed('a', 'offline');
    log.failed('b', 'offline');
    advance(60_000);
    log.failed('c', 'offline');
    expect(lines.map((line) => line.fields)).toEqual([
      { textHash: 'a', error: 'offline' },
      { clips: 2, error: 'offline' },
    ]);
    log.endPass(); // nothing failed since the report
    expect(lines).toHaveLength(2);
    log.failed('d', 'offline');
    expect(lines.at(-1)?.fields).toEqual({ textHash: 'd', error: 'offline' });
  });
});
