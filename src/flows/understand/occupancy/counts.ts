/**
 * Rules of the occupancy reader: counted people: totals ("somos 4", "family of five", "party of 6"), counts by role
 * ("2 adultos", "3 ingenieros"), ranges and approximate counts ("4 o 5", "como 6"), counts followed by kids or
 * ages, and the forms agents and guests fill in ("Adultos: 2", "2+1").
 *
 * A rule reads at token `i` of a {@link Reader}: it returns the token after what it read (having pushed its
 * mentions and marked the tokens used), or `undefined` when its phrase does not start there. `./scan.ts` tries
 * the rules in order.
 */
import { NUMBER_WORDS } from '../text.js';
import { MONTH_ABBR, MONTHS } from '../dates/words.js';
import { PEOPLE_WORDS, readerWords } from '../people.js';
import {
  AGE_SEPARATORS,
  APPROX,
  FAMILY_LEAD,
  GLUED_ONLY_UNITS,
  MONTH_UNITS,
  MORE_WHO,
  NOT_AGE_AFTER,
  PARA,
  SAFE_AFTER_TOTAL,
  SHORTHAND,
  STRICT_SLANG,
  TOTAL_VERBS,
  WORK_TEAMS,
  YEAR_UNITS,
} from './words.js';
import { PARTY_LABELS } from './tokens.js';
import { type Reader, WHOLE_COMPANY } from './reader.js';

/**
 * Class: a count said of a role named with its article ("los niños son 3, no 2", "los adultos son 4"): that many of
 * them; a contrast "no M" after it denies M. Not an age ("los niños son de 5 y 7", "… son 3 años").
 */
export function roleCount(r: Reader, i: number): number | undefined {
  if (r.lang !== 'es' || !/^(los|las)$/.test(r.t(i)) || r.t(i + 2) !== 'son') return undefined;
  const role = r.cls(i + 1);
  if (!role?.plural) return undefined;
  const n = r.count(i + 3, false);
  const unit = r.t(i + 4);
  if (n === undefined || n < 1 || ((YEAR_UNITS.has(unit) || MONTH_UNITS.has(unit)) && (!GLUED_ONLY_UNITS.has(unit) || r.glued(i + 4)))) return undefined;
  let end = i + 4;
  const denied = r.t(end) === ',' ? end + 1 : end;
  if (r.t(denied) === 'no' && r.count(denied + 1, false) !== undefined && r.count(denied + 1, false) !== n) end = denied + 2;
  if (role.cls === 'child' || (role.cls === 'weakChild' && !STRICT_SLANG.has(r.t(i + 1)))) r.found.push({ k: 'children', n, ages: [], old: [], at: i });
  else if (role.cls === 'adult' && PEOPLE_WORDS.get(r.t(i + 1))?.age === 'adult') r.found.push({ k: 'adults', n, at: i });
  else return undefined;
  return r.done(i, end);
}

/**
 * Agents' shorthand "adults+children" (class: two counts joined by "+"): "2+2 (3 & 7)", "2+2, niños de 4 y 6",
 * "2A+1C(8y)". Bare digits are read only when the children's ages that follow match the second count (a bare
 * "2+1" may be people in two rooms: never read); with the letters glued ("2A+1C") or after a label of the party
 * ("Pax: 2+1", "Ocupación 2+0") the shorthand says it, ages or not.
 */
export function plusParty(r: Reader, at: number): number | undefined {
  // "Pax: 2+1", "Ocupación 2+2" (class: the shorthand after a label of the party): the label says it, like the codes.
  const i = PARTY_LABELS.has(r.t(at)) ? (r.t(at + 1) === ':' ? at + 2 : at + 1) : at;
  const labelled = i !== at;
  const tok = r.toks[i];
  if (!tok?.d || r.t(i - 1) === '+' || r.used[i]) return undefined;
  let k = i + 1;
  const lettered = r.glued(i + 1) && /^(a|ad|adt|adl)$/.test(r.t(i + 1));
  const coded = lettered || labelled;
  if (lettered) k++;
  if (r.t(k) !== '+' || !r.toks[k + 1]?.d) return undefined;
  let e = k + 2;
  if (lettered) {
    if (!(r.glued(k + 2) && /^(c|ch|chd|k|n|inf)$/.test(r.t(k + 2)))) return undefined;
    e++;
  } else if (r.glued(k + 2) && !r.toks[k + 2]?.p) return undefined;
  if (r.t(e) === '+') return undefined; // "2+2+1 adults": one count per room
  const adults = Number(tok.t);
  const children = Number(r.t(k + 1));
  if (adults < 1 || adults > 9 || children < (labelled ? 0 : 1) || children > 9) return undefined;
  let ages = r.t(e) === '(' ? r.readAges(e, 'never') : undefined;
  // "2+2 (kids 4 & 6)", "2+2 (niños de 4 y 6)": the child word inside the brackets, its ages after it
  if (!ages && r.t(e) === '(' && r.cls(e + 1)?.cls === 'child' && (r.cls(e + 1)!.plural || children === 1)) {
    // (one child, one bare age: "pax 2+1 (child 4)")
    const inner = r.readAges(e + 2, children === 1 ? 'always' : 'many');
    if (inner && r.t(inner.end) === ')') ages = { ...inner, end: inner.end + 1 };
  }
  if (ages && !(ages.old.length === 0 && ages.ages.length === children)) ages = undefined;
  if (!ages) {
    const at = /^(,|:)$/.test(r.t(e)) ? e + 1 : e;
    const c = r.cls(at);
    // "2+2, niños de 4 y 6", "Pax: 2+1, niño de 5" (class: the children of the count named right after it with their
    // ages, one child word for one child): the same children
    const list = c?.cls === 'child' && (c.plural || children === 1) ? r.readAges(at + 1, 'many') : undefined;
    if (list && list.old.length === 0 && list.ages.length === children) ages = list;
  }
  if (!ages && !coded) return undefined;
  r.found.push({ k: 'adults', n: adults, at: i });
  if (children > 0) r.found.push({ k: 'children', n: children, ages: ages?.ages ?? [], old: [], at: k + 1 });
  return r.done(at, ages?.end ?? e);
}

