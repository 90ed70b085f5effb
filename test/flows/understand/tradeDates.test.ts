/**
 * Date classes of agencies' shorthand and of guests' own words, one table per
 * class (Spanish and English): trade nights shorthand ("x 2 nts", "6 n.",
 * "out +2", "tres (3) noches"), a numeric date with its format said, a lone
 * dotted date at the dates question, corrections inside a date phrase, a
 * weekday describing a date, hedged days, arrivals a month away and
 * indefinite weekends (asked), the
 * Spanish "next weekend" said on a Sunday, "the next day" as a departure,
 * festivals and guests' holidays anchoring a range, named days of another
 * year, and two bare lengths in doubt at the nights question.
 */
import { describe, expect, it } from 'vitest';
import { extractDates } from '../../../src/flows/understand/dates/index.js';
import { DEMO_CATALOGUE } from '../../../src/flows/understand/destinations.js';
import { understand } from '../../../src/flows/understand/index.js';
import { foldKeepLength } from '../../../src/flows/understand/text.js';
import type { DatesFound, Slot } from '../../../src/flows/understand/types.js';

const SUN = '2026-11-29'; // a Sunday
const MON = '2026-11-30'; // a Monday
const CHECKIN = '2026-12-14'; // the check-in known at the nights question
type Lang = 'es' | 'en';
type Expected = Omit<DatesFound, 'spans'> | undefined;

function run(text: string, lang: Lang, expecting: Slot | undefined = 'dates', today = SUN): Expected {
  const r = extractDates({ raw: text, folded: foldKeepLength(text), lang, today, expecting, ...(expecting === 'nights' ? { anchor: CHECKIN } : {}) });
  if (!r) return undefined;
  const { spans: _spans, ...rest } = r;
  return rest;
}
/** The dates read by the whole understanding (other readers take their words first). */
const read = (text: string, lang: Lang, expecting: Slot | undefined = 'dates') =>
  understand(text, { lang, today: SUN, catalogue: DEMO_CATALOGUE, expecting, ...(expecting === 'nights' ? { anchor: CHECKIN } : {}) }).dates;

const stay = (checkin: string, checkout: string, nights: number) => ({ checkin, checkout, nights });

describe('trade nights shorthand', () => {
  it.each<[string, Lang, Slot | undefined, Partial<DatesFound>]>([
    ['in 31/12 x 2 nts', 'es', 'dates', stay('2026-12-31', '2027-01-02', 2)],
    ['pasado mañana x 3', 'es', 'dates', stay('2026-12-01', '2026-12-04', 3)],
    ['el 15 x 3', 'es', 'dates', stay('2026-12-15', '2026-12-18', 3)],
    ['14 ene., 3 n.', 'es', 'dates', stay('2027-01-14', '2027-01-17', 3)],
    ['x4 n.', 'es', 'nights', { nights: 4 }],
    ['6 n.', 'es', 'nights', { nights: 6 }],
    ['tres (3) noches', 'es', 'nights', { nights: 3 }],
    ['3 (tres) noches', 'es', 'nights', { nights: 3 }],
    ['out +2', 'en', 'nights', { nights: 2 }],
    ['in 15/03 out +2', 'en', 'dates', stay('2027-03-15', '2027-03-17', 2)],
  ])('%s', (text, lang, expecting, expected) => {
    expect(run(text, lang, expecting)).toMatchObject(expected);
  });
  it('"x2" after a room word is no length', () => {
    expect(read('DBL x2, 4 pax', 'es', 'party')).toBeUndefined();
  });
});

describe('a numeric date with its format said is read in that order', () => {
  it.each<[string, string]>([
    ['1/12 - UK format, so the first of December', '2026-12-01'],
    ['12/1 (US date)', '2026-12-01'],
    ['3/4, formato europeo', '2027-04-03'],
  ])('%s', (text, checkin) => {
    expect(run(text, 'en')).toEqual({ checkin });
  });
});

describe('a lone dotted day.month answering the dates question', () => {
  it('is a date, day first', () => expect(run('10.08', 'es')).toEqual({ checkin: '2027-08-10' }));
  it('is nothing elsewhere', () => expect(run('10.08', 'es', 'party')).toBeUndefined());
  it('is nothing when it is no day.month', () => expect(run('7.30', 'es')).toBeUndefined());
});

