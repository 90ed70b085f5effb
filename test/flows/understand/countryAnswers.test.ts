/** Answers to the country question: a country denied with "no" after it, and "from right here". */
import { describe, expect, it } from 'vitest';
import { readAnswer as read } from './read.js';

describe('a country denied with "no" right after it', () => {
  it('"Perú no, Ecuador" is Ecuador', () => {
    expect(read('Perú no, Ecuador, jaja me confundí', 'country').guest?.country).toBe('ECU');
  });
  it('a denial before the country still holds', () => {
    expect(read('Austria (not Australia!)', 'country', 'en').guest?.country).toBe('AUT');
  });
});

describe('"from right here" at the country question', () => {
  it.each([
    ['d aca mismo', 'es'],
    ['de acá mismo', 'es'],
    ['soy de aquí', 'es'],
    ['from here', 'en'],
  ] as const)('%s is Colombia', (text, lang) => {
    expect(read(text, 'country', lang).guest?.country).toBe('COL');
  });
});

describe('the right country stated at the summary', () => {
  it.each([
    ['country should be USA, not Colombia', 'en', 'USA'],
    ['el país debería ser Ecuador', 'es', 'ECU'],
  ] as const)('%s', (text, lang, code) => {
    expect(read(text, 'confirm', lang).guest?.country).toBe(code);
  });
});
