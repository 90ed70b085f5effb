/**
 * Days said relative to today: the past ("ayer", "hace una semana", "last
 * week": refused later, never moved forward), "hoy", "mañana", "pasado
 * mañana", "en 3 días", "in a fortnight", "3 days from now", weeks ("la
 * próxima semana": its seven days as choices), months without a day ("el mes
 * que viene"), weekends ("el fin de semana", "next weekend", "algún finde")
 * and weekdays ("el viernes", "viernes 15", "next Friday", "este viernes"),
 * with a part of the day or an arrival time after them ("friday around 9pm").
 *
 * Grammar: the anchors `today`-relative (TODAY ± N, WEEKDAY, WEEKEND, WEEK,
 * MONTH) and the past phrases.
 */
import { addDays, daysBetween } from '../../../clock.js';
import { NUMBER_WORDS } from '../text.js';
import { distance } from 'fastest-levenshtein';
import { weekdayOf } from '../holidays.js';
import { type Body, type PhraseContext, dayBody, type Match, one, type Opt, type WeekRef } from './phrase.js';
import { countAt, monthAt, quantifierStart, w, weekdayAt, weekendWordsAt } from './atoms.js';
import { dayOf, daysInMonth, mondayOf, monthOf, nextWeekday, prevWeekday, yearOf, ymd } from './calendar.js';
import { DAY_PARTS, offsetUnit, ORDINAL_WEEK_WORDS, WEEKDAYS, WEEKEND_ORDINALS } from './words.js';
import { matchAbsolute } from './absolute.js';
import { peopleCount } from './counts.js';
import { isRoomWord, ROOM_CODES, WORD_ROOM_CODES } from '../occupancy/words.js';

/** Verbs of living somewhere ("vivo", "living", "radicada"): a past said after one is how long, not a date (see {@link matchPast}). */
const LIVING_VERBS: ReadonlySet<string> = new Set(
  'vivo vivimos viviendo vive viven resido residimos radicado radicada radicados live lives living lived'.split(' '),
);

/** Whether a verb of living comes at most six words before word `i`. */
function livedBefore(c: PhraseContext, i: number): boolean {
  for (let j = Math.max(0, i - 6); j < i; j++) if (LIVING_VERBS.has(w(c, j))) return true;
  return false;
}

/** Words comparing with an earlier stay ("lo mismo que el año pasado", "igual que la vez pasada", "same as last year", "like last time"). */
const SAME_AS_WORDS: ReadonlySet<string> = new Set('mismo misma mismas mismos igual como same like'.split(' '));
/** Little words between a comparison word and the past period ("que", "q", "as", "el", "la", "the"). */
const SAME_AS_LITTLE: ReadonlySet<string> = new Set('que q k a as el la the lo del'.split(' '));

/**
 * The first token of a comparison with an earlier stay ending right before `i` ("lo mismo q el", "same as", "like"),
 * or undefined when none.
 */
function sameAsBefore(c: PhraseContext, i: number): number | undefined {
  let k = i - 1;
  while (k >= 0 && i - k <= 3 && SAME_AS_LITTLE.has(w(c, k))) k--;
  if (k < 0 || !SAME_AS_WORDS.has(w(c, k))) return undefined;
  return w(c, k - 1) === 'lo' || w(c, k - 1) === 'the' ? k - 1 : k;
}

/** Words of rooms after a number ("3 SGL", "2 habitaciones", "2 dobles"): that number counts rooms, it is no day. */
const roomsCounted = (x: string): boolean => isRoomWord(x) || ROOM_CODES.has(x) || WORD_ROOM_CODES.has(x);

/** Phrases of the past: refused, never moved forward. */
export function matchPast(c: PhraseContext, i: number): Match {
  const past = matchPastAt(c, i);
  // Class: a past period said to compare with an earlier stay ("lo mismo q el año pasado, 5", "same as last year",
  // "como la vez pasada"): it names no date of this stay; read (with the comparison) and not claimed.
  if (past?.items.length === 1) {
    const from = sameAsBefore(c, past.items[0]!.i0);
    if (from !== undefined) return one({ k: 'skip' }, from, past.items[0]!.i1);
  }
  return past;
}

