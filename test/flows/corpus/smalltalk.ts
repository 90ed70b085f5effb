/**
 * Greetings, thanks and chatter: a short friendly answer and the current
 * question again, no value taken — also when the chatter holds a word that
 * looks like data ("buenas noches" at the nights question).
 */
import { en, es } from './helpers.js';
import type { Case } from './types.js';

const talk = { outcome: 'smalltalk' } as const;

/** The cases of this category (see the file comment for its decided readings). */
export const cases: Case[] = [
  // Spanish
  es('start', 'hola', talk),
  es('start', 'buenas', talk),
  es('start', 'buenos dias', talk),
  es('start', 'holaaa 👋', talk),
  es('start', 'buenas tardes, como estan?', talk),
  es('start', 'hola, buenas noches', talk, '"noches" is part of the greeting.'),
  es('party', 'gracias', talk),
  es('nights', 'ok', talk, 'Not a yes/no question: no value.'),
  es('dates', 'jaja', talk),
  es('destination', 'cómo estás?', talk),
  es('nights', 'buenas noches', talk, '"noches" is part of the greeting, not a duration.'),
  es('party', 'listo', talk, 'Colombian "OK".'),
  es('dates', 'dale', talk),
  es('name', 'ay q pena, un momentico', talk),
  es('dates', 'déjame preguntarle a mi esposo', talk),
  es('email', 'ya te lo mando', talk),
  es('destination', 'eres un robot?', talk),
  es('party', 'jajaja q chevere', talk),
  es('phone', 'muchas gracias!!', talk),
  es('nights', 'mmm', talk),
  es('dates', '👍', talk),
  es('destination', 'ok', talk, 'Not a yes/no question: no value.'),
  es('childAges', 'q lindo, gracias', talk),
  es('dates', 'jajaja ok ok', talk),
  es('start', 'q mas pues', talk, 'Colombian greeting.'),
  es('start', 'quiubo', talk, 'Colombian greeting.'),
  // English
  en('start', 'hello', talk),
  en('start', 'hi there', talk),
  en('start', 'good morning', talk),
  en('start', 'hi, good evening!', talk),
  en('nights', 'ok', talk, 'Not a yes/no question: no value.'),
  en('party', 'thanks!', talk),
  en('dates', 'lol', talk),
  en('destination', 'how are you?', talk),
  en('name', 'one sec', talk),
  en('dates', 'let me check with my wife', talk),
  en('destination', 'are you a bot?', talk),
  en('party', 'cool', talk),
  en('nights', 'good night', talk, '"night" is part of the greeting, not a duration.'),
  en('nights', 'hmm let me think', talk),
  en('email', 'thank you so much', talk),
  en('party', 'thx', talk),
  en('dates', 'lemme think', talk),
];
