/**
 * The read side of reports against the real server on an ephemeral port and
 * a real database (SQLite file or PostgreSQL), with the demo data: raw channel-manager bookings (4),
 * one voucher record (5), the hotel's incremental voucher feed (6,
 * docs/decisions/0007-incremental-feeds.md), legacy voucher details with a portal (11) and since the
 * previous call (12), and the client's methods for them.
 */
import { request } from 'undici';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  HotelVouchersResponse,
  LegacyVoucherList,
  LegacyVoucherRecord,
  RawBookingsResponse,
  VoucherDetailResponse,
  type RawBooking,
} from '../../src/api/contract/index.js';
import { ForbiddenError, HotelApiClient, NotFoundError } from '../../src/api/client.js';
import { addDays, toBogotaHuman, toBogotaIso } from '../../src/clock.js';
import { insertApiKey } from '../../src/store/service/apiKeys.js';
import { bookingBody, firstOffer, paymentLinkBody } from '../helpers/booking.js';
import { call, payCheckout, startTestService, T0, type TestService } from '../helpers/service.js';
import type { RawBuilder } from 'kysely';
import { exec, first as firstRow, rows as allRows, sql } from '../../src/store/sql.js';

let svc: TestService;
beforeEach(async () => {
  svc = await startTestService({ sandboxSettleDelayMs: 60_000 });
  await insertApiKey(svc.store.db, { key: 'test-hotel-2', name: 'PMS hotel 2 (prueba)', principalKind: 'hotel', principalId: 2 }, T0);
  await insertApiKey(svc.store.db, { key: 'test-agency-2', name: 'Agencia 2 (prueba)', principalKind: 'agency', principalId: 2 }, T0);
});
afterEach(async () => {
  await svc.stop();
});

const OP = 'demo-operator';
const TODAY = '2026-11-21';
const HOTEL1 = { id: 1, cm: '100001', name: 'Hotel Murallas del Caribe' };

/** Every row of `query` on the service's database. */
const rows = <T = any>(query: RawBuilder<unknown>): Promise<T[]> => allRows<T>(svc.store.db, query as RawBuilder<T>);
/** The first row of `query` on the service's database (the test fails on none). */
const row = async <T = any>(query: RawBuilder<unknown>): Promise<T> => (await firstRow<T>(svc.store.db, query as RawBuilder<T>))!;

/**
 * A chatbot booking at hotel 1 (endpoint 7) by `key`, paid through its
 * payment link with the approving sandbox card when `pay`.
 */
async function book(checkin: string, nights: number, o: { pay?: boolean; key?: string } = {}) {
  const key = o.key ?? 'demo-agency-1';
  const offer = await firstOffer(svc.url, 'Cartagena', checkin, nights);
  expect(offer.internalId).toBe(1);
  const checkout = addDays(checkin, nights);
  const created = await call(svc.url, 'POST', `/v2/bookings/hotel_id=${offer.hotelId}`, { key, body: bookingBody(offer, checkin, checkout, nights) });
  expect(created.status).toBe(200);
  const chatbotId = created.body.chatbot_id as string;
  const link = await call(svc.url, 'GET', `/v2/bookings/chatbot/${chatbotId}`, { key });
  expect(link.status).toBe(200);
  if (o.pay) expect((await payCheckout(link.body.url, { number: '4242424242424242' })).status).toBeLessThan(400);
  const r = await row<{ id: number; crs: string; code: string }>(
    sql`SELECT r.id, r.crs_id AS crs, b.payment_link_code AS code FROM reservations r JOIN chatbot_bookings b ON b.id = r.chatbot_booking_id WHERE b.chatbot_id = ${chatbotId}`,
  );
  return { chatbotId, url: link.body.url as string, code: r.code, reservationId: r.id, crs: r.crs, amount: offer.amountAfterTax, checkin, checkout };
}

/** A standalone payment link of agency 1 at hotel 1 (endpoint 14) referring to `ref`. */
async function createLink(ref: string, key = 'demo-agency-1') {
  const r = await call(svc.url, 'POST', '/v2/links/schedule', {
    key,
    body: paymentLinkBody({
      guest_name: 'Luis Pardo',
      email: 'luis@example.com',
      phone: '+573001112233',
      amount: 120000,
      description: 'Saldo de la estadía',
      external_ref_id: ref,
    }),
  });
  expect(r.status).toBe(200);
  return r.body.code as string;
}

const rawPath = (q: string) => `/v1/bookings/from-channel-manager/raw?${q}`;
const detailPath = (reservationId: number | string, op: string) => `/v2/transactions/vouchers/detail?reservation_id=${reservationId}&operation_type=${op}`;
const feedPath = (hotelId: number | string, q = 'id_type=internal') => `/v2/transactions/vouchers/hotel/${hotelId}?${q}`;
const legacyPath = (n: number | string, q: string) => `/v1/bookings/${n}/voucher-details?${q}`;

/** Ids of hotel `hotelId`'s voucher records in change order (what a first feed call returns). */
const voucherIds = async (hotelId: number, onlyReservations = false) =>
  (
    await rows<{ id: number }>(
      sql`SELECT id FROM vouchers WHERE hotel_id = ${hotelId} ${onlyReservations ? sql`AND cm_reservation_id IS NOT NULL` : sql``} ORDER BY change_seq`,
    )
  ).map((r) => r.id);

/** A seeded prepaid, not cancelled reservation of hotel 1 from a portal accepted as input, with its voucher's id. */
const prepaid = async () =>
  await row(sql`SELECT r.id, r.crs_id, r.portal_code, r.checkin, v.id AS v_id FROM reservations r JOIN vouchers v ON v.cm_reservation_id = r.id
        WHERE r.hotel_id = 1 AND r.portal_code IN ('expedia', 'despegar') AND v.payment_status_code = 'applied' ORDER BY r.id LIMIT 1`);

