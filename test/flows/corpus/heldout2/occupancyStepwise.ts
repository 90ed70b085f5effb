/**
 * Held-out corpus 2: the party given a piece at a time: short answers to the
 * people question, children's ages (two children known) in words, months
 * and mixed orders, and people given while another question was asked.
 */
import { es, en } from '../helpers.js';
import type { Case } from '../types.js';

export const cases: Case[] = [
  es('party', '2', { adults: 2 }),
  es('party', 'dos', { adults: 2 }),
  es('party', 'solo 1', { adults: 1 }),
  es('party', '3 personas', { adults: 3 }),
  es('party', 'CUATRO ADULTOS', { adults: 4 }),
  es('childAges', '5 y 8', { children: 2, ages: [5, 8] }),
  es('childAges', 'el mayor tiene 10 y la menor 4', { children: 2, ages: [10, 4] }),
  es('childAges', '8 meses y 3 años', { children: 2, ages: [0, 3] }),
  es('childAges', 'ambos de 6, son mellizos', { children: 2, ages: [6, 6] }),
  es('childAges', 'uno tiene 12 el otro 2', { children: 2, ages: [12, 2] }),
  es('childAges', 'diez y doce', { children: 2, ages: [10, 12] }),
  es('childAges', 'tienen 3 añitos y 5', { children: 2, ages: [3, 5] }),
  es('childAges', '7 y 11 años, nacieron en junio', { children: 2, ages: [7, 11] }, 'the birth month is not an age'),
  es('childAges', 'ah no, en realidad es solo un niño de 6', { children: 1, ages: [6] }, 'correction of the number of children'),
  es('dates', '2 adultos', { adults: 2 }, 'people given at the dates question'),
  es('dates', 'somos 3, las fechas todavía no las tengo', { adults: 3 }, 'people given at the dates question'),
  es('nights', 'vamos 2 adultos y 1 niño', { adults: 2, children: 1 }, 'people given at the nights question'),
  es('childAges', 'la niña 9 y el niño 14', { children: 2, ages: [9, 14] }),
  en('party', '2 pax', { adults: 2 }),
  en('party', 'four', { adults: 4 }),
  en('party', 'just the 2 of us', { adults: 2 }),
  en('childAges', '6 and 9', { children: 2, ages: [6, 9] }),
  en('childAges', 'twins, both 7', { children: 2, ages: [7, 7] }),
  en('childAges', 'a 3 yo and a baby of 10 months', { children: 2, ages: [3, 0] }),
  en('childAges', 'the older one is 13, the little one 4', { children: 2, ages: [13, 4] }),
  en('childAges', 'eleven and five', { children: 2, ages: [11, 5] }),
  en('dates', '2 adults', { adults: 2 }, 'people given at the dates question'),
  en('party', '3 adults', { adults: 3 }),
];
