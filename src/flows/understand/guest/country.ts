/**
 * The guest's country or nationality in a message: a country's name or code or a nationality word said about the
 * guest ("soy colombiana", "I'm from Mexico", "nacionalidad: chilena", "US citizen"), and at the country question a
 * bare code ("co", "MX"), a flag ("🇨🇴"), a city or a US state ("soy de Guayaquil", "Texas"), two nationalities
 * offered back ("colombo-venezolano"), a mistyped name ("Argentna"). Read by {@link extractPerson} (`person.ts`);
 * also the country's name for a text ({@link countryName}).
 */
import countries from 'i18n-iso-countries';
import { distance } from 'fastest-levenshtein';
import { fold } from '../text.js';
import type { Message } from '../types.js';
import { PERSON } from './lexicon.js';
import { isGiven } from './nameLexicon.js';
import {
  AMBIGUOUS_CODES,
  ANSWER_ONLY_DEMONYMS,
  CITY_CANON,
  CITY_COUNTRY,
  COMBINING_FORMS,
  MAX_PLACE_WORDS,
  type Place,
  PLACES,
  SECOND_NATIONALITY,
  US_STATES,
} from './places.js';
import { phrase, STOP, type Word } from './words.js';

/** Said before a place at the country question: "soy de Guayaquil", "de Texas", "from Texas". */
const PLACE_LEADS = PERSON.nationality.placeLeads;

/**
 * At the country question, the country of an unmistakable city or a US state
 * said instead ("soy de Guayaquil" → ECU, "Texas" → USA, "gringo jaja, de
 * Texas" → USA; see {@link CITY_COUNTRY}, {@link US_STATES}); never a
 * residence city. One country only; its words and lead claimed.
 */
export function placeCountry(ws: readonly Word[], used: readonly boolean[], denied: ReadonlySet<string> = new Set()): CountryHit | undefined {
  const hits: CountryHit[] = [];
  for (let k = 0; k < ws.length; k++) {
    if (used[k]) continue;
    for (let n = Math.min(4, ws.length - k); n >= 1; n--) {
      const p = phrase(ws, k, k + n);
      if (!p || ws.slice(k, k + n).some((_, i) => used[k + i])) continue;
      const city = CITY_CANON.get(p);
      const code = US_STATES.has(p) ? 'USA' : city ? CITY_COUNTRY[city] : undefined;
      if (!code) continue;
      // Class: a said-out correction wins ("Cali, as in California, not Colombia"): a place in a denied country is skipped.
      if (denied.has(code)) break;
      const lead = PLACE_LEADS.find((l) => k - l.length >= 0 && phrase(ws, k - l.length, k) === l.join(' ') && !used[k - l.length]);
      // "I live in New Jersey", "vivo en Miami": where the guest lives says nothing of their country; "as in California"
      // (which place is meant) does.
      const blocker = (lead ? k - lead.length : k) - 1;
      if (PLACE_BLOCKERS.has(ws[blocker]?.w ?? '') && !(ws[blocker]!.w === 'in' && ws[blocker - 1]?.w === 'as')) break;
      hits.push({ code, a: lead ? k - lead.length : k, b: k + n });
      k += n - 1;
      break;
    }
  }
  return hits.length > 0 && new Set(hits.map((h) => h.code)).size === 1 ? hits[0] : undefined;
}

export interface CountryHit {
  code: string;
  /** Said as where the guest lives ("vivo en México"), not as where they are from. */
  lives?: boolean;
  /** First word used, the trigger included ("soy de", "nacionalidad:"). */
  a: number;
  b: number;
}

const COPULA = PERSON.nationality.copula;
const LABELS = PERSON.nationality.labels;
const LABEL_FILLERS = PERSON.nationality.labelFillers;
const AFTER_DEMONYM = PERSON.nationality.afterDemonym;
const DEMONYM_FILLERS = PERSON.nationality.demonymFillers;
/** A party said to come from a country ("we are a family from Germany", "somos una pareja de Chile"). */
const PARTY_NOUNS = PERSON.nationality.partyNouns;
/** Articles before a {@link PARTY_NOUNS} word. */
const GROUP_ARTICLES = PERSON.nationality.groupArticles;
/** Words before a country or nationality that make it something else: a currency, a food, a language. */
const BLOCKERS = PERSON.nationality.blockers;
/** Words before a country name that make it a place to go to or live in ("ir a Colombia", "vivo en España"). */
const PLACE_BLOCKERS = PERSON.nationality.placeBlockers;
/** Words joining two nationalities ("colombiana y americana", "Mexican and American"). */
const NATIONALITY_JOINERS = PERSON.nationality.nationalityJoiners;

