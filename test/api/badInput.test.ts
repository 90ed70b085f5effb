/**
 * Bad input on each endpoint of the booking slice (7, 8, 9, 10, 14, 19, 20):
 * a 400 error envelope whose Spanish detail names the offending field, and
 * nothing written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, firstOffer, type Offer, paymentLinkBody } from '../helpers/booking.js';
import { exec, first, rows, sql } from '../../src/store/sql.js';
import { call, payCheckout, startTestService, type TestService } from '../helpers/service.js';
import { giftCardBody } from '../helpers/giftCards.js';

let svc: TestService;
let offer: Offer;
let chatbotId: string;
beforeAll(async () => {
  svc = await startTestService();
  offer = await firstOffer(svc.url, 'Cartagena', '2026-12-10', 2);
  const r = await call(svc.url, 'POST', `/v2/bookings/hotel_id=${offer.hotelId}`, { body: bookingBody(offer, '2026-12-10', '2026-12-12', 2) });
  chatbotId = r.body.chatbot_id;
});
afterAll(async () => {
  await svc.stop();
});

/** Everything a bad request could have written. */
async function snapshot(): Promise<unknown> {
  const counts = await first<Record<string, unknown>>(
    svc.store.db,
    sql`SELECT (SELECT COUNT(*) FROM chatbot_bookings) AS bookings, (SELECT COUNT(*) FROM booking_rooms) AS rooms,
               (SELECT COUNT(*) FROM payment_links) AS links, (SELECT SUM(allocated) FROM inventory) AS allocated,
               (SELECT COUNT(*) FROM idempotency_keys) AS keys`,
  );
  const contacts = await rows<{ c: string }>(svc.store.db, sql`SELECT email || telephone AS c FROM chatbot_bookings ORDER BY id`);
  return { ...counts, contacts: contacts.map((r) => r.c) };
}

const avail = (q: string) => `/v2/bookings/agencies/retailer/availability?${q}`;
const link = (over: Record<string, unknown>) => paymentLinkBody({ amount: 100000, ...over });
const res = (over: Record<string, unknown>) => bookingBody(offer, '2026-12-10', '2026-12-12', 2, 2, over);

