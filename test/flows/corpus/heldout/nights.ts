/**
 * Held-out corpus — the length of the stay, mostly answering "¿Cuántas
 * noches?" (check-in known: 15 days from today). Days instead of nights are
 * asked back.
 */
import { en, es } from '../helpers.js';
import type { Case } from '../types.js';

export const cases: Case[] = [
  es('nights', '3 noches', { nights: 3 }),
  es('nights', 'tres', { nights: 3 }),
  es('nights', '2', { nights: 2 }),
  es('nights', 'una semana', { nights: 7 }),
  es('nights', 'una semanita', { nights: 7 }),
  es('nights', 'dos semanas', { nights: 14 }),
  es('nights', 'solo una noche', { nights: 1 }),
  es('nights', 'una noche nomás', { nights: 1 }),
  es('nights', 'seis noches porfa', { nights: 6 }),
  es('nights', '5 noches 🙏', { nights: 5 }),
  es('nights', 'diez noches', { nights: 10 }),
  es('nights', 'el plan es de 3 días 2 noches', { nights: 2 }, 'nights said explicitly'),
  es('nights', 'un par de noches', { nights: 2 }, '"un par" is two in Colombia'),
  es('nights', 'CUATRO NOCHES', { nights: 4 }),
  es('nights', '4 días', { outcome: 'askBack' }, '3 or 4 nights'),
  es('nights', 'de 3 a 4 noches', { outcome: 'askBack' }),
  es('nights', 'serian como 5 dias', { outcome: 'askBack' }, 'days, not nights'),
  es('dates', 'son 3 noches, aún no sé q fecha', { nights: 3 }, 'nights at the dates question: taken, the date still missing'),
  es('party', 'mejor 4 noches', { nights: 4 }, 'correction of the length at the party question'),
  en('nights', '4 nights', { nights: 4 }),
  en('nights', 'a week', { nights: 7 }),
  en('nights', 'one night only', { nights: 1 }),
  en('nights', 'like 5 nights', { nights: 5 }),
  en('nights', '2 weeks', { nights: 14 }),
  en('nights', 'a fortnight', { nights: 14 }),
  en('nights', '10', { nights: 10 }),
  en('nights', 'three nights pls', { nights: 3 }),
  en('nights', '5 days', { outcome: 'askBack' }, '4 or 5 nights'),
  en('nights', '3 or 4 nights', { outcome: 'askBack' }),
];
