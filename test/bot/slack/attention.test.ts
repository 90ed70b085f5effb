/**
 * The Slack live feed's second source, the carrier attention list: the real
 * service paid through the loopback fake Wompi, the real poller over a bot
 * database on a SQLite file, the real Slack WebClient posting to the fake
 * Slack Web API. What staff read in their channel when a carrier payment
 * needs them, once, in their workspace's language.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { webApi } from '@slack/bolt';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HotelApiClient, NotFoundError } from '../../../src/api/client.js';
import type { CarrierAttentionItem } from '../../../src/api/contract/index.js';
import { attentionEventsOf, attentionMessage } from '../../../src/bot/slack/attention.js';
import { SlackFeedPoller } from '../../../src/bot/slack/feed.js';
import { exec, sql, type Store } from '../../../src/store/sql.js';
import { openBotStore } from '../../../src/store/bot/repos.js';
import { SlackFeedRepo, SlackLinkRepo } from '../../../src/store/bot/slack.js';
import { bookingBody, firstOffer, paymentLinkBody } from '../../helpers/booking.js';
import { call, startTestService, type TestService } from '../../helpers/service.js';
import { startFakeSlack, type FakeSlack } from '../../helpers/slack.js';
import { startFakeWompi, type FakeWompi, fakeWompiResolver } from '../../helpers/wompi.js';

let svc: TestService;
let wompi: FakeWompi;
let slack: FakeSlack;
let dir: string;
let api: HotelApiClient;
const stores: Store[] = [];

beforeAll(async () => {
  wompi = await startFakeWompi();
  svc = await startTestService({
    rateLimitPerSecond: 0,
    carriers: (clock) => fakeWompiResolver(wompi, clock),
  });
  wompi.now = () => svc.clock.now();
  slack = await startFakeSlack();
  dir = mkdtempSync(join(tmpdir(), 'hotelbot-slack-attention-'));
  api = new HotelApiClient({ baseUrl: svc.url, apiKey: 'demo-operator' });
});

afterAll(async () => {
  await api.close();
  for (const s of stores) await s.close();
  await slack.close();
  await svc.stop();
  await wompi.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A poller over a new bot database whose channel `channel` of workspace `team` gets hotel 1's feed. */
async function pollerFor(team: string, channel: string, client: HotelApiClient = api, pageSize?: number) {
  const db = await openBotStore(join(dir, `${team}.db`));
  stores.push(db);
  const links = new SlackLinkRepo(db);
  const feed = new SlackFeedRepo(db);
  await links.link({ teamId: team, kind: 'channel', slackId: channel, hotelId: 1 }, svc.clock.now());
  await feed.setChannel(1, team, channel);
  const web = new webApi.WebClient('xoxb-test-token', { slackApiUrl: slack.apiUrl, retryConfig: { retries: 0 } });
  const poller = new SlackFeedPoller({ web, client, links, feed, intervalMs: 60_000, clock: svc.clock, ...(pageSize ? { pageSize, maxPages: 100 } : {}) });
  return { db, links, feed, poller };
}

const postsTo = (channel: string) => slack.callsTo('chat.postMessage').filter((p) => p.channel === channel);
const eventsUrl = () => `${svc.url}/carriers/wompi/events`;

async function checkoutOf(url: string): Promise<string> {
  const html = await (await request(url)).body.text();
  return /<a class="pay" href="([^"]+)"/.exec(html)![1]!.replaceAll('&amp;', '&');
}

