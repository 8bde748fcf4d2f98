import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../../scripts/build.mjs';
import { freePort } from '../test/free-port';

/** The real app (`node --import tsx src/server/main.ts`, with the server's flags) as a child process. */
export class AppProcess {
  private output = '';

  private constructor(
    readonly child: ChildProcess,
    readonly baseUrl: string,
  ) {
    child.stdout?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
  }

  static async start(env: Record<string, string>): Promise<AppProcess> {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', ...SERVER_NODE_FLAGS, 'src/server/main.ts'], {
      env: {
        ...process.env,
        ...SERVER_ENV,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '100000',
        ADMIN_EMAIL: 'resilience-admin@spelldown.test',
        ADMIN_PASSWORD: 'Resilient1',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const app = new AppProcess(child, `http://127.0.0.1:${port}`);
    await app.waitUntilReady(60_000);
    return app;
  }

  get pid(): number {
    return this.child.pid ?? -1;
  }

  get log(): string {
    return this.output;
  }

  async waitUntilReady(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null)
        throw new Error(`app exited (${this.child.exitCode}): ${this.output.slice(-2000)}`);
      try {
        if ((await fetch(`${this.baseUrl}/readyz`, { signal: AbortSignal.timeout(1000) })).ok) return;
      } catch {
        // not yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`app not ready: ${this.output.slice(-2000)}`);
  }

  /** Resident memory in MB, read from /proc. */
  rssMb(): number {
    const status = readFileSync(`/proc/${this.pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  }

  kill(signal: NodeJS.Signals): Promise<number | null> {
    if (this.child.exitCode !== null) return Promise.resolve(this.child.exitCode);
    const exited = new Promise<number | null>((resolve) => this.child.once('exit', (code) => resolve(code)));
    this.child.kill(signal);
    return exited;
  }
}
