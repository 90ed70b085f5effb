/**
 * Vitest global set-up: a real PostgreSQL server for the suites that run on
 * both engines. `TEST_DATABASE_URL` (a superuser URL of a server you run)
 * wins; otherwise an embedded PostgreSQL (binaries from the npm registry) is
 * started in a child process (`postgresServer.ts`: a temporary folder, a
 * free port) and stopped and removed after the run. Test files create their
 * own databases on it (`test/helpers/postgres.ts`).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

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
  const script = fileURLToPath(new URL('./postgresServer.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script], { stdio: ['pipe', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const adminUrl = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /READY (\S+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the embedded PostgreSQL did not start (exit ${code})`)));
  });
  project.provide('postgresAdminUrl', adminUrl);
  return async () => {
    child.stdin.end();
    await exited;
  };
}
