/**
 * Classes read from fresh corpora written by agencies, families and voice dictation: the old spelling "veinte y una"
 * in a date or a length of stay, a day wished well, someone else said to travel alone, who chooses the trip, an
 * occasion's word read as an age, a possessed word of one language, someone listed last by a word no lexicon knows, a
 * total joined to another bare number, an age said by the birthday to come, separate rooms per couple, a count said
 * to be all grown-ups, company of the speakers counted by a pronoun, and children in a room of their own.
 */
import { describe, expect, it } from 'vitest';
import { readAnswer, readParty, readPartyAt } from './read.js';

describe('"veinte y uno" … "veinte y nueve": one number in a date or a length of stay only', () => {
  it.each([
    ['veinte y una noches', 'nights', 21],
    ['veinte y dos noches', 'nights', 22],
  ] as const)('"%s" at the %s question is %i nights', (text, at, nights) => {
    expect(readAnswer(text, at).dates).toMatchObject({ nights });
  });
  it('"el veinte y dos de diciembre" is the 22nd', () => {
    expect(readAnswer('el veinte y dos de diciembre', 'dates').dates).toMatchObject({ checkin: '2026-12-22' });
  });
  it('"del diez y seis al diez y nueve" is the 16th to the 19th ("al" before the old spelling too)', () => {
    expect(readAnswer('del diez y seis al diez y nueve', 'dates').dates).toMatchObject({ checkin: '2026-12-16', checkout: '2026-12-19' });
  });
  it('the ages "veinte y dos" stay two numbers (near miss): a child of 20 is asked about', () => {
    expect(readParty('dos hijos de veinte y dos años')).toMatchObject({ problem: { kind: 'childTooOld' } });
  });
});

describe('a range ending on "primero" / "the first" stands whatever follows it', () => {
  it.each([
    ['del 28 al primero dos personas', 'es'],
    ['from the 28th to the first two adults', 'en'],
  ] as const)('"%s"', (text, lang) => {
    const u = readAnswer(text, 'dates', lang);
    expect(u.dates).toMatchObject({ checkin: '2026-12-28', checkout: '2027-01-01' });
    expect(u.occupancy).toMatchObject({ adults: 2 });
  });
  it('"the first two nights" is no day (near miss)', () => {
    expect(readAnswer('the first two nights', 'dates', 'en').dates?.checkin).toBeUndefined();
  });
});

describe('"knights" dictated for "nights"', () => {
  it('"uh starting tomorrow for two knights" is tomorrow for 2 nights', () => {
    expect(readAnswer('uh starting tomorrow for two knights', 'dates', 'en').dates).toMatchObject({ checkin: '2026-11-30', nights: 2 });
  });
});

describe('a day wished well is a greeting, never the day of the stay', () => {
  it.each([
    ['Happy Friday!', 'en'],
    ['feliz viernes!', 'es'],
    ['have a nice weekend', 'en'],
    ['buen finde', 'es'],
  ] as const)('"%s"', (text, lang) => {
    const u = readAnswer(text, 'destination', lang);
    expect(u.dates).toBeUndefined();
    expect(u.destination).toBeUndefined();
  });
  it('the stay said after the wish is still read', () => {
    expect(readAnswer('feliz viernes! queremos ir a cartagena el 20 de diciembre', 'destination').dates).toMatchObject({ checkin: '2026-12-20' });
  });
});

describe('someone else said to travel alone is that person, not the speaker', () => {
  it.each([
    ['Booking for our client Mr. Tanaka, he is travelling alone', 1],
    ["Booking for our client, he's travelling alone", 1],
    ["Booking for Mr. Tanaka, he's travelling alone", 1],
    ['it is for Dr. Ruiz, she travels alone.', 1],
    ["he's travelling alone", 1],
  ])('"%s" is %i grown-up', (text, adults) => {
    expect(readPartyAt(text, 'party', 'en')).toMatchObject({ adults });
  });
});

describe('who chooses the trip is named, not counted', () => {
  it.each([
    ["somewhere with a beach, my wife decides but she's asleep lol", 'en'],
    ['mi esposa decide, yo solo pago', 'es'],
  ] as const)('"%s" sets no party', (text, lang) => {
    expect(readAnswer(text, 'destination', lang).occupancy).toBeUndefined();
  });
  it('"my wife and I, she decides the dates" is still 2 (near miss)', () => {
    expect(readPartyAt('my wife and I, she decides the dates', 'party', 'en')).toMatchObject({ adults: 2 });
  });
});

