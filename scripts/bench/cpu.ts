import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks a second in /proc's stat times (USER_HZ; 100 on Linux everywhere we run). */
const TICKS_PER_SECOND = 100;

interface ProcessStat {
  comm: string;
  /** When the process started (ticks since boot): with the pid, it names one process, not a reused pid. */
  startTime: string;
  /** User + system CPU time used so far (ms). */
  cpuMs: number;
}

function readStat(pid: number | string): ProcessStat | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces; the other fields follow its closing one.
    const open = stat.indexOf('(');
    const close = stat.lastIndexOf(')');
    const fields = stat.slice(close + 2).split(' ');
    return {
      comm: stat.slice(open + 1, close),
      startTime: fields[19] ?? '',
      cpuMs: ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND,
    };
  } catch {
    return undefined; // gone between the listing and the read
  }
}

/** User + system CPU time (ms) a process has used so far; 0 once it has exited. */
export function processCpuMs(pid: number): number {
  return readStat(pid)?.cpuMs ?? 0;
}

/**
 * CPU time (ms) the whole machine has been busy so far, every core summed (/proc/stat): user, nice,
 * system, interrupts and steal (time the hypervisor gave to another guest), so idle and I/O wait are out.
 */
export function machineBusyMs(): number {
  try {
    const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .slice(0, 200)
      .split('\n')[0]!
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const ticks = [user, nice, system, irq, softirq, steal].reduce<number>((sum, t) => sum + (t ?? 0), 0);
    return (ticks * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0; // not Linux
  }
}

/**
 * The CPU time a group of processes (by command name) spends from now on, processes that start or end
 * on the way included. /proc forgets a process's time when it ends, so each one is read every
 * `sampleEveryMs` and an ended one counts up to its last reading: at most that much of its time is
 * missed. (Summing the group at the start and at the end instead takes a process that ended in
 * between out of the end's sum with all its time, and the figure can fall below zero.) A reading of
 * every process costs the bench about 1.7 ms of CPU with 100 processes: 1% of a core every 200 ms.
 */
export class ProcessGroupCpu {
  /** CPU time at the first reading, by `pid:startTime`; a process first seen later started at 0. */
  private readonly atStart = new Map<string, number>();
  private readonly latest = new Map<string, number>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly comm: string,
    sampleEveryMs = 200,
  ) {
    this.sample();
    for (const [key, ms] of this.latest) this.atStart.set(key, ms);
    this.timer = setInterval(() => this.sample(), sampleEveryMs);
    this.timer.unref();
  }

  /** Stops reading; answers the group's CPU time (ms) since the meter began. */
  stop(): number {
    clearInterval(this.timer);
    this.sample();
    let total = 0;
    for (const [key, ms] of this.latest) total += ms - (this.atStart.get(key) ?? 0);
    return total;
  }

  private sample(): void {
    for (const pid of readdirSync('/proc')) {
      // Every process is read each time: a process's name can change (on exec, or by setting its title).
      if (!/^\d+$/.test(pid)) continue;
      const stat = readStat(pid);
      if (stat?.comm === this.comm) this.latest.set(`${pid}:${stat.startTime}`, stat.cpuMs);
    }
  }
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
 * a REST request in one session), so builds are still compared in alternating runs. Postgres is every
 * process named `postgres` on this machine, backends that start or end during the stretch included.
 */
export function cpuMeter(pid: number): { stop: (requests: number) => CpuPerRequest } {
  const app = processCpuMs(pid);
  const postgres = new ProcessGroupCpu('postgres');
  return {
    stop: (requests) => {
      const per = (ms: number) => (requests > 0 ? Math.round((ms * 1000) / requests) : 0);
      return { appUs: per(processCpuMs(pid) - app), postgresUs: per(postgres.stop()) };
    },
  };
}
