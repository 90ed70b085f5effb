/**
 * Held-out corpus 2: answers to the phone question — Colombian mobiles and
 * landlines in every spacing, international numbers of tourists, numbers
 * inside sentences, an email given instead, and a correction at the summary.
 */
import { es, en } from '../helpers.js';
import type { Case } from '../types.js';

export const cases: Case[] = [
  es('phone', '300 123 4567', { phone: '+573001234567' }),
  es('phone', '3156789012', { phone: '+573156789012' }),
  es('phone', 'mi cel es 320-555-1234', { phone: '+573205551234' }),
  es('phone', '+57 310 555 1234', { phone: '+573105551234' }),
  es('phone', '(+57) 3001234567', { phone: '+573001234567' }),
  es('phone', '57 301 234 5678', { phone: '+573012345678' }),
  es('phone', 'el fijo es 601 234 5678', { phone: '+576012345678' }, 'Bogotá landline, new numbering'),
  es('phone', 'whatsapp 311 222 3344 porfa escribanme x ahi', { phone: '+573112223344' }),
  es('phone', 'cel 300.765.4321', { phone: '+573007654321' }, 'dotted spacing'),
  es('phone', 'Es el 3186543210, de Claro', { phone: '+573186543210' }, 'the carrier name is not part of the number'),
  es('phone', 'de mexico: +52 55 1234 5678', { phone: '+525512345678' }),
  es('phone', 'soy de Argentina, +54 9 11 2345 6789', { phone: '+5491123456789', country: 'ARG' }, 'the country is said, not only inferred from the number'),
  es('phone', 'mi número venezolano +58 412 1234567', { phone: '+584121234567' }),
  es('phone', '+34 612 34 56 78', { phone: '+34612345678' }),
  es('phone', 'mejor escríbeme al correo pablo.rojas@gmail.com', { email: 'pablo.rojas@gmail.com' }, 'email given at the phone question'),
  es('phone', '3004567890 y el correo es sofi.m@hotmail.com', { phone: '+573004567890', email: 'sofi.m@hotmail.com' }),
  es('confirm', 'el teléfono está mal, es 3109876543', { phone: '+573109876543' }, 'correction at the summary'),
  en('phone', '(202) 555-0143', { phone: '+12025550143' }, 'English chat: US/Canada number'),
  en('phone', '+1 416 555 0199', { phone: '+14165550199' }),
  en('phone', "it's +44 7911 123456", { phone: '+447911123456' }),
  en('phone', 'my cell is 305-555-0187', { outcome: 'askBack' }, 'US number or Colombian mobile: asked'),
  en('phone', '+1 (613) 555-0123 thx', { phone: '+16135550123' }),
  en('phone', 'uk mobile +44 7400 123456', { phone: '+447400123456' }),
  en('phone', 'local sim: 300 555 0123', { phone: '+573005550123' }, 'a Colombian SIM: local number in an English chat'),
  en('phone', '+61 412 345 678', { phone: '+61412345678' }),
  en('phone', 'German number +49 151 23456789', { phone: '+4915123456789' }),
  en('confirm', 'sorry my number is actually +1 514 555 0134', { phone: '+15145550134' }, 'correction at the summary'),
];
