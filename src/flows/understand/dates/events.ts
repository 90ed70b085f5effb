/**
 * Events the trip is planned around, said with their days ("la boda es el sábado 12", "the conference runs 21st–23rd",
 * "congreso del 30 al 1 de enero", "I have a conference Tuesday to Thursday"), and the stay placed against them ("llegamos
 * el día anterior", "the night before", "dos días antes del evento", "me voy el último día", "cuando termina", "the
 * morning after", "el mismo sábado"). The event's days are no days of the stay: they are the anchor the stay's days
 * are counted from, and the event's words are read with them.
 *
 * Grammar: EVENT := EVENT-WORD [de/of WHOSE] [en/in/at PLACE] [LINK…] DAY [to DAY]; STAY-BY-EVENT := [ROLE] (N
 * UNIT (antes|before|anterior|después|after|siguiente) [a/de/of [the] EVENT-WORD | it starts] | la víspera [de EVENT] |
 * el último día [de EVENT] | cuando termina | when it ends | el mismo DAY | that same day). The event's first day
 * anchors what is before it, its last day what is after it.
 */
import type { Item, PhraseContext } from './phrase.js';
import { addDays, daysBetween } from '../../../clock.js';
import { weekdayOf } from '../holidays.js';
import { countAt, w } from './atoms.js';
import { resolve } from './resolve.js';
import { nearestDay, ymd } from './calendar.js';
import { CHECKIN_WORDS, CHECKOUT_WORDS, EVENT_DAY_VERBS, EVENT_LINKS, EVENT_WORDS, FROM_WORDS, leaveVerbEnds } from './words.js';
import { PEOPLE_GRAMMAR } from '../people.js';
import { MAX_NIGHTS } from '../../limits.js';

/** An event said with its days: `first` and `last` (`YYYY-MM-DD`, the same for a one-day event), the phrases of its days and the token of its word. */
interface DatedEvent {
  first: string;
  last: string;
  items: Item[];
  /** The event's word ("boda", "conference"), or the pronoun "it" pointing back at one ("it starts Thursday"). */
  word: string;
  /** Its token index. */
  at: number;
}

/** Words of arriving besides {@link CHECKIN_WORDS} that are no role of their own ("quiero llegar", "we'd get in", "I'd come"). */
const ARRIVE_WORDS: ReadonlySet<string> = new Set(
  'llegar llegariamos llegue lleguemos venir vengo venimos entrar dormir desde come coming arrive arriving get getting in there starting from check'.split(' '),
);
/** Words of leaving besides {@link CHECKOUT_WORDS} ("e irme", "salir", "fly out", "hasta"). */
const LEAVE_WORDS: ReadonlySet<string> = new Set(
  'irme irnos salir devolverme regresar volver devuelvo regreso hasta until till through thru leave leaving out home'.split(' '),
);
/** Words of an event's end ("cuando termina", "when it ends", "hasta que acabe"). */
const END_VERBS: ReadonlySet<string> = new Set(
  'termina termine terminan terminen acaba acabe acaban acaben finaliza finalice ends finishes ends wraps over'.split(' '),
);

/**
 * The role a phrase starting at token `k` takes from the words before it in its clause (up to four words, not past a
 * comma, a semicolon or a phrase read): `in` after a word of arriving ("quiero llegar la noche anterior", "we'd get in
 * Saturday", "desde el día anterior"), `out` after one of leaving ("e irme el último día", "me voy cuando termina",
 * "leave the day after"), none else.
 */
function roleBefore(c: PhraseContext, k: number, read: ReadonlySet<number>, own: readonly number[] = []): { role: 'in' | 'out'; at: number } | undefined {
  for (let j = k - 1; j >= Math.max(0, k - 5); j--) {
    const t = w(c, j);
    if (/^[,;.:!?]$/.test(t) || (read.has(j) && !own.includes(j))) return undefined;
    if (leaveVerbEnds(c, j)) return { role: 'out', at: j };
    if (CHECKOUT_WORDS.has(t) || LEAVE_WORDS.has(t)) return { role: 'out', at: j };
    if (CHECKIN_WORDS.has(t) || ARRIVE_WORDS.has(t)) return { role: 'in', at: j };
  }
  return undefined;
}

