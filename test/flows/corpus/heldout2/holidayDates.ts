/**
 * Held-out corpus 2: Colombian holidays, long weekends ("puentes"), Holy
 * Week and named days, and the ones that need asking back.
 */
import { es, en, HOLY_WEEK, md, nextHoliday, puente } from '../helpers.js';
import type { Case } from '../types.js';

export const cases: Case[] = [
  es('dates', 'semana santa', HOLY_WEEK),
  es('dates', 'pa semana santa toda la semana', HOLY_WEEK),
  es('dates', 'el puente de reyes', puente('Reyes Magos')),
  es('dates', 'puente de Reyes, llegamos el viernes en la noche', puente('Reyes Magos'), "the Friday is the puente's own Friday"),
  es('dates', 'el puente de octubre', puente('Día de la Raza')),
  es('dates', 'el puente de San José', puente('San José')),
  es('dates', 'puente de san pedro', puente('San Pedro y San Pablo')),
  es('dates', 'el puente de todos los santos', puente('Todos los Santos')),
  es('dates', 'el puente de noviembre', { outcome: 'askBack' }, 'two puentes in November (Todos los Santos, Independencia de Cartagena)'),
  es('dates', 'algún puente de junio', { outcome: 'askBack' }, 'June has several puentes'),
  es('dates', 'para nochebuena', { checkin: md('12-24') }),
  es('dates', 'el 24 de diciembre, pa pasar la navidad allá', { checkin: md('12-24') }),
  es('dates', 'para año nuevo', { outcome: 'askBack' }, 'decided: 31 Dec or 1 Jan'),
  es('dates', 'el 31 de diciembre 3 noches pa recibir el año', { checkin: md('12-31'), checkout: (d) => d.plus(d.next('12-31'), 3), nights: 3 }),
  es('dates', 'el próximo festivo', { checkin: (d) => nextHoliday(d) }),
  es('dates', 'jueves santo', { checkin: (d) => d.easter(-3) }),
  es('dates', 'del jueves santo al domingo de resurrección', { checkin: (d) => d.easter(-3), checkout: (d) => d.easter(0), nights: 3 }),
  es('start', 'Buenas noches, para el puente de reyes en Santa Marta somos 4 adultos', { city: 'Santa Marta', ...puente('Reyes Magos'), adults: 4 }),
  en('dates', 'holy week', HOLY_WEEK),
  en('dates', 'holy week, palm sunday to easter sunday', HOLY_WEEK),
  en('dates', 'christmas eve', { checkin: md('12-24') }),
  en('dates', "new year's eve, 2 nights", { checkin: md('12-31'), checkout: (d) => d.plus(d.next('12-31'), 2), nights: 2 }),
  en('dates', "for new year's", { outcome: 'askBack' }, "New Year's Eve or Day"),
  en('dates', 'the long weekend in october', puente('Día de la Raza'), "Colombia's only October long weekend"),
  en('dates', 'maundy thursday', { checkin: (d) => d.easter(-3) }),
  en('dates', 'the next public holiday', { checkin: (d) => nextHoliday(d) }),
  en('start', 'hi! any rooms in cartagena for semana santa? 2 adults', { city: 'Cartagena', ...HOLY_WEEK, adults: 2 }),
];
