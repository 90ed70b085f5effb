/**
 * Held-out corpus — the guest's name: compound first names, two surnames,
 * capitals and lower case (title case, accents kept as typed).
 */
import { en, es } from '../helpers.js';
import type { Case } from '../types.js';

export const cases: Case[] = [
  es('name', 'Ana María Gómez', { firstName: 'Ana María', lastName: 'Gómez' }),
  es('name', 'me llamo Carlos Pérez Gómez', { firstName: 'Carlos', lastName: 'Pérez Gómez' }),
  es('name', 'juan pablo restrepo', { firstName: 'Juan Pablo', lastName: 'Restrepo' }),
  es('name', 'Soy Luisa Fernanda Ospina Vélez', { firstName: 'Luisa Fernanda', lastName: 'Ospina Vélez' }),
  es('name', 'VALENTINA ROJAS', { firstName: 'Valentina', lastName: 'Rojas' }),
  es('name', 'mi nombre es jose david martinez', { firstName: 'Jose David', lastName: 'Martinez' }, 'no accents added'),
  es('name', 'Andrés Felipe Cárdenas', { firstName: 'Andrés Felipe', lastName: 'Cárdenas' }),
  es('name', 'a nombre de Diana Marcela Quintero porfa', { firstName: 'Diana Marcela', lastName: 'Quintero' }),
  es('name', 'Sofía Hernández', { firstName: 'Sofía', lastName: 'Hernández' }),
  es('name', 'Sebastián Gutiérrez Arango', { firstName: 'Sebastián', lastName: 'Gutiérrez Arango' }),
  es('name', 'claudia patricia mejía', { firstName: 'Claudia Patricia', lastName: 'Mejía' }),
  es('name', 'Me llamo María José Duque, gracias', { firstName: 'María José', lastName: 'Duque' }),
  es('name', 'póngala a nombre de mi esposo, Jorge Iván Salazar', { firstName: 'Jorge Iván', lastName: 'Salazar' }),
  es('name', 'Camilo Andrés Torres Restrepo', { firstName: 'Camilo Andrés', lastName: 'Torres Restrepo' }),
  es('name', 'mateo londoño zapata', { firstName: 'Mateo', lastName: 'Londoño Zapata' }),
  es('name', 'Natalia Ríos 😊', { firstName: 'Natalia', lastName: 'Ríos' }),
  es('name', 'DANIELA CASTAÑO', { firstName: 'Daniela', lastName: 'Castaño' }),
  en('name', 'john smith', { firstName: 'John', lastName: 'Smith' }),
  en('name', 'My name is Emily Johnson', { firstName: 'Emily', lastName: 'Johnson' }),
  en('name', "it's Michael Brown", { firstName: 'Michael', lastName: 'Brown' }),
  en('name', 'Sarah Thompson, thx', { firstName: 'Sarah', lastName: 'Thompson' }),
  en('name', "name's David Wilson", { firstName: 'David', lastName: 'Wilson' }),
  en('name', 'Jessica Taylor-Reed', { firstName: 'Jessica', lastName: 'Taylor-Reed' }),
  en('name', "Liam O'Connor", { firstName: 'Liam', lastName: "O'Connor" }),
  en('name', 'KEVIN MURPHY', { firstName: 'Kevin', lastName: 'Murphy' }),
  en('name', 'chloe martin', { firstName: 'Chloe', lastName: 'Martin' }),
  en('name', 'put it under Oliver Bennett please', { firstName: 'Oliver', lastName: 'Bennett' }),
];
