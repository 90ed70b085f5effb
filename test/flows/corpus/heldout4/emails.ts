/** Held-out set 4: emails. */
import { en, es } from '../helpers.js';
import type { Case } from '../types.js';

export const cases: Case[] = [
  es('email', 'ana.gomez@gmail.com', { email: 'ana.gomez@gmail.com' }),
  es('email', 'Mi correo es ANA.GOMEZ@HOTMAIL.COM', { email: 'ana.gomez@hotmail.com' }),
  es('email', 'juanpe_93@yahoo.es', { email: 'juanpe_93@yahoo.es' }),
  es('email', 'es laura.martinez87@outlook.com gracias', { email: 'laura.martinez87@outlook.com' }),
  es('email', 'Carlos.Perez@Empresa.com.co', { email: 'carlos.perez@empresa.com.co' }),
  es('email', 'valen.rojas@gmail.com 📧', { email: 'valen.rojas@gmail.com' }),
  es('email', 'correo: jorge.castano@une.net.co', { email: 'jorge.castano@une.net.co' }),
  es('email', 'sofiavargas@hotmail.com', { email: 'sofiavargas@hotmail.com' }),
  es('email', 'jose.luis+viajes@gmail.com', { email: 'jose.luis+viajes@gmail.com' }),
  es('email', 'el correo es danielacardenas@gmail.com, ahí me mandan la confirmación porfa', { email: 'danielacardenas@gmail.com' }),
  es('email', 'javi.fdez@telefonica.es', { email: 'javi.fdez@telefonica.es' }),
  es('email', 'ana@gmail', { outcome: 'refuse' }, 'no top-level domain'),
  es('email', 'anagomez.gmail.com', { outcome: 'refuse' }, 'no @'),
  es('confirm', 'el correo bien es diego.ramirez@gmail.com', { email: 'diego.ramirez@gmail.com' }, 'a correction at the summary'),
  en('email', 'john.smith@yahoo.com', { email: 'john.smith@yahoo.com' }),
  en('email', 'emily.j@icloud.com thx', { email: 'emily.j@icloud.com' }),
  en('email', 'my email is d.miller@protonmail.com', { email: 'd.miller@protonmail.com' }),
  en('email', 'JESSICA.TAYLOR@GMAIL.COM', { email: 'jessica.taylor@gmail.com' }),
  en('email', 'chloe.martin@outlook.co.uk', { email: 'chloe.martin@outlook.co.uk' }),
  en('email', 'ryan.walker@company.ca', { email: 'ryan.walker@company.ca' }),
  en('email', "it's sarah_t@gmail.com", { email: 'sarah_t@gmail.com' }),
  en('email', 'mike.brown at gmail dot com', { email: 'mike.brown@gmail.com' }, 'spelled out, voice style'),
  en('confirm', 'my email is actually chloe.m@gmail.com', { email: 'chloe.m@gmail.com' }, 'a correction at the summary'),
];
