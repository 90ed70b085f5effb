/**
 * Class: a companion named after a counted party ("somos 2 adultos y la abuela", "2 adults plus my mother", "2
 * adultos con mi suegra"), in a whole request that also gives the dates: the party is never taken as counted without
 * them — both totals are offered (with them first), or they are added; the dates are kept in every option. Through
 * the real flow (`step`) on a fixed day.
 */
import { describe, expect, it } from 'vitest';
import { initialState, step } from '../../../src/flows/index.js';
import { DEMO_CATALOGUE } from '../../../src/flows/understand/destinations.js';
import { NOW } from '../fixtures.js';

const ctx = { now: NOW, newId: () => 'k', catalogue: DEMO_CATALOGUE };

describe('a companion added after a counted party, with dates', () => {
  it('offers both totals, the dates in each', () => {
    const r = step(initialState('es'), { kind: 'text', text: 'Cartagena del 3 al 6 de marzo, somos 2 adultos y la abuela' }, ctx);
    expect(r.state.step).toBe('clarify');
    expect(r.state.search.adults).toBeUndefined();
    expect(r.state.clarify?.options.map((o) => o.patch)).toEqual([
      { checkin: '2027-03-03', nights: 3, adults: 3 },
      { checkin: '2027-03-03', nights: 3, adults: 2 },
    ]);
  });

  it.each([
    ['en', 'Cartagena March 3 to 6, 2 adults plus my mother'],
    ['es', 'Cartagena del 3 al 6 de marzo, 2 adultos con mi suegra'],
    ['en', 'Cartagena March 3 to 6, 2 adults and my mother-in-law'],
    ['en', 'Santa Marta from the 1st of July for a fortnight, 2 adults, our 2 kids (5 & 8) and an au pair'],
  ] as const)('never takes the count without them: %s', (lang, text) => {
    const r = step(initialState(lang), { kind: 'text', text }, ctx);
    const asked = r.state.clarify?.options.map((o) => o.patch.adults) ?? [];
    if (r.state.search.adults !== undefined) expect(r.state.search.adults).toBe(3);
    else expect(asked).toContain(3);
  });
});
