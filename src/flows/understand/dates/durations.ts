/**
 * Lengths of stay: "3 noches", "una semana", "4 días" (3 or 4 nights, asked),
 * "4 días y 3 noches", "2 o 3 noches", "3-4 nights", "una semana y media",
 * "a week and a bit" / "una semana y pico" (8 to 10, asked),
 * "dos semanas menos un día", "unos días" (2, 3 or 4, asked), "noches: 6",
 * "un mes" (`months`: its nights depend on the check-in). A baby's age ("un bebé de 8 días") is not a stay.
 *
 * Grammar: DURATION := COUNT UNIT [(and|minus) COUNT UNIT] | COUNT (o|-) COUNT UNIT | FEW UNIT.
 */
import { type PhraseContext, type Match, one } from './phrase.js';
import { countAt, w } from './atoms.js';
import { BABY_WORDS, MONTHS, UNIT_WORDS } from './words.js';
import { MAX_NIGHTS } from '../../limits.js';
import { NUMBER_WORDS, wordLists } from '../text.js';
import { PEOPLE_WORDS } from '../people.js';

/** Words for an unsaid small number ("unos días", "a few nights", "some nights"). */
const FEW_WORDS = new Set(['unos', 'unas', 'algunos', 'algunas', 'pocos', 'pocas', 'varios', 'varias', 'some', 'few', 'several']);
/** The nights offered when the guest said "a few" ("unos días", "a few nights"). */
const FEW_NIGHTS: readonly number[] = [2, 3, 4];

/**
 * Hedge words said just before a length ("about a week", "unos 5 días", "más
 * o menos una semana", "alrededor de 4 noches", "tipo 5 noches"), each a
 * folded word list; "like" is one only after a word that is not a verb's
 * subject (see {@link LIKE_AFTER}).
 */
const HEDGE_BEFORE: readonly (readonly string[])[] = wordLists(
  'more or less|give or take|something like|mas o menos|algo asi como|alrededor de|cerca de|en torno a|por ahi de|unos como|unas como|about|around|roughly|approximately|approx|circa|maybe|perhaps|probably|aprox|aproximadamente|como|tipo|unos|unas|quizas|quiza|talvez|tal vez|like',
);
/** Hedge words said just after a length ("like 4 nights or so", "una semana más o menos", "5 noches aprox"). */
const HEDGE_AFTER: readonly (readonly string[])[] = wordLists(
  'or so|or thereabouts|more or less|give or take|ish|- ish|approx|roughly|mas o menos|o algo asi|o asi|o por ahi|aprox|aproximadamente',
);
/** Words after which "like" is a hedge ("for like a week", "stay like 4 nights"), not the verb ("I'd like 4 nights"). */
const LIKE_AFTER = new Set(['for', 'stay', 'staying', 'be', 'just', 'only', 'maybe', 'probably', 'around', 'about', 'is', "it's", 'its', 'was', ',', '']);

/** First words of a remark that the length is not decided yet ("3 or 4 depends on flights", "tres o cuatro todavía no sé"). */
const UNDECIDED_AFTER: ReadonlySet<string> = new Set(['depends', 'depending', 'depende', 'not', 'todavia', 'aun', 'still', 'no', 'idk', 'dunno']);

/** Sounds of hesitation that may come before a bare answer ("mmm tres no cuatro", "eh, 4, maybe 5"). */
const HESITATIONS: ReadonlySet<string> = new Set([
  'mmm',
  'mm',
  'mmmm',
  'hmm',
  'hm',
  'eh',
  'ehh',
  'ehhh',
  'ah',
  'ahh',
  'uh',
  'um',
  'umm',
  'pues',
  'bueno',
  'well',
  'uhm',
]);

/** Hedge words that doubt between two values when a number comes before them ("three, maybe four nights"). */
const DOUBT_WORDS = new Set(['maybe', 'perhaps', 'probably', 'quizas', 'quiza', 'talvez', 'tal']);

/** Whether `words` are written from token `k` on. */
const wordsAt = (c: PhraseContext, k: number, words: readonly string[]): boolean => words.every((x, n) => w(c, k + n) === x);

/**
 * Class "hedged duration": a length said loosely ("about a week", "unos 5
 * días", "más o menos una semana", "like 4 nights or so", "5 noches
 * aprox") is never a silent value: it is read `hedged`, and the nights are
 * asked back (the number said, to confirm: alone as the one nights option,
 * with a check-in as the one stay to choose; see `finish` in checks.ts). "4
 * días" keeps its two readings; "three, maybe four nights" is two lengths.
 * The hedge words are taken with the length; the dates the hedge does not
 * touch ("mañana, unas 5 noches") are read as usual.
 */
