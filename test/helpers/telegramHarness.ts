/**
 * The shared set-up of the Telegram suites: {@link botHarness} (one real
 * service for the whole file, a typed client of it, a temporary folder for
 * bot databases, the bots a test started stopped after it) and one Bot API
 * emulator for the whole file. The fields are filled in `beforeAll`.
 */
import { afterAll, beforeAll } from 'vitest';
import type { RunningBot, StartBotOptions } from '../../src/bot/index.js';
import { botHarness, type BotHarness, type BotHarnessOptions } from './botHarness.js';
import { startTelegramEmulator, type TelegramEmulator } from './telegram.js';

/** What {@link telegramHarness} provides to the tests of one file. */
export interface TelegramHarness extends BotHarness {
  tg: TelegramEmulator;
  /**
   * Start a bot polling the emulator (or `apiRoot`) with `token`, no pause
   * after an empty poll, on the service's clock, its loops not running (the
   * test ticks them; poll interval 60 s); `options` add to or override that
   * (database, poll interval, receiver…). Stopped after the test.
   */
  startTelegramBot(token: string, options: Partial<Omit<StartBotOptions, 'client'>> & { botDatabasePath: string; apiRoot?: string }): Promise<RunningBot>;
}

/** Register the hooks of a Telegram suite (call at the top of the file); `prefix` names its temporary folder. */
export function telegramHarness(prefix: string, options?: BotHarnessOptions): TelegramHarness {
  const h = botHarness(prefix, options) as TelegramHarness;
  h.startTelegramBot = (token, { apiRoot, ...rest }) =>
    h.startBot({
      telegram: { token, apiRoot: apiRoot ?? h.tg.apiRoot, emptyPollDelayMs: 20 },
      clock: h.svc.clock,
      pollIntervalMs: 60_000,
      autoPoll: false,
      ...rest,
    });
  beforeAll(async () => {
    h.tg = await startTelegramEmulator();
  });
  afterAll(async () => {
    await h.tg?.stop();
  });
  return h;
}
