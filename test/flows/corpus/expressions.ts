/**
 * The date expressions and text templates of the corpus files (the language
 * is described in this folder's README): parsed once by a peggy grammar into
 * a small tree, then evaluated against the {@link Days} of the day a corpus
 * is read. Every date is `YYYY-MM-DD` in Bogotá's calendar.
 */
import { getHolidaysForYear } from 'colombian-holidays';
import peggy from 'peggy';
import type { Days } from './types.js';

/** A weekday, 0 Sunday … 6 Saturday. */
type Weekday = number;

/** A yearly rule: one date in any year, before its offsets. */
type Rule =
  | { kind: 'monthDay'; monthDay: string }
  | { kind: 'easter' }
  | { kind: 'nth'; n: number; weekday: Weekday; month: number }
  | { kind: 'holiday'; name: string };

/** A parsed date expression: a base date and the day offsets added to it. */
export interface DateExpr {
  base: Base;
  offset: number;
}

/** The base of a date expression. */
type Base =
  | { kind: 'today' }
  | { kind: 'checkin' }
  | { kind: 'date'; date: string }
  | { kind: 'in'; n: number }
  | { kind: 'next'; monthDay: string }
  | { kind: 'day'; day: number; after?: DateExpr; weekday?: Weekday }
  | { kind: 'month'; months: number; day: number }
  | { kind: 'weekday'; weekday: Weekday; after?: DateExpr }
  | { kind: 'yearly'; rule: Rule; offset: number }
  | { kind: 'nextHoliday' }
  | { kind: 'nextPuente' }
  | { kind: 'puente'; name: string }
  | { kind: 'first'; dates: string[] };

const GRAMMAR = `
Expr = base:Base offset:Offsets { return { base, offset }; }
Offsets = parts:(_ @[+-] _ @Int)* { return parts.reduce((sum, [sign, n]) => sum + (sign === '-' ? -n : n), 0); }
Base
  = "today" !Letter { return { kind: 'today' }; }
  / "checkin" !Letter { return { kind: 'checkin' }; }
  / "nextHoliday" !Letter { return { kind: 'nextHoliday' }; }
  / "nextPuente" !Letter { return { kind: 'nextPuente' }; }
  / date:Iso { return { kind: 'date', date }; }
  / "in(" _ sign:"-"? n:Int _ ")" { return { kind: 'in', n: sign ? -n : n }; }
  / "next(" _ monthDay:MonthDay _ ")" { return { kind: 'next', monthDay }; }
  / "day(" _ day:Int _ "," _ weekday:Weekday !Letter _ ")" { return { kind: 'day', day, weekday }; }
  / "day(" _ day:Int after:(_ "," _ @Expr)? _ ")" { return after ? { kind: 'day', day, after } : { kind: 'day', day }; }
  / "month(" _ months:Int _ "," _ day:Int _ ")" { return { kind: 'month', months, day }; }
  / "weekday(" _ weekday:Weekday after:(_ "," _ @Expr)? _ ")" { return after ? { kind: 'weekday', weekday, after } : { kind: 'weekday', weekday }; }
  / "yearly(" _ rule:Rule offset:Offsets _ ")" { return { kind: 'yearly', rule, offset }; }
  / "puente(" _ name:Name _ ")" { return { kind: 'puente', name }; }
  / "first(" _ head:Iso tail:(_ "," _ @Iso)* _ ")" { return { kind: 'first', dates: [head, ...tail] }; }
Rule
  = monthDay:MonthDay { return { kind: 'monthDay', monthDay }; }
  / "easter" !Letter { return { kind: 'easter' }; }
  / "nth(" _ sign:"-"? n:Int _ "," _ weekday:Weekday _ "," _ month:Int _ ")" { return { kind: 'nth', n: sign ? -n : n, weekday, month }; }
  / "holiday(" _ name:Name _ ")" { return { kind: 'holiday', name }; }
Weekday
  = "sun" { return 0; } / "mon" { return 1; } / "tue" { return 2; } / "wed" { return 3; }
  / "thu" { return 4; } / "fri" { return 5; } / "sat" { return 6; }
Iso = $([0-9][0-9][0-9][0-9] "-" [0-9][0-9] "-" [0-9][0-9])
MonthDay = $([0-9][0-9] "-" [0-9][0-9])
Int = digits:$[0-9]+ { return Number(digits); }
Name = chars:$[^()]+ { return chars.trim(); }
Letter = [a-zA-Z]
_ = " "*
`;

const parser = peggy.generate(GRAMMAR);

/**
 * The tree of a date expression.
 *
 * @throws Error naming the expression and where it stops parsing.
 */
export function parseDate(text: string): DateExpr {
  let expr: DateExpr;
  try {
    expr = parser.parse(text) as DateExpr;
  } catch (e) {
    throw new Error(`date expression ${JSON.stringify(text)}: ${(e as Error).message}`);
  }
  const unknown = unknownHoliday(expr);
  if (unknown) throw new Error(`date expression ${JSON.stringify(text)}: ${unknown}`);
  return expr;
}

