/**
 * Reservation changes a hotel reports about its channel-manager reservations, against the real server on an
 * ephemeral port and a real database (SQLite file or PostgreSQL): endpoint 17 (mark reservations as
 * paid) and endpoint 18 (check-in status changes, early-departure refunds).
 * Portal reservations and their voucher records are inserted into the
 * service's database; chatbot bookings are created through endpoint 7.
 */
import { describe, expect, it } from 'vitest';
import { addDays, bogotaDate } from '../../src/clock.js';
import { MarkReservationsPaidResponse, MSG_NO_UPDATE_REQUIRED, MSG_STATUS_CHANGED, VoucherRecord } from '../../src/api/contract/index.js';
import { toVoucherRecord, type VoucherRow } from '../../src/api/domain/vouchers.js';
import { bookingBody, firstOffer, paymentLinkBody } from '../helpers/booking.js';
import { call, payCheckout, startTestService, T0 } from '../helpers/service.js';
import { first, rows, sql } from '../../src/store/sql.js';
import { startedForEach } from '../helpers/lifecycle.js';
import { EARLIER, insertPortalReservation, type NewReservation } from '../helpers/reservations.js';

const svc = startedForEach(() => startTestService({ sandboxSettleDelayMs: 60_000 }));

/** Today in Bogotá at T0: 2026-11-21. */
const TODAY = bogotaDate(T0);
const HOTEL_1 = '100001'; // channel-manager id of hotel 1 (demo-hotel-1's)
const HOTEL_2 = '100002';
const PUBLIC = 'http://public.example';

/** Insert a portal reservation (see {@link insertPortalReservation}); returns its number. */
const insertReservation = (o: Partial<NewReservation> = {}): Promise<number> => insertPortalReservation(svc.store, o);

/** Insert `values` as a row of `table`; returns its id. */
async function insertRow(table: string, values: Record<string, unknown>): Promise<number> {
  const { id } = await svc.store.db.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow();
  return id as number;
}

/**
 * Insert a 'terminal_payment' voucher record of reservation `id`: `applied`
 * with a sandbox card transaction of `amountMinor`, or `pending` with none
 * (charge due at check-in).
 */
async function insertTerminalVoucher(id: number, status: 'applied' | 'pending', amountMinor = 0): Promise<number> {
  const r = await reservation(id);
  const tx =
    status === 'applied'
      ? {
          tx_status_code: 'applied',
          tx_status_detail: 'Recaudo: Aprobado',
          tx_carrier: 'sandbox',
          tx_transaction_id: `tx_${id}`,
          tx_authorization_code: '123456',
          tx_description: 'Prepago de la estadía',
          tx_payment_method: 'credit_card',
          tx_card_holder: 'Carlos Pérez',
          tx_card_num: '************4242',
          tx_card_type: 'visa',
          tx_installments: '1',
          tx_payment_date: EARLIER,
          tx_amount_minor: amountMinor,
          tx_currency: 'COP',
        }
      : {};
  const cols = {
    hotel_id: r.hotel_id,
    operation_type: 'terminal_payment',
    reservation_id: String(id),
    cm_reservation_id: id,
    portal_code: r.portal_code,
    checkin_date: r.checkin,
    guest: 'Carlos Pérez',
    bank: status === 'applied' ? 'Banco de pruebas (sandbox)' : '',
    payment_type: 'Datáfono virtual',
    payment_status_code: status,
    apply_charge_at: status === 'applied' ? bogotaDate(new Date(EARLIER)) : r.checkin,
    created_at: EARLIER,
    updated_at: EARLIER,
    ...tx,
  };
  return insertRow('vouchers', cols);
}

const reservation = async (id: number) =>
  (await first<NewReservation & { id: number; updated_at: string; currency: string }>(svc.store.db, sql`SELECT * FROM reservations WHERE id = ${id}`))!;
const vouchersOf = (id: number) => rows<VoucherRow>(svc.store.db, sql`SELECT * FROM vouchers WHERE cm_reservation_id = ${id} ORDER BY id`);
const changeSeq = async () => (await first<{ value: number }>(svc.store.db, sql`SELECT value FROM change_sequence WHERE id = 1`))!.value;

