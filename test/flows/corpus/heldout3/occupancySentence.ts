/** Held-out corpus 3 — the whole party in one sentence (adults, children and ages, rooms). */
import { en, es } from '../helpers.js';
import type { Case } from '../types.js';

export const cases: Case[] = [
  es('party', 'Somos 2 adultos y 2 niños de 4 y 9 años.', { adults: 2, children: 2, ages: [4, 9] }),
  es('party', 'Para un cliente, 2 pax.', { adults: 2 }),
  es('party', 'Viajo con mi esposa y nuestros tres hijos de 2, 5 y 11 años', { adults: 2, children: 3, ages: [2, 5, 11] }),
  es('party', 'una pareja con un bebé de 8 meses', { adults: 2, children: 1, ages: [0] }),
  es('party', '2 habitaciones para 4 adultos', { adults: 4, rooms: 2 }),
  es('party', 'Dos habitaciones, cada una con 2 adultos', { adults: 4, rooms: 2 }),
  es('party', 'solo yo', { adults: 1 }),
  es('party', 'Viajo sola, por trabajo.', { adults: 1 }),
  es('party', 'Seremos cuatro adultos mayores: mis papás y mis suegros.', { adults: 4 }),
  es('party', '2 ADL + 1 CHD (5 años)', { adults: 2, children: 1, ages: [5] }, 'travel-agent shorthand'),
  es('party', 'mi novio y yo 💕', { adults: 2 }),
  es('party', 'Somos dos adultos y un niño', { adults: 2, children: 1 }),
  es('party', 'mi mamá, mi hija de 12 y yo', { adults: 2, children: 1, ages: [12] }),
  es('party', 'Una habitación para mi esposo y yo', { adults: 2, rooms: 1 }),
  es('party', 'somos 5 parceros', { adults: 5 }),
  es('start', 'Buenas tardes, somos 3 adultos y un niño de 7 años, queremos ir a Santa Marta', { city: 'Santa Marta', adults: 3, children: 1, ages: [7] }),
  en('party', 'family of four', { outcome: 'askBack' }, 'no split between adults and children'),
  en('party', 'me and my wife plus our 2 kids (7 and 10)', { adults: 2, children: 2, ages: [7, 10] }),
  en('party', 'just me', { adults: 1 }),
  en('party', 'Two adults and one infant (6 months).', { adults: 2, children: 1, ages: [0] }),
  en('party', 'a group of 6 adults, 3 rooms', { adults: 6, rooms: 3 }),
  en('party', 'family of four, kids 6 and 9', { adults: 2, children: 2, ages: [6, 9] }),
  en('party', 'my husband and I', { adults: 2 }),
  en('party', "it's for a client, 1 pax", { adults: 1 }),
  en('party', '2 couples, 2 rooms', { adults: 4, rooms: 2 }),
  en('party', '3 adults and a 10 year old', { adults: 3, children: 1, ages: [10] }),
];
