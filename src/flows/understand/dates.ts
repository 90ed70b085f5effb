/**
 * The one date parser of the project: stay dates in guest messages
 * ({@link extractDates}) and staff date ranges ({@link parseDateRange}).
 *
 * Spanish (Colombian and Latin American usage) and English, chat style
 * (lowercase, no accents, abbreviations), anywhere inside a sentence. Pure:
 * "today" (`YYYY-MM-DD`, Bogotá calendar) comes in; every date is computed
 * with whole-day arithmetic on it.
 *
 * How it reads: the folded text is cut into tokens (words, numbers, numeric
 * dates such as `15/12/2026` or `2026-12-15`, and punctuation); date phrases
 * are recognised left to right (past phrases, named days and holidays,
 * relative days, weekdays, weekends, durations, absolute dates, a day without
 * a month, a month alone; operators on them: offsets "a week from tomorrow",
 * "the one after"); the little words just before a phrase ("el", "del", "al",
 * "desde", "hasta", "from", "to", "on", "check in", "llego", "salgo"…) are
 * taken with it and tell its role; then the phrases are combined into a
 * check-in, a check-out and nights, and checked (past, too far, reversed, too
 * long, not a calendar date).
 *
 * Rule number one: never a silent wrong value. A year is only read from a
 * 4-digit number attached to the date (or 2 digits after a second slash);
 * stray numbers ("dic 15", "4 noches", "2 adultos") are never years. A
 * reading with two meanings is returned as an ambiguity; a phrase that is too
 * vague is not claimed at all (the bot asks).
 */
import { distance } from 'fastest-levenshtein';
import { addDays, daysBetween } from '../../clock.js';
import type { Lang } from '../types.js';
import {
  easterSunday,
  FOREIGN_HOLIDAYS,
  holidayNameAt,
  holidaysOf,
  longWeekendsOf,
  nextForeign,
  weekdayOf,
  type Holiday,
  type LongWeekend,
} from './holidays.js';
import { foldKeepLength, NUMBER_WORDS, type Span } from './text.js';
import type { DateAmbiguity, DateProblem, DatesFound, Message } from './types.js';

/** Longest stay, in nights: more is the problem `tooLong`. */
export const MAX_NIGHTS = 30;
/** Furthest check-in, in days after today: later is the problem `tooFar`. */
export const MAX_DAYS_AHEAD = 365;

// ------------------------------------------------------------------ tables

const MONTHS: Readonly<Record<string, number>> = {
  enero: 1,
  febrero: 2,
  marzo: 3,
  abril: 4,
  mayo: 5,
  junio: 6,
  julio: 7,
  agosto: 8,
  septiembre: 9,
  setiembre: 9,
  octubre: 10,
  noviembre: 11,
  diciembre: 12,
  january: 1,
  february: 2,
  march: 3,
  april: 4,
  june: 6,
  july: 7,
  august: 8,
  september: 9,
  october: 10,
  november: 11,
  december: 12,
};
/** Abbreviations and words that are months only next to a day number ("mar 15", "may 2"). */
const MONTH_ABBR: Readonly<Record<string, number>> = {
  ene: 1,
  jan: 1,
  feb: 2,
  febr: 2,
  mar: 3,
  abr: 4,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  ago: 8,
  aug: 8,
  sep: 9,
  sept: 9,
  set: 9,
  oct: 10,
  nov: 11,
  dic: 12,
  dec: 12,
  dici: 12,
};
const LONG_MONTH_NAMES = Object.keys(MONTHS).filter((k) => k.length >= 6);

const WEEKDAYS: Readonly<Record<string, number>> = {
  domingo: 0,
  lunes: 1,
  martes: 2,
  miercoles: 3,
  jueves: 4,
  viernes: 5,
  sabado: 6,
  sunday: 0,
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
};

/**
 * Short weekday words that are also other words ("sat", "sun", "wed", "mon";
 * Spanish "mar" is also the sea and March): weekdays only where a weekday is
 * meant — see {@link weekdayAt}.
 */
const WEEKDAY_ABBR: Readonly<Record<string, number>> = {
  sun: 0,
  mon: 1,
  wed: 3,
  weds: 3,
  sat: 6,
  dom: 0,
  lun: 1,
  mar: 2,
  mie: 3,
  mier: 3,
  jue: 4,
  juev: 4,
  vie: 5,
  vier: 5,
  sab: 6,
};
/** Words before a short weekday word that make it a weekday ("el sab", "on sat", "this wed", "llego el vie"). */
const ABBR_BEFORE = new Set(['el', 'on', 'this', 'next', 'coming', 'este', 'proximo', 'from', 'desde', 'del', 'hasta', 'until', 'till', 'by', 'pal', 'every']);
/** Parts of the day after a short weekday word ("sat night", "vie en la noche"). */
const DAY_PARTS = new Set(['night', 'morning', 'evening', 'afternoon', 'noche', 'tarde', 'manana', 'nite']);
/** Words joining the two ends of a weekday range ("sat to tues", "vie a dom", "fri-sun"). */
const WEEKDAY_RANGE_JOINERS = new Set(['to', 'a', 'al', '-', 'hasta', 'until', 'till', 'thru', 'through']);

const ORDINAL_WORDS: Readonly<Record<string, number>> = {
  primero: 1,
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
  twentieth: 20,
  thirtieth: 30,
};

/** Number words that are numbers only in some sentences: never a day of the month. */
const WEAK_NUMBER_WORDS = new Set(['a', 'an', 'un', 'no', 'par', 'pair', 'couple', 'none', 'ninguno', 'ninguna', 'cero', 'zero', 'once']);

/** Words after a number that make it a count, not a day of the month. */
const UNIT_WORDS = new Set([
  'adulto',
  'adultos',
  'adult',
  'adults',
  'persona',
  'personas',
  'person',
  'people',
  'pax',
  'huesped',
  'huespedes',
  'guest',
  'guests',
  'nino',
  'ninos',
  'nina',
  'ninas',
  'kid',
  'kids',
  'child',
  'children',
  'chicos',
  'chicas',
  'menor',
  'menores',
  'bebe',
  'bebes',
  'baby',
  'babies',
  'hijo',
  'hijos',
  'hija',
  'hijas',
  'mayores',
  'habitacion',
  'habitaciones',
  'room',
  'rooms',
  'cuarto',
  'cuartos',
  'cama',
  'camas',
  'bed',
  'beds',
  'noche',
  'noches',
  'night',
  'nights',
  'dia',
  'dias',
  'day',
  'days',
  'semana',
  'semanas',
  'week',
  'weeks',
  'mes',
  'meses',
  'month',
  'months',
  'ano',
  'anos',
  'year',
  'years',
  'yo',
  'yrs',
  'hora',
  'horas',
  'hour',
  'hours',
  'h',
  'hrs',
  'pm',
  'am',
  'minutos',
  'min',
  'mil',
  'pesos',
  'usd',
  'cop',
  'dolares',
  'dollars',
  'estrellas',
  'stars',
  'pisos',
  'piso',
  'mascotas',
  'perros',
  'pets',
  'x',
  'veces',
  // An ordinal of something else is not a day: "our 25th anniversary", "my 40th birthday", "sus 15 años".
  'anniversary',
  'aniversario',
  'birthday',
  'bday',
  'cumpleanos',
  'wedding',
  'boda',
  'bodas',
  'floor',
]);
const BABY_WORDS = new Set([
  'bebe',
  'bebes',
  'baby',
  'nino',
  'nina',
  'ninos',
  'ninas',
  'hijo',
  'hija',
  'hijos',
  'hijas',
  'nene',
  'nena',
  'infant',
  'kid',
  'child',
  'son',
  'daughter',
]);

/** Words that pick one weekend of a month ("el primer fin de semana de…", "the last weekend of…"). */
const ORDINAL_WEEK_WORDS = new Set([
  'primer',
  'primero',
  'primera',
  'segundo',
  'segunda',
  'tercer',
  'tercero',
  'tercera',
  'cuarto',
  'ultimo',
  'ultima',
  'penultimo',
  'first',
  'second',
  'third',
  'fourth',
  'last',
]);
const NEXT_WORDS = new Set(['proximo', 'proxima', 'siguiente', 'next', 'coming', 'upcoming', 'otro', 'otra', 'entrante']);
const THIS_WORDS = new Set(['este', 'esta', 'this']);
const CHECKIN_WORDS = new Set([
  'llego',
  'llegamos',
  'llegaria',
  'llegariamos',
  'llegare',
  'llegaremos',
  'llegando',
  'llegada',
  'entrada',
  'ingreso',
  'ingresamos',
  'ingresaria',
  'entro',
  'entramos',
  'checkin',
  'arrive',
  'arriving',
  'arrival',
  'arrives',
]);
const CHECKOUT_WORDS = new Set([
  'salgo',
  'salimos',
  'saldria',
  'saldriamos',
  'saldre',
  'saldremos',
  'saliendo',
  'salida',
  'regreso',
  'regresamos',
  'checkout',
  'leave',
  'leaving',
  'departure',
  'depart',
  'departing',
]);
const FROM_WORDS = new Set(['del', 'desde', 'from', 'entre', 'between', 'starting', 'partir']);
const TO_WORDS = new Set(['al', 'a', 'hasta', 'to', 'until', 'till', 'til', 'through', 'thru', '-', 'y', 'and']);
/** Little words taken with a date phrase just before it (besides the markers above). */
const FILLER_WORDS = new Set([
  'el',
  'en',
  'la',
  'the',
  'on',
  'de',
  'dia',
  'day',
  'para',
  'pa',
  'pal',
  'for',
  'por',
  'durante',
  'during',
  'check',
  'in',
  'out',
  'of',
  'around',
  'alrededor',
  'aprox',
  'aproximadamente',
  'approx',
  'approximately',
  'fecha',
  'date',
]);
/** Words that make the date after them vague ("antes del 15"): the date is not claimed. */
const VAGUE_WORDS = new Set(['antes', 'despues', 'before', 'after', 'luego', 'tras']);
/** "feliz navidad" is a greeting, not a date. */
const GREETING_WORDS = new Set(['feliz', 'felices', 'happy', 'merry', 'prospero']);

// ------------------------------------------------------------------ calendar helpers

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** A calendar date, or undefined when there is no such day (31 February). */
function ymd(y: number, m: number, d: number): string | undefined {
  if (!Number.isInteger(y) || m < 1 || m > 12 || d < 1 || d > 31) return undefined;
  const dt = new Date(Date.UTC(y, m - 1, d));
  if (dt.getUTCFullYear() !== y || dt.getUTCMonth() !== m - 1 || dt.getUTCDate() !== d) return undefined;
  return `${String(y).padStart(4, '0')}-${pad(m)}-${pad(d)}`;
}

function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

const yearOf = (date: string) => Number(date.slice(0, 4));
const monthOf = (date: string) => Number(date.slice(5, 7));
const dayOf = (date: string) => Number(date.slice(8, 10));

/** How a date without a year gets one: the next one not past (guests) or the nearest to today (staff). */
type YearRule = 'future' | 'nearest';

/** Month `m`, day `d` without a year: this year if not past (else next year), or the nearest occurrence. */
function inferYear(m: number, d: number, today: string, rule: YearRule): string | undefined {
  const y = yearOf(today);
  if (rule === 'future') {
    const here = ymd(y, m, d);
    if (here && here >= today) return here;
    // 29 February: the next leap year within reach, else none.
    return ymd(y + 1, m, d) ?? (here ? undefined : ymd(y, m, d));
  }
  let best: string | undefined;
  for (const yy of [y - 1, y, y + 1]) {
    const c = ymd(yy, m, d);
    if (c && (!best || Math.abs(daysBetween(today, c)) < Math.abs(daysBetween(today, best)))) best = c;
  }
  return best;
}

/** The next date whose day of the month is `d`, on or after `from` (months without that day are skipped). */
function nextDayOfMonth(d: number, from: string): string | undefined {
  let y = yearOf(from);
  let m = monthOf(from);
  for (let k = 0; k < 13; k++) {
    const c = ymd(y, m, d);
    if (c && c >= from) return c;
    m++;
    if (m > 12) {
      m = 1;
      y++;
    }
  }
  return undefined;
}

/** The first date strictly after `from` falling on weekday `wd` (0 Sunday … 6 Saturday). */
function nextWeekday(wd: number, from: string): string {
  const diff = (wd - weekdayOf(from) + 7) % 7;
  return addDays(from, diff === 0 ? 7 : diff);
}

/** The last date strictly before `from` falling on weekday `wd`. */
function prevWeekday(wd: number, from: string): string {
  const diff = (weekdayOf(from) - wd + 7) % 7;
  return addDays(from, diff === 0 ? -7 : -diff);
}

/** Monday of the week (Monday to Sunday) holding `date`. */
function mondayOf(date: string): string {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}

// ------------------------------------------------------------------ tokens

interface Tok {
  t: string;
  s: number;
  e: number;
  /** w word, n number, iso YYYY-MM-DD, pair a/b[/y], p punctuation, x other (3pm, 12345). */
  k: 'w' | 'n' | 'iso' | 'pair' | 'p' | 'x';
  n?: number;
  ord?: boolean;
  a?: number;
  b?: number;
  y?: number;
  sep?: string;
  /** A dotted "a.b" without a year, kept as `x` unless a date word introduces it. */
  dot?: { a: number; b: number };
  /** A pair written the European way with a trailing dot ("24.12."): day then month, never month first. */
  dm?: boolean;
}

