/**
 * Who travels, said in a sentence. People without children mentioned are
 * adults; `adults` is the total over all rooms; `children` counts the
 * children said, `ages` the ages given (months → 0); `rooms` only when said.
 * "Family of four" with no split → ask.
 */
import { en, es, md } from './helpers.js';
import type { Case } from './types.js';

/** The cases of this category (see the file comment for its decided readings). */
export const cases: Case[] = [
  // Spanish
  es('party', '2 adultos y un niño de 5', { adults: 2, children: 1, ages: [5] }),
  es('party', 'somos una pareja', { adults: 2 }),
  es('party', 'solo yo', { adults: 1 }),
  es('party', 'voy sola', { adults: 1 }),
  es('party', '2 adultos y 2 niños de 4 y 7 años', { adults: 2, children: 2, ages: [4, 7] }),
  es('party', 'somos 4', { adults: 4 }),
  es('party', 'para 2 personas', { adults: 2 }),
  es('party', '3 adultos', { adults: 3 }),
  es('party', 'mi esposa, yo y nuestro bebé de 8 meses', { adults: 2, children: 1, ages: [0] }),
  es('party', 'bebe de 8 meses y 2 adultos', { adults: 2, children: 1, ages: [0] }),
  es('party', 'dos habitaciones, cada una con 2 adultos', { rooms: 2, adults: 4 }),
  es('party', 'somos 5 adultos en 2 habitaciones', { adults: 5, rooms: 2 }),
  es('party', 'mi novio y yo', { adults: 2 }),
  es('party', 'yo con mi mamá', { adults: 2 }),
  es('party', '4 adultos y 3 niños', { adults: 4, children: 3 }),
  es('party', 'una pareja con 2 hijos de 10 y 12', { adults: 2, children: 2, ages: [10, 12] }),
  es('party', '2 adultos y una niña de 3 añitos', { adults: 2, children: 1, ages: [3] }),
  es('party', 'somos 6 amigos', { adults: 6 }),
  es('party', '2 adultos 1 menor de 11', { adults: 2, children: 1, ages: [11] }, '"Menor de 11" here is a minor aged 11, not "under 11".'),
  es('party', 'dos adultos y un bebe de 1 año', { adults: 2, children: 1, ages: [1] }),
  es('party', 'mi esposo y yo con los niños de 6 y 9', { adults: 2, children: 2, ages: [6, 9] }),
  es('party', '3 personas, una es una niña de 7', { adults: 2, children: 1, ages: [7] }, 'Three people in all, one of them a child.'),
  es('party', '4 adultos, sin niños', { adults: 4, children: 0 }),
  es('party', '1 adulto y 1 niño de 14', { adults: 1, children: 1, ages: [14] }),
  es('party', 'una habitacion para 3 adultos', { rooms: 1, adults: 3 }),
  es('party', 'somos 2 parejas', { adults: 4 }, "Rooms not said: one or two rooms is the bot's question, not a value."),
  es('party', 'mi familia: 2 adultos, 3 niños (2, 5 y 9)', { adults: 2, children: 3, ages: [2, 5, 9] }),
  es('party', '2 adultos + 1 nene de 4', { adults: 2, children: 1, ages: [4] }),
  es('party', 'somos como 4 o 5', { outcome: 'askBack' }, 'Two values: ask which.'),
  es('dates', 'el 15 de diciembre para 2 adultos', { checkin: md('12-15'), adults: 2 }),
  es('party', 'vamos mi esposo, yo y la niña q tiene 4', { adults: 2, children: 1, ages: [4] }),
  // English
  en('party', '3 adults', { adults: 3 }),
  en('party', 'family of four, kids 6 and 9', { adults: 2, children: 2, ages: [6, 9] }),
  en('party', 'family of four', { outcome: 'askBack' }, 'Split between adults and children not said.'),
  en('party', 'just me', { adults: 1 }),
  en('party', 'me and my wife', { adults: 2 }),
  en('party', "2 adults and a toddler, she's 2", { adults: 2, children: 1, ages: [2] }),
  en('party', 'two adults, one child aged 8', { adults: 2, children: 1, ages: [8] }),
  en('party', '2 adults + baby (6 months)', { adults: 2, children: 1, ages: [0] }),
  en('party', 'a couple', { adults: 2 }),
  en('party', '4 adults in 2 rooms', { adults: 4, rooms: 2 }),
  en('party', 'two rooms, 2 adults each', { rooms: 2, adults: 4 }),
  en('party', 'party of 5', { adults: 5 }),
  en('party', 'me, my husband and our 3 kids', { adults: 2, children: 3 }),
  en('party', '2 adults, no kids', { adults: 2, children: 0 }),
  en('party', 'we are 3 friends', { adults: 3 }),
  en('party', 'solo traveler', { adults: 1 }),
  en('party', 'my parents and I', { adults: 3 }),
  en('party', 'a family of 5: 2 adults, 3 kids aged 4, 7 and 10', { adults: 2, children: 3, ages: [4, 7, 10] }),
  en('party', '2 adults and 1 teenager (15)', { adults: 2, children: 1, ages: [15] }),
  en('party', 'me and my 2 kids, 5 and 11', { adults: 1, children: 2, ages: [5, 11] }),
  en('party', 'family of 5', { outcome: 'askBack' }, 'Split between adults and children not said.'),
  en('party', 'gonna be 3 of us', { adults: 3 }),
];
