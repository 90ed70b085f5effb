/**
 * Classes read from the refusals left on fresh corpus 168 (booking for others) and 167 (long stays), and from the first
 * contact with fresh corpora 170 (formal letters and forms) and 172 (trips around events and work): people of the
 * guest's own named at the party question are who travel; "y una amiga" after someone of one's own is one more;
 * weeks or nights plus more said with "+". Read on 2026-11-30, a Monday, as the corpora are.
 */
import { describe, expect, it } from 'vitest';
import { readAsCorpus as read, readPartyAt } from './read.js';

describe('people of the guest named in the third person at the party question are who travel', () => {
  it.each([
    ['mis papás, que ya están pensionados', 'es', { adults: 2 }],
    ['my parents, both in their seventies', 'en', { adults: 2 }],
    ['mis papás y mi hermanito de 9', 'es', { adults: 2, children: 1, ages: [9] }],
    ['my sister and her two kids (5 and 8)', 'en', { adults: 1, children: 2, ages: [5, 8] }],
    ['mi hermana con sus 3 niños de 2, 6 y 10', 'es', { adults: 1, children: 3, ages: [2, 6, 10] }],
    ['mi jefe y su hija de 16', 'es', { adults: 1, children: 1, ages: [16] }],
    ['my mother-in-law, on her own', 'en', { adults: 1 }],
    ['mi papá, que tiene 80, y su cuidador', 'es', { adults: 2 }],
  ] as const)('"%s"', (text, lang, party) => {
    expect(readPartyAt(text, 'party', lang)).toMatchObject(party);
  });
  it.each([
    ['mi esposa y los niños de 3 y 5', { adults: 2, children: 2 }],
    ['mi esposa y mi mamá', { adults: 3 }],
    ['con mis papás', { adults: 3 }],
    ['mis papás y yo', { adults: 3 }],
    ['mi hija de 5 con su papá', { adults: 2, children: 1 }],
  ] as const)('near miss: the guest goes too (a partner, "con", "yo", a child of theirs first): "%s"', (text, party) => {
    expect(readPartyAt(text)).toMatchObject(party);
  });
  it.each(['mis papás, 2 niños de 5 y 7', 'mi hermana y los niños', 'mi jefe y su familia'])('near miss: "%s" is no party taken', (text) => {
    expect(readPartyAt(text)?.adults).toBeUndefined();
  });
  it('near miss: elsewhere than at the party question the same words say nothing of the guest', () => {
    expect(read('mis papás y mi hermanito de 9', undefined, 'es').occupancy?.adults).toBeUndefined();
  });
});

describe('one grown-up said with "una"/"a" right after someone of one\'s own is one more', () => {
  it.each([
    ['mi abuela y una enfermera que la acompaña', 'es', 2],
    ['mi hija de 19 y una amiga', 'es', 2],
    ['my mom and a friend', 'en', 2],
    ['voy con mi esposa y una amiga', 'es', 3],
  ] as const)('"%s"', (text, lang, adults) => {
    expect(readPartyAt(text, 'party', lang)?.adults).toBe(adults);
  });
});

describe('a length plus more said with "+"', () => {
  it.each([
    ['2 weeks + 3 days', 'en', 17],
    ['3 nights + 1', 'en', 4],
    ['1 semana + 2 noches', 'es', 9],
  ] as const)('"%s" at the nights question', (text, lang, nights) => {
    expect(read(text, 'nights', lang).dates?.nights).toBe(nights);
  });
});

describe('the one an occasion is for, named with an article or said to be its subject, is no one of the party', () => {
  it.each([
    ["Hi, we're flying in for a friend's wedding in Cartagena. Two adults, arriving March 13 and leaving March 16.", 'en', 2],
    ['vamos a la boda de una amiga en Cartagena, somos 2, del 13 al 16 de marzo', 'es', 2],
    ['Hi there! My best friend is getting married in Medellín on Saturday. My husband and I arrive Friday, leave Sunday. One room.', 'en', 2],
    ['mi mejor amiga se casa en Cartagena el sábado, vamos mi esposo y yo del viernes al domingo', 'es', 2],
  ] as const)('"%s"', (text, lang, adults) => {
    const u = read(text, undefined, lang);
    expect(u.occupancy?.adults).toBe(adults);
    expect(u.leftover).not.toMatch(/friend|amiga/);
  });
});

