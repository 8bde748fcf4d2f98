/**
 * `npm run test:image`: builds the Docker image and runs it as the README tells an operator to, with a
 * read-only root file system, a tmpfs at /tmp and only /data writable. On the embedded database it checks
 * that a start reaches /readyz without building anything, that the server runs as uid 1000 with its node
 * flags and environment, that a game page, its audio and WordNet's definitions are served, that the CLI
 * works through `docker exec` (lent the server's database over its socket), that the HEALTHCHECK passes
 * and that SIGTERM stops it without Docker killing it; then, if a Postgres answers (TEST_DATABASE_URL, default the machine's
 * 127.0.0.1:5432), two instances on one new database of it. It prints the image size, the time from
 * `docker run` to ready and the memory after start. Not part of `npm test`: it needs Docker.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { readMp3Info } from '../../src/server/features/audio/tts/mp3-info.ts';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../build.mjs';
import { resolveBaseImage, run } from './base-image.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const IMAGE = process.env.IMAGE_TAG || 'spelldown:test';
const PREFIX = `spelldown-test-image-${process.pid}`;
const ADMIN = { email: 'admin@image.spelldown.test', password: `Image-admin-1-${randomBytes(6).toString('hex')}` };
const READY_TIMEOUT_MS = 180_000;
const AUDIO_TIMEOUT_MS = 180_000;

const log = (line) => process.stdout.write(`test:image: ${line}\n`);
const ok = (line) => process.stdout.write(`  ok  ${line}\n`);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

class CheckFailed extends Error {}
function expect(condition, message) {
  if (!condition) throw new CheckFailed(message);
}

const docker = (...args) => run('docker', args).trim();
/** `docker exec` (as the image's user unless `options.user`); its status and output, never throws. */
function exec(container, command, options = {}) {
  const user = options.user ? ['--user', options.user] : [];
  const result = spawnSync('docker', ['exec', ...user, container, ...command], { encoding: 'utf8' });
  return { status: result.status, out: `${result.stdout}${result.stderr}`.trim(), stdout: result.stdout.trim() };
}

