/**
 * The Mercado Pago adapter (src/api/domain/carriers/mercadopago.ts) against
 * the loopback fake Mercado Pago of test/helpers/mercadopago.ts, plus
 * known-answer vectors of the webhook signature computed by hand
 * (`printf '%s' '<manifest>' | openssl dgst -sha256 -hmac '<secret>'`) from
 * the template Mercado Pago documents, so no test trusts the code under test
 * to check itself.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  decimalToMinor,
  MERCADOPAGO_API_URL,
  MercadoPagoCarrier,
  type MercadoPagoSettings,
  mercadoPagoManifest,
  mercadoPagoSignature,
  mercadoPagoStatus,
  parseMercadoPagoSettings,
} from '../../src/api/domain/carriers/mercadopago.js';
import {
  CarrierAuthError,
  CarrierConfigError,
  type CarrierEventReading,
  CarrierEventRefusedError,
  CarrierRequestError,
  CarrierUnavailableError,
  type CheckoutAttempt,
  CheckoutInputError,
  decisiveTransaction,
  matchesAttempt,
} from '../../src/api/domain/carriers/types.js';
import { ManualClock } from '../../src/clock.js';
import {
  FAKE_MERCADOPAGO_CREDENTIALS,
  FakeCheckoutRefused,
  type FakeMercadoPagoNotification,
  type MercadoPagoRawStatus,
  startFakeMercadoPago,
  fakeMercadoPagoEnv,
} from '../helpers/mercadopago.js';
import { startedForFile } from '../helpers/lifecycle.js';

const T0 = new Date('2026-12-01T12:00:00Z');
const NOTIFY_URL = 'https://hotel.example/carriers/mercadopago/events';

const fake = startedForFile(startFakeMercadoPago);
let clock: ManualClock;
let settings: MercadoPagoSettings;
let mp: MercadoPagoCarrier;

beforeEach(() => {
  fake.reset();
  clock = new ManualClock(T0);
  fake.now = () => clock.now();
  settings = parseMercadoPagoSettings(fakeMercadoPagoEnv(fake));
  mp = new MercadoPagoCarrier(settings, { clock, timeoutMs: 2000 });
});

function attempt(over: Partial<CheckoutAttempt> = {}): CheckoutAttempt {
  return {
    reference: 'att_0001-abc',
    amountMinor: 15_000_000, // $150.000
    currency: 'COP',
    description: 'Hotel Prueba, 2 noches',
    expiresAt: new Date(T0.getTime() + 30 * 60_000),
    returnUrl: 'https://hotel.example/pay/ABC123/result',
    notificationUrl: NOTIFY_URL,
    payer: {
      email: 'ana@example.com',
      fullName: 'Ana María Pérez',
      phoneNumber: '3019777777',
      phoneNumberPrefix: '+57',
      legalId: '1020304050',
      legalIdType: 'CC',
    },
    ...over,
  };
}

async function checkoutUrl(a: CheckoutAttempt = attempt()): Promise<string> {
  const start = await mp.startCheckout(a);
  if (start.kind !== 'redirect') throw new Error('expected a redirect');
  return start.url;
}

function asTransaction(r: CarrierEventReading): Extract<CarrierEventReading, { kind: 'transaction' }> {
  if (r.kind !== 'transaction') throw new Error(`expected a transaction reading, got ${r.kind}`);
  return r;
}

/** What a route would hand the adapter for notification `n`. */
function raw(n: FakeMercadoPagoNotification) {
  return { body: Buffer.from(n.body), headers: n.headers, query: n.query };
}

async function caught(p: Promise<unknown>): Promise<unknown> {
  return p.then(
    () => undefined,
    (e: unknown) => e,
  );
}

