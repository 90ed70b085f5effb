/** Fresh corpus 13 — the hard front-desk cases: travel coordinators and agents, long mixed messages, out-of-scope asides, changes of mind, spelled numbers, dates relative to other dates. Written from the product description only. */
import { dayRange, en, es, HOLY_WEEK, md, nextHoliday, puente, range, type StayDates, WEEKEND, weekdayRange } from '../helpers.js';
import { dow, nightsAsked, stay } from '../helpers.js';
import type { Case, Days } from '../types.js';

const BOG = 'Bogotá';
const MDE = 'Medellín';
const CTG = 'Cartagena';
const SMR = 'Santa Marta';

/** A date computed from the day the tests run. */
type DateFn = (d: Days) => string;

/** `YYYY-MM-DD` of the first day of `month` (1..12) in `year`. */
function firstOf(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, '0')}-01`;
}

/** `base` moved by `n` days ("three days after the 12th"). */
function shift(base: DateFn, n: number): DateFn {
  return (d) => d.plus(base(d), n);
}

/** The first date strictly after `base` falling on `weekday` ("the Friday after Christmas"). */
function weekdayAfter(base: DateFn, weekday: number): DateFn {
  return (d) => {
    const b = base(d);
    return d.plus(b, (weekday - dow(b) + 7) % 7 || 7);
  };
}

/** The `nth` (1-based; −1 = the last) `weekday` of `month` in `year`. */
function nthWeekday(d: Days, year: number, month: number, weekday: number, nth: number): string {
  if (nth > 0) {
    const first = firstOf(year, month);
    return d.plus(first, ((weekday - dow(first) + 7) % 7) + 7 * (nth - 1));
  }
  const last = d.plus(month === 12 ? firstOf(year + 1, 1) : firstOf(year, month + 1), -1);
  return d.plus(last, -((dow(last) - weekday + 7) % 7));
}

/**
 * The next floating holiday defined as the `nth` `weekday` of `month` (US
 * Thanksgiving, Memorial Day) whose first night, `lead` days before it, is
 * not before today.
 */
function nextFloating(month: number, weekday: number, nth: number, lead = 0): DateFn {
  return (d) => {
    const year = Number(d.today.slice(0, 4));
    const thisYear = nthWeekday(d, year, month, weekday, nth);
    return d.plus(thisYear, -lead) >= d.today ? thisYear : nthWeekday(d, year + 1, month, weekday, nth);
  };
}

/** US Thanksgiving: the fourth Thursday of November (next one, today included). */
const THANKSGIVING = nextFloating(11, 4, 4);

/** US Memorial Day weekend: the Friday before the last Monday of May to that Monday, 3 nights (read like a puente). */
const MEMORIAL_WEEKEND: StayDates = stay(shift(nextFloating(5, 1, -1, 3), -3), 3);

/** `n` days from today. */
const inDays =
  (n: number): DateFn =>
  (d) =>
    d.in(n);

/** The next date whose day of the month is `day`, today included. */
const dayOf =
  (day: number): DateFn =>
  (d) =>
    d.nextDay(day);

export const cities: Case[] = [
  es('destination', 'Cartagena, la Heroica 😎', { city: CTG }),
  es('destination', 'CTG', { city: CTG }, 'Cartagena airport code, as agents write it'),
  es('destination', 'pues yo quería Santa Marta pero mi esposa dice que Medellín, y como ella es la que paga… Medellín 🤷‍♂️', { city: MDE }),
  es('destination', 'bogota d.c.', { city: BOG }),
  es('destination', 'Medallo parce', { city: MDE }),
  es('destination', 'la ciudad amurallada, obvio', { city: CTG }, '"the walled city" is Cartagena; no hotel is named'),
  es('destination', 'la costa', { outcome: 'askBack' }, 'the coast: Cartagena or Santa Marta'),
  es('destination', 'en el Poblado, el Poblado Verde ese que sale en Instagram', { city: MDE, hotelId: 7 }),
  es('destination', 'Santa Martha', { city: SMR }, 'typo'),
  es('destination', 'Cali', { outcome: 'unknownDestination' }),
  es('destination', 'San Andrés islas… y si no tienen, Cartagena', { city: CTG }, 'the fallback is a sold city; a receptionist books Cartagena'),
  es('destination', 'Bogotá, y si se puede en el Usaquén Plaza que queda cerca de la oficina', { city: BOG, hotelId: 6 }),
  es('start', 'Buenas tardes, ¿tienen disponibilidad en la Casa Getsemaní?', { city: CTG, hotelId: 2 }),
  es('destination', 'mmm no sé, ¿cuál me recomiendas, Cartagena o Santa Marta?', { outcome: 'askBack' }, 'undecided between two cities'),
  es('destination', 'la ciudad de la eterna primavera 🌸', { city: MDE }),
  es('destination', 'Villa de Leyva', { outcome: 'unknownDestination' }),
  es('destination', "Sorry, I don't speak much Spanish — Cartagena please", { city: CTG, lang: 'en' }, 'the guest switches to English'),
  en('destination', 'BOG', { city: BOG }, 'Bogotá airport code'),
  en('destination', 'Medellin (no accents on my keyboard, sorry)', { city: MDE }),
  en('destination', 'The Mirador de Las Palmas one please, my boss stayed there last year and loved it', { city: MDE, hotelId: 9 }),
  en('destination', 'Cartagena — oh wait, the offsite moved. Santa Marta. Yes, Santa Marta, final answer', { city: SMR }),
  en('destination', 'Tayrona', { outcome: 'unknownDestination' }, 'a national park near Santa Marta, not a sold destination'),
  en('destination', 'somewhere on the coast, beach is a must', { outcome: 'askBack' }, 'Cartagena or Santa Marta'),
  en('start', "Hi there, is Hotel Bocagrande Azul pet friendly? We'd like to book there either way", { city: CTG, hotelId: 3 }),
  en('destination', 'Bogota — the Candelaria colonial one', { city: BOG, hotelId: 5 }),
  en('destination', 'either of your Bogotá places, whichever has a gym', { city: BOG }),
  en('destination', 'Barranquilla, for Carnival', { outcome: 'unknownDestination' }),
  en('destination', '¿puedo seguir en español? Medellín', { city: MDE, lang: 'es' }, 'the guest switches to Spanish'),
  en('destination', 'the big walled city on the Caribbean, forgot the name lol', { city: CTG }),
];

export const relativeDates: Case[] = [
  es('dates', 'mañana mismo, es urgente, la gerente llega de Panamá', { checkin: inDays(1) }),
  es('dates', 'pasado mañana por dos noches', stay(inDays(2), 2)),
  es('dates', 'en dos semanas exactas a partir de hoy, cinco noches', stay(inDays(14), 5)),
  es('dates', 'el viernes, hasta el domingo', weekdayRange(5, 2)),
  es('dates', 'este finde 🙌', WEEKEND),
  es('dates', 'hoy mismo si todavía alcanzo', { checkin: inDays(0) }),
  es('dates', 'tres días después de que aterrice mi vuelo, que llega el 12', { checkin: shift(dayOf(12), 3) }),
  es('dates', 'el día siguiente a mi cumpleaños, que es el 4 de febrero; tres noches', range('02-05', 3)),
  es('dates', 'el jueves, y me quedo hasta el domingo', weekdayRange(4, 3)),
  es('dates', 'dentro de un mes más o menos', { outcome: 'askBack' }, 'no day given'),
  es('dates', 'la otra semana', { outcome: 'askBack' }, 'next week, no day'),
  es('dates', 'el lunes… no, mejor el martes, y salgo el viernes', weekdayRange(2, 3)),
  es('dates', 'mañana no, pasado mañana, y me quedo una semana', stay(inDays(2), 7)),
  es('dates', 'dos días antes de mi reunión del 20, y salgo el mismo 20 por la noche', dayRange(18, 2), 'check-in the 18th, check-out the 20th'),
  es('dates', 'una semana antes de Navidad, tres noches', range('12-18', 3)),
  es('dates', 'de hoy en ocho', { checkin: inDays(7) }, 'Colombian idiom: a week from today'),
  en('dates', 'tomorrow, 2 nights', stay(inDays(1), 2)),
  en('dates', 'this Friday through Monday morning', weekdayRange(5, 3)),
  en('dates', 'next Friday', { outcome: 'askBack' }, 'the coming Friday or the one after'),
  en('dates', 'a week from today, four nights', stay(inDays(7), 4)),
  en('dates', 'the day after tomorrow', { checkin: inDays(2) }),
  en('dates', 'the weekend', WEEKEND),
  en('dates', 'in ten days, for a fortnight', stay(inDays(10), 14)),
  en('dates', 'three days after my flight lands on the 12th, and I leave on the 20th', {
    checkin: shift(dayOf(12), 3),
    checkout: shift(dayOf(12), 8),
    nights: 5,
  }),
  en('dates', 'Saturday, just one night, client dinner', weekdayRange(6, 1)),
  en('dates', 'sometime in the next couple of weeks', { outcome: 'askBack' }),
  en('dates', 'tonight!', { checkin: inDays(0) }),
  en('dates', 'the day after the conference ends — it ends on the 9th — two nights', stay(shift(dayOf(9), 1), 2)),
];

export const absoluteDates: Case[] = [
  es('dates', 'el quince de enero', { checkin: md('01-15') }),
  es('dates', 'el veintidós de diciembre', { checkin: md('12-22') }),
  es('dates', '15/03', { checkin: md('03-15') }),
  es('dates', 'el primero de febrero', { checkin: md('02-01') }),
  es('dates', 'el 3 de marzo… perdón, el 13', { checkin: md('03-13') }),
  es('dates', 'el 7 de agosto, que es festivo ¿no?', { checkin: md('08-07') }),
  es('dates', 'a partir del treinta de abril', { checkin: md('04-30') }),
  es('dates', 'el 10', { checkin: (d) => d.nextDay(10) }),
  es('dates', 'el día veinte', { checkin: (d) => d.nextDay(20) }),
  es('dates', '1ro de julio', { checkin: md('07-01') }),
  es('dates', 'llegamos el 19 de febrero en el vuelo de la noche, tipo 9 pm, ¿hay problema con llegar tarde?', { checkin: md('02-19') }),
  es('dates', '9 de enero. Nueve. De enero. Jaja perdón, el corrector', { checkin: md('01-09') }),
  es('dates', 'el 05/06', { checkin: md('06-05') }, 'Colombian day/month order: 5 June'),
  es('dates', 'el veinticinco de mayo... ay no, ese día es el grado de mi hijo, mejor el veintiséis', { checkin: md('05-26') }),
  en('dates', 'January 17th', { checkin: md('01-17') }),
  en('dates', 'the 3rd of April', { checkin: md('04-03') }),
  en('dates', '12/20', { checkin: md('12-20') }, 'month/day: there is no month 20'),
  en('dates', 'March twenty-first', { checkin: md('03-21') }),
  en('dates', 'Feb 2', { checkin: md('02-02') }),
  en('dates', 'on the twenty-eighth', { checkin: (d) => d.nextDay(28) }),
  en('dates', '05/06', { outcome: 'askBack' }, 'an English chat: 6 May (US) or 5 June'),
  en('dates', 'June 1st, arriving on a red-eye around 6am — can we check in early?', { checkin: md('06-01') }),
  en('dates', "the 14th — no, the 16th, the 14th is my kid's recital", { checkin: (d) => d.nextDay(16) }),
  en('dates', 'October 9', { checkin: md('10-09') }),
  en('dates', 'Dec. 30th', { checkin: md('12-30') }),
];

export const holidayDates: Case[] = [
  es('dates', 'el puente de Reyes', puente('Reyes Magos')),
  es('dates', 'Semana Santa completa, de domingo de ramos a domingo de resurrección', HOLY_WEEK),
  es('dates', 'para el puente de San Pedro', puente('San Pedro y San Pablo')),
  es('dates', 'en Navidad, del 24 al 26', range('12-24', 2)),
  es('dates', 'año nuevo: llegamos el 30 y nos vamos el 2 de enero', range('12-30', 3)),
  es('dates', 'el puente', { outcome: 'askBack' }, 'which long weekend'),
  es('dates', 'el puente del 8 de diciembre', { outcome: 'askBack' }, 'the 8th of December is not moved to a Monday: which nights is unclear'),
  es('dates', 'el puente de la Independencia de Cartagena, ¡queremos ver las fiestas!', puente('Independencia de Cartagena')),
  es('dates', 'el próximo festivo, solo esa noche', stay(nextHoliday, 1)),
  es('dates', 'el 20 de julio, dos noches', range('07-20', 2)),
  es('dates', 'puente de San José', puente('San José')),
  es('dates', 'para el puente del día de la raza', puente('Día de la Raza')),
  es('dates', 'Nochebuena', { checkin: md('12-24') }, 'the night of the 24th: check-in only'),
  es('dates', 'el puente de todos los santos', puente('Todos los Santos')),
  es('dates', 'la noche de fin de año, una sola noche', range('12-31', 1)),
  es('dates', 'el puente de Corpus', puente('Corpus Christi')),
  en('dates', 'Thanksgiving weekend, Thursday to Sunday', stay(THANKSGIVING, 3)),
  en('dates', 'over Christmas', { outcome: 'askBack' }, 'which nights around Christmas'),
  en('dates', "New Year's Eve, 3 nights", range('12-31', 3)),
  en('dates', 'Holy Week', HOLY_WEEK),
  en('dates', 'Fourth of July, two nights', range('07-04', 2)),
  en('dates', 'Memorial Day weekend, Friday to Monday', MEMORIAL_WEEKEND),
  en('dates', 'the Epiphany long weekend you guys have in January', puente('Reyes Magos')),
  en('dates', "Christmas Eve to New Year's Day", range('12-24', 8)),
  en('dates', 'your next public holiday', { checkin: nextHoliday }),
  en('dates', "Sacred Heart long weekend (my Colombian friend says it's a holiday)", puente('Sagrado Corazón de Jesús')),
];

export const ranges: Case[] = [
  es('dates', 'del 12 al 15 de enero', range('01-12', 3)),
  es('dates', 'del veintiocho de diciembre al tres de enero', range('12-28', 6)),
  es('dates', 'entrada 5 de marzo, salida 9 de marzo', range('03-05', 4)),
  es('dates', 'del 10 al 14', dayRange(10, 4)),
  es('dates', 'desde el lunes hasta el viernes', weekdayRange(1, 4)),
  es('dates', 'del 2 al 6 de junio; ah no, al 7', range('06-02', 5)),
  es('dates', 'llegando el 18 de abril y saliendo el 21', range('04-18', 3)),
  es('dates', 'del 1 al 8 de julio, una semanita', range('07-01', 7)),
  es('dates', 'check in 20/01 check out 25/01', range('01-20', 5)),
  es('dates', 'entre el 15 y el 20 de mayo', range('05-15', 5), 'for a hotel, "between the 15th and the 20th" is in on the 15th, out on the 20th'),
  es('dates', 'del 30 de junio al 2 de julio', range('06-30', 2)),
  es('dates', 'desde el 11 hasta el 13, depende del vuelo de vuelta pero pongamos eso', dayRange(11, 2)),
  es('dates', 'del 4 de septiembre… hasta el 4 de octubre', range('09-04', 30), '30 nights, the limit'),
  en('dates', 'Jan 12–15', range('01-12', 3)),
  en('dates', 'arriving the 3rd of February, departing the 10th', range('02-03', 7)),
  en('dates', 'check-in 4/10, check-out 4/13', range('04-10', 3), 'month/day in an English chat; the day-first reading makes no sense for the 13th'),
  en('dates', 'from the 22nd to the 26th', dayRange(22, 4)),
  en('dates', 'Monday through Thursday', { checkin: (d) => d.weekday(1), outcome: 'askBack' }, 'out on Thursday or staying Thursday night'),
  en('dates', 'August 1 to August 31', range('08-01', 30)),
  en('dates', 'Nov 28 – Dec 2', range('11-28', 4)),
  en('dates', 'from the 5th till the 9th of May — no wait, the 10th', range('05-05', 5)),
  en('dates', "in on St. Patrick's Day, out three days later", range('03-17', 3)),
  en('dates', 'Sept 9 to 12', range('09-09', 3)),
  en('dates', 'Dec 26 through Jan 2', range('12-26', 7)),
  en('dates', 'two nights from the 8th', dayRange(8, 2)),
];

export const nights: Case[] = [
  es('nights', 'tres', nightsAsked(3)),
  es('nights', 'una semana', nightsAsked(7)),
  es('nights', 'cuatro nochecitas 🙏', nightsAsked(4)),
  es('nights', 'dos o tres, depende del vuelo', { outcome: 'askBack' }),
  es('nights', 'quince días', { outcome: 'askBack' }, 'in Colombia "quince días" is two weeks: 14 or 15 nights'),
  es('nights', '5 noches, aunque el jefe se devuelve después de la segunda', nightsAsked(5), 'the booking is for the longest stay'),
  es('nights', 'diez', nightsAsked(10)),
  es('nights', 'dos semanas', nightsAsked(14)),
  es('nights', 'una', nightsAsked(1)),
  es('nights', 'veintiún noches, es un proyecto largo en la refinería', nightsAsked(21)),
  es('nights', '4, no, 5… sí, 5', nightsAsked(5)),
  es('nights', 'las que alcancen con 2 millones jaja', { outcome: 'askBack' }),
  es('nights', 'tres noches y somos 4 adultos', { ...nightsAsked(3), adults: 4 }),
  es('nights', 'hasta que se acabe el congreso, o sea seis', nightsAsked(6)),
  en('nights', 'a couple', nightsAsked(2), 'a couple of nights: two'),
  en('nights', 'just the one', nightsAsked(1)),
  en('nights', 'six nights', nightsAsked(6)),
  en('nights', 'a week and a half', { outcome: 'askBack' }, '10 or 11 nights'),
  en('nights', 'a fortnight', nightsAsked(14)),
  en('nights', 'three, maybe four', { outcome: 'askBack' }),
  en('nights', 'two — my colleague joins a day later but we leave together', nightsAsked(2)),
  en('nights', 'nine', nightsAsked(9)),
  en('nights', '5 nights please, and do you do airport pickup?', nightsAsked(5)),
  en('nights', 'a month', { outcome: 'askBack' }, '30 or 31 nights'),
  en('nights', 'thirty, the max I think?', nightsAsked(30)),
];

export const occupancySentence: Case[] = [
  es('party', 'mi esposa, yo y los dos niños de 5 y 8', { adults: 2, children: 2, ages: [5, 8] }),
  es('party', 'somos cuatro adultos en dos habitaciones', { adults: 4, rooms: 2 }),
  es('party', 'dos parejas y un bebé de 10 meses', { adults: 4, children: 1, ages: [0] }),
  es('party', 'yo, mi mamá, mi tía y mi sobrina de quince', { adults: 3, children: 1, ages: [15] }),
  es('party', 'tres ejecutivos, cada uno en su habitación', { adults: 3, rooms: 3 }),
  es('party', '6 adultos y 3 menores de 4, 9 y 12 años, en 3 habitaciones', { adults: 6, children: 3, ages: [4, 9, 12], rooms: 3 }),
  es('party', 'mi hijo ya tiene 18, así que somos tres adultos: mi esposo, él y yo', { adults: 3 }),
  es('party', 'nosotros dos más los gemelos de siete', { adults: 2, children: 2, ages: [7, 7] }),
  es('party', 'el grupo es de doce personas, todos adultos, en 4 habitaciones triples', { adults: 12, rooms: 4 }),
  es('party', '2 adultos + 1 niño', { adults: 2, children: 1 }),
  es('party', 'mi novio y yo, y de pronto una amiga, pero no es seguro', { adults: 2, outcome: 'askBack' }, 'two sure, a third maybe'),
  es('party', 'solo yo', { adults: 1 }),
  es('party', 'dos adultos, no, tres, se nos une mi cuñado', { adults: 3 }),
  es('party', 'cinco: mi pareja, yo y tres peques de 2, 4 y 6', { adults: 2, children: 3, ages: [2, 4, 6] }),
  es('party', 'un equipo de veinte personas en cinco habitaciones', { adults: 20, rooms: 5 }, 'a work team: adults'),
  es('party', 'mi abuela de 85, mi mamá y yo con mi bebé de año y medio', { adults: 3, children: 1, ages: [1] }),
  en('party', 'me, my husband, and our three kids — 3, 11 and 16', { adults: 2, children: 3, ages: [3, 11, 16] }),
  en('party', 'two couples, separate rooms obviously', { adults: 4, rooms: 2 }),
  en('party', 'just me and my laptop 😅', { adults: 1 }),
  en('party', '8 pax, 4 twins', { adults: 8, rooms: 4 }, 'agent jargon: 8 passengers in 4 twin rooms'),
  en('party', '3 adults and an infant (6 months)', { adults: 3, children: 1, ages: [0] }),
  en('party', 'my wife and I plus her parents', { adults: 4 }),
  en('party', 'two grown-ups and a toddler', { adults: 2, children: 1 }, 'a toddler: age not exact'),
  en('party', 'a family of four', { outcome: 'askBack' }, 'how many of the four are children'),
  en('party', '4 of us. well, 5 if you count the dog 🐶 — dogs allowed?', { adults: 4 }),
  en('party', 'our son just turned 18 and our daughter is 17, plus us two', { adults: 3, children: 1, ages: [17] }),
  en('party', 'ten adults across five rooms, two per room', { adults: 10, rooms: 5 }),
];

export const occupancyStepwise: Case[] = [
  es('childAges', '5 y 8', { ages: [5, 8] }),
  es('childAges', 'el mayor tiene once y la chiquita tres', { ages: [11, 3] }),
  es('childAges', 'uno de 4 años y una bebé de 7 meses', { ages: [4, 0] }),
  es('childAges', 'los dos tienen 6, son mellizos', { ages: [6, 6] }),
  es('childAges', 'pequeños', { outcome: 'askBack' }),
  es('childAges', 'doce y catorce', { ages: [12, 14] }),
  es('childAges', '9… y el otro 13, no, 12', { ages: [9, 12] }),
  es('childAges', 'la niña 10 y el niño cumple 5 la otra semana, o sea que todavía tiene 4', { ages: [10, 4] }),
  es('childAges', 'en realidad son tres: 2, 5 y 7', { children: 3, ages: [2, 5, 7] }),
  es('childAges', 'uno tiene 8 y el otro 19, ya es adulto', { adults: 3, children: 1, ages: [8] }, 'the 19-year-old counts as an adult'),
  en('childAges', '7 and 9', { ages: [7, 9] }),
  en('childAges', 'both toddlers, 2 and 3', { ages: [2, 3] }),
  en('childAges', 'sixteen and seventeen', { ages: [16, 17] }),
  en('childAges', 'the baby is 18 months and the big one is six', { ages: [1, 6] }),
  en('childAges', 'young', { outcome: 'askBack' }),
  en('childAges', '4 & 10', { ages: [4, 10] }),
  en('childAges', "actually only one kid is coming, she's 8", { children: 1, ages: [8] }),
  es('party', '2', { adults: 2 }),
  es('party', 'dos adultos', { adults: 2 }),
  es('party', 'somos varios', { outcome: 'askBack' }),
  es('party', 'tres y un niño', { adults: 3, children: 1 }),
  es('party', 'dos adultos y dos habitaciones, que roncamos 😂', { adults: 2, rooms: 2 }),
  en('party', '2 adults, 1 room', { adults: 2, rooms: 1 }),
  en('party', 'four', { adults: 4 }),
  en('party', 'us two', { adults: 2 }),
  en('party', 'a few colleagues', { outcome: 'askBack' }),
];

export const wholeRequests: Case[] = [
  // --- Spanish ---
  es(
    'start',
    'Buenos días, le escribe Marcela de Viajes Andinos. Necesito tres habitaciones en el Hotel Poblado Verde para un grupo de seis adultos, del 14 al 17 de febrero. Es para un congreso; ¿nos pueden dar tarifa de agencia con el código VA-2291?',
    { city: MDE, hotelId: 7, rooms: 3, adults: 6, ...range('02-14', 3) },
    'the agent is not the guest: no name',
  ),
  es('start', 'hola necesito hotel en cartagena para el puente de reyes somos mi esposo yo y los niños de 3 y 6 años ah y llevamos al perro se puede', {
    city: CTG,
    ...puente('Reyes Magos'),
    adults: 2,
    children: 2,
    ages: [3, 6],
  }),
  es(
    'start',
    'Buenas. Soy asistente de gerencia. El ingeniero Ortiz viaja a Bogotá el martes y regresa el viernes; necesita una habitación sencilla, ojalá cerca de la zona financiera. Él factura con NIT 900.123.456-7.',
    { city: BOG, ...weekdayRange(2, 3), adults: 1, rooms: 1 },
    'the NIT is a tax id, not a phone; only a surname is given',
  ),
  es(
    'start',
    'Queremos ir a Santa Marta... o no, mejor Cartagena, o bueno, Santa Marta, ya, Santa Marta. Del 20 al 27 de junio, dos adultos y un bebé de ocho meses.',
    {
      city: SMR,
      ...range('06-20', 7),
      adults: 2,
      children: 1,
      ages: [0],
    },
  ),
  es(
    'start',
    'Hola!! 😊 les cuento que mi mamá cumple 70 el 15 de marzo y queremos celebrarle en Medellín, llegaríamos el día antes y nos quedaríamos tres noches, somos mi mamá, mi papá, mis dos hermanos, mi cuñada y yo, o sea seis adultos, ¿tienen algo con vista? ¿y pueden poner una torta en la habitación?',
    { city: MDE, ...range('03-14', 3), adults: 6 },
    'the day before the 15th of March',
  ),
  es(
    'start',
    'Necesito cotizar para un grupo corporativo: 5 habitaciones, 10 personas, Cartagena, Hotel Murallas del Caribe, entrada el primero de diciembre y salida el cuatro. Facturación a la empresa, orden de compra 4500087721.',
    { city: CTG, hotelId: 1, rooms: 5, adults: 10, ...range('12-01', 3) },
    'the purchase order is not a phone',
  ),
  es('start', 'buenas noches quiero reservar en bogota desde el viernes hasta el lunes somos dos, llegamos tarde tipo 11 de la noche', {
    city: BOG,
    ...weekdayRange(5, 3),
    adults: 2,
  }),
  es(
    'start',
    'Hola, soy Diana de recursos humanos. Vienen tres consultores de México a Medellín: llegan tres días después de que aterrice el vuelo de su jefe, que llega el 12, y se quedan cuatro noches. Cada uno en su habitación. ¿Tienen convenio con Avianca?',
    { city: MDE, ...stay(shift(dayOf(12), 3), 4), adults: 3, rooms: 3 },
  ),
  es(
    'start',
    'Buenas tardes. Quisiera reservar para Semana Santa en Santa Marta, en la Posada El Pescador, para dos adultos y tres niños de 4, 9 y 13. ¿Tienen parqueadero? vamos en carro desde Bucaramanga.',
    { city: SMR, hotelId: 12, ...HOLY_WEEK, adults: 2, children: 3, ages: [4, 9, 13] },
  ),
  es('start', 'Me regala una habitación en Cartagena del veinticuatro al veintisiete de diciembre para dos adultos, no perdón, tres, que mi suegra se antojó', {
    city: CTG,
    ...range('12-24', 3),
    adults: 3,
    rooms: 1,
  }),
  es(
    'start',
    'hola buenas necesito reservar en medellín para este fin de semana somos cuatro adultos y dos niños de diez y doce años eh necesitamos dos habitaciones y también quería saber si hay piscina',
    { city: MDE, ...WEEKEND, adults: 4, children: 2, ages: [10, 12], rooms: 2 },
    'voice dictation',
  ),
  es(
    'start',
    'Agencia Sol y Mar. Solicito bloqueo: SMR, 4 hab dobles, 8 pax, in 10/07 out 14/07. Favor confirmar tarifa neta. Gracias.',
    { city: SMR, ...range('07-10', 4), rooms: 4, adults: 8 },
    'airport code, day/month dates, pax = people',
  ),
  es(
    'start',
    'Buenos días, queremos celebrar nuestro aniversario llegando el día después de Navidad, cuatro noches, en el Hotel Bocagrande Azul, mi esposo y yo. ¿Tienen decoración romántica?',
    { city: CTG, hotelId: 3, ...range('12-26', 4), adults: 2 },
  ),
  es('start', 'Necesito Bogotá del 3 al 6 de marzo, no, del 4 al 7, no perdón, sí era del 3 al 6, para una persona, Suites Usaquén Plaza', {
    city: BOG,
    hotelId: 6,
    ...range('03-03', 3),
    adults: 1,
  }),
  es(
    'start',
    'Hola, ¿cómo están? Aquí en la oficina lloviendo como siempre jaja. Mire, es que mi hija se gradúa en Cartagena el 18 de diciembre y queremos acompañarla. Seríamos mi esposo, yo, mi otra hija de dieciséis y mi papá que ya está mayorcito, entonces ojalá algo sin muchas escaleras. Llegaríamos el 17 y nos iríamos el 20. ¿Será que me ayudan?',
    { city: CTG, ...range('12-17', 3), adults: 3, children: 1, ages: [16] },
    'the graduating daughter is not in the party',
  ),
  es(
    'start',
    'Buenas, para 2 adultos en Cartagena, llegamos el 8 de enero en la noche (el vuelo aterriza a las 10:40 pm), ¿se puede hacer check-in tarde? Salimos el 11 temprano.',
    { city: CTG, ...range('01-08', 3), adults: 2 },
  ),
  es(
    'start',
    'Cotización: Medellín, Laureles Jardín, 2 habitaciones: una para los señores Gómez (2 adultos) y otra para la señora Pérez con su hijo de 10. Del 5 al 9 de agosto.',
    { city: MDE, hotelId: 8, rooms: 2, adults: 3, children: 1, ages: [10], ...range('08-05', 4) },
    'several travellers, no single booking name',
  ),
  es('start', 'quiero cartagena del 15 al 18 de enero somos 2 adultos y 1 niño de 4 años pero el niño no cuenta porque duerme con nosotros jaja', {
    city: CTG,
    ...range('01-15', 3),
    adults: 2,
    children: 1,
    ages: [4],
  }),
  es(
    'start',
    'Hola, para Santa Marta, entrando el veintinueve de marzo, cinco noches, cuatro adultos y dos niñas de siete y nueve años, en dos habitaciones por favor.',
    { city: SMR, ...range('03-29', 5), adults: 4, children: 2, ages: [7, 9], rooms: 2 },
  ),
  es(
    'start',
    'Resérvame en Medellín dos noches desde el jueves... mejor tres... para mí y mi compañero de trabajo, en habitaciones separadas; ah, y mejor en Bogotá, que la reunión la cambiaron para allá',
    { city: BOG, ...weekdayRange(4, 3), adults: 2, rooms: 2 },
  ),
  es(
    'start',
    'Buenas tardes, necesito factura a nombre de Inversiones López SAS, NIT 901.555.321-0. La reserva: Hotel Candelaria Colonial, entrada el 2 de febrero, dos noches, un adulto.',
    { city: BOG, hotelId: 5, ...range('02-02', 2), adults: 1 },
  ),
  es('start', 'holaaa 🙌 vamos pa Medallo en Feria de las Flores! llegamos el 6 de agosto y nos vamos el 10, somos 5 parceros, ¿hay descuento para grupos?', {
    city: MDE,
    ...range('08-06', 4),
    adults: 5,
  }),
  es('start', 'Hola, el próximo festivo quiero escaparme a Santa Marta con mi novia, solo esa noche, al Rodadero Sol', {
    city: SMR,
    hotelId: 10,
    ...stay(nextHoliday, 1),
    adults: 2,
  }),
  es(
    'start',
    'Necesito una reserva en Cartagena para el puente de San Pedro. Somos dos familias: nosotros con dos niños de 6 y 8, y mis primos con un bebé de un año. Dos habitaciones.',
    { city: CTG, ...puente('San Pedro y San Pablo'), adults: 4, children: 3, ages: [6, 8, 1], rooms: 2 },
  ),
  es(
    'start',
    'Buenas, ¿ustedes manejan convenios corporativos? Trabajo en Bancolombia y necesito Medellín del lunes al miércoles, una persona, en el Mirador de Las Palmas si hay.',
    { city: MDE, hotelId: 9, ...weekdayRange(1, 2), adults: 1 },
  ),
  es(
    'start',
    'Reserva para el equipo de auditoría: Juan Ríos, Paula Vélez, Andrés Mora y Sofía Cano. Bogotá, del 19 al 23 de enero, cada uno en habitación individual.',
    { city: BOG, ...range('01-19', 4), adults: 4, rooms: 4 },
    'four travellers named, no single booking name',
  ),
  es(
    'start',
    'Hola, queremos ir a Cartagena en enero… a ver, llegamos una semana después de año nuevo, o sea el 8, y nos quedamos hasta el 12. Somos tres adultos. Ah, ¿el hotel cobra las toallas de playa?',
    { city: CTG, ...range('01-08', 4), adults: 3 },
  ),
  es(
    'start',
    'buenas, 3 noches en santa marta a partir del 22 de abril, vamos mi esposa yo y nuestro hijo de 18 que ya es mayor de edad jaja, en una sola habitación si se puede',
    { city: SMR, ...range('04-22', 3), adults: 3, rooms: 1 },
  ),
  es('start', 'Mañana llego a Bogotá y necesito hotel por cinco noches, voy sola. ¿El Andino Chapinero tiene cupo?', {
    city: BOG,
    hotelId: 4,
    ...stay(inDays(1), 5),
    adults: 1,
  }),
  es(
    'start',
    'Quiero saber precios para Cartagena del 10 al 13 de febrero, dos adultos, y de paso pregunto: ¿tienen traslado desde el aeropuerto? ¿y se puede pagar con PSE?',
    { city: CTG, ...range('02-10', 3), adults: 2 },
  ),
  es(
    'start',
    'Hola, le habla Gloria de Turismo Express. Necesito cuatro habitaciones en Santa Marta desde el 15 de julio: dos dobles para dos parejas, una triple para tres amigas y una sencilla para el guía. Siete noches. Código de agencia TE-5540.',
    { city: SMR, ...range('07-15', 7), rooms: 4, adults: 8 },
  ),
  es('start', 'Necesitamos una habitación para mi papá de 80 años y mi mamá, en Medellín, desde el miércoles, ellos van a una cita médica, 4 noches', {
    city: MDE,
    ...weekdayRange(3, 4),
    adults: 2,
    rooms: 1,
  }),
  es('start', 'para el puente de la Asunción quiero Cartagena, 2 adultos 2 niños (9 y 11), en la Casa Getsemaní si admiten niños', {
    city: CTG,
    hotelId: 2,
    ...puente('Asunción de la Virgen'),
    adults: 2,
    children: 2,
    ages: [9, 11],
  }),
  es('start', 'Santa Marta del 5 al 8 de mayo para tres… no, para cuatro, y no del 5 sino del 6 al 9', { city: SMR, ...range('05-06', 3), adults: 4 }),
  es('start', 'Reserva en Bogotá empezando dos días antes del 20 de enero, que es la feria, y salida el 21', { city: BOG, ...range('01-18', 3) }),
  es(
    'start',
    'Hola qué tal, quiero llevar a mi esposa a Cartagena por nuestros 25 años de casados, el 14 de febrero, tres noches, en el Murallas del Caribe.',
    { city: CTG, hotelId: 1, ...range('02-14', 3), adults: 2 },
  ),
  es(
    'start',
    'Buenas! somos un grupo de amigos, 9 en total, queremos 3 habitaciones en Medellín del viernes al domingo, y una pregunta, ¿dejan hacer fiesta en la terraza? 😅',
    { city: MDE, ...weekdayRange(5, 2), adults: 9, rooms: 3 },
  ),
  es('start', 'Cartagena. 2 adultos. 15 de enero. 4 noches. Sin desayuno. Gracias.', { city: CTG, adults: 2, ...range('01-15', 4) }),
  es('start', 'quiero ir a San Andrés… ah, ¿no tienen? entonces Santa Marta, del 2 al 6 de enero, somos dos y un niño de cinco', {
    city: SMR,
    ...range('01-02', 4),
    adults: 2,
    children: 1,
    ages: [5],
  }),
  es(
    'start',
    'Buenos días. Para un evento de la empresa necesitamos alojar a dieciocho personas en Cartagena del 9 al 12 de octubre, en cinco habitaciones. ¿Tienen salón de eventos?',
    { city: CTG, ...range('10-09', 3), adults: 18, rooms: 5 },
  ),
  es('start', 'Hola, quiero reservar en Medellín para mi hijo que va a un torneo: él tiene 15 años y va con el entrenador, del 3 al 7 de junio', {
    city: MDE,
    ...range('06-03', 4),
    adults: 1,
    children: 1,
    ages: [15],
  }),
  es('start', 'ayúdame con Bogotá, llego el 28 de este mes... no, del otro, el 28 de enero, y me voy el primero de febrero, una persona, y necesito factura', {
    city: BOG,
    ...range('01-28', 4),
    adults: 1,
  }),
  es('start', 'Hola, para el puente de todos los santos quiero Santa Marta, somos 2 y vamos con la perrita, ¿es pet friendly?', {
    city: SMR,
    ...puente('Todos los Santos'),
    adults: 2,
  }),
  es(
    'start',
    'Buen día, solicito reserva en el Hotel Laureles Jardín para el Dr. Felipe Arango y su esposa, entrada el 3 de marzo, salida el 6 de marzo. El doctor llega tarde, como a la medianoche.',
    { city: MDE, hotelId: 8, ...range('03-03', 3), adults: 2, firstName: 'Felipe', lastName: 'Arango' },
    'the reservation is explicitly for Dr. Felipe Arango',
  ),
  es(
    'start',
    'Hola! Vamos a Cartagena para año nuevo: llegamos el 29 de diciembre y nos vamos el 2 de enero. Somos 4 adultos y 2 niños, los niños de 12 y 14. Queremos 2 habitaciones en el Bocagrande Azul. ¿Incluye la cena de fin de año?',
    { city: CTG, hotelId: 3, ...range('12-29', 4), adults: 4, children: 2, ages: [12, 14], rooms: 2 },
  ),
  es('start', 'Necesito dos habitaciones en Bogotá para cuatro adultos desde el once de noviembre por seis noches', {
    city: BOG,
    rooms: 2,
    adults: 4,
    ...range('11-11', 6),
  }),
  es('start', 'Buenas, mi jefe me pidió reservar: Medellín, jueves y viernes (o sea entra el jueves y sale el sábado), él solo.', {
    city: MDE,
    ...weekdayRange(4, 2),
    adults: 1,
  }),
  es(
    'start',
    'hola quisiera hacer una reserva para 2 personas en cartagena del 7 al 10 de enero, ¿ustedes tienen pasadía? también quisiera saber si tienen jacuzzi',
    { city: CTG, adults: 2, ...range('01-07', 3) },
  ),
  es('start', 'Para mañana, 2 noches, Santa Marta, Bahía Taganga, mi novia y yo, nos vamos a bucear 🤿', {
    city: SMR,
    hotelId: 11,
    ...stay(inDays(1), 2),
    adults: 2,
  }),
  es(
    'start',
    'Hola, queremos ir a la costa en el puente con los niños, somos 2 adultos y 3 niños de 2, 6 y 10',
    { adults: 2, children: 3, ages: [2, 6, 10], outcome: 'askBack' },
    'which coastal city and which long weekend',
  ),
  es('start', 'Cartagena, del 18 al 21 de abril para dos, o del 19 al 22 si no hay... bueno no, del 18 al 21', {
    city: CTG,
    ...range('04-18', 3),
    adults: 2,
  }),
  es(
    'start',
    'Hola, tengo un grupo de 8 estudiantes de 16 y 17 años y 2 profes, vamos a Bogotá del 14 al 18 de abril, 3 habitaciones',
    { city: BOG, ...range('04-14', 4), adults: 2, children: 8, rooms: 3 },
    'each student’s exact age is not given',
  ),
  es(
    'start',
    'Qué más, buenas. Le cuento rápido: soy de compras en una constructora. Necesito Cartagena, tres habitaciones, una para el ingeniero residente, otra para el topógrafo y otra para los dos auxiliares. Entran el lunes y salen el sábado. Ojo que la factura sale a nombre de la constructora, no de ellos.',
    { city: CTG, rooms: 3, adults: 4, ...weekdayRange(1, 5) },
  ),
  es(
    'start',
    'Buenas, para dos en Medellín, del 10 al 12, bueno, en realidad del 10 al 13 que el vuelo de regreso es el 13 a las 6 am. ¿El Poblado Verde queda cerca del aeropuerto?',
    { city: MDE, ...dayRange(10, 3), adults: 2 },
    'asks about the hotel without choosing it',
  ),
  // --- English ---
  en(
    'start',
    "Hi! I'm the travel coordinator for Globex. We need 3 rooms at Hotel Andino Chapinero in Bogotá for our sales team (5 adults — two rooms shared, one single), checking in March 9th and out the 13th. Our corporate code is GLX-778; please invoice accounts payable.",
    { city: BOG, hotelId: 4, rooms: 3, adults: 5, ...range('03-09', 4) },
  ),
  en(
    'start',
    "Hey, looking for something in Cartagena for Thanksgiving — Thursday through Sunday — me, my wife, and our two kids (7 and 10). Also do you allow dogs? We're bringing a small terrier.",
    { city: CTG, ...stay(THANKSGIVING, 3), adults: 2, children: 2, ages: [7, 10] },
  ),
  en(
    'start',
    'Hello, booking on behalf of my client Mr. Henrik Lindqvist: Medellín, Hotel Poblado Verde, arriving three days after his flight lands on the 12th, staying four nights, just him.',
    { city: MDE, hotelId: 7, ...stay(shift(dayOf(12), 3), 4), adults: 1, firstName: 'Henrik', lastName: 'Lindqvist' },
    'the booking is explicitly on behalf of the named client',
  ),
  en('start', 'Santa Marta, April 3rd to the 8th — actually make it the 4th to the 8th — two adults. Also, is parking free?', {
    city: SMR,
    ...range('04-04', 4),
    adults: 2,
  }),
  en(
    'start',
    "Hi there! So my sister is getting married in Cartagena (so exciting!!) and I'm organizing the rooms for our side of the family. The wedding's on June 20th, and we'd like to arrive two days before and leave the day after. We're four adults and three kids aged 5, 8 and 12, in two rooms. Oh, and my mom uses a wheelchair, so accessible would be great.",
    { city: CTG, ...range('06-18', 3), adults: 4, children: 3, ages: [5, 8, 12], rooms: 2 },
  ),
  en('start', 'need bogota tmrw 1 nt just me', { city: BOG, ...stay(inDays(1), 1), adults: 1 }),
  en(
    'start',
    'Good afternoon. Travel agent here (Sunrise Tours, IATA 12-3 4567 8). Requesting 5 double rooms in Cartagena for 10 pax, Jan 20 to Jan 25. Net rates please.',
    { city: CTG, rooms: 5, adults: 10, ...range('01-20', 5) },
    'the IATA number is no phone and no date',
  ),
  en('start', 'Medellin next weekend for 2 ppl', { city: MDE, adults: 2, outcome: 'askBack' }, '"next weekend": the coming one or the one after'),
  en(
    'start',
    "We're flying into Santa Marta on the 15th of August but want to stay in Taganga — Hotel Bahía Taganga please, check-in the 15th, out the 19th, 2 adults + baby (4 months)",
    { city: SMR, hotelId: 11, ...range('08-15', 4), adults: 2, children: 1, ages: [0] },
  ),
  en(
    'start',
    "Hi, I'm planning a trip for my team: eight people, all adults, four rooms, Medellín, Monday to Friday. Does the hotel have meeting rooms and decent wifi? We'll be working.",
    { city: MDE, adults: 8, rooms: 4, ...weekdayRange(1, 4) },
  ),
  en('start', "Cartagena Dec 18-22, 2 adults, 1 teen (15). Wait, my son says he's coming too, he's 19. So 3 adults and the teen.", {
    city: CTG,
    ...range('12-18', 4),
    adults: 3,
    children: 1,
    ages: [15],
  }),
  en('start', 'Hi! Two nights in Bogotá starting Christmas Eve, for me and my boyfriend. Is there a Christmas dinner?', {
    city: BOG,
    ...range('12-24', 2),
    adults: 2,
  }),
  en('start', "Could you book the Mirador de Las Palmas for the weekend? Two couples, two rooms. We'd arrive late Friday night, around 11pm.", {
    city: MDE,
    hotelId: 9,
    ...WEEKEND,
    adults: 4,
    rooms: 2,
  }),
  en(
    'start',
    'Hello, I need accommodation in Cartagena from the twenty-sixth of December until the second of January for a family of five: two adults and three children, ages sixteen, thirteen and nine.',
    { city: CTG, ...range('12-26', 7), adults: 2, children: 3, ages: [16, 13, 9] },
  ),
  en(
    'start',
    "Hey so I'm coming to Colombia for a conference in Medellín that ends on the 9th, and I want to do Santa Marta right after — check in the day after the conference ends, 3 nights, solo traveler 🙋‍♀️",
    { city: SMR, ...stay(shift(dayOf(9), 1), 3), adults: 1 },
    'Medellín is where the conference is, not the stay',
  ),
  en(
    'start',
    "Booking for our CEO and his wife: Suites Usaquén Plaza, Bogotá, Feb 10 to Feb 14. They'll need a late checkout if possible. Please send the invoice to finance.",
    { city: BOG, hotelId: 6, ...range('02-10', 4), adults: 2 },
  ),
  en(
    'start',
    'Hi, we want Cartagena or Santa Marta, not sure yet, for Holy Week, 2 adults',
    { ...HOLY_WEEK, adults: 2, outcome: 'askBack' },
    'two cities: which one',
  ),
  en('start', '3 rooms, 6 adults, Santa Marta, Rodadero Sol, Oct 9–12. No wait — 7 adults, my brother-in-law just confirmed. Still 3 rooms.', {
    city: SMR,
    hotelId: 10,
    rooms: 3,
    adults: 7,
    ...range('10-09', 3),
  }),
  en(
    'start',
    "hi yes I'd like to book in medellin for three nights starting on the fifth of may for two adults and um one child who is six thank you",
    { city: MDE, ...range('05-05', 3), adults: 2, children: 1, ages: [6] },
    'voice dictation',
  ),
  en('start', 'Cartagena from Jan 5 for a week, me + 2 coworkers, separate rooms pls. Company will pay, can you do a corporate invoice with our tax ID?', {
    city: CTG,
    ...range('01-05', 7),
    adults: 3,
    rooms: 3,
  }),
  en(
    'start',
    "Hi, I'm Jennifer from Acme HR. We've got a new hire relocating to Bogotá who needs a hotel for 30 nights starting March 1st while she finds an apartment. Just her.",
    { city: BOG, ...range('03-01', 30), adults: 1 },
    'Jennifer is the coordinator, not the guest',
  ),
  en('start', "Hello! I'd like to book for Memorial Day weekend, Friday to Monday, in Cartagena. 2 adults and 2 kids, 4 and 6.", {
    city: CTG,
    ...MEMORIAL_WEEKEND,
    adults: 2,
    children: 2,
    ages: [4, 6],
  }),
  en('start', 'Looking for a hotel in Bogota for 2 nights. Arriving on the 3rd. Solo business trip. Also, do you have a shuttle from El Dorado?', {
    city: BOG,
    ...dayRange(3, 2),
    adults: 1,
  }),
  en(
    'start',
    "Hi, me and my husband want to go to Santa Marta Sept 9 to 12... hmm, or 10 to 13? Let's do 10 to 13. And let's book Posada El Pescador, it looks cute!",
    { city: SMR, hotelId: 12, ...range('09-10', 3), adults: 2 },
  ),
  en('start', 'Need 4 rooms in Medellín, Laureles Jardín, for a wedding party: 8 adults and 2 kids (3 and 5), from the 14th to the 17th.', {
    city: MDE,
    hotelId: 8,
    rooms: 4,
    adults: 8,
    children: 2,
    ages: [3, 5],
    ...dayRange(14, 3),
  }),
  en('start', 'hey!! me and 3 friends want to party in cartagena for new years, dec 30 to jan 2, one big room if possible lol', {
    city: CTG,
    ...range('12-30', 3),
    adults: 4,
    rooms: 1,
  }),
  en(
    'start',
    "We need a hotel in Cartagena, two nights, starting the day after tomorrow. It's for my parents (both in their 70s) — can you make sure it's a ground floor room?",
    { city: CTG, ...stay(inDays(2), 2), adults: 2 },
  ),
  en('start', 'Bogotá for six nights from the twenty-first of January. Five guests: three adults, a 17-year-old and a 12-year-old. Two rooms.', {
    city: BOG,
    ...range('01-21', 6),
    adults: 3,
    children: 2,
    ages: [17, 12],
    rooms: 2,
  }),
  en(
    'start',
    'Hi! Can I book the Candelaria Colonial for next Friday, for 2?',
    { city: BOG, hotelId: 5, adults: 2, outcome: 'askBack' },
    '"next Friday": the coming one or the one after',
  ),
  en('start', "Santa Marta. Arriving March 28 on the evening flight, leaving April 1. Party of 3 adults. We're divers — any dive shops near the hotel?", {
    city: SMR,
    ...range('03-28', 4),
    adults: 3,
  }),
  en('start', 'Hi, booking for the Fourth of July week: check-in July 3rd, check-out July 8th, Hotel Murallas del Caribe, 2 adults 1 child (11).', {
    city: CTG,
    hotelId: 1,
    ...range('07-03', 5),
    adults: 2,
    children: 1,
    ages: [11],
  }),
  en(
    'start',
    "One room, two adults, Medellín, from this Thursday to Sunday. We're visiting our daughter who studies at EAFIT. Is there a pool?",
    { city: MDE, ...weekdayRange(4, 3), adults: 2, rooms: 1 },
    'the daughter is not staying',
  ),
  en(
    'start',
    "Hi there — I'm Carla, PA to Mr. David Chen. He needs Hotel Murallas del Caribe, Cartagena, arriving on the 22nd and leaving on the 25th, one guest. Please put the booking under his name.",
    { city: CTG, hotelId: 1, ...dayRange(22, 3), adults: 1, firstName: 'David', lastName: 'Chen' },
    'the booking is under David Chen, not Carla',
  ),
  en(
    'start',
    'Looking to stay in Santa Marta for 10 nights from August 1st, 2 adults + 2 kids (8, 10). Also, do you guys offer any payment plans? Paying for 10 nights up front is a lot lol',
    { city: SMR, ...range('08-01', 10), adults: 2, children: 2, ages: [8, 10] },
  ),
  en(
    'start',
    'Cartagena, 2 adults. Check in the Friday after Christmas, check out Monday.',
    {
      city: CTG,
      ...stay(
        weekdayAfter((d) => d.next('12-25'), 5),
        3,
      ),
      adults: 2,
    },
    'a date relative to a holiday',
  ),
  en('start', "hiii can we book bogota for me and my mom from the 2nd to the 5th?? she's 68 lol not a kid", { city: BOG, ...dayRange(2, 3), adults: 2 }),
  en('start', 'Please reserve 2 rooms at Hotel Rodadero Sol: one for Mr. and Mrs. Ito, one for their daughter (19) — arriving Jan 3, 4 nights.', {
    city: SMR,
    hotelId: 10,
    rooms: 2,
    adults: 3,
    ...range('01-03', 4),
  }),
  en('start', 'Two adults, Cartagena, July 10 — no, July 12 — to July 15. Wait, the 12th to the 16th. Sorry, flights keep changing!', {
    city: CTG,
    ...range('07-12', 4),
    adults: 2,
  }),
  en(
    'start',
    "Hi. Medellín. Staying from the twelfth of October for nine nights, with my wife and our baby girl who'll be eleven months then. What's your cancellation policy?",
    { city: MDE, ...range('10-12', 9), adults: 2, children: 1, ages: [0] },
  ),
  en(
    'start',
    'Hello — EA to the CFO here. Two execs flying in from Houston: Bogotá, Sunday night to Wednesday, separate rooms, and could the hotel arrange a car from the airport? Cost center 7741, PO to follow.',
    { city: BOG, ...weekdayRange(0, 3), adults: 2, rooms: 2 },
    'the cost center is no phone and no date',
  ),
  en('start', "ok so plan changed AGAIN lol — it's Cartagena not Medellín, 4 nights not 3, and we're 5 now (3 adults + twins who are 9). check in the 20th.", {
    city: CTG,
    ...dayRange(20, 4),
    adults: 3,
    children: 2,
    ages: [9, 9],
  }),
];

export const names: Case[] = [
  es('name', 'Juan Camilo Henao Ruiz', { firstName: 'Juan Camilo', lastName: 'Henao Ruiz' }),
  es('name', 'a nombre de mi jefe, el ingeniero Álvaro Ortiz Gil', { firstName: 'Álvaro', lastName: 'Ortiz Gil' }, 'the title is not part of the name'),
  es('name', 'RESTREPO MEJÍA, Ana María', { firstName: 'Ana María', lastName: 'Restrepo Mejía' }, 'surname first, in capitals as on a form'),
  es('name', 'me llamo camila de la torre', { firstName: 'Camila', lastName: 'de la Torre' }, 'all lowercase; the particle belongs to the surname'),
  es('name', 'Soy Pedro', { firstName: 'Pedro' }, 'no surname yet'),
  es('name', 'va a nombre de la Dra. Natalia Sánchez, yo solo soy la asistente', { firstName: 'Natalia', lastName: 'Sánchez' }),
  es('name', 'Jhon Fredy Quintero', { firstName: 'Jhon Fredy', lastName: 'Quintero' }),
  es('name', 'Valentina... Valentina Ospina', { firstName: 'Valentina', lastName: 'Ospina' }),
  es('name', 'Carlos Andrés Muñoz, aunque todos me dicen Caliche', { firstName: 'Carlos Andrés', lastName: 'Muñoz' }),
  es('name', 'Beatriz Elena Zuluaga de Restrepo', { firstName: 'Beatriz Elena', lastName: 'Zuluaga de Restrepo' }, 'married-name form'),
  es('name', 'María José', { firstName: 'María José' }, 'a compound first name, no surname'),
  es('name', 'Luis Eduardo Pérez… perdón, Luis Enrique, el corrector me cambió el nombre', { firstName: 'Luis Enrique', lastName: 'Pérez' }),
  en('name', 'Mark Dawson — put it under the company if possible', { firstName: 'Mark', lastName: 'Dawson' }),
  en('name', "It's Dr. Priya Natarajan", { firstName: 'Priya', lastName: 'Natarajan' }),
  en('name', "O'Neill, Mary-Kate", { firstName: 'Mary-Kate', lastName: "O'Neill" }),
  en('name', "under my client's name: Mr. Henrik Lindqvist", { firstName: 'Henrik', lastName: 'Lindqvist' }),
  en('name', 'Jean-Luc van der Berg', { firstName: 'Jean-Luc', lastName: 'van der Berg' }),
  en('name', "the name's Bond. James Bond 😄", { firstName: 'James', lastName: 'Bond' }),
  en('name', 'Tom', { firstName: 'Tom' }),
  en('name', 'first name Kenji, last name Watanabe', { firstName: 'Kenji', lastName: 'Watanabe' }),
  en('name', "Jose Luis Garcia (no accents, that's how my passport has it)", { firstName: 'Jose Luis', lastName: 'Garcia' }),
  en('name', 'rebecca stone', { firstName: 'Rebecca', lastName: 'Stone' }, 'lowercase typing'),
  en('name', 'Watanabe Kenji — sorry, Japanese order; Kenji is my first name', { firstName: 'Kenji', lastName: 'Watanabe' }),
];

export const emails: Case[] = [
  es('email', 'mi correo: lau.restrepo88@hotmail.com gracias', { email: 'lau.restrepo88@hotmail.com' }),
  es('email', 'jgomez arroba constructoraandina punto com punto co', { email: 'jgomez@constructoraandina.com.co' }, 'dictated'),
  es('email', 'para la factura es contabilidad@empresa.co pero la confirmación mándala a mi correo personal: pedro.mora@gmail.com', {
    email: 'pedro.mora@gmail.com',
  }),
  es('email', 'andres_felipe+viajes@outlook.es, ese es el que reviso', { email: 'andres_felipe+viajes@outlook.es' }),
  es('email', 'nataliasanchez@clinicadelnorte.com.co, ojo que clínica va sin tilde', { email: 'nataliasanchez@clinicadelnorte.com.co' }),
  es('email', 'maria arroba ejemplo punto com, todo en minúscula', { email: 'maria@ejemplo.com' }),
  es('email', 'ponle el de la agencia: reservas@viajescorporativos.com.co', { email: 'reservas@viajescorporativos.com.co' }),
  es('email', 'gerencia@acme-colombia.co (con guion)', { email: 'gerencia@acme-colombia.co' }),
  es('email', 'es juan.perez@gmail.com, no espera, juanperez@gmail.com sin punto', { email: 'juanperez@gmail.com' }),
  es('email', 'mi correo es de yahoo: carlitos_2010', { outcome: 'askBack' }, 'yahoo.com or yahoo.es'),
  es('email', 'luisa guion bajo velez arroba gmail punto com', { email: 'luisa_velez@gmail.com' }),
  en('email', 'mark.dawson@acme-corp.com (cc my assistant pete@acme-corp.com)', { email: 'mark.dawson@acme-corp.com' }),
  en('email', 'priya dot natarajan at outlook dot com', { email: 'priya.natarajan@outlook.com' }),
  en('email', "It's henrik@lindqvist.se", { email: 'henrik@lindqvist.se' }),
  en('email', 'gmail, same as my name without spaces: rebeccastone', { email: 'rebeccastone@gmail.com' }, 'gmail has one domain'),
  en('email', 'k.watanabe@company.co.jp', { email: 'k.watanabe@company.co.jp' }),
  en('email', "marykate.oneill@yahoo.ie — that's .ie for Ireland, not .com", { email: 'marykate.oneill@yahoo.ie' }),
  en('email', 'travel-desk@globex.com — all our confirmations go there', { email: 'travel-desk@globex.com' }),
  en('email', "sorry typo earlier, it's tom.h@protonmail.com", { email: 'tom.h@protonmail.com' }),
  en('email', 'jean.luc@vdberg.nl please, not the hotmail one', { email: 'jean.luc@vdberg.nl' }),
  en('email', 'bond007@mi6.gov.uk 😎', { email: 'bond007@mi6.gov.uk' }),
  en('email', "uh it's josé… no accents in emails right? jose.garcia.1985@gmail.com", { email: 'jose.garcia.1985@gmail.com' }),
];

export const phones: Case[] = [
  es('phone', 'mi cel es 310 555 7788 y el fijo de la oficina 601 7432100, mejor al cel', { phone: '+573105557788' }),
  es('phone', 'tres cero cero, uno dos tres, cuatro cinco, seis siete', { phone: '+573001234567' }),
  es('phone', 'trescientos quince, cuatrocientos veinte, diez, cero nueve', { phone: '+573154201009' }, 'said in groups: 315 420 10 09'),
  es('phone', '+57 (321) 654-9870', { phone: '+573216549870' }),
  es('phone', '0057 3176543210', { phone: '+573176543210' }),
  es('phone', 'whatsapp +34 612 34 56 78, soy de Madrid', { phone: '+34612345678' }),
  es('phone', '3001112233... no, 3001112234, el último es 4', { phone: '+573001112234' }),
  es('phone', 'soy mexicano: +52 55 1234 5678', { phone: '+525512345678' }),
  es('phone', 'el de la agencia: 604 4441234 extensión 12', { phone: '+576044441234' }, 'a Medellín landline; the extension is dropped'),
  es('phone', 'cel. 320-4567890', { phone: '+573204567890' }),
  es('phone', 'mi número es el 3 1 8 2 2 2 3 3 4 4', { phone: '+573182223344' }),
  es('phone', 'pon el de mi esposo que yo casi no contesto: 301 234 5678', { phone: '+573012345678' }),
  en('phone', '+1 (305) 555-0142', { phone: '+13055550142' }),
  en('phone', '305.555.0142, US cell', { phone: '+13055550142' }),
  en('phone', 'my Colombian SIM is 3125550199', { phone: '+573125550199' }),
  en('phone', 'plus four four, seven seven zero zero, nine zero zero, one two three', { phone: '+447700900123' }),
  en('phone', '+49 151 23456789 (German mobile, WhatsApp works)', { phone: '+4915123456789' }),
  en('phone', 'call my assistant instead: +1 212 555 0187', { phone: '+12125550187' }),
  en('phone', 'three one five, five five five, oh one nine nine', { outcome: 'askBack' }, 'a Colombian mobile (315…) or a US number with area code 315'),
  en('phone', '786 555 0199', { phone: '+17865550199' }, 'ten digits starting with 7: a US number (Miami), not a Colombian one'),
  en('phone', '0412 345 678 — Australian mobile', { phone: '+61412345678' }),
  en('phone', '+57 300 111 22 33, no landline', { phone: '+573001112233' }),
  en('phone', 'UK mobile 07700 900456', { phone: '+447700900456' }),
];

export const countries: Case[] = [
  es('country', 'colombiana', { country: 'COL' }),
  es('country', "de Colombia, pa' las que sea 🇨🇴", { country: 'COL' }),
  es('country', 'Estados Unidos', { country: 'USA' }),
  es('country', 'soy venezolana pero vivo en Bogotá hace diez años', { outcome: 'askBack' }, 'nationality and country of residence differ'),
  es('country', 'España', { country: 'ESP' }),
  es('country', 'Méjico', { country: 'MEX' }),
  es('country', 'alemán', { country: 'DEU' }),
  es('country', 'EE.UU.', { country: 'USA' }),
  es('country', 'del Perú', { country: 'PER' }),
  es('country', 'Ecuador, ñaño', { country: 'ECU' }),
  es('country', 'Canadá', { country: 'CAN' }),
  es('residenceCity', 'Barranquilla, la arenosa', { residenceCity: 'Barranquilla' }),
  es('residenceCity', 'vivo en Chía, cerca de Bogotá', { residenceCity: 'Chía' }),
  es('residenceCity', 'Medallo', { residenceCity: 'Medellín' }),
  en('country', 'the States', { country: 'USA' }),
  en('country', 'UK', { country: 'GBR' }),
  en('country', 'Dutch', { country: 'NLD' }),
  en('country', 'Germany', { country: 'DEU' }),
  en('country', "I'm Canadian, eh", { country: 'CAN' }),
  en('country', 'South Korea', { country: 'KOR' }),
  en('country', 'Brazil 🇧🇷', { country: 'BRA' }),
  en('residenceCity', 'Miami, Florida, USA', { residenceCity: 'Miami', country: 'USA' }),
  en('residenceCity', 'NYC', { residenceCity: 'New York' }, 'abbreviation'),
  en('country', 'Swiss 🇨🇭', { country: 'CHE' }),
  en('country', 'England', { country: 'GBR' }),
];

export const navigation: Case[] = [
  es('name', 'cancela todo, la junta se aplazó', { outcome: 'cancel' }),
  es('dates', 'volvamos atrás', { outcome: 'back' }),
  es('phone', 'empecemos de nuevo, porfa, me enredé', { outcome: 'restart' }),
  es('confirm', 'todo bien menos las fechas, quiero cambiarlas', { outcome: 'change', change: 'dates' }),
  es('confirm', 'el teléfono está mal, es el 310 999 8877', { phone: '+573109998877' }),
  es('confirm', 'mejor 4 noches en vez de 3', { nights: 4, checkout: inDays(19) }),
  es('confirm', 'sí, dale, confirmo 👍', {}),
  es('email', 'espera, me equivoqué de ciudad, era Santa Marta', { city: SMR }, 'a new destination given outright'),
  es('party', 'no, espera, quiero cambiar la ciudad', { outcome: 'change', change: 'destination' }),
  es('confirm', 'cambia el nombre, va a nombre de mi esposo Andrés Cárdenas', { firstName: 'Andrés', lastName: 'Cárdenas' }),
  es('confirm', 'cancelar', { outcome: 'cancel' }),
  es('country', 'el correo que puse está malo, quiero corregirlo', { outcome: 'change', change: 'email' }),
  es('childAges', 'me devuelvo, quiero cambiar el número de personas', { outcome: 'change', change: 'party' }),
  es('residenceCity', 'uy no, el país lo puse mal, quiero cambiarlo', { outcome: 'change', change: 'country' }),
  en('party', 'start over', { outcome: 'restart' }),
  en('email', 'go back', { outcome: 'back' }),
  en('dates', 'never mind, forget it', { outcome: 'cancel' }),
  en('confirm', 'can we change the number of guests?', { outcome: 'change', change: 'party' }),
  en('confirm', 'looks good but the email should be laura.r@example.com', { email: 'laura.r@example.com' }),
  en('confirm', 'make it 2 rooms instead of one', { rooms: 2 }),
  en('name', 'wait, wrong dates — I need to change them before giving my name', { outcome: 'change', change: 'dates' }),
  en('confirm', 'yes, book it 👍', {}),
  en('phone', "scratch all that, let's restart with a different city", { outcome: 'restart' }),
  en('confirm', "actually it's three adults, my sister's coming", { adults: 3 }),
  en('confirm', 'abort abort, my boss just cancelled the trip', { outcome: 'cancel' }),
];

export const smalltalk: Case[] = [
  es('start', 'Hola buenas tardes', { outcome: 'smalltalk' }),
  es('party', '¿aceptan mascotas? tengo un french poodle', { outcome: 'smalltalk' }),
  es('dates', 'jajaja ok', { outcome: 'smalltalk' }),
  es('phone', '¿para qué necesitan mi teléfono?', { outcome: 'smalltalk' }),
  es('nights', '¿tienen parqueadero? voy en carro', { outcome: 'smalltalk' }),
  es('email', '¿me pueden enviar factura electrónica a nombre de la empresa?', { outcome: 'smalltalk' }),
  es('destination', 'gracias mi reina, muy amable', { outcome: 'smalltalk' }),
  es('name', '¿eres un robot o una persona?', { outcome: 'smalltalk' }),
  es('dates', 'uy qué pena la demora, estaba en una reunión', { outcome: 'smalltalk' }),
  es('confirm', '¿el desayuno está incluido?', { outcome: 'smalltalk' }),
  es('childAges', '¿los niños pagan?', { outcome: 'smalltalk' }),
  es('country', '¿hay que pagar IVA siendo extranjero?', { outcome: 'smalltalk' }),
  es('residenceCity', 'ja, buena pregunta, me mudo cada rato 😂', { outcome: 'smalltalk' }),
  en('start', 'good morning!', { outcome: 'smalltalk' }),
  en('dates', 'thanks so much', { outcome: 'smalltalk' }),
  en('party', 'do you guys have parking for a rental car?', { outcome: 'smalltalk' }),
  en('nights', "we'll arrive really late, like 1am, is that ok?", { outcome: 'smalltalk' }, 'the 1 is a time, not nights'),
  en('email', 'can the invoice show our PO number 4500-221?', { outcome: 'smalltalk' }),
  en('name', "how's the weather in Cartagena this time of year?", { outcome: 'smalltalk' }),
  en('phone', 'lol sorry my cat walked on the keyboard', { outcome: 'smalltalk' }),
  en('confirm', 'is there a gym?', { outcome: 'smalltalk' }),
  en('childAges', 'do you have cribs?', { outcome: 'smalltalk' }),
  en('destination', "you're very helpful, thanks", { outcome: 'smalltalk' }),
];

export const invalid: Case[] = [
  es('dates', 'ayer', { outcome: 'refuse' }),
  es('dates', 'el 5 de enero de 2024', { outcome: 'refuse' }, 'past year'),
  es('nights', 'cuarenta noches', { outcome: 'refuse' }),
  es('party', 'somos 35 personas', { outcome: 'refuse' }),
  es('dates', 'el 31 de noviembre', { outcome: 'refuse' }, 'no such date'),
  es('dates', 'del 20 al 18 de enero', { outcome: 'refuse' }, 'check-out before check-in'),
  es('nights', 'cero, solo queremos el pasadía de piscina', { outcome: 'refuse' }),
  es('email', 'laura.gmail.com', { outcome: 'refuse' }),
  es('phone', '12345', { outcome: 'refuse' }),
  es('destination', 'Cancún', { outcome: 'unknownDestination' }),
  es('party', 'necesito 7 habitaciones', { outcome: 'refuse' }),
  es('dates', 'en año y medio', { outcome: 'refuse' }, 'beyond 365 days'),
  es('email', 'ventas@hotelbot', { outcome: 'refuse' }, 'no domain suffix'),
  es('party', 'somos 31, todos adultos', { outcome: 'refuse' }),
  en('dates', 'last Friday', { outcome: 'refuse' }),
  en('nights', '45 nights', { outcome: 'refuse' }),
  en('party', 'a group of 32 people', { outcome: 'refuse' }),
  en('dates', 'February 30th', { outcome: 'refuse' }, 'no such date'),
  en('email', 'mark.dawson@@acme.com', { outcome: 'refuse' }),
  en('phone', '555-0142', { outcome: 'refuse' }, 'too short for any country'),
  en('party', 'we need 6 rooms', { outcome: 'refuse' }),
  en('destination', 'Miami', { outcome: 'unknownDestination' }),
  en('dates', 'March 3rd, 2025', { outcome: 'refuse' }, 'past year'),
  en('nights', 'zero', { outcome: 'refuse' }),
  en('dates', 'in two years', { outcome: 'refuse' }),
  en('email', 'jose.garcia@gmailcom', { outcome: 'refuse' }),
];
