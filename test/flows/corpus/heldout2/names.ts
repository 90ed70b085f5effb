/**
 * Held-out corpus 2: answers to "¿Cuál es tu nombre?": compound first names,
 * two surnames, lower and upper case, names inside sentences and with other
 * details, and a correction of the name at the summary.
 */
import { es, en } from '../helpers.js';
import type { Case } from '../types.js';

export const cases: Case[] = [
  es('name', 'Ana María Gómez', { firstName: 'Ana María', lastName: 'Gómez' }),
  es('name', 'Carlos Pérez Gómez', { firstName: 'Carlos', lastName: 'Pérez Gómez' }),
  es('name', 'juan camilo restrepo velez', { firstName: 'Juan Camilo', lastName: 'Restrepo Velez' }, 'title case, no accents added'),
  es('name', 'me llamo Valentina Ríos', { firstName: 'Valentina', lastName: 'Ríos' }),
  es('name', 'JOSE LUIS MARTINEZ', { firstName: 'Jose Luis', lastName: 'Martinez' }),
  es('name', 'a nombre de Diana Castaño', { firstName: 'Diana', lastName: 'Castaño' }),
  es('name', 'soy Andrés Felipe Ospina Zuluaga', { firstName: 'Andrés Felipe', lastName: 'Ospina Zuluaga' }),
  es('name', 'claro, María José Rodríguez', { firstName: 'María José', lastName: 'Rodríguez' }),
  es('name', 'la reserva va a nombre de mi esposo, Jorge Rincón', { firstName: 'Jorge', lastName: 'Rincón' }),
  es('name', 'Luisa Fernanda Quintero', { firstName: 'Luisa Fernanda', lastName: 'Quintero' }),
  es('name', 'sebastian gutierrez', { firstName: 'Sebastian', lastName: 'Gutierrez' }),
  es('name', 'mi nombre es Natalia Herrera Múnera', { firstName: 'Natalia', lastName: 'Herrera Múnera' }),
  es(
    'name',
    'claro q si, me llamo Camila Torres y mi cel es 3104567890',
    { firstName: 'Camila', lastName: 'Torres', phone: '+573104567890' },
    'name and phone in one message',
  ),
  es('name', 'Daniel Arango, correo daniel.arango@gmail.com', { firstName: 'Daniel', lastName: 'Arango', email: 'daniel.arango@gmail.com' }),
  es('name', 'Pedro Nel Ospina 🙋‍♂️', { firstName: 'Pedro Nel', lastName: 'Ospina' }, '"Pedro Nel" is a common Colombian compound first name'),
  es('name', 'Juliana Vélez, nacida en 1990', { firstName: 'Juliana', lastName: 'Vélez' }, 'year of birth is not a slot'),
  es('confirm', 'el nombre está mal, es Laura Restrepo Arango', { firstName: 'Laura', lastName: 'Restrepo Arango' }, 'correction of the name at the summary'),
  en('name', 'John Smith', { firstName: 'John', lastName: 'Smith' }),
  en('name', 'sarah jones', { firstName: 'Sarah', lastName: 'Jones' }),
  en('name', "my name's Emily Clarke", { firstName: 'Emily', lastName: 'Clarke' }),
  en('name', 'its Michael Thompson', { firstName: 'Michael', lastName: 'Thompson' }),
  en('name', 'under my wife’s name, Jessica Miller', { firstName: 'Jessica', lastName: 'Miller' }),
  en('name', 'DAVID BROWN', { firstName: 'David', lastName: 'Brown' }),
  en('name', 'Tom Wilson, phone +1 202 555 0143', { firstName: 'Tom', lastName: 'Wilson', phone: '+12025550143' }),
  en('name', 'hi, I am Rachel Green', { firstName: 'Rachel', lastName: 'Green' }),
  en('name', 'put it under Chris Taylor pls', { firstName: 'Chris', lastName: 'Taylor' }),
  en('name', 'Oliver Bennett, thx', { firstName: 'Oliver', lastName: 'Bennett' }),
];
