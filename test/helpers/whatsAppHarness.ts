/**
 * The shared set-up of the WhatsApp suites, like `telegramHarness`:
 * {@link botHarness} (one real service for the whole file, a typed client of
 * it, a temporary folder for bot databases, whatever a test started stopped
 * after it, the last first) and `launch` to start a bot serving WhatsApp
 * only (its webhook receiver on an ephemeral port) against a fresh fake
 * Graph API (`./whatsapp.ts`). The fields are filled in `beforeAll`.
 */
import { join } from 'node:path';
import { startBot, type RunningBot, type StartBotOptions } from '../../src/bot/index.js';
import { DEMO_WEBHOOK_SECRET } from '../../src/store/service/apiKeys.js';
import { botHarness, type BotHarness } from './botHarness.js';
import { startFakeGraph, whatsAppGuest, type FakeGraph, type WhatsAppGuestDriver } from './whatsapp.js';

/** The WhatsApp credentials the bots of {@link whatsAppHarness} and their fake Graph API share. */
export const WHATSAPP_TEST_CREDENTIALS = {
  token: 'EAAG-test-access-token-0123456789',
  phoneNumberId: '106540352242922',
  appSecret: 'app-secret-0123456789abcdef',
  verifyToken: 'verify-token-hotelbot',
} as const;

/** Options of {@link WhatsAppHarness.launch}. */
export interface WhatsAppLaunchOptions {
  /** The bot database file (default a new one in the harness's folder; pass an earlier bot's `path` to restart it). */
  path?: string;
  /** Run the fake Graph API on the service's manual clock, for the 24-hour window (default the wall clock). */
  onServiceClock?: boolean;
  /** More options of the bot (e.g. `handoff: true`). */
  bot?: Partial<StartBotOptions>;
}

/** A bot started by {@link WhatsAppHarness.launch}. */
export interface LaunchedWhatsAppBot {
  bot: RunningBot;
  graph: FakeGraph;
  /** The bot's WhatsApp webhook URL (`…/whatsapp/webhook`). */
  hook: string;
  /** The bot database file. */
  path: string;
  /** A guest writing from `from` (default `573001234567`) with profile name `name` (default `Ana Gómez`). */
  guest(from?: string, name?: string): WhatsAppGuestDriver;
  /** Stop the bot, then close the fake, now rather than after the test (a restart on the same `path`). */
  stop(): Promise<void>;
}

/** What {@link whatsAppHarness} provides to the tests of one file. */
export interface WhatsAppHarness extends BotHarness {
  /** Start a bot serving WhatsApp only against a fresh fake Graph API; both are stopped after the test. */
  launch(options?: WhatsAppLaunchOptions): Promise<LaunchedWhatsAppBot>;
}

/** Register the hooks of a WhatsApp suite (call at the top of the file); `prefix` names its temporary folder. */
export function whatsAppHarness(prefix: string): WhatsAppHarness {
  const h = botHarness(prefix) as WhatsAppHarness;
  let seq = 0;
  h.launch = async (o = {}) => {
    const c = WHATSAPP_TEST_CREDENTIALS;
    const path = o.path ?? join(h.dir, `bot-${++seq}.db`);
    const graph = await startFakeGraph({
      token: c.token,
      phoneNumberId: c.phoneNumberId,
      appSecret: c.appSecret,
      ...(o.onServiceClock ? { now: () => h.svc.clock.now() } : {}),
    });
    let stopped = false;
    h.defer(async () => stopped || (await graph.close()));
    const bot = await startBot({
      client: h.client,
      botDatabasePath: path,
      clock: h.svc.clock,
      pollIntervalMs: 60_000,
      autoPoll: false,
      chatOff: true,
      webhooks: { port: 0, secret: DEMO_WEBHOOK_SECRET },
      whatsapp: { ...c, apiUrl: graph.apiUrl, retryMs: [5, 5] },
      ...o.bot,
    });
    h.defer(async () => stopped || (await bot.stop()));
    const hook = `${new URL(bot.webhooks!.webhookUrl).origin}/whatsapp/webhook`;
    const guest = (from = '573001234567', name = 'Ana Gómez') => whatsAppGuest({ graph, hook, idle: () => bot.whatsapp!.idle(), from, name });
    const stop = async () => {
      stopped = true;
      await bot.stop();
      await graph.close();
    };
    return { bot, graph, hook, path, guest, stop };
  };
  return h;
}
