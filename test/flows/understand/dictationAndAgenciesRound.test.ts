/**
 * Classes read from the wrong values left in fresh corpus 120 and from the first contact with fresh corpora 121–123
 * (voice-to-text run-ons, travel agencies and corporate assistants, the outside testers' kind).
 */
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '../../../src/flows/understand/destinations.js';
import { understand } from '../../../src/flows/understand/index.js';
import { dictatedPunctuation } from '../../../src/flows/understand/text.js';
import { readAnswer, readPartyAt } from './read.js';

describe('a birthday to come of several children is no age now', () => {
  it.each([
    ['Medellín, Friday to Monday, my husband and I and the twins, they turn 3 in May', 'en'],
    ['Medellín, viernes a lunes, mi esposo y yo y los mellizos, cumplen 3 en mayo', 'es'],
    ['los mellizos van a cumplir 3', 'es'],
  ] as const)('"%s": two children, their ages asked', (text, lang) => {
    const o = readAnswer(text, undefined, lang).occupancy;
    expect(o).toMatchObject({ children: 2 });
    expect(o?.ages).toBeUndefined();
  });
  it('"in May" is the birthday\'s, never the stay\'s month', () => {
    expect(readAnswer('Medellín, Friday to Monday, the twins turn 3 in May', undefined, 'en').dates).toMatchObject({ nights: 3 });
  });
  it('near miss: "may 2 to may 5" after the ages is the stay', () => {
    const u = readAnswer('the kids are 4 and 6, may 2 to may 5', undefined, 'en');
    expect(u.occupancy).toMatchObject({ children: 2, ages: [4, 6] });
    expect(u.dates).toMatchObject({ nights: 3 });
  });
});

describe('the speakers after others listed, then their count as more people', () => {
  it.each([
    ['mi papá de 70, mi mamá de 68 y nosotros, 4 adultos más', 'es', 6],
    ['my dad, my mom and us, 4 more adults', 'en', 6],
    ['mis suegros y nosotros, 2 más', 'es', 4],
  ] as const)('"%s"', (text, lang, adults) => {
    expect(readPartyAt(text, 'party', lang)).toMatchObject({ adults });
  });
  it('near miss: a partner before "us" may be one of them ("mi esposa y nosotros, 3 más")', () => {
    expect(readPartyAt('mi esposa y nosotros, 3 más')).toMatchObject({ adults: 3 });
  });
});

describe('a number after a group that is not one age for each is no age', () => {
  it.each([
    ['4 amigos, 2', 'es'],
    ['4 engineers, 2 TWN', 'en'],
  ] as const)('"%s": no children', (text, lang) => {
    expect(readPartyAt(text, 'party', lang)?.children).toBeUndefined();
  });
  it('"4 engineers, 2 TWN" is four grown-ups in two twin rooms', () => {
    expect(readPartyAt('4 engineers, 2 TWN', 'party', 'en')).toMatchObject({ adults: 4, rooms: 2 });
  });
  it('near miss: one age for each of the group is their ages ("2 amigas, 15 y 16")', () => {
    expect(readPartyAt('2 amigas, 15 y 16')).toMatchObject({ children: 2, ages: [15, 16] });
  });
});

describe('twins counted in digits in a party of work roles are twin rooms', () => {
  it('"me + 3 designers, 2 twins": four grown-ups in two rooms', () => {
    expect(readPartyAt('me + 3 designers, 2 twins', 'party', 'en')).toMatchObject({ adults: 4, rooms: 2 });
  });
  it('"3 ingenieros, 2 twins": no twin children', () => {
    expect(readPartyAt('3 ingenieros, 2 twins', 'party', 'en')?.children).toBeUndefined();
  });
  it.each([
    ['2 adults 2 twins', { adults: 2, children: 2 }],
    ['my boss and the twins', { children: 2 }],
  ] as const)('near miss: "%s" keeps the twins children', (text, party) => {
    expect(readPartyAt(text, 'party', 'en')).toMatchObject(party);
  });
  it('near miss: "a twin" in words is no room count ("three sales reps: two share a twin, one in a single")', () => {
    expect(readPartyAt('three sales reps: two share a twin, one in a single', 'party', 'en')?.rooms).toBeUndefined();
  });
});

