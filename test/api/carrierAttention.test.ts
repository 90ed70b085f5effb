/**
 * What hotel staff hear of payments through real carriers that need them,
 * and endpoint 18's early-departure refund through the carrier, end to end:
 * the real service (SQLite, or PostgreSQL with `HOTELBOT_TEST_ENGINE=postgres`)
 * with hotel 1 paid at Wompi (the loopback fake of `test/helpers/wompi.ts`)
 * and hotel 2 at Mercado Pago (`test/helpers/mercadopago.ts`). Read back
 * through the interface: voucher records (endpoints 5 and 6), the carrier
 * attention list, endpoint 18, and what the fakes were asked.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { CarrierAttentionResponse, MSG_STATUS_CHANGED, VoucherDetailResponse } from '../../src/api/contract/index.js';
import type { CarrierAccount, CarrierResolver } from '../../src/api/domain/carriers/types.js';
import { MercadoPagoCarrier, parseMercadoPagoSettings } from '../../src/api/domain/carriers/mercadopago.js';
import { parseWompiSettings, WompiCarrier } from '../../src/api/domain/carriers/wompi.js';
import type { ManualClock } from '../../src/clock.js';
import { exec, first, sql } from '../../src/store/sql.js';
import { bookingBody, firstOffer, paymentLinkBody } from '../helpers/booking.js';
import { startFakeMercadoPago, fakeMercadoPagoEnv } from '../helpers/mercadopago.js';
import { call, startTestService, T0, type TestService } from '../helpers/service.js';
import { fakeWompiEnv, startFakeWompi } from '../helpers/wompi.js';
import { startedForFile } from '../helpers/lifecycle.js';
import { insertPortalReservation } from '../helpers/reservations.js';

const wompi = startedForFile(startFakeWompi);
const mp = startedForFile(startFakeMercadoPago);
let svc: TestService;

/** Hotel 1 (and links of no hotel) at Wompi, the deployment's default; hotel 2 at Mercado Pago, its own account. */
function carriers(clock: ManualClock): CarrierResolver {
  const w = new WompiCarrier(parseWompiSettings(fakeWompiEnv(wompi)), { clock });
  const m = new MercadoPagoCarrier(parseMercadoPagoSettings(fakeMercadoPagoEnv(mp)), { clock });
  const all: CarrierAccount[] = [
    { account: 'default', carrier: w },
    { account: 'hotel:2', carrier: m },
  ];
  return {
    forHotel: async (id) => (id === 2 ? all[1] : all[0]),
    byAccount: async (account) => all.find((a) => a.account === account)?.carrier,
    accounts: async (name) => all.filter((a) => a.carrier.name === name),
  };
}

beforeEach(async () => {
  wompi.reset();
  mp.reset();
  svc = await startTestService({ carriers });
  wompi.now = () => svc.clock.now();
  mp.now = () => svc.clock.now();
});
afterEach(async () => {
  await svc.stop();
});

const OPERATOR = 'demo-operator';
const eventsUrl = () => `${svc.url}/carriers/wompi/events`;
/** Every property of the transaction a Wompi event may sign: read without asking Wompi's API (which a test may have taken down). */
const FULLY_SIGNED = {
  properties: ['transaction.id', 'transaction.status', 'transaction.amount_in_cents', 'transaction.reference', 'transaction.currency'],
};

/** The carrier URL behind a link's checkout button. */
async function checkoutOf(url: string): Promise<string> {
  const html = await (await request(url)).body.text();
  const m = /<a class="pay" href="([^"]+)"/.exec(html);
  if (!m) throw new Error(`no carrier button on ${url}`);
  return m[1]!.replaceAll('&amp;', '&');
}

/** The carrier attention list of hotel `hotel` (internal id), read by the operator, parsed with the contract. */
async function attention(hotel = 1, q = ''): Promise<CarrierAttentionResponse> {
  const r = await call(svc.url, 'GET', `/v2/transactions/carrier-attention/hotel/${hotel}?id_type=internal${q}`, { key: OPERATOR });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return CarrierAttentionResponse.parse(r.body);
}

/** Endpoint 5: the voucher record of `reservation` for `op`, parsed with the contract. */
async function voucher(reservation: string | number, op: 'automated' | 'payment_link'): Promise<VoucherDetailResponse['data']> {
  const r = await call(svc.url, 'GET', `/v2/transactions/vouchers/detail?reservation_id=${reservation}&operation_type=${op}`, { key: OPERATOR });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return VoucherDetailResponse.parse(r.body).data;
}