export function matchDuration(c: PhraseContext, i: number): Match {
  const r = readDuration(c, i);
  const it = r?.items.length === 1 ? r.items[0]! : undefined;
  if (it?.k !== 'dur' || (it.nights === undefined && it.amb === undefined)) return r;
  const alt = it.nights !== undefined ? alternativeLength(c, it.i1, it.nights) : undefined;
  if (alt) return one({ k: 'dur', amb: alt.amb }, it.i0, alt.end);
  // Class "the count said again after its unit" (dictation: "son tres noches tres", "4 nights four"): one length, the
  // repeated number read with it, never a count of people or an age.
  const again = c.toks[it.i1];
  const next = c.toks[it.i1 + 1];
  if (it.nights !== undefined && again && countAt(c, it.i1) === it.nights && (next === undefined || next.k === 'p') && it.i1 - it.i0 <= 2)
    return one({ ...it }, it.i0, it.i1 + 1);
  let i0 = it.i0;
  let i1 = it.i1;
  const before = HEDGE_BEFORE.find((ws) => wordsAt(c, i0 - ws.length, ws) && (ws[0] !== 'like' || LIKE_AFTER.has(w(c, i0 - 2))));
  if (before) i0 -= before.length;
  // After a comma too ("a week, give or take", "5 noches, más o menos").
  const comma = w(c, i1) === ',' ? 1 : 0;
  const after = HEDGE_AFTER.find((ws) => wordsAt(c, i1 + comma, ws));
  if (after) i1 += comma + after.length;
  if (!before && !after) return r;
  // "unas 3 o 4 noches", "unos 5 días": already asked back; the hedge words are only taken with them.
  if (it.amb !== undefined) return one({ ...it }, i0, i1);
  const n = it.nights!;
  // "three, maybe four nights", "3 o quizás 4 noches": two lengths → which one is asked.
  if (before && DOUBT_WORDS.has(before[0]!)) {
    let j = i0 - 1;
    if (/^(,|o|or)$/.test(w(c, j))) j--;
    const a = countAt(c, j);
    if (a !== undefined && a >= 1 && a !== n && a <= MAX_NIGHTS) return one({ k: 'dur', amb: [Math.min(a, n), Math.max(a, n)] }, j, i1);
  }
  return one({ k: 'dur', nights: n, hedged: true }, i0, i1);
}

/** Words that may follow the other length of an alternative ("una noche, o dos, no sé", "3 nights or 4 maybe"). */
const AFTER_ALTERNATIVE: ReadonlySet<string> = new Set(
  'noche noches night nights nite nites no mejor maybe perhaps probably quizas quiza tal idk nose depende depending si if not todavia aun still o or'.split(
    ' ',
  ),
);

/**
 * Class "a length, or another" ("una noche, o dos, no sé", "3 noches o 4", "one night, or maybe two", "3 nights or
 * 4"): the length said, then "o"/"or" and another count (nights understood), and nothing that makes it count
 * something else: both lengths are asked, neither taken. Near miss: "3 noches o 4 personas" (a count of people).
 * `end` is the token after the first length; returns the two lengths and the token after the second.
 */
function alternativeLength(c: PhraseContext, end: number, n: number): { amb: number[]; end: number } | undefined {
  let j = end;
  if (w(c, j) === ',') j++;
  if (!/^(o|or|u)$/.test(w(c, j))) return undefined;
  j++;
  if (w(c, j) === 'tal' && w(c, j + 1) === 'vez') j += 2;
  else if (DOUBT_WORDS.has(w(c, j))) j++;
  const b = countAt(c, j);
  if (b === undefined || b < 1 || b === n || b > MAX_NIGHTS || n > MAX_NIGHTS) return undefined;
  let k = j + 1;
  const next = c.toks[k];
  if (next && next.k !== 'p' && !AFTER_ALTERNATIVE.has(w(c, k))) return undefined;
  if (/^(noche|noches|night|nights|nite|nites)$/.test(w(c, k))) k++;
  return { amb: [Math.min(n, b), Math.max(n, b)], end: k };
}

/**
 * Words of leaving said before "N días después" or "after N nights" ("nos vamos 4 días después", "salimos 3 días
 * después", "we leave 4 days later", "we fly home after six nights", "heading back after 3 nights").
 */
const LEAVING_WORDS: ReadonlySet<string> = new Set(
  'vamos voy salimos salgo regresamos regreso volvemos vuelvo devolvemos devuelvo leave leaving depart check checkout out home back return returning'.split(
    ' ',
  ),
);
/** Words of "only" before "esa noche" / "that night" ("sólo esa noche", "just that night"). */
const ONLY_WORDS: ReadonlySet<string> = new Set('solo solamente nomas unicamente just only'.split(' '));

