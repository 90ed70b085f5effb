/**
 * Classes read from the first contact with fresh corpora 164 (guests still deciding, talking around the value) and 165
 * (fast thumbs on phone keyboards, travel for a reason): a condition naming the first choice again, a day named in the
 * reason for the dates, an event whose day the bot cannot know, a typo of what a count counts, couples restating a
 * count, a group seeking the stay. Read on 2026-11-30, a Monday, as the corpora are.
 */
import { describe, expect, it } from 'vitest';
import { spellOutShorthand } from '../../../src/flows/understand/shorthand.js';
import { readAsCorpus as read, stayOf as stay } from './read.js';

describe('a condition naming the first choice again: the first choice stands, the other is only a fallback', () => {
  it.each([
    ['el viernes, pero si el viernes no hay, el sábado', 'es', { checkin: '2026-12-04' }],
    ['the 10th of April, or the 11th if the 10th is full', 'en', { checkin: '2027-04-10' }],
    ['el 27, o el 26 si el 27 no hay', 'es', { checkin: '2026-12-27' }],
    ['el 8, o si no se puede, el 9', 'es', { checkin: '2026-12-08' }],
  ] as const)('"%s"', (text, lang, want) => {
    const d = stay(read(text, 'dates', lang));
    expect(d).toMatchObject(want);
    expect(d?.checkout).toBeUndefined();
    expect(d?.ambiguity).toBeUndefined();
  });
  it('the other values of the message stay the other readers\' ("…, 2 adultos, y si no hay mañana pasado mañana")', () => {
    const u = read('Cartagena, mañana x 2 noches, 2 adultos, y si no hay mañana pasado mañana', undefined, 'es');
    expect(stay(u)).toMatchObject({ checkin: '2026-12-01', nights: 2 });
    expect(u.occupancy).toMatchObject({ adults: 2 });
  });
  it('the range after the fallback is still the stay\'s end ("el viernes, y si no hay el viernes el sábado, hasta el lunes")', () => {
    const u = read('Medellín, el viernes, y si no hay el viernes el sábado, hasta el lunes, 2 adultos', undefined, 'es');
    expect(stay(u)).toMatchObject({ checkin: '2026-12-04', checkout: '2026-12-07' });
  });
  it('a length after the fallback is the stay\'s ("el 12, y si no hay el 12, el 19, 3 noches")', () => {
    expect(stay(read('Cartagena, el 12, y si no hay el 12, el 19, 3 noches, 2 adultos', undefined, 'es'))).toMatchObject({ checkin: '2026-12-12', nights: 3 });
  });
  it('near miss: two days with no condition are both offered', () => {
    expect(stay(read('el 12 o el 19', 'dates', 'es'))?.ambiguity?.kind).toBe('choices');
  });
});

describe('a day named in the reason for the dates is no date of the stay', () => {
  it.each([
    ['el viernes de la semana que viene, que el lunes tengo reunión', 'es', { checkin: '2026-12-11' }],
    ['el 25, día de Navidad, que el 24 lo pasamos en familia', 'es', { checkin: '2026-12-25' }],
    ['the 11th, the 10th I have a dentist appointment', 'en', { checkin: '2026-12-11' }],
    ['del jueves al domingo, que el lunes hay colegio', 'es', { checkin: '2026-12-03', checkout: '2026-12-06' }],
  ] as const)('"%s"', (text, lang, want) => {
    expect(stay(read(text, 'dates', lang))).toMatchObject(want);
  });
  it('near miss: a day said with a verb of leaving is the stay\'s end ("el viernes, que el lunes nos vamos")', () => {
    expect(stay(read('el viernes, que el lunes nos vamos', 'dates', 'es'))).toMatchObject({ checkin: '2026-12-04', checkout: '2026-12-07' });
  });
  it('near miss: what the guest does that day is left to the other readers ("tenemos un matrimonio": a wedding, nobody counted)', () => {
    const u = read('el domingo porque el sábado tenemos un matrimonio', 'dates', 'es');
    expect(stay(u)).toMatchObject({ checkin: '2026-12-06' });
    expect(u.occupancy).toBeUndefined();
  });
});

