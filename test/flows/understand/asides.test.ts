/**
 * Words said beside the values that change what they mean: the one an occasion is for, the people just listed
 * described again, the old spelling of a number before a unit of the stay, a sign before a count, a guest talking it
 * over, the next leg of a trip, and two days listed with "del" said again.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '../../../src/flows/understand/destinations.js';
import { understand } from '../../../src/flows/understand/index.js';
import { ANSWER_DAY, readAnswer, readOnMonday, readParty, readPartyAt } from './read.js';

describe('the one an occasion is for is named in passing when the party is said besides', () => {
  it.each([
    [
      'Hola, para la graduación de mi hija en Medellín, del 12 al 15 de diciembre, somos mi esposo, yo, mi hija de 22 y el niño de 16',
      { adults: 3, children: 1, ages: [16] },
    ],
    ['para la boda de mi hermano en Medellín, somos mi esposa, yo y mi hijo de 5', { adults: 2, children: 1, ages: [5] }],
    ['para el cumpleaños de mi mamá, somos mi mamá, mi papá y yo', { adults: 3 }],
  ])('"%s"', (text, party) => {
    expect(readAnswer(text).occupancy).toMatchObject(party);
  });

  it("my brother's wedding, with the party said besides, counts only the party", () => {
    expect(readAnswer("my brother's wedding in Medellin, me and my wife", undefined, 'en').occupancy?.adults).toBe(2);
  });

  it('the one an occasion is for, the only person named, is read as before (near miss)', () => {
    expect(readAnswer('para el cumpleaños de mi hijo de 8, mi esposa y yo').occupancy).toMatchObject({ adults: 2, children: 1, ages: [8] });
  });
});

describe('the people just listed, described by a counted group after a comma, are the same people', () => {
  it.each(['mi mamá, mi tía y yo, tres viejas verdes jajaja', 'mi mamá, mi tía y yo, tres señoras'])('"%s" is 3 adults', (text) => {
    expect(readParty(text)).toMatchObject({ adults: 3 });
  });

  it.each([
    ['mi esposa y yo, 2 amigas', 4],
    ['mi mamá, mi tía y yo, 3 amigas', 6],
  ])('friends after the list are more people: "%s" (near miss)', (text, adults) => {
    expect(readParty(text)?.adults).toBe(adults);
  });
});

describe('numbers and counts', () => {
  it('"diez y ocho noches" is 18 nights (the old spelling before a unit of the stay)', () => {
    expect(readAnswer('diez y ocho noches', 'nights').dates?.nights).toBe(18);
  });

  it('"dos hijos de diez y ocho años" stays two ages (near miss)', () => {
    expect(readParty('dos hijos de diez y ocho años')).toMatchObject({ children: 2, ages: [10, 8] });
  });

  it.each(['menos tres y cinco', 'minus two and four'])('ages with a sign ("%s") are not read', (text) => {
    expect(readPartyAt(text, 'childAges', /minus/.test(text) ? 'en' : 'es')).toBeUndefined();
  });

  it('"menos de 2 años" is a bound, not a sign (near miss)', () => {
    expect(readPartyAt('2 adultos y un bebé de menos de 2 años', 'party')).toMatchObject({ adults: 2, children: 1 });
  });
});

describe('what is said beside the answer', () => {
  it('"estoy consultando con mi esposa" at the party question counts nobody', () => {
    expect(readParty('Un momento, por favor, estoy consultando con mi esposa.')).toBeUndefined();
  });

  it('"al otro día seguimos hacia Santa Marta" at the nights question is the next leg, no new destination', () => {
    const u = readAnswer('Sería una noche nada más, pues al otro día seguimos hacia Santa Marta.', 'nights');
    expect(u.dates?.nights).toBe(1);
    expect(u.destination).toBeUndefined();
  });
});

describe('two days listed with "del" said again are the nights of both', () => {
  it('"las noches del viernes y del sábado"', () => {
    expect(readAnswer('las noches del viernes y del sábado', 'dates').dates).toMatchObject({ checkin: '2026-12-04', checkout: '2026-12-06', nights: 2 });
  });

  it('"Dos noches, la del viernes y la del sábado de la semana entrante"', () => {
    expect(readOnMonday('Dos noches, la del viernes y la del sábado de la semana entrante.', 'es', 'dates').dates).toMatchObject({
      checkin: '2026-12-04',
      checkout: '2026-12-06',
      nights: 2,
    });
  });

  it('"del 12 al 13" stays a range of one night (near miss)', () => {
    expect(readAnswer('del 12 al 13', 'dates').dates).toMatchObject({ checkin: '2026-12-12', checkout: '2026-12-13', nights: 1 });
  });
});

describe('people named by title', () => {
  it('the one signing a letter is the guest writing, no one more', () => {
    const letter =
      'Dear Sirs,\n\nI would like to stay in Bogotá from 8 to 11 December: my husband, myself and our son, aged 19.\n\nYours sincerely,\nDr. Elizabeth Morgan\nToronto, Canada';
    expect(readAnswer(letter, undefined, 'en').occupancy).toMatchObject({ adults: 3, children: 0 });
  });

  it.each([
    ['mi esposo y yo, con el Dr. Pérez', 'es'],
    ['my wife and I with Dr. Smith', 'en'],
    ['mi esposa, yo y la Sra. Gómez', 'es'],
  ] as const)('someone named by title after the speaker and company is one more: "%s"', (text, lang) => {
    expect(readParty(text, lang)?.adults).toBe(3);
  });

  it('"el Dr. Pérez y su esposa" stays two (near miss)', () => {
    expect(readParty('el Dr. Pérez y su esposa')?.adults).toBe(2);
  });
});

describe('dates beside other words', () => {
  it('"Santa Marta a partir del próximo lunes por una semana": "Marta a" opens no weekday range', () => {
    const u = readOnMonday('Santa Marta a partir del próximo lunes por una semana', 'es');
    expect(u.destination).toMatchObject({ city: 'Santa Marta' });
    expect(u.dates).toMatchObject({ checkin: '2026-11-30', nights: 7 });
  });

  it('"the fifteenth of next month, no wait, sixteenth" is the 16th', () => {
    expect(readAnswer('the fifteenth of next month, no wait, sixteenth', 'dates', 'en').dates?.checkin).toBe('2026-12-16');
  });

  it('"el 15 del mes que viene, no, el 16" is the 16th', () => {
    expect(readAnswer('el 15 del mes que viene, no, el 16', 'dates').dates?.checkin).toBe('2026-12-16');
  });
});

describe("an occasion's day beside the stay's", () => {
  it.each([
    ['el 15 de diciembre, la boda es el 16', '2026-12-15'],
    ['December 20th, the graduation is on the 21st', '2026-12-20'],
  ])('"%s": the event\'s day is not the stay\'s end', (text, checkin) => {
    const d = readAnswer(text, 'dates', /December/.test(text) ? 'en' : 'es').dates;
    expect(d?.checkin).toBe(checkin);
    expect(d?.nights).toBeUndefined();
  });

  it('an event\'s day said first anchors what follows (near miss): "la graduación es el viernes 4, llegamos un día antes"', () => {
    expect(readAnswer('la graduación es el viernes 4, llegamos un día antes y nos vamos el domingo', 'dates').dates).toMatchObject({
      checkin: '2026-12-03',
      checkout: '2026-12-06',
    });
  });
});

describe('people said to be there already are no one of the party', () => {
  it.each([
    ['my husband and I, my mom is already there', 'en', 2],
    ['just me, my sister lives there', 'en', 1],
    ['los novios ya están allá, somos mis papás y yo', 'es', 3],
  ] as const)('"%s"', (text, lang, adults) => {
    expect(readParty(text, lang)?.adults).toBe(adults);
  });

  it('"falleció mi abuela … para mí y mi mamá" is two', () => {
    expect(readAnswer('falleció mi abuela en Bogotá y necesito hospedaje desde mañana, 3 noches, para mí y mi mamá').occupancy?.adults).toBe(2);
  });

  it('a patient named again travels (near miss): "a mi papá lo operan … pa él, mi mamá y yo"', () => {
    const text = 'a mi papá lo operan en Medellín el martes 1. Necesito hotel desde el lunes por una semana pa él, mi mamá y yo';
    expect(readAnswer(text).occupancy?.adults).toBe(3);
  });
});

describe('letters', () => {
  const letter =
    'Estimados señores:\n\nSolicito una habitación doble en Medellín del 20 al 23 de diciembre, para dos adultos.\n\nAtentamente,\nGloria Inés Ramírez\nCel. 310 555 8721';

  it('the hotel addressed is no one of the party, and the letter is signed by the guest', () => {
    const u = readAnswer(letter);
    expect(u.occupancy).toMatchObject({ adults: 2 });
    expect(u.guest).toMatchObject({ firstName: 'Gloria Inés', lastName: 'Ramírez', phone: '+573105558721' });
  });

  it('"Muy buenos días, señores." counts nobody', () => {
    expect(readAnswer('Muy buenos días, señores. Necesito alojamiento en Bogotá').occupancy).toBeUndefined();
  });

  it('an office signing names no one (near miss)', () => {
    const u = readAnswer('Señores:\n\nSolicitamos tres habitaciones en Bogotá del 14 al 17 de diciembre.\n\nAtentamente,\nOficina de Talento Humano');
    expect(u.guest?.firstName).toBeUndefined();
  });

  it('an assistant signing for someone else is not the guest (near miss)', () => {
    const u = readAnswer(
      'Dear Sirs,\n\nOn behalf of Mr. Thomas Reed, I would like a room in Bogotá from December 10 to December 13.\n\nKind regards,\nSusan Miller\nExecutive Assistant',
      undefined,
      'en',
    );
    expect(u.guest?.firstName).not.toBe('Susan');
  });
});

describe('the rest of the trip, and people beside the party', () => {
  it.each([
    ['4 nights, we fly on to Medellín the morning after', 'nights'],
    ['ten days from now, after our Medellín leg', 'dates'],
  ] as const)('"%s" names another leg, no new destination', (text, at) => {
    expect(readAnswer(text, at, 'en').destination).toBeUndefined();
  });

  it('"only me now, my husband\'s flight got cancelled" is one', () => {
    expect(readParty("only me now, my husband's flight got cancelled", 'en')?.adults).toBe(1);
  });

  it("\"they're 5 and 8 – and actually there's a third, he's 2\" adds a child", () => {
    expect(readPartyAt("they're 5 and 8 – and actually there's a third, he's 2", 'childAges', 'en')?.ages).toEqual([5, 8, 2]);
  });

  it('ages in a bracket after people are no day: "5 teenagers (13–17, …), April 7 for 4 nights"', () => {
    const d = readAnswer("10 adults and 5 teenagers (13–17, I'll send exact ages), Santa Marta, 5 rooms, April 7 for 4 nights", undefined, 'en').dates;
    expect(d).toMatchObject({ checkin: '2027-04-07', nights: 4 });
  });

  it('a patient not named in the party is no one of it: "a mi hermano lo operan mañana, vamos mi cuñada y yo"', () => {
    expect(readAnswer('me urge hotel en Bogotá pa hoy, 2 noches, a mi hermano lo operan mañana, vamos mi cuñada y yo').occupancy?.adults).toBe(2);
  });
});

describe('a child counted, then named again by the same word with an age', () => {
  it('"2 adultos y un niño, 3 noches desde el sábado, el niño tiene 8" is one child of 8', () => {
    expect(readAnswer('2 adultos y un niño, 3 noches desde el sábado, el niño tiene 8').occupancy).toMatchObject({ adults: 2, children: 1, ages: [8] });
  });

  it('a child with an age said, then another named (near miss): "un niño de 5 y el niño tiene 8" stays two', () => {
    expect(readParty('2 adultos, un niño de 5 y el niño tiene 8')).toMatchObject({ children: 2 });
  });
});

describe('children counted by a bare number with their ages, after grown-ups', () => {
  it.each([
    ['2 adultos y 1 de 5 años', 'es', [5]],
    ['2 adults and 1 aged 5', 'en', [5]],
    ['2 adultos y 2 de 5 y 8 años', 'es', [5, 8]],
  ] as const)('"%s"', (text, lang, ages) => {
    expect(readParty(text, lang)).toMatchObject({ adults: 2, children: ages.length, ages });
  });

  it('a grown-up\'s age is not read so (near miss): "2 adultos y 1 de 25 años"', () => {
    expect(readParty('2 adultos y 1 de 25 años')?.children).toBeUndefined();
  });
});

describe('a count before a hyphenated people word is no day', () => {
  it('"family of 4 - 2 grown-ups, kids are 3 and 7" is the party, no date', () => {
    const u = readAnswer('family of 4 - 2 grown-ups, kids are 3 and 7', 'party', 'en');
    expect(u.dates).toBeUndefined();
    expect(u.occupancy).toMatchObject({ adults: 2, children: 2, ages: [3, 7] });
  });

  it('a range of days said with a dash stays a range (near miss): "del 4 - 6 de enero"', () => {
    expect(readAnswer('del 4 - 6 de enero', 'dates').dates).toMatchObject({
      checkin: '2027-01-04',
      checkout: '2027-01-06',
    });
  });
});

describe('one of the children described by a birthday just passed', () => {
  it.each([
    ['3, and the other one just turned 1', 'en', [3, 1]],
    ['uno de 3 y el otro uno ya cumplió 5', 'es', [3, 5]],
  ] as const)('"%s" is one age each, the "one" no more', (text, lang, ages) => {
    const u = readAnswer(text, 'childAges', lang, 2);
    expect(u.occupancy?.ages).toEqual(ages);
    expect(u.bareNumber).toBeUndefined();
  });
});

describe("a number ending a form's line counts nothing of the next line", () => {
  it('"Salida: lunes 7⏎Adultos: 2⏎Niños: 1 (4)" is 2 adults and a child of 4', () => {
    const u = readAnswer('Destino: Medellín\nLlegada: viernes 4\nSalida: lunes 7\nAdultos: 2\nNiños: 1 (4)');
    expect(u.occupancy).toMatchObject({ adults: 2, children: 1, ages: [4] });
    expect(u.dates).toMatchObject({ checkin: '2026-12-04', checkout: '2026-12-07' });
  });

  it('a count and its word on one line still count (near miss): "Salida: lunes 7, 2 adultos"', () => {
    expect(readAnswer('Salida: lunes 7, 2 adultos').occupancy).toMatchObject({ adults: 2 });
  });
});

describe("a range's end taken back with another month", () => {
  it('"del 1 al 31 de enero, no, hasta el 3 de febrero" keeps 1 January: 33 nights, over the limit', () => {
    expect(readAnswer('del 1 al 31 de enero, no, hasta el 3 de febrero', 'dates').dates?.problem).toMatchObject({ kind: 'tooLong', nights: 33 });
  });

  it.each([
    ['del 2 al 6 de junio; ah no, al 7', '2027-06-02', '2027-06-07'],
    ['del 5 al 8 de enero, perdón, de febrero', '2027-02-05', '2027-02-08'],
  ] as const)('an end or a month taken back alone (near misses): "%s"', (text, checkin, checkout) => {
    expect(readAnswer(text, 'dates').dates).toMatchObject({ checkin, checkout });
  });
});

describe('the sender of a message passed on is no one of the party', () => {
  it.each([
    ['Hola, reenvío lo que me mandó mi hermana: "Reserva en Cartagena para el fin de semana, vamos mi esposo, yo y la bebé de 1 año"', 'es', 2],
    ['my sister sent me this: me, my husband and our 2 kids, Cartagena Jan 5-8', 'en', 2],
  ] as const)('"%s"', (text, lang, adults) => {
    expect(readAnswer(text, undefined, lang).occupancy?.adults).toBe(adults);
  });

  it('a sister who travels still counts (near miss): "vamos mi hermana y yo"', () => {
    expect(readParty('vamos mi hermana y yo')?.adults).toBe(2);
  });
});

describe("a value's line ends it", () => {
  it('"Check-in: December 28⏎Nights: 5" is 5 nights from the 28th', () => {
    expect(readAnswer('• City: Medellín\n• Check-in: December 28\n• Nights: 5\n• Adults: 2', undefined, 'en').dates).toMatchObject({
      checkin: '2026-12-28',
      nights: 5,
    });
  });

  it('"Check out: de hoy en quince⏎Pax: 2" is a departure and 2 guests', () => {
    const u = readAnswer('Destino: Santa Marta\nCheck in: de hoy en ocho\nCheck out: de hoy en quince\nPax: 2');
    expect(u.dates).toMatchObject({ checkin: '2026-12-06', checkout: '2026-12-13' });
    expect(u.occupancy?.adults).toBe(2);
  });

  it('a name ends with its line: "Nombre: Laura Gómez⏎CC: 1020304050"', () => {
    expect(readAnswer('Nombre: Laura Gómez\nCC: 1020304050', 'name').guest).toMatchObject({ firstName: 'Laura', lastName: 'Gómez' });
  });
});

describe('a value denied in brackets after it stands', () => {
  it('"Noches: 5 (no 4)" is 5 nights', () => {
    expect(readAnswer('Noches: 5 (no 4)', 'nights').dates?.nights).toBe(5);
  });

  it('taken back with a pause it is the second (near miss): "5 (no, 4)"', () => {
    expect(readAnswer('5 (no, 4)', 'nights').bareNumber).toBe(4);
  });
});

describe('Saturday and Sunday', () => {
  it('"sábado y domingo" asks: its two nights, or in on Saturday and out on Sunday', () => {
    expect(readAnswer('sábado y domingo', 'dates').dates?.ambiguity).toMatchObject({
      kind: 'choices',
      options: [
        { checkin: '2026-12-05', nights: 2 },
        { checkin: '2026-12-05', nights: 1 },
      ],
    });
  });

  it.each([
    ['viernes y sábado', '2026-12-04'],
    ['saturday and sunday nights', '2026-12-05'],
  ] as const)('the nights of both when no Sunday ends them or "nights" says so (near miss): "%s"', (text, checkin) => {
    expect(readAnswer(text, 'dates', /night/.test(text) ? 'en' : 'es').dates).toMatchObject({ checkin, nights: 2 });
  });
});

describe("a form's party and dates", () => {
  it.each([
    ['Pax: 2+1', { adults: 2, children: 1 }],
    ['Pax 2+2 (niños de 4 y 6), una habitación', { adults: 2, children: 2, ages: [4, 6], rooms: 1 }],
    ['Pax: 2+1 (niño 6 años)', { adults: 2, children: 1, ages: [6] }],
    ['Pax: 2+0', { adults: 2 }],
  ] as const)('"%s": grown-ups + children after the label', (text, party) => {
    expect(readParty(text)).toMatchObject(party);
  });

  it('a bare "2+1" is never taken (near miss): who is a child is asked', () => {
    expect(readParty('2+1')).toEqual({ unsure: { totals: [3], sum: [2, 1] } });
  });

  it('"Check in: 20/12 Check out: 22/12 Pax: 2": the departure is a date, the guests 2', () => {
    const u = readAnswer('Check in: 20/12 Check out: 22/12 Pax: 2');
    expect(u.dates).toMatchObject({ checkin: '2026-12-20', checkout: '2026-12-22' });
    expect(u.occupancy?.adults).toBe(2);
  });

  it('"4/5 personas" is still a count (near miss)', () => {
    expect(readAnswer('somos 4/5 personas').dates).toBeUndefined();
  });

  it('"Chd: 2 (6/9)" holds no date', () => {
    expect(readAnswer('Adt: 2, Chd: 2 (6/9), del 20/12 al 23/12').dates).toMatchObject({ checkin: '2026-12-20', checkout: '2026-12-23' });
  });
});

describe('fresh corpora 71-73: ranges, offsets, fallbacks, notes', () => {
  it('"fifteenth to the nineteenth of next month" is a range from the 15th', () => {
    expect(readAnswer('fifteenth to the nineteenth of next month', 'dates', 'en').dates).toMatchObject({ checkin: '2026-12-15', checkout: '2026-12-19' });
  });

  it('"first to last" is no range (near miss)', () => {
    expect(readAnswer('first to last', 'dates', 'en').dates).toBeUndefined();
  });

  it.each([
    ['today in one week', '2026-12-06'],
    ['tomorrow in two weeks', '2026-12-14'],
  ] as const)('"%s" moves the day by the weeks', (text, checkin) => {
    expect(readAnswer(text, 'dates', 'en').dates?.checkin).toBe(checkin);
  });

  it('"I arrive today in Bogotá" stays today (near miss)', () => {
    expect(readAnswer('I arrive today in Bogotá', 'dates', 'en').dates?.checkin).toBe('2026-11-29');
  });

  it.each([
    ['mañana si hay, si no pasado mañana', { checkin: '2026-11-30' }],
    ['el jueves, y si no hay, el viernes', { checkin: '2026-12-03' }],
    ['del 8 al 11 de junio, y si no hay, del 15 al 18', { checkin: '2027-06-08', checkout: '2027-06-11' }],
  ] as const)('a fallback if there is no room is dropped: "%s"', (text, dates) => {
    const d = readAnswer(text, 'dates').dates;
    expect(d).toMatchObject(dates);
    expect(d?.checkout === undefined || 'checkout' in dates).toBe(true);
  });

  it('two stays left open still ask (near miss): "del 9 al 11, o si no del 16 al 18"', () => {
    expect(readAnswer('del 9 al 11, o si no del 16 al 18', 'dates').dates?.ambiguity?.kind).toBe('choices');
  });

  it('"6 and 8 (9 next month)": the age in brackets is a birthday to come', () => {
    const u = readAnswer('6 and 8 (9 next month)', 'childAges', 'en', 2);
    expect(u.occupancy?.ages).toEqual([6, 8]);
    expect(u.dates).toBeUndefined();
  });

  it.each([
    ['Wang Xiaoming (family name is Wang)', { firstName: 'Xiaoming', lastName: 'Wang' }],
    ['name: Tran Van Minh (Tran = last name)', { firstName: 'Van Minh', lastName: 'Tran' }],
  ] as const)('the family name said in a note: "%s"', (text, guest) => {
    expect(readAnswer(text, 'name', 'en').guest).toMatchObject(guest);
  });
});

describe('a word close to a weekday is no weekday', () => {
  it('"el puente de San Pedro, o el del Sagrado Corazón si ese está lleno": "Sagrado" is no Saturday', () => {
    expect(readAnswer('el puente de San Pedro, o el del Sagrado Corazón si ese está lleno', 'dates').dates).toMatchObject({
      checkin: '2027-07-02',
      nights: 3,
    });
  });

  it('a typo of a weekday is still read (near miss): "el sabdo"', () => {
    expect(readAnswer('el sabdo', 'dates').dates?.checkin).toBe('2026-12-05');
  });
});

describe('a European range of dotted days', () => {
  it.each([
    ['1.-4.3.', '2027-03-01', '2027-03-04'],
    ['1. bis 4.3.', '2027-03-01', '2027-03-04'],
  ] as const)('"%s" is from the first day to the day and month', (text, checkin, checkout) => {
    expect(readAnswer(text, 'dates', 'en').dates).toMatchObject({ checkin, checkout });
  });

  it('a dotted day and month alone stays one day (near miss): "24.12."', () => {
    expect(readAnswer('24.12.', 'dates', 'en').dates).toMatchObject({ checkin: '2026-12-24' });
  });
});

describe('fresh corpora 74-76: the journey, days of a period, comparisons, papers', () => {
  it('the trip from home said before the arrival is no check-out: "salimos el viernes por la noche, o sea llegamos el sábado temprano"', () => {
    const dates = readAnswer('salimos el viernes por la noche, o sea llegamos el sábado temprano', 'dates').dates;
    expect(dates?.checkin).toBe('2026-12-05');
    expect(dates?.checkout).toBeUndefined();
  });

  it('a leaving day after the arrival stays the check-out (near miss): "llegamos el viernes y salimos el domingo"', () => {
    expect(readAnswer('llegamos el viernes y salimos el domingo', 'dates').dates).toMatchObject({ checkin: '2026-12-04', checkout: '2026-12-06' });
  });

  it.each([
    ['arriving on Carnival Saturday', 'en', '2027-02-06'],
    ['el lunes de carnaval', 'es', '2027-02-08'],
  ] as const)('a day of Carnival named by its weekday is that day, no stay: "%s"', (text, lang, checkin) => {
    const dates = readAnswer(text, 'dates', lang).dates;
    expect(dates?.checkin).toBe(checkin);
    expect(dates?.checkout).toBeUndefined();
  });

  it('Carnival with an arrival said beside it still ends with Carnival (near miss): "carnaval, llegamos el domingo"', () => {
    expect(readAnswer('carnaval, llegamos el domingo', 'dates').dates).toMatchObject({ checkin: '2027-02-07', checkout: '2027-02-09' });
  });

  it('"pa fin de año" asks whether the guest arrives on the 30th or the 31st', () => {
    expect(readAnswer('pa fin de año', 'dates').dates?.ambiguity).toMatchObject({
      kind: 'choices',
      options: [{ checkin: '2026-12-30' }, { checkin: '2026-12-31' }],
    });
  });

  it('"fin de año" alone stays New Year\'s Eve (near miss)', () => {
    expect(readAnswer('fin de año', 'dates').dates?.checkin).toBe('2026-12-31');
  });

  it('a note on Columbus Day whose bracket another reader took keeps the Colombian long weekend', () => {
    expect(readAnswer('Columbus Day long weekend (Día de la Raza, right?)', 'dates', 'en').dates).toMatchObject({
      checkin: '2027-10-15',
      checkout: '2027-10-18',
    });
  });

  it.each([
    ['Bogota, same dates as my colleague, Monday to Wednesday, just me', 'en', 1],
    ['las mismas fechas que mi hermano, voy solo', 'es', 1],
  ] as const)('the one the stay is compared to is no one of the party: "%s"', (text, lang, adults) => {
    expect(readAnswer(text, undefined, lang).occupancy?.adults).toBe(adults);
  });

  it('a companion said beside the comparison still counts (near miss): "mi hermano y yo, las mismas fechas que mi mamá"', () => {
    expect(readAnswer('mi hermano y yo, las mismas fechas que mi mamá').occupancy?.adults).toBe(2);
  });

  it.each([
    ['dos adultos mayores y yo', 3],
    ['2 adults and me', 3],
    ['dos adultos: mi esposa y yo', 2],
    ['somos 2 adultos, mi esposa y yo', 2],
  ] as const)('the speaker joined right after a count of grown-ups is one more, not one of them: "%s" is %i', (text, adults) => {
    expect(readParty(text)?.adults).toBe(adults);
  });

  it.each(['5 and 6 months', '5 y 6 meses'])('"%s" at the ages question is asked: two babies, or a child and a baby?', (text) => {
    expect(readAnswer(text, 'childAges', 'en').occupancy?.ages).toBeUndefined();
  });

  it('babies said with their months are read (near miss): "dos bebés de 5 y 6 meses"', () => {
    expect(readAnswer('dos bebés de 5 y 6 meses', 'childAges').occupancy?.ages).toEqual([0, 0]);
  });

  it.each([
    ["Kevin — last name's Nguyen", { firstName: 'Kevin', lastName: 'Nguyen' }],
    ['Kevin, surname is Nguyen', { firstName: 'Kevin', lastName: 'Nguyen' }],
    ['Mike, well Michael Thompson on my passport', { firstName: 'Michael', lastName: 'Thompson' }],
    ['Michael Thompson on my passport', { firstName: 'Michael', lastName: 'Thompson' }],
    ['Mike, well Michael on my passport', { firstName: 'Michael' }],
    ['Kate Wilson - well, Katherine on my passport', { firstName: 'Katherine', lastName: 'Wilson' }],
  ] as const)('the name as said, labelled or as on the papers: "%s"', (text, guest) => {
    expect(readAnswer(text, 'name', 'en').guest).toMatchObject(guest);
  });

  it.each([
    ["email's wrong, should be tomr@gmail.com not tom@gmail.com", 'tomr@gmail.com'],
    ['tom@gmail.com, no, tomr@gmail.com', 'tomr@gmail.com'],
  ] as const)('"A not B" keeps A, "A, no, B" takes B: "%s"', (text, email) => {
    expect(readAnswer(text, 'confirm', 'en').guest?.email).toBe(email);
  });
});

describe('fresh corpora 77-79: days ruled out, people said again, groups and ages', () => {
  it.each([
    ['mañana no alcanzo, pasado', '2026-12-01'],
    ['mañana no puedo, pasado mañana', '2026-12-01'],
    ['mañana no alcanzo, el viernes', '2026-12-04'],
  ] as const)('a day ruled out, then another, is the other, never a range: "%s"', (text, checkin) => {
    const dates = readAnswer(text, 'dates').dates;
    expect(dates?.checkin).toBe(checkin);
    expect(dates?.checkout).toBeUndefined();
  });

  it('"Friday doesn\'t work, Saturday" is Saturday', () => {
    expect(readAnswer("Friday doesn't work, Saturday", 'dates', 'en').dates).toMatchObject({ checkin: '2026-12-05' });
  });

  it.each(['el viernes no puedo', "Friday doesn't work"])('a day ruled out with nothing in its place is no date: "%s"', (text) => {
    expect(readAnswer(text, 'dates', 'en').dates).toBeUndefined();
  });

  it('"mañana o pasado" asks which of the two days', () => {
    expect(readAnswer('mañana o pasado', 'dates').dates?.ambiguity).toMatchObject({ kind: 'choices' });
  });

  it.each([
    ['el segundo sábado del mes entrante', '2026-12-12'],
    ['el último día del mes que viene', '2026-12-31'],
    ['the first day of March', '2027-03-01'],
  ] as const)('a day of a month named by its place: "%s"', (text, checkin) => {
    expect(readAnswer(text, 'dates', 'en').dates?.checkin).toBe(checkin);
  });

  it('a lone "el 18" said for a national day asks the month: "el 18, para las fiestas patrias"', () => {
    expect(readAnswer('el 18, para las fiestas patrias', 'dates').dates).toBeUndefined();
  });

  it.each([
    ['mis suegros, mi esposa y yo, y la niña de 5. Los suegros en habitación aparte', { adults: 4, children: 1, rooms: 2 }],
    ['my parents, my wife and I, and our three kids 4, 8, 12. The grandparents need their own room', { adults: 4, children: 3, rooms: 2 }],
  ] as const)('people named again to say where they sleep are the same people: "%s"', (text, party) => {
    expect(readParty(text)).toMatchObject(party);
  });

  it('new people named with their room are more people (near miss): "mi esposa y yo. Mis papás en otra habitación"', () => {
    expect(readParty('mi esposa y yo. Mis papás en otra habitación')).toMatchObject({ adults: 4, rooms: 2 });
  });

  it.each([
    ['Pax: 2+1, la niña tiene 4', { adults: 2, children: 1, ages: [4] }],
    ['2 adults and 2 kids, the girl is 4', { adults: 2, children: 2, ages: [4] }],
    ['2 adultos y 2 niños, el mayor tiene 8', { adults: 2, children: 2, ages: [8] }],
  ] as const)('one of the children counted, described with an age, is one of them, that age alone: "%s"', (text, party) => {
    expect(readParty(text)).toEqual(expect.objectContaining(party));
  });

  it('one age said for the count is every child\'s (near miss): "3 kids aged 5"', () => {
    expect(readParty('3 kids aged 5')?.ages).toEqual([5, 5, 5]);
  });

  it.each([
    ['Me, my ex, and our two kids (8, 11)', { adults: 2, children: 2 }],
    ['Family of 4 (2 adults, kids 6 and 4) plus grandma', { adults: 3, children: 2 }],
    ['2 of us and 10 colleagues', { adults: 12 }],
    ['We are a school group: 22 kids, all aged 15, and 4 chaperones', { adults: 4, children: 22 }],
    ['Somos un grupo de 15 niñas de 11 y 12 años con 3 entrenadoras', { adults: 3, children: 15 }],
  ] as const)('every one of the party counted once: "%s"', (text, party) => {
    expect(readParty(text)).toMatchObject(party);
  });

  it('a group\'s span of ages is no child\'s age: "Somos un grupo de 15 niñas de 11 y 12 años…"', () => {
    expect(readParty('Somos un grupo de 15 niñas de 11 y 12 años con 3 entrenadoras')?.ages ?? []).toEqual([]);
  });

  it('"15 y 16, ellos en un cuarto aparte" at the ages question is two rooms', () => {
    expect(readAnswer('15 y 16, ya son unos adolescentes jaja, ellos en un cuarto aparte', 'childAges').occupancy).toMatchObject({
      ages: [15, 16],
      rooms: 2,
    });
  });

  it('a child of 17 said to turn 18 soon is asked: "14 and 17 — actually my son turns 18 next week"', () => {
    expect(readAnswer('14 and 17 — actually my son turns 18 next week, does that matter?', 'childAges', 'en').occupancy?.ages).toBeUndefined();
  });

  it.each([
    ['Hi I am Vietnamese student, Santa Marta', 'en', 'VNM'],
    ['órale, gracias', 'es', undefined],
  ] as const)('a nationality or an interjection is no name: "%s"', (text, lang, country) => {
    const guest = readAnswer(text, 'name', lang).guest;
    expect(guest?.firstName).toBeUndefined();
    expect(guest?.country).toBe(country);
  });

  it('a phone with a remark closing in "mejor" is taken: "(+57) 304 888 9900, escríbeme por WhatsApp mejor"', () => {
    expect(readAnswer('mi número: (+57) 304 888 9900, escríbeme por WhatsApp mejor', 'phone').guest?.phone).toBe('+573048889900');
  });

  it('"Daniel García (Dani is fine)" is Daniel García', () => {
    expect(readAnswer('Daniel García (Dani is fine)', 'name', 'en').guest).toMatchObject({ firstName: 'Daniel', lastName: 'García' });
  });
});

describe('an arrival moved from the check-in the conversation knows', () => {
  /** `text` read at `expecting` with the check-in 2026-12-15 known. */
  const withKnown = (text: string, expecting: 'party' | 'confirm' | 'name', lang: 'es' | 'en' = 'es') =>
    understand(text, { lang, today: ANSWER_DAY, expecting, catalogue: DEMO_CATALOGUE, known: '2026-12-15' }).dates;

  it.each([
    ['ah, y llegamos un día antes de lo que le dije', 'party', '2026-12-14'],
    ['mejor llegamos un día antes', 'confirm', '2026-12-14'],
    ['llegamos un día antes de lo acordado', 'name', '2026-12-14'],
    ['correme la llegada un día después porfa', 'confirm', '2026-12-16'],
  ] as const)('"%s" at %s moves the known check-in', (text, expecting, checkin) => {
    expect(withKnown(text, expecting)?.checkin).toBe(checkin);
  });

  it('with no check-in known, "llegamos un día antes de lo que le dije" sets no date (near miss)', () => {
    expect(readAnswer('llegamos un día antes de lo que le dije', 'party').dates?.checkin).toBeUndefined();
  });

  it('a date said in the message is still the one counted from (near miss): "el 20, llegamos un día antes"', () => {
    expect(withKnown('el 20 de diciembre, llegamos un día antes', 'party')?.checkin).toBe('2026-12-19');
  });
});

