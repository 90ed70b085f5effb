/**
 * Classes fixed in session 45g, read through the whole understanding step (`understand`): a month written between
 * two numbers ("14 dec 21") belongs to the day after it when the range's other end is written month first, or when
 * the number before it closes a list of ages.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '../../../src/flows/understand/destinations.js';
import { understand } from '../../../src/flows/understand/index.js';
import type { Understanding } from '../../../src/flows/understand/types.js';

const TODAY = '2026-11-29';

function read(text: string, lang: 'es' | 'en' = 'en'): Understanding {
  return understand(text, { lang, today: TODAY, catalogue: DEMO_CATALOGUE });
}

describe('the two ends of a range are written in the same order; a number closing an age list is not a day', () => {
  it.each([
    ['cartagena 2 adults 2 kids 10 and 14 dec 21 to dec 26', 'en'],
    ['2 kids 10 and 14 december 21 to december 26', 'en'],
    ['2 niños de 10 y 14 dic 21 a dic 26', 'es'],
  ] as const)('"%s" is 21 to 26 December with the ages 10 and 14', (text, lang) => {
    const u = read(text, lang);
    expect(u.dates).toMatchObject({ checkin: '2026-12-21', checkout: '2026-12-26', nights: 5 });
    expect(u.occupancy).toMatchObject({ children: 2, ages: [10, 14] });
  });
  it('a day written before its month stays so when the range is written day first', () => {
    expect(read('14 dec to 18 dec').dates).toMatchObject({ checkin: '2026-12-14', checkout: '2026-12-18' });
    expect(read('del 14 dic al 18 dic', 'es').dates).toMatchObject({ checkin: '2026-12-14', checkout: '2026-12-18' });
  });
});