/** Whether the country at words `[a, b)` stands next to another nationality or country ("colombo venezolano", "peruana y chilena"). */
function doubleNationality(ws: readonly Word[], a: number, b: number): boolean {
  // Class: one country named twice ("del reino unido inglaterra", "UK, England"): a place of the same country is no second nationality.
  const code = PLACES.get(phrase(ws, a, b, true) ?? '')?.code;
  const differs = (p: Place | undefined): boolean => p !== undefined && p.code !== code;
  const other = (k: number): boolean => {
    const x = ws[k];
    if (!x) return false;
    return SECOND_NATIONALITY.has(x.w) || differs(PLACES.get(x.w)) || (k + 1 < ws.length && differs(PLACES.get(`${x.w} ${ws[k + 1]!.w}`)));
  };
  const close = (k: number): boolean => /^\s*[-/&]?\s*$/.test(ws[k]?.gap ?? '');
  if (a > 0 && close(a) && (other(a - 1) || (NATIONALITY_JOINERS.has(ws[a - 1]!.w) && close(a - 1) && a > 1 && PLACES.get(ws[a - 2]!.w)?.kind === 'demonym')))
    return true;
  if (b < ws.length && close(b)) {
    if (other(b)) return true;
    if (NATIONALITY_JOINERS.has(ws[b]!.w) && close(b + 1) && other(b + 1)) return true;
  }
  return false;
}

/** Said before where the guest or a client lives ("vivo en", "we live in", "reside en"), word by word. */
const LIVES_IN: readonly (readonly string[])[] = [...PERSON.residence.residenceTriggers, ...PERSON.residence.thirdPersonResidence];

/** The first word of a phrase of living somewhere right before the country at word `a` ("vivo en [México]", "we live in the [US]"), if any. */
function livesIn(ws: readonly Word[], a: number): number | undefined {
  const end = /^(the|los|la|el)$/.test(ws[a - 1]?.w ?? '') ? a - 1 : a;
  const seq = LIVES_IN.find((t) => t.length <= end && t.every((x, i) => ws[end - t.length + i]!.w === x));
  return seq ? end - seq.length : undefined;
}

/** Words before a nationality word that make it a language: a possessive, "in"/"en", a verb of speaking ("my English", "en inglés", "hablo español"). */
const LANGUAGE_LEADS = PERSON.nationality.languageLeads;

/** Names of a country that are also a US state ("Georgia"): both offered at the country question. */
const STATE_OR_COUNTRY: Readonly<Record<string, readonly string[]>> = { georgia: ['GEO', 'USA'] };

/**
 * The two countries an answer to the country question names (class: two
 * nationalities, or one name shared by two countries), to offer back as
 * `countryOptions`: "soy colombo-venezolano" → COL, VEN; "Colombian-American"
 * → COL, USA; "colombia, pero también tengo la española" → COL, ESP; "el
 * Congo" → COG, COD; "Georgia" → GEO, USA. Every country name, demonym,
 * combining form ("colombo", "ítalo") and "americano"/"american" (the United
 * States beside another nationality), hyphenated parts one by one; the
 * options only when exactly two countries are named and every other word is
 * a stop word. With the word indexes to claim (all unclaimed ones).
 */
export function twoCountries(ws: readonly Word[], used: readonly boolean[]): { codes: string[]; at: number[] } | undefined {
  const codes: string[] = [];
  const add = (cs: readonly string[]): void => {
    for (const c of cs) if (!codes.includes(c)) codes.push(c);
  };
  for (let k = 0; k < ws.length; k++) {
    if (used[k]) continue;
    let n = Math.min(MAX_PLACE_WORDS, ws.length - k);
    for (; n >= 2; n--) {
      const p = phrase(ws, k, k + n, true);
      if (p !== undefined && (PLACES.has(p) || AMBIGUOUS_CODES.has(p))) break;
    }
    if (n >= 2) {
      const p = phrase(ws, k, k + n, true)!;
      add(PLACES.has(p) ? [PLACES.get(p)!.code] : [...AMBIGUOUS_CODES.get(p)!]);
      k += n - 1;
      continue;
    }
    let any = false;
    for (const part of ws[k]!.w.split('-')) {
      const place = PLACES.get(part);
      const cs = place
        ? [place.code]
        : AMBIGUOUS_CODES.has(part)
          ? [...AMBIGUOUS_CODES.get(part)!]
          : (STATE_OR_COUNTRY[part] ??
            (COMBINING_FORMS[part] ? [COMBINING_FORMS[part]!] : SECOND_NATIONALITY.has(part) && /^americ/.test(part) ? ['USA'] : []));
      if (cs.length > 0) {
        add(cs);
        any = true;
      } else if (!STOP.has(part)) return undefined;
    }
    if (!any && !STOP.has(ws[k]!.w)) return undefined;
  }
  // Every other word is a stop word ("soy", "pero también tengo la"): the whole answer is claimed.
  return codes.length === 2 ? { codes, at: ws.map((_, k) => k).filter((k) => !used[k]) } : undefined;
}

