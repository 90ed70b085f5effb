/**
 * "Paid → told": from the approved checkout POST of a chatbot booking to the
 * bot's `sendMessage` telling that guest, through the real service (its own
 * process, bench/service-child.ts), its webhook outbox, the bot's real
 * webhook receiver and the Telegram channel against the Bot API emulator
 * (telegram-test-api). Measured twice in the same run: with the outbox worker
 * woken when the payment's transaction commits, and with only its
 * once-a-second run (`startService`'s `webhookWake: false`). The bot's
 * own payment polling is set to an hour, so only the webhook tells the guest.
 *
 * Beside each: the p50 of the service's `/health` round trip in the same run
 * (the ceiling), and p50 as a multiple of it.
 *
 * Payments are spaced by a random pause of up to a second, as guests pay at
 * random instants (back to back, each would wait almost a whole interval of
 * the periodic run).
 *
 * Environment: BENCH_PAYTOLD_SAMPLES (default 30 payments per mode).
 */
import { freePort } from '../test/helpers/telegram.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { TelegramServer } from 'telegram-test-api/lib/telegramServer.js';
import { HotelApiClient } from '../src/api/client.js';
import { startBot } from '../src/bot/index.js';
import { addDays, bogotaDate } from '../src/clock.js';
import { WatchRepo } from '../src/store/bot/repos.js';
import { DEMO_WEBHOOK_SECRET } from '../src/store/service/apiKeys.js';
import { child } from './lib.js';

const SAMPLES = Number(process.env.BENCH_PAYTOLD_SAMPLES ?? 30);
/** Longest wait for one notice before the sample counts as lost, ms. */
const NOTICE_TIMEOUT_MS = 5_000;

/** Percentile `p` (0..1) of sorted `xs`, ms with two decimals. */
export function pct(xs: readonly number[], p: number): number {
  if (xs.length === 0) return Number.NaN;
  return Math.round(xs[Math.min(xs.length - 1, Math.floor(xs.length * p))]! * 100) / 100;
}

/** p50 of `n` sequential `GET /health` round trips of `base`, ms. */
export async function healthCeiling(base: string, n = 200): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const res = await request(`${base}/health`);
    await res.body.text();
    times.push(performance.now() - t);
  }
  return pct(
    times.sort((a, b) => a - b),
    0.5,
  );
}

/**
 * A pass-through proxy in front of the Bot API emulator that calls
 * `onSent(chatId)` when the emulator has answered a `sendMessage`: the
 * instant the guest's message was accepted, whichever part of the bot sent
 * it (the conversation or the notice outbox, each with its own Bot API client).
 */
async function botApiProxy(target: string, onSent: (chatId: string) => void): Promise<{ apiRoot: string; server: Server }> {
  const server = createHttpServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const headers = { ...req.headers };
      delete headers.host;
      delete headers['content-length'];
      request(target + (req.url ?? ''), { method: (req.method ?? 'GET') as 'GET', headers, body: body.length ? body : null })
        .then(async (up) => {
          const answer = Buffer.from(await up.body.arrayBuffer());
          res.writeHead(up.statusCode, { 'content-type': String(up.headers['content-type'] ?? 'application/json') }).end(answer);
          if (req.url?.endsWith('/sendMessage') && up.statusCode === 200) {
            try {
              onSent(String((JSON.parse(body.toString('utf8')) as { chat_id: unknown }).chat_id));
            } catch {
              /* not JSON: not a guest message */
            }
          }
        })
        .catch(() => res.writeHead(502).end());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const addr = server.address();
  return { apiRoot: `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`, server };
}

/** One row of the result table. */
interface PaidToldRow {
  mode: string;
  samples: number;
  lost: number;
  p50: number;
  p99: number;
  max: number;
  health_p50: number;
  p50_x_health: number;
}

