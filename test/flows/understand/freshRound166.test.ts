/**
 * Classes read in the 166th round: a young person named "joven", the speaker with only a pet, a guest's own holiday
 * as the day of leaving, and a range whose days are said again as arrival and departure. Read on 2026-11-30, a
 * Monday, as the corpora are.
 */
import { describe, expect, it } from 'vitest';
import { readAsCorpus as read, stayOf as stay } from './read.js';

describe('"joven" is a young person: a child with an age under 18, a grown-up from 18', () => {
  it.each([
    ['Somos 2 adultos y 1 joven de 17', { adults: 2, children: 1, ages: [17] }],
    ['2 adultos y 2 jóvenes de 15 y 16', { adults: 2, children: 2, ages: [15, 16] }],
    ['2 adultos y 1 joven de 19', { adults: 3, children: 0 }],
  ] as const)('"%s"', (text, want) => {
    expect(read(text, 'party', 'es').occupancy).toMatchObject(want);
  });
});

describe('the speaker with only a pet is one grown-up: the pet is nobody of the party', () => {
  it.each([
    ['yo y mi perro', 'es'],
    ['yo con mi perrita', 'es'],
    ['me and my dog', 'en'],
  ] as const)('"%s"', (text, lang) => {
    const o = read(text, 'party', lang).occupancy;
    expect(o).toMatchObject({ adults: 1 });
    expect(o?.children ?? 0).toBe(0);
  });
  it.each([
    ['yo y mi perro y mi hermana', 'es'],
    ['me & my dog, and my wife', 'en'],
  ] as const)('near miss: someone else named after the pet is no party of one ("%s")', (text, lang) => {
    expect(read(text, 'party', lang).occupancy?.adults).not.toBe(1);
  });
});

describe("a guest's own holiday after a word of leaving is the check-out", () => {
  it.each([
    ["Christmas Eve, and we'd leave on Boxing Day", { checkin: '2026-12-24', checkout: '2026-12-26', nights: 2 }],
    ['arrive on the 20th and leave on boxing day', { checkin: '2026-12-20', checkout: '2026-12-26', nights: 6 }],
    ['arrive on the 20th, checking out on Boxing Day', { checkin: '2026-12-20', checkout: '2026-12-26', nights: 6 }],
  ] as const)('"%s"', (text, want) => {
    expect(stay(read(text, 'dates', 'en'))).toMatchObject(want);
  });
  it('near miss: the holiday alone is the check-in ("Boxing Day for 4 nights")', () => {
    expect(stay(read('Boxing Day for 4 nights', 'dates', 'en'))).toMatchObject({ checkin: '2026-12-26', checkout: '2026-12-30', nights: 4 });
  });
});

describe("a range's days said again as the arrival and the departure are the same stay", () => {
  it.each([
    ['entre el 5 y el 9 de junio, llegando el 5 y saliendo el 9', 'es'],
    ['del 5 al 9 de junio, llegamos el 5 y salimos el 9', 'es'],
    ['from June 5 to 9, arriving the 5th and leaving the 9th', 'en'],
  ] as const)('"%s"', (text, lang) => {
    expect(stay(read(text, 'dates', lang))).toMatchObject({ checkin: '2027-06-05', checkout: '2027-06-09', nights: 4 });
  });
  it('near miss: an arrival on another day than the range\'s is not taken ("del 5 al 9 de junio, llegamos el 6 y salimos el 9")', () => {
    expect(stay(read('del 5 al 9 de junio, llegamos el 6 y salimos el 9', 'dates', 'es'))?.checkin).toBeUndefined();
  });
});

describe("a long weekend of one's own: weekdays from one to another beside an unnamed long weekend", () => {
  it.each([
    ['Friday to Monday, a proper long weekend', 'en'],
    ['el finde largo, vie a lun', 'es'],
    ['de viernes a lunes, un puente', 'es'],
  ] as const)('"%s" offers the coming Friday to Monday and the next holiday\'s', (text, lang) => {
    expect(stay(read(text, 'dates', lang))?.ambiguity).toEqual({
      kind: 'choices',
      options: [
        { checkin: '2026-12-04', checkout: '2026-12-07', nights: 3 },
        { checkin: '2027-01-08', checkout: '2027-01-11', nights: 3 },
      ],
    });
  });
  it('near miss: a named long weekend with its weekdays is that one ("puente de reyes, de viernes a lunes")', () => {
    expect(stay(read('puente de reyes, de viernes a lunes', 'dates', 'es'))).toMatchObject({ checkin: '2027-01-08', checkout: '2027-01-11' });
  });
});

describe('a named long weekend said again as a whole is that one long weekend', () => {
  it.each([
    ['Labor Day weekend, the whole long weekend', 'en', { checkin: '2027-09-03', checkout: '2027-09-06', nights: 3 }],
    ['Memorial Day weekend, the whole weekend', 'en', { checkin: '2027-05-28', checkout: '2027-05-31', nights: 3 }],
    ['el puente de reyes, todo el puente', 'es', { checkin: '2027-01-08', checkout: '2027-01-11', nights: 3 }],
  ] as const)('"%s"', (text, lang, want) => {
    expect(stay(read(text, 'dates', lang))).toMatchObject(want);
  });
  it('near miss: another long weekend said after it is no restatement ("el puente de reyes y el otro puente")', () => {
    expect(stay(read('el puente de reyes y el otro puente', 'dates', 'es'))?.checkin).toBeUndefined();
  });
});
