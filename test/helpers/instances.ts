/**
 * Several instances of the real service on one database, each its own Node
 * process (`test/fixtures/pgService.ts` through `tsx`), and a webhook
 * receiver in the test process that counts deliveries per `webhook-id` and
 * can hold the deliveries of chosen instances unanswered.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FixtureOptions } from '../fixtures/pgService.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FIXTURE = join(ROOT, 'test/fixtures/pgService.ts');

/** A service instance in its own process. */
export interface Instance {
  name: string;
  /** Base URL it listens at. */
  url: string;
  proc: ChildProcess;
  /** Resolves with the exit signal (or code) once the process is gone. */
  exited: Promise<NodeJS.Signals | number | null>;
  /** What it wrote on stderr so far. */
  stderr(): string;
  /** SIGKILL it and wait until it is gone. */
  kill(): Promise<void>;
  /** SIGTERM it (a clean close) and wait until it is gone. */
  stop(): Promise<void>;
}

/** A fixture process that printed `READY <url>`. */
export interface ReadyProcess {
  url: string;
  proc: ChildProcess;
  /** Resolves with the exit signal (or code) once the process is gone. */
  exited: Promise<NodeJS.Signals | number | null>;
  /** What it wrote on stderr so far. */
  stderr(): string;
}

/** A child process that printed what {@link spawnUntil} waited for. */
export interface SpawnedProcess {
  proc: ChildProcess;
  /** The match of the `ready` pattern in its stdout. */
  match: RegExpExecArray;
  /** Resolves with the exit signal (or code) once the process is gone. */
  exited: Promise<NodeJS.Signals | number | null>;
  /** What it wrote on stderr so far. */
  stderr(): string;
}

/**
 * Run Node with `args` from the repository's root (`env`: its whole
 * environment, default this process's), and resolve once its stdout matches
 * `ready`. Rejects with its stderr, naming it `name`, if it exits before.
 */
export async function spawnUntil(args: readonly string[], o: { ready: RegExp; name: string; env?: NodeJS.ProcessEnv }): Promise<SpawnedProcess> {
  const proc = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], ...(o.env ? { env: o.env } : {}) });
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => proc.on('exit', (code, signal) => resolve(signal ?? code)));
  let stderr = '';
  proc.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const match = await new Promise<RegExpExecArray>((resolve, reject) => {
    let out = '';
    proc.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = o.ready.exec(out);
      if (m) resolve(m);
    });
    void exited.then((how) => reject(new Error(`${o.name} exited (${how}) before it was ready: ${stderr}`)));
  });
  return { proc, match, exited, stderr: () => stderr };
}

/**
 * Run the TypeScript fixture `script` (through tsx, from the repository's
 * root) with `args`, and resolve once it prints `READY <url>`. Rejects with
 * its stderr, naming it `name`, if it exits before.
 */
export async function spawnUntilReady(script: string, args: readonly string[], name: string): Promise<ReadyProcess> {
  const { proc, match, exited, stderr } = await spawnUntil(['--import', 'tsx', script, ...args], { ready: /READY (\S+)/, name });
  return { url: match[1]!, proc, exited, stderr };
}

/**
 * Start an instance of the service on the database at `databaseUrl` with
 * fixture options `opts` (its `name` defaults to `opts.name`); resolves once
 * it listens. Rejects with its stderr if it exits before.
 */
export async function startInstance(databaseUrl: string, opts: FixtureOptions & { name: string }): Promise<Instance> {
  const { url, proc, exited, stderr } = await spawnUntilReady(FIXTURE, [databaseUrl, JSON.stringify(opts)], `instance ${opts.name}`);
  const gone = () => proc.exitCode !== null || proc.signalCode !== null;
  return {
    name: opts.name,
    url,
    proc,
    exited,
    stderr,
    async kill() {
      if (!gone()) proc.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (!gone()) proc.kill('SIGTERM');
      await exited;
    },
  };
}

/** One webhook request as the receiver saw it. */
export interface ReceivedWebhook {
  webhookId: string;
  /** The sending instance (`x-test-instance`). */
  from: string;
  body: any;
}

/** A local webhook receiver. */
export interface Receiver {
  /** Base URL; any path is accepted. */
  url: string;
  /** Every request received, answered or not, in arrival order. */
  received: ReceivedWebhook[];
  /** Acknowledged deliveries per `webhook-id`: answered 200 and the answer fully written to a live connection. */
  acked: Map<string, number>;
  /** Requests being held unanswered (from instances in `holdFrom`), until their connection closes. */
  held: ReceivedWebhook[];
  /** Instances whose requests are held unanswered instead of acknowledged. */
  holdFrom: Set<string>;
  close(): Promise<void>;
}

/** Start a {@link Receiver} on 127.0.0.1 (ephemeral port). */
export async function startReceiver(): Promise<Receiver> {
  const received: ReceivedWebhook[] = [];
  const acked = new Map<string, number>();
  const held: ReceivedWebhook[] = [];
  const holdFrom = new Set<string>();
  const holding = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (d: Buffer) => (text += d.toString()));
    req.on('end', () => {
      const w: ReceivedWebhook = {
        webhookId: String(req.headers['webhook-id'] ?? ''),
        from: String(req.headers['x-test-instance'] ?? ''),
        body: JSON.parse(text),
      };
      received.push(w);
      if (holdFrom.has(w.from)) {
        held.push(w);
        holding.add(res);
        res.on('close', () => {
          holding.delete(res);
          held.splice(held.indexOf(w), 1);
        });
        return;
      }
      res.on('finish', () => acked.set(w.webhookId, (acked.get(w.webhookId) ?? 0) + 1));
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    received,
    acked,
    held,
    holdFrom,
    async close() {
      for (const res of holding) res.destroy();
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}

/** Wait (bounded, polling every 50 ms for `ms` ms at most) until `done()` holds; throws naming `what` if it never does. */
export async function until(what: string, done: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await done()) return;
    if (Date.now() > deadline) throw new Error(`never happened within ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
