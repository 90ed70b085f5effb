/**
 * Held-out corpus 2: a check-in given as a calendar date (day and month in
 * words or figures, UK and US orders, a day without a month, a month without
 * a day), sometimes with a stay length or a time that must stay out.
 */
import { es, en, md } from '../helpers.js';
import type { Case } from '../types.js';

export const cases: Case[] = [
  es('dates', '15 de diciembre', { checkin: md('12-15') }),
  es('dates', 'el 20 de enero', { checkin: md('01-20') }),
  es('dates', 'el 3 d marzo', { checkin: md('03-03') }, 'typo "d" for "de"'),
  es('dates', 'quince de febrero', { checkin: md('02-15') }),
  es('dates', 'el primero de abril', { checkin: md('04-01') }),
  es('dates', '1ro de junio', { checkin: md('06-01') }),
  es('dates', '12/01', { checkin: md('01-12') }, 'Spanish chat: day/month'),
  es('dates', 'el 03/04 porfa', { checkin: md('04-03') }, 'Spanish chat: day/month'),
  es('dates', 'el 15', { checkin: (d) => d.nextDay(15) }),
  es('dates', 'para el 22 llegamos a las 4 pm', { checkin: (d) => d.nextDay(22) }, 'arrival time is not a slot'),
  es('dates', 'en diciembre', { outcome: 'askBack' }, 'month without a day'),
  es('dates', 'pa enero, no sé bien el día', { outcome: 'askBack' }, 'month without a day'),
  es('dates', 'ENERO 10', { checkin: md('01-10') }),
  es('dates', 'el 8 de dic, 5 noches', { checkin: md('12-08'), checkout: (d) => d.plus(d.next('12-08'), 5), nights: 5 }),
  es('dates', 'el 2 de mayo por una semana', { checkin: md('05-02'), checkout: (d) => d.plus(d.next('05-02'), 7), nights: 7 }),
  es('dates', 'el veintiocho de julio', { checkin: md('07-28') }),
  es('dates', 'llegamos el 10 de enero, presupuesto hasta 300 mil la noche', { checkin: md('01-10') }, 'budget is not a slot'),
  es('party', 'perdón, la fecha era el 12 de enero no la que puse', { checkin: md('01-12') }, 'correction of the check-in at the people question'),
  es('start', 'Hola!! Disponibilidad para el 5 de febrero en Cartagena?', { city: 'Cartagena', checkin: md('02-05') }),
  en('dates', '15th Dec', { checkin: md('12-15') }, 'UK order'),
  en('dates', 'Dec 15', { checkin: md('12-15') }),
  en('dates', 'the 20th of january', { checkin: md('01-20') }),
  en('dates', 'march 3rd', { checkin: md('03-03') }),
  en('dates', '12/01', { outcome: 'askBack' }, 'English chat: 12 January or December 1'),
  en('dates', '04/05 pls', { outcome: 'askBack' }, 'English chat: day/month order unknown'),
  en('dates', 'the 15th', { checkin: (d) => d.nextDay(15) }),
  en('dates', 'sometime in january', { outcome: 'askBack' }),
  en('dates', 'feb 10th, we land at 6:30am', { checkin: md('02-10') }, 'landing time is not a slot'),
  en('dates', 'checking in on 5th of April for 4 nights', { checkin: md('04-05'), checkout: (d) => d.plus(d.next('04-05'), 4), nights: 4 }),
  en('dates', 'june 1', { checkin: md('06-01') }),
];
