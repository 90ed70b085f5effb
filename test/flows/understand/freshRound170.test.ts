/**
 * Classes read from the first contact with fresh corpora 170 (formal letters and forms) and 171 (Spanish of other
 * countries, young travellers' chat), and one left from round 169: a city's neighbourhoods name the city; one grown-up
 * counted with the digit 1 before counted groups; chat's "w" is "with" and a lone "x2" is a count; a number right
 * before a word for people is their count, after a weekday too; a number after the word "age" is no day; declining
 * with a goodbye at a question of the booking gives it up; the name said after a nickname with "pero es"; the numero
 * sign; a room to decorate said as "la hab". Read on 2026-11-30, a Monday, as the corpora are.
 */
import { describe, expect, it } from 'vitest';
import { readAsCorpus as read, stayOf as stay } from './read.js';

describe("a neighbourhood of a city is the city (the hotel named after it is one of the city's)", () => {
  it.each([
    ['laureles', 'es', 'Medellín'],
    ['en la candelaria xfa', 'es', 'Bogotá'],
    ['nos dijeron q laureles es lindo, ahí', 'es', 'Medellín'],
    ['thinking la candelaria', 'en', 'Bogotá'],
    ['somewhere in Laureles, a friend from Amsterdam said it is nice', 'en', 'Medellín'],
    ['something near Parque Lleras', 'en', 'Medellín'],
    ['Castillogrande, frente al mar', 'es', 'Cartagena'],
  ] as const)('"%s"', (text, lang, city) => {
    const d = read(text, 'destination', lang).destination;
    expect(d).toMatchObject({ kind: 'known', city });
    expect(d && 'hotel' in d ? d.hotel : undefined).toBeUndefined();
  });
  it('"Laureles 2pax 5n desde el 12 de septiembre" is the whole request', () => {
    const u = read('Laureles 2pax 5n desde el 12 de septiembre', undefined, 'es');
    expect(u.destination).toMatchObject({ kind: 'known', city: 'Medellín' });
    expect(stay(u)).toEqual({ checkin: '2027-09-12', checkout: '2027-09-17', nights: 5 });
    expect(u.occupancy?.adults).toBe(2);
  });
  it('near miss: the hotel named by its name is the hotel', () => {
    expect(read('Hotel Laureles', 'destination', 'es').destination).toMatchObject({ kind: 'known', city: 'Medellín', hotel: { id: 8 } });
    expect(read('el Candelaria Colonial', 'destination', 'es').destination).toMatchObject({ kind: 'known', city: 'Bogotá', hotel: { id: 5 } });
  });
  it('near miss: "candelaria" without its article may be the hotel or the city: asked', () => {
    expect(read('candelaria', 'destination', 'es').destination?.kind).toBe('ambiguous');
  });
});

describe('chat shorthand: "w" is "with" in an English chat, a lone "x2" is a count', () => {
  it.each([
    ['bogota, feb 14 to 16, valentines getaway w my gf', 2],
    ['hey! backpacking w my gf, need smth cheap in santa marta this weekend', 2],
    ['trip w my wife, cartagena 3 nights', 2],
  ] as const)('"%s"', (text, adults) => {
    expect(read(text, undefined, 'en').occupancy?.adults).toBe(adults);
  });
  it('"bogota, feb 14 to 16, valentines getaway w my gf" keeps its dates', () => {
    expect(stay(read('bogota, feb 14 to 16, valentines getaway w my gf', undefined, 'en'))).toEqual({
      checkin: '2027-02-14',
      checkout: '2027-02-16',
      nights: 2,
    });
  });
  it.each(['x2', 'somos x2'])('"%s" at the party question is 2', (text) => {
    expect(read(text, 'party', 'es').bareNumber).toBe(2);
  });
  it('near miss: "x4" at the nights question is still the nights, "DBL x2" still two rooms', () => {
    expect(read('x4', 'nights', 'es').dates?.nights ?? read('x4', 'nights', 'es').bareNumber).toBe(4);
    expect(read('DBL x2, 4 pax', undefined, 'es').occupancy).toMatchObject({ adults: 4, rooms: 2 });
  });
});

