/**
 * Gift cards (endpoints 15 and 16 on the shared POST /v1/gift-cards) against
 * the real server: creation with its payment link, activation only once paid,
 * the list with balances in the pagination envelope.
 */
import { describe, expect, it } from 'vitest';
import { first, sql } from '../../src/store/sql.js';
import { call, payCheckout, startTestService } from '../helpers/service.js';
import { GIFT_SENDER, giftCardBody } from '../helpers/giftCards.js';
import { startedForEach } from '../helpers/lifecycle.js';

const svc = startedForEach(startTestService);

const card = giftCardBody;
const list = async (body?: unknown, key?: string) => (await call(svc.url, 'POST', '/v1/gift-cards', { body, ...(key ? { key } : {}) })).body;

describe('gift cards (15, 16)', () => {
  it('creates a card whose balance becomes active only once its payment link is paid', async () => {
    const r = await call(svc.url, 'POST', '/v1/gift-cards', { body: card() });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(['gift_card_code', 'msg', 'payment_link', 'payment_link_code']);
    expect(r.body.payment_link).toBe(`${svc.url}/pay/${r.body.payment_link_code}`);
    expect(r.body.gift_card_code).toMatch(/^gc_[A-Za-z0-9_-]{22,}$/);
    const listed = () => list({}).then((b) => b.data.find((c: { code: string }) => c.code === r.body.gift_card_code));
    expect(await listed()).toEqual({
      code: r.body.gift_card_code,
      total_amount: 500000,
      available_amount: 0,
      currency: 'COP',
      gift_card_recipient: { name: 'Lucía Ruiz', email: 'lucia@example.com' },
    });

    const declined = await payCheckout(r.body.payment_link, { number: '4000000000000002' });
    expect(declined.location).toBe('https://shop.example/ko');
    expect((await listed()).available_amount).toBe(0);
    const paid = await payCheckout(r.body.payment_link, { number: '4242424242424242' });
    expect(paid.location).toBe('https://shop.example/ok');
    expect((await listed()).available_amount).toBe(500000);
  });

  it('lists on the shared path with an empty body, no body, offset/limit, and on GET, in the pagination envelope', async () => {
    for (let i = 1; i <= 3; i++) await call(svc.url, 'POST', '/v1/gift-cards', { body: card({ external_ref_id: `gift-${i}`, amount: i * 1000 }) });
    const all = await list(undefined);
    expect(all.paginate_info).toEqual({
      start: 0,
      items: 10,
      total_items: 3,
      total_pages: 1,
      links: { first: `${svc.url}/v1/gift-cards?offset=0&limit=10`, previous: null, next: null, last: `${svc.url}/v1/gift-cards?offset=0&limit=10` },
    });
    expect(all.data.map((c: { total_amount: number }) => c.total_amount)).toEqual([3000, 2000, 1000]); // newest first
    expect((await list({})).data).toHaveLength(3);
    const p = await list({ offset: 1, limit: 1 });
    expect(p.paginate_info).toMatchObject({ start: 1, items: 1, total_items: 3, total_pages: 3 });
    expect(p.paginate_info.links).toEqual({
      first: `${svc.url}/v1/gift-cards?offset=0&limit=1`,
      previous: `${svc.url}/v1/gift-cards?offset=0&limit=1`,
      next: `${svc.url}/v1/gift-cards?offset=2&limit=1`,
      last: `${svc.url}/v1/gift-cards?offset=2&limit=1`,
    });
    expect(p.data[0].total_amount).toBe(2000);
    const g = await call(svc.url, 'GET', '/v1/gift-cards?offset=2&limit=1');
    expect(g.body.data[0].total_amount).toBe(1000);
    expect((await call(svc.url, 'GET', '/v1/gift-cards?limit=101')).status).toBe(400);
  });

  it('refuses bad input naming every field and writes nothing', async () => {
    const r = await call(svc.url, 'POST', '/v1/gift-cards', {
      body: card({ sender: { ...GIFT_SENDER, document_type: 'DNI', country_code: '57' }, recipient: { name: 'Lucía' }, amount: 10.001, currency: 'EUR' }),
    });
    expect(r.status).toBe(400);
    for (const f of ['sender.document_type:', 'sender.country_code:', 'recipient.email: es obligatorio', 'amount:', 'currency:'])
      expect(r.body.detail).toContain(f);
    expect(await first(svc.store.db, sql`SELECT (SELECT COUNT(*) FROM gift_cards) + (SELECT COUNT(*) FROM payment_links) AS n`)).toEqual({ n: 0 });
  });

  it('is for the operator and agencies; each agency sees its own cards', async () => {
    expect((await call(svc.url, 'POST', '/v1/gift-cards', { body: card(), key: 'demo-hotel-1' })).status).toBe(403);
    await call(svc.url, 'POST', '/v1/gift-cards', { body: card() });
    await call(svc.url, 'POST', '/v1/gift-cards', { body: card({ external_ref_id: 'op' }), key: 'demo-operator' });
    expect((await list({}, 'demo-agency-1')).paginate_info.total_items).toBe(1);
    expect((await list({}, 'demo-operator')).paginate_info.total_items).toBe(2);
    expect((await list({}, 'demo-hotel-1')).paginate_info.total_items).toBe(0);
  });

  it('replays an Idempotency-Key instead of creating a second card', async () => {
    const headers = { 'idempotency-key': 'gift-order-77' };
    const a = await call(svc.url, 'POST', '/v1/gift-cards', { body: card(), headers });
    const b = await call(svc.url, 'POST', '/v1/gift-cards', { body: card(), headers });
    expect(b.body).toEqual(a.body);
    expect(await first(svc.store.db, sql`SELECT COUNT(*) AS n FROM gift_cards`)).toEqual({ n: 1 });
    expect((await call(svc.url, 'POST', '/v1/gift-cards', { body: card({ amount: 1 }), headers })).status).toBe(409);
  });
});
