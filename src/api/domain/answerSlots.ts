/**
 * Shared memory for uncompressed availability answers (endpoint 10) coming
 * back from the worker threads.
 *
 * An answer of a big city is megabytes of JSON. Handing each one over as a
 * new buffer made every uncompressed miss a fresh block of memory outside
 * the JavaScript heap, and V8 answers such memory with full collections on
 * the main thread, each holding every other request up, often during a
 * storm of misses from clients without compression. So a fixed set of
 * slots is allocated once, as growable `SharedArrayBuffer`s both sides
 * see: the thread writes the JSON into a slot, the response is sent from a
 * view of it, and the slot is used again.
 *
 * A slot is pinned while anything reads it (the thread writing it, a
 * response being sent from it, a compression made from it). Taking a slot
 * for a new answer takes the least recently used unpinned one and tells the
 * answer it held that its JSON is gone ({@link SlotLease.onReclaim}). When
 * every slot is pinned, {@link AnswerSlots.acquire} gives none and the
 * thread hands its answer over as before.
 *
 * A shared buffer never shrinks, so once no slot has been taken for a while
 * (a storm of misses is over) the unpinned slots let their memory go: the
 * answers in them are told, and each slot starts again from an empty buffer
 * (the memory returns once every thread that saw it has collected it).
 */

/** A `SharedArrayBuffer` that grows in place up to its `maxByteLength` (ES2024; typed here while the project targets ES2023). */
export interface GrowableSharedArrayBuffer extends SharedArrayBuffer {
  readonly maxByteLength: number;
  readonly growable: boolean;
  grow(newLength: number): void;
}

/** Largest answer a slot holds, bytes: 64 MiB of address space per slot, of which only what an answer used is ever touched. */
export const SLOT_MAX_BYTES = 64 * 1024 * 1024;

/** A new growable shared buffer of `bytes` (grown on demand up to {@link SLOT_MAX_BYTES}). */
export function growableSharedBuffer(bytes = 0, maxBytes = SLOT_MAX_BYTES): GrowableSharedArrayBuffer {
  const Shared = SharedArrayBuffer as unknown as new (length: number, options: { maxByteLength: number }) => GrowableSharedArrayBuffer;
  return new Shared(bytes, { maxByteLength: maxBytes });
}

/** Default of {@link AnswerSlots}' `idleMs`: how long after a slot was last taken the unpinned slots let their memory go. */
export const SLOT_IDLE_MS = 2_000;

/** One slot. */
class Slot {
  memory = growableSharedBuffer();
  pins = 0;
  /** When it was last taken for an answer (a counter, not a time). */
  used = 0;
  lease: SlotLease | undefined;
}

/**
 * One answer's hold on a slot: valid until the slot is taken for another
 * answer, which can only happen while nothing has it pinned.
 */
export class SlotLease {
  readonly #slot: Slot;
  #live = true;
  /** Called once when the slot is taken for another answer (the JSON this lease viewed is gone). */
  onReclaim: (() => void) | undefined;

  /** @internal made by {@link AnswerSlots.acquire}, pinned once. */
  constructor(slot: Slot) {
    this.#slot = slot;
  }

  /** The slot's memory, for the thread to write into (while the lease's first pin holds). */
  get memory(): GrowableSharedArrayBuffer {
    return this.#slot.memory;
  }

  /** True until the slot is taken for another answer. */
  get live(): boolean {
    return this.#live;
  }

  /** The first `bytes` bytes of the slot, as a Buffer viewing the shared memory (no copy); undefined once the lease is no longer live. Read it only while pinned. */
  view(bytes: number): Buffer | undefined {
    if (!this.#live || bytes > this.#slot.memory.byteLength) return undefined;
    return Buffer.from(this.#slot.memory, 0, bytes);
  }

  /**
   * Pin the slot: it is not taken for another answer until the returned
   * function is called (calling it again does nothing).
   *
   * @throws Error when the lease is no longer live.
   */
  pin(): () => void {
    if (!this.#live) throw new Error('The answer slot was taken for another answer');
    const slot = this.#slot;
    slot.pins++;
    let pinned = true;
    return () => {
      if (!pinned) return;
      pinned = false;
      slot.pins--;
    };
  }

  /** The answer no longer needs the slot: it may be taken first (its pins still hold it). */
  drop(): void {
    if (!this.#live) return;
    this.#live = false;
    if (this.#slot.lease === this) {
      this.#slot.lease = undefined;
      this.#slot.used = 0;
    }
  }

  /** @internal the slot is being taken for another answer. */
  reclaim(): void {
    if (!this.#live) return;
    this.#live = false;
    const onReclaim = this.onReclaim;
    this.onReclaim = undefined;
    onReclaim?.();
  }
}

/** A fixed set of answer slots. */
export class AnswerSlots {
  readonly #slots: Slot[];
  readonly #idleMs: number;
  #clock = 0;
  /** When a slot was last taken, ms (`performance.now()`). */
  #lastTaken = 0;
  #idleTimer: NodeJS.Timeout | undefined;

  /**
   * @param count slots (≥ 0; 0 = never a slot).
   * @param o.idleMs how long after a slot was last taken the unpinned slots let their memory go, ms (default {@link SLOT_IDLE_MS}).
   */
  constructor(count: number, o: { idleMs?: number } = {}) {
    this.#slots = Array.from({ length: Math.max(0, count) }, () => new Slot());
    this.#idleMs = o.idleMs ?? SLOT_IDLE_MS;
  }

  /** Arm the timer that lets idle slots' memory go (once; it re-arms itself while slots are being taken). */
  #armIdle(delay: number): void {
    if (this.#idleTimer) return;
    this.#idleTimer = setTimeout(() => {
      this.#idleTimer = undefined;
      const idleFor = performance.now() - this.#lastTaken;
      if (idleFor < this.#idleMs) return this.#armIdle(this.#idleMs - idleFor);
      let held = false;
      for (const slot of this.#slots) {
        if (slot.pins > 0) {
          held = true;
          continue;
        }
        if (slot.memory.byteLength === 0) continue;
        slot.lease?.reclaim();
        slot.lease = undefined;
        slot.used = 0;
        slot.memory = growableSharedBuffer();
      }
      // A slot still written or read (a slow thread or client) lets its memory go once it is no longer.
      if (held) this.#armIdle(this.#idleMs);
    }, delay);
    this.#idleTimer.unref();
  }

  /**
   * A slot for a new answer, pinned once (the returned function releases
   * that pin), or undefined when every slot is pinned. The least recently
   * taken unpinned slot is used; the answer it held is told its JSON is gone.
   */
  acquire(): { lease: SlotLease; release: () => void } | undefined {
    let best: Slot | undefined;
    for (const slot of this.#slots) if (slot.pins === 0 && (!best || slot.used < best.used)) best = slot;
    if (!best) return undefined;
    best.lease?.reclaim();
    const lease = new SlotLease(best);
    best.lease = lease;
    best.used = ++this.#clock;
    this.#lastTaken = performance.now();
    this.#armIdle(this.#idleMs);
    return { lease, release: lease.pin() };
  }

  /** Bytes of shared memory the slots have grown to (resident once written). */
  get bytes(): number {
    let n = 0;
    for (const slot of this.#slots) n += slot.memory.byteLength;
    return n;
  }
}
