/**
 * Classes from the first contact with fresh corpus 173 (trips around holidays, long weekends and seasons): New Year's
 * Day said as "el día de año nuevo" (1 January; "año nuevo" alone may be its eve, asked), and a holiday's Monday said
 * as "el lunes de …" (the Monday it is moved to; "el lunes de Navidad" is not this), and a holiday on a weekend day with
 * "el fin de semana" said apart (the weekend around it). Read on 2026-11-30, a Monday, as the corpora are.
 */
import { describe, expect, it } from 'vitest';
import { understand } from '../../../src/flows/understand/index.js';
import { DEMO_CATALOGUE } from '../../../src/flows/understand/destinations.js';
import { readAsCorpus as read, stayOf } from './read.js';

describe("New Year's Day said with its day", () => {
  it.each([
    ['el día de año nuevo', { checkin: '2027-01-01' }],
    ['desde el día de Año Nuevo, 3 noches', { checkin: '2027-01-01', nights: 3 }],
  ] as const)('"%s"', (text, stay) => {
    const u = read(text, 'dates', 'es');
    expect(u.dates?.ambiguity).toBeUndefined();
    expect(stayOf(u)).toMatchObject(stay);
  });
  it('near miss: "año nuevo" alone is its eve or its day, asked', () => {
    expect(read('año nuevo', 'dates', 'es').dates?.ambiguity?.kind).toBe('choices');
  });
});

describe("a holiday's Monday", () => {
  it.each([
    ['el lunes de Corpus Christi', 'es', '2027-05-31'],
    ['el lunes de la Asunción', 'es', '2027-08-16'],
    ['el lunes festivo de San José', 'es', '2027-03-22'],
    ['the Monday of Ascension', 'en', '2027-05-10'],
  ] as const)('"%s" is the Monday the holiday is moved to', (text, lang, checkin) => {
    expect(stayOf(read(text, 'dates', lang))).toMatchObject({ checkin });
  });
  it('near miss: "el lunes de Navidad" (Christmas is no Monday holiday) is not the next Monday', () => {
    expect(read('el lunes de Navidad', 'dates', 'es').dates?.checkin).not.toBe('2026-12-07');
  });
});

describe('a holiday on a weekend day, and the weekend said apart', () => {
  it.each([
    ['amor y amistad en Cartagena, el fin de semana, con mi novio', 'es', { checkin: '2027-09-17', checkout: '2027-09-19' }],
    ['Halloween in Medellín, the weekend', 'en', { checkin: '2027-10-29', checkout: '2027-10-31' }],
  ] as const)('"%s" is the weekend around the holiday, Friday to Sunday', (text, lang, stay) => {
    expect(stayOf(read(text, undefined, lang))).toMatchObject(stay);
  });
  it('said on a Saturday, when "el fin de semana" alone offers the rest of this one or the next, it is still the holiday\'s weekend', () => {
    const u = understand('amor y amistad en Cartagena, el fin de semana', { lang: 'es', today: '2026-12-05', catalogue: DEMO_CATALOGUE });
    expect(u.dates).toMatchObject({ checkin: '2027-09-17', checkout: '2027-09-19' });
  });
  it('near miss: a holiday of two possible days ("Navidad, el fin de semana") stays asked', () => {
    expect(read('Navidad, el fin de semana', 'dates', 'es').dates?.ambiguity?.kind).toBe('choices');
  });
});
