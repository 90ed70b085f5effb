/**
 * Classes read from the first contact with fresh corpus 156 and from the wrong values left in the older fresh corpora.
 * Read on 2026-11-29, a Sunday (`ANSWER_DAY`), unless a test names its day.
 */
import { describe, expect, it } from 'vitest';
import { spellOutShorthand } from '../../../src/flows/understand/shorthand.js';
import { readAnswer } from './read.js';

describe('grown-ups named by a polite word of one', () => {
  it.each([
    ['dos señoras y un señor', 'es', 3],
    ['dos caballeros y una dama', 'es', 3],
    ['one lady and two gentlemen', 'en', 3],
  ] as const)('"%s" counts each of them', (text, lang, adults) => {
    expect(readAnswer(text, 'party', lang).occupancy).toMatchObject({ adults });
  });
  it('near miss: "el señor Ocampo" is a title and a name, the client who travels', () => {
    const text = 'Buenas, mi cliente el señor Ocampo va para Bogotá con su perrito, del 22 de diciembre al 24 de diciembre';
    expect(readAnswer(text).occupancy).toMatchObject({ adults: 1 });
  });
  it.each([
    ['sí señor, somos 2', 'es'],
    ['buenas señor, 2 adultos', 'es'],
    ['yes lady, 2 adults', 'en'],
  ] as const)('near miss: "%s" addresses the listener, who is not counted', (text, lang) => {
    expect(readAnswer(text, 'party', lang).occupancy).toMatchObject({ adults: 2 });
  });
});

describe('children named in the plural, then their count said before their ages', () => {
  it.each([
    ['yo y los peladitos, 2, de 4 y 6', 'es'],
    ['yo y los niños (2) de 4 y 6', 'es'],
    ['me and the kids, 2, aged 4 and 6', 'en'],
  ] as const)('"%s" is two children of 4 and 6', (text, lang) => {
    expect(readAnswer(text, 'party', lang).occupancy).toMatchObject({ adults: 1, children: 2, ages: [4, 6] });
  });
  it('near miss: with no word of age after it, "los niños (2, 4 y 6)" is three ages', () => {
    expect(readAnswer('yo y los niños (2, 4 y 6)', 'party').occupancy).toMatchObject({ children: 3, ages: [2, 4, 6] });
  });
});

describe('children counted by "son" after their word', () => {
  it.each(['2 adultos y ahorita le digo las edades de los niños, son 2', '2 adultos y los niños son 2'])('"%s" is two children, ages asked', (text) => {
    const occupancy = readAnswer(text, 'party').occupancy;
    expect(occupancy).toMatchObject({ adults: 2, children: 2 });
    expect(occupancy?.ages ?? []).toEqual([]);
  });
  it('near miss: "los niños son de 4 y 6" are their ages', () => {
    expect(readAnswer('2 adultos y los niños son de 4 y 6', 'party').occupancy).toMatchObject({ children: 2, ages: [4, 6] });
  });
});

describe('people counted by their nationality', () => {
  it.each([
    ['somos dos mexicanos', 'es', 2],
    ['we are 2 Canadians', 'en', 2],
    ['dos colombianas y un gringo', 'es', 3],
    ['2 Germans and a Canadian', 'en', 3],
    ['dos mexicanas y una señora', 'es', 3],
  ] as const)('"%s" counts them', (text, lang, adults) => {
    expect(readAnswer(text, 'party', lang).occupancy).toMatchObject({ adults });
  });
  it('a whole request with them is read whole', () => {
    const u = readAnswer('hola, somos dos mexicanos, queremos Cartagena del 7 al 10 de enero', undefined);
    expect(u.occupancy).toMatchObject({ adults: 2 });
    expect(u.dates).toMatchObject({ checkin: '2027-01-07', checkout: '2027-01-10' });
  });
  it.each([
    ['somos mexicanos', 'es'],
    ['soy una colombiana', 'es'],
    ["I'm a Canadian citizen", 'en'],
  ] as const)('near miss: "%s" says where they are from, nobody counted', (text, lang) => {
    expect(readAnswer(text, 'party', lang).occupancy).toBeUndefined();
  });
  it.each([
    ["We're a brazilian couple", 'en', 2],
    ['2 Colombian couples', 'en', 4],
  ] as const)('near miss: "%s": before a people word the nationality is its adjective', (text, lang, adults) => {
    expect(readAnswer(text, 'party', lang).occupancy).toMatchObject({ adults });
  });
});

describe('a count taken back with "bueno" or "well"', () => {
  it.each([
    ['3 adultos... bueno 2 y un niño de 6', 'es', 2, 1],
    ['3 adultos... bueno 2', 'es', 2, 0],
    ['three adults... well, 2 and a kid of 6', 'en', 2, 1],
  ] as const)('"%s" keeps the second count', (text, lang, adults, children) => {
    const occupancy = readAnswer(text, 'party', lang).occupancy;
    expect(occupancy).toMatchObject({ adults });
    expect(occupancy?.children ?? 0).toBe(children);
  });
  it('near miss: "bueno" with no count after it takes nothing back', () => {
    expect(readAnswer('somos 3 adultos, bueno, y 2 niños de 4 y 6', 'party').occupancy).toMatchObject({ adults: 3, children: 2 });
  });
});

