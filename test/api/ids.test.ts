import { describe, expect, it } from 'vitest';
import { authorizationCode, randomCode } from '../../src/api/domain/ids.js';

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
});
