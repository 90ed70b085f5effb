/**
 * Classes read from the last fresh corpora's leftovers and from the first contact with fresh corpora 162 and 163:
 * babies of months with no number, bounds of under one after a counted noun, ages said as about, a grandparent said
 * bare at the end of the speaker's own list. Read on 2026-11-29, a Sunday (`ANSWER_DAY`).
 */
import { describe, expect, it } from 'vitest';
import { spellOutShorthand } from '../../../src/flows/understand/shorthand.js';
import { readAnswer, readDestination } from './read.js';

describe('a baby of months, or under one, is aged 0', () => {
  it.each([
    ['2 adultos y un bebé de meses', 'es', { adults: 2, children: 1, ages: [0] }],
    ['dos adultos, un niño de 5 y un bebé de meses', 'es', { adults: 2, children: 2, ages: [5, 0] }],
    ['2 adultos y un bebé de pocos meses', 'es', { adults: 2, children: 1, ages: [0] }],
    ['2 adults and a baby a few months old', 'en', { adults: 2, children: 1, ages: [0] }],
    ['2 adults and a baby of a few months', 'en', { adults: 2, children: 1, ages: [0] }],
    ['2 adultos y un bebé menor de un año', 'es', { adults: 2, children: 1, ages: [0] }],
    ['2 adultos y 1 bebé menor de 1 año', 'es', { adults: 2, children: 1, ages: [0] }],
  ] as const)('"%s"', (text, lang, want) => {
    expect(readAnswer(text, 'party', lang).occupancy).toMatchObject(want);
  });
  it.each([
    // a bound over one leaves the age to be asked, whatever the count's form
    ['2 adultos y 1 niño menor de 5 años', 'es'],
    ['2 adultos y un niño menor de 5', 'es'],
  ] as const)('near miss: "%s" asks the age', (text, lang) => {
    const o = readAnswer(text, 'party', lang).occupancy;
    expect(o).toMatchObject({ children: 1 });
    expect(o?.ages).toBeUndefined();
  });
  it('near miss: "el menor de 5" is the youngest, aged 5', () => {
    expect(readAnswer('2 adultos y 2 niños, el menor de 5 y el mayor de 9', 'party', 'es').occupancy).toMatchObject({ ages: [5, 9] });
  });
});

describe('ages said as about are the ages the guest gives', () => {
  it.each([
    ['2 adultos y dos niños como de seis y ocho años', 'es', [6, 8]],
    ['2 adultos y dos niños de unos 6 y 8 años', 'es', [6, 8]],
    ['2 adultos y un niño de aproximadamente 6 años', 'es', [6]],
    ['2 adults and two kids around 6 and 8', 'en', [6, 8]],
    ['2 adults and a kid of about 6', 'en', [6]],
  ] as const)('"%s"', (text, lang, ages) => {
    expect(readAnswer(text, 'party', lang).occupancy?.ages).toEqual(ages);
  });
  it.each([
    // not after a comma, where it may say no child's age ("both are minors, about 10": whose?)
    ['los dos son menores, como de 10', 'es'],
  ] as const)('near miss: "%s" leaves the ages asked', (text, lang) => {
    expect(readAnswer(text, 'party', lang).occupancy?.ages).toBeUndefined();
  });
  it('near miss: "about 3 nights" after the party is no age', () => {
    expect(readAnswer('2 adults and a kid, about 3 nights', 'party', 'en').occupancy?.ages).toBeUndefined();
  });
});

describe("a grandparent said bare at the end of the speaker's own list is one more grown-up", () => {
  it.each([
    ['me, my wife, our twins who are six, and grandma', 'en', { adults: 3, children: 2, ages: [6, 6] }],
    ['my wife, our kids aged 6 and 8 and grandma', 'en', { adults: 3, children: 2, ages: [6, 8] }],
    ['mi esposa, mis hijos de 6 y 8 y abuela', 'es', { adults: 3, children: 2, ages: [6, 8] }],
    ['my wife, our 2 kids and grandma', 'en', { adults: 3, children: 2 }],
  ] as const)('"%s"', (text, lang, want) => {
    expect(readAnswer(text, 'party', lang).occupancy).toMatchObject(want);
  });
  it.each([
    // the speaker's parents said bare may name the speaker among them
    ['papá, mamá y los gemelos de 4', 'es', { adults: 2, children: 2, ages: [4, 4] }],
  ] as const)('near miss: "%s"', (text, lang, want) => {
    expect(readAnswer(text, 'party', lang).occupancy).toMatchObject(want);
  });
});

