/**
 * Guest details dictated aloud and requests said in passing: an address's words joined by a whole phrase ("all one
 * word"), an address said again after a correction, a name with a remark on its writing or a hesitation inside, a
 * doubled digit among typed digits, a region's country after the city of residence, a room on the ground floor, and an
 * arrival late said with its day between.
 */
import { describe, expect, it } from 'vitest';
import { readAnswer } from './read.js';

describe('an address dictated with a phrase joining its words', () => {
  it.each([
    ["so it's emily clarke all one word at gmail dot com", 'en', 'emilyclarke@gmail.com'],
    ['emily clarke all in one word at gmail dot com', 'en', 'emilyclarke@gmail.com'],
    ['john smith, no spaces, at yahoo dot com', 'en', 'johnsmith@yahoo.com'],
    ['maria gomez todo en una palabra arroba gmail punto com', 'es', 'mariagomez@gmail.com'],
    ['carlos ruiz todo seguido arroba hotmail punto com', 'es', 'carlosruiz@hotmail.com'],
  ] as const)('%s → %s', (text, lang, email) => {
    expect(readAnswer(text, 'email', lang).guest?.email).toBe(email);
  });

  it('without a joining phrase the words glued are only offered back', () => {
    const g = readAnswer('juan perez arroba gmail punto com', 'email', 'es').guest;
    expect(g?.email).toBeUndefined();
    expect(g?.emailOptions).toEqual(['juanperez@gmail.com']);
  });
});

describe('an address said again whole after a correction', () => {
  it.each([
    ['jorge ramirez arroba gmail punto com no perdón jorge punto ramirez arroba gmail punto com', 'es', 'jorge.ramirez@gmail.com'],
    ['mi correo es pedro arroba hotmail punto com, perdón, pedro punto gil arroba gmail punto com', 'es', 'pedro.gil@gmail.com'],
    ['ana at gmail dot com, sorry, ana dot ruiz at gmail dot com', 'en', 'ana.ruiz@gmail.com'],
  ] as const)('%s → %s', (text, lang, email) => {
    expect(readAnswer(text, 'email', lang).guest?.email).toBe(email);
  });

  it('a correction word after the only address takes nothing new', () => {
    expect(readAnswer('pedro arroba hotmail punto com y no perdón que se me olvidaba', 'email', 'es').guest?.email).toBe('pedro@hotmail.com');
  });
});

describe('a name with a remark on its writing, no comma before it', () => {
  it.each([
    ["Sarah O'Connor with an apostrophe", 'en', 'Sarah', "O'Connor"],
    ['um Jean-Pierre Dubois with a dash', 'en', 'Jean-Pierre', 'Dubois'],
    ['Anne-Marie Smith hyphenated', 'en', 'Anne-Marie', 'Smith'],
    ['Santiago de la Torre todo separado', 'es', 'Santiago', 'de la Torre'],
    ['Mónica Salazar con tilde', 'es', 'Mónica', 'Salazar'],
  ] as const)('%s', (text, lang, firstName, lastName) => {
    const g = readAnswer(text, 'name', lang).guest;
    expect([g?.firstName, g?.lastName]).toEqual([firstName, lastName]);
  });

  it.each([
    ['John Smith with my wife', 'en'],
    ['Ana Gómez con mi esposo', 'es'],
  ] as const)('not a remark on the writing: %s', (text, lang) => {
    expect(readAnswer(text, 'name', lang).guest?.firstName).toBeUndefined();
  });
});

describe('a hesitation inside a dictated name', () => {
  it.each([
    ['daniel eh martinez', 'es', 'Daniel', 'Martinez'],
    ["it's John um John Miller", 'en', 'John', 'Miller'],
    ['me llamo eh Diana Marcela López', 'es', 'Diana Marcela', 'López'],
    ['uh Tom Baker', 'en', 'Tom', 'Baker'],
  ] as const)('%s', (text, lang, firstName, lastName) => {
    const g = readAnswer(text, 'name', lang).guest;
    expect([g?.firstName, g?.lastName]).toEqual([firstName, lastName]);
  });

  it('a Colombian "pues" after a given name is no part of it', () => {
    expect(readAnswer('eh Camila pues', 'name', 'es').guest?.firstName).toBe('Camila');
  });

  it('a hesitation alone names nobody', () => {
    expect(readAnswer('ehh', 'name', 'es').guest).toBeUndefined();
  });
});