/**
 * A count said to be all grown-ups (class: "5, all adults", "cinco, todos adultos", "four — all adults", "4, all of
 * them adults"): that many adults. After a count read already ("somos 5, todos adultos") the words are read with it.
 */
export function allGrown(r: Reader, i: number): number | undefined {
  // the count starts its clause, follows a verb of the whole party or one group ("somos cinco todos adultos", "mi
  // combo de 7, todos adultos"); "somos 11 familias de 3, todos adultos" counts each family, not the party
  const prev = r.t(i - 1);
  const starts =
    i === 0 ||
    /^(,|:|;|-|—|–|are|were)$/.test(prev) ||
    TOTAL_VERBS.has(prev) ||
    (/^(de|of)$/.test(prev) && WHOLE_COMPANY.test(r.t(i - 2)) && !/s$/.test(r.t(i - 2)));
  const n = starts ? r.numberAt(i) : undefined;
  let k = n === undefined ? i : i + 1;
  while (/^(,|-|—|–|:|\()$/.test(r.t(k))) k++;
  // "two, both adults", "dos personas, ambas adultas": "both" says it of a count of two
  const both = /^(both|ambos|ambas)$/.test(r.t(k));
  if (!/^(all|todos|todas)$/.test(r.t(k)) && !both) return undefined;
  if (both && n !== undefined && n !== 2) return undefined;
  let j = k + 1;
  if (r.t(j) === 'of' && r.t(j + 1) === 'them') j += 2;
  if (/^(are|son|somos|were|we)$/.test(r.t(j))) j++;
  const c = r.cls(j);
  if (!(c?.cls === 'adult' && c.plural) || r.used[j]) return undefined;
  if (n !== undefined) {
    if (n < 1) return undefined;
    r.found.push({ k: 'adults', n, at: i });
    return r.done(i, j + 1);
  }
  // the words after a count read already: "somos 5, todos adultos"
  let b = i - 1;
  while (b >= 0 && /^(,|-|—|–|:)$/.test(r.t(b))) b--;
  const before = r.found.find((x) => (x.k === 'total' && x.end === b + 1) || (x.k === 'adults' && x.at === b));
  if (!before || !r.used[b]) return undefined;
  if (both && !('n' in before && before.n === 2)) return undefined;
  // …no children among them
  r.found.push({ k: 'zeroKids', at: i });
  r.mark(i, j + 1);
  return j + 1;
}

/** "adultos: 2", "habitaciones 2", "niños: 1" (form style: the word before its count). */
export function form(r: Reader, i: number): number | undefined {
  const c = r.cls(i);
  if (!c || !(c.cls === 'adult' || c.cls === 'people' || c.cls === 'child' || c.cls === 'room')) return undefined;
  let k = i + 1;
  // "ADT x3, CHD x1" (class: agents' "times" sign before the count of a code): read as a colon
  const colon = r.t(k) === ':' || r.t(k) === '=' || (r.t(k) === 'x' && SHORTHAND.has(r.t(i)) && !!r.toks[k + 1]?.d);
  if (colon) k++;
  const tok = r.toks[k];
  if (!tok || r.used[k]) return undefined;
  const n = tok.d ? (tok.t.length <= 3 ? Number(tok.t) : undefined) : /^(un|una|a|an|no|par)$/.test(tok.t) ? undefined : NUMBER_WORDS[tok.t];
  if (n === undefined) return undefined;
  // Class: a form line of children with their ages in brackets ("Niños: 2 (5 y 8)", "Kids: 2 (4, 7)"): the count and
  // its ages, as many ages as children or none read.
  // ("CHD 1 (11a)": an agent's code needs no colon)
  if (c.cls === 'child' && (colon || SHORTHAND.has(r.t(i)) || r.formStyle) && n > 0 && r.t(k + 1) === '(') {
    const ages = r.readAges(k + 1, 'always');
    if (ages && ages.ages.length + ages.old.length === n && ages.old.length === 0) {
      r.formStyle = true;
      r.mark(i, ages.end);
      r.absorbBefore(i);
      r.found.push({ k: 'children', n, ages: ages.ages, old: [], at: i });
      return ages.end;
    }
  }
  const continues = r.cls(k + 1) !== undefined && (r.toks[k + 2]?.d || r.t(k + 2) === ':');
  if (!r.freeAfter(k) && !continues) return undefined;
  if (YEAR_UNITS.has(r.t(k + 1)) || MONTH_UNITS.has(r.t(k + 1))) return undefined;
  if (c.cls === 'child' && !colon && !r.formStyle) return undefined;
  // "hab 2" after other form lines ("ADT 3 / CHD 1 / hab 2"): a line of the same form
  if (c.cls === 'room' && !colon && !c.plural && !r.formStyle) return undefined;
  if (!colon && !c.plural && !(c.cls === 'room' && r.formStyle)) return undefined;
  // a count followed by an age list is the child phrase's business ("kids 6 and 9")
  if (c.cls === 'child' && !colon && AGE_SEPARATORS.has(r.t(k + 1)) && r.toks[k + 2]?.d) return undefined;
  r.formStyle = true;
  r.mark(i, k + 1);
  r.absorbBefore(i);
  if (c.cls === 'adult') r.found.push({ k: 'adults', n, at: i });
  else if (c.cls === 'people') r.found.push({ k: 'total', n, family: false, at: i, end: k + 1 });
  else if (c.cls === 'room') r.found.push({ k: 'rooms', n, at: i, end: k + 1, perRoomOf: false });
  else if (n === 0) r.found.push({ k: 'zeroKids', at: i });
  else r.found.push({ k: 'children', n, ages: [], old: [], at: i });
  return k + 1;
}

/**
 * Class: a bare count answering the party question, then some of them described ("3 pero uno es un bebé", "4, two are
 * kids"): the count is the party's total, never that many grown-ups beside the ones described.
 */
export function bareTotal(r: Reader, i: number): number | undefined {
  if (i !== 0 || r.expecting !== 'party') return undefined;
  const n = r.count(0, false);
  if (n === undefined || n < 2) return undefined;
  const described = (k: number) => /^(uno|una|one|dos|two|tres|three)$/.test(r.t(k)) && /^(es|son|is|are)$/.test(r.t(k + 1));
  if (!(someOfThem(r, 1) || (r.t(1) === ',' && described(2)))) return undefined;
  r.found.push({ k: 'total', n, family: false, at: 0, end: 1 });
  return r.done(0, 1);
}

/**
 * Whether some of the people just counted are described from token `k` on, after "pero"/"but" ("somos 3 pero uno es
 * un bebé", "4 but two are kids"): the count is their total.
 */
function someOfThem(r: Reader, k: number): boolean {
  return /^(pero|but)$/.test(r.t(k)) && /^(uno|una|one|dos|two|tres|three)$/.test(r.t(k + 1)) && /^(es|son|is|are|s|re)$/.test(r.t(k + 2));
}

/** Places people know each other from where everyone is a grown-up ("del trabajo", "de la oficina", "from work"): the people lexicon's `grownUpCircles`; see {@link total}. */
const GROWN_UP_CIRCLES: ReadonlySet<string> = readerWords('grownUpCircles');
/** Groups the speakers count themselves from ("del coro", "del equipo comercial", "from the band"): the people lexicon's `groupsCounted`; see {@link total}. */
const GROUPS_COUNTED: ReadonlySet<string> = readerWords('groupsCounted');

/**
 * "ellos 2", "the two of them" at `i`, the count ending before `end`: opening the message, the party's count with whoever
 * is joined after it ("ellos dos y un bebé de brazos"); after people named, their count when it closes what is said
 * of them ("es para mi hijo y su novia, …, ellos 2", "… just the two of them, 5 nights"). In a list of the party
 * ("ellos dos, nosotros dos y…", "ellos 2 y mi sobrina") it is left to the list. Undefined when not read.
 */
function themCounted(r: Reader, i: number, end: number): number | undefined {
  const n = r.count(i + 1, false)!;
  const named = r.found.some((x) => x.k !== 'rooms' && x.k !== 'seg');
  // (opening the message, maybe after "just", "it's": "just the two of them")
  if (!named && r.toks.slice(0, i).every((x) => /^(just|only|solo|solamente|its|it|s|is)$/.test(x.t))) {
    r.found.push({ k: 'total', n, family: false, at: i, end, we: true });
    return r.done(i, end);
  }
  let j = end;
  while (/^(nada|mas|no|solo|solamente|only|just)$/.test(r.t(j))) j++;
  const next = r.t(j);
  // (what follows in the whole message, words other readers took included: "ellos dos en silla de ruedas" goes on)
  const rest = r.whole.slice(r.toks[j - 1]!.e);
  const closes =
    /^\s*(?:[.;!?)]|$)/.test(rest) ||
    (next === ',' &&
      !/^(y|e|and|mi|mis|my|our|su|sus|their|his|her|nosotros|nosotras|yo|me|i|we|us|la|el|los|las|the)$/.test(r.t(j + 1)) &&
      !r.cls(j + 1) &&
      !(r.count(j + 1, false) !== undefined && r.cls(j + 2)));
  if (!named || !closes) return undefined;
  r.found.push({ k: 'total', n, family: false, at: i, end });
  return r.done(i, end);
}

