/**
 * Navigation, a person asked for, yes/no and chatter in the varieties guests write besides Colombian Spanish and
 * English: the voseo imperative ("volvé atrás") and Brazilian Portuguese written into the Spanish chat ("quero mudar
 * as datas"), read from the intents lexicon (`lexicon/intents.json`), the chat staying in Spanish.
 */
import { describe, expect, it } from 'vitest';
import { IntentLexicon } from '../../../src/flows/understand/intents.js';
import data from '../../../src/flows/understand/lexicon/intents.json' with { type: 'json' };
import type { Intent, Slot } from '../../../src/flows/understand/types.js';
import { readAnswer } from './read.js';

const intents = (text: string, at?: Slot): Intent[] => readAnswer(text, at).intents;

describe('voseo imperatives read like the infinitive phrases', () => {
  it.each([
    ['volvé atrás', 'party', { kind: 'back' }],
    ['volvé', 'nights', { kind: 'back' }],
    ['empezá de nuevo', 'phone', { kind: 'restart' }],
    ['comenzá de cero', 'dates', { kind: 'restart' }],
    ['cancelá todo, che', 'dates', { kind: 'cancel' }],
  ] as const)('%s', (text, at, want) => {
    expect(intents(text, at)).toContainEqual(want);
  });
});

describe('Portuguese navigation, person, yes/no and chatter', () => {
  it.each([
    ['quero mudar as datas', undefined, { kind: 'change', target: 'dates' }],
    ['preciso trocar o nome', undefined, { kind: 'change', target: 'name' }],
    ['melhor começar tudo de novo', undefined, { kind: 'restart' }],
    ['volta atrás', 'party', { kind: 'back' }],
    ['desisto, esquece', 'dates', { kind: 'cancel' }],
    ['atendente humano, por favor', undefined, { kind: 'human' }],
    ['quero falar com um atendente', 'email', { kind: 'human' }],
    ['¿me puedes pasar con un asesor?', undefined, { kind: 'human' }],
    ['sim, pode reservar', undefined, { kind: 'yes' }],
    ['não, obrigado', undefined, { kind: 'no' }],
    ['obrigado!', 'name', { kind: 'thanks' }],
    ['oi, tudo bem?', undefined, { kind: 'greeting' }],
  ] as const)('%s', (text, at, want) => {
    expect(intents(text, at)).toContainEqual(want);
  });

  it('a Portuguese "não" before a value is a correction, the value read', () => {
    const u = readAnswer('não, 3 adultos', 'party');
    expect(u.intents).toEqual([{ kind: 'correction' }]);
    expect(u.occupancy?.adults).toBe(3);
  });

  it('Portuguese words switch no language', () => {
    expect(readAnswer('quero mudar as datas').lang).not.toBe('en');
  });
});

describe('the intents lexicon is checked at load', () => {
  it('accepts the shipped lexicon', () => {
    expect(IntentLexicon.safeParse(data).success).toBe(true);
  });

  it('refuses an accented phrase and an unknown intent', () => {
    const bad = structuredClone(data) as { phrases: { phrases: string[]; intent: string }[] };
    bad.phrases[0]!.phrases.push('não');
    expect(IntentLexicon.safeParse(bad).success).toBe(false);
    const bad2 = structuredClone(data) as { phrases: { phrases: string[]; intent: string }[] };
    bad2.phrases[0]!.intent = 'maybe';
    expect(IntentLexicon.safeParse(bad2).success).toBe(false);
  });
});

describe("a greeting in a tourist's own language is a greeting, never a name", () => {
  it.each(['Shalom 🙂', 'Namaste', 'Bonjour!', 'Guten Tag', 'annyeonghaseyo'])('%s at the name question', (text) => {
    const u = readAnswer(text, 'name', 'en');
    expect(u.intents).toContainEqual({ kind: 'greeting' });
    expect(u.guest?.firstName).toBeUndefined();
  });
});
