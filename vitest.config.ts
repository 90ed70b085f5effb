import { availableParallelism } from 'node:os';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

/** Which test files each project runs. */
export interface TestSet {
  /** Files run with the service on SQLite (store suites loop over both engines themselves). */
  sqlite: readonly string[];
  /** Files run again with the service on PostgreSQL (`HOTELBOT_TEST_ENGINE=postgres`). */
  postgres: readonly string[];
}

/** Every test file: what `npm test` runs. */
export const ALL_TESTS: TestSet = { sqlite: ['test/**/*.test.ts'], postgres: ['test/api/**/*.test.ts'] };

/**
 * The runtime set (`npm run test:runtimes`): what can differ from one
 * Node.js to another, which CI runs on every runtime besides the one that
 * runs the whole suite. The native SQLite binding on the main thread and in
 * worker threads, both engines' migrations and drivers, the process runtime
 * (in-place restart with the server flags, SIGTERM), a booking and a payment
 * end to end through the real service on both engines, and the Telegram and
 * Slack (HTTP and Socket Mode) smoke tests.
 */
export const RUNTIME_TESTS: TestSet = {
  sqlite: [
    'test/runtime.test.ts',
    'test/headlessStart.test.ts',
    'test/store/sql.test.ts',
    'test/store/schema.test.ts',
    'test/store/sqliteCheckpoints.test.ts',
    'test/api/availabilityThreads.test.ts',
    'test/api/bookings.test.ts',
    'test/bot/telegram/bot.test.ts',
    'test/bot/slack/commands.test.ts',
    'test/bot/slack/socketMode.test.ts',
  ],
  postgres: ['test/api/availabilityThreads.test.ts', 'test/api/bookings.test.ts'],
};

/**
 * The suite over a {@link TestSet}: two projects, `sqlite` and `postgres`,
 * sharing one embedded PostgreSQL server (the global set-up).
 *
 * Workers: one per core, at least two (Vitest's default leaves a core
 * unused). Files wait on child processes, servers and PostgreSQL for part
 * of their time, so two workers keep two cores busy; a third adds nothing
 * but contention.
 */
export function suite(set: TestSet): ViteUserConfig {
  return defineConfig({
    test: {
      testTimeout: 30_000,
      hookTimeout: 30_000,
      pool: 'forks',
      maxWorkers: Math.max(2, availableParallelism()),
      globalSetup: ['test/setup/postgres.ts'],
      projects: [
        { extends: true, test: { name: 'sqlite', include: [...set.sqlite] } },
        { extends: true, test: { name: 'postgres', include: [...set.postgres], env: { HOTELBOT_TEST_ENGINE: 'postgres' } } },
      ],
    },
  });
}

export default suite(ALL_TESTS);
