/**
 * WhatsApp's notices on real parts (the real service on its manual clock,
 * the bot with its SQLite database and webhook receiver, the fake Graph API
 * of test/helpers/whatsapp.ts on the same clock): the 24-hour window and the
 * templates sent outside it, Meta's `failed` statuses feeding the notice
 * outbox, typed commands, `wa.me` links, files for the staff, and messages a
 * crash cut short.
 */
import { describe, expect, it } from 'vitest';
import type { RunningBot } from '../../../src/bot/index.js';
import { NOTICE_BACKOFF_MS } from '../../../src/bot/outbox.js';
import { whatsAppFileFetcher } from '../../../src/bot/whatsapp/channel.js';
import { payloadViolations, type WhatsAppPayload } from '../../../src/bot/whatsapp/format.js';
import { GraphClient } from '../../../src/bot/whatsapp/graph.js';
import { whatsAppLinkText } from '../../../src/cli/whatsapp.js';
import { NoticeRepo } from '../../../src/store/bot/notices.js';
import { WhatsAppRepo } from '../../../src/store/bot/whatsapp.js';
import { payCheckout } from '../../helpers/service.js';
import { textOf, type WhatsAppGuestDriver } from '../../helpers/whatsapp.js';
import { WHATSAPP_TEST_CREDENTIALS, whatsAppHarness } from '../../helpers/whatsAppHarness.js';

const DAY = 86_400_000;

const h = whatsAppHarness('hotelbot-wa-notices-');

/** A bot serving WhatsApp against a fresh fake Graph API on the service's clock; one guest. */
async function launch(from?: string, name?: string) {
  const { bot, graph, guest, stop } = await h.launch({ onServiceClock: true });
  return { bot, graph, guest: guest(from, name), stop };
}

const joined = (payloads: WhatsAppPayload[]) => payloads.map(textOf).join('\n');

/** Book in Cartagena from a whole request to the payment link: the booking's code and link. */
async function bookToLink(guest: WhatsAppGuestDriver): Promise<{ code: string; url: string }> {
  const hotels = await guest.say({ text: 'Hola, quiero reservar en Cartagena del 15 al 18 de diciembre para 2 adultos' });
  const rates = await guest.pick(hotels, /Hotel/);
  const name = await guest.pick(rates, /Doble|Twin|Triple/);
  await guest.pick(name, /Ana Gómez/);
  const summary = await guest.say({ text: 'ana@example.com, Bogotá' });
  const created = joined(await guest.pick(summary, /Confirmar/));
  const code = /CB(?:-[A-Z0-9]{4}){3}/.exec(created)?.[0];
  const url = /https?:\/\/\S+\/pay\/\S+/.exec(created)?.[0];
  expect(code, created).toBeDefined();
  expect(url, created).toBeDefined();
  return { code: code!, url: url! };
}

/** A bot and its guest `from` (see {@link launch}), booked up to the link and paid with card `card`, the checkout answering `status`; with the booking's code. */
async function launchAndPay(card: string, status: number, from?: string) {
  const launched = await launch(from);
  const { code, url } = await bookToLink(launched.guest);
  expect((await payCheckout(url, { number: card })).status).toBe(status);
  return { ...launched, code };
}

/** The watcher learns the outcome and the notice worker sends what is due. */
async function settle(bot: RunningBot): Promise<void> {
  await bot.watcher.tick();
  await bot.notices.tick();
  await bot.whatsapp!.idle();
}

