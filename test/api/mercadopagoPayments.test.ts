/**
 * A second real carrier through the same path, and hotels paid into their
 * own accounts: the real service (SQLite, or PostgreSQL with
 * `HOTELBOT_TEST_ENGINE=postgres`) whose deployment default is Mercado Pago
 * (Checkout Pro, the loopback fake of `test/helpers/mercadopago.ts`), while
 * hotel 1 has its own Wompi account (`hotelbot carriers set`, the fake of
 * `test/helpers/wompi.ts`). A gift card, which belongs to no hotel, uses the
 * default.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { first, sql } from '../../src/store/sql.js';
import { HotelCarrierResolver } from '../../src/api/domain/carriers/accounts.js';
import { MercadoPagoCarrier, parseMercadoPagoSettings } from '../../src/api/domain/carriers/mercadopago.js';
import { carriersSet } from '../../src/cli/carriers.js';
import { paymentLinkBody } from '../helpers/booking.js';
import { giftCardBody } from '../helpers/giftCards.js';
import { call, startTestService, type TestService } from '../helpers/service.js';
import { startFakeMercadoPago, fakeMercadoPagoEnv } from '../helpers/mercadopago.js';
import { startFakeWompi } from '../helpers/wompi.js';
import { startedForFile } from '../helpers/lifecycle.js';

const mp = startedForFile(startFakeMercadoPago);
const wompi = startedForFile(startFakeWompi);
let svc: TestService;

beforeEach(async () => {
  svc = await startTestService({
    carriers: (clock, store) =>
      new HotelCarrierResolver({
        store,
        clock,
        secretsKey: undefined,
        defaultCarrier: new MercadoPagoCarrier(parseMercadoPagoSettings(fakeMercadoPagoEnv(mp)), { clock }),
      }),
  });
  mp.now = () => svc.clock.now();
  wompi.now = () => svc.clock.now();
});
afterEach(async () => {
  await svc.stop();
});

/** Open a link's checkout page; the carrier URL of its button. */
async function checkoutOf(url: string): Promise<string> {
  const html = await (await request(url)).body.text();
  const m = /<a class="pay" href="([^"]+)"/.exec(html);
  if (!m) throw new Error(`no carrier button on ${url}:\n${html}`);
  return m[1]!.replaceAll('&amp;', '&');
}

async function newLink(hotelId: number): Promise<{ code: string; url: string }> {
  const r = await call(svc.url, 'POST', '/v2/links/schedule', { body: paymentLinkBody({ hotel_id: hotelId }), key: 'demo-operator' });
  expect(r.status).toBe(200);
  return { code: r.body.code as string, url: r.body.url as string };
}

const linkStatus = async (code: string) => (await first<{ status: string }>(svc.store.db, sql`SELECT status FROM payment_links WHERE code = ${code}`))!.status;

