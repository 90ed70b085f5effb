/**
 * An arrival hour said with the dates, read through the understanding step (`understand`): a late hour is a request
 * for a late arrival, an hour in the day is none.
 */
import { describe, expect, it } from 'vitest';
import { readAnswer as read } from './read.js';

describe('requests', () => {
  it.each([
    ['mañana pero llegamos tardísimo, tipo 11 de la noche', 'dates', 'es'],
    ['llego tipo 1 am', 'dates', 'es'],
    ['we land at 11pm on the 5th', 'dates', 'en'],
    ['arriving around midnight', 'dates', 'en'],
  ] as const)('an arrival at a late hour is a late arrival: "%s"', (text, at, lang) => {
    const u = read(text, at, lang);
    expect(u.requests).toEqual(['lateArrival']);
    expect(u.leftover).toBe('');
  });
  it('an arrival in the day is no request', () => {
    expect(read('llegamos a las 3 de la tarde', 'dates').requests).toBeUndefined();
    expect(read('llego el 5 a las 10 am', 'dates').requests).toBeUndefined();
  });
});
