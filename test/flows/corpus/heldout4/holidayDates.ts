/** Held-out set 4: holidays and named days. */
import { HOLY_WEEK, en, es, md, nextHoliday, puente } from '../helpers.js';
import type { Case } from '../types.js';

export const cases: Case[] = [
  es('dates', 'para nochebuena', { checkin: md('12-24') }),
  es('dates', 'pa semana santa', HOLY_WEEK),
  es('dates', 'SEMANA SANTA', HOLY_WEEK),
  es('dates', 'el puente de reyes', puente('Reyes Magos')),
  es('dates', 'el puente festivo de reyes, de viernes a lunes', puente('Reyes Magos')),
  es('dates', 'puente de san jose', puente('San José')),
  es('dates', 'el puente de todos los santos', puente('Todos los Santos')),
  es('dates', 'el puente de la raza', puente('Día de la Raza')),
  es('dates', 'el puente de san pedro', puente('San Pedro y San Pablo')),
  es('dates', 'jueves santo x 3 noches', { checkin: (d) => d.easter(-3), nights: 3 }),
  es('dates', 'del jueves santo al domingo de resurrección', { checkin: (d) => d.easter(-3), checkout: (d) => d.easter(0), nights: 3 }),
  es('dates', 'desde el domingo de ramos hasta el miércoles santo', { checkin: (d) => d.easter(-7), checkout: (d) => d.easter(-4), nights: 3 }),
  es('dates', 'nochevieja', { checkin: md('12-31') }, "Spain: New Year's Eve"),
  es('dates', 'el 31 de diciembre pa recibir el año', { checkin: md('12-31') }),
  es('dates', 'año nuevo', { outcome: 'askBack' }, '31 Dec or 1 Jan'),
  es('dates', 'el próximo festivo', { checkin: nextHoliday }),
  es('dates', 'para San Valentín', { checkin: md('02-14') }),
  es('start', 'semana santa en santa marta pa 4 personas', { city: 'Santa Marta', ...HOLY_WEEK, adults: 4 }),
  en('dates', 'christmas eve pls', { checkin: md('12-24') }),
  en('dates', 'arriving on Christmas Day, leaving the 28th', { checkin: md('12-25'), checkout: (d) => d.plus(d.next('12-25'), 3), nights: 3 }),
  en('dates', 'Holy Week', HOLY_WEEK),
  en('dates', "New Year's Eve", { checkin: md('12-31') }),
  en('dates', 'for new years', { outcome: 'askBack' }),
  en('dates', 'on halloween', { checkin: md('10-31') }),
  en('dates', "valentine's day, 2 nights", { checkin: md('02-14'), nights: 2 }),
  en('dates', 'the next public holiday', { checkin: nextHoliday }),
];
