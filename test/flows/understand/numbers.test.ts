/**
 * Numbers in guests' words: the number grammar and its lexicons
 * (`src/flows/understand/numbers.ts`), compound number words and negative
 * numbers read before any extractor (`src/flows/understand/text.ts`).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '../../../src/flows/understand/destinations.js';
import { understand } from '../../../src/flows/understand/index.js';
import { type NumberLanguage, numberLexicon, parseLexicon, readNumberAt, spellNumbers } from '../../../src/flows/understand/numbers.js';
import { foldKeepLength, NUMBER_WORDS, negativeNumberSpans, numberValue, spellCompoundNumbers, tokens } from '../../../src/flows/understand/text.js';

const read = (text: string, expecting?: Parameters<typeof understand>[1]['expecting'], lang: 'es' | 'en' = 'es') =>
  understand(text, { lang, today: '2026-11-29', catalogue: DEMO_CATALOGUE, ...(expecting ? { expecting } : {}) });

describe('compound number words', () => {
  it('are written in digits, the text keeping its length', () => {
    for (const [text, words, digits] of [
      ['twenty-one nights', 'twenty-one', '21'],
      ['thirty two people', 'thirty two', '32'],
      ['december twenty-ninth', 'twenty-ninth', '29th'],
      ['the thirty-first', 'thirty-first', '31st'],
      ['treinta y una noches', 'treinta y una', '31'],
      ['cuarenta y dos personas', 'cuarenta y dos', '42'],
    ] as const) {
      const out = spellCompoundNumbers(foldKeepLength(text));
      expect(out).toBe(text.replace(words, digits.padEnd(words.length)));
      expect(out.length).toBe(text.length);
    }
  });

  it('leave alone what is not one number: "diez y ocho", "veinte y", single words', () => {
    for (const text of ['diez y ocho', 'veinte y dos', 'veintiuno', 'twenty', 'one two', 'treinta y tantos']) expect(spellCompoundNumbers(text)).toBe(text);
  });

  it('are read as one value by the understanding', () => {
    expect(read('twenty-one nights', 'nights', 'en').dates?.nights).toBe(21);
    expect(read('treinta y una noches', 'nights').dates?.problem?.kind).toBe('tooLong');
    expect(read('december twenty-ninth', 'dates', 'en').dates?.checkin).toBe('2026-12-29');
  });
});

describe('negative numbers', () => {
  it('are found by a sign or "menos"/"minus" with no letter or digit before', () => {
    const spans = (t: string) => negativeNumberSpans(t).map(([s, e]) => t.slice(s, e));
    expect(spans('-2')).toEqual(['-2']);
    expect(spans('noches: −3')).toEqual(['−3']);
    expect(spans('menos 1 y 3')).toEqual(['menos 1']);
    expect(spans('del 15-18')).toEqual([]);
    expect(spans('15th-18th dec')).toEqual([]);
    expect(spans('del 15 - 18')).toEqual([]);
    expect(spans('+57 300-123-4567')).toEqual([]);
  });

  it('are never read as a positive count', () => {
    expect(read('-2', 'nights').dates?.nights).toBeUndefined();
    expect(read('-2', 'nights').bareNumber).toBeUndefined();
    expect(read('menos 1 y 3', 'childAges').occupancy?.ages ?? []).not.toContain(1);
    expect(read('menos 1 y 3', 'childAges').bareNumber).toBe(-1);
  });
});

/** The table `NUMBER_WORDS` had before it was read from the lexicons: every word keeps its value. */
const OLD_NUMBER_WORDS: Record<string, number> = {
  cero: 0,
  zero: 0,
  ninguno: 0,
  ninguna: 0,
  none: 0,
  no: 0,
  un: 1,
  uno: 1,
  una: 1,
  one: 1,
  a: 1,
  an: 1,
  dos: 2,
  two: 2,
  par: 2,
  pair: 2,
  couple: 2,
  tres: 3,
  three: 3,
  cuatro: 4,
  four: 4,
  cinco: 5,
  five: 5,
  seis: 6,
  six: 6,
  siete: 7,
  seven: 7,
  ocho: 8,
  eight: 8,
  nueve: 9,
  nine: 9,
  diez: 10,
  ten: 10,
  once: 11,
  eleven: 11,
  doce: 12,
  twelve: 12,
  trece: 13,
  thirteen: 13,
  catorce: 14,
  fourteen: 14,
  quince: 15,
  fifteen: 15,
  dieciseis: 16,
  sixteen: 16,
  diecisiete: 17,
  seventeen: 17,
  dieciocho: 18,
  eighteen: 18,
  diecinueve: 19,
  nineteen: 19,
  veinte: 20,
  twenty: 20,
  veintiuno: 21,
  veintiun: 21,
  veintiuna: 21,
  veintidos: 22,
  veintitres: 23,
  veinticuatro: 24,
  veinticinco: 25,
  veintiseis: 26,
  veintisiete: 27,
  veintiocho: 28,
  veintinueve: 29,
  treinta: 30,
  thirty: 30,
};

