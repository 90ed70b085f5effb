/**
 * The availability worker thread: computes endpoint 10's answers off the
 * service's event loop, so a cache miss of a big city (megabytes of JSON)
 * never stalls the other requests. Each thread opens its own connection to
 * the service database (SQLite read-only, or a small PostgreSQL pool) the
 * first time it gets a task for it, computes with the same
 * {@link AvailabilityComputer} the main thread uses, compresses the answer
 * (fast) when the client will want it compressed, and hands the bytes back
 * without a copy: an uncompressed answer is written into the shared slot the
 * task brought (`answerSlots.ts`), a compressed one (or one too big for the
 * slot, or a task without one) is moved over as its own buffer.
 *
 * Started by {@link AvailabilityThreads}; its default export is the task.
 */
import Tinypool, { kTransferable, kValue, type Transferable } from 'tinypool';
import { lowerThisThreadsPriority } from '../../runtime.js';
import type { AvailabilityVersions } from '../../store/service/catalog.js';
import { openStore, type Store } from '../../store/sql.js';
import type { LayoutRoom } from '../contract/index.js';
import type { GrowableSharedArrayBuffer } from './answerSlots.js';
import { AvailabilityComputer } from './availabilityRule.js';
import { COMPRESS_MIN_BYTES, encodeSync, type ContentCoding } from './encoding.js';

/** One answer to compute. */
export interface ComputeTask {
  /** The database, as it was opened (SQLite file path or PostgreSQL URL with its password). */
  location: string;
  /** City key (lower case, no accents). */
  key: string;
  /** The city's inventory version and the catalogue version, read by the main thread before sending the task. */
  versions: AvailabilityVersions;
  /** Check-in, `YYYY-MM-DD`. */
  checkin: string;
  /** Nights, ≥ 1. */
  nights: number;
  layout: readonly LayoutRoom[];
  /** The coding the client accepts: the answer comes back compressed (fast) in it; null = the JSON itself. */
  coding: ContentCoding | null;
  /** Shared memory the JSON itself is written into, grown as needed (none: it comes back in a buffer of its own). */
  slot?: GrowableSharedArrayBuffer;
}

/** What a task answers: the body (JSON, or compressed in `coding`) and the JSON's size. */
export interface ComputeResult {
  /** Bytes of the JSON. */
  jsonBytes: number;
  /** The coding of `body`: null for the JSON itself (also when it is too small to be worth compressing). */
  coding: ContentCoding | null;
  /** The body, its memory moved from the worker thread; null when the JSON was written into the task's slot (its first `jsonBytes` bytes). */
  body: ArrayBuffer | null;
}

// Computing answers is background work next to the service's event loop: this thread gives way to it.
lowerThisThreadsPriority();

/** One computer (and its connection) per database this thread has been asked about. */
const computers = new Map<string, Promise<{ store: Store; computer: AvailabilityComputer }>>();

function computerFor(location: string): Promise<{ store: Store; computer: AvailabilityComputer }> {
  let entry = computers.get(location);
  if (!entry) {
    entry = openStore(location, [], { migrate: false, readonly: true, poolSize: 2 }).then((store) => ({ store, computer: new AvailabilityComputer(store) }));
    computers.set(location, entry);
    entry.catch(() => computers.delete(location));
  }
  return entry;
}

/** A result whose body's memory moves to the main thread instead of being copied. */
class MovedResult implements Transferable {
  constructor(readonly result: ComputeResult & { body: ArrayBuffer }) {}
  get [kTransferable](): ArrayBuffer {
    return this.result.body;
  }
  get [kValue](): ComputeResult {
    return this.result;
  }
}

/** The memory of `buf` alone: its own ArrayBuffer when it has one, else a copy (a small buffer may share Node's pool, which must not move). */
function ownMemory(buf: Buffer): ArrayBuffer {
  if (buf.byteOffset === 0 && buf.buffer.byteLength === buf.length && buf.buffer instanceof ArrayBuffer) return buf.buffer;
  const copy = new Uint8Array(buf.length);
  copy.set(buf);
  return copy.buffer;
}

/** The task: compute the answer of `task` (and compress it fast when asked). */
export default async function compute(task: ComputeTask): Promise<unknown> {
  const { computer } = await computerFor(task.location);
  // Compressed straight from the computer's scratch buffer; the JSON itself is copied only when it is the answer.
  const { jsonBytes, coding, body } = await computer.serializeInto(task.key, task.versions, task.checkin, task.nights, task.layout, (json) => {
    const coding = json.length >= COMPRESS_MIN_BYTES ? task.coding : null;
    if (coding) return { jsonBytes: json.length, coding, body: ownMemory(encodeSync(json, coding, 'fast')) };
    // The scratch buffer is never moved away: the JSON answer is a copy, into the slot when it fits.
    const slot = task.slot;
    if (slot && json.length <= slot.maxByteLength) {
      if (slot.byteLength < json.length) slot.grow(json.length);
      new Uint8Array(slot, 0, json.length).set(json);
      return { jsonBytes: json.length, coding, body: null };
    }
    return { jsonBytes: json.length, coding, body: new Uint8Array(json).buffer };
  });
  return body ? Tinypool.move(new MovedResult({ jsonBytes, coding, body })) : { jsonBytes, coding, body };
}

/** Called when the pool is destroyed: close this thread's connections. */
export async function teardown(): Promise<void> {
  const open = [...computers.values()];
  computers.clear();
  for (const entry of open) await (await entry.catch(() => undefined))?.store.close();
}
