/**
 * Held-out corpus — destinations (cities, aliases, typos, demo hotels by name,
 * places not sold) and the guest's home city.
 */
import { en, es } from '../helpers.js';
import type { Case } from '../types.js';

export const cases: Case[] = [
  // Answering "¿En qué ciudad…?"
  es('destination', 'Cartagena', { city: 'Cartagena' }),
  es('destination', 'ctg porfa', { city: 'Cartagena' }),
  es('destination', 'cartajena', { city: 'Cartagena' }),
  es('destination', 'pa Cartagena de Indias 🏖️', { city: 'Cartagena' }),
  es('destination', 'a la heroica', { city: 'Cartagena' }),
  es('destination', 'medallo parce', { city: 'Medellín' }),
  es('destination', 'medellin', { city: 'Medellín' }),
  es('destination', 'MEDELLÍN', { city: 'Medellín' }),
  es('destination', 'bogota dc', { city: 'Bogotá' }),
  es('destination', 'en bogotá x favor', { city: 'Bogotá' }),
  es('destination', 'santa marta', { city: 'Santa Marta' }),
  es('destination', 'Santamarta', { city: 'Santa Marta' }, 'written as one word'),
  en('destination', 'bogota pls', { city: 'Bogotá' }),
  en('destination', 'medellin!', { city: 'Medellín' }),
  en('destination', 'Cartagena, the old town if possible', { city: 'Cartagena' }),
  en('destination', 'santa marta thx', { city: 'Santa Marta' }),
  // Demo hotels by name.
  es('destination', 'en el Hotel Poblado Verde', { city: 'Medellín', hotelId: 7 }),
  es('destination', 'casa getsemani boutique', { city: 'Cartagena', hotelId: 2 }),
  es('destination', 'Suites Usaquén Plaza', { city: 'Bogotá', hotelId: 6 }),
  en('destination', 'the Hotel Bahía Taganga please', { city: 'Santa Marta', hotelId: 11 }),
  en('destination', 'Mirador de Las Palmas Hotel', { city: 'Medellín', hotelId: 9 }),
  // At the start of a chat.
  es('start', 'hola quiero ir a cartagena', { city: 'Cartagena' }),
  es('start', 'buenas, tienen hoteles en Santa Marta?', { city: 'Santa Marta' }),
  es('start', 'Quisiera reservar en el Hotel Candelaria Colonial', { city: 'Bogotá', hotelId: 5 }),
  es('start', 'hi, do you have rooms in Medellin?', { city: 'Medellín', lang: 'en' }),
  en('start', 'can u book me something in cartagena pls', { city: 'Cartagena' }),
  en('start', 'Hola, busco hotel en Bogotá', { city: 'Bogotá', lang: 'es' }),
  en('start', 'interested in Hotel Murallas del Caribe', { city: 'Cartagena', hotelId: 1 }),
  // A correction of the destination at the dates question (Cartagena known).
  es('dates', 'mejor en Medellín', { city: 'Medellín' }),
  // Places the demo does not sell.
  es('destination', 'Pereira', { outcome: 'unknownDestination' }),
  es('destination', 'san andres islas', { outcome: 'unknownDestination' }),
  es('destination', 'Cali, la sucursal del cielo', { outcome: 'unknownDestination' }),
  es('destination', 'villa de leyva', { outcome: 'unknownDestination' }),
  es('start', 'hola tienen algo en Guatapé?', { outcome: 'unknownDestination' }),
  es('start', 'necesito hotel en barranquilla urgente', { outcome: 'unknownDestination' }),
  en('destination', 'Miami', { outcome: 'unknownDestination' }),
  en('destination', 'salento, coffee region', { outcome: 'unknownDestination' }),
  en('start', 'hey do u have anything in Cancun?', { outcome: 'unknownDestination' }),
  // The guest's home city ("¿En qué ciudad vives?").
  es('residenceCity', 'Pereira', { residenceCity: 'Pereira' }),
  es('residenceCity', 'vivo en Barranquilla', { residenceCity: 'Barranquilla' }),
  es('residenceCity', 'en Bucaramanga', { residenceCity: 'Bucaramanga' }),
  en('residenceCity', 'Toronto', { residenceCity: 'Toronto' }),
  en('residenceCity', 'I live in London', { residenceCity: 'London' }),
];
