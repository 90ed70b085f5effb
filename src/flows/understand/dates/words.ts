/**
 * The word tables of the date reader, shared by several of its rules: month
 * and weekday names (full, short, and the short words that are weekdays only
 * in some places), ordinal and weak number words, the units that make a
 * number a count, and the little words before a date phrase that give it its
 * role (from, to, check-in, check-out, filler, vague, greeting). All in folded
 * form (lowercase, no accents), Spanish and English side by side.
 *
 * Grammar: the terminals. A table read by one rule only lives beside that
 * rule (address words in tokens.ts, holiday words in named.ts, people words
 * in counts.ts, time words in relative.ts).
 *
 * The calendar words are data, validated at load: Spanish and English month,
 * weekday and ordinal words and the chat spellings of date words in
 * `../lexicon/calendar.json` ({@link CalendarLexicon}); month and weekday
 * names of the other languages tourists write (German, French, Portuguese,
 * Italian, Dutch) in `../lexicon/months.json` ({@link ForeignCalendarLexicon}),
 * merged into the tables below ("10 to 14 of Juli", "le 5 janvier").
 */
import { z } from 'zod';
import { checkLexicon } from '../lexiconCheck.js';
import { PEOPLE_GRAMMAR, PEOPLE_WORDS } from '../people.js';
import calendarData from '../lexicon/calendar.json' with { type: 'json' };
import foreignData from '../lexicon/months.json' with { type: 'json' };
import type { Lang } from '../../types.js';

