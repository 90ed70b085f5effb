import { defineConfig } from 'vitest/config';

/**
 * Two projects share one embedded PostgreSQL server (the global set-up):
 * `sqlite` runs every suite (the store suites on both engines), `postgres`
 * runs the service's API suites again with the service on PostgreSQL.
 */
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
    globalSetup: ['test/setup/postgres.ts'],
    projects: [
      { extends: true, test: { name: 'sqlite', include: ['test/**/*.test.ts'] } },
      { extends: true, test: { name: 'postgres', include: ['test/api/**/*.test.ts'], env: { HOTELBOT_TEST_ENGINE: 'postgres' } } },
    ],
  },
});
