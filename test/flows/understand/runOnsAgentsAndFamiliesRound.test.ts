/**
 * Classes read from the first contact with fresh corpora 130 and 131 (voice-to-text run-ons, travel agencies and
 * corporate assistants), then 132 and 133 (families and groups, the outside testers' kind).
 */
import { describe, expect, it } from 'vitest';
import { parseForeignCounts } from '../../../src/flows/understand/foreignCounts.js';
import { readAnswer, readPartyAt } from './read.js';

describe('a number dictated as the word that sounds like it', () => {
  it.each([
    ['this saturday for to nights', 2],
    ['to nights please', 2],
    ['for nights', 4],
    ['um like for too nights', 2],
  ] as const)('"%s": %i nights', (text, nights) => {
    expect(readAnswer(text, 'dates', 'en').dates).toMatchObject({ nights });
  });
  it.each([
    ['to adults and one kid he is seven', 2],
    ["we're for adults", 4],
    ['we’re for adults', 4],
  ] as const)('"%s": %i adults', (text, adults) => {
    expect(readAnswer(text, 'party', 'en').occupancy).toMatchObject({ adults });
  });
  it.each([
    ['a room for kids', 'party'],
    ['talk to people', 'party'],
    ['is the pool for adults only', 'party'],
    ['and for kids, is breakfast free', 'party'],
  ] as const)('near miss: "%s" counts no one by "to"/"for"', (text, at) => {
    const p = readAnswer(text, at, 'en').occupancy;
    expect(p?.adults).not.toBe(4);
    expect(p?.children).not.toBe(4);
    expect(p?.adults).not.toBe(2);
  });
  it('the lexicon refuses a homophone without leads', () => {
    const bad = { about: '', languages: {}, homophones: { note: '', entries: [{ words: ['to'], value: 2, units: ['nights'], leads: [] }] } };
    expect(() => parseForeignCounts(bad, 'counts.json')).toThrow(/counts\.json: homophones\.entries\.0\.leads/);
  });
});

describe('a well-known place after greetings, fillers and wanting', () => {
  it.each([
    ['hola quiero villa de leyva del 10 al 12 de enero dos personas', 'es', 'villa de leyva'],
    ['hey so cali from december 20 to 23 for 2 adults', 'en', 'cali'],
    ['um miami beach january 3rd to 6th two adults', 'en', 'miami beach'],
    ['I want cali from december 20 to 23', 'en', 'cali'],
  ] as const)('"%s": not sold, dates kept', (text, lang, place) => {
    const u = readAnswer(text, undefined, lang);
    expect(u.destination).toMatchObject({ kind: 'unknown' });
    expect((u.destination as { text: string }).text.toLowerCase()).toBe(place);
    expect(u.dates?.checkin).toBeDefined();
  });
  it.each([
    ['hola, somos de cali, del 10 al 12 de enero', 'es'],
    ['hola soy de cali', 'es'],
  ] as const)('near miss: "%s" is where the guest is from', (text, lang) => {
    expect(readAnswer(text, undefined, lang).destination).toBeUndefined();
  });
});

describe('agents and assistants', () => {
  it('a day with its ordinal mark before a slash ("llegada 1°/09") is the 1st of September', () => {
    expect(readAnswer('llegada 1°/09', 'dates').dates).toMatchObject({ checkin: '2027-09-01' });
  });
  it.each([
    ['4 adults, all SGL', 'en', 4],
    ['4 adults, all in singles', 'en', 4],
    ['4 adultos, todos en sencilla', 'es', 4],
    ['3 ingenieros, todos en habitación individual', 'es', 3],
  ] as const)('everyone in a room for one: "%s"', (text, lang, n) => {
    expect(readPartyAt(text, 'party', lang)).toMatchObject({ adults: n, rooms: n });
  });
  it('near miss: "4 adults, all in one room" is one room', () => {
    expect(readPartyAt('4 adults, all in one room', 'party', 'en')).toMatchObject({ adults: 4, rooms: 1 });
  });
  it.each([
    ['the CFO and two board members', 'en', 3],
    ['The CEO, the CFO and two engineers', 'en', 4],
    ['2 expositoras, una habitación', 'es', 2],
    ['2 adultos mayores', 'es', 2],
  ] as const)('people by their work or standing: "%s" is %i', (text, lang, adults) => {
    expect(readPartyAt(text, 'party', lang)).toMatchObject({ adults });
  });
  it('some of the party said to share a room leave the rooms asked ("the interns share a TPL")', () => {
    const p = readPartyAt('The director plus 3 interns; the interns share a TPL', 'party', 'en');
    expect(p?.rooms).toBeUndefined();
    expect(p?.adults).toBe(4);
  });
  it('"es para mi jefa …, sola": she travels alone, the speaker does not', () => {
    const u = readAnswer('Hola, es para mi jefa: llega a Bogotá el 20 y sale el 22, sola, y pide piso alto', undefined, 'es');
    expect(u.occupancy).toMatchObject({ adults: 1 });
  });
  it('near miss: "llego el 30 y me voy el 1, solo" is the speaker alone', () => {
    expect(readAnswer('llego el 30 y me voy el 1, solo', undefined, 'es').occupancy).toMatchObject({ adults: 1 });
  });
  it.each([
    ['5 habitaciones para 10 personas y una más para el conductor', 'es'],
    ['2 rooms for the 4 of us and one more for the driver', 'en'],
  ] as const)('one more room for someone more: "%s" asks the party and the rooms', (text, lang) => {
    const p = readPartyAt(text, 'party', lang);
    expect(p?.adults).toBeUndefined();
    expect(p?.rooms).toBeUndefined();
  });
});

