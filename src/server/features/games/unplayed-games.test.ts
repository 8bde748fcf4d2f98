import { beforeEach, describe, expect, it } from 'vitest';
import { UnplayedGames } from './unplayed-games';

let clock: number;
let unplayed: UnplayedGames;
beforeEach(() => {
  clock = 1_000_000;
  unplayed = new UnplayedGames({ ttlMs: 30_000, maxEntries: 3, now: () => clock });
  unplayed.onListening(true);
});

/** A whole read of `key` that found the pair unplayed (or played). */
function read(key: string, foundUnplayed = true): void {
  unplayed.endRead(key, unplayed.beginRead(key), foundUnplayed);
}

describe('games read as unplayed', () => {
  it('are believed for 30 seconds, then asked again', () => {
    read('a/g');
    expect(unplayed.isUnplayed('a/g')).toBe(true);
    expect(unplayed.isUnplayed('b/g')).toBe(false);
    clock += 30_000; // lru-cache counts an entry exactly ttl old as fresh
    expect(unplayed.isUnplayed('a/g')).toBe(true);
    clock += 1;
    expect(unplayed.isUnplayed('a/g')).toBe(false);
    expect(unplayed.size).toBe(0);
  });

  it('keep nothing of a read that found a submission or failed', () => {
    read('a/g', false);
    expect(unplayed.isUnplayed('a/g')).toBe(false);
    expect(unplayed.size).toBe(0);
  });

  it('forget the pairs a message names, and only those', () => {
    read('a/g');
    read('b/g');
    read('c/g');
    unplayed.onMessage('a/g,c/g');
    expect(['a/g', 'b/g', 'c/g'].map((key) => unplayed.isUnplayed(key))).toEqual([false, true, false]);
  });

  it('forget everything on `*`', () => {
    read('a/g');
    read('b/g');
    unplayed.onMessage('*');
    expect(unplayed.size).toBe(0);
  });

  it('do not keep a read that began before its pair was played', () => {
    const readAt = unplayed.beginRead('a/g');
    unplayed.forget(['a/g']); // stored while the read ran: the read may have missed it
    unplayed.endRead('a/g', readAt, true);
    expect(unplayed.isUnplayed('a/g')).toBe(false);
    read('a/g'); // a read that began after it is believed
    expect(unplayed.isUnplayed('a/g')).toBe(true);
  });

  it('keep a read that began before another pair was played', () => {
    const readAt = unplayed.beginRead('a/g');
    unplayed.forget(['b/g']);
    unplayed.endRead('a/g', readAt, true);
    expect(unplayed.isUnplayed('a/g')).toBe(true);
  });

  it('do not keep any read that began before everything was forgotten', () => {
    const readAt = unplayed.beginRead('a/g');
    unplayed.onMessage('*');
    unplayed.endRead('a/g', readAt, true);
    expect(unplayed.isUnplayed('a/g')).toBe(false);
  });

  it('tell two reads of one pair apart: only the one after the forget is kept', () => {
    const before = unplayed.beginRead('a/g');
    unplayed.forget(['a/g']);
    const after = unplayed.beginRead('a/g');
    unplayed.endRead('a/g', after, true);
    expect(unplayed.isUnplayed('a/g')).toBe(true);
    unplayed.endRead('a/g', before, true); // ends last, but must not matter either way
    expect(unplayed.isUnplayed('a/g')).toBe(true);
  });

  it('keep at most maxEntries pairs, dropping the least recently read', () => {
    read('a/g');
    read('b/g');
    read('c/g');
    read('a/g'); // read again: now the newest
    read('d/g');
    expect(['a/g', 'b/g', 'c/g', 'd/g'].map((key) => unplayed.isUnplayed(key))).toEqual([true, false, true, true]);
    expect(unplayed.size).toBe(3);
  });

  it('keep nothing while not listening, and forget everything when listening stops', () => {
    read('a/g');
    unplayed.onListening(false);
    expect(unplayed.isUnplayed('a/g')).toBe(false);
    read('b/g');
    expect(unplayed.size).toBe(0);
    unplayed.onListening(true);
    read('b/g');
    expect(unplayed.isUnplayed('b/g')).toBe(true);
  });
});
