/**
 * Names said with a lead-in or a note around them: Portuguese lead-ins and compound first names, an article before the
 * whole name, a name restarted after a pause, the speaker's role before the name, a spelling note that puts the accents
 * back, a word spelled out inside the name, a description after it, a name said to be no joke, chatter then the answer
 * started again; and chatter at the name question that holds no name.
 */
import { describe, expect, it } from 'vitest';
import { parseNameLexicon } from '../../../src/flows/understand/guest/index.js';
import namesData from '../../../src/flows/understand/lexicon/names.json' with { type: 'json' };
import { guestTable } from './read.js';

const table = guestTable(['firstName', 'lastName', 'fullName', 'residenceCity']);

table('Portuguese lead-ins and devotional first names', [
  ['Meu nome é João Pedro da Silva', 'es', 'name', { firstName: 'João Pedro', lastName: 'da Silva' }],
  ['me chamo Ana Souza', 'es', 'name', { firstName: 'Ana', lastName: 'Souza' }],
  ['Maria das Graças Ferreira', 'es', 'name', { firstName: 'Maria das Graças', lastName: 'Ferreira' }],
  ['Maria do Carmo Souza Lima', 'es', 'name', { firstName: 'Maria do Carmo', lastName: 'Souza Lima' }],
  // A particle before a surname is no devotional name.
  ['Ana da Silva', 'es', 'name', { firstName: 'Ana', lastName: 'da Silva' }],
]);

table('an article before the whole name, a nickname with an article stays aside', [
  ['Yo soy la Camila Muñoz', 'es', 'name', { firstName: 'Camila', lastName: 'Muñoz' }],
  ['soy el Juan Pérez', 'es', 'name', { firstName: 'Juan', lastName: 'Pérez' }],
  ['soy la Dani, Daniela Quispe', 'es', 'name', { firstName: 'Daniela', lastName: 'Quispe' }],
]);

table('the name given as what to write down', [
  ['ponga Manuela Uribe, ella es la q viaja', 'es', 'name', { firstName: 'Manuela', lastName: 'Uribe' }],
  ['anote Ana Ruiz', 'es', 'name', { firstName: 'Ana', lastName: 'Ruiz' }],
]);

table('a name restarted after a pause', [
  ['me llamo carlos... carlos alberto mejía', 'es', 'name', { firstName: 'Carlos Alberto', lastName: 'Mejía' }],
  ['soy Ana… Ana María Pérez', 'es', 'name', { firstName: 'Ana María', lastName: 'Pérez' }],
]);

table("the speaker's role, a title or the holder's pronoun before the name", [
  ['soy la abuela, Luz Marina Ospina', 'es', 'name', { firstName: 'Luz Marina', lastName: 'Ospina' }],
  ["I'm the coach, Mike Thompson", 'en', 'name', { firstName: 'Mike', lastName: 'Thompson' }],
  ['el profe Hernán Castaño', 'es', 'name', { firstName: 'Hernán', lastName: 'Castaño' }],
  ['Sarah McAllister, mum of two', 'en', 'name', { firstName: 'Sarah', lastName: 'McAllister' }],
  ["it's for my daughter-in-law, her name is Lucy Chen", 'en', 'name', { firstName: 'Lucy', lastName: 'Chen' }],
  // Away from the name question "her name is" may name anyone.
  ['my wife is coming too, her name is Ana', 'en', 'party', {}],
]);

table('a spelling note puts the accents back', [
  ['Diana Marcela Rios, Ríos con tilde', 'es', 'name', { firstName: 'Diana Marcela', lastName: 'Ríos' }],
  ['sebastian castano, castaño con ñ', 'es', 'name', { firstName: 'Sebastian', lastName: 'Castaño' }],
  ["Name's Lucia Fernandez. Lucía with an accent on the i, sorry", 'en', 'name', { firstName: 'Lucía', lastName: 'Fernandez' }],
  ['Luis Fernando Peña, con eñe', 'es', 'name', { firstName: 'Luis Fernando', lastName: 'Peña' }],
]);

table('a word spelled out inside the name, a short description after it', [
  ["it's Daniel, D-A-N-I-E-L, Rojas", 'en', 'name', { firstName: 'Daniel', lastName: 'Rojas' }],
  // The spelling of another word is no spelling through.
  ["It's Aoife Murphy, A-O-I-F-E", 'en', 'name', { firstName: 'Aoife', lastName: 'Murphy' }],
  ['Harold Jenkins, retired schoolteacher', 'en', 'name', { firstName: 'Harold', lastName: 'Jenkins' }],
]);

table('a name said to be real', [
  ['Juan pablo montoya no es broma jaja', 'es', 'name', { firstName: 'Juan Pablo', lastName: 'Montoya' }],
  ['Ana Gómez, en serio', 'es', 'name', { firstName: 'Ana', lastName: 'Gómez' }],
]);

table('chatter, then the answer started again', [
  ['pa q necesitas el nombre? bueno, Camilo Torres', 'es', 'name', { firstName: 'Camilo', lastName: 'Torres' }],
  ['sorry for the delay, well, Tom Baker', 'en', 'name', { firstName: 'Tom', lastName: 'Baker' }],
  // A name before the restart may be taken back: not read.
  ['Andrés Felipe Gómez, bueno Gómez Arango, los dos apellidos', 'es', 'name', {}],
]);

table('chatter at the name or residence question is no name and no city', [
  ['one sec, finding my passport', 'en', 'name', {}],
  ['qué pena tanta corrección 🙈', 'es', 'residenceCity', {}],
  // A lone name with only function words around it is still read.
  ['ok zuleidy', 'es', 'name', { firstName: 'Zuleidy' }],
  ["Bob... well Robert Johnson, that's what's on my passport", 'en', 'name', { firstName: 'Robert', lastName: 'Johnson' }],
]);

describe('the letter words of the name lexicon', () => {
  it('refuses a closing that is not one folded word', () => {
    expect(() => parseNameLexicon({ ...namesData, closings: ['Atentamente'] }, 'bad')).toThrow(/closings/);
    expect(() => parseNameLexicon({ ...namesData, forSomeoneElse: ['on  behalf of'] }, 'bad')).toThrow(/forSomeoneElse/);
  });
});

describe('the devotional names of the name lexicon', () => {
  it('takes Portuguese particle runs and refuses other words', () => {
    const ok = { ...namesData, devotional: { about: 'x', names: ['das gracas', 'del pilar'] } };
    expect(parseNameLexicon(ok, 'ok').devotional.names).toContain('das gracas');
    const bad = { ...namesData, devotional: { about: 'x', names: ['von gracas'] } };
    expect(() => parseNameLexicon(bad, 'bad')).toThrow(/devotional/);
  });
});
