/**
 * Held-out corpus — whole requests in the first message: destination, dates
 * and party together, in every style (voice-to-text, capitals, slang, mixed
 * languages).
 */
import { en, es, HOLY_WEEK, puente, range, WEEKEND, weekdayRange } from '../helpers.js';
import type { Case } from '../types.js';

export const cases: Case[] = [
  es('start', 'Hola, quiero reservar en Cartagena del 15 al 18 de diciembre para 2 adultos y un niño de 5 años', {
    city: 'Cartagena',
    ...range('12-15', 3),
    adults: 2,
    children: 1,
    ages: [5],
  }),
  es('start', 'buenas, necesito hotel en medellin del 10 al 12 de enero para 2 personas', { city: 'Medellín', ...range('01-10', 2), adults: 2 }),
  es('start', 'santa marta, 20 al 27 de junio, somos 4', { city: 'Santa Marta', ...range('06-20', 7), adults: 4 }),
  es('start', 'ctg este finde pa 2', { city: 'Cartagena', ...WEEKEND, adults: 2 }),
  es('start', 'Hotel Bocagrande Azul del 5 al 8 de enero 2 adultos', { city: 'Cartagena', hotelId: 3, ...range('01-05', 3), adults: 2 }),
  es('start', 'medallo el viernes 2 noches 3 personas', { city: 'Medellín', ...weekdayRange(5, 2), adults: 3 }),
  es('start', 'Buenas tardes, para el puente de reyes en Santa Marta, 2 adultos y 2 niños de 6 y 9', {
    city: 'Santa Marta',
    ...puente('Reyes Magos'),
    adults: 2,
    children: 2,
    ages: [6, 9],
  }),
  es('start', 'Cartagena en semana santa, 2 parejas', { city: 'Cartagena', ...HOLY_WEEK, adults: 4 }),
  es('start', 'hola q tal, hay disponibilidad en el Hotel Poblado Verde pa mañana 1 noche? somos 2', {
    city: 'Medellín',
    hotelId: 7,
    checkin: (d) => d.in(1),
    checkout: (d) => d.in(2),
    nights: 1,
    adults: 2,
  }),
  es('start', 'Bogotá del 2 al 4 de marzo, solo yo', { city: 'Bogotá', ...range('03-02', 2), adults: 1 }),
  es('start', 'QUIERO RESERVAR EN SANTA MARTA PARA 2 ADULTOS DEL 8 AL 12 DE ENERO', { city: 'Santa Marta', ...range('01-08', 4), adults: 2 }),
  es('start', 'buenas noches, x favor algo en bogota pa mañana, 1 noche, somos 2', {
    city: 'Bogotá',
    checkin: (d) => d.in(1),
    checkout: (d) => d.in(2),
    nights: 1,
    adults: 2,
  }),
  es('start', 'necesito 2 habitaciones en Cartagena del 10 al 15 de enero, 4 adultos', { city: 'Cartagena', ...range('01-10', 5), adults: 4, rooms: 2 }),
  es('start', 'Hotel Laureles Jardín, 3 noches desde el 20 de diciembre, 2 adultos y 1 bebé de 1 año', {
    city: 'Medellín',
    hotelId: 8,
    ...range('12-20', 3),
    adults: 2,
    children: 1,
    ages: [1],
  }),
  es('start', 'ey parce pa medallo del 7 al 9 de febrero, vamos 3 amigos', { city: 'Medellín', ...range('02-07', 2), adults: 3 }),
  es('start', 'me regala precio pa Santa Marta del 14 al 17 de marzo pa 2 adultos y una niña de 3', {
    city: 'Santa Marta',
    ...range('03-14', 3),
    adults: 2,
    children: 1,
    ages: [3],
  }),
  es(
    'start',
    'hola buenas tardes queria saber si tienen habitacion en cartagena del 12 al 15 de enero para mi esposo y yo y nuestros dos hijos de 7 y 10 años gracias',
    {
      city: 'Cartagena',
      ...range('01-12', 3),
      adults: 2,
      children: 2,
      ages: [7, 10],
    },
    'voice-to-text run-on',
  ),
  es('start', 'hola! necesito room en Cartagena del 3 al 6 de febrero for 2 adults', { city: 'Cartagena', ...range('02-03', 3), adults: 2 }, 'mixed languages'),
  es('start', 'Quiero ir a San Andrés con mi familia, q hoteles tienen?', { outcome: 'unknownDestination' }),
  es('start', 'hay hoteles en villa de leyva? es pa ir con la familia', { outcome: 'unknownDestination' }),
  en('start', 'hi, looking for a hotel in Bogota from Feb 3 to 6 for 2 adults', { city: 'Bogotá', ...range('02-03', 3), adults: 2 }),
  en('start', 'need a place in Medellin this weekend for me and my gf', { city: 'Medellín', ...WEEKEND, adults: 2 }),
  en('start', "I'd like to book Casa Getsemaní Dec 20-23 for two", { city: 'Cartagena', hotelId: 2, ...range('12-20', 3), adults: 2 }),
  en('start', 'family trip to cartagena dec 27 to jan 2, 2 adults + kids 4 and 8', {
    city: 'Cartagena',
    ...range('12-27', 6),
    adults: 2,
    children: 2,
    ages: [4, 8],
  }),
  en('start', 'Hi! Medellín, Jan 15-18, 2 adults, 2 rooms', { city: 'Medellín', ...range('01-15', 3), adults: 2, rooms: 2 }),
  en('start', "hey we're 2 couples looking at santa marta for new year's eve, 3 nights", {
    city: 'Santa Marta',
    ...range('12-31', 3),
    adults: 4,
  }),
  en('start', 'HOTEL ANDINO CHAPINERO MARCH 10 TO 13 1 ADULT', { city: 'Bogotá', hotelId: 4, ...range('03-10', 3), adults: 1 }),
  en('start', 'santa marta from friday to sunday, just me pls', { city: 'Santa Marta', ...weekdayRange(5, 2), adults: 1 }),
  en('start', 'can u check cartagena tomorrow for 3 nights, 2 adults thx', {
    city: 'Cartagena',
    checkin: (d) => d.in(1),
    checkout: (d) => d.in(4),
    nights: 3,
    adults: 2,
  }),
  en('start', 'looking for a nice hotel in Cali, any recommendations?', { outcome: 'unknownDestination' }),
  es('start', 'hello, I want to book in Bogotá from June 5 to 9 for 3 adults please', { city: 'Bogotá', ...range('06-05', 4), adults: 3, lang: 'en' }),
];
