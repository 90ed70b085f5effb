/**
 * Texts a hotel's data brings into the guest's chat (room names, rate
 * descriptions, board types, cancellation policies), as endpoint 10 gives
 * them: in the hotel's own words, usually Spanish. The phrases the
 * project's own service writes (its demo catalogue) are known and read in the
 * guest's language; any other is the hotel's text, shown as written and
 * said to be the hotel's in an English chat.
 */
import type { Lang } from './lang.js';

/** The English of every phrase the project's own service writes into a hotel's catalogue (room names, rates, boards, policies). */
const OWN_PHRASES_EN: Readonly<Record<string, string>> = {
  'Habitación Doble Estándar': 'Standard Double Room',
  'Habitación Twin (dos camas)': 'Twin Room (two beds)',
  'Habitación Triple': 'Triple Room',
  'Habitación Cuádruple': 'Quadruple Room',
  'Habitación Familiar': 'Family Room',
  'Suite Junior': 'Junior Suite',
  'Tarifa flexible': 'Flexible rate',
  'Tarifa no reembolsable': 'Non-refundable rate',
  'Tarifa estándar': 'Standard rate',
  'Con desayuno': 'With breakfast',
  'Solo alojamiento': 'Room only',
  'Desayuno incluido': 'Breakfast included',
  'Cancelación gratuita hasta 48 horas antes de la llegada (hora de Bogotá). Después de ese plazo, o si no se presenta, se cobra la primera noche.':
    'Free cancellation up to 48 hours before arrival (Bogotá time). After that, or if you do not show up, the first night is charged.',
  'Tarifa no reembolsable: no admite cambios ni cancelaciones. En caso de cancelación o no presentación se cobra el valor total de la estadía.':
    'Non-refundable rate: no changes or cancellations. If you cancel or do not show up, the whole stay is charged.',
};

/** A hotel's phrase in `lang`: `text` as read, and `own` whether the project's own service wrote it (else it is the hotel's, as written). */
export interface HotelPhrase {
  text: string;
  own: boolean;
}

/** `phrase` (a room name, rate, board type or policy from endpoint 10) in `lang`: translated when the project's own service wrote it. */
export function hotelPhrase(phrase: string, lang: Lang): HotelPhrase {
  const trimmed = phrase.trim();
  if (lang === 'es') return { text: trimmed, own: true };
  const en = OWN_PHRASES_EN[trimmed];
  return en === undefined ? { text: trimmed, own: false } : { text: en, own: true };
}

/** Words that name one fact of a rate: two phrases naming the same fact are said once ("Con desayuno", "Desayuno incluido"). */
const REFUNDABILITY = /reembols|refund/i;
const FACTS: readonly RegExp[] = [/desayuno|breakfast/i, /solo alojamiento|room only/i, REFUNDABILITY];

/** Whether phrase `b` only restates a fact phrase `a` already says. */
function restates(a: string, b: string): boolean {
  return FACTS.some((fact) => fact.test(a) && fact.test(b));
}

/** A rate as the chat shows it: its facts, each said once, in `lang`, and whether all of it is the project's own wording. */
export interface RateFacts {
  /** The rate's description, its board type unless the description says it, and its refundability unless either says it. */
  facts: string[];
  own: boolean;
}

/**
 * The facts of a rate (`rate` its description, `board` its board type, as
 * endpoint 10 gives them), each said once: the board is left out when the
 * rate's description already says it, and the refundability (`yes` / `no`
 * in the guest's words) when either does.
 */
export function rateFacts(rate: string, board: string, refundable: boolean, lang: Lang, yes: string, no: string): RateFacts {
  const r = hotelPhrase(rate, lang);
  const b = hotelPhrase(board, lang);
  const facts = [r.text];
  if (b.text && !restates(r.text, b.text) && b.text.toLowerCase() !== r.text.toLowerCase()) facts.push(b.text);
  if (!facts.some((f) => REFUNDABILITY.test(f))) facts.push(refundable ? yes : no);
  return { facts, own: r.own && b.own };
}

/**
 * A room's name shortened for a button: without a leading "Habitación" or
 * "Room" and a trailing "Room" (the list says they are rooms), in `lang`.
 */
export function shortRoomName(roomName: string, lang: Lang): string {
  const name = hotelPhrase(roomName, lang).text;
  const short = name
    .replace(/^(habitaci[oó]n|room)\s+/i, '')
    .replace(/\s+room$/i, '')
    .trim();
  return short || name;
}
