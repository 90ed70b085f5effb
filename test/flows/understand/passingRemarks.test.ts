/**
 * Readings checked against what the message is about: people named in passing at a question about something else are
 * said back, a count denied then given keeps its unit, the speaker "+ 1", a children's count said before their ages,
 * grown-ups said to be none, corrections of a name or a country, a person asked for by "settling this" with them,
 * acknowledgements and thanks that are no names, a language that is no nationality, and a word nobody read joined to
 * the dates by "de".
 */
import { describe, expect, it } from 'vitest';
import { type FlowState, initialState, type Lang, step } from '../../../src/flows/index.js';
import { Chat } from '../fixtures.js';
import { readAnswer, readParty } from './read.js';

/** Monday 2026-11-30, 15:00 in Bogotá. */
const now = new Date('2026-11-30T20:00:00Z');

/** The state after `texts`, each sent through `step` in a chat in `lang`. */
function chatState(lang: Lang, texts: string[], from: FlowState = initialState(lang)): FlowState {
  let s = from;
  for (const text of texts) s = step(s, { kind: 'text', text }, { now, newId: () => 'id' }).state;
  return s;
}

describe('people named in passing at a question about something else are said back, not taken', () => {
  it('"…@gmail.com y también copie a mi hermana" at the email: the email taken, the party only offered', async () => {
    const chat = new Chat('es');
    await chat.say('hola', 'Cartagena', '2026-12-15', '2', '2 adultos');
    await chat.press('Hotel Caribe Real');
    await chat.press('Tarifa flexible');
    await chat.say('Ana Gómez', '3001234567');
    expect(chat.state.step).toBe('askEmail');
    await chat.text('luisedo.caicedo@gmail.com y también copie a mi hermana');
    expect(chat.state.guest.email).toBe('luisedo.caicedo@gmail.com');
    expect(chat.state.search.adults).toBe(2);
    expect(chat.state.clarify?.options.map((o) => o.patch)).toEqual([{ adults: 3 }]);
  });

  it('"qué pena la demora, estaba cuadrando con mis suegros" at the dates takes no party', () => {
    const s = chatState('es', ['hola', 'Cartagena', 'qué pena la demora, estaba cuadrando con mis suegros']);
    expect(s.search.adults).toBeUndefined();
    expect(s.step).toBe('clarify');
  });

  it("a party counted at the dates is the guest's answer and is taken (near miss)", () => {
    const s = chatState('es', ['hola', 'Cartagena', 'del 15 al 18 de diciembre, con mi esposa y mis 2 hijos de 5 y 8']);
    expect(s.search).toMatchObject({ adults: 2, children: 2, ages: [5, 8] });
  });

  it('at the party question a person named is the answer (near miss)', () => {
    const s = chatState('es', ['hola', 'Cartagena', '15 de diciembre', '3', 'mi esposa y yo']);
    expect(s.search.adults).toBe(2);
  });
});

describe('a count denied then given keeps the unit of the one denied', () => {
  it('"ah, y no son 3 noches sino 4" at the party question is 4 nights, no party', () => {
    const s = chatState('es', ['hola', 'Cartagena', '15 de diciembre', '3', 'ah, y no son 3 noches sino 4']);
    expect(s.search.adults).toBeUndefined();
    expect(s.clarify?.options).toHaveLength(1);
    expect(s.clarify?.options[0]?.patch).toMatchObject({ nights: 4 });
    expect(s.clarify?.options[0]?.patch?.adults).toBeUndefined();
  });

  it('"it\'s not 2 adults but 3" is 3 adults', () => {
    const s = chatState('en', ['hi', 'Cartagena', 'December 15', '3', "it's not 2 adults but 3"]);
    expect(s.clarify?.options.map((o) => o.patch)).toEqual([{ adults: 3 }]);
  });
});

describe('the speaker and a bare count of others joined to them', () => {
  it.each([
    ['Me + 1', 'en', 2],
    ['myself + 1', 'en', 2],
    ['me and 2 more', 'en', 3],
    ['me plus one', 'en', 2],
    ['yo + 2', 'es', 3],
    ['yo y 2 más', 'es', 3],
  ] as const)('%s', (text, lang, adults) => {
    expect(readParty(text, lang)).toMatchObject({ adults });
  });

  it('"me and 2 kids" is the speaker and two children (near miss)', () => {
    expect(readParty('me and 2 kids', 'en')).toMatchObject({ adults: 1, children: 2 });
  });
});