/** The number read at the first token of `text` (after "el"/"the" when it starts so), as `[value, ordinal, words read]`. */
const at = (text: string, lang?: NumberLanguage) => {
  const folded = foldKeepLength(text);
  const toks = tokens(folded);
  const i = /^(el|the)$/.test(toks[0]?.text ?? '') ? 1 : 0;
  const r = readNumberAt(toks, i, lang, folded);
  return r && ([r.value, r.ordinal, r.end - i] as const);
};

describe('the number grammar', () => {
  // [text, language (none: either), value, ordinal, words read]
  const table: [string, NumberLanguage | undefined, number, boolean, number][] = [
    // digits and digit ordinals
    ['15 noches', 'es', 15, false, 1],
    ['2027', undefined, 2027, false, 1],
    ['29th', 'en', 29, true, 1],
    ['1st', 'en', 1, true, 1],
    ['el 1ro de enero', 'es', 1, true, 1],
    ['2do piso', 'es', 2, true, 1],
    ['3º', 'es', 3, true, 1],
    ['300 mil pesos', 'es', 300000, false, 2],
    ['5 thousand', 'en', 5000, false, 2],
    // single words
    ['quince', 'es', 15, false, 1],
    ['fifteen', 'en', 15, false, 1],
    ['veintiuno', 'es', 21, false, 1],
    ['veintiún días', 'es', 21, false, 1],
    ['mil', 'es', 1000, false, 1],
    ['cien', 'es', 100, false, 1],
    ['cero', 'es', 0, false, 1],
    ['forty', 'en', 40, false, 1],
    // Spanish compounds
    ['treinta y cinco', 'es', 35, false, 3],
    ['treinta y una noches', 'es', 31, false, 3],
    ['noventa y nueve', 'es', 99, false, 3],
    ['ciento veinte', 'es', 120, false, 2],
    ['ciento uno', 'es', 101, false, 2],
    ['trescientos uno', 'es', 301, false, 2],
    ['doscientos veinte', 'es', 220, false, 2],
    ['quinientas cuarenta y dos', 'es', 542, false, 4],
    ['dos mil veintisiete', 'es', 2027, false, 3],
    ['el dos mil veintisiete', 'es', 2027, false, 3],
    ['dos mil', 'es', 2000, false, 2],
    ['mil quinientos', 'es', 1500, false, 2],
    ['mil novecientos noventa', 'es', 1990, false, 3],
    ['cien mil', 'es', 100000, false, 2],
    ['veintiún mil', 'es', 21000, false, 2],
    ['un millón doscientos mil', 'es', 1200000, false, 4],
    ['dos millones quinientos mil pesos', 'es', 2500000, false, 4],
    // English compounds
    ['twenty one', 'en', 21, false, 2],
    ['twenty-one', 'en', 21, false, 1],
    ['ninety-nine', 'en', 99, false, 1],
    ['one hundred and twenty', 'en', 120, false, 4],
    ['one hundred twenty one', 'en', 121, false, 4],
    ['a hundred', 'en', 100, false, 2],
    ['a hundred and fifty', 'en', 150, false, 4],
    ['nineteen hundred', 'en', 1900, false, 2],
    ['two thousand and five', 'en', 2005, false, 4],
    ['two thousand twenty-seven', 'en', 2027, false, 3],
    ['a thousand', 'en', 1000, false, 2],
    // ordinals
    ['twenty-ninth', 'en', 29, true, 1],
    ['thirty first', 'en', 31, true, 2],
    ['the twentieth', 'en', 20, true, 1],
    ['twelfth', 'en', 12, true, 1],
    ['primero', 'es', 1, true, 1],
    ['primer día', 'es', 1, true, 1],
    ['tercer piso', 'es', 3, true, 1],
    ['vigésimo primero', 'es', 21, true, 2],
    ['décimo tercero', 'es', 13, true, 2],
    ['decimotercera', 'es', 13, true, 1],
    ['trigésimo', 'es', 30, true, 1],
    // signs
    ['menos 2', 'es', -2, false, 2],
    ['menos dos', 'es', -2, false, 2],
    ['-2', undefined, -2, false, 1],
    ['− 3 noches', undefined, -3, false, 1],
    ['minus one', 'en', -1, false, 2],
    ['minus twenty-one', 'en', -21, false, 2],
    // the old spelling of 16…19, only in a date
    ['diez y nueve de diciembre', 'es', 19, false, 3],
    ['diez y ocho dic', 'es', 18, false, 3],
    ['el diez y seis', 'es', 16, false, 3],
    // what is not merged: each number stands alone
    ['diez y ocho', 'es', 10, false, 1],
    ['diez y ocho años', 'es', 10, false, 1],
    ['tres diez cinco cinco', 'es', 3, false, 1],
    ['tres cero cero', 'es', 3, false, 1],
    ['one two three', 'en', 1, false, 1],
    ['ten five', 'en', 10, false, 1],
    ['veinte y dos', 'es', 20, false, 1],
    ['twenty, one', 'en', 20, false, 1],
    ['treinta y tantos', 'es', 30, false, 1],
    ['300 123 4567', undefined, 300, false, 1],
    ['mil mil', 'es', 1000, false, 1],
    ['cien veinte', 'es', 100, false, 1],
  ];
  it.each(table)('%s (%s) → %d', (text, lang, value, ordinal, words) => {
    expect(at(text, lang)).toEqual([value, ordinal, words]);
  });

  it('reads no number where none starts', () => {
    for (const [text, lang] of [
      ['hundred', 'en'],
      ['thousand', 'en'],
      ['santa-marta', undefined],
      ['15-18', undefined],
      ['hola', undefined],
      ['once', 'en'],
      ['y', 'es'],
      ['menos', 'es'],
      ['12abc', undefined],
    ] as const)
      expect(at(text, lang), text).toBeUndefined();
  });

  it('knows the weak words, alone only', () => {
    const weak = (text: string, lang?: NumberLanguage) => readNumberAt(tokens(text), 0, lang)?.weak;
    for (const w of ['un', 'una', 'no', 'par', 'once', 'cuarto', 'primero']) expect(weak(w, 'es'), w).toBe(true);
    for (const w of ['a', 'an', 'couple', 'pair', 'second']) expect(weak(w, 'en'), w).toBe(true);
    expect(weak('once')).toBe(true);
    for (const [w, lang] of [
      ['dos', 'es'],
      ['three', 'en'],
      ['a hundred', 'en'],
      ['una mil', 'es'],
      ['treinta y una', 'es'],
      ['15', undefined],
    ] as const)
      expect(weak(w, lang), w).toBe(false);
  });
});

