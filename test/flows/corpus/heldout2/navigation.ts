/**
 * Held-out corpus 2: cancelling, going back, starting over and asking to
 * change one part of the booking, typed the way guests type it.
 */
import { es, en } from '../helpers.js';
import type { Case } from '../types.js';

export const cases: Case[] = [
  es('dates', 'cancelar', { outcome: 'cancel' }),
  es('party', 'ya no quiero reservar, gracias', { outcome: 'cancel' }),
  es('phone', 'olvídalo, cancela todo', { outcome: 'cancel' }),
  es('confirm', 'NO, CANCELAR', { outcome: 'cancel' }),
  es('nights', 'dejemos así, cancelar la reserva', { outcome: 'cancel' }),
  es('party', 'atrás', { outcome: 'back' }),
  es('nights', 'volver', { outcome: 'back' }),
  es('email', 'atras x fa', { outcome: 'back' }),
  es('dates', 'regresar al paso anterior', { outcome: 'back' }),
  es('party', 'empezar de nuevo', { outcome: 'restart' }),
  es('confirm', 'mejor empecemos desde cero', { outcome: 'restart' }),
  es('childAges', 'reiniciar', { outcome: 'restart' }),
  es('confirm', 'cambiar fechas', { outcome: 'change', change: 'dates' }),
  es('confirm', 'quiero cambiar el correo', { outcome: 'change', change: 'email' }),
  es('confirm', 'cambiar ciudad', { outcome: 'change', change: 'destination' }),
  es('confirm', 'me equivoqué en el nombre, lo puedo cambiar?', { outcome: 'change', change: 'name' }),
  es('confirm', 'cambiar el número de celular', { outcome: 'change', change: 'phone' }),
  es('confirm', 'cambiar personas', { outcome: 'change', change: 'party' }),
  es('confirm', 'quiero cambiar el número de habitaciones', { outcome: 'change', change: 'rooms' }),
  en('party', 'cancel', { outcome: 'cancel' }),
  en('confirm', 'nevermind, cancel it', { outcome: 'cancel' }),
  en('email', 'forget it, cancel pls', { outcome: 'cancel' }),
  en('dates', 'go back', { outcome: 'back' }),
  en('phone', 'back', { outcome: 'back' }),
  en('nights', 'start over', { outcome: 'restart' }),
  en('confirm', 'change the dates', { outcome: 'change', change: 'dates' }),
  en('confirm', 'i need to change the number of people', { outcome: 'change', change: 'party' }),
  en('confirm', 'change email', { outcome: 'change', change: 'email' }),
  en('confirm', 'can i change the country?', { outcome: 'change', change: 'country' }),
  en('confirm', 'change my city of residence', { outcome: 'change', change: 'residenceCity' }),
];
