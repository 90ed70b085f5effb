/**
 * Phones said with another number beside them, with spaced dashes, with the calling code in words, or with "double".
 */
import { describe, expect, it } from 'vitest';
import { readAnswer as read } from './read.js';

describe("two numbers, the second someone else's or a spare", () => {
  it.each([
    ['3001112233 o si no el de mi esposa 3019998877', '+573001112233'],
    ['mi numero 316 4445555 y el d mi esposo 3017778899', '+573164445555'],
  ])('%s: the first', (text, phone) => {
    expect(read(text, 'phone').guest?.phone).toBe(phone);
  });
  it.each([
    ['el mío es 311 222 33 44 pero mejor el de mi esposo 301 999 8877', '+573019998877'],
    ['3001112233... no, mejor el de mi esposo, 3112223344', '+573112223344'],
  ])('%s: the one preferred', (text, phone) => {
    expect(read(text, 'phone').guest?.phone).toBe(phone);
  });
});

describe('digit groups set apart by spaced dashes', () => {
  it.each([
    ['3 0 5 - 4 4 4 - 2 2 1 1', '+573054442211'],
    ['300 - 123 - 4567', '+573001234567'],
  ])('%s', (text, phone) => {
    expect(read(text, 'phone').guest?.phone).toBe(phone);
  });
});

describe('the calling code said in words', () => {
  it('"plus fifty-seven …" is +57', () => {
    expect(read('plus fifty-seven three one two, four four four, five five six six', 'phone', 'en').guest?.phone).toBe('+573124445566');
  });
  it('"más cincuenta y siete …" is +57', () => {
    expect(read('más cincuenta y siete, tres cero cero, uno dos tres, cuatro cinco seis siete', 'phone').guest?.phone).toBe('+573001234567');
  });
});

describe('"double" before a digit word', () => {
  it('says the digit twice, dashes between groups', () => {
    expect(read('three one six — double five — seven eight — nine zero one', 'phone', 'en').guest?.phoneOptions).toContain('+573165578901');
  });
});

describe('the ending corrected after the number', () => {
  it('"el último es 7" after a take-back', () => {
    expect(read('3104567891 no espera el último es 7', 'phone').guest?.phone).toBe('+573104567897');
  });
  it('the ending stated with the digit it replaces keeps both countries offered', () => {
    expect(read('312 555 0191 — the last digit is 7 not 1', 'phone', 'en').guest?.phoneOptions).toEqual(['+13125550197', '+573125550197']);
  });
});
