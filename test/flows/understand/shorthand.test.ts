import { describe, expect, it } from 'vitest';
import { parseShorthandLexicon, soundKey, spellOutShorthand } from '../../../src/flows/understand/shorthand.js';
import { atGuestName, Chat } from '../fixtures.js';

describe('chat shorthand spelled out before a message is read', () => {
  it('whole words typed short, in any chat or only in the language where they are no other word', () => {
    expect(spellOutShorthand('uno d 4 y un bebe d meses', 'es')).toBe('uno de 4 y un bebe de meses');
    expect(spellOutShorthand('Q tal, llegamos mñn xq es puente', 'es')).toBe('Que tal, llegamos mañana porque es puente');
    expect(spellOutShorthand('kids 5 n 8, r u ok w that', 'en')).toBe('kids 5 and 8, are you ok with that');
    // Spanish "u" is "o" before an o-word: only an English chat reads it as "you".
    expect(spellOutShorthand('7 u 8 noches', 'es')).toBe('7 u 8 noches');
  });

  it('keycap digits are digits; a letter stretched three times or more is said once', () => {
    expect(spellOutShorthand('2️⃣5️⃣ al 2️⃣8️⃣, 🔟 personas', 'es')).toBe('25 al 28, 10 personas');
    expect(spellOutShorthand('cartagenaaaa siiii, el laureles jardinnn', 'es')).toBe('cartagena si, el laureles jardin');
    // Two of a letter are Spanish spelling ("llegar", "carro"), not stretching.
    expect(spellOutShorthand('llegar en carro', 'es')).toBe('llegar en carro');
  });

  it('a word inside an address, a code or an abbreviation, an acronym in capitals and "x 3" ending a message stay as typed', () => {
    expect(spellOutShorthand('Bogotá D.C., d@correo.co, www.q.com, ref pa-12', 'es')).toBe('Bogotá D.C., d@correo.co, www.q.com, ref pa-12');
    expect(spellOutShorthand("I'm Carla, PA to Mr. Chen; PS: q", 'en')).toBe("I'm Carla, PA to Mr. Chen; PS: que");
    expect(spellOutShorthand('pasado mañana x 3', 'es')).toBe('pasado mañana x 3');
    expect(spellOutShorthand('12/01 al 15/01 x 1 persona', 'es')).toBe('12/01 al 15/01 por 1 persona');
  });

  it('the lexicon is checked at load: a key in "any" and in a language, or a key that is no folded word, is named', () => {
    const about = 'test';
    const soundalikes = { note: 'test', es: ['doce'] };
    const portuguese = { note: 'test', words: { dois: 'dos' }, phrases: { 'so eu': 'solo yo' }, weekdays: { sexta: 'viernes' }, weekdayCues: ['chegada'] };
    const italian = { note: 'test', words: { notti: 'noches' }, phrases: { 'io e': 'yo y' } };
    const words = { any: {}, es: {}, en: {} };
    const counted = { note: 'test', es: ['noches'], en: ['nights'], notTypos: [] };
    expect(() => parseShorthandLexicon({ about, words: { any: { d: 'de' }, es: { d: 'de' }, en: {} }, portuguese, italian, soundalikes, counted })).toThrow(
      /"d" is already in "any"/,
    );
    expect(() => parseShorthandLexicon({ about, words: { any: { 'D.': 'de' }, es: {}, en: {} }, portuguese, italian, soundalikes, counted })).toThrow(
      /words\.any\["D\."\]/,
    );
    expect(() => parseShorthandLexicon({ about, words, portuguese, soundalikes: { note: 'test', es: ['Doce'] }, italian, counted })).toThrow(/soundalikes/);
    expect(() => parseShorthandLexicon({ about, words, portuguese: { ...portuguese, phrases: { natal: 'navidad' } }, italian, soundalikes, counted })).toThrow(
      /portuguese\.phrases/,
    );
    expect(() => parseShorthandLexicon({ about, words, portuguese, italian, soundalikes, counted: { ...counted, en: ['Nights'] } })).toThrow(/counted\.en/);
  });

  it('a conversation reads the shorthand, the name question too; a capital initial stays an initial', async () => {
    const chat = new Chat('es');
    await chat.text('cartagena dsd el 1️⃣5️⃣ d enero x 2 noches, yo y mi hija d 7');
    expect(chat.state.search).toMatchObject({ city: 'Cartagena', nights: 2, adults: 1, children: 1, ages: [7] });
    expect(chat.state.search.checkin?.slice(5)).toBe('01-15');
    const name = await atGuestName();
    await name.text('luisa fernanda d la cruz');
    expect(name.state.guest).toMatchObject({ firstName: 'Luisa Fernanda', lastName: 'de la Cruz' });
    expect(spellOutShorthand('Juan D Pérez', 'es')).toBe('Juan D Pérez');
    expect(spellOutShorthand('D la cruz, Q tal', 'es')).toBe('De la cruz, Q tal');
  });
});

