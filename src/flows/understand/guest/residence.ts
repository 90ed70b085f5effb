/**
 * The guest's city of residence in a message: the city after "vivo en", "I live in", "soy de" (a known city), or
 * answering the residence question; a region, country or postal code after the city dropped ("Austin, TX 78701"), a
 * part of the city dropped ("Medellín, barrio Laureles"), a city's nickname read as the city ("Medallo"), corrections
 * ("la ciudad no es Cali sino Palmira"), and a region that is no city ("vivo en Florida"; the region lexicon,
 * `../lexicon/regions.json`). Read by {@link extractPerson} (`person.ts`).
 */
import countries from 'i18n-iso-countries';
import { z } from 'zod';
import { bySound, soundKey } from '../shorthand.js';
import { checkLexicon } from '../lexiconCheck.js';
import regionsData from '../lexicon/regions.json' with { type: 'json' };
import { fold, foldKeepLength } from '../text.js';
import { PERSON } from './lexicon.js';
import { isGiven } from './nameLexicon.js';
import { AMBIGUOUS_PLACES, CITY_CANON, CITY_COUNTRY, MAX_PLACE_WORDS, type Place, PLACES } from './places.js';
import { CONTRACTION, NAME_TAIL, nameLike, NEGATIONS, type PersonScan, phrase, properCase, REMARK_BREAK, startsWithSeq, STOP, type Word } from './words.js';

export const RESIDENCE_TRIGGERS = PERSON.residence.residenceTriggers;
/** Said by an agent about the client's home, before the city: "vive en", "reside en", "lives in". */
export const THIRD_PERSON_RESIDENCE = PERSON.residence.thirdPersonResidence;
/** Said before a known city to mean the guest lives there: "soy de Medellín", "somos de Cali", "I'm from Boston". */
export const FROM_TRIGGERS = PERSON.residence.fromTriggers;
/** Said before the city: "vivo en la ciudad de Cali", "I live in the city of Austin". */
const CITY_LEADS = PERSON.residence.cityLeads;
/** Inside a city name ("Santa Fe de Antioquia", "Mar del Plata", "Los Ángeles"). */
const CITY_JOINERS = PERSON.residence.cityJoiners;
/** Said before a bare answer to the residence question: "en Cali", "soy de Pasto", "from Austin". */
export const CITY_ANSWER_LEADS = PERSON.residence.cityAnswerLeads;
/** Region codes written after a city ("Austin, TX", "Perth WA", "Sydney NSW 2000"): US states, Canadian provinces and territories, Australian states and territories. */
const REGION_CODES = PERSON.residence.regionCodes;

/** Whether `x` is a region's code typed in capitals ("TX", "BC", "NSW"): two or three letters, never read as a word. */
function regionCode(x: Word | undefined): boolean {
  return x !== undefined && REGION_CODES.has(x.w) && x.raw === x.raw.toUpperCase() && (x.raw.length === 2 || x.raw.length === 3);
}

/**
 * Class: a postal code ending an address after its city or region ("Austin, TX 78701", "Sydney NSW 2000", "Manchester,
 * UK, M1 1AE", "Toronto ON M5V 2T6"): four or five digits (a ZIP's four more after a dash), or the British and Canadian
 * codes of two parts. The end (exclusive) of the postal code at word `b` when nothing follows it, else `b`.
 */
function postcodeAfter(ws: readonly Word[], b: number): number {
  const x = ws[b];
  if (!x || /[;!?]/.test(x.gap)) return b;
  if (/^\d{4,5}(?:-\d{4})?$/.test(x.w) && b + 1 === ws.length) return b + 1;
  const y = ws[b + 1];
  if (y && b + 2 === ws.length && /^\s+$/.test(y.gap) && x.raw === x.raw.toUpperCase() && y.raw === y.raw.toUpperCase()) {
    if (/^[a-z]{1,2}\d[a-z\d]?$/.test(x.w) && /^\d[a-z]{2}$/.test(y.w)) return b + 2;
    if (/^[a-z]\d[a-z]$/.test(x.w) && /^\d[a-z]\d$/.test(y.w)) return b + 2;
  }
  return b;
}

export interface CityRead {
  city: string;
  /** End (exclusive) of the words used. */
  b: number;
  /** The country (alpha-3) said after the city's comma ("Madrid, España" → ESP), when one was. */
  country?: string;
}

