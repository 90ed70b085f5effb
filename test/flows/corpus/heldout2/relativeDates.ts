/**
 * Held-out corpus 2: relative days (mañana, weekdays, weekends), with and
 * without a stay length, and with arrival times that must not become a date
 * or a number of people.
 */
import { es, en, weekdayRange, WEEKEND } from '../helpers.js';
import type { Case } from '../types.js';

export const cases: Case[] = [
  es('dates', 'mañana', { checkin: (d) => d.in(1) }),
  es('dates', 'manana mismo', { checkin: (d) => d.in(1) }),
  es('dates', 'pasado mañana x 2 noches', { checkin: (d) => d.in(2), checkout: (d) => d.in(4), nights: 2 }),
  es('dates', 'hoy mismo, llego tipo 8 de la noche', { checkin: (d) => d.today }, 'arrival time is not a slot'),
  es('dates', 'para esta noche nomás, una noche', { checkin: (d) => d.today, checkout: (d) => d.in(1), nights: 1 }),
  es('dates', 'el viernes', { checkin: (d) => d.weekday(5) }),
  es('dates', 'este sábado llegamos', { checkin: (d) => d.weekday(6) }),
  es('dates', 'el proximo lunes', { checkin: (d) => d.weekday(1) }),
  es('dates', 'el jueves llegamos como a las 3 de la tarde', { checkin: (d) => d.weekday(4) }, '"3" is an hour, not a day or people'),
  es('dates', 'del viernes al domingo', WEEKEND),
  es('dates', 'de este jueves al lunes', weekdayRange(4, 4)),
  es('dates', 'el finde', WEEKEND),
  es('dates', 'este fin de semana, ¿hay algo?', WEEKEND),
  es('dates', '¿Tenés lugar para el finde?', WEEKEND, 'Argentine voseo'),
  es('dates', 'la proxima semana', { outcome: 'askBack' }, 'a week without a day'),
  es('dates', 'la otra semana, todavía no sé qué día', { outcome: 'askBack' }, 'Colombian "la otra semana" = next week, no day'),
  es('dates', 'dentro de 3 días', { checkin: (d) => d.in(3) }),
  es('dates', 'el sabado por una semana', weekdayRange(6, 7)),
  es(
    'nights',
    'mañana mejor, son 2 noches',
    { checkin: (d) => d.in(1), checkout: (d) => d.in(3), nights: 2 },
    'correction of the check-in at the nights question',
  ),
  es('start', 'hola tienen habitación para mañana en medellín?', { city: 'Medellín', checkin: (d) => d.in(1) }),
  es('start', 'NECESITO HOTEL EN BOGOTA PARA HOY', { city: 'Bogotá', checkin: (d) => d.today }),
  en('dates', 'tomorrow', { checkin: (d) => d.in(1) }),
  en('dates', 'tonight, just one night', { checkin: (d) => d.today, checkout: (d) => d.in(1), nights: 1 }),
  en('dates', 'next friday', { outcome: 'askBack' }, 'English "next Friday": the coming one or the one of next week, asked.'),
  en('dates', 'this saturday, arriving around 10pm', { checkin: (d) => d.weekday(6) }, 'arrival time is not a slot'),
  en('dates', 'day after tomorrow for 3 nights', { checkin: (d) => d.in(2), checkout: (d) => d.in(5), nights: 3 }),
  en('dates', 'this w/e', WEEKEND, 'UK/US abbreviation of weekend'),
  en('dates', 'friday to monday', weekdayRange(5, 3)),
  en('dates', 'wednesday', { checkin: (d) => d.weekday(3) }),
  en('dates', 'sometime next week', { outcome: 'askBack' }),
  en('dates', 'in 3 days, staying a couple of nights', { checkin: (d) => d.in(3), checkout: (d) => d.in(5), nights: 2 }),
  en('dates', 'sat to tues', weekdayRange(6, 3)),
];
