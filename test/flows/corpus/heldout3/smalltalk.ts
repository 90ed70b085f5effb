/** Held-out corpus 3 — greetings, thanks, chatter: no value, the question again. */
import { en, es } from '../helpers.js';
import type { Case } from '../types.js';

export const cases: Case[] = [
  es('start', 'Buenas tardes', { outcome: 'smalltalk' }),
  es('start', 'Estimados, reciban un cordial saludo.', { outcome: 'smalltalk' }),
  es('destination', 'qué más pues, bien o qué', { outcome: 'smalltalk' }),
  es('destination', 'quiubo parce', { outcome: 'smalltalk' }),
  es('dates', 'un momento, déjeme consultar con mi esposa', { outcome: 'smalltalk' }),
  es('party', 'ok', { outcome: 'smalltalk' }, 'ok at a question that is not yes/no'),
  es('party', 'jajaja', { outcome: 'smalltalk' }),
  es('nights', 'Buenos días, ¿cómo está usted?', { outcome: 'smalltalk' }),
  es('childAges', 'ay qué pena, un segundito', { outcome: 'smalltalk' }),
  es('name', 'Muchísimas gracias por la atención tan amable', { outcome: 'smalltalk' }),
  es('phone', 'ándale, gracias', { outcome: 'smalltalk' }),
  es('email', 'ahorita le confirmo', { outcome: 'smalltalk' }),
  es('country', 'Dios le pague', { outcome: 'smalltalk' }),
  es('residenceCity', 'ok', { outcome: 'smalltalk' }),
  en('start', 'Hello', { outcome: 'smalltalk' }),
  en('start', 'Dear Sir or Madam,', { outcome: 'smalltalk' }),
  en('start', 'Good evening, I hope you are well.', { outcome: 'smalltalk' }),
  en('destination', 'hi there :)', { outcome: 'smalltalk' }),
  en('dates', 'lol ok', { outcome: 'smalltalk' }),
  en('nights', '👍', { outcome: 'smalltalk' }),
  en('party', 'cheers mate', { outcome: 'smalltalk' }),
  en('email', 'are you a real person?', { outcome: 'smalltalk' }),
  en('phone', 'thanks!', { outcome: 'smalltalk' }),
  en('name', 'one sec, my wife is looking for her passport', { outcome: 'smalltalk' }),
];
