/**
 * Classes read from the first contact with fresh corpus 157 (dates relative to other dates, formal writers, numeric
 * dates with their order said, date words that are names). Read on 2026-11-29, a Sunday (`ANSWER_DAY`).
 */
import { describe, expect, it } from 'vitest';
import { readAnswer } from './read.js';

describe('a day said relative to another day or to a named time', () => {
  it.each([
    ['the Monday after Easter', 'en', '2027-03-29'],
    ['the Sunday before Easter', 'en', '2027-03-21'],
    ['two days before Easter', 'en', '2027-03-26'],
    ['el lunes después de semana santa', 'es', '2027-03-29'],
    ['el lunes siguiente al 24 de diciembre', 'es', '2026-12-28'],
    ['el viernes siguiente al 20 de enero', 'es', '2027-01-22'],
    ['the Monday following Christmas', 'en', '2026-12-28'],
    ['the friday prior to the 20th', 'en', '2026-12-18'],
    ['tres días antes del puente de San José', 'es', '2027-03-16'],
    ['dos días después del puente de reyes', 'es', '2027-01-13'],
    ['the day after my birthday, which is the 14th', 'en', '2026-12-15'],
    ['el día después de mi cumpleaños, que es el 14', 'es', '2026-12-15'],
  ] as const)('"%s" arrives on %s', (text, lang, checkin) => {
    expect(readAnswer(text, 'dates', lang).dates).toMatchObject({ checkin });
  });
  it('"from the Monday after Easter for one week" is that Monday, 7 nights', () => {
    expect(readAnswer('from the Monday after Easter for one week', 'dates', 'en').dates).toMatchObject({ checkin: '2027-03-29', nights: 7 });
  });
  it('near misses: "el lunes siguiente" alone is the coming Monday; "leaving the day after" counts from the day said', () => {
    expect(readAnswer('el lunes siguiente', 'dates').dates).toMatchObject({ checkin: '2026-11-30' });
    expect(readAnswer('arriving the 15th, leaving the day after', 'dates', 'en').dates).toMatchObject({ checkin: '2026-12-15', checkout: '2026-12-16' });
  });
});

describe('a date said again to be clear is that one day', () => {
  it.each([
    ["12/05 - that's December 5th", 'en', '2026-12-05'],
    ['12/05, December 5th', 'en', '2026-12-05'],
    ['primero de marzo, primero de marzo, sí, el primero de marzo', 'es', '2027-03-01'],
  ] as const)('"%s" is %s, never a stay of no nights', (text, lang, checkin) => {
    const d = readAnswer(text, 'dates', lang).dates;
    expect(d).toMatchObject({ checkin });
    expect(d?.problem).toBeUndefined();
    expect(d?.nights).toBeUndefined();
  });
  it('near misses: "12/05 - 12/08" is a range; "del 5 al 5" is still no stay', () => {
    expect(readAnswer('12/05 - 12/08', 'dates', 'en').dates).toMatchObject({ checkin: '2026-12-05', nights: 3 });
    expect(readAnswer('del 5 al 5', 'dates').dates?.problem).toMatchObject({ kind: 'reversed' });
  });
});

describe('a numeric date with its order said', () => {
  it.each([
    ['arriving 2/7 - sorry, US format', 'en', '2027-02-07'],
    ['3/4 (month first)', 'en', '2027-03-04'],
    ['12/5 - UK date format', 'en', '2027-05-12'],
    ['4/11 (dd/mm)', 'en', '2027-11-04'],
  ] as const)('"%s" is %s', (text, lang, checkin) => {
    expect(readAnswer(text, 'dates', lang).dates).toMatchObject({ checkin });
  });
  it('near miss: "arriving 2/7" with no order said is asked (7 February or 2 July)', () => {
    expect(readAnswer('arriving 2/7', 'dates', 'en').dates?.ambiguity).toMatchObject({ kind: 'choices' });
  });
});

