/**
 * Availability (10), chatbot bookings (7, 8, 19, 20), holds and expiry, and the
 * hosted checkout, against the real server on an ephemeral port and a real
 * database (SQLite file or PostgreSQL, see `TEST_ENGINE`).
 */
import { describe, expect, it } from 'vitest';
import type { AvailabilityResponse } from '../../src/api/contract/index.js';
import { bookingBody, firstOffer, paymentLinkBody } from '../helpers/booking.js';
import pg from 'pg';
import { call, payCheckout, startTestService, TEST_ENGINE } from '../helpers/service.js';
import { connectionString, exec, first, rows, sql } from '../../src/store/sql.js';
import { startedForEach } from '../helpers/lifecycle.js';

const svc = startedForEach(() => startTestService({ sandboxSettleDelayMs: 60_000 }));

const CHECKIN = '2026-12-10';
const CHECKOUT = '2026-12-13';
const availPath = (city: string, checkin = CHECKIN, nights = 3) =>
  `/v2/bookings/agencies/retailer/availability?checkin=${checkin}&nights=${nights}&city=${encodeURIComponent(city)}`;

async function allocated(roomId: string): Promise<number> {
  return (await first<{ a: number }>(
    svc.store.db,
    sql`SELECT SUM(allocated) AS a FROM inventory WHERE room_type_id = ${Number(roomId)} AND day >= ${CHECKIN} AND day < ${CHECKOUT}`,
  ))!.a;
}
/** Leave exactly `free` rooms of a room type free on every night of the stay. */
async function setFree(roomId: string, free: number): Promise<void> {
  await exec(
    svc.store.db,
    sql`UPDATE inventory SET stock = allocated + ${free} WHERE room_type_id = ${Number(roomId)} AND day >= ${CHECKIN} AND day < ${CHECKOUT}`,
  );
}
async function counts() {
  return first(
    svc.store.db,
    sql`SELECT (SELECT COUNT(*) FROM chatbot_bookings) AS b, (SELECT COUNT(*) FROM payment_links) AS l, (SELECT SUM(allocated) FROM inventory) AS a`,
  );
}
/** How many rows `table` holds (optionally only those matching `where`). */
async function countRows(table: string, where = sql`1 = 1`): Promise<number> {
  return (await first<{ n: number }>(svc.store.db, sql`SELECT COUNT(*) AS n FROM ${sql.table(table)} WHERE ${where}`))!.n;
}