describe("a children's count said before their ages is no age", () => {
  it.each([
    ['mi señora y los niños (dos, de 7 y 11) y yo', 'es'],
    ['my wife, me and the kids (two, 7 and 11)', 'en'],
  ] as const)('%s', (text, lang) => {
    expect(readParty(text, lang)).toMatchObject({ adults: 2, ages: [7, 11] });
  });

  it('after a count of children, the first number is an age (near miss)', () => {
    expect(readParty('2 adultos y 3 niños de 2, 7 y 11')).toMatchObject({ children: 3, ages: [2, 7, 11] });
  });
});

describe('grown-ups said to be none cannot be booked', () => {
  it.each([
    ['only 2 kids, 15 and 16, no adult', 'en'],
    ['2 niños de 15 y 16, sin adultos', 'es'],
    ['solo 2 niños de 15 y 16, ningún adulto', 'es'],
  ] as const)('%s', (text, lang) => {
    expect(readParty(text, lang)?.problem).toEqual({ kind: 'noAdults' });
  });

  it('"2 adultos, sin niños" is two adults (near miss)', () => {
    expect(readParty('2 adultos, sin niños')).toMatchObject({ adults: 2, children: 0 });
  });
});

describe('corrections of a name or a country', () => {
  it('"sorry, typo:" takes the name after it, and a remark comparing it to the papers is no part of it', () => {
    const g = readAnswer('Hans Müller\nsorry, typo: Hans Mueller as in his passport', 'name', 'en').guest;
    expect(g).toMatchObject({ firstName: 'Hans', lastName: 'Mueller' });
  });

  it('"Ana Gómez como aparece en la cédula" is Ana Gómez', () => {
    expect(readAnswer('Ana Gómez como aparece en la cédula', 'name').guest).toMatchObject({ firstName: 'Ana', lastName: 'Gómez' });
  });

  it('"Venezuela, corrijo: vive en Panamá" at the country question is Panama', () => {
    expect(readAnswer('Venezuela\ncorrijo: vive en Panamá', 'country').guest?.country).toBe('PAN');
  });

  it('a nationality and where an agent says the guest lives are both offered', () => {
    const g = readAnswer('Argentino, pero vive en Colombia', 'country').guest;
    expect(g?.country).toBeUndefined();
    expect(g?.countryOptions).toEqual(['ARG', 'COL']);
  });
});

describe('words that are no answer to the question asked', () => {
  it.each([
    ['Prefiero tratar esto con una persona del hotel.', 'es'],
    ['prefiero resolverlo con un asesor', 'es'],
    ["I'd rather sort this out with a person", 'en'],
  ] as const)('settling something with a person asks for one: %s', (text, lang) => {
    const u = readAnswer(text, 'confirm', lang);
    expect(u.intents.map((i) => i.kind)).toContain('human');
    expect(u.occupancy).toBeUndefined();
  });

  it('"cuadrar con una persona más" asks for nobody (near miss)', () => {
    expect(readAnswer('vamos a cuadrar con una persona más', 'party').intents.map((i) => i.kind)).not.toContain('human');
  });

  it.each([
    ['Ok, entendido.', 'es'],
    ['noted', 'en'],
    ['merci beaucoup', 'en'],
    ['grazie mille', 'en'],
  ] as const)('an acknowledgement or thanks is no name: %s', (text, lang) => {
    expect(readAnswer(text, 'name', lang).guest?.firstName).toBeUndefined();
  });

  it('"sorry for my english" at the country question names no country; "I\'m English" does', () => {
    expect(readAnswer('sorry for my english', 'country', 'en').guest?.country).toBeUndefined();
    expect(readAnswer("I'm English", 'country', 'en').guest?.country).toBe('GBR');
  });
});

describe('a word nobody read joined to the dates by "de" is said back with them', () => {
  it.each(['de sexta a domingo', 'el sábado de la feria de las flores'])('%s', (text) => {
    const s = chatState('es', ['hola', 'Cartagena', text]);
    expect(s.step).toBe('clarify');
    expect(s.search.checkin).toBeUndefined();
  });

  it('a reason after the date is no part of it (near miss)', () => {
    const s = chatState('es', ['hola', 'Cartagena', 'el 15 de diciembre para la boda']);
    expect(s.search.checkin).toBe('2026-12-15');
  });
});
