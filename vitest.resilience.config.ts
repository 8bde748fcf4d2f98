import { defineConfig } from 'vitest/config';

/** Fault injection against real processes and a private Postgres cluster (`npm run test:resilience`). */
export default defineConfig({
  test: {
    include: ['test/resilience/**/*.resilience.ts'],
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