/** Now in Bogotá, as the voucher records write refund dates. */
const bogotaNow = () => new Date(svc.clock.now().getTime() - 5 * 3600_000).toISOString().replace(/\.\d{3}Z$/, '-05:00');

describe('what staff hear of carrier payments that need them', () => {
  const CHECKIN = '2026-12-10';
  const CHECKOUT = '2026-12-13';

  /** A chatbot booking of three nights at hotel 1; its code, reservation number, payment URL and room type. */
  async function book(): Promise<{ id: string; reservation: number; url: string; roomId: string }> {
    const offer = await firstOffer(svc.url, 'Cartagena', CHECKIN, 3);
    expect(offer.internalId).toBe(1);
    const made = await call(svc.url, 'POST', `/v2/bookings/hotel_id=${offer.hotelId}`, { body: bookingBody(offer, CHECKIN, CHECKOUT, 3) });
    const id = made.body.chatbot_id as string;
    const link = await call(svc.url, 'GET', `/v2/bookings/chatbot/${id}`);
    const r = await first<{ id: number }>(
      svc.store.db,
      sql`SELECT r.id FROM reservations r JOIN chatbot_bookings b ON b.id = r.chatbot_booking_id WHERE b.chatbot_id = ${id}`,
    );
    return { id, reservation: Number(r!.id), url: link.body.url as string, roomId: offer.roomId };
  }

  /** Let booking `b`'s hold expire unpaid, with a pending Wompi payment of `method`, and someone else take its rooms; the transaction. */
  async function lateWithRoomsGone(b: { url: string; roomId: string }, method: string) {
    const tx = wompi.show(await checkoutOf(b.url), { status: 'PENDING', method });
    svc.clock.advance(24 * 3600_000 + 1000);
    expect((await svc.ctx.payments.sweep()).expiredBookings).toHaveLength(1);
    await exec(svc.store.db, sql`UPDATE inventory SET allocated = stock WHERE room_type_id = ${Number(b.roomId)} AND day >= ${CHECKIN} AND day < ${CHECKOUT}`);
    wompi.settle(tx.id, 'APPROVED');
    return tx;
  }

  it("a late approval reversed because the rooms were gone: the booking's voucher record shows the charge and its reversal, in process then total", async () => {
    const b = await book();
    const tx = await lateWithRoomsGone(b, 'CARD');
    const before = await attention();
    // Wompi is down when the approval arrives: the void is due.
    wompi.failWith = 503;
    expect((await wompi.postEvent(eventsUrl(), wompi.event(tx.id, FULLY_SIGNED))).status).toBe(200);
    expect(wompi.transactions.get(tx.id)!.status).toBe('APPROVED');
    const due = await voucher(b.reservation, 'automated');
    expect(due).toMatchObject({
      payment_status_code: 'in_process_refound',
      payment_status: 'Reembolso en proceso',
      transaction: { status_code: 'applied', status_detail: 'Recaudo: Aprobado', carrier: 'wompi', transaction_id: tx.id, amount: tx.amount_in_cents / 100 },
      refound: {
        status_code: 'in_process_refound',
        status_detail: 'Reembolso: Aprobación pendiente',
        transaction_id: tx.id,
        amount: tx.amount_in_cents / 100,
        currency: 'COP',
        refund_date: bogotaNow(),
      },
    });
    const asked = await attention(1, `&since=${before.metadata.cursor}`);
    expect(asked.data).toMatchObject([
      { kind: 'late_reversed', reversal: 'due', transaction_id: tx.id, booking_code: b.id, reservation_id: String(b.reservation), payment_method: 'CARD' },
    ]);
    expect(asked.data[0]!.message).toBe(
      `Pago tardío de ${b.id} sin habitaciones disponibles: anulación pedida a Wompi — ${cop(tx.amount_in_cents)}, transacción ${tx.id}`,
    );

    // Back up: reconciliation voids it, and the record says so.
    wompi.failWith = undefined;
    svc.clock.advance(60_000);
    expect((await svc.ctx.carrierPayments.reconcile()).reversed).toBe(1);
    expect(wompi.transactions.get(tx.id)!.status).toBe('VOIDED');
    const done = await voucher(b.reservation, 'automated');
    expect(done).toMatchObject({
      payment_status_code: 'total_refound',
      transaction: { status_code: 'applied', transaction_id: tx.id },
      refound: {
        status_code: 'total_refound',
        status: 'Reembolso total',
        status_detail: 'Reembolso: Aprobado',
        transaction_id: tx.id,
        refund_date: bogotaNow(),
      },
    });
    const list = await attention(1, `&since=${asked.metadata.cursor}`);
    expect(list.data.map((n) => [n.kind, n.reversal])).toEqual([['late_reversed', 'done']]);
    // Endpoint 6 reports the record in its latest state, with the refund; its VOIDED event changes nothing more.
    const feed = await call(svc.url, 'GET', `/v2/transactions/vouchers/hotel/1?id_type=internal&since=${before.metadata.cursor}`, { key: OPERATOR });
    expect(feed.body.data.find((v: { id: number }) => v.id === done.id)).toMatchObject({ refound: { status_code: 'total_refound' } });
    expect((await wompi.postEvent(eventsUrl(), wompi.event(tx.id))).status).toBe(200);
    expect(await voucher(b.reservation, 'automated')).toEqual(done);
    expect((await attention(1, `&since=${list.metadata.cursor}`)).data).toEqual([]);
  });

  it('a late PSE approval with the rooms gone, which Wompi cannot void: the record says the refund is pending, the list says why', async () => {
    const b = await book();
    const tx = await lateWithRoomsGone(b, 'PSE');
    expect((await wompi.postEvent(eventsUrl(), wompi.event(tx.id))).status).toBe(200);
    expect(wompi.calls.filter((c) => c.path.endsWith('/void'))).toEqual([]);
    expect(await voucher(b.reservation, 'automated')).toMatchObject({
      payment_status_code: 'pending_refound',
      payment_status: 'Reembolso pendiente',
      refound: { status_code: 'pending_refound', status_detail: 'Reembolso: Aprobación pendiente', transaction_id: tx.id },
    });
    const notices = (await attention()).data.filter((n) => n.transaction_id === tx.id);
    expect(notices.map((n) => [n.kind, n.reversal])).toEqual([
      ['late_reversed', 'due'],
      ['late_reversed', 'manual'],
    ]);
    expect(notices[1]).toMatchObject({ reversal_error: 'Wompi no permite anular ni reembolsar pagos PSE por API', payment_method: 'PSE', guest: 'Ana Gómez' });
    expect(notices[1]!.message).toBe(
      `Reembolso manual pendiente (pago tardío de ${b.id} sin habitaciones disponibles): Wompi no permite anular ni reembolsar pagos PSE por API — ` +
        `${cop(tx.amount_in_cents)}, transacción ${tx.id}`,
    );
  });

  it('a late approval with the rooms still free is rebooked, a link without rooms paid late is kept: the list tells both', async () => {
    const b = await book();
    const tx = wompi.show(await checkoutOf(b.url), { status: 'PENDING', method: 'NEQUI' });
    const link = await call(svc.url, 'POST', '/v2/links/schedule', { key: OPERATOR, body: paymentLinkBody({ available_hours: 1, external_ref_id: 'RES-77' }) });
    const late = wompi.show(await checkoutOf(link.body.url), { status: 'PENDING', method: 'CARD' });
    svc.clock.advance(24 * 3600_000 + 1000);
    for (const t of [tx, late]) {
      wompi.settle(t.id, 'APPROVED');
      await wompi.postEvent(eventsUrl(), wompi.event(t.id));
    }
    expect((await voucher(b.reservation, 'automated')).payment_status_code).toBe('applied');
    expect((await voucher('RES-77', 'payment_link')).payment_status_code).toBe('applied');
    const list = await attention();
    expect(list.data.map((n) => [n.kind, n.reversal, n.booking_code ?? n.reservation_id])).toEqual([
      ['late_rebooked', 'none', b.id],
      ['late_paid', 'none', 'RES-77'],
    ]);
    expect(list.data[0]!.message).toBe(
      `Pago tardío recibido por Wompi: reserva ${b.id} confirmada de nuevo — ${cop(tx.amount_in_cents)}, transacción ${tx.id}`,
    );
    expect(list.data[1]).toMatchObject({ voucher_url: `${svc.url}/pay/${link.body.code}`, amount: 250000, currency: 'COP', payment_link_code: link.body.code });
  });
});

