/**
 * The dialogue on classes from fresh corpora 164 (guests still deciding) and 165 (fast thumbs, travel for a reason): a
 * cancelled flight is a reason to book, not a cancel; a corrected range keeps its reason's day out; an event's dates
 * are asked naming it while the rest is kept; a fallback naming the first choice again keeps the first.
 */
import { describe, expect, it } from 'vitest';
import { initialState, step, type FlowState } from '../../src/flows/index.js';
import { DEMO_CATALOGUE } from '../../src/flows/understand/destinations.js';

/** A Monday in Bogotá (2026-11-30). */
const ctx = { now: new Date('2026-11-30T20:00:00Z'), newId: () => 'k', catalogue: DEMO_CATALOGUE };
const say = (s: FlowState, text: string) => step(s, { kind: 'text', text }, ctx);

describe('guests still deciding, and travelling for a reason', () => {
  it('"tonight, we\'re stuck at the airport with a cancelled flight" books tonight, it cancels nothing', () => {
    const start = say(initialState('en'), 'Cartagena please').state;
    const r = say(start, "tonight, we're stuck at the airport with a cancelled flight and zero patience");
    expect(r.state.step).not.toBe('cancelled');
    expect(r.replies.map((x) => x.text).join(' ')).not.toMatch(/cancelled this conversation/);
    expect(r.replies.map((x) => x.text).join(' ')).toMatch(/Nov 30/);
  });
  it('"…, ah no, mejor del 16 al 22 que el 15 trabajo" says back the corrected range', () => {
    const r = say(initialState('es'), 'Santa Marta, El Rodadero, del 15 al 22 de julio, 4 adultos, ah no, mejor del 16 al 22 que el 15 trabajo');
    expect(r.state.search).toMatchObject({ city: 'Santa Marta' });
    expect(r.replies.map((x) => x.text).join(' ')).toMatch(/vie 16 – jue 22 jul 2027 \(6 noches\) · 4 adultos/);
  });
  it('"bogota for the Shakira concert, 3 of us, 2 nights" keeps the rest and asks the dates naming the concert', () => {
    const r = say(initialState('en'), 'bogota for the Shakira concert, 3 of us, 2 nights');
    expect(r.state.search).toMatchObject({ city: 'Bogotá', nights: 2, adults: 3 });
    expect(r.replies.at(-1)?.text).toMatch(/"Shakira concert": which exact dates\?/);
  });
  it('"Cartagena, el 12, y si no hay el 12, el 19, 3 noches, 2 adultos" searches the 12th', () => {
    const r = say(initialState('es'), 'Cartagena, el 12, y si no hay el 12, el 19, 3 noches, 2 adultos');
    expect(r.state.search).toMatchObject({ city: 'Cartagena', checkin: '2026-12-12', nights: 3, adults: 2 });
  });
});
