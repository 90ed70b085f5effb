/**
 * Emails and phones dictated, corrected inside, or offered two at a time, read through the whole understanding step
 * as the flow does.
 */
import { guestTable } from './read.js';

const table = guestTable(['email', 'emailOptions', 'phone', 'phoneOptions']);

table('a correction inside an email: the domain said again replaces it', [
  ['jfmosquera arroba gmail punto com no perdón arroba hotmail', 'es', 'email', { email: 'jfmosquera@hotmail.com' }],
  ['ana@gmail.com, sorry, at outlook dot com', 'en', 'email', { email: 'ana@outlook.com' }],
  ['ana@gmail.com no perdon @hotmail.es', 'es', 'email', { email: 'ana@hotmail.es' }],
  // A whole address said again after a bare "no" replaces the first.
  ['felipe@empresa.com, no, felipe.r@empresa.com', 'es', 'email', { email: 'felipe.r@empresa.com' }],
  // No correction word: nothing is replaced.
  ['ana@gmail.com gracias', 'es', 'email', { email: 'ana@gmail.com' }],
]);

table('two addresses offered as alternatives: the bot asks which', [
  ['ops@travelco.com or cc finance@travelco.com', 'en', 'email', { emailOptions: ['ops@travelco.com', 'finance@travelco.com'] }],
  // A copy address is still only copied.
  ['mark@acme.com (cc my assistant pete@acme.com)', 'en', 'email', { email: 'mark@acme.com' }],
]);

table('an address dictated with hesitations', [
  ['mi correo ehh mario punto pasto arroba gmail punto com', 'es', 'email', { email: 'mario.pasto@gmail.com' }],
  ['my email is um tom dot baker at gmail dot com', 'en', 'email', { email: 'tom.baker@gmail.com' }],
]);

table('an address with bracketed symbols after "to", or said without its ending', [
  // An address said without its ending is none ("arroba gmail"): the bot asks again.
  ['jose.ramirez arroba gmail', 'es', 'email', {}],
  ['send it to emma.w(at)gmail.com', 'en', 'email', { email: 'emma.w@gmail.com' }],
  // Away from the email question "to … at … dot com" is no address.
  ['going to cartagena at hilton dot com', 'en', 'dates', {}],
]);

table("a phone correction replacing the number's last digits", [
  ['tres cero cero uno dos tres cuatro cinco seis siete no seis ocho', 'es', 'phone', { phone: '+573001234568' }],
  ['tres cero cero eh uno dos tres cuatro cinco seis siete no perdón ocho al final', 'es', 'phone', { phone: '+573001234568' }],
  ['+57 300 111 2233, no sorry, ending 2244', 'en', 'phone', { phone: '+573001112244' }],
  ['300 111 2233, perdón, termina en 2244', 'es', 'phone', { phone: '+573001112244' }],
  // A correction not read, or more digit words not read as one: nothing is taken (the bot asks again).
  ['tres cero cero uno dos tres cuatro cinco seis siete no perdón el otro', 'es', 'phone', {}],
  ['tres cero cero uno dos tres cuatro cinco seis siete y ocho nueve', 'es', 'phone', {}],
]);

table("the number's country said in a short clause after it", [
  ["three one five, five five five, one two one two, it's a Colombian cell", 'en', 'phone', { phone: '+573155551212' }],
  ['305 555 0142, es un celular colombiano', 'es', 'phone', { phone: '+573055550142' }],
]);
