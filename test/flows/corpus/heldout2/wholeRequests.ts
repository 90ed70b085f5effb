/**
 * Held-out corpus 2: whole requests in one message — long WhatsApp-style
 * messages with greetings and chatter around 3 to 6 slots, dictated
 * run-ons without punctuation, hotel names, and prices, stars and arrival
 * times that must not become values.
 */
import { es, en, HOLY_WEEK, md, range, WEEKEND, weekdayRange } from '../helpers.js';
import type { Case } from '../types.js';

export const cases: Case[] = [
  es(
    'start',
    'Buenas tardes!! 😊 cómo están? Les escribo porque queremos ir a Cartagena del 15 al 18 de diciembre, somos 2 adultos y un niño de 5 años, qué tienen disponible? mil gracias',
    { city: 'Cartagena', ...range('12-15', 3), adults: 2, children: 1, ages: [5] },
  ),
  es(
    'start',
    'hola buenas quería saber si tienen habitación en santa marta para el 20 de enero por 4 noches somos mi esposo y yo y mis dos hijos de 6 y 9 años gracias',
    { city: 'Santa Marta', checkin: md('01-20'), checkout: (d) => d.plus(d.next('01-20'), 4), nights: 4, adults: 2, children: 2, ages: [6, 9] },
    'dictated run-on',
  ),
  es(
    'start',
    'Hola, necesito hotel en Bogotá para mañana 1 noche, llego a las 11pm, presupuesto máximo 200 mil, somos 2',
    { city: 'Bogotá', checkin: (d) => d.in(1), checkout: (d) => d.in(2), nights: 1, adults: 2 },
    'arrival time and budget are not slots',
  ),
  es('start', 'buenas noches, quiero reservar en el Hotel Poblado Verde del 5 al 8 de enero para 2 personas', {
    city: 'Medellín',
    hotelId: 7,
    ...range('01-05', 3),
    adults: 2,
  }),
  es('start', 'Qué más pues, bien o qué? vea, necesito pa Medellín el finde, somos 3 parceros', { city: 'Medellín', ...WEEKEND, adults: 3 }, 'paisa greeting'),
  es(
    'start',
    'buenos dias disculpe la molestia, mi esposa y yo queremos celebrar nuestro aniversario en cartagena del 10 al 13 de febrero, ojala algo de 5 estrellas, cuanto sale?',
    { city: 'Cartagena', ...range('02-10', 3), adults: 2 },
    'stars are not people',
  ),
  es('start', 'Hola! Somos 4 adultos y 2 niños (3 y 8 años), queremos ir a Santa Marta en semana santa. Necesitamos 2 habitaciones. Gracias!!', {
    city: 'Santa Marta',
    ...HOLY_WEEK,
    adults: 4,
    children: 2,
    ages: [3, 8],
    rooms: 2,
  }),
  es(
    'start',
    'oe mani q hubo, pa cartagena del 28 d dic al 2 d enero, somos 2 y un pelaito d 4 años',
    { city: 'Cartagena', ...range('12-28', 5), adults: 2, children: 1, ages: [4] },
    'costeño greeting, abbreviations',
  ),
  es(
    'start',
    'HOLA NECESITO UNA HABITACION EN BOGOTA DEL 3 AL 6 DE MARZO PARA MI Y MI HIJA DE 10 AÑOS',
    { city: 'Bogotá', ...range('03-03', 3), adults: 1, children: 1, ages: [10], rooms: 1 },
    '"una habitación" is one room',
  ),
  es(
    'start',
    'Hola chamo, qué tal? Mira, vamos pa Cartagena el 20 de diciembre, una semana, somos 5 adultos',
    { city: 'Cartagena', checkin: md('12-20'), checkout: (d) => d.plus(d.next('12-20'), 7), nights: 7, adults: 5 },
    'Venezuelan "chamo"',
  ),
  es('start', 'Che, ¿tenés lugar en Medellín del 9 al 12 de abril para 2? Gracias!', { city: 'Medellín', ...range('04-09', 3), adults: 2 }, 'Argentine voseo'),
  es(
    'start',
    'buenas tardes quisiera cotizar en el hotel laureles jardin para el 14 de febrero 2 noches somos una pareja llegamos como a las 5 de la tarde',
    { city: 'Medellín', hotelId: 8, checkin: md('02-14'), checkout: (d) => d.plus(d.next('02-14'), 2), nights: 2, adults: 2 },
    'dictated run-on; arrival time is not a slot',
  ),
  es('start', 'Hola q tal, xfa me ayudan con una reserva en Santa Marta del viernes al domingo pa 2 adultos y un bebé de 6 meses 👶', {
    city: 'Santa Marta',
    ...WEEKEND,
    adults: 2,
    children: 1,
    ages: [0],
  }),
  es('start', 'buenas, somos un grupo de 8 amigos, queremos ir a cartagena del 2 al 5 de mayo, 4 habitaciones dobles, q precio tienen?', {
    city: 'Cartagena',
    ...range('05-02', 3),
    adults: 8,
    rooms: 4,
  }),
  es(
    'start',
    'Hola buen día. Quisiera reservar en Casa Getsemaní Boutique, 3 noches desde el 15 de marzo, para 2 adultos. Habitación 201 si se puede, es la q tuvimos la vez pasada',
    { city: 'Cartagena', hotelId: 2, checkin: md('03-15'), checkout: (d) => d.plus(d.next('03-15'), 3), nights: 3, adults: 2 },
    'room number is not a slot',
  ),
  es('start', 'hola hola!! ahorita estoy planeando el viaje, seria pa bogota del 12 al 14 de junio solo yo', {
    city: 'Bogotá',
    ...range('06-12', 2),
    adults: 1,
  }),
  es('start', 'Buenas. Medellin, 15-19 de enero, 2 adultos 2 niños de 7 y 12. Gracias', {
    city: 'Medellín',
    ...range('01-15', 4),
    adults: 2,
    children: 2,
    ages: [7, 12],
  }),
  en('start', 'hi there! my wife and i are looking for a hotel in medellin from feb 10 to feb 14, just the two of us. thx!', {
    city: 'Medellín',
    ...range('02-10', 4),
    adults: 2,
  }),
  en(
    'start',
    'Hello, we are a family of 4 (2 adults, kids aged 5 and 11) looking for a room in Cartagena 15th-18th Dec. Cheers!',
    { city: 'Cartagena', ...range('12-15', 3), adults: 2, children: 2, ages: [5, 11], rooms: 1 },
    'UK dates; "a room" is one room',
  ),
  en(
    'start',
    'hey!! 2 of us need a place in santa marta this w/e, arriving friday around 9pm',
    { city: 'Santa Marta', ...WEEKEND, adults: 2 },
    'arrival time is not a slot',
  ),
  en(
    'start',
    'Hi, I would like to book the Hotel Andino Chapinero for 3 nights from March 20th for myself, budget around $100 a night',
    { city: 'Bogotá', hotelId: 4, checkin: md('03-20'), checkout: (d) => d.plus(d.next('03-20'), 3), nights: 3, adults: 1 },
    'budget is not a slot',
  ),
  en('start', 'hi we r 3 friends traveling colombia, need bogota from jan 5 to jan 8 pls', { city: 'Bogotá', ...range('01-05', 3), adults: 3 }),
  en('start', 'Good morning! Could you check availability at Hotel Rodadero Sol from 2nd to 6th of April for two adults and one child aged 8? Many thanks', {
    city: 'Santa Marta',
    hotelId: 10,
    ...range('04-02', 4),
    adults: 2,
    children: 1,
    ages: [8],
  }),
  en('start', 'yo! cartagena thursday to sunday, me and 3 buddies, 2 rooms', { city: 'Cartagena', ...weekdayRange(4, 3), adults: 4, rooms: 2 }),
  en('start', 'hello, me and my husband plus our baby (9 months) want to visit medellin for a week starting jan 12. thanks so much!!', {
    city: 'Medellín',
    checkin: md('01-12'),
    checkout: (d) => d.plus(d.next('01-12'), 7),
    nights: 7,
    adults: 2,
    children: 1,
    ages: [0],
  }),
  en('start', 'HI NEED 2 ROOMS IN CARTAGENA DEC 20 TO 27 FOR 4 ADULTS', { city: 'Cartagena', ...range('12-20', 7), adults: 4, rooms: 2 }),
  es(
    'start',
    'Hello! Do you have rooms in Santa Marta from the 10th to the 13th of January for 2 adults?',
    { city: 'Santa Marta', ...range('01-10', 3), adults: 2, lang: 'en' },
    'English message in a Spanish chat: the chat switches',
  ),
  en(
    'start',
    'hiya, looking for bogota, 2 nights from tomorrow, just me, landing at 7am',
    { city: 'Bogotá', checkin: (d) => d.in(1), checkout: (d) => d.in(3), nights: 2, adults: 1 },
    'landing time is not a slot',
  ),
];
