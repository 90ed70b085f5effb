/**
 * Class: corrections and subsets inside the party: a count corrected in the same breath ("tres adultos no perdón
 * cuatro", "2 adultos, no, 3 adultos"), the children's ages said again after a correction word at the ages question
 * ("nueve y once no nueve y doce"), a total then how many of them are children ("four, two of them kids"), and a
 * child added with "también" at the ages question.
 */
import { describe, expect, it } from 'vitest';
import { readAnswer, readPartyAt as read } from './read.js';

describe('a count corrected in the same breath', () => {
  it.each([
    ['tres adultos no perdón cuatro que se animó mi cuñado', { adults: 4 }],
    ['2 adultos, no, 3 adultos', { adults: 3 }],
    ['four adults, sorry, five', { adults: 5 }],
  ])('%s', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });
  it('leaves "no" before a noun alone', () => {
    expect(read('2 adultos no niños')).toEqual({ adults: 2, children: 0 });
  });
});

describe('an age asserted, then denied with a bare "no"', () => {
  it('keeps the age asserted ("la niña tiene 7 no 5": 7, not 5), as "somos 3 no 2" keeps 3', () => {
    expect(readAnswer('la niña tiene 7 no 5', 'childAges').occupancy).toMatchObject({ ages: [7] });
  });
  it('takes the later one after a word of correction ("tiene 5, no perdón, 7")', () => {
    expect(readAnswer('tiene 5, no perdón, 7', 'childAges').occupancy).toMatchObject({ ages: [7] });
  });
});

describe('ages said again after a correction word', () => {
  it.each([
    ['nueve y once no nueve y doce', [9, 12]],
    ['ocho y diez, corrijo: ocho y once', [8, 11]],
    ['5 y 8, no, 5 y 9', [5, 9]],
  ])('%s', (text, ages) => {
    expect(read(text, 'childAges')).toEqual({ ages });
  });
});

describe('a child added at the ages question', () => {
  it('counts the awaited ones plus the one added', () => {
    expect(read('10 y 8 y ah también va la prima de 11', 'childAges')).toEqual({ ages: [10, 8, 11], children: 3 });
  });
  it('adds nobody without a word of adding', () => {
    expect(read('10 y 8', 'childAges')).toEqual({ ages: [10, 8] });
  });
});

describe('a total, then how many of them are children', () => {
  it.each([
    ['four, two of them kids', { adults: 2, children: 2 }],
    ['4 personas, dos de ellos son niños de 3 y 5', { adults: 2, children: 2, ages: [3, 5] }],
    ['somos 5, dos de ellos niños de 4', { adults: 3, children: 2 }],
  ])('%s', (text, expected) => {
    expect(read(text, 'party', 'en')).toEqual(expected);
  });
});

describe('one age corrected at the end of the list', () => {
  it.each([
    ['el primero tiene ocho años y el segundo tiene cinco no perdon seis', [8, 6]],
    ['uno de 5, el otro de 7... no perdón 8', [5, 8]],
  ])('%s', (text, ages) => {
    expect(read(text, 'childAges')).toEqual({ ages });
  });
  it('reads "no mejor" before the corrected count', () => {
    expect(read('dos adultos, no mejor tres q se anima mi cuñado')).toEqual({ adults: 3 });
  });
});

describe('a child added with "también va" at the party question', () => {
  it('adds the relative said with a minor age', () => {
    expect(read('dos adultos y dos niños de 5 y 8 ah y también va el primo de 9')).toEqual({ adults: 2, children: 3, ages: [5, 8, 9] });
  });
});

describe('the speakers counted, then someone joined by "plus"', () => {
  it('adds the child to the speakers', () => {
    expect(read('3 of us, plus 1 kiddo', 'party', 'en')).toEqual({ adults: 3, children: 1 });
  });
  it('leaves "4 of us and 2 kids" asked', () => {
    expect(read('there are 4 of us and 2 kids', 'party', 'en')?.adults).toBeUndefined();
  });
});
