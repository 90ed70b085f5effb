/**
 * Places by name: countries by their names and nationality words (Spanish and English, from i18n-iso-countries, the
 * place lexicon `../lexicon/places.json` and the demonym lexicon `../lexicon/demonyms.json`), the cities the readers
 * know by their usual spelling and the country each names, and the combining forms of a double nationality ("colombo",
 * "ítalo"). Tables only, built once when the module loads; the readers of the country (`country.ts`), the city of
 * residence (`residence.ts`) and a phone's country (`phone.ts`) look words up in them.
 */
import countries from 'i18n-iso-countries';
import enCountries from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import esCountries from 'i18n-iso-countries/langs/es.json' with { type: 'json' };
import { z } from 'zod';
import { checkLexicon } from '../lexiconCheck.js';
import demonymsData from '../lexicon/demonyms.json' with { type: 'json' };
import placesData from '../lexicon/places.json' with { type: 'json' };
import { fold } from '../text.js';
import { PERSON } from './lexicon.js';

countries.registerLocale(esCountries);
countries.registerLocale(enCountries);

export interface Place {
  code: string;
  kind: 'name' | 'demonym';
}

/** Folded phrase → country, from i18n-iso-countries (es, en) and common forms; ambiguous phrases removed. */
export const PLACES = new Map<string, Place>();
/** Phrases mapped to two countries ("congo"): never read as one. */
export const AMBIGUOUS_PLACES = new Set<string>();
/** The countries of each {@link AMBIGUOUS_PLACES} phrase ("congo" → COG, COD), offered back at the country question. */
export const AMBIGUOUS_CODES = new Map<string, Set<string>>();
export let MAX_PLACE_WORDS = 1;

function addPlace(phrase: string, code: string, kind: Place['kind']): void {
  const key = fold(phrase)
    .replace(/[().,]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!key) return;
  if (AMBIGUOUS_PLACES.has(key)) {
    AMBIGUOUS_CODES.get(key)?.add(code);
    return;
  }
  const had = PLACES.get(key);
  if (had && had.code !== code) {
    PLACES.delete(key);
    AMBIGUOUS_PLACES.add(key);
    AMBIGUOUS_CODES.set(key, new Set([had.code, code]));
    return;
  }
  PLACES.set(key, { code, kind });
  MAX_PLACE_WORDS = Math.max(MAX_PLACE_WORDS, key.split(' ').length);
}

for (const lang of ['es', 'en'] as const) {
  for (const [alpha2, names] of Object.entries(countries.getNames(lang, { select: 'all' }))) {
    const alpha3 = countries.alpha2ToAlpha3(alpha2);
    if (!alpha3) continue;
    for (const name of names) {
      const f = fold(name);
      // Short forms ("US", "UK", "U.S.") are handled below with care; "Georgia" is also a US state.
      if (f.replace(/[^a-z]/g, '').length <= 3 || f === 'georgia') continue;
      addPlace(name, alpha3, 'name');
      const bare = f.replace(/\s*\(.*\)\s*/g, ' ').trim();
      if (bare !== f) addPlace(bare, alpha3, 'name');
    }
  }
}

/** An ISO 3166-1 alpha-3 code ("COL"). */
const ALPHA3 = z.string().regex(/^[A-Z]{3}$/, 'an ISO 3166-1 alpha-3 code');
/** Folded words, one space between them ("costa rican", "ee uu"). */
const FOLDED_PHRASE = z.string().regex(/^[a-z]+(?: [a-z]+)*$/, 'folded words: lowercase a-z, one space between them');
/** A city's name as written, accents kept ("Bogotá", "Río de Janeiro"). */
const CITY_NAME = z.string().regex(/^\p{L}+(?: \p{L}+)*$/u, "a city's name as written: letters, one space between words");
/** What a section is for, for a reader of the file. */
const NOTE = z.string().min(1);
/** Items of one kind by country, none empty. */
const BY_COUNTRY = <T extends z.ZodType>(item: T) => z.strictObject({ note: NOTE, codes: z.record(ALPHA3, z.array(item).min(1)) });

/**
 * The schema of the place lexicon (`lexicon/places.json`):
 *
 * - `countries`: country names besides the official ones (`names`), in their own languages and slang (`endonyms`),
 *   nationality words of Spanish (`demonymsEs`, masculine singular: the other forms are made) and of English
 *   (`demonymsEn`, every form), by alpha-3 code; the first halves of a double nationality (`combiningForms`).
 * - `cities`: cities that say their country (`byCountry`), other cities known by their spelling (`other`), the
 *   nicknames of cities (`nicknames`, each under a city of those lists), short names said for a city (`shortForms`).
 *
 * Every name folded, except the cities' usual spellings; checked beyond the shapes: every nickname is of a known city.
 */
