/**
 * The App Home tab end to end: a signed `app_home_opened` event to the real
 * Bolt receiver → `views.publish` on the fake Slack Web API with today's
 * arrivals and bookings awaiting payment (the real service's endpoint 4) and
 * the latest payments (the live feed's events in the real bot database,
 * recorded by the real feed poller where a test needs it).
 */
import { webApi } from '@slack/bolt';
import { describe, expect, it } from 'vitest';
import { SlackFeedPoller } from '../../../src/bot/slack/feed.js';
import { addDays, bogotaDate } from '../../../src/clock.js';
import { bookingBody, firstOffer } from '../../helpers/booking.js';
import { call, T0 } from '../../helpers/service.js';
import { blocksText, buttonClick, slackStackEachTest, type SlackStack } from '../../helpers/slack.js';

let s: SlackStack;
slackStackEachTest((stack) => (s = stack));

const TODAY = bogotaDate(T0);

/** An ISO instant as the App Home writes it in Bogotá time (UTC−5), e.g. `dom 22 nov, 10:30 a. m.` (dates of 2026 only). */
function bogotaShort(iso: string): string {
  const local = new Date(Date.parse(iso) - 5 * 3600_000);
  const wd = ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'][local.getUTCDay()];
  const mon = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'][local.getUTCMonth()];
  const h = local.getUTCHours();
  return `${wd} ${local.getUTCDate()} ${mon}, ${h % 12 || 12}:${String(local.getUTCMinutes()).padStart(2, '0')} ${h < 12 ? 'a. m.' : 'p. m.'}`;
}
let seq = 0;

/** Send `app_home_opened` for `user` of `team`; resolves with the view published for them. */
async function openHome(user: string, team = 'T1'): Promise<any> {
  const before = s.slack.callsTo('views.publish').length;
  const body = JSON.stringify({
    token: 'legacy',
    team_id: team,
    api_app_id: 'A1',
    type: 'event_callback',
    event_id: `Ev${++seq}`,
    event_time: Math.floor(Date.now() / 1000),
    event: { type: 'app_home_opened', user, channel: `D${user}`, tab: 'home', event_ts: '1700000000.000100' },
  });
  const res = await s.post(body, 'application/json');
  expect(res.status).toBe(200);
  const calls = await s.slack.waitFor('views.publish', before + 1);
  expect(calls[before].user_id).toBe(user);
  return calls[before].view;
}

