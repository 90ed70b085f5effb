/** Requests only the hotel's staff can answer, found in Spanish and English (`extractRequests`). */
import { describe, expect, it } from 'vitest';
import { extractRequests } from '../../../src/flows/understand/requests.js';
import { foldKeepLength } from '../../../src/flows/understand/text.js';
import type { GuestRequest } from '../../../src/flows/understand/types.js';

const read = (text: string, lang: 'es' | 'en' = 'es'): GuestRequest[] =>
  extractRequests({ raw: text, folded: foldKeepLength(text), lang, today: '2026-11-29' })?.requests ?? [];

describe('extractRequests', () => {
  it.each([
    ['viajamos con nuestro perro', ['pets']],
    ['¿aceptan mascotas?', ['pets']],
    ['we are bringing our dog', ['pets']],
    ['is the hotel pet-friendly?', ['pets']],
    ['mi mamá va en silla de ruedas', ['accessibility']],
    ['we need a wheelchair accessible room', ['accessibility']],
    ['necesito factura electrónica a nombre de la empresa', ['invoice']],
    ['I need an invoice for my company', ['invoice']],
    ['llegamos tarde, como a la 1 de la mañana', ['lateArrival']],
    ['arriving after midnight', ['lateArrival']],
    ['¿tienen cuna para el bebé? y llegamos de madrugada', ['special', 'lateArrival']],
    ['could we get an extra bed and an airport transfer?', ['special']],
  ] as const)('%j → %j', (text, want) => {
    expect(read(text)).toEqual(want);
  });

  it.each(['sin mascotas', 'no pets', 'no necesito factura', 'Cartagena del 15 al 18, 2 adultos', 'Ryan Walker', 'me llamo Ruth'])('%j → none', (text) => {
    expect(read(text)).toEqual([]);
  });
});

describe('extractRequests: special requests in the plural, rooms together', () => {
  it.each([
    ['do you have cribs?', 'en'],
    ['necesitamos dos cunas', 'es'],
    ['¿pueden poner las habitaciones juntas?', 'es'],
    ['can we have the rooms next to each other?', 'en'],
  ] as const)('%s', (text, lang) => {
    expect(read(text, lang)).toEqual(['special']);
  });
});

describe('extractRequests: a pet by its breed or its emoji', () => {
  it.each([
    ['me, my wife and our Labrador 🐶', 'en'],
    ['viajamos con un schnauzer pequeño', 'es'],
    ['we bring our golden retriever', 'en'],
    ['vamos con el 🐕', 'es'],
  ] as const)('%s → pets', (text, lang) => {
    expect(read(text, lang)).toEqual(['pets']);
  });

  it('a province named after a breed is no pet', () => {
    expect(read('we live in Newfoundland and Labrador', 'en')).toEqual([]);
  });

  it('a guide or service dog is a pet, and its "guía" is no tour guide of the party', async () => {
    const { understand } = await import('../../../src/flows/understand/index.js');
    const { DEMO_CATALOGUE } = await import('../../../src/flows/understand/destinations.js');
    const u = understand('Cartagena del 1 al 3 de febrero, voy con mi perro guía', { lang: 'es', today: '2026-11-30', catalogue: DEMO_CATALOGUE });
    expect(u.requests).toEqual(['pets']);
    expect(u.occupancy).toBeUndefined();
    expect(read('me and my guide dog', 'en')).toEqual(['pets']);
    // A guide of the party alone is still a person.
    expect(understand('voy yo con mi guía', { lang: 'es', today: '2026-11-30', catalogue: DEMO_CATALOGUE }).occupancy).toEqual(
      expect.objectContaining({ adults: 2 }),
    );
  });
});

describe('extractRequests: a late arrival made stronger, or at a clock time with minutes', () => {
  it.each([
    ["we'll arrive very late, around midnight", 'en'],
    ["we'll arrive very late, around 2am, is that ok?", 'en'],
    ['llegamos muy tarde', 'es'],
    ['our flight lands at 11:45 pm, will someone be at reception?', 'en'],
    ['aterrizamos a las 10:30 de la noche', 'es'],
  ] as const)('%s → lateArrival', (text, lang) => {
    expect(read(text, lang)).toEqual(['lateArrival']);
  });

  it.each([
    ['we land at 10:30 am', 'en'],
    ['arriving at 4:15 pm', 'en'],
  ] as const)('%s → no late arrival', (text, lang) => {
    expect(read(text, lang)).toEqual([]);
  });
});

describe('extractRequests: a room wished a certain way, decorations named by their things', () => {
  it.each([
    ['One person, Bogota, 2 nights starting Wednesday, quiet room please', 'en'],
    ['any chance of rose petals?', 'en'],
    ['una habitación tranquila, lejos del ruido', 'es'],
    ['piso alto si se puede', 'es'],
  ] as const)('%s → special', (text, lang) => {
    expect(read(text, lang)).toEqual(['special']);
  });
});
