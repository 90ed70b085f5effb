/**
 * Idempotency-Key on the creation endpoints 2, 7, 14 and 15: the record is
 * written in the same transaction as the object it answers for, so a crash
 * never lets a retry create a second object, and concurrent requests with one
 * key — even in two service processes sharing one database — produce one
 * object and one answer. Real child processes (killed with SIGKILL at chosen
 * points, `test/fixtures/idemService.ts`), a real database (a SQLite file,
 * or a PostgreSQL database with `HOTELBOT_TEST_ENGINE=postgres`), the real
 * server.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fetch, FormData } from 'undici';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays, bogotaDate } from '../../src/clock.js';
import { bookingBody, firstOffer, paymentLinkBody } from '../helpers/booking.js';
import { startTestService, TEST_ENGINE } from '../helpers/service.js';
import { createPostgresDatabase } from '../helpers/postgres.js';
import { exec, first, openStore, rows, sql } from '../../src/store/sql.js';
import { serviceMigrations } from '../../src/store/service/migrations/index.js';
import { GIFT_SENDER } from '../helpers/giftCards.js';
import { spawnUntilReady, type ReadyProcess } from '../helpers/instances.js';
import { startedForEach } from '../helpers/lifecycle.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FIXTURE = join(ROOT, 'test/fixtures/idemService.ts');

/** A minimal PDF receipt for endpoint 2. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

type Kind = 'booking' | 'link' | 'giftCard' | 'recharge';
/** One creation request, identical every time it is sent. */
interface Creation {
  kind: Kind;
  /** What tells its object apart in the database (email, external ref, payment reference). */
  tag: string;
  path: string;
  json?: unknown;
}
/** An answer as the client sees it. */
interface Answer {
  status: number;
  body: any;
  replayed: boolean;
}

const linkCreation = (tag: string): Creation => ({
  kind: 'link',
  tag,
  path: '/v2/links/schedule',
  json: paymentLinkBody({ amount: 250000.5, description: 'Estadía 2 noches', external_ref_id: tag }),
});
const giftCardCreation = (tag: string): Creation => ({
  kind: 'giftCard',
  tag,
  path: '/v1/gift-cards',
  json: {
    sender: GIFT_SENDER,
    recipient: { name: 'Lucía Ruiz', email: 'lucia@example.com' },
    amount: 500000,
    currency: 'COP',
    note: 'Feliz cumpleaños',
    external_ref_id: tag,
    temp_webhook_url: 'https://hooks.example/gift',
    success_url: 'https://shop.example/ok',
    failure_url: 'https://shop.example/ko',
  },
});
const rechargeCreation = (tag: string): Creation => ({ kind: 'recharge', tag, path: '/v2/preloaded-balance/agencies/1/external' });
/** An endpoint-7 booking of one night, `daysAhead` days from today (Bogotá), for guest email `tag`. */
async function bookingCreation(base: string, tag: string, daysAhead: number): Promise<Creation> {
  const checkin = addDays(bogotaDate(new Date()), daysAhead);
  const checkout = addDays(checkin, 1);
  const offer = await firstOffer(base, 'Bogotá', checkin, 1);
  return { kind: 'booking', tag, path: `/v2/bookings/hotel_id=${offer.hotelId}`, json: bookingBody(offer, checkin, checkout, 1, 2, { email: tag }) };
}

/** POST `c` to the service at `base` with `Idempotency-Key: key` (endpoint 2 as multipart/form-data). */
async function send(base: string, c: Creation, key: string): Promise<Answer> {
  const headers: Record<string, string> = { authorization: 'Bearer demo-agency-1', 'idempotency-key': key };
  let body: string | FormData;
  if (c.kind === 'recharge') {
    const form = new FormData();
    for (const [k, v] of Object.entries({ amount: '150000.50', currency: 'COP', payment_method: 'Transferencia bancaria', payment_reference: c.tag }))
      form.append(k, v);
    form.append('payment_receipt', new Blob([PDF], { type: 'application/pdf' }), 'recibo.pdf');
    body = form;
  } else {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(c.json);
  }
  const res = await fetch(base + c.path, { method: 'POST', headers, body });
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text), replayed: res.headers.get('idempotent-replayed') === 'true' };
}

