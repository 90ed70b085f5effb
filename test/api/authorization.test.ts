/**
 * The authorization matrix (docs/decisions/0001-auth-and-principals.md) on every endpoint of the service,
 * against the real server and a real database (SQLite file or PostgreSQL): each endpoint is called
 * with no key and a malformed or unknown key (401), with the keys of other
 * tenants (403 when the request names a hotel or agency the key may not act
 * on, 404 when it addresses an object that is not the key's; lists answer
 * only the caller's own items), and with the right key (2xx). Wrong-tenant
 * answers never carry the tenant's data: every fixture carries a marker
 * ("Zuleima", "TRX-MATRIZ", …) that must not appear in them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetch, FormData } from 'undici';
import { insertApiKey } from '../../src/store/service/apiKeys.js';
import { OPERATIONS } from '../../src/api/contract/operations.js';
import { call, payCheckout, startTestService, T0, type TestService } from '../helpers/service.js';
import { bookingBody, firstOffer, paymentLinkBody } from '../helpers/booking.js';
import { GIFT_SENDER, giftCardBody } from '../helpers/giftCards.js';
import { exec, first, sql } from '../../src/store/sql.js';

let svc: TestService;

/** Keys by role. hotel-2 and agency-2 are the "other tenants" of hotel 1 and agency 1. */
const KEYS = {
  operator: 'demo-operator',
  channelManager: 'demo-channel-manager',
  hotel1: 'demo-hotel-1',
  hotel2: 'test-hotel-2',
  agency1: 'demo-agency-1',
  agency2: 'test-agency-2',
} as const;
type Role = keyof typeof KEYS;

/** Markers of hotel 1's and agency 1's data; none may leak to another tenant. */
const MARKERS = ['Zuleima', 'Matriz', 'TRX-MATRIZ', 'RES-MATRIZ'];

/** Fixture ids, filled in beforeAll. */
const fx = {
  chatbotId: '',
  reservationNumber: 0,
  linkCode: '',
  fileKey: '',
  portalReservation: 7700001,
};

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

async function multipartRecharge(key: string | null, agencyId = 1): Promise<{ status: number; body: any }> {
  const form = new FormData();
  form.append('amount', '1000');
  form.append('currency', 'COP');
  form.append('payment_method', 'Transferencia');
  form.append('payment_reference', 'TRX-MATRIZ');
  form.append('payment_receipt', new Blob([PDF], { type: 'application/pdf' }), 'recibo.pdf');
  const headers: Record<string, string> = {};
  if (key !== null) headers.authorization = key.startsWith('Bearer') || key.startsWith('Basic') ? key : `Bearer ${key}`;
  const res = await fetch(`${svc.url}/v2/preloaded-balance/agencies/${agencyId}/external`, { method: 'POST', body: form, headers });
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body };
}

/** One endpoint of the matrix. */
interface Row {
  /** Interface endpoint number and name. */
  name: string;
  /** The operation's OpenAPI path template (src/api/contract/operations.ts). */
  template: string;
  method: 'GET' | 'POST' | 'PUT';
  path: () => string;
  body?: () => unknown;
  /** Endpoint 2 is multipart. */
  multipart?: boolean;
  /** The key that may call it, and the status it gets. */
  right: Role;
  ok?: number;
  /** Other tenants and what they get: 403, 404, or 'own' (200 with only their own items). */
  others: Partial<Record<Role, 403 | 404 | 'own'>>;
}

const checkin = '2026-12-10';
const checkout = '2026-12-12';

/** A GET row: no body, the right key gets 200. */
const read = (name: string, template: string, path: () => string, right: Role, others: Row['others']): Row => ({
  name,
  template,
  method: 'GET',
  path,
  right,
  others,
});

/** Hotel 1's own endpoints: every other tenant gets 403. */
const HOTEL1_ONLY = { hotel2: 403, agency2: 403, agency1: 403 } as const;

/** A gift card body from sender `name` (document `documentNumber`, `email`, Calle 1), its callbacks on example.com (never called here), with `over` laid over it. */
const giftCard = (name: string, documentNumber: string, email: string, over: Record<string, unknown>) =>
  giftCardBody({
    sender: { ...GIFT_SENDER, name, document_number: documentNumber, email, address: 'Calle 1' },
    temp_webhook_url: 'https://example.com/hook',
    success_url: 'https://example.com/ok',
    failure_url: 'https://example.com/ko',
    ...over,
  });

