/**
 * Agency links never credit a balance twice, against the real server on an
 * ephemeral port and a real database (the suite's engine):
 * - a reservation link (endpoint 14 with `external_ref_id`) credits nothing
 *   when applied; its refund (endpoint 1) credits its amount once;
 * - a top-up link (no `external_ref_id`) is credited when applied and cannot
 *   be refunded;
 * - migration 9 removes the credits that reservation links got when applied
 *   under the earlier rule (SQLite files of that time);
 * - random sequences of link creations, payments, refunds and external
 *   recharges (fast-check) keep every balance equal to the sum of its recharges.
 * After every scenario, for every agency, balance = sum of its recharges.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import fc from 'fast-check';
import { fetch, FormData } from 'undici';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/clock.js';
import { startService } from '../../src/api/service.js';
import { exec, first, openStore, rows, sql, type Executor, type Store } from '../../src/store/sql.js';
import { insertApiKey } from '../../src/store/service/apiKeys.js';
import { serviceMigrations } from '../../src/store/service/migrations/index.js';
import { seedDemoData, seedDemoKeys } from '../../src/store/service/seed.js';
import { seedScaleData } from '../../bench/dataset/seed.js';
import { freshLocation } from '../helpers/postgres.js';
import { call, payCheckout, startTestService, T0, TEST_ENGINE, type TestService } from '../helpers/service.js';
import { paymentLinkBody } from '../helpers/booking.js';

const RESERVATION_MISMATCH = 'El ID de reserva no está asociado al link de pago';
const ALREADY_REFUNDED = 'Este link ya ha sido reembolsado';
const NOT_APPLIED = 'No se puede aplicar un reembolso a un pago que no ha sido aplicado';
const NOT_IN_PROGRAM = 'Esta funcionalidad solo está permitida para agencias del programa de saldo precargado';
const REFUNDED_MSG = 'El reembolso del valor del link fue aplicado al saldo precargado de la agencia';
const refundError = (status: number, detail: string) => ({ code: 0, message: `Error http: ${status}`, detail });
const refundPath = (code: string, agencyId: number, reservationId: string) =>
  `/v2/preloaded-balance/${code}/agencies/${agencyId}/reservation/${encodeURIComponent(reservationId)}/refund`;
/** A minimal PDF document (receipt of endpoint 2). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

interface AgencyTotals {
  id: number;
  balance: number;
  sum: number;
}
/** Every agency's stored balance and the sum of its recharges (minor units). */
function totals(db: Executor): Promise<AgencyTotals[]> {
  return rows<AgencyTotals>(
    db,
    sql`SELECT a.id, a.balance_minor AS balance, (SELECT COALESCE(SUM(r.amount_minor), 0) FROM recharges r WHERE r.agency_id = a.id) AS sum
          FROM agencies a ORDER BY a.id`,
  );
}
/** For every agency balance = sum of its recharges, and no link has more than one recharge (its amount entered once at most). */
async function expectConsistent(db: Executor): Promise<void> {
  for (const t of await totals(db)) expect(t.balance, `agency ${t.id}`).toBe(t.sum);
  const twice = await rows(
    db,
    sql`SELECT payment_link_code AS code, COUNT(*) AS n FROM recharges WHERE payment_link_code IS NOT NULL GROUP BY payment_link_code HAVING COUNT(*) > 1`,
  );
  expect(twice).toEqual([]);
}
const rechargesOf = (db: Executor, code: string) =>
  rows<{ kind: string; agencyId: number; amountMinor: number; code: string }>(
    db,
    sql`SELECT kind, agency_id AS "agencyId", amount_minor AS "amountMinor", payment_link_code AS code FROM recharges WHERE payment_link_code = ${code} ORDER BY id`,
  );
/** The `n` of a `SELECT COUNT(*) AS n ...` query. */
const countOf = async (db: Executor, query: ReturnType<typeof sql>) => ((await first(db, query)) as { n: number }).n;

