/**
 * The dialogue on a class from fresh corpus 172 (trips around events and work): the stay said against the event a trip
 * is planned around is placed by the event's days and taken; dates said of the event that place nothing are said back
 * for confirmation, never taken as the stay unasked.
 */
import { describe, expect, it } from 'vitest';
import { initialState, step, type FlowState } from '../../src/flows/index.js';
import { DEMO_CATALOGUE } from '../../src/flows/understand/destinations.js';

/** A Monday in Bogotá (2026-11-30). */
const ctx = { now: new Date('2026-11-30T20:00:00Z'), newId: () => 'k', catalogue: DEMO_CATALOGUE };
const say = (s: FlowState, text: string) => step(s, { kind: 'text', text }, ctx);
const atDates = (lang: 'es' | 'en'): FlowState => ({ ...initialState(lang), step: 'askDates', search: { city: 'Cartagena', ages: [] } });

describe("an event's dates beside the stay's", () => {
  it('"on the 5th. Wedding rehearsal is on the 6th": the rehearsal\'s day is no day of the stay (arrival the 5th, the nights asked)', () => {
    const r = say(atDates('en'), 'on the 5th. Wedding rehearsal is on the 6th');
    expect(r.state.step).toBe('askNights');
    expect(r.state.search.checkin).toBe('2026-12-05');
    expect(r.state.search.nights).toBeUndefined();
  });
  it.each([
    ['en', "the match is on Sunday, we'd get in Saturday", { checkin: '2026-12-05' }],
    ['es', 'llego la víspera del congreso y me voy cuando termina; va del 18 al 20', { checkin: '2026-12-17', nights: 3 }],
    ['es', 'la feria va del 14 al 17 y quiero llegar la noche anterior e irme el último día', { checkin: '2026-12-13', nights: 4 }],
    ['en', 'arrive the day before the wedding, leave the day after; the wedding is on January 9th', { checkin: '2027-01-08', nights: 2 }],
  ] as const)('%s "%s": the stay is placed against the event and taken', (lang, text, search) => {
    const r = say(atDates(lang), text);
    expect(r.state.step).not.toBe('clarify');
    expect(r.state.search).toMatchObject(search);
  });
  it('near miss: an event named without its own date or a word placing the stay against it is read ("del 18 al 20, vamos a un congreso")', () => {
    const r = say(atDates('es'), 'del 18 al 20, vamos a un congreso');
    expect(r.state.search).toMatchObject({ checkin: '2026-12-18', nights: 2 });
  });
});
