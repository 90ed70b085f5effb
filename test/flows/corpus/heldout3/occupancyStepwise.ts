/** Held-out corpus 3 — short answers to "¿Cuántas personas?" and to the children's ages question (2 children known). */
import { en, es } from '../helpers.js';
import type { Case } from '../types.js';

export const cases: Case[] = [
  es('party', '2', { adults: 2 }),
  es('party', 'dos', { adults: 2 }),
  es('party', 'Cuatro personas.', { adults: 4 }),
  es('party', '3 adultos', { adults: 3 }),
  es('party', '¿Cuántos caben por habitación? Somos 3', { adults: 3 }),
  en('party', '2 adults', { adults: 2 }),
  en('party', 'four of us', { adults: 4 }),
  en('party', '1', { adults: 1 }),
  es('childAges', '4 y 7', { ages: [4, 7] }),
  es('childAges', 'El mayor tiene 12 y la menor 3', { ages: [12, 3] }),
  es('childAges', '8 meses y 3 años', { ages: [0, 3] }),
  es('childAges', 'son gemelos de 4', { ages: [4, 4] }),
  es('childAges', 'uno de 5 y otro de 10', { ages: [5, 10] }),
  es('childAges', 'tienen 6 y 9 añitos', { ages: [6, 9] }),
  es('childAges', 'La niña tiene 9 años y el niño 11.', { ages: [9, 11] }),
  es('childAges', 'once y trece', { ages: [11, 13] }),
  es('childAges', '¿Hasta qué edad pagan como niños? Tienen 10 y 13', { ages: [10, 13] }),
  es('childAges', 'un bebé de 10 meses y una niña de 6', { ages: [0, 6] }),
  es('childAges', '5 y 8', { ages: [5, 8] }),
  en('childAges', '14 and 16', { ages: [14, 16] }),
  en('childAges', 'both 6 (twins)', { ages: [6, 6] }),
  en('childAges', '2 and 5', { ages: [2, 5] }),
  en('childAges', 'one is 18 months, the other is 4', { ages: [1, 4] }, '18 months → 1 year'),
  en('childAges', 'ages 3 & 11', { ages: [3, 11] }),
  en('childAges', 'seven and nine', { ages: [7, 9] }),
];
