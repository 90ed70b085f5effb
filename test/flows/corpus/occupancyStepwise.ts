/**
 * Answers to the occupancy questions one at a time: the party question
 * ("¿Cuántas personas?"; a bare number is adults) and the children's ages
 * question (2 adults and 2 children already known; ages in the order given,
 * months → 0 years).
 */
import { en, es } from './helpers.js';
import type { Case } from './types.js';

/** The cases of this category (see the file comment for its decided readings). */
export const cases: Case[] = [
  // Spanish, party
  es('party', '2', { adults: 2 }),
  es('party', 'dos adultos', { adults: 2 }),
  es('party', '2 adultos', { adults: 2 }, 'Adults, not rooms.'),
  es('party', '3', { adults: 3 }),
  es('party', 'tres personas', { adults: 3 }),
  es('party', '1', { adults: 1 }),
  es('party', 'uno', { adults: 1 }),
  es('party', '4 pax', { adults: 4 }),
  es('party', 'cinco', { adults: 5 }),
  es('party', '2 y 1 niño', { adults: 2, children: 1 }),
  es('party', '2 adultos, 2 niños', { adults: 2, children: 2 }),
  es('party', '2 grandes y 2 chiquitos', { adults: 2, children: 2 }, 'Colloquial: two grown-ups and two little ones.'),
  // English, party
  en('party', 'two', { adults: 2 }),
  en('party', '2 adults', { adults: 2 }),
  en('party', 'four people', { adults: 4 }),
  en('party', '1 adult', { adults: 1 }),
  en('party', '3 adults 1 child', { adults: 3, children: 1 }),
  en('party', '2 + 2 kids', { adults: 2, children: 2 }),
  // Spanish, children's ages
  es('childAges', '5 y 8', { ages: [5, 8] }),
  es('childAges', '8 meses', { ages: [0] }, "Only the first child's age; the other is still asked."),
  es('childAges', '8 meses y 3 años', { ages: [0, 3] }),
  es('childAges', 'tienen 4 y 6', { ages: [4, 6] }),
  es('childAges', 'el mayor 12 y la menor 9', { ages: [12, 9] }),
  es('childAges', '7, 10', { ages: [7, 10] }),
  es('childAges', 'ambos de 6', { ages: [6, 6] }),
  es('childAges', 'gemelos de 3 años', { ages: [3, 3] }),
  es('childAges', 'uno de 2 y otro de 11 meses', { ages: [2, 0] }),
  es('childAges', '10 y 13 años', { ages: [10, 13] }),
  es('childAges', 'cuatro y siete', { ages: [4, 7] }),
  es('childAges', '18 meses y 5', { ages: [1, 5] }, '18 months → 1 whole year.'),
  es('childAges', 'el bebé tiene 10 meses y la niña 5', { ages: [0, 5] }),
  es('childAges', '4', { ages: [4] }, "A lone age: the first child's; the other is still asked."),
  // English, children's ages
  en('childAges', '5 and 8', { ages: [5, 8] }),
  en('childAges', '6 months and 4 years', { ages: [0, 4] }),
  en('childAges', 'ages 9 and 11', { ages: [9, 11] }),
  en('childAges', 'both are 7', { ages: [7, 7] }),
  en('childAges', 'the boy is 10, the girl 6', { ages: [10, 6] }),
  en('childAges', 'twins, 2 years old', { ages: [2, 2] }),
  en('childAges', '3 & 12', { ages: [3, 12] }),
];
