/**
 * Held-out corpus — navigation: cancel, back, restart and "change X", typed in
 * many ways, at different points of the conversation.
 */
import { en, es } from '../helpers.js';
import type { Case } from '../types.js';

export const cases: Case[] = [
  // Cancel.
  es('party', 'cancelar', { outcome: 'cancel' }),
  es('name', 'ya no quiero reservar, gracias', { outcome: 'cancel' }),
  es('confirm', 'CANCELAR TODO', { outcome: 'cancel' }),
  es('dates', 'olvídalo, cancela', { outcome: 'cancel' }),
  en('dates', 'cancel', { outcome: 'cancel' }),
  en('email', 'forget it, cancel the booking', { outcome: 'cancel' }),
  // Back.
  es('nights', 'atrás', { outcome: 'back' }),
  es('party', 'volver', { outcome: 'back' }),
  es('email', 'atras x favor', { outcome: 'back' }),
  en('email', 'go back', { outcome: 'back' }),
  en('nights', 'back', { outcome: 'back' }),
  // Restart.
  es('confirm', 'empezar de nuevo', { outcome: 'restart' }),
  es('party', 'quiero empezar otra vez desde cero', { outcome: 'restart' }),
  es('dates', 'reiniciar', { outcome: 'restart' }),
  en('party', 'start over', { outcome: 'restart' }),
  en('confirm', "let's start again from scratch", { outcome: 'restart' }),
  // Change one part.
  es('party', 'cambiar fechas', { outcome: 'change', change: 'dates' }),
  es('confirm', 'quiero cambiar las fechas', { outcome: 'change', change: 'dates' }),
  es('dates', 'cambiar ciudad', { outcome: 'change', change: 'destination' }),
  es('party', 'me equivoqué de ciudad, quiero cambiarla', { outcome: 'change', change: 'destination' }),
  es('confirm', 'cambiar personas', { outcome: 'change', change: 'party' }),
  es('confirm', 'quiero cambiar el número de habitaciones', { outcome: 'change', change: 'rooms' }),
  es('confirm', 'cambiar el nombre', { outcome: 'change', change: 'name' }),
  es('confirm', 'me equivoqué en el correo', { outcome: 'change', change: 'email' }),
  es('confirm', 'cambiar el celular', { outcome: 'change', change: 'phone' }),
  es('confirm', 'cambiar país', { outcome: 'change', change: 'country' }),
  es('confirm', 'quiero cambiar la ciudad donde vivo', { outcome: 'change', change: 'residenceCity' }),
  en('confirm', 'change dates pls', { outcome: 'change', change: 'dates' }),
  en('party', 'change the city', { outcome: 'change', change: 'destination' }),
  en('confirm', 'change number of guests', { outcome: 'change', change: 'party' }),
  en('confirm', 'change my phone number', { outcome: 'change', change: 'phone' }),
  en('confirm', 'i need to change the email', { outcome: 'change', change: 'email' }),
  en('confirm', 'can I change the name on the booking?', { outcome: 'change', change: 'name' }),
];
