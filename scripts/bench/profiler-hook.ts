/**
 * Preloaded into a profiled app (`node --import ./scripts/bench/profiler-hook.ts …`): SIGUSR2 starts
 * the V8 CPU profiler, the next SIGUSR2 stops it and writes BENCH_PROFILE_DIR/<n>.cpuprofile. So the
 * profile holds the measured load only, not the start-up (module loading dominates that).
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';

const dir = process.env.BENCH_PROFILE_DIR ?? '.';
const session = new Session();
session.connect();
let running = false;
let count = 0;

process.on('SIGUSR2', () => {
  void (async () => {
    if (!running) {
      running = true;
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 200 });
      await session.post('Profiler.start');
      return;
    }
    running = false;
    const { profile } = await session.post('Profiler.stop');
    count += 1;
    writeFileSync(join(dir, `${String(count).padStart(2, '0')}.cpuprofile`), JSON.stringify(profile));
    writeFileSync(join(dir, `${String(count).padStart(2, '0')}.done`), '');
  })();
});
