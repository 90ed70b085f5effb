/**
 * The scan: the tokens read left to right into phrases (`matchAt` at each
 * token, then the postfix operators), the same date said twice merged, a
 * lone day number at the dates question, and the little words before each
 * phrase taken with it and turned into its role (from, to, check-in,
 * check-out, alternative, vague). Phrases that would be a silent guess (a
 * weekday range with an unread start, "15 y 16 de diciembre" half read, a
 * bare day at the phone question) are dropped here.
 *
 * Grammar: the sentence level — STAY := (ROLE-WORDS PHRASE)*, roles from the
 * little words (words.ts).
 */
import type { Message } from '../types.js';
import { distance } from 'fastest-levenshtein';
import type { Ctx, Item } from './phrase.js';
import { afterNext, enOcho, matchAt } from './operators.js';
import { resolve } from './resolve.js';
import { countAt, isLittle, w } from './atoms.js';
import { MAX_NIGHTS } from './limits.js';
import { CHECKIN_WORDS, CHECKOUT_WORDS, FROM_WORDS, TO_WORDS, VAGUE_WORDS, WEEKDAY_ABBR, WEEKDAYS, leaveVerbEnds } from './words.js';

/**
 * The phrases of the tokens, left to right, each with the little words before
 * it and their roles; the ones that would be a silent guess are dropped
 * (`vague`). `expecting`: the question being answered (a lone number is a day
 * only at the dates question).
 */