describe('a second approval of a paid link, and a payment voided after it was applied', () => {
  it('the record keeps the payment that stands; the list tells the second one reversed, and the later void', async () => {
    const link = await call(svc.url, 'POST', '/v2/links/schedule', { key: OPERATOR, body: paymentLinkBody({ external_ref_id: 'RES-88' }) });
    const url = await checkoutOf(link.body.url);
    const reference = new URL(url).searchParams.get('reference')!;
    const paid = wompi.show(url, { status: 'APPROVED', method: 'CARD' });
    const second = wompi.seed({ amount_in_cents: paid.amount_in_cents, reference, status: 'APPROVED', payment_method_type: 'CARD' });
    await wompi.postEvent(eventsUrl(), wompi.event(paid.id));
    const start = await attention();
    await wompi.postEvent(eventsUrl(), wompi.event(second.id));
    expect(wompi.transactions.get(second.id)!.status).toBe('VOIDED');
    const record = await voucher('RES-88', 'payment_link');
    expect(record).toMatchObject({ payment_status_code: 'applied', transaction: { transaction_id: paid.id, status_code: 'applied' }, refound: null });
    const list = await attention(1, `&since=${start.metadata.cursor}`);
    expect(list.data.map((n) => [n.kind, n.reversal, n.transaction_id])).toEqual([
      ['duplicate_reversed', 'due', second.id],
      ['duplicate_reversed', 'done', second.id],
    ]);
    expect(list.data[1]!.message).toBe(`Segundo pago del mismo link anulado en Wompi (RES-88) — ${cop(paid.amount_in_cents)}, transacción ${second.id}`);

    // Staff void the payment that stood at Wompi's dashboard: the booking stays paid; the list tells them to decide.
    wompi.settle(paid.id, 'VOIDED');
    await wompi.postEvent(eventsUrl(), wompi.event(paid.id));
    expect(await voucher('RES-88', 'payment_link')).toEqual(record);
    const voided = await attention(1, `&since=${list.metadata.cursor}`);
    expect(voided.data).toMatchObject([{ kind: 'voided_after_paid', reversal: 'none', transaction_id: paid.id, reservation_id: 'RES-88' }]);
    expect(voided.data[0]!.message).toContain('Pago anulado en Wompi después de aplicado: la reserva RES-88 sigue confirmada');
  });
});

