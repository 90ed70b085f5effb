/**
 * Class: "esta semana" / "this week" as the arrival is a week, not a day: its days are offered, even on a Sunday when
 * only today is left of it (then today and the coming week), never a check-in taken alone.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '../../../src/flows/understand/destinations.js';
import { understand } from '../../../src/flows/understand/index.js';

function read(text: string, today: string, lang: 'es' | 'en' = 'es') {
  return understand(text, { lang, today, catalogue: DEMO_CATALOGUE });
}

describe('"esta semana" is asked, never taken as today', () => {
  it.each([
    ["¿hay cupo en el Getsemaní pa' esta semana? Vamos dos", 'es'],
    ['para esta semana', 'es'],
    ['this week', 'en'],
  ] as const)('"%s" said on a Sunday offers today and the coming week', (text, lang) => {
    const d = read(text, '2026-11-29', lang).dates;
    expect(d?.checkin).toBeUndefined();
    expect(d?.ambiguity?.kind).toBe('choices');
    const options = d?.ambiguity?.kind === 'choices' ? d.ambiguity.options.map((o) => o.checkin) : [];
    expect(options[0]).toBe('2026-11-29');
    expect(options).toContain('2026-12-06');
  });
  it('said on a Wednesday it offers the days left of that week', () => {
    const d = read('esta semana', '2026-11-25').dates;
    expect(d?.checkin).toBeUndefined();
    const options = d?.ambiguity?.kind === 'choices' ? d.ambiguity.options.map((o) => o.checkin) : [];
    expect(options).toEqual(['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
  });
});
