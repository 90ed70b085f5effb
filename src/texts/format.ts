/**
 * The project's one formatting module: how money, dates, instants and phone
 * numbers are written for people.
 *
 * - For the guest (`src/texts/guest.ts`, the conversation) and hotel staff
 *   (`src/texts/slack.ts`, the Slack app), in Spanish or English: written
 *   here digit by digit, with no Intl/ICU dependence, so texts are stable
 *   across Node builds and test machines.
 * - For payers (the service's checkout and voucher pages), in Spanish:
 *   {@link formatMinorAmount} and {@link formatBogotaLong}, written by Intl's
 *   `es-CO` locale; for integrators (the service's error texts),
 *   {@link formatMinorDecimal}.
 *
 * Instants are shown in Colombia's time (America/Bogota, UTC−5, no daylight
 * saving).
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { Lang } from './lang.js';

const MONTHS: Record<Lang, readonly string[]> = {
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};

const WEEKDAYS: Record<Lang, readonly string[]> = {
  es: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
};

/** The name of month `month` (1..12): `diciembre` (es) or `December` (en); '' outside 1..12. */
export function formatMonth(month: number, lang: Lang): string {
  return MONTHS[lang][month - 1] ?? '';
}

function group(digits: string, sep: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

/**
 * A COP amount (float in major units, as on the wire) rounded to whole pesos:
 * `COP 1.250.000` (es) or `COP 1,250,000` (en).
 */
export function formatCop(amount: number, lang: Lang): string {
  const pesos = Math.round(amount);
  const sign = pesos < 0 ? '-' : '';
  return `COP ${sign}${group(String(Math.abs(pesos)), lang === 'es' ? '.' : ',')}`;
}

/** A USD amount (float in major units) with two decimals: `USD 312,50` (es) or `USD 312.50` (en). */
export function formatUsd(amount: number, lang: Lang): string {
  const cents = Math.round(amount * 100);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = group(String(Math.floor(abs / 100)), lang === 'es' ? '.' : ',');
  const frac = String(abs % 100).padStart(2, '0');
  return `USD ${sign}${whole}${lang === 'es' ? ',' : '.'}${frac}`;
}

/** Both currencies: `COP 1.250.000 (USD 312,50)`. */
export function formatMoney(cop: number, usd: number, lang: Lang): string {
  return `${formatCop(cop, lang)} (${formatUsd(usd, lang)})`;
}

/**
 * A calendar date `YYYY-MM-DD` with its weekday: `viernes 27 de noviembre de 2026`
 * (es) or `Friday, November 27, 2026` (en). Anything else is returned unchanged.
 */
export function formatDate(date: string, lang: Lang): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return date;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const weekday = WEEKDAYS[lang][new Date(Date.UTC(y, mo - 1, d)).getUTCDay()];
  const month = MONTHS[lang][mo - 1];
  return lang === 'es' ? `${weekday} ${d} de ${month} de ${y}` : `${weekday}, ${month} ${d}, ${y}`;
}

/**
 * An instant written in ISO 8601 (any offset, e.g. `2026-12-01T07:00:00-05:00`)
 * as Bogotá local time (UTC−5, no daylight saving):
 * `1 de diciembre de 2026, 7:00 a. m. (hora de Colombia)` (es) or
 * `December 1, 2026, 7:00 AM (Colombia time)` (en). Unparseable text is returned unchanged.
 */
export function formatBogotaInstant(iso: string, lang: Lang): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const local = new Date(ms - 5 * 3600_000);
  const y = local.getUTCFullYear();
  const month = MONTHS[lang][local.getUTCMonth()];
  const d = local.getUTCDate();
  const h24 = local.getUTCHours();
  const min = String(local.getUTCMinutes()).padStart(2, '0');
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  if (lang === 'es') return `${d} de ${month} de ${y}, ${h12}:${min} ${h24 < 12 ? 'a. m.' : 'p. m.'} (hora de Colombia)`;
  return `${month} ${d}, ${y}, ${h12}:${min} ${h24 < 12 ? 'AM' : 'PM'} (Colombia time)`;
}

