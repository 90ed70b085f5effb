/**
 * Readings checked against what the message is about: people named in passing at a question about something else are
 * said back, a count denied then given keeps its unit, the speaker "+ 1", a children's count said before their ages,
 * grown-ups said to be none, corrections of a name or a country, a person asked for by "settling this" with them,
 * acknowledgements and thanks that are no names, a language that is no nationality, a word nobody read joined to the
 * dates by "de", a room for each person, the listener addressed after a comma, a child described again, and a known
 * city typed by its sound.
 */
import { describe, expect, it } from 'vitest';
import type { FlowState, Lang } from '../../../src/flows/index.js';
import { Chat, stateAfter } from '../fixtures.js';
import { readAnswer, readParty } from './read.js';

/** Monday 2026-11-30, 15:00 in Bogotá. */
const now = new Date('2026-11-30T20:00:00Z');

/** The state after `texts` in a chat in `lang` at {@link now} (see `stateAfter`). */
const chatState = (lang: Lang, texts: string[], from?: FlowState): FlowState => stateAfter(lang, texts, now, from);

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
    // settling things with the in-laws is talking it over: nobody is counted, the dates are asked again
    expect(s.step).toBe('askDates');
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
  it.each([
    ['es', 'el sábado de la feria de las flores'],
    ['en', 'the saturday of the fair'],
    // a word nobody read opening the range the date closes
    ['es', 'de sextaa a domingo'],
  ] as const)('%s: %s', (lang, text) => {
    const s = chatState(lang, [lang === 'es' ? 'hola' : 'hi', 'Cartagena', text]);
    expect(s.step).toBe('clarify');
    expect(s.search.checkin).toBeUndefined();
  });

  it('a reason after the date is no part of it (near miss)', () => {
    const s = chatState('es', ['hola', 'Cartagena', 'el 15 de diciembre para la boda']);
    expect(s.search.checkin).toBe('2026-12-15');
  });
});

describe('a room each, the listener addressed, and a child described again', () => {
  it.each([
    ['me and 2 colleagues, 1 room each', 'en'],
    ['me and 2 coworkers, each of us a room', 'en'],
    ['somos 3, cada uno una habitación', 'es'],
  ] as const)('a room for each of three: %s', (text, lang) => {
    const s = chatState(lang, [lang === 'es' ? 'hola' : 'hi', 'Cartagena', lang === 'es' ? '15 de diciembre' : 'December 15', '3', text]);
    expect(s.search).toMatchObject({ adults: 3, rooms: 3 });
  });

  it('"2 adultos y 1 niño, 1 habitación" is one room (near miss)', () => {
    const s = chatState('es', ['hola', 'Cartagena', '15 de diciembre', '3', '2 adultos y 1 niño de 5, 1 habitación']);
    expect(s.search).toMatchObject({ adults: 2, rooms: 1 });
  });

  it.each([
    ['solo yo, parce', 1],
    ['solo yo, bro', 1],
    ['mi esposa y yo, parce', 2],
    ['yo y mi parce', 2],
  ] as const)('the listener addressed after a comma is no companion: %s', (text, adults) => {
    const s = chatState('es', ['hola', 'Cartagena', '15 de diciembre', '3', text]);
    expect(s.search.adults).toBe(adults);
  });

  it.each([
    ['mi esposo mi hija y yo, la niña tiene 4', 'es', 4],
    ['my husband, our son and me, the kid is 6', 'en', 6],
  ] as const)('a son or daughter named, then described with the article and an age, is one child: %s', (text, lang, age) => {
    expect(readParty(text, lang)).toMatchObject({ adults: 2, children: 1, ages: [age] });
  });

  it('another child of someone else named after is one more (near miss)', () => {
    expect(readParty('mi esposa, mi hijo de 6 y yo, y el niño de mi hermana de 5')).toMatchObject({ children: 2, ages: [6, 5] });
  });
});

describe('a known city typed by its sound is that city', () => {
  it.each([
    ['vivo en varranquilla', 'Barranquilla'],
    ['en medeyin', 'Medellín'],
    ['vivo en Vogotá', 'Bogotá'],
  ])('%s', (text, city) => {
    expect(readAnswer(text, 'residenceCity').guest?.residenceCity).toBe(city);
  });

  it('an unknown city stays as typed (near miss)', () => {
    expect(readAnswer('vivo en Villa de Leyva', 'residenceCity').guest?.residenceCity).toBe('Villa de Leyva');
  });
});

describe('rooms listed by their kind or by who sleeps in them', () => {
  it.each([
    ['2 habitaciones: una doble para la pareja y una sencilla para la suegra.', 'es'],
    ['2 rooms: a double for my wife and me and a single for my mother', 'en'],
    ['2 habitaciones: una para la pareja y otra para la suegra', 'es'],
  ] as const)('%s', (text, lang) => {
    const s = chatState(lang, [lang === 'es' ? 'hola' : 'hi', 'Cartagena', lang === 'es' ? '15 de diciembre' : 'December 15', '3', text]);
    expect(s.search).toMatchObject({ adults: 3, rooms: 2 });
  });

  it('"dos habitaciones: una pa mi esposa y yo, otra pa los niños de 12 y 15" is a room each, said back (children alone)', () => {
    const s = chatState('es', ['hola', 'Cartagena', '15 de diciembre', '3', 'dos habitaciones: una pa mi esposa y yo, otra pa los niños de 12 y 15']);
    expect(s.clarify?.options.map((o) => o.patch)).toEqual([{ adults: 2, children: 2, ages: [12, 15], rooms: 2 }]);
  });

  it('a person described beyond a role ("el ingeniero residente") is counted, not placed (near miss)', () => {
    const u = readAnswer('Necesito Cartagena, tres habitaciones, una para el ingeniero residente, otra para el topógrafo y otra para los dos auxiliares.');
    expect(u.occupancy).toMatchObject({ adults: 4, rooms: 3 });
  });
});

