/** Random, unguessable, URL-safe identifiers, at least 96 bits (`docs/decisions/0005-identifiers.md`). */
import { randomBytes } from 'node:crypto';

/**
 * Random bytes are drawn from the system's CSPRNG 4 KiB at a time and handed
 * out in order, each byte once (as Node.js does for `randomUUID`): one call
 * into OpenSSL per few hundred identifiers instead of one each, which cost
 * about 2 % of a payment link's creation.
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

/** A carrier-style numeric authorization code (6 digits). */
export function authorizationCode(): string {
  return String(fresh(4).readUInt32BE(0) % 1_000_000).padStart(6, '0');
}