function matchPastAt(c: PhraseContext, i: number): Match {
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
  // Class: "hoy hace un mes", "hoy hace ocho días" (a span back from today, said with "hoy"): the past, "hoy" included.
  if (t === 'hoy' && w(c, i + 1) === 'hace') {
    const back = matchPastAt(c, i + 1);
    if (back) return { items: back.items.map((x) => ({ ...x, i0: i })) };
  }
  if (t === 'hace') {
    const n = countAt(c, i + 1);
    const u = unitDays(w(c, i + 2));
    // Class: how long the guest has lived somewhere ("vivo en Bogotá hace diez años") is no date of a stay: not read.
    if (n !== undefined && u && livedBefore(c, i)) return undefined;
    if (n !== undefined && u) return one({ k: 'past', date: addDays(today, -n * u) }, i, i + 3);
  }
  {
    const n = countAt(c, i);
    const u = unitDays(w(c, i + 1));
    if (n !== undefined && u && w(c, i + 2) === 'ago') return one({ k: 'past', date: addDays(today, -n * u) }, i, i + 3);
  }
  // Class: a past period the stay is compared to ("dos más que el año pasado", "como la semana pasada", "same as last
  // year", "longer than last time"): a comparison, no date of the stay, and no past date to refuse
  const compared = /^(que|como|than|like|as)$/.test(w(c, i - 2)) && /^(el|la|the)$/.test(w(c, i - 1));
  const comparedBare = /^(than|like|as)$/.test(w(c, i - 1));
  if (
    (compared && (t === 'semana' || t === 'mes' || t === 'ano') && /^(pasada|pasado)$/.test(w(c, i + 1))) ||
    (comparedBare && t === 'last' && /^(year|week|month|time)$/.test(w(c, i + 1)))
  )
    return one({ k: 'skip' }, i, i + 2);
  if ((t === 'semana' || t === 'mes' || t === 'ano' || t === 'finde') && (w(c, i + 1) === 'pasada' || w(c, i + 1) === 'pasado'))
    return one(
      {
        k: 'past',
        date: addDays(today, t === 'semana' || t === 'finde' ? -7 : t === 'mes' ? -30 : -365),
        period: t === 'mes' ? 'month' : t === 'ano' ? 'year' : 'week',
      },
      i,
      i + 2,
    );
  if (t === 'fin' && w(c, i + 1) === 'de' && w(c, i + 2) === 'semana' && w(c, i + 3) === 'pasado')
    return one({ k: 'past', date: prevWeekday(5, today) }, i, i + 4);
  if (t === 'last' || t === 'pasado') {
    const u = w(c, i + 1);
    // "the last week(end) of January" is the month's last one, not a past one.
    const ofMonth = /^(of|in)$/.test(w(c, i + 2)) && monthAt(c, i + 3, true) !== undefined;
    if ((u === 'week' || u === 'weekend') && !ofMonth) return one({ k: 'past', date: addDays(today, -7), period: 'week' }, i, i + 2);
    if (u === 'month') return one({ k: 'past', date: addDays(today, -30), period: 'month' }, i, i + 2);
    if (u === 'year') return one({ k: 'past', date: addDays(today, -365), period: 'year' }, i, i + 2);
    const wd = WEEKDAYS[u];
    if (wd !== undefined) return one({ k: 'past', date: prevWeekday(wd, today) }, i, i + 2);
  }
  const wd = WEEKDAYS[t];
  if (wd !== undefined && (w(c, i + 1) === 'pasado' || w(c, i + 1) === 'anterior')) return one({ k: 'past', date: prevWeekday(wd, today) }, i, i + 2);
  return undefined;
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
function timeOfDayEnd(c: PhraseContext, j: number): number {
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

/**
 * Class "an offset and a half" ("dentro de 2 semanas y media", "en 3 días y medio", "in a week and a half", "in two
 * and a half weeks"): half a unit is no day, so the two days it falls between are asked back, neither taken. `k` is
 * the token after the count `n` (said from token `i`). Near miss: "en 2 semanas" (a day, see `matchRelative`).
 */
function halfOffset(c: PhraseContext, i: number, k: number, n: number | undefined, today: string): Match {
  if (n === undefined || n <= 0) return undefined;
  // "two and a half weeks": the half before the unit
  const before = w(c, k) === 'and' && w(c, k + 1) === 'a' && w(c, k + 2) === 'half';
  const u = before ? k + 3 : k;
  const len = /^(dia|dias|day|days)$/.test(w(c, u)) ? 1 : /^(semana|semanas|week|weeks)$/.test(w(c, u)) ? 7 : 0;
  if (len === 0) return undefined;
  let end = u + 1;
  if (!before) {
    if (w(c, end) === 'y' && /^(media|medio)$/.test(w(c, end + 1))) end += 2;
    else if (w(c, end) === 'and' && w(c, end + 1) === 'a' && w(c, end + 2) === 'half') end += 3;
    else return undefined;
  }
  const at = n * len + Math.floor(len / 2);
  return one({ k: 'range', options: [{ checkin: addDays(today, at) }, { checkin: addDays(today, at + 1) }], inferred: false }, i, end);
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
function pasadoTypo(c: PhraseContext, i: number): boolean {
  const t = w(c, i);
  if (c.toks[i]?.k !== 'w' || t.length < 4 || NOT_PASADO.has(t) || WEEKDAYS[t] !== undefined || NUMBER_WORDS[t] !== undefined) return false;
  const d = distance(t, 'pasado');
  return d <= 1 || (d <= 2 && t.startsWith('p'));
}

/** Words that make the weekend the stay's end at the nights question ("hasta el finde", "till the weekend"). */
const UNTIL_WORDS = new Set(['hasta', 'until', 'till', 'til', "'til", 'untill', 'thru', 'to']);

/** Words of a part of a month before "de mes" ("fin de mes", "principios de mes", "mediados de mes"). */
const MONTH_PART_WORDS: ReadonlySet<string> = new Set([
  'fin',
  'final',
  'finales',
  'fines',
  'principio',
  'principios',
  'comienzos',
  'inicio',
  'inicios',
  'mediados',
  'mitad',
]);

/** Words saying a count loosely between "in" and it ("in ABOUT 10 days", "en UNOS 15 días"). */
const LOOSE_COUNT: ReadonlySet<string> = new Set(['about', 'around', 'approximately', 'approx', 'roughly', 'maybe', 'unos', 'unas', 'como']);

/** Relative days: today, tomorrow, in N days, next week, weekdays, weekends. */
export function matchRelative(c: PhraseContext, i: number, mod: 'next' | 'this' | undefined): Match {
  const t = w(c, i);
  const t1 = w(c, i + 1);
  const today = c.today;
  const fixed = (date: string, n: number, inferred = false): Match => {
    let j = i + n;
    if (WEEKDAYS[w(c, j)] !== undefined)
      j++; // "hoy viernes", "mañana sábado"
    else if (w(c, j) === 'mismo' && /^(hoy|manana)$/.test(w(c, j - 1))) j++; // "hoy mismo", "mañana mismo"
    return one({ k: 'pt', pt: { p: 'fixed', date, inferred } }, i, timeOfDayEnd(c, j));
  };
  if (t1 === 'manana' && (t === 'pasado' || pasadoTypo(c, i))) return fixed(addDays(today, 2), 2);
  // Class: "pasado mañana" with its words swapped by dictation ("mañana pasado"), closing the phrase: the day after
  // tomorrow ("mañana pasado el mediodía" and the like are not read so).
  if (t === 'manana' && t1 === 'pasado' && (c.toks[i + 2] === undefined || c.toks[i + 2]!.k === 'p')) return fixed(addDays(today, 2), 2);
  // Class: "pasado" alone after "mañana" was said, ending the message ("mañana no alcanzo, pasado", "mañana o pasado",
  // "mañana y pasado"): "pasado mañana"
  // with its second word left out.
  if (t === 'pasado' && (t1 === '' || /^[.!,?]$/.test(t1)) && /^(,|o|y|e)$/.test(w(c, i - 1)) && c.toks.slice(0, i).some((x) => x.t === 'manana'))
    return fixed(addDays(today, 2), 1);
  if (t === 'day' && t1 === 'after' && w(c, i + 2) === 'tomorrow') return fixed(addDays(today, 2), 3);
  // Class: the day after the day after tomorrow ("traspasado mañana"): today plus 3.
  if (t1 === 'manana' && (t === 'traspasado' || t === 'traspasao')) return fixed(addDays(today, 3), 2);
  // Class: "after tomorrow" written by a speaker of another language ("après-demain", "übermorgen", "overmorrow"): the
  // day after tomorrow, "after tomorrow" only as the whole phrase ("the day after tomorrow" is read above).
  if (t === 'after' && t1 === 'tomorrow' && w(c, i - 1) !== 'day' && w(c, i - 1) !== 'the') return fixed(addDays(today, 2), 2);
  // ("overmorrow": the one English word for it, old, used by speakers of German or Dutch)
  if (t === 'overmorrow') return fixed(addDays(today, 2), 1);
  // Class: British "tomorrow week", "tomorrow fortnight", "today fortnight" (a week / two weeks from that day): the
  // day plus 7 or 14, not a stay of that length.
  if ((t === 'tomorrow' || t === 'today') && (t1 === 'week' || t1 === 'fortnight'))
    return fixed(addDays(today, (t === 'tomorrow' ? 1 : 0) + (t1 === 'week' ? 7 : 14)), 2);
  if (t === 'hoy' || t === 'today' || t === 'tonight') return fixed(today, 1);
  // Class "right now" said as the stay's day ("pa ya mismo", "para ahora mismo", "para ahorita"): today. Only after
  // "pa"/"para"/"pal", so "ya mismo te mando el correo" stays chatter.
  if (/^(pa|para)$/.test(w(c, i - 1)) && ((/^(ya|ahora)$/.test(t) && t1 === 'mismo') || t === 'ahorita')) return fixed(today, t === 'ahorita' ? 1 : 2);
  // ("esta noche", "esta tarde", "this afternoon", "this evening": today; not "esta mañana", also read "esta, mañana")
  if (/^(noche|tarde|afternoon|evening)$/.test(t) && mod === 'this') return fixed(today, 1);
  if (t === 'tomorrow' || (t === 'manana' && w(c, i - 1) !== 'la' && w(c, i - 1) !== 'this')) return fixed(addDays(today, 1), 1);
  // "en 3 días", "dentro de una semana", "in 2 weeks", "3 days from now".
  let j = i;
  // The "in" of "check in" / "check-in" before a day counted back is a role word, not "in N days" ("check-in 2 days
  // ago" is a past day).
  const checkIn = t === 'in' && (w(c, i - 1) === 'check' || (w(c, i - 1) === '-' && w(c, i - 2) === 'check')) && [2, 3, 4].some((n) => w(c, i + n) === 'ago');
  if ((t === 'en' || t === 'in' || t === 'within') && !checkIn) j = i + 1;
  else if (t === 'dentro' && t1 === 'de') j = i + 2;
  // "de aquí a 10 días", "de acá a una semana" (Spanish of many countries): as "en 10 días"
  else if (t === 'de' && /^(aqui|aca)$/.test(t1) && w(c, i + 2) === 'a') j = i + 3;
  if (j > i) {
    let n = countAt(c, j);
    // "in about 10 days", "en unos 15 días": a count said loosely is asked back too; "in like 3 weeks": "like" is a filler
    // (with "from today" after it, "in like three weeks from today", the words "from today" read it)
    const filler = n === undefined && w(c, j) === 'like' && countAt(c, j + 1) !== undefined && w(c, j + 3) !== 'from';
    const loosely = n === undefined && !filler && LOOSE_COUNT.has(w(c, j)) && countAt(c, j + 1) !== undefined;
    if (loosely || filler) n = countAt(c, ++j);
    let k = j + 1;
    // "a couple of weeks" is about two: the day is asked back (see below).
    let couple = loosely;
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
    const halved = halfOffset(c, i, k, n, today);
    if (halved) return halved;
    const u = w(c, k);
    // "in a fortnight", "in a couple of weeks": a check-in that far from today, not a stay that long.
    const unit = offsetUnit(u);
    if (n !== undefined && n > 0 && (unit === 14 || (couple && unit === 7))) {
      return one(dayBody([addDays(today, n * unit)], false, couple), i, k + 1);
    }
    if (n !== undefined && n > 0 && /^(dia|dias|day|days)$/.test(u)) {
      // Colombian "en ocho días", "dentro de ocho días" is a week from today (the same weekday next week), as in
      // "hoy en ocho": +7. Spanish only.
      if (c.lang === 'es' && (t === 'en' || t === 'dentro' || t === 'de') && n === 8)
        return one({ k: 'pt', pt: { p: 'fixed', date: addDays(today, 7) } }, i, k + 1);
      if (c.lang === 'es' && (t === 'en' || t === 'dentro' || t === 'de') && n === 15) {
        // "en quince días" is two weeks for many, fifteen days for others: ask.
        const a = addDays(today, n - 1);
        const b = addDays(today, n);
        return one({ k: 'range', options: [{ checkin: a }, { checkin: b }], inferred: false }, i, k + 1);
      }
      // Class "a day counted loosely" ("en un par de días más o menos", "in 3 days or so", "en un par de días", "in a
      // couple of days": a couple is two for some, a few for others): that day offered, asked.
      const loose = (w(c, k + 1) === 'mas' && w(c, k + 2) === 'o' && w(c, k + 3) === 'menos') || (w(c, k + 1) === 'or' && w(c, k + 2) === 'so');
      if (loose) return one(dayBody([addDays(today, n)], false, true), i, k + (w(c, k + 1) === 'mas' ? 4 : 3));
      if (couple) return one(dayBody([addDays(today, n)], false, true), i, k + 1);
      return one({ k: 'pt', pt: { p: 'fixed', date: addDays(today, n) } }, i, k + 1);
    }
    if (n !== undefined && n > 0 && /^(semana|semanas|week|weeks)$/.test(u))
      return one(couple ? dayBody([addDays(today, 7 * n)], false, true) : { k: 'pt', pt: { p: 'fixed', date: addDays(today, 7 * n) } }, i, k + 1);
    // Class "in a month": "en un mes (más o menos)", "dentro de dos meses", "in a month" — a month is no number of days:
    // the same day that many months on is offered, asked, never taken ("más o menos" after it is taken too).
    if (n !== undefined && n > 0 && n <= 12 && /^(mes|meses|month|months)$/.test(u)) {
      const m0 = monthOf(today) - 1 + n;
      const y = yearOf(today) + Math.floor(m0 / 12);
      const m = (m0 % 12) + 1;
      const d = Math.min(Number(today.slice(8, 10)), daysInMonth(y, m));
      let end = k + 1;
      if ((w(c, end) === 'mas' && w(c, end + 1) === 'o' && w(c, end + 2) === 'menos') || (w(c, end) === 'or' && w(c, end + 1) === 'so'))
        end += w(c, end) === 'mas' ? 3 : 2;
      return one(dayBody([ymd(y, m, d)!], false, true), i, end);
    }
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
  const weekDays = (from: string, to: string, weekOf: WeekRef): Body => {
    const options: Opt[] = [];
    for (let d = from; d <= to; d = addDays(d, 1)) options.push({ checkin: d });
    return { k: 'range', options, inferred: true, week: true, weekOf };
  };
  const nextWeek = () => {
    const monday = nextWeekday(1, today);
    return weekDays(monday, addDays(monday, 6), 'next');
  };
  if ((t === 'semana' || t === 'week') && mod === 'next') return one(nextWeek(), i, i + 1);
  // Class "the week after" said at the end of a phrase ("…, no wait, the week after"): the week after the coming one's
  // days, as "next week" (after a stay said and taken back, the stay a week later: see `corrections` in scan.ts)
  if (t === 'week' && t1 === 'after' && w(c, i - 1) === 'the' && (c.toks[i + 2] === undefined || c.toks[i + 2]!.k === 'p')) return one(nextWeek(), i, i + 2);
  // Class "the week after next" ("the week after next", "la semana subsiguiente"): the calendar week after next week.
  const afterNext = t === 'week' && t1 === 'after' && w(c, i + 2) === 'next' ? 3 : t === 'semana' && t1 === 'subsiguiente' ? 2 : 0;
  if (afterNext) {
    const monday = addDays(nextWeekday(1, today), 7);
    return one(weekDays(monday, addDays(monday, 6), 'afterNext'), i, i + afterNext);
  }
  if (t === 'semana' && ((t1 === 'que' && w(c, i + 2) === 'viene') || t1 === 'entrante' || t1 === 'proxima' || t1 === 'siguiente'))
    return one(nextWeek(), i, i + (t1 === 'que' ? 3 : 2));
  // Class: "esta semana" / "this week" said on a Sunday, when the week has only today left: still a week, not a day
  // (the guest may mean the days ahead): today and the coming week are offered, never today alone.
  if ((t === 'semana' || t === 'week') && mod === 'this') {
    const sunday = addDays(mondayOf(today), 6);
    return one(weekDays(today, sunday === today ? addDays(today, 7) : sunday, 'this'), i, i + 1);
  }
  // A month without a day: "el mes que viene", "next month", "este mes" → which day is asked.
  const monthBody = (offset: number): Body => {
    const m0 = monthOf(today) - 1 + offset;
    return { k: 'month', m: (m0 % 12) + 1, y: yearOf(today) + Math.floor(m0 / 12) };
  };
  if ((t === 'mes' || t === 'month') && (mod === 'next' || mod === 'this')) return one(monthBody(mod === 'next' ? 1 : 0), i, i + 1);
  if (t === 'mes' && ((t1 === 'que' && w(c, i + 2) === 'viene') || t1 === 'entrante' || t1 === 'proximo' || t1 === 'siguiente'))
    return one(monthBody(1), i, i + (t1 === 'que' ? 3 : 2));
  // Class "the month after next" ("the 1st of the month after next", "el 5 del mes después del próximo"): two months on.
  if (mod === undefined && t === 'month' && w(c, i - 1) === 'the' && t1 === 'after' && w(c, i + 2) === 'next') return one(monthBody(2), i - 1, i + 3);
  if (mod === undefined && t === 'mes' && t1 === 'despues' && w(c, i + 2) === 'del' && /^(proximo|siguiente)$/.test(w(c, i + 3)))
    return one(monthBody(2), i, i + 4);
  // Class "a part of the month, no month named" ("a fin de mes", "a principios de mes", "by the end of the month"): this
  // month, its day asked.
  // Its beginning said after the 10th, or its middle after the 20th, is next month's.
  const partMonth = (part: string) =>
    monthBody(
      (/^(principio|principios|comienzos|inicio|inicios|beginning|start)$/.test(part) && dayOf(today) > 10) ||
        (/^(mediados|mitad|middle)$/.test(part) && dayOf(today) > 20)
        ? 1
        : 0,
    );
  if (mod === undefined && t === 'mes' && w(c, i - 1) === 'de' && MONTH_PART_WORDS.has(w(c, i - 2))) return one(partMonth(w(c, i - 2)), i - 2, i + 1);
  // Class "a fortnight of the calendar, no day named" ("la otra quincena", "la próxima quincena", "la quincena que
  // viene", "esta quincena"): the month it falls in, its day asked (the next one starts on the 16th or the 1st)
  if (t === 'quincena') {
    const comingAfter = t1 === 'que' && w(c, i + 2) === 'viene' ? 3 : /^(entrante|siguiente|proxima)$/.test(t1) ? 2 : 0;
    if (mod === 'next' || comingAfter) return one(monthBody(dayOf(today) > 15 ? 1 : 0), i, i + Math.max(1, comingAfter));
    if (mod === 'this') return one(monthBody(0), i, i + 1);
  }
  if (mod === undefined && t === 'month' && w(c, i - 1) === 'the' && w(c, i - 2) === 'of' && /^(end|beginning|start|middle)$/.test(w(c, i - 3)))
    return one(partMonth(w(c, i - 3)), i - 3, i + 1);
  // Weekends.
  const wkWords = weekendWordsAt(c, i) || (t === 'week' && t1 === 'end' ? 2 : 0);
  if (wkWords && w(c, i + wkWords) !== 'largo') {
    let end = i + wkWords;
    let m = mod;
    const a = w(c, end);
    // Spanish "next" ("el próximo finde", "el finde que viene", "el fin de semana entrante"): see {@link weekend}.
    let spanishNext = mod === 'next' && /^(proximo|proxima|entrante|siguiente)$/.test(w(c, i - 1));
    // "el finde siguiente al próximo" / "el fin de semana después del que viene": the one after the coming one.
    let afterComing = false;
    if (a === 'que' && w(c, end + 1) === 'viene') {
      m = 'next';
      end += 2;
      spanishNext = true;
    } else if (a === 'proximo' || a === 'siguiente' || a === 'entrante') {
      m = 'next';
      end += 1;
      spanishNext = true;
      if (a === 'siguiente' && w(c, end) === 'al' && /^(proximo|que)$/.test(w(c, end + 1))) {
        afterComing = true;
        end += w(c, end + 1) === 'que' && w(c, end + 2) === 'viene' ? 3 : 2;
      }
    }
    const prev = w(c, i - 1);
    if (!mod && (prev === 'un' || prev === 'a' || prev === 'one' || prev === 'uno'))
      return one({ k: 'dur', nights: 2, label: c.lang === 'en' ? 'weekend' : 'fin de semana', weekend: true }, i - 1, end);
    // "el primer fin de semana de diciembre", "a weekend in march": which weekend is asked (the month stays), 2 nights.
    const ofMonth = /^(de|del|en|in|of)$/.test(w(c, end)) && monthAt(c, end + 1, true) !== undefined;
    // Class "the N-th weekend of a month": "the first weekend of February", "el último fin de semana de junio".
    const nth = ofMonth && w(c, end) !== 'en' && w(c, end) !== 'in' ? WEEKEND_ORDINALS[prev] : undefined;
    const weekendOfMonth = nth !== undefined ? nthWeekendOfMonth(c, nth, monthAt(c, end + 1, true)!) : undefined;
    if (weekendOfMonth)
      return one({ k: 'range', options: [weekendOfMonth], label: c.lang === 'en' ? 'weekend' : 'fin de semana', inferred: true }, i - 1, end + 2);
    if (ORDINAL_WEEK_WORDS.has(prev) || ofMonth)
      return one({ k: 'dur', nights: 2, label: c.lang === 'en' ? 'weekend' : 'fin de semana', weekend: true }, ORDINAL_WEEK_WORDS.has(prev) ? i - 1 : i, end);
    // "algún fin de semana", "any weekend": the coming four weekends to choose from.
    const q = quantifierStart(c, i);
    if (q >= 0 && !m) return one(comingWeekends(c), q, end);
    // At the nights question, "el fin de semana", "over the weekend": the departure is the first Sunday after the
    // check-in. Class "until the weekend": "hasta el finde", "till the weekend" names the weekend as the stay's
    // end, reached on its Friday, Saturday or Sunday → the nights to each of those days after the check-in are
    // asked (only the Sunday left when the check-in is on a Saturday).
    if (c.stay && m !== 'next') {
      const sunday = nextWeekday(0, c.stay);
      const k = /^(el|the|este|this|la)$/.test(w(c, i - 1)) ? i - 2 : i - 1;
      if (UNTIL_WORDS.has(w(c, k)) || UNTIL_WORDS.has(w(c, k - 1))) {
        const stay = c.stay;
        const nights = [-2, -1, 0]
          .map((n) => addDays(sunday, n))
          .filter((d) => d > stay)
          .map((d) => daysBetween(stay, d));
        if (nights.length > 1) return one({ k: 'dur', amb: nights }, i, end);
      }
      return one({ k: 'pt', pt: { p: 'fixed', date: sunday, inferred: true } }, i, end);
    }
    return one(weekend(c, m, spanishNext, afterComing), i, end);
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
      // "de la próxima semana": the weekday of next calendar week (Monday to Sunday). Colombian "de la otra
      // semana" is the same from Monday to Friday; said on a Saturday or Sunday, "the other week" starts on the
      // coming Monday for some and a week later for others ("el jueves de la otra semana" said on a Sunday: in 4
      // days or in 11) → both are asked.
      const calendar = addDays(nextWeekday(1, today), (wd + 6) % 7);
      end = i + 5;
      const dow = weekdayOf(today);
      if (w(c, i + 3) === 'otra' && (dow === 0 || dow === 6))
        return one({ k: 'range', options: [{ checkin: calendar }, { checkin: addDays(calendar, 7) }], inferred: true, weekOf: 'next' }, i, end);
      date = calendar;
    } else if (t1 === 'next' && w(c, i + 2) === 'week') {
      date = addDays(nextWeekday(1, today), (wd + 6) % 7);
      end = i + 3;
    }
    if (date) return one({ k: 'pt', pt: { p: 'fixed', date, inferred: true }, weekOf: 'next' }, i, end);
    // "Monday of the week after next", "el lunes de la semana subsiguiente": that weekday of the week after next week
    const ofAfterNext =
      t1 === 'of' && w(c, i + 2) === 'the' && w(c, i + 3) === 'week' && w(c, i + 4) === 'after' && w(c, i + 5) === 'next'
        ? 6
        : t1 === 'de' && w(c, i + 2) === 'la' && w(c, i + 3) === 'semana' && w(c, i + 4) === 'subsiguiente'
          ? 5
          : 0;
    if (ofAfterNext) {
      const later = addDays(nextWeekday(1, today), 7 + ((wd + 6) % 7));
      return one({ k: 'pt', pt: { p: 'fixed', date: later, inferred: true }, weekOf: 'afterNext' }, i, i + ofAfterNext);
    }
    // "el viernes 15", "viernes 15 de diciembre", "Friday the 4th": the date decides, the weekday checks it.
    // "Saturday, December 12", "viernes, 15 de enero": a comma between the weekday and its date.
    const comma = c.toks[end]?.k === 'p' && c.toks[end]?.t === ',';
    // After a comma, a number said of people ("starting Saturday, 2 guys") is the party, not the weekday's date.
    // (nor a count of rooms: "Fri to Sun, 3 SGL")
    const party = comma && c.toks[end + 1]?.k === 'n' && (peopleCount(c, end + 1) || roomsCounted(w(c, end + 2)));
    // ("el sábado, día 5", "el sábado día 5": the day said with its word "día" is the date too)
    const dia = (x: number) => w(c, x) === 'dia' && c.toks[x + 1]?.k === 'n';
    const at =
      comma && !party && (c.toks[end + 1]?.k === 'n' || monthAt(c, end + 1, false) !== undefined || w(c, end + 1) === 'the' || dia(end + 1)) ? end + 1 : end;
    const after = matchAbsolute(c, (w(c, at) === 'the' && c.toks[at + 1]?.k === 'n') || dia(at) ? at + 1 : at, true);
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
    // ("del viernes al otro viernes": the end of a range from the same weekday is the one after the start, as "al viernes")
    const fromSameDay = w(c, i - 2) === 'al' && c.toks.slice(0, i - 2).some((x) => WEEKDAYS[x.t] === wd);
    const otro = w(c, i - 1) === 'otro' && /^(el|del|al|pal)$/.test(w(c, i - 2)) && !fromSameDay;
    if ((m === 'this' && weekdayOf(today) === wd) || otro) {
      // "este viernes" said on a Friday: today or in a week. Colombian "el otro viernes": the coming one or the one after.
      if (otro) {
        const first = nextWeekday(wd, today);
        return one({ k: 'range', options: [{ checkin: first }, { checkin: addDays(first, 7) }], inferred: true }, i, end);
      }
      return one({ k: 'range', options: [{ checkin: today }, { checkin: addDays(today, 7) }], inferred: true, anchor: today, repeat: 'day' }, i, end);
    }
    // Class "the Saturday after" closing a phrase ("Saturday, no wait, the Saturday after"): the one after the coming one.
    // (only said alone or after a correction: "until the Sunday after" is the Sunday after the stay's start)
    const lead = w(c, i - 1) === 'the' ? i - 1 : i;
    const alone = lead === 0 || c.toks.slice(Math.max(0, lead - 4), lead).some((x) => /^(no|wait|sorry|actually|perdon|mejor|rather)$/.test(x.t));
    if (t1 === 'after' && alone && (c.toks[i + 2] === undefined || c.toks[i + 2]!.k === 'p'))
      return one({ k: 'pt', pt: { p: 'fixed', date: addDays(nextWeekday(wd, today), 7), inferred: true } }, i, i + 2);
    // Class: British "Monday week", "Friday week" (a week on that day): the one after the coming one.
    if (w(c, end) === 'week' && !mod && c.toks[end + 1]?.k !== 'w')
      return one({ k: 'pt', pt: { p: 'fixed', date: addDays(nextWeekday(wd, today), 7), inferred: true } }, i, end + 1);
    return one({ k: 'pt', pt: { p: 'wd', wd } }, i, timeOfDayEnd(c, end));
  }
  return undefined;
}

/**
 * The `n`-th weekend (1..4, -1 the last) of month `m`, Friday to Sunday: the weekend of the month's `n`-th (or last)
 * Saturday, in the first year whose one is not past. Undefined (asked back) when the month begins on a Saturday or a
 * Sunday (is the weekend of the 1st its first?) for the N-th, or ends on a Friday or a Saturday for the last.
 */
function nthWeekendOfMonth(c: PhraseContext, n: number, m: number): Opt | undefined {
  for (const y of [yearOf(c.today), yearOf(c.today) + 1]) {
    const first = ymd(y, m, 1)!;
    const last = ymd(y, m, daysInMonth(y, m))!;
    if (last < c.today) continue;
    let sat: string;
    if (n > 0) {
      if (weekdayOf(first) === 6 || weekdayOf(first) === 0) return undefined;
      sat = addDays(nextWeekday(6, first), 7 * (n - 1));
    } else {
      if (weekdayOf(last) === 5 || weekdayOf(last) === 6) return undefined;
      sat = prevWeekday(6, last);
    }
    if (monthOf(sat) !== m) return undefined;
    const fri = addDays(sat, -1);
    return fri >= c.today ? { checkin: fri, checkout: addDays(sat, 1), nights: 2 } : undefined;
  }
  return undefined;
}

/** The coming four weekends (Friday to Sunday) as choices always asked back ("algún fin de semana", "un finde" alone). */
export function comingWeekends(c: PhraseContext): Body {
  const first = weekdayOf(c.today) === 5 ? c.today : nextWeekday(5, c.today);
  const options = [0, 7, 14, 21].map((n) => ({ checkin: addDays(first, n), checkout: addDays(first, n + 2), nights: 2 }));
  return { k: 'range', options, label: c.lang === 'en' ? 'weekend' : 'fin de semana', inferred: true, ask: true };
}

/**
 * The weekend: check-in Friday, check-out Sunday (2 nights).
 * - "el fin de semana" / "this weekend": Monday–Thursday the coming one; on a
 *   Friday this one (arriving today); on a Saturday ask (tonight to Sunday, or
 *   the next weekend); on a Sunday the next one.
 * - "next weekend": always asked back, never guessed: Monday–Thursday the
 *   coming one or the one after; on a Friday this one (arriving today) or the
 *   next; Saturday–Sunday (this one nearly gone) the coming Friday or the one
 *   after.
 * - Class "Spanish next weekend said outside a weekend": "el próximo fin de
 *   semana", "el finde que viene", "el fin de semana entrante" said Sunday to
 *   Thursday name the coming Friday to Sunday (Spanish "próximo" is the
 *   coming one, as in "el próximo viernes"); said on a Friday or a Saturday
 *   (inside a weekend: this one or the next?) they are asked like "next
 *   weekend". `afterComing` ("el finde siguiente al próximo") is the one a
 *   week after that.
 */
function weekend(c: PhraseContext, mod: 'next' | 'this' | undefined, spanishNext = false, afterComing = false): Body {
  const today = c.today;
  const dow = weekdayOf(today);
  const label = c.lang === 'en' ? 'weekend' : 'fin de semana';
  const fri = (d: string) => ({ checkin: d, checkout: addDays(d, 2), nights: 2 });
  const coming = dow === 5 ? today : nextWeekday(5, today);
  if (mod === 'next' && spanishNext && dow !== 5 && dow !== 6) {
    const d = afterComing ? addDays(coming, 7) : coming;
    return { k: 'range', options: [fri(d)], label, inferred: true, anchor: d, repeat: 'weekend' };
  }
  if (mod === 'next' && afterComing) return { k: 'range', options: [fri(addDays(coming, 7)), fri(addDays(coming, 14))], label, inferred: true };
  if (mod === 'next') return { k: 'range', options: [fri(coming), fri(addDays(coming, 7))], label, inferred: true };
  const weekly = { repeat: 'weekend' as const };
  if (dow === 5) return { k: 'range', options: [fri(today), fri(nextWeekday(5, today))], label, inferred: true, anchor: today, ...weekly };
  if (dow === 6) {
    const options = [{ checkin: today, checkout: addDays(today, 1), nights: 1 }, fri(nextWeekday(5, today))];
    return { k: 'range', options, label, inferred: true, anchor: addDays(today, -1), ...weekly };
  }
  return { k: 'range', options: [fri(coming)], label, inferred: true, anchor: coming, ...weekly };
}