const cleanups = [];
async function cleanUp() {
  while (cleanups.length > 0) {
    try {
      await cleanups.pop()();
    } catch {
      // best effort: the rest still runs
    }
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function request(baseUrl, path, { token, cookie, body, method } = {}) {
  const headers = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (cookie) headers.cookie = cookie;
  if (body) headers['content-type'] = 'application/json';
  return fetch(`${baseUrl}${path}`, {
    method: method ?? (body ? 'POST' : 'GET'),
    headers,
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(30_000),
  });
}

// ---------------------------------------------------------------------------------------------------------
// The image

function buildImage() {
  const info = spawnSync('docker', ['version', '--format', '{{.Server.Version}}'], { encoding: 'utf8' });
  if (info.status !== 0) {
    throw new CheckFailed('no Docker daemon answers (install docker.io and start dockerd)');
  }
  const base = resolveBaseImage(log);
  const previous = spawnSync('docker', ['image', 'inspect', '-f', '{{.Id}}', IMAGE], {
    encoding: 'utf8',
  }).stdout.trim();
  log(`building ${IMAGE} on ${base}`);
  const started = performance.now();
  const build = spawnSync('docker', ['build', '--build-arg', `BASE_IMAGE=${base}`, '-t', IMAGE, '.'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (build.status !== 0) {
    const output = `${build.stdout ?? ''}${build.stderr ?? ''}`;
    const buildLog = join(mkdtempSync(join(tmpdir(), 'spelldown-image-')), 'build.log');
    writeFileSync(buildLog, output);
    throw new CheckFailed(
      `docker build failed (whole log: ${buildLog}):\n${output.trim().split('\n').slice(-30).join('\n')}`,
    );
  }
  const buildMs = performance.now() - started;
  const current = docker('image', 'inspect', '-f', '{{.Id}}', IMAGE);
  // The image this one replaces would linger untagged at every rebuild.
  if (previous && previous !== current) spawnSync('docker', ['rmi', previous], { stdio: 'ignore' });
  const config = JSON.parse(docker('image', 'inspect', '-f', '{{json .Config}}', IMAGE));
  expect(config.User === 'node', `the image's USER is ${JSON.stringify(config.User)}, not node`);
  expect(config.Healthcheck?.Test?.length > 1, 'the image has no HEALTHCHECK');
  const size = Number(docker('image', 'inspect', '-f', '{{.Size}}', IMAGE));
  ok(`built in ${seconds(buildMs)}; ${(size / 1e6).toFixed(0)} MB; USER node; HEALTHCHECK set`);
  return { base, buildMs, size, healthcheck: config.Healthcheck.Test };
}

// ---------------------------------------------------------------------------------------------------------
// A container

/** Starts a container read-only and waits for /readyz; resolves to how long that took from `docker run`. */
async function startContainer(name, runArgs, baseUrl) {
  const started = performance.now();
  run('docker', ['run', '-d', '--name', name, '--read-only', '--tmpfs', '/tmp', ...runArgs, IMAGE]);
  cleanups.push(() => spawnSync('docker', ['rm', '-f', '-v', name], { stdio: 'ignore' }));
  return waitReady(name, baseUrl, started);
}

async function waitReady(name, baseUrl, started) {
  while (performance.now() - started < READY_TIMEOUT_MS) {
    try {
      if ((await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(5_000) })).ok) {
        return performance.now() - started;
      }
    } catch {
      // not listening yet
    }
    const state = docker('inspect', '-f', '{{.State.Status}} {{.State.ExitCode}}', name);
    if (!state.startsWith('running')) throw new CheckFailed(`${name} stopped before it was ready (${state})`);
    await sleep(100);
  }
  throw new CheckFailed(`${name} was not ready within ${seconds(READY_TIMEOUT_MS)}`);
}

function containerLog(name) {
  const result = spawnSync('docker', ['logs', name], { encoding: 'utf8' });
  return result.status === 0 ? `${result.stdout}${result.stderr}` : '';
}

/** Memory of the container (what `docker stats` counts) and of the server process alone. */
function memory(name) {
  const stats = docker('stats', '--no-stream', '--format', '{{.MemUsage}}', name).split(' / ')[0];
  const rss = /VmRSS:\s+(\d+) kB/.exec(exec(name, ['cat', '/proc/1/status']).out)?.[1];
  return { container: stats, serverMb: rss ? Math.round(Number(rss) / 1024) : undefined };
}

function checkStartsWithoutBuilding(name) {
  const startLog = containerLog(name);
  expect(!/Building the/.test(startLog), `the start log shows a build:\n${startLog.slice(0, 2000)}`);
  const tools = exec(name, ['sh', '-c', 'ls -d node_modules/vite node_modules/esbuild node_modules/tsx 2>/dev/null']);
  expect(tools.stdout === '', `the image still carries build tools: ${tools.stdout}`);
  const argv = exec(name, ['cat', '/proc/1/cmdline']).stdout.split('\0').filter(Boolean);
  const expected = ['node', ...SERVER_NODE_FLAGS, '/app/dist/server/main.js'];
  expect(
    JSON.stringify(argv) === JSON.stringify(expected),
    `process 1 is ${JSON.stringify(argv)}, not ${JSON.stringify(expected)}`,
  );
  const environ = exec(name, ['cat', '/proc/1/environ']).stdout.split('\0');
  for (const [key, value] of Object.entries(SERVER_ENV)) {
    expect(environ.includes(`${key}=${value}`), `the server runs without ${key}=${value}`);
  }
  ok(`no build at start: process 1 is \`${argv.join(' ')}\` with ${Object.keys(SERVER_ENV).join(', ')}`);
}

function checkLockedDown(name) {
  expect(docker('inspect', '-f', '{{.HostConfig.ReadonlyRootfs}}', name) === 'true', 'the root is not read-only');
  // As root, whom file modes do not stop: only the read-only mount does.
  for (const path of ['/app/dist/server/main.js', '/probe', '/home/node/probe']) {
    const write = exec(name, ['touch', path], { user: '0' });
    expect(write.status !== 0 && /Read-only file system/.test(write.out), `${path} is writable: ${write.out}`);
  }
  const data = exec(name, ['sh', '-c', 'touch /data/.probe && rm /data/.probe && touch /tmp/.probe']);
  expect(data.status === 0, `/data or /tmp is not writable: ${data.out}`);
  const uids = /Uid:\s+(.*)/
    .exec(exec(name, ['cat', '/proc/1/status']).out)?.[1]
    .trim()
    .split(/\s+/);
  expect(
    uids?.every((uid) => uid === '1000'),
    `the server runs with uids ${uids?.join(' ')}`,
  );
  expect(exec(name, ['id', '-u']).stdout === '1000', '`docker exec` does not run as uid 1000');
  ok('read-only root (only /data and /tmp writable); the server and `docker exec` run as uid 1000');
}

async function login(baseUrl, account) {
  const res = await request(baseUrl, '/api/login', { body: account });
  expect(res.status === 200, `login as ${account.email} answered ${res.status}`);
  return (await res.json()).id;
}

/** MPEG audio frames, found past the ID3 padding tag a clip opens with (the app's own reader). */
const isMp3 = (bytes) => readMp3Info(bytes).frames > 0;

/**
 * Today's game page (from `pageUrl`) and its first clip (from `apiUrl`, served by the container `apiName`).
 * The clip is spoken by the eSpeak worker in the background: pending, it answers 503; failed, 404 until it
 * is tried again (after 30 s). On a machine loaded far past its cores, the worker, at the lowest CPU
 * priority, can keep timing out: when that is the only failure its server logged (so the worker and its
 * WebAssembly loaded and ran), the check says so instead of failing. Any other answer fails.
 */
async function checkServesAGame(pageUrl, apiUrl, apiName, token) {
  const game = await (await request(apiUrl, '/api/games/daily', { token })).json();
  const clip = game.words?.[0]?.audioUrls?.canonical;
  expect(typeof clip === 'string', `today's game has no audio: ${JSON.stringify(game).slice(0, 200)}`);
  const page = await request(pageUrl, '/daily', { cookie: `sd_session=${token}` });
  const html = await page.text();
  expect(page.status === 200 && html.includes(clip), `/daily answered ${page.status} without today's game`);
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script && (await request(pageUrl, script)).status === 200, `the page's script ${script} is not served`);
  const started = performance.now();
  let answer;
  do {
    const res = await request(apiUrl, clip);
    const bytes = Buffer.from(await res.arrayBuffer());
    answer = { status: res.status, type: res.headers.get('content-type'), bytes };
    if (res.status !== 503 && res.status !== 404) break;
    await sleep(1_000);
  } while (performance.now() - started < AUDIO_TIMEOUT_MS);
  const waited = seconds(performance.now() - started);
  if (answer.status === 200) {
    expect(answer.type === 'audio/mpeg' && isMp3(answer.bytes), `${clip} is not an MP3 (${answer.type})`);
    ok(`today's game page, its script and an audio clip (${answer.bytes.length} bytes of MP3) are served`);
    return;
  }
  const failures = containerLog(apiName)
    .split('\n')
    .filter((line) => line.includes('audio clip synthesis failed'));
  const onlyTimeouts = failures.length > 0 && failures.every((line) => /espeak timed out after/.test(line));
  expect(
    (answer.status === 503 || answer.status === 404) && onlyTimeouts,
    `${clip} answered ${answer.status} ${answer.type} after ${waited}; synthesis failures: ${failures.slice(-3).join(' ') || 'none'}`,
  );
  ok(
    `today's game page and its script are served; its clip was not voiced in ${waited}: eSpeak timed out ` +
      `${failures.length} time(s) at the lowest CPU priority (load average ${loadavg()[0].toFixed(1)})`,
  );
}

async function checkWordNet(baseUrl, token) {
  const res = await request(baseUrl, '/api/admin/words/new/generate?word=garden', { token });
  const body = await res.json();
  expect(res.status === 200 && body.result?.definition, `WordNet generation answered ${res.status}`);
  ok(`WordNet's data is read (garden: "${body.result.definition.slice(0, 40)}…")`);
}

/** An invitation made by the CLI in one container, used to join through `joinUrl`. */
async function checkCli(name, joinUrl, how) {
  const games = exec(name, ['spelldown', 'games:create', '--days', '2']);
  expect(games.status === 0 && /game\(s\) created/.test(games.out), `spelldown games:create: ${games.out}`);
  const invite = exec(name, ['npm', 'run', '--silent', 'cli', '--', 'invites:create', '--count', '1']);
  const code = invite.stdout.split('\n').at(-1);
  expect(invite.status === 0 && /^[A-Z0-9-]{8,}$/.test(code ?? ''), `npm run cli -- invites:create: ${invite.out}`);
  const player = { email: `player-${randomBytes(4).toString('hex')}@image.spelldown.test`, password: ADMIN.password };
  const join = await request(joinUrl, '/api/join', { body: { ...player, code } });
  expect(join.status === 200, `joining with the CLI's invitation answered ${join.status}: ${await join.text()}`);
  ok(`the CLI works through docker exec (\`spelldown games:create\`, \`npm run cli -- invites:create\`), ${how}`);
  return player;
}

function checkHealthcheck(name, test) {
  const [kind, ...command] = test;
  const result = exec(name, kind === 'CMD-SHELL' ? ['sh', '-c', command[0]] : command);
  expect(result.status === 0, `the HEALTHCHECK command failed: ${result.out}`);
  ok('the HEALTHCHECK command passes');
}

/**
 * `docker stop` with more time than the server's own 10 s deadline, so that Docker never kills it. Exit 0 is
 * a clean stop. Exit 1 after "shutting down" is that deadline: work in hand (a clip being spoken, under a
 * heavy load) outlasted it; it is reported, not failed. Anything else (a crash, SIGKILL) fails.
 */
function stop(name) {
  const started = performance.now();
  docker('stop', '-t', '30', name);
  const ms = performance.now() - started;
  const code = docker('inspect', '-f', '{{.State.ExitCode}}', name);
  const deadline = code === '1' && /"msg":"shutting down"/.test(containerLog(name));
  expect(code === '0' || deadline, `${name} exited with ${code} on SIGTERM`);
  if (code === '0') ok(`SIGTERM stops ${name} with exit code 0 in ${seconds(ms)}`);
  else log(`note: ${name} did not finish its work in hand within its 10 s shutdown deadline (exit 1)`);
}

// ---------------------------------------------------------------------------------------------------------
// The runs

async function embedded(image) {
  const volume = `${PREFIX}-data`;
  docker('volume', 'create', volume);
  cleanups.push(() => spawnSync('docker', ['volume', 'rm', volume], { stdio: 'ignore' }));
  const name = `${PREFIX}-embedded`;
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  log(`embedded database: docker run --read-only --tmpfs /tmp -v ${volume}:/data -p 127.0.0.1:${port}:3000`);
  const readyMs = await startContainer(
    name,
    [
      '-v',
      `${volume}:/data`,
      '-p',
      `127.0.0.1:${port}:3000`,
      '-e',
      `ADMIN_EMAIL=${ADMIN.email}`,
      '-e',
      `ADMIN_PASSWORD=${ADMIN.password}`,
    ],
    baseUrl,
  );
  const memoryAtReady = memory(name);
  ok(
    `ready ${seconds(readyMs)} after docker run (a new database); memory ${memoryAtReady.container}, server ${memoryAtReady.serverMb} MB`,
  );
  checkStartsWithoutBuilding(name);
  checkLockedDown(name);
  const token = await login(baseUrl, ADMIN);
  await checkServesAGame(baseUrl, baseUrl, name, token);
  await checkWordNet(baseUrl, token);
  const player = await checkCli(name, baseUrl, "lent the server's database over its socket");
  await checkServesAGame(baseUrl, baseUrl, name, await login(baseUrl, player));
  const socket = exec(name, ['stat', '-c', '%a %u', '/data/cli.sock']).stdout;
  expect(socket === '600 1000', `the CLI socket is ${socket}, not 600 owned by 1000`);
  checkHealthcheck(name, image.healthcheck);
  const memoryAfterChecks = memory(name);
  stop(name);
  const restartStarted = performance.now();
  docker('start', name);
  const restartMs = await waitReady(name, baseUrl, restartStarted);
  const memoryAtRestart = memory(name);
  checkStartsWithoutBuilding(name);
  ok(
    `restarted on its data in ${seconds(restartMs)}; memory ${memoryAtRestart.container}, server ${memoryAtRestart.serverMb} MB`,
  );
  stop(name);
  return { readyMs, restartMs, memoryAtReady, memoryAfterChecks, memoryAtRestart };
}

function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port, timeout: 2_000 });
    const answer = (value) => {
      socket.destroy();
      resolve(value);
    };
    socket.once('connect', () => answer(true));
    socket.once('error', () => answer(false));
    socket.once('timeout', () => answer(false));
  });
}

