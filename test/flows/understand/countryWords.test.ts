/**
 * The guest's country and city of residence in the words guests use: slang, codes, one country named twice, a
 * denial, a nationality set against where the guest lives; a city with its state, or with where in or near it.
 */
import { guestTable } from './read.js';

const table = guestTable(['country', 'countryOptions', 'residenceCity']);

table('countries by slang, code and other names', [
  ["we're Aussies 🦘", 'en', 'country', { country: 'AUS' }],
  ['Oz', 'en', 'country', { country: 'AUS' }],
  ['gringolandia jaja', 'es', 'country', { country: 'USA' }],
  ['gringo jaja', 'es', 'country', { country: 'USA' }],
  ['brasileiro', 'en', 'country', { country: 'BRA' }],
  ['curazao', 'es', 'country', { country: 'CUW' }],
  ['COL', 'es', 'country', { country: 'COL' }],
  ['the US', 'en', 'country', { country: 'USA' }],
]);

table('one country named twice is no double nationality', [
  ['del reino unido inglaterra', 'es', 'country', { country: 'GBR' }],
  ['UK, England', 'en', 'country', { country: 'GBR' }],
  ['soy colombo venezolano', 'es', 'country', { countryOptions: ['COL', 'VEN'] }],
]);

table('a said-out correction wins', [
  ['Cali, as in California, not Colombia lol', 'en', 'country', { country: 'USA' }],
  ['Cali', 'en', 'country', { country: 'COL' }],
  ['soy colombo americano pero el pasaporte es gringo', 'es', 'country', { country: 'USA' }],
]);

table('a city of residence with its state, country or code', [
  ['Bogotá D.C., CO', 'es', 'residenceCity', { residenceCity: 'Bogotá', country: 'COL' }],
  ['Rosario, Argentina', 'es', 'residenceCity', { residenceCity: 'Rosario', country: 'ARG' }],
  ['en pasto nariño', 'es', 'residenceCity', { residenceCity: 'Pasto' }],
  ['Miami FL', 'en', 'residenceCity', { residenceCity: 'Miami' }],
  ['Austin, TX', 'en', 'residenceCity', { residenceCity: 'Austin' }],
]);

table('where in or near the city, and chatter after it', [
  ['en bogotá por los lados de kennedy', 'es', 'residenceCity', { residenceCity: 'Bogotá' }],
  ['en envigado, al ladito de medellin', 'es', 'residenceCity', { residenceCity: 'Envigado' }],
  ['just outside London, in Croydon', 'en', 'residenceCity', { residenceCity: 'Croydon' }],
  ['near London', 'en', 'residenceCity', {}],
  ['Guayaquil mi pana', 'es', 'residenceCity', { residenceCity: 'Guayaquil' }],
]);
