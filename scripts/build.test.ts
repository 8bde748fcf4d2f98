/** The server build `npm start` and the Docker image run (`scripts/build.mjs`), made into a temporary folder. */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimDataDir } from '../src/server/cli/cli-socket';
import { buildServer, SERVER_ENV, SERVER_NODE_FLAGS } from './build.mjs';

// Inside the project, so that the bundles find node_modules as they do in dist/server.
mkdirSync('dist', { recursive: true });
const dir = mkdtempSync(join('dist', 'build-test-'));
let code = '';

beforeAll(async () => {
  await buildServer(dir);
  code = readFileSync(join(dir, 'main.js'), 'utf8');
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the server bundle', () => {
  it("carries React Router's production build instead of importing the package's development one", () => {
    expect(code).toMatch(/ENABLE_DEV_WARNINGS = false/);
    expect(code).not.toMatch(/ENABLE_DEV_WARNINGS = true/);
    expect(code).not.toMatch(/from ["']react-router["']/);
  });

  it('leaves the other packages in node_modules: React stays one copy, shared with React Router', () => {
    expect(code).toMatch(/from ["']react["']/);
    expect(code).toMatch(/from ["']fastify["']/);
  });
});

describe('the operator CLI bundle', () => {
  it('runs with plain node, no TypeScript loader, and lists the commands', () => {
    const result = spawnSync(process.execPath, [join(dir, 'cli.js'), '--help'], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/games:create/);
    expect(result.stdout).toMatch(/db:backup/);
  });

  it('stops quietly when the reader of its output goes away (`| head`)', async () => {
    const data = mkdtempSync(join(tmpdir(), 'spelldown-cli-pipe-'));
    try {
      const child = spawn(process.execPath, [join(dir, 'cli.js'), 'words:report'], {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, DATA_DIR: data, DATABASE_URL: '' },
      });
      child.stdout.destroy(); // the reader is gone before the first line
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const [code] = (await once(child, 'exit')) as [number | null];
      expect(stderr).toBe('');
      expect(code).toBe(0);
    } finally {
      rmSync(data, { recursive: true, force: true });
    }
  }, 60_000);

  it('answers a usage error with exit 1 and one line', () => {
    for (const args of [['nosuch:cmd'], ['accounts:create'], ['games:create', '--bogus']]) {
      const result = spawnSync(process.execPath, [join(dir, 'cli.js'), ...args], { encoding: 'utf8' });
      expect(result.status, args.join(' ')).toBe(1);
      expect(result.stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
    }
  });
});

describe('start.sh, which starts the server where `npm start` does not (the Docker image)', () => {
  // A stand-in `node` first on the PATH reports how it was started: its pid, arguments and environment.
  const bin = join(dir, 'fake-bin');
  beforeAll(() => {
    mkdirSync(bin);
    const names = Object.keys(SERVER_ENV);
    const report = names.map((name) => `echo "env ${name}=\${${name}-unset}"`).join('\n');
    writeFileSync(join(bin, 'node'), `#!/bin/sh\necho "pid $$"\nfor a in "$@"; do echo "arg $a"; done\n${report}\n`);
    chmodSync(join(bin, 'node'), 0o755);
  });

  function start(env: Record<string, string> = {}) {
    const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !(name in SERVER_ENV)));
    const result = spawnSync(join(dir, 'start.sh'), ['--extra'], {
      encoding: 'utf8',
      env: { ...clean, PATH: `${bin}:${process.env.PATH}`, ...env },
    });
    expect(result.status).toBe(0);
    const lines = result.stdout.trim().split('\n');
    const values = (kind: string) => lines.filter((l) => l.startsWith(`${kind} `)).map((l) => l.slice(kind.length + 1));
    return { pid: result.pid, reported: Number(values('pid')[0]), args: values('arg'), env: values('env') };
  }

  it('runs node in its own place (exec) with SERVER_NODE_FLAGS, main.js beside it, and passes arguments on', () => {
    const run = start();
    expect(run.reported).toBe(run.pid);
    expect(run.args).toEqual([...SERVER_NODE_FLAGS, join(dir, 'main.js'), '--extra']);
  });

  it("sets SERVER_ENV, and an operator's own value wins, even an empty one", () => {
    expect(start().env).toEqual(Object.entries(SERVER_ENV).map(([name, value]) => `${name}=${value}`));
    const own = Object.fromEntries(Object.keys(SERVER_ENV).map((name) => [name, '65536']));
    expect(start(own).env).toEqual(Object.keys(SERVER_ENV).map((name) => `${name}=65536`));
    const empty = Object.fromEntries(Object.keys(SERVER_ENV).map((name) => [name, '']));
    expect(start(empty).env).toEqual(Object.keys(SERVER_ENV).map((name) => `${name}=`));
  });
});

describe('the HEALTHCHECK bundle', () => {
  const probe = async (env: Record<string, string>) => {
    const child = spawn(process.execPath, [join(dir, 'healthcheck.js')], {
      env: { PATH: process.env.PATH, ...env },
      stdio: 'ignore',
    });
    const [status] = (await once(child, 'exit')) as [number | null];
    return status;
  };

  it('passes when /healthz answers at the configured port, through loopback for HOST=0.0.0.0, and fails when not', async () => {
    const server = createHttpServer((request, response) => {
      response.statusCode = request.url === '/healthz' ? 200 : 404;
      response.end();
    }).listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    try {
      expect(await probe({ HOST: '0.0.0.0', PORT: String(port) })).toBe(0);
      expect(await probe({ HOST: '127.0.0.1', PORT: String(port) })).toBe(0);
      // Bound to one address, the server is not on loopback: the probe goes where it listens.
      expect(await probe({ HOST: '127.0.0.2', PORT: String(port) })).toBe(1);
    } finally {
      server.close();
    }
    expect(await probe({ HOST: '0.0.0.0', PORT: String(port) })).toBe(1);
  });
});

describe('the server, started with a place it cannot use', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'spelldown-start-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  /** Starts main.js on the embedded database; it must stop by itself, with one line on stderr. */
  async function failedStart(env: Record<string, string>) {
    const { DATABASE_URL: _ignored, ...inherited } = process.env;
    const child = spawn(process.execPath, [join(dir, 'main.js')], {
      env: { ...inherited, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    const [status] = (await once(child, 'exit')) as [number | null];
    clearTimeout(timer);
    return { status, lines: stderr.trim().split('\n') };
  }

  it('names DATA_DIR when the folder cannot be made, instead of hanging', async () => {
    const { status, lines } = await failedStart({ DATA_DIR: '/proc/spelldown-nope' });
    expect(status).toBe(1);
    expect(lines).toEqual([
      expect.stringMatching(/^Spelldown could not start: DATA_DIR=\/proc\/spelldown-nope .*ENOENT/),
    ]);
  }, 70_000);

  it('refuses a DATA_DIR another process holds, before opening its database', async () => {
    const held = await claimDataDir(dataDir, 'busy');
    try {
      const { status, lines } = await failedStart({});
      expect(status).toBe(1);
      expect(lines).toEqual([
        `Spelldown could not start: DATA_DIR=${dataDir} is in use by another Spelldown process (a server or a CLI command): stop it, or give this one another DATA_DIR`,
      ]);
    } finally {
      await held.release();
    }
  }, 70_000);

  it('names HOST and PORT when the server cannot listen there', async () => {
    const host = await failedStart({ HOST: 'spelldown-nope.invalid' });
    expect(host.status).toBe(1);
    expect(host.lines).toEqual([
      expect.stringMatching(/^Spelldown could not start: .*HOST=spelldown-nope\.invalid PORT=0: .*ENOTFOUND/),
    ]);
    // It let go of the folder as a stop does: no socket is left for the next start to find.
    expect(existsSync(join(dataDir, 'cli.sock'))).toBe(false);

    const taken = createServer().listen(0, '127.0.0.1');
    await once(taken, 'listening');
    const { port } = taken.address() as AddressInfo;
    try {
      const busy = await failedStart({ PORT: String(port) });
      expect(busy.status).toBe(1);
      expect(busy.lines).toEqual([
        expect.stringMatching(new RegExp(`HOST=127\\.0\\.0\\.1 PORT=${port}: .*EADDRINUSE`)),
      ]);
    } finally {
      taken.close();
    }
  }, 130_000);
});