/** "somos 4", "we are 3", "para 2", "for two", "family of four", "grupo de 6", "en total 5", "nosotros dos", "both of us", "ellos 2", "the two of them". */
export function total(r: Reader, i: number): number | undefined {
  const w = r.t(i);
  let k = i + 1;
  const family = false;
  let approx = false;
  let we = false;
  if (TOTAL_VERBS.has(w) || (w === 'we' && /^(are|re|r)$/.test(r.t(i + 1))) || w === 'were') {
    if (w === 'we') k++;
    if (r.t(k) === 'a' && r.t(k + 1) === 'ser') k += 2;
    if (/^(los|las|nosotros|nosotras)$/.test(r.t(k))) k++;
    // "no somos 2, somos 3": the negated count is dropped (its words are used, nothing is found)
    if (/^(no|not)$/.test(r.t(i - 1)) && !r.used[i - 1] && r.count(k, false) !== undefined && r.cls(k + 1) === undefined) {
      r.mark(i - 1, k + 1);
      return k + 1;
    }
    const a = approxAt(r, k);
    if (a > k) {
      approx = true;
      k = a;
    }
    if (/^(una|a)$/.test(r.t(k)) && /^(familia|family)$/.test(r.t(k + 1))) return familyPhrase(r, i, k + 1);
    if (r.t(k) === 'familia' || r.t(k) === 'family') return familyPhrase(r, i, k);
  } else if (PARA.has(w)) {
    // "para 2", "for two": only when nothing after makes it something else
  } else if (/^(nosotros|nosotras|us)$/.test(w) && /^(y|e|and|&)$/.test(r.t(i - 1)) && r.t(k) === ',' && r.count(k + 1, false) !== undefined) {
    // "mi papá, mi mamá y nosotros, 4 adultos más", "my dad, my mom and us, 4 more adults" (class: the speakers after
    // others listed, then their count as more people): the speakers are that many, like "y nosotros 4"
    const n = r.count(k + 1, false)!;
    const people = (at: number) => countedPeopleAt(r, at);
    let end = k + 2;
    if (people(end) && /^(mas|more)$/.test(r.t(end + 1))) end += 2;
    else if (/^(mas|more)$/.test(r.t(end))) end += people(end + 1) ? 2 : 1;
    else return undefined;
    r.found.push({ k: 'total', n, family: false, at: i, end, we: true });
    return r.done(i, end);
  } else if ((w === 'nosotros' || w === 'nosotras') && r.count(k, false) !== undefined) {
    we = true; // "nosotros dos"
  } else if (
    /^(los|las)$/.test(w) &&
    r.count(k, false) === 2 &&
    (k + 1 >= r.toks.length || !!r.toks[k + 1]!.p || joinedSomeone(r, k + 1)) &&
    (i === 0 || !!r.toks[i - 1]!.p) &&
    r.expecting !== 'rooms' &&
    r.expecting !== 'childAges' &&
    !r.found.some((x) => x.k !== 'rooms')
  ) {
    // "Santa Marta, viernes y sábado, los dos", "del 10 al 14, las dos" (class: the pair said as a clause of its own,
    // nobody else named): the speaker and one more; so too before someone joined ("los 2 y la abuela de 85")
    r.found.push({ k: 'total', n: 2, family: false, at: i, end: k + 1, we: true });
    return r.done(i, k + 1);
  } else if (w === 'us' && /^(|just|only|for|,|:|-|—|–|its|s|be|and|&|\+|plus)$/.test(r.t(i - 1)) && r.count(k, false) !== undefined) {
    we = true; // "us two", "just us 2", "for us two", "… and us two" (not "give us 2 rooms": the noun after stops it below)
  } else if (w === 'we' && (i === 0 || /^(,|just|only)$/.test(r.t(i - 1))) && r.toks[k]?.d !== undefined && r.count(k, false) !== undefined) {
    we = true; // "we 2 and the baby" at the start of a phrase
  } else if ((w === 'party' || w === 'group' || w === 'grupo') && (r.t(k) === 'of' || r.t(k) === 'de')) {
    k++;
    // "a party of 12 girls", "un grupo de 8 amigos", "a hen party of 12 girls" (class: a group counted with who they
    // are): that many adults; girls and boys only on a night out ("hen", "stag", "despedida"), never a school group
    const n = r.count(k, false);
    const c = r.cls(k + 1);
    const outing = r.toks.slice(Math.max(0, i - 3), i).some((x) => /^(hen|bachelorette|stag|bachelor|despedida|bachelors|girls|boys)$/.test(x.t));
    if (n !== undefined && c?.plural && (c.cls === 'people' || c.cls === 'adultRelMany' || (c.cls === 'weakChild' && outing))) {
      const from = /^(a|an|un|una|the|el)$/.test(r.t(i - 1)) && !r.used[i - 1] ? i - 1 : i;
      const young = r.youngGroup(from, k + 2, n);
      if (young !== undefined) return young;
      r.found.push({ k: 'total', n, family: false, at: i, end: k + 2 });
      return r.done(from, k + 2);
    }
    // "Party of 7 for a Bogotá offsite", "un grupo de 12, del 3 al 5" (class: the group counted, then what it is for or
    // a mark): that many
    if (n !== undefined && c === undefined && (r.t(k + 1) === '' || r.toks[k + 1]?.p || /^(for|para|pa)$/.test(r.t(k + 1)))) {
      const from = /^(a|an|un|the|el)$/.test(r.t(i - 1)) && !r.used[i - 1] ? i - 1 : i;
      r.found.push({ k: 'total', n, family: false, at: i, end: k + 1 });
      return r.done(from, k + 1);
    }
    // "un grupo de 12 del trabajo", "a group of 8 from the office": where the group comes from closes it
    if (
      n !== undefined &&
      c === undefined &&
      /^(del|de|from)$/.test(r.t(k + 1)) &&
      !r.toks[k + 2]?.d &&
      !NOT_AGE_AFTER.has(r.t(k + 2)) &&
      !(r.t(k + 2) in NUMBER_WORDS)
    ) {
      const from = /^(un|a|the|el)$/.test(r.t(i - 1)) && !r.used[i - 1] ? i - 1 : i;
      r.found.push({ k: 'total', n, family: false, at: i, end: k + 1 });
      return r.done(from, k + 1);
    }
  } else if (WORK_TEAMS.has(w) && (r.t(k) === 'of' || r.t(k) === 'de') && r.count(k + 1, false) !== undefined && r.cls(k + 2) === undefined) {
    // "our team of 10", "un equipo de 6" (class: a work team counted): colleagues travelling for work are that many adults.
    const n = r.count(k + 1, false)!;
    const from = /^(a|an|un|una|the|el|our|my|nuestro|mi)$/.test(r.t(i - 1)) && !r.used[i - 1] ? i - 1 : i;
    r.found.push({ k: 'total', n, family: false, at: i, end: k + 2 });
    return r.done(from, k + 2);
  } else if ((w === 'en' || w === 'in') && r.t(k) === 'total') {
    k++;
  } else if (w === 'total' && r.t(k) !== '') {
    if (r.t(k) === ':' || r.t(k) === 'de') k++;
  } else if (w === 'familia' || w === 'family') {
    // "una familia de 4", "a family of 5", "mi familia de 4": the article goes with it
    const from = i > 0 && !r.used[i - 1] && FAMILY_LEAD.has(r.t(i - 1)) ? i - 1 : i;
    return familyPhrase(r, from, i);
  } else if (w === 'both' && r.t(k) === 'of' && r.t(k + 1) === 'us') {
    r.found.push({ k: 'total', n: 2, family: false, at: i, end: k + 2, we: true });
    return r.done(i, k + 2);
  } else if (w === 'the' && r.count(k, false) !== undefined && r.t(k + 1) === 'of' && r.t(k + 2) === 'us') {
    const n = r.count(k, false)!;
    r.found.push({ k: 'total', n, family: false, at: i, end: k + 3, we: true });
    return r.done(i, k + 3);
  } else if (r.count(i, false) !== undefined && ((r.t(k) === 'en' && r.t(k + 1) === 'total') || (r.t(k) === 'in' && r.t(k + 1) === 'total'))) {
    // "una noche más, 5 en total", "3 nights, 4 in total" (class: the nights' total said after them): no people
    if (nightsBefore(r, i)) return undefined;
    const n = r.count(i, false)!;
    r.found.push({ k: 'total', n, family: false, at: i, end: k + 2 });
    return r.done(i, k + 2);
  } else if (r.count(i, false) !== undefined && r.t(k) === 'de' && r.t(k + 1) === 'familia') {
    return familyCount(r, i, r.count(i, false)!, k + 2);
  } else if (r.count(i, false)! >= 2 && r.t(k) === 'of' && r.t(k + 1) === 'us') {
    // "gonna be 3 of us", "there are 4 of us"
    let from = i;
    const lead = /^(gonna|going|will|ll|there|theres|it|its|s|are|re|to)$/;
    if (r.t(from - 1) === 'be' || r.t(from - 1) === 'are' || r.t(from - 1) === 're' || r.t(from - 1) === 's') {
      from--;
      while (from > 0 && i - from < 4 && lead.test(r.t(from - 1)) && !r.used[from - 1]) from--;
      if (r.used[from]) from = i;
    }
    // "3 of us, plus 1 kiddo" (class: the speakers counted, then someone joined by "plus"/"+"): the sign adds them
    const plus = /^(plus|\+)$/.test(r.t(k + 2) === ',' ? r.t(k + 3) : r.t(k + 2));
    r.found.push({ k: 'total', n: r.count(i, false)!, family: false, at: from, end: k + 2, ...(plus ? { we: true } : {}) });
    return r.done(from, k + 2);
  } else if (/^(ellos|ellas)$/.test(w) && (r.count(k, false) ?? 0) >= 1 && !r.used[k] && !r.cls(k + 1)) {
    // "ellos 2", "ellas dos y un bebé" (class: the people named in the third person, counted): as many, like "los dos";
    // after people named, those people counted, closing what is said of them ("mis papás…, ellos 2")
    return themCounted(r, i, k + 1);
  } else if (w === 'the' && (r.count(k, false) ?? 0) >= 2 && r.t(k + 1) === 'of' && r.t(k + 2) === 'them') {
    // "just the two of them", "the three of them": as many
    return themCounted(r, i, k + 3);
  } else return undefined;
  const n = r.count(k, false);
  if (n === undefined) return undefined;
  if (r.t(k + 1) === 'de' && r.t(k + 2) === 'familia') return familyCount(r, i, n, k + 3);
  // "somos como 4 o 5", "we're 4 or 5": two counts, the bot asks which
  const second = orCount(r, k, n);
  if (second) {
    let end = second.end;
    const c = r.cls(end);
    if (c && (c.cls === 'people' || c.cls === 'adult') && c.plural) end++;
    else if (c) return undefined;
    r.found.push({ k: 'unsure', totals: [n, second.n], at: i, end });
    return r.done(i, end);
  }
  let end = k + 1;
  const after = r.cls(end);
  if (after) return undefined; // "somos 2 adultos": the group reads it
  // "somos 3 del trabajo", "we're 4 from the office" (class: the speakers counted with where they know each other from,
  // a place of grown-ups): that many, the words of the place with them; and a group they come from ("somos 6 del coro",
  // "vamos 4 del equipo comercial", "somos 6 del grupo de teatro"): that many, as "somos 6" (the group's name after it,
  // "de teatro", "comercial", is left to the other readers)
  if (TOTAL_VERBS.has(w) || we) {
    let j = end;
    if (/^(de|del|from)$/.test(r.t(j))) {
      j++;
      if (/^(la|el|los|las|the|our|nuestra|nuestro|mi|my)$/.test(r.t(j))) j++;
      if (GROWN_UP_CIRCLES.has(r.t(j)) || GROUPS_COUNTED.has(r.t(j))) {
        // ("del grupo de teatro": the group's own name read with it, never a date or a count: "del grupo del 4 al 6")
        const named = GROUPS_COUNTED.has(r.t(j)) && r.t(j + 1) === 'de' && /^\p{L}+$/u.test(r.t(j + 2)) && !r.cls(j + 2);
        const ofWhat = named && r.numberAt(j + 2) === undefined && (MONTHS[r.t(j + 2)] ?? MONTH_ABBR[r.t(j + 2)]) === undefined ? 2 : 0;
        r.found.push({ k: 'total', n, family, at: i, end: j + 1, ...(we ? { we } : {}) });
        return r.done(i, j + 1 + ofWhat);
      }
    }
  }
  // "party of 2. Any rooms w/ balcony?": the end of the sentence closes the count
  const closed = r.sentenceEndsAfter(k) && !PARA.has(w);
  if (!(closed || r.t(end) === '' || SAFE_AFTER_TOTAL.has(r.t(end)) || r.t(end) === 'no' || r.t(end) === 'not' || someOfThem(r, end))) return undefined;
  if (r.t(end) === ':' && r.toks[end + 1]?.d && PARA.has(w)) return undefined;
  // "somos 4 mas o menos": approximate, not a plus
  if (r.t(end) === 'mas' && r.t(end + 1) === 'o' && r.t(end + 2) === 'menos') {
    r.found.push({ k: 'unsure', totals: [n], at: i, end: end + 3 });
    return r.done(i, end + 3);
  }
  if (r.t(end) === 'en' && r.t(end + 1) === 'total') end += 2;
  // "somos 5 contando a los niños", "we're 4 including the kids": the words pointing into the total go with it
  if (/^(contando|incluyendo|incluidos|incluidas|including|incl|counting)$/.test(r.t(end))) {
    end++;
    if (r.t(end) === 'a' && r.cls(end + 1) === undefined && !r.toks[end + 1]?.d) end++;
  }
  // "somos 3 no 2", "we're 3, not 2": the count corrected away is dropped
  let neg = end;
  if (r.t(neg) === ',') neg++;
  if (/^(no|not)$/.test(r.t(neg)) && r.count(neg + 1, false) !== undefined && r.cls(neg + 2) === undefined && r.freeAfter(neg + 1)) end = neg + 2;
  else if (r.t(end) === 'no' || r.t(end) === 'not') return undefined;
  if (approx) {
    // "somos como 4": about four, said back to be confirmed
    r.found.push({ k: 'unsure', totals: [n], at: i, end });
    return r.done(i, end);
  }
  r.found.push({ k: 'total', n, family, at: i, end, ...(we ? { we } : {}) });
  return r.done(i, end);
}

