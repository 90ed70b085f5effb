import { describe, expect, it } from 'vitest';
import { peopleClauses, peopleTokens, readMention, readPeopleParty } from '../../../src/flows/understand/people.js';
import { foldKeepLength } from '../../../src/flows/understand/text.js';
import { readAnswer, readPartyAt } from './read.js';

/** The party `text` says as a people phrase: adults, children, ages (absent when not every child's age is said). */
function party(text: string): { adults: number; children: number; ages?: number[] } | undefined {
  const p = readPeopleParty(foldKeepLength(text));
  return p && { adults: p.adults, children: p.children, ...(p.ages ? { ages: p.ages } : {}) };
}

/** The one mention at the start of `text`: its adults, children and ages. */
function mention(text: string): { adults: number; children: number; ages: number[] } | undefined {
  const m = readMention(peopleTokens(foldKeepLength(text)), 0);
  return m && { adults: m.adults, children: m.children, ages: m.ages };
}

describe('a mention: [count | article | possessive] role [age phrase]', () => {
  it.each([
    ['mi suegra', { adults: 1, children: 0, ages: [] }],
    ['3 nietos', { adults: 0, children: 3, ages: [] }],
    ['los dos pelados de 7 y 10', { adults: 0, children: 2, ages: [7, 10] }],
    ['una pareja', { adults: 2, children: 0, ages: [] }],
    ['mi hijo de 19', { adults: 1, children: 0, ages: [] }],
    ['mi hijo de 9', { adults: 0, children: 1, ages: [9] }],
    ['our two kiddos (4 and 7)', { adults: 0, children: 2, ages: [4, 7] }],
    ['un bebé de 8 meses', { adults: 0, children: 1, ages: [0] }],
    ['los niños de 3 y 6 años', { adults: 0, children: 2, ages: [3, 6] }],
    ['our 2-year-old twins', { adults: 0, children: 2, ages: [2, 2] }],
    ['los trillizos', { adults: 0, children: 3, ages: [] }],
    ['los cuatrillizos de 3', { adults: 0, children: 4, ages: [3, 3, 3, 3] }],
    ['2 ingenieros', { adults: 2, children: 0, ages: [] }],
    ['the missus', { adults: 1, children: 0, ages: [] }],
    ['my mother-in-law', { adults: 1, children: 0, ages: [] }],
    ['mis 2 hermanitos de 8 y 13', { adults: 0, children: 2, ages: [8, 13] }],
  ])('%s', (text, expected) => expect(mention(text)).toEqual(expected));

  it('counts couples two by two', () => {
    expect(mention('2 couples')).toEqual({ adults: 4, children: 0, ages: [] });
    expect(mention('dos parejas')).toEqual({ adults: 4, children: 0, ages: [] });
    expect(mention('un matrimonio')).toEqual({ adults: 2, children: 0, ages: [] });
    expect(mention('a retired couple')).toEqual({ adults: 2, children: 0, ages: [] });
  });

  it('places nobody whose count or age does not fit the word', () => {
    expect(mention('dos esposa')).toBeUndefined(); // one wife counted two
    expect(mention('mi hermano')).toBeUndefined(); // of either age, no age said
    expect(mention('mi nieto de 19')).toBeUndefined(); // a child word with an adult's age
    expect(mention('amor')).toBeUndefined(); // an endearment is a partner only after "mi"/"my"
  });
});

describe('children named with no count', () => {
  it.each(['los niños', 'the kids', 'mis hijos', 'nuestros nietos'])('"%s" is a mention counting nobody, marked uncounted', (text) => {
    const m = readMention(peopleTokens(foldKeepLength(text)), 0);
    expect(m).toMatchObject({ adults: 0, children: 0, uncounted: true });
  });
  it.each(['niños', 'los CHD', 'the boys', 'los chicos'])('"%s" is no such mention (no article, or no word of children only)', (text) => {
    expect(readMention(peopleTokens(foldKeepLength(text)), 0)?.uncounted).toBeUndefined();
  });
  it('a list with them is a party of its grown-ups whose children are uncounted', () => {
    expect(readPeopleParty(foldKeepLength('mi esposa, yo y los niños'))).toMatchObject({ adults: 2, children: 0, uncountedChildren: true });
    expect(readPeopleParty(foldKeepLength('mi esposa y 2 niños'))?.uncountedChildren).toBeUndefined();
  });
});

