/**
 * The word tables of the date reader, shared by several of its rules: month
 * and weekday names (full, short, and the short words that are weekdays only
 * in some places), ordinal and weak number words, the units that make a
 * number a count, and the little words before a date phrase that give it its
 * role (from, to, check-in, check-out, filler, vague, greeting). All in folded
 * form (lowercase, no accents), Spanish and English side by side.
 *
 * Grammar: the terminals. A table read by one rule only lives beside that
 * rule (chat spellings and address words in tokens.ts, holiday words in
 * named.ts, people words in counts.ts, time words in relative.ts).
 *
 * Month and weekday names of the other languages tourists write (German,
 * French, Portuguese, Italian, Dutch) are data: `../lexicon/months.json`,
 * validated at load by {@link ForeignCalendarLexicon} and merged into the
 * tables below ("10 to 14 of Juli", "le 5 janvier", "dal 2 al 5 febbraio").
 */
import { z } from 'zod';
import { checkLexicon } from '../lexiconCheck.js';
import { PEOPLE_WORDS } from '../people.js';
import foreignData from '../lexicon/months.json' with { type: 'json' };

/** A folded word: lowercase letters a–z only (accents removed). */
const FOLDED_WORD = z.string().regex(/^[a-z]+$/, 'a folded word: lowercase a-z only');
/** A folded word that may hold one apostrophe ("jusqu'au", "aujourd'hui"). */
const APOSTROPHE_WORD = z.string().regex(/^[a-z]+(?:'[a-z]+)?$/, 'a folded word (a-z, one apostrophe: "jusqu\'au")');

/**
 * The schema of `lexicon/months.json`: per language, month names (1..12) and
 * weekday names (0 Sunday … 6 Saturday), the words joining a range's two
 * days (`rangeWords`: "bis", "tot", "au"), the words for today and tomorrow
 * (`days`: "heute", "demain", "amanha"), every word folded; `besideDayOnly`
 * lists month names that are also common words or names ("marco", "mars",
 * "mai"), months only next to a day number. Every language names all twelve
 * months; every `besideDayOnly` word is a month name of some language;
 * `daysOnlyAfter` gives the day words that are also other words ("morgen" is
 * also "morning") the words after which alone they are the day ("für morgen").
 */
export const ForeignCalendarLexicon = z
  .object({
    about: z.string(),
    languages: z.record(
      z.string().regex(/^[a-z]{2}$/, 'an ISO 639-1 language code'),
      z.object({
        months: z.record(z.string(), z.number().int().min(1).max(12)),
        weekdays: z.record(z.string(), z.number().int().min(0).max(6)),
        rangeWords: z.array(APOSTROPHE_WORD),
        days: z.record(APOSTROPHE_WORD, z.enum(['today', 'tomorrow'])).optional(),
      }),
    ),
    besideDayOnly: z.array(FOLDED_WORD),
    daysOnlyAfter: z.record(z.string(), z.array(FOLDED_WORD)).optional(),
  })
  .superRefine((lex, ctx) => {
    const all = new Set<string>();
    for (const [lang, t] of Object.entries(lex.languages)) {
      for (const k of [...Object.keys(t.months), ...Object.keys(t.weekdays)])
        if (!FOLDED_WORD.safeParse(k).success) ctx.addIssue({ code: 'custom', path: ['languages', lang, k], message: `"${k}" is not folded (lowercase a-z)` });
      const got = new Set(Object.values(t.months));
      for (let m = 1; m <= 12; m++) if (!got.has(m)) ctx.addIssue({ code: 'custom', path: ['languages', lang, 'months'], message: `month ${m} has no name` });
      for (const k of Object.keys(t.months)) all.add(k);
    }
    for (const k of lex.besideDayOnly)
      if (!all.has(k)) ctx.addIssue({ code: 'custom', path: ['besideDayOnly'], message: `"${k}" is not a month name of the lexicon` });
    const days = new Set(Object.values(lex.languages).flatMap((t) => Object.keys(t.days ?? {})));
    for (const k of Object.keys(lex.daysOnlyAfter ?? {}))
      if (!days.has(k)) ctx.addIssue({ code: 'custom', path: ['daysOnlyAfter', k], message: `"${k}" is not a day word of the lexicon` });
  });

/** The foreign calendar lexicon, as validated by {@link ForeignCalendarLexicon}. */
export type ForeignCalendarLexicon = z.infer<typeof ForeignCalendarLexicon>;

/** `data` as a {@link ForeignCalendarLexicon}, or an `Error` naming `source` and every problem found. */
export function parseForeignCalendar(data: unknown, source = 'foreign calendar lexicon'): ForeignCalendarLexicon {
  return checkLexicon(ForeignCalendarLexicon, data, source, 'calendar');
}

/** The foreign calendar lexicon, read and checked once, when this module is loaded. */
const FOREIGN = parseForeignCalendar(foreignData, 'src/flows/understand/lexicon/months.json');
const FOREIGN_BESIDE_DAY = new Set(FOREIGN.besideDayOnly);
/** Foreign month names that are always months ("juli", "janvier", "febbraio", "dezember"). */
const FOREIGN_MONTHS: Readonly<Record<string, number>> = Object.fromEntries(
  Object.values(FOREIGN.languages).flatMap((t) => Object.entries(t.months).filter(([k]) => !FOREIGN_BESIDE_DAY.has(k))),
);
/** Foreign month names that are months only next to a day number ("10 de marco", "le 5 mars", "2 mai"), never a month alone. */
export const FOREIGN_MONTHS_BESIDE_DAY: Readonly<Record<string, number>> = Object.fromEntries(
  Object.values(FOREIGN.languages).flatMap((t) => Object.entries(t.months).filter(([k]) => FOREIGN_BESIDE_DAY.has(k))),
);
/**
 * Words joining a range's two days in the other languages ("3 bis 6", "du 3 au 6 mars", "3 tot 6 maart"): not read
 * as range words (they are also other words), but a day before one of them is a range's start the reader missed.
 */
export const FOREIGN_RANGE_WORDS: ReadonlySet<string> = new Set(Object.values(FOREIGN.languages).flatMap((t) => t.rangeWords));
/** Foreign words for today and tomorrow, by the English word they mean ("amanha" → "tomorrow", "oggi" → "today"). */
export const FOREIGN_DAYS: Readonly<Record<string, 'today' | 'tomorrow'>> = Object.fromEntries(
  Object.values(FOREIGN.languages).flatMap((t) => Object.entries(t.days ?? {})),
);
/** Foreign day words that are also other words, with the words after which alone they are the day ("für morgen", not "guten Morgen"). */
export const FOREIGN_DAYS_ONLY_AFTER: Readonly<Record<string, ReadonlySet<string>>> = Object.fromEntries(
  Object.entries(FOREIGN.daysOnlyAfter ?? {}).map(([k, after]) => [k, new Set(after)]),
);
/** Foreign weekday names ("samstag", "vendredi", "sabato", "zondag"). */
const FOREIGN_WEEKDAYS: Readonly<Record<string, number>> = Object.fromEntries(Object.values(FOREIGN.languages).flatMap((t) => Object.entries(t.weekdays)));

/** Month names, Spanish and English, always months (1..12). */
const ES_EN_MONTHS: Readonly<Record<string, number>> = {
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
/** Month names that are always months (1..12): Spanish, English and the foreign ones of the lexicon ("juli", "janvier"). */
export const MONTHS: Readonly<Record<string, number>> = { ...ES_EN_MONTHS, ...FOREIGN_MONTHS };
/** Abbreviations and words that are months only next to a day number ("mar 15", "may 2", "10 de marco", "le 5 mars"). */
export const MONTH_ABBR: Readonly<Record<string, number>> = {
  ...FOREIGN_MONTHS_BESIDE_DAY,
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
/**
 * Spanish and English month names long enough that a one-letter typo is still that month ("diciembe", "setember").
 * Foreign names are read as written only: their one-letter neighbours are too often other words.
 */
export const LONG_MONTH_NAMES = Object.keys(ES_EN_MONTHS).filter((k) => k.length >= 6);
/** Spanish and English month names, for typos read where only a month can stand ("el 2 de jnio", "el 8 de agoto"). */
export const ES_EN_MONTH_NAMES = Object.keys(ES_EN_MONTHS);

/** Weekday names, Spanish, English and the foreign ones of the lexicon ("samstag", "vendredi"): 0 Sunday … 6 Saturday. */
export const WEEKDAYS: Readonly<Record<string, number>> = {
  ...FOREIGN_WEEKDAYS,
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
export const WEEKDAY_ABBR: Readonly<Record<string, number>> = {
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
export const ABBR_BEFORE = new Set([
  'el',
  'on',
  'this',
  'next',
  'coming',
  'este',
  'proximo',
  'from',
  'desde',
  'del',
  'hasta',
  'until',
  'till',
  'by',
  'pal',
  'every',
  // "this Sat to the following Sat", "del sáb al siguiente sáb"
  'following',
  'siguiente',
]);
/** Parts of the day after a short weekday word ("sat night", "vie en la noche"). */
export const DAY_PARTS = new Set(['night', 'morning', 'evening', 'afternoon', 'noche', 'tarde', 'manana', 'nite']);
/** Words joining the two ends of a weekday range ("sat to tues", "vie a dom", "fri-sun"). */
export const WEEKDAY_RANGE_JOINERS = new Set(['to', 'a', 'al', '-', 'hasta', 'until', 'till', 'thru', 'through']);

/** Ordinal words that are days of the month ("primero", "the first", "the fifteenth"). */
export const ORDINAL_WORDS: Readonly<Record<string, number>> = {
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
export const WEAK_NUMBER_WORDS = new Set(['a', 'an', 'un', 'no', 'par', 'pair', 'couple', 'none', 'ninguno', 'ninguna', 'cero', 'zero', 'once']);

/**
 * Words after a number that make it a count, not a day of the month: the units below and every plural word of the
 * people lexicon for grown-ups, children or people counted ("2 grown-ups", "3 chamacos", "4 seniors"), agency shorthand
 * aside ("lunes 7⏎Adt: 2" keeps its day).
 */
export const UNIT_WORDS = new Set([
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
  ...[...PEOPLE_WORDS].flatMap(([word, p]) =>
    p.plural && (p.cls === 'adult' || p.cls === 'child' || p.cls === 'people') && !p.tags.has('shorthand') && word.length > 3 ? [word] : [],
  ),
]);
/** Words of a baby or child before "de N días/semanas/meses": an age, not a stay ("un bebé de 8 meses"). */
export const BABY_WORDS = new Set([
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
export const ORDINAL_WEEK_WORDS = new Set([
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
/**
 * Which weekend of a month an ordinal word names ("el primer fin de semana de febrero", "the last weekend of
 * June"): the N-th weekend (1..4), -1 the last. "penúltimo" is not here: the weekend before the last is asked.
 */
export const WEEKEND_ORDINALS: Readonly<Record<string, number>> = {
  primer: 1,
  primero: 1,
  primera: 1,
  first: 1,
  segundo: 2,
  segunda: 2,
  second: 2,
  tercer: 3,
  tercero: 3,
  tercera: 3,
  third: 3,
  cuarto: 4,
  fourth: 4,
  ultimo: -1,
  ultima: -1,
  last: -1,
};
/** Words before a phrase meaning the coming or next one ("el próximo viernes", "next weekend", "el otro finde"). */
export const NEXT_WORDS = new Set(['proximo', 'proxima', 'siguiente', 'next', 'coming', 'upcoming', 'otro', 'otra', 'entrante']);
/** Words before a phrase meaning the current one ("este viernes", "this weekend"). */
export const THIS_WORDS = new Set(['este', 'esta', 'this']);
/** Words of arrival: the date after them is the check-in ("llego el 15", "arriving friday", "check-in"). */
export const CHECKIN_WORDS = new Set([
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
  'entrando',
  'checkin',
  'arrive',
  'arriving',
  'arrival',
  'arrives',
  // said of the guests by an agent or an assistant (class "arrival in the third person": "llega el 15", "llegan mañana")
  'llega',
  'llegan',
  'llegarian',
  'ingresa',
  'ingresan',
  'entra',
  'entran',
]);
/** Words of departure: the date after them is the check-out ("salgo el 18", "leaving sunday"). */
export const CHECKOUT_WORDS = new Set([
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
  // class "the return home said with volver" ("salgo mañana y vuelvo el domingo", "returning Sunday"): the check-out
  'vuelvo',
  'volvemos',
  'vuelve',
  'vuelven',
  'volveria',
  'volveriamos',
  'returning',
  // said of the guests by an agent or an assistant ("mañana y salen al día siguiente", "regresa el jueves")
  'salen',
  'sale',
  'saldrian',
  'regresa',
  'regresan',
  'checkout',
  'leave',
  'leaving',
  'departure',
  'depart',
  'departing',
]);
/**
 * Departure said with a pronoun and a verb of going: "nos vamos", "me voy",
 * "se van", "nos devolvemos", "me regreso" (each pronoun with its verbs). The
 * verb alone is no departure ("vamos el 14" is going there: an arrival), so
 * only the pair is a check-out word.
 */
export const LEAVE_VERBS: Readonly<Record<string, ReadonlySet<string>>> = {
  nos: new Set(['vamos', 'iriamos', 'iremos', 'devolvemos', 'regresamos', 'volvemos', 'salimos']),
  me: new Set(['voy', 'iria', 'ire', 'devuelvo', 'regreso', 'vuelvo']),
  se: new Set(['van', 'va', 'iria', 'irian', 'devuelve', 'devuelven', 'regresa', 'regresan', 'vuelve', 'vuelven']),
};

/** Whether the token at `k` ends a {@link LEAVE_VERBS} pair ("nos vamos"): a departure word of two tokens. */
export function leaveVerbEnds(c: { toks: readonly { t: string }[] }, k: number): boolean {
  const verb = c.toks[k]?.t;
  const pronoun = c.toks[k - 1]?.t;
  return verb !== undefined && pronoun !== undefined && LEAVE_VERBS[pronoun]?.has(verb) === true;
}

/** Words starting a range: the date after them is its start ("del 15", "from the 15th", "entre el 20…"). */
export const FROM_WORDS = new Set(['del', 'desde', 'from', 'entre', 'between', 'starting', 'partir']);
/** Words ending a range: the date after them is its end ("al 18", "to the 18th", "hasta el domingo"). */
export const TO_WORDS = new Set(['al', 'a', 'hasta', 'to', 'until', 'till', 'til', 'through', 'thru', '-', 'y', 'and']);
/** Little words taken with a date phrase just before it (besides the markers above). */
export const FILLER_WORDS = new Set([
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
/** Words of "about" before a day ("around the 15th", "alrededor del 15", "aprox. el 20"): the day is asked back, never taken. */
export const ROUGHLY_WORDS: ReadonlySet<string> = new Set(['around', 'alrededor', 'aprox', 'aproximadamente', 'approx', 'approximately', 'circa']);
/** Words that make the date after them vague ("antes del 15"): the date is not claimed. */
export const VAGUE_WORDS = new Set(['antes', 'despues', 'before', 'after', 'luego', 'tras']);
/** "feliz navidad" is a greeting, not a date. */
export const GREETING_WORDS = new Set(['feliz', 'felices', 'happy', 'merry', 'prospero']);

/** The days in one unit of an offset: days, weeks, fortnights ("quincena" is not read: also a pay period). */
export function offsetUnit(u: string): number {
  return /^(dia|dias|day|days)$/.test(u) ? 1 : /^(semana|semanas|week|weeks)$/.test(u) ? 7 : /^(fortnight|fortnights)$/.test(u) ? 14 : 0;
}

/**
 * Words naming the occasion of the trip ("la boda es el 12", "nos casamos el 12", "the wedding is on the 12th"): a date
 * said right after them is the event's day, which need not be a day of the stay.
 */
export const EVENT_WORDS: ReadonlySet<string> = new Set([
  'boda',
  'matrimonio',
  'casamos',
  'casamiento',
  'cumpleanos',
  'cumple',
  'grado',
  'graduacion',
  'evento',
  'concierto',
  'aniversario',
  'wedding',
  'married',
  'birthday',
  'graduation',
  'concert',
  'event',
  'anniversary',
]);

/** Little words between an event word and its date ("la boda es el 12", "the wedding is on the 12th"). */
export const EVENT_LINKS: ReadonlySet<string> = new Set([
  'es',
  'sera',
  'seria',
  'is',
  "'s",
  's',
  'will',
  'be',
  'on',
  'el',
  'the',
  'for',
  ':',
  'get',
  'getting',
]);
