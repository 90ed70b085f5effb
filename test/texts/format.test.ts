/**
 * The formatting the service's pages and error texts use (src/texts/format.ts):
 * amounts in minor units and Bogotá instants as payers and integrators read
 * them. Intl writes the pages' forms, so spaces are matched with `\s` (it uses
 * no-break spaces, whose kind varies between ICU versions).
 */
import { describe, expect, it } from 'vitest';
import { formatBogotaLong, formatMinorAmount, formatMinorDecimal } from '../../src/texts/format.js';

describe('formatMinorAmount (checkout and voucher pages)', () => {
  it('writes COP in whole pesos with Colombian grouping, rounding the centavos', () => {
    expect(formatMinorAmount(142_300_000, 'COP')).toMatch(/^COP\s1\.423\.000$/);
    expect(formatMinorAmount(142_300_049, 'COP')).toMatch(/^COP\s1\.423\.000$/);
    expect(formatMinorAmount(142_300_050, 'COP')).toMatch(/^COP\s1\.423\.001$/);
  });

  it('writes other currencies to the cent with a decimal comma', () => {
    expect(formatMinorAmount(31_250, 'USD')).toMatch(/^USD\s312,50$/);
    expect(formatMinorAmount(1_000_000, 'USD')).toMatch(/^USD\s10\.000,00$/);
  });
});

describe('formatBogotaLong (checkout and voucher pages)', () => {
  it('shows an instant of any offset in Bogotá time (UTC−5), in long Spanish', () => {
    expect(formatBogotaLong('2026-11-22T15:00:00Z')).toMatch(/^22 de noviembre de 2026,? (a las )?10:00\sa\.\sm\.$/);
    expect(formatBogotaLong('2026-11-23T17:30:00-05:00')).toMatch(/^23 de noviembre de 2026,? (a las )?5:30\sp\.\sm\.$/);
  });

  it('moves to the previous day when it is still that day in Bogotá', () => {
    expect(formatBogotaLong('2026-12-01T03:00:00Z')).toMatch(/^30 de noviembre de 2026,? (a las )?10:00\sp\.\sm\.$/);
  });
});

describe("formatMinorDecimal (the service's error texts)", () => {
  it('writes minor units as plain decimal text with two decimals and the currency code', () => {
    expect(formatMinorDecimal(45_000_000, 'COP')).toBe('450000.00 COP');
    expect(formatMinorDecimal(5, 'USD')).toBe('0.05 USD');
    expect(formatMinorDecimal(0, 'COP')).toBe('0.00 COP');
  });
});
