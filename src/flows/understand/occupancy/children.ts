/**
 * Rules of the occupancy reader: children and their ages: "2 niños de 4 y 7", "a 5-year-old", "twin 7-year-olds",
 * "sin niños", a child's label in a form, school years, the children of a total, ages corrected ("6, no, 7") and
 * birthdays to come ("cumple 6 en enero").
 *
 * A rule reads at token `i` of a {@link Reader}: it returns the token after what it read (having pushed its
 * mentions and marked the tokens used), or `undefined` when its phrase does not start there. `./scan.ts` tries
 * the rules in order.
 */
import { NUMBER_WORDS } from '../text.js';
import { MONTH_ABBR, MONTHS } from '../dates/words.js';
import { ADULT_AGE, MAX_PEOPLE } from '../../limits.js';
import { CHILD_LABELS, GLUED_ONLY_UNITS, OFFSPRING, SHORTHAND, TOTAL_VERBS, WEEK_UNITS, YEAR_UNITS, bornTogether } from './words.js';
import type { Reader } from './reader.js';

/** "sin niños", "no kids", "no llevamos niños", "solo adultos", "adults only", "niños: 0". */
export function zeroKids(r: Reader, i: number): number | undefined {
  const w = r.t(i);
  if (/^(sin|without|ningun|ninguno|ninguna|ni|no|cero|zero|0|none)$/.test(w)) {
    let k = i + 1;
    for (
      let n = 0;
      n < 3 &&
      /^(llevamos|traemos|tenemos|viajan|van|vienen|hay|llevo|traigo|tengo|con|have|bring|bringing|any|los|las|mis|the|our|my|vamos|viajamos|incluye|with)$/.test(
        r.t(k),
      );
      n++
    )
      k++;
    const c = r.cls(k);
    if (c && (c.cls === 'child' || c.cls === 'weakChild' || c.cls === 'twins')) {
      r.found.push({ k: 'zeroKids', at: i });
      r.mark(i, k + 1);
      r.absorbBefore(i);
      return k + 1;
    }
    // "2 kids, 15 and 16, no adult", "sin adultos", "ningún adulto" (class: the grown-ups said to be none): no adults,
    // which cannot be booked (the reading's problem says so)
    if (c?.cls === 'adult' && k === i + 1 && w !== 'cero' && w !== 'zero' && w !== '0') {
      r.found.push({ k: 'adults', n: 0, at: i });
      r.mark(i, k + 1);
      return k + 1;
    }
    return undefined;
  }
  if (/^(solo|solamente|unicamente|only|just|puros|puro)$/.test(w)) {
    const c = r.cls(i + 1);
    if (c?.cls === 'adult' && c.plural) {
      r.found.push({ k: 'zeroKids', at: i });
      r.mark(i, i + 2);
      return i + 2;
    }
    // "solo 2 adultos", "just 2 adults": the adults are the whole party
    const a = r.cls(i + 2);
    if (r.count(i + 1, false) !== undefined && a?.cls === 'adult' && a.plural) {
      r.found.push({ k: 'zeroKids', at: i });
      r.mark(i, i + 1);
      return i + 1;
    }
    return undefined;
  }
  const c = r.cls(i);
  if (c?.cls === 'adult' && c.plural && /^(only|solamente|unicamente)$/.test(r.t(i + 1))) {
    r.found.push({ k: 'zeroKids', at: i });
    r.mark(i, i + 2);
    return i + 2;
  }
  if (c && (c.cls === 'child' || c.cls === 'twins') && c.plural) {
    let k = i + 1;
    if (r.t(k) === ':') k++;
    if (/^(0|cero|zero|no|ninguno|ninguna|none)$/.test(r.t(k)) && r.freeAfter(k)) {
      r.found.push({ k: 'zeroKids', at: i });
      r.mark(i, k + 1);
      return k + 1;
    }
  }
  return undefined;
}

/**
 * Class: a total, then how many of them are children ("four, two of them kids", "somos 5, dos de ellos niños", "4
 * personas, 2 son niños", "somos 8 en total, 2 son niños"): the rest are adults. Only with fewer children than the total.
 */
