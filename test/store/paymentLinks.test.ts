/**
 * Payment links, charges and expiry on both engines, with several service
 * instances on one database (PostgreSQL: two stores, i.e. two connection
 * pools, as two processes would have): a link is moved to in process (and
 * so charged) once, an expired booking is swept once with one expiry
 * notice, and an open charge recovered by two instances is recorded once.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/clock.js';
import { SandboxCarrier } from '../../src/api/domain/carrier.js';
import { ConflictError } from '../../src/api/domain/errors.js';
import { PaymentsService, type AttemptResultEvent, type BookingExpiredEvent } from '../../src/api/domain/payments.js';
import { insertChargeAttempt } from '../../src/store/service/chargeAttempts.js';
import { insertPaymentLink, lastPaymentAttempt, paymentLinkByCode, paymentLinkStatus, startLinkCharge } from '../../src/store/service/paymentLinks.js';
import { serviceMigrations } from '../../src/store/service/migrations/index.js';
import { exec, first, openStore, rows, sql, type Store } from '../../src/store/sql.js';
import { ENGINES, freshLocation } from '../helpers/postgres.js';

const NOW = new Date('2026-11-21T15:00:00.000Z');
const CHECKIN = '2026-12-01';
const CHECKOUT = '2026-12-03';

const opened: Store[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((s) => s.close()));
});

/** A hotel with one room type (stock 5 a night), an agency and an API key. */
async function seedBasics(s: Store): Promise<void> {
  const iso = NOW.toISOString();
  await exec(s.db, sql`INSERT INTO hotels (id, name, city, city_key, created_at) VALUES (1, 'Hotel Prueba', 'Cartagena', 'cartagena', ${iso})`);
  await exec(s.db, sql`INSERT INTO agencies (id, name, agency_type) VALUES (1, 'Agencia', 'retailer')`);
  await exec(s.db, sql`INSERT INTO api_keys (id, key_hash, name, principal_kind, principal_id, created_at) VALUES (1, 'h', 'agencia', 'agency', 1, ${iso})`);
  await exec(
    s.db,
    sql`INSERT INTO room_types (id, hotel_id, name, room_type, beds, max_adults, max_children, max_occupancy) VALUES (1, 1, 'Doble', 'DOUBLE', 2, 2, 1, 3)`,
  );
  await exec(
    s.db,
    sql`INSERT INTO rate_plans (id, room_type_id, description, board_description, refundable, cancellation_policy) VALUES (1, 1, 'Tarifa', 'Solo alojamiento', 'full', 'Flexible')`,
  );
  for (const day of ['2026-12-01', '2026-12-02'])
    await exec(s.db, sql`INSERT INTO inventory (room_type_id, day, stock, allocated, price_minor) VALUES (1, ${day}, 5, 0, 30000000)`);
}

/** An active link `code` expiring at `expiresAt`. */
async function addLink(s: Store, code: string, expiresAt: string, kind: 'link' | 'chatbot_booking' = 'link'): Promise<void> {
  await insertPaymentLink(s.db, {
    code,
    kind,
    hotelId: 1,
    reservationId: null,
    agencyId: 1,
    apiKeyId: 1,
    amountMinor: 60_000_000,
    currency: 'COP',
    description: 'Estadía',
    guestName: 'Ana Gómez',
    email: 'ana@example.com',
    phone: '+573001234567',
    bookingFrom: CHECKIN,
    bookingTo: CHECKOUT,
    source: null,
    externalRefId: null,
    tempWebhookUrl: null,
    successUrl: null,
    failureUrl: null,
    expiresAt,
    createdAt: NOW.toISOString(),
  });
}

/** A pending chatbot booking paid by a new link, holding `rooms` rooms both nights, with payment deadline `deadline`. */
async function addBooking(s: Store, chatbotId: string, deadline: string, rooms = 2): Promise<{ id: number; code: string }> {
  const code = `lnk_${chatbotId}`;
  await addLink(s, code, deadline, 'chatbot_booking');
  const iso = NOW.toISOString();
  const b = await first<{ id: number }>(
    s.db,
    sql`INSERT INTO chatbot_bookings (chatbot_id, hotel_id, api_key_id, agency_id, payment_link_code, checkin, checkout, nights, rooms, adults, children,
          first_name, last_name, email, telephone, country, currency, total_minor, status, payment_deadline, created_at, updated_at)
        VALUES (${chatbotId}, 1, 1, 1, ${code}, ${CHECKIN}, ${CHECKOUT}, 2, ${rooms}, 2, 0, 'Ana', 'Gómez', 'ana@example.com', '+573001234567', 'CO', 'COP',
          60000000, 'pending', ${deadline}, ${iso}, ${iso})
        RETURNING id`,
  );
  await exec(
    s.db,
    sql`INSERT INTO booking_rooms (booking_id, room_type_id, rate_plan_id, quantity, adults, children, amount_minor) VALUES (${b!.id}, 1, 1, ${rooms}, 2, 0, 60000000)`,
  );
  await exec(s.db, sql`UPDATE inventory SET allocated = allocated + ${rooms} WHERE room_type_id = 1`);
  return { id: Number(b!.id), code };
}

