/**
 * Several bot instances on one PostgreSQL bot database, with real processes
 * and no mocks: two bot child processes (`test/fixtures/multiBot.ts`), both
 * in Telegram webhook mode with the same bot token (as behind a load
 * balancer), each with its own webhook receiver; one real service behind
 * both; the telegram-test-api emulator as Telegram. Updates are POSTed to
 * each instance's webhook URL directly, with the secret token both read from
 * the shared database, as Telegram would.
 *
 * - Two updates of one chat posted at the same moment, one to each instance:
 *   both handled, one after the other (the conversation's version check),
 *   neither lost.
 * - The same update posted to both at once: handled once.
 * - A watched booking paid while both instances poll endpoint 20: the guest
 *   is told once.
 */
import type { ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { telegramBotId } from '../../src/bot/telegram.js';
import type { FlowState } from '../../src/flows/state.js';
import { ConversationRepo, openBotStore } from '../../src/store/bot/repos.js';
import { TelegramUpdateRepo } from '../../src/store/bot/telegramUpdates.js';
import { rows, sql, type Store } from '../../src/store/sql.js';
import { bookUntilPaymentLink, DESTINATION_QUESTION, HOTELS, PARTY_QUESTION } from '../helpers/flowDriver.js';
import { createPostgresDatabase } from '../helpers/postgres.js';
import { payCheckout, startTestService, type TestService } from '../helpers/service.js';
import { storedMessages } from '../helpers/telegramNotices.js';
import { freePort, startTelegramEmulator, TelegramGuest, textUpdate as telegramTextUpdate, type TelegramEmulator } from '../helpers/telegram.js';
import { spawnUntil } from '../helpers/instances.js';

const ROOT = resolve(import.meta.dirname, '../..');
const FIXTURE = join(ROOT, 'test/fixtures/multiBot.ts');
const TOKEN = '7100:MULTI-INSTANCE';
const BOT_ID = telegramBotId(TOKEN);

let svc: TestService;
let tg: TelegramEmulator;
let db: Store;
let secret: string;
const children: ChildProcess[] = [];
/** The webhook URLs of instance A and instance B. */
const urls: string[] = [];

/** Start one bot instance; resolves with its webhook URL once it printed READY. */
async function startInstance(location: string): Promise<string> {
  const port = await freePort();
  const { proc } = await spawnUntil(['--import', 'tsx', FIXTURE, location, svc.url, tg.apiRoot, TOKEN, String(port), svc.clock.now().toISOString()], {
    ready: /READY\n/,
    name: 'bot instance',
  });
  children.push(proc);
  return `http://127.0.0.1:${port}/telegram/updates`;
}

beforeAll(async () => {
  svc = await startTestService();
  tg = await startTelegramEmulator();
  const location = await createPostgresDatabase('hotelbot_multi');
  // Both at once: they migrate the new database once between them and agree on one webhook secret.
  urls.push(...(await Promise.all([startInstance(location), startInstance(location)])));
  db = await openBotStore(location);
  secret = await new TelegramUpdateRepo(db.db).webhookSecret(BOT_ID, new Date());
}, 60_000);

afterAll(async () => {
  await Promise.all(
    children.map(
      (c) =>
        new Promise<void>((done) => {
          if (c.exitCode !== null || c.signalCode !== null) return done();
          c.once('exit', () => done());
          c.kill('SIGTERM');
          setTimeout(() => c.kill('SIGKILL'), 5_000).unref();
        }),
    ),
  );
  await db?.close();
  await tg?.stop();
  await svc?.stop();
});

/** POST an update to an instance's webhook as Telegram would; resolves once it answered. */
async function post(url: string, update: object): Promise<number> {
  const res = await request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': secret },
    body: JSON.stringify(update),
  });
  await res.body.text();
  return res.statusCode;
}

/** A text message from Ana, its leading `/command` marked as Telegram does. */
const textUpdate = (updateId: number, chatId: number, text: string) => telegramTextUpdate(updateId, chatId, text, { commandEntity: true });

const handled = async (chatId: number) =>
  (await rows<{ id: number }>(db.db, sql`SELECT update_id AS id FROM telegram_updates WHERE chat_id = ${String(chatId)} ORDER BY update_id`)).map((r) => r.id);

