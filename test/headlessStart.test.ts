/**
 * `hotelbot start` as a service manager runs it: stdin is /dev/null, no
 * Telegram token, no Slack. It must keep serving (the chat is off, said in one
 * line) until SIGTERM, then stop cleanly within the deadline, exit 0 and leave
 * both SQLite files closed (WAL checkpointed away) and sound, having replaced
 * itself with the server runtime settings on start. A real child
 * process on free ports over a temp data folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SqliteDatabase } from '../src/store/sqliteNative.js';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, bogotaDate } from '../src/clock.js';
import { bookingBody, firstOffer } from './helpers/booking.js';
import { call, payCheckout } from './helpers/service.js';
import { freePort } from './helpers/telegram.js';
import { SERVER_ALLOCATOR_ENV, serverV8Flags } from '../src/runtime.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'hotelbot-headless-'));
let child: ChildProcess | undefined;

afterAll(() => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** GET `url` until it answers 200, at most `ms`; returns the parsed body. */
async function healthy(url: string, ms: number): Promise<unknown> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.status === 200) return await res.json();
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('hotelbot start without a terminal', () => {
  it('keeps serving with the chat off, then stops on SIGTERM with exit 0 and clean databases', async () => {
    const [port, botPort] = [await freePort(), await freePort()];
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      HOME: dir,
      NODE_ENV: 'development',
      PORT: String(port),
      BOT_WEBHOOK_PORT: String(botPort),
      DATABASE_PATH: join(dir, 'data', 'service.db'),
      BOT_DATABASE_PATH: join(dir, 'data', 'bot.db'),
      LOG_LEVEL: 'info',
    };
    const started = Date.now();
    child = spawn(process.execPath, ['--import', 'tsx', join(root, 'src', 'main.ts'), 'start'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout!.on('data', (c: Buffer) => (out += c.toString('utf8')));
    child.stderr!.on('data', (c: Buffer) => (out += c.toString('utf8')));
    const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;

    const service = `http://127.0.0.1:${port}`;
    const bot = `http://127.0.0.1:${botPort}`;
    await healthy(`${service}/health`, 25_000);
    await healthy(`${bot}/health`, 5_000);
    if (typeof (process as { execve?: unknown }).execve === 'function' && process.platform === 'linux') {
      // The same process (the one spawned) now runs with the server's runtime settings (src/runtime.ts).
      const cmdline = readFileSync(`/proc/${child.pid}/cmdline`, 'utf8').split('\0');
      const environ = readFileSync(`/proc/${child.pid}/environ`, 'utf8').split('\0');
      for (const flag of serverV8Flags()) expect(cmdline).toContain(flag);
      for (const [name, value] of Object.entries(SERVER_ALLOCATOR_ENV)) expect(environ).toContain(`${name}=${value}`);
    }

    // A guest pays a chatbot booking: the service's webhook reaches the bot's receiver (nobody to tell here).
    const checkin = addDays(bogotaDate(new Date()), 20);
    const offer = await firstOffer(service, 'Cartagena', checkin, 2);
    const created = await call(service, 'POST', `/v2/bookings/hotel_id=${offer.hotelId}`, {
      body: bookingBody(offer, checkin, addDays(checkin, 2), 2),
      headers: { 'idempotency-key': 'headless-1' },
    });
    expect(created.status).toBe(200);
    const link = await call(service, 'GET', `/v2/bookings/chatbot/${encodeURIComponent(created.body.chatbot_id as string)}`);
    expect((await payCheckout(link.body.url as string, { number: '4242424242424242' })).status).toBe(200);

    // Still up ten seconds after start: nothing ends it but a signal.
    const wait = 10_000 - (Date.now() - started);
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    expect(child.exitCode).toBeNull();
    expect(await healthy(`${service}/health`, 1_000)).toBeTruthy();
    // The payment's webhook reaches the bot through the service's outbox: on a loaded machine it may still be on its way.
    let health = await healthy(`${bot}/health`, 1_000);
    for (let i = 0; i < 30 && !Object.values((health as { backlog?: object })?.backlog ?? { x: 1 }).every((n) => n === 0); i++) {
      await new Promise((r) => setTimeout(r, 500));
      health = await healthy(`${bot}/health`, 1_000);
    }
    expect(health).toEqual({
      status: 'ok',
      telegram: 'off',
      terminal: false,
      backlog: expect.objectContaining({ watchedPayments: 0, unappliedWebhooks: 0, serviceWebhooks: 0 }),
    });
    expect(Object.values((health as { backlog: object }).backlog).every((n) => n === 0)).toBe(true);
    expect(out.match(/chat off/g)).toHaveLength(1);

    const signalled = Date.now();
    child.kill('SIGTERM');
    const [code, signal] = await exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalled).toBeLessThan(10_000);

    for (const name of ['service.db', 'bot.db']) {
      const path = join(dir, 'data', name);
      const wal = `${path}-wal`;
      expect(!existsSync(wal) || statSync(wal).size === 0, `${wal} left non-empty`).toBe(true);
      const db = new SqliteDatabase(path, { readonly: true });
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      db.close();
    }
    const botDb = new SqliteDatabase(join(dir, 'data', 'bot.db'), { readonly: true });
    expect(botDb.prepare(`SELECT event, outcome, applied_at IS NOT NULL AS applied FROM received_webhooks`).all()).toEqual([
      { event: 'transaction', outcome: 'paid', applied: 1 },
    ]);
    botDb.close();
  }, 60_000);
});
