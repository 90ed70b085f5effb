/**
 * Parsers of what the guest types: city, check-in date (natural language,
 * Spanish or English, via chrono-node), small counts, names, email, phone
 * (libphonenumber-js) and country (i18n-iso-countries). All pure: the
 * reference instant is passed in.
 */
import * as chrono from 'chrono-node';
import countries from 'i18n-iso-countries';
import enCountries from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import esCountries from 'i18n-iso-countries/langs/es.json' with { type: 'json' };
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { addDays, bogotaDate } from '../clock.js';
import { SPANISH_MONTHS } from './format.js';
import type { Lang } from './types.js';

countries.registerLocale(esCountries);
countries.registerLocale(enCountries);

/** Cities offered as buttons when asking where to stay (canonical spelling). */
export const KNOWN_CITIES: readonly string[] = ['Bogotá', 'Medellín', 'Cartagena', 'Santa Marta'];

/** Lowercase, accents removed, spaces collapsed and trimmed. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A city typed by the guest: 2..60 characters of letters (accents allowed),
 * spaces, dots, apostrophes or hyphens. A known city matched case- and
 * accent-insensitively is returned in its canonical spelling; otherwise the
 * trimmed text. `undefined` when invalid.
 */
export function parseCity(text: string): string | undefined {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length < 2 || t.length > 60) return undefined;
  if (!/^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u.test(t)) return undefined;
  const known = KNOWN_CITIES.find((c) => fold(c) === fold(t));
  return known ?? t;
}

/** Outcome of parsing a check-in date. Dates are `YYYY-MM-DD` (Bogotá calendar). */
export type CheckinResult =
  | { ok: true; date: string }
  | { ok: false; reason: 'unparseable' }
  | { ok: false; reason: 'past' | 'tooFar'; date: string };

/** How far ahead a check-in may be, in days from today (Bogotá). */
export const MAX_DAYS_AHEAD = 365;

