/**
 * Held-out corpus — the party in one sentence: adults, children with ages
 * (months → 0), couples and families, rooms when said.
 */
import { en, es } from '../helpers.js';
import type { Case } from '../types.js';

export const cases: Case[] = [
  es('party', '2 adultos y un niño de 5 años', { adults: 2, children: 1, ages: [5] }),
  es('party', 'somos una pareja', { adults: 2 }),
  es('party', 'solo yo', { adults: 1 }),
  es('party', 'voy sola', { adults: 1 }),
  es('party', 'somos 4', { adults: 4 }),
  es('party', 'para 2 personas', { adults: 2 }),
  es('party', '3 adultos y 2 niños', { adults: 3, children: 2 }),
  es('party', 'mi esposa y yo con el bebé de 8 meses', { adults: 2, children: 1, ages: [0] }),
  es('party', 'una pareja con dos niños de 3 y 10', { adults: 2, children: 2, ages: [3, 10] }),
  es('party', 'vamos 6 amigos', { adults: 6 }),
  es('party', 'yo y mi mamá', { adults: 2 }),
  es('party', 'mi novio y yo ❤️', { adults: 2 }),
  es('party', 'tres parejas', { adults: 6 }),
  es('party', 'dos habitaciones, cada una con 2 adultos', { adults: 4, rooms: 2 }),
  es('party', 'somos 5: 3 grandes y 2 peques de 4 y 6', { adults: 3, children: 2, ages: [4, 6] }),
  es('party', 'yo y mis 2 hijos de 5 y 9 años', { adults: 1, children: 2, ages: [5, 9] }),
  es('party', 'mis papás, mi esposa, yo y los niños de 3 y 6', { adults: 4, children: 2, ages: [3, 6] }),
  es('party', '4 adultos y 3 niños de 2, 5 y 11', { adults: 4, children: 3, ages: [2, 5, 11] }),
  es('party', 'familia de 4: 2 adultos y 2 niños d 8 y 11', { adults: 2, children: 2, ages: [8, 11] }),
  es('party', 'una familia de 4', { outcome: 'askBack' }, 'no split between adults and children'),
  en('party', 'me and my wife', { adults: 2 }),
  en('party', 'just me', { adults: 1 }),
  en('party', 'we are 3 adults', { adults: 3 }),
  en('party', '2 adults and a kid (7)', { adults: 2, children: 1, ages: [7] }),
  en('party', 'family of four, kids 6 and 9', { adults: 2, children: 2, ages: [6, 9] }),
  en('party', 'family of four', { outcome: 'askBack' }),
  en('party', 'my husband, me and our baby (10 months)', { adults: 2, children: 1, ages: [0] }),
  en('party', '4 adults, 2 rooms', { adults: 4, rooms: 2 }),
  en('party', '3 couples', { adults: 6 }),
  en('party', 'two of us', { adults: 2 }),
  en('party', 'me, my gf and her 2 kids aged 4 and 12', { adults: 2, children: 2, ages: [4, 12] }),
];
