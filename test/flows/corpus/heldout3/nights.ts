/** Held-out corpus 3 — length of stay, mostly answering "¿Cuántas noches?" (check-in known). */
import { en, es, md } from '../helpers.js';
import type { Case } from '../types.js';

export const cases: Case[] = [
  es('nights', '3', { nights: 3 }),
  es('nights', 'Serían cuatro noches, si es posible.', { nights: 4 }),
  es('nights', 'una semana', { nights: 7 }),
  es('nights', '4 días', { outcome: 'askBack' }, '3 or 4 nights'),
  es('nights', 'dos semanas', { nights: 14 }),
  es('nights', 'solo una noche, vamos de paso', { nights: 1 }),
  es('nights', '¿Se puede por 2 noches nada más?', { nights: 2 }),
  es('nights', '2 adultos', { adults: 2 }, 'a value of another kind is not forced into the nights'),
  es('nights', '5 noches xfa', { nights: 5 }),
  es('nights', 'unas 3 o 4 noches, no estoy seguro', { outcome: 'askBack' }),
  es('nights', 'diez noches', { nights: 10 }),
  es('nights', 'Noches: 2. Es un viaje de trabajo.', { nights: 2 }),
  es('nights', 'tres noches, güey', { nights: 3 }),
  es('nights', 'Pues... ¿cuánto sale la noche? Bueno, pongamos 6 noches', { nights: 6 }),
  es('dates', '3 noches desde el 20 de enero', { checkin: md('01-20'), nights: 3 }),
  es('start', 'Quisiera reservar 2 noches en Bogotá a partir del 4 de diciembre', { city: 'Bogotá', checkin: md('12-04'), nights: 2 }),
  en('nights', '3 nights pls', { nights: 3 }),
  en('nights', 'a week', { nights: 7 }),
  en('nights', 'a fortnight', { nights: 14 }, 'UK: two weeks'),
  en('nights', 'just the one night, thanks', { nights: 1 }),
  en('nights', 'six', { nights: 6 }),
  en('nights', '5 days', { outcome: 'askBack' }, '4 or 5 nights'),
  en('nights', 'is 10 nights ok?', { nights: 10 }),
  en('nights', 'Two nights, if that is convenient.', { nights: 2 }),
  en('dates', 'arriving jan 8, staying 5 nights', { checkin: md('01-08'), nights: 5 }),
];
