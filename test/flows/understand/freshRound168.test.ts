/**
 * Classes read in the 168th round and from the first contact with fresh corpora 168 (people booking for someone else)
 * and 169 (groups and celebrations): a stay said for each of several cities is no stay of one of them; people named
 * in the third person as the subject of their trip are the party; a verb of going said with where to is setting off;
 * a total, then how many are children; ages said as a band; an event's day said with whose it is and where; the people
 * named said to be grown up; a word blanked by another reader joins no number; one more named by a word no lexicon
 * reads before a child word. Read on 2026-11-30, a Monday, as the corpora are.
 */
import { describe, expect, it } from 'vitest';
import { readAsCorpus as read, stayOf as stay } from './read.js';

describe('a stay said for each of several cities: the cities are legs of one trip, and no date is taken from it', () => {
  it.each([
    ['Band on tour: 2 nights Bogotá then 2 nights Medellín, 5 of us', 'en'],
    ['gira: tocamos en Medellín el 15 y en Bogotá el 17, somos 4 músicos', 'es'],
    ['we play Cartagena Friday and Santa Marta Saturday, need rooms for 6', 'en'],
    ['Medellín y Bogotá, una semana en cada una, somos 3', 'es'],
    ['Cartagena and Santa Marta, 3 nights each', 'en'],
  ] as const)('"%s"', (text, lang) => {
    const u = read(text, undefined, lang);
    expect(u.destination).toMatchObject({ kind: 'ambiguous', legs: true });
  });
  it.each([
    ['Cartagena o Santa Marta del 3 al 8 de enero, 2 adultos', 'es'],
    ['Cartagena y Santa Marta del 3 al 8 de enero, 2 adultos', 'es'],
    ['from the 3rd to the 8th of January, Cartagena or Santa Marta', 'en'],
    ['Cartagena o Santa Marta, del 3 al 8 de enero, 2 habitaciones con 2 adultos cada una', 'es'],
  ] as const)('near miss: one stay said once beside the cities is the stay of whichever is picked ("%s")', (text, lang) => {
    const u = read(text, undefined, lang);
    expect(u.destination?.kind).toBe('ambiguous');
    expect(u.destination && 'legs' in u.destination ? u.destination.legs : undefined).toBeUndefined();
    expect(u.dates?.nights).toBe(5);
  });
});

describe('people named in the third person as the subject of their trip are the party; the speaker who books is not', () => {
  it.each([
    ['mis papás y mi hermanito de 9 van a Medellín del 15 al 19', 'es', { adults: 2, children: 1, ages: [9] }],
    ['mi hermana va a Medellin con su hijo de 5, del 9 al 12, 1 habitacion', 'es', { adults: 1, children: 1, ages: [5] }],
    ['buenas, mi suegra sola va pa Bogotá, llega mañana y se queda 3 noches', 'es', { adults: 1 }],
    ['Hi! My mom and my aunt want to visit Medellín. They arrive the day after my graduation on the 14th', 'en', { adults: 2 }],
    ['Quisiera reservar para mi hermana y sus dos hijos (5 y 8) en Cartagena, del 14 al 18 de julio', 'es', { adults: 1, children: 2, ages: [5, 8] }],
    ['Booking for my sister and her two kids, 5 and 8, Cartagena, July 14 to 18', 'en', { adults: 1, children: 2, ages: [5, 8] }],
    ["I'm booking for my elderly father. He's going to Cartagena alone, arriving March 3rd", 'en', { adults: 1 }],
    ['my father is going to Cartagena alone', 'en', { adults: 1 }],
  ] as const)('"%s"', (text, lang, want) => {
    expect(read(text, undefined, lang).occupancy).toMatchObject(want);
  });
  it.each([
    // the speaker goes with them
    ["I'm travelling with my mum, she is 70. Medellín, 3 nights", 'en', 2],
    ['Hello! Traveling with my mom to Cartagena, arriving Dec 22, leaving Dec 27', 'en', 2],
    ['hey! backpacking w my gf, need smth cheap in santa marta this weekend', 'en', 2],
    // how someone goes is no trip of theirs; one person alone may go with others
    ['mi papá va en silla de ruedas', 'es', undefined],
    ['Muy buenas tardes. Mi jefe viaja a la capital la otra semana.', 'es', undefined],
    // their own children at "para" are the speaker's family: asked
    ['para mi esposa y mis hijos de 5 y 8', 'es', undefined],
  ] as const)('near miss: "%s" is no party of the people named alone', (text, lang, adults) => {
    expect(read(text, undefined, lang).occupancy?.adults).toBe(adults);
  });
  it('near miss: someone added at the ages question joins the party counted ("8 y 4, y también va la abuela")', () => {
    expect(read('8 y 4, y también va la abuela', 'childAges', 'es').occupancy?.adults).toBeUndefined();
  });
});

