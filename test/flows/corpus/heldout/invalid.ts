/**
 * Held-out corpus — values that cannot be taken: past dates, dates that do not
 * exist, zero nights, malformed emails and phones. The bot re-asks saying why.
 */
import { en, es } from '../helpers.js';
import type { Case } from '../types.js';

export const cases: Case[] = [
  es('dates', 'ayer', { outcome: 'refuse' }),
  es('dates', 'el 5 de enero de 2024', { outcome: 'refuse' }),
  es('dates', '15/03/2023', { outcome: 'refuse' }),
  es('dates', 'del 10 al 12 de marzo del 2024', { outcome: 'refuse' }),
  es('dates', 'el lunes pasado', { outcome: 'refuse' }),
  es('dates', 'el 31 de febrero', { outcome: 'refuse' }, 'no such date'),
  es('dates', '30 de febrero', { outcome: 'refuse' }),
  es('dates', 'el 31 de abril', { outcome: 'refuse' }),
  es('nights', '0 noches', { outcome: 'refuse' }),
  es('nights', 'cero noches', { outcome: 'refuse' }),
  es('email', 'ana@gmail', { outcome: 'refuse' }),
  es('email', 'ana.gmail.com', { outcome: 'refuse' }),
  es('email', 'juan@@hotmail.com', { outcome: 'refuse' }),
  es('email', '@gmail.com', { outcome: 'refuse' }),
  es('phone', '123', { outcome: 'refuse' }),
  es('phone', 'mi cel es 300 12', { outcome: 'refuse' }),
  en('dates', 'yesterday', { outcome: 'refuse' }),
  en('dates', 'last friday', { outcome: 'refuse' }),
  en('dates', 'March 3rd 2024', { outcome: 'refuse' }),
  en('dates', 'April 31st', { outcome: 'refuse' }),
  en('dates', 'check-in 2025-12-15', { outcome: 'refuse' }),
  en('nights', '0 nights', { outcome: 'refuse' }),
  en('email', 'bob@', { outcome: 'refuse' }),
  en('email', 'john.smith.gmail.com', { outcome: 'refuse' }),
  en('phone', '555-01', { outcome: 'refuse' }),
  en('phone', '12345', { outcome: 'refuse' }),
];