describe('setting off and arriving the same day: the day is the check-in', () => {
  it.each([
    ['I fly from Madrid, leave on the 14th and land the same afternoon', 'en'],
    ['we leave on the 14th and get in the same day', 'en'],
    ['salimos el 14 y llegamos ese mismo día', 'es'],
  ] as const)('"%s"', (text, lang) => {
    const d = stay(read(text, 'dates', lang));
    expect(d).toMatchObject({ checkin: '2026-12-14' });
    expect(d?.checkout).toBeUndefined();
  });
  it('near miss: "we leave on the 14th" alone is the stay\'s end', () => {
    expect(stay(read('we leave on the 14th', 'dates', 'en'))).toMatchObject({ checkout: '2026-12-14' });
  });
});

describe('an event whose day the bot cannot know: the dates are asked naming it', () => {
  it.each([
    ['pa el concierto de Karol G', 'es', 'concierto de Karol G'],
    ['pal dia de la graduacion de mi hijo', 'es', 'graduacion de mi hijo'],
    ['for the concert, idk the date yet', 'en', 'concert'],
    ['apenas me paguen la quincena', 'es', 'apenas me paguen'],
  ] as const)('"%s" at the dates question', (text, lang, said) => {
    expect(stay(read(text, 'dates', lang))?.ambiguity).toEqual({ kind: 'vague', said });
  });
  it.each([
    ['bogota for the Shakira concert, 3 of us, 2 nights', 'en', 'Shakira concert', 2],
    ['medellin for the flower festival, 2 ppl, 4 nights', 'en', 'flower festival', 4],
    ['cuando me paguen la quincena me voy pa cartagena con mi novia 3 noches', 'es', 'cuando me paguen', 3],
  ] as const)('"%s": the nights kept, the dates asked', (text, lang, said, nights) => {
    expect(stay(read(text, undefined, lang))).toMatchObject({ nights, ambiguity: { kind: 'vague', said } });
  });
  it.each([
    ['Cartagena del 5 al 8 pal concierto, 2 adultos', 'es', { checkin: '2026-12-05', checkout: '2026-12-08' }],
    ['el 5 pal paseo', 'es', { checkin: '2026-12-05' }],
  ] as const)('near miss: "%s" with its dates said takes them', (text, lang, want) => {
    expect(stay(read(text, undefined, lang))).toMatchObject(want);
  });
  it.each([
    ["we're 50 for the wedding", 'en'],
    ['8 habitaciones pal congreso', 'es'],
  ] as const)('near miss: "%s" at the start is about the party, no dates asked', (text, lang) => {
    expect(read(text, undefined, lang).dates).toBeUndefined();
  });
});

describe('a typo of what a count counts is that word', () => {
  it.each([
    ['3 niches', 'es', '3 noches'],
    ['2niches', 'es', '2noches'],
    ['tres niches', 'es', 'tres noches'],
    ['santa marta next friday 2 nigths 2 adults', 'en', 'santa marta next friday 2 nights 2 adults'],
    ['4 adulots', 'es', '4 adultos'],
    ['sies noches', 'es', 'seis noches'],
  ] as const)('"%s"', (text, lang, out) => {
    expect(spellOutShorthand(text, lang)).toBe(out);
  });
  it.each([
    ['vamos en 2 coches', 'es'],
    ['dos adultos y tres niños de dos cuatro y seis', 'es'],
    ['tres no cuatro', 'es'],
    ['2 adultas', 'es'],
  ] as const)('near miss: "%s" is kept as typed', (text, lang) => {
    expect(spellOutShorthand(text, lang)).toBe(text);
  });
  it('"Cartagena 4 niches desde el sabado, 2adultos" takes the nights', () => {
    expect(stay(read('Cartagena 4 niches desde el sabado, 2adultos', undefined, 'es'))).toMatchObject({ checkin: '2026-12-05', nights: 4 });
  });
});

