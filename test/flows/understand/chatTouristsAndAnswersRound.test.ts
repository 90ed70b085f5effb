/**
 * Classes read from the first contact with fresh corpora 134, 135 and 136 (Colombian chat Spanish, tourists' English,
 * answers in the middle of the conversation). Read on 2026-11-29, a Sunday (`ANSWER_DAY`).
 */
import { describe, expect, it } from 'vitest';
import { withoutDeniedCount } from '../../../src/flows/understand/index.js';
import { readAnswer } from './read.js';

describe('the children at the ages question', () => {
  it('"uno cumple 10 la otra semana, ahorita tiene 9, y el otro 7": "uno" is one of them, not an age of 1', () => {
    expect(readAnswer('uno cumple 10 la otra semana, ahorita tiene 9, y el otro 7', 'childAges', 'es', 2).occupancy?.ages).toEqual([9, 7]);
  });
  it('"one turns 9 next month, the other is 5" reads no age of 1', () => {
    expect(readAnswer('one turns 9 next month, the other is 5', 'childAges', 'en', 2).occupancy?.ages ?? []).not.toContain(1);
  });
  it('near miss: "tiene uno, cumple 2 en mayo" is a child of 1 (the answer\'s lone number)', () => {
    const u = readAnswer('tiene uno, cumple 2 en mayo', 'childAges', 'es', 1);
    expect(u.occupancy?.ages ?? [u.bareNumber]).toEqual([1]);
  });
  it('an agency\'s infant with its age before " / 1 hab" ("+ 1 INF 1 / 1 hab") keeps the age', () => {
    expect(readAnswer('MDE / 21-24 NOV / 2 ADT + 1 CHD 9 + 1 INF 1 / 1 hab').occupancy).toMatchObject({ adults: 2, children: 2, ages: [9, 1], rooms: 1 });
  });
  it('near miss: "1 INF 1/1 hab", typed tight, is no age', () => {
    expect(readAnswer('2 ADT + 1 INF 1/1 hab').occupancy?.ages).toBeUndefined();
  });
});

describe('an address typed with a space inside its first part', () => {
  it('"profe.danza arte@gmail.com" takes no part of it', () => {
    expect(readAnswer('profe.danza arte@gmail.com', 'email').guest?.email).toBeUndefined();
  });
  it.each(['ana.gomez@gmail.com', 'es: ana.gomez@gmail.com', 'mi correo es arte@gmail.com'])('near miss: "%s" is an address', (text) => {
    expect(readAnswer(text, 'email').guest?.email).toMatch(/@gmail\.com$/);
  });
});

describe('a range from a weekday to a dated end', () => {
  it('"Sat to Ash Wednesday": the Saturday before it (the coming one would be 67 nights), said back', () => {
    const d = readAnswer('Cartagena, Sat to Ash Wednesday, 4 adults', undefined, 'en').dates;
    expect(d?.ambiguity).toMatchObject({ kind: 'choices', options: [{ checkin: '2027-02-06', checkout: '2027-02-10', nights: 4 }] });
  });
  it('"from Friday to Christmas Day": the coming Friday or the one before Christmas, asked', () => {
    const d = readAnswer('from Friday to Christmas Day', 'dates', 'en').dates;
    expect(d?.ambiguity).toMatchObject({
      kind: 'choices',
      options: [
        { checkin: '2026-12-04', checkout: '2026-12-25' },
        { checkin: '2026-12-18', checkout: '2026-12-25' },
      ],
    });
  });
  it('near miss: "del viernes al 8 de diciembre", within a week, is the coming Friday', () => {
    expect(readAnswer('del viernes al 8 de diciembre', 'dates').dates).toMatchObject({ checkin: '2026-12-04', checkout: '2026-12-08' });
  });
  it('the end said first with its word ("hasta el domingo, desde el jueves") is the departure', () => {
    expect(readAnswer('hasta el domingo, desde el jueves', 'dates').dates).toMatchObject({ checkin: '2026-12-03', checkout: '2026-12-06' });
  });
});

describe('places of one trip with its total length', () => {
  it('"Cartagena + Medellín, 2 weeks total": legs of one trip, the length is not this booking\'s', () => {
    expect(readAnswer('Cartagena + Medellín, 2 weeks total, 2 pax', undefined, 'en').destination).toMatchObject({ kind: 'ambiguous', legs: true });
  });
  it('near miss: "Cartagena o Medellín, 5 noches en total" are alternatives', () => {
    const d = readAnswer('Cartagena o Medellín, 5 noches en total').destination;
    expect(d?.kind).toBe('ambiguous');
    expect((d as { legs?: boolean }).legs).toBeUndefined();
  });
});

