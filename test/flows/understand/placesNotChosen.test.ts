/**
 * Places named in a message that are not where the guest is going, read through the understanding step
 * (`understand`): a hotel asked about, a stop on the way.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '../../../src/flows/understand/destinations.js';
import { understand } from '../../../src/flows/understand/index.js';
import type { Slot, Understanding } from '../../../src/flows/understand/types.js';
import { shortDestination as short } from './read.js';

function read(text: string, expecting?: Slot, lang: 'es' | 'en' = 'es'): Understanding {
  return understand(text, { lang, today: '2026-03-01', expecting, catalogue: DEMO_CATALOGUE });
}

describe('a hotel named inside a question about it is not chosen', () => {
  it.each([
    ['¿El Poblado Verde queda cerca del aeropuerto?', undefined],
    ['is the Andino Chapinero far from the center?', undefined],
    ['¿el Murallas tiene piscina?', undefined],
    ['does Hotel Laureles Jardín have parking?', undefined],
    ['el hotel bocagrande azul queda lejos de la playa?', undefined],
    // The city said as where the guest goes stays.
    ['Buenas, para dos en Medellín, del 10 al 12. ¿El Poblado Verde queda cerca del aeropuerto?', 'Medellín'],
    ['we go to Bogota on the 5th. Is the Andino Chapinero far from the center?', 'Bogotá'],
    // Said as what the guest wants, or asking whether it has room: chosen.
    ['quiero el Poblado Verde', 'Medellín#7'],
    ['at the Hotel Andino', 'Bogotá#4'],
    ['quiero el Poblado Verde, ¿queda cerca del aeropuerto?', 'Medellín#7'],
    ['¿me reservas en el Hotel Andino del 5 al 8?', 'Bogotá#4'],
    ['can I book a room at the Hotel Andino?', 'Bogotá#4'],
    ['¿el Poblado Verde tiene disponibilidad?', 'Medellín#7'],
    ['does the Murallas del Caribe have rooms for the 5th?', 'Cartagena#1'],
    ['do you have the Casa Getsemani Boutique?', 'Cartagena#2'],
    ['¿ustedes tienen el Hotel Poblado Verde?', 'Medellín#7'],
    ['is Hotel Bocagrande Azul pet friendly? We would like to book there either way', 'Cartagena#3'],
    ['¿el Andino Chapinero q tal es? ese quiero', 'Bogotá#4'],
    // Said on its own before the question, or with the stay's details inside it.
    ['Posada El Pescador, eso queda en Santa Marta no?', 'Santa Marta#12'],
    ['Posada El Pescador for the weekend?', 'Santa Marta#12'],
    ['¿el Rodadero Sol del 10 al 13 de febrero?', 'Santa Marta#10'],
  ])('%j → %s', (text, want) => {
    expect(short(read(text, undefined, /[¿ñ]|queda|quiero|tiene|reservas/.test(text) ? 'es' : 'en').destination)).toBe(want);
  });
});

describe('a place named as a stop on the way is not the destination', () => {
  it.each([
    ['una noche, vamos de pasada pa Santa Marta', 'nights', undefined],
    ['one night, we are on our way to Santa Marta', 'nights', undefined],
    ['2 noches en Medellín de paso para Cartagena', undefined, 'Medellín'],
    ['one night in Bogota before heading to Cartagena', undefined, 'Bogotá'],
    ['tres noches en Cartagena y luego seguimos a Santa Marta', undefined, 'Cartagena'],
    ['3 nights in Cartagena, then we continue to Santa Marta', undefined, 'Cartagena'],
    ['dos noches antes de seguir pa Medellín', 'nights', undefined],
    // An unknown place after these words is not one either.
    ['una noche en Bogotá de paso para Pereira', undefined, 'Bogotá'],
    ['two nights, before flying to Miami', 'nights', undefined],
    // Said as where they go, it still is.
    ['vamos pa Santa Marta', 'destination', 'Santa Marta'],
    ['we are going to Medellin', 'destination', 'Medellín'],
  ] as const)('%j (at %s) → %s', (text, at, want) => {
    expect(short(read(text, at).destination)).toBe(want);
  });
});
