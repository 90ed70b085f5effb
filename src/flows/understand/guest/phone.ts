/**
 * Phone numbers in a message: digit runs read with libphonenumber ("+57 300 123 4567", "(305) 555-0142", "0412 345
 * 678"), the country said beside a number ("my Colombian SIM: 310…"), numbers dictated in words ("tres cero cero …",
 * "trescientos uno, doscientos veinte, …"), a corrected ending ("… seis siete no seis ocho"), identity numbers that
 * are no phone, and the choice between two numbers ("mejor al cel"). Read by {@link extractContact} (`contact.ts`).
 */
import countries from 'i18n-iso-countries';
import { getCountryCallingCode, parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js/max';
import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from '../../limits.js';
import { readNumberAt } from '../numbers.js';
import { foldKeepLength, numberValue, tokens } from '../text.js';
import type { TextRange } from '../types.js';
import { CONTACT } from './lexicon.js';
import { CITY_CANON, CITY_COUNTRY, PLACE_LEXICON, PLACES, US_CITIES, US_STATES } from './places.js';
import { RELATIONS } from './words.js';
import { CONTACT_CORRECTION, TAKE_BACK_LEAD, TAKES_BACK } from './corrections.js';

/**
 * Digits and phone separators, not touching letters or other digits; a word for a phone may be glued before them
 * ("cel3001234567", "whatsapp3001234567": typed fast, no space).
 */
const PHONE_RUN =
  /(?:(?<![\p{L}\p{N}+])|(?<=(?<!\p{L})(?:cel|celu|celular|tel|telefono|movil|whatsapp|wsp|wpp|cell|phone|mobile)))(?:\+\s?)?\(?\d(?:[\d().-]|\s(?=[\d(]))*\d(?![\p{L}\p{N}])/gu;
/** A run that is a date ("15.12.2026", "2026-12-15", "15-12-26"), not a phone. */
const DATE_RUN = /^\(?\d{1,4}[.-]\d{1,2}[.-]\d{1,4}\)?$/;
/** A run that is an amount with thousands dots or commas ("1.500.000"). */
const MONEY_RUN = /^\d{1,3}(?:\.\d{3})+$/;
/** Calling codes written without "+" before a number ("57 300 123 4567", "1 202 555 0143"). */
const BARE_CALLING_CODES = CONTACT.phone.bareCallingCodes;
/** Line types a guest can be reached on (toll-free, premium and shared-cost numbers are not a guest's phone). */
const PHONE_TYPES = new Set(['MOBILE', 'FIXED_LINE', 'FIXED_LINE_OR_MOBILE', 'PERSONAL_NUMBER', 'VOIP']);

/**
 * Crown dependencies numbered inside the United Kingdom's plan (+44): their
 * ranges say little about the guest ("+44 7911 …" is listed as Guernsey), so
 * the number's country is the United Kingdom.
 */
export const SHARED_NUMBERING: Readonly<Record<string, string>> = { GG: 'GB', JE: 'GB', IM: 'GB' };

/**
 * Ranges set aside for films and examples, which libphonenumber calls
 * invalid but guests (and people trying the bot) type as their number: the
 * United Kingdom's 07700 900000–900999 (Ofcom). Read as mobiles of their
 * country, like the United States' 555-01xx numbers libphonenumber already accepts.
 */
const EXAMPLE_RANGES: readonly { region: CountryCode; national: RegExp }[] = [{ region: 'GB', national: /^7700900\d{3}$/ }];

/** A number in one of the {@link EXAMPLE_RANGES}, read with its country. */
function exampleNumber(p: PhoneNumber): PhoneNumber | undefined {
  const range = EXAMPLE_RANGES.find((r) => p.countryCallingCode === getCountryCallingCode(r.region) && r.national.test(p.nationalNumber));
  if (!range || (p.country !== undefined && p.country !== range.region)) return undefined;
  return parsePhoneNumberFromString(`0${p.nationalNumber}`, range.region);
}

function validPhone(text: string, region?: CountryCode): PhoneNumber | undefined {
  const p = region ? parsePhoneNumberFromString(text, region) : parsePhoneNumberFromString(text);
  if (p && !p.isValid()) return exampleNumber(p);
  if (!p?.isValid()) return undefined;
  const type = p.getType();
  return type && PHONE_TYPES.has(type) ? p : undefined;
}

/**
 * One number from digit groups as typed: with "+" or "00" it is international;
 * otherwise national in the chat's region (Colombia in Spanish, United States
 * in English), else national in the other one (10 digits only), else
 * international without "+" when it starts with a known calling code. A first
 * group of one or two digits that is not a calling code ("55 1234 5678" in an
 * English chat) is not read nationally, unless every group is short (four
 * or more groups of one to three digits: a number typed digit by digit or
 * in pairs, "3 1 5 4 4 4 5 5 6 6", "31 54 44 55 66").
 */
function readPhone(groups: readonly string[], plus: boolean, lang: 'es' | 'en', near?: CountryCode): PhoneNumber | undefined {
  const digits = groups.join('');
  if (digits.length < PHONE_MIN_DIGITS || digits.length > PHONE_MAX_DIGITS) return undefined;
  // Mexico's old mobile prefix "+52 1 55 …" is no longer dialled: "+52 1 55 1234 5678" is +52 55 1234 5678.
  if (plus && /^521\d{10}$/.test(digits)) return validPhone(`+52${digits.slice(3)}`);
  if (plus) return validPhone(`+${digits}`);
  if (digits.startsWith('00')) return validPhone(`+${digits.slice(2)}`);
  // "my Colombian SIM: 310 456 7890": the country said beside the number is its region.
  const said = near ? validPhone(digits, near) : undefined;
  if (said) return said;
  const first = groups[0] ?? '';
  // Typed digit by digit, or in pairs and triples ("3 1 5 4 4 4 5 5 6 6", "31 54 44 55 66"): one national number.
  const spelled = groups.length >= 4 && groups.every((g) => g.length <= 3) && !groups.every((g) => g.length === 3);
  if (spelled || !(groups.length > 1 && first.length <= 2)) {
    const regions: CountryCode[] = lang === 'en' ? ['US', 'CO'] : ['CO', 'US'];
    const home = validPhone(digits, regions[0]);
    if (home) return home;
    if (digits.length === 10) {
      const other = validPhone(digits, regions[1]);
      if (other) return other;
    }
  }
  const codeFirst = groups.length > 1 ? BARE_CALLING_CODES.includes(first) : digits.length >= 11 && BARE_CALLING_CODES.some((c) => digits.startsWith(c));
  return codeFirst ? validPhone(`+${digits}`) : undefined;
}

/**
 * Where an English-speaking guest's number typed nationally with its trunk
 * "0" ("07700 900123", "0412 345 678") may be from, the likelier first: the
 * English-speaking countries that dial a leading 0 (the United States and
 * Canada do not, nor does Colombia). These are the "likely" countries of an
 * English chat; a Spanish chat has none (its numbers are Colombian or
 * carry their country).
 */
const TRUNK_ZERO_REGIONS: Readonly<Record<'es' | 'en', readonly CountryCode[]>> = { en: ['GB', 'AU', 'IE', 'NZ'], es: [] };
/**
 * Where an English-speaking guest's number typed nationally without a trunk
 * "0" and valid neither in Colombia nor in the United States may be from:
 * India, whose ten-digit mobiles are written bare ("98765 43210"). Offered
 * back as a reading to confirm, never taken.
 */
const NO_TRUNK_REGIONS: Readonly<Record<'es' | 'en', readonly CountryCode[]>> = { en: ['IN'], es: [] };

/**
 * The readings of digits typed with a national trunk "0" and no country
 * (see {@link TRUNK_ZERO_REGIONS}), or without one (see
 * {@link NO_TRUNK_REGIONS}): the valid numbers of the chat's likely
 * countries, when there are one or two ("0412 345 678": Australia or
 * Ireland); none when there are more (the bot cannot offer them all).
 */
function trunkZeroReadings(digits: string, lang: 'es' | 'en'): PhoneNumber[] {
  const regions = /^0[1-9]/.test(digits) ? TRUNK_ZERO_REGIONS[lang] : NO_TRUNK_REGIONS[lang];
  const found: PhoneNumber[] = [];
  for (const region of regions) {
    const p = validPhone(digits, region);
    // Without a trunk "0" only a mobile is read ("55 1234 5678" is no Indian number a guest would type bare).
    if (p && regions === NO_TRUNK_REGIONS[lang] && p.getType() !== 'MOBILE') continue;
    if (p && !found.some((f) => f.number === p.number)) found.push(p);
  }
  return found.length <= 2 ? found : [];
}

export interface PhoneHit {
  phone: PhoneNumber;
  span: TextRange;
  /** Readings of a national number whose country was not said, to be asked and none taken ("07700 900123": see {@link trunkZeroReadings}). */
  options?: PhoneNumber[];
  /** The other reading of the same digits, when they are a number both in Colombia and in the United States ("305 555 0142"). */
  other?: PhoneNumber;
  /** Dictated, with a few more digit words after it: read only as a correction of its ending (see {@link endingFix}). */
  trailing?: boolean;
}

/**
 * The other reading of ten digits typed without a calling code or a country
 * word beside them: the same digits are a valid number both in Colombia (a
 * mobile, 3xx) and in the United States or Canada ("305 555 0142": Miami or a
 * Colombian mobile). Undefined when only one of the two is valid.
 */
function otherReading(digits: string, phone: PhoneNumber): PhoneNumber | undefined {
  if (digits.length !== 10) return undefined;
  const us = validPhone(digits, 'US');
  const co = validPhone(digits, 'CO');
  if (!us || !co) return undefined;
  return phone.number === us.number ? co : us;
}

/**
 * The country (alpha-3) of a two-letter code typed in capitals beside a
 * number ("US", "PH", "UK", "MX"); undefined for anything else (a code in
 * lowercase is a word: "us", "in").
 */
function isoCodeTyped(raw: string): string | undefined {
  if (!/^[A-Z]{2}$/.test(raw)) return undefined;
  const a2 = raw === 'UK' ? 'GB' : raw;
  return countries.isValid(a2) ? countries.alpha2ToAlpha3(a2) : undefined;
}

/** Words calling a phone local, that is Colombian ("a local SIM", "número local"). */
const LOCAL_WORDS = CONTACT.phone.localWords;

/** Words naming a phone line ("cell", "celular", "number", "SIM"): a country word beside one describes the number. */
const PHONE_NOUNS = CONTACT.phone.phoneNouns;

/**
 * The one country named beside a phone, as its region ("local" counts as Colombia): a country name or
 * nationality word among the four words before the number, or the two
 * after it ("mi celular colombiano 310…", "my Colombian SIM: 310…", "US
 * cell 305…", "310… (Colombia)"). Undefined when none, or several
 * different.
 */
function regionNear(scan: string, start: number, end: number, raw = ''): CountryCode | undefined {
  const before = tokens(scan.slice(0, start)).slice(-4);
  const later = tokens(scan.slice(end))
    .slice(0, 5)
    .map((t) => ({ ...t, start: t.start + end, end: t.end + end }));
  // Class: the number's kind said after it in a short clause ("…, it's a Colombian cell", "…, es un celular
  // colombiano"): a country word farther than two words counts beside a word naming the line.
  const lineWord = (i: number): boolean => PHONE_NOUNS.has(later[i - 1]?.text ?? '') || PHONE_NOUNS.has(later[i + 1]?.text ?? '');
  // Class: where the guest is from said after the number ("011 15 4567-8901, soy de Buenos Aires", "(21) 99876-5432,
  // sou do Rio"): a place after a "from" lead in the clause after it counts, a city by its country.
  const fromAt = later.findIndex((_, i) => PHONE_FROM_LEADS.some((l) => l.every((w, j) => later[i + j]?.text === w)));
  const fromLead = fromAt < 0 ? undefined : PHONE_FROM_LEADS.find((l) => l.every((w, j) => later[fromAt + j]?.text === w))!;
  const fromPlace = fromLead ? fromAt + fromLead.length : -1;
  const after = later.filter((_, i) => i < 2 || lineWord(i) || i >= fromPlace);
  const codes = new Set<string>();
  for (const side of [before, after]) {
    for (let i = 0; i < side.length; i++) {
      const city = cityCountryAt(
        side.map((t) => t.text),
        i,
      );
      if (city && (side === before || side[i]!.start >= (later[fromPlace]?.start ?? Number.POSITIVE_INFINITY))) {
        codes.add(city.code);
        i += city.n - 1;
        continue;
      }
      // "305.555.0142, US cell", "0917-123-4567, Globe, PH": a country's two-letter code typed in capitals.
      const code = isoCodeTyped(raw.slice(side[i]!.start, side[i]!.end));
      if (code) {
        codes.add(code);
        continue;
      }
      // "Got a local SIM: 310 …", "mi número local": local is Colombia, where the hotel is.
      if (LOCAL_WORDS.has(side[i]!.text)) {
        codes.add('COL');
        continue;
      }
      const two = i + 1 < side.length ? PLACES.get(`${side[i]!.text} ${side[i + 1]!.text}`) : undefined;
      const place = two ?? PLACES.get(side[i]!.text);
      if (!place) continue;
      codes.add(place.code);
      if (two) i++;
    }
  }
  if (codes.size !== 1) return undefined;
  const alpha2 = countries.alpha3ToAlpha2([...codes][0]!);
  return alpha2 ? (alpha2 as CountryCode) : undefined;
}

/** Leads before where the guest is from, said beside a phone number ("soy de", "sou do", "I'm from"). */
const PHONE_FROM_LEADS = CONTACT.phone.phoneFromLeads;

/** Short names of big cities said for the city in speech ("Rio"), read only for the country of a phone number. */
const CITY_SHORT_FORMS = PLACE_LEXICON.cities.shortForms.forms;

/** The country of the city named by the folded words from `i` (up to three words), with the number of words. */
function cityCountryAt(said: readonly string[], i: number): { code: string; n: number } | undefined {
  for (let n = Math.min(3, said.length - i); n >= 1; n--) {
    const p = said.slice(i, i + n).join(' ');
    const canon = CITY_CANON.get(p);
    const code = canon ? CITY_COUNTRY[canon] : n === 1 ? CITY_SHORT_FORMS[p] : undefined;
    if (code) return { code, n };
  }
  return undefined;
}

/**
 * Labels of identity and tax numbers (folded): a number right after one
 * ("NIT 901.555.321-0", "cédula 1020304050", "passport no. 123456789") is
 * that document's number, never a phone.
 */
const ID_NUMBER_LABELS = CONTACT.phone.idNumberLabels;
/** Words allowed between an identity label and its number: "NIT No.", "cédula número", "passport number". */
const ID_NUMBER_FILLERS = CONTACT.phone.idNumberFillers;

/** Whether the number starting at `start` follows an identity or tax label (see {@link ID_NUMBER_LABELS}). */
function idNumberAt(scan: string, start: number): boolean {
  const before = tokens(scan.slice(0, start)).slice(-4);
  for (let i = before.length - 1; i >= 0; i--) {
    const w = before[i]!.text;
    if (ID_NUMBER_LABELS.has(w)) return true;
    if (!ID_NUMBER_FILLERS.has(w)) return false;
  }
  return false;
}

/** Words around a number looked at for a US place (see {@link usPlaceNear}). */
const US_CLUE_WINDOW = 8;

/**
 * Whether a place of the United States is said near the number at `start`..`end` (within {@link US_CLUE_WINDOW}
 * words on either side): a US city of {@link CITY_COUNTRY} ("de Miami"), a US state ("Florida", "Texas"), or the
 * country by name or nationality ("de USA", "Estados Unidos", "estadounidense").
 */
function usPlaceNear(scan: string, start: number, end: number): boolean {
  const ws = [...tokens(scan.slice(0, start)).slice(-US_CLUE_WINDOW), ...tokens(scan.slice(end)).slice(0, US_CLUE_WINDOW)].map((t) => t.text);
  for (let i = 0; i < ws.length; i++) {
    for (let n = 3; n >= 1; n--) {
      if (i + n > ws.length) continue;
      const p = ws.slice(i, i + n).join(' ');
      if (US_STATES.has(p) || PLACES.get(p)?.code === 'USA' || US_CITIES.has(p)) return true;
    }
  }
  return false;
}

/**
 * Class: the "+" of a calling code said in words before digits ("plus one 305 555 0123", "más 52 55 1234 5678", "más
 * cincuenta y siete 310…" once the number words are digits): written as "+<code>" in place, the text's length kept.
 */
function saidPlusCode(scan: string): string {
  return scan.replace(/\b(?:plus|mas)\s+([a-z]+|\d{1,3})\s+(?=\d)/g, (all, code: string) => {
    const n = /^\d+$/.test(code) ? Number(code) : numberValue(code);
    if (n === undefined || n < 1 || n > 999) return all;
    const said = `+${n} `;
    return said.length > all.length ? all : ' '.repeat(all.length - said.length) + said;
  });
}

/** Regions of the North American numbering plan read for ten bare digits (the United States and Canada). */
const NORTH_AMERICA: ReadonlySet<string> = new Set(['US', 'CA']);

/** Every valid phone in `scan` (folded text with emails blanked): each run of digits, longest readable part first. */
export function phonesIn(scan: string, lang: 'es' | 'en', atPhoneQuestion = false, raw = ''): PhoneHit[] {
  const hits: PhoneHit[] = [];
  scan = saidPlusCode(scan);
  for (const run of scan.matchAll(PHONE_RUN)) {
    const text = run[0];
    if (DATE_RUN.test(text) || MONEY_RUN.test(text) || idNumberAt(scan, run.index)) continue;
    // "(305) 555-0142 es de miami" (class: a US number by its written form and a US place): ten digits whose area code
    // is in brackets, the US way of writing it, said with a place of the United States are a US number. With no
    // such place the chat's reading stands.
    const bracketed = /^\(\d{3}\)/.test(text) && text.replace(/\D/g, '').length === 10;
    const near =
      regionNear(scan, run.index, run.index + text.length, raw) ?? (bracketed && usPlaceNear(scan, run.index, run.index + text.length) ? 'US' : undefined);
    const groups = [...text.matchAll(/\d+/g)].map((g) => ({ digits: g[0], start: run.index + g.index, end: run.index + g.index + g[0].length }));
    const plus = text.startsWith('+');
    let i = 0;
    while (i < groups.length) {
      let taken = -1;
      for (let j = groups.length - 1; j >= i; j--) {
        const phone = readPhone(
          groups.slice(i, j + 1).map((g) => g.digits),
          plus && i === 0,
          lang,
          near,
        );
        if (phone) {
          const start = i === 0 ? run.index : groups[i]!.start;
          const digits = groups
            .slice(i, j + 1)
            .map((g) => g.digits)
            .join('');
          // In a Spanish chat a number valid in Colombia is Colombian; in an English one the US reading may be wrong.
          const other = plus || near || lang !== 'en' ? undefined : otherReading(digits, phone);
          // Class: ten bare digits in an English chat valid only in the US or Canada ("(212) 555-0199"): the calling code
          // was left out, and a guest abroad may have meant another country's number; the one reading is offered back.
          const onlyNorthAmerican =
            !plus && !near && !other && lang === 'en' && digits.length === 10 && NORTH_AMERICA.has(phone.country ?? '') && !validPhone(digits, 'CO');
          // Class: a few digits more typed right after a whole number ("+57 300 123 4567 8"): the number as typed is
          // none (a slip, or a digit too many); nothing is taken and the bot asks again.
          const tail = groups
            .slice(j + 1)
            .map((g) => g.digits)
            .join('');
          if (i === 0 && tail.length > 0 && tail.length <= 4) {
            taken = groups.length;
            break;
          }
          hits.push({ phone, span: [start, groups[j]!.end], ...(other ? { other } : {}), ...(onlyNorthAmerican ? { options: [phone] } : {}) });
          taken = j;
          break;
        }
      }
      // "07700 900123" answering the phone question in an English chat: a national number of a likely country, offered back.
      if (taken < 0 && i === 0 && !plus && !near && atPhoneQuestion) {
        const digits = groups.map((g) => g.digits).join('');
        const options = trunkZeroReadings(digits, lang);
        if (options.length > 0) {
          hits.push({ phone: options[0]!, span: [run.index, groups[groups.length - 1]!.end], options });
          break;
        }
      }
      // A "+" says where the number starts: no part of the run after it is read alone ("+52 1 55 …" is never "1 55 …").
      if (plus && i === 0 && taken < 0) break;
      i = taken >= 0 ? taken + 1 : i + 1;
    }
  }
  return hits;
}

/** Words labelling a phone as a mobile or as a fixed line ("mi cel es …", "el fijo de la oficina …"). */
const MOBILE_LABELS = CONTACT.phone.mobileLabels;
const FIXED_LABELS = CONTACT.phone.fixedLabels;
const GUEST_LABELS = CONTACT.phone.guestLabels;
/** A preference for one kind of line, said after the numbers: "mejor al cel", "prefer the mobile", "better call my cell", "usen el celular". */
const LINE_PREFERENCE =
  /\b(?:mejor|preferiblemente|prefiero|prefer|preferably|better|mejor\s+llamar|llamen|escriban|use|usa|usen|utilicen)\b(?:\s+(?:al|a|el|la|mi|my|the|on|to|call|llamar|llamen|escribir|me))*\s+(cel|celu|celular|movil|mobile|cell|cellphone|whatsapp|wsp|wpp|fijo|fija|landline|oficina|office|casa|home)\b/;

/**
 * Of two phones, the one of the kind preferred (class: a mobile and a fixed
 * line, each labelled, then a preference: "mi cel es 310 555 7788 y el fijo de
 * la oficina 601 7432100, mejor al cel"): each number's label is the
 * {@link MOBILE_LABELS} or {@link FIXED_LABELS} word within the five words
 * before it; the preference (see {@link LINE_PREFERENCE}) is said after both
 * and names one kind. Undefined otherwise.
 */
export function preferredLine<T extends { phone: PhoneNumber; span: TextRange }>(hits: readonly T[], folded: string): T | undefined {
  const sorted = [...hits].sort((a, b) => a.span[0] - b.span[0]);
  if (new Set(sorted.map((h) => h.phone.number)).size !== 2) return undefined;
  const kinds = sorted.map((h, i) => {
    const from = i === 0 ? 0 : sorted[i - 1]!.span[1];
    const before = folded
      .slice(from, h.span[0])
      .split(/[^\p{L}]+/u)
      .filter(Boolean)
      .slice(-5);
    const mobile = before.some((w) => MOBILE_LABELS.has(w));
    const fixed = before.some((w) => FIXED_LABELS.has(w));
    return mobile === fixed ? undefined : mobile ? 'mobile' : 'fixed';
  });
  if (new Set(kinds).size !== 2 || kinds.includes(undefined)) return undefined;
  const said = LINE_PREFERENCE.exec(folded.slice(sorted[sorted.length - 1]!.span[1]));
  if (!said) return undefined;
  const kind = MOBILE_LABELS.has(said[1]!) ? 'mobile' : 'fixed';
  return sorted[kinds.indexOf(kind)];
}

/**
 * Of two different phones, the one labelled as the traveller's (class: someone booking for another gives both lines,
 * "Tel. oficina: 601 … / Cel. huésped: 311 …", "office 601 …, guest's mobile 315 …"): the one with a
 * {@link GUEST_LABELS} word within the three words before it, when the other has none. Undefined otherwise.
 */
export function guestsOfTwo<T extends { phone: PhoneNumber; span: TextRange }>(hits: readonly T[], folded: string): T | undefined {
  const sorted = [...hits].sort((a, b) => a.span[0] - b.span[0]);
  if (sorted.length !== 2 || sorted[0]!.phone.number === sorted[1]!.phone.number) return undefined;
  const labelled = sorted.map((h, i) =>
    folded
      .slice(i === 0 ? 0 : sorted[0]!.span[1], h.span[0])
      .split(/[^\p{L}]+/u)
      .filter(Boolean)
      .slice(-3)
      .some((w) => GUEST_LABELS.has(w.replace(/s$/, '')) || GUEST_LABELS.has(w)),
  );
  return labelled[0] === labelled[1] ? undefined : sorted[labelled.indexOf(true)];
}

/** Words said for the "+" of a calling code ("plus fifty-seven", "más cincuenta y siete"). */
const SAID_PLUS = CONTACT.phone.saidPlus;

/** A dash with spaces around it between two digits (read as dashes of the same length). */
export const SPACED_DASH = /(?<=\d)\s+[-–—]\s+(?=\d)/g;

/** Said before a second number to prefer it ("pero mejor el de mi esposo", "better call my wife's"). */
const PREFER_SECOND = /\b(?:mejor|better|prefer|prefiero|preferible|preferiblemente|rather)\b/;
/** Said before a second number to make it a spare: "o si no", "or else", "de respaldo", "backup". */
const SPARE_NUMBER = /\b(?:si no|sino|or else|otherwise|else|respaldo|backup|alterno|alternativo|emergencia|emergency)\b/;

/**
 * Class: two numbers, the second someone else's or a spare ("3001112233 o si no el de mi esposa 3019998877", "mi
 * número 316 4445555 y el de mi esposo 3017778899", "my cell …, my wife's is …"): the first is the guest's phone. The
 * words between the two must name a relation ({@link RELATIONS}) or a spare ({@link SPARE_NUMBER}); the words before
 * the first none.
 */
export function ownOfTwo<T extends { phone: PhoneNumber; span: TextRange }>(hits: readonly T[], raw: string): T | undefined {
  const [first, second] = [...hits].sort((a, b) => a.span[0] - b.span[0]);
  if (!first || !second || first.phone.number === second.phone.number) return undefined;
  const said = (a: number, b: number): string => foldKeepLength(raw.slice(a, b));
  const others = (text: string): boolean => tokens(text).some((t) => RELATIONS.has(t.text) || RELATIONS.has(t.text.replace(/'s$/, '')));
  const between = said(first.span[1], second.span[0]);
  if (!(others(between) || SPARE_NUMBER.test(between)) || others(said(0, first.span[0]))) return undefined;
  // "el mío es … pero mejor el de mi esposo …": a preference or a correction between them makes the second the one.
  if (CONTACT_CORRECTION.test(between) || PREFER_SECOND.test(between)) return undefined;
  return first;
}

/** Words asking to call or write to the number after them: "llamen al cliente al …", "call him on …", "contact her at …". */
const CALL_SECOND = /\b(?:llamen|llamar|llamenle|llamarle|llamenlo|llamenla|contacten|contactar|contactenlo|contactenla|escribanle|call|contact|reach|text)\b/;

/**
 * Class: two different numbers, the words between them asking to call the second ("el mío es 311 … pero llamen al
 * cliente al 312 …", "mine is …, but call my client on …"): the second is the booking's contact. Undefined otherwise.
 */
export function calledOfTwo<T extends { phone: PhoneNumber; span: TextRange }>(hits: readonly T[], raw: string): T | undefined {
  const [first, second] = [...hits].sort((a, b) => a.span[0] - b.span[0]);
  if (!first || !second || hits.length !== 2 || first.phone.number === second.phone.number) return undefined;
  return CALL_SECOND.test(foldKeepLength(raw.slice(first.span[1], second.span[0]))) ? second : undefined;
}

/** Emoji (with spaces around) between two digits in the raw text: "316 📱 890". Read as dashes of the same length. */
// biome-ignore lint/suspicious/noMisleadingCharacterClass: the class lists the pieces of emoji sequences (skin tones, variation selector, joiner) one by one on purpose.
export const EMOJI_BETWEEN_DIGITS = /(?<=\d)\s?(?:[\p{Extended_Pictographic}\u{1F3FB}-\u{1F3FF}\uFE0F\u200D])+\s?(?=\d)/gu;
/** Digits said one by one in words (folded): "tres cero cero", "three oh oh". */
export const DIGIT_WORDS = CONTACT.phone.digitWords;
const DIGIT_WORD_RUN = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${Object.keys(DIGIT_WORDS).join('|')})(?:[\s,.\-–—]+(?:${Object.keys(DIGIT_WORDS).join('|')}))+(?![\p{L}\p{N}])`,
  'gu',
);
/** Class: a digit said twice with "double"/"doble" in a dictated number ("three one six — double five — …", "double-oh"). */
const DOUBLE_DIGIT = new RegExp(String.raw`\b(?:double|doble)[\s-]+(${Object.keys(DIGIT_WORDS).join('|')})\b`, 'g');
/**
 * Class: a doubled digit said in words among typed digits ("350 doble cero 1 2 3 4 5", "316 double 5 78 901"): written as
 * the two digits, the rest of its length dashes (a separator inside a phone).
 */
export const DOUBLE_AMONG_DIGITS = new RegExp(String.raw`(?<=\d[\s-]*)\b(?:double|doble)[\s-]+(${Object.keys(DIGIT_WORDS).join('|')}|\d)\b(?=[\s-]*\d)`, 'g');

/**
 * A phone said digit by digit in words, at the phone question only: "tres cero
 * cero uno dos tres cuatro cinco seis siete" → +573001234567. Seven or more
 * digit words in one run, read as typed digits would be; one such run only.
 */
export function spokenPhone(scan: string, lang: 'es' | 'en', raw = ''): PhoneHit | undefined {
  // "tres cero cero eh uno dos …": hesitations between digit words are blanked (same length).
  const plain = scan
    .replace(DIGIT_FILLER, (w) => ' '.repeat(w.length))
    .replace(DOUBLE_DIGIT, (all, d: string) => (2 * d.length + 1 <= all.length ? `${d} ${d}`.padEnd(all.length) : all));
  const runs = [...plain.matchAll(DIGIT_WORD_RUN)];
  const digitsOf = (run: RegExpExecArray | RegExpMatchArray): string =>
    run[0]
      .split(/[\s,.\-–—]+/)
      .map((w) => DIGIT_WORDS[w]!)
      .join('');
  const long = runs.filter((r) => digitsOf(r).length >= PHONE_MIN_DIGITS);
  // One number; short runs after it ("… seis siete no seis ocho") may correct its ending (see endingFix).
  if (long.length !== 1 || runs[0] !== long[0]) return undefined;
  const run = long[0]!;
  // "plus fifty-seven three one two …": a calling code said before the digits (see SAID_PLUS).
  const before = tokens(plain.slice(0, run.index));
  const codeAt = before.length >= 2 && SAID_PLUS.has(before[before.length - 2]!.text) ? before.length - 1 : -1;
  const code = codeAt >= 0 ? readNumberAt(before, codeAt, lang, plain) : undefined;
  if (code && !code.ordinal && code.end === before.length && code.value >= 1 && code.value <= 999) {
    const phone = readPhone([String(code.value), digitsOf(run)], true, lang);
    if (phone) return { phone, span: [before[codeAt - 1]!.start, run.index + run[0].length], ...(runs.length > 1 ? { trailing: true } : {}) };
  }
  const hit = dictatedHit(scan, digitsOf(run), [run.index, run.index + run[0].length], lang, raw);
  return hit && runs.length > 1 ? { ...hit, trailing: true } : hit;
}

/** A hesitation word between two digit words ("tres cero cero eh uno"). */
const DIGIT_FILLER = new RegExp(
  String.raw`(?<=\b(?:${Object.keys(DIGIT_WORDS).join('|')})\s+)(?:eh|ehh|ehm|em|um|umm|uh)(?=\s+(?:${Object.keys(DIGIT_WORDS).join('|')})\b)`,
  'g',
);

/** Digits said or typed in a correction of a number's ending: "seis ocho", "2244", "ocho". */
const ENDING_DIGITS = String.raw`(?:\d|${Object.keys(DIGIT_WORDS).join('|')})(?:[\s,.-]*(?:\d|${Object.keys(DIGIT_WORDS).join('|')}))*`;
/**
 * After a number, a correction and new final digits, ending the message: "… seis siete no seis ocho", "…, no sorry,
 * ending 2244", "… no perdón ocho al final". Groups: the correction words, the digits.
 */
const ENDING_FIX = new RegExp(
  String.raw`^[\s,.;:!…-]*${TAKE_BACK_LEAD}` +
    String.raw`(?:(?:ending|ending in|ends in|ending with|termina en|terminado en|que termina en|al final|the last digits? (?:is|are)|los ultimos (?:numeros |digitos )?son|el ultimo (?:numero |digito )?es|last digits?)[\s:]+)?` +
    String.raw`(${ENDING_DIGITS})(?:[\s,.]*(?:al final|at the end))?[\s.!]*$`,
);

/**
 * Class: a phone correction replacing the last digits ("tres cero cero … seis siete no seis ocho" → …68, "+57 300 111
 * 2233, no sorry, ending 2244" → …2244, "… siete no perdón ocho al final" → …8): after a correction word (a bare
 * "no" counts), one to four digits ending the message replace as many final digits of the number. The corrected
 * number when valid, with the length of the words read after the number; undefined otherwise (the number is then
 * taken back, and the bot asks again).
 */
/**
 * Class: the ending stated with the digits it replaces ("312 555 0191 — the last digit is 7 not 1", "…, el último es 4
 * no 3"): no word of taking back is needed, the denied digits must be the number's ending. Groups: right, wrong.
 */
const ENDING_STATED = new RegExp(
  String.raw`^[\s,.;:!…—–-]*(?:the last digits? (?:is|are|should be)|it should end in|it ends in|ends in|el ultimo (?:numero |digito )?es|los ultimos (?:numeros |digitos )?son|termina en)\s+(${ENDING_DIGITS})[\s,]*(?:not|no|y no|instead of|en vez de)\s+(${ENDING_DIGITS})[\s.!]*$`,
);
export function endingFix(phone: PhoneNumber, tail: string): { phone: PhoneNumber; length: number } | undefined {
  const stated = ENDING_STATED.exec(tail);
  if (stated) {
    const said = (d: string): string =>
      d
        .split(/[\s,.-]+/)
        .map((w) => DIGIT_WORDS[w] ?? w)
        .join('');
    const [right, wrong] = [said(stated[1]!), said(stated[2]!)];
    if (/^\d{1,4}$/.test(right) && right.length === wrong.length && phone.number.endsWith(wrong)) {
      const fixed = validPhone(phone.number.slice(0, -right.length) + right);
      if (fixed && fixed.number !== phone.number) return { phone: fixed, length: stated[0].length };
    }
  }
  const hit = ENDING_FIX.exec(tail);
  if (!hit || !TAKES_BACK.test(hit[1]!)) return undefined;
  const digits = hit[2]!
    .split(/[\s,.-]+/)
    .map((w) => DIGIT_WORDS[w] ?? w)
    .join('');
  if (!/^\d{1,4}$/.test(digits)) return undefined;
  const fixed = validPhone(phone.number.slice(0, -digits.length) + digits);
  return fixed && fixed.number !== phone.number ? { phone: fixed, length: hit[0].length } : undefined;
}

/**
 * A number dictated in words, read as typed digits would be: a country word
 * said beside it decides its region ("nine eight four five zero, six seven
 * eight nine zero, India" → +91; see {@link regionNear}); without one, in an
 * English chat, ten digits valid both in the United States and in Colombia
 * carry the other reading ("three one five, five five five, oh one nine
 * nine": a 315 area code or a Colombian mobile 315), as typed digits do.
 */
function dictatedHit(scan: string, digits: string, span: TextRange, lang: 'es' | 'en', raw = ''): PhoneHit | undefined {
  const near = regionNear(scan, span[0], span[1], raw);
  const phone = readPhone([digits], false, lang, near);
  if (!phone) return undefined;
  const other = near || lang !== 'en' ? undefined : otherReading(digits, phone);
  return { phone, span, ...(other ? { other } : {}) };
}

/** Hesitations said inside a dictated number ("tres cero cero eh uno dos"): skipped. */
export const PHONE_FILLERS = CONTACT.phone.phoneFillers;

/**
 * A phone dictated in groups at the phone question: number words and digit
 * groups mixed, each group 0..999 ("trescientos uno, doscientos veinte,
 * treinta, cuarenta" → 301 220 30 40; "tres diez cinco cinco cinco doce
 * treinta y cuatro" → 3 10 5 5 5 12 34; multi-word numbers arrive in
 * digits, see `spellCompoundNumbers`). Three or more groups, at least one in
 * words, 7 to 15 digits in all, read as typed digits would be; one such run
 * only (two are not guessed between).
 */
export function groupedSpokenPhone(scan: string, lang: 'es' | 'en', raw = ''): PhoneHit | undefined {
  const toks = tokens(scan);
  const found: { digits: string; span: TextRange; plus: boolean }[] = [];
  for (let i = 0; i < toks.length; ) {
    let digits = '';
    let groups = 0;
    let spelled = 0;
    let j = i;
    let end = i;
    // Class: the calling code said in words before the number ("plus fifty-seven three one two, …", "más cincuenta y
    // siete, …"): read as a typed "+57".
    const plus = SAID_PLUS.has(toks[i]!.text) ? readNumberAt(toks, i + 1, lang, scan) : undefined;
    const code = plus && !plus.ordinal && plus.value >= 1 && plus.value <= 999 ? String(plus.value) : undefined;
    if (code) {
      digits = code;
      j = plus!.end;
      end = j;
    }
    while (j < toks.length) {
      if (j > i && !/^[\s,.-]*$/.test(scan.slice(toks[j - 1]!.end, toks[j]!.start))) break;
      const t = toks[j]!;
      if (groups > 0 && PHONE_FILLERS.has(t.text)) {
        j++;
        continue;
      }
      if (/^\d{1,4}$/.test(t.text)) {
        digits += t.text;
        groups++;
        // A group said in several words arrives in digits ("trescientos quince" → 315): still said in words.
        if (/\p{L}/u.test(raw.slice(t.start, t.end))) spelled++;
        end = ++j;
        continue;
      }
      const r = readNumberAt(toks, j, lang, scan);
      // Spanish "once" is 11 in a dictated number ("…, cero cero, once"); English "once" never is.
      const eleven = lang === 'es' && t.text === 'once';
      if (!r || r.ordinal || r.value < 0 || r.value > 999 || (r.weak && DIGIT_WORDS[t.text] === undefined && !eleven)) break;
      digits += String(r.value);
      groups++;
      spelled++;
      j = r.end;
      end = j;
    }
    const national = code ? digits.length - code.length : digits.length;
    if (spelled > 0 && groups >= 3 && national >= PHONE_MIN_DIGITS && digits.length <= PHONE_MAX_DIGITS + (code ? code.length : 0))
      found.push({ digits, span: [toks[i]!.start, toks[end - 1]!.end], plus: code !== undefined });
    i = Math.max(end, i + 1);
  }
  if (found.length !== 1) return undefined;
  if (found[0]!.plus) {
    const phone = readPhone([found[0]!.digits], true, lang);
    return phone ? { phone, span: found[0]!.span } : undefined;
  }
  return dictatedHit(scan, found[0]!.digits, found[0]!.span, lang, raw);
}

/**
 * Class: letters typed for the digits they look like inside a group of digits, at the phone question: "o" for zero,
 * "l" or "i" for one ("+57 3OO 123 4567", "+57 3l5 222 1100"). The word must hold a digit.
 */
export const LOOKALIKE_DIGITS = /(?<![\p{L}\p{N}])(?=[\doli]*\d)(?=[\doli]*[oli])[\doli]{3,}(?![\p{L}\p{N}])/gu;
/** The digit each letter of {@link LOOKALIKE_DIGITS} stands for. */
export const LOOKALIKE_DIGIT: Readonly<Record<string, string>> = { o: '0', l: '1', i: '1' };