describe('settings', () => {
  it('reads the token, the secret and the API URL; the environment comes from the token prefix', () => {
    const test = parseMercadoPagoSettings({ MERCADOPAGO_ACCESS_TOKEN: 'TEST-123-abc', MERCADOPAGO_WEBHOOK_SECRET: 's3cr3t' });
    expect(test).toEqual({ accessToken: 'TEST-123-abc', webhookSecret: 's3cr3t', apiUrl: 'https://api.mercadopago.com', environment: 'sandbox' });
    expect(MERCADOPAGO_API_URL).toBe('https://api.mercadopago.com');
    const prod = parseMercadoPagoSettings({
      MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-123-abc',
      MERCADOPAGO_WEBHOOK_SECRET: 'x',
      MERCADOPAGO_API_URL: 'http://127.0.0.1:9/',
    });
    expect(prod).toMatchObject({ environment: 'production', apiUrl: 'http://127.0.0.1:9' });
  });

  it('refuses missing or bad settings, naming them but never their values', () => {
    const cases: Array<[Record<string, string | undefined>, RegExp]> = [
      [{ MERCADOPAGO_WEBHOOK_SECRET: 'secretvalue1' }, /MERCADOPAGO_ACCESS_TOKEN/],
      [{ MERCADOPAGO_ACCESS_TOKEN: 'TEST-secretvalue1' }, /MERCADOPAGO_WEBHOOK_SECRET/],
      [{ MERCADOPAGO_ACCESS_TOKEN: 'secretvalue1', MERCADOPAGO_WEBHOOK_SECRET: 'x' }, /MERCADOPAGO_ACCESS_TOKEN debe empezar/],
      [{ MERCADOPAGO_ACCESS_TOKEN: 'TEST-1', MERCADOPAGO_WEBHOOK_SECRET: 'secretvalue1', MERCADOPAGO_API_URL: 'ftp://x' }, /MERCADOPAGO_API_URL/],
      [{ MERCADOPAGO_ACCESS_TOKEN: '  ', MERCADOPAGO_WEBHOOK_SECRET: 'secretvalue1' }, /MERCADOPAGO_ACCESS_TOKEN/],
    ];
    for (const [env, names] of cases) {
      const err = (() => {
        try {
          parseMercadoPagoSettings(env);
        } catch (e) {
          return e;
        }
        return undefined;
      })();
      expect(err).toBeInstanceOf(CarrierConfigError);
      expect((err as Error).message).toMatch(names);
      expect((err as Error).message).not.toContain('secretvalue1');
    }
  });
});

describe('webhook signature: known answers', () => {
  const requestId = 'bb56a2f1-6aae-46ac-982e-9dcd3581d08e';
  const secret = 'your_secret_key_here';

  it('builds the documented manifest and its HMAC-SHA256 hex', () => {
    const manifest = mercadoPagoManifest({ dataId: '123456789', requestId, ts: '1704908010' });
    expect(manifest).toBe(`id:123456789;request-id:${requestId};ts:1704908010;`);
    expect(mercadoPagoSignature(manifest, secret)).toBe('30b0236918b7ac75a7afdfaff740dd3ae9152b0b4b6ea8f5e5d97b65cab656e3');
    // an alphanumeric data.id is signed in lowercase
    const upper = mercadoPagoManifest({ dataId: 'ORD01JQ4S4KY8HAA8JTMAEKYQ52PQ', requestId, ts: '1704908010' });
    expect(mercadoPagoSignature(upper, secret)).toBe('0b50099313035364b602cfe1fc7bf39d2b8878d0c2b6a545bf47a78127877c26');
    // a value the notification lacks is left out of the manifest
    const noId = mercadoPagoManifest({ requestId, ts: '1704908010' });
    expect(noId).toBe(`request-id:${requestId};ts:1704908010;`);
    expect(mercadoPagoSignature(noId, secret)).toBe('1e14733af285d181f3a4518f56aeaab5e8057184b4f937cab41d186aaa0f634a');
  });

  it('reads a notification signed by hand (ts in seconds, as in the documented example header)', async () => {
    const at = new Date(1704908010 * 1000);
    const docsClock = new ManualClock(new Date(at.getTime() + 60_000));
    fake.now = () => at;
    fake.seed({ id: 123456789, transaction_amount: 75000, external_reference: 'att_docs', status: 'approved', payment_type_id: 'bank_transfer' });
    const docs = new MercadoPagoCarrier({ ...settings, webhookSecret: secret }, { clock: docsClock });
    const headers = { 'x-signature': 'ts=1704908010,v1=30b0236918b7ac75a7afdfaff740dd3ae9152b0b4b6ea8f5e5d97b65cab656e3', 'x-request-id': requestId };
    const body = JSON.stringify({ action: 'payment.updated', api_version: 'v1', data: { id: '123456789' }, type: 'payment', user_id: 44444 });
    const read = asTransaction(await docs.readEvent({ body, headers, query: { 'data.id': '123456789', type: 'payment' } }));
    expect(read.transaction).toMatchObject({
      transactionId: '123456789',
      reference: 'att_docs',
      amountMinor: 7_500_000,
      status: 'approved',
      method: 'bank_transfer',
    });
    expect(read.sentAt?.toISOString()).toBe(at.toISOString());
    const flipped = { ...headers, 'x-signature': headers['x-signature'].replace(/e3$/, 'e4') };
    await expect(docs.readEvent({ body, headers: flipped, query: { 'data.id': '123456789', type: 'payment' } })).rejects.toMatchObject({
      reason: 'signature',
    });
  });
});

