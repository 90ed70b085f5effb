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
    ['voy con mamá y papá', 'es'],
  ] as const)('"%s": the speaker and both parents', (text, lang) => {
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
  it('the party said with it is taken', () => {
    expect(readAnswer('cartagena la otra quincena, 2 adultos', undefined, 'es').occupancy).toMatchObject({ adults: 2 });
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