async function measure(mode: 'wake' | 'poll (1 s)', apiRoot: string): Promise<PaidToldRow> {
  const botPort = await freePort();
  const svc = await child('./service-child.ts', {
    BENCH_WAKE: mode === 'wake' ? '1' : '0',
    BENCH_DEMO_WEBHOOK_URL: `http://127.0.0.1:${botPort}/webhooks/payments`,
  });
  const dir = mkdtempSync(join(tmpdir(), 'hotelbot-bench-paytold-'));
  const client = new HotelApiClient({ baseUrl: svc.url, apiKey: 'demo-agency-1' });
  const told = new Map<string, () => void>();
  const proxy = await botApiProxy(apiRoot, (chatId) => told.get(chatId)?.());
  const token = `${mode === 'wake' ? 777001 : 777002}:BENCH-PAYTOLD`;
  const bot = await startBot({
    client,
    botDatabasePath: join(dir, 'bot.db'),
    telegram: { token, apiRoot: proxy.apiRoot, emptyPollDelayMs: 20 },
    webhooks: { port: botPort, secret: DEMO_WEBHOOK_SECRET },
    pollIntervalMs: 3_600_000,
  });
  const watches = new WatchRepo(bot.store.db);
  const times: number[] = [];
  let lost = 0;
  try {
    const today = bogotaDate(new Date());
    for (let i = 0; i < SAMPLES; i++) {
      const checkin = addDays(today, 10 + (i % 200));
      const hotels = await client.searchAvailability('retailer', { checkin, nights: 1, city: 'Cartagena' }, { layout: [{ adults: 2 }] });
      const h = hotels.find((x) => x.availability[0]!.total_count > 0)!;
      const room = h.availability[0]!.available_rooms[0]!;
      const created = await client.createChatbotBooking(
        Number(h.hotel.partner_id),
        {
          reservation: {
            checkin,
            checkout: addDays(checkin, 1),
            nights: '1',
            rooms: '1',
            adults: '2',
            children: '0',
            firstName: 'Ana',
            lastName: 'Gómez',
            city: 'Bogotá',
            email: 'ana@example.com',
            telephone: '+573001234567',
            country: 'COL',
            currency: 'COP',
            roomsData: [
              {
                id: room.roomId,
                checkin,
                checkout: addDays(checkin, 1),
                rateId: room.products[0]!.rateId,
                quantity: '1',
                currency: 'COP',
                adults: '2',
                children: '0',
              },
            ],
          },
        } as Parameters<HotelApiClient['createChatbotBooking']>[1],
        `paytold-${mode}-${i}`,
      );
      if (!('chatbot_id' in created)) throw new Error('no rooms left for the benchmark');
      const link = await client.getChatbotBookingPaymentLink(created.chatbot_id);
      const chatId = String(900_000 + i);
      await watches.watch({ channel: 'telegram', chatId, lang: 'es', chatbotId: created.chatbot_id, expirationDate: link.expiration_date }, new Date());
      const notice = new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), NOTICE_TIMEOUT_MS);
        told.set(chatId, () => {
          clearTimeout(timer);
          resolve(true);
        });
      });
      const form = new URLSearchParams({ card_number: '4242424242424242', card_holder: 'Ana Gómez', card_expiry: '12/2030', card_cvc: '123' });
      // Guests pay at random instants: without this pause, back-to-back samples would lock onto the periodic run's phase.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 1000));
      const t0 = performance.now();
      const res = await request(link.url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() });
      await res.body.text();
      if (res.statusCode !== 200) throw new Error(`checkout answered ${res.statusCode}`);
      if (await notice) times.push(performance.now() - t0);
      else lost++;
      told.delete(chatId);
    }
    times.sort((a, b) => a - b);
    const health = await healthCeiling(svc.url);
    return {
      mode,
      samples: times.length,
      lost,
      p50: pct(times, 0.5),
      p99: pct(times, 0.99),
      max: pct(times, 1),
      health_p50: health,
      p50_x_health: Math.round((pct(times, 0.5) / health) * 10) / 10,
    };
  } finally {
    await bot.stop();
    await client.close();
    await svc.stop();
    proxy.server.closeAllConnections();
    await new Promise((resolve) => proxy.server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The "paid → told" section of `npm run bench` (BENCH_ONLY=paytold). Targets with the wake: p50 < 50 ms, p99 < 200 ms. */
export async function paytoldSection(): Promise<void> {
  const emulator = new TelegramServer({ host: '127.0.0.1', port: await freePort(), storeTimeout: 60 });
  await emulator.start();
  try {
    const rows = [await measure('wake', emulator.config.apiURL), await measure('poll (1 s)', emulator.config.apiURL)];
    console.log(
      `paid → told: approved checkout POST → the bot's sendMessage to the guest, ms (${SAMPLES} payments per mode; target with the wake: p50 < 50, p99 < 200)`,
    );
    console.table(rows);
  } finally {
    await emulator.stop();
  }
}
