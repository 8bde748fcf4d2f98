import { readFileSync } from 'node:fs';

/** Resident memory (VmRSS) of a process, sampled every 500 ms from /proc (Linux). */
export class RssSampler {
  maxKb = 0;
  lastKb = 0;
  samples = 0;
  /** The peak since the last takeWindow() (per scenario). */
  private windowKb = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly pid: number) {}

  start(): void {
    this.sample();
    this.timer = setInterval(() => this.sample(), 500);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** Forgets the start-up peak (seeding start, bank load): the budget is about serving. */
  reset(): void {
    this.maxKb = 0;
    this.samples = 0;
    this.sample();
  }

  get maxMb(): number {
    return Math.round(this.maxKb / 1024);
  }

  /** The peak (MB) since the previous call, and a new window from now. */
  takeWindow(): number {
    this.sample();
    const peak = Math.round(this.windowKb / 1024);
    this.windowKb = this.lastKb;
    return peak;
  }

  private sample(): void {
    try {
      const status = readFileSync(`/proc/${this.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      this.lastKb = kb;
      this.maxKb = Math.max(this.maxKb, kb);
      this.windowKb = Math.max(this.windowKb, kb);
      this.samples += 1;
    } catch {
      // the process has exited
    }
  }
}