export function kidsOfTotal(r: Reader, i: number): number | undefined {
  const at = TOTAL_VERBS.has(r.t(i)) || /^(we|were)$/.test(r.t(i)) ? i + 1 : i;
  const total = r.count(at, false);
  if (total === undefined || total < 2 || r.used[at]) return undefined;
  let k = at + 1;
  if (r.cls(k)?.cls === 'people' && r.cls(k)!.plural) k++;
  // ("somos 8 en total, 2 son niños", "we're 6 in total, two of them kids")
  if (/^(en|in)$/.test(r.t(k)) && r.t(k + 1) === 'total') k += 2;
  else if (/^(total|altogether)$/.test(r.t(k))) k++;
  if (r.t(k) === ',') k++;
  const kids = r.count(k, false);
  if (kids === undefined || kids < 1 || kids >= total || r.used[k]) return undefined;
  k++;
  if ((r.t(k) === 'of' && r.t(k + 1) === 'them') || (r.t(k) === 'de' && /^(ellos|ellas)$/.test(r.t(k + 1)))) k += 2;
  else if (!/^(son|are)$/.test(r.t(k))) return undefined;
  if (/^(son|are)$/.test(r.t(k))) k++;
  const c = r.cls(k);
  if (c?.cls !== 'child' || !c.plural) return undefined;
  const ages = r.readAges(k + 1, kids === 1 ? 'always' : 'many');
  // ages that do not match the count ("dos de ellos niños de 4") are asked again, never guessed
  const fits = !!ages && ages.old.length === 0 && (ages.ages.length === kids || (ages.each && ages.ages.length === 1));
  const list = ages && fits ? (ages.each ? Array.from({ length: kids }, () => ages.ages[0]!) : ages.ages) : [];
  r.found.push({ k: 'adults', n: total - kids, at });
  r.found.push({ k: 'children', n: kids, ages: list, old: [], at: k });
  return r.done(i, ages?.end ?? k + 1);
}

/**
 * Agents' numbered child labels ("CHD1 08, CHD2 11", "CHD1: 8"): the label
 * is marked used so its digit is never read as an age; the age after it is
 * read as usual. Also a label before a party ("pax: 4 adultos…"), read
 * along with it.
 */
export function childLabel(r: Reader, i: number): number | undefined {
  // "pax: 4 adultos en 2 habitaciones": a label before the party
  if (/^(pax|personas|people|guests|huespedes|ocupacion|occupancy)$/.test(r.t(i)) && r.t(i + 1) === ':' && r.partyStartsAt(i + 2)) {
    const c = r.cls(i + 3);
    if (c && c.cls !== 'people') {
      r.mark(i, i + 2);
      return i + 2;
    }
  }
  // "Pax 2 ADL", "PAX 3 ADT 1 CHD 7" (class: the agents' label with no colon, before a count of a code): the label only
  if (r.t(i) === 'pax' && r.toks[i + 1]?.d && !r.used[i + 1] && SHORTHAND.has(r.t(i + 2)) && r.partyStartsAt(i + 1)) {
    r.mark(i, i + 1);
    return i + 1;
  }
  if (!CHILD_LABELS.has(r.t(i)) || !r.toks[i + 1]?.d || r.t(i + 1).length !== 1 || !r.glued(i + 1)) return undefined;
  let k = i + 2;
  if (r.t(k) === ':' || r.t(k) === '-' || r.t(k) === '=') k++;
  if (!r.toks[k]?.d) return undefined;
  r.mark(i, k);
  return k;
}

/**
 * Class: an agency's child code with its ages and no count before it ("2 ADL + CHD 5 años", "Hab 2: 2 ADL + CHD 8 y 10
 * años", "CHD 7"): one child per age said. With a count ("1 CHD 5") the count's reader reads it.
 */
export function codedChildAges(r: Reader, i: number): number | undefined {
  // ("Chd: 1 (5 años)", "CHD = 0": a label, the count after it)
  if (!SHORTHAND.has(r.t(i)) || r.cls(i)?.cls !== 'child' || r.count(i - 1, false) !== undefined || /^(:|=)$/.test(r.t(i + 1))) return undefined;
  const ages = r.readAges(i + 1, 'many');
  const n = ages ? ages.ages.length + ages.old.length : 0;
  if (!ages || n === 0) return undefined;
  r.found.push({ k: 'children', n, ages: ages.ages, old: ages.old, at: i });
  return r.done(i, ages.end);
}