type Case = [name: string, method: 'GET' | 'POST' | 'PUT', path: () => string, body: () => unknown, field: string];
const cases: Case[] = [
  ['10 missing checkin', 'POST', () => avail('nights=2&city=Cartagena'), () => ({ layout: [{ adults: 2 }] }), 'checkin'],
  ['10 impossible date', 'POST', () => avail('checkin=2026-02-30&nights=2&city=Cartagena'), () => ({ layout: [{ adults: 2 }] }), 'checkin'],
  ['10 past checkin', 'POST', () => avail('checkin=2026-11-20&nights=2&city=Cartagena'), () => ({ layout: [{ adults: 2 }] }), 'checkin'],
  ['10 zero nights', 'POST', () => avail('checkin=2026-12-10&nights=0&city=Cartagena'), () => ({ layout: [{ adults: 2 }] }), 'nights'],
  ['10 empty layout', 'POST', () => avail('checkin=2026-12-10&nights=2&city=Cartagena'), () => ({ layout: [] }), 'layout'],
  [
    '10 child age 18',
    'POST',
    () => avail('checkin=2026-12-10&nights=2&city=Cartagena'),
    () => ({ layout: [{ adults: 2, children_ages: [18] }] }),
    'layout.0.children_ages.0',
  ],
  [
    '10 bad agency type',
    'POST',
    () => '/v2/bookings/agencies/mayorista/availability?checkin=2026-12-10&nights=2&city=Cartagena',
    () => ({ layout: [{ adults: 1 }] }),
    'agency_type',
  ],
  ['9 non-integer hotel', 'GET', () => '/v2/bookings/hotel_id/abc/room-types', () => undefined, 'hotel_id'],
  ['7 bad email', 'POST', () => `/v2/bookings/hotel_id=${offer.hotelId}`, () => res({ email: 'ana@' }), 'reservation.email'],
  ['7 checkout before checkin', 'POST', () => `/v2/bookings/hotel_id=${offer.hotelId}`, () => res({ checkout: '2026-12-09' }), 'reservation.checkout'],
  [
    '7 ages do not match children',
    'POST',
    () => `/v2/bookings/hotel_id=${offer.hotelId}`,
    () => res({ children: '2', children_ages: '5' }),
    'reservation.children_ages',
  ],
  ['7 country not alpha-3', 'POST', () => `/v2/bookings/hotel_id=${offer.hotelId}`, () => res({ country: 'Colombia' }), 'reservation.country'],
  ['7 nights text', 'POST', () => `/v2/bookings/hotel_id=${offer.hotelId}`, () => res({ nights: 'dos' }), 'reservation.nights'],
  ['7 nights disagree with dates', 'POST', () => `/v2/bookings/hotel_id=${offer.hotelId}`, () => res({ nights: '3' }), 'reservation.nights'],
  [
    '7 unknown room',
    'POST',
    () => `/v2/bookings/hotel_id=${offer.hotelId}`,
    () =>
      res({
        roomsData: [
          { id: '999999', checkin: '2026-12-10', checkout: '2026-12-12', rateId: offer.rateId, quantity: '1', currency: 'COP', adults: '2', children: '0' },
        ],
      }),
    'reservation.roomsData.0.id',
  ],
  [
    '7 room over capacity',
    'POST',
    () => `/v2/bookings/hotel_id=${offer.hotelId}`,
    () =>
      res({
        adults: '9',
        roomsData: [
          { id: offer.roomId, checkin: '2026-12-10', checkout: '2026-12-12', rateId: offer.rateId, quantity: '1', currency: 'COP', adults: '9', children: '0' },
        ],
      }),
    'reservation.roomsData.0',
  ],
  ['7 no reservation', 'POST', () => `/v2/bookings/hotel_id=${offer.hotelId}`, () => ({}), 'reservation'],
  ['7 past checkin', 'POST', () => `/v2/bookings/hotel_id=${offer.hotelId}`, () => bookingBody(offer, '2026-11-01', '2026-11-03', 2), 'reservation.checkin'],
  ['8 bad email', 'PUT', () => `/v2/bookings/chatbot/${chatbotId}`, () => ({ reservation: { email: 'x' } }), 'reservation.email'],
  ['8 nothing to update', 'PUT', () => `/v2/bookings/chatbot/${chatbotId}`, () => ({ reservation: {} }), 'reservation'],
  ['14 hours over 720', 'POST', () => '/v2/links/schedule/', () => link({ available_hours: 721 }), 'available_hours'],
  ['14 three decimals', 'POST', () => '/v2/links/schedule/', () => link({ amount: '10.555' }), 'amount'],
  ['14 negative amount', 'POST', () => '/v2/links/schedule/', () => link({ amount: -5 }), 'amount'],
  ['14 amount over the limit', 'POST', () => '/v2/links/schedule/', () => link({ amount: 10_000_000_001 }), 'amount'],
  ['14 missing guest name', 'POST', () => '/v2/links/schedule/', () => link({ guest_name: undefined }), 'guest_name'],
  ['14 booking dates reversed', 'POST', () => '/v2/links/schedule/', () => link({ booking_dates: '2026-12-12 - 2026-12-10' }), 'booking_dates'],
  ['14 webhook not http', 'POST', () => '/v2/links/schedule/', () => link({ temp_webhook_url: 'ftp://example.com/hook' }), 'temp_webhook_url'],
  ['14 redirect not a URL', 'POST', () => '/v2/links/schedule/', () => link({ redirect: { success_url: 'javascript:alert(1)' } }), 'redirect.success_url'],
];

