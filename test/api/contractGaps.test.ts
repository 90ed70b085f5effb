/**
 * Contract rules across endpoints, against the real server on a real
 * database (SQLite file or PostgreSQL) with the demo data: pagination links that reach every item from any
 * offset (3, 16); voucher records that the lookups (5, 13) read back exactly
 * as the feeds (6, 12) list them; endpoint 13's virtual terminal; lookups by
 * a reference two tenants share; endpoint 4's one-year range.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fetch, FormData } from 'undici';
import { HotelVouchersResponse, LegacyVoucherList, TransactionStatusRecord, VoucherDetailResponse, type VoucherRecord } from '../../src/api/contract/index.js';
import { addDays } from '../../src/clock.js';
import { insertApiKey } from '../../src/store/service/apiKeys.js';
import { bookingBody, firstOffer, paymentLinkBody } from '../helpers/booking.js';
import { GIFT_SENDER, giftCardBody } from '../helpers/giftCards.js';
import { call, payCheckout, startTestService, T0, type TestService } from '../helpers/service.js';
import { first, sql } from '../../src/store/sql.js';

let svc: TestService;
beforeEach(async () => {
  svc = await startTestService({ rateLimitPerSecond: 0 });
  await insertApiKey(svc.store.db, { key: 'test-agency-2', name: 'Agencia 2 (prueba)', principalKind: 'agency', principalId: 2 }, T0);
});
afterEach(async () => {
  await svc.stop();
});

const OP = 'demo-operator';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

/** One external recharge of agency 1 (endpoint 2, multipart). */
async function recharge(reference: string): Promise<void> {
  const form = new FormData();
  for (const [k, v] of Object.entries({ amount: '1000', currency: 'COP', payment_method: 'Transferencia', payment_reference: reference })) form.append(k, v);
  form.append('payment_receipt', new Blob([PDF], { type: 'application/pdf' }), 'recibo.pdf');
  const res = await fetch(`${svc.url}/v2/preloaded-balance/agencies/1/external`, {
    method: 'POST',
    body: form,
    headers: { authorization: 'Bearer demo-agency-1' },
  });
  expect(res.status).toBe(200);
  await res.text();
}

/** A payment link of endpoint 14 at hotel 1 by `key` for `agencyId`; `ref` is its external_ref_id (none when undefined). */
async function link(key: string, agencyId: number, ref?: string): Promise<{ code: string; url: string }> {
  const r = await call(svc.url, 'POST', '/v2/links/schedule/', {
    key,
    body: paymentLinkBody({ amount: 120000, agency_id: agencyId, ...(ref !== undefined ? { external_ref_id: ref } : {}) }),
  });
  expect(r.status).toBe(200);
  return r.body;
}

const status = (hotel: number, ref: string, type: string, key = OP) =>
  call(svc.url, 'GET', `/v2/common/transaction-status?hotel_id=${hotel}&ref_number=${encodeURIComponent(ref)}&transaction_type=${type}`, { key });
const detail = (ref: string, op: string, key = OP) =>
  call(svc.url, 'GET', `/v2/transactions/vouchers/detail?reservation_id=${encodeURIComponent(ref)}&operation_type=${op}`, { key });