describe("one's boss with someone of theirs is the party without the speaker", () => {
  it.each([
    ['mi jefe y su esposa', 'es', { adults: 2 }],
    ['my boss and his wife', 'en', { adults: 2 }],
    ['mi jefe y su asistente, una habitación para cada uno', 'es', { adults: 2, rooms: 2 }],
    ['Hi, booking for my boss. Bogota, tomorrow 1 night, single room', 'en', { adults: 1 }],
  ] as const)('"%s"', (text, lang, party) => {
    expect(readAnswer(text, 'party', lang).occupancy).toMatchObject(party);
  });
  it.each([
    ['Hi, I need a hotel in Medellin for my manager', 'en'],
    ['mi jefe', 'es'],
    ['mi hermano y su esposa', 'es'],
  ] as const)('near miss: "%s" is asked (the boss alone, or a relative, may travel with the speaker)', (text, lang) => {
    expect(readAnswer(text, 'party', lang).occupancy?.adults).toBeUndefined();
  });
});

describe('work roles counted', () => {
  it.each([
    ['Two auditors.', 'en', 2],
    ['2 conferencistas', 'es', 2],
    ['5 ponentes', 'es', 5],
    ['me + 3 designers', 'en', 4],
  ] as const)('"%s"', (text, lang, adults) => {
    expect(readPartyAt(text, 'party', lang)).toMatchObject({ adults });
  });
});

describe('the night of a named day is one night only when said so (read on 2026-11-29)', () => {
  it.each(['just Halloween night', 'Halloween night only', "Valentine's night, just the one"])('"%s": one night', (text) => {
    expect(readAnswer(text, 'dates', 'en').dates).toMatchObject({ nights: 1 });
  });
  it('"halloween night" alone: that day, no length', () => {
    const d = readAnswer('halloween night', 'dates', 'en');
    expect(d.dates).toMatchObject({ checkin: '2027-10-31' });
    expect(d.dates?.nights).toBeUndefined();
    expect(d.leftover).toBe('');
  });
});

describe('what the booking is put under', () => {
  it("a company's name is no guest's name", () => {
    expect(readAnswer('a nombre de la empresa: Inversiones Andinas SAS', 'name').guest?.firstName).toBeUndefined();
  });
  it('near miss: a person\'s name is read ("a nombre de Andrea Gómez")', () => {
    expect(readAnswer('a nombre de Andrea Gómez', 'name').guest).toMatchObject({ firstName: 'Andrea', lastName: 'Gómez' });
  });
  it('two numbers, the words between asking to call the second: the second', () => {
    expect(readAnswer('el mío es 311 222 3344 pero llamen al cliente al 312 333 4455', 'phone').guest).toMatchObject({ phone: '+573123334455' });
  });
  it("near miss: one's own number and a relative's: one's own", () => {
    expect(readAnswer('mi cel es 311 222 3344 y el de mi esposa 312 333 4455', 'phone').guest).toMatchObject({ phone: '+573112223344' });
  });
});

describe('an unsold place located by a sold city is the unsold place', () => {
  it.each([
    ['Rionegro, cerca al aeropuerto de Medellín', 'es', 'Rionegro'],
    ['Envigado, cerca de Medellín', 'es', 'Envigado'],
    ['Bello near Medellín', 'en', 'Bello'],
  ] as const)('"%s"', (text, lang, place) => {
    const d = readAnswer(text, 'destination', lang).destination;
    expect(d).toMatchObject({ kind: 'unknown', text: place });
    expect(d?.kind === 'unknown' && d.suggestions[0]).toBe('Medellín');
  });
  it.each([
    ['en Medellín, cerca al aeropuerto', 'es'],
    ['Hotel cerca de Medellín', 'es'],
  ] as const)('near miss: "%s" is Medellín', (text, lang) => {
    expect(readAnswer(text, 'destination', lang).destination).toMatchObject({ kind: 'known', city: 'Medellín' });
  });
});

describe('two children with an age in years and months', () => {
  it('"2 niños de 6 años y 10 meses": which is which is asked, no age taken', () => {
    const o = readPartyAt('2 niños de 6 años y 10 meses');
    expect(o).toMatchObject({ children: 2 });
    expect(o?.ages ?? []).toEqual([]);
  });
  it('near miss: "2 niños de 6 años" are both 6', () => {
    expect(readPartyAt('2 niños de 6 años')).toMatchObject({ children: 2, ages: [6, 6] });
  });
});

