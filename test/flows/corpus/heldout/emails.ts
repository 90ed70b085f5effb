/**
 * Held-out corpus — the guest's email, in sentences and with odd casing
 * (lowercased), at the email question and as a correction at the summary.
 */
import { en, es } from '../helpers.js';
import type { Case } from '../types.js';

export const cases: Case[] = [
  es('email', 'juan.perez@gmail.com', { email: 'juan.perez@gmail.com' }),
  es('email', 'Mi correo es Ana.Gomez@Gmail.com', { email: 'ana.gomez@gmail.com' }),
  es('email', 'PIPE_RESTREPO@HOTMAIL.COM', { email: 'pipe_restrepo@hotmail.com' }),
  es('email', 'es camila123@yahoo.es porfa', { email: 'camila123@yahoo.es' }),
  es('email', 'ahi va: d.ospina@outlook.com 😊', { email: 'd.ospina@outlook.com' }),
  es('email', 'correo: maria.jose.ruiz@une.net.co', { email: 'maria.jose.ruiz@une.net.co' }),
  es('email', 'el correo es elkin.mejia@empresa.com.co gracias', { email: 'elkin.mejia@empresa.com.co' }),
  es('email', 'andres.g@unal.edu.co', { email: 'andres.g@unal.edu.co' }),
  es('email', 'andresito.1990@gmail.com xfa', { email: 'andresito.1990@gmail.com' }),
  es('email', 'lauris_98@hotmail.com', { email: 'lauris_98@hotmail.com' }),
  es('email', 'VALE.C@GMAIL.COM', { email: 'vale.c@gmail.com' }),
  es('email', 'santi arroba gmail punto com', { email: 'santi@gmail.com' }, 'voice-to-text dictation'),
  es('email', 'mi email: reservas.familia.diaz@gmail.com', { email: 'reservas.familia.diaz@gmail.com' }),
  es('confirm', 'cambia el correo a nuevo.correo@gmail.com', { email: 'nuevo.correo@gmail.com' }),
  es('confirm', 'el correo está mal, es laura.restrepo@gmail.com', { email: 'laura.restrepo@gmail.com' }),
  en('email', 'sarah.miller@gmail.com', { email: 'sarah.miller@gmail.com' }),
  en('email', 'my email is tom.b@yahoo.co.uk', { email: 'tom.b@yahoo.co.uk' }),
  en('email', "it's jenn_k@icloud.com thx", { email: 'jenn_k@icloud.com' }),
  en('email', 'use mike+hotel@proton.me', { email: 'mike+hotel@proton.me' }),
  en('email', 'email: J.Doe@Company.ca', { email: 'j.doe@company.ca' }),
  en('email', 'Chris.Walker88@Outlook.com', { email: 'chris.walker88@outlook.com' }),
  en('email', 'sure, its amy_lee@hotmail.com', { email: 'amy_lee@hotmail.com' }),
  en('email', 'bwilliams@me.com', { email: 'bwilliams@me.com' }),
  en('confirm', 'please change my email to k.jones@gmail.com', { email: 'k.jones@gmail.com' }),
  en('email', 'EMMA.CLARK@GMAIL.COM', { email: 'emma.clark@gmail.com' }),
];