/** Durations: nights, days, weeks, a month (before hedges, see {@link matchDuration}). */
function readDuration(c: PhraseContext, i: number): Match {
  const t = w(c, i);
  const tk = c.toks[i];
  // Class "trade nights shorthand": "pasado mañana x 3" — a trade "x N" right after a day is N nights (see
  // `tradeNights` in tokens.ts).
  if (tk?.byNights) {
    const n = countAt(c, i + 1);
    if (n !== undefined && n >= 1) return one(n > MAX_NIGHTS ? { k: 'dur', tooLong: n } : { k: 'dur', nights: n }, i, i + 2);
  }
  // Class "trade nights shorthand": "out +2", "salida +3" — the departure that many days after the arrival: N nights.
  if (/^(out|salida|sale|dep|checkout)$/.test(t) && c.toks[i + 1]?.k === 'n' && c.said?.[c.toks[i + 1]!.s - 1] === '+') {
    const n = countAt(c, i + 1);
    if (n !== undefined && n >= 1) return one(n > MAX_NIGHTS ? { k: 'dur', tooLong: n } : { k: 'dur', nights: n }, i, i + 2);
  }
  // Class: one night said as "overnight" ("overnight only", "just overnight", "an overnight stay"): one night; not a
  // thing done overnight ("an overnight flight", "overnight bus")
  if (t === 'overnight' && (c.toks[i + 1] === undefined || c.toks[i + 1]!.k === 'p' || /^(only|stay|please|pls|just)$/.test(w(c, i + 1)))) {
    const end = /^(only|stay)$/.test(w(c, i + 1)) ? i + 2 : i + 1;
    const start = /^(just|only|an|one)$/.test(w(c, i - 1)) ? i - 1 : i;
    return one({ k: 'dur', nights: 1 }, start, end);
  }
  // Class: the night of the day just said, and nothing more ("sólo esa noche", "esa noche nomás", "just that night",
  // "that night only"): one night. Without a word of "only" it is not claimed ("esa noche llegamos").
  if ((t === 'esa' && w(c, i + 1) === 'noche') || (t === 'that' && w(c, i + 1) === 'night')) {
    const before = ONLY_WORDS.has(w(c, i - 1));
    const after = /^(nomas|only|solamente)$/.test(w(c, i + 2)) || (w(c, i + 2) === 'no' && w(c, i + 3) === 'mas');
    if (before || after) return one({ k: 'dur', nights: 1 }, before ? i - 1 : i, i + 2 + (after ? (w(c, i + 2) === 'no' ? 2 : 1) : 0));
  }
  // Class: leaving some days after the arrival ("nos vamos 4 días después", "salimos 3 días después", "we leave 4
  // days later"): that many nights (the departure is the arrival plus those days), not "4 días" (3 or 4 nights).
  {
    const n = countAt(c, i);
    if (n !== undefined && n >= 1 && /^(dias|days)$/.test(w(c, i + 1)) && /^(despues|later|after)$/.test(w(c, i + 2))) {
      const lead = [1, 2, 3].some((d) => LEAVING_WORDS.has(w(c, i - d)));
      if (lead && !c.toks[i + 3]?.t.match(/^(de|del|the)$/)) return one(n > MAX_NIGHTS ? { k: 'dur', tooLong: n } : { k: 'dur', nights: n }, i, i + 3);
    }
  }
  // Class: leaving after some days or nights ("salimos a los 3 días", "nos vamos al cabo de 4 días", "we leave after 4
  // nights"): that many nights. Only after a word of leaving, and not before "de"/"the" ("after 4 days of the fair").
  {
    const lead = t === 'a' && w(c, i + 1) === 'los' ? 2 : t === 'after' ? 1 : t === 'al' && w(c, i + 1) === 'cabo' && w(c, i + 2) === 'de' ? 3 : 0;
    const n = lead ? countAt(c, i + lead) : undefined;
    if (
      n !== undefined &&
      n >= 1 &&
      /^(dias|days|noches|nights)$/.test(w(c, i + lead + 1)) &&
      [1, 2, 3].some((d) => LEAVING_WORDS.has(w(c, i - d))) &&
      !/^(de|del|the|of)$/.test(w(c, i + lead + 2))
    )
      return one(n > MAX_NIGHTS ? { k: 'dur', tooLong: n } : { k: 'dur', nights: n }, i, i + lead + 2);
  }
  // "a fortnight", "una quincena" is not read (also a pay period; 14 or 15 nights).
  if (t === 'fortnight') return one({ k: 'dur', nights: 14 }, /^(a|one)$/.test(w(c, i - 1)) ? i - 1 : i, i + 1);
  // "unos días nomás", "a few nights", "unas noches", "some nights", "varios días": how many is asked, never guessed.
  {
    let k = i;
    if (t === 'a' && w(c, i + 1) === 'few') k = i + 2;
    else if (FEW_WORDS.has(t)) k = i + 1;
    if (k > i && /^(pocos|pocas|cuantos|cuantas|more|mas)$/.test(w(c, k))) k++;
    const unit = w(c, k);
    const lead = t === 'few' && w(c, i - 1) === 'a' ? i - 1 : i;
    const p1 = w(c, lead - 1);
    const inFuture = /^(en|in|within|hace)$/.test(p1) || (p1 === 'de' && w(c, lead - 2) === 'dentro');
    if (
      k > i &&
      /^(noche|noches|night|nights|nites|dia|dias|day|days)$/.test(unit) &&
      !inFuture &&
      !/^(antes|despues|before|after|ago|later|atras|from)$/.test(w(c, k + 1))
    ) {
      let e = k + 1;
      if (w(c, e) === 'nomas') e++;
      else if ((w(c, e) === 'no' || w(c, e) === 'nada') && w(c, e + 1) === 'mas') e += 2;
      return one({ k: 'dur', amb: [...FEW_NIGHTS] }, i, e);
    }
  }
  // "noches: 6", "nights: 3" (a form-like answer).
  if (/^(noches|nights)$/.test(t) && (w(c, i + 1) === ':' || w(c, i + 1) === '=')) {
    const n = countAt(c, i + 2);
    if (n !== undefined && n >= 1 && c.toks[i + 2]!.k === 'n' && !UNIT_WORDS.has(w(c, i + 3)))
      return one(n > MAX_NIGHTS ? { k: 'dur', tooLong: n } : { k: 'dur', nights: n }, i, i + 3);
  }
  // Two values: "2 o 3 noches", "entre 4 y 5 noches", "3-4 nights", "1 o 2 semanas" → ask which.
  {
    let a: number | undefined;
    let b: number | undefined;
    let u = i;
    if (tk && tk.k === 'pair' && tk.y === undefined && (tk.sep === '-' || tk.sep === '/')) {
      a = tk.a;
      b = tk.b;
      u = i + 1;
    } else {
      a = countAt(c, i);
      const j = w(c, i + 1);
      if (a !== undefined && /^(o|u|or|y|and|a|to|-|\/)$/.test(j)) {
        b = countAt(c, i + 2);
        u = i + 3;
      }
    }
    const unit = w(c, u);
    let per = /^(noche|noches|night|nights)$/.test(unit) ? 1 : /^(semana|semanas|week|weeks)$/.test(unit) ? 7 : 0;
    // At the nights question the unit goes without saying ("unas 4 o 5", "three or four"); class "two bare lengths and
    // a remark on the doubt" ("3 or 4, depends on the flights", "tres o cuatro todavía no sé"): the same two lengths.
    const after = c.toks[u];
    // A number in the remark is another answer ("cuatro o cinco... mejor cinco": a correction), not a remark ("no",
    // "a", "una" there are no numbers: "todavía no sé", "depende de una reunión").
    // The remark is words ("…, depends on the flights"): punctuation alone after the lengths ("cuatro o cinco...", a
    // correction's first half read apart) is none.
    const remark =
      ((after !== undefined && after.k === 'p' && after.t !== '/') || UNDECIDED_AFTER.has(after?.t ?? '')) && c.toks.slice(u).some((x) => x.k === 'w');
    const bare =
      !per &&
      c.nightsQuestion === true &&
      (after === undefined || (remark && c.toks.slice(u).every((x) => x.k !== 'n' && x.k !== 'pair' && (NUMBER_WORDS[x.t] ?? 0) < 2)));
    if (bare) per = 1;
    if (a !== undefined && b !== undefined && per && a >= 1 && b > a) {
      const opts = [a * per, b * per];
      const end = bare ? u : u + 1;
      if (opts[0]! > MAX_NIGHTS) return one({ k: 'dur', tooLong: opts[0]! }, i, end);
      return one({ k: 'dur', amb: opts.filter((x) => x <= MAX_NIGHTS) }, i, end);
    }
  }
  // Class "two bare lengths in doubt" at the nights question: a number doubted by a "maybe" ("4, maybe 5", "tres,
  // tal vez cuatro"), and nothing else: both lengths are asked, neither taken. A number taken back by a "no" ("mmm
  // tres no cuatro") is a self-repair, applied before any reader (see `../repairs.ts`). Read on the message as said.
  if (c.nightsQuestion === true && c.said !== undefined && tk !== undefined && tk.k !== 'p') {
    const a = countAt(c, i);
    const rest = c.said.slice(tk.e).match(/[\p{L}\p{N}]+/gu) ?? [];
    const doubt = rest.length >= 2 && (DOUBT_WORDS.has(rest[0]!) || (rest[0] === 'tal' && rest[1] === 'vez'));
    const lead = c.said.slice(0, tk.s).match(/[\p{L}\p{N}]+/gu) ?? [];
    if (a !== undefined && a >= 1 && doubt && lead.every((x) => HESITATIONS.has(x))) {
      const last = rest[rest.length - 1]!;
      const b = /^\d+$/.test(last) ? Number(last) : NUMBER_WORDS[last];
      const between = rest.slice(1, -1).every((x) => x === 'vez' || x === 'no' || x === 'mejor');
      if (b !== undefined && b >= 1 && b !== a && between && a <= MAX_NIGHTS && b <= MAX_NIGHTS) {
        let end = i + 1;
        while (end < c.toks.length) end++;
        return one({ k: 'dur', amb: [Math.min(a, b), Math.max(a, b)] }, i, end);
      }
    }
  }
  // Class: the whole week at the nights question ("la semana entera y un día más", "the whole week"): one week, with the
  // same arithmetic as "una semana".
  if (c.nightsQuestion === true) {
    if (t === 'semana' && WHOLE_AFTER.has(w(c, i + 1))) return weeksAndDays(c, 1, w(c, i - 1) === 'la' ? i - 1 : i, i + 2);
    if (t === 'week' && WHOLE_BEFORE.has(w(c, i - 1))) return weeksAndDays(c, 1, /^(the|a)$/.test(w(c, i - 2)) ? i - 2 : i - 1, i + 1);
    // "toda la semana", "todita la semana", "all week": seven nights to some, the rest of that week to others → the
    // seven nights said back to confirm (hedged), never taken silently
    if (t === 'semana' && w(c, i - 1) === 'la' && /^(toda|todita)$/.test(w(c, i - 2))) return one({ k: 'dur', nights: 7, hedged: true }, i - 2, i + 1);
    if (t === 'week' && w(c, i - 1) === 'all') return one({ k: 'dur', nights: 7, hedged: true }, i - 1, i + 1);
  }
  const halved = halfLength(c, i);
  if (halved) return halved;
  const stayed = nightsAfterStayVerb(c, i);
  if (stayed) return stayed;
  const timesNights = nightsTimes(c, i);
  if (timesNights) return timesNights;
  let n = countAt(c, i);
  let k = i + 1;
  if ((t === 'un' || t === 'a') && (w(c, i + 1) === 'par' || w(c, i + 1) === 'couple')) {
    n = 2;
    k = i + 2;
  } else if (t === 'par' || t === 'couple') n = 2;
  // Class "a dozen" ("una docena de noches", "a dozen nights", "media docena de noches", "half a dozen nights"): 12, or 6
  // with "media"/"half a"; "de"/"of" before the unit allowed.
  const dozen = dozenAt(c, i);
  if (dozen) {
    n = dozen.n;
    k = dozen.end;
    if (w(c, k) === 'de' || w(c, k) === 'of') k++;
  }
  if (n === undefined) return undefined;
  if (n === 2 && (w(c, k) === 'de' || w(c, k) === 'of') && (t === 'par' || t === 'couple' || w(c, k - 1) === 'par' || w(c, k - 1) === 'couple')) k++;
  // "una sola noche", "un solo día", "a single night", "una única noche".
  if (n === 1 && /^(sola|solo|single|unica|unico|only)$/.test(w(c, k)) && /^(noche|night|nite|dia|day|semana|week)$/.test(w(c, k + 1))) k++;
  const u = w(c, k);
  // A baby's age ("un bebé de 8 días", "2 weeks old") is not a stay.
  // (a comma may stand between: "el recién nacido, de 3 semanitas")
  const before = w(c, i - 1) === 'de' ? (w(c, i - 2) === ',' ? [w(c, i - 3), w(c, i - 4)] : [w(c, i - 2), w(c, i - 3)]) : [];
  const ageLike = before.some((x) => BABY_WORDS.has(x)) || w(c, k + 1) === 'old' || (w(c, k + 1) === 'de' && /^(nacid[oa]|edad)$/.test(w(c, k + 2)));
  if (/^(noche|noches|night|nights|nite|nites)$/.test(u)) {
    // "dos noches y media": half a night is no night; 2 or 3 asked (see `halfLength`).
    const j = k + 1;
    const half = (w(c, j) === 'y' && /^(media|medio)$/.test(w(c, j + 1))) || (w(c, j) === 'and' && w(c, j + 1) === 'a' && w(c, j + 2) === 'half');
    if (half && n >= 1 && n < MAX_NIGHTS) return one({ k: 'dur', amb: [n, n + 1] }, i, j + (w(c, j) === 'y' ? 2 : 3));
    // "0 noches", "zero nights": below the stay's limits (1 to MAX_NIGHTS nights); marked so that no other length in the
    // message is taken instead ("zero nights, just a day room" is no 1-night stay). See `extractDates`.
    if (n === 0) return one({ k: 'dur', zero: true }, i, k + 1);
    // Class "nights plus more" ("five nights plus one extra", "5 noches y una más", "3 nights + 1"): their sum.
    const more = moreNights(c, k + 1);
    if (more) {
      const sum = n + more.n;
      return one(sum > MAX_NIGHTS ? { k: 'dur', tooLong: sum } : { k: 'dur', nights: sum }, i, more.end);
    }
    if (n > MAX_NIGHTS) return one({ k: 'dur', tooLong: n }, i, k + 1);
    return one({ k: 'dur', nights: n }, i, k + 1);
  }
  if (/^(dia|dias|day|days)$/.test(u)) {
    if (ageLike || n === 0) return one({ k: 'skip' }, i, k + 1);
    // "un día de estos", "one of these days": vague, no date and no length.
    if (w(c, k + 1) === 'de' && /^(estos|estas)$/.test(w(c, k + 2))) return one({ k: 'skip' }, i, k + 3);
    // "4 días y 3 noches", "4 días 3 noches": the nights decide.
    let j = k + 1;
    if (w(c, j) === 'y' || w(c, j) === 'and' || w(c, j) === ',' || w(c, j) === '/') j++;
    const m = countAt(c, j);
    if (m !== undefined && /^(noche|noches|night|nights)$/.test(w(c, j + 1))) {
      if (m > MAX_NIGHTS) return one({ k: 'dur', tooLong: m }, i, j + 2);
      return one({ k: 'dur', nights: m }, i, j + 2);
    }
    // Class "days after arriving" ("salimos cinco días después de llegar", "we leave five days after we arrive"): the
    // departure is that many days after the arrival, so as many nights.
    const arrival = afterArrivingEnd(c, k + 1);
    if (arrival !== undefined && n >= 1) return one(n > MAX_NIGHTS ? { k: 'dur', tooLong: n } : { k: 'dur', nights: n }, i, arrival);
    if (n - 1 > MAX_NIGHTS) return one({ k: 'dur', tooLong: n - 1 }, i, k + 1);
    if (n === 1) return one({ k: 'dur', nights: 1 }, i, k + 1);
    return one({ k: 'dur', amb: n > MAX_NIGHTS ? [n - 1] : [n - 1, n], days: n }, i, k + 1);
  }
  if (/^(semana|semanas|week|weeks)$/.test(u)) {
    if (ageLike || n === 0) return one({ k: 'skip' }, i, k + 1);
    // Arithmetic on weeks: "una semana y media" / "a week and a half" (10 or 11 nights → ask), "2 weeks minus a
    // day" / "dos semanas menos un día" (13), "one week and two days" / "una semana y 3 días" (9, 10).
    const j = k + 1;
    const half = (w(c, j) === 'y' && w(c, j + 1) === 'media') || (w(c, j) === 'and' && w(c, j + 1) === 'a' && w(c, j + 2) === 'half');
    if (half) {
      const a = 7 * n + 3;
      return one(a > MAX_NIGHTS ? { k: 'dur', tooLong: a } : { k: 'dur', amb: [a, a + 1].filter((x) => x <= MAX_NIGHTS) }, i, j + (w(c, j) === 'y' ? 2 : 3));
    }
    // "a week and a bit", "una semana y pico", "una semana y algo": more than the weeks, how much more is asked
    // (one to three nights more).
    const bit = (w(c, j) === 'and' && w(c, j + 1) === 'a' && w(c, j + 2) === 'bit') || (w(c, j) === 'y' && /^(pico|algo|piquito)$/.test(w(c, j + 1)));
    if (bit) {
      const a = 7 * n + 1;
      const opts = [a, a + 1, a + 2].filter((x) => x <= MAX_NIGHTS);
      return one(opts.length === 0 ? { k: 'dur', tooLong: a } : { k: 'dur', amb: opts }, i, j + (w(c, j) === 'y' ? 2 : 3));
    }
    return weeksAndDays(c, n, i, k + 1);
  }
  if (/^(mes|meses|month|months)$/.test(u)) {
    if (ageLike || n === 0) return one({ k: 'skip' }, i, k + 1);
    const p = w(c, i - 1);
    // "8 meses" alone is a baby's age: a month-long stay only as "un mes", "por/durante/for N meses" or N months
    // followed by where or from when.
    // ("dos meses en Medellín desde el 1 de marzo", "two months in Bogotá": the months of a stay somewhere)
    // (never an offset: "till 2 months from now", "hasta dentro de 2 meses")
    const stayAfter =
      /^(en|in|desde|from|starting)$/.test(w(c, k + 1)) &&
      !/^(total|now|ahora|hoy|today)$/.test(w(c, k + 2)) &&
      !/^(till|until|til|to|hasta|al|de|within)$/.test(p);
    // "a month and a half", "un mes y medio": half a month more (15 nights), read whole, still over the limit
    const half = /^(y|and)$/.test(w(c, k + 1)) ? (w(c, k + 2) === 'medio' ? 2 : w(c, k + 2) === 'a' && w(c, k + 3) === 'half' ? 3 : 0) : 0;
    // (at the nights question, or set apart by commas after a date: "a partir del 1 de mayo, 2 meses, 2 adultos")
    // (not after a child named: "an infant, 7 months" is the infant's age)
    const childBefore = c.toks.slice(Math.max(0, i - 4), i - 1).some((x) => PEOPLE_WORDS.get(x.t)?.cls === 'child');
    const apart =
      p === ',' && !childBefore && (c.toks[k + 1] === undefined || w(c, k + 1) === ',') && c.toks.slice(0, i - 1).some((x) => MONTHS[x.t] !== undefined);
    if (n === 1 || p === 'por' || p === 'durante' || p === 'for' || p === 'during' || stayAfter || c.nightsQuestion === true || apart)
      return one({ k: 'dur', tooLong: 31 * n + (half ? 15 : 0), ...(half ? {} : { months: n }) }, i, k + 1 + half);
  }
  return undefined;
}

