/**
 * The dialogue on classes from fresh corpora 158 and 159: a hedge is no place denied, a denial goes with the place
 * taken back, Colombian "no más" is "only", a grown-up joined with "una", a person asked for in other words.
 */
import { describe, expect, it } from 'vitest';
import { initialState, step, type FlowState } from '../../src/flows/index.js';
import { DEMO_CATALOGUE } from '../../src/flows/understand/destinations.js';
import { NOW } from './fixtures.js';

const ctx = { now: NOW, newId: () => 'k', catalogue: DEMO_CATALOGUE };
/** A deployment that reaches the hotel's staff. */
const staffCtx = { ...ctx, handoff: true };
const say = (s: FlowState, text: string) => step(s, { kind: 'text', text }, ctx);
const at = (stepName: FlowState['step'], lang: 'es' | 'en' = 'es'): FlowState => ({ ...initialState(lang), step: stepName });

describe('the destination: a hedge is no place denied, a denial goes with the place taken back', () => {
  it.each([
    ['Mmm... no sé... creo que Medellín?', 'es', 'Medellín'],
    ['no sé... Medellín', 'es', 'Medellín'],
    ["I don't know... Medellin?", 'en', 'Medellín'],
    ['no quiero Cartagena, mejor Medellín', 'es', 'Medellín'],
    ['no quiero ir a Cartagena, mejor a Medellín', 'es', 'Medellín'],
    ['por los lados del Poblado', 'es', 'Medellín'],
  ] as const)('"%s" is %s', (text, lang, city) => {
    expect(say(at('askDestination', lang), text).state.search.city).toBe(city);
  });
  it('near miss: "Cartagena no" alone is no destination', () => {
    expect(say(at('askDestination'), 'Cartagena no').state.search.city).toBeUndefined();
  });
});

describe('a whole request read at once', () => {
  it('"Santa Marta el 15 de enero una noche no más dos adultos": "no más" is "only", nothing said back', () => {
    const r = say(initialState('es'), 'Santa Marta el 15 de enero una noche no más dos adultos');
    expect(r.state.search).toMatchObject({ city: 'Santa Marta', checkin: '2027-01-15', nights: 1, adults: 2 });
  });
  it('"…, 3 adultos mayores y una enfermera" is four grown-ups, the nurse one more', () => {
    const r = say(initialState('es'), 'Santa Marta del 4 al 8 de enero, 3 adultos mayores y una enfermera');
    expect(r.state.search).toMatchObject({ checkin: '2027-01-04', nights: 4, adults: 4 });
  });
  it('"Medellín con mi compadre Domingo, del 11 al 13 de septiembre, somos 2" is taken with no Sunday in doubt', () => {
    const r = say(initialState('es'), 'Medellín con mi compadre Domingo, del 11 al 13 de septiembre, somos 2');
    expect(r.state.search).toMatchObject({ city: 'Medellín', checkin: '2027-09-11', nights: 2, adults: 2 });
  });
  it('near miss: "no más de 3 noches" is a limit, said back', () => {
    const r = say(initialState('es'), 'Santa Marta el 15 de enero no más de 3 noches dos adultos');
    expect(r.state.step).toBe('clarify');
  });
});

describe('a person asked for in other words', () => {
  it.each([
    ['askName', 'hay alguien de carne y hueso?'],
    ['askResidenceCity', 'me puede llamar alguien del hotel?'],
    ['askDestination', 'Señorita, le agradecería comunicarme con un funcionario'],
  ] as const)('at %s, "%s" reaches a person', (where, text) => {
    const r = step(at(where), { kind: 'text', text }, staffCtx);
    expect(r.effects.some((e) => e.kind === 'handOff')).toBe(true);
  });
});

