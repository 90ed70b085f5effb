/**
 * Guest details read as general rules (names typed surname first, fillers,
 * labelled parts; a country beside a phone; multi-word country names; an
 * address with a space inside; nicknames and small talk at the residence
 * question), in both languages.
 */
import { describe, expect, it } from 'vitest';
import { extractContact, extractPerson } from '../../../src/flows/understand/guest.js';
import { foldKeepLength } from '../../../src/flows/understand/text.js';
import type { GuestFound, Message, Slot } from '../../../src/flows/understand/types.js';

type Lang = 'es' | 'en';

function msg(raw: string, lang: Lang, expecting?: Slot): Message {
  return { raw, folded: foldKeepLength(raw), lang, today: '2026-06-01', expecting };
}

function values(found: GuestFound | undefined): Omit<GuestFound, 'spans'> | undefined {
  if (!found) return undefined;
  const { spans: _spans, ...rest } = found;
  return rest;
}

type Row = [text: string, lang: Lang, expecting: Slot | undefined, expected: Omit<GuestFound, 'spans'> | undefined];

describe('names: surname first, fillers, labelled parts', () => {
  const rows: Row[] = [
    // Passport style: the surname in capitals, then the given names capitalised.
    ['SMITH John', 'en', 'name', { firstName: 'John', lastName: 'Smith' }],
    ['GÓMEZ RESTREPO Ana María', 'es', 'name', { firstName: 'Ana María', lastName: 'Gómez Restrepo' }],
    ['my name is BROWN Emily', 'en', undefined, { firstName: 'Emily', lastName: 'Brown' }],
    // A given name in capitals first is no surname.
    ['ANA Gómez', 'es', 'name', { firstName: 'Ana', lastName: 'Gómez' }],
    // One case throughout, surnames then a given name: the order is unsure, the bot asks.
    ['GARCIA MARQUEZ GABRIEL', 'es', 'name', { fullName: 'Garcia Marquez Gabriel' }],
    ['restrepo uribe laura', 'es', 'name', { fullName: 'Restrepo Uribe Laura' }],
    ['WALKER THOMPSON EMILY', 'en', 'name', { fullName: 'Walker Thompson Emily' }],
    // Usual order stays as it was.
    ['GABRIEL GARCIA MARQUEZ', 'es', 'name', { firstName: 'Gabriel', lastName: 'Garcia Marquez' }],
    // Hesitation words before the name are dropped.
    ['mi nombre es eh laura gómez gómez', 'es', 'name', { firstName: 'Laura', lastName: 'Gómez Gómez' }],
    ['me llamo ehm Carlos Ruiz', 'es', undefined, { firstName: 'Carlos', lastName: 'Ruiz' }],
    ['my name is um John Smith', 'en', undefined, { firstName: 'John', lastName: 'Smith' }],
    ['eh laura gómez', 'es', 'name', { firstName: 'Laura', lastName: 'Gómez' }],
    // Labelled parts, capitals normalised: a particle starting the surname keeps its capital, inside it is lowercase.
    ['APELLIDOS: DE LA HOZ MARTÍNEZ, NOMBRES: CARLOS ALBERTO', 'es', 'name', { firstName: 'Carlos Alberto', lastName: 'De la Hoz Martínez' }],
    ['LAST NAME: VAN DER BERG, FIRST NAME: PIETER', 'en', 'name', { firstName: 'Pieter', lastName: 'Van der Berg' }],
    ['DIANA DE LA CRUZ', 'es', 'name', { firstName: 'Diana', lastName: 'de la Cruz' }],
    ['de la Cruz', 'es', 'lastName', { lastName: 'de la Cruz' }],
  ];
  for (const [text, lang, expecting, expected] of rows) {
    it(`${lang} ${expecting ?? '-'}: ${text}`, () => {
      expect(values(extractPerson(msg(text, lang, expecting)))).toEqual(expected);
    });
  }
});

describe('phones: a country word beside the number decides its region', () => {
  const rows: [text: string, lang: Lang, phone: string | undefined][] = [
    ['my Colombian SIM: 310 456 7890', 'en', '+573104567890'],
    ['my Colombian number is 315 555 0123', 'en', '+573155550123'],
    ['310 456 7890 (Colombia)', 'en', '+573104567890'],
    ['mi celular de Estados Unidos es 310 456 7890', 'es', '+13104567890'],
    ['mi celular mexicano: 55 1234 5678', 'es', '+525512345678'],
    // Without a country word: as before.
    ['310 456 7890', 'es', '+573104567890'],
  ];
  for (const [text, lang, phone] of rows) {
    it(`${lang}: ${text}`, () => {
      expect(extractContact(msg(text, lang, 'phone'))?.phone).toBe(phone);
    });
  }
});

describe('countries: a multi-word name is read whole before its last word', () => {
  const rows: Row[] = [
    ['Northern Ireland', 'en', 'country', { country: 'GBR' }],
    ["I'm from Northern Ireland", 'en', undefined, { country: 'GBR' }],
    ["I'm Northern Irish", 'en', undefined, { country: 'GBR' }],
    ['soy de Irlanda del Norte', 'es', undefined, { country: 'GBR' }],
    ['Ireland', 'en', 'country', { country: 'IRL' }],
    ['soy irlandesa', 'es', undefined, { country: 'IRL' }],
  ];
  for (const [text, lang, expecting, expected] of rows) {
    it(`${lang} ${expecting ?? '-'}: ${text}`, () => {
      expect(values(extractPerson(msg(text, lang, expecting)))).toEqual(expected);
    });
  }
});

describe('emails: a space inside the first part is no address', () => {
  const rows: [text: string, lang: Lang, email: string | undefined][] = [
    ['juan perez@gmail.com', 'es', undefined],
    ['mi correo es maria gomez@hotmail.com', 'es', undefined],
    ['john smith@gmail.com', 'en', undefined],
    // A lead word or punctuation before the address: it stands alone.
    ['es perez@gmail.com', 'es', 'perez@gmail.com'],
    ['my email is smith@gmail.com', 'en', 'smith@gmail.com'],
    ['Ana Ruiz, ana@gmail.com', 'es', 'ana@gmail.com'],
    ['juanperez@gmail.com', 'es', 'juanperez@gmail.com'],
  ];
  for (const [text, lang, email] of rows) {
    it(`${lang}: ${text}`, () => {
      expect(extractContact(msg(text, lang, 'email'))?.email).toBe(email);
    });
  }
});

describe('city of residence: nicknames, and small talk is no place', () => {
  const rows: Row[] = [
    ['en medallo', 'es', 'residenceCity', { residenceCity: 'Medellín' }],
    ['vivo en Medallo', 'es', undefined, { residenceCity: 'Medellín' }],
    ['soy de curramba', 'es', undefined, { residenceCity: 'Barranquilla' }],
    ['I live in Medallo', 'en', undefined, { residenceCity: 'Medellín' }],
    ['bendiciones 🙏', 'es', 'residenceCity', undefined],
    ['amén', 'es', 'residenceCity', undefined],
    ['blessings', 'en', 'residenceCity', undefined],
    ['cheers', 'en', 'residenceCity', undefined],
    // An unknown place still reads as typed.
    ['en zarzal', 'es', 'residenceCity', { residenceCity: 'Zarzal' }],
  ];
  for (const [text, lang, expecting, expected] of rows) {
    it(`${lang} ${expecting ?? '-'}: ${text}`, () => {
      expect(values(extractPerson(msg(text, lang, expecting)))).toEqual(expected);
    });
  }
});
