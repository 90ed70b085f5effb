/**
 * Bogotá times: the fast rewriting of stored ISO UTC text gives exactly what
 * going through a Date gives, for any instant (fast-check over 1970–2100,
 * both sides of 05:00 UTC, the day and year boundaries) and for text that is
 * not in the canonical form.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, isoUtcToBogotaIso, toBogotaIso } from '../src/clock.js';

describe('isoUtcToBogotaIso', () => {
  it('equals toBogotaIso(new Date(text)) for every instant', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }), (d) => {
        const text = d.toISOString();
        expect(isoUtcToBogotaIso(text)).toBe(toBogotaIso(d));
        expect(isoUtcToBogotaIso(d)).toBe(toBogotaIso(d));
      }),
      { numRuns: 5000 },
    );
  });

  it('handles the hours around the shift and text in other forms', () => {
    expect(isoUtcToBogotaIso('2026-01-01T04:59:59.999Z')).toBe('2025-12-31T23:59:59-05:00');
    expect(isoUtcToBogotaIso('2026-01-01T05:00:00.000Z')).toBe('2026-01-01T00:00:00-05:00');
    expect(isoUtcToBogotaIso('2026-03-01T14:07:09.000Z')).toBe('2026-03-01T09:07:09-05:00');
    expect(isoUtcToBogotaIso('2026-03-01T23:59:59.000Z')).toBe('2026-03-01T18:59:59-05:00');
    // Not the canonical 24 characters: through a Date.
    expect(isoUtcToBogotaIso('2026-03-01T14:07:09Z')).toBe('2026-03-01T09:07:09-05:00');
    expect(isoUtcToBogotaIso('2026-03-01T14:07:09.123+00:00')).toBe('2026-03-01T09:07:09-05:00');
  });
});

describe('addMonths', () => {
  /** Days in month `m` (1–12) of year `y`, by the Gregorian rule. */
  const daysIn = (y: number, m: number) => (m === 2 ? (y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31);
  it("is the same day months later, or that month's last day", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2000, max: 2100 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 0, max: 24 }),
        (y, m, d, n) => {
          fc.pre(d <= daysIn(y, m));
          const ty = y + Math.floor((m - 1 + n) / 12);
          const tm = ((m - 1 + n) % 12) + 1;
          const want = `${ty}-${String(tm).padStart(2, '0')}-${String(Math.min(d, daysIn(ty, tm))).padStart(2, '0')}`;
          expect(addMonths(`${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`, n)).toBe(want);
        },
      ),
      { numRuns: 2000 },
    );
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2027-02-01', 1)).toBe('2027-03-01');
  });
});
