/**
 * First messages holding several slots at once: destination, dates,
 * occupancy (and sometimes rooms or where the guest lives). Every slot the
 * message gives must be taken; an ambiguous part is asked while the rest is
 * kept.
 */
import { HOLY_WEEK, WEEKEND, en, es, md, puente, range } from './helpers.js';
import type { Case } from './types.js';

/** The cases of this category (see the file comment for its decided readings). */
export const cases: Case[] = [
  // Spanish
  es('start', 'Hola, quiero reservar en Cartagena del 15 al 18 de diciembre para 2 adultos y un niño de 5 años', {
    city: 'Cartagena',
    ...range('12-15', 3),
    adults: 2,
    children: 1,
    ages: [5],
  }),
  es('start', 'buenas, necesito hotel en bogota para mañana, 2 noches, somos 2', { city: 'Bogotá', checkin: (d) => d.in(1), nights: 2, adults: 2 }),
  es('start', 'hola q tal, pa medellin el viernes, 3 noches, 1 persona', { city: 'Medellín', checkin: (d) => d.weekday(5), nights: 3, adults: 1 }),
  es('start', 'Quiero ir a santa marta en semana santa con mi esposa y mis 2 hijos de 6 y 9', {
    city: 'Santa Marta',
    ...HOLY_WEEK,
    adults: 2,
    children: 2,
    ages: [6, 9],
  }),
  es('start', 'reserva en ctg del 28 de dic al 2 de enero, 4 adultos 2 habitaciones', { city: 'Cartagena', ...range('12-28', 5), adults: 4, rooms: 2 }),
  es('start', 'hola! cartagena 20 de enero 5 noches 2 adultos', { city: 'Cartagena', checkin: md('01-20'), nights: 5, adults: 2 }),
  es('start', 'necesito una habitación en medellín para el 10 de febrero, una noche, solo yo', {
    city: 'Medellín',
    checkin: md('02-10'),
    nights: 1,
    adults: 1,
    rooms: 1,
  }),
  es('start', 'Buenos días, quisiera cotizar hotel en Bogotá del 3 al 6 de marzo para 3 personas', { city: 'Bogotá', ...range('03-03', 3), adults: 3 }),
  es(
    'start',
    'hola soy de medellin y quiero ir a cartagena el 15 de diciembre',
    { city: 'Cartagena', checkin: md('12-15'), residenceCity: 'Medellín' },
    '"Soy de Medellín" is where the guest is from, not the destination.',
  ),
  es('start', 'Hotel Murallas del Caribe, 2 adultos, del 5 al 8 de enero', { city: 'Cartagena', hotelId: 1, ...range('01-05', 3), adults: 2 }),
  es('start', 'quiero reservar en el poblado verde para este sabado 2 noches en pareja', {
    city: 'Medellín',
    hotelId: 7,
    checkin: (d) => d.weekday(6),
    nights: 2,
    adults: 2,
  }),
  es(
    'start',
    'hola necesito 2 habitaciones en santa marta para navidad, somos 6 adultos',
    { city: 'Santa Marta', rooms: 2, adults: 6, outcome: 'askBack' },
    'For Christmas: arriving on the 24th or the 25th is asked.',
  ),
  es('start', 'hey pa cartagena mañana x 3 noches 2 adultos y 1 bebe de 10 meses', {
    city: 'Cartagena',
    checkin: (d) => d.in(1),
    nights: 3,
    adults: 2,
    children: 1,
    ages: [0],
  }),
  es('start', 'bogota del 12 al 15 de enero 1 adulto', { city: 'Bogotá', ...range('01-12', 3), adults: 1 }),
  es('start', 'Quiero ir a Miami el 20 de diciembre', { outcome: 'unknownDestination', checkin: md('12-20') }),
  es('start', 'hola, quiero ir a pereira del 1 al 3 de febrero, somos 2', { outcome: 'unknownDestination', ...range('02-01', 2), adults: 2 }),
  es(
    'start',
    'cartagena, en diciembre, 2 personas',
    { city: 'Cartagena', adults: 2, outcome: 'askBack' },
    'A month without a day: the dates are asked, the rest kept.',
  ),
  es('start', 'medellin para año nuevo 4 noches', { city: 'Medellín', nights: 4, outcome: 'askBack' }, 'Año nuevo: 31 Dec or 1 Jan.'),
  es('start', 'santa marta el puente de reyes con mi novia', { city: 'Santa Marta', ...puente('Reyes Magos'), adults: 2 }),
  es('start', 'hola buenas tardes quisiera saber si tienen disponibilidad en cartagena para el 15 de dic', { city: 'Cartagena', checkin: md('12-15') }),
  es('start', 'hola pa bogota 15/01 al 18/01 2 adultos 1 niño d 6', { city: 'Bogotá', ...range('01-15', 3), adults: 2, children: 1, ages: [6] }),
  es('start', 'Me gustaría el Casa Getsemaní el fin de semana para 2', { city: 'Cartagena', hotelId: 2, ...WEEKEND, adults: 2 }),
  es(
    'start',
    'buenas noches! busco hotel en santa marta, llegamos el 2 de enero, somos 3 adultos y 1 niña de 9',
    {
      city: 'Santa Marta',
      checkin: md('01-02'),
      adults: 3,
      children: 1,
      ages: [9],
    },
    '"noches" in the greeting is no duration.',
  ),
  es('start', 'holaaa necesito hotel en cartagena xq vamos el 20 de dic 3 noches, somos 4 😊', {
    city: 'Cartagena',
    checkin: md('12-20'),
    nights: 3,
    adults: 4,
  }),
  // English
  en('start', "Hi, I'd like to book a room in Cartagena from December 15 to 18 for 2 adults", { city: 'Cartagena', ...range('12-15', 3), adults: 2, rooms: 1 }),
  en('start', 'hello, looking for a hotel in medellin next friday for 3 nights, 2 adults and 1 kid (7)', {
    city: 'Medellín',
    nights: 3,
    adults: 2,
    children: 1,
    ages: [7],
    outcome: 'askBack',
  }),
  en('start', 'need a place in bogota tomorrow, 1 night, just me', { city: 'Bogotá', checkin: (d) => d.in(1), nights: 1, adults: 1 }),
  en('start', 'Santa Marta, Jan 3-7, family of four (kids 4 and 8)', { city: 'Santa Marta', ...range('01-03', 4), adults: 2, children: 2, ages: [4, 8] }),
  en('start', "we're a couple looking for something in cartagena for christmas eve, 3 nights", {
    city: 'Cartagena',
    checkin: md('12-24'),
    nights: 3,
    adults: 2,
  }),
  en('start', 'book hotel bocagrande azul dec 20 to dec 27, 2 adults 2 kids 5 and 10', {
    city: 'Cartagena',
    hotelId: 3,
    ...range('12-20', 7),
    adults: 2,
    children: 2,
    ages: [5, 10],
  }),
  en('start', 'hi there! 4 adults, 2 rooms, medellin, feb 14-16', { city: 'Medellín', ...range('02-14', 2), adults: 4, rooms: 2 }),
  en('start', "Cartagena for new year's, 2 adults", { city: 'Cartagena', adults: 2, outcome: 'askBack' }, "New year's: 31 Dec or 1 Jan."),
  en('start', 'looking for hotels in Cali this weekend', { outcome: 'unknownDestination', ...WEEKEND }),
  en('start', 'Bogota, march 10, 5 nights, 2 people', { city: 'Bogotá', checkin: md('03-10'), nights: 5, adults: 2 }),
  en('start', 'hi, room for 2 in santa marta in january?', { city: 'Santa Marta', adults: 2, rooms: 1, outcome: 'askBack' }, 'A month without a day.'),
  en('start', "Can I book Casa Getsemani for 3 nights starting Dec 28? We're 2 adults", {
    city: 'Cartagena',
    hotelId: 2,
    checkin: md('12-28'),
    nights: 3,
    adults: 2,
  }),
  en('start', 'medellin in 2 weeks for a week, solo trip', { city: 'Medellín', checkin: (d) => d.in(14), nights: 7, adults: 1 }),
  en('start', 'Hey! Me + girlfriend, Bogota, this friday to sunday', {
    city: 'Bogotá',
    checkin: (d) => d.weekday(5),
    checkout: (d) => d.plus(d.weekday(5), 2),
    nights: 2,
    adults: 2,
  }),
  en('start', 'hey! cartagena pls, dec 28 for 4 nights, we r 2 adults n 1 kid, hes 4', {
    city: 'Cartagena',
    checkin: md('12-28'),
    nights: 4,
    adults: 2,
    children: 1,
    ages: [4],
  }),
];
