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
