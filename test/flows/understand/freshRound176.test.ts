/**
 * Classes from the first contact with fresh corpus 176 (non-native Spanish: portuñol, European travellers' Spanish):
 * the Portuguese weekdays that are Spanish words too ("segunda", "quinta", "sexta") read as weekdays where a day is
 * meant, and never elsewhere; Holy Week's days and the long weekend in Portuguese ("Sexta-feira Santa", "feriadão");
 * Portuguese words of the party ("sozinho", "lua de mel", "pessoas") and months after "em". Read on 2026-11-30, a
 * Monday, as the corpora are.
 */
import { describe, expect, it } from 'vitest';
import { readAsCorpus as read } from './read.js';

describe('Portuguese weekdays where a day is meant', () => {
  it.each([
    ['Bogotá, quinta a domingo, 2 pessoas', '2026-12-03', '2026-12-06'],
    ['chegada sexta 4, saída segunda 7', '2026-12-04', '2026-12-07'],
    ['de quinta 3 a segunda 7', '2026-12-03', '2026-12-07'],
    ['semana que vem, segunda a quarta', '2026-12-07', '2026-12-09'],
    ['de sexta-feira até domingo', '2026-12-04', '2026-12-06'],
  ])('"%s": %s to %s', (text, checkin, checkout) => {
    expect(read(text, 'dates', 'es').dates).toMatchObject({ checkin, checkout });
  });
  it.each(['la segunda semana de enero', 'quinta avenida', 'la sexta noche'])('near miss: "%s" names no weekday', (text) => {
    expect(read(text, 'dates', 'es').dates?.checkin).toBeUndefined();
  });
});

describe("Holy Week's days and long weekends in Portuguese", () => {
  it('"Sexta-feira Santa": Good Friday (Easter 2027 is 28 March), never the coming Friday', () => {
    expect(read('Sexta-feira Santa', 'dates', 'es').dates?.checkin).toBe('2027-03-26');
  });
  it.each([
    ['Medellín no feriadão do Sagrado Corazón de Jesús', '2027-06-04'],
    ['o feriadão de San José', '2027-03-19'],
    ['o feriado prolongado de San José', '2027-03-19'],
  ])('"%s": the long weekend, from its Friday %s', (text, checkin) => {
    expect(read(text, 'dates', 'es').dates).toMatchObject({ checkin, nights: 3 });
  });
});

describe('the party and months in Portuguese', () => {
  it.each([
    ['sou eu sozinho', 1],
    ['apenas eu', 1],
    ['viagem de lua de mel', 2],
    ['duas pessoas', 2],
  ])('"%s": %i adults', (text, adults) => {
    expect(read(text, 'party', 'es').occupancy?.adults).toBe(adults);
  });
  it('"em março, dia 18": 18 March', () => {
    expect(read('em março, dia 18', 'dates', 'es').dates?.checkin).toBe('2027-03-18');
  });
});

describe('Portuguese "em" and "para a"', () => {
  it('"… em Medellín para a Semana Santa, 2 adultos …": the city, Holy Week and the party', () => {
    const u = read('Quero reservar em Medellín para a Semana Santa, 2 adultos', undefined, 'es');
    expect(u.destination).toMatchObject({ city: 'Medellín' });
    expect(u.dates).toMatchObject({ checkin: '2027-03-21', checkout: '2027-03-28' });
    expect(u.occupancy?.adults).toBe(2);
  });
  it('"para a Semana Santa, de quinta a domingo": Holy Thursday to Easter Sunday', () => {
    expect(read('para a Semana Santa, de quinta a domingo', 'dates', 'es').dates).toMatchObject({ checkin: '2027-03-25', checkout: '2027-03-28' });
  });
});

describe('"X mejor, no Y": the value said first is preferred, never repaired to the one denied', () => {
  it('"mañana, 3 noches, en Medellín mejor, no Cartagena": Medellín', () => {
    expect(read('mañana, 3 noches, en Medellín mejor, no Cartagena', 'dates', 'es').destination).toMatchObject({ city: 'Medellín' });
  });
  it('"el 15 mejor, no el 16": never the 16th', () => {
    expect(read('el 15 mejor, no el 16', 'dates', 'es').dates?.checkin).not.toBe('2026-12-16');
  });
  it('near miss: "Cartagena, no, mejor Medellín" is a repair to Medellín', () => {
    expect(read('Cartagena, no, mejor Medellín', undefined, 'es').destination).toMatchObject({ city: 'Medellín' });
  });
});

describe('Italian written into a Spanish chat', () => {
  it.each([
    ['Buongiorno! Quiero prenotar en Medellin, El Poblado, 5 noches desde el 12 de febrero, io e mia moglie', { adults: 2 }],
    ['Quisiera una camera en Cartagena per 2 adultos, del 10 al 14 de abril', { adults: 2, rooms: 1 }],
    ['Quiero 2 camere en Cartagena para 4 personas del 7 al 10 de mayo', { adults: 4, rooms: 2 }],
  ])('"%s"', (text, party) => {
    const u = read(text, undefined, 'es');
    expect(u.occupancy).toMatchObject(party);
    expect(u.dates?.checkin).toBeDefined();
    expect(u.leftover).toBe('');
  });
  it('"la settimana santa": Holy Week', () => {
    expect(read('Cartagena, la settimana santa', undefined, 'es').dates).toMatchObject({ checkin: '2027-03-21', checkout: '2027-03-28' });
  });
});

describe('a date asked back beside a correction marker', () => {
  it('"Cartagena este sábado no el otro, dos adultos": which Saturday is asked with both, the party taken', async () => {
    const { initialState, step } = await import('../../../src/flows/index.js');
    const { DEMO_CATALOGUE } = await import('../../../src/flows/understand/destinations.js');
    const ctx = { now: new Date('2026-11-30T20:00:00Z'), newId: () => 'k', catalogue: DEMO_CATALOGUE };
    const r = step(initialState('es'), { kind: 'text', text: 'Cartagena este sábado no el otro, dos adultos' }, ctx);
    expect(r.state.search.adults).toBe(2);
    expect(r.state.clarify?.options.map((o) => o.patch.checkin)).toEqual(['2026-12-05', '2026-12-12']);
  });
});