export const PlaceLexicon = z
  .strictObject({
    about: NOTE,
    countries: z.strictObject({
      note: NOTE,
      names: BY_COUNTRY(FOLDED_PHRASE),
      endonyms: BY_COUNTRY(FOLDED_PHRASE),
      demonymsEs: BY_COUNTRY(FOLDED_PHRASE),
      demonymsEn: BY_COUNTRY(FOLDED_PHRASE),
      combiningForms: z.strictObject({ note: NOTE, forms: z.record(FOLDED_PHRASE, ALPHA3) }),
    }),
    cities: z.strictObject({
      note: NOTE,
      byCountry: BY_COUNTRY(CITY_NAME),
      other: z.strictObject({ note: NOTE, names: z.array(CITY_NAME) }),
      nicknames: z.strictObject({ note: NOTE, cities: z.record(CITY_NAME, z.array(FOLDED_PHRASE).min(1)) }),
      shortForms: z.strictObject({ note: NOTE, forms: z.record(FOLDED_PHRASE, ALPHA3) }),
    }),
  })
  .superRefine((lex, ctx) => {
    const known = new Set([...Object.values(lex.cities.byCountry.codes).flat(), ...lex.cities.other.names]);
    for (const city of Object.keys(lex.cities.nicknames.cities))
      if (!known.has(city))
        ctx.addIssue({ code: 'custom', path: ['cities', 'nicknames', 'cities', city], message: `"${city}" is no city of byCountry or other` });
  });
/** A validated place lexicon (see {@link PlaceLexicon}). */
export type PlaceLexicon = z.infer<typeof PlaceLexicon>;

/** Reads and checks a place lexicon; throws naming `source` and every problem found. */
export function parsePlaceLexicon(data: unknown, source = 'place lexicon'): PlaceLexicon {
  return checkLexicon(PlaceLexicon, data, source, 'place');
}

/** The place lexicon, read and checked once, when this module is loaded. */
export const PLACE_LEXICON = parsePlaceLexicon(placesData, 'src/flows/understand/lexicon/places.json');

/** Country names and short forms read besides the official ones ("EEUU", "the States", "England", "Holanda"), by alpha-3. */
const EXTRA_COUNTRY_NAMES = PLACE_LEXICON.countries.names.codes;
for (const [code, names] of Object.entries(EXTRA_COUNTRY_NAMES)) for (const n of names) addPlace(n, code, 'name');

/**
 * Countries' names in their own languages, old spellings and slang, read as
 * country names ("Deutschland", "Méjico", "Straya").
 */
const ENDONYMS = PLACE_LEXICON.countries.endonyms.codes;
for (const [code, names] of Object.entries(ENDONYMS)) for (const n of names) addPlace(n, code, 'name');

/**
 * Nationality words, masculine singular in Spanish (genders and plurals are
 * generated) and English, by alpha-3. "americano" is left out on purpose: in
 * Latin America it names anyone from the Americas. "American" (English) is
 * the United States.
 */
const DEMONYMS_ES = PLACE_LEXICON.countries.demonymsEs.codes;
const DEMONYMS_EN = PLACE_LEXICON.countries.demonymsEn.codes;

/** Spanish genders and plurals of a masculine singular demonym (folded). */
function spanishForms(w: string): string[] {
  if (w.endsWith('o')) return [w, `${w.slice(0, -1)}a`, `${w}s`, `${w.slice(0, -1)}as`];
  if (/(es|an|ol|in)$/.test(w)) return [w, `${w}a`, `${w}es`, `${w}as`];
  if (w.endsWith('e') || w.endsWith('a')) return [w, `${w}s`];
  if (w.endsWith('i') || w.endsWith('u')) return [w, `${w}es`, `${w}s`];
  return [w];
}
for (const [code, list] of Object.entries(DEMONYMS_ES)) for (const w of list) for (const f of spanishForms(w)) addPlace(f, code, 'demonym');
for (const [code, list] of Object.entries(DEMONYMS_EN)) for (const w of list) addPlace(w, code, 'demonym');

/** A folded demonym: lowercase a–z words. */
const DEMONYM_WORD = z.string().regex(/^[a-z]+(?: [a-z]+)*$/, 'folded words: lowercase a-z only');
/** Words by ISO 3166-1 alpha-3 code, with what they are. */
const DEMONYM_SECTION = z.object({
  about: z.string(),
  codes: z.record(z.string().regex(/^[A-Z]{3}$/, 'an ISO 3166-1 alpha-3 code'), z.array(DEMONYM_WORD).min(1)),
});

/**
 * The schema of the demonym lexicon (`lexicon/demonyms.json`), nationality words beyond the standard demonyms:
 *
 * - `regional`: demonyms of a region or city of one country, said for the country ("gallego", "madrileño" → Spain).
 * - `colloquial`: nicknames for a nationality ("guanaco" → El Salvador, "quisqueyano" → Dominican Republic).
 * - `answerOnly`: nationality words that are also common words ("nica"), read only as the whole answer to the
 *   country question.
 *
 * The first two are read as the demonyms above (after "soy"/"I'm", or answering the country question), with their
 * feminine and plural forms.
 */