const ROWS: Row[] = [
  {
    name: '1 refund into the preloaded balance',
    template: '/v2/preloaded-balance/{payment_link_code}/agencies/{agency_id}/reservation/{reservation_id}/refund',
    method: 'POST',
    path: () => `/v2/preloaded-balance/${fx.linkCode}/agencies/1/reservation/RES-MATRIZ/refund`,
    right: 'agency1',
    others: { agency2: 403, hotel2: 403, hotel1: 403, channelManager: 403 },
  },
  {
    name: '2 external recharge',
    template: '/v2/preloaded-balance/agencies/{agency_id}/external',
    method: 'POST',
    path: () => '/v2/preloaded-balance/agencies/1/external',
    multipart: true,
    right: 'agency1',
    others: { agency2: 403, hotel1: 403 },
  },
  read('2b receipt download', '/v2/media/{file_key}', () => `/v2/media/${fx.fileKey}`, 'agency1', { agency2: 404, hotel2: 404 }),
  read('3 list recharges', '/v2/preloaded-balance/agencies', () => '/v2/preloaded-balance/agencies', 'agency1', { agency2: 'own' }),
  read(
    '4 raw channel-manager bookings',
    '/v1/bookings/from-channel-manager/raw',
    () => '/v1/bookings/from-channel-manager/raw?start_date=2026-12-01&end_date=2026-12-31&hotel_id=100001',
    'hotel1',
    HOTEL1_ONLY,
  ),
  read(
    '5 transaction details of one reservation',
    '/v2/transactions/vouchers/detail',
    () => `/v2/transactions/vouchers/detail?reservation_id=${fx.reservationNumber}&operation_type=automated`,
    'hotel1',
    { hotel2: 404, agency2: 404 },
  ),
  read(
    '6 incremental voucher feed',
    '/v2/transactions/vouchers/hotel/{hotel_id}',
    () => '/v2/transactions/vouchers/hotel/1?id_type=internal',
    'hotel1',
    HOTEL1_ONLY,
  ),
  read(
    'carrier attention list (extension)',
    '/v2/transactions/carrier-attention/hotel/{hotel_id}',
    () => '/v2/transactions/carrier-attention/hotel/1?id_type=internal',
    'hotel1',
    HOTEL1_ONLY,
  ),
  {
    name: '7 create a chatbot booking',
    template: '/v2/bookings/hotel_id={hotel_id}',
    method: 'POST',
    path: () => '/v2/bookings/hotel_id=100001',
    body: () => ({ reservation: { ...(bookingBody(offer, checkin, checkout, 2).reservation as object), firstName: 'Otro' } }),
    right: 'agency1',
    others: { hotel2: 403 },
  },
  {
    name: '8 update a chatbot booking',
    template: '/v2/bookings/chatbot/{chatbot_id}',
    method: 'PUT',
    path: () => `/v2/bookings/chatbot/${fx.chatbotId}`,
    body: () => ({ reservation: { email: 'zuleima@example.com', firstName: 'Zuleima', lastName: 'Matriz', telephone: '+573001112233' } }),
    right: 'agency1',
    others: { hotel2: 404, agency2: 404 },
  },
  read('9 room types', '/v2/bookings/hotel_id/{hotel_id}/room-types', () => '/v2/bookings/hotel_id/100001/room-types', 'hotel1', { hotel2: 403 }),
  {
    name: '10 availability for agencies',
    template: '/v2/bookings/agencies/{agency_type}/availability',
    method: 'POST',
    path: () => `/v2/bookings/agencies/retailer/availability?checkin=${checkin}&nights=2&city=Cartagena`,
    body: () => ({ layout: [{ adults: 2 }] }),
    right: 'agency1',
    others: { agency2: 403, hotel1: 403, hotel2: 403 },
  },
  read(
    '11 legacy voucher details with portal',
    '/v1/bookings/{booking_number}/voucher-details',
    () => `/v1/bookings/${fx.portalReservation}/voucher-details?hotel_id=100001&portal_code=booking`,
    'hotel1',
    { hotel2: 403, agency2: 403 },
  ),
  read(
    '12 legacy voucher details since the last query',
    '/v1/bookings/{booking_number}/voucher-details',
    () => `/v1/bookings/${fx.portalReservation}/voucher-details?hotel_id=100001`,
    'hotel1',
    { hotel2: 403, agency2: 403 },
  ),
  read(
    '13 transaction status',
    '/v2/common/transaction-status',
    () => `/v2/common/transaction-status?hotel_id=1&ref_number=${fx.linkCode}&transaction_type=payment_link`,
    'hotel1',
    { hotel2: 403, agency2: 404 },
  ),
  {
    name: '14 create a payment link',
    template: '/v2/links/schedule/',
    method: 'POST',
    path: () => '/v2/links/schedule/',
    body: () => paymentLinkBody({ guest_name: 'Otro Huésped', email: 'o@example.com', amount: '1000', description: 'Prueba' }),
    right: 'agency1',
    others: { agency2: 403, hotel2: 403 },
  },
  {
    name: '15 create a gift card',
    template: '/v1/gift-cards',
    method: 'POST',
    path: () => '/v1/gift-cards',
    body: () =>
      giftCard('Pedro', '1234567', 'p@example.com', { recipient: { name: 'Lucía', email: 'l@example.com' }, amount: 1000, note: 'x', external_ref_id: 'g2' }),
    right: 'agency1',
    // Creation names no tenant: every agency creates its own card.
    others: {},
  },
  {
    name: '16 list gift cards',
    template: '/v1/gift-cards',
    method: 'POST',
    path: () => '/v1/gift-cards',
    body: () => ({}),
    right: 'agency1',
    others: { agency2: 'own' },
  },
  read('16 list gift cards (GET extension)', '/v1/gift-cards', () => '/v1/gift-cards', 'agency1', { agency2: 'own' }),
  {
    name: '17 mark reservations as paid',
    template: '/v1/bookings/change-status/',
    method: 'PUT',
    path: () => '/v1/bookings/change-status/?hotel_id=100001',
    body: () => ({ bookings: [String(fx.portalReservation)] }),
    right: 'hotel1',
    others: HOTEL1_ONLY,
  },
  {
    name: '18 report a booking status change',
    template: '/v1/bookings/{booking_number}',
    method: 'PUT',
    path: () => `/v1/bookings/${fx.portalReservation}?checkin_status=1&hotel_id=100001&portal_code=booking`,
    right: 'hotel1',
    others: HOTEL1_ONLY,
  },
  read('19 payment link of a chatbot booking', '/v2/bookings/chatbot/{chatbot_id}', () => `/v2/bookings/chatbot/${fx.chatbotId}`, 'agency1', {
    hotel2: 404,
    agency2: 404,
  }),
  read('20 payment status of a chatbot booking', '/v2/bookings/chatbot/{chatbot_id}/status', () => `/v2/bookings/chatbot/${fx.chatbotId}/status`, 'agency1', {
    hotel2: 404,
    agency2: 404,
  }),
];

