/** Held-out set 4: guest names. */
import { en, es } from '../helpers.js';
import type { Case } from '../types.js';

export const cases: Case[] = [
  es('name', 'Ana María Gómez', { firstName: 'Ana María', lastName: 'Gómez' }),
  es('name', 'carlos pérez gómez', { firstName: 'Carlos', lastName: 'Pérez Gómez' }),
  es('name', 'me llamo Laura Martínez', { firstName: 'Laura', lastName: 'Martínez' }),
  es('name', 'JUAN DAVID RESTREPO', { firstName: 'Juan David', lastName: 'Restrepo' }),
  es('name', 'a nombre de Luis Fernando Ospina', { firstName: 'Luis Fernando', lastName: 'Ospina' }),
  es('name', 'Andrés Felipe Gómez Zuluaga', { firstName: 'Andrés Felipe', lastName: 'Gómez Zuluaga' }),
  es('name', 'soy Valentina Rojas', { firstName: 'Valentina', lastName: 'Rojas' }),
  es('name', 'maria jose rodriguez', { firstName: 'Maria Jose', lastName: 'Rodriguez' }, 'accents kept as typed (none)'),
  es('name', 'mi nombre es Jorge Iván Castaño', { firstName: 'Jorge Iván', lastName: 'Castaño' }),
  es('name', 'Camila Herrera 😊', { firstName: 'Camila', lastName: 'Herrera' }),
  es('name', 'ponlo a nombre de mi esposo, Diego Ramírez', { firstName: 'Diego', lastName: 'Ramírez' }),
  es('name', 'Sofía Vargas Londoño', { firstName: 'Sofía', lastName: 'Vargas Londoño' }),
  es('name', 'Me llamo José Luis Rodríguez Pérez', { firstName: 'José Luis', lastName: 'Rodríguez Pérez' }),
  es('name', 'natalia gutierrez', { firstName: 'Natalia', lastName: 'Gutierrez' }),
  es('name', 'Me llamo Javier Fernández García', { firstName: 'Javier', lastName: 'Fernández García' }, 'Spain'),
  es('name', 'daniela cárdenas', { firstName: 'Daniela', lastName: 'Cárdenas' }),
  en('name', 'john smith', { firstName: 'John', lastName: 'Smith' }),
  en('name', 'My name is Emily Johnson', { firstName: 'Emily', lastName: 'Johnson' }),
  en('name', "it's Michael Brown", { firstName: 'Michael', lastName: 'Brown' }),
  en('name', 'Sarah Thompson', { firstName: 'Sarah', lastName: 'Thompson' }),
  en('name', 'DAVID MILLER', { firstName: 'David', lastName: 'Miller' }),
  en('name', 'the booking is for Jessica Taylor', { firstName: 'Jessica', lastName: 'Taylor' }),
  en('name', 'name: Ryan Walker', { firstName: 'Ryan', lastName: 'Walker' }),
  en('name', 'chloe martin', { firstName: 'Chloe', lastName: 'Martin' }),
  en('confirm', 'the name should be Emily Johnson', { firstName: 'Emily', lastName: 'Johnson' }, 'a correction at the summary'),
];