describe('bad input answers 400 naming the field and writes nothing', () => {
  it.each(cases)('%s', async (_name, method, path, body, field) => {
    const before = await snapshot();
    const r = await call(svc.url, method, path(), { body: body(), headers: { 'idempotency-key': `bad-${_name}` } });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('400');
    expect(r.body.message).toBe('Solicitud inválida');
    expect(r.body.detail).toMatch(/^Campos inválidos: /);
    expect(r.body.detail).toContain(`${field}:`);
    expect(await snapshot()).toEqual(before);
  });

  it('lists every offending field of path, query and body together, missing ones as obligatory', async () => {
    const r = await call(svc.url, 'POST', avail('checkin=2026-02-30&nights=0'), { body: { layout: [{ adults: 0 }] } });
    expect(r.status).toBe(400);
    for (const f of ['checkin:', 'nights:', 'city: es obligatorio', 'layout.0.adults:']) expect(r.body.detail).toContain(f);
  });

  it('invalid JSON is a 400 envelope', async () => {
    const before = await snapshot();
    const r = await call(svc.url, 'POST', `/v2/bookings/hotel_id=${offer.hotelId}`, { body: '{"reservation": ' });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: '400', message: 'Solicitud inválida' });
    expect(await snapshot()).toEqual(before);
  });

  it('unknown ids are 404 envelopes (7, 19, 20, 14)', async () => {
    const before = await snapshot();
    expect((await call(svc.url, 'POST', '/v2/bookings/hotel_id=999999', { body: res({}) })).body).toMatchObject({ code: '404', message: 'No encontrado' });
    expect((await call(svc.url, 'GET', '/v2/bookings/chatbot/cb_nope')).status).toBe(404);
    expect((await call(svc.url, 'GET', '/v2/bookings/chatbot/cb_nope/status')).status).toBe(404);
    expect((await call(svc.url, 'PUT', '/v2/bookings/chatbot/cb_nope', { body: { reservation: { email: 'a@b.co' } } })).status).toBe(404);
    expect((await call(svc.url, 'POST', '/v2/links/schedule', { body: link({ hotel_id: 999 }), key: 'demo-operator' })).status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('another tenant is refused (403) when naming a hotel or agency it may not act for', async () => {
    const before = await snapshot();
    const other = await call(svc.url, 'POST', '/v2/links/schedule', { body: link({ agency_id: 2 }) });
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('403');
    const wholesale = await call(svc.url, 'POST', '/v2/bookings/agencies/wholesale/availability?checkin=2026-12-10&nights=2&city=Cartagena', {
      body: { layout: [{ adults: 2 }] },
    });
    expect(wholesale.status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it("an agency's type is read with its key on every request: a change is followed by the very next one", async () => {
    const search = (type: string) =>
      call(svc.url, 'POST', `/v2/bookings/agencies/${type}/availability?checkin=2026-12-10&nights=2&city=Cartagena`, { body: { layout: [{ adults: 2 }] } });
    expect((await first<{ t: string }>(svc.store.db, sql`SELECT agency_type AS t FROM agencies WHERE id = 1`))!.t).toBe('retailer');
    expect((await search('retailer')).status).toBe(200);
    await exec(svc.store.db, sql`UPDATE agencies SET agency_type = 'wholesale' WHERE id = 1`);
    try {
      expect((await search('wholesale')).status).toBe(200);
      const retailer = await search('retailer');
      expect(retailer.status).toBe(403);
      expect(retailer.body).toMatchObject({ code: '403', detail: 'La agencia no es de tipo retailer' });
    } finally {
      await exec(svc.store.db, sql`UPDATE agencies SET agency_type = 'retailer' WHERE id = 1`);
    }
    expect((await search('retailer')).status).toBe(200);
  });

  it('trailing slashes are optional', async () => {
    const a = await call(svc.url, 'GET', `/v2/bookings/chatbot/${chatbotId}/status/`);
    expect(a.status).toBe(200);
  });
});

describe('the null character (U+0000)', () => {
  it('is refused in a body, a path or a query with 400 naming the field, and nothing is written', async () => {
    const linksBefore = (await first<{ n: number }>(svc.store.db, sql`SELECT COUNT(*) AS n FROM payment_links`))!.n;
    const link = await call(svc.url, 'POST', '/v2/links/schedule', {
      body: paymentLinkBody({ guest_name: 'Ana\u0000Gómez', amount: '1000', description: 'x\u0000', available_hours: 4 }),
    });
    expect(link.status).toBe(400);
    expect(link.body).toMatchObject({ code: '400' });
    expect(link.body.detail).toMatch(/guest_name: contiene el carácter nulo/);
    expect(link.body.detail).toMatch(/description: contiene el carácter nulo/);
    expect((await first<{ n: number }>(svc.store.db, sql`SELECT COUNT(*) AS n FROM payment_links`))!.n).toBe(linksBefore);

    const status = await call(svc.url, 'GET', '/v2/bookings/chatbot/%00/status');
    expect(status.status).toBe(400);
    expect(status.body.detail).toMatch(/chatbot_id: contiene el carácter nulo/);

    const query = await call(svc.url, 'GET', '/v2/common/transaction-status?hotel_id=1&ref_number=%00&transaction_type=link', { key: 'demo-operator' });
    expect(query.status).toBe(400);
    expect(query.body.detail).toMatch(/ref_number: contiene el carácter nulo/);

    // Endpoint 1 keeps its own error form.
    const refund = await call(svc.url, 'POST', '/v2/preloaded-balance/%00/agencies/1/reservation/r1/refund', { key: 'demo-operator' });
    expect(refund.status).toBe(400);
    expect(refund.body).toMatchObject({ code: 0, message: 'Error http: 400' });
    expect(refund.body.detail).toMatch(/payment_link_code: contiene el carácter nulo/);
  });
});

describe('deeply nested JSON', () => {
  const arrays = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
  const objects = `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`;
  /** `depth` levels of arrays (the top level counted) around 1. */
  const nested = (depth: number): unknown => {
    let v: unknown = 1;
    for (let i = 0; i < depth; i++) v = [v];
    return v;
  };
  const endpoints: [name: string, method: 'POST' | 'PUT', path: () => string, key: string][] = [
    ['14 links', 'POST', () => '/v2/links/schedule/', 'demo-agency-1'],
    ['15 gift cards', 'POST', () => '/v1/gift-cards', 'demo-agency-1'],
    ['10 availability', 'POST', () => avail('checkin=2026-12-10&nights=2&city=Cartagena'), 'demo-agency-1'],
    ['7 booking', 'POST', () => `/v2/bookings/hotel_id=${offer.hotelId}`, 'demo-agency-1'],
    ['8 booking update', 'PUT', () => `/v2/bookings/chatbot/${chatbotId}`, 'demo-agency-1'],
    ['17 change status', 'PUT', () => '/v1/bookings/change-status/?hotel_id=1', 'demo-operator'],
  ];

  it.each(endpoints)('%s: 20,000 nested arrays and 5,000 nested objects are a 400 naming the depth limit, nothing written', async (_n, method, path, key) => {
    const before = await snapshot();
    for (const body of [arrays, objects, JSON.stringify({ guest_name: nested(40), layout: nested(40) })]) {
      const r = await call(svc.url, method, path(), { key, body });
      expect(r.status, String(r.body?.detail)).toBe(400);
      expect(r.body).toMatchObject({ code: '400' });
      expect(r.body.detail).toMatch(/cuerpo: anida arreglos u objetos a más de 32 niveles/);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('32 levels are read as usual: the schema answers, not the depth limit', async () => {
    const r = await call(svc.url, 'POST', '/v2/links/schedule/', { body: link({ guest_name: nested(31) }) });
    expect(r.status).toBe(400);
    expect(r.body.detail).toMatch(/guest_name/);
    expect(r.body.detail).not.toMatch(/niveles/);
  });
});

describe('client-supplied URLs', () => {
  it('are refused with a control character anywhere (400 naming the field), and nothing is written', async () => {
    const before = await snapshot();
    const bad = 'https://merchant.example/ok\r\nSet-Cookie: hb=1';
    const cases: [body: Record<string, unknown>, field: string][] = [
      [{ redirect: { success_url: bad } }, 'redirect.success_url'],
      [{ redirect: { failure_url: 'https://merchant.example/\tko' } }, 'redirect.failure_url'],
      [{ temp_webhook_url: 'https://hooks.example/\u0007' }, 'temp_webhook_url'],
      [{ temp_webhook_url: 'https://hooks.example/\u0085' }, 'temp_webhook_url'],
    ];
    for (const [over, field] of cases) {
      const r = await call(svc.url, 'POST', '/v2/links/schedule/', { body: link(over) });
      expect(r.status).toBe(400);
      expect(r.body.detail).toContain(`${field}: no admite caracteres de control`);
    }
    const gift = await call(svc.url, 'POST', '/v1/gift-cards', { body: giftCardBody({ external_ref_id: 'gift-ctrl', success_url: bad }) });
    expect(gift.status).toBe(400);
    expect(gift.body.detail).toBe('Campos inválidos: success_url: no admite caracteres de control (saltos de línea, tabuladores u otros)');
    expect(await snapshot()).toEqual(before);
  });

  it('are stored as the WHATWG URL parser writes them, and the redirect sends exactly that', async () => {
    const created = await call(svc.url, 'POST', '/v2/links/schedule/', {
      body: link({ redirect: { success_url: ' https://Merchant.EXAMPLE/gracias por pagar/ñ?q=á b ', failure_url: 'https://merchant.example' } }),
    });
    expect(created.status).toBe(200);
    const fail = await payCheckout(created.body.url, { number: '4000000000000002' });
    expect([fail.status, fail.location]).toEqual([303, 'https://merchant.example/']);
    const ok = await payCheckout(created.body.url, { number: '4242424242424242' });
    expect([ok.status, ok.location]).toEqual([303, 'https://merchant.example/gracias%20por%20pagar/%C3%B1?q=%C3%A1%20b']);
  });
});
