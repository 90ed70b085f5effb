/**
 * Uncompressed availability answers (endpoint 10) computed in a worker
 * thread come back in shared slots and are sent from there: the bytes on the
 * wire are the answer's, a slot is never reused while an answer in it is
 * being read, and a cached answer whose slot went to another answer is
 * computed again. Real worker threads, real server, real database (SQLite
 * file or PostgreSQL).
 */
import { brotliDecompressSync } from 'node:zlib';
import { request } from 'undici';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AnswerSlots } from '../../src/api/domain/answerSlots.js';
import { AvailabilityService } from '../../src/api/domain/availability.js';
import { startTestService, type TestService } from '../helpers/service.js';

const LAYOUT = [{ adults: 2 }, { adults: 2 }];
/** Distinct stays of the demo's December (each one its own cache entry). */
const stays = Array.from({ length: 8 }, (_, i) => `2026-12-${String(10 + i).padStart(2, '0')}`);
const availPath = (checkin: string, city = 'Cartagena') =>
  `/v2/bookings/agencies/retailer/availability?checkin=${checkin}&nights=3&city=${encodeURIComponent(city)}`;

async function post(base: string, checkin: string, acceptEncoding?: string) {
  const res = await request(base + availPath(checkin), {
    method: 'POST',
    headers: {
      authorization: 'Bearer demo-agency-1',
      'content-type': 'application/json',
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
    },
    body: JSON.stringify({ layout: LAYOUT }),
  });
  return { status: res.statusCode, headers: res.headers, bytes: Buffer.from(await res.body.arrayBuffer()) };
}

describe('answer slots', () => {
  it('takes the least recently used unpinned slot, tells the answer it held, and gives none when all are pinned', () => {
    const slots = new AnswerSlots(2);
    const a = slots.acquire()!;
    const b = slots.acquire()!;
    // Both are pinned by their computation: nothing to take.
    expect(slots.acquire()).toBeUndefined();
    let reclaimedA = 0;
    a.lease.onReclaim = () => reclaimedA++;
    a.release();
    // A reader pins a's slot: still nothing to take.
    const reading = a.lease.pin();
    expect(slots.acquire()).toBeUndefined();
    expect(reclaimedA).toBe(0);
    reading();
    reading(); // a second call does nothing
    const c = slots.acquire()!;
    expect(reclaimedA).toBe(1);
    expect(a.lease.live).toBe(false);
    expect(a.lease.view(1)).toBeUndefined();
    expect(() => a.lease.pin()).toThrow();
    expect(c.lease.memory).toBe(a.lease.memory);
    // Of two unpinned slots the one taken longer ago goes first; a dropped lease's slot goes before it.
    b.release();
    c.release();
    b.lease.drop();
    const d = slots.acquire()!;
    expect(d.lease.memory).toBe(b.lease.memory);
    expect(c.lease.live).toBe(true);
  });

  it('lets the memory of unpinned slots go once none has been taken for a while; a pinned one keeps it until released', async () => {
    const slots = new AnswerSlots(2, { idleMs: 50 });
    const a = slots.acquire()!;
    a.lease.memory.grow(1000);
    a.release();
    let reclaimedA = 0;
    a.lease.onReclaim = () => reclaimedA++;
    const b = slots.acquire()!;
    b.lease.memory.grow(2000);
    new Uint8Array(b.lease.memory, 0, 5).set(Buffer.from('hello'));
    expect(slots.bytes).toBe(3000);
    // a's slot is idle and unpinned: let go; b's is still pinned (being read).
    await expect.poll(() => slots.bytes, { timeout: 5_000, interval: 10 }).toBe(2000);
    expect(reclaimedA).toBe(1);
    expect(a.lease.live).toBe(false);
    expect(b.lease.live).toBe(true);
    expect(b.lease.view(5)?.toString()).toBe('hello');
    b.release();
    await expect.poll(() => slots.bytes, { timeout: 5_000, interval: 10 }).toBe(0);
    expect(b.lease.live).toBe(false);
    // Taken again, a slot starts from an empty buffer.
    const c = slots.acquire()!;
    expect(c.lease.memory.byteLength).toBe(0);
    c.release();
  });

  it('a slot grows to the answer written into it and a view reads those bytes without a copy', () => {
    const slots = new AnswerSlots(1);
    const { lease, release } = slots.acquire()!;
    const text = Buffer.from('{"ok":true}');
    lease.memory.grow(text.length);
    new Uint8Array(lease.memory, 0, text.length).set(text);
    const view = lease.view(text.length)!;
    expect(view.toString()).toBe('{"ok":true}');
    expect(view.buffer).toBe(lease.memory);
    expect(lease.view(text.length + 1)).toBeUndefined();
    expect(slots.bytes).toBe(text.length);
    release();
  });
});

