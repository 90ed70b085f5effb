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
  ['san pedro y san pablo', 'pedro pablo', 'bare'],
  ['san pedro y san pablo', 'pedro', 'framed'],
  ['san pedro y san pablo', 'peter paul', 'framed'],
  ['san pedro y san pablo', 'peter', 'framed'],
  ['grito de la independencia', 'grito independencia', 'bare'],
  ['grito de la independencia', 'independencia colombia', 'bare'],
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