/**
 * The start of the stay `start` placed by the day of the event it was said with (`event`, `YYYY-MM-DD`): a bare day
 * ("desde el 13") is the one nearest the event's day (its month, or the one either side; none within 15 days leaves
 * it unread); a weekday ("we arrive Thursday") the last such day on or before the event. Anything else stays as said.
 */
export function placeByEvent(start: Item & { k: 'pt' }, event: string): void {
  if (start.pt.p === 'day') {
    const day = nearestDay(event, start.pt.d, 15);
    if (day) start.pt = { p: 'fixed', date: day };
    else start.vague = true;
  } else if (start.pt.p === 'wd' && !start.weekOf) {
    start.pt = { p: 'fixed', date: addDays(event, -((weekdayOf(event) - start.pt.wd + 7) % 7)), inferred: true };
  }
}

/** Whether a word names an event ({@link EVENT_WORDS}), said with its English possessive too ("the wedding's on Saturday"). */
const isEventWord = (t: string) => EVENT_WORDS.has(t.endsWith("'s") ? t.slice(0, -2) : t);

/** Whether the item has a role of its own (said with "desde", "hasta", "llego", "salgo"…). */
const hasRole = (it: Item) => !!(it.checkin || it.checkout || it.from || it.to);

/**
 * The token of the event word an item's day is said of ("la boda es el 12": "boda"), walking back over the little
 * words of {@link EVENT_LINKS} and {@link EVENT_DAY_VERBS}, where it is ("la feria en el centro de convenciones abre el
 * 25") or what it is ("cita médica el 5") between; "it" ("it starts Thursday") when an event word was said before it;
 * a clause of the event's own verb alone ("…; va del 18 al 20") of the event said before.
 */
function eventWordOf(c: PhraseContext, it: Item): number | undefined {
  let k = (it.used.find((u) => c.toks[u]?.k !== 'p' && !FROM_WORDS.has(w(c, u))) ?? it.i0) - 1;
  let verb = false;
  while (k >= 0 && (EVENT_LINKS.has(w(c, k)) || EVENT_DAY_VERBS.has(w(c, k)) || FROM_WORDS.has(w(c, k)) || w(c, k) === 'que')) {
    if (EVENT_DAY_VERBS.has(w(c, k)) && !/^(es|is|s|are)$/.test(w(c, k))) verb = true;
    k--;
  }
  if (k >= 0 && isEventWord(w(c, k))) return k;
  const earlier = (from: number, reach: number) => {
    for (let j = from; j >= Math.max(0, from - reach); j--) {
      if (reach < 99 && /^[,;.:!?]$/.test(w(c, j))) return undefined;
      if (isEventWord(w(c, j))) return j;
    }
    return undefined;
  };
  // An event's own verb of its days ("abre", "va", "starts") after where it is ("la feria en el centro de convenciones
  // abre el 25"), or opening a clause of its own, of the event said before ("llego la víspera del congreso…; va del 18
  // al 20")
  if (verb && k >= 0 && !/^[,;.:!?]$/.test(w(c, k)) && !/^(y|and)$/.test(w(c, k))) {
    const near = earlier(k, 6);
    if (near !== undefined) return near;
  }
  if (verb && (k < 0 || /^[,;.:!?]$/.test(w(c, k)) || /^(y|and)$/.test(w(c, k)))) return earlier(k, 99);
  if (k < 0) return undefined;
  // "it starts Thursday" of an event said before; "…de la junta, que es el jueves" of the event right before "que"
  if (w(c, k) === 'it') for (let j = k - 1; j >= 0; j--) if (isEventWord(w(c, j))) return k;
  if (w(c, k + 1) === 'que') {
    const near = earlier(w(c, k) === ',' ? k - 1 : k, 3);
    if (near !== undefined) return near;
  }
  // (what the event is and where, in a few words: "cita médica el 5", "tengo cita en la clínica en Medellín el lunes";
  // not past a word of arriving or leaving, "la boda en Cartagena y llegamos el viernes")
  for (let j = k; j >= Math.max(0, k - 7); j--) {
    const t = w(c, j);
    if (/^[,;.:!?]$/.test(t) || /^(y|e|and|pero|but)$/.test(t) || CHECKIN_WORDS.has(t) || CHECKOUT_WORDS.has(t) || ARRIVE_WORDS.has(t) || LEAVE_WORDS.has(t))
      break;
    if (isEventWord(t)) return j;
  }
  if (!eventBefore(c, it) || flightBefore(c, it)) return undefined;
  // (whose the event is or where, between: "la boda de mi prima en Cartagena el sábado 5")
  for (let j = k; j >= Math.max(0, k - 8); j--) if (EVENT_WORDS.has(w(c, j))) return j;
  return undefined;
}

