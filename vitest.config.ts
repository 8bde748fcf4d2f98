import { defineConfig } from 'vitest/config';

const unitAndIntegration = ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'];

/**
 * Unit and integration tests. Integration tests (`*.int.test.ts`) run on embedded PGlite and,
 * when TEST_DATABASE_URL is set, a second time on that Postgres (each file in its own schema).
 */
export default defineConfig({
  test: {
    globalSetup: ['src/server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: { name: 'pglite', include: unitAndIntegration, env: { TEST_DB: 'pglite' } },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: { name: 'postgres', include: ['src/**/*.int.test.ts'], env: { TEST_DB: 'postgres' } },
            },
          ]
        : []),
    ],
  },
});
