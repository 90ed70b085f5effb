/** Held-out set 4: values to refuse (past or impossible dates, bad emails and phones, zero counts). */
import { en, es } from '../helpers.js';
import type { Case } from '../types.js';

export const cases: Case[] = [
  es('dates', 'ayer', { outcome: 'refuse' }),
  es('dates', 'anteayer', { outcome: 'refuse' }),
  es('dates', 'el lunes pasado', { outcome: 'refuse' }),
  es('dates', 'el 5 de enero de 2020', { outcome: 'refuse' }),
  es('dates', 'el 15 de diciembre del año pasado', { outcome: 'refuse' }),
  es('dates', 'el 10 de octubre de 2024', { outcome: 'refuse' }),
  es('dates', '30 de febrero', { outcome: 'refuse' }, 'no such date'),
  es('dates', '31 de abril', { outcome: 'refuse' }, 'no such date'),
  es('dates', 'el 32 de diciembre', { outcome: 'refuse' }, 'no such date'),
  es('email', 'juan@@gmail.com', { outcome: 'refuse' }),
  es('email', 'juan.gmail.com', { outcome: 'refuse' }),
  es('email', 'correo@', { outcome: 'refuse' }),
  es('phone', '12345', { outcome: 'refuse' }),
  es('phone', '300 123', { outcome: 'refuse' }),
  es('nights', '0 noches', { outcome: 'refuse' }),
  es('party', '0 personas', { outcome: 'refuse' }, 'a party needs at least one adult'),
  en('dates', 'yesterday', { outcome: 'refuse' }),
  en('dates', 'last friday', { outcome: 'refuse' }),
  en('dates', 'march 3rd 2019', { outcome: 'refuse' }),
  en('dates', 'Feb 30', { outcome: 'refuse' }, 'no such date'),
  en('email', 'my email is john@', { outcome: 'refuse' }),
  en('email', 'sarah@gmail', { outcome: 'refuse' }),
  en('phone', '12', { outcome: 'refuse' }),
  en('phone', '555-0143', { outcome: 'refuse' }, 'no area code'),
  en('nights', 'zero nights', { outcome: 'refuse' }),
];
