/**
 * Class: counts of the party and the nights said in another language or with an English homophone ("due notti",
 * "2 persone", "deux personnes", "duas pessoas", "zwei Personen", "3 Nächte", "tree nights"), and the speakers counted
 * by a verb and a people noun with a child joined by "and" ("we are 2 persons and one child of 6 years").
 */
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '../../../src/flows/understand/destinations.js';
import { spellForeignCounts } from '../../../src/flows/understand/foreignCounts.js';
import { understand } from '../../../src/flows/understand/index.js';
import type { Understanding } from '../../../src/flows/understand/types.js';

const TODAY = '2026-11-29';

function read(text: string, lang: 'es' | 'en' = 'en', expecting?: 'nights' | 'party' | 'childAges'): Understanding {
  return understand(text, { lang, today: TODAY, catalogue: DEMO_CATALOGUE, expecting });
}

describe('people counted in another language', () => {
  it.each([
    ['2 persone', 2],
    ['deux personnes', 2],
    ['duas pessoas', 2],
    ['zwei Personen', 2],
    ['drei Leute', 3],
    ['2 pers', 2],
  ])('"%s" is %i adults', (text, n) => {
    expect(read(text).occupancy).toMatchObject({ adults: n });
  });
  it('the speakers counted by a verb and a people noun, a child joined by "and", are the adults', () => {
    expect(read('we are 2 persons and one child of 6 years').occupancy).toMatchObject({ adults: 2, children: 1, ages: [6] });
    expect(read('somos 2 personas y un niño de 6 años', 'es').occupancy).toMatchObject({ adults: 2, children: 1, ages: [6] });
  });
  it('adults and children in French, an article counting one before a singular unit', () => {
    expect(read('2 adultes et un enfant de 5').occupancy).toMatchObject({ adults: 2, children: 1, ages: [5] });
    expect(read('zwei Erwachsene').occupancy).toMatchObject({ adults: 2 });
  });
  it('a child said with "with" may be among the people: asked (no adults)', () => {
    expect(read('somos 2 personas con un niño', 'es').occupancy?.adults).toBeUndefined();
    expect(read('2 persons and one child').occupancy?.adults).toBeUndefined();
  });
});

describe('nights counted in another language or with a homophone', () => {
  it.each([
    ['due notti', 2],
    ['três noites', 3],
    ['quatro diárias', 4],
    ['3 nächte', 3],
    ['deux nuits', 2],
    ['une nuit', 1],
    ['tree nights', 3],
  ])('"%s" is %i nights', (text, n) => {
    expect(read(text).dates).toMatchObject({ nights: n });
    expect(read(text, 'en', 'nights').dates).toMatchObject({ nights: n });
  });
});

describe('foreign words away from a count read nothing', () => {
  it.each(['otto', 'a tree', 'persone', 'tree house', 'due to rain'])('"%s" is left as it is', (text) => {
    expect(spellForeignCounts(text)).toBe(text);
  });
  it('keeps the length of the text', () => {
    expect(spellForeignCounts('zwei personen')).toHaveLength('zwei personen'.length);
    expect(spellForeignCounts('due notti')).toBe('2   nites');
  });
});

describe("children's ages listed in another language, joined by its word for and", () => {
  it.each([
    ['dix et douze ans', [10, 12]],
    ['tre e cinque anni', [3, 5]],
    ['zehn und zwölf Jahre', [10, 12]],
    ['dez e doze anos', [10, 12]],
    ['10 et 12 ans', [10, 12]],
  ])('"%s" at the ages question is %j', (text, ages) => {
    expect(read(text, 'en', 'childAges').occupancy?.ages).toEqual(ages);
  });
  it('a joining word between counts of different units joins no list', () => {
    expect(spellForeignCounts('2 adultes et 3 enfants')).toBe('2 adults  et 3 kids   ');
    expect(spellForeignCounts('dix et douze ans')).toBe('10  &  12    yrs');
  });
  it('numbers past ten count nights too', () => {
    expect(read('quinze noites', 'es', 'nights').dates).toMatchObject({ nights: 15 });
  });
});
