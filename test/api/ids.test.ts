import { describe, expect, it } from 'vitest';
import { authorizationCode, randomCode, timeOrderedCode } from '../../src/api/domain/ids.js';

describe('random identifiers', () => {
  it('hands out every random byte once, across many refills of the pool', () => {
    const seen = new Set<string>();
    // 2,000 codes of 16 bytes draw 32,000 bytes: eight refills of the 4 KiB pool.
    for (let i = 0; i < 2000; i++) {
      const code = randomCode('pl_');
      expect(code).toMatch(/^pl_[A-Za-z0-9_-]{22}$/);
      const bytes = Buffer.from(code.slice(3), 'base64url');
      expect(bytes).toHaveLength(16);
      // No 8-byte window of one code appears in another (overlapping draws would repeat them).
      for (let at = 0; at <= 8; at += 8) {
        const window = bytes.subarray(at, at + 8).toString('hex');
        expect(seen.has(window)).toBe(false);
        seen.add(window);
      }
    }
  });

  it('gives codes of any length, longer than the pool too, and six-digit authorization codes', () => {
    expect(Buffer.from(randomCode('', 5000), 'base64url')).toHaveLength(5000);
    expect(Buffer.from(randomCode('', 12), 'base64url')).toHaveLength(12);
    const codes = Array.from({ length: 500 }, authorizationCode);
    for (const c of codes) expect(c).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(450);
  });

  it('gives time-ordered codes: the instant in 9 base-36 digits, then 128 random bits; later codes sort after earlier ones', () => {
    const at = new Date('2026-11-24T23:30:00.123Z');
    const code = timeOrderedCode(at);
    expect(code).toMatch(/^[0-9a-z]{9}[A-Za-z0-9_-]{22}$/);
    expect(Number.parseInt(code.slice(0, 9), 36)).toBe(at.getTime());
    expect(Buffer.from(code.slice(9), 'base64url')).toHaveLength(16);
    // The same instant still gives a different code every time.
    expect(timeOrderedCode(at)).not.toBe(code);
    // From 1970 to the year 5000, across every change of the number of significant digits: byte order is time order.
    const instants = [0, 1, 35, 36, 1295, 46_656, 1e9, Date.parse('2001-09-09T01:46:40Z'), at.getTime(), at.getTime() + 1, Date.parse('5000-01-01T00:00:00Z')];
    const codes = instants.map((ms) => timeOrderedCode(new Date(ms)));
    expect([...codes].sort()).toEqual(codes);
    expect(codes.every((c) => c.length === 31)).toBe(true);
  });
});
