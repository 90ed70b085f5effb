/**
 * The hand-off to hotel staff from a WhatsApp conversation, end to end on
 * real parts: the bot serving WhatsApp against the fake Graph API, the real
 * service, the bot's SQLite database shared with the Slack app and its desk,
 * Bolt over HTTP receiving signed interactions and Events API requests, and
 * the fake Slack Web API at the edge.
 */
import { describe, expect, it } from 'vitest';
import { WHATSAPP_CHANNEL, whatsAppFileFetcher } from '../../../src/bot/whatsapp/channel.js';
import { GraphClient } from '../../../src/bot/whatsapp/graph.js';
import { HandoffRepo } from '../../../src/store/bot/handoffs.js';
import { sampleValue, scrape } from '../../helpers/metrics.js';
import { blocksText } from '../../helpers/slack.js';
import { textOf } from '../../helpers/whatsapp.js';
import { startHandoffDesk, staffNotices } from '../../helpers/handoffDesk.js';
import { WHATSAPP_TEST_CREDENTIALS, whatsAppHarness } from '../../helpers/whatsAppHarness.js';

const h = whatsAppHarness('hotelbot-wa-handoff-');

describe('hand-off to staff from WhatsApp', () => {
  it('"humano" typed alone hands the chat over; staff takes it and answers on WhatsApp; the guest’s photo reaches the thread as a file', async () => {
    const { bot, graph, path, guest: guestAt } = await h.launch({ onServiceClock: true, bot: { handoff: true } });
    const staff = await startHandoffDesk({
      path,
      client: h.client,
      clock: h.svc.clock,
      bot: () => bot,
      desk: {
        files: {
          [WHATSAPP_CHANNEL]: whatsAppFileFetcher(
            new GraphClient({ token: WHATSAPP_TEST_CREDENTIALS.token, phoneNumberId: WHATSAPP_TEST_CREDENTIALS.phoneNumberId, apiUrl: graph.apiUrl }),
          ),
        },
      },
    });
    h.defer(() => staff.close());
    const { slack, desk, store } = staff;
    const guest = guestAt('573001239999', 'Ana Gómez');
    const chat = { channel: WHATSAPP_CHANNEL, chatId: guest.from };

    expect((await guest.say({ text: 'Hola, quiero reservar en Cartagena' })).map(textOf).join('\n')).toMatch(/fechas/i);
    const handed = await guest.say({ text: 'Humano' });
    expect(handed.map(textOf).join('\n')).toMatch(/Te comunico con una persona/);
    // Counted once, by channel, on the bot's /metrics.
    const metrics = (await scrape(bot.webhooks!.url)).text;
    expect(sampleValue(metrics, 'hotelbot_bot_handoffs_opened_total', { channel: 'whatsapp' })).toBe(1);
    expect(sampleValue(metrics, 'hotelbot_bot_messages_total', { channel: 'whatsapp' })).toBe(2);

    // The first post: the WhatsApp guest by their profile name, the channel, the destination.
    expect((await desk.tick()).posted).toHaveLength(1);
    const [post] = await slack.waitFor('chat.postMessage');
    const text = blocksText(post.blocks);
    expect(text).toContain('Ana Gómez');
    expect(text).toContain('WhatsApp');
    expect(text).toContain('Cartagena');
    const actions = post.blocks.find((b: any) => b.type === 'actions');
    const take = actions.elements.find((e: any) => e.text.text === 'Tomar');
    const threadTs = (await new HandoffRepo(store.db).get(chat))!.threadTs;

    // A photo while staff has the chat: the bot says nothing, the desk uploads it to the thread.
    const photo = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
    expect(await guest.say({ media: { type: 'image', id: graph.addMedia(photo, 'image/jpeg'), caption: 'mi reserva anterior' } })).toEqual([]);
    expect((await desk.tick()).posted).toHaveLength(1);
    const uploads = slack.calls.filter((c) => c.method.startsWith('upload:')).map((c) => c.body as Buffer);
    expect(uploads.some((b) => b.includes(photo))).toBe(true);

    // Laura takes it: the guest reads it on WhatsApp; her thread reply reaches the guest.
    await staff.press(take.action_id, take.value, 'U1');
    await staffNotices(store, 1);
    await bot.notices.tick();
    expect((await guest.news()).map(textOf).join('\n')).toMatch(/Laura, de recepción, está contigo/);
    await staff.event({ user: 'U1', text: 'Hola Ana, ¿qué fechas tienes en mente?', ts: '1700000100.000001', thread_ts: threadTs });
    await staffNotices(store, 2);
    await bot.notices.tick();
    expect((await guest.news()).map(textOf).join('\n')).toMatch(/Laura, recepción: Hola Ana, ¿qué fechas tienes en mente\?/);
    expect(graph.refused).toEqual([]);
  }, 60_000);
});
