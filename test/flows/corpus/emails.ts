/**
 * Answers to the email question: addresses alone or in a sentence, and
 * addresses that cannot be valid (refused, re-asked saying why). Addresses
 * are kept lowercase.
 */
import { en, es } from './helpers.js';
import type { Case } from './types.js';

const refuse = { outcome: 'refuse' } as const;

/** The cases of this category (see the file comment for its decided readings). */
export const cases: Case[] = [
  // Spanish
  es('email', 'ana.gomez@gmail.com', { email: 'ana.gomez@gmail.com' }),
  es('email', 'mi correo es pipe_88@hotmail.com', { email: 'pipe_88@hotmail.com' }),
  es('email', 'juanperez@yahoo.es', { email: 'juanperez@yahoo.es' }),
  es('email', 'camila.rojas@outlook.com', { email: 'camila.rojas@outlook.com' }),
  es('email', 'el correo: andres.castano@empresa.com.co', { email: 'andres.castano@empresa.com.co' }),
  es('email', 'es laura123@gmail.com gracias', { email: 'laura123@gmail.com' }),
  es('email', 'JUANPEREZ@HOTMAIL.COM', { email: 'juanperez@hotmail.com' }, 'Written in capitals: kept lowercase.'),
  es('email', 'valen_ospina@hotmail.es', { email: 'valen_ospina@hotmail.es' }),
  es('email', 'correo diana.cruz@icloud.com', { email: 'diana.cruz@icloud.com' }),
  es('email', 'mi email: sebastian.m@unal.edu.co', { email: 'sebastian.m@unal.edu.co' }),
  es('email', 'tatiana-rios@live.com', { email: 'tatiana-rios@live.com' }),
  es('email', 'carlos+viajes@gmail.com', { email: 'carlos+viajes@gmail.com' }),
  es('email', 'camilo@yahoo', refuse, 'No top-level domain.'),
  es('email', 'ana@gmail,com', { outcome: 'askBack' }, 'Comma instead of dot: the address meant is offered, never taken unasked.'),
  es('email', 'anagmail.com', refuse, 'No @.'),
  es('email', 'no tengo correo', refuse, 'The email is needed: re-asked.'),
  es('email', 'gmail', refuse),
  es('email', 'es pipe.gomez@gmail.com xfa', { email: 'pipe.gomez@gmail.com' }),
  // English
  en('email', 'john.smith@gmail.com', { email: 'john.smith@gmail.com' }),
  en('email', 'my email is sarah.connor@yahoo.com', { email: 'sarah.connor@yahoo.com' }),
  en('email', "it's mike_b@outlook.com", { email: 'mike_b@outlook.com' }),
  en('email', 'emily.j@company.co.uk', { email: 'emily.j@company.co.uk' }),
  en('email', 'tom@baker.io', { email: 'tom@baker.io' }),
  en('email', 'david.lee@protonmail.com please', { email: 'david.lee@protonmail.com' }),
  en('email', 'sure: anna.schmidt@web.de', { email: 'anna.schmidt@web.de' }),
  en('email', 'j.oconnor@icloud.com', { email: 'j.oconnor@icloud.com' }),
  en('email', 'contact me at olivia.brown@hotmail.com', { email: 'olivia.brown@hotmail.com' }),
  en('email', 'Robert.Brown@Gmail.com', { email: 'robert.brown@gmail.com' }, 'Mixed case: kept lowercase.'),
  en('email', 'john@', refuse),
  en('email', 'john.smith@gmail..com', { outcome: 'askBack' }, 'Two dots in a row: the address meant is offered, never taken unasked.'),
  en('email', 'peter@@gmail.com', refuse),
  en('email', 'i dont have one', refuse, 'The email is needed: re-asked.'),
];
