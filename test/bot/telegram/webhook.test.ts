/**
 * Telegram webhook mode, with no mocks: the bot's HTTP receiver (the same
 * Fastify server as `/webhooks/payments`) serves Telegram's updates at the
 * webhook URL's path through grammY's `webhookCallback`; the
 * telegram-test-api emulator POSTs each update there with the secret token
 * the bot gave `setWebhook`, as Telegram does.
 *
 * - A guest's messages are answered through the webhook; getUpdates is not used.
 * - A request without the right `X-Telegram-Bot-Api-Secret-Token` gets 401
 *   and is not handled.
 * - The same update posted twice is handled once.
 * - A handling longer than the answer timeout: Telegram gets its 200 while
 *   the handling goes on (so it does not redeliver); a redelivery meanwhile
 *   is not handled again; the guest gets one answer.
 */
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { request } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { HotelApiClient } from '../../../src/api/client.js';
import { startBot } from '../../../src/bot/index.js';
import { telegramBotId } from '../../../src/bot/telegram.js';
import { TelegramUpdateRepo } from '../../../src/store/bot/telegramUpdates.js';
import { openBotStore } from '../../../src/store/bot/repos.js';
import { rows, sql } from '../../../src/store/sql.js';
import { deleteTelegramWebhook, NETWORK_TRIES, RETRY_DELAY_MS, telegramWebhookInfo } from '../../../src/cli/telegram.js';
import { DEMO_WEBHOOK_SECRET } from '../../../src/store/service/apiKeys.js';
import { telegramHarness } from '../../helpers/telegramHarness.js';
import { button, freePort, TelegramGuest, textUpdate } from '../../helpers/telegram.js';
import { DATES_QUESTION, DESTINATION_QUESTION, HOTELS, question } from '../../helpers/flowDriver.js';

const ROOT = resolve(import.meta.dirname, '../../..');
const MAIN = join(ROOT, 'src/main.ts');
const run = promisify(execFile);