describe('pagination (endpoints 3 and 16)', () => {
  it('follows next from offset 19 (limit 3) of 23 recharges to the end, reaching item 22; every link obeys the offset rule', async () => {
    for (let i = 0; i < 23; i++) {
      await recharge(`REF-${String(i).padStart(2, '0')}`);
      svc.clock.advance(60_000);
    }
    const prefix = `${svc.url}/v2/preloaded-balance/agencies`;
    const get = async (url: string) => {
      const r = await call(svc.url, 'GET', url.slice(svc.url.length), { key: 'demo-agency-1' });
      expect(r.status).toBe(200);
      return r.body;
    };
    // Newest first: item i of the list is REF-(22 − i).
    const ref = (i: number) => `REF-${String(22 - i).padStart(2, '0')}`;
    const p19 = await get(`${prefix}?offset=19&limit=3`);
    expect(p19.paginate_info).toEqual({
      start: 19,
      items: 3,
      total_items: 23,
      total_pages: 8,
      links: {
        first: `${prefix}?offset=0&limit=3`,
        previous: `${prefix}?offset=16&limit=3`,
        next: `${prefix}?offset=22&limit=3`,
        last: `${prefix}?offset=21&limit=3`,
      },
    });
    const seen: string[] = p19.data.map((r: { payment_reference: string }) => r.payment_reference);
    let next: string | null = p19.paginate_info.links.next;
    while (next) {
      const p = await get(next);
      seen.push(...p.data.map((r: { payment_reference: string }) => r.payment_reference));
      next = p.paginate_info.links.next;
    }
    expect(seen).toEqual([19, 20, 21, 22].map(ref));

    // From the first page, following next reaches all 23 exactly once; previous is null only at offset 0.
    const all: string[] = [];
    let url: string | null = `${prefix}?limit=3`;
    let pages = 0;
    while (url) {
      const p = await get(url);
      expect(p.paginate_info.links.previous === null).toBe(p.paginate_info.start === 0);
      all.push(...p.data.map((r: { payment_reference: string }) => r.payment_reference));
      url = p.paginate_info.links.next;
      pages++;
    }
    expect(all).toEqual(Array.from({ length: 23 }, (_, i) => ref(i)));
    expect(pages).toBe(8);
    // Past the end: nothing, no next, previous one limit back.
    const past = await get(`${prefix}?offset=30&limit=3`);
    expect(past.data).toEqual([]);
    expect(past.paginate_info.links).toMatchObject({ previous: `${prefix}?offset=27&limit=3`, next: null, last: `${prefix}?offset=21&limit=3` });
  });

  it('gift cards (16): an empty list links first and last to offset 0 and has no previous or next; odd offsets reach every card', async () => {
    const g = `${svc.url}/v1/gift-cards`;
    const empty = await call(svc.url, 'GET', '/v1/gift-cards?offset=0&limit=2');
    expect(empty.body.paginate_info).toEqual({
      start: 0,
      items: 2,
      total_items: 0,
      total_pages: 1,
      links: { first: `${g}?offset=0&limit=2`, previous: null, next: null, last: `${g}?offset=0&limit=2` },
    });
    const card = (n: number) => giftCardBody({ sender: { ...GIFT_SENDER, address: 'Calle 10' }, amount: n * 1000, note: '', external_ref_id: `gift-${n}` });
    for (let n = 1; n <= 5; n++) {
      expect((await call(svc.url, 'POST', '/v1/gift-cards', { body: card(n) })).status).toBe(200);
      svc.clock.advance(1000);
    }
    const amounts: number[] = [];
    let url: string | null = `${g}?offset=1&limit=2`;
    while (url) {
      const p = await call(svc.url, 'GET', url.slice(svc.url.length));
      amounts.push(...p.body.data.map((c: { total_amount: number }) => c.total_amount));
      url = p.body.paginate_info.links.next;
    }
    expect(amounts).toEqual([4000, 3000, 2000, 1000]);
  });
});