/** Words after "semana" that make it a whole week ("la semana entera", "la semana completa"). */
const WHOLE_AFTER: ReadonlySet<string> = new Set(['entera', 'completa', 'completica', 'completita']);
/** Words before "week" that make it a whole week ("the whole week", "the full week"). */
const WHOLE_BEFORE: ReadonlySet<string> = new Set(['whole', 'entire', 'full']);

/**
 * `n` weeks said from token `i0`, their unit ending before `j`, with arithmetic after them (class: weeks plus or
 * minus days or nights): "2 weeks minus a day" / "dos semanas menos un día" (13), "one week and two days" / "una
 * semana y 3 días" (9), "two weeks plus one night" (15), "2 weeks + 3 days" (17), "una semana y un día más" (8;
 * "más"/"more"/"extra" after the unit is taken with it). Plain weeks otherwise.
 */
function weeksAndDays(c: PhraseContext, n: number, i0: number, j: number): Match {
  const sign = /^(minus|less|menos)$/.test(w(c, j)) ? -1 : /^(and|y|plus|mas|\+)$/.test(w(c, j)) ? 1 : 0;
  const m = sign ? countAt(c, j + 1) : undefined;
  if (m !== undefined && m > 0 && /^(dia|dias|day|days|noche|noches|night|nights)$/.test(w(c, j + 2))) {
    const nights = 7 * n + sign * m;
    const end = sign > 0 && /^(mas|more|extra)$/.test(w(c, j + 3)) ? j + 4 : j + 3;
    if (nights >= 1) return one(nights > MAX_NIGHTS ? { k: 'dur', tooLong: nights } : { k: 'dur', nights }, i0, end);
  }
  const nights = 7 * n;
  return one(nights > MAX_NIGHTS ? { k: 'dur', tooLong: nights } : { k: 'dur', nights }, i0, j);
}

