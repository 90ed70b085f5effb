/**
 * Classes of wrong readings seen on first contact with new guest phrasings:
 * a person asked for is no party count, zero nights are refused, a dictated
 * correction without punctuation gives the later date, a person named again is
 * not one more, an address dictated in pieces keeps every piece, a bracketed
 * US area code said with a US place is a US number.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '../../../src/flows/understand/destinations.js';
import { understand } from '../../../src/flows/understand/index.js';
import { negativeNumberSpans } from '../../../src/flows/understand/text.js';
import type { Slot } from '../../../src/flows/understand/types.js';

const read = (text: string, lang: 'es' | 'en', expecting?: Slot) => understand(text, { lang, today: '2026-11-23', catalogue: DEMO_CATALOGUE, expecting });

describe('a person asked for is no party count', () => {
  it.each([
    ['necesito q me atienda una persona', 'es'],
    ['I need to speak to a person', 'en'],
    ['pásame con una persona real', 'es'],
    ['quiero hablar con una persona por favor', 'es'],
    ['can I talk with a person', 'en'],
    ['me pueden comunicar con una persona', 'es'],
  ] as const)('%s', (text, lang) => {
    expect(read(text, lang, 'destination').occupancy).toBeUndefined();
  });
  it('hands over when asked to be served by a person', () => {
    expect(read('necesito q me atienda una persona', 'es', 'destination').intents).toContainEqual({ kind: 'human' });
  });
  it('still counts a party of one', () => {
    expect(read('reserva para una persona', 'es', 'party').occupancy?.adults).toBe(1);
  });
});

describe('zero or negative nights are refused, never read as a stay', () => {
  it.each([
    ['zero nights, just a day room', 'en'],
    ['cero noches', 'es'],
    ['0 noches', 'es'],
    ['for -2 nights', 'en'],
  ] as const)('%s', (text, lang) => {
    expect(read(text, lang, 'nights').dates?.nights).toBeUndefined();
  });
  it('keeps a check-in said beside zero nights, without a length', () => {
    const d = read('el 15 de enero por 0 noches', 'es', 'dates').dates;
    expect(d?.checkin).toBe('2027-01-15');
    expect(d?.nights).toBeUndefined();
  });
  it('a spaced dash after a place is no minus sign', () => {
    expect(negativeNumberSpans('cartagena - 3 noches')).toEqual([]);
    expect(read('Cartagena - 3 noches', 'es').dates?.nights).toBe(3);
  });
});

describe('a dictated correction without punctuation gives the later date', () => {
  it('"no perdón" between two dates', () => {
    const d = read('para el diez de marzo no perdon el once de marzo por tres noches', 'es').dates;
    expect(d).toMatchObject({ checkin: '2027-03-11', checkout: '2027-03-14', nights: 3 });
  });
  it('"no mentiras" (Colombian: just kidding)', () => {
    expect(read('el 15 no mentiras el 16', 'es', 'dates').dates?.checkin).toBe('2026-12-16');
  });
  it('"sorry I mean"', () => {
    expect(read('the 10th sorry I mean the 11th', 'en', 'dates').dates?.checkin).toBe('2026-12-11');
  });
  it('"mejor dicho", taken as a correction by the intents, still takes back the date before it', () => {
    const d = read('el 10 mejor dicho el 11', 'es', 'dates').dates;
    expect(d?.checkin).toBe('2026-12-11');
    expect(d?.checkout).toBeUndefined();
  });
  it('Spanish "once" is the 11th as a day, never the English word', () => {
    expect(read('el once de marzo', 'es').dates?.checkin).toBe('2027-03-11');
    expect(read('del once al quince de enero', 'es', 'dates').dates).toMatchObject({ checkin: '2027-01-11', checkout: '2027-01-15' });
    expect(read("I've been there once", 'en').dates).toBeUndefined();
  });
});

describe('a person of the party named again is not one more', () => {
  it.each([
    ['mis padres y yo, mi padre va en silla de ruedas', 'es', 3],
    ['me and my wife, my wife is vegetarian', 'en', 2],
    ['my parents and I, my dad uses a wheelchair', 'en', 3],
    ['mis padres, mi hermano, mi papa y yo', 'es', 5],
    ['me and my wife, and my wife’s mother', 'en', 3],
  ] as const)('%s', (text, lang, adults) => {
    expect(read(text, lang).occupancy?.adults).toBe(adults);
  });
});

describe('an address dictated in pieces keeps every piece', () => {
  it('joins plain words into the first part', () => {
    expect(read('manu uribe @ gmail . com', 'es', 'email').guest?.email).toBe('manuuribe@gmail.com');
    expect(read('mi correo es manu uribe @ gmail . com', 'es').guest?.email).toBe('manuuribe@gmail.com');
  });
  it('never drops a word: takes nothing when the pieces are not plain', () => {
    const g = read('hola que tal manu uribe @ gmail . com', 'es', 'email').guest;
    expect(g?.email).not.toBe('uribe@gmail.com');
  });
  it('keeps a spaced address with one first part', () => {
    expect(read('dani.moreno @ gmail . com', 'es', 'email').guest?.email).toBe('dani.moreno@gmail.com');
  });
});

describe('a bracketed area code said with a US place is a US number', () => {
  it.each(['(305) 555-0142 es de miami', '(305) 555-0142 de USA', '(305) 555-0142 de Estados Unidos', '(310) 456-7890 vivo en texas'])('%s', (text) => {
    expect(read(text, 'es', 'phone').guest?.phone?.startsWith('+1')).toBe(true);
  });
  it('without a clue the chat’s reading stands', () => {
    expect(read('(305) 555-0142', 'es', 'phone').guest?.phone).toBe('+573055550142');
  });
});
