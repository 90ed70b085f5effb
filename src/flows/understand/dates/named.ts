/**
 * Named days and periods of the year: Colombian holidays (moved Mondays
 * included, see holidays.ts) by their names or dates, their long weekends
 * ("puente de reyes", "el puente de noviembre", "the january long weekend",
 * "algún puente"), "el festivo" / "the next holiday", Christmas (a day or a
 * period), New Year, Holy Week and its days, Easter weekend, named days
 * ("noche de velitas", "amor y amistad", "halloween") and a guest's own
 * holidays (US Thanksgiving, Memorial Day…). Greetings ("feliz navidad") are
 * read and not claimed.
 *
 * Grammar: the anchors HOLIDAY and NAMED DAY, and the periods built on them
 * (PUENTE OF HOLIDAY | MONTH, HOLY WEEK, EASTER WEEKEND).
 */
import {
  easterSunday,
  FOREIGN_HOLIDAYS,
  type Holiday,
  holidayNameAt,
  holidaysOf,
  type LongWeekend,
  longWeekendsOf,
  nextForeign,
  nthWeekdayOf,
  weekdayOf,
} from '../holidays.js';
import type { Lang } from '../../types.js';
import { addDays, daysBetween } from '../../../clock.js';
import { NUMBER_WORDS } from '../text.js';
import { monthOf, nextMonthDay, pad, yearOf } from './calendar.js';
import { type Body, dayBody, type PhraseContext, type Match, one, type Opt } from './phrase.js';
import { monthAt, quantifierStart, tokText, w, weekendWordsAt } from './atoms.js';
import { CHECKOUT_WORDS, GREETING_WORDS, leaveVerbEnds, WEEKDAYS } from './words.js';
import { matchAbsolute } from './absolute.js';
import { MAX_DAYS_AHEAD } from '../../limits.js';

/** Long weekends not yet begun (check-in Friday on or after today), this year and next. */
function upcomingPuentes(today: string): LongWeekend[] {
  const y = yearOf(today);
  return [...longWeekendsOf(y), ...longWeekendsOf(y + 1)].filter((p) => p.checkin >= today);
}

/** Holidays that belong to a season read as its own period (New Year, Holy Week, Christmas), by `Holiday.key`. */
const SEASON_HOLIDAYS = new Set(['ano nuevo', 'jueves santo', 'viernes santo', 'navidad']);

/**
 * The long weekends of month `m` (1..12) still to come, in the year of the
 * next one. When that month has several long weekends, the ones left (even
 * one, when the others have begun or passed) are offered as choices rather
 * than taken: the guest may have meant another.
 */
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

