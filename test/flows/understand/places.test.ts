/** Destinations: a sold city's name inside another place's name, and a city named as the trip's next leg, are not the destination. */
import { describe, expect, it } from 'vitest';
import type { DestinationFound } from '../../../src/flows/understand/types.js';
import { readDestination as dest, readAnswer as read } from './read.js';

/** The destination read in a whole message (every extractor runs first, as in the flow). */
/** What was found, short: "Cartagena", "?Bogotá|Medellín", "!Cartagena del Chairá", or "-" for nothing. */
function short(r: DestinationFound | undefined): string {
  if (!r) return '-';
  if (r.kind === 'known') return r.city;
  if (r.kind === 'ambiguous') return `?${r.options.map((o) => o.city).join('|')}`;
  return `!${r.text}`;
}

describe('a sold city followed by a qualifier that makes it another place', () => {
  it.each([
    ['Cartagena del Chairá', 'es', '!Cartagena del Chairá'],
    ['quiero ir a cartagena del chaira', 'es', '!cartagena del chaira'],
    ['hotel en Medellín del Ariari', 'es', '!Medellín del Ariari'],
    ['Cartagena de España', 'es', '!Cartagena de España'],
    ['Cartagena en España', 'es', '!Cartagena en España'],
    ['Cartagena (España)', 'es', '!Cartagena (España)'],
    ['Cartagena in Spain, the one in Murcia', 'en', '!Cartagena in Spain'],
    ['Cartagena (Spain)', 'en', '!Cartagena (Spain)'],
    ['a trip to Santa Marta de Tormes', 'en', '!Santa Marta de Tormes'],
  ] as const)('%s (%s) → %s', (text, lang, want) => {
    expect(short(dest(text, lang, 'destination'))).toBe(want);
  });

  it.each([
    ['Cartagena de Indias', 'es', 'Cartagena'],
    ['Santa Marta, Colombia', 'en', 'Santa Marta'],
    ['Santa Marta en Colombia', 'es', 'Santa Marta'],
    ['Cartagena in Colombia please', 'en', 'Cartagena'],
    ['cartagena del 10 al 12 de marzo', 'es', 'Cartagena'],
    ['Medellín del 3 al 5 de febrero, 2 adultos', 'es', 'Medellín'],
  ] as const)('%s (%s) stays %s', (text, lang, want) => {
    expect(short(dest(text, lang))).toBe(want);
  });
});

describe('a city named as where the guest goes after the stay', () => {
  it.each([
    ['nine nights, then we go on to Medellín', 'en'],
    ['three nights and then we fly to Bogota', 'en'],
    ['nueve noches, luego nos vamos pa Medellín', 'es'],
    ['tres noches y después seguimos a Santa Marta', 'es'],
    ['cuatro noches y de ahí pa Bogotá', 'es'],
  ] as const)('%s (%s): not the destination', (text, lang) => {
    expect(short(dest(text, lang, 'nights'))).toBe('-');
  });

  it.each([
    ['hola, voy pa bogota el 15 de enero y de ahi pa medellin el 18', 'es', '?Bogotá|Medellín'],
    ['Cartagena first, then Medellín', 'en', '?Cartagena|Medellín'],
    ['I go to Bogota on the 15th and then on to Medellin', 'en', '?Bogotá|Medellín'],
  ] as const)('two sold cities for one trip, %s (%s): asked back', (text, lang, want) => {
    expect(short(dest(text, lang))).toBe(want);
  });

  it.each([
    ['después de Navidad vamos a Medellín', 'es', 'Medellín'],
    ['luego de pensarlo, Cartagena', 'es', 'Cartagena'],
    ['then Medellín', 'en', 'Medellín'],
  ] as const)('%s (%s) stays the destination', (text, lang, want) => {
    expect(short(dest(text, lang, 'destination'))).toBe(want);
  });
});

describe('a well-known place after an opening travel preposition', () => {
  it.each(['pa cali del 3 al 5 de abril 2 adultos', 'para Miami del 3 al 5 de abril'])('%s', (text) => {
    const u = read(text);
    expect(u.destination?.kind).toBe('unknown');
    expect(u.dates?.checkin).toBe('2027-04-03');
  });
  it('a sold city still wins', () => {
    expect(read('pa cartagena del 3 al 5 de abril').destination?.kind).toBe('known');
  });
});