/**
 * The city at word `k`: up to five words (joiners like "de", "San" inside),
 * stopping at a stop word or a break; a region or a country after a comma
 * is dropped ("Austin, TX" → "Austin"; "Cali, Colombia" → "Cali"). A
 * country alone is not a city.
 */
export function cityAt(scan: PersonScan, k: number): CityRead | undefined {
  const { ws, informative } = scan;
  // A known city first (longest), so articles and joiners inside are kept ("Ciudad de México", "La Paz").
  const knownAt = (at: number): CityRead | undefined => knownCityAt(scan, at, true);
  const direct = knownAt(k);
  if (direct) return direct;
  for (const lead of CITY_LEADS)
    if (startsWithSeq(ws, k, lead)) {
      k += lead.length;
      const known = knownAt(k);
      if (known) return known;
      break;
    }
  // "near London", "cerca de Medellín": only near a city, not in it; no city is read.
  if (!ws[k] || NEARBY_LEADS.some((l) => startsWithSeq(ws, k, l))) return undefined;
  // Class: a known city split by dictation, a short piece being another word ("Medell in", "Cartag ena"): the pieces
  // glued name it, when the first alone names none.
  const pieces = ws.slice(k, k + 2);
  if (pieces.length === 2 && !pieces[1]!.breakBefore && pieces[1]!.w.length <= 3 && pieces.every((x) => /^\p{L}+$/u.test(x.w))) {
    const glued = CITY_SOUNDS.get(soundKey(pieces[0]!.w + pieces[1]!.w));
    if (glued && !CITY_SOUNDS.get(soundKey(pieces[0]!.w))) return withRegion(ws, k + 2, glued);
  }
  let b = k;
  while (b < ws.length && b - k < 5) {
    const x = ws[b]!;
    if (b > k && x.breakBefore) break;
    // "Perth WA": a region's code in capitals ends the city's name.
    if (b > k && regionCode(x)) break;
    const joiner = CITY_JOINERS.has(x.w) && b > k && ws[b + 1] && !ws[b + 1]!.breakBefore && !STOP.has(ws[b + 1]!.w);
    if (!joiner && (STOP.has(x.w) || AREA_HEADS.has(x.w) || !/^\p{L}+(?:['-]\p{L}+)*$/u.test(x.w) || x.w.length < 2 || CONTRACTION.test(x.w))) break;
    if (informative && !joiner && /^\p{Ll}/u.test(x.raw)) break;
    b++;
  }
  while (b > k && CITY_JOINERS.has(ws[b - 1]!.w)) b--;
  if (b === k) return undefined;
  // "Cebu City", "Quezon City", "Kansas City": a capitalised "City" after the name is part of it.
  if (ws[b]?.raw === 'City' && !ws[b]!.breakBefore) b++;
  const p = phrase(ws, k, b)!;
  if (PLACES.has(p) || AMBIGUOUS_PLACES.has(p)) return undefined;
  // "vivo en varranquilla", "en medeyin" (class: a known city typed by its sound): that city.
  const sounded = CITY_SOUNDS.get(soundKey(p.replace(/ /g, '')));
  if (sounded) return withRegion(ws, b, sounded);
  const city = ws
    .slice(k, b)
    .map((x, i) => (i > 0 && CITY_JOINERS.has(x.w) && x.raw === x.raw.toLowerCase() ? x.raw : properCase(x.raw)))
    .join(' ');
  return withRegion(ws, b, city);
}

/** Each known city by how it sounds in Spanish ({@link bySound}); a sound two cities share is left out. */
const CITY_SOUNDS = bySound(CITY_CANON);

/**
 * A known city (of `cityNames` or the built-in list, longest first) at word
 * `k`, spelled canonically, with a region after a comma. Unless
 * `countriesOk`, a name that is also a country ("Panamá", "Guatemala") is
 * not a city.
 */
export function knownCityAt(scan: PersonScan, k: number, countriesOk = false): CityRead | undefined {
  const { ws, cityNames, cityKeys } = scan;
  for (let n = Math.min(5, ws.length - k); n >= 1; n--) {
    const p = phrase(ws, k, k + n, true);
    if (!p || !(cityKeys.has(p) || CITY_CANON.has(p))) continue;
    if (!countriesOk && PLACES.get(p)?.kind === 'name') return undefined;
    return withRegion(ws, k + n, cityNames.find((c) => fold(c) === p) ?? CITY_CANON.get(p)!, true);
  }
  return undefined;
}

/**
 * After a comma: a region code, a state, province or department, or a
 * country is claimed and dropped ("Austin, TX", "Miami, Florida",
 * "Medellín, Antioquia", "Cali, Colombia" → the city; see
 * {@link regionAfter}). Then a
 * part of the city (a neighbourhood, a district, a street address) is
 * claimed and dropped ("Medellín, barrio Laureles" → "Medellín"; see
 * {@link areaAfter}).
 */
function withRegion(ws: readonly Word[], b: number, city: string, known = false): CityRead {
  const read = regionAfter(ws, b, city, known);
  // A postal code after the region or the country read ("Austin, TX 78701", "Manchester, UK, M1 1AE").
  const b2 = read.b > b ? postcodeAfter(ws, read.b) : read.b;
  return { ...read, b: areaAfter(ws, b2) };
}

/** Words for a part of a city, said after it and dropped: "Medellín, barrio Laureles", "Bogotá, localidad de Suba", "Austin, downtown". */
const AREA_HEADS = PERSON.residence.areaHeads;
/**
 * Class: where in or near the city, said after it ("Bogotá por los lados de Kennedy", "Envigado, al ladito de
 * Medellín", "Austin, near the airport"): the words after these leads are dropped with them; the city said first is
 * where the guest lives.
 */
export const NEARBY_LEADS = PERSON.residence.nearbyLeads;
/** Said before a part of the city: "Cali, en el barrio San Fernando", "in the Mission district". */
const AREA_LEADS = PERSON.residence.areaLeads;

/**
 * The end (exclusive) of a part of the city said right after it, to be
 * claimed and dropped ("barrio Laureles", ", comuna 13", "en el sector de
 * El Poblado", "neighborhood: Chapinero", "calle 10 # 5-20"): an area word,
 * then up to five words (letters or digits, joiners inside) until a comma,
 * a sentence end or a word of another kind. `b` itself when none follows.
 */
export function areaAfter(ws: readonly Word[], b: number): number {
  const next = ws[b];
  if (!next || !/^\s*[,-]?\s*$/.test(next.gap)) return b;
  // "en bogotá por los lados de kennedy", "en envigado, al ladito de medellin": where in or near the city, dropped.
  const near = NEARBY_LEADS.find((l) => startsWithSeq(ws, b, l));
  if (near) {
    let e = b + near.length;
    const from = e;
    while (e < ws.length && e - from < 4 && !/[,;!?]|\.\s/.test(ws[e]!.gap) && /^\p{L}+(?:['-]\p{L}+)*$/u.test(ws[e]!.w)) e++;
    if (e > from) return e;
  }
  let k = b;
  const lead = AREA_LEADS.find((l) => startsWithSeq(ws, k, l) && AREA_HEADS.has(ws[k + l.length]?.w ?? ''));
  if (lead) k += lead.length;
  if (!AREA_HEADS.has(ws[k]?.w ?? '') || (k > b && ws[k]!.breakBefore)) return b;
  // "downtown" alone is a whole area; the others take a name ("barrio Laureles", "comuna 13").
  let e = k + 1;
  if (ws[e] && !/[,;!?]/.test(ws[e]!.gap) && (ws[e]!.w === 'de' || ws[e]!.w === 'of' || ws[e]!.w === 'del')) e++;
  const from = e;
  while (e < ws.length && e - from < 5) {
    const x = ws[e]!;
    if (/[,;!?]|\.\s/.test(x.gap)) break;
    const joiner = CITY_JOINERS.has(x.w) && e > from && ws[e + 1] && !/[,;!?]/.test(ws[e + 1]!.gap) && !STOP.has(ws[e + 1]!.w);
    if (!joiner && (STOP.has(x.w) || !/^[\p{L}\p{N}]+(?:['-][\p{L}\p{N}]+)*$/u.test(x.w))) break;
    e++;
  }
  if (e === from && ws[k]!.w !== 'downtown') return b;
  return e;
}

/**
 * A region or country after a city's comma, claimed and dropped: the
 * residence city is the city alone ("Austin, TX", "Miami, Florida",
 * "Guadalajara, Jalisco", "Toronto, Ontario", "Medellín, Antioquia", "Cali,
 * Colombia" → the city). After a known city (`known`), any one or two name
 * words ending the message after the comma count as its region too
 * ("Springfield, Missouri"; "Pereira, Risaralda").
 */
function regionAfter(ws: readonly Word[], b: number, city: string, known = false): CityRead {
  const next = ws[b];
  // "Bogotá D.C., CO": the abbreviation's dot before the comma.
  if (next && /^\.?\s*,\s*$/.test(next.gap)) {
    // Class: a known city's own country code typed after it ("Bogotá, CO", "Lima, PE"): the country, not a US state.
    const own = known ? CITY_COUNTRY[city] : undefined;
    if (own && next.raw === next.raw.toUpperCase() && (next.w === own.toLowerCase() || next.w === countries.alpha3ToAlpha2(own)?.toLowerCase()))
      return { city, b: b + 1, country: own };
    // "Austin, TX", "Toronto, ON": a region's code (its country is not said: not read as the guest's country).
    if (regionCode(next)) return countryAfterRegion(ws, { city, b: b + 1 });
    for (let n = Math.min(MAX_PLACE_WORDS, ws.length - b); n >= 1; n--) {
      const p = phrase(ws, b, b + n);
      if (!p) continue;
      // "Barranquilla, la arenosa": the city's nickname said after it is the same city.
      if (CITY_CANON.get(p) === city) return { city, b: b + n };
      if (REGIONS.has(p)) return countryAfterRegion(ws, { city, b: b + n });
      const place = PLACES.get(p);
      if (countryNamed(p, place)) return { city, b: b + n, country: place!.code };
    }
    if (known) {
      let e = b;
      while (e < ws.length && e - b < 2 && (e === b || !ws[e]!.breakBefore) && nameLike(ws[e]!) && !AREA_HEADS.has(ws[e]!.w)) e++;
      const rest = ws.slice(e);
      if (e > b && rest.every((x) => NAME_TAIL.has(x.w) || RESIDENCE_TAIL.has(x.w))) return { city, b: e };
    }
  }
  // Class: a known city's state or department said right after it without a comma ("en pasto nariño", "Miami FL").
  // Class: a region's code in capitals right after any city, ending the address ("Perth WA", "Sydney NSW 2000"): the
  // region's, never a word of the city's name.
  if (next && /^\s+$/.test(next.gap) && regionCode(next) && postcodeAfter(ws, b + 1) === ws.length) return { city, b: b + 1 };
  if (known && next && /^\s+$/.test(next.gap)) {
    for (let n = Math.min(3, ws.length - b); n >= 1; n--) {
      const p = phrase(ws, b, b + n);
      if (p && REGIONS.has(p) && !CITY_CANON.has(p)) return { city, b: b + n };
      // Class: a known city's country said right after it without a comma, ending the message ("vivo en Quito Ecuador",
      // "Lima Perú"): the country is claimed and said, as after a comma.
      const place = p === undefined ? undefined : PLACES.get(p);
      if (p !== undefined && b + n === ws.length && countryNamed(p, place) && CITY_COUNTRY[city] === place!.code)
        return { city, b: b + n, country: place!.code };
    }
  }
  return { city, b };
}

/**
 * Whether folded phrase `p`, read as `place`, names a country: a country's name, or a word that is both its name and a
 * nationality word ("Argentina", "argentina": the feminine of "argentino").
 */
function countryNamed(p: string, place: Place | undefined): boolean {
  if (!place) return false;
  return place.kind === 'name' || (['es', 'en'] as const).some((lang) => fold(countries.getName(place.code, lang) ?? '') === p);
}

/** After a city's region, a second comma and a country ("Miami, Florida, USA"): the country is claimed and said. */
function countryAfterRegion(ws: readonly Word[], read: CityRead): CityRead {
  const next = ws[read.b];
  if (!next || !/^\s*,\s*$/.test(next.gap)) return read;
  for (let n = Math.min(MAX_PLACE_WORDS, ws.length - read.b); n >= 1; n--) {
    const p = phrase(ws, read.b, read.b + n, true);
    const place = p === undefined ? undefined : PLACES.get(p);
    if (p !== undefined && countryNamed(p, place)) return { ...read, b: read.b + n, country: place!.code };
  }
  return read;
}

/** Words naming the city of residence in a correction of it ("la ciudad no es Cali sino Palmira"). */
const CITY_WORDS = PERSON.residence.cityWords;
/** Words bringing the right one after a denied one: "no es Cali sino Palmira", "not Cali but Palmira". */
export const INSTEAD_WORDS = PERSON.residence.insteadWords;

/**
 * A correction of the city of residence: "ciudad"/"city", a negation, the
 * wrong city, then "sino"/"but" and the right city ending the message ("la
 * ciudad no es Cali sino Palmira", "the city is not Cali but Palmira"). The
 * right city's read, claimed from the city word on; undefined otherwise.
 */
export function cityFixAt(scan: PersonScan): { a: number; read: CityRead } | undefined {
  const { ws, used } = scan;
  const c = ws.findIndex((x, i) => !used[i] && CITY_WORDS.has(x.w));
  if (c < 0) return undefined;
  const instead = ws.findIndex((x, i) => i > c + 1 && !used[i] && INSTEAD_WORDS.has(x.w));
  if (instead < 0 || !ws.slice(c + 1, instead).some((x) => NEGATIONS.has(x.w) || x.w === "isn't")) return undefined;
  const k = ws[instead + 1]?.w === 'en' || ws[instead + 1]?.w === 'in' ? instead + 2 : instead + 1;
  const read = cityAt(scan, k);
  if (!read || ws.slice(read.b).some((x, i) => !used[read.b + i] && !NAME_TAIL.has(x.w))) return undefined;
  const article = ws[c - 1]?.w;
  return { a: article === 'la' || article === 'the' || article === 'mi' || article === 'my' ? c - 1 : c, read };
}

/** Words saying where the guest lives, anywhere in the message ("la ciudad donde vivo", "I live in", "residencia"). */
export const LIVING_WORDS = PERSON.residence.livingWords;

/**
 * Class: the right city of residence first, then the wrong one denied ("corrige la ciudad donde vivo, es Palmira no
 * Cali", "where I live: Palmira, not Cali"), in a message that says it is about where the guest lives (`living`):
 * the first city, with "es"/"is" before it and the denied city claimed too; nothing may follow. Undefined otherwise.
 */
export function cityOverAt(scan: PersonScan): { a: number; read: CityRead } | undefined {
  const { ws, used, cityKeys } = scan;
  for (let k = 0; k < ws.length; k++) {
    if (used[k]) continue;
    const at = /^(es|is|era|en|in)$/.test(ws[k]!.w) && !used[k + 1] ? k + 1 : k;
    const read = cityAt(scan, at);
    if (!read || !NEGATIONS.has(ws[read.b]?.w ?? '')) continue;
    const denied = cityAt(scan, ws[read.b + 1]?.w === 'en' || ws[read.b + 1]?.w === 'in' ? read.b + 2 : read.b + 1);
    if (!denied || !knownCity(denied.city, cityKeys) || fold(denied.city) === fold(read.city)) continue;
    if (ws.slice(denied.b).some((x, i) => !used[denied.b + i] && !NAME_TAIL.has(x.w))) continue;
    return { a: k, read: { city: read.city, b: denied.b } };
  }
  return undefined;
}

/** The raw text right before a denied home: "no vivo en", "I don't live in". */
const HOME_DENIED_JUST_BEFORE = /\b(?:no|not|dont|don't|no longer)\s+(?:vivo|vivimos|live)\s+(?:en|in)\s*$/;
/** A quick test before {@link DENIED_HOME_BEFORE}: a word of home, then a comma, semicolon, colon, "sino" or "but". */
const DENIED_HOME_WORDS = /(?:ciudad|city|vivo|vivimos|resido|live)[\s\S]*(?:[,;:]|\bsino\b|\bbut\b)/i;
/** Words between the comma and the right city in a corrected home ("…, es Palmira", "…, it's Palmira", "…, sino en Palmira"). */
const DENIAL_LEADS = PERSON.residence.denialLeads;
/** The raw text before the right city in a home corrected after a comma: "la ciudad donde vivo no es Cali, es …". */
const DENIED_HOME_BEFORE =
  /\b(?:ciudad|city|vivo|vivimos|resido|live|lives)\b[^.?!]*\b(?:no|not|isn't|isnt)\b[^.?!]*[,;:]\s*(?:(?:es|is|it's|its|sino|but|en|in)\s+)*$/;

/**
 * Class: the home corrected with the right city after a comma ("la ciudad donde vivo no es Cali, es Palmira", "the
 * city I live in isn't Cali, it's Palmira"), the words before it perhaps read as a request to change it: the last
 * words, a city, are the home when the raw text before them says which (see {@link DENIED_HOME_BEFORE}).
 */
export function cityAfterDenial(scan: PersonScan): { a: number; read: CityRead } | undefined {
  const { ws, used, raw } = scan;
  if (!DENIED_HOME_WORDS.test(raw)) return undefined;
  let k = ws.findIndex((_, i) => !used[i]);
  // "no vivo en Cali sino en Palmira" with "no vivo en" read as a change: the city after "sino"/"but" is the home.
  if (k >= 0 && HOME_DENIED_JUST_BEFORE.test(foldKeepLength(raw.slice(0, ws[k]!.start)))) {
    const denied = cityAt(scan, k);
    let j = denied && INSTEAD_WORDS.has(ws[denied.b]?.w ?? '') ? denied.b + 1 : -1;
    if (j > 0 && (ws[j]?.w === 'en' || ws[j]?.w === 'in')) j++;
    const instead = j > 0 && !used[j] ? cityAt(scan, j) : undefined;
    if (instead && ws.slice(instead.b).every((x, i) => used[instead.b + i] || NAME_TAIL.has(x.w))) return { a: k, read: instead };
  }
  // ", es Palmira": the lead words after the comma are part of the correction (checked in the raw text)
  while (k >= 0 && k < ws.length - 1 && !used[k + 1] && DENIAL_LEADS.has(ws[k]!.w)) k++;
  if (k < 0 || !DENIED_HOME_BEFORE.test(foldKeepLength(raw.slice(0, ws[k]!.start)))) return undefined;
  const read = cityAt(scan, k);
  if (!read || ws.slice(read.b).some((x, i) => !used[read.b + i] && !NAME_TAIL.has(x.w))) return undefined;
  return { a: k, read };
}

/** The words between a home said and the one said instead of it: "no perdón", "bueno", "I mean", maybe "en"/"in". */
const HOME_FIX_GAP = /^[\s,.;:…!-]*(?:(?:no|ah|oh|perdon|perdona|bueno|mejor|digo|corrijo|sorry|well|i mean|wait|espera)[\s,.;:…!-]+)+(?:(?:en|in)\s+)?$/;

/**
 * Class: the home corrected right after it ("vivo en Bogotá, no perdón, en Chía", "vivo en Bogotá... bueno, en Chía, al
 * ladito", "I live in Austin, sorry, in Dallas"): the city said after words taking the first back ({@link HOME_FIX_GAP}),
 * a known one, is the home; a few words may follow it ("al ladito"). `b` is where the first city's words end.
 */
export function homeCorrected(scan: PersonScan, b: number): CityRead | undefined {
  const { ws, raw, cityKeys } = scan;
  const from = ws[b - 1]?.end;
  if (from === undefined) return undefined;
  for (let k = b; k < ws.length && k < b + 5; k++) {
    if (!HOME_FIX_GAP.test(foldKeepLength(raw.slice(from, ws[k]!.start)))) continue;
    const read = cityAt(scan, k);
    if (read && knownCity(read.city, cityKeys) && ws.length - read.b <= 3) return read;
  }
  return undefined;
}

/** Whether `city` is a city of the catalogue or of the built-in list. */
export function knownCity(city: string, cityKeys: ReadonlySet<string>): boolean {
  const key = fold(city);
  return cityKeys.has(key) || CITY_CANON.has(key);
}

/** Words before the home as it is now: "bueno", "pues", "well" (skipped), then "ahora"/"now"/"actualmente". */
const NOW_FILLERS = PERSON.residence.nowFillers;
const NOW_WORDS = PERSON.residence.nowWords;

/**
 * The home as it is now after a first city ("Medellín, bueno ahora en Envigado"): after `b`, set apart by punctuation,
 * fillers, a {@link NOW_WORDS} word, "en"/"in", then a city ending the message; else undefined.
 */
export function nowAfter(scan: PersonScan, b: number): CityRead | undefined {
  const { ws, used, cityKeys } = scan;
  if (!ws[b] || used[b] || !REMARK_BREAK.test(ws[b]!.gap)) return undefined;
  let j = b;
  while (j < ws.length && NOW_FILLERS.has(ws[j]!.w)) j++;
  if (!NOW_WORDS.has(ws[j]?.w ?? '')) return undefined;
  j++;
  if (ws[j]?.w === 'en' || ws[j]?.w === 'in') j++;
  const city = cityAt(scan, j);
  if (!city || !knownCity(city.city, cityKeys) || ws.slice(city.b).some((x, i) => !used[city.b + i] && !NAME_TAIL.has(x.w))) return undefined;
  return city;
}

/** Most words of a city's epithet (see {@link epithetAfter}). */
const MAX_EPITHET_WORDS = 7;

/**
 * Class: a known city, then its epithet after a comma ("Bucaramanga, la ciudad bonita", "Medellín, la ciudad de la
 * eterna primavera", "Chicago, the windy city"): the epithet ("la ciudad …", "the … city") ends the message, holds no
 * other place and is claimed with the city. The end of the epithet, else `b`.
 */
export function epithetAfter(ws: readonly Word[], b: number, cityKeys: ReadonlySet<string>): number {
  if (!/^\s*,\s*$/.test(ws[b]?.gap ?? '') || ws.length - b > MAX_EPITHET_WORDS) return b;
  const rest = ws.slice(b);
  const said = rest.map((x) => x.w);
  const epithet = (said[0] === 'la' && said[1] === 'ciudad') || (said[0] === 'the' && said.includes('city'));
  if (!epithet || rest.slice(1).some((x) => x.breakBefore)) return b;
  for (let n = 1; n <= rest.length; n++)
    for (let a = b; a + n <= ws.length; a++) {
      const p = phrase(ws, a, a + n);
      if (p && (PLACES.has(p) || cityKeys.has(p) || CITY_CANON.has(p))) return b;
    }
  return ws.length;
}

/** Said after a city and a comma before a part of it: "en", "in", "por", "around". */
const PART_LEADS = PERSON.residence.partLeads;

/**
 * The end of a part of a known city said after its comma with "en"/"in"
 * and no area word ("Bogotá, en Suba", "Medellín, en El Poblado"): one to
 * three name words (joiners such as "el" besides) ending the message, none a known place (then it is
 * another city or a country). `b` itself when there is none.
 */
export function partAfter(ws: readonly Word[], b: number, cityKeys: ReadonlySet<string>): number {
  // Class: the part said with "por"/"around" too ("en Bogotá, por Suba": around Suba, a part of Bogotá).
  if (!/^\s*,\s*$/.test(ws[b]?.gap ?? '') || !PART_LEADS.has(ws[b]!.w)) return b;
  const rest = ws.slice(b + 1);
  const named = rest.filter((x) => !CITY_JOINERS.has(x.w));
  if (named.length === 0 || rest.length > 4 || rest.some((x) => x.breakBefore) || !named.every((x) => nameLike(x, false, true))) return b;
  const said = phrase(ws, b + 1, ws.length);
  if (!said || PLACES.has(said) || AMBIGUOUS_PLACES.has(said) || cityKeys.has(said) || CITY_CANON.has(said)) return b;
  return ws.length;
}

/** Words beginning another clause after the city answering where the guest lives: "pero …", "but …", "I moved …". */
const LATER_CLAUSE_HEADS = PERSON.residence.laterClauseHeads;
/** Words in that clause that undo the city ("Cali, pero no, mejor Bogotá", "but actually I live in …"): then nothing is read. */
const CLAUSE_UNDOING = PERSON.residence.clauseUndoing;

/**
 * Whether the words `rest` after a known city are one more clause about
 * something else ("Medellín pero trabajo en Panamá", "Medellín, I moved here
 * last year"): it begins with a {@link LATER_CLAUSE_HEADS} word and holds no
 * {@link CLAUSE_UNDOING} word. The city is the answer; the clause is left
 * unread.
 */
export function laterClause(ws: readonly Word[], rest: readonly number[]): boolean {
  const first = rest[0];
  if (first === undefined || !LATER_CLAUSE_HEADS.has(ws[first]!.w)) return false;
  return rest.every((f) => !CLAUSE_UNDOING.has(ws[f]!.w));
}

/**
 * The schema of the region lexicon (`lexicon/regions.json`): the states,
 * provinces and departments of the countries guests most often live in
 * (US states, Canadian provinces, Mexican states, Colombian departments),
 * under their country's ISO alpha-3 code, in Spanish and English spellings;
 * and `alsoCities`, the ones that are also a city's usual name ("New York",
 * "Puebla", "Córdoba", "CDMX"), each of them listed under a country. No
 * name twice.
 */
export const RegionLexicon = z
  .strictObject({
    regions: z.record(z.string().regex(/^[A-Z]{3}$/, 'an ISO alpha-3 country code'), z.array(z.string().min(2)).min(1)),
    alsoCities: z.array(z.string().min(2)),
  })
  .superRefine((lex, ctx) => {
    const seen = new Map<string, string>();
    for (const [code, names] of Object.entries(lex.regions))
      for (const [i, name] of names.entries()) {
        const key = fold(name);
        const before = seen.get(key);
        if (before !== undefined) ctx.addIssue({ code: 'custom', path: ['regions', code, i], message: `"${name}" is listed twice (also under ${before})` });
        seen.set(key, code);
      }
    for (const [i, name] of lex.alsoCities.entries())
      if (!seen.has(fold(name))) ctx.addIssue({ code: 'custom', path: ['alsoCities', i], message: `"${name}" is not a region of the lexicon` });
  });
/** A validated region lexicon (see {@link RegionLexicon}). */
export type RegionLexicon = z.infer<typeof RegionLexicon>;

/** Reads and checks a region lexicon; throws naming `source` and every problem found. */
export function parseRegionLexicon(data: unknown, source = 'region lexicon'): RegionLexicon {
  return checkLexicon(RegionLexicon, data, source, 'region');
}

/** The region lexicon, read and checked once, when this module is loaded. */
const REGION_LEXICON = parseRegionLexicon(regionsData, 'src/flows/understand/lexicon/regions.json');

/**
 * Regions (folded) that are never a city's usual name, with their country
 * ("florida" → USA, "antioquia" → COL): said as where the guest lives, they
 * are no city of residence (see {@link regionOnly}).
 */
const REGION_COUNTRY: ReadonlyMap<string, string> = new Map(
  Object.entries(REGION_LEXICON.regions).flatMap(([code, names]) =>
    names.filter((n) => !REGION_LEXICON.alsoCities.some((c) => fold(c) === fold(n))).map((n): [string, string] => [fold(n), code]),
  ),
);

/** Regions of other countries (folded), dropped after a city's comma like those of the lexicon: Spanish communities, provinces of Argentina, Ecuador, Venezuela. */
const OTHER_REGIONS = PERSON.residence.otherRegions;

/** States, provinces and departments (folded), dropped after a city's comma ("Miami, Florida", "Medellín, Antioquia"): the region lexicon and {@link OTHER_REGIONS}. */
const REGIONS: ReadonlySet<string> = new Set([...Object.values(REGION_LEXICON.regions).flatMap((names) => names.map((n) => fold(n))), ...OTHER_REGIONS]);

/** Articles that may open a region's name as typed ("el Valle", "la Guajira" is in the lexicon whole). */
const REGION_ARTICLES = PERSON.residence.regionArticles;

/**
 * Class "a region is no city of residence": the country of a region said
 * where a city of residence was read ("vivo en florida", "I live in Texas",
 * "vivo en Antioquia", "vivo en el Valle"), or undefined when the place is
 * a city (or a region that is also a city's usual name: "New York",
 * "Puebla").
 */
export function regionOnly(city: string): string | undefined {
  const key = fold(city);
  const bare = key.split(' ');
  return REGION_COUNTRY.get(key) ?? (bare.length > 1 && REGION_ARTICLES.has(bare[0]!) ? REGION_COUNTRY.get(bare.slice(1).join(' ')) : undefined);
}
/** Said after a city to stress it, claimed and dropped: "Cartagena mismo", "Cali, acá mismo", "Pasto aquí". */
export const RESIDENCE_TAIL = PERSON.residence.residenceTail;

/** Whether folded words are a known city of the catalogue or the built-in list, and not a common given name ("Florencia" is both). */
export function cityWord(w: string, cityKeys: ReadonlySet<string>): boolean {
  return (cityKeys.has(w) || CITY_CANON.has(w)) && !isGiven(w);
}

/**
 * The country of the place after a residence trigger, the guest's or said of
 * them by an agent ("I live in Canada" → CAN, "I live in Toronto" → CAN,
 * "vive en Panamá" → PAN), '' when the place is not known to be of
 * one country ("I live in Dubai"); undefined when no residence is said.
 */
export function residenceCountryAt(ws: readonly Word[], cityKeys: ReadonlySet<string>): string | undefined {
  for (let k = 0; k < ws.length; k++) {
    const seq = [...RESIDENCE_TRIGGERS, ...THIRD_PERSON_RESIDENCE].find((t) => startsWithSeq(ws, k, t));
    if (!seq) continue;
    let at = k + seq.length;
    if (ws[at]?.w === 'the') at++;
    for (let n = Math.min(MAX_PLACE_WORDS, ws.length - at); n >= 1; n--) {
      const p = phrase(ws, at, at + n, true);
      if (!p) continue;
      const place = PLACES.get(p);
      if (place?.kind === 'name') return place.code;
      const city = CITY_CANON.get(p);
      if (city || cityKeys.has(p)) return (city && CITY_COUNTRY[city]) ?? '';
      // A region of a country ("vivo en Florida", "I live in Ontario"): its country.
      const region = REGION_COUNTRY.get(p);
      if (region) return region;
    }
    return ws[at] ? '' : undefined;
  }
  return undefined;
}
