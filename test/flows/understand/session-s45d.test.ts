/**
 * Classes fixed in session 45d, each read through the whole understanding step (`understand`), as the flow does:
 * "the day of" a moved holiday, an unnamed "next" long weekend, a child word describing a child noun, a birthday to
 * come, a relative of a pair named again after "and", nights listed by their days, children of several families,
 * chat "x" after "en ocho", weekdays and nights around a named day, the start of the novenas, "that night" and
 * leaving days later at the nights question, a date described again in apposition, form lines of children with
 * ages, "solo"/"sola" as a clause, "our" children beside a partner, "+" joining someone, a grandparent's own child,
 * a residence city corrected with the wrong one denied after it, and trip purposes left out of the leftover.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '../../../src/flows/understand/destinations.js';
import { understand } from '../../../src/flows/understand/index.js';
import type { Slot, Understanding } from '../../../src/flows/understand/types.js';

const TODAY = '2026-11-29';

function read(text: string, expecting?: Slot, lang: 'es' | 'en' = 'es', anchor?: string): Understanding {
  return understand(text, { lang, today: TODAY, expecting, catalogue: DEMO_CATALOGUE, anchor });
}

describe('dates', () => {
  it('"the day of" a moved holiday is the day itself; the holiday word keeps the day off', () => {
    expect(read('para el día de Reyes', 'dates').dates?.checkin).toBe('2027-01-06');
    expect(read('el dia de la raza', 'dates').dates?.checkin).toBe('2027-10-12');
    expect(read('el festivo de Reyes', 'dates').dates?.checkin).toBe('2027-01-11');
    expect(read('la independencia de cartagena', 'dates').dates?.checkin).toBe('2027-11-15');
  });
  it.each([
    ['el próximo puente', 'es'],
    ['next long weekend', 'en'],
  ] as const)('"%s" is offered, never taken', (text, lang) => {
    const d = read(text, 'dates', lang).dates;
    expect(d?.checkin).toBeUndefined();
    expect(d?.ambiguity).toEqual({ kind: 'choices', options: [{ checkin: '2027-01-08', checkout: '2027-01-11', nights: 3 }] });
  });
  it('chat "x" after "mañana en ocho" is "por": a week from tomorrow, then the nights', () => {
    const d = read('q mas, cuarto pa 2 en medellin mañana en ocho x 2 noches').dates;
    expect(d).toMatchObject({ checkin: '2026-12-07', checkout: '2026-12-09', nights: 2 });
    expect(read('mañana en 8 horas', 'dates').dates?.checkin).toBe('2026-11-30');
  });
  it.each([
    ['las noches del 19 y 20 de diciembre', 'es', '2026-12-19', '2026-12-21'],
    ['for the nights of the 5th and 6th of January', 'en', '2027-01-05', '2027-01-07'],
  ] as const)('nights listed by their days: "%s"', (text, lang, checkin, checkout) => {
    expect(read(text, 'dates', lang).dates).toMatchObject({ checkin, checkout, nights: 2 });
  });
  it('two days without "noches" stay a range', () => {
    expect(read('del 19 y 20 de diciembre', 'dates').dates).toMatchObject({ checkin: '2026-12-19', checkout: '2026-12-20' });
  });
  it.each([
    ['el lunes después de Reyes', 'es', '2027-01-11'],
    ['el martes después del puente de Reyes', 'es', '2027-01-12'],
    ['the Friday before Christmas', 'en', '2026-12-18'],
    ['the night before Christmas Eve', 'en', '2026-12-23'],
    ['tres días después de Reyes', 'es', '2027-01-09'],
    ['desde que empiezan las novenas', 'es', '2026-12-16'],
  ] as const)('a day around a named day: "%s"', (text, lang, checkin) => {
    expect(read(text, 'dates', lang).dates?.checkin).toBe(checkin);
  });
  it('nights before a named day end on it', () => {
    expect(read('dos noches antes de Año Nuevo', 'dates').dates).toMatchObject({ checkin: '2026-12-30', checkout: '2027-01-01', nights: 2 });
  });
  it('"las novenas" alone is not a day', () => {
    expect(read('las novenas', 'dates').dates).toBeUndefined();
  });
  it.each([
    ['sólo esa noche', 1],
    ['esa noche nomás', 1],
    ['nos vamos 4 días después', 4],
    ['we leave 4 days later', 4],
  ] as const)('at the nights question "%s"', (text, nights) => {
    expect(read(text, 'nights', 'es', '2026-12-14').dates?.nights).toBe(nights);
  });
  it('"4 días" alone stays asked', () => {
    expect(read('4 días', 'nights', 'es', '2026-12-14').dates?.ambiguity).toEqual({ kind: 'nights', options: [3, 4], days: 4 });
  });
  it('a date described again after a comma is one date', () => {
    expect(read('el 9 de diciembre, el día después de la Inmaculada', 'dates').dates).toMatchObject({ checkin: '2026-12-09' });
  });
});

describe('party', () => {
  it('a child word after a child noun describes it', () => {
    expect(read('mis dos hijas adolescentes (13 y 17), mi esposo y yo', 'party').occupancy).toMatchObject({ adults: 2, children: 2, ages: [13, 17] });
    expect(read('2 adultos y dos hijos pequeños de 3 y 5', 'party').occupancy).toMatchObject({ adults: 2, children: 2, ages: [3, 5] });
  });
  it('a birthday to come is not an age', () => {
    expect(read('el niño tiene 2 y la niña 5, cumple 6 en enero', 'childAges').occupancy?.ages).toEqual([2, 5]);
    expect(read('mi hijo cumple 6 en enero', 'childAges').occupancy?.ages ?? []).toEqual([]);
  });
  it('a relative of a pair named again after "and" in a new clause', () => {
    expect(read("Hi, it's for my parents, they're both in their 70s and my dad uses a wheelchair", undefined, 'en').occupancy?.adults).toBe(2);
    expect(read("me and my wife, and my wife's mother", 'party', 'en').occupancy?.adults).toBe(3);
  });
  it('children of several families add up', () => {
    const o = read('2 adultos y 2 niños de 6 y 9, y 2 adultos más con uno de 4', 'party').occupancy;
    expect(o).toMatchObject({ adults: 4, children: 3, ages: [6, 9, 4] });
  });
  it('a form line of children with ages in brackets', () => {
    expect(read('Adultos: 2\nNiños: 2 (5 y 8)').occupancy).toMatchObject({ adults: 2, children: 2, ages: [5, 8] });
  });
  it('"solo"/"sola" as a clause of its own is one adult; "solo una noche" is not', () => {
    expect(read('el lunes después de Reyes a Bogotá por trabajo 4 noches, sola').occupancy?.adults).toBe(1);
    expect(read('solo una noche', 'nights', 'es', '2026-12-14').occupancy).toBeUndefined();
    expect(read('el sábado, una noche solita', 'dates').occupancy).toBeUndefined();
  });
  it('"our" children beside a partner include the speaker', () => {
    expect(read('my wife and our 3 kids, 4, 9 and 12', 'party', 'en').occupancy).toMatchObject({ adults: 2, children: 3 });
    expect(read('my wife and my 3 kids', 'party', 'en').occupancy?.adults).toBeUndefined();
  });
  it('someone joined with "+" is added', () => {
    expect(read('2 adults + 2 kids (9 and 13) + grandma', 'party', 'en').occupancy).toMatchObject({ adults: 3, children: 2 });
    expect(read('2 adultos + 2 niños + la abuela', 'party').occupancy?.adults).toBe(3);
  });
  it("a grandparent's own daughter is no child", () => {
    expect(read('voy con mis 2 nietos de 5 y 7 y mi hija', 'party').occupancy).toMatchObject({ adults: 2, children: 2 });
  });
});

describe('guest', () => {
  it('a residence city corrected, the wrong one denied after it', () => {
    const u = read('corrige la ciudad donde vivo, es Palmira no Cali', 'confirm');
    expect(u.guest?.residenceCity).toBe('Palmira');
    const v = read('corrige la ciudad donde vivo, es Medellín no Cali', 'confirm');
    expect(v.guest?.residenceCity).toBe('Medellín');
    expect(v.destination).toBeUndefined();
  });
  it('trip purposes are not left over', () => {
    expect(read('Bogotá por trabajo').leftover).toBe('');
  });
});

describe('requests', () => {
  it.each([
    ['mañana pero llegamos tardísimo, tipo 11 de la noche', 'dates', 'es'],
    ['llego tipo 1 am', 'dates', 'es'],
    ['we land at 11pm on the 5th', 'dates', 'en'],
    ['arriving around midnight', 'dates', 'en'],
  ] as const)('an arrival at a late hour is a late arrival: "%s"', (text, at, lang) => {
    const u = read(text, at, lang);
    expect(u.requests).toEqual(['lateArrival']);
    expect(u.leftover).toBe('');
  });
  it('an arrival in the day is no request', () => {
    expect(read('llegamos a las 3 de la tarde', 'dates').requests).toBeUndefined();
    expect(read('llego el 5 a las 10 am', 'dates').requests).toBeUndefined();
  });
});
