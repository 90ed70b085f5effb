/**
 * Answers to the name question. Full names are split into first and last
 * names (compound first names such as "Ana María", "Juan David" stay
 * together; two surnames stay together); casing is normalised to title case
 * without adding accents the guest did not type.
 */
import { en, es } from './helpers.js';
import type { Case } from './types.js';

/** The cases of this category (see the file comment for its decided readings). */
export const cases: Case[] = [
  // Spanish
  es('name', 'Ana', { firstName: 'Ana' }),
  es('name', 'ana maria gomez', { firstName: 'Ana Maria', lastName: 'Gomez' }),
  es('name', 'Ana María Gómez', { firstName: 'Ana María', lastName: 'Gómez' }),
  es('name', 'Carlos Pérez Gómez', { firstName: 'Carlos', lastName: 'Pérez Gómez' }),
  es('name', 'me llamo juan', { firstName: 'Juan' }),
  es('name', 'soy laura restrepo', { firstName: 'Laura', lastName: 'Restrepo' }),
  es('name', 'mi nombre es Andrés Felipe Castaño', { firstName: 'Andrés Felipe', lastName: 'Castaño' }),
  es('name', 'JOSE LUIS MARTINEZ', { firstName: 'Jose Luis', lastName: 'Martinez' }),
  es('name', 'valentina', { firstName: 'Valentina' }),
  es('name', 'daniela ospina', { firstName: 'Daniela', lastName: 'Ospina' }),
  es('name', 'Juan David Rodríguez Torres', { firstName: 'Juan David', lastName: 'Rodríguez Torres' }),
  es('name', 'maria jose', { firstName: 'Maria Jose' }, 'María José is one compound first name.'),
  es('name', 'ana cartagena', { firstName: 'Ana', lastName: 'Cartagena' }, 'A surname that is also a city: no destination change.'),
  es('name', 'Felipe Santamaría', { firstName: 'Felipe', lastName: 'Santamaría' }),
  es('name', 'me llamo camila y mi apellido es ruiz', { firstName: 'Camila', lastName: 'Ruiz' }),
  es('name', 'nombre: Luisa Fernanda, apellido: Vélez', { firstName: 'Luisa Fernanda', lastName: 'Vélez' }),
  es('name', 'santiago', { firstName: 'Santiago' }, 'A first name that is also a city name.'),
  es('name', 'Paola Andrea Muñoz', { firstName: 'Paola Andrea', lastName: 'Muñoz' }),
  es('name', 'diana de la cruz', { firstName: 'Diana', lastName: 'de la Cruz' }, 'Surname particles stay lowercase.'),
  es('name', 'Alejandro', { firstName: 'Alejandro' }),
  es('name', 'jhon fredy', { firstName: 'Jhon Fredy' }, 'Common compound first name.'),
  es('name', 'mi nombre es Sofía', { firstName: 'Sofía' }),
  es('name', 'sebastián gutiérrez', { firstName: 'Sebastián', lastName: 'Gutiérrez' }),
  es('name', 'soy Mariana', { firstName: 'Mariana' }),
  es('name', 'soy la sra. gloria ramirez', { firstName: 'Gloria', lastName: 'Ramirez' }, 'The title is not part of the name.'),
  // English
  en('name', 'John Smith', { firstName: 'John', lastName: 'Smith' }),
  en('name', 'my name is sarah connor', { firstName: 'Sarah', lastName: 'Connor' }),
  en('name', "it's Michael", { firstName: 'Michael' }),
  en('name', "I'm Emily Johnson", { firstName: 'Emily', lastName: 'Johnson' }),
  en('name', 'david', { firstName: 'David' }),
  en('name', 'Robert Brown', { firstName: 'Robert', lastName: 'Brown' }),
  en('name', 'jennifer lopez', { firstName: 'Jennifer', lastName: 'Lopez' }),
  en('name', "name's Tom Baker", { firstName: 'Tom', lastName: 'Baker' }),
  en('name', 'Peter', { firstName: 'Peter' }),
  en('name', 'first name Anna, last name Schmidt', { firstName: 'Anna', lastName: 'Schmidt' }),
  en('name', "james o'connor", { firstName: 'James', lastName: "O'Connor" }, 'Title case after the apostrophe.'),
  en('name', "hi, it's Olivia Brown", { firstName: 'Olivia', lastName: 'Brown' }),
];
