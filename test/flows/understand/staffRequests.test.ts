/**
 * Asking for a person in the guest's own words, and requests only staff can answer said inside a whole request: a late
 * arrival as a 24-hour time or with another subject ("uno llega tarde"), billing to a company, and special wishes (rooms
 * side by side, a view, "anything special" for an occasion).
 */
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '../../../src/flows/understand/destinations.js';
import { understand } from '../../../src/flows/understand/index.js';
import type { Slot, Understanding } from '../../../src/flows/understand/types.js';

function read(text: string, lang: 'es' | 'en' = 'es', expecting?: Slot): Understanding {
  return understand(text, { lang, today: '2026-11-29', expecting, catalogue: DEMO_CATALOGUE });
}

describe('asking for a person: a verb of reaching, then a person or a desk of the hotel', () => {
  it.each([
    ['Comuníquenme con un asesor de grupos', 'es', 'dates'],
    ['necesito hablar con el área comercial para tarifas corporativas', 'es', undefined],
    ['Pls escalate to your groups desk / a human agent', 'en', 'party'],
    ['can I get a human to double-check this?', 'en', 'confirm'],
    ['connect me with your sales team', 'en', 'dates'],
    ['páseme con la gerente por favor', 'es', 'party'],
    ['me pueden transferir a un ejecutivo de reservas', 'es', 'dates'],
  ] as const)('%s → a person', (text, lang, at) => {
    expect(read(text, lang, at).intents).toContainEqual({ kind: 'human' });
  });

  it.each([
    ['hablar con mi esposa primero', 'es'],
    ['talk to you later', 'en'],
    ['voy a hablar con el hotel de al lado', 'es'],
    ['a room for one person', 'en'],
  ] as const)('%s → no person', (text, lang) => {
    expect(read(text, lang, 'dates').intents).not.toContainEqual({ kind: 'human' });
  });
});

describe('a late arrival said as a 24-hour time or of someone in the party', () => {
  it.each([
    ['Cartagena x 4 nts a partir del 2 de febrero, 2 SGL para dos consultores, uno llega tarde (23:30)', 'es'],
    ['1 SGL in BOG tonight, 1 nt, guest lands 11pm', 'en'],
    ['mi hermano llega a las 23:45', 'es'],
    ['she arrives late, around 1 am', 'en'],
  ] as const)('%s → lateArrival', (text, lang) => {
    expect(read(text, lang).requests).toContain('lateArrival');
  });

  it('an afternoon 24-hour time is not late, and the hour is no date', () => {
    const u = read('llego a las 15:30', 'es', 'dates');
    expect(u.requests).toBeUndefined();
  });

  it('the dates beside a late arrival are still read', () => {
    const u = read('Cartagena x 4 nts a partir del 2 de febrero, 2 SGL para dos consultores, uno llega tarde (23:30)');
    expect(u.dates?.checkin).toBe('2027-02-02');
    expect(u.dates?.nights).toBe(4);
  });
});

describe('billing to a company', () => {
  it.each([
    ['Mr. John SMITH + Ms. Jane DOE, 2 SGL, Hotel Andino Chapinero, in 10 Feb out 13 Feb, bill to company', 'en'],
    ['please bill the company directly', 'en'],
    ['todo con cargo a la empresa', 'es'],
    ['factura a nombre de la empresa', 'es'],
  ] as const)('%s → invoice', (text, lang) => {
    expect(read(text, lang).requests).toContain('invoice');
  });
});

describe('special wishes: rooms side by side, a view, something special for an occasion', () => {
  it.each([
    ['quote 2 ADT + 2 CHD ages 5 and 7 CTG dec 20 to dec 27 2 rooms connecting', 'en'],
    ['wife and I are celebrating our 10th anniversary in Cartagena, March 3 for 4 nights, anything special you can do?', 'en'],
    ['Cartagena, 2 adultos, del 20/01 al 25/01, habitación con vista al mar si se puede', 'es'],
    ['queremos que nos tengan algo especial, unas flores', 'es'],
    ['dos habitaciones contiguas', 'es'],
  ] as const)('%s → special', (text, lang) => {
    expect(read(text, lang).requests).toContain('special');
  });

  it('the rooms counted before "connecting" stay the rooms', () => {
    expect(read('quote 2 ADT + 2 CHD ages 5 and 7 CTG dec 20 to dec 27 2 rooms connecting', 'en').occupancy?.rooms).toBe(2);
  });

  it.each([
    ['a connecting flight is the guest’s travel, not a request', 'we have a connecting flight in Bogotá', 'en'],
    ['a view denied is no request', 'no necesitamos vista al mar', 'es'],
  ] as const)('%s', (_name, text, lang) => {
    expect(read(text, lang).requests).toBeUndefined();
  });
});

describe('more requests for staff', () => {
  it.each([
    ['el viernes tipo 11 de la noche llegamos', 'es', 'lateArrival'],
    ['bogota 1 noche hoy, 1 adulto, llego en el vuelo de las 11pm', 'es', 'lateArrival'],
    ['Laureles Jardín mañana una noche, llego tipo 2 de la mañana', 'es', 'lateArrival'],
    ['pls quote Suites Usaquen Plaza 1 SGL 22-25JAN, late arr ~23h', 'en', 'lateArrival'],
    ['need a receipt for expenses', 'en', 'invoice'],
    ['2 adultos y un peludito', 'es', 'pets'],
    ['mi esposo camina con dificultad', 'es', 'accessibility'],
    ['uno de los señores va con oxígeno', 'es', 'accessibility'],
  ] as const)('%s → %s', (text, lang, kind) => {
    expect(read(text, lang).requests).toContain(kind);
  });

  it('an hour of the morning is no late arrival', () => {
    expect(read('llego a las 11 de la mañana', 'es').requests).toBeUndefined();
  });
});
