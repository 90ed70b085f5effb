/**
 * The hand-off to hotel staff from a WhatsApp conversation, end to end on
 * real parts: the bot serving WhatsApp against the fake Graph API, the real
 * service, the bot's SQLite database shared with the Slack app and its desk,
 * Bolt over HTTP receiving signed interactions and Events API requests, and
 * the fake Slack Web API at the edge.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { webApi } from '@slack/bolt';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HotelApiClient } from '../../src/api/client.js';
import { startBot } from '../../src/bot/index.js';
import { startSlackApp } from '../../src/bot/slack/app.js';
import { HandoffDesk } from '../../src/bot/slack/handoff.js';
import { WHATSAPP_CHANNEL, whatsAppFileFetcher } from '../../src/bot/whatsapp/channel.js';
import { GraphClient } from '../../src/bot/whatsapp/graph.js';
import { HandoffRepo } from '../../src/store/bot/handoffs.js';
import { openBotStore } from '../../src/store/bot/repos.js';
import { SlackFeedRepo, SlackLinkRepo } from '../../src/store/bot/slack.js';
import { first, sql, type Store } from '../../src/store/sql.js';
import { DEMO_WEBHOOK_SECRET } from '../../src/store/service/apiKeys.js';
import { sampleValue, scrape } from '../helpers/metrics.js';
import { startTestService, type TestService } from '../helpers/service.js';
import { blocksText, interaction, postToBolt, SIGNING_SECRET, startFakeSlack } from '../helpers/slack.js';
import { startFakeGraph, textOf, whatsAppGuest } from '../helpers/whatsapp.js';

const TOKEN = 'EAAG-handoff-token';
const PHONE_NUMBER_ID = '106540352242922';
const APP_SECRET = 'handoff-app-secret';
const FRONT_DESK = 'CFRONTDESK';

let svc: TestService;
let client: HotelApiClient;
let dir: string;
const open: Array<() => Promise<unknown>> = [];

beforeAll(async () => {
  svc = await startTestService();
  client = new HotelApiClient({ baseUrl: svc.url, apiKey: 'demo-agency-1' });
  dir = mkdtempSync(join(tmpdir(), 'hotelbot-wa-handoff-'));
});
afterEach(async () => {
  while (open.length) await open.pop()!();
});
afterAll(async () => {
  await client.close();
  await svc.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** Wait until `n` staff notices were recorded in the bot database (the Slack app's listener runs after Slack's ack). */
async function staffNotices(store: Store, n: number): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const row = await first<{ n: number }>(store.db, sql`SELECT COUNT(*) AS n FROM bot_notices WHERE kind = 'staff'`);
    if (Number(row?.n) >= n) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`fewer than ${n} staff notices recorded`);
}

describe('hand-off to staff from WhatsApp', () => {
  it('"humano" typed alone hands the chat over; staff takes it and answers on WhatsApp; the guest’s photo reaches the thread as a file', async () => {
    const path = join(dir, 'bot.db');
    const graph = await startFakeGraph({ token: TOKEN, phoneNumberId: PHONE_NUMBER_ID, appSecret: APP_SECRET, now: () => svc.clock.now() });
    const bot = await startBot({
      client,
      botDatabasePath: path,
      clock: svc.clock,
      pollIntervalMs: 60_000,
      autoPoll: false,
      chatOff: true,
      handoff: true,
      webhooks: { port: 0, secret: DEMO_WEBHOOK_SECRET },
      whatsapp: { token: TOKEN, phoneNumberId: PHONE_NUMBER_ID, appSecret: APP_SECRET, verifyToken: 'v', apiUrl: graph.apiUrl, retryMs: [5, 5] },
    });
    const slack = await startFakeSlack();
    const store = await openBotStore(path);
    const app = await startSlackApp({
      botToken: 'xoxb-test',
      signingSecret: SIGNING_SECRET,
      mode: 'http',
      port: 0,
      slackApiUrl: slack.apiUrl,
      client,
      links: new SlackLinkRepo(store),
      feed: new SlackFeedRepo(store),
      clock: svc.clock,
      handoff: { store, onStaffEvent: () => void bot.notices.tick().catch(() => undefined) },
    });
    const desk = new HandoffDesk({
      store,
      web: new webApi.WebClient('xoxb-test', { slackApiUrl: slack.apiUrl, retryConfig: { retries: 0 } }),
      feed: new SlackFeedRepo(store),
      links: new SlackLinkRepo(store),
      defaultChannel: FRONT_DESK,
      clock: svc.clock,
      files: { [WHATSAPP_CHANNEL]: whatsAppFileFetcher(new GraphClient({ token: TOKEN, phoneNumberId: PHONE_NUMBER_ID, apiUrl: graph.apiUrl })) },
      onStaffEvent: () => void bot.notices.tick().catch(() => undefined),
    });
    open.push(
      () => graph.close(),
      () => bot.stop(),
      async () => {
        await app.stop();
        await slack.close();
        await store.close();
      },
    );
    const hook = `${new URL(bot.webhooks!.webhookUrl).origin}/whatsapp/webhook`;
    const guest = whatsAppGuest({ graph, hook, idle: () => bot.whatsapp!.idle(), from: '573001239999', name: 'Ana Gómez' });
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
    const res = await postToBolt(
      app.url!,
      SIGNING_SECRET,
      interaction({
        type: 'block_actions',
        team: { id: 'T1', domain: 'murallas' },
        user: { id: 'U1', team_id: 'T1', name: 'u1' },
        channel: { id: FRONT_DESK },
        api_app_id: 'A1',
        trigger_id: 'trig-U1',
        container: { type: 'message', channel_id: FRONT_DESK },
        actions: [{ type: 'button', action_id: take.action_id, block_id: 'handoff', value: take.value, action_ts: '1' }],
      }),
    );
    expect(res.status).toBe(200);
    await staffNotices(store, 1);
    await bot.notices.tick();
    expect((await guest.news()).map(textOf).join('\n')).toMatch(/Laura, de recepción, está contigo/);
    const event = JSON.stringify({
      token: 'legacy',
      team_id: 'T1',
      api_app_id: 'A1',
      type: 'event_callback',
      event_id: 'Ev1',
      event_time: 1_700_000_000,
      event: {
        type: 'message',
        channel: FRONT_DESK,
        channel_type: 'channel',
        user: 'U1',
        text: 'Hola Ana, ¿qué fechas tienes en mente?',
        ts: '1700000100.000001',
        thread_ts: threadTs,
      },
    });
    expect((await postToBolt(app.url!, SIGNING_SECRET, event, 'application/json')).status).toBe(200);
    await staffNotices(store, 2);
    await bot.notices.tick();
    expect((await guest.news()).map(textOf).join('\n')).toMatch(/Laura, recepción: Hola Ana, ¿qué fechas tienes en mente\?/);
    expect(graph.refused).toEqual([]);
  }, 60_000);
});
