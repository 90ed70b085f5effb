/**
 * Held-out corpus 2: answers to "¿Cuántas noches?" (check-in known: 15 days
 * from today) and stay lengths given elsewhere: words, "un par", weeks,
 * vague amounts to ask back, corrections, and other slots given instead.
 */
import { es, en } from '../helpers.js';
import type { Case } from '../types.js';

export const cases: Case[] = [
  es('nights', '3 noches', { nights: 3 }),
  es('nights', 'tres', { nights: 3 }),
  es('nights', 'una semana', { nights: 7 }),
  es('nights', 'un par de noches', { nights: 2 }),
  es('nights', 'solo una nochecita 🙈', { nights: 1 }),
  es('nights', 'dos semanas', { nights: 14 }),
  es('nights', '5 noches xfa', { nights: 5 }),
  es('nights', '4 días', { outcome: 'askBack' }, 'decided: 3 or 4 nights'),
  es('nights', '3 o 4 noches, depende del precio', { outcome: 'askBack' }),
  es('nights', 'unos días nomás', { outcome: 'askBack' }),
  es('nights', '2 noches, la hab 204 como la otra vez', { nights: 2 }, 'room number is not a slot'),
  es('nights', '3 noches, llegamos tarde como a las 11pm', { nights: 3 }, 'arrival time is not a slot'),
  es('nights', 'somos 2 adultos', { adults: 2 }, 'people given at the nights question'),
  es('nights', '6 noches y somos 3', { nights: 6, adults: 3 }),
  es('nights', 'diez noches', { nights: 10 }),
  es('party', 'no perdón, eran 5 noches no 3', { nights: 5 }, 'correction at the people question'),
  es('childAges', 'ah y al final son 4 noches', { nights: 4 }, 'correction at the ages question'),
  es('nights', 'ehh pues 4 noches creo, sí 4', { nights: 4 }),
  en('nights', '3 nights', { nights: 3 }),
  en('nights', 'a couple of nights', { nights: 2 }),
  en('nights', 'a few nights', { outcome: 'askBack' }),
  en('nights', 'a week', { nights: 7 }),
  en('nights', 'a fortnight', { nights: 14 }, 'UK: two weeks'),
  en('nights', 'like 4 nights', { nights: 4 }),
  en('nights', '4 or 5 nights, not sure yet', { outcome: 'askBack' }),
  en('nights', 'just one night pls', { nights: 1 }),
  en('nights', 'two', { nights: 2 }),
  en('nights', 'us 2 and our son', { adults: 2, children: 1 }, 'people given at the nights question'),
  en('party', 'oh wait sorry, 2 nights not 3', { nights: 2 }, 'correction at the people question'),
];