describe('fresh corpora 80-82: rooms shared out, people more than named, people who drop out', () => {
  it.each([
    ['8 uni mates, all over 18, two to a room', 'en', { adults: 8, rooms: 4 }],
    ['somos 6 adultos, dos por habitación', 'es', { adults: 6, rooms: 3 }],
    ['10 amigos de a dos por cuarto', 'es', { adults: 10, rooms: 5 }],
    ['3 couples, one room per couple', 'en', { adults: 6, rooms: 3 }],
    ['Medellín, el sábado, 2 noches, 3 parejas de amigos, una habitación por pareja', 'es', { adults: 6, rooms: 3 }],
    ['2 parejas, cada una con un niño, uno de 5 y otra de 7; una habitación por pareja', 'es', { adults: 4, children: 2, ages: [5, 7], rooms: 2 }],
  ] as const)('"%s" shares the party out into rooms', (text, lang, party) => {
    expect(readParty(text, lang)).toMatchObject(party);
  });

  it('a count per room that disagrees with the rooms said leaves both to be asked (near miss)', () => {
    const o = readParty('6 adults, 2 rooms, two per room', 'en');
    expect(o?.adults).toBeUndefined();
    expect(o?.rooms).toBeUndefined();
  });

  it('"we are 4, 2 in a room" is no share per room (near miss)', () => {
    expect(readParty('we are 4, 2 in a room', 'en')?.rooms).not.toBe(2);
  });

  it.each([
    ['mi jefe y 2 personas más', 'es', 3],
    ['mi jefe y 2 más', 'es', 3],
    ['my wife and 3 more people', 'en', 4],
    ['my boss and two more', 'en', 3],
  ] as const)('"%s" is the one named and that many more', (text, lang, adults) => {
    expect(readParty(text, lang)?.adults).toBe(adults);
  });

  it.each([
    ['mis papás, mi hermana y yo... y mi cuñado, pero él al final no va', 'es', 4],
    ["me, my wife and my brother, but he's not coming after all", 'en', 2],
  ] as const)('"%s" leaves out the one who dropped out', (text, lang, adults) => {
    expect(readParty(text, lang)?.adults).toBe(adults);
  });

  it('"mi hijo no va a pagar" is no dropping out (near miss)', () => {
    expect(readParty('mi esposa, yo y mi hijo de 5, él no va a pagar')).toMatchObject({ adults: 2, children: 1 });
  });

  it.each([
    [
      'Para Medellín, 3 noches desde el jueves, mi esposo y yo con el recién nacido de un mes, y necesitamos factura a nombre de la empresa de mi esposo',
      { adults: 2, children: 1, ages: [0] },
    ],
    [
      'Santa Marta en el puente de octubre, la familia de mi esposa: sus papás, sus 3 hermanos, mi esposa, yo y los niños de 1 y 4, tres habitaciones',
      { adults: 7, children: 2, ages: [1, 4] },
    ],
    ['quisiera una habitación en cartagena para el 24 de diciembre por 3 noches para mis papás que son adultos mayores y mi papá usa caminador', { adults: 2 }],
  ])('"%s" counts the one named again once', (text, party) => {
    expect(readAnswer(text).occupancy).toMatchObject(party);
  });

  it("my wife's mother is someone else than my wife (near miss)", () => {
    expect(readAnswer("me and my wife, and my wife's mother", 'party', 'en').occupancy?.adults).toBe(3);
  });

  it.each([
    ['my folks, my sister, her husband, their 2 kids (9 and 6) and me', 'en', { adults: 5, children: 2, ages: [9, 6] }],
    ['my sister, her husband, their 9-month-old triplets, and me', 'en', { adults: 3, children: 3, ages: [0, 0, 0] }],
    ['con mi esposo y el bebé de 3 semanitas', 'es', { adults: 2, children: 1, ages: [0] }],
  ] as const)('"%s"', (text, lang, party) => {
    expect(readParty(text, lang)).toMatchObject(party);
  });

  it('a newborn\'s age in weeks or months is no length of stay: "el recién nacido, de 3 semanitas"', () => {
    const u = readAnswer('con mi esposo y el recién nacido, de 3 semanitas', 'party');
    expect(u.dates?.nights).toBeUndefined();
    expect(u.occupancy).toMatchObject({ adults: 2, children: 1, ages: [0] });
    expect(readAnswer('mi esposo y yo con el recién nacido de un mes, 3 noches', 'party').dates?.nights).toBe(3);
  });

  it('"dos semanitas en Cartagena" is still a stay of two weeks (near miss)', () => {
    expect(readAnswer('dos semanitas en Cartagena', 'nights').dates?.nights).toBe(14);
  });

  it('"hi folks" greets, it names no parents (near miss)', () => {
    expect(readParty('hi folks, we are 4 adults', 'en')?.adults).toBe(4);
  });
});

