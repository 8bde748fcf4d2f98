import { describe, expect, it } from 'vitest';
import {
  cpuCeilings,
  cpuPerPlayer,
  limitingResource,
  partStats,
  stepPasses,
  sustainedPerMinute,
  type PartStats,
  type StepCpu,
} from './summary';

const hundred = (ms: (i: number) => number) => Array.from({ length: 100 }, (_, i) => ms(i));

describe('a part over a step', () => {
  it('answers nearest-rank percentiles of the players’ times', () => {
    const stats = partStats(
      hundred((i) => i + 1),
      0,
    );
    expect(stats).toMatchObject({ players: 100, failed: 0, p50Ms: 50, p90Ms: 90, p99Ms: 99, maxMs: 100 });
  });

  it('counts a failed player as slower than any: one failure in 100 stays under the p99, two reach it', () => {
    const fast = hundred(() => 10).slice(0, 99);
    expect(partStats(fast, 1)).toMatchObject({ players: 100, failed: 1, p99Ms: 10, maxMs: null });
    expect(partStats(fast.slice(0, 98), 2)).toMatchObject({ players: 100, failed: 2, p99Ms: null });
  });

  it('has no figures when no player reached the part', () => {
    expect(partStats([], 0)).toMatchObject({ players: 0, p50Ms: null, p99Ms: null });
  });
});

const part = (p99Ms: number | null, players = 100): PartStats => ({
  players,
  failed: p99Ms === null ? 2 : 0,
  p50Ms: 1,
  p90Ms: 1,
  p99Ms,
  maxMs: p99Ms,
});

describe('the stop rule', () => {
  const ok = { page: part(400), clips: part(300), submit: part(120), result: part(80) };

  it('passes a step while every part’s p99 is at most 1 s', () => {
    expect(stepPasses(ok)).toBe(true);
    expect(stepPasses({ ...ok, page: part(1000) })).toBe(true);
  });

  it('stops at the first part past 1 s, or whose p99 is a failure', () => {
    expect(stepPasses({ ...ok, page: part(1000.1) })).toBe(false);
    expect(stepPasses({ ...ok, result: part(1400) })).toBe(false);
    expect(stepPasses({ ...ok, submit: part(null) })).toBe(false);
  });

  it('does not fail a part no player reached (their failures count in the part before)', () => {
    expect(stepPasses({ ...ok, result: part(null, 0) })).toBe(true);
  });

  it('reports the last step that passed before the first that failed', () => {
    const steps = [500, 1000, 1500, 2000].map((perMinute) => ({ perMinute, pass: perMinute < 1500 }));
    expect(sustainedPerMinute(steps)).toBe(1000);
    expect(sustainedPerMinute([{ perMinute: 500, pass: false }])).toBe(0);
    expect(
      sustainedPerMinute([...steps.slice(0, 2), { perMinute: 1500, pass: false }, { perMinute: 2000, pass: true }]),
    ).toBe(1000);
  });
});

describe('the limiting resource', () => {
  const cpu = (c: Partial<StepCpu>): StepCpu => ({
    cpus: 2,
    app: 0.3,
    postgres: 0.2,
    generator: 0.2,
    other: 0.1,
    ...c,
  });

  it('is the app when its process uses a whole core (its one JavaScript thread)', () => {
    expect(limitingResource(cpu({ app: 0.97, other: 0.9 })).resource).toBe('app');
  });

  it('is the machine when every core is busy and no process of ours is at a core', () => {
    const limit = limitingResource(cpu({ app: 0.7, postgres: 0.5, generator: 0.3, other: 0.4 }));
    expect(limit.resource).toBe('machine');
    expect(limit.text).toContain('other processes 0.4 cores');
  });

  it('is the load generator when it alone uses a whole core on an otherwise idle machine', () => {
    expect(limitingResource(cpu({ generator: 0.95, app: 0.3, postgres: 0.1, other: 0 })).resource).toBe('generator');
  });

  it('is nothing measured when the CPUs have room: the time went waiting', () => {
    expect(limitingResource(cpu({})).resource).toBe('none');
  });
});

describe('CPU a player', () => {
  it('spreads the cores a step used over its players', () => {
    const cpu = { cpus: 2, app: 0.5, postgres: 0.25, generator: 0.1, other: 1 };
    // 0.5 cores for 20 s is 10 s of CPU; over 400 players, 25 ms each.
    expect(cpuPerPlayer(cpu, 20, 400)).toEqual({ appMs: 25, postgresMs: 12.5, generatorMs: 5 });
    expect(cpuPerPlayer(cpu, 20, 0)).toEqual({ appMs: 0, postgresMs: 0, generatorMs: 0 });
  });

  it('bounds the rate by the app’s one thread and by every core shared', () => {
    // 25 ms a player on one core: 2,400 a minute; 42.5 ms on two cores: 2,824 a minute.
    expect(cpuCeilings({ appMs: 25, postgresMs: 12.5, generatorMs: 5 }, 2)).toEqual({ appThread: 2400, machine: 2824 });
    expect(cpuCeilings({ appMs: 0, postgresMs: 0, generatorMs: 0 }, 2)).toEqual({ appThread: 0, machine: 0 });
  });
});
