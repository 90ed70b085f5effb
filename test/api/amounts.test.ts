/**
 * Money amounts are judged exactly on their decimal text: the one rule of
 * `WireAmount` / `PositiveWireAmount` and the exact `toMinor`, then every
 * amount-bearing operation against the real server on a real database —
 * payment links (14), gift cards (15), external recharges (2, multipart) and
 * the early-departure refund of a check-in status change (18). A refused
 * amount is a 400 naming the field in Spanish and writes nothing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fetch, FormData } from 'undici';
import { exactAmount, fromMinor, MAX_AMOUNT, PositiveWireAmount, toMinor, WireAmount } from '../../src/api/contract/index.js';
import { first, sql } from '../../src/store/sql.js';
import { call, startTestService } from '../helpers/service.js';
import { GIFT_SENDER } from '../helpers/giftCards.js';
import { startedForEach } from '../helpers/lifecycle.js';

/** Amounts every operation must refuse, with the Spanish reason, as JSON text of the body's `amount`. */
const REFUSED: Array<[json: string, reason: string]> = [
  ['1e-9', 'admite como máximo dos decimales'],
  ['"0.000000001"', 'admite como máximo dos decimales'],
  ['0.30000000000000004', 'admite como máximo dos decimales'],
  ['12.345', 'admite como máximo dos decimales'],
  ['"12.345"', 'admite como máximo dos decimales'],
  ['0', 'debe ser mayor que cero'],
  ['"0.00"', 'debe ser mayor que cero'],
  ['-5', 'no puede ser negativo'],
  ['"-0.01"', 'no puede ser negativo'],
  ['10000000000.01', 'no puede superar 10000000000'],
  ['"1e3"', 'debe ser un número'],
  ['"NaN"', 'debe ser un número'],
  ['"Infinity"', 'debe ser un número'],
  ['true', 'debe ser un número o un texto numérico'],
];

