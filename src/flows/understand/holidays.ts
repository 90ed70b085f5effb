/**
 * Colombian holidays for the date parser: the holiday dates of a year (moved
 * "festivo" Mondays and Easter-based ones included, from the
 * `colombian-holidays` package), Easter Sunday, and the long weekends
 * ("puentes") of Monday holidays. Pure and cached per year. Dates are
 * `YYYY-MM-DD` (Bogotá calendar).
 */
import { getHolidaysForYear } from 'colombian-holidays';
import { addDays } from '../../clock.js';
import { fold } from './text.js';

/** One holiday as celebrated (the day off), with its names folded for matching. */
export interface Holiday {
  /** The day off, `YYYY-MM-DD` (a moved holiday's Monday). */
  date: string;
  /** The holiday's own date before it is moved to a Monday ("12 de octubre"), `YYYY-MM-DD`; equals `date` when not moved. */
  original: string;
  /** Name in Spanish and English as the package gives it ("Reyes Magos", "Epiphany"). */
  name: { es: string; en: string };
  /** `fold(name.es)`, for matching words of a message. */
  key: string;
}

/** A long weekend: Friday before a Monday holiday to that Monday (3 nights). */
export interface LongWeekend {
  /** Friday, the check-in. */
  checkin: string;
  /** The Monday holiday, the check-out. */
  checkout: string;
  holiday: Holiday;
}

const cache = new Map<number, Holiday[]>();

/** Colombia's holidays of `year`, in date order. */
export function holidaysOf(year: number): Holiday[] {
  let list = cache.get(year);
  if (!list) {
    list = getHolidaysForYear(year)
      .map((h) => ({ date: h.celebrationDate, original: h.date, name: { es: h.name.es, en: h.name.en }, key: fold(h.name.es) }))
      .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    cache.set(year, list);
  }
  return list;
}

/** Easter Sunday of `year` (`YYYY-MM-DD`), from Maundy Thursday's holiday. */
export function easterSunday(year: number): string {
  const thursday = holidaysOf(year).find((h) => h.key === 'jueves santo');
  return addDays(thursday!.date, 3);
}

/** Day of the week of a `YYYY-MM-DD` date: 0 Sunday … 6 Saturday. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The long weekends of `year` (every holiday celebrated on a Monday), in date order. */
export function longWeekendsOf(year: number): LongWeekend[] {
  return holidaysOf(year)
    .filter((h) => weekdayOf(h.date) === 1)
    .map((h) => ({ checkin: addDays(h.date, -3), checkout: h.date, holiday: h }));
}

// ------------------------------------------------------------------ names

/**
 * How a holiday name may be used:
 * - `bare`: distinctive enough alone ("la independencia de cartagena",
 *   "reyes magos", "día de la raza") → that holiday;
 * - `framed`: only after "puente de", "festivo de", "fin de semana largo de"
 *   or before "long weekend" / "holiday" ("puente de reyes", "festivo de san
 *   josé", "the epiphany long weekend"), because alone it is also a place or
 *   another thing ("San José", "Corpus Christi", "la Asunción").
 */
export type HolidayNameUse = 'bare' | 'framed';

/** Little words skipped on both sides when matching a name ("puente de LA independencia DE cartagena"). */
const NAME_STOP = new Set(['de', 'del', 'la', 'el', 'los', 'las', 'y', 'of', 'the', 'and', 'st', 'saint', 'san']);

/**
 * Names of the library's holidays (keys are `Holiday.key`, the folded
 * Spanish name), as folded content words: the library's own Spanish name
 * first, then partial but distinctive forms and English names. English names
 * that mean another country's holiday ("Labor Day", "Columbus Day",
 * "Independence Day") are left out on purpose. The holidays of Christmas, New
 * Year and Holy Week are read elsewhere (they are periods).
 */