describe("fresh corpora 80-82: a weekday said twice, ranges denied, agents' labels, namesakes by region", () => {
  it.each([
    ['eh el jueves que viene el jueves', '2026-12-03'],
    ['el jueves, el jueves', '2026-12-03'],
  ])('"%s" is one Thursday, no week-long stay', (text, checkin) => {
    const d = readAnswer(text, 'dates').dates;
    expect(d?.checkin).toBe(checkin);
    expect(d?.checkout).toBeUndefined();
  });

  it('"del jueves al jueves" is still a week (near miss)', () => {
    expect(readAnswer('del jueves al jueves', 'dates').dates?.nights).toBe(7);
  });

  it.each([
    ['del 21 al 24, no del 20 al 23', 'dates'],
    ['es del 21 al 24 no del 20 al 23', 'dates'],
    ['ah y corríjame las fechas, son del 21 al 24 no del 20 al 23', 'party'],
  ] as const)('"%s": the range asserted stands, the one denied is no date', (text, at) => {
    expect(readAnswer(text, at).dates).toMatchObject({ checkin: '2026-12-21', checkout: '2026-12-24' });
  });

  it('"cartagena viernes y sábado … un bebé de 10 meses" is the nights of Friday and Saturday', () => {
    expect(readAnswer('cartagena viernes y sábado dos adultos y un bebé de 10 meses').dates).toMatchObject({ checkin: '2026-12-04', nights: 2 });
  });

  it.each([
    ['C/I 01-15', { checkin: '2027-01-15' }],
    ['C/I 15/01 C/O 18/01', { checkin: '2027-01-15', checkout: '2027-01-18' }],
  ])('an agent\'s "%s"', (text, dates) => {
    expect(readAnswer(text, 'dates', 'en').dates).toMatchObject(dates);
  });

  it('"01-15" alone is still the 1st to the 15th (near miss)', () => {
    expect(readAnswer('01-15', 'dates', 'en').dates).toMatchObject({ checkin: '2026-12-01', checkout: '2026-12-15' });
  });

  it.each(['Cartagena (Murcia), España', 'Santa Marta, Salamanca'])('"%s" is a namesake, not the catalogue city', (text) => {
    expect(readAnswer(text, 'destination').destination?.kind).toBe('unknown');
  });

  it('"Cartagena (Colombia)" is the catalogue city (near miss)', () => {
    expect(readAnswer('Cartagena (Colombia)', 'destination').destination).toMatchObject({ kind: 'known', city: 'Cartagena' });
  });

  it('"Dios le pague" at the name question is no name', () => {
    expect(readAnswer('Dios le pague', 'name').guest?.firstName).toBeUndefined();
    expect(readAnswer('Dios lo bendiga, soy Carlos Pérez', 'name').guest).toMatchObject({ firstName: 'Carlos', lastName: 'Pérez' });
  });

  it.each([
    ['mejor dos habitaciones una para los niños', 'es'],
    ['2 rooms, one for the kids', 'en'],
  ] as const)('"%s" counts two rooms and no one', (text, lang) => {
    const u = readAnswer(text, 'party', lang);
    expect(u.occupancy).toMatchObject({ rooms: 2 });
    expect(u.occupancy?.adults).toBeUndefined();
    expect(u.bareNumber).toBeUndefined();
  });
});

