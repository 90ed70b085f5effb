/**
 * The occupancy reader's tokens: numbers, words and the joiners that matter to a party ("+", "&", "(", ",", "/",
 * "-"), with their offsets in the folded message; line breaks kept where a letter's lines end; agents' codes glued to
 * their counts ("2ADL", "1CHD") and counts heard by a dictation engine ("for" as four) split or read.
 */
import { lineBreakBetween, NUMBER_WORDS } from '../text.js';
import { PEOPLE_GRAMMAR, readerWords, PEOPLE_PHRASES, PEOPLE_WORDS } from '../people.js';
import { ADJECTIVES, WORD_ROOM_CODES, WORDS } from './words.js';

/** A token of the folded message: its text `t`, offsets `s`..`e`, whether it is a number `d` (digits) and a joiner `p`. */
export interface Tok {
  /** Folded text ("adultos", "5", ","). */
  t: string;
  s: number;
  e: number;
  /** Digits. */
  d: boolean;
  /** Punctuation kept as a token. */
  p: boolean;
}

/** Words, numbers and the punctuation the reader uses; a long dash ("somos 8 — 4 adultos…") is a dash. */
const TOKEN_RE = /\p{N}+|\p{L}+|[+&(),:;/\-—–]/gu;

/**
 * Pairs of words that name one person or kind of person ("the other half",
 * "my better half": a partner; "baby girl": a child), read as one word.
 */
const TWO_WORD_NAMES = PEOPLE_PHRASES;

/**
 * The role word of `w` when "ex" may stand before it ("exesposo" → "esposo"; "wife" → "wife", said after "ex-"): a
 * singular grown-up's word of the lexicon. Undefined for any other word, and for a word the lexicon knows whole.
 */
function exJoined(w: string): string | undefined {
  const rest = w.startsWith('ex') && !WORDS.has(w) ? w.slice(2) : w;
  const info = PEOPLE_WORDS.get(rest);
  return info && !info.plural && info.people === 1 && info.age !== 'child' ? rest : undefined;
}

/**
 * Tokens of `folded`; "in-laws", "mother-in-law" become one word ("inlaws",
 * "motherinlaw"), and so does any hyphenated pair the vocabulary knows as one
 * word ("grown-ups", "ankle-biters", "step-son"), and {@link TWO_WORD_NAMES}.
 */
export function tokenize(folded: string): Tok[] {
  const out: Tok[] = [];
  for (const m of folded.matchAll(TOKEN_RE)) {
    const raw = m[0];
    const t = raw === '—' || raw === '–' ? '-' : raw;
    // Class: "ex" joined to the role word it qualifies ("exesposo", "ex-wife"): the two words, as "mi ex esposo"
    const ex = exJoined(t);
    if (ex !== undefined) {
      if (out.at(-1)?.t === '-' && out.at(-2)?.t === 'ex' && out.at(-1)!.s === out.at(-2)!.e && out.at(-1)!.e === m.index) out.pop();
      else if (ex !== t) {
        out.push({ t: 'ex', s: m.index, e: m.index + 2, d: false, p: false });
        out.push({ t: ex, s: m.index + 2, e: m.index + t.length, d: false, p: false });
        continue;
      }
    }
    out.push({ t, s: m.index, e: m.index + t.length, d: /^\p{N}/u.test(t), p: /^[+&(),:;/-]$/.test(t) });
    const n = out.length;
    // "grown-ups", "ankle-biters": a hyphenated word the vocabulary knows whole
    if (n >= 3 && !out[n - 1]!.p && out[n - 2]!.t === '-' && out[n - 3]!.e === out[n - 2]!.s && out[n - 2]!.e === out[n - 1]!.s) {
      const word = out[n - 3]!.t + t;
      if ((WORDS.has(word) || ADJECTIVES.has(word)) && !/^in(law|laws)$/.test(word)) {
        const start = out[n - 3]!.s;
        out.length = n - 3;
        out.push({ t: word, s: start, e: m.index + t.length, d: false, p: false });
        continue;
      }
    }
    // Class: Indian English "double-sharing room", "twin sharing": the room's kind, "sharing" saying nothing more
    if (t === 'sharing' && n >= 2) {
      const kind = out[n - 2]!.t === '-' && n >= 3 ? n - 3 : n - 2;
      if (WORD_ROOM_CODES.has(out[kind]!.t)) {
        out.length = kind + 1;
        out[kind] = { ...out[kind]!, e: m.index + t.length };
        continue;
      }
    }
    const pair = n >= 2 ? TWO_WORD_NAMES.get(`${out[n - 2]!.t} ${t}`) : undefined;
    if (pair) {
      const start = out[n - 2]!.s;
      out.length = n - 2;
      out.push({ t: pair, s: start, e: m.index + t.length, d: false, p: false });
      continue;
    }
    if (n >= 3 && /^laws?$/.test(t) && out[n - 2]!.t === '-' && out[n - 3]!.t === 'in' && out[n - 3]!.e === out[n - 2]!.s) {
      let from = n - 3;
      if (n >= 5 && out[n - 4]!.t === '-' && /^(mother|father|sister|brother|son|daughter)$/.test(out[n - 5]!.t)) from = n - 5;
      const word = out
        .slice(from)
        .map((x) => (x.p ? '' : x.t))
        .join('');
      const start = out[from]!.s;
      out.length = from;
      out.push({ t: word, s: start, e: m.index + t.length, d: false, p: false });
    }
  }
  return out;
}

