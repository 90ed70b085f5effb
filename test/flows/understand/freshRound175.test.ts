/**
 * Classes from the first contact with fresh corpus 175 (guests who change their minds): grown-ups counted, then some
 * said not to come with the verb before them ("éramos 4 adultos pero al final no viene mi hermano", "… no van ni mi
 * hermano ni su novia"), or someone of a list named again to drop out ("…, ah no, mi mamá al final no va"): that many
 * fewer; and a day restated after "o sea" with a filler of speech between ("el
 * lunes, eh, o sea el martes"): two days, asked, never a stay from one to the other. In the dialogue, a guest's name
 * read before a correction ("a nombre de Andrés Gómez, bueno no, de mi hermano, Felipe Gómez") is never taken. Read on
 * 2026-11-30, a Monday, as the corpora are.
 */
import { describe, expect, it } from 'vitest';
import { initialState, step, type FlowState } from '../../../src/flows/index.js';
import { DEMO_CATALOGUE } from '../../../src/flows/understand/destinations.js';
import { readAsCorpus as read } from './read.js';

describe('grown-ups counted, then some said not to come', () => {
  it.each([
    ['éramos 4 adultos pero al final no viene mi hermano', 3],
    ['éramos 5 adultos pero al final no van ni mi hermano ni su novia', 3],
    ['5 adultos, no van ni mi hermano ni mi primo', 3],
    ['4 adultos, pero mi hermano al final no va', 3],
  ] as const)('"%s": %i', (text, adults) => {
    expect(read(text, 'party', 'es').occupancy?.adults).toBe(adults);
  });
  it.each([
    ['mi esposo, yo y mi mamá, ah no, mi mamá al final no va', { adults: 2 }],
    ['mi esposo, yo y mi mamá, pero mi mamá al final no va', { adults: 2 }],
    ['somos mi esposo yo mi mamá y los niños de 7 y 10 ah no mi mamá al final no va', { adults: 2, children: 2, ages: [7, 10] }],
  ] as const)('someone of the list named again to drop out, "%s": not one of the party', (text, party) => {
    expect(read(text, 'party', 'es').occupancy).toMatchObject(party);
  });
  it('near miss: someone named again for something else ("mi mamá usa silla de ruedas") stays one of the party', () => {
    expect(read('mi esposo, yo y mi mamá; mi mamá usa silla de ruedas', 'party', 'es').occupancy?.adults).toBe(3);
  });
  it('near miss: someone joined after the count ("4 adultos y mi hermano") is one more', () => {
    expect(read('4 adultos y mi hermano', 'party', 'es').occupancy?.adults).toBe(5);
  });
});

describe('a day restated after "o sea" with a filler between', () => {
  it.each(['el lunes, eh, o sea el martes', 'el lunes, o sea el martes'])('"%s": both days asked, no stay between them', (text) => {
    const d = read(text, 'dates', 'es').dates;
    expect(d?.checkout).toBeUndefined();
    expect(d?.ambiguity?.kind).toBe('choices');
  });
});

describe("a guest's name before a correction", () => {
  const ctx = { now: new Date('2026-11-30T20:00:00Z'), newId: () => 'k', catalogue: DEMO_CATALOGUE };
  const atName: FlowState = { ...initialState('es'), step: 'askName', search: { city: 'Cartagena', checkin: '2026-12-15', nights: 3, adults: 2, ages: [] } };
  it('"a nombre de Andrés Gómez, bueno no, de mi hermano, Felipe Gómez": Andrés is never taken', () => {
    const r = step(atName, { kind: 'text', text: 'a nombre de Andrés Gómez, bueno no, de mi hermano, Felipe Gómez' }, ctx);
    expect(r.state.guest.firstName).not.toBe('Andrés');
  });
  it('"Andrés Gómez, perdón, quise decir Felipe Gómez": the name after the correction is said back to confirm', () => {
    const r = step(atName, { kind: 'text', text: 'Andrés Gómez, perdón, quise decir Felipe Gómez' }, ctx);
    expect(r.state.guest.firstName).not.toBe('Andrés');
  });
  it('near miss: a correction of the spelling keeps the name ("Andrés Gómez, perdón, Gomes con s")', () => {
    const r = step(atName, { kind: 'text', text: 'Andrés Gómez, perdón, Gomes con s' }, ctx);
    expect(r.state.guest.firstName).toBe('Andrés');
  });
  it('near miss: the name said after the correction is the one meant ("Andrés Gómez, no perdón, Felipe Gómez")', () => {
    const r = step(atName, { kind: 'text', text: 'Andrés Gómez, no perdón, Felipe Gómez' }, ctx);
    expect(r.state.guest).toMatchObject({ firstName: 'Felipe', lastName: 'Gómez' });
  });
});