describe('the party: couples restating a count, a group seeking the stay', () => {
  it.each([
    ['4 adults in 2 rooms, two couples', 'en', { adults: 4, rooms: 2 }],
    ['4 adultos en 2 habitaciones, dos parejas', 'es', { adults: 4, rooms: 2 }],
    ['two couples, 4 adults', 'en', { adults: 4 }],
  ] as const)('"%s" counts the couples once', (text, lang, want) => {
    expect(read(text, 'party', lang).occupancy).toMatchObject(want);
  });
  it('near miss: couples joined by "y" to a count are more people', () => {
    expect(read('2 parejas y 4 adultos', 'party', 'es').occupancy).toMatchObject({ adults: 8 });
  });
  it.each([
    ['2 aussies looking for a dbl in santa marta, tmrw, 2 nights', 'en', 2],
    ['2 friends looking for a room in Medellin', 'en', 2],
  ] as const)('"%s": the group seeking the room is the party', (text, lang, adults) => {
    expect(read(text, undefined, lang).occupancy).toMatchObject({ adults });
  });
  it('near miss: the speaker and friends seeking are the speaker too', () => {
    expect(read('me and 2 friends looking for a room', undefined, 'en').occupancy).toMatchObject({ adults: 3 });
  });
});

describe('names of days', () => {
  it('"el dia de la inmaculada" is 8 December', () => {
    expect(stay(read('el dia de la inmaculada', 'dates', 'es'))).toMatchObject({ checkin: '2026-12-08' });
  });
  it('"llego el lunes festivo de San José y me voy el miércoles": the weekday is the holiday, the end the Wednesday after', () => {
    expect(stay(read('Bogotá, llego el lunes festivo de San José y me voy el miércoles, sola', undefined, 'es'))).toMatchObject({
      checkin: '2027-03-22',
      checkout: '2027-03-24',
    });
  });
});

describe("an event's day said beside the stay anchors the days said around it", () => {
  it.each([
    // the event's verb with who does it
    ['del 14 al 16 xq mi hija se gradua el 15', 'es', { checkin: '2026-12-14', checkout: '2026-12-16' }],
    ['me caso en santa marta el sabado 19, necesito hotel pa 2 del jueves al domingo', 'es', { checkin: '2026-12-17', checkout: '2026-12-20' }],
    ['Medellin del 8 al 10,tengo turno el 11,mi esposo y yo', 'es', { checkin: '2026-12-08', checkout: '2026-12-10' }],
    // the day before the event, its day said after it
    ['llego el dia antes de la cita de la embajada, la cita es el martes', 'es', { checkin: '2026-11-30' }],
    ['the day before my visa appointment, which is on thursday', 'en', { checkin: '2026-12-02' }],
    // a weekday before the date said before it
    ['voy a bogota a una cita medica el lunes 14, llego el domingo antes, 3 noches', 'es', { checkin: '2026-12-13', nights: 3 }],
    ['the wedding is Saturday the 19th, arriving the Thursday before', 'en', { checkin: '2026-12-17' }],
    ["Thanksgiving; we'd arrive the Wednesday before", 'en', { checkin: '2027-11-24' }],
  ] as const)('"%s"', (text, lang, want) => {
    expect(stay(read(text, undefined, lang))).toMatchObject(want);
  });
  it('near miss: a weekday before with no date said before it is not read', () => {
    expect(read('el viernes antes', 'dates', 'es').dates?.checkin).toBeUndefined();
  });
});

describe('a weekday "of that week" is a day of the week said before', () => {
  it.each([
    [
      'Voy a Bogota a una audiencia el martes de la semana que viene, llego el lunes de esa semana, 2 noches, 1 adulto',
      'es',
      { checkin: '2026-12-07', nights: 2 },
    ],
    [
      'bogota x el examen de la embajada, el jueves de la semana q viene, 2 noches desde el miercoles de esa semana',
      'es',
      { checkin: '2026-12-09', nights: 2 },
    ],
    [
      'hotel en chapinero, tengo cita en la embajada americana el miercoles de la semana que viene, llego el dia antes, 1 noche',
      'es',
      { checkin: '2026-12-08', nights: 1 },
    ],
    ['llego el martes de la semana que viene y me voy el jueves de esa semana', 'es', { checkin: '2026-12-08', checkout: '2026-12-10' }],
  ] as const)('"%s"', (text, lang, want) => {
    expect(stay(read(text, undefined, lang))).toMatchObject(want);
  });
});

