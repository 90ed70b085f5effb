/**
 * The shape of a chatbot booking's `chatbot_id` (endpoint 7 returns it;
 * endpoints 8, 19, 20 take it in the path, endpoint 13 as `ref_number`), and
 * how a code typed by a person is read back. Why this shape:
 * `docs/decisions/0005-identifiers.md`.
 *
 * Two forms are valid:
 * - the **booking code** every new booking gets, made to be read aloud and
 *   typed on a phone: `CB-7KQ4-M9XZ-R2TD`, the prefix `CB` and 12 random
 *   symbols of {@link CHATBOT_ID_ALPHABET} in groups of four (≈ 58.3 bits);
 * - the **legacy id** of bookings made before: `cb_` + 128 random bits in
 *   base64url (`cb_wW1-Ic-hiDG9daNSEFZ5ig`), matched exactly as written.
 *
 * Both are URL-safe as they are (letters, digits, `-`, `_`).
 */

/**
 * The symbols of a booking code: the digits 2–9 and the capital letters but
 * I, L, O, U and V — 29 symbols. No 0/O or 1/I/L to misread, no U/V to mix
 * up in handwriting, and no V to mishear for B (in Spanish both are often
 * said alike). Crockford's base 32 without 0, 1 and V.
 */
export const CHATBOT_ID_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';

/** How many random symbols a booking code has: 12 (12 · log2 29 ≈ 58.3 bits). */
export const CHATBOT_ID_SYMBOLS = 12;

/** The prefix of a booking code, printed before its first group: `CB`. */
export const CHATBOT_ID_PREFIX = 'CB';

/** A booking code in its printed form, e.g. `CB-7KQ4-M9XZ-R2TD`. */
export const CHATBOT_ID_PATTERN = new RegExp(`^${CHATBOT_ID_PREFIX}(-[${CHATBOT_ID_ALPHABET}]{4}){${CHATBOT_ID_SYMBOLS / 4}}$`);

/** A chatbot id of the form every booking got before booking codes: `cb_` + 22 base64url characters (128 bits). */
export const LEGACY_CHATBOT_ID_PATTERN = /^cb_[A-Za-z0-9_-]{22}$/;

const SYMBOLS = new RegExp(`^[${CHATBOT_ID_ALPHABET}]{${CHATBOT_ID_SYMBOLS}}$`);
/** What people put between groups: spaces and dashes (a phone may turn `-` into `‐`, `–`, `—` or `−`). */
const SEPARATORS = /[\s\u2010-\u2015\u2212-]+/g;
/** Longest text worth reading as a booking code (a code with a separator between every symbol, and spaces around it). */
const MAX_TYPED = 64;

/**
 * The printed form of a booking code of `symbols` (exactly
 * {@link CHATBOT_ID_SYMBOLS} symbols of {@link CHATBOT_ID_ALPHABET}): the
 * prefix, then the symbols in groups of four, joined by `-`.
 *
 * @example formatChatbotId('7KQ4M9XZR2TD') // 'CB-7KQ4-M9XZ-R2TD'
 * @throws RangeError when `symbols` is not such a string.
 */
export function formatChatbotId(symbols: string): string {
  if (!SYMBOLS.test(symbols)) throw new RangeError(`not ${CHATBOT_ID_SYMBOLS} booking-code symbols: ${JSON.stringify(symbols)}`);
  return [CHATBOT_ID_PREFIX, ...(symbols.match(/.{4}/g) ?? [])].join('-');
}

/**
 * Read `typed` as a booking code the way people type one: in any case, with
 * or without the dashes, with spaces instead of them, with or without the
 * `CB` prefix, full-width characters as their ASCII ones, and a `V` read as
 * the `B` it was heard for (V is never in a code). Returns the code's printed
 * form (`CB-7KQ4-M9XZ-R2TD`), or undefined when `typed` is not a booking code
 * (a legacy `cb_…` id is not: it keeps its exact spelling).
 *
 * @example parseChatbotId('cb 7kq4 m9xz r2td') // 'CB-7KQ4-M9XZ-R2TD'
 * @example parseChatbotId('7KQ4M9XZR2TD')      // 'CB-7KQ4-M9XZ-R2TD'
 * @example parseChatbotId('CB-7KQ4-M9XZ-R2T0') // undefined (0 is no symbol)
 */
export function parseChatbotId(typed: string): string | undefined {
  if (typed.length > MAX_TYPED) return undefined;
  const s = typed.normalize('NFKC').replace(SEPARATORS, '').toUpperCase().replaceAll('V', 'B');
  const symbols = s.length === CHATBOT_ID_PREFIX.length + CHATBOT_ID_SYMBOLS && s.startsWith(CHATBOT_ID_PREFIX) ? s.slice(CHATBOT_ID_PREFIX.length) : s;
  return SYMBOLS.test(symbols) ? formatChatbotId(symbols) : undefined;
}

/**
 * The `chatbot_id` to look a booking up by, from what a caller sent: the
 * printed form of a booking code however it was typed
 * ({@link parseChatbotId}), anything else (a legacy `cb_…` id, or no id at
 * all) exactly as given.
 */
export function chatbotIdKey(typed: string): string {
  return parseChatbotId(typed) ?? typed;
}