/**
 * "solo 1", "just one", "only 2", "solo uno" at the party question: that
 * many people, all adults (elsewhere "solo 1" may be a night or a room).
 * "solo una persona", "just 2 people" anywhere: the "solo" goes with the
 * count the group phrase reads.
 */
export function soloCount(r: Reader, i: number): number | undefined {
  if (!/^(solo|solamente|unicamente|just|only)$/.test(r.t(i)) || r.used[i + 1]) return undefined;
  const tok = r.toks[i + 1];
  if (!tok) return undefined;
  const w = tok.t;
  const n = tok.d ? (w.length <= 3 ? Number(w) : undefined) : /^(uno|una|one|un|a)$/.test(w) ? 1 : r.count(i + 1, false);
  if (n === undefined || n < 1) return undefined;
  if (r.cls(i + 2)?.cls === 'people' && (n === 1 || r.cls(i + 2)!.plural)) {
    r.mark(i, i + 1);
    return i + 1;
  }
  if (r.expecting !== 'party' || /^(un|a)$/.test(w)) return undefined;
  const after = r.t(i + 2);
  if (!(after === '' || (SAFE_AFTER_TOTAL.has(after) && !r.toks[i + 3]?.d && r.cls(i + 3) === undefined))) return undefined;
  r.found.push({ k: 'total', n, family: false, at: i, end: i + 2 });
  return r.done(i, i + 2);
}

