/**
 * Who writes is not always the guest: a company's name is no person's ("a nombre de Inversiones López SAS"), a writer
 * introduced with a department or a role books for someone else ("Jennifer from Acme HR", "I'm Carla, PA to Mr.
 * David Chen"), and a traveller named by title in a request ("para el Sr. Tomás ARANGO"). Read by
 * {@link extractPerson} (`person.ts`).
 */
import countries from 'i18n-iso-countries';
import { foldKeepLength, tokens } from '../text.js';
import type { Message, TextRange } from '../types.js';
import { PERSON } from './lexicon.js';
import { caseInformative, type PersonScan, type Word, wordsOf } from './words.js';
import { nameAt, type NameRead, STRONG_TITLES, TITLE_ARTICLES, titleAt } from './name.js';

/**
 * Words of a company's name (folded): a name read holding one, or followed by
 * a legal suffix, is a company, never a person ("a nombre de Inversiones
 * López SAS", "Constructora Bolívar", "Acme Corp"). Sectors that begin a
 * trade name ("Turismo Express", "Viajes Andinos", "Grupo Éxito") and legal
 * suffixes (SAS, Ltda, LLC, Inc, Ltd, GmbH, Corp, PLC, SRL).
 */
const COMPANY_WORDS = PERSON.requester.companyWords;
/** Legal suffixes written with dots ("S.A.", "S.A.S.", "S. A.", "Cía."), read in the raw text right after a name. */
const DOTTED_COMPANY_SUFFIX = /^[\s,]*(?:S\.\s?A\.(?:\s?S\.?)?|S\.L\.|C[ií]a\.)/;

/** Whether the words from `a` up to `b` (and the word at `b`, a suffix) hold a company word, or a dotted legal suffix follows. */
export function companyAt(ws: readonly Word[], raw: string, a: number, b: number): boolean {
  for (let k = a; k <= b && k < ws.length; k++) {
    if (k === b && ws[k]!.breakBefore && !/^[\s,]*$/.test(ws[k]!.gap)) break;
    if (COMPANY_WORDS.has(ws[k]!.w)) return true;
  }
  return DOTTED_COMPANY_SUFFIX.test(raw.slice(ws[b - 1]?.end ?? 0));
}

/** Whether a folded word is a word of a company's name ("inversiones", "sas", "ltda"). */
export function isCompanyWord(w: string): boolean {
  return COMPANY_WORDS.has(w);
}

/** The end (exclusive) of a company's name reaching word `b`: its capitalised words and suffixes, up to a break. */
export function companyEnd(ws: readonly Word[], b: number): number {
  let e = b;
  while (e < ws.length && !ws[e]!.breakBefore && (COMPANY_WORDS.has(ws[e]!.w) || /^\p{Lu}/u.test(ws[e]!.raw))) e++;
  return e;
}

/**
 * Words of a department or an organisation (folded) said after a writer's
 * name with "from"/"de": "Jennifer from Acme HR", "Diana de recursos
 * humanos", "Tom from the travel desk", "Ana de la agencia".
 */
const DEPARTMENT_WORDS = PERSON.requester.departmentWords;
/**
 * Roles of someone who books for others (folded), said after their name:
 * "I'm Carla, PA to Mr. David Chen", "soy Ximena Beltrán, la asistente",
 * "soy Pedro, el conductor de la empresa".
 */
const REQUESTER_ROLES = PERSON.requester.requesterRoles;
/** Said between a role and the one the requester works for: "PA to", "asistente de", "assistant of". */
const ROLE_LINKS = PERSON.requester.roleLinks;
/** Articles and pronouns before a role: "la asistente", "the PA", "his assistant", "su secretaria". */
const ROLE_ARTICLES = PERSON.requester.roleArticles;

/**
 * Said in a message from a requester to put the booking under the person
 * they work for: "put the booking under his name", "in her name", "a su
 * nombre", "a nombre de él", "he needs", "she is travelling", "él viaja".
 */
