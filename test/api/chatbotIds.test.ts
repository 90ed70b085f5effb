/**
 * Chatbot ids: the booking codes of new bookings (`CB-7KQ4-M9XZ-R2TD`) read
 * back as people type them, legacy `cb_…` ids kept exact, and collisions
 * retried on insert — how a typed code is read (the contract), then endpoints
 * 7, 8, 19, 20 and 13 against the real server on an ephemeral port and a real
 * database (SQLite file or PostgreSQL, see `TEST_ENGINE`).
 * `docs/decisions/0005-identifiers.md`.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHATBOT_ID_PATTERN, chatbotIdKey, formatChatbotId, parseChatbotId } from '../../src/api/contract/index.js';
import { newChatbotId } from '../../src/api/domain/ids.js';
import { exec, first, rows, sql } from '../../src/store/sql.js';
import { bookingBody, firstOffer, type Offer } from '../helpers/booking.js';
import { call, startTestService, type TestService } from '../helpers/service.js';

const LEGACY = 'cb_wW1-Ic-hiDG9daNSEFZ5ig';

describe('reading a typed booking code (contract)', () => {
  it('reads any case, with or without dashes, spaces or the prefix, as the printed form', () => {
    for (const typed of [
      'CB-7KQ4-M9XZ-R2TD',
      'cb-7kq4-m9xz-r2td',
      'CB7KQ4M9XZR2TD',
      'cb7kq4m9xzr2td',
      'cb 7kq4 m9xz r2td',
      '  CB - 7KQ4 - M9XZ - R2TD ',
      '7KQ4-M9XZ-R2TD',
      '7kq4m9xzr2td',
      'CB–7KQ4—M9XZ‐R2TD', // a phone's en dash, em dash and hyphen
      'ＣＢ－７ＫＱ４－Ｍ９ＸＺ－Ｒ２ＴＤ', // full width
      'C-B-7-K-Q-4-M-9-X-Z-R-2-T-D',
    ])
      expect(parseChatbotId(typed), typed).toBe('CB-7KQ4-M9XZ-R2TD');
  });

  it('reads a V as the B it was heard for (V is never in a code)', () => {
    expect(parseChatbotId('cv-vkq4-m9xz-r2tv')).toBe('CB-BKQ4-M9XZ-R2TB');
  });

  it('is not a booking code: a legacy id, a wrong length, or a symbol outside the alphabet', () => {
    for (const typed of [
      LEGACY,
      '',
      'CB-7KQ4-M9XZ-R2T', // 11 symbols
      'CB-7KQ4-M9XZ-R2TD2', // 13
      'CB-7KQ4-M9XZ-R2T0', // 0
      'CB-7KQ4-M9XZ-R2TO', // O
      'CB-7KQ4-M9XZ-R2T1', // 1
      'CB-7KQ4-M9XZ-R2TI', // I
      'CB-7KQ4-M9XZ-R2TL', // L
      'CB-7KQ4-M9XZ-R2TU', // U
      'CB_7KQ4_M9XZ_R2TD', // underscores are no separators
      'XX-7KQ4-M9XZ-R2TD', // another prefix
      'CB-7KQ4-M9XZ-R2TD'.padEnd(80, ' '),
      '2600001',
    ])
      expect(parseChatbotId(typed), typed).toBeUndefined();
  });

  it('looks a legacy id, and anything else that is no booking code, up exactly as given', () => {
    expect(chatbotIdKey(LEGACY)).toBe(LEGACY);
    expect(chatbotIdKey(LEGACY.toLowerCase())).toBe(LEGACY.toLowerCase());
    expect(chatbotIdKey('cb_nope')).toBe('cb_nope');
    expect(chatbotIdKey('cb7kq4m9xzr2td')).toBe('CB-7KQ4-M9XZ-R2TD');
  });

  it('formats 12 symbols of the alphabet, and refuses anything else', () => {
    expect(formatChatbotId('7KQ4M9XZR2TD')).toBe('CB-7KQ4-M9XZ-R2TD');
    expect(() => formatChatbotId('7KQ4M9XZR2T0')).toThrow(RangeError);
    expect(() => formatChatbotId('7KQ4M9XZR2T')).toThrow(RangeError);
    expect(() => formatChatbotId('7kq4m9xzr2td')).toThrow(RangeError);
  });
});

describe('chatbot ids on the service (7, 8, 19, 20, 13)', () => {
  const CHECKIN = '2026-12-10';
  const CHECKOUT = '2026-12-13';
  let svc: TestService;
  /** A room of a Medellín hotel (not hotel 1, whose key must see none of these bookings), with rooms to spare. */
  let offer: Offer;
  /** Ids the service's source hands out first, in order; then random booking codes. */
  let queued: string[] = [];
  /** How many ids the service has drawn. */
  let drawn = 0;
  beforeEach(async () => {
    queued = [];
    drawn = 0;
    svc = await startTestService({
      chatbotIds: () => {
        drawn++;
        return queued.shift() ?? newChatbotId();
      },
    });
    offer = await firstOffer(svc.url, 'Medellín', CHECKIN, 3);
    await exec(
      svc.store.db,
      sql`UPDATE inventory SET stock = allocated + 5 WHERE room_type_id = ${Number(offer.roomId)} AND day >= ${CHECKIN} AND day < ${CHECKOUT}`,
    );
  });
  afterEach(async () => {
    await svc.stop();
  });

  /** Book the offer (endpoint 7); the new booking's chatbot id. */
  async function book(): Promise<string> {
    const r = await call(svc.url, 'POST', `/v2/bookings/hotel_id=${offer.hotelId}`, { body: bookingBody(offer, CHECKIN, CHECKOUT, 3) });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.chatbot_id, JSON.stringify(r.body)).toBeTruthy();
    return r.body.chatbot_id as string;
  }
  const path = (id: string) => `/v2/bookings/chatbot/${encodeURIComponent(id)}`;
  const status13 = (ref: string) =>
    call(svc.url, 'GET', `/v2/common/transaction-status?hotel_id=${offer.internalId}&ref_number=${encodeURIComponent(ref)}&transaction_type=automated`);
  /** The payment link of booking `id` as stored: its reservation and external references. */
  const linkOf = (id: string) =>
    first<{ reservationId: string; externalRefId: string }>(
      svc.store.db,
      sql`SELECT l.reservation_id AS "reservationId", l.external_ref_id AS "externalRefId"
            FROM chatbot_bookings b JOIN payment_links l ON l.code = b.payment_link_code WHERE b.chatbot_id = ${id}`,
    );

  /** 8, 19, 20 and 13 all find booking `id` when it is written as `typed`. */
  async function foundEverywhereAs(id: string, typed: string, n: number): Promise<void> {
    const link = await call(svc.url, 'GET', path(typed));
    expect(link.status, typed).toBe(200);
    expect(link.body.url).toBe((await call(svc.url, 'GET', path(id))).body.url);
    const status = await call(svc.url, 'GET', `${path(typed)}/status`);
    expect(status.status, typed).toBe(200);
    expect(status.body.reservation_status).toBe('Reserva pendiente de pago');
    const email = `ana+${n}@example.com`;
    const updated = await call(svc.url, 'PUT', path(typed), { body: { reservation: { email } } });
    expect(updated.status, typed).toBe(200);
    expect((await first<{ email: string }>(svc.store.db, sql`SELECT email FROM chatbot_bookings WHERE chatbot_id = ${id}`))!.email).toBe(email);
    const record = await status13(typed);
    expect(record.status, typed).toBe(200);
    expect(record.body.details).toMatchObject({ external_ref_id: id, status_code: 'pending' });
  }

  it('a new booking gets a booking code; the code typed in lower case, without dashes, with spaces or without its prefix finds it on 8, 19, 20 and 13', async () => {
    const id = await book();
    expect(id).toMatch(CHATBOT_ID_PATTERN);
    expect(id).toMatch(/^CB-[2-9A-HJKMNP-TW-Z]{4}-[2-9A-HJKMNP-TW-Z]{4}-[2-9A-HJKMNP-TW-Z]{4}$/);
    // Its link carries it too (the webhooks' external_ref_id), and the checkout page shows it to the guest.
    expect(await linkOf(id)).toEqual({ reservationId: id, externalRefId: id });
    const url = (await call(svc.url, 'GET', path(id))).body.url as string;
    expect(await (await fetch(url)).text()).toContain(`<code>${id}</code>`);
    const variants = [id, id.toLowerCase(), id.replaceAll('-', ''), id.toLowerCase().replaceAll('-', ''), id.replaceAll('-', ' '), id.slice(3)];
    for (const [n, typed] of variants.entries()) await foundEverywhereAs(id, typed, n);
    // A code of the same shape that no booking has is a 404 everywhere, as before.
    const other = formatChatbotId(
      id
        .slice(3)
        .replaceAll('-', '')
        .replace(/^./, (c) => (c === '2' ? '3' : '2')),
    );
    expect((await call(svc.url, 'GET', path(other))).status).toBe(404);
    expect((await call(svc.url, 'GET', `${path(other)}/status`)).status).toBe(404);
    expect((await call(svc.url, 'PUT', path(other), { body: { reservation: { email: 'x@example.com' } } })).status).toBe(404);
    expect((await status13(other)).status).toBe(404);
    // Another tenant still sees nothing, however the code is typed.
    expect((await call(svc.url, 'GET', `${path(id.toLowerCase())}/status`, { key: 'demo-hotel-1' })).status).toBe(404);
  });

  it('a booking with a legacy cb_ id keeps working everywhere, spelled exactly', async () => {
    queued = [LEGACY];
    const id = await book();
    expect(id).toBe(LEGACY);
    expect(await linkOf(LEGACY)).toEqual({ reservationId: LEGACY, externalRefId: LEGACY });
    await foundEverywhereAs(LEGACY, LEGACY, 0);
    const url = (await call(svc.url, 'GET', path(LEGACY))).body.url as string;
    expect(await (await fetch(url)).text()).toContain(`<code>${LEGACY}</code>`);
    // base64url is case-sensitive: another spelling is another id.
    for (const typed of [LEGACY.toLowerCase(), LEGACY.toUpperCase(), LEGACY.replaceAll('-', '')]) {
      expect((await call(svc.url, 'GET', `${path(typed)}/status`)).status, typed).toBe(404);
      expect((await status13(typed)).status, typed).toBe(404);
    }
    // New bookings next to it get booking codes.
    expect(await book()).toMatch(CHATBOT_ID_PATTERN);
  });

  it('an id already taken is not written: another is drawn in the same transaction, and the link carries the one kept', async () => {
    const taken = await book();
    const fresh = newChatbotId();
    queued = [taken, fresh];
    drawn = 0;
    const id = await book();
    expect(id).toBe(fresh);
    expect(drawn).toBe(2);
    expect(await linkOf(fresh)).toEqual({ reservationId: fresh, externalRefId: fresh });
    expect(await linkOf(taken)).toEqual({ reservationId: taken, externalRefId: taken });
    // Two bookings, two links, each its own; 13 by either code finds that booking's link.
    const bookings = await rows<{ chatbotId: string }>(svc.store.db, sql`SELECT chatbot_id AS "chatbotId" FROM chatbot_bookings ORDER BY id`);
    expect(bookings.map((b) => b.chatbotId)).toEqual([taken, fresh]);
    expect((await status13(fresh)).body.details.external_ref_id).toBe(fresh);
    expect((await status13(taken)).body.details.external_ref_id).toBe(taken);
    expect((await call(svc.url, 'GET', path(fresh))).body.url).not.toBe((await call(svc.url, 'GET', path(taken))).body.url);
    // The kept booking has its voucher record and reservation like any other (written after the id was settled).
    const reservations = await rows(svc.store.db, sql`SELECT chatbot_booking_id FROM reservations WHERE chatbot_booking_id IS NOT NULL`);
    expect(reservations).toHaveLength(2);
  });

  it('two bookings created at once, at two hotels, that draw the same id: one keeps it, the other draws again', async () => {
    const elsewhere = await firstOffer(svc.url, 'Bogotá', CHECKIN, 3);
    const same = newChatbotId();
    queued = [same, same];
    const made = await Promise.all(
      [offer, elsewhere].map((o) => call(svc.url, 'POST', `/v2/bookings/hotel_id=${o.hotelId}`, { body: bookingBody(o, CHECKIN, CHECKOUT, 3) })),
    );
    const ids = made.map((r) => r.body.chatbot_id as string);
    expect(ids).toContain(same);
    expect(new Set(ids).size).toBe(2);
    expect(drawn).toBe(3);
    for (const id of ids) {
      expect(id).toMatch(CHATBOT_ID_PATTERN);
      expect(await linkOf(id)).toEqual({ reservationId: id, externalRefId: id });
    }
  });

  it('a source that only gives taken ids is given up on after 8 draws, and nothing of the booking is written', async () => {
    const taken = await book();
    const before = await first(
      svc.store.db,
      sql`SELECT (SELECT COUNT(*) FROM chatbot_bookings) AS b, (SELECT COUNT(*) FROM payment_links) AS l, (SELECT SUM(allocated) FROM inventory) AS a`,
    );
    queued = Array.from({ length: 20 }, () => taken);
    drawn = 0;
    const r = await call(svc.url, 'POST', `/v2/bookings/hotel_id=${offer.hotelId}`, { body: bookingBody(offer, CHECKIN, CHECKOUT, 3) });
    expect(r.status).toBe(500);
    expect(drawn).toBe(8);
    expect(
      await first(
        svc.store.db,
        sql`SELECT (SELECT COUNT(*) FROM chatbot_bookings) AS b, (SELECT COUNT(*) FROM payment_links) AS l, (SELECT SUM(allocated) FROM inventory) AS a`,
      ),
    ).toEqual(before);
  });
});