describe("guests' own holidays", () => {
  it.each([
    ['Black Friday for 3 nights', '2027-11-26'],
    ['Koningsdag', '2027-04-27'],
    ['Tag der Deutschen Einheit', '2027-10-03'],
    ['feriado de Tiradentes', '2027-04-21'],
    ['arriving on Showa Day, 5 nights', '2027-04-29'],
    ['Pfingsten, Saturday to Monday', '2027-05-15'],
  ] as const)('"%s" starts on %s', (text, checkin) => {
    const u = readAnswer(text, 'dates', 'en');
    expect(u.dates?.checkin).toBe(checkin);
    expect(u.leftover).toBe('');
  });
  it("King's Birthday long weekend is Friday to its Monday (the second of June)", () => {
    expect(readAnswer("King's Birthday long weekend", 'dates', 'en').dates).toMatchObject({ checkin: '2027-06-11', checkout: '2027-06-14' });
  });
});

describe('a range in another language', () => {
  it.each([
    ['du 14 au 18 février', '2027-02-14', '2027-02-18'],
    ['Hi! Cartagena du 14 au 18 février for 2 adults', '2027-02-14', '2027-02-18'],
    ['van 3 tot 6 maart', '2027-03-03', '2027-03-06'],
    ['vom 3 bis 6 März', '2027-03-03', '2027-03-06'],
  ] as const)('"%s"', (text, checkin, checkout) => {
    const u = readAnswer(text, undefined, 'en');
    expect(u.dates).toMatchObject({ checkin, checkout });
    expect(u.leftover).toBe('');
  });
  it('near miss: "2 adults and 1 tot 3 years" reads no range', () => {
    expect(readAnswer('2 adults and 1 tot 3 years', 'party', 'en').dates).toBeUndefined();
  });
});

describe('Colombian week offsets with "a"', () => {
  it.each([
    ['de hoy a ocho días', '2026-12-06'],
    ['de hoy a ocho', '2026-12-06'],
    ['de hoy a quince días', '2026-12-13'],
  ] as const)('"%s" is %s', (text, checkin) => {
    expect(readAnswer(text, 'dates').dates?.checkin).toBe(checkin);
  });
});

describe('the stay said again, moved', () => {
  it.each([
    ['same but one week later', 'en', 7],
    ['lo mismo pero una semana después', 'es', 7],
    ['las mismas fechas pero dos días antes', 'es', -2],
    ['igual, pero un día más tarde', 'es', 1],
  ] as const)('"%s" (%s) moves it %i days', (text, lang, days) => {
    const u = readAnswer(text, 'confirm', lang);
    expect(u.intents).toContainEqual({ kind: 'shift', days });
    expect(u.dates).toBeUndefined();
  });
  it('near miss: "the same but 2 adults" moves nothing', () => {
    expect(readAnswer('the same but 2 adults', 'confirm', 'en').intents.some((i) => i.kind === 'shift')).toBe(false);
  });
});

describe('the ones others stay home with', () => {
  it.each([
    ['2 adultos, los niños se quedan con la abuela', 'es'],
    ['2 adults, the kids stay with grandma', 'en'],
  ] as const)('"%s": two adults, every word read', (text, lang) => {
    const u = readAnswer(text, 'party', lang);
    expect(u.occupancy).toMatchObject({ adults: 2 });
    expect(u.occupancy?.children ?? 0).toBe(0);
    expect(u.leftover).toBe('');
  });
});

describe('a count denied with nothing in its place', () => {
  it.each([
    ['ya no son 2 habitaciones, quiero cambiar eso', 'rooms'],
    ['ya no son 2 habitaciones', 'rooms'],
    ['no son 3 adultos', 'party'],
    ['ya no somos 4', 'party'],
  ] as const)('"%s" changes the %s, the number denied is not taken', (text, target) => {
    const u = withoutDeniedCount(readAnswer(text, 'confirm'), text);
    expect(u.intents).toContainEqual({ kind: 'change', target });
    expect(u.occupancy?.rooms).toBeUndefined();
    expect(u.occupancy?.adults).toBeUndefined();
  });
  it('near miss: "no son 3 adultos, son 4" is the correction to 4', () => {
    const text = 'no son 3 adultos, son 4';
    expect(withoutDeniedCount(readAnswer(text, 'confirm'), text).occupancy?.adults).toBe(4);
  });
});

