/**
 * Class: a place the catalogue does not sell, opening a whole request with dates. A place name that is also a surname
 * or a word ("Pereira", "Paris"), capitalised and followed by values already read, is the destination: the guest is
 * told it is not sold, and the dates wait — never a confirmation that silently drops the place. Through the real flow.
 */
import { describe, expect, it } from 'vitest';
import { initialState, step } from '../../../src/flows/index.js';
import { DEMO_CATALOGUE } from '../../../src/flows/understand/destinations.js';
import { understand } from '../../../src/flows/understand/index.js';
import { NOW } from '../fixtures.js';

const ctx = { now: NOW, newId: () => 'k', catalogue: DEMO_CATALOGUE };

describe('an unsold place opening a whole request', () => {
  it.each([
    ['es', 'Pereira, del 3 al 6 de marzo, 2 adultos', /Pereira/],
    ['en', 'Paris from March 3 to 6, 2 adults', /Paris/],
    ['es', 'Hola, para Lima del 3 al 6 de marzo, 2 adultos', /Lima/],
  ] as const)('is said not sold: %s', (lang, text, place) => {
    const r = step(initialState(lang), { kind: 'text', text }, ctx);
    expect(r.state.step).toBe('askDestination');
    expect(r.state.search.city).toBeUndefined();
    expect(r.replies.map((x) => x.text).join(' ')).toMatch(place);
  });

  it('alone, or as a word of a sentence, such a name is not read as a place', () => {
    const today = '2026-11-21';
    expect(understand('paris', { lang: 'es', today, catalogue: DEMO_CATALOGUE }).destination).toBeUndefined();
    expect(understand('Valencia', { lang: 'es', today, catalogue: DEMO_CATALOGUE }).destination).toBeUndefined();
    expect(understand('el jugo de lima', { lang: 'es', today, catalogue: DEMO_CATALOGUE }).destination).toBeUndefined();
  });

  it('typed all in lowercase, opening a request before values already read, it is the place (the case says nothing)', () => {
    const today = '2026-11-21';
    expect(understand('paris del 3 al 6', { lang: 'es', today, catalogue: DEMO_CATALOGUE }).destination).toMatchObject({ kind: 'unknown', text: 'paris' });
    // near miss: one capital elsewhere makes the lowercase name a word again
    expect(understand('paris del 3 al 6 de Enero', { lang: 'es', today, catalogue: DEMO_CATALOGUE }).destination).toBeUndefined();
  });
});
