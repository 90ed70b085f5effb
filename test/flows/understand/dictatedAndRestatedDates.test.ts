/**
 * Dates said the way speech comes out: compounds dictated in two words ("veinti cinco"), a day restated after "o sea" /
 * "that is", ranges joined by "till", and a weekday "after next" said on that weekday. Read through the whole
 * understanding step on a Monday (2026-11-30).
 */
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '../../../src/flows/understand/destinations.js';
import { understand } from '../../../src/flows/understand/index.js';
import { readNumberAt } from '../../../src/flows/understand/numbers.js';
import { tokens } from '../../../src/flows/understand/text.js';
import type { DatesFound, Slot } from '../../../src/flows/understand/types.js';

const MONDAY = '2026-11-30';

function dates(text: string, lang: 'es' | 'en', expecting: Slot = 'dates'): Omit<DatesFound, 'spans'> | undefined {
  const d = understand(text, { lang, today: MONDAY, expecting, catalogue: DEMO_CATALOGUE }).dates;
  if (!d) return undefined;
  const { spans: _spans, ...rest } = d;
  return rest;
}

describe('Class: a one-word Spanish compound dictated in two words', () => {
  it.each([
    ['para el veinti cinco', { checkin: '2026-12-25' }],
    ['para el veinti cuatro de diciembre', { checkin: '2026-12-24' }],
    ['del veinti nueve al dos', { checkin: '2026-12-29', checkout: '2027-01-02', nights: 4 }],
    ['del diecisiete al veinti uno de enero', { checkin: '2027-01-17', checkout: '2027-01-21', nights: 4 }],
    ['eh sería del veinte al veinti cinco si hay disponibilidad', { checkin: '2026-12-20', checkout: '2026-12-25', nights: 5 }],
  ])('%s', (text, expected) => {
    expect(dates(text, 'es')).toMatchObject(expected);
  });

  it('reads a count of nights dictated so ("veinti un noches")', () => {
    expect(dates('eh veinti un noches', 'es', 'nights')).toMatchObject({ nights: 21 });
  });

  it('reads the number itself: the prefix and its unit, nothing else', () => {
    expect(readNumberAt(tokens('veinti siete'), 0, 'es')).toMatchObject({ value: 27, end: 2 });
    expect(readNumberAt(tokens('veinti un'), 0, 'es')).toMatchObject({ value: 21, end: 2 });
  });

  it('near miss: the prefix before anything but a unit is no number', () => {
    expect(readNumberAt(tokens('veinti algo'), 0, 'es')).toBeUndefined();
    expect(readNumberAt(tokens('veinti diez'), 0, 'es')).toBeUndefined();
    expect(dates('veinti algo', 'es')).toBeUndefined();
  });
});

describe('Class: a day restated after "o sea" / "es decir" / "that is"', () => {
  it.each([
    ['pasado mañana o sea el 2', 'es', '2026-12-02'],
    ['mañana, es decir el 1 de diciembre', 'es', '2026-12-01'],
    ['the day after tomorrow, that is the 2nd', 'en', '2026-12-02'],
    ['tomorrow that is the 1st', 'en', '2026-12-01'],
  ] as const)('%s', (text, lang, checkin) => {
    const d = dates(text, lang);
    expect(d?.checkin).toBe(checkin);
    expect(d?.checkout).toBeUndefined();
    expect(d?.ambiguity).toBeUndefined();
  });

  it.each([
    ['pasado mañana o sea el 3', 'es', ['2026-12-02', '2026-12-03']],
    ['tomorrow that is the 5th', 'en', ['2026-12-01', '2026-12-05']],
  ] as const)('near miss: two different days so said are asked back, never a range (%s)', (text, lang, days) => {
    const d = dates(text, lang);
    expect(d?.checkin).toBeUndefined();
    expect(d?.ambiguity).toMatchObject({ kind: 'choices', options: days.map((checkin) => ({ checkin })) });
  });
});

describe('Class: a range of days joined by any range word ("till", "til", "thru")', () => {
  it.each([
    ['20 till 27 Dec', 'en', '2026-12-20', '2026-12-27'],
    ['20 til 27 dec', 'en', '2026-12-20', '2026-12-27'],
    ['5 thru 8 march', 'en', '2027-03-05', '2027-03-08'],
    ['20 hasta 27 de diciembre', 'es', '2026-12-20', '2026-12-27'],
  ] as const)('%s', (text, lang, checkin, checkout) => {
    expect(dates(text, lang)).toMatchObject({ checkin, checkout });
  });
});

describe('Class: a weekday "after next" said on that weekday', () => {
  it.each([
    ['the Monday after next', 'en', '2026-12-14'],
    ['Monday after next', 'en', '2026-12-14'],
    ['el lunes después del próximo', 'es', '2026-12-14'],
    ['the Friday after next', 'en', '2026-12-11'],
  ] as const)('%s (said on a Monday)', (text, lang, checkin) => {
    const d = dates(text, lang);
    expect(d?.checkin).toBe(checkin);
    expect(d?.ambiguity).toBeUndefined();
  });

  it('near miss: "next Monday" alone stays asked back', () => {
    expect(dates('next Monday', 'en')?.ambiguity?.kind).toBe('choices');
  });
});

describe('Class: a weekday or weekend "after this one"', () => {
  it.each([
    ['the Friday after this one', 'en', '2026-12-11'],
    ['uh the Friday after this one you know not this week', 'en', '2026-12-11'],
    ['el viernes después de este', 'es', '2026-12-11'],
    ['el sábado después de este, por favor', 'es', '2026-12-12'],
    ['the weekend after this one', 'en', '2026-12-11'],
  ] as const)('%s (said on a Monday)', (text, lang, checkin) => {
    expect(dates(text, lang)?.checkin).toBe(checkin);
  });

  it('near miss: "after this month" is no "after this one"', () => {
    expect(dates('el viernes después de este mes', 'es')?.checkin).not.toBe('2026-12-11');
    expect(dates('the Friday after this month', 'en')?.checkin).not.toBe('2026-12-11');
  });
});