/** Words of a dozen ("docena", "dozen"): twelve of the unit after them. */
const DOZEN_WORDS: ReadonlySet<string> = new Set(['docena', 'dozen']);

/**
 * A dozen said at `i`: "una docena" / "a dozen" / "docena" (12), "media docena" / "half a dozen" (6), with the token
 * after it; undefined otherwise.
 */
function dozenAt(c: PhraseContext, i: number): { n: number; end: number } | undefined {
  const t = w(c, i);
  if (DOZEN_WORDS.has(t)) return { n: 12, end: i + 1 };
  if (/^(una|a|one)$/.test(t) && DOZEN_WORDS.has(w(c, i + 1))) return { n: 12, end: i + 2 };
  if (t === 'media' && w(c, i + 1) === 'docena') return { n: 6, end: i + 2 };
  if (t === 'half' && w(c, i + 1) === 'a' && w(c, i + 2) === 'dozen') return { n: 6, end: i + 3 };
  return undefined;
}

/**
 * Class "a length with a half" (half a night or a week is no whole number of nights: the nights either side are
 * asked): "media semana" / "half a week" (3 or 4), "dos y media noches" / "two and a half nights" / "dos y medio" at
 * the nights question (2 or 3), "una quincena" as a stay's length — at the nights question or after "por"/"durante" —
 * (14 or 15). Undefined otherwise ("dos noches y media" is read with its unit).
 */
