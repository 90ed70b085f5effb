/**
 * The stay placed against an event said with its days (fresh corpus 172, trips around events and work): the event's
 * days anchor the stay and are no days of it — "the night before", "el día anterior", "dos días antes", "la víspera",
 * "el último día", "cuando termina", "the morning after", "ese mismo día", and days of arriving and leaving said beside
 * it. Read on 2026-11-30, a Monday, as the corpora are.
 */
import { describe, expect, it } from 'vitest';
import { understand } from '../../../src/flows/understand/index.js';
import { DEMO_CATALOGUE } from '../../../src/flows/understand/destinations.js';
import { readAsCorpus as read, stayOf } from './read.js';

/** A message, its language, and the check-in and check-out expected (`''`: none said). */
type Row = readonly [text: string, lang: 'es' | 'en', checkin: string, checkout: string];

describe('the stay said against an event dated in the same message', () => {
  it.each<Row>([
    ['la boda es el sábado 12, llegamos el día anterior', 'es', '2026-12-11', ''],
    ['la feria va del 14 al 17 y quiero llegar la noche anterior e irme el último día', 'es', '2026-12-13', '2026-12-17'],
    ['I have a conference Tuesday to Thursday, need to arrive the night before and leave Friday morning', 'en', '2026-11-30', '2026-12-04'],
    ['Santa Marta, congreso del 30 al 1 de enero, llego la noche anterior y salgo el último día, solo yo', 'es', '2026-12-29', '2027-01-01'],
    ['conference runs 21st–23rd, I need the night before through the last night', 'en', '2026-12-20', '2026-12-24'],
    ['Medellín, graduation at EAFIT on the 16th, we get in the night before and leave the morning after, 2 adults', 'en', '2026-12-15', '2026-12-17'],
    ['Bogotá, congreso del 11 al 13, quiero llegar dos noches antes y salir el último día, 2 personas', 'es', '2026-12-09', '2026-12-13'],
    ['la feria en el centro de convenciones abre el 25 de diciembre, quiero llegar dos días antes', 'es', '2026-12-23', ''],
    [
      'quiero ir a Usaquén para el grado de mi hija el 22 de diciembre, llegamos el día anterior y nos vamos al otro día del grado, mi esposo y yo',
      'es',
      '2026-12-21',
      '2026-12-23',
    ],
    ['Medellín, cita médica el 5 a las 7am. Necesito dormir allá la noche anterior y me devuelvo ese mismo día.', 'es', '2026-12-04', '2026-12-05'],
  ])('"%s"', (text, lang, checkin, checkout) => {
    expect(stayOf(read(text, undefined, lang))).toMatchObject({ checkin, ...(checkout ? { checkout } : {}) });
  });
});

describe('an event dated after the stay said against it', () => {
  it.each<Row>([
    ['desde el día anterior a la boda; la boda es el sábado', 'es', '2026-12-04', ''],
    ['desde el día anterior a la cita hasta el día después; la cita es el miércoles 9', 'es', '2026-12-08', '2026-12-10'],
    ['llego la víspera del congreso y me voy cuando termina; va del 18 al 20', 'es', '2026-12-17', '2026-12-20'],
    ['two days before the expo, and the expo is a week from today', 'en', '2026-12-05', ''],
    ['el día siguiente a mi cumpleaños, que es el 4 de febrero; tres noches', 'es', '2027-02-05', '2027-02-08'],
  ])('"%s"', (text, lang, checkin, checkout) => {
    expect(stayOf(read(text, 'dates', lang))).toMatchObject({ checkin, ...(checkout ? { checkout } : {}) });
  });
});

describe('days of arriving and leaving placed by the event', () => {
  it.each<Row>([
    ["the wedding's on Saturday December 5th, we'll come Friday and fly out Sunday", 'en', '2026-12-04', '2026-12-06'],
    ["Wedding in Cartagena on Saturday December 12th. We'll fly in Friday and leave Sunday. 2 adults.", 'en', '2026-12-11', '2026-12-13'],
    ['boda en la ciudad amurallada el 14 de febrero, llegamos el 13 y salimos el 15, somos 2 adultos', 'es', '2027-02-13', '2027-02-15'],
  ])('"%s"', (text, lang, checkin, checkout) => {
    expect(stayOf(read(text, undefined, lang))).toMatchObject({ checkin, checkout });
  });
  it('at the nights question, the event is placed from the check-in known ("hasta el lunes, la cita es el lunes a las 7")', () => {
    const u = understand('hasta el lunes, la cita es el lunes a las 7 y de ahí me devuelvo', {
      lang: 'es',
      today: '2026-11-30',
      expecting: 'nights',
      anchor: '2026-12-15',
      catalogue: DEMO_CATALOGUE,
    });
    expect(u.dates?.checkout).toBe('2026-12-21');
  });
});

describe('near misses: the event is the stay', () => {
  it.each<Row>([
    ['vamos al concierto el sábado y nos vamos el domingo', 'es', '2026-12-05', '2026-12-06'],
    ['Bogota for a conference, Jan 20-23, 3 of us', 'en', '2027-01-20', '2027-01-23'],
    ['del 18 al 20, vamos a un congreso', 'es', '2026-12-18', '2026-12-20'],
    ['la boda es el sábado 12', 'es', '2026-12-12', ''],
  ])('"%s"', (text, lang, checkin, checkout) => {
    expect(stayOf(read(text, 'dates', lang))).toMatchObject({ checkin, ...(checkout ? { checkout } : {}) });
  });
});

describe('the event read with its days leaves the party alone', () => {
  it.each([
    ["Need a room in Cartagena for my sister's graduation on the 18th, arriving the day before, 2 nights, me and my husband", 2],
    ['Bogotá, my surgery is Monday the 14th, I want to arrive 3 days before and stay 2 weeks, 1 adult', 1],
  ] as const)('"%s"', (text, adults) => {
    expect(read(text, undefined, 'en').occupancy).toMatchObject({ adults });
  });
});