describe('startCheckout: the preference', () => {
  it('creates one preference with the amount in whole pesos, the reference, both URLs, the expiry and the idempotency key', async () => {
    const a = attempt({ expiresAt: new Date(T0.getTime() + 30 * 60_000 + 999) });
    const start = await mp.startCheckout(a);
    expect(fake.calls).toHaveLength(1);
    const call = fake.calls[0]!;
    expect(call).toMatchObject({ method: 'POST', path: '/checkout/preferences', status: 201, idempotencyKey: 'att_0001-abc' });
    expect(call.authorization).toBe(`Bearer ${fake.credentials.accessToken}`);
    const body = call.body as Record<string, any>;
    expect(body.items).toEqual([{ id: 'att_0001-abc', title: 'Hotel Prueba, 2 noches', quantity: 1, currency_id: 'COP', unit_price: 150000 }]);
    expect(body.external_reference).toBe('att_0001-abc');
    const notify = new URL(body.notification_url);
    expect(`${notify.origin}${notify.pathname}`).toBe(NOTIFY_URL);
    expect(notify.searchParams.get('source_news')).toBe('webhooks');
    expect(body.back_urls).toEqual({ success: a.returnUrl, failure: a.returnUrl, pending: a.returnUrl });
    expect(body.auto_return).toBe('approved');
    expect(body.expires).toBe(true);
    // ISO 8601 with an offset, never after the attempt's own expiry, and the payer can start at once
    expect(body.expiration_date_to).toBe('2026-12-01T07:30:00.000-05:00');
    expect(Date.parse(body.expiration_date_to)).toBeLessThanOrEqual(a.expiresAt.getTime());
    expect(Date.parse(body.expiration_date_from)).toBeLessThanOrEqual(T0.getTime());
    expect(body.payer).toEqual({
      email: 'ana@example.com',
      name: 'Ana María Pérez',
      phone: { number: '3019777777' },
      identification: { type: 'CC', number: '1020304050' },
    });
    const pref = fake.preferences.get(start.checkoutId ?? '');
    expect(pref).toBeDefined();
    expect(start).toEqual({
      kind: 'redirect',
      url: pref!.sandbox_init_point, // TEST- credentials
      reference: 'att_0001-abc',
      amountMinor: 15_000_000,
      currency: 'COP',
      expiresAt: new Date(T0.getTime() + 30 * 60_000),
      checkoutId: pref!.id,
    });
  });

  it('production credentials send the payer to init_point; unknown document types go as Otro', async () => {
    const prodToken = 'APP_USR-5566778899001122-120112-aa11bb22cc33dd44ee55ff6677889900-998877';
    const prodFake = await startFakeMercadoPago({ ...FAKE_MERCADOPAGO_CREDENTIALS, accessToken: prodToken });
    try {
      prodFake.now = () => clock.now();
      const prod = new MercadoPagoCarrier(
        parseMercadoPagoSettings({ MERCADOPAGO_ACCESS_TOKEN: prodToken, MERCADOPAGO_WEBHOOK_SECRET: 'x', MERCADOPAGO_API_URL: prodFake.apiUrl }),
        { clock },
      );
      expect(prod.environment).toBe('production');
      const start = await prod.startCheckout(attempt({ payer: { legalId: 'AB123', legalIdType: 'PP' } }));
      const pref = prodFake.preferences.get(start.checkoutId ?? '')!;
      expect(start.kind === 'redirect' && start.url).toBe(pref.init_point);
      expect(pref.payer).toEqual({ identification: { type: 'Otro', number: 'AB123' } });
    } finally {
      await prodFake.close();
    }
  });

  it('the hosted checkout takes a payment before the expiry and refuses it after', async () => {
    const url = await checkoutUrl();
    clock.advance(29 * 60_000);
    const paid = fake.pay(url, { status: 'approved', payment_type_id: 'debit_card' });
    expect(paid).toMatchObject({ transaction_amount: 150000, currency_id: 'COP', external_reference: 'att_0001-abc', status: 'approved' });
    clock.advance(60_000 + 1);
    expect(() => fake.pay(url, { status: 'approved' })).toThrow(FakeCheckoutRefused);
  });

  it('a retried start with the same reference gets the same preference', async () => {
    const first = await mp.startCheckout(attempt());
    const second = await mp.startCheckout(attempt());
    expect(second.checkoutId).toBe(first.checkoutId);
    expect(fake.preferences.size).toBe(1);
  });

  it.each([
    ['a currency other than COP', { currency: 'USD' }],
    ['centavos Mercado Pago cannot charge in COP', { amountMinor: 15_000_010 }],
    ['a zero amount', { amountMinor: 0 }],
    ['no notification URL', { notificationUrl: undefined }],
    ['a relative return URL', { returnUrl: '/pay/ABC123/result' }],
    ['a bad reference', { reference: 'att 0001' }],
    ['an expiry already past', { expiresAt: new Date(T0.getTime() - 1) }],
    ['an empty description', { description: '  ' }],
  ] as const)('refuses %s without calling Mercado Pago', async (_what, over) => {
    await expect(mp.startCheckout(attempt(over as Partial<CheckoutAttempt>))).rejects.toBeInstanceOf(CheckoutInputError);
    expect(fake.calls).toEqual([]);
  });
});

