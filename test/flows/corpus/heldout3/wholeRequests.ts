/** Held-out corpus 3 — whole requests in the first message: place, dates and party together. */
import { en, es, md, puente, range, WEEKEND } from '../helpers.js';
import type { Case } from '../types.js';

export const cases: Case[] = [
  es('start', 'Buenas tardes. Quisiera consultar disponibilidad en Santa Marta para 2 adultos del 5 al 9 de enero. Quedo atenta.', {
    city: 'Santa Marta',
    ...range('01-05', 4),
    adults: 2,
  }),
  es('start', 'Buen día, para un cliente: 2 pax, Cartagena, del 12 al 15 de enero.', { city: 'Cartagena', ...range('01-12', 3), adults: 2 }),
  es(
    'start',
    '1 pax, Bogotá, check-in 3/12, check-out 5/12, factura a nombre de la empresa',
    { city: 'Bogotá', ...range('12-03', 2), adults: 1 },
    'the company is not a slot',
  ),
  es('start', 'Quisiera reservar en el Hotel Murallas del Caribe del 10 al 14 de febrero para mi esposa y yo', {
    city: 'Cartagena',
    hotelId: 1,
    ...range('02-10', 4),
    adults: 2,
  }),
  es('start', 'hola q tal, pa medallo el finde, somos 3', { city: 'Medellín', ...WEEKEND, adults: 3 }),
  es('start', 'Necesito hospedaje en Bogotá del 2 al 4 de diciembre, 1 persona, viaje de negocios', { city: 'Bogotá', ...range('12-02', 2), adults: 1 }),
  es('start', 'Hotel Poblado Verde, 2 noches desde el 8 de enero, 2 personas', { city: 'Medellín', hotelId: 7, checkin: md('01-08'), nights: 2, adults: 2 }),
  es('start', 'QUIERO RESERVAR EN SANTA MARTA PARA 4 PERSONAS DEL 27 AL 30 DE DICIEMBRE', { city: 'Santa Marta', ...range('12-27', 3), adults: 4 }),
  es('start', 'Hola! Para el puente de Reyes en Cartagena, somos 2 adultos y un bebé de 10 meses', {
    city: 'Cartagena',
    ...puente('Reyes Magos'),
    adults: 2,
    children: 1,
    ages: [0],
  }),
  es('start', 'Che, ¿tienen algo en Medellín del 5 al 8 de febrero para dos?', { city: 'Medellín', ...range('02-05', 3), adults: 2 }),
  es('start', 'Buenas, en el Casa Getsemaní del 14 al 16 de marzo, 3 adultos', { city: 'Cartagena', hotelId: 2, ...range('03-14', 2), adults: 3 }),
  es('start', 'Vale, pues queremos ir a Cartagena del 1 al 8 de abril, somos dos adultos y un crío de 4 años', {
    city: 'Cartagena',
    ...range('04-01', 7),
    adults: 2,
    children: 1,
    ages: [4],
  }),
  es('start', 'Buenos días. Quisiera consultar disponibilidad en Medellín del 20 al 23 de enero para dos habitaciones, cada una con dos adultos.', {
    city: 'Medellín',
    ...range('01-20', 3),
    adults: 4,
    rooms: 2,
  }),
  es('start', 'holaaa porfa pa cartagena del 2 al 5 d enero somos 4 amigas 🥳🥳', { city: 'Cartagena', ...range('01-02', 3), adults: 4 }),
  es('start', 'Pa Bogotá mañana, 1 noche, yo solo', { city: 'Bogotá', checkin: (d) => d.in(1), nights: 1, adults: 1 }),
  es('start', 'Hi, I would like to book in Cartagena from December 20 to 23 for two adults', {
    city: 'Cartagena',
    ...range('12-20', 3),
    adults: 2,
    lang: 'en',
  }),
  en('start', 'hi! looking for a hotel in cartagena dec 20-23 for 2 adults and 1 kid (5)', {
    city: 'Cartagena',
    ...range('12-20', 3),
    adults: 2,
    children: 1,
    ages: [5],
  }),
  en('start', "G'day, 2 adults, Santa Marta, 10 to 17 Jan, cheers", { city: 'Santa Marta', ...range('01-10', 7), adults: 2 }),
  en('start', 'need 2 rooms in bogota for 4 adults, jan 15-18', { city: 'Bogotá', ...range('01-15', 3), adults: 4, rooms: 2 }),
  en('start', 'Hello, business trip: 1 guest, Hotel Andino Chapinero, check-in Feb 2, check-out Feb 5, invoice to my company', {
    city: 'Bogotá',
    hotelId: 4,
    ...range('02-02', 3),
    adults: 1,
  }),
  en('start', 'Hi, do u have availability at bahia taganga for tomorrow, 2 nights, just me', {
    city: 'Santa Marta',
    hotelId: 11,
    checkin: (d) => d.in(1),
    nights: 2,
    adults: 1,
  }),
  en('start', 'Looking at Santa Marta for Christmas Eve, 3 nights, me and my partner', { city: 'Santa Marta', checkin: md('12-24'), nights: 3, adults: 2 }),
  en(
    'start',
    'Good morning. Could you check availability at Hotel Laureles Jardín from 11 to 13 December for 2 adults and 2 children aged 3 and 7? Thank you.',
    {
      city: 'Medellín',
      hotelId: 8,
      ...range('12-11', 2),
      adults: 2,
      children: 2,
      ages: [3, 7],
    },
  ),
  en('start', 'Dear Sir or Madam, I am writing to enquire whether you have availability in Medellín from 3 to 7 March for my wife and myself.', {
    city: 'Medellín',
    ...range('03-03', 4),
    adults: 2,
  }),
];
