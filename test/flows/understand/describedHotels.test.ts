/**
 * Hotels named by description: the distinctive words of a hotel's name in another order, with little words between,
 * or translated word by word; nicknames of a city; a city corrected in the same answer; an unsold place after a
 * preposition that only says where to.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '../../../src/flows/understand/destinations.js';
import { understand } from '../../../src/flows/understand/index.js';
import type { DestinationFound } from '../../../src/flows/understand/types.js';
import { readDestination as dest } from './read.js';

/** "Bogotá#5" for a hotel, "Bogotá" for a city, "!tolú" for an unsold place, "?A|B" for a choice, "-" for nothing. */
function short(r: DestinationFound | undefined): string {
  if (!r) return '-';
  if (r.kind === 'known') return r.hotel ? `${r.city}#${r.hotel.id}` : r.city;
  if (r.kind === 'ambiguous') return `?${r.options.map((o) => o.city).join('|')}`;
  return `!${r.text}`;
}

describe('a hotel named by its words in another order', () => {
  it.each([
    ['el hotel colonial de La Candelaria en Bogotá', 'es', 'Bogotá#5'],
    ['en la candelaria el colonial ese que sale en instagram', 'es', 'Bogotá#5'],
    ['the Andino in Chapinero', 'en', 'Bogotá#4'],
    ['SMR – the Taganga bay hotel', 'en', 'Santa Marta#11'],
    ['the Poblado green hotel', 'en', 'Medellín#7'],
    ['el jardín de laureles', 'es', 'Medellín#8'],
  ] as const)('%s → %s', (text, lang, want) => {
    expect(short(dest(text, lang, 'destination'))).toBe(want);
  });

  it('one word of the name that is also an area is the city', () => {
    expect(short(dest('en Chapinero', 'es', 'destination'))).toBe('Bogotá');
  });

  it.each([
    // the words in separate clauses, or with other words between, are not one name
    ['Laureles, con jardín si se puede', 'es', 'Medellín#8'],
    ['El Rodadero, sol y playa', 'es', 'Santa Marta#10'],
  ] as const)('%s is not %s', (text, lang, not) => {
    expect(short(dest(text, lang, 'destination'))).not.toBe(not);
  });
});

describe('nicknames of a city', () => {
  it.each([
    ['the walled city 🏰', 'en', 'Cartagena'],
    ['a la ciudad amurallada', 'es', 'Cartagena'],
    ['Medallo', 'en', 'Medellín'],
  ] as const)('%s → %s', (text, lang, want) => {
    expect(short(dest(text, lang, 'destination'))).toBe(want);
  });
});

describe('a city corrected in the same answer', () => {
  it.each([
    ['Medellín... no wait, Bogotá', 'en', 'Bogotá'],
    ['Cartagena, oops, Santa Marta', 'en', 'Santa Marta'],
    ['Medellín espera, Bogotá', 'es', 'Bogotá'],
    ['Cali no wait Bogota', 'en', 'Bogotá'],
  ] as const)('%s → %s', (text, lang, want) => {
    expect(short(dest(text, lang, 'destination'))).toBe(want);
  });
});

describe('an unsold place after a preposition that only says where to', () => {
  it('pa tolú del 2 al 6 de enero: the place refused, the dates kept', () => {
    const u = understand('pa tolú del 2 al 6 de enero', { lang: 'es', today: '2026-11-29', catalogue: DEMO_CATALOGUE });
    expect(u.destination?.kind).toBe('unknown');
    expect(u.dates).toMatchObject({ checkin: '2027-01-02', checkout: '2027-01-06' });
  });

  it('"para" may be "for" someone: not enough for a name that is also a surname', () => {
    expect(dest('para pereira del 2 al 6 de enero', 'es')?.kind).not.toBe('unknown');
  });
});

describe('more described hotels and places', () => {
  it.each([
    ['en la Candelaria, el colonial', 'es', 'Bogotá#5'],
    ['Bocagrande, en el Azul ese', 'es', 'Cartagena#3'],
    ['the Andino one in Chapinero', 'en', 'Bogotá#4'],
    ['Mirador d las palmas', 'es', 'Medellín#9'],
    ['vamos pa la perla de america 🌊', 'es', 'Santa Marta'],
    ['Santa Marta... no wait, sorry, Cartagena', 'en', 'Cartagena'],
  ] as const)('%s → %s', (text, lang, want) => {
    expect(short(dest(text, lang, 'destination'))).toBe(want);
  });

  it('"o" between two places is a choice, not a correction', () => {
    expect(short(dest('Cartagena o Santa Marta', 'es', 'destination'))).toBe('?Cartagena|Santa Marta');
  });
});

describe('a place said twice at the end, after another, is the decision', () => {
  it.each([
    ['pues yo quería Santa Marta pero mi esposa dice que Medellín, y como ella es la que paga… Medellín 🤷‍♂️', 'es', 'Medellín'],
    ['Cartagena — oh wait, the offsite moved. Santa Marta. Yes, Santa Marta, final answer', 'en', 'Santa Marta'],
    ['Hotel Murallas del Caribe in Cartagena, yes, Cartagena', 'en', 'Cartagena#1'],
  ] as const)('%s → %s', (text, lang, want) => {
    expect(short(dest(text, lang, 'destination'))).toBe(want);
  });

  it('two places said once each are still asked', () => {
    expect(short(dest('Santa Marta o Medellín, no sé', 'es', 'destination'))).toBe('?Santa Marta|Medellín');
  });
});

describe("a hotel's own word beside a generic word of its own name", () => {
  it.each([
    ['Cartagena, en el Getsemaní ese boutique', 'es', 'Cartagena#2'],
    ['Bogota — the Usaquen suites please', 'en', 'Bogotá#6'],
    ['Taganga hotel', 'en', 'Santa Marta#11'],
    ['hotel Taganga', 'es', 'Santa Marta#11'],
  ] as const)('%s → %s', (text, lang, want) => {
    expect(short(dest(text, lang, 'destination'))).toBe(want);
  });
  it.each([
    ['un hotel en Taganga', 'Santa Marta'],
    ['un hotel en Getsemaní', 'Cartagena'],
    ['hotel cerca de Usaquén', 'Bogotá'],
  ])('after a preposition, or beside a generic word the name lacks, it is the place: %s', (text, want) => {
    expect(short(dest(text, 'es', 'destination'))).toBe(want);
  });
});