const HOLIDAY_NAMES: readonly [key: string, words: string, use: HolidayNameUse][] = [
  ['reyes magos', 'reyes magos', 'bare'],
  ['reyes magos', 'dia reyes', 'bare'],
  ['reyes magos', 'reyes', 'framed'],
  ['reyes magos', 'epifania', 'framed'],
  ['reyes magos', 'epiphany', 'framed'],
  ['reyes magos', 'three kings', 'framed'],
  ['san jose', 'dia san jose', 'bare'],
  ['san jose', 'san jose', 'framed'],
  ['san jose', "joseph's", 'framed'],
  ['san jose', 'joseph', 'framed'],
  ['dia del trabajo', 'dia trabajo', 'bare'],
  ['dia del trabajo', 'dia trabajador', 'bare'],
  ['dia del trabajo', 'trabajo', 'framed'],
  ['dia del trabajo', 'trabajador', 'framed'],
  ['ascension del senor', 'ascension senor', 'bare'],
  ['ascension del senor', 'ascension', 'framed'],
  ['corpus christi', 'corpus christi', 'framed'],
  ['corpus christi', 'corpus', 'framed'],
  ['sagrado corazon de jesus', 'sagrado corazon jesus', 'bare'],
  ['sagrado corazon de jesus', 'sagrado corazon', 'framed'],
  ['sagrado corazon de jesus', 'sagrado', 'framed'],
  ['sagrado corazon de jesus', 'sacred heart', 'framed'],
  ['san pedro y san pablo', 'pedro pablo', 'framed'],
  ['san pedro y san pablo', 'pedro', 'framed'],
  ['san pedro y san pablo', 'peter paul', 'framed'],
  ['san pedro y san pablo', 'peter', 'framed'],
  ['grito de la independencia', 'grito independencia', 'bare'],
  ['grito de la independencia', 'independencia colombia', 'bare'],
  ['grito de la independencia', 'colombian independence day', 'bare'],
  ['grito de la independencia', 'colombia independence day', 'bare'],
  ['batalla de boyaca', 'batalla boyaca', 'bare'],
  ['batalla de boyaca', 'battle boyaca', 'bare'],
  ['asuncion de la virgen', 'asuncion virgen', 'bare'],
  ['asuncion de la virgen', 'asuncion', 'framed'],
  ['asuncion de la virgen', 'assumption', 'framed'],
  ['dia de la raza', 'dia raza', 'bare'],
  ['dia de la raza', 'raza', 'framed'],
  ['dia de la raza', 'diversidad etnica', 'framed'],
  ['todos los santos', 'todos santos', 'bare'],
  ['todos los santos', 'all saints', 'framed'],
  ['independencia de cartagena', 'independencia cartagena', 'bare'],
  ['independencia de cartagena', 'independence cartagena', 'bare'],
  ['independencia de cartagena', 'cartagena independence', 'bare'],
  ['inmaculada concepcion', 'inmaculada concepcion', 'bare'],
  ['inmaculada concepcion', 'immaculate conception', 'bare'],
  ['inmaculada concepcion', 'inmaculada', 'framed'],
  ['inmaculada concepcion', 'dia inmaculada', 'bare'],
  ['inmaculada concepcion', 'velitas', 'framed'],
];

const NAME_TABLE = HOLIDAY_NAMES.map(([key, words, use]) => ({ key, words: words.split(' ').filter((x) => !NAME_STOP.has(x)), use }))
  // Longest names first: "independencia de cartagena" wins over shorter forms.
  .sort((a, b) => b.words.length - a.words.length);
/** The rows of {@link NAME_TABLE} by their first word (longest first). */
const NAME_BY_FIRST = new Map<string, typeof NAME_TABLE>();
for (const row of NAME_TABLE) {
  const list = NAME_BY_FIRST.get(row.words[0]!) ?? [];
  list.push(row);
  NAME_BY_FIRST.set(row.words[0]!, list);
}

/** A holiday name found in a message: the holiday's key, how it may be used, and the index after its last word. */
export interface HolidayNameMatch {
  key: string;
  use: HolidayNameUse;
  end: number;
}

/**
 * The holiday named by the words starting at index `i`, read through `word`
 * (folded words, '' past the end). Little words ("de", "la", "the", "san",
 * "saint"…) are skipped on both sides, so "la independencia de cartagena",
 * "independencia cartagena" and "puente de San Pedro" all match; the name
 * must start at `i` (after little words). Undefined when nothing matches.
 */
export function holidayNameAt(word: (k: number) => string, i: number): HolidayNameMatch | undefined {
  let start = i;
  while (NAME_STOP.has(word(start)) && start < i + 3) start++;
  for (const row of NAME_BY_FIRST.get(word(start)) ?? []) {
    let k = start;
    let ok = true;
    for (let n = 0; n < row.words.length; n++) {
      if (n > 0) while (NAME_STOP.has(word(k)) && k < start + 8) k++;
      if (word(k) !== row.words[n]) {
        ok = false;
        break;
      }
      k++;
    }
    if (ok) return { key: row.key, use: row.use, end: k };
  }
  return undefined;
}

