/**
 * Navigation corrected inside the message: a cancel, restart or back taken back after it, and a message that ends by
 * taking back everything it said. Both leave small talk (the question asked again), nothing read. And a field said not
 * to be a value ("la ciudad donde vivo no es Cali"): a change of it, the denied value never read.
 */
import { describe, expect, it } from 'vitest';
import type { Slot } from '../../../src/flows/understand/types.js';
import { readAnswer } from './read.js';

describe('a navigation taken back', () => {
  it.each([
    ['cancela... no espera, no canceles, sigamos', 'phone', 'es'],
    ['cancela... no espera, sigamos', 'dates', 'es'],
    ['start over — no wait, don’t restart', 'email', 'en'],
  ] as const)('%s', (text, at, lang) => {
    expect(readAnswer(text, at as Slot, lang).intents).toEqual([{ kind: 'smalltalk' }]);
  });

  it.each([
    ['cancela, no quiero seguir', 'phone'],
    ['olvídalo, ya no voy', 'party'],
    ['no, cancela', 'confirm'],
    ['never mind', 'dates'],
  ] as const)('stays a cancel: %s', (text, at) => {
    expect(readAnswer(text, at as Slot).intents).toContainEqual({ kind: 'cancel' });
  });
});

describe('a message taken back at its end', () => {
  it('reads nothing of what came before', () => {
    const u = readAnswer("my brother isn't coming anymore, so just my wife and me... wait that's already 2, never mind", undefined, 'en');
    expect(u.intents).toEqual([{ kind: 'smalltalk' }]);
    expect(u.occupancy).toBeUndefined();
  });

  it('Cartagena del 5 al 8, olvídalo', () => {
    const u = readAnswer('Cartagena del 5 al 8, olvídalo', undefined);
    expect(u.intents).toEqual([{ kind: 'smalltalk' }]);
    expect(u.destination).toBeUndefined();
    expect(u.dates).toBeUndefined();
  });
});

describe('a field said not to be a value', () => {
  it.each([
    ['la ciudad donde vivo no es cali', 'residenceCity'],
    ['mi nombre no es Juan, es Pedro', 'name'],
    ['my email is not juan@mail.com', 'email'],
  ] as const)('%s', (text, target) => {
    const u = readAnswer(text, undefined, text.startsWith('my') ? 'en' : 'es');
    expect(u.intents).toContainEqual({ kind: 'change', target });
    expect(u.guest?.residenceCity).toBeUndefined();
    expect(u.guest?.email).toBeUndefined();
  });

  it('the party’s words deny other things', () => {
    expect(readAnswer('los niños no son míos', 'party').intents).not.toContainEqual({ kind: 'change', target: 'party' });
  });
});
