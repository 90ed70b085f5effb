/** Held-out set 4: whole requests in one message. */
import { HOLY_WEEK, WEEKEND, dayRange, en, es, md, puente, range } from '../helpers.js';
import type { Case } from '../types.js';

export const cases: Case[] = [
  es('start', 'Hola, quiero reservar en Cartagena del 15 al 18 de diciembre para 2 adultos y un niño de 5 años', {
    city: 'Cartagena', ...range('12-15', 3), adults: 2, children: 1, ages: [5],
  }),
  es('start', 'buenas tardes, necesito hotel en medellin del 10 al 14 de marzo para 3 personas', {
    city: 'Medellín', ...range('03-10', 4), adults: 3,
  }),
  es('start', 'q tal, pa bogota el viernes x 2 noches, somos 2', {
    city: 'Bogotá', checkin: (d) => d.weekday(5), nights: 2, adults: 2,
  }),
  es('start', 'holaaa quisiera reservar en el hotel bocagrande azul del 20 al 23 de enero para dos adultos', {
    city: 'Cartagena', hotelId: 3, ...range('01-20', 3), adults: 2,
  }),
  es('start', 'hola buenos dias mire es que queremos ir a santa marta con mi esposa y mis dos hijos de 8 y 10 años del 20 al 27 de junio', {
    city: 'Santa Marta', ...range('06-20', 7), adults: 2, children: 2, ages: [8, 10],
  }, 'voice-to-text run-on'),
  es('start', 'ajá y qué, pa cartagena el 15 de diciembre 3 noches 2 personas', {
    city: 'Cartagena', checkin: md('12-15'), nights: 3, adults: 2,
  }, 'costeño'),
  es('start', 'Buenas sumercé, en el Candelaria Colonial pa mañana, una noche, solo yo', {
    city: 'Bogotá', hotelId: 5, checkin: (d) => d.in(1), nights: 1, adults: 1,
  }, 'rolo'),
  es('start', 'quiubo pues, necesito hotel en medallo del 5 al 9 de agosto pa 4 adultos', {
    city: 'Medellín', ...range('08-05', 4), adults: 4,
  }, 'paisa'),
  es('start', 'Qué onda, busco hotel en Cartagena del 10 al 15 de julio, vamos dos adultos', {
    city: 'Cartagena', ...range('07-10', 5), adults: 2,
  }, 'Mexican'),
  es('start', 'Hola, quería reservar en Medellín del 2 al 6 de mayo, somos 3 adultos', {
    city: 'Medellín', ...range('05-02', 4), adults: 3,
  }),
  es('start', 'Hola, queríamos ir a Santa Marta del 1 al 8 de agosto, dos adultos y un crío de 4 años', {
    city: 'Santa Marta', ...range('08-01', 7), adults: 2, children: 1, ages: [4],
  }, 'Spain'),
  es('start', 'Hotel Rodadero Sol semana santa 2 adultos 2 niños de 5 y 7', {
    city: 'Santa Marta', hotelId: 10, ...HOLY_WEEK, adults: 2, children: 2, ages: [5, 7],
  }),
  es('start', 'ola kiero ir a cartajena el 24 d diciembre x 5 noxes somos 4', {
    city: 'Cartagena', checkin: md('12-24'), nights: 5, adults: 4,
  }),
  es('start', 'Buenas noches 🌙 para el puente de reyes en santa marta, somos 2 adultos y un bebé de 6 meses', {
    city: 'Santa Marta', ...puente('Reyes Magos'), adults: 2, children: 1, ages: [0],
  }),
  es('start', 'Buenas, mi esposo y yo queremos ir al Laureles Jardín el sábado por 3 noches', {
    city: 'Medellín', hotelId: 8, checkin: (d) => d.weekday(6), nights: 3, adults: 2,
  }),
  es('start', 'necesito 2 habitaciones en bogota del 3 al 6 de septiembre, somos 4 adultos', {
    city: 'Bogotá', ...range('09-03', 3), adults: 4, rooms: 2,
  }),
  en('start', 'hi, need a hotel in santa marta from jan 10 to 17 for 2 adults', {
    city: 'Santa Marta', ...range('01-10', 7), adults: 2,
  }),
  en('start', "Hello! We're 2 adults + 2 kids (6 and 9) looking at Cartagena, Dec 28 to Jan 2", {
    city: 'Cartagena', ...range('12-28', 5), adults: 2, children: 2, ages: [6, 9],
  }),
  en('start', 'pls book me poblado verde medellin march 3rd 4 nights just me', {
    city: 'Medellín', hotelId: 7, checkin: md('03-03'), nights: 4, adults: 1,
  }),
  en('start', 'hey, anything in cartagena this weekend for 2?', {
    city: 'Cartagena', ...WEEKEND, adults: 2,
  }),
  en('start', 'NEED HOTEL IN BOGOTA DEC 15-18 2 ADULTS', {
    city: 'Bogotá', ...range('12-15', 3), adults: 2,
  }),
  en('start', 'Hi there, my husband and I want to stay at Murallas del Caribe from the 3rd to the 6th', {
    city: 'Cartagena', hotelId: 1, ...dayRange(3, 3), adults: 2,
  }),
  en('start', 'looking for cartagena, dec 15 for a week, 2 adults 1 kid (age 3)', {
    city: 'Cartagena', checkin: md('12-15'), nights: 7, adults: 2, children: 1, ages: [3],
  }),
  en('start', 'hiya, me and my mate fancy Medellin from the 12th of June for 3 nights', {
    city: 'Medellín', checkin: md('06-12'), nights: 3, adults: 2,
  }, 'UK English'),
];
