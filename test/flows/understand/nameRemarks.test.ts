/**
 * Names read with what is said around them: a remark on the parts after an announced name, the passport's given
 * name, a joke name taken back, a nickname first, a question or a remark on who pays after the name, the
 * "Apellido Nombre" form, the speaker pointing at themself, chat shorthand, the holder said in a sentence and a
 * booking reference after the name.
 */
import { describe, expect, it } from 'vitest';
import { readAnswer as read } from './read.js';

/** The first and last names read at the name question. */
function names(text: string, lang: 'es' | 'en' = 'es'): [string | undefined, string | undefined] {
  const g = read(text, 'name', lang).guest;
  return [g?.firstName, g?.lastName];
}

describe('a remark on the name parts after an announced name', () => {
  it.each([
    ['my name is Li Wei, Li is the family name', 'Wei', 'Li'],
    ['my name is Tan Wei Ming, Tan is my family name', 'Wei Ming', 'Tan'],
    ["I'm Kenji Watanabe, Kenji is my first name", 'Kenji', 'Watanabe'],
  ])('%s', (text, first, last) => {
    expect(names(text, 'en')).toEqual([first, last]);
  });
});

describe("the passport's given name wins", () => {
  it.each([
    ['Tom. Tom Hughes. Thomas on the passport', 'en', 'Thomas', 'Hughes'],
    ['Tom Hughes, Thomas on my passport', 'en', 'Thomas', 'Hughes'],
    ['Pepe Gómez, José en la cédula', 'es', 'José', 'Gómez'],
  ] as const)('%s', (text, lang, first, last) => {
    expect(names(text, lang)).toEqual([first, last]);
  });
});

describe('a joke name taken back', () => {
  it.each([
    ['Sofía Vergara jaja no mentiras Sofía Villa', 'Sofía', 'Villa'],
    ['la reserva va a nombre de Sofía Vergara... jaja no, en serio: Sofía Valencia Ruiz', 'Sofía', 'Valencia Ruiz'],
    ['Jorge Eliécer Gaitán jaja no mentiras, Jorge Eliécer Martínez', 'Jorge Eliécer', 'Martínez'],
  ])('%s', (text, first, last) => {
    expect(names(text)).toEqual([first, last]);
  });
});

describe('a nickname said first, then the name', () => {
  it('"me dicen la mona pero es Daniela Henao"', () => {
    expect(names('me dicen la mona pero es daniela henao')).toEqual(['Daniela', 'Henao']);
  });
  it('the nickname alone is no name', () => {
    expect(read('me dicen la mona', 'name').guest?.firstName).toBeUndefined();
  });
});

describe('what follows the name does not hide it', () => {
  it.each([
    ['maria jose restrepo, hay parqueadero?', 'Maria Jose', 'Restrepo'],
    ['isabella garcia y el correo te lo paso ahorita', 'Isabella', 'Garcia'],
    ['Nicolás Uribe, ponlo a mi nombre aunque paga mi esposa', 'Nicolás', 'Uribe'],
    ['Isabella Ramírez, la reserva va a nombre mío aunque paga mi papá', 'Isabella', 'Ramírez'],
    ['a nombre del pasajero principal, Mateo Ruiz (ref. AV-2231)', 'Mateo', 'Ruiz'],
  ])('%s', (text, first, last) => {
    expect(names(text)).toEqual([first, last]);
  });
  it('a question naming someone else leaves the name unread', () => {
    expect(read('Ana Gómez, y Pedro?', 'name').guest?.firstName).toBeUndefined();
  });
});

describe('the "Apellido Nombre" form without a comma', () => {
  it.each([
    ['Restrepo Laura', 'Laura', 'Restrepo'],
    ['Gómez Ana', 'Ana', 'Gómez'],
    ['Laura Restrepo', 'Laura', 'Restrepo'],
  ])('%s', (text, first, last) => {
    expect(names(text)).toEqual([first, last]);
  });
  it('a rare given name first keeps the usual order', () => {
    expect(names('Yurani Andrea')).toEqual(['Yurani Andrea', undefined]);
  });
});

describe('leads and shorthand before the name', () => {
  it.each([
    ['yo, brayan stiven cardona', 'Brayan Stiven', 'Cardona'],
    ['pues yo, jhon freddy muñoz', 'Jhon Freddy', 'Muñoz'],
    ['a nombre d mi mama: luz marina zapata', 'Luz Marina', 'Zapata'],
    ['luisa fernanda d la cruz', 'Luisa Fernanda', 'de la Cruz'],
    ['el titular de la reserva es el ingeniero Luis Eduardo Cárdenas Prieto', 'Luis Eduardo', 'Cárdenas Prieto'],
  ])('%s', (text, first, last) => {
    expect(names(text)).toEqual([first, last]);
  });
  it('"d" is shorthand only at the name questions, never an initial', () => {
    expect(read('Bogotá D.C.', 'residenceCity').guest?.residenceCity).toBe('Bogotá');
  });
});

describe('a word of the name retyped right after it', () => {
  it.each([
    ['John Smtih — Smith, sorry', 'en', 'John', 'Smith'],
    ['Emily Clarke without the e... Clark', 'en', 'Emily', 'Clark'],
    ['Camila Ospin... Ospina', 'es', 'Camila', 'Ospina'],
    ['Pedro Gonzales, no perdón es con z: Gonzalez', 'es', 'Pedro', 'Gonzalez'],
  ] as const)('%s', (text, lang, first, last) => {
    expect(names(text, lang)).toEqual([first, last]);
  });
  it('another name after it is no retyping', () => {
    expect(names('Tom Baker, Bob', 'en')).toEqual([undefined, undefined]);
    expect(names('Juan Pérez, Juana')).toEqual([undefined, undefined]);
  });
});

describe('the fault said before the name label, at the summary', () => {
  it.each([
    ['ta mal el nombre, es laura sofia restrepo', 'Laura Sofia', 'Restrepo'],
    ['está mal el apellido, es Gómez', undefined, 'Gómez'],
  ])('%s', (text, first, last) => {
    const g = read(text, 'confirm').guest;
    expect([g?.firstName, g?.lastName]).toEqual([first, last]);
  });
});

describe('one given name denied for another, at the summary', () => {
  it.each([
    ['laura no, lorena 🙈', 'es', 'Lorena'],
    ['Lorena, no Laura', 'es', 'Lorena'],
    ['Lorena not Laura', 'en', 'Lorena'],
  ] as const)('%s', (text, lang, first) => {
    expect(read(text, 'confirm', lang).guest?.firstName).toBe(first);
  });
  it('a bare "no" between them says nothing for sure', () => {
    expect(read('laura no lorena', 'confirm').guest?.firstName).toBeUndefined();
  });
});
