import { describe, expect, it } from 'vitest';
import { detectLanguage, ENGLISH_WORDS, languageScores, SPANISH_WORDS } from '../../../src/flows/understand/language.js';
import { foldKeepLength } from '../../../src/flows/understand/text.js';
import type { Lang } from '../../../src/flows/types.js';

const detect = (raw: string, chat: Lang = 'es'): Lang | undefined => detectLanguage({ raw, folded: foldKeepLength(raw), lang: chat, today: '2026-11-21' });

const cases: [string, Lang | undefined][] = [
  // Spanish
  ['hola', 'es'],
  ['Holaaa', 'es'],
  ['buenas tardes', 'es'],
  ['quiero ir a cartagena', 'es'],
  ['3 noches', 'es'],
  ['del 15 al 18 de diciembre', 'es'],
  ['somos 2 adultos y un niño de 5 años', 'es'],
  ['mañana', 'es'],
  ['el próximo viernes', 'es'],
  ['necesito una habitación para esta noche', 'es'],
  ['gracias', 'es'],
  ['cancelar', 'es'],
  ['atrás', 'es'],
  ['sí', 'es'],
  ['una semana', 'es'],
  ['dos personas', 'es'],
  ['quiubo parce', 'es'],
  ['¿cuánto cuesta?', 'es'],
  ['Hola, quiero reservar en Cartagena del 15 al 18 de diciembre', 'es'],
  ['me llamo Ana', 'es'],
  // Round 2: pauses, deferrals and complaints.
  ['déjame pensarlo', 'es'],
  ['dame un momento', 'es'],
  ['ahorita te aviso', 'es'],
  ['me equivoqué en el correo', 'es'],
  ['el correo está mal escrito', 'es'],
  ['give me a minute', 'en'],
  ['let me think about it', 'en'],
  ['typo in my name', 'en'],
  ['i made a mistake with the dates', 'en'],
  ['Ana Mal', undefined],
  ['vivo en Medellín', 'es'],
  ['en español por favor', 'es'],
  ['el 1ro de enero', 'es'],
  ['Quiero el check-in el 15 de diciembre', 'es'],
  ['mi correo es ana@gmail.com', 'es'],
  // English
  ['hi', 'en'],
  ['hello', 'en'],
  ['good morning', 'en'],
  ['i want to go to cartagena', 'en'],
  ['3 nights', 'en'],
  ['from December 15 to 18', 'en'],
  ['two adults and one child', 'en'],
  ['tomorrow', 'en'],
  ['next friday', 'en'],
  ['the 16th', 'en'],
  ['thanks', 'en'],
  ['thank you so much', 'en'],
  ['cancel', 'en'],
  ['yes please', 'en'],
  ['a week', 'en'],
  ['in English please', 'en'],
  ['Hi, I want to book a room in Cartagena', 'en'],
  ['my email is ana@gmail.com', 'en'],
  ['we are 2 adults and 2 kids', 'en'],
  ["I'm looking for a hotel in Bogotá", 'en'],
  // Unclear
  ['no', undefined],
  ['ok', undefined],
  ['OK!', undefined],
  ['hotel', undefined],
  ['Cartagena', undefined],
  ['Santa Marta', undefined],
  ['San Andrés', undefined],
  ['Bogotá D.C.', undefined],
  ['Buenos Aires', undefined],
  ['Cartagena de Indias', undefined],
  ['Los Angeles', undefined],
  ['2', undefined],
  ['15/12', undefined],
  ['3001234567', undefined],
  ['+57 300 123 4567', undefined],
  ['Ana María Gómez', undefined],
  ['María de la Paz', undefined],
  ['John Smith', undefined],
  ['ana@gmail.com', undefined],
  ['hola@hotelbot.com', undefined],
  ['www.example.com', undefined],
  ['👍', undefined],
  ['', undefined],
  ['Colombia', undefined],
  ['/start', undefined],
  ['quiero una room', undefined],
  ['hola hello', undefined],
  ['2 adults y 1 niño', undefined],
];

describe('detectLanguage', () => {
  it.each(cases)('%s → %s', (text, lang) => {
    expect(detect(text)).toBe(lang);
  });

  it('does not depend on the chat language', () => {
    for (const [text, lang] of cases) expect(detect(text, 'en')).toBe(lang);
  });

  it('word lists are disjoint and non-trivial', () => {
    expect(SPANISH_WORDS.size).toBeGreaterThan(150);
    expect(ENGLISH_WORDS.size).toBeGreaterThan(150);
    expect([...SPANISH_WORDS].filter((w) => ENGLISH_WORDS.has(w))).toEqual([]);
  });

  it('scores weak words (name particles) by half', () => {
    expect(languageScores('maria de la paz')).toEqual({ es: 1, en: 0, esStrong: 0, enStrong: 0 });
  });
});