describe('"w/" and "w/o" are "with" and "without"; a partner said bare after "with" is the speaker\'s', () => {
  it.each([
    ['w/ gf', 'party', { adults: 2 }],
    ['santa marta w/ gf this weekend', undefined, { adults: 2 }],
    ['w/my wife', 'party', { adults: 2 }],
    ['2 adults w/o kids', 'party', { adults: 2, children: 0 }],
    ['santa marta 3 nights from fri December 4, w/ my wife and baby (10 months)', undefined, { adults: 2, children: 1, ages: [0] }],
  ] as const)('"%s"', (text, at, want) => {
    expect(readAnswer(spellOutShorthand(text, 'en'), at, 'en').occupancy).toMatchObject(want);
  });
  it.each(['this w/e', 'w/end'])('near miss: "%s" is still the weekend', (text) => {
    expect(spellOutShorthand(text, 'en')).toBe(text);
    expect(readAnswer(text, 'dates', 'en').dates).toMatchObject({ checkin: '2026-12-04', checkout: '2026-12-06' });
  });
  it.each([
    ['with mom and dad', 'en'],
    ['im going with mom and dad', 'en'],
  ] as const)('"%s": the speaker and both parents, as "voy con mamá y papá"', (text, lang) => {
    expect(readAnswer(text, 'party', lang).occupancy).toMatchObject({ adults: 3 });
  });
  it('near miss: "family with three kids" counts no grown-up', () => {
    const text = spellOutShorthand('family w/ three kids, 4, 7 and 15, Cartagena, July 1st to 10th', 'en');
    expect(readAnswer(text, undefined, 'en').occupancy?.adults).toBeUndefined();
  });
});

describe('"this one or the other one": both offered', () => {
  it.each([
    ['este sabado no el otro', ['2026-12-05', '2026-12-12']],
    ['el viernes no el otro', ['2026-12-04', '2026-12-11']],
    ['el viernes o el siguiente', ['2026-12-04', '2026-12-11']],
    ['el finde o el otro', ['2026-12-04', '2026-12-11']],
  ] as const)('"%s"', (text, checkins) => {
    const d = readAnswer(text, 'dates', 'es').dates;
    expect(d?.checkin).toBeUndefined();
    expect(d?.ambiguity).toMatchObject({ kind: 'choices', options: checkins.map((checkin) => ({ checkin })) });
    expect((d?.ambiguity as { options: unknown[] } | undefined)?.options).toHaveLength(checkins.length);
  });
  it.each([
    ['este sabado no, el otro', '2026-12-12'],
    ['no este sabado, el otro', '2026-12-12'],
  ] as const)('near miss: "%s" (the mark after "no") rules this one out', (text, checkin) => {
    expect(readAnswer(text, 'dates', 'es').dates?.checkin).toBe(checkin);
  });
});

describe('"pal otro finde" and the weekend said with its nights', () => {
  it.each([
    ['pal otro finde', '2026-12-11', '2026-12-13'],
    ['el otro finde, viernes y sábado', '2026-12-11', '2026-12-13'],
    ['cartagena, 2 adultos, pal otro finde, vier y sab', '2026-12-11', '2026-12-13'],
  ] as const)('"%s"', (text, checkin, checkout) => {
    expect(readAnswer(text, 'dates', 'es').dates).toMatchObject({ checkin, checkout });
  });
  it('"pal otro sábado" is said back as the Saturday after the coming one, like "el otro sábado"', () => {
    expect(readAnswer('pal otro sabado', 'dates', 'es').dates?.ambiguity).toMatchObject({ kind: 'choices', options: [{ checkin: '2026-12-12' }] });
  });
});

describe('a short weekday alone answers the dates question', () => {
  it.each([
    ['mon', 'en', '2026-11-30'],
    ['sat', 'en', '2026-12-05'],
    ['vie', 'es', '2026-12-04'],
    ['sab', 'es', '2026-12-05'],
  ] as const)('"%s"', (text, lang, checkin) => {
    expect(readAnswer(text, 'dates', lang).dates?.checkin).toBe(checkin);
  });
  it.each([
    ['Dom', 'name', 'es'],
    ['vier', 'dates', 'en'],
  ] as const)('near miss: "%s" at %s in a %s chat is no day', (text, at, lang) => {
    expect(readAnswer(text, at, lang).dates).toBeUndefined();
  });
});

