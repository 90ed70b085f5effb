/**
 * Class: travel agents' trade shorthand for the party and its rooms: ADT/CHD/INF with a count before or after them,
 * the child's age right after its code ("1 CHD 7", "1 INF 5 meses", "9 y/o"), "x3" for a count, room codes with a
 * count or "x2", "single use", room kinds chained with "+", and rooms each listed with its party in brackets.
 */
import { describe, expect, it } from 'vitest';
import { readParty as read } from './read.js';

describe('ages right after a child code', () => {
  it.each([
    ['2 ADT + 1 CHD 7 + 1 INF 5 meses', { adults: 2, children: 2, ages: [7, 0] }],
    ['1 ADT, 1 CHD 9 y/o', { adults: 1, children: 1, ages: [9] }],
    ['1 ADT + 1 CHD 17', { adults: 1, children: 1, ages: [17] }],
    ['2 ADT y 2 CHD 5 y 7', { adults: 2, children: 2, ages: [5, 7] }],
    ['2 ADT + 2 CHD (twins, both 5)', { adults: 2, children: 2, ages: [5, 5] }],
  ])('%s', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });
});

describe('a count after the code', () => {
  it('reads "x3" as the count', () => {
    expect(read('ADT x3, CHD x1', 'en')).toEqual({ adults: 3, children: 1 });
  });
  it('reads a form line of codes with the child age in brackets and the rooms', () => {
    expect(read('ADT 3 / CHD 1 (11a) / hab 2')).toEqual({ adults: 3, children: 1, ages: [11], rooms: 2 });
  });
});

describe('room codes', () => {
  it('reads "DBL x2" as two double rooms', () => {
    expect(read('DBL x2, 4 pax')).toMatchObject({ adults: 4, rooms: 2 });
  });
  it('reads "single use" as one adult in the room', () => {
    expect(read('1 DBL single use', 'en')).toEqual({ adults: 1, rooms: 1, perRoom: [{ adults: 1, ages: [] }] });
  });
  it('reads room kinds in words chained by "+"', () => {
    expect(read('3 quad + 2 triple', 'en')).toMatchObject({ adults: 18, rooms: 5 });
  });
  it('lets a triple hold a child counted beside the adults', () => {
    expect(read('Pls quote 1 TPL for 2 ADT + 1 CHD 14 yrs', 'en')).toEqual({ adults: 2, children: 1, ages: [14], rooms: 1 });
  });
  it('adds up rooms each listed with its party in brackets', () => {
    expect(read('1 DBL (2 ADT) + 1 TPL (1 ADT + 2 CHD 8 y 11)')).toEqual({ adults: 3, children: 2, ages: [8, 11], rooms: 2 });
  });
  it('does not take "2 couples + 1 single" for a room', () => {
    expect(read('2 couples + 1 single', 'en')).toEqual({ adults: 5 });
  });
});

describe('adults+children with the kids in brackets', () => {
  it('reads "2+2 (kids 4 & 6)"', () => {
    expect(read('2+2 (kids 4 & 6)', 'en')).toEqual({ adults: 2, children: 2, ages: [4, 6] });
  });
});

describe("a party per room with every child's age listed once", () => {
  it('shares the ages out room by room', () => {
    expect(read('2 TPL para 2 familias, c/u 2 adultos + 1 niño (7 y 11 años)')).toEqual({
      adults: 4,
      children: 2,
      ages: [7, 11],
      rooms: 2,
      perRoom: [
        { adults: 2, ages: [7] },
        { adults: 2, ages: [11] },
      ],
    });
  });
  it('still refuses one child with two ages', () => {
    expect(read('un niño de 5 y 8')).toBeUndefined();
  });
});

describe('rooms counted with the code after the noun, and "men" for "menor"', () => {
  it('reads "5 hab SGL" as five single rooms', () => {
    expect(read('Congreso — MDE — 5 hab SGL')).toMatchObject({ adults: 5, rooms: 5 });
  });
  it('reads "1 men de 16" as a minor of 16', () => {
    expect(read('2 hab 3 ad 1 men de 16')).toEqual({ adults: 3, children: 1, ages: [16], rooms: 2 });
  });
  it('never reads English "men" as minors', () => {
    expect(read('3 men and 2 women', 'en')?.children).toBeUndefined();
  });
});
