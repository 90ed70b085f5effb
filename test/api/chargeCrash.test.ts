/**
 * A crash during a card charge loses nothing: the attempt is written to the
 * charge journal (with the idempotency key handed to the carrier) before the
 * carrier is called, and a restarted service asks the carrier what it did
 * with that key. Real child processes (`test/fixtures/chargeCrashService.ts`)
 * killed with SIGKILL between "attempt written" and "answer recorded", a real
 * database shared by both lives (a SQLite file, or a PostgreSQL database with
 * `HOTELBOT_TEST_ENGINE=postgres`), the real sandbox carrier keeping its
 * answers in that database, a real local webhook receiver.
 */
import type { ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, type ExpectStatic, it } from 'vitest';
import { addDays, bogotaDate, ManualClock } from '../../src/clock.js';
import { PAYMENT_STATUS } from '../../src/api/contract/index.js';
import type { RawBuilder } from 'kysely';
import { first, openStore, rows, sql, type Store } from '../../src/store/sql.js';
import { serviceMigrations } from '../../src/store/service/migrations/index.js';
import { seedDemoData, seedDemoKeys } from '../../src/store/service/seed.js';
import { SandboxCarrier, type Carrier } from '../../src/api/domain/carrier.js';
import { startService } from '../../src/api/service.js';
import { bookingBody, firstOffer, paymentLinkBody } from '../helpers/booking.js';
import { call, payCheckout, TEST_ENGINE } from '../helpers/service.js';
import { createPostgresDatabase } from '../helpers/postgres.js';
import { spawnUntilReady } from '../helpers/instances.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FIXTURE = join(ROOT, 'test/fixtures/chargeCrashService.ts');

type CrashPoint = 'none' | 'before-carrier' | 'after-carrier';
interface Child {
  url: string;
  proc: ChildProcess;
  /** Resolves with the exit signal (or code) once the process is gone. */
  exited: Promise<NodeJS.Signals | number | null>;
}

/** One scenario's world: the service database (a file in a temp folder, or a PostgreSQL database), a webhook receiver, the fixture processes. */
interface World {
  /** The database's location: a file path or a `postgres://` URL. */
  file: string;
  /** Transaction webhooks received (parsed bodies), in arrival order. */
  got: any[];
  /** Start the fixture service on the world's database with crash point `crash`, webhooks to the receiver. */
  start(crash: CrashPoint, settleDelayMs?: number): Promise<Child>;
  /** A query of the service database (between and after the process lives). */
  peek<T = unknown>(query: RawBuilder<unknown>): Promise<T[]>;
  close(): Promise<void>;
}

/**
 * A SQLite service database with the demo data and keys, seeded once and
 * copied into each world. On PostgreSQL each world is a new database, seeded
 * by its first fixture process.
 */
let template: { dir: string; file: string };
beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'hotelbot-charge-template-'));
  template = { dir, file: join(dir, 'service.db') };
  if (TEST_ENGINE === 'postgres') return;
  const file = join(dir, 'service.db');
  const store = await openStore(file, serviceMigrations);
  const now = new Date();
  await seedDemoData(store, { today: bogotaDate(now), now });
  await seedDemoKeys(store, now);
  await store.close();
});
afterAll(() => rmSync(template.dir, { recursive: true, force: true }));