/** Long weekends as a period to choose from (Friday to the Monday holiday, 3 nights), labelled with the holiday's name when there is one. */
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
export function matchNamed(c: PhraseContext, i: number, mod: 'next' | 'this' | undefined): Match {
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
  const carnival = matchCarnival(c, i);
  if (carnival) return carnival;
  // Class: two weekdays of Holy Week sharing one "santo" ("jueves y viernes santo", "miércoles y jueves santos"): the
  // first is that day of Holy Week too, never the coming weekday.
  if (/^(y|e)$/.test(t1) && /^(santo|santos)$/.test(w(c, i + 3))) {
    const first = HOLY_DAYS.find(([words]) => words.length === 2 && words[0] === t && words[1] === 'santo');
    const second = HOLY_DAYS.find(([words]) => words.length === 2 && words[0] === w(c, i + 2) && words[1] === 'santo');
    if (first && second) {
      const [, offset, es, enLabel] = first;
      return one({ k: 'pt', pt: { p: 'fixed', date: addDays(nextEaster(c.today), offset), inferred: true, label: en ? enLabel : es } }, i, i + 1);
    }
  }
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
  // "el fin de semana del día de la madre", "the Valentine's weekend", "Mother's Day weekend": the weekend of a named day.
  {
    const wk = namedDayWeekend(c, i);
    if (wk) return wk;
  }
  // Named days of the year ("noche de velitas", "amor y amistad", "el día de la madre"…): that day, the next one.
  {
    const nd = namedDayAt(c, i);
    if (nd) return one({ k: 'pt', pt: { p: 'fixed', date: nextNamedDay(nd.day, c.today), inferred: true, label: en ? nd.day.en : nd.day.es } }, i, nd.end);
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
      // on Christmas Day itself the eve is past: the one day left is still asked, never taken as said
      else return one(dayBody([it.pt.date], true, true), i, i + (t1 === 'day' ? 2 : 1));
    }
    return r;
  }
  if (t === 'nochevieja' || t === 'nye') return fixed('12-31', 1, en ? "New Year's Eve" : 'fin de año');
  if (t === 'fin' && t1 === 'de' && (t2 === 'ano' || t2 === 'anos')) {
    // "a fin de año", "hacia fin de año", "a finales de año": toward the end of the year, a period → which day is asked.
    // ("fin de año" alone stays New Year's Eve, the celebration.)
    if (PERIOD_BEFORE.has(w(c, i - 1))) return one({ k: 'month', m: 12, y: yearOf(nextMonthDay('12-31', c.today)) }, i - 1, i + 3);
    const r = fixed('12-31', 3, en ? "New Year's Eve" : 'fin de año');
    // "pa fin de año", "para fin de año" as the stay's purpose: to spend it there, arriving on the 30th or the 31st →
    // asked (see `alt`), like "para Navidad".
    const it = r?.items[0];
    if (/^(para|pa|pal|for)$/.test(w(c, i - 1)) && it?.k === 'pt' && it.pt.p === 'fixed') {
      const eve = addDays(it.pt.date, -1);
      if (eve >= c.today) it.pt.alt = eve;
      // on the 31st itself the 30th is past: the one day left is still asked, never taken as said
      else return one(dayBody([it.pt.date], true, true), i, i + 3);
    }
    return r;
  }
  if ((t === 'finales' || t === 'final') && t1 === 'de' && (t2 === 'ano' || t2 === 'anos'))
    return one({ k: 'month', m: 12, y: yearOf(nextMonthDay('12-31', c.today)) }, i, i + 3);
  if (t === 'new' && /^(year|years|year's)$/.test(t1)) {
    if (t2 === 'eve') return fixed('12-31', 3, "New Year's Eve");
    if (t2 === 'day') return fixed('01-01', 3, "New Year's Day");
    return newYear(c, i, i + 2, 'New Year');
  }
  // "el día de año nuevo": New Year's Day, 1 January ("año nuevo" alone may be its eve, asked)
  if (t === 'dia' && t1 === 'de' && (t2 === 'ano' || t2 === 'anos') && w(c, i + 3) === 'nuevo') return fixed('01-01', 4, 'Año Nuevo');
  if ((t === 'ano' || t === 'anos') && t1 === 'nuevo') return newYear(c, i, i + 2, 'Año Nuevo');
  if ((t === 'semana' && t1 === 'santa') || (t === 'holy' && t1 === 'week') || (t === 'easter' && t1 === 'week')) return holyWeek(c, i, i + 2);
  // "la semana de pascua": Holy Week to some, the week after Easter Sunday (its octave) to others → asked.
  if (t === 'semana' && t1 === 'de' && t2 === 'pascua') return easterWeeks(c, i, i + 3);
  // "easter" alone: Holy Week, or its long weekend (Thursday or Friday to Sunday) → ask.
  if (t === 'easter') return one(easterChoices(c, true), i, i + 1);
  // "el lunes de Corpus Christi", "el lunes festivo de la Asunción", "the Monday of the Ascension holiday": the Monday
  // the holiday is moved to (only when it falls on a Monday this time; "el lunes de Navidad" is not this)
  if (t === 'lunes' || t === 'monday') {
    let k = i + 1;
    if (w(c, k) === 'festivo' || w(c, k) === 'holiday') k++;
    const named = /^(de|del|of)$/.test(w(c, k)) ? holidayNameAt((q) => w(c, q), k + 1) : undefined;
    const h = named ? nextHoliday(c.today, named.key) : undefined;
    if (named && h && weekdayOf(h.date) === 1) return holidayDay(c, named.key, i, named.end);
  }
  // A holiday named first: "the epiphany long weekend", "all saints day holiday", "la independencia de cartagena".
  const named = holidayNameAt((k) => w(c, k), i);
  if (named && (named.end > i + 1 || !NAME_FRAME_FIRST.has(t))) {
    let e = named.end;
    if (/^(day|day's|days)$/.test(w(c, e))) e++;
    const after = w(c, e);
    if (after === 'puente' || (after === 'long' && w(c, e + 1) === 'weekend') || after === 'weekend')
      return holidayPuente(c, named.key, i, e + (after === 'long' ? 2 : 1));
    // "the Día de la Raza bridge weekend", "the Reyes bridge": "puente" said in English word for word
    if (after === 'bridge') return holidayPuente(c, named.key, i, e + (w(c, e + 1) === 'weekend' ? 2 : 1));
    // "the San José holiday weekend", "the Ascension holiday long weekend": the holiday's puente, not its Monday.
    if (after === 'holiday' && w(c, e + 1) === 'weekend') return holidayPuente(c, named.key, i, e + 2);
    if (after === 'holiday' && w(c, e + 1) === 'long' && w(c, e + 2) === 'weekend') return holidayPuente(c, named.key, i, e + 3);
    if (after === 'holiday' || after === 'festivo' || after === 'feriado') return holidayDay(c, named.key, i, e + 1);
    // Class: a holiday said as "the day of" it ("el día de Reyes", "Epiphany day"): the day itself (6 January), not
    // the Monday it is moved to for the day off. Its name alone ("la independencia de Cartagena") stays the day off.
    let dayOf = false;
    for (let k = i; k < e; k++) if (/^(dia|day|day's)$/.test(w(c, k))) dayOf = true;
    if (named.use === 'bare') return holidayDay(c, named.key, i, e, dayOf);
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
      // "the october long weekend, the one of October 12th": the holiday's date said after names that puente.
      const named = pw.plural || q >= 0 ? undefined : holidayApposition(c, j);
      if (named) return holidayPuente(c, named.key, i, named.end);
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
  // Class "a long weekend as a comparison" ("from Thursday to Sunday you know like a long weekend", "del jueves al
  // domingo, como un puente"): the stay said is likened to one, no long weekend is named: the words are taken, nothing
  // is claimed.
  {
    const pw = puenteWordsAt(c, i);
    const art = /^(a|un|one)$/.test(w(c, i - 1)) ? i - 1 : i;
    if (pw && !pw.plural && art < i && /^(like|como|tipo|as)$/.test(w(c, art - 1))) return one({ k: 'skip' }, art - 1, i + pw.n);
  }
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
    const wk = weekendWordsAt(c, i);
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
        // "el puente de octubre, el del 12 de octubre": the holiday's date said after names that puente.
        const named = anyOf ? undefined : holidayApposition(c, j + 2);
        if (named) return holidayPuente(c, named.key, i0, named.end);
        const body = monthPuentes(c.today, m, c.lang, anyOf);
        return body ? one(body, i0, j + 2) : undefined;
      }
      if (anyOf) return undefined;
      const name = holidayNameAt((k) => w(c, k), j + 1);
      if (name) {
        let e = name.end;
        if (/^(day|day's)$/.test(w(c, e))) e++;
        return puenteOrOther(c, name.key, i, e) ?? holidayPuente(c, name.key, i, e);
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
    // "el puente, el del 20 de julio": the holiday's date said after it names the puente.
    const named = anyOf ? undefined : holidayApposition(c, j);
    if (named) return holidayPuente(c, named.key, i0, named.end);
    // "el puente", "for the long weekend" alone (no month, no holiday, no "next"): which one is not said → the
    // next long weekend is offered as a one-button choice, never taken unasked (nor after "próximo").
    // Class: "el próximo puente", "next long weekend" too: which one the guest means is not said (a guest often means
    // one they know of, not the calendar's next) → offered, never taken.
    const body = asked(puenteRange(all.slice(0, anyOf ? 3 : 1), c.lang));
    if (body && body.k === 'range') return one({ ...body, ask: true, ...(anyOf ? {} : { unnamed: true }) }, i0, j);
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

/** Words before "Independence Day" that make it another country's (a demonym or a possessive: "Colombian", "Mexico's"). */
const NOT_US_BEFORE =
  /^(colombian|colombia|colombia's|colombias|cartagena|cartagena's|mexican|mexico's|peruvian|venezuelan|brazilian|argentine|argentinian|chilean|ecuadorian)$/;

/** Canada's Thanksgiving (second Monday of October), read for "Thanksgiving" in a message that names Canada. */
const CANADIAN_THANKSGIVING = FOREIGN_HOLIDAYS.find((x) => x.label === 'Canadian Thanksgiving')!;
const FIRST_AUGUST_BANK_HOLIDAY = FOREIGN_HOLIDAYS.find((x) => x.label === 'August bank holiday')!;
/** Words of Ireland or Scotland, whose August bank holiday is the first Monday of August ("coming from Dublin"). */
const FIRST_AUGUST_PLACES = /^(ireland|irish|dublin|cork|galway|limerick|scotland|scottish|edinburgh|glasgow|aberdeen)$/;

/** The names of {@link FOREIGN_HOLIDAYS} by their first word, in the list's order (each name's words split once). */
const FOREIGN_BY_FIRST_WORD: ReadonlyMap<string, readonly { h: (typeof FOREIGN_HOLIDAYS)[number]; name: string; words: string[] }[]> = (() => {
  const by = new Map<string, { h: (typeof FOREIGN_HOLIDAYS)[number]; name: string; words: string[] }[]>();
  for (const h of FOREIGN_HOLIDAYS)
    for (const name of h.names) {
      const words = name.split(' ');
      const list = by.get(words[0]!) ?? [];
      list.push({ h, name, words });
      by.set(words[0]!, list);
    }
  return by;
})();

/** Words of when before a holiday that is also a given name ("on Sylvester", "arriving Silvester", "desde Silvester"). */
const WHEN_BEFORE: ReadonlySet<string> = new Set([
  'on',
  'from',
  'for',
  'at',
  'over',
  'till',
  'until',
  'to',
  'since',
  'after',
  'before',
  'arrive',
  'arriving',
  'arrival',
  'leave',
  'leaving',
  'departure',
  'el',
  'en',
  'desde',
  'hasta',
  'para',
  'pa',
  'antes',
  'despues',
  'llegamos',
  'llegando',
]);

/**
 * A guest's own holiday ({@link FOREIGN_HOLIDAYS}: US Thanksgiving, Memorial
 * Day, Labor Day, Boxing Day, 4th of July…) named at `i`:
 * - followed by "weekend" / "long weekend" / "holiday weekend" / "puente":
 *   that holiday's long weekend: a Monday holiday's is Friday to the Monday
 *   (3 nights, like a Colombian puente); others are asked back with their
 *   choices (a Thursday one: Wednesday or Thursday to Sunday; a fixed date:
 *   the weekend around it), unless weekdays said beside it pick one;
 * - otherwise the day itself, as a one-day period (so "Thanksgiving,
 *   Thursday to Sunday" and "arriving Thanksgiving Day, leaving Sunday" read
 *   their weekdays in it).
 * "Labor Day" alone is also Colombia's 1 May: read only before "weekend" or
 * after "US"/"American".
 */
function matchForeign(c: PhraseContext, i: number): Match {
  for (const found of FOREIGN_BY_FIRST_WORD.get(tokText(c, i)) ?? []) {
    const { name, words } = found;
    if (!words.every((x, k) => tokText(c, i + k) === x)) continue;
    // "from Canada for our Thanksgiving", "Canadians here, Thanksgiving weekend": Canada's, said anywhere in the message
    // ("the August bank holiday weekend, we're coming from Dublin": Ireland's, the first Monday of August)
    const h =
      found.h.label === 'Thanksgiving' && c.toks.some((t) => /^(canada|canadian|canadians|canadiens?)$/.test(t.t))
        ? CANADIAN_THANKSGIVING
        : found.h.label === 'Summer bank holiday' && c.toks.some((t) => FIRST_AUGUST_PLACES.test(t.t))
          ? FIRST_AUGUST_BANK_HOLIDAY
          : found.h;
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
    if (h.givenName && !(WHEN_BEFORE.has(prev) || RANGE_END_JOINERS.has(w(c, e)) || (i === 0 && e >= c.toks.length))) return undefined;
    if (h.label === 'Columbus Day') return columbusDay(c, h, i, e, wkEnd);
    // "Happy Thanksgiving": a greeting, not a date.
    if (GREETING_WORDS.has(prev)) return one({ k: 'skip' }, i - 1, e);
    const label = h.label;
    if (!wkEnd) {
      const date = nextForeign(h, c.today);
      if (!date) return undefined;
      // Said as one end of a range ("from Heiligabend to Silvester", "Silvester until Neujahr"): one day, a point like
      // any named day. Otherwise the holiday, whose stay may be around it ("Thanksgiving, Thursday to Sunday").
      // Said after a word of leaving ("…, and we'd leave on Boxing Day", "checking out on Boxing Day"): the day of
      // check-out, a point as well.
      const lead = /^(on|the)$/.test(w(c, i - 1)) ? (/^(on|the)$/.test(w(c, i - 2)) ? i - 3 : i - 2) : i - 1;
      const leaving = CHECKOUT_WORDS.has(w(c, lead)) || leaveVerbEnds(c, lead) || (w(c, lead) === 'out' && /^(check|checking|checks)$/.test(w(c, lead - 1)));
      if (RANGE_END_JOINERS.has(w(c, i - 1)) || RANGE_END_JOINERS.has(w(c, e)) || leaving)
        return one({ k: 'pt', pt: { p: 'fixed', date, inferred: true, label } }, i, e);
      // "el feriado de Tiradentes", "festivo de Koningsdag": the word of a holiday before the name is the name's.
      const s = /^(de|del)$/.test(prev) && /^(feriado|festivo|dia)$/.test(w(c, i - 2)) ? i - 2 : i;
      return one({ k: 'range', options: [{ checkin: date }], label, inferred: true }, s, e);
    }
    // The long weekend not yet begun: once its first day has come, next year's.
    const day = nextForeign(h, addDays(c.today, 3));
    if (!day) return undefined;
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
    // The weekend of a Monday holiday ("Memorial Day weekend", "Labor Day long weekend") is Friday to that Monday
    // (3 nights), as a Colombian puente: the three-day weekend the name stands for.
    const chosen = wd === 1 ? [span(-3, 0)] : options;
    // "the May bank holiday weekend": the UK has two in May (early May and late May), both offered
    let weekendLabel = `${h.label} weekend`;
    if (name === 'may bank holiday') {
      const late = FOREIGN_HOLIDAYS.find((x) => x.label === 'Spring bank holiday');
      const lateDay = late ? nextForeign(late, addDays(c.today, 3)) : undefined;
      if (lateDay) chosen.push({ checkin: addDays(lateDay, -3), checkout: lateDay, nights: 3 });
      weekendLabel = 'May bank holiday weekend';
    }
    return one({ k: 'range', options: chosen.filter((o) => o.checkin >= c.today), label: weekendLabel, inferred: true }, i, wkEnd);
  }
  return undefined;
}

/** Words saying a holiday named in English is Colombia's ("the Colombian Columbus Day", "Columbus Day here"). */
const COLOMBIAN_BEFORE = /^(colombian|colombia|colombia's|colombias|local)$/;
const COLOMBIAN_AFTER = /^(here|there|aca|alla|colombian|colombia|local)$/;

/**
 * Class "a guest's holiday that shares its name with a Colombian one": "Columbus Day" is the US second Monday of
 * October and Colombia's Día de la Raza (12 October, moved to a Monday), not always the same day.
 * - Said with "US"/"American" ("Columbus Day weekend (US)", "US Columbus Day"): the US one; its weekend is asked
 *   (Friday or Saturday to the Monday) unless weekdays said beside it pick one ("…, Fri-Mon");
 * - said with "Colombian"/"here"/"over there" or "(Día de la Raza)": Colombia's — its long weekend (Friday to the
 *   Monday off) or its Monday off;
 * - alone: both are offered (asked), the same stay once when they fall together.
 * The words "(US)" and "(Día de la Raza)" are taken with it.
 */
function columbusDay(c: PhraseContext, h: (typeof FOREIGN_HOLIDAYS)[number], i: number, e: number, wkEnd: number): Match {
  let end = wkEnd || e;
  let us = /^(us|american|usa)$/.test(w(c, i - 1));
  let colombian = COLOMBIAN_BEFORE.test(w(c, i - 1));
  const i0 = us || colombian ? i - 1 : i;
  // A note in parentheses after it: "(US)", "(Día de la Raza)", "(Colombia)", "(Día de la Raza, right?)".
  if (w(c, end) === '(') {
    // The note's closing bracket may be gone with words another reader took ("(Día de la Raza, right?)"): the note
    // then runs to the end of what is left.
    const found = c.toks.findIndex((x, k) => k > end && x.t === ')');
    const close = found > end ? found : c.toks.length;
    if (close - end <= 9) {
      const inside = c.toks.slice(end + 1, close).map((x) => x.t);
      if (inside.some((x) => /^(us|usa|american)$/.test(x))) us = true;
      if (inside.some((x) => /^(raza|colombia|colombian|colombiano)$/.test(x))) colombian = true;
      if (us || colombian) end = found > end ? close + 1 : close;
    }
  } else if (COLOMBIAN_AFTER.test(w(c, end)) || (w(c, end) === 'over' && w(c, end + 1) === 'there')) colombian = true;
  else if (/^(us|american)$/.test(w(c, end))) us = true;
  const label = 'Columbus Day';
  const colombianDay = (from: string) => nextHoliday(from, 'dia de la raza')?.date;
  if (!wkEnd) {
    const dates = [...new Set([...(colombian ? [] : [nextForeign(h, c.today)]), ...(us ? [] : [colombianDay(c.today)])])].filter(
      (d): d is string => d !== undefined,
    );
    if (dates.length === 0) return undefined;
    return one({ k: 'range', options: dates.map((d) => ({ checkin: d })), label, inferred: true, ...(dates.length > 1 ? { ask: true } : {}) }, i0, end);
  }
  const from = addDays(c.today, 3);
  const mondays = [...new Set([...(colombian ? [] : [nextForeign(h, from)]), ...(us ? [] : [colombianDay(from)])])].filter((d): d is string => d !== undefined);
  if (mondays.length === 0) return undefined;
  const span = (d: string, a: number): Opt => ({ checkin: addDays(d, a), checkout: d, nights: -a });
  // The US weekend alone: Friday or Saturday to the Monday, unless weekdays said beside it pick one.
  const options = us && !colombian ? [span(mondays[0]!, -3), span(mondays[0]!, -2)] : mondays.map((d) => span(d, -3));
  return one(
    {
      k: 'range',
      options: options.filter((o) => o.checkin >= c.today),
      label: `${label} weekend`,
      inferred: true,
      ...(mondays.length > 1 ? { ask: true } : {}),
    },
    i0,
    end,
  );
}

/**
 * The words for a long weekend at `i`: "puente(s)", "long weekend(s)", "finde
 * largo", "fin(es) de semana largo(s)"; `n` is how many words, `plural` when
 * said in the plural (the guest wants to choose). Undefined when none is there.
 */
function puenteWordsAt(c: PhraseContext, i: number): { n: number; plural: boolean } | undefined {
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

/** Words for a holiday ("festivo", "feriado", "holiday"). */
/**
 * Words joining a range's two ends, beside a foreign holiday's name ("from Heiligabend to Silvester", "Silvester until
 * Neujahr"). Not a dash: "Thanksgiving — Thursday through Sunday" names the stay after it.
 */
const RANGE_END_JOINERS: ReadonlySet<string> = new Set(['to', 'al', 'hasta', 'until', 'till', 'thru', 'through']);
const HOLIDAY_WORDS = new Set(['festivo', 'festivos', 'feriado', 'feriados', 'holiday', 'holidays']);
/** One-word holiday names that are also people's names or common words ("Pedro", "trabajo"): read only after a Spanish frame ("puente de…", "festivo de…"). */
const NAME_FRAME_FIRST = new Set(['jose', 'pedro', 'peter', 'trabajo', 'trabajador', 'raza', 'sagrado', 'corpus']);

/** The next occurrence (day off on or after today) of the holiday `key`. */
function nextHoliday(today: string, key: string): Holiday | undefined {
  const y = yearOf(today);
  return [...holidaysOf(y), ...holidaysOf(y + 1)].find((h) => h.key === key && h.date >= today);
}

/**
 * A holiday named ("festivo de reyes", "el día de reyes"): the next one, `inferred`, with its name. Its day off
 * ("festivo de reyes": the Monday it is moved to), or with `itself` the holiday's own date ("el día de reyes": 6
 * January), the next one not past.
 */
function holidayDay(c: PhraseContext, key: string, i0: number, i1: number, itself = false): Match {
  const y = yearOf(c.today);
  const h = itself ? [...holidaysOf(y), ...holidaysOf(y + 1)].find((x) => x.key === key && x.original >= c.today) : nextHoliday(c.today, key);
  if (!h) return one({ k: 'skip' }, i0, i1);
  const date = itself ? h.original : h.date;
  return one({ k: 'pt', pt: { p: 'fixed', date, inferred: true, label: c.lang === 'en' ? h.name.en : h.name.es } }, i0, i1);
}

/**
 * A holiday's long weekend ("puente de reyes"): Friday to its Monday, the
 * next one not begun. When that holiday is not on a Monday this time, there
 * is no long weekend to offer: the words are taken and nothing is claimed
 * (the bot asks).
 */
function holidayPuente(c: PhraseContext, key: string, i0: number, i1: number): Match {
  // Once its Friday has come, this year's long weekend has begun: the next one is a year away.
  const h = nextHoliday(addDays(c.today, 3), key);
  const p = h ? upcomingPuentes(c.today).find((x) => x.holiday.key === key && x.holiday.date === h.date) : undefined;
  const body = p ? puenteRange([p], c.lang) : undefined;
  return one(body ?? { k: 'skip' }, i0, i1);
}

/**
 * Class "two long weekends as alternatives" ("el puente de Reyes o el de San José", "Reyes or San José long weekend",
 * "el puente de reyes o el puente de san josé, el que tengan"): both puentes offered as choices, never the first
 * taken. `e` is the index after the first holiday's name; undefined when no other holiday is offered there.
 */
function puenteOrOther(c: PhraseContext, key: string, i0: number, e: number): Match | undefined {
  let k = e;
  if (w(c, k) === ',') k++;
  if (!/^(o|or|u)$/.test(w(c, k))) return undefined;
  k++;
  if (/^(el|the|al)$/.test(w(c, k))) k++;
  const pw = puenteWordsAt(c, k);
  if (pw && !pw.plural) k += pw.n;
  if (/^(de|del|of)$/.test(w(c, k))) k++;
  const other = holidayNameAt((x) => w(c, x), k);
  if (!other || other.key === key) return undefined;
  // (the other one as a fallback is no choice: "el puente de San Pedro, o el del Sagrado Corazón si ese está lleno")
  let after = other.end;
  if (w(c, after) === ',') after++;
  if (/^(si|if|in)$/.test(w(c, after)) && (w(c, after) !== 'in' || w(c, after + 1) === 'case')) return undefined;
  const list = [key, other.key].map((hk) => {
    const h = nextHoliday(addDays(c.today, 3), hk);
    return h ? upcomingPuentes(c.today).find((x) => x.holiday.key === hk && x.holiday.date === h.date) : undefined;
  });
  if (list.some((p) => p === undefined)) return undefined;
  const body = puenteRange(list as LongWeekend[], c.lang);
  return body?.k === 'range' ? one({ ...body, ask: true }, i0, other.end) : undefined;
}

/**
 * A holiday's date said in apposition after a long weekend, naming it: ", el
 * del 12 de octubre", "(el del 20 de julio)", ", the one of July 4th", ", the
 * one on the 4th of July". The holiday's key (only when the date names one
 * holiday) and the index after the date; undefined otherwise (the date is then
 * read on its own).
 */
function holidayApposition(c: PhraseContext, j: number): { key: string; end: number } | undefined {
  let k = j;
  if (w(c, k) === ',' || w(c, k) === '(' || w(c, k) === '-') k++;
  if (/^(el|ese|the|that)$/.test(w(c, k))) k++;
  else return undefined;
  if (w(c, k) === 'one') k++;
  if (/^(de|del|of|on|for)$/.test(w(c, k))) k++;
  else return undefined;
  if (w(c, k) === 'the') k++;
  const date = holidayDateAt(c, k);
  const key = date?.keys.length === 1 ? date.keys[0] : undefined;
  return key !== undefined && date ? { key, end: w(c, date.end) === ')' ? date.end + 1 : date.end } : undefined;
}

/**
 * A date naming a holiday ("20 de julio", "12 de octubre", "15 de agosto"):
 * the keys of the holidays whose own date or day off has that month and day,
 * and the index after the date. Undefined when no date is written there.
 */
function holidayDateAt(c: PhraseContext, j: number): { keys: string[]; end: number } | undefined {
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

/** New Year: New Year's Eve or New Year's Day as the arrival, asked back (the one after it is counted from 1 January). */
function newYear(c: PhraseContext, i0: number, i1: number, label: string): Match {
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
  [['karfreitag'], -2, 'Viernes Santo', 'Good Friday'],
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
function easterChoices(c: PhraseContext, withHolyWeek: boolean): Body {
  const easter = nextEaster(c.today);
  const options: Opt[] = [];
  if (withHolyWeek) options.push({ checkin: addDays(easter, -7), checkout: easter, nights: 7 });
  options.push({ checkin: addDays(easter, -3), checkout: easter, nights: 3 }, { checkin: addDays(easter, -2), checkout: easter, nights: 2 });
  // A choice, even when only one reading is left (the others passed or lie too far ahead): confirmed, not taken.
  const left = options.filter((o) => o.checkin >= c.today && daysBetween(c.today, o.checkin) <= MAX_DAYS_AHEAD);
  return { k: 'range', options: left, label: c.lang === 'en' ? 'Easter' : 'Semana Santa', inferred: true, ...(left.length < 2 ? { ask: true } : {}) };
}

/**
 * "La semana de pascua": Holy Week (Palm Sunday to Easter Sunday) or the week after it (Easter Sunday to the Sunday
 * after), of the next Easter not yet over; both offered (the one left, once Holy Week has begun), never one taken.
 */
function easterWeeks(c: PhraseContext, i0: number, i1: number): Match {
  const easter = nextEaster(c.today);
  const options: Opt[] = [
    { checkin: addDays(easter, -7), checkout: easter, nights: 7 },
    { checkin: easter, checkout: addDays(easter, 7), nights: 7 },
  ].filter((o) => o.checkin >= c.today && daysBetween(c.today, o.checkin) <= MAX_DAYS_AHEAD);
  const label = c.lang === 'en' ? 'Easter week' : 'Semana de Pascua';
  // A choice, even when only one reading is left (Holy Week has begun): confirmed, not taken.
  return one({ k: 'range', options, label, inferred: true, ...(options.length < 2 ? { ask: true } : {}) }, i0, i1);
}

/** Holy Week: Palm Sunday (or today, once it has begun) to Easter Sunday, the one not yet over. */
function holyWeek(c: PhraseContext, i0: number, i1: number): Match {
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

/**
 * Class "a festival named after a range anchors it": Carnival ("carnaval", "los carnavales", "carnival", "el carnaval
 * de Barranquilla"; Brazil's falls on the same days) is the Saturday to the Tuesday before Ash Wednesday (Easter
 * Sunday − 50 to − 47), the next one not yet over. The weekdays said with it are days of it ("del sábado al martes de
 * carnaval": that Saturday to that Tuesday; see `daysOfPeriod` in combine.ts); said alone it is not claimed (which
 * carnival, and the arrival and length, are asked with the dates). A greeting ("feliz carnaval") is not a date.
 */
function matchCarnival(c: PhraseContext, i: number): Match {
  const t = w(c, i);
  if (t !== 'carnaval' && t !== 'carnavales' && t !== 'carnival' && t !== 'carnivals') return undefined;
  if (GREETING_WORDS.has(w(c, i - 1))) return one({ k: 'skip' }, i - 1, i + 1);
  let end = i + 1;
  if (/^(de|del|in|of)$/.test(w(c, end)) && w(c, end + 1) === 'barranquilla') end += 2;
  let saturday = addDays(easterSunday(yearOf(c.today)), -50);
  if (addDays(saturday, 3) < c.today) saturday = addDays(easterSunday(yearOf(c.today) + 1), -50);
  const checkin = saturday < c.today ? c.today : saturday;
  const tuesday = addDays(saturday, 3);
  if (checkin >= tuesday) return undefined;
  const label = c.lang === 'en' ? 'Carnival' : 'Carnaval';
  // Class: a day of Carnival named by its weekday ("Carnival Saturday", "el lunes de carnaval"): that day, no stay's end.
  const after = WEEKDAYS[w(c, end)];
  const before = /^(de|del)$/.test(w(c, i - 1)) ? WEEKDAYS[w(c, i - 2)] : undefined;
  const wd = after ?? before;
  // Inside a range ("del sábado de carnaval al martes", "del sábado al martes de carnaval") the period reads the days.
  const ranged =
    /^(del|desde|from|al|a|hasta|to|until|till)$/.test(w(c, before !== undefined ? i - 3 : i - 1)) ||
    /^(al|a|hasta|to|until|till|-)$/.test(w(c, after !== undefined ? end + 1 : end));
  if (wd !== undefined && !ranged && [6, 0, 1, 2].includes(wd)) {
    const day = addDays(saturday, (wd + 1) % 7);
    if (day < c.today) return undefined;
    return one({ k: 'pt', pt: { p: 'fixed', date: day, inferred: true, label } }, before !== undefined ? i - 2 : i, after !== undefined ? end + 1 : end);
  }
  return one({ k: 'range', options: [{ checkin, checkout: tuesday, nights: daysBetween(checkin, tuesday) }], label, inferred: true, withDays: true }, i, end);
}

/** A named day of the Colombian year that is not a holiday: its wordings (folded words), its date in a year, its labels. */
interface NamedDay {
  words: readonly (readonly string[])[];
  of: (year: number) => string;
  es: string;
  en: string;
}

/**
 * Named days of the year that are not public holidays, by their wordings
 * (folded, each a word list; the longest wording is tried first): Noche de
 * Velitas (7 December), San Valentín (14 February), Halloween (31 October),
 * Amor y Amistad (third Saturday of September), Colombian Mother's Day
 * (second Sunday of May), Father's Day (third Sunday of June), and the start of the
 * Christmas novenas (16 December).
 */
const NAMED_DAYS: readonly NamedDay[] = [
  {
    words: [['noche', 'de', 'las', 'velitas'], ['dia', 'de', 'las', 'velitas'], ['noche', 'de', 'velitas'], ['dia', 'de', 'velitas'], ['velitas']],
    of: (y) => `${y}-12-07`,
    es: 'noche de velitas',
    en: 'Day of the Little Candles',
  },
  {
    // "el día de los enamorados": its name in Spain, Mexico and the Southern Cone
    words: [
      ["valentine's", 'day'],
      ['valentines', 'day'],
      ['valentine', 'day'],
      ['san', 'valentin'],
      ['dia', 'de', 'los', 'enamorados'],
      ["valentine's"],
      ['valentines'],
      ['valentine'],
    ],
    of: (y) => `${y}-02-14`,
    es: 'San Valentín',
    en: "Valentine's Day",
  },
  { words: [['halloween']], of: (y) => `${y}-10-31`, es: 'Halloween', en: 'Halloween' },
  // The start of the Christmas novenas (16 December), said with a word of starting ("desde que empiezan las novenas",
  // "el inicio de las novenas", "when the novenas start"); "las novenas" alone is a period of nine days (asked).
  {
    words: [
      ['empiezan', 'las', 'novenas'],
      ['comienzan', 'las', 'novenas'],
      ['empieza', 'la', 'novena'],
      ['comienza', 'la', 'novena'],
      ['inicio', 'de', 'las', 'novenas'],
      ['inicio', 'de', 'la', 'novena'],
      ['primera', 'novena'],
      ['start', 'of', 'the', 'novenas'],
      ['novenas', 'start'],
      ['the', 'novenas', 'start'],
    ],
    of: (y) => `${y}-12-16`,
    es: 'inicio de las novenas',
    en: 'start of the novenas',
  },
  {
    words: [
      ['dia', 'del', 'amor', 'y', 'la', 'amistad'],
      ['dia', 'de', 'amor', 'y', 'amistad'],
      ['amor', 'y', 'amistad'],
    ],
    of: (y) => nthWeekdayOf(y, 9, 6, 3),
    es: 'Amor y Amistad',
    en: 'Amor y Amistad',
  },
  {
    words: [
      ['dia', 'de', 'la', 'madre'],
      ['dia', 'de', 'las', 'madres'],
      ["mother's", 'day'],
      ['mothers', 'day'],
      ['mother', 'day'],
    ],
    of: (y) => nthWeekdayOf(y, 5, 0, 2),
    es: 'Día de la Madre',
    en: "Mother's Day",
  },
  {
    words: [
      ['dia', 'del', 'padre'],
      ['dia', 'de', 'los', 'padres'],
      ["father's", 'day'],
      ['fathers', 'day'],
      ['father', 'day'],
    ],
    of: (y) => nthWeekdayOf(y, 6, 0, 3),
    es: 'Día del Padre',
    en: "Father's Day",
  },
];

/** The named day ({@link NAMED_DAYS}) written at `i`, and the index after its words. */
function namedDayAt(c: PhraseContext, i: number): { day: NamedDay; end: number } | undefined {
  for (const day of NAMED_DAYS) {
    const words = day.words.find((ws) => ws.every((x, k) => tokText(c, i + k) === x || w(c, i + k) === x));
    if (words) return { day, end: i + words.length };
  }
  return undefined;
}

/** The next date of a named day on or after `from`, this year's or next year's. */
function nextNamedDay(day: NamedDay, from: string): string {
  const y = yearOf(from);
  return day.of(y) >= from ? day.of(y) : day.of(y + 1);
}

/**
 * The weekend of a named day: "el fin de semana del día de la madre", "el
 * finde de amor y amistad", "the weekend of Halloween", "Mother's Day
 * weekend". A day on a Friday, Saturday or Sunday: that weekend, Friday to
 * Sunday (2 nights), the next one whose Friday has not passed. A day from
 * Monday to Thursday: the weekend before it or the one after → asked.
 */
function namedDayWeekend(c: PhraseContext, i: number): Match {
  const en = c.lang === 'en';
  let nd: ReturnType<typeof namedDayAt>;
  let end = 0;
  const wk = weekendWordsAt(c, i);
  if (wk && /^(de|del|of)$/.test(w(c, i + wk))) {
    let j = i + wk + 1;
    if (/^(el|la|the)$/.test(w(c, j))) j++;
    nd = namedDayAt(c, j);
    if (nd) end = nd.end;
  } else {
    nd = namedDayAt(c, i);
    if (nd && /^(weekend|finde)$/.test(w(c, nd.end))) end = nd.end + 1;
    else nd = undefined;
  }
  if (!nd) return undefined;
  // The Friday of the day's weekend (the one before it, for a day from Monday to Thursday); once that Friday
  // has passed, next year's.
  const friOf = (d: string) => {
    const wd = weekdayOf(d);
    return addDays(d, wd === 0 ? -2 : wd === 6 ? -1 : wd === 5 ? 0 : -2 - wd);
  };
  let date = nextNamedDay(nd.day, addDays(c.today, -3));
  if (friOf(date) < c.today) date = nextNamedDay(nd.day, addDays(date, 1));
  const wd = weekdayOf(date);
  const fri = friOf(date);
  const label = en ? `${nd.day.en} weekend` : `fin de semana ${nd.day.es.startsWith('Día') ? 'del' : 'de'} ${nd.day.es}`;
  const span = (f: string): Opt => ({ checkin: f, checkout: addDays(f, 2), nights: 2 });
  const options = wd === 0 || wd >= 5 ? [span(fri)] : [span(fri), span(addDays(fri, 7))].filter((o) => o.checkin >= c.today);
  if (options.length === 0) return undefined;
  return one({ k: 'range', options, label, inferred: true, ...(options.length === 1 && wd >= 1 && wd <= 4 ? { ask: true } : {}) }, i, end);
}