export function scan(c: Ctx, expecting: Message['expecting']): Item[] {
  const items: Item[] = [];
  const toks = c.toks;
  for (let i = 0; i < toks.length; ) {
    const tk = toks[i]!;
    if (tk.k === 'p' && tk.t !== '-') {
      i++;
      continue;
    }
    const r = matchAt(c, i);
    if (!r) {
      i++;
      continue;
    }
    enOcho(c, r);
    afterNext(c, r);
    let end = i + 1;
    for (const it of r.items) {
      const used: number[] = [];
      for (let k = it.i0; k < it.i1; k++) used.push(k);
      items.push({ ...it, used } as Item);
      end = Math.max(end, it.i1);
    }
    i = end;
  }
  // The same date said twice, the second time in parentheses or after "/" ("for Holy Week (Semana Santa)",
  // "15 de diciembre (december 15)"): one date, both phrases taken.
  for (let n = items.length - 1; n > 0; n--) {
    const a = items[n - 1]!;
    const b = items[n]!;
    const between = toks.slice(a.i1, b.i0);
    // Also after a comma and an article ("el 9 de diciembre, el día después de la Inmaculada"): the day described again.
    const apposition = between[0]?.t === ',' && between.slice(1).every((x) => /^(el|la|the|o|sea|es|is)$/.test(x.t));
    if (between.length === 0 || !(apposition || between.every((x) => x.t === '(' || x.t === '/' || x.t === '=' || x.t === ','))) continue;
    if (sameBody(a, b) || (apposition && sameDay(c, a, b))) {
      for (let k = a.i1; k < b.i1; k++) a.used.push(k);
      if (toks[b.i1]?.t === ')') a.used.push(b.i1);
      items.splice(n, 1);
    }
  }
  // A lone day number at the dates question: "15" → the next 15th.
  if (items.length === 0 && expecting === 'dates') {
    const words = toks.filter((x) => x.k !== 'p');
    const only = words.length === 1 ? words[0]! : undefined;
    if (only && only.k === 'n' && only.n! >= 1 && only.n! <= 31 && only.t.length <= 4) {
      const idx = toks.indexOf(only);
      items.push({ k: 'pt', pt: { p: 'day', d: only.n! }, i0: idx, i1: idx + 1, used: [idx] });
    }
  }
  // The little words before each phrase: roles and spans.
  let prevEnd = 0;
  for (let n = 0; n < items.length; n++) {
    const it = items[n]!;
    const connected = n > 0 && toks.slice(prevEnd, it.i0).every((x) => isLittle(x));
    let k = it.i0 - 1;
    for (; k >= prevEnd; k--) {
      const x = toks[k]!;
      // "nos vamos el 16", "me voy 16": a departure said with a pronoun and a verb of going (LEAVE_VERBS).
      if (leaveVerbEnds(c, k) && k - 1 >= prevEnd) {
        it.checkout = true;
        it.used.unshift(k - 1, k);
        k--;
        continue;
      }
      if (!isLittle(x)) break;
      const t = x.t;
      if (VAGUE_WORDS.has(t)) {
        it.vague = true;
        break;
      }
      const checkDash = t === '-' && w(c, k - 1) === 'check';
      // "a partir de": a start ("3 noches a partir del 8"), its "a" is no "to".
      if (t === 'a' && w(c, k + 1) === 'partir') {
        it.used.unshift(k);
        continue;
      }
      if ((t === 'y' || t === 'and' || t === 'a' || t === 'to' || t === '-' || t === 'o' || t === 'or' || t === 'u') && !connected && !checkDash) break;
      // "el 15 o el 16": two dates to choose from, not a range.
      if (t === 'o' || t === 'or' || t === 'u') it.alt = true;
      if (FROM_WORDS.has(t)) it.from = true;
      // the hyphen of "check-in"/"check-out" is no "to" (class: a role word written with its hyphen)
      if (TO_WORDS.has(t) && !checkDash && (connected || t === 'hasta' || t === 'until' || t === 'till')) it.to = true;
      const checkWord = t === 'check' ? (w(c, k + 1) === '-' ? w(c, k + 2) : w(c, k + 1)) : undefined;
      if (CHECKIN_WORDS.has(t) || checkWord === 'in') it.checkin = true;
      if (CHECKOUT_WORDS.has(t) || checkWord === 'out') it.checkout = true;
      it.used.unshift(k);
    }
    if (k >= prevEnd && VAGUE_WORDS.has(toks[k]!.t)) it.vague = true;
    if (it.i1 > prevEnd) prevEnd = it.i1;
  }
  corrections(c, items);
  sameDayAgain(items);
  // "xxx to tues", "juevs a domingo": a weekday range whose start was not read (a weekday-like word before the
  // joiner) would silently become a check-in → not claimed.
  const read = new Set(items.flatMap((it) => it.used));
  for (const it of items) {
    if (it.k !== 'pt' || it.pt.p !== 'wd') continue;
    let j = it.used[0] ?? it.i0;
    if (!RANGE_JOINER_RE.test(w(c, j))) j--;
    if (RANGE_JOINER_RE.test(w(c, j)) && !read.has(j - 1) && weekdayLike(w(c, j - 1))) it.vague = true;
  }
  // "15 y 16 de diciembre", "15 o 16 de diciembre": a number left out joined to a date makes it unclear → not claimed.
  const usedAll = new Set(items.flatMap((it) => it.used));
  for (const it of items) {
    const j = it.used[0] ?? it.i0;
    if (/^(y|and|o|or|u|&)$/.test(w(c, j - 1)) && toks[j - 2]?.k === 'n' && !usedAll.has(j - 2)) it.vague = true;
    // "dec 15 or 16" read only as far as "dec 15": the other choice is lost → not claimed.
    if (it.k === 'pt' && /^(o|or|u)$/.test(w(c, it.i1)) && toks[it.i1 + 1]?.k === 'n' && !usedAll.has(it.i1 + 1)) it.vague = true;
  }
  // At the phone and email questions only unmistakable dates are read: a date with its month, a day after
  // "el"/"del", a duration, or anything said with an arrival or departure word ("llego mañana"). "Mañana te
  // lo mando", "ayer", "el viernes" there are about the contact details, not the stay.
  // A day without a month there ("el 3", the start of a number being typed) only in a range ("del 15 al 18").
  if (c.strict) {
    items.forEach((it, n) => {
      const roles = it.checkin || it.checkout;
      const ranged = it.from || it.to || items[n + 1]?.to === true;
      const sure = it.k === 'dur' || (it.k === 'pt' && (it.pt.p === 'abs' || it.pt.p === 'num' || (it.pt.p === 'day' && ranged)));
      if (!roles && !sure) it.vague = true;
    });
  }
  // A day joined to a date of long ago ("del 10 al 12 de marzo de 1990") belongs to it: not claimed either.
  for (let n = 0; n < items.length; n++) {
    const it = items[n]!;
    if (it.k !== 'skip' || !it.old) continue;
    for (const nb of [items[n - 1], items[n + 1]]) {
      if (nb?.k !== 'pt' || nb.pt.p !== 'day') continue;
      const [lo, hi] = nb.i0 < it.i0 ? [nb.i1, it.used[0] ?? it.i0] : [it.i1, nb.used[0] ?? nb.i0];
      if (toks.slice(lo, hi).every((x) => isLittle(x)) || lo >= hi) nb.vague = true;
    }
  }
  return items.filter((it) => !it.vague);
}

