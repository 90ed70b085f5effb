/**
 * The set-up every bot suite starts from: one real service for the whole
 * file, a typed client of it (the demo agency key unless told otherwise), a
 * temporary folder for bot databases, and the bots and other parts a test
 * started, stopped after each test (the last first). The channel harnesses
 * (`telegramHarness`, `whatsAppHarness`) build on it. The fields are filled
 * in `beforeAll`; hooks a file registers before calling {@link botHarness}
 * run before its `beforeAll` and after its `afterAll`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { HotelApiClient, type HotelApiClientOptions } from '../../src/api/client.js';
import { startBot, type RunningBot, type StartBotOptions } from '../../src/bot/index.js';
import { startTestService, type TestService } from './service.js';

/** Options of {@link botHarness}. */
export interface BotHarnessOptions {
  /** Options of the service (see `startTestService`). */
  service?: Parameters<typeof startTestService>[0];
  /** Run once the service started, before the client is made (e.g. add the client's own API key). */
  prepare?: (svc: TestService) => Promise<void> | void;
  /** The client's options besides the base URL (default the demo agency key). */
  client?: Partial<Omit<HotelApiClientOptions, 'baseUrl'>>;
}

/** What {@link botHarness} provides to the tests of one file. */
export interface BotHarness {
  svc: TestService;
  client: HotelApiClient;
  /** Temporary folder of the bots' databases (removed after the file). */
  dir: string;
  /** Bots started by the current test; each is stopped after it. */
  bots: RunningBot[];
  /** Stop or close `close` after the current test (after the bots; the last deferred first). */
  defer(close: () => Promise<unknown>): void;
  /** Start a bot with the harness's client (unless `options` names another), stopped after the test. */
  startBot(options: Omit<StartBotOptions, 'client'> & { client?: HotelApiClient }): Promise<RunningBot>;
}

/** Register the hooks of a bot suite (call at the top of the file); `prefix` names its temporary folder. */
export function botHarness(prefix: string, o: BotHarnessOptions = {}): BotHarness {
  const open: Array<() => Promise<unknown>> = [];
  const h = {
    bots: [] as RunningBot[],
    defer: (close) => void open.push(close),
    async startBot(options) {
      const bot = await startBot({ client: h.client, ...options });
      h.bots.push(bot);
      return bot;
    },
  } as BotHarness;
  beforeAll(async () => {
    h.svc = await startTestService(o.service);
    await o.prepare?.(h.svc);
    h.client = new HotelApiClient({ apiKey: 'demo-agency-1', ...o.client, baseUrl: h.svc.url });
    h.dir = mkdtempSync(join(tmpdir(), prefix));
  });
  afterEach(async () => {
    while (h.bots.length > 0) await h.bots.pop()!.stop();
    while (open.length > 0) await open.pop()!();
  });
  afterAll(async () => {
    await h.client?.close();
    await h.svc?.stop();
    if (h.dir) rmSync(h.dir, { recursive: true, force: true });
  });
  return h;
}