/**
 * Class: children counted by the English compound in the plural ("two 7-year-olds", "their twin 7-year-olds", "3
 * ten-year-olds"): that many children, each that age. A count of 2 or more, or "twin(s)" (2), then the age, its unit
 * and "olds".
 */
export function yearOlds(r: Reader, i: number): number | undefined {
  let k = i;
  if (/^(my|our|their|the|his|her)$/.test(r.t(k))) k++;
  const n = /^(twin|twins)$/.test(r.t(k)) ? 2 : r.count(k, false);
  if (n === undefined || n < 2 || r.used[k]) return undefined;
  const tok = r.toks[k + 1];
  const v = tok?.d ? Number(tok.t) : NUMBER_WORDS[tok?.t ?? ''];
  if (v === undefined || r.used[k + 1]) return undefined;
  let j = k + 2;
  if (r.t(j) === '-') j++;
  const u = r.t(j);
  if (!/^(year|yr|month|mo)$/.test(u)) return undefined;
  j++;
  if (r.t(j) === '-') j++;
  if (r.t(j) !== 'olds') return undefined;
  const years = /^mo/.test(u) ? Math.floor(v / 12) : v;
  if (years >= ADULT_AGE) return undefined;
  r.found.push({ k: 'children', n, ages: Array.from({ length: n }, () => years), old: [], at: i });
  return r.done(i, j + 1);
}

/** "a 5 year old", "my 3-year-old son", "un niño de 5" is a group; this is the English compound. */
export function yearOld(r: Reader, i: number): number | undefined {
  let k = i;
  if (/^(a|an|my|our|the)$/.test(r.t(k))) k++;
  const tok = r.toks[k];
  if (!tok || r.used[k]) return undefined;
  const v = tok.d ? Number(tok.t) : NUMBER_WORDS[tok.t];
  if (v === undefined || v > 120 || /^(a|an|no|un|una)$/.test(tok.t)) return undefined;
  let j = k + 1;
  if (r.t(j) === '-') j++;
  const u = r.t(j);
  if (u === 'yo') j++;
  else if (u === 'y' && r.t(j + 1) === '/' && r.t(j + 2) === 'o')
    j += 3; // "12 y/o"
  else if (u === 'y' && r.t(j + 1) === 'o') j += 2;
  else if (/^(year|years|yr|yrs|month|months|mo|mos)$/.test(u) || WEEK_UNITS.has(u)) {
    j++;
    if (r.t(j) === '-') j++;
    if (r.t(j) === 'old') j++;
    // "my 12 yrs nephew": without "old" only right before a person
    else if (!r.personNoun(j)) return undefined;
  } else return undefined;
  if (k === i && u === 'yo' && !/^(and|y|\+|&|with|,)$/.test(r.t(i - 1))) return undefined;
  // Class: an age in weeks ("our 6-week-old"): a baby of 0
  const years = /^mo/.test(u) ? Math.floor(v / 12) : WEEK_UNITS.has(u) ? Math.floor(v / 52) : v;
  // the person the age is of: "son", "girl", "nephew"; a brother or a friend only under 18
  const c = r.cls(j);
  if (c && !c.plural && c.cls === 'adultRel' && years >= ADULT_AGE && k > i) {
    // "my 40 year old husband": a grown-up of the party
    r.found.push({ k: 'companion', n: 1, at: i });
    return r.done(i, j + 1);
  }
  // "our 2-year-old twins", "their 9-month-old triplets": the children born together, each that age
  if (c?.cls === 'twins' && years < ADULT_AGE) {
    const n = bornTogether(r.t(j));
    r.found.push({ k: 'children', n, ages: Array.from({ length: n }, () => years), old: [], at: i });
    return r.done(i, j + 1);
  }
  // "I am 78 years old and travelling with my wife", "I'm 40 years old" (class: the speaker's own age): the speaker, no
  // one more of the party
  if (k === i && !c && years >= ADULT_AGE && /^(am|m|im)$/.test(r.t(i - 1)) && (r.t(i - 1) === 'im' || r.t(i - 2) === 'i')) {
    r.found.push({ k: 'self', at: i, strong: false });
    return r.done(i, j);
  }
  const rel = OFFSPRING.has(r.t(j));
  if (c && !c.plural && (c.cls === 'child' || c.cls === 'weakChild' || c.cls === 'kin' || (c.cls === 'adultRel' && years < ADULT_AGE))) j++;
  r.found.push({ k: 'children', n: 1, ages: years >= ADULT_AGE ? [] : [years], old: years >= ADULT_AGE ? [years] : [], at: i, ...(rel ? { rel } : {}) });
  return r.done(i, j);
}

