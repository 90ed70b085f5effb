/**
 * Payments through Wompi, end to end: the real service (SQLite, or
 * PostgreSQL with `HOTELBOT_TEST_ENGINE=postgres`) with the Wompi adapter
 * pointed at the loopback fake of `test/helpers/wompi.ts`, which checks the
 * checkout URL and its integrity signature like Web Checkout, keeps
 * transactions, answers the API and signs events as documented. Every
 * outcome — approved, declined then approved, pending then approved,
 * forged, duplicated, reordered, mismatched, unknown-reference and lost
 * events, the return page, late approvals — is read back through the
 * interface (endpoints 13 and 20) and the database.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { exec, first, rows, sql } from '../../src/store/sql.js';
import { bookingBody, firstOffer, paymentLinkBody } from '../helpers/booking.js';
import { call, payCheckout, startTestService, type TestService } from '../helpers/service.js';
import { startFakeWompi, fakeWompiResolver } from '../helpers/wompi.js';
import { request } from 'undici';
import { startedForFile } from '../helpers/lifecycle.js';

let svc: TestService;

const CHECKIN = '2026-12-10';
const CHECKOUT = '2026-12-13';

const wompi = startedForFile(startFakeWompi);

beforeEach(async () => {
  wompi.reset();
  svc = await startTestService({
    carriers: (clock) => fakeWompiResolver(wompi, clock),
  });
  wompi.now = () => svc.clock.now();
});
afterEach(async () => {
  await svc.stop();
});

const eventsUrl = () => `${svc.url}/carriers/wompi/events`;

/** A standalone COP 250,000 link (endpoint 14); its code and URL. */
async function newLink(over: Record<string, unknown> = {}): Promise<{ code: string; url: string }> {
  const r = await call(svc.url, 'POST', '/v2/links/schedule', { body: paymentLinkBody(over) });
  expect(r.status).toBe(200);
  return { code: r.body.code as string, url: r.body.url as string };
}

/** Open the checkout page; the Wompi URL its button sends the payer to, and the page. */
async function open(url: string): Promise<{ status: number; html: string; checkout: string | undefined }> {
  const res = await request(url);
  const html = await res.body.text();
  const m = /<a class="pay" href="([^"]+)"/.exec(html);
  return { status: res.statusCode, html, checkout: m ? m[1]!.replaceAll('&amp;', '&') : undefined };
}

/** Endpoint 13's status code of link `code`. */
async function status13(code: string): Promise<string> {
  const r = await call(svc.url, 'GET', `/v2/common/transaction-status?hotel_id=1&ref_number=${code}&transaction_type=payment_link`);
  expect(r.status).toBe(200);
  return r.body.details.status_code as string;
}

async function linkRow(code: string) {
  return (await first<{ status: string; paidAt: string | null }>(
    svc.store.db,
    sql`SELECT status, paid_at AS "paidAt" FROM payment_links WHERE code = ${code}`,
  ))!;
}

async function attemptsOf(code: string) {
  return rows<{ status: string; transactionId: string }>(
    svc.store.db,
    sql`SELECT status, transaction_id AS "transactionId" FROM payment_attempts WHERE link_code = ${code} ORDER BY id`,
  );
}

