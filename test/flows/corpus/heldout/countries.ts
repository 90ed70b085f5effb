/**
 * Held-out corpus — the guest's country (ISO 3166-1 alpha-3), by name,
 * demonym or abbreviation, answering "¿De qué país eres?".
 */
import { en, es } from '../helpers.js';
import type { Case } from '../types.js';

export const cases: Case[] = [
  es('country', 'Colombia', { country: 'COL' }),
  es('country', 'colombiano', { country: 'COL' }),
  es('country', 'colombiana 🇨🇴', { country: 'COL' }),
  es('country', 'soy de méxico', { country: 'MEX' }),
  es('country', 'venezolano', { country: 'VEN' }),
  es('country', 'Argentina', { country: 'ARG' }),
  es('country', 'peruana', { country: 'PER' }),
  es('country', 'de Ecuador', { country: 'ECU' }),
  es('country', 'chilena', { country: 'CHL' }),
  es('country', 'España', { country: 'ESP' }),
  es('country', 'Estados Unidos', { country: 'USA' }),
  es('country', 'EEUU', { country: 'USA' }),
  es('country', 'brasileño', { country: 'BRA' }),
  es('country', 'panameño', { country: 'PAN' }),
  es('country', 'costa rica', { country: 'CRI' }),
  es('country', 'República Dominicana', { country: 'DOM' }),
  es('country', 'italiana', { country: 'ITA' }),
  es('country', 'somos de Suiza', { country: 'CHE' }),
  en('country', 'USA', { country: 'USA' }),
  en('country', "i'm from the US", { country: 'USA' }),
  en('country', 'canada', { country: 'CAN' }),
  en('country', 'canadian', { country: 'CAN' }),
  en('country', 'United Kingdom', { country: 'GBR' }),
  en('country', 'UK', { country: 'GBR' }),
  en('country', 'british', { country: 'GBR' }),
  en('country', 'England', { country: 'GBR' }),
  en('country', 'Germany', { country: 'DEU' }),
  en('country', 'france', { country: 'FRA' }),
  en('country', 'Australia', { country: 'AUS' }),
  en('country', 'the Netherlands', { country: 'NLD' }),
  en('country', 'American', { country: 'USA' }),
  en('country', 'New Zealand', { country: 'NZL' }),
  en('country', 'Ireland', { country: 'IRL' }),
];
