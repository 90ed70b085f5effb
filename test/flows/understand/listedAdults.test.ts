import { describe, expect, it } from 'vitest';
import { readPeopleParty } from '../../../src/flows/understand/people.js';
import { foldKeepLength } from '../../../src/flows/understand/text.js';
import { readAnswer, readParty } from './read.js';

describe('grown-ups named by role in longer lists', () => {
  it.each([
    ['tres mujeres y un hombre', 'es', { adults: 4 }],
    ['papá, mamá, mi abuela y los gemelos de 4', 'es', { adults: 3, children: 2, ages: [4, 4] }],
    ['two grandparents, their daughter and son-in-law, and three grandkids aged 4, 7 & 9', 'en', { adults: 4, children: 3, ages: [4, 7, 9] }],
    ['mi esposa y yo y mi hijastro de 18, tres adultos entonces', 'es', { adults: 3 }],
  ] as const)('%s', (text, lang, want) => {
    expect(readParty(text, lang)).toMatchObject(want);
  });

  it('a son or daughter with no age and no grandchild or in-law beside them is not counted', () => {
    expect(readPeopleParty(foldKeepLength('me and their daughter'))).toBeUndefined();
  });

  it('a total after the list that disagrees with it reads nothing', () => {
    expect(readPeopleParty(foldKeepLength('mi esposa y yo, tres adultos entonces'))).toBeUndefined();
    expect(readPeopleParty(foldKeepLength('mi esposa, yo y mi mamá, o sea 3'))?.adults).toBe(3);
  });

  it('the total closes a list in a whole request', () => {
    const o = readAnswer('Cartagena del 9 al 12 de junio, mi esposa y yo y mi hijastro de 18, tres adultos entonces').occupancy;
    expect(o).toMatchObject({ adults: 3 });
  });
});

describe('a grown-up named at the ages question', () => {
  it("one's 20 actually, the other 11: one adult, the other child 11, nothing left over", () => {
    const u = readAnswer("one's 20 actually, the other 11", 'childAges', 'en', 2);
    expect(u.occupancy).toMatchObject({ ages: [11], problem: { kind: 'childTooOld', grown: [20] } });
    expect(u.bareNumber).toBeUndefined();
  });
});