function halfLength(c: PhraseContext, i: number): Match {
  const t = w(c, i);
  if ((t === 'media' && w(c, i + 1) === 'semana') || (t === 'half' && w(c, i + 1) === 'a' && w(c, i + 2) === 'week'))
    return one({ k: 'dur', amb: [3, 4] }, i, t === 'media' ? i + 2 : i + 3);
  if (t === 'una' && w(c, i + 1) === 'quincena' && (c.nightsQuestion === true || /^(por|durante)$/.test(w(c, i - 1))))
    return one({ k: 'dur', amb: [14, 15] }, i, i + 2);
  const n = countAt(c, i);
  if (n === undefined || n < 1 || n >= MAX_NIGHTS) return undefined;
  const es = w(c, i + 1) === 'y' && /^(media|medio)$/.test(w(c, i + 2));
  const en = w(c, i + 1) === 'and' && w(c, i + 2) === 'a' && w(c, i + 3) === 'half';
  if (!es && !en) return undefined;
  const j = es ? i + 3 : i + 4;
  if (/^(noches|nights|noche|night)$/.test(w(c, j))) return one({ k: 'dur', amb: [n, n + 1] }, i, j + 1);
  // Bare at the nights question ("dos y medio"), the message holding nothing else.
  if (c.nightsQuestion === true && c.toks.slice(j).every((x) => x.k === 'p')) return one({ k: 'dur', amb: [n, n + 1] }, i, j);
  return undefined;
}