describe('availability (endpoint 10)', () => {
  it('sums the nightly prices of the stay and lists every hotel of the city, accents ignored', async () => {
    const r = await call(svc.url, 'POST', availPath('cartagena'), { body: { layout: [{ adults: 2 }] } });
    expect(r.status).toBe(200);
    const hotels = r.body as AvailabilityResponse;
    const dbHotels = await rows<{ id: number }>(svc.store.db, sql`SELECT id FROM hotels WHERE city_key = 'cartagena' ORDER BY id`);
    expect(hotels.map((h) => h.hotel.id)).toEqual(dbHotels.map((h) => h.id));
    const room = hotels.find((h) => h.availability[0]!.total_count > 0)!.availability[0]!.available_rooms[0]!;
    for (const p of room.products) {
      expect(p.baseDailyAmounts.map((d) => d.day)).toEqual(['2026-12-10', '2026-12-11', '2026-12-12']);
      const sum = p.baseDailyAmounts.reduce((s, d) => s + d.amountAfterTax, 0);
      expect(p.baseRate.amountAfterTax).toBeCloseTo(sum, 2);
      expect(p.baseRate.amountAfterTaxUSD).toBeCloseTo(p.baseRate.amountAfterTax / p.trm, 1);
    }
    // A rate with no percentage or board supplement charges exactly the inventory's nightly price.
    const plain = await first<{ id: number }>(
      svc.store.db,
      sql`SELECT id FROM rate_plans WHERE room_type_id = ${Number(room.roomId)} AND price_percent = 100 AND board_per_adult_minor = 0 ORDER BY id`,
    );
    if (plain) {
      const prices = await rows<{ p: number }>(
        svc.store.db,
        sql`SELECT price_minor AS p FROM inventory WHERE room_type_id = ${Number(room.roomId)} AND day >= ${CHECKIN} AND day < ${CHECKOUT} ORDER BY day`,
      );
      const p = room.products.find((x) => x.rateId === String(plain.id))!;
      expect(p.baseDailyAmounts.map((d) => d.amountAfterTax)).toEqual(prices.map((x) => x.p / 100));
    }
  });

  it('offers only room types that hold the occupancy, older children counting as adults', async () => {
    const layout = [
      { adults: 2, children_ages: [4, 8, 10] },
      { adults: 2, children_ages: [15] },
    ];
    const r = await call(svc.url, 'POST', availPath('Bogotá'), { body: { layout } });
    expect(r.status).toBe(200);
    const limits = await rows<{ id: number; a: number; c: number; o: number }>(
      svc.store.db,
      sql`SELECT id, max_adults AS a, max_children AS c, max_occupancy AS o FROM room_types`,
    );
    const byId = new Map(limits.map((l) => [String(l.id), l]));
    let offered = 0;
    for (const h of r.body as AvailabilityResponse) {
      expect(h.availability).toHaveLength(2);
      expect(h.availability[0]!.children_ages).toBe('4,8,10');
      for (const room of h.availability[0]!.available_rooms) {
        const l = byId.get(room.roomId)!;
        expect(l.a >= 2 && l.c >= 3 && l.o >= 5).toBe(true);
        offered++;
      }
      for (const room of h.availability[1]!.available_rooms) {
        const l = byId.get(room.roomId)!;
        expect(l.a).toBeGreaterThanOrEqual(3); // the 15-year-old occupies an adult place
      }
      // Rooms that do not fit are never offered.
      const all = await rows<{ id: number }>(
        svc.store.db,
        sql`SELECT id FROM room_types WHERE hotel_id = ${h.hotel.id} AND (max_children < 3 OR max_occupancy < 5)`,
      );
      const ids = new Set(h.availability[0]!.available_rooms.map((x) => x.roomId));
      for (const x of all) expect(ids.has(String(x.id))).toBe(false);
    }
    expect(offered).toBeGreaterThan(0);
  });

  it('answers partner_id null and no rooms for a hotel outside the channel manager', async () => {
    const h = (await first<{ id: number; city: string }>(svc.store.db, sql`SELECT id, city FROM hotels WHERE channel_manager_id IS NULL ORDER BY id`))!;
    const r = await call(svc.url, 'POST', availPath(h.city), { body: { layout: [{ adults: 1 }] } });
    const hotel = (r.body as AvailabilityResponse).find((x) => x.hotel.id === h.id)!;
    expect(hotel.hotel.partner_id).toBeNull();
    expect(hotel.availability).toEqual([{ adults: 1, children_ages: null, total_count: 0, available_rooms: [] }]);
  });

  it('counts stock net of held rooms', async () => {
    const offer = await firstOffer(svc.url, 'Medellín', CHECKIN, 3);
    await setFree(offer.roomId, 2);
    const count = async () => {
      const r = await call(svc.url, 'POST', availPath('Medellín'), { body: { layout: [{ adults: 2 }] } });
      const h = (r.body as AvailabilityResponse).find((x) => x.hotel.partner_id === String(offer.hotelId))!;
      return h.availability[0]!.available_rooms.find((x) => x.roomId === offer.roomId)?.count ?? 0;
    };
    expect(await count()).toBe(2);
    const b = await call(svc.url, 'POST', `/v2/bookings/hotel_id=${offer.hotelId}`, { body: bookingBody(offer, CHECKIN, CHECKOUT, 3) });
    expect(b.body.chatbot_id).toBeTruthy();
    expect(await count()).toBe(1);
  });
});