describe('agency links on the running service', () => {
  let svc: TestService;
  beforeEach(async () => {
    svc = await startTestService({ sandboxSettleDelayMs: 60_000, rateLimitPerSecond: 0 });
    await insertApiKey(svc.store.db, { key: 'test-agency-2', name: 'Agencia 2 (prueba)', principalKind: 'agency', principalId: 2 }, T0);
  });
  afterEach(async () => {
    await expectConsistent(svc.store.db);
    await svc.stop();
  });

  const balance = async (agencyId = 1) => (await first<{ b: number }>(svc.store.db, sql`SELECT balance_minor AS b FROM agencies WHERE id = ${agencyId}`))!.b;
  const count = (query: ReturnType<typeof sql>) => countOf(svc.store.db, query);
  const linkRow = (code: string, column: 'status' | 'refunded_at') =>
    first(svc.store.db, sql`SELECT ${sql.ref(column)} AS v FROM payment_links WHERE code = ${code}`);

  /** Endpoint 14 for hotel 1: a reservation link with `ref`, a top-up link with `ref: null`. */
  async function createLink(o: { ref: string | null; amount?: number; agencyId?: number; key?: string }) {
    const body: Record<string, unknown> = paymentLinkBody({
      amount: o.amount ?? 250000.5,
      description: o.ref === null ? 'Recarga de saldo' : `Pago de la reserva ${o.ref}`,
      agency_id: o.agencyId ?? 1,
    });
    if (o.ref !== null) body.external_ref_id = o.ref;
    const r = await call(svc.url, 'POST', '/v2/links/schedule', { key: o.key ?? 'demo-agency-1', body });
    expect(r.status).toBe(200);
    return { code: r.body.code as string, url: r.body.url as string };
  }
  async function pay(url: string, number = '4242424242424242') {
    const r = await payCheckout(url, { number });
    expect(r.status).toBeLessThan(400);
  }
  const refund = (code: string, reservationId: string, key = 'demo-agency-1', agencyId = 1) =>
    call(svc.url, 'POST', refundPath(code, agencyId, reservationId), { key });
  const listed = async () =>
    (await call(svc.url, 'GET', '/v2/preloaded-balance/agencies?limit=100')).body.data as {
      amount: number;
      payment_link_code: string | null;
      payment_method: string;
    }[];

  it('a reservation link applied pays the reservation: balance unchanged, no recharge (also when an in-process charge settles)', async () => {
    const link = await createLink({ ref: 'RES-500', amount: 123456.78 });
    await pay(link.url);
    expect(await linkRow(link.code, 'status')).toEqual({ v: 'paid' });
    expect(await balance()).toBe(0);
    expect(await count(sql`SELECT COUNT(*) AS n FROM recharges`)).toBe(0);
    expect(await listed()).toEqual([]);

    const settling = await createLink({ ref: 'RES-501', amount: 1000 });
    await pay(settling.url, '4000000000000077'); // in process, settles after 60 s
    svc.clock.advance(61_000);
    await svc.ctx.payments.sweep();
    await svc.ctx.payments.sweep();
    expect(await linkRow(settling.code, 'status')).toEqual({ v: 'paid' });
    expect(await balance()).toBe(0);
    expect(await count(sql`SELECT COUNT(*) AS n FROM recharges`)).toBe(0);
  });

  it('refund after the reservation is cancelled credits the link amount once, with payment_link_code; a second refund is refused', async () => {
    // The agency's reservation is a real channel-manager reservation of hotel 1, cancelled by the hotel (endpoint 18).
    const res = (await first<{ id: number; portal: string }>(
      svc.store.db,
      sql`SELECT id, portal_code AS portal FROM reservations WHERE hotel_id = 1 AND status = 'confirmed' AND checkin_status = 0 AND checkin > ${'2026-11-21'} ORDER BY id LIMIT 1`,
    ))!;
    expect(res).toBeDefined();
    const ref = String(res.id);
    const link = await createLink({ ref, amount: 250000.5 });
    await pay(link.url);
    expect(await balance()).toBe(0);
    const cancelled = await call(svc.url, 'PUT', `/v1/bookings/${ref}?hotel_id=100001&portal_code=${res.portal}&checkin_status=3`, { key: 'demo-hotel-1' });
    expect(cancelled.status).toBe(200);
    expect(await first(svc.store.db, sql`SELECT status FROM reservations WHERE id = ${res.id}`)).toEqual({ status: 'cancelled' });

    svc.clock.advance(3_600_000);
    const r = await refund(link.code, ref);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ msg: REFUNDED_MSG });
    expect(await balance()).toBe(25_000_050);
    expect(await rechargesOf(svc.store.db, link.code)).toEqual([{ kind: 'refund', agencyId: 1, amountMinor: 25_000_050, code: link.code }]);
    const data = await listed();
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ amount: 250000.5, payment_link_code: link.code, payment_method: 'Reembolso de link de pago', payment_reference: ref });
    expect(await linkRow(link.code, 'refunded_at')).toEqual({ v: '2026-11-21T16:00:00.000Z' });

    for (const key of ['demo-agency-1', 'demo-operator']) {
      const again = await refund(link.code, ref, key);
      expect(again.status).toBe(400);
      expect(again.body).toEqual(refundError(400, ALREADY_REFUNDED));
    }
    expect(await balance()).toBe(25_000_050);
    expect(await count(sql`SELECT COUNT(*) AS n FROM recharges`)).toBe(1);
  });

  it('of 100 concurrent refunds of one reservation link exactly one credits the balance', async () => {
    const link = await createLink({ ref: 'RES-RACE', amount: 80000 });
    await pay(link.url);
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => refund(link.code, 'RES-RACE', i % 2 ? 'demo-operator' : 'demo-agency-1')));
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) expect(r.body).toEqual(refundError(400, ALREADY_REFUNDED));
    expect(await balance()).toBe(8_000_000);
    expect(await rechargesOf(svc.store.db, link.code)).toHaveLength(1);
  });

  it('a top-up link applied is credited once with payment_link_code; its refund is a 400 and credits nothing', async () => {
    const link = await createLink({ ref: null, amount: 300000 });
    // Before it is paid, it is already not refundable: it pays no reservation.
    expect((await refund(link.code, 'RES-1')).body).toEqual(refundError(400, RESERVATION_MISMATCH));
    expect((await payCheckout(link.url, { number: '4000000000000002' })).status).toBe(402); // declined: nothing
    expect(await balance()).toBe(0);
    await pay(link.url);
    expect(await balance()).toBe(30_000_000);
    await svc.ctx.payments.sweep();
    const tx = (await first<{ t: string }>(
      svc.store.db,
      sql`SELECT transaction_id AS t FROM payment_attempts WHERE link_code = ${link.code} AND status = 'applied'`,
    ))!;
    expect(await rechargesOf(svc.store.db, link.code)).toEqual([{ kind: 'payment_link', agencyId: 1, amountMinor: 30_000_000, code: link.code }]);
    expect((await listed())[0]).toMatchObject({
      amount: 300000,
      payment_link_code: link.code,
      payment_method: 'Link de pago',
      payment_reference: tx.t,
      is_external: false,
    });

    for (const [reservationId, key] of [
      ['RES-1', 'demo-agency-1'],
      [link.code, 'demo-operator'],
      ['0', 'demo-agency-1'],
    ] as const) {
      const r = await refund(link.code, reservationId, key);
      expect(r.status, reservationId).toBe(400);
      expect(r.body, reservationId).toEqual(refundError(400, RESERVATION_MISMATCH));
    }
    expect(await balance()).toBe(30_000_000);
    expect(await linkRow(link.code, 'refunded_at')).toEqual({ v: null });
    // An empty external_ref_id is no reservation: a top-up link too.
    const empty = await createLink({ ref: '', amount: 1000 });
    await pay(empty.url);
    expect(await balance()).toBe(30_100_000);
  });

  it('keeps the earlier checks: an unpaid reservation link, another agency, an agency outside the program', async () => {
    const unpaid = await createLink({ ref: 'RES-700' });
    expect((await refund(unpaid.code, 'RES-700')).body).toEqual(refundError(400, NOT_APPLIED));
    const outside = await createLink({ ref: null, agencyId: 2, key: 'test-agency-2', amount: 5000 });
    await pay(outside.url);
    expect(await balance(2)).toBe(0); // not in the program: a top-up credits nothing
    expect((await refund(outside.code, 'X', 'test-agency-2', 2)).body).toEqual(refundError(400, NOT_IN_PROGRAM));
    expect((await refund(outside.code, 'X', 'demo-agency-1')).body).toEqual(refundError(404, 'Link de pago no identificado'));
    expect(await count(sql`SELECT COUNT(*) AS n FROM recharges`)).toBe(0);
  });

  it('a reservation link whose money went back to the guest (early departure) is never refunded into the balance', async () => {
    const res = (await first<{ id: number; portal: string; checkin: string }>(
      svc.store.db,
      sql`SELECT id, portal_code AS portal, checkin FROM reservations WHERE hotel_id = 1 AND status = 'confirmed' AND checkin_status = 0 AND checkin > ${'2026-11-21'} ORDER BY id LIMIT 1`,
    ))!;
    const ref = String(res.id);
    const total = (await first<{ t: number }>(svc.store.db, sql`SELECT total_minor AS t FROM reservations WHERE id = ${res.id}`))!.t;
    const link = await createLink({ ref, amount: total / 100 });
    await pay(link.url);
    await exec(svc.store.db, sql`UPDATE reservations SET prepaid_minor = total_minor WHERE id = ${res.id}`);
    svc.clock.set(new Date(`${res.checkin}T15:00:00Z`));
    const q = (s: number, extra = '') => `/v1/bookings/${ref}?hotel_id=100001&portal_code=${res.portal}&checkin_status=${s}${extra}`;
    expect((await call(svc.url, 'PUT', q(1), { key: 'demo-hotel-1' })).status).toBe(200);
    const early = await call(svc.url, 'PUT', q(4, `&refound_amount=${total / 100}`), { key: 'demo-hotel-1' });
    expect(early.status).toBe(200);
    expect((await refund(link.code, ref)).body).toEqual(refundError(400, ALREADY_REFUNDED));
    expect(await balance()).toBe(0);
  });

  it('random sequences of links of either kind, payments, refunds and external recharges keep every balance right (fast-check)', async () => {
    await exec(svc.store.db, sql`UPDATE agencies SET in_balance_program = 1 WHERE id = 2`);
    await exec(
      svc.store.db,
      sql`INSERT INTO agencies (id, name, agency_type, in_balance_program, balance_minor) VALUES (3, ${'Agencia Fuera'}, ${'retailer'}, 0, 0)`,
    );
    const inProgram = new Set([1, 2]);

    interface ModelLink {
      code: string;
      url: string;
      agencyId: number;
      amountMinor: number;
      ref: string | null;
      paid: boolean;
      refunded: boolean;
    }
    interface Model {
      links: ModelLink[];
      /** Expected balance of each agency, minor units. */
      expected: Map<number, number>;
    }
    const credit = (m: Model, agencyId: number, minor: number) => m.expected.set(agencyId, (m.expected.get(agencyId) ?? 0) + minor);
    /** After every command: each agency's balance is what the model says, and equals the sum of its recharges. */
    const check = async (m: Model) => {
      for (const t of await totals(svc.store.db)) {
        expect(t.balance, `agency ${t.id}`).toBe(t.sum);
        expect(t.balance, `agency ${t.id}`).toBe(m.expected.get(t.id) ?? 0);
      }
    };
    const agency = fc.constantFrom(1, 2, 3);
    const minor = fc.integer({ min: 1, max: 500_000_000 }); // up to 5,000,000 COP with centavos

    class CreateLink implements fc.AsyncCommand<Model, object> {
      constructor(
        readonly agencyId: number,
        readonly amountMinor: number,
        readonly reservation: boolean,
      ) {}
      check = () => true;
      async run(m: Model) {
        const ref = this.reservation ? `RES-${randomBytes(4).toString('hex')}` : null;
        const l = await createLink({ ref, agencyId: this.agencyId, amount: this.amountMinor / 100, key: 'demo-operator' });
        m.links.push({ ...l, agencyId: this.agencyId, amountMinor: this.amountMinor, ref, paid: false, refunded: false });
        await check(m);
      }
      toString = () => `create(${this.reservation ? 'reservation' : 'top-up'}, agency ${this.agencyId}, ${this.amountMinor})`;
    }
    class Pay implements fc.AsyncCommand<Model, object> {
      constructor(readonly pick: number) {}
      check = (m: Readonly<Model>) => m.links.length > 0;
      async run(m: Model) {
        const l = m.links[m.links.length - 1 - (this.pick % m.links.length)]!; // the newest links most often
        const r = await payCheckout(l.url, { number: '4242424242424242' });
        if (!l.paid) {
          expect(r.status).toBeLessThan(400);
          l.paid = true;
          if (l.ref === null && inProgram.has(l.agencyId)) credit(m, l.agencyId, l.amountMinor);
        } // a paid link is not charged again: the model's balances stay
        await check(m);
      }
      toString = () => `pay(${this.pick})`;
    }
    class CancelAndRefund implements fc.AsyncCommand<Model, object> {
      constructor(readonly pick: number) {}
      check = (m: Readonly<Model>) => m.links.length > 0;
      async run(m: Model) {
        const l = m.links[m.links.length - 1 - (this.pick % m.links.length)]!; // the newest links most often
        const r = await call(svc.url, 'POST', refundPath(l.code, l.agencyId, l.ref ?? 'RES-NONE'), { key: 'demo-operator' });
        let detail: string | null = null;
        if (!inProgram.has(l.agencyId)) detail = NOT_IN_PROGRAM;
        else if (l.ref === null) detail = RESERVATION_MISMATCH;
        else if (!l.paid) detail = NOT_APPLIED;
        else if (l.refunded) detail = ALREADY_REFUNDED;
        if (detail === null) {
          expect(r.status).toBe(200);
          l.refunded = true;
          credit(m, l.agencyId, l.amountMinor);
        } else expect(r.body).toEqual(refundError(400, detail));
        await check(m);
      }
      toString = () => `refund(${this.pick})`;
    }
    class ExternalRecharge implements fc.AsyncCommand<Model, object> {
      constructor(
        readonly agencyId: number,
        readonly amountMinor: number,
      ) {}
      check = () => true;
      async run(m: Model) {
        const form = new FormData();
        form.append('amount', (this.amountMinor / 100).toFixed(2));
        form.append('currency', 'COP');
        form.append('payment_method', 'Transferencia bancaria');
        form.append('payment_reference', `TRX-${this.amountMinor}`);
        form.append('payment_receipt', new Blob([PDF], { type: 'application/pdf' }), 'recibo.pdf');
        const res = await fetch(`${svc.url}/v2/preloaded-balance/agencies/${this.agencyId}/external`, {
          method: 'POST',
          body: form,
          headers: { authorization: 'Bearer demo-operator' },
        });
        await res.arrayBuffer();
        if (inProgram.has(this.agencyId)) {
          expect(res.status).toBe(200);
          credit(m, this.agencyId, this.amountMinor);
        } else expect(res.status).toBe(400);
        await check(m);
      }
      toString = () => `external(agency ${this.agencyId}, ${this.amountMinor})`;
    }

    const commands = fc.commands(
      [
        fc.tuple(agency, minor, fc.boolean()).map(([a, n, r]) => new CreateLink(a, n, r)),
        fc.nat(3).map((i) => new Pay(i)),
        fc.nat(3).map((i) => new Pay(i)),
        fc.nat(3).map((i) => new CancelAndRefund(i)),
        fc.nat(3).map((i) => new CancelAndRefund(i)),
        fc.tuple(agency, minor).map(([a, n]) => new ExternalRecharge(a, n)),
      ],
      { maxCommands: 20, size: 'large' },
    );
    await fc.assert(
      fc.asyncProperty(commands, async (cmds) => {
        // Each run starts from the balances the earlier runs left.
        const expected = new Map((await totals(svc.store.db)).map((t) => [t.id, t.balance]));
        await fc.asyncModelRun(() => ({ model: { links: [], expected } as Model, real: {} }), cmds);
      }),
      { numRuns: 40, seed: 20261121 },
    );
    expect(await count(sql`SELECT COUNT(*) AS n FROM recharges WHERE kind = 'refund'`)).toBeGreaterThan(0);
    expect(await count(sql`SELECT COUNT(*) AS n FROM recharges WHERE kind = 'payment_link'`)).toBeGreaterThan(0);
  });
});

