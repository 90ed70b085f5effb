/**
 * Classes from the first contact with fresh corpus 177 (stay details among other wishes): the car's parking and the
 * room's own features (a balcony, a tub, non-smoking, no carpet) are requests only the hotel's staff can answer; and
 * several birthdays to come said with the ages now ("11 y 13, cumplen 12 y 14 en enero") are no more children. Read
 * on 2026-11-30, a Monday, as the corpora are.
 */
import { describe, expect, it } from 'vitest';
import { readAsCorpus as read } from './read.js';

describe("the car's parking and the room's features: a request for the staff", () => {
  it.each([
    ['es', 'Chapinero porfa, y que tenga parqueadero para el carro'],
    ['es', 'del 5 al 9, y que tenga parqueadero para la camioneta'],
    ['en', 'tomorrow for 2 nights, we will need a parking spot for our rental car'],
    ['en', 'Looking for Getsemaní, 5 nights from February 2, 2 adults, a balcony would be amazing'],
    ['es', 'el 3 de enero por 4 noches, con balcón'],
    ['es', 'reserva para Bogotá del 4 al 7, 2 adultos, habitación para no fumadores'],
    ['es', '2 adultos y 1 niño de 11 años, ojalá habitación sin alfombra que él es alérgico'],
  ] as const)('%s "%s"', (lang, text) => {
    expect(read(text, undefined, lang).requests).toContain('special');
  });
  it('the values said with it are kept ("del 5 al 9, y que tenga parqueadero…")', () => {
    expect(read('del 5 al 9, y que tenga parqueadero para la camioneta', 'dates', 'es').dates).toMatchObject({ checkin: '2026-12-05', nights: 4 });
  });
  it('near miss: "sin parqueadero" asks for nothing', () => {
    expect(read('del 5 al 9, no necesitamos parqueadero', 'dates', 'es').requests ?? []).not.toContain('special');
  });
});

describe('several birthdays to come beside the ages now', () => {
  it.each([
    ['es', '11 y 13, cumplen 12 y 14 en enero', [11, 13]],
    ['en', '5 and 8, they turn 6 and 9 in March', [5, 8]],
  ] as const)('%s "%s": the ages now', (lang, text, ages) => {
    expect(read(text, 'childAges', lang).occupancy?.ages).toEqual(ages);
  });
  it('near miss: "cumplen 12 y 14 en enero" alone gives no age now', () => {
    expect(read('cumplen 12 y 14 en enero', 'childAges', 'es').occupancy?.ages).toBeUndefined();
  });
});

describe('amounts of money beside the stay are no value of it', () => {
  it.each([
    [
      'es',
      'Medellín del 10 al 14 de enero, 4 adultos en 2 habitaciones, presupuesto 250 mil por habitación por noche',
      { checkin: '2027-01-10', nights: 4 },
      { adults: 4, rooms: 2 },
    ],
    [
      'es',
      'Cartagena del 26 de diciembre al 1 de enero, somos 2 adultos y 1 niño de 14, máximo 1.500.000 en total',
      { checkin: '2026-12-26', nights: 6 },
      { adults: 2, children: 1, ages: [14] },
    ],
    ['en', 'Jan 15 through Jan 19, under $90 a night, 2 adults', { checkin: '2027-01-15', nights: 4 }, { adults: 2 }],
    ['en', 'Dec 18 for 3 nights, 2 adults, budget 400k COP per room', { checkin: '2026-12-18', nights: 3 }, { adults: 2 }],
    ['es', 'del 5 al 8, 2 adultos, que no pase de 300 lucas la noche', { checkin: '2026-12-05', nights: 3 }, { adults: 2 }],
  ] as const)('%s "%s"', (lang, text, dates, party) => {
    const u = read(text, undefined, lang);
    expect(u.dates).toMatchObject(dates);
    expect(u.occupancy).toMatchObject(party);
    expect(u.leftover).not.toMatch(/\d/);
  });
  it('at the nights question, "4, máximo 300 mil cada noche" is 4 nights', () => {
    expect(read('4, máximo 300 mil cada noche', 'nights', 'es').bareNumber).toBe(4);
  });
  it.each([
    ['es', 'máximo 4 personas', { adults: 4 }],
    ['es', 'hasta el 5, 2 adultos', { adults: 2 }],
  ] as const)('near miss: a number with no sign of money stays a value ("%s")', (lang, text, party) => {
    expect(read(text, undefined, lang).occupancy).toMatchObject(party);
  });
});