describe('a verb of going said with where to is setting off on the trip, not the check-out', () => {
  it.each([
    ['mi esposo se va el lunes pa Cartagena por trabajo, va solo, 5 noches', { checkin: '2026-12-07', checkout: '2026-12-12', nights: 5 }],
    ['me voy el lunes pa Cartagena, 5 noches', { checkin: '2026-12-07', checkout: '2026-12-12', nights: 5 }],
    ['nos vamos el 5 para Cartagena, 3 noches', { checkin: '2026-12-05', checkout: '2026-12-08', nights: 3 }],
  ] as const)('"%s"', (text, want) => {
    expect(stay(read(text, undefined, 'es'))).toMatchObject(want);
  });
  it.each([
    ['llegamos el 2 y nos vamos el 5', { checkin: '2026-12-02', checkout: '2026-12-05', nights: 3 }],
    ['me voy a Medellín el 3 y me devuelvo el 6', { checkin: '2026-12-03', checkout: '2026-12-06', nights: 3 }],
  ] as const)('near miss: leaving, or going back, is the check-out ("%s")', (text, want) => {
    expect(stay(read(text, undefined, 'es'))).toMatchObject(want);
  });
});

describe('a total, then how many of them are children', () => {
  it.each([
    ['somos 8 en total, 2 son niños de 5 y 7', 'es', { adults: 6, children: 2, ages: [5, 7] }],
    ["we're 6 in total, two of them kids aged 4 and 6", 'en', { adults: 4, children: 2, ages: [4, 6] }],
  ] as const)('"%s"', (text, lang, want) => {
    expect(read(text, 'party', lang).occupancy).toMatchObject(want);
  });
});

describe("the children's ages said as a band at the ages question are asked again, never a date", () => {
  it.each([
    ['entre 6 y 10', 'es'],
    ['between 6 and 10', 'en'],
  ] as const)('"%s"', (text, lang) => {
    const u = read(text, 'childAges', lang);
    expect(u.dates).toBeUndefined();
    expect(u.occupancy?.ages).toBeUndefined();
  });
  it('near miss: two ages are two ages ("6 y 10")', () => {
    expect(read('6 y 10', 'childAges', 'es').occupancy?.ages).toEqual([6, 10]);
  });
});

describe("an event's day said with whose it is and where is no day of the stay", () => {
  it('"para la boda de mi prima en cartagena el sabado 5 llegamos el viernes": the arrival is the Friday before', () => {
    const u = read('hola quiero reservar para la boda de mi prima en cartagena el sabado 5 llegamos el viernes somos 2 adultos', undefined, 'es');
    expect(stay(u)).toMatchObject({ checkin: '2026-12-04' });
    expect(u.dates?.checkout).toBeUndefined();
  });
});

describe('the people named said to be grown up, all of them, are adults', () => {
  it.each([
    ['mi hija y 2 amigas se van de paseo a Santa Marta, del 19 al 22, todas mayores de edad', undefined, { adults: 3, children: 0 }],
    ['mi esposa, yo y mis 2 hijos, todos mayores de edad', 'party', { adults: 4, children: 0 }],
  ] as const)('"%s"', (text, at, want) => {
    expect(read(text, at, 'es').occupancy).toMatchObject(want);
  });
  it.each([
    ['2 adultos y 2 niños, todos mayores', 'es'],
    ['my son and his 3 friends, all adults', 'en'],
  ] as const)('near miss: children by a word of childhood, or people of no count, are not made grown-ups ("%s")', (text, lang) => {
    expect(read(text, 'party', lang).occupancy?.children).not.toBe(0);
  });
});