describe('the week after next (read on 2026-11-29, a Sunday, and on Monday 2026-11-30)', () => {
  it.each([
    ['Monday to Thursday of the week after next', 'en'],
    ['de lunes a jueves de la semana subsiguiente', 'es'],
    ['the week after next, Monday to Thursday', 'en'],
  ] as const)('"%s" on a Monday: Monday to Thursday of the week starting in 14 days', (text, lang) => {
    expect(understand(text, { lang, today: '2026-11-30', expecting: 'dates', catalogue: DEMO_CATALOGUE }).dates).toMatchObject({
      checkin: '2026-12-14',
      checkout: '2026-12-17',
    });
  });
  it('"Monday of the week after next" is that Monday', () => {
    expect(understand('Monday of the week after next', { lang: 'en', today: '2026-11-30', expecting: 'dates', catalogue: DEMO_CATALOGUE }).dates).toMatchObject(
      {
        checkin: '2026-12-14',
      },
    );
  });
  it('"the week after next" alone: its days to choose from', () => {
    const d = understand('the week after next', { lang: 'en', today: '2026-11-30', expecting: 'dates', catalogue: DEMO_CATALOGUE }).dates;
    expect(d?.ambiguity?.kind === 'choices' && d.ambiguity.options.map((o) => o.checkin)).toEqual([
      '2026-12-14',
      '2026-12-15',
      '2026-12-16',
      '2026-12-17',
      '2026-12-18',
      '2026-12-19',
      '2026-12-20',
    ]);
  });
  it('said on a Sunday, the week after next is asked between the two weeks it may be', () => {
    const d = readAnswer('Monday to Thursday of the week after next', 'dates', 'en').dates;
    expect(d?.ambiguity?.kind === 'choices' && d.ambiguity.options.map((o) => o.checkin)).toEqual(['2026-12-07', '2026-12-14']);
  });
  it('near miss: "Mon to Thu next week" on a Monday is the coming week', () => {
    expect(understand('Mon to Thu next week', { lang: 'en', today: '2026-11-30', expecting: 'dates', catalogue: DEMO_CATALOGUE }).dates).toMatchObject({
      checkin: '2026-12-07',
    });
  });
});

describe("agents' words", () => {
  it.each([
    ['SGL', { adults: 1, rooms: 1 }],
    ['TWN', { adults: 2, rooms: 1 }],
    ['TPL for 3 ADL', { adults: 3, rooms: 1 }],
    ['1 DBL + TWN', { adults: 4, rooms: 2 }],
  ] as const)('a room code with no count is one room of it: "%s"', (text, party) => {
    expect(readPartyAt(text, 'party', 'en')).toMatchObject(party);
  });
  it.each([
    ['CI 17/12 CO 19/12', { checkin: '2026-12-17', checkout: '2026-12-19' }],
    ['CI lunes CO jueves', { checkin: '2026-11-30', checkout: '2026-12-03' }],
  ] as const)('CI and CO in capitals are arrival and departure: "%s"', (text, dates) => {
    const u = readAnswer(text, 'dates');
    expect(u.dates).toMatchObject(dates);
    expect(u.leftover).toBe('');
  });
  it('near miss: "ci", "co" in lowercase are not read so', () => {
    expect(readAnswer('ci lunes co jueves', 'dates').leftover).not.toBe('');
  });
  it('"Party of 7 for a Bogotá offsite": seven', () => {
    expect(readAnswer('Party of 7 for a Bogotá offsite, 4 rooms, Tue-Thu', undefined, 'en').occupancy).toMatchObject({ adults: 7, rooms: 4 });
  });
  it('one of the party described after they are counted is no count ("2 DBL for 4 ADL, one guest uses a wheelchair")', () => {
    expect(readAnswer('2 DBL for 4 ADL, one guest uses a wheelchair', 'party', 'en').occupancy).toMatchObject({ adults: 4, rooms: 2 });
  });
  it('near miss: "one person" alone is one', () => {
    expect(readPartyAt('one person', 'party', 'en')).toMatchObject({ adults: 1 });
  });
});

