import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
/** Below Linux's ephemeral range (32768–60999), so no outgoing connection can be holding the port. */
const PORTS = { from: 25_432, count: 5_000 };
const START_TRIES = 4;

/**
 * A private Postgres cluster the resilience suite may stop and start at will (the machine's shared
 * server must not be disturbed). As root, the cluster runs as the `postgres` user.
 */
export class PgCluster {
  readonly dir: string;
  readonly port: number;

  private constructor(dir: string, port: number) {
    this.dir = dir;
    this.port = port;
  }

  /** A port taken by something else fails the start; the next try takes another port. */
  static create(): PgCluster {
    const dir = mkdtempSync(join(tmpdir(), 'spelldown-pg-'));
    try {
      chmodSync(dir, 0o700);
      if (isRoot()) chownSync(dir, postgresUid(), postgresGid());
      runPgTool('initdb', ['-D', join(dir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
      for (let attempt = 1; ; attempt += 1) {
        const cluster = new PgCluster(dir, PORTS.from + Math.floor(Math.random() * PORTS.count));
        try {
          cluster.start();
          return cluster;
        } catch (error) {
          if (attempt >= START_TRIES) throw error;
        }
      }
    } catch (error) {
      rmSync(dir, { recursive: true, force: true });
      throw error;
    }
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  start(): void {
    this.run('pg_ctl', [
      '-D',
      join(this.dir, 'data'),
      '-l',
      join(this.dir, 'server.log'),
      '-o',
      `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
      '-w',
      'start',
    ]);
  }

  /** `immediate` is a crash; `fast` ends connections politely. */
  stop(mode: 'fast' | 'immediate' = 'immediate'): void {
    if (!existsSync(join(this.dir, 'data', 'postmaster.pid'))) return;
    this.run('pg_ctl', ['-D', join(this.dir, 'data'), '-m', mode, '-w', 'stop']);
  }

  destroy(): void {
    try {
      this.stop('immediate');
    } finally {
      rmSync(this.dir, { recursive: true, force: true });
    }
  }

  private run(tool: string, args: string[]): void {
    runPgTool(tool, args, () => this.serverLogTail());
  }

  private serverLogTail(): string {
    const log = join(this.dir, 'server.log');
    return existsSync(log) ? readFileSync(log, 'utf8').split('\n').slice(-12).join('\n') : '';
  }
}

/** Runs a Postgres tool, as the `postgres` user when root; a failure throws with its output and `more()`. */
function runPgTool(tool: string, args: string[], more: () => string = () => ''): void {
  const command = join(BIN, tool);
  const result = isRoot()
    ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
    : spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${tool} failed: ${result.stderr || result.stdout}\n${more()}`);
}

function isRoot(): boolean {
  return process.getuid?.() === 0;
}

function postgresUid(): number {
  return Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
}

function postgresGid(): number {
  return Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
}