describe('spellNumbers', () => {
  it('writes multi-word numbers in digits, the text keeping its length', () => {
    for (const [text, out] of [
      ['el dos mil veintisiete', 'el 2027'],
      ['ciento veinte mil pesos', '120000 pesos'],
      ['llegamos el diez y nueve de diciembre', 'llegamos el 19 de diciembre'],
      ['del diez y seis al diez y nueve de dic', 'del 16 al 19 de dic'],
      ['one hundred and twenty', '120'],
      ['the twenty first', 'the 21st'],
      ['el vigésimo primero', 'el 21st'],
      ['trescientos uno, doscientos veinte, treinta, cuarenta', '301 , 220 , treinta, cuarenta'],
      ['a thousand thanks', '1000 thanks'],
    ] as const) {
      const folded = foldKeepLength(text);
      const spelled = spellNumbers(folded);
      expect(spelled.length).toBe(folded.length);
      expect(spelled.replace(/ +/g, ' ').trim()).toBe(out);
    }
  });

  it('keeps single words, digits and what does not merge', () => {
    for (const text of [
      'tres cero cero uno dos tres cuatro cinco seis siete',
      'tres diez cinco cinco',
      'dos hijos de diez y ocho años',
      'mil gracias',
      'primero quiero saber',
      '300 mil la noche',
      'menos dos',
      'veinte y dos',
      '5 y 8',
      'twenty, one',
    ])
      expect(spellNumbers(text), text).toBe(text);
  });

  it('is what spellCompoundNumbers does', () => {
    for (const text of ['twenty-one nights', 'treinta y una noches', 'dos mil veintisiete', 'diez y ocho'])
      expect(spellCompoundNumbers(text)).toBe(spellNumbers(text));
  });

  it('keeps the length of any text', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom('dos', 'mil', 'veinte', 'y', 'uno', 'ciento', 'twenty', 'one', 'hundred', 'and', 'a', '-', ',', '7', 'diez', 'nueve', 'de', 'enero'),
          { maxLength: 12 },
        ),
        (ws) => {
          const text = ws.join(' ');
          expect(spellNumbers(text).length).toBe(text.length);
        },
      ),
    );
  });
});

