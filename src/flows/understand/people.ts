/**
 * Who a word of the party names, and a small grammar of people phrases over those words.
 *
 * The words are data: `./lexicon/people.json`, validated at load by {@link PeopleLexicon} (a malformed file throws
 * when this module is first imported, naming the word and what is wrong). Every role word of Spanish and English
 * ("esposa", "suegra", "pelados", "kiddos", "the missus", "los abuelos", "mellizos", "2 ingenieros") says what it
 * counts: how many people it names (`people`: 1, 2 for "pareja"/"mis papás"/"los abuelos", 3 for "trillizos", 4, or
 * `counted` when a count says how many), and whether they are grown-ups, children, or either until an age says
 * (`age`: "hijo", "sobrino", "son" are adults at 18 and over). Its `class` is the word class the occupancy reader
 * (`./occupancy/`) works with; its `tags` are the marks that reader asks about ("partner", "elder", "offspring" …).
 *
 * The grammar ({@link readPeopleParty}) reads a party said as a list of people:
 *
 * - a mention is `[count | article | possessive]* [adjective] role [age phrase]`: "los dos pelados de 7 y 10",
 *   "mi suegra", "3 nietos", "una pareja", "mi hijo de 19", "our two kiddos (4 and 7)", "our 2-year-old twins";
 * - the speaker is a mention too ("yo", "me", "I", "self"), counted once however often said; "the two of us",
 *   "nosotros dos", "both of us" are the speaker and one more;
 * - a party is mentions joined by "y", ",", "con", "+", "and", "with", "plus", "más" (the joiners of the lexicon),
 *   after at most one lead word ("somos", "vamos", "we are").
 *
 * It gives adults, children and the children's ages, or nothing at all when any word it cannot place stands in the
 * phrase, when a count does not fit its word ("dos esposa"), when a person of either age has no age said ("mi
 * hermano"), or when a child's age is 18 or more: never a guess (the occupancy reader or a question decides then).
 */
import { z } from 'zod';
import { PLACES } from './guest/places.js';
import { checkLexicon } from './lexiconCheck.js';
import data from './lexicon/people.json' with { type: 'json' };
import { numberLexicon } from './numbers.js';
import { numberValue } from './text.js';
import { ADULT_AGE } from '../limits.js';

/** A folded word: lowercase letters a–z only (accents removed, "ñ" folded to "n"). */
const WORD = /^[a-z]+$/;
const FOLDED = 'a folded word: lowercase a-z only';
const word = z.string().regex(WORD, FOLDED);
const words = z.array(word);
/** Phrases of folded words, one space between them. */
const phrases = z.array(z.string().regex(/^[a-z]+( [a-z]+)*$/, 'folded words, one space between them'));

/** The word classes of the occupancy reader (`./occupancy/`) a role word may belong to. */
export const PEOPLE_CLASSES = ['adult', 'people', 'child', 'weakChild', 'twins', 'couple', 'adultRel', 'adultRelPair', 'adultRelMany', 'kin'] as const;
/** A word class of the occupancy reader (see {@link PEOPLE_CLASSES}). */
export type PeopleClass = (typeof PEOPLE_CLASSES)[number];

/**
 * The marks a role word may carry, each a question the occupancy reader asks of it:
 *
 * - `partner`: one's spouse or partner ("esposa", "novio", "the missus", "pareja");
 * - `spouseOfSeveral`: spouses of several people ("sus esposas", "their wives");
 * - `staff`: a person named by their job in the trip ("la niñera", "el gerente", "the nanny");
 * - `strictSlang`: a kid word that is also an everyday word ("pelado", "chino"): kids only with ages or a count;
 * - `alsoAdjective`: a child word that is also an adjective or endearment ("menor", "baby", "peque");
 * - `offspring`: a son or daughter, who may be grown up ("mi hija de 19");
 * - `youngRelative`: a relative of any age ("hermano", "cousin"): a child with an age under 18;
 * - `elder`: an elder of the family named with an article for "my" ("la abuela", "los suegros");
 * - `roleOne` / `rolePair`: a family role naming one / two grown-ups in a list ("Dad, mum and 3 kids", "los abuelos");
 * - `coupleRelative`: a pair of relatives named beside a couple (parents, godparents, in-laws);
 * - `endearment`: a partner called by an endearment, only after "mi"/"my" ("mi amor", "my love");
 * - `possessed`: someone named so only right after a possessive ("my folks", "mi ex"; "hi folks" greets), and before
 *   another role word only its adjective ("mi ex esposa");
 * - `grandchild`: a grandchild (beside them one's sons and daughters are grown up);
 * - `shorthand`: travel agents' codes ("ADL", "CHD", "INF"), read only right after a count;
 * - `title`: a title said before a person's name ("Dr.", "Sra.", "Mr."): with the name, one grown-up;
 * - `workTeam`: a work team counted ("team of 10", "equipo de 6"): grown-ups travelling for work;
 * - `peer`: a friend of the speaker ("amigas", "friends"): a grown-up unless an age under 18 says (the grammar only);
 * - `client`: a client the booking is made for ("mi cliente", "our client"): the speaker books for them, not travelling.
 *
 * Words of no class marked `title` or `workTeam` are never a mention of the grammar on their own.
 */
export const PEOPLE_TAGS = [
  'partner',
  'spouseOfSeveral',
  'staff',
  'strictSlang',
  'alsoAdjective',
  'offspring',
  'youngRelative',
  'elder',
  'roleOne',
  'rolePair',
  'coupleRelative',
  'endearment',
  'possessed',
  'grandchild',
  'shorthand',
  'title',
  'workTeam',
  'peer',
  'client',
] as const;
/** A mark of a role word (see {@link PEOPLE_TAGS}). */
export type PeopleTag = (typeof PEOPLE_TAGS)[number];

/** What a role word says of its people's age: grown-ups, children, either until an age says, or nothing (a total). */
export type PeopleAge = 'adult' | 'child' | 'either' | 'unsaid';

/** One group of role words sharing what they count, their class and their marks. */
const PeopleGroup = z
  .strictObject({
    /** What the group is, for a reader of the file. */
    note: z.string().min(1),
    /** The occupancy reader's class; absent for words known by their marks only. */
    class: z.enum(PEOPLE_CLASSES).optional(),
    /** Whether the words are plural forms ("esposas", "kids"). */
    plural: z.boolean(),
    /** How many people one mention of a word names with no count said (4 for "cuatrillizos"); `counted`: a count must say it. */
    people: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal('counted')]),
    age: z.enum(['adult', 'child', 'either', 'unsaid']),
    tags: z.array(z.enum(PEOPLE_TAGS)).optional(),
    es: words.optional(),
    en: words.optional(),
    /** Words said the same in both languages ("pax", "mama", "bb"). */
    both: words.optional(),
    /** Where a regional or slang word is said (ISO country codes: "CO", "MX", "ES", "AR", "UK", "AU" …). */
    regions: z.record(z.string(), z.array(z.string().regex(/^[A-Z]{2}$/, 'a country code: two capital letters'))).optional(),
  })
  .superRefine((g, ctx) => {
    const bad = (message: string) => ctx.addIssue({ code: 'custom', message: `group "${g.note}": ${message}` });
    if (g.people === 'counted' && !g.plural) bad('a singular word names a number of people, never "counted"');
    if (g.class === 'adult' && g.age !== 'adult') bad('class adult: age must be adult');
    if ((g.class === 'child' || g.class === 'weakChild') && g.age !== 'child' && g.age !== 'either') bad(`class ${g.class}: age must be child or either`);
    if (g.class === 'twins' && (g.age !== 'child' || g.people === 1 || g.people === 'counted')) bad('class twins: two to four children');
    if ((g.class === 'couple' || g.class === 'adultRelPair') && (g.age !== 'adult' || g.people !== 2)) bad(`class ${g.class}: two grown-ups`);
    if (g.class === 'people' && g.age !== 'unsaid') bad('class people: age unsaid');
    if (g.class === 'kin' && g.age !== 'either') bad('class kin: age either');
  });

/**
 * The schema of the people lexicon (`lexicon/people.json`): groups of role words ({@link PeopleGroup} fields: `note`,
 * `class`, `plural`, `people`, `age`, `tags`, the words by language `es`/`en`/`both`, `regions`); `phrases`, two
 * words read as one role word ("other half" → "otherhalf", "recién nacido" → "newborn"); `pairs`, the people a pair
 * word names ("padres": "padre", "madre" …); `grammar`, the little words of people phrases.
 *
 * Checked beyond the shapes: every word folded, no word in two groups (the error names the word and both groups),
 * every region, phrase and pair naming a word of the lexicon, every pair word naming two people.
 */
