/**
 * Reference numbers written beside a booking that are none of its values: an identity or tax number ("NIT
 * 890.300.466-5", "cédula 1020304050"), a reference of the writer's own ("Ref. interna: TQ-55-2291", "Centro de
 * costos: 4021", "PO 7781") and a flight's number ("vuelo AV 9347", "flight UA 1105"). Their digits are no date, count
 * or phone, and a number nobody read beside the stay makes the bot say its reading back; so they are found here and
 * claimed before the other readers. The labels are data: the contact lexicon's `idNumberLabels`, `idNumberFillers`,
 * `referenceLabels` and `flightLeads`.
 */
import { phrasesAlternation } from '../repairs.js';
import type { TextRange } from '../types.js';
import { CONTACT } from './lexicon.js';

const P = CONTACT.phone;
const words = (set: ReadonlySet<string>): string => [...set].join('|');
/** A label's value: groups of letters and digits joined by ".", "-", "/" or a single space, one digit at least. */
const VALUE = String.raw`(?=[\p{L}\p{N}.\-/ ]*\p{N})[\p{L}\p{N}]+(?:(?:[.\-/]| (?=\p{N}))[\p{L}\p{N}]+)*`;
/** Said between a label and its value: "No.", "número", "#", ":". */
const FILLER = String.raw`(?:[\s:#.]*(?:${words(P.idNumberFillers)})\b)*[\s:#.]*`;
/** A label (its words apart by spaces or a dot: "Ref. interna"), what may stand after it, then its value. */
const LABELLED = new RegExp(
  String.raw`\b(?:${words(P.idNumberLabels)}|${phrasesAlternation(P.referenceLabels.map((seq) => seq.join(' '))).replaceAll(String.raw`\s+`, String.raw`[\s.]+`)})\b${FILLER}(${VALUE})`,
  'gu',
);
/** A flight: its lead word, then an airline's two-character code and one to four digits ("AV 9347", "ua1105", "IB-6585"). */
const FLIGHT = new RegExp(
  String.raw`\b(?:${words(P.flightLeads)})\b${FILLER}(?:(?:el|la|the|de|del|on|in)\s+)?((?:[a-z]{2}|[a-z]\d|\d[a-z])[\s-]?\d{1,4})\b`,
  'gu',
);

/**
 * The spans of the reference numbers in `folded` (a message folded to the same length as typed): each value after its
 * label, and each flight's code and number after its lead word. The labels themselves stay for the other readers
 * ("NIT" tells the invoice request).
 */
export function referenceSpans(folded: string): TextRange[] {
  const out: TextRange[] = [];
  for (const re of [LABELLED, FLIGHT])
    for (const x of folded.matchAll(re)) {
      const end = x.index + x[0].length;
      out.push([end - x[1]!.length, end]);
    }
  return out.sort((a, b) => a[0] - b[0]);
}
