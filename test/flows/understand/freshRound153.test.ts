/**
 * Classes read from the wrong values left after fresh corpora 149 to 152, and from the first contact with fresh
 * corpora 153, 154 and 155. Read on 2026-11-29, a Sunday (`ANSWER_DAY`), unless a test names its day.
 */
import { describe, expect, it } from 'vitest';
import { readAnswer } from './read.js';

describe('a room per couple said right after the rooms counted, the room word left out', () => {
  it.each([
    ['6 adultos, tres habitaciones, una por pareja', 'es', 6, 3],
    ['mis papás, mis suegros y nosotros dos, tres habitaciones, una por pareja', 'es', 6, 3],
    ['tres cuartos, uno por pareja, somos 3 parejas', 'es', 6, 3],
    ['4 adults, 2 rooms, one for each couple', 'en', 4, 2],
  ] as const)('"%s" counts no couple more', (text, lang, adults, rooms) => {
    expect(readAnswer(text, 'party', lang).occupancy).toMatchObject({ adults, rooms });
  });
  it('near miss: "una pareja" said with no rooms before it is a couple of the party', () => {
    expect(readAnswer('mi mamá y yo y una pareja de amigos', 'party').occupancy).toMatchObject({ adults: 4 });
  });
});

describe('a solo traveller named right after, set apart', () => {
  it.each([
    ['a solo traveller, our CFO', 'en'],
    ['solo traveler: my boss', 'en'],
  ] as const)('"%s" is one grown-up', (text, lang) => {
    expect(readAnswer(text, 'party', lang).occupancy).toMatchObject({ adults: 1 });
  });
});

describe('a son or daughter said to be grown up', () => {
  it.each([
    ['pax: Sres. Ospina y su hija (mayor de edad)', 'es', 3],
    ['mi esposa y yo y mi hijo (adulto)', 'es', 3],
    ['my wife and I and our daughter (adult)', 'en', 3],
    ['mis dos hijos, mayores de edad, y yo', 'es', 3],
  ] as const)('"%s" counts them as grown-ups, no child', (text, lang, adults) => {
    const occupancy = readAnswer(text, 'party', lang).occupancy;
    expect(occupancy).toMatchObject({ adults });
    expect(occupancy?.children ?? 0).toBe(0);
  });
  it('near miss: "mi hija mayor" alone is the eldest daughter, a child whose age is asked', () => {
    expect(readAnswer('mi hija mayor y yo', 'party').occupancy).toMatchObject({ adults: 1, children: 1 });
  });
});

describe('grown-ups counted, then said who they are in a clause of their own', () => {
  it.each([
    ['una pareja que son mis suegros y yo con mis dos hijos, el de 17 y la de 12', 3],
    ['dos adultos que son mis suegros y yo', 3],
  ] as const)('"%s" counts them once', (text, adults) => {
    expect(readAnswer(text, 'party').occupancy).toMatchObject({ adults });
  });
  it('near miss: "dos parejas que son mis amigos" are the four friends', () => {
    expect(readAnswer('dos parejas que son mis amigos', 'party').occupancy).toMatchObject({ adults: 4 });
  });
});

describe('a stay that ends in a numeric day and month ("to 01/02") with the check-in lost', () => {
  it('"Santa Marta, 2 adults, 1 kid 5 y, from 12/28 to 01/02" reads without failing: 28 December to 2 January', () => {
    // (it threw: the choices of a check-out alone were taken for choices of a check-in)
    expect(readAnswer('Santa Marta, 2 adults, 1 kid 5 y, from 12/28 to 01/02', undefined, 'en').dates).toMatchObject({
      checkin: '2026-12-28',
      checkout: '2027-01-02',
    });
  });
  it('near miss: "15 y, 16 de diciembre" leaves the 15th out of no list: nothing is claimed', () => {
    expect(readAnswer('15 y, 16 de diciembre', 'dates').dates?.checkin).toBeUndefined();
  });
});

describe('a count before the kind of its rooms or before "of us" is no day of the month', () => {
  it('"pax 9 - 3 triple rooms - checking in the 1st of next month for 5 nights" arrives on the 1st', () => {
    const u = readAnswer('Medellin - pax 9 - 3 triple rooms - checking in the 1st of next month for 5 nights', undefined, 'en');
    expect(u.dates).toMatchObject({ checkin: '2026-12-01', nights: 5 });
    expect(u.occupancy).toMatchObject({ adults: 9, rooms: 3 });
  });
  it('"santa marta saturday and sunday 2 of us" asks one night or two, like "saturday and sunday"', () => {
    const u = readAnswer('santa marta saturday and sunday 2 of us', undefined, 'en');
    expect(u.dates?.checkin).toBeUndefined();
    expect(u.dates?.ambiguity?.kind).toBe('choices');
  });
});

describe('"the new year day" after the Lunar New Year is named', () => {
  it('"Cartagena for chinese new year, we arrive on the new year day, 5 nights" arrives on the Lunar New Year', () => {
    expect(readAnswer('Cartagena for chinese new year, we arrive on the new year day, 5 nights', undefined, 'en').dates).toMatchObject({
      checkin: '2027-02-06',
      nights: 5,
    });
  });
  it('near miss: "we arrive on the new year day, 5 nights" alone is the 1st of January', () => {
    expect(readAnswer('we arrive on the new year day, 5 nights', undefined, 'en').dates).toMatchObject({ checkin: '2027-01-01' });
  });
});

describe('the speaker named, then not a guest', () => {
  it('"mi mamá, mi papá, mi abuela y yo, pero yo no me quedo en el hotel…" is the three others', () => {
    const text = 'mi mamá, mi papá, mi abuela y yo, pero yo no me quedo en el hotel porque tengo apartamento alla';
    expect(readAnswer(text, 'party').occupancy).toMatchObject({ adults: 3 });
  });
  it.each([
    ['mis abuelos nada mas, yo les estoy haciendo la reserva', 2],
    ['mis papás, yo les hago la reserva', 2],
  ] as const)('"%s": the speaker books for them', (text, adults) => {
    expect(readAnswer(text, 'party').occupancy).toMatchObject({ adults });
  });
  it('near miss: "mi esposa y yo, yo le hago la reserva" keeps the speaker named in the party', () => {
    expect(readAnswer('mi esposa y yo, yo le hago la reserva', 'party').occupancy).toMatchObject({ adults: 2 });
  });
});

describe('children counted, then a word of their youth and their ages', () => {
  it('"yo voy con mi esposa y los 2 chinos pequeños de 2 y 4" is two children of 2 and 4', () => {
    expect(readAnswer('yo voy con mi esposa y los 2 chinos pequeños de 2 y 4', 'party').occupancy).toMatchObject({
      adults: 2,
      children: 2,
      ages: [2, 4],
    });
  });
});