describe('a list of people opening a request before a comma', () => {
  it.each([
    ['The CEO and his wife, Cartagena, Semana Santa, 1 DBL', { adults: 2, rooms: 1 }],
    ['the client, his wife and a baby in arms', { adults: 2, children: 1, ages: [0] }],
    ['the CFO plus her two kids, 9 and 11', { adults: 1, children: 2, ages: [9, 11] }],
  ] as const)('"%s"', (text, party) => {
    expect(readAnswer(text, 'party', 'en').occupancy).toMatchObject(party);
  });
  it('near miss: people named after the comma too are not read as the head alone ("mis papás, 2 niños de 5 y 7")', () => {
    expect(readAnswer('mis papás, 2 niños de 5 y 7', 'party').occupancy?.adults).toBeUndefined();
  });
});

describe('punctuation said aloud to a dictation engine is its mark', () => {
  it.each([
    ['Sarah Johnson period', 'en', { firstName: 'Sarah', lastName: 'Johnson' }],
    ['Juliana Restrepo punto', 'es', { firstName: 'Juliana', lastName: 'Restrepo' }],
    ['bueno eh Felipe coma Felipe Ramírez', 'es', { firstName: 'Felipe', lastName: 'Ramírez' }],
  ] as const)('"%s"', (text, lang, guest) => {
    expect(readAnswer(text, 'name', lang).guest).toMatchObject(guest);
  });
  it('"jan 2 to jan 6 period me comma my wife comma and the twins they\'re 7"', () => {
    const u = readAnswer("hi medellin jan 2 to jan 6 period me comma my wife comma and the twins they're 7", undefined, 'en');
    expect(u.dates).toMatchObject({ checkin: '2027-01-02', checkout: '2027-01-06' });
    expect(u.occupancy).toMatchObject({ adults: 2, children: 2, ages: [7, 7] });
  });
  it.each([
    ['jsalazar arroba empresa punto com punto co', 'email', 'es'],
    ['llego a las 3 en punto', undefined, 'es'],
    ['for a period of 3 nights', 'dates', 'en'],
    ['mi papá estuvo en coma', undefined, 'es'],
    ['juan punto perez arroba gmail punto com', undefined, 'es'],
  ] as const)('near miss: "%s" keeps its word', (text, expecting, lang) => {
    expect(dictatedPunctuation(text)).toBe(text);
    if (expecting === 'email') expect(readAnswer(text, expecting, lang).guest).toMatchObject({ email: 'jsalazar@empresa.com.co' });
  });
  it('keeps the length of the text', () => {
    const text = 'me comma my wife period';
    expect(dictatedPunctuation(text)).toBe('me ,     my wife .     ');
  });
});

describe('the same days a week or two earlier or later, said as a correction (read on 2026-11-29)', () => {
  it.each([
    ['the 8th to the 11th of December - no wait, the week after', 'en', '2026-12-15', '2026-12-18'],
    ['del 11 al 13 de enero... no, mejor una semana antes', 'es', '2027-01-04', '2027-01-06'],
    ['Jan 11 to 13, sorry, two weeks later', 'en', '2027-01-25', '2027-01-27'],
    ['del 5 al 8 de diciembre, no, de la semana siguiente', 'es', '2026-12-12', '2026-12-15'],
  ] as const)('"%s"', (text, lang, checkin, checkout) => {
    expect(readAnswer(text, 'dates', lang).dates).toMatchObject({ checkin, checkout });
  });
  it('"Saturday, no wait, the Saturday after": the Saturday after the coming one', () => {
    expect(readAnswer('Saturday, no wait, the Saturday after', 'dates', 'en').dates).toMatchObject({ checkin: '2026-12-12' });
  });
  it('near miss: "until the Sunday after" is no correction', () => {
    expect(readAnswer('ten days from Friday until the Sunday after', 'dates', 'en').dates?.checkin).not.toBe('2026-12-13');
  });
  it('near miss: "una semana antes de la boda" moves nothing', () => {
    expect(readAnswer('del 11 al 13 de enero, una semana antes de la boda', 'dates').dates?.checkin).not.toBe('2027-01-04');
  });
});

