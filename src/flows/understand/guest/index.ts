/**
 * The guest's details pulled out of any message: e-mail and phone ({@link extractContact}, `contact.ts`) and names,
 * nationality and city of residence ({@link extractPerson}, `person.ts`); the name of a country for a text
 * ({@link countryName}); and the schemas of the lexicons these readers load (names, demonyms, regions), for tests and
 * tools that check a lexicon.
 *
 * Both extractors read the masked `m.folded` text to find words (so parts already understood by earlier extractors
 * are not read again) and `m.raw`, at the same indexes, for the characters that matter as typed (an e-mail address,
 * a name's capitals and accents). Pure and synchronous; every table and regular expression is built once, when its
 * module loads, and the word lists are data (`../lexicon/contact.json`, `../lexicon/person.json`, validated at load
 * by `lexicon.ts`; `../lexicon/places.json`, `names.json`, `demonyms.json`, `regions.json`, by the modules that read them).
 *
 * Rule for doubtful readings: nothing is returned rather than a wrong value (two different e-mails, phones or
 * countries in one message; "soy ruiz" in lowercase; a demonym outside a sentence about the guest such as "pesos
 * colombianos"). What is not returned is not claimed either, so it stays in the combiner's leftover and the bot asks.
 *
 * The modules, by what they read: `email.ts`, `phone.ts` and `corrections.ts` (which of two values is meant) for
 * `contact.ts`; `words.ts` (the message's words), `name.ts`, `nameRemarks.ts`, `nameFixes.ts`, `details.ts`,
 * `requester.ts`, `country.ts` and `residence.ts` for `person.ts`; `places.ts` (countries, nationality words, cities)
 * and `nameLexicon.ts` (given names and surnames) under both; `lexicon.ts` (the word lists) under all.
 */
export { extractContact } from './contact.js';
export { countryName } from './country.js';
export { NameLexicon, parseNameLexicon } from './nameLexicon.js';
export { professionalSignature } from './name.js';
export { extractPerson } from './person.js';
export { DemonymLexicon, parseDemonymLexicon } from './places.js';
export { parseRegionLexicon, RegionLexicon } from './residence.js';
export { referenceSpans } from './references.js';
