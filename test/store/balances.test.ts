import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/clock.js';
import { BalancesService, RefundError } from '../../src/api/domain/balances.js';
import { SandboxCarrier } from '../../src/api/domain/carrier.js';
import { GiftCardsService, type GiftCardPaymentOutcome } from '../../src/api/domain/giftCards.js';
import { PaymentsService } from '../../src/api/domain/payments.js';
import type { Principal } from '../../src/api/domain/principal.js';
import { transactionStatusRecord, TransactionsService } from '../../src/api/domain/transactions.js';
import { BALANCE_REFUND_ERRORS } from '../../src/api/contract/index.js';
import {
  balanceAgency,
  balanceLink,
  creditBalance,
  insertMedia,
  insertRecharge,
  listRecharges,
  markLinkRefunded,
  mediaByKey,
  type NewRecharge,
} from '../../src/store/service/balances.js';
import { serviceMigrations } from '../../src/store/service/migrations/index.js';
import { exec, first, rows, sql, type Store } from '../../src/store/sql.js';
import { ENGINES, freshLocation, useStores } from '../helpers/postgres.js';

const T0 = new Date('2026-11-21T15:00:00.000Z');
const OPERATOR: Principal = { kind: 'operator', id: null, keyId: 1 };
const AMOUNT = 25_000_050;

const open = useStores(serviceMigrations);

/** A hotel, agency 1 in the program (balance 0), agency 2 outside it, and the operator's key (id 1). */
async function seed(store: Store): Promise<void> {
  await store.transaction(async (tx) => {
    await exec(tx, sql`INSERT INTO hotels (id, name, city, city_key, created_at) VALUES (1, 'Hotel Prueba', 'Bogotá', 'bogota', ${T0.toISOString()})`);
    await exec(tx, sql`INSERT INTO agencies (id, name, agency_type, in_balance_program, balance_minor) VALUES (1, 'Agencia Uno', 'retailer', 1, 0)`);
    await exec(tx, sql`INSERT INTO agencies (id, name, agency_type, in_balance_program, balance_minor) VALUES (2, 'Agencia Dos', 'wholesale', 0, 0)`);
    await exec(
      tx,
      sql`INSERT INTO api_keys (id, key_hash, name, principal_kind, principal_id, created_at) VALUES (1, 'hash-op', 'Operador', 'operator', NULL, ${T0.toISOString()})`,
    );
  });
}

/** Insert a payment link of agency 1 (a reservation link when `reservationId` is given) in `status`. */
async function link(store: Store, code: string, opts: { reservationId?: string; status?: string; amountMinor?: number } = {}): Promise<void> {
  await exec(
    store.db,
    sql`INSERT INTO payment_links (code, kind, hotel_id, reservation_id, agency_id, api_key_id, amount_minor, currency, description, guest_name,
          email, phone, external_ref_id, status, expires_at, created_at)
        VALUES (${code}, 'link', 1, ${opts.reservationId ?? null}, 1, 1, ${opts.amountMinor ?? AMOUNT}, 'COP', 'Reserva', 'Ana',
          'ana@example.com', '+57 3000000000', ${opts.reservationId ?? null}, ${opts.status ?? 'paid'}, ${'2026-11-24T15:00:00.000Z'},
          ${T0.toISOString()})`,
  );
}

/** The services of one instance over `store`, as the service wires them. */
function services(store: Store, clock = new ManualClock(T0)) {
  const payments = new PaymentsService(store, clock, new SandboxCarrier(10_000), 'https://pagos.example.com');
  const balances = new BalancesService(store, clock, payments);
  const giftCards = new GiftCardsService(store, clock, payments);
  return { payments, balances, giftCards, transactions: new TransactionsService(store, clock, payments) };
}

async function balanceOf(store: Store, agencyId = 1): Promise<number> {
  return (await balanceAgency(store.db, agencyId))!.balanceMinor;
}
async function rechargesOf(store: Store, code: string): Promise<{ kind: string; amount_minor: number }[]> {
  return rows(store.db, sql`SELECT kind, amount_minor FROM recharges WHERE payment_link_code = ${code} ORDER BY id`);
}