describe('counts of rooms are no days and no ages', () => {
  it('"Fri to Sun, 3 SGL": three single rooms, the 3 no day', () => {
    const u = readAnswer('Hey, booking for my boss and 2 colleagues — SMR, Fri to Sun, 3 SGL', undefined, 'en');
    expect(u.occupancy).toMatchObject({ adults: 3, rooms: 3 });
    expect(u.dates).toMatchObject({ checkin: '2026-12-04', checkout: '2026-12-06' });
  });
  it('"2 ADL + 1 INF, 1 DBL con cuna": the infant\'s age is not the 1 of the room', () => {
    expect(readPartyAt('2 ADL + 1 INF, 1 DBL con cuna')?.ages ?? []).toEqual([]);
  });
  it('near miss: "viernes, 3 de diciembre" keeps its day', () => {
    expect(JSON.stringify(readAnswer('viernes, 3 de diciembre', 'dates').dates)).toContain('2026-12-03');
  });
});

describe('nights listed', () => {
  it.each([
    ['la noche de velitas y la del 8', '2026-12-07', '2026-12-09'],
    ['las noches del 19 y del 20', '2026-12-19', '2026-12-21'],
  ] as const)('"%s"', (text, checkin, checkout) => {
    expect(readAnswer(text, 'dates').dates).toMatchObject({ checkin, checkout, nights: 2 });
  });
});

describe("an address said for the invoice in a request is not the guest's", () => {
  it('"… Kindly send the invoice to accounts@deltaconsulting.com."', () => {
    const u = readAnswer(
      'On behalf of Delta Consulting I would like to reserve one double room in Santa Marta for Mr and Mrs Turner, arriving 2 March and departing 6 March. Kindly send the invoice to accounts@deltaconsulting.com.',
      undefined,
      'en',
    );
    expect(u.guest?.email).toBeUndefined();
  });
  it('near miss: at the email question it is the answer', () => {
    expect(readAnswer('factura a contabilidad@empresa.co', 'email').guest).toMatchObject({ email: 'contabilidad@empresa.co' });
  });
});

describe('the arrival day said twice is one check-in', () => {
  it.each([
    ['hoy mismo llego esta noche', 'es', '2026-11-29'],
    ['el 15, llego el 15', 'es', '2026-12-15'],
    ['today, arriving tonight', 'en', '2026-11-29'],
  ] as const)('"%s"', (text, lang, checkin) => {
    const d = readAnswer(text, 'dates', lang).dates;
    expect(d).toMatchObject({ checkin });
    expect(d?.problem).toBeUndefined();
  });
  it('near miss: two days with their roles are a stay ("el 15 llego y el 18 me voy")', () => {
    expect(readAnswer('el 15 llego y el 18 me voy', 'dates').dates).toMatchObject({ checkin: '2026-12-15', checkout: '2026-12-18' });
  });
  it('"mañana mismo" is tomorrow, its "mismo" read with it', () => {
    const u = readAnswer('mañana mismo, una noche', 'dates');
    expect(u.dates).toMatchObject({ checkin: '2026-11-30', nights: 1 });
    expect(u.leftover).toBe('');
  });
});

describe('the city one returns to after the stay is no destination', () => {
  it('"el cliente vuelve a Bogotá al otro día"', () => {
    expect(readAnswer('mañana mismo, una noche; el cliente vuelve a Bogotá al otro día', 'dates').destination).toBeUndefined();
  });
  it('near miss: "quiero ir a Bogotá" is the destination', () => {
    expect(readAnswer('quiero ir a Bogotá', 'destination').destination).toMatchObject({ kind: 'known', city: 'Bogotá' });
  });
});

describe('a list set off by a comma after the speakers counted by a pronoun adds to them', () => {
  it.each([
    ['three rooms — us two, my sister and her husband, and my parents', 'en', 6],
    ['nosotros dos, mi hermana y su esposo, y mis papás', 'es', 6],
  ] as const)('"%s"', (text, lang, adults) => {
    expect(readPartyAt(text, 'party', lang)).toMatchObject({ adults });
  });
  it('near miss: a total said with "somos" keeps the people after it inside it ("somos 4, mi mamá y mi tía")', () => {
    expect(readPartyAt('somos 4, mi mamá y mi tía')).toMatchObject({ adults: 4 });
  });
});