/**
 * The events of the message said with their days: a day (or a range, "del 14 al 17", "Tuesday to Thursday") said of an
 * event word, with no role of the stay's ("llego", "salgo"). A range's end must come after its start.
 */
function datedEvents(c: PhraseContext, items: readonly Item[]): DatedEvent[] {
  const out: DatedEvent[] = [];
  for (let n = 0; n < items.length; n++) {
    const it = items[n]!;
    // (a weekday said with its week is read with the days said of that week, see `sameWeekDays`)
    if (it.vague || it.k !== 'pt' || it.back !== undefined || it.weekOf || it.checkin || it.checkout || it.to) continue;
    const at = eventWordOf(c, it);
    if (at === undefined) continue;
    const next = items[n + 1];
    // (a weekday said with its week after it, "el martes de la semana que viene": read with the days said of that week,
    // see `sameWeekDays`)
    if (next?.k === 'range' && next.week && Math.min(next.i0, ...next.used) <= it.i1 + 1) continue;
    const joined = next && !next.vague && next.k === 'pt' && next.to && next.back === undefined && Math.min(next.i0, ...next.used) <= it.i1 + 1;
    // (a range's start said without its month takes the end's, "del 30 al 1 de enero": the 30th of December)
    const ofEnd = joined && next.k === 'pt' && it.pt.p === 'day' && next.pt.p !== 'day' && next.pt.p !== 'wd' ? resolve(next.pt, c).date : undefined;
    // (at the nights question, from the check-in known: "hasta el lunes, la cita es el lunes a las 7")
    const first = ofEnd && it.pt.p === 'day' ? dayOnOrBefore(ofEnd, it.pt.d) : resolve(it.pt, c, c.stay).date;
    if (!first) continue;
    const end = ofEnd ?? (joined && next.k === 'pt' ? resolve(next.pt, c, first).date : undefined);
    if (joined && (!end || end < first || daysBetween(first, end) > MAX_NIGHTS)) continue;
    out.push({ first, last: end ?? first, items: joined ? [it, next] : [it], word: w(c, at), at });
    if (joined) n++;
  }
  return out;
}

/** Day `d` of the month of `date` (`YYYY-MM-DD`) when it is not after it, else of the month before; undefined when that month has no such day. */
function dayOnOrBefore(date: string, d: number): string | undefined {
  const [y, m] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
  if (d <= Number(date.slice(8, 10))) return ymd(y, m, d);
  return m === 1 ? ymd(y - 1, 12, d) : ymd(y, m - 1, d);
}

/** A stay's day placed against an event: the day, its role if said, and the tokens read. */
interface Placed {
  date: string;
  role: 'in' | 'out' | undefined;
  i0: number;
  i1: number;
}

/**
 * The event a phrase at `i0`…`i1` names after its operator ("antes de la boda", "before the match", "del congreso"):
 * the event of that word, and the token past it; with no event word there, the event said nearest before the phrase
 * (or the first one after it).
 */