describe('answers worked out in words', () => {
  it('"dos más que el año pasado, o sea 5" at the nights question is 5, and no past date', () => {
    const u = readAnswer('dos más que el año pasado, o sea 5', 'nights', 'es', '2026-12-15');
    expect(u.bareNumber).toBe(5);
    expect(u.dates).toBeUndefined();
  });
  it('"como el año pasado" is no date', () => {
    expect(readAnswer('como el año pasado', 'nights', 'es', '2026-12-15').dates).toBeUndefined();
  });
  it('near miss: "el año pasado" alone is a past date, refused', () => {
    expect(readAnswer('el año pasado', 'dates').dates?.problem?.kind).toBe('past');
  });
  it.each([
    ['toda la semana', 'es'],
    ['all week', 'en'],
  ] as const)('"%s" at the nights question is 7 nights, said back to confirm (or the rest of that week?)', (text, lang) => {
    expect(readAnswer(text, 'nights', lang, '2026-12-15').dates?.ambiguity).toEqual({ kind: 'nights', options: [7] });
  });
});

describe('navigation said around other words', () => {
  it.each([
    ['nada, olvídalo', 'es'],
    ['nah, forget it', 'en'],
  ] as const)('"%s" cancels', (text, lang) => {
    expect(readAnswer(text, 'dates', lang).intents).toContainEqual({ kind: 'cancel' });
  });
  it('near miss: "Cartagena el 5... nah, olvídalo" takes back what it said, no cancel', () => {
    expect(readAnswer('Cartagena el 5... nah, olvídalo', 'dates').intents.some((i) => i.kind === 'cancel')).toBe(false);
  });
  it('"I\'d rather finish this by phone with a human" asks for a person', () => {
    expect(readAnswer("I'd rather finish this by phone with a human", 'email', 'en').intents).toContainEqual({ kind: 'human' });
  });
  it('near miss: "voy con una persona" is company, not a request for staff', () => {
    expect(readAnswer('voy con una persona', 'party').intents.some((i) => i.kind === 'human')).toBe(false);
  });
  it.each([
    ['the phone number needs changing', 'phone'],
    ['my email has changed', 'email'],
  ] as const)('"%s" changes the %s', (text, target) => {
    expect(readAnswer(text, 'confirm', 'en').intents).toContainEqual({ kind: 'change', target });
  });
});

describe('families and agencies (fresh corpora 137 and 138)', () => {
  it('an agency\'s child code with its ages and no count ("Hab 2: 2 ADL + CHD 8 y 10 años") is one child per age', () => {
    expect(readAnswer('Hab 1: 2 ADL + CHD 5 años; Hab 2: 2 ADL + CHD 8 y 10 años', 'party').occupancy).toMatchObject({
      adults: 4,
      children: 3,
      ages: [5, 8, 10],
      rooms: 2,
    });
  });
  it.each(['Adt: 2 / Chd: 1 (5 años)', 'ADT: 2 / CHD: 0'])('near miss: "%s" is a label with its count', (text) => {
    const o = readAnswer(text, 'party').occupancy;
    expect(o?.ages ?? []).not.toContain(0);
    expect(o?.adults).toBe(2);
  });
  it.each(['5 rooms, 5 directors, single occupancy each', '5 rooms, 5 directors, one each', '5 habitaciones, 5 directores, ocupación sencilla cada una'])(
    '"%s": one person to a room, never five in each',
    (text) => {
      expect(readAnswer(text, 'party', 'en').occupancy).toMatchObject({ adults: 5, rooms: 5 });
    },
  );
  it('near miss: "2 rooms, 2 adults each" is two in each', () => {
    expect(readAnswer('2 rooms, 2 adults each', 'party', 'en').occupancy).toMatchObject({ adults: 4, rooms: 2 });
  });
  it('rooms listed one by one with a room for the children ("1 TWN para los dos niños (11 y 13) y 1 DBL para los papás")', () => {
    expect(readAnswer('1 TWN para los dos niños (11 y 13) y 1 DBL para los papás', 'party').occupancy).toMatchObject({
      adults: 2,
      children: 2,
      ages: [11, 13],
      rooms: 2,
      childRoom: true,
    });
  });
  it('near miss: a room for a grown-up child ("una sencilla para su hija de 22") is no children\'s room', () => {
    const o = readAnswer('una doble para los señores Pérez y una sencilla para su hija de 22', 'party').occupancy;
    expect(o?.childRoom).toBeUndefined();
  });
});

