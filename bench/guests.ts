/**
 * Fifty guests at once: each drives whole bookings — search (endpoint 10),
 * create (7, then 19 for the payment link) and pay (the hosted checkout,
 * approved card) — through the bot's own effect runner and typed client,
 * against the real service (its own process, bench/service-child.ts) with
 * its real rate limits: the service's default for every key, and the demo bot
 * key sized for the bot as `hotelbot start` sizes it. Reports bookings paid
 * per second, how many guests saw a failure or a busy note (an effect the
 * flow would have to apologise for), and how often the client waited after
 * a 429.
 *
 * Rows: the sized bot key (the demo as shipped: no guest may see a failure);
 * the bot key at the service's default limit with the client's retries; the
 * same without retries (how the bot behaved before it honoured Retry-After).
 *
 * Environment: BENCH_GUESTS (default 50), BENCH_GUESTS_SECONDS (default 8 per row).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { HotelApiClient } from '../src/api/client.js';
import type { CreateBookingBody } from '../src/api/contract/index.js';
import { createEffectRunner } from '../src/bot/effects.js';
import { addDays, bogotaDate, systemClock } from '../src/clock.js';
import type { FlowInput } from '../src/flows/types.js';
import { DEMO_BOT_RATE_LIMIT_PER_SECOND } from '../src/store/service/seed.js';
import { child } from './lib.js';
import { healthCeiling } from './paytold.js';

const GUESTS = Number(process.env.BENCH_GUESTS ?? 50);
const SECONDS = Number(process.env.BENCH_GUESTS_SECONDS ?? 8);
const CITIES = ['Cartagena', 'Medellín', 'Bogotá', 'Santa Marta'];

interface GuestsRow {
  bot_key: string;
  client: string;
  guests: number;
  bookings_per_s: number;
  bookings: number;
  guests_with_failure: number;
  busy_notes: number;
  other_failures: number;
  waits_after_429: number;
  health_p50_ms: number;
}

async function run(label: string, botRate: string, retries: boolean): Promise<GuestsRow> {
  const svc = await child('./service-child.ts', { BENCH_BOT_RATE: botRate });
  const dir = mkdtempSync(join(tmpdir(), 'hotelbot-bench-guests-'));
  let waits = 0;
  const client = new HotelApiClient({
    baseUrl: svc.url,
    apiKey: 'demo-agency-1',
    retry: retries ? { sleep: (ms) => (waits++, new Promise((resolve) => setTimeout(resolve, ms))) } : { maxRetries: 0 },
  });
  const runEffect = createEffectRunner(client, { clock: systemClock });
  const today = bogotaDate(new Date());
  let bookings = 0;
  let busy = 0;
  let other = 0;
  const failed = new Set<number>();
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  try {
    await Promise.all(
      Array.from({ length: GUESTS }, async (_, g) => {
        const chat = { channel: 'bench', chatId: String(g), lang: 'es' as const };
        const fail = (r: FlowInput | null) => {
          failed.add(g);
          if (r?.kind === 'effectFailed' && r.reason === 'busy') busy++;
          else other++;
        };
        for (let k = 0; performance.now() < deadline; k++) {
          const checkin = addDays(today, 5 + ((g * 7 + k) % 300));
          const city = CITIES[(g + k) % CITIES.length]!;
          const found = await runEffect({ kind: 'searchAvailability', checkin, nights: 1, city, layout: [{ adults: 2 }] }, chat);
          if (found?.kind !== 'availability') {
            fail(found);
            continue;
          }
          const h = found.result.find((x) => x.availability[0]!.total_count > 0);
          if (!h) continue;
          const room = h.availability[0]!.available_rooms[0]!;
          const body = {
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
          } as CreateBookingBody;
          const created = await runEffect(
            { kind: 'createBooking', hotelId: Number(h.hotel.partner_id), body, idempotencyKey: `guests-${label}-${g}-${k}` },
            chat,
          );
          if (created?.kind === 'bookingUnavailable') continue;
          if (created?.kind !== 'bookingCreated') {
            fail(created);
            continue;
          }
          const form = new URLSearchParams({ card_number: '4242424242424242', card_holder: 'Ana Gómez', card_expiry: '12/2030', card_cvc: '123' });
          const res = await request(created.link.url, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: form.toString(),
          });
          await res.body.text();
          if (res.statusCode === 200) bookings++;
          else fail(null);
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    return {
      bot_key: label,
      client: retries ? 'retries after 429' : 'no retries',
      guests: GUESTS,
      bookings_per_s: Math.round((bookings / elapsed) * 10) / 10,
      bookings,
      guests_with_failure: failed.size,
      busy_notes: busy,
      other_failures: other,
      waits_after_429: waits,
      health_p50_ms: await healthCeiling(svc.url),
    };
  } finally {
    await client.close();
    await svc.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The "guests at once" section of `npm run bench` (BENCH_ONLY=guests). */
export async function guestsSection(): Promise<void> {
  const rows = [
    await run(`sized ${DEMO_BOT_RATE_LIMIT_PER_SECOND}/s`, String(DEMO_BOT_RATE_LIMIT_PER_SECOND), true),
    await run('service default 50/s', 'default', true),
    await run('service default 50/s', 'default', false),
  ];
  console.log(`${GUESTS} guests at once, whole bookings (search → create → pay), ${SECONDS} s per row; other keys at the service's default limit`);
  console.table(rows);
}