describe('the wedding a guest has to go to is no married couple', () => {
  it.each(['2 adultos, xq tenemos un matrimonio', '2 adultos, vamos pal matrimonio de mi prima'])('"%s" is two grown-ups', (text) => {
    expect(readAnswer(spellOutShorthand(text, 'es'), 'party').occupancy).toMatchObject({ adults: 2 });
  });
  it('near miss: "somos un matrimonio y dos niños" is a couple and two children', () => {
    expect(readAnswer('somos un matrimonio y dos niños', 'party').occupancy).toMatchObject({ adults: 2, children: 2 });
  });
});

describe('a numeric date restated in words', () => {
  it.each(["I'm from the UK, so 5/6 — the fifth of June", '5/6 (June 5)', '6/5 - June 5th'])('"%s" is that one day, no range and no other order', (text) => {
    const d = readAnswer(text, 'dates', 'en').dates;
    expect(d).toMatchObject({ checkin: '2027-06-05' });
    expect(d?.checkout).toBeUndefined();
  });
  it('near miss: "6/5 - June 9th" is a range', () => {
    expect(readAnswer('6/5 - June 9th', 'dates', 'en').dates).toMatchObject({ checkin: '2027-06-05', checkout: '2027-06-09' });
  });
});

describe('Thanksgiving said by guests from Canada', () => {
  it("is Canada's, the second Monday of October, when the message names Canada", () => {
    const text = "We're coming from Canada for our Thanksgiving long weekend: Medellín, Friday to Monday, 4 adults";
    expect(readAnswer(text, undefined, 'en').dates).toMatchObject({ checkin: '2027-10-08', checkout: '2027-10-11' });
  });
  it('near miss: with no word of Canada it is the US one, the fourth Thursday of November', () => {
    expect(readAnswer('arriving on Thanksgiving, 3 nights', 'dates', 'en').dates).toMatchObject({ checkin: '2027-11-25' });
  });
});

describe('an address spelled letter by letter from its first letter', () => {
  it.each([
    ['m a r t h a punto r arroba hotmail punto com', 'martha.r@hotmail.com'],
    ['j u a n arroba gmail punto com', 'juan@gmail.com'],
    ['m punto torres arroba une punto net punto co', 'm.torres@une.net.co'],
  ])('"%s" keeps every letter', (text, email) => {
    expect(readAnswer(text, 'email').guest).toMatchObject({ email });
  });
  it('near miss: "mm" and "hmm" are still a murmur, and "mmm 4" at the nights question four nights', () => {
    for (const text of ['mm', 'hmm']) expect(readAnswer(text, 'email').intents).toEqual([{ kind: 'smalltalk' }]);
    expect(readAnswer(spellOutShorthand('mmm 4', 'es'), 'nights').intents).toEqual([{ kind: 'smalltalk' }]);
  });
});

describe('the home corrected right after it', () => {
  it.each([
    ['vivo en Bogotá, no perdón, en Chía', 'es', 'Chía'],
    ['vivo en Bogotá... bueno, en Chía, al ladito', 'es', 'Chía'],
    ['I live in Austin, sorry, in Dallas', 'en', 'Dallas'],
  ] as const)('"%s" is the city said after', (text, lang, residenceCity) => {
    expect(readAnswer(text, 'residenceCity', lang).guest).toMatchObject({ residenceCity });
  });
  it('near miss: "vivo en Bogotá, bueno, cerca" keeps Bogotá', () => {
    expect(readAnswer('vivo en Bogotá, bueno, cerca', 'residenceCity').guest).toMatchObject({ residenceCity: 'Bogotá' });
  });
});

describe('a couple joined to the speakers counted by a pronoun', () => {
  it.each([
    ['nosotros dos y otra pareja', 'es'],
    ['nosotros dos y una pareja de amigos', 'es'],
    ['us two and another couple', 'en'],
    ['us two and a couple of friends', 'en'],
  ] as const)('"%s" is four grown-ups', (text, lang) => {
    expect(readAnswer(text, 'party', lang).occupancy).toMatchObject({ adults: 4 });
  });
  it.each([
    ['nosotros dos, una pareja', 'es'],
    ['we are 2, a couple', 'en'],
  ] as const)('near miss: "%s" says what the two are', (text, lang) => {
    expect(readAnswer(text, 'party', lang).occupancy).toMatchObject({ adults: 2 });
  });
});

describe('a child said to join after the ages', () => {
  it('"13 and 15, and actually my nephew (11) is joining us" adds the nephew', () => {
    expect(readAnswer('13 and 15, and actually my nephew (11) is joining us', 'childAges', 'en', 2).occupancy).toMatchObject({ ages: [13, 15, 11] });
  });
  it('near miss: "13 and 15, actually 13 and 16" corrects the ages', () => {
    expect(readAnswer('13 and 15, actually 13 and 16', 'childAges', 'en', 2).occupancy).toMatchObject({ ages: [13, 16] });
  });
});

describe('a named day of two dates, with the day said', () => {
  it.each([
    ['navidad, el 25', 'es', '2026-12-25'],
    ['navidad, el 24', 'es', '2026-12-24'],
    ['Christmas, the 25th', 'en', '2026-12-25'],
  ] as const)('"%s" is that day', (text, lang, checkin) => {
    const d = readAnswer(text, 'dates', lang).dates;
    expect(d).toMatchObject({ checkin });
    expect(d?.ambiguity).toBeUndefined();
  });
  it('near miss: "navidad" alone offers the 24th and the 25th', () => {
    expect(readAnswer('navidad', 'dates').dates?.ambiguity).toMatchObject({ kind: 'choices' });
  });
});
