/**
 * Availability (endpoint 10) at scale: the serialised answer is cached per
 * (city, checkin, nights, layout) and served only while the city's inventory
 * version and the catalogue version (migration 5's triggers) are unchanged —
 * a booking, an expiry, and writes from another connection to the same
 * database are seen by the very next request. Compressed forms are served
 * when the client accepts them. Real server, real database (SQLite file or
 * PostgreSQL).
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'undici';
import { describe, expect, it } from 'vitest';
import type { AvailabilityResponse, LayoutRoom } from '../../src/api/contract/index.js';
import { AvailabilityService } from '../../src/api/domain/availability.js';
import { AvailabilityComputer } from '../../src/api/domain/availabilityRule.js';
import { cityKey } from '../../src/api/domain/catalog.js';
import { availabilityVersions } from '../../src/store/service/catalog.js';
import { bookingBody, firstOffer, type Offer } from '../helpers/booking.js';
import { call, startTestService } from '../helpers/service.js';
import { connectionString, exec, openStore, sql } from '../../src/store/sql.js';
import { serviceMigrations } from '../../src/store/service/migrations/index.js';
import { startedForEach } from '../helpers/lifecycle.js';

const svc = startedForEach(() => startTestService({ rateLimitPerSecond: 0 }));

const CHECKIN = '2026-12-10';
const CHECKOUT = '2026-12-13';
const LAYOUT = [{ adults: 2 }, { adults: 2 }];
const availPath = (city: string, checkin = CHECKIN, nights = 3) =>
  `/v2/bookings/agencies/retailer/availability?checkin=${checkin}&nights=${nights}&city=${encodeURIComponent(city)}`;

async function search(city = 'Cartagena', layout: LayoutRoom[] = LAYOUT): Promise<AvailabilityResponse> {
  const r = await call(svc.url, 'POST', availPath(city), { body: { layout } });
  expect(r.status).toBe(200);
  return r.body as AvailabilityResponse;
}

/** Count of `offer`'s room in the first layout entry of its hotel (0 when not listed). */
function countOf(hotels: AvailabilityResponse, offer: Offer): number {
  const h = hotels.find((x) => x.hotel.id === offer.internalId)!;
  return h.availability[0]!.available_rooms.find((r) => r.roomId === offer.roomId)?.count ?? 0;
}

/** Availability of `offer`'s hotel, first entry: its total count. */
function totalOf(hotels: AvailabilityResponse, offer: Offer): number {
  return hotels.find((x) => x.hotel.id === offer.internalId)!.availability[0]!.total_count;
}

