/**
 * Shared wire shapes of the Hotel Payments and Reservations Service interface:
 * the error envelope, dates, money and numeric text.
 *
 * Wire JSON keeps the interface's snake_case (and misspellings); money is a
 * float of COP (or the stated currency) on the wire and an integer of minor
 * units (centavos) everywhere else.
 */
import { Decimal } from 'decimal.js';
import { z } from 'zod';

// Human-readable messages of the service are in Spanish, zod's own included;
// a missing field says so plainly.
z.config(z.locales.es());
z.config({
  customError: (iss) => (iss.input === undefined && (iss.code === 'invalid_type' || iss.code === 'invalid_union') ? 'es obligatorio' : undefined),
});

/** Largest amount accepted anywhere: 10,000,000,000 COP. */
export const MAX_AMOUNT = 10_000_000_000;

/**
 * Generic error envelope (interface "Error envelope").
 * `code` is the HTTP status as text (`"404"`), or `0` for endpoint 1's errors.
 */
export const ErrorEnvelope = z.object({
  code: z.union([z.string(), z.number().int()]),
  message: z.string(),
  detail: z.string(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

/** True when `value` is a real calendar date written `YYYY-MM-DD`. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** A calendar date `YYYY-MM-DD` (no time, no zone). */
export const IsoDate = z.string().refine(isCalendarDate, { message: 'debe ser una fecha válida con formato AAAA-MM-DD' });

/**
 * The exact decimal value of a wire amount, or a Spanish reason it is not one.
 * A JSON number is judged by its shortest decimal text (`1e-9` is
 * "0.000000001", nine decimals; `0.1 + 0.2` is "0.30000000000000004"); text
 * must be plain decimal notation (`"150000.50"`, optionally signed), never
 * exponents, `NaN` or `Infinity`. Nothing is rounded: the value must be
 * finite, not negative, have at most two decimals and not exceed
 * {@link MAX_AMOUNT}; with `positive`, zero is refused too.
 */
export function exactAmount(value: number | string, positive: boolean): { ok: true; value: Decimal } | { ok: false; reason: string } {
  if (typeof value === 'string' && !/^[+-]?\d+(\.\d+)?$/.test(value.trim())) return { ok: false, reason: 'debe ser un número' };
  if (typeof value === 'number' && !Number.isFinite(value)) return { ok: false, reason: 'debe ser un número finito' };
  const d = new Decimal(typeof value === 'string' ? value.trim() : value);
  if (d.isNegative() && !d.isZero()) return { ok: false, reason: 'no puede ser negativo' };
  if (d.decimalPlaces() > 2) return { ok: false, reason: 'admite como máximo dos decimales' };
  if (d.greaterThan(MAX_AMOUNT)) return { ok: false, reason: `no puede superar ${MAX_AMOUNT}` };
  if (positive && d.isZero()) return { ok: false, reason: 'debe ser mayor que cero' };
  return { ok: true, value: d.abs() };
}

/** The wire amount schema: number or numeric text, judged exactly by {@link exactAmount}; the output is a float of major units. */
function wireAmount(positive: boolean) {
  return z.union([z.number(), z.string()], { message: 'debe ser un número o un texto numérico' }).transform((v, ctx) => {
    const r = exactAmount(v, positive);
    if (!r.ok) {
      ctx.addIssue({ code: 'custom', message: r.reason, input: v });
      return z.NEVER;
    }
    return r.value.toNumber();
  });
}

/**
 * A money amount on the wire, zero allowed: a number or numeric text
 * ("123.45"), finite, not negative, at most two decimals EXACTLY (no float
 * tolerance) and at most {@link MAX_AMOUNT}. Parses to a float of major units
 * whose shortest decimal text is the amount sent, so {@link toMinor} is exact.
 */
export const WireAmount = wireAmount(false);

/**
 * A money amount that must be greater than zero (endpoint 14's and 15's
 * `amount`, endpoint 2's recharge), under the same exact rule as {@link WireAmount}.
 */
export const PositiveWireAmount = wireAmount(true);

/**
 * Convert a wire amount (major units: a float or decimal text with at most
 * two decimals) to integer minor units, exactly: 0.29 → 29, 9999999999.99 →
 * 999999999999. A JSON float is read through its shortest decimal text, so no
 * binary rounding error leaks in.
 *
 * @throws RangeError when the amount is not finite or has more than two decimals (nothing is rounded).
 */
export function toMinor(amount: number | string): number {
  if (typeof amount === 'number' && !Number.isFinite(amount)) throw new RangeError(`Monto no finito: ${amount}`);
  const major = new Decimal(amount);
  if (major.decimalPlaces() > 2) throw new RangeError(`El monto ${String(amount)} tiene más de dos decimales`);
  return major.times(100).toNumber();
}

/** Convert integer minor units to a wire amount (float, major units). */
export function fromMinor(minor: number): number {
  return minor / 100;
}

/**
 * A non-negative integer sent as "numeric text" (interface endpoint 7: nights,
 * rooms, adults, children). Numbers are accepted too; the parsed value is a number.
 */
export const NumericText = z
  .union([z.number().int(), z.string().trim().regex(/^\d+$/, { message: 'debe ser un número entero' }).transform(Number)], {
    message: 'debe ser un número entero (texto numérico)',
  })
  .pipe(z.number().int().min(0).max(1000));

/** Integer from a path or query string ("12" → 12). */
export const IntParam = z
  .union(
    [
      z.number().int(),
      z
        .string()
        .trim()
        .regex(/^-?\d+$/, { message: 'debe ser un número entero' })
        .transform(Number),
    ],
    {
      message: 'debe ser un número entero',
    },
  )
  .pipe(z.number().int().safe());

/**
 * A URL a client supplies for webhooks or redirects (endpoints 14 and 15,
 * API keys' webhook URLs): http(s) only, no control character anywhere (a
 * CR or LF would end up inside a `Location` header; the WHATWG parser would
 * silently drop it), and stored as the WHATWG URL parser writes it (`href`:
 * host lower-cased and in punycode, spaces and non-ASCII percent-encoded, a
 * bare host given its `/`). The network check is the domain's.
 */
export const HttpUrl = z
  .string()
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what a URL must not carry.
  .regex(/^[^\u0000-\u001f\u007f-\u009f]*$/, { message: 'no admite caracteres de control (saltos de línea, tabuladores u otros)' })
  .url({ protocol: /^https?$/, normalize: true, message: 'debe ser una URL http(s)' });

/** ISO 4217 currency codes the service prices in. */
export const Currency = z.enum(['COP', 'USD']);
export type Currency = z.infer<typeof Currency>;
