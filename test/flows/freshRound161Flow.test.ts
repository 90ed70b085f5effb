/**
 * The dialogue on classes from fresh corpora 160 and 161: Colombian "la otra semana" said back as one choice.
 */
import { describe, expect, it } from 'vitest';
import { initialState, step, type FlowState } from '../../src/flows/index.js';
import { DEMO_CATALOGUE } from '../../src/flows/understand/destinations.js';

/** A Tuesday in Bogotá (2026-11-24). */
const ctx = { now: new Date('2026-11-24T15:00:00Z'), newId: () => 'k', catalogue: DEMO_CATALOGUE };
const say = (s: FlowState, text: string) => step(s, { kind: 'text', text }, ctx);
const at = (stepName: FlowState['step'], lang: 'es' | 'en' = 'es'): FlowState => ({
  ...initialState(lang),
  step: stepName,
  search: { ...initialState(lang).search, city: 'Cartagena' },
});

describe('"la otra semana": next calendar week, said back as the one choice to confirm', () => {
  it.each([
    ['el viernes de la otra semana', '2026-12-04', undefined],
    ['de la otra semana el martes al viernes', '2026-12-01', 3],
  ] as const)('"%s" on a Tuesday offers %s alone, and taking it books it', (text, checkin, nights) => {
    const r = say(at('askDates'), text);
    expect(r.state.step).toBe('clarify');
    expect(r.state.search.checkin).toBeUndefined();
    expect(r.state.clarify?.options).toHaveLength(1);
    const picked = step(r.state, { kind: 'choice', value: 'pick:0' }, ctx).state.search;
    expect(picked.checkin).toBe(checkin);
    if (nights !== undefined) expect(picked.nights).toBe(nights);
  });
  it('a whole request keeps the place and the party, and says back only the week', () => {
    const r = say(initialState('es'), 'pa bogotá la otra semana del martes al jueves soy yo solo');
    expect(r.state.search).toMatchObject({ city: 'Bogotá', adults: 1 });
    expect(r.state.search.checkin).toBeUndefined();
    expect(r.state.clarify?.options.map((o) => o.patch)).toEqual([{ checkin: '2026-12-01', nights: 2 }]);
  });
  it.each([
    ['el jueves... no, el de la otra semana', '2026-12-03'],
    ['del 8 al 10 de la otra semana', '2026-12-08'],
  ])('near miss: "%s" names its day, no week in doubt', (text, checkin) => {
    const r = say(at('askDates'), text);
    const options = r.state.clarify?.options ?? [];
    const taken = r.state.search.checkin ?? (options.length === 1 ? options[0]!.patch.checkin : undefined);
    expect(taken).toBe(checkin);
  });
});

describe('whole requests of fresh corpora 160 and 161', () => {
  it('"o, si no" offers both ranges of the month said and keeps the party: no correction', () => {
    const r = say(initialState('es'), 'Medellín del 10 al 13 de marzo o, si no, del 17 al 20, 1 adulto');
    expect(r.state.search).toMatchObject({ city: 'Medellín', adults: 1 });
    expect(r.state.clarify?.options.map((o) => o.patch.checkin)).toEqual(['2027-03-10', '2027-03-17']);
  });
  it('"me and a coworker, separate rooms" searches two rooms for two', () => {
    const r = say(initialState('en'), 'Medellin for 2 nights starting tomorrow, me and a coworker, separate rooms');
    expect(r.state.search).toMatchObject({ city: 'Medellín', checkin: '2026-11-25', nights: 2, adults: 2, rooms: 2 });
  });
  it('"mi mamá y mi tía quieren ir…" is two grown-ups, the speaker not among them (the beds said back with it)', () => {
    const r = say(initialState('es'), 'Saludos, mi mamá y mi tía quieren ir a Santa Marta del 14 al 18 de mayo, una habitación con dos camas');
    expect(r.state.search.city).toBe('Santa Marta');
    expect(r.state.clarify?.options.map((o) => o.patch)).toEqual([{ checkin: '2027-05-14', nights: 4, adults: 2, rooms: 1 }]);
  });
  it('"santa marta cartagena no sé cuál …" asks which city, never takes the first', () => {
    const r = say(initialState('es'), 'santa marta cartagena no sé cuál del cinco al nueve de diciembre dos adultos');
    expect(r.state.search.city).toBeUndefined();
    expect(r.state.clarify?.options.map((o) => o.label)).toEqual(['Santa Marta', 'Cartagena']);
  });
  it('a party named with the partner at the party question is taken: "mi esposo, mis dos hijos de 7 y 10 y mi mamá"', () => {
    const s: FlowState = { ...at('askParty'), search: { ...at('askParty').search, checkin: '2026-12-10', nights: 3 } };
    const r = say(s, 'mi esposo, mis dos hijos de 7 y 10 y mi mamá');
    expect(r.state.search).toMatchObject({ adults: 3, children: 2, ages: [7, 10] });
  });
});

describe('one more said with "también va" after a counted party, and a honeymoon said as a verb', () => {
  it('"…, somos dos adultos y tres niños de cuatro ocho y doce y también va la abuelita" is three grown-ups, taken', () => {
    const r = say(initialState('es'), 'bogotá del 3 al 5 de enero, somos dos adultos y tres niños de cuatro ocho y doce y también va la abuelita');
    expect(r.state.search).toMatchObject({ city: 'Bogotá', checkin: '2027-01-03', nights: 2, adults: 3, children: 3, ages: [4, 8, 12] });
  });
  it('near miss: "…, 2 adultos, la abuela" (named apart) is still asked', () => {
    const r = say(initialState('es'), 'bogotá del 3 al 5 de enero, 2 adultos, la abuela');
    expect(r.state.search.adults).toBeUndefined();
  });
  it('"we\'re honeymooning" is two grown-ups', () => {
    const r = say(initialState('en'), "hi there we're honeymooning and want santa marta from the 9th of January for a week");
    expect(r.state.search).toMatchObject({ city: 'Santa Marta', checkin: '2027-01-09', nights: 7, adults: 2 });
  });
});