const h = telegramHarness('hotelbot-tg-webhook-');
let seq = 0;
const servers: Server[] = [];
afterEach(async () => {
  while (servers.length) {
    const s = servers.pop()!;
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
});

/** A bot in webhook mode on a free port, and a guest. */
async function launch(opts: { client?: HotelApiClient; answerTimeoutMs?: number } = {}) {
  seq++;
  const token = `${8000 + seq}:WEBHOOK-${seq}`;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/telegram/updates`;
  const bot = await startBot({
    client: opts.client ?? h.client,
    botDatabasePath: join(h.dir, `bot-${seq}.db`),
    telegram: { token, apiRoot: h.tg.apiRoot, webhookUrl: url, ...(opts.answerTimeoutMs ? { webhookAnswerTimeoutMs: opts.answerTimeoutMs } : {}) },
    webhooks: { port, secret: DEMO_WEBHOOK_SECRET },
    clock: h.svc.clock,
    pollIntervalMs: 60_000,
    autoPoll: false,
  });
  h.bots.push(bot);
  const secret = await new TelegramUpdateRepo(bot.store.db).webhookSecret(telegramBotId(token), new Date());
  const guest = new TelegramGuest(h.tg, token, { chatId: 80_000 + seq, languageCode: 'es' });
  return { bot, guest, token, url, secret };
}

/** POST an update to the bot's webhook as Telegram would, with `secret` (none when undefined). */
async function post(url: string, update: object, secret: string | undefined) {
  const res = await request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(secret !== undefined ? { 'x-telegram-bot-api-secret-token': secret } : {}) },
    body: JSON.stringify(update),
  });
  return { status: res.statusCode, body: await res.body.text() };
}

describe('Telegram webhook mode', () => {
  it('sets the webhook with a secret token and answers the guest through it', async () => {
    const { guest, token, url, secret } = await launch();
    expect(h.tg.webhookInfo(token)).toEqual({ url, pending_update_count: 0 });
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await guest.command('/start');
    const q = await question(guest, DESTINATION_QUESTION);
    await guest.press(button(q, /Cartagena/));
    await guest.waitFor(DATES_QUESTION);
    expect(guest.current(q).buttons).toEqual([]);
    expect(guest.current(q).text).toMatch(/→ Cartagena$/);
    // The bot does not poll: Telegram refuses getUpdates while a webhook is set.
    const polled = await request(`${h.tg.apiRoot}/bot${token}/getUpdates`, { method: 'POST' });
    expect(polled.statusCode).toBe(409);
    await polled.body.text();
    expect(h.tg.webhookInfo(token).pending_update_count).toBe(0);
  });

  it('refuses a request without the right secret token (401) and handles none of it', async () => {
    const { bot, guest, url, secret } = await launch();
    const chatId = 80_000 + seq;
    expect((await post(url, textUpdate(900_001, chatId, '/start'), 'not-the-secret')).status).toBe(401);
    expect((await post(url, textUpdate(900_002, chatId, '/start'), undefined)).status).toBe(401);
    expect(await bot.conversations.state({ channel: 'telegram', chatId: String(chatId) })).toBeUndefined();
    expect(await rows(bot.store.db, sql`SELECT COUNT(*) AS n FROM telegram_updates`)).toEqual([{ n: 0 }]);
    // The right secret: handled.
    expect((await post(url, textUpdate(900_003, chatId, '/start'), secret)).status).toBe(200);
    await guest.waitFor(DESTINATION_QUESTION);
    expect(guest.count(DESTINATION_QUESTION)).toBe(1);
  });

  it('handles the same update once when it is posted twice', async () => {
    const { bot, guest, url, secret } = await launch();
    const chatId = 80_000 + seq;
    expect((await post(url, textUpdate(910_001, chatId, '/start'), secret)).status).toBe(200);
    await guest.waitFor(DESTINATION_QUESTION);
    const cartagena = textUpdate(910_002, chatId, 'Cartagena');
    expect((await post(url, cartagena, secret)).status).toBe(200);
    expect((await post(url, cartagena, secret)).status).toBe(200);
    await post(url, textUpdate(910_003, chatId, '/help'), secret);
    await guest.waitFor(/\/start/);
    expect(guest.count(/✔️ Cartagena/)).toBe(1);
    expect(await rows(bot.store.db, sql`SELECT update_id AS id FROM telegram_updates ORDER BY update_id`)).toEqual([
      { id: 910_001 },
      { id: 910_002 },
      { id: 910_003 },
    ]);
  });

  it('answers Telegram 200 while a long handling goes on, handles a redelivery meanwhile once, and answers the guest once', async () => {
    // The service behind a gate: the availability search waits until the test opens it.
    let open!: () => void;
    const gate = new Promise<void>((r) => (open = r));
    let searching!: () => void;
    const searchStarted = new Promise<void>((r) => (searching = r));
    const proxy = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', async () => {
        if ((req.url ?? '').includes('availability')) {
          searching();
          await gate;
        }
        const r = await request(h.svc.url + req.url, {
          method: req.method as 'GET',
          headers: req.headers as Record<string, string>,
          ...(body ? { body } : {}),
        });
        res.writeHead(r.statusCode, r.headers as Record<string, string>);
        res.end(Buffer.from(await r.body.arrayBuffer()));
      });
    });
    servers.push(proxy);
    await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
    const client = new HotelApiClient({ baseUrl: `http://127.0.0.1:${(proxy.address() as { port: number }).port}`, apiKey: 'demo-agency-1' });
    try {
      const { guest, url, secret } = await launch({ client, answerTimeoutMs: 100 });
      const chatId = 80_000 + seq;
      expect((await post(url, textUpdate(920_001, chatId, '/start'), secret)).status).toBe(200);
      await guest.waitFor(DESTINATION_QUESTION);
      const whole = textUpdate(920_002, chatId, 'Cartagena del 15 al 18 de diciembre, 2 adultos');
      const first = post(url, whole, secret);
      await searchStarted;
      // The search is held: Telegram still gets its answer (after the timeout), and a redelivery is not handled again.
      expect((await first).status).toBe(200);
      expect((await post(url, whole, secret)).status).toBe(200);
      await guest.poll();
      expect(guest.count(HOTELS)).toBe(0);
      open();
      await guest.waitFor(HOTELS);
      await post(url, textUpdate(920_003, chatId, '/help'), secret);
      await guest.waitFor(/\/start/);
      // One search, one list of hotels (/help shows the list again, the search is not run again).
      expect(guest.count(/Buscando disponibilidad/)).toBe(1);
      expect(guest.chatActions()).toContain('typing');
    } finally {
      open();
      await client.close();
    }
  });
});

