/**
 * Vitest global set-up: a real PostgreSQL server for the suites that run on
 * both engines. `TEST_DATABASE_URL` (a superuser URL of a server you run)
 * wins; otherwise an embedded PostgreSQL (binaries from the npm registry) is
 * initialised in a temporary folder on a free port, started, and stopped and
 * removed after the run. Test files create their own databases on it
 * (`test/helpers/postgres.ts`).
 */
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../helpers/embeddedPostgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the test PostgreSQL server (database `postgres`). */
    postgresAdminUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    project.provide('postgresAdminUrl', given);
    return async () => {};
  }
  // Durability does not matter for a throw-away server: no fsync, no waiting for the WAL.
  const server = await startEmbeddedPostgres('hotelbot-pg', { max_connections: '300', fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' });
  project.provide('postgresAdminUrl', server.adminUrl);
  return () => server.stop();
}