/** A folded word: lowercase letters a–z only (accents removed). */
const FOLDED_WORD = z.string().regex(/^[a-z]+$/, 'a folded word: lowercase a-z only');
/** A folded word that may hold one apostrophe ("jusqu'au", "aujourd'hui"). */
const APOSTROPHE_WORD = z.string().regex(/^[a-z]+(?:'[a-z]+)?$/, 'a folded word (a-z, one apostrophe: "jusqu\'au")');

/**
 * The schema of `lexicon/months.json`: per language, month names (1..12) and
 * weekday names (0 Sunday … 6 Saturday), the words joining a range's two
 * days (`rangeWords`: "bis", "tot", "au") and before its first (`fromWords`: "du", "vom"), the words for today and tomorrow
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
        fromWords: z.array(FOLDED_WORD),
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
 * Words joining a range's two days in the other languages ("3 bis 6", "du 3 au 6 mars", "3 tot 6 maart"): read as
 * the range's word only between two day numbers with a month after the second (they are also other words: a "tot" is
 * a child); elsewhere a day before one of them is a range's start the reader missed.
 */
export const FOREIGN_RANGE_WORDS: ReadonlySet<string> = new Set(Object.values(FOREIGN.languages).flatMap((t) => t.rangeWords));
/** Words opening a range before its first day in the other languages ("du 14 au 18 février", "vom 3 bis 6 März", "van 3 tot 6 maart"). */
export const FOREIGN_FROM_WORDS: ReadonlySet<string> = new Set(Object.values(FOREIGN.languages).flatMap((t) => t.fromWords));
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

/** A spelled word of `calendar.json`'s `spellings`: folded letters, or digits glued to letters ("2nite"). */
const SPELLED_WORD = z.string().regex(/^[a-z0-9]+$/, 'a folded chat spelling: lowercase a-z and digits only');
/** A table of folded words and their numbers, each in `min..max`. */
const numberedWords = (min: number, max: number) => z.record(z.string(), z.number().int().min(min).max(max));

/**
 * The schema of `lexicon/calendar.json`: the calendar words of the chat's own languages, Spanish and English, per
 * language: `months` (always months, 1..12), `monthsBesideDay` (months only next to a day number: "mar 15", "may 2"),
 * `weekdays` (0 Sunday … 6 Saturday, always weekdays), `weekdaysWhereMeant` (short forms that are also other words:
 * "sat", "mar"), `ordinals` (spelled ordinal days, 1..31); and `spellings`, the chat spellings and typos of date
 * words with the word each stands for ("tmrw" → "tomorrow", "2nite" → "tonight"). Each language names all twelve
 * months (in `months` or `monthsBesideDay`) and all seven weekdays; a word means one thing in every language; a
 * spelling stands for a date word of the lexicon or of `words` (the other date words the reader knows), never for
 * another spelling; `vagueTimes`, times named for a stay that say no dates ("spring break", "pa las novenas");
 * `goingTo`, the words of leaving said with where to ("me voy el lunes pa Cartagena": setting off, not the check-out).
 */
export const CalendarLexicon = z
  .object({
    about: z.string(),
    languages: z.record(
      z.enum(['es', 'en']),
      z.object({
        months: numberedWords(1, 12),
        monthsBesideDay: numberedWords(1, 12),
        weekdays: numberedWords(0, 6),
        weekdaysWhereMeant: numberedWords(0, 6),
        ordinals: numberedWords(1, 31),
      }),
    ),
    words: z.array(FOLDED_WORD),
    spellings: z.record(SPELLED_WORD, FOLDED_WORD),
    vagueTimes: z.object({ note: z.string(), phrases: z.array(z.string().regex(/^[a-z]+(?: [a-z]+)*$/, 'folded words, one space apart')) }),
    goingTo: z.object({ note: z.string(), settingOff: z.array(FOLDED_WORD), home: z.array(FOLDED_WORD), notPlaces: z.array(FOLDED_WORD) }),
  })
  .superRefine((lex, ctx) => {
    const meaning = new Map<string, string>();
    for (const [lang, t] of Object.entries(lex.languages)) {
      const months = new Set([...Object.values(t.months), ...Object.values(t.monthsBesideDay)]);
      for (let m = 1; m <= 12; m++)
        if (!months.has(m)) ctx.addIssue({ code: 'custom', path: ['languages', lang, 'months'], message: `month ${m} has no name` });
      const days = new Set(Object.values(t.weekdays));
      for (let d = 0; d <= 6; d++)
        if (!days.has(d)) ctx.addIssue({ code: 'custom', path: ['languages', lang, 'weekdays'], message: `weekday ${d} has no name` });
      for (const [table, words] of Object.entries(t))
        for (const [k, v] of Object.entries(words)) {
          if (!FOLDED_WORD.safeParse(k).success)
            ctx.addIssue({ code: 'custom', path: ['languages', lang, table, k], message: `"${k}" is not folded (lowercase a-z)` });
          const was = meaning.get(`${table}:${k}`);
          if (was !== undefined && was !== String(v))
            ctx.addIssue({ code: 'custom', path: ['languages', lang, table, k], message: `"${k}" is ${was} in another language` });
          meaning.set(`${table}:${k}`, String(v));
        }
    }
    const known = new Set([
      ...lex.words,
      ...Object.values(lex.languages).flatMap((t) => [...Object.keys(t.months), ...Object.keys(t.weekdays), ...Object.keys(t.ordinals)]),
    ]);
    for (const [k, word] of Object.entries(lex.spellings)) {
      if (lex.spellings[word] !== undefined) ctx.addIssue({ code: 'custom', path: ['spellings', k], message: `"${word}" is itself a spelling` });
      else if (!known.has(word)) ctx.addIssue({ code: 'custom', path: ['spellings', k], message: `"${word}" is no date word of the lexicon` });
    }
  });

/** The calendar lexicon of Spanish and English, as validated by {@link CalendarLexicon}. */
export type CalendarLexicon = z.infer<typeof CalendarLexicon>;

/** `data` as a {@link CalendarLexicon}, or an `Error` naming `source` and every problem found. */
export function parseCalendar(data: unknown, source = 'calendar lexicon'): CalendarLexicon {
  return checkLexicon(CalendarLexicon, data, source, 'calendar');
}

/** The Spanish and English calendar lexicon, read and checked once, when this module is loaded. */
const CALENDAR = parseCalendar(calendarData, 'src/flows/understand/lexicon/calendar.json');

/** One table of every language of the calendar lexicon, merged (Spanish first). */
function ofLanguages(table: keyof CalendarLexicon['languages']['es']): Readonly<Record<string, number>> {
  return Object.assign({}, ...Object.values(CALENDAR.languages).map((t) => t[table]));
}

/** Times named for a stay that say no dates ("en estos días", "feria de las flores", "spring break"), folded, longest first. */
export const VAGUE_TIMES: readonly string[] = [...CALENDAR.vagueTimes.phrases].sort((a, b) => b.length - a.length);

/** Chat spellings and typos of date words, folded, and the word each stands for ("tmrw" → "tomorrow", "2nite" → "tonight"). */
export const SPELLINGS: Readonly<Record<string, string>> = CALENDAR.spellings;

/** Month names, Spanish and English, always months (1..12), in the lexicon's order (Spanish first). */
const ES_EN_MONTHS: Readonly<Record<string, number>> = { ...CALENDAR.languages.es!.months, ...CALENDAR.languages.en!.months };
/** Month names that are always months (1..12): Spanish, English and the foreign ones of the lexicon ("juli", "janvier"). */
export const MONTHS: Readonly<Record<string, number>> = { ...ES_EN_MONTHS, ...FOREIGN_MONTHS };
/** Abbreviations and words that are months only next to a day number ("mar 15", "may 2", "10 de marco", "le 5 mars"). */
export const MONTH_ABBR: Readonly<Record<string, number>> = { ...FOREIGN_MONTHS_BESIDE_DAY, ...ofLanguages('monthsBesideDay') };
/**
 * Spanish and English month names long enough that a one-letter typo is still that month ("diciembe", "setember").
 * Foreign names are read as written only: their one-letter neighbours are too often other words.
 */
export const LONG_MONTH_NAMES = Object.keys(ES_EN_MONTHS).filter((k) => k.length >= 6);
/** Spanish and English month names, for typos read where only a month can stand ("el 2 de jnio", "el 8 de agoto"). */
export const ES_EN_MONTH_NAMES = Object.keys(ES_EN_MONTHS);

/** Weekday names, Spanish, English and the foreign ones of the lexicon ("samstag", "vendredi"): 0 Sunday … 6 Saturday. */
export const WEEKDAYS: Readonly<Record<string, number>> = { ...FOREIGN_WEEKDAYS, ...ofLanguages('weekdays') };

/**
 * Short weekday words that are also other words ("sat", "sun", "wed", "mon";
 * Spanish "mar" is also the sea and March): weekdays only where a weekday is
 * meant — see {@link weekdayAt}.
 */
export const WEEKDAY_ABBR: Readonly<Record<string, number>> = ofLanguages('weekdaysWhereMeant');
/** The same short weekday words, of one chat language only ("vie" in Spanish, "fri" in English). */
export const WEEKDAY_ABBR_OF: Readonly<Record<Lang, Readonly<Record<string, number>>>> = {
  es: CALENDAR.languages.es.weekdaysWhereMeant,
  en: CALENDAR.languages.en.weekdaysWhereMeant,
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
export const ORDINAL_WORDS: Readonly<Record<string, number>> = ofLanguages('ordinals');

/** Number words that are numbers only in some sentences: never a day of the month. */
export const WEAK_NUMBER_WORDS = new Set(['a', 'an', 'un', 'no', 'par', 'pair', 'couple', 'none', 'ninguno', 'ninguna', 'cero', 'zero', 'once']);

/**
 * Words after a number that make it a count, not a day of the month: the units below and every plural word of the
 * people lexicon for grown-ups, children or people counted ("2 grown-ups", "3 chamacos", "4 seniors", "the 4
 * groomsmen"), agency shorthand aside ("lunes 7⏎Adt: 2" keeps its day).
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
    p.plural && (p.cls === 'adult' || p.cls === 'child' || p.cls === 'people' || p.cls === 'adultRelMany') && !p.tags.has('shorthand') && word.length > 3
      ? [word]
      : [],
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
  // "el recién nacido de un mes", "a newborn of 2 weeks"
  'nacido',
  'nacida',
  // and every singular child word of the people lexicon ("la chiquita de 3 semanas", "el peque de 8 meses")
  ...[...PEOPLE_WORDS].flatMap(([word, p]) => (!p.plural && (p.cls === 'child' || p.cls === 'twins') ? [word] : [])),
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
  // agents' short "arr" ("arr Mon dep Thu", "arr 14/01")
  'arr',
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
  // agents' short "dep" ("arr Mon dep Thu")
  'dep',
]);
/**
 * Departure said with a pronoun and a verb of going: "nos vamos", "me voy",
 * "se van", "nos devolvemos", "me regreso" (each pronoun with its verbs), or
 * an English verb of flying with its particle ("we fly out on the 24th",
 * "flying home Sunday"). The verb alone is no departure ("vamos el 14" is
 * going there, "we fly in on the 20th" an arrival), so only the pair is a
 * check-out word.
 */
export const LEAVE_VERBS: Readonly<Record<string, ReadonlySet<string>>> = {
  nos: new Set(['vamos', 'iriamos', 'iremos', 'devolvemos', 'regresamos', 'volvemos', 'salimos']),
  me: new Set(['voy', 'iria', 'ire', 'devuelvo', 'regreso', 'vuelvo']),
  se: new Set(['van', 'va', 'iria', 'irian', 'devuelve', 'devuelven', 'regresa', 'regresan', 'vuelve', 'vuelven']),
  fly: new Set(['out', 'home', 'back']),
  flying: new Set(['out', 'home', 'back']),
};

/**
 * Whether the token at `k` ends a {@link LEAVE_VERBS} pair ("nos vamos"): a departure word of two tokens. A verb of
 * going said with where to ("me voy el lunes pa Cartagena", "se va a Medellín el 5", "salimos para Santa Marta el 3")
 * is setting off on the trip, the stay's start: no departure.
 */
export function leaveVerbEnds(c: { toks: readonly { t: string }[] }, k: number): boolean {
  const verb = c.toks[k]?.t;
  const pronoun = c.toks[k - 1]?.t;
  return verb !== undefined && pronoun !== undefined && LEAVE_VERBS[pronoun]?.has(verb) === true && !(SETTING_OFF_VERBS.has(verb) && goingTo(c, k));
}

/** Verbs of going of {@link LEAVE_VERBS} that said with where to are setting off ("me voy pa Cartagena"); "volver", "regresar" are not. See the lexicon's `goingTo`. */
const SETTING_OFF_VERBS: ReadonlySet<string> = new Set(CALENDAR.goingTo.settingOff);
/** Words of time after "a"/"al" ("me voy al otro día", "a fin de mes", "a la mañana siguiente"): no place gone to. */
const NOT_PLACES: ReadonlySet<string> = new Set(CALENDAR.goingTo.notPlaces);
/** Where one goes back to ("nos vamos pa la casa el 8", "a casa"): leaving the stay, not setting off. */
const HOME_WORDS: ReadonlySet<string> = new Set(CALENDAR.goingTo.home);

/**
 * Whether the verb at `k` is said with where to, in its clause: "pa"/"para"/"a"/"hacia" and a place ("pa Cartagena",
 * "a la costa"), not home, a time ("a las 3"), a date, or a verb ("nos vamos a quedar").
 */
function goingTo(c: { toks: readonly { t: string }[] }, k: number): boolean {
  for (let j = k + 1; j <= k + 7 && j < c.toks.length; j++) {
    const t = c.toks[j]!.t;
    if (/^[,;.:!?]$/.test(t)) return false;
    if (!/^(pa|para|pal|hacia|a|al)$/.test(t)) continue;
    let n = j + 1;
    if (/^(la|el|los|las)$/.test(c.toks[n]?.t ?? '')) n++;
    const x = c.toks[n]?.t ?? '';
    return /^\p{L}{3,}$/u.test(x) && !HOME_WORDS.has(x) && !(x in MONTHS) && !(x in WEEKDAYS) && !NOT_PLACES.has(x) && !/(?:ar|er|ir)$/.test(x);
  }
  return false;
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
 * Events of a day's routine said as the time of that day ("el domingo después de misa llegamos"), never its date:
 * left out of {@link EVENT_WORDS}. "quince" (a quinceañera) is left out too: in dates it is the number.
 */
const SAME_DAY_EVENTS: ReadonlySet<string> = new Set(['misa', 'mass']);

/**
 * Words naming the occasion of the trip or an event on one of its days ("la boda es el 12", "nos casamos el 12", "the
 * wedding is on the 12th", "tengo reunión el jueves"): a date said right after them is the event's day, which need not
 * be a day of the stay. The occasions, celebrations and events of the people lexicon, and the verbs of a wedding.
 */
export const EVENT_WORDS: ReadonlySet<string> = new Set(
  [...PEOPLE_GRAMMAR.occasions, ...PEOPLE_GRAMMAR.celebrations, ...PEOPLE_GRAMMAR.events, 'matrimonio', 'casamos', 'casamiento', 'married'].filter(
    (x) => !SAME_DAY_EVENTS.has(x) && !/^(quince|fifteen)$/.test(x),
  ),
);

/**
 * Nouns of an event whose day the bot cannot know ("concierto", "wedding", "graduacion"), folded: the occasions and
 * events of the people lexicon, but those of a day's routine, "matrimonio" (also a married couple), "quince" (a
 * number) and "party" (also the guests). Celebrations ("aniversario", "birthday") are the trip's reason, not a day to ask.
 */
export const VAGUE_EVENTS: readonly string[] = [...PEOPLE_GRAMMAR.occasions, ...PEOPLE_GRAMMAR.events].filter(
  (x) => EVENT_WORDS.has(x) && !PEOPLE_GRAMMAR.celebrations.includes(x) && !/^(matrimonio|party)$/.test(x),
);

/** Verbs of an event's days after its word ("la feria va del 14 al 17", "the expo opens on the 30th", "it starts Thursday"). */
export const EVENT_DAY_VERBS: ReadonlySet<string> = new Set(
  'va van runs run starts start begins opens empieza arranca comienza abre inicia es sera is s are'.split(' '),
);

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
  // ", which is the 14th", "que es el 14", "el cual es el 14"
  'which',
  'cual',
]);
