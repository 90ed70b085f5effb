/**
 * Where the guest lives: chatter is no city, an agent's third person, a part or an epithet after the city, a home
 * denied and corrected.
 */
import { describe, expect, it } from 'vitest';
import { readAnswer as read } from './read.js';

describe('chatter at the residence question is no city', () => {
  it.each(["wow you're fast", "you're fast!", 'qué rápido responden'])('%s', (text) => {
    const u = read(text, 'residenceCity', text.includes('qué') ? 'es' : 'en');
    expect(u.guest?.residenceCity).toBeUndefined();
    expect(u.intents).toContainEqual({ kind: 'smalltalk' });
  });
});

describe("an agent answering for the client's home", () => {
  it.each([
    ['vive en Guadalajara', 'es', 'Guadalajara'],
    ['reside en Buenos Aires, Capital Federal', 'es', 'Buenos Aires'],
    ['I live in Tel Aviv', 'en', 'Tel Aviv'],
  ] as const)('%s', (text, lang, city) => {
    expect(read(text, 'residenceCity', lang).guest?.residenceCity).toBe(city);
  });
});

describe('a part or an epithet said after the city', () => {
  it.each([
    ['en Bogotá, por Suba', 'Bogotá'],
    ['bucaramanga, la ciudad bonita', 'Bucaramanga'],
    ['Medellín, la ciudad de la eterna primavera', 'Medellín'],
  ])('%s', (text, city) => {
    expect(read(text, 'residenceCity').guest?.residenceCity).toBe(city);
  });
  it('an epithet naming another city is not passed over', () => {
    expect(read('Cali, la ciudad de Medellín no', 'residenceCity').guest?.residenceCity).toBeUndefined();
  });
});

describe('a home denied and corrected', () => {
  it.each([
    ['ya no vivo en cali, vivo en medellin', 'es', 'Medellín'],
    ['no vivo en Cali sino en Palmira', 'es', 'Palmira'],
    ['la ciudad donde vivo no es Cali, es Palmira', 'es', 'Palmira'],
    ["the city I live in isn't Cali, it's Palmira", 'en', 'Palmira'],
  ] as const)('%s', (text, lang, city) => {
    const u = read(text, 'confirm', lang);
    expect(u.guest?.residenceCity).toBe(city);
    expect(u.destination).toBeUndefined();
  });
  it('a home only denied names none', () => {
    expect(read('no vivo en cali', 'confirm').guest?.residenceCity).toBeUndefined();
  });
});

describe('the home denied alone, at the summary', () => {
  it('"no vivo en cali" asks to change where the guest lives', () => {
    const u = read('no vivo en cali', 'confirm');
    expect(u.intents).toContainEqual({ kind: 'change', target: 'residenceCity' });
    expect(u.guest?.residenceCity).toBeUndefined();
  });
});

describe('the home as it is now, after a first city', () => {
  it('"Medellin, bueno ahora en Envigado" is Envigado', () => {
    expect(read('Medellin, bueno ahora en Envigado', 'residenceCity').guest?.residenceCity).toBe('Envigado');
  });
  it('"ahora" without a city after it reads nothing', () => {
    expect(read('Cali, ahora mismo no sé', 'residenceCity').guest?.residenceCity).toBeUndefined();
  });
});
