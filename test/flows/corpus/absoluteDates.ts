/**
 * Check-in dates with a month and a day: month names in full, abbreviated
 * or misspelled, numbers in words, numeric dates (day/month in Spanish; both
 * readings possible in English → ask). Without a year: this year if not
 * past, else next — never a year from a stray number ("dic 15", "el 15 de
 * diciembre, 4 noches").
 */
import { en, es, md } from './helpers.js';
import type { Case } from './types.js';

/** The cases of this category (see the file comment for its decided readings). */
export const cases: Case[] = [
  // Spanish
  es('dates', '15 de diciembre', { checkin: md('12-15') }),
  es('dates', 'el 15 de diciembre, 4 noches', { checkin: md('12-15'), nights: 4 }, 'Not the year 2004.'),
  es('dates', 'dic 15', { checkin: md('12-15') }, 'Not the year 2015.'),
  es('dates', '20 de enero', { checkin: md('01-20') }),
  es('dates', 'el 3 d febrero', { checkin: md('02-03') }),
  es('dates', 'para el 7 de marzo', { checkin: md('03-07') }),
  es('dates', '1 de abril', { checkin: md('04-01') }),
  es('dates', 'el 10 de mayo', { checkin: md('05-10') }),
  es('dates', '24 junio', { checkin: md('06-24') }),
  es('dates', 'el 4 de julio', { checkin: md('07-04') }),
  es('dates', 'agosto 12', { checkin: md('08-12') }),
  es('dates', 'el 9 de sept', { checkin: md('09-09') }),
  es('dates', 'el 12 de octubre', { checkin: md('10-12') }),
  es('dates', '30 de novienbre', { checkin: md('11-30') }),
  es('dates', 'el 8 de dic', { checkin: md('12-08') }),
  es('dates', 'diciembre 28', { checkin: md('12-28') }),
  es('dates', 'llego el 2 de enero', { checkin: md('01-02') }),
  es('dates', 'el quince de diciembre', { checkin: md('12-15') }),
  es('dates', 'veinte de febrero', { checkin: md('02-20') }),
  es('dates', '1° de marzo', { checkin: md('03-01') }),
  es('dates', '15/12', { checkin: md('12-15') }),
  es('dates', '02/03', { checkin: md('03-02') }, 'Spanish chat: day/month.'),
  es('dates', 'el 05/01', { checkin: md('01-05') }, 'Spanish chat: day/month.'),
  es('dates', '15 dic 4 noches 2 adultos', { checkin: md('12-15'), nights: 4, adults: 2 }),
  es('dates', 'el 15 de dic, x 3 noches', { checkin: md('12-15'), nights: 3 }),
  es('dates', 'en diciembre', { outcome: 'askBack' }, 'A month without a day.'),
  es('dates', 'para enero', { outcome: 'askBack' }, 'A month without a day.'),
  es('dates', 'a mediados de marzo', { outcome: 'askBack' }, 'A part of a month, no day.'),
  es('dates', 'el 12 d enero', { checkin: md('01-12') }),
  es('dates', 'el 6 de frebrero', { checkin: md('02-06') }),
  // English
  en('dates', 'december 15', { checkin: md('12-15') }),
  en('dates', 'Dec 15th', { checkin: md('12-15') }),
  en('dates', '22 december', { checkin: md('12-22') }),
  en('dates', 'january 5th', { checkin: md('01-05') }),
  en('dates', 'on feb 14', { checkin: md('02-14') }),
  en('dates', 'march 21st', { checkin: md('03-21') }),
  en('dates', 'april 2', { checkin: md('04-02') }),
  en('dates', 'may 30th', { checkin: md('05-30') }),
  en('dates', 'june 18', { checkin: md('06-18') }),
  en('dates', 'July 9th', { checkin: md('07-09') }),
  en('dates', 'aug 3', { checkin: md('08-03') }),
  en('dates', 'sept 27', { checkin: md('09-27') }),
  en('dates', 'oct 10', { checkin: md('10-10') }),
  en('dates', 'nov 28th', { checkin: md('11-28') }),
  en('dates', 'december 15, 4 nights', { checkin: md('12-15'), nights: 4 }),
  en('dates', '12/01', { outcome: 'askBack' }, 'English chat: 12 January or 1 December.'),
  en('dates', '3/4', { outcome: 'askBack' }, 'English chat: 3 April or 4 March.'),
  en('dates', '12/15', { checkin: md('12-15') }, 'Only one valid reading (month/day): 15 December.'),
  en('dates', '25/12', { checkin: md('12-25') }, 'Only one valid reading (day/month): 25 December.'),
  en('dates', 'in december', { outcome: 'askBack' }, 'A month without a day.'),
  en('dates', 'first week of january', { outcome: 'askBack' }, 'A week without a day.'),
];
