/**
 * Classes from the first contact with fresh corpus 174 (dates, numbers and contact data as people write them): an arrow
 * typed for a range between two days, and as a list's separator elsewhere; dotted dates after the labels of a form ("in:
 * 15.01 / out: 18.01"); a day glued by a dash to a later date with its year ("20-23/12/2026"); counts and months in
 * Roman numerals ("II adultos", "20/XII"); and, from the refusals left on several corpora, where the guest lives said
 * alone at the country question. Read on 2026-11-30, a Monday, as the corpora are.
 */
import { describe, expect, it } from 'vitest';
import { readAsCorpus as read, stayOf } from './read.js';

describe('an arrow between two days is a range', () => {
  it.each([
    ['20 > 23 dic', 'es'],
    ['CTG 20>23 dic, 2 pax', 'es'],
    ['20 → 23 de diciembre', 'es'],
    ['Dec 20 -> 23', 'en'],
  ] as const)('"%s"', (text, lang) => {
    expect(stayOf(read(text, 'dates', lang))).toMatchObject({ checkin: '2026-12-20', checkout: '2026-12-23', nights: 3 });
  });
  it('near miss: between the items of a list it separates them ("Bogotá → 3 nights → 14.1. → 1 person")', () => {
    const u = read('Bogotá → 3 nights → 14.1. → 1 person → thanks', undefined, 'en');
    expect(stayOf(u)).toMatchObject({ checkin: '2027-01-14', nights: 3 });
    expect(u.occupancy?.adults).toBe(1);
  });
});

describe('dotted dates after the labels of a form', () => {
  it.each(['in: 15.01 / out: 18.01', 'Bogotá, in: 15.01 / out: 18.01, 1 adulto'])('"%s"', (text) => {
    expect(stayOf(read(text, 'dates', 'es'))).toMatchObject({ checkin: '2027-01-15', checkout: '2027-01-18' });
  });
  it('near miss: a dotted number after "in" with no colon stays a number ("in 2.5 hours")', () => {
    expect(read('in 2.5 hours', 'dates', 'en').dates).toBeUndefined();
  });
});

describe('a day glued by a dash to a later date with its year', () => {
  it.each(['20-23/12/2026', 'del 20-23/12/2026'])('"%s"', (text) => {
    expect(stayOf(read(text, 'dates', 'es'))).toMatchObject({ checkin: '2026-12-20', checkout: '2026-12-23', nights: 3 });
  });
  it('near miss: a phone number glued the same way is no date ("300-12/12")', () => {
    expect(read('300-12/12', 'dates', 'es').dates?.checkin).not.toBe('2026-12-12');
  });
});

describe('where the guest lives, said at the country question, is the country answered', () => {
  it.each([
    ['vivo en México', 'es', 'MEX'],
    ['Reside en México.', 'es', 'MEX'],
    ['We reside in Canada', 'en', 'CAN'],
    ['vivo en Alemania', 'es', 'DEU'],
  ] as const)('"%s"', (text, lang, country) => {
    expect(read(text, 'country', lang).guest?.country).toBe(country);
  });
  it.each([
    ['soy colombiano pero vivo en Alemania', ['COL', 'DEU']],
    ['soy colombiano, pero vivo en Estados Unidos hace 20 años', ['COL', 'USA']],
    ['nacido en colombia pero vivo en españa hace años', ['COL', 'ESP']],
    ['I am german but actually living in Spain', ['DEU', 'ESP']],
  ] as const)('near miss: beside a nationality, both are offered: "%s"', (text, options) => {
    const g = read(text, 'country', /^I /.test(text) ? 'en' : 'es').guest;
    expect(g?.country).toBeUndefined();
    expect(g?.countryOptions).toEqual(options);
  });
  it('near miss: elsewhere than at the country question, where the guest lives says nothing of their country', () => {
    expect(read('vivo en México', 'name', 'es').guest?.country).toBeUndefined();
  });
});

describe('counts and months in Roman numerals', () => {
  it.each([
    ['II adultos', 'party', { adults: 2 }],
    ['IV adultos y I niño de VI', 'party', { adults: 4, children: 1, ages: [6] }],
    ['V y VIII', 'childAges', { ages: [5, 8] }],
  ] as const)('"%s" at the %s question', (text, at, party) => {
    expect(read(text, at, 'es').occupancy).toMatchObject(party);
  });
  it.each([
    ['Medellín, 20/XII al 23/XII, II adultos', 'es'],
    ['Medellín, 12/20 for III nights, II adults', 'en'],
  ] as const)('"%s"', (text, lang) => {
    const u = read(text, undefined, lang);
    expect(stayOf(u)).toMatchObject({ checkin: '2026-12-20', checkout: '2026-12-23', nights: 3 });
    expect(u.occupancy?.adults).toBe(2);
  });
  it('"III" alone answers the nights question', () => {
    expect(read('III', 'nights', 'es').bareNumber).toBe(3);
  });
  it.each([
    ['Juan Pablo II', 'name'],
    ['I want 2 rooms', undefined],
    ['Hotel Carlos V, please', undefined],
  ] as const)('near miss: "%s" counts nothing in Roman numerals', (text, at) => {
    const u = read(text, at, 'en');
    expect(u.occupancy?.adults).toBeUndefined();
    expect(u.dates).toBeUndefined();
  });
});
