/**
 * Guest details and places read against a second word that would mislead: a religious title before a name, a greeting
 * word at the name question, a spelling denied after the surname (a contrast), a country name two countries share, and
 * a catalogue city's namesake pointed at by its region.
 */
import { describe, expect, it } from 'vitest';
import { guestTable, readDestination, shortDestination } from './read.js';

const names = guestTable(['firstName', 'lastName']);
const countries = guestTable(['country', 'countryOptions']);

names('a religious title before a name is dropped from it', [
  ['Sor María Teresa Londoño', 'es', 'name', { firstName: 'María Teresa', lastName: 'Londoño' }],
  ['Fray Luis Gómez', 'es', 'name', { firstName: 'Luis', lastName: 'Gómez' }],
  ['el padre Alberto Ruiz', 'es', 'name', { firstName: 'Alberto', lastName: 'Ruiz' }],
  ['Monseñor Rubén Salazar', 'es', 'name', { firstName: 'Rubén', lastName: 'Salazar' }],
  ['Father Brian Kelly', 'en', 'name', { firstName: 'Brian', lastName: 'Kelly' }],
  ['soy la hermana Lucía Pérez', 'es', 'name', { firstName: 'Lucía', lastName: 'Pérez' }],
  // A relation before a name is no title: another person.
  ['mi hermana Ana López', 'es', 'name', {}],
]);

names('a greeting word at the name question is no name', [
  ['hi again 👋', 'en', 'name', {}],
  ['hello everyone', 'en', 'name', {}],
  ['hola de nuevo', 'es', 'name', {}],
  ['hola otra vez 😊', 'es', 'name', {}],
  // A name said with the greeting is still read.
  ['Ana Gómez again', 'en', 'name', { firstName: 'Ana', lastName: 'Gómez' }],
]);

names('a spelling denied after the name is a contrast: the first stands', [
  ['el apellido es Giraldo, no Guiraldo', 'es', 'confirm', { lastName: 'Giraldo' }],
  ['Juan Giraldo, no Guiraldo', 'es', 'name', { firstName: 'Juan', lastName: 'Giraldo' }],
  ['my surname is Smith, not Smyth', 'en', 'confirm', { lastName: 'Smith' }],
  // A pause after "no", or an apology, takes the first back.
  ['Camila Ospin... no, Ospina', 'es', 'name', { firstName: 'Camila', lastName: 'Ospina' }],
  ['John Smtih — Smith, sorry', 'en', 'name', { firstName: 'John', lastName: 'Smith' }],
]);

countries('a country name two countries share is asked back with both', [
  ['Corea', 'es', 'country', { countryOptions: ['KOR', 'PRK'] }],
  ['soy de Corea', 'es', 'country', { countryOptions: ['KOR', 'PRK'] }],
  ['somos de Corea', 'es', 'country', { countryOptions: ['KOR', 'PRK'] }],
  // Said whole, the country is sure.
  ['Corea del Sur', 'es', 'country', { country: 'KOR' }],
  ['North Korea', 'en', 'country', { country: 'PRK' }],
]);

describe("a catalogue city's namesake pointed at by its region is not sold", () => {
  it.each([
    ['es', 'Cartagena, la de Murcia', '!Cartagena, Murcia'],
    ['es', 'Cartagena pero la de Murcia', '!Cartagena, Murcia'],
    ['en', 'Cartagena, the one in Murcia', '!Cartagena, Murcia'],
    ['es', 'Medellín, el de Badajoz', '!Medellín, Badajoz'],
    ['es', 'Cartagena, la de Murcia, España', '!Cartagena, España'],
    // The catalogue city's own region confirms it.
    ['es', 'Cartagena, la de Bolívar', 'Cartagena'],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(shortDestination(readDestination(text, lang, 'destination'))).toBe(expected);
  });
});
