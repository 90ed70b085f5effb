/**
 * The checks on a stay read and the answer built from it: past, too far
 * ahead, reversed, too long, not a calendar date (`problemOf`), the spans of
 * the text used (`mergeSpans`), and `finish`, which turns the combined
 * options into a `DatesFound` (one stay, choices, or a problem).
 *
 * Grammar: none; the rules applied to what the grammar read.
 */
import { addMonths, daysBetween } from '../../../clock.js';
import type { DateAmbiguity, DateProblem, DatesFound } from '../types.js';
import type { TextRange } from '../text.js';
import type { PhraseContext, Opt } from './phrase.js';
import { MAX_DAYS_AHEAD, MAX_NIGHTS } from '../../limits.js';
import type { Tok } from './tokens.js';
import type { Outcome } from './combine.js';

/** What the checks apply: guests get every limit; staff may allow past dates and have no length limits. */
interface CheckRules {
  allowPast: boolean;
  limits: boolean;
}

/** The problem of one option (not a date, past, too far, reversed, too long), or undefined when it is bookable. */
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

/** The character spans of the tokens used, neighbours joined (punctuation between them included, but not "," or "."). */
function mergeSpans(toks: Tok[], used: number[]): TextRange[] {
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

/**
 * The answer for combined options: the problem of a past phrase, a length too
 * long, a month alone, nights alone; else the options that pass the checks —
 * one stay, or `choices` when several pass (or when the guest wants to
 * choose) — with the spans used. When none passes, the first one's problem.
 */
export function finish(c: PhraseContext, out: Outcome, rules: CheckRules): DatesFound {
  const spans = mergeSpans(c.toks, out.used);
  const found: DatesFound = { spans };
  if (out.past) return { problem: { kind: 'past', date: out.past }, spans };
  if (out.tooLong !== undefined) {
    // Class: a length over the limit said with a bookable check-in ("35 noches desde el 5 de febrero"): the length is
    // refused, the check-in kept (one day, no end said) and said back.
    const only = out.options.length === 1 ? out.options[0]! : undefined;
    const keep = only?.checkin && !only.checkout && !only.invalid && !problemOf({ checkin: only.checkin }, c.today, rules) ? only.checkin : undefined;
    // Class "a stay of calendar months" ("un mes desde el 1 de febrero", "from April 1st for a month"): the nights to the
    // same day months later (28 from 1 February, 30 from 1 April), said back to confirm when within the limit and
    // refused with their own count when not (31 from 7 January); from the check-in known at the nights question too
    const from = keep ?? (out.options.length === 0 ? c.stay : undefined);
    if (out.months !== undefined && from !== undefined) {
      const nights = daysBetween(from, addMonths(from, out.months));
      // (said back to confirm: a month may also be meant as 30 nights)
      if (nights <= MAX_NIGHTS)
        return { spans, inferred: true, ambiguity: { kind: 'choices', options: [{ checkin: from, checkout: addMonths(from, out.months), nights }] } };
      return { problem: { kind: 'tooLong', nights }, spans, ...(keep ? { checkin: keep, inferred: true } : {}) };
    }
    return { problem: { kind: 'tooLong', nights: out.tooLong }, spans, ...(keep ? { checkin: keep, inferred: true } : {}) };
  }
  if (out.monthOnly) {
    if (out.monthOnly.past && !rules.allowPast) return { problem: { kind: 'past', date: out.monthOnly.past }, spans };
    // A month whose first day is already too far ahead ("pa diciembre del 2028") is refused, not asked for its day.
    const first = `${out.monthOnly.year}-${String(out.monthOnly.month).padStart(2, '0')}-01`;
    if (rules.limits && daysBetween(c.today, first) > MAX_DAYS_AHEAD) return { problem: { kind: 'tooFar', date: first }, spans };
    found.ambiguity = { kind: 'monthOnly', year: out.monthOnly.year, month: out.monthOnly.month };
    // Nights said loosely beside a month are not taken (asked later).
    if (out.nights !== undefined && !out.hedged) found.nights = out.nights;
    return found;
  }
  if (out.options.length === 0) {
    if (out.label) found.label = out.label;
    if (out.nightsAmb) return { ...found, ambiguity: nightsAmbiguity(out.nightsAmb, out.nightsDays) };
    // Nights said loosely alone ("about a week"): the one option, to confirm.
    if (out.nights !== undefined && out.hedged) return { ...found, ambiguity: nightsAmbiguity([out.nights], undefined) };
    if (out.nights !== undefined) found.nights = out.nights;
    return found;
  }
  const good = out.options.filter((o) => !problemOf(o, c.today, rules));
  if (good.length === 0) return { problem: problemOf(out.options[0]!, c.today, rules)!, spans };
  if (out.label) found.label = out.label;
  if (out.inferred) found.inferred = true;
  // Nights said loosely with the dates ("the 15th of January for like a week"): the stay is confirmed, never taken.
  if (good.length > 1 || out.ask || (out.hedged && good.some((o) => o.nights === out.nights))) {
    const ambiguity: DateAmbiguity = {
      kind: 'choices',
      options: good.map((o) => ({
        checkin: o.checkin,
        ...(o.checkout ? { checkout: o.checkout } : {}),
        ...(o.nights !== undefined ? { nights: o.nights } : {}),
      })),
    };
    // The nights said beside the choices are kept ("año nuevo, 3 noches").
    if (out.nights !== undefined && !out.hedged && good.every((o) => o.nights === out.nights)) found.nights = out.nights;
    return { ...found, ambiguity };
  }
  const o = good[0]!;
  if (o.checkin) found.checkin = o.checkin;
  if (o.checkout) found.checkout = o.checkout;
  if (o.nights !== undefined) found.nights = o.nights;
  if (out.nightsAmb && found.nights === undefined) found.ambiguity = nightsAmbiguity(out.nightsAmb, out.nightsDays);
  return found;
}

/** The nights asked back, with the days said when they are the reason ("4 días": 3 or 4 nights). */
function nightsAmbiguity(options: number[], days: number | undefined): DateAmbiguity {
  return days === undefined ? { kind: 'nights', options } : { kind: 'nights', options, days };
}
