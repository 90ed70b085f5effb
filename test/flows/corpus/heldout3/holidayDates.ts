/** Held-out corpus 3 — Colombian holidays, long weekends and named days. */
import { en, es, HOLY_WEEK, md, nextHoliday, puente } from '../helpers.js';
import type { Case } from '../types.js';

export const cases: Case[] = [
  es('dates', 'Para Nochebuena', { checkin: md('12-24') }),
  es('dates', 'Llegamos el día de Navidad', { checkin: md('12-25') }),
  es('dates', 'para año nuevo', { outcome: 'askBack' }, '31 Dec or 1 Jan'),
  es('dates', 'El puente de Reyes', puente('Reyes Magos')),
  es('dates', 'Semana Santa', HOLY_WEEK),
  es('dates', 'para el puente de San José', puente('San José')),
  es('dates', 'el próximo festivo', { checkin: nextHoliday }),
  es('dates', 'Nochevieja', { checkin: md('12-31') }, 'Spain: 31 December'),
  es('dates', 'el puente del Día de la Raza', puente('Día de la Raza')),
  es('dates', 'el puente de Todos los Santos', puente('Todos los Santos')),
  es('dates', 'el puente de la Independencia de Cartagena', puente('Independencia de Cartagena')),
  es('dates', 'jueves santo, 3 noches', { checkin: (d) => d.easter(-3), nights: 3 }),
  es('dates', 'el puente del Sagrado Corazón', puente('Sagrado Corazón de Jesús')),
  es('dates', 'Para las velitas, el 7 de diciembre', { checkin: md('12-07') }),
  es('dates', 'el 31 de diciembre, pa recibir el año en la playa', { checkin: md('12-31') }),
  es('dates', 'puente de San Pedro', puente('San Pedro y San Pablo')),
  es('dates', 'Desde el Domingo de Ramos, una semana', { checkin: (d) => d.easter(-7), nights: 7 }),
  es('start', 'Buenas noches, para el puente de Reyes en Santa Marta, 2 adultos', { city: 'Santa Marta', ...puente('Reyes Magos'), adults: 2 }),
  en('dates', 'Christmas Eve', { checkin: md('12-24') }),
  en('dates', "New Year's Eve", { checkin: md('12-31') }),
  en('dates', 'arriving on Christmas Day for 3 nights', { checkin: md('12-25'), nights: 3 }),
  en('dates', 'for Holy Week (Semana Santa)', HOLY_WEEK),
  en('dates', 'good friday til easter sunday', { checkin: (d) => d.easter(-2), checkout: (d) => d.easter(0), nights: 2 }),
  en('dates', 'the Corpus Christi long weekend', puente('Corpus Christi')),
  en('dates', 'we want to be there for new year', { outcome: 'askBack' }, '31 Dec or 1 Jan'),
  en('dates', 'the next public holiday', { checkin: nextHoliday }),
];
