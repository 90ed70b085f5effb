/**
 * Held-out corpus — a single calendar date (day and month, day only, numeric
 * forms read by the chat's language) and a month without a day (asked back).
 */
import { en, es, md } from '../helpers.js';
import type { Case } from '../types.js';

export const cases: Case[] = [
  es('dates', '15 de diciembre', { checkin: md('12-15') }),
  es('dates', 'el 20 d enero', { checkin: md('01-20') }),
  es('dates', 'dic 28', { checkin: md('12-28') }),
  es('dates', 'para el 3 de febrero porfa', { checkin: md('02-03') }),
  es('dates', '15/12', { checkin: md('12-15') }, 'Spanish chat: day/month'),
  es('dates', '02/03', { checkin: md('03-02') }, 'Spanish chat: day/month'),
  es('dates', 'el primero de abril', { checkin: md('04-01') }),
  es('dates', '1ro de julio', { checkin: md('07-01') }),
  es('dates', 'llegaríamos el 10 de agosto', { checkin: md('08-10') }),
  es('dates', 'EL 22 DE OCTUBRE', { checkin: md('10-22') }),
  es('dates', '25 nov', { checkin: md('11-25') }),
  es('dates', 'el 12 de marzo', { checkin: md('03-12') }),
  es('dates', 'el 15', { checkin: (d) => d.nextDay(15) }, 'no month: the next 15th'),
  es('dates', 'pa el 30', { checkin: (d) => d.nextDay(30) }),
  es('dates', 'en diciembre', { outcome: 'askBack' }),
  es('dates', 'para junio, q fechas hay?', { outcome: 'askBack' }),
  es('start', 'el 5 de enero', { checkin: md('01-05') }),
  es('party', 'no, perdón, es el 16', { checkin: (d) => d.nextDay(16) }, 'correction of the check-in; the 3 nights stay'),
  en('dates', 'December 20th', { checkin: md('12-20') }),
  en('dates', 'jan 5', { checkin: md('01-05') }),
  en('dates', 'the 3rd of march', { checkin: md('03-03') }),
  en('dates', 'sept 14', { checkin: md('09-14') }),
  en('dates', 'arriving May 2nd', { checkin: md('05-02') }),
  en('dates', 'the 21st', { checkin: (d) => d.nextDay(21) }),
  en('dates', '12/01', { outcome: 'askBack' }, 'English chat: 12 January or 1 December'),
  en('dates', '05/06', { outcome: 'askBack' }, 'English chat: 5 June or 6 May'),
  en('dates', 'in march', { outcome: 'askBack' }),
  en('dates', 'sometime in february', { outcome: 'askBack' }),
];