async function postgres() {
  const adminUrl = new URL(process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test');
  if (!(await reachable(adminUrl.hostname, Number(adminUrl.port || 5432)))) {
    log(`Postgres: skipped, nothing answers at ${adminUrl.host}`);
    return undefined;
  }
  const database = PREFIX.replaceAll('-', '_');
  const client = new pg.Client({ connectionString: adminUrl.href });
  await client.connect();
  await client.query(`CREATE DATABASE ${database}`);
  cleanups.push(async () => {
    await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await client.end();
  });
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${database}`;
  const ports = [await freePort(), await freePort()];
  const urls = ports.map((port) => `http://127.0.0.1:${port}`);
  const names = [`${PREFIX}-pg-a`, `${PREFIX}-pg-b`];
  log(
    `Postgres: two instances on one new database (${databaseUrl.host}), --network host, ports ${ports.join(' and ')}`,
  );
  const env = [
    '-e',
    `DATABASE_URL=${databaseUrl.href}`,
    '-e',
    'HOST=127.0.0.1',
    '-e',
    `ADMIN_EMAIL=${ADMIN.email}`,
    '-e',
    `ADMIN_PASSWORD=${ADMIN.password}`,
  ];
  const readyMs = await Promise.all(
    names.map((name, i) => startContainer(name, ['--network', 'host', ...env, '-e', `PORT=${ports[i]}`], urls[i])),
  );
  const memories = names.map(memory);
  ok(
    `both ready ${readyMs.map(seconds).join(' and ')} after docker run; memory ${memories.map((m) => `${m.container} (server ${m.serverMb} MB)`).join(', ')}`,
  );
  checkStartsWithoutBuilding(names[0]);
  checkLockedDown(names[0]);
  const player = await checkCli(
    names[0],
    urls[1],
    'connected to Postgres itself; the other instance sees its invitation',
  );
  // The page from one instance, the clip from the other.
  await checkServesAGame(urls[0], urls[1], names[1], await login(urls[0], player));
  for (const name of names) stop(name);
  return { readyMs, memories };
}

async function main() {
  const started = performance.now();
  const image = buildImage();
  const embeddedRun = await embedded(image);
  const postgresRun = await postgres();
  log('figures:');
  log(`  image ${IMAGE}: ${(image.size / 1e6).toFixed(0)} MB on ${image.base}, built in ${seconds(image.buildMs)}`);
  log(
    `  embedded, new database: ready ${seconds(embeddedRun.readyMs)} after docker run, memory ${embeddedRun.memoryAtReady.container} (server ${embeddedRun.memoryAtReady.serverMb} MB); after the checks ${embeddedRun.memoryAfterChecks.container}`,
  );
  log(
    `  embedded, restart: ready ${seconds(embeddedRun.restartMs)}, memory ${embeddedRun.memoryAtRestart.container} (server ${embeddedRun.memoryAtRestart.serverMb} MB)`,
  );
  if (postgresRun) {
    log(
      `  Postgres, two instances: ready ${postgresRun.readyMs.map(seconds).join(' and ')}, memory ${postgresRun.memories.map((m) => m.container).join(' and ')}`,
    );
  }
  const load = loadavg().map((n) => n.toFixed(1));
  log(`  the machine's load average at the end: ${load.join(', ')} on ${availableParallelism()} cores`);
  log(`passed in ${seconds(performance.now() - started)}`);
}

let failed = false;
// fetch() does not hold the process open: waiting on a container whose port the Docker proxy accepts but
// nobody answers yet, Node would find nothing left to do and exit mid-test.
const keepAlive = setInterval(() => undefined, 60_000);
process.once('SIGINT', () => {
  void cleanUp().then(() => process.exit(130));
});
try {
  await main();
} catch (error) {
  failed = true;
  process.stderr.write(`test:image: FAILED: ${error instanceof CheckFailed ? error.message : error.stack}\n`);
  for (const name of [`${PREFIX}-embedded`, `${PREFIX}-pg-a`, `${PREFIX}-pg-b`]) {
    const output = containerLog(name);
    if (output.trim())
      process.stderr.write(`--- ${name}, last lines of its log:\n${output.trim().split('\n').slice(-30).join('\n')}\n`);
  }
} finally {
  await cleanUp();
  clearInterval(keepAlive);
}
process.exit(failed ? 1 : 0);