const topUp = (code: string | null, amountMinor: number): NewRecharge => ({
  agencyId: 1,
  kind: code ? 'payment_link' : 'external',
  amountMinor,
  isExternal: code === null,
  paymentReference: 'ref',
  paymentReceipt: null,
  paymentReceiptFilename: null,
  paymentMethod: 'Link de pago',
  paymentLinkCode: code,
  status: 'Aplicado',
  iso: T0.toISOString(),
});

/** A promise and its resolver. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** On PostgreSQL: wait until some other session of this database is blocked on a lock (a row lock or a unique index entry). */
async function someoneWaitsForALock(store: Store): Promise<void> {
  for (;;) {
    const r = await first<{ n: number }>(
      store.db,
      sql`SELECT COUNT(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if ((r?.n ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.each(ENGINES)('preloaded balances on %s', (engine) => {
  it('a recharge of a link is written once; the balance moves by increments; recharges list newest first', async () => {
    const store = await open(await freshLocation(engine));
    await seed(store);
    await link(store, 'lnk_a');
    const first_ = await store.transaction((tx) => insertRecharge(tx, topUp('lnk_a', 1_000)));
    const again = await store.transaction((tx) => insertRecharge(tx, { ...topUp('lnk_a', 1_000), kind: 'refund' }));
    expect(first_).toBeTypeOf('number');
    expect(again).toBeUndefined();
    const external = await insertRecharge(store.db, { ...topUp(null, 500), iso: '2026-11-21T16:00:00.000Z' });
    const listed = await listRecharges(store.db, 1, 10, 0);
    expect(listed.total).toBe(2);
    expect(listed.rows.map((r) => [r.id, r.recharge_group_id, r.is_external, r.payment_link_code])).toEqual([
      [external, external, 1, null],
      [first_, first_, 0, 'lnk_a'],
    ]);
    expect(await listRecharges(store.db, 2, 10, 0)).toEqual({ total: 0, rows: [] });
    expect(await Promise.all([creditBalance(store.db, 1, 700), creditBalance(store.db, 1, 300)])).toEqual(expect.arrayContaining([700, 1_000]));
    expect(await balanceOf(store)).toBe(1_000);
    expect(await creditBalance(store.db, 99, 1)).toBeUndefined();
  });

  it('stores a receipt’s bytes as they came and a link is marked refunded once', async () => {
    const store = await open(await freshLocation(engine));
    await seed(store);
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x10, 0x80]);
    await insertMedia(store.db, { key: 'receipts/abc.pdf', agencyId: 1, contentType: 'application/pdf', data: bytes, filename: null, iso: T0.toISOString() });
    const m = await mediaByKey(store.db, 'receipts/abc.pdf');
    expect(m).toMatchObject({ agencyId: 1, contentType: 'application/pdf', filename: null });
    expect(Buffer.isBuffer(m!.data) && m!.data.equals(bytes)).toBe(true);
    expect(await mediaByKey(store.db, 'receipts/none.pdf')).toBeUndefined();
    await link(store, 'lnk_r', { reservationId: 'R-1' });
    expect(await balanceLink(store.db, 'lnk_r')).toMatchObject({
      kind: 'link',
      reservationId: 'R-1',
      agencyId: 1,
      apiKeyId: 1,
      amountMinor: AMOUNT,
      refundedAt: null,
    });
    expect(await markLinkRefunded(store.db, 'lnk_r', T0.toISOString())).toBe(true);
    expect(await markLinkRefunded(store.db, 'lnk_r', T0.toISOString())).toBe(false);
  });

  it('concurrent refunds of one link on one instance: one credit, the others refused', async () => {
    const store = await open(await freshLocation(engine));
    await seed(store);
    await link(store, 'lnk_r', { reservationId: 'R-1' });
    const { balances } = services(store);
    const p = { payment_link_code: 'lnk_r', agency_id: 1, reservation_id: 'R-1' };
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => balances.refundPaymentLinkToBalance(OPERATOR, p)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')) {
      expect(r.reason).toBeInstanceOf(RefundError);
      expect((r.reason as RefundError).detail).toBe(BALANCE_REFUND_ERRORS.alreadyRefunded);
    }
    expect(await balanceOf(store)).toBe(AMOUNT);
    expect(await rechargesOf(store, 'lnk_r')).toEqual([{ kind: 'refund', amount_minor: AMOUNT }]);
    const listed = await balances.listRecharges(OPERATOR, { agency_id: 1, limit: 10, offset: 0 });
    expect(listed.data[0]).toMatchObject({ amount: AMOUNT / 100, payment_link_code: 'lnk_r', payment_reference: 'R-1', created_at: '2026-11-21T10:00:00.000' });
  });

  it('an applied top-up link credits its agency once, inside the payment; a gift card activates and its listener runs in the same transaction', async () => {
    const store = await open(await freshLocation(engine));
    await seed(store);
    const { payments, giftCards, transactions } = services(store);
    const heard: GiftCardPaymentOutcome[] = [];
    giftCards.onPayment(async (tx, o) => {
      // Inside the payment's transaction: the card is already activated there.
      const card = await first<{ a: number }>(tx, sql`SELECT available_minor AS a FROM gift_cards WHERE code = ${o.code}`);
      heard.push({ ...o, amountMinor: card?.a ?? -1 });
    });
    const code = await payments.insertLink({
      kind: 'link',
      hotelId: 1,
      agencyId: 1,
      apiKeyId: 1,
      amountMinor: 30_000_000,
      currency: 'COP',
      description: 'Recarga',
      guestName: 'Ana',
      email: 'ana@example.com',
      phone: '+57 3000000000',
      expiresAt: new Date(T0.getTime() + 3600_000),
    });
    const outcome = await payments.charge(code, { cardNumber: '4242 4242 4242 4242', cardHolder: 'ANA' });
    expect(outcome.status).toBe('applied');
    expect(await balanceOf(store)).toBe(30_000_000);
    const [recharge] = await rows<{ kind: string; payment_reference: string }>(
      store.db,
      sql`SELECT kind, payment_reference FROM recharges WHERE payment_link_code = ${code}`,
    );
    const attempt = await first<{ t: string }>(store.db, sql`SELECT transaction_id AS t FROM payment_attempts WHERE link_code = ${code}`);
    expect(recharge).toEqual({ kind: 'payment_link', payment_reference: attempt!.t });
    const record = await transactionStatusRecord(store.db, payments.publicBase, code, T0);
    expect(record?.details).toMatchObject({ status_code: 'applied', transaction_id: attempt!.t });
    expect(await transactions.getTransactionStatus(OPERATOR, 1, attempt!.t, 'payment_link')).toEqual(record);

    const created = await giftCards.createGiftCard(OPERATOR, {
      sender: {
        name: 'Ana',
        document_type: 'CC',
        document_number: '123',
        email: 'ana@example.com',
        address: 'Calle 1',
        phone: '3000000000',
        country_code: '+57',
      },
      recipient: { name: 'Luis', email: 'luis@example.com' },
      amount: 150_000,
      currency: 'COP',
      note: 'Feliz cumpleaños',
      external_ref_id: 'GC-1',
      temp_webhook_url: 'https://hooks.example.com/gc',
      success_url: 'https://example.com/ok',
      failure_url: 'https://example.com/ko',
    } as never);
    expect((await giftCards.listGiftCards(OPERATOR, { limit: 10, offset: 0 })).data[0]).toMatchObject({ code: created.gift_card_code, available_amount: 0 });
    expect((await payments.charge(created.payment_link_code, { cardNumber: '4242424242424242', cardHolder: 'ANA' })).status).toBe('applied');
    expect((await giftCards.listGiftCards(OPERATOR, { limit: 10, offset: 0 })).data[0]).toMatchObject({ total_amount: 150_000, available_amount: 150_000 });
    expect(heard).toEqual([expect.objectContaining({ code: created.gift_card_code, status: 'applied', amountMinor: 15_000_000, externalRefId: 'GC-1' })]);
    // The gift card's link is no agency's: the balance did not move.
    expect(await balanceOf(store)).toBe(30_000_000);
  });

  it.runIf(engine === 'postgres')('two instances refunding one link at once: one refund, one credit, the other refused', async () => {
    const location = await freshLocation(engine);
    const a = await open(location);
    const b = await open(location);
    await seed(a);
    const p = { payment_link_code: 'lnk_r', agency_id: 1, reservation_id: 'R-1' };
    await link(a, 'lnk_r', { reservationId: 'R-1' });
    const one = services(a);
    const two = services(b);
    // Instance one is inside its refund, holding the link; instance two's refund starts and must wait for it.
    // (Instance two is started from the test, not from inside instance one's transaction, whose context it would join.)
    const gate = deferred();
    const locked = deferred();
    const firstRefund = a.transaction(async (tx) => {
      await balanceLink(tx, 'lnk_r', true);
      locked.resolve();
      await gate.promise;
      return one.balances.refundPaymentLinkToBalance(OPERATOR, p); // joins the open transaction
    });
    await locked.promise;
    const second = two.balances.refundPaymentLinkToBalance(OPERATOR, p).catch((err: unknown) => err);
    await someoneWaitsForALock(b);
    gate.resolve();
    expect(await firstRefund).toEqual({ msg: 'El reembolso del valor del link fue aplicado al saldo precargado de la agencia' });
    const err = await second;
    expect(err).toBeInstanceOf(RefundError);
    expect((err as RefundError).detail).toBe(BALANCE_REFUND_ERRORS.alreadyRefunded);
    expect(await balanceOf(b)).toBe(AMOUNT);
    expect(await rechargesOf(b, 'lnk_r')).toEqual([{ kind: 'refund', amount_minor: AMOUNT }]);

    // Free-running races on several links: still one credit per link.
    for (let i = 0; i < 5; i++) await link(a, `lnk_${i}`, { reservationId: `R-${i}`, amountMinor: 1_000 });
    const races = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) =>
        [one, two].map((s) => s.balances.refundPaymentLinkToBalance(OPERATOR, { payment_link_code: `lnk_${i}`, agency_id: 1, reservation_id: `R-${i}` })),
      ).flat(),
    );
    expect(races.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect(await balanceOf(a)).toBe(AMOUNT + 5_000);
    expect((await first<{ n: number }>(a.db, sql`SELECT COUNT(*) AS n FROM recharges`))?.n).toBe(6);
  });

  it.runIf(engine === 'postgres')('two instances crediting one link at once: the second insert waits, writes nothing, credits nothing', async () => {
    const location = await freshLocation(engine);
    const a = await open(location);
    const b = await open(location);
    await seed(a);
    await link(a, 'lnk_t', { status: 'paid' });
    const credit = async (s: Store) =>
      s.transaction(async (tx) => {
        const id = await insertRecharge(tx, topUp('lnk_t', 4_000));
        if (id !== undefined) await creditBalance(tx, 1, 4_000);
        return id;
      });
    const gate = deferred();
    const inserted = deferred();
    const firstCredit = a.transaction(async (tx) => {
      const id = await insertRecharge(tx, topUp('lnk_t', 4_000));
      await creditBalance(tx, 1, 4_000);
      inserted.resolve();
      await gate.promise;
      return id;
    });
    await inserted.promise;
    const second = credit(b);
    await someoneWaitsForALock(b);
    gate.resolve();
    const firstId = await firstCredit;
    expect(firstId).toBeTypeOf('number');
    expect(await second).toBeUndefined();
    expect(await balanceOf(a)).toBe(4_000);
    expect(await rechargesOf(a, 'lnk_t')).toEqual([{ kind: 'payment_link', amount_minor: 4_000 }]);
  });
});
