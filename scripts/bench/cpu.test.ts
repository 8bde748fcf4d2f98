import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ProcessGroupCpu } from './cpu';

/** A process named `name` that spins until it has used `ms` of CPU time, then exits; resolves when it has. */
function burn(name: string, ms: number): Promise<void> {
  const child = spawn(process.execPath, [
    '-e',
    `process.title = ${JSON.stringify(name)}; const at = process.cpuUsage();
     while ((process.cpuUsage(at).user + process.cpuUsage(at).system) / 1000 < ${ms});`,
  ]);
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

describe('ProcessGroupCpu', () => {
  it('counts the time of a process of the group that started and ended while it measured', async () => {
    const name = `bench-burn-${process.pid}`.slice(0, 15);
    const meter = new ProcessGroupCpu(name, 50);
    await burn(name, 600);
    const ms = meter.stop();
    // It used 600 ms after naming itself; at most the last 50 ms (and a tick) of it go unread.
    expect(ms).toBeGreaterThanOrEqual(500);
    expect(ms).toBeLessThan(2_000);
  });

  it('counts only the time spent after it began, and nothing of other names', async () => {
    const name = `bench-idle-${process.pid}`.slice(0, 15);
    const child = spawn(process.execPath, [
      '-e',
      `process.title = ${JSON.stringify(name)}; const at = process.cpuUsage();
       while ((process.cpuUsage(at).user + process.cpuUsage(at).system) / 1000 < 500);
       process.stdout.write('spent'); setTimeout(() => {}, 500);`,
    ]);
    // It spends its CPU time first, then says so and sleeps: the meter begins while it sleeps.
    await new Promise((resolve) => child.stdout.once('data', resolve));
    const meter = new ProcessGroupCpu(name, 50);
    const others = new ProcessGroupCpu('no-such-process', 50);
    await new Promise((resolve) => child.once('exit', resolve));
    expect(meter.stop()).toBeLessThan(50);
    expect(others.stop()).toBe(0);
  });
});
