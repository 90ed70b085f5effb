/**
 * The guest's own details read from whole messages through the understanding step (`understand`), as the flow
 * does: names, phones dictated or typed without their code, addresses, residence and trip purposes.
 */
import { describe, expect, it } from 'vitest';
import { readAnswer as read } from './read.js';

describe('ten bare digits valid only in North America, in an English chat, are offered back', () => {
  it.each(['(212) 555-0199', 'my cell is 212 555 0199', '415-555-0123'])('%s', (text) => {
    const g = read(text, 'phone', 'en').guest;
    expect(g?.phone).toBeUndefined();
    expect(g?.phoneOptions?.length).toBe(1);
    expect(g?.phoneOptions?.[0]).toMatch(/^\+1\d{10}$/);
  });
  it('a number valid in Colombia too keeps both readings; a "+1" or a Spanish chat decides', () => {
    expect(read('305 555 0147', 'phone', 'en').guest?.phoneOptions).toEqual(['+13055550147', '+573055550147']);
    expect(read('+1 212 555 0199', 'phone', 'en').guest?.phone).toBe('+12125550199');
    expect(read('(212) 555-0199 in New York', 'phone', 'en').guest?.phone).toBe('+12125550199');
  });
});

describe('a name announced "with both surnames"', () => {
  it('the corrected full name wins, split as given names and two surnames', () => {
    const g = read('Camilo Andrés Torres, no perdón, con los dos apellidos: Camilo Andrés Torres Lozano', 'name').guest;
    expect(g?.firstName).toBe('Camilo Andrés');
    expect(g?.lastName).toBe('Torres Lozano');
  });
});

describe('numbers said in words inside a dictated address', () => {
  it('are written in digits', () => {
    expect(read('el correo es santiago rios noventa arroba gmail punto com todo pegado', 'email').guest?.email).toBe('santiagorios90@gmail.com');
  });
  it('only offered back when nothing said to join the words', () => {
    expect(read('laura gomez ochenta y cinco arroba gmail punto com', 'email').guest?.emailOptions).toEqual(['lauragomez85@gmail.com']);
  });
});

describe('phones dictated in groups of words', () => {
  it.each([
    ['trescientos quince doscientos veinte treinta y tres cuarenta y cuatro', '+573152203344'],
    ['tres cero uno, cinco cinco cinco, cero cero, once', '+573015550011'],
  ])('%s', (text, phone) => {
    expect(read(text, 'phone').guest?.phone).toBe(phone);
  });
});

describe('names', () => {
  it.each([
    ['el titular es el Sr. Thomas Müller', 'Thomas', 'Müller'],
    ['ponla a nombre de mi hijo Santiago Rios', 'Santiago', 'Rios'],
    ['la reserva va a nombre de mi hija Diana Marcela Suárez, yo soy la mamá', 'Diana Marcela', 'Suárez'],
    ['escribelo asi: GÓMEZ, María José', 'María José', 'Gómez'],
  ])('%s', (text, firstName, lastName) => {
    const u = read(text, 'name');
    expect(u.guest?.firstName).toBe(firstName);
    expect(u.guest?.lastName).toBe(lastName);
    expect(u.occupancy).toBeUndefined();
  });
});

describe('guest', () => {
  it('a residence city corrected, the wrong one denied after it', () => {
    const u = read('corrige la ciudad donde vivo, es Palmira no Cali', 'confirm');
    expect(u.guest?.residenceCity).toBe('Palmira');
    const v = read('corrige la ciudad donde vivo, es Medellín no Cali', 'confirm');
    expect(v.guest?.residenceCity).toBe('Medellín');
    expect(v.destination).toBeUndefined();
  });
  it('trip purposes are not left over', () => {
    expect(read('Bogotá por trabajo').leftover).toBe('');
  });
});

describe('a party said to come from a country is the country, its noun also read as the party', () => {
  it.each([
    ['hola! somos una pareja de Brasil, queremos Cartagena tres noches desde el 10 de enero', 'es', 'BRA'],
    ['somos una pareja de Chile', 'es', 'CHL'],
    ['we are a couple from Brasil', 'en', 'BRA'],
  ] as const)('%s', (text, lang, country) => {
    const u = read(text, undefined, lang);
    expect(u.guest?.country).toBe(country);
    expect(u.occupancy?.adults).toBe(2);
  });
  it('a party described another way after "de" names no country', () => {
    expect(read('somos una pareja de novios').guest).toBeUndefined();
  });
});
