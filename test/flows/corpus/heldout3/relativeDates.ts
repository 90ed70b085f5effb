/** Held-out corpus 3 — relative dates: today, tomorrow, weekdays, "in n days", weekends. */
import { en, es, WEEKEND } from '../helpers.js';
import type { Case } from '../types.js';

export const cases: Case[] = [
  es('dates', 'Buenas tardes, quisiéramos llegar mañana si hay disponibilidad.', { checkin: (d) => d.in(1) }),
  es('dates', 'pasado mañana', { checkin: (d) => d.in(2) }),
  es('dates', 'Para hoy mismo, ¿todavía se puede?', { checkin: (d) => d.today }),
  es('dates', 'el viernes', { checkin: (d) => d.weekday(5) }),
  es('dates', 'este sábado x 2 noches porfa', { checkin: (d) => d.weekday(6), nights: 2 }),
  es('dates', 'Llegaría el próximo martes y me quedaría tres noches.', { checkin: (d) => d.weekday(2), nights: 3 }),
  es('dates', 'la otra semana', { outcome: 'askBack' }, 'next week without a day'),
  es('dates', 'dentro de 3 días', { checkin: (d) => d.in(3) }),
  es('dates', 'el domingo', { checkin: (d) => d.weekday(0) }),
  es('dates', 'Desde mañana por una semana', { checkin: (d) => d.in(1), nights: 7 }),
  es('dates', 'el finde, che', WEEKEND, 'Argentine "finde" = el fin de semana'),
  es('dates', 'este fin de semana', WEEKEND),
  es('dates', 'hoy, ya vamos en camino 🚗', { checkin: (d) => d.today }),
  es('dates', 'El jueves en la mañana llegamos, 2 noches', { checkin: (d) => d.weekday(4), nights: 2 }),
  es('start', 'Hola, necesito hospedaje en Medellín para mañana', { city: 'Medellín', checkin: (d) => d.in(1) }),
  es('confirm', '¿Y si mejor llegamos el miércoles?', { checkin: (d) => d.weekday(3) }, 'moves the check-in, keeps the nights'),
  en('dates', 'tomorrow', { checkin: (d) => d.in(1) }),
  en('dates', 'we arrive tonight, just 1 night', { checkin: (d) => d.today, nights: 1 }),
  en('dates', 'next friday for 2 nights pls', { nights: 2, outcome: 'askBack' }, 'English "next Friday": the coming one or the one of next week, asked.'),
  en('dates', 'this weekend', WEEKEND),
  en('dates', 'sometime next week', { outcome: 'askBack' }),
  en('dates', 'the day after tomorrow, 4 nights', { checkin: (d) => d.in(2), nights: 4 }),
  en('dates', 'in 10 days', { checkin: (d) => d.in(10) }),
  en('dates', 'Monday, for three nights please', { checkin: (d) => d.weekday(1), nights: 3 }),
  en('start', 'hey do u have anything in cartagena for tonight?', { city: 'Cartagena', checkin: (d) => d.today }),
];