/**
 * The Spanish names of the Colombian holidays of this year and the next three, each with whether it is kept on a
 * Monday every one of those years (moved there by law: it makes a long weekend, `puente(…)`).
 */
const HOLIDAY_NAMES: ReadonlyMap<string, boolean> = (() => {
  const names = new Map<string, boolean>();
  const year = new Date().getUTCFullYear();
  for (let y = year; y <= year + 3; y++)
    for (const h of getHolidaysForYear(y)) names.set(h.name.es, (names.get(h.name.es) ?? true) && dow(h.celebrationDate) === 1);
  return names;
})();

/** Why `expr` names no holiday of the calendar (a misspelt name, the long weekend of a holiday not kept on a Monday), or undefined. */
function unknownHoliday(expr: DateExpr): string | undefined {
  const b = expr.base;
  const name = b.kind === 'puente' ? b.name : b.kind === 'yearly' && b.rule.kind === 'holiday' ? b.rule.name : undefined;
  if (name !== undefined && !HOLIDAY_NAMES.has(name))
    return `no Colombian holiday named ${JSON.stringify(name)} (known: ${[...HOLIDAY_NAMES.keys()].join(', ')})`;
  if (b.kind === 'puente' && !HOLIDAY_NAMES.get(b.name)) return `${JSON.stringify(b.name)} is not kept on a Monday: it makes no long weekend`;
  return (b.kind === 'day' || b.kind === 'weekday') && b.after ? unknownHoliday(b.after) : undefined;
}

/** True when `expr` is relative to the check-in (`checkin`, at any depth). */
export function usesCheckin(expr: DateExpr): boolean {
  const base = expr.base;
  if (base.kind === 'checkin') return true;
  return (base.kind === 'day' || base.kind === 'weekday') && base.after !== undefined && usesCheckin(base.after);
}

/** Colombian holidays of `year` and the next, by celebration date, in date order. */
function holidaysFrom(year: number): { date: string; name: string }[] {
  return [...getHolidaysForYear(year), ...getHolidaysForYear(year + 1)].map((h) => ({ date: h.celebrationDate, name: h.name.es }));
}

