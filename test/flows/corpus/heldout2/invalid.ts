/**
 * Held-out corpus 2: values that cannot be taken — past dates, dates that do
 * not exist, zero nights, malformed emails and phones; the bot re-asks
 * saying why.
 */
import { es, en } from '../helpers.js';
import type { Case } from '../types.js';

export const cases: Case[] = [
  es('dates', 'ayer', { outcome: 'refuse' }),
  es('dates', 'el lunes pasado', { outcome: 'refuse' }),
  es('dates', 'el 15 de marzo de 2024', { outcome: 'refuse' }, 'past year'),
  es('dates', '10/01/2025', { outcome: 'refuse' }, 'past year'),
  es('dates', 'el 31 de abril', { outcome: 'refuse' }, 'no such date'),
  es('dates', 'el 30 de febrero', { outcome: 'refuse' }, 'no such date'),
  es('dates', 'el 31 de junio', { outcome: 'refuse' }, 'no such date'),
  es('nights', '0 noches', { outcome: 'refuse' }),
  es('nights', 'cero noches jaja', { outcome: 'refuse' }),
  es('email', 'ana.gomez@gmail', { outcome: 'refuse' }),
  es('email', 'juanperez.gmail.com', { outcome: 'refuse' }),
  es('email', 'juan@@hotmail.com', { outcome: 'refuse' }),
  es('email', 'carolina@', { outcome: 'refuse' }),
  es('phone', '12345', { outcome: 'refuse' }),
  es('phone', 'mi cel es 300 123', { outcome: 'refuse' }, 'too short'),
  es('phone', '3001234567890123', { outcome: 'refuse' }, 'too long'),
  en('dates', 'yesterday', { outcome: 'refuse' }),
  en('dates', 'last friday', { outcome: 'refuse' }),
  en('dates', 'march 3rd 2024', { outcome: 'refuse' }, 'past year'),
  en('dates', 'february 30th', { outcome: 'refuse' }, 'no such date'),
  en('nights', 'zero nights', { outcome: 'refuse' }),
  en('email', 'john.smith@', { outcome: 'refuse' }),
  en('email', 'johnsmith at gmail', { outcome: 'refuse' }, 'no domain ending'),
  en('phone', '555-0143', { outcome: 'refuse' }, 'too short, no area code'),
  en('phone', '123', { outcome: 'refuse' }),
  en('dates', 'dec 5 2025', { outcome: 'refuse' }, 'past year'),
];
