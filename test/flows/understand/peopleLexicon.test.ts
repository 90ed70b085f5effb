import { describe, expect, it } from 'vitest';
import data from '../../../src/flows/understand/lexicon/people.json' with { type: 'json' };
import { PEOPLE_WORDS, parsePeopleLexicon, peopleTagged, peopleWord, readerRoleWords, readerWords } from '../../../src/flows/understand/people.js';

/** A deep copy of the lexicon to break. */
const copy = () => JSON.parse(JSON.stringify(data)) as typeof data;

describe('the people lexicon', () => {
  it('loads and says what each word counts', () => {
    expect(PEOPLE_WORDS.get('pareja')).toMatchObject({ cls: 'couple', people: 2, age: 'adult' });
    expect(PEOPLE_WORDS.get('abuelos')).toMatchObject({ people: 2, age: 'adult' });
    expect(PEOPLE_WORDS.get('mellizos')).toMatchObject({ people: 2, age: 'child' });
    expect(PEOPLE_WORDS.get('trillizos')).toMatchObject({ people: 3, age: 'child' });
    expect(PEOPLE_WORDS.get('hijo')).toMatchObject({ age: 'either' });
    expect(PEOPLE_WORDS.get('sobrino')).toMatchObject({ age: 'either' });
    expect(PEOPLE_WORDS.get('suegra')).toMatchObject({ people: 1, age: 'adult' });
    expect(PEOPLE_WORDS.get('pelados')).toMatchObject({ people: 'counted', age: 'either' }); // "pelado" may be a young man too
    expect(PEOPLE_WORDS.get('kiddo')).toMatchObject({ lang: 'en', age: 'child' });
    expect(peopleTagged('partner').has('missus')).toBe(true);
    expect(peopleWord('nietecita')).toMatchObject({ age: 'child' });
  });

  it('fails at load naming a word that is not folded', () => {
    const bad = copy();
    bad.groups[0]!.es!.push('Niño');
    expect(() => parsePeopleLexicon(bad, 'people.json')).toThrow(/people\.json is not a valid people lexicon/);
    expect(() => parsePeopleLexicon(bad)).toThrow(/lowercase a-z/);
  });

  it('fails at load naming a phrase of the grammar that is not folded words', () => {
    const bad = copy();
    bad.grammar.notTravelling.push('vive  allá');
    expect(() => parsePeopleLexicon(bad)).toThrow(/folded words, one space between them[\s\S]*grammar\.notTravelling/);
  });

  it('fails at load naming a word in two groups', () => {
    const bad = copy();
    bad.groups[0]!.es!.push('esposa');
    expect(() => parsePeopleLexicon(bad)).toThrow(/"esposa" is in both group/);
  });

  it('fails at load when a class and its count disagree', () => {
    const bad = copy();
    const couple = bad.groups.find((g) => g.class === 'couple')!;
    (couple as { people: unknown }).people = 1;
    expect(() => parsePeopleLexicon(bad)).toThrow(/class couple: two grown-ups/);
  });

  it('fails at load naming a pair member or phrase the lexicon does not know', () => {
    const bad = copy();
    (bad.pairs as Record<string, string[]>).padres = ['padre', 'madrastra'];
    expect(() => parsePeopleLexicon(bad)).toThrow(/"madrastra", member of "padres"/);
    const phrase = copy();
    (phrase.phrases as Record<string, string>)['big kid'] = 'bigkid';
    expect(() => parsePeopleLexicon(phrase)).toThrow(/"big kid" reads as "bigkid"/);
  });

  it("holds the occupancy reader's word classes, each with its note, and names a class it lacks", () => {
    expect(readerWords('additive')).toEqual(new Set(['y', 'e', 'and', 'n', 'con', 'with', 'mas', 'plus', '+', '&']));
    expect(readerWords('another').has('otra')).toBe(true);
    expect(readerWords('ageListMarks')).toEqual(new Set(['/', ';', '-']));
    for (const [name, c] of Object.entries(data.reader)) expect(c.note.length, name).toBeGreaterThan(20);
    expect(() => readerWords('additve')).toThrow(/no reader word class "additve"/);
  });

  it('holds companion words only as role words of the groups naming as many people, and names one that is not', () => {
    expect(readerRoleWords('companionOne', 1).has('motherinlaw')).toBe(true);
    expect(readerRoleWords('companionTwo', 2).has('inlaws')).toBe(true);
    expect(() => readerRoleWords('companionOne', 2)).toThrow(/reader word "esposa" of "companionOne" is no role word of the groups naming 2/);
    expect(() => readerRoleWords('additive', 1)).toThrow(/reader word "y" of "additive"/);
  });

  it('fails at load naming a reader class word not folded, a mark it does not keep, or a word said twice', () => {
    const unfolded = copy();
    unfolded.reader.addingWords.words.push('También');
    expect(() => parsePeopleLexicon(unfolded)).toThrow(/a folded word or one mark[\s\S]*reader\.addingWords\.words/);
    const mark = copy();
    mark.reader.ageListMarks.words.push('|');
    expect(() => parsePeopleLexicon(mark)).toThrow(/a folded word or one mark/);
    const twice = copy();
    twice.reader.another.words.push('otra');
    expect(() => parsePeopleLexicon(twice)).toThrow(/a word said twice[\s\S]*reader\.another\.words/);
    const noNote = copy();
    (noNote.reader.another as { note?: string }).note = undefined;
    expect(() => parsePeopleLexicon(noNote)).toThrow(/reader\.another\.note/);
  });
});
