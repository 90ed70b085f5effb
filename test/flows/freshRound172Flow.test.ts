/**
 * The dialogue on a class from fresh corpus 172 (trips around events and work): dates said of the event a trip is
 * planned around are said back for confirmation, never taken as the stay unasked.
 */
import { describe, expect, it } from 'vitest';
import { initialState, step, type FlowState } from '../../src/flows/index.js';
import { DEMO_CATALOGUE } from '../../src/flows/understand/destinations.js';

/** A Monday in Bogotá (2026-11-30). */
const ctx = { now: new Date('2026-11-30T20:00:00Z'), newId: () => 'k', catalogue: DEMO_CATALOGUE };
const say = (s: FlowState, text: string) => step(s, { kind: 'text', text }, ctx);
const atDates = (lang: 'es' | 'en'): FlowState => ({ ...initialState(lang), step: 'askDates', search: { city: 'Cartagena', ages: [] } });

describe("an event's dates beside the stay's", () => {
  it.each([
    ['en', "the match is on Sunday, we'd get in Saturday"],
    ['en', 'on the 5th. Wedding rehearsal is on the 6th'],
    ['es', 'llego la víspera del congreso y me voy cuando termina; va del 18 al 20'],
  ] as const)('%s "%s" is said back, nothing taken', (lang, text) => {
    const r = say(atDates(lang), text);
    expect(r.state.step).toBe('clarify');
    expect(r.state.search.checkin).toBeUndefined();
  });
  it('near miss: an event named without its own date or a word placing the stay against it is read ("del 18 al 20, vamos a un congreso")', () => {
    const r = say(atDates('es'), 'del 18 al 20, vamos a un congreso');
    expect(r.state.search).toMatchObject({ checkin: '2026-12-18', nights: 2 });
  });
});