describe('migration 9: credits of reservation links when applied are removed', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'hotelbot-agency-links-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  // SQLite only: it rewrites the data of a SQLite file written before version 9 (a PostgreSQL database starts at version 9's schema).
  it.runIf(TEST_ENGINE === 'sqlite')(
    'leaves every amount in a balance once, balance = sum of recharges, and the service then refunds a reservation link once',
    async () => {
      const path = join(dir, 'service.db');
      // A database at version 8 with the demo data, written by the earlier rule.
      const oldStore = await openStore(
        path,
        serviceMigrations.filter((m) => m.version <= 8),
      );
      const old = oldStore.sqlite!;
      expect((old.prepare('SELECT COUNT(*) AS n FROM kysely_migration').get() as { n: number }).n).toBe(8);
      // Today's demo seeder writes columns added after version 8 (migration 15's reservations.room_type): lent for the seeding, then taken away.
      old.exec('ALTER TABLE reservations ADD COLUMN room_type TEXT');
      await seedDemoData(oldStore, { today: '2026-11-21', now: T0, days: 30 });
      old.exec('ALTER TABLE reservations DROP COLUMN room_type');
      await seedDemoKeys(oldStore, T0);
      old.prepare('INSERT INTO agencies (id, name, agency_type, in_balance_program, balance_minor) VALUES (3, ?, ?, 1, 0)').run('Agencia Tres', 'retailer');
      const keyId = (old.prepare(`SELECT id FROM api_keys WHERE principal_kind = 'operator' LIMIT 1`).get() as { id: number }).id;
      const iso = T0.toISOString();
      const link = (code: string, agencyId: number, amountMinor: number, ref: string | null, o: { kind?: string; refunded?: boolean } = {}) =>
        old
          .prepare(
            `INSERT INTO payment_links (code, kind, hotel_id, reservation_id, agency_id, api_key_id, amount_minor, currency, description, guest_name, email,
             phone, external_ref_id, status, expires_at, paid_at, refunded_at, created_at)
           VALUES (?, ?, 1, ?, ?, ?, ?, 'COP', 'Pago', 'Ana Gómez', 'ana@example.com', '+573001234567', ?, 'paid', ?, ?, ?, ?)`,
          )
          .run(code, o.kind ?? 'link', ref, agencyId, keyId, amountMinor, o.kind === 'chatbot_booking' ? null : ref, iso, iso, o.refunded ? iso : null, iso);
      const recharge = (agencyId: number, kind: string, amountMinor: number, code: string | null) => {
        const id = Number(
          old
            .prepare(
              `INSERT INTO recharges (agency_id, kind, amount_minor, currency, is_external, payment_reference, payment_method, payment_link_code,
               recharge_group_id, is_archived, status, created_at, updated_at)
             VALUES (?, ?, ?, 'COP', ?, 'ref', 'm', ?, 0, 0, 'Aplicado', ?, ?)`,
            )
            .run(agencyId, kind, amountMinor, kind === 'external' ? 1 : 0, code, iso, iso).lastInsertRowid,
        );
        old.prepare('UPDATE recharges SET recharge_group_id = id WHERE id = ?').run(id);
        old.prepare('UPDATE agencies SET balance_minor = balance_minor + ? WHERE id = ?').run(amountMinor, agencyId);
      };
      // Agency 1: a reservation link credited when applied, not refunded yet.
      link('resApplied', 1, 10_000_00, 'RES-1');
      recharge(1, 'payment_link', 10_000_00, 'resApplied');
      // Agency 1: a reservation link credited when applied AND when refunded (the double credit).
      link('resRefunded', 1, 20_000_00, 'RES-2', { refunded: true });
      recharge(1, 'payment_link', 20_000_00, 'resRefunded');
      recharge(1, 'refund', 20_000_00, 'resRefunded');
      // Agency 1: top-up links (no reference, or an empty one), an external recharge, a chatbot booking's refunded link.
      link('topUp', 1, 30_000_00, null);
      recharge(1, 'payment_link', 30_000_00, 'topUp');
      link('topUpEmpty', 1, 4_000_00, '');
      recharge(1, 'payment_link', 4_000_00, 'topUpEmpty');
      recharge(1, 'external', 5_000_00, null);
      link('chatbot', 1, 6_000_00, 'cb_123', { kind: 'chatbot_booking', refunded: true });
      recharge(1, 'refund', 6_000_00, 'chatbot');
      // Agency 3: only the double credit.
      link('res3', 3, 7_000_00, 'RES-3', { refunded: true });
      recharge(3, 'payment_link', 7_000_00, 'res3');
      recharge(3, 'refund', 7_000_00, 'res3');
      expect((await totals(oldStore.db)).map((t) => [t.id, t.balance])).toEqual([
        [1, 95_000_00],
        [2, 0],
        [3, 14_000_00],
      ]);
      await oldStore.close();

      // Migrate to 9 (what any start of the service does).
      const store = await openStore(path, serviceMigrations);
      const db = store.sqlite!;
      expect((db.prepare('SELECT COUNT(*) AS n FROM kysely_migration').get() as { n: number }).n).toBeGreaterThanOrEqual(9);
      await expectConsistent(store.db);
      expect((await totals(store.db)).map((t) => [t.id, t.balance])).toEqual([
        [1, 65_000_00],
        [2, 0],
        [3, 7_000_00],
      ]);
      const kinds = async (code: string) => (await rechargesOf(store.db, code)).map((r) => [r.kind, r.amountMinor]);
      expect(await kinds('resApplied')).toEqual([]);
      expect(await kinds('resRefunded')).toEqual([['refund', 20_000_00]]);
      expect(await kinds('topUp')).toEqual([['payment_link', 30_000_00]]);
      expect(await kinds('topUpEmpty')).toEqual([['payment_link', 4_000_00]]);
      expect(await kinds('chatbot')).toEqual([['refund', 6_000_00]]);
      expect(await kinds('res3')).toEqual([['refund', 7_000_00]]);
      // The database itself refuses a second recharge of one link from now on.
      expect(() =>
        db
          .prepare(
            `INSERT INTO recharges (agency_id, kind, amount_minor, payment_link_code, recharge_group_id, created_at, updated_at)
           VALUES (1, 'refund', 3000000, 'topUp', 0, ?, ?)`,
          )
          .run(iso, iso),
      ).toThrow(/UNIQUE/);
      await store.close();

      // The service on the migrated file: the pending reservation link is refunded once, the double-credited one not again.
      const svc = await startService({
        databasePath: path,
        port: 0,
        clock: new ManualClock(T0),
        demo: true,
        seed: true,
        sweepIntervalMs: 3_600_000,
        rateLimitPerSecond: 0,
      });
      try {
        const first = await call(svc.url, 'POST', refundPath('resApplied', 1, 'RES-1'), { key: 'demo-operator' });
        expect(first.status).toBe(200);
        const again = await call(svc.url, 'POST', refundPath('resRefunded', 1, 'RES-2'), { key: 'demo-operator' });
        expect(again.body).toEqual(refundError(400, ALREADY_REFUNDED));
        const topUp = await call(svc.url, 'POST', refundPath('topUpEmpty', 1, 'x'), { key: 'demo-operator' });
        expect(topUp.body).toEqual(refundError(400, RESERVATION_MISMATCH));
        expect((await totals(svc.store.db)).map((t) => [t.id, t.balance])).toEqual([
          [1, 75_000_00],
          [2, 0],
          [3, 7_000_00],
        ]);
        await expectConsistent(svc.store.db);
        // Every link's amount is in a balance at most once: the sum over links equals what links contributed.
        const fromLinks = await countOf(svc.store.db, sql`SELECT COALESCE(SUM(amount_minor), 0) AS n FROM recharges WHERE payment_link_code IS NOT NULL`);
        expect(fromLinks).toBe(10_000_00 + 20_000_00 + 30_000_00 + 4_000_00 + 6_000_00 + 7_000_00);
      } finally {
        await svc.close();
      }
    },
  );
});

