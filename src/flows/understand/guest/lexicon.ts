/**
 * The word lists of the guest readers, as data: `../lexicon/contact.json` (e-mail addresses and phone numbers) and
 * `../lexicon/person.json` (names, titles, remarks after a name, nationality, residence and the chatter that is none
 * of them), validated at load by {@link ContactLexicon} and {@link PersonLexicon} (a malformed file throws when this
 * module is first imported, naming the list and what is wrong). Each list is a `note` and its `words` (single words,
 * matched one at a time against the message's words) or `phrases` (words said in a row); each reader binds the lists
 * it reads by their old names (`PHONE_NOUNS`, `TITLES` …), so the grammar stays in the code and the words here.
 *
 * Given names and surnames, places and nationality words, regions have their own lexicons (`names.json`,
 * `places.json` and `demonyms.json`, `regions.json`), read by `nameLexicon.ts`, `places.ts` and `residence.ts`.
 */
import { z } from 'zod';
import { checkLexicon } from '../lexiconCheck.js';
import contactData from '../lexicon/contact.json' with { type: 'json' };
import personData from '../lexicon/person.json' with { type: 'json' };

/** A folded word: lowercase a–z only (accents removed, "ñ" folded to "n"). */
const word = z.string().regex(/^[a-z]+$/, 'a folded word: lowercase a-z only');
/**
 * A folded word as the message's words are read (see `tokens` in `../text.ts`): lowercase a–z and digits, with an
 * apostrophe or a hyphen inside ("i'm", "e-mail", "hotmai1", "100").
 */
const token = z.string().regex(/^[a-z0-9]+(?:['-][a-z0-9]+)*$/, "a folded word: lowercase a-z and digits, an inner ' or -");
/** Digits only (a calling code: "57", "593"). */
const digits = z.string().regex(/^\d+$/, 'digits only');
/** A word as typed, capitals and accents kept ("Ó", "Nic"): for a list compared with the message as typed. */
const typedWord = z.string().regex(/^\p{L}+$/u, 'letters only');
/** A lowercase word that may keep its accents ("según"). */
const spelledWord = z.string().regex(/^\p{Ll}+$/u, 'lowercase letters only');
/** Folded words said in a row, one space between them ("pa servirle", "i'm from", "new hampshire"). */
const phrase = z.string().regex(/^[a-z0-9]+(?:['-][a-z0-9]+)*(?: [a-z0-9]+(?:['-][a-z0-9]+)*)*$/, 'folded words, one space between them');
/** What a group or a list is for, for a reader of the file. */
const note = z.string().min(1);

/** The items of a list, none twice. */
function unique<T extends z.ZodType<string>>(item: T) {
  return z
    .array(item)
    .min(1)
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      items.forEach((w, i) => {
        if (seen.has(w)) ctx.addIssue({ code: 'custom', path: [i], message: `"${w}" is listed twice` });
        seen.add(w);
      });
    });
}

/** A list of single words, looked up as a set. */
function wordSet<T extends z.ZodType<string>>(item: T) {
  return z.strictObject({ note, words: unique(item) }).transform((l): ReadonlySet<string> => new Set(l.words));
}
/** A list of single words whose order matters (it makes a pattern's alternatives, or is tried first to last). */
function wordList<T extends z.ZodType<string>>(item: T) {
  return z.strictObject({ note, words: unique(item) }).transform((l): readonly string[] => l.words);
}
/** A list of phrases, looked up as a set (a phrase is looked up whole: "at your service", "new hampshire"). */
const phraseSet = z.strictObject({ note, phrases: unique(phrase) }).transform((l): ReadonlySet<string> => new Set(l.phrases));
/** A list of phrases matched word by word, tried in order: each phrase as its words ("vivo en" → ["vivo", "en"]). */
const phraseSeqs = z.strictObject({ note, phrases: unique(phrase) }).transform((l): readonly (readonly string[])[] => l.phrases.map((p) => p.split(' ')));