/**
 * `toks` with a ";" where a line of `raw` ends with a number and the next starts with a word: a number ending a form's
 * line counts nothing of the next ("Salida: lunes 7⏎Adultos: 2" holds no "7 adultos", "de hoy en quince⏎Pax: 2" no "15 pax").
 */
export function withLineBreaks(toks: Tok[], raw: string): Tok[] {
  if (!raw.includes('\n')) return toks;
  const out: Tok[] = [];
  for (let k = 0; k < toks.length; k++) {
    const prev = out[out.length - 1];
    const number = prev !== undefined && (prev.d || prev.t in NUMBER_WORDS);
    const cut = number && !toks[k]!.p && !toks[k]!.d ? lineBreakBetween(raw, prev.e, toks[k]!.s) : -1;
    if (cut >= 0) out.push({ t: ';', s: cut, e: cut + 1, d: false, p: true });
    out.push(toks[k]!);
  }
  return out;
}

/** An agent's letter for a role glued to its count ("2A1C": "a" → "adt", "c" → "chd"), from the people lexicon. */
const GLUED_CODES: ReadonlyMap<string, string> = new Map(Object.entries(PEOPLE_GRAMMAR.gluedCodes));

/** Words before a number that make "2A" part of an address, a room or a seat, or an age ("calle 2A", "apto 3C", "niños de 5a"). */
const NOT_CODE_AFTER: ReadonlySet<string> = readerWords('notCodeAfter');

/** Labels of a form's party line ("Pax: 2+1", "Ocupación: 2+2", "Huéspedes 2+0"). */
export const PARTY_LABELS: ReadonlySet<string> = new Set(PEOPLE_GRAMMAR.partyLabels);

/** Words naming children after a child code ("2A1C child 4", "1C kid 6"): the code's label, read with it. */
const CODE_LABELS: ReadonlySet<string> = readerWords('codeLabels');

/**
 * Class: an agent's party in glued codes ("2A1C", "2A2C (3,7)", "2A in Bogotá", "2A 1C child 4"): the letter after a
 * count is read as its role word (`GLUED_CODES`). Letters chained to counts ("2a1c") are codes in any case; a lone
 * "2A" only in capitals and not after a word of an address, a room or an age ("calle 2A", "apto 3A", "de 5a" stay as
 * they are); a lone child letter only right after an adult code ("2A 1C", "2A+1C"). A label naming children right after
 * a child code ("1C child 4") is read with it. `raw` is the message as typed, aligned with the tokens.
 */
export function readGluedCodes(toks: Tok[], raw: string): void {
  const isCode = (i: number): boolean => {
    const n = toks[i - 1];
    const c = toks[i];
    return !!n && !!c && n.d && n.t.length <= 2 && n.e === c.s && GLUED_CODES.has(c.t);
  };
  let lastAdult = -10;
  for (let i = 1; i < toks.length; i++) {
    if (!isCode(i)) continue;
    const c = toks[i]!;
    const role = GLUED_CODES.get(c.t)!;
    if (role === c.t) {
      if (role === 'adt') lastAdult = i;
      continue;
    }
    const next = toks[i + 1];
    const chained = (!!next?.d && next.s === c.e && isCode(i + 2)) || (i >= 3 && toks[i - 2]!.s === toks[i - 3]!.e && isCode(i - 2));
    const capital = raw.slice(c.s, c.e) === c.t.toUpperCase();
    const before = toks[i - 2];
    const free = !before || (!NOT_CODE_AFTER.has(before.t) && !before.d && !/[#-]\s*$/.test(raw.slice(0, toks[i - 1]!.s)));
    const lone = capital && free && (role === 'adt' || i - lastAdult <= 3);
    if (!chained && !lone) continue;
    c.t = role;
    if (role === 'adt') lastAdult = i;
    if (role === 'chd' && next && !next.d && CODE_LABELS.has(next.t) && toks[i + 2]?.d) {
      c.e = next.e;
      toks.splice(i + 1, 1);
    }
  }
}

/** Words a dictation writes for a count ("to" for "two"), from the people lexicon. */
const HEARD_COUNTS: ReadonlyMap<string, number> = new Map(Object.entries(PEOPLE_GRAMMAR.heardCounts));

/** Words after which a heard count is a count ("and to kids", "we're to adults"). */
const HEARD_COUNT_AFTER: ReadonlySet<string> = readerWords('heardCountAfter');

/**
 * Class: a count written by a dictation as a word that sounds like it ("we are four adults and to kids", "we're to
 * adults plus one child"): `HEARD_COUNTS` read as a count between a joiner or "are" and a plural role word of people
 * ("kids", "adults", "children"); elsewhere ("access to kids club", "to adults only") it stays a word.
 */
export function readHeardCounts(toks: Tok[]): void {
  for (let i = 1; i + 1 < toks.length; i++) {
    const n = HEARD_COUNTS.get(toks[i]!.t);
    if (n === undefined || !HEARD_COUNT_AFTER.has(toks[i - 1]!.t)) continue;
    const next = WORDS.get(toks[i + 1]!.t);
    if (!next?.plural || !(next.cls === 'adult' || next.cls === 'child' || next.cls === 'people')) continue;
    // "kids club", "children's menu": a thing for kids, not a count
    if (toks[i + 2] && /^(club|menu|pool|area|s|meal|meals|activities|program)$/.test(toks[i + 2]!.t)) continue;
    toks[i] = { ...toks[i]!, t: String(n), d: true };
  }
}