export const DemonymLexicon = z.object({ about: z.string(), regional: DEMONYM_SECTION, colloquial: DEMONYM_SECTION, answerOnly: DEMONYM_SECTION });
/** A validated demonym lexicon (see {@link DemonymLexicon}). */
export type DemonymLexicon = z.infer<typeof DemonymLexicon>;

/** Reads and checks a demonym lexicon; throws naming `source` and every problem found. */
export function parseDemonymLexicon(data: unknown, source = 'demonym lexicon'): DemonymLexicon {
  return checkLexicon(DemonymLexicon, data, source, 'demonym');
}

/** The demonym lexicon, read and checked once, when this module is loaded. */
const DEMONYM_LEXICON = parseDemonymLexicon(demonymsData, 'src/flows/understand/lexicon/demonyms.json');
// Class: regional and colloquial nationality words ("gallego" → ESP, "guanaco" → SLV) read as demonyms.
for (const section of [DEMONYM_LEXICON.regional, DEMONYM_LEXICON.colloquial])
  for (const [code, list] of Object.entries(section.codes)) for (const w of list) for (const f of spanishForms(w)) addPlace(f, code, 'demonym');
/** Nationality words read only as the whole answer to the country question ("nica"), folded, with their country. */
export const ANSWER_ONLY_DEMONYMS: ReadonlyMap<string, string> = new Map(
  Object.entries(DEMONYM_LEXICON.answerOnly.codes).flatMap(([code, list]) => list.map((w) => [w, code] as const)),
);
// Spanish forms that are also other common words.
for (const w of ['gales', 'nica', 'ticos', 'tica', 'ticas', 'chapina', 'chapines', 'chapinas']) PLACES.delete(w);
PLACES.set('tica', { code: 'CRI', kind: 'demonym' });

/**
 * Cities that say the guest's country when given at the country question ("soy de Guayaquil" → Ecuador), with
 * their usual spelling, by country (ISO 3166-1 alpha-3): only cities whose name belongs to one country.
 */
const COUNTRY_CITIES = PLACE_LEXICON.cities.byCountry.codes;

/**
 * Cities written with their usual spelling but never taken for the guest's country: names several countries share
 * ("Valencia", "Santiago", "Córdoba", "Cuenca", "Barcelona", "Panamá", "Armenia", "San José") and others known for
 * their spelling only.
 */
const OTHER_CITIES = PLACE_LEXICON.cities.other.names;

/**
 * Cities with their usual spelling (folded → canonical), to write a city of
 * residence properly and to tell "Ana de Cali" (a place) from "Ana de la Cruz"
 * (a surname).
 */
export const CITY_CANON = new Map<string, string>();
for (const c of [...Object.values(COUNTRY_CITIES).flat(), ...OTHER_CITIES]) CITY_CANON.set(fold(c), c);
for (const dc of ['bogota dc', 'bogota d c', 'bogota distrito capital']) CITY_CANON.set(dc, 'Bogotá');
/**
 * Nicknames guests use for their own city, read as the city ("vivo en
 * Medallo" → "Medellín", "soy de Curramba" → "Barranquilla"); the
 * catalogue's aliases of the same cities ("Medallo", "La Heroica").
 */
const CITY_NICKNAMES = PLACE_LEXICON.cities.nicknames.cities;
for (const [city, nicknames] of Object.entries(CITY_NICKNAMES)) for (const n of nicknames) CITY_CANON.set(n, city);

/** The country each city of {@link COUNTRY_CITIES} says, by its canonical name (as in `CITY_CANON`). */
export const CITY_COUNTRY: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(COUNTRY_CITIES).flatMap(([code, cities]) => cities.map((c) => [c, code])),
);

/** US cities (folded) of {@link CITY_COUNTRY}: "miami", "nueva york", "houston". */
export const US_CITIES: ReadonlySet<string> = new Set(
  Object.entries(CITY_COUNTRY)
    .filter(([, code]) => code === 'USA')
    .map(([city]) => fold(city)),
);

/** US states (folded) that name no other country or city: "Texas" at the country question is the United States ("Georgia", "Washington", "New York" are not read). */
export const US_STATES = PERSON.nationality.usStates;

/** First halves of a double nationality ("colombo venezolano", "ítalo argentina"), by alpha-3. */
export const COMBINING_FORMS = PLACE_LEXICON.countries.combiningForms.forms;
/** Words for a second nationality besides the demonyms and country names: "americano" (not read alone), combining forms. */
export const SECOND_NATIONALITY = new Set([...Object.keys(COMBINING_FORMS), ...PERSON.nationality.secondNationalityWords]);