function namedEvent(c: PhraseContext, events: readonly DatedEvent[], i0: number, k: number): { ev: DatedEvent; end: number } | undefined {
  let j = k;
  const of = /^(a|al|de|del|of|to)$/.test(w(c, j));
  if (of) j++;
  const article = /^(la|el|the|my|mi|su|our|his|her|their|this|that|este|esta)$/.test(w(c, j));
  if (article) j++;
  // (a word naming the event before it: "my visa appointment", "la cita médica" is after)
  if (!isEventWord(w(c, j)) && isEventWord(w(c, j + 1))) j++;
  if (isEventWord(w(c, j))) {
    const word = w(c, j);
    const ev = events.find((e) => e.word === word) ?? (events.length === 1 ? events[0] : undefined);
    return ev ? { ev, end: j + 1 } : undefined;
  }
  if (of || article) return undefined;
  // "the night before it starts", "el día antes de que empiece"
  if (w(c, j) === 'it' && /^(starts|begins|opens)$/.test(w(c, j + 1))) j += 2;
  const before = events.filter((e) => e.at < i0);
  const ev = before.length > 0 ? before[before.length - 1] : events[0];
  return ev ? { ev, end: j } : undefined;
}

/** Units of an offset from an event: a day or a night is one day ("two nights before the event": two days before). */
const UNIT_DAYS = /^(dia|dias|day|days|noche|noches|night|nights)$/;
/** Operators before (-1) and after (+1) an event. */
const BEFORE_OPS = /^(antes|anterior|before|prior|previo|previa|earlier)$/;
const AFTER_OPS = /^(despues|siguiente|after|posterior|later|following)$/;

/**
 * The stay's day said against an event at token `i` ({@link DatedEvent}), with the tokens it takes:
 * - N days or nights before or after it ("dos días antes", "the night before the conference", "el día anterior a la
 *   boda", "un día después del grado", "the day after", "the night before it starts");
 * - its eve ("la víspera del congreso", "the eve");
 * - the morning after ("the morning after", "la mañana siguiente", "al otro día del grado");
 * - its last day ("el último día", "the last day of the fair", "cuando termina", "when it ends", "hasta que acabe");
 * - its own day ("ese mismo día", "el mismo día", "the same day", "that same day").
 */
function placedAt(c: PhraseContext, events: readonly DatedEvent[], i: number): Placed | undefined {
  const t = w(c, i);
  const art = /^(el|la|un|una|the|a)$/.test(t) ? 1 : 0;
  const u = i + art;
  // N days/nights before or after
  let n: number | undefined = art && UNIT_DAYS.test(w(c, u)) ? 1 : undefined;
  let unitAt = u;
  if (n === undefined && !art) {
    const m = countAt(c, i);
    if (m !== undefined && m >= 1 && m <= 7 && UNIT_DAYS.test(w(c, i + 1))) {
      n = m;
      unitAt = i + 1;
    }
  }
  if (n !== undefined) {
    const op = w(c, unitAt + 1);
    const sign = BEFORE_OPS.test(op) ? -1 : AFTER_OPS.test(op) ? 1 : 0;
    if (!sign) return undefined;
    const named = namedEvent(c, events, i, unitAt + 2);
    if (!named) return undefined;
    const date = sign < 0 ? addDays(named.ev.first, -n) : addDays(named.ev.last, n);
    return { date, role: undefined, i0: i, i1: named.end };
  }
  // the eve
  if (art && /^(vispera|eve)$/.test(w(c, u))) {
    const named = namedEvent(c, events, i, u + 1);
    return named ? { date: addDays(named.ev.first, -1), role: undefined, i0: i, i1: named.end } : undefined;
  }
  // the morning after, la mañana siguiente, al otro día (del grado)
  if (
    (t === 'the' && /^(morning|day)$/.test(w(c, i + 1)) && w(c, i + 2) === 'after') ||
    (t === 'la' && w(c, i + 1) === 'manana' && w(c, i + 2) === 'siguiente')
  ) {
    const named = namedEvent(c, events, i, i + 3);
    return named ? { date: addDays(named.ev.last, 1), role: 'out', i0: i, i1: named.end } : undefined;
  }
  if (t === 'otro' && w(c, i + 1) === 'dia' && /^(al|el)$/.test(w(c, i - 1))) {
    const named = namedEvent(c, events, i, i + 2);
    return named ? { date: addDays(named.ev.last, 1), role: undefined, i0: i - 1, i1: named.end } : undefined;
  }
  // the last day; the last night (the night of the last day: "the night before through the last night")
  if (art && /^(ultimo|ultima|last)$/.test(w(c, u)) && /^(dia|day|noche|night)$/.test(w(c, u + 1))) {
    const named = namedEvent(c, events, i, u + 2);
    const night = /^(noche|night)$/.test(w(c, u + 1)) ? 1 : 0;
    return named ? { date: addDays(named.ev.last, night), role: 'out', i0: i, i1: named.end } : undefined;
  }
  // when it ends
  if ((t === 'cuando' || t === 'que') && (END_VERBS.has(w(c, i + 1)) || (w(c, i + 1) === 'se' && END_VERBS.has(w(c, i + 2))))) {
    const k = w(c, i + 1) === 'se' ? i + 3 : i + 2;
    const owned = /^(la|el)$/.test(w(c, k)) && EVENT_WORDS.has(w(c, k + 1));
    const ev = owned ? events.find((e) => e.word === w(c, k + 1)) : events[0];
    return ev ? { date: ev.last, role: 'out', i0: i, i1: owned ? k + 2 : k } : undefined;
  }
  if (t === 'when' && w(c, i + 1) === 'it' && END_VERBS.has(w(c, i + 2))) {
    const ev = events[0];
    return ev ? { date: ev.last, role: 'out', i0: i, i1: i + 3 } : undefined;
  }
  // its own day
  if (
    ((t === 'ese' || t === 'el') && w(c, i + 1) === 'mismo' && w(c, i + 2) === 'dia') ||
    ((t === 'that' || t === 'the') && (w(c, i + 1) === 'same' ? w(c, i + 2) === 'day' : false))
  ) {
    const ev = events.filter((e) => e.at < i).pop() ?? events[0];
    return ev ? { date: ev.first, role: undefined, i0: i, i1: i + 3 } : undefined;
  }
  return undefined;
}

