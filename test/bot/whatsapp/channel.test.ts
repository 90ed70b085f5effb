/**
 * The WhatsApp channel end to end on real parts: the real service, the bot
 * with its SQLite database and its webhook receiver on an ephemeral port, and
 * a loopback fake of Meta's Graph API (test/helpers/whatsapp.ts) that checks
 * the bearer token and every payload against WhatsApp's limits, and posts
 * webhooks signed with the app secret as Meta does.
 */
import { request } from 'undici';
import { describe, expect, it } from 'vitest';
import { payloadViolations, type WhatsAppPayload } from '../../../src/bot/whatsapp/format.js';
import { optionsOf, textOf } from '../../helpers/whatsapp.js';
import { WHATSAPP_TEST_CREDENTIALS, whatsAppHarness } from '../../helpers/whatsAppHarness.js';

const h = whatsAppHarness('hotelbot-wa-');
const launch = (path?: string) => h.launch(path ? { path } : {});

describe('WhatsApp channel', () => {
  it("answers Meta's verification only with the verify token", async () => {
    const { hook } = await launch();
    const ok = await request(`${hook}?hub.mode=subscribe&hub.verify_token=${WHATSAPP_TEST_CREDENTIALS.verifyToken}&hub.challenge=1158201444`);
    expect([ok.statusCode, await ok.body.text()]).toEqual([200, '1158201444']);
    const wrong = await request(`${hook}?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=1`);
    await wrong.body.dump();
    expect(wrong.statusCode).toBe(403);
  });

  it('a whole request in one message, then buttons and lists, to the payment link: within the limits, every message once', async () => {
    const { bot, graph, hook } = await launch();
    const guest = '573001234567';
    let sent = 0;
    let actions = 0;
    /** Post one guest message and wait for the bot's answer; returns the new payloads. */
    const say = async (o: { text?: string; buttonReply?: { id: string; title: string }; listReply?: { id: string; title: string } }, wamid?: string) => {
      actions++;
      const res = await graph.postWebhook(hook, graph.webhookBody({ from: guest, name: 'Ana Gómez', ...o, ...(wamid ? { wamid } : {}) }));
      expect(res.status).toBe(200);
      await bot.whatsapp!.idle();
      const fresh = graph.sent.slice(sent).map((s) => s.payload);
      sent = graph.sent.length;
      return fresh;
    };
    const pick = async (payloads: WhatsAppPayload[], title: RegExp) => {
      const option = payloads.flatMap(optionsOf).find(([, t]) => title.test(t));
      expect(option, JSON.stringify(payloads.map(textOf))).toBeDefined();
      const [id, t] = option!;
      const list = payloads.some((p) => p.type === 'interactive' && p.interactive.type === 'list' && optionsOf(p).some(([x]) => x === id));
      return say(list ? { listReply: { id, title: t } } : { buttonReply: { id, title: t } });
    };

    const hotels = await say({ text: 'Hola, quiero reservar en Cartagena del 15 al 18 de diciembre para 2 adultos' }, 'wamid.FIRST');
    expect(hotels.map(textOf).join('\n')).toMatch(/Encontré \d+ hoteles/);
    // Meta delivers the same message again: handled once.
    await say({ text: 'Hola, quiero reservar en Cartagena del 15 al 18 de diciembre para 2 adultos' }, 'wamid.FIRST');
    expect(graph.sent.length).toBe(sent);
    // From the whole request to the payment link: five guest actions (the hotel, the rate, the name, "email, city", the confirmation).
    const rates = await pick(hotels, /Hotel/);
    const name = await pick(rates, /Doble|Twin|Triple/);
    const asked = name.map(textOf).join('\n');
    expect(asked).toMatch(/A nombre de quién/);
    // The WhatsApp profile name is offered, with the number the guest writes from shown beside it: one tap takes both.
    expect(asked).toContain('+57 300 1234567');
    const email = await pick(name, /Ana Gómez/);
    expect(email.map(textOf).join('\n')).toMatch(/correo electrónico .* y en qué ciudad vives/);
    const summary = await say({ text: 'ana@example.com, Bogotá' });
    expect(summary.map(textOf).join('\n')).toMatch(/Resumen de tu reserva/);
    const created = await pick(summary, /Confirmar/);
    const link = created.map(textOf).join('\n');
    expect(link).toMatch(/quedó registrada/);
    expect(link).toMatch(/https?:\/\/\S+\/pay\/\S+/);
    const read = summary.map(textOf).join('\n');
    expect(read).toContain('Teléfono: +57 300 1234567');
    expect(read).toContain('Ana Gómez');
    expect(read).toContain('Bogotá');
    // The whole request (posted twice by Meta, one guest action), then five actions.
    expect(actions - 1).toBe(6);

    expect(graph.refused).toEqual([]);
    for (const s of graph.sent) expect(payloadViolations(s.payload)).toEqual([]);
    expect(graph.sent.every((s) => s.to === guest)).toBe(true);
    // Every inbound message was marked read, the repeated one once.
    expect(graph.reads.filter((r) => r === 'wamid.FIRST')).toHaveLength(1);
  }, 60_000);

  it('refuses a forged or missing signature with 401 and handles nothing', async () => {
    const { bot, graph, hook } = await launch();
    const body = graph.webhookBody({ from: '573005550000', text: 'hola' });
    expect((await graph.postWebhook(hook, body, { signature: `sha256=${'0'.repeat(64)}` })).status).toBe(401);
    expect((await graph.postWebhook(hook, body, { signature: '' })).status).toBe(401);
    await bot.whatsapp!.idle();
    expect(graph.sent).toEqual([]);
    expect(await bot.conversations.state({ channel: 'whatsapp', chatId: '573005550000' })).toBeUndefined();
  });

  it('20 guests at once, each from a whole request to the name question: every answer to its own guest, once, within the limits', async () => {
    const { graph, guest: guestAt } = await launch();
    const cities = ['Cartagena', 'Medellín', 'Bogotá', 'Santa Marta'];
    const results = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const guest = guestAt(`5730055500${String(i).padStart(2, '0')}`, `Guest ${i}`);
        const hotels = await guest.say({ text: `Hola, quiero reservar en ${cities[i % 4]} del ${10 + (i % 5)} al ${13 + (i % 5)} de enero para 2 adultos` });
        const rates = await guest.pick(hotels, /Hotel|Casa|Posada|Suites|Mirador/);
        const name = await guest.pick(rates, /Doble|Twin|Triple|Sencilla|Suite|Familiar/);
        return { from: guest.from, hotels: hotels.map(textOf).join('\n'), name: name.map(textOf).join('\n') };
      }),
    );
    for (const r of results) {
      expect(r.hotels, r.from).toMatch(/Encontré \d+ hoteles?/);
      expect(r.name, r.from).toMatch(/A nombre de quién/);
      // Each guest read one hotel list and one name question: nothing twice, nothing of another guest.
      const mine = graph.sent.filter((x) => x.to === r.from).map((x) => textOf(x.payload));
      expect(
        mine.filter((t) => /Encontré \d+ hoteles?/.test(t)),
        r.from,
      ).toHaveLength(1);
      expect(
        mine.filter((t) => /A nombre de quién/.test(t)),
        r.from,
      ).toHaveLength(1);
    }
    expect(graph.refused).toEqual([]);
    for (const x of graph.sent) expect(payloadViolations(x.payload)).toEqual([]);
  }, 90_000);

  it('English, and a restart mid-conversation resumes at the same question', async () => {
    const first = await launch();
    const guest = '14155550123';
    await first.graph.postWebhook(first.hook, first.graph.webhookBody({ from: guest, name: 'John Smith', text: 'Hi! I want a hotel in Medellín' }));
    await first.bot.whatsapp!.idle();
    expect(first.graph.sent.map((s) => textOf(s.payload)).join('\n')).toMatch(/Which dates\?/);
    await first.stop();
    const second = await launch(first.path);
    await second.graph.postWebhook(second.hook, second.graph.webhookBody({ from: guest, text: 'January 10 to 12, 2 adults' }));
    await second.bot.whatsapp!.idle();
    expect(second.graph.sent.map((s) => textOf(s.payload)).join('\n')).toMatch(/I found \d+ hotels?/);
  }, 30_000);
});