describe('dates corrected or anchored in other words', () => {
  it.each([
    ['el puente de san jose, no, el de reyes', '2027-01-08'],
    ['el puente de Reyes... bueno no, mejor el de San José que hay menos gente', '2027-03-19'],
    ['el jueves de esta semana no, el de la próxima', '2026-12-10'],
  ])('the date corrected by what qualifies it: %s', (text, checkin) => {
    const s = chatState('es', ['hola', 'Cartagena', text]);
    expect(s.clarify?.options[0]?.patch?.checkin ?? s.search.checkin).toBe(checkin);
  });

  it('"Thursday. well, Wednesday night really" is Wednesday', () => {
    const s = chatState('en', ['hi', 'Cartagena', 'Thursday. well, Wednesday night really, we land super late']);
    expect(s.clarify?.options.find((o) => o.patch?.checkin)?.patch?.checkin).toBe('2026-12-02');
  });

  it.each([
    ['the weekend of saturday the 5th', '2026-12-04'],
    ['the weekend of December 12', '2026-12-11'],
  ])('the weekend of a date is its Friday to Sunday: %s', (text, checkin) => {
    const s = chatState('en', ['hi', 'Cartagena', text]);
    expect(s.search).toMatchObject({ checkin, nights: 2 });
  });

  it('"push the check-in back two days" at the summary moves it later, "move check-in 2 days earlier" earlier', () => {
    expect(readAnswer('push the check-in back two days please', 'confirm', 'en').intents).toContainEqual({ kind: 'shift', days: 2 });
    expect(readAnswer('move check-in 2 days earlier', 'confirm', 'en').intents).toContainEqual({ kind: 'shift', days: -2 });
  });
});

describe('pauses, places and names said in passing', () => {
  it('"mañana no⏎pasado 😅": a "no" ending a line corrects as a comma would', () => {
    const s = chatState('es', ['hola', 'Cartagena', 'mañana no\npasado 😅']);
    expect(s.clarify?.options[0]?.patch?.checkin ?? s.search.checkin).toBe('2026-12-02');
  });

  it('where the guest is now is not where they go ("the 5th we\'re still in Bogota", "antes estamos en Medellín")', () => {
    for (const [lang, text] of [
      ['en', "6th to 12th. the 5th we're still in Bogota"],
      ['es', 'del 6 al 12, antes estamos en Medellín'],
    ] as const) {
      const s = chatState(lang, [lang === 'es' ? 'hola' : 'hi', 'Cartagena', text]);
      expect(s.search.city).toBe('Cartagena');
    }
    // the place where one is, then the one to go to (near miss)
    expect(chatState('es', ['hola, estamos en Bogotá y queremos ir a Cartagena el 6']).search.city).toBe('Cartagena');
  });

  it('"soy venezolano pero vivo aquí en Colombia" offers both countries', () => {
    expect(readAnswer('soy venezolano pero vivo aquí en Colombia hace años', 'country').guest?.countryOptions).toEqual(['VEN', 'COL']);
  });

  it('"¿esto es un bot o una persona?" counts nobody; "hey bot, … just me" still counts the speaker (near miss)', () => {
    expect(readAnswer('ey, ¿esto es un bot o una persona?').occupancy).toBeUndefined();
    expect(readAnswer('hey bot, bogota tmrw 1 night just me', undefined, 'en').occupancy?.adults).toBe(1);
  });

  it('a first name said again with the whole name is said once; two surnames alike stay', () => {
    expect(readAnswer('Sebastián\nSebastián Vélez', 'name').guest).toMatchObject({ firstName: 'Sebastián', lastName: 'Vélez' });
    expect(readAnswer('kevin santiago ruiz ruiz', 'name').guest).toMatchObject({ lastName: 'Ruiz Ruiz' });
  });

  it('"Kate Wilson - well, Katherine on my passport" is Katherine Wilson', () => {
    expect(readAnswer('Kate Wilson - well, Katherine on my passport', 'name', 'en').guest).toMatchObject({ firstName: 'Katherine', lastName: 'Wilson' });
  });
});

describe('nationalities, people named again, and rooms asked accessible', () => {
  it('"I\'m Colombian-American, but put USA" names no one and gives USA', () => {
    const g = readAnswer("I'm Colombian-American, but put USA", 'country', 'en').guest;
    expect(g?.firstName).toBeUndefined();
    expect(g?.country).toBe('USA');
  });

  it('"Hans-Peter Müller" is still a name (near miss)', () => {
    expect(readAnswer('Hans-Peter Müller', 'name', 'en').guest).toMatchObject({ firstName: 'Hans-Peter', lastName: 'Müller' });
  });

  it('"mis papás y yo, y mi papá necesita cuarto accesible" is 3 and asks for staff on accessibility', () => {
    const u = readAnswer('mis papás y yo, y mi papá necesita cuarto accesible, no puede con escaleras', 'party');
    expect(u.occupancy?.adults).toBe(3);
    expect(u.requests).toContain('accessibility');
  });
});
