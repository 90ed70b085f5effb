/**
 * Classes of whole first messages (several slots at once) that were refused, round 5: a booking made for relatives
 * without the speaker, one other person said to travel alone, counted groups of grown-ups joined by "y"/"and", a
 * range restated after "bueno"/"actually" (its month kept), the first or last day of a stay said again as its
 * reason, the hyphen of "check-in", and "nt" for night. Each keeps the unsure readings asked.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '../../../src/flows/understand/destinations.js';
import { understand } from '../../../src/flows/understand/index.js';
import type { DatesFound, OccupancyFound } from '../../../src/flows/understand/types.js';

const TODAY = '2026-11-29';

/** The party read from `text` without its spans (undefined when none). */
function party(text: string, lang: 'es' | 'en'): Omit<OccupancyFound, 'spans'> | undefined {
  const o = understand(text, { lang, today: TODAY, catalogue: DEMO_CATALOGUE }).occupancy;
  if (!o) return undefined;
  const { spans: _spans, ...rest } = o;
  return rest;
}

/** The check-in, check-out and nights read from `text` (undefined when no stay). */
function stay(text: string, lang: 'es' | 'en'): Pick<DatesFound, 'checkin' | 'checkout' | 'nights'> | undefined {
  const d = understand(text, { lang, today: TODAY, catalogue: DEMO_CATALOGUE }).dates;
  if (!d?.checkin) return undefined;
  return { checkin: d.checkin, checkout: d.checkout, nights: d.nights };
}

describe('a booking made for relatives, the speaker not among them', () => {
  it.each([
    ['reserva para mis papás en Cartagena del 3 al 5', 'es', 2],
    ['Necesitamos una habitación para mi papá de 80 años y mi mamá, en Medellín, desde el miércoles, 4 noches', 'es', 2],
    ["We need a hotel in Cartagena, two nights, starting the day after tomorrow. It's for my parents (both in their 70s)", 'en', 2],
    ["I'd like to book for my parents, Cartagena 3 nights", 'en', 2],
  ] as const)('%s', (text, lang, adults) => expect(party(text, lang)?.adults).toBe(adults));
  it('stays asked with one relative, the speaker named, company or no trip', () => {
    expect(party('Cartagena para mi esposa', 'es')?.adults).toBeUndefined();
    expect(party('para mis papás y yo, Cartagena del 3 al 5', 'es')?.adults).toBe(3);
    expect(party('voy para Cartagena con mis papás', 'es')?.adults).toBe(3);
    expect(party('quiero un regalo para mis papás', 'es')).toBeUndefined();
    expect(party('cartagena 2 hab: una pa mis papás y otra pa mí y mi esposa, del 3 al 6 de abril', 'es')?.adults).toBeUndefined();
  });
});

describe('one other person said to travel alone', () => {
  it.each([
    ['Necesito Bogotá para el martes, una noche, es para mi papá que va a una cita en la clínica, él solito', 'es'],
    ['mi jefe me pidió reservar: Medellín, del 3 al 5, él solo.', 'es'],
    ['a new hire relocating to Bogotá needs a hotel for 30 nights starting March 1st. Just her.', 'en'],
    ['Medellín, staying four nights, just him.', 'en'],
    ['Looking for a hotel in Bogota for 2 nights. Arriving on the 3rd. Solo business trip.', 'en'],
  ] as const)('%s', (text, lang) => expect(party(text, lang)?.adults).toBe(1));
  it('"él solo" before a verb is "only"', () => {
    expect(party('él solo quiere saber precios', 'es')).toBeUndefined();
  });
});

describe('counted groups of grown-ups joined by "y"/"and"', () => {
  it.each([
    ['20 señoras y 4 señores, Cartagena del 3 al 5', 'es', 24],
    ['3 amigos y 2 amigas, Cartagena del 3 al 5', 'es', 5],
    ['booking for our book club: 8 women, Cartagena, February 20th to the 24th', 'en', 8],
    ['two pensioners, Bogotá 4 nights from 15th January', 'en', 2],
  ] as const)('%s', (text, lang, adults) => expect(party(text, lang)?.adults).toBe(adults));
  it('with the speaker going with them, one more; as a chat about others, nothing', () => {
    expect(party('voy con 3 amigos y 2 amigas, Cartagena del 3 al 5', 'es')?.adults).toBe(6);
    expect(party('3 amigos y 2 amigas me recomendaron Cartagena', 'es')).toBeUndefined();
  });
});