/** Country names that are also a Colombian city ("Armenia"): a country only at the country question. */
const CITY_NOT_COUNTRY = PERSON.nationality.cityNotCountry;

/** Countries said about the guest: "soy colombiana", "I'm from Mexico", "nacionalidad: chilena", "US citizen". */
export function countryHits(ws: readonly Word[], m: Message): CountryHit[] {
  const hits: CountryHit[] = [];
  let double = false;
  const atQuestion = m.expecting === 'country';
  for (let a = 0; a < ws.length; a++) {
    let found: { place: Place; n: number } | undefined;
    for (let n = Math.min(MAX_PLACE_WORDS, ws.length - a); n >= 1; n--) {
      const p = phrase(ws, a, a + n, true);
      const place = p === undefined ? undefined : PLACES.get(p);
      if (place) {
        found = { place, n };
        break;
      }
    }
    // "US"/"U.S." only written in capitals after "from (the)", or before "citizen".
    let shortUs = false;
    if (!found && ws[a]!.raw === 'US') found = { place: { code: 'USA', kind: 'name' }, n: 1 };
    else if (!found && ws[a]!.raw === 'U' && ws[a + 1]?.raw === 'S') found = { place: { code: 'USA', kind: 'name' }, n: 2 };
    if (!found) continue;
    if (found.place.code === 'USA' && (ws[a]!.w === 'us' || (ws[a]!.w === 'u' && found.n === 2))) shortUs = true;
    const b = a + found.n;
    const prev = ws[a - 1]?.w;
    // "soy de Armenia": the city of Quindío as likely as the country; only the country question decides.
    if (!atQuestion && found.n === 1 && CITY_CANON.has(ws[a]!.w) && found.place.kind === 'name' && CITY_NOT_COUNTRY.has(ws[a]!.w)) {
      continue;
    }
    // "New Jersey", "Nuevo México" are not countries; neither is "pesos colombianos".
    if (prev === 'new' || prev === 'nuevo' || prev === 'nueva' || prev === 'baja' || prev === 'west') {
      a = b - 1;
      continue;
    }
    // "sorry for my english", "hablo poco español", "in English please" (class: a nationality word after a possessive
    // or a word of speaking): the language, not where the guest is from.
    if (found.place.kind === 'demonym' && prev !== undefined && LANGUAGE_LEADS.has(prev)) {
      a = b - 1;
      continue;
    }
    const born = (prev === 'en' || prev === 'in') && (ws[a - 2]?.w === 'naci' || ws[a - 2]?.w === 'born');
    // Class "where the guest lives, said at the country question" ("vivo en México", "we live in the US", "Reside en
    // México"): the country answered, as the country of residence; with a nationality said too ("soy colombiano pero
    // vivo en Miami") the two are asked (see `extractPerson`).
    const lives = atQuestion && found.place.kind === 'name' ? livesIn(ws, a) : undefined;
    // "I'm a US citizen": the article "a" before a country named as a citizenship is no "ir a …".
    const citizenship = prev === 'a' && AFTER_DEMONYM.has(ws[b]?.w ?? '');
    if (
      prev !== undefined &&
      (BLOCKERS.has(prev) || (found.place.kind === 'name' && PLACE_BLOCKERS.has(prev) && !citizenship)) &&
      !born &&
      lives === undefined
    ) {
      a = b - 1;
      continue;
    }
    let ok = lives !== undefined;
    let from = lives ?? a;
    if (found.place.kind === 'name' && !ok) {
      // "soy de Perú", "I'm from (the) US", "nací en Chile", "born in Peru".
      let k = a - 1;
      if (ws[k]?.w === 'the' || ws[k]?.w === 'los' || ws[k]?.w === 'la') k--;
      const prep = ws[k]?.w;
      const before = ws[k - 1]?.w;
      if ((prep === 'de' || prep === 'from' || prep === 'en' || prep === 'in') && before !== undefined && COPULA.has(before)) {
        ok = prep === 'en' || prep === 'in' ? before === 'naci' || before === 'born' : before !== 'naci' && before !== 'born';
        if (ok) from = k - 1;
      }
      // "we are a family from Germany", "somos una pareja de Chile": the party said to come from the country, its
      // noun read in the typed text when the party's reading has claimed it already (masked).
      if (!ok && (prep === 'de' || prep === 'from') && before !== undefined) {
        const noun = PARTY_NOUNS.has(before)
          ? k - 1
          : GROUP_ARTICLES.has(before) && PARTY_NOUNS.has(fold(m.raw.slice(ws[k - 1]!.end, ws[k]!.start)).trim())
            ? k
            : undefined;
        if (noun !== undefined && GROUP_ARTICLES.has(ws[noun - 1]?.w ?? '') && COPULA.has(ws[noun - 2]?.w ?? '')) {
          ok = true;
          from = noun - 2;
        }
      }
      // At the country question "the US" answers it.
      if (!ok && shortUs && !atQuestion && !(prep === 'from' || AFTER_DEMONYM.has(ws[b]?.w ?? ''))) {
        a = b - 1;
        continue;
      }
    } else {
      // "soy colombiana", "somos muy mexicanos", "I'm a Canadian citizen".
      let k = a - 1;
      let gap = 0;
      while (k >= 0 && gap < 2 && DEMONYM_FILLERS.has(ws[k]!.w) && !COPULA.has(ws[k]!.w)) {
        k--;
        gap++;
      }
      const before = ws[k]?.w;
      if (before !== undefined && COPULA.has(before) && before !== 'naci' && before !== 'born') {
        ok = true;
        from = ws[k - 1]?.w === 'i' || ws[k - 1]?.w === 'we' ? k - 1 : k;
      }
    }
    // "nacionalidad: chilena", "país: Colombia", "passport: USA".
    if (!ok) {
      for (let k = a - 1, seen = 0; k >= 0 && seen < 3; k--, seen++) {
        if (LABELS.has(ws[k]!.w)) {
          ok = true;
          from = k;
          break;
        }
        if (!LABEL_FILLERS.has(ws[k]!.w)) break;
      }
    }
    // "US citizen", "colombian passport".
    let to = b;
    if (!ok && AFTER_DEMONYM.has(ws[b]?.w ?? '')) {
      ok = true;
      to = b + 1;
    }
    // Class: a country said as the object of a liking at the country question ("me encanta Colombia, ¿eh?", "I love
    // Colombia"): chatter about the place, not where the guest is from.
    if (!ok && atQuestion && !OPINION_VERBS.has(prev ?? '')) ok = true;
    // "Juan Pérez, mexicano" at the name question: a nationality word ending the message after the name's comma.
    if (!ok && m.expecting === 'name' && found.place.kind === 'demonym' && a > 0 && b === ws.length && /^\s*[,;-]\s*$/.test(ws[a]!.gap)) ok = true;
    if (ok) {
      hits.push({ code: found.place.code, a: from, b: to, ...(lives !== undefined ? { lives: true } : {}) });
      if (doubleNationality(ws, a, b)) double = true;
    }
    a = b - 1;
  }
  // "soy colombo venezolano", "mexicana y americana": two nationalities, none is taken (nor claimed).
  return double ? [] : hits;
}

