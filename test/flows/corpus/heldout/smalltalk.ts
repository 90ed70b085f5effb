/**
 * Held-out corpus — greetings, thanks, laughter and chatter: a short answer
 * and the current question again, nothing taken.
 */
import { en, es } from '../helpers.js';
import type { Case } from '../types.js';

export const cases: Case[] = [
  es('start', 'hola', { outcome: 'smalltalk' }),
  es('start', 'Buenos días!!', { outcome: 'smalltalk' }),
  es('start', 'buenas tardes, cómo le va?', { outcome: 'smalltalk' }),
  es('start', 'quiubo pues', { outcome: 'smalltalk' }, 'paisa greeting'),
  es('start', 'q más', { outcome: 'smalltalk' }, 'Colombian "what\'s up"'),
  es('start', 'ey parce', { outcome: 'smalltalk' }),
  es('destination', 'jajaja', { outcome: 'smalltalk' }),
  es('dates', 'ok', { outcome: 'smalltalk' }, '"ok" at a question that is not yes/no'),
  es('dates', '👍', { outcome: 'smalltalk' }),
  es('dates', 'eres un robot?', { outcome: 'smalltalk' }),
  es('nights', 'dale', { outcome: 'smalltalk' }),
  es('nights', 'qué chévere', { outcome: 'smalltalk' }),
  es('party', 'ajá', { outcome: 'smalltalk' }),
  es('name', 'muchas gracias!!', { outcome: 'smalltalk' }),
  es('phone', 'qué pena, un momentico', { outcome: 'smalltalk' }),
  es('email', 'ya te digo, espérame', { outcome: 'smalltalk' }),
  es('residenceCity', 'listo', { outcome: 'smalltalk' }),
  es('country', 'gracias, muy amable tb', { outcome: 'smalltalk' }),
  en('start', 'hi there', { outcome: 'smalltalk' }),
  en('start', 'good morning!', { outcome: 'smalltalk' }),
  en('start', 'hello?', { outcome: 'smalltalk' }),
  en('destination', 'lol', { outcome: 'smalltalk' }),
  en('dates', 'are you a real person?', { outcome: 'smalltalk' }),
  en('nights', 'cool', { outcome: 'smalltalk' }),
  en('party', 'hmm let me think', { outcome: 'smalltalk' }),
  en('email', 'thanks!', { outcome: 'smalltalk' }),
  en('phone', 'hold on a sec', { outcome: 'smalltalk' }),
  en('name', 'thx', { outcome: 'smalltalk' }),
];