describe('fresh corpora 83-85: counts said of a role, some of a total, families beside the party', () => {
  it.each([
    ['los niños son 3, no 2', 'confirm', { children: 3 }],
    ['los adultos son 4 y los niños son 2', 'party', { adults: 4, children: 2 }],
    ['somos 3 pero uno es un bebé', 'party', { adults: 2, children: 1 }],
    ['3 pero uno es un bebé', 'party', { adults: 2, children: 1 }],
    ['hola, cartagena, dos adultos y yo, el finde', undefined, { adults: 3 }],
    ['serían 2 adultos y yo, nada más', 'party', { adults: 3 }],
  ] as const)('"%s"', (text, at, party) => {
    expect(readAnswer(text, at).occupancy).toMatchObject(party);
  });

  it('"los niños son de 5 y 7" at the ages question is still two ages (near miss)', () => {
    expect(readAnswer('los niños son de 5 y 7', 'childAges').occupancy).toMatchObject({ children: 2, ages: [5, 7] });
  });

  it.each([
    ['con la familia de mi esposo', 'es'],
    ["me and my husband with my husband's family", 'en'],
  ] as const)('"%s": someone\'s family, of no number, beside the people read: the party is asked', (text, lang) => {
    const o = readAnswer(text, 'party', lang).occupancy;
    expect(o?.adults).toBeUndefined();
    expect(o?.unsure).toBeDefined();
  });

  it.each([
    ["Hi, I'm booking for my wife's family. Cartagena, December 30 to January 3, 4 adults and 2 kids (5 and 8), 2 rooms", 'en', { adults: 4, children: 2 }],
    ['la familia de mi esposa: sus papás, sus 3 hermanos, mi esposa, yo y los niños de 1 y 4', 'es', { adults: 7, children: 2 }],
    ['2 adultos... y los suegros, entonces 4 adultos y 2 habitaciones', 'es', { adults: 4 }],
  ] as const)('a family counted or listed, or people summed up, stay read (near miss): "%s"', (text, lang, party) => {
    expect(readAnswer(text, 'party', lang).occupancy).toMatchObject(party);
  });

  it.each([
    ['Medellín, aunque soy de Manizales', 'Medellín'],
    ['pereira, pero soy de manizales jaja', 'Pereira'],
    ['soy de Manizales', 'Manizales'],
  ])('"%s" at the residence question lives in %s', (text, city) => {
    expect(readAnswer(text, 'residenceCity').guest?.residenceCity).toBe(city);
  });

  it('"gracias mor" is no name; "Reina Martínez" is (near miss)', () => {
    expect(readAnswer('gracias mor 🙏', 'name').guest?.firstName).toBeUndefined();
    expect(readAnswer('Reina Martínez', 'name').guest).toMatchObject({ firstName: 'Reina', lastName: 'Martínez' });
  });
});

