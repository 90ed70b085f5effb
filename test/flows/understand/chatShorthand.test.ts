/** Chat shorthand for Spanish function words in navigation phrases, and asking to be put through in other verb forms. */
import { describe, expect, it } from 'vitest';
import { readAnswer as read } from './read.js';

describe('chat shorthand inside a navigation phrase', () => {
  it.each([
    ['empezar d nuevo', 'dates', { kind: 'restart' }],
    ['me equivoque d ciudad', 'confirm', { kind: 'change', target: 'destination' }],
    ['el pais ta mal', 'confirm', { kind: 'change', target: 'country' }],
  ] as const)('%s', (text, at, intent) => {
    expect(read(text, at).intents).toContainEqual(intent);
  });
  it('a lone letter is no phrase', () => {
    expect(read('d', 'dates').intents).toEqual([]);
  });
});

describe('asking to be put through to reception', () => {
  it('"¿me comunican con recepción?"', () => {
    expect(read('prefiero que me llamen, ¿me comunican con recepción?', 'name').intents).toContainEqual({ kind: 'human' });
  });
});
