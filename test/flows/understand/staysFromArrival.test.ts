/**
 * Class: a stay described from the arrival. Leaving after some days or nights ("leave after 4 nights", "salimos a los
 * 3 días", "nos vamos al cabo de 4 días") is that many nights; a departure counted in days after the arrival ("we leave
 * the day after") at the nights question counts from the check-in the conversation knows.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '../../../src/flows/understand/destinations.js';
import { understand } from '../../../src/flows/understand/index.js';

const TODAY = '2026-11-29';

function read(text: string, lang: 'es' | 'en', atNights?: string) {
  return understand(text, { lang, today: TODAY, catalogue: DEMO_CATALOGUE, ...(atNights ? { expecting: 'nights' as const, anchor: atNights } : {}) }).dates;
}

describe('leaving after some days or nights', () => {
  it('"we arrive the 12th and leave after 4 nights" is the 12th, 4 nights', () => {
    expect(read('we arrive the 12th and leave after 4 nights', 'en')).toMatchObject({ checkin: '2026-12-12', checkout: '2026-12-16', nights: 4 });
  });
  it.each([
    ['salimos a los 3 días', 'es', 3],
    ['nos vamos al cabo de 4 días', 'es', 4],
    ['we leave after 4 nights', 'en', 4],
  ] as const)('at the nights question "%s" is %i nights', (text, lang, n) => {
    expect(read(text, lang, '2026-12-12')).toMatchObject({ nights: n });
  });
  it('"in 3 days, and we leave the day after" is one night from the day in three days', () => {
    expect(read('in 3 days, and we leave the day after', 'en')).toMatchObject({ checkin: '2026-12-02', checkout: '2026-12-03', nights: 1 });
  });
  it('without a word of leaving "a los 3 días" stays asked (2 or 3 nights)', () => {
    expect(read('a los 3 dias', 'es', '2026-12-12')?.nights).toBeUndefined();
  });
});

describe('a departure counted from the check-in known, at the nights question', () => {
  it.each([
    ['we leave the day after', 'en', '2026-12-13'],
    ['leaving two days after', 'en', '2026-12-14'],
    ['nos vamos dos días después', 'es', '2026-12-14'],
  ] as const)('"%s" leaves on %s', (text, lang, checkout) => {
    expect(read(text, lang, '2026-12-12')?.checkout).toBe(checkout);
  });
  it('"the day after" without a word of leaving is not read', () => {
    expect(read('the day after', 'en', '2026-12-12')?.checkout).toBeUndefined();
  });
  it('away from the nights question there is no arrival to count from', () => {
    expect(read('we leave the day after', 'en')?.checkout).toBeUndefined();
  });
});
