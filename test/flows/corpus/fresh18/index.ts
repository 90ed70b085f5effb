/** Fresh corpus 18: messy whole requests from tourists and Colombians (spelled numbers, in-message corrections, offsets, described parties, room splits, out-of-range values). Written from the product description only. */
import { dayRange, en, es, HOLY_WEEK, md, nextHoliday, puente, range, type StayDates, WEEKEND, weekdayRange } from '../helpers.js';
import type { Case, Category, Days, Expect, RelDate } from '../types.js';

// ---------------------------------------------------------------------------
// Local date helpers (all computed from the Days calendar, never a fixed date).
// ---------------------------------------------------------------------------

/** Day of the week (0 Sunday … 6 Saturday) of a `YYYY-MM-DD` date. */
function dow(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** `YYYY-MM-DD` of a year, month (1–12) and day. */
function ymd(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

/** The `n`-th `weekday` (0 Sunday … 6 Saturday) of `month` in `year`; `n = -1` is the last one. */
function nthWeekdayOf(year: number, month: number, weekday: number, n: number): string {
  if (n > 0) {
    const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
    return ymd(year, month, 1 + ((weekday - first + 7) % 7) + 7 * (n - 1));
  }
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const last = new Date(Date.UTC(year, month - 1, lastDay)).getUTCDay();
  return ymd(year, month, lastDay - ((last - weekday + 7) % 7));
}

/**
 * A yearly date: `f(year, d)` gives the check-in of that year; the result is
 * this year's if not before today, else next year's (like "a date without a
 * year = its next occurrence").
 */
function yearly(f: (year: number, d: Days) => string): (d: Days) => string {
  return (d) => {
    const year = Number(d.today.slice(0, 4));
    const thisYear = f(year, d);
    return thisYear >= d.today ? thisYear : f(year + 1, d);
  };
}

/** A stay starting on the computed check-in, `nights` nights long. */
function stayFrom(checkin: (d: Days) => string, nights: number): StayDates {
  return { checkin, checkout: (d) => d.plus(checkin(d), nights), nights };
}

/** Check-in `n` days from today ("dentro de diez días", "two weeks from today"), `nights` nights. */
function fromToday(n: number, nights: number): StayDates {
  return stayFrom((d) => d.in(n), nights);
}

/** The `weekday` one week after the next one ("no este viernes sino el siguiente", British "Saturday week"). */
function weekdayAfterNext(weekday: number): (d: Days) => string {
  return (d) => d.plus(d.weekday(weekday), 7);
}

/**
 * The `weekday` (0 Sunday … 6 Saturday) of next week, weeks running Monday to
 * Sunday ("el sábado de la próxima semana"). Said on a Sunday, next week is
 * the one starting tomorrow.
 */
function ofNextWeek(weekday: number): (d: Days) => string {
  return (d) => {
    const iso = (w: number) => (w === 0 ? 7 : w);
    const nextMonday = d.in(8 - iso(dow(d.today)));
    return d.plus(nextMonday, iso(weekday) - 1);
  };
}

/**
 * The first date from today on (today included) that is day `day` of its
 * month and falls on `weekday` ("el viernes 4", "Saturday the 12th"): the
 * weekday and the day agree on it, so a receptionist reads that date.
 */
function weekdayDay(weekday: number, day: number): (d: Days) => string {
  return (d) => {
    for (let i = 0; i < 3 * 366; i++) {
      const date = d.in(i);
      if (Number(date.slice(8, 10)) === day && dow(date) === weekday) return date;
    }
    throw new Error(`no weekday ${weekday} on a day ${day}`);
  };
}

/** The next `n`-th `weekday` of `month` (today included): "el primer sábado de enero". */
function nthWeekday(month: number, weekday: number, n: number): (d: Days) => string {
  return yearly((year) => nthWeekdayOf(year, month, weekday, n));
}

/** The value of a {@link RelDate} on the day `d`. */
function dateOf(date: RelDate, d: Days): string {
  return typeof date === 'string' ? date : date(d);
}

/** The Reyes Magos long weekend (Friday to the holiday Monday, 3 nights). */
const REYES: StayDates = puente('Reyes Magos');

/** US Thanksgiving weekend: the fourth Thursday of November to Sunday, 3 nights. */
const THANKSGIVING: StayDates = stayFrom(nthWeekday(11, 4, 4), 3);

/** "Amor y Amistad" weekend (Colombia: third Saturday of September): the Friday before to the Sunday, 2 nights. */
const AMOR_Y_AMISTAD: StayDates = stayFrom(
  yearly((year, d) => d.plus(nthWeekdayOf(year, 9, 6, 3), -1)),
  2,
);

/** "El fin de semana siguiente al próximo" / "the weekend after next": the weekend after {@link WEEKEND}, 2 nights. */
const WEEKEND_AFTER_NEXT: StayDates = stayFrom(weekdayAfterNext(5), 2);

/** At `nights` (check-in 15 days from today): the check-out and nights of a stay of `n` nights. */
function stay(n: number): Pick<Expect, 'checkout' | 'nights'> {
  return { checkout: (d) => d.in(15 + n), nights: n };
}

/** The check-in of a relative date only (no length said). */
function checkin(date: RelDate): Pick<Expect, 'checkin'> {
  return { checkin: date };
}

const CTG = { city: 'Cartagena' } as const;
const BOG = { city: 'Bogotá' } as const;
const MDE = { city: 'Medellín' } as const;
const SMR = { city: 'Santa Marta' } as const;

export const FRESH18: Record<Category, Case[]> = {
  cities: [
    es('destination', 'Cartajena', CTG, 'typo for Cartagena'),
    es('destination', 'pa Medallo parce', MDE, '"Medallo" is Colombian slang for Medellín'),
    en('destination', 'Bogota please', BOG),
    es('destination', 'a la arenosa', { outcome: 'unknownDestination' }, '"La Arenosa" is the nickname of Barranquilla, not sold'),
    es('destination', 'a la Heroica', CTG, '"La Heroica" is the nickname of Cartagena'),
    en('destination', 'somewhere in Santa Marta near the beach, maybe the Rodadero area', SMR, 'Rodadero names a beach area, not necessarily the hotel'),
    es('destination', 'el Hotel Poblado Verde', { ...MDE, hotelId: 7 }),
    en('destination', 'that Casa Getsemani boutique place my friend loved', { ...CTG, hotelId: 2 }),
    es('destination', 'la capital', BOG, 'the capital of Colombia is Bogotá'),
    es('destination', 'Sta. Marta', SMR),
    es('destination', 'MDE', MDE, 'airport/city code of Medellín, common in writing'),
    en('destination', 'CTG', CTG, 'airport code of Cartagena'),
    es('destination', 'San Andrés isla', { outcome: 'unknownDestination' }),
    en('destination', 'Cali, I heard the salsa is great there', { outcome: 'unknownDestination' }),
    es('destination', 'Bogotá o Medellín, no sé todavía, cuál me recomiendas?', { outcome: 'askBack' }, 'two cities, the guest has not chosen'),
    es('destination', 'en Usaquén, en las Suites Usaquén Plaza', { ...BOG, hotelId: 6 }),
    en('destination', 'the Andino one in Chapinero', { ...BOG, hotelId: 4 }),
    es('destination', 'Taganga', SMR, 'Taganga is a village of Santa Marta; names the area, not surely the hotel'),
    es('start', 'hola quiero ir a medellin', MDE),
    en('destination', 'Medellin, no wait, Cartagena 🙏', CTG, 'corrected to Cartagena'),
    es('destination', 'a la costa', { outcome: 'askBack' }, 'the coast: Cartagena or Santa Marta'),
    es('destination', 'por los lados de Laureles', MDE, 'Laureles is a Medellín neighbourhood; the hotel is not surely meant'),
    es('destination', 'Cartagena de Indias', CTG),
    en('destination', 'Mirador de las Palmas', { ...MDE, hotelId: 9 }),
    es('destination', 'Villa de Leyva', { outcome: 'unknownDestination' }),
    es('destination', 'en la Candelaria, el colonial', { ...BOG, hotelId: 5 }, 'the colonial hotel in La Candelaria'),
  ],

  relativeDates: [
    es(
      'dates',
      'mañana',
      checkin((d) => d.in(1)),
    ),
    es(
      'dates',
      'pasado mañana llegamos',
      checkin((d) => d.in(2)),
    ),
    en(
      'dates',
      'a week from tomorrow',
      checkin((d) => d.in(8)),
    ),
    en('dates', 'two weeks from today, for five nights', fromToday(14, 5)),
    es(
      'dates',
      'de hoy en ocho',
      checkin((d) => d.in(7)),
      'Colombian idiom: "de hoy en ocho" is a week from today',
    ),
    es('dates', 'no este viernes sino el siguiente', checkin(weekdayAfterNext(5))),
    en('dates', 'Saturday week', checkin(weekdayAfterNext(6)), 'British: the Saturday after the coming one'),
    es('dates', 'este fin de semana', WEEKEND),
    en('dates', 'this weekend, Friday to Sunday', WEEKEND),
    es(
      'dates',
      'dentro de tres semanas',
      checkin((d) => d.in(21)),
    ),
    es('dates', 'el jueves que viene, tres noches', weekdayRange(4, 3)),
    en('dates', 'next Friday', { outcome: 'askBack' }, '"next Friday" can mean the coming Friday or the one after'),
    es('dates', 'en un mes más o menos', { outcome: 'askBack' }, '"más o menos": no firm date'),
    en(
      'dates',
      'tonight!',
      checkin((d) => d.in(0)),
    ),
    es('dates', 'hoy mismo, una sola noche', fromToday(0, 1)),
    es(
      'dates',
      'el domingo',
      checkin((d) => d.weekday(0)),
    ),
    en('dates', 'the day after tomorrow for a fortnight', fromToday(2, 14)),
    es('dates', 'dentro de diez días, por cuatro noches', fromToday(10, 4)),
    es('dates', 'el sábado de la próxima semana', checkin(ofNextWeek(6)), 'next week runs Monday to Sunday; said on a Sunday it is the week starting tomorrow'),
    en('dates', 'a week on Friday', checkin(weekdayAfterNext(5)), 'British: a week after the coming Friday'),
    es(
      'dates',
      'mañana no, pasado',
      checkin((d) => d.in(2)),
      'corrected to the day after tomorrow',
    ),
    en('dates', 'tomorrow, one night for now', fromToday(1, 1), 'one night is what is asked; a later extension is not a request'),
    es('dates', 'este miércoles hasta el sábado', weekdayRange(3, 3)),
    es('dates', 'el finde que viene no, el otro', WEEKEND_AFTER_NEXT, 'excludes the coming weekend: the one after'),
    en('dates', 'the weekend after next', WEEKEND_AFTER_NEXT),
  ],

  absoluteDates: [
    es('dates', 'el diecinueve de diciembre', checkin(md('12-19'))),
    es('dates', 'veintitrés de enero', checkin(md('01-23'))),
    en('dates', 'on the twenty-first of March', checkin(md('03-21'))),
    en('dates', 'March 14th', checkin(md('03-14'))),
    en('dates', '3/14', checkin(md('03-14')), 'only the US month/day reading is a date'),
    en('dates', '25/12', checkin(md('12-25')), 'only the day/month reading is a date'),
    en('dates', '12/03', { outcome: 'askBack' }, 'US 3 December or UK 12 March: a tourist could mean either'),
    es('dates', '15/02', checkin(md('02-15')), 'day/month as written in Colombia'),
    es('dates', 'el primero de febrero', checkin(md('02-01'))),
    es('dates', 'el 1ro de mayo', checkin(md('05-01'))),
    es(
      'dates',
      'el 8',
      checkin((d) => d.nextDay(8)),
    ),
    es(
      'dates',
      'el 15 no perdón el 16',
      checkin((d) => d.nextDay(16)),
      'corrected to the 16th',
    ),
    en('dates', 'the 4th of July', checkin(md('07-04'))),
    es('dates', 'el viernes 4', checkin(weekdayDay(5, 4)), 'weekday and day together: the first 4th that is a Friday'),
    en('dates', 'Saturday the 12th', checkin(weekdayDay(6, 12)), 'weekday and day together: the first 12th that is a Saturday'),
    es('dates', 'el primer sábado de enero', checkin(nthWeekday(1, 6, 1))),
    en('dates', 'the last Friday in February', checkin(nthWeekday(2, 5, -1))),
    es(
      'dates',
      'el 31',
      checkin((d) => d.nextDay(31)),
    ),
    en('dates', 'Oct 2nd', checkin(md('10-02'))),
    es('dates', 'el dos de agosto', checkin(md('08-02'))),
    en(
      'dates',
      'the 30th',
      checkin((d) => d.nextDay(30)),
    ),
    es('dates', 'a principios de marzo', { outcome: 'askBack' }, 'early March: no day said'),
    es('dates', 'el 10 de abril, 5 noches', range('04-10', 5)),
    en('dates', "I'd like to arrive on 6 September", checkin(md('09-06'))),
    es('dates', 'el segundo viernes de mayo', checkin(nthWeekday(5, 5, 2))),
  ],

  holidayDates: [
    es('dates', 'el puente de Reyes', puente('Reyes Magos')),
    es('dates', 'para el puente de San José', puente('San José')),
    es('dates', 'Semana Santa completa', HOLY_WEEK),
    en('dates', 'Holy Week', HOLY_WEEK),
    es(
      'dates',
      'jueves y viernes santo, nos vamos el sábado',
      { checkin: (d) => d.easter(-3), checkout: (d) => d.easter(-1), nights: 2 },
      'Holy Thursday to Holy Saturday',
    ),
    en('dates', 'Thanksgiving weekend, Thursday through Sunday', THANKSGIVING, 'US Thanksgiving: fourth Thursday of November'),
    es('dates', 'el puente de noviembre', { outcome: 'askBack' }, 'November has two long weekends (Todos los Santos and Independencia de Cartagena)'),
    es('dates', 'el puente festivo de la Independencia de Cartagena', puente('Independencia de Cartagena')),
    en('dates', 'Christmas Eve and Christmas Day, two nights', range('12-24', 2)),
    es('dates', 'para Nochevieja, llegamos el 30 y nos vamos el 2 de enero', range('12-30', 3)),
    es('dates', 'el puente de la Raza', puente('Día de la Raza')),
    es('dates', 'el fin de semana de amor y amistad', AMOR_Y_AMISTAD, 'Amor y Amistad: third Saturday of September; read as its Friday–Sunday weekend'),
    en('dates', "St Patrick's Day, two nights", range('03-17', 2)),
    es('dates', 'el próximo festivo, una noche', stayFrom(nextHoliday, 1)),
    en('dates', "Valentine's Day, just the one night", range('02-14', 1)),
    es('dates', 'para Halloween, 2 noches', range('10-31', 2)),
    es('dates', 'el puente de San Pedro', puente('San Pedro y San Pablo')),
    es(
      'dates',
      'el puente de Reyes pero llegando el sábado',
      { checkin: (d) => d.plus(dateOf(REYES.checkin, d), 1), checkout: REYES.checkout, nights: 2 },
      'the Reyes long weekend from its Saturday to the holiday Monday',
    ),
    en('dates', 'Easter weekend', { outcome: 'askBack' }, 'Thursday, Friday or Saturday to Sunday or Monday: depends on the guest'),
    es('dates', 'el puente de octubre', puente('Día de la Raza'), 'October has one long weekend: Día de la Raza'),
    es('dates', 'en Navidad', { outcome: 'askBack' }, 'the 24th or the 25th, and how long: not said'),
    en('dates', 'Boxing Day for 3 nights', range('12-26', 3)),
    es('dates', 'el puente de enero', puente('Reyes Magos'), 'January has one long weekend: Reyes'),
    es('dates', 'el 20 de julio que es festivo', checkin(md('07-20'))),
    es('dates', 'la noche de velitas', checkin(md('12-07')), 'Día de las Velitas: the night of 7 December'),
    en('dates', "New Year's Eve until New Year's Day", range('12-31', 1)),
  ],

  ranges: [
    es('dates', 'del 15 al 18', dayRange(15, 3)),
    en('dates', 'from the 3rd to the 10th', dayRange(3, 7)),
    es('dates', 'del 20 de diciembre al 3 de enero', range('12-20', 14)),
    en('dates', 'Dec 28 – Jan 2', range('12-28', 5)),
    en('dates', 'from 12/03 to 12/07', range('12-03', 4), 'the UK reading (12 March to 12 July) would be 122 nights: US dates'),
    en('dates', '20th to 27th August', range('08-20', 7)),
    es('dates', '3 noches a partir del 8', dayRange(8, 3)),
    es('dates', 'entrando el 10 y saliendo el 14 de febrero', range('02-10', 4)),
    en('dates', 'check in Jan 5th, check out the 9th', range('01-05', 4)),
    es('dates', 'del viernes al lunes', weekdayRange(5, 3)),
    en('dates', 'Thursday to Sunday', weekdayRange(4, 3)),
    es('dates', 'del 5 al 12 de marzo, no espera, del 6 al 12', range('03-06', 6), 'corrected check-in'),
    es('dates', 'una semana desde el 2 de julio', range('07-02', 7)),
    en('dates', 'a fortnight starting the 1st of June', range('06-01', 14)),
    es('dates', 'del veintiuno al veinticuatro', dayRange(21, 3)),
    en('dates', 'from the twenty-second through the twenty-fifth', dayRange(22, 3)),
    es('dates', 'llego el 18 de enero y me voy el 21', range('01-18', 3)),
    es('dates', 'del 10 de junio al 10 de julio', range('06-10', 30), 'exactly 30 nights, the limit'),
    en('dates', 'from Friday the 4th to Monday the 7th', stayFrom(weekdayDay(5, 4), 3), 'the first 4th that is a Friday'),
    es('dates', 'dos semanas a partir del primero de septiembre', range('09-01', 14)),
    es('dates', 'entre el 12 y el 15 de octubre', range('10-12', 3)),
    en('dates', 'arriving 2 Nov leaving 6 Nov', range('11-02', 4)),
    es('dates', 'del 24 al 26', dayRange(24, 2)),
    es('dates', 'del trece al veinte de abril', range('04-13', 7)),
    en('dates', 'May 1-5', range('05-01', 4)),
  ],

  nights: [
    es('nights', 'tres noches', stay(3)),
    en('nights', 'a fortnight', stay(14)),
    es('nights', 'una semana', stay(7)),
    es('nights', 'diecinueve noches', stay(19)),
    en('nights', 'twenty-one nights', stay(21)),
    es('nights', '4 días 3 noches', stay(3)),
    en('nights', 'just the one night', stay(1)),
    es('nights', 'dos semanas', stay(14)),
    es('nights', 'unos días', { outcome: 'askBack' }, 'no number'),
    en('nights', 'a week and a half', { outcome: 'askBack' }, '10 or 11 nights'),
    es('nights', 'cinco, no, seis noches', stay(6), 'corrected to six'),
    en('nights', '2 nights, maybe 3', { outcome: 'askBack' }, 'the guest hesitates between two lengths'),
    es('nights', 'un mes', { outcome: 'askBack' }, 'a month is 28 to 31 nights depending on the month, and over 30 is refused: ask'),
    en('nights', 'two weeks plus one night', stay(15)),
    es('nights', 'ocho noches', stay(8)),
    es('nights', 'noche y media jaja no, dos noches', stay(2)),
    en('nights', 'five nights pls', stay(5)),
    es('nights', 'una noche nomás', stay(1)),
    en('nights', 'the whole month — no, scratch that, ten nights', stay(10), 'corrected to ten'),
    es('nights', 'veintitrés', stay(23)),
    en('nights', 'seven', stay(7)),
    es('nights', '3 semanas', stay(21)),
    es('nights', 'un par de noches', stay(2), '"un par" is two'),
    en('nights', 'four nights, out on the morning of the fifth day', stay(4)),
  ],

  occupancySentence: [
    es('party', 'mi novia y yo', { adults: 2 }),
    en('party', 'retired couple', { adults: 2 }),
    en('party', 'family of four with two teens', { adults: 2, children: 2 }, 'teens counted as children; their ages are still to ask'),
    es('party', 'somos 2 adultos y 2 niños, ah no, solo uno de 7', { adults: 2, children: 1, ages: [7] }, 'corrected to one child'),
    es('party', 'mi esposo, yo y los tres peques de 2, 5 y 9', { adults: 2, children: 3, ages: [2, 5, 9] }),
    en('party', 'me, my wife and our baby (8 months)', { adults: 2, children: 1, ages: [0] }),
    es('party', 'vamos cuatro parejas', { adults: 8 }),
    es('party', 'yo sola', { adults: 1 }),
    en('party', 'just myself', { adults: 1 }),
    es('party', 'mis papás, mi hermana y yo', { adults: 4 }),
    es('party', 'tres adultos y una niña de cuatro años, ah y también va mi otro hijo de 10', { adults: 3, children: 2, ages: [4, 10] }, 'addition'),
    en('party', 'two adults, the kids are 17 and 18', { adults: 3, children: 1, ages: [17] }, 'the 18-year-old counts as an adult'),
    es('party', 'una pareja con gemelos de seis', { adults: 2, children: 2, ages: [6, 6] }),
    en('party', 'a group of 12 friends', { adults: 12 }),
    es('party', 'dos familias, cada una con dos adultos y un niño de 5', { adults: 4, children: 2, ages: [5, 5] }),
    en('party', 'my husband and I plus my mom', { adults: 3 }),
    es('party', 'seis adultos repartidos en tres habitaciones', { adults: 6, rooms: 3 }),
    en('party', 'two couples, two rooms', { adults: 4, rooms: 2 }),
    es('party', 'somos cinco: mi esposa, yo y nuestros tres hijos de 12, 14 y 16', { adults: 2, children: 3, ages: [12, 14, 16] }),
    en('party', 'honeymooners 😍', { adults: 2 }),
    es('party', 'mi abuela, mi mamá y yo con mi bebé de un año', { adults: 3, children: 1, ages: [1] }),
    en('party', 'three grown-ups and a toddler', { adults: 3, children: 1 }, 'a toddler is a child; the exact age is still to ask'),
    es('party', 'nosotros dos y el niño', { adults: 2, children: 1 }),
    en('party', 'a family of five', { outcome: 'askBack' }, 'how many of the five are children is not said'),
    es('party', 'un adulto y tres menores: 3, 11 y 15 años', { adults: 1, children: 3, ages: [3, 11, 15] }),
    en('party', 'me + 2 colleagues, separate rooms', { adults: 3, rooms: 3 }),
  ],

  occupancyStepwise: [
    es('party', '2', { adults: 2 }, 'two people, no children mentioned: two adults'),
    en('party', 'four adults', { adults: 4 }),
    es('party', 'dos adultos', { adults: 2 }),
    es('party', '3 grandes y 2 chiquitos', { adults: 3, children: 2 }),
    en('party', '2 + 1 kid', { adults: 2, children: 1 }),
    es('party', 'cuatro', { adults: 4 }),
    es('childAges', '7 y 4', { ages: [7, 4] }),
    en('childAges', "they're five and nine", { ages: [5, 9] }),
    es('childAges', 'el mayor tiene 12 y la menor 8 meses', { ages: [12, 0] }),
    en('childAges', '6 and 3, oh and their cousin comes too, she is 10', { children: 3, ages: [6, 3, 10] }, 'addition of a third child'),
    es('childAges', 'once y trece', { ages: [11, 13] }),
    en('childAges', "both are 4, they're twins", { ages: [4, 4] }),
    es('childAges', 'uno de 2 y el otro de 15', { ages: [2, 15] }),
    es('childAges', 'diecisiete y catorce', { ages: [17, 14] }),
    en('childAges', 'ages 3 and 1', { ages: [3, 1] }),
    es('childAges', 'un bebé de 6 meses y una de 3 añitos', { ages: [0, 3] }),
    en('childAges', '13 & 8', { ages: [13, 8] }),
    es('party', '2 adultos, y queremos 2 habitaciones', { adults: 2, rooms: 2 }),
    en('party', 'one room is fine, 2 adults', { adults: 2, rooms: 1 }),
    es('childAges', 'al final solo viene uno, tiene 10', { children: 1, ages: [10] }, 'correction: one child only'),
    en('childAges', 'actually no kids, just the two of us', { children: 0 }, 'the children are dropped; the two adults stay'),
    es('childAges', 'nueve, y el otro ya cumplió 18', { adults: 3, children: 1, ages: [9] }, 'the 18-year-old is an adult'),
    en('childAges', 'twelve and seven', { ages: [12, 7] }),
    es('party', '2 adultos 0 niños', { adults: 2, children: 0 }),
  ],

  wholeRequests: [
    es('start', 'Hola buenas, necesito hotel en Cartagena del diecinueve al veintitrés de diciembre para mi novia y yo', {
      ...CTG,
      ...range('12-19', 4),
      adults: 2,
    }),
    en('start', 'Hi! Retired couple looking at Medellín for a fortnight starting March 3rd', { ...MDE, ...range('03-03', 14), adults: 2 }),
    es('start', 'buenas tardes quisiera reservar en santa marta 2 niños, ah no, solo uno de 7 y dos adultos, del 8 al 11 de enero', {
      ...SMR,
      ...range('01-08', 3),
      adults: 2,
      children: 1,
      ages: [7],
    }),
    en(
      'start',
      'Family of four with two teens, Bogotá, two weeks from today for 5 nights',
      { ...BOG, ...fromToday(14, 5), adults: 2, children: 2 },
      'teens counted as children, ages still to ask',
    ),
    es('start', 'quiero ir a medellin no este viernes sino el siguiente, 2 noches, somos 3 adultos', {
      ...MDE,
      ...stayFrom(weekdayAfterNext(5), 2),
      adults: 3,
    }),
    en('start', 'Cartagena, arriving a week from tomorrow, 3 nights, me and my wife + our son (4)', {
      ...CTG,
      ...fromToday(8, 3),
      adults: 2,
      children: 1,
      ages: [4],
    }),
    es('start', 'Hotel Poblado Verde, 3 noches a partir del 8, dos personas', { ...MDE, hotelId: 7, ...dayRange(8, 3), adults: 2 }),
    en('start', 'Looking for 2 rooms in Santa Marta for 4 adults from 20th to 27th August', { ...SMR, ...range('08-20', 7), adults: 4, rooms: 2 }),
    es(
      'start',
      'hola si mire es que queremos ir a cartagena con mi esposa y los dos niños el de 5 y la de 9 en semana santa toda la semana',
      { ...CTG, ...HOLY_WEEK, adults: 2, children: 2, ages: [5, 9] },
      'dictated run-on',
    ),
    en('start', "Hey there, Medellin for New Year's, 30th Dec to 2nd Jan, 6 friends, 3 rooms", { ...MDE, ...range('12-30', 3), adults: 6, rooms: 3 }),
    es(
      'start',
      'Para el puente de Reyes en Santa Marta, somos mi mamá, mi papá, mi hermano de 15 y yo',
      { ...SMR, ...puente('Reyes Magos'), adults: 3, children: 1, ages: [15] },
      'the writer is taken as an adult',
    ),
    en('start', 'Bogota, Thursday to Sunday, solo traveller', { ...BOG, ...weekdayRange(4, 3), adults: 1 }),
    es('start', 'Reserva en Suites Usaquén Plaza del 15 al 18, dos adultos y un bebé de 10 meses', {
      ...BOG,
      hotelId: 6,
      ...dayRange(15, 3),
      adults: 2,
      children: 1,
      ages: [0],
    }),
    en('start', "Hi, we're a retired couple wanting Cartagena from Dec. 20th to Jan. 3rd, one room", { ...CTG, ...range('12-20', 14), adults: 2, rooms: 1 }),
    es('start', 'necesito 2 habitaciones una para mi esposa y yo y otra para mis papás en medellín el fin de semana', {
      ...MDE,
      ...WEEKEND,
      adults: 4,
      rooms: 2,
    }),
    en('start', 'Santa Marta for twenty-one nights from the first of February, 2 adults', { ...SMR, ...range('02-01', 21), adults: 2 }),
    es(
      'start',
      'Cartagena del 5 al 12 de marzo, no espera, del 6 al 12, somos mi esposo, yo y mi hija de 6, ah y también va mi otro hijo de 8',
      { ...CTG, ...range('03-06', 6), adults: 2, children: 2, ages: [6, 8] },
      'corrected check-in and an added child',
    ),
    en('start', 'Need Medellín, 3/14 to 3/18, two adults one kid age 11', { ...MDE, ...range('03-14', 4), adults: 2, children: 1, ages: [11] }),
    es('start', 'buenas, para 2 en bogota mañana, una noche', { ...BOG, ...fromToday(1, 1), adults: 2 }),
    en(
      'start',
      'Honeymoon!! Casa Getsemaní Boutique, 7 nights from June 12',
      { ...CTG, hotelId: 2, ...range('06-12', 7), adults: 2 },
      'a honeymoon is a couple',
    ),
    es('start', 'Somos un grupo de 12 amigos, Santa Marta, del 10 al 14 de enero, 4 habitaciones', {
      ...SMR,
      ...range('01-10', 4),
      adults: 12,
      rooms: 4,
    }),
    en('start', 'Cartagena for Thanksgiving weekend, Thu-Sun, family of 5: 2 adults, kids 3, 6 and 12', {
      ...CTG,
      ...THANKSGIVING,
      adults: 2,
      children: 3,
      ages: [3, 6, 12],
    }),
    es('start', 'Hola! Me gustaría reservar en Medellín para el puente de la Raza, yo y mi pareja', { ...MDE, ...puente('Día de la Raza'), adults: 2 }),
    en(
      'start',
      'Two couples and a baby of 6 months, Bogotá, 2 rooms, check in Friday the 4th for 2 nights',
      { ...BOG, ...stayFrom(weekdayDay(5, 4), 2), adults: 4, children: 1, ages: [0], rooms: 2 },
      'the first 4th that is a Friday',
    ),
    es('start', 'quiero para dos adultos en el Hotel Bahía Taganga dentro de diez días por una semana', {
      ...SMR,
      hotelId: 11,
      ...fromToday(10, 7),
      adults: 2,
    }),
    en('start', 'Medellín. Dates: 12/03 - 12/07. Pax: 2', { ...MDE, ...range('12-03', 4), adults: 2 }, 'only the US reading gives a stay within 30 nights'),
    es('start', 'Voy con mi novia a Cartagena el sábado de la próxima semana, dos noches', { ...CTG, ...stayFrom(ofNextWeek(6), 2), adults: 2 }),
    en(
      'start',
      'Hiya, Bogotá for me and the missus, Saturday week, three nights',
      { ...BOG, ...stayFrom(weekdayAfterNext(6), 3), adults: 2 },
      'British "Saturday week": the Saturday after the coming one',
    ),
    es('start', 'santa marta del veintiuno al veinticuatro mi esposa mis dos hijas de 4 y 8 y yo', {
      ...SMR,
      ...dayRange(21, 3),
      adults: 2,
      children: 2,
      ages: [4, 8],
    }),
    en('start', 'we are 3 adults and 2 kids (7 and 9) wanting 2 rooms in Cartagena from the 2nd to the 6th', {
      ...CTG,
      ...dayRange(2, 4),
      adults: 3,
      children: 2,
      ages: [7, 9],
      rooms: 2,
    }),
    es('start', 'Buenas noches, 2 adultos 1 niño de 11 años, Medellín, llegando el 20 de diciembre saliendo el 27', {
      ...MDE,
      ...range('12-20', 7),
      adults: 2,
      children: 1,
      ages: [11],
    }),
    en('start', 'Book Hotel Murallas del Caribe for a fortnight from 1 July, 2 adults', { ...CTG, hotelId: 1, ...range('07-01', 14), adults: 2 }),
    es('start', 'Quiero Bogotá del 3 al 6 de febrero, somos 3, ah no, 4 adultos', { ...BOG, ...range('02-03', 3), adults: 4 }, 'corrected to four'),
    en('start', 'Hello, Santa Marta, tomorrow, 2 nights, my girlfriend and I and our dog', {
      ...SMR,
      ...fromToday(1, 2),
      adults: 2,
      requests: ['pets'],
    }),
    es(
      'start',
      'mi esposa y yo, jubilados, queremos Cartagena la segunda quincena de enero',
      { ...CTG, adults: 2, outcome: 'askBack' },
      'second half of January: no exact dates',
    ),
    en('start', 'Medellin Dec 24 2 nights 4 adults 2 rooms', { ...MDE, ...range('12-24', 2), adults: 4, rooms: 2 }),
    es('start', 'pa medallo este finde con los parceros, somos seis', { ...MDE, ...WEEKEND, adults: 6 }),
    en('start', 'I need a hotel in Bogota for a week starting Monday for me and two colleagues, one room each', {
      ...BOG,
      ...weekdayRange(1, 7),
      adults: 3,
      rooms: 3,
    }),
    es('start', 'Hotel Rodadero Sol del 27 al 30 de diciembre para una pareja con gemelos de seis años', {
      ...SMR,
      hotelId: 10,
      ...range('12-27', 3),
      adults: 2,
      children: 2,
      ages: [6, 6],
    }),
    en('start', 'Cartagena 19-23 Jan, 2 adults + 1 teen (15)', { ...CTG, ...range('01-19', 4), adults: 2, children: 1, ages: [15] }),
    es('start', 'hola hola necesito en Santa Marta el puente de San Pedro pa tres parejas, cada pareja en su habitación', {
      ...SMR,
      ...puente('San Pedro y San Pablo'),
      adults: 6,
      rooms: 3,
    }),
    en('start', 'Can I get a room at Hotel Laureles Jardin from the twenty-second through the twenty-fifth for two?', {
      ...MDE,
      hotelId: 8,
      ...dayRange(22, 3),
      adults: 2,
      rooms: 1,
    }),
    es('start', 'Cartagena, 8 noches desde el 2 de marzo, yo solo', { ...CTG, ...range('03-02', 8), adults: 1 }),
    en('start', 'Two families, each 2 adults and 1 child (ages 4 and 10), Santa Marta, 2 rooms, Jan 2 to Jan 9', {
      ...SMR,
      ...range('01-02', 7),
      adults: 4,
      children: 2,
      ages: [4, 10],
      rooms: 2,
    }),
    es('start', 'Necesito hotel en Medellín para mí y mi mamá de 70 años del viernes al lunes', { ...MDE, ...weekdayRange(5, 3), adults: 2 }),
    en('start', 'Bogotá — arriving on the 10th, leaving on the 13th, with my husband and our three kids: 2, 5 and 8', {
      ...BOG,
      ...dayRange(10, 3),
      adults: 2,
      children: 3,
      ages: [2, 5, 8],
    }),
    es('start', 'Quiero reservar en cartajena 4 noches a partir del quince somos 2 adultos y 2 niños de 3 y 5 años', {
      ...CTG,
      ...dayRange(15, 4),
      adults: 2,
      children: 2,
      ages: [3, 5],
    }),
    en('start', 'Santa Marta over Easter, Holy Week, the full week, 2 adults', { ...SMR, ...HOLY_WEEK, adults: 2 }),
    es('start', 'reserva para el Mirador de Las Palmas, dos noches desde pasado mañana, somos mi esposo y yo', {
      ...MDE,
      hotelId: 9,
      ...fromToday(2, 2),
      adults: 2,
    }),
    en(
      'start',
      'Me, my partner and my 19-year-old son, Cartagena, 4 nights from Oct 2nd',
      { ...CTG, ...range('10-02', 4), adults: 3 },
      'a 19-year-old is an adult',
    ),
    es('start', 'Bogotá del 13 al 20 de abril, vamos cinco adultos en dos habitaciones, y uno va en silla de ruedas', {
      ...BOG,
      ...range('04-13', 7),
      adults: 5,
      rooms: 2,
      requests: ['accessibility'],
    }),
    en('start', 'yo! cartagena this weekend 2 ppl', { ...CTG, ...WEEKEND, adults: 2 }),
    es('start', 'Medellín, de hoy en ocho, tres noches, dos adultos', { ...MDE, ...fromToday(7, 3), adults: 2 }, '"de hoy en ocho": a week from today'),
    en('start', 'Hotel Candelaria Colonial, 2 adults, check-in 25/12, check-out 28/12', { ...BOG, hotelId: 5, ...range('12-25', 3), adults: 2 }),
    es('start', 'para las fiestas de independencia de Cartagena, el puente, allá mismo en Cartagena, somos 4', {
      ...CTG,
      ...puente('Independencia de Cartagena'),
      adults: 4,
    }),
    en(
      'start',
      'Hey, planning a trip with my wife and our two teenage daughters to Medellín in three weeks, 5 nights',
      { ...MDE, ...fromToday(21, 5), adults: 2, children: 2 },
      'teenage daughters counted as children, ages still to ask',
    ),
    es(
      'start',
      'Buenas, quería saber si tienen disponibilidad en Santa Marta del 28 de diciembre al 2 de enero para una familia: mi esposa, yo, y los niños de nueve y once',
      { ...SMR, ...range('12-28', 5), adults: 2, children: 2, ages: [9, 11] },
    ),
    en('start', 'Cartagena. Two nights. Tonight. Me.', { ...CTG, ...fromToday(0, 2), adults: 1 }),
    es('start', 'en bogota x 3 noches desde el lunes, 1 adulto', { ...BOG, ...weekdayRange(1, 3), adults: 1 }),
    en('start', "We'd love two rooms — one double for us and one twin for the boys, 10 and 13 — in Santa Marta, 14th to 21st July", {
      ...SMR,
      ...range('07-14', 7),
      adults: 2,
      children: 2,
      ages: [10, 13],
      rooms: 2,
    }),
    es('start', 'Hotel Andino Chapinero del primero al cinco de marzo, viajo con mi jefe, habitaciones separadas', {
      ...BOG,
      hotelId: 4,
      ...range('03-01', 4),
      adults: 2,
      rooms: 2,
    }),
    en('start', 'Medellín from the 5th for ten nights, 3 adults', { ...MDE, ...dayRange(5, 10), adults: 3 }),
    es('start', 'mi novio y yo queremos ir a Cartagena el próximo festivo, una noche', { ...CTG, ...stayFrom(nextHoliday, 1), adults: 2 }),
    en('start', 'Family trip! 2 adults, 3 kids (1, 4, 7), Santa Marta, arriving the day after tomorrow, leaving a week later', {
      ...SMR,
      ...fromToday(2, 7),
      adults: 2,
      children: 3,
      ages: [1, 4, 7],
    }),
    es('start', 'hola! vamos en la semana de receso a Medellín', { ...MDE, outcome: 'askBack' }, 'school break weeks differ by school and year'),
    en('start', 'Bogota 2 adults 1 child, arriving Jan 15, 3 nights', { ...BOG, ...range('01-15', 3), adults: 2, children: 1 }),
    es('start', 'Cartagena, treinta noches desde el 1 de agosto, para mí y mi esposa', { ...CTG, ...range('08-01', 30), adults: 2 }),
    en('start', 'Could you book Posada El Pescador for my parents (both in their 70s) and me, 2 nights from Saturday', {
      ...SMR,
      hotelId: 12,
      ...weekdayRange(6, 2),
      adults: 3,
    }),
    es('start', 'Santa Marta del 2 al 5 de enero, 2 adultos y 3 niños de 4, 6 y 8, en 2 habitaciones', {
      ...SMR,
      ...range('01-02', 3),
      adults: 2,
      children: 3,
      ages: [4, 6, 8],
      rooms: 2,
    }),
    en('start', "Cartagena for Valentine's, 14th to 16th Feb, me and my girlfriend", { ...CTG, ...range('02-14', 2), adults: 2 }),
    es(
      'start',
      'Bogotá, Semana Santa del jueves al domingo, somos tres amigas',
      { ...BOG, checkin: (d) => d.easter(-3), checkout: (d) => d.easter(0), nights: 3, adults: 3 },
      'Holy Thursday to Easter Sunday',
    ),
    en('start', 'Medellín, Friday to Sunday, 2 adults and a toddler', { ...MDE, ...weekdayRange(5, 2), adults: 2, children: 1 }),
    es('start', 'Quiero ir con mi familia, somos mi esposa, yo y mis 2 hijos de 10 y 12, a Santa Marta, 6 noches, llegando el 26 de diciembre', {
      ...SMR,
      ...range('12-26', 6),
      adults: 2,
      children: 2,
      ages: [10, 12],
    }),
    en('start', '4 adults, Bogotá, from Dec 20 to Dec 22, and 1 room — no, make that 2 rooms', {
      ...BOG,
      ...range('12-20', 2),
      adults: 4,
      rooms: 2,
    }),
    es('start', 'buenas, para el 31 de diciembre en Cartagena, 2 noches, 2 adultos y una niña de 12 y un niño de 14', {
      ...CTG,
      ...range('12-31', 2),
      adults: 2,
      children: 2,
      ages: [12, 14],
    }),
    en('start', "I'm coming to Cartagena with my sister and her 3 kids (2, 6, 9) from 10 to 17 January", {
      ...CTG,
      ...range('01-10', 7),
      adults: 2,
      children: 3,
      ages: [2, 6, 9],
    }),
    es('start', 'Para el Hotel Bocagrande Azul, mañana por 3 noches, 1 adulto y 1 niño de 5', {
      ...CTG,
      hotelId: 3,
      ...fromToday(1, 3),
      adults: 1,
      children: 1,
      ages: [5],
    }),
    en('start', 'Hey, me and 3 mates, Medellín, weekend after next', { ...MDE, ...WEEKEND_AFTER_NEXT, adults: 4 }),
    es('start', 'Hola, para Bogotá, llego el viernes y me voy el domingo, somos una pareja y un bebé de 6 meses', {
      ...BOG,
      ...weekdayRange(5, 2),
      adults: 2,
      children: 1,
      ages: [0],
    }),
    en('start', 'Dates: 1st–4th April. City: Medellín. Guests: 2 adults + 2 children (ages 8 & 11). Rooms: 1.', {
      ...MDE,
      ...range('04-01', 3),
      adults: 2,
      children: 2,
      ages: [8, 11],
      rooms: 1,
    }),
    es('start', 'para Cartagena en diciembre', { ...CTG, outcome: 'askBack' }, 'a month, no dates'),
    en('start', 'Santa Marta for Christmas, 23rd to 27th, 2 adults 2 kids 5 and 7', {
      ...SMR,
      ...range('12-23', 4),
      adults: 2,
      children: 2,
      ages: [5, 7],
    }),
    es('start', 'quiero reservar medellin 2 noches a partir del 24 de diciembre somos 3 adultos 2 niños uno de 3 y otro de 16 en 2 habitaciones', {
      ...MDE,
      ...range('12-24', 2),
      adults: 3,
      children: 2,
      ages: [3, 16],
      rooms: 2,
    }),
    en('start', "Cartagena please, we're 2 adults, dates flexible in February", { ...CTG, adults: 2, outcome: 'askBack' }, 'flexible dates: none to take'),
    es('start', 'Hotel Murallas del Caribe, el fin de semana de amor y amistad, mi esposo y yo', {
      ...CTG,
      hotelId: 1,
      ...AMOR_Y_AMISTAD,
      adults: 2,
    }),
    en('start', "Hi there! 2 adults 1 kid (8) Bogotá, from tomorrow, for a week, and we'll arrive late, around midnight", {
      ...BOG,
      ...fromToday(1, 7),
      adults: 2,
      children: 1,
      ages: [8],
      requests: ['lateArrival'],
    }),
    es('start', 'buenas tardes, Santa Marta, del quince al veinte de enero, somos 2 adultos, necesitamos factura a nombre de la empresa', {
      ...SMR,
      ...range('01-15', 5),
      adults: 2,
      requests: ['invoice'],
    }),
    en('start', 'Cartagena from 6 September for six nights, four adults and two rooms', { ...CTG, ...range('09-06', 6), adults: 4, rooms: 2 }),
    es('start', 'Medellín con mis 2 hijos de 13 y 17 del 18 al 22 de junio', {
      ...MDE,
      ...range('06-18', 4),
      adults: 1,
      children: 2,
      ages: [13, 17],
    }),
    en('start', "We're 8: two grandparents, two parents and four kids aged 2, 5, 9, 12. Santa Marta, 3 rooms, 7 nights from 2nd Jan", {
      ...SMR,
      ...range('01-02', 7),
      adults: 4,
      children: 4,
      ages: [2, 5, 9, 12],
      rooms: 3,
    }),
    es(
      'start',
      'Hola, Bogotá, dos semanas y media desde el 3 de marzo, solo yo',
      { ...BOG, checkin: md('03-03'), adults: 1, outcome: 'askBack' },
      'two and a half weeks: 17 or 18 nights',
    ),
    en('start', 'Medellín, arriving Wednesday, leaving the following Wednesday, party of two', { ...MDE, ...weekdayRange(3, 7), adults: 2 }),
    es('start', 'Quiero reservar en Cartagena para el primer sábado de enero dos noches, dos adultos', {
      ...CTG,
      ...stayFrom(nthWeekday(1, 6, 1), 2),
      adults: 2,
    }),
    en('start', 'Bogotá 5 nights from the 1st, me and my husband and our dog Max', { ...BOG, ...dayRange(1, 5), adults: 2, requests: ['pets'] }),
    es('start', 'Quiero Santa Marta el puente de San José, dos adultos, y mi hija de diecinueve que cuenta como adulta ya', {
      ...SMR,
      ...puente('San José'),
      adults: 3,
    }),
    en('start', 'Cartagena, two weeks starting this Sunday, 2 adults', { ...CTG, ...weekdayRange(0, 14), adults: 2 }),
  ],

  names: [
    es('name', 'Juan Pablo Gómez Restrepo', { firstName: 'Juan Pablo', lastName: 'Gómez Restrepo' }),
    en('name', 'John Smith', { firstName: 'John', lastName: 'Smith' }),
    es('name', 'me llamo María Fernanda Ospina', { firstName: 'María Fernanda', lastName: 'Ospina' }),
    en('name', "It's O'Connor, Siobhan O'Connor", { firstName: 'Siobhan', lastName: "O'Connor" }),
    es('name', 'Gómez, Andrés', { firstName: 'Andrés', lastName: 'Gómez' }, 'surname first, with a comma'),
    en('name', 'Dr. Emily Watson', { firstName: 'Emily', lastName: 'Watson' }, 'title dropped'),
    es('name', 'soy carlos arturo perez', { firstName: 'Carlos Arturo', lastName: 'Perez' }, 'written in lower case; capitalised as a receptionist would'),
    en('name', 'Hans-Peter Müller', { firstName: 'Hans-Peter', lastName: 'Müller' }),
    es('name', 'a nombre de mi esposa: Luisa Fernanda Castaño', { firstName: 'Luisa Fernanda', lastName: 'Castaño' }, 'booking under the wife'),
    en('name', 'van der Berg, Pieter', { firstName: 'Pieter', lastName: 'van der Berg' }, 'surname first, with a particle'),
    es('name', 'Ana', { firstName: 'Ana' }, 'only the first name; the last name is still to ask'),
    en('name', "Mary-Kate O'Neill-Smith", { firstName: 'Mary-Kate', lastName: "O'Neill-Smith" }),
    es('name', 'José de Jesús Ramírez', { firstName: 'José de Jesús', lastName: 'Ramírez' }, '"José de Jesús" is one Colombian first name'),
    en('name', 'Kenji Tanaka', { firstName: 'Kenji', lastName: 'Tanaka' }),
    es('name', 'Valentina Ríos, pero me dicen Vale', { firstName: 'Valentina', lastName: 'Ríos' }),
    en('name', 'Bob, well Robert, Robert Johnson', { firstName: 'Robert', lastName: 'Johnson' }, 'corrected to the full first name'),
    es('name', 'Sebastián de la Torre', { firstName: 'Sebastián', lastName: 'de la Torre' }),
    en('name', "Name's Smith. Anna Smith.", { firstName: 'Anna', lastName: 'Smith' }),
    es('name', 'Mi nombre es Daniela y mi apellido es Vélez Arango', { firstName: 'Daniela', lastName: 'Vélez Arango' }),
    en('name', 'First name Giulia, last name Rossi', { firstName: 'Giulia', lastName: 'Rossi' }),
    es('name', 'ALEJANDRO MEJÍA', { firstName: 'Alejandro', lastName: 'Mejía' }, 'written in capitals; capitalised as a receptionist would'),
    en('name', 'Pierre-Louis Dubois 😅', { firstName: 'Pierre-Louis', lastName: 'Dubois' }),
    es(
      'name',
      'Camilo Andrés Torres, no perdón, con los dos apellidos: Camilo Andrés Torres Lozano',
      { firstName: 'Camilo Andrés', lastName: 'Torres Lozano' },
      'corrected to both surnames',
    ),
    en('name', 'Sarah Jane Parker-Wells', { firstName: 'Sarah Jane', lastName: 'Parker-Wells' }),
  ],

  emails: [
    es('email', 'laura punto gomez arroba gmail punto com', { email: 'laura.gomez@gmail.com' }),
    en('email', 'john.smith@yahoo.co.uk', { email: 'john.smith@yahoo.co.uk' }),
    es('email', 'mi correo es pipe_2020@hotmail.com', { email: 'pipe_2020@hotmail.com' }),
    en('email', 'j dot doe at outlook dot com', { email: 'j.doe@outlook.com' }),
    es('email', 'carlos.perez@gmail,com', { email: 'carlos.perez@gmail.com' }, 'a comma typed for the last dot'),
    en('email', "it's anna-smith+travel@proton.me", { email: 'anna-smith+travel@proton.me' }),
    es('email', 'andres arroba empresa.com.co', { email: 'andres@empresa.com.co' }),
    en('email', 'mike@gmailcom', { outcome: 'refuse' }, 'no dot in the domain: not an address'),
    es('email', 'valen.rios@gmail.com, no perdón, valen.rios90@gmail.com', { email: 'valen.rios90@gmail.com' }, 'corrected address'),
    en('email', 'MARK.TAYLOR@ICLOUD.COM', { email: 'mark.taylor@icloud.com' }, 'written in capitals; addresses are read in lower case'),
    es('email', 'el mismo de siempre', { outcome: 'askBack' }, 'no address given'),
    en('email', 'sophie.martin@orange.fr', { email: 'sophie.martin@orange.fr' }),
    es('email', 'ospina.maria (arroba) une.net.co', { email: 'ospina.maria@une.net.co' }),
    en('email', 'my work email: k.tanaka@tanaka-trading.jp', { email: 'k.tanaka@tanaka-trading.jp' }),
    es('email', 'no tengo correo', { outcome: 'refuse' }, 'an email is needed for the booking'),
    en('email', 'hans.mueller at web dot de', { email: 'hans.mueller@web.de' }),
    es('email', 'juanpa.gomez@gmail.com gracias', { email: 'juanpa.gomez@gmail.com' }),
    en('email', 'laura@@example.com', { outcome: 'refuse' }, 'two @'),
    es('email', 'correo: daniela_velez@yahoo.es', { email: 'daniela_velez@yahoo.es' }),
    en('email', 'you can use pieter.vandenberg@ziggo.nl', { email: 'pieter.vandenberg@ziggo.nl' }),
    es('email', 'jose.ramirez arroba gmail', { email: 'jose.ramirez@gmail.com' }, '"arroba gmail" is gmail.com to anyone'),
    en('email', 'giulia rossi 88 at gmail dot com (no spaces)', { email: 'giuliarossi88@gmail.com' }),
    es('email', 'sebas guion bajo torre arroba outlook punto es', { email: 'sebas_torre@outlook.es' }),
  ],

  phones: [
    es('phone', '300 123 4567', { phone: '+573001234567' }),
    es('phone', 'tres cero uno, cinco cinco cinco, doce, treinta y cuatro', { phone: '+573015551234' }, 'dictated in groups'),
    en('phone', '+1 (415) 555-0134', { phone: '+14155550134' }),
    en('phone', '0044 7700 900123', { phone: '+447700900123' }),
    en('phone', '07700 900123', { outcome: 'askBack' }, 'a UK mobile in national form, but no country known yet: ask the code'),
    es('phone', 'mi cel es el 315-678-9012', { phone: '+573156789012' }),
    es('phone', '+57 320 4445566', { phone: '+573204445566' }),
    en('phone', '+49 151 23456789', { phone: '+4915123456789' }),
    es('phone', '(604) 444 5566', { phone: '+576044445566' }, 'Medellín landline in the ten-digit national form'),
    en('phone', 'my US cell is 212-555-0199', { phone: '+12125550199' }),
    es('phone', '57 3101234567', { phone: '+573101234567' }),
    es('phone', 'el 3001112233 no perdón 3001112234', { phone: '+573001112234' }, 'corrected number'),
    en('phone', '+33 6 12 34 56 78', { phone: '+33612345678' }),
    es('phone', 'mi número gringo es +1 305 555 0147', { phone: '+13055550147' }),
    en('phone', '+52 55 1234 5678', { phone: '+525512345678' }),
    es('phone', '3 1 2 8 7 6 5 4 3 2', { phone: '+573128765432' }),
    en('phone', '+61 412 345 678', { phone: '+61412345678' }),
    es('phone', 'wasap: 311 222 3344', { phone: '+573112223344' }),
    en('phone', '+34 612 34 56 78', { phone: '+34612345678' }),
    es('phone', 'no tengo celular, el fijo de la casa es 601 7654321', { phone: '+576017654321' }, 'Bogotá landline in the ten-digit national form'),
    en('phone', '+44 (0) 7700 900456', { phone: '+447700900456' }, 'the (0) is dropped after the country code'),
    es('phone', '1234', { outcome: 'refuse' }, 'too short for a phone number'),
    es('phone', '+57 300 111 22 33', { phone: '+573001112233' }),
  ],

  countries: [
    es('country', 'colombiano', { country: 'COL' }),
    en('country', 'American', { country: 'USA' }),
    es('country', 'de los Estados Unidos', { country: 'USA' }),
    en('country', 'UK', { country: 'GBR' }),
    es('country', 'Alemania', { country: 'DEU' }),
    en('country', 'Germany', { country: 'DEU' }),
    es('country', 'soy paisa', { country: 'COL' }, '"paisa": from Antioquia, Colombia'),
    en('country', 'The Netherlands', { country: 'NLD' }),
    es('country', 'Holanda', { country: 'NLD' }),
    en('country', 'Scotland', { country: 'GBR' }, 'Scotland is part of the United Kingdom'),
    es('country', 'mexicana', { country: 'MEX' }),
    en('country', 'Aussie', { country: 'AUS' }),
    es('country', 'Austria', { country: 'AUT' }),
    en('country', 'South Korea', { country: 'KOR' }),
    es('country', 'Suiza', { country: 'CHE' }),
    en('country', "I'm Canadian, eh", { country: 'CAN' }),
    es('country', 'venezolano pero vivo en Colombia hace años', { outcome: 'askBack' }, 'nationality and country of residence differ: which one'),
    en('country', 'Brasil', { country: 'BRA' }),
    es('country', 'España', { country: 'ESP' }),
    en('country', 'the States', { country: 'USA' }),
    es('country', 'Perú', { country: 'PER' }),
    en('country', 'Ireland', { country: 'IRL' }),
    es('country', 'Ecuador', { country: 'ECU' }),
    en('country', 'Deutschland', { country: 'DEU' }),
    es('residenceCity', 'vivo en Envigado', { residenceCity: 'Envigado' }),
    en('residenceCity', 'London', { residenceCity: 'London' }),
    es('residenceCity', 'Bogotá, Colombia', { residenceCity: 'Bogotá', country: 'COL' }),
    en('residenceCity', 'Austin, Texas', { residenceCity: 'Austin', country: 'USA' }, 'Texas is in the United States'),
  ],

  navigation: [
    es('dates', 'mejor cancela todo', { outcome: 'cancel' }),
    en('party', 'go back', { outcome: 'back' }),
    es('email', 'empecemos de nuevo', { outcome: 'restart' }),
    en('confirm', 'wait, I need to change the dates', { outcome: 'change', change: 'dates' }),
    es('confirm', 'cámbiame el correo', { outcome: 'change', change: 'email' }),
    en('phone', 'can I talk to a real person?', { outcome: 'human' }),
    es('name', 'volver atrás', { outcome: 'back' }),
    es('confirm', 'el teléfono está mal', { outcome: 'change', change: 'phone' }),
    en('confirm', 'Actually make it 4 nights instead of 3', { checkout: (d) => d.in(19), nights: 4 }, 'check-in stays 15 days from today'),
    es('confirm', 'ya no vamos, gracias', { outcome: 'cancel' }),
    en('dates', 'start over please', { outcome: 'restart' }),
    es('party', 'me pasas con un asesor?', { outcome: 'human' }),
    en('confirm', "change the name, it should be under my husband's", { outcome: 'change', change: 'name' }),
    es('confirm', 'quiero cambiar de ciudad', { outcome: 'change', change: 'destination' }),
    en('confirm', 'can we add my son, he is 6?', { children: 1, ages: [6] }, 'addition to the 2 adults'),
    es('confirm', 'otra cosa: somos 3 adultos, no 2', { adults: 3 }),
    en('email', 'nevermind, cancel', { outcome: 'cancel' }),
    es('childAges', 'regresa a las fechas, me equivoqué', { outcome: 'change', change: 'dates' }),
    en('confirm', 'we need two rooms actually', { rooms: 2 }),
    es('confirm', 'mejor una noche más', { checkout: (d) => d.in(19), nights: 4 }, 'one more night than the 3 booked'),
    en('phone', 'back', { outcome: 'back' }),
    es('country', 'reiniciar', { outcome: 'restart' }),
    es('confirm', 'quiero hablar con alguien del hotel', { outcome: 'human' }),
    en('confirm', "the city where I live is wrong, it's Palmira not Cali", { residenceCity: 'Palmira' }),
    es('nights', 'me equivoqué de fecha de llegada, la quiero cambiar', { outcome: 'change', change: 'dates' }),
  ],

  smalltalk: [
    es('start', 'hola', { outcome: 'smalltalk' }),
    en('start', 'good morning!', { outcome: 'smalltalk' }),
    es('dates', 'jajaja qué buena esta app', { outcome: 'smalltalk' }),
    en('party', 'thanks!', { outcome: 'smalltalk' }),
    es('name', 'qué calor debe estar haciendo allá, no?', { outcome: 'smalltalk' }),
    en('email', 'are you a bot?', { outcome: 'smalltalk' }),
    es('phone', 'un momento que busco el número', { outcome: 'smalltalk' }),
    es('destination', 'buenas noches 🙏', { outcome: 'smalltalk' }),
    en('dates', 'hold on, asking my wife', { outcome: 'smalltalk' }),
    es('confirm', 'mil gracias, muy amable', { outcome: 'smalltalk' }),
    en('nights', 'lol', { outcome: 'smalltalk' }),
    es('childAges', 'ay estos niños no se quedan quietos 😂', { outcome: 'smalltalk' }),
    en('country', "how's the weather there in December?", { outcome: 'smalltalk' }),
    es('start', 'buenos días, cómo estás?', { outcome: 'smalltalk' }),
    en('destination', 'hiii 👋', { outcome: 'smalltalk' }),
    es('party', 'espera le pregunto a mi mamá quién va', { outcome: 'smalltalk' }),
    en('name', "you're very helpful, cheers mate", { outcome: 'smalltalk' }),
    es('email', 'perfecto, ya casi terminamos', { outcome: 'smalltalk' }),
    en('phone', 'sorry, my phone is dying lol, one sec', { outcome: 'smalltalk' }),
    es('residenceCity', 'uy qué pena, me demoré', { outcome: 'smalltalk' }),
    en('start', 'hello, is anybody there?', { outcome: 'smalltalk' }),
    es('dates', '¿y tú cómo te llamas?', { outcome: 'smalltalk' }),
    en('nights', 'brb', { outcome: 'smalltalk' }),
  ],

  invalid: [
    es('dates', 'el 3 de marzo de 2025', { outcome: 'refuse' }, 'past date'),
    en('dates', 'yesterday', { outcome: 'refuse' }, 'past date'),
    es('nights', 'cuarenta noches', { outcome: 'refuse' }, 'over 30 nights'),
    en('nights', 'two months', { outcome: 'refuse' }, 'over 30 nights'),
    es('party', 'somos 35 personas', { outcome: 'refuse' }, 'over 30 people'),
    en('party', '6 rooms for 12 people', { outcome: 'refuse' }, 'over 5 rooms'),
    es('dates', 'en dos años', { outcome: 'refuse' }, 'over 365 days ahead'),
    en('dates', 'February 30th', { outcome: 'refuse' }, 'no such date'),
    es('destination', 'Cancún', { outcome: 'unknownDestination' }),
    en('destination', 'Lima, Peru', { outcome: 'unknownDestination' }),
    es('destination', 'Barranquilla pal carnaval', { outcome: 'unknownDestination' }),
    es('email', 'laura.gomez@', { outcome: 'refuse' }, 'no domain'),
    en('phone', '12345', { outcome: 'refuse' }, 'too short'),
    en('party', "we're 14 adults and want 7 rooms", { outcome: 'refuse' }, 'over 5 rooms'),
    es('dates', 'el 1 de enero de 2026', { outcome: 'refuse' }, 'past date'),
    en('dates', 'in 18 months', { outcome: 'refuse' }, 'over 365 days ahead'),
    es('nights', '0 noches', { outcome: 'refuse' }, 'at least one night'),
    en('nights', '35', { outcome: 'refuse' }, 'over 30 nights'),
    es('party', 'treinta y un adultos', { outcome: 'refuse' }, 'over 30 people'),
    en('destination', 'Miami', { outcome: 'unknownDestination' }),
    en('dates', 'December 2028', { outcome: 'refuse' }, 'over 365 days ahead'),
    es('party', 'somos 2 adultos y 30 niños del colegio', { outcome: 'refuse' }, '32 people, over 30'),
    es(
      'start',
      'Santa Marta del 10 al 12 de enero, 8 habitaciones para 16 personas',
      { ...SMR, ...range('01-10', 2), outcome: 'refuse' },
      'over 5 rooms; city and dates are fine',
    ),
    en('start', 'Cartagena, Dec 27 to Dec 30, party of forty', { ...CTG, ...range('12-27', 3), outcome: 'refuse' }, 'over 30 people; city and dates are fine'),
    es('nights', 'sesenta y cinco noches, vamos a trabajar remoto', { outcome: 'refuse' }, 'over 30 nights'),
  ],
};