describe('the speakers counted from a group they belong to ("somos 6 del coro")', () => {
  it.each([
    ['somos 6 del coro', { adults: 6 }],
    ['somos 4 del equipo', { adults: 4 }],
    ['vamos 6 del coro, todos adultos', { adults: 6, children: 0 }],
    ['somos 10 del grupo de oración, 5 habitaciones', { adults: 10, rooms: 5 }],
  ] as const)('"%s"', (text, party) => {
    expect(readPartyAt(text)).toMatchObject(party);
  });
  it('"Bogota 3 noches desde mañana somos 6 del grupo de teatro 3 habitaciones" leaves nothing unread', () => {
    const u = read('Bogota 3 noches desde mañana somos 6 del grupo de teatro 3 habitaciones', undefined, 'es');
    expect(u.occupancy).toMatchObject({ adults: 6, rooms: 3 });
    expect(u.leftover).toBe('');
  });
  it('near miss: a school\'s ("somos 5 del colegio") is asked; a date after "del" is a date ("somos 3 del 4 al 6")', () => {
    expect(readPartyAt('somos 5 del colegio')?.adults).toBeUndefined();
    const u = read('somos 3 del 4 al 6', 'party', 'es');
    expect(u.occupancy?.adults).toBe(3);
    expect(u.dates?.checkin).toBe('2026-12-04');
  });
});

describe('grown-ups counted by role after the speaker goes "con" a group', () => {
  it('"voy con la selección del colegio …, 3 profesores y 15 niños …" asks the party (the speaker may be one of the 3)', () => {
    const u = read(
      'voy con la selección del colegio a Santa Marta, 3 profesores y 15 niños de 13 y 14 años, del 4 al 7 de enero, 5 habitaciones',
      undefined,
      'es',
    );
    expect(u.occupancy?.adults).toBeUndefined();
    expect(u.dates?.checkin).toBe('2027-01-04');
  });
  it('near miss: "voy con 3 profesores y 15 niños" counts the speaker apart (4 adults)', () => {
    expect(readPartyAt('voy con 3 profesores y 15 niños de 13 y 14 años')?.adults).toBe(4);
  });
});

describe('a counted group, then the group\'s own staff with "our"', () => {
  it.each([
    ['9 singers plus our director', 10],
    ['4 friends and our guide', 5],
  ] as const)('"%s"', (text, adults) => {
    expect(readPartyAt(text, 'party', 'en')?.adults).toBe(adults);
  });
  it('near miss: "3 amigos + mi esposa" (a partner: the speaker goes too) is still asked', () => {
    expect(readPartyAt('3 amigos + mi esposa')?.adults).toBeUndefined();
  });
});

describe('someone said to stay or live somewhere else is no one of the party', () => {
  it('"Bogotá, Jan 7 for 3 nights, me and my kids 4 and 9, their dad stays in Miami lol" is 1 adult and 2 children', () => {
    const u = read('Bogotá, Jan 7 for 3 nights, me and my kids 4 and 9, their dad stays in Miami lol', undefined, 'en');
    expect(u.occupancy).toMatchObject({ adults: 1, children: 2, ages: [4, 9] });
  });
  it('"mi esposo vive en Bogotá, vamos yo y los niños de 4 y 9" is 1 adult and 2 children', () => {
    expect(readPartyAt('mi esposo vive en Bogotá, vamos yo y los niños de 4 y 9')).toMatchObject({ adults: 1, children: 2 });
  });
  it('near miss: staying in a room of the stay keeps them ("…my mom, she stays in the same room")', () => {
    expect(readPartyAt('me, my wife and my mom, she stays in the same room', 'party', 'en')?.adults).toBe(3);
  });
  it('"mi hijo vive en Madrid" names no destination (where he lives), at any question', () => {
    expect(read('mi hijo vive en Madrid', 'party', 'es').destination).toBeUndefined();
    expect(read('vamos a Madrid', 'party', 'es').destination).toMatchObject({ kind: 'unknown', text: 'Madrid' });
  });
});

