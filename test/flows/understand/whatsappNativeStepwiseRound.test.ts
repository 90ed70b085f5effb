/**
 * Classes read from the corpora's wrong values on another day of the week (the corpora read on 2026-12-02, a
 * Wednesday) and from the first contact with fresh corpora 146, 147 and 148 (everyday WhatsApp chat Spanish, native
 * English travellers, step-by-step answers). Read on 2026-11-29, a Sunday (`ANSWER_DAY`), unless a test names its day.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '../../../src/flows/understand/destinations.js';
import { understand } from '../../../src/flows/understand/index.js';
import { readAnswer } from './read.js';

/** `text` read as the answer to the dates question on `today` (YYYY-MM-DD). */
const datesOn = (text: string, today: string, lang: 'es' | 'en' = 'es') =>
  understand(text, { lang, today, expecting: 'dates', catalogue: DEMO_CATALOGUE }).dates;

describe('a month said from now after a range whose start day is later than its end', () => {
  it.each([
    ['del 28 al 2 del otro mes', '2026-12-02', '2026-12-28', '2027-01-02'],
    ['from the 28th to the 2nd of next month', '2026-12-02', '2026-12-28', '2027-01-02'],
    ['del 28 al 2 del mes que viene', '2026-11-30', '2026-12-28', '2027-01-02'],
    ['del 28 al 2 del otro mes', '2027-01-25', '2027-01-28', '2027-02-02'],
  ])('"%s" on %s crosses the month\'s end: %s to %s', (text, today, checkin, checkout) => {
    expect(datesOn(text, today, text.startsWith('from') ? 'en' : 'es')).toMatchObject({ checkin, checkout });
  });
  it('near miss: "del 15 al 18 del mes que viene" is both days of next month', () => {
    expect(datesOn('del 15 al 18 del mes que viene', '2026-12-02')).toMatchObject({ checkin: '2027-01-15', checkout: '2027-01-18' });
  });
  it('near miss: "del 15 al 10 del mes que viene" crosses no month\'s end: the range is reversed, never 26 nights', () => {
    expect(datesOn('del 15 al 10 del mes que viene', '2026-11-30')?.problem).toMatchObject({ kind: 'reversed' });
  });
});

describe('setting off on a day for a length', () => {
  it.each([
    ['leaving this Sunday for 5 nights', 'en', '2026-12-06', 5],
    ['we leave on the 20th for a week', 'en', '2026-12-20', 7],
    ['leaving tomorrow for 2 nights', 'en', '2026-12-03', 2],
    ['salimos el viernes por 3 noches', 'es', '2026-12-04', 3],
    ['nos vamos mañana por 2 noches', 'es', '2026-12-03', 2],
  ] as const)('"%s": the day is the trip\'s start, the check-in', (text, lang, checkin, nights) => {
    expect(datesOn(text, '2026-12-02', lang)).toMatchObject({ checkin, nights });
  });
  it('near miss: "salida el viernes, 3 noches" says the hotel\'s check-out, three nights before it', () => {
    expect(datesOn('salida el viernes, 3 noches', '2026-11-29')).toMatchObject({ checkin: '2026-12-01', checkout: '2026-12-04' });
  });
  it('near miss: "check out sunday for 3 nights" is the check-out', () => {
    expect(datesOn('check out sunday for 3 nights', '2026-12-02', 'en')).toMatchObject({ checkout: '2026-12-06', nights: 3 });
  });
});

describe('a relative named bare after "with", the speaker travelling', () => {
  it.each([
    ["I'm going with mom", 'en', 2],
    ['Taking the 4 grandkids, ages 5, 8, 10 and 13, with grandma', 'en', 2],
    ['voy con mamá', 'es', 2],
  ] as const)('"%s" (%s) counts the relative as company: %i adults', (text, lang, adults) => {
    expect(readAnswer(text, 'party', lang).occupancy).toMatchObject({ adults });
  });
  it.each([['voy con mis 2 nietos de 5 y 8, y con la abuela'], ['voy con mis 2 nietos, y con la abuela']])(
    '"%s": the grandmother taken along is one more than the speaker, 2 adults',
    (text) => {
      expect(readAnswer(text, 'party').occupancy).toMatchObject({ adults: 2, children: 2 });
    },
  );
  it.each([
    ['me and the wife, the kids stay home with grandma', 'en'],
    ['yo y mi esposo, los niños se quedan con la abuela', 'es'],
  ] as const)('near miss: "%s": whoever stays behind with the children is no company, 2 adults', (text, lang) => {
    const o = readAnswer(text, 'party', lang).occupancy;
    expect(o?.adults).toBe(2);
    expect(o?.children ?? 0).toBe(0);
  });
  it('near miss: "vamos los abuelos con los nietos" are the two grandparents, the speaker one of them', () => {
    expect(readAnswer('vamos los abuelos con los nietos', 'party').occupancy?.adults).toBe(2);
  });
});

