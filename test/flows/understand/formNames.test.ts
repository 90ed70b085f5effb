/**
 * Names written in agency and form styles, with nicknames and asides, and words that are no names (praise,
 * placeholders), read through the whole understanding step as the flow does.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '../../../src/flows/understand/destinations.js';
import { understand } from '../../../src/flows/understand/index.js';
import { guestTable } from './read.js';

const table = guestTable(['firstName', 'lastName', 'fullName', 'country']);

table('form and agency labels name the traveller', [
  ['Titular de la reserva: Ana Gómez', 'es', 'name', { firstName: 'Ana', lastName: 'Gómez' }],
  ['cliente: Sr. Ochoa, Mauricio', 'es', 'name', { firstName: 'Mauricio', lastName: 'Ochoa' }],
  ['Pasajero: Luis Pérez', 'es', 'name', { firstName: 'Luis', lastName: 'Pérez' }],
  ['Traveller: Ms. Priya NAIR', 'en', 'name', { firstName: 'Priya', lastName: 'Nair' }],
  ['SURNAME: KOWALSKI  FIRST: ANNA', 'en', 'name', { firstName: 'Anna', lastName: 'Kowalski' }],
  ['Family name: Brown, given name: Emily', 'en', 'name', { firstName: 'Emily', lastName: 'Brown' }],
  ['Nombre: Valentina / Apellido: Herrera', 'es', 'name', { firstName: 'Valentina', lastName: 'Herrera' }],
  // Away from the name question a "Client:" label may name someone else than the holder: not read.
  ['Client: Mr. Chen + wife, Medellín', 'en', undefined, {}],
]);

table('the airline form SURNAME/FIRSTNAME', [
  ['Titular de la reserva: DUQUE/SANTIAGO, pasaporte AX123456', 'es', 'name', { firstName: 'Santiago', lastName: 'Duque' }],
  ['GARCIA/MARIA MRS', 'en', 'name', { firstName: 'Maria', lastName: 'Garcia' }],
  // Not read whole (too many given names): the word before the slash is never taken as a first name.
  ['Nombre: DUQUE/SANTIAGO JOSE LUIS ANDRES PEDRO', 'es', 'name', {}],
]);

table('the holder named by the writer, with a role or a title', [
  ['a nombre del gerente, Ing. Andrés Felipe Cárdenas', 'es', 'name', { firstName: 'Andrés Felipe', lastName: 'Cárdenas' }],
  ['a nombre de la directora: Ana Ruiz', 'es', undefined, { firstName: 'Ana', lastName: 'Ruiz' }],
  ['el huésped es el señor Rodrigo Peña; yo soy la asistente', 'es', 'name', { firstName: 'Rodrigo', lastName: 'Peña' }],
  ['the name on the card is DeShawn Williams', 'en', 'name', { firstName: 'DeShawn', lastName: 'Williams' }],
  // The booking said to be the writer's own: a role after the name is the writer's, the name holds.
  ['a mi nombre: Paola Castaño, agente de Viajes Sol', 'es', 'name', { firstName: 'Paola', lastName: 'Castaño' }],
  // In a request, a traveller named by an abbreviated title after "para"/"for"/a role is the holder.
  ['Reservar 1 SGL en Laureles Jardín para el Sr. Tomás ARANGO, in 15/03, out 18/03', 'es', undefined, { firstName: 'Tomás', lastName: 'Arango' }],
  ['Booking for Dr. Hans MÜLLER (DEU): Medellín, 1 SGL, Feb 20-25', 'en', undefined, { firstName: 'Hans', lastName: 'Müller', country: 'DEU' }],
  // Two titled travellers, or a title as a sentence's subject: whose booking it is stays unsaid.
  ['Mr. John SMITH + Ms. Jane DOE, 2 SGL, Hotel Andino Chapinero, in 10 Feb out 13 Feb', 'en', undefined, {}],
  ['Hola, el Dr. Julián Pérez necesita hotel en Medellín del lunes al jueves', 'es', undefined, {}],
]);

table('nicknames and asides around the name', [
  ['Robert Thompson, but everyone calls me Bob', 'en', 'name', { firstName: 'Robert', lastName: 'Thompson' }],
  ['Liam McAllister, my friends call me Mac', 'en', 'name', { firstName: 'Liam', lastName: 'McAllister' }],
  ['Jessica (Jess) Martinez', 'en', 'name', { firstName: 'Jessica', lastName: 'Martinez' }],
  ['Robert "Bob" Smith', 'en', 'name', { firstName: 'Robert', lastName: 'Smith' }],
  ['hernán darío mejía y voy con mi esposa', 'es', 'name', { firstName: 'Hernán Darío', lastName: 'Mejía' }],
  ['Tom Baker, travelling with my wife', 'en', 'name', { firstName: 'Tom', lastName: 'Baker' }],
  ['Mr. Mark TAYLER, correction: TAYLOR', 'en', 'name', { firstName: 'Mark', lastName: 'Taylor' }],
  ['Mark Tayler, corrijo: Taylor', 'es', 'name', { firstName: 'Mark', lastName: 'Taylor' }],
]);

table('a name said again whole, courtesy and nicknames after it, a middle initial', [
  ['soy Sofía, Sofía Fernández', 'es', 'name', { firstName: 'Sofía', lastName: 'Fernández' }],
  ["name's Jack, Jack Thompson", 'en', 'name', { firstName: 'Jack', lastName: 'Thompson' }],
  ['yo soy Freddy, Freddy Mercado, el costeño', 'es', 'name', { firstName: 'Freddy', lastName: 'Mercado' }],
  ["It's O'Connor, Siobhan O'Connor", 'en', 'name', { firstName: 'Siobhan', lastName: "O'Connor" }],
  // A nickname with an article before the name ("la Dani", "el Pipe") is set aside.
  ['soy la Dani, Daniela Quispe', 'es', 'name', { firstName: 'Daniela', lastName: 'Quispe' }],
  ['yo soy el Pipe, Felipe Arango', 'es', 'name', { firstName: 'Felipe', lastName: 'Arango' }],
  ['soy la sra. Gloria Ramírez', 'es', 'name', { firstName: 'Gloria', lastName: 'Ramírez' }],
  // Another name after the comma is no restatement.
  ['soy Sofía, Ana Ruiz', 'es', 'name', { firstName: 'Sofía' }],
  ['Luz Marina Fonseca, para servirle a Dios y a usted', 'es', 'name', { firstName: 'Luz Marina', lastName: 'Fonseca' }],
  ['Guadalupe Hernández, Lupita pa los cuates', 'es', 'name', { firstName: 'Guadalupe', lastName: 'Hernández' }],
  ["It's Robert J. Wilson, Bob for short", 'en', 'name', { firstName: 'Robert', lastName: 'Wilson' }],
  ['my name is John F. Kennedy', 'en', undefined, { firstName: 'John', lastName: 'Kennedy' }],
]);

table('a surname opening with a particle, written first before a comma', [
  ['van der Berg, Pieter', 'en', 'name', { firstName: 'Pieter', lastName: 'van der Berg' }],
  ['de la Cruz, Ana', 'es', 'name', { firstName: 'Ana', lastName: 'de la Cruz' }],
  // Without the comma the order is not said: a particle alone opens no name.
  ['de la Cruz', 'es', 'name', {}],
]);

table('names of other traditions', [
  ['Liam Ó Súilleabháin', 'en', 'name', { firstName: 'Liam', lastName: 'Ó Súilleabháin' }],
  ['Siobhán Ní Bhriain', 'en', 'name', { firstName: 'Siobhán', lastName: 'Ní Bhriain' }],
  ['Lee Ji-eun', 'en', 'name', { firstName: 'Ji-eun', lastName: 'Lee' }],
  ['Wang Xiao-ming', 'en', 'name', { firstName: 'Xiao-ming', lastName: 'Wang' }],
  ['Ana Lee', 'en', 'name', { firstName: 'Ana', lastName: 'Lee' }],
]);

table('praise and placeholders are no names or cities', [
  ['Excelente servicio 👏', 'es', 'name', {}],
  ['TBA/TBA', 'en', 'name', {}],
  ['N/A', 'en', 'lastName', {}],
  ['pendiente por definir', 'es', 'name', {}],
]);

describe('praise and placeholders at the residence question', () => {
  it.each(['sweet', 'awesome', 'TBD'])('%s', (text) => {
    expect(understand(text, { lang: 'en', today: '2026-11-29', expecting: 'residenceCity', catalogue: DEMO_CATALOGUE }).guest?.residenceCity).toBeUndefined();
  });
});
