/**
 * Another city asked for at the summary, naming the city being left as the reason ("mejor otra ciudad, los niños se
 * aburren en Cartagena"): the city named is no new value, the destination is asked again. A new city said with the
 * request is taken.
 */
import { describe, expect, it } from 'vitest';
import { judge } from '../corpus/judge.js';
import type { Case } from '../corpus/types.js';

const at = (text: string, expect: Case['expect']): Case => ({ lang: 'es', at: 'confirm', text, expect }) as Case;

describe('another city, the one being left named', () => {
  it('asks the destination again', () => {
    expect(judge(at('mejor otra ciudad, los niños se aburren en Cartagena', { outcome: 'change', change: 'destination' })).verdict).toBe('understood');
  });

  it('takes a new city said with it', () => {
    expect(judge(at('mejor otra ciudad, Santa Marta', { city: 'Santa Marta' })).verdict).toBe('understood');
  });
});
