/**
 * Held-out corpus — the party answered step by step: a bare number or short
 * answer at the party question, the children's ages at the ages question
 * (2 adults and 2 children known), and a party said at another question.
 */
import { en, es } from '../helpers.js';
import type { Case } from '../types.js';

export const cases: Case[] = [
  // "¿Cuántas personas?"
  es('party', '2', { adults: 2 }),
  es('party', 'dos', { adults: 2 }),
  es('party', '4 personas', { adults: 4 }),
  es('party', '1', { adults: 1 }),
  es('party', '2 adultos', { adults: 2 }),
  es('party', '2 y 2 niños', { adults: 2, children: 2 }),
  es('party', '2 adultos + 1 niño', { adults: 2, children: 1 }),
  en('party', '2 adults', { adults: 2 }),
  en('party', '3', { adults: 3 }),
  en('party', 'two adults one child', { adults: 2, children: 1 }),
  en('party', 'just 1', { adults: 1 }),
  // A party at another question: a value of another kind, not forced into it.
  es('nights', '2 adultos', { adults: 2 }, 'at the nights question: two adults, not two nights'),
  en('nights', '3 adults', { adults: 3 }),
  // The children's ages.
  es('childAges', '5 y 8', { children: 2, ages: [5, 8] }),
  es('childAges', 'de 3 y 7 años', { children: 2, ages: [3, 7] }),
  es('childAges', 'el mayor tiene 10 y la menor 4', { children: 2, ages: [10, 4] }),
  es('childAges', 'un bebé de 6 meses y otro de 3 años', { children: 2, ages: [0, 3] }),
  es('childAges', 'ambos tienen 5', { children: 2, ages: [5, 5] }),
  es('childAges', 'son gemelos de 7', { children: 2, ages: [7, 7] }),
  es('childAges', '9 meses y 4 años', { children: 2, ages: [0, 4] }),
  es('childAges', 'ocho y diez', { children: 2, ages: [8, 10] }),
  es('childAges', 'tienen 4 y 6 añitos', { children: 2, ages: [4, 6] }),
  es('childAges', '12 y 14', { children: 2, ages: [12, 14] }),
  en('childAges', '6 and 9', { children: 2, ages: [6, 9] }),
  en('childAges', 'twins, both 4', { children: 2, ages: [4, 4] }),
  en('childAges', 'one is 2 the other 11', { children: 2, ages: [2, 11] }),
  en('childAges', '18 months and 6 years', { children: 2, ages: [1, 6] }),
  en('childAges', 'they are 3 and 5 yrs old', { children: 2, ages: [3, 5] }),
];
