/**
 * Class: a companion named after a counted party ("somos 2 adultos y la abuela", "2 adults plus my mother", "2
 * adultos con mi suegra"), in a whole request that also gives the dates: the party is never taken as counted without
 * them — joined at the end of the count they are added (said back in the summary line), elsewhere both totals are
 * offered (with them first); the dates are kept. Through the real flow (`step`) on a fixed day.
 */
import { describe, expect, it } from 'vitest';
import { initialState, step } from '../../../src/flows/index.js';
import { DEMO_CATALOGUE } from '../../../src/flows/understand/destinations.js';
import { NOW } from '../fixtures.js';

const ctx = { now: NOW, newId: () => 'k', catalogue: DEMO_CATALOGUE };

describe('a companion added after a counted party, with dates', () => {
  it('joined at the end of the count, adds them, the dates kept', () => {
    const r = step(initialState('es'), { kind: 'text', text: 'Cartagena del 3 al 6 de marzo, somos 2 adultos y la abuela' }, ctx);
    expect(r.state.clarify).toBeUndefined();
    expect(r.state.search).toMatchObject({ checkin: '2027-03-03', nights: 3, adults: 3 });
  });

  it('named apart from the count, offers both totals, the dates in each', () => {
    const r = step(initialState('es'), { kind: 'text', text: 'Cartagena del 3 al 6 de marzo, somos 2 adultos, la abuela' }, ctx);
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
