/**
 * Class: self-repairs inside one message ("X marker Y", Y of the same kind as an item of X), read once for every slot
 * before the extractors (`repairs.ts`): the repair reader on folded text, the whole understanding step after it, and
 * the correction lexicon's validation.
 */
import { describe, expect, it } from 'vitest';
import { parseCorrections, repairMessage } from '../../../src/flows/understand/repairs.js';
import { foldKeepLength, spellCompoundNumbers } from '../../../src/flows/understand/text.js';
import { readAnswer } from './read.js';

const CITIES = ['Bogotá', 'Medellín', 'Cartagena', 'Santa Marta'];

/** `text` folded and repaired, spaces collapsed. */
function repaired(text: string): string {
  return repairMessage(spellCompoundNumbers(foldKeepLength(text)), CITIES)
    .folded.replace(/\s+/g, ' ')
    .trim();
}

describe('the repair reader replaces the last item of the same kind', () => {
  it.each([
    ['number word', 'mmm tres no cuatro', 'mmm cuatro'],
    ['digits', '4, no, 5', '5'],
    ['English number', "let's do 4. no actually make it 5", "let's do 5"],
    ['count with its noun', 'cinco noches no espera seis', 'seis noches'],
    ['the count at the end', 'del 5 al 8 con 2 adultos, perdón, 3', 'del 5 al 8 con 3 adultos'],
    ['count, noun said again', 'hola somos 3, no perdon 4 adultos', 'hola somos 4 adultos'],
    ['count matched by its noun', '3 rooms, 6 adults, Oct 9–12. No wait — 7 adults', '3 rooms, 7 adults, oct 9–12'],
    ['age after "de"', '1 niño de 5 años no perdón de 6', '1 nino de 6 anos'],
    ['one of two alternatives', 'pues cuatro o cinco... mejor cinco', 'pues cinco'],
    ['end of a range', 'del 2 al 6 de junio; ah no, al 7', 'del 2 al 7 de junio'],
    ['end of an English range', 'Jan 20 to 24, oh no sorry, to 25', 'jan 20 to 25'],
    ['ordinal too long for its place', 'from the 5th till the 9th of May — no wait, the 10th', 'from the 5th till the 10 of may'],
    ['weekday', 'eh el lunes no el martes', 'eh el martes'],
    ['weekday and day', 'el sábado 12 no perdón el domingo 13', 'el domingo 13'],
    ['month', 'en enero no perdón en febrero del 5 al 8', 'en febrero del 5 al 8'],
    ['month of a range, longer than the one it replaces', 'del 5 al 8 de enero, perdón, de febrero', 'del 5 al 8 de febrero'],
    ['day word', 'mañana no perdón pasado mañana', 'pasado manana'],
    ['city', 'Cartagena, 2 adultos. No espera, es Santa Marta', ', 2 adultos. santa marta'],
    ['period', 'visit Bogota next weekend... actually this weekend, 2 people', 'visit bogota this weekend, 2 people'],
    ['period in Spanish', 'el puente no perdón el otro fin de semana', 'el otro fin de semana'],
    ['dictated phone ending', 'tres cero cero uno dos tres cuatro cinco seis siete no seis ocho', 'tres cero cero uno dos tres cuatro cinco seis ocho'],
    ['typed phone', '3184445566 no perdon 3184445577', '3184445577'],
    ['spoken email domain', 'jfmosquera arroba gmail punto com no perdón arroba hotmail', 'jfmosquera arroba hotmail punto com'],
  ])('%s: %s', (_kind, text, out) => {
    expect(repaired(text)).toBe(out);
  });

  it('keeps what was taken back and what replaced it', () => {
    const r = repairMessage(foldKeepLength('el sábado 12 no perdón el domingo 13'));
    expect(r.repairs).toMatchObject([{ kind: 'weekday', said: 'sabado 12', meant: 'domingo 13' }]);
  });
});

describe('the repair reader leaves the message as it is', () => {
  it.each([
    ['plain negation at the start', 'no este viernes sino el siguiente'],
    ['plain negation of a thing', 'no tengo email'],
    ['a polite no', 'no, gracias'],
    ['an asserted value rejecting the old one', 'son 4 noches no 3'],
    ['a count and its noun, then a bare number', 'somos 3 adultos, no 2'],
    ['a count of another thing', '2 adultos no 3 niños'],
    ['a contrast between cities', 'es Medellín no Cali'],
    ['a city after a bare no', 'Cartagena no Santa Marta'],
    ['a list said again', '7 and 10, no wait 7 and 11'],
    ['a range said again', 'del 2 al 6, no, del 3 al 6'],
    ['a restatement, not a repair', 'del veinte al veintisiete de enero o sea una semana'],
    ['a count after a range', 'Oct 9–12. No wait — 7 adults'],
    ['an item of no kind after the marker', 'el sabado no, el otro'],
    ['a period said again without naming which', 'el fin de semana, perdón, el fin de semana'],
    ['more than one number it could replace', 'del 5 al 8 con 2 adultos y mi esposa, perdón, 3'],
    ['more than one weekday it could replace', 'entramos el lunes y salimos el viernes con mi esposa, perdón, el sábado'],
    ['an ending of a typed phone (the contact reading reads it)', '+57 300 111 2233, no sorry, ending 2244'],
  ])('%s: %s', (_why, text) => {
    expect(repaired(text)).toBe(foldKeepLength(text).replace(/\s+/g, ' ').trim());
  });
});

