/**
 * Classes fixed in session 45c, each read through the whole understanding step
 * (`understand`), as the flow does: young people's words said "all grown-up",
 * a total broken down with the speakers counted by a pronoun, a count limited
 * in words, someone joined after "nosotros dos", a grown-up relative's age, an
 * age "already" reached, a young relative's diminutive, a total restated with
 * a verb of being, whose room it is, rooms listed by who sleeps where after
 * other details, the nth weekday of a month, "check out" and a bare day, a
 * range's end restated after a filler, a past period said as a comparison, a
 * well-known place after an opening travel preposition, and names after a
 * holder sentence, a relative or a writing instruction.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '../../../src/flows/understand/destinations.js';
import { understand } from '../../../src/flows/understand/index.js';
import type { Slot, Understanding } from '../../../src/flows/understand/types.js';

const TODAY = '2026-11-29';

function read(text: string, expecting?: Slot, lang: 'es' | 'en' = 'es'): Understanding {
  return understand(text, { lang, today: TODAY, expecting, catalogue: DEMO_CATALOGUE });
}

describe('young people’s words said all grown-up are adults', () => {
  it.each([
    ['8 pelaos de la u, todos mayores de edad', 8],
    ['6 chicos del trabajo, todos adultos', 6],
    ['3 chicas, todas mayores de 18', 3],
    ['8 pelaos, todos mayores', 8],
  ])('%s', (text, adults) => {
    const o = read(text, 'party').occupancy;
    expect(o?.adults).toBe(adults);
    expect(o?.children ?? 0).toBe(0);
  });
  it('without the tag they stay unread (asked)', () => {
    expect(read('8 pelaos', 'party').occupancy).toBeUndefined();
  });
});

describe('a total broken down with the speakers counted by a pronoun', () => {
  it.each([
    ['familia de 4: nosotros 2 y 2 niños', 2, 2],
    ['somos 5: nosotros dos y tres niños de 2, 4 y 6', 2, 3],
  ])('%s', (text, adults, children) => {
    const o = read(text, 'party').occupancy;
    expect(o?.adults).toBe(adults);
    expect(o?.children).toBe(children);
  });
  it('a breakdown that does not add up stays asked', () => {
    expect(read('familia de 5: nosotros 2 y 2 niños', 'party').occupancy?.adults).toBeUndefined();
  });
});

describe('people counted with a pronoun', () => {
  it('a count limited in words', () => {
    expect(read('nosotros dos nomás', 'party').occupancy?.adults).toBe(2);
  });
  it.each([
    ['nosotros dos y mi suegra que tiene 78', 'es'],
    ['nosotros dos y mi mamá', 'es'],
    ['us two and my mom', 'en'],
  ] as const)('someone joined by "y"/"and" after them is one more: %s', (text, lang) => {
    const u = read(text, 'party', lang);
    expect(u.occupancy?.adults).toBe(3);
    expect(u.bareNumber).toBeUndefined();
  });
});

describe('ages of relatives', () => {
  it('a grown-up relative’s age only describes them', () => {
    const u = read('mi esposa y yo y mi papá de 90', 'party');
    expect(u.occupancy?.adults).toBe(3);
    expect(u.leftover).toBe('');
  });
  it('an age already reached ("que ya tiene 19") makes a son an adult', () => {
    expect(read('yo, mi esposa y mi hijo q ya tiene 19', 'party').occupancy?.adults).toBe(3);
  });
  it('a baby "de brazos" with its age in months', () => {
    const o = read('una pareja con un bebé de brazos de 7 meses', 'party').occupancy;
    expect(o?.adults).toBe(2);
    expect(o?.ages).toEqual([0]);
  });
  it('a young relative’s diminutive with a minor’s age is a child', () => {
    const o = read('vamos mi novia y yo y su hermanito de 16', 'party').occupancy;
    expect(o?.adults).toBe(2);
    expect(o?.ages).toEqual([16]);
  });
  it.each([
    ['mi hijo tiene 18, así que somos tres adultos: mi esposo, él y yo', 'es'],
    ['my son is 18, so we are 3 adults', 'en'],
  ] as const)('a total restated with a verb of being is the sum: %s', (text, lang) => {
    expect(read(text, 'party', lang).occupancy?.adults).toBe(3);
  });
});

describe('rooms said by who sleeps in them', () => {
  it('whose room it is adds no one', () => {
    const o = read('somos mi mamá, mi esposo, yo y los tres niños de 15, 12 y 7. Necesitamos que la habitación de la abuela sea accesible', 'party').occupancy;
    expect(o?.adults).toBe(3);
  });
  it('the list after a colon, other details between it and the count of rooms', () => {
    const o = read('Need 2 rooms in Santa Marta, Dec 27 to Jan 3: one for us and the kids (6, 10), another for grandma', undefined, 'en').occupancy;
    expect(o?.rooms).toBe(2);
    expect(o?.adults).toBe(3);
    expect(o?.perRoom).toEqual([
      { adults: 2, ages: [6, 10] },
      { adults: 1, ages: [] },
    ]);
  });
});

describe('date forms', () => {
  it.each([
    ['el primer sábado de enero', 'es', '2027-01-02'],
    ['el segundo viernes de mayo', 'es', '2027-05-14'],
    ['el último viernes de diciembre', 'es', '2026-12-25'],
    ['the last Friday in February', 'en', '2027-02-26'],
    ['first Saturday of March', 'en', '2027-03-06'],
  ] as const)('the nth weekday of a month: %s', (text, lang, checkin) => {
    expect(read(text, 'dates', lang).dates?.checkin).toBe(checkin);
  });
  it('"check out" and a bare day', () => {
    const d = read('check in 23 de mayo check out 25', 'dates').dates;
    expect(d?.checkin).toBe('2027-05-23');
    expect(d?.checkout).toBe('2027-05-25');
  });
  it('a range’s end restated after a filler', () => {
    const d = read('del 8 al 11 de enero, bueno, al 12', 'dates').dates;
    expect(d?.checkin).toBe('2027-01-08');
    expect(d?.checkout).toBe('2027-01-12');
  });
  it('a past period said as a comparison is no date (and no past date)', () => {
    expect(read('lo mismo q el año pasado, 5', 'nights').dates).toBeUndefined();
    expect(read('el año pasado', 'dates').dates?.problem?.kind).toBe('past');
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

describe('names', () => {
  it.each([
    ['el titular es el Sr. Thomas Müller', 'Thomas', 'Müller'],
    ['ponla a nombre de mi hijo Santiago Rios', 'Santiago', 'Rios'],
    ['la reserva va a nombre de mi hija Diana Marcela Suárez, yo soy la mamá', 'Diana Marcela', 'Suárez'],
    ['escribelo asi: GÓMEZ, María José', 'María José', 'Gómez'],
  ])('%s', (text, firstName, lastName) => {
    const u = read(text, 'name');
    expect(u.guest?.firstName).toBe(firstName);
    expect(u.guest?.lastName).toBe(lastName);
    expect(u.occupancy).toBeUndefined();
  });
});
