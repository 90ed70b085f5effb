/** Held-out corpus 3 — phone numbers in local and international forms (E.164 expected). */
import { en, es } from '../helpers.js';
import type { Case } from '../types.js';

export const cases: Case[] = [
  es('phone', 'Mi celular es 300 123 4567', { phone: '+573001234567' }),
  es('phone', '310-456-7890', { phone: '+573104567890' }),
  es('phone', '+57 315 678 9012', { phone: '+573156789012' }),
  es('phone', '+34 612 34 56 78', { phone: '+34612345678' }, 'Spain'),
  es('phone', '+52 55 1234 5678', { phone: '+525512345678' }, 'Mexico City mobile'),
  es('phone', '+54 9 11 2345-6789', { phone: '+5491123456789' }, 'Buenos Aires mobile'),
  es('phone', '+51 987 654 321', { phone: '+51987654321' }, 'Peru'),
  es('phone', '+56 9 8765 4321', { phone: '+56987654321' }, 'Chile'),
  es('phone', 'cel: 3001234567 (tiene WhatsApp)', { phone: '+573001234567' }),
  es('phone', '573205551234', { phone: '+573205551234' }, 'Colombian mobile with the calling code, no plus'),
  es('phone', 'el 3 1 5 4 4 4 5 5 6 6', { phone: '+573154445566' }),
  es('phone', '¿Para qué necesitan el teléfono? Bueno, es el 311 222 3344', { phone: '+573112223344' }),
  es('phone', 'mi cel 3152223344 😎', { phone: '+573152223344' }),
  es('phone', 'Cel 300 123 4567, correo ana.gomez@gmail.com', { phone: '+573001234567', email: 'ana.gomez@gmail.com' }),
  es('phone', 'Teléfono fijo: 601 765 4321', { phone: '+576017654321' }),
  es('phone', 'WhatsApp: +34 699 12 34 56', { phone: '+34699123456' }),
  en('phone', '(202) 555-0143', { phone: '+12025550143' }),
  en('phone', '+44 7700 900123', { phone: '+447700900123' }),
  en('phone', '+61 412 345 678', { phone: '+61412345678' }),
  en('phone', '+1 (416) 555-0199', { phone: '+14165550199' }),
  en('phone', 'my cell is 604-555-0182', { outcome: 'askBack' }, 'Canadian number or a Medellín landline: asked'),
  en('phone', '0044 7911 123456', { phone: '+447911123456' }),
  en('phone', 'whatsapp +57 301 777 8899', { phone: '+573017778899' }),
  en('confirm', 'the phone number is wrong, it should be +57 300 999 8877', { phone: '+573009998877' }),
];
