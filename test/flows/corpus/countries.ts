/**
 * Answers to "¿De qué país eres?": country names, nationalities (any gender),
 * abbreviations, as ISO 3166-1 alpha-3.
 */
import { en, es } from './helpers.js';
import type { Case } from './types.js';

/** The cases of this category (see the file comment for its decided readings). */
export const cases: Case[] = [
  // Spanish
  es('country', 'colombiano', { country: 'COL' }),
  es('country', 'mexicana', { country: 'MEX' }),
  es('country', 'EEUU', { country: 'USA' }),
  es('country', 'soy de españa', { country: 'ESP' }),
  es('country', 'argentina', { country: 'ARG' }),
  es('country', 'venezolano', { country: 'VEN' }),
  es('country', 'peruana', { country: 'PER' }),
  es('country', 'estados unidos', { country: 'USA' }),
  es('country', 'brasileño', { country: 'BRA' }),
  es('country', 'chilena', { country: 'CHL' }),
  es('country', 'ecuatoriano', { country: 'ECU' }),
  es('country', 'soy panameña', { country: 'PAN' }),
  es('country', 'costarricense', { country: 'CRI' }),
  es('country', 'de colombia', { country: 'COL' }),
  es('country', 'Colombia', { country: 'COL' }),
  es('country', 'uruguayo', { country: 'URY' }),
  es('country', 'francesa', { country: 'FRA' }),
  es('country', 'alemán', { country: 'DEU' }),
  es('country', 'italiana', { country: 'ITA' }),
  es('country', 'canadiense', { country: 'CAN' }),
  es('country', 'colombiana pero vivo en Miami', { country: 'COL', residenceCity: 'Miami' }, 'Both the nationality and where the guest lives.'),
  es('country', 'dominicano', { country: 'DOM' }),
  es('country', 'de EE.UU.', { country: 'USA' }),
  es('country', 'guatemalteca', { country: 'GTM' }),
  es('country', 'holanda', { country: 'NLD' }),
  es('country', 'soy colombo-venezolano', { outcome: 'askBack' }, 'Two nationalities: ask which one to record.'),
  // English
  en('country', 'USA', { country: 'USA' }),
  en('country', 'American', { country: 'USA' }),
  en('country', "I'm Canadian", { country: 'CAN' }),
  en('country', 'UK', { country: 'GBR' }),
  en('country', 'british', { country: 'GBR' }),
  en('country', 'german', { country: 'DEU' }),
  en('country', 'from the states', { country: 'USA' }),
  en('country', 'Mexico', { country: 'MEX' }),
  en('country', 'australian', { country: 'AUS' }),
  en('country', "I'm from Spain", { country: 'ESP' }),
  en('country', 'swiss', { country: 'CHE' }),
  en('country', 'the netherlands', { country: 'NLD' }),
  en('country', 'irish', { country: 'IRL' }),
  en('country', 'US citizen', { country: 'USA' }),
];
