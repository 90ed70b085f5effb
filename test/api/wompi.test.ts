/**
 * The Wompi adapter (src/api/domain/carriers/wompi.ts) against the loopback
 * fake Wompi of test/helpers/wompi.ts, plus known-answer vectors computed by
 * hand (`printf '%s' '<string>' | sha256sum`) from the algorithms Wompi
 * documents, so no test trusts the code under test to check itself.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/clock.js';
import { toMinor } from '../../src/api/contract/index.js';
import {
  CarrierAuthError,
  CarrierConfigError,
  CarrierEventRefusedError,
  CarrierRequestError,
  CarrierUnavailableError,
  CheckoutInputError,
  decisiveTransaction,
  matchesAttempt,
  type CarrierEventReading,
  type CheckoutAttempt,
} from '../../src/api/domain/carriers/types.js';
import {
  parseWompiSettings,
  WOMPI_PRODUCTION_API_URL,
  WOMPI_SANDBOX_API_URL,
  WompiCarrier,
  wompiIntegritySignature,
  type WompiSettings,
} from '../../src/api/domain/carriers/wompi.js';
import { FakeCheckoutRefused, fakeWompiEnv, startFakeWompi } from '../helpers/wompi.js';
import { startedForFile } from '../helpers/lifecycle.js';

const T0 = new Date('2026-12-01T12:00:00Z');

const fake = startedForFile(startFakeWompi);
let clock: ManualClock;
let settings: WompiSettings;
let wompi: WompiCarrier;

beforeEach(() => {
  fake.reset();
  clock = new ManualClock(T0);
  fake.now = () => clock.now();
  settings = parseWompiSettings(fakeWompiEnv(fake));
  wompi = new WompiCarrier(settings, { clock, timeoutMs: 2000 });
});

function attempt(over: Partial<CheckoutAttempt> = {}): CheckoutAttempt {
  return {
    reference: 'att_0001-abc',
    amountMinor: toMinor('150000.10'),
    currency: 'COP',
    description: 'Hotel Prueba, 2 noches',
    expiresAt: new Date(T0.getTime() + 30 * 60_000),
    returnUrl: 'https://hotel.example/pay/ABC123/result',
    payer: { email: 'ana@example.com', fullName: 'Ana Pérez', phoneNumber: '3019777777', phoneNumberPrefix: '+57' },
    ...over,
  };
}

async function checkoutUrl(a: CheckoutAttempt): Promise<URL> {
  const start = await wompi.startCheckout(a);
  if (start.kind !== 'redirect') throw new Error('expected a redirect');
  return new URL(start.url);
}

function asTransaction(r: CarrierEventReading) {
  if (r.kind !== 'transaction') throw new Error(`expected a transaction, got ${r.kind}`);
  return r;
}

describe('integrity signature (Widget & Web Checkout, step 3)', () => {
  it('matches the documented example without expiration-time', () => {
    // Documented: "sk8-438k4-xmxm392-sn2m2490000COPprod_integrity_Z5mMke9x0k8gpErbDqwrJXMqsI6SFli6" → 37c84077…
    expect(wompiIntegritySignature('sk8-438k4-xmxm392-sn2m', 2490000, 'COP', undefined, 'prod_integrity_Z5mMke9x0k8gpErbDqwrJXMqsI6SFli6')).toBe(
      '37c8407747e595535433ef8f6a811d853cd943046624a0ec04662b17bbf33bf5',
    );
  });

  it('puts expiration-time between currency and secret in the checkout URL (hand-computed vector)', async () => {
    // sha256("sk8-438k4-xmxm392-sn2m2490000COP2023-06-09T20:28:50.000Zprod_integrity_Z5mMke9x0k8gpErbDqwrJXMqsI6SFli6")
    const docs = new WompiCarrier(
      parseWompiSettings({
        WOMPI_PUBLIC_KEY: 'pub_prod_Kw4aC0rZVgLZQn209NbEKPuXLzBD28Zx',
        WOMPI_PRIVATE_KEY: 'prv_prod_434092Xa65F54dd6a181D1f87DFa03CzS',
        WOMPI_INTEGRITY_SECRET: 'prod_integrity_Z5mMke9x0k8gpErbDqwrJXMqsI6SFli6',
        WOMPI_EVENTS_SECRET: 'prod_events_OcHnIzeBl5socpwByQ4hA52Em3USQ93Z',
      }),
      { clock: new ManualClock(new Date('2023-06-09T20:00:00Z')) },
    );
    const start = await docs.startCheckout(
      attempt({ reference: 'sk8-438k4-xmxm392-sn2m', amountMinor: 2490000, expiresAt: new Date('2023-06-09T20:28:50.000Z') }),
    );
    if (start.kind !== 'redirect') throw new Error('expected a redirect');
    const url = new URL(start.url);
    expect(url.origin + url.pathname).toBe('https://checkout.wompi.co/p/');
    expect(url.searchParams.get('expiration-time')).toBe('2023-06-09T20:28:50.000Z');
    expect(url.searchParams.get('signature:integrity')).toBe('e972f58e7de36b283fbb93d9318d39a54ffdff4e8e917b534f30d63c9d7bb89c');
  });
});

describe('Web Checkout URL', () => {
  it('carries exactly the documented parameters, and the fake checkout accepts it', async () => {
    const url = await checkoutUrl(attempt());
    expect(url.origin + url.pathname).toBe(fake.checkoutUrl);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'public-key': fake.keys.publicKey,
      currency: 'COP',
      'amount-in-cents': '15000010',
      reference: 'att_0001-abc',
      'signature:integrity': expect.stringMatching(/^[0-9a-f]{64}$/),
      'redirect-url': 'https://hotel.example/pay/ABC123/result',
      'expiration-time': '2026-12-01T12:30:00.000Z',
      'customer-data:email': 'ana@example.com',
      'customer-data:full-name': 'Ana Pérez',
      'customer-data:phone-number': '3019777777',
      'customer-data:phone-number-prefix': '+57',
    });
    expect([...url.searchParams.keys()].some((k) => /card|cvc|pan/i.test(k))).toBe(false);
    const tx = fake.show(url.toString(), { status: 'APPROVED' });
    expect(tx).toMatchObject({ amount_in_cents: 15000010, reference: 'att_0001-abc', currency: 'COP', customer_email: 'ana@example.com' });
  });

  it('sends amount-in-cents exactly for amounts with centavos (no float drift)', async () => {
    expect(19.99 * 100).not.toBe(1999); // why amounts travel as integer minor units
    for (const [major, cents] of [
      [19.99, '1999'],
      ['0.29', '29'],
      ['1234567.89', '123456789'],
      [1000, '100000'],
    ] as const) {
      const url = await checkoutUrl(attempt({ amountMinor: toMinor(major) }));
      expect(url.searchParams.get('amount-in-cents')).toBe(cents);
      fake.show(url.toString(), { status: 'DECLINED' });
    }
    await expect(wompi.startCheckout(attempt({ amountMinor: 1999.5 }))).rejects.toBeInstanceOf(CheckoutInputError);
  });

  it('never sets an expiration after the limit it is given, and refuses a limit already past', async () => {
    const limit = new Date('2026-12-01T12:10:05.999Z');
    const url = await checkoutUrl(attempt({ expiresAt: limit }));
    const sent = url.searchParams.get('expiration-time')!;
    expect(sent).toBe('2026-12-01T12:10:05.000Z');
    expect(Date.parse(sent)).toBeLessThanOrEqual(limit.getTime());
    await expect(wompi.startCheckout(attempt({ expiresAt: T0 }))).rejects.toBeInstanceOf(CheckoutInputError);
    clock.advance(11 * 60_000);
    expect(() => fake.show(url.toString(), { status: 'APPROVED' })).toThrow(/expired/);
  });

  it('a tampered URL fails the fake checkout (the signature covers amount, reference and expiry)', async () => {
    const url = await checkoutUrl(attempt());
    for (const [k, v] of [
      ['amount-in-cents', '15000000'],
      ['reference', 'att_0002-abc'],
      ['expiration-time', '2026-12-01T13:30:00.000Z'],
    ] as const) {
      const bad = new URL(url);
      bad.searchParams.set(k, v);
      expect(() => fake.show(bad.toString(), { status: 'APPROVED' })).toThrow(FakeCheckoutRefused);
    }
  });

  it('refuses attempts Wompi cannot take: other currency, bad reference', async () => {
    await expect(wompi.startCheckout(attempt({ currency: 'USD' }))).rejects.toBeInstanceOf(CheckoutInputError);
    await expect(wompi.startCheckout(attempt({ reference: 'con espacio' }))).rejects.toBeInstanceOf(CheckoutInputError);
  });
});

describe('events (Eventos, "Seguridad")', () => {
  it('verifies the documented example event with a hand-computed checksum', async () => {
    // The docs' example concatenation "1234-1610641025-49201APPROVED44900001530291411prod_events_OcHnIzeBl5socpwByQ4hA52Em3USQ93Z"
    // hashes (sha256sum) to 5a18ec5e…; the checksum printed next to it in the docs (3476DDA5…) is illustrative, not that hash.
    const docs = new WompiCarrier(
      {
        ...settings,
        eventsSecret: 'prod_events_OcHnIzeBl5socpwByQ4hA52Em3USQ93Z',
      },
      { clock: new ManualClock(new Date(1530291411 * 1000 + 60_000)) },
    );
    fake.transactions.set('1234-1610641025-49201', {
      ...fake.seed({ amount_in_cents: 4490000, reference: 'MZQ3X2DE2SMX', status: 'APPROVED', payment_method_type: 'NEQUI' }),
      id: '1234-1610641025-49201',
    });
    const body = JSON.stringify({
      event: 'transaction.updated',
      data: {
        transaction: {
          id: '1234-1610641025-49201',
          amount_in_cents: 4490000,
          reference: 'MZQ3X2DE2SMX',
          customer_email: 'juan.perez@gmail.com',
          currency: 'COP',
          payment_method_type: 'NEQUI',
          redirect_url: 'https://mitienda.com.co/pagos/redireccion',
          status: 'APPROVED',
          shipping_address: null,
          payment_link_id: null,
          payment_source_id: null,
        },
      },
      environment: 'prod',
      signature: {
        properties: ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'],
        checksum: '5A18EC5E8FDB7DF463E9F94774CBA8F583BA21BD04A09CEFF2EA68A4BC0AEFBE',
      },
      timestamp: 1530291411,
      sent_at: '2018-07-20T16:45:05.000Z',
    });
    const read = asTransaction(await docs.readEvent({ body, headers: {} }));
    expect(read.transaction).toMatchObject({
      carrier: 'wompi',
      transactionId: '1234-1610641025-49201',
      reference: 'MZQ3X2DE2SMX',
      amountMinor: 4490000,
      currency: 'COP',
      status: 'approved',
      rawStatus: 'APPROVED',
      method: 'NEQUI',
    });
    expect(read.key).toBe('wompi:1234-1610641025-49201:approved');
    const printed = body.replace(
      '5A18EC5E8FDB7DF463E9F94774CBA8F583BA21BD04A09CEFF2EA68A4BC0AEFBE',
      '3476DDA50F64CD7CBD160689640506FEBEA93239BC524FC0469B2C68A3CC8BD0',
    );
    await expect(docs.readEvent({ body: printed, headers: {} })).rejects.toBeInstanceOf(CarrierEventRefusedError);
  });

  it('reads a genuine event from the fake, raw body and header, and maps it', async () => {
    const url = await checkoutUrl(attempt());
    const tx = fake.show(url.toString(), { status: 'APPROVED', method: 'PSE' });
    const ev = fake.event(tx.id);
    const read = asTransaction(await wompi.readEvent({ body: Buffer.from(ev.body), headers: ev.headers }));
    expect(read.transaction).toMatchObject({ transactionId: tx.id, reference: 'att_0001-abc', amountMinor: 15000010, status: 'approved', method: 'PSE' });
    expect(matchesAttempt(read.transaction, attempt())).toBe(true);
    expect(matchesAttempt(read.transaction, attempt({ amountMinor: 15000000 }))).toBe(false);
    // reference and currency are not signed by default: the adapter confirmed them with the API
    expect(fake.calls.map((c) => `${c.method} ${c.path}`)).toEqual([`GET /v1/transactions/${tx.id}`]);
  });

  it('does not call the API when the signature covers reference and currency', async () => {
    const tx = fake.seed({ amount_in_cents: 5000, reference: 'r1', status: 'DECLINED' });
    const ev = fake.event(tx.id, {
      properties: ['transaction.id', 'transaction.status', 'transaction.amount_in_cents', 'transaction.reference', 'transaction.currency'],
    });
    const read = asTransaction(await wompi.readEvent({ body: ev.body, headers: ev.headers }));
    expect(read.transaction.status).toBe('declined');
    expect(fake.calls).toEqual([]);
  });

  it.each([
    ['wrong-secret', 'signature'],
    ['tampered-amount', 'signature'],
    ['header-mismatch', 'signature'],
    ['unsigned', 'signature'],
    ['swapped-reference', 'contradicted'],
  ] as const)('refuses a %s event (%s)', async (variant, reason) => {
    const tx = fake.seed({ amount_in_cents: 15000010, reference: 'att_0001-abc', status: 'APPROVED' });
    const ev = fake.event(tx.id, { variant });
    await expect(wompi.readEvent({ body: ev.body, headers: ev.headers })).rejects.toMatchObject({ name: 'CarrierEventRefusedError', reason });
  });

  it('refuses malformed and stale events, and events from the future', async () => {
    const tx = fake.seed({ amount_in_cents: 100, reference: 'r2', status: 'APPROVED' });
    await expect(wompi.readEvent({ body: '{not json', headers: {} })).rejects.toMatchObject({ reason: 'malformed' });
    const old = fake.event(tx.id, { timestamp: Math.floor(T0.getTime() / 1000) - 73 * 3600 });
    await expect(wompi.readEvent({ body: old.body, headers: old.headers })).rejects.toMatchObject({ reason: 'stale' });
    const future = fake.event(tx.id, { timestamp: Math.floor(T0.getTime() / 1000) + 3600 });
    await expect(wompi.readEvent({ body: future.body, headers: future.headers })).rejects.toMatchObject({ reason: 'stale' });
    const retried = fake.event(tx.id, { timestamp: Math.floor(T0.getTime() / 1000) - 24 * 3600 }); // Wompi's last retry
    expect((await wompi.readEvent({ body: retried.body, headers: retried.headers })).kind).toBe('transaction');
  });

  it('a genuinely signed event with another amount reads fine but does not match the attempt', async () => {
    const tx = fake.seed({ amount_in_cents: 15000010, reference: 'att_0001-abc', status: 'APPROVED' });
    const ev = fake.event(tx.id, {
      override: { amount_in_cents: 100 },
      properties: ['transaction.id', 'transaction.status', 'transaction.amount_in_cents', 'transaction.reference', 'transaction.currency'],
    });
    const read = asTransaction(await wompi.readEvent({ body: ev.body, headers: ev.headers }));
    expect(matchesAttempt(read.transaction, attempt())).toBe(false);
  });

  it('ignores genuine events of other types', async () => {
    const tx = fake.seed({ amount_in_cents: 100, reference: 'r3' });
    const ev = fake.event(tx.id, { eventType: 'nequi_token.updated' });
    expect(await wompi.readEvent({ body: ev.body, headers: ev.headers })).toEqual({ kind: 'ignored', eventType: 'nequi_token.updated' });
  });

  it('posted to a receiver: duplicates share a key, reordered ones keep each status, forged ones get 401', async () => {
    const seen: string[] = [];
    const receiver = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      try {
        const r = await wompi.readEvent({ body: Buffer.concat(chunks), headers: req.headers });
        if (r.kind === 'transaction') seen.push(r.key);
        res.writeHead(200).end();
      } catch (e) {
        res.writeHead(e instanceof CarrierEventRefusedError ? 401 : 503).end();
      }
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    const target = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/carriers/wompi/events`;
    try {
      const url = await checkoutUrl(attempt());
      const tx = fake.show(url.toString(), { status: 'PENDING', method: 'CARD' });
      fake.settle(tx.id, 'APPROVED');
      const [pending, approved] = fake.snapshots(tx.id).map((s) => fake.event(tx.id, { snapshot: s }));
      expect((await fake.postEvent(target, approved!)).status).toBe(200);
      expect((await fake.postEvent(target, approved!)).status).toBe(200);
      expect((await fake.postEvent(target, pending!)).status).toBe(200);
      expect((await fake.postEvent(target, fake.event(tx.id, { variant: 'wrong-secret' }))).status).toBe(401);
      // the API already says APPROVED when the late PENDING event is confirmed: the read is the current state
      expect(seen).toEqual([`wompi:${tx.id}:approved`, `wompi:${tx.id}:approved`, `wompi:${tx.id}:approved`]);
    } finally {
      await new Promise<void>((r) => receiver.close(() => r()));
    }
  });
});

describe('API: status, void, keys', () => {
  it('asks a transaction by id and by reference (with the private key)', async () => {
    const url = await checkoutUrl(attempt());
    const declined = fake.show(url.toString(), { status: 'DECLINED', statusMessage: 'Fondos insuficientes' });
    clock.advance(60_000);
    const approved = fake.show(url.toString(), { status: 'APPROVED' });
    expect(await wompi.transaction(declined.id)).toMatchObject({ status: 'declined', rawStatus: 'DECLINED', statusDetail: 'Fondos insuficientes' });
    expect(await wompi.transaction('12345-0-99999')).toBeUndefined();
    const list = await wompi.transactionsByReference('att_0001-abc');
    expect(list.map((t) => t.transactionId)).toEqual([declined.id, approved.id]);
    expect(decisiveTransaction(list)?.transactionId).toBe(approved.id);
    expect(await wompi.transactionsByReference('nadie')).toEqual([]);
    expect(fake.calls.every((c) => c.authorization === `Bearer ${fake.keys.privateKey}`)).toBe(true);
    expect(fake.calls.find((c) => c.path.startsWith('/v1/transactions?'))?.path).toBe('/v1/transactions?reference=att_0001-abc');
  });

  it('voids an approved card transaction; a PSE one is refused with a typed error', async () => {
    const card = fake.seed({ amount_in_cents: 100, reference: 'v1', status: 'APPROVED', payment_method_type: 'CARD' });
    const result = await wompi.void(card.id);
    expect(result.transaction).toMatchObject({ transactionId: card.id, status: 'voided' });
    expect(fake.transactions.get(card.id)?.status).toBe('VOIDED');
    const pse = fake.seed({ amount_in_cents: 100, reference: 'v2', status: 'APPROVED', payment_method_type: 'PSE' });
    await expect(wompi.void(pse.id)).rejects.toMatchObject({ name: 'CarrierRequestError', httpStatus: 422, carrierCode: 'INPUT_VALIDATION_ERROR' });
    await expect(wompi.void('12345-0-00000')).rejects.toBeInstanceOf(CarrierRequestError);
    expect(fake.transactions.get(pse.id)?.status).toBe('APPROVED');
  });

  it('surfaces a wrong private key as CarrierAuthError, without the key in the message', async () => {
    const tx = fake.seed({ amount_in_cents: 100, reference: 'k1', status: 'APPROVED' });
    const wrongKey = 'prv_test_NotTheMerchantsKey999';
    const wrong = new WompiCarrier({ ...settings, privateKey: wrongKey }, { clock });
    for (const call of [() => wrong.transaction(tx.id), () => wrong.transactionsByReference('k1'), () => wrong.void(tx.id)]) {
      const err = await call().then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(CarrierAuthError);
      expect(String((err as Error).message)).not.toContain(wrongKey);
      expect(JSON.stringify(err)).not.toContain(wrongKey);
    }
    expect(fake.transactions.get(tx.id)?.status).toBe('APPROVED');
  });

  it('a carrier that does not answer in time is CarrierUnavailableError', async () => {
    const quick = new WompiCarrier(settings, { clock, timeoutMs: 200 });
    fake.stall = true;
    await expect(quick.transaction('12345-1-00001')).rejects.toBeInstanceOf(CarrierUnavailableError);
  });

  it('reads the transaction id Wompi appends to redirect-url', () => {
    expect(wompi.readReturn({ id: '01-1531231271-19365' })).toBe('01-1531231271-19365');
    expect(wompi.readReturn({})).toBeUndefined();
  });

  it('declares its capabilities: the four methods, COP only, void for cards', () => {
    expect(wompi.capabilities).toMatchObject({
      checkout: 'redirect',
      ownCardForm: false,
      methods: ['CARD', 'PSE', 'NEQUI', 'BANCOLOMBIA_TRANSFER'],
      currencies: ['COP'],
      wholeUnitCurrencies: [],
      reversals: { voidMethods: ['CARD'], refund: null },
    });
  });
});

describe('settings', () => {
  const base = {
    WOMPI_INTEGRITY_SECRET: 'test_integrity_abc',
    WOMPI_EVENTS_SECRET: 'test_events_abc',
  };

  it('chooses the API base URL by key prefix unless WOMPI_API_URL is set', () => {
    const test = parseWompiSettings({ ...base, WOMPI_PUBLIC_KEY: 'pub_test_abc', WOMPI_PRIVATE_KEY: 'prv_test_abc' });
    expect(test).toMatchObject({ environment: 'test', apiUrl: 'https://sandbox.wompi.co/v1', checkoutUrl: 'https://checkout.wompi.co/p/' });
    expect(WOMPI_SANDBOX_API_URL).toBe('https://sandbox.wompi.co/v1');
    const prod = parseWompiSettings({
      WOMPI_PUBLIC_KEY: 'pub_prod_abc',
      WOMPI_PRIVATE_KEY: 'prv_prod_abc',
      WOMPI_INTEGRITY_SECRET: 'prod_integrity_x',
      WOMPI_EVENTS_SECRET: 'prod_events_x',
    });
    expect(prod).toMatchObject({ environment: 'prod', apiUrl: 'https://production.wompi.co/v1' });
    expect(WOMPI_PRODUCTION_API_URL).toBe('https://production.wompi.co/v1');
    expect(
      parseWompiSettings({ ...base, WOMPI_PUBLIC_KEY: 'pub_test_abc', WOMPI_PRIVATE_KEY: 'prv_test_abc', WOMPI_API_URL: 'http://127.0.0.1:9/v1/' }).apiUrl,
    ).toBe('http://127.0.0.1:9/v1');
  });

  it('refuses bad or mixed keys, naming the setting but never its value', () => {
    const cases: Record<string, string | undefined>[] = [
      { ...base, WOMPI_PUBLIC_KEY: 'prv_test_secretvalue1', WOMPI_PRIVATE_KEY: 'prv_test_abc' },
      { ...base, WOMPI_PUBLIC_KEY: 'pub_test_abc', WOMPI_PRIVATE_KEY: 'secretvalue1' },
      { ...base, WOMPI_PUBLIC_KEY: 'pub_test_abc', WOMPI_PRIVATE_KEY: 'prv_prod_secretvalue1' },
      { ...base, WOMPI_PUBLIC_KEY: 'pub_test_abc', WOMPI_PRIVATE_KEY: 'prv_test_abc', WOMPI_EVENTS_SECRET: 'prod_events_secretvalue1' },
      { WOMPI_PUBLIC_KEY: 'pub_test_abc', WOMPI_PRIVATE_KEY: 'prv_test_secretvalue1' },
    ];
    for (const env of cases) {
      let err: unknown;
      try {
        parseWompiSettings(env);
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(CarrierConfigError);
      expect((err as Error).message).toMatch(/WOMPI_/);
      expect((err as Error).message).not.toContain('secretvalue1');
    }
  });
});
