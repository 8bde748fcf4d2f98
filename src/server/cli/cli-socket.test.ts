import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { claimDataDir, cliSocketPath, DataDirInUse, runThroughServer, type DataDirClaim } from './cli-socket';

const quiet = { line: () => undefined, progress: () => undefined };

describe('claiming DATA_DIR', () => {
  let dataDir: string;
  const claims: DataDirClaim[] = [];
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'spelldown-claim-'));
  });
  afterEach(async () => {
    await Promise.all(claims.splice(0).map((claim) => claim.release()));
    rmSync(dataDir, { recursive: true, force: true });
  });
  const claim = async (busy = 'busy') => {
    const held = await claimDataDir(dataDir, busy);
    claims.push(held);
    return held;
  };

  it('refuses a second process while the first holds the folder, and lets it go on release', async () => {
    const first = await claim();
    const second = claimDataDir(dataDir, 'busy');
    await expect(second).rejects.toBeInstanceOf(DataDirInUse);
    await expect(second).rejects.toThrow(`DATA_DIR=${dataDir} is in use by another Spelldown process`);
    // The refused claim did not take the holder's socket away: commands still reach the holder.
    await expect(runThroughServer(dataDir, 'accounts:list', {}, quiet)).rejects.toThrow('busy');

    await claims.splice(claims.indexOf(first), 1)[0]!.release();
    expect(existsSync(cliSocketPath(dataDir))).toBe(false);
    await expect(claim()).resolves.toBeDefined();
  });

  it("answers a command sent before the server serves with the holder's busy line", async () => {
    await claim('The server is still starting: try again in a moment.');
    await expect(runThroughServer(dataDir, 'accounts:list', {}, quiet)).rejects.toThrow(
      'The server is still starting: try again in a moment.',
    );
  });

  it('takes over the socket of a process that died holding the folder', async () => {
    const path = cliSocketPath(dataDir);
    // A process that listens on the socket and is killed: its socket file stays, answering no one.
    const holder = spawn(process.execPath, [
      '-e',
      `require('node:net').createServer().listen(${JSON.stringify(path)}, () => process.kill(process.pid, 'SIGKILL'))`,
    ]);
    await once(holder, 'exit');
    expect(existsSync(path)).toBe(true);

    await expect(runThroughServer(dataDir, 'accounts:list', {}, quiet)).resolves.toBe(false);
    await expect(claim()).resolves.toBeDefined();
    await expect(runThroughServer(dataDir, 'accounts:list', {}, quiet)).rejects.toThrow('busy');
  });

  it('names DATA_DIR when the folder cannot be made', async () => {
    await expect(claimDataDir('/proc/spelldown-nope', 'busy')).rejects.toThrow(
      /^DATA_DIR=\/proc\/spelldown-nope cannot be used: .*ENOENT/,
    );
  });
});