/** Whether someone is joined at `k` ("… y la abuela", "… con mi mamá"): a joining word, then a person of the lexicon. */
function joinedSomeone(r: Reader, k: number): boolean {
  if (!/^(y|e|con)$/.test(r.t(k))) return false;
  const at = /^(la|el|los|las|mi|mis|nuestra|nuestro)$/.test(r.t(k + 1)) ? k + 2 : k + 1;
  const c = r.cls(at);
  return c !== undefined && /^(adultRel|adultRelPair|child|weakChild|adult|people|couple)$/.test(c.cls);
}

/** Where the count starts after approximation words at `k` ("como", "unos", "más o menos", "about", "around"); `k` when none. */
function approxAt(r: Reader, k: number): number {
  if (r.t(k) === 'mas' && r.t(k + 1) === 'o' && r.t(k + 2) === 'menos') return k + 3;
  if (APPROX.has(r.t(k)) && !r.used[k]) return k + 1;
  return k;
}

/**
 * A second count after the count at `k` that makes two choices: "4 o 5",
 * "4 or 5", "4-5", "4/5", "entre 4 y 5", "between 4 and 5" (the second
 * larger, by at most 3).
 */
function orCount(r: Reader, k: number, n: number): { n: number; end: number } | undefined {
  const sep = r.t(k + 1);
  const between = /^(entre|between)$/.test(r.t(k - 1));
  if (!(/^(o|u|or|-|\/|a|to)$/.test(sep) || (between && /^(y|and)$/.test(sep)))) return undefined;
  if ((sep === 'a' || sep === 'to' || sep === '-' || sep === '/') && !r.toks[k + 2]?.d) return undefined;
  const m = r.count(k + 2, false);
  if (m === undefined || m <= n || m - n > 3) return undefined;
  if (!r.freeAfter(k + 2) && !(r.cls(k + 3)?.cls === 'people' || r.cls(k + 3)?.cls === 'adult')) return undefined;
  return { n: m, end: k + 3 };
}

