/**
 * Countries said by regional and colloquial nationality words, a mistyped country name, a country only liked, a
 * country complained about and the right one said; cities by their nicknames; and the demonym lexicon's checks.
 */
import { describe, expect, it } from 'vitest';
import { parseDemonymLexicon } from '../../../src/flows/understand/guest/index.js';
import { guestTable } from './read.js';

const table = guestTable(['country', 'countryOptions', 'residenceCity']);

table('regional and colloquial nationality words', [
  ['gallego', 'es', 'country', { country: 'ESP' }],
  ['madrileño', 'es', 'country', { country: 'ESP' }],
  ['soy gallega', 'es', 'country', { country: 'ESP' }],
  ['guanaco', 'es', 'country', { country: 'SLV' }],
  ['carioca', 'es', 'country', { country: 'BRA' }],
  ['soy chilanga', 'es', 'country', { country: 'MEX' }],
  ['nica', 'es', 'country', { country: 'NIC' }],
  ['soy nica', 'es', 'country', { country: 'NIC' }],
  ['tico', 'es', 'country', { country: 'CRI' }],
  ['catracho', 'es', 'country', { country: 'HND' }],
  ['chapín', 'es', 'country', { country: 'GTM' }],
  ['boricua', 'es', 'country', { country: 'PRI' }],
]);

table('a mistyped country name answering the country question', [
  ['Argentna', 'es', 'country', { country: 'ARG' }],
  ['Colmbia', 'es', 'country', { country: 'COL' }],
  // One letter from two countries: not read.
  ['Austrlia', 'en', 'country', {}],
]);

table('a country liked is not where the guest is from', [
  ['me encanta Colombia, ¿eh?', 'es', 'country', {}],
  ['I love Colombia', 'en', 'country', {}],
  ['Colombia', 'es', 'country', { country: 'COL' }],
]);

table('a complaint about the country with the right one said', [
  ['el país está mal, es Ecuador no Colombia', 'es', 'confirm', { country: 'ECU' }],
  ['el país está mal, es Ecuador', 'es', 'confirm', { country: 'ECU' }],
  // Without the complaint a country named at the summary is not read.
  ['es Ecuador', 'es', 'confirm', {}],
]);

table('cities by their nicknames', [
  ['Sampa', 'es', 'residenceCity', { residenceCity: 'São Paulo' }],
  ['vivo en Baires', 'es', 'residenceCity', { residenceCity: 'Buenos Aires' }],
  ['CDMX', 'es', 'residenceCity', { residenceCity: 'Ciudad de México' }],
]);

describe('the demonym lexicon', () => {
  const section = (codes: Record<string, string[]>) => ({ about: 'x', codes });
  it('takes folded words by alpha-3 code', () => {
    const lex = parseDemonymLexicon({ about: 'x', regional: section({ ESP: ['gallego'] }), colloquial: section({}), answerOnly: section({}) });
    expect(lex.regional.codes.ESP).toEqual(['gallego']);
  });
  it('refuses accented words and other codes', () => {
    expect(() =>
      parseDemonymLexicon({ about: 'x', regional: section({ ESP: ['madrileño'] }), colloquial: section({}), answerOnly: section({}) }, 'bad'),
    ).toThrow(/bad is not a valid demonym lexicon/);
    expect(() => parseDemonymLexicon({ about: 'x', regional: section({ ES: ['gallego'] }), colloquial: section({}), answerOnly: section({}) }, 'bad')).toThrow(
      /bad is not a valid demonym lexicon/,
    );
  });
});
