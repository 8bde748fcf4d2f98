import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks a second in /proc's stat times (USER_HZ; 100 on Linux everywhere we run). */
const TICKS_PER_SECOND = 100;

/** User + system CPU time (ms) a process has used so far, from /proc/<pid>/stat; 0 once it has exited. */
function processCpuMs(pid: number | string): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** CPU time (ms) of every process named `postgres` on this machine (the server's backends included). */
function postgresCpuMs(): number {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') total += processCpuMs(pid);
    } catch {
      // gone between the listing and the read
    }
  }
  return total;
}

export interface CpuPerRequest {
  /** CPU time the app's process spent per answered request (µs). */
  appUs: number;
  /** CPU time this machine's Postgres processes spent per answered request (µs; 0 on PGlite). */
  postgresUs: number;
}

/**
 * What a stretch of load cost the server in CPU time, per request: where a request's work is done (the
 * app or the database). It moves with the host less than req/s, but it moves (one build read 103–156 µs
 * a REST request in one session), so builds are still compared in alternating runs. Backends that ended
 * during the stretch are not counted.
 */
export function cpuMeter(pid: number): { stop: (requests: number) => CpuPerRequest } {
  const app = processCpuMs(pid);
  const postgres = postgresCpuMs();
  return {
    stop: (requests) => {
      const per = (ms: number) => (requests > 0 ? Math.round((ms * 1000) / requests) : 0);
      return { appUs: per(processCpuMs(pid) - app), postgresUs: per(postgresCpuMs() - postgres) };
    },
  };
}