/**
 * Two counts of people without a verb: "4 o 5 personas", "4-5 people",
 * "entre 4 y 5 personas", "como 4 o 5 adultos", "maybe 3 or 4 of us"; at
 * the party question also bare ("4 o 5", "unos 4 o 5").
 */
export function range(r: Reader, i: number): number | undefined {
  // ages said as a span ("kids aged 13 to 16") count nobody
  if (/^(aged|ages|age|edad|edades)$/.test(r.t(i - 1))) return undefined;
  let k = approxAt(r, i);
  if (/^(entre|between)$/.test(r.t(k))) k++;
  const n = r.count(k, false);
  if (n === undefined || !(r.toks[k]!.d || r.t(k) in NUMBER_WORDS)) return undefined;
  const second = orCount(r, k, n);
  if (!second) return undefined;
  let end = second.end;
  // ("de 14 a 16 años" is a span of ages)
  if (YEAR_UNITS.has(r.t(end))) return undefined;
  const c = r.cls(end);
  if (c && (c.cls === 'people' || c.cls === 'adult') && c.plural) end++;
  else if (r.t(end) === 'of' && r.t(end + 1) === 'us') end += 2;
  else if (c || r.expecting !== 'party') return undefined;
  r.found.push({ k: 'unsure', totals: [n, second.n], at: i, end });
  return r.done(i, end);
}