describe('availability cache (endpoint 10)', () => {
  it('serves a repeated search from the cache, byte for byte the same', async () => {
    const before = svc.ctx.availability.cacheStats();
    const a = await call(svc.url, 'POST', availPath('Cartagena'), { body: { layout: LAYOUT } });
    const b = await call(svc.url, 'POST', availPath('cartagena'), { body: { layout: LAYOUT } }); // same city key
    expect(b.body).toEqual(a.body);
    const after = svc.ctx.availability.cacheStats();
    expect(after.misses - before.misses).toBe(1);
    expect(after.hits - before.hits).toBe(1);
    expect(after.entries).toBeGreaterThan(0);
    expect(a.headers['content-type']).toMatch(/^application\/json/);
  });

  it('computes an answer once for many identical requests arriving together', async () => {
    const before = svc.ctx.availability.cacheStats();
    const answers = await Promise.all(Array.from({ length: 8 }, () => call(svc.url, 'POST', availPath('Bogotá'), { body: { layout: LAYOUT } })));
    for (const a of answers) expect(a.body).toEqual(answers[0]!.body);
    const after = svc.ctx.availability.cacheStats();
    expect(after.misses - before.misses).toBe(1);
    expect(after.hits - before.hits).toBe(7);
  });

  it('a booking takes its held room out of the next answer at once, and its expiry puts it back', async () => {
    const offer = await firstOffer(svc.url, 'Cartagena', CHECKIN, 3);
    const first = await search();
    const count = countOf(first, offer);
    const total = totalOf(first, offer);
    expect(count).toBeGreaterThan(0);
    await search(); // cached now
    const hits = svc.ctx.availability.cacheStats().hits;

    const booked = await call(svc.url, 'POST', `/v2/bookings/hotel_id=${offer.hotelId}`, { body: bookingBody(offer, CHECKIN, CHECKOUT, 3) });
    expect(booked.body.chatbot_id).toBeTruthy();
    const held = await search();
    expect(countOf(held, offer)).toBe(count - 1);
    expect(totalOf(held, offer)).toBe(total - 1);
    expect(svc.ctx.availability.cacheStats().hits).toBe(hits); // recomputed, not served stale

    // Past the payment deadline (at most 24 h), the sweep of the next request releases the hold.
    svc.clock.advance(25 * 3600_000);
    const released = await search();
    expect(countOf(released, offer)).toBe(count);
    expect(totalOf(released, offer)).toBe(total);
    const status = await call(svc.url, 'GET', `/v2/bookings/chatbot/${booked.body.chatbot_id}/status`);
    expect(JSON.stringify(status.body)).toMatch(/expirada/i);
  });

  it('sees inventory written by another connection to the same database', async () => {
    const offer = await firstOffer(svc.url, 'Cartagena', CHECKIN, 3);
    const count = countOf(await search(), offer);
    await search();
    // A second connection to the service's database, as another instance would have.
    const other = await openStore(connectionString(svc.store), serviceMigrations, { migrate: false, poolSize: 1 });
    try {
      // Another process sells one room of the middle night.
      await exec(other.db, sql`UPDATE inventory SET allocated = allocated + 1 WHERE room_type_id = ${Number(offer.roomId)} AND day = ${'2026-12-11'}`);
      expect(countOf(await search(), offer)).toBe(count - 1);
      // And closes the room type entirely on the first night: it leaves the answer.
      await exec(other.db, sql`UPDATE inventory SET stock = allocated WHERE room_type_id = ${Number(offer.roomId)} AND day = ${CHECKIN}`);
      expect(countOf(await search(), offer)).toBe(0);
      // A catalogue change (room name) and a new TRM from that connection show too.
      await exec(other.db, sql`UPDATE room_types SET name = ${'Renombrada'} WHERE hotel_id = ${offer.internalId}`);
      await exec(other.db, sql`UPDATE settings SET value = '500000' WHERE key = 'trm_minor'`);
      const renamed = await search();
      const hotel = renamed.find((h) => h.hotel.id === offer.internalId)!;
      const rooms = hotel.availability[0]!.available_rooms;
      expect(rooms.length).toBeGreaterThan(0);
      for (const r of rooms) expect(r.roomName).toBe('Renombrada');
      expect(rooms[0]!.products[0]!.trm).toBe(5000);
    } finally {
      await other.close();
    }
  });

  it('does not let a change in one city drop the cached answers of another', async () => {
    const offer = await firstOffer(svc.url, 'Cartagena', CHECKIN, 3);
    await search('Bogotá');
    const before = svc.ctx.availability.cacheStats();
    await call(svc.url, 'POST', `/v2/bookings/hotel_id=${offer.hotelId}`, { body: bookingBody(offer, CHECKIN, CHECKOUT, 3) });
    await search('Bogotá');
    expect(svc.ctx.availability.cacheStats().hits - before.hits).toBe(1);
  });

  it('sends brotli or gzip when the client accepts it, the same JSON once decoded', async () => {
    const plain = await call(svc.url, 'POST', availPath('Cartagena'), { body: { layout: LAYOUT } });
    const raw = async (acceptEncoding: string) => {
      const res = await request(svc.url + availPath('Cartagena'), {
        method: 'POST',
        headers: { authorization: 'Bearer demo-agency-1', 'content-type': 'application/json', 'accept-encoding': acceptEncoding },
        body: JSON.stringify({ layout: LAYOUT }),
      });
      return { status: res.statusCode, headers: res.headers, bytes: Buffer.from(await res.body.arrayBuffer()) };
    };
    const br = await raw('gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.bytes).toString())).toEqual(plain.body);
    const gz = await raw('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.bytes).toString())).toEqual(plain.body);
    expect(gz.bytes.length).toBeLessThan(JSON.stringify(plain.body).length);
    const identity = await raw('identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(identity.bytes.toString())).toEqual(plain.body);
    // An answer too small to be worth compressing goes as it is.
    const none = await request(svc.url + availPath('Ciudad Inexistente'), {
      method: 'POST',
      headers: { authorization: 'Bearer demo-agency-1', 'content-type': 'application/json', 'accept-encoding': 'br' },
      body: JSON.stringify({ layout: LAYOUT }),
    });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(await none.body.json()).toEqual([]);
  });

  it('writes exactly the JSON of the object answer, for every city and layout shape', async () => {
    const layouts: LayoutRoom[][] = [
      [{ adults: 1 }],
      LAYOUT,
      [{ adults: 2, children_ages: [4, 13] }, { adults: 3 }, { adults: 1, children_ages: [] }],
      [{ adults: 4, children_ages: [0, 1] }],
      [{ adults: 9 }],
    ];
    for (const city of ['Cartagena', 'Bogotá', 'medellin', 'Santa Marta', 'Atlantis'])
      for (const layout of layouts)
        for (const nights of [1, 3])
          expect((await (await svc.ctx.availability.searchAvailability(city, CHECKIN, nights, layout)).json()).toString()).toBe(
            JSON.stringify(await svc.ctx.availability.search(city, CHECKIN, nights, layout)),
          );
    // Past the last night of inventory nothing is sellable, and the shapes still agree.
    expect((await (await svc.ctx.availability.searchAvailability('Cartagena', '2027-11-20', 3, LAYOUT)).json()).toString()).toBe(
      JSON.stringify(await svc.ctx.availability.search('Cartagena', '2027-11-20', 3, LAYOUT)),
    );
  });

  it('keeps the cache within its byte bound, least recently used out first', async () => {
    const days = ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'];
    // What one cached answer weighs once compressed (the JSON of a small answer stays beside its brotli form).
    const probe = new AvailabilityService(svc.store);
    const first = await probe.searchAvailability('Cartagena', days[0]!, 3, LAYOUT);
    await first.encoded('br');
    const one = probe.cacheStats().bytes;
    expect(one).toBeGreaterThan(first.jsonBytes);

    const bound = Math.floor(one * 2.5);
    const small = new AvailabilityService(svc.store, undefined, { cacheBytes: bound });
    for (const day of days) await (await small.searchAvailability('Cartagena', day, 3, LAYOUT)).encoded('br');
    const stats = small.cacheStats();
    expect(stats.entries).toBe(2);
    expect(stats.bytes).toBeLessThanOrEqual(bound);
    await small.searchAvailability('Cartagena', days[3]!, 3, LAYOUT); // most recent: still there
    expect(small.cacheStats().hits).toBe(1);
    await small.searchAvailability('Cartagena', days[0]!, 3, LAYOUT); // evicted long ago
    expect(small.cacheStats().misses).toBe(5);
  });

  it('keeps only the brotli form of a large answer, and gives the same JSON back', async () => {
    const service = new AvailabilityService(svc.store, undefined, { keepJsonBytes: 1024, hotJsonBytes: 1 });
    const a = await service.searchAvailability('Cartagena', CHECKIN, 3, LAYOUT);
    const json = (await a.json()).toString();
    const br = await a.encoded('br');
    expect(a.bytes).toBe(br.length); // the JSON was dropped once compressed (and the hot tier holds nothing)
    expect(service.cacheStats().bytes).toBeLessThan(json.length);
    expect((await a.json()).toString()).toBe(json); // decompressed again
    expect(brotliDecompressSync(br).toString()).toBe(json);
    const gz = await a.encoded('gzip');
    expect(gunzipSync(gz).toString()).toBe(json);
    expect(json).toBe(JSON.stringify(await service.search('Cartagena', CHECKIN, 3, LAYOUT)));
  });

  it('compresses a first answer fast and only for a client that accepts it; an answer asked for again is made strong', async () => {
    const service = new AvailabilityService(svc.store, undefined, { keepJsonBytes: 1024, threads: 1, threadMinHotels: 1, slotIdleMs: 600_000 });
    try {
      // A client without compression: its miss makes no compressed form at all.
      const plain = await service.searchAvailability('Cartagena', CHECKIN, 3, LAYOUT, null);
      expect(plain.forms()).toEqual({});
      const json = (await plain.json()).toString();
      expect(json).toBe(JSON.stringify(await service.search('Cartagena', CHECKIN, 3, LAYOUT)));
      // A brotli client's miss comes back from the thread compressed fast, without its JSON.
      const first = await service.searchAvailability('Cartagena', CHECKOUT, 3, LAYOUT, 'br');
      expect(first.forms()).toEqual({ br: 'fast' });
      expect(first.bytes).toBe((await first.encoded('br')).length);
      const fast = await first.encoded('br');
      // Asked for again: the same answer, strengthened in the background.
      const again = await service.searchAvailability('Cartagena', CHECKOUT, 3, LAYOUT, 'br');
      expect(again).toBe(first);
      await expect.poll(() => again.forms().br, { timeout: 10_000 }).toBe('strong');
      const strong = await again.encoded('br');
      expect(strong.length).toBeLessThan(fast.length);
      expect(brotliDecompressSync(strong).toString()).toBe(brotliDecompressSync(fast).toString());
      expect(brotliDecompressSync(strong).toString()).toBe(JSON.stringify(await service.search('Cartagena', CHECKOUT, 3, LAYOUT)));
      // The identity answer asked for again gets a strong brotli form, and its JSON leaves the cache entry.
      await service.searchAvailability('Cartagena', CHECKIN, 3, LAYOUT, null);
      await expect.poll(() => plain.forms().br, { timeout: 10_000 }).toBe('strong');
      await expect.poll(() => plain.bytes).toBe((await plain.encoded('br')).length);
      expect((await plain.json()).toString()).toBe(json);
      expect(service.cacheStats().threadMisses).toBe(2);
    } finally {
      await service.close();
    }
  });

  it('a thread sees a booking made on the service and rooms held by another connection on the next request', async () => {
    const service = new AvailabilityService(svc.store, undefined, { threads: 1, threadMinHotels: 1, slotIdleMs: 600_000 });
    try {
      const read = async () =>
        JSON.parse((await (await service.searchAvailability('Cartagena', CHECKIN, 3, LAYOUT)).json()).toString()) as AvailabilityResponse;
      const offer = await firstOffer(svc.url, 'Cartagena', CHECKIN, 3);
      const count = countOf(await read(), offer);
      expect(count).toBeGreaterThan(1);
      const booked = await call(svc.url, 'POST', `/v2/bookings/hotel_id=${offer.hotelId}`, { body: bookingBody(offer, CHECKIN, CHECKOUT, 3) });
      expect(booked.body.chatbot_id).toBeTruthy();
      expect(countOf(await read(), offer)).toBe(count - 1);
      // Another connection (as another instance would) holds every free room of that type on one night.
      const other = await openStore(connectionString(svc.store), serviceMigrations, { migrate: false, poolSize: 1 });
      try {
        await exec(other.db, sql`UPDATE inventory SET allocated = stock WHERE room_type_id = ${Number(offer.roomId)} AND day = ${'2026-12-11'}`);
      } finally {
        await other.close();
      }
      expect(countOf(await read(), offer)).toBe(0);
      expect(service.cacheStats().threadMisses).toBe(3);
    } finally {
      await service.close();
    }
  });

  it('a stay that shares nights with an earlier one sees what changed on those nights since (kept days of inventory are dropped)', async () => {
    const threaded = new AvailabilityService(svc.store, undefined, { threads: 1, threadMinHotels: 1, slotIdleMs: 600_000 });
    const other = await openStore(connectionString(svc.store), serviceMigrations, { migrate: false, poolSize: 1 });
    try {
      const viaThread = async (checkin: string) =>
        JSON.parse((await (await threaded.searchAvailability('Cartagena', checkin, 3, LAYOUT)).json()).toString()) as AvailabilityResponse;
      const viaService = async (checkin: string) => {
        const r = await call(svc.url, 'POST', availPath('Cartagena', checkin), { body: { layout: LAYOUT } });
        expect(r.status).toBe(200);
        return r.body as AvailabilityResponse;
      };
      const offer = await firstOffer(svc.url, 'Cartagena', CHECKIN, 3);
      const nightOf = (hotels: AvailabilityResponse, day: string) => {
        const room = hotels.find((x) => x.hotel.id === offer.internalId)!.availability[0]!.available_rooms.find((r) => r.roomId === offer.roomId);
        return room && { count: room.count, amount: room.products[0]!.baseDailyAmounts.find((d) => d.day === day)!.amountAfterTax };
      };
      // Both computers have read (and kept) the nights of 10–12 December.
      const before = nightOf(await viaService(CHECKIN), '2026-12-11')!;
      expect(nightOf(await viaThread(CHECKIN), '2026-12-11')).toEqual(before);
      // Another connection sells a room and doubles the price of the 11th.
      await exec(
        other.db,
        sql`UPDATE inventory SET allocated = allocated + 1, price_minor = price_minor * 2 WHERE room_type_id = ${Number(offer.roomId)} AND day = ${'2026-12-11'}`,
      );
      // A stay of 11–13 December (another search, never cached) shows both changes, on both, exactly as a
      // computer that kept nothing reads them.
      const fresh = new AvailabilityService(svc.store, undefined, { threads: 0 });
      const expected = JSON.parse((await (await fresh.searchAvailability('Cartagena', '2026-12-11', 3, LAYOUT)).json()).toString()) as AvailabilityResponse;
      const night = nightOf(expected, '2026-12-11');
      expect(night?.amount ?? Infinity).toBeGreaterThan(before.amount * 1.5);
      expect(night?.count ?? 0).toBeLessThan(before.count);
      for (const read of [viaService, viaThread]) expect(await read('2026-12-11')).toEqual(expected);
    } finally {
      await other.close();
      await threaded.close();
    }
  });
  it('reads the week after a stay with it, and a change on one of those nights is seen by the stay that asks for it', async () => {
    const key = cityKey('Cartagena');
    const computer = new AvailabilityComputer(svc.store);
    const answer = async (c: AvailabilityComputer, checkin: string) =>
      (await c.serialize(key, await availabilityVersions(svc.store.db, key), checkin, 3, LAYOUT)).toString();
    // 10–12 December are read with the seven nights after them (13–19), in one query.
    await answer(computer, CHECKIN);
    expect(computer.inventoryReads).toEqual({ queries: 1, nights: 10 });
    // Stays within those nights read nothing more, and are what a computer that kept nothing answers.
    for (const checkin of ['2026-12-13', '2026-12-16', '2026-12-11']) {
      expect(await answer(computer, checkin)).toBe(await answer(new AvailabilityComputer(svc.store), checkin));
    }
    expect(computer.inventoryReads).toEqual({ queries: 1, nights: 10 });
    // A stay that runs past them reads only from its first night not kept (the 20th) on, a week ahead again.
    await answer(computer, '2026-12-18');
    expect(computer.inventoryReads).toEqual({ queries: 2, nights: 10 + 1 + 7 });
    // Another connection sells a room and doubles the price of the 16th, a night only read ahead so far.
    const offer = await firstOffer(svc.url, 'Cartagena', CHECKIN, 3);
    const before = await answer(computer, '2026-12-15');
    const other = await openStore(connectionString(svc.store), serviceMigrations, { migrate: false, poolSize: 1 });
    try {
      await exec(
        other.db,
        sql`UPDATE inventory SET allocated = allocated + 1, price_minor = price_minor * 2 WHERE room_type_id = ${Number(offer.roomId)} AND day = ${'2026-12-16'}`,
      );
    } finally {
      await other.close();
    }
    const fresh = await answer(new AvailabilityComputer(svc.store), '2026-12-15');
    expect(fresh).not.toBe(before);
    expect(await answer(computer, '2026-12-15')).toBe(fresh);
    expect(computer.inventoryReads.queries).toBe(3);
  });
});
