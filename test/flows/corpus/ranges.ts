/**
 * Stays given as a range: check-in and check-out (and so the nights). A
 * range without a month starts on the next such day of the month; a range
 * of weekdays starts on the next such weekday after today.
 */
import { dayRange, en, es, range, weekdayRange } from './helpers.js';
import type { Case } from './types.js';

/** The cases of this category (see the file comment for its decided readings). */
export const cases: Case[] = [
  // Spanish
  es('dates', 'del 15 al 18 de diciembre', { ...range('12-15', 3) }),
  es('dates', 'del 28 de diciembre al 2 de enero', { ...range('12-28', 5) }),
  es('dates', 'del 10 al 14 de enero', { ...range('01-10', 4) }),
  es('dates', 'entre el 3 y el 7 de febrero', { ...range('02-03', 4) }),
  es('dates', 'llego el 20 de marzo y salgo el 25', { ...range('03-20', 5) }),
  es('dates', '20-25 de abril', { ...range('04-20', 5) }),
  es('dates', 'del 1 al 5 de mayo', { ...range('05-01', 4) }),
  es('dates', 'desde el 12 hasta el 19 de junio', { ...range('06-12', 7) }),
  es('dates', 'del 30 de junio al 4 de julio', { ...range('06-30', 4) }),
  es('dates', 'del 15 al 18', { ...dayRange(15, 3) }, 'No month: the next 15th (today included).'),
  es('dates', 'del 5 al 10', { ...dayRange(5, 5) }, 'No month: the next 5th (today included).'),
  es('dates', '15/12 al 18/12', { ...range('12-15', 3) }),
  es('dates', 'del 22/01 al 26/01', { ...range('01-22', 4) }),
  es('dates', 'del viernes al domingo', { ...weekdayRange(5, 2) }),
  es('dates', 'de lunes a jueves', { ...weekdayRange(1, 3) }),
  es('dates', 'desde el jueves hasta el lunes', { ...weekdayRange(4, 4) }),
  es('dates', 'entrada 7 de agosto salida 10 de agosto', { ...range('08-07', 3) }),
  es('dates', 'check in 14 sept check out 16 sept', { ...range('09-14', 2) }),
  es('dates', 'del 2 al 9 d octubre', { ...range('10-02', 7) }),
  es('dates', 'del 24 al 31 de dic', { ...range('12-24', 7) }),
  es('dates', 'del 26 de dic al 3 de enero', { ...range('12-26', 8) }),
  es('dates', 'desde el 11 de nov hasta el 13', { ...range('11-11', 2) }),
  es('dates', 'ingreso 3 de enero, salida el 6', { ...range('01-03', 3) }),
  es('dates', 'del 8 al 12 de dic pa 2 personas', { ...range('12-08', 4), adults: 2 }),
  es('dates', 'del diecisiete al veinte de diciembre', { ...range('12-17', 3) }),
  es('dates', 'quiero llegar el 9 de enero y irme el 11', { ...range('01-09', 2) }),
  // English
  en('dates', 'dec 15-18', { ...range('12-15', 3) }),
  en('dates', 'from march 3 to march 7', { ...range('03-03', 4) }),
  en('dates', 'january 10 to 14', { ...range('01-10', 4) }),
  en('dates', '17th to 21st of december', { ...range('12-17', 4) }),
  en('dates', 'december 20th through the 27th', { ...range('12-20', 7) }),
  en('dates', 'arriving may 2, leaving may 6', { ...range('05-02', 4) }),
  en('dates', 'check-in june 5, check-out june 8', { ...range('06-05', 3) }),
  en('dates', 'from the 3rd to the 6th', { ...dayRange(3, 3) }, 'No month: the next 3rd (today included).'),
  en('dates', '12/20 to 12/23', { ...range('12-20', 3) }, 'Only one valid reading (month/day).'),
  en('dates', 'friday to sunday', { ...weekdayRange(5, 2) }),
  en('dates', 'this saturday till tuesday', { ...weekdayRange(6, 3) }),
  en('dates', 'nov 27 - dec 1', { ...range('11-27', 4) }),
  en('dates', 'aug 14 to 21', { ...range('08-14', 7) }),
  en('dates', 'from jan 2nd until jan 5th', { ...range('01-02', 3) }),
  en('dates', 'oct 30th to nov 2nd', { ...range('10-30', 3) }),
];
