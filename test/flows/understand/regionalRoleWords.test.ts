import { describe, expect, it } from 'vitest';
import { readAnswer, readParty } from './read.js';

/** The party's adults, children and ages as read through the whole understanding step at `expecting`. */
function party(text: string, expecting?: 'party', lang: 'es' | 'en' = 'es') {
  const o = readAnswer(text, expecting, lang).occupancy;
  return o && { adults: o.adults, children: o.children, ages: o.ages };
}

describe('regional and Portuguese role words name the people of a party', () => {
  it.each([
    ['vamos mi jeva y yo', { adults: 2 }],
    ['yo y mis viejos', { adults: 3 }],
    ['mi señora, yo y la guagua de 10 meses', { adults: 2, children: 1, ages: [0] }],
    ['eu, minha esposa e nossos dois filhos, de 4 e 11 anos', { adults: 2, children: 2, ages: [4, 11] }],
    ['vamos em 3 casais', { adults: 6 }],
    ['eu e três amigas', { adults: 4 }],
    ['vamos eu e a patroa', { adults: 2 }],
    ['vamos mi mujer, yo y los tres chiquillos: 2, 5 y 9', { adults: 2, children: 3, ages: [2, 5, 9] }],
    ['mi marido y yo con los chavos, de 6 y 13', { adults: 2, children: 2, ages: [6, 13] }],
    ['mi señora y yo con los cabros chicos, de 3 y 5', { adults: 2, children: 2, ages: [3, 5] }],
    ['mi amigo y yo', { adults: 2 }],
    ['somente eu', { adults: 1 }],
  ])('%s', (text, want) => {
    expect(readParty(text)).toMatchObject(want);
  });

  it('a friend with an age under 18 is a child, and slang kid words need an age', () => {
    expect(readParty('yo y mi amigo de 12')).toMatchObject({ adults: 1, children: 1, ages: [12] });
    expect(readParty('yo y la guagua')?.children).toBeUndefined();
  });

  it('in a whole request, a list after a comma opened by the speaker', () => {
    expect(party('vamos mi jeva, yo y dos panas más pa Medellín del 25 al 28 de febrero')).toMatchObject({ adults: 4 });
    expect(party('Bom dia! Medellín, dia 12/04, 5 noites, eu e três amigas')).toMatchObject({ adults: 4 });
    expect(party('Cartagena para tres noches desde pasado mañana, dos adultos y una guagua de año y medio')).toMatchObject({
      adults: 2,
      children: 1,
      ages: [1],
    });
  });

  it('a list after a comma not opened by the speaker is not read apart from what comes before', () => {
    expect(readParty('la quinceañera, sus papás, los 2 hermanitos de 8 y 10 y los abuelos')?.children).not.toBe(2);
  });
});
