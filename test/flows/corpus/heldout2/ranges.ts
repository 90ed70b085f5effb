/**
 * Held-out corpus 2: stays given as a check-in and a check-out, in every
 * order and spelling guests use (month crossing, year end, UK and US
 * formats, weekday ranges, dictated run-ons).
 */
import { es, en, dayRange, range, weekdayRange } from '../helpers.js';
import type { Case } from '../types.js';

export const cases: Case[] = [
  es('dates', 'del 15 al 18 de diciembre', range('12-15', 3)),
  es('dates', '15-18 dic', range('12-15', 3)),
  es('dates', 'entre el 20 y el 27 de enero', range('01-20', 7)),
  es('dates', 'del 28 de diciembre al 2 de enero', range('12-28', 5), 'crosses the year'),
  es('dates', 'del 30 de junio al 3 de julio', range('06-30', 3)),
  es('dates', 'llegamos el 5 de febrero y nos vamos el 9', range('02-05', 4)),
  es('dates', 'entrada 2 de abril salida 6 de abril', range('04-02', 4)),
  es('dates', '15/12 al 18/12', range('12-15', 3), 'Spanish chat: day/month'),
  es('dates', 'del 10 al 12', dayRange(10, 2), 'no month: the next 10th'),
  es('dates', 'desde el viernes hasta el lunes', weekdayRange(5, 3)),
  es('dates', 'del 1 al 5 de mayo porfa', range('05-01', 4)),
  es('dates', 'del veinte al veintitrés de junio', range('06-20', 3)),
  es(
    'dates',
    'queremos llegar el 8 de enero y salir el 12 de enero somos dos',
    { ...range('01-08', 4), adults: 2 },
    'dictated run-on with the party at the end',
  ),
  es('dates', 'Del 18 al 21 de Marzo!!!', range('03-18', 3)),
  es('dates', 'desde el 26 dic hasta el 1 de enero', range('12-26', 6), 'crosses the year'),
  es('dates', 'ingreso el 14 de agosto y salgo el 17, llego como a las 2 de la tarde', range('08-14', 3), 'arrival time is not a slot'),
  es('party', 'ah y las fechas cambian, es del 9 al 13 de febrero', range('02-09', 4), 'correction of dates at the people question'),
  es('start', 'del 22 al 26 de enero en santa marta', { city: 'Santa Marta', ...range('01-22', 4) }),
  en('dates', 'from Dec 15 to 18', range('12-15', 3)),
  en('dates', '15th to 18th Dec', range('12-15', 3), 'UK order'),
  en('dates', 'jan 3-7', range('01-03', 4)),
  en('dates', 'arriving 3rd feb leaving 7th feb', range('02-03', 4)),
  en('dates', 'check in march 20 check out march 25', range('03-20', 5)),
  en('dates', 'Dec 27 - Jan 2', range('12-27', 6), 'crosses the year'),
  en('dates', '12/15 - 12/18', range('12-15', 3), 'US order, unambiguous (15 and 18 cannot be months)'),
  en('dates', 'from the 10th to the 14th', dayRange(10, 4)),
  en('dates', 'june 20th thru the 24th', range('06-20', 4)),
  en('dates', 'between april 8 and april 12', range('04-08', 4)),
  en('dates', 'thursday to sunday', weekdayRange(4, 3)),
  en('start', 'need a room in bogota 5-8 march', { city: 'Bogotá', ...range('03-05', 3), rooms: 1 }, '"a room" is one room'),
];