describe('readEvent', () => {
  it('verifies a genuine notification, reads the payment it names and normalises it', async () => {
    const url = await checkoutUrl();
    const paid = fake.pay(url, { status: 'approved', payment_type_id: 'credit_card' });
    fake.calls.length = 0;
    const read = asTransaction(await mp.readEvent(raw(fake.notification(paid.id))));
    expect(read.transaction).toEqual({
      carrier: 'mercadopago',
      transactionId: String(paid.id),
      reference: 'att_0001-abc',
      amountMinor: 15_000_000,
      currency: 'COP',
      status: 'approved',
      rawStatus: 'approved',
      statusDetail: 'accredited',
      method: 'credit_card',
      createdAt: T0,
      finalizedAt: T0,
    });
    expect(read.key).toBe(`mercadopago:${paid.id}:approved`);
    expect(read.eventType).toBe('payment.created');
    expect(matchesAttempt(read.transaction, attempt())).toBe(true);
    expect(fake.calls.map((c) => `${c.method} ${c.path}`)).toEqual([`GET /v1/payments/${paid.id}`]);
  });

  it('accepts ts in seconds and a notification without x-request-id (signed without that part)', async () => {
    const p = fake.seed({ transaction_amount: 1000, external_reference: 'r1', status: 'pending' });
    expect((await mp.readEvent(raw(fake.notification(p.id, { tsUnit: 's' })))).kind).toBe('transaction');
    const noRequestId = fake.notification(p.id, { variant: 'no-request-id' });
    expect(noRequestId.headers['x-request-id']).toBeUndefined();
    expect(asTransaction(await mp.readEvent(raw(noRequestId))).transaction.status).toBe('pending');
  });

  it.each(['unsigned', 'wrong-secret', 'tampered-id', 'body-id-mismatch'] as const)('refuses a %s notification (signature)', async (variant) => {
    const p = fake.seed({ transaction_amount: 150000, external_reference: 'att_0001-abc', status: 'approved' });
    fake.seed({ transaction_amount: 1, external_reference: 'other', status: 'approved' }); // the id a tampered notification points to
    fake.calls.length = 0;
    await expect(mp.readEvent(raw(fake.notification(p.id, { variant })))).rejects.toMatchObject({ name: 'CarrierEventRefusedError', reason: 'signature' });
    expect(fake.calls).toEqual([]);
  });

  it('refuses garbage in x-signature, stale or future timestamps, and a body that is not JSON', async () => {
    const p = fake.seed({ transaction_amount: 100, external_reference: 'r2', status: 'approved' });
    const n = fake.notification(p.id);
    for (const bad of ['', 'ts=,v1=', 'v1=abc', `ts=${T0.getTime()}`, `ts=${T0.getTime()},v1=zz${'0'.repeat(62)}`]) {
      await expect(mp.readEvent(raw({ ...n, headers: { ...n.headers, 'x-signature': bad } }))).rejects.toMatchObject({ reason: 'signature' });
    }
    const old = fake.notification(p.id, { ts: T0.getTime() - 73 * 3600_000 });
    await expect(mp.readEvent(raw(old))).rejects.toMatchObject({ reason: 'stale' });
    const future = fake.notification(p.id, { ts: T0.getTime() + 3600_000 });
    await expect(mp.readEvent(raw(future))).rejects.toMatchObject({ reason: 'stale' });
    const retried = fake.notification(p.id, { ts: T0.getTime() - 24 * 3600_000 });
    expect((await mp.readEvent(raw(retried))).kind).toBe('transaction');
    await expect(mp.readEvent({ ...raw(n), body: '{not json' })).rejects.toMatchObject({ reason: 'malformed' });
  });

  it('ignores genuine notifications of other types without asking the API', async () => {
    const n = fake.notification('26262399173', { type: 'topic_merchant_order_wh', action: 'topic_merchant_order_wh.updated' });
    expect(await mp.readEvent(raw(n))).toEqual({ kind: 'ignored', eventType: 'topic_merchant_order_wh.updated' });
    expect(fake.calls).toEqual([]);
    // still verified first
    const forged = fake.notification('26262399173', { type: 'topic_merchant_order_wh', variant: 'wrong-secret' });
    await expect(mp.readEvent(raw(forged))).rejects.toBeInstanceOf(CarrierEventRefusedError);
  });

  it('refuses a genuinely signed notification of a payment Mercado Pago does not know (contradicted)', async () => {
    await expect(mp.readEvent(raw(fake.notification(91_999_999_999)))).rejects.toMatchObject({ reason: 'contradicted' });
    expect(fake.calls.map((c) => c.status)).toEqual([404]);
  });

  it('cannot confirm while Mercado Pago is down: CarrierUnavailableError (the route answers 5xx, Mercado Pago retries)', async () => {
    const p = fake.seed({ transaction_amount: 100, external_reference: 'r3', status: 'approved' });
    fake.failWith = 503;
    await expect(mp.readEvent(raw(fake.notification(p.id)))).rejects.toBeInstanceOf(CarrierUnavailableError);
  });

  it('posted to a receiver: duplicates share a key, a late pending reads the current status, forged ones get 401', async () => {
    const seen: string[] = [];
    const receiver = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const query = Object.fromEntries(new URL(req.url ?? '/', 'http://x').searchParams);
      try {
        const r = await mp.readEvent({ body: Buffer.concat(chunks), headers: req.headers, query });
        if (r.kind === 'transaction') seen.push(r.key);
        res.writeHead(200).end();
      } catch (e) {
        res.writeHead(e instanceof CarrierEventRefusedError ? 401 : 503).end();
      }
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    const target = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/carriers/mercadopago/events?source_news=webhooks`;
    try {
      const paid = fake.pay(await checkoutUrl(), { status: 'in_process', payment_type_id: 'bank_transfer' });
      const pending = fake.notification(paid.id);
      fake.settle(paid.id, 'approved');
      const approved = fake.notification(paid.id);
      expect(JSON.parse(approved.body).action).toBe('payment.updated');
      expect((await fake.postNotification(target, approved)).status).toBe(200);
      expect((await fake.postNotification(target, approved)).status).toBe(200);
      expect((await fake.postNotification(target, pending)).status).toBe(200);
      expect((await fake.postNotification(target, fake.notification(paid.id, { variant: 'wrong-secret' }))).status).toBe(401);
      expect((await fake.postNotification(target, fake.notification(paid.id, { variant: 'tampered-id' }))).status).toBe(401);
      expect(seen).toEqual([`mercadopago:${paid.id}:approved`, `mercadopago:${paid.id}:approved`, `mercadopago:${paid.id}:approved`]);
    } finally {
      await new Promise<void>((r) => receiver.close(() => r()));
    }
  });
});

describe('API: payments, refunds, cancellations, errors', () => {
  it('maps every documented status and reads decimal amounts exactly', async () => {
    const expected: Record<MercadoPagoRawStatus, string> = {
      approved: 'approved',
      pending: 'pending',
      in_process: 'pending',
      authorized: 'pending',
      in_mediation: 'pending',
      rejected: 'declined',
      cancelled: 'declined',
      refunded: 'voided',
      charged_back: 'voided',
    };
    for (const [rawStatus, status] of Object.entries(expected)) {
      expect(mercadoPagoStatus(rawStatus)).toBe(status);
      const p = fake.seed({
        transaction_amount: 150000.1,
        currency_id: 'COP',
        external_reference: `s-${rawStatus}`,
        status: rawStatus as MercadoPagoRawStatus,
      });
      const tx = await mp.transaction(String(p.id));
      expect(tx).toMatchObject({ transactionId: String(p.id), status, rawStatus, amountMinor: 15_000_010, reference: `s-${rawStatus}` });
      expect(tx?.finalizedAt === undefined).toBe(['pending', 'in_process', 'authorized', 'in_mediation'].includes(rawStatus));
    }
    expect(decimalToMinor(0.29)).toBe(29);
    expect(decimalToMinor('9999999999.99')).toBe(999_999_999_999);
    expect(decimalToMinor(1.005)).toBeUndefined();
    expect(decimalToMinor(-1)).toBeUndefined();
    expect(await mp.transaction('91000999999')).toBeUndefined();
    expect(await mp.transaction('../checkout/preferences')).toBeUndefined();
  });

  it('searches by reference: exact matches, oldest first, across pages', async () => {
    const url = await checkoutUrl();
    const declined = fake.pay(url, { status: 'rejected', status_detail: 'cc_rejected_insufficient_amount' });
    clock.advance(60_000);
    const approved = fake.pay(url, { status: 'approved' });
    fake.seed({ transaction_amount: 150000, external_reference: 'att_0001-abcd', status: 'approved' });
    fake.calls.length = 0;
    const list = await mp.transactionsByReference('att_0001-abc');
    expect(list.map((t) => t.transactionId)).toEqual([String(declined.id), String(approved.id)]);
    expect(list[0]).toMatchObject({ status: 'declined', statusDetail: 'cc_rejected_insufficient_amount' });
    expect(decisiveTransaction(list)?.transactionId).toBe(String(approved.id));
    const path = new URL(fake.calls[0]!.path, 'http://x');
    expect(path.pathname).toBe('/v1/payments/search');
    expect(Object.fromEntries(path.searchParams)).toMatchObject({ external_reference: 'att_0001-abc', sort: 'date_created', criteria: 'asc' });
    expect(await mp.transactionsByReference('nadie')).toEqual([]);

    for (let i = 0; i < 130; i++) {
      clock.advance(1000);
      fake.seed({ transaction_amount: 100, external_reference: 'many', status: 'rejected' });
    }
    fake.calls.length = 0;
    const many = await mp.transactionsByReference('many');
    expect(many).toHaveLength(130);
    expect(many.every((t, i) => i === 0 || (t.createdAt?.getTime() ?? 0) > (many[i - 1]!.createdAt?.getTime() ?? 0))).toBe(true);
    expect(fake.calls).toHaveLength(2);
  });

  it('refunds in full: the payment reads voided', async () => {
    const p = fake.seed({ transaction_amount: 150000, external_reference: 'f1', status: 'approved' });
    const result = await mp.refund!(String(p.id), { idempotencyKey: 'refund-f1' });
    expect(result.transaction).toMatchObject({ transactionId: String(p.id), status: 'voided', rawStatus: 'refunded' });
    const call = fake.calls.find((c) => c.method === 'POST')!;
    expect(call).toMatchObject({ path: `/v1/payments/${p.id}/refunds`, idempotencyKey: 'refund-f1', body: {} });
    expect(fake.payments.get(p.id)?.refunds.map((r) => r.amount)).toEqual([150000]);
  });

  it('refunds in part (whole pesos), then the rest; a retried refund with the same key happens once', async () => {
    const p = fake.seed({ transaction_amount: 150000, external_reference: 'p1', status: 'approved' });
    const first = await mp.refund!(String(p.id), { amountMinor: 5_000_000, idempotencyKey: 'refund-p1-a' });
    expect(first.transaction).toMatchObject({ status: 'approved', statusDetail: 'partially_refunded' });
    expect(fake.calls.find((c) => c.method === 'POST')?.body).toEqual({ amount: 50000 });
    const retried = await mp.refund!(String(p.id), { amountMinor: 5_000_000, idempotencyKey: 'refund-p1-a' });
    expect(retried.transaction?.status).toBe('approved');
    expect(fake.payments.get(p.id)?.refunds).toHaveLength(1);
    const rest = await mp.refund!(String(p.id), { amountMinor: 10_000_000, idempotencyKey: 'refund-p1-b' });
    expect(rest.transaction).toMatchObject({ status: 'voided', rawStatus: 'refunded' });
    expect(fake.payments.get(p.id)?.refunds.map((r) => r.amount)).toEqual([50000, 100000]);
  });

  it('refuses refunds Mercado Pago cannot make: centavos (locally), too much, not approved (typed errors)', async () => {
    const p = fake.seed({ transaction_amount: 150000, external_reference: 'x1', status: 'approved' });
    await expect(mp.refund!(String(p.id), { amountMinor: 5_000_050, idempotencyKey: 'k1' })).rejects.toBeInstanceOf(CheckoutInputError);
    expect(fake.calls).toEqual([]);
    await expect(mp.refund!(String(p.id), { amountMinor: 20_000_000, idempotencyKey: 'k2' })).rejects.toMatchObject({
      name: 'CarrierRequestError',
      httpStatus: 400,
      carrierCode: 'invalid_refund_amount',
    });
    const pending = fake.seed({ transaction_amount: 100, external_reference: 'x2', status: 'pending' });
    await expect(mp.refund!(String(pending.id), { idempotencyKey: 'k3' })).rejects.toBeInstanceOf(CarrierRequestError);
    expect(fake.payments.get(p.id)?.status).toBe('approved');
  });

  it('cancels a pending payment (declined); an approved one is refused and stays approved', async () => {
    const pending = fake.seed({ transaction_amount: 150000, external_reference: 'c1', status: 'pending', payment_type_id: 'ticket' });
    const result = await mp.void(String(pending.id));
    expect(result.transaction).toMatchObject({ status: 'declined', rawStatus: 'cancelled', statusDetail: 'by_collector' });
    expect(fake.calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'cancelled' });
    const approved = fake.seed({ transaction_amount: 150000, external_reference: 'c2', status: 'approved' });
    await expect(mp.void(String(approved.id))).rejects.toMatchObject({ name: 'CarrierRequestError', httpStatus: 400 });
    expect(fake.payments.get(approved.id)?.status).toBe('approved');
    await expect(mp.void('91000999999')).rejects.toMatchObject({ name: 'CarrierRequestError', httpStatus: 404 });
  });

  it('a wrong access token is CarrierAuthError on every call, without the token in the error', async () => {
    const p = fake.seed({ transaction_amount: 150000, external_reference: 'k1', status: 'approved' });
    const wrongToken = 'TEST-0000000000000000-000000-notTheSellersToken0000000000-0';
    const wrong = new MercadoPagoCarrier({ ...settings, accessToken: wrongToken }, { clock });
    const calls = [
      () => wrong.startCheckout(attempt()),
      () => wrong.transaction(String(p.id)),
      () => wrong.transactionsByReference('k1'),
      () => wrong.void(String(p.id)),
      () => wrong.refund!(String(p.id), { idempotencyKey: 'k' }),
      () => wrong.readEvent(raw(fake.notification(p.id))),
    ];
    for (const call of calls) {
      const err = await caught(call());
      expect(err).toBeInstanceOf(CarrierAuthError);
      expect((err as CarrierAuthError).httpStatus).toBe(401);
      expect(String((err as Error).message)).not.toContain(wrongToken);
      expect(JSON.stringify(err)).not.toContain(wrongToken);
    }
    expect(fake.payments.get(p.id)?.status).toBe('approved');
    expect(fake.preferences.size).toBe(0);
  });

  it('an unreachable API, a 5xx and a time limit are CarrierUnavailableError', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const nowhere = new MercadoPagoCarrier({ ...settings, apiUrl: `http://127.0.0.1:${port}` }, { clock, timeoutMs: 2000 });
    await expect(nowhere.transaction('91000000001')).rejects.toBeInstanceOf(CarrierUnavailableError);
    await expect(nowhere.startCheckout(attempt())).rejects.toBeInstanceOf(CarrierUnavailableError);

    for (const status of [500, 503]) {
      fake.failWith = status;
      const err = await caught(mp.transactionsByReference('x'));
      expect(err).toBeInstanceOf(CarrierUnavailableError);
      expect((err as CarrierUnavailableError).httpStatus).toBe(status);
    }
    fake.failWith = undefined;

    const quick = new MercadoPagoCarrier(settings, { clock, timeoutMs: 200 });
    fake.stall = true;
    await expect(quick.transaction('91000000001')).rejects.toBeInstanceOf(CarrierUnavailableError);
  });

  it('reads the payment id Mercado Pago appends to the back URLs', () => {
    expect(mp.readReturn({ payment_id: '96718866362', collection_id: '96718866362', status: 'approved' })).toBe('96718866362');
    expect(mp.readReturn({ collection_id: '96718866362' })).toBe('96718866362');
    expect(mp.readReturn({ payment_id: 'null', collection_id: 'null' })).toBeUndefined();
    expect(mp.readReturn({})).toBeUndefined();
  });

  it('declares its capabilities: redirect, COP only, refunds (partial too) instead of voids, per-checkout events', () => {
    expect(mp.capabilities).toEqual({
      checkout: 'redirect',
      ownCardForm: false,
      methods: ['credit_card', 'debit_card', 'ticket', 'bank_transfer', 'account_money'],
      currencies: ['COP'],
      wholeUnitCurrencies: ['COP'],
      reversals: { voidMethods: [], refund: { methods: 'all', partial: true } },
      checkoutExpiry: true,
      eventsUrl: 'per_checkout',
    });
  });
});