/**
 * Verbs of staying a number of nights, and chat "x" (por), before a bare number at the nights question ("nos quedamos
 * 6", "pernocta 2", "que sean 2", "quedémonos 5", "x3").
 */
const STAY_VERBS: ReadonlySet<string> = new Set([
  'quedamos',
  'quedemos',
  'quedemonos',
  'quedarnos',
  'quedaremos',
  'quedariamos',
  'quedo',
  'quede',
  'quedarme',
  'quedaria',
  'queda',
  'quedan',
  'pernocta',
  'pernoctan',
  'pernoctamos',
  'pernoctar',
  'sean',
  'serian',
  'seran',
  'x',
  'stay',
  'staying',
]);

/**
 * Class "a verb of staying before a bare number" at the nights question ("nos quedamos 6", "pernocta 2", "q sean 2, y
 * xfa late checkout", "x3"): the number is the nights, when no unit or other number follows it (the chatter after a
 * comma or a question is left to others).
 */
function nightsAfterStayVerb(c: PhraseContext, i: number): Match {
  if (c.nightsQuestion !== true || !STAY_VERBS.has(w(c, i - 1))) return undefined;
  const tk = c.toks[i];
  if (tk?.k !== 'n' || tk.ord) return undefined;
  const n = tk.n!;
  const nx = c.toks[i + 1];
  if (nx !== undefined && nx.k !== 'p') return undefined;
  if (n < 1) return undefined;
  return one(n > MAX_NIGHTS ? { k: 'dur', tooLong: n } : { k: 'dur', nights: n }, i - 1, i + 1);
}

