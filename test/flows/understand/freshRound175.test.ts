/**
 * Classes from the first contact with fresh corpus 175 (guests who change their minds): grown-ups counted, then some
 * said not to come with the verb before them ("éramos 4 adultos pero al final no viene mi hermano", "… no van ni mi
 * hermano ni su novia"), or someone of a list named again to drop out ("…, ah no, mi mamá al final no va"): that many
 * fewer; and a day restated after "o sea" with a filler of speech between ("el
 * lunes, eh, o sea el martes"): two days, asked, never a stay from one to the other. In the dialogue, a guest's name
 * read before a correction ("a nombre de Andrés Gómez, bueno no, de mi hermano, Felipe Gómez") is never taken. Read on
 * 2026-11-30, a Monday, as the corpora are.
 */
import { describe, expect, it } from 'vitest';
import { initialState, step, type FlowState } from '../../../src/flows/index.js';
import { DEMO_CATALOGUE } from '../../../src/flows/understand/destinations.js';
import { readAsCorpus as read } from './read.js';

describe('grown-ups counted, then some said not to come', () => {
  it.each([
    ['éramos 4 adultos pero al final no viene mi hermano', 3],
    ['éramos 5 adultos pero al final no van ni mi hermano ni su novia', 3],
    ['5 adultos, no van ni mi hermano ni mi primo', 3],
    ['4 adultos, pero mi hermano al final no va', 3],
  ] as const)('"%s": %i', (text, adults) => {
    expect(read(text, 'party', 'es').occupancy?.adults).toBe(adults);
  });
  it.each([
    ['mi esposo, yo y mi mamá, ah no, mi mamá al final no va', { adults: 2 }],
    ['mi esposo, yo y mi mamá, pero mi mamá al final no va', { adults: 2 }],
    ['somos mi esposo yo mi mamá y los niños de 7 y 10 ah no mi mamá al final no va', { adults: 2, children: 2, ages: [7, 10] }],
  ] as const)('someone of the list named again to drop out, "%s": not one of the party', (text, party) => {
    expect(read(text, 'party', 'es').occupancy).toMatchObject(party);
  });
  it('near miss: someone named again for something else ("mi mamá usa silla de ruedas") stays one of the party', () => {
    expect(read('mi esposo, yo y mi mamá; mi mamá usa silla de ruedas', 'party', 'es').occupancy?.adults).toBe(3);
  });
  it('near miss: someone joined after the count ("4 adultos y mi hermano") is one more', () => {
    expect(read('4 adultos y mi hermano', 'party', 'es').occupancy?.adults).toBe(5);
  });
});

describe('a day restated after "o sea" with a filler between', () => {
  it.each(['el lunes, eh, o sea el martes', 'el lunes, o sea el martes'])('"%s": both days asked, no stay between them', (text) => {
    const d = read(text, 'dates', 'es').dates;
    expect(d?.checkout).toBeUndefined();
    expect(d?.ambiguity?.kind).toBe('choices');
  });
});

describe("a guest's name before a correction", () => {
  const ctx = { now: new Date('2026-11-30T20:00:00Z'), newId: () => 'k', catalogue: DEMO_CATALOGUE };
  const atName: FlowState = { ...initialState('es'), step: 'askName', search: { city: 'Cartagena', checkin: '2026-12-15', nights: 3, adults: 2, ages: [] } };
  it('"a nombre de Andrés Gómez, bueno no, de mi hermano, Felipe Gómez": Andrés is never taken', () => {
    const r = step(atName, { kind: 'text', text: 'a nombre de Andrés Gómez, bueno no, de mi hermano, Felipe Gómez' }, ctx);
    expect(r.state.guest.firstName).not.toBe('Andrés');
  });
  it('"Andrés Gómez, perdón, quise decir Felipe Gómez": the name after the correction is said back to confirm', () => {
    const r = step(atName, { kind: 'text', text: 'Andrés Gómez, perdón, quise decir Felipe Gómez' }, ctx);
    expect(r.state.guest.firstName).not.toBe('Andrés');
  });
  it('near miss: a correction of the spelling keeps the name ("Andrés Gómez, perdón, Gomes con s")', () => {
    const r = step(atName, { kind: 'text', text: 'Andrés Gómez, perdón, Gomes con s' }, ctx);
    expect(r.state.guest.firstName).toBe('Andrés');
  });
  it('near miss: the name said after the correction is the one meant ("Andrés Gómez, no perdón, Felipe Gómez")', () => {
    const r = step(atName, { kind: 'text', text: 'Andrés Gómez, no perdón, Felipe Gómez' }, ctx);
    expect(r.state.guest).toMatchObject({ firstName: 'Felipe', lastName: 'Gómez' });
  });
});