describe('hotelbot telegram webhook set|delete|info', () => {
  it('sets the webhook with the secret the bot uses, reports it, and deletes it (through the CLI)', async () => {
    seq++;
    const token = `${8000 + seq}:CLI-${seq}`;
    const botDatabasePath = join(h.dir, `cli-${seq}.db`);
    const env = { ...cliEnv(), TELEGRAM_BOT_TOKEN: token, TELEGRAM_API_ROOT: h.tg.apiRoot, BOT_DATABASE_PATH: botDatabasePath };
    const url = 'https://127.0.0.1:1/telegram/updates'; // nothing listens: Telegram's delivery fails

    const set = await run(process.execPath, ['--import', 'tsx', MAIN, 'telegram', 'webhook', 'set', url], { cwd: ROOT, env });
    expect(set.stdout).toBe(`Webhook de Telegram: ${url}\n`);
    const db = await openBotStore(botDatabasePath);
    const secret = await new TelegramUpdateRepo(db.db).webhookSecret(telegramBotId(token), new Date());
    await db.close();
    const stored = (h.tg.server as unknown as { webhooks: Record<string, { url: string; secret_token?: string }> }).webhooks[token];
    expect(stored).toEqual({ url, secret_token: secret });

    // An update Telegram could not deliver: the error and the pending count are shown.
    const guest = new TelegramGuest(h.tg, token, { chatId: 81_000 + seq });
    await guest.say('hola');
    const info = await run(process.execPath, ['--import', 'tsx', MAIN, 'telegram', 'webhook', 'info'], { cwd: ROOT, env });
    expect(info.stdout).toMatch(
      new RegExp(`^url: ${url}\npending_update_count: 1\nlast_error_message: Connection failed: .+ \\(\\d{4}-\\d\\d-\\d\\dT.+Z\\)\n$`),
    );

    const out = {
      text: '',
      write(s: string) {
        this.text += s;
      },
    };
    await deleteTelegramWebhook({ token, apiRoot: h.tg.apiRoot, botDatabasePath }, true, out);
    expect(out.text).toBe('Webhook de Telegram eliminado (y las actualizaciones pendientes descartadas).\n');
    out.text = '';
    await telegramWebhookInfo({ token, apiRoot: h.tg.apiRoot, botDatabasePath }, out);
    expect(out.text).toMatch(/^url: \(ninguna: long polling\)\npending_update_count: 0\n/);

    const noToken = await run(process.execPath, ['--import', 'tsx', MAIN, 'telegram', 'webhook', 'info'], {
      cwd: ROOT,
      env: { ...env, TELEGRAM_BOT_TOKEN: '' },
    }).then(
      () => undefined,
      (err: { code: number; stderr: string }) => err,
    );
    expect(noToken?.code).toBe(1);
    expect(noToken?.stderr).toBe('hotelbot: falta TELEGRAM_BOT_TOKEN: el token del bot de @BotFather\n');
  }, 30_000);
});

describe('hotelbot telegram webhook commands on a failing network', () => {
  it('tries a call again when the connection drops, and names the network error (never the token) when it keeps failing', async () => {
    const seen: string[] = [];
    const flaky = createServer((req, res) => {
      seen.push(req.url ?? '');
      // The first request's connection is dropped without an answer, as a proxy closing an idle socket does.
      if (seen.length === 1) return void req.socket.destroy();
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ ok: true, result: true, description: 'Webhook was deleted' }));
    });
    servers.push(flaky);
    await new Promise<void>((r) => flaky.listen(0, '127.0.0.1', r));
    const apiRoot = `http://127.0.0.1:${(flaky.address() as { port: number }).port}`;
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    const out = {
      text: '',
      write(s: string) {
        this.text += s;
      },
    };
    const token = '9100:FLAKY-TOKEN';
    await deleteTelegramWebhook({ token, apiRoot, botDatabasePath: join(h.dir, 'flaky.db'), sleep }, false, out);
    expect(out.text).toBe('Webhook de Telegram eliminado.\n');
    expect(seen).toEqual([`/bot${token}/deleteWebhook`, `/bot${token}/deleteWebhook`]);
    expect(waits).toEqual([RETRY_DELAY_MS]);

    // Nothing listens: every try is refused, and the operator is told why.
    const closed = `http://127.0.0.1:${await freePort()}`;
    waits.length = 0;
    const refused = await telegramWebhookInfo({ token, apiRoot: closed, botDatabasePath: join(h.dir, 'flaky.db'), sleep }, out).then(
      () => undefined,
      (err: Error) => err,
    );
    expect(refused?.message).toBe("Telegram rechazó getWebhookInfo: Network request for 'getWebhookInfo' failed! (ECONNREFUSED)");
    expect(waits).toEqual([RETRY_DELAY_MS, 2 * RETRY_DELAY_MS]);
    expect(waits).toHaveLength(NETWORK_TRIES - 1);
  });
});

/** The environment of a CLI child: this process's, without settings that would change what the commands do. */
function cliEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && !/^(TELEGRAM_|BOT_|HOTEL_|SLACK_)/.test(k)) env[k] = v;
  return env;
}
