/**
 * Check-in dates given as Colombian holidays and named days. Decided:
 * nochebuena / Christmas Eve → 24 Dec; navidad / Christmas → 25 Dec; fin de
 * año / New Year's Eve → 31 Dec; año nuevo → ask (arrive 31 Dec or 1 Jan);
 * Semana Santa → Palm Sunday to Easter Sunday (7 nights); a "puente" (long
 * weekend) → the Friday before the holiday Monday to that Monday (3 nights,
 * like "el fin de semana" plus the holiday); "el festivo" → the next public
 * holiday after today. A month with several long weekends → ask.
 */
import { HOLY_WEEK, en, es, md, nextHoliday, puente } from './helpers.js';
import type { Case } from './types.js';

const reyes = puente('Reyes Magos');

/** The cases of this category (see the file comment for its decided readings). */
export const cases: Case[] = [
  // Spanish
  es('dates', 'nochebuena', { checkin: md('12-24') }),
  es('dates', 'para noche buena', { checkin: md('12-24') }),
  es('dates', 'navidad', { outcome: 'askBack' }, 'Arriving on Christmas Eve (when Colombia celebrates) or on the day: asked.'),
  es('dates', 'el dia de navidad', { checkin: md('12-25') }),
  es('dates', 'año nuevo', { outcome: 'askBack' }, 'Arrive 31 December or 1 January.'),
  es('dates', 'pa año nuevo', { outcome: 'askBack' }, 'Arrive 31 December or 1 January.'),
  es('dates', 'ano nuevo 3 noches', { nights: 3, outcome: 'askBack' }, 'The duration is taken; the check-in is asked (31 Dec or 1 Jan).'),
  es('dates', 'fin de año', { checkin: md('12-31') }, 'Decided: 31 December.'),
  es('dates', 'pa fin de año, 4 noches', { checkin: md('12-31'), nights: 4 }),
  es('dates', 'semana santa', { ...HOLY_WEEK }),
  es('dates', 'en semana santa', { ...HOLY_WEEK }),
  es('dates', 'toda la semana santa porfa', { ...HOLY_WEEK }),
  es('dates', 'jueves santo', { checkin: (d) => d.easter(-3) }),
  es('dates', 'el viernes santo', { checkin: (d) => d.easter(-2) }),
  es('dates', 'domingo de ramos', { checkin: (d) => d.easter(-7) }),
  es('dates', 'del jueves santo al domingo de pascua', { checkin: (d) => d.easter(-3), checkout: (d) => d.easter(0), nights: 3 }),
  es('dates', 'puente de reyes', { ...reyes }),
  es('dates', 'el puente festivo de enero', { ...reyes }),
  es('dates', 'el puente de san jose', { ...puente('San José') }),
  es('dates', 'el puente de octubre', { ...puente('Día de la Raza') }, 'October has one long weekend (Día de la Raza).'),
  es('dates', 'el puente de noviembre', { outcome: 'askBack' }, 'November has two long weekends (Todos los Santos, Independencia de Cartagena).'),
  es('dates', 'el festivo de agosto', { outcome: 'askBack' }, 'August has two holidays (7 and the Asunción Monday).'),
  es('dates', 'el próximo festivo', { checkin: nextHoliday }, 'Decided: the next public holiday after today.'),
  es('dates', 'llego el festivo', { checkin: nextHoliday }, 'Decided: the next public holiday after today.'),
  es('dates', 'desde nochebuena hasta el 2 de enero', { checkin: md('12-24'), checkout: (d) => d.plus(d.next('12-24'), 9), nights: 9 }),
  es('dates', 'la noche de velitas', { checkin: md('12-07') }, 'Día de las velitas: the night of 7 December.'),
  // English
  en('dates', 'christmas eve', { checkin: md('12-24') }),
  en('dates', 'Christmas', { outcome: 'askBack' }, 'Christmas Eve or Christmas Day: asked.'),
  en('dates', 'on christmas day', { checkin: md('12-25') }),
  en('dates', "new year's eve", { checkin: md('12-31') }),
  en('dates', "new year's eve, 3 nights", { checkin: md('12-31'), nights: 3 }),
  en('dates', 'new years', { outcome: 'askBack' }, 'Arrive 31 December or 1 January.'),
  en('dates', 'for new year', { outcome: 'askBack' }, 'Arrive 31 December or 1 January.'),
  en('dates', 'holy week', { ...HOLY_WEEK }),
  en('dates', 'easter sunday', { checkin: (d) => d.easter(0) }),
  en('dates', 'good friday', { checkin: (d) => d.easter(-2) }),
  en('dates', 'easter weekend', { outcome: 'askBack' }, 'Thursday, Friday or Saturday to Sunday or Monday: several readings.'),
  en('dates', 'over christmas', { outcome: 'askBack' }, 'A period around Christmas, no check-in day.'),
  en('dates', "christmas eve to new year's day", { checkin: md('12-24'), checkout: (d) => d.plus(d.next('12-24'), 8), nights: 8 }),
  en('dates', 'the january long weekend', { ...reyes }, 'The long weekend (puente) of Reyes Magos.'),
  en('dates', "valentine's day", { checkin: md('02-14') }),
  en('dates', 'halloween', { checkin: md('10-31') }),
];
