/**
 * Held-out corpus 2: destinations and hotels named by guests (aliases,
 * typos, hotel names, cities the demo does not sell, and destinations given
 * while another question was asked).
 */
import { es, en } from '../helpers.js';
import type { Case } from '../types.js';

export const cases: Case[] = [
  es('destination', 'pa medallo parce', { city: 'Medellín' }),
  es('destination', 'CARTAGENA', { city: 'Cartagena' }),
  es('destination', 'santa martha', { city: 'Santa Marta' }, 'common misspelling with "th"'),
  es('destination', 'bogota', { city: 'Bogotá' }),
  es('destination', 'a la heroica 🌴🌊', { city: 'Cartagena' }),
  es('destination', 'en medellin x fa', { city: 'Medellín' }),
  es('destination', 'Queremos ir a Santa Marta, es la primera vez que vamos', { city: 'Santa Marta' }),
  es('destination', 'cartagena de indias obvio jaja', { city: 'Cartagena' }),
  es('destination', 'Pereira', { outcome: 'unknownDestination' }),
  es('destination', 'San Andrés isla', { outcome: 'unknownDestination' }),
  es('destination', 'a villa de leyva', { outcome: 'unknownDestination' }),
  es('destination', 'tienen algo en cali?', { outcome: 'unknownDestination' }),
  es('destination', 'Barranquilla, donde mi tía', { outcome: 'unknownDestination' }),
  es('destination', 'cartagena o santa marta, lo q salga mas barato', { outcome: 'askBack' }, 'two cities offered, the guest leaves the choice open'),
  es('start', 'Buenas, ustedes tienen el Hotel Poblado Verde?', { city: 'Medellín', hotelId: 7 }),
  es('start', 'quiero info de la Casa Getsemaní Boutique', { city: 'Cartagena', hotelId: 2 }),
  es('start', 'hola me recomendaron el hotel bahia taganga, tienen disponibilidad?', { city: 'Santa Marta', hotelId: 11 }),
  es('start', 'Reservar en Suites Usaquén Plaza', { city: 'Bogotá', hotelId: 6 }),
  es('destination', 'el Mirador de Las Palmas en Medellín', { city: 'Medellín', hotelId: 9 }),
  es('party', 'ay no, mejor en Medellín', { city: 'Medellín' }, 'destination given at the people question: a change of city, not a party'),
  es('dates', 'ah no espere, cambiemos a santa marta mejor', { city: 'Santa Marta' }, 'destination given at the dates question'),
  en('destination', 'medellin pls', { city: 'Medellín' }),
  en('destination', 'Cartagena!! the old walled city 😍', { city: 'Cartagena' }),
  en('destination', 'bogota, flying in for work', { city: 'Bogotá' }),
  en('destination', 'santa marta, near the beach if possible', { city: 'Santa Marta' }),
  en('destination', 'Miami', { outcome: 'unknownDestination' }),
  en('destination', 'san andres island', { outcome: 'unknownDestination' }),
  en('destination', 'cali, the salsa capital lol', { outcome: 'unknownDestination' }),
  en('start', 'hey do u have rooms at Hotel Candelaria Colonial?', { city: 'Bogotá', hotelId: 5 }),
  en('start', 'Looking at the Hotel Murallas del Caribe for our trip', { city: 'Cartagena', hotelId: 1 }),
  en('dates', 'actually can we do medellin instead', { city: 'Medellín' }, 'destination given at the dates question'),
];