describe('a party: mentions joined by y , con + and with plus', () => {
  it.each([
    ['yo mi señora mi suegra y los dos pelados de 7 y 10', { adults: 3, children: 2, ages: [7, 10] }],
    ['me and the missus plus our two kiddos (4 and 7)', { adults: 2, children: 2, ages: [4, 7] }],
    ['mi novia y yo', { adults: 2, children: 0 }],
    ['retired couple', { adults: 2, children: 0 }],
    ['2 ingenieros', { adults: 2, children: 0 }],
    ['la abuela, mi esposa, yo y los 3 niños de 2, 7 y 10', { adults: 3, children: 3, ages: [2, 7, 10] }],
    ['un matrimonio con un bebé de 1 añito', { adults: 2, children: 1, ages: [1] }],
    ['mi mama, mi papa, yo y mis 2 hermanitos de 8 y 13', { adults: 3, children: 2, ages: [8, 13] }],
    ['self, wife, mother-in-law', { adults: 3, children: 0 }],
    ['voy con mi hija de 19 y mi hijo de 15', { adults: 2, children: 1, ages: [15] }],
    ['somos mi esposo, yo y los niños de 9 y 6 años', { adults: 2, children: 2, ages: [9, 6] }],
    ['2 couples and 3 kids', { adults: 4, children: 3 }],
  ])('%s', (text, expected) => expect(party(text)).toEqual(expected));

  it('binds ages to the mention before them, not across a joiner', () => {
    expect(party('mi hijo de 10 y mi esposa')).toEqual({ adults: 1, children: 1, ages: [10] });
    expect(party('2 niños de 4 y 6 y 2 adultos')).toEqual({ adults: 2, children: 2, ages: [4, 6] });
  });

  it('counts the speaker once', () => {
    expect(party('yo, mi esposa y yo')).toEqual({ adults: 2, children: 0 });
    expect(party('the two of us and our 2-year-old twins')).toEqual({ adults: 2, children: 2, ages: [2, 2] });
    expect(party('me, myself and my wife')).toEqual({ adults: 2, children: 0 });
  });

  it('reads nothing when a word it cannot place stands in the phrase', () => {
    expect(party('yo mi señora y el perro')).toBeUndefined();
    expect(party('mi esposa y yo, y de pronto una amiga')).toBeUndefined();
    expect(party('la familia completa la abuela mis papás yo mi esposa y los niños de 3 y 6 años')).toBeUndefined();
  });

  it('reads nothing for the speaker alone, nor for grown-ups both counted and named', () => {
    expect(party('yo')).toBeUndefined();
    expect(party('2 adultos, 2 niños (3 y 5) y la abuela')).toBeUndefined();
    expect(party('mi esposa y nosotros dos')).toBeUndefined();
  });
});

describe('words that change what a mention counts', () => {
  it('reads a couple word after a possessive as one partner ("mi pareja"), two otherwise ("una pareja")', () => {
    expect(party('mi pareja y yo')).toEqual({ adults: 2, children: 0 });
    expect(party('una pareja y yo')).toEqual({ adults: 3, children: 0 });
  });

  it('reads children named again with the definite article as the same children, giving their ages', () => {
    expect(party('4 adultos y 2 niños, los niños de 12 y 14')).toEqual({ adults: 4, children: 2, ages: [12, 14] });
    expect(party('2 niños de 3 y 5, los niños de 12 y 14')).toBeUndefined(); // which ages?
  });

  it('reads a list of ages after a colon or a dash', () => {
    expect(party('me and my 3 kids: 16, 12 and 7')).toEqual({ adults: 1, children: 3, ages: [16, 12, 7] });
    expect(party('me, my husband, and our three kids — 3, 11 and 16')).toEqual({ adults: 2, children: 3, ages: [3, 11, 16] });
  });
});

describe('regional and slang people words of the lexicon', () => {
  it.each([
    ['me, the missus, granny and the two bairns (3 and 5)', { adults: 3, children: 2, ages: [3, 5] }],
    ['mis yayos, yo y los churumbeles de 4 y 6', { adults: 3, children: 2, ages: [4, 6] }],
    ['2 adults + 2 tykes (4 and 6)', { adults: 2, children: 2, ages: [4, 6] }],
    ['my wife and I with our stepkids, 9 and 12', { adults: 2, children: 2, ages: [9, 12] }],
    ['somos 2 adultos y 2 chavales de 10 y 12', { adults: 2, children: 2, ages: [10, 12] }],
    ['mi churri y yo', { adults: 2 }],
    ['2 adults and quadruplets aged 1', { adults: 2, children: 4, ages: [1, 1, 1, 1] }],
  ])('%s', (text, expected) => expect(readPartyAt(text)).toEqual(expected));

  it('keeps a young person word of either age asking when the age is grown up', () => {
    expect(readPartyAt('chaval de 20')?.problem).toEqual({ kind: 'childTooOld', age: 20 });
    expect(party('2 guys and 2 girls')).toBeUndefined();
  });
});

describe('clauses of a message', () => {
  it('finds the one clause that is a list of people', () => {
    const folded = foldKeepLength('Rodadero Sol please – 15/01 – 3 nights – self, wife, mother-in-law');
    const found = peopleClauses(folded);
    expect(found.map((p) => [p.adults, folded.slice(p.start, p.end)])).toEqual([[3, 'self, wife, mother-in-law']]);
  });

  it('lets the occupancy reader take such a clause when it read nothing else', () => {
    expect(readPartyAt('Santa Marta – self, wife, mother-in-law')).toEqual({ adults: 3 });
    expect(readPartyAt('matrimonio con gemelos de 5')).toEqual({ adults: 2, children: 2, ages: [5, 5] });
  });

  it('takes people of the guest named in the third person at the party question as who travels', () => {
    expect(readPartyAt('mi mamá y mi tía')?.adults).toBe(2);
  });

  it('asks whether the guest travels too when one grown-up of theirs is named alone', () => {
    expect(readPartyAt('mi mamá')).toEqual({ unsure: { totals: [1, 2], speaker: true } });
  });

  it('reads no list beside words another reader took without a mark between ("thanks mate")', () => {
    expect(readAnswer('thanks mate', 'party', 'en').occupancy?.adults).toBeUndefined();
    expect(readAnswer('quiubo parce', undefined, 'es').occupancy?.adults).toBeUndefined();
  });

  it('leaves a list whose total another number contradicts to a question', () => {
    expect(readPartyAt('familia de 5: nosotros 2 y 2 niños')?.adults).toBeUndefined();
  });

  it('never reads a list of people at another question', () => {
    expect(readPartyAt('a couple', 'nights')?.adults).toBeUndefined();
  });
});
