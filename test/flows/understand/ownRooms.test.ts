/**
 * Class: rooms said as who sleeps where: everyone with a room of their own ("we each want our own room", "hab.
 * individuales") is a room per adult; the children in a room of their own beside the grown-ups is two rooms.
 */
import { describe, expect, it } from 'vitest';
import { readParty as read } from './read.js';

describe('a room of their own for everyone', () => {
  it.each([
    ['me and 3 mates, we each want our own room', { adults: 4, rooms: 4 }],
    ['4 ejecutivos, hab. individuales', { adults: 4, rooms: 4 }],
    ['somos 3 amigos y cada uno quiere su propia habitación', { adults: 3, rooms: 3 }],
    ['cada uno en su habitación, somos 3', { adults: 3, rooms: 3 }],
  ])('%s', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });
});

describe('the children in a room of their own', () => {
  it.each([
    [
      'is two rooms, with the ages said after it',
      "us two + the kids in their own room, they're 10 and 13",
      { adults: 2, children: 2, ages: [10, 13], rooms: 2 },
    ],
    ['is two rooms after the children counted', '2 adults 2 kids 8 and 10, kids in their own room', { adults: 2, children: 2, ages: [8, 10], rooms: 2 }],
  ])('%s', (_name, text, expected) => {
    expect(read(text, 'en')).toEqual(expected);
  });
  it('leaves a count of rooms said alone', () => {
    expect(read('2 adults 3 kids 4, 8 and 10, kids in their own room, 3 rooms', 'en')).toMatchObject({ rooms: 3 });
  });
});

describe('everyone in one room', () => {
  it.each([
    ['la abuela el abuelo y los tres nietos de 14 11 y 9 todos en una habitación', { adults: 2, children: 3, ages: [14, 11, 9], rooms: 1 }],
    ['we are 4, all in one room', { adults: 4, rooms: 1 }],
  ])('%s', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });
});

describe('one grown-up or one pair in a room of their own beside the rest', () => {
  it.each([
    ['us two, our teen, and the grandparents in their own room', { adults: 4, children: 1, rooms: 2 }],
    ['me and my wife, our three-year-old and the nanny, nanny in a separate room', { adults: 3, children: 1, ages: [3], rooms: 2 }],
    ['my fiancée and I plus her parents, they would like their own room', { adults: 4, rooms: 2 }],
    ['me, my husband, our twins (6) and my dad. Dad would like his own room', { adults: 3, children: 2, ages: [6, 6], rooms: 2 }],
    ['grandparents (own room), us two and the kids (9 and 12) in a family room', { adults: 4, children: 2, ages: [9, 12], rooms: 2 }],
  ])('%s', (text, expected) => {
    expect(read(text, 'en')).toEqual(expected);
  });
  it('reads the Spanish "en otra habitación" after a pair of relatives', () => {
    expect(read('mi novia y yo, y mis suegros en otra habitación')).toEqual({ adults: 4, rooms: 2 });
  });
  it('reads no split when the person is the whole party or a child', () => {
    expect(read('my dad would like his own room', 'en')?.rooms).toBeUndefined();
    expect(read('2 adults 1 kid 8, my son wants his own room', 'en')?.rooms).toBeUndefined();
  });
});

describe('a room for each couple or each one, said in more ways', () => {
  it.each([
    ['three couples, and each couple wants its own room', 'en', { adults: 6, rooms: 3 }],
    ['4 ejecutivos, cada uno en habitación individual', 'es', { adults: 4, rooms: 4 }],
    ['mis suegros, mi esposo y yo, cada pareja en su habitación', 'es', { adults: 4, rooms: 2 }],
    ['somos 4, cada pareja en su habitación', 'es', { adults: 4, rooms: 2 }],
  ] as const)('%s', (text, lang, expected) => {
    expect(read(text, lang)).toMatchObject(expected);
  });
});
