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
import { isLittle, w } from './atoms.js';
import { CHECKIN_WORDS, CHECKOUT_WORDS, FROM_WORDS, TO_WORDS, VAGUE_WORDS, WEEKDAY_ABBR, WEEKDAYS } from './words.js';

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
    if (between.length === 0 || !between.every((x) => x.t === '(' || x.t === '/' || x.t === '=' || x.t === ',')) continue;
    if (sameBody(a, b)) {
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
      if (TO_WORDS.has(t) && (connected || t === 'hasta' || t === 'until' || t === 'till')) it.to = true;
      if (CHECKIN_WORDS.has(t) || (t === 'check' && w(c, k + 1) === 'in')) it.checkin = true;
      if (CHECKOUT_WORDS.has(t) || (t === 'check' && w(c, k + 1) === 'out')) it.checkout = true;
      it.used.unshift(k);
    }
    if (k >= prevEnd && VAGUE_WORDS.has(toks[k]!.t)) it.vague = true;
    if (it.i1 > prevEnd) prevEnd = it.i1;
  }
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