describe("an occasion's word is no age", () => {
  it('"Santa Marta, for my niece\'s quince" sets no party', () => {
    expect(readAnswer("Santa Marta, for my niece's quince", 'destination', 'en').occupancy).toBeUndefined();
  });
});

describe('a possessed word of one language only after a possessive of that language', () => {
  it('"me, my mum and my gran" is 3', () => {
    expect(readPartyAt('me, my mum and my gran', 'party', 'en')).toMatchObject({ adults: 3 });
  });
  it('"mi esposa y yo, nuestra gran aventura" is 2: "gran" is great in Spanish', () => {
    expect(readParty('mi esposa y yo, nuestra gran aventura')).toMatchObject({ adults: 2 });
  });
});

describe('someone listed last by a word no lexicon knows: the party is asked', () => {
  it.each([
    ['me, my mum and my stepnan', 'en'],
    ['yo, mi mamá y mi concuñis', 'es'],
  ] as const)('"%s"', (text, lang) => {
    expect(readPartyAt(text, 'party', lang)).toMatchObject({ unsure: { totals: [] } });
  });
  it.each([
    ['just me and my laptop 😅', 1],
    ['me and my wife with my luggage', 2],
  ])('a thing of the speaker\'s is no one (near miss): "%s" is %i', (text, adults) => {
    expect(readPartyAt(text, 'party', 'en')).toMatchObject({ adults });
  });
  it('"godmother" is a grown-up', () => {
    expect(readPartyAt('me, my mum and my godmother', 'party', 'en')).toMatchObject({ adults: 3 });
  });
});

describe('a total joined to another bare number is asked', () => {
  it.each([
    ['somos 2 y 2', 'es'],
    ['we are 2 and 2', 'en'],
    ['somos 2 + 2', 'es'],
  ] as const)('"%s"', (text, lang) => {
    expect(readPartyAt(text, 'party', lang)).toMatchObject({ unsure: { totals: [] } });
  });
  it('"somos 2 y 2 niños" is 2 and 2 children (near miss)', () => {
    expect(readPartyAt('somos 2 y 2 niños')).toMatchObject({ adults: 2, children: 2 });
  });
});

describe('an age said by the birthday to come is the whole years now', () => {
  it('"she\'s 4 and he\'s almost 6" at the ages question is [4, 5]', () => {
    expect(readPartyAt("she's 4 and he's almost 6", 'childAges', 'en')).toMatchObject({ ages: [4, 5] });
  });
  it('"casi 8 meses" is a baby of 0', () => {
    expect(readPartyAt('casi 8 meses', 'childAges')).toMatchObject({ ages: [0] });
  });
});

describe('agents\' "2+1" with its child named right after', () => {
  it.each([
    ['Pax: 2+1, niño de 5', 'es'],
    ['2+1, niño de 5', 'es'],
    ['pax 2+1 (child 4)', 'en'],
  ] as const)('"%s" is one child', (text, lang) => {
    expect(readPartyAt(text, 'party', lang)).toMatchObject({ adults: 2, children: 1 });
  });
});

describe('separate rooms per couple', () => {
  it('"mis dos hermanos, sus esposas, mi mamá y yo; habitaciones separadas por pareja, y mi mamá conmigo"', () => {
    expect(readParty('mis dos hermanos, sus esposas, mi mamá y yo; habitaciones separadas por pareja, y mi mamá conmigo')).toMatchObject({
      adults: 6,
      rooms: 3,
    });
  });
  it('"two couples, separate rooms per couple" is 4 in 2 rooms', () => {
    expect(readPartyAt('two couples, separate rooms per couple', 'party', 'en')).toMatchObject({ adults: 4, rooms: 2 });
  });
});

describe('a count said to be all grown-ups', () => {
  it.each([
    ['cinco, todos adultos', 'es', 5],
    ['5, all adults', 'en', 5],
    ['four — all adults', 'en', 4],
    ['cuatro, todos mayores', 'es', 4],
    ['somos cinco, todos adultos', 'es', 5],
  ] as const)('"%s" is %i adults', (text, lang, adults) => {
    const p = readPartyAt(text, 'party', lang);
    expect(p).toMatchObject({ adults });
    expect(p?.children ?? 0).toBe(0);
  });
});

describe('company of the speakers counted by a pronoun', () => {
  it.each([
    ['the two of us and grandma', 'en', 3],
    ['us two and grandma', 'en', 3],
    ['the two of us and grandpa and grandma', 'en', 4],
    ['nosotros dos y la abuela', 'es', 3],
  ] as const)('"%s" is %i', (text, lang, adults) => {
    expect(readPartyAt(text, 'party', lang)).toMatchObject({ adults });
  });
});