describe('Class: two bare lengths and a remark on the doubt, at the nights question', () => {
  it.each([
    ['3 or 4, depends on the flights', 'en', [3, 4]],
    ['maybe 3 or 4, depends on flights', 'en', [3, 4]],
    ['3 or 4 not sure yet', 'en', [3, 4]],
    ['tres o cuatro todavía no sé', 'es', [3, 4]],
    ['2 o 3, depende del vuelo', 'es', [2, 3]],
  ] as const)('%s', (text, lang, options) => {
    expect(dates(text, lang, 'nights')?.ambiguity).toEqual({ kind: 'nights', options });
  });

  it('near miss: a remark holding another number is a correction, not a doubt', () => {
    expect(dates('pues cuatro o cinco... mejor cinco', 'es', 'nights')?.ambiguity).toBeUndefined();
    // A correction's first half, read apart by the flow: punctuation alone is no remark.
    expect(dates('pues cuatro o cinco... ', 'es', 'nights')).toBeUndefined();
  });

  it('near miss: two counts of people are no lengths', () => {
    expect(dates('3 or 4 people', 'en', 'nights')).toBeUndefined();
    expect(dates('3 o 4 personas', 'es', 'nights')).toBeUndefined();
  });
});

describe('Class: a date described by its weekday after a comma', () => {
  it.each([
    ['3 nts from the 3rd, a Thursday', 'en', { checkin: '2026-12-03', checkout: '2026-12-06', nights: 3 }],
    ['the 4th, a Friday', 'en', { checkin: '2026-12-04' }],
    ['3 noches desde el 3, un jueves', 'es', { checkin: '2026-12-03', checkout: '2026-12-06', nights: 3 }],
    ['del 3, un jueves, al 6', 'es', { checkin: '2026-12-03', checkout: '2026-12-06', nights: 3 }],
  ] as const)('%s', (text, lang, expected) => {
    expect(dates(text, lang)).toMatchObject(expected);
  });

  it('near miss: a weekday the date does not fall on is asked back, not taken', () => {
    const d = dates('3 nts from the 3rd, a Friday', 'en');
    expect(d?.checkin).toBeUndefined();
    expect(d?.ambiguity?.kind).toBe('choices');
  });
});

describe('Class: a range of ordinal words', () => {
  it.each([
    ['December eleventh to fifteenth', { checkin: '2026-12-11', checkout: '2026-12-15', nights: 4 }],
    ['December 11th to fifteenth', { checkin: '2026-12-11', checkout: '2026-12-15', nights: 4 }],
    ['the eleventh to fifteenth of December', { checkin: '2026-12-11', checkout: '2026-12-15', nights: 4 }],
  ])('%s', (text, expected) => {
    expect(dates(text, 'en')).toMatchObject(expected);
  });

  it('near miss: ordinal words with no day before them are no range', () => {
    expect(dates('first to second', 'en')).toBeUndefined();
  });
});

describe('Class: "next <weekday>" with the coming one ruled out', () => {
  it.each([
    ['next saturday no not this one the one after', 'en', '2026-12-12'],
    ['next Saturday, not this one, the one after', 'en', '2026-12-12'],
    ['el sábado, no este, el otro', 'es', '2026-12-12'],
  ] as const)('%s', (text, lang, checkin) => {
    expect(dates(text, lang)?.checkin).toBe(checkin);
  });

  it('near miss: "next saturday" alone stays asked back', () => {
    expect(dates('next saturday', 'en')?.ambiguity?.kind).toBe('choices');
  });
});

describe('Class: a long weekend as a comparison', () => {
  it.each([
    ['from Thursday to Sunday you know like a long weekend', 'en'],
    ['del jueves al domingo, como un puente', 'es'],
  ] as const)('%s: the days said, no long weekend named', (text, lang) => {
    expect(dates(text, lang)).toMatchObject({ checkin: '2026-12-03', checkout: '2026-12-06', nights: 3 });
  });

  it('near miss: "a long weekend" alone still names the coming long weekends (asked)', () => {
    expect(dates('a long weekend', 'en')?.ambiguity?.kind).toBe('choices');
    expect(dates('un puente', 'es')?.ambiguity?.kind).toBe('choices');
  });
});

describe('Class: Spanish "next weekend" said outside a weekend', () => {
  it.each(['el fin de semana que viene', 'el próximo finde', 'el fin de semana entrante'])('%s (said on a Monday): the coming one', (text) => {
    expect(dates(text, 'es')).toMatchObject({ checkin: '2026-12-04', checkout: '2026-12-06', nights: 2 });
  });

  it('near miss: English "next weekend" stays asked back', () => {
    expect(dates('next weekend', 'en')?.ambiguity?.kind).toBe('choices');
  });
});

describe('Class: a day counted loosely', () => {
  it.each([
    ['eh en un par de días más o menos', 'es', '2026-12-02'],
    ['in 3 days or so', 'en', '2026-12-03'],
  ] as const)('%s: offered and asked, never taken', (text, lang, checkin) => {
    const d = dates(text, lang);
    expect(d?.checkin).toBeUndefined();
    expect(d?.ambiguity).toMatchObject({ kind: 'choices', options: [{ checkin }] });
  });

  it('near miss: a day counted exactly is taken', () => {
    expect(dates('en 3 días', 'es')?.checkin).toBe('2026-12-03');
    expect(dates('in 3 days', 'en')?.checkin).toBe('2026-12-03');
  });
});