describe('holds (endpoint 7)', () => {
  it('two guests racing for the last room: exactly one gets it', async () => {
    const offer = await firstOffer(svc.url, 'Cartagena', CHECKIN, 3);
    await setFree(offer.roomId, 1);
    const before = await allocated(offer.roomId);
    const body = bookingBody(offer, CHECKIN, CHECKOUT, 3);
    const results = await Promise.all(Array.from({ length: 8 }, () => call(svc.url, 'POST', `/v2/bookings/hotel_id=${offer.hotelId}`, { body })));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const won = results.filter((r) => r.body.chatbot_id);
    const lost = results.filter((r) => r.body.no_available_rooms);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(7);
    expect(lost[0]!.body.no_available_rooms).toHaveLength(1);
    expect(await allocated(offer.roomId)).toBe(before + 3); // one room on each of the 3 nights
    expect(await countRows('chatbot_bookings')).toBe(1);
  });

  it('holds all requested rooms or none', async () => {
    const offer = await firstOffer(svc.url, 'Santa Marta', CHECKIN, 3);
    await setFree(offer.roomId, 1);
    const before = await counts();
    const body = bookingBody(offer, CHECKIN, CHECKOUT, 3, 2, {
      rooms: '2',
      adults: '4',
      roomsData: [
        { id: offer.roomId, checkin: CHECKIN, checkout: CHECKOUT, rateId: offer.rateId, quantity: '1', currency: 'COP', adults: '2', children: '0' },
        { id: offer.roomId, checkin: CHECKIN, checkout: CHECKOUT, rateId: offer.rateId, quantity: '1', currency: 'COP', adults: '2', children: '0' },
      ],
    });
    const r = await call(svc.url, 'POST', `/v2/bookings/hotel_id=${offer.hotelId}`, { body });
    expect(r.status).toBe(200);
    expect(r.body.no_available_rooms).toHaveLength(2);
    expect(await counts()).toEqual(before);
  });

  it('an expired hold frees the room and the booking reports expiry', async () => {
    const offer = await firstOffer(svc.url, 'Cartagena', CHECKIN, 3);
    await setFree(offer.roomId, 1);
    const base = await allocated(offer.roomId);
    const first = await call(svc.url, 'POST', `/v2/bookings/hotel_id=${offer.hotelId}`, { body: bookingBody(offer, CHECKIN, CHECKOUT, 3) });
    const id = first.body.chatbot_id as string;
    const link = await call(svc.url, 'GET', `/v2/bookings/chatbot/${id}`);
    expect(link.body.url_status).toBe('Link vigente');
    expect(link.body.validity_hours).toBe(24);
    expect(link.body.validity_days).toBe(1);
    expect(link.body.expiration_date).toBe('2026-11-22T10:00:00-05:00');

    // A second guest cannot have it while held…
    const blocked = await call(svc.url, 'POST', `/v2/bookings/hotel_id=${offer.hotelId}`, { body: bookingBody(offer, CHECKIN, CHECKOUT, 3) });
    expect(blocked.body.no_available_rooms).toBeDefined();

    svc.clock.advance(24 * 3600_000 + 1000);
    const status = await call(svc.url, 'GET', `/v2/bookings/chatbot/${id}/status`);
    expect(status.body).toEqual({ payment_status: 'Vencido', reservation_status: 'Reserva expirada', expiration_date: '2026-11-22T10:00:00-05:00' });
    expect(await allocated(offer.roomId)).toBe(base);
    const after = await call(svc.url, 'GET', `/v2/bookings/chatbot/${id}`);
    expect(after.body).toMatchObject({ url_status: 'Link vencido', validity_days: 0, validity_hours: 0 });
    // …and can once it expired.
    const second = await call(svc.url, 'POST', `/v2/bookings/hotel_id=${offer.hotelId}`, { body: bookingBody(offer, CHECKIN, CHECKOUT, 3) });
    expect(second.body.chatbot_id).toBeTruthy();
    // The expired link takes no payment.
    const pay = await payCheckout(link.body.url, { number: '4242424242424242' });
    expect(pay.status).toBe(409);
    expect(pay.html).toContain('Link vencido');
  });

  it.runIf(TEST_ENGINE === 'postgres')(
    'past its deadline, 20, 19 and 13 read expired at once while another instance holds the booking and its link to expire them',
    async () => {
      const offer = await firstOffer(svc.url, 'Cartagena', CHECKIN, 3);
      const made = await call(svc.url, 'POST', `/v2/bookings/hotel_id=${offer.hotelId}`, { body: bookingBody(offer, CHECKIN, CHECKOUT, 3) });
      const id = made.body.chatbot_id as string;
      svc.clock.advance(24 * 3600_000 + 1000);
      // Another instance's sweep, mid-transaction: the rows it is expiring are locked, so this instance's sweep skips them.
      const other = new pg.Client({ connectionString: connectionString(svc.store) });
      await other.connect();
      try {
        await other.query('BEGIN');
        await other.query('SELECT 1 FROM chatbot_bookings WHERE chatbot_id = $1 FOR UPDATE', [id]);
        await other.query('SELECT 1 FROM payment_links WHERE code = (SELECT payment_link_code FROM chatbot_bookings WHERE chatbot_id = $1) FOR UPDATE', [id]);
        const status = await call(svc.url, 'GET', `/v2/bookings/chatbot/${id}/status`);
        expect(status.body).toEqual({ payment_status: 'Vencido', reservation_status: 'Reserva expirada', expiration_date: '2026-11-22T10:00:00-05:00' });
        const link = await call(svc.url, 'GET', `/v2/bookings/chatbot/${id}`);
        expect(link.body).toMatchObject({ url_status: 'Link vencido', validity_days: 0, validity_hours: 0 });
        const record = await call(svc.url, 'GET', `/v2/common/transaction-status?hotel_id=${offer.internalId}&ref_number=${id}&transaction_type=automated`, {
          key: 'demo-operator',
        });
        expect(record.body.details, JSON.stringify(record.body)).toMatchObject({ status_code: 'cancelled' });
        // Nothing was written by these reads: the other instance's expiry is still to commit.
        expect((await first<{ status: string }>(svc.store.db, sql`SELECT status FROM chatbot_bookings WHERE chatbot_id = ${id}`))!.status).toBe('pending');
      } finally {
        await other.query('ROLLBACK');
        await other.end();
      }
    },
  );

  it('never sets the payment deadline past noon of the check-in day, and leaves at least an hour', async () => {
    svc.clock.set(new Date('2026-11-21T20:00:00Z')); // 15:00 in Bogotá
    const tomorrow = await firstOffer(svc.url, 'Bogotá', '2026-11-22', 1);
    const a = await call(svc.url, 'POST', `/v2/bookings/hotel_id=${tomorrow.hotelId}`, { body: bookingBody(tomorrow, '2026-11-22', '2026-11-23', 1) });
    const la = await call(svc.url, 'GET', `/v2/bookings/chatbot/${a.body.chatbot_id}`);
    expect(la.body.expiration_date).toBe('2026-11-22T12:00:00-05:00'); // not 15:00 + 24 h
    expect(la.body.validity_hours).toBe(21);
    const today = await firstOffer(svc.url, 'Bogotá', '2026-11-21', 1);
    const b = await call(svc.url, 'POST', `/v2/bookings/hotel_id=${today.hotelId}`, { body: bookingBody(today, '2026-11-21', '2026-11-22', 1) });
    const lb = await call(svc.url, 'GET', `/v2/bookings/chatbot/${b.body.chatbot_id}`);
    expect(lb.body.expiration_date).toBe('2026-11-21T16:00:00-05:00'); // same day: one hour
  });

  it('replays an Idempotency-Key instead of booking twice, and refuses it for another body', async () => {
    const offer = await firstOffer(svc.url, 'Bogotá', CHECKIN, 3);
    const body = bookingBody(offer, CHECKIN, CHECKOUT, 3);
    const headers = { 'idempotency-key': 'guest-42-attempt-1' };
    const a = await call(svc.url, 'POST', `/v2/bookings/hotel_id=${offer.hotelId}`, { body, headers });
    const b = await call(svc.url, 'POST', `/v2/bookings/hotel_id=${offer.hotelId}`, { body, headers });
    expect(b.body).toEqual(a.body);
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect(await countRows('chatbot_bookings')).toBe(1);
    const other = await call(svc.url, 'POST', `/v2/bookings/hotel_id=${offer.hotelId}`, {
      body: bookingBody(offer, CHECKIN, CHECKOUT, 3, 2, { firstName: 'Luis' }),
      headers,
    });
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('409');
  });
});

