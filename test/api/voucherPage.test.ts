/**
 * The public voucher page of voucher records without a payment link
 * (migration 6, `/vouchers/{id}/{code}`), reached through the voucher_url
 * that endpoints 5 and 6 answer, against the real server and demo data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { call, startTestService, type TestService } from '../helpers/service.js';
import { first, rows as allRows, sql } from '../../src/store/sql.js';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  await svc?.stop();
});

async function get(url: string): Promise<{ status: number; html: string }> {
  const res = await request(url);
  return { status: res.statusCode, html: await res.body.text() };
}

describe('public voucher page', () => {
  it('every voucher record gets a 96-bit random code, new ones from the insert trigger', async () => {
    const rows = await allRows<{ public_code: string | null }>(svc.store.db, sql`SELECT public_code FROM vouchers`);
    expect(rows.length).toBeGreaterThan(10);
    for (const r of rows) expect(r.public_code).toMatch(/^[0-9a-f]{24}$/);
    expect(new Set(rows.map((r) => r.public_code)).size).toBe(rows.length);
  });

  it('the voucher_url of a seeded terminal payment opens its page; a wrong code or id is a 404 that reveals nothing', async () => {
    const v = (await first<{ id: number; reservation: number; guest: string; amount: number }>(
      svc.store.db,
      sql`SELECT v.id, v.cm_reservation_id AS reservation, v.guest, v.tx_amount_minor AS amount FROM vouchers v
           WHERE v.operation_type = 'terminal_payment' AND v.tx_status_code = 'applied' AND v.hotel_id = 1 ORDER BY v.id LIMIT 1`,
    ))!;
    expect(v).toBeDefined();
    const detail = await call(svc.url, 'GET', `/v2/transactions/vouchers/detail?reservation_id=${v.reservation}&operation_type=terminal_payment`, {
      key: 'demo-operator',
    });
    expect(detail.status).toBe(200);
    const url: string = detail.body.data.transaction.voucher_url;
    expect(url).toMatch(new RegExp(`^${svc.url}/vouchers/${v.id}/[0-9a-f]{24}$`));
    const page = await get(url);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Comprobante de pago');
    expect(page.html).toContain(v.guest.split(' ')[0]);
    expect(page.html).toContain(String(v.reservation));

    const wrongCode = await get(url.replace(/[0-9a-f]{24}$/, '0'.repeat(24)));
    expect(wrongCode.status).toBe(404);
    expect(wrongCode.html).not.toContain(v.guest.split(' ')[0]);
    expect((await get(`${svc.url}/vouchers/999999999/${'a'.repeat(24)}`)).status).toBe(404);
    expect((await get(`${svc.url}/vouchers/${v.id}/not-a-code`)).status).toBe(404);
  });
});