/** The weekday of a `YYYY-MM-DD` date. */
function dow(date: string): Weekday {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** `YYYY-MM-DD` of `day` of `month` (1–12) of `year`; a day past the month's end rolls into the next month. */
function ymd(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

/** The date rule `rule` gives in `year`. */
function ruleDate(d: Days, rule: Rule, year: number): string {
  switch (rule.kind) {
    case 'monthDay':
      return `${year}-${rule.monthDay}`;
    case 'easter': {
      const goodFriday = getHolidaysForYear(year).find((h) => h.name.es === 'Viernes Santo');
      if (!goodFriday) throw new Error(`no Good Friday in ${year}`);
      return d.plus(goodFriday.date.slice(0, 10), 2);
    }
    case 'nth': {
      if (rule.n > 0) return ymd(year, rule.month, 1 + ((rule.weekday - dow(ymd(year, rule.month, 1)) + 7) % 7) + 7 * (rule.n - 1));
      const last = ymd(year, rule.month + 1, 0);
      return d.plus(last, -((dow(last) - rule.weekday + 7) % 7) + 7 * (rule.n + 1));
    }
    case 'holiday': {
      const found = getHolidaysForYear(year).find((h) => h.name.es === rule.name);
      if (!found) throw new Error(`no Colombian holiday named ${rule.name}`);
      return found.celebrationDate;
    }
  }
}

/** The first date strictly after `date` for which `ok` holds, within `limit` days. */
function firstAfter(d: Days, date: string, ok: (x: string) => boolean, limit: number): string {
  for (let i = 1; i <= limit; i++) {
    const x = d.plus(date, i);
    if (ok(x)) return x;
  }
  throw new Error(`no such date within ${limit} days after ${date}`);
}

/**
 * The date `expr` names on the day of `d` (`YYYY-MM-DD`). `checkin` is the
 * check-in it is relative to, when there is one.
 *
 * @throws Error when the expression names no date that day (a holiday the
 *   calendar does not have, `checkin` where none is known).
 */
export function evaluateDate(expr: DateExpr, d: Days, checkin?: string): string {
  return d.plus(baseDate(expr.base, d, checkin), expr.offset);
}

function baseDate(base: Base, d: Days, checkin: string | undefined): string {
  switch (base.kind) {
    case 'today':
      return d.today;
    case 'checkin':
      if (checkin === undefined) throw new Error('checkin: no check-in is known here');
      return checkin;
    case 'date':
      return base.date;
    case 'in':
      return d.in(base.n);
    case 'next':
      return d.next(base.monthDay);
    case 'day':
      if (base.weekday !== undefined) {
        const on = base.weekday;
        return firstAfter(d, d.in(-1), (x) => Number(x.slice(8, 10)) === base.day && dow(x) === on, 3 * 366);
      }
      if (!base.after) return d.nextDay(base.day);
      return firstAfter(d, evaluateDate(base.after, d, checkin), (x) => Number(x.slice(8, 10)) === base.day, 62);
    case 'month':
      return ymd(Number(d.today.slice(0, 4)), Number(d.today.slice(5, 7)) + base.months, base.day);
    case 'weekday':
      if (!base.after) return d.weekday(base.weekday);
      return firstAfter(d, evaluateDate(base.after, d, checkin), (x) => dow(x) === base.weekday, 7);
    case 'yearly': {
      const year = Number(d.today.slice(0, 4));
      for (const y of [year, year + 1, year + 2]) {
        const date = d.plus(ruleDate(d, base.rule, y), base.offset);
        if (date >= d.today) return date;
      }
      throw new Error('no coming date for this yearly rule');
    }
    case 'nextHoliday': {
      const found = holidaysFrom(Number(d.today.slice(0, 4))).find((h) => h.date > d.today);
      if (!found) throw new Error('no coming holiday');
      return found.date;
    }
    case 'nextPuente': {
      const found = holidaysFrom(Number(d.today.slice(0, 4))).find((h) => dow(h.date) === 1 && d.plus(h.date, -3) >= d.today);
      if (!found) throw new Error('no coming long weekend');
      return d.plus(found.date, -3);
    }
    case 'puente': {
      const found = holidaysFrom(Number(d.today.slice(0, 4))).find((h) => h.name === base.name && d.plus(h.date, -3) >= d.today);
      if (!found) throw new Error(`no coming holiday named ${base.name}`);
      if (dow(found.date) !== 1) throw new Error(`${base.name} on ${found.date} is not a Monday`);
      return d.plus(found.date, -3);
    }
    case 'first': {
      const found = base.dates.find((x) => x >= d.today);
      if (!found) throw new Error(`none of ${base.dates.join(', ')} is still to come`);
      return found;
    }
  }
}

const MONTHS_ES = 'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre'.split(' ');
const MONTHS_EN = 'January February March April May June July August September October November December'.split(' ');

/** English ordinal suffix of a day of the month (`1` → `1st`, `12` → `12th`). */
function ordinal(n: number): string {
  if (n % 100 >= 11 && n % 100 <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
}

/** How each template format writes a date (see the README's table). */
const FORMATS: Record<string, (date: string) => string> = {
  d: (x) => String(Number(x.slice(8, 10))),
  dd: (x) => x.slice(8, 10),
  m: (x) => String(Number(x.slice(5, 7))),
  mm: (x) => x.slice(5, 7),
  yyyy: (x) => x.slice(0, 4),
  mes: (x) => MONTHS_ES[Number(x.slice(5, 7)) - 1] as string,
  month: (x) => MONTHS_EN[Number(x.slice(5, 7)) - 1] as string,
  th: (x) => ordinal(Number(x.slice(8, 10))),
};

/** One piece of a text template: literal text, or a date written in a format. */
type Piece = string | { format: string; expr: DateExpr };

/**
 * The pieces of a text template: `{format expression}` slots between
 * literal text, `{{` and `}}` for literal braces.
 *
 * @throws Error on an unknown format, an expression that does not parse or
 *   an unbalanced brace.
 */
export function parseTemplate(text: string): Piece[] {
  const pieces: Piece[] = [];
  let literal = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if ((c === '{' || c === '}') && text[i + 1] === c) {
      literal += c;
      i++;
    } else if (c === '{') {
      const end = text.indexOf('}', i);
      if (end < 0) throw new Error(`text ${JSON.stringify(text)}: unclosed {`);
      const slot = text.slice(i + 1, end).trim();
      const space = slot.indexOf(' ');
      const format = slot.slice(0, space);
      if (space < 0 || !(format in FORMATS))
        throw new Error(`text ${JSON.stringify(text)}: slot {${slot}} needs a format of ${Object.keys(FORMATS).join(', ')}`);
      if (literal) pieces.push(literal);
      literal = '';
      pieces.push({ format, expr: parseDate(slot.slice(space + 1).trim()) });
      i = end;
    } else if (c === '}') {
      throw new Error(`text ${JSON.stringify(text)}: unopened }`);
    } else literal += c;
  }
  if (literal) pieces.push(literal);
  return pieces;
}

/** The text of a template's pieces on the day of `d`; `checkin` is the check-in a slot of `checkin` names. */
export function renderTemplate(pieces: readonly Piece[], d: Days, checkin?: string): string {
  return pieces.map((p) => (typeof p === 'string' ? p : (FORMATS[p.format] as (date: string) => string)(evaluateDate(p.expr, d, checkin)))).join('');
}