describe('paying through the hosted checkout', () => {
  async function book(): Promise<{ id: string; url: string; amount: number }> {
    const offer = await firstOffer(svc.url, 'Cartagena', CHECKIN, 3);
    const r = await call(svc.url, 'POST', `/v2/bookings/hotel_id=${offer.hotelId}`, { body: bookingBody(offer, CHECKIN, CHECKOUT, 3) });
    const link = await call(svc.url, 'GET', `/v2/bookings/chatbot/${r.body.chatbot_id}`);
    return { id: r.body.chatbot_id, url: link.body.url, amount: offer.amountAfterTax };
  }
  const status = async (id: string) => (await call(svc.url, 'GET', `/v2/bookings/chatbot/${id}/status`)).body;

  it('serves a checkout page with the amount, hotel and stay', async () => {
    const { url, amount } = await book();
    expect(url.startsWith(`${svc.url}/pay/`)).toBe(true);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain(`data-amount="${amount}"`);
    expect(html).toContain('2026-12-10 → 2026-12-13');
    expect(html).toContain('name="card_number"');
    expect(html).toContain('name="card_expiry"');
  });

  it('approves 4242 4242 4242 4242: link and booking paid, a second payment refused', async () => {
    const { id, url } = await book();
    expect(await status(id)).toMatchObject({ payment_status: 'Pendiente', reservation_status: 'Reserva pendiente de pago' });
    const paid = await payCheckout(url, { number: '4242 4242 4242 4242' });
    expect(paid.status).toBe(200);
    expect(paid.html).toContain('Pago aprobado');
    expect(await status(id)).toMatchObject({ payment_status: 'Aplicado', reservation_status: 'Reserva confirmada' });
    expect((await call(svc.url, 'GET', `/v2/bookings/chatbot/${id}`)).body.url_status).toBe('Link pagado');
    const again = await payCheckout(url, { number: '4242424242424242' });
    expect(again.status).toBe(409);
    expect(await countRows('payment_attempts', sql`status = 'applied'`)).toBe(1);
    // Paid rooms stay sold after the deadline.
    svc.clock.advance(48 * 3600_000);
    expect(await status(id)).toMatchObject({ payment_status: 'Aplicado', reservation_status: 'Reserva confirmada' });
  });

  it('shows why a card was declined and lets the guest try again', async () => {
    const { id, url } = await book();
    const declined = await payCheckout(url, { number: '4000 0000 0000 0002' });
    expect(declined.status).toBe(402);
    expect(declined.html).toContain('Pago rechazado: La entidad emisora rechazó la transacción');
    expect(declined.html).toContain('name="card_number"');
    expect(await status(id)).toMatchObject({ payment_status: 'Rechazado', reservation_status: 'Reserva pendiente de pago' });
    const funds = await payCheckout(url, { number: '4000000000009995' });
    expect(funds.html).toContain('Fondos insuficientes');
    const luhn = await payCheckout(url, { number: '4242424242424241' });
    expect(luhn.html).toContain('Tarjeta no válida');
    const ok = await payCheckout(url, { number: '4242424242424242' });
    expect(ok.status).toBe(200);
    expect(await status(id)).toMatchObject({ payment_status: 'Aplicado' });
    const attempts = await rows(svc.store.db, sql`SELECT status, card_num FROM payment_attempts ORDER BY id`);
    expect(attempts).toEqual([
      { status: 'rejected', card_num: '************0002' },
      { status: 'rejected', card_num: '************9995' },
      { status: 'invalid_card', card_num: '************4241' },
      { status: 'applied', card_num: '************4242' },
    ]);
  });

  it('refuses malformed card fields without charging', async () => {
    const { url } = await book();
    const bad = await payCheckout(url, { number: '4242', expiry: '13/2030', cvc: '12' });
    expect(bad.status).toBe(400);
    expect(bad.html).toContain('entre 12 y 19 dígitos');
    expect(bad.html).toContain('MM/AAAA');
    const expired = await payCheckout(url, { number: '4242424242424242', expiry: '10/2026' });
    expect(expired.html).toContain('La tarjeta está vencida');
    expect(await countRows('payment_attempts')).toBe(0);
  });

  it('settles an in-process card after the carrier delay', async () => {
    const { id, url } = await book();
    const r = await payCheckout(url, { number: '4000000000000077' });
    expect(r.status).toBe(202);
    expect(r.html).toContain('Pago en proceso');
    expect(await status(id)).toMatchObject({ payment_status: 'En proceso', reservation_status: 'Reserva pendiente de pago' });
    svc.clock.advance(61_000);
    expect(await status(id)).toMatchObject({ payment_status: 'Aplicado', reservation_status: 'Reserva confirmada' });
  });

  it('redirects to the link redirect URLs when given (endpoint 14)', async () => {
    const created = await call(svc.url, 'POST', '/v2/links/schedule/', {
      body: paymentLinkBody({
        amount: '150000.50',
        description: 'Anticipo',
        available_hours: 2,
        redirect: { success_url: 'https://agency.example/ok', failure_url: 'https://agency.example/ko' },
      }),
    });
    expect(created.status).toBe(200);
    expect(created.body.msg).toBeTruthy();
    expect(created.body.url).toBe(`${svc.url}/pay/${created.body.code}`);
    const fail = await payCheckout(created.body.url, { number: '4000000000000002' });
    expect([fail.status, fail.location]).toEqual([303, 'https://agency.example/ko']);
    const ok = await payCheckout(created.body.url, { number: '4242424242424242' });
    expect([ok.status, ok.location]).toEqual([303, 'https://agency.example/ok']);
    const link = await first(svc.store.db, sql`SELECT amount_minor, status FROM payment_links WHERE code = ${created.body.code}`);
    expect(link).toEqual({ amount_minor: 15000050, status: 'paid' });
  });
});