describe('the exact amount rule (contract)', () => {
  it('judges a JSON number by its shortest decimal text, without float tolerance', () => {
    expect(exactAmount(1e-9, true)).toEqual({ ok: false, reason: 'admite como máximo dos decimales' });
    expect(exactAmount(0.1 + 0.2, true)).toEqual({ ok: false, reason: 'admite como máximo dos decimales' });
    expect(exactAmount(Number.NaN, true)).toEqual({ ok: false, reason: 'debe ser un número finito' });
    expect(exactAmount(Number.POSITIVE_INFINITY, true)).toEqual({ ok: false, reason: 'debe ser un número finito' });
    expect(exactAmount(-0, true)).toEqual({ ok: false, reason: 'debe ser mayor que cero' });
    expect(exactAmount(-0, false).ok).toBe(true);
    for (const ok of [12.5, 1000, 0.29, 0.01, MAX_AMOUNT, 9_999_999_999.99]) expect(exactAmount(ok, true).ok, String(ok)).toBe(true);
    expect(WireAmount.parse(' 150000.50 ')).toBe(150000.5);
    expect(WireAmount.parse(0)).toBe(0);
    expect(PositiveWireAmount.safeParse(0).success).toBe(false);
    expect(PositiveWireAmount.safeParse(MAX_AMOUNT + 0.01).success).toBe(false);
  });

  it('converts to minor units exactly where float arithmetic would not (0.29 × 100 = 28.999…), and refuses a third decimal', () => {
    expect(0.29 * 100).not.toBe(29);
    expect(toMinor(0.29)).toBe(29);
    expect(toMinor(1.15)).toBe(115);
    expect(toMinor('9999999999.99')).toBe(999_999_999_999);
    expect(() => toMinor(1e-9)).toThrow(RangeError);
    expect(() => toMinor('1.0000000000000000000001')).toThrow(RangeError);
    expect(() => toMinor(Number.NaN)).toThrow(RangeError);
  });

  it('round-trips every amount of whole centavos up to the maximum, as a number and as text (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_AMOUNT * 100 }), (minor) => {
        const major = fromMinor(minor);
        const text = `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
        expect(PositiveWireAmount.parse(major)).toBe(major);
        expect(PositiveWireAmount.parse(text)).toBe(major);
        expect(toMinor(PositiveWireAmount.parse(major))).toBe(minor);
        expect(toMinor(PositiveWireAmount.parse(text))).toBe(minor);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('every amount-bearing operation applies the exact rule', () => {
  const svc = startedForEach(startTestService);

  const count = async (table: string) => (await first<{ n: number }>(svc.store.db, sql`SELECT COUNT(*) AS n FROM ${sql.table(table)}`))!.n;
  /** POST a JSON body whose `amount` is written as `amountJson`, so `1e-9` reaches the server as that very number text. */
  const postWithAmount = (path: string, body: Record<string, unknown>, amountJson: string) =>
    call(svc.url, 'POST', path, { body: JSON.stringify({ ...body, amount: '__AMOUNT__' }).replace('"__AMOUNT__"', amountJson) });

  const LINK = {
    hotel_id: 1,
    guest_name: 'Ana Gómez',
    email: 'ana@example.com',
    phone: '+573001234567',
    description: 'Estadía',
    available_hours: 24,
    agency_id: 1,
  };
  const GIFT = {
    sender: GIFT_SENDER,
    recipient: { name: 'Lucía Ruiz', email: 'lucia@example.com' },
    currency: 'COP',
    note: 'Regalo',
    external_ref_id: 'gift-1',
    temp_webhook_url: 'http://127.0.0.1:9/hooks/gift',
    success_url: 'https://shop.example/ok',
    failure_url: 'https://shop.example/ko',
  };

  it('endpoint 14 (payment link): 400 naming amount for each refused amount, nothing stored; exact centavos otherwise', async () => {
    for (const [json, reason] of REFUSED) {
      const r = await postWithAmount('/v2/links/schedule/', LINK, json);
      expect([json, r.status]).toEqual([json, 400]);
      expect(r.body).toMatchObject({ code: '400', message: expect.any(String) });
      expect(r.body.detail, json).toBe(`Campos inválidos: amount: ${reason}`);
    }
    expect(await count('payment_links')).toBe(0);
    for (const [json, minor] of [
      ['12.5', 1250],
      ['1000', 100000],
      ['"0.29"', 29],
      ['1.15', 115],
      ['10000000000', 1_000_000_000_000],
    ] as const) {
      const r = await postWithAmount('/v2/links/schedule/', LINK, json);
      expect([json, r.status]).toEqual([json, 200]);
      const stored = (await first<{ m: number }>(svc.store.db, sql`SELECT amount_minor AS m FROM payment_links WHERE code = ${r.body.code}`))!;
      expect([json, stored.m]).toEqual([json, minor]);
    }
  });

  it('endpoint 15 (gift card): 400 naming amount for each refused amount, nothing stored', async () => {
    for (const [json, reason] of REFUSED) {
      const r = await postWithAmount('/v1/gift-cards', GIFT, json);
      expect([json, r.status]).toEqual([json, 400]);
      expect(r.body.detail, json).toBe(`Campos inválidos: amount: ${reason}`);
    }
    expect(await count('gift_cards')).toBe(0);
    expect(await count('payment_links')).toBe(0);
    const ok = await postWithAmount('/v1/gift-cards', GIFT, '0.29');
    expect(ok.status).toBe(200);
    expect(await first(svc.store.db, sql`SELECT amount_minor AS m FROM gift_cards`)).toEqual({ m: 29 });
  });

  it('endpoint 2 (recharge, multipart): amount=0.000000001 and the other refused texts are a 400 naming amount; no recharge of 0 COP', async () => {
    const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
    const upload = async (amount: string) => {
      const form = new FormData();
      for (const [k, v] of Object.entries({ amount, currency: 'COP', payment_method: 'Transferencia', payment_reference: `TRX-${amount}` })) form.append(k, v);
      form.append('payment_receipt', new Blob([PDF], { type: 'application/pdf' }), 'recibo.pdf');
      const res = await fetch(`${svc.url}/v2/preloaded-balance/agencies/1/external`, {
        method: 'POST',
        body: form,
        headers: { authorization: 'Bearer demo-agency-1' },
      });
      return { status: res.status, body: (await res.json()) as any };
    };
    const balance = async () => (await first<{ b: number }>(svc.store.db, sql`SELECT balance_minor AS b FROM agencies WHERE id = 1`))!.b;
    const before = await balance();
    for (const [amount, reason] of [
      ['0.000000001', 'admite como máximo dos decimales'],
      ['1e-9', 'debe ser un número'],
      ['0.30000000000000004', 'admite como máximo dos decimales'],
      ['0', 'debe ser mayor que cero'],
      ['-1', 'no puede ser negativo'],
      ['10000000000.01', 'no puede superar 10000000000'],
    ] as const) {
      const r = await upload(amount);
      expect([amount, r.status]).toEqual([amount, 400]);
      expect(r.body.detail, amount).toContain(`amount: ${reason}`);
    }
    expect(await count('recharges')).toBe(0);
    const ok = await upload('0.29');
    expect(ok.status).toBe(200);
    expect(await first(svc.store.db, sql`SELECT amount_minor AS m FROM recharges`)).toEqual({ m: 29 });
    expect(await balance()).toBe(before + 29);
  });

  it('endpoint 18 (early departure): refound_amount=0.000000001 is a 400 naming refound_amount', async () => {
    const put = (amount: string) =>
      call(svc.url, 'PUT', `/v1/bookings/1?hotel_id=100001&portal_code=booking&checkin_status=4&refound_amount=${amount}`, { key: 'demo-operator' });
    for (const [amount, reason] of [
      ['0.000000001', 'admite como máximo dos decimales'],
      ['1e-9', 'debe ser un número'],
      ['-3', 'no puede ser negativo'],
    ] as const) {
      const r = await put(amount);
      expect([amount, r.status]).toEqual([amount, 400]);
      expect(r.body.detail, amount).toBe(`Campos inválidos: refound_amount: ${reason}`);
    }
  });
});
