/**
 * Class: people described by role and counted: the relatives of a couple ("los novios y los papás de ambos", "bride &
 * groom + both sets of parents"), couples and singles, and a party listed without commas as spoken ("yo mi esposa la
 * suegra y…"). Someone more listed after a couple in words nobody read leaves the grown-ups to be asked.
 */
import { describe, expect, it } from 'vitest';
import { readParty as read } from './read.js';

describe("a couple's relatives", () => {
  it.each([
    ['los novios y los papás de ambos, 3 habitaciones', { adults: 6, rooms: 3 }],
    ['bride & groom + both sets of parents, 3 rooms', { adults: 6, rooms: 3 }],
    ['novios + padrinos (2 parejas) + abuela', { adults: 7 }],
    ['2 hab: una para los novios y otra para los papás de la novia', { adults: 4, rooms: 2 }],
  ])('%s', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });
  it('takes no grown-ups when someone more is listed unread', () => {
    expect(read('for a bride and groom plus the wedding planner', 'en')?.adults).toBeUndefined();
  });
});

describe('couples and singles', () => {
  it.each([
    ['2 couples + 1 single, 3 rooms', { adults: 5, rooms: 3 }],
    ['3 rooms, 2 couples and a single traveler', { adults: 5, rooms: 3 }],
  ])('%s', (text, expected) => {
    expect(read(text, 'en')).toEqual(expected);
  });
});

describe('a party listed without commas', () => {
  it.each([
    ['yo mi señora mi suegra y los dos pelados de 7 y 10', { adults: 3, children: 2, ages: [7, 10] }],
    ['la familia completa la abuela mis papás yo mi esposa y los niños de 3 y 6 años', { adults: 5, children: 2, ages: [3, 6] }],
    ['somos mi esposo yo la niña de 9 y el bebé que tiene 11 meses', { adults: 2, children: 2, ages: [9, 0] }],
  ])('%s', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });
});

describe('grandparents with their grandchildren', () => {
  it.each([
    ['vamos los abuelos con los cuatro nietos el mayor tiene 12 el de la mitad 9 y las gemelas 4', { adults: 2, children: 4, ages: [12, 9, 4, 4] }],
    ['la abuela el abuelo y los tres nietos de 14 11 y 9', { adults: 2, children: 3, ages: [14, 11, 9] }],
    ['soy la abuela vamos a Cartagena con mi esposo y 3 nietos de 8 6 y 4 años', { adults: 2, children: 3, ages: [8, 6, 4] }],
  ])('%s', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });
});

describe('people named by who they are', () => {
  it.each([
    ['un ejecutivo', { adults: 1 }],
    ['los 3 socios con sus esposas', { adults: 6 }],
    ['una pareja, la mamá de ella y un niño de 4 años', { adults: 3, children: 1, ages: [4] }],
    ['yo (la asistente) no viajo; van el gerente y su esposa', { adults: 2 }],
    ['mi mujer y yo y el muchacho que tiene 17', { adults: 2, children: 1, ages: [17] }],
    ['pa 2 personas mayores y un muchacho de 17', { adults: 2, children: 1, ages: [17] }],
    ['despedida de soltera, 8 chicas', { adults: 8 }],
  ])('%s', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });
  it('reads girls counted for a hen party as adults', () => {
    expect(read('hen party! 10 girls, 5 rooms', 'en')).toEqual({ adults: 10, rooms: 5 });
  });
  it('reads girls counted alone at the party question as grown-ups: nobody under 18 books a stay alone', () => {
    expect(read('10 girls', 'en')).toEqual({ adults: 10 });
  });
  it('does not read "my 10 girls" as grown-ups (near miss: the speaker\'s own children)', () => {
    expect(read('my 10 girls', 'en')?.adults).toBeUndefined();
  });
});

describe('one person or a young one named by who they are', () => {
  it.each([
    ['Ejecutiva viaja sola a BOG el martes', { adults: 1 }],
    ['el gerente va solo', { adults: 1 }],
    ['pa mí y mi novia', { adults: 2 }],
  ])('%s', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });
  it('reads "my teenage son" as a child whose age is asked', () => {
    expect(read('me and my teenage son', 'en')).toEqual({ adults: 1, children: 1 });
  });
});

describe('couples each with their children', () => {
  it.each([
    ['dos parejas y cada una con un niño uno de 5 y otro de 7', { adults: 4, children: 2, ages: [5, 7] }],
    ['2 parejas, cada una con 2 niños', { adults: 4, children: 4 }],
  ])('%s', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });
  it('asks how many when the ages do not fit the children of every couple', () => {
    expect(read('2 parejas, cada una con 2 niños de 5 y 7')?.children).toBeUndefined();
  });
});

describe('someone else and their partner, or the speaker as a clause', () => {
  it('reads "He and his wife" as two adults', () => {
    expect(read('EA to the CEO. He and his wife need a suite', 'en')).toMatchObject({ adults: 2 });
  });
  it('reads "Me." said alone as one adult', () => {
    expect(read('Bogotá. 4 nights. Starting on the 12th. Me.', 'en')).toEqual({ adults: 1 });
  });
});
