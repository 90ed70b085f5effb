/**
 * Held-out corpus — date ranges: day to day, across months and years,
 * weekday to weekday, a check-in plus a duration.
 */
import { dayRange, en, es, range, weekdayRange } from '../helpers.js';
import type { Case } from '../types.js';

export const cases: Case[] = [
  es('dates', 'del 15 al 18 de diciembre', { ...range('12-15', 3) }),
  es('dates', '15-18 dic', { ...range('12-15', 3) }),
  es('dates', 'entre el 20 y el 27', { ...dayRange(20, 7) }),
  es('dates', 'del 28 de diciembre al 2 de enero', { ...range('12-28', 5) }),
  es('dates', 'del viernes al domingo', { ...weekdayRange(5, 2) }),
  es('dates', 'de jueves a domingo', { ...weekdayRange(4, 3) }),
  es('dates', 'del lunes al viernes x trabajo', { ...weekdayRange(1, 4) }),
  es('dates', 'llegamos el 10 de enero y nos vamos el 14', { ...range('01-10', 4) }),
  es('dates', 'del 3 al 10 de marzo', { ...range('03-03', 7) }),
  es('dates', '20 al 23 de junio', { ...range('06-20', 3) }),
  es('dates', 'el 15 de diciembre por 4 noches', { ...range('12-15', 4) }),
  es('dates', 'desde el 5 de enero una semana', { ...range('01-05', 7) }),
  es('dates', 'del 26/12 al 30/12', { ...range('12-26', 4) }),
  es('dates', 'ENTRE EL 7 Y EL 9 DE FEBRERO', { ...range('02-07', 2) }),
  es('dates', 'del 30 de abril al 3 de mayo', { ...range('04-30', 3) }),
  es('dates', 'del 31 de enero al 2 de febrero', { ...range('01-31', 2) }),
  es('dates', 'llegando el 12 d julio saliendo el 19', { ...range('07-12', 7) }),
  es('dates', 'desde el viernes 3 noches', { ...weekdayRange(5, 3) }),
  es('dates', 'del 1 al 5', { ...dayRange(1, 4) }),
  es('start', 'del 8 al 11 de enero', { ...range('01-08', 3) }),
  en('dates', 'from Dec 15 to 18', { ...range('12-15', 3) }),
  en('dates', 'march 3-10', { ...range('03-03', 7) }),
  en('dates', 'from thursday to sunday', { ...weekdayRange(4, 3) }),
  en('dates', 'check in jan 10 check out jan 14', { ...range('01-10', 4) }),
  en('dates', 'jan 5th for a week', { ...range('01-05', 7) }),
  en('dates', 'from the 10th to the 14th', { ...dayRange(10, 4) }),
  en('dates', 'July 4 to July 8', { ...range('07-04', 4) }),
  en('dates', '15 to 18 december', { ...range('12-15', 3) }),
  en('dates', 'arriving friday, leaving monday morning', { ...weekdayRange(5, 3) }),
  en('dates', 'nov 20-22', { ...range('11-20', 2) }),
];