/**
 * When something happens, relative to `now`, in hotel time (America/Bogota):
 * `hoy a las 7:00 a. m.`, `mañana a las 7:00 a. m.`, else `el lunes 30 de
 * noviembre a las 7:00 a. m.`, with `(hora de Colombia)`; English `today at
 * 7:00 AM`, `tomorrow at …`, `on Monday, November 30 at …`, `(Colombia time)`.
 * `iso`: any ISO 8601 instant.
 */
export function formatBogotaWhen(iso: string, now: Date, lang: Lang): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const local = new Date(ms - 5 * 3600_000);
  const day = (d: Date) => Math.floor((d.getTime() - 5 * 3600_000) / 86_400_000);
  const ahead = day(new Date(ms)) - day(now);
  const h24 = local.getUTCHours();
  const min = String(local.getUTCMinutes()).padStart(2, '0');
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  const weekday = LONG_WEEKDAYS[lang][local.getUTCDay()];
  const month = MONTHS[lang][local.getUTCMonth()];
  if (lang === 'es') {
    const when = ahead === 0 ? 'hoy' : ahead === 1 ? 'mañana' : `el ${weekday} ${local.getUTCDate()} de ${month}`;
    return `${when} a las ${h12}:${min} ${h24 < 12 ? 'a. m.' : 'p. m.'} (hora de Colombia)`;
  }
  const when = ahead === 0 ? 'today' : ahead === 1 ? 'tomorrow' : `on ${weekday}, ${month} ${local.getUTCDate()}`;
  return `${when} at ${h12}:${min} ${h24 < 12 ? 'AM' : 'PM'} (Colombia time)`;
}

/** Weekday names, Sunday first. */
const LONG_WEEKDAYS: Record<Lang, readonly string[]> = {
  es: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
};

const SHORT_WEEKDAYS: Record<Lang, readonly string[]> = {
  es: ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'],
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
};

const SHORT_MONTHS: Record<Lang, readonly string[]> = {
  es: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
};

function parts(date: string): { y: number; mo: number; d: number; wd: number } | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return { y, mo, d, wd: new Date(Date.UTC(y, mo - 1, d)).getUTCDay() };
}

/**
 * A date `YYYY-MM-DD` in a few characters, with its weekday: `vie 15 dic`
 * (es) or `Fri Dec 15` (en); the year is added when it is not `currentYear`.
 */
export function formatShortDate(date: string, lang: Lang, currentYear?: number): string {
  const p = parts(date);
  if (!p) return date;
  const wd = SHORT_WEEKDAYS[lang][p.wd];
  const mon = SHORT_MONTHS[lang][p.mo - 1];
  const year = currentYear !== undefined && p.y !== currentYear ? ` ${p.y}` : '';
  return lang === 'es' ? `${wd} ${p.d} ${mon}${year}` : `${wd} ${mon} ${p.d}${year}`;
}

/**
 * A stay in one short phrase: `vie 15 – lun 18 dic (3 noches)` (es) or
 * `Fri Dec 15 – Mon Dec 18 (3 nights)` (en). Dates `YYYY-MM-DD`; the month is
 * written once when both dates share it (Spanish), the year only when it is
 * not `currentYear`.
 */
export function formatStay(checkin: string, checkout: string, nights: number, lang: Lang, currentYear?: number): string {
  const a = parts(checkin);
  const b = parts(checkout);
  const n = lang === 'es' ? `${nights} ${nights === 1 ? 'noche' : 'noches'}` : `${nights} ${nights === 1 ? 'night' : 'nights'}`;
  if (!a || !b) return `${checkin} – ${checkout} (${n})`;
  let first = formatShortDate(checkin, lang, currentYear);
  if (lang === 'es' && a.y === b.y && a.mo === b.mo) first = `${SHORT_WEEKDAYS.es[a.wd]} ${a.d}`;
  return `${first} – ${formatShortDate(checkout, lang, currentYear)} (${n})`;
}