/**
 * Class "the stay placed against an event said with its days" ("la boda es el sábado 12, llegamos el día anterior",
 * "I have a conference Tuesday to Thursday, need to arrive the night before and leave Friday morning", "la feria va del
 * 14 al 17 y quiero llegar la noche anterior e irme el último día", "desde el día anterior a la boda; la boda es el
 * sábado", "the wedding's on Saturday December 5th, we'll come Friday and fly out Sunday"): the event's days are the
 * anchor, never the stay. When the stay is said against the event (a phrase of {@link placedAt}, an offset pointing back
 * at it, or a day said with a role of arriving or leaving), the event's days are taken with its words and left out of
 * the stay; an offset pointing back ("el día antes", "the day after") counts from the event (its first day before it,
 * its last day after it); a weekday of arriving is the last one on or before the event, one of leaving the first one on
 * or after it. Phrases of their own without a role take one from the words before them ("quiero llegar", "e irme"), or
 * by their side of the event (before it: an arrival; after it or on its last day: a departure).
 */
export function eventStays(c: PhraseContext, items: Item[]): void {
  const events = datedEvents(c, items);
  if (events.length === 0) return;
  // (two events on different days, "la boda es el sábado y el almuerzo el domingo": which one a phrase names is sure
  // only when it names it, see `namedEvent`)
  const eventItems = new Set(events.flatMap((e) => e.items));
  const read = new Set(items.flatMap((it) => it.used));
  // (a length read where the phrase counts days from the event, "two days before the expo": the phrase's)
  const lengths = items.filter((it) => it.k === 'dur');
  const free = (k: number) => !read.has(k) || lengths.some((d) => d.used.includes(k) && !items.some((x) => x !== d && x.used.includes(k)));
  // phrases of their own, over the tokens no phrase read
  const placed: (Item & { k: 'pt' })[] = [];
  // (the phrases whose role no word said)
  const unsaid = new Set<number>();
  const taken = new Set<number>();
  for (let i = 0; i < c.toks.length; i++) {
    if (!free(i) || taken.has(i)) continue;
    const p = placedAt(c, events, i);
    if (!p || p.date < c.today) continue;
    const used = Array.from({ length: p.i1 - p.i0 }, (_, x) => p.i0 + x);
    if (!used.every(free)) continue;
    const said = roleBefore(c, p.i0, read);
    const before = p.date < events[0]!.first;
    const role = said?.role ?? p.role ?? (before ? 'in' : 'out');
    if (!said && !p.role) unsaid.add(placed.length);
    if (said) used.unshift(...Array.from({ length: p.i0 - said.at }, (_, x) => said.at + x));
    placed.push({ k: 'pt', pt: { p: 'fixed', date: p.date }, i0: p.i0, i1: p.i1, used, ...(role === 'in' ? { checkin: true } : { checkout: true }) });
    for (const k of used) taken.add(k);
    i = p.i1 - 1;
  }
  // offsets pointing back ("el día antes", "la víspera", "the day after") at an event said before them
  // (or at one said after them, "desde el día anterior a la cita hasta el día después; la cita es el miércoles 9", when
  // no other day is said before them)
  const backs = items.filter((it): it is Item & { k: 'pt' } => {
    if (it.k !== 'pt' || it.vague || it.back === undefined) return false;
    const prev = [...items, ...placed].filter((x) => x.i0 < it.i0 && !x.vague && x.k !== 'skip' && x.k !== 'dur' && !(x.k === 'pt' && x.back !== undefined));
    return prev.every((x) => eventItems.has(x) || placed.includes(x as Item & { k: 'pt' }));
  });
  // (an offset made the stay's start, see below)
  const opens = new Set<Item>();
  const backRole = (it: Item & { k: 'pt' }) =>
    it.checkin || it.from || opens.has(it) ? 'in' : it.checkout || it.to ? 'out' : (roleBefore(c, it.i0, read, it.used)?.role ?? (it.back! < 0 ? 'in' : 'out'));
  // days said with a role of arriving or leaving, beside the event ("we'd get in Saturday", "llego el 21")
  const others = items.filter((it): it is Item & { k: 'pt' } => !eventItems.has(it) && !backs.includes(it as Item & { k: 'pt' }) && !it.vague && it.k === 'pt');
  const roleOf = (it: Item & { k: 'pt' }) => (it.checkin || it.from ? 'in' : it.checkout || it.to ? 'out' : roleBefore(c, it.i0, read, it.used)?.role);
  const roled = others.filter((it) => roleOf(it) !== undefined);
  // Only a stay whose arrival is said apart leaves the event's days out ("vamos al concierto el sábado y nos vamos el
  // domingo": the concert's day is the arrival); at the nights question the arrival is known.
  // An offset said with no word of arriving or leaving is the stay's start or end only beside another end or a length
  // ("the night before through the last night", "el día siguiente a …; tres noches"); alone ("la boda es el 15 de
  // marzo, el día antes") it is not sure either way, and is left to `backOffsets` (not read).
  const ends =
    items.some((x) => x.k === 'dur' && !x.vague) ||
    placed.some((p) => p.checkout) ||
    roled.some((it) => roleOf(it) === 'out') ||
    backs.some((it) => hasRole(it) || roleBefore(c, it.i0, read, it.used) !== undefined);
  if (!ends) backs.splice(0, backs.length, ...backs.filter((it) => hasRole(it) || roleBefore(c, it.i0, read, it.used) !== undefined));
  let arrival = placed.some((p) => p.checkin) || backs.some((it) => backRole(it) === 'in') || roled.some((it) => roleOf(it) === 'in');
  // (with no other arrival, the first phrase, said against the event named and without a verb, is the stay's start:
  // "el día siguiente a mi cumpleaños, que es el 4 de febrero; tres noches")
  const first = [...placed, ...backs, ...roled].sort((a, b) => a.i0 - b.i0)[0];
  if (!arrival && first && first === placed[0] && unsaid.has(0)) {
    delete first.checkout;
    first.checkin = true;
    arrival = true;
  } else if (!arrival && first && ends && backs[0] === first && !hasRole(first) && !roleBefore(c, first.i0, read, first.used)) {
    opens.add(first);
    arrival = true;
  }
  if (!arrival && c.stay === undefined) return;
  if (placed.length === 0 && backs.length === 0 && roled.length === 0) return;
  for (const d of lengths) if (d.used.some((k) => taken.has(k))) d.vague = true;
  for (const it of backs) {
    const ev = events.filter((e) => e.at < it.i0).pop() ?? events[0]!;
    const by = it.back!;
    const wd = it.backWeekday;
    const role = backRole(it);
    const said = hasRole(it) ? undefined : roleBefore(c, it.i0, read, it.used);
    let d = by < 0 ? addDays(ev.first, wd === undefined ? by : -1) : addDays(ev.last, wd === undefined ? by : 1);
    if (wd !== undefined) while (weekdayOf(d) !== wd) d = addDays(d, Math.sign(by));
    delete it.back;
    delete it.backWeekday;
    it.pt = { p: 'fixed', date: d };
    if (!hasRole(it)) {
      if (role === 'in') it.checkin = true;
      else it.checkout = true;
      if (said) it.used = [...new Set([...Array.from({ length: Math.max(0, Math.min(...it.used) - said.at) }, (_, x) => said.at + x), ...it.used])];
    }
  }
  // days of arriving and leaving placed by the event: a weekday of arriving is the last one on or before its first
  // day, one of leaving the first one on or after its last day; a day without its month is the one nearest the event
  for (const it of roled) {
    const role = roleOf(it)!;
    const ev = events[0]!;
    // (not a weekday of a week said, "el lunes de esa semana")
    const ofWeek = /^(de|del|of)$/.test(w(c, it.i1)) && /^(esa|esta|that|the|la)$/.test(w(c, it.i1 + 1));
    if (it.pt.p === 'wd' && !it.weekOf && !ofWeek) {
      let d = role === 'in' ? ev.first : ev.last;
      while (weekdayOf(d) !== it.pt.wd) d = addDays(d, role === 'in' ? -1 : 1);
      if (d >= c.today) it.pt = { p: 'fixed', date: d, inferred: true };
    } else if (it.pt.p === 'day') {
      const d = nearestDay(role === 'in' ? ev.first : ev.last, it.pt.d, 15);
      if (d && d >= c.today) it.pt = { p: 'fixed', date: d };
    }
    if (!hasRole(it)) {
      if (role === 'in') it.checkin = true;
      else it.checkout = true;
    }
  }
  // the event's days are read, with the words joining them to it, and are no days of the stay (the event's word is
  // left to the other readers: "for my sister's graduation" says whose it is, no one of the party)
  const taker = placed[0] ?? backs[0] ?? roled[0]!;
  for (const e of events) {
    const words: number[] = [];
    for (
      let k = Math.min(e.items[0]!.i0, ...e.items[0]!.used) - 1;
      k > e.at && (EVENT_LINKS.has(w(c, k)) || EVENT_DAY_VERBS.has(w(c, k)) || w(c, k) === 'que');
      k--
    )
      words.push(k);
    for (const it of e.items) {
      it.vague = true;
      taker.used = [...new Set([...taker.used, ...words, ...it.used])].sort((x, y) => x - y);
    }
  }
  for (const p of placed) items.push(p);
  items.sort((a, b) => a.i0 - b.i0);
}

