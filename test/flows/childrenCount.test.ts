/**
 * The dialogue on children said with no count beside the grown-ups ("mi esposa y los niños", "2 adults and the
 * kids"): the grown-ups are taken, how many children is asked back with the party's counts as choices, and the answer
 * (a count, a count with ages, the ages alone, "ninguno") fills the children; ages of grown-ups among them are said
 * back. Never a search without the children, never the party question asked again from nothing.
 */
import { describe, expect, it } from 'vitest';
import { initialState, step, type FlowState } from '../../src/flows/index.js';
import { DEMO_CATALOGUE } from '../../src/flows/understand/destinations.js';

/** A Monday in Bogotá (2026-11-30). */
const ctx = { now: new Date('2026-11-30T20:00:00Z'), newId: () => 'k', catalogue: DEMO_CATALOGUE };
const say = (s: FlowState, text: string) => step(s, { kind: 'text', text }, ctx);
const pick = (s: FlowState, value: string) => step(s, { kind: 'choice', value }, ctx);
const atParty = (lang: 'es' | 'en'): FlowState => ({
  ...initialState(lang),
  step: 'askParty',
  search: { city: 'Cartagena', checkin: '2026-12-15', nights: 3, ages: [] },
});

describe('children said with no count beside the grown-ups', () => {
  it.each([
    ['es', 'mi esposa y los niños', 2],
    ['es', 'mi esposa, los niños y yo', 2],
    ['es', 'yo, mi esposo y los niños', 2],
    ['es', 'somos dos más los niños', 2],
    ['es', 'mi esposa y mis hijos', 2],
    ['es', 'tres adultos y unos niños', 3],
    ['en', 'my wife and the kids', 2],
    ['en', 'me, my husband and our kids', 2],
  ] as const)('%s "%s": %i adults taken, how many children asked with counts to choose', (lang, text, adults) => {
    const r = say(atParty(lang), text);
    expect(r.state.step).toBe('clarify');
    expect(r.state.clarify?.about).toBe('children');
    expect(r.state.search.adults).toBe(adults);
    expect(r.state.search.children).toBeUndefined();
    expect(r.effects).toEqual([]);
    const last = r.replies.at(-1)!;
    expect(last.text).toContain(lang === 'es' ? '¿Cuántos niños viajan' : 'How many children');
    expect(last.choices?.map((c) => c.label)).toEqual(
      lang === 'es' ? ['1 niño', '2 niños', '3 niños', '4 niños'] : ['1 child', '2 children', '3 children', '4 children'],
    );
  });

  it.each([
    ['en', 'my mum and the kids', 'pick:1', 2],
    ['es', 'mi mamá y los niños', 'pick:0', 1],
  ] as const)('%s "%s": whether the guest travels too is asked first, then how many children (%s → %i adults)', (lang, text, choice, adults) => {
    const r = say(atParty(lang), text);
    expect(r.state.clarify?.speaker).toBe(true);
    expect(r.state.search.adults).toBeUndefined();
    const chosen = pick(r.state, choice);
    expect(chosen.state.step).toBe('askChildAges');
    expect(chosen.state.search).toMatchObject({ adults, uncountedChildren: true });
    expect(chosen.effects).toEqual([]);
    const counted = say(chosen.state, lang === 'es' ? 'dos, de 4 y 6' : '2, aged 4 and 6');
    expect(counted.state.search).toMatchObject({ adults, children: 2, ages: [4, 6] });
  });

  it('"para mi mamá y los niños": the booking is for them; the guest is no one of the party, the children are asked', () => {
    const r = say(atParty('es'), 'para mi mamá y los niños');
    expect(r.state.clarify?.about).toBe('children');
    expect(r.state.search.adults).toBe(1);
  });

  it('a whole request with the children not counted keeps the stay and the grown-ups, and asks the children', () => {
    const r = say(initialState('es'), 'Cartagena del 15 al 18 de diciembre, mi esposa, yo y los niños');
    expect(r.state.search).toMatchObject({ city: 'Cartagena', checkin: '2026-12-15', nights: 3, adults: 2 });
    expect(r.state.clarify?.about).toBe('children');
  });

  it.each([
    ['es', '2 niños de 5 y 8', { children: 2, ages: [5, 8] }, 'searching'],
    ['es', '5 y 8', { children: 2, ages: [5, 8] }, 'searching'],
    ['es', '5, 8', { children: 2, ages: [5, 8] }, 'searching'],
    ['es', 'dos', { children: 2, ages: [] }, 'askChildAges'],
    ['es', '3, de 5 y 8', { children: 3, ages: [5, 8] }, 'askChildAges'],
    ['es', 'ninguno', { children: 0, ages: [] }, 'searching'],
    ['en', '3, aged 4 and 9', { children: 3, ages: [4, 9] }, 'askChildAges'],
    ['en', 'two kids, 6 and 11', { children: 2, ages: [6, 11] }, 'searching'],
  ] as const)('%s answer "%s" fills the children (%o) and goes on to %s', (lang, answer, search, next) => {
    const asked = say(atParty(lang), lang === 'es' ? 'mi esposa y los niños' : 'my wife and the kids').state;
    const r = say(asked, answer);
    expect(r.state.step).toBe(next);
    expect(r.state.clarify).toBeUndefined();
    expect(r.state.search).toMatchObject({ adults: 2, ...search });
  });

  it('a count chosen by its button asks the ages next, and the ages complete the party', () => {
    const asked = say(atParty('es'), 'mi esposa y los niños').state;
    const chosen = pick(asked, 'pick:1').state;
    expect(chosen.step).toBe('askChildAges');
    expect(chosen.search).toMatchObject({ adults: 2, children: 2 });
    const r = say(chosen, '4 y 7');
    expect(r.state.search).toMatchObject({ adults: 2, children: 2, ages: [4, 7] });
    expect(r.effects.some((e) => e.kind === 'searchAvailability')).toBe(true);
  });

  it('"tienen 20 y 15" for "mis hijos": the grown-up is said back as one of the adults, taken on "sí"', () => {
    const asked = say(atParty('es'), 'mi esposa y mis hijos').state;
    const r = say(asked, 'tienen 20 y 15');
    expect(r.state.step).toBe('clarify');
    expect(r.state.search.children).toBeUndefined();
    expect(r.replies.at(-1)?.choices?.map((c) => c.label)).toEqual(['3 adultos, 1 niño de 15 años']);
    const yes = say(r.state, 'sí');
    expect(yes.state.search).toMatchObject({ adults: 3, children: 1, ages: [15] });
  });

  it('an answer of something else keeps the question: the children are never dropped unasked', () => {
    const asked = say(atParty('es'), 'mi esposa y los niños').state;
    const r = say(asked, 'qué bueno, gracias');
    expect(r.state.step).toBe('clarify');
    expect(r.state.clarify?.about).toBe('children');
    expect(r.state.search).toMatchObject({ adults: 2 });
    expect(r.effects).toEqual([]);
  });

  it('another part changed meanwhile ("cambia la fecha al 16"): the children stay to count, asked before any search, a bare number their count', () => {
    const asked = say(atParty('es'), 'mi esposa y los niños').state;
    const moved = say(asked, 'cambia la fecha al 16');
    expect(moved.state.search).toMatchObject({ checkin: '2026-12-16', adults: 2, uncountedChildren: true });
    const nights = say(moved.state, '2');
    expect(nights.state.step).toBe('askChildAges');
    expect(nights.effects).toEqual([]);
    expect(nights.replies.at(-1)?.text).toContain('¿Cuántos niños viajan');
    const counted = say(nights.state, '2');
    expect(counted.state.step).toBe('askChildAges');
    expect(counted.state.search).toMatchObject({ adults: 2, children: 2, ages: [] });
    expect(counted.state.search.uncountedChildren).toBeUndefined();
  });

  it('"atrás" at how many children goes back to the party question, the grown-ups forgotten with them', () => {
    const asked = say(atParty('es'), 'mi esposa y los niños').state;
    const r = say(asked, 'atrás');
    expect(r.state.step).toBe('askParty');
    expect(r.state.search.adults).toBeUndefined();
    expect(r.state.search.uncountedChildren).toBeUndefined();
  });

  it('someone joining meanwhile ("también va mi suegra") is one grown-up more; the children are still asked', () => {
    const asked = say(atParty('es'), 'mi esposa y los niños').state;
    const more = say(asked, 'también va mi suegra');
    expect(more.state.clarify?.about).toBe('children');
    expect(more.state.search.adults).toBe(3);
    const r = say(more.state, 'dos de 4 y 6');
    expect(r.state.search).toMatchObject({ adults: 3, children: 2, ages: [4, 6] });
  });

  it('the whole party said again is read as such', () => {
    const asked = say(atParty('es'), 'mi esposa y los niños').state;
    const r = say(asked, 'somos 3 adultos y 2 niños de 4 y 6');
    expect(r.state.clarify).toBeUndefined();
    expect(r.state.search).toMatchObject({ adults: 3, children: 2, ages: [4, 6] });
  });

  it.each([
    ['es', 'mi esposa y 2 niños de 5 y 8', { adults: 2, children: 2, ages: [5, 8] }],
    ['en', 'me and the boys', undefined],
  ] as const)('near miss %s "%s": counted children, or young people of either age, are no question of how many', (lang, text, search) => {
    const r = say(atParty(lang), text);
    expect(r.state.clarify?.about).not.toBe('children');
    if (search) expect(r.state.search).toMatchObject(search);
  });
});