/** The objects `c` created in the database at `file` (a path or URL): their ids, as the answers name them. */
async function objectsOf(file: string, c: Creation): Promise<string[]> {
  const store = await openStore(file, serviceMigrations, { migrate: false, poolSize: 1 });
  try {
    const query = {
      booking: sql<{ id: string }>`SELECT chatbot_id AS id FROM chatbot_bookings WHERE email = ${c.tag}`,
      link: sql<{ id: string }>`SELECT code AS id FROM payment_links WHERE kind = 'link' AND external_ref_id = ${c.tag}`,
      giftCard: sql<{ id: string }>`SELECT code AS id FROM gift_cards WHERE external_ref_id = ${c.tag}`,
      recharge: sql<{ id: string }>`SELECT payment_receipt AS id FROM recharges WHERE payment_reference = ${c.tag}`,
    }[c.kind];
    return (await rows(store.db, query)).map((r) => r.id);
  } finally {
    await store.close();
  }
}
/** The id an answer of `c` names. */
const idOf = (c: Creation, body: any): string =>
  ({ booking: body.chatbot_id, link: body.code, giftCard: body.gift_card_code, recharge: body.file_key })[c.kind];

/** A service child process. */
type Child = ReadyProcess;
const children: ChildProcess[] = [];
/** Start the fixture service on `file` with crash point `crash`; resolves once it listens. */
async function startChild(file: string, crash: 'none' | 'before-commit' | 'after-commit' = 'none'): Promise<Child> {
  const child = await spawnUntilReady(FIXTURE, [file, crash], 'service');
  children.push(child.proc);
  return child;
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'hotelbot-idem-'));
});
/** A new database for the child processes: a file in the test's folder, or a new PostgreSQL database. */
const location = async (): Promise<string> => (TEST_ENGINE === 'postgres' ? createPostgresDatabase('hotelbot_idem') : join(dir, 'service.db'));
afterEach(async () => {
  for (const p of children.splice(0)) if (p.exitCode === null && p.signalCode === null) p.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

describe('a crash never lets a retry with the same key create a second object', () => {
  /** Expect the service to die (SIGKILL) while answering `c` under `key`; return the objects of `c` left in `file`. */
  async function crashOn(child: Child, file: string, c: Creation, key: string): Promise<string[]> {
    await expect(send(child.url, c, key)).rejects.toThrow();
    expect(await child.exited).toBe('SIGKILL');
    return objectsOf(file, c);
  }
  /** Retry `c` under `key` and expect the replay of the one object `created`, still alone in the database. */
  async function expectReplay(child: Child, file: string, c: Creation, key: string, created: string[]): Promise<void> {
    const retry = await send(child.url, c, key);
    expect([retry.status, retry.replayed]).toEqual([200, true]);
    expect([idOf(c, retry.body)]).toEqual(created);
    expect(await objectsOf(file, c)).toEqual(created);
  }

  it("killed inside the creation's transaction, then right after its commit: endpoints 7 and 2, restarted on the same database", async () => {
    const file = await location();
    // Endpoint 7. Killed with the booking and its record written but not committed: neither survives.
    const first = await startChild(file, 'before-commit');
    const booking = await bookingCreation(first.url, 'crash-guest@example.com', 20);
    expect(await crashOn(first, file, booking, 'booking-1')).toEqual([]);
    // The retry creates it; killed after the commit, before the answer: the booking exists, the client never heard.
    const bookings = await crashOn(await startChild(file, 'after-commit'), file, booking, 'booking-1');
    expect(bookings).toHaveLength(1);

    // The next retry replays it. Endpoint 2 (multipart) then goes through the same two crashes.
    const third = await startChild(file, 'before-commit');
    await expectReplay(third, file, booking, 'booking-1', bookings);
    const recharge = rechargeCreation('TRX-CRASH-1');
    expect(await crashOn(third, file, recharge, 'recharge-1')).toEqual([]);
    const recharges = await crashOn(await startChild(file, 'after-commit'), file, recharge, 'recharge-1');
    expect(recharges).toHaveLength(1);

    const last = await startChild(file);
    await expectReplay(last, file, recharge, 'recharge-1', recharges);
    await expectReplay(last, file, booking, 'booking-1', bookings);
  });
});

describe('two service processes on one database', () => {
  it('40 keys, each sent to both processes at once: one object and one answer per key, never a 500', async () => {
    const file = await location();
    const a = await startChild(file);
    const b = await startChild(file);
    const creations: Creation[] = [];
    for (let i = 0; i < 40; i++) {
      const tag = `idem-${i}`;
      if (i % 4 === 0) creations.push(await bookingCreation(a.url, `${tag}@example.com`, 10 + i));
      else if (i % 4 === 1) creations.push(linkCreation(tag));
      else if (i % 4 === 2) creations.push(giftCardCreation(tag));
      else creations.push(rechargeCreation(tag));
    }
    const answers = await Promise.all(creations.map((c, i) => Promise.all([send(a.url, c, `key-${i}`), send(b.url, c, `key-${i}`)])));
    for (const [i, c] of creations.entries()) {
      const [x, y] = answers[i]!;
      expect([x.status, y.status], `key-${i} (${c.kind})`).toEqual([200, 200]);
      expect(y.body).toEqual(x.body);
      expect([x.replayed, y.replayed].filter(Boolean), `key-${i}: one answer created, the other replayed`).toHaveLength(1);
      expect(await objectsOf(file, c), `key-${i} (${c.kind})`).toEqual([idOf(c, x.body)]);
    }
  });
});

describe('idempotency records in one service', () => {
  const svc = startedForEach(() => startTestService({ rateLimitPerSecond: 0 }));
  const links = async (ref: string) =>
    (await first<{ n: number }>(svc.store.db, sql`SELECT COUNT(*) AS n FROM payment_links WHERE external_ref_id = ${ref}`))!.n;
  const records = async () => (await first<{ n: number }>(svc.store.db, sql`SELECT COUNT(*) AS n FROM idempotency_keys`))!.n;
  /** Make every UPDATE of an idempotency record fail (SQLite: a temporary trigger of the service's one connection). */
  async function refuseRecords(): Promise<void> {
    if (svc.store.engine === 'sqlite')
      await exec(svc.store.db, sql`CREATE TEMP TRIGGER refuse_record BEFORE UPDATE ON main.idempotency_keys BEGIN SELECT RAISE(ABORT, 'record refused'); END`);
    else {
      await exec(svc.store.db, sql`CREATE FUNCTION refuse_record() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'record refused'; END $$`);
      await exec(svc.store.db, sql`CREATE TRIGGER refuse_record BEFORE UPDATE ON idempotency_keys FOR EACH ROW EXECUTE FUNCTION refuse_record()`);
    }
  }
  /** Undo {@link refuseRecords}. */
  async function acceptRecords(): Promise<void> {
    await exec(svc.store.db, svc.store.engine === 'sqlite' ? sql`DROP TRIGGER temp.refuse_record` : sql`DROP TRIGGER refuse_record ON idempotency_keys`);
  }

  it('an object whose record cannot be written is not created either', async () => {
    const c = linkCreation('REF-ATOMIC');
    // The record's answer is written (an UPDATE of the key's claim) after the object's rows, in the same transaction.
    await refuseRecords();
    const failed = await send(svc.url, c, 'atomic-1');
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({ code: '500', message: 'Error interno del servidor', detail: expect.any(String) });
    expect(await links('REF-ATOMIC')).toBe(0);
    await acceptRecords();
    const ok = await send(svc.url, c, 'atomic-1');
    expect([ok.status, ok.replayed]).toEqual([200, false]);
    expect((await send(svc.url, c, 'atomic-1')).replayed).toBe(true);
    expect(await links('REF-ATOMIC')).toBe(1);
  });

  it('an error answer records nothing: the key serves the corrected request, then replays it', async () => {
    const bad = linkCreation('REF-FIXED');
    (bad.json as { hotel_id: number }).hotel_id = 999_999;
    const notFound = await send(svc.url, bad, 'fix-1');
    expect(notFound.status).toBe(404);
    expect(await records()).toBe(0);
    const good = linkCreation('REF-FIXED');
    const created = await send(svc.url, good, 'fix-1');
    expect([created.status, created.replayed]).toEqual([200, false]);
    const again = await send(svc.url, good, 'fix-1');
    expect([again.status, again.replayed, again.body]).toEqual([200, true, created.body]);
    const other = await send(svc.url, bad, 'fix-1');
    expect([other.status, other.body.detail]).toEqual([409, 'La Idempotency-Key ya se usó con otra solicitud']);
    expect(await links('REF-FIXED')).toBe(1);
  });

  it('a record is replayed for 24 hours; past them the key creates again and expired records are purged', async () => {
    const c = giftCardCreation('GIFT-TTL');
    const first = await send(svc.url, c, 'ttl-1');
    await send(svc.url, linkCreation('REF-OLD'), 'ttl-other');
    expect(await records()).toBe(2);
    svc.clock.advance(24 * 3600_000 - 1000);
    expect(await send(svc.url, c, 'ttl-1')).toMatchObject({ status: 200, replayed: true, body: first.body });
    svc.clock.advance(2000);
    const later = await send(svc.url, c, 'ttl-1');
    expect([later.status, later.replayed]).toEqual([200, false]);
    expect(later.body.gift_card_code).not.toBe(first.body.gift_card_code);
    // The expired record of the other key went too; only the new one is left.
    expect(await rows(svc.store.db, sql`SELECT key FROM idempotency_keys`)).toEqual([{ key: 'ttl-1' }]);
  });
});
