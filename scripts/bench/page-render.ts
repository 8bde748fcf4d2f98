/**
 * What one server-rendered page costs the app, without HTTP or a load generator: the whole app in this
 * process (as the tests build it, production mode), one logged-in player, today's game with its clips,
 * and GET <path> through Fastify's `inject` (a page with the session's cookie, /api and /trpc with its
 * bearer token), one page after another. Prints the wall and CPU time per page
 * of each round, then their medians. On a shared host the HTTP scenarios swing with the machine; this
 * one page at a time swings less, so two builds are compared by alternating it between them.
 *
 *   node --import tsx scripts/bench/page-render.ts [--pages 3000] [--rounds 5] [--path /daily] [--profile DIR]
 *     [--allocations]
 *
 * Uses a throw-away schema on BENCH_DATABASE_URL (default the local Postgres), dropped at the end.
 * `--profile DIR` writes DIR/page-render.cpuprofile of the measured rounds (not the warm-up).
 * `--allocations` adds one round under V8's sampling heap profiler, after the timed ones (its overhead stays
 * out of their figures): the bytes a page allocates, by package and function; with `--profile DIR`, also
 * DIR/page-render.heapprofile.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { SESSION_COOKIE } from '../../src/shared/constants';
import { describeAllocations, profileAllocations } from './allocation-profile';
import { describeProfile, summariseProfile } from './profile';
import { distribution } from './stats';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '3000' },
    rounds: { type: 'string', default: '5' },
    path: { type: 'string', default: '/daily' },
    profile: { type: 'string' },
    allocations: { type: 'boolean', default: false },
  },
});
const pages = Number(values.pages);
const rounds = Number(values.rounds);
/** Writes a profile as DevTools opens it, into `dir` (made if need be). */
const keepProfile = (dir: string, file: string, profile: unknown) => {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, file), JSON.stringify(profile));
};

// Before the app's modules load: React picks its production build, and the test database its Postgres.
process.env.NODE_ENV = 'production';
process.env.TEST_DB = 'postgres';
process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const { createPlayer, createTestApp } = await import('../../test/support/test-app');
const { giveClips, insertWords, wordSpecs } = await import('../../src/server/features/games/games.test-factory');
const { ensureGame } = await import('../../src/server/features/games');
const { todayOf } = await import('../../src/server/lib/game-day');

const t = await createTestApp({ env: { NODE_ENV: 'production' } });
try {
  const { token } = await createPlayer(t.deps);
  await insertWords(t.deps.db, wordSpecs(6, 'render'));
  const { id: gameId } = await ensureGame(t.deps, todayOf(t.deps));
  await giveClips(t.deps.db, gameId, 'render'); // the day's words are kept in memory once their clips exist
  // Pages read the session's cookie, /api and /trpc its bearer token.
  const api = /^\/(api|trpc)\//.test(values.path);
  const page = () =>
    t.app.inject({
      method: 'GET',
      url: values.path,
      ...(api ? { headers: { authorization: `Bearer ${token}` } } : { cookies: { [SESSION_COOKIE]: token } }),
    });

  /** `pages` pages, one after another. */
  const onePageAfterAnother = async () => {
    for (let i = 0; i < pages; i++) await page();
  };

  const first = await page();
  if (first.statusCode !== 200) throw new Error(`GET ${values.path} answered ${first.statusCode}`);
  console.log(`GET ${values.path}: ${first.body.length} bytes; warming up with ${pages} pages`);
  await onePageAfterAnother();

  const session = new Session();
  if (values.profile) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.start');
  }
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    const cpuBefore = process.cpuUsage();
    const start = performance.now();
    await onePageAfterAnother();
    wall.push(((performance.now() - start) * 1000) / pages);
    const used = process.cpuUsage(cpuBefore);
    cpu.push((used.user + used.system) / pages);
    console.log(`round ${round}: ${wall.at(-1)!.toFixed(0)} µs a page (wall), ${cpu.at(-1)!.toFixed(0)} µs CPU`);
  }
  if (values.profile) {
    const { profile } = await session.post('Profiler.stop');
    keepProfile(values.profile, 'page-render.cpuprofile', profile);
    describeProfile('page-render', summariseProfile(values.profile)).forEach((line) => console.log(line));
  }
  if (values.allocations) {
    const allocations = await profileAllocations(pages, onePageAfterAnother);
    if (values.profile) keepProfile(values.profile, 'page-render.heapprofile', allocations.profile);
    describeAllocations(`GET ${values.path}`, allocations.summary).forEach((line) => console.log(line));
  }
  const median = (samples: number[]) => distribution(samples).p50;
  console.log(
    `median of ${rounds} rounds: ${median(wall).toFixed(0)} µs a page (wall), ${median(cpu).toFixed(0)} µs CPU`,
  );
} finally {
  await t.close();
}
