/** The `/reservas` argument parser: a pure function with an injected "today" (Saturday 2026-11-21 in Bogotá). */
import { describe, expect, it } from 'vitest';
import { parseReservasRange } from '../../../../../src/bot/slack/commands/reservas/dates.js';

const TODAY = '2026-11-21'; // a Saturday
const p = (text: string, today = TODAY) => parseReservasRange(text, today);

describe('parseReservasRange', () => {
  it('no text is today', () => {
    expect(p('')).toEqual({ ok: true, start: TODAY, end: TODAY });
    expect(p('   ')).toEqual({ ok: true, start: TODAY, end: TODAY });
  });

  it('words for single days, Spanish and English, accents optional', () => {
    expect(p('hoy')).toEqual({ ok: true, start: TODAY, end: TODAY });
    expect(p('mañana')).toEqual({ ok: true, start: '2026-11-22', end: '2026-11-22' });
    expect(p('Manana')).toEqual({ ok: true, start: '2026-11-22', end: '2026-11-22' });
    expect(p('pasado mañana')).toEqual({ ok: true, start: '2026-11-23', end: '2026-11-23' });
    expect(p('tomorrow')).toEqual({ ok: true, start: '2026-11-22', end: '2026-11-22' });
    expect(p('day after tomorrow')).toEqual({ ok: true, start: '2026-11-23', end: '2026-11-23' });
    expect(p('ayer')).toEqual({ ok: true, start: '2026-11-20', end: '2026-11-20' });
  });

  it('weeks run Monday to Sunday; months whole', () => {
    expect(p('esta semana')).toEqual({ ok: true, start: '2026-11-16', end: '2026-11-22' });
    expect(p('this week')).toEqual({ ok: true, start: '2026-11-16', end: '2026-11-22' });
    expect(p('la próxima semana')).toEqual({ ok: true, start: '2026-11-23', end: '2026-11-29' });
    expect(p('next week')).toEqual({ ok: true, start: '2026-11-23', end: '2026-11-29' });
    // On a Monday and on a Sunday the current week is still that Monday's.
    expect(p('esta semana', '2026-11-23')).toEqual({ ok: true, start: '2026-11-23', end: '2026-11-29' });
    expect(p('esta semana', '2026-11-29')).toEqual({ ok: true, start: '2026-11-23', end: '2026-11-29' });
    expect(p('este mes')).toEqual({ ok: true, start: '2026-11-01', end: '2026-11-30' });
  });

  it('ISO and day-first numeric dates, one or two', () => {
    expect(p('2026-12-01')).toEqual({ ok: true, start: '2026-12-01', end: '2026-12-01' });
    expect(p('2026-12-01 2026-12-05')).toEqual({ ok: true, start: '2026-12-01', end: '2026-12-05' });
    expect(p('01/12/2026')).toEqual({ ok: true, start: '2026-12-01', end: '2026-12-01' });
    expect(p('1/12/2026 al 5/12/2026')).toEqual({ ok: true, start: '2026-12-01', end: '2026-12-05' });
    expect(p('hoy a mañana')).toEqual({ ok: true, start: TODAY, end: '2026-11-22' });
    expect(p('2026-12-01 to 2026-12-03')).toEqual({ ok: true, start: '2026-12-01', end: '2026-12-03' });
  });

  it('past dates are allowed', () => {
    expect(p('2026-10-01 2026-10-31')).toEqual({ ok: true, start: '2026-10-01', end: '2026-10-31' });
  });

  it('natural dates through chrono', () => {
    expect(p('15 de diciembre')).toEqual({ ok: true, start: '2026-12-15', end: '2026-12-15' });
    expect(p('December 15')).toEqual({ ok: true, start: '2026-12-15', end: '2026-12-15' });
  });

  it('62 days at most, counting both ends', () => {
    expect(p('2026-12-01 2027-01-31')).toEqual({ ok: true, start: '2026-12-01', end: '2027-01-31' }); // 62 days
    expect(p('2026-12-01 2027-02-01')).toEqual({ ok: false, reason: 'tooLong' }); // 63
  });

  it('refuses nonsense, impossible dates and reversed ranges', () => {
    expect(p('banana')).toEqual({ ok: false, reason: 'unparseable' });
    expect(p('2026-02-30')).toEqual({ ok: false, reason: 'unparseable' });
    expect(p('31/02/2026')).toEqual({ ok: false, reason: 'unparseable' });
    expect(p('12345')).toEqual({ ok: false, reason: 'unparseable' });
    expect(p('2026-12-05 2026-12-01')).toEqual({ ok: false, reason: 'reversed' });
  });
});

describe('parseReservasRange on the shared date parser: new forms', () => {
  const CASES: [string, ReturnType<typeof p>][] = [
    ['del 1 al 5 de diciembre', { ok: true, start: '2026-12-01', end: '2026-12-05' }],
    ['este fin de semana', { ok: true, start: '2026-11-20', end: '2026-11-22' }],
    ['el próximo fin de semana', { ok: true, start: '2026-11-27', end: '2026-11-29' }],
    ['próximos 7 días', { ok: true, start: TODAY, end: '2026-11-27' }],
    ['next 7 days', { ok: true, start: TODAY, end: '2026-11-27' }],
    ['diciembre', { ok: true, start: '2026-12-01', end: '2026-12-31' }],
    ['Diciembre 2026', { ok: true, start: '2026-12-01', end: '2026-12-31' }],
    ['octubre', { ok: true, start: '2026-10-01', end: '2026-10-31' }],
    ['15/12/2026', { ok: true, start: '2026-12-15', end: '2026-12-15' }],
    ['dic 15', { ok: true, start: '2026-12-15', end: '2026-12-15' }],
    ['desde el 1 hasta el 10 de diciembre', { ok: true, start: '2026-12-01', end: '2026-12-10' }],
    ['1/11 al 5/11', { ok: true, start: '2026-11-01', end: '2026-11-05' }],
    ['últimos 30 días', { ok: true, start: '2026-10-23', end: TODAY }],
    ['próximos 90 días', { ok: false, reason: 'tooLong' }],
    ['3 noches', { ok: false, reason: 'unparseable' }],
    ['del 10 al 5 de diciembre', { ok: false, reason: 'reversed' }],
  ];
  it.each(CASES)('%s', (text, expected) => {
    expect(p(text)).toEqual(expected);
  });
});
