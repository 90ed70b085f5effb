/**
 * Reading relative to the conversation, not only to today: at the nights
 * question a weekday or "the weekend" is the departure after the check-in
 * known; "también" / "also" / "además" / "plus" adds people to the party
 * already known instead of replacing it.
 */
import { describe, expect, it } from 'vitest';
import type { FlowState, Lang } from '../../src/flows/index.js';
import { atSummary, stateAfter } from './fixtures.js';

/** Saturday 2026-11-21, 10:00 in Bogotá. */
const now = new Date('2026-11-21T15:00:00Z');

/** The state after `texts` in a chat in `lang` at {@link now} (see `stateAfter`). */
const chatState = (lang: Lang, texts: string[], from?: FlowState): FlowState => stateAfter(lang, texts, now, from);

describe('at the nights question a weekday is read after the check-in', () => {
  // 2026-12-15 is a Tuesday, weeks after today (Saturday 21 November).
  const es = (text: string) => chatState('es', ['hola', 'Cartagena', '15 de diciembre', text]);
  const en = (text: string) => chatState('en', ['hi', 'Cartagena', 'December 15', text]);

  it('"hasta el domingo" is the Sunday after the check-in (5 nights), not the one after today', () => {
    const s = es('hasta el domingo');
    expect(s.search.checkin).toBe('2026-12-15');
    expect(s.search.nights).toBe(5);
    expect(s.step).toBe('askParty');
  });

  it('"hasta el lunes" is the Monday after the check-in', () => {
    expect(es('hasta el lunes').search.nights).toBe(6);
  });

  it('the check-in\'s own weekday is a week later ("hasta el martes" from a Tuesday: 7 nights)', () => {
    expect(es('hasta el martes').search.nights).toBe(7);
  });

  it('"el fin de semana" at the nights question ends on the Sunday after the check-in', () => {
    const s = es('el fin de semana');
    expect(s.search.checkin).toBe('2026-12-15');
    expect(s.search.nights).toBe(5);
  });

  it('"until Sunday" is the Sunday after the check-in', () => {
    const s = en('until Sunday');
    expect(s.search.checkin).toBe('2026-12-15');
    expect(s.search.nights).toBe(5);
  });

  it('"till the weekend" may end on Friday, Saturday or Sunday: the nights are asked, the check-in kept', () => {
    const s = en('till the weekend');
    expect(s.search.checkin).toBe('2026-12-15');
    expect(s.search.nights).toBeUndefined();
    expect(s.clarify?.options.map((o) => o.patch.nights)).toEqual([3, 4, 5]);
  });

  it('"till Monday" is the Monday after the check-in', () => {
    expect(en('till Monday').search.nights).toBe(6);
  });

  it('a correction still moves the arrival, read from today', () => {
    const s = es('no, mejor el domingo');
    expect(s.search.checkin).toBe('2026-11-22');
    expect(s.search.nights).toBeUndefined();
  });
});

describe('"también" / "also" adds to the party already known', () => {
  it('at the children\'s ages question, "también va mi otro hijo de 8" adds a child aged 8', () => {
    const s = chatState('es', ['hola', 'Cartagena', '15 de diciembre', '3', '2 adultos y 2 niños', 'también va mi otro hijo de 8']);
    expect(s.search.adults).toBe(2);
    expect(s.search.children).toBe(3);
    expect(s.search.ages).toEqual([8]);
    expect(s.step).toBe('askChildAges');
  });

  it('"also my other son, he\'s 8" adds a child aged 8', () => {
    const s = chatState('en', ['hi', 'Cartagena', 'December 15', '3', '2 adults and 1 kid', "also my other son, he's 8"]);
    expect(s.search.adults).toBe(2);
    expect(s.search.children).toBe(2);
    expect(s.search.ages).toEqual([8]);
  });

  it('"y además la abuela" and "plus my mom" add an adult', () => {
    const es = chatState('es', ['hola', 'Cartagena', '15 de diciembre', '3', '2 adultos y 1 niño', 'y además la abuela']);
    expect(es.search.adults).toBe(3);
    expect(es.search.children).toBe(1);
    const en = chatState('en', ['hi', 'Cartagena', 'December 15', '3', '2 adults and 1 kid', 'plus my mom']);
    expect(en.search.adults).toBe(3);
    expect(en.search.children).toBe(1);
  });

  it('the whole party said again around "también" replaces it', () => {
    const s = chatState('es', ['hola', 'Cartagena', '15 de diciembre', '3', '2 adultos y 2 niños', '3 adultos y también un niño de 5']);
    // Said back to confirm (as before): the reading offered is the party said, not 5 adults and 3 children.
    expect(s.clarify?.options.map((o) => o.patch)).toEqual([{ adults: 3, children: 1, ages: [5] }]);
  });

  it('at the summary, "y además la abuela" / "also my other son, he\'s 8" change the party (a person named without a count, once confirmed)', async () => {
    for (const lang of ['es', 'en'] as const) {
      const chat = await atSummary(lang);
      await chat.text(lang === 'es' ? 'y además la abuela' : "also my other son, he's 8");
      if (lang === 'es') {
        // Named in passing at a question about something else, with no count: said back before the party changes.
        expect(chat.state.search.adults).toBe(2);
        expect(chat.state.clarify?.options.map((o) => o.patch)).toEqual([{ adults: 3 }]);
        await chat.choose('pick:0');
      }
      expect(chat.state.search.adults).toBe(lang === 'es' ? 3 : 2);
      expect(chat.state.search.children ?? 0).toBe(lang === 'es' ? 0 : 1);
      if (lang === 'en') expect(chat.state.search.ages).toEqual([8]);
    }
  });
});