describe('titles and surnames at the name question', () => {
  it.each([
    ['D.ª Carmen Vidal Soler', 'Carmen', 'Vidal Soler'],
    ['Dª Carmen Vidal', 'Carmen', 'Vidal'],
    ['Fr. Patrick Byrne', 'Patrick', 'Byrne'],
  ])('"%s": the title is dropped, the name read', (text, firstName, lastName) => {
    expect(readAnswer(text, 'name').guest).toMatchObject({ firstName, lastName });
  });
  it.each([
    ['Gustavo Adolfo Becerra Niño', 'Gustavo Adolfo', 'Becerra Niño'],
    ['señor Gustavo Becerra Niño', 'Gustavo', 'Becerra Niño'],
  ])('"%s": a surname that is also a word of chat, capitalised after a name, is the surname', (text, firstName, lastName) => {
    expect(readAnswer(text, 'name').guest).toMatchObject({ firstName, lastName });
  });
  it('near miss: "Ana Gómez, niño de 5" is a child of 5 beside the name', () => {
    const u = readAnswer('Ana Gómez, niño de 5', 'name');
    expect(u.guest).toMatchObject({ firstName: 'Ana', lastName: 'Gómez' });
    expect(u.occupancy).toMatchObject({ children: 1, ages: [5] });
  });
});

describe('a grown-up who is no partner, joined at the end of a counted party', () => {
  it.each([
    ['2 adultos, 2 niños (3 y 5) y mi mamá', 3, 2],
    ['dos adultos, una niña de 9 y mi suegra', 3, 1],
    ['2 adultos y mi mamá que va en silla de ruedas', 3, 0],
    ['2 adults, 2 kids aged 6 and 9, and our au pair', 3, 2],
  ])('"%s" is one more: %i adults', (text, adults, children) => {
    const o = readAnswer(text, 'party', text.startsWith('2 adults') ? 'en' : 'es').occupancy;
    expect(o?.adults).toBe(adults);
    expect(o?.children ?? 0).toBe(children);
  });
  it('near miss: "2 adultos y mi esposa" may be one of the count: both totals are asked', () => {
    expect(readAnswer('2 adultos y mi esposa', 'party').occupancy?.unsure).toEqual({ totals: [3, 2] });
  });
  it('near miss: "2 adultos y mis cuñados" are people of no number: the party is asked again', () => {
    expect(readAnswer('2 adultos y mis cuñados', 'party').occupancy?.unsure).toEqual({ totals: [] });
  });
});

describe('the grown-ups counted again at the ages question, then who makes the count', () => {
  it('"2 and 4, and it\'s actually 3 adults, my mother is coming too": the count is the party\'s, nobody is added', () => {
    const u = readAnswer("2 and 4, and it's actually 3 adults, my mother is coming too", 'childAges', 'en', 2);
    expect(u.occupancy).toMatchObject({ adults: 3, ages: [2, 4] });
    expect(u.additive).toBeUndefined();
  });
  it('near miss: "8 y 10 años, ah y también viene mi cuñado" adds the brother-in-law to the party known', () => {
    expect(readAnswer('8 y 10 años, ah y también viene mi cuñado', 'childAges', 'es', 2).additive?.companions).toBe(1);
  });
});