describe('corrections inside a date phrase', () => {
  it.each<[string, Lang, Partial<DatesFound>]>([
    ['12 al 15 dic., corrijo: 13 al 16', 'es', stay('2026-12-13', '2026-12-16', 3)],
    ['del 15 al 18 no perdón del 16 al 19', 'es', stay('2026-12-16', '2026-12-19', 3)],
    ['pasado mañana por dos noches no mentiras por tres', 'es', stay('2026-12-01', '2026-12-04', 3)],
    ['two nights, sorry, for three', 'en', { nights: 3 }],
  ])('%s', (text, lang, expected) => {
    expect(read(text, lang)).toMatchObject(expected);
  });
});

describe('a weekday describing a date invents no length', () => {
  it('a weekday that falls on the date: the date', () => {
    expect(run('el 12 de diciembre, sábado', 'es')).toEqual({ checkin: '2026-12-12' });
    expect(run('el 13 de diciembre que es domingo', 'es')).toEqual({ checkin: '2026-12-13' });
  });
  it('a weekday that does not: both asked', () => {
    expect(run('el trece de diciembre que es sábado creo', 'es')).toEqual({
      inferred: true,
      ambiguity: { kind: 'choices', options: [{ checkin: '2026-12-13' }, { checkin: '2026-12-05' }] },
    });
  });
});

describe('a day said with a word of "about" is asked back', () => {
  it.each<[string, Lang, Expected]>([
    ['around the 15th', 'en', { inferred: true, ambiguity: { kind: 'choices', options: [{ checkin: '2026-12-15' }] } }],
    ['alrededor del 20', 'es', { inferred: true, ambiguity: { kind: 'choices', options: [{ checkin: '2026-12-20' }] } }],
    ['2 nights around the 15th', 'en', { inferred: true, nights: 2, ambiguity: { kind: 'choices', options: [stay('2026-12-15', '2026-12-17', 2)] } }],
  ])('%s', (text, lang, expected) => {
    expect(run(text, lang)).toEqual(expected);
  });
  it.each(['en un mes más o menos', 'dentro de un mes', 'in a month'])('an arrival a month away is asked: %s', (text) => {
    expect(run(text, 'es')).toEqual({ inferred: true, ambiguity: { kind: 'choices', options: [{ checkin: '2026-12-29' }] } });
  });
  it('a length with a hedge after a comma is asked too', () => {
    expect(run('a week, give or take', 'en')).toEqual({ ambiguity: { kind: 'nights', options: [7] } });
  });
});

describe('an indefinite weekend is asked, its nights not taken', () => {
  const weekends = ['2026-12-04', '2026-12-11', '2026-12-18', '2026-12-25'].map((d, n) =>
    stay(d, ['2026-12-06', '2026-12-13', '2026-12-20', '2026-12-27'][n]!, 2),
  );
  it('"un finde" alone: the coming four weekends', () => {
    expect(run('un finde', 'es')).toEqual({ label: 'fin de semana', inferred: true, ambiguity: { kind: 'choices', options: weekends } });
  });
  it('"a long weekend in Feb": the month is asked, no length', () => {
    expect(run('a long weekend in feb', 'en')).toEqual({ ambiguity: { kind: 'monthOnly', year: 2027, month: 2 } });
  });
  it('with a day, or at the nights question, it is two nights', () => {
    expect(run('el 15 por un finde', 'es')).toMatchObject(stay('2026-12-15', '2026-12-17', 2));
    expect(run('un finde', 'es', 'nights')).toMatchObject({ nights: 2 });
  });
});

describe('Spanish "next weekend" said outside a weekend is the coming one', () => {
  it.each(['el finde que viene', 'el próximo fin de semana', 'el fin de semana entrante'])('%s', (text) => {
    expect(run(text, 'es')).toMatchObject(stay('2026-12-04', '2026-12-06', 2));
  });
  it('"el finde siguiente al próximo" is the one after', () => {
    expect(run('el finde siguiente al próximo', 'es')).toMatchObject(stay('2026-12-11', '2026-12-13', 2));
  });
  it('said on a Monday it is the coming one too ("el fin de semana que viene", Colombian usage)', () => {
    expect(run('el finde que viene', 'es', 'dates', MON)).toMatchObject(stay('2026-12-04', '2026-12-06', 2));
    expect(run('el fin de semana que viene', 'es', 'dates', MON)).toMatchObject(stay('2026-12-04', '2026-12-06', 2));
  });
  it('said on a Friday or a Saturday (inside a weekend) it is still asked', () => {
    expect(run('el próximo fin de semana', 'es', 'dates', '2026-12-04')?.ambiguity?.kind).toBe('choices');
    expect(run('el finde que viene', 'es', 'dates', '2026-12-05')?.ambiguity?.kind).toBe('choices');
  });
  it('English "next weekend" is still asked on a Sunday', () => {
    expect(run('next weekend', 'en')?.ambiguity?.kind).toBe('choices');
  });
});

