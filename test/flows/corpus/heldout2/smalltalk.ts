/**
 * Held-out corpus 2: greetings, thanks, laughter, waiting and chatter at any
 * question, in regional Spanish and tourists' English; nothing is a value.
 */
import { es, en } from '../helpers.js';
import type { Case } from '../types.js';

export const cases: Case[] = [
  es('start', 'hola', { outcome: 'smalltalk' }),
  es('start', 'Buenas tardes', { outcome: 'smalltalk' }),
  es('start', 'quiubo parce, bien o q', { outcome: 'smalltalk' }),
  es('destination', 'jajajaja', { outcome: 'smalltalk' }),
  es('dates', 'un momentico que le pregunto a mi esposo', { outcome: 'smalltalk' }),
  es('party', 'ok', { outcome: 'smalltalk' }, '"ok" at a question that is not yes/no'),
  es('nights', 'mmm déjame pensar', { outcome: 'smalltalk' }),
  es('dates', 'ahorita no sé las fechas, ya le confirmo', { outcome: 'smalltalk' }, 'Mexican "ahorita"'),
  es('name', 'gracias!!', { outcome: 'smalltalk' }),
  es('email', 'qué pena con usted, ya se lo paso', { outcome: 'smalltalk' }),
  es('phone', 'listo', { outcome: 'smalltalk' }, '"listo" at a question that is not yes/no'),
  es('destination', 'eres un robot?', { outcome: 'smalltalk' }),
  es('childAges', 'espera un segundo', { outcome: 'smalltalk' }),
  es('party', '👍', { outcome: 'smalltalk' }),
  es('destination', 'muy amable', { outcome: 'smalltalk' }),
  es('country', 'jeje ok', { outcome: 'smalltalk' }),
  es('dates', 'chévere, gracias por la info', { outcome: 'smalltalk' }),
  es('start', 'Buenos días, una pregunta', { outcome: 'smalltalk' }),
  en('start', 'hi', { outcome: 'smalltalk' }),
  en('start', 'hello there!', { outcome: 'smalltalk' }),
  en('destination', 'lol', { outcome: 'smalltalk' }),
  en('dates', 'hang on, checking with my wife', { outcome: 'smalltalk' }),
  en('party', 'thanks!', { outcome: 'smalltalk' }),
  en('nights', 'hmm not sure yet, one sec', { outcome: 'smalltalk' }),
  en('name', 'cool thx', { outcome: 'smalltalk' }),
  en('email', 'ok', { outcome: 'smalltalk' }, '"ok" at a question that is not yes/no'),
  en('phone', 'are you a real person?', { outcome: 'smalltalk' }),
  en('destination', 'good morning :)', { outcome: 'smalltalk' }),
  en('residenceCity', 'sure thing', { outcome: 'smalltalk' }),
];
