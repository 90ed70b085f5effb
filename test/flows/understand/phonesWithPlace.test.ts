/**
 * Phone numbers typed the national way with where the guest is from said beside them: the place (a country, a city,
 * a usual abbreviation) gives the number's country; with no place said, no foreign country is guessed. Letters typed
 * for digits inside a number.
 */
import { guestTable } from './read.js';

const table = guestTable(['phone']);

table('a national number and the place beside it', [
  ['mi celu: 011 15 4567-8901, soy de Buenos Aires', 'es', 'phone', { phone: '+5491145678901' }],
  ['(21) 99876-5432, sou do Rio', 'es', 'phone', { phone: '+5521998765432' }],
  ['0414-1234567 (Vzla)', 'es', 'phone', { phone: '+584141234567' }],
  ['0414-1234567, soy de Venezuela', 'es', 'phone', { phone: '+584141234567' }],
  ['612 345 678, soy de Madrid', 'es', 'phone', { phone: '+34612345678' }],
  // No place said: a Colombian reading only.
  ['3001234567', 'es', 'phone', { phone: '+573001234567' }],
  ['011 15 4567-8901', 'es', 'phone', {}],
]);

table('letters typed for the digits they look like', [
  ['+57 3l5 222 1100', 'es', 'phone', { phone: '+573152221100' }],
  ['+57 3OO 123 4567', 'es', 'phone', { phone: '+573001234567' }],
]);
