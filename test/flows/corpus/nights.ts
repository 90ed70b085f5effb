/**
 * Durations. Nights said are taken; weeks are 7 nights; "4 días" could be 3
 * or 4 nights (ask); two numbers ("2 o 3 noches") → ask; "el fin de semana"
 * is the coming Friday to Sunday (2 nights). Nights are 1..30 (more is in
 * the invalid category).
 */
import { WEEKEND, en, es, md } from './helpers.js';
import type { Case } from './types.js';

/** The cases of this category (see the file comment for its decided readings). */
export const cases: Case[] = [
  // Spanish
  es('nights', '3 noches', { nights: 3 }),
  es('nights', '3', { nights: 3 }),
  es('nights', 'dos', { nights: 2 }),
  es('nights', 'una semana', { nights: 7 }),
  es('nights', 'una semanita', { nights: 7 }),
  es('nights', 'dos semanas', { nights: 14 }),
  es('nights', '4 días', { outcome: 'askBack' }, '3 nights (4 days) or 4 nights.'),
  es('nights', '5 dias', { outcome: 'askBack' }, '4 nights (5 days) or 5 nights.'),
  es('nights', '4 días 3 noches', { nights: 3 }),
  es('nights', 'una noche', { nights: 1 }),
  es('nights', 'solo 1 noche', { nights: 1 }),
  es('nights', 'unas 5 noches', { nights: 5 }),
  es('nights', '2 o 3 noches', { outcome: 'askBack' }, 'Two values: ask which.'),
  es('nights', 'entre 4 y 5 noches', { outcome: 'askBack' }, 'Two values: ask which.'),
  es('nights', '10 noches', { nights: 10 }),
  es('nights', 'diez noches', { nights: 10 }),
  es('nights', 'veinte noches', { nights: 20 }),
  es('nights', 'un par de noches', { nights: 2 }, '"Un par" read as two.'),
  es('nights', '2 nochecitas', { nights: 2 }),
  es('nights', '3 noches porfa', { nights: 3 }),
  es('nights', 'noches: 6', { nights: 6 }),
  es('nights', 'un mes', { outcome: 'askBack' }, 'A month is 28 to 31 nights (30 is the limit): ask the check-out.'),
  es('nights', 'tres dias dos noches', { nights: 2 }),
  es('nights', 'treinta noches', { nights: 30 }),
  es('dates', 'el fin de semana', { ...WEEKEND }, 'Decided: the coming Friday to Sunday.'),
  es('dates', 'este fin de semana', { ...WEEKEND }, 'Decided: the next Friday after today, even when said on a Friday or Saturday.'),
  es('dates', 'finde', { ...WEEKEND }, '"Finde" is short for fin de semana.'),
  es('dates', 'mañana, una semana', { checkin: (d) => d.in(1), nights: 7 }),
  es('dates', 'desde el 15 de diciembre, 5 noches', { checkin: md('12-15'), nights: 5 }),
  es('dates', '2 noches', { nights: 2 }, 'Only the duration: the check-in is still asked.'),
  es('nights', '5 noches xfa', { nights: 5 }),
  // English
  en('nights', '3 nights', { nights: 3 }),
  en('nights', 'a week', { nights: 7 }),
  en('nights', 'one night only', { nights: 1 }),
  en('nights', 'two weeks', { nights: 14 }),
  en('nights', '4 days', { outcome: 'askBack' }, '3 nights (4 days) or 4 nights.'),
  en('nights', '5 days 4 nights', { nights: 4 }),
  en('nights', '7 nights', { nights: 7 }),
  en('nights', 'six nights', { nights: 6 }),
  en('nights', 'a fortnight', { nights: 14 }),
  en('nights', '2 or 3 nights', { outcome: 'askBack' }, 'Two values: ask which.'),
  en('nights', 'about 4 nights', { nights: 4 }),
  en('nights', 'just for a night', { nights: 1 }),
  en('nights', '10', { nights: 10 }),
  en('dates', 'just the weekend', { ...WEEKEND }),
  en('dates', 'this weekend', { ...WEEKEND }, 'Decided: the next Friday after today, even when said on a Friday or Saturday.'),
  en('dates', 'next weekend', { outcome: 'askBack' }, 'In English, the coming weekend or the one after.'),
  en('dates', 'tomorrow, for a week', { checkin: (d) => d.in(1), nights: 7 }),
];