describe('the number lexicons', () => {
  it('give NUMBER_WORDS and numberValue the words and values they had', () => {
    // (with the common misspellings of those words, each worth the word it stands for)
    const misspelt = (['es', 'en'] as const).flatMap((l) =>
      Object.entries(numberLexicon(l).misspellings).flatMap(([w, meant]) =>
        OLD_NUMBER_WORDS[meant] === undefined ? [] : [[w, OLD_NUMBER_WORDS[meant]] as const],
      ),
    );
    expect(misspelt.length).toBeGreaterThan(0);
    expect({ ...NUMBER_WORDS }).toEqual({ ...OLD_NUMBER_WORDS, ...Object.fromEntries(misspelt) });
    for (const [w, n] of Object.entries(OLD_NUMBER_WORDS)) expect(numberValue(w)).toBe(n);
    expect(numberValue('1234')).toBe(1234);
    expect(numberValue('12345')).toBeUndefined();
    expect(numberValue('forty')).toBeUndefined();
    expect(numberValue('constructor')).toBeUndefined();
  });

  it('load valid', () => {
    expect(numberLexicon('es').language).toBe('es');
    expect(numberLexicon('en').cardinals.multipliers.thousand).toBe(1000);
    expect(() => parseLexicon(structuredClone(numberLexicon('es')))).not.toThrow();
  });

  it('reject a malformed lexicon with a clear message', () => {
    const broken = (change: (lex: any) => void) => {
      const lex: any = structuredClone(numberLexicon('es'));
      change(lex);
      return () => parseLexicon(lex, 'numbers.xx.json');
    };
    expect(() => parseLexicon('nope', 'numbers.xx.json')).toThrow(/numbers\.xx\.json is not a valid number lexicon/);
    expect(broken((l) => delete l.cardinals)).toThrow(/cardinals/);
    expect(broken((l) => (l.cardinals.units.once = 11))).toThrow(/"once" is in both/);
    expect(broken((l) => (l.cardinals.units.Dós = 2))).toThrow(/folded word/);
    expect(broken((l) => (l.cardinals.units.diez = 10))).toThrow(/units/);
    expect(broken((l) => (l.cardinals.tens.treinta = 31))).toThrow(/multiple of 10/);
    expect(broken((l) => (l.weak.gato = 'no number'))).toThrow(/weak word "gato"/);
    expect(broken((l) => (l.misspellings.gato = 'perro'))).toThrow(/"perro" is not a single number word/);
    expect(broken((l) => (l.misspellings.seis = 'cinco'))).toThrow(/"seis" is a number word itself/);
    expect(broken((l) => (l.grammar.multipliersAlone = ['cien']))).toThrow(/not a multiplier/);
    expect(broken((l) => (l.language = 'fr'))).toThrow(/language/);
    expect(broken((l) => (l.extra = true))).toThrow();
  });
});

describe('numbers of many words in the understanding', () => {
  it('are read as one value', () => {
    expect(read('del diez y seis al diez y nueve de diciembre', 'dates').dates).toMatchObject({ checkin: '2026-12-16', checkout: '2026-12-19' });
    expect(read('llego el 15 de enero de dos mil veintisiete', 'dates').leftover).toBe('');
    expect(read('el vigésimo primero de diciembre', 'dates').dates?.checkin).toBe('2026-12-21');
    expect(read('a hundred and twenty', 'nights', 'en').bareNumber).toBe(120);
  });

  it('leave "diez y ocho" outside a date as two numbers', () => {
    expect(read('dos hijos de diez y ocho años', 'party').occupancy?.ages).toEqual([10, 8]);
  });
});
