/**
 * The name lexicon (`../lexicon/names.json`): the given names and surnames that split a full name into given names
 * and surnames, validated at load by {@link NameLexicon}, and the look-ups over it ({@link isGiven} in any usual
 * spelling, {@link isAlsoSurname}).
 */
import { z } from 'zod';
import { checkLexicon } from '../lexiconCheck.js';
import namesData from '../lexicon/names.json' with { type: 'json' };
import { type Respelling, respell } from '../text.js';

/** A folded name word: lowercase a–z only (accents removed, "ñ" folded to "n"). */
const NAME_WORD = z.string().regex(/^[a-z]+$/, 'a folded word: lowercase a-z only');
/** A particle run and a given name, folded ("del pilar", "de los angeles"; in Portuguese "das gracas", "do carmo"). */
const DEVOTIONAL_NAME = z
  .string()
  .regex(
    /^(?:(?:de|del)(?: (?:la|las|los))?|da|das|do|dos) [a-z]+$/,
    'a particle run ("de", "del", "de la", "de los", "de las"; Portuguese "da", "das", "do", "dos") and one folded word',
  );

/**
 * The schema of the name lexicon (`lexicon/names.json`), the word lists that
 * split a full name into given names and surnames:
 *
 * - `given`: common given names of Spanish and English speakers. A given name
 *   second in a three-word name makes it "two given names + one surname"
 *   ("José Gregorio Hernández"); after "soy"/"I'm" a given name makes a name.
 * - `alsoSurname`: given names that are also common surnames ("Martín",
 *   "León", "Nelson"): a name with one of them second cannot always be split.
 * - `compoundSecond`: of those, the ones that second of two make a compound
 *   given name as often as a surname in Spanish ("Juan Esteban", "María Paz"):
 *   with a Spanish first name the split is asked.
 * - `compoundSecondOfThree`: the ones read as a given name second of three
 *   ("Juan Esteban Restrepo", "Jairo Alonso Quintero").
 * - `compoundHeads`: given names that often head a compound ("Juan Martín",
 *   "Carlos Andrés"): before a second name that is also a surname, of three
 *   words, the split is asked ("Carlos Martín Gómez").
 * - `englishGiven`: given names of English speakers; first of two, a second
 *   name that is also a surname is the surname ("Chloe Martin").
 * - `surnames`: common surnames of Spanish speakers that are never given
 *   names ("Restrepo", "Gómez"): first of two before a given name, the name
 *   is written surname first ("Restrepo Laura").
 * - `devotional.names`: a particle run and a name ending a compound given
 *   name ("María del Pilar", "María de los Ángeles", "Juan de Dios").
 *
 * Checked beyond the shapes: the compound lists hold given names that are
 * also surnames, the heads and English names are given names.
 */
export const NameLexicon = z
  .object({
    about: z.string(),
    given: z.array(NAME_WORD).min(1),
    alsoSurname: z.array(NAME_WORD),
    compoundSecond: z.array(NAME_WORD),
    compoundSecondOfThree: z.array(NAME_WORD),
    compoundHeads: z.array(NAME_WORD),
    englishGiven: z.array(NAME_WORD),
    surnames: z.array(NAME_WORD).default([]),
    devotional: z.object({ about: z.string(), names: z.array(DEVOTIONAL_NAME) }),
    /** Words closing a letter before its signature ("Atentamente", "Regards"). */
    closings: z.array(z.string().regex(/^[a-z]+$/)).default([]),
    /**
     * Words of a job or a firm in the lines of a letter's signature ("Agente de viajes", "Senior Travel Consultant",
     * "Eventos Médicos S.A.S."): the writer books for others, so the signature's name, phone and email are not the guest's.
     */
    signatureRoles: z.array(z.string().regex(/^[a-z]+$/)).default([]),
    /**
     * Words of an invoice said right before "a nombre de" ("Factura a nombre de Tecnoquímicas", "invoice in the name
     * of …"): the name after them is who is billed, never the booking's holder.
     */
    billedTo: z.array(z.string().regex(/^[a-z]+$/)).default([]),
    /** Phrases saying the writer writes for someone else ("en nombre de", "asistente", "on behalf of"): their signature is not the guest's. */
    forSomeoneElse: z.array(z.string().regex(/^[a-z]+( [a-z]+)*$/)).default([]),
  })
  .superRefine((lex, ctx) => {
    const given = new Set(lex.given);
    const also = new Set(lex.alsoSurname);
    const check = (list: 'compoundSecond' | 'compoundSecondOfThree' | 'compoundHeads' | 'englishGiven', bothNeeded: boolean): void => {
      lex[list].forEach((w, i) => {
        if (!given.has(w) || (bothNeeded && !also.has(w)))
          ctx.addIssue({ code: 'custom', path: [list, i], message: `"${w}" must be in given${bothNeeded ? ' and in alsoSurname' : ''}` });
      });
    };
    check('compoundSecond', true);
    check('compoundSecondOfThree', true);
    check('compoundHeads', false);
    check('englishGiven', false);
    lex.surnames.forEach((w, i) => {
      if (given.has(w) || also.has(w)) ctx.addIssue({ code: 'custom', path: ['surnames', i], message: `"${w}" is a given name too` });
    });
  });