describe('updating a chatbot booking (endpoint 8) and ownership', () => {
  it('updates contact details; other tenants see 404, the operator sees it', async () => {
    const offer = await firstOffer(svc.url, 'Medellín', CHECKIN, 3);
    const r = await call(svc.url, 'POST', `/v2/bookings/hotel_id=${offer.hotelId}`, { body: bookingBody(offer, CHECKIN, CHECKOUT, 3) });
    const id = r.body.chatbot_id as string;
    const u = await call(svc.url, 'PUT', `/v2/bookings/chatbot/${id}`, { body: { reservation: { email: 'nueva@example.com', telephone: '+573109876543' } } });
    expect(u).toMatchObject({ status: 200, body: { msg: 'Reserva actualizada con éxito' } });
    expect(await first(svc.store.db, sql`SELECT email, telephone FROM chatbot_bookings WHERE chatbot_id = ${id}`)).toEqual({
      email: 'nueva@example.com',
      telephone: '+573109876543',
    });
    // Medellín hotels are not hotel 1: the hotel-1 key must not learn this booking exists.
    expect((await call(svc.url, 'GET', `/v2/bookings/chatbot/${id}/status`, { key: 'demo-hotel-1' })).status).toBe(404);
    expect((await call(svc.url, 'GET', `/v2/bookings/chatbot/${id}/status`, { key: 'demo-operator' })).status).toBe(200);
    expect((await call(svc.url, 'GET', `/v2/bookings/chatbot/${id}/status`, { key: null })).status).toBe(401);
    expect((await call(svc.url, 'GET', `/v2/bookings/chatbot/${id}/status`, { key: 'not-a-key' })).body).toMatchObject({
      code: '401',
      message: 'No autorizado',
    });
  });

  it('lists room types of a hotel (endpoint 9)', async () => {
    const cm = (await first<{ cm: string; id: number }>(svc.store.db, sql`SELECT channel_manager_id AS cm, id FROM hotels WHERE id = 1`))!;
    const r = await call(svc.url, 'GET', `/v2/bookings/hotel_id/${cm.cm}/room-types`);
    const rooms = await rows(svc.store.db, sql`SELECT name, CAST(id AS TEXT) AS value FROM room_types WHERE hotel_id = 1 ORDER BY id`);
    expect(r.body).toEqual(rooms);
    expect((await call(svc.url, 'GET', `/v2/bookings/hotel_id/999999/room-types`)).status).toBe(404);
  });
});
