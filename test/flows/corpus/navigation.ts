/**
 * Navigation: cancel, back, restart, change a part of the booking, and
 * corrections of the last answer ("no, mejor el 16"), which give the new
 * value directly.
 */
import { en, es, md } from './helpers.js';
import type { Case } from './types.js';

/** The cases of this category (see the file comment for its decided readings). */
export const cases: Case[] = [
  // Spanish
  es('confirm', 'cancelar', { outcome: 'cancel' }),
  es('party', 'cancela todo', { outcome: 'cancel' }),
  es('dates', 'olvídalo', { outcome: 'cancel' }),
  es('email', 'ya no quiero reservar', { outcome: 'cancel' }),
  es('phone', 'mejor no, gracias, cancelemos', { outcome: 'cancel' }),
  es('dates', 'atras', { outcome: 'back' }),
  es('nights', 'volver', { outcome: 'back' }),
  es('country', 'regresar', { outcome: 'back' }),
  es('party', 'atrás porfa', { outcome: 'back' }),
  es('confirm', 'empezar de nuevo', { outcome: 'restart' }),
  es('dates', 'volver a empezar', { outcome: 'restart' }),
  es('confirm', 'nueva búsqueda', { outcome: 'restart' }),
  es('party', 'otra busqueda', { outcome: 'restart' }),
  es('confirm', 'cambiar fechas', { outcome: 'change', change: 'dates' }),
  es('confirm', 'quiero cambiar la ciudad', { outcome: 'change', change: 'destination' }),
  es('confirm', 'cambiar personas', { outcome: 'change', change: 'party' }),
  es('confirm', 'me equivoqué en el correo', { outcome: 'change', change: 'email' }),
  es('confirm', 'el telefono esta mal', { outcome: 'change', change: 'phone' }),
  es('confirm', 'cambiar el numero de habitaciones', { outcome: 'change', change: 'rooms' }),
  es('confirm', 'cambiar pais', { outcome: 'change', change: 'country' }),
  es('confirm', 'quiero cambiar la ciudad donde vivo', { outcome: 'change', change: 'residenceCity' }),
  es('confirm', 'mi nombre quedó mal escrito', { outcome: 'change', change: 'name' }),
  es('nights', 'no, mejor el 16', { checkin: (d) => d.nextDay(16) }, 'Corrects the check-in: the next 16th.'),
  es('nights', 'no mejor 3 noches', { nights: 3 }),
  es('dates', 'perdón, quise decir el 20 de diciembre', { checkin: md('12-20') }),
  es('dates', 'no, mejor en santa marta', { city: 'Santa Marta' }, 'Corrects the destination.'),
  es('nights', 'espera, mejor llego el viernes', { checkin: (d) => d.weekday(5) }),
  es('party', 'uy no, somos 3 no 2', { adults: 3 }),
  es('dates', 'nooo espera, me equivoque, atras', { outcome: 'back' }),
  // English
  en('name', 'cancel', { outcome: 'cancel' }),
  en('phone', 'nevermind, cancel it', { outcome: 'cancel' }),
  en('email', 'go back', { outcome: 'back' }),
  en('phone', 'back', { outcome: 'back' }),
  en('name', 'start over', { outcome: 'restart' }),
  en('confirm', "let's start again", { outcome: 'restart' }),
  en('confirm', 'change the dates', { outcome: 'change', change: 'dates' }),
  en('confirm', 'can I change the city?', { outcome: 'change', change: 'destination' }),
  en('confirm', 'wrong email', { outcome: 'change', change: 'email' }),
  en('confirm', 'I need to fix my name', { outcome: 'change', change: 'name' }),
  en('confirm', 'change the number of guests', { outcome: 'change', change: 'party' }),
  en('confirm', 'the phone number is wrong', { outcome: 'change', change: 'phone' }),
  en('nights', 'actually make it 5 nights', { nights: 5 }),
  en('party', 'sorry, 3 adults not 2', { adults: 3 }),
  en('dates', 'no wait, december 22 instead', { checkin: md('12-22') }),
  en('email', 'nvm, cancel', { outcome: 'cancel' }),
  // Asking for a person: the conversation is handed to the hotel's staff.
  es('dates', 'quiero hablar con alguien', { outcome: 'human' }),
  es('party', 'me pasas con un asesor por favor', { outcome: 'human' }),
  es('confirm', 'necesito hablar con una persona real', { outcome: 'human' }),
  es('name', 'humano', { outcome: 'human' }),
  es('start', 'hola, quiero hablar con recepción', { outcome: 'human' }),
  en('dates', 'can I talk to a person?', { outcome: 'human' }),
  en('email', 'agent', { outcome: 'human' }),
  en('start', 'I need to speak to someone at the hotel', { outcome: 'human' }),
  en('party', 'customer service please', { outcome: 'human' }),
];