/** Whether two phrases say the same thing (their bodies are equal, wherever they stand). */
/** Whether two points name the same calendar day ("el 9 de diciembre" and "el día después de la Inmaculada"). */
function sameDay(c: Ctx, a: Item, b: Item): boolean {
  if (a.k !== 'pt' || b.k !== 'pt' || a.pt.p === 'wd' || b.pt.p === 'wd') return false;
  const da = resolve(a.pt, c).date;
  return da !== undefined && da === resolve(b.pt, c).date;
}

function sameBody(a: Item, b: Item): boolean {
  const body = (x: Item) => {
    const { i0: _i0, i1: _i1, used: _used, ...rest } = x;
    return JSON.stringify(rest);
  };
  return body(a) === body(b);
}

/** Full weekday names, and the joiners of a weekday range, for {@link weekdayLike}. */
const WEEKDAY_NAMES = Object.keys(WEEKDAYS);
const RANGE_JOINER_RE = /^(to|a|al|-|thru|through)$/;

/** Whether a word that was not read as a weekday looks like one: a short form, a cut or a typo ("juev", "sabad", "thrusday"). */
function weekdayLike(t: string): boolean {
  if (t.length < 3 || !/^\p{L}+$/u.test(t)) return false;
  if (WEEKDAY_ABBR[t] !== undefined) return true;
  return WEEKDAY_NAMES.some((n) => n.startsWith(t) || (t.length >= 5 && Math.abs(n.length - t.length) <= 2 && distance(n, t) <= 2));
}

/** Words that take back what was just said ("no", "mejor", "perdón", "no espera", "no mentiras", "wait", "sorry", "I mean", "actually", "make it"). */
const CORRECTION_WORDS = new Set([
  'no',
  'mejor',
  'perdon',
  'espera',
  'wait',
  'sorry',
  'mean',
  'actually',
  'digo',
  'rather',
  'make',
  'corrijo',
  'sino',
  // Colombian "no mentiras" ("no, just kidding": what follows replaces it), "oops"
  'mentiras',
  'mentira',
  'oops',
  'ups',
  'meant',
  'quise',
]);
/** Words that may stand around a correction word without changing it ("ah no", "oh no sorry", "o sea", "I mean", "make it"). */
const CORRECTION_FILLERS = new Set([
  'ah',
  'oh',
  'eh',
  'uy',
  'ay',
  'mmm',
  'mm',
  'hmm',
  'um',
  'uh',
  'i',
  'it',
  'o',
  'sea',
  'bueno',
  'pues',
  'es',
  'era',
  'no',
  'que',
  'si',
  // "mejor dicho", "quise decir", "I meant"
  'dicho',
  'decir',
  'meant',
]);

/**
 * Words that take back a whole range when a whole range follows them ("del 5 al 8 de enero, bueno, del 5 al 9",
 * "del 10 al 12, en realidad del 10 al 13", "April 3rd to the 8th — let's say the 4th to the 8th"): alone they are
 * fillers ("bueno, del 5 al 8"), so they take back only a range said again (class: a range restated after a filler).
 */
const RESTATE_WORDS: ReadonlySet<string> = new Set(['bueno', 'realidad', 'say', 'lets', "let's"]);

/** Little words that may stand in a correction's gap once another reader took the words after them ("mejor dicho el"). */
const GAP_LITTLE: ReadonlySet<string> = new Set(['el', 'la', 'the', 'on', 'al', 'del', 'to']);