describe('fresh corpora 83-85: a future birthday, the verb "son", an assertion before a role word', () => {
  it('"la niña va a cumplir 7" sets that age aside: the age now is asked', () => {
    const o = readAnswer('el niño tiene 4 añitos y la niña va a cumplir 7', 'childAges').occupancy;
    expect(o?.ages).toEqual([4]);
    expect(o?.children).toBe(2);
  });

  it('"la niña cumple 7" may be the age now (near miss)', () => {
    expect(readAnswer('la niña cumple 7', 'childAges').occupancy?.ages).toEqual([7]);
  });

  it('"se me olvidó, son 6 noches y somos 3" at the nights question: six nights, three people', () => {
    const u = readAnswer('se me olvidó, son 6 noches y somos 3', 'nights');
    expect(u.dates?.nights).toBe(6);
    expect(u.occupancy?.adults).toBe(3);
    expect(u.bareNumber).toBeUndefined();
  });

  it('"somos 2, y es a partir del veinte no del diez": the day asserted stands', () => {
    expect(readAnswer('somos 2, y es a partir del veinte no del diez', 'party').dates?.checkin).toBe('2026-12-20');
  });

  it('"a partir del veinte no del diez", asserted by nothing, is still taken back (near miss)', () => {
    expect(readAnswer('a partir del veinte no del diez', 'dates').dates?.checkin).toBe('2026-12-10');
  });
});

