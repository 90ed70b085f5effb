/**
 * What guests and staff write reaches Slack escaped and within Slack's
 * limits, end to end: a guest's last name with `&`, `<!channel>` through the
 * real service into the live feed (the real Slack WebClient posting to the
 * fake Slack Web API) and into `/reservas` and `/reserva` answers (signed
 * requests to the real Bolt receiver); echoed command text escaped and cut;
 * every payload checked against Slack's documented limits; the text-cutting
 * rules themselves; modal titles and help texts in both languages.
 */
import { webApi } from '@slack/bolt';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, bogotaDate } from '../../../src/clock.js';
import { SlackFeedPoller } from '../../../src/bot/slack/feed.js';
import { cut, esc } from '../../../src/bot/slack/mrkdwn.js';
import { texts, type SlackTexts } from '../../../src/texts/slack.js';
import { formatCopExact, formatShortBogotaInstant } from '../../../src/texts/format.js';
import { bookingBody, firstOffer } from '../../helpers/booking.js';
import { call, T0 } from '../../helpers/service.js';
import { blocksText, buttonClick, slackLimitViolations, slackStackEachTest, unescapedMarkup, type SlackStack } from '../../helpers/slack.js';

const TODAY = bogotaDate(T0); // 2026-11-21
const LAST_NAME = 'Ríos & Co <!channel>';
const ESCAPED = 'Ana Ríos &amp; Co &lt;!channel&gt;';

let s: SlackStack;
slackStackEachTest((stack) => (s = stack), { linkHotel: 1 });

/** A chatbot booking at hotel 1 for a guest whose last name is {@link LAST_NAME}; its reservation number and total. */
async function bookRios(checkin: string): Promise<{ reservation: string; amount: number }> {
  const offer = await firstOffer(s.svc.url, 'Cartagena', checkin, 2);
  expect(offer.internalId).toBe(1);
  const created = await call(s.svc.url, 'POST', `/v2/bookings/hotel_id=${offer.hotelId}`, {
    key: 'demo-agency-1',
    body: bookingBody(offer, checkin, addDays(checkin, 2), 2, 2, { lastName: LAST_NAME }),
  });
  expect(created.status).toBe(200);
  const r = s.svc.db
    .prepare(`SELECT r.id AS id FROM reservations r JOIN chatbot_bookings b ON b.id = r.chatbot_booking_id WHERE b.chatbot_id = ?`)
    .get(created.body.chatbot_id) as { id: number };
  return { reservation: String(r.id), amount: offer.amountAfterTax };
}

/** Every check the whole payload must pass: no unescaped markup in its mrkdwn, nothing over Slack's limits. */
function expectSafe(payload: any): void {
  expect(unescapedMarkup(payload)).toEqual([]);
  expect(slackLimitViolations(payload)).toEqual([]);
}