let offer: Awaited<ReturnType<typeof firstOffer>>;

async function send(row: Row, authorization: string | null): Promise<{ status: number; body: any }> {
  if (row.multipart) return multipartRecharge(authorization);
  const headers: Record<string, string> = {};
  if (authorization !== null) headers.authorization = authorization;
  return call(svc.url, row.method, row.path(), { key: null, headers, ...(row.body ? { body: row.body() } : {}) });
}

beforeAll(async () => {
  svc = await startTestService();
  await insertApiKey(svc.store.db, { key: KEYS.hotel2, name: 'Hotel 2 (prueba)', principalKind: 'hotel', principalId: 2 }, T0);
  await insertApiKey(svc.store.db, { key: KEYS.agency2, name: 'Agencia 2 (prueba)', principalKind: 'agency', principalId: 2 }, T0);

  // A chatbot booking of agency 1 at hotel 1, paid.
  offer = await firstOffer(svc.url, 'Cartagena', checkin, 2);
  expect(offer.internalId).toBe(1);
  const created = await call(svc.url, 'POST', `/v2/bookings/hotel_id=${offer.hotelId}`, {
    body: bookingBody(offer, checkin, checkout, 2, 2, { firstName: 'Zuleima', lastName: 'Matriz' }),
  });
  expect(created.status).toBe(200);
  fx.chatbotId = created.body.chatbot_id;
  const link = await call(svc.url, 'GET', `/v2/bookings/chatbot/${fx.chatbotId}`);
  expect((await payCheckout(link.body.url, { number: '4242424242424242' })).status).toBeLessThan(400);
  fx.reservationNumber = (await first<{ id: number }>(
    svc.store.db,
    sql`SELECT r.id FROM reservations r JOIN chatbot_bookings b ON b.id = r.chatbot_booking_id WHERE b.chatbot_id = ${fx.chatbotId}`,
  ))!.id;

  // A payment link of agency 1 at hotel 1 for reservation RES-MATRIZ, paid (refund 1 and status 13).
  const made = await call(svc.url, 'POST', '/v2/links/schedule/', {
    body: paymentLinkBody({ guest_name: 'Zuleima Matriz', email: 'z@example.com', amount: '250000', external_ref_id: 'RES-MATRIZ' }),
  });
  expect(made.status).toBe(200);
  fx.linkCode = made.body.code;
  expect((await payCheckout(made.body.url, { number: '4242424242424242' })).status).toBeLessThan(400);

  // An external recharge of agency 1 (its receipt for 2b).
  const recharge = await multipartRecharge(KEYS.agency1);
  expect(recharge.status).toBe(200);
  fx.fileKey = recharge.body.file_key;

  // A gift card of agency 1.
  const card = await call(svc.url, 'POST', '/v1/gift-cards', {
    body: giftCard('Zuleima Matriz', '1020304', 'z@example.com', {
      recipient: { name: 'Zuleima Matriz', email: 'z@example.com' },
      amount: 5000,
      note: 'Matriz',
      external_ref_id: 'RES-MATRIZ',
    }),
  });
  expect(card.status, JSON.stringify(card.body)).toBe(200);

  // A portal reservation of hotel 1 (booking.com), confirmed and unpaid.
  const iso = T0.toISOString();
  await exec(
    svc.store.db,
    sql`INSERT INTO reservations (id, hotel_id, crs_id, portal_code, first_name, last_name, checkin, checkout, status, total_minor, created_at, updated_at)
        VALUES (${fx.portalReservation}, 1, '5550001', 'booking', 'Zuleima', 'Matriz', '2026-11-21', '2026-11-23', 'confirmed', 90000000, ${iso}, ${iso})`,
  );
});
afterAll(async () => {
  await svc?.stop();
});