/**
 * A nationality word of {@link ANSWER_ONLY_DEMONYMS} as the whole answer to the country question ("nica", "soy
 * nica"): every other word is a copula or a function word.
 */
export function answerOnlyDemonym(ws: readonly Word[]): CountryHit | undefined {
  const at = ws.findIndex((x) => ANSWER_ONLY_DEMONYMS.has(x.w));
  if (at < 0 || ws.some((x, k) => k !== at && !COPULA.has(x.w) && !STOP.has(x.w))) return undefined;
  return { code: ANSWER_ONLY_DEMONYMS.get(ws[at]!.w)!, a: 0, b: ws.length };
}

/** The shortest word read as a mistyped country name (see {@link mistypedCountry}): shorter ones are too alike. */
const MIN_MISTYPED_COUNTRY = 6;

/**
 * Class: a country name mistyped as the whole answer to the country question ("Argentna", "Venezuala", "Colmbia"): one
 * word of at least {@link MIN_MISTYPED_COUNTRY} letters, no known place, one letter away from the one-word names and
 * demonyms of exactly one country. Never a word of the language or a known city.
 */
export function mistypedCountry(ws: readonly Word[]): CountryHit | undefined {
  if (ws.length !== 1) return undefined;
  const w = ws[0]!.w;
  if (w.length < MIN_MISTYPED_COUNTRY || STOP.has(w) || PLACES.has(w) || CITY_CANON.has(w) || isGiven(w)) return undefined;
  const codes = new Set<string>();
  for (const [key, place] of PLACES) if (!key.includes(' ') && Math.abs(key.length - w.length) <= 1 && distance(key, w) === 1) codes.add(place.code);
  return codes.size === 1 ? { code: [...codes][0]!, a: 0, b: 1 } : undefined;
}

