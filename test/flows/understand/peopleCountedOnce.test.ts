/**
 * Everyone counted once, and nobody counted who is only named: someone placed by whose relative they are, one person
 * named again with "the", the speaker added after a total, "ex" joined to the role word, a birthday said by its
 * ordinal, a child taken out by their age, someone who may or may not come, children counted by "N-year-olds", young
 * people's words with one age for all, a weekday listed with a short one, a hyphenated unit after a day number.
 */
import { describe, expect, it } from 'vitest';
import { readAnswer, readParty, readPartyAt } from './read.js';

describe('someone placed by whose relative they are is one person', () => {
  it.each([
    ['mi hermano, su esposa, la suegra de mi hermano y nosotros dos', 5],
    ['mi esposa y yo y la suegra de mi hermano', 3],
    ['mi esposa, yo y la mamá del novio', 3],
  ])('"%s" is %i grown-ups', (text, adults) => {
    expect(readParty(text)).toMatchObject({ adults });
  });
  it('"la suegra de mi hermano que nos acompaña con sus 2 nietos de 5 y 7" counts the brother once', () => {
    expect(readParty('mi esposo, yo, y la suegra de mi hermano que nos acompaña con sus 2 nietos de 5 y 7')).toMatchObject({
      adults: 3,
      children: 2,
      ages: [5, 7],
    });
  });
  it('the relative named apart is still counted (near miss)', () => {
    expect(readParty('mi abuela, yo y la abuela de mi esposo')).toMatchObject({ adults: 3 });
  });
});

describe('one person named again with "the" is the same person', () => {
  it('"Vamos con la niñera: mi esposo, yo, la niñera y los 3 niños" counts the nanny once', () => {
    expect(readParty('Vamos con la niñera: mi esposo, yo, la niñera y los 3 niños de 1, 3 y 6')).toMatchObject({ adults: 3, children: 3, ages: [1, 3, 6] });
  });
  it('"… y la abuela; los niños duermen con la abuela" counts grandma once', () => {
    expect(readParty('vamos mi esposo y yo con los niños (4 y 7) y la abuela; los niños duermen con la abuela y nosotros aparte')).toMatchObject({
      adults: 3,
      children: 2,
    });
  });
  it('a relative named again after ";" with something said of them ("mi abuelo camina con bastón")', () => {
    expect(readParty('mis abuelos, mis papás y yo; mi abuelo camina con bastón')).toMatchObject({ adults: 5 });
  });
});

describe('the speaker added after a total', () => {
  it.each([
    ['somos 5 más yo', 'es', 6],
    ['Somos 5 más yo, todos grandes', 'es', 6],
    ['3 personas más yo', 'es', 4],
    ['we are 4 plus me', 'en', 5],
  ] as const)('"%s" is %i', (text, lang, adults) => {
    expect(readParty(text, lang)).toMatchObject({ adults });
  });
  it('with children after it nothing is guessed (near miss)', () => {
    expect(readParty('somos 5 más yo y 2 niños')?.adults).toBeUndefined();
  });
});

describe('"ex" joined to the role word', () => {
  it.each([
    ['para mí, mi exesposo y nuestros 2 hijos de 9 y 12', 'es'],
    ['para mí, mi ex esposo y nuestros 2 hijos de 9 y 12', 'es'],
    ['me, my ex-wife and our 2 kids (9, 12)', 'en'],
  ] as const)('"%s" is two grown-ups and the children', (text, lang) => {
    expect(readParty(text, lang)).toMatchObject({ adults: 2, children: 2, ages: [9, 12] });
  });
});

describe('a birthday said by its ordinal names someone not counted', () => {
  it('"for my grandma\'s 90th … me, my husband and our teenager (14)"', () => {
    const u = readAnswer("Heading to Bogotá for my grandma's 90th, Oct 30 to Nov 2: me, my husband and our teenager (14)", undefined, 'en');
    expect(u.occupancy).toMatchObject({ adults: 2, children: 1, ages: [14] });
  });
});

describe('a child taken out by their age', () => {
  it('"… 3 kids (2, 5, 8) … actually take out the 8-year-old" is two children, and no day of the 8th', () => {
    const u = readAnswer(
      "Hi, Cartagena, 2 adults and 3 kids (2, 5, 8) from the 11th, 4 nights — actually take out the 8-year-old, he's going to camp",
      undefined,
      'en',
    );
    expect(u.occupancy).toMatchObject({ adults: 2, children: 2, ages: [2, 5] });
    expect(u.dates).toMatchObject({ nights: 4 });
    expect(u.dates?.ambiguity).toBeUndefined();
  });
  it('"quita al de 8" takes that child out', () => {
    expect(readParty('2 adultos y 3 niños de 2, 5 y 8, bueno quita al de 8 que se queda con el papá')).toMatchObject({ children: 2, ages: [2, 5] });
  });
  it('two children of that age: which one is not said, the children are asked (near miss)', () => {
    const p = readParty('2 adults and 3 kids (8, 8, 5), take out the 8-year-old', 'en');
    expect(p?.children).toBeUndefined();
    expect(p?.ages).toBeUndefined();
  });
});

describe('someone who may or may not come asks the party back', () => {
  it.each([
    ['mi esposa y yo, y de pronto mi suegra', 'es'],
    ['me and my 3 kids (14, 10, 10); my wife might join for the last 2 nights', 'en'],
    ['somos 4 pero no sé si va mi cuñada', 'es'],
  ] as const)('"%s"', (text, lang) => {
    const p = readPartyAt(text, 'party', lang);
    expect(p?.adults).toBeUndefined();
    expect(p?.unsure).toBeDefined();
  });
  it('"no sé si cabemos en una" is about the room, not a person (near miss)', () => {
    expect(readParty('2 adultos y 3 niños, no sé si cabemos en una')?.unsure).toBeUndefined();
  });
});

