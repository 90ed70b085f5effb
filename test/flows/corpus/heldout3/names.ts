/** Held-out corpus 3 — the guest's name (answering "¿Cuál es tu nombre?", or a correction at the summary). */
import { en, es } from '../helpers.js';
import type { Case } from '../types.js';

export const cases: Case[] = [
  es('name', 'Mi nombre es Gloria Inés Arango Mejía', { firstName: 'Gloria Inés', lastName: 'Arango Mejía' }),
  es('name', 'María José Rincón', { firstName: 'María José', lastName: 'Rincón' }),
  es('name', 'Hernán Zuluaga Restrepo', { firstName: 'Hernán', lastName: 'Zuluaga Restrepo' }),
  es('name', 'A nombre de mi cliente, el señor Ricardo Gutiérrez', { firstName: 'Ricardo', lastName: 'Gutiérrez' }),
  es('name', 'juan david henao', { firstName: 'Juan David', lastName: 'Henao' }),
  es('name', 'VALENTINA OSPINA', { firstName: 'Valentina', lastName: 'Ospina' }),
  es('name', 'Soy el doctor Álvaro Mejía', { firstName: 'Álvaro', lastName: 'Mejía' }),
  es('name', 'Javier Martín López', { firstName: 'Javier', lastName: 'Martín López' }, 'Spain: two surnames'),
  es('name', 'Guadalupe Hernández Ramírez', { firstName: 'Guadalupe', lastName: 'Hernández Ramírez' }),
  es('name', 'Me llamo Martín Rossi', { firstName: 'Martín', lastName: 'Rossi' }),
  es('name', 'Rosa Quispe Mamani', { firstName: 'Rosa', lastName: 'Quispe Mamani' }),
  es('name', 'Ignacio Soto', { firstName: 'Ignacio', lastName: 'Soto' }),
  es('name', 'Jose Gomez', { firstName: 'Jose', lastName: 'Gomez' }, 'accents kept as typed (none)'),
  es('name', '¿A nombre de quién? Póngala a nombre de mi esposo, Germán Villegas', { firstName: 'Germán', lastName: 'Villegas' }),
  es('name', 'Luisa Fernanda Ortiz Castaño', { firstName: 'Luisa Fernanda', lastName: 'Ortiz Castaño' }),
  es('name', 'soy camila torres jiji', { firstName: 'Camila', lastName: 'Torres' }),
  es('confirm', 'El apellido está incompleto: es Restrepo Uribe', { lastName: 'Restrepo Uribe' }),
  en('name', 'John Smith', { firstName: 'John', lastName: 'Smith' }),
  en('name', "Name's Sarah O'Connor", { firstName: 'Sarah', lastName: "O'Connor" }),
  en('name', 'It is for my client, Mr. James Whitaker', { firstName: 'James', lastName: 'Whitaker' }),
  en('name', 'Anne-Marie Dubois', { firstName: 'Anne-Marie', lastName: 'Dubois' }),
  en('name', 'Thompson, Margaret', { firstName: 'Margaret', lastName: 'Thompson' }, 'surname-comma-given, as on forms'),
  en('name', 'Dr Emily Clarke', { firstName: 'Emily', lastName: 'Clarke' }),
  en('name', 'michael brown', { firstName: 'Michael', lastName: 'Brown' }),
  en('name', 'William Harris, booking on behalf of my company', { firstName: 'William', lastName: 'Harris' }),
];