describe('formal writing (fresh corpus 170)', () => {
  it.each([
    ['Seremos dos (2) adultos y un (1) menor de ocho (8) años.', 'es', { adults: 2, children: 1, ages: [8] }],
    ['Cuatro (4) personas adultas.', 'es', { adults: 4 }],
    ['Dos (2) adultos en una (1) habitación.', 'es', { adults: 2, rooms: 1 }],
    ['Two (2) adults and one (1) child aged seven (7).', 'en', { adults: 2, children: 1, ages: [7] }],
    ['Una pareja de esposos y sus dos hijos menores, de 6 y 10 años.', 'es', { adults: 2, children: 2, ages: [6, 10] }],
    ['sus dos hijos menores de edad, de 6 y 10 años', 'es', { children: 2, ages: [6, 10] }],
    ['Solamente el suscrito.', 'es', { adults: 1 }],
    ['para mi esposa y el suscrito', 'es', { adults: 2 }],
    ['dos (2) adultos y su servidor', 'es', { adults: 3 }],
    ['Una (1) persona, en habitación sencilla.', 'es', { adults: 1, rooms: 1 }],
  ] as const)('a number restated in parentheses, and the formal words of a party: "%s"', (text, lang, party) => {
    expect(read(text, 'party', lang).occupancy).toMatchObject(party);
  });
  it('"por espacio de cuarenta (40) noches" is the 40 nights, refused with the limit', () => {
    expect(read('por espacio de cuarenta (40) noches', 'nights', 'es').dates?.problem).toMatchObject({ kind: 'tooLong', nights: 40 });
  });
  it('near miss: a parenthesis with another number is left as written ("dos (3) adultos" is asked)', () => {
    expect(read('dos (3) adultos', 'party', 'es').occupancy?.adults).toBeUndefined();
  });
  it('near miss: "cada uno en habitación individual" is still a room each', () => {
    expect(readPartyAt('cada uno en habitación individual, somos 3')).toMatchObject({ adults: 3, rooms: 3 });
  });
  it.each([
    ['Este viernes, y si no hubiere disponibilidad, el sábado.', 'es', { checkin: '2026-12-04' }],
    ['Del 20 al 22 de junio, y si no hubiere disponibilidad, del 27 al 29.', 'es', { checkin: '2027-06-20', nights: 2 }],
    ['June 20–23, or failing that, June 27–30.', 'en', { checkin: '2027-06-20', nights: 3 }],
  ] as const)('a formal fallback keeps the first choice: "%s"', (text, lang, dates) => {
    const d = read(text, 'dates', lang).dates;
    expect(d).toMatchObject(dates);
    if (!('nights' in dates)) expect(d?.nights).toBeUndefined();
  });
  it.each([
    ['Atentamente, Hernán Zuluaga.', 'Hernán', 'Zuluaga'],
    ['Cordialmente, Mauricio Betancur', 'Mauricio', 'Betancur'],
    ["Kind regards, Michael O'Connor", 'Michael', "O'Connor"],
  ] as const)('a letter\'s closing before the name at the name question: "%s"', (text, firstName, lastName) => {
    expect(read(text, 'name', 'es').guest).toMatchObject({ firstName, lastName });
  });
  it('"I am a British citizen residing in Spain." offers both countries (it took GBR)', () => {
    expect(read('I am a British citizen residing in Spain.', 'country', 'en').guest).toMatchObject({ countryOptions: ['GBR', 'ESP'] });
  });
  it.each([
    ['Kindly amend the dates of the booking.', 'dates'],
    ['I should like to amend the number of rooms.', 'rooms'],
  ] as const)('a formal change: "%s"', (text, target) => {
    expect(read(text, 'confirm', 'en').intents).toContainEqual(expect.objectContaining({ kind: 'change', target }));
  });
  it.each(['Prefiero que un funcionario del hotel me contacte personalmente.', 'I would prefer to speak with a member of your staff.'])(
    'a formal request for a person: "%s"',
    (text) => {
      expect(read(text, 'confirm', 'es').intents).toContainEqual({ kind: 'human' });
    },
  );
});
