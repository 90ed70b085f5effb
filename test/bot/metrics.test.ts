/**
 * `GET /metrics` of the bot's webhook receiver, through the real receiver on
 * an ephemeral port, with the terminal chat against the real service: the
 * guest's messages by channel, the conversation started, how the answers
 * were understood and the replies sent through the outbox; and the token.
 */
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { startBot } from '../../src/bot/index.js';
import { DEMO_WEBHOOK_SECRET } from '../../src/store/service/apiKeys.js';
import { sampleValue, scrape } from '../helpers/metrics.js';
import { botHarness } from '../helpers/botHarness.js';

const TOKEN = 'bot-metrics-token-0123456789';
const h = botHarness('hotelbot-metrics-');

/** Scrape `url` (with the token) every 20 ms until `test` holds, at most 10 s. */
async function scrapeUntil(url: string, test: (text: string) => boolean): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const { text } = await scrape(url, TOKEN);
    if (test(text)) return text;
    if (Date.now() > deadline) throw new Error(`timed out; last scrape:\n${text}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('bot metrics', () => {
  it('count the terminal guest messages, the conversation, the understanding and the replies sent', async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    output.resume();
    const bot = await h.startBot({
      botDatabasePath: join(h.dir, 'bot.db'),
      pollIntervalMs: 3_600_000,
      autoPoll: false,
      clock: h.svc.clock,
      terminal: { input, output, lang: 'es', chatId: 'metrics' },
      webhooks: { port: 0, secret: DEMO_WEBHOOK_SECRET },
      metrics: { token: TOKEN },
    });
    const url = bot.webhooks!.url;
    expect((await scrape(url)).status).toBe(401);
    expect((await scrape(url, 'another-token-0123456789')).status).toBe(401);
    expect((await scrape(url, TOKEN)).status).toBe(200);
    // The terminal opens the chat with its own /start (a command): the conversation starts there.
    const before = await scrapeUntil(url, (t) => sampleValue(t, 'hotelbot_bot_notices_total', { outcome: 'sent', kind: 'reply' }) >= 1);
    expect(sampleValue(before, 'hotelbot_bot_messages_total', { channel: 'terminal' })).toBe(1);
    expect(sampleValue(before, 'hotelbot_bot_conversations_started_total', { channel: 'terminal' })).toBe(1);
    expect(sampleValue(before, 'hotelbot_bot_understanding_total')).toBe(0);
    const n = (text: string, name: string, labels: Record<string, string> = {}) => sampleValue(text, name, labels) - sampleValue(before, name, labels);

    const lines = ['Quiero ir a Cartagena del 15 al 18 de diciembre, 2 adultos', 'xqzv plorf wug'];
    for (const line of lines) input.write(`${line}\n`);
    const after = await scrapeUntil(url, (t) => n(t, 'hotelbot_bot_notices_total', { outcome: 'sent', kind: 'reply' }) >= lines.length);
    expect(n(after, 'hotelbot_bot_messages_total', { channel: 'terminal' })).toBe(lines.length);
    expect(sampleValue(after, 'hotelbot_bot_messages_total', { channel: 'telegram' })).toBe(0);
    expect(sampleValue(after, 'hotelbot_bot_messages_total', { channel: 'whatsapp' })).toBe(0);
    // Still the one conversation.
    expect(sampleValue(after, 'hotelbot_bot_conversations_started_total')).toBe(1);
    // Every written answer is counted once, understood or asked back.
    expect(n(after, 'hotelbot_bot_understanding_total')).toBe(lines.length);
    // The stay moves the conversation on; the nonsense leaves it on its question, asked again.
    expect(n(after, 'hotelbot_bot_understanding_total', { outcome: 'understood' })).toBe(1);
    expect(n(after, 'hotelbot_bot_understanding_total', { outcome: 'asked_back' })).toBe(1);
    // Each message's replies went out through the outbox: one row sent per message, none retried or dead.
    expect(n(after, 'hotelbot_bot_notices_total', { outcome: 'sent', kind: 'reply' })).toBe(lines.length);
    expect(sampleValue(after, 'hotelbot_bot_notices_total', { outcome: 'retried' })).toBe(0);
    expect(sampleValue(after, 'hotelbot_bot_notices_total', { outcome: 'dead' })).toBe(0);
    const sent = after;
    // The receiver's own requests are timed by route template.
    expect(sampleValue(sent, 'http_request_duration_seconds_count', { method: 'GET', route: '/metrics', status_code: '401' })).toBe(2);
    expect(sent).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    input.end();
  });

  it('are refused in production without a token', async () => {
    const other = await startBot({
      client: h.client,
      botDatabasePath: join(h.dir, 'bot-prod.db'),
      pollIntervalMs: 3_600_000,
      autoPoll: false,
      chatOff: true,
      webhooks: { port: 0, secret: DEMO_WEBHOOK_SECRET },
      metrics: { production: true },
    });
    try {
      const r = await scrape(other.webhooks!.url);
      expect(r.status).toBe(403);
      expect(r.text).toContain('METRICS_TOKEN');
    } finally {
      await other.stop();
    }
  });
});
