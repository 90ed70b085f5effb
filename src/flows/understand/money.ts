/**
 * Amounts of money written beside a booking (a budget, a price asked about): "presupuesto 250 mil por habitación por
 * noche", "máximo 1.500.000 en total", "under $90 a night", "100 dollars", "400k COP per room", "300 lucas". They are
 * none of the booking's values: their digits are no date, count or age, and their "por noche" / "a night" counts no
 * nights. A number nobody read beside the stay makes the bot say its reading back, so they are found here and claimed
 * before the other readers, as the reference numbers are (`guest/references.ts`).
 *
 * An amount needs a sign of money: a currency (a sign, a code or a word: "$", "COP", "dólares", "pesos"), a scale of
 * pesos ("mil", "millones", "k", "lucas", "palos"), or an amount of four digits or more after a word of a budget
 * ("máximo 1.500.000"). A number alone is never money ("máximo 4" may be people).
 */
import type { TextRange } from './types.js';

/** An amount in digits: groups of thousands ("1.500.000", "250,000") or a number with decimals ("1,5", "99.90"). */
const AMOUNT = String.raw`\d{1,3}(?:[.,]\d{3})+|\d+(?:[.,]\d{1,2})?`;
/** Currency words and codes after an amount ("100 dollars", "90 USD", "50 euros"), folded. */
const CURRENCY_AFTER = '(?:usd|cop|eur|euros?|dolares|dolar|dollars?|bucks|pesos|€)';
/** Currency signs and codes before an amount ("$90", "US$ 100", "COP 300.000", "€80"), folded. */
const CURRENCY_BEFORE = String.raw`(?:us\$|usd\$?|cop\$?|col\$|\$|eur|€)`;
/** Scales of an amount of pesos ("250 mil", "250k", "1,5 millones", "300 lucas", "2 palos"), folded. */
const SCALE = '(?:k|mil|millon|millones|lucas|luquitas|palos|barras)';
/** Words of a budget before an amount ("presupuesto", "máximo", "under", "less than"), folded. */
const BUDGET_LEAD = String.raw`(?:presupuesto(?:\s+(?:de|es\s+de|es))?|budget(?:\s+(?:of|is))?|maximo(?:\s+de)?|max|tope(?:\s+de)?|hasta|under|below|less\s+than|menos\s+de|no\s+mas\s+de|up\s+to|around|about|alrededor\s+de|unos|como)`;
/** What an amount is for, said after it ("por noche", "a night", "per room", "en total", "por persona"), folded. */
const PER = String.raw`(?:\s*(?:,\s*)?(?:por|per|a|the|la|el|cada|each|en|in)\s+(?:noche|night|habitacion|cuarto|room|persona|person|pax|total|todo|dia|day))*(?:\s+(?:en\s+)?total)?`;

/** An amount of money: its currency or scale, or a budget's word before an amount of four digits or more. */
const MONEY = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${BUDGET_LEAD}\s+)?(?:` +
    String.raw`${CURRENCY_BEFORE}\s?(?:${AMOUNT})(?:\s?(?:${SCALE}|${CURRENCY_AFTER}))?` +
    // (a year said with "mil" is no money: "del 2 mil 20")
    String.raw`|(?:${AMOUNT})\s?(?:${SCALE})(?![\p{L}\p{N}])(?!\s+\d)(?:\s+(?:de\s+)?(?:${CURRENCY_AFTER}))?` +
    String.raw`|(?:${AMOUNT})\s?${CURRENCY_AFTER}` +
    `)(?![\\p{L}\\p{N}])${PER}` +
    String.raw`|(?<![\p{L}\p{N}])${BUDGET_LEAD}\s+\d{1,3}(?:[.,]\d{3})+(?![\p{L}\p{N}])${PER}`,
  'gu',
);

/**
 * The spans of the amounts of money in `folded` (a message folded to the same length as typed), each with the budget
 * word before it and what it is for after it ("máximo 300 mil cada noche"). Sorted by start.
 */
export function moneySpans(folded: string): TextRange[] {
  const out: TextRange[] = [];
  for (const m of folded.matchAll(MONEY)) out.push([m.index, m.index + m[0].length]);
  return out;
}