/** A validated name lexicon (see {@link NameLexicon}). */
export type NameLexicon = z.infer<typeof NameLexicon>;

/** Reads and checks a name lexicon; throws naming `source` and every problem found. */
export function parseNameLexicon(data: unknown, source = 'name lexicon'): NameLexicon {
  return checkLexicon(NameLexicon, data, source, 'name');
}

/** The name lexicon, read and checked once, when this module is loaded. */
export const NAMES = parseNameLexicon(namesData, 'src/flows/understand/lexicon/names.json');

/** Common given names of Spanish and English speakers (folded; see {@link NameLexicon}). */
const GIVEN: ReadonlySet<string> = new Set(NAMES.given);

/** The rules of {@link nameKey}, in the order they apply. */
const NAME_SPELLINGS: readonly Respelling[] = [
  [/jh/g, 'j'],
  [/th/g, 't'],
  [/ph/g, 'f'],
  [/y/g, 'i'],
  [/(.)\1+/g, '$1'],
];
/**
 * A given name's spelling reduced to what its variants share, so the freely
 * spelled forms common in Colombia match the list: "jh" → "j", "th" → "t",
 * "ph" → "f", "y" → "i", doubled letters once ("Jhonatan" = "Jonathan",
 * "Freddy" = "Fredy", "Yuly" = "Yuli", "Cristhian" = "Cristian").
 */
function nameKey(w: string): string {
  return respell(w, NAME_SPELLINGS);
}

/** Common surnames that are no given names (folded; see {@link NameLexicon}). */
export const SURNAMES: ReadonlySet<string> = new Set(NAMES.surnames);
/** Given names that are also common surnames: "Carlos Martín Gómez" cannot be split with confidence. */
const ALSO_SURNAME: ReadonlySet<string> = new Set(NAMES.alsoSurname);
/** Given names that, second of two, make a compound given name as often as a surname ("Juan Esteban", "María Paz"): asked. */
export const COMPOUND_SECOND: ReadonlySet<string> = new Set(NAMES.compoundSecond);
/** Given names that often head a compound given name ("Juan Martín", "Carlos Andrés"): see {@link NameLexicon}. */
export const COMPOUND_HEADS: ReadonlySet<string> = new Set(NAMES.compoundHeads);
/** Given names that are also surnames, read as a given name second of three ("Juan Esteban Restrepo", "Jairo Alonso Quintero"). */
export const COMPOUND_SECOND_OF_THREE: ReadonlySet<string> = new Set(NAMES.compoundSecondOfThree);
/** Given names of English speakers (folded): first of two, a second name that is also a surname is the surname ("Chloe Martin"). */
export const ENGLISH_GIVEN: ReadonlySet<string> = new Set(NAMES.englishGiven);
/** A particle run and a given name ending a compound given name, folded ("del pilar", "de los angeles"): see {@link devotionalSecond}. */
export const DEVOTIONAL: ReadonlySet<string> = new Set(NAMES.devotional.names);
const GIVEN_KEYS = new Set([...GIVEN].map(nameKey));
const ALSO_SURNAME_KEYS = new Set([...ALSO_SURNAME].map(nameKey));
/** Whether a folded word is a common given name, in any usual spelling. */
export function isGiven(w: string): boolean {
  return GIVEN.has(w) || GIVEN_KEYS.has(nameKey(w));
}
/** Whether a folded word is a given name that is also a common surname ("Martín", "Nelson"). */
export function isAlsoSurname(w: string): boolean {
  return ALSO_SURNAME.has(w) || ALSO_SURNAME_KEYS.has(nameKey(w));
}
