/**
 * Held-out corpus 2: answers to "¿De qué país eres?" (names, demonyms in
 * both genders, abbreviations, flags) and to "¿En qué ciudad vives?" (home
 * cities, also ones the bot does not sell as destinations).
 */
import { es, en } from '../helpers.js';
import type { Case } from '../types.js';

export const cases: Case[] = [
  es('country', 'Colombia', { country: 'COL' }),
  es('country', 'colombiano', { country: 'COL' }),
  es('country', 'colombiana, nacida en 1990', { country: 'COL' }, 'year of birth is not a slot'),
  es('country', 'soy mexicana', { country: 'MEX' }),
  es('country', 'de Mexico 🇲🇽', { country: 'MEX' }),
  es('country', 'venezolano chamo', { country: 'VEN' }),
  es('country', 'Argentina, che', { country: 'ARG' }),
  es('country', 'Perú', { country: 'PER' }),
  es('country', 'ecuatoriano', { country: 'ECU' }),
  es('country', 'de españa', { country: 'ESP' }),
  es('country', 'EEUU', { country: 'USA' }),
  es('country', 'Estados Unidos pero vivo acá hace años', { country: 'USA' }),
  es('country', 'chilena', { country: 'CHL' }),
  es('country', 'brasileño', { country: 'BRA' }),
  es('residenceCity', 'Pereira', { residenceCity: 'Pereira' }, 'a home city, not a destination'),
  es('residenceCity', 'vivo en Barranquilla', { residenceCity: 'Barranquilla' }),
  es('residenceCity', 'en Bogotá', { residenceCity: 'Bogotá' }),
  es('residenceCity', 'Medellín, barrio Laureles', { residenceCity: 'Medellín' }, 'the neighbourhood is not the hotel Laureles Jardín'),
  es('residenceCity', 'en Ciudad de México', { residenceCity: 'Ciudad de México' }),
  en('country', 'USA', { country: 'USA' }),
  en('country', 'the States', { country: 'USA' }),
  en('country', 'UK', { country: 'GBR' }),
  en('country', 'england', { country: 'GBR' }),
  en('country', 'Canadian', { country: 'CAN' }),
  en('country', 'Germany', { country: 'DEU' }),
  en('country', "i'm from australia", { country: 'AUS' }),
  en('country', 'the Netherlands', { country: 'NLD' }),
  en('country', 'france 🇫🇷', { country: 'FRA' }),
  en('residenceCity', 'Toronto', { residenceCity: 'Toronto' }),
  en('residenceCity', 'i live in london', { residenceCity: 'London' }),
  en('residenceCity', 'from Miami', { residenceCity: 'Miami' }),
];