describe('the attention list', () => {
  it('pages by the change sequence: nothing skipped, nothing repeated; readable like endpoint 6, by whom may read it', async () => {
    // Three late payments of links without rooms.
    const codes: string[] = [];
    for (const ref of ['A-1', 'A-2', 'A-3']) {
      const link = await call(svc.url, 'POST', '/v2/links/schedule', { key: OPERATOR, body: paymentLinkBody({ available_hours: 1, external_ref_id: ref }) });
      const tx = wompi.show(await checkoutOf(link.body.url), { status: 'PENDING' });
      codes.push(tx.id);
    }
    svc.clock.advance(2 * 3600_000);
    const seen: string[] = [];
    let cursor = 0;
    for (const id of codes) {
      wompi.settle(id, 'APPROVED');
      await wompi.postEvent(eventsUrl(), wompi.event(id));
      // A page of one at a time, with has_more while more wait.
      for (;;) {
        const page = await attention(1, `&since=${cursor}&limit=1`);
        expect(page.metadata.cursor).toBeGreaterThanOrEqual(cursor);
        seen.push(...page.data.map((n) => n.transaction_id));
        cursor = page.metadata.cursor;
        if (!page.metadata.has_more) break;
      }
    }
    expect(seen).toEqual(codes);
    const all = await attention();
    expect(all.data.map((n) => n.transaction_id)).toEqual(codes);
    expect(all.hotel).toMatchObject({ id: 1, channel_mannager_id: '100001' });
    // The cursor reached is the change sequence, past the last notice; a `since` past it is clamped.
    const seq = await first<{ value: number }>(svc.store.db, sql`SELECT value FROM change_sequence WHERE id = 1`);
    expect(all.metadata.cursor).toBe(Number(seq!.value));
    expect(await attention(1, `&since=${Number(seq!.value) + 1000}`)).toMatchObject({ data: [], metadata: { cursor: Number(seq!.value), has_more: false } });
    // By channel-manager id too; hotel 2 has none.
    const byCm = await call(svc.url, 'GET', '/v2/transactions/carrier-attention/hotel/100001?id_type=channel_manager', { key: 'demo-hotel-1' });
    expect(byCm.body.data).toHaveLength(3);
    expect((await attention(2)).data).toEqual([]);
    // Who may not read it: as endpoint 6, in the service's envelope.
    const agency = await call(svc.url, 'GET', '/v2/transactions/carrier-attention/hotel/1?id_type=internal', { key: 'demo-agency-1' });
    expect(agency.status).toBe(403);
    expect(agency.body).toMatchObject({ code: '403' });
    expect((await call(svc.url, 'GET', '/v2/transactions/carrier-attention/hotel/2?id_type=internal', { key: 'demo-hotel-1' })).status).toBe(403);
    const unknown = await call(svc.url, 'GET', '/v2/transactions/carrier-attention/hotel/999?id_type=internal', { key: OPERATOR });
    expect(unknown.status).toBe(404);
    expect(typeof unknown.body.detail).toBe('string');
    const bad = await call(svc.url, 'GET', '/v2/transactions/carrier-attention/hotel/1?id_type=internal&limit=0', { key: OPERATOR });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toContain('limit');
  });
});

