/** Held-out set 4: phone numbers (E.164). */
import { en, es } from '../helpers.js';
import type { Case } from '../types.js';

export const cases: Case[] = [
  es('phone', '300 123 4567', { phone: '+573001234567' }),
  es('phone', '3001234567', { phone: '+573001234567' }),
  es('phone', '+57 310 555 1234', { phone: '+573105551234' }),
  es('phone', 'mi cel es el 315-678-9012', { phone: '+573156789012' }),
  es('phone', '320.456.7890', { phone: '+573204567890' }),
  es('phone', 'WhatsApp: +57 311 222 3344', { phone: '+573112223344' }),
  es('phone', '57 300 765 4321', { phone: '+573007654321' }, 'calling code without +'),
  es('phone', 'cel 316 📱 890 1234', { phone: '+573168901234' }, 'emoji inside the number'),
  es('phone', 'tres cero cero uno dos tres cuatro cinco seis siete', { phone: '+573001234567' }, 'voice-to-text digits in words'),
  es('phone', '601 234 5678', { phone: '+576012345678' }, 'Bogotá landline, new 60x numbering'),
  es('phone', '+34 612 34 56 78', { phone: '+34612345678' }, 'Spain'),
  es('phone', '+52 55 1234 5678', { phone: '+525512345678' }, 'Mexico'),
  es('phone', '+54 9 11 2345 6789', { phone: '+5491123456789' }, 'Argentina mobile'),
  es('phone', '+58 412 555 1234', { phone: '+584125551234' }, 'Venezuela'),
  es('phone', 'el mío es +51 987 654 321', { phone: '+51987654321' }, 'Peru'),
  en('phone', '(202) 555-0143', { phone: '+12025550143' }),
  en('phone', '+1 416 555 0199', { phone: '+14165550199' }),
  en('phone', 'my cell is +1 (305) 555-0182', { phone: '+13055550182' }),
  en('phone', '+44 7700 900123', { phone: '+447700900123' }),
  en('phone', '+61 412 345 678', { phone: '+61412345678' }),
  en('phone', '202-555-0178 thx', { phone: '+12025550178' }),
  en('confirm', 'actually my number is +1 416 555 0123', { phone: '+14165550123' }, 'a correction at the summary'),
];
