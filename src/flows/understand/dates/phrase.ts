/**
 * The shapes the grammar's rules produce and read: a point in time not yet
 * resolved (`Pt`), the body of a recognised phrase (`Body`: a point, a
 * period or set of choices, a duration, a month, a past day, or words read
 * and not claimed), a phrase placed in the tokens (`Item`), a matcher's
 * result (`Match`), and the reading context (`PhraseContext`: tokens, today, language,
 * year rule, question being answered).
 *
 * Grammar: the nodes of the parse; no rule lives here.
 */
import type { Lang } from '../../types.js';
import type { Tok } from './tokens.js';
import type { YearRule } from './calendar.js';

/** A point in time, resolved later (a day without a month takes the month of the other end of a range). */
export type Pt =
  | { p: 'abs'; d: number; m: number; y?: number }
  /** Numeric `a/b[/y]`: day/month, or month/day in English when both fit. */
  | { p: 'num'; a: number; b: number; y?: number }
  /** A day without a month; `y` only at a range's end followed by a year ("march 10 to 12, 2024"). */
  | { p: 'day'; d: number; y?: number }
  | { p: 'wd'; wd: number }
  /** `alt`: another day the same words may mean as an arrival ("para Navidad": the 24th or the 25th); asked when it is the check-in. */
  | { p: 'fixed'; date: string; inferred?: boolean; label?: string; alt?: string };

/**
 * Which week a phrase names: `next` ("la próxima semana", "la semana que
 * viene", "la otra semana", "next week": the calendar week, Monday to
 * Sunday, after today's) or `this` ("esta semana", "this week").
 */
export type WeekRef = 'next' | 'this' | 'afterNext';

/** One reading of a stay: a check-in, and a check-out and nights when said. */
export interface Opt {
  checkin: string;
  checkout?: string;
  nights?: number;
}

/** What a phrase says, before it is placed in the text (see {@link Item}). */
export type Body =
  /** `weekOf`: a weekday said with a week ("el jueves de la próxima semana", "Wed next week"), see {@link WeekRef}. */
  /** `back`: days from the date said before it in the message ("el día antes": -1), resolved by the scan. */
  /** `to`: the end of a range said in one word ("24" of "Jan 20-24"), as if said after "al"/"to". */
  /** `countedFrom`: the day an offset was counted from ("two days before Christmas": 25 December), see `backOffsets`. */
  /** `backWeekday`: with `back` (its sign only), the weekday before or after the date said before ("el domingo antes"). */
  | { k: 'pt'; pt: Pt; wdCheck?: number; weekOf?: WeekRef; back?: number; backWeekday?: number; to?: boolean; countedFrom?: string }
  /** A named period or a set of choices (1 option = definite). */
  /** `ask`: said as "any"/"algún" ("algún puente de junio"): always asked back, even with one option. */
  /**
   * `anchor`: the one day the phrase is counted from when an offset or "the one after" is applied to it
   * (New Year's Day for "año nuevo"; the Friday of a weekend; today for "este viernes" said on a Friday);
   * `repeat`: what "the one after" moves it to — the same weekday (`day`) or weekend a week later.
   */
  | {
      k: 'range';
      options: Opt[];
      label?: string;
      inferred: boolean;
      week?: boolean;
      ask?: boolean;
      anchor?: string;
      repeat?: 'day' | 'weekend';
      /** The week the phrase names ("next week", "esta semana", "el jueves de la otra semana" asked on a Sunday). */
      weekOf?: WeekRef;
      /** Read only with days said beside it ("del sábado al martes de carnaval"); alone ("carnaval") it is not claimed. */
      withDays?: boolean;
      /** A long weekend not named ("el puente", "the long weekend"): a holiday said beside it names which one (see `combine`). */
      unnamed?: boolean;
    }
  /** `hedged`: the nights said loosely ("about a week", "unas 5 noches"): asked back to confirm. */
  /** `weekend`: "un fin de semana", "a weekend in March": a weekend not yet placed (its 2 nights need a day; see `combine`). */
  /** `months`: a length said in calendar months ("un mes"): `tooLong` until a check-in places it (see `finish`). */
  | {
      k: 'dur';
      nights?: number;
      amb?: number[];
      days?: number;
      tooLong?: number;
      months?: number;
      label?: string;
      hedged?: boolean;
      zero?: boolean;
      weekend?: boolean;
    }
  | { k: 'month'; m: number; y?: number }
  | { k: 'past'; date: string; period?: 'week' | 'month' | 'year' }
  /**
   * Read and deliberately not claimed (a greeting "feliz navidad", a baby's age); `old`: a date of long ago (a birth
   * date); `spoils`: a day of the stay said around something not read ("the Thursday before the wedding"), so no other
   * date of the message is claimed either (an end without its start would be a half reading).
   */
  | { k: 'skip'; old?: boolean; spoils?: boolean };

/** A phrase read: its body, where it stands in the tokens, and the roles its little words give it. */
export type Item = Body & {
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
  /** Said with a word of "about" ("around the 15th", "alrededor del 15"): the day is said back, never taken. */
  roughly?: boolean;
};

/** What every rule reads: the tokens, today, the language, the year rule and the question being answered. */
export interface PhraseContext {
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
  /** The check-in the conversation knows, at any question: an arrival moved by an offset alone counts from it. */
  known?: string | undefined;
  /** The order of numeric dates the guest said they write in ("US format", "mm/dd", "formato día/mes"), if any. */
  order?: 'dm' | 'md' | undefined;
  /** Answering the nights question: two numbers alone ("4 o 5", "three or four") are two lengths to choose from. */
  nightsQuestion?: boolean;
  /** Answering the dates or the nights question: a short weekday alone ("mon", "vie") is that day. */
  dayQuestion?: boolean;
  /**
   * The message folded, before any reader masked words (same offsets as the tokens): a word of correction taken by
   * the intents ("el 10 de marzo no el 11": "no" is the guest's correction) still separates two dates.
   */
  said?: string;
}

/** What a rule returns at a token: the phrase(s) read there with their token span, or undefined. */
export type Match = { items: (Body & { i0: number; i1: number })[] } | undefined;
/** A match of one phrase over tokens `i0` to `i1` (past the end). */
export const one = (body: Body, i0: number, i1: number): Match => ({ items: [{ ...body, i0, i1 }] });

/** One day (or the choices of one) as a phrase's body: `ask` keeps even one choice a question. */
export function dayBody(dates: string[], inferred: boolean, ask = false): Body {
  if (dates.length === 1 && !ask) return { k: 'pt', pt: { p: 'fixed', date: dates[0]!, ...(inferred ? { inferred: true } : {}) } };
  return { k: 'range', options: dates.map((d) => ({ checkin: d })), inferred: true, ...(ask ? { ask: true } : {}) };
}