describe('at the summary, the stay changed against the one known', () => {
  it('"al final nos quedamos hasta el domingo" is the Sunday after the check-in, not the one after today', async () => {
    const chat = await atSummary('es');
    await chat.text('al final nos quedamos hasta el domingo');
    // check-in Tuesday 15 December: out on Sunday the 20th, 5 nights (confirmed, or taken at once)
    if (chat.state.step === 'clarify') await chat.choose('pick:0');
    expect(chat.state.search).toMatchObject({ checkin: '2026-12-15', nights: 5 });
    expect(chat.replies.map((r) => r.text).join('\n')).not.toMatch(/tiene que ser después/);
  });

  it.each([
    ['en', 'same but one week later', '2026-12-22'],
    ['es', 'lo mismo pero una semana después', '2026-12-22'],
    ['es', 'las mismas fechas pero un día antes', '2026-12-14'],
  ] as const)('(%s) "%s" moves the stay to %s, its nights kept', async (lang, text, checkin) => {
    const chat = await atSummary(lang);
    await chat.text(text);
    if (chat.state.step === 'clarify') await chat.choose('pick:0');
    expect(chat.state.search).toMatchObject({ checkin, nights: 2 });
  });
});

describe('some of the ages known', () => {
  it('the line said back shows the ages known and how many are missing, never one age for all', () => {
    const s = chatState('es', ['hola', 'Cartagena', '15 de diciembre', '3', '2 adultos y 2 niños', 'la otra tiene 7']);
    const line = s.clarify?.options[0]?.label ?? '';
    expect(line).toContain('2 niños (7 años; falta 1 edad)');
  });
});

describe('at the ages question, someone more', () => {
  const at = (lang: Lang, ages: string) =>
    chatState(
      lang,
      lang === 'es'
        ? ['hola', 'Cartagena', '15 de diciembre', '3', '2 adultos y 2 niños', ages]
        : ['hi', 'Cartagena', 'December 15', '3', '2 adults and 2 kids', ages],
    );

  it('"2 and 2. oh, and my mom\'s coming too": the ages, and one more grown-up', () => {
    expect(at('en', "2 and 2. oh, and my mom's coming too").search).toMatchObject({ adults: 3, ages: [2, 2] });
  });
  it('near miss: a cousin with her age said after her is a child, no grown-up more', () => {
    const s = at('en', '6 and 3, oh and their cousin comes too, she is 10');
    expect(s.search.adults).toBe(2);
  });
  it('"de 20 y 22, ya están grandes": four grown-ups, said back to confirm', () => {
    const s = at('es', 'de 20 y 22, ya están grandes');
    expect(s.clarify?.options.map((o) => o.patch)).toEqual([{ adults: 4, children: 0, ages: [] }]);
  });
  it('near miss: "25 y 30" alone is refused, nothing offered', () => {
    const s = at('es', '25 y 30');
    expect(s.step).toBe('askChildAges');
    expect(s.search.adults).toBe(2);
  });
});

describe('a count denied at the summary', () => {
  it('"ya no son 2 habitaciones, quiero cambiar eso" asks the rooms again, never takes 2', async () => {
    const chat = await atSummary('es');
    await chat.text('ya no son 2 habitaciones, quiero cambiar eso');
    expect(chat.state.step).toBe('askRooms');
    expect(chat.state.search.rooms).not.toBe(2);
  });
});
