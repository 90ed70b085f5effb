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