describe('children counted by their age', () => {
  it.each([
    ['2 adults and two 7-year-olds', 2, [7, 7]],
    ['a couple and their twin 7-year-olds', 2, [7, 7]],
    ['me, my wife and 3 ten-year-olds', 3, [10, 10, 10]],
  ] as const)('"%s"', (text, children, ages) => {
    expect(readParty(text, 'en')).toMatchObject({ adults: 2, children, ages });
  });
  it('"15 muchachos de 17 años y 3 profes": each of the young people is 17', () => {
    expect(readParty('15 muchachos de 17 años y 3 profes')).toMatchObject({ adults: 3, children: 15, ages: Array(15).fill(17) });
  });
  it('"2 adults + 1 kid, kid is 4" is the same kid', () => {
    expect(readParty('2 adults + 1 kid, kid is 4', 'en')).toMatchObject({ adults: 2, children: 1, ages: [4] });
  });
});

describe('weekdays', () => {
  it('"this sat & sun" asks one night or two, like "sábado y domingo"', () => {
    const u = readAnswer('this sat & sun', 'dates', 'en');
    expect(u.dates?.ambiguity?.kind).toBe('choices');
  });
  it('"fri and sat" are the nights of both', () => {
    expect(readAnswer('fri and sat', 'dates', 'en').dates).toMatchObject({ nights: 2 });
  });
});

describe('a fallback if the first choice is full', () => {
  it.each([
    ["the 8th to the 11th, or if that's full the 9th to the 12th", 8],
    ["the 3rd to the 6th, and if that's full, the 10th to the 13th", 3],
  ] as const)('"%s" is the first choice', (text, day) => {
    expect(Number(readAnswer(text, 'dates', 'en').dates?.checkin?.slice(8))).toBe(day);
  });
  it('the people said between the first choice and the condition are still read', () => {
    const u = readAnswer("Medellín June 15-20, 2 adults, and if there's nothing, June 16-21", undefined, 'en');
    expect(u.dates).toMatchObject({ checkin: '2027-06-15', nights: 5 });
    expect(u.occupancy).toMatchObject({ adults: 2 });
  });
});

describe('more people counted once', () => {
  it('"vamos a un matrimonio" is a wedding, nobody counted', () => {
    expect(readAnswer('Buenas, ¿tienen hoteles en Barranquilla? vamos a un matrimonio', undefined, 'es').occupancy).toBeUndefined();
  });
  it('"somos un matrimonio con 2 niños" is still a couple (near miss)', () => {
    expect(readParty('somos un matrimonio con 2 niños de 3 y 5')).toMatchObject({ adults: 2, children: 2 });
  });
  it('people restated after "o sea" are the same people', () => {
    expect(readParty('los dos viejitos, o sea mis papas, y yo')).toMatchObject({ adults: 3 });
  });
  it('"o sea 1 adulto" after the party is a new total, not a restatement (near miss)', () => {
    expect(readParty('somos cuatro adultos o sea dos parejas')?.adults).toBe(4);
  });
  it('"y se nos suma mi cuñado" adds one', () => {
    expect(readParty('Somos 2 adultos y 2 niños... ah, y se nos suma mi cuñado')).toMatchObject({ adults: 3, children: 2 });
  });
  it('"our two — 4 and 6" are two children of those ages', () => {
    expect(readParty('my wife, me, and our two — 4 and 6', 'en')).toMatchObject({ adults: 2, children: 2, ages: [4, 6] });
  });
  it('ages said again whole after a correction ("…, so 6 and 10") are the answer', () => {
    expect(readAnswer('6 and 9 — oh wait, she turned 10 last week, so 6 and 10', 'childAges', 'en').occupancy?.ages).toEqual([6, 10]);
  });
});

describe('dates said twice or some weeks ahead', () => {
  it('"el lunes, sí, el lunes" is one Monday', () => {
    const d = readAnswer('pues yo creo q el lunes, sí, el lunes', 'dates').dates;
    expect(d?.checkin).toBeDefined();
    expect(d?.checkout).toBeUndefined();
  });
  it('"Friday in two weeks" is asked: not the coming Friday with a departure two weeks ahead', () => {
    expect(readAnswer('Friday in two weeks', 'dates', 'en').dates?.checkin).toBeUndefined();
  });
});

describe('people who stay home', () => {
  it('"los niños de 6 y 8 se quedan con la abuela": neither the children nor grandma travel', () => {
    const u = readAnswer('Bogotá del 1 al 3 de mayo, solo mi esposo y yo, los niños de 6 y 8 se quedan con la abuela', undefined, 'es');
    expect(u.occupancy).toMatchObject({ adults: 2 });
    expect(u.occupancy?.children).toBeUndefined();
  });
  it('"the kids stay with grandma"', () => {
    const p = readParty('me and my wife, the kids stay with grandma', 'en');
    expect(p).toMatchObject({ adults: 2 });
    expect(p?.children).toBeUndefined();
  });
  it('the children with their ages and nothing said of them travel (near miss)', () => {
    expect(readParty('mi esposo, yo y los niños de 6 y 8')).toMatchObject({ adults: 2, children: 2, ages: [6, 8] });
  });
});
