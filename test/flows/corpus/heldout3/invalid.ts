/** Held-out corpus 3 — values that cannot be taken: past dates, impossible dates, zero counts, bad e-mails and phones. */
import { en, es } from '../helpers.js';
import type { Case } from '../types.js';

export const cases: Case[] = [
  es('dates', 'ayer', { outcome: 'refuse' }),
  es('dates', 'antier', { outcome: 'refuse' }, 'Colombian: the day before yesterday'),
  es('dates', 'el 5 de marzo de 2024', { outcome: 'refuse' }),
  es('dates', 'del 10 al 12 de enero de 2025', { outcome: 'refuse' }),
  es('dates', 'el 15 de diciembre del 2023', { outcome: 'refuse' }),
  es('dates', 'el sábado pasado', { outcome: 'refuse' }),
  es('dates', '31 de noviembre', { outcome: 'refuse' }, 'no such date'),
  es('dates', '30 de febrero', { outcome: 'refuse' }, 'no such date'),
  es('nights', '0 noches', { outcome: 'refuse' }),
  es('party', '0 adultos', { outcome: 'refuse' }),
  es('email', 'lauragmail.com', { outcome: 'refuse' }),
  es('email', 'mi correo es pedro.gomez@', { outcome: 'refuse' }),
  es('email', 'ana@hotmail', { outcome: 'refuse' }),
  es('phone', '123', { outcome: 'refuse' }),
  es('phone', 'mi número es 300 123', { outcome: 'refuse' }),
  en('dates', 'yesterday', { outcome: 'refuse' }),
  en('dates', 'last saturday', { outcome: 'refuse' }),
  en('dates', 'March 3rd 2024', { outcome: 'refuse' }),
  en('dates', 'Feb 30th', { outcome: 'refuse' }, 'no such date'),
  en('nights', 'zero nights', { outcome: 'refuse' }),
  en('email', 'john@hotmail', { outcome: 'refuse' }),
  en('email', 'johnsmith', { outcome: 'refuse' }),
  en('phone', '12345', { outcome: 'refuse' }),
];