describe('a fortnight or the middle of the month with no day: the month, its day asked', () => {
  it.each([
    ['la otra quincena', 12],
    ['la próxima quincena', 12],
    ['la quincena que viene', 12],
    ['a mitad de mes', 12],
  ] as const)('"%s" on 29 November', (text, month) => {
    expect(readAnswer(text, 'dates', 'es').dates?.ambiguity).toEqual({ kind: 'monthOnly', year: 2026, month });
  });
  it('the party said with it is taken, the month asked', () => {
    const u = readAnswer('cartagena la otra quincena, 2 adultos', undefined, 'es');
    expect(u.occupancy).toMatchObject({ adults: 2 });
    expect(u.dates?.ambiguity).toEqual({ kind: 'monthOnly', year: 2026, month: 12 });
  });
});

describe('a beach asked for as the place offers the beach cities', () => {
  it.each([
    ['donde haya playa', 'es'],
    ['algo de playa pa diciembre', 'es'],
    ['somewhere with a beach', 'en'],
  ] as const)('"%s"', (text, lang) => {
    expect(readDestination(text, lang, 'destination')).toMatchObject({ kind: 'ambiguous', options: [{ city: 'Cartagena' }, { city: 'Santa Marta' }] });
  });
  it('near miss: a city with a beach named is that city', () => {
    expect(readDestination('cartagena, hotel con playa', 'es', 'destination')).toMatchObject({ kind: 'known', city: 'Cartagena' });
  });
});

describe('chat shorthand of names and rooms', () => {
  it.each([
    ['Keiner Hinestroza xfa', { firstName: 'Keiner', lastName: 'Hinestroza' }],
    ['soy la seño Nury Palacios', { firstName: 'Nury', lastName: 'Palacios' }],
  ] as const)('"%s"', (text, guest) => {
    expect(readAnswer(spellOutShorthand(text, 'es'), 'name', 'es').guest).toMatchObject(guest);
  });
  it('"2 adul" is two adults', () => {
    expect(readAnswer(spellOutShorthand('medellin dos adul 3 noxes el 3 d mrzo', 'es'), undefined, 'es').occupancy).toMatchObject({ adults: 2 });
  });
});

describe('other answers of fresh162', () => {
  it('"quiero cambiar el numero de hab" at the summary changes the rooms', () => {
    expect(readAnswer('quiero cambiar el numero de hab', 'confirm', 'es').intents).toEqual([{ kind: 'change', target: 'rooms' }]);
  });
});

describe('a list of the party in the middle of a request, the rest after a comma', () => {
  it.each([
    ['rodadero 3 noches el 15, mi mujer y los 2 pelaos de 3 y 6, que tal el desayuno?', { adults: 2, children: 2, ages: [3, 6] }],
    [
      'Buenas noches mi llave, Santa Marta del 4 al 8 de enero, vamos yo, la mujer y los 2 pelaos de 6 y 9, una sola pieza',
      { adults: 2, children: 2, ages: [6, 9] },
    ],
  ] as const)('"%s"', (text, want) => {
    expect(readAnswer(text, undefined, 'es').occupancy).toMatchObject(want);
  });
});

describe('fresh163: Portuguese written into a Spanish chat', () => {
  it.each([
    ['dois quartos de casal para 4 adultos', undefined, { adults: 4, rooms: 2 }],
    ['Quarto de casal em Cartagena para mim e minha esposa', undefined, { adults: 2, rooms: 1 }],
  ] as const)('"%s"', (text, at, want) => {
    expect(readAnswer(spellOutShorthand(text, 'es'), at, 'es').occupancy).toMatchObject(want);
  });
  it.each([
    ['no final de semana', { checkin: '2026-12-04', checkout: '2026-12-06' }],
    ['o sábado, dia 5', { checkin: '2026-12-05' }],
  ] as const)('"%s"', (text, want) => {
    expect(readAnswer(spellOutShorthand(text, 'es'), 'dates', 'es').dates).toMatchObject(want);
  });
  it('"do sábado de carnaval até a quarta de cinzas" ends on Ash Wednesday (said back to confirm)', () => {
    const d = readAnswer(spellOutShorthand('do sábado de carnaval até a quarta de cinzas', 'es'), 'dates', 'es').dates;
    expect(d?.ambiguity).toMatchObject({ kind: 'choices', options: [{ checkin: '2027-02-06', checkout: '2027-02-10' }] });
  });
  it('"Sou a Ana Paula Ferreira" names her', () => {
    expect(readAnswer(spellOutShorthand('Sou a Ana Paula Ferreira', 'es'), 'name', 'es').guest).toMatchObject({ firstName: 'Ana Paula', lastName: 'Ferreira' });
  });
  it('"thiago arroba gmail ponto com" is an address', () => {
    expect(readAnswer('thiago arroba gmail ponto com', 'email', 'es').guest).toMatchObject({ email: 'thiago@gmail.com' });
  });
});

