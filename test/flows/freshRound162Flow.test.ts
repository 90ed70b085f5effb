/**
 * The dialogue on classes from fresh corpora 162 (terse mobile chat) and 163 (foreign visitors): chat shorthand and
 * Portuguese spelled out before reading, a beach asked for as the place, two weekends offered when the guest names both,
 * a length over the limit refused with the rest kept.
 */
import { describe, expect, it } from 'vitest';
import { initialState, step, type FlowState } from '../../src/flows/index.js';
import { DEMO_CATALOGUE } from '../../src/flows/understand/destinations.js';

/** A Monday in Bogotá (2026-11-30). */
const ctx = { now: new Date('2026-11-30T20:00:00Z'), newId: () => 'k', catalogue: DEMO_CATALOGUE };
const say = (s: FlowState, text: string) => step(s, { kind: 'text', text }, ctx);

describe('terse chat requests', () => {
  it('"santa marta w/ gf this weekend" takes the place, the weekend and two grown-ups', () => {
    const r = say(initialState('en'), 'santa marta w/ gf this weekend');
    expect(r.state.search).toMatchObject({ city: 'Santa Marta', checkin: '2026-12-04', nights: 2, adults: 2 });
  });
  it('"hola xfa … 2 adul del 15/1, 3 noches" takes every value', () => {
    const r = say(initialState('es'), 'hola xfa hab en cartagena pa 2 adul del 15/1, 3 noches');
    expect(r.state.search).toMatchObject({ city: 'Cartagena', checkin: '2027-01-15', nights: 3, adults: 2 });
  });
  it('"cartagena el finde o el otro, …, 2 adul" takes the party and offers both weekends', () => {
    const r = say(initialState('es'), 'cartagena el finde o el otro, lo q salga mas barato, 2 adul');
    expect(r.state.search).toMatchObject({ city: 'Cartagena', adults: 2 });
    expect(r.state.step).toBe('clarify');
    expect(r.state.clarify?.options.map((o) => o.patch)).toEqual([
      { checkin: '2026-12-04', nights: 2 },
      { checkin: '2026-12-11', nights: 2 },
    ]);
  });
  it('"donde haya playa" at the destination question offers the beach cities', () => {
    const r = say({ ...initialState('es'), step: 'askDestination' }, 'donde haya playa');
    expect(r.state.step).toBe('clarify');
    expect(r.replies[0]?.choices?.map((c) => c.label)).toEqual(['Cartagena', 'Santa Marta']);
  });
  it('"Kindly book one double-sharing room in Bogota on 15th for 3 nights, 2 pax" takes every value', () => {
    const r = say(initialState('en'), 'Kindly book one double-sharing room in Bogota on 15th for 3 nights, 2 pax');
    expect(r.state.search).toMatchObject({ city: 'Bogotá', checkin: '2026-12-15', nights: 3, adults: 2, rooms: 1 });
  });
  it('"Quiero Cartagena a partir del día 1 de mayo, 2 meses, 2 adultos" refuses the two months and keeps the rest', () => {
    const r = say(initialState('es'), 'Quiero Cartagena a partir del día 1 de mayo, 2 meses, 2 adultos');
    expect(r.state.search).toMatchObject({ city: 'Cartagena', checkin: '2027-05-01', adults: 2 });
    expect(r.state.search.nights).toBeUndefined();
    expect(r.replies[0]?.text).toMatch(/30 noches/);
  });
  it('"Quarto de casal em Cartagena para mim e minha esposa, semana que vem" is two grown-ups in one room', () => {
    const r = say(initialState('es'), 'Quarto de casal em Cartagena para mim e minha esposa, semana que vem, de segunda a sexta');
    expect(r.state.search).toMatchObject({ city: 'Cartagena', adults: 2, rooms: 1 });
  });
});