/**
 * Two handles on one new, seeded database: on PostgreSQL two stores (two
 * pools, like two instances); on SQLite the same store twice (one process
 * per file: its transactions serialise on the write lock).
 */
async function twoInstances(engine: (typeof ENGINES)[number]): Promise<[Store, Store]> {
  const location = await freshLocation(engine);
  const a = await openStore(location, serviceMigrations);
  opened.push(a);
  await seedBasics(a);
  if (engine === 'sqlite') return [a, a];
  const b = await openStore(location, serviceMigrations);
  opened.push(b);
  return [a, b];
}

/** A payments service over `store` with a clock at `clock`, the sandbox carrier keeping its answers in the store, and hooks counting what they saw. */
function service(store: Store, clock: ManualClock) {
  const seen = { results: [] as AttemptResultEvent[], expired: [] as BookingExpiredEvent[], changed: [] as string[] };
  const carrier = new SandboxCarrier(10_000, { store, clock });
  const payments = new PaymentsService(store, clock, carrier, 'http://127.0.0.1:9', { allowLoopback: true, allowHosts: [] });
  payments.addHooks({
    attemptResult: async (tx, e) => {
      // A hook must be able to query inside the change's transaction.
      expect((await first<{ status: string }>(tx, sql`SELECT status FROM payment_links WHERE code = ${e.linkCode}`))?.status).toBeDefined();
      seen.results.push(e);
    },
    bookingExpired: async (_tx, e) => void seen.expired.push(e),
    linkChanged: async (_tx, code) => void seen.changed.push(code),
  });
  return { payments, seen, carrier };
}

/** The payments services of two instances `a` and `b` over one database, on one shared clock at NOW. */
function twoServices(a: Store, b: Store): { clock: ManualClock; one: ReturnType<typeof service>; two: ReturnType<typeof service> } {
  const clock = new ManualClock(NOW);
  return { clock, one: service(a, clock), two: service(b, clock) };
}

/** Records a sandbox charge attempt `idempotencyKey` of COP 600,000 (card ****4242, holder Ana) on the link `linkCode`, at NOW. */
function recordCharge(tx: Parameters<typeof insertChargeAttempt>[0], idempotencyKey: string, linkCode: string): ReturnType<typeof insertChargeAttempt> {
  return insertChargeAttempt(
    tx,
    {
      idempotencyKey,
      linkCode,
      carrier: 'sandbox',
      amountMinor: 60_000_000,
      currency: 'COP',
      cardHolder: 'Ana',
      cardNum: '************4242',
      cardType: 'visa',
    },
    NOW.toISOString(),
  );
}

/** A promise and the function that resolves it. */
function gate(): { wait: Promise<void>; open: () => void } {
  let open!: () => void;
  const wait = new Promise<void>((r) => (open = r));
  return { wait, open };
}

