import { describe, expect, it } from 'vitest';
import { PlanMode, StatementNames } from './prepared-statements';

describe('names of repeated statements', () => {
  it('names a statement at its third run, and keeps that name for it', () => {
    const names = new StatementNames();
    const text = 'select 1 where $1::int > 0';
    expect([names.nameOf(text), names.nameOf(text)]).toEqual([undefined, undefined]);
    const name = names.nameOf(text);
    expect(name).toMatch(/^sd\d+$/);
    expect(names.nameOf(text)).toBe(name);
  });

  it('gives each statement its own name', () => {
    const names = new StatementNames();
    const run = (text: string) => [1, 2, 3].map(() => names.nameOf(text)).at(-1);
    const a = run('select 1');
    const b = run('select 2');
    expect(a).toBeDefined();
    expect(b).toBeDefined();
    expect(a).not.toBe(b);
  });

  it('stops naming new statements at 400, so texts that vary stay unnamed', () => {
    const names = new StatementNames();
    for (let i = 0; i < 450; i++) for (let run = 0; run < 3; run++) names.nameOf(`select ${i}`);
    expect(names.size).toBe(400);
    expect([1, 2, 3].map(() => names.nameOf('select 449'))).toEqual([undefined, undefined, undefined]);
    expect(names.nameOf('select 0')).toBeDefined();
  });
});

const idle = () => false;

describe('how a connection plans', () => {
  it('switches to generic plans for a named statement and back for another, once each', () => {
    const mode = new PlanMode();
    expect(mode.switchTo('custom', idle)).toBeUndefined();
    expect(mode.switchTo('generic', idle)).toBe('set plan_cache_mode = force_generic_plan');
    expect(mode.switchTo('generic', idle)).toBeUndefined();
    expect(mode.switchTo('custom', idle)).toBe('set plan_cache_mode = auto');
  });

  it('changes nothing inside a transaction, where a rollback would undo it', () => {
    const mode = new PlanMode();
    expect(mode.switchTo('generic', () => true)).toBeUndefined();
    expect(mode.is('custom')).toBe(true);
  });

  it('sets the mode again after a switch that failed', () => {
    const mode = new PlanMode();
    mode.switchTo('generic', idle);
    mode.forget();
    expect(mode.switchTo('generic', idle)).toBe('set plan_cache_mode = force_generic_plan');
  });
});