describe('WhatsApp: the 24-hour window', () => {
  it('a payment learnt more than 24 hours after the guest last wrote goes as the payment_confirmed template; their next message reopens the window', async () => {
    const { bot, graph, guest, code } = await launchAndPay('4242 4242 4242 4242', 200);
    h.svc.clock.advance(DAY + 60_000);
    await settle(bot);
    const told = await guest.news();
    expect(told).toEqual([
      {
        type: 'template',
        template: { name: 'payment_confirmed', language: { code: 'es' }, components: [{ type: 'body', parameters: [{ type: 'text', text: code }] }] },
      },
    ]);
    expect(graph.refused).toEqual([]);
    expect((await new NoticeRepo(bot.store.db).forBooking(code)).map((n) => [n.kind, n.status])).toEqual([['paid', 'sent']]);
    // The guest answers: free-form messages again.
    const answer = await guest.say({ text: 'gracias!' });
    expect(answer.length).toBeGreaterThan(0);
    expect(answer.every((p) => p.type !== 'template')).toBe(true);
    // "estado" after paying tells the paid booking's live status, with no deadline.
    const state = joined(await guest.say({ text: 'estado' }));
    expect(state).toContain(code);
    expect(state).toMatch(/Pago: Aplicado/);
    expect(state).not.toMatch(/Vence/);
    for (const s of graph.sent) expect(payloadViolations(s.payload)).toEqual([]);
  }, 60_000);

  it('an expiry after the window goes as booking_expired with its quick reply; tapping it searches the same stay again', async () => {
    const { bot, graph, guest } = await launch('573001234568');
    const { code } = await bookToLink(guest);
    h.svc.clock.advance(DAY + 60_000);
    await settle(bot);
    const told = await guest.news();
    expect(told.map((p) => p.type === 'template' && p.template.name)).toEqual(['booking_expired']);
    expect(textOf(told[0]!)).toContain(code);
    const again = await guest.pick(told, /Buscar de nuevo/);
    expect(joined(again)).toMatch(/Encontré \d+ hoteles|hoteles/);
    expect(graph.refused).toEqual([]);
  }, 60_000);

  it('a free-form notice Meta refuses for the window (131047) falls back to its template at once', async () => {
    const { bot, graph, guest, code } = await launchAndPay('4242 4242 4242 4242', 200, '573001234569');
    // The bot thinks the window open (the guest wrote minutes ago); Meta says otherwise.
    graph.closeWindow(guest.from);
    await settle(bot);
    expect(graph.refused.map((r) => r.code)).toEqual([131047]);
    const told = await guest.news();
    expect(told.map((p) => p.type === 'template' && p.template.name)).toEqual(['payment_confirmed']);
    expect(textOf(told[0]!)).toContain(code);
    expect(await new WhatsAppRepo(bot.store.db).windowOpen(guest.from, h.svc.clock.now())).toBe(false);
  }, 60_000);

  it('a notice with no template outside the window (a declined payment) is a dead letter, not a silent loss', async () => {
    const { bot, graph, guest, code } = await launchAndPay('4000 0000 0000 0002', 402, '573001234570');
    graph.closeWindow(guest.from);
    await settle(bot);
    expect(await guest.news()).toEqual([]);
    const [rejected] = await new NoticeRepo(bot.store.db).forBooking(code);
    expect(rejected).toMatchObject({ kind: 'rejected', status: 'dead' });
    expect(rejected!.lastError).toMatch(/131047/);
  }, 60_000);
});