describe('endpoint 18: the refund of an early departure paid through a carrier', () => {
  /**
   * A confirmed reservation of hotel `hotel` checked in today, prepaid `amount` COP through a payment link (endpoint 14)
   * paid at the hotel's carrier with `method`; its number, the link's code and the carrier's transaction id.
   */
  async function prepaid(hotel: 1 | 2, amount: number, method: string): Promise<{ id: number; code: string; transactionId: string }> {
    const iso = T0.toISOString();
    const id = await insertPortalReservation(
      svc.store,
      { hotel_id: hotel, checkin_status: 1, total_minor: amount * 100, prepaid_minor: amount * 100, paid_at: iso },
      iso,
    );
    const link = await call(svc.url, 'POST', '/v2/links/schedule', {
      key: OPERATOR,
      body: paymentLinkBody({ hotel_id: hotel, amount, external_ref_id: String(id), guest_name: 'Carlos Pérez' }),
    });
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    const url = await checkoutOf(link.body.url);
    let transactionId: string;
    if (hotel === 1) {
      const tx = wompi.show(url, { status: 'APPROVED', method });
      await wompi.postEvent(eventsUrl(), wompi.event(tx.id));
      transactionId = tx.id;
    } else {
      const p = mp.pay(url, { status: 'approved', payment_type_id: method });
      await mp.postNotification(p.notification_url!, mp.notification(p.id));
      transactionId = String(p.id);
    }
    expect((await voucher(id, 'payment_link')).payment_status_code).toBe('applied');
    return { id, code: link.body.code as string, transactionId };
  }

  /** Endpoint 18, status 4, with `refound` COP. */
  const depart = (hotel: 1 | 2, id: number, refound: number | string) =>
    call(svc.url, 'PUT', `/v1/bookings/${id}?hotel_id=${hotel === 1 ? '100001' : '100002'}&portal_code=booking&checkin_status=4&refound_amount=${refound}`, {
      key: OPERATOR,
    });
  const refunded = async (id: number) =>
    Number((await first<{ n: number }>(svc.store.db, sql`SELECT refunded_minor AS n FROM reservations WHERE id = ${id}`))!.n);

  it('Wompi voids a card payment refunded in full; its VOIDED event confirms it and tells staff nothing', async () => {
    const r = await prepaid(1, 300000, 'CARD');
    const start = await attention();
    const answer = await depart(1, r.id, 300000);
    expect(answer.body).toEqual({ msg: MSG_STATUS_CHANGED });
    expect(wompi.calls.filter((c) => c.method === 'POST')).toMatchObject([{ path: `/v1/transactions/${r.transactionId}/void`, status: 201 }]);
    expect(wompi.transactions.get(r.transactionId)!.status).toBe('VOIDED');
    const record = await voucher(r.id, 'payment_link');
    expect(record).toMatchObject({
      payment_status_code: 'total_refound',
      transaction: { status_code: 'applied', transaction_id: r.transactionId },
      refound: {
        status_code: 'total_refound',
        status_detail: 'Reembolso: Aprobado',
        transaction_id: r.transactionId,
        amount: 300000,
        refund_date: bogotaNow(),
      },
    });
    expect(await refunded(r.id)).toBe(30_000_000);
    // Wompi's event of the void: the service's own refund, nothing for staff to decide.
    expect((await wompi.postEvent(eventsUrl(), wompi.event(r.transactionId))).status).toBe(200);
    expect((await attention(1, `&since=${start.metadata.cursor}`)).data).toEqual([]);
    expect(await voucher(r.id, 'payment_link')).toEqual(record);
  });

  it('Wompi cannot refund part of a card payment, nor a PSE payment: recorded pending, and staff are told why', async () => {
    const part = await prepaid(1, 300000, 'CARD');
    const pse = await prepaid(1, 1423000, 'PSE');
    const start = await attention();
    expect((await depart(1, part.id, 100000)).body).toEqual({ msg: MSG_STATUS_CHANGED });
    expect((await depart(1, pse.id, 1423000)).body).toEqual({ msg: MSG_STATUS_CHANGED });
    expect(wompi.calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(await voucher(part.id, 'payment_link')).toMatchObject({
      payment_status_code: 'pending_refound',
      refound: { status_code: 'pending_refound', status_detail: 'Reembolso: Aprobación pendiente', amount: 100000, transaction_id: part.transactionId },
    });
    expect((await voucher(pse.id, 'payment_link')).refound).toMatchObject({ status_code: 'pending_refound', amount: 1423000 });
    expect(await refunded(part.id)).toBe(10_000_000);
    const list = await attention(1, `&since=${start.metadata.cursor}`);
    expect(list.data.map((n) => [n.kind, n.reversal, n.reservation_id, n.amount, n.reversal_error])).toEqual([
      [
        'early_departure_refund',
        'manual',
        String(part.id),
        100000,
        'Wompi solo permite anular pagos con tarjeta por el valor total; un reembolso parcial se hace a mano',
      ],
      ['early_departure_refund', 'manual', String(pse.id), 1423000, 'Wompi no permite anular ni reembolsar pagos PSE por API'],
    ]);
    expect(list.data[1]!.message).toBe(
      `Reembolso manual pendiente (salida anticipada de la reserva ${pse.id}): Wompi no permite anular ni reembolsar pagos PSE por API — ` +
        `COP\u00a01.423.000, transacción ${pse.transactionId}`,
    );
  });

  it('Mercado Pago refunds part of a payment through its refunds API, once, even when it was down at first', async () => {
    const r = await prepaid(2, 400000, 'credit_card');
    // Down when staff report the departure: the report still succeeds; the refund waits, in process.
    mp.failWith = 503;
    expect((await depart(2, r.id, 150000)).body).toEqual({ msg: MSG_STATUS_CHANGED });
    expect(await voucher(r.id, 'payment_link')).toMatchObject({
      payment_status_code: 'in_process_refound',
      refound: { status_code: 'in_process_refound', status_detail: 'Reembolso: Aprobación pendiente', amount: 150000 },
    });
    const tried = mp.calls.filter((c) => c.path.endsWith('/refunds'));
    expect(tried).toHaveLength(1);
    // Back up: reconciliation asks again with the same idempotency key.
    mp.failWith = undefined;
    svc.clock.advance(60_000);
    expect((await svc.ctx.carrierPayments.reconcile()).reversed).toBe(1);
    const refunds = mp.calls.filter((c) => c.path.endsWith('/refunds'));
    expect(refunds).toHaveLength(2);
    expect(refunds[1]).toMatchObject({ path: `/v1/payments/${r.transactionId}/refunds`, body: { amount: 150000 }, status: 201 });
    expect(refunds[1]!.idempotencyKey).toBe(tried[0]!.idempotencyKey);
    expect(mp.payments.get(Number(r.transactionId))!.refunds.map((x) => x.amount)).toEqual([150000]);
    expect(await voucher(r.id, 'payment_link')).toMatchObject({
      payment_status_code: 'partial_refound',
      refound: { status_code: 'partial_refound', status: 'Reembolso parcial', status_detail: 'Reembolso: Aprobado', transaction_id: r.transactionId },
    });
    // Nothing left due: the next run asks nothing.
    expect((await svc.ctx.carrierPayments.reconcile()).reversed).toBe(0);
    expect(mp.calls.filter((c) => c.path.endsWith('/refunds'))).toHaveLength(2);
    expect((await attention(2)).data).toEqual([]);
  });

  it('a refund Mercado Pago refuses is left to staff with its reason', async () => {
    const r = await prepaid(2, 400000, 'credit_card');
    // Centavos: Mercado Pago refunds whole pesos only.
    expect((await depart(2, r.id, '100000.50')).body).toEqual({ msg: MSG_STATUS_CHANGED });
    expect((await voucher(r.id, 'payment_link')).refound).toMatchObject({ status_code: 'pending_refound', amount: 100000.5 });
    const list = await attention(2);
    expect(list.data).toMatchObject([{ kind: 'early_departure_refund', reversal: 'manual', carrier: 'mercadopago', transaction_id: r.transactionId }]);
    expect(list.data[0]!.reversal_error).toContain('pesos enteros');
  });
});

/** `COP 1.423.000` as the service's Spanish texts write minor units (Intl, with a no-break space). */
function cop(minor: number): string {
  return `COP\u00a0${Math.round(minor / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
}
