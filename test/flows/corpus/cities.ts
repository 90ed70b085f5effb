/**
 * Destinations: catalogue cities in sentences, aliases and typos, the demo
 * hotels by name, neighbourhoods that share a word with a hotel's name, and
 * places the catalogue does not sell.
 */
import { en, es } from './helpers.js';
import type { Case } from './types.js';

const unknown = { outcome: 'unknownDestination' } as const;

/** The cases of this category (see the file comment for its decided readings). */
export const cases: Case[] = [
  // Spanish: cities, aliases, typos
  es('destination', 'cartagena', { city: 'Cartagena' }),
  es('destination', 'Cartagena de Indias', { city: 'Cartagena' }),
  es('destination', 'ctg', { city: 'Cartagena' }),
  es('destination', 'cartajena', { city: 'Cartagena' }),
  es('destination', 'bogota dc', { city: 'Bogotá' }),
  es('destination', 'medallo', { city: 'Medellín' }, 'Colloquial nickname of Medellín.'),
  es('destination', 'quiero ir a cartagena', { city: 'Cartagena' }),
  es('destination', 'pa santa martha porfa', { city: 'Santa Marta' }),
  es('destination', 'a medellin', { city: 'Medellín' }),
  es('destination', 'Bogotá', { city: 'Bogotá' }),
  es('destination', 'Bogota D.C.', { city: 'Bogotá' }),
  es('destination', 'a la heroica 😍', { city: 'Cartagena' }, '"La Heroica" is the common nickname of Cartagena.'),
  es('destination', 'medellin, antioquia', { city: 'Medellín' }),
  es('destination', 'santa marta magdalena', { city: 'Santa Marta' }),
  es('destination', 'cartagenaaa', { city: 'Cartagena' }),
  es('destination', 'mdellin', { city: 'Medellín' }),
  es('destination', 'bogta', { city: 'Bogotá' }),
  es('destination', 'samta marta', { city: 'Santa Marta' }),
  es('destination', 'para bogotá x fa', { city: 'Bogotá' }),
  es('destination', 'nos vamos pa la costa, a santa marta', { city: 'Santa Marta' }),
  es('start', 'hola buenas, necesito hotel en santa marta', { city: 'Santa Marta' }),
  es('start', 'Buenas noches, tienen hoteles en Medellín?', { city: 'Medellín' }, '"noches" in the greeting is no duration.'),
  es('destination', 'kiero ir a medellin', { city: 'Medellín' }),
  // Spanish: hotels of the demo
  es('start', 'Quisiera reservar en el Hotel Murallas del Caribe', { city: 'Cartagena', hotelId: 1 }),
  es('destination', 'casa getsemani', { city: 'Cartagena', hotelId: 2 }),
  es('destination', 'en el bocagrande azul', { city: 'Cartagena', hotelId: 3 }),
  es('destination', 'hotel andino chapinero', { city: 'Bogotá', hotelId: 4 }),
  es('destination', 'la candelaria colonial', { city: 'Bogotá', hotelId: 5 }),
  es('destination', 'suites usaquen plaza', { city: 'Bogotá', hotelId: 6 }),
  es('destination', 'hotel laureles jardin', { city: 'Medellín', hotelId: 8 }),
  es('destination', 'mirador de las palmas', { city: 'Medellín', hotelId: 9 }),
  es('destination', 'el hotel rodadero sol', { city: 'Santa Marta', hotelId: 10 }),
  es('destination', 'bahia taganga', { city: 'Santa Marta', hotelId: 11 }),
  es(
    'destination',
    'posada el pescador',
    { city: 'Santa Marta', hotelId: 12 },
    'Hotel 12 of the demo (outside the channel manager, no room types) is still a catalogue hotel.',
  ),
  // Spanish: neighbourhoods, not hotels
  es('destination', 'algo en el poblado', { city: 'Medellín' }, 'El Poblado is a neighbourhood of Medellín; choosing Hotel Poblado Verde would be a guess.'),
  es('destination', 'cerca a bocagrande, en cartagena', { city: 'Cartagena' }, 'Bocagrande is a neighbourhood; not Hotel Bocagrande Azul.'),
  es('destination', 'por chapinero en bogota', { city: 'Bogotá' }, 'Chapinero is a neighbourhood; not Hotel Andino Chapinero.'),
  // Spanish: places not sold
  es('destination', 'pereira', unknown),
  es('destination', 'Cali', unknown),
  es('destination', 'san andres isla', unknown),
  es('destination', 'barranquilla', unknown),
  es('destination', 'cartago', unknown, 'Cartago is a real town of Valle del Cauca, not a typo of Cartagena.'),
  es('destination', 'santa fe de antioquia', unknown, 'Shares "Santa" with Santa Marta but is another town.'),
  es('destination', 'queremos conocer el eje cafetero', unknown),
  es('destination', 'guatape', unknown),
  es('start', 'hola quiero ir a villa de leyva', unknown),
  es('destination', 'medellin o bogota, no se todavia', { outcome: 'askBack' }, 'Two cities named: the guest has not chosen.'),
  // English
  en('destination', 'Cartagena please', { city: 'Cartagena' }),
  en('start', 'hi! looking for a hotel in medellin', { city: 'Medellín' }),
  en('destination', 'bogota', { city: 'Bogotá' }),
  en('destination', 'Santa Marta', { city: 'Santa Marta' }),
  en('destination', 'cartagena colombia', { city: 'Cartagena' }),
  en('destination', 'Medellin, Colombia', { city: 'Medellín' }),
  en('destination', 'medelin', { city: 'Medellín' }),
  en('destination', 'CTG', { city: 'Cartagena' }),
  en('destination', 'somewhere in bogota near the old town', { city: 'Bogotá' }),
  en('start', 'we want to stay at casa getsemani boutique', { city: 'Cartagena', hotelId: 2 }),
  en('destination', 'the Poblado Verde hotel', { city: 'Medellín', hotelId: 7 }),
  en('destination', 'hotel murallas', { city: 'Cartagena', hotelId: 1 }),
  en('destination', 'miami beach', unknown),
  en('destination', 'Miami', unknown),
  en('destination', 'cancun', unknown),
  en('destination', 'lima, peru', unknown),
  en('start', 'Do you have hotels in Cali?', unknown),
  en('destination', 'new york', unknown),
  en('destination', 'Santa Marta or Cartagena?', { outcome: 'askBack' }, 'Two cities named: the guest has not chosen.'),
];