describe('two bot instances in Telegram webhook mode on one PostgreSQL bot database', () => {
  it('both instances agree on the webhook secret and refuse a request without it', async () => {
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const url of urls) {
      const res = await request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(textUpdate(1, 1, '/start')) });
      await res.body.text();
      expect(res.statusCode).toBe(401);
    }
  });

  it('handles two updates of one chat posted at the same moment to the two instances, both, neither lost; the same update posted to both once', async () => {
    const [a, b] = urls as [string, string];
    for (const round of [1, 2, 3]) {
      const chatId = 71_000 + round;
      const guest = new TelegramGuest(tg, TOKEN, { chatId, languageCode: 'es' });
      const id = 600_000 + round * 100;
      expect(await post(a, textUpdate(id + 1, chatId, '/start'))).toBe(200);
      await guest.waitFor(DESTINATION_QUESTION);

      // One chat, two inputs, two instances, the same moment: both handled, one on top of the other.
      expect(await Promise.all([post(a, textUpdate(id + 2, chatId, 'Cartagena')), post(b, textUpdate(id + 3, chatId, 'del 15 al 18 de diciembre'))])).toEqual([
        200, 200,
      ]);
      const state = (await new ConversationRepo(db.db).load({ channel: 'telegram', chatId: String(chatId) })) as FlowState;
      expect(state.search).toMatchObject({ city: 'Cartagena', checkin: '2026-12-15', nights: 3 });
      await guest.waitFor(PARTY_QUESTION);
      expect(await handled(chatId)).toEqual([id + 1, id + 2, id + 3]);

      // The same update reaching both instances at once (a redelivery while the first is handled): handled once.
      const party = textUpdate(id + 4, chatId, '2 adultos');
      expect(await Promise.all([post(a, party), post(b, party)])).toEqual([200, 200]);
      await guest.waitFor(HOTELS);
      expect(await post(b, textUpdate(id + 5, chatId, '/help'))).toBe(200);
      await guest.waitFor(/\/start/);
      expect(await handled(chatId)).toEqual([id + 1, id + 2, id + 3, id + 4, id + 5]);
      const texts = storedMessages(tg, TOKEN, chatId).map((m) => m.text);
      expect(
        texts.filter((t) => /Buscando disponibilidad/.test(t)),
        guest.dump(),
      ).toHaveLength(1);
      expect(texts.filter((t) => /Encontré \d+ hotel/.test(t) && /2 adultos/.test(t)).length, guest.dump()).toBeGreaterThanOrEqual(1);
      expect(
        texts.filter((t) => /Cuántas personas viajan/.test(t)),
        guest.dump(),
      ).toHaveLength(1);
    }
  });

  it('tells the guest once of the payment of a watched booking, while both instances poll it', async () => {
    const chatId = 72_001;
    const guest = new TelegramGuest(tg, TOKEN, { chatId, languageCode: 'es' });
    // The emulator delivers to the webhook set last (one instance); both instances' watchers poll the shared database.
    const { code, url } = await bookUntilPaymentLink(guest);
    const watched = await rows<{ chatbotId: string }>(db.db, sql`SELECT chatbot_id AS "chatbotId" FROM watched_bookings WHERE chatbot_id = ${code}`);
    expect(watched).toEqual([{ chatbotId: code }]);

    expect((await payCheckout(url, { number: '4242 4242 4242 4242' })).status).toBeLessThan(400);
    await guest.waitFor(/Pago recibido/, 15_000);
    // Both watchers keep polling every 200 ms: give each several more ticks, then nothing more has come.
    await new Promise((r) => setTimeout(r, 1_500));
    await guest.poll();
    expect(guest.count(/Pago recibido/), guest.dump()).toBe(1);
    expect(storedMessages(tg, TOKEN, chatId).filter((m) => /Pago recibido/.test(m.text))).toHaveLength(1);
    expect(await rows(db.db, sql`SELECT kind, status FROM bot_notices WHERE chatbot_id = ${code}`)).toEqual([{ kind: 'paid', status: 'sent' }]);
    expect(await rows(db.db, sql`SELECT outcome FROM watched_bookings WHERE chatbot_id = ${code}`)).toEqual([{ outcome: 'paid' }]);
  });
});