describe('children in a room of their own are counted with the party', () => {
  it.each([
    ['two rooms: my husband and me in one, our teenagers (14 and 16) in the other', 'en', [14, 16]],
    ['dos habitaciones: mi esposo y yo en una, los niños de 8 y 10 en la otra', 'es', [8, 10]],
  ] as const)('"%s"', (text, lang, ages) => {
    const p = readPartyAt(text, 'party', lang);
    expect(p).toMatchObject({ adults: 2, children: 2, ages, rooms: 2 });
    // each room the bot books holds a grown-up: the split is not laid out as said
    expect(p?.perRoom).toBeUndefined();
  });
});

describe('a count said to be all grown-ups, after a verb of the party or one group', () => {
  it.each([
    ['somos cinco todos adultos', 5],
    ['mi combo de 7, todos adultos', 7],
  ])('"%s" is %i adults', (text, adults) => {
    expect(readPartyAt(text)).toMatchObject({ adults });
  });
  it('"somos 11 familias de 3, todos adultos" counts each family, not the party (near miss)', () => {
    expect(readPartyAt('somos 11 familias de 3, todos adultos')).toBeUndefined();
  });
  it('"a girls\' trip — 5 of us, all adults" is 5 grown-ups and no children', () => {
    expect(readPartyAt("a girls' trip — 5 of us, all adults", 'party', 'en')).toMatchObject({ adults: 5, children: 0 });
  });
});

describe('agents naming who travels by job or as the client', () => {
  it.each([
    ['solo el cliente', 'es', 1],
    ['solo viaja el consultor', 'es', 1],
    ['just our client', 'en', 1],
    ["The CEO only, I'm just the assistant", 'en', 1],
    ['mis dos jefes y yo', 'es', 3],
    ['dos matrimonios y un niño de 4', 'es', 4],
  ] as const)('"%s" is %i grown-ups', (text, lang, adults) => {
    expect(readPartyAt(text, 'party', lang)).toMatchObject({ adults });
  });
  it('"solo el gerente quiere vista al mar" is about what he wants (near miss)', () => {
    expect(readPartyAt('solo el gerente quiere vista al mar')?.adults).toBeUndefined();
  });
});

describe("a range of ages is no child's age", () => {
  it.each([
    ['4 niños de entre 3 y 10 años', 'es', 4],
    ['3 kids between 5 and 9', 'en', 3],
  ] as const)('"%s" is %i children, ages asked', (text, lang, children) => {
    const p = readPartyAt(text, 'party', lang);
    expect(p?.children).toBe(children);
    expect(p?.ages ?? []).toEqual([]);
  });
});

describe('couples said first, then the same grown-ups counted after a colon', () => {
  it.each([
    ['Somos dos parejas con los chicos: 4 grandes y 4 nenes de 3, 5, 7 y 10', 4, 4],
    ['dos matrimonios: 4 adultos y 2 niños', 4, 2],
  ])('"%s" is %i adults and %i children', (text, adults, children) => {
    expect(readPartyAt(text)).toMatchObject({ adults, children });
  });
  it('"dos parejas y 4 adultos más" adds them (near miss)', () => {
    expect(readPartyAt('dos parejas y 4 adultos más')).toMatchObject({ adults: 8 });
  });
});

describe('rooms counted by kinds in the plural', () => {
  it.each([
    ['2 doubles and 1 single', 'en', 3],
    ['2 doubles and a single', 'en', 3],
    ['dos dobles y una sencilla', 'es', 3],
    ['one double and one single room', 'en', 2],
  ] as const)('"%s" is %i rooms', (text, lang, rooms) => {
    expect(readPartyAt(text, 'party', lang)).toMatchObject({ rooms });
  });
  it('English "two doubles" alone is no count of rooms (one room with two double beds in US use)', () => {
    expect(readPartyAt('2 adults, 2 kids, two doubles', 'party', 'en')?.rooms).toBeUndefined();
  });
});

