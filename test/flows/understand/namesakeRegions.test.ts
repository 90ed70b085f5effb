/**
 * A catalogue city's namesake abroad pointed at by its region and country ("la de Murcia, España"): an unknown
 * destination, never the catalogue's city.
 */
import { describe, expect, it } from 'vitest';
import { readDestination } from './read.js';

describe("a namesake's region said before its country", () => {
  it.each([
    ['Cartagena pero la de Murcia, España', 'es'],
    ['Cartagena la de Murcia en España', 'es'],
    ['Cartagena, the one in Murcia, Spain', 'en'],
  ] as const)('%s', (text, lang) => {
    expect(readDestination(text, lang, 'destination')?.kind).toBe('unknown');
  });
  it('the home country confirms the city', () => {
    expect(readDestination('Cartagena, la de Bolívar, Colombia', 'es', 'destination')).toMatchObject({ kind: 'known', city: 'Cartagena' });
  });
  it('"no la de Murcia" keeps the Colombian city', () => {
    expect(readDestination('Cartagena de Indias, no la de Murcia jaja', 'es', 'destination')).toMatchObject({ kind: 'known', city: 'Cartagena' });
  });
});

describe('a place taken back for another', () => {
  it('an article before the second place', () => {
    expect(readDestination('Mirador de las Palmas, no, el Laureles Jardín', 'es', 'destination')).toMatchObject({ kind: 'known', hotel: { id: 8 } });
  });
  it('the right one reported after the taking back', () => {
    expect(readDestination('medellín... no espera, me confirma el cliente que es Bogotá', 'es', 'destination')).toMatchObject({
      kind: 'known',
      city: 'Bogotá',
    });
  });
  it('"o" alone still offers a choice', () => {
    expect(readDestination('Medellín o Bogotá', 'es', 'destination')?.kind).toBe('ambiguous');
  });
});

describe('a place name stretched for emphasis', () => {
  it.each([
    ['cartagenaaaa 🏖️🏖️', 'Cartagena'],
    ['el laureles jardinnn', 'Medellín'],
  ])('%s', (text, city) => {
    expect(readDestination(text, 'es', 'destination')).toMatchObject({ kind: 'known', city });
  });
});