/** Endpoint 17. */
const markPaid = (bookings: unknown, o: { key?: string; hotel?: string; slash?: boolean } = {}) =>
  call(svc.url, 'PUT', `/v1/bookings/change-status${o.slash ? '/' : ''}?hotel_id=${o.hotel ?? HOTEL_1}`, { key: o.key ?? 'demo-hotel-1', body: { bookings } });

/** Endpoint 18; `q` holds checkin_status, portal_code, refound_amount (hotel_id defaults to hotel 1). */
const report = (booking: number | string, q: Record<string, string | number>, key = 'demo-hotel-1') =>
  call(
    svc.url,
    'PUT',
    `/v1/bookings/${booking}?${new URLSearchParams({ hotel_id: HOTEL_1, portal_code: 'booking', ...Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)])) })}`,
    { key },
  );

/** A chatbot booking through endpoint 7 (agency key) in Cartagena; its chatbot id, payment link url, channel-manager hotel id and reservation number. */
async function chatbotBooking() {
  const offer = await firstOffer(svc.url, 'Cartagena', '2026-12-10', 3);
  const created = await call(svc.url, 'POST', `/v2/bookings/hotel_id=${offer.hotelId}`, { body: bookingBody(offer, '2026-12-10', '2026-12-13', 3) });
  expect(created.status).toBe(200);
  const chatbotId = created.body.chatbot_id as string;
  const link = await call(svc.url, 'GET', `/v2/bookings/chatbot/${chatbotId}`);
  expect(link.status).toBe(200);
  const res = (await first<{ id: number }>(
    svc.store.db,
    sql`SELECT r.id FROM reservations r JOIN chatbot_bookings b ON b.id = r.chatbot_booking_id WHERE b.chatbot_id = ${chatbotId}`,
  ))!;
  return { chatbotId, url: link.body.url as string, code: (link.body.url as string).split('/pay/')[1]!, cmHotel: String(offer.hotelId), reservationId: res.id };
}

