/**
 * The shared set-up of the Telegram suites: one real service and one Bot API
 * emulator for the whole file, a typed client of the service with the demo
 * agency key, a temporary folder for bot databases, and the bots a test
 * started, stopped after each test. The fields are filled in `beforeAll`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { HotelApiClient } from '../../src/api/client.js';
import type { RunningBot } from '../../src/bot/index.js';
import { startTestService, type TestService } from './service.js';
import { startTelegramEmulator, type TelegramEmulator } from './telegram.js';

/** What {@link telegramHarness} provides to the tests of one file. */
export interface TelegramHarness {
  svc: TestService;
  tg: TelegramEmulator;
  client: HotelApiClient;
  /** Temporary folder of the bots' databases (removed after the file). */
  dir: string;
  /** Bots started by the current test; each is stopped after it. */
  bots: RunningBot[];
}

/** Register the hooks of a Telegram suite (call at the top of the file); `prefix` names its temporary folder. */
export function telegramHarness(prefix: string): TelegramHarness {
  const h = { bots: [] as RunningBot[] } as unknown as TelegramHarness;
  beforeAll(async () => {
    h.svc = await startTestService();
    h.tg = await startTelegramEmulator();
    h.client = new HotelApiClient({ baseUrl: h.svc.url, apiKey: 'demo-agency-1' });
    h.dir = mkdtempSync(join(tmpdir(), prefix));
  });
  afterEach(async () => {
    while (h.bots.length > 0) await h.bots.pop()!.stop();
  });
  afterAll(async () => {
    await h.client?.close();
    await h.tg?.stop();
    await h.svc?.stop();
    if (h.dir) rmSync(h.dir, { recursive: true, force: true });
  });
  return h;
}