describe('a guest named "Ríos & Co <!channel>"', () => {
  it('reaches the feed channel escaped, in text and blocks: no @channel ping', async () => {
    await s.links.link({ teamId: 'T1', kind: 'channel', slackId: 'C0FEED', hotelId: 1 }, T0);
    await s.feed.setChannel(1, 'T1', 'C0FEED');
    const web = new webApi.WebClient('xoxb-test', { slackApiUrl: s.slack.apiUrl, retryConfig: { retries: 0 } });
    const poller = new SlackFeedPoller({ web, client: s.client, links: s.links, feed: s.feed, intervalMs: 60_000, clock: s.svc.clock });
    await poller.pollOnce(); // starts at the end of the feed

    const { reservation, amount } = await bookRios('2026-12-10');
    expect(await poller.pollOnce()).toMatchObject({ events: 1, posted: 1 });
    const [post] = s.slack.callsTo('chat.postMessage');
    const cop = `COP ${String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
    expect(post.text).toBe(`Nueva reserva por chatbot · ${ESCAPED} · Reserva ${reservation} · ${cop} · Pendiente`);
    expect(post.blocks[1].fields[0]).toEqual({ type: 'mrkdwn', text: `*Huésped:* ${ESCAPED}` });
    expect(JSON.stringify(post)).not.toContain('<!channel>');
    expectSafe(post);
  });

  it('is escaped in /reservas and /reserva answers', async () => {
    const { reservation } = await bookRios(addDays(TODAY, 3));
    const list = (await s.command('/reservas', addDays(TODAY, 3))).reply;
    const line = list.blocks.map((b: any) => b.text?.text ?? '').find((t: string) => t.includes(`Reserva ${reservation}`));
    expect(line.split('\n')[0]).toBe(`*${ESCAPED}* · Reserva ${reservation}`);
    expect(JSON.stringify(list)).not.toContain('<!channel>');
    expectSafe(list);

    const one = (await s.command('/reserva', reservation)).reply;
    expect(one.text).toBe(`Reserva ${reservation} · ${ESCAPED}`);
    expect(one.blocks[0].text.text.split('\n')[0]).toBe(`*Reserva ${reservation}* · ${ESCAPED}`);
    expect(JSON.stringify(one)).not.toContain('<!channel>');
    expectSafe(one);

    // The App Home lists it among the bookings awaiting payment, escaped too.
    const res = await s.post(
      JSON.stringify({
        token: 'legacy',
        team_id: 'T1',
        api_app_id: 'A1',
        type: 'event_callback',
        event_id: 'EvHome1',
        event_time: Math.floor(Date.now() / 1000),
        event: { type: 'app_home_opened', user: 'U1', channel: 'DU1', tab: 'home', event_ts: '1700000000.000100' },
      }),
      'application/json',
    );
    expect(res.status).toBe(200);
    const [{ view }] = await s.slack.waitFor('views.publish');
    expect(blocksText(view.blocks)).toContain(`*${ESCAPED}* · Reserva ${reservation}`);
    expect(JSON.stringify(view)).not.toContain('<!channel>');
    expectSafe(view);
  });
});

describe('echoed command text', () => {
  it('`<`, `>` and `&` typed by staff come back escaped', async () => {
    const dates = (await s.command('/reservas', 'desde <hoy> & <!here> mañana')).reply;
    expect(dates.text).toContain('«desde &lt;hoy&gt; &amp; &lt;!here&gt; mañana»');
    expectSafe(dates);

    const pago = (await s.command('/pago', 'ref<b>&x')).reply;
    expect(pago.text).toBe('No encontré ninguna transacción con la referencia ref&lt;b&gt;&amp;x en tu hotel.');
    expectSafe(pago);
  });

  it('a 2,939-character text is cut: every block within Slack limits, the echo ends in "…" without a broken entity', async () => {
    const long = `del 1 ${'<&>'.repeat(977)}xy`; // 2,939 characters, 8,801 once escaped
    expect(long.length).toBe(2939);
    const { reply } = await s.command('/reservas', long);
    expectSafe(reply);
    const echoed = /«([^»]*)»/.exec(reply.blocks[0].text.text)![1]!;
    expect(echoed.endsWith('…')).toBe(true);
    expect(echoed.length).toBeLessThanOrEqual(100);
    expect(echoed.slice(0, -1)).toMatch(/^del 1 (&lt;&amp;&gt;)*(&lt;|&lt;&amp;)?$/);
  });
});

describe('cut', () => {
  it('keeps short texts, cuts long ones to the limit with "…", never inside an entity or a surrogate pair', () => {
    expect(cut('hola', 4)).toBe('hola');
    expect(cut('hola mundo', 5)).toBe('hola…');
    expect(cut(esc('Ríos & Co'), 7)).toBe('Ríos …'); // "Ríos &amp; Co": '&' alone would start a broken entity
    expect(cut('ab😀cd', 4)).toBe('ab…'); // the emoji is two code units: not split
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), fc.integer({ min: 1, max: 80 }), (raw, max) => {
        const escaped = esc(raw);
        const out = cut(escaped, max);
        expect(out.length).toBeLessThanOrEqual(max);
        if (escaped.length <= max) {
          expect(out).toBe(escaped);
          return;
        }
        expect(out.endsWith('…')).toBe(true);
        const kept = out.slice(0, -1);
        expect(escaped.startsWith(kept)).toBe(true);
        expect(kept).not.toMatch(/&(?!amp;|lt;|gt;)/); // no broken entity
        expect(kept).not.toMatch(/[\ud800-\udbff]$/); // no half surrogate pair
      }),
    );
  });
});

describe('the formatting every Slack surface uses', () => {
  it('writes COP to the centavo and instants in Bogotá time, also across midnight', () => {
    expect(formatCopExact('866000.00', 'es')).toBe('COP 866.000');
    expect(formatCopExact(100000.5, 'es')).toBe('COP 100.000,50');
    expect(formatCopExact('100000.05', 'en')).toBe('COP 100,000.05');
    expect(formatShortBogotaInstant('2026-11-21T15:00:00Z', 'es')).toBe('sáb 21 nov, 10:00 a. m.');
    expect(formatShortBogotaInstant('2026-11-22T03:30:00Z', 'es')).toBe('sáb 21 nov, 10:30 p. m.'); // still the 21st in Bogotá
    expect(formatShortBogotaInstant('2026-11-22T10:00:00-05:00', 'en', 2026)).toBe('Sun Nov 22, 10:00 AM');
    expect(formatShortBogotaInstant('2027-01-02T12:00:00-05:00', 'es', 2026)).toBe('sáb 2 ene 2027, 12:00 p. m.');
  });
});

describe('texts', () => {
  /** Every text of `t`, functions called with sample values. */
  function allTexts(t: SlackTexts): string[] {
    const out: string[] = [];
    for (const [key, v] of Object.entries(t)) {
      if (key === 'fmt') continue;
      if (typeof v === 'string') out.push(v);
      else if (typeof v === 'function')
        out.push(String((v as (...a: unknown[]) => unknown)('X1', 'X2', 'X3', 4)), String((v as (...a: unknown[]) => unknown)(1, 2)));
      else if (v && typeof v === 'object') out.push(...Object.values(v as Record<string, string>));
    }
    return out;
  }

  it('help and usage texts have no angle brackets (Slack would read them as links) in either language', async () => {
    for (const lang of ['es', 'en'] as const) {
      const bad = allTexts(texts(lang)).filter((x) => /[<>‹›]/.test(x));
      expect(bad).toEqual([]);
    }
    const usage = (await s.command('/reserva', 'abc')).reply;
    expect(usage.text).toBe('Uso: `/reserva` seguido del número de reserva, por ejemplo `/reserva 2600001`.');
    const pago = (await s.command('/pago', 'dos palabras')).reply;
    expect(pago.text).toContain('Uso: `/pago` seguido de una referencia');
    expectSafe(usage);
    expectSafe(pago);
  });

  it('both modals open with whole titles of at most 24 characters, in Spanish and in English', async () => {
    for (const lang of ['es', 'en'] as const) {
      await s.links.setLanguage('T1', lang, T0);
      const t = texts(lang);
      // 2600001 (unpaid) offers "mark as paid", 2600003 (paid, Expedia) "change check-in status": each reservation shows only what makes sense for it.
      const buttons: any[] = [];
      for (const n of ['2600001', '2600003']) buttons.push(...(await s.command('/reserva', n)).reply.blocks.find((b: any) => b.type === 'actions').elements);
      expect(buttons.map((b) => b.action_id)).toEqual(['reserva_mark_paid', 'reserva_change_status']);
      for (const button of buttons) {
        const before = s.slack.callsTo('views.open').length;
        const res = await s.post(
          buttonClick({
            actionId: button.action_id,
            value: button.value,
            trigger: `trig-${lang}-${button.action_id}`,
            responseUrl: s.slack.responseUrl(`title-${lang}-${button.action_id}`),
          }),
        );
        expect(res.status).toBe(200);
        const view = (await s.slack.waitFor('views.open', before + 1))[before].view;
        expect([t.markPaidTitle, t.statusTitle]).toContain(view.title.text); // the whole title, not a cut one
        for (const k of ['title', 'submit', 'close']) expect(view[k].text.length).toBeLessThanOrEqual(24);
        expectSafe(view);
      }
    }
    expect(texts('es').statusTitle).toBe('Estado de check-in');
    expect(texts('en').statusTitle).toBe('Change check-in status');
  });
});

describe("a cancelled booking's state", () => {
  it('shows "Cancelada" and nothing left to pay, in /reserva and /reservas', async () => {
    // A seeded portal booking with nothing prepaid (pending), cancelled through the service (endpoint 18, status 3).
    const r = s.svc.db
      .prepare(
        `SELECT id, portal_code AS portal, checkin FROM reservations WHERE hotel_id = 1 AND checkin >= ? AND prepaid_minor = 0 AND status = 'confirmed'
            AND portal_code IN ('booking', 'expedia', 'despegar', 'airbnb') ORDER BY checkin, id LIMIT 1`,
      )
      .get(TODAY) as { id: number; portal: string; checkin: string };
    const n = String(r.id);
    const before = blocksText((await s.command('/reserva', n)).reply.blocks);
    expect(before).toContain('Estado: Pendiente de pago');
    expect(before).toContain('Por pagar: COP');
    const cancelled = await call(s.svc.url, 'PUT', `/v1/bookings/${n}?checkin_status=3&hotel_id=100001&portal_code=${r.portal}`, { key: 'demo-operator' });
    expect(cancelled.body).toMatchObject({ msg: expect.any(String) });
    expect(cancelled.status).toBe(200);

    const after = blocksText((await s.command('/reserva', n)).reply.blocks);
    expect(after).toContain('Estado: Cancelada');
    expect(after).not.toContain('Por pagar');
    expect(after).not.toContain('Pendiente');
    const list = blocksText((await s.command('/reservas', r.checkin)).reply.blocks);
    const line = list.split('\n*').find((l) => l.includes(`Reserva ${n}`))!;
    expect(line).toContain('Estado: Cancelada');
    expect(line).not.toContain('Por pagar');
  });
});
