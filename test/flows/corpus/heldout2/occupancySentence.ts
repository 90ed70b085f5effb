/**
 * Held-out corpus 2: the party in one sentence (adults, children and ages,
 * rooms), regional words for kids and couples, ages in months, and numbers
 * that are not people (stars, prices, years of birth, room numbers).
 */
import { es, en } from '../helpers.js';
import type { Case } from '../types.js';

export const cases: Case[] = [
  es('party', '2 adultos y un niño de 5 años', { adults: 2, children: 1, ages: [5] }),
  es('party', 'somos 4', { adults: 4 }),
  es('party', 'mi esposa y yo', { adults: 2 }),
  es('party', 'solo yo, viaje de trabajo', { adults: 1 }),
  es('party', 'mi esposo, yo y nuestros 2 hijos de 3 y 7', { adults: 2, children: 2, ages: [3, 7] }),
  es('party', '3 adultos y un bebé de 8 meses', { adults: 3, children: 1, ages: [0] }, 'months → 0 years'),
  es('party', 'dos parejas', { adults: 4 }),
  es('party', 'somos 3 adultos y 2 chinos de 4 y 10', { adults: 3, children: 2, ages: [4, 10] }, 'rolo "chinos" = kids'),
  es('party', 'voy con mi mamá y mis dos pelaos de 6 y 9 años', { adults: 2, children: 2, ages: [6, 9] }, 'costeño "pelaos" = kids'),
  es('party', 'mi hija de 15 y yo', { adults: 1, children: 1, ages: [15] }),
  es('party', 'somos 4 con los niños', { outcome: 'askBack' }, 'how many of the 4 are children is not said'),
  es('party', 'familia de 5', { outcome: 'askBack' }, 'no split between adults and children'),
  es('party', '2 habitaciones, cada una con 2 adultos', { adults: 4, rooms: 2 }),
  es('party', '4 adultos en 2 habitaciones', { adults: 4, rooms: 2 }),
  es('party', 'una habitación para 3', { adults: 3, rooms: 1 }),
  es('party', 'para 2, ojalá hotel de 4 estrellas', { adults: 2 }, 'stars are not people'),
  es('party', 'somos 2, presupuesto hasta 300 mil', { adults: 2 }, 'price is not a slot'),
  es('party', '2 adultos (nacimos en 1985 y 1987)', { adults: 2 }, 'years of birth are not people or ages'),
  es('party', 'somos una pareja y un bebé de 1 año', { adults: 2, children: 1, ages: [1] }),
  es('party', 'Somos 6 adultos', { adults: 6 }),
  en('party', '2 adults 1 child', { adults: 2, children: 1 }),
  en('party', 'me and my gf', { adults: 2 }),
  en('party', 'family of four', { outcome: 'askBack' }, 'decided: no split'),
  en('party', 'family of four, kids are 6 and 9', { adults: 2, children: 2, ages: [6, 9] }),
  en('party', 'just me', { adults: 1 }),
  en('party', 'my wife, me and our baby (10 months)', { adults: 2, children: 1, ages: [0] }, 'months → 0 years'),
  en('party', '3 adults, 2 rooms', { adults: 3, rooms: 2 }),
  en('party', 'two couples', { adults: 4 }),
  en('party', 'us 2 plus my 12 yo nephew', { adults: 2, children: 1, ages: [12] }),
  en('party', '2 adults, prefer a 5 star place', { adults: 2 }, 'stars are not people'),
];