describe('two days of a named period joined by "y"', () => {
  // Easter 2027 is 28 March: Holy Thursday the 25th, Holy Friday the 26th.
  it.each([
    'Semana Santa, bueno, solo jueves y viernes santo',
    'Semana Santa, jueves y viernes santo',
    'semana santa, el jueves y el viernes santo',
    'semana santa, jueves y viernes',
  ])('"%s": the nights of both, Thursday to Saturday', (text) => {
    expect(read(text, 'dates', 'es').dates).toMatchObject({ checkin: '2027-03-25', checkout: '2027-03-27', nights: 2 });
  });
  it('a long weekend\'s "viernes y sábado": the nights of both', () => {
    expect(read('puente de reyes, viernes y sábado', 'dates', 'es').dates).toMatchObject({ checkin: '2027-01-08', checkout: '2027-01-10', nights: 2 });
  });
  it('near miss: "Semana Santa, llegamos el jueves" is still an arrival inside it', () => {
    expect(read('Semana Santa, llegamos el jueves', 'dates', 'es').dates?.checkin).toBe('2027-03-25');
  });
});

describe('a dialogue with a correction of the rooms after another correction', () => {
  const ctx = { now: new Date('2026-11-30T20:00:00Z'), newId: () => 'k', catalogue: DEMO_CATALOGUE };
  it('"… del 10, no, desde el 11 de enero, y una habitación, no, dos": two rooms, said back', () => {
    const text = 'Cartagena 2 adultos 3 noches del 10, no, desde el 11 de enero, y una habitación, no, dos';
    const r = step(initialState('es'), { kind: 'text', text }, ctx);
    expect(r.state.clarify?.options).toHaveLength(1);
    expect(r.state.clarify?.options[0]?.patch).toMatchObject({ checkin: '2027-01-11', nights: 3, adults: 2, rooms: 2 });
  });
  it('"2 adultos, una habitación, no, dos" at the party question: two rooms', () => {
    const at: FlowState = { ...initialState('es'), step: 'askParty', search: { city: 'Cartagena', checkin: '2026-12-15', nights: 3, ages: [] } };
    const r = step(at, { kind: 'text', text: '2 adultos, una habitación, no, dos' }, ctx);
    expect(r.state.clarify?.options[0]?.patch).toMatchObject({ adults: 2, rooms: 2 });
  });
});

describe('"ninguno" answering the children\'s ages', () => {
  const ctx = { now: new Date('2026-11-30T20:00:00Z'), newId: () => 'k', catalogue: DEMO_CATALOGUE };
  const atAges = (lang: 'es' | 'en', children: number): FlowState => ({
    ...initialState(lang),
    step: 'askChildAges',
    search: { city: 'Cartagena', checkin: '2026-12-15', nights: 3, adults: 2, children, ages: [] },
  });
  it.each([
    ['es', 'ninguno', 1],
    ['es', 'ninguno', 2],
    ['en', 'none', 1],
  ] as const)('%s "%s" for %i: no children or a baby is asked, nothing taken', (lang, text, children) => {
    const r = step(atAges(lang, children), { kind: 'text', text }, ctx);
    expect(r.state.step).toBe('clarify');
    expect(r.state.search).toMatchObject({ children, ages: [] });
    expect(r.state.clarify?.options.map((o) => o.patch)).toEqual([{ children: 0, ages: [] }, { ages: Array(children).fill(0) }]);
    expect(r.effects).toEqual([]);
  });
  it('the choice of no children searches without them; an age typed instead answers the question', () => {
    const asked = step(atAges('es', 1), { kind: 'text', text: 'ninguno' }, ctx).state;
    expect(step(asked, { kind: 'choice', value: 'pick:0' }, ctx).state.search).toMatchObject({ adults: 2, children: 0, ages: [] });
    expect(step(asked, { kind: 'text', text: 'tiene 7' }, ctx).state.search).toMatchObject({ children: 1, ages: [7] });
  });
  it('near miss: "0" typed is an age under one, as before', () => {
    expect(step(atAges('es', 1), { kind: 'text', text: '0' }, ctx).state.search.ages).toEqual([0]);
  });
});

