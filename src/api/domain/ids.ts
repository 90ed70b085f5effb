/**
 * Random, unguessable, URL-safe identifiers (`docs/decisions/0005-identifiers.md`):
 * at least 96 bits for codes that open something without an API key; the
 * booking code of a chatbot booking ({@link newChatbotId}), which only ever
 * names a booking to a key that owns it, is shorter and made to be read aloud.
 */
import { randomBytes } from 'node:crypto';
import { CHATBOT_ID_ALPHABET, CHATBOT_ID_SYMBOLS, formatChatbotId } from '../contract/index.js';

/**
 * Random bytes are drawn from the system's CSPRNG 4 KiB at a time and handed
 * out in order, each byte once (as Node.js does for `randomUUID`): one call
 * into OpenSSL per few hundred identifiers instead of one each (a cost
 * visible in a payment link's creation).
 */
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let used = 0;

/** `n` fresh random bytes (a view of the pool: read it before the next call, never keep it). */
function fresh(n: number): Buffer {
  if (used + n > pool.length) {
    pool = randomBytes(Math.max(POOL_BYTES, n));
    used = 0;
  }
  const bytes = pool.subarray(used, used + n);
  used += n;
  return bytes;
}

/** A URL-safe random code of `bytes` random bytes (default 16 = 128 bits), base64url, optional prefix. */
export function randomCode(prefix = '', bytes = 16): string {
  return prefix + fresh(bytes).toString('base64url');
}

/**
 * A random code that sorts by creation time: the instant `at` in
 * milliseconds since 1970 as 9 base-36 digits (`0-9a-z`, fixed width until
 * the year 5188), then {@link randomCode}'s 128 random bits (31 characters in
 * all, URL-safe). The randomness is the same as {@link randomCode}'s; the
 * prefix only tells when the code was made.
 *
 * For codes that are keys of tables written at a high rate (payment links,
 * and their voucher records): consecutive codes land next to each other in
 * every index that holds them, so an insert touches the pages the previous
 * ones touched (kept in memory) instead of a random page of an index of
 * millions of entries, read from disk first and written whole to the log.
 */
export function timeOrderedCode(at: Date): string {
  return at.getTime().toString(36).padStart(TIME_DIGITS, '0') + randomCode();
}

/** Base-36 digits of a time prefix of {@link timeOrderedCode}. */
const TIME_DIGITS = 9;

/**
 * `count` symbols drawn independently and uniformly from `alphabet` (2 to 256
 * distinct characters), from `bytes` (default: the CSPRNG pool above; a test
 * may give its own source, called with how many bytes it would like and
 * returning at least one).
 *
 * Rejection sampling: a byte is used only when it is below the largest
 * multiple of the alphabet's size that fits in a byte (232 for 29 symbols),
 * and then gives symbol `byte % size`, so every symbol has exactly the same
 * chance; the other bytes are dropped (24 of 256 for 29 symbols).
 *
 * @example randomSymbols('23456789ABCDEFGHJKMNPQRSTWXYZ', 12) // '7KQ4M9XZR2TD'
 * @throws RangeError when `alphabet` has fewer than 2 or more than 256
 *   characters or repeats one, `count` is not a whole number ≥ 0, or
 *   `bytes` gives no bytes.
 */
export function randomSymbols(alphabet: string, count: number, bytes: (n: number) => Uint8Array = fresh): string {
  const size = alphabet.length;
  if (size < 2 || size > 256 || new Set(alphabet).size !== size)
    throw new RangeError(`an alphabet needs 2 to 256 distinct characters: ${JSON.stringify(alphabet)}`);
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`count must be a whole number ≥ 0 (got ${count})`);
  const limit = 256 - (256 % size);
  let out = '';
  while (out.length < count) {
    // A few more bytes than symbols still missing, so one draw is nearly always enough.
    const drawn = bytes(count - out.length + 4);
    if (!drawn.length) throw new RangeError('the byte source gave no bytes');
    for (const b of drawn) {
      if (b >= limit) continue;
      out += alphabet[b % size];
      if (out.length === count) break;
    }
  }
  return out;
}

/**
 * A new chatbot booking's `chatbot_id` (endpoint 7): a booking code in its
 * printed form, `CB-` and {@link CHATBOT_ID_SYMBOLS} (12) uniform random
 * symbols of {@link CHATBOT_ID_ALPHABET} in groups of four, e.g.
 * `CB-7KQ4-M9XZ-R2TD` (≈ 58.3 bits). Unique only with high probability: the
 * booking's insert checks it ({@link ChatbotIdSource}).
 */
export function newChatbotId(): string {
  return formatChatbotId(randomSymbols(CHATBOT_ID_ALPHABET, CHATBOT_ID_SYMBOLS));
}

/** Where new chatbot ids come from: {@link newChatbotId}, or a test's own sequence (to force a collision). */
export type ChatbotIdSource = () => string;

/** A carrier-style numeric authorization code (6 digits). */
export function authorizationCode(): string {
  return String(fresh(4).readUInt32BE(0) % 1_000_000).padStart(6, '0');
}