describe('mark reservations as paid (endpoint 17)', () => {
  it('applies the payable ones and reports every failure with its reason, counting duplicates once', async () => {
    const fresh = await insertReservation({ portal_code: 'booking' });
    const withPending = await insertReservation({ portal_code: 'airbnb', total_minor: 45_000_050 });
    const pendingVoucher = await insertTerminalVoucher(withPending, 'pending');
    const paid = await insertReservation({ portal_code: 'expedia', prepaid_minor: 60_000_000, paid_at: EARLIER });
    const cancelled = await insertReservation({ status: 'cancelled', checkin_status: 3 });
    const expired = await insertReservation({ status: 'expired' });
    const otherHotel = await insertReservation({ hotel_id: 2 });
    const before = Object.fromEntries(await Promise.all([paid, cancelled, expired, otherHotel].map(async (id) => [id, await reservation(id)])));
    const seq = await changeSeq();

    const crsOfPending = (await reservation(withPending)).crs_id;
    const r = await markPaid([
      String(fresh),
      crsOfPending, // by CRS id
      '999999999999', // nobody's
      String(otherHotel), // hotel 2's, named under hotel 1
      String(paid),
      String(cancelled),
      expired, // numbers are accepted too
      String(fresh), // the same reservation again
      (await reservation(fresh)).crs_id, // and by its CRS id: still the same entry
      '999999999999',
    ]);
    expect(r.status).toBe(200);
    const body = MarkReservationsPaidResponse.parse(r.body);
    expect(body.msg).toBe('Se procesaron 7 reservas: 2 marcadas como pagadas, 5 con error');
    expect(body.aditional_info).toEqual({
      total: 7,
      applied: 2,
      failed: 5,
      failed_bookings: ['999999999999', String(otherHotel), String(paid), String(cancelled), String(expired)],
      failed_reasons: [
        { booking: '999999999999', reason: 'No existe una reserva con ese número en este hotel' },
        { booking: String(otherHotel), reason: 'No existe una reserva con ese número en este hotel' }, // never reveals hotel 2's reservation
        { booking: String(paid), reason: 'La reserva ya estaba pagada' },
        { booking: String(cancelled), reason: 'La reserva está cancelada' },
        { booking: String(expired), reason: 'La reserva expiró' },
      ],
    });

    // Applied: fully prepaid, confirmed, paid now.
    for (const id of [fresh, withPending]) {
      const row = await reservation(id);
      expect(row.prepaid_minor).toBe(row.total_minor);
      expect(row.paid_at).toBe(T0.toISOString());
      expect(row.updated_at).toBe(T0.toISOString());
      expect(row.status).toBe('confirmed');
    }
    // The failed ones are untouched.
    for (const [id, row] of Object.entries(before)) expect(await reservation(Number(id))).toEqual(row);

    // A reservation without voucher gets a terminal_payment voucher, applied today, with no transaction.
    const [created] = await vouchersOf(fresh);
    expect(await vouchersOf(fresh)).toHaveLength(1);
    expect(created).toMatchObject({
      hotel_id: 1,
      operation_type: 'terminal_payment',
      reservation_id: String(fresh),
      cm_reservation_id: fresh,
      portal_code: 'booking',
      checkin_date: TODAY,
      guest: 'Carlos Pérez',
      payment_type: 'Datáfono virtual',
      payment_status_code: 'applied',
      apply_charge_at: TODAY,
      tx_status_code: null,
      rf_status_code: null,
      payment_link_code: null,
    });
    const wire = VoucherRecord.parse(toVoucherRecord(created!, PUBLIC, true));
    expect(wire).toMatchObject({
      operation_type: 'terminal_payment',
      payment_status_code: 'applied',
      payment_status: 'Aplicado',
      transaction: null,
      refound: null,
    });
    // The pending terminal voucher of the other one becomes applied (no new voucher).
    const [applied] = await vouchersOf(withPending);
    expect(await vouchersOf(withPending)).toHaveLength(1);
    expect(applied).toMatchObject({ id: pendingVoucher, payment_status_code: 'applied', apply_charge_at: TODAY, updated_at: T0.toISOString() });
    // Two voucher writes, two change sequence values, both visible to the feeds.
    expect(await changeSeq()).toBe(seq + 2);
    expect(created!.change_seq).toBeGreaterThan(seq);
    expect(applied!.change_seq).toBeGreaterThan(seq);

    // Marking them again: already paid, nothing written.
    const again = await markPaid([String(fresh), String(withPending)]);
    expect(again.body.aditional_info).toMatchObject({ total: 2, applied: 0, failed: 2 });
    expect(again.body.aditional_info.failed_reasons.map((f: { reason: string }) => f.reason)).toEqual([
      'La reserva ya estaba pagada',
      'La reserva ya estaba pagada',
    ]);
    expect(again.body.msg).toBe('Se procesaron 2 reservas: 0 marcadas como pagadas, 2 con error');
    expect(await changeSeq()).toBe(seq + 2);
  });

  it('a pending chatbot booking marked paid is confirmed and its payment link can no longer charge the guest', async () => {
    const b = await chatbotBooking();
    expect((await reservation(b.reservationId)).status).toBe('pending_payment');
    const r = await markPaid([String(b.reservationId)], { key: 'demo-operator', hotel: b.cmHotel });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      msg: 'Se procesó 1 reserva: 1 marcada como pagada, 0 con error',
      aditional_info: { total: 1, applied: 1, failed: 0, failed_bookings: [], failed_reasons: [] },
    });

    const status = await call(svc.url, 'GET', `/v2/bookings/chatbot/${b.chatbotId}/status`);
    expect(status.body).toMatchObject({ payment_status: 'Aplicado', reservation_status: 'Reserva confirmada' });
    const link = await call(svc.url, 'GET', `/v2/bookings/chatbot/${b.chatbotId}`);
    expect(link.body.url_status).toBe('Link pagado');

    // The hosted checkout refuses to charge: no double charge.
    const pay = await payCheckout(b.url, { number: '4242424242424242' });
    expect(pay.status).toBe(409);
    expect(pay.html).toContain('Pago aprobado');
    expect(pay.html).not.toContain('<form'); // no card form any more
    const page = await call(svc.url, 'GET', `/pay/${b.code}`, { key: null });
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('<form');
    expect(await first(svc.store.db, sql`SELECT COUNT(*) AS n FROM payment_attempts WHERE link_code = ${b.code}`)).toEqual({ n: 0 });

    // The ledger brought the reservation and the 'automated' voucher up to date.
    const row = await reservation(b.reservationId);
    expect(row.status).toBe('confirmed');
    expect(row.prepaid_minor).toBe(row.total_minor);
    expect(row.paid_at).toBe(T0.toISOString());
    const [v] = await vouchersOf(b.reservationId);
    expect(v).toMatchObject({
      operation_type: 'automated',
      payment_link_code: b.code,
      payment_status_code: 'applied',
      portal_code: 'website',
      tx_status_code: null,
    });
    expect(toVoucherRecord(v!, PUBLIC, false)).toMatchObject({ payment_status: 'Aplicado', transaction: null, refound: null });

    const again = await markPaid([String(b.reservationId)], { key: 'demo-channel-manager', hotel: b.cmHotel });
    expect(again.body.aditional_info.failed_reasons).toEqual([{ booking: String(b.reservationId), reason: 'La reserva ya estaba pagada' }]);
  });

  it('refuses a chatbot booking whose card charge is in process, and one past its payment deadline', async () => {
    const inProcess = await chatbotBooking();
    const pay = await payCheckout(inProcess.url, { number: '4000000000000077' }); // settles after 60 s
    expect(pay.status).toBe(202);
    const r = await markPaid([String(inProcess.reservationId)], { key: 'demo-operator', hotel: inProcess.cmHotel });
    expect(r.body.aditional_info).toMatchObject({ applied: 0, failed: 1 });
    expect(r.body.aditional_info.failed_reasons[0].reason).toBe('La reserva tiene un pago con tarjeta en proceso; espere su resultado');
    expect((await first<{ status: string }>(svc.store.db, sql`SELECT status FROM payment_links WHERE code = ${inProcess.code}`))!.status).toBe('in_process');

    const unpaid = await chatbotBooking();
    svc.clock.advance(25 * 3600_000); // past the 24 h payment deadline (the in-process charge has settled by now too)
    const late = await markPaid([String(unpaid.reservationId), String(inProcess.reservationId)], { key: 'demo-operator', hotel: unpaid.cmHotel });
    expect(late.body.aditional_info.failed_reasons).toEqual([
      { booking: String(unpaid.reservationId), reason: 'La reserva expiró' },
      { booking: String(inProcess.reservationId), reason: 'La reserva ya estaba pagada' },
    ]);
    const status = await call(svc.url, 'GET', `/v2/bookings/chatbot/${unpaid.chatbotId}/status`);
    expect(status.body).toMatchObject({ payment_status: 'Vencido', reservation_status: 'Reserva expirada' });
  });

  it('is a static route that wins over endpoint 18, with or without the trailing slash; bad input lists every field', async () => {
    const a = await insertReservation();
    const b = await insertReservation();
    const withSlash = await markPaid([String(a)], { slash: true });
    expect(withSlash.status).toBe(200);
    expect(withSlash.body.aditional_info.applied).toBe(1);
    const without = await markPaid([String(b)]);
    expect(without.status).toBe(200);
    expect(without.body.aditional_info.applied).toBe(1);

    const bad = await call(svc.url, 'PUT', '/v1/bookings/change-status/', { key: 'demo-hotel-1', body: { bookings: [] } });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('400');
    expect(bad.body.detail).toContain('hotel_id:');
    expect(bad.body.detail).toContain('bookings');
    expect(bad.body.detail).not.toContain('booking_number'); // not endpoint 18's validation
    const noBody = await call(svc.url, 'PUT', `/v1/bookings/change-status?hotel_id=${HOTEL_1}`, { key: 'demo-hotel-1' });
    expect(noBody.status).toBe(400);
  });

  it('lets the operator, the channel manager and the hotel itself act; other hotels and agencies get 403, an unknown hotel 404', async () => {
    const ids = [await insertReservation(), await insertReservation(), await insertReservation()];
    expect((await markPaid([String(ids[0])], { key: 'demo-hotel-1' })).body.aditional_info.applied).toBe(1);
    expect((await markPaid([String(ids[1])], { key: 'demo-operator' })).body.aditional_info.applied).toBe(1);
    expect((await markPaid([String(ids[2])], { key: 'demo-channel-manager' })).body.aditional_info.applied).toBe(1);

    const hotel2 = await insertReservation({ hotel_id: 2 });
    const seq = await changeSeq();
    const other = await markPaid([String(hotel2)], { key: 'demo-hotel-1', hotel: HOTEL_2 });
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ code: '403', message: 'Prohibido' });
    const agency = await markPaid([String(ids[0])], { key: 'demo-agency-1' });
    expect(agency.status).toBe(403);
    const unknown = await markPaid(['1'], { key: 'demo-operator', hotel: '999999' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('No encontrado');
    const anonymous = await call(svc.url, 'PUT', `/v1/bookings/change-status?hotel_id=${HOTEL_1}`, { key: null, body: { bookings: ['1'] } });
    expect(anonymous.status).toBe(401);
    expect((await reservation(hotel2)).prepaid_minor).toBe(0);
    expect(await changeSeq()).toBe(seq);
  });
});

