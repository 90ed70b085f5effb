import { describe, expect, it } from 'vitest';
import { initialState, step, type FlowState } from '../../src/flows/index.js';
import { parseCheckin } from '../../src/flows/parse.js';

// Saturday 21 November 2026, 10:00 in Bogotá.
const NOW = new Date('2026-11-21T15:00:00Z');

describe('parseCheckin', () => {
  it.each([
    ['mañana', '2026-11-22'],
    ['hoy', '2026-11-21'],
    ['pasado mañana', '2026-11-23'],
    ['15 de diciembre', '2026-12-15'],
    ['el 15 de diciembre', '2026-12-15'],
    ['diciembre 15', '2026-12-15'],
    ['el próximo viernes', '2026-11-27'],
    ['2026-12-15', '2026-12-15'],
    ['15/12/2026', '2026-12-15'],
    ['5/1/2027', '2027-01-05'],
    ['15/12', '2026-12-15'],
    ['3 de enero', '2027-01-03'],
    // Year rollover: a day-month that already passed this year means next year.
    ['15 de noviembre', '2027-11-15'],
    ['20/11', '2027-11-20'],
    ['tomorrow', '2026-11-22'],
  ])('es: %s → %s', (text, date) => {
    expect(parseCheckin(text, 'es', NOW)).toEqual({ ok: true, date });
  });

  it.each([
    ['tomorrow', '2026-11-22'],
    ['December 15', '2026-12-15'],
    ['next friday', '2026-11-27'],
    ['2026-12-15', '2026-12-15'],
    ['15/12/2026', '2026-12-15'],
    ['day after tomorrow', '2026-11-23'],
    ['Nov 15', '2027-11-15'],
    ['January 3', '2027-01-03'],
    // US order is understood only when day/month is impossible.
    ['12/15/2026', '2026-12-15'],
    // The other language is tried too.
    ['mañana', '2026-11-22'],
  ])('en: %s → %s', (text, date) => {
    expect(parseCheckin(text, 'en', NOW)).toEqual({ ok: true, date });
  });

  it('numeric dates are day/month/year, never month/day', () => {
    expect(parseCheckin('05/12/2026', 'en', NOW)).toEqual({ ok: true, date: '2026-12-05' });
  });

  it('refuses past dates with the date it understood', () => {
    expect(parseCheckin('ayer', 'es', NOW)).toEqual({ ok: false, reason: 'past', date: '2026-11-20' });
    expect(parseCheckin('yesterday', 'en', NOW)).toEqual({ ok: false, reason: 'past', date: '2026-11-20' });
    expect(parseCheckin('2026-11-15', 'es', NOW)).toEqual({ ok: false, reason: 'past', date: '2026-11-15' });
    expect(parseCheckin('15 de noviembre de 2026', 'es', NOW)).toEqual({ ok: false, reason: 'past', date: '2026-11-15' });
  });

  it('refuses dates more than 365 days ahead', () => {
    expect(parseCheckin('2027-11-21', 'es', NOW)).toEqual({ ok: true, date: '2027-11-21' });
    expect(parseCheckin('2027-11-22', 'es', NOW)).toEqual({ ok: false, reason: 'tooFar', date: '2027-11-22' });
    expect(parseCheckin('15/12/2028', 'es', NOW)).toEqual({ ok: false, reason: 'tooFar', date: '2028-12-15' });
  });

  it('refuses nonsense and impossible dates', () => {
    for (const t of ['asdf', '', 'cuando pueda', '31/02/2027', '2026-13-01'])
      expect(parseCheckin(t, 'es', NOW)).toEqual({ ok: false, reason: 'unparseable' });
  });

  it('"today" is the Bogotá date, not the UTC one', () => {
    // 2026-11-22T03:00Z is still 21 November (22:00) in Bogotá.
    const late = new Date('2026-11-22T03:00:00Z');
    expect(parseCheckin('mañana', 'es', late)).toEqual({ ok: true, date: '2026-11-22' });
    expect(parseCheckin('hoy', 'es', late)).toEqual({ ok: true, date: '2026-11-21' });
    expect(parseCheckin('2026-11-21', 'es', late)).toEqual({ ok: true, date: '2026-11-21' });
  });

  it('rolls over at the end of the year', () => {
    const nye = new Date('2026-12-31T20:00:00Z'); // 15:00 on 31 December in Bogotá
    expect(parseCheckin('mañana', 'es', nye)).toEqual({ ok: true, date: '2027-01-01' });
    expect(parseCheckin('2 de enero', 'es', nye)).toEqual({ ok: true, date: '2027-01-02' });
    expect(parseCheckin('30 de diciembre', 'es', nye)).toEqual({ ok: true, date: '2027-12-30' });
  });
});

describe('check-in question in the flow', () => {
  const ctx = { now: NOW, newId: () => 'x' };
  const at: FlowState = { ...initialState('es'), step: 'askCheckin', search: { city: 'Cartagena', rooms: [] } };

  it('re-asks with examples when the date is not understood', () => {
    const r = step(at, { kind: 'text', text: 'cuando pueda' }, ctx);
    expect(r.state).toStrictEqual(at);
    expect(r.replies[0]!.text).toMatch(/No entendí la fecha/);
    expect(r.replies[0]!.text).toContain('15/12/2026');
  });

  it('refuses a past date saying why, in the guest language', () => {
    let r = step(at, { kind: 'text', text: 'ayer' }, ctx);
    expect(r.state.step).toBe('askCheckin');
    expect(r.replies[0]!.text).toBe('El viernes 20 de noviembre de 2026 ya pasó (hoy es sábado 21 de noviembre de 2026). ¿Qué día llegas?');
    r = step({ ...at, lang: 'en' }, { kind: 'text', text: 'yesterday' }, ctx);
    expect(r.replies[0]!.text).toBe('Friday, November 20, 2026 has already passed (today is Saturday, November 21, 2026). What day do you arrive?');
  });

  it('refuses a date too far ahead', () => {
    const r = step(at, { kind: 'text', text: '1/1/2028' }, ctx);
    expect(r.state.step).toBe('askCheckin');
    expect(r.replies[0]!.text).toContain('hasta el domingo 21 de noviembre de 2027');
  });

  it('accepts and moves on to the nights', () => {
    const r = step(at, { kind: 'text', text: 'el próximo viernes' }, ctx);
    expect(r.state.search.checkin).toBe('2026-11-27');
    expect(r.state.step).toBe('askNights');
  });
});