describe('a number right before a word for people counts them, after a weekday too; after "age" it is an age', () => {
  it('"medellin viernes a lunes 3 parejas 3 habitaciones"', () => {
    const u = read('medellin viernes a lunes 3 parejas 3 habitaciones', undefined, 'es');
    expect(stay(u)).toEqual({ checkin: '2026-12-04', checkout: '2026-12-07', nights: 3 });
    expect(u.occupancy).toMatchObject({ adults: 6, rooms: 3 });
  });
  it('"cartagena 2 adults 1 child age 5 june 20 to 27"', () => {
    const u = read('cartagena 2 adults 1 child age 5 june 20 to 27', undefined, 'en');
    expect(stay(u)).toEqual({ checkin: '2027-06-20', checkout: '2027-06-27', nights: 7 });
    expect(u.occupancy).toMatchObject({ adults: 2, children: 1, ages: [5] });
  });
  it.each([
    ['el sábado 12, 2 adultos', '2026-12-12'],
    ['llegamos el lunes 7', '2026-12-07'],
  ] as const)('near miss: a weekday and its day with no word for people after it is the day ("%s")', (text, checkin) => {
    expect(read(text, undefined, 'es').dates?.checkin).toBe(checkin);
  });
  it('near miss: "5 june 20 to 27" with no word of age before it is not read as June 20', () => {
    expect(read('1 child 5 june 20 to 27', undefined, 'en').dates?.checkin).not.toBe('2027-06-20');
  });
});

describe('one grown-up counted with the digit 1 opening a list of counted groups is one of the party', () => {
  it.each([
    ['1 teacher and 4 students aged 16', 'en', { adults: 1, children: 4, ages: [16, 16, 16, 16] }],
    ['somos 1 profesor y 12 estudiantes de 15', 'es', { adults: 1, children: 12 }],
  ] as const)('"%s"', (text, lang, want) => {
    expect(read(text, undefined, lang).occupancy).toMatchObject(want);
  });
  it('near miss: with no age said, the groups are grown-ups together', () => {
    expect(read('1 teacher and 4 students', undefined, 'en').occupancy).toMatchObject({ adults: 5 });
  });
});

describe('declining with a goodbye at a question of the booking gives the booking up', () => {
  it.each([
    ['mejor no, chau', 'email', 'es'],
    ['nada, dejalo asi, chao', 'phone', 'es'],
    ['no thanks, bye', 'name', 'en'],
    ['no, adiós', 'country', 'es'],
  ] as const)('"%s" at %s', (text, at, lang) => {
    expect(read(text, at, lang).intents).toEqual([{ kind: 'cancel' }]);
  });
  it.each([
    ['no gracias, chao', undefined],
    ['no gracias, chao', 'confirm'],
    ['chao', 'email'],
    ['no', 'email'],
    ['no, es ana@correo.com, chao', 'email'],
  ] as const)('near miss: "%s" at %s is no cancel (once no question is open, at the summary, a goodbye or a no alone)', (text, at) => {
    expect(read(text, at, 'es').intents.map((i) => i.kind)).not.toContain('cancel');
  });
});

describe('other forms', () => {
  it('the name said after a nickname with "pero es", at the name question', () => {
    expect(read('me dicen Pepe pero es José Hernández', 'name', 'es').guest).toMatchObject({ firstName: 'José', lastName: 'Hernández' });
    expect(read('Cartagena, pero es para 3', undefined, 'es').guest?.firstName).toBeUndefined();
  });
  it('the numero sign is the word "número"', () => {
    expect(read('quiero cambiar el nº de habitaciones', 'confirm', 'es').intents).toEqual([{ kind: 'change', target: 'rooms' }]);
    expect(read('quiero cambiar el N° de habitaciones', 'confirm', 'es').intents).toEqual([{ kind: 'change', target: 'rooms' }]);
  });
  it('a room to decorate said as "la hab" is a special request', () => {
    expect(read('Cartagena, aniversario con mi esposo, del 14 al 16 de febrero, ¿pueden decorar la hab? 🌹', undefined, 'es').requests).toEqual(['special']);
  });
});