describe('records and lookups agree (5, 6, 12, 13)', () => {
  it('every record of the feeds reads back through 5 by its own reservation_id and operation_type, and through 13 by its transaction reference', async () => {
    // Payment links of endpoint 14: without a reference (reservation_id is the code), with one, paid and unpaid.
    const bare = await link('demo-agency-1', 1);
    const paid = await link('demo-agency-1', 1, 'RES-PAID');
    await payCheckout(paid.url, { number: '4242424242424242' });
    const declined = await link('demo-agency-1', 1, 'RES-DECLINED');
    await payCheckout(declined.url, { number: '4000000000000002' });
    // A chatbot booking, paid.
    const offer = await firstOffer(svc.url, 'Cartagena', '2026-12-10', 2);
    const b = await call(svc.url, 'POST', `/v2/bookings/hotel_id=${offer.hotelId}`, { body: bookingBody(offer, '2026-12-10', '2026-12-12', 2) });
    const bl = await call(svc.url, 'GET', `/v2/bookings/chatbot/${b.body.chatbot_id}`);
    await payCheckout(bl.body.url, { number: '4242424242424242' });

    const feed = HotelVouchersResponse.parse(
      (await call(svc.url, 'GET', `/v2/transactions/vouchers/hotel/${offer.internalId}?id_type=internal`, { key: OP })).body,
    );
    const records = feed.data;
    const types = new Set(records.map((r) => r.operation_type));
    expect([...types].sort()).toEqual(['automated', 'payment_link', 'terminal_payment']);
    expect(records.find((r) => r.reservation_id === bare.code)).toBeDefined();

    const TYPE_13 = { payment_link: 'payment_link', automated: 'automated', terminal_payment: 'virtual_terminal' } as const;
    /** The record endpoint 5 must answer for (reservation_id, operation_type): the latest of that pair. */
    const latest = (r: VoucherRecord) =>
      Math.max(...records.filter((x) => x.reservation_id === r.reservation_id && x.operation_type === r.operation_type).map((x) => x.id));
    for (const r of records) {
      const d = await detail(r.reservation_id, r.operation_type);
      expect([r.id, r.reservation_id, r.operation_type, d.status]).toEqual([r.id, r.reservation_id, r.operation_type, 200]);
      const data = VoucherDetailResponse.parse(d.body).data;
      expect(data.id).toBe(latest(r));
      if (data.id === r.id) expect(data).toEqual({ ...r, transaction: r.transaction && { ...r.transaction, authorization_code: undefined } });

      const ref = r.transaction?.transaction_id || r.reservation_id;
      const t = await status(feed.hotel.id, ref, TYPE_13[r.operation_type]);
      expect([r.id, ref, t.status]).toEqual([r.id, ref, 200]);
      const rec = TransactionStatusRecord.parse(t.body);
      if (r.transaction) expect(rec.details.transaction_id).toBe(r.transaction.transaction_id);
    }

    // The legacy feed (12): each record reads back through 5 by its reservation number and the operation its payment type names.
    const OP_OF: Record<string, string> = { 'Link de pago': 'payment_link', 'Datáfono virtual': 'terminal_payment', 'Reserva por chatbot': 'automated' };
    const legacy = LegacyVoucherList.parse((await call(svc.url, 'GET', '/v1/bookings/1/voucher-details?hotel_id=100001', { key: OP })).body);
    expect(legacy.length).toBeGreaterThan(0);
    for (const l of legacy) {
      const d = await detail(l.reservation_id, OP_OF[l.payment_type]!);
      expect([l.reservation_id, l.payment_type, d.status]).toEqual([l.reservation_id, l.payment_type, 200]);
      expect(d.body.data.payment_type).toBe(l.payment_type);
    }
  });

  it('endpoint 13 virtual_terminal reports terminal_payment charges by carrier transaction id or booking number; agencies see none', async () => {
    const charged = (await first<{ id: number; tx: string; res: string; pc: string; crs: string }>(
      svc.store.db,
      sql`SELECT v.id, v.tx_transaction_id AS tx, v.reservation_id AS res, v.public_code AS pc, r.crs_id AS crs, v.tx_payment_date AS at FROM vouchers v
            JOIN reservations r ON r.id = v.cm_reservation_id
           WHERE v.hotel_id = 1 AND v.operation_type = 'terminal_payment' AND v.tx_status_code = 'applied' ORDER BY v.id LIMIT 1`,
    ))!;
    expect(charged).toBeDefined();
    const byTx = await status(1, charged.tx, 'virtual_terminal');
    expect(byTx.status).toBe(200);
    expect(TransactionStatusRecord.parse(byTx.body)).toMatchObject({
      voucher_url: `${svc.url}/vouchers/${charged.id}/${charged.pc}`,
      redirect_url: null,
      details: {
        type: 'charge',
        id: String(charged.id),
        external_ref_id: charged.res,
        status_code: 'applied',
        status_detail: 'Aplicado',
        transaction_id: charged.tx,
      },
    });
    expect((await status(1, charged.res, 'virtual_terminal')).body).toEqual(byTx.body);
    expect((await status(1, charged.crs, 'virtual_terminal')).body).toEqual(byTx.body);
    expect((await status(1, charged.tx, 'virtual_terminal', 'demo-hotel-1')).body).toEqual(byTx.body);
    expect((await status(1, charged.tx, 'virtual_terminal', 'demo-channel-manager')).status).toBe(200);
    expect((await status(1, charged.tx, 'virtual_terminal', 'demo-agency-1')).status).toBe(404);
    expect((await status(2, charged.tx, 'virtual_terminal')).status).toBe(404); // another hotel's charge
    expect((await status(1, charged.tx, 'payment_link')).status).toBe(404);

    const pending = (await first<{ id: number; res: string }>(
      svc.store.db,
      sql`SELECT id, reservation_id AS res FROM vouchers WHERE hotel_id = 1 AND operation_type = 'terminal_payment' AND payment_status_code = 'pending' ORDER BY id LIMIT 1`,
    ))!;
    expect(pending).toBeDefined(); // the demo seeds charges still due at the hotel's terminal
    const p = await status(1, pending.res, 'virtual_terminal');
    expect(p.body).toMatchObject({ voucher_url: null, details: { id: String(pending.id), status_code: 'pending', transaction_id: '' } });
    const { code } = await link('demo-agency-1', 1);
    expect((await status(1, code, 'virtual_terminal')).status).toBe(404);
  });
});

