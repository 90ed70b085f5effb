/**
 * Class: a range corrected inside the message keeps the month (and year) of the range it corrects when the
 * correction names none ("del 18 al 21 de abril… bueno no, del 19 al 22", "April 18 to 21, no wait, 19 to 22"), and
 * a dash between clauses does not join the range to the party after it ("… the 4th to the 8th — two adults").
 * Through the real flow at the dates question, on a fixed day.
 */
import { describe, expect, it } from 'vitest';
import { initialState, step, type FlowState, type Lang } from '../../../src/flows/index.js';
import { DEMO_CATALOGUE } from '../../../src/flows/understand/destinations.js';
import { NOW } from '../fixtures.js';
import { readOnMonday as read } from './read.js';

const ctx = { now: NOW, newId: () => 'k', catalogue: DEMO_CATALOGUE };
const atDates = (lang: Lang): FlowState => ({ ...initialState(lang), step: 'askDates', search: { city: 'Cartagena', ages: [] } });

describe('a range corrected inside the message', () => {
  it.each([
    ['es', 'del 18 al 21 de abril… bueno no, del 18 al 21', '2027-04-18', 3],
    ['es', 'del 18 al 21 de abril, no perdón, del 19 al 22', '2027-04-19', 3],
    ['en', 'April 18 to 21, no wait, 19 to 22, 2 adults', '2027-04-19', 3],
    ['en', 'April 18 to 21, no wait, the 19th to the 22nd', '2027-04-19', 3],
    ['en', 'April 3rd to the 8th — actually make it the 4th to the 8th — two adults', '2027-04-04', 4],
    ['es', 'del 28 de abril al 2 de mayo, no perdón, del 29 al 3', '2027-04-29', 4],
  ] as const)('%s: %s keeps the month corrected', (lang, text, checkin, nights) => {
    const r = step(atDates(lang), { kind: 'text', text }, ctx);
    expect(r.state.step).toBe('clarify');
    expect(r.state.clarify?.options).toHaveLength(1);
    expect(r.state.clarify?.options[0]?.patch).toMatchObject({ checkin, nights });
  });
});

describe('a dictated correction without punctuation gives the later date', () => {
  it('"no perdón" between two dates', () => {
    const d = read('para el diez de marzo no perdon el once de marzo por tres noches', 'es').dates;
    expect(d).toMatchObject({ checkin: '2027-03-11', checkout: '2027-03-14', nights: 3 });
  });
  it.each([
    ['"no mentiras" (Colombian: just kidding)', 'el 15 no mentiras el 16', 'es', '2026-12-16'],
    ['"sorry I mean"', 'the 10th sorry I mean the 11th', 'en', '2026-12-11'],
  ] as const)('%s', (_name, text, lang, checkin) => {
    expect(read(text, lang, 'dates').dates?.checkin).toBe(checkin);
  });
  it('"mejor dicho", taken as a correction by the intents, still takes back the date before it', () => {
    const d = read('el 10 mejor dicho el 11', 'es', 'dates').dates;
    expect(d?.checkin).toBe('2026-12-11');
    expect(d?.checkout).toBeUndefined();
  });
  it('Spanish "once" is the 11th as a day, never the English word', () => {
    expect(read('el once de marzo', 'es').dates?.checkin).toBe('2027-03-11');
    expect(read('del once al quince de enero', 'es', 'dates').dates).toMatchObject({ checkin: '2027-01-11', checkout: '2027-01-15' });
    expect(read("I've been there once", 'en').dates).toBeUndefined();
  });
});