describe('families: the same people named again, and who drops out', () => {
  it.each([
    ['somos dos papás, mi esposo y yo, con nuestra hija de 3', 'es', 2, [3]],
    ['we are two parents, my husband and me, with our daughter of 3', 'en', 2, [3]],
  ] as const)('grown-ups counted, then named after a comma: "%s"', (text, lang, adults, ages) => {
    expect(readAnswer(text, 'party', lang).occupancy).toMatchObject({ adults, children: 1, ages });
  });
  it('near miss: "mis papás y yo. Los abuelos vienen" names the grandparents as more people', () => {
    expect(readAnswer('mis papás y yo. Los abuelos vienen', 'party', 'es').occupancy).toMatchObject({ adults: 5 });
  });
  it('people named again with the article, then one of them by the possessive, are the same ("Los abuelos en primer piso porque mi abuelo…")', () => {
    const text = 'mis abuelos, mis papás y yo. Los abuelos en primer piso porque mi abuelo usa caminador';
    expect(readAnswer(text, 'party', 'es').occupancy).toMatchObject({ adults: 5 });
  });
  it.each([
    ["me, my husband, our 4-month-old and my mom, who'll help with the baby", 'en'],
    ['mi esposo, yo y la bebé de 8 meses; mi mamá nos ayuda con la bebé', 'es'],
  ] as const)('the one baby named again with the article: "%s" is one child', (text, lang) => {
    expect(readAnswer(text, 'party', lang).occupancy).toMatchObject({ adults: 3, children: 1, ages: [0] });
  });
  it('near miss: "my son of 6 and the baby" are two children', () => {
    expect(readAnswer('my son of 6 and the baby', 'party', 'en').occupancy).toMatchObject({ children: 2 });
  });
  it('a grown-up counted drops out after a new clause ("…; bueno, mi esposo al final no puede ir")', () => {
    expect(readAnswer('2 adultos y 2 niños; bueno, mi esposo al final no puede ir', 'party', 'es').occupancy).toMatchObject({ adults: 1, children: 2 });
  });
  it('the speakers counted by a pronoun beside people not added up leave the party asked', () => {
    const o = readAnswer('mi suegro, mi suegra, los dos hermanos de mi esposo con sus esposas, y nosotros dos', 'party', 'es').occupancy;
    expect(o?.adults).toBeUndefined();
  });
  it('near miss: "mi hermano y su esposa, y nosotros dos" is 4', () => {
    expect(readAnswer('mi hermano y su esposa, y nosotros dos', 'party', 'es').occupancy).toMatchObject({ adults: 4 });
  });
  it.each([
    ['2 adultos con gemelos de 7 meses, 2 cunas por favor', 'es', [0, 0]],
    ['2 adults and 2 kids 3 and 5, 2 dogs', 'en', [3, 5]],
    ['2 adultos y 2 niños de 3 y 5, 2 camas extra', 'es', [3, 5]],
  ] as const)('a count of things asked for is no age: "%s"', (text, lang, ages) => {
    const u = readAnswer(text, 'party', lang);
    expect(u.occupancy).toMatchObject({ adults: 2, children: 2, ages });
    expect(u.bareNumber).toBeUndefined();
  });
  it('a negative age at the ages question keeps none of the ages ("tienen -3 y 5")', () => {
    const u = readAnswer('tienen -3 y 5', 'childAges', 'es');
    expect(u.occupancy).toBeUndefined();
    expect(u.bareNumber).toBe(-3);
  });
});

describe('a month and a half', () => {
  it.each([
    ['feb 10 for a month and a half', 'en'],
    ['desde el 10 de febrero por un mes y medio', 'es'],
  ] as const)('"%s" is read whole and over the limit', (text, lang) => {
    const u = readAnswer(text, 'dates', lang);
    expect(u.dates?.problem).toEqual({ kind: 'tooLong', nights: 46 });
    expect(u.leftover).toBe('');
  });
});