describe('a son or daughter with a partner or children of their own is grown up', () => {
  it.each([
    ['my stepdaughter, her boyfriend, and the two of us', 4, 0],
    ['my stepdaughter, her husband, their baby (6 months) and the two of us', 4, 1],
  ])('"%s" is %i adults', (text, adults, children) => {
    const p = readPartyAt(text, 'party', 'en');
    expect(p).toMatchObject({ adults });
    expect(p?.children ?? 0).toBe(children);
  });
  it('"it\'s for my daughter and her two little ones, 2 and 5, I\'m not going" is 1 adult and 2 children', () => {
    expect(readPartyAt("it's for my daughter and her two little ones, 2 and 5, I'm not going", 'party', 'en')).toMatchObject({
      adults: 1,
      children: 2,
      ages: [2, 5],
    });
  });
});

describe('the speaker who only pays or books', () => {
  it('"va mi hijo con su novia y la niña de ellos, yo solo pago" counts the two of them', () => {
    expect(readPartyAt('va mi hijo con su novia y la niña de ellos, yo solo pago')).toMatchObject({ adults: 2 });
  });
  it('"viajan mis dos sobrinos de 10 y 13 con mi mamá" is 1 adult and 2 children', () => {
    expect(readPartyAt('viajan mis dos sobrinos de 10 y 13 con mi mamá')).toMatchObject({ adults: 1, children: 2, ages: [10, 13] });
  });
  it('"voy yo solo" is still the speaker alone (near miss)', () => {
    expect(readPartyAt('voy yo solo')).toMatchObject({ adults: 1 });
  });
});

describe('one of the grown-ups counted drops out', () => {
  it.each([
    ['éramos cinco adultos pero mi hermano ya no va', 'es', 4],
    ["5 adults but my brother isn't coming", 'en', 4],
  ] as const)('"%s" is %i', (text, lang, adults) => {
    expect(readPartyAt(text, 'party', lang)).toMatchObject({ adults });
  });
});

describe('ages after "who are" and someone who might be brought', () => {
  it('"the kids who are 6 and 9" are two children', () => {
    expect(readPartyAt('the kids who are 6 and 9', 'party', 'en')).toMatchObject({ children: 2, ages: [6, 9] });
  });
  it('"los niños, que son 3: de 4, 6 y 8" stays a count with its ages (near miss)', () => {
    expect(readPartyAt('los niños, que son 3: de 4, 6 y 8')).toMatchObject({ children: 3, ages: [4, 6, 8] });
  });
  it('"just the two of us and my sister, who might bring her boyfriend" asks the party', () => {
    expect(readPartyAt('just the two of us and my sister, who might bring her boyfriend', 'party', 'en')).toMatchObject({ unsure: { totals: [] } });
  });
});

describe('a place said as a time zone is no destination', () => {
  it('"We land on the 19th at 7am Bogotá time" names no city', () => {
    expect(readAnswer('We land on the 19th at 7am Bogotá time and fly home on the 26th', 'dates', 'en').destination?.kind).not.toBe('known');
  });
  it('"Santa Marta in two weeks\' time" is still Santa Marta (near miss)', () => {
    expect(readAnswer("Santa Marta in two weeks' time, for a week. 2 adults.", undefined, 'en').destination).toMatchObject({ city: 'Santa Marta' });
  });
});

describe('two given names before a compound surname', () => {
  it('"Karen Vanessa De La Hoz"', () => {
    expect(readAnswer('Karen Vanessa De La Hoz', 'name').guest).toMatchObject({ firstName: 'Karen Vanessa', lastName: 'De La Hoz' });
  });
});

describe('someone said to come as well after the count is one more', () => {
  it.each([
    ['2 adultos y 2 niños de 6 y 9... ah no, mi suegra también va', 'es', 3],
    ['2 adults and 2 kids, oh and my mom too', 'en', 3],
  ] as const)('"%s" is %i adults', (text, lang, adults) => {
    expect(readPartyAt(text, 'party', lang)).toMatchObject({ adults, children: 2 });
  });
  it('"3 adults, I mean 4 adults, my mother comes also" is 4: the repaired count holds her (near miss)', () => {
    expect(readAnswer('3 adults, I mean 4 adults, my mother comes also', 'party', 'en').occupancy).toMatchObject({ adults: 4 });
  });
  it('"2 adults, and my mom also" asks whether she is one of the 2 (near miss: never a silent 2)', () => {
    expect(readPartyAt('2 adults, and my mom also', 'party', 'en')).toMatchObject({ unsure: { totals: [3, 2] } });
  });
  it('"…, pero no mi hermano, él al final no va" keeps the count (near miss)', () => {
    expect(readPartyAt('2 adultos y 2 niños de 5 y 8, pero no mi hermano, él al final no va')).toMatchObject({ adults: 2, children: 2 });
  });
});
