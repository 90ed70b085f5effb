/**
 * The word lists of the guest readers as data (`lexicon/contact.json`, `lexicon/person.json`, `lexicon/places.json`):
 * the shipped files load, and a malformed list is refused at load, naming the file, the list and what is wrong.
 */
import { describe, expect, it } from 'vitest';
import { parseContactLexicon, parsePersonLexicon } from '../../../src/flows/understand/guest/lexicon.js';
import contactData from '../../../src/flows/understand/lexicon/contact.json' with { type: 'json' };
import personData from '../../../src/flows/understand/lexicon/person.json' with { type: 'json' };
import placesData from '../../../src/flows/understand/lexicon/places.json' with { type: 'json' };
import { parsePlaceLexicon } from '../../../src/flows/understand/guest/places.js';

const copy = <T>(data: T): T => JSON.parse(JSON.stringify(data)) as T;

describe('the contact lexicon', () => {
  it('loads the shipped file: word lists as sets, ordered lists in their order', () => {
    const lex = parseContactLexicon(contactData);
    expect(lex.phone.phoneNouns.has('celular')).toBe(true);
    expect(lex.email.providers).toEqual(['gmail', 'hotmail', 'outlook', 'yahoo', 'icloud']);
    expect(lex.email.realNearProviders.has('hotmai1')).toBe(true);
    expect(lex.phone.phoneFromLeads).toContainEqual(["i'm", 'from']);
  });

  it('refuses a word that is not folded, naming the file and the list', () => {
    const bad = copy(contactData);
    bad.phone.phoneNouns.words.push('Celular');
    expect(() => parseContactLexicon(bad, 'contact.json')).toThrow(/contact\.json is not a valid contact lexicon[\s\S]*phone\.phoneNouns\.words/);
  });

  it('refuses a word listed twice, a list without its note, and a list it does not know', () => {
    const twice = copy(contactData);
    twice.email.tldTypos.words.push('con');
    expect(() => parseContactLexicon(twice)).toThrow(/"con" is listed twice/);
    const noNote = copy(contactData) as { email: { copyWords: { note?: string } } };
    delete noNote.email.copyWords.note;
    expect(() => parseContactLexicon(noNote)).toThrow(/email\.copyWords\.note/);
    const unknown = copy(contactData) as Record<string, unknown> & { email: Record<string, unknown> };
    unknown.email.faxWords = { note: 'fax', words: ['fax'] };
    expect(() => parseContactLexicon(unknown)).toThrow(/faxWords/);
  });

  it('refuses a calling code that is not digits', () => {
    const bad = copy(contactData);
    bad.phone.bareCallingCodes.words.push('+57');
    expect(() => parseContactLexicon(bad)).toThrow(/digits only/);
  });
});

describe('the person lexicon', () => {
  it('loads the shipped file, the lists compared as typed or with an accent kept as they are', () => {
    const lex = parsePersonLexicon(personData);
    expect(lex.chatter.stopWords.has("i'm")).toBe(true);
    expect(lex.name.gaelicParticles.has('Ó')).toBe(true);
    expect(lex.papers.onPapers.has('según')).toBe(true);
    expect(lex.nationality.usStates.has('new hampshire')).toBe(true);
    expect(lex.residence.residenceTriggers[0]).toEqual(['vivo', 'en']);
  });

  it('refuses an accented word in a list of folded words, and a phrase with two spaces', () => {
    const accented = copy(personData);
    accented.titles.courtesyTitles.words.push('señor');
    expect(() => parsePersonLexicon(accented, 'person.json')).toThrow(/person\.json is not a valid person lexicon[\s\S]*titles\.courtesyTitles\.words/);
    const spaced = copy(personData);
    spaced.nameRemarks.courtesyTails.phrases.push('a la  orden');
    expect(() => parsePersonLexicon(spaced)).toThrow(/folded words, one space between them/);
  });
});

describe('the place lexicon', () => {
  it('loads the shipped file, the cities as written and the other names folded', () => {
    const lex = parsePlaceLexicon(placesData);
    expect(lex.countries.demonymsEs.codes.COL).toContain('colombiano');
    expect(lex.cities.byCountry.codes.COL).toContain('Bogotá');
    expect(lex.cities.nicknames.cities.Medellín).toContain('medallo');
    expect(lex.countries.combiningForms.forms.colombo).toBe('COL');
  });

  it('refuses a code that is no alpha-3, an accented demonym, and a nickname of a city it does not know', () => {
    const code = copy(placesData) as { countries: { endonyms: { codes: Record<string, string[]> } } };
    code.countries.endonyms.codes.DE = ['deutschland'];
    expect(() => parsePlaceLexicon(code, 'places.json')).toThrow(/places\.json is not a valid place lexicon[\s\S]*countries\.endonyms\.codes\.DE/);
    const accented = copy(placesData);
    accented.countries.demonymsEs.codes.COL.push('colombiáno');
    expect(() => parsePlaceLexicon(accented)).toThrow(/folded words/);
    const nickname = copy(placesData) as { cities: { nicknames: { cities: Record<string, string[]> } } };
    nickname.cities.nicknames.cities.Gotham = ['ciudad gotica'];
    expect(() => parsePlaceLexicon(nickname)).toThrow(/"Gotham" is no city of byCountry or other/);
  });
});