/**
 * The schema of the contact lexicon (`lexicon/contact.json`): `email`, the providers and the words said around an
 * address; `phone`, the calling codes, the digits said in words (`digitWords`, each with its digit) and the words said
 * around a number. Every list is a `note` and its `words` or `phrases`, none twice.
 */
export const ContactLexicon = z.strictObject({
  about: note,
  email: z.strictObject({
    note,
    providers: wordList(word),
    realNearProviders: wordSet(token),
    tldTypos: wordSet(word),
    saidSeparators: wordSet(word),
    spokenEmailLeads: wordSet(token),
    spelledEdges: wordSet(word),
    notDigitWords: wordSet(word),
    copyWords: wordSet(word),
    alternativeWords: wordSet(word),
    singleDomainProviders: wordSet(word),
    bothWords: wordSet(word),
  }),
  phone: z.strictObject({
    note,
    bareCallingCodes: wordList(digits),
    localWords: wordSet(word),
    phoneNouns: wordSet(word),
    phoneFromLeads: phraseSeqs,
    referenceLabels: phraseSeqs,
    flightLeads: wordSet(word),
    idNumberLabels: wordSet(word),
    idNumberFillers: wordSet(word),
    mobileLabels: wordSet(word),
    fixedLabels: wordSet(word),
    guestLabels: wordSet(word),
    saidPlus: wordSet(word),
    phoneFillers: wordSet(word),
    digitWords: z
      .strictObject({ note, digits: z.record(word, z.string().regex(/^\d$/, 'one digit')) })
      .transform((l): Readonly<Record<string, string>> => l.digits),
  }),
});
/** A validated contact lexicon (see {@link ContactLexicon}). */
export type ContactLexicon = z.output<typeof ContactLexicon>;

/**
 * The schema of the person lexicon (`lexicon/person.json`): `chatter` (the stop words and the chat's small talk, never
 * a name or a city), `name`, `titles`, `roles`, `nameRemarks`, `papers`, `details` and `requester` (a name and what
 * is said around it), `nationality`, `residence`. Every list is a `note` and its `words` or `phrases`, none twice;
 * the few lists compared with the message as typed, or holding an accented form, say so in their schema.
 */