describe("fresh163: visitors' ways with dates", () => {
  it.each([
    ['3月15日', 'en', '2027-03-15'],
    ['3월 15일', 'en', '2027-03-15'],
    ['3月15日', 'es', '2027-03-15'],
  ] as const)('"%s" (a %s chat) is 15 March', (text, lang, checkin) => {
    expect(readAnswer(spellOutShorthand(text, lang), 'dates', lang).dates?.checkin).toBe(checkin);
  });
  it.each([
    ["this arvo, we're driving up from the airport now", '2026-11-29'],
    ['this afternoon', '2026-11-29'],
    ['this evening', '2026-11-29'],
  ] as const)('"%s" is today', (text, checkin) => {
    expect(readAnswer(spellOutShorthand(text, 'en'), 'dates', 'en').dates?.checkin).toBe(checkin);
  });
  it('"llego esta tarde, 2 noches" is today, no late arrival', () => {
    const u = readAnswer('llego esta tarde, 2 noches', 'dates', 'es');
    expect(u.dates).toMatchObject({ checkin: '2026-11-29', nights: 2 });
    expect(u.requests).toBeUndefined();
  });
  it('near miss: "llego mañana tarde" is a late arrival', () => {
    expect(readAnswer('llego mañana tarde', 'dates', 'es').requests).toEqual(['lateArrival']);
  });
  it.each(['overnight only', 'just overnight', 'overnight'])('"%s" is one night', (text) => {
    expect(readAnswer(text, 'nights', 'en').dates?.nights).toBe(1);
  });
  it('near miss: "an overnight flight" is no night', () => {
    expect(readAnswer('we take an overnight flight tomorrow', 'dates', 'en').dates?.nights).toBeUndefined();
  });
  it.each([
    ['el 15 de marzo, no de mayo', '2027-03-15'],
    ['el 15 de marzo, no mayo', '2027-03-15'],
    ['el 15 de marzo, no, de mayo', '2027-05-15'],
  ] as const)('"%s": a month ruled out, or with a pause a month corrected', (text, checkin) => {
    expect(readAnswer(text, 'dates', 'es').dates?.checkin).toBe(checkin);
  });
  it.each([
    ['el sábado, día 5', '2026-12-05'],
    ['el sábado día 5', '2026-12-05'],
  ] as const)('"%s" is that one day', (text, checkin) => {
    expect(readAnswer(text, 'dates', 'es').dates).toMatchObject({ checkin });
    expect(readAnswer(text, 'dates', 'es').dates?.problem).toBeUndefined();
  });
  it('"from the 9th, and if nothing is free then the 10th, for 3 nights" is the first choice', () => {
    expect(readAnswer('from the 9th, and if nothing is free then the 10th, for 3 nights', 'dates', 'en').dates).toMatchObject({
      checkin: '2026-12-09',
      nights: 3,
    });
  });
  it('"el jueves, y si no hay, el viernes, hasta el domingo" keeps the end set apart', () => {
    expect(readAnswer('el jueves, y si no hay, el viernes, hasta el domingo', 'dates', 'es').dates).toMatchObject({
      checkin: '2026-12-03',
      checkout: '2026-12-06',
    });
  });
  it.each([
    ['9-11 or 16-18 December', 'en', ['2026-12-09', '2026-12-16']],
    ['10-12 o 16-18 de enero', 'es', ['2027-01-10', '2027-01-16']],
  ] as const)('"%s": two ranges of days, the month said once', (text, lang, checkins) => {
    expect(readAnswer(text, 'dates', lang).dates?.ambiguity).toMatchObject({ kind: 'choices', options: checkins.map((checkin) => ({ checkin })) });
  });
  it('"9-11 of next month" is a range of days', () => {
    expect(readAnswer('9-11 of next month', 'dates', 'en').dates).toMatchObject({ checkin: '2026-12-09', checkout: '2026-12-11' });
  });
  it('near miss: "9-11" alone is a date, asked which', () => {
    expect(readAnswer('9-11', 'dates', 'en').dates?.ambiguity).toMatchObject({ kind: 'choices' });
  });
  it('"a partir del 1 de mayo, 2 meses, 2 adultos" refuses the length and keeps the rest', () => {
    const u = readAnswer('a partir del 1 de mayo, 2 meses, 2 adultos', 'dates', 'es');
    expect(u.dates).toMatchObject({ checkin: '2027-05-01', problem: { kind: 'tooLong' } });
  });
  it('near miss: "…, 2 adults and an infant, 7 months" is the infant\'s age', () => {
    const text = "We'd like Medellin from March 1 to March 8 for 2 adults and an infant, 7 months";
    expect(readAnswer(text, undefined, 'en').dates).toMatchObject({ checkin: '2027-03-01', checkout: '2027-03-08' });
  });
  it('near miss: "el 1 de mayo, bebé de 8 meses" is a baby\'s age', () => {
    expect(readAnswer('el 1 de mayo, bebé de 8 meses', 'dates', 'es').dates?.problem).toBeUndefined();
  });
});