describe('"the next day" is one day after the date before it', () => {
  it.each<[string, Lang, Slot, Partial<DatesFound>]>([
    ['salimos al otro día', 'es', 'nights', { checkout: '2026-12-15' }],
    ['nos vamos al día siguiente', 'es', 'nights', { checkout: '2026-12-15' }],
    ['we leave the next day', 'en', 'nights', { checkout: '2026-12-15' }],
    ['mañana y salen al día siguiente', 'es', 'dates', stay('2026-11-30', '2026-12-01', 1)],
    ['we fly home after six nights', 'en', 'nights', { nights: 6 }],
  ])('%s', (text, lang, expecting, expected) => {
    expect(read(text, lang, expecting)).toMatchObject(expected);
  });
});

describe('a festival or a guest holiday anchors the range', () => {
  it.each<[string, Lang, Partial<DatesFound>]>([
    ['del sábado al martes de carnaval', 'es', stay('2027-02-06', '2027-02-09', 3)],
    ['Columbus Day weekend (US), Fri-Mon', 'en', stay('2027-10-08', '2027-10-11', 3)],
    ['the Colombian Columbus Day long weekend (Día de la Raza)', 'en', stay('2027-10-15', '2027-10-18', 3)],
    ["St Stephen's Day for a week", 'en', stay('2026-12-26', '2027-01-02', 7)],
    ['Anzac Day', 'en', { checkin: '2027-04-25' }],
  ])('%s', (text, lang, expected) => {
    expect(run(text, lang)).toMatchObject(expected);
  });
  it('carnival alone claims no day: its exact dates are asked', () => expect(run('carnaval', 'es')?.ambiguity).toEqual({ kind: 'vague', said: 'carnaval' }));
  it('"Columbus Day weekend" alone offers both weekends', () => {
    expect(run('Columbus Day weekend', 'en')?.ambiguity).toEqual({
      kind: 'choices',
      options: [stay('2027-10-08', '2027-10-11', 3), stay('2027-10-15', '2027-10-18', 3)],
    });
  });
});

describe('a named day or a month of another year is refused, not read as the coming one', () => {
  it.each<[string, Lang, string]>([
    ['Christmas 2029', 'en', 'tooFar'],
    ['navidad del 2029', 'es', 'tooFar'],
    ['last Christmas', 'en', 'past'],
    ['la navidad pasada', 'es', 'past'],
    ['check-in 2 days ago', 'en', 'past'],
    ['pa diciembre del 2028', 'es', 'tooFar'],
  ])('%s', (text, lang, kind) => {
    expect(run(text, lang)?.problem?.kind).toBe(kind);
  });
  it('the coming year written changes nothing', () => {
    expect(run('Christmas 2026', 'en')?.ambiguity?.kind).toBe('choices');
    expect(run('en noviembre del 2027', 'es')?.ambiguity).toEqual({ kind: 'monthOnly', year: 2027, month: 11 });
  });
});

describe('two bare lengths in doubt at the nights question are asked', () => {
  it.each<[string, Lang, number[]]>([
    ['4, maybe 5', 'en', [4, 5]],
    ['tres, tal vez cuatro', 'es', [3, 4]],
  ])('%s', (text, lang, options) => {
    expect(read(text, lang, 'nights')).toMatchObject({ ambiguity: { kind: 'nights', options } });
  });
  it.each(['tres, no, cuatro', 'mmm tres no cuatro'])('a self-correction is the later number: %s', (text) => {
    expect(understand(text, { lang: 'es', today: SUN, catalogue: DEMO_CATALOGUE, expecting: 'nights', anchor: CHECKIN }).bareNumber).toBe(4);
  });
});