describe('report a booking status change (endpoint 18)', () => {
  it('walks a reservation through the check-in statuses; a repeated status is a no-update that writes nothing', async () => {
    const id = await insertReservation({ portal_code: 'expedia' });
    const step = async (status: number, msg: string, expected: number) => {
      const r = await report(id, { checkin_status: status, portal_code: 'expedia' });
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ msg });
      expect((await reservation(id)).checkin_status).toBe(expected);
    };
    await step(1, MSG_STATUS_CHANGED, 1); // check-in on the arrival day
    expect((await reservation(id)).updated_at).toBe(T0.toISOString());

    svc.clock.advance(60_000);
    const seq = await changeSeq();
    const snapshot = await reservation(id);
    await step(1, MSG_NO_UPDATE_REQUIRED, 1);
    expect(await reservation(id)).toEqual(snapshot); // updated_at unchanged
    expect(await changeSeq()).toBe(seq);

    await step(0, MSG_STATUS_CHANGED, 0); // a mistaken check-in corrected
    await step(2, MSG_STATUS_CHANGED, 2); // No-Show
    await step(1, MSG_STATUS_CHANGED, 1); // the guest arrived late after all
    expect((await reservation(id)).status).toBe('confirmed');
    // By its CRS id too.
    const byCrs = await report((await reservation(id)).crs_id, { checkin_status: 0, portal_code: 'expedia' });
    expect(byCrs.body).toEqual({ msg: MSG_STATUS_CHANGED });
    expect((await reservation(id)).checkin_status).toBe(0);
  });

  it('Canceled cancels the reservation and its pending terminal charge; it is final', async () => {
    const id = await insertReservation({ portal_code: 'despegar', checkin: addDays(TODAY, 10), checkout: addDays(TODAY, 12) });
    const voucher = await insertTerminalVoucher(id, 'pending');
    const seq = await changeSeq();
    const r = await report(id, { checkin_status: 3, portal_code: 'despegar' });
    expect(r.body).toEqual({ msg: MSG_STATUS_CHANGED });
    expect(await reservation(id)).toMatchObject({ status: 'cancelled', checkin_status: 3, updated_at: T0.toISOString() });
    const [v] = await vouchersOf(id);
    expect(v).toMatchObject({ id: voucher, payment_status_code: 'cancelled' });
    expect(toVoucherRecord(v!, PUBLIC, false).payment_status).toBe('Cancelado');
    expect(await changeSeq()).toBe(seq + 1);

    const again = await report(id, { checkin_status: 3, portal_code: 'despegar' });
    expect(again.body).toEqual({ msg: MSG_NO_UPDATE_REQUIRED });
    expect(await changeSeq()).toBe(seq + 1);
    for (const status of [0, 1, 2, 4]) {
      const refused = await report(id, { checkin_status: status, portal_code: 'despegar', refound_amount: 1 });
      expect(refused.status).toBe(400);
      expect(refused.body.detail).toBe('La reserva está cancelada; no admite cambios de estado de check-in');
    }
    // A reservation cancelled by the channel manager (check-in status still 0) reported Canceled: nothing to update.
    const cmCancelled = await insertReservation({ status: 'cancelled' });
    expect((await report(cmCancelled, { checkin_status: 3 })).body).toEqual({ msg: MSG_NO_UPDATE_REQUIRED });
    expect((await reservation(cmCancelled)).checkin_status).toBe(0);
  });

  it('an early departure refunds part of what was paid on the charge voucher; a second report is a no-update', async () => {
    const id = await insertReservation({ portal_code: 'airbnb', checkin_status: 1, total_minor: 60_000_000, prepaid_minor: 60_000_000, paid_at: EARLIER });
    const voucher = await insertTerminalVoucher(id, 'applied', 60_000_000);
    const seq = await changeSeq();
    const r = await report(id, { checkin_status: 4, portal_code: 'airbnb', refound_amount: '200000.50' });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ msg: MSG_STATUS_CHANGED });
    expect(await reservation(id)).toMatchObject({ checkin_status: 4, refunded_minor: 20_000_050, prepaid_minor: 60_000_000, status: 'confirmed' });

    const [v] = await vouchersOf(id);
    expect(await vouchersOf(id)).toHaveLength(1);
    expect(v).toMatchObject({
      id: voucher,
      payment_status_code: 'partial_refound',
      rf_status_code: 'partial_refound',
      rf_status_detail: 'Reembolso: Aprobado',
      rf_amount_minor: 20_000_050,
      rf_currency: 'COP',
      rf_refund_date: T0.toISOString(),
      rf_description: 'Reembolso por salida anticipada del huésped',
      tx_status_code: 'applied', // the charge itself stays
      tx_amount_minor: 60_000_000,
    });
    expect(v!.rf_transaction_id).toMatch(/^rf_[A-Za-z0-9_-]{22}$/);
    expect(v!.rf_authorization_code).toMatch(/^\d{6}$/);
    expect(v!.change_seq).toBe(seq + 1);
    const wire = VoucherRecord.parse(toVoucherRecord(v!, PUBLIC, true));
    expect(wire.payment_status).toBe('Reembolso parcial');
    expect(wire.refound).toMatchObject({
      status_code: 'partial_refound',
      status: 'Reembolso parcial',
      status_detail: 'Reembolso: Aprobado',
      amount: 200000.5,
      currency: 'COP',
      transaction_id: v!.rf_transaction_id,
      authorization_code: v!.rf_authorization_code,
      refund_date: '2026-11-21T10:00:00-05:00',
    });
    expect(wire.transaction).toMatchObject({ status_code: 'applied', amount: 600000 });

    // The same report again: status already 4, nothing written, no second refund.
    svc.clock.advance(60_000);
    const again = await report(id, { checkin_status: 4, portal_code: 'airbnb', refound_amount: '200000.50' });
    expect(again.body).toEqual({ msg: MSG_NO_UPDATE_REQUIRED });
    expect((await reservation(id)).refunded_minor).toBe(20_000_050);
    expect((await vouchersOf(id))[0]).toEqual(v);
    expect(await changeSeq()).toBe(seq + 1);
    // After an early departure nothing else changes.
    const back = await report(id, { checkin_status: 0, portal_code: 'airbnb' });
    expect(back.status).toBe(400);
    expect(back.body.detail).toBe('La reserva ya tiene una salida anticipada reportada; no admite más cambios de estado de check-in');
  });

  it('a total refund of a reservation paid through a payment link marks the link refunded, so endpoint 1 cannot refund it again', async () => {
    const id = await insertReservation({ portal_code: 'booking', checkin_status: 1, total_minor: 30_000_000, prepaid_minor: 30_000_000, paid_at: EARLIER });
    const created = await call(svc.url, 'POST', '/v2/links/schedule', {
      key: 'demo-agency-1',
      body: paymentLinkBody({
        guest_name: 'Carlos Pérez',
        email: 'carlos@example.com',
        amount: 300000,
        description: 'Estadía 3 noches',
        external_ref_id: String(id),
      }),
    });
    expect(created.status).toBe(200);
    expect((await payCheckout(created.body.url, { number: '4242424242424242' })).status).toBeLessThan(400);
    const [linkVoucher] = await vouchersOf(id);
    expect(linkVoucher).toMatchObject({ operation_type: 'payment_link', payment_link_code: created.body.code, payment_status_code: 'applied' });

    const r = await report(id, { checkin_status: 4, portal_code: 'booking', refound_amount: 300000 });
    expect(r.body).toEqual({ msg: MSG_STATUS_CHANGED });
    const [v] = await vouchersOf(id);
    expect(await vouchersOf(id)).toHaveLength(1);
    expect(v).toMatchObject({ id: linkVoucher!.id, payment_status_code: 'total_refound', rf_status_code: 'total_refound', rf_amount_minor: 30_000_000 });
    const wire = toVoucherRecord(v!, PUBLIC, false);
    expect(wire).toMatchObject({
      payment_status: 'Reembolso total',
      refound: { status: 'Reembolso total', amount: 300000 },
      transaction: { status_code: 'applied' },
    });
    expect(await reservation(id)).toMatchObject({ checkin_status: 4, refunded_minor: 30_000_000 });

    const balance = async () => (await first<{ b: number }>(svc.store.db, sql`SELECT balance_minor AS b FROM agencies WHERE id = 1`))!.b;
    const before = await balance();
    const refund = await call(svc.url, 'POST', `/v2/preloaded-balance/${created.body.code}/agencies/1/reservation/${id}/refund`, { key: 'demo-agency-1' });
    expect(refund.status).toBe(400);
    expect(refund.body).toEqual({ code: 0, message: 'Error http: 400', detail: 'Este link ya ha sido reembolsado' });
    expect(await balance()).toBe(before);
    expect((await vouchersOf(id))[0]).toEqual(v); // the ledger kept the guest's refund
  });

  it('refuses changes a hotel would not expect, each with a Spanish 400', async () => {
    const future = await insertReservation({ checkin: addDays(TODAY, 5), checkout: addDays(TODAY, 7) });
    expect((await report(future, { checkin_status: 1 })).body.detail).toBe(
      `El check-in solo puede reportarse desde la fecha de llegada (${addDays(TODAY, 5)})`,
    );
    expect((await report(future, { checkin_status: 2 })).body.detail).toBe(`El No-Show solo puede reportarse desde la fecha de llegada (${addDays(TODAY, 5)})`);
    expect((await report(future, { checkin_status: 4, refound_amount: 10 })).body.detail).toBe(
      'Solo una reserva con check-in puede reportar salida anticipada',
    );

    const checkedIn = await insertReservation({ checkin: addDays(TODAY, -1), checkin_status: 1 });
    expect((await report(checkedIn, { checkin_status: 2 })).body.detail).toBe('El huésped ya hizo check-in; no puede reportarse como No-Show');
    expect((await report(checkedIn, { checkin_status: 3 })).body.detail).toBe(
      'El huésped ya hizo check-in; no puede cancelarse. Para una salida anticipada use checkin_status 4',
    );

    const pending = await insertReservation({ status: 'pending_payment' });
    expect((await report(pending, { checkin_status: 1 })).body.detail).toBe(
      'La reserva está pendiente de pago; márquela como pagada antes de reportar cambios de estado de check-in',
    );
    const expired = await insertReservation({ status: 'expired' });
    const r = await report(expired, { checkin_status: 2 });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ code: '400', message: 'Solicitud inválida', detail: 'La reserva expiró sin pago; no admite cambios de estado de check-in' });

    for (const id of [future, checkedIn, pending, expired]) expect((await reservation(id)).updated_at).toBe(EARLIER);
    // A No-Show reported on a stay that began is fine, and so is a cancellation after it.
    const noShow = await insertReservation({ checkin: addDays(TODAY, -1) });
    expect((await report(noShow, { checkin_status: 2 })).body).toEqual({ msg: MSG_STATUS_CHANGED });
    expect((await report(noShow, { checkin_status: 3 })).body).toEqual({ msg: MSG_STATUS_CHANGED });
    expect((await reservation(noShow)).status).toBe('cancelled');
  });

  it('validates the query and the refund: every offending field listed, nothing written', async () => {
    const id = await insertReservation({ checkin_status: 1, total_minor: 60_000_000, prepaid_minor: 30_000_000, paid_at: EARLIER });
    await insertTerminalVoucher(id, 'applied', 30_000_000);
    const seq = await changeSeq();
    const snapshot = await reservation(id);
    const detail = async (q: Record<string, string | number>, booking: number | string = id) => {
      const r = await report(booking, q);
      expect(r.status).toBe(400);
      expect(r.body.code).toBe('400');
      return r.body.detail as string;
    };
    expect(await detail({ checkin_status: 4 })).toBe('Campos inválidos: refound_amount: es obligatorio cuando checkin_status es 4');
    expect(await detail({ checkin_status: 4, refound_amount: 0 })).toBe('Campos inválidos: refound_amount: debe ser mayor que 0');
    expect(await detail({ checkin_status: 4, refound_amount: '600000.01' })).toBe(
      'Campos inválidos: refound_amount: no puede superar el valor total de la reserva (600000.00 COP)',
    );
    expect(await detail({ checkin_status: 4, refound_amount: '300000.01' })).toBe(
      'Campos inválidos: refound_amount: no puede superar lo pagado y aún no reembolsado de la reserva (300000.00 COP)',
    );
    expect(await detail({ checkin_status: 5 })).toBe('Campos inválidos: checkin_status: debe ser 0, 1, 2, 3 o 4');
    expect(await detail({ checkin_status: 1, portal_code: 'hotelbeds' })).toBe(
      'Campos inválidos: portal_code: debe ser uno de: booking, expedia, despegar, airbnb',
    );
    // 'website' (the chatbot bookings' portal) is not an accepted input either.
    expect(await detail({ checkin_status: 1, portal_code: 'website' })).toContain('portal_code');
    const all = await detail({ checkin_status: 4, portal_code: 'website', hotel_id: 'x', refound_amount: 'mucho' }, 'abc');
    for (const field of ['booking_number', 'hotel_id', 'portal_code', 'refound_amount']) expect(all).toContain(`${field}:`);
    const bad = await call(svc.url, 'PUT', `/v1/bookings/${id}?hotel_id=${HOTEL_1}`, { key: 'demo-hotel-1' });
    expect(bad.body.detail).toContain('checkin_status:');
    expect(bad.body.detail).toContain('portal_code:');

    expect(await reservation(id)).toEqual(snapshot);
    expect(await changeSeq()).toBe(seq);

    // refound_amount is ignored for other statuses.
    const ok = await report(id, { checkin_status: 0, refound_amount: 999999 });
    expect(ok.body).toEqual({ msg: MSG_STATUS_CHANGED });
    expect(await reservation(id)).toMatchObject({ checkin_status: 0, refunded_minor: 0 });
    expect(await changeSeq()).toBe(seq);
  });

  it('finds the reservation by number and portal at that hotel only; other hotels and agencies get 403, unknown hotels 404', async () => {
    const own = await insertReservation({ portal_code: 'expedia' });
    const hotel2 = await insertReservation({ hotel_id: 2, portal_code: 'expedia' });
    // Wrong portal, unknown number, another hotel's reservation under hotel 1: all 404 alike.
    for (const [booking, portal] of [
      [own, 'booking'],
      [999999999999, 'expedia'],
      [hotel2, 'expedia'],
    ] as const) {
      const r = await report(booking, { checkin_status: 1, portal_code: portal });
      expect(r.status).toBe(404);
      expect(r.body).toMatchObject({ code: '404', message: 'No encontrado' });
    }
    const other = await call(svc.url, 'PUT', `/v1/bookings/${hotel2}?hotel_id=${HOTEL_2}&portal_code=expedia&checkin_status=1`, { key: 'demo-hotel-1' });
    expect(other.status).toBe(403);
    const agency = await report(own, { checkin_status: 1, portal_code: 'expedia' }, 'demo-agency-1');
    expect(agency.status).toBe(403);
    const unknown = await call(svc.url, 'PUT', `/v1/bookings/${own}?hotel_id=999999&portal_code=expedia&checkin_status=1`, { key: 'demo-operator' });
    expect(unknown.status).toBe(404);
    expect((await reservation(own)).checkin_status).toBe(0);
    expect((await reservation(hotel2)).checkin_status).toBe(0);

    const cm = await call(svc.url, 'PUT', `/v1/bookings/${hotel2}?hotel_id=${HOTEL_2}&portal_code=expedia&checkin_status=1`, { key: 'demo-channel-manager' });
    expect(cm.body).toEqual({ msg: MSG_STATUS_CHANGED });
    expect((await report(own, { checkin_status: 1, portal_code: 'expedia' }, 'demo-operator')).body).toEqual({ msg: MSG_STATUS_CHANGED });
    expect((await report(own, { checkin_status: 0, portal_code: 'expedia' }, 'demo-hotel-1')).body).toEqual({ msg: MSG_STATUS_CHANGED });
  });
});