/** At the children's ages question: "5 y 8", "tiene 5", "8 meses", "el mayor 10 y la menor 3". */
export function bareAges(r: Reader, i: number): number | undefined {
  if (r.expecting !== 'childAges') return undefined;
  // "el 2", "para el 15", "on the 3rd": a date, not an age
  if (/^(el|del|al|the|on|para|for|desde|hasta|from|until|dia)$/.test(r.t(i - 1)) && r.toks[i]?.d) return undefined;
  const ages = r.readAges(i, 'always');
  if (!ages) return undefined;
  const same = ages.each && ages.ages.length + ages.old.length === 1;
  r.found.push({ k: 'children', n: undefined, ages: ages.ages, old: ages.old, at: -1 - i, ...(same ? { same } : {}) });
  r.mark(i, ages.end);
  return ages.end;
}

/**
 * Class: everyone's ages at the party question ("38, 36, 10 and 7", "42, 40 y 12"): the message only a list of ages,
 * one of them more than a party may count ({@link MAX_PEOPLE}), so none is a count: the grown-ups ({@link ADULT_AGE}
 * or more) and the children of the ages said.
 */
export function everyonesAges(r: Reader, i: number): number | undefined {
  if (r.expecting !== 'party' || i !== 0) return undefined;
  const ages = r.readAges(i, 'always');
  if (!ages || ages.end < r.toks.length || ages.old.length === 0 || ages.each || ages.ages.length + ages.old.length < 2) return undefined;
  if (!r.toks.some((t) => t.d && Number(t.t) > MAX_PEOPLE)) return undefined;
  r.found.push({ k: 'adults', n: ages.old.length, at: i });
  if (ages.ages.length > 0) r.found.push({ k: 'children', n: ages.ages.length, ages: ages.ages, old: [], at: i + 1 });
  r.mark(i, ages.end);
  return ages.end;
}

/** Decades of grown-ups' ages in words ("in their seventies", "en sus setentas"). */
const DECADE_WORDS =
  /^(twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties|veintes|treintas|cuarentas|cincuentas|sesentas|setentas|ochentas|noventas)$/;

/**
 * Class: grown-ups' ages said by their decade ("my parents (both in their 70s)", "both in their seventies", "los dos
 * en sus setentas"): words about people already named, counting no one; their words are set aside.
 */
export function decadeAges(r: Reader, i: number): number | undefined {
  let k = i;
  if (/^(both|all|ambos|ambas|todos|todas)$/.test(r.t(k))) k++;
  if (!/^(in|en)$/.test(r.t(k)) || !/^(their|our|his|her|sus|su)$/.test(r.t(k + 1))) return undefined;
  k += 2;
  if (r.toks[k]?.d && /^[2-9]0$/.test(r.t(k)) && r.t(k + 1) === 's') k += 2;
  else if (DECADE_WORDS.test(r.t(k))) k++;
  else return undefined;
  if (!r.found.some((x) => x.k === 'companion' || x.k === 'adults' || x.k === 'self' || x.k === 'total')) return undefined;
  r.mark(i, k);
  return k;
}

/**
 * Class: a school year said for a child ("they're in Year 2 and Year 5", "grade 3", "5 grado"): the year of school,
 * not an age (a child in Year 4 is 8 or 9): its words are set aside, so the age is asked. Not after a number ("1
 * year 6 months" is an age).
 */