function ymd(y: number, m: number, d: number): string | undefined {
  if (!Number.isInteger(y) || !Number.isInteger(m) || !Number.isInteger(d)) return undefined;
  const dt = new Date(Date.UTC(y, m - 1, d));
  if (dt.getUTCFullYear() !== y || dt.getUTCMonth() !== m - 1 || dt.getUTCDate() !== d) return undefined;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** A date without a year: this year, or next year when it already passed (Bogotá). */
function withInferredYear(m: number, d: number, today: string): string | undefined {
  const year = Number(today.slice(0, 4));
  const thisYear = ymd(year, m, d);
  if (thisYear && thisYear >= today) return thisYear;
  return ymd(year + 1, m, d) ?? thisYear;
}

/** Parse with chrono (Spanish or English), reference instant `now` in Bogotá (UTC−5). */
function chronoDate(text: string, lang: Lang, now: Date, today: string): string | undefined {
  const parser = lang === 'es' ? chrono.es : chrono.en;
  const results = parser.parse(text, { instant: now, timezone: -300 }, { forwardDate: true });
  const first = results[0];
  if (!first) return undefined;
  const y = first.start.get('year');
  const m = first.start.get('month');
  const d = first.start.get('day');
  if (y === null || m === null || d === null) return undefined;
  if (!first.start.isCertain('year')) return withInferredYear(m, d, today);
  return ymd(y, m, d);
}

function interpret(text: string, lang: Lang, now: Date, today: string): string | undefined {
  const t = text.trim();
  const f = fold(t).replace(/^(el|the|on|para el|for)\s+/, '');

  // Unambiguous numeric forms first: ISO, then day/month[/year] (never month/day).
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(f);
  if (m) return ymd(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[/.-](\d{1,2})(?:[/.-](\d{4}|\d{2}))?$/.exec(f);
  if (m) {
    const [d, mo] = [Number(m[1]), Number(m[2])];
    if (m[3] !== undefined) {
      const y = m[3].length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
      const date = ymd(y, mo, d);
      if (date) return date;
    } else {
      const date = withInferredYear(mo, d, today);
      if (date) return date;
    }
    // Not a valid day/month: let chrono try (e.g. US "12/15/2026" in English).
  }
  if (/^pasado manana$|^(the )?day after tomorrow$/.test(f)) return addDays(today, 2);
  // "diciembre 15" → "15 de diciembre" (chrono's Spanish parser reads month-first badly).
  m = /^([a-z]+) (\d{1,2})(?: de (\d{4}))?$/.exec(f);
  const monthIndex = m ? SPANISH_MONTHS.indexOf(m[1]!) : -1;
  const normalized = m && monthIndex >= 0 ? `${m[2]} de ${m[1]}${m[3] ? ` de ${m[3]}` : ''}` : t;

  const order: Lang[] = lang === 'es' ? ['es', 'en'] : ['en', 'es'];
  for (const l of order) {
    const date = chronoDate(normalized, l, now, today);
    if (date) return date;
  }
  return undefined;
}

/**
 * A check-in date typed naturally in Spanish or English ("mañana", "tomorrow",
 * "15 de diciembre", "December 15", "next friday", "el próximo viernes",
 * "2026-12-15", "15/12/2026" as day/month/year). `now` is the reference
 * instant, read in America/Bogota (UTC−5): today is `bogotaDate(now)`. A date
 * without a year that already passed this year means next year. Refused:
 * before today (`past`) or more than {@link MAX_DAYS_AHEAD} days ahead (`tooFar`).
 */
export function parseCheckin(text: string, lang: Lang, now: Date): CheckinResult {
  const today = bogotaDate(now);
  const date = interpret(text, lang, now, today);
  if (!date) return { ok: false, reason: 'unparseable' };
  if (date < today) return { ok: false, reason: 'past', date };
  if (date > addDays(today, MAX_DAYS_AHEAD)) return { ok: false, reason: 'tooFar', date };
  return { ok: true, date };
}

const NUMBER_WORDS: Record<string, number> = {
  cero: 0, ninguno: 0, ninguna: 0, no: 0, zero: 0, none: 0,
  un: 1, uno: 1, una: 1, one: 1, a: 1,
  dos: 2, two: 2,
  tres: 3, three: 3,
  cuatro: 4, four: 4,
  cinco: 5, five: 5,
  seis: 6, six: 6,
  siete: 7, seven: 7,
  ocho: 8, eight: 8,
  nueve: 9, nine: 9,
  diez: 10, ten: 10,
  once: 11, eleven: 11,
  doce: 12, twelve: 12,
  trece: 13, thirteen: 13,
  catorce: 14, fourteen: 14,
  quince: 15, fifteen: 15,
};

/**
 * A whole number typed as digits or a word ("dos", "two"), optionally followed
 * by one word ("3 noches", "two nights", "5 años"); `undefined` unless it lies
 * in `min..max`.
 */
export function parseCount(text: string, min: number, max: number): number | undefined {
  const words = fold(text).split(' ');
  if (words.length === 0 || words.length > 2 || words[0] === '') return undefined;
  if (words[1] !== undefined && !/^[a-z]+\.?$/.test(words[1])) return undefined;
  const head = words[0]!;
  const n = /^\d{1,3}$/.test(head) ? Number(head) : NUMBER_WORDS[head];
  if (n === undefined || n < min || n > max) return undefined;
  return n;
}

/**
 * A first or last name: letters (any script, accents), spaces, apostrophes and
 * hyphens, 1..60 characters after trimming; inner spaces collapsed.
 */
export function parseName(text: string): string | undefined {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length < 1 || t.length > 60) return undefined;
  if (!/^[\p{L}\p{M}' ’-]+$/u.test(t) || !/\p{L}/u.test(t)) return undefined;
  return t;
}

const Email = z.email();

/** An email address (zod's `z.email()`), trimmed. */
export function parseEmail(text: string): string | undefined {
  const t = text.trim();
  return Email.safeParse(t).success ? t : undefined;
}

/** A valid phone number, Colombian by default (libphonenumber-js), as E.164 (`+573001234567`). */
export function parsePhone(text: string): string | undefined {
  const p = parsePhoneNumberFromString(text.trim(), 'CO');
  return p?.isValid() ? p.number : undefined;
}

/**
 * A country typed as an ISO 3166-1 alpha-2 or alpha-3 code, or its name in
 * Spanish or English (case and accents ignored); returns the alpha-3 code.
 */
export function parseCountry(text: string): string | undefined {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length < 2 || t.length > 80) return undefined;
  if (/^[A-Za-z]{2}$/.test(t) && countries.isValid(t.toUpperCase())) return countries.alpha2ToAlpha3(t.toUpperCase());
  if (/^[A-Za-z]{3}$/.test(t) && countries.isValid(t.toUpperCase())) return t.toUpperCase();
  return countries.getSimpleAlpha3Code(t, 'es') ?? countries.getSimpleAlpha3Code(t, 'en');
}

/** Name of the country with ISO alpha-3 `code` in `lang`, or the code itself. */
export function countryName(code: string, lang: Lang): string {
  return countries.getName(code, lang) ?? code;
}

/** A city of residence: 2..60 characters containing at least one letter; no control characters. */
export function parseResidenceCity(text: string): string | undefined {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length < 2 || t.length > 60) return undefined;
  if (!/^[\p{L}\p{M}\d .,'’()-]+$/u.test(t) || !/\p{L}/u.test(t)) return undefined;
  return t;
}

/** An age in years 0..17 ("5", "5 años", "five"). */
export function parseAge(text: string): number | undefined {
  return parseCount(text, 0, 17);
}
