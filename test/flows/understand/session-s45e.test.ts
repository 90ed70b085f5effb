/**
 * Classes fixed in session 45e, each read through the whole understanding step (`understand`), as the flow does:
 * company named after a count and left out of it (asked back, never dropped), one couple more after the people
 * described ("another couple", "otra pareja"), "plus"/"más" adding one person, ages
 * of grown-ups at the children's-ages question, bare days around the day the stay is for, a birthday to come read by
 * nobody at any question, company added at the children's-ages question, and a party of no number said as a group.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '../../../src/flows/understand/destinations.js';
import { understand } from '../../../src/flows/understand/index.js';
import type { Slot, Understanding } from '../../../src/flows/understand/types.js';

const TODAY = '2026-11-29';

function read(text: string, expecting?: Slot, lang: 'es' | 'en' = 'es'): Understanding {
  return understand(text, { lang, today: TODAY, expecting, catalogue: DEMO_CATALOGUE });
}

describe('company named after a count and left out of it', () => {
  it.each([
    ['2 adultos y mis cuñados', 'es'],
    ['2 adultos y mis primos', 'es'],
    ['somos 2 y mis primos', 'es'],
    ['2 adults plus my friends', 'en'],
    ['2 adultos con mis amigos', 'es'],
    ['2 adultos, 1 niño y mis suegros', 'es'],
  ] as const)('a group of no number: "%s" asks the party again', (text, lang) => {
    const o = read(text, 'party', lang).occupancy;
    expect(o?.unsure).toEqual({ totals: [] });
    expect(o?.adults).toBeUndefined();
  });
  it.each([
    ['2 adults and my in-laws', 'en', [4, 2]],
    ['2 adultos y mi mamá', 'es', [3, 2]],
  ] as const)('people of a known number: "%s" offers both totals', (text, lang, totals) => {
    expect(read(text, 'party', lang).occupancy?.unsure).toEqual({ totals });
  });
  it('people explaining the count, a total with "con", or added with "también" stay as read', () => {
    expect(read('Seremos cuatro adultos mayores: mis papás y mis suegros.', 'party').occupancy?.adults).toBe(4);
    expect(read('somos 3 con mis primos', 'party').occupancy?.adults).toBe(3);
    expect(read('2 adultos: mi esposa y yo', 'party').occupancy?.adults).toBe(2);
    expect(read('3 adults, my sister and my mom', 'party', 'en').occupancy?.adults).toBe(3);
    const u = read('2 adultos y tambien mi mama', 'party');
    expect(u.occupancy?.adults).toBe(2);
    expect(u.additive).toMatchObject({ companions: 1, joined: true });
  });
  it('a whole family of someone is a group of no number', () => {
    expect(read("2 adults and my sister's family", 'party', 'en').occupancy?.unsure).toEqual({ totals: [] });
  });
  it('one couple more after the people described adds to them ("another couple", "otra pareja", "dos adultos más")', () => {
    expect(read('2 adults and another couple', 'party', 'en').occupancy?.adults).toBe(4);
    expect(read('me and my wife and another couple', 'party', 'en').occupancy?.adults).toBe(4);
    expect(read('mi esposa y yo y otra pareja', 'party').occupancy?.adults).toBe(4);
    expect(read('mi esposa y yo y dos adultos más', 'party').occupancy?.adults).toBe(4);
    expect(read('mi esposa y yo, 2 adultos', 'party').occupancy?.adults).toBe(2);
    expect(read('another couple of days', 'party', 'en').occupancy).toBeUndefined();
  });
  it('"plus" or "más" before one person adds them, like "+"', () => {
    expect(read('2 adults plus my mom', 'party', 'en').occupancy?.adults).toBe(3);
    expect(read('2 adults plus grandma', 'party', 'en').occupancy?.adults).toBe(3);
    expect(read('2 adultos más mi mamá', 'party').occupancy?.adults).toBe(3);
    // "qué más, pana" is a greeting, not a sum
    expect(read('qué más pana, voy pa Medellín el sábado x 1 noche con mi novia', 'party').occupancy?.adults).toBe(2);
  });
});

describe("grown-ups' ages at the children's-ages question", () => {
  it('the ages of 18 and over beside children are said to be adults', () => {
    expect(read('17 y 19', 'childAges').occupancy).toMatchObject({ ages: [17], problem: { kind: 'childTooOld', age: 19, grown: [19] } });
    expect(read('5, 18 y 20', 'childAges').occupancy).toMatchObject({ ages: [5], problem: { kind: 'childTooOld', age: 18, grown: [18, 20] } });
  });
  it('without a child beside them nothing more is said', () => {
    expect(read('19', 'childAges').occupancy?.problem).toEqual({ kind: 'childTooOld', age: 19 });
  });
});

describe('bare days around the day the stay is for', () => {
  it.each([
    ['quiero pasar el 31 en Cartagena, llego el 30 y me voy el 1', 'es', '2026-12-30', '2027-01-01'],
    ['quiero pasar el 31 en Cartagena, del 30 al 1', 'es', '2026-12-30', '2027-01-01'],
    ['to spend the 31st in cartagena, arriving the 29th leaving the 2nd', 'en', '2026-12-29', '2027-01-02'],
    ['quiero pasar el 24 en medellin, llego el 22 y salgo el 26', 'es', '2026-12-22', '2026-12-26'],
  ] as const)('"%s"', (text, lang, checkin, checkout) => {
    expect(read(text, undefined, lang).dates).toMatchObject({ checkin, checkout });
  });
});

describe('a birthday to come is read by nobody', () => {
  it("beside the party, not the stay's month", () => {
    const u = read('2 adultos y una niña de 5, cumple 6 en enero', 'party');
    expect(u.dates).toBeUndefined();
    expect(u.occupancy).toMatchObject({ adults: 2, children: 1, ages: [5] });
  });
  it('at the start of an answer to the ages question', () => {
    expect(read('cumple 6 en enero, la niña tiene 5 y el niño 2', 'childAges').occupancy?.ages).toEqual([5, 2]);
    expect(read('cumple 6 en enero', 'childAges').dates).toBeUndefined();
  });
  it('an age to come corrected by the age now is still read', () => {
    expect(read('el niño cumple 5 la otra semana, o sea que todavía tiene 4', 'childAges').occupancy?.ages).toEqual([4]);
  });
});

describe("company added at the children's-ages question", () => {
  it('joins the adults counted before, not the message', () => {
    const u = read('8 y 10 años, ah y también viene mi cuñado', 'childAges');
    expect(u.occupancy?.ages).toEqual([8, 10]);
    expect(u.additive).toEqual(expect.objectContaining({ companions: 1 }));
    expect(u.additive?.joined).toBeUndefined();
    expect(u.leftover).toBe('');
  });
});

describe('a party of no number said as a group', () => {
  it.each([
    ['un grupo de amigos', 'es'],
    ['somos varios', 'es'],
    ['we are a few', 'en'],
    ['a few colleagues', 'en'],
  ] as const)('"%s" at the party question is asked back', (text, lang) => {
    expect(read(text, 'party', lang).occupancy?.unsure).toEqual({ totals: [] });
  });
  it('not elsewhere, nor with anyone named', () => {
    expect(read('un grupo de amigos', 'destination').occupancy).toBeUndefined();
    expect(read('mis amigos y yo', 'party').occupancy?.unsure).toBeUndefined();
  });
});