/** Possessives and articles before the person an event is of ("el cumple de mi mamá", "the wedding of my sister"). */
const EVENT_OWNER_LEADS: ReadonlySet<string> = new Set([
  'mi',
  'mis',
  'su',
  'sus',
  'tu',
  'nuestro',
  'nuestra',
  'la',
  'el',
  'my',
  'his',
  'her',
  'our',
  'their',
  'the',
]);

/**
 * Whether the phrase `it` is introduced as an event's day ({@link EVENT_WORDS}): right after the event and its little
 * words ("la boda es el 12", "tengo reunión el jueves"), after whose it is ("el cumple de mi mamá que es el domingo
 * 13") or where ("the conference in Bogotá on Wednesday"), or both ("la boda de mi prima en Cartagena el sábado 5");
 * "se casa el sábado 12" by the verb itself; a flight's day
 * too ({@link flightBefore}).
 */
export function eventBefore(c: PhraseContext, it: Item): boolean {
  let k = (it.used[0] ?? it.i0) - 1;
  while (k >= 0 && (EVENT_LINKS.has(w(c, k)) || w(c, k) === 'que' || c.toks[k]!.k === 'p')) k--;
  if (k < 0) return false;
  if (EVENT_WORDS.has(w(c, k))) return true;
  // "se casa el sábado 12", "se casan el 5", "me caso el 19", "mi hija se gradúa el 15": the verb of a wedding or a
  // graduation, with who does it (a place between: "me caso en Santa Marta el sábado 19")
  const place = /^(en|in)$/.test(w(c, k - 1)) ? 2 : /^(en|in)$/.test(w(c, k - 2)) ? 3 : 0;
  const verb = k - place;
  if (EVENT_VERBS.has(`${w(c, verb - 1)} ${w(c, verb)}`)) return true;
  // "el cumple de mi mamá (que) es el 13", "the wedding of my sister is on the 12th"
  if (EVENT_OWNER_LEADS.has(w(c, k - 1)) && /^(de|del|of)$/.test(w(c, k - 2)) && EVENT_WORDS.has(w(c, k - 3))) return true;
  if (/^(de|del|of)$/.test(w(c, k - 1)) && EVENT_WORDS.has(w(c, k - 2))) return true;
  // "the conference in Bogotá on Wednesday", "el congreso en Santa Marta el jueves", "cita en la embajada americana el
  // miércoles": a place of one to three words
  for (const gap of [1, 2, 3]) if (/^(in|en)$/.test(w(c, k - gap)) && EVENT_WORDS.has(w(c, k - gap - 1))) return true;
  // "la boda de mi prima en Cartagena el sábado 5", "my sister's… the wedding of my cousin in Medellín on the 12th":
  // whose it is, then where
  for (const gap of [1, 2, 3]) {
    if (!/^(in|en)$/.test(w(c, k - gap))) continue;
    const q = k - gap - 1;
    if (EVENT_OWNER_LEADS.has(w(c, q - 1)) && /^(de|del|of)$/.test(w(c, q - 2)) && EVENT_WORDS.has(w(c, q - 3))) return true;
    if (/^(de|del|of)$/.test(w(c, q - 1)) && EVENT_WORDS.has(w(c, q - 2))) return true;
  }
  return flightBefore(c, it);
}

