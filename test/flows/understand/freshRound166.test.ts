/**
 * Classes read in the 166th round and from the first contact with fresh corpora 166 (the diaspora home for the
 * holidays) and 167 (long stays and working travellers): young people named "joven", the speaker with only a pet, a
 * guest's own holiday as the day of leaving, a range's days said again as arrival and departure, long weekends of one's
 * own or said again as a whole, stays of calendar months, people named by their work, one more of no known kind after a
 * plus, twin rooms, days around an event said before them, "inclusive" ends at the nights question, lengths and ranges
 * said twice over. Read on 2026-11-30, a Monday, as the corpora are.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '../../../src/flows/understand/destinations.js';
import { understand } from '../../../src/flows/understand/index.js';
import { readAnswer, readAsCorpus as read, stayOf as stay } from './read.js';

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

describe('a stay of calendar months: the nights to the same day months later, said back within the limit, refused over it', () => {
  it.each([
    ['un mes desde el 1 de febrero', 'es', { checkin: '2027-02-01', checkout: '2027-03-01', nights: 28 }],
    ['for a month starting april 1st', 'en', { checkin: '2027-04-01', checkout: '2027-05-01', nights: 30 }],
  ] as const)('"%s"', (text, lang, want) => {
    const u = read(text, 'dates', lang);
    expect(stay(u)?.ambiguity).toEqual({ kind: 'choices', options: [want] });
    expect(u.dates?.problem).toBeUndefined();
  });
  it('from 7 January a month is 31 nights: refused with that count, the check-in kept', () => {
    expect(read('del 7 de enero por un mes', 'dates', 'es').dates).toMatchObject({ problem: { kind: 'tooLong', nights: 31 }, checkin: '2027-01-07' });
  });
  it('at the nights question, counted from the check-in known ("un mes" from 1 February)', () => {
    expect(readAnswer('un mes', 'nights', 'es', '2027-02-01').dates?.ambiguity).toEqual({
      kind: 'choices',
      options: [{ checkin: '2027-02-01', checkout: '2027-03-01', nights: 28 }],
    });
    expect(readAnswer('un mes', 'nights', 'es', '2027-01-07').dates?.problem).toEqual({ kind: 'tooLong', nights: 31 });
  });
  it('near miss: a month with no check-in is refused as over the limit ("un mes")', () => {
    expect(read('un mes', 'dates', 'es').dates?.problem).toEqual({ kind: 'tooLong', nights: 31 });
  });
});

describe('people named by their work, and one more of no known kind after a plus', () => {
  it.each([
    ['2 professors and me', 'en', 3],
    ['somos 3 operarios', 'es', 3],
    ['somos 2 nómadas digitales', 'es', 2],
  ] as const)('"%s"', (text, lang, adults) => {
    expect(read(text, 'party', lang).occupancy).toMatchObject({ adults });
  });
  it.each([
    ['5 musicians + 1 sound guy', 'en'],
    ['5 músicos + 1 sonidista', 'es'],
  ] as const)('"%s" is 6 or 5: asked, never 5 silently', (text, lang) => {
    const o = read(text, 'party', lang).occupancy;
    expect(o?.adults).toBeUndefined();
    expect(o?.unsure).toEqual({ totals: [6, 5] });
  });
  it.each([
    ['5 musicians + 1 guy', 'en', 6],
    ['dos adultos y dos menores de 3 y 6 años, una sola habitación', 'es', 2],
  ] as const)('near miss: "%s" is read', (text, lang, adults) => {
    expect(read(text, 'party', lang).occupancy).toMatchObject({ adults });
  });
  it('twin rooms asked for are rooms, never children ("film crew of 8, we need 4 twins")', () => {
    expect(read('film crew of 8, we need 4 twins', 'party', 'en').occupancy).toMatchObject({ adults: 8, rooms: 4 });
    expect(read('my 2 twins and me', 'party', 'en').occupancy).toMatchObject({ adults: 1, children: 2 });
  });
  it('who someone named already is, said as the reason, is no one more ("…xq es mi enfermera")', () => {
    expect(read('yo y mi acompañante, habitaciones separadas xq es mi enfermera', 'party', 'es').occupancy).toMatchObject({ adults: 2 });
    expect(read('yo y mi acompañante, y mi enfermera', 'party', 'es').occupancy).toMatchObject({ adults: 3 });
  });
});

describe('days around an event said before them', () => {
  it.each([
    ['el congreso es el 3 de marzo, llego la víspera', 'es', '2027-03-02'],
    ['la boda es el 12, llegamos la víspera', 'es', '2026-12-11'],
    ["I'm presenting at a conference in Medellín Monday to Wednesday, arriving Sunday, 1 adult", 'en', '2026-12-06'],
  ] as const)('"%s"', (text, lang, checkin) => {
    const d = stay(read(text, undefined, lang));
    expect(d?.checkin).toBe(checkin);
    expect(d?.checkout).toBeUndefined();
  });
  it('the departure said after the event\'s range is read from its arrival ("conference is Mon-Wed, arriving Sunday, leaving Thursday")', () => {
    expect(stay(read('conference is Mon-Wed, arriving Sunday, leaving Thursday', 'dates', 'en'))).toMatchObject({
      checkin: '2026-12-06',
      checkout: '2026-12-10',
    });
  });
});

describe('an end said "inclusive" at the nights question is asked: out on that day or the next', () => {
  it.each([
    ['hasta el 27 inclusive', 'es'],
    ['until the 27th inclusive', 'en'],
  ] as const)('"%s"', (text, lang) => {
    expect(readAnswer(text, 'nights', lang, '2026-12-15').dates?.ambiguity).toEqual({
      kind: 'choices',
      options: [
        { checkin: '2026-12-15', checkout: '2026-12-27', nights: 12 },
        { checkin: '2026-12-15', checkout: '2026-12-28', nights: 13 },
      ],
    });
  });
  it('near miss: the guest says they leave that day ("Hasta el 18 inclusive (sale ese día).")', () => {
    expect(readAnswer('Hasta el 18 inclusive (sale ese día).', 'nights', 'es', '2026-12-15').dates).toMatchObject({ checkout: '2026-12-18' });
  });
});

describe('fresh166 and fresh167 classes: counts at the ages question, one more brought, where the guest is now', () => {
  it('the children counted before a colon are no third age ("son dos: 6 y 8")', () => {
    const u = readAnswer('son dos: 6 y 8', 'childAges', 'es', 2);
    expect(u.occupancy?.ages).toEqual([6, 8]);
    expect(u.bareNumber).toBeUndefined();
  });
  it('"actually" before someone brought too adds, it corrects nothing', () => {
    expect(readAnswer("3 and 7, and actually we're bringing my niece too, she's 10", 'childAges', 'en', 2).occupancy?.ages).toEqual([3, 7, 10]);
    expect(readAnswer('5 and 8, actually 5 and 9', 'childAges', 'en', 2).occupancy?.ages).toEqual([5, 9]);
  });
  it('a count, then "no" and another, then someone joining, is asked; "no, 5" is the correction; "3 adultos, no 2" stands', () => {
    expect(read('4 adultos, no 5, se anima mi tío', 'party', 'es').occupancy?.unsure).toEqual({ totals: [5, 4] });
    expect(read('4 adultos, no, 5', 'party', 'es').occupancy).toMatchObject({ adults: 5 });
    expect(read('4 adultos, no niños', 'party', 'es').occupancy).toMatchObject({ adults: 4, children: 0 });
    expect(read('somos 3 adultos, no 2', 'party', 'es').occupancy).toMatchObject({ adults: 3 });
  });
  it('a place the guest is already in is no new destination ("tomorrow, we\'re already in Bogotá visiting family")', () => {
    expect(
      understand("tomorrow, we're already in Bogotá visiting family", {
        lang: 'en',
        today: '2026-11-30',
        expecting: 'dates',
        catalogue: DEMO_CATALOGUE,
        known: undefined,
      }).destination,
    ).toBeUndefined();
  });
});

describe('lengths and ranges said twice over', () => {
  it.each([
    ['monday to monday, two weeks', 'en', { checkin: '2026-12-07', checkout: '2026-12-21', nights: 14 }],
    ['Cartagena de miércoles a miércoles, 3 semanas', 'es', { checkin: '2026-12-02', checkout: '2026-12-23', nights: 21 }],
    ['the 14th through the 20th, flying out the 21st', 'en', { checkin: '2026-12-14', checkout: '2026-12-21', nights: 7 }],
    ['workshop Jan 12 to 23, leaving on the 24th', 'en', { checkin: '2027-01-12', checkout: '2027-01-24', nights: 12 }],
    ['el jueves y el viernes, salimos el sábado', 'es', { checkin: '2026-12-03', checkout: '2026-12-05', nights: 2 }],
  ] as const)('"%s"', (text, lang, want) => {
    expect(stay(read(text, 'dates', lang))).toMatchObject(want);
  });
  it('two lengths that disagree: the one after "but" is meant ("a week but 6 nights"), else asked', () => {
    expect(read('a week but 6 nights', 'nights', 'en').dates?.nights).toBe(6);
    expect(read('una semana pero 6 noches', 'nights', 'es').dates?.nights).toBe(6);
    expect(read('3 nights 4 nights', 'nights', 'en').dates?.nights).toBeUndefined();
    expect(read('a week, 7 nights', 'nights', 'en').dates?.nights).toBe(7);
  });
  it('near miss: a range across a month\'s end with the departure after is left as said ("the 30th through the 31st, leaving the 1st")', () => {
    expect(stay(read('the 30th through the 31st, leaving the 1st', 'dates', 'en'))?.checkout).not.toBe('2026-12-01');
  });
});