describe('words blanked by another reader, and articles of a person, are no numbers', () => {
  it('"3 habitaciones …, pero con una factura sola" keeps 3 rooms (the invoice is no "una sola")', () => {
    expect(read('3 habitaciones para él y 2 gerentes, pero con una factura sola', 'party', 'es').occupancy?.rooms).toBe(3);
  });
  it('near miss: "dos habitaciones no, una sola" is one room', () => {
    expect(read('dos habitaciones no, una sola', 'party', 'es').occupancy?.rooms).toBe(1);
  });
  it('"mi hija de 19 y una amiga": "una" is no lone number taken as the grown-ups', () => {
    expect(read('mi hija de 19 y una amiga', 'party', 'es').bareNumber).toBeUndefined();
  });
});

describe('children named by a word no lexicon reads, after a plus, are asked with the party', () => {
  it('"bride and groom plus 6 flower girls" is no party of two', () => {
    const o = read('bride and groom plus 6 flower girls', 'party', 'en').occupancy;
    expect(o?.adults).toBeUndefined();
    expect(o?.unsure).toBeDefined();
  });
  it('near miss: "2 adults plus 6 little girls" are six children', () => {
    expect(read('2 adults plus 6 little girls', 'party', 'en').occupancy).toMatchObject({ adults: 2, children: 6 });
  });
});

describe('the booking said to be for someone named is in their name, over the writer introducing themself', () => {
  it('"yo soy Camila pero la reserva es para mi hermana Valentina Rojas"', () => {
    expect(read('yo soy Camila pero la reserva es para mi hermana Valentina Rojas', 'name', 'es').guest).toMatchObject({
      firstName: 'Valentina',
      lastName: 'Rojas',
    });
  });
  it('near miss: "la reserva es para el 5 de enero" names nobody', () => {
    expect(read('la reserva es para el 5 de enero', 'name', 'es').guest?.firstName).toBeUndefined();
  });
});

describe('"ellos son 3" counts the people named in the third person', () => {
  it('"ellos son 3" at the party question is three grown-ups', () => {
    expect(read('ellos son 3', 'party', 'es').occupancy?.adults).toBe(3);
  });
  it('near miss: "son 6 noches y somos 3" counts the nights apart', () => {
    expect(read('son 6 noches y somos 3', 'party', 'es').occupancy?.adults).toBe(3);
  });
});

describe('counted groups joined by "and" add up, unless the later one is said with an age', () => {
  it.each([
    ['2 teachers and 4 students aged 16', 'en'],
    ['2 profesores y 4 estudiantes de 16 años', 'es'],
  ] as const)('"%s" is two grown-ups and four children of 16 (it was six grown-ups)', (text, lang) => {
    expect(read(text, 'party', lang).occupancy).toMatchObject({ adults: 2, children: 4, ages: [16, 16, 16, 16] });
  });
  it('near miss: "3 amigos y 2 amigas" are five grown-ups', () => {
    expect(read('3 amigos y 2 amigas', 'party', 'es').occupancy).toMatchObject({ adults: 5 });
  });
});

describe('people in the third person counted by a pronoun ("ellos 2", "just the two of them") are as many', () => {
  it.each([
    ['ellos 2', 'party', 'es', { adults: 2 }],
    ['ellos dos y un bebé de brazos', 'party', 'es', { adults: 2, children: 1, ages: [0] }],
    ['just the two of them', 'party', 'en', { adults: 2 }],
    ['Hola, es para mi hijo y su novia, Santa Marta, del 1 al 4 de diciembre, ellos 2', undefined, 'es', { adults: 2 }],
    ['Hi, my mom (72) and dad (75) are going to Cartagena on the 20th, just the two of them, 5 nights', undefined, 'en', { adults: 2 }],
  ] as const)('"%s"', (text, at, lang, want) => {
    expect(read(text, at, lang).occupancy).toMatchObject(want);
  });
  it('near miss: "ellos 3 días" counts nobody', () => {
    expect(read('ellos 3 días', 'party', 'es').occupancy?.adults).toBeUndefined();
  });
  it('near miss: the people named, then "ellos 2 y mi sobrina de 7", are never four grown-ups', () => {
    expect(read('pa mis papas, q llegan a Cartagena el 12 y se van el 16, ellos 2 y mi sobrina de 7', undefined, 'es').occupancy?.adults).not.toBe(4);
  });
});