describe('Wompi Web Checkout', () => {
  it('the checkout page sends the payer to Wompi with a recorded, signed attempt and no card field', async () => {
    const link = await newLink({ amount: 150000.1 });
    const page = await open(link.url);
    expect(page.status).toBe(200);
    expect(page.html).not.toMatch(/card_number|card_cvc|card_expiry/);
    expect(page.html).toContain('Wompi');
    const u = new URL(page.checkout!);
    expect(u.searchParams.get('amount-in-cents')).toBe('15000010');
    expect(u.searchParams.get('currency')).toBe('COP');
    expect(u.searchParams.get('redirect-url')).toBe(`${svc.url}/pay/${link.code}/result`);
    expect(Date.parse(u.searchParams.get('expiration-time')!)).toBeLessThanOrEqual(Date.parse('2026-11-22T15:00:00Z'));
    expect(u.searchParams.get('customer-data:phone-number-prefix')).toBe('+57');
    // The fake checks every parameter and the integrity signature as Web Checkout does.
    const tried = wompi.show(page.checkout!, { status: 'DECLINED' });
    const recorded = await rows<{ reference: string; amountMinor: number }>(
      svc.store.db,
      sql`SELECT reference, amount_minor AS "amountMinor" FROM carrier_attempts WHERE link_code = ${link.code}`,
    );
    expect(recorded).toEqual([{ reference: u.searchParams.get('reference'), amountMinor: 15000010 }]);
    // Opening the page again (a second look, a chat's link preview) sends the payer to the same attempt.
    const again = await open(link.url);
    expect(again.checkout).toBe(page.checkout);
    // Once the service has heard of a transaction of that attempt (here a decline), a new attempt is made.
    expect((await svc.ctx.carrierPayments.reconcile()).applied).toBe(1);
    expect((await attemptsOf(link.code)).map((a) => [a.status, a.transactionId])).toEqual([['rejected', tried.id]]);
    const third = await open(link.url);
    expect(new URL(third.checkout!).searchParams.get('reference')).not.toBe(u.searchParams.get('reference'));
  });

  it('a card form posted anyway is refused and nothing is charged', async () => {
    const link = await newLink();
    const r = await payCheckout(link.url, { number: '4242424242424242' });
    expect(r.status).toBe(409);
    expect(r.html).not.toContain('card_number');
    expect(await attemptsOf(link.code)).toEqual([]);
    expect((await linkRow(link.code)).status).toBe('active');
  });

  it('an approved transaction pays the link once, however often its event arrives; forged ones change nothing', async () => {
    const link = await newLink();
    const tx = wompi.show((await open(link.url)).checkout!, { status: 'APPROVED', method: 'CARD' });
    for (const variant of ['wrong-secret', 'tampered-amount', 'header-mismatch', 'unsigned'] as const) {
      const forged = await wompi.postEvent(eventsUrl(), wompi.event(tx.id, { variant }));
      expect(forged.status, variant).toBe(401);
    }
    expect((await linkRow(link.code)).status).toBe('active');
    const first = await wompi.postEvent(eventsUrl(), wompi.event(tx.id));
    expect(first.status).toBe(200);
    expect((await linkRow(link.code)).status).toBe('paid');
    expect(await status13(link.code)).toBe('applied');
    for (let i = 0; i < 3; i++) expect((await wompi.postEvent(eventsUrl(), wompi.event(tx.id))).status).toBe(200);
    expect(await attemptsOf(link.code)).toEqual([{ status: 'applied', transactionId: tx.id }]);
    // The page now shows it paid, with no button.
    const page = await open(link.url);
    expect(page.checkout).toBeUndefined();
    expect(page.html).toContain('Pago aprobado');
  });

  it('a genuine event whose amount differs from the attempt, or about an unknown reference, is answered 200 and applied to nothing', async () => {
    const link = await newLink();
    const reference = new URL((await open(link.url)).checkout!).searchParams.get('reference')!;
    const wrongAmount = wompi.seed({ amount_in_cents: 100, reference, status: 'APPROVED' });
    expect((await wompi.postEvent(eventsUrl(), wompi.event(wrongAmount.id))).status).toBe(200);
    expect((await linkRow(link.code)).status).toBe('active');
    // An event the API contradicts (signed with another amount than Wompi holds) is refused outright.
    const tx = wompi.show((await open(link.url)).checkout!, { status: 'APPROVED' });
    expect((await wompi.postEvent(eventsUrl(), wompi.event(tx.id, { override: { amount_in_cents: 100 } }))).status).toBe(401);
    // A reference the service never issued: 200 (Wompi stops retrying), without asking Wompi about it.
    const stranger = wompi.seed({ amount_in_cents: 25000000, reference: 'someone-elses-reference', status: 'APPROVED' });
    const strangerEvent = wompi.event(stranger.id);
    wompi.transactions.delete(stranger.id);
    const asked = wompi.calls.length;
    expect((await wompi.postEvent(eventsUrl(), strangerEvent)).status).toBe(200);
    expect(wompi.calls.length).toBe(asked);
    // A genuine event whose unsigned reference was swapped for one of the service's: Wompi contradicts it, 401.
    const other = await newLink();
    const otherRef = new URL((await open(other.url)).checkout!).searchParams.get('reference')!;
    const swapped = JSON.parse(wompi.event(tx.id).body);
    swapped.data.transaction.reference = otherRef;
    expect((await wompi.postEvent(eventsUrl(), { ...wompi.event(tx.id), body: JSON.stringify(swapped) })).status).toBe(401);
    expect((await linkRow(other.code)).status).toBe('active');
    expect(await attemptsOf(link.code)).toEqual([]);
    expect((await linkRow(link.code)).status).toBe('active');
  });

  it('declined, then approved on a second try: the link stays payable after the decline and is paid once', async () => {
    const link = await newLink();
    const declined = wompi.show((await open(link.url)).checkout!, { status: 'DECLINED', statusMessage: 'Fondos insuficientes' });
    expect((await wompi.postEvent(eventsUrl(), wompi.event(declined.id))).status).toBe(200);
    expect((await linkRow(link.code)).status).toBe('active');
    expect(await status13(link.code)).toBe('rejected');
    const page = await open(link.url);
    expect(page.html).toContain('Fondos insuficientes');
    const approved = wompi.show(page.checkout!, { status: 'APPROVED' });
    await wompi.postEvent(eventsUrl(), wompi.event(approved.id));
    expect((await linkRow(link.code)).status).toBe('paid');
    expect((await attemptsOf(link.code)).map((a) => a.status)).toEqual(['rejected', 'applied']);
  });

  it('a PSE payment pending keeps the link in process; its approval pays it; a late pending event changes nothing', async () => {
    const link = await newLink();
    const tx = wompi.show((await open(link.url)).checkout!, { status: 'PENDING', method: 'PSE' });
    const pendingEvent = wompi.event(tx.id);
    await wompi.postEvent(eventsUrl(), pendingEvent);
    expect((await linkRow(link.code)).status).toBe('in_process');
    expect(await status13(link.code)).toBe('in_process');
    const page = await open(link.url);
    expect(page.html).toContain('Pago en proceso');
    expect(page.checkout).toBeUndefined();
    wompi.settle(tx.id, 'APPROVED');
    await wompi.postEvent(eventsUrl(), wompi.event(tx.id));
    expect((await linkRow(link.code)).status).toBe('paid');
    // Reordered: the pending event delivered again after the approval.
    expect((await wompi.postEvent(eventsUrl(), pendingEvent)).status).toBe(200);
    expect((await linkRow(link.code)).status).toBe('paid');
    expect(await attemptsOf(link.code)).toEqual([{ status: 'applied', transactionId: tx.id }]);
    // The voucher record tells how it was paid: PSE, not a credit card.
    const voucher = await first_<{ method: string; type: string }>(
      sql`SELECT tx_payment_method AS method, tx_card_type AS type FROM vouchers WHERE payment_link_code = ${link.code}`,
    );
    expect(voucher).toEqual({ method: 'pse', type: 'pse' });
  });

  it('the return page asks Wompi at once and shows the result, without waiting for the event', async () => {
    const link = await newLink();
    const tx = wompi.show((await open(link.url)).checkout!, { status: 'APPROVED' });
    const res = await request(`${svc.url}/pay/${link.code}/result?id=${encodeURIComponent(tx.id)}&env=test`);
    const html = await res.body.text();
    expect(res.statusCode).toBe(200);
    expect(html).toContain('Pago aprobado');
    expect((await linkRow(link.code)).status).toBe('paid');
    // The event arriving afterwards is a duplicate.
    expect((await wompi.postEvent(eventsUrl(), wompi.event(tx.id))).status).toBe(200);
    expect(await attemptsOf(link.code)).toHaveLength(1);
  });

  it('a lost event is found by reconciliation', async () => {
    const link = await newLink();
    const tx = wompi.show((await open(link.url)).checkout!, { status: 'APPROVED' });
    expect((await linkRow(link.code)).status).toBe('active');
    const run = await svc.ctx.carrierPayments.reconcile();
    expect(run).toMatchObject({ asked: 1, applied: 1, closed: 1 });
    expect((await linkRow(link.code)).status).toBe('paid');
    expect((await attemptsOf(link.code))[0]!.transactionId).toBe(tx.id);
    // Closed: not asked again.
    expect((await svc.ctx.carrierPayments.reconcile()).asked).toBe(0);
  });

  it('a second approval of a paid link (two tabs) is voided at Wompi', async () => {
    const link = await newLink();
    const url = (await open(link.url)).checkout!;
    const reference = new URL(url).searchParams.get('reference')!;
    const first = wompi.show(url, { status: 'APPROVED' });
    // The second tab's payment, on the same reference, before the first was known to be approved.
    const second = wompi.seed({ amount_in_cents: first.amount_in_cents, reference, status: 'APPROVED', payment_method_type: 'CARD' });
    await wompi.postEvent(eventsUrl(), wompi.event(first.id));
    await wompi.postEvent(eventsUrl(), wompi.event(second.id));
    expect(wompi.transactions.get(second.id)!.status).toBe('VOIDED');
    expect(wompi.transactions.get(first.id)!.status).toBe('APPROVED');
    expect((await linkRow(link.code)).status).toBe('paid');
    expect(await attemptsOf(link.code)).toEqual([{ status: 'applied', transactionId: first.id }]);
    // Its VOIDED event confirms the reversal and changes nothing else.
    expect((await wompi.postEvent(eventsUrl(), wompi.event(second.id))).status).toBe(200);
    const kept = await first_<{ reversal: string }>(sql`SELECT reversal FROM carrier_transactions WHERE transaction_id = ${second.id}`);
    expect(kept?.reversal).toBe('done');
  });
});