describe("a word of a date that is someone's name", () => {
  it.each([
    ['Abril Domínguez', 'es', 'Abril'],
    ['Me llamo Domingo Reyes', 'es', 'Domingo'],
    ['a nombre de mi esposo, Julio Martínez', 'es', 'Julio'],
    ['Sunday Okafor', 'en', 'Sunday'],
    ['My name is April May', 'en', 'April'],
    ['Ángel Navidad', 'es', 'Ángel'],
  ] as const)('"%s" at the name question is a name (%s), no date', (text, lang, firstName) => {
    const u = readAnswer(text, 'name', lang);
    expect(u.dates).toBeUndefined();
    expect(u.guest).toMatchObject({ firstName });
  });
  it('"somos yo y Domingo, mi esposo" is two grown-ups and no Sunday', () => {
    const u = readAnswer('somos yo y Domingo, mi esposo', 'party');
    expect(u.dates).toBeUndefined();
    expect(u.occupancy).toMatchObject({ adults: 2 });
  });
  it.each([
    ['me and April', 'en'],
    ['Cartagena for me and Domingo', 'en'],
    ['para Abril y para mí', 'es'],
  ] as const)('"%s": the name joined to the speaker is no date', (text, lang) => {
    expect(readAnswer(text, 'party', lang).dates).toBeUndefined();
  });
  it.each([
    ['Medellín from Friday to Monday, my husband and me plus our baby (7 months)', 'en'],
    ['llego el Thursday y me voy el Monday', 'es'],
    ["tomorrow... wait no, Thursday, my husband can't leave work before", 'en'],
    ['Hola, Cartagena en Navidad, mi marido, yo y las niñas de 6 y 9', 'es'],
  ] as const)('near miss: "%s" keeps its days', (text, lang) => {
    expect(readAnswer(text, undefined, lang).dates).toBeDefined();
  });
});

describe('the party counted first, then the rooms split in words that count nobody', () => {
  it('"dos adultos y dos niños, una habitación para nosotros y otra para los niños" is that party in two rooms, the children in one', () => {
    const o = readAnswer('dos adultos y dos niños, una habitación para nosotros y otra para los niños', 'party').occupancy;
    expect(o).toMatchObject({ adults: 2, children: 2, rooms: 2, childRoom: true });
  });
  it('"Somos 6 amigas y 4 amigos, una habitación para las mujeres y otra para los hombres" is ten grown-ups in two rooms', () => {
    expect(readAnswer('Somos 6 amigas y 4 amigos, una habitación para las mujeres y otra para los hombres', 'party').occupancy).toMatchObject({
      adults: 10,
      rooms: 2,
    });
  });
  it('"one room for us and another one for the kids" says the rooms only: the party is still to be asked', () => {
    const o = readAnswer('one room for us and another one for the kids', 'party', 'en').occupancy;
    expect(o).toMatchObject({ rooms: 2 });
    expect(o?.adults).toBeUndefined();
  });
  it('near miss: each room with its own count keeps its layout', () => {
    const o = readAnswer('una habitación para 2 adultos y otra para 2 adultos y un niño de 3', 'party').occupancy;
    expect(o?.perRoom).toEqual([
      { adults: 2, ages: [] },
      { adults: 2, ages: [3] },
    ]);
  });
});