/** A wedding's or a graduation's verb with who does it ("se casa", "me caso", "se gradúa"): the people lexicon's `eventVerbs`. */
const EVENT_VERBS: ReadonlySet<string> = new Set(PEOPLE_GRAMMAR.eventVerbs);

/** Verbs of a flight's arrival or departure ("my flight lands at 2am on Friday", "el vuelo llega el viernes"). */
const FLIGHT_VERBS: ReadonlySet<string> = new Set(['lands', 'land', 'arrives', 'arrive', 'gets', 'leaves', 'departs', 'aterriza', 'llega', 'sale']);
/** Words of an hour and little words between a flight's verb and its day ("at 2am on", "a las 11 de la noche del"). */
const FLIGHT_TIME_WORDS: ReadonlySet<string> = new Set(
  'at on the in around about a las la el de del am pm h hrs morning night evening manana noche madrugada tarde'.split(' '),
);

/**
 * Whether the phrase `it` is the day a flight lands or leaves ("my flight lands at 2am on Friday, so I'll need the room
 * from Thursday night"): a day of the trip, not of the stay, when the stay's start is said apart (see `eventDates`).
 */
export function flightBefore(c: PhraseContext, it: Item): boolean {
  // (from the phrase's first word: a comma taken with it is a break before it, "early flight, out the 6th")
  let k = (it.used.find((u) => c.toks[u]?.k !== 'p') ?? it.i0) - 1;
  // (an hour is a number or a token of its own: "2am", "11:30")
  while (k >= 0 && (FLIGHT_TIME_WORDS.has(w(c, k)) || (c.toks[k]!.k !== 'w' && c.toks[k]!.k !== 'p') || w(c, k) === ':')) k--;
  // (the verb and the hour may have been read already as a late arrival: "my flight [lands at 2am] on Friday")
  if (FLIGHT_VERBS.has(w(c, k))) k--;
  return /^(flight|vuelo|plane|avion)$/.test(w(c, k));
}
