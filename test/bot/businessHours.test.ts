/** The desk's business hours in Bogotá: parsing, open or closed at an instant, the next opening. */
import { describe, expect, it } from 'vitest';
import { formatBusinessHours, isOpen, nextOpening, parseBusinessHours } from '../../src/bot/businessHours.js';

/** An instant at `hhmm` Bogotá time on 2026-11-22. */
const at = (hhmm: string, day = '2026-11-22') => new Date(`${day}T${hhmm}:00-05:00`);

describe('business hours', () => {
  it('parses HH:MM-HH:MM, 24:00 as a closing time, and refuses anything else', () => {
    expect(parseBusinessHours('07:00-22:00')).toEqual({ open: 420, close: 1320 });
    expect(parseBusinessHours(' 0:00 - 24:00 ')).toEqual({ open: 0, close: 1440 });
    expect(parseBusinessHours('20:00-06:30')).toEqual({ open: 1200, close: 390 });
    for (const bad of ['7-22', '07:00', '07:60-22:00', '25:00-26:00', '07:00-07:00', '24:00-07:00'])
      expect(() => parseBusinessHours(bad), bad).toThrow(/HH:MM-HH:MM/);
    expect(formatBusinessHours(parseBusinessHours('7:05-22:00'))).toBe('07:05-22:00');
  });

  it('is open from the opening minute to before the closing one, in Bogotá, also across midnight', () => {
    const day = parseBusinessHours('07:00-22:00');
    expect([at('06:59'), at('07:00'), at('21:59'), at('22:00')].map((d) => isOpen(day, d))).toEqual([false, true, true, false]);
    const night = parseBusinessHours('20:00-06:00');
    expect([at('19:59'), at('20:00'), at('23:30'), at('05:59'), at('06:00')].map((d) => isOpen(night, d))).toEqual([false, true, true, true, false]);
    expect(isOpen(parseBusinessHours('00:00-24:00'), at('03:00'))).toBe(true);
  });

  it("opens next at the same day's opening before it, else the next day's", () => {
    const day = parseBusinessHours('07:00-22:00');
    expect(nextOpening(day, at('05:30')).toISOString()).toBe(at('07:00').toISOString());
    expect(nextOpening(day, at('22:30')).toISOString()).toBe(at('07:00', '2026-11-23').toISOString());
    expect(nextOpening(parseBusinessHours('00:00-24:00'), at('22:30')).toISOString()).toBe(at('22:30').toISOString());
  });
});
