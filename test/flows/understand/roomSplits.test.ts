/**
 * Class: rooms and parties described in words — rooms said one by one with who each is for add up ("una doble para el
 * gerente y su esposa y una sencilla para la asistente"), "each"/"per room" multiplies only what it is said of ("3
 * rooms: 2 adults each, one with a baby"), and a count per room that matches the group's count confirms it ("group of
 * 10 engineers, 5 rooms, two per room"). Real readings of `understand`.
 */
import { describe, expect, it } from 'vitest';
import { understand } from '../../../src/flows/understand/index.js';
import { DEMO_CATALOGUE } from '../../../src/flows/understand/destinations.js';

const SUN = '2026-11-29';
const occ = (text: string, lang: 'es' | 'en' = 'es') => {
  const o = understand(text, { lang, today: SUN, catalogue: DEMO_CATALOGUE, expecting: 'party' }).occupancy;
  if (!o) return undefined;
  const { spans: _spans, perRoom: _perRoom, ...rest } = o;
  return rest;
};

describe('rooms said one by one, each for someone, are each one more room', () => {
  it.each([
    ['una habitación doble para el gerente y su esposa y una sencilla para la asistente', { adults: 3, rooms: 2 }],
    ['habitación doble para el gerente y su esposa y una sencilla para la asistente', { adults: 3, rooms: 2 }],
    ['Bogotá, una sencilla para la asistente y una doble para los dos socios', { adults: 3, rooms: 2 }],
    ['una doble para mis papás y una sencilla para mí', { adults: 3, rooms: 2 }],
  ])('%s', (text, expected) => {
    expect(occ(text)).toEqual(expected);
  });

  it('one room for two people is still one room', () => {
    expect(occ('una habitación para mi esposa y para mí')).toEqual({ adults: 2, rooms: 1 });
  });
});

describe('a count of rooms given as alternatives is no value', () => {
  it.each([
    ['5 amigas, 2 o 3 habitaciones', 'es', { adults: 5 }],
    ['4 friends, 2 or 3 rooms', 'en', { adults: 4 }],
  ] as const)('%s', (text, lang, expected) => {
    expect(occ(text, lang)).toEqual(expected);
  });
});

describe('"each" multiplies only what it is said of', () => {
  it('a room told apart after "each" adds its people once', () => {
    expect(occ('3 rooms: 2 adults each, one with a baby', 'en')).toEqual({ adults: 6, children: 1, rooms: 3 });
    expect(occ('2 rooms, 2 adults each, one with a kid of 5', 'en')).toEqual({ adults: 4, children: 1, ages: [5], rooms: 2 });
    // with dates read before it, "with" infers no grown-up
    expect(occ('Jan 10 to Jan 14, 3 rooms: 2 adults each, one with a baby', 'en')).toEqual({ adults: 6, children: 1, rooms: 3 });
  });

  it('a count per room confirms the group only when it makes the group', () => {
    expect(occ('group of 10 engineers, 5 rooms, two per room', 'en')).toEqual({ adults: 10, rooms: 5 });
    expect(occ('somos 8, 4 habitaciones, dos por habitación')).toEqual({ adults: 8, rooms: 4 });
    expect(occ('group of 10 engineers, 5 rooms, three per room', 'en')?.adults).toBeUndefined();
  });
});