export function schoolYear(r: Reader, i: number): number | undefined {
  const w = r.t(i);
  if (/^(year|grade|grado|yr)$/.test(w) && !r.toks[i - 1]?.d && NUMBER_WORDS[r.t(i - 1)] === undefined && r.count(i + 1, false) !== undefined) {
    r.mark(i, i + 2);
    return i + 2;
  }
  if (/^(grade|grado)$/.test(r.t(i + 1)) && r.count(i, false) !== undefined) {
    r.mark(i, i + 2);
    return i + 2;
  }
  // "in 2nd grade", "in 6th" (an ordinal is a school year, never an age): the number, its suffix and the word after
  if (r.toks[i]?.d && /^(st|nd|rd|th)$/.test(r.t(i + 1))) {
    if (/^(grade|year|yr|form)$/.test(r.t(i + 2))) {
      r.mark(i, i + 3);
      return i + 3;
    }
    if (r.t(i - 1) === 'in') {
      r.mark(i, i + 2);
      return i + 2;
    }
  }
  return undefined;
}

/**
 * An age said and then corrected (class: a birthday to come, then the age now): "el niño cumple 5 la otra semana, o
 * sea que todavía tiene 4", "he turns 8 next month, so still 7". The age to come is set aside (its words used, read
 * by nobody); the age after "todavía", "aún", "still", or a word of now ("ahorita tiene 7", "ahora", "now", "currently")
 * is read as usual.
 */
export function correctedAges(r: Reader): void {
  for (let i = 0; i < r.toks.length; i++) {
    if (!/^(todavia|aun|still|ahora|ahorita|actualmente|now|currently)$/.test(r.t(i))) continue;
    let k = i + 1;
    if (/^(tiene|is|has|es|va|en)$/.test(r.t(k))) k++;
    const now = r.count(k, false);
    if (now === undefined) continue;
    for (let b = i - 1; b >= Math.max(1, i - 10); b--) {
      if (!/^(cumple|cumplira|turns|turning|cumpliria)$/.test(r.t(b - 1))) continue;
      const then = r.count(b, false);
      if (then === undefined || then <= now) break;
      // The words between the age to come and the word of now are the birthday's time ("el mes que viene", "next
      // month"): used here, so they are not read as the stay's dates.
      r.mark(oneOfThemBefore(r, b - 1), i);
      r.used[i] = true;
      break;
    }
  }
}

/**
 * Class: a birthday to come, with its time ("cumple 6 en enero", "turns 6 in January", "va a cumplir 9 el mes que
 * viene", "cumplirá 4 la otra semana", of several: "the twins, they turn 3 in May", "cumplen 3 en mayo", "cumplen 12 y 14
 * en enero"), or in a verb of the future ("va a cumplir 7", "she's turning 9"): the age to
 * come is not the child's age. Its words (and the time's) are used here and read by nobody, so the age now is the one
 * said elsewhere, or asked.
 */
export function birthdaysToCome(r: Reader): void {
  for (let i = 0; i < r.toks.length; i++) {
    const t = r.t(i);
    const verb =
      /^(cumple|cumplen|cumplira|cumpliran|cumpliria|turn|turns|turning)$/.test(t) || (t === 'cumplir' && /^(va|van)$/.test(r.t(i - 2)) && r.t(i - 1) === 'a');
    // "6 and 8 (9 next month)": the next age in brackets with its time, after an age, is a birthday to come
    if (t === '(' && !r.used[i] && r.toks[i - 1]?.d && r.toks[i + 1]?.d && Number(r.t(i + 1)) === Number(r.t(i - 1)) + 1) {
      const end = birthdayTimeEnd(r, i + 2);
      if (end !== undefined && r.t(end) === ')') r.mark(i, end + 1);
      continue;
    }
    if (!verb || r.used[i]) continue;
    let k = i + 1;
    if (/^(los|las)$/.test(r.t(k))) k++;
    if (r.count(k, false) === undefined) continue;
    k++;
    // (several ages to come, one per child: "11 y 13, cumplen 12 y 14 en enero")
    while (/^(y|e|and|,)$/.test(r.t(k)) && r.count(k + 1, false) !== undefined && /^(cumplen|cumpliran|turn|turning)$/.test(t)) k += 2;
    if (YEAR_UNITS.has(r.t(k)) && !GLUED_ONLY_UNITS.has(r.t(k))) k++;
    // the future said in the verb itself needs no time ("la niña va a cumplir 7", "cumplirá 4", "she's turning 9"):
    // the age to come is set aside too, the age now is asked ("cumple 7" alone may be the age now)
    const end = birthdayTimeEnd(r, k) ?? (/^(cumplir|cumplira|cumpliran|turning)$/.test(t) ? k : undefined);
    if (end === undefined) continue;
    r.mark(oneOfThemBefore(r, t === 'cumplir' ? i - 2 : i), end);
  }
}

