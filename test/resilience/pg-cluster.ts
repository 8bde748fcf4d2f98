import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

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

  static create(port = 55_432 + Math.floor(Math.random() * 1000)): PgCluster {
    const dir = mkdtempSync(join(tmpdir(), 'spelldown-pg-'));
    chmodSync(dir, 0o700);
    const cluster = new PgCluster(dir, port);
    if (isRoot()) chownSync(dir, postgresUid(), postgresGid());
    cluster.run('initdb', ['-D', join(dir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    cluster.start();
    return cluster;
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
    const command = join(BIN, tool);
    const result = isRoot()
      ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
      : spawnSync(command, args, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${tool} failed: ${result.stderr || result.stdout}`);
  }
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
