/**
 * Held-out corpus 2: answers to the email question — mixed case, inside
 * sentences, local and foreign domains, dictated "arroba"/"at", and a
 * correction at the summary.
 */
import { es, en } from '../helpers.js';
import type { Case } from '../types.js';

export const cases: Case[] = [
  es('email', 'ana.gomez@gmail.com', { email: 'ana.gomez@gmail.com' }),
  es('email', 'Maria.Gomez@Gmail.com', { email: 'maria.gomez@gmail.com' }, 'lowercased'),
  es('email', 'mi correo es juanpa88@hotmail.com', { email: 'juanpa88@hotmail.com' }),
  es('email', 'CAROLINA.RUIZ@YAHOO.COM', { email: 'carolina.ruiz@yahoo.com' }),
  es('email', 'es valen.mejia@outlook.es gracias', { email: 'valen.mejia@outlook.es' }),
  es('email', 'andres-felipe@une.net.co', { email: 'andres-felipe@une.net.co' }),
  es('email', 'correo: mrodriguez@empresa.com.co (el de la oficina)', { email: 'mrodriguez@empresa.com.co' }),
  es('email', 'pilar.h+viajes@gmail.com', { email: 'pilar.h+viajes@gmail.com' }),
  es('email', 'dianacas arroba gmail punto com', { email: 'dianacas@gmail.com' }, 'dictated by voice'),
  es('email', 'mándalo a  jorge.rincon@gmail.com xfa', { email: 'jorge.rincon@gmail.com' }),
  es('email', 'el mismo de siempre: laura.restrepo@gmail.com', { email: 'laura.restrepo@gmail.com' }),
  es('email', 'tatiana1993@gmail.com', { email: 'tatiana1993@gmail.com' }, 'digits inside an email are not a year'),
  es('email', 'ok, es camilo.torres@icloud.com 😊', { email: 'camilo.torres@icloud.com' }),
  es('email', 'Correo electrónico Felipe.Ospina@Gmail.Com', { email: 'felipe.ospina@gmail.com' }),
  es('phone', 'no tengo whatsapp, mejor al correo: rosa.m@yahoo.es', { email: 'rosa.m@yahoo.es' }, 'email given at the phone question'),
  es('confirm', 'el correo quedó mal, es ana.r@gmail.com', { email: 'ana.r@gmail.com' }, 'correction at the summary'),
  en('email', 'john.smith@gmail.com', { email: 'john.smith@gmail.com' }),
  en('email', 'Emily.Clarke@BTinternet.com', { email: 'emily.clarke@btinternet.com' }),
  en('email', "it's mike.t@yahoo.co.uk", { email: 'mike.t@yahoo.co.uk' }),
  en('email', 'sure, jess.miller@outlook.com thx', { email: 'jess.miller@outlook.com' }),
  en('email', 'john dot smith at gmail dot com', { email: 'john.smith@gmail.com' }, 'dictated by voice'),
  en('email', 'email me at rgreen@company.ca', { email: 'rgreen@company.ca' }),
  en('email', 'CHRIS.TAYLOR@HOTMAIL.COM', { email: 'chris.taylor@hotmail.com' }),
  en('email', 'oliver.bennett@protonmail.com pls', { email: 'oliver.bennett@protonmail.com' }),
  en('email', 'my email: sam-lee@mail.com', { email: 'sam-lee@mail.com' }),
  en('confirm', 'wait the email is wrong, should be d.brown@gmail.com', { email: 'd.brown@gmail.com' }, 'correction at the summary'),
];
