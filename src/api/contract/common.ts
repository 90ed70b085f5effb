/**
 * Shared wire shapes of the Hotel Payments and Reservations Service interface:
 * the error envelope, dates, money and numeric text.
 *
 * Wire JSON keeps the interface's snake_case (and misspellings); money is a
 * float of COP (or the stated currency) on the wire and an integer of minor
 * units (centavos) everywhere else (DECISIONS §4).
 */
import { z } from 'zod';

// Human-readable messages of the service are in Spanish, zod's own included;
// a missing field says so plainly.
z.config(z.locales.es());
z.config({
  customError: (iss) => (iss.input === undefined && (iss.code === 'invalid_type' || iss.code === 'invalid_union') ? 'es obligatorio' : undefined),
});

/** Largest amount accepted anywhere: 10,000,000,000 COP (DECISIONS §4). */
export const MAX_AMOUNT = 10_000_000_000;

/**
 * Generic error envelope (interface "Error envelope", DECISIONS §3).
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
export const IsoDate = z
  .string()
  .refine(isCalendarDate, { message: 'debe ser una fecha válida con formato AAAA-MM-DD' });

/**
 * A money amount on the wire: finite, non-negative, at most two decimals and at
 * most {@link MAX_AMOUNT}. Accepts a number or numeric text ("123.45"), as the
 * interface allows for endpoint 14's `amount`.
 */
export const WireAmount = z
  .union([z.number(), z.string().trim().regex(/^\d+(\.\d+)?$/, { message: 'debe ser un número' }).transform(Number)], {
    message: 'debe ser un número o un texto numérico',
  })
  .refine((n) => Number.isFinite(n), { message: 'debe ser un número finito' })
  .refine((n) => n >= 0, { message: 'no puede ser negativo' })
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, { message: 'admite como máximo dos decimales' })
  .refine((n) => n <= MAX_AMOUNT, { message: `no puede superar ${MAX_AMOUNT}` });

/** Convert a wire amount (float, major units) to integer minor units. */
export function toMinor(amount: number): number {
  return Math.round(amount * 100);
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
  .union([z.number().int(), z.string().trim().regex(/^-?\d+$/, { message: 'debe ser un número entero' }).transform(Number)], {
    message: 'debe ser un número entero',
  })
  .pipe(z.number().int().safe());

/** A URL a client supplies for webhooks or redirects: http(s) only (DECISIONS §8; the network check is the domain's). */
export const HttpUrl = z.url({ protocol: /^https?$/, message: 'debe ser una URL http(s)' });

/** ISO 4217 currency codes the service prices in. */
export const Currency = z.enum(['COP', 'USD']);
export type Currency = z.infer<typeof Currency>;
