/**
 * Payment-link creation (endpoint 14) writes its link only when the hotel and
 * the agency exist, in the same statement as the write, and asks which one is
 * missing only when something failed. Its errors keep their precedence (a
 * missing hotel, then the key's rights on the hotel and the agency, then a
 * missing agency, then a refused outbound URL), and a refused request leaves
 * no link and no voucher record behind. Against the real server on an
 * ephemeral port and the suite's engine.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_API_KEYS } from '../../src/store/service/apiKeys.js';
import { first, sql } from '../../src/store/sql.js';
import { call, startTestService } from '../helpers/service.js';
import { startedForFile } from '../helpers/lifecycle.js';

const svc = startedForFile(startTestService);

const MISSING = 987654;
const body = (o: { hotel_id: number; agency_id: number; temp_webhook_url?: string }) => ({
  guest_name: 'Ana Gómez',
  email: 'ana@example.com',
  phone: '+573001234567',
  amount: '150000',
  description: 'Anticipo',
  available_hours: 2,
  ...o,
});
const counts = async () =>
  first<{ links: number; vouchers: number }>(
    svc.store.db,
    sql`SELECT (SELECT COUNT(*) FROM payment_links) AS links, (SELECT COUNT(*) FROM vouchers) AS vouchers`,
  );

describe('payment-link creation (14): what must exist, and which error comes first', () => {
  it.each([
    ['an unknown hotel', DEMO_API_KEYS.operator, { hotel_id: MISSING, agency_id: 1 }, 404, `No existe un hotel con id ${MISSING}`],
    [
      'an unknown hotel before the agency the key may not act for',
      DEMO_API_KEYS.agency1,
      { hotel_id: MISSING, agency_id: 2 },
      404,
      `No existe un hotel con id ${MISSING}`,
    ],
    [
      'an unknown hotel before a hotel key’s other hotel',
      DEMO_API_KEYS.hotel1,
      { hotel_id: MISSING, agency_id: 1 },
      404,
      `No existe un hotel con id ${MISSING}`,
    ],
    [
      'a hotel the key may not act on, before an unknown agency',
      DEMO_API_KEYS.hotel1,
      { hotel_id: 2, agency_id: MISSING },
      403,
      'La clave de API no puede actuar sobre el hotel 2',
    ],
    [
      'an agency the key may not act for, before an unknown agency',
      DEMO_API_KEYS.agency1,
      { hotel_id: 1, agency_id: MISSING },
      403,
      `La clave de API no puede actuar en nombre de la agencia ${MISSING}`,
    ],
    ['an unknown agency', DEMO_API_KEYS.operator, { hotel_id: 1, agency_id: MISSING }, 404, `No existe una agencia con id ${MISSING}`],
    [
      'an unknown agency before a refused webhook URL',
      DEMO_API_KEYS.operator,
      { hotel_id: 1, agency_id: MISSING, temp_webhook_url: 'http://169.254.169.254/latest' },
      404,
      `No existe una agencia con id ${MISSING}`,
    ],
  ])('%s', async (_, key, target, status, detail) => {
    const before = await counts();
    const r = await call(svc.url, 'POST', '/v2/links/schedule/', { key, body: body(target) });
    expect([r.status, r.body.code, r.body.detail]).toEqual([status, String(status), detail]);
    expect(await counts()).toEqual(before);
  });

  it('a refused webhook URL when the hotel and the agency exist, writing nothing', async () => {
    const before = await counts();
    const r = await call(svc.url, 'POST', '/v2/links/schedule/', {
      key: DEMO_API_KEYS.operator,
      body: body({ hotel_id: 1, agency_id: 1, temp_webhook_url: 'http://169.254.169.254/latest' }),
    });
    expect(r.status).toBe(400);
    expect(r.body.detail).toContain('temp_webhook_url');
    expect(await counts()).toEqual(before);
  });

  it('writes the link and its voucher record when both exist, for each kind of key that may', async () => {
    for (const [key, hotel_id, agency_id] of [
      [DEMO_API_KEYS.operator, 2, 2],
      [DEMO_API_KEYS.agency1, 1, 1],
      [DEMO_API_KEYS.hotel1, 1, 2],
    ] as const) {
      const before = (await counts())!;
      const r = await call(svc.url, 'POST', '/v2/links/schedule/', { key, body: body({ hotel_id, agency_id }) });
      expect(r.status, key).toBe(200);
      const link = await first(svc.store.db, sql`SELECT hotel_id, agency_id, amount_minor, status FROM payment_links WHERE code = ${r.body.code}`);
      expect(link).toEqual({ hotel_id, agency_id, amount_minor: 15000000, status: 'active' });
      expect(await counts()).toEqual({ links: before.links + 1, vouchers: before.vouchers + 1 });
    }
  });

  it('writes the same voucher record in one statement (PostgreSQL, no Idempotency-Key) as in the transaction of a keyed request', async () => {
    const reservation = await first<{ id: number }>(svc.store.db, sql`SELECT id FROM reservations WHERE hotel_id = 1 ORDER BY id LIMIT 1`);
    expect(reservation).toBeDefined();
    const texts: string[] = [];
    const db = svc.store.db as unknown as { executeQuery: (q: { sql: string }) => Promise<unknown> };
    const executeQuery = db.executeQuery;
    db.executeQuery = function (this: unknown, q: { sql: string }) {
      texts.push(q.sql);
      return executeQuery.call(this, q);
    };
    const target = { ...body({ hotel_id: 1, agency_id: 1 }), external_ref_id: String(reservation!.id), booking_dates: '2026-12-10 - 2026-12-12' };
    const before = (await counts())!;
    const counter = async () => Number((await first<{ value: number }>(svc.store.db, sql`SELECT value FROM change_sequence WHERE id = 1`))?.value);
    const counterBefore = await counter();
    let plain: { status: number; body: any };
    try {
      plain = await call(svc.url, 'POST', '/v2/links/schedule/', { key: DEMO_API_KEYS.agency1, body: target });
    } finally {
      db.executeQuery = executeQuery;
    }
    const keyed = await call(svc.url, 'POST', '/v2/links/schedule/', {
      key: DEMO_API_KEYS.agency1,
      body: target,
      headers: { 'idempotency-key': 'same-record' },
    });
    expect([plain.status, keyed.status]).toEqual([200, 200]);
    expect(await counts()).toEqual({ links: before.links + 2, vouchers: before.vouchers + 2 });
    // One number each, taken once.
    expect(await counter()).toBe(counterBefore + 2);
    // On PostgreSQL the unkeyed link and its record are written by one statement on the store's own executor.
    const together = texts.filter((t) => t.includes('INSERT INTO payment_links') && t.includes('INSERT INTO vouchers'));
    expect(together).toHaveLength(svc.store.engine === 'postgres' ? 1 : 0);
    const record = async (code: string) => {
      const { id, payment_link_code, reservation_id, public_code, change_seq, ...rest } = (await first<Record<string, unknown>>(
        svc.store.db,
        sql`SELECT * FROM vouchers WHERE payment_link_code = ${code}`,
      ))!;
      expect([payment_link_code, typeof public_code, (public_code as string).length, Number(change_seq) > counterBefore]).toEqual([code, 'string', 24, true]);
      return { ...rest, reservation_id };
    };
    const [a, b] = [await record(plain!.body.code), await record(keyed.body.code)];
    expect(a).toEqual(b);
    expect(a).toMatchObject({
      hotel_id: 1,
      operation_type: 'payment_link',
      reservation_id: String(reservation!.id),
      cm_reservation_id: reservation!.id,
      checkin_date: '2026-12-10',
      guest: 'Ana Gómez',
      payment_status_code: 'pending',
    });
  });
});