describe('every slot reads the repair', () => {
  it('nights: the number after the marker is the answer', () => {
    expect(readAnswer('mmm tres no cuatro', 'nights').bareNumber).toBe(4);
  });
  it('dates: the weekday after the marker', () => {
    expect(readAnswer('eh el lunes no el martes', 'dates').dates?.checkin).toBe('2026-12-01');
  });
  it('party: the age after the marker', () => {
    expect(readAnswer('2 adultos 1 niño de 5 años no perdón de 6', 'party').occupancy).toMatchObject({ adults: 2, children: 1, ages: [6] });
  });
  it('email: the domain said again', () => {
    expect(readAnswer('jfmosquera arroba gmail punto com no perdón arroba hotmail', 'email').guest?.email).toBe('jfmosquera@hotmail.com');
  });
  it('phone: the last digits said again', () => {
    expect(readAnswer('tres cero cero uno dos tres cuatro cinco seis siete no seis ocho', 'phone').guest?.phone).toBe('+573001234568');
  });
  it('English: a count with "I mean"', () => {
    expect(readAnswer('four nights, I mean five', 'nights', 'en').dates?.nights ?? readAnswer('four nights, I mean five', 'nights', 'en').bareNumber).toBe(5);
  });
  it('a count settled after the repair ("let\'s do 4. no actually make it 5")', () => {
    expect(readAnswer("let's do 4. no actually make it 5", 'nights', 'en').bareNumber).toBe(5);
  });
  it('a reader looking at the message as typed no longer sees the marker (ages)', () => {
    expect(readAnswer('9… y el otro 13, no, 12', 'childAges').occupancy?.ages).toEqual([9, 12]);
  });
  it('the repairs are part of the reading', () => {
    expect(readAnswer('mmm tres no cuatro', 'nights').repairs).toMatchObject([{ kind: 'number', said: 'tres', meant: 'cuatro' }]);
  });
});

describe('a bare number said again to settle it', () => {
  it.each([
    ['4, no, 5… sí, 5', 5],
    ['cinco, sí, cinco', 5],
    ['3, yes, 3', 3],
  ] as const)('%s', (text, n) => {
    expect(readAnswer(text, 'nights').bareNumber).toBe(n);
  });
  it('two counts joined are not one said twice', () => {
    expect(readAnswer('2 y 2', 'party').bareNumber).toBeUndefined();
  });
});

describe('the correction lexicon', () => {
  const good = {
    about: '',
    languages: {
      es: {
        markers: ['no', 'perdon', 'no puedo'],
        negation: ['no', 'no puedo'],
        ruledOut: ['no puedo'],
        fillers: ['ah'],
        copulas: ['es'],
        settling: ['reserva'],
      },
    },
  };
  it('accepts markers, negations among them, fillers, copulas and settling words', () => {
    expect(parseCorrections(good).languages.es?.markers).toEqual(['no', 'perdon', 'no puedo']);
  });
  it('refuses a phrase ruling a day out that is no negation', () => {
    expect(() => parseCorrections({ ...good, languages: { es: { ...good.languages.es, ruledOut: ['perdon'] } } }, 'test')).toThrow(
      /"perdon" is not a negation/,
    );
  });
  it('refuses a negation that is no marker', () => {
    expect(() => parseCorrections({ ...good, languages: { es: { ...good.languages.es, negation: ['nope'] } } }, 'test')).toThrow(/"nope" is not a marker/);
  });
  it('refuses a word not folded', () => {
    expect(() => parseCorrections({ ...good, languages: { es: { ...good.languages.es, markers: ['Perdón'] } } }, 'test')).toThrow(
      /test is not a valid correction lexicon/,
    );
  });
  it('refuses a language without its settling words', () => {
    const { settling: _settling, ...rest } = good.languages.es;
    expect(() => parseCorrections({ ...good, languages: { es: rest } }, 'test')).toThrow(/test is not a valid correction lexicon/);
  });
  it('refuses a language without markers', () => {
    expect(() => parseCorrections({ ...good, languages: { es: { ...good.languages.es, markers: [] } } }, 'test')).toThrow();
  });
});