describe('in a Spanish chat a word typed by its sound is read as the word meant', () => {
  it.each([
    ['el dose de junio', 'el doce de junio'],
    ['del dose al catorse de disiembre', 'del doce al catorce de diciembre'],
    ['de oy en ocho', 'de hoy en ocho'],
    ['somos sinco, kiero una abitacion asta el beinte', 'somos cinco, quiero una habitacion hasta el veinte'],
    ['me ekivoque, bolver', 'me equivoque, volver'],
    ['Medeyin', 'Medellin'],
  ])('%s', (typed, meant) => {
    expect(spellOutShorthand(typed, 'es')).toBe(meant);
  });

  it('words typed right, names, other words and English chats stay as typed (near misses)', () => {
    expect(spellOutShorthand('doce de diciembre, Gomes', 'es')).toBe('doce de diciembre, Gomes');
    expect(spellOutShorthand('casa cerca al mar', 'es')).toBe('casa cerca al mar');
    expect(spellOutShorthand('the dose is ok', 'en')).toBe('the dose is ok');
  });

  it('the sound key is one for the spellings of one sound', () => {
    expect(soundKey('quiero')).toBe(soundKey('kiero'));
    expect(soundKey('barranquilla')).toBe(soundKey('varranquiya'));
    expect(soundKey('diciembre')).toBe(soundKey('disiembre'));
    expect(soundKey('ocho')).not.toBe(soundKey('oco'));
  });

  it('a conversation reads them: the date, the nights, the party and a person asked for', async () => {
    const chat = new Chat('es');
    await chat.text('ola bamos a cartagena el dose de disiembre x tres noches somos dos');
    expect(chat.state.search).toMatchObject({ city: 'Cartagena', nights: 3, adults: 2 });
    expect(chat.state.search.checkin?.slice(5)).toBe('12-12');
    // (the test chat has no staff to hand off to: the guest is told so, as for "quiero hablar con el gerente")
    const other = new Chat('es');
    const replies = await other.text('kiero ablar con el gerente');
    expect(replies[0]?.text).toMatch(/persona del hotel/);
  });
});

describe('Portuguese written into a Spanish chat is read as the Spanish meant', () => {
  it.each([
    ['dois adultos, 5 noites', 'dos adultos, 5 noches'],
    ['depois de amanhã', 'pasado mañana'],
    ['de sexta a domingo', 'del viernes al domingo'],
    ['segunda que vem', 'el lunes que viene'],
    ['só eu', 'solo yo'],
    ['Meu nome é João da Silva', 'mi nombre es João da Silva'],
    ['uma semana e meia', 'una semana y media'],
    ['do 10 ao 15 de janeiro', 'del 10 al 15 de janeiro'],
    ['a partir do dia 20, um quarto', 'a partir del día 20, un cuarto'],
    ['até o dia 3', 'hasta el día 3'],
  ])('%s', (typed, meant) => {
    expect(spellOutShorthand(typed, 'es')).toBe(meant);
  });

  it('Spanish words of another meaning stay, and an English chat is left alone (near misses)', () => {
    expect(spellOutShorthand('no, la segunda semana', 'es')).toBe('no, la segunda semana');
    expect(spellOutShorthand('so two adults', 'en')).toBe('so two adults');
    expect(spellOutShorthand('Maria do Carmo', 'es')).toBe('Maria do Carmo');
  });

  it('a conversation reads a whole request in portunhol', async () => {
    const chat = new Chat('es');
    await chat.text('oi, quero um quarto em Cartagena dia vinte de dezembro, 5 noites, dois adultos');
    expect(chat.state.search).toMatchObject({ city: 'Cartagena', nights: 5, adults: 2 });
    expect(chat.state.search.checkin?.slice(5)).toBe('12-20');
  });

  it('a range said "do … ao …" is a check-in and a check-out, not one day', async () => {
    const chat = new Chat('es');
    await chat.text('quero um quarto em Santa Marta do 10 ao 15 de janeiro, eu e minha esposa');
    expect(chat.state.search).toMatchObject({ city: 'Santa Marta', adults: 2, nights: 5 });
    expect(chat.state.search.checkin?.slice(5)).toBe('01-10');
  });
});
