/**
 * Classes read from the first contact with fresh corpora 126 and 127 (Colombian WhatsApp Spanish, foreign tourists
 * writing English), and the per-room lists left wrong in fresh corpora 124 and 125.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE, parseDestinationCues } from '../../../src/flows/understand/destinations.js';
import { understand } from '../../../src/flows/understand/index.js';
import { readAnswer, readPartyAt } from './read.js';

describe('rooms listed each with whom it is for, counted or not', () => {
  it.each([
    ['3 habitaciones: 2 dobles para dos parejas y una sencilla para la abuela', 'es', 5, 3],
    ['1 suite para el conferencista y 2 dobles para el equipo de producción (4 personas)', 'es', 5, 3],
    ['una sencilla para la abuela y una doble para nosotros dos', 'es', 3, 2],
    ['una doble para nosotros dos y una sencilla para la abuela', 'es', 3, 2],
    ['a single for grandma and a double for us two', 'en', 3, 2],
    ['a double for my parents and a single for me', 'en', 3, 2],
    ['2 rooms: a double for my parents and a single for me', 'en', 3, 2],
    ['a double room for my parents and a single for me', 'en', 3, 2],
  ] as const)('"%s": %i adults in %i rooms', (text, lang, adults, rooms) => {
    expect(readPartyAt(text, 'party', lang)).toMatchObject({ adults, rooms });
  });
  it('each room of one kind said alone keeps its party ("a single for grandma and a double for us two")', () => {
    expect(readPartyAt('a single for grandma and a double for us two', 'party', 'en')?.perRoom).toEqual([
      { adults: 1, ages: [] },
      { adults: 2, ages: [] },
    ]);
  });
  it('children with their ages after "for the kids" are that room\'s: two rooms', () => {
    expect(readPartyAt('a double for 2 adults and a twin for the kids 8 and 10', 'party', 'en')).toMatchObject({
      adults: 2,
      children: 2,
      ages: [8, 10],
      rooms: 2,
    });
  });
  it("near miss: a count of rooms said first that is not the list's sum leaves the party asked, never 5", () => {
    expect(readPartyAt('4 habitaciones: 2 dobles para dos parejas y una sencilla para la abuela')?.adults).not.toBe(5);
  });
  it('near miss: "for me" after no room is nobody ("can you check for me")', () => {
    expect(readPartyAt('can you check for me', 'party', 'en')).toBeUndefined();
  });
});

describe('a counted group, then who they are after a comma, is the same people', () => {
  it.each([
    ['two old ladies, my sister and me :)', 'en', 2],
    ['dos señoras, mi hermana y yo', 'es', 2],
    ['4 friends, my wife and me', 'en', 6],
  ] as const)('"%s": %i adults', (text, lang, adults) => {
    expect(readPartyAt(text, 'party', lang)).toMatchObject({ adults });
  });
});

describe('a parent named again after "mis viejos" is one of them', () => {
  it.each([['mis viejos y yo, mi papa usa silla de ruedas'], ['mis cuchos y yo; mi mama tiene 80']])('"%s": 3 adults', (text) => {
    expect(readPartyAt(text)).toMatchObject({ adults: 3 });
  });
});

describe('children in the plural, then years and months, are two', () => {
  it.each([
    ['family: 2 adults, kids 2yrs & 6 months', 'en'],
    ['2 adultos, niños de 2 años y 6 meses', 'es'],
  ] as const)('"%s": a child of 2 and a baby', (text, lang) => {
    expect(readPartyAt(text, 'party', lang)).toMatchObject({ adults: 2, children: 2, ages: [2, 0] });
  });
  it('near miss: one child said in years and months is one child ("mi hijo de 2 años y 6 meses")', () => {
    expect(readPartyAt('2 adultos y mi hijo de 2 años y 6 meses')).toMatchObject({ children: 1, ages: [2] });
  });
});

describe('a city that is no destination', () => {
  it.each([
    ['tonight only, we missed the bus to Santa Marta', 'en'],
    ['perdimos el vuelo a Cartagena, necesitamos hotel hoy', 'es'],
  ] as const)('"%s": the missed trip\'s city is not the stay\'s', (text, lang) => {
    expect(readAnswer(text, 'dates', lang).destination).toBeUndefined();
  });
  it('near miss: a bus taken to a city is the trip ("we take the bus to Santa Marta tomorrow")', () => {
    expect(readAnswer('we take the bus to Santa Marta tomorrow', 'dates', 'en').destination).toMatchObject({ city: 'Santa Marta' });
  });
  it('"we are in Bogotá until the 14th, so here from the 14th to the 18th": no city, the stay from the 14th', () => {
    const u = readAnswer('we are in Bogotá until the 14th, so here from the 14th to the 18th', 'dates', 'en');
    expect(u.destination).toBeUndefined();
    expect(u.dates).toMatchObject({ checkin: '2026-12-14', checkout: '2026-12-18', nights: 4 });
  });
  it('"estamos en medellin hasta el 5 y aca del 5 al 8": the stay is the range', () => {
    expect(readAnswer('estamos en medellin hasta el 5 y aca del 5 al 8', 'dates').dates).toMatchObject({ checkin: '2026-12-05', nights: 3 });
  });
  it('the cue lexicon is checked at load: a phrase not folded is refused, naming the file', () => {
    const bad = {
      about: '',
      origin: { note: '', phrases: ['Vivo en'] },
      hereNow: { note: '', phrases: ['x'] },
      missedTransport: { note: '', verbs: ['x'], transports: ['x'], links: ['x'] },
    };
    expect(() => parseDestinationCues(bad, 'destinations.json')).toThrow(/destinations\.json is not a valid destination cue lexicon[\s\S]*origin\.phrases/);
  });
});

describe('an arrival in the small hours asks which night the room is for', () => {
  it.each([
    ['our flight arrives 2am on the 21st', 'en'],
    ['we land at 3:30 am on the 21st', 'en'],
    ['the flight lands at 00:30 on the 21st', 'en'],
    ['we land at 12:15 am on the 21st', 'en'],
    ['llegamos a las 3 de la madrugada del 21', 'es'],
    ['el 21 llegamos en la madrugada', 'es'],
  ] as const)('"%s": the 20th or the 21st', (text, lang) => {
    const d = readAnswer(text, 'dates', lang).dates;
    expect(d?.checkin).toBeUndefined();
    expect(d?.ambiguity).toEqual({ kind: 'choices', options: [{ checkin: '2026-12-20' }, { checkin: '2026-12-21' }] });
  });
  it.each([
    ["My flight lands at 2am on Friday, so I'll need the room from Thursday night", '2026-12-03'],
    ['tomorrow, we land super late, like 2am', '2026-11-30'],
    ['landing after midnight on the 21st', '2026-12-21'],
    ['the flight lands at 00:00 on the 21st', '2026-12-21'],
  ])('near miss: "%s" names its night, no question', (text, checkin) => {
    expect(readAnswer(text, 'dates', 'en').dates).toMatchObject({ checkin });
  });
  it('near miss: an arrival late in the evening is that day ("we arrive at 11pm on the 21st")', () => {
    expect(readAnswer('we arrive at 11pm on the 21st', 'dates', 'en').dates).toMatchObject({ checkin: '2026-12-21' });
  });
  it('near miss: with the last night said, the dates written stand ("landing at 1:30 am on the 21st for 3 nights")', () => {
    expect(readAnswer('landing at 1:30 am on the 21st for 3 nights', 'dates', 'en').dates).toMatchObject({ checkin: '2026-12-21', nights: 3 });
  });
});

describe('a second given name of the lexicon', () => {
  it('"el nombre es brayan alexis quintero": Brayan Alexis, Quintero', () => {
    expect(readAnswer('el nombre es brayan alexis quintero', 'name').guest).toMatchObject({ firstName: 'Brayan Alexis', lastName: 'Quintero' });
  });
});

describe('a correction that takes back a day said in more words than one', () => {
  it('"day after tomorrow... sorry, I mean tomorrow": tomorrow', () => {
    expect(readAnswer('day after tomorrow... sorry, I mean tomorrow', 'dates', 'en').dates).toMatchObject({ checkin: '2026-11-30' });
  });
  it('"tomorrow, sorry, the day after tomorrow": the day after tomorrow', () => {
    expect(readAnswer('tomorrow, sorry, the day after tomorrow', 'dates', 'en').dates).toMatchObject({ checkin: '2026-12-01' });
  });
  it.each([
    ['Oct 5-8, sorry, 6-9', '2027-10-06', '2027-10-09'],
    ['Dec 10-12, no wait, 11-14', '2026-12-11', '2026-12-14'],
  ])('"%s": the new days in the month taken back', (text, checkin, checkout) => {
    expect(readAnswer(text, 'dates', 'en').dates).toMatchObject({ checkin, checkout });
  });
});

describe('children and their ages said one by one', () => {
  it('"my wife and I, our daughter 19 and son 15": three grown-ups and a child of 15', () => {
    expect(readPartyAt('my wife and I, our daughter 19 and son 15', 'party', 'en')).toMatchObject({ adults: 3, children: 1, ages: [15] });
  });
  it('"baby 1yr and 4yo" at the ages question: both ages', () => {
    expect(readPartyAt('baby 1yr and 4yo', 'childAges', 'en')).toMatchObject({ ages: [1, 4] });
  });
  it('near miss: the same words at the party question leave the count asked', () => {
    expect(readPartyAt('baby 1 and 4', 'party', 'en')?.ages).toBeUndefined();
  });
});

describe('a room said apart for each', () => {
  it.each([
    ['me and 2 mates, a separate room for each', 'en'],
    ['yo y 2 amigos, una habitación aparte para cada uno', 'es'],
  ] as const)('"%s": a room each', (text, lang) => {
    expect(readPartyAt(text, 'party', lang)).toMatchObject({ adults: 3, rooms: 3 });
  });
});

describe('round 2 (fresh corpora 128 and 129): classes found at first contact', () => {
  it('an unsold place said to be near a sold city, with a copula between ("Guatapé, it\'s near Medellín right?")', () => {
    expect(readAnswer("Guatapé, it's near Medellín right?", 'destination', 'en').destination).toMatchObject({ kind: 'unknown', text: 'Guatapé' });
  });
  it('"my husband and I … with my mother-in-law and my husband\'s two cousins": 5, the husband once', () => {
    expect(readPartyAt("my husband and I with my mother-in-law and my husband's two cousins", 'party', 'en')).toMatchObject({ adults: 5 });
  });
  it('"me and my brother\'s kids (6 and 8)": the brother does not come', () => {
    expect(readPartyAt("me and my brother's kids (6 and 8)", 'party', 'en')).toMatchObject({ adults: 1, children: 2, ages: [6, 8] });
  });
  it('near miss: "my sister\'s coming too" is "is", the sister comes', () => {
    expect(readPartyAt("2 adults, oh wait my sister's coming too with her kid (10)", 'party', 'en')).toMatchObject({ adults: 3, children: 1, ages: [10] });
  });
  it('"mi esposa, yo y el de brazos": a baby', () => {
    expect(readPartyAt('mi esposa, yo y el de brazos')).toMatchObject({ adults: 2, children: 1, ages: [0] });
  });
  it('"2 adults and me, plus my nephew, who turned 18 last week": four grown-ups, and no past date', () => {
    const u = readAnswer('2 adults and me, plus my nephew, who turned 18 last week', 'party', 'en');
    expect(u.occupancy).toMatchObject({ adults: 4 });
    expect(u.dates).toBeUndefined();
  });
  it.each([['2 adults and me, plus my nephew'], ['2 adults and me, plus my wife']])('"%s": the party asked, never 2', (text) => {
    expect(readPartyAt(text, 'party', 'en')?.adults).toBeUndefined();
  });
  it('"Germany, all four of us" at the country question: the country, no party', () => {
    const u = readAnswer('Germany, all four of us', 'country', 'en');
    expect(u.guest).toMatchObject({ country: 'DEU' });
    expect(u.occupancy).toBeUndefined();
  });
  it('"until Monday the 22nd" at the nights question, the 22nd a Tuesday: both days offered', () => {
    const u = understand('until Monday the 22nd', { lang: 'en', today: '2026-11-30', expecting: 'nights', catalogue: DEMO_CATALOGUE, anchor: '2026-12-15' });
    expect(u.dates?.ambiguity).toEqual({
      kind: 'choices',
      options: [
        { checkin: '2026-12-15', checkout: '2026-12-22', nights: 7 },
        { checkin: '2026-12-15', checkout: '2026-12-21', nights: 6 },
      ],
    });
  });
  it('"8 and 11, oh wait, only the 8 year old is coming" at the ages question: one child of 8', () => {
    expect(readPartyAt('8 and 11, oh wait, only the 8 year old is coming', 'childAges', 'en')).toMatchObject({ children: 1, ages: [8] });
  });
  it('"somos una familia de 5, los papas y 3 chinos de 3, 7 y 11": the family counts the children in', () => {
    expect(readPartyAt('somos una familia de 5, los papas y 3 chinos de 3, 7 y 11')).toMatchObject({ adults: 2, children: 3 });
  });
  it('"yo y los niños, 2 de 6 y 8": the children counted after a comma, with their ages', () => {
    expect(readPartyAt('yo y los niños, 2 de 6 y 8')).toMatchObject({ adults: 1, children: 2, ages: [6, 8] });
  });
  it.each([
    ['noches x 4 porfa', 4],
    ['noches x2', 2],
  ])('"%s" at the nights question: %i nights', (text, nights) => {
    expect(readAnswer(text, 'nights').dates).toMatchObject({ nights });
  });
  it('near miss: "noches por 2 personas" is no length', () => {
    expect(readAnswer('noches por 2 personas', 'nights').dates).toBeUndefined();
  });
  it('"bgta" is Bogotá', () => {
    expect(readAnswer('bgta', 'destination').destination).toMatchObject({ kind: 'known', city: 'Bogotá' });
  });
  it('"eee pues jhonfredy88 arroba hotmail punto com": a dictated address after fillers', () => {
    expect(readAnswer('eee pues jhonfredy88 arroba hotmail punto com', 'email').guest).toMatchObject({ email: 'jhonfredy88@hotmail.com' });
  });
});
