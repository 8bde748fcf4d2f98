import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

const unitAndIntegration = ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'test/**/*.test.ts'];
/** Tests that need a module registry of their own (a fresh process's, or vi.mock): isolated, on PGlite. */
const isolated = ['src/**/*.isolated.test.ts'];

/**
 * Unit and integration tests. Integration tests (`*.int.test.ts`) run on embedded PGlite and,
 * when TEST_DATABASE_URL is set, a second time on that Postgres (each file in its own schema).
 */
export default defineConfig({
  test: {
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: on a 2-core machine a single worker, idle
    // while the database answers. Two files at a time there: 232–260 s became 186 s (three: 189 s).
    maxWorkers: Math.max(availableParallelism() - 1, 2),
    // Files share a worker's modules instead of importing the app again each (its import took 137 of the
    // 400 s of test time, summed over workers): 292 s became 173 s here. Every file builds its own app and
    // database, so nothing of a test's state is in a module; module mocks (vi.mock) are available only to
    // the isolated project's files (`*.isolated.test.ts`).
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'pglite',
          include: unitAndIntegration,
          exclude: [...configDefaults.exclude, ...isolated],
          env: { TEST_DB: 'pglite' },
        },
      },
      {
        extends: true,
        test: { name: 'isolated', include: isolated, isolate: true, env: { TEST_DB: 'pglite' } },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: ['src/**/*.int.test.ts', 'test/**/*.int.test.ts'],
                env: { TEST_DB: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