describe('fresh corpus 85: a second room said as "one for…"', () => {
  it.each([
    ['4 adults, one room for my parents and one for us', 'en'],
    ['4 adultos, una habitación para mis papás y una para nosotros', 'es'],
  ] as const)('"%s" is never one room', (text, lang) => {
    const o = readAnswer(text, 'party', lang).occupancy;
    expect(o?.rooms).not.toBe(1);
    expect(o?.adults).toBe(4);
  });

  it('"4 adults, one room" is one room (near miss)', () => {
    expect(readAnswer('4 adults, one room', 'party', 'en').occupancy).toMatchObject({ adults: 4, rooms: 1 });
  });
});

describe('a wedding party named by its roles', () => {
  it.each([
    ['the bride and groom', 2],
    ['bride, groom and 6 bridesmaids', 8],
  ])('"%s" counts %i grown-ups', (text, adults) => {
    expect(readAnswer(text, 'party', 'en').occupancy?.adults).toBe(adults);
  });

  it('"the 4 groomsmen" is four people, never the 4th', () => {
    const u = readAnswer('the 4 groomsmen and my parents', 'party', 'en');
    expect(u.dates?.checkin).toBeUndefined();
    expect(u.occupancy?.adults).toBe(6);
  });
});

describe('"pa fin de año" on the 31st itself', () => {
  it('is still asked, the 30th being past: the one day left is said back, never taken', () => {
    const d = understand('pa fin de año, 4 noches', { lang: 'es', today: '2026-12-31', expecting: 'dates', catalogue: DEMO_CATALOGUE }).dates;
    expect(d?.checkin).toBeUndefined();
    expect(d?.ambiguity).toMatchObject({ kind: 'choices', options: [{ checkin: '2026-12-31', nights: 4 }] });
  });

  it('"para Navidad" on Christmas Day itself is asked the same way', () => {
    const d = understand('para Navidad, 3 noches', { lang: 'es', today: '2026-12-25', expecting: 'dates', catalogue: DEMO_CATALOGUE }).dates;
    expect(d?.checkin).toBeUndefined();
    expect(d?.ambiguity).toMatchObject({ kind: 'choices', options: [{ checkin: '2026-12-25', nights: 3 }] });
  });

  it('on the 30th both days are offered (near miss)', () => {
    const d = understand('pa fin de año, 4 noches', { lang: 'es', today: '2026-12-30', expecting: 'dates', catalogue: DEMO_CATALOGUE }).dates;
    expect(d?.ambiguity).toMatchObject({ options: [{ checkin: '2026-12-30' }, { checkin: '2026-12-31' }] });
  });
});