describe.each(ENGINES)('payment links on %s', (engine) => {
  it('two instances moving one link to in process at once: exactly one wins, even when both read it active first', async () => {
    const [a, b] = await twoInstances(engine);
    await addLink(a, 'lnk_race', '2026-11-22T15:00:00.000Z');
    // On PostgreSQL both transactions read the link active before either writes; SQLite's transactions cannot overlap.
    const bothRead = engine === 'postgres' ? [gate(), gate()] : undefined;
    const attempt = (s: Store, i: number) =>
      s.transaction(async (tx) => {
        const before = await paymentLinkStatus(tx, 'lnk_race');
        if (bothRead) {
          bothRead[i]!.open();
          await Promise.all(bothRead.map((g) => g.wait));
        }
        if (before !== 'active') return false;
        if (!(await startLinkCharge(tx, 'lnk_race'))) return false;
        await recordCharge(tx, `chg_${i}`, 'lnk_race');
        return true;
      });
    const won = await Promise.all([attempt(a, 0), attempt(b, 1)]);
    expect(won.filter(Boolean)).toHaveLength(1);
    expect(await paymentLinkStatus(a.db, 'lnk_race')).toBe('in_process');
    expect(await rows(a.db, sql`SELECT idempotency_key FROM charge_attempts`)).toHaveLength(1);
  });

  it('two instances charging one link at once: one charge reaches the carrier, the other is refused with 409', async () => {
    const [a, b] = await twoInstances(engine);
    await addLink(a, 'lnk_pay', '2026-11-22T15:00:00.000Z');
    const { one, two } = twoServices(a, b);
    const card = { cardNumber: '4242 4242 4242 4242', cardHolder: 'Ana Gómez' };
    const out = await Promise.allSettled([one.payments.charge('lnk_pay', card), two.payments.charge('lnk_pay', card)]);
    const ok = out.filter((o) => o.status === 'fulfilled');
    const refused = out.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.reason).toBeInstanceOf(ConflictError);
    expect(['Hay un pago en proceso para este link', 'Este link ya fue pagado']).toContain((refused[0]!.reason as ConflictError).detail);
    expect((await paymentLinkByCode(a.db, 'lnk_pay'))?.status).toBe('paid');
    expect(await rows(a.db, sql`SELECT status FROM charge_attempts`)).toEqual([{ status: 'recorded' }]);
    expect(await rows(a.db, sql`SELECT status FROM payment_attempts`)).toEqual([{ status: 'applied' }]);
    expect((await first<{ n: number }>(a.db, sql`SELECT COUNT(*) AS n FROM sandbox_charges`))?.n).toBe(1);
    expect([...one.seen.results, ...two.seen.results].map((e) => e.status)).toEqual(['applied']);
    expect((await lastPaymentAttempt(b.db, 'lnk_pay'))?.cardNum).toBe('************4242');
  });

  it('sweeping the same expired booking from two instances at once: one expiry, one notice, its rooms released once', async () => {
    const [a, b] = await twoInstances(engine);
    const booking = await addBooking(a, 'CB-1', '2026-11-21T14:00:00.000Z', 2);
    await addBooking(a, 'CB-2', '2026-11-21T18:00:00.000Z', 1); // not due yet
    await addLink(a, 'lnk_lapsed', '2026-11-21T14:30:00.000Z');
    const { one, two } = twoServices(a, b);
    const swept = await Promise.all([one.payments.sweep(), two.payments.sweep(), one.payments.sweep(), two.payments.sweep()]);
    expect(swept.flatMap((r) => r.expiredBookings)).toEqual(['CB-1']);
    const notices = [...one.seen.expired, ...two.seen.expired];
    expect(notices).toEqual([
      { bookingId: booking.id, chatbotId: 'CB-1', hotelId: 1, apiKeyId: 1, paymentDeadline: '2026-11-21T14:00:00.000Z', iso: NOW.toISOString() },
    ]);
    // The booking's link lapsed (one change) and then its booking expired (another), in one sweep only.
    expect([...one.seen.changed, ...two.seen.changed].sort()).toEqual(['lnk_CB-1', 'lnk_CB-1', 'lnk_lapsed']);
    expect(await rows(a.db, sql`SELECT chatbot_id AS id, status FROM chatbot_bookings ORDER BY chatbot_id`)).toEqual([
      { id: 'CB-1', status: 'expired' },
      { id: 'CB-2', status: 'pending' },
    ]);
    expect(await rows(a.db, sql`SELECT code, status FROM payment_links ORDER BY code`)).toEqual([
      { code: 'lnk_CB-1', status: 'expired' },
      { code: 'lnk_CB-2', status: 'active' },
      { code: 'lnk_lapsed', status: 'expired' },
    ]);
    // 2 + 1 rooms were held; the expired booking's 2 came back once.
    expect(await rows(a.db, sql`SELECT day, allocated FROM inventory ORDER BY day`)).toEqual([
      { day: '2026-12-01', allocated: 1 },
      { day: '2026-12-02', allocated: 1 },
    ]);
    expect(await one.payments.sweep()).toEqual({ settled: 0, expiredBookings: [] });
  });

  // Deterministic overlap: instance two sweeps while instance one's expiry is written but not committed.
  it.runIf(engine === 'postgres')('an instance sweeping while another holds an expiry uncommitted skips it (no wait, no second notice)', async () => {
    const [a, b] = await twoInstances(engine);
    await addBooking(a, 'CB-9', '2026-11-21T14:00:00.000Z', 1);
    const { one, two } = twoServices(a, b);
    const inHook = gate();
    // Started from the test's own context (not the hook's), so it runs in a transaction of its own on the other store.
    const second = inHook.wait.then(() => two.payments.sweep());
    one.payments.addHooks({
      bookingExpired: async () => {
        inHook.open();
        // The other instance finishes its sweep while this expiry is uncommitted: it must skip the held rows, not wait for them.
        expect(await second).toEqual({ settled: 0, expiredBookings: [] });
      },
    });
    expect(await one.payments.sweep()).toEqual({ settled: 0, expiredBookings: ['CB-9'] });
    expect([...one.seen.expired, ...two.seen.expired].map((e) => e.chatbotId)).toEqual(['CB-9']);
    expect(await rows(a.db, sql`SELECT allocated FROM inventory ORDER BY day`)).toEqual([{ allocated: 0 }, { allocated: 0 }]);
  });

  it('an in-process charge settles once when two instances sweep past its settle time', async () => {
    const [a, b] = await twoInstances(engine);
    await addBooking(a, 'CB-3', '2026-11-22T15:00:00.000Z', 1);
    const { clock, one, two } = twoServices(a, b);
    const out = await one.payments.charge('lnk_CB-3', { cardNumber: '4000000000000077', cardHolder: 'Ana Gómez' });
    expect(out.status).toBe('in_process');
    clock.advance(10_000);
    const swept = await Promise.all([one.payments.sweep(), two.payments.sweep()]);
    expect(swept.reduce((n, r) => n + r.settled, 0)).toBe(1);
    expect([...one.seen.results, ...two.seen.results].map((e) => [e.linkCode, e.status])).toEqual([['lnk_CB-3', 'applied']]);
    expect(await paymentLinkStatus(a.db, 'lnk_CB-3')).toBe('paid');
    expect(await rows(a.db, sql`SELECT status FROM chatbot_bookings`)).toEqual([{ status: 'confirmed' }]);
  });

  it('an open charge recovered by two instances at once is recorded once', async () => {
    const [a, b] = await twoInstances(engine);
    await addLink(a, 'lnk_open', '2026-11-22T15:00:00.000Z');
    const { one, two } = twoServices(a, b);
    // A crash left the attempt `sent` after the carrier approved it.
    await a.transaction(async (tx) => {
      expect(await startLinkCharge(tx, 'lnk_open')).toBe(true);
      await recordCharge(tx, 'chg_open', 'lnk_open');
    });
    await one.carrier.charge(
      { cardNumber: '4242424242424242', cardHolder: 'Ana', amountMinor: 60_000_000, currency: 'COP', description: 'Estadía' },
      { idempotencyKey: 'chg_open' },
    );
    const [r1, r2] = await Promise.all([one.payments.recoverCharges(0), two.payments.recoverCharges(0)]);
    expect(r1.recorded + r2.recorded).toBe(1);
    expect(r1.failed + r2.failed + r1.unreachable + r2.unreachable).toBe(0);
    expect(await rows(a.db, sql`SELECT status FROM payment_attempts`)).toEqual([{ status: 'applied' }]);
    expect(await rows(a.db, sql`SELECT status, CASE WHEN payment_attempt_id IS NULL THEN 0 ELSE 1 END AS linked FROM charge_attempts`)).toEqual([
      { status: 'recorded', linked: 1 },
    ]);
    expect([...one.seen.results, ...two.seen.results]).toHaveLength(1);
    expect(await paymentLinkStatus(b.db, 'lnk_open')).toBe('paid');
  });

  it('two instances marking one link paid at the front desk at once: one changes it, the other finds it paid', async () => {
    const [a, b] = await twoInstances(engine);
    await addLink(a, 'lnk_desk', '2026-11-22T15:00:00.000Z');
    const { one, two } = twoServices(a, b);
    const iso = NOW.toISOString();
    const before = await Promise.all([
      a.transaction((tx) => one.payments.markPaidOffline('lnk_desk', iso, tx)),
      b.transaction((tx) => two.payments.markPaidOffline('lnk_desk', iso, tx)),
    ]);
    expect([...before].sort()).toEqual(['active', 'paid']);
    expect([...one.seen.changed, ...two.seen.changed]).toEqual(['lnk_desk']);
    expect((await paymentLinkByCode(a.db, 'lnk_desk'))?.paidAt).toBe(iso);
    expect(await one.payments.markPaidOffline('nope', iso)).toBeUndefined();
  });
});
