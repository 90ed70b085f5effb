/** Held-out set 4: greetings, thanks and chatter. */
import { en, es } from '../helpers.js';
import type { Case } from '../types.js';

export const cases: Case[] = [
  es('start', 'hola', { outcome: 'smalltalk' }),
  es('start', 'buenas tardes', { outcome: 'smalltalk' }),
  es('start', 'quiubo parce', { outcome: 'smalltalk' }),
  es('start', 'buenos días 🌞', { outcome: 'smalltalk' }),
  es('start', 'Ajá y qué, ¿bien o qué?', { outcome: 'smalltalk' }, 'costeño greeting'),
  es('destination', 'gracias', { outcome: 'smalltalk' }),
  es('destination', '👋', { outcome: 'smalltalk' }),
  es('dates', 'jajaja', { outcome: 'smalltalk' }),
  es('dates', '¿cómo estás?', { outcome: 'smalltalk' }),
  es('party', 'ok', { outcome: 'smalltalk' }),
  es('name', 'qué más pues', { outcome: 'smalltalk' }, 'a paisa greeting, not a name'),
  es('childAges', 'uy q chevere', { outcome: 'smalltalk' }),
  es('phone', 'dale', { outcome: 'smalltalk' }),
  es('email', 'listo', { outcome: 'smalltalk' }),
  es('nights', 'bacano 👌', { outcome: 'smalltalk' }),
  es('country', 'muchas gracias', { outcome: 'smalltalk' }),
  es('residenceCity', 'jaja bueno', { outcome: 'smalltalk' }),
  en('start', 'hello there', { outcome: 'smalltalk' }),
  en('destination', 'thx!', { outcome: 'smalltalk' }),
  en('nights', 'lol', { outcome: 'smalltalk' }),
  en('party', 'how are you?', { outcome: 'smalltalk' }),
  en('name', 'thanks', { outcome: 'smalltalk' }),
  en('email', 'ok', { outcome: 'smalltalk' }),
  en('phone', 'hi again', { outcome: 'smalltalk' }),
  en('country', 'cool', { outcome: 'smalltalk' }),
  en('residenceCity', 'haha ok', { outcome: 'smalltalk' }),
  en('childAges', 'oh nice', { outcome: 'smalltalk' }),
];