describe('authorization matrix (operator, hotel, agency, channel manager)', () => {
  it('covers every operation that needs an API key', () => {
    const covered = new Set(ROWS.map((r) => `${r.method} ${r.template}`));
    const needed = OPERATIONS.filter((o) => o.security === 'bearer').map((o) => `${o.method.toUpperCase()} ${o.path}`);
    expect(needed.length).toBeGreaterThanOrEqual(20);
    expect(needed.filter((k) => !covered.has(k))).toEqual([]);
  });

  for (const row of ROWS) {
    describe(row.name, () => {
      it('401 without a key, with a malformed header and with an unknown key', async () => {
        for (const auth of [null, 'Basic ZGVtbzpkZW1v', 'Bearer', 'Bearer not-a-key']) {
          const r = await send(row, auth);
          expect(r.status, `${auth}`).toBe(401);
          expect(r.body.code).toBe('401');
          expect(r.body.message).toBe('No autorizado');
          for (const m of MARKERS) expect(JSON.stringify(r.body)).not.toContain(m);
        }
      });

      for (const [role, expected] of Object.entries(row.others)) {
        it(`${role}: ${expected === 'own' ? 'only its own items' : expected}, never the tenant's data`, async () => {
          const r = await send(row, `Bearer ${KEYS[role as Role]}`);
          if (expected === 'own') expect(r.status).toBe(200);
          else {
            expect(r.status).toBe(expected);
            expect(String(r.body.code)).toMatch(new RegExp(`^(${expected}|0)$`));
          }
          for (const m of MARKERS) expect(JSON.stringify(r.body)).not.toContain(m);
        });
      }

      it(`${row.right}: ${row.ok ?? 200}`, async () => {
        const r = await send(row, `Bearer ${KEYS[row.right]}`);
        expect(r.status, JSON.stringify(r.body)).toBe(row.ok ?? 200);
      });
    });
  }

  it('the operator key reads every hotel and agency', async () => {
    for (const row of ROWS.filter((r) => r.method === 'GET')) {
      const r = await send(row, `Bearer ${KEYS.operator}`);
      expect(r.status, row.name).toBe(200);
    }
  });
});
