/** Held-out corpus 3 — a single calendar date (check-in), days without a month, months without a day. */
import { en, es, md } from '../helpers.js';
import type { Case } from '../types.js';

export const cases: Case[] = [
  es('dates', 'Para el 15 de diciembre, por favor.', { checkin: md('12-15') }),
  es('dates', 'el 20 de enero', { checkin: md('01-20') }),
  es('dates', 'Quisiera ingresar el primero de febrero.', { checkin: md('02-01') }),
  es('dates', 'el 15', { checkin: (d) => d.nextDay(15) }),
  es('dates', '15/01', { checkin: md('01-15') }, 'Spanish chat: day/month'),
  es('dates', 'En diciembre', { outcome: 'askBack' }),
  es('dates', 'para marzo, aún no sé el día exacto', { outcome: 'askBack' }),
  es('dates', '3 de abril', { checkin: md('04-03') }),
  es('dates', 'el veintiocho de diciembre', { checkin: md('12-28') }),
  es('dates', 'llegada 07.03', { checkin: md('03-07') }, 'Spain: day.month'),
  es('dates', 'El 10 de enero llegamos. ¿Cuántas noches mínimo piden?', { checkin: md('01-10') }),
  es('dates', '1ro de marzo', { checkin: md('03-01') }),
  es('dates', 'a mediados de enero', { outcome: 'askBack' }),
  es('dates', 'ingreso: 18-dic', { checkin: md('12-18') }),
  es('dates', 'EL 9 DE FEBRERO', { checkin: md('02-09') }),
  es('start', 'Buenos días, quisiera saber si hay disponibilidad en Bogotá para el 12 de febrero', { city: 'Bogotá', checkin: md('02-12') }),
  en('dates', 'December 20th', { checkin: md('12-20') }),
  en('dates', '12/01', { outcome: 'askBack' }, 'English chat: 1 Dec or 12 Jan'),
  en('dates', '5/6', { outcome: 'askBack' }, 'English chat: 5 June or 6 May'),
  en('dates', 'the 3rd of March', { checkin: md('03-03') }),
  en('dates', 'sometime in January', { outcome: 'askBack' }),
  en('dates', 'arriving on the 9th', { checkin: (d) => d.nextDay(9) }),
  en('dates', 'Jan 5', { checkin: md('01-05') }),
  en('dates', '22 February', { checkin: md('02-22') }),
  en('start', 'looking for a place to stay in medellin on march 14', { city: 'Medellín', checkin: md('03-14') }),
];
