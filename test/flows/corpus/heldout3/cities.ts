/**
 * Held-out corpus 3 — destinations and hotels (start / destination), plus
 * home cities at the residence question (a city not sold is still a fine
 * home city and must not touch the destination).
 */
import { en, es } from '../helpers.js';
import type { Case } from '../types.js';

export const cases: Case[] = [
  es('destination', 'Cartagena, por favor.', { city: 'Cartagena' }),
  es('destination', 'A Medellín, si es tan amable.', { city: 'Medellín' }),
  es('destination', 'pa medallo parce', { city: 'Medellín' }),
  es('destination', 'La Heroica', { city: 'Cartagena' }),
  es('destination', 'Bogotá D.C.', { city: 'Bogotá' }),
  es('destination', 'santa martha', { city: 'Santa Marta' }),
  es('destination', 'CTG', { city: 'Cartagena' }),
  es('destination', 'Cartagena de Indias, señorita', { city: 'Cartagena' }),
  es('destination', '¿Y en Santa Marta tienen algo?', { city: 'Santa Marta' }),
  es('destination', 'Cali', { outcome: 'unknownDestination' }),
  es('destination', 'San Andrés isla', { outcome: 'unknownDestination' }),
  es('destination', '¿Tienen hoteles en Pereira?', { outcome: 'unknownDestination' }),
  es('destination', 'Villa de Leyva, ¿tienen algo allá?', { outcome: 'unknownDestination' }),
  es('start', 'Buenas tardes, quisiera ir a Cusco con mi familia', { outcome: 'unknownDestination' }),
  es('destination', 'Cartagena o Santa Marta, todavía no decidimos, ¿cuál me recomienda?', { outcome: 'askBack' }, 'two sold cities: ask which one'),
  es('start', 'Buenas tardes, quisiera información del Hotel Candelaria Colonial', { city: 'Bogotá', hotelId: 5 }),
  es('destination', 'el Mirador de las Palmas', { city: 'Medellín', hotelId: 9 }),
  es('destination', 'Hotel Rodadero Sol', { city: 'Santa Marta', hotelId: 10 }),
  es('destination', 'En el Murallas del Caribe, q es donde siempre nos quedamos', { city: 'Cartagena', hotelId: 1 }),
  en('destination', 'cartagena pls', { city: 'Cartagena' }),
  en('destination', 'Medellin', { city: 'Medellín' }),
  en('destination', 'Bogota', { city: 'Bogotá' }),
  en('destination', 'Miami', { outcome: 'unknownDestination' }),
  en('destination', 'we were thinking Barranquilla for the carnival', { outcome: 'unknownDestination' }),
  en('start', 'any hotels in salento?', { outcome: 'unknownDestination' }),
  en('start', "Hi, I'd like to stay at Hotel Bocagrande Azul", { city: 'Cartagena', hotelId: 3 }),
  en('destination', 'Suites Usaquén Plaza', { city: 'Bogotá', hotelId: 6 }),
  en('destination', 'do you have the Casa Getsemani Boutique?', { city: 'Cartagena', hotelId: 2 }),
  es('start', 'Dear Sir or Madam, I would like to stay in Santa Marta.', { city: 'Santa Marta', lang: 'en' }),
  es('residenceCity', 'Cali', { residenceCity: 'Cali' }),
  es('residenceCity', 'Vivo en Medellín', { residenceCity: 'Medellín' }),
  es('residenceCity', 'en Pereira, Risaralda', { residenceCity: 'Pereira' }),
  es('residenceCity', 'Barranquilla', { residenceCity: 'Barranquilla' }),
  es('residenceCity', 'Vivo en Envigado, al lado de Medellín', { residenceCity: 'Envigado' }),
  en('residenceCity', 'Austin, Texas', { residenceCity: 'Austin' }),
  en('residenceCity', 'Miami', { residenceCity: 'Miami' }),
];
