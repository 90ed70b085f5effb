import { describe, expect, it } from 'vitest';
import { readAnswer, readParty } from './read.js';

describe('at the ages question a spelled one or zero opening the list is an age', () => {
  it.each([
    ['uno y tres años', 'es', [1, 3]],
    ['cero y tres', 'es', [0, 3]],
    ['tienen uno y tres años', 'es', [1, 3]],
    ['one and three', 'en', [1, 3]],
    ['zero and 2', 'en', [0, 2]],
  ] as const)('%s', (text, lang, ages) => {
    expect(readAnswer(text, 'childAges', lang).occupancy?.ages).toEqual(ages);
  });

  it('"uno de 4 y otro de 6" still introduces each child', () => {
    expect(readAnswer('uno de 4 y otro de 6', 'childAges').occupancy?.ages).toEqual([4, 6]);
  });

  it('not at the party question (near miss)', () => {
    expect(readAnswer('uno y tres', 'party').occupancy?.ages).toBeUndefined();
  });
});

describe('at the ages question "only one" is a new count of one child', () => {
  it.each([
    ['solo es uno, de 6', 'es', [6]],
    ['es uno solo, tiene 4', 'es', [4]],
    ['just one, she is 5', 'en', [5]],
    ['only one: 7', 'en', [7]],
    ['en realidad es solo uno, de 6', 'es', [6]],
    ['no, solo es uno, de 6 años', 'es', [6]],
  ] as const)('%s', (text, lang, ages) => {
    expect(readAnswer(text, 'childAges', lang).occupancy).toMatchObject({ children: 1, ages });
  });

  it('"just one more" is no count (near miss)', () => {
    expect(readAnswer('just one more, 5', 'childAges', 'en').occupancy?.children).toBeUndefined();
  });
});

describe('couples with a room each restating a count of adults', () => {
  it.each([
    ['4 adultos, dos parejas, cada una en su habitación', 'es', 4, 2],
    ['6 adults, three couples, one room each', 'en', 6, 3],
  ] as const)('%s', (text, lang, adults, rooms) => {
    expect(readParty(text, lang)).toMatchObject({ adults, rooms });
  });
});

describe('children counted, then named again by their bare noun with their ages', () => {
  it.each([
    ['2 adults 2 kids, kids are 5 and 13, 2 rooms', 'en', { adults: 2, children: 2, ages: [5, 13], rooms: 2 }],
    ['2 adultos, 2 niños, niños de 5 y 7', 'es', { adults: 2, children: 2, ages: [5, 7] }],
  ] as const)('%s', (text, lang, want) => {
    expect(readParty(text, lang)).toMatchObject(want);
  });

  it('joined by "and" they stay more children (near miss)', () => {
    expect(readParty('2 adults 2 kids and kids of 5 and 13', 'en')?.children).toBe(4);
  });
});

describe('a new total of the whole party said after someone added', () => {
  it.each([
    ["we're adding a kid, she's 7 — so 2 adults and 1 child now", 'en', { adults: 2, children: 1, ages: [7] }],
    ['viene un niño más, tiene 7, así que 2 adultos y 1 niño', 'es', { adults: 2, children: 1 }],
  ] as const)('%s', (text, lang, want) => {
    expect(readAnswer(text, 'confirm', lang).occupancy).toMatchObject(want);
  });
});

describe('a son or daughter with their own spouse ("con su esposo") is grown up', () => {
  it.each([
    ['mi hija con su esposo y sus dos nenes de 3 y 5, y yo', 'es', { adults: 3, children: 2, ages: [3, 5] }],
    ['my daughter with her husband and their two kids of 3 and 5, and me', 'en', { adults: 3, children: 2, ages: [3, 5] }],
    ['mi hija con su marido y yo', 'es', { adults: 3 }],
  ] as const)('%s', (text, lang, want) => {
    expect(readParty(text, lang)).toMatchObject(want);
  });

  it('a child with a parent ("mi hija de 5 con su papá") stays a child (near miss)', () => {
    expect(readParty('mi hija de 5 con su papá')).toMatchObject({ adults: 2, children: 1, ages: [5] });
  });
});