describe('the children counted again', () => {
  const atAges = (lang: 'es' | 'en'): FlowState => ({
    ...initialState(lang),
    step: 'askChildAges',
    search: { city: 'Cartagena', checkin: '2026-12-15', nights: 3, adults: 2, children: 2, ages: [] },
  });
  it.each([
    ['es', 'son 3 niños: 4, 7 y 11', [4, 7, 11]],
    ['es', 'son tres en realidad: 2, 5 y 9', [2, 5, 9]],
    ['es', 'son 3 no 2: 4, 6 y 9', [4, 6, 9]],
    ['en', 'there are 3 actually: 2, 4 and 9', [2, 4, 9]],
    ['en', 'actually there are three: ages 4, 7 & 9', [4, 7, 9]],
    ['es', '2: 4 y 6', [4, 6]],
  ] as const)('%s at the ages question for 2, "%s": that many children with those ages, a new count said back as the one choice', (lang, text, ages) => {
    let r = say(atAges(lang), text);
    if (ages.length !== 2) {
      expect(r.state.step).toBe('clarify');
      expect(r.state.clarify?.options).toHaveLength(1);
      r = pick(r.state, 'pick:0');
    }
    expect(r.state.search).toMatchObject({ adults: 2, children: ages.length, ages });
    expect(r.effects.some((e) => e.kind === 'searchAvailability')).toBe(true);
  });
  it('near miss: "2, 4 y 6" at the ages question for 2 is three ages, never the count 2 with the ages 4 and 6', () => {
    const r = say(atAges('es'), '2, 4 y 6');
    expect(r.state.search.ages).not.toEqual([4, 6]);
  });

  it.each([
    ['en', 'me and the kids, 3 of them', { adults: 1, children: 3, ages: [] }],
    ['en', 'my parents, my husband, me and the kids — two of them', { adults: 4, children: 2, ages: [] }],
    ['en', 'me and the kids — three of them, 4, 6 and 10', { adults: 1, children: 3, ages: [4, 6, 10] }],
    ['en', 'me and the kids, there are three of them', { adults: 1, children: 3, ages: [] }],
    ['es', 'dos adultos, y los niños van a ser dos', { adults: 2, children: 2, ages: [] }],
    ['en', '2+2, the kids are 9 and 12', { adults: 2, children: 2, ages: [9, 12] }],
    ['es', 'dos y dos, los niños tienen 11 y 13', { adults: 2, children: 2, ages: [11, 13] }],
  ] as const)('%s at the party question, "%s": the children counted after their noun', (lang, text, search) => {
    const r = say(atParty(lang), text);
    expect(r.state.clarify).toBeUndefined();
    expect(r.state.search).toMatchObject(search);
  });
  it('near miss: a sum whose second part is not the children named ("2 y 2, los niños tienen 11, 13 y 15") sets no grown-ups', () => {
    const r = say(atParty('es'), '2 y 2, los niños tienen 11, 13 y 15');
    expect(r.state.search.adults).toBeUndefined();
  });
  it('near miss: "my wife and the kids are 3 and 5" is no count of three', () => {
    const r = say(atParty('en'), 'my wife and the kids are 3 and 5');
    expect(r.state.search.children).not.toBe(3);
  });
});