export const HOLDER_PRONOUN =
  /\b(?:(?:under|in)\s+(?:his|her)\s+name|a\s+su\s+nombre|a\s+nombre\s+de\s+(?:el|ella)|(?:he|she)\s+(?:needs|will|is|'s|arrives|travels)|(?:el|ella)\s+(?:necesita|viaja|llega|va))\b/;

/**
 * A self-introduction's name followed by an affiliation (from word `b`): "from"
 * or "de" and up to four words holding a {@link DEPARTMENT_WORDS} or
 * {@link COMPANY_WORDS} word ("Jennifer from Acme HR", "Diana de recursos
 * humanos"), or a comma and a {@link REQUESTER_ROLES} word ("Carla, PA to
 * Mr. David Chen", "Ximena Beltrán, la asistente"). The writer then books
 * for someone else: their name is not the guest's. The end (exclusive) of the
 * words used, and with a role and "to"/"de", the word where the one they
 * work for is named (`boss`). Undefined when no affiliation follows ("Sarah
 * from Boston", "Ana de Cali": a place).
 */
export function requesterAfter(ws: readonly Word[], b: number): { b: number; boss?: number } | undefined {
  const next = ws[b];
  if (!next) return undefined;
  if ((next.w === 'from' || next.w === 'de' || next.w === 'del') && !/[.!?;]/.test(next.gap)) {
    for (let e = b + 1; e < ws.length && e <= b + 4 && !ws[e]!.breakBefore; e++) {
      if (DEPARTMENT_WORDS.has(ws[e]!.w) || COMPANY_WORDS.has(ws[e]!.w)) {
        let end = e + 1;
        while (end < ws.length && !ws[end]!.breakBefore && (DEPARTMENT_WORDS.has(ws[end]!.w) || /^\p{Lu}/u.test(ws[end]!.raw))) end++;
        return { b: end };
      }
    }
    return undefined;
  }
  if (!/^\s*[,(—–-]\s*$/.test(next.gap)) return undefined;
  let k = b;
  if (ROLE_ARTICLES.has(ws[k]!.w) && !ws[k + 1]?.breakBefore) k++;
  if (!REQUESTER_ROLES.has(ws[k]?.w ?? '')) return undefined;
  const link = ws[k + 1];
  if (link && !link.breakBefore && ROLE_LINKS.has(link.w)) return { b: k + 2, boss: k + 2 };
  return { b: k + 1 };
}

/** The person a requester works for, named at word `k` (a title before it dropped): "Mr. David Chen", "la Dra. Lozano". */
export function employerAt(scan: PersonScan, k: number): { read: NameRead } | undefined {
  const { ws } = scan;
  const title = titleAt(ws, k);
  const start = title ? title.b : k;
  const read = nameAt(scan, start);
  if (!read || read.units.length < 2 || companyAt(ws, '', start, read.b)) return undefined;
  return { read: { ...read, a: k } };
}

/** An abbreviated title as typed, checked before the costlier {@link titledTraveller}. */
export const TITLE_TYPED = /\b(?:sr|sra|srta|dr|dra|mr|mrs|ms|miss|ing|lic|arq|prof|don|doña|dona)\b/i;

/** Said right before a traveller's title: "para el Sr. …", "for Dr. …", "ejecutivo Sr. …", "guest Mrs. …". */
const TRAVELLER_LEADS = PERSON.requester.travellerLeads;

/**
 * A traveller named by an abbreviated title whose words another reader claimed (the party's reader takes "para el Sr.
 * Tomás" as one adult): in the message as typed, a {@link STRONG_TITLES} title claimed by then, and a name of two or
 * more words after it, capitalised where capitals mean something. The read (on the words as typed; its span is
 * claimed again, harmlessly), and a country code in capitals in brackets right after it ("Dr. Hans MÜLLER (DEU)").
 */
export function titledTraveller(m: Message, scan: PersonScan): { read: NameRead; span: TextRange; country?: string } | undefined {
  const all = wordsOf({ ...m, folded: foldKeepLength(m.raw) });
  const informative = caseInformative(all);
  if (!informative) return undefined;
  const present = new Set(tokens(m.folded).map((t) => t.start));
  const free = new Array<boolean>(all.length).fill(false);
  // Two people named by title ("Mr. John SMITH + Ms. Jane DOE"): which one holds the booking is not said.
  if (all.filter((_, k) => titleAt(all, k) !== undefined && !TITLE_ARTICLES.has(all[k]!.w)).length !== 1) return undefined;
  for (let k = 0; k < all.length; k++) {
    const title = titleAt(all, k);
    if (!title || !STRONG_TITLES.has(title.title) || present.has(all[title.b - 1]!.start)) continue;
    // Said as the one the booking is for ("para el Sr. …", "Booking for Dr. …", "ejecutivo Sr. …"), not as a sentence's subject.
    if (!TRAVELLER_LEADS.has(all[k - 1]?.w ?? '')) continue;
    const read = nameAt({ ...scan, ws: all, used: free, informative }, title.b);
    if (!read || read.units.length < 2 || read.units.length > 4 || !/^\p{Lu}/u.test(all[title.b]!.raw)) continue;
    // The name's other words must still be free: nobody else read them.
    if (all.slice(title.b + 1, read.b).some((x) => !present.has(x.start))) continue;
    const code = /^\s*\(\s*([A-Z]{3})\s*\)/.exec(m.raw.slice(all[read.b - 1]!.end))?.[1];
    const country = code && countries.isValid(code) && countries.alpha3ToAlpha2(code) ? code : undefined;
    const end = country ? m.raw.indexOf(')', all[read.b - 1]!.end) + 1 : all[read.b - 1]!.end;
    return { read, span: [all[title.b]!.start, end], ...(country ? { country } : {}) };
  }
  return undefined;
}