/**
 * A complaint that the country read is wrong, or the right one stated ("el país está mal", "wrong country", "the
 * country is wrong", "country should be USA, not Colombia", "el país debería ser Ecuador"), folded.
 */
export const COUNTRY_COMPLAINT =
  /\b(?:(?:el\s+)?pais\s+(?:esta\s+mal|esta\s+equivocado|no\s+es\s+ese|quedo\s+mal|deberia\s+ser|debe\s+ser)|wrong\s+country|(?:the\s+)?country\s+is\s+wrong|(?:the\s+)?country\s+(?:should|must)\s+be|corrig\w*\s+el\s+pais|fix\s+the\s+country)\b/;

/** Verbs of liking said before a place ("me encanta", "me gusta", "amo", "I love"): the place is liked, not one's own. */
const OPINION_VERBS = PERSON.nationality.opinionVerbs;

/** The whole answer "from right here": "de acá mismo", "d aca", "soy de aquí", "from here". */
export const FROM_HERE =
  /^[\s¡!.]*(?:(?:soy|somos|yo\s+soy)\s+)?(?:de|d)\s+(?:aca|aqui)(?:\s+mism[oa]s?)?[\s.!]*$|^[\s.!]*(?:i'?m\s+|we'?re\s+)?from\s+(?:right\s+)?here[\s.!]*$/;
/** The country the hotels are in (alpha-3): "from right here" names it. */
export const HOME_COUNTRY = 'COL';

/** Pairs of regional indicator symbols: a flag emoji. */
const FLAG = /([\u{1F1E6}-\u{1F1FF}])([\u{1F1E6}-\u{1F1FF}])/gu;

/** The country (alpha-3) of the one flag in `raw` ("🇨🇴" → "COL"); undefined when none, or several different. */
export function flagIn(raw: string): string | undefined {
  const codes = new Set<string>();
  for (const f of raw.matchAll(FLAG)) {
    const a2 = String.fromCharCode(f[1]!.codePointAt(0)! - 0x1f1e6 + 65, f[2]!.codePointAt(0)! - 0x1f1e6 + 65);
    const a3 = countries.alpha2ToAlpha3(a2 === 'UK' ? 'GB' : a2);
    if (!a3) return undefined;
    codes.add(a3);
  }
  return codes.size === 1 ? [...codes][0] : undefined;
}

/** Two-letter words that are also common words: a code only when typed in capitals. */
const CODE_LOOKALIKES = PERSON.nationality.codeLookalikes;

/** A bare code answering the country question: "co", "MX", "US", "uk", "COL", "usa". */
export function bareCode(ws: readonly Word[]): CountryHit | undefined {
  if (ws.length !== 1) return undefined;
  const x = ws[0]!;
  if (!/^[a-z]{2,3}$/.test(x.w)) return undefined;
  const upper = x.w.toUpperCase();
  if (upper === 'NO') return undefined;
  if (upper === 'UK') return { code: 'GBR', a: 0, b: 1 };
  if (x.w.length === 2) {
    if (CODE_LOOKALIKES.has(x.w) && x.raw !== upper && x.w !== 'us' && x.w !== 'pe') return undefined;
    const a3 = countries.isValid(upper) ? countries.alpha2ToAlpha3(upper) : undefined;
    return a3 ? { code: a3, a: 0, b: 1 } : undefined;
  }
  return countries.isValid(upper) && countries.alpha3ToAlpha2(upper) ? { code: upper, a: 0, b: 1 } : undefined;
}

/** Name of the country with ISO 3166-1 alpha-3 `code` in `lang` ("Colombia", "United States of America"), or the code itself. */
export function countryName(code: string, lang: 'es' | 'en'): string {
  return countries.getName(code, lang) ?? code;
}
