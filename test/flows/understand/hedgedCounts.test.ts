/**
 * Class: another count hedged after a party of grown-ups ("2 adultos, tal vez 3", "for 2 adults, maybe 3"): both
 * totals are offered, never the first alone; and one room said beside such a reading ("I need a room … maybe 3") is
 * taken at once while the rest is still confirmed. Through the real flow (`step`) on a fixed day.
 */
import { describe, expect, it } from 'vitest';
import { initialState, step } from '../../../src/flows/index.js';
import { DEMO_CATALOGUE } from '../../../src/flows/understand/destinations.js';
import { NOW } from '../fixtures.js';

const ctx = { now: NOW, newId: () => 'k', catalogue: DEMO_CATALOGUE };

describe('a count hedged after a party of grown-ups', () => {
  it.each([
    ['es', 'Cartagena del 3 al 6 de marzo, 2 adultos, tal vez 3'],
    ['es', 'Cartagena del 3 al 6 de marzo, somos 2, quizás 3'],
    ['en', 'I need a room in Cartagena from March 3 to 6 for 2 adults, maybe 3'],
  ] as const)('offers both totals: %s', (lang, text) => {
    const r = step(initialState(lang), { kind: 'text', text }, ctx);
    expect(r.state.step).toBe('clarify');
    expect(r.state.search.adults).toBeUndefined();
    // a room said beside it rides with each reading (see the next test): compared without it
    expect(r.state.clarify?.options.map(({ patch: { rooms: _, ...rest } }) => rest)).toEqual([
      { checkin: '2027-03-03', nights: 3, adults: 2 },
      { checkin: '2027-03-03', nights: 3, adults: 3 },
    ]);
  });

  it('one room said beside a doubtful reading is taken, the rest still confirmed', () => {
    const r = step(initialState('en'), { kind: 'text', text: 'I need a room in Cartagena from March 3 to 6 for 2 adults, maybe 3' }, ctx);
    expect(r.state.search.rooms).toBe(1);
    expect(r.state.search.checkin).toBeUndefined();
    // and rides with each reading offered, so picking one (a new count of adults) keeps it
    expect(r.state.clarify?.options.map((o) => o.patch.rooms)).toEqual([1, 1]);
  });

  it('a number far from the party is not offered as its size', () => {
    const r = step(initialState('es'), { kind: 'text', text: 'Cartagena del 3 al 6 de marzo, 2 adultos, maybe 15' }, ctx);
    expect(r.state.clarify?.options.map((o) => o.patch.adults)).toEqual([2]);
  });
});
