/** Held-out set 4: answers to "¿Cuántas noches?" (check-in known). */
import { en, es } from '../helpers.js';
import type { Case } from '../types.js';

export const cases: Case[] = [
  es('nights', '3 noches', { nights: 3 }),
  es('nights', 'tres', { nights: 3 }),
  es('nights', 'una semana', { nights: 7 }),
  es('nights', 'dos noches nomás', { nights: 2 }),
  es('nights', 'solo 1 noche', { nights: 1 }),
  es('nights', 'una noche no más xfa', { nights: 1 }),
  es('nights', '2 semanas', { nights: 14 }),
  es('nights', 'cinco 🙏', { nights: 5 }),
  es('nights', '10 noches', { nights: 10 }),
  es('nights', 'NUEVE NOCHES', { nights: 9 }),
  es('nights', 'siete noches', { nights: 7 }),
  es('nights', 'x 3 nochs', { nights: 3 }),
  es('nights', '4 días', { outcome: 'askBack' }, '3 or 4 nights'),
  es('nights', 'unas 3 o 4 noches', { outcome: 'askBack' }, 'two values given'),
  es('nights', '2 adultos', { adults: 2 }, 'people at the nights question are people'),
  es('nights', '4 noches y somos 3', { nights: 4, adults: 3 }),
  es('nights', '2 noches pero somos 2 parejas', { nights: 2, adults: 4 }),
  en('nights', 'a week', { nights: 7 }),
  en('nights', '5 notches', { nights: 5 }, 'autocorrect of "nights"'),
  en('nights', 'just one night', { nights: 1 }),
  en('nights', 'two weeks', { nights: 14 }),
  en('nights', '6 nights pls', { nights: 6 }),
  en('nights', '4 days', { outcome: 'askBack' }),
  en('nights', '3 nights, 2 adults', { nights: 3, adults: 2 }),
  en('nights', '4 nts', { nights: 4 }),
  es('dates', '3 noches', { nights: 3 }, 'duration only at the dates question: no check-in'),
  en('start', 'cartagena for a week', { city: 'Cartagena', nights: 7 }),
];