describe("the outside testers' kind (fresh corpus 139)", () => {
  it.each([
    ['in like 3 weeks', 'en', '2026-12-20'],
    ['de hoy a 3 semanas', 'es', '2026-12-20'],
  ] as const)('"%s" is a check-in (%s), no stay of 21 nights', (text, lang, checkin) => {
    const d = readAnswer(text, 'dates', lang).dates;
    expect(d?.checkin).toBe(checkin);
    expect(d?.nights).toBeUndefined();
  });
  it('"in about 10 days" is said back to confirm', () => {
    expect(readAnswer('in about 10 days', 'dates', 'en').dates?.ambiguity).toMatchObject({ kind: 'choices', options: [{ checkin: '2026-12-09' }] });
  });
  it.each([
    ['veintiuno al veinticinco', '2026-12-21', '2026-12-25'],
    ['quince al dieciocho', '2026-12-15', '2026-12-18'],
  ] as const)('"%s" is a range of days', (text, checkin, checkout) => {
    expect(readAnswer(text, 'dates').dates).toMatchObject({ checkin, checkout });
  });
});

describe('a signature of someone booking for others', () => {
  it.each([
    'Necesito Cartagena del 5 al 9 de enero para 2 adultos.\n\nAtte.,\nSandra Milena Torres\nAgente de viajes – Viajes El Dorado\nTel. +57 604 444 5566\nsandra@viajeseldorado.co',
    'Could you quote Santa Marta, 3 nights from January 24, 2 adults, 1 room?\n\nBest regards,\nKaren Wells\nSenior Travel Consultant | Globetrotter Travel\nM: +1 415 555 0187\nkaren.wells@globetrotter.com',
    'Cartagena del 14 al 17 de mayo, 2 habitaciones dobles para 4 médicos.\n\nCordialmente,\nDiana Ruiz\nEventos Médicos S.A.S.',
  ])('takes none of its name, phone or email: %s', (text) => {
    const u = readAnswer(text);
    expect(u.guest?.firstName).toBeUndefined();
    expect(u.guest?.email).toBeUndefined();
    expect(u.guest?.phone).toBeUndefined();
    expect(u.dates?.checkin ?? u.dates?.ambiguity).toBeDefined();
  });
  it('near miss: a guest\'s own letter ("Atentamente,⏎Gloria Inés Ramírez⏎Cel. 310 555 8721") is signed by the guest', () => {
    const u = readAnswer('Quisiera Cartagena del 5 al 9 de enero para 2 adultos.\n\nAtentamente,\nGloria Inés Ramírez\nCel. 310 555 8721');
    expect(u.guest?.firstName).toBe('Gloria Inés');
  });
  it("near miss: asked for the email, the writer's own signature is the answer", () => {
    const text = 'Saludos,\nMarcela Duarte | Coordinadora de Viajes\nmduarte@segurospacifico.com.co';
    expect(readAnswer(text, 'email').guest?.email).toBe('mduarte@segurospacifico.com.co');
  });
});

describe('families named again (fresh corpus 137)', () => {
  it('"me, my ex and our kids, 5 and 9 — separate rooms for me and my ex": the two of them named again after the dash', () => {
    expect(readAnswer('me, my ex and our kids, 5 and 9 — separate rooms for me and my ex please', 'party', 'en').occupancy).toMatchObject({
      adults: 2,
      children: 2,
    });
  });
  it('"nuestros 4 hijos: 17, 15, 12 y la chiquita de 3": the last of the four, not a fifth', () => {
    expect(readAnswer('mi esposo y yo con nuestros 4 hijos: 17, 15, 12 y la chiquita de 3', 'party').occupancy).toMatchObject({
      adults: 2,
      children: 4,
      ages: [17, 15, 12, 3],
    });
  });
  it('near miss: "2 niños de 5 y 7 y la niña de 3", the list complete, is a third child', () => {
    expect(readAnswer('2 niños de 5 y 7 y la niña de 3', 'party').occupancy).toMatchObject({ children: 3, ages: [5, 7, 3] });
  });
  it('"grandpa\'s guide dog" names grandpa in passing, no grown-up more', () => {
    expect(readAnswer("grandparents + 2 grandkids (8 & 10), and grandpa's guide dog", 'party', 'en').occupancy).toMatchObject({ adults: 2, children: 2 });
  });
  it('"my daughter, my son-in-law and their newborn": the daughter is no child', () => {
    expect(readAnswer("my daughter, my son-in-law and their newborn; I'm just paying", 'party', 'en').occupancy?.children).toBe(1);
  });
});
