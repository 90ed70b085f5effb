/**
 * Check-in dates said relative to today: mañana, weekdays, "en 3 días", a
 * day of the month without a month. Weekdays are the next such day after
 * today (today excluded); "el 15" is the next 15th (today included).
 */
import { en, es } from './helpers.js';
import type { Case } from './types.js';

/** The cases of this category (see the file comment for its decided readings). */
export const cases: Case[] = [
  // Spanish
  es('dates', 'mañana', { checkin: (d) => d.in(1) }),
  es('dates', 'manana', { checkin: (d) => d.in(1) }),
  es('dates', 'pasado mañana', { checkin: (d) => d.in(2) }),
  es('dates', 'pasado manana x fa', { checkin: (d) => d.in(2) }),
  es('dates', 'hoy mismo', { checkin: (d) => d.today }),
  es('dates', 'para hoy', { checkin: (d) => d.today }),
  es('dates', 'esta noche', { checkin: (d) => d.today }, 'Arriving tonight: check-in today.'),
  es('dates', 'el viernes', { checkin: (d) => d.weekday(5) }),
  es('dates', 'este sabado', { checkin: (d) => d.weekday(6) }),
  es('dates', 'el domingo q viene', { checkin: (d) => d.weekday(0) }),
  es('dates', 'el próximo lunes', { checkin: (d) => d.weekday(1) }, 'Decided: "próximo" + weekday is the next such day after today.'),
  es('dates', 'el martes', { checkin: (d) => d.weekday(2) }),
  es('dates', 'miercoles', { checkin: (d) => d.weekday(3) }),
  es('dates', 'a partir del jueves', { checkin: (d) => d.weekday(4) }),
  es('dates', 'en 3 dias', { checkin: (d) => d.in(3) }),
  es('dates', 'dentro de una semana', { checkin: (d) => d.in(7) }),
  es('dates', 'en dos semanas', { checkin: (d) => d.in(14) }),
  es('dates', 'en 10 días', { checkin: (d) => d.in(10) }),
  es('dates', 'el 20', { checkin: (d) => d.nextDay(20) }),
  es('dates', 'el 5', { checkin: (d) => d.nextDay(5) }),
  es('dates', 'pal 28', { checkin: (d) => d.nextDay(28) }),
  es('dates', 'el primero', { checkin: (d) => d.nextDay(1) }),
  es('dates', 'llegamos mañana por la noche', { checkin: (d) => d.in(1) }),
  es('dates', 'mañana 2 noches', { checkin: (d) => d.in(1), nights: 2 }),
  es('dates', 'el sábado, 1 noche', { checkin: (d) => d.weekday(6), nights: 1 }),
  es('dates', 'el proximo viernes 3 noches pa 2', { checkin: (d) => d.weekday(5), nights: 3, adults: 2 }),
  es('dates', 'la otra semana', { outcome: 'askBack' }, 'A week without a day.'),
  es('dates', 'la próxima semana', { outcome: 'askBack' }, 'A week without a day.'),
  es('dates', 'el mes que viene', { outcome: 'askBack' }, 'A month without a day.'),
  es('dates', 'el otro viernes', { outcome: 'askBack' }, 'In Colombia "el otro viernes" usually means the Friday of next week, but may mean the coming one.'),
  es('dates', 'mañanaaa 🙏', { checkin: (d) => d.in(1) }),
  es('dates', 'pa el juebes', { checkin: (d) => d.weekday(4) }),
  // English
  en('dates', 'tomorrow', { checkin: (d) => d.in(1) }),
  en('dates', 'tmrw', { checkin: (d) => d.in(1) }),
  en('dates', 'today', { checkin: (d) => d.today }),
  en('dates', 'tonight', { checkin: (d) => d.today }),
  en('dates', 'day after tomorrow', { checkin: (d) => d.in(2) }),
  en('dates', 'next friday', { outcome: 'askBack' }, 'English "next Friday": the coming one or the one of next week, asked.'),
  en('dates', 'this saturday', { checkin: (d) => d.weekday(6) }),
  en('dates', 'on sunday', { checkin: (d) => d.weekday(0) }),
  en('dates', 'Monday', { checkin: (d) => d.weekday(1) }),
  en('dates', 'thursday night', { checkin: (d) => d.weekday(4) }),
  en('dates', 'in 3 days', { checkin: (d) => d.in(3) }),
  en('dates', 'in two weeks', { checkin: (d) => d.in(14) }),
  en('dates', 'a week from today', { checkin: (d) => d.in(7) }),
  en('dates', 'the 20th', { checkin: (d) => d.nextDay(20) }),
  en('dates', 'on the 3rd', { checkin: (d) => d.nextDay(3) }),
  en('dates', 'tomorrow for 2 nights', { checkin: (d) => d.in(1), nights: 2 }),
  en('dates', 'next week', { outcome: 'askBack' }, 'A week without a day.'),
  en('dates', 'sometime next month', { outcome: 'askBack' }, 'A month without a day.'),
  en('dates', 'tmrw nite', { checkin: (d) => d.in(1) }),
  en('dates', '2nite', { checkin: (d) => d.today }),
  en('dates', 'wat about the 15th', { checkin: (d) => d.nextDay(15) }),
];
