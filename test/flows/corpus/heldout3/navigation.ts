/**
 * Held-out corpus 3 — navigation (cancel, back, restart, change a part) and
 * plain yes at the booking summary (a confirmation: no slot changes).
 */
import { en, es } from '../helpers.js';
import type { Case } from '../types.js';

export const cases: Case[] = [
  // cancel
  es('party', 'Quisiera cancelar esta solicitud, por favor.', { outcome: 'cancel' }),
  es('nights', 'olvídelo, ya no vamos a viajar', { outcome: 'cancel' }),
  es('email', 'CANCELAR', { outcome: 'cancel' }),
  es('childAges', 'ya no quiero reservar, gracias', { outcome: 'cancel' }),
  en('dates', 'cancel', { outcome: 'cancel' }),
  en('confirm', 'forget it, cancel the whole thing', { outcome: 'cancel' }),
  // back
  es('party', 'atrás', { outcome: 'back' }),
  es('email', 'volver', { outcome: 'back' }),
  es('nights', 'regresar a la pregunta anterior', { outcome: 'back' }),
  es('country', 'un pasito atrás porfa', { outcome: 'back' }),
  en('phone', 'go back', { outcome: 'back' }),
  en('childAges', 'back', { outcome: 'back' }),
  // restart
  es('party', 'empezar de nuevo', { outcome: 'restart' }),
  es('dates', 'Prefiero comenzar otra vez desde cero.', { outcome: 'restart' }),
  es('residenceCity', 'reiniciar', { outcome: 'restart' }),
  en('email', 'start over', { outcome: 'restart' }),
  en('confirm', "let's start again from scratch", { outcome: 'restart' }),
  // change
  es('party', 'cambiar fechas', { outcome: 'change', change: 'dates' }),
  es('nights', 'me equivoqué de ciudad, quiero cambiarla', { outcome: 'change', change: 'destination' }),
  es('confirm', 'quiero cambiar el número de personas', { outcome: 'change', change: 'party' }),
  es('confirm', 'corregir el nombre', { outcome: 'change', change: 'name' }),
  es('confirm', 'cambiar el país', { outcome: 'change', change: 'country' }),
  es('confirm', 'Quisiera modificar la ciudad donde vivo', { outcome: 'change', change: 'residenceCity' }),
  en('party', 'can I change the dates?', { outcome: 'change', change: 'dates' }),
  en('dates', 'actually can we change the city', { outcome: 'change', change: 'destination' }),
  en('confirm', 'change phone number', { outcome: 'change', change: 'phone' }),
  en('confirm', 'I need to change the number of rooms', { outcome: 'change', change: 'rooms' }),
  en('confirm', 'wait, can I change my email?', { outcome: 'change', change: 'email' }),
  // yes at the summary
  es('confirm', 'Sí, confirmo la reserva.', {}),
  es('confirm', 'Todo está correcto, puede proceder. Muchas gracias.', {}),
  es('confirm', 'perfecto, hágale pues', {}),
  es('confirm', 'ok', {}, 'ok at a yes/no question is a yes'),
  es('confirm', 'siii dale 👍', {}),
  en('confirm', "yes, that's all correct, please book it", {}),
  en('confirm', 'correct, go ahead thx', {}),
  en('confirm', 'Confirmed.', {}),
];
