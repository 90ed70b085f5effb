/**
 * Classes read from the refusals left on fresh corpus 168 (booking for others) and 167 (long stays), and from the first
 * contact with fresh corpora 170 (formal letters and forms) and 172 (trips around events and work): people of the
 * guest's own named at the party question are who travel; "y una amiga" after someone of one's own is one more;
 * weeks or nights plus more said with "+". Read on 2026-11-30, a Monday, as the corpora are.
 */
import { describe, expect, it } from 'vitest';
import { readAsCorpus as read, readPartyAt } from './read.js';

describe('people of the guest named in the third person at the party question are who travel', () => {
  it.each([
    ['mis papás, que ya están pensionados', 'es', { adults: 2 }],
    ['my parents, both in their seventies', 'en', { adults: 2 }],
    ['mis papás y mi hermanito de 9', 'es', { adults: 2, children: 1, ages: [9] }],
    ['my sister and her two kids (5 and 8)', 'en', { adults: 1, children: 2, ages: [5, 8] }],
    ['mi hermana con sus 3 niños de 2, 6 y 10', 'es', { adults: 1, children: 3, ages: [2, 6, 10] }],
    ['mi jefe y su hija de 16', 'es', { adults: 1, children: 1, ages: [16] }],
    ['my mother-in-law, on her own', 'en', { adults: 1 }],
    ['mi papá, que tiene 80, y su cuidador', 'es', { adults: 2 }],
  ] as const)('"%s"', (text, lang, party) => {
    expect(readPartyAt(text, 'party', lang)).toMatchObject(party);
  });
  it.each([
    ['mi esposa y los niños de 3 y 5', { adults: 2, children: 2 }],
    ['mi esposa y mi mamá', { adults: 3 }],
    ['con mis papás', { adults: 3 }],
    ['mis papás y yo', { adults: 3 }],
    ['mi hija de 5 con su papá', { adults: 2, children: 1 }],
  ] as const)('near miss: the guest goes too (a partner, "con", "yo", a child of theirs first): "%s"', (text, party) => {
    expect(readPartyAt(text)).toMatchObject(party);
  });
  it.each(['mis papás, 2 niños de 5 y 7', 'mi hermana y los niños', 'mi jefe y su familia'])('near miss: "%s" is no party taken', (text) => {
    expect(readPartyAt(text)?.adults).toBeUndefined();
  });
  it('near miss: elsewhere than at the party question the same words say nothing of the guest', () => {
    expect(read('mis papás y mi hermanito de 9', undefined, 'es').occupancy?.adults).toBeUndefined();
  });
});

describe('one grown-up said with "una"/"a" right after someone of one\'s own is one more', () => {
  it.each([
    ['mi abuela y una enfermera que la acompaña', 'es', 2],
    ['mi hija de 19 y una amiga', 'es', 2],
    ['my mom and a friend', 'en', 2],
    ['voy con mi esposa y una amiga', 'es', 3],
  ] as const)('"%s"', (text, lang, adults) => {
    expect(readPartyAt(text, 'party', lang)?.adults).toBe(adults);
  });
});

describe('a length plus more said with "+"', () => {
  it.each([
    ['2 weeks + 3 days', 'en', 17],
    ['3 nights + 1', 'en', 4],
    ['1 semana + 2 noches', 'es', 9],
  ] as const)('"%s" at the nights question', (text, lang, nights) => {
    expect(read(text, 'nights', lang).dates?.nights).toBe(nights);
  });
});