describe("a pet's age is the pet's", () => {
  it.each([
    ['es', 'party', 'una pareja y 2 niños de 7 y 9, y el perro de 3', { adults: 2, children: 2, ages: [7, 9] }],
    ['es', 'childAges', 'el mayor tiene 9 y la pequeña 4, y el perro 6', { ages: [9, 4] }],
    ['en', 'party', 'a 6 month old puppy, 2 adults', { adults: 2 }],
    ['en', undefined, 'Jan 10 to 14, 2 adults, and our 2 year old dog', { adults: 2 }],
  ] as const)('%s at %s "%s"', (lang, at, text, party) => {
    const u = read(text, at, lang);
    expect(u.occupancy).toEqual(expect.objectContaining(party));
    expect(u.occupancy?.ages ?? []).not.toContain(3);
    expect(u.requests).toContain('pets');
  });
  it('near miss: "el perro, 2 noches" keeps the nights', () => {
    expect(read('vamos con el perro, 2 noches', 'nights', 'es').dates?.nights).toBe(2);
  });
});

describe('words about the stay that name no value of it', () => {
  it('"cel 316 890 1234, mejor por WhatsApp después de las 5": the phone, "mejor" says how to reach the guest', () => {
    expect(read('cel 316 890 1234, mejor por WhatsApp después de las 5', 'phone', 'es').guest?.phone).toBe('+573168901234');
  });
  it('near miss: "316 890 1234, mejor 316 890 1235" takes the second number', () => {
    expect(read('316 890 1234, mejor 316 890 1235', 'phone', 'es').guest?.phone).toBe('+573168901235');
  });
  it.each([
    ['en', 'Rodadero Jan 5-12, 2 adults, 3 kids 2, 6 and 9, we need 2 rooms next to each other'],
    ['es', 'Rodadero del 5 al 12 de enero, 4 adultos, dos habitaciones juntas'],
  ] as const)('%s "%s": two rooms, and rooms together asked of the staff', (lang, text) => {
    const u = read(text, undefined, lang);
    expect(u.occupancy?.rooms).toBe(2);
    expect(u.requests).toContain('special');
    expect(u.bareNumber).toBeUndefined();
  });
  it('"Taganga, …, llego en bus de Bogotá como a las 11 pm": the city the bus comes from is no destination', () => {
    expect(read('Taganga, 10 noches desde el 3 de febrero, 1 adulto, llego en bus de Bogotá como a las 11 pm', undefined, 'es').destination).toMatchObject({
      kind: 'known',
      city: 'Santa Marta',
    });
  });
});

describe('"a room" as what a wish is about', () => {
  it.each([
    ['en', 'dates', '6th to the 9th, a room with a bathtub if you have one'],
    ['en', 'destination', 'Bogota, we need a wheelchair accessible room'],
    ['es', 'name', 'Natalia Vargas, y por favor una habitación sin alfombra, soy alérgica'],
  ] as const)('%s at %s "%s": no count of rooms, the wish for the staff', (lang, at, text) => {
    const u = read(text, at, lang);
    expect(u.occupancy?.rooms).toBeUndefined();
    expect(u.requests?.length).toBeGreaterThan(0);
  });
  it.each([
    ['es', 'Hola! luna de miel en Cartagena, del 20 al 25 de enero, una habitación con jacuzzi o balcón'],
    ['en', 'I need a room in Cartagena for two nights from tomorrow'],
  ] as const)('near miss: %s "%s" is one room (with the party, or with no wish)', (lang, text) => {
    expect(read(text, undefined, lang).occupancy?.rooms).toBe(1);
  });
});

describe("grown-ups' ages in brackets", () => {
  it.each([
    ['es', 'El Poblado, del 23 al 26 de diciembre, 2 adultos mayores (78 y 80 años) y yo', 3],
    ['es', 'mis papás (78 y 80 años) y yo', 3],
    ['en', '2 adults (both 70) and me', 3],
  ] as const)('%s "%s": %i adults, the ages theirs', (lang, text, adults) => {
    const u = read(text, 'party', lang);
    expect(u.occupancy).toEqual(expect.objectContaining({ adults }));
    expect(u.occupancy?.children).toBeUndefined();
    expect(u.leftover).toBe('');
  });
  it('"my parents (70 years), …, my father walk with cane, they need room without stairs": 2 adults, accessibility asked', () => {
    const u = read('Cartagena trip for my parents (70 years), 5 nights from 10 Feb. My father walk with cane, they need room without stairs', undefined, 'en');
    expect(u.occupancy?.adults).toBe(2);
    expect(u.requests).toContain('accessibility');
  });
  it.each([
    ['2 adultos y 2 niños (5 y 8)', { adults: 2, children: 2, ages: [5, 8] }],
    ['mis hijos (20 y 22)', { children: 2 }],
  ] as const)('near miss: "%s" is read as before', (text, party) => {
    expect(read(text, 'party', 'es').occupancy).toMatchObject(party);
  });
});