describe('a chatbot booking paid through Wompi', () => {
  async function book(): Promise<{ id: string; url: string; roomId: string }> {
    const offer = await firstOffer(svc.url, 'Cartagena', CHECKIN, 3);
    const made = await call(svc.url, 'POST', `/v2/bookings/hotel_id=${offer.hotelId}`, { body: bookingBody(offer, CHECKIN, CHECKOUT, 3) });
    const id = made.body.chatbot_id as string;
    const link = await call(svc.url, 'GET', `/v2/bookings/chatbot/${id}`);
    return { id, url: link.body.url as string, roomId: offer.roomId };
  }
  const status20 = async (id: string) => (await call(svc.url, 'GET', `/v2/bookings/chatbot/${id}/status`)).body;

  it('is confirmed when Wompi approves', async () => {
    const b = await book();
    const tx = wompi.show((await open(b.url)).checkout!, { status: 'APPROVED', method: 'NEQUI' });
    await wompi.postEvent(eventsUrl(), wompi.event(tx.id));
    expect(await status20(b.id)).toMatchObject({ payment_status: 'Aplicado', reservation_status: 'Reserva confirmada' });
  });

  it('approved after its hold expired, with the rooms still free: held again and confirmed', async () => {
    const b = await book();
    const tx = wompi.show((await open(b.url)).checkout!, { status: 'PENDING', method: 'CARD' });
    svc.clock.advance(24 * 3600_000 + 1000);
    expect(await status20(b.id)).toMatchObject({ reservation_status: 'Reserva expirada' });
    wompi.settle(tx.id, 'APPROVED');
    await wompi.postEvent(eventsUrl(), wompi.event(tx.id));
    expect(await status20(b.id)).toMatchObject({ payment_status: 'Aplicado', reservation_status: 'Reserva confirmada' });
    const held = await first_<{ n: number }>(
      sql`SELECT MIN(stock - allocated) AS n FROM inventory WHERE room_type_id = ${Number(b.roomId)} AND day >= ${CHECKIN} AND day < ${CHECKOUT}`,
    );
    expect(held).toBeDefined();
  });

  it('approved after its hold expired with the rooms gone: voided at Wompi and reported cancelled', async () => {
    const b = await book();
    const tx = wompi.show((await open(b.url)).checkout!, { status: 'PENDING', method: 'CARD' });
    svc.clock.advance(24 * 3600_000 + 1000);
    expect(await status20(b.id)).toMatchObject({ reservation_status: 'Reserva expirada' });
    // Someone else took every room of that type meanwhile.
    await exec(svc.store.db, sql`UPDATE inventory SET allocated = stock WHERE room_type_id = ${Number(b.roomId)} AND day >= ${CHECKIN} AND day < ${CHECKOUT}`);
    wompi.settle(tx.id, 'APPROVED');
    expect((await wompi.postEvent(eventsUrl(), wompi.event(tx.id))).status).toBe(200);
    expect(wompi.transactions.get(tx.id)!.status).toBe('VOIDED');
    expect(await status20(b.id)).toMatchObject({ reservation_status: 'Reserva expirada' });
    const code = new URL(b.url).pathname.split('/').pop()!;
    const r = await call(svc.url, 'GET', `/v2/common/transaction-status?hotel_id=${await hotelOf(code)}&ref_number=${code}&transaction_type=automated`);
    expect(r.body.details.status_code).toBe('cancelled');
  });
});

async function first_<T>(q: ReturnType<typeof sql>): Promise<T | undefined> {
  return first<T>(svc.store.db, q as never);
}

async function hotelOf(code: string): Promise<number> {
  return (await first_<{ h: number }>(sql`SELECT hotel_id AS h FROM payment_links WHERE code = ${code}`))!.h;
}
