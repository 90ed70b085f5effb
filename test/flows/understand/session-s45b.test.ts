/**
 * Classes fixed in session 45b, each read through the whole understanding step
 * (`understand`), as the flow does: a range of spelled days closed by a month,
 * a room named in a question about its capacity, an age to come corrected by
 * the age now, a partner called by an endearment, someone named after couples
 * counted as units, one room for each person, a name announced "with both
 * surnames", numbers said in words inside a dictated address, "hoy hace un
 * mes", phones dictated in groups of words, bare answers limited or settled in
 * words, and weeks plus nights.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '../../../src/flows/understand/destinations.js';
import { understand } from '../../../src/flows/understand/index.js';
import type { Slot, Understanding } from '../../../src/flows/understand/types.js';

const TODAY = '2026-11-29';

function read(text: string, expecting?: Slot, lang: 'es' | 'en' = 'es', agesAwaited?: number): Understanding {
  return understand(text, { lang, today: TODAY, expecting, catalogue: DEMO_CATALOGUE, agesAwaited });
}

describe('a range of spelled days closed by a month', () => {
  it.each([
    ['ocho al diez de abril', '2027-04-08', '2027-04-10'],
    ['quince a veinte de mayo', '2027-05-15', '2027-05-20'],
  ])('%s', (text, checkin, checkout) => {
    const d = read(text, 'dates').dates;
    expect(d?.checkin).toBe(checkin);
    expect(d?.checkout).toBe(checkout);
  });
});

describe('a room named in a question about its capacity is not booked', () => {
  it('¿cuántos caben…? then the party', () => {
    const o = read('cuantos caben en una habitacion? somos 5, 3 adultos y 2 niños de 2 y 4', 'party').occupancy;
    expect(o?.rooms).toBeUndefined();
    expect(o?.adults).toBe(3);
    expect(o?.ages).toEqual([2, 4]);
  });
  it('a room asked for plainly is still one room', () => {
    expect(read('quiero una habitacion', 'party').occupancy?.rooms).toBe(1);
  });
});

describe('an age to come corrected by the age now ("ahorita tiene 7")', () => {
  it('the birthday and its time are set aside', () => {
    const u = read('el mayor cumple 8 el mes q viene, ahorita tiene 7, y el otro 4', 'childAges', 'es', 2);
    expect(u.occupancy?.ages).toEqual([7, 4]);
    expect(u.dates).toBeUndefined();
  });
});

describe('a partner called by an endearment after "mi"/"my"', () => {
  it('mi amor y yo … con los 3 pelaos', () => {
    const o = read('mi amor y yo queremos ir a santa marta en semana santa con los 3 pelaos de 2 5 y 9', 'destination').occupancy;
    expect(o?.adults).toBe(2);
    expect(o?.ages).toEqual([2, 5, 9]);
  });
  it('an endearment to the bot counts nobody', () => {
    expect(read('gracias mi amor', 'party').occupancy).toBeUndefined();
  });
});

describe('someone named after couples counted as units is one more', () => {
  it.each([
    ['una pareja y mi mama', 3],
    ['dos parejas y mi suegra', 5],
    ['santa marta 3 habitaciones: una pareja, una pareja con bebe de 1 año y mi mama sola, del 10 al 17 de julio', 5],
  ])('%s', (text, adults) => {
    expect(read(text).occupancy?.adults).toBe(adults);
  });
});

describe('one room for each person', () => {
  it.each([
    ['I need a hotel in Bogota for a week starting Monday for me and two colleagues, one room each', 'en', 3],
    ['somos 3 amigos, una habitacion cada uno', 'es', 3],
    ['una habitacion para cada uno, somos 4', 'es', 4],
  ] as const)('%s', (text, lang, rooms) => {
    const o = read(text, undefined, lang).occupancy;
    expect(o?.rooms).toBe(rooms);
    expect(o?.adults).toBe(rooms);
  });
  it('with children who shares is asked', () => {
    expect(read('2 adults and a kid, one room each', undefined, 'en').occupancy?.rooms).toBeUndefined();
  });
});

describe('a name announced "with both surnames"', () => {
  it('the corrected full name wins, split as given names and two surnames', () => {
    const g = read('Camilo Andrés Torres, no perdón, con los dos apellidos: Camilo Andrés Torres Lozano', 'name').guest;
    expect(g?.firstName).toBe('Camilo Andrés');
    expect(g?.lastName).toBe('Torres Lozano');
  });
});

describe('numbers said in words inside a dictated address', () => {
  it('are written in digits', () => {
    expect(read('el correo es santiago rios noventa arroba gmail punto com todo pegado', 'email').guest?.email).toBe('santiagorios90@gmail.com');
  });
  it('only offered back when nothing said to join the words', () => {
    expect(read('laura gomez ochenta y cinco arroba gmail punto com', 'email').guest?.emailOptions).toEqual(['lauragomez85@gmail.com']);
  });
});

describe('"hoy hace un mes" is the past', () => {
  it.each(['hoy hace un mes', 'hoy hace 8 dias'])('%s', (text) => {
    const d = read(text, 'dates').dates;
    expect(d?.checkin).toBeUndefined();
    expect(d?.problem?.kind).toBe('past');
  });
});

describe('phones dictated in groups of words', () => {
  it.each([
    ['trescientos quince doscientos veinte treinta y tres cuarenta y cuatro', '+573152203344'],
    ['tres cero uno, cinco cinco cinco, cero cero, once', '+573015550011'],
  ])('%s', (text, phone) => {
    expect(read(text, 'phone').guest?.phone).toBe(phone);
  });
});

describe('a bare answer limited or settled in words', () => {
  it.each([
    ['tres nomas', 3],
    ['solo una', 1],
    ['cuantas me recomiendas? ponle 5', 5],
    ['depende del precio, digamos 2', 2],
  ])('%s', (text, n) => {
    expect(read(text, 'nights').bareNumber).toBe(n);
  });
  it('two numbers stay unread', () => {
    expect(read('4 o 5 nomas', 'nights').bareNumber).toBeUndefined();
  });
});

describe('weeks plus or minus days or nights', () => {
  it.each([
    ['two weeks plus one night', 'en', 15],
    ['la semana entera y un dia mas', 'es', 8],
    ['una semana mas un dia', 'es', 8],
    ['dos semanas menos un dia', 'es', 13],
    ['the whole week', 'en', 7],
  ] as const)('%s', (text, lang, nights) => {
    expect(read(text, 'nights', lang).dates?.nights).toBe(nights);
  });
});