describe('Mercado Pago Checkout Pro as the deployment default', () => {
  it('an approved payment, notified with a signed webhook, pays the link once; a forged one changes nothing', async () => {
    const link = await newLink(2);
    const payment = mp.pay(await checkoutOf(link.url), { status: 'approved', payment_type_id: 'credit_card' });
    expect(payment.notification_url).toContain('/carriers/mercadopago/events');
    for (const variant of ['wrong-secret', 'tampered-id', 'unsigned'] as const)
      expect((await mp.postNotification(payment.notification_url!, mp.notification(payment.id, { variant }))).status, variant).toBe(401);
    expect(await linkStatus(link.code)).toBe('active');
    expect((await mp.postNotification(payment.notification_url!, mp.notification(payment.id))).status).toBe(200);
    expect((await mp.postNotification(payment.notification_url!, mp.notification(payment.id))).status).toBe(200);
    expect(await linkStatus(link.code)).toBe('paid');
    const attempts = await first<{ n: number }>(svc.store.db, sql`SELECT COUNT(*) AS n FROM payment_attempts WHERE link_code = ${link.code}`);
    expect(Number(attempts!.n)).toBe(1);
  });

  it('a PSE transfer pending, then approved: in process, then paid; the return page shows it at once', async () => {
    const link = await newLink(2);
    const payment = mp.pay(await checkoutOf(link.url), { status: 'pending', payment_type_id: 'bank_transfer' });
    await mp.postNotification(payment.notification_url!, mp.notification(payment.id));
    expect(await linkStatus(link.code)).toBe('in_process');
    mp.settle(payment.id, 'approved');
    const back = await request(`${svc.url}/pay/${link.code}/result?payment_id=${payment.id}&status=approved&external_reference=x`);
    expect(await back.body.text()).toContain('Pago aprobado');
    expect(await linkStatus(link.code)).toBe('paid');
  });

  it('refuses at creation a link with centavos, which Mercado Pago cannot charge in COP', async () => {
    const r = await call(svc.url, 'POST', '/v2/links/schedule', { body: paymentLinkBody({ hotel_id: 2, amount: 150000.5 }), key: 'demo-operator' });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain('sin centavos');
  });

  it('a lost notification is found by reconciliation', async () => {
    const link = await newLink(2);
    mp.pay(await checkoutOf(link.url), { status: 'approved', payment_type_id: 'credit_card' });
    expect((await svc.ctx.carrierPayments.reconcile()).applied).toBe(1);
    expect(await linkStatus(link.code)).toBe('paid');
  });

  it('a second approval of a paid link is refunded through the refunds API', async () => {
    const link = await newLink(2);
    const url = await checkoutOf(link.url);
    const firstPayment = mp.pay(url, { status: 'approved', payment_type_id: 'credit_card' });
    const second = mp.pay(url, { status: 'approved', payment_type_id: 'credit_card' });
    await mp.postNotification(firstPayment.notification_url!, mp.notification(firstPayment.id));
    await mp.postNotification(second.notification_url!, mp.notification(second.id));
    expect(mp.payments.get(second.id)!.status).toBe('refunded');
    expect(mp.payments.get(firstPayment.id)!.status).toBe('approved');
    expect(await linkStatus(link.code)).toBe('paid');
  });
});

describe("a hotel's own account", () => {
  beforeEach(async () => {
    await carriersSet(
      svc.store,
      {
        hotel: 1,
        carrier: 'wompi',
        publicKey: wompi.keys.publicKey,
        privateKey: wompi.keys.privateKey,
        integritySecret: wompi.keys.integritySecret,
        eventsSecret: wompi.keys.eventsSecret,
        apiUrl: wompi.apiUrl,
        checkoutUrl: wompi.checkoutUrl,
      },
      { secretsKey: undefined, production: false },
      { write: () => true },
    );
  });

  it("takes that hotel's links to its Wompi account, the other hotels' and gift cards to the default", async () => {
    const own = await newLink(1);
    const ownUrl = await checkoutOf(own.url);
    expect(ownUrl.startsWith(wompi.checkoutUrl)).toBe(true);
    const other = await newLink(2);
    expect((await checkoutOf(other.url)).startsWith(mp.apiUrl)).toBe(true);
    const card = await call(svc.url, 'POST', '/v1/gift-cards', { key: 'demo-operator', body: giftCardBody() });
    expect(card.status).toBe(200);
    expect((await checkoutOf(card.body.payment_link)).startsWith(mp.apiUrl)).toBe(true);
    // Paid at Wompi, its signed event (one URL for every account) is verified with hotel 1's events secret.
    const tx = wompi.show(ownUrl, { status: 'APPROVED' });
    expect((await wompi.postEvent(`${svc.url}/carriers/wompi/events`, wompi.event(tx.id))).status).toBe(200);
    expect(await linkStatus(own.code)).toBe('paid');
  });

  it('refuses a gift card in a currency the carrier cannot charge, and writes nothing', async () => {
    const count = async () => Number((await first<{ n: number }>(svc.store.db, sql`SELECT COUNT(*) AS n FROM payment_links`))!.n);
    const before = await count();
    const card = await call(svc.url, 'POST', '/v1/gift-cards', { key: 'demo-operator', body: giftCardBody({ currency: 'USD', amount: 100 }) });
    expect(card.status).toBe(400);
    expect(card.body.detail ?? card.body.message).toContain('USD');
    expect(await count()).toBe(before);
  });
});
