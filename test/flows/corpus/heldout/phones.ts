/**
 * Held-out corpus — the guest's phone, local and international forms (E.164;
 * a local ten-digit number follows the chat: Colombian mobile or landline in a
 * Spanish chat, North American in an English one).
 */
import { en, es } from '../helpers.js';
import type { Case } from '../types.js';

export const cases: Case[] = [
  es('phone', '300 123 4567', { phone: '+573001234567' }),
  es('phone', '3001234567', { phone: '+573001234567' }),
  es('phone', 'mi cel es 315-678-9012', { phone: '+573156789012' }),
  es('phone', '+57 320 111 2233', { phone: '+573201112233' }),
  es('phone', '+573104445566', { phone: '+573104445566' }),
  es('phone', '57 311 222 3344', { phone: '+573112223344' }, 'calling code without the plus'),
  es('phone', '0057 312 4567890', { phone: '+573124567890' }),
  es('phone', 'el número es 318 765 4321 (whatsapp)', { phone: '+573187654321' }),
  es('phone', 'cel: 301.234.5678', { phone: '+573012345678' }),
  es('phone', 'fijo 601 234 5678', { phone: '+576012345678' }, 'Bogotá landline, ten digits'),
  es('phone', 'mi whatsapp +58 412 1234567', { phone: '+584121234567' }),
  es('phone', '+593 99 123 4567', { phone: '+593991234567' }),
  es('phone', '+52 55 1234 5678', { phone: '+525512345678' }),
  es('phone', '+34 612 34 56 78', { phone: '+34612345678' }),
  es('phone', 'es el +1 (305) 555-0199', { phone: '+13055550199' }),
  es('confirm', 'el celular está mal, es 3009998877', { phone: '+573009998877' }),
  en('phone', '(202) 555-0143', { phone: '+12025550143' }),
  en('phone', 'my number is 416-555-0123', { phone: '+14165550123' }),
  en('phone', 'call me at 212.555.0177', { phone: '+12125550177' }),
  en('phone', '+44 7911 123456', { phone: '+447911123456' }),
  en('phone', '+1 647 555 0188', { phone: '+16475550188' }),
  en('phone', '+49 151 23456789', { phone: '+4915123456789' }),
  en('phone', '+61 412 345 678', { phone: '+61412345678' }),
  en('phone', 'cell +57 300 555 1234 (whatsapp too)', { phone: '+573005551234' }),
  en('phone', '5125550111', { phone: '+15125550111' }),
];
