/**
 * Held-out corpus — Colombian holidays and long weekends ("puentes"), Holy
 * Week and named days.
 */
import { en, es, HOLY_WEEK, md, nextHoliday, puente } from '../helpers.js';
import type { Case } from '../types.js';

export const cases: Case[] = [
  es('dates', 'nochebuena', { checkin: md('12-24') }),
  es('dates', 'pa navidad', { outcome: 'askBack' }, 'Arriving on the 24th or the 25th: asked.'),
  es('dates', 'el 31 de diciembre pa recibir el año', { checkin: md('12-31') }),
  es('dates', 'año nuevo', { outcome: 'askBack' }, '31 Dec or 1 Jan'),
  es('dates', 'el puente de reyes', { ...puente('Reyes Magos') }),
  es('dates', 'puente festivo de San José', { ...puente('San José') }),
  es('dates', 'semana santa', { ...HOLY_WEEK }),
  es('dates', 'SEMANA SANTA PORFA', { ...HOLY_WEEK }),
  es('dates', 'jueves santo', { checkin: (d) => d.easter(-3) }),
  es('dates', 'el domingo de ramos', { checkin: (d) => d.easter(-7) }),
  es('dates', 'el próximo festivo', { checkin: nextHoliday }),
  es('dates', 'puente de la raza', { ...puente('Día de la Raza') }),
  es('dates', 'el puente de octubre', { ...puente('Día de la Raza') }, 'October has one long weekend'),
  es('dates', 'puente de todos los santos', { ...puente('Todos los Santos') }),
  es('dates', 'el puente de noviembre', { outcome: 'askBack' }, 'November has two long weekends'),
  es('dates', 'puente de la independencia de cartagena', { ...puente('Independencia de Cartagena') }),
  es('dates', 'el puente de San Pedro', { ...puente('San Pedro y San Pablo') }),
  es('dates', 'para el 20 de julio', { checkin: md('07-20') }),
  es('start', 'q precio tienen pa semana santa?', { ...HOLY_WEEK }),
  en('dates', 'christmas eve', { checkin: md('12-24') }),
  en('dates', 'christmas day', { checkin: md('12-25') }),
  en('dates', "new year's eve", { checkin: md('12-31') }),
  en('dates', "New Year's Day", { checkin: md('01-01') }),
  en('dates', "new year's", { outcome: 'askBack' }, 'eve or day'),
  en('dates', 'holy week', { ...HOLY_WEEK }),
  en('dates', 'easter sunday', { checkin: (d) => d.easter(0) }),
  en('dates', 'halloween', { checkin: md('10-31') }),
  en('dates', 'the next public holiday', { checkin: nextHoliday }),
  en('dates', 'christmas eve for 3 nights', { checkin: md('12-24'), checkout: (d) => d.plus(d.next('12-24'), 3), nights: 3 }),
];