/** "familia de 5", "family of four" starting at the word `familia` at `f`. */
function familyPhrase(r: Reader, i: number, f: number): number | undefined {
  if (!/^(de|of)$/.test(r.t(f + 1))) return undefined;
  const n = r.count(f + 2, false);
  if (n === undefined) return undefined;
  let end = f + 3;
  const c = r.cls(end);
  if (c?.cls === 'people') end++;
  else if (c) return undefined;
  // "family of 5 going to…": any word but a noun or date word that makes the number something else ("familia de 5 noches")
  else if (!(r.t(end) === '' || SAFE_AFTER_TOTAL.has(r.t(end)) || /^(members|miembros|integrantes|\()$/.test(r.t(end)) || r.freeAfter(end - 1)))
    return undefined;
  if (/^(members|miembros|integrantes)$/.test(r.t(end))) end++;
  return familyCount(r, i, n, end);
}

function familyCount(r: Reader, i: number, n: number, end: number): number {
  r.found.push({ k: 'total', n, family: true, at: i, end });
  return r.done(i, end);
}

/**
 * Class: the couple's children said by "our" and a count alone ("me, hubby and our two", "mi esposo, yo y nuestros
 * tres"): that many children, their ages read when said right after and as many ("our two, 4 and 7"), else asked.
 * Only after the speaker or a companion was named.
 */
export function ourCount(r: Reader, i: number): number | undefined {
  if (!/^(our|nuestros|nuestras)$/.test(r.t(i))) return undefined;
  const n = r.count(i + 1, false);
  if (n === undefined || n < 1 || n > 9 || !/^(,|\(|and|y|e|\.|)$/.test(r.t(i + 2))) return undefined;
  // "our 4 y/o", "our 4 y.o.": an age, the child read by the age readers
  if (r.t(i + 2) === 'y' && /^(\/|o)$/.test(r.t(i + 3))) return undefined;
  if (!r.found.some((x) => x.k === 'self' || (x.k === 'companion' && x.n === 1))) return undefined;
  const ages = r.t(i + 2) === '' ? undefined : r.readAges(i + 2, 'many');
  if (ages && !ages.each && ages.old.length === 0 && ages.ages.length === n) {
    r.found.push({ k: 'children', n, ages: ages.ages, old: [], at: i });
    return r.done(i, ages.end);
  }
  r.found.push({ k: 'children', n, ages: [], old: [], at: i });
  return r.done(i, i + 2);
}

/**
 * Class: grown-ups and children said as two bare counts, the noun only after the second ("2 y 2 niños", "two and
 * three kids"): the first count is the grown-ups; the children are left to their own reader.
 * Only opening the message or a clause (or after "somos"/"we are").
 */
export function countThenKids(r: Reader, i: number): number | undefined {
  const n = r.count(i, false);
  if (n === undefined || n < 1 || !/^(y|e|and|&)$/.test(r.t(i + 1))) return undefined;
  if (i > 0 && !/^(,|;|:|somos|seremos|vamos|are|re)$/.test(r.t(i - 1)) && !r.used[i - 1]) return undefined;
  if (r.count(i + 2, false) === undefined) return undefined;
  const c = r.cls(i + 3);
  // a child word that is also an everyday word ("chinos", "pelados") is left to the readers that know when it is one
  if (!c?.plural || !/^(child|weakChild)$/.test(c.cls) || STRICT_SLANG.has(r.t(i + 3))) return undefined;
  r.found.push({ k: 'adults', n, at: i });
  r.mark(i, i + 2);
  return i + 2;
}

/**
 * Class: one more person added to a count ("four adults plus one more who just confirmed", "4 adultos y uno más",
 * "we're 5 + 2 more"): the count before grows by that many. Only right after a count of grown-ups or a total.
 */
export function moreOfCount(r: Reader, i: number): number | undefined {
  if (!/^(plus|\+|and|y|mas)$/.test(r.t(i))) return undefined;
  const n = r.count(i + 1, false);
  if (n === undefined || !/^(more|mas)$/.test(r.t(i + 2))) return undefined;
  // "2 adults and 1 more night" adds a night: after "more" only the end, a mark, a person word or who they are
  const after = r.t(i + 3);
  const c = r.cls(i + 3);
  if (!(after === '' || r.toks[i + 3]!.p || (c && (c.cls === 'adult' || c.cls === 'people')) || MORE_WHO.has(after))) return undefined;
  const last = r.found[r.found.length - 1];
  if (!last || !((last.k === 'adults' && !last.desc && !last.sum) || last.k === 'total')) return undefined;
  if ((last.k === 'total' ? last.end : r.lastEnd) !== i) return undefined;
  r.found[r.found.length - 1] = { ...last, n: last.n + n };
  return r.done(i, i + 3);
}

/** Whether token `at` counts grown-ups or people ("personas", "adults", "guests", "pax"): the lexicon's plural counted words. */
function countedPeopleAt(r: Reader, at: number): boolean {
  const info = r.cls(at);
  return !!info && info.plural && (info.cls === 'people' || info.cls === 'adult');
}

/**
 * Class: people more than someone named ("mi jefe y 2 personas más", "my wife and 3 more people", "mi esposa y dos
 * más"): that many grown-ups besides the one named, never a total that holds them.
 */
export function moreThanNamed(r: Reader, i: number): number | undefined {
  if (!/^(y|e|and|plus|\+|mas|con|with)$/.test(r.t(i))) return undefined;
  const last = r.found[r.found.length - 1];
  if (!last || !(last.k === 'companion' || (last.k === 'adults' && last.person)) || r.lastEnd !== i) return undefined;
  const n = r.count(i + 1, false);
  if (n === undefined || n < 1) return undefined;
  let k = i + 2;
  const people = (at: number) => countedPeopleAt(r, at);
  if (people(k) && /^(more|mas)$/.test(r.t(k + 1))) k += 2;
  else if (/^(more|mas)$/.test(r.t(k))) k += people(k + 1) ? 2 : 1;
  else return undefined;
  r.found.push({ k: 'adults', n, at: i + 1 });
  return r.done(i, k);
}

/**
 * Class: children counted by a bare number with their ages, after grown-ups ("2 adultos y 1 de 5 años", "2 adults and
 * 1 aged 5", "2 adultos y 2 de 5 y 8"): that many children of those ages, all under 18 (otherwise not read here).
 */
export function countOfAges(r: Reader, i: number): number | undefined {
  if (!/^(y|e|and|&|,|\+)$/.test(r.t(i - 1)) || r.lastEnd !== i - 1) return undefined;
  const last = r.found[r.found.length - 1];
  if (last?.k !== 'adults') return undefined;
  const n = r.count(i, false);
  if (n === undefined || n < 1 || n > 9 || !/^(de|of|aged)$/.test(r.t(i + 1))) return undefined;
  const ages = r.readAges(i + 2, 'always');
  if (!ages || ages.old.length > 0 || ages.ages.length !== n) return undefined;
  r.found.push({ k: 'children', n, ages: ages.ages, old: [], at: i });
  return r.done(i, ages.end);
}

/**
 * Class: a group counted by what they do, with the age of all of them ("12 bailarinas de 14 a 16 años", "9 scouts de
 * 10 años", "8 scouts aged 11", "11 players under 14", "14 kids between 8 and 12"): minors, so children — each of the
 * one age said, or of ages not known when a range or a bound is said (the ages are asked). Only a plural word the
 * reader does not count otherwise (or a group of people), and every age under 18; the grown-ups with them ("y 2
 * profesoras") are read by the other rules.
 */
export function groupOfMinors(r: Reader, i: number): number | undefined {
  const n = r.toks[i]?.d ? r.count(i, false) : undefined;
  if (n === undefined || n < 2) return undefined;
  const noun = r.t(i + 1);
  const c = r.cls(i + 1);
  // (children's own words only with a range or a bound: "14 kids between 8 and 12"; "9 niños de 10" is read elsewhere)
  const kids = c?.plural === true && (c.cls === 'child' || c.cls === 'weakChild');
  if (!/s$/.test(noun) || (c !== undefined && !kids && !(c.plural && (c.cls === 'adultRelMany' || c.cls === 'people')))) return undefined;
  const num = (k: number) => (r.toks[k]?.d && r.t(k).length <= 2 ? Number(r.t(k)) : undefined);
  let k = i + 2;
  let ages: number[] | undefined;
  let high: number | undefined;
  const years = (at: number) => (/^(anos|años|years|yrs)$/.test(r.t(at)) ? at + 1 : at);
  if (r.t(k) === 'de' || r.t(k) === 'aged' || r.t(k) === 'entre' || r.t(k) === 'between' || r.t(k) === 'under' || r.t(k) === 'menores') {
    const lead = r.t(k);
    if (lead === 'menores' && r.t(k + 1) === 'de') k++;
    const a = num(k + 1);
    if (a === undefined) return undefined;
    k += 2;
    // a second age closing a range, never the count of the next people ("aged 11 and 2 leaders")
    // ("y"/"and" joins two ages listed, "2 niños de 4 y 7": a range only for more people than ages, never of children)
    const joiner = /^(a|to|-)$/.test(r.t(k)) || (/^(y|and)$/.test(r.t(k)) && !kids && n > 2) || (/^(y|and)$/.test(r.t(k)) && /^(entre|between)$/.test(lead));
    const b = joiner ? num(k + 1) : undefined;
    if (b !== undefined && b > a && r.cls(k + 2) === undefined) {
      high = b;
      k += 2;
    } else if (lead === 'under' || lead === 'menores') high = a - 1;
    else if (lead === 'entre' || lead === 'between') return undefined;
    else if (kids) return undefined;
    else ages = Array.from({ length: n }, () => a);
    // ("de" said of ages only with its unit: "11 familias de 3" are families of three)
    if (lead === 'de' && years(k) === k) return undefined;
    k = years(k);
    if ((high ?? a) >= 18) return undefined;
  } else return undefined;
  r.found.push({ k: 'children', n, ages: ages ?? [], old: [], at: i });
  return r.done(i, k);
}

/**
 * Whether the count at `i` totals nights said before it ("una noche más, 5 en total", "can we add one more night? so 6
 * in total"): a nights word before it in the message (as typed) and no people word.
 */
function nightsBefore(r: Reader, i: number): boolean {
  // (as typed: the dates' reading may have blanked the length already)
  const before = r.whole.slice(0, r.toks[i]?.s ?? 0);
  return /(?<![\p{L}\p{N}])(?:noches?|nights?)(?![\p{L}\p{N}])/u.test(before) && !r.toks.some((_, k) => k < i && r.cls(k) !== undefined);
}