/** Whether the tokens `a`..`b` (past the end) are a correction: punctuation and correction words, at least one of them taking back. */
function correctionGap(c: Ctx, a: number, b: number, restate = false): boolean {
  const back = (x: string) => CORRECTION_WORDS.has(x) || (restate && RESTATE_WORDS.has(x));
  // Read on the message as said: words of correction another reader took ("mejor dicho", "quise decir", read as
  // the guest's correction) still take back the date before them.
  if (b >= a && a > 0 && c.said !== undefined && c.toks[b]) {
    const gap = c.said.slice(c.toks[a - 1]!.e, c.toks[b]!.s).match(/[\p{L}\p{N}']+/gu) ?? [];
    return gap.some(back) && gap.every((x) => back(x) || CORRECTION_FILLERS.has(x) || GAP_LITTLE.has(x) || (restate && x === 'en'));
  }
  if (b <= a) return false;
  let taken = false;
  for (let k = a; k < b; k++) {
    const x = c.toks[k]!;
    if (x.k === 'p') continue;
    if (x.k !== 'w') return false;
    if (back(x.t)) taken = true;
    else if (!CORRECTION_FILLERS.has(x.t) && !(restate && x.t === 'en')) return false;
  }
  return taken;
}

/**
 * A stay's first or last day said again around it without a role (class: the same day named twice, once as the
 * reason): "del 5 al 9 porque el vuelo de regreso es el 9", "flying into Santa Marta on the 15th of August …
 * check-in the 15th, out the 19th". The mention (plain, or with the same role: an arrival on the first day) is that day of the stay, not a third date; when it says the
 * month and the stay does not, the stay takes it ("the 15th" of August). Only with one stay said (a start with
 * "from"/"check-in"/"llegamos", or joined to its end, and an end with "to"/"check-out"), and a day that matches.
 */
function sameDayAgain(items: Item[]): void {
  const live = items.filter((x): x is Item & { k: 'pt' } => x.k === 'pt' && !x.vague);
  const ends = live.filter((x) => x.to || x.checkout);
  const starts = live.filter((x) => x.checkin);
  // the end: said with "to"/"check-out", or the one right after a check-in when none is ("check-in the 15th, out the 19th")
  const e = ends.length === 1 ? ends[0]! : ends.length === 0 && starts.length === 1 ? live[live.indexOf(starts[0]!) + 1] : undefined;
  if (!e) return;
  const s = live[live.indexOf(e) - 1];
  if (!s || !(s.from || s.checkin || e.to) || s.to || s.checkout) return;
  const dayOf = (x: Item & { k: 'pt' }) => (x.pt.p === 'day' || x.pt.p === 'abs' ? x.pt.d : undefined);
  const monthOf = (x: Item & { k: 'pt' }) => (x.pt.p === 'abs' ? x.pt.m : undefined);
  for (const x of live) {
    if (x === s || x === e) continue;
    if (x.from || x.to || x.alt) return;
    const d = dayOf(x);
    if (d === undefined) return;
    const target: (Item & { k: 'pt' }) | undefined = d === dayOf(s) ? s : d === dayOf(e) ? e : undefined;
    // an arrival word with the start's day ("flying into Santa Marta on the 15th"), a departure one with the end's
    if (!target || (x.checkin && target !== s) || (x.checkout && target !== e)) return;
    const m = monthOf(x);
    const tm = monthOf(target);
    if (m !== undefined && tm !== undefined && m !== tm) return;
    if (m !== undefined && tm === undefined && (target === s ? monthOf(e) === undefined : monthOf(s) === undefined)) {
      // the month said with the repeated day is the stay's
      target.pt = { p: 'abs', d: dayOf(target)!, m, ...(x.pt.p === 'abs' && x.pt.y !== undefined ? { y: x.pt.y } : {}) };
    } else if (m !== undefined && tm === undefined) return;
    x.vague = true;
    target.used = [...new Set([...target.used, ...x.used])].sort((p1, p2) => p1 - p2);
  }
}

/**
 * Corrections inside one message: what follows a word taking it back ("no", "mejor", "perdón", "no espera",
 * "wait", "sorry", "I mean", "make it") replaces what was said just before, of the same kind:
 * - a day by a day ("el 12 de diciembre, no espera, el 13"; "del 5 al 10 de marzo... no, al 9"; "the 14th — no,
 *   the 16th"): the new day takes the old one's role, and its month when it says none;
 * - a range by a range ("del 20 al 23 de enero, no espera, del 20 al 24"), the month of the old end kept;
 * - a length by a length, or by a bare number ("dos noches desde el jueves... mejor tres", "three nights no four").
 * The replaced words stay taken (they are read, not left for other readers).
 */
function corrections(c: Ctx, items: Item[]): void {
  const merge = (from: Item[], to: Item, gapEnd: number) => {
    const lo = Math.min(...from.map((x) => x.used[0] ?? x.i0));
    const set = new Set(to.used);
    for (let k = lo; k < gapEnd; k++) set.add(k);
    to.used = [...set].sort((x, y) => x - y);
    for (const x of from) x.vague = true;
  };
  const inheritMonth = (old: Item, neu: Item) => {
    if (neu.k === 'pt' && neu.pt.p === 'day' && old.k === 'pt' && old.pt.p === 'abs')
      neu.pt = { p: 'abs', d: neu.pt.d, m: old.pt.m, ...(old.pt.y !== undefined ? { y: old.pt.y } : {}) };
  };
  for (let n = 1; n < items.length; n++) {
    const b = items[n]!;
    const a = items[n - 1]!;
    if (a.vague || b.vague) continue;
    const bStart = b.used[0] ?? b.i0;
    const prev = items[n - 2];
    const next = items[n + 1];
    // A range said again: "del 20 al 23 de enero, no espera, del 20 al 24", "April 3rd to the 8th — actually make it
    // the 4th to the 8th" (a start without "from" is one when the end after it is joined to it by "to"/"al").
    const restated =
      a.k === 'pt' &&
      b.k === 'pt' &&
      !!(a.to || a.checkout) &&
      prev?.k === 'pt' &&
      !prev.vague &&
      !!(prev.from || prev.checkin || a.to) &&
      next?.k === 'pt' &&
      !next.vague &&
      !!(next.to || next.checkout) &&
      !!(b.from || b.checkin || next.to);
    // A lone end said again after a whole range ("del 8 al 11, bueno, al 12", "Jan 20 to 24, well, to 25"): like a
    // range restated, a filler such as "bueno" takes the old end back (class: a range's end restated after a filler).
    const endAgain =
      a.k === 'pt' && b.k === 'pt' && !!(a.to || a.checkout) && prev?.k === 'pt' && !prev.vague && /^(al|to|hasta|until|till)$/.test(w(c, b.i0 - 1));
    if (!correctionGap(c, a.i1, bStart, restated || endAgain)) continue;
    if (a.k === 'dur' && b.k === 'dur') {
      merge([a], b, bStart);
      continue;
    }
    if (a.k !== 'pt' || b.k !== 'pt') continue;
    const aEnd = a.to || a.checkout;
    const aStart = a.from || a.checkin;
    const bEnd = b.to || b.checkout;
    const bStartRole = b.from || b.checkin;
    if (restated && next && prev) {
      // The new range keeps the month of the old one where it says none ("April 3rd to the 8th — the 4th to the 8th").
      inheritMonth(prev, b);
      inheritMonth(a, next);
      inheritMonth(prev, next);
      merge([prev, a], b, bStart);
      n++;
      continue;
    }
    // One day said again: it keeps the old one's role.
    if ((bEnd && !aEnd) || (bStartRole && !aStart)) continue;
    if (aEnd) b.to = true;
    if (a.checkout) b.checkout = true;
    if (aStart) b.from = true;
    if (a.checkin) b.checkin = true;
    inheritMonth(a, b);
    const oldPt = a.pt;
    const same = (x: Item & { k: 'pt' }) =>
      JSON.stringify(x.pt) === JSON.stringify(oldPt) || (x.pt.p === 'day' && (oldPt.p === 'abs' || oldPt.p === 'day') && x.pt.d === oldPt.d);
    merge([a], b, bStart);
    // The day taken back said again later is the reason of the change ("el 13, que el 12 es el grado"): not a date.
    for (const x of items.slice(n + 1)) {
      if (x.k !== 'pt' || x.vague || !same(x) || x.to || x.checkout || x.from || x.checkin) continue;
      x.vague = true;
      b.used = [...new Set([...b.used, ...x.used])].sort((p1, p2) => p1 - p2);
    }
  }
  // A bare number taking back a length: "dos noches… mejor tres", "three nights no four".
  const dur = items.filter((it) => it.k === 'dur' && !it.vague && it.nights !== undefined);
  if (dur.length !== 1) return;
  const d = dur[0]! as Item & { k: 'dur' };
  const used = new Set(items.flatMap((it) => it.used));
  for (let k = d.i1; k < c.toks.length; k++) {
    if (used.has(k)) continue;
    const v = countAt(c, k);
    if (v === undefined || v < 1 || v > MAX_NIGHTS) continue;
    const nx = c.toks[k + 1];
    if (nx && nx.k !== 'p' && !CORRECTION_FILLERS.has(nx.t) && !/^(noches|nights|nts|por|porque|because|as|since)$/.test(nx.t)) continue;
    let j = k - 1;
    while (j >= d.i1 && !used.has(j) && (c.toks[j]!.k === 'p' || CORRECTION_WORDS.has(c.toks[j]!.t) || CORRECTION_FILLERS.has(c.toks[j]!.t))) j--;
    if (!correctionGap(c, j + 1, k)) continue;
    // Only right after the length or after the phrase that follows it ("dos noches desde el jueves... mejor tres").
    if (!(j + 1 === d.i1 || used.has(j))) continue;
    d.nights = v;
    d.used = [...d.used, ...Array.from({ length: k - j }, (_, x) => j + 1 + x)].sort((x, y) => x - y);
    if (/^(noches|nights|nts)$/.test(w(c, k + 1))) d.used.push(k + 1);
    break;
  }
}