describe('more of fresh157: offsets on both sides of a day, the one night of a day, places with their kind', () => {
  it('"from two days before Christmas to two days after" counts both from Christmas: the 23rd to the 27th', () => {
    expect(readAnswer('Cartagena from two days before Christmas to two days after', undefined, 'en').dates).toMatchObject({
      checkin: '2026-12-23',
      checkout: '2026-12-27',
    });
  });
  it('near miss: "… three days after that" counts from the day said before it', () => {
    expect(readAnswer('two days from today, checking out three days after that', 'dates', 'en').dates).toMatchObject({
      checkin: '2026-12-01',
      checkout: '2026-12-04',
    });
  });
  it.each([
    ["just the night of New Year's Eve", 'en', '2026-12-31'],
    ['just the night of the 31st', 'en', '2026-12-31'],
  ] as const)('"%s" is that night only', (text, lang, checkin) => {
    expect(readAnswer(text, 'dates', lang).dates).toMatchObject({ checkin, nights: 1 });
  });
  it('near miss: "the night of the 31st" alone may be the hour of arrival: no length', () => {
    expect(readAnswer('the night of the 31st', 'dates', 'en').dates?.nights).toBeUndefined();
  });
  it('"San Andres island Jan 5-10, 2 adults" names a place not sold, its dates kept', () => {
    const u = readAnswer('San Andres island Jan 5-10, 2 adults', undefined, 'en');
    expect(u.destination).toMatchObject({ kind: 'unknown' });
    expect(u.dates).toMatchObject({ checkin: '2027-01-05', nights: 5 });
  });
  it('"hasta el otro día" is the next day, no change of dates', () => {
    const u = readAnswer('hasta el otro dia no mas', 'nights', 'es', '2026-12-15');
    expect(u.intents.some((i) => i.kind === 'change')).toBe(false);
  });
});

describe('someone named by their given name beside the speaker', () => {
  it.each([
    ['me and April', 'en'],
    ['yo y Carla', 'es'],
    ['para Abril y para mí', 'es'],
    ['Cartagena for me and Domingo, Jan 10-12', 'en'],
  ] as const)('"%s" is two grown-ups', (text, lang) => {
    expect(readAnswer(text, 'party', lang).occupancy).toMatchObject({ adults: 2 });
  });
  it.each([
    ['mis dos tías, my cousin Jenny y yo', 'es', 4],
    ['somos yo y Domingo, mi esposo', 'es', 2],
    ['Juan, Pipe, la Mona, Caro y yo. 5 en total', 'es', 5],
    ['my partner and me and our dog Max', 'en', 2],
  ] as const)('near miss: "%s" (%s) counts a name once, or not at all: %s grown-ups', (text, lang, adults) => {
    expect(readAnswer(text, 'party', lang).occupancy).toMatchObject({ adults });
  });
  it('near miss: "I am from Germany and I look for a hotel" names nobody who travels', () => {
    expect(readAnswer('Hello, I am from Germany and I look for hotel in Medellín', undefined, 'en').occupancy).toBeUndefined();
  });
});

describe('formal writers: "mi persona", rooms counted then listed', () => {
  it.each([
    ['para mi persona y mi señora', 2],
    ['Seremos mi persona y mi esposa', 2],
  ] as const)('"%s" is the speaker and one more: %i grown-ups', (text, adults) => {
    expect(readAnswer(text, 'party').occupancy).toMatchObject({ adults });
  });
  it('near miss: "mi persona de confianza viaja sola" is someone else, not the speaker too', () => {
    expect(readAnswer('mi persona de confianza viaja sola', 'party').occupancy).toMatchObject({ adults: 1 });
  });
  it('"somos 5 adultos, 2 habitaciones: una triple y una doble" is two rooms, listed by kind', () => {
    expect(readAnswer('somos 5 adultos, 2 habitaciones: una triple y una doble', 'party').occupancy).toMatchObject({ adults: 5, rooms: 2 });
  });
  it('near miss: a list that does not add up to the count is not taken ("2 habitaciones: una doble y dos sencillas")', () => {
    expect(readAnswer('somos 4 adultos, 2 habitaciones: una doble y dos sencillas', 'party').occupancy?.rooms).not.toBe(2);
  });
});

describe('grown-ups counted, then their rooms and how many in each', () => {
  it.each([
    ['6 adults, we need 3 rooms with two people in each', 'en'],
    ['6 adults, 3 rooms, two people in each', 'en'],
  ] as const)('"%s" is six grown-ups, two to a room', (text, lang) => {
    expect(readAnswer(text, 'party', lang).occupancy).toMatchObject({ adults: 6, rooms: 3 });
  });
  it('near miss: a count that is not the rooms times the people in each ("5 adults, 3 rooms, two people in each") is not taken', () => {
    expect(readAnswer('5 adults, 3 rooms, two people in each', 'party', 'en').occupancy?.adults).toBeUndefined();
  });
});