// ------------------------------------------------------------------ guests' own holidays

/**
 * Holidays of the guests' own countries (US, Canada, UK, Mexico, Germany…)
 * that guests name to give their dates ("arriving on Thanksgiving", "Memorial
 * Day weekend", "Boxing Day for 4 nights"). They are computed here from their
 * fixed rules rather than taken from the `date-holidays` package: that
 * package brings many dependencies (moment-timezone, astronomy libraries)
 * for the few rules below, and its Canadian national list lacks
 * Victoria Day and Thanksgiving (provincial there). The rules are fixed by law
 * and have not changed in decades.
 */
export interface ForeignHoliday {
  /** English name, used as the label. */
  label: string;
  /** Folded word sequences that name it ("thanksgiving", "accion de gracias"). */
  names: readonly string[];
  /** Its date in `year`, `YYYY-MM-DD` (empty when not known for that year). */
  of: (year: number) => string;
  /** Names that are also the name of a Colombian holiday ("Labor Day" = 1 May here): never read alone. */
  qualified?: readonly string[];
  /**
   * Its names are also given names ("Sylvester Jones"): read only as a day, after a word of when ("on", "from",
   * "arriving", "desde", "el"…), before a range's other end, or as the whole message.
   */
  givenName?: true;
}

/** The `n`-th (1-based) weekday `wd` (0 Sunday … 6 Saturday) of month `m` of `year`; `n` = -1 for the last one. */
export function nthWeekdayOf(year: number, m: number, wd: number, n: number): string {
  const mm = String(m).padStart(2, '0');
  if (n > 0) {
    const first = `${year}-${mm}-01`;
    return addDays(first, ((wd - weekdayOf(first) + 7) % 7) + 7 * (n - 1));
  }
  const next = m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`;
  const last = addDays(next, -1);
  return addDays(last, -((weekdayOf(last) - wd + 7) % 7));
}

const fixedDay = (md: string) => (year: number) => `${year}-${md}`;

/**
 * The guests' own holidays, by name. "Labor Day" alone is also Colombia's 1
 * May: it is read as the US one only with "US"/"American" said, or before
 * "weekend" (Colombia's 1 May is not a long weekend by name).
 */
export const FOREIGN_HOLIDAYS: readonly ForeignHoliday[] = [
  /** US Thanksgiving: fourth Thursday of November. */
  { label: 'Thanksgiving', names: ['thanksgiving', 'accion de gracias', 'dia de accion de gracias'], of: (y) => nthWeekdayOf(y, 11, 4, 4) },
  /** Canadian Thanksgiving: second Monday of October (only when "Canadian" is said). */
  { label: 'Canadian Thanksgiving', names: ['canadian thanksgiving'], of: (y) => nthWeekdayOf(y, 10, 1, 2) },
  /** US Memorial Day: last Monday of May. */
  { label: 'Memorial Day', names: ['memorial day'], of: (y) => nthWeekdayOf(y, 5, 1, -1) },
  /**
   * UK bank holidays on a Monday: early May (first Monday of May), spring (last Monday of May), summer (last Monday of
   * August in England and Wales).
   */
  { label: 'Early May bank holiday', names: ['early may bank holiday', 'may day bank holiday', 'may bank holiday'], of: (y) => nthWeekdayOf(y, 5, 1, 1) },
  { label: 'Spring bank holiday', names: ['spring bank holiday', 'late may bank holiday', 'whitsun bank holiday'], of: (y) => nthWeekdayOf(y, 5, 1, -1) },
  {
    label: 'Summer bank holiday',
    names: ['august bank holiday', 'summer bank holiday', 'aug bank holiday', 'aug bank hol', 'august bank hol'],
    of: (y) => nthWeekdayOf(y, 8, 1, -1),
  },
  /** Ireland's and Scotland's August bank holiday: first Monday of August (only when Ireland or Scotland is said). */
  { label: 'August bank holiday', names: ['irish bank holiday', 'scottish bank holiday'], of: (y) => nthWeekdayOf(y, 8, 1, 1) },
  /** US Labor Day: first Monday of September. */
  { label: 'Labor Day', names: ['labor day', 'labour day'], of: (y) => nthWeekdayOf(y, 9, 1, 1) },
  /**
   * US Columbus Day: second Monday of October. Also the English name of Colombia's Día de la Raza (12 October, moved
   * to a Monday): which one is meant is read from "US"/"Colombian" said with it, else asked (see `matchForeign`).
   */
  { label: 'Columbus Day', names: ['columbus day'], of: (y) => nthWeekdayOf(y, 10, 1, 2), qualified: ['columbus day'] },
  /** US Martin Luther King Jr. Day: third Monday of January. */
  { label: 'MLK Day', names: ['mlk', 'martin luther king'], of: (y) => nthWeekdayOf(y, 1, 1, 3) },
  /** US Presidents' Day: third Monday of February. */
  { label: "Presidents' Day", names: ["presidents' day", 'presidents day', "president's day", 'president day'], of: (y) => nthWeekdayOf(y, 2, 1, 3) },
  /** Canadian Victoria Day: the Monday on or before 24 May. */
  { label: 'Victoria Day', names: ['victoria day'], of: (y) => addDays(`${y}-05-24`, -((weekdayOf(`${y}-05-24`) + 6) % 7)) },
  /** US Independence Day: 4 July ("Independence Day" alone is also Colombia's 20 July and Cartagena's 11 November: not read). */
  {
    label: 'Independence Day',
    names: ['4th of july', 'fourth of july', 'july 4th', 'july fourth', 'us independence day', 'american independence day'],
    of: fixedDay('07-04'),
  },
  /** UK/Commonwealth Boxing Day and Irish/Catalan St Stephen's Day: 26 December. */
  { label: 'Boxing Day', names: ['boxing day'], of: fixedDay('12-26') },
  {
    label: "St Stephen's Day",
    names: ["st stephen's", 'st stephens', "saint stephen's", 'saint stephens', "stephen's day", 'stephens day', 'dia de san esteban', 'san esteban'],
    of: fixedDay('12-26'),
  },
  /** Australian and New Zealand Anzac Day: 25 April. */
  { label: 'Anzac Day', names: ['anzac day', 'anzac'], of: fixedDay('04-25') },
  /** Mexican Día de Muertos: 2 November. */
  { label: 'Día de Muertos', names: ['dia de muertos', 'dia de los muertos', 'day of the dead'], of: fixedDay('11-02') },
  /** Scottish Hogmanay (New Year's Eve) and Burns Night (25 January). */
  { label: 'Hogmanay', names: ['hogmanay'], of: fixedDay('12-31') },
  { label: 'Burns Night', names: ['burns night', 'burns supper'], of: fixedDay('01-25') },
  /** Irish St Patrick's Day: 17 March (said with "day" or after "St"/"Saint": "Patrick's" alone is a person's). */
  {
    label: "St Patrick's Day",
    names: [
      "patrick's day",
      'patricks day',
      "paddy's day",
      'paddys day',
      "st patrick's",
      'st patricks',
      "saint patrick's",
      "st paddy's",
      'st paddys',
      "saint paddy's",
      'san patricio',
      'dia de san patricio',
    ],
    of: fixedDay('03-17'),
  },
  /** Canada Day: 1 July. Australia Day: 26 January. French Bastille Day: 14 July. */
  { label: 'Canada Day', names: ['canada day'], of: fixedDay('07-01') },
  { label: 'Australia Day', names: ['australia day'], of: fixedDay('01-26') },
  { label: 'Bastille Day', names: ['bastille day', '14 juillet', 'quatorze juillet'], of: fixedDay('07-14') },
  /** Lunar (Chinese) New Year, from {@link LUNAR_NEW_YEAR}; a year outside the table is never guessed. */
  { label: 'Lunar New Year', names: ['chinese new year', 'lunar new year', 'ano nuevo chino', 'spring festival'], of: (y) => LUNAR_NEW_YEAR[y] ?? '' },
  /** Korean Seollal, from {@link KOREAN_NEW_YEAR} (Korea's calendar: a day after China's when the new moon falls near midnight). */
  { label: 'Seollal', names: ['seollal', 'solnal', 'korean new year', 'korean lunar new year'], of: (y) => KOREAN_NEW_YEAR[y] ?? '' },
  /** Korean Chuseok, from {@link CHUSEOK} (the 15th day of the 8th lunar month). */
  { label: 'Chuseok', names: ['chuseok', 'chusok', 'hangawi', 'korean thanksgiving'], of: (y) => CHUSEOK[y] ?? '' },
  /** US Black Friday: the day after Thanksgiving. */
  { label: 'Black Friday', names: ['black friday'], of: (y) => addDays(nthWeekdayOf(y, 11, 4, 4), 1) },
  /** Australian King's Birthday: the second Monday of June (most states). */
  { label: "King's Birthday", names: ["king's birthday", 'kings birthday'], of: (y) => nthWeekdayOf(y, 6, 1, 2) },
  /** Dutch Koningsdag: 27 April, the 26th when the 27th is a Sunday. */
  {
    label: 'Koningsdag',
    names: ['koningsdag', "dutch king's day", 'dutch kings day'],
    of: (y) => (weekdayOf(`${y}-04-27`) === 0 ? `${y}-04-26` : `${y}-04-27`),
  },
  /** Pentecost (Pfingsten, Whitsun): Easter Sunday plus 49 days (no holiday in Colombia). */
  {
    label: 'Pentecost',
    names: ['pentecost sunday', 'pentecost', 'pfingstsonntag', 'pfingsten', 'pinksteren', 'whitsunday', 'whit sunday', 'domingo de pentecostes', 'pentecostes'],
    of: (y) => addDays(easterSunday(y), 49),
  },
  /** Whit Monday (Pfingstmontag): the day after Pentecost, a holiday in Germany, the Netherlands and others. */
  { label: 'Whit Monday', names: ['whit monday', 'pentecost monday', 'pfingstmontag', 'lunes de pentecostes'], of: (y) => addDays(easterSunday(y), 50) },
  /** German and Dutch Ascension Day on its Thursday (Easter plus 39; Colombia's moves to the Monday): by its own names only. */
  { label: 'Christi Himmelfahrt', names: ['himmelfahrt', 'christi himmelfahrt', 'hemelvaartsdag'], of: (y) => addDays(easterSunday(y), 39) },
  /** German Unity Day: 3 October. */
  { label: 'Tag der Deutschen Einheit', names: ['tag der deutschen einheit', 'german unity day', 'deutsche einheit'], of: fixedDay('10-03') },
  /** Brazilian Tiradentes: 21 April. */
  { label: 'Tiradentes', names: ['tiradentes'], of: fixedDay('04-21') },
  /** Japanese Shōwa Day, the first day of Golden Week: 29 April. */
  { label: 'Shōwa Day', names: ['showa day', 'showa no hi'], of: fixedDay('04-29') },
  /** German Heiligabend (Christmas Eve), Silvester (New Year's Eve) and Neujahr (New Year's Day). */
  { label: 'Heiligabend', names: ['heiligabend'], of: fixedDay('12-24') },
  // (Silvester, Sylvester, Sylwester in Polish: also given names, read only as a day, see `givenName`)
  { label: 'Silvester', names: ['silvester', 'silvesterabend', 'sylvester', 'sylwester'], of: fixedDay('12-31'), givenName: true },
  { label: 'Neujahr', names: ['neujahr'], of: fixedDay('01-01') },
];

/** Lunar (Chinese) New Year's Day by year (the first day of the first lunar month, China's calendar). */
const LUNAR_NEW_YEAR: Readonly<Record<number, string>> = {
  2025: '2025-01-29',
  2026: '2026-02-17',
  2027: '2027-02-06',
  2028: '2028-01-26',
  2029: '2029-02-13',
  2030: '2030-02-03',
  2031: '2031-01-23',
  2032: '2032-02-11',
};

/** Korean New Year's Day (Seollal) by year (the first day of the first lunar month, Korea's calendar). */
const KOREAN_NEW_YEAR: Readonly<Record<number, string>> = {
  2025: '2025-01-29',
  2026: '2026-02-17',
  2027: '2027-02-07',
  2028: '2028-01-27',
  2029: '2029-02-13',
  2030: '2030-02-03',
  2031: '2031-01-23',
  2032: '2032-02-11',
};

/** Chuseok's day by year (the 15th day of the 8th lunar month, Korea's calendar). */
const CHUSEOK: Readonly<Record<number, string>> = {
  2025: '2025-10-06',
  2026: '2026-09-25',
  2027: '2027-09-15',
  2028: '2028-10-03',
  2029: '2029-09-22',
  2030: '2030-09-12',
};

/** The next date (today included) of a foreign holiday; undefined when its date is not known (a year past a table's end). */
export function nextForeign(h: ForeignHoliday, today: string): string | undefined {
  const y = Number(today.slice(0, 4));
  const d = h.of(y);
  if (d && d >= today) return d;
  return h.of(y + 1) || undefined;
}
