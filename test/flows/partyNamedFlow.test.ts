/**
 * The dialogue at the party question when the guest names who travels instead of counting them: people of the guest's
 * own named in the third person are the party; one grown-up named alone ("mi esposa", "my dad") is asked back as
 * whether the guest travels too, and the answer in words ("sí", "yo también", "no, solo ella", "I'm not going") is
 * taken like its button.
 */
import { describe, expect, it } from 'vitest';
import { initialState, step, type FlowState } from '../../src/flows/index.js';
import { DEMO_CATALOGUE } from '../../src/flows/understand/destinations.js';

/** A Monday in Bogotá (2026-11-30). */
const ctx = { now: new Date('2026-11-30T20:00:00Z'), newId: () => 'k', catalogue: DEMO_CATALOGUE };
const say = (s: FlowState, text: string) => step(s, { kind: 'text', text }, ctx);
const atParty = (lang: 'es' | 'en'): FlowState => ({
  ...initialState(lang),
  step: 'askParty',
  search: { city: 'Cartagena', checkin: '2026-12-15', nights: 3, ages: [] },
});

describe('one grown-up of the guest named alone at the party question', () => {
  it.each([
    ['es', 'mi esposa', '¿Viajas tú también?', ['No, yo no viajo: 1 adulto', 'Sí, yo también: 2 adultos']],
    ['es', 'mi mamá', '¿Viajas tú también?', ['No, yo no viajo: 1 adulto', 'Sí, yo también: 2 adultos']],
    ['en', 'my dad', 'Are you travelling too?', ['No, not me: 1 adult', 'Yes, me too: 2 adults']],
  ] as const)('%s "%s" asks whether the guest travels too, with both parties as buttons', (lang, text, question, labels) => {
    const r = say(atParty(lang), text);
    expect(r.state.step).toBe('clarify');
    expect(r.state.search.adults).toBeUndefined();
    expect(r.replies.at(-1)?.text).toBe(question);
    expect(r.replies.at(-1)?.choices?.map((c) => c.label)).toEqual(labels);
  });
  it.each([
    ['es', 'mi esposa', 'sí', 2],
    ['es', 'mi esposa', 'los dos', 2],
    ['es', 'mi mamá', 'yo también', 2],
    ['es', 'mi jefe', 'sí, voy con él', 2],
    ['es', 'mi esposa', 'no, solo ella', 1],
    ['es', 'mi mamá', 'yo no voy', 1],
    ['es', 'mi jefe', 'no', 1],
    ['en', 'my dad', 'me too', 2],
    ['en', 'my dad', "I'm not going", 1],
    ['en', 'my dad', 'nope, just him', 1],
  ] as const)('%s "%s", then "%s": %i adults, searched', (lang, named, answer, adults) => {
    const asked = say(atParty(lang), named).state;
    const r = say(asked, answer);
    expect(r.state.search.adults).toBe(adults);
    expect(r.state.search.children ?? 0).toBe(0);
    expect(r.state.step).toBe('searching');
  });
  it('the button is taken as well', () => {
    const asked = say(atParty('es'), 'mi mamá').state;
    const r = step(asked, { kind: 'choice', value: 'pick:0' }, ctx);
    expect(r.state.search).toMatchObject({ adults: 1, children: 0 });
  });
  it('a count said instead answers it ("3 adultos")', () => {
    const asked = say(atParty('es'), 'mi mamá').state;
    expect(say(asked, '3 adultos').state.search.adults).toBe(3);
  });
  it('near miss: an answer saying both, or neither, is asked again', () => {
    const asked = say(atParty('es'), 'mi esposa').state;
    const r = say(asked, 'jaja no sé');
    expect(r.state.step).toBe('clarify');
    expect(r.state.search.adults).toBeUndefined();
  });
  it('near miss: "con mi novia" is the guest going with her (2 adults, not asked)', () => {
    expect(say(atParty('es'), 'con mi novia').state.search.adults).toBe(2);
  });
  it('near miss: a word of alone says it ("mi papá solo" is 1 adult, not asked)', () => {
    expect(say(atParty('es'), 'mi papá solo').state.search.adults).toBe(1);
  });
});

describe('people of the guest named in the third person at the party question are the party', () => {
  it.each([
    ['es', 'mis papás y mi hermanito de 9', { adults: 2, children: 1, ages: [9] }],
    ['en', 'my sister and her two kids (5 and 8)', { adults: 1, children: 2, ages: [5, 8] }],
    ['es', 'mi hermana con sus 3 niños de 2, 6 y 10', { adults: 1, children: 3, ages: [2, 6, 10] }],
    ['es', 'mi abuela y una enfermera que la acompaña', { adults: 2 }],
    ['es', 'mi hija de 19 y una amiga', { adults: 2 }],
    ['en', 'my mother-in-law, on her own', { adults: 1 }],
    ['es', 'mi jefe y su hija de 16', { adults: 1, children: 1, ages: [16] }],
  ] as const)('%s "%s"', (lang, text, party) => {
    expect(say(atParty(lang), text).state.search).toMatchObject(party);
  });
  it.each([
    ['es', 'mi esposa y los niños de 3 y 5', { adults: 2, children: 2 }],
    ['es', 'mi esposa y mi mamá', { adults: 3 }],
    ['es', 'con mis papás', { adults: 3 }],
    ['en', 'my wife and our 2 kids (4 and 6)', { adults: 2, children: 2 }],
  ] as const)('near miss: a partner, "our" or "con" says the guest goes too: %s "%s"', (lang, text, party) => {
    expect(say(atParty(lang), text).state.search).toMatchObject(party);
  });
  it('near miss: people of unsaid number are not a party ("mi hermana y los niños")', () => {
    expect(say(atParty('es'), 'mi hermana y los niños').state.search.adults).toBeUndefined();
  });
});
