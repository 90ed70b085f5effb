/**
 * Class "a bare answer with chatter" at the nights question: the number said alone in its own clause, chatter without
 * numbers in the other clauses ("3, hay piscina?", "twelve (12)"), is the answer; any other number leaves it unread.
 *
 * Class "a day restated after bueno": "salgo el 9... bueno el 10" — "bueno" right before a day of the same kind takes
 * the day before it back (a repair of the correction lexicon that alone is no repair: "bueno, el 10" stays as said).
 *
 * Class "a length refused with its reason": "10 noches no, muy caro, 7" — the number ending the message is the length.
 */
import { describe, expect, it } from 'vitest';
import { readAnswer } from './read.js';

describe('a bare answer with chatter at the nights question', () => {
  it.each([
    ['3, hay piscina?', 'es', 3],
    ['2 pues, hay desayuno incluido?', 'es', 2],
    ['treinta, el mes completico', 'es', 30],
    ['lo mismo que el año pasado, 5', 'es', 5],
    ['el máximo que se pueda, 30', 'es', 30],
    ['twelve (12)', 'en', 12],
    ['30 (the maximum I think?)', 'en', 30],
    // (an amount of money is no number of the stay)
    ['Two. Our budget is like 120 dollars a night', 'en', 2],
  ] as const)('%s (%s) → %i', (text, lang, n) => {
    expect(readAnswer(text, 'nights', lang, '2026-12-14').bareNumber).toBe(n);
  });

  it.each([
    ['3, o 4', 'es'],
    ['3, y mis papás 2', 'es'],
  ] as const)('%s (%s) → unread', (text, lang) => {
    expect(readAnswer(text, 'nights', lang, '2026-12-14').bareNumber).toBeUndefined();
  });

  it('elsewhere a number with chatter is not an answer', () => {
    expect(readAnswer('3, hay piscina?', 'party').bareNumber).toBeUndefined();
  });
});

describe('a day restated after "bueno"', () => {
  it('the departure restated', () => {
    const d = readAnswer('llego el 6 de junio y salgo el 9... bueno el 10', 'dates').dates;
    expect({ checkin: d?.checkin, checkout: d?.checkout }).toEqual({ checkin: '2027-06-06', checkout: '2027-06-10' });
  });

  it('a count with its noun after a day and a marker repairs no day', () => {
    const d = readAnswer('llego el 15, mejor 3 noches', 'dates').dates;
    expect({ checkin: d?.checkin, nights: d?.nights }).toEqual({ checkin: '2026-12-15', nights: 3 });
  });
});

describe('a length refused with its reason', () => {
  it.each([
    ['10 noches no, muy caro, 7', 'es', 7],
    ['5 nights no, too long, 3', 'en', 3],
    ['10 noches no, muy caro', 'es', 10],
  ] as const)('%s (%s) → %i nights', (text, lang, n) => {
    expect(readAnswer(text, 'nights', lang, '2026-12-14').dates?.nights).toBe(n);
  });
});
