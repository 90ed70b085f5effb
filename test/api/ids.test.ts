import { describe, expect, it } from 'vitest';
import { CHATBOT_ID_ALPHABET, CHATBOT_ID_PATTERN, parseChatbotId } from '../../src/api/contract/index.js';
import { authorizationCode, newChatbotId, randomCode, randomSymbols, timeOrderedCode } from '../../src/api/domain/ids.js';

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

describe('booking codes (chatbot ids of new bookings)', () => {
  it('the alphabet has 29 symbols and none of 0 O 1 I L (nor U, V)', () => {
    expect(CHATBOT_ID_ALPHABET).toHaveLength(29);
    expect(new Set(CHATBOT_ID_ALPHABET).size).toBe(29);
    for (const c of '0O1ILUV') expect(CHATBOT_ID_ALPHABET).not.toContain(c);
    expect(CHATBOT_ID_ALPHABET).toMatch(/^[2-9A-Z]+$/);
  });

  it('are CB- and three groups of four symbols of the alphabet, different every time, and read back as themselves', () => {
    const codes = Array.from({ length: 2000 }, newChatbotId);
    for (const c of codes) {
      expect(c).toMatch(CHATBOT_ID_PATTERN);
      expect(c).toMatch(/^CB-[23456789ABCDEFGHJKMNPQRSTWXYZ]{4}-[23456789ABCDEFGHJKMNPQRSTWXYZ]{4}-[23456789ABCDEFGHJKMNPQRSTWXYZ]{4}$/);
      expect(c.slice(3)).not.toMatch(/[01ILOUV]/);
      expect(parseChatbotId(c)).toBe(c);
    }
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('draws every symbol equally: each byte below 232 gives one symbol (8 bytes per symbol), the 24 above are dropped', () => {
    // Every byte value once: exactly 8 of each symbol, and nothing from 232 to 255.
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    let served = false;
    const once = (n: number) => {
      expect(n).toBeGreaterThan(0);
      if (served) throw new Error('asked twice');
      served = true;
      return all;
    };
    const symbols = randomSymbols(CHATBOT_ID_ALPHABET, 232, once);
    const counts = new Map<string, number>();
    for (const c of symbols) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect([...counts.keys()].sort().join('')).toBe([...CHATBOT_ID_ALPHABET].sort().join(''));
    expect(new Set(counts.values())).toEqual(new Set([8]));
    // Bytes at or above 232 are skipped, not folded onto the first symbols; the source is asked again when they run out.
    const queue = [Uint8Array.of(232, 255, 240, 0), Uint8Array.of(250), Uint8Array.of(28, 231, 57)];
    expect(randomSymbols(CHATBOT_ID_ALPHABET, 4, () => queue.shift()!)).toBe('2ZZZ');
    expect(() => randomSymbols(CHATBOT_ID_ALPHABET, 1, () => new Uint8Array(0))).toThrow(RangeError);
    expect(() => randomSymbols('AA', 1)).toThrow(RangeError);
    expect(() => randomSymbols('A', 1)).toThrow(RangeError);
    expect(() => randomSymbols('AB', -1)).toThrow(RangeError);
    expect(randomSymbols('AB', 0)).toBe('');
  });

  it('from the system pool, all 29 symbols at every position in like numbers', () => {
    // 29,000 codes: 1,000 expected per symbol and position. A chi-squared over 28 degrees of freedom above 90
    // happens by chance with probability 2·10⁻⁸ per position; one symbol drawn 1.5 times as often gives about 260.
    const n = 29_000;
    const counts = Array.from({ length: 12 }, () => new Map<string, number>());
    for (let i = 0; i < n; i++) {
      const symbols = newChatbotId().slice(3).replaceAll('-', '');
      for (let p = 0; p < 12; p++) counts[p]!.set(symbols[p]!, (counts[p]!.get(symbols[p]!) ?? 0) + 1);
    }
    const expected = n / 29;
    for (const position of counts) {
      expect(position.size).toBe(29);
      const chi2 = [...position.values()].reduce((s, o) => s + (o - expected) ** 2 / expected, 0);
      expect(chi2).toBeLessThan(90);
    }
  });
});