describe('a range restated after a filler or a correction', () => {
  it.each([
    ['Medellín del 5 al 8 de enero, bueno, del 5 al 9', 'es', { checkin: '2027-01-05', checkout: '2027-01-09', nights: 4 }],
    ['del 10 al 12 de enero, bueno, en realidad del 10 al 13', 'es', { checkin: '2027-01-10', checkout: '2027-01-13', nights: 3 }],
    ['April 3rd to the 8th — actually make it the 4th to the 8th', 'en', { checkin: '2027-04-04', checkout: '2027-04-08', nights: 4 }],
    ['April 3rd to the 8th, no, the 4th to the 8th', 'en', { checkin: '2027-04-04', checkout: '2027-04-08', nights: 4 }],
    ['July 10 — no, July 12 — to July 15. Wait, the 12th to the 16th.', 'en', { checkin: '2027-07-12', checkout: '2027-07-16', nights: 4 }],
    ['del 30 de enero al 2 de febrero, no, del 31 al 3', 'es', { checkin: '2027-01-31', checkout: '2027-02-03', nights: 3 }],
  ] as const)('%s', (text, lang, expected) => expect(stay(text, lang)).toEqual(expected));
  it('"bueno" with no range after it changes nothing', () => {
    expect(stay('del 5 al 8 de enero, bueno, si se puede', 'es')).toEqual({ checkin: '2027-01-05', checkout: '2027-01-08', nights: 3 });
  });
});

describe("a stay's first or last day said again as its reason", () => {
  it.each([
    ['Medellín del 5 al 9 de enero porque el vuelo de regreso es el 9', 'es', { checkin: '2027-01-05', checkout: '2027-01-09', nights: 4 }],
    [
      "We're flying into Santa Marta on the 15th of August, check-in the 15th, out the 19th",
      'en',
      { checkin: '2027-08-15', checkout: '2027-08-19', nights: 4 },
    ],
  ] as const)('%s', (text, lang, expected) => expect(stay(text, lang)).toEqual(expected));
  it('another day inside the stay is no repeat: nothing is guessed', () => {
    expect(stay('del 5 al 9, el 7 es el cumpleaños', 'es')).toBeUndefined();
  });
});

describe('role words and shortenings', () => {
  it('the hyphen of "check-in" is no "to"', () => {
    expect(stay('Cartagena check-in 15 dic - check-out 18 dic', 'en')).toEqual({ checkin: '2026-12-15', checkout: '2026-12-18', nights: 3 });
  });
  it('"nt" after a number is a night', () => {
    expect(stay('need bogota tmrw 1 nt just me', 'en')).toEqual({ checkin: '2026-11-30', checkout: '2026-12-01', nights: 1 });
  });
});

describe('the speaker with a partner or a relative described another way', () => {
  it.each([
    // "our honeymoon": a couple, whatever the possessive
    ["We'd love to stay at Casa Getsemani for our honeymoon!! Feb 14 for 5 nights", 'en', 2],
    // the speaker taking someone along ("llevar a", "take"): like "con"
    ['quiero llevar a mi esposa a Cartagena el 14 de febrero, tres noches', 'es', 2],
    ['I want to take my wife to Cartagena Feb 14 for 3 nights', 'en', 2],
    // an adjective of age between the possessive and the relative
    ['Travelling with my elderly mother (89) to Bogotá. Arriving Tuesday, staying 5 nights.', 'en', 2],
  ] as const)('%s', (text, lang, adults) => expect(party(text, lang)?.adults).toBe(adults));
  it('a verb of taking with no relative, or an adjective of age with talk about a trip, reads no party', () => {
    expect(party('take my advice', 'en')).toBeUndefined();
    expect(party('my old friend recommended Bogotá', 'en')).toBeUndefined();
  });
});