/**
 * Class "nights times a count", as chatted ("noches x4", "noches x 4 porfa", "nights x3", "noches por 2"): the nights
 * word, "x" (or "por", its spelling out), then a count of 1 to 99 in digits; more than the stay limit is too long.
 */
function nightsTimes(c: PhraseContext, i: number): Match {
  if (!/^(noches|nights)$/.test(w(c, i)) || !/^(x|por)$/.test(w(c, i + 1))) return undefined;
  const tk = c.toks[i + 2];
  if (tk?.k !== 'n' || tk.ord || tk.n === undefined || tk.n < 1 || tk.n > 99) return undefined;
  const nx = c.toks[i + 3];
  // ("noches por 2 personas": a count of people, not of nights)
  if (nx !== undefined && nx.k !== 'p' && !/^(porfa|please|pls|plis|xfa|gracias|thanks)$/.test(nx.t)) return undefined;
  return one(tk.n > MAX_NIGHTS ? { k: 'dur', tooLong: tk.n } : { k: 'dur', nights: tk.n }, i, i + 3);
}

/**
 * Nights added after a length ("plus one extra", "y una más", "+ 1", "and two more nights") from token `j`: the count
 * and the token after the words; only with "plus"/"más"/"+" before the count or "extra"/"more"/"más"/a nights word
 * after it ("5 noches y 2 adultos" adds nothing). Undefined otherwise.
 */
function moreNights(c: PhraseContext, j: number): { n: number; end: number } | undefined {
  const op = w(c, j);
  const plus = /^(plus|mas|\+)$/.test(op);
  if (!plus && !/^(y|and)$/.test(op)) return undefined;
  const m = countAt(c, j + 1);
  if (m === undefined || m < 1 || m > 7) return undefined;
  let end = j + 2;
  let tail = false;
  if (/^(noche|noches|night|nights)$/.test(w(c, end))) {
    end++;
    tail = true;
  }
  if (/^(extra|more|mas|adicional|adicionales)$/.test(w(c, end))) {
    end++;
    tail = true;
  }
  if (!plus && !tail) return undefined;
  const nx = c.toks[end];
  return nx === undefined || nx.k === 'p' || tail ? { n: m, end } : undefined;
}

/** The token after "después de llegar" / "after we arrive" / "after arriving" / "after arrival" at `j`, or undefined. */
function afterArrivingEnd(c: PhraseContext, j: number): number | undefined {
  if (/^(despues|luego)$/.test(w(c, j)) && w(c, j + 1) === 'de' && /^(llegar|llegada)$/.test(w(c, j + 2))) return j + 3;
  if (w(c, j) === 'after' && /^(arriving|arrival)$/.test(w(c, j + 1))) return j + 2;
  if (w(c, j) === 'after' && /^(we|i|they)$/.test(w(c, j + 1)) && /^(arrive|get|check)$/.test(w(c, j + 2))) {
    return /^(there|in)$/.test(w(c, j + 3)) ? j + 4 : j + 3;
  }
  return undefined;
}
