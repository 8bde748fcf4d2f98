import { readFileSync } from 'node:fs';
import { startApp, type ServerProcess } from '../../scripts/lib/app-process.mjs';

/** The real app (`node --import tsx src/server/main.ts`, with the server's flags) as a child process. */
export class AppProcess {
  private constructor(private readonly server: ServerProcess) {}

  static async start(env: Record<string, string>): Promise<AppProcess> {
    const server = await startApp({
      fromSource: true,
      env: {
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '100000',
        ADMIN_EMAIL: 'resilience-admin@spelldown.test',
        ADMIN_PASSWORD: 'Resilient1',
        ...env,
      },
    });
    return new AppProcess(server);
  }

  get child() {
    return this.server.child;
  }

  get baseUrl(): string {
    return this.server.url;
  }

  get pid(): number {
    return this.server.pid;
  }

  get log(): string {
    return this.server.output;
  }

  /** Resident memory in MB, read from /proc. */
  rssMb(): number {
    const status = readFileSync(`/proc/${this.pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  }

  kill(signal: NodeJS.Signals): Promise<number | null> {
    return this.server.kill(signal);
  }
}
