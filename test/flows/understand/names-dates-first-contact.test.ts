/**
 * Name and date classes seen wrong on first contact with new guests: compound
 * given names (a lexicon given name or a devotional "del Pilar" second), two
 * days sharing a month said with arrive/leave verbs, a month-dash-day in US
 * order after a check-in word, and a puente named by its holiday's date.
 */
import { describe, expect, it } from 'vitest';
import { extractDates } from '../../../src/flows/understand/dates/index.js';
import { extractPerson, parseNameLexicon } from '../../../src/flows/understand/guest.js';
import { foldKeepLength } from '../../../src/flows/understand/text.js';
import type { DatesFound, GuestFound, Slot } from '../../../src/flows/understand/types.js';

type Lang = 'es' | 'en';
const SUN = '2026-11-29'; // a Sunday

function person(text: string, lang: Lang = 'es'): Omit<GuestFound, 'spans'> | undefined {
  const r = extractPerson({ raw: text, folded: foldKeepLength(text), lang, today: SUN, expecting: 'name' });
  if (!r) return undefined;
  const { spans: _spans, ...rest } = r;
  return rest;
}

function dates(text: string, lang: Lang, expecting: Slot = 'dates'): Omit<DatesFound, 'spans'> | undefined {
  const r = extractDates({ raw: text, folded: foldKeepLength(text), lang, today: SUN, expecting });
  if (!r) return undefined;
  const { spans: _spans, ...rest } = r;
  return rest;
}

describe('compound given names', () => {
  it.each([
    ['José Gregorio Hernández', 'es', { firstName: 'José Gregorio', lastName: 'Hernández' }],
    // "Alonso" is as often a first surname as a second given name: after a given name that rarely heads a compound, the
    // second word is the first surname, as for "Javier Martín López" (the guest sees the split in the summary).
    ['jairo alonso quintero', 'es', { firstName: 'Jairo', lastName: 'Alonso Quintero' }],
    ['Juan Pablo Ríos', 'es', { firstName: 'Juan Pablo', lastName: 'Ríos' }],
    ['Luz Marina Fonseca', 'es', { firstName: 'Luz Marina', lastName: 'Fonseca' }],
    ['José Gregorio Hernández', 'en', { firstName: 'José Gregorio', lastName: 'Hernández' }],
    // a devotional second name after a particle is a given name, a place or a thing is a surname
    ['María del Pilar Vanegas', 'es', { firstName: 'María del Pilar', lastName: 'Vanegas' }],
    ['María de los Ángeles Rojas', 'es', { firstName: 'María de los Ángeles', lastName: 'Rojas' }],
    ['María del Carmen', 'es', { firstName: 'María del Carmen' }],
    ['Ana María de la Torre', 'es', { firstName: 'Ana María', lastName: 'de la Torre' }],
    ['Ana de la Torre', 'es', { firstName: 'Ana', lastName: 'de la Torre' }],
    // a second word both a given name and a surname after a name that heads compounds: asked
    ['Carlos León Gómez', 'es', { fullName: 'Carlos León Gómez' }],
    ['Carlos Marín Gómez', 'es', { fullName: 'Carlos Marín Gómez' }],
    ['Fernando Alonso', 'es', { firstName: 'Fernando', lastName: 'Alonso' }],
  ] as const)('%s (%s)', (text, lang, expected) => {
    expect(person(text, lang)).toEqual(expected);
  });

  it('refuses a malformed name lexicon, naming the problem', () => {
    const bad = {
      about: '',
      given: ['ana'],
      alsoSurname: [],
      compoundSecond: ['paz'],
      compoundSecondOfThree: [],
      compoundHeads: [],
      englishGiven: [],
      devotional: { about: '', names: [] },
    };
    expect(() => parseNameLexicon(bad, 'test')).toThrow(/paz/);
    expect(() => parseNameLexicon({ ...bad, compoundSecond: [], given: ['Ána'] }, 'test')).toThrow(/folded/);
  });
});

describe('two days sharing one month, with arrive and leave verbs', () => {
  it.each([
    ['llegamos 14 nos vamos 16 de marzo', 'es', { checkin: '2027-03-14', checkout: '2027-03-16', nights: 2 }],
    ['llegamos 14 y salimos 16 de marzo', 'es', { checkin: '2027-03-14', checkout: '2027-03-16', nights: 2 }],
    ['llego el 14 y me voy el 16 de marzo', 'es', { checkin: '2027-03-14', checkout: '2027-03-16', nights: 2 }],
    ['arrive 14 leave 16 march', 'en', { checkin: '2027-03-14', checkout: '2027-03-16', nights: 2 }],
  ] as const)('%s (%s)', (text, lang, expected) => {
    expect(dates(text, lang)).toEqual(expected);
  });

  it('"vamos" alone is going there, not leaving', () => {
    expect(dates('vamos el 14', 'es')?.checkin).toBe('2026-12-14');
    expect(dates('nos vamos el 16', 'es')).toMatchObject({ checkout: '2026-12-16' });
  });

  it('a bare number after an arrival verb said of people is no day', () => {
    expect(dates('llegamos 4 personas', 'es')).toBeUndefined();
  });
});

describe('a month, a dash and a day after a check-in word', () => {
  it.each([
    ['checkin 1-15', 'en', { checkin: '2027-01-15' }],
    ['check-in 1-15', 'en', { checkin: '2027-01-15' }],
    ['check out 1-20', 'en', { checkout: '2027-01-20' }],
    ['checkin 15-1', 'es', { checkin: '2027-01-15' }],
  ] as const)('%s (%s)', (text, lang, expected) => {
    expect(dates(text, lang)).toEqual(expected);
  });

  it('both orders possible: asked back', () => {
    expect(dates('checkin 3-4', 'en')?.ambiguity).toEqual({ kind: 'choices', options: [{ checkin: '2027-03-04' }, { checkin: '2027-04-03' }] });
  });
});

describe("a puente named by its holiday's date", () => {
  const raza = { label: 'puente de Día de la Raza', inferred: true, checkin: '2027-10-15', checkout: '2027-10-18', nights: 3 };
  it.each([
    ['el puente de octubre, el del 12 de octubre', 'es', raza],
    ['el puente del 12 de octubre', 'es', raza],
    ['the october long weekend, the one of October 12th', 'en', { ...raza, label: 'Columbus Day long weekend' }],
  ] as const)('%s (%s)', (text, lang, expected) => {
    expect(dates(text, lang)).toEqual(expected);
  });

  it('"the one of" a date is no first day of the month', () => {
    expect(dates('the one of july 20th', 'en')).toEqual({ checkin: '2027-07-20' });
  });
});