describe('a doubled digit said in words among typed digits', () => {
  it.each([
    ['mi número es 350 doble cero 1 2 3 4 5', 'es', '+573500012345'],
    ['316 double 5 7 8 9 0 1', 'en', '+13165578901'],
    ['plus four four seven seven double-oh nine double-oh one two three', 'en', '+447700900123'],
  ] as const)('%s → %s', (text, lang, phone) => {
    expect(readAnswer(text, 'phone', lang).guest?.phone).toBe(phone);
  });

  it('"doble" away from digits is no digit', () => {
    expect(readAnswer('habitación doble', 'phone', 'es').guest?.phone).toBeUndefined();
  });
});

describe("a known city's country said right after it, no comma, at the residence question", () => {
  it.each([
    ['vivo en Quito Ecuador', 'es', 'Quito', 'ECU'],
    ['Lima Perú', 'es', 'Lima', 'PER'],
  ] as const)('%s', (text, lang, city, country) => {
    const g = readAnswer(text, 'residenceCity', lang).guest;
    expect([g?.residenceCity, g?.country]).toEqual([city, country]);
  });

  it("a region after the city gives no country (the guest's country is asked)", () => {
    const g = readAnswer('Toronto, Ontario', 'residenceCity', 'en').guest;
    expect([g?.residenceCity, g?.country]).toEqual(['Toronto', undefined]);
  });
});

describe('requests said in passing', () => {
  it.each([
    ['Santa Marta 15-18 Jan, family 2+2, kids 5 and 7, ground floor if possible', 'en', undefined, 'special'],
    ['necesitamos habitación en primer piso', 'es', 'party', 'special'],
    ['en planta baja por favor', 'es', 'party', 'special'],
    ['mi mamá tiene problemas para caminar', 'es', 'party', 'accessibility'],
  ] as const)('%s → %s', (text, lang, at, kind) => {
    expect(readAnswer(text, at, lang).requests).toContain(kind);
  });

  it('a ground floor denied is no request', () => {
    expect(readAnswer('no ground floor please', 'party', 'en').requests).toBeUndefined();
  });

  it.each([
    ['we arrive tomorrow but very late, around midnight', 'en', '2026-11-30'],
    ['llegamos el viernes pero muy tarde', 'es', '2026-12-04'],
    ['llego mañana tipo 11 de la noche', 'es', '2026-11-30'],
    ['arriving friday late', 'en', '2026-12-04'],
  ] as const)('an arrival late with its day between: %s', (text, lang, checkin) => {
    const u = readAnswer(text, 'dates', lang);
    expect(u.requests).toEqual(['lateArrival']);
    expect(u.dates?.checkin).toBe(checkin);
  });

  it('"late" leading another request is no late arrival', () => {
    expect(readAnswer('we arrive tomorrow, late checkout please', 'dates', 'en').requests).toEqual(['special']);
  });
});

describe('a self-introduction with the home city after the name', () => {
  it.each([
    ['hola soy Andrea de Medellín quiero ir a Cartagena este fin de semana con mi novio', 'es', 'Andrea', 'Medellín'],
    ["hi I'm Tom from Boston, Cartagena next weekend for 2", 'en', 'Tom', 'Boston'],
  ] as const)('%s', (text, lang, firstName, residenceCity) => {
    const u = readAnswer(text, undefined, lang);
    expect([u.guest?.firstName, u.guest?.residenceCity, u.destination?.kind === 'known' && u.destination.city]).toEqual([
      firstName,
      residenceCity,
      'Cartagena',
    ]);
  });

  it('after a title "de" opens a married name, no home city', () => {
    const g = readAnswer('soy la señora Gloria Inés de Valencia', 'name', 'es').guest;
    expect([g?.firstName, g?.residenceCity]).toEqual(['Gloria Inés', undefined]);
  });

  it('a surname with "de" is no home city', () => {
    const g = readAnswer('soy Ana de la Torre y quiero ir a Cartagena', undefined, 'es').guest;
    expect([g?.lastName, g?.residenceCity]).toEqual(['de la Torre', undefined]);
  });
});
