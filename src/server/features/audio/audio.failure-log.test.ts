import { describe, expect, it } from 'vitest';
import { ClipFailureLog } from './audio.failure-log';

function logged() {
  const lines: Array<{ fields: Record<string, unknown>; msg: string }> = [];
  let clock = 0;
  const log = new ClipFailureLog(
    { warn: ((fields: Record<string, unknown>, msg: string) => lines.push({ fields, msg })) as never },
    () => clock,
  );
  return { log, lines, fields: () => lines.map((line) => line.fields), advance: (ms: number) => (clock += ms) };
}

describe('ClipFailureLog: a provider that fails every clip', () => {
  it('logs the first failure of each kind with its clip, then one count per kind at the end of the pass', () => {
    const { log, lines } = logged();
    for (let i = 0; i < 500; i += 1) log.failed(`hash-${i}`, 'google tts failed: ENOTFOUND');
    log.failed('hash-x', 'refused: truncated: 0.21 s');
    log.endPass();
    expect(lines).toEqual([
      {
        fields: { textHash: 'hash-0', error: 'google tts failed: ENOTFOUND' },
        msg: 'audio clip synthesis failed; will retry later',
      },
      {
        fields: { textHash: 'hash-x', error: 'refused: truncated: 0.21 s' },
        msg: 'audio clip synthesis failed; will retry later',
      },
      {
        fields: { clips: 499, error: 'google tts failed: ENOTFOUND' },
        msg: 'audio: more clips failed the same way; each will retry later',
      },
    ]);
  });

  it('takes refusals that differ only in their figures as one kind', () => {
    const { log, fields } = logged();
    log.failed('a', 'refused: silent: 0.42 s, RMS 0.001, voiced 3%');
    log.failed('b', 'refused: silent: 1.10 s, RMS 0.002, voiced 0%');
    log.endPass();
    expect(fields()).toEqual([
      { textHash: 'a', error: 'refused: silent: 0.42 s, RMS 0.001, voiced 3%' },
      { clips: 1, error: 'refused: silent: 0.42 s, RMS 0.001, voiced 3%' },
    ]);
  });

  it('logs a kind in full at most once a minute, across passes, and counts the clips between', () => {
    const { log, fields, advance } = logged();
    log.failed('a', 'offline');
    log.failed('b', 'offline');
    advance(60_000);
    log.failed('c', 'offline'); // a minute on, within the same pass
    expect(fields()).toEqual([
      { textHash: 'a', error: 'offline' },
      { clips: 1, error: 'offline' },
      { textHash: 'c', error: 'offline' },
    ]);
    log.endPass(); // nothing was counted since c
    advance(30_000);
    log.failed('d', 'offline'); // the next pass, within the minute: counted
    log.endPass();
    expect(fields().slice(3)).toEqual([{ clips: 1, error: 'offline' }]);
    advance(30_000);
    log.failed('e', 'offline');
    expect(fields().at(-1)).toEqual({ textHash: 'e', error: 'offline' });
  });
});