/** A phone number in E.164 (`+573001234567`) as people write it: `+57 300 1234567`; anything else unchanged. */
export function formatPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/**
 * A COP amount in major units (a float as on the wire, or decimal text such
 * as `"450000.50"` as endpoint 4 writes it) to the centavo: whole pesos as
 * {@link formatCop} writes them (`COP 450.000`), and two decimals only when
 * there are centavos: `COP 100.000,50` (es) or `COP 100,000.50` (en). Text that
 * is not a finite number is returned unchanged. For staff, who reconcile
 * refunds and prepayments to the centavo.
 */
export function formatCopExact(amount: number | string, lang: Lang): string {
  const n = typeof amount === 'string' ? Number(amount) : amount;
  if (!Number.isFinite(n) || (typeof amount === 'string' && amount.trim() === '')) return String(amount);
  const cents = Math.round(n * 100);
  if (cents % 100 === 0) return formatCop(cents / 100, lang);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = group(String(Math.floor(abs / 100)), lang === 'es' ? '.' : ',');
  return `COP ${sign}${whole}${lang === 'es' ? ',' : '.'}${String(abs % 100).padStart(2, '0')}`;
}

/**
 * An instant written in ISO 8601 (any offset, e.g. `2026-11-22T15:00:00Z`)
 * as a short Bogotá local time (UTC−5): `dom 22 nov, 10:00 a. m.` (es) or
 * `Sun Nov 22, 10:00 AM` (en); the year is added when it is not
 * `currentYear`, as in {@link formatShortDate}. Unparseable text is returned
 * unchanged.
 */
export function formatShortBogotaInstant(iso: string, lang: Lang, currentYear?: number): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const local = new Date(ms - 5 * 3600_000);
  const date = formatShortDate(local.toISOString().slice(0, 10), lang, currentYear);
  const h24 = local.getUTCHours();
  const min = String(local.getUTCMinutes()).padStart(2, '0');
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return lang === 'es' ? `${date}, ${h12}:${min} ${h24 < 12 ? 'a. m.' : 'p. m.'}` : `${date}, ${h12}:${min} ${h24 < 12 ? 'AM' : 'PM'}`;
}

const minorAmountFormats = new Map<string, Intl.NumberFormat>();
const bogotaLongFormat = new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Bogota' });

/**
 * An amount in minor units (hundredths of `currency`: COP centavos) as a
 * payer reads it on the service's pages, in Spanish (`es-CO`) with the ISO
 * code of `currency`: `COP 1.423.000` (COP rounded to whole pesos), `USD
 * 312,50`. Intl separates the code from the number with a no-break space.
 */
export function formatMinorAmount(minor: number, currency: string): string {
  let f = minorAmountFormats.get(currency);
  if (!f) {
    f = new Intl.NumberFormat('es-CO', { style: 'currency', currency, currencyDisplay: 'code', maximumFractionDigits: currency === 'COP' ? 0 : 2 });
    minorAmountFormats.set(currency, f);
  }
  return f.format(minor / 100);
}

/**
 * An instant (ISO 8601, any offset) as a long Spanish date and time in
 * Bogotá, as the service's pages show it: `22 de noviembre de 2026 a las
 * 10:00 a. m.` (Intl's `es-CO` long date and short time).
 */
export function formatBogotaLong(iso: string): string {
  return bogotaLongFormat.format(new Date(iso));
}

/**
 * An amount in minor units (hundredths of `currency`) as plain decimal text
 * with its ISO code, for the service's Spanish error texts:
 * `450000.00 COP` (always two decimals, no grouping).
 */
export function formatMinorDecimal(minor: number, currency: string): string {
  return `${(minor / 100).toFixed(2)} ${currency}`;
}
