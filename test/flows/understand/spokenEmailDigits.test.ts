/** An address said in words with digits said apart after its first part: the digits are glued to it. */
import { guestTable } from './read.js';

const table = guestTable(['email']);

table('digits said after the first part of a spoken address', [
  ['carlos guion bajo mejia 85 arroba hotmail punto com', 'es', 'email', { email: 'carlos_mejia85@hotmail.com' }],
  ['mi correo es pedro 2000 arroba yahoo punto es', 'es', 'email', { email: 'pedro2000@yahoo.es' }],
  ['santi arroba gmail punto com', 'es', 'email', { email: 'santi@gmail.com' }],
  // Digits after a said separator follow it.
  ['juanca guion bajo 85 arroba gmail punto com', 'es', 'email', { email: 'juanca_85@gmail.com' }],
]);

table('an address with no first part is none: the lead-in before a spaced "@" is no address', [
  ['mi correo es @hotmail.com', 'es', 'email', {}],
  ['my email is @gmail.com', 'en', 'email', {}],
  ['ana @gmail.com', 'es', 'email', { email: 'ana@gmail.com' }],
]);
