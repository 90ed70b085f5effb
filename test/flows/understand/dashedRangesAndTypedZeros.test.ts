/**
 * Class "a dashed range said again": the second day of a dashed range ("Jan 20-24") is its end, so a dashed range
 * after a correction word takes the first back whole ("Jan 20-24, actually 21-24"; with its month too).
 *
 * Class "the letter O typed for a zero": a capital O inside a number that starts with a digit ("April 2O", "el 1O de
 * mayo") is a 0; a lowercase "2o" stays an ordinal.
 */
import { describe, expect, it } from 'vitest';
import { readAnswer } from './read.js';

const range = (text: string, lang: 'es' | 'en') => {
  const d = readAnswer(text, 'dates', lang).dates;
  return { checkin: d?.checkin, checkout: d?.checkout };
};

describe('a dashed range said again', () => {
  it.each([
    ['Jan 20-24, actually 21-24', 'en', '2027-01-21', '2027-01-24'],
    ['jan 20-24, actually jan 21-25', 'en', '2027-01-21', '2027-01-25'],
    ['15-18 dic, no perdón, 16-19 dic', 'es', '2026-12-16', '2026-12-19'],
    ['Jan 20-24', 'en', '2027-01-20', '2027-01-24'],
  ] as const)('%s (%s)', (text, lang, checkin, checkout) => {
    expect(range(text, lang)).toEqual({ checkin, checkout });
  });
});

describe('the letter O typed for a zero', () => {
  it.each([
    ['April 2O', 'en', '2027-04-20'],
    ['el 1O de mayo', 'es', '2027-05-10'],
    ['april 2o', 'en', '2027-04-02'],
  ] as const)('%s (%s) → %s', (text, lang, checkin) => {
    expect(readAnswer(text, 'dates', lang).dates?.checkin).toBe(checkin);
  });
});