describe('App Home', () => {
  it('shows a linked user the three sections: arrivals, awaiting payment with deadline, latest payments', async () => {
    // The bot token was checked against the fake at start (auth.test).
    expect(s.slack.callsTo('auth.test').length).toBeGreaterThan(0);

    // A chatbot booking awaiting payment, arriving in 5 days.
    const checkin = addDays(TODAY, 5);
    const offer = await firstOffer(s.svc.url, 'Cartagena', checkin, 2);
    const created = await call(s.svc.url, 'POST', `/v2/bookings/hotel_id=${offer.hotelId}`, { body: bookingBody(offer, checkin, addDays(checkin, 2), 2) });
    expect(created.status).toBe(200);
    const hotelId = offer.internalId;
    await s.links.link({ teamId: 'T1', kind: 'user', slackId: 'U1', hotelId }, T0);

    const arrivals = (
      await call(s.svc.url, 'GET', `/v1/bookings/from-channel-manager/raw?start_date=${TODAY}&end_date=${TODAY}&hotel_id=${hotelId}&id_type=internal`, {
        key: 'demo-operator',
      })
    ).body.data.hotel.bookings as any[];
    const ahead = (
      await call(
        s.svc.url,
        'GET',
        `/v1/bookings/from-channel-manager/raw?start_date=${TODAY}&end_date=${addDays(TODAY, 30)}&hotel_id=${hotelId}&id_type=internal`,
        {
          key: 'demo-operator',
        },
      )
    ).body.data.hotel.bookings as any[];
    const awaiting = ahead.filter((b) => b.payment_deadline);
    expect(awaiting.length).toBeGreaterThan(0);

    const view = await openHome('U1');
    expect(view.type).toBe('home');
    const text = blocksText(view.blocks);
    expect(text).toContain('Llegadas de hoy (sáb 21 nov)'); // TODAY, 2026-11-21
    for (const b of arrivals) expect(text).toContain(`*${b.first_name} ${b.last_name}* · Reserva ${b.reservation_id}`);
    if (!arrivals.length) expect(text).toContain('No hay llegadas hoy.');
    expect(text).toContain('Reservas del chatbot esperando el pago en línea');
    for (const b of awaiting) {
      expect(text).toContain(`Reserva ${b.reservation_id}`);
      expect(text).toContain(`Plazo de pago: ${bogotaShort(b.payment_deadline)}`);
    }
    expect(text).toContain('Últimos pagos');
    expect(text).toContain('No hay pagos recientes.');
    // The two modals can be opened from the Home too.
    const buttons = view.blocks.find((b: any) => b.type === 'actions').elements.map((e: any) => e.action_id);
    expect(buttons).toEqual(['reserva_mark_paid', 'reserva_change_status']);
  });

  it('issue point 14: the awaiting section says it lists chatbot bookings awaiting online payment; the Home buttons carry no empty value', async () => {
    // Hotel 1 today: portal bookings still owe money at the desk (2600001, 2600002), and no chatbot booking awaits its online payment.
    await s.links.link({ teamId: 'T1', kind: 'workspace', hotelId: 1 }, T0);
    const view = await openHome('U1');
    const text = blocksText(view.blocks);
    expect(text).toContain('*Lucía Pérez* · Reserva 2600001'); // owes COP 866.000, listed among the arrivals
    expect(text).toContain('*Reservas del chatbot esperando el pago en línea*');
    expect(text).toContain('Ninguna reserva del chatbot espera el pago en línea.');
    expect(text).not.toContain('No hay reservas pendientes de pago.');
    // Slack refuses a button whose value is an empty string: the Home's buttons have a value or none at all.
    for (const e of view.blocks.find((b: any) => b.type === 'actions').elements) expect(e.value === undefined || e.value.length > 0).toBe(true);
    // The mark-as-paid button opens its modal empty.
    const before = s.slack.callsTo('views.open').length;
    const button = view.blocks.find((b: any) => b.type === 'actions').elements[0];
    const res = await s.post(buttonClick({ actionId: button.action_id, value: button.value, trigger: 'trig-home', inHome: true }));
    expect(res.status).toBe(200);
    const modal = (await s.slack.waitFor('views.open', before + 1))[before].view;
    expect(modal.callback_id).toBe('mark_paid');
    expect(modal.blocks[0].element.initial_value).toBeUndefined();

    await s.links.setLanguage('T1', 'en', T0);
    const en = blocksText((await openHome('U1')).blocks);
    expect(en).toContain('*Chatbot bookings awaiting online payment*');
    expect(en).toContain('No chatbot booking is awaiting online payment.');
  });

  it('issue point 14: a payment marked by hand shows its amount among the latest payments', async () => {
    await s.links.link({ teamId: 'T1', kind: 'workspace', hotelId: 1 }, T0);
    await s.feed.setChannel(1, 'T1', 'C0FEED');
    const web = new webApi.WebClient('xoxb-test', { slackApiUrl: s.slack.apiUrl, retryConfig: { retries: 0 } });
    const poller = new SlackFeedPoller({ web, client: s.client, links: s.links, feed: s.feed, intervalMs: 60_000, clock: s.svc.clock });
    await poller.pollOnce(); // starts at the end of the feed
    // 2600001 (COP 866.000, pay at the hotel) is paid at the desk and marked paid (endpoint 17): no card charge, so no transaction amount.
    const marked = await call(s.svc.url, 'PUT', '/v1/bookings/change-status/?hotel_id=100001', { key: 'demo-operator', body: { bookings: ['2600001'] } });
    expect(marked.body.aditional_info.applied).toBe(1);
    expect(await poller.pollOnce()).toMatchObject({ events: 1, posted: 1 });
    const text = blocksText((await openHome('U1')).blocks);
    expect(text).toMatch(/• \*Pagada\* · Reserva 2600001 · Lucía Pérez · COP 866\.000 · sáb 21 nov, \d{1,2}:\d{2} [ap]\. m\./);
    // The feed channel's message says it too.
    const [post] = s.slack.callsTo('chat.postMessage');
    expect(post.text).toContain('Reserva 2600001 · COP 866.000');
  });

  it('lists the latest payments the live feed stored, newest first', async () => {
    await s.links.link({ teamId: 'T1', kind: 'workspace', hotelId: 1 }, T0);
    const payload = (reservationId: string, guest: string, amount: number) => ({
      voucherId: 1,
      operationType: 'automated',
      reservationId,
      guest,
      statusCode: 'applied',
      refundStatusCode: null,
      amount,
      refundAmount: null,
      currency: 'COP',
      checkinDate: TODAY,
      checkoutDate: null,
      paymentDeadline: null,
      url: null,
    });
    s.feed.recordPoll(1, 10, [{ dedupeKey: 'a', kind: 'paid', payload: payload('2600101', 'Ana Gómez', 450000) }], T0);
    s.feed.recordPoll(1, 11, [{ dedupeKey: 'b', kind: 'rejected', payload: payload('2600102', 'Luis Díaz', 320000) }], new Date(T0.getTime() + 60_000));
    s.feed.recordPoll(1, 12, [{ dedupeKey: 'c', kind: 'created', payload: payload('2600103', 'No Mostrar', 1) }], new Date(T0.getTime() + 120_000));
    const text = blocksText((await openHome('U1')).blocks);
    const rejected = text.indexOf('*Rechazada* · Reserva 2600102 · Luis Díaz · COP 320.000 · sáb 21 nov, 10:01 a. m.');
    const paid = text.indexOf('*Pagada* · Reserva 2600101 · Ana Gómez · COP 450.000 · sáb 21 nov, 10:00 a. m.'); // stored at T0, 15:00 UTC
    expect(rejected).toBeGreaterThan(-1);
    expect(paid).toBeGreaterThan(rejected);
    expect(text).not.toContain('No Mostrar'); // a created booking is not a payment
    expect(text).not.toContain('No hay pagos recientes.');
  });

  it('explains to an unlinked user how to get linked, showing no data; in English for an English workspace', async () => {
    const es = blocksText((await openHome('U7', 'T7')).blocks);
    expect(es).toContain('Todavía no estás vinculado a ningún hotel');
    expect(es).toContain('hotelbot slack link');
    expect(es).not.toContain('Reserva');
    await s.links.setLanguage('T8', 'en', T0);
    const en = blocksText((await openHome('U8', 'T8')).blocks);
    expect(en).toContain('You are not linked to any hotel yet');
  });
});