/**
 * Where a birthday's phrase starting at `verb` starts, with the pronoun of one of the children before it ("uno cumple
 * 10 la otra semana", "y una cumple 4 en mayo", "one turns 9 next month"): the pronoun is the subject, no age (it
 * was read as 1). After a word that takes an age ("tiene uno, cumple 2 en mayo") the number is an age and stays.
 */
function oneOfThemBefore(r: Reader, verb: number): number {
  return /^(uno|una|one)$/.test(r.t(verb - 1)) && /^(|,|;|\.|:|y|e|and|pero|but)$/.test(r.t(verb - 2)) ? verb - 1 : verb;
}

/** The index after a time of a birthday to come at `k` ("en enero", "in January", "el mes que viene", "next month", "pronto"), or undefined. */
function birthdayTimeEnd(r: Reader, k: number): number | undefined {
  const a = r.t(k);
  const b = r.t(k + 1);
  // after "in" a month said short is a month ("turn 3 in May")
  if (/^(en|in|de|this|este|esta)$/.test(a) && (MONTHS[b] ?? MONTH_ABBR[b]) !== undefined) return k + 2;
  if (MONTHS[a] !== undefined) return k + 1;
  if (/^(pronto|soon|manana|tomorrow)$/.test(a)) return k + 1;
  if (/^(next|r)$/.test(a) && /^(week|month|year)$/.test(b)) return k + 2;
  if (/^(el|la)$/.test(a) && /^(mes|semana|ano)$/.test(b) && /^(que|q)$/.test(r.t(k + 2)) && /^viene$/.test(r.t(k + 3))) return k + 4;
  if (/^(el|la)$/.test(a) && /^(proximo|proxima|otra|otro)$/.test(b) && /^(mes|semana|ano)$/.test(r.t(k + 2))) return k + 3;
  return undefined;
}

/**
 * Class: the ages of the children just counted, said with a pronoun and a verb opening the next clause ("mis dos hijos
 * y yo, ellos tienen 14 y 16", "2 kids, they are 5 and 9", "nuestra hija, ella tiene 7"): the ages of the one earlier
 * mention of children said with no ages, when as many ages are said as it counts (one for "he"/"she"/"él"/"ella", two
 * or more for "they"/"ellos"/"ellas"); a grown-up's age makes that one a grown-up ("our son, he has 18 years").
 */
export function pronounAges(r: Reader, i: number): number | undefined {
  // (right after the clause that named them, "too"/"también" closing it: "oh and my son too, he's 18")
  const closed = r.lastEnd === i - 1 || (r.lastEnd === i - 2 && /^(too|also|tambien)$/.test(r.t(i - 2)));
  if (!/^(,|;|\.|y|and)$/.test(r.t(i - 1)) || !closed) return undefined;
  const p = r.t(i);
  const v = r.t(i + 1);
  let k: number | undefined;
  let many = true;
  if (/^(ellos|ellas)$/.test(p) && v === 'tienen') k = i + 2;
  else if (p === 'they' && /^(are|re)$/.test(v)) k = i + 2;
  else if (p === 'theyre') k = i + 1;
  else if (/^(el|ella)$/.test(p) && v === 'tiene') (k = i + 2), (many = false);
  else if (/^(he|she)$/.test(p) && /^(is|s|has)$/.test(v)) (k = i + 2), (many = false);
  else if (/^(hes|shes)$/.test(p)) (k = i + 1), (many = false);
  if (k === undefined) return undefined;
  const ages = r.readAges(k, 'always');
  if (!ages || ages.each) return undefined;
  // (a grown-up's age, then the grown-ups counted again: "she's 18 now so I guess two adults" is read by that count)
  if (ages.old.length > 0 && r.toks.some((_, x) => x >= ages.end && r.cls(x)?.cls === 'adult')) return undefined;
  const said = ages.ages.length + ages.old.length;
  if (many ? said < 2 : said !== 1) return undefined;
  if (r.agesOfCounted(ages) !== true) return undefined;
  r.mark(i, ages.end);
  return ages.end;
}