export const PersonLexicon = z.strictObject({
  about: note,
  chatter: z.strictObject({
    note,
    stopWords: wordSet(token),
    chatWords: wordSet(token),
    praiseWords: wordSet(word),
    placeholderWords: wordSet(word),
    addressPossessives: wordSet(word),
  }),
  name: z.strictObject({
    note,
    selfIntroWords: wordSet(token),
    nameHesitations: wordSet(word),
    nameFillers: wordSet(word),
    particles: wordSet(word),
    particleHeads: wordSet(word),
    gaelicParticles: wordSet(typedWord),
    nameAnswerLeads: wordSet(token),
    writeDownLeads: wordSet(word),
    selfPointingLeads: wordSet(word),
    nameTail: wordSet(word),
    generationalSuffixes: wordSet(word),
    eastAsianSurnames: wordSet(word),
    selfHolderLeads: phraseSeqs,
    restartWords: wordSet(word),
    nameFixLeadWords: wordSet(token),
  }),
  titles: z.strictObject({
    note,
    courtesyTitles: wordSet(word),
    travellerTitles: wordSet(word),
    religiousTitles: wordSet(word),
    givenTitles: wordSet(word),
    strongTitles: wordSet(word),
    raisedTitles: wordSet(word),
    titleArticles: wordSet(word),
    coupleJoiners: wordSet(word),
  }),
  roles: z.strictObject({
    note,
    relations: wordSet(token),
    relationQualifiers: wordSet(word),
    groupRoles: wordSet(word),
    roleCopulas: wordSet(token),
    roleArticlesBefore: wordSet(word),
  }),
  nameRemarks: z.strictObject({
    note,
    courtesyTails: phraseSet,
    laughter: wordSet(word),
    ownNamePhrases: phraseSeqs,
    nicknameJoiners: wordSet(word),
    nicknameAfter: phraseSeqs,
    nameCorrections: wordSet(word),
    nameCorrectionFillers: wordSet(word),
    denials: wordSet(word),
    spellingRemarkWords: wordSet(word),
    letterWords: wordSet(word),
    writingWords: wordSet(word),
    writingHeads: wordSet(word),
    remarkPossessives: wordSet(word),
  }),
  papers: z.strictObject({
    note,
    idDocuments: wordSet(word),
    documentTailBlockers: wordSet(word),
    papersLeads: wordSet(word),
    onPapers: wordSet(spelledWord),
    papersFillers: wordSet(word),
    papersArticles: wordSet(word),
  }),
  details: z.strictObject({
    note,
    detailLabels: wordSet(token),
    companionHeads: wordSet(word),
    clauseHeads: wordSet(word),
    referenceHeads: wordSet(word),
    personalDetailHeads: wordSet(word),
    detailLeads: wordSet(word),
  }),
  requester: z.strictObject({
    note,
    companyWords: wordSet(word),
    departmentWords: wordSet(word),
    requesterRoles: wordSet(word),
    roleLinks: wordSet(word),
    roleArticles: wordSet(word),
    travellerLeads: wordSet(word),
  }),
  nationality: z.strictObject({
    note,
    copula: wordSet(token),
    labels: wordSet(word),
    labelFillers: wordSet(z.union([token, z.literal(':')])),
    afterDemonym: wordSet(word),
    demonymFillers: wordSet(token),
    partyNouns: wordSet(word),
    groupArticles: wordSet(word),
    blockers: wordSet(word),
    placeBlockers: wordSet(word),
    secondNationalityWords: wordSet(word),
    nationalityJoiners: wordSet(word),
    languageLeads: wordSet(word),
    cityNotCountry: wordSet(word),
    opinionVerbs: wordSet(word),
    negations: wordSet(word),
    codeLookalikes: wordSet(word),
    placeLeads: phraseSeqs,
    usStates: phraseSet,
  }),
  residence: z.strictObject({
    note,
    residenceTriggers: phraseSeqs,
    thirdPersonResidence: phraseSeqs,
    fromTriggers: phraseSeqs,
    cityLeads: phraseSeqs,
    cityJoiners: wordSet(word),
    cityAnswerLeads: phraseSeqs,
    regionCodes: wordSet(word),
    areaHeads: wordSet(word),
    nearbyLeads: phraseSeqs,
    areaLeads: phraseSeqs,
    cityWords: wordSet(word),
    insteadWords: wordSet(word),
    livingWords: wordSet(word),
    denialLeads: wordSet(token),
    nowFillers: wordSet(word),
    nowWords: wordSet(word),
    partLeads: wordSet(word),
    laterClauseHeads: wordSet(word),
    clauseUndoing: wordSet(word),
    otherRegions: phraseSet,
    regionArticles: wordSet(word),
    residenceTail: wordSet(word),
  }),
});
/** A validated person lexicon (see {@link PersonLexicon}). */
export type PersonLexicon = z.output<typeof PersonLexicon>;

/** Reads and checks a contact lexicon; throws naming `source` and every problem found. */
export function parseContactLexicon(data: unknown, source = 'contact lexicon'): ContactLexicon {
  return checkLexicon(ContactLexicon, data, source, 'contact');
}

/** Reads and checks a person lexicon; throws naming `source` and every problem found. */
export function parsePersonLexicon(data: unknown, source = 'person lexicon'): PersonLexicon {
  return checkLexicon(PersonLexicon, data, source, 'person');
}

/** The contact lexicon, read and checked once, when this module is loaded. */
export const CONTACT = parseContactLexicon(contactData, 'src/flows/understand/lexicon/contact.json');
/** The person lexicon, read and checked once, when this module is loaded. */
export const PERSON = parsePersonLexicon(personData, 'src/flows/understand/lexicon/person.json');