describe("WhatsApp: Meta's statuses", () => {
  it('failed statuses reopen the notice: a transient error is sent again after the backoff, 131047 as the template, a final one is a dead letter; each status once', async () => {
    const { bot, graph, guest } = await launch('573001234571');
    const hook = `${new URL(bot.webhooks!.webhookUrl).origin}/whatsapp/webhook`;
    const { code, url } = await bookToLink(guest);
    expect((await payCheckout(url, { number: '4242 4242 4242 4242' })).status).toBe(200);
    await settle(bot);
    const paid = graph.sent.at(-1)!;
    expect(textOf(paid.payload)).toMatch(/Pago recibido/);
    const notices = new NoticeRepo(bot.store.db);
    const status = async (wamid: string, code: number, title: string) => {
      expect((await graph.postWebhook(hook, graph.statusBody({ wamid, recipient: guest.from, status: 'failed', errors: [{ code, title }] }))).status).toBe(200);
      await bot.whatsapp!.idle();
    };

    // 131000 "Something went wrong", posted twice by Meta: reopened once.
    await status(paid.id, 131000, 'Something went wrong');
    await status(paid.id, 131000, 'Something went wrong');
    const [reopened] = await notices.forBooking(code);
    expect(reopened).toMatchObject({ status: 'pending', delivered: 0, attempts: 1 });
    expect(Date.parse(reopened!.nextAttemptAt) - h.svc.clock.now().getTime()).toBe(NOTICE_BACKOFF_MS[0]);
    expect((await bot.notices.tick()).sent).toEqual([]);
    h.svc.clock.advance(NOTICE_BACKOFF_MS[0]!);
    expect((await bot.notices.tick()).sent).toEqual([reopened!.id]);
    const again = graph.sent.at(-1)!;
    expect(again.id).not.toBe(paid.id);
    expect(again.payload).toEqual(paid.payload);

    // 131047 later (the window closed meanwhile): sent again as its template at once.
    await status(again.id, 131047, 'Re-engagement message');
    expect((await bot.notices.tick()).sent).toEqual([reopened!.id]);
    const template = graph.sent.at(-1)!;
    expect(template.payload).toMatchObject({ type: 'template', template: { name: 'payment_confirmed' } });

    // 131026 "Message undeliverable" is final: a dead letter, nothing more sent.
    await status(template.id, 131026, 'Message undeliverable');
    const before = graph.sent.length;
    expect(await bot.notices.tick()).toEqual({ sent: [], retry: [], dead: [] });
    expect(graph.sent.length).toBe(before);
    expect(await notices.forBooking(code)).toMatchObject([{ status: 'dead', lastError: expect.stringMatching(/131026/) }]);
    // A status of a message the bot never sent changes nothing.
    await status('wamid.UNKNOWN', 131000, 'Something went wrong');
    expect(await notices.forBooking(code)).toMatchObject([{ status: 'dead' }]);
  }, 60_000);
});

describe('WhatsApp: what the guest has on Telegram', () => {
  it('"estado" and "ayuda" typed alone are the commands; "english" switches the language', async () => {
    const { guest } = await launch('573001234572');
    const { code } = await bookToLink(guest);
    const state = joined(await guest.say({ text: 'Estado' }));
    expect(state).toContain(code);
    expect(state).toMatch(/pago|Pendiente/i);
    expect(joined(await guest.say({ text: 'ayuda' }))).toMatch(/\/status|estado/);
    const english = joined(await guest.say({ text: 'english please' }));
    expect(english).toMatch(/English|booking|hotel/i);
    expect(joined(await guest.say({ text: 'status' }))).toContain(code);
  }, 60_000);

  it('a wa.me link’s first message names the destination: the bot goes straight to the dates, in the link’s language', async () => {
    const cases: Array<[string, 'es' | 'en', RegExp, RegExp]> = [
      ['Cartagena', 'es', /Cartagena/, /fechas/i],
      ['Hotel Bocagrande Azul', 'es', /Bocagrande Azul/, /fechas/i],
      ['Santa Marta', 'en', /Santa Marta/, /dates/i],
      ['Hotel Poblado Verde', 'en', /Poblado Verde/, /dates/i],
    ];
    let n = 0;
    for (const [destination, lang, named, asks] of cases) {
      const { guest, stop } = await launch(`5730012346${String(++n).padStart(2, '0')}`);
      const first = joined(await guest.say({ text: whatsAppLinkText(destination, lang) }));
      expect(first, destination).toMatch(named);
      expect(first, destination).toMatch(asks);
      await stop();
    }
  }, 60_000);

  it("a photo is answered with the current question, and the staff's fetcher downloads it from Meta by its media id", async () => {
    const { graph, guest } = await launch('573001234573');
    await guest.say({ text: 'Hola, quiero reservar en Cartagena' });
    const id = graph.addMedia(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), 'image/jpeg');
    const answer = joined(await guest.say({ media: { type: 'image', id, caption: 'mi pasaporte' } }));
    expect(answer).toMatch(/fechas/i);
    const fetch = whatsAppFileFetcher(
      new GraphClient({ token: WHATSAPP_TEST_CREDENTIALS.token, phoneNumberId: WHATSAPP_TEST_CREDENTIALS.phoneNumberId, apiUrl: graph.apiUrl }),
    );
    const file = await fetch({ ref: id, mime: 'image/jpeg' });
    expect(file).toEqual({ bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), name: 'archivo.jpeg', mime: 'image/jpeg' });
    await expect(fetch({ ref: '404' })).rejects.toThrow();
  }, 60_000);
});