describe('a time named that says no dates is asked back by its name', () => {
  it('"pa la feria de las flores": the exact dates asked, naming it; the dates given next are taken', () => {
    const s: FlowState = { ...initialState('es'), step: 'askDates', search: { city: 'Medellín', ages: [] } };
    const r = say(s, 'pa la feria de las flores');
    expect(r.state.step).toBe('clarify');
    expect(r.replies.at(-1)?.text).toMatch(/Dijiste "feria de las flores": ¿qué fechas exactas\?/);
    const next = say(r.state, 'del 1 al 10 de agosto');
    expect(next.state.search).toMatchObject({ checkin: '2027-08-01', nights: 9 });
    expect(next.state.clarify).toBeUndefined();
  });
  it.each([
    ['en', 'spring break'],
    ['en', 'in a few days'],
    ['es', 'en estos días'],
    ['es', 'en vacaciones de mitad de año'],
  ] as const)('%s: "%s" asks the exact dates', (lang, text) => {
    const s: FlowState = { ...initialState(lang), step: 'askDates', search: { city: 'Medellín', ages: [] } };
    expect(say(s, text).state.step).toBe('clarify');
  });
  it('beside dates said by their day, the time is the reason: "Medellín pa la feria de las flores, del 1 al 10 de agosto, 2 adultos"', () => {
    const r = say(initialState('es'), 'Medellín pa la feria de las flores, del 1 al 10 de agosto, 2 adultos');
    expect(r.state.search).toMatchObject({ city: 'Medellín', checkin: '2027-08-01', nights: 9, adults: 2 });
  });
  it('near miss: with no city known, the place is asked first ("Barranquilla pal carnaval": a place not sold)', () => {
    const r = say(at('askDestination'), 'Barranquilla pal carnaval');
    expect(r.state.step).toBe('askDestination');
    expect(r.replies[0]?.text).toMatch(/Barranquilla/);
  });
  it('near miss: joined to a day it says which one, and is asked ("el sábado de la feria de las flores")', () => {
    const s: FlowState = { ...initialState('es'), step: 'askDates', search: { city: 'Medellín', ages: [] } };
    const r = say(s, 'el sábado de la feria de las flores');
    expect(r.state.step).toBe('clarify');
    expect(r.state.search.checkin).toBeUndefined();
  });
});

describe('a street named after a city is no destination', () => {
  it('"I\'m at a hotel on Medellin Street in Miami right now, but we want Cartagena" is Cartagena', () => {
    expect(say(at('askDestination', 'en'), "I'm at a hotel on Medellin Street in Miami right now, but we want Cartagena").state.search.city).toBe('Cartagena');
  });
  it('"vivo en la calle Cartagena" names no destination', () => {
    expect(say(at('askDestination'), 'vivo en la calle Cartagena').state.search.city).toBeUndefined();
  });
});

describe('Colombian "la prima" is the June or December bonus, not a cousin', () => {
  it.each([
    ['hola, ya llego la prima 🤑 nos vamos pa cartagena del 26 al 30 de diciembre, 4 adultos 2 habitaciones', { adults: 4, nights: 4 }],
    ['Cartagena con la prima de junio, del 20 al 23 de junio, 2 adultos y 2 niños, 1 habitación', { adults: 2, children: 2, nights: 3 }],
  ] as const)('"%s" counts nobody more', (text, want) => {
    const r = say(initialState('es'), text);
    expect(r.state.search).toMatchObject(want);
    expect(r.state.clarify).toBeUndefined();
  });
  it('near miss: "2 adultos y la prima" is the cousin, one more', () => {
    const r = say(initialState('es'), 'Cartagena del 20 al 23 de junio, 2 adultos y la prima');
    expect(r.state.search.adults).toBe(3);
  });
});

describe('"los 2" at the start of a clause is the two speakers', () => {
  it('"Santa marta del 3 al 7 de julio, los 2 y la abuela de 85" is three grown-ups', () => {
    expect(say(initialState('es'), 'Santa marta del 3 al 7 de julio, los 2 y la abuela de 85').state.search).toMatchObject({ adults: 3, nights: 4 });
  });
});

describe('one of a pair already named is no one more', () => {
  it('"… for my parents (both in their 70s): Cartagena, 20-27 January, one room, … as Dad uses a walker" is two grown-ups', () => {
    const r = say(
      initialState('en'),
      "Good afternoon, I'm organising a trip for my parents (both in their 70s): Cartagena, 20-27 January, one room, ground floor if possible as Dad uses a walker",
    );
    const options = r.state.clarify?.options ?? [];
    expect(options.map((o) => o.patch?.adults ?? r.state.search.adults)).not.toContain(3);
  });
});
