/**
 * Date classes of two values offered, a half offset and a day taken back after a pause: asked back or read as the
 * guest meant, never guessed (one table per class, Spanish and English, with a near miss).
 */
import { describe, expect, it } from 'vitest';
import { lastCorrection, correctionTail } from '../../../src/flows/understand/amendments.js';
import { extractDates } from '../../../src/flows/understand/dates/index.js';
import { foldKeepLength } from '../../../src/flows/understand/text.js';
import type { DatesFound } from '../../../src/flows/understand/types.js';

const MON = '2026-11-30';
type Lang = 'es' | 'en';

function run(text: string, lang: Lang): Omit<DatesFound, 'spans'> | undefined {
  const r = extractDates({ raw: text, folded: foldKeepLength(text), lang, today: MON, expecting: 'dates' });
  if (!r) return undefined;
  const { spans: _spans, ...rest } = r;
  return rest;
}

describe('class "a length, or another": both lengths asked', () => {
  it.each<[string, Lang, number[]]>([
    ['una noche, o dos, no sé', 'es', [1, 2]],
    ['3 noches o 4', 'es', [3, 4]],
    ['3 noches o tal vez 4', 'es', [3, 4]],
    ['one night, or two', 'en', [1, 2]],
    ['3 nights, or maybe 4', 'en', [3, 4]],
  ])('%s', (text, lang, options) => {
    expect(run(text, lang)?.ambiguity).toEqual({ kind: 'nights', options });
  });
  it('near miss: "3 noches o 4 personas" keeps its 3 nights', () => {
    expect(run('3 noches o 4 personas', 'es')?.nights).toBe(3);
  });
});

describe('class "two ranges as alternatives" and "otherwise": both asked', () => {
  const two = (a: string, b: string, c: string, d: string, n: number) => ({
    kind: 'choices',
    options: [
      { checkin: a, checkout: b, nights: n },
      { checkin: c, checkout: d, nights: n },
    ],
  });
  it.each<[string, Lang, unknown]>([
    ['del 9 al 11, o si no del 16 al 18', 'es', two('2026-12-09', '2026-12-11', '2026-12-16', '2026-12-18', 2)],
    ['del 9 al 11 o del 16 al 18', 'es', two('2026-12-09', '2026-12-11', '2026-12-16', '2026-12-18', 2)],
    ['12th to 15th or 13th to 16th, still deciding', 'en', two('2026-12-12', '2026-12-15', '2026-12-13', '2026-12-16', 3)],
    ['el 15, si no el 16', 'es', { kind: 'choices', options: [{ checkin: '2026-12-15' }, { checkin: '2026-12-16' }] }],
    ['the 15th, or else the 16th', 'en', { kind: 'choices', options: [{ checkin: '2026-12-15' }, { checkin: '2026-12-16' }] }],
  ])('%s', (text, lang, ambiguity) => {
    expect(run(text, lang)?.ambiguity).toEqual(ambiguity);
  });
  it('near miss: a range taken back ("del 9 al 11, no, del 16 al 18") is the second', () => {
    expect(run('del 9 al 11, no, del 16 al 18', 'es')).toMatchObject({ checkin: '2026-12-16', checkout: '2026-12-18' });
  });
});

describe('class "an offset and a half": the two days it falls between asked', () => {
  it.each<[string, Lang, string[]]>([
    ['dentro de 2 semanas y media', 'es', ['2026-12-17', '2026-12-18']],
    ['en 3 días y medio', 'es', ['2026-12-03', '2026-12-04']],
    ['in two and a half weeks', 'en', ['2026-12-17', '2026-12-18']],
    ['in a week and a half', 'en', ['2026-12-10', '2026-12-11']],
  ])('%s', (text, lang, days) => {
    expect(run(text, lang)?.ambiguity).toEqual({ kind: 'choices', options: days.map((checkin) => ({ checkin })) });
  });
  it('near miss: "en 2 semanas" is that day', () => {
    expect(run('en 2 semanas', 'es')?.checkin).toBe('2026-12-14');
  });
});

describe('class "no" and a pause before the new value: a correction', () => {
  it.each<[string, string]>([
    ['mañana no... pasado', 'pasado mañana'],
    ['mañana no… pasado', 'pasado mañana'],
    ['mañana no - pasado', 'pasado mañana'],
    ['el 15 no... el 16', 'el 16'],
  ])('%s', (text, tail) => {
    const m = lastCorrection(text, 'es');
    expect(m && correctionTail(text, m)).toBe(tail);
  });
  it('near miss: "somos 3 no 2" (Spanish "3, not 2") is no correction marker', () => {
    expect(lastCorrection('somos 3 no 2', 'es')).toBeUndefined();
  });
});