export const PeopleLexicon = z
  .strictObject({
    about: z.string().optional(),
    groups: z.array(PeopleGroup).min(1),
    phrases: z.record(z.string(), z.string()),
    pairs: z.record(z.string(), words),
    grammar: z.strictObject({
      /** Words joining two mentions ("y", "con", "and", "plus"); "," and "+" too. */
      joiners: z.array(z.string().min(1)),
      /** Possessives before a role word ("mi", "our"); `speakers` those of the speaker themself. */
      possessives: words,
      speakerPossessives: words,
      /** Articles before a role word ("el", "los", "the"); `ones` those counting one ("un", "a"). */
      articles: words,
      ones: words,
      /** The speaker ("yo", "me", "i", "self"). */
      self: words,
      /** Words opening a list of the party ("somos", "vamos", "we are", "para": the people a booking is for), and the
       * fillers a spoken list may open with ("ajá", "bueno", "um"). */
      leads: words,
      /** Verbs of the speaker going, opening a list of who goes with them ("voy", "viajo": "voy con mi hijo"). */
      selfLeads: words,
      /** Adjectives between a count or possessive and a role word ("little", "retired", "pequeños"). */
      adjectives: words,
      /** Words opening an age phrase ("de", "aged", "of"). */
      ageIntros: words,
      /** Units of an age in years and in months. */
      yearUnits: words,
      monthUnits: words,
      /** Units of an age in weeks ("6 semanas", "a 6-week-old"): a baby of 0. */
      weekUnits: words,
      /** Number words of other languages said as counts in a list ("dois filhos"), beside the Spanish and English ones. */
      counts: z.record(word, z.number().int().min(1).max(20)),
      /**
       * Words (one or two) saying a count after a list is its total: before it ("o sea 4", "so 3 adults") or after it
       * ("tres adultos entonces", "10 en total").
       */
      totalBefore: z.array(z.string().regex(/^[a-z]+( [a-z]+)?$/, FOLDED)),
      totalAfter: z.array(z.string().regex(/^[a-z]+( [a-z]+)?$/, FOLDED)),
      /** Words between ages in a list ("y", "and", ","). */
      ageSeparators: z.array(z.string().min(1)),
      /**
       * Letters glued to a count that an agent writes for a role ("2A1C", "2A2C (3,7)", "2ad+1ch"): each key read as
       * the shorthand role word it names (a word of a group tagged `shorthand`). See the occupancy reader's tokens.
       */
      gluedCodes: z.record(word, word),
      /**
       * Words a dictation writes for a count ("we are four adults and to kids": "to" is "two"), read as that count only
       * between a joiner or "are" and a plural role word. See the occupancy reader's tokens.
       */
      heardCounts: z.record(word, z.number().int().min(1).max(20)),
      /**
       * Nouns of an occasion held for someone where it takes place ("la graduación de mi hija", "my brother's wedding"):
       * the one it is for is there already, named in passing, counted only when no one else is (the party then said
       * elsewhere in the message).
       */
      occasions: words,
      /**
       * Nouns of a celebration or a treatment of someone ("el cumpleaños de mi mamá", "my dad's treatment"): the one it
       * is for may travel too, named in passing only when the party said elsewhere names them again.
       */
      celebrations: words,
      /**
       * Phrases after a person saying they do not travel: there already, dead, the one the occasion happens to, or the
       * sender of a message passed on ("mi hermana vive allá", "my father passed away", "me mandó mi hermana"); a
       * leading "ya" is allowed before them. See the occupancy reader's `notTravelling`.
       */
      notTravelling: phrases,
      /** Phrases after a person saying they are operated on or treated ("a mi papá lo operan"): counted only when named again. */
      patient: phrases,
      /** Verbs of sending a message before its sender ("lo que me mandó mi hermana"). */
      sentVerbs: words,
      /** Things of someone said with "'s" ("my husband's flight"): their owner is named in passing. */
      thingsOwned: words,
      /** Labels of a form's party line ("Pax: 2+1", "Ocupación: 2+2"). */
      partyLabels: words,
      /**
       * Nouns of other events a day is said for, beside the occasions and celebrations ("el partido es el domingo", "the
       * conference"): a day said for them after the stay's is no end of the stay. See the date scan's event days.
       */
      events: words,
      /**
       * A wedding's or a graduation's verb with who does it ("se casa", "me caso", "se gradúa", "nos graduamos"): a date
       * right after it, or after a place ("me caso en Santa Marta el sábado 19"), is the event's day.
       */
      eventVerbs: phrases,
      /**
       * English people words that Spanish chat writes for something else ("pal": "para el", "el 5 pal paseo"): in a
       * Spanish chat they name nobody beside a number.
       */
      notPeopleInSpanish: words,
      /** Phrases adding one more child at the children's-ages question ("there's a third", "otro", "uno más", "my nephew (11) is joining us"). */
      oneMore: phrases,
      /** Signs before a number ("menos 3", "minus two"): no count or age is negative, nothing is read. */
      signs: words,
      /**
       * Phrases before a person the stay is compared to ("same dates as my colleague", "las mismas fechas que mi
       * hermano", "igual que mi jefe"): someone named to say when, no one of the party. See `notTravelling`.
       */
      comparedTo: phrases,
      /**
       * Phrases before a person the trip goes to see ("visiting their grandpa", "a visitar a mi abuela", "to see my
       * mum"): named as the reason of the trip, no one of the party. See `notTravelling`.
       */
      visited: phrases.default([]),
      /**
       * Where a person named is known from, said after them with "de"/"from"/"at" ("un compañero de trabajo", "una amiga
       * de la universidad", "a friend from work"): it describes the person, nobody more is counted.
       */
      circles: words.default([]),
      /**
       * Phrases after a person saying they dropped out ("mi cuñado, pero él al final no va", "my brother isn't coming
       * after all"): read only where the clause ends after them, "pero"/"but", a pronoun and "al final"/"after all" may
       * come between. See the occupancy reader's `notTravelling`.
       */
      droppedOut: phrases,
      /**
       * Phrases saying a person may or may not come, right after them ("mi hermano tal vez venga", "my ex-wife might
       * join") or right before them ("and maybe my brother", "y de pronto mi suegra"): who travels is not known, the
       * party is asked. See the occupancy reader's `maybeJoining`.
       */
      maybeJoining: phrases,
    }),
    /**
     * The occupancy reader's other word classes, by name (read with {@link readerWords}): what each class is for
     * (`note`) and its words, folded, each once. A mark the reader keeps as a token ("+", "&", ",", "(", ";", "/",
     * "-") is a word too.
     */
    reader: z.record(
      z.string().regex(/^[a-z][A-Za-z]*$/, 'a class name in camelCase'),
      z.strictObject({
        note: z.string().min(1),
        words: z
          .array(z.string().regex(/^(?:[a-z]+|[+&,(;/-])$/, 'a folded word or one mark: + & , ( ; / -'))
          .min(1)
          .refine((ws) => new Set(ws).size === ws.length, 'a word said twice'),
      }),
    ),
  })
  .superRefine((lex, ctx) => {
    const seen = new Map<string, string>();
    for (const g of lex.groups)
      for (const lang of ['es', 'en', 'both'] as const)
        for (const w of g[lang] ?? []) {
          const before = seen.get(w);
          if (before !== undefined) ctx.addIssue({ code: 'custom', path: ['groups'], message: `"${w}" is in both group "${before}" and group "${g.note}"` });
          else seen.set(w, g.note);
        }
    for (const g of lex.groups)
      for (const w of Object.keys(g.regions ?? {}))
        if (![...(g.es ?? []), ...(g.en ?? []), ...(g.both ?? [])].includes(w))
          ctx.addIssue({ code: 'custom', path: ['groups', 'regions', w], message: `region of "${w}", which is no word of group "${g.note}"` });
    for (const [phrase, w] of Object.entries(lex.phrases)) {
      if (!/^[a-z]+ [a-z]+$/.test(phrase)) ctx.addIssue({ code: 'custom', path: ['phrases', phrase], message: `"${phrase}": two folded words` });
      // (a phrase may name the speaker: "el suscrito", "su servidor" read as "yo")
      if (!seen.has(w) && !lex.grammar.self.includes(w))
        ctx.addIssue({ code: 'custom', path: ['phrases', phrase], message: `"${phrase}" reads as "${w}", which is no word of the lexicon` });
    }
    for (const [code, w] of Object.entries(lex.grammar.gluedCodes))
      if (!lex.groups.some((g) => g.tags?.includes('shorthand') && [...(g.es ?? []), ...(g.en ?? []), ...(g.both ?? [])].includes(w)))
        ctx.addIssue({ code: 'custom', path: ['grammar', 'gluedCodes', code], message: `"${code}" reads as "${w}", which is no shorthand word` });
    for (const [pair, members] of Object.entries(lex.pairs)) {
      const g = lex.groups.find((x) => [...(x.es ?? []), ...(x.en ?? []), ...(x.both ?? [])].includes(pair));
      if (g?.people !== 2) ctx.addIssue({ code: 'custom', path: ['pairs', pair], message: `pair "${pair}" is no word of two people` });
      for (const m of members)
        if (!seen.has(m)) ctx.addIssue({ code: 'custom', path: ['pairs', pair], message: `"${m}", member of "${pair}", is no word of the lexicon` });
    }
  });

/** The people lexicon, as validated by {@link PeopleLexicon}. */
export type PeopleLexicon = z.infer<typeof PeopleLexicon>;

/**
 * `data` as a {@link PeopleLexicon}, or an `Error` naming `source` and every problem found (a word not folded, a
 * word in two groups, a class and a count that disagree, a phrase or pair of unknown words…).
 */
export function parsePeopleLexicon(input: unknown, source = 'people lexicon'): PeopleLexicon {
  return checkLexicon(PeopleLexicon, input, source, 'people');
}

/** What the lexicon says of one role word. */
export interface PeopleWord {
  word: string;
  /** The occupancy reader's class; absent for words known by their marks only. */
  cls?: PeopleClass;
  plural: boolean;
  people: 1 | 2 | 3 | 4 | 'counted';
  age: PeopleAge;
  tags: ReadonlySet<PeopleTag>;
  lang: 'es' | 'en' | 'both';
}

/** The lexicon, read and checked once, when this module is loaded. */
const LEXICON: PeopleLexicon = parsePeopleLexicon(data, 'src/flows/understand/lexicon/people.json');

const PEOPLE = new Map<string, PeopleWord>();
for (const g of LEXICON.groups)
  for (const lang of ['es', 'en', 'both'] as const)
    for (const w of g[lang] ?? []) PEOPLE.set(w, { word: w, cls: g.class, plural: g.plural, people: g.people, age: g.age, tags: new Set(g.tags ?? []), lang });

/** Spanish diminutive endings and what they replace ("nietecito" → "nieto", "abuelita" → "abuela", "hijitos" → "hijos"). */
export const DIMINUTIVES: readonly [RegExp, string][] = [
  [/(ec|c)?it(o|a)(s?)$/, '$2$3'],
  [/(ec|c)?ic(o|a)(s?)$/, '$2$3'],
];

/**
 * What the lexicon says of `w`, or of the word it is a diminutive of (class: diminutives of people words are those
 * words: "hermanitos" → "hermanos", "nietecita" → "nieta", "abuelito" → "abuelo"), from six letters on.
 */
export function peopleWord(w: string): PeopleWord | undefined {
  const exact = PEOPLE.get(w);
  if (exact || w.length < 6) return exact;
  for (const [re, to] of DIMINUTIVES) {
    if (!re.test(w)) continue;
    // "nietecito": drop the whole ending; "abuelita": keep the stem's own last letter
    for (const cut of [w.replace(re, to), w.replace(/(it|ic)(o|a)(s?)$/, '$2$3')]) {
      const info = cut !== w ? PEOPLE.get(cut) : undefined;
      if (info) return { ...info, word: w };
    }
  }
  return undefined;
}

/** Child words that say the child's age ("quinceañera": a girl turning 15, whose party the trip is): that age. */
export const AGE_WORDS: ReadonlyMap<string, number> = new Map([
  ['quinceanera', 15],
  ['quinceanero', 15],
]);

/** Every role word of the lexicon with what it says. */
export const PEOPLE_WORDS: ReadonlyMap<string, PeopleWord> = PEOPLE;

/** The role words carrying `tag` (see {@link PEOPLE_TAGS}). */
export function peopleTagged(tag: PeopleTag): ReadonlySet<string> {
  const out = new Set<string>();
  for (const [w, info] of PEOPLE) if (info.tags.has(tag)) out.add(w);
  return out;
}

/** A spouse's or partner's words ("esposa", "wife", "novio", "mi señora"): with a "we" verb and children the adults are the speaker and this one; named after a count of grown-ups they may be one of it. */
export const PARTNER_WORDS = peopleTagged('partner');

/**
 * Whether `w` (folded) names children as many as a count says, so that said with an article or possessive and no count
 * ("los niños", "the kids", "mis hijos", "nuestros nietos") their number is unsaid: a plural word of children or of
 * sons and daughters; travel agents' codes ("CHD") and everyday words for young people ("chicos", "the boys") are not.
 */
export function namesUncountedChildren(w: string): boolean {
  const info = peopleWord(w);
  return !!info && info.people === 'counted' && (info.cls === 'child' || info.tags.has('offspring')) && !info.tags.has('shorthand');
}

/** Two words read as one role word ("other half" → "otherhalf", "baby girl" → "baby", "grown ups" → "grownups"). */
export const PEOPLE_PHRASES: ReadonlyMap<string, string> = new Map(Object.entries(LEXICON.phrases));

/** The people each pair word names ("padres": "padre", "madre", "papá", "mamá" …). */
export const PAIR_MEMBERS: Readonly<Record<string, readonly string[]>> = LEXICON.pairs;

// ------------------------------------------------------------------ the grammar

const G = LEXICON.grammar;

/**
 * The words of the occupancy reader's class `name` (the lexicon's `reader` section), as a set.
 *
 * @throws Error when the lexicon has no such class: the reader's word sets are read when its module loads, so a class
 * renamed or removed in `lexicon/people.json` stops the bot at start.
 */
export function readerWords(name: string): ReadonlySet<string> {
  const c = LEXICON.reader[name];
  if (!c) throw new Error(`src/flows/understand/lexicon/people.json has no reader word class "${name}"`);
  return new Set(c.words);
}

/**
 * The words of the reader class `name` ({@link readerWords}), each a role word of the groups naming `people` people
 * who may be grown up ("companionOne": "abuela", "mom", "nanny" name one; "companionTwo": "padres", "in-laws" two).
 *
 * @throws Error when the class is missing or one of its words is not such a role word (the error names the word), so
 * a word list and the groups cannot drift apart unseen.
 */
export function readerRoleWords(name: string, people: 1 | 2): ReadonlySet<string> {
  const out = readerWords(name);
  for (const w of out) {
    const info = PEOPLE.get(w);
    if (!info || info.age === 'child' || info.people !== people)
      throw new Error(`src/flows/understand/lexicon/people.json: reader word "${w}" of "${name}" is no role word of the groups naming ${people} grown-up(s)`);
  }
  return out;
}

/** The little words of people phrases (`grammar` of the lexicon), for the occupancy reader's own word sets. */
export const PEOPLE_GRAMMAR: Readonly<PeopleLexicon['grammar']> = G;
const JOINERS: ReadonlySet<string> = new Set(G.joiners);
/** Where a person is known from ("de trabajo", "from work"): see the lexicon's `circles`. */
const CIRCLES: ReadonlySet<string> = new Set(G.circles);
const POSSESSIVES: ReadonlySet<string> = new Set(G.possessives);
const SPEAKER_POSSESSIVES: ReadonlySet<string> = new Set(G.speakerPossessives);
/** The English possessives of the grammar's list: a possessed word of one language is read only after a possessive of it. */
const ENGLISH_POSSESSIVES: ReadonlySet<string> = new Set(['my', 'our', 'your', 'his', 'her', 'their']);

/**
 * Whether possessed word `w` ("my gran", "mi ex", "my folks") may be read after possessive `poss`: a word listed for
 * one language only after a possessive of that language ("mi gran viaje" is a great trip, "my gran" a grandmother).
 */
export function possessedAfter(w: string, poss: string): boolean {
  const lang = PEOPLE.get(w)?.lang;
  return lang === 'both' || (lang === 'en') === ENGLISH_POSSESSIVES.has(poss);
}
const ARTICLES: ReadonlySet<string> = new Set(G.articles);
const ONES: ReadonlySet<string> = new Set(G.ones);
const SELF: ReadonlySet<string> = new Set(G.self);
const LEADS: ReadonlySet<string> = new Set(G.leads);
const SELF_LEADS: ReadonlySet<string> = new Set(G.selfLeads);
const ADJECTIVES: ReadonlySet<string> = new Set(G.adjectives);
const AGE_INTROS: ReadonlySet<string> = new Set(G.ageIntros);
const YEAR_UNITS: ReadonlySet<string> = new Set(G.yearUnits);
const MONTH_UNITS: ReadonlySet<string> = new Set(G.monthUnits);
const WEEK_UNITS: ReadonlySet<string> = new Set(G.weekUnits);
const TOTAL_BEFORE: readonly string[][] = G.totalBefore.map((x) => x.split(' '));
const TOTAL_AFTER: readonly string[][] = G.totalAfter.map((x) => x.split(' '));
/** Child words that with "de N" say a bound, not an age ("2 menores de 12": under 12). */
const BOUND_WORDS: ReadonlySet<string> = new Set(['menores', 'minors']);
/** Role words of a grown-up child's spouse ("son-in-law", "yerno"): beside them a son or daughter is grown up. */
export const CHILD_SPOUSES: ReadonlySet<string> = new Set(['soninlaw', 'daughterinlaw', 'yerno', 'nuera']);
/**
 * Class: a baby carried in arms ("uno de brazos", "un bebé de brazos", "una bebé en brazos", "que va de brazos", "a
 * baby in arms"): one child of 0. The words after "de", "en" or "in" saying so.
 */
const IN_ARMS: ReadonlySet<string> = new Set(['brazos', 'arms']);
/** Words naming one person with no role word, before "de brazos" ("uno de brazos", "una de brazos", "el de brazos"). */
const ONE_PERSON: ReadonlySet<string> = new Set(['uno', 'una', 'un', 'otro', 'otra', 'el', 'la']);
const AGE_SEPARATORS: ReadonlySet<string> = new Set(G.ageSeparators);

/** Number words of both languages that are plain counts (units, teens, tens and tens with their unit). */
const COUNT_WORDS: ReadonlyMap<string, number> = (() => {
  const out = new Map<string, number>();
  for (const lang of ['es', 'en'] as const) {
    const c = numberLexicon(lang).cardinals;
    for (const table of [c.units, c.teens, c.tens, c.tensWithUnit]) for (const [w, n] of Object.entries(table)) out.set(w, n);
  }
  for (const [w, n] of Object.entries(G.counts)) if (!out.has(w)) out.set(w, n);
  return out;
})();

/** A word of a people phrase, with where it stands in the folded text. */
export interface PeopleToken {
  t: string;
  s: number;
  e: number;
}

/**
 * The words of `folded` as the grammar reads them: words, digits and the marks "," "+" "&" "(" ")" "-"; the two-word
 * phrases of the lexicon become their one word ("other half" → "otherhalf"), and so do words joined by hyphens the
 * lexicon knows whole ("in-laws" → "inlaws", "mother-in-law" → "motherinlaw", "grown-ups" → "grownups").
 */
export function peopleTokens(folded: string): PeopleToken[] {
  const out: PeopleToken[] = [];
  for (const m of folded.matchAll(/\p{N}+|\p{L}+|[+&(),:\-—–]/gu)) {
    out.push({ t: m[0] === '—' || m[0] === '–' ? '-' : m[0], s: m.index, e: m.index + m[0].length });
    const n = out.length;
    const pair = n >= 2 ? PEOPLE_PHRASES.get(`${out[n - 2]!.t} ${m[0]}`) : undefined;
    if (pair) {
      const s = out[n - 2]!.s;
      out.length = n - 2;
      out.push({ t: pair, s, e: m.index + m[0].length });
      continue;
    }
    // a hyphenated word the lexicon knows whole, of two or three parts
    for (const parts of [5, 3]) {
      if (n < parts) continue;
      const run = out.slice(n - parts);
      const glued = run.every((x, k) => k === 0 || run[k - 1]!.e === x.s);
      const hyphens = run.every((x, k) => (k % 2 === 1) === (x.t === '-'));
      const whole = run
        .filter((_, k) => k % 2 === 0)
        .map((x) => x.t)
        .join('');
      if (glued && hyphens && PEOPLE.has(whole)) {
        const s = run[0]!.s;
        out.length = n - parts;
        out.push({ t: whole, s, e: m.index + m[0].length });
        break;
      }
    }
  }
  // Class: the owner of a thing said with "'s" ("grandpa's guide dog", "my husband's flight"): named in passing, no
  // person of the list (the occupancy reader decides whether they travel)
  for (let k = 0; k + 2 < out.length; k++)
    if (out[k + 1]!.t === 's' && out[k + 1]!.s === out[k]!.e + 1 && G.thingsOwned.includes(out[k + 2]!.t)) out[k] = { ...out[k]!, t: OWNER };
  return out;
}

/** The word an owner of a thing said with "'s" stands as in {@link peopleTokens}: no word of the lexicon, so the list is not read. */
const OWNER = "'owner";

/** One person or group of people named in a phrase ("mi suegra", "los dos pelados de 7 y 10", "yo"). */
export interface PeopleMention {
  /** The role word ("suegra", "pelados"), or "self" for the speaker. */
  word: string;
  adults: number;
  children: number;
  /** The children's ages, in the order said (every child's, or none). */
  ages: number[];
  /** Whether a possessive of the speaker ties the people to them ("mi", "my", "our"). */
  owned: boolean;
  /** Whether the mention counts grown-ups as such ("2 adultos", "two adults", "nosotros dos"), not by who they are. */
  counted?: boolean;
  /** A son or daughter named with no age ("their daughter"): counted by the party around them (see {@link readPeopleParty}). */
  ageless?: boolean;
  /** Friends counted as grown-ups with no age said ("tres amigas"): only beside the speaker they are friends of. */
  peer?: boolean;
  /** Whether the word is a family role said bare, with no possessive or article ("papá, mamá y los gemelos"). */
  bareRole?: boolean;
  /** Children named with no count ("los niños", "the kids", "mis hijos"): nobody counted, how many is not said. */
  uncounted?: boolean;
  /** Token range [from, to) of the mention. */
  from: number;
  to: number;
}

/** A party read by {@link readPeopleParty}. */
export interface PeopleParty {
  adults: number;
  children: number;
  /** Every child's age in the order said, or absent when one child's age was not said. */
  ages?: number[];
  /** Whether the speaker named themself ("yo", "me", "I", "the two of us"). */
  speaker: boolean;
  /** Whether someone was named as the speaker's ("mi esposa", "our kids"). */
  owned: boolean;
  /** Whether the family is named by its bare roles ("papá, mamá, mi abuela y los gemelos"): the speaker is one of them. */
  roles?: boolean;
  /** The total said after the list and agreeing with it ("…, tres adultos entonces", "o sea 4"). */
  total?: number;
  /**
   * Children named in the list with no count ("mi esposa y los niños", "my wife and the kids"): `children` and `ages`
   * count only the others, so the party is no count until the guest says how many.
   */
  uncountedChildren?: boolean;
  mentions: PeopleMention[];
  /** Character range [start, end) of the phrase in the folded text. */
  start: number;
  end: number;
  /** Character range [clauseStart, clauseEnd) of the clause holding it ({@link peopleClauses} only). */
  clauseStart?: number;
  clauseEnd?: number;
}

/** The count a word says: digits up to two ("4", "12") or a number word ("cuatro", "twelve"); undefined otherwise. */
export function peopleCount(w: string): number | undefined {
  if (/^\d{1,2}$/.test(w)) return Number(w);
  return COUNT_WORDS.get(w);
}

/** A count at token `i` (see {@link peopleCount}), or undefined. */
function countAt(toks: readonly PeopleToken[], i: number): number | undefined {
  const w = toks[i]?.t;
  return w === undefined ? undefined : peopleCount(w);
}

/** Whether the number at token `i` counts the people named right after it ("2 adultos", "3 little ones"), not an age. */
function countsNext(toks: readonly PeopleToken[], i: number): boolean {
  const next = toks[i + 1]?.t ?? '';
  return !!peopleWord(next) || (ADJECTIVES.has(next) && !!peopleWord(toks[i + 2]?.t ?? ''));
}

/**
 * An age phrase at token `i` binding to the mention before it: "de 7 y 10", "(4 and 7)", "aged 4 and 7", "de 3 y 6
 * años", "de 8 meses" (months are whole years: 0). Bare ages ("kids 4 and 7") only when `bare`. A number followed by
 * a role word is the count of the next mention, never an age ("de 7 y 2 adultos"). Returns the ages (in years) and
 * where the phrase ends, or undefined.
 */
function agesAt(toks: readonly PeopleToken[], i: number, bare: boolean): { ages: number[]; to: number } | undefined {
  let k = i;
  const paren = toks[k]?.t === '(';
  if (paren) k++;
  // Class: an age phrase after a comma ("los chavos, de 6 y 13", "nossos dois filhos, de 4 e 11 anos")
  else if (toks[k]?.t === ',' && AGE_INTROS.has(toks[k + 1]?.t ?? '') && countAt(toks, k + 2) !== undefined) k += 2;
  // "3 kids: 5, 9, 14", "our three kids — 3, 11 and 16": a colon or dash before a list of ages
  else if (AGE_INTROS.has(toks[k]?.t ?? '') || ((toks[k]?.t === ':' || toks[k]?.t === '-') && countAt(toks, k + 1) !== undefined)) k++;
  else if (!bare) return undefined;
  const items: { v: number; unit: 'y' | 'm' | 'w' | undefined }[] = [];
  for (;;) {
    const v = countAt(toks, k);
    if (v === undefined || countsNext(toks, k)) break;
    k++;
    let unit: 'y' | 'm' | 'w' | undefined;
    if (YEAR_UNITS.has(toks[k]?.t ?? '')) unit = 'y';
    else if (MONTH_UNITS.has(toks[k]?.t ?? '')) unit = 'm';
    else if (WEEK_UNITS.has(toks[k]?.t ?? '')) unit = 'w';
    if (unit) k++;
    items.push({ v, unit });
    const sep = toks[k]?.t ?? '';
    if (!AGE_SEPARATORS.has(sep) || countAt(toks, k + 1) === undefined) break;
    k++;
  }
  if (items.length === 0) return undefined;
  if (paren) {
    if (toks[k]?.t !== ')') return undefined;
    k++;
  }
  // one trailing unit applies to the items listed bare before it ("de 3 y 6 años", "de 4 y 8 meses")
  for (let x = items.length - 2; x >= 0; x--) items[x]!.unit ??= items[x + 1]!.unit;
  return { ages: items.map((it) => (it.unit === 'm' ? Math.floor(it.v / 12) : it.unit === 'w' ? Math.floor(it.v / 52) : it.v)), to: k };
}

/**
 * The speaker counted by a pronoun and a number at token `i`: "the two of us", "both of us", "nosotros dos",
 * "us two": how many people (the speaker among them) and where it ends.
 */
function weAt(toks: readonly PeopleToken[], i: number): { n: number; to: number } | undefined {
  const t = (k: number) => toks[k]?.t ?? '';
  let k = i;
  if (t(k) === 'the') k++;
  const n = t(k) === 'both' ? 2 : countAt(toks, k);
  if (n !== undefined && t(k + 1) === 'of' && t(k + 2) === 'us') return { n, to: k + 3 };
  if (/^(nosotros|nosotras|us)$/.test(t(i)) && countAt(toks, i + 1) !== undefined) return { n: countAt(toks, i + 1)!, to: i + 2 };
  return undefined;
}

/**
 * Class: people named by their nationality ("somos dos mexicanos", "we are 2 Canadians", "dos colombianas y un
 * gringo"): a plural nationality word right after a count is that many grown-ups (read as "colegas"), a singular one
 * right after "un"/"una"/"a"/"an"/"one" one grown-up ("colega"); anywhere else ("somos mexicanos", "soy una colombiana"
 * alone) it says where they are from, and is no role word.
 */
function nationalsAt(toks: readonly PeopleToken[], x: number): PeopleWord | undefined {
  const w = toks[x]?.t ?? '';
  // ("a Brazilian couple": before a people word it is that word's adjective)
  if (PLACES.get(w)?.kind !== 'demonym' || peopleWord(toks[x + 1]?.t ?? '')) return undefined;
  if (w.endsWith('s') && countAt(toks, x - 1) !== undefined) return peopleWord('colegas');
  if (!w.endsWith('s') && ONES.has(toks[x - 1]?.t ?? '')) return peopleWord('colega');
  return undefined;
}

/** A mention at token `i` ({@link PeopleMention}), or undefined when the words there are no mention the grammar can place. */
export function readMention(toks: readonly PeopleToken[], i: number): PeopleMention | undefined {
  const t = (k: number) => toks[k]?.t ?? '';
  const we = weAt(toks, i);
  // "nosotros dos" counts grown-ups like "2 adultos": whether a partner named beside it is one of them is not said
  if (we) return { word: 'self', adults: we.n, children: 0, ages: [], owned: false, from: i, to: we.to, counted: we.n > 1 };
  if (SELF.has(t(i))) return { word: 'self', adults: 1, children: 0, ages: [], owned: false, from: i, to: i + 1 };
  // the Spanish preposition before a determiner ("vamos a un matrimonio", "a mi hermana") is no English "a"
  if (t(i) === 'a' && (ARTICLES.has(t(i + 1)) || ONES.has(t(i + 1)) || POSSESSIVES.has(t(i + 1)))) return undefined;
  // "uno de brazos": a baby in arms named with no role word
  if (ONE_PERSON.has(t(i)) && t(i + 1) === 'de' && IN_ARMS.has(t(i + 2)))
    return { word: 'bebe', adults: 0, children: 1, ages: [0], owned: false, from: i, to: i + 3 };
  let k = i;
  let count: number | undefined;
  let one = false;
  let poss: string | undefined;
  let article = false;
  // the words before the role word: at most one possessive or article, at most one count, adjectives
  // a possessed word before another role word is its adjective ("mi ex esposa"), read with the words before it
  const roleWordAt = (x: number) => {
    const info = peopleWord(t(x)) ?? nationalsAt(toks, x);
    return info?.tags.has('possessed') && peopleWord(t(t(x + 1) === '-' ? x + 2 : x + 1)) ? undefined : info;
  };
  for (let n = 0; n < 4 && !roleWordAt(k); n++) {
    const c = countAt(toks, k);
    if (c !== undefined && count === undefined) count = c;
    else if (ONES.has(t(k)) && count === undefined && !poss && !article) one = true;
    else if (POSSESSIVES.has(t(k)) && !poss && !article && count === undefined) poss = t(k);
    else if (ARTICLES.has(t(k)) && !poss && !article && count === undefined) article = true;
    else if (ADJECTIVES.has(t(k))) {
      // "our 2-year-old twins": an age said before the role word
    } else if (count !== undefined && (/^(year|years|yr|yrs)$/.test(t(k)) || WEEK_UNITS.has(t(k)))) {
      break;
    } else if (t(k) === '-' && count !== undefined) {
      // a hyphen inside "2-year-old"
    } else return undefined;
    k++;
  }
  // "our 2-year-old twins": the count was an age of the people named
  let preAge: number | undefined;
  const weeks = WEEK_UNITS.has(t(k));
  if (count !== undefined && (/^(year|years|yr|yrs)$/.test(t(k)) || weeks)) {
    let j = k + 1;
    if (t(j) === '-') j++;
    if (t(j) !== 'old') return undefined;
    // "a 6-week-old": a baby of 0
    preAge = weeks ? Math.floor(count / 52) : count;
    count = undefined;
    k = j + 1;
    // Class: "our 6-week-old", "a 2-year-old" said with no role word after: one child of that age
    if (!peopleWord(t(k)) && preAge < ADULT_AGE && (one || poss !== undefined))
      return { word: 'child', adults: 0, children: 1, ages: [preAge], owned: SPEAKER_POSSESSIVES.has(poss ?? ''), from: i, to: k };
  }
  // Class: someone named by whose relative they are, English way ("my brother's mother-in-law", "our son's nanny"):
  // one person, the last word's; the relative named to place them is not counted by this mention
  let info = peopleWord(t(k)) ?? nationalsAt(toks, k);
  let ownerOf = false;
  if (info && poss !== undefined && count === undefined && !info.plural && t(k + 1) === 's' && toks[k + 1]!.s === toks[k]!.e + 1) {
    const whose = peopleWord(t(k + 2));
    if (whose && !whose.plural) {
      k += 2;
      info = whose;
      ownerOf = true;
    }
  }
  if (!info || (!info.cls && (info.tags.has('title') || info.tags.has('workTeam')))) return undefined;
  // an endearment names a partner only after "mi"/"my" ("mi amor"); the speaker's other people need a count or word
  if (info.tags.has('endearment') && !(poss === 'mi' || poss === 'my')) return undefined;
  if (info.tags.has('possessed') && (poss === undefined || !possessedAfter(info.word, poss))) return undefined;
  // "the wife", "the missus": "the" stands for "my" before one's partner
  const owned = !ownerOf && ((poss !== undefined && SPEAKER_POSSESSIVES.has(poss)) || (article && t(i) === 'the' && info.tags.has('partner') && !info.plural));
  const roleAt = k;
  k++;
  // Class: someone named by whose relative they are ("la suegra de mi hermano", "the mother-in-law of my brother",
  // "la mamá de ella"): one person; the relative after "de"/"of" only places them and is not counted by this mention
  if (!info.plural && (t(k) === 'de' || t(k) === 'of' || t(k) === 'del')) {
    const x = t(k) === 'del' ? k + 1 : k + 1 + (POSSESSIVES.has(t(k + 1)) || ARTICLES.has(t(k + 1)) ? 1 : 0);
    const whose = peopleWord(t(x));
    if (x > k + 1 || t(k) === 'del') {
      if (whose && !whose.plural && whose.people === 1) k = x + 1;
    } else if (/^(el|ella|him|her)$/.test(t(k + 1))) k += 2;
  }
  // "un compañero de trabajo", "una amiga de la u", "a friend from work": where the person is known from
  const circle = /^(de|del|from|at|of)$/.test(t(k)) ? k + 1 + (/^(la|el|los|las|the|my|mi|our|nuestra|nuestro)$/.test(t(k + 1)) && t(k) !== 'del' ? 1 : 0) : k;
  if (circle > k && CIRCLES.has(t(circle))) k = circle + 1;
  const ageList = agesAt(toks, k, info.age !== 'adult' && info.plural);
  let ages = ageList?.ages ?? [];
  if (ageList) k = ageList.to;
  // "un bebé de brazos", "una bebé en brazos", "la bebé que va de brazos", "a baby in arms": one child carried in arms is 0
  else if (!info.plural && info.age !== 'adult') {
    const carried = t(k) === 'que' && /^(va|viene|ira|iria)$/.test(t(k + 1)) ? k + 2 : k;
    if (/^(de|en|in)$/.test(t(carried)) && IN_ARMS.has(t(carried + 1))) {
      ages = [0];
      k = carried + 2;
    }
  }
  if (preAge !== undefined) ages = [preAge];
  // Class: a child named by a word that says their age ("la quinceañera": 15)
  if (ages.length === 0 && count === undefined && AGE_WORDS.has(info.word)) ages = [AGE_WORDS.get(info.word)!];
  // how many people: the count said, the word's own number, or the ages listed
  let n: number | undefined;
  // "una pareja" is two grown-ups, "mi pareja" one (a partner)
  if (info.cls === 'couple' && !info.plural && poss !== undefined) n = count === undefined ? 1 : undefined;
  else if (info.cls === 'couple') n = info.plural ? count : count === undefined || count === 1 ? 2 : undefined;
  else if (info.people === 'counted') n = count ?? (ages.length > 0 && !one ? ages.length : undefined);
  else if (info.cls === 'twins') n = count ?? info.people;
  else if (count === undefined || count === info.people) n = info.people;
  if (info.cls === 'couple' && info.plural && n !== undefined) n *= 2;
  // Class: children named with an article or a possessive and no count or age ("los niños", "the kids", "mis hijos",
  // "nuestros nietos"): how many is not said; a mention of nobody counted that leaves the party's children uncounted
  // (travel agents' codes and the everyday words for young people, "the boys", are no such mention)
  if (n === undefined && count === undefined && ages.length === 0 && (article || poss !== undefined) && namesUncountedChildren(info.word))
    return { word: info.word, adults: 0, children: 0, ages: [], owned, from: i, to: k, uncounted: true };
  if (n === undefined || n < 1) return undefined;
  // every age a person of either age needs; one age for twins said of all ("twins of 4", "2-year-old twins")
  if (info.cls === 'twins' && ages.length === 1 && n > 1) ages = Array(n).fill(ages[0]);
  // Class: a count of children with one age said for them all ("12 niños de 11 años", "3 kids aged 5"): each is that age
  // (not minors "de 12": under 12, a bound)
  if (info.age === 'child' && info.people === 'counted' && count !== undefined && ages.length === 1 && n > 1 && !BOUND_WORDS.has(info.word))
    ages = Array(n).fill(ages[0]);
  if (info.age === 'unsaid') return undefined;
  if (info.age === 'adult') {
    if (ages.some((a) => a < ADULT_AGE)) return undefined;
    const bareRole = roleAt === i && info.tags.has('roleOne');
    return {
      word: info.word,
      adults: n,
      children: 0,
      ages: [],
      owned,
      from: i,
      to: k,
      ...(info.cls === 'adult' ? { counted: true } : {}),
      ...(bareRole ? { bareRole } : {}),
    };
  }
  if (ages.length > 0 && ages.length !== n) return undefined;
  // a friend of the speaker with no age said is a grown-up ("eu e três amigas", "mi amigo y yo")
  if (info.age === 'either' && ages.length === 0 && info.tags.has('peer'))
    return { word: info.word, adults: n, children: 0, ages: [], owned, from: i, to: k, peer: true };
  // "their daughter": a son or daughter with no age, grown up or not as the party around says
  if (info.age === 'either' && ages.length === 0 && n === 1 && info.tags.has('offspring'))
    return { word: info.word, adults: 0, children: 0, ages: [], owned, from: i, to: k, ageless: true };
  if (info.age === 'either') {
    if (ages.length !== n) return undefined;
    const young = ages.filter((a) => a < ADULT_AGE);
    return { word: info.word, adults: n - young.length, children: young.length, ages: young, owned, from: i, to: k };
  }
  if (ages.some((a) => a >= ADULT_AGE)) return undefined;
  return { word: t(roleAt), adults: 0, children: n, ages, owned, from: i, to: k };
}

/** Whether the words `seq` stand at token `i`. */
function wordsAt(toks: readonly PeopleToken[], i: number, seq: readonly string[]): boolean {
  return seq.every((w, x) => toks[i + x]?.t === w);
}

/**
 * Class: the total said after a list of people, closing it ("…, tres adultos entonces", "…, o sea 4", "…, 10 en
 * total", "…, so 3 adults"): a count, at most one word of grown-ups or people, and a word of the lexicon saying it is
 * the total (`totalBefore`/`totalAfter`), filling the rest of the phrase from token `i` (a comma before it is skipped).
 * The count and whether it counts grown-ups only, or undefined.
 */
function totalAt(toks: readonly PeopleToken[], i: number): { n: number; adults: boolean } | undefined {
  let k = toks[i]?.t === ',' ? i + 1 : i;
  let marked = false;
  const before = TOTAL_BEFORE.find((seq) => wordsAt(toks, k, seq));
  if (before) {
    k += before.length;
    marked = true;
  }
  const n = countAt(toks, k);
  if (n === undefined) return undefined;
  k++;
  const info = peopleWord(toks[k]?.t ?? '');
  let adults = false;
  if (info && (info.cls === 'adult' || info.cls === 'people') && info.plural) {
    adults = info.cls === 'adult';
    k++;
  }
  const after = TOTAL_AFTER.find((seq) => wordsAt(toks, k, seq));
  if (after) {
    k += after.length;
    marked = true;
  }
  return marked && k === toks.length ? { n, adults } : undefined;
}

/** Words a guest calls the listener by ("parce", "bro", "mate", "mano"): after a comma at the end, no companion. */
export const VOCATIVES: ReadonlySet<string> = new Set(
  'parce parcero parcera bro mate dude mano manito hermano hermana pana compa mijo mija amigo amiga man'.split(' '),
);

/**
 * The party said by the people phrase filling `folded` (after at most one lead word: "somos", "vamos", "we are"):
 * mentions joined by the lexicon's joiners ("y", ",", "con", "+", "and", "with", "plus"), the speaker counted once.
 * Undefined when the text holds anything else, when a mention cannot be placed, or when nobody is counted.
 *
 * "yo mi señora mi suegra y los dos pelados de 7 y 10" → 3 adults, 2 children aged 7 and 10; "2 couples + 1 single"
 * is not read ("single" is no person); "mi hermano y yo" is not read (how old is the brother?), nor "yo" alone, nor
 * "2 adultos y la abuela" (is grandma one of the two?).
 */
export function readPeopleParty(folded: string): PeopleParty | undefined {
  const toks = peopleTokens(folded);
  let i = 0;
  const mentions: PeopleMention[] = [];
  // "voy con mi hijo de 15": a verb of the speaker going alone says the speaker travels
  if (SELF_LEADS.has(toks[0]?.t ?? '')) {
    mentions.push({ word: 'self', adults: 1, children: 0, ages: [], owned: false, from: 0, to: 1 });
    i = JOINERS.has(toks[1]?.t ?? '') ? 2 : 1;
  } else while (i < toks.length && LEADS.has(toks[i]!.t) && i < 2) i++;
  if (i >= toks.length) return undefined;
  const startTok = mentions.length > 0 ? 0 : i;
  let total: { n: number; adults: boolean } | undefined;
  for (;;) {
    total = mentions.length > 0 ? totalAt(toks, i) : undefined;
    if (total) break;
    const m = readMention(toks, i);
    if (!m) return undefined;
    mentions.push(m);
    i = m.to;
    if (i >= toks.length) break;
    // joiners between mentions ("y", ", y", "+", "and", "with"), or none before a new mention ("yo mi señora")
    let j = i;
    while (j < toks.length && JOINERS.has(toks[j]!.t) && j - i < 2) j++;
    // a comma or joiner left at the end ("mi esposa y yo,") closes the list
    if (j >= toks.length) break;
    i = j;
  }
  // "mi esposa y yo, parce" (class: the listener addressed after a comma, closing the message): no one of the party
  const last = mentions.at(-1);
  if (mentions.length > 1 && last && last.to === toks.length && last.to - last.from === 1 && toks[last.from - 1]?.t === ',' && VOCATIVES.has(last.word))
    mentions.pop();
  // "mi mamá, mi tía y yo, tres señoras" (class: the people listed with the speaker, described by a counted group set
  // off by a comma closing the list): the same people when its count is everyone named before it; friends ("mi esposa
  // y yo, 2 amigas") are more people
  if (
    last &&
    mentions.length > 2 &&
    last.to === toks.length &&
    !last.owned &&
    last.adults >= 2 &&
    !last.peer &&
    last.children === 0 &&
    toks[last.from - 1]?.t === ',' &&
    peopleWord(last.word)?.cls === 'adultRelMany' &&
    mentions.some((m) => m.word === 'self') &&
    last.adults === 1 + mentions.slice(0, -1).reduce((n, m) => n + (m.word === 'self' ? 0 : m.adults + m.children), 0)
  )
    mentions.pop();
  // "2 niños, los niños de 12 y 14" (class: children counted, then named again with "los"/"the" to give their ages):
  // the second mention gives the first one's ages, it adds nobody; named again any other way, nothing is read
  for (let x = mentions.length - 1; x > 0; x--) {
    const again = mentions[x]!;
    const tok = toks[again.from]?.t ?? '';
    if (!/^(los|las|the)$/.test(tok) || again.children === 0 || again.adults > 0) continue;
    const first = mentions.slice(0, x).find((y) => y.children > 0 && peopleWord(y.word)?.cls === peopleWord(again.word)?.cls);
    if (!first) continue;
    if (first.ages.length > 0 || first.children !== again.children) return undefined;
    first.ages = again.ages;
    mentions.splice(x, 1);
  }
  // Class: grown-ups counted by who they are, then named after a comma or colon ("somos dos papás, mi esposo y yo, con
  // nuestra hija de 3"): the grown-ups named right after restate the count when they add up to it exactly, nobody more
  {
    const head = mentions[0];
    const count = head && numberValue(toks[head.from]?.t ?? '') === head.adults;
    if (head && count && head.adults >= 2 && head.children === 0 && /^(,|:)$/.test(toks[head.to]?.t ?? '')) {
      let n = 0;
      let x = 1;
      while (x < mentions.length && mentions[x]!.children === 0 && !mentions[x]!.counted && n < head.adults) n += mentions[x++]!.adults;
      if (x >= 3 && n === head.adults && mentions[1]!.from === head.to + 1) mentions.splice(1, x - 1);
    }
  }
  // Class: a son or daughter with no age said ("their daughter and son-in-law, and three grandkids"): grown up beside
  // their own spouse or children (an in-law, a grandchild of the party); otherwise how old is not said: nothing read
  const grownUp = mentions.some((m) => CHILD_SPOUSES.has(m.word) || peopleWord(m.word)?.tags.has('grandchild'));
  for (const m of mentions) {
    if (!m.ageless) continue;
    if (!grownUp) return undefined;
    m.adults = 1;
  }
  let speaker = false;
  let adults = 0;
  let children = 0;
  const ages: number[] = [];
  let agesKnown = true;
  for (const m of mentions) {
    if (m.word === 'self') {
      // the speaker counted once however often said; "the two of us" is the speaker and one more
      adults += speaker ? Math.max(0, m.adults - 1) : m.adults;
      speaker = true;
      continue;
    }
    adults += m.adults;
    children += m.children;
    if (m.children > 0 && m.ages.length !== m.children) agesKnown = false;
    ages.push(...m.ages);
  }
  if (adults + children === 0) return undefined;
  // the speaker alone ("yo", "Yo!", "me") is an answer or a greeting as often as a party: the other readers decide
  if (mentions.every((m) => m.word === 'self')) return undefined;
  // one person named by a bare word ("mate", "parce", "bro", "couple") is someone spoken to as often as a party
  if (mentions.length === 1 && mentions[0]!.to - mentions[0]!.from === 1 && mentions[0]!.adults + mentions[0]!.children <= 2) return undefined;
  // grown-ups counted and grown-ups named ("2 adults, 2 kids and grandma", "2 adultos y yo"): whether the named are
  // among the counted is not said, so nothing is read (the other readers or a question decide)
  if (mentions.some((m) => m.counted) && mentions.some((m) => !m.counted && m.adults > 0)) return undefined;
  // friends counted as grown-ups are the speaker's ("eu e três amigas"); "4 friends" alone may be anyone's
  if (mentions.some((m) => m.peer) && !speaker) return undefined;
  // a total said after the list must agree with it ("mi esposa y yo y mi hijastro de 18, tres adultos entonces")
  if (total && total.n !== (total.adults ? adults : adults + children)) return undefined;
  const party: PeopleParty = {
    adults,
    children,
    speaker,
    owned: mentions.some((m) => m.owned),
    ...(mentions.some((m) => m.bareRole) ? { roles: true } : {}),
    ...(total ? { total: total.n } : {}),
    ...(mentions.some((m) => m.uncounted) ? { uncountedChildren: true } : {}),
    mentions,
    start: toks[startTok]!.s,
    end: toks[toks.length - 1]!.e,
  };
  if (children > 0 && agesKnown) party.ages = ages;
  return party;
}

/**
 * Marks ending a clause of a message: sentence ends, semicolons, and colons, long dashes and hyphens between spaces
 * unless a number follows (then they open a list of ages: "3 kids: 5, 9, 14").
 */
const CLAUSE_BREAK = /[.!?¡¿;\n]|[:—–](?!\s*\p{N})|\s-\s(?!\s*\p{N})/gu;

/**
 * The parties of the clauses of `folded` that are people phrases read in full by {@link readPeopleParty} (clauses
 * end at ".", "!", "?", ";", ":", a long dash or a hyphen between spaces; "Santa Marta – self, wife, mother-in-law"
 * has the clause "self, wife, mother-in-law"; a list closing a clause after a comma counts as its clause: "Cartagena del 9
 * al 12 de junio, mi esposa y yo"), with their character ranges in `folded`.
 */
export function peopleClauses(folded: string): PeopleParty[] {
  const out: PeopleParty[] = [];
  let from = 0;
  const ends = [...folded.matchAll(CLAUSE_BREAK)].map((m) => [m.index, m.index + m[0].length] as const);
  ends.push([folded.length, folded.length]);
  for (const [a, b] of ends) {
    // a full stop inside a number or an abbreviation with no space after ("15.01", "Sr.Pérez") does not end a clause
    if (folded[a] === '.' && /\S/.test(folded[b] ?? ' ')) continue;
    // Class: a clause opened by a comma whose words before it were read by others ("Santa Marta: 31/12 al 02/01,
    // matrimonio con bebé de 6 meses", the dates blanked): the list after the comma is the clause
    const lead = /^[\s,]*/u.exec(folded.slice(from, a))![0].length;
    const clause = folded.slice(from + lead, a);
    let party = /[\p{L}\p{N}]/u.test(clause) ? readPeopleParty(clause) : undefined;
    let at = from + lead;
    let end = a;
    // Class: a list of people closing a clause after a comma ("Cartagena del 9 al 12 de junio, mi esposa, yo y la
    // guagua de 8 meses"): the longest such tail read in full is the clause's list, the words before it are said apart
    if (!party)
      for (const c of clause.matchAll(/,/g)) {
        const tail = clause.slice(c.index + 1);
        // opened as the speaker's party ("yo", "me", "mi", "our", "somos", "voy"): a list opened otherwise ("la
        // quinceañera, sus papás y los abuelos") may go on from a person named before the comma
        const first = /\p{L}+/u.exec(tail)?.[0] ?? '';
        if (!SELF.has(first) && !SPEAKER_POSSESSIVES.has(first) && !LEADS.has(first) && !SELF_LEADS.has(first)) continue;
        party = readPeopleParty(tail);
        // (the rest of the request may follow it after another comma: "rodadero el 15, mi mujer y los 2 pelaos de 3 y
        // 6, ¿qué tal el desayuno?": the longest head of the tail read in full, nobody named after it)
        if (!party)
          for (const d of [...tail.matchAll(/,/g)].reverse()) {
            if (peopleTokens(tail.slice(d.index + 1)).some((t) => peopleWord(t.t))) break;
            party = readPeopleParty(tail.slice(0, d.index));
            if (!party) continue;
            end = from + lead + c.index + 1 + d.index;
            break;
          }
        if (!party) continue;
        at = from + lead + c.index + 1;
        // Class: a list going on before the comma ("…, la cucha, el cucho, mi hermano de 12 y yo"): the people named
        // there are of the list too; the tail grows over them while it reads in full, and a person left before it
        // (named, but not read with the rest) leaves the list unread
        for (const d of [...clause.slice(0, c.index).matchAll(/,/g)].reverse()) {
          const longer = readPeopleParty(clause.slice(d.index + 1));
          if (!longer) break;
          party = longer;
          at = from + lead + d.index + 1;
        }
        const left = folded.slice(from + lead, at - 1);
        const lastPiece = left.slice(left.lastIndexOf(',') + 1);
        if (/\p{L}/u.test(lastPiece) && peopleTokens(lastPiece).some((t) => peopleWord(t.t))) party = undefined;
        break;
      }
    // Class: a list of people opening a clause before a comma, the rest of the request after it ("The CEO and his wife,
    // Cartagena, Semana Santa, 1 DBL"): the longest such head read in full is the clause's list, when nobody is named
    // after it
    if (!party)
      for (const c of [...clause.matchAll(/,/g)].reverse()) {
        const head = clause.slice(0, c.index);
        if (peopleTokens(clause.slice(c.index + 1)).some((t) => peopleWord(t.t))) break;
        party = readPeopleParty(head);
        if (!party) continue;
        end = from + lead + c.index;
        break;
      }
    if (party) out.push({ ...party, start: party.start + at, end: party.end + at, clauseStart: at, clauseEnd: end });
    from = b;
  }
  return out;
}

/** A count said of one class of people: "2 adultos", "three kids", "un niño", "4 personas". */
export interface StatedCount {
  /** How many. */
  n: number;
  /** Who: grown-ups said as such, children said as such (never a son or daughter, who may be grown up), or people of no age said. */
  of: 'adults' | 'children' | 'people';
  /** Said as the party's total ("somos 3 adultos", "so 2 adults and 1 child now", "o sea 4 personas"), not as people added or named. */
  total: boolean;
  /** Said after a word restating the party or asking for a new total ("o sea 3 adultos", "so 2 adults now", "make it 2 adults"): the guest's own total. */
  restated: boolean;
  /** Where the count stands in the folded text. */
  at: number;
}

/** Words asking for a new total: "make it 2 adults", "que sean 3 adultos", "ponle 4 personas". */
const NEW_TOTAL: readonly string[][] = ['make it', 'que sean', 'ponle', 'pon', 'ponga', 'dejalo en', 'change it to'].map((p) => p.split(' '));
/** Words before a count in its sentence that make it the party's total: a lead of the speakers counting themselves, a new total asked for and the lexicon's `totalBefore`. */
const TOTAL_LEADS: readonly string[][] = [...'somos seriamos seremos quedamos quedariamos are re be'.split(' ').map((w) => [w]), ...NEW_TOTAL, ...TOTAL_BEFORE];

/**
 * Every count `folded` says of grown-ups, children or people as such ({@link StatedCount}), in order: a count (digits,
 * a number word, or "un"/"a") right before a word of the people lexicon of class `adult`, `child` (of age `child`) or
 * `people`, an adjective allowed between ("two little kids"). A count is a total when a lead counting the speakers
 * ("somos", "we are", "so", "o sea") stands before it in its sentence (sentences end at . ! ? ; or a line break).
 * The occupancy reader does not use this: it is the plain reading the party read is checked against.
 */
export function statedCounts(folded: string): StatedCount[] {
  const toks = peopleTokens(folded);
  const out: StatedCount[] = [];
  for (let i = 0; i < toks.length; i++) {
    const w = toks[i]!.t;
    const n = ONES.has(w) ? 1 : peopleCount(w);
    if (n === undefined) continue;
    const at = ADJECTIVES.has(toks[i + 1]?.t ?? '') ? i + 2 : i + 1;
    const info = peopleWord(toks[at]?.t ?? '');
    const of = info?.cls === 'adult' ? 'adults' : info?.cls === 'child' && info.age === 'child' ? 'children' : info?.cls === 'people' ? 'people' : undefined;
    if (!of || (n > 1 && !info!.plural) || (n === 1 && info!.plural)) continue;
    const sentence = Math.max(...['.', '!', '?', ';', '\n'].map((c) => folded.lastIndexOf(c, toks[i]!.s)));
    const before = (leads: readonly string[][]) => toks.some((x, k) => k < i && x.s > sentence && leads.some((seq) => wordsAt(toks, k, seq)));
    out.push({ n, of, total: before(TOTAL_LEADS), restated: before([...TOTAL_BEFORE, ...NEW_TOTAL]), at: toks[i]!.s });
  }
  return out;
}

/** Words of the speakers counting themselves that may stand between a restating word and its count ("o sea somos 4", "so we're 5"). */
const SPEAKERS_COUNTING: ReadonlySet<string> = new Set(['somos', 'seriamos', 'we', 're', 'are', 'were']);

/**
 * Where `folded` restates the party's total after a list: from a word of the lexicon's `totalBefore` or `totalAfter`
 * ("o sea", "so", "entonces", "en total") followed by a count, to the end of its sentence ("mis papás, mi esposa y yo,
 * o sea tres adultos"). Character ranges [start, end) of `folded`; empty when none is said.
 */
export function restatedTotalSpans(folded: string): [number, number][] {
  const toks = peopleTokens(folded);
  const out: [number, number][] = [];
  for (let k = 0; k < toks.length; k++) {
    const lead = [...TOTAL_BEFORE, ...TOTAL_AFTER].find((seq) => wordsAt(toks, k, seq));
    if (!lead) continue;
    let c = k + lead.length;
    while (SPEAKERS_COUNTING.has(toks[c]?.t ?? '')) c++;
    const n = peopleCount(toks[c]?.t ?? '');
    if (n === undefined || n < 2) continue;
    const from = toks[k]!.s;
    const ends = ['.', '!', '?', '\n'].map((ch) => folded.indexOf(ch, toks[c]!.e)).filter((x) => x >= 0);
    out.push([from, ends.length ? Math.min(...ends) : folded.length]);
    k = c;
  }
  return out;
}

/** Words before "la prima" that make it the bonus paid in June and December ("llegó la prima", "con la prima"). */
const BONUS_BEFORE = /^(llego|llega|llegue|con|cobre|cobro|cobrar|pagaron|pagan|paguen|pague|sale|salio|salga|toda|gastar|gastarnos)$/;
/** Words after "la prima" that make it the bonus ("la prima de junio", "la prima de diciembre", "la prima navideña"). */
const BONUS_AFTER = /^(?:de (?:junio|diciembre|navidad|mitad|fin|servicios)|navidena)\b/;

/**
 * Class: Colombian "la prima", the bonus paid in June and December ("ya llegó la prima", "con la prima de junio", "me
 * pagaron la prima"), said of the word "prima" with the two folded words before it and the two after: money, nobody
 * counted. "mi prima", "la prima de mi esposo" stay a cousin. How many of the words after belong to it ("de junio": 2,
 * "navideña": 1, none: 0), or undefined when it is no bonus.
 */
export function bonusWordsAfter(before2: string, before: string, after: string, after2: string): number | undefined {
  if (before !== 'la') return undefined;
  const said = BONUS_AFTER.exec(`${after} ${after2}`)?.[0];
  if (said !== undefined) return said.split(' ').length;
  return BONUS_BEFORE.test(before2) ? 0 : undefined;
}