describe('the place settled on after weighing others', () => {
  it.each([
    ['Probably Medellín. My partner wanted Bogotá but she lost the coin toss, so Medellín it is.', 'en', 'Medellín'],
    ["I was going to say Cartagena but my wife says it's too hot for her, so let's do Medellín", 'en', 'Medellín'],
    ["Cartagena or Medellín — my wife wants beach, I want coffee. Let's say Cartagena, she always wins.", 'en', 'Cartagena'],
    ['Ay no, espere, mejor cambiemos a Santa Marta que Cartagena está carísimo', 'es', 'Santa Marta'],
    ["Bogotá or Medellín, I don't mind. Actually no, Medellín, Bogotá is too cold for me", 'en', 'Medellín'],
  ] as const)('"%s"', (text, lang, city) => {
    expect(read(text, 'destination', lang).destination).toMatchObject({ kind: 'known', city });
  });
  it.each([['Cartagena es muy bonita', 'es', 'Cartagena']] as const)('near miss: "%s" praises the place', (text, lang, city) => {
    expect(read(text, 'destination', lang).destination).toMatchObject({ kind: 'known', city });
  });
  it('near miss: two places with nothing settled are asked', () => {
    expect(read("Bogotá or Medellín, I don't mind", 'destination', 'en').destination?.kind).toBe('ambiguous');
  });
});

describe('fast thumbs: a phone word glued to the number, short forms', () => {
  it('"cel3001234567" is the phone', () => {
    expect(read('cel3001234567', 'phone', 'es').guest?.phone).toBe('+573001234567');
  });
  it('"Vnzla" is Venezuela', () => {
    expect(read('Vnzla', 'country', 'es').guest?.country).toBe('VEN');
  });
  it('"2 adults and my son whos 18" is three grown-ups', () => {
    expect(read('2 adults and my son whos 18', 'party', 'en').occupancy).toMatchObject({ adults: 3 });
  });
  it('"Hola, concierto de Shakira en Bogota, vamos 3 amigas, 2 noches": the event opening a clause has its dates asked', () => {
    expect(stay(read('Hola, concierto de Shakira en Bogota,vamos 3 amigas, 2 noches', undefined, 'es'))?.ambiguity).toEqual({
      kind: 'vague',
      said: 'concierto de Shakira',
    });
  });
  it.each([
    ['in two years, for our anniversary', 'en'],
    ['es nuestro aniversario se puede decorar la habitación', 'es'],
  ] as const)('near miss: "%s" asks no event\'s dates', (text, lang) => {
    expect(read(text, 'dates', lang).dates?.ambiguity?.kind).not.toBe('vague');
  });
});

describe("the bot's question quoted back with its answer", () => {
  it.each([
    ['Cartagena. ¿Cuántas noches? 4. ¿Cuántas personas? 2. ¿Fechas? El 22.', 'es', { checkin: '2026-12-22', nights: 4 }, { adults: 2 }],
    ['Buenas, ¿cuántas noches? Pues 5, en Santa Marta, desde el sábado 5 de diciembre, 2 adultos', 'es', { checkin: '2026-12-05', nights: 5 }, { adults: 2 }],
    ['Medellin, how many nights? 3, how many people? 2', 'en', { nights: 3 }, { adults: 2 }],
  ] as const)('"%s"', (text, lang, dates, party) => {
    const u = read(text, undefined, lang);
    expect(stay(u)).toMatchObject(dates);
    expect(u.occupancy).toMatchObject(party);
  });
  it('near miss: "can I change the dates? the school…" is still a change of the dates', () => {
    expect(read('can I change the dates? the school changed its calendar', 'confirm', 'en').intents).toContainEqual({ kind: 'change', target: 'dates' });
  });
  it('near miss: a question with no answer after it stays a question', () => {
    const u = read('Hola, ¿cuántas noches puedo reservar máximo?', undefined, 'es');
    expect(u.dates).toBeUndefined();
    expect(u.occupancy).toBeUndefined();
  });
});

describe('a named period said as another choice beside dates', () => {
  it('"del 1 al 4 de noviembre o del puente de Todos los Santos" claims neither: the dates are asked', () => {
    expect(
      read('Cartagena del 1 al 4 de noviembre o del puente de Todos los Santos, que creo que es lo mismo, 2 adultos', undefined, 'es').dates,
    ).toBeUndefined();
  });
  it('near miss: a named day beside a date with no "o" is the reason for it', () => {
    expect(stay(read('el 30 de diciembre para año nuevo', 'dates', 'es'))).toMatchObject({ checkin: '2026-12-30' });
  });
});