const TOKEN_RE =
  /(?<!\d)(\d{4})-(\d{1,2})-(\d{1,2})(?![\d/.-]?\d)|(?<![\d/])(\d{1,2})([/.-])(\d{1,2})(?:\5(\d{4}|\d{2}))?(?![\d/])|\d+[\p{L}°º]*|(?<![\p{L}\p{N}])w\/e(?:nd)?(?![\p{L}\p{N}])|\p{L}+(?:['’]\p{L}+)?|[-–—,.;:!?/()#]/gu;
/** Chat spellings of date words, read as the word they stand for. */
const WORD_ALIASES: Readonly<Record<string, string>> = {
  tmrw: 'tomorrow',
  tmw: 'tomorrow',
  tmr: 'tomorrow',
  tmrrw: 'tomorrow',
  tomorow: 'tomorrow',
  tommorow: 'tomorrow',
  tommorrow: 'tomorrow',
  tomorrw: 'tomorrow',
  tonite: 'tonight',
  tonigth: 'tonight',
  nite: 'night',
  nites: 'nights',
  xmas: 'christmas',
  juebes: 'jueves',
  jeuves: 'jueves',
  jueve: 'jueves',
  biernes: 'viernes',
  virnes: 'viernes',
  vierns: 'viernes',
  sabdo: 'sabado',
  savado: 'sabado',
  domigo: 'domingo',
  mierkoles: 'miercoles',
  miercole: 'miercoles',
  miercles: 'miercoles',
  lunez: 'lunes',
  martez: 'martes',
  wensday: 'wednesday',
  wednsday: 'wednesday',
  wedensday: 'wednesday',
  thurs: 'thursday',
  thursdy: 'thursday',
  tues: 'tuesday',
  fri: 'friday',
  saturdy: 'saturday',
  satruday: 'saturday',
  fryday: 'friday',
  frday: 'friday',
  semanita: 'semana',
  semanitas: 'semanas',
  nochecita: 'noche',
  nochecitas: 'noches',
  nochesita: 'noche',
  nochesitas: 'noches',
  diitas: 'dias',
  diita: 'dia',
  findes: 'finde',
  // Chat abbreviations: "del 28 d dic al 2 d enero", "la semana q viene", "el prox finde", "this wknd".
  d: 'de',
  dl: 'del',
  q: 'que',
  prox: 'proximo',
  sgte: 'siguiente',
  fds: 'finde',
  wknd: 'weekend',
  wkend: 'weekend',
  wkd: 'weekend',
  weeknd: 'weekend',
  wekend: 'weekend',
  weeekend: 'weekend',
  tue: 'tuesday',
  thu: 'thursday',
  thur: 'thursday',
  thrs: 'thursday',
  thrusday: 'thursday',
  thursay: 'thursday',
  tuseday: 'tuesday',
  tusday: 'tuesday',
  wendsday: 'wednesday',
  wedsday: 'wednesday',
  saterday: 'saturday',
  sunady: 'sunday',
  fridy: 'friday',
  mondy: 'monday',
};
/** Digits glued to letters that stand for a word ("2nite", "2morrow"). */
const DIGIT_WORDS: Readonly<Record<string, string>> = {
  '2nite': 'tonight',
  '2night': 'tonight',
  '2nyt': 'tonight',
  '2morrow': 'tomorrow',
  '2moro': 'tomorrow',
  '2morow': 'tomorrow',
  '2mrw': 'tomorrow',
  '2mrrw': 'tomorrow',
};
const ORD_SUFFIX = /^(\d+)(st|nd|rd|th|ro|ero|er|vo|no|to|°|º|o)$/;

function tokenize(folded: string): Tok[] {
  const out: Tok[] = [];
  for (const m of folded.matchAll(TOKEN_RE)) {
    const t = m[0];
    const s = m.index;
    const e = s + t.length;
    if (m[1] !== undefined) {
      out.push({ t, s, e, k: 'iso', y: Number(m[1]), b: Number(m[2]), a: Number(m[3]) });
    } else if (m[4] !== undefined) {
      const y = m[7] === undefined ? undefined : m[7].length === 2 ? 2000 + Number(m[7]) : Number(m[7]);
      // "07.03" without a year is a date only after a date word (see `dottedDate`); a decimal or a time otherwise.
      if (m[5] === '.' && y === undefined) out.push({ t, s, e, k: 'x', dot: { a: Number(m[4]), b: Number(m[6]) } });
      else out.push({ t, s, e, k: 'pair', a: Number(m[4]), b: Number(m[6]), sep: m[5]!, ...(y !== undefined ? { y } : {}) });
    } else if (/^\d/.test(t)) {
      if (/^\d+$/.test(t)) out.push({ t, s, e, k: t.length > 4 ? 'x' : 'n', n: Number(t) });
      else if (DIGIT_WORDS[t]) out.push({ t: DIGIT_WORDS[t]!, s, e, k: 'w' });
      else {
        const o = ORD_SUFFIX.exec(t);
        if (o && o[1]!.length <= 2) out.push({ t, s, e, k: 'n', n: Number(o[1]), ord: true });
        else out.push({ t, s, e, k: 'x' });
      }
    } else if (t.startsWith('w/')) {
      out.push({ t: 'weekend', s, e, k: 'w' }); // "w/e", "w/end"
    } else if (/^\p{L}/u.test(t)) {
      // Chat style: stretched letters ("mañanaaa") and common spellings ("tmrw", "juebes").
      const word = t.replace(/’/g, "'").replace(/(\p{L})\1{2,}/gu, '$1');
      out.push({ t: WORD_ALIASES[word] ?? word, s, e, k: 'w' });
    } else out.push({ t: t === '–' || t === '—' ? '-' : t, s, e, k: 'p' });
  }
  // A number glued to a time ("15:00", "3 pm") or inside a phone-like run is not a day.
  for (let i = 0; i < out.length; i++) {
    const tk = out[i]!;
    if (tk.k !== 'n') continue;
    const nx = out[i + 1];
    const pv = out[i - 1];
    if (nx && nx.t === ':' && out[i + 2]?.k === 'n' && nx.s === tk.e) tk.k = 'x';
    if (pv && pv.t === ':' && pv.e === tk.s) tk.k = 'x';
  }
  // Digit groups glued by "-", "/" or "." that did not read as a date ("555-01", "300-123-4567",
  // "15/12/202") are phone numbers, codes or typos: none of their numbers is a day or a count.
  for (let i = 0; i + 2 < out.length; i++) {
    const a = out[i]!;
    const sep = out[i + 1]!;
    const b = out[i + 2]!;
    const digits = (x: Tok) => (x.k === 'n' && !x.ord) || x.k === 'x' || x.k === 'pair' || x.k === 'iso';
    // Two dates glued by a dash ("15/12-18/12") are a range.
    const bothDates = (a.k === 'pair' || a.k === 'iso') && (b.k === 'pair' || b.k === 'iso');
    if (!bothDates && digits(a) && digits(b) && /^[-/.]$/.test(sep.t) && a.e === sep.s && sep.e === b.s && /^\d+$/.test(a.t.slice(-1)) && /^\d/.test(b.t)) {
      a.k = 'x';
      b.k = 'x';
    }
  }
  nightTypos(out);
  markPhoneRuns(out);
  markAddresses(out);
  europeanDots(out);
  dottedDates(out);
  return out;
}

/** Words joining two European dotted days ("2. bis 5. Mai", "15. to 20. March", "del 2. al 5."). */
const EU_DOT_JOINERS = new Set(['to', 'bis', '-', 'al', 'a', 'until', 'till', 'hasta', 'and', 'y', 'und']);

/**
 * European day ordinals written with a dot (German, Dutch, Scandinavian
 * guests), read as days:
 * - "day.month." with the trailing dot glued ("24.12.", "We arrive 3.4.",
 *   "from 12.10. to 15.10.") is day then month: a `pair` marked `dm`;
 * - "N." glued before a month, "of"/"de" allowed between ("on the 5. May",
 *   "the 5. of May"), or before a joiner and another "N." that is
 *   ("from the 15. to 20. March") is an ordinal day.
 * The dot itself is dropped so the day meets its month.
 */
function europeanDots(out: Tok[]): void {
  const gluedDot = (i: number) => out[i + 1]?.t === '.' && out[i + 1]!.s === out[i]!.e && !/^\d/.test(out[i + 2]?.t ?? '');
  const monthNext = (k: number) => {
    const x = out[k]?.t ?? '';
    const y = out[k + 1]?.t ?? '';
    return MONTHS[x] !== undefined || MONTH_ABBR[x] !== undefined || ((x === 'of' || x === 'de') && (MONTHS[y] !== undefined || MONTH_ABBR[y] !== undefined));
  };
  const dayN = (tk: Tok | undefined) => tk !== undefined && tk.k === 'n' && !tk.ord && tk.t.length <= 2 && tk.n! >= 1 && tk.n! <= 31;
  for (let i = out.length - 1; i >= 0; i--) {
    const tk = out[i]!;
    if (tk.k === 'x' && tk.dot && gluedDot(i)) {
      const { a, b } = tk.dot;
      if (a < 1 || a > 31 || b < 1 || b > 12) continue;
      tk.k = 'pair';
      tk.a = a;
      tk.b = b;
      tk.sep = '.';
      tk.dm = true;
      tk.e = out[i + 1]!.e;
      out.splice(i + 1, 1);
      continue;
    }
    if (!dayN(tk) || !gluedDot(i)) continue;
    const next = out[i + 2];
    const beforeMonth = monthNext(i + 2);
    const joinsDay = next !== undefined && EU_DOT_JOINERS.has(next.t) && out[i + 3]?.k === 'n' && out[i + 3]!.ord === true;
    if (!beforeMonth && !joinsDay) continue;
    tk.ord = true;
    tk.e = out[i + 1]!.e;
    out.splice(i + 1, 1);
  }
}

/** Chat shortenings of "nights" read only right after a number ("4 nts"). */
const NIGHT_SHORT = new Set(['nts', 'nghts', 'nigts', 'nihts', 'nits', 'nchs', 'nochs', 'noxes', 'noxs']);
/** Real words near "noches"/"nights" in spelling that are not a typo of them. */
const NOT_NIGHTS = new Set([
  'notes',
  'nodes',
  'nachos',
  'nichos',
  'niches',
  'nicho',
  'niche',
  'nuts',
  'nietos',
  'ninos',
  'ninas',
  'nenes',
  'notas',
  'novios',
  'nights',
  'noches',
  'noche',
  'night',
]);

/**
 * Typos and autocorrections of "noches"/"nights" right after a number ("x 3
 * nochs", "4 nts", "5 notches", "x 5 noxes"): edit distance ≤ 2 from "noche(s)"
 * or "night(s)" (1 for words under six letters: "a nice hotel" is not nights),
 * starting with "n", after a number other than "a"/"un"/"one", not a real word ("3 notes", "2 niños"),
 * read as "noches" or "nights" (the nearer). Never away from a number.
 */
function nightTypos(out: Tok[]): void {
  for (let i = 1; i < out.length; i++) {
    const x = out[i]!;
    const pv = out[i - 1]!;
    if (x.k !== 'w' || !x.t.startsWith('n') || x.t.length < 3 || x.t.length > 8 || NOT_NIGHTS.has(x.t)) continue;
    if (!(pv.k === 'n' && !pv.ord) && !(pv.k === 'w' && NUMBER_WORDS[pv.t] !== undefined && !/^(a|an|un|una|uno|one)$/.test(pv.t))) continue;
    const es = Math.min(distance(x.t, 'noches'), distance(x.t, 'noche'));
    const en = Math.min(distance(x.t, 'nights'), distance(x.t, 'night'));
    if (NIGHT_SHORT.has(x.t)) x.t = x.t.startsWith('noc') || x.t.startsWith('nox') || x.t === 'nchs' ? 'noches' : 'nights';
    else if (x.t.length >= 4 && Math.min(es, en) <= (x.t.length >= 6 ? 2 : 1)) x.t = es <= en ? 'noches' : 'nights';
  }
}

/**
 * Digits typed as a phone number ("el 3 1 5 4 4 4 5 5 6 6", "300 555 12 34"):
 * three or more bare digit groups separated only by spaces, or two whose
 * digits add up to seven or more, are not days nor counts (`x`).
 */
function markPhoneRuns(out: Tok[]): void {
  const bare = (x: Tok | undefined) => x !== undefined && (x.k === 'n' || x.k === 'x') && !x.ord && /^\d+$/.test(x.t);
  for (let i = 0; i < out.length; ) {
    if (!bare(out[i])) {
      i++;
      continue;
    }
    let j = i + 1;
    while (bare(out[j])) j++;
    const run = out.slice(i, j);
    const digits = run.reduce((n, x) => n + x.t.length, 0);
    if (run.length >= 3 || (run.length === 2 && digits >= 7)) for (const x of run) x.k = 'x';
    i = j;
  }
}

/** Words that start a street address ("calle 5 # 10-20", "cra 7 no. 45-12", "Av. 6N #23-45", "apto 502"). */
const ADDRESS_WORDS = new Set([
  'calle',
  'cll',
  'cl',
  'carrera',
  'cra',
  'cr',
  'kr',
  'kra',
  'avenida',
  'av',
  'avda',
  'ave',
  'diagonal',
  'diag',
  'dg',
  'transversal',
  'transv',
  'tv',
  'tr',
  'circular',
  'autopista',
  'manzana',
  'mz',
  'lote',
  'apto',
  'apartamento',
  'apt',
  'torre',
  'interior',
  'int',
  'bloque',
  'oficina',
  'ofc',
  'local',
  'casa',
  'street',
  'avenue',
  'road',
  'rd',
  'blvd',
  'boulevard',
  'suite',
  'unit',
  'apartment',
  'nro',
  'numero',
  'num',
]);
/** Words after a house number ("5th avenue", "12 street"): the number is part of the address. */
const ADDRESS_AFTER = new Set(['street', 'st', 'avenue', 'ave', 'av', 'road', 'rd', 'blvd', 'boulevard', 'calle', 'carrera', 'avenida']);
/** Letters and words inside a Colombian address ("43a", "bis", "sur"). */
const ADDRESS_INNER = /^(?:[a-h]|bis|sur|norte|este|oeste|n|s|no|nro|num|numero|#|-|\.)$/;

/**
 * Street addresses are never dates: the numbers after an address word
 * ("calle", "carrera", "cra", "cl", "avenida", "av", "apto", "street"…), "#"
 * or "No." ("calle 5 # 10-20", "cra 7 no. 45-12", "#10-20"), and a number
 * right before a street word ("5th avenue"), become `x`.
 */
function markAddresses(out: Tok[]): void {
  const numeric = (x: Tok | undefined) => x !== undefined && (x.k === 'n' || x.k === 'x' || x.k === 'pair' || x.k === 'iso');
  for (let i = 0; i < out.length; i++) {
    const tk = out[i]!;
    if (numeric(tk) && out[i + 1]?.k === 'w' && ADDRESS_AFTER.has(out[i + 1]!.t)) {
      tk.k = 'x';
      continue;
    }
    const t = tk.t;
    let j = i + 1;
    // "No. 45", "nº 45", "# 45": only with the number right after them.
    if (t === 'no' || t === 'n') {
      if (!(out[j]?.t === '.' || out[j]?.t === '#') || !numeric(out[j + 1])) continue;
    } else if (!(tk.k === 'w' && ADDRESS_WORDS.has(t)) && t !== '#') continue;
    if (out[j]?.t === '.') j++;
    if (!numeric(out[j]) && out[j]?.t !== '#') continue;
    for (; j < out.length; j++) {
      const x = out[j]!;
      if (numeric(x)) x.k = 'x';
      else if (x.k === 'w' || x.k === 'p') {
        if (!ADDRESS_INNER.test(x.t)) break;
        // A dot ends the address unless it follows "no" ("no. 45").
        if (x.t === '.' && !/^(no|nro|num|n)$/.test(out[j - 1]?.t ?? '')) break;
      } else break;
    }
    i = j - 1;
  }
}

/** Words before a dotted "07.03" that make it a date: arrival and departure words, "el", "del", "fecha"… */
const DOT_DATE_BEFORE = new Set(['el', 'del', 'al', 'desde', 'hasta', 'from', 'to', 'on', 'until', 'till', 'fecha', 'date', 'dates', 'fechas']);

/**
 * A dotted day.month without a year ("llegada 07.03", "del 07.03 al 10.03")
 * is a date only after an arrival or departure word or a date word (a colon
 * between allowed), with a month 1..12, and not before a time word; anything
 * else ("3.5 noches", "a las 7.30") stays `x`.
 */
function dottedDates(out: Tok[]): void {
  for (let i = 0; i < out.length; i++) {
    const tk = out[i]!;
    if (tk.k !== 'x' || !tk.dot) continue;
    const { a, b } = tk.dot;
    if (a < 1 || a > 31 || b < 1 || b > 12) continue;
    let k = i - 1;
    if (out[k]?.t === ':') k--;
    const prev = out[k]?.k === 'w' ? out[k]!.t : '';
    // The end of a dotted range: "del 07.03 al 10.03", "07.03 - 10.03".
    const pairBefore = (out[k]?.t === '-' || out[k]?.t === 'a' || out[k]?.t === 'to') && out[k - 1]?.k === 'pair' && out[k - 1]!.sep === '.';
    if (!(CHECKIN_WORDS.has(prev) || CHECKOUT_WORDS.has(prev) || DOT_DATE_BEFORE.has(prev) || pairBefore)) continue;
    const nx = out[i + 1];
    if (nx && nx.k === 'w' && /^(am|pm|h|hs|hrs|horas|hours|hr)$/.test(nx.t)) continue;
    tk.k = 'pair';
    tk.a = a;
    tk.b = b;
    tk.sep = '.';
  }
}

// ------------------------------------------------------------------ phrases

/** A point in time, resolved later (a day without a month takes the month of the other end of a range). */
type Pt =
  | { p: 'abs'; d: number; m: number; y?: number }
  /** Numeric `a/b[/y]`: day/month, or month/day in English when both fit. */
  | { p: 'num'; a: number; b: number; y?: number }
  /** A day without a month; `y` only at a range's end followed by a year ("march 10 to 12, 2024"). */
  | { p: 'day'; d: number; y?: number }
  | { p: 'wd'; wd: number }
  /** `alt`: another day the same words may mean as an arrival ("para Navidad": the 24th or the 25th); asked when it is the check-in. */
  | { p: 'fixed'; date: string; inferred?: boolean; label?: string; alt?: string };

interface Opt {
  checkin: string;
  checkout?: string;
  nights?: number;
}

type Body =
  | { k: 'pt'; pt: Pt; wdCheck?: number }
  /** A named period or a set of choices (1 option = definite). */
  /** `ask`: said as "any"/"algún" ("algún puente de junio"): always asked back, even with one option. */
  /**
   * `anchor`: the one day the phrase is counted from when an offset or "the one after" is applied to it
   * (New Year's Day for "año nuevo"; the Friday of a weekend; today for "este viernes" said on a Friday);
   * `repeat`: what "the one after" moves it to — the same weekday (`day`) or weekend a week later.
   */
  | { k: 'range'; options: Opt[]; label?: string; inferred: boolean; week?: boolean; ask?: boolean; anchor?: string; repeat?: 'day' | 'weekend' }
  | { k: 'dur'; nights?: number; amb?: number[]; days?: number; tooLong?: number; label?: string }
  | { k: 'month'; m: number; y?: number }
  | { k: 'past'; date: string }
  /** Read and deliberately not claimed (a greeting "feliz navidad", a baby's age); `old`: a date of long ago (a birth date). */
  | { k: 'skip'; old?: boolean };

type Item = Body & {
  /** First and past-the-end token indexes of the phrase itself. */
  i0: number;
  i1: number;
  /** Tokens taken (the phrase plus the little words before it). */
  used: number[];
  from?: boolean;
  to?: boolean;
  checkin?: boolean;
  checkout?: boolean;
  vague?: boolean;
  /** Said as an alternative to the phrase before it ("o el 16"). */
  alt?: boolean;
};

interface Ctx {
  toks: Tok[];
  today: string;
  lang: Lang;
  rule: YearRule;
  /**
   * Only unmistakable dates (at the phone and email questions, where digit
   * groups are contact details): no numeric day/month without a year, no bare
   * day outside a range ("del 15 al 18") or an arrival word ("llego el 15").
   */
  strict?: boolean;
  /**
   * At the nights question, the check-in already known: a lone weekday
   * ("hasta el domingo", "until Sunday", "el lunes") is the first such day
   * after it (the same weekday as the check-in: a week later), and "the
   * weekend" ("el fin de semana", "till the weekend") ends on the first
   * Sunday after it. Every other phrase is still read from today.
   */
  stay?: string | undefined;
  /** Answering the nights question: two numbers alone ("4 o 5", "three or four") are two lengths to choose from. */
  nightsQuestion?: boolean;
}

const w = (c: Ctx, i: number): string => {
  const tk = c.toks[i];
  return tk && tk.k === 'w' ? tk.t : tk && tk.k === 'p' ? tk.t : '';
};

/**
 * The weekday (0 Sunday … 6 Saturday) of the word at `i`: full names and
 * unmistakable spellings always ("viernes", "tues", "fri"); short words that
 * are also other words ("sat", "sun", "wed", "mon", "lun", "vie", "sáb",
 * "dom") only at one end of a weekday range ("sat to tues", "vie a dom"),
 * after a date word ("el sab", "on sat", "this wed", "llego el vie"), or
 * before a day number or a part of the day ("sat 28", "vie en la noche").
 * Spanish "mar" (also the sea and March) only at one end of a weekday range
 * ("lun a mar").
 */
function weekdayAt(c: Ctx, i: number): number | undefined {
  const t = w(c, i);
  const full = WEEKDAYS[t];
  if (full !== undefined) return full;
  const ab = WEEKDAY_ABBR[t];
  if (ab === undefined) return undefined;
  // The other end of the range: a weekday; "mar" only beside another weekday ("lun a mar").
  const otherEnd = (k: number) => WEEKDAYS[w(c, k)] !== undefined || (WEEKDAY_ABBR[w(c, k)] !== undefined && (t !== 'mar' || w(c, k) !== 'mar'));
  if (WEEKDAY_RANGE_JOINERS.has(w(c, i + 1)) && otherEnd(i + 2)) return ab;
  if (WEEKDAY_RANGE_JOINERS.has(w(c, i - 1)) && otherEnd(i - 2)) return ab;
  if (t === 'mar') return undefined;
  const prev = w(c, i - 1);
  if (ABBR_BEFORE.has(prev) || CHECKIN_WORDS.has(prev) || CHECKOUT_WORDS.has(prev)) return ab;
  const nx = c.toks[i + 1];
  if (nx && nx.k === 'n' && nx.n! >= 1 && nx.n! <= 31) return ab;
  let k = i + 1;
  if (/^(en|por|de|in|at)$/.test(w(c, k))) k++;
  if (/^(la|the)$/.test(w(c, k))) k++;
  return DAY_PARTS.has(w(c, k)) ? ab : undefined;
}

/** A month word at `i`: full names always; abbreviations and one-letter typos only when `loose`. */
function monthAt(c: Ctx, i: number, loose: boolean): number | undefined {
  const tk = c.toks[i];
  if (tk?.k !== 'w') return undefined;
  const full = MONTHS[tk.t];
  if (full) return full;
  if (!loose) return undefined;
  const ab = MONTH_ABBR[tk.t];
  if (ab) return ab;
  if (tk.t.length >= 6) {
    for (const name of LONG_MONTH_NAMES) if (name[0] === tk.t[0] && distance(name, tk.t) === 1) return MONTHS[name];
  }
  return undefined;
}

/** A day of the month 1..31 at `i` (digits, ordinal, number word, "primero"), unless a count follows it. */
function dayAt(c: Ctx, i: number, words: boolean): number | undefined {
  const tk = c.toks[i];
  if (!tk) return undefined;
  let v: number | undefined;
  if (tk.k === 'n') v = tk.n;
  else if (tk.k === 'w' && words) v = ORDINAL_WORDS[tk.t] ?? (WEAK_NUMBER_WORDS.has(tk.t) ? undefined : NUMBER_WORDS[tk.t]);
  if (v === undefined || v < 1 || v > 31) return undefined;
  if (tk.k === 'n' && tk.t.length > 2 && !tk.ord) return undefined;
  if (UNIT_WORDS.has(w(c, i + 1))) return undefined;
  return v;
}

function yearAt(c: Ctx, i: number): number | undefined {
  const tk = c.toks[i];
  if (tk?.k !== 'n' || tk.t.length !== 4 || tk.ord) return undefined;
  return tk.n! >= 1900 && tk.n! <= 2200 ? tk.n : undefined;
}

/** Words before a date that make it a birth date, not a stay ("nací el…", "born on…", "fecha de nacimiento"). */
const BIRTH_WORDS = new Set(['naci', 'nacio', 'nacimos', 'nacido', 'nacida', 'nacimiento', 'born', 'birth', 'birthday', 'dob', 'cumpleanos', 'cumple']);

/**
 * For guests, a date with a year more than ten years back, or after a birth
 * word (within four words: "nací el 15 de diciembre de 1990"), is not about
 * a stay: the date is not claimed. A recent past year ("del 10 al 12 de
 * marzo del 2024") is read as written and refused as `past`.
 */
function oldYear(c: Ctx, y: number | undefined, i: number): boolean {
  if (c.rule !== 'future' || y === undefined) return false;
  if (y < yearOf(c.today) - 10) return true;
  if (y >= yearOf(c.today)) return false;
  for (let k = Math.max(0, i - 4); k < i; k++) if (BIRTH_WORDS.has(w(c, k))) return true;
  return false;
}

/** A count 1..99 at `i`: digits or a number word (including "un", "una", "a"). */
function countAt(c: Ctx, i: number): number | undefined {
  const tk = c.toks[i];
  if (!tk) return undefined;
  if (tk.k === 'n' && !tk.ord) return tk.n! <= 999 ? tk.n : undefined;
  if (tk.k !== 'w') return undefined;
  if (tk.t === 'no' || tk.t === 'none' || (tk.t === 'once' && c.lang === 'en')) return undefined;
  return NUMBER_WORDS[tk.t];
}

type Match = { items: (Body & { i0: number; i1: number })[] } | undefined;
const one = (body: Body, i0: number, i1: number): Match => ({ items: [{ ...body, i0, i1 }] });

/** Phrases of the past: refused, never moved forward. */
function matchPast(c: Ctx, i: number): Match {
  const t = w(c, i);
  const today = c.today;
  if (t === 'ayer' || t === 'yesterday') return one({ k: 'past', date: addDays(today, -1) }, i, i + 1);
  if (t === 'antier' || t === 'anteayer') return one({ k: 'past', date: addDays(today, -2) }, i, i + 1);
  const unitDays = (u: string) =>
    /^(dia|dias|day|days)$/.test(u)
      ? 1
      : /^(semana|semanas|week|weeks)$/.test(u)
        ? 7
        : /^(mes|meses|month|months)$/.test(u)
          ? 30
          : /^(ano|anos|year|years)$/.test(u)
            ? 365
            : 0;
  if (t === 'hace') {
    const n = countAt(c, i + 1);
    const u = unitDays(w(c, i + 2));
    if (n !== undefined && u) return one({ k: 'past', date: addDays(today, -n * u) }, i, i + 3);
  }
  {
    const n = countAt(c, i);
    const u = unitDays(w(c, i + 1));
    if (n !== undefined && u && w(c, i + 2) === 'ago') return one({ k: 'past', date: addDays(today, -n * u) }, i, i + 3);
  }
  if ((t === 'semana' || t === 'mes' || t === 'ano' || t === 'finde') && (w(c, i + 1) === 'pasada' || w(c, i + 1) === 'pasado'))
    return one({ k: 'past', date: addDays(today, t === 'semana' || t === 'finde' ? -7 : t === 'mes' ? -30 : -365) }, i, i + 2);
  if (t === 'fin' && w(c, i + 1) === 'de' && w(c, i + 2) === 'semana' && w(c, i + 3) === 'pasado')
    return one({ k: 'past', date: prevWeekday(5, today) }, i, i + 4);
  if (t === 'last' || t === 'pasado') {
    const u = w(c, i + 1);
    if (u === 'week' || u === 'weekend') return one({ k: 'past', date: addDays(today, -7) }, i, i + 2);
    if (u === 'month') return one({ k: 'past', date: addDays(today, -30) }, i, i + 2);
    if (u === 'year') return one({ k: 'past', date: addDays(today, -365) }, i, i + 2);
    const wd = WEEKDAYS[u];
    if (wd !== undefined) return one({ k: 'past', date: prevWeekday(wd, today) }, i, i + 2);
  }
  const wd = WEEKDAYS[t];
  if (wd !== undefined && (w(c, i + 1) === 'pasado' || w(c, i + 1) === 'anterior')) return one({ k: 'past', date: prevWeekday(wd, today) }, i, i + 2);
  return undefined;
}

/** The next occurrence (today included) of month-day `md` ('12-25'). */
function nextMonthDay(md: string, today: string): string {
  const here = `${today.slice(0, 4)}-${md}`;
  return here >= today ? here : `${yearOf(today) + 1}-${md}`;
}

/** Long weekends not yet begun (check-in Friday on or after today), this year and next. */
function upcomingPuentes(today: string): LongWeekend[] {
  const y = yearOf(today);
  return [...longWeekendsOf(y), ...longWeekendsOf(y + 1)].filter((p) => p.checkin >= today);
}

/**
 * The long weekends of month `m` (1..12) still to come, in the year of the
 * next one. When that month has several long weekends, the ones left (even
 * one, when the others have begun or passed) are offered as choices rather
 * than taken: the guest may have meant another.
 */
/** Holidays that belong to a season read as its own period (New Year, Holy Week, Christmas), by `Holiday.key`. */
const SEASON_HOLIDAYS = new Set(['ano nuevo', 'jueves santo', 'viernes santo', 'navidad']);

function monthPuentes(today: string, m: number, lang: Lang, ask: boolean): Body | undefined {
  const inMonth = upcomingPuentes(today).filter((p) => monthOf(p.checkout) === m);
  const firstYear = inMonth[0] ? yearOf(inMonth[0].checkout) : 0;
  const left = inMonth.filter((p) => yearOf(p.checkout) === firstYear);
  if (left.length === 0) return undefined;
  // Every holiday of that month counts, on a Monday or not ("el puente de agosto": 7 August on a Saturday, or the
  // Asunción Monday?), and one moved out of it too (San Pedro, 29 June, moved to a July Monday): the guest may mean any.
  // New Year, Christmas and Holy Week are periods of their own (read elsewhere), never "the puente of" their month.
  const whole = holidaysOf(firstYear).filter((h) => !SEASON_HOLIDAYS.has(h.key) && (monthOf(h.date) === m || monthOf(h.original) === m));
  const body = puenteRange(left, lang);
  return body && body.k === 'range' && (ask || whole.length > 1) ? { ...body, ask: true } : body;
}

function puenteRange(list: LongWeekend[], lang: Lang): Body | undefined {
  if (list.length === 0) return undefined;
  const options = list.map((p) => ({ checkin: p.checkin, checkout: p.checkout, nights: 3 }));
  const label =
    list.length === 1
      ? lang === 'en'
        ? `${list[0]!.holiday.name.en} long weekend`
        : `puente de ${list[0]!.holiday.name.es}`
      : lang === 'en'
        ? 'long weekend'
        : 'puente festivo';
  return { k: 'range', options, label, inferred: true };
}

/** Words before "fin de año" that make it a period toward the year's end, not New Year's Eve ("a fin de año", "hacia fin de año"). */
const PERIOD_BEFORE = new Set(['a', 'hacia', 'como', 'tipo', 'around', 'por']);

/** Named days and periods: Christmas, New Year, Holy Week, long weekends, "el festivo". */
function matchNamed(c: Ctx, i: number, mod: 'next' | 'this' | undefined): Match {
  const t = w(c, i);
  const t1 = w(c, i + 1);
  const t2 = w(c, i + 2);
  const en = c.lang === 'en';
  if (GREETING_WORDS.has(w(c, i - 1)) && /^(nochebuena|navidad|christmas|ano|anos|new|fin|nochevieja|noche)$/.test(t)) {
    // "feliz navidad", "happy new year": a greeting, not a date.
    const n = t === 'fin' ? 3 : t === 'ano' || t === 'anos' || t === 'new' || t === 'noche' || (t === 'christmas' && t1 === 'eve') ? 2 : 1;
    return one({ k: 'skip' }, i, i + n);
  }
  const fixed = (md: string, n: number, label: string): Match =>
    one({ k: 'pt', pt: { p: 'fixed', date: nextMonthDay(md, c.today), inferred: true, label } }, i, i + n);
  const foreign = matchForeign(c, i);
  if (foreign) return foreign;
  // Days of Holy Week win over the weekday word ("jueves santo" is not the coming Thursday).
  if (HOLY_FIRST.has(t))
    for (const [words, offset, es, enLabel] of HOLY_DAYS) {
      if (words.every((x, k) => w(c, i + k) === x)) {
        return one({ k: 'pt', pt: { p: 'fixed', date: addDays(nextEaster(c.today), offset), inferred: true, label: en ? enLabel : es } }, i, i + words.length);
      }
    }
  // "easter weekend", "fin de semana de pascua", "puente de semana santa": Thursday or Friday to Sunday → ask.
  {
    let n = 0;
    if (t === 'easter' && (t1 === 'weekend' || (t1 === 'long' && t2 === 'weekend'))) n = t1 === 'long' ? 3 : 2;
    else if ((t === 'puente' || t === 'finde' || t === 'weekend') && /^(de|del|of)$/.test(t1) && t2 === 'semana' && w(c, i + 3) === 'santa') n = 4;
    else if ((t === 'puente' || t === 'finde' || t === 'weekend') && /^(de|del|of)$/.test(t1) && (t2 === 'pascua' || t2 === 'easter')) n = 3;
    else if (
      t === 'fin' &&
      t1 === 'de' &&
      t2 === 'semana' &&
      /^(de|del)$/.test(w(c, i + 3)) &&
      (w(c, i + 4) === 'pascua' || (w(c, i + 4) === 'semana' && w(c, i + 5) === 'santa'))
    )
      n = w(c, i + 4) === 'pascua' ? 5 : 6;
    if (n) return one(easterChoices(c, false), i, i + n);
  }
  // Christmas as a period ("over christmas", "las navidades", "christmas holidays"): which day of December is asked.
  if (
    t === 'navidades' ||
    t === 'navidena' ||
    t === 'navideno' ||
    ((t === 'navidad' || t === 'christmas') &&
      (VAGUE_BEFORE.has(w(c, i - 1)) || VAGUE_AFTER.has(t1) || (w(c, i - 1) === 'de' && VAGUE_BEFORE.has(w(c, i - 2)))))
  ) {
    const i0 = VAGUE_BEFORE.has(w(c, i - 1)) ? i - 1 : w(c, i - 1) === 'de' && VAGUE_BEFORE.has(w(c, i - 2)) ? i - 2 : i;
    const r = one({ k: 'month', m: 12, y: yearOf(nextMonthDay('12-25', c.today)) }, i0, i + (VAGUE_AFTER.has(t1) ? 2 : 1));
    return r;
  }
  // Named days of the year.
  if (t === 'velitas' || ((t === 'noche' || t === 'dia') && t1 === 'de' && (t2 === 'velitas' || (t2 === 'las' && w(c, i + 3) === 'velitas')))) {
    return fixed('12-07', t === 'velitas' ? 1 : t2 === 'las' ? 4 : 3, en ? 'Day of the Little Candles' : 'noche de velitas');
  }
  if (/^valentine'?s?$/.test(t) || (t === 'san' && t1 === 'valentin'))
    return fixed('02-14', t === 'san' ? 2 : t1 === 'day' ? 2 : 1, en ? "Valentine's Day" : 'San Valentín');
  if (t === 'halloween') return fixed('10-31', 1, 'Halloween');
  if (t === 'amor' && t1 === 'y' && t2 === 'amistad') {
    // Colombia's "amor y amistad": the third Saturday of September.
    const third = (y: number) => nextWeekday(6, `${y}-09-14`);
    let date = third(yearOf(c.today));
    if (date < c.today) date = third(yearOf(c.today) + 1);
    return one({ k: 'pt', pt: { p: 'fixed', date, inferred: true, label: en ? 'Amor y Amistad' : 'Amor y Amistad' } }, i, i + 3);
  }
  if (t === 'nochebuena' || (t === 'noche' && t1 === 'buena')) return fixed('12-24', t === 'noche' ? 2 : 1, 'Nochebuena');
  if (t === 'christmas' && t1 === 'eve') return fixed('12-24', 2, 'Christmas Eve');
  if (t === 'navidad' || t === 'christmas') {
    // "Christmas Day", "el día de Navidad": the 25th. "Para Navidad", "for Xmas" as the arrival: to spend it there,
    // arriving on Christmas Eve (when Colombia celebrates it) or on the day itself → asked (see `alt`).
    const before = w(c, i - 1);
    const day = t1 === 'day' || (before === 'de' && /^(dia|despues|antes)$/.test(w(c, i - 2))) || before === 'after' || before === 'before';
    const r = fixed('12-25', t1 === 'day' ? 2 : 1, en ? 'Christmas' : 'Navidad');
    const it = r?.items[0];
    if (!day && it?.k === 'pt' && it.pt.p === 'fixed') {
      const eve = nextMonthDay('12-24', c.today);
      if (eve < it.pt.date) it.pt.alt = eve;
    }
    return r;
  }
  if (t === 'nochevieja' || t === 'nye') return fixed('12-31', 1, en ? "New Year's Eve" : 'fin de año');
  if (t === 'fin' && t1 === 'de' && (t2 === 'ano' || t2 === 'anos')) {
    // "a fin de año", "hacia fin de año", "a finales de año": toward the end of the year, a period → which day is asked.
    // ("fin de año", "pa fin de año" alone stay New Year's Eve, the celebration.)
    if (PERIOD_BEFORE.has(w(c, i - 1))) return one({ k: 'month', m: 12, y: yearOf(nextMonthDay('12-31', c.today)) }, i - 1, i + 3);
    return fixed('12-31', 3, en ? "New Year's Eve" : 'fin de año');
  }
  if ((t === 'finales' || t === 'final') && t1 === 'de' && (t2 === 'ano' || t2 === 'anos'))
    return one({ k: 'month', m: 12, y: yearOf(nextMonthDay('12-31', c.today)) }, i, i + 3);
  if (t === 'new' && /^(year|years|year's)$/.test(t1)) {
    if (t2 === 'eve') return fixed('12-31', 3, "New Year's Eve");
    if (t2 === 'day') return fixed('01-01', 3, "New Year's Day");
    return newYear(c, i, i + 2, 'New Year');
  }
  if ((t === 'ano' || t === 'anos') && t1 === 'nuevo') return newYear(c, i, i + 2, 'Año Nuevo');
  if (
    (t === 'semana' && t1 === 'santa') ||
    (t === 'holy' && t1 === 'week') ||
    (t === 'easter' && t1 === 'week') ||
    (t === 'semana' && t1 === 'de' && t2 === 'pascua')
  ) {
    return holyWeek(c, i, i + (t2 === 'pascua' ? 3 : 2));
  }
  // "easter" alone: Holy Week, or its long weekend (Thursday or Friday to Sunday) → ask.
  if (t === 'easter') return one(easterChoices(c, true), i, i + 1);
  // A holiday named first: "the epiphany long weekend", "all saints day holiday", "la independencia de cartagena".
  const named = holidayNameAt((k) => w(c, k), i);
  if (named && (named.end > i + 1 || !NAME_FRAME_FIRST.has(t))) {
    let e = named.end;
    if (/^(day|day's|days)$/.test(w(c, e))) e++;
    const after = w(c, e);
    if (after === 'puente' || (after === 'long' && w(c, e + 1) === 'weekend') || after === 'weekend')
      return holidayPuente(c, named.key, i, e + (after === 'long' ? 2 : 1));
    // "the San José holiday weekend", "the Ascension holiday long weekend": the holiday's puente, not its Monday.
    if (after === 'holiday' && w(c, e + 1) === 'weekend') return holidayPuente(c, named.key, i, e + 2);
    if (after === 'holiday' && w(c, e + 1) === 'long' && w(c, e + 2) === 'weekend') return holidayPuente(c, named.key, i, e + 3);
    if (after === 'holiday' || after === 'festivo' || after === 'feriado') return holidayDay(c, named.key, i, e + 1);
    if (named.use === 'bare') return holidayDay(c, named.key, i, e);
  }
  // A month named first: "the january long weekend", "noviembre puente", "the november long weekends":
  // that month's long weekend (the next one not past, so next year's once this year's is gone), never any other month's.
  {
    const m = monthAt(c, i, true);
    const pw = m !== undefined ? puenteWordsAt(c, i + 1) : undefined;
    if (m !== undefined && pw) {
      let j = i + 1 + pw.n;
      if (w(c, j) === 'festivo' || w(c, j) === 'festivos') j++;
      const q = quantifierStart(c, i);
      const body = monthPuentes(c.today, m, c.lang, pw.plural || q >= 0);
      // A month without a long weekend (the words are taken, nothing is claimed: the bot asks).
      if (!body) return one({ k: 'skip' }, q >= 0 ? q : i, j);
      return one(body, q >= 0 ? q : i, j);
    }
  }
  // "a long weekend", "un puente", "un fin de semana largo" said as a length (at the nights question): 2 or 3
  // nights, asked; never the next long weekend's dates.
  if (c.nightsQuestion && /^(a|un|one)$/.test(w(c, i - 1)) && puenteWordsAt(c, i) && !puenteWordsAt(c, i)!.plural)
    return one({ k: 'dur', amb: [2, 3] }, i - 1, i + puenteWordsAt(c, i)!.n);
  // Long weekends.
  let puenteWords =
    t === 'puente'
      ? 1
      : t === 'long' && t1 === 'weekend'
        ? 2
        : t === 'fin' && t1 === 'de' && t2 === 'semana' && w(c, i + 3) === 'largo'
          ? 4
          : t === 'finde' && t1 === 'largo'
            ? 2
            : 0;
  // "el fin de semana de reyes", "the weekend of all saints": a holiday's weekend is its long weekend.
  if (!puenteWords) {
    const wk = t === 'finde' || t === 'weekend' ? 1 : t === 'fin' && t1 === 'de' && t2 === 'semana' ? 3 : 0;
    if (wk && /^(de|del|of)$/.test(w(c, i + wk)) && holidayNameAt((k) => w(c, k), i + wk + 1)) puenteWords = wk;
  }
  // "algún puente de junio", "any long weekend", "los puentes de junio": the guest wants to choose → always asked back.
  const plural = t === 'puentes' || (t === 'long' && t1 === 'weekends') || (t === 'fines' && t1 === 'de' && t2 === 'semana' && w(c, i + 3) === 'largos');
  if (plural) puenteWords = t === 'puentes' ? 1 : t === 'long' ? 2 : 4;
  const q = quantifierStart(c, i);
  const anyOf = plural || q >= 0;
  const i0 = q >= 0 ? q : i;
  if (puenteWords) {
    let j = i + puenteWords;
    if (w(c, j) === 'festivo' || w(c, j) === 'festivos') j++;
    const all = upcomingPuentes(c.today);
    const asked = (body: Body | undefined): Body | undefined => (body && anyOf && body.k === 'range' ? { ...body, ask: true } : body);
    // "puente enero", "long weekend january": a month right after is that month's (as with "de").
    {
      const m = monthAt(c, j, true);
      if (m !== undefined && !(m === 5 && w(c, j) === 'may')) {
        const body = monthPuentes(c.today, m, c.lang, anyOf);
        return body ? one(body, i0, j + 1) : one({ k: 'skip' }, i0, j + 1);
      }
    }
    if (w(c, j) === 'de' || w(c, j) === 'del' || w(c, j) === 'in' || w(c, j) === 'of' || w(c, j) === 'for' || w(c, j) === 'en') {
      const m = monthAt(c, j + 1, true);
      if (m !== undefined) {
        const body = monthPuentes(c.today, m, c.lang, anyOf);
        return body ? one(body, i0, j + 2) : undefined;
      }
      if (anyOf) return undefined;
      const name = holidayNameAt((k) => w(c, k), j + 1);
      if (name) {
        let e = name.end;
        if (/^(day|day's)$/.test(w(c, e))) e++;
        return holidayPuente(c, name.key, i, e);
      }
      // "el puente del 20 de julio", "el puente del 12 de octubre": the holiday of that date (its own or its Monday).
      const date = holidayDateAt(c, j + 1);
      if (date) {
        const key = date.keys[0];
        return key !== undefined && date.keys.length === 1 ? holidayPuente(c, key, i, date.end) : one({ k: 'skip' }, i, date.end);
      }
      // "el puente de <something not understood>": not the next long weekend silently.
      const nx = c.toks[j + 1];
      if (nx && nx.k === 'w' && NUMBER_WORDS[nx.t] === undefined) return undefined;
    }
    const body = asked(puenteRange(all.slice(0, anyOf ? 3 : 1), c.lang));
    return body ? one(body, i0, j) : undefined;
  }
  // "el festivo", "el próximo festivo", "next holiday", "the next public holiday", "el próximo día feriado".
  const prev = w(c, i - 1);
  let hw = 0;
  if (HOLIDAY_WORDS.has(t)) hw = 1;
  else if (/^(dia|public|bank|national|official|federal)$/.test(t) && HOLIDAY_WORDS.has(t1)) hw = 2;
  const hword = w(c, i + hw - 1);
  // "el festivo de agosto", "los festivos de noviembre", "the holiday in august": that month's holidays (several → ask).
  if (hw && /^(de|del|en|in|of)$/.test(w(c, i + hw))) {
    const m = monthAt(c, i + hw + 1, true);
    if (m !== undefined) {
      const y = yearOf(c.today);
      const list = [...holidaysOf(y), ...holidaysOf(y + 1)].filter((h) => h.date >= c.today && monthOf(h.date) === m);
      const inYear = list.filter((h) => yearOf(h.date) === (list[0] ? yearOf(list[0].date) : 0));
      if (inYear.length === 0) return undefined;
      // A month with several holidays: the ones left (even one, when the others passed or lie too far) are offered to choose, never taken.
      const whole = holidaysOf(yearOf(inYear[0]!.date)).filter((h) => monthOf(h.date) === m);
      if (anyOf || whole.length > 1)
        return one(
          { k: 'range', options: inYear.map((h) => ({ checkin: h.date })), inferred: true, label: en ? 'holiday' : 'festivo', ask: true },
          i0,
          i + hw + 2,
        );
      if (inYear.length === 1)
        return one({ k: 'pt', pt: { p: 'fixed', date: inYear[0]!.date, inferred: true, label: en ? inYear[0]!.name.en : inYear[0]!.name.es } }, i, i + hw + 2);
      return one({ k: 'range', options: inYear.map((h) => ({ checkin: h.date })), inferred: true, label: en ? 'holiday' : 'festivo' }, i, i + hw + 2);
    }
    // "el festivo de reyes", "festivo de la independencia de cartagena", "the holiday of all saints".
    const name = holidayNameAt((k) => w(c, k), i + hw + 1);
    if (name) return holidayDay(c, name.key, i, name.end);
    // "el festivo del 12 de octubre": that holiday's day off (and the date said, when it was moved: ask).
    const date = holidayDateAt(c, i + hw + 1);
    if (date) {
      if (date.keys.length !== 1) return one({ k: 'skip' }, i, date.end);
      const h = nextHoliday(c.today, date.keys[0]!);
      if (!h) return one({ k: 'skip' }, i, date.end);
      if (h.original === h.date || h.original < c.today)
        return one({ k: 'pt', pt: { p: 'fixed', date: h.date, inferred: true, label: en ? h.name.en : h.name.es } }, i, date.end);
      return one({ k: 'range', options: [{ checkin: h.original }, { checkin: h.date }], inferred: true, label: en ? h.name.en : h.name.es }, i, date.end);
    }
    // "el festivo de <something not understood>": not the next holiday silently.
    if (/^(de|del|of)$/.test(w(c, i + hw)) && c.toks[i + hw + 1]?.k === 'w') return undefined;
  }
  if (hw && !hword.endsWith('s') && (prev === 'el' || mod === 'next' || (hw === 2 && /^(el|the)$/.test(prev)))) {
    const y = yearOf(c.today);
    // The next holiday after today: said on a holiday, "el próximo festivo" is the one after it.
    const h = [...holidaysOf(y), ...holidaysOf(y + 1)].find((x) => x.date > c.today);
    if (h && (hword !== 'holiday' || mod === 'next'))
      return one({ k: 'pt', pt: { p: 'fixed', date: h.date, inferred: true, label: en ? h.name.en : h.name.es } }, i, i + hw);
  }
  return undefined;
}

/** The text of the token at `i` whatever its kind ("4th", "july"), '' past the end. */
const tokText = (c: Ctx, i: number): string => c.toks[i]?.t ?? '';

/** Words before "Independence Day" that make it another country's (a demonym or a possessive: "Colombian", "Mexico's"). */
const NOT_US_BEFORE =
  /^(colombian|colombia|colombia's|colombias|cartagena|cartagena's|mexican|mexico's|peruvian|venezuelan|brazilian|argentine|argentinian|chilean|ecuadorian)$/;

/**
 * A guest's own holiday ({@link FOREIGN_HOLIDAYS}: US Thanksgiving, Memorial
 * Day, Labor Day, Boxing Day, 4th of July…) named at `i`:
 * - followed by "weekend" / "long weekend" / "holiday weekend" / "puente":
 *   that holiday's long weekend, asked back with its choices (a Monday
 *   holiday: Friday or Saturday to the Monday; a Thursday one: Wednesday or
 *   Thursday to Sunday; a fixed date: the weekend around it), unless weekdays
 *   said beside it pick one ("Memorial Day weekend, Fri to Mon");
 * - otherwise the day itself, as a one-day period (so "Thanksgiving,
 *   Thursday to Sunday" and "arriving Thanksgiving Day, leaving Sunday" read
 *   their weekdays in it).
 * "Labor Day" alone is also Colombia's 1 May: read only before "weekend" or
 * after "US"/"American".
 */
function matchForeign(c: Ctx, i: number): Match {
  for (const h of FOREIGN_HOLIDAYS) {
    for (const name of h.names) {
      const words = name.split(' ');
      if (!words.every((x, k) => tokText(c, i + k) === x)) continue;
      let e = i + words.length;
      if (!name.endsWith('day') && /^(day|day's)$/.test(w(c, e))) e++;
      const prev = w(c, i - 1);
      if (name === 'independence day' && NOT_US_BEFORE.test(prev)) return undefined;
      if (name === 'independence day' && /^(of|de)$/.test(w(c, e))) return undefined;
      let wkEnd = 0;
      if (w(c, e) === 'weekend' || w(c, e) === 'puente') wkEnd = e + 1;
      else if ((w(c, e) === 'long' || w(c, e) === 'holiday') && w(c, e + 1) === 'weekend') wkEnd = e + 2;
      const us = /^(us|american|usa|u\.s)$/.test(prev) || /^(the us one|us|american)$/.test(w(c, e));
      if (h.label === 'Labor Day' && !wkEnd && !us) return undefined;
      // "Happy Thanksgiving": a greeting, not a date.
      if (GREETING_WORDS.has(prev)) return one({ k: 'skip' }, i - 1, e);
      const label = h.label;
      const long = w(c, e) === 'long' || w(c, e) === 'puente';
      if (!wkEnd) {
        const date = nextForeign(h, c.today);
        return one({ k: 'range', options: [{ checkin: date }], label, inferred: true }, i, e);
      }
      // The long weekend not yet begun: once its first day has come, next year's.
      const day = nextForeign(h, addDays(c.today, 3));
      const wd = weekdayOf(day);
      const span = (a: number, b: number): Opt => ({ checkin: addDays(day, a), checkout: addDays(day, b), nights: b - a });
      const options =
        wd === 1
          ? [span(-3, 0), span(-2, 0)]
          : wd === 4
            ? [span(0, 3), span(-1, 3)]
            : wd === 5
              ? [span(0, 2), span(0, 3)]
              : wd === 6
                ? [span(-1, 1), span(-1, 2)]
                : wd === 0
                  ? [span(-2, 0), span(-2, 1)]
                  : [span(-1, 1), span(0, 2)];
      // "long weekend" of a Monday holiday is Friday to that Monday (3 nights), as a Colombian puente.
      const chosen = long && wd === 1 ? [span(-3, 0)] : options;
      return one({ k: 'range', options: chosen.filter((o) => o.checkin >= c.today), label: `${h.label} weekend`, inferred: true }, i, wkEnd);
    }
  }
  return undefined;
}

/**
 * The words for a long weekend at `i`: "puente(s)", "long weekend(s)", "finde
 * largo", "fin(es) de semana largo(s)"; `n` is how many words, `plural` when
 * said in the plural (the guest wants to choose). Undefined when none is there.
 */
function puenteWordsAt(c: Ctx, i: number): { n: number; plural: boolean } | undefined {
  const t = w(c, i);
  const t1 = w(c, i + 1);
  if (t === 'puente') return { n: 1, plural: false };
  if (t === 'puentes') return { n: 1, plural: true };
  if (t === 'long' && (t1 === 'weekend' || t1 === 'weekends')) return { n: 2, plural: t1 === 'weekends' };
  if (t === 'finde' && t1 === 'largo') return { n: 2, plural: false };
  if (t === 'findes' && t1 === 'largos') return { n: 2, plural: true };
  if ((t === 'fin' || t === 'fines') && t1 === 'de' && w(c, i + 2) === 'semana' && /^largos?$/.test(w(c, i + 3))) return { n: 4, plural: t === 'fines' };
  return undefined;
}

/** Words that leave the choice open ("algún puente", "cualquier festivo", "any long weekend"). */
const QUANTIFIER_WORDS = new Set(['algun', 'alguno', 'alguna', 'algunos', 'algunas', 'cualquier', 'cualquiera', 'some', 'any', 'whichever', 'either']);

/**
 * The index of an open-choice word just before `i` ("algún", "cualquier",
 * "any", "some"; also "alguno de los", "uno de los", "one of the"), or -1.
 */
function quantifierStart(c: Ctx, i: number): number {
  if (/^(los|las|the)$/.test(w(c, i - 1)) && /^(de|of)$/.test(w(c, i - 2))) {
    const q = w(c, i - 3);
    return QUANTIFIER_WORDS.has(q) || /^(uno|una|one)$/.test(q) ? i - 3 : -1;
  }
  return QUANTIFIER_WORDS.has(w(c, i - 1)) ? i - 1 : -1;
}

/** Words for a holiday ("festivo", "feriado", "holiday"). */
const HOLIDAY_WORDS = new Set(['festivo', 'festivos', 'feriado', 'feriados', 'holiday', 'holidays']);
/** One-word holiday names that are also people's names or common words ("Pedro", "trabajo"): read only after a Spanish frame ("puente de…", "festivo de…"). */
const NAME_FRAME_FIRST = new Set(['jose', 'pedro', 'peter', 'trabajo', 'trabajador', 'raza', 'sagrado', 'corpus']);

/** The next occurrence (day off on or after today) of the holiday `key`. */
function nextHoliday(today: string, key: string): Holiday | undefined {
  const y = yearOf(today);
  return [...holidaysOf(y), ...holidaysOf(y + 1)].find((h) => h.key === key && h.date >= today);
}

/** A holiday's day off, named ("festivo de reyes", "la independencia de cartagena"): the next one, `inferred`, with its name. */
function holidayDay(c: Ctx, key: string, i0: number, i1: number): Match {
  const h = nextHoliday(c.today, key);
  if (!h) return one({ k: 'skip' }, i0, i1);
  return one({ k: 'pt', pt: { p: 'fixed', date: h.date, inferred: true, label: c.lang === 'en' ? h.name.en : h.name.es } }, i0, i1);
}

/**
 * A holiday's long weekend ("puente de reyes"): Friday to its Monday, the
 * next one not begun. When that holiday is not on a Monday this time, there
 * is no long weekend to offer: the words are taken and nothing is claimed
 * (the bot asks).
 */
function holidayPuente(c: Ctx, key: string, i0: number, i1: number): Match {
  // Once its Friday has come, this year's long weekend has begun: the next one is a year away.
  const h = nextHoliday(addDays(c.today, 3), key);
  const p = h ? upcomingPuentes(c.today).find((x) => x.holiday.key === key && x.holiday.date === h.date) : undefined;
  const body = p ? puenteRange([p], c.lang) : undefined;
  return one(body ?? { k: 'skip' }, i0, i1);
}

/**
 * A date naming a holiday ("20 de julio", "12 de octubre", "15 de agosto"):
 * the keys of the holidays whose own date or day off has that month and day,
 * and the index after the date. Undefined when no date is written there.
 */
function holidayDateAt(c: Ctx, j: number): { keys: string[]; end: number } | undefined {
  const r = matchAbsolute(c, j);
  const it = r?.items.length === 1 ? r.items[0]! : undefined;
  if (it?.k !== 'pt' || it.pt.p !== 'abs') return undefined;
  const { d, m } = it.pt;
  const md = `${pad(m)}-${pad(d)}`;
  const y = yearOf(c.today);
  const keys = new Set<string>();
  for (const h of [...holidaysOf(y), ...holidaysOf(y + 1)]) if (h.original.slice(5) === md || h.date.slice(5) === md) keys.add(h.key);
  return { keys: [...keys], end: it.i1 };
}

function newYear(c: Ctx, i0: number, i1: number, label: string): Match {
  const eve = nextMonthDay('12-31', c.today);
  const day = nextMonthDay('01-01', c.today);
  const options = [{ checkin: eve }, { checkin: day }].sort((a, b) => (a.checkin < b.checkin ? -1 : 1));
  return one({ k: 'range', options, label, inferred: true, anchor: day }, i0, i1);
}

/** Easter Sunday of the next Holy Week not yet over (this year's while it runs). */
function nextEaster(today: string): string {
  const easter = easterSunday(yearOf(today));
  return easter < today ? easterSunday(yearOf(today) + 1) : easter;
}

/** Days of Holy Week: words, offset from Easter Sunday, Spanish and English labels. */
const HOLY_DAYS: readonly [string[], number, string, string][] = [
  [['domingo', 'de', 'ramos'], -7, 'Domingo de Ramos', 'Palm Sunday'],
  [['palm', 'sunday'], -7, 'Domingo de Ramos', 'Palm Sunday'],
  [['lunes', 'santo'], -6, 'Lunes Santo', 'Holy Monday'],
  [['martes', 'santo'], -5, 'Martes Santo', 'Holy Tuesday'],
  [['miercoles', 'santo'], -4, 'Miércoles Santo', 'Holy Wednesday'],
  [['miercoles', 'de', 'ceniza'], -46, 'Miércoles de Ceniza', 'Ash Wednesday'],
  [['ash', 'wednesday'], -46, 'Miércoles de Ceniza', 'Ash Wednesday'],
  [['jueves', 'santo'], -3, 'Jueves Santo', 'Holy Thursday'],
  [['holy', 'thursday'], -3, 'Jueves Santo', 'Holy Thursday'],
  [['maundy', 'thursday'], -3, 'Jueves Santo', 'Holy Thursday'],
  [['viernes', 'santo'], -2, 'Viernes Santo', 'Good Friday'],
  [['good', 'friday'], -2, 'Viernes Santo', 'Good Friday'],
  [['holy', 'friday'], -2, 'Viernes Santo', 'Good Friday'],
  [['sabado', 'santo'], -1, 'Sábado Santo', 'Holy Saturday'],
  [['sabado', 'de', 'gloria'], -1, 'Sábado Santo', 'Holy Saturday'],
  [['holy', 'saturday'], -1, 'Sábado Santo', 'Holy Saturday'],
  [['domingo', 'de', 'pascua'], 0, 'Domingo de Pascua', 'Easter Sunday'],
  [['domingo', 'de', 'resurreccion'], 0, 'Domingo de Pascua', 'Easter Sunday'],
  [['easter', 'sunday'], 0, 'Domingo de Pascua', 'Easter Sunday'],
  [['easter', 'day'], 0, 'Domingo de Pascua', 'Easter Sunday'],
  [['easter', 'monday'], 1, 'Lunes de Pascua', 'Easter Monday'],
  [['lunes', 'de', 'pascua'], 1, 'Lunes de Pascua', 'Easter Monday'],
];

const HOLY_FIRST = new Set(HOLY_DAYS.map(([words]) => words[0]!));

/** Words before "christmas"/"navidad" that make it a period, not a day ("over christmas", "alrededor de navidad"). */
const VAGUE_BEFORE = new Set([
  'over',
  'during',
  'around',
  'through',
  'throughout',
  'alrededor',
  'cerca',
  'epoca',
  'temporada',
  'vacaciones',
  'festividades',
  'fiestas',
]);
/** Words after "christmas"/"navidad" that make it a period ("christmas holidays", "christmas week"). */
const VAGUE_AFTER = new Set(['holidays', 'holiday', 'break', 'season', 'time', 'week', 'vacation', 'vacations', 'period', 'festivities']);

/**
 * Easter's long weekend has several readings: Holy Thursday or Good Friday to
 * Easter Sunday (and, for "easter" alone, the whole Holy Week) → choices.
 */
function easterChoices(c: Ctx, withHolyWeek: boolean): Body {
  const easter = nextEaster(c.today);
  const options: Opt[] = [];
  if (withHolyWeek) options.push({ checkin: addDays(easter, -7), checkout: easter, nights: 7 });
  options.push({ checkin: addDays(easter, -3), checkout: easter, nights: 3 }, { checkin: addDays(easter, -2), checkout: easter, nights: 2 });
  // A choice, even when only one reading is left (the others passed or lie too far ahead): confirmed, not taken.
  const left = options.filter((o) => o.checkin >= c.today && daysBetween(c.today, o.checkin) <= MAX_DAYS_AHEAD);
  return { k: 'range', options: left, label: c.lang === 'en' ? 'Easter' : 'Semana Santa', inferred: true, ...(left.length < 2 ? { ask: true } : {}) };
}

function holyWeek(c: Ctx, i0: number, i1: number): Match {
  let easter = easterSunday(yearOf(c.today));
  if (easter < c.today) easter = easterSunday(yearOf(c.today) + 1);
  const palm = addDays(easter, -7);
  const checkin = palm < c.today ? c.today : palm;
  return one(
    {
      k: 'range',
      options: [{ checkin, checkout: easter, nights: daysBetween(checkin, easter) }],
      label: c.lang === 'en' ? 'Holy Week' : 'Semana Santa',
      inferred: true,
    },
    i0,
    i1,
  );
}

/** Words leading an arrival time ("around 9pm", "a eso de las 8", "tipo 7 pm", "at 15:00"). */
const TIME_LEAD = new Set([
  'around',
  'about',
  'at',
  'by',
  'approx',
  'approximately',
  'like',
  'a',
  'eso',
  'de',
  'las',
  'la',
  'tipo',
  'como',
  'alrededor',
  'aprox',
  'aproximadamente',
  'sobre',
]);

/**
 * The index after the part of the day and the time said after a day
 * ("mañana en la noche", "friday around 9pm", "el viernes a las 8 pm",
 * "sat night"), from `j`: they go with the day (an arrival time is not a slot
 * of the booking). `j` itself when none follows.
 */
function timeOfDayEnd(c: Ctx, j: number): number {
  let k = j;
  if (/^(por|en|de|in|at)$/.test(w(c, k))) k++;
  if (/^(la|the)$/.test(w(c, k))) k++;
  if (DAY_PARTS.has(w(c, k))) j = k + 1;
  k = j;
  let lead = 0;
  while (lead < 4 && TIME_LEAD.has(w(c, k))) {
    k++;
    lead++;
  }
  const tk = c.toks[k];
  if (!tk) return j;
  // "9pm", "8h", "15:00" (digits glued to a colon are not numbers), "9 pm", "a las 8".
  if (tk.k === 'x' && /^\d{1,2}(am|pm|h|hs|hrs)$/.test(tk.t)) return k + 1;
  if (tk.k === 'x' && /^\d{1,2}$/.test(tk.t) && w(c, k + 1) === ':' && c.toks[k + 2]?.k === 'x') return k + 3;
  if (tk.k === 'n' && !tk.ord && tk.n! <= 24 && /^(am|pm|h|hs|hrs)$/.test(w(c, k + 1))) return k + 2;
  if (tk.k === 'n' && !tk.ord && tk.n! >= 1 && tk.n! <= 12 && w(c, k - 1) === 'las' && w(c, k - 2) === 'a') {
    let e = k + 1;
    if (/^(de|en|in)$/.test(w(c, e)) && /^(la|the)$/.test(w(c, e + 1)) && DAY_PARTS.has(w(c, e + 2))) e += 3;
    return e;
  }
  return j;
}

/** Real words near "pasado" in spelling that are not a typo of it ("paso mañana" = I come by tomorrow). */
const NOT_PASADO = new Set([
  'paso',
  'pasa',
  'pase',
  'pasan',
  'pasar',
  'pasas',
  'pasada',
  'pasados',
  'pasadas',
  'pasamos',
  'pasando',
  'pasare',
  'pagado',
  'parado',
  'pesado',
  'pelado',
  'pegado',
  'pecado',
  'pausado',
  'posado',
  'asado',
  'casado',
  'basado',
  'cansado',
  'lado',
  'nado',
  'pasaje',
  'pasajes',
]);

/**
 * Whether the word at `i` is a typo of "pasado" ("psado", "pasdo", "pasao",
 * "passado"): edit distance ≤ 2 starting with "p", or 1 otherwise, and not a
 * real word ("paso", "pasa", "pagado", a weekday…). Only asked right before "mañana".
 */
function pasadoTypo(c: Ctx, i: number): boolean {
  const t = w(c, i);
  if (c.toks[i]?.k !== 'w' || t.length < 4 || NOT_PASADO.has(t) || WEEKDAYS[t] !== undefined || NUMBER_WORDS[t] !== undefined) return false;
  const d = distance(t, 'pasado');
  return d <= 1 || (d <= 2 && t.startsWith('p'));
}

/** Relative days: today, tomorrow, in N days, next week, weekdays, weekends. */
function matchRelative(c: Ctx, i: number, mod: 'next' | 'this' | undefined): Match {
  const t = w(c, i);
  const t1 = w(c, i + 1);
  const today = c.today;
  const fixed = (date: string, n: number, inferred = false): Match => {
    let j = i + n;
    if (WEEKDAYS[w(c, j)] !== undefined) j++; // "hoy viernes", "mañana sábado"
    return one({ k: 'pt', pt: { p: 'fixed', date, inferred } }, i, timeOfDayEnd(c, j));
  };
  if (t1 === 'manana' && (t === 'pasado' || pasadoTypo(c, i))) return fixed(addDays(today, 2), 2);
  if (t === 'day' && t1 === 'after' && w(c, i + 2) === 'tomorrow') return fixed(addDays(today, 2), 3);
  if (t === 'hoy' || t === 'today' || t === 'tonight') return fixed(today, 1);
  if (t === 'noche' && mod === 'this') return fixed(today, 1);
  if (t === 'tomorrow' || (t === 'manana' && w(c, i - 1) !== 'la' && w(c, i - 1) !== 'this')) return fixed(addDays(today, 1), 1);
  // "en 3 días", "dentro de una semana", "in 2 weeks", "3 days from now".
  let j = i;
  if (t === 'en' || t === 'in' || t === 'within') j = i + 1;
  else if (t === 'dentro' && t1 === 'de') j = i + 2;
  if (j > i) {
    let n = countAt(c, j);
    let k = j + 1;
    // "a couple of weeks" is about two: the day is asked back (see below).
    let couple = false;
    if (n === undefined && (w(c, j) === 'par' || w(c, j) === 'couple')) {
      n = 2;
      k = j + 1;
      couple = true;
    }
    if ((w(c, j) === 'un' || w(c, j) === 'a') && (w(c, j + 1) === 'par' || w(c, j + 1) === 'couple')) {
      n = 2;
      k = j + 2;
      couple = true;
    }
    if (n !== undefined && (w(c, k) === 'de' || w(c, k) === 'of') && n === 2) k++;
    const u = w(c, k);
    // "in a fortnight", "in a couple of weeks": a check-in that far from today, not a stay that long.
    const unit = offsetUnit(u);
    if (n !== undefined && n > 0 && (unit === 14 || (couple && unit === 7))) {
      return one(dayBody([addDays(today, n * unit)], false, couple), i, k + 1);
    }
    if (n !== undefined && n > 0 && /^(dia|dias|day|days)$/.test(u)) {
      if (c.lang === 'es' && (t === 'en' || t === 'dentro') && (n === 8 || n === 15)) {
        // Colombian "en ocho días" is a week, "en quince días" two weeks: ask.
        const a = addDays(today, n - 1);
        const b = addDays(today, n);
        return one({ k: 'range', options: [{ checkin: a }, { checkin: b }], inferred: false }, i, k + 1);
      }
      return one({ k: 'pt', pt: { p: 'fixed', date: addDays(today, n) } }, i, k + 1);
    }
    if (n !== undefined && n > 0 && /^(semana|semanas|week|weeks)$/.test(u)) return one({ k: 'pt', pt: { p: 'fixed', date: addDays(today, 7 * n) } }, i, k + 1);
  }
  {
    const n = countAt(c, i);
    const u = w(c, i + 1);
    if (n !== undefined && n > 0 && w(c, i + 2) === 'from' && (w(c, i + 3) === 'now' || w(c, i + 3) === 'today')) {
      if (/^(day|days)$/.test(u)) return one({ k: 'pt', pt: { p: 'fixed', date: addDays(today, n) } }, i, i + 4);
      if (/^(week|weeks)$/.test(u)) return one({ k: 'pt', pt: { p: 'fixed', date: addDays(today, 7 * n) } }, i, i + 4);
    }
  }
  // A week is not a day: "la próxima semana" / "next week" → its seven days as choices; "esta semana" → today to Sunday.
  const weekDays = (from: string, to: string): Body => {
    const options: Opt[] = [];
    for (let d = from; d <= to; d = addDays(d, 1)) options.push({ checkin: d });
    return { k: 'range', options, inferred: true, week: true };
  };
  const nextWeek = () => {
    const monday = nextWeekday(1, today);
    return weekDays(monday, addDays(monday, 6));
  };
  if ((t === 'semana' || t === 'week') && mod === 'next') return one(nextWeek(), i, i + 1);
  if (t === 'semana' && ((t1 === 'que' && w(c, i + 2) === 'viene') || t1 === 'entrante' || t1 === 'proxima' || t1 === 'siguiente'))
    return one(nextWeek(), i, i + (t1 === 'que' ? 3 : 2));
  if ((t === 'semana' || t === 'week') && mod === 'this') return one(weekDays(today, addDays(mondayOf(today), 6)), i, i + 1);
  // A month without a day: "el mes que viene", "next month", "este mes" → which day is asked.
  const monthBody = (offset: number): Body => {
    const m0 = monthOf(today) - 1 + offset;
    return { k: 'month', m: (m0 % 12) + 1, y: yearOf(today) + Math.floor(m0 / 12) };
  };
  if ((t === 'mes' || t === 'month') && (mod === 'next' || mod === 'this')) return one(monthBody(mod === 'next' ? 1 : 0), i, i + 1);
  if (t === 'mes' && ((t1 === 'que' && w(c, i + 2) === 'viene') || t1 === 'entrante' || t1 === 'proximo' || t1 === 'siguiente'))
    return one(monthBody(1), i, i + (t1 === 'que' ? 3 : 2));
  // Weekends.
  const wkWords = t === 'finde' ? 1 : t === 'weekend' ? 1 : t === 'fin' && t1 === 'de' && w(c, i + 2) === 'semana' ? 3 : t === 'week' && t1 === 'end' ? 2 : 0;
  if (wkWords && w(c, i + wkWords) !== 'largo') {
    let end = i + wkWords;
    let m = mod;
    const a = w(c, end);
    if (a === 'que' && w(c, end + 1) === 'viene') {
      m = 'next';
      end += 2;
    } else if (a === 'proximo' || a === 'siguiente' || a === 'entrante') {
      m = 'next';
      end += 1;
    }
    const prev = w(c, i - 1);
    if (!mod && (prev === 'un' || prev === 'a' || prev === 'one' || prev === 'uno'))
      return one({ k: 'dur', nights: 2, label: c.lang === 'en' ? 'weekend' : 'fin de semana' }, i - 1, end);
    // "el primer fin de semana de diciembre", "a weekend in march": which weekend is asked (the month stays), 2 nights.
    const ofMonth = /^(de|del|en|in|of)$/.test(w(c, end)) && monthAt(c, end + 1, true) !== undefined;
    if (ORDINAL_WEEK_WORDS.has(prev) || ofMonth)
      return one({ k: 'dur', nights: 2, label: c.lang === 'en' ? 'weekend' : 'fin de semana' }, ORDINAL_WEEK_WORDS.has(prev) ? i - 1 : i, end);
    // "algún fin de semana", "any weekend": the coming four weekends to choose from.
    const q = quantifierStart(c, i);
    if (q >= 0 && !m) {
      const first = weekdayOf(today) === 5 ? today : nextWeekday(5, today);
      const options = [0, 7, 14, 21].map((n) => ({ checkin: addDays(first, n), checkout: addDays(first, n + 2), nights: 2 }));
      return one({ k: 'range', options, label: c.lang === 'en' ? 'weekend' : 'fin de semana', inferred: true, ask: true }, q, end);
    }
    // At the nights question, "hasta el fin de semana": the departure is the first Sunday after the check-in.
    if (c.stay && m !== 'next') return one({ k: 'pt', pt: { p: 'fixed', date: nextWeekday(0, c.stay), inferred: true } }, i, end);
    return one(weekend(c, m), i, end);
  }
  // Weekdays.
  const wd = weekdayAt(c, i);
  if (wd !== undefined) {
    let end = i + 1;
    let date: string | undefined;
    let m = mod;
    if (t1 === 'que' && w(c, i + 2) === 'viene') {
      m = 'next';
      end = i + 3;
    } else if (t1 === 'proximo' || t1 === 'entrante' || t1 === 'siguiente') {
      m = 'next';
      end = i + 2;
    } else if (
      t1 === 'de' &&
      w(c, i + 2) === 'la' &&
      (w(c, i + 3) === 'proxima' || w(c, i + 3) === 'otra' || w(c, i + 3) === 'siguiente') &&
      w(c, i + 4) === 'semana'
    ) {
      // "de la otra semana" is the same weekday after the coming one ("el jueves de la otra semana" said on a
      // Sunday: not this Thursday, the one after); "de la próxima semana" the weekday of next calendar week.
      date = w(c, i + 3) === 'otra' ? addDays(nextWeekday(wd, today), 7) : addDays(nextWeekday(1, today), (wd + 6) % 7);
      end = i + 5;
    } else if (t1 === 'next' && w(c, i + 2) === 'week') {
      date = addDays(nextWeekday(1, today), (wd + 6) % 7);
      end = i + 3;
    }
    if (date) return one({ k: 'pt', pt: { p: 'fixed', date, inferred: true } }, i, end);
    // "el viernes 15", "viernes 15 de diciembre", "Friday the 4th": the date decides, the weekday checks it.
    // "Saturday, December 12", "viernes, 15 de enero": a comma between the weekday and its date.
    const comma = c.toks[end]?.k === 'p' && c.toks[end]?.t === ',';
    const at = comma && (c.toks[end + 1]?.k === 'n' || monthAt(c, end + 1, false) !== undefined || w(c, end + 1) === 'the') ? end + 1 : end;
    const after = matchAbsolute(c, w(c, at) === 'the' && c.toks[at + 1]?.k === 'n' ? at + 1 : at, true);
    if (after && after.items.length === 1 && after.items[0]!.k === 'pt') {
      const it = after.items[0]!;
      return { items: [{ ...it, wdCheck: wd, i0: i }] };
    }
    // English "next Friday": the coming one for some, the one of next week for others → asked (Spanish "el
    // próximo viernes" is the coming one).
    if (mod === 'next' && w(c, i - 1) === 'next') {
      const first = nextWeekday(wd, today);
      return one({ k: 'range', options: [{ checkin: first }, { checkin: addDays(first, 7) }], inferred: true }, i, timeOfDayEnd(c, end));
    }
    const otro = w(c, i - 1) === 'otro' && w(c, i - 2) === 'el';
    if ((m === 'this' && weekdayOf(today) === wd) || otro) {
      // "este viernes" said on a Friday: today or in a week. Colombian "el otro viernes": the coming one or the one after.
      if (otro) {
        const first = nextWeekday(wd, today);
        return one({ k: 'range', options: [{ checkin: first }, { checkin: addDays(first, 7) }], inferred: true }, i, end);
      }
      return one({ k: 'range', options: [{ checkin: today }, { checkin: addDays(today, 7) }], inferred: true, anchor: today, repeat: 'day' }, i, end);
    }
    return one({ k: 'pt', pt: { p: 'wd', wd } }, i, timeOfDayEnd(c, end));
  }
  return undefined;
}

/**
 * The weekend: check-in Friday, check-out Sunday (2 nights).
 * - "el fin de semana" / "this weekend": Monday–Thursday the coming one; on a
 *   Friday this one (arriving today); on a Saturday ask (tonight to Sunday, or
 *   the next weekend); on a Sunday the next one.
 * - "el próximo fin de semana" / "next weekend": always asked back, never
 *   guessed: Monday–Thursday the coming one or the one after; on a Friday this
 *   one (arriving today) or the next; Saturday–Sunday (this one nearly gone)
 *   the coming Friday or the one after.
 */
function weekend(c: Ctx, mod: 'next' | 'this' | undefined): Body {
  const today = c.today;
  const dow = weekdayOf(today);
  const label = c.lang === 'en' ? 'weekend' : 'fin de semana';
  const fri = (d: string) => ({ checkin: d, checkout: addDays(d, 2), nights: 2 });
  const coming = dow === 5 ? today : nextWeekday(5, today);
  if (mod === 'next') return { k: 'range', options: [fri(coming), fri(addDays(coming, 7))], label, inferred: true };
  const weekly = { repeat: 'weekend' as const };
  if (dow === 5) return { k: 'range', options: [fri(today), fri(nextWeekday(5, today))], label, inferred: true, anchor: today, ...weekly };
  if (dow === 6) {
    const options = [{ checkin: today, checkout: addDays(today, 1), nights: 1 }, fri(nextWeekday(5, today))];
    return { k: 'range', options, label, inferred: true, anchor: addDays(today, -1), ...weekly };
  }
  return { k: 'range', options: [fri(coming)], label, inferred: true, anchor: coming, ...weekly };
}

/** Words for an unsaid small number ("unos días", "a few nights", "some nights"). */
const FEW_WORDS = new Set(['unos', 'unas', 'algunos', 'algunas', 'pocos', 'pocas', 'varios', 'varias', 'some', 'few', 'several']);
/** The nights offered when the guest said "a few" ("unos días", "a few nights"). */
const FEW_NIGHTS: readonly number[] = [2, 3, 4];

/** Durations: nights, days, weeks, a month. */
function matchDuration(c: Ctx, i: number): Match {
  const t = w(c, i);
  const tk = c.toks[i];
  // "a fortnight", "una quincena" is not read (also a pay period; 14 or 15 nights).
  if (t === 'fortnight') return one({ k: 'dur', nights: 14 }, /^(a|one)$/.test(w(c, i - 1)) ? i - 1 : i, i + 1);
  // "unos días nomás", "a few nights", "unas noches", "some nights", "varios días": how many is asked, never guessed.
  {
    let k = i;
    if (t === 'a' && w(c, i + 1) === 'few') k = i + 2;
    else if (FEW_WORDS.has(t)) k = i + 1;
    if (k > i && /^(pocos|pocas|cuantos|cuantas|more|mas)$/.test(w(c, k))) k++;
    const unit = w(c, k);
    const lead = t === 'few' && w(c, i - 1) === 'a' ? i - 1 : i;
    const p1 = w(c, lead - 1);
    const inFuture = /^(en|in|within|hace)$/.test(p1) || (p1 === 'de' && w(c, lead - 2) === 'dentro');
    if (
      k > i &&
      /^(noche|noches|night|nights|nites|dia|dias|day|days)$/.test(unit) &&
      !inFuture &&
      !/^(antes|despues|before|after|ago|later|atras|from)$/.test(w(c, k + 1))
    ) {
      let e = k + 1;
      if (w(c, e) === 'nomas') e++;
      else if ((w(c, e) === 'no' || w(c, e) === 'nada') && w(c, e + 1) === 'mas') e += 2;
      return one({ k: 'dur', amb: [...FEW_NIGHTS] }, i, e);
    }
  }
  // "noches: 6", "nights: 3" (a form-like answer).
  if (/^(noches|nights)$/.test(t) && (w(c, i + 1) === ':' || w(c, i + 1) === '=')) {
    const n = countAt(c, i + 2);
    if (n !== undefined && n >= 1 && c.toks[i + 2]!.k === 'n' && !UNIT_WORDS.has(w(c, i + 3)))
      return one(n > MAX_NIGHTS ? { k: 'dur', tooLong: n } : { k: 'dur', nights: n }, i, i + 3);
  }
  // Two values: "2 o 3 noches", "entre 4 y 5 noches", "3-4 nights", "1 o 2 semanas" → ask which.
  {
    let a: number | undefined;
    let b: number | undefined;
    let u = i;
    if (tk && tk.k === 'pair' && tk.y === undefined && (tk.sep === '-' || tk.sep === '/')) {
      a = tk.a;
      b = tk.b;
      u = i + 1;
    } else {
      a = countAt(c, i);
      const j = w(c, i + 1);
      if (a !== undefined && /^(o|u|or|y|and|a|to|-|\/)$/.test(j)) {
        b = countAt(c, i + 2);
        u = i + 3;
      }
    }
    const unit = w(c, u);
    let per = /^(noche|noches|night|nights)$/.test(unit) ? 1 : /^(semana|semanas|week|weeks)$/.test(unit) ? 7 : 0;
    // At the nights question the unit goes without saying ("unas 4 o 5", "three or four").
    const bare = !per && c.nightsQuestion === true && c.toks[u] === undefined;
    if (bare) per = 1;
    if (a !== undefined && b !== undefined && per && a >= 1 && b > a) {
      const opts = [a * per, b * per];
      const end = bare ? u : u + 1;
      if (opts[0]! > MAX_NIGHTS) return one({ k: 'dur', tooLong: opts[0]! }, i, end);
      return one({ k: 'dur', amb: opts.filter((x) => x <= MAX_NIGHTS) }, i, end);
    }
  }
  let n = countAt(c, i);
  let k = i + 1;
  if ((t === 'un' || t === 'a') && (w(c, i + 1) === 'par' || w(c, i + 1) === 'couple')) {
    n = 2;
    k = i + 2;
  } else if (t === 'par' || t === 'couple') n = 2;
  if (n === undefined) return undefined;
  if (n === 2 && (w(c, k) === 'de' || w(c, k) === 'of') && (t === 'par' || t === 'couple' || w(c, k - 1) === 'par' || w(c, k - 1) === 'couple')) k++;
  // "una sola noche", "un solo día", "a single night", "una única noche".
  if (n === 1 && /^(sola|solo|single|unica|unico|only)$/.test(w(c, k)) && /^(noche|night|nite|dia|day|semana|week)$/.test(w(c, k + 1))) k++;
  const u = w(c, k);
  // A baby's age ("un bebé de 8 días", "2 weeks old") is not a stay.
  const before = w(c, i - 1) === 'de' ? [w(c, i - 2), w(c, i - 3)] : [];
  const ageLike = before.some((x) => BABY_WORDS.has(x)) || w(c, k + 1) === 'old' || (w(c, k + 1) === 'de' && /^(nacid[oa]|edad)$/.test(w(c, k + 2)));
  if (/^(noche|noches|night|nights|nite|nites)$/.test(u)) {
    if (n === 0) return undefined;
    if (n > MAX_NIGHTS) return one({ k: 'dur', tooLong: n }, i, k + 1);
    return one({ k: 'dur', nights: n }, i, k + 1);
  }
  if (/^(dia|dias|day|days)$/.test(u)) {
    if (ageLike || n === 0) return one({ k: 'skip' }, i, k + 1);
    // "un día de estos", "one of these days": vague, no date and no length.
    if (w(c, k + 1) === 'de' && /^(estos|estas)$/.test(w(c, k + 2))) return one({ k: 'skip' }, i, k + 3);
    // "4 días y 3 noches", "4 días 3 noches": the nights decide.
    let j = k + 1;
    if (w(c, j) === 'y' || w(c, j) === 'and' || w(c, j) === ',' || w(c, j) === '/') j++;
    const m = countAt(c, j);
    if (m !== undefined && /^(noche|noches|night|nights)$/.test(w(c, j + 1))) {
      if (m > MAX_NIGHTS) return one({ k: 'dur', tooLong: m }, i, j + 2);
      return one({ k: 'dur', nights: m }, i, j + 2);
    }
    if (n - 1 > MAX_NIGHTS) return one({ k: 'dur', tooLong: n - 1 }, i, k + 1);
    if (n === 1) return one({ k: 'dur', nights: 1 }, i, k + 1);
    return one({ k: 'dur', amb: n > MAX_NIGHTS ? [n - 1] : [n - 1, n], days: n }, i, k + 1);
  }
  if (/^(semana|semanas|week|weeks)$/.test(u)) {
    if (ageLike || n === 0) return one({ k: 'skip' }, i, k + 1);
    // Arithmetic on weeks: "una semana y media" / "a week and a half" (10 or 11 nights → ask), "2 weeks minus a
    // day" / "dos semanas menos un día" (13), "one week and two days" / "una semana y 3 días" (9, 10).
    const j = k + 1;
    const half = (w(c, j) === 'y' && w(c, j + 1) === 'media') || (w(c, j) === 'and' && w(c, j + 1) === 'a' && w(c, j + 2) === 'half');
    if (half) {
      const a = 7 * n + 3;
      return one(a > MAX_NIGHTS ? { k: 'dur', tooLong: a } : { k: 'dur', amb: [a, a + 1].filter((x) => x <= MAX_NIGHTS) }, i, j + (w(c, j) === 'y' ? 2 : 3));
    }
    const sign = /^(minus|less|menos)$/.test(w(c, j)) ? -1 : /^(and|y|plus|mas)$/.test(w(c, j)) ? 1 : 0;
    const m = sign ? countAt(c, j + 1) : undefined;
    if (m !== undefined && m > 0 && /^(dia|dias|day|days)$/.test(w(c, j + 2))) {
      const nights = 7 * n + sign * m;
      if (nights >= 1) return one(nights > MAX_NIGHTS ? { k: 'dur', tooLong: nights } : { k: 'dur', nights }, i, j + 3);
    }
    const nights = 7 * n;
    return one(nights > MAX_NIGHTS ? { k: 'dur', tooLong: nights } : { k: 'dur', nights }, i, k + 1);
  }
  if (/^(mes|meses|month|months)$/.test(u)) {
    if (ageLike || n === 0) return one({ k: 'skip' }, i, k + 1);
    const p = w(c, i - 1);
    // "8 meses" alone is a baby's age: a month-long stay only as "un mes" or "por/durante/for N meses".
    if (n === 1 || p === 'por' || p === 'durante' || p === 'for' || p === 'during') return one({ k: 'dur', tooLong: 31 * n }, i, k + 1);
  }
  return undefined;
}

/** Absolute dates: ISO, numeric, day and month words (with a year only when attached), and a day without a month. */
function matchAbsolute(c: Ctx, i: number, afterWeekday = false): Match {
  const tk = c.toks[i];
  if (!tk) return undefined;
  if ((tk.k === 'iso' || tk.k === 'pair') && oldYear(c, tk.y, i)) return one({ k: 'skip', old: true }, i, i + 1);
  if (tk.k === 'iso') return one({ k: 'pt', pt: { p: 'abs', y: tk.y!, m: tk.b!, d: tk.a! } }, i, i + 1);
  if (tk.k === 'pair') {
    // "4-5 people", "somos 4-5": a count, not a date.
    if (tk.y === undefined && peopleCount(c, i)) return undefined;
    const a = tk.a!;
    const b = tk.b!;
    if (tk.sep === '-' && tk.y === undefined) {
      const m = monthAt(c, i + 1, true) ?? (w(c, i + 1) === 'de' || w(c, i + 1) === 'of' ? monthAt(c, i + 2, true) : undefined);
      if (m !== undefined && a >= 1 && b <= 31 && a <= 31) {
        // "15-18 dic": a range of days in that month.
        const mEnd = monthAt(c, i + 1, true) !== undefined ? i + 2 : i + 3;
        const y = yearAfter(c, mEnd);
        return {
          items: [
            { k: 'pt', pt: { p: 'day', d: a }, i0: i, i1: i },
            { k: 'pt', pt: { p: 'abs', d: b, m, ...(y ? { y: y.y } : {}) }, i0: i, i1: y ? y.end : mEnd },
          ],
        };
      }
      if (b > 12 && a < b && b <= 31) {
        return {
          items: [
            { k: 'pt', pt: { p: 'day', d: a }, i0: i, i1: i },
            { k: 'pt', pt: { p: 'day', d: b }, i0: i, i1: i + 1 },
          ],
        };
      }
    }
    // At the phone and email questions "12-05" may be part of a number: only a full date is read.
    if (c.strict && tk.y === undefined) return undefined;
    if (a < 1 || b < 1 || a > 31 || b > 31 || (a > 12 && b > 12)) return one({ k: 'pt', pt: { p: 'abs', d: 32, m: 1, y: 2000 } }, i, i + 1);
    if (tk.dm) return one({ k: 'pt', pt: { p: 'abs', d: a, m: b, ...(tk.y !== undefined ? { y: tk.y } : {}) } }, i, i + 1);
    return one({ k: 'pt', pt: { p: 'num', a, b, ...(tk.y !== undefined ? { y: tk.y } : {}) } }, i, i + 1);
  }
  // D [de|of] [the] MONTH [[de|del|,|of] YYYY]
  const d = dayAt(c, i, true);
  if (d !== undefined) {
    let j = i + 1;
    if (w(c, j) === 'de' || w(c, j) === 'of' || gluedSep(c, j)) j++;
    const m = monthAt(c, j, true);
    if (m !== undefined && (j > i + 1 || c.toks[i]!.k === 'n' || ORDINAL_WORDS[c.toks[i]!.t] !== undefined)) {
      const y = yearAfter(c, j + 1);
      if (oldYear(c, y?.y, i)) return one({ k: 'skip', old: true }, i, y!.end);
      return one({ k: 'pt', pt: { p: 'abs', d, m, ...(y ? { y: y.y } : {}) } }, i, y ? y.end : j + 1);
    }
  }
  // MONTH [the] D [,] [YYYY]
  const mo = monthAt(c, i, true);
  const nt = c.toks[i + 1];
  if (mo !== undefined && nt && nt.k === 'pair' && nt.sep === '-' && nt.y === undefined && nt.a! >= 1 && nt.a! <= 31 && nt.b! >= 1 && nt.b! <= 31) {
    // "Dec 15-18", "diciembre 15-18".
    const y = yearAfter(c, i + 2);
    return {
      items: [
        { k: 'pt', pt: { p: 'abs', d: nt.a!, m: mo, ...(y ? { y: y.y } : {}) }, i0: i, i1: i + 2 },
        { k: 'pt', pt: { p: 'day', d: nt.b! }, i0: i + 2, i1: y ? y.end : i + 2 },
      ],
    };
  }
  if (mo !== undefined) {
    let j = i + 1;
    if (w(c, j) === 'the' || gluedSep(c, j)) j++;
    const dd = dayAt(c, j, false) ?? (ORDINAL_WORDS[w(c, j)] !== undefined ? ORDINAL_WORDS[w(c, j)] : undefined);
    if (dd !== undefined && !(c.toks[j]?.t === ',')) {
      const y = yearAfter(c, j + 1);
      if (oldYear(c, y?.y, i)) return one({ k: 'skip', old: true }, i, y!.end);
      return one({ k: 'pt', pt: { p: 'abs', d: dd, m: mo, ...(y ? { y: y.y } : {}) } }, i, y ? y.end : j + 1);
    }
  }
  // A day without a month: "el 15", "the 15th", "15 al 18", or after a weekday ("el viernes 15").
  const dayOnly = dayAt(c, i, true);
  if (dayOnly !== undefined) {
    const prev = w(c, i - 1);
    const next = w(c, i + 1);
    const isDigit = tk.k === 'n';
    const ordinal = tk.ord === true || ORDINAL_WORDS[tk.t] !== undefined;
    // "15 al 18" joins two days; "4 y 7" does not ("niños de 4 y 7"): "y" only after "entre" / "el".
    const connectsNext =
      (next === 'al' || next === 'a' || next === 'to' || next === 'hasta' || next === '-' || next === 'until') &&
      (c.toks[i + 2]?.k === 'n' || (w(c, i + 2) === 'el' && c.toks[i + 3]?.k === 'n'));
    const entre = [w(c, i - 2), w(c, i - 3), w(c, i - 4)].some((x) => x === 'entre' || x === 'between');
    const dayPrev =
      /^(el|del|al|pal|the|dia|desde|hasta|from|until|till|entre|between|on)$/.test(prev) ||
      (prev === 'day' && w(c, i - 2) === 'the') ||
      ((prev === 'y' || prev === 'and') && entre) ||
      (prev === '-' && c.toks[i - 2]?.k === 'n') ||
      ((prev === 'a' || prev === 'to') && c.toks[i - 2]?.k === 'n') ||
      (/^(o|or|u)$/.test(prev) && c.toks[i - 2]?.k === 'n' && (/^(el|the|del|pal|on)$/.test(w(c, i - 3)) || monthAt(c, i - 3, true) !== undefined));
    // An ordinal word ("first", "primero") is a day only after "the"/"el" and not before a noun ("first name", "el primero que…").
    if (!isDigit && ORDINAL_WORDS[tk.t] !== undefined && !afterWeekday) {
      if (!/^(el|the|del|al|on|pal)$/.test(prev)) return undefined;
      const nx = c.toks[i + 1];
      if (nx && nx.k === 'w' && !isLittle(nx) && WEEKDAYS[nx.t] === undefined) return undefined;
    }
    // A cardinal word alone is a pronoun or a count ("not the one above", "the two of us", "el uno y el otro"):
    // a day without a month only as a Spanish word after a date word, and "uno" only starting a range of days
    // ("del uno al cinco") or after an arrival word ("llego el uno").
    if (!isDigit && !ordinal && !afterWeekday) {
      if (EN_CARDINALS.has(tk.t)) return undefined;
      if (/^(uno|un|una)$/.test(tk.t) && !connectsWordRange(c, i) && !arrivalBefore(c, i)) return undefined;
    }
    // Not after a date word ("el", "del", "to"…): a number among ages or counts is not a day.
    if (!afterWeekday && !dayPrev && agesAround(c, i)) return undefined;
    // "entre 4 y 5 personas", "just the two of us": numbers said of people are never days, whatever the word before.
    if (!afterWeekday && peopleCount(c, i)) return undefined;
    if (c.strict && !afterWeekday && !/^(el|del|al|the|desde|hasta|from|until|till|on)$/.test(prev)) return undefined;
    if (afterWeekday || ordinal || dayPrev || (isDigit && connectsNext)) {
      if (!isDigit && !ordinal && !dayPrev && !afterWeekday) return undefined;
      // The end of a range followed by a year: the year is the range's ("march 10 to 12, 2024").
      const y = /^(al|a|to|hasta|until|till|through|thru|-|y|and)$/.test(prev) ? yearAfter(c, i + 1) : undefined;
      if (y) return one({ k: 'pt', pt: { p: 'day', d: dayOnly, y: y.y } }, i, y.end);
      return one({ k: 'pt', pt: { p: 'day', d: dayOnly } }, i, i + 1);
    }
  }
  return undefined;
}

/** English cardinal words: never a day without a month ("the one", "the two of us"; a day is "the first", "the 2nd"). */
const EN_CARDINALS = new Set(
  Object.keys(NUMBER_WORDS).filter((k) =>
    /^(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty)/.test(k),
  ),
);

/** Whether the day word at `i` starts a range of days ("del uno al cinco", "uno a 5"). */
function connectsWordRange(c: Ctx, i: number): boolean {
  if (!/^(al|a|hasta|-)$/.test(w(c, i + 1))) return false;
  let k = i + 2;
  if (w(c, k) === 'el') k++;
  return c.toks[k]?.k === 'n' || NUMBER_WORDS[w(c, k)] !== undefined;
}

/** Whether an arrival or departure word comes just before the day at `i` ("llego el uno", "salida: el 2"). */
function arrivalBefore(c: Ctx, i: number): boolean {
  for (let k = i - 1; k >= Math.max(0, i - 3); k--) {
    const t = w(c, k);
    if (CHECKIN_WORDS.has(t) || CHECKOUT_WORDS.has(t)) return true;
    if (!/^(el|del|:|,|the|on)$/.test(t)) return false;
  }
  return false;
}

/** Words of people: numbers next to them are counts or ages, not days of the month. */
const PEOPLE_WORDS = new Set([
  ...[...UNIT_WORDS].filter((x) => !/^(noche|noches|night|nights|dia|dias|day|days|semana|semanas|week|weeks|mes|meses|month|months)$/.test(x)),
  'edad',
  'edades',
  'age',
  'ages',
  'aged',
  'old',
  'anitos',
  'anito',
  'esposo',
  'esposa',
  'pareja',
  'familia',
  'family',
  'nietos',
  'nietas',
  'nieto',
  'nieta',
  'sobrinos',
  'sobrino',
  'sobrina',
  'sobrinas',
  'hijitos',
  'hijito',
  'ninitos',
  'ninito',
  'sons',
  'daughters',
  'son',
  'daughter',
  'toddler',
  'toddlers',
  'teen',
  'teens',
  'teenager',
  'teenagers',
  'boy',
  'boys',
  'girl',
  'girls',
  'grandes',
  'chiquitos',
  'pequenos',
  'pequenas',
  'peques',
  'nenes',
  'nenas',
  'adolescente',
  'adolescentes',
  'twins',
  'gemelos',
  'gemelas',
]);
/** Words that join the numbers of a list ("de 4 y 7", "2, 5 y 9", "de 4 a 7 años"). */
const LIST_JOINERS = new Set([',', 'y', 'and', 'o', 'or', 'a', 'al', 'to', '-', '&']);
/** Little words between a people word and the numbers of its ages ("niños de 6 y 9", "kids ages 5 and 8"). */
const AGE_LINKS = new Set(['de', 'of', 'con', 'with', 'los', 'las', 'mis', 'my', 'sus', 'nuestros', 'our', 'aged', ':', '(']);

/**
 * Whether the bare number at `i` is a count or an age: inside parentheses
 * ("3 niños (2, 5 y 9)"), or in a list of numbers next to a people word
 * ("niños de 4 y 7", "2 y 1 niño", "hijos de 10 y 12 años").
 */
function agesAround(c: Ctx, i: number): boolean {
  const toks = c.toks;
  // Inside parentheses.
  for (let k = i - 1; k >= 0; k--) {
    if (toks[k]!.t === ')') break;
    if (toks[k]!.t === '(') return true;
  }
  let a = i;
  let b = i;
  const isNum = (k: number) => toks[k]?.k === 'n';
  while (a - 2 >= 0 && LIST_JOINERS.has(w(c, a - 1)) && isNum(a - 2)) a -= 2;
  while (LIST_JOINERS.has(w(c, b + 1)) && isNum(b + 2)) b += 2;
  let k = a - 1;
  while (k >= 0 && AGE_LINKS.has(w(c, k))) k--;
  if (k >= 0 && PEOPLE_WORDS.has(w(c, k))) return true;
  return PEOPLE_WORDS.has(w(c, b + 1));
}

/** Words before a number that make it the size of the party ("somos 4", "we are 4-5", "grupo de 5"). */
const PARTY_BEFORE = new Set(['somos', 'seremos', 'seriamos', 'eramos', 'vamos', "we're", 'were', 'are', 'grupo', 'group', 'party', 'total']);

/**
 * Whether the number (or "a-b" pair) at `i` counts people: followed, alone or
 * in a list joined by "y"/"o"/"a"/"-" ("4 y 5", "4 o 5", "4-5"), by a people
 * word ("personas", "people", "adultos", "pax"…) or by "of us" / "de
 * nosotros"; or said as the party's size ("somos 4", "we are 4-5", "party
 * of 5"; not after "vamos" when a date word follows: "vamos el 15").
 */
function peopleCount(c: Ctx, i: number): boolean {
  const toks = c.toks;
  const isNum = (k: number) => toks[k]?.k === 'n' || (toks[k]?.k === 'w' && NUMBER_WORDS[toks[k]!.t] !== undefined);
  let b = i;
  while (/^(y|and|o|or|u|a|al|to|-|&)$/.test(w(c, b + 1)) && isNum(b + 2)) b += 2;
  const nx = w(c, b + 1);
  if (PEOPLE_WORDS.has(nx) || ((nx === 'of' || nx === 'de') && /^(us|nosotros|nosotras)$/.test(w(c, b + 2)))) return true;
  let k = i - 1;
  if (/^(entre|between|like|como|unos|unas|about|around|de|of)$/.test(w(c, k))) k--;
  const p = w(c, k);
  if (p === 'vamos') return false;
  return PARTY_BEFORE.has(p) && (p !== 'are' || w(c, k - 1) === 'we') && (p !== 'were' || w(c, k - 1) === 'we');
}

/** Whether the token at `j` is a "-", "/" or "." glued on both sides ("18-dic", "18/dic/2026", "dic-18"). */
function gluedSep(c: Ctx, j: number): boolean {
  const x = c.toks[j];
  return x !== undefined && x.k === 'p' && /^[-/.]$/.test(x.t) && c.toks[j - 1]?.e === x.s && c.toks[j + 1]?.s === x.e;
}

/**
 * A year said in words after a date, from token `j`: "del año pasado", "el año
 * pasado", "last year" → last year; "del próximo año", "del año que viene",
 * "del otro año", "next year" → next year; "de este año", "this year" → this
 * year. Returns the year and the token past the phrase, or undefined.
 */
function yearInWords(c: Ctx, j: number): { y: number; end: number } | undefined {
  let k = j;
  if (w(c, k) === ',') k++;
  if (/^(de|del|el|of|in|for)$/.test(w(c, k))) k++;
  if (w(c, k - 1) === 'de' && w(c, k) === 'el') k++;
  const y = yearOf(c.today);
  const a = w(c, k);
  const b = w(c, k + 1);
  const isYear = (x: string) => x === 'ano' || x === 'year';
  if (isYear(a)) {
    if (/^(pasado|anterior)$/.test(b)) return { y: y - 1, end: k + 2 };
    if (/^(proximo|siguiente|entrante)$/.test(b)) return { y: y + 1, end: k + 2 };
    if (b === 'que' && w(c, k + 2) === 'viene') return { y: y + 1, end: k + 3 };
    return undefined;
  }
  if (isYear(b)) {
    if (/^(last|previous)$/.test(a)) return { y: y - 1, end: k + 2 };
    if (/^(next|proximo|siguiente|otro|entrante|coming)$/.test(a)) return { y: y + 1, end: k + 2 };
    if (/^(this|este)$/.test(a)) return { y, end: k + 2 };
  }
  if (a === 'the' && /^(next|last|following|previous)$/.test(b) && isYear(w(c, k + 2))) return { y: /^(last|previous)$/.test(b) ? y - 1 : y + 1, end: k + 3 };
  return undefined;
}

function yearAfter(c: Ctx, j: number): { y: number; end: number } | undefined {
  const said = yearInWords(c, j);
  if (said) return said;
  let k = j;
  if (w(c, k) === ',' || gluedSep(c, k)) k++;
  if (w(c, k) === 'de' || w(c, k) === 'del' || w(c, k) === 'of' || w(c, k) === 'in') k++;
  if (w(c, k) === 'the' && w(c, k + 1) === 'year') k++;
  if (w(c, k) === 'ano' || w(c, k) === 'year') k++;
  const y = yearAt(c, k);
  return y === undefined ? undefined : { y, end: k + 1 };
}

/** A month without a day: "en diciembre", "in january", "diciembre de 2026". */
function matchMonth(c: Ctx, i: number): Match {
  const m = monthAt(c, i, false) ?? (/^(en|in|para|for|de|del)$/.test(w(c, i - 1)) ? monthAt(c, i, true) : undefined);
  if (m === undefined) return undefined;
  if (m === 5 && w(c, i) === 'may') return undefined;
  const y = yearAfter(c, i + 1);
  return one({ k: 'month', m, ...(y ? { y: y.y } : {}) }, i, y ? y.end : i + 1);
}

/**
 * The phrase starting at token `i`. `ops`: also the operators on a phrase (offsets, exclusions); their own
 * anchor is read without them, so one phrase is never re-read through a chain ("no no no…" stays linear).
 */
function matchAt(c: Ctx, i: number, ops = true): Match {
  const t = w(c, i);
  const off = ops ? (matchOffset(c, i) ?? matchExclusion(c, i)) : undefined;
  if (off) return off;
  let mod: 'next' | 'this' | undefined;
  let start = i;
  if (NEXT_WORDS.has(t) && t !== 'otro' && t !== 'otra') mod = 'next';
  else if ((t === 'otro' || t === 'otra') && /^(el|la)$/.test(w(c, i - 1))) mod = 'next';
  else if (THIS_WORDS.has(t)) mod = 'this';
  if (mod) {
    const r = matchNamed(c, i + 1, mod) ?? matchRelative(c, i + 1, mod) ?? matchMonthMod(c, i + 1, mod);
    if (r) {
      r.items[0]!.i0 = start;
      return r;
    }
    start = i;
  }
  return matchPast(c, i) ?? matchNamed(c, i, undefined) ?? matchRelative(c, i, undefined) ?? matchDuration(c, i) ?? matchAbsolute(c, i) ?? matchMonth(c, i);
}

/** "el próximo diciembre", "this december". */
function matchMonthMod(c: Ctx, i: number, _mod: 'next' | 'this'): Match {
  const m = monthAt(c, i, true);
  return m === undefined ? undefined : one({ k: 'month', m }, i, i + 1);
}

// ------------------------------------------------------------------ offsets and "the one after"
//
// Operators applied to an anchor phrase (a day the rest of the grammar reads: "hoy", "tomorrow", a weekday, a
// named day, a date), never string cases:
// - offset: COUNT UNIT OP ANCHOR, UNIT days | weeks | fortnights, OP "from", "after"/"después de"/"luego de"
//   (+), "before"/"antes de" (−), "a partir de"; "el día después de", "the day before" (±1 day); British
//   "Monday week", "Friday fortnight", "a week on Saturday" (that weekday + 7 / + 14).
// - duration vs offset: after "for"/"por"/"durante" the count is a stay ("for a week from tomorrow" = 7
//   nights from tomorrow); "a partir de" and English "from" are an offset only from a day counted from now
//   ("dos semanas a partir de hoy"); from a calendar date they start the stay ("dos semanas a partir del 5 de
//   enero" = 14 nights from the 5th; English "from" also offsets from a weekday or a named day).
// - the one after: "no este viernes sino el siguiente", "not this Friday, the one after", "el sábado no, el
//   otro", "the weekend after next": a weekday or a weekend moved a week later; when "the coming one" itself
//   is not sure (said on that weekday, or inside the weekend) the choices are asked back.

/** The days in one unit of an offset: days, weeks, fortnights ("quincena" is not read: also a pay period). */
function offsetUnit(u: string): number {
  return /^(dia|dias|day|days)$/.test(u) ? 1 : /^(semana|semanas|week|weeks)$/.test(u) ? 7 : /^(fortnight|fortnights)$/.test(u) ? 14 : 0;
}

/** Words of a day counted from now: an offset from them is never a stay's start. */
const DEICTIC_WORDS = new Set(['hoy', 'today', 'tonight', 'manana', 'tomorrow', 'pasado', 'now', 'ahora']);
/** Words before a count that make it a stay's length, not an offset ("for a week from tomorrow"). */
const STAY_LEAD = new Set(['for', 'por', 'durante', 'during']);

interface Anchor {
  /** The day(s) the anchor may be (more than one: asked back). */
  dates: string[];
  inferred: boolean;
  end: number;
  /** `now`: today, tomorrow…; `wd`: a weekday; `named`: a holiday or named day; `date`: a calendar date. */
  kind: 'now' | 'wd' | 'named' | 'date';
}

/** The anchor phrase at `j` (a day the grammar reads), or undefined when it is not one day or a few choices of one. */
function anchorAt(c: Ctx, j: number): Anchor | undefined {
  const t = w(c, j);
  if (t === 'now' || t === 'ahora') return { dates: [c.today], inferred: false, end: j + 1, kind: 'now' };
  const r = matchAt(c, j, false);
  if (r?.items.length !== 1) return undefined;
  const it = r.items[0]!;
  const now = DEICTIC_WORDS.has(t);
  if (it.k === 'pt') {
    if (it.pt.p === 'fixed') return { dates: [it.pt.date], inferred: it.pt.inferred === true, end: it.i1, kind: now ? 'now' : 'named' };
    if (it.pt.p === 'wd') {
      // "Friday the 4th" with the date not joined: which Friday is not sure → no anchor.
      const nx = /^(the|el)$/.test(w(c, it.i1)) ? it.i1 + 1 : it.i1;
      if (matchAbsolute(c, nx)?.items[0]?.k === 'pt') return undefined;
      return { dates: [nextWeekday(it.pt.wd, c.today)], inferred: true, end: it.i1, kind: 'wd' };
    }
    if (readingsOf(it.pt, c.lang).length !== 1 || it.wdCheck !== undefined) return undefined;
    const res = resolve(it.pt, c);
    return res.date ? { dates: [res.date], inferred: res.inferred === true, end: it.i1, kind: 'date' } : undefined;
  }
  if (it.k === 'range' && !it.week) {
    if (it.anchor) return { dates: [it.anchor], inferred: true, end: it.i1, kind: 'named' };
    if (it.options.every((o) => !o.checkout)) return { dates: it.options.map((o) => o.checkin), inferred: true, end: it.i1, kind: 'named' };
  }
  return undefined;
}

/** One day (or the choices of one) as a phrase's body: `ask` keeps even one choice a question. */
function dayBody(dates: string[], inferred: boolean, ask = false): Body {
  if (dates.length === 1 && !ask) return { k: 'pt', pt: { p: 'fixed', date: dates[0]!, ...(inferred ? { inferred: true } : {}) } };
  return { k: 'range', options: dates.map((d) => ({ checkin: d })), inferred: true, ...(ask ? { ask: true } : {}) };
}

/**
 * Offsets from an anchor: "a week from tomorrow", "two weeks from Saturday", "tres días después de navidad",
 * "el día después de año nuevo", "two days before christmas", "dos semanas a partir de hoy", "Monday week",
 * "Friday fortnight", "a week on Saturday". "a couple of weeks from…" is vague: its day is asked back.
 */
function matchOffset(c: Ctx, i: number): Match {
  const t = w(c, i);
  // British: "Monday week", "Friday fortnight" = that weekday a week / two weeks later.
  if (c.lang === 'en') {
    const u = w(c, i + 1);
    if ((u === 'week' || u === 'fortnight') && !/^(of|end|ends|long|day|days|')$/.test(w(c, i + 2))) {
      const wd = WEEKDAYS[t];
      if (wd !== undefined) return one(dayBody([addDays(nextWeekday(wd, c.today), u === 'week' ? 7 : 14)], true), i, i + 2);
    }
  }
  let n: number | undefined;
  let k = i + 1;
  let couple = false;
  let dayForm = false;
  if (t === 'dia' || t === 'day') {
    n = 1;
    k = i;
    dayForm = true;
  } else if ((t === 'un' || t === 'a') && (w(c, i + 1) === 'par' || w(c, i + 1) === 'couple')) {
    n = 2;
    couple = true;
    k = i + 2;
  } else n = countAt(c, i);
  if (n === undefined || n < 1) return undefined;
  if (couple && (w(c, k) === 'de' || w(c, k) === 'of')) k++;
  const unit = offsetUnit(w(c, k));
  if (!unit || (dayForm && unit !== 1)) return undefined;
  if (STAY_LEAD.has(w(c, i - 1))) return undefined;
  // The operator.
  let j = k + 1;
  const op = w(c, j);
  let sign = 1;
  let kind: 'from' | 'after' | 'partir' | 'on';
  if (op === 'from') kind = 'from';
  else if (op === 'after' || op === 'despues' || op === 'luego' || op === 'before' || op === 'antes') {
    kind = 'after';
    if (op === 'before' || op === 'antes') sign = -1;
    if ((op === 'despues' || op === 'luego' || op === 'antes') && !/^(de|del)$/.test(w(c, j + 1))) return undefined;
    if (w(c, j + 1) === 'de') j++;
  } else if (op === 'a' && w(c, j + 1) === 'partir' && /^(de|del)$/.test(w(c, j + 2))) {
    kind = 'partir';
    j += w(c, j + 2) === 'de' ? 2 : 1;
  } else if (op === 'on' && c.lang === 'en' && unit >= 7) kind = 'on';
  else return undefined;
  if (dayForm && kind !== 'after') return undefined;
  j++;
  // "3 days after the 15th", "dos días después de la navidad".
  if (kind === 'after' && /^(the|el|la)$/.test(w(c, j))) j++;
  const a = anchorAt(c, j);
  if (!a) return undefined;
  if (kind === 'partir' && a.kind !== 'now') return undefined;
  if (kind === 'from' && a.kind === 'date') return undefined;
  if (kind === 'on' && a.kind !== 'wd') return undefined;
  const by = sign * n * unit;
  return one(
    dayBody(
      a.dates.map((d) => addDays(d, by)),
      a.inferred,
      couple,
    ),
    i,
    a.end,
  );
}

/** Words pointing at "the one after" ("el siguiente", "el otro", "the next one", "the one after", "the following one"). */
function oneAfterAt(c: Ctx, j: number): number | undefined {
  let k = j;
  if (/^(el|la|the)$/.test(w(c, k))) k++;
  const t = w(c, k);
  if (t === 'siguiente' || t === 'otro' || t === 'otra' || t === 'proximo' || t === 'proxima' || t === 'following')
    return w(c, k + 1) === 'one' ? k + 2 : k + 1;
  if (t === 'one' && (w(c, k + 1) === 'after' || w(c, k + 1) === 'following')) return w(c, k + 2) === 'that' ? k + 3 : k + 2;
  if (t === 'next' && w(c, k + 1) === 'one') return k + 2;
  return undefined;
}

/**
 * A weekday or weekend phrase moved `weeks` later ("the one after"): its own day (the coming weekday, the
 * weekend's Friday) plus a week each; two choices when the coming one is not sure (`fromNext`: said "after
 * next" on that weekday or inside the weekend). Undefined for anything else (a date is not weekly).
 */
function oneAfter(c: Ctx, it: Body, fromNext: boolean): Body | undefined {
  let base: string | undefined;
  let weekend: { label?: string } | undefined;
  let now = false;
  if (it.k === 'pt' && it.pt.p === 'wd') {
    base = nextWeekday(it.pt.wd, c.today);
    now = weekdayOf(c.today) === it.pt.wd;
  } else if (it.k === 'range' && it.anchor && it.repeat) {
    base = it.anchor;
    now = base <= c.today;
    if (it.repeat === 'weekend') weekend = { ...(it.label ? { label: it.label } : {}) };
  }
  if (!base) return undefined;
  const days = fromNext && now ? [7, 14] : [7];
  if (!weekend)
    return dayBody(
      days.map((d) => addDays(base, d)),
      true,
    );
  const options = days.map((d) => ({ checkin: addDays(base, d), checkout: addDays(base, d + 2), nights: 2 }));
  return { k: 'range', options, inferred: true, ...weekend };
}

/**
 * "no este viernes sino el siguiente", "not this Friday, the one after", "no este finde sino el otro". A
 * phrase that is not weekly ("no el 15 sino el siguiente": the 16th? next month's?) is taken and not claimed.
 */
function matchExclusion(c: Ctx, i: number): Match {
  const t = w(c, i);
  if (t !== 'no' && t !== 'not') return undefined;
  const r = matchAt(c, /^(el|la|the|on)$/.test(w(c, i + 1)) ? i + 2 : i + 1, false);
  if (r?.items.length !== 1) return undefined;
  const it = r.items[0]!;
  let j = it.i1;
  if (w(c, j) === ',') j++;
  if (/^(sino|but|pero|rather)$/.test(w(c, j))) j++;
  const end = oneAfterAt(c, j);
  if (end === undefined) return undefined;
  return one(oneAfter(c, it, false) ?? { k: 'skip' }, i, end);
}

/**
 * After a weekday or weekend just read (`r`): "el sábado no, el otro" (the one after), "the weekend after
 * next", "el viernes después del próximo" (the one after the coming one) move it and take those words.
 */
function afterNext(c: Ctx, r: NonNullable<Match>): void {
  if (r.items.length !== 1) return;
  const it = r.items[0]!;
  let j = it.i1;
  let end: number | undefined;
  let fromNext = false;
  if (w(c, j) === 'no' || w(c, j) === 'not') {
    j++;
    if (w(c, j) === ',') j++;
    if (/^(sino|but|pero|rather)$/.test(w(c, j))) j++;
    end = oneAfterAt(c, j);
  } else if (w(c, j) === 'after' && w(c, j + 1) === 'next') {
    end = j + 2;
    fromNext = true;
  } else if (w(c, j) === 'despues' && w(c, j + 1) === 'del' && /^(proximo|siguiente)$/.test(w(c, j + 2))) {
    end = j + 3;
    fromNext = true;
  }
  if (end === undefined) return;
  const body = oneAfter(c, it, fromNext);
  // Said of a date that is not weekly ("el 15 no, el otro"): which day is meant is not sure → not claimed.
  if (!body && !fromNext) r.items[0] = { k: 'skip', i0: it.i0, i1: end };
  else if (body) r.items[0] = { ...body, i0: it.i0, i1: end };
}

// ------------------------------------------------------------------ scanning

/**
 * Colombian "mañana en ocho" (a week after tomorrow), "hoy en ocho" (+7), "el
 * lunes en ocho" (that Monday + 7), "mañana en quince" (+14), "días" optional:
 * a single day just read (`r`) followed by "en ocho|8|quince|15 [días]" moves
 * by 7 or 14 days and takes those words. Spanish only; anything else is left.
 */
function enOcho(c: Ctx, r: NonNullable<Match>): void {
  if (c.lang !== 'es' || r.items.length !== 1) return;
  const it = r.items[0]!;
  if (it.k !== 'pt' || (it.pt.p !== 'fixed' && it.pt.p !== 'wd') || w(c, it.i1) !== 'en') return;
  const nx = c.toks[it.i1 + 1];
  const n = nx && nx.k === 'n' && !nx.ord ? nx.n : nx && nx.k === 'w' ? NUMBER_WORDS[nx.t] : undefined;
  const add = n === 8 ? 7 : n === 15 ? 14 : 0;
  if (!add) return;
  let end = it.i1 + 2;
  if (w(c, end) === 'dias' || w(c, end) === 'dia') end++;
  else if (UNIT_WORDS.has(w(c, end)) || c.toks[end]?.k === 'n') return; // "mañana en 8 horas", "hoy en 15 minutos"
  const base = it.pt.p === 'fixed' ? it.pt.date : nextWeekday(it.pt.wd, c.today);
  const inferred = it.pt.p === 'wd' || (it.pt.p === 'fixed' && it.pt.inferred === true);
  it.pt = { p: 'fixed', date: addDays(base, add), ...(inferred ? { inferred: true } : {}) };
  it.i1 = end;
}

function scan(c: Ctx, expecting: Message['expecting']): Item[] {
  const items: Item[] = [];
  const toks = c.toks;
  for (let i = 0; i < toks.length; ) {
    const tk = toks[i]!;
    if (tk.k === 'p' && tk.t !== '-') {
      i++;
      continue;
    }
    const r = matchAt(c, i);
    if (!r) {
      i++;
      continue;
    }
    enOcho(c, r);
    afterNext(c, r);
    let end = i + 1;
    for (const it of r.items) {
      const used: number[] = [];
      for (let k = it.i0; k < it.i1; k++) used.push(k);
      items.push({ ...it, used } as Item);
      end = Math.max(end, it.i1);
    }
    i = end;
  }
  // The same date said twice, the second time in parentheses or after "/" ("for Holy Week (Semana Santa)",
  // "15 de diciembre (december 15)"): one date, both phrases taken.
  for (let n = items.length - 1; n > 0; n--) {
    const a = items[n - 1]!;
    const b = items[n]!;
    const between = toks.slice(a.i1, b.i0);
    if (between.length === 0 || !between.every((x) => x.t === '(' || x.t === '/' || x.t === '=' || x.t === ',')) continue;
    if (sameBody(a, b)) {
      for (let k = a.i1; k < b.i1; k++) a.used.push(k);
      if (toks[b.i1]?.t === ')') a.used.push(b.i1);
      items.splice(n, 1);
    }
  }
  // A lone day number at the dates question: "15" → the next 15th.
  if (items.length === 0 && expecting === 'dates') {
    const words = toks.filter((x) => x.k !== 'p');
    const only = words.length === 1 ? words[0]! : undefined;
    if (only && only.k === 'n' && only.n! >= 1 && only.n! <= 31 && only.t.length <= 4) {
      const idx = toks.indexOf(only);
      items.push({ k: 'pt', pt: { p: 'day', d: only.n! }, i0: idx, i1: idx + 1, used: [idx] });
    }
  }
  // The little words before each phrase: roles and spans.
  let prevEnd = 0;
  for (let n = 0; n < items.length; n++) {
    const it = items[n]!;
    const connected = n > 0 && toks.slice(prevEnd, it.i0).every((x) => isLittle(x));
    let k = it.i0 - 1;
    for (; k >= prevEnd; k--) {
      const x = toks[k]!;
      if (!isLittle(x)) break;
      const t = x.t;
      if (VAGUE_WORDS.has(t)) {
        it.vague = true;
        break;
      }
      const checkDash = t === '-' && w(c, k - 1) === 'check';
      // "a partir de": a start ("3 noches a partir del 8"), its "a" is no "to".
      if (t === 'a' && w(c, k + 1) === 'partir') {
        it.used.unshift(k);
        continue;
      }
      if ((t === 'y' || t === 'and' || t === 'a' || t === 'to' || t === '-' || t === 'o' || t === 'or' || t === 'u') && !connected && !checkDash) break;
      // "el 15 o el 16": two dates to choose from, not a range.
      if (t === 'o' || t === 'or' || t === 'u') it.alt = true;
      if (FROM_WORDS.has(t)) it.from = true;
      if (TO_WORDS.has(t) && (connected || t === 'hasta' || t === 'until' || t === 'till')) it.to = true;
      if (CHECKIN_WORDS.has(t) || (t === 'check' && w(c, k + 1) === 'in')) it.checkin = true;
      if (CHECKOUT_WORDS.has(t) || (t === 'check' && w(c, k + 1) === 'out')) it.checkout = true;
      it.used.unshift(k);
    }
    if (k >= prevEnd && VAGUE_WORDS.has(toks[k]!.t)) it.vague = true;
    if (it.i1 > prevEnd) prevEnd = it.i1;
  }
  // "xxx to tues", "juevs a domingo": a weekday range whose start was not read (a weekday-like word before the
  // joiner) would silently become a check-in → not claimed.
  const read = new Set(items.flatMap((it) => it.used));
  for (const it of items) {
    if (it.k !== 'pt' || it.pt.p !== 'wd') continue;
    let j = it.used[0] ?? it.i0;
    if (!RANGE_JOINER_RE.test(w(c, j))) j--;
    if (RANGE_JOINER_RE.test(w(c, j)) && !read.has(j - 1) && weekdayLike(w(c, j - 1))) it.vague = true;
  }
  // "15 y 16 de diciembre", "15 o 16 de diciembre": a number left out joined to a date makes it unclear → not claimed.
  const usedAll = new Set(items.flatMap((it) => it.used));
  for (const it of items) {
    const j = it.used[0] ?? it.i0;
    if (/^(y|and|o|or|u|&)$/.test(w(c, j - 1)) && toks[j - 2]?.k === 'n' && !usedAll.has(j - 2)) it.vague = true;
    // "dec 15 or 16" read only as far as "dec 15": the other choice is lost → not claimed.
    if (it.k === 'pt' && /^(o|or|u)$/.test(w(c, it.i1)) && toks[it.i1 + 1]?.k === 'n' && !usedAll.has(it.i1 + 1)) it.vague = true;
  }
  // At the phone and email questions only unmistakable dates are read: a date with its month, a day after
  // "el"/"del", a duration, or anything said with an arrival or departure word ("llego mañana"). "Mañana te
  // lo mando", "ayer", "el viernes" there are about the contact details, not the stay.
  // A day without a month there ("el 3", the start of a number being typed) only in a range ("del 15 al 18").
  if (c.strict) {
    items.forEach((it, n) => {
      const roles = it.checkin || it.checkout;
      const ranged = it.from || it.to || items[n + 1]?.to === true;
      const sure = it.k === 'dur' || (it.k === 'pt' && (it.pt.p === 'abs' || it.pt.p === 'num' || (it.pt.p === 'day' && ranged)));
      if (!roles && !sure) it.vague = true;
    });
  }
  // A day joined to a date of long ago ("del 10 al 12 de marzo de 1990") belongs to it: not claimed either.
  for (let n = 0; n < items.length; n++) {
    const it = items[n]!;
    if (it.k !== 'skip' || !it.old) continue;
    for (const nb of [items[n - 1], items[n + 1]]) {
      if (nb?.k !== 'pt' || nb.pt.p !== 'day') continue;
      const [lo, hi] = nb.i0 < it.i0 ? [nb.i1, it.used[0] ?? it.i0] : [it.i1, nb.used[0] ?? nb.i0];
      if (toks.slice(lo, hi).every((x) => isLittle(x)) || lo >= hi) nb.vague = true;
    }
  }
  return items.filter((it) => !it.vague);
}

/** Whether two phrases say the same thing (their bodies are equal, wherever they stand). */
function sameBody(a: Item, b: Item): boolean {
  const body = (x: Item) => {
    const { i0: _i0, i1: _i1, used: _used, ...rest } = x;
    return JSON.stringify(rest);
  };
  return body(a) === body(b);
}

const WEEKDAY_NAMES = Object.keys(WEEKDAYS);
const RANGE_JOINER_RE = /^(to|a|al|-|thru|through)$/;

/** Whether a word that was not read as a weekday looks like one: a short form, a cut or a typo ("juev", "sabad", "thrusday"). */
function weekdayLike(t: string): boolean {
  if (t.length < 3 || !/^\p{L}+$/u.test(t)) return false;
  if (WEEKDAY_ABBR[t] !== undefined) return true;
  return WEEKDAY_NAMES.some((n) => n.startsWith(t) || (t.length >= 5 && Math.abs(n.length - t.length) <= 2 && distance(n, t) <= 2));
}

function isLittle(x: Tok): boolean {
  if (x.k === 'p') return x.t === ',' || x.t === '-' || x.t === ':';
  if (x.k !== 'w') return false;
  const t = x.t;
  return (
    t === 'o' ||
    t === 'or' ||
    t === 'u' ||
    FILLER_WORDS.has(t) ||
    FROM_WORDS.has(t) ||
    TO_WORDS.has(t) ||
    CHECKIN_WORDS.has(t) ||
    CHECKOUT_WORDS.has(t) ||
    VAGUE_WORDS.has(t)
  );
}

// ------------------------------------------------------------------ resolving

type Reading = 'dm' | 'md';
type Resolved = { date?: string; invalid?: boolean; inferred?: boolean; label?: string };

/** The readings a numeric date admits: Spanish day/month; English both when both fit; the only one that fits otherwise. */
function readingsOf(pt: Pt, lang: Lang): Reading[] {
  if (pt.p !== 'num') return ['dm'];
  const dmOk = pt.b <= 12 && (pt.y === undefined ? pt.a <= daysInMonth(2024, pt.b) : ymd(pt.y, pt.b, pt.a) !== undefined);
  const mdOk = pt.a <= 12 && (pt.y === undefined ? pt.b <= daysInMonth(2024, pt.a) : ymd(pt.y, pt.a, pt.b) !== undefined);
  if (dmOk && mdOk) return lang === 'en' && pt.a !== pt.b ? ['md', 'dm'] : ['dm'];
  if (mdOk) return ['md'];
  return ['dm'];
}

/** Turn a numeric date into day and month for a reading. */
function asAbs(pt: Pt, r: Reading): Pt {
  if (pt.p !== 'num') return pt;
  return r === 'dm'
    ? { p: 'abs', d: pt.a, m: pt.b, ...(pt.y !== undefined ? { y: pt.y } : {}) }
    : { p: 'abs', d: pt.b, m: pt.a, ...(pt.y !== undefined ? { y: pt.y } : {}) };
}

/**
 * Resolve a point. `anchor` is the check-in when resolving a check-out (or,
 * for a lone weekday at the nights question, the check-in the conversation
 * knows): a day, weekday or date without a month/year then falls after it.
 */
function resolve(pt: Pt, c: Ctx, anchor?: string): Resolved {
  switch (pt.p) {
    case 'fixed':
      return { date: pt.date, ...(pt.inferred ? { inferred: true } : {}), ...(pt.label ? { label: pt.label } : {}) };
    case 'wd':
      return { date: nextWeekday(pt.wd, anchor ?? c.today), inferred: true };
    case 'day': {
      if (anchor) {
        const y = yearOf(anchor);
        const m = monthOf(anchor);
        if (pt.d > dayOf(anchor)) {
          const same = ymd(y, m, pt.d);
          if (same) return { date: same };
        }
        const ny = m === 12 ? y + 1 : y;
        const nm = m === 12 ? 1 : m + 1;
        const next = ymd(ny, nm, pt.d);
        if (next && daysBetween(anchor, next) <= 15) return { date: next };
        const same = ymd(y, m, pt.d);
        return same ? { date: same } : { invalid: true };
      }
      if (c.rule === 'nearest') {
        const here = ymd(yearOf(c.today), monthOf(c.today), pt.d);
        return here ? { date: here } : { invalid: true };
      }
      const date = nextDayOfMonth(pt.d, c.today);
      return date ? { date, inferred: true } : { invalid: true };
    }
    case 'num':
      return resolve(asAbs(pt, 'dm'), c, anchor);
    case 'abs': {
      if (pt.y !== undefined) {
        const date = ymd(pt.y, pt.m, pt.d);
        return date ? { date } : { invalid: true };
      }
      if (!ymd(2024, pt.m, pt.d)) return { invalid: true };
      if (anchor) {
        let y = yearOf(anchor);
        let date = ymd(y, pt.m, pt.d);
        if ((!date || date < anchor) && pt.m < monthOf(anchor)) {
          y++;
          date = ymd(y, pt.m, pt.d);
        }
        return date ? { date } : { invalid: true };
      }
      const date = inferYear(pt.m, pt.d, c.today, c.rule);
      return date ? { date } : { invalid: true };
    }
  }
}

interface Outcome {
  options: (Opt & { invalid?: boolean })[];
  inferred: boolean;
  label?: string;
  nightsAmb?: number[];
  /** The days said when the nights are ambiguous because of them ("4 días"). */
  nightsDays?: number;
  monthOnly?: { year: number; month: number; past?: string };
  tooLong?: number;
  past?: string;
  /** Nights of a duration said alone ("3 noches"). */
  nights?: number;
  /** Asked back even with one option ("algún puente de junio": the guest wants to choose). */
  ask?: boolean;
  used: number[];
}

/** Words before a named day that make it the reason of the trip ("pa pasar la navidad", "to spend christmas"). */
const REASON_WORDS = new Set([
  'pasar',
  'celebrar',
  'recibir',
  'disfrutar',
  'spend',
  'celebrate',
  'enjoy',
  'para',
  'pa',
  'por',
  'for',
  'to',
  'la',
  'el',
  'the',
  'en',
  'de',
]);

/** Whether a weekday or day-without-month point falls on `date`. */
function pointOn(pt: Pt, date: string): boolean {
  return pt.p === 'wd' ? weekdayOf(date) === pt.wd : pt.p === 'day' ? dayOf(date) === pt.d : false;
}

/** The first date of `from`..`to` (both included) on which `pt` falls. */
function pointIn(pt: Pt, from: string, to: string): string | undefined {
  for (let d = from; d <= to; d = addDays(d, 1)) if (pointOn(pt, d)) return d;
  return undefined;
}

/**
 * A period's options with the weekdays or days said beside it ("puente de
 * reyes, llegamos el viernes"): an arrival is a day of the period or the day
 * before it ("llegamos el jueves"; before a single named day, up to three
 * days before: "el 30, para año nuevo"), a departure a day after the arrival
 * up to the day after the period's end; the period gives the end not said.
 * Nights said beside them win over the period's end. Options where a day
 * said does not fall are dropped (none left: nothing is claimed).
 */
function daysOfPeriod(options: Opt[], pts: (Item & { k: 'pt' })[], nights: number | undefined): Opt[] {
  let ci: (Item & { k: 'pt' }) | undefined;
  let co: (Item & { k: 'pt' }) | undefined;
  if (pts.length === 1) {
    const p = pts[0]!;
    if (p.checkout || (p.to && !p.checkin)) co = p;
    else ci = p;
  } else if (pts[0]!.checkout && !pts[1]!.checkout) [co, ci] = pts as [Item & { k: 'pt' }, Item & { k: 'pt' }];
  else [ci, co] = pts as [Item & { k: 'pt' }, Item & { k: 'pt' }];
  const out: Opt[] = [];
  for (const o of options) {
    const end = o.checkout ?? o.checkin;
    let checkin: string | undefined = o.checkin;
    if (ci)
      checkin =
        pointIn(ci.pt, o.checkin, o.checkout ? addDays(end, -1) : end) ??
        (o.checkout ? pointIn(ci.pt, addDays(o.checkin, -1), addDays(o.checkin, -1)) : pointIn(ci.pt, addDays(o.checkin, -3), addDays(o.checkin, -1)));
    if (!checkin) continue;
    let checkout = o.checkout;
    // A one-day period (a holiday) said with a weekday departure ("Thanksgiving Day, leaving Sunday"): the first such day within a week.
    if (co && !o.checkout && (co.pt.p === 'wd' || co.pt.p === 'day')) checkout = pointIn(co.pt, addDays(checkin, 1), addDays(checkin, 7));
    else if (co) checkout = pointIn(co.pt, addDays(checkin, 1), end) ?? pointIn(co.pt, addDays(end, 1), addDays(end, 1));
    else if (nights !== undefined) checkout = addDays(checkin, nights);
    if (co && !checkout) continue;
    if (checkout && checkout <= checkin) checkout = undefined;
    const opt: Opt = checkout ? { checkin, checkout, nights: daysBetween(checkin, checkout) } : { checkin };
    if (!out.some((x) => x.checkin === opt.checkin && x.checkout === opt.checkout)) out.push(opt);
  }
  return out;
}

/** Combine the phrases into options of a stay (before the checks). */
function combine(c: Ctx, items: Item[]): Outcome | undefined {
  if (items.length === 0) return undefined;
  const used: number[] = [];
  const take = (it: Item) => used.push(...it.used);
  let pts = items.filter((it): it is Item & { k: 'pt' } => it.k === 'pt');
  let ranges = items.filter((it): it is Item & { k: 'range' } => it.k === 'range');
  const durs = items.filter((it): it is Item & { k: 'dur' } => it.k === 'dur');
  const months = items.filter((it): it is Item & { k: 'month' } => it.k === 'month');
  const pasts = items.filter((it): it is Item & { k: 'past' } => it.k === 'past');

  const dur = durs[0];
  const out: Outcome = { options: [], inferred: false, used };
  if (dur) {
    take(dur);
    if (dur.tooLong !== undefined) out.tooLong = dur.tooLong;
    if (dur.amb) out.nightsAmb = dur.amb;
    if (dur.amb && dur.days !== undefined) out.nightsDays = dur.days;
    if (dur.nights !== undefined) out.nights = dur.nights;
    if (dur.label) out.label = dur.label;
  }
  // A month said apart from a day: "en diciembre, el 15" → 15 December.
  const month = months[0];
  if (month && pts.length > 0 && pts.every((p) => p.pt.p === 'day')) {
    take(month);
    pts = pts.map((p, n) => (n === 0 ? { ...p, pt: { p: 'abs', d: (p.pt as { d: number }).d, m: month.m, ...(month.y ? { y: month.y } : {}) } } : p));
  }

  if (pts.length === 0 && ranges.length === 0) {
    if (month) {
      take(month);
      const y = month.y ?? (month.m >= monthOf(c.today) ? yearOf(c.today) : yearOf(c.today) + 1);
      const lastDay = ymd(y, month.m, daysInMonth(y, month.m))!;
      out.monthOnly = { year: y, month: month.m, ...(lastDay < c.today && c.rule === 'future' ? { past: ymd(y, month.m, 1)! } : {}) };
      return out;
    }
    if (pasts[0]) {
      take(pasts[0]);
      out.past = pasts[0].date;
      return out;
    }
    return dur ? out : undefined;
  }
  // "la próxima semana, el miércoles": the weekday of that week.
  const week = ranges.find((r) => r.week);
  if (week && pts.length === 1 && pts[0]!.pt.p === 'wd' && ranges.length === 1) {
    const wd = (pts[0]!.pt as { wd: number }).wd;
    const day = week.options.find((o) => weekdayOf(o.checkin) === wd);
    if (day) {
      take(week);
      pts = [{ ...pts[0]!, pt: { p: 'fixed', date: day.checkin, inferred: true } }];
      out.inferred = true;
    }
  }
  // "el 24 de diciembre, pa pasar la navidad", "dec 23 for christmas": a named day said beside another date,
  // with no range word between them, is the reason of the trip, not its check-out. Beside a weekday or a
  // day without a month ("el 24, pa pasar la navidad") it tells which one: the named day or up to 3 days before.
  if (pts.length === 2 && ranges.length === 0) {
    const named = (p: Item & { k: 'pt' }) => p.pt.p === 'fixed' && p.pt.label !== undefined;
    const noRole = (p: Item & { k: 'pt' }) => !p.to && !p.from && !p.checkin && !p.checkout;
    const ix = named(pts[1]!) && !named(pts[0]!) ? 1 : named(pts[0]!) && !named(pts[1]!) ? 0 : -1;
    const reason = pts[ix];
    const other = pts[1 - ix];
    if (reason && other && noRole(reason) && !other.to && !other.checkout) {
      take(reason);
      for (let k = (reason.used[0] ?? reason.i0) - 1; k >= 0 && REASON_WORDS.has(w(c, k)); k--) used.push(k);
      if (reason.pt.p === 'fixed' && (other.pt.p === 'wd' || other.pt.p === 'day')) {
        ranges = [{ k: 'range', options: [{ checkin: reason.pt.date }], inferred: true, i0: reason.i0, i1: reason.i1, used: [] }];
      }
      pts = [other];
    }
  }
  // "puente de reyes, llegamos el viernes", "this w/e, arriving friday", "semana santa, llegamos el 2":
  // a weekday or a day without a month said with a named period is a day of that period.
  if (ranges.length === 1 && !ranges[0]!.week && pts.length > 0 && pts.length <= 2 && pts.every((p) => p.pt.p === 'wd' || p.pt.p === 'day')) {
    const r = ranges[0]!;
    const options = daysOfPeriod(r.options, pts, dur?.nights);
    if (options.length === 0) return undefined;
    take(r);
    for (const p of pts) take(p);
    out.options = options;
    out.inferred = true;
    if (r.label) out.label = r.label;
    if (r.ask) out.ask = true;
    return out;
  }
  // "el 30 de diciembre para recibir el año nuevo": beside a full date, a named period without a role is the
  // reason of the trip (its words are understood, the date decides).
  if (pts.length > 0 && ranges.length === 1 && !ranges[0]!.week) {
    const r = ranges[0]!;
    if (!r.to && !r.from && !r.checkin && !r.checkout && pts.every((p) => p.pt.p === 'abs' || p.pt.p === 'num' || p.pt.p === 'fixed')) {
      // "7/4, Independence Day!": a one-day holiday beside a numeric date settles its day/month order.
      const only = pts.length === 1 && r.options.length === 1 ? pts[0]! : undefined;
      if (only && only.pt.p === 'num') {
        const day = r.options[0]!.checkin;
        const pt = only.pt;
        const fits = readingsOf(pt, c.lang).filter((rd) => resolve(asAbs(pt, rd), c).date === day);
        if (fits.length === 1) only.pt = asAbs(pt, fits[0]!);
      }
      take(r);
      for (let k = (r.used[0] ?? r.i0) - 1; k >= 0 && REASON_WORDS.has(w(c, k)); k--) used.push(k);
    }
  }
  if (pts.length === 0) {
    if (ranges.length > 1) return undefined;
    const r = ranges[0]!;
    take(r);
    if (r.ask) out.ask = true;
    out.options = r.options.map((o) => ({ ...o }));
    out.inferred = r.inferred;
    if (r.label) out.label = r.label;
    const n = dur?.nights;
    if (n !== undefined) {
      // Nights said with a named day or period: "año nuevo 3 noches" (each choice keeps them); a period
      // of another length ("semana santa, 4 noches") → arrive at its start or leave at its end.
      const opts: Opt[] = [];
      for (const o of out.options) {
        if (!o.checkout) opts.push({ checkin: o.checkin, checkout: addDays(o.checkin, n), nights: n });
        else if (o.nights === n) opts.push(o);
        else {
          opts.push({ checkin: o.checkin, checkout: addDays(o.checkin, n), nights: n });
          const late = addDays(o.checkout, -n);
          if (late !== o.checkin && late >= c.today) opts.push({ checkin: late, checkout: o.checkout, nights: n });
        }
      }
      out.options = opts;
    }
    return out;
  }
  if (pts.length > 2) return undefined;
  // Two dates said as alternatives ("el 15 o el 16", "dec 15 or 16"): both as choices.
  if (pts.length === 2 && pts[1]!.alt && !pts[0]!.alt) {
    let [a, b] = pts as [(typeof pts)[number], (typeof pts)[number]];
    if (a.pt.p === 'day' && (b.pt.p === 'abs' || b.pt.p === 'num')) {
      const bAbs = asAbs(b.pt, readingsOf(b.pt, c.lang)[0]!) as Extract<Pt, { p: 'abs' }>;
      a = { ...a, pt: { p: 'abs', d: a.pt.d, m: bAbs.m, ...(bAbs.y !== undefined ? { y: bAbs.y } : {}) } };
    } else if (b.pt.p === 'day' && (a.pt.p === 'abs' || a.pt.p === 'num')) {
      const aAbs = asAbs(a.pt, readingsOf(a.pt, c.lang)[0]!) as Extract<Pt, { p: 'abs' }>;
      b = { ...b, pt: { p: 'abs', d: b.pt.d, m: aAbs.m, ...(aAbs.y !== undefined ? { y: aAbs.y } : {}) } };
    }
    const rest = items.filter((it) => it !== pts[0] && it !== pts[1] && it.k !== 'pt');
    const oa = combine(c, [...rest, { ...a, alt: false, checkout: false, to: false }]);
    const ob = combine(c, [...rest, { ...b, alt: false, checkout: false, to: false }]);
    if (!oa || !ob || oa.options.length === 0 || ob.options.length === 0) return undefined;
    const options = [...oa.options];
    for (const o of ob.options) if (!options.some((x) => x.checkin === o.checkin && x.checkout === o.checkout)) options.push(o);
    return { ...oa, options, inferred: oa.inferred || ob.inferred, used: [...oa.used, ...ob.used] };
  }
  // Roles: check-in and check-out.
  let ci: (typeof pts)[number] | undefined;
  let co: (typeof pts)[number] | undefined;
  if (pts.length === 1) {
    const p = pts[0]!;
    if (p.checkout || (p.to && !p.checkin)) co = p;
    else ci = p;
  } else {
    const [a, b] = pts as [(typeof pts)[number], (typeof pts)[number]];
    if (a.checkout && !b.checkout) {
      co = a;
      ci = b;
    } else {
      ci = a;
      co = b;
    }
  }
  if (ci) take(ci);
  if (co) take(co);

  // A day without a month before a full date takes that date's month: "del 15 al 18 de diciembre".
  let ciPt = ci?.pt;
  if (ci && co && ciPt?.p === 'day' && (co.pt.p === 'abs' || co.pt.p === 'num')) {
    const coAbs = asAbs(co.pt, readingsOf(co.pt, c.lang)[0]!) as Extract<Pt, { p: 'abs' }>;
    let m = coAbs.m;
    let y = coAbs.y;
    if (ciPt.d >= coAbs.d) {
      const pm = m === 1 ? 12 : m - 1;
      const crossing = daysInMonth(y ?? 2026, pm) - ciPt.d + coAbs.d;
      if (crossing <= 15 && ciPt.d <= daysInMonth(2024, pm)) {
        if (m === 1 && y !== undefined) y--;
        m = pm;
      }
    }
    ciPt = { p: 'abs', d: ciPt.d, m, ...(y !== undefined ? { y } : {}) };
  }
  const readings: Reading[] = [];
  for (const p of [ciPt, co?.pt]) if (p) for (const r of readingsOf(p, c.lang)) if (!readings.includes(r)) readings.push(r);
  const seen = new Set<string>();
  for (const r of readings) {
    const pick = (p: Pt) => (readingsOf(p, c.lang).includes(r) ? asAbs(p, r) : asAbs(p, readingsOf(p, c.lang)[0]!));
    const opt: Opt & { invalid?: boolean } = { checkin: '' };
    let ciRes: Resolved | undefined;
    // A year said once, at the range's end, is the whole range's ("del 10 de marzo al 12 de marzo de 2024",
    // "march 10 to 12, 2024"): a date with a written year is never moved.
    const coP = co ? pick(co.pt) : undefined;
    const coY = coP && (coP.p === 'abs' || coP.p === 'day') ? coP.y : undefined;
    if (coY !== undefined && (!ci || !ciPt)) return undefined;
    let ciP = ciPt ? pick(ciPt) : undefined;
    if (ciP && ciP.p === 'abs' && ciP.y === undefined && coP && coY !== undefined) {
      const coM = coP.p === 'abs' ? coP.m : ciP.m;
      const coD = (coP as { d: number }).d;
      ciP = { ...ciP, y: ciP.m < coM || (ciP.m === coM && ciP.d <= coD) ? coY : coY - 1 };
    }
    if (ci && ciP) {
      // A lone weekday at the nights question is read after the check-in ({@link Ctx.stay}).
      ciRes = resolve(ciP, c, !co && ciP.p === 'wd' ? c.stay : undefined);
      if (ci.wdCheck !== undefined && ciRes.date && weekdayOf(ciRes.date) !== ci.wdCheck) {
        // "el viernes 15" when the coming 15th is not a Friday: ask which one — the date read, the next 15th that is
        // a Friday (a day said without its month), or else the coming Friday; the end of the range read from each.
        const wd = ci.wdCheck;
        let alt = nextWeekday(wd, c.today);
        if (ciP.p === 'day') {
          let d: string | undefined = ciRes.date;
          for (let n = 0; d && n < 12; n++) {
            if (weekdayOf(d) === wd) {
              alt = d;
              break;
            }
            d = nextDayOfMonth(ciP.d, addDays(d, 1));
          }
        }
        for (const d of [ciRes.date, alt]) {
          const o: Opt = { checkin: d };
          if (co && coP) {
            const r = resolve(coP, c, d);
            if (r.date) o.checkout = r.date;
          }
          const key = `${o.checkin}|${o.checkout}|undefined`;
          if (seen.has(key)) continue;
          seen.add(key);
          out.options.push(o);
        }
        out.inferred = true;
        continue;
      }
      if (ciP.p === 'fixed' && ciP.alt && (!co || !coP)) {
        // "para Navidad" alone: which day is the arrival is asked.
        for (const d of [ciP.alt, ciP.date]) {
          if (seen.has(d)) continue;
          seen.add(d);
          out.options.push({ checkin: d });
        }
        out.inferred = true;
        if (ciRes.label) out.label = ciRes.label;
        continue;
      }
      if (ciRes.invalid) opt.invalid = true;
      else opt.checkin = ciRes.date!;
      if (ciRes.inferred) out.inferred = true;
      if (ciRes.label) out.label = ciRes.label;
    }
    if (co && coP) {
      const coRes = resolve(coP, c, ci && opt.checkin ? opt.checkin : !ci && coP.p === 'wd' ? c.stay : undefined);
      // "from friday to the 12th, 2024": the year said does not fit the range read → not claimed.
      if (coY !== undefined && coRes.date && yearOf(coRes.date) !== coY) return undefined;
      if (co.wdCheck !== undefined && coRes.date && opt.checkin && weekdayOf(coRes.date) !== co.wdCheck) {
        // "del sábado 5 al domingo 8" when the 8th is not a Sunday: the date said, or that weekday after the arrival.
        for (const d of [coRes.date, nextWeekday(co.wdCheck, opt.checkin)]) {
          const key = `${opt.checkin}|${d}|undefined`;
          if (seen.has(key)) continue;
          seen.add(key);
          out.options.push({ checkin: opt.checkin, checkout: d });
        }
        out.inferred = true;
        continue;
      }
      if (coRes.invalid) opt.invalid = true;
      else opt.checkout = coRes.date!;
      if (!ci && coRes.inferred) out.inferred = true;
    }
    const key = `${opt.checkin}|${opt.checkout}|${opt.invalid}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.options.push(opt);
  }
  // The range's nights; a duration said beside it ("el 15 por 4 noches").
  for (const o of out.options) {
    if (o.invalid) continue;
    if (o.checkin && o.checkout) o.nights = daysBetween(o.checkin, o.checkout);
  }
  if (dur && dur.nights !== undefined) {
    const n = dur.nights;
    const extra: Opt[] = [];
    for (const o of out.options) {
      if (o.invalid) continue;
      if (o.checkin && !o.checkout) {
        o.nights = n;
        o.checkout = addDays(o.checkin, n);
      } else if (!o.checkin && o.checkout) {
        o.checkin = addDays(o.checkout, -n);
        o.nights = n;
      } else if (o.nights !== n) extra.push({ checkin: o.checkin, checkout: addDays(o.checkin, n), nights: n });
    }
    out.options.push(...extra);
  }
  return out;
}

// ------------------------------------------------------------------ checks

interface CheckRules {
  allowPast: boolean;
  limits: boolean;
}

function problemOf(o: Opt & { invalid?: boolean }, today: string, rules: CheckRules): DateProblem | undefined {
  if (o.invalid) return { kind: 'invalid' };
  if (o.checkin) {
    if (!rules.allowPast && o.checkin < today) return { kind: 'past', date: o.checkin };
    if (rules.limits && daysBetween(today, o.checkin) > MAX_DAYS_AHEAD) return { kind: 'tooFar', date: o.checkin };
  } else if (o.checkout && !rules.allowPast && o.checkout <= today) return { kind: 'past', date: o.checkout };
  if (o.checkin && o.checkout && (rules.limits ? o.checkout <= o.checkin : o.checkout < o.checkin))
    return { kind: 'reversed', checkin: o.checkin, checkout: o.checkout };
  if (rules.limits && o.nights !== undefined && o.nights > MAX_NIGHTS) return { kind: 'tooLong', nights: o.nights };
  return undefined;
}

function mergeSpans(toks: Tok[], used: number[]): Span[] {
  const idx = [...new Set(used)].filter((k) => toks[k]!.k !== 'p' || toks[k]!.t === '-').sort((a, b) => a - b);
  const spans: [number, number][] = [];
  for (let n = 0; n < idx.length; n++) {
    const tk = toks[idx[n]!]!;
    const last = spans[spans.length - 1];
    const prevIdx = idx[n - 1];
    const contiguous = prevIdx !== undefined && toks.slice(prevIdx + 1, idx[n]).every((x) => x.k === 'p' && x.t !== ',' && x.t !== '.');
    if (last && contiguous && prevIdx === idx[n]! - 1) last[1] = tk.e;
    else spans.push([tk.s, tk.e]);
  }
  return spans;
}

function finish(c: Ctx, out: Outcome, rules: CheckRules): DatesFound {
  const spans = mergeSpans(c.toks, out.used);
  const found: DatesFound = { spans };
  if (out.past) return { problem: { kind: 'past', date: out.past }, spans };
  if (out.tooLong !== undefined) return { problem: { kind: 'tooLong', nights: out.tooLong }, spans };
  if (out.monthOnly) {
    if (out.monthOnly.past && !rules.allowPast) return { problem: { kind: 'past', date: out.monthOnly.past }, spans };
    found.ambiguity = { kind: 'monthOnly', year: out.monthOnly.year, month: out.monthOnly.month };
    if (out.nights !== undefined) found.nights = out.nights;
    return found;
  }
  if (out.options.length === 0) {
    if (out.label) found.label = out.label;
    if (out.nightsAmb) return { ...found, ambiguity: nightsAmbiguity(out.nightsAmb, out.nightsDays) };
    if (out.nights !== undefined) found.nights = out.nights;
    return found;
  }
  const good = out.options.filter((o) => !problemOf(o, c.today, rules));
  if (good.length === 0) return { problem: problemOf(out.options[0]!, c.today, rules)!, spans };
  if (out.label) found.label = out.label;
  if (out.inferred) found.inferred = true;
  if (good.length > 1 || out.ask) {
    const ambiguity: DateAmbiguity = {
      kind: 'choices',
      options: good.map((o) => ({
        checkin: o.checkin,
        ...(o.checkout ? { checkout: o.checkout } : {}),
        ...(o.nights !== undefined ? { nights: o.nights } : {}),
      })),
    };
    // The nights said beside the choices are kept ("año nuevo, 3 noches").
    if (out.nights !== undefined && good.every((o) => o.nights === out.nights)) found.nights = out.nights;
    return { ...found, ambiguity };
  }
  const o = good[0]!;
  if (o.checkin) found.checkin = o.checkin;
  if (o.checkout) found.checkout = o.checkout;
  if (o.nights !== undefined) found.nights = o.nights;
  if (out.nightsAmb && found.nights === undefined) found.ambiguity = nightsAmbiguity(out.nightsAmb, out.nightsDays);
  return found;
}

// ------------------------------------------------------------------ public API

/**
 * The stay dates of one guest message, or undefined when it says none.
 *
 * Reads from `m.folded` (earlier extractors' words already blanked), in
 * Spanish or English whatever `m.lang` (which only decides numeric dates and
 * labels), with `m.today` (`YYYY-MM-DD`, Bogotá) as the reference:
 *
 * - Absolute: "15 de diciembre", "dic 15", "December 15th", "15/12",
 *   "15/12/2026", "15/12/26", "2026-12-15". A year only from 4 digits
 *   attached to the date (or 2 after a second slash; "del año 2027" too);
 *   a year after a range's end is the whole range's ("del 10 al 12 de marzo
 *   del 2024", "march 10 to 12, 2024"); without a year: this year if not
 *   past, else next year. A written year is never changed: a past one is
 *   the problem `past`; one more than ten years back, or after a birth word
 *   ("nací el…", "born on…"), is not about the stay and nothing is claimed.
 * - Numeric day/month: day first in Spanish; in English "12/01" has two
 *   readings (`choices`, both when bookable); a reading that is not a
 *   calendar date ("15/12", "12/15") leaves the other one.
 * - Relative: "hoy", "mañana", "pasado mañana", "en 3 días" (Spanish "en 8 /
 *   15 días" is asked back: a week or 8 days), "la próxima semana" / "next
 *   week" (a week is not a day: `choices` of its seven days, Monday to
 *   Sunday, each a check-in; "esta semana": today to Sunday; "la próxima
 *   semana, el miércoles" → that day), weekdays ("el viernes", "next friday": the next
 *   such day after today, `inferred`; "este viernes" said on a Friday is
 *   asked back: today or in a week), "el 15" (the next 15th, today included,
 *   `inferred`).
 * - Offsets from an anchor (any one day read: today, tomorrow, a weekday, a
 *   named day, a date): "a week from tomorrow", "two weeks from Saturday",
 *   "tres días después de navidad", "el día después de año nuevo", "the day
 *   before christmas", "dos semanas a partir de hoy", British "Monday week",
 *   "Friday fortnight", "a week on Saturday"; "in a fortnight" (a check-in in
 *   14 days, not 14 nights); "in a couple of weeks" is asked back. After
 *   "for"/"por" the count is the stay ("for a week from tomorrow"); "a partir
 *   de" a date starts the stay ("3 noches a partir del 8": the 8th, 3 nights).
 * - "The one after": "no este viernes sino el siguiente", "not this Friday,
 *   the one after", "el sábado no, el otro", "no este finde sino el otro",
 *   "the weekend after next" → a week later; asked back when the coming one
 *   is not sure (said inside that weekend); said of a date that is not weekly
 *   ("no el 15 sino el siguiente") nothing is claimed.
 * - Month only ("en diciembre", "el mes que viene", "next month", "este
 *   mes") → `ambiguity: monthOnly`, never the 1st. Christmas as a period
 *   ("over christmas", "las navidades", "vacaciones de navidad") is
 *   December's `monthOnly` too; "navidad" alone is 25 December.
 * - Alternatives are asked back: "el 15 o el 16", "dec 15 or 16" → `choices`;
 *   "2 o 3 noches", "entre 4 y 5 noches", "3-4 nights" → `nights` options.
 *   A date half of which cannot be read ("15 y 16 de diciembre") is not
 *   claimed.
 * - Numbers beside people are counts or ages, never days: a bare day (no
 *   month, no weekday) is not claimed inside parentheses or in a list of
 *   numbers next to a people word ("niños de 4 y 7", "2 y 1 niño"), unless
 *   a date word introduces it ("el 15", "del 15 al 18"); numbers followed by
 *   a people word ("entre 4 y 5 personas", "4-5 people", "the two of us")
 *   or said as the party's size ("somos 4-5", "we are 4-5") are never
 *   dates, whatever word comes before; "de N" alone and
 *   "N y M" never introduce a day. Ordinal words ("first", "primero") are
 *   days only with a month or after "the"/"el", not before a noun ("first
 *   name").
 * - Chat style: stretched letters ("mañanaaa"), "pal 28", "pa el juebes",
 *   "tmrw", "2nite", "una semanita", "2 nochecitas", "noches: 6",
 *   "a fortnight" (14), "una sola noche", "a single night" (1); "d" = de,
 *   "dl" = del, "q" = que ("del 28 d dic al 2 d enero", "la semana q
 *   viene"), "prox", "fds", "w/e", "w/end", "wknd" (the weekend).
 * - Short weekday words ("tue", "tues", "thu", "thurs", "fri" always; "sat",
 *   "sun", "wed", "mon", "lun", "mié", "jue", "vie", "sáb", "dom" only in a
 *   weekday range, after a date word or before a day number or a part of the
 *   day: "sat to tues", "vie a dom", "el sáb", "on sun", "sat 28"; "mar" only
 *   in a weekday range: "lun a mar"). A weekday range whose start is a
 *   weekday-like word not read ("juevs a domingo") is not claimed. A part of
 *   the day and an arrival time after a day go with it ("friday around
 *   9pm", "el viernes a las 8 de la noche"): the time is not a slot.
 * - A weekday or a day without a month said with a named period is a day of
 *   that period, the period giving the other end ("puente de reyes, llegamos
 *   el viernes" → Friday to the Monday holiday; "this w/e, arriving friday";
 *   "semana santa, llegamos el jueves"; the day before the period counts:
 *   "llegamos el jueves" for a Friday puente); a weekday that is not a day of
 *   it is not claimed.
 * - Open choices ("algún puente de junio", "cualquier festivo de agosto",
 *   "any long weekend", "algún fin de semana", "los puentes de enero") are
 *   always asked back (`choices`, even with one option): the month's long
 *   weekends or holidays, or the next three long weekends / four weekends.
 * - "A few" nights ("unos días nomás", "unas noches", "a few nights",
 *   "some nights", "varios días") → `ambiguity: nights [2, 3, 4]`, never a
 *   value; "en unos días" / "in a few days" (a vague arrival) is not claimed.
 * - A named day said beside another date with no range word between them is
 *   the reason of the trip, not its check-out ("el 24 de diciembre, pa pasar
 *   la navidad" → check-in 24 December, nights asked; "dec 23 for
 *   christmas"); with a range word it is the check-out ("hasta navidad").
 * - Ranges ("del 15 al 18 de diciembre", "Dec 15-18", "entre el 20 y el 27",
 *   "del 28 de diciembre al 2 de enero", "llego el 15 y salgo el 18", "check
 *   in 15 dec check out 18 dec") → checkin, checkout, nights. A bare day
 *   before a later day falls in the next month only when that makes a stay of
 *   15 nights or fewer ("del 28 al 2 de enero"); otherwise it is `reversed`.
 * - Durations: "3 noches", "una semana" (7), "dos semanas" (14), "4 días"
 *   (`ambiguity: nights [3, 4]`), "4 días y 3 noches" (3), "un fin de semana"
 *   (2), "un mes" (`tooLong`).
 * - Weekend: check-in Friday, 2 nights, `label`. "el fin de semana":
 *   Monday–Thursday the coming one; Friday asked back (arriving today, or
 *   next Friday); Saturday asked back (tonight to Sunday, or next weekend);
 *   Sunday the next. "el primer fin de semana de diciembre", "a weekend in
 *   march": 2 nights and that month's `monthOnly` (the day is asked).
 *   "el próximo fin de semana" / "next weekend": always asked back (the
 *   coming or current one, or the one after; on a Saturday or Sunday the
 *   coming Friday or the one after). Long weekends with a month said first
 *   or right after ("the january long weekend", "puente enero") are that
 *   month's, the next one not past (next year's once this year's is gone).
 * - Holidays (Colombian, moved Mondays included): "navidad", "nochebuena",
 *   "fin de año", "año nuevo" (asked back: 31 Dec or 1 Jan), "semana santa"
 *   (Palm Sunday to Easter Sunday; from today if it has begun), its days
 *   ("jueves santo", "good friday", "domingo de ramos", "easter sunday":
 *   they win over the weekday word; the Holy Week not yet over, a day of it
 *   already gone is `past`), "easter weekend" / "puente de semana santa"
 *   (asked back: Thursday or Friday to Sunday; "easter" alone also offers
 *   the whole week), named days ("noche de velitas" 7 Dec, "valentine's
 *   day" 14 Feb, "halloween" 31 Oct, "amor y amistad" the third Saturday
 *   of September), "el festivo de agosto" (that month's holidays; several →
 *   `choices`), long weekends
 *   ("puente de reyes", "el puente de noviembre", "el próximo puente", "long
 *   weekend": Friday to the Monday holiday, 3 nights; several in that month →
 *   `choices`; a named one that is not a long weekend this time, or "el
 *   puente de <something unknown>", is not claimed), "el festivo" / "el
 *   próximo feriado" / "the next public holiday" (the next holiday).
 *   Holidays by their own names (see `holidayNameAt` in holidays.ts:
 *   accents, articles and "san"/"saint" ignored): "puente de la
 *   independencia de cartagena", "puente de san pedro", "the epiphany long
 *   weekend", "fin de semana de reyes", "puente del 12 de octubre" (a date
 *   that is a holiday's own date or day off) → its long weekend; "festivo
 *   de reyes", "el feriado de san josé", "the assumption holiday" → its day
 *   off (`inferred`, `label`); "festivo del 12 de octubre", moved to a
 *   Monday → `choices` of the date said and the day off; distinctive names
 *   alone ("la independencia de cartagena", "día de reyes", "todos los
 *   santos") → the day off; names that are also places or people ("San
 *   José", "Corpus Christi", "Pedro") only after "puente de"/"festivo de". Greetings ("feliz navidad") are not dates. Nights said with a
 *   named day are kept ("año nuevo 3 noches": `nights` beside the
 *   `choices`); with a named period of another length ("semana santa, 4
 *   noches") the choices are arriving at its start or leaving at its end.
 * - Refused with a `problem`: the past ("ayer", "hace una semana", "el 3 de
 *   marzo de 2025": never moved forward), more than {@link MAX_DAYS_AHEAD}
 *   days ahead (`tooFar`), not a calendar date (`invalid`), check-out not
 *   after check-in (`reversed`), over {@link MAX_NIGHTS} nights (`tooLong`).
 *
 * Left alone: counts ("2 adultos", "8 meses", "3 habitaciones"), phone
 * numbers and other digit groups glued by "-", "/" or "." that are not a date
 * ("555-01", "300-555-01-23") or typed apart ("el 3 1 5 4 4 4 5 5 6 6"),
 * street addresses ("calle 5 # 10-20", "cra 7 no. 45-12", "5th avenue"),
 * English cardinal words and a lone "uno" as pronouns ("not the one above";
 * days are "the first", "on the 1st", "llego el uno", "del uno al cinco"),
 * dotted "7.30" unless a date word introduces it ("llegada 07.03", "del
 * 15.12 al 18.12"), times, and a bare number — except at the dates question
 * (`m.expecting === 'dates'`), where a lone "15" is the next 15th
 * (`inferred`). At the nights question a bare number is not claimed. At the
 * phone and email questions only unmistakable dates are read: a date with
 * its month or a written year, a range of days ("del 15 al 18"), a duration, or any
 * date said with an arrival or departure word ("llego mañana"); "mañana te
 * lo mando", "el viernes", "15/12", "12-05" are not claimed there, nor a
 * day without a month outside a range ("el 15": maybe the number's start).
 * Glued day-month ("18-dic", "18/dic/2026", "dic-18") reads as "18 dic". The
 * same date said twice in parentheses or after "/" ("Holy Week (Semana
 * Santa)") is one date.
 * `spans` cover exactly the words used, with their little words ("del",
 * "al", "el", "por", "from", "to", "on", "the", "llego"…).
 */
export function extractDates(m: Message): DatesFound | undefined {
  const strict = m.expecting === 'phone' || m.expecting === 'email';
  const stay = m.expecting === 'nights' ? m.anchor : undefined;
  const c: Ctx = { toks: tokenize(m.folded), today: m.today, lang: m.lang, rule: 'future', strict, stay, nightsQuestion: m.expecting === 'nights' };
  const out = combine(c, scan(c, m.expecting));
  if (!out) return undefined;
  const found = finish(c, out, { allowPast: false, limits: true });
  if (found.spans.length === 0) return undefined;
  const empty = found.checkin === undefined && found.checkout === undefined && found.nights === undefined && !found.ambiguity && !found.problem;
  return empty ? undefined : found;
}

/** A staff date range: `start` to `end`, both included (`YYYY-MM-DD`). */
export type DateRange =
  | { ok: true; start: string; end: string }
  /**
   * `unparseable`: not (only) a date; `ambiguous`: several readings (such as
   * English "12/01"); `reversed`: end before start; `invalid`: not a calendar
   * date; `past`: before today when past dates are not allowed.
   */
  | { ok: false; reason: 'unparseable' | 'ambiguous' | 'reversed' | 'invalid' | 'past' };

/** Options of {@link parseDateRange}. */
export interface DateRangeOptions {
  /** Dates before today are fine (reports); a date without a year is then the nearest occurrence to today. */
  allowPast: boolean;
  /** A month alone ("diciembre") is the whole month; otherwise it is `unparseable`. */
  monthAsRange: boolean;
}

const STAFF_WEEK = /^((esta|la|this) )?(semana|week)$/;
const STAFF_NEXT_WEEK = /^((la )?(proxima|siguiente|otra) semana|(la )?semana (que viene|proxima|siguiente|entrante)|next week)$/;
const STAFF_LAST_WEEK = /^((la )?semana pasada|last week)$/;
const STAFF_MONTH = /^(este mes|this month)$/;
const STAFF_NEXT_MONTH = /^((el )?(proximo|siguiente) mes|(el )?mes (que viene|proximo|siguiente|entrante)|next month)$/;
const STAFF_LAST_MONTH = /^((el )?mes pasado|last month)$/;
const STAFF_NEXT_DAYS = /^(?:(?:los|las|the) )?(?:proximos|siguientes|next) (\d{1,3}|[a-z]+) (?:dias|days)$/;
const STAFF_LAST_DAYS = /^(?:(?:los|las|the) )?(?:ultimos|past|last) (\d{1,3}|[a-z]+) (?:dias|days)$/;
const STAFF_WEEKEND = /^((este|el|this|the) )?(fin de semana|finde|weekend)$/;
const STAFF_NEXT_WEEKEND = /^((el )?(proximo|siguiente|otro) (fin de semana|finde)|(el )?(fin de semana|finde) (que viene|proximo|siguiente)|next weekend)$/;

function monthRange(y: number, m: number): { start: string; end: string } {
  const yy = y + Math.floor((m - 1) / 12);
  const mm = ((((m - 1) % 12) + 12) % 12) + 1;
  return { start: ymd(yy, mm, 1)!, end: ymd(yy, mm, daysInMonth(yy, mm))! };
}

/**
 * A date range typed by staff (the same reading as {@link extractDates}),
 * `today` being `YYYY-MM-DD` (Bogotá). Accepts one date ("hoy", "mañana",
 * "15 de diciembre", "2026-12-01", "1/12/2026") → that day; two dates or a
 * range ("del 1 al 5 de diciembre", "2026-12-01 2026-12-05", "hoy a
 * mañana"); weeks Monday to Sunday ("esta semana", "la próxima semana",
 * "this week", "next week", "la semana pasada"); months ("este mes", "next
 * month", and with `monthAsRange` a month's name: "diciembre", "diciembre
 * 2026" → its 1st to its last day); weekends Friday to Sunday ("este fin de
 * semana": the week's Friday–Sunday holding today, "el próximo fin de
 * semana" the following); "próximos 7 días" / "next 7 days" (today and the 6
 * after) and "últimos 7 días" / "last 7 days". A range's end is included.
 * Every word must be understood, else `unparseable`. No length limit here
 * (the caller applies its own). Never throws.
 */
export function parseDateRange(text: string, lang: Lang, today: string, opts: DateRangeOptions): DateRange {
  const folded = foldKeepLength(text);
  const f = folded
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!?]+$/, '');
  if (f === '') return { ok: true, start: today, end: today };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || !ymd(yearOf(today), monthOf(today), dayOf(today))) return { ok: false, reason: 'unparseable' };
  const monday = mondayOf(today);
  const week = (mon: string) => ({ ok: true as const, start: mon, end: addDays(mon, 6) });
  if (STAFF_WEEK.test(f)) return week(monday);
  if (STAFF_NEXT_WEEK.test(f)) return week(addDays(monday, 7));
  if (STAFF_LAST_WEEK.test(f)) return opts.allowPast ? week(addDays(monday, -7)) : { ok: false, reason: 'past' };
  const y = yearOf(today);
  const mo = monthOf(today);
  if (STAFF_MONTH.test(f)) return { ok: true, ...monthRange(y, mo) };
  if (STAFF_NEXT_MONTH.test(f)) return { ok: true, ...monthRange(y, mo + 1) };
  if (STAFF_LAST_MONTH.test(f)) return opts.allowPast ? { ok: true, ...monthRange(y, mo - 1) } : { ok: false, reason: 'past' };
  if (STAFF_WEEKEND.test(f)) return { ok: true, start: addDays(monday, 4), end: addDays(monday, 6) };
  if (STAFF_NEXT_WEEKEND.test(f)) return { ok: true, start: addDays(monday, 11), end: addDays(monday, 13) };
  let d = STAFF_NEXT_DAYS.exec(f);
  if (d) {
    const n = /^\d/.test(d[1]!) ? Number(d[1]) : NUMBER_WORDS[d[1]!];
    if (n !== undefined && n >= 1) return { ok: true, start: today, end: addDays(today, n - 1) };
  }
  d = STAFF_LAST_DAYS.exec(f);
  if (d) {
    const n = /^\d/.test(d[1]!) ? Number(d[1]) : NUMBER_WORDS[d[1]!];
    if (n !== undefined && n >= 1) return opts.allowPast ? { ok: true, start: addDays(today, -(n - 1)), end: today } : { ok: false, reason: 'past' };
  }

  const c: Ctx = { toks: tokenize(folded), today, lang, rule: opts.allowPast ? 'nearest' : 'future' };
  const items = scan(c, 'dates');
  // Every word must be part of the dates.
  const used = new Set(items.flatMap((it) => it.used));
  if (c.toks.some((tk, k) => !used.has(k) && tk.k !== 'p')) return { ok: false, reason: 'unparseable' };
  if (items.some((it) => it.k === 'dur' || it.k === 'skip')) return { ok: false, reason: 'unparseable' };
  // Staff: a past phrase is a past date ("ayer").
  const mapped: Item[] = items.map((it) => (it.k === 'past' && opts.allowPast ? ({ ...it, k: 'pt', pt: { p: 'fixed', date: it.date } } as Item) : it));
  const months = mapped.filter((it) => it.k === 'month');
  if (months.length > 0 && mapped.length === months.length) {
    if (!opts.monthAsRange || months.length > 2) return { ok: false, reason: 'unparseable' };
    const pick = (it: Item & { k: 'month' }) => {
      if (it.y !== undefined) return monthRange(it.y, it.m);
      let best = monthRange(y, it.m);
      for (const yy of opts.allowPast ? [y - 1, y + 1] : [y + 1]) {
        const r = monthRange(yy, it.m);
        const dist = (x: { start: string; end: string }) => (today < x.start ? daysBetween(today, x.start) : today > x.end ? daysBetween(x.end, today) : 0);
        if (opts.allowPast ? dist(r) < dist(best) : best.end < today) best = r;
      }
      return best;
    };
    const a = pick(months[0] as Item & { k: 'month' });
    const b = months[1] ? pick(months[1] as Item & { k: 'month' }) : a;
    return b.end < a.start ? { ok: false, reason: 'reversed' } : { ok: true, start: a.start, end: b.end };
  }
  const out = combine(c, mapped);
  if (!out) return { ok: false, reason: 'unparseable' };
  const found = finish(c, out, { allowPast: opts.allowPast, limits: false });
  if (found.problem) {
    const k = found.problem.kind;
    return { ok: false, reason: k === 'past' ? 'past' : k === 'reversed' ? 'reversed' : k === 'invalid' ? 'invalid' : 'unparseable' };
  }
  if (found.ambiguity) return { ok: false, reason: found.ambiguity.kind === 'choices' ? 'ambiguous' : 'unparseable' };
  const start = found.checkin ?? found.checkout;
  if (!start) return { ok: false, reason: 'unparseable' };
  const end = found.checkout ?? start;
  return end < start ? { ok: false, reason: 'reversed' } : { ok: true, start, end };
}

/** The nights asked back, with the days said when they are the reason ("4 días": 3 or 4 nights). */
function nightsAmbiguity(options: number[], days: number | undefined): DateAmbiguity {
  return days === undefined ? { kind: 'nights', options } : { kind: 'nights', options, days };
}