describe('the carrier attention list in the Slack feed', () => {
  it('posts what staff must act on once, beside the voucher changes, in the workspace language', async () => {
    const { poller, db, feed } = await pollerFor('T1', 'C1');
    expect(await poller.pollOnce()).toEqual({ hotels: 1, events: 0, posted: 0 });
    const start = (await feed.cursor(1))!;

    // A second approval of a paid link: the voucher feed says paid; the list says the second one was voided (asked and
    // done within one poll: only the latest state is posted).
    const link = await call(svc.url, 'POST', '/v2/links/schedule', { key: 'demo-operator', body: paymentLinkBody({ external_ref_id: 'RES-9' }) });
    const url = await checkoutOf(link.body.url);
    const paid = wompi.show(url, { status: 'APPROVED', method: 'CARD' });
    const second = wompi.seed({
      amount_in_cents: paid.amount_in_cents,
      reference: new URL(url).searchParams.get('reference')!,
      status: 'APPROVED',
      payment_method_type: 'CARD',
    });
    await wompi.postEvent(eventsUrl(), wompi.event(paid.id));
    await wompi.postEvent(eventsUrl(), wompi.event(second.id));
    expect(await poller.pollOnce()).toEqual({ hotels: 1, events: 2, posted: 2 });
    const [paidPost, duplicate] = postsTo('C1');
    expect(paidPost.text).toBe('Pago recibido · Ana Gómez · Reserva RES-9 · COP 250.000 · Aplicado');
    expect(duplicate.text).toBe('Segundo pago del mismo link anulado en Wompi · Ana Gómez · Reserva RES-9');
    expect(JSON.stringify(duplicate.blocks)).toContain(`*Transacción:* ${second.id}`);
    expect(JSON.stringify(duplicate.blocks)).toContain('*Medio de pago:* Wompi · CARD');

    // A late PSE approval whose rooms were taken: the voucher feed posts the pending refund, the list what to do and why.
    const offer = await firstOffer(svc.url, 'Cartagena', '2026-12-10', 2);
    const made = await call(svc.url, 'POST', `/v2/bookings/hotel_id=${offer.hotelId}`, {
      body: bookingBody(offer, '2026-12-10', '2026-12-12', 2, 2, { firstName: 'Luis <!channel>' }),
    });
    const code = made.body.chatbot_id as string;
    const bookingUrl = (await call(svc.url, 'GET', `/v2/bookings/chatbot/${code}`)).body.url as string;
    const pse = wompi.show(await checkoutOf(bookingUrl), { status: 'PENDING', method: 'PSE' });
    expect(await poller.pollOnce()).toMatchObject({ events: 1, posted: 1 }); // the new booking
    svc.clock.advance(24 * 3600_000 + 1000);
    await svc.ctx.payments.sweep();
    await exec(
      svc.store.db,
      sql`UPDATE inventory SET allocated = stock WHERE room_type_id = ${Number(offer.roomId)} AND day >= '2026-12-10' AND day < '2026-12-12'`,
    );
    expect(await poller.pollOnce()).toMatchObject({ events: 1, posted: 1 }); // expired unpaid
    wompi.settle(pse.id, 'APPROVED');
    await wompi.postEvent(eventsUrl(), wompi.event(pse.id));
    const before = postsTo('C1').length;
    expect(await poller.pollOnce()).toEqual({ hotels: 1, events: 2, posted: 2 });
    const [refundPost, manual] = postsTo('C1').slice(before);
    expect(refundPost.text).toMatch(/^Transacción actualizada · Luis &lt;!channel&gt; Gómez · Reserva \d+ · COP [\d.]+ · Reembolso pendiente$/);
    const amount = `COP ${String(pse.amount_in_cents / 100).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
    expect(manual.text).toBe(
      `Reembolso manual pendiente: Wompi no permite anular ni reembolsar pagos PSE por API — ${amount}, transacción ${pse.id} · Luis &lt;!channel&gt; Gómez · Reserva ${code}`,
    );
    const blocks = JSON.stringify(manual.blocks);
    expect(blocks).toContain('*Qué hacer:* Devolver el dinero al huésped por otro medio y registrarlo');
    expect(blocks).toContain('*Origen:* Pago tardío sin habitaciones disponibles');
    expect(blocks).not.toContain('<!channel>');

    // Polled again, or with the cursor lost: nothing is posted twice.
    expect(await poller.pollOnce()).toEqual({ hotels: 1, events: 0, posted: 0 });
    await exec(db.db, sql`UPDATE slack_feed_cursors SET cursor = ${start} WHERE hotel_id = 1`);
    expect(await poller.pollOnce()).toEqual({ hotels: 1, events: 0, posted: 0 });
    expect(postsTo('C1')).toHaveLength(before + 2);

    // Another bot, in English, whose feed started where the first one's did: the same notices, in English.
    const en = await pollerFor('T2', 'C2');
    await en.links.setLanguage('T2', 'en', svc.clock.now());
    await en.feed.recordPoll(1, start, [], svc.clock.now());
    await en.poller.pollOnce();
    const english = postsTo('C2').map((p) => p.text as string);
    expect(english).toContain('Second payment of the same link voided at Wompi · Ana Gómez · Booking RES-9');
    expect(english).toContain(
      `Manual refund pending: Wompi no permite anular ni reembolsar pagos PSE por API — ${amount.replaceAll('.', ',')}, transaction ${pse.id} · Luis &lt;!channel&gt; Gómez · Booking ${code}`,
    );

    // From the same start, a bot reading everything at once and one reading one record and one notice at a time post the
    // same records and notices (the latter also the reversal asked, which it read in a page of its own): none skipped.
    const whole = await pollerFor('T4', 'C4');
    const paged = await pollerFor('T5', 'C5', api, 1);
    for (const b of [whole, paged]) {
      await b.feed.recordPoll(1, start, [], svc.clock.now());
      await b.poller.pollOnce();
    }
    const once = postsTo('C4').map((p) => p.text as string);
    expect(once).toHaveLength(4);
    expect(postsTo('C5').map((p) => p.text as string)).toEqual(
      expect.arrayContaining([...once, 'Segundo pago del mismo link recibido por Wompi: se pidió anularlo · Ana Gómez · Reserva RES-9']),
    );
    expect(postsTo('C5')).toHaveLength(5);
  });

  it('read a record and a notice at a time, skips no notice that precedes a later voucher change', async () => {
    const link = await call(svc.url, 'POST', '/v2/links/schedule', { key: 'demo-operator', body: paymentLinkBody({ external_ref_id: 'RES-11' }) });
    const url = await checkoutOf(link.body.url);
    const paid = wompi.show(url, { status: 'APPROVED', method: 'CARD' });
    const reference = new URL(url).searchParams.get('reference')!;
    const second = wompi.seed({ amount_in_cents: paid.amount_in_cents, reference, status: 'APPROVED', payment_method_type: 'CARD' });
    await wompi.postEvent(eventsUrl(), wompi.event(paid.id));
    // Where the change sequence stands now (the attention list's cursor says so): both bots start here.
    const start = (await api.listCarrierAttention(1, 'internal')).metadata.cursor;
    await wompi.postEvent(eventsUrl(), wompi.event(second.id)); // two notices: the reversal asked, then done
    await call(svc.url, 'POST', '/v2/links/schedule', { key: 'demo-operator', body: paymentLinkBody({ external_ref_id: 'RES-12' }) }); // then a record
    const paged = await pollerFor('T6', 'C6', api, 1);
    await paged.feed.recordPoll(1, start, [], svc.clock.now());
    await paged.poller.pollOnce();
    expect(
      postsTo('C6')
        .map((p) => p.text as string)
        .sort(),
    ).toEqual([
      'Segundo pago del mismo link anulado en Wompi · Ana Gómez · Reserva RES-11',
      'Segundo pago del mismo link recibido por Wompi: se pidió anularlo · Ana Gómez · Reserva RES-11',
      'Transacción actualizada · Ana Gómez · Reserva RES-12 · Pendiente',
    ]);
  });

  it('reads the voucher feed alone from a service without the attention list', async () => {
    const client = new HotelApiClient({ baseUrl: svc.url, apiKey: 'demo-operator' });
    client.listCarrierAttention = async () => {
      throw new NotFoundError(404, 'GET /v2/transactions/carrier-attention/hotel/1: 404');
    };
    const { poller } = await pollerFor('T3', 'C3', client);
    await poller.pollOnce();
    await call(svc.url, 'POST', '/v2/links/schedule', { key: 'demo-operator', body: paymentLinkBody({ external_ref_id: 'RES-10' }) });
    expect(await poller.pollOnce()).toEqual({ hotels: 1, events: 1, posted: 1 });
    expect(postsTo('C3')[0].text).toContain('Reserva RES-10');
    await client.close();
  });
});

describe('attention events', () => {
  const item = (over: Partial<CarrierAttentionItem>): CarrierAttentionItem => ({
    id: 1,
    kind: 'duplicate_reversed',
    reversal: 'due',
    reversal_error: null,
    carrier: 'mercadopago',
    transaction_id: '91000000001',
    payment_method: 'credit_card',
    amount: 1423000.5,
    currency: 'COP',
    payment_link_code: 'lnk_1',
    booking_code: null,
    reservation_id: '2600178',
    voucher_id: 5,
    guest: 'Ana & <Luis>',
    message: '',
    voucher_url: 'http://x/pay/lnk_1',
    created_at: '2026-11-21T10:00:00-05:00',
    ...over,
  });

  it('posts each state once, the latest of a page; a late reversal or a staff refund only when staff must act', () => {
    const events = attentionEventsOf([
      item({ id: 1 }),
      item({ id: 2, kind: 'late_reversed', transaction_id: 't2' }),
      item({ id: 3, reversal: 'done' }),
      item({ id: 4, kind: 'late_reversed', transaction_id: 't3', reversal: 'manual', reversal_error: 'no' }),
      item({ id: 5, kind: 'late_rebooked', reversal: 'none', transaction_id: 't4', booking_code: 'CB-7KQ4-M9XZ-R2TD' }),
    ]);
    expect(events.map((e) => e.dedupeKey)).toEqual([
      'a:mercadopago:91000000001:duplicate_reversed:done',
      'a:mercadopago:t3:late_reversed:manual',
      'a:mercadopago:t4:late_rebooked:none',
    ]);
    expect(events[2]!.payload.ref).toBe('CB-7KQ4-M9XZ-R2TD');
  });

  it('writes escaped messages with exact amounts, in Spanish and English', () => {
    const [e] = attentionEventsOf([item({ kind: 'voided_after_paid', reversal: 'none' })]);
    const es = attentionMessage(e!.payload, 'es');
    expect(es.text).toBe('Pago anulado en Mercado Pago después de aplicado: la reserva 2600178 sigue confirmada · Ana &amp; &lt;Luis&gt; · Reserva 2600178');
    const json = JSON.stringify(es.blocks);
    expect(json).toContain('*Monto:* COP 1.423.000,50');
    expect(json).toContain('*Qué hacer:* Decidir si se cancela la reserva o se cobra de nuevo');
    expect(json).toContain('<http://x/pay/lnk_1|Ver pago>');
    const en = attentionMessage(e!.payload, 'en');
    expect(en.text).toBe('Payment voided at Mercado Pago after it was applied: booking 2600178 is still confirmed · Ana &amp; &lt;Luis&gt; · Booking 2600178');
    expect(JSON.stringify(en.blocks)).toContain('*Amount:* COP 1,423,000.50');
  });
});