describe('seeded data follows the rule', () => {
  it('the demo and the scale seeds: balance = sum of recharges, no credit on applying a link that pays a reservation', async () => {
    const sqliteDirs: string[] = [];
    try {
      for (const [name, seed] of [
        ['demo', (store: Store) => seedDemoData(store, { today: '2026-11-21', now: T0, days: 7 })],
        ['scale', (store: Store) => seedScaleData(store, { today: '2026-11-21', now: T0, hotels: 3, roomTypes: 2, days: 7, bigHistory: 400, history: 100 })],
      ] as const) {
        const location = await freshLocation(TEST_ENGINE, `hotelbot_seeds_${name}`);
        if (TEST_ENGINE === 'sqlite') sqliteDirs.push(dirname(location));
        const store = await openStore(location, serviceMigrations);
        const db = store.db;
        try {
          await seed(store);
          await expectConsistent(db);
          const wrong = await rows(
            db,
            sql`SELECT r.id FROM recharges r JOIN payment_links l ON l.code = r.payment_link_code
                 WHERE r.kind = 'payment_link' AND (l.kind <> 'link' OR COALESCE(l.reservation_id, '') <> '')`,
          );
          expect(wrong, name).toEqual([]);
          // Links of endpoint 14 in the seeds belong to no agency, so no balance is touched by them.
          const agencyLinks = await countOf(db, sql`SELECT COUNT(*) AS n FROM payment_links WHERE kind = 'link' AND agency_id IS NOT NULL`);
          expect(agencyLinks, name).toBe(0);
          if (name === 'scale') expect(await countOf(db, sql`SELECT COUNT(*) AS n FROM payment_links WHERE kind = 'link'`)).toBeGreaterThan(0);
        } finally {
          await store.close();
        }
      }
    } finally {
      for (const d of sqliteDirs) rmSync(d, { recursive: true, force: true });
    }
  });
});