describe('raw channel-manager bookings (endpoint 4)', () => {
  it('lists the arrivals of the day with exact wire shapes; a paid chatbot booking is Confirmada, prepaid in full, portal website', async () => {
    const b = await book(TODAY, 2, { pay: true });
    // Chatbot reservations take the numbers after the seeded portal reservations (2600001 upward).
    expect(b.reservationId).toBe((await row(sql`SELECT MAX(id) AS m FROM reservations WHERE chatbot_booking_id IS NULL`)).m + 1);
    expect(b.reservationId).toBeGreaterThan(2_600_001);
    const r = await call(svc.url, 'GET', rawPath(`start_date=${TODAY}&end_date=${TODAY}&hotel_id=100001`), { key: OP });
    expect(r.status).toBe(200);
    const body = RawBookingsResponse.parse(r.body);
    expect(body.metadata).toEqual({ timestamp: '2026-11-21T10:00:00-05:00', bookings_count: body.data.hotel.bookings.length });
    expect(body.data.hotel).toMatchObject({ id: 1, channel_manager_id: '100001', name: HOTEL1.name });
    // Three seeded portal arrivals today plus the chatbot booking.
    const arrivals = await rows<{ id: number }>(sql`SELECT id FROM reservations WHERE hotel_id = 1 AND checkin = ${TODAY} ORDER BY id`);
    expect(arrivals.length).toBe(4);
    expect(body.data.hotel.bookings.map((x) => x.reservation_id)).toEqual(arrivals.map((a) => String(a.id)));

    const total = b.amount.toFixed(2);
    expect(body.data.hotel.bookings.find((x) => x.reservation_id === String(b.reservationId))).toStrictEqual({
      first_name: 'Ana',
      last_name: 'Gómez',
      checkIn: TODAY,
      checkOut: '2026-11-23',
      portal: { id: 'website', description: 'Chatbot de reservas' },
      crs_id: b.crs,
      reservation_id: String(b.reservationId),
      creation_date: '2026-11-21T10:00:00-05:00',
      status: 'Confirmada',
      dlm: '2026-11-21T10:00:00-05:00',
      total_amount: total,
      prepaid: total,
      guest_left_to_pay: '0.00',
      notes: '',
      payment_deadline: null,
      rooms: 1,
      adults: 2,
      children: 0,
      telephone: '+573001234567',
      // The chatbot booking's room type, as the hotel names it.
      room_type: (
        await row<{ name: string }>(
          sql`SELECT t.name FROM booking_rooms br JOIN room_types t ON t.id = br.room_type_id JOIN chatbot_bookings c ON c.id = br.booking_id
               WHERE c.chatbot_id = ${b.chatbotId}`,
        )
      ).name,
    } satisfies RawBooking);

    // The seeded portal arrivals carry their portal and amounts.
    for (const x of body.data.hotel.bookings.filter((x) => x.reservation_id !== String(b.reservationId))) {
      const db = await row(sql`SELECT * FROM reservations WHERE id = ${Number(x.reservation_id)}`);
      expect(x.portal.id).toBe(db.portal_code);
      expect(x.portal.description).toBe(
        {
          booking: 'Booking.com',
          expedia: 'Expedia',
          despegar: 'Despegar',
          airbnb: 'Airbnb',
          hotelbeds: 'Hotelbeds',
          trivago: 'Trivago',
          agoda: 'Agoda',
          tripadvisor: 'Tripadvisor',
        }[db.portal_code as string],
      );
      expect(x.crs_id).toBe(db.crs_id);
      expect(x.total_amount).toBe((db.total_minor / 100).toFixed(2));
      expect(x.prepaid).toBe((db.prepaid_minor / 100).toFixed(2));
      expect(x.status).toBe('Confirmada');
      expect(x.creation_date).toBe(toBogotaIso(new Date(db.created_at)));
      // The extensions: who arrives and how to reach them, as the reservation holds them.
      expect([x.rooms, x.adults, x.children, x.telephone, x.room_type]).toEqual([db.rooms, db.adults, db.children, db.telephone, db.room_type]);
      expect(x.room_type).toMatch(/\S/);
      expect(x.adults).toBeGreaterThan(0);
    }
  });

  it('shows until when a chatbot booking awaiting payment is held (extension payment_deadline), and null once paid or expired', async () => {
    const pending = await book('2026-12-03', 2);
    const get = async () =>
      RawBookingsResponse.parse(
        (await call(svc.url, 'GET', rawPath('start_date=2026-12-03&end_date=2026-12-03&hotel_id=100001'), { key: OP })).body,
      ).data.hotel.bookings.find((x) => x.reservation_id === String(pending.reservationId))!;
    const expiry = (await call(svc.url, 'GET', `/v2/bookings/chatbot/${pending.chatbotId}`)).body.expiration_date as string;
    expect(await get()).toMatchObject({ status: 'Pendiente de pago', payment_deadline: expiry, prepaid: '0.00' });
    svc.clock.advance(25 * 3600_000);
    expect(await get()).toMatchObject({ status: 'Expirada', payment_deadline: null });
  });

  it('orders a range by check-in then reservation number and spells every status and amount', async () => {
    const start = '2026-10-22';
    const end = '2026-12-22'; // 62 days
    const get = async () =>
      RawBookingsResponse.parse((await call(svc.url, 'GET', rawPath(`start_date=${start}&end_date=${end}&hotel_id=100001`), { key: OP })).body);
    const expected = await rows<{ id: number }>(
      sql`SELECT id FROM reservations WHERE hotel_id = 1 AND checkin BETWEEN ${start} AND ${end} ORDER BY checkin, id`,
    );
    const first = await get();
    expect(first.data.hotel.bookings.map((x) => Number(x.reservation_id))).toEqual(expected.map((e) => e.id));
    const checkins = first.data.hotel.bookings.map((x) => x.checkIn);
    expect([...checkins].sort()).toEqual(checkins);
    expect(checkins.every((d) => d >= start && d <= end)).toBe(true);

    const id = expected[0]!.id;
    const cases: Array<[status: string, checkinStatus: number, text: string]> = [
      ['pending_payment', 0, 'Pendiente de pago'],
      ['expired', 0, 'Expirada'],
      ['cancelled', 0, 'Cancelada'],
      ['cancelled', 1, 'Cancelada'],
      ['confirmed', 0, 'Confirmada'],
      ['confirmed', 1, 'Check-in'],
      ['confirmed', 2, 'No show'],
      ['confirmed', 3, 'Cancelada'],
      ['confirmed', 4, 'Salida anticipada'],
    ];
    for (const [status, cs, text] of cases) {
      await exec(svc.store.db, sql`UPDATE reservations SET status = ${status}, checkin_status = ${cs} WHERE id = ${id}`);
      const b = (await get()).data.hotel.bookings.find((x) => x.reservation_id === String(id))!;
      expect([status, cs, b.status]).toEqual([status, cs, text]);
    }
    // Partial prepayment: the guest owes the rest; more prepaid than the total never owes a negative amount.
    await exec(svc.store.db, sql`UPDATE reservations SET total_minor = 45000000, prepaid_minor = 10000050 WHERE id = ${id}`);
    expect((await get()).data.hotel.bookings.find((x) => x.reservation_id === String(id))).toMatchObject({
      total_amount: '450000.00',
      prepaid: '100000.50',
      guest_left_to_pay: '349999.50',
    });
    await exec(svc.store.db, sql`UPDATE reservations SET total_minor = 5, prepaid_minor = 7 WHERE id = ${id}`);
    expect((await get()).data.hotel.bookings.find((x) => x.reservation_id === String(id))).toMatchObject({
      total_amount: '0.05',
      prepaid: '0.07',
      guest_left_to_pay: '0.00',
    });
  });

  it('writes canonical JSON whatever the names and notes hold (quotes, backslashes, line breaks, accents, emoji)', async () => {
    const start = '2026-10-22';
    const end = '2026-12-22';
    const id = (
      await rows<{ id: number }>(sql`SELECT id FROM reservations WHERE hotel_id = 1 AND checkin BETWEEN ${start} AND ${end} ORDER BY checkin, id LIMIT 1`)
    )[0]!.id;
    const name = 'Zoë "la Niña" \\ O\'Brien\u2028';
    const notes = 'Llega tarde\nCama extra 🛏️\t</script>';
    await exec(svc.store.db, sql`UPDATE reservations SET first_name = ${name}, notes = ${notes} WHERE id = ${id}`);
    const res = await request(`${svc.url}${rawPath(`start_date=${start}&end_date=${end}&hotel_id=100001`)}`, { headers: { authorization: `Bearer ${OP}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const text = await res.body.text();
    // Sent in parts, with its length declared in bytes (the names above are not all one byte a character).
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(text)));
    const parsed = RawBookingsResponse.parse(JSON.parse(text));
    // Exactly what JSON.stringify writes of the parsed answer: nothing hand-written differs from the standard form.
    expect(JSON.stringify(parsed)).toBe(text);
    expect(parsed.data.hotel.bookings.find((b) => b.reservation_id === String(id))).toMatchObject({ first_name: name, notes });
    expect(parsed.metadata.bookings_count).toBe(parsed.data.hotel.bookings.length);
  });

  it('shows an unpaid chatbot booking as Pendiente de pago, then Expirada once its deadline passes (reads run expiry)', async () => {
    const b = await book('2026-11-25', 2);
    const path = rawPath('start_date=2026-11-25&end_date=2026-11-25&hotel_id=100001');
    const find = (body: unknown) => RawBookingsResponse.parse(body).data.hotel.bookings.find((x) => x.reservation_id === String(b.reservationId))!;
    const total = b.amount.toFixed(2);
    expect(find((await call(svc.url, 'GET', path, { key: OP })).body)).toMatchObject({
      status: 'Pendiente de pago',
      total_amount: total,
      prepaid: '0.00',
      guest_left_to_pay: total,
      dlm: '2026-11-21T10:00:00-05:00',
    });
    svc.clock.advance(25 * 3600_000);
    const after = await call(svc.url, 'GET', path, { key: OP });
    expect(find(after.body)).toMatchObject({ status: 'Expirada', prepaid: '0.00', dlm: '2026-11-22T11:00:00-05:00' });
    expect(after.body.metadata.timestamp).toBe('2026-11-22T11:00:00-05:00');
  });

  it('names the hotel by internal id with id_type=internal; a hotel outside the channel manager has channel_manager_id ""', async () => {
    const q = `start_date=${TODAY}&end_date=2026-11-28`;
    const byCm = await call(svc.url, 'GET', rawPath(`${q}&hotel_id=100001`), { key: OP });
    const byId = await call(svc.url, 'GET', rawPath(`${q}&hotel_id=1&id_type=internal`), { key: OP });
    expect(byId.status).toBe(200);
    expect(byId.body).toEqual(byCm.body);
    expect((await call(svc.url, 'GET', rawPath(`${q}&hotel_id=100001&id_type=channel_manager`), { key: OP })).body).toEqual(byCm.body);

    const outside = await call(svc.url, 'GET', rawPath(`${q}&hotel_id=12&id_type=internal`), { key: OP });
    expect(outside.status).toBe(200);
    expect(RawBookingsResponse.parse(outside.body).data.hotel).toEqual({ id: 12, channel_manager_id: '', name: 'Posada El Pescador', bookings: [] });
    expect(outside.body.metadata.bookings_count).toBe(0);

    for (const h of ['12', '999999']) {
      const r = await call(svc.url, 'GET', rawPath(`${q}&hotel_id=${h}`), { key: OP });
      expect(r.status).toBe(404);
      expect(r.body).toMatchObject({ code: '404', message: 'No encontrado' });
    }
    expect((await call(svc.url, 'GET', rawPath(`${q}&hotel_id=999&id_type=internal`), { key: OP })).status).toBe(404);
  });

  it('answers 400 listing every offending field, a reversed range and a range longer than 366 days', async () => {
    const none = await call(svc.url, 'GET', rawPath(''), { key: OP });
    expect(none.status).toBe(400);
    expect(none.body.code).toBe('400');
    for (const f of ['start_date: es obligatorio', 'end_date: es obligatorio', 'hotel_id: es obligatorio']) expect(none.body.detail).toContain(f);

    const bad = await call(svc.url, 'GET', rawPath('start_date=2026-02-30&end_date=21-11-2026&hotel_id=abc&id_type=pms'), { key: OP });
    expect(bad.status).toBe(400);
    for (const f of ['start_date:', 'end_date:', 'hotel_id:', 'id_type:']) expect(bad.body.detail).toContain(f);

    const reversed = await call(svc.url, 'GET', rawPath('start_date=2026-11-22&end_date=2026-11-21&hotel_id=100001'), { key: OP });
    expect(reversed.status).toBe(400);
    expect(reversed.body.detail).toContain('end_date: no puede ser anterior a start_date');

    const long = await call(svc.url, 'GET', rawPath('start_date=2026-11-01&end_date=2027-11-02&hotel_id=100001'), { key: OP }); // 367 days
    expect(long.status).toBe(400);
    expect(long.body.detail).toMatch(/start_date: .*366 días.*; end_date: .*366 días.*rangos de fechas más cortos/);
    expect((await call(svc.url, 'GET', rawPath('start_date=2026-11-01&end_date=2027-11-01&hotel_id=100001'), { key: OP })).status).toBe(200); // 366 days
  });

  it('lets operator, channel manager and the hotel itself read; agencies and other hotels get 403; no key 401', async () => {
    const q = (h: string) => rawPath(`start_date=${TODAY}&end_date=${TODAY}&hotel_id=${h}`);
    for (const key of [OP, 'demo-channel-manager', 'demo-hotel-1']) expect((await call(svc.url, 'GET', q('100001'), { key })).status).toBe(200);
    expect((await call(svc.url, 'GET', q('100002'), { key: 'test-hotel-2' })).status).toBe(200);
    for (const [key, h] of [
      ['demo-agency-1', '100001'],
      ['demo-hotel-1', '100002'],
      ['test-hotel-2', '100001'],
    ] as const) {
      const r = await call(svc.url, 'GET', q(h), { key });
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({ code: '403', message: 'Prohibido' });
    }
    expect((await call(svc.url, 'GET', q('100001'), { key: null })).status).toBe(401);
  });
});

describe('voucher detail of a reservation (endpoint 5)', () => {
  it('answers the paid chatbot booking as an automated record with an applied charge and no authorization code', async () => {
    const b = await book('2026-12-10', 3, { pay: true });
    const v = await row(sql`SELECT id FROM vouchers WHERE payment_link_code = ${b.code}`);
    const tx = await row(sql`SELECT transaction_id AS t, authorization_code AS a FROM payment_attempts WHERE link_code = ${b.code}`);
    const description = (await row(sql`SELECT description AS d FROM payment_links WHERE code = ${b.code}`)).d;
    const r = await call(svc.url, 'GET', detailPath(b.reservationId, 'automated'), { key: OP });
    expect(r.status).toBe(200);
    expect(VoucherDetailResponse.parse(r.body)).toBeTruthy();
    expect(r.body).toStrictEqual({
      hotel: { id: 1, channel_mannager_id: '100001', name: HOTEL1.name },
      data: {
        operation_type: 'automated',
        id: v.id,
        reservation_id: String(b.reservationId),
        portal_code: 'website',
        checkin_date: '2026-12-10',
        guest: 'Ana Gómez',
        bank: 'Banco de pruebas (sandbox)',
        payment_type: 'Reserva por chatbot',
        payment_status_code: 'applied',
        payment_status: 'Aplicado',
        transaction: {
          status_code: 'applied',
          status: 'Aplicado',
          status_detail: 'Recaudo: Aprobado',
          carrier: 'sandbox',
          transaction_id: tx.t,
          description,
          payment_method: 'credit_card',
          payment_card_info: { card_holder: 'Ana Gómez', card_num: '************4242', card_type: 'visa' },
          installments: '1',
          payment_date: '2026-11-21T10:00:00-05:00',
          amount: b.amount,
          currency: 'COP',
          voucher_url: b.url,
        },
        refound: null,
        generated_at: '21-11-2026 10:00:00 AM',
      },
    });
    expect(tx.a).toMatch(/^\d+$/); // the carrier gave one; endpoint 5 does not show it

    // Who may see it: everyone of hotel 1 and the agency that created it; not another hotel or agency.
    for (const key of ['demo-agency-1', 'demo-channel-manager', 'demo-hotel-1']) {
      const x = await call(svc.url, 'GET', detailPath(b.reservationId, 'automated'), { key });
      expect([key, x.status]).toEqual([key, 200]);
      expect(x.body).toEqual(r.body);
    }
    for (const key of ['test-hotel-2', 'test-agency-2']) {
      const x = await call(svc.url, 'GET', detailPath(b.reservationId, 'automated'), { key });
      expect([key, x.status, x.body.code]).toEqual([key, 404, '404']);
    }
    // No record of another operation type.
    expect((await call(svc.url, 'GET', detailPath(b.reservationId, 'terminal_payment'), { key: OP })).status).toBe(404);
    expect((await call(svc.url, 'GET', detailPath(999, 'automated'), { key: OP })).status).toBe(404);
  });

  it('answers a seeded prepaid portal reservation (terminal payment) and its refund when cancelled; agencies do not see them', async () => {
    const paid = await row(
      sql`SELECT r.id, r.hotel_id AS h FROM reservations r JOIN vouchers v ON v.cm_reservation_id = r.id WHERE v.payment_status_code = 'applied' AND r.hotel_id = 1 LIMIT 1`,
    );
    const r = await call(svc.url, 'GET', detailPath(paid.id, 'terminal_payment'), { key: 'demo-hotel-1' });
    expect(r.status).toBe(200);
    const body = VoucherDetailResponse.parse(r.body);
    const v = await row(sql`SELECT * FROM vouchers WHERE cm_reservation_id = ${paid.id}`);
    expect(body.data).toMatchObject({
      operation_type: 'terminal_payment',
      id: v.id,
      reservation_id: String(paid.id),
      payment_type: 'Datáfono virtual',
      payment_status_code: 'applied',
      refound: null,
    });
    expect(body.data.transaction).toMatchObject({
      status_code: 'applied',
      carrier: 'sandbox',
      amount: v.tx_amount_minor / 100,
      voucher_url: `${svc.url}/vouchers/${v.id}/${v.public_code}`,
    });
    expect(body.data.transaction).not.toHaveProperty('authorization_code');
    for (const key of ['demo-agency-1', 'test-hotel-2'])
      expect((await call(svc.url, 'GET', detailPath(paid.id, 'terminal_payment'), { key })).status).toBe(404);

    const refunded = await row(sql`SELECT * FROM vouchers WHERE rf_status_code = 'total_refound' LIMIT 1`);
    const rr = VoucherDetailResponse.parse((await call(svc.url, 'GET', detailPath(refunded.cm_reservation_id, 'terminal_payment'), { key: OP })).body);
    expect(rr.hotel.id).toBe(refunded.hotel_id);
    expect(rr.data.payment_status_code).toBe('total_refound');
    expect(rr.data.refound).toStrictEqual({
      status_code: 'total_refound',
      status: 'Reembolso total',
      status_detail: 'Reembolso: Aprobado',
      transaction_id: refunded.rf_transaction_id,
      refund_date: toBogotaIso(new Date(refunded.rf_refund_date)),
      amount: refunded.rf_amount_minor / 100,
      currency: 'COP',
      voucher_url: `${svc.url}/vouchers/${refunded.id}/${refunded.public_code}#reembolso`,
    });
  });

  it('answers the latest of several payment links of a reservation, only to the agency they were created for', async () => {
    const res = (await row(sql`SELECT id FROM reservations WHERE hotel_id = 1 AND chatbot_booking_id IS NULL ORDER BY id LIMIT 1`)).id as number;
    await createLink(String(res));
    const second = await createLink(String(res));
    const latest = (await row(sql`SELECT id FROM vouchers WHERE payment_link_code = ${second}`)).id;
    const r = await call(svc.url, 'GET', detailPath(res, 'payment_link'), { key: 'demo-agency-1' });
    expect(r.status).toBe(200);
    expect(VoucherDetailResponse.parse(r.body).data).toMatchObject({
      operation_type: 'payment_link',
      id: latest,
      reservation_id: String(res),
      payment_status_code: 'pending',
      payment_type: 'Link de pago',
      transaction: null,
    });
    expect((await call(svc.url, 'GET', detailPath(res, 'payment_link'), { key: 'test-agency-2' })).status).toBe(404);
    expect((await call(svc.url, 'GET', detailPath(res, 'payment_link'), { key: 'demo-hotel-1' })).status).toBe(200);
  });

  it('answers 400 listing every offending field', async () => {
    const none = await call(svc.url, 'GET', '/v2/transactions/vouchers/detail', { key: OP });
    expect(none.status).toBe(400);
    expect(none.body.detail).toContain('reservation_id:');
    expect(none.body.detail).toContain('operation_type:');
    const bad = await call(svc.url, 'GET', detailPath(encodeURIComponent(' '), 'charge'), { key: OP });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toContain('reservation_id:');
    expect(bad.body.detail).toContain('operation_type: debe ser automated, terminal_payment o payment_link');
    expect((await call(svc.url, 'GET', detailPath('abc', 'automated'), { key: OP })).status).toBe(404); // a reference, of no record
  });
});

describe('incremental voucher feed of a hotel (endpoint 6, by change sequence)', () => {
  const feed = async (hotelId: number | string = 1, q = 'id_type=internal', key = OP) => {
    const r = await call(svc.url, 'GET', feedPath(hotelId, q), { key });
    expect(r.status).toBe(200);
    return HotelVouchersResponse.parse(r.body);
  };

  it('returns every record first (with authorization codes), then only what changed; a record changed twice appears once, in its latest state', async () => {
    const first = await feed();
    const all = await voucherIds(1);
    expect(all.length).toBeGreaterThan(2);
    expect(first.hotel).toEqual({ id: 1, channel_mannager_id: '100001', name: HOTEL1.name });
    expect(first.data.map((d) => d.id)).toEqual(all);
    const maxSeq = (await row(sql`SELECT MAX(change_seq) AS m FROM vouchers WHERE hotel_id = 1`)).m;
    expect(first.metadata).toEqual({ total_items: all.length, cursor: maxSeq, has_more: false });
    for (const d of first.data.filter((x) => x.transaction)) {
      const db = await row(sql`SELECT tx_authorization_code AS a FROM vouchers WHERE id = ${d.id}`);
      expect(d.transaction!.authorization_code).toBe(db.a);
      expect(d.transaction!.authorization_code).toMatch(/^\d{6}$/);
    }
    for (const d of first.data.filter((x) => x.refound)) expect(d.refound!.authorization_code).toMatch(/^\d{6}$/);

    expect(await feed()).toMatchObject({ data: [], metadata: { total_items: 0, cursor: maxSeq, has_more: false } });

    // Created (one change) and paid (another change) between two calls: one record, applied.
    const b = await book('2026-12-10', 3, { pay: true });
    const third = await feed();
    expect(third.data).toHaveLength(1);
    const tx = await row(sql`SELECT authorization_code AS a, transaction_id AS t FROM payment_attempts WHERE link_code = ${b.code}`);
    expect(third.data[0]).toMatchObject({
      operation_type: 'automated',
      reservation_id: String(b.reservationId),
      payment_status_code: 'applied',
      portal_code: 'website',
      transaction: { status_code: 'applied', authorization_code: tx.a, transaction_id: tx.t, amount: b.amount, voucher_url: b.url },
    });
    expect(third.metadata.cursor).toBe((await row(sql`SELECT change_seq AS s FROM vouchers WHERE payment_link_code = ${b.code}`)).s);
    expect((await feed()).data).toEqual([]);
  });

  it('returns two changes made at the same instant, replays them with since, and never skips a change after a replay point past the end', async () => {
    const start = (await feed()).metadata.cursor;
    const b1 = await book('2026-12-10', 2);
    const b2 = await book('2026-12-12', 2);
    await payCheckout(b1.url, { number: '4242424242424242' }); // b1 changes again after b2 was created
    expect(svc.clock.now()).toEqual(T0); // all of it at the same instant

    const next = await feed();
    const expected = (await rows<{ id: number }>(sql`SELECT id FROM vouchers WHERE payment_link_code IN (${b1.code}, ${b2.code}) ORDER BY change_seq`)).map(
      (x) => x.id,
    );
    expect(next.data.map((d) => d.id)).toEqual(expected);
    expect(next.data.map((d) => d.reservation_id)).toEqual([String(b2.reservationId), String(b1.reservationId)]);
    expect(next.data.map((d) => d.payment_status_code)).toEqual(['pending', 'applied']);

    const replay = await feed(1, `id_type=internal&since=${start}`);
    expect(replay.data).toEqual(next.data);
    expect(replay.metadata.cursor).toBe(next.metadata.cursor);
    expect((await feed()).data).toEqual([]);

    // A replay point beyond the sequence reached is clamped, so later changes still come.
    const far = await feed(1, 'id_type=internal&since=999999999');
    expect(far.data).toEqual([]);
    expect(far.metadata.cursor).toBe((await row(sql`SELECT value AS v FROM change_sequence`)).v);
    const b3 = await book('2026-12-14', 2);
    expect((await feed()).data.map((d) => d.reservation_id)).toEqual([String(b3.reservationId)]);
  });

  it('keeps one cursor per API key and hotel, whichever id type names the hotel', async () => {
    const all = await voucherIds(1);
    expect((await feed()).data).toHaveLength(all.length);
    expect((await feed(100001, 'id_type=channel_manager')).data).toEqual([]); // same hotel, same key
    // Other keys start from the beginning, independently.
    expect((await feed(1, 'id_type=internal', 'demo-channel-manager')).data.map((d) => d.id)).toEqual(all);
    expect((await feed(100001, 'id_type=channel_manager', 'demo-hotel-1')).data.map((d) => d.id)).toEqual(all);
    // Another hotel has its own cursor.
    expect((await feed(2)).data.map((d) => d.id)).toEqual(await voucherIds(2));

    const b = await book('2026-12-10', 2);
    for (const key of [OP, 'demo-channel-manager', 'demo-hotel-1'])
      expect((await feed(1, 'id_type=internal', key)).data.map((d) => d.reservation_id)).toEqual([String(b.reservationId)]);
    expect((await feed(2)).data).toEqual([]);
  });

  it('pages with a small limit: has_more until every record came exactly once', async () => {
    const all = await voucherIds(1);
    const seen: number[] = [];
    for (let i = 0; i < all.length; i += 2) {
      const page = await feed(1, 'id_type=internal&limit=2');
      const expectedPage = all.slice(i, i + 2);
      expect(page.data.map((d) => d.id)).toEqual(expectedPage);
      expect(page.metadata.total_items).toBe(expectedPage.length);
      expect(page.metadata.has_more).toBe(i + 2 < all.length);
      seen.push(...page.data.map((d) => d.id));
    }
    expect(seen).toEqual(all);
    expect(await feed(1, 'id_type=internal&limit=2')).toMatchObject({ data: [], metadata: { has_more: false } });
  });

  it('answers 403 to agencies and to a hotel key for another hotel, 404 for an unknown hotel, 400 listing bad fields', async () => {
    expect((await call(svc.url, 'GET', feedPath(1), { key: 'demo-agency-1' })).status).toBe(403);
    expect((await call(svc.url, 'GET', feedPath(2), { key: 'demo-hotel-1' })).status).toBe(403);
    expect((await call(svc.url, 'GET', feedPath(100002, 'id_type=channel_manager'), { key: 'demo-hotel-1' })).status).toBe(403);
    expect((await call(svc.url, 'GET', feedPath(999), { key: OP })).status).toBe(404);
    expect((await call(svc.url, 'GET', feedPath(1, 'id_type=channel_manager'), { key: OP })).status).toBe(404); // no hotel has channel-manager id '1'
    // A refused call does not move the cursor.
    expect((await feed(1, 'id_type=internal', 'demo-hotel-1')).data).toHaveLength((await voucherIds(1)).length);

    const none = await call(svc.url, 'GET', '/v2/transactions/vouchers/hotel/abc', { key: OP });
    expect(none.status).toBe(400);
    expect(none.body.detail).toContain('hotel_id:');
    expect(none.body.detail).toContain('id_type:');
    const bad = await call(svc.url, 'GET', feedPath(1, 'id_type=pms&since=-1&limit=0'), { key: OP });
    expect(bad.status).toBe(400);
    for (const f of ['id_type: debe ser internal o channel_manager', 'since:', 'limit:']) expect(bad.body.detail).toContain(f);
    expect((await call(svc.url, 'GET', feedPath(1, 'id_type=internal&limit=1001'), { key: OP })).status).toBe(400);
  });
});

describe('legacy voucher details (endpoints 11 and 12, one shared path)', () => {
  it('11: answers the record of a prepaid portal reservation by reservation number or CRS id', async () => {
    const r = await prepaid();
    const v = await row(sql`SELECT * FROM vouchers WHERE id = ${r.v_id}`);
    const res = await call(svc.url, 'GET', legacyPath(r.id, `hotel_id=100001&portal_code=${r.portal_code}`), { key: 'demo-hotel-1' });
    expect(res.status).toBe(200);
    expect(LegacyVoucherRecord.parse(res.body)).toBeTruthy();
    expect(res.body).toStrictEqual({
      reservation_id: String(r.id),
      hotel_id: '100001',
      hotel: HOTEL1.name,
      portal_code: r.portal_code,
      checkin_date: r.checkin,
      apply_charge_at: v.apply_charge_at,
      bank: 'Banco de pruebas (sandbox)',
      guest: v.guest,
      payment_type: 'Datáfono virtual',
      payment_status: 'Pago aplicado',
      transaction: {
        transaction_status: 'APPROVED',
        carrier: 'sandbox',
        transaction_id: v.tx_transaction_id,
        description: v.tx_description,
        card_holder: v.tx_card_holder,
        card_num: v.tx_card_num,
        card_type: v.tx_card_type,
        installments: '1',
        authorization_code: v.tx_authorization_code,
        payment_date: toBogotaHuman(new Date(v.tx_payment_date)),
        total: v.tx_amount_minor / 100,
      },
      refound: null,
      generated_at: toBogotaHuman(new Date(v.created_at)),
      voucher_url: `${svc.url}/vouchers/${v.id}/${v.public_code}`,
    });
    expect(res.body.apply_charge_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const byCrs = await call(svc.url, 'GET', legacyPath(r.crs_id, `hotel_id=100001&portal_code=${r.portal_code}`), { key: OP });
    expect(byCrs.status).toBe(200);
    expect(byCrs.body).toEqual(res.body);

    // Another portal, another hotel, an unknown number: 404.
    expect((await call(svc.url, 'GET', legacyPath(r.id, 'hotel_id=100001&portal_code=booking'), { key: OP })).status).toBe(404);
    expect((await call(svc.url, 'GET', legacyPath(r.id, `hotel_id=100002&portal_code=${r.portal_code}`), { key: OP })).status).toBe(404);
    expect((await call(svc.url, 'GET', legacyPath(123, `hotel_id=100001&portal_code=${r.portal_code}`), { key: OP })).status).toBe(404);
  });

  it('11: a reservation paid at the hotel without a voucher, and a cancelled prepaid one with its refund', async () => {
    const atHotel = await row(sql`SELECT * FROM reservations r WHERE portal_code IN ('booking', 'airbnb') AND status = 'confirmed'
                           AND NOT EXISTS (SELECT 1 FROM vouchers v WHERE v.cm_reservation_id = r.id) ORDER BY id LIMIT 1`);
    const cm = await row(sql`SELECT channel_manager_id AS cm, name FROM hotels WHERE id = ${atHotel.hotel_id}`);
    const a = await call(svc.url, 'GET', legacyPath(atHotel.id, `hotel_id=${cm.cm}&portal_code=${atHotel.portal_code}`), { key: OP });
    expect(a.status).toBe(200);
    expect(LegacyVoucherRecord.parse(a.body)).toStrictEqual({
      reservation_id: String(atHotel.id),
      hotel_id: cm.cm,
      hotel: cm.name,
      portal_code: atHotel.portal_code,
      checkin_date: atHotel.checkin,
      apply_charge_at: atHotel.checkin,
      bank: '',
      guest: `${atHotel.first_name} ${atHotel.last_name}`,
      payment_type: 'Pago en el hotel',
      payment_status: 'Pendiente de pago',
      transaction: null,
      refound: null,
      generated_at: toBogotaHuman(new Date(atHotel.created_at)),
      voucher_url: '',
    });

    const refunded =
      await row(sql`SELECT v.*, r.portal_code AS r_portal, h.channel_manager_id AS cm FROM vouchers v JOIN reservations r ON r.id = v.cm_reservation_id
                            JOIN hotels h ON h.id = v.hotel_id WHERE v.rf_status_code = 'total_refound' AND r.portal_code IN ('expedia', 'despegar') LIMIT 1`);
    const c = await call(svc.url, 'GET', legacyPath(refunded.cm_reservation_id, `hotel_id=${refunded.cm}&portal_code=${refunded.r_portal}`), { key: OP });
    expect(c.status).toBe(200);
    expect(LegacyVoucherRecord.parse(c.body)).toMatchObject({
      payment_status: 'Pago aplicado',
      transaction: { transaction_status: 'APPROVED' },
      refound: {
        refound_status: 'success',
        authorization_code: refunded.rf_authorization_code,
        transaction_id: refunded.rf_transaction_id,
        description: refunded.rf_description,
        date: toBogotaHuman(new Date(refunded.rf_refund_date)),
        total: refunded.rf_amount_minor / 100,
      },
    });
  });

  it('12: returns the records changed since the previous call; a paid chatbot booking shows as APPROVED', async () => {
    const get = async (key = OP) => {
      const r = await call(svc.url, 'GET', legacyPath(1, 'hotel_id=100001'), { key });
      expect(r.status).toBe(200);
      return LegacyVoucherList.parse(r.body);
    };
    const first = await get();
    const withReservation = await rows(
      sql`SELECT cm_reservation_id AS r FROM vouchers WHERE hotel_id = 1 AND cm_reservation_id IS NOT NULL ORDER BY change_seq`,
    );
    expect(first.map((x) => x.reservation_id)).toEqual(withReservation.map((x) => String(x.r)));
    expect(first.every((x) => x.hotel_id === '100001' && x.hotel === HOTEL1.name)).toBe(true);
    expect(await get()).toEqual([]);

    // A link not tied to any reservation is a voucher record of endpoint 6 only.
    await createLink('RES-EXTERNA-1');
    const b = await book('2026-12-10', 3, { pay: true });
    const tx = await row(sql`SELECT authorization_code AS a, transaction_id AS t FROM payment_attempts WHERE link_code = ${b.code}`);
    const next = await get();
    expect(next).toStrictEqual([
      {
        reservation_id: String(b.reservationId),
        hotel_id: '100001',
        hotel: HOTEL1.name,
        portal_code: 'website',
        checkin_date: '2026-12-10',
        apply_charge_at: TODAY,
        bank: 'Banco de pruebas (sandbox)',
        guest: 'Ana Gómez',
        payment_type: 'Reserva por chatbot',
        payment_status: 'Pago aplicado',
        transaction: {
          transaction_status: 'APPROVED',
          carrier: 'sandbox',
          transaction_id: tx.t,
          description: next[0]!.transaction!.description,
          card_holder: 'Ana Gómez',
          card_num: '************4242',
          card_type: 'visa',
          installments: '1',
          authorization_code: tx.a,
          payment_date: '21-11-2026 10:00:00 AM',
          total: b.amount,
        },
        refound: null,
        generated_at: '21-11-2026 10:00:00 AM',
        voucher_url: b.url,
      },
    ]);
    expect(await get()).toEqual([]);
    // Its own cursor: endpoint 6 of the same key still starts from the beginning and sees the link too.
    const v2 = HotelVouchersResponse.parse((await call(svc.url, 'GET', feedPath(1), { key: OP })).body);
    expect(v2.data).toHaveLength((await voucherIds(1)).length);
    expect(v2.data.some((d) => d.reservation_id === 'RES-EXTERNA-1' && d.operation_type === 'payment_link')).toBe(true);
    // Another key has its own endpoint-12 cursor.
    expect((await get('demo-hotel-1')).length).toBe(withReservation.length + 1);
  });

  it('answers 403 to agencies and to a hotel key for another hotel, 404 for an unknown hotel, 400 listing bad fields', async () => {
    const r = await prepaid();
    for (const q of [`hotel_id=100001&portal_code=${r.portal_code}`, 'hotel_id=100001']) {
      expect((await call(svc.url, 'GET', legacyPath(r.id, q), { key: 'demo-agency-1' })).status).toBe(403);
      expect((await call(svc.url, 'GET', legacyPath(r.id, q.replace('100001', '100002')), { key: 'demo-hotel-1' })).status).toBe(403);
      expect((await call(svc.url, 'GET', legacyPath(r.id, q.replace('100001', '999999')), { key: OP })).status).toBe(404);
    }
    const bad = await call(svc.url, 'GET', legacyPath('abc', 'hotel_id=x&portal_code=website'), { key: OP });
    expect(bad.status).toBe(400);
    for (const f of ['booking_number:', 'hotel_id:', 'portal_code: debe ser uno de: booking, expedia, despegar, airbnb']) expect(bad.body.detail).toContain(f);
    const none = await call(svc.url, 'GET', legacyPath(0, ''), { key: OP });
    expect(none.status).toBe(400);
    expect(none.body.detail).toContain('booking_number:');
    expect(none.body.detail).toContain('hotel_id:');
  });
});

describe('client methods of the reports', () => {
  it('parses endpoints 4, 5, 6, 11 and 12 and maps refusals to typed errors', async () => {
    const b = await book(TODAY, 1, { pay: true });
    const api = new HotelApiClient({ baseUrl: svc.url, apiKey: OP });
    const agency = new HotelApiClient({ baseUrl: svc.url, apiKey: 'demo-agency-1' });
    try {
      const raw = await api.listRawChannelManagerBookings({ start_date: TODAY, end_date: TODAY, hotel_id: 100001 });
      expect(raw.data.hotel.bookings.find((x) => x.reservation_id === String(b.reservationId))).toMatchObject({
        status: 'Confirmada',
        guest_left_to_pay: '0.00',
      });
      expect((await api.listRawChannelManagerBookings({ start_date: TODAY, end_date: TODAY, hotel_id: 1, id_type: 'internal' })).data.hotel.bookings).toEqual(
        raw.data.hotel.bookings,
      );

      const detail = await api.getVoucherDetail(b.reservationId, 'automated');
      expect(detail.data).toMatchObject({ reservation_id: String(b.reservationId), payment_status_code: 'applied' });
      expect(detail.data.transaction).not.toHaveProperty('authorization_code');

      const page = await api.listUpdatedHotelVouchers(1, 'internal', { limit: 1 });
      expect(page.data).toHaveLength(1);
      expect(page.metadata.has_more).toBe(true);
      const replay = await api.listUpdatedHotelVouchers(100001, 'channel_manager', { since: 0, limit: 1 });
      expect(replay.data).toEqual(page.data);

      const r = await prepaid();
      const legacy = await api.getLegacyVoucherDetails(r.crs_id, 100001, r.portal_code);
      expect(legacy).toMatchObject({ reservation_id: String(r.id), payment_status: 'Pago aplicado', transaction: { transaction_status: 'APPROVED' } });
      const since = await api.getLegacyVoucherDetails(1, 100001);
      expect(since.some((x) => x.reservation_id === String(b.reservationId) && x.transaction?.transaction_status === 'APPROVED')).toBe(true);
      expect(await api.getLegacyVoucherDetails(1, 100001)).toEqual([]);

      await expect(agency.listRawChannelManagerBookings({ start_date: TODAY, end_date: TODAY, hotel_id: '100001' })).rejects.toBeInstanceOf(ForbiddenError);
      await expect(agency.listUpdatedHotelVouchers(1, 'internal')).rejects.toBeInstanceOf(ForbiddenError);
      await expect(api.getVoucherDetail(b.reservationId, 'payment_link')).rejects.toBeInstanceOf(NotFoundError);
      await expect(api.getLegacyVoucherDetails(1, 100001, 'booking')).rejects.toBeInstanceOf(NotFoundError);
    } finally {
      await api.close();
      await agency.close();
    }
  });
});