describe('a length said loosely, then settled', () => {
  it.each([
    ["a week, perhaps a bit less. Let's say 6.", 'en', 6],
    ['una semana, o menos. Digamos 6', 'es', 6],
    ["4 nights, maybe 5, let's say 5", 'en', 5],
  ] as const)('"%s" at the nights question is the settled %i', (text, lang, nights) => {
    const u = readAnswer(text, 'nights', lang);
    expect(u.bareNumber).toBe(nights);
    expect(u.dates).toBeUndefined();
  });
  it('near miss: "a week" alone at the nights question is 7 nights', () => {
    expect(readAnswer('a week', 'nights', 'en').dates?.nights).toBe(7);
  });
});

describe('a retraction said before a new value', () => {
  it.each([
    ['never mind, the 20th', 'dates', 'en'],
    ['olvídalo, 3 adultos', 'party', 'es'],
    ['Can I use a nickname? Never mind, my real name is Elizabeth Moore', 'name', 'en'],
  ] as const)('"%s" takes back what was being said, not the booking', (text, at, lang) => {
    const u = readAnswer(text, at, lang);
    expect(u.intents).not.toContainEqual({ kind: 'cancel' });
    expect(u.dates ?? u.occupancy ?? u.guest).toBeDefined();
  });
  it.each([
    ['forget it mate, too dear', 'party', 'en'],
    ['olvídelo, mi esposo dice que este año no hay plata', 'party', 'es'],
    ['olvídalo, ya no quiero nada', 'country', 'es'],
    ['never mind, cancel, the kids got sick', 'dates', 'en'],
  ] as const)('near miss: "%s" gives the booking up', (text, at, lang) => {
    expect(readAnswer(text, at, lang).intents).toContainEqual({ kind: 'cancel' });
  });
});

describe('the home city answered with a title said to whoever answers', () => {
  it('"En Pereira, señorita" is Pereira', () => {
    expect(readAnswer('En Pereira, señorita', 'residenceCity').guest?.residenceCity).toBe('Pereira');
  });
  it('near miss: "my real name is" announces the name', () => {
    expect(readAnswer('my real name is Elizabeth Moore', 'name', 'en').guest).toMatchObject({ firstName: 'Elizabeth', lastName: 'Moore' });
  });
});

describe('a formal lead telling the bot what follows', () => {
  it.each([
    ['Buenas tardes, le comento que con mi esposa queremos conocer Santa Marta', 2, 0],
    ['le comento que viajamos mi esposo, yo y nuestros dos nietos de 6 y 10 años', 2, 2],
  ])('"%s": the party is read and the lead is no leftover', (text, adults, children) => {
    const u = readAnswer(text, 'destination');
    expect(u.occupancy?.adults).toBe(adults);
    expect(u.occupancy?.children ?? 0).toBe(children);
    expect(u.leftover).toBe('');
  });
  it('near miss: "le comento a mi esposa y le aviso" talks it over with the wife: no party', () => {
    expect(readAnswer('le comento a mi esposa y le aviso', 'party').occupancy).toBeUndefined();
  });
});

describe('the arrival named at the nights question', () => {
  it.each([
    ['ah, pero la llegada es el 6 de abril', '2027-04-06'],
    ['llegamos el 16', '2026-12-16'],
  ])('"%s" is said with a word of arrival: the arrival, never a departure', (text, checkin) => {
    expect(readAnswer(text, 'nights', 'es', '2026-12-15').dates).toMatchObject({ checkin, arrival: true });
  });
  it('near miss: "hasta el 18" is the departure, no arrival said', () => {
    expect(readAnswer('hasta el 18', 'nights', 'es', '2026-12-15').dates?.arrival).toBeUndefined();
  });
});

describe('a child pointed back at by the age already said', () => {
  it.each([
    ['tienen 2 y 6 años, ¿hay que pagar por el de 2?', 'childAges', [2, 6]],
    ['tienen 8 y 10, pero el de 10 usa silla de ruedas', 'childAges', [8, 10]],
    ['2 adultos, niños de 2 y 6, la de 2 duerme con nosotros', 'party', [2, 6]],
  ] as const)('"%s": "el de N" is that child, no one more', (text, at, ages) => {
    expect(readAnswer(text, at, 'es', at === 'childAges' ? 2 : undefined).occupancy?.ages).toEqual(ages);
  });
  it('near miss: "2 adultos y un niño de 2, y otro de 2" are two children of 2', () => {
    expect(readAnswer('2 adultos y un niño de 2, y otro de 2', 'party').occupancy?.ages).toEqual([2, 2]);
  });
});
