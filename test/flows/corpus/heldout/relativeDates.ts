/**
 * Held-out corpus — dates relative to today: tomorrow, weekdays, "in n days",
 * the weekend, and the week without a day (asked back).
 */
import { en, es, WEEKEND } from '../helpers.js';
import type { Case } from '../types.js';

export const cases: Case[] = [
  es('dates', 'mañana', { checkin: (d) => d.in(1) }),
  es('dates', 'manana', { checkin: (d) => d.in(1) }, 'without the ñ'),
  es('dates', 'MAÑANA LLEGAMOS', { checkin: (d) => d.in(1) }),
  es('dates', 'pasado mañana', { checkin: (d) => d.in(2) }),
  es('dates', 'pa hoy mismo', { checkin: (d) => d.in(0) }),
  es('dates', 'el viernes', { checkin: (d) => d.weekday(5) }),
  es('dates', 'este sábado', { checkin: (d) => d.weekday(6) }),
  es('dates', 'el proximo lunes', { checkin: (d) => d.weekday(1) }),
  es('dates', 'llegamos el martes en la tarde', { checkin: (d) => d.weekday(2) }),
  es('dates', 'el miercoles', { checkin: (d) => d.weekday(3) }),
  es('dates', 'desde el domingo', { checkin: (d) => d.weekday(0) }),
  es('dates', 'en 3 días', { checkin: (d) => d.in(3) }),
  es('dates', 'dentro de una semana', { checkin: (d) => d.in(7) }),
  es('dates', 'mañana x 2 noches', { checkin: (d) => d.in(1), checkout: (d) => d.in(3), nights: 2 }),
  es('dates', 'el sábado, una sola noche', { checkin: (d) => d.weekday(6), checkout: (d) => d.plus(d.weekday(6), 1), nights: 1 }),
  es('dates', 'este finde', { ...WEEKEND }),
  es('dates', 'la próxima semana', { outcome: 'askBack' }),
  es('dates', 'la otra semana', { outcome: 'askBack' }, 'Colombian for "next week", no day'),
  es('start', 'pa el jueves', { checkin: (d) => d.weekday(4) }),
  es('party', 'ah no, mejor el viernes', { checkin: (d) => d.weekday(5) }, 'correction of the check-in; the 3 nights stay'),
  en('dates', 'tomorrow', { checkin: (d) => d.in(1) }),
  en('dates', 'today', { checkin: (d) => d.in(0) }),
  en('dates', 'next friday', { outcome: 'askBack' }, 'English "next Friday": the coming one or the one of next week, asked.'),
  en('dates', 'on thursday', { checkin: (d) => d.weekday(4) }),
  en('dates', 'saturday pls', { checkin: (d) => d.weekday(6) }),
  en('dates', 'this coming monday', { checkin: (d) => d.weekday(1) }),
  en('dates', 'in 2 weeks', { checkin: (d) => d.in(14) }),
  en('dates', 'tomorrow for 2 nights', { checkin: (d) => d.in(1), checkout: (d) => d.in(3), nights: 2 }),
  en('dates', 'this weekend', { ...WEEKEND }),
  en('dates', 'next week', { outcome: 'askBack' }),
  en('dates', 'sometime next week?', { outcome: 'askBack' }),
];