describe("fresh163: visitors' ways with the party and the name", () => {
  it.each([
    ['3 adults, one of them is my son, he is 17', { adults: 2, children: 1, ages: [17] }],
    ['3 adults including my son (17)', { adults: 2, children: 1, ages: [17] }],
    ['one double-sharing room, 2 pax', { adults: 2, rooms: 1 }],
  ] as const)('"%s"', (text, want) => {
    expect(readAnswer(text, 'party', 'en').occupancy).toMatchObject(want);
  });
  it.each([
    ['en Cartagena del 10 al 14 de feb, somos 2 parejas, ah y una de ellas lleva a su bebé de 1 año', 'es', 4],
    ['6 adults, not counting the baby (11 months)', 'en', 6],
  ] as const)('near miss: "%s" keeps %s grown-ups', (text, lang, adults) => {
    expect(readAnswer(text, 'party', lang).occupancy?.adults).toBe(adults);
  });
  it('"somos dos, y mi esposa está embarazada" is never three', () => {
    expect(readAnswer('somos dos, y mi esposa está embarazada', 'party', 'es').occupancy?.adults).not.toBe(3);
  });
  it.each([
    ['Myself Rajesh Kumar', 'en', { firstName: 'Rajesh', lastName: 'Kumar' }],
    ['Yo llamo Peter Smith', 'es', { firstName: 'Peter', lastName: 'Smith' }],
    ['the booking is under the name of my husband, Lukas Schneider', 'en', { firstName: 'Lukas', lastName: 'Schneider' }],
  ] as const)('"%s"', (text, lang, guest) => {
    expect(readAnswer(text, 'name', lang).guest).toMatchObject(guest);
  });
});

describe("fresh163: Ireland's and Scotland's August bank holiday", () => {
  it('"the August bank holiday weekend, we\'re coming from Dublin" is the first Monday of August', () => {
    expect(readAnswer("the August bank holiday weekend, we're coming from Dublin", 'dates', 'en').dates).toMatchObject({
      checkin: '2027-07-30',
      checkout: '2027-08-02',
    });
  });
  it("near miss: said alone it is England's, the last Monday of August", () => {
    expect(readAnswer('the August bank holiday weekend', 'dates', 'en').dates).toMatchObject({ checkin: '2027-08-27', checkout: '2027-08-30' });
  });
});

describe('fresh163: more of the visitors', () => {
  it.each([
    ['on Chuseok day', '2027-09-15'],
    ['en la noche de 15', '2026-12-15'],
  ] as const)('"%s"', (text, checkin) => {
    expect(readAnswer(text, 'dates', text.startsWith('en') ? 'es' : 'en').dates?.checkin).toBe(checkin);
  });
  it('near miss: "la noche de 15 años de mi hija" is no day', () => {
    expect(readAnswer('la noche de 15 años de mi hija', 'dates', 'es').dates).toBeUndefined();
  });
  it.each([
    ['Medellín. No wait, my wife says Cartagena', 'en'],
    ['Medellín... no, mi esposa dice que Cartagena', 'es'],
  ] as const)('"%s": the place taken back, the right one reported', (text, lang) => {
    expect(readDestination(text, lang, 'destination')).toMatchObject({ kind: 'known', city: 'Cartagena' });
  });
  it('near miss: "Medellín... mi esposa dice que Cartagena" (nothing taken back) asks which', () => {
    expect(readDestination('Medellín... mi esposa dice que Cartagena', 'es', 'destination')).toMatchObject({ kind: 'ambiguous' });
  });
});
