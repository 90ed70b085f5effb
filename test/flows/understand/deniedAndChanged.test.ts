/**
 * A value denied after a comma ("el 12 de enero, no el 11") stands against the one denied, while a pause, a filler or
 * another word of correction after "no" takes the first back; and a change naming the day of arrival or departure
 * ("cámbiame la salida para el domingo") changes that day. Read through the whole understanding step on a Monday
 * (2026-11-30).
 */
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '../../../src/flows/understand/destinations.js';
import { understand } from '../../../src/flows/understand/index.js';
import type { Slot } from '../../../src/flows/understand/types.js';

const MONDAY = '2026-11-30';

const read = (text: string, lang: 'es' | 'en', expecting?: Slot) => understand(text, { lang, today: MONDAY, expecting, catalogue: DEMO_CATALOGUE });

describe('a value denied after a comma is a contrast: the one said first stands', () => {
  it.each([
    ['ah y es el 12 de enero, no el 11 como le dije', 'es', { checkin: '2027-01-12' }],
    ['ah y corrijo: es del 21 al 24, no del 20', 'es', { checkin: '2026-12-21', checkout: '2026-12-24', nights: 3 }],
    ['el 15, no el 16', 'es', { checkin: '2026-12-15' }],
    ['on the 9th, not the 10th', 'en', { checkin: '2026-12-09' }],
  ] as const)('%s', (text, lang, want) => {
    expect(read(text, lang, 'dates').dates).toMatchObject(want);
  });

  it('a count denied after a comma keeps the count said first', () => {
    expect(read('somos 3 adultos, no 2', 'es', 'party').occupancy).toMatchObject({ adults: 3 });
  });

  it.each([
    // a pause after "no", a filler before it, another word of correction, or English "no the": the first is taken back
    ['el 15, no, el 16', 'es', '2026-12-16'],
    ['el 15, no perdón, el 16', 'es', '2026-12-16'],
    ['el 15 no el 16', 'es', '2026-12-16'],
    ['on the 9th, no the 10th', 'en', '2026-12-10'],
  ] as const)('%s takes the first back', (text, lang, checkin) => {
    expect(read(text, lang, 'dates').dates?.checkin).toBe(checkin);
  });

  it('a filler before "no" takes an age back ("de 9, ah no 10")', () => {
    expect(read('2 adultos y 1 niña de 9, ah no 10, ya cumplió', 'es', 'party').occupancy).toMatchObject({ adults: 2, ages: [10] });
  });
});

describe('a change naming the day of arrival or departure changes that day', () => {
  it.each([
    ['cámbiame la salida para el domingo', 'es', { checkout: '2026-12-06' }],
    ['cambia la salida al jueves', 'es', { checkout: '2026-12-03' }],
    ['cambia la llegada al 20', 'es', { checkin: '2026-12-20' }],
    ['change the departure to Sunday', 'en', { checkout: '2026-12-06' }],
    ['change the arrival to the 20th', 'en', { checkin: '2026-12-20' }],
  ] as const)('%s', (text, lang, want) => {
    const u = read(text, lang);
    expect(u.intents).toContainEqual({ kind: 'change', target: 'dates' });
    expect(u.dates).toMatchObject(want);
    expect(u.dates?.checkin === undefined || u.dates.checkout === undefined).toBe(true);
  });

  it('a change naming the departure without a day is the change alone, nothing left over', () => {
    const u = read('quiero cambiar la salida', 'es');
    expect(u.intents).toContainEqual({ kind: 'change', target: 'dates' });
    expect(u.dates).toBeUndefined();
    expect(u.leftover).toBe('');
  });

  it('a range with its role word is still a range ("arrival the 5th to the 8th")', () => {
    expect(read('arrival the 5th to the 8th', 'en', 'dates').dates).toMatchObject({ checkin: '2026-12-05', checkout: '2026-12-08' });
  });
});
