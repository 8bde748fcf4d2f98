import { describe, expect, it } from 'vitest';
import { partStats } from './summary';
import { describeRush, formatRushTable, rushBudgets } from './report';
import type { RushResult, RushStepResult } from './run';

const step = (perMinute: number, pageP99: number, pass: boolean): RushStepResult => {
  const part = (ms: number) => partStats(Array<number>(100).fill(ms), 0);
  return {
    perMinute,
    seconds: 30,
    players: perMinute / 2,
    requests: (perMinute / 2) * 45,
    parts: { page: part(pageP99), clips: part(200), submit: part(50), result: part(20) },
    htmlTtfb: part(pageP99 / 2),
    arrivalLagP99Ms: 2,
    statuses: { 200: 100 },
    cpu: { cpus: 2, app: pass ? 0.5 : 0.98, postgres: 0.3, generator: 0.2, other: 0.1 },
    cpuPerPlayer: { appMs: pass ? 20 : 39.2, postgresMs: 12, generatorMs: 8 },
    pass,
  };
};

const rush = (steps: RushStepResult[], limit: RushResult['limit']): RushResult => ({
  options: {
    startPerMinute: 1000,
    stepPerMinute: 1000,
    maxPerMinute: 4000,
    stepSeconds: 30,
    clips: 'service-worker',
    warmupSeconds: 5,
  },
  pageFiles: 16,
  clipsPerPlayer: 24,
  steps,
  sustainedPerMinute: steps.filter((s) => s.pass).at(-1)?.perMinute ?? 0,
  reachedMax: steps.every((s) => s.pass),
  limit,
});

describe('the morning rush in the report', () => {
  it('holds each database to its goal with the p99s of the step it sustained', () => {
    const postgres = rush([step(1000, 300, true), step(2000, 700, true), step(3000, 1500, false)], {
      resource: 'app',
      text: 'the app’s process at 0.98 cores',
    });
    const pglite = rush([step(1000, 400, true), step(2000, 1200, false)], { resource: 'machine', text: 'all busy' });
    const [pg, lite] = rushBudgets([
      { db: 'postgres', rush: postgres },
      { db: 'pglite', rush: pglite },
    ]);
    expect(pg).toEqual({
      budget: "morning rush ≥ 3,000 players a minute, every part's p99 ≤ 1 s (postgres)",
      measured: '2,000 (p99 page 700, clips 200, submit 50, result 20 ms); limit: app',
      pass: false,
    });
    expect(lite).toMatchObject({ pass: true, measured: expect.stringMatching(/^1,000 \(p99 page 400/) });
  });

  it('says "at least" when every step passed, and "not measured" for a database that did not run', () => {
    const all = rush([step(1000, 100, true), step(2000, 200, true)], { resource: 'none', text: 'waiting' });
    const [pg, lite] = rushBudgets([{ db: 'postgres', rush: all }]);
    expect(pg!.measured).toMatch(/^at least 2,000 /);
    expect(lite).toMatchObject({ measured: 'not measured', pass: null });
  });

  it('prints a row a step with each part’s p99 and the cores each process used', () => {
    const [head, , first, second] = formatRushTable([step(1000, 300, true), step(2000, 1500, false)]);
    expect(head).toMatch(/players\/min .* page p99 .* clips p99 .* submit p99 .* result p99 .* app .* generator/);
    expect(first).toMatch(/1,000 .* 300 .* 200 .* 50 .* 20 .* 0\.50 .* pass/);
    expect(second).toMatch(/2,000 .* 1500 .* 0\.98 .* 39\.2 .* p99 > 1000 ms/);
  });

  it('heads each database with the rate, the limit and what a player cost in CPU', () => {
    const postgres = rush([step(1000, 300, true), step(2000, 1500, false)], { resource: 'app', text: 'the app' });
    expect(describeRush('postgres', postgres)).toBe(
      'postgres: 1,000 players a minute sustained; at 2,000 a minute: the app; CPU a player: app 39.2 ms, ' +
        "Postgres 12 ms, generator 8 ms (at most 1,531 a minute on the app's thread, 2,027 on 2 cores of our own)",
    );
  });
});