describe('a count corrected inside a whole request, the rest said after it kept', () => {
  const ctx = { now: new Date('2026-11-30T20:00:00Z'), newId: () => 'k', catalogue: DEMO_CATALOGUE };
  const saidBack = (text: string, lang: 'es' | 'en' = 'es') => {
    const r = step(initialState(lang), { kind: 'text', text }, ctx);
    expect(r.state.clarify?.options).toHaveLength(1);
    return r.state.clarify?.options[0]?.patch;
  };
  it('rooms over the limit corrected, the party after: "… 6 habitaciones, no, 5, somos 10 adultos"', () => {
    expect(saidBack('medellin del 3 al 5 de febrero, 6 habitaciones, no, 5, somos 10 adultos')).toMatchObject({
      checkin: '2027-02-03',
      nights: 2,
      adults: 10,
      rooms: 5,
    });
  });
  it('"… 6 rooms, no, let\'s say 5 rooms": five rooms, never the bot\'s own count', () => {
    expect(saidBack("Bogota Jan 12-15, 8 adults, 6 rooms, no, let's say 5 rooms", 'en')).toMatchObject({ checkin: '2027-01-12', adults: 8, rooms: 5 });
  });
  it('nights over the limit corrected, the arrival after: "Medellín 40 noches, no, 20, desde el 1 de febrero, 2 adultos"', () => {
    expect(saidBack('Medellín 40 noches, no, 20, desde el 1 de febrero, 2 adultos')).toMatchObject({ checkin: '2027-02-01', nights: 20, adults: 2 });
  });
  it('a count corrected with its reason, the dates after: "3 adultos …, bueno 4 porque al final sí va mi cuñado, del 2 al 6 de enero"', () => {
    expect(saidBack('hola, vamos 3 adultos a Cartagena, bueno 4 porque al final sí va mi cuñado, del 2 al 6 de enero')).toMatchObject({
      checkin: '2027-01-02',
      nights: 4,
      adults: 4,
    });
  });
  it('near miss: the party said after a corrected count never replaces it ("2 adultos, bueno tres, para mí y mis dos compañeros")', () => {
    expect(saidBack('Cartagena del 5 al 8 de enero, 2 adultos, bueno tres, para mí y mis dos compañeros')).toMatchObject({ adults: 3 });
  });
});

describe('"en realidad" correcting a count', () => {
  const ctx = { now: new Date('2026-11-30T20:00:00Z'), newId: () => 'k', catalogue: DEMO_CATALOGUE };
  const at = (step_: FlowState['step'], lang: 'es' | 'en'): FlowState => ({
    ...initialState(lang),
    step: step_,
    search: { city: 'Cartagena', checkin: '2026-12-15', nights: 3, ages: [] },
  });
  it.each([
    ['askParty', 'es', '3 adultos... bueno en realidad 4', { adults: 4 }],
    ['askNights', 'es', '4 noches, en realidad 5', { nights: 5 }],
  ] as const)('at %s, %s "%s": the value after it, said back', (step_, lang, text, patch) => {
    const r = step(at(step_, lang), { kind: 'text', text }, ctx);
    expect(r.state.clarify?.options).toHaveLength(1);
    expect(r.state.clarify?.options[0]?.patch).toMatchObject(patch);
  });
  it('"Cartagena este sábado no el otro, 2 noches, somos 2": which Saturday is asked, each with 2 nights', () => {
    const r = step(initialState('es'), { kind: 'text', text: 'Cartagena este sábado no el otro, 2 noches, somos 2' }, ctx);
    expect(r.state.clarify?.options.map((o) => [o.patch.checkin, o.patch.nights])).toEqual([
      ['2026-12-05', 2],
      ['2026-12-12', 2],
    ]);
  });
});
