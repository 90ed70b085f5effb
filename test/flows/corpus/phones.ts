/**
 * Answers to the phone question, as E.164. A number without a country code
 * is read in the chat's usual country: Colombian in a Spanish chat ("300 123
 * 4567" → +573001234567), North American in an English chat when it is a
 * valid one ("(202) 555-0143" → +12025550143). The country of the calling
 * code is not part of these expectations.
 */
import { en, es } from './helpers.js';
import type { Case } from './types.js';

const refuse = { outcome: 'refuse' } as const;

/** The cases of this category (see the file comment for its decided readings). */
export const cases: Case[] = [
  // Spanish
  es('phone', '300 123 4567', { phone: '+573001234567' }),
  es('phone', '3001234567', { phone: '+573001234567' }),
  es('phone', '+57 310 555 1234', { phone: '+573105551234' }),
  es('phone', 'mi cel es 311-222-3344', { phone: '+573112223344' }),
  es('phone', 'whatsapp 320 987 6543', { phone: '+573209876543' }),
  es('phone', '57 315 444 5566', { phone: '+573154445566' }, 'Country code without the plus.'),
  es('phone', '(601) 234 5678', { phone: '+576012345678' }, 'Bogotá landline.'),
  es('phone', 'fijo 604 444 1234', { phone: '+576044441234' }, 'Medellín landline.'),
  es('phone', '+52 55 1234 5678', { phone: '+525512345678' }),
  es('phone', '+34 612 34 56 78', { phone: '+34612345678' }),
  es('phone', 'cel: 301.456.7890', { phone: '+573014567890' }),
  es('phone', 'mi numero es el 3157778899', { phone: '+573157778899' }),
  es('phone', '+1 (305) 555-0199', { phone: '+13055550199' }),
  es('phone', '+54 9 11 2345 6789', { phone: '+5491123456789' }),
  es('phone', '+593 99 123 4567', { phone: '+593991234567' }),
  es('phone', '+58 412 555 1234', { phone: '+584125551234' }),
  es('phone', 'es el +56 9 8765 4321', { phone: '+56987654321' }),
  es('phone', '317 444 5566 (whatsapp)', { phone: '+573174445566' }),
  es('phone', '4567', refuse),
  es('phone', '300 123', refuse, 'Too short for a Colombian mobile.'),
  es('phone', 'mi whats es 3104445566', { phone: '+573104445566' }),
  // English
  en('phone', '(202) 555-0143', { phone: '+12025550143' }),
  en('phone', '202-555-0178', { phone: '+12025550178' }),
  en('phone', '+1 212 555 0123', { phone: '+12125550123' }),
  en('phone', 'my number is 305 555 0147', { outcome: 'askBack' }, 'Valid in the US and as a Colombian mobile: which country is asked.'),
  en('phone', '+44 20 7946 0958', { phone: '+442079460958' }),
  en('phone', '+49 151 23456789', { phone: '+4915123456789' }),
  en('phone', '+57 300 765 4321', { phone: '+573007654321' }),
  en('phone', '+33 6 12 34 56 78', { phone: '+33612345678' }),
  en('phone', 'cell +1 (416) 555-0111', { phone: '+14165550111' }),
  en('phone', '+61 412 345 678', { phone: '+61412345678' }),
  en('phone', '3001112233', { phone: '+573001112233' }, 'Not a valid North American number; a valid Colombian mobile.'),
  en('phone', '555-1234', refuse, 'No area code.'),
  en('phone', '12345', refuse),
];