describe('a reference two tenants share (5, 13)', () => {
  it("agency 2 reusing agency 1's external_ref_id hides nothing: each agency finds its own link, the operator the newest", async () => {
    const mine = await link('demo-agency-1', 1, 'RES-SHARED');
    svc.clock.advance(60_000);
    const theirs = await link('test-agency-2', 2, 'RES-SHARED');
    const idOf = async (code: string) => (await first<{ id: number }>(svc.store.db, sql`SELECT id FROM vouchers WHERE payment_link_code = ${code}`))!.id;

    const own = await status(1, 'RES-SHARED', 'payment_link', 'demo-agency-1');
    expect(own.status).toBe(200);
    expect(own.body.details).toMatchObject({ id: mine.code, external_ref_id: 'RES-SHARED', status_code: 'pending' });
    expect((await status(1, 'RES-SHARED', 'payment_link', 'test-agency-2')).body.details.id).toBe(theirs.code);
    expect((await status(1, 'RES-SHARED', 'payment_link', OP)).body.details.id).toBe(theirs.code);
    expect((await status(1, 'RES-SHARED', 'payment_link', 'demo-hotel-1')).body.details.id).toBe(theirs.code);
    // A link code of the other agency is not revealed either.
    expect((await status(1, theirs.code, 'payment_link', 'demo-agency-1')).status).toBe(404);

    expect((await detail('RES-SHARED', 'payment_link', 'demo-agency-1')).body.data.id).toBe(await idOf(mine.code));
    expect((await detail('RES-SHARED', 'payment_link', 'test-agency-2')).body.data.id).toBe(await idOf(theirs.code));
    expect((await detail('RES-SHARED', 'payment_link', OP)).body.data.id).toBe(await idOf(theirs.code));
    expect((await detail(theirs.code, 'payment_link', 'demo-agency-1')).status).toBe(404);
  });
});

describe('raw bookings over a year (endpoint 4)', () => {
  it('answers a range of 366 days (both ends counted) and refuses 367 naming start_date and end_date', async () => {
    const start = addDays('2026-11-21', -30);
    const path = (end: string) => `/v1/bookings/from-channel-manager/raw?start_date=${start}&end_date=${end}&hotel_id=100001`;
    const year = await call(svc.url, 'GET', path(addDays(start, 365)), { key: OP });
    expect(year.status).toBe(200);
    const all = (await first<{ n: number }>(svc.store.db, sql`SELECT COUNT(*) AS n FROM reservations WHERE hotel_id = 1`))!;
    expect(year.body.metadata.bookings_count).toBe(all.n);
    const over = await call(svc.url, 'GET', path(addDays(start, 366)), { key: OP });
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ code: '400', message: expect.any(String) });
    expect(over.body.detail).toMatch(/^Campos inválidos: start_date: .*366 días.*; end_date: .*366 días/);
  });
});
