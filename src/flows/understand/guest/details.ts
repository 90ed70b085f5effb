/**
 * Other details said after a bare name ("Juliana Vélez, nacida en 1990", "Ana Ruiz, cédula 123…", "Daniel Arango,
 * correo …", "Tom Baker, travelling with my wife"): they leave the name standing alone ({@link detailsAfter}).
 */
import { PERSON } from './lexicon.js';
import type { Word } from './words.js';

/** Words naming a contact detail ("correo", "cel", "phone"): after a name they begin another detail. */
export const DETAIL_LABELS = PERSON.details.detailLabels;

/**
 * Class: a clause about who travels along, said after the name ("hernán darío mejía y voy con mi esposa", "Tom
 * Baker, travelling with my wife"): another detail (for the party), so the name stands alone.
 */
const COMPANION_HEADS = PERSON.details.companionHeads;
/** Words beginning another clause after a name: "William Harris, booking on behalf of my company", "Ana Ruiz, reservando para dos". */
const CLAUSE_HEADS = PERSON.details.clauseHeads;
/**
 * Words beginning another detail after a name ("Juliana Vélez, nacida en 1990", "Ana Ruiz, cédula 123…"): the detail
 * labels, a booking reference ("Mateo Ruiz (ref. AV-2231)", "localizador XK12"), the clause heads, a birth date, an age or
 * an identity document, and the companion heads.
 */
const DETAIL_HEADS = new Set([...DETAIL_LABELS, ...PERSON.details.referenceHeads, ...CLAUSE_HEADS, ...PERSON.details.personalDetailHeads, ...COMPANION_HEADS]);
/** Words allowed before a detail's first word: "y mi correo es …", "and my phone …". */
export const DETAIL_LEADS = PERSON.details.detailLeads;

/**
 * Whether the words after a bare name (from word `b`; `rest` the unclaimed
 * ones) are other details, so the name stands alone: the name ends where a
 * comma or a part already read stands ("Tom Wilson, +1 202…", "Ana Ruiz, vivo
 * en Cali"), or where a detail's word begins; and the unclaimed words left
 * start, after "y", "mi", "and my" and the like, with a detail's word
 * ("correo", "phone", "nacida", "cédula"). Nothing else may follow ("Perdón,
 * Ana Gómez" is not the name "Perdón").
 */
export function detailsAfter(ws: readonly Word[], b: number, rest: readonly number[]): boolean {
  const next = ws[b];
  if (next && !next.breakBefore && !DETAIL_HEADS.has(next.w) && !DETAIL_LEADS.has(next.w)) return false;
  if (rest.length === 0) return next !== undefined || b === ws.length;
  let i = 0;
  while (i < rest.length - 1 && i < 3 && DETAIL_LEADS.has(ws[rest[i]!]!.w)) i++;
  return DETAIL_HEADS.has(ws[rest[i]!]!.w);
}