describe('availability answers from threads in shared slots', () => {
  let svc: TestService;
  beforeEach(async () => {
    // Every city is computed in a thread (one thread: two slots).
    svc = await startTestService({ rateLimitPerSecond: 0, availability: { threads: 1, threadMinHotels: 1, slotIdleMs: 600_000 } });
  });
  afterEach(async () => {
    await svc.stop();
  });

  it('sends the JSON of a thread answer byte for byte, with its length, first and again, and compressed for a brotli client', async () => {
    const expected = JSON.stringify(await svc.ctx.availability.search('Cartagena', stays[0]!, 3, LAYOUT));
    expect(expected.length).toBeGreaterThan(1024);
    const before = svc.ctx.availability.cacheStats();
    const first = await post(svc.url, stays[0]!);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(Number(first.headers['content-length'])).toBe(first.bytes.length);
    expect(first.bytes.toString()).toBe(expected);
    const again = await post(svc.url, stays[0]!);
    expect(again.bytes.toString()).toBe(expected);
    const br = await post(svc.url, stays[0]!, 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.bytes).toString()).toBe(expected);
    const after = svc.ctx.availability.cacheStats();
    expect(after.threadMisses - before.threadMisses).toBe(1);
    expect(after.hits - before.hits).toBe(2);
  });

  it('computes an answer again once its slot went to other answers, and the bytes are still its own', async () => {
    const expected = await Promise.all(stays.map(async (d) => JSON.stringify(await svc.ctx.availability.search('Cartagena', d, 3, LAYOUT))));
    // More distinct misses than slots, one after another: the first answers' slots are reused.
    for (const [i, d] of stays.entries()) expect((await post(svc.url, d)).bytes.toString()).toBe(expected[i]);
    const before = svc.ctx.availability.cacheStats();
    expect((await post(svc.url, stays[0]!)).bytes.toString()).toBe(expected[0]);
    const after = svc.ctx.availability.cacheStats();
    expect(after.misses - before.misses).toBe(1);
    // The newest answer is still in its slot: a hit.
    expect((await post(svc.url, stays.at(-1)!)).bytes.toString()).toBe(expected.at(-1));
    expect(svc.ctx.availability.cacheStats().hits - after.hits).toBe(1);
  });

  it('never reuses a slot while an answer in it is held, and answers without a slot when every slot is held', async () => {
    const service = new AvailabilityService(svc.store, undefined, { threads: 1, threadMinHotels: 1, slotIdleMs: 600_000 });
    try {
      const releases: (() => void)[] = [];
      const held = [];
      // Hold more answers than there are slots (two): the last ones come back in buffers of their own.
      for (const d of stays.slice(0, 5)) held.push(await service.searchAvailability('Cartagena', d, 3, LAYOUT, null, (release) => releases.push(release)));
      // Only the answers in slots have anything to hold.
      expect(releases).toHaveLength(2);
      // Other misses meanwhile find every slot held.
      for (const d of stays.slice(5)) await service.searchAvailability('Cartagena', d, 3, LAYOUT, null);
      for (const [i, answer] of held.entries()) {
        expect((await answer.json()).toString()).toBe(JSON.stringify(await service.search('Cartagena', stays[i]!, 3, LAYOUT)));
      }
      expect(service.cacheStats().threadMisses).toBe(8);
      for (const release of releases) release();
      // Released: the next misses take the slots, and the held answers that were in them are gone from the cache.
      for (const d of ['2026-12-20', '2026-12-21', '2026-12-22']) await service.searchAvailability('Cartagena', d, 3, LAYOUT, null);
      const before = service.cacheStats().misses;
      const again = await service.searchAvailability('Cartagena', stays[0]!, 3, LAYOUT, null);
      expect(service.cacheStats().misses - before).toBe(1);
      expect((await again.json()).toString()).toBe(JSON.stringify(await service.search('Cartagena', stays[0]!, 3, LAYOUT)));
    } finally {
      await service.close();
    }
  });

  it('a client without compression asking for an answer kept only compressed gets its JSON computed again into a slot, once for concurrent requests', async () => {
    const service = new AvailabilityService(svc.store, undefined, { keepJsonBytes: 1024, threads: 1, threadMinHotels: 1, slotIdleMs: 600_000 });
    try {
      const expected = JSON.stringify(await service.search('Cartagena', stays[0]!, 3, LAYOUT));
      // A brotli client's miss: the answer is kept only compressed.
      const first = await service.searchAvailability('Cartagena', stays[0]!, 3, LAYOUT, 'br');
      expect(first.forms()).toEqual({ br: 'fast' });
      expect(first.jsonOnlyCompressed).toBe(true);
      const before = service.cacheStats();
      const answers = await Promise.all(Array.from({ length: 5 }, () => service.searchAvailability('Cartagena', stays[0]!, 3, LAYOUT, null)));
      for (const a of answers) {
        expect(a).toBe(first);
        expect((await a.json()).toString()).toBe(expected);
      }
      const after = service.cacheStats();
      expect(after.rebuilt - before.rebuilt).toBe(1);
      expect(after.misses - before.misses).toBe(0);
      expect(after.hits - before.hits).toBe(5);
      expect(first.jsonOnlyCompressed).toBe(false);
      // Its compressed form is still served as it was.
      expect(brotliDecompressSync(await first.encoded('br')).toString()).toBe(expected);
    } finally {
      await service.close();
    }
  });

  it('after a quiet while the slots let their memory go, and the answers that were in them are computed again', async () => {
    const service = new AvailabilityService(svc.store, undefined, { threads: 1, threadMinHotels: 1, slotIdleMs: 50 });
    try {
      const expected = JSON.stringify(await service.search('Cartagena', stays[3]!, 3, LAYOUT));
      expect((await (await service.searchAvailability('Cartagena', stays[3]!, 3, LAYOUT, null)).json()).toString()).toBe(expected);
      expect(service.cacheStats().entries).toBe(1);
      // Its only form was the JSON in the slot: once the slot lets it go, the entry leaves the cache.
      await expect.poll(() => service.cacheStats().entries, { timeout: 5_000, interval: 10 }).toBe(0);
      const before = service.cacheStats().misses;
      expect((await (await service.searchAvailability('Cartagena', stays[3]!, 3, LAYOUT, null)).json()).toString()).toBe(expected);
      expect(service.cacheStats().misses - before).toBe(1);
    } finally {
      await service.close();
    }
  });

  it('when the JSON cannot be computed again (the threads are gone), an answer kept only compressed is decompressed instead', async () => {
    const service = new AvailabilityService(svc.store, undefined, { keepJsonBytes: 1024, threads: 1, threadMinHotels: 1, slotIdleMs: 600_000 });
    const expected = JSON.stringify(await service.search('Cartagena', stays[2]!, 3, LAYOUT));
    const first = await service.searchAvailability('Cartagena', stays[2]!, 3, LAYOUT, 'br');
    expect(first.jsonOnlyCompressed).toBe(true);
    await service.close();
    const again = await service.searchAvailability('Cartagena', stays[2]!, 3, LAYOUT, null);
    expect(again).toBe(first);
    expect((await again.json()).toString()).toBe(expected);
    expect(service.cacheStats().rebuilt).toBe(0);
  });

  it('over HTTP: a brotli miss, then the same search without compression, gets the same JSON', async () => {
    const br = await post(svc.url, stays[1]!, 'br');
    expect(br.headers['content-encoding']).toBe('br');
    const plain = await post(svc.url, stays[1]!);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(plain.bytes.length);
    expect(plain.bytes.toString()).toBe(brotliDecompressSync(br.bytes).toString());
    expect(plain.bytes.toString()).toBe(JSON.stringify(await svc.ctx.availability.search('Cartagena', stays[1]!, 3, LAYOUT)));
  });
});
