/** Held-out corpus 3 — stays given as check-in and check-out (or check-in and a length). */
import { dayRange, en, es, md, range, weekdayRange } from '../helpers.js';
import type { Case } from '../types.js';

export const cases: Case[] = [
  es('dates', 'Del 15 al 18 de diciembre', range('12-15', 3)),
  es('dates', 'check-in 3/12, check-out 5/12', range('12-03', 2), 'Spanish chat: day/month'),
  es('dates', 'Entre el 20 y el 27 de enero', range('01-20', 7)),
  es('dates', 'Llegada el 7 de febrero, salida el 10.', range('02-07', 3)),
  es('dates', 'del 2 al 6', dayRange(2, 4)),
  es('dates', 'desde el viernes hasta el domingo', weekdayRange(5, 2)),
  es('dates', 'de lunes a viernes, es un viaje de trabajo', weekdayRange(1, 4)),
  es('dates', '10-14 ene', range('01-10', 4)),
  es('dates', 'ingreso 22 de marzo por 5 noches', { checkin: md('03-22'), nights: 5 }),
  es('dates', 'del 28 de diciembre al 2 de enero', range('12-28', 5)),
  es('dates', 'Del 5 al 12 de junio, una semanita', range('06-05', 7)),
  es('dates', 'del martes al jueves', weekdayRange(2, 2)),
  es('nights', 'mejor del 15 al 18', dayRange(15, 3), 'a new range replaces the known check-in'),
  es('dates', 'Buenas tardes. Necesitaríamos del 30 de diciembre al 3 de enero, si Dios quiere.', range('12-30', 4)),
  es('dates', 'Entrada: 14/02 — Salida: 16/02', range('02-14', 2)),
  en('dates', 'Dec 15-18', range('12-15', 3)),
  en('dates', 'from the 3rd to the 6th of March', range('03-03', 3)),
  en('dates', 'jan 10th thru 14th', range('01-10', 4)),
  en('dates', 'Arriving 20 February, departing 24 February.', range('02-20', 4)),
  en('dates', '15/12 to 19/12', range('12-15', 4), 'day > 12: only one reading'),
  en('dates', 'check in april 2, check out april 9', range('04-02', 7)),
  en('dates', 'friday to monday', weekdayRange(5, 3)),
  en('dates', 'from the 20th for a week', { checkin: (d) => d.nextDay(20), nights: 7 }),
  en('dates', '3 nights from dec 27', { checkin: md('12-27'), nights: 3 }),
  en('dates', 'May 1st to May 4th', range('05-01', 3)),
];
