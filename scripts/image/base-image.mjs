/**
 * The base image `npm run test:image` builds on: the Dockerfile's own (`node:20-bookworm-slim`) when Docker
 * has it or can pull it, otherwise a stand-in made here once and kept (a machine without access to Docker
 * Hub still builds and runs the real Dockerfile). The stand-in is what the official image is made of, as
 * far as Spelldown can tell: Debian bookworm (`debootstrap --variant=minbase`), Node and npm at
 * /usr/local, and a `node` user with uid and gid 1000. Node and npm are this machine's own, and so is its
 * CA bundle, which npm and Node trust inside the build (a registry reached through a proxy with its own
 * certificate authority works there as it does here).
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, chownSync, copyFileSync, cpSync, mkdirSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { existsSync } from 'node:fs';
import { join, dirname } from 'node:path';

export const OFFICIAL_BASE = 'node:20-bookworm-slim';
const CA_BUNDLE = '/etc/ssl/certs/ca-certificates.crt';
const MIRROR = process.env.DEBIAN_MIRROR || 'http://deb.debian.org/debian';

/** Runs a command; throws with its output when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options });
  if (result.error) throw new Error(`${command} ${args.join(' ')}: ${result.error.message}`);
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim().split('\n').slice(-20).join('\n');
    throw new Error(`${command} ${args.slice(0, 3).join(' ')} failed (exit ${result.status}):\n${output}`);
  }
  return result.stdout ?? '';
}

const succeeds = (command, args, options = {}) =>
  spawnSync(command, args, { stdio: 'ignore', ...options }).status === 0;

export const hasImage = (tag) => succeeds('docker', ['image', 'inspect', tag]);

/** The stand-in's tag names the Node it carries, so a machine whose Node changes makes a new one. */
export const standInTag = () => `spelldown-base-standin:node${process.versions.node}-bookworm`;

/**
 * The tag to pass as the Dockerfile's BASE_IMAGE: the official image when present or pullable,
 * else the cached stand-in, made now if missing. `log` receives one line per step.
 */
export function resolveBaseImage(log) {
  if (process.env.BASE_IMAGE) return process.env.BASE_IMAGE;
  if (hasImage(OFFICIAL_BASE)) return OFFICIAL_BASE;
  log(`pulling ${OFFICIAL_BASE}…`);
  if (succeeds('docker', ['pull', '--quiet', OFFICIAL_BASE], { timeout: 120_000 })) return OFFICIAL_BASE;
  const tag = standInTag();
  if (hasImage(tag)) {
    log(`${OFFICIAL_BASE} cannot be pulled; using the stand-in ${tag} made earlier`);
    return tag;
  }
  log(`${OFFICIAL_BASE} cannot be pulled; making the stand-in ${tag} (debootstrap, a few minutes, once)`);
  buildStandIn(tag);
  return tag;
}

function buildStandIn(tag) {
  if (process.getuid?.() !== 0) throw new Error('making the stand-in base image needs root (debootstrap)');
  if (!succeeds('debootstrap', ['--version'])) {
    throw new Error('making the stand-in base image needs debootstrap (apt-get install -y debootstrap)');
  }
  const rootfs = mkdtempSync('/var/tmp/spelldown-base-');
  try {
    run('debootstrap', ['--variant=minbase', 'bookworm', rootfs, MIRROR]);
    // Node and npm where the official image has them.
    mkdirSync(join(rootfs, 'usr/local/bin'), { recursive: true });
    copyFileSync(process.execPath, join(rootfs, 'usr/local/bin/node'));
    const npmDir = dirname(dirname(realpathSync(run('sh', ['-c', 'command -v npm']).trim())));
    cpSync(npmDir, join(rootfs, 'usr/local/lib/node_modules/npm'), { recursive: true });
    run('ln', ['-s', '../lib/node_modules/npm/bin/npm-cli.js', join(rootfs, 'usr/local/bin/npm')]);
    run('ln', ['-s', '../lib/node_modules/npm/bin/npx-cli.js', join(rootfs, 'usr/local/bin/npx')]);
    mkdirSync(join(rootfs, 'etc/ssl/certs'), { recursive: true });
    if (existsSync(CA_BUNDLE)) copyFileSync(CA_BUNDLE, join(rootfs, 'etc/ssl/certs/ca-certificates.crt'));
    // The official image's user: `useradd --uid 1000 --gid node --create-home node`.
    appendFileSync(join(rootfs, 'etc/passwd'), 'node:x:1000:1000::/home/node:/bin/bash\n');
    appendFileSync(join(rootfs, 'etc/group'), 'node:x:1000:\n');
    appendFileSync(join(rootfs, 'etc/shadow'), 'node:!:20000::::::\n');
    mkdirSync(join(rootfs, 'home/node'), { mode: 0o755 });
    chownSync(join(rootfs, 'home/node'), 1000, 1000);
    for (const dir of ['var/lib/apt/lists', 'var/cache/apt/archives']) {
      run('find', [
        join(rootfs, dir),
        '-mindepth',
        '1',
        '-maxdepth',
        '1',
        '!',
        '-name',
        'partial',
        '-exec',
        'rm',
        '-rf',
        '{}',
        '+',
      ]);
    }
    const changes = [
      'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
      `ENV NODE_VERSION=${process.versions.node}`,
      `ENV NODE_EXTRA_CA_CERTS=${CA_BUNDLE}`,
      `ENV NPM_CONFIG_CAFILE=${CA_BUNDLE}`,
      'CMD ["node"]',
    ].flatMap((change) => ['--change', change]);
    // Device nodes stay out: Docker makes /dev, /proc and /sys itself.
    const tar = `tar --numeric-owner --exclude=./dev/* --exclude=./proc/* --exclude=./sys/* -C ${rootfs} -c .`;
    run('sh', ['-c', `${tar} | docker import ${changes.map((c) => `'${c}'`).join(' ')} - ${tag}`]);
  } finally {
    rmSync(rootfs, { recursive: true, force: true });
  }
}
