/**
 * Classes of the party reader (`src/flows/understand/occupancy/`, codes and heard counts in `lexicon/people.json`):
 * an agent's party in glued codes ("2A1C"), a count a dictation wrote as a word ("and to kids"), one room named by its
 * kind without a count ("dbl room", "habitación doble"), and the whole party said to be in one room ("dos adultos en una
 * habitación").
 */
import { describe, expect, it } from 'vitest';
import { readAnswer, readParty } from './read.js';

describe('Class: a party in glued codes', () => {
  it.each([
    ['2A1C', { adults: 2, children: 1 }],
    ['2a1c', { adults: 2, children: 1 }],
    ['2A2C (3,7)', { adults: 2, children: 2, ages: [3, 7] }],
    ['2A', { adults: 2 }],
    ['2A 1C', { adults: 2, children: 1 }],
    ['2A1C child 4', { adults: 2, children: 1, ages: [4] }],
    ['2ad + 1 ch (5yo)', { adults: 2, children: 1, ages: [5] }],
  ])('%s', (text, expected) => {
    expect(readParty(text, 'en')).toEqual(expected);
  });

  it('reads the codes inside a whole request', () => {
    const u = readAnswer('hola! Cartagena, 2A2C (3,7), 5 nts from 20/12', undefined, 'en');
    expect(u.occupancy).toMatchObject({ adults: 2, children: 2, ages: [3, 7] });
    expect(readAnswer('Hi, 2A in Bogotá, Mon-Wed next week', undefined, 'en').occupancy).toMatchObject({ adults: 2 });
  });

  it.each([
    ['niños de 5a y 7a', 'es', { children: 2, ages: [5, 7] }],
    ['apto 3A', 'es', undefined],
    ['la 2A semana', 'es', undefined],
    ['a 2a planta', 'es', undefined],
    ['1C', 'en', undefined],
  ] as const)('near miss: %s is no code', (text, lang, expected) => {
    expect(readParty(text, lang)).toEqual(expected);
  });
});

describe('Class: a count a dictation wrote as a word', () => {
  it.each([
    ['we are four adults and to kids', { adults: 4, children: 2 }],
    ['2 adults, to kids', { adults: 2, children: 2 }],
    ["we're to adults", { adults: 2 }],
  ])('%s', (text, expected) => {
    expect(readParty(text, 'en')).toEqual(expected);
  });

  it('near miss: "to" before a thing for kids stays a word', () => {
    expect(readParty('access to kids club', 'en')).toBeUndefined();
    expect(readParty('2 adults and to kids club', 'en')).toEqual({ adults: 2 });
  });
});

describe('Class: one room named by its kind without a count', () => {
  it.each([
    ['dbl room for 2', 'en', { adults: 2, rooms: 1 }],
    ['twin room for me and my mate', 'en', { adults: 2, rooms: 1 }],
    ['double room, me and my wife', 'en', { adults: 2, rooms: 1 }],
    ['habitación doble, mi esposa y yo', 'es', { adults: 2, rooms: 1 }],
    ['hab sencilla para mí solo', 'es', { adults: 1, rooms: 1 }],
  ] as const)('%s', (text, lang, expected) => {
    expect(readParty(text, lang)).toMatchObject(expected);
  });

  it('reads it inside a whole request', () => {
    expect(readAnswer('dbl room Bogotá 3 nights from Wed for 2', undefined, 'en').occupancy).toMatchObject({ adults: 2, rooms: 1 });
  });

  it.each([
    ['double room or twin?', 'en'],
    ['how much is the double room rate', 'en'],
    ['4 ejecutivos, cada uno en habitación individual', 'es'],
  ] as const)('near miss: %s sets no one room', (text, lang) => {
    expect(readParty(text, lang)?.rooms).not.toBe(1);
  });

  it('leaves rooms listed one by one to the rooms count', () => {
    expect(readParty('habitación doble para el gerente y su esposa y una sencilla para la asistente')).toMatchObject({ adults: 3, rooms: 2 });
  });
});

describe('Class: the whole party in one room', () => {
  it.each([
    ['dos adultos en una habitación', 'es', { adults: 2, rooms: 1 }],
    ['nosotros somos 2 adultos con 2 hijos de 9 y 12 años, en una habitación', 'es', { adults: 2, children: 2, ages: [9, 12], rooms: 1 }],
    ['mi esposa y yo en una habitación', 'es', { adults: 2, rooms: 1 }],
    ['two adults in one room', 'en', { adults: 2, rooms: 1 }],
  ] as const)('%s', (text, lang, expected) => {
    expect(readParty(text, lang)).toEqual(expected);
  });

  it('near miss: part of the party in a room, or a room each, is not one room', () => {
    expect(readParty('2 adultos y 2 niños, los niños en una habitación')?.rooms).not.toBe(1);
    expect(readParty('2 adultos y 2 niños, los niños en una habitación aparte')?.rooms).toBe(2);
    expect(readParty('dos parejas, cada una en una habitación')?.rooms).toBe(2);
    expect(readParty('mi esposa y yo en una habitación, mis papás en otra')?.rooms).toBe(2);
  });
});
