/**
 * A bare number given as the answer to a question, read through the understanding step (`understand`): corrected,
 * limited or settled in words in the same message.
 */
import { describe, expect, it } from 'vitest';
import { readAnswer as read } from './read.js';

describe('a bare answer corrected in the same message is the last number', () => {
  it.each([
    ['cinco, no, mejor seis', 6],
    ['mmm 2... no, mejor 3', 3],
    ['pues cuatro o cinco... mejor cinco', 5],
    ['four, sorry, five', 5],
  ])('%s', (text, n) => {
    expect(read(text, 'nights').bareNumber).toBe(n);
  });
  it('two numbers without a correction word are not an answer', () => {
    expect(read('2 3', 'nights').bareNumber).toBeUndefined();
  });
});

describe('a bare answer limited or settled in words', () => {
  it.each([
    ['tres nomas', 3],
    ['solo una', 1],
    ['cuantas me recomiendas? ponle 5', 5],
    ['depende del precio, digamos 2', 2],
  ])('%s', (text, n) => {
    expect(read(text, 'nights').bareNumber).toBe(n);
  });
  it('two numbers stay unread', () => {
    expect(read('4 o 5 nomas', 'nights').bareNumber).toBeUndefined();
  });
});
