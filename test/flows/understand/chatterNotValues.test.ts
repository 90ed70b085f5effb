/**
 * Chatter that is not a value: fetching a document, commotion at home, an exclamation or opinion at a question about
 * the guest, a tag question, a question about entry requirements. Claimed whole as small talk before the extractors
 * read a name, a place or a party in it.
 */
import { describe, expect, it } from 'vitest';
import type { Slot } from '../../../src/flows/understand/types.js';
import { readAnswer } from './read.js';

describe('chatter claimed whole', () => {
  it.each([
    ['one sec, finding my passport', 'name', 'en'],
    ['un momento que lo busco', 'phone', 'es'],
    ['buscando la cédula', 'lastName', 'es'],
    ['espera que los mellizos están peleando 😅', 'name', 'es'],
    ['me encanta Colombia, ¿eh?', 'country', 'es'],
    ['qué pena tanta corrección 🙈', 'residenceCity', 'es'],
  ] as const)('%s', (text, at, lang) => {
    const u = readAnswer(text, at as Slot, lang);
    expect(u.intents).toEqual([{ kind: 'smalltalk' }]);
    expect(u.guest).toBeUndefined();
    expect(u.occupancy).toBeUndefined();
    expect(u.leftover).toBe('');
  });
});

describe('commotion at home', () => {
  it('the child named there is no traveller', () => {
    const u = readAnswer('sorry, the baby was crying, one sec', 'phone', 'en');
    expect(u.intents).toEqual([{ kind: 'smalltalk' }]);
    expect(u.occupancy).toBeUndefined();
  });
});

describe('values said beside chatter are still read', () => {
  it('a value after the exclamation’s clause', () => {
    expect(readAnswer('qué pena, vivo en Cali', 'residenceCity').guest?.residenceCity).toBe('Cali');
    expect(readAnswer('me encanta Colombia, soy de Perú', 'country').guest?.country).toBe('PER');
  });

  it('a party with a number beside commotion', () => {
    expect(readAnswer('2 adultos y un bebé que está llorando', 'party').occupancy?.adults).toBe(2);
  });

  it('an opinion at the destination question keeps the place', () => {
    expect(readAnswer('me encanta Cartagena', 'destination').destination).toMatchObject({ city: 'Cartagena' });
  });

  it('"busco" asking for a hotel is no fetching', () => {
    expect(readAnswer('busco hotel en Cartagena', undefined).destination).toMatchObject({ city: 'Cartagena' });
  });
});

describe('a question about entry requirements', () => {
  it('is small talk: the nationality in it is not the guest’s answer', () => {
    const u = readAnswer('Do I need a visa as an Indian passport holder?', 'dates', 'en');
    expect(u.intents).toEqual([{ kind: 'smalltalk' }]);
    expect(u.guest).toBeUndefined();
  });

  it('a place said before it, apart, is still read', () => {
    expect(readAnswer('Cartagena, do I need a visa?', 'destination', 'en').destination).toMatchObject({ city: 'Cartagena' });
  });
});