/** A new world, closed when the calling test finishes (`onTestFinished` of its context). */
async function world(onTestFinished: (fn: () => Promise<void>) => void): Promise<World> {
  const dir = mkdtempSync(join(tmpdir(), 'hotelbot-charge-crash-'));
  let file = join(dir, 'service.db');
  if (TEST_ENGINE === 'postgres') file = await createPostgresDatabase('hotelbot_charge');
  else copyFileSync(template.file, file);
  /** The test's own connection to the world's database, opened at the first peek. */
  let reader: Promise<Store> | undefined;
  const got: any[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => {
      got.push(JSON.parse(body));
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const hookUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}/hooks`;
  const procs: ChildProcess[] = [];
  const w: World = {
    file,
    got,
    async start(crash, settleDelayMs = 1000) {
      const { url, proc, exited } = await spawnUntilReady(FIXTURE, [file, crash, hookUrl, String(settleDelayMs)], 'service');
      procs.push(proc);
      return { url, proc, exited };
    },
    async peek<T>(query: RawBuilder<unknown>): Promise<T[]> {
      reader ??= openStore(file, serviceMigrations, { migrate: false, poolSize: 1 });
      return rows((await reader).db, query as RawBuilder<T>);
    },
    async close() {
      for (const p of procs) if (p.exitCode === null && p.signalCode === null) p.kill('SIGKILL');
      if (reader) await (await reader).close();
      await new Promise((r) => server.close(r));
      rmSync(dir, { recursive: true, force: true });
    },
  };
  onTestFinished(() => w.close());
  return w;
}

/** Stop a fixture cleanly (SIGTERM closes the service) and wait for it. */
async function stopChild(c: Child): Promise<void> {
  c.proc.kill('SIGTERM');
  await c.exited;
}

/** Wait (bounded) until `done()` holds; throws with `what` if it never does. */
async function until(what: string, done: () => boolean | Promise<boolean>): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (await done()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`never happened: ${what}`);
}

/** Create a chatbot booking (endpoint 7, key demo-agency-1) a month ahead; returns its id, link code and internal hotel id. */
async function booking(base: string): Promise<{ chatbotId: string; code: string; hotelId: number }> {
  const checkin = addDays(bogotaDate(new Date()), 30);
  const checkout = addDays(checkin, 2);
  const offer = await firstOffer(base, 'Cartagena', checkin, 2);
  const b = await call(base, 'POST', `/v2/bookings/hotel_id=${offer.hotelId}`, { body: bookingBody(offer, checkin, checkout, 2) });
  if (b.status !== 200) throw new Error(`booking not created: ${JSON.stringify(b.body)}`);
  const chatbotId = b.body.chatbot_id as string;
  const link = await call(base, 'GET', `/v2/bookings/chatbot/${chatbotId}`);
  return { chatbotId, code: (link.body.url as string).split('/pay/')[1]!, hotelId: offer.internalId };
}

/**
 * Start a service of `w` set to crash at `crash` (settling in-process cards after `settleDelayMs`), book (see
 * {@link booking}) and pay with card `card`: expect the payment to fail and the process to die of SIGKILL, checked
 * with the test's own `expect`. Returns the booking.
 */
async function bookAndCrash(expect: ExpectStatic, w: World, crash: CrashPoint, card: string, settleDelayMs?: number) {
  const first = await w.start(crash, settleDelayMs);
  const b = await booking(first.url);
  await expect(payCheckout(`${first.url}/pay/${b.code}`, { number: card })).rejects.toThrow();
  expect(await first.exited).toBe('SIGKILL');
  return b;
}

/** What the page, endpoint 13 and endpoint 20 say about the booking now. */
async function story(base: string, b: { chatbotId: string; code: string; hotelId: number }) {
  const page = await fetch(`${base}/pay/${b.code}`);
  const html = await page.text();
  const tx = await call(base, 'GET', `/v2/common/transaction-status?hotel_id=${b.hotelId}&ref_number=${b.chatbotId}&transaction_type=automated`);
  const st = await call(base, 'GET', `/v2/bookings/chatbot/${b.chatbotId}/status`);
  return {
    page: html.includes('Pago aprobado') ? 'paid' : html.includes('Pago en proceso') ? 'in_process' : html.includes('name="card_number"') ? 'payable' : 'other',
    tx: tx.body.details?.status_code as string,
    payment: st.body.payment_status as string,
  };
}

/** Status codes of the transaction webhooks `w` received for chatbot booking `chatbotId`. */
function webhooksFor(w: World, chatbotId: string): string[] {
  return w.got.filter((x) => x.details?.external_ref_id === chatbotId).map((x) => x.details.status_code as string);
}

/** True when `w`'s outbox has rows and every one of them is delivered. */
async function outboxDrained(w: World): Promise<boolean> {
  const rows = await w.peek<{ status: string }>(sql`SELECT status FROM webhook_outbox`);
  return rows.length > 0 && rows.every((r) => r.status === 'delivered');
}

// Four services started, killed with SIGKILL and started again at once, on SQLite and on PostgreSQL: on a two-core
// machine running the whole suite these take longer than the suite's 30 s default, so the block has its own limit.
describe.concurrent('a crash during a charge', { timeout: 120_000 }, () => {
  it('after the carrier approved it: the restarted service records the approval once — page, 13, 20 and one applied webhook agree', async ({
    expect,
    onTestFinished,
  }) => {
    const w = await world(onTestFinished);
    const b = await bookAndCrash(expect, w, 'after-carrier', '4242 4242 4242 4242');
    // Dead between the carrier's answer and its recording: the journal holds the attempt, the carrier its charge.
    expect(await w.peek(sql`SELECT status, card_num FROM charge_attempts`)).toEqual([{ status: 'sent', card_num: '************4242' }]);
    expect(await w.peek(sql`SELECT status FROM sandbox_charges`)).toEqual([{ status: 'applied' }]);
    expect(await w.peek(sql`SELECT status FROM payment_links WHERE code = ${b.code}`)).toEqual([{ status: 'in_process' }]);
    expect(await w.peek(sql`SELECT COUNT(*) AS n FROM payment_attempts`)).toEqual([{ n: 0 }]);

    const second = await w.start('none');
    expect(await story(second.url, b)).toEqual({ page: 'paid', tx: 'applied', payment: PAYMENT_STATUS.applied });
    expect((await payCheckout(`${second.url}/pay/${b.code}`, { number: '4242424242424242' })).status).toBe(409);
    await until('the applied webhook is delivered', () => outboxDrained(w));
    expect(webhooksFor(w, b.chatbotId)).toEqual(['applied']);
    // Charged exactly once, recorded exactly once, with the carrier's own transaction id.
    const charges = await w.peek<{ transaction_id: string }>(sql`SELECT transaction_id FROM sandbox_charges`);
    expect(charges).toHaveLength(1);
    expect(await w.peek(sql`SELECT status, transaction_id FROM payment_attempts`)).toEqual([{ status: 'applied', transaction_id: charges[0]!.transaction_id }]);
    expect(await w.peek(sql`SELECT status FROM charge_attempts`)).toEqual([{ status: 'recorded' }]);
    expect(await w.peek(sql`SELECT status FROM chatbot_bookings WHERE chatbot_id = ${b.chatbotId}`)).toEqual([{ status: 'confirmed' }]);
    expect(await w.peek(sql`SELECT tx_status_code FROM vouchers WHERE payment_link_code = ${b.code}`)).toEqual([{ tx_status_code: 'applied' }]);
    await stopChild(second);
  });

  it('before the carrier saw it: the attempt failed, the link is payable again, and the next payment is charged once', async ({ expect, onTestFinished }) => {
    const w = await world(onTestFinished);
    const b = await bookAndCrash(expect, w, 'before-carrier', '4242424242424242');
    expect(await w.peek(sql`SELECT status FROM charge_attempts`)).toEqual([{ status: 'sent' }]);
    expect(await w.peek(sql`SELECT COUNT(*) AS n FROM sandbox_charges`)).toEqual([{ n: 0 }]);

    const second = await w.start('none');
    expect(await story(second.url, b)).toEqual({ page: 'payable', tx: 'pending', payment: PAYMENT_STATUS.pending });
    expect(await w.peek(sql`SELECT status, CASE WHEN failure_reason IS NOT NULL THEN 1 ELSE 0 END AS why FROM charge_attempts`)).toEqual([
      { status: 'failed', why: 1 },
    ]);
    expect(w.got).toEqual([]);
    expect((await payCheckout(`${second.url}/pay/${b.code}`, { number: '4242424242424242' })).status).toBe(200);
    expect(await story(second.url, b)).toEqual({ page: 'paid', tx: 'applied', payment: PAYMENT_STATUS.applied });
    await until('the applied webhook is delivered', () => outboxDrained(w));
    expect(webhooksFor(w, b.chatbotId)).toEqual(['applied']);
    expect(await w.peek(sql`SELECT COUNT(*) AS n FROM sandbox_charges`)).toEqual([{ n: 1 }]);
    expect(await w.peek(sql`SELECT status FROM charge_attempts ORDER BY id`)).toEqual([{ status: 'failed' }, { status: 'recorded' }]);
    await stopChild(second);
  });

  it('after a decline: recovered as rejected — payable again, 13 and 20 rejected, one rejected webhook with the reason', async ({ expect, onTestFinished }) => {
    const w = await world(onTestFinished);
    const b = await bookAndCrash(expect, w, 'after-carrier', '4000000000009995');

    const second = await w.start('none');
    expect(await story(second.url, b)).toEqual({ page: 'payable', tx: 'rejected', payment: PAYMENT_STATUS.rejected });
    await until('the rejected webhook is delivered', () => outboxDrained(w));
    expect(webhooksFor(w, b.chatbotId)).toEqual(['rejected']);
    expect(w.got[0].details.comments).toBe('Fondos insuficientes');
    await stopChild(second);
  });

  it('while the carrier holds it in process (4000 0000 0000 0077): recovered in process, then settles applied once after the delay', async ({
    expect,
    onTestFinished,
  }) => {
    const w = await world(onTestFinished);
    const b = await bookAndCrash(expect, w, 'after-carrier', '4000000000000077', 2000);

    const second = await w.start('none', 2000);
    const now = await story(second.url, b);
    // Settled already if the restart took longer than the carrier's delay; never anything else. The three are read one
    // after the other (page, then 20, then 13), so the charge may settle between two reads: in process up to some read,
    // settled from it on.
    if (now.page !== 'paid') {
      const inProcess = { page: 'in_process', tx: 'in_process', payment: PAYMENT_STATUS.in_process };
      const settled = { page: 'paid', tx: 'applied', payment: PAYMENT_STATUS.applied };
      const keys = ['page', 'tx', 'payment'] as const;
      const readings = [1, 2, 3].map((k) => Object.fromEntries(keys.map((key, i) => [key, i < k ? inProcess[key] : settled[key]])));
      expect(readings).toContainEqual(now);
      // One attempt, still in process — or settled in the moment since that read (the delay runs on).
      const attempts = await w.peek<{ status: string }>(sql`SELECT status FROM payment_attempts`);
      expect(attempts).toHaveLength(1);
      expect(['in_process', 'applied']).toContain(attempts[0]!.status);
    }
    await until('the charge settles', async () => (await story(second.url, b)).page === 'paid');
    expect(await story(second.url, b)).toEqual({ page: 'paid', tx: 'applied', payment: PAYMENT_STATUS.applied });
    await until('the applied webhook is delivered', () => outboxDrained(w));
    expect(webhooksFor(w, b.chatbotId)).toEqual(['applied']);
    expect(await w.peek(sql`SELECT COUNT(*) AS n FROM sandbox_charges`)).toEqual([{ n: 1 }]);
    await stopChild(second);
  });
});

describe('the sandbox carrier', () => {
  it('answers a repeated idempotency key with its first answer, remembers it in the database, and tells lookups', async () => {
    const d = mkdtempSync(join(tmpdir(), 'hotelbot-sandbox-'));
    try {
      const store = await openStore(TEST_ENGINE === 'postgres' ? await createPostgresDatabase() : join(d, 'service.db'), serviceMigrations);
      const clock = new ManualClock(new Date('2026-11-21T15:00:00Z'));
      const sandbox = new SandboxCarrier(5000, { store, clock });
      const req = { cardNumber: '4242424242424242', cardHolder: 'Ana', amountMinor: 25_000_000, currency: 'COP', description: 'Estadía' };
      const a = await sandbox.charge(req, { idempotencyKey: 'k1' });
      const b = await sandbox.charge({ ...req, cardNumber: '4000000000000002' }, { idempotencyKey: 'k1' });
      expect(a.status).toBe('applied');
      expect(b).toEqual(a);
      expect(await sandbox.lookup('k1')).toEqual(a);
      expect(await sandbox.lookup('never-sent')).toEqual({ status: 'unknown' });
      const held = await sandbox.charge({ ...req, cardNumber: '4000000000000077' }, { idempotencyKey: 'k2' });
      expect(held).toMatchObject({ status: 'in_process', settleAfterMs: 5000 });
      clock.advance(5000);
      // A second carrier object over the same database (the service restarted) knows both.
      const again = new SandboxCarrier(5000, { store, clock });
      expect(await again.lookup('k2')).toMatchObject({ status: 'applied', transactionId: held.transactionId });
      expect(await again.lookup('k1')).toEqual(a);
      expect(await rows(store.db, sql`SELECT idempotency_key AS k, card_num AS c FROM sandbox_charges ORDER BY k`)).toEqual([
        { k: 'k1', c: '************4242' },
        { k: 'k2', c: '************0077' },
      ]);
      await store.close();
    } finally {
      rmSync(d, { recursive: true, force: true });
    }
  });
});

describe('charge recovery in one process (manual clock)', () => {
  /** The real service with a sandbox carrier whose calls the test controls. */
  async function controlled(onTestFinished: (fn: () => Promise<void>) => void) {
    const dir = mkdtempSync(join(tmpdir(), 'hotelbot-charge-recovery-'));
    const clock = new ManualClock(new Date('2026-11-21T15:00:00Z'));
    const ctl = {
      /** When set, the next charge reaches the carrier, then waits for this promise (an answer in flight). */
      hold: undefined as Promise<void> | undefined,
      /** When true, the next charge reaches the carrier and the connection is lost before its answer. */
      loseAnswer: false,
      /** When true, lookups fail (carrier unreachable). */
      lookupDown: false,
    };
    const svc = await startService({
      databasePath: TEST_ENGINE === 'postgres' ? await createPostgresDatabase() : join(dir, 'service.db'),
      port: 0,
      clock,
      sweepIntervalMs: 3_600_000,
      webhookIntervalMs: 0,
      chargeRecoveryGraceMs: 60_000,
      demoWebhookUrl: 'http://127.0.0.1:9/hooks',
      carrier: (store, c): Carrier => {
        const sandbox = new SandboxCarrier(10_000, { store, clock: c });
        return {
          name: sandbox.name,
          async charge(req, opts) {
            const answer = await sandbox.charge(req, opts);
            if (ctl.hold) await ctl.hold;
            if (ctl.loseAnswer) throw new Error('connection reset by the carrier');
            return answer;
          },
          async lookup(key) {
            if (ctl.lookupDown) throw new Error('carrier unreachable');
            return sandbox.lookup(key);
          },
        };
      },
    });
    onTestFinished(async () => {
      await svc.close();
      rmSync(dir, { recursive: true, force: true });
    });
    const link = await call(svc.url, 'POST', '/v2/links/schedule', { body: paymentLinkBody() });
    const code = link.body.code as string;
    const status = async () => (await first<{ status: string }>(svc.store.db, sql`SELECT status FROM payment_links WHERE code = ${code}`))!.status;
    return { svc, clock, ctl, code, status };
  }

  it('never looks up a charge this process is still waiting for, however old', async ({ onTestFinished }) => {
    const { svc, clock, ctl, code, status } = await controlled(onTestFinished);
    let release!: () => void;
    ctl.hold = new Promise<void>((r) => (release = r));
    const paying = payCheckout(`${svc.url}/pay/${code}`, { number: '4242424242424242' });
    await until('the charge reaches the carrier', async () => (await first(svc.store.db, sql`SELECT 1 AS one FROM sandbox_charges`)) !== undefined);
    clock.advance(10 * 60_000);
    expect(await svc.ctx.payments.recoverCharges(60_000)).toEqual({ recorded: 0, failed: 0, unreachable: 0 });
    expect(await status()).toBe('in_process');
    release();
    expect((await paying).status).toBe(200);
    expect(await status()).toBe('paid');
    expect(await rows(svc.store.db, sql`SELECT status FROM charge_attempts`)).toEqual([{ status: 'recorded' }]);
  });

  it('an answer lost on the way back: in process until the grace period passes, then the carrier tells (unreachable: tried again)', async ({
    onTestFinished,
  }) => {
    const { svc, clock, ctl, code, status } = await controlled(onTestFinished);
    ctl.loseAnswer = true;
    expect((await payCheckout(`${svc.url}/pay/${code}`, { number: '4242424242424242' })).status).toBe(500);
    ctl.loseAnswer = false;
    expect(await status()).toBe('in_process');
    expect((await payCheckout(`${svc.url}/pay/${code}`, { number: '4242424242424242' })).status).toBe(409);
    expect(await svc.ctx.payments.recoverCharges(60_000)).toEqual({ recorded: 0, failed: 0, unreachable: 0 });
    clock.advance(60_000);
    ctl.lookupDown = true;
    expect(await svc.ctx.payments.recoverCharges(60_000)).toEqual({ recorded: 0, failed: 0, unreachable: 1 });
    expect(await status()).toBe('in_process');
    ctl.lookupDown = false;
    expect(await svc.ctx.payments.recoverCharges(60_000)).toEqual({ recorded: 1, failed: 0, unreachable: 0 });
    expect(await status()).toBe('paid');
    expect(await first(svc.store.db, sql`SELECT COUNT(*) AS n FROM sandbox_charges`)).toEqual({ n: 1 });
    const hooks = await rows<{ event_type: string; payload: string }>(svc.store.db, sql`SELECT event_type, payload FROM webhook_outbox`);
    expect(hooks.map((h) => [h.event_type, JSON.parse(h.payload).details.status_code])).toEqual([['transaction', 'applied']]);
    const tx = await call(svc.url, 'GET', `/v2/common/transaction-status?hotel_id=1&ref_number=${code}&transaction_type=payment_link`);
    expect(tx.body.details.status_code).toBe('applied');
  });
});
