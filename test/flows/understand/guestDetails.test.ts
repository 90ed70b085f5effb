/**
 * Guest details read as general rules (names typed surname first, fillers,
 * labelled parts; a country beside a phone; multi-word country names; an
 * address with a space inside; nicknames and small talk at the residence
 * question), in both languages.
 */
import { describe, expect, it } from 'vitest';
import { extractContact, extractPerson, parseNameLexicon } from '../../../src/flows/understand/guest/index.js';
import { foldKeepLength, spellCompoundNumbers } from '../../../src/flows/understand/text.js';
import type { GuestFound, Message, Slot } from '../../../src/flows/understand/types.js';
import { readOnMonday as read } from './read.js';

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

/** A message as `understand` prepares it for the contact extractor: multi-word numbers already in digits. */
function spelled(raw: string, lang: Lang, expecting?: Slot): Message {
  return { ...msg(raw, lang, expecting), folded: spellCompoundNumbers(foldKeepLength(raw)) };
}

describe('round 6 names: holder over speaker, surname first after a label, married names, nicknames, corrections', () => {
  const rows: Row[] = [
    // The booking's holder wins over the speaker's self-introduction.
    ["I'm John, but book it for my boss, Robert Chen", 'en', 'name', { firstName: 'Robert', lastName: 'Chen' }],
    ['soy Ximena Beltrán, la asistente, pero va a nombre de la Dra. Patricia Lozano', 'es', 'name', { firstName: 'Patricia', lastName: 'Lozano' }],
    ['a nombre del Dr. Julián Pérez', 'es', 'name', { firstName: 'Julián', lastName: 'Pérez' }],
    ['para el señor Ho-Jun Park', 'es', 'name', { firstName: 'Ho-Jun', lastName: 'Park' }],
    // Outside the name question a title after "para" is no name.
    ['para el dr perez 1 hab sencilla', 'es', undefined, undefined],
    // Surname first with a comma after a trigger; the slash form of airline tickets.
    ['Name: WILLIAMS, Robert (Mr)', 'en', 'name', { firstName: 'Robert', lastName: 'Williams' }],
    ['El nombre es Ramírez, Diana', 'es', 'name', { firstName: 'Diana', lastName: 'Ramírez' }],
    ['PEREZ GOMEZ / JUAN CARLOS', 'es', 'name', { firstName: 'Juan Carlos', lastName: 'Perez Gomez' }],
    // Form labels: the bare name label beside a last-name label holds the given names; holder labels.
    ['Nombre: Luz Marina. Apellidos: Cardona Ríos', 'es', 'name', { firstName: 'Luz Marina', lastName: 'Cardona Ríos' }],
    ['Titular: LUZ MARINA OSORIO DE RAMÍREZ', 'es', 'name', { firstName: 'Luz Marina', lastName: 'Osorio de Ramírez' }],
    ['Sebastián, apellido Valencia', 'es', 'name', { firstName: 'Sebastián', lastName: 'Valencia' }],
    ['camilo andres, ah y el apellido vargas', 'es', 'name', { firstName: 'Camilo Andres', lastName: 'Vargas' }],
    // A married or compound surname with "de": the word before it belongs to the surname.
    ['Gabriela Vásquez de Mora', 'es', 'name', { firstName: 'Gabriela', lastName: 'Vásquez de Mora' }],
    ['Mi nombre es Gloria Inés Montoya de Arango', 'es', 'name', { firstName: 'Gloria Inés', lastName: 'Montoya de Arango' }],
    ['María José de la Cruz', 'es', 'name', { firstName: 'María José', lastName: 'de la Cruz' }],
    // Nicknames: the full name wins; a nickname alone stays the name.
    ['Call me Liz — full name Elizabeth Walker', 'en', 'name', { firstName: 'Elizabeth', lastName: 'Walker' }],
    ['valentina rojas, pero me dicen vale', 'es', 'name', { firstName: 'Valentina', lastName: 'Rojas' }],
    ['Call me Mike', 'en', 'name', { firstName: 'Mike' }],
    // Courtesy and words of address are never names.
    ['luisa fernanda ortiz, pa servirle', 'es', 'name', { firstName: 'Luisa Fernanda', lastName: 'Ortiz' }],
    ['cheers mate', 'en', 'name', undefined],
    ['a la orden', 'es', 'name', undefined],
    // A name taken back and said again; a bare "no" between two names takes nothing back.
    ['me llamo pedro pablo perdón pedro josé ortiz', 'es', 'name', { firstName: 'Pedro José', lastName: 'Ortiz' }],
    ['Carlos Mario, no perdón, Carlos Alberto Restrepo', 'es', 'name', { firstName: 'Carlos Alberto', lastName: 'Restrepo' }],
    ['mi apellido es ospina no osorio', 'es', 'confirm', { lastName: 'Ospina' }],
    // Professional titles are dropped like courtesy titles.
    ['Ing. Carlos Mario Gómez', 'es', 'name', { firstName: 'Carlos Mario', lastName: 'Gómez' }],
  ];
  for (const [text, lang, expecting, expected] of rows) {
    it(`${lang} ${expecting ?? '-'}: ${text}`, () => {
      expect(values(extractPerson(msg(text, lang, expecting)))).toEqual(expected);
    });
  }
});

describe('round 6 phones: local SIM, the old Mexican mobile, corrections, dictated groups, two readings', () => {
  const rows: [text: string, lang: Lang, expected: Omit<GuestFound, 'spans'> | undefined][] = [
    ['Got a local SIM: 310 555 1234', 'en', { phone: '+573105551234', phoneCountry: 'COL' }],
    ['+52 1 55 1234 5678', 'es', { phone: '+525512345678', phoneCountry: 'MEX' }],
    ['3001234567 perdón 3001234576', 'es', { phone: '+573001234576', phoneCountry: 'COL' }],
    ['el teléfono es 311 222 3344, no 311 222 3345', 'es', { phone: '+573112223344', phoneCountry: 'COL' }],
    ['3001112233... no, 3001112234', 'es', { phone: '+573001112234', phoneCountry: 'COL' }],
    ['+57 300 111 2233 oops typo, +57 300 111 2234', 'en', { phone: '+573001112234', phoneCountry: 'COL' }],
    ['+57 3OO 123 4567', 'es', { phone: '+573001234567', phoneCountry: 'COL' }],
    // Two different numbers without a correction: none (asked).
    ['3001234567 o 3001234576', 'es', undefined],
    // Valid both in Colombia and the US: the chat's region, and both readings offered.
    ['305 555 0142', 'en', { phone: '+13055550142', phoneCountry: 'USA', phoneOptions: ['+13055550142', '+573055550142'] }],
    // In a Spanish chat a number valid in Colombia is Colombian.
    ['3055550142', 'es', { phone: '+573055550142', phoneCountry: 'COL' }],
    // Valid in one only: a Colombian number is taken; one only valid in the US or Canada is offered to confirm (the code was left out).
    ['(202) 555-0143', 'en', { phoneOptions: ['+12025550143'] }],
    ['3001112233', 'en', { phone: '+573001112233', phoneCountry: 'COL' }],
  ];
  for (const [text, lang, expected] of rows) {
    it(`${lang}: ${text}`, () => {
      expect(values(extractContact(msg(text, lang, 'phone')))).toEqual(expected);
    });
  }
  const dictated: [text: string, phone: string | undefined][] = [
    ['trescientos uno, doscientos veinte, treinta, cuarenta', '+573012203040'],
    ['tres diez cinco cinco cinco doce treinta y cuatro', '+573105551234'],
    ['trescientos diez, cuatrocientos cincuenta y seis, setenta y ocho, noventa', '+573104567890'],
    // A correction of the number's ending: the last digit replaced.
    ['mi número es el tres cero cero eh uno dos tres cuatro cinco seis siete no perdón ocho al final', '+573001234568'],
    // A correction after the number that is not read: nothing taken.
    ['tres cero cero uno dos tres cuatro cinco seis siete no perdón el otro', undefined],
  ];
  for (const [text, phone] of dictated) {
    it(`es dictated: ${text}`, () => {
      expect(extractContact(spelled(text, 'es', 'phone'))?.phone).toBe(phone);
    });
  }
});

describe('round 6 emails: spaced, bracketed, joined, corrected, alternatives, mistyped providers', () => {
  const rows: [text: string, lang: Lang, expected: Omit<GuestFound, 'spans'> | undefined][] = [
    ['dani.moreno @ gmail . com', 'es', { email: 'dani.moreno@gmail.com' }],
    ['pipe_23 @ yahoo.es', 'es', { email: 'pipe_23@yahoo.es' }],
    ['linh.nguyen@gmail .com', 'en', { email: 'linh.nguyen@gmail.com' }],
    ['valerojas (arroba) gmail.com', 'es', { email: 'valerojas@gmail.com' }],
    ["it's emily(at)outlook(dot)com", 'en', { email: 'emily@outlook.com' }],
    ['carlos a roba yahoo punto es', 'es', { email: 'carlos@yahoo.es' }],
    ['mariagomez85 todo junto arroba gmail punto com', 'es', { email: 'mariagomez85@gmail.com' }],
    ['patricia salazar arroba gmail punto com todo junto', 'es', { email: 'patriciasalazar@gmail.com' }],
    ['ana maria duque at gmail dot com, all together', 'en', { email: 'anamariaduque@gmail.com' }],
    // Without "todo junto", words before "arroba" glued are only offered back as a choice.
    ['patricia salazar arroba gmail punto com', 'es', { emailOptions: ['patriciasalazar@gmail.com'] }],
    ['juanca_rs@hotmail.com, no perdon, juanca_rs@gmail.com', 'es', { email: 'juanca_rs@gmail.com' }],
    // A contrast: the address said first stands, the one after "no" is denied (", no" in both languages, a bare "no" in Spanish).
    ['el correo es juanp@gmail.com no juan@gmail.com', 'es', { email: 'juanp@gmail.com' }],
    ['juanp@gmail.com, not juan@gmail.com', 'en', { email: 'juanp@gmail.com' }],
    ['chris.evans@gmail.com — wait, chris.evans88@gmail.com', 'en', { email: 'chris.evans88@gmail.com' }],
    ['laura@gmial.com perdón, gmail', 'es', { email: 'laura@gmail.com' }],
    ['either anna.k@gmail.com or anna.k@outlook.com', 'en', { emailOptions: ['anna.k@gmail.com', 'anna.k@outlook.com'] }],
    ['jen@gmial.com', 'en', { emailOptions: ['jen@gmail.com'] }],
    ['lisa.m@gmail,com', 'en', { emailOptions: ['lisa.m@gmail.com'] }],
    ['ana@gmail.com . Gracias', 'es', { email: 'ana@gmail.com' }],
  ];
  for (const [text, lang, expected] of rows) {
    it(`${lang}: ${text}`, () => {
      expect(values(extractContact(msg(text, lang, 'email')))).toEqual(expected);
    });
  }
});

describe('round 6 countries and residence: cities and states at the country question, endonyms, denials, corrections', () => {
  const rows: Row[] = [
    ['soy de Guayaquil', 'es', 'country', { country: 'ECU' }],
    ['soy de Medellín', 'es', 'country', { country: 'COL' }],
    ['Texas', 'en', 'country', { country: 'USA' }],
    ['gringo jaja, de Texas', 'es', 'country', { country: 'USA' }],
    // A city of several countries is not read; "Georgia" is a country and a state.
    ['soy de Valencia', 'es', 'country', undefined],
    ['Georgia', 'en', 'country', { countryOptions: ['GEO', 'USA'] }],
    ['Deutschland', 'en', 'country', { country: 'DEU' }],
    ['Méjico', 'es', 'country', { country: 'MEX' }],
    ['Austria (not Australia!)', 'en', 'country', { country: 'AUT' }],
    ['de austria no perdón de australia', 'es', 'country', { country: 'AUS' }],
    ['Colombia, no perdón, vivo en Panamá hace años, póngale Panamá', 'es', 'country', { country: 'PAN' }],
    ['Colombia, vivo en Pereira', 'es', 'country', { country: 'COL', residenceCity: 'Pereira' }],
    // Elsewhere "soy de Medellín" is still where the guest lives.
    ['soy de Medellín', 'es', undefined, { residenceCity: 'Medellín' }],
    ['NYC', 'en', 'residenceCity', { residenceCity: 'New York' }],
    ['domiciliado en Bucaramanga', 'es', 'residenceCity', { residenceCity: 'Bucaramanga' }],
  ];
  for (const [text, lang, expecting, expected] of rows) {
    it(`${lang} ${expecting ?? '-'}: ${text}`, () => {
      expect(values(extractPerson(msg(text, lang, expecting)))).toEqual(expected);
    });
  }
});

describe('round 7 names: comma order, couples, corrections, remarks, nationality after the name', () => {
  const rows: Row[] = [
    // One word, a comma, one word: surname first even when the given name is not in the lexicon.
    ['Nguyen, Linh', 'en', 'name', { lastName: 'Nguyen', firstName: 'Linh' }],
    ['Ana, María', 'es', 'name', undefined],
    // A couple's titles, then their surname: the last name only (the first name is asked).
    ['Mr and Mrs Taylor', 'en', 'name', { lastName: 'Taylor' }],
    ['el señor y la señora Gómez', 'es', 'name', { lastName: 'Gómez' }],
    // "well"/"actually" take a name back; a remark that it is the name on the papers is dropped.
    ["Bob... well Robert Johnson, that's what's on my passport", 'en', 'name', { firstName: 'Robert', lastName: 'Johnson' }],
    ['Laura Gómez, como aparece en la cédula', 'es', 'name', { firstName: 'Laura', lastName: 'Gómez' }],
    ['Robert Johnson, my passport number is 123', 'en', 'name', { firstName: 'Robert', lastName: 'Johnson' }],
    // A first name respelt with a remark on its letters: the surname is kept.
    ['Sarah Miller — sorry, Sara without the h', 'en', 'name', { firstName: 'Sara', lastName: 'Miller' }],
    ['Jhon Pérez, perdón, John sin hache', 'es', 'name', { firstName: 'John', lastName: 'Pérez' }],
    // A nationality word ending the answer after the name's comma.
    ['Juan Pérez, mexicano', 'es', 'name', { firstName: 'Juan', lastName: 'Pérez', country: 'MEX' }],
    ['Luis Ángel Hernández Castillo, mexicano', 'es', 'name', { firstName: 'Luis Ángel', lastName: 'Hernández Castillo', country: 'MEX' }],
    // A lowercase remark, a colon, then the name.
    ['Me llamo Óscar y mi apellido es medio raro: Ñañez', 'es', 'name', { firstName: 'Óscar', lastName: 'Ñañez' }],
    ['my surname is a bit unusual: Xu', 'en', 'name', { lastName: 'Xu' }],
    // The spelling said outright at the summary, another denied after it.
    ['Surname is spelled Smyth, not Smith', 'en', 'confirm', { lastName: 'Smyth' }],
    ['mi apellido se escribe Ñañez', 'es', 'confirm', { lastName: 'Ñañez' }],
  ];
  for (const [text, lang, expecting, expected] of rows) {
    it(`${lang} ${expecting ?? '-'}: ${text}`, () => {
      expect(values(extractPerson(msg(text, lang, expecting)))).toEqual(expected);
    });
  }
});

describe('round 7 places: citizenship, "City, Country", parts of the city, later clauses, corrections', () => {
  const rows: Row[] = [
    // "a" before a country named as a citizenship is an article; a residence in another country beside it makes
    // "Which country are you from?" unsure in English: nothing is taken, both offered (the dialogue asks which is meant).
    ["I'm a US citizen but I live in Spain", 'en', 'country', { countryOptions: ['USA', 'ESP'] }],
    ["I'm a US citizen", 'en', 'country', { country: 'USA' }],
    // "City, Country" answering where the guest lives: the country too.
    ['Madrid, España', 'es', 'residenceCity', { residenceCity: 'Madrid', country: 'ESP' }],
    ['Vivo en Madrid, España', 'es', 'residenceCity', { residenceCity: 'Madrid', country: 'ESP' }],
    ['São Paulo, Brazil', 'en', 'residenceCity', { residenceCity: 'São Paulo', country: 'BRA' }],
    // Elsewhere the country said with a city is not the guest's nationality.
    ['vivo en Madrid, España', 'es', undefined, { residenceCity: 'Madrid' }],
    // A part of a known city after ", en".
    ['Bogotá, en Suba', 'es', 'residenceCity', { residenceCity: 'Bogotá' }],
    ['Medellín, en El Poblado', 'es', 'residenceCity', { residenceCity: 'Medellín' }],
    ['Bogotá, en Colombia', 'es', 'residenceCity', undefined],
    // A known city, then another clause about something else.
    ['Medellín pero trabajo en Panamá', 'es', 'residenceCity', { residenceCity: 'Medellín' }],
    ['Medellín, I moved here last year', 'en', 'residenceCity', { residenceCity: 'Medellín' }],
    ['Cali, pero no, mejor Bogotá', 'es', 'residenceCity', undefined],
    // The city corrected at the summary.
    ['la ciudad no es Cali sino Palmira', 'es', 'confirm', { residenceCity: 'Palmira' }],
    ["the city isn't Cali but Palmira", 'en', 'confirm', { residenceCity: 'Palmira' }],
  ];
  for (const [text, lang, expecting, expected] of rows) {
    it(`${lang} ${expecting ?? '-'}: ${text}`, () => {
      expect(values(extractPerson(msg(text, lang, expecting)))).toEqual(expected);
    });
  }
});

describe('round 7 contact: numbers of other countries, a preferred address, glued spoken words', () => {
  const rows: Row[] = [
    // The United Kingdom's drama range (07700 900xxx) is read as a UK mobile.
    ['+44 7700 900123', 'en', 'phone', { phone: '+447700900123', phoneCountry: 'GBR' }],
    ['07700 900123, UK mobile', 'en', 'phone', { phone: '+447700900123', phoneCountry: 'GBR' }],
    ['0412 345 678 (Aussie mobile)', 'en', 'phone', { phone: '+61412345678', phoneCountry: 'AUS' }],
    // A trunk-0 national number, no country, English chat: its readings in the likely countries are offered.
    ['07700 900123', 'en', 'phone', { phoneOptions: ['+447700900123'] }],
    ['0412 345 678', 'en', 'phone', { phoneOptions: ['+61412345678', '+353412345678'] }],
    // Valid in three likely countries: not offered; not at another question; never in a Spanish chat.
    ['02 1123 4567', 'en', 'phone', undefined],
    ['0412 345 678', 'en', undefined, undefined],
    ['0412 345 678', 'es', 'phone', undefined],
    // Two addresses and a preference by order.
    ['you can reach me at lisa.m@protonmail.com or lisa@work.com, prefer the first', 'en', 'email', { email: 'lisa.m@protonmail.com' }],
    ['ana@gmail.com o ana@hotmail.com, mejor el segundo', 'es', 'email', { email: 'ana@hotmail.com' }],
    // Words before "arroba" glued, offered back (not taken); never a greeting or a said separator.
    ['mi correo es laura gomez 85 arroba gmail punto com', 'es', 'email', { emailOptions: ['lauragomez85@gmail.com'] }],
    ['ana punto arroba gmail punto com', 'es', 'email', undefined],
  ];
  for (const [text, lang, expecting, expected] of rows) {
    it(`${lang} ${expecting ?? '-'}: ${text}`, () => {
      expect(values(extractContact(msg(text, lang, expecting)))).toEqual(expected);
    });
  }
});

describe('round 8 contact: dictated numbers with a country, typed codes, identity numbers, retyped numbers, copies', () => {
  const rows: Row[] = [
    // A country word said beside a number dictated in words decides its region.
    ['nine eight four five zero, six seven eight nine zero, India', 'en', 'phone', { phone: '+919845067890', phoneCountry: 'IND' }],
    // Dictated, no country, English chat: valid as a US number and a Colombian mobile, both offered ("oh" is 0).
    [
      'three one five, five five five, oh one nine nine',
      'en',
      'phone',
      { phone: '+13155550199', phoneCountry: 'USA', phoneOptions: ['+13155550199', '+573155550199'] },
    ],
    // A country's two-letter code typed in capitals beside the number.
    ['305.555.0142, US cell', 'en', 'phone', { phone: '+13055550142', phoneCountry: 'USA' }],
    ['0917-123-4567, Globe, PH', 'en', 'phone', { phone: '+639171234567', phoneCountry: 'PHL' }],
    // A number after an identity or tax label is that document's number, never a phone.
    ['factura a nombre de la empresa, NIT 901.555.321-0', 'es', undefined, undefined],
    ['mi cédula es 1020304050', 'es', 'phone', undefined],
    // A lone "no" between two numbers takes the first back.
    ['3001112233... no, 3001112234, el último es 4', 'es', 'phone', { phone: '+573001112234', phoneCountry: 'COL' }],
    // "actually" between two addresses is a correction; an address to copy ("cc …") is not the guest's.
    ['use bongani@dlamini.co.za or actually no, bongani.d@gmail.com', 'en', 'email', { email: 'bongani.d@gmail.com' }],
    ['mark.dawson@acme-corp.com (cc my assistant pete@acme-corp.com)', 'en', 'email', { email: 'mark.dawson@acme-corp.com' }],
  ];
  for (const [text, lang, expecting, expected] of rows) {
    it(`${lang} ${expecting ?? '-'}: ${text}`, () => {
      expect(values(extractContact(msg(text, lang, expecting)))).toEqual(expected);
    });
  }
});

describe('round 8 person: the writer is not the guest, companies, names said twice, places', () => {
  const rows: Row[] = [
    // A self-introduction with an organisation or a role is the requester's: not the guest's name.
    ["Hi, I'm Jennifer from Acme HR. We need a hotel for a new hire.", 'en', undefined, undefined],
    ['Hola, soy Diana de recursos humanos. Vienen tres consultores.', 'es', undefined, undefined],
    ['Hola, le habla Gloria de Turismo Express.', 'es', undefined, undefined],
    ["I'm Tom, the PA, booking for a client", 'en', undefined, undefined],
    ['soy Ximena Beltrán, la asistente, pero va a nombre de la Dra. Patricia Lozano', 'es', 'name', { firstName: 'Patricia', lastName: 'Lozano' }],
    // The one a PA works for holds the booking when the message says so.
    ["I'm Carla, PA to Mr. David Chen. Please put the booking under his name.", 'en', undefined, { firstName: 'David', lastName: 'Chen' }],
    ["I'm Carla, PA to Mr. David Chen.", 'en', undefined, undefined],
    // A place after "from"/"de" is no affiliation.
    ['Hi this is Sarah from Boston', 'en', undefined, { firstName: 'Sarah' }],
    // A company is never a person's name.
    ['necesito factura a nombre de Inversiones López SAS', 'es', undefined, undefined],
    ['a nombre de Constructora Bolívar', 'es', 'name', undefined],
    ['a nombre de Pedro Gómez S.A.S.', 'es', 'name', undefined],
    // Three words in an English chat: given, middle, family name; a Spanish given name first keeps two surnames.
    ['Name: Rajesh Kumar Gupta', 'en', 'name', { firstName: 'Rajesh Kumar', lastName: 'Gupta' }],
    ['Carlos Ruiz Gómez', 'en', 'name', { firstName: 'Carlos', lastName: 'Ruiz Gómez' }],
    ['Rajesh Kumar Gupta', 'es', 'name', { firstName: 'Rajesh', lastName: 'Kumar Gupta' }],
    // A Spanish surname last after a word no given name is the Spanish use in English too: two surnames.
    ['Ashley Valencia Suárez', 'en', 'name', { firstName: 'Ashley', lastName: 'Valencia Suárez' }],
    ['Mark Anthony Bautista', 'en', 'name', { firstName: 'Mark Anthony', lastName: 'Bautista' }],
    // A generational suffix ends the surname.
    ['Robert Smith Jr.', 'en', 'name', { firstName: 'Robert', lastName: 'Smith Jr.' }],
    ['John Davis III', 'en', 'name', { firstName: 'John', lastName: 'Davis III' }],
    // A surname said alone, then the whole name ending with it.
    ["the name's Bond. James Bond 😄", 'en', 'name', { firstName: 'James', lastName: 'Bond' }],
    // "soy de <city>" beside a number at the contact questions is origin, not residence.
    ['whatsapp +34 612 34 56 78, soy de Madrid', 'es', 'phone', undefined],
    ['soy de Medellín', 'es', undefined, { residenceCity: 'Medellín' }],
    // Country question, both languages: a nationality and a residence elsewhere are asked back (nothing taken,
    // offered, the nationality first; the nationality alone to confirm where the residence's country is unknown).
    ["I'm Colombian but I live in Canada", 'en', 'country', { countryOptions: ['COL', 'CAN'] }],
    ['Indian but I live in Dubai', 'en', 'country', { countryOptions: ['IND'] }],
    ["I'm American, I live in Miami", 'en', 'country', { country: 'USA', residenceCity: 'Miami' }],
    ['colombiana pero vivo en Miami', 'es', 'country', { countryOptions: ['COL', 'USA'] }],
    ['soy venezolana pero vivo en Bogotá hace diez años', 'es', 'country', { countryOptions: ['VEN', 'COL'] }],
    ['soy colombiano, pero vivo en Estados Unidos hace 20 años', 'es', 'country', { countryOptions: ['COL', 'USA'] }],
    ['Estados Unidos, vivimos en Miami', 'es', 'country', { country: 'USA', residenceCity: 'Miami' }],
    // Demonyms and names of more countries.
    ['Naija!', 'en', 'country', { country: 'NGA' }],
    ['Ghanaian', 'en', 'country', { country: 'GHA' }],
    ['Bharat', 'en', 'country', { country: 'IND' }],
    // After a city's region, a country after a second comma; a city's nickname after it is the same city.
    ['Miami, Florida, USA', 'en', 'residenceCity', { residenceCity: 'Miami', country: 'USA' }],
    ['Houston, TX', 'en', 'residenceCity', { residenceCity: 'Houston' }],
    ['Barranquilla, la arenosa', 'es', 'residenceCity', { residenceCity: 'Barranquilla' }],
  ];
  for (const [text, lang, expecting, expected] of rows) {
    it(`${lang} ${expecting ?? '-'}: ${text}`, () => {
      expect(values(extractPerson(msg(text, lang, expecting)))).toEqual(expected);
    });
  }
});

describe('round 9 names: remarks after the name, names said twice, parts stated, respellings', () => {
  const rows: Row[] = [
    // A remark set apart by punctuation, with no other name in it, is passed over.
    ['Leidy Johana Cuesta, Johana con J', 'es', 'name', { firstName: 'Leidy Johana', lastName: 'Cuesta' }],
    ["It's Aoife Murphy, A-O-I-F-E", 'en', 'name', { firstName: 'Aoife', lastName: 'Murphy' }],
    ['Declan Byrne please, Byrne with a Y', 'en', 'name', { firstName: 'Declan', lastName: 'Byrne' }],
    ['Hernando Antonio Ruiz Peña (el abuelo es el titular)', 'es', 'name', { firstName: 'Hernando Antonio', lastName: 'Ruiz Peña' }],
    ['Mark Dawson — put it under the company if possible', 'en', 'name', { firstName: 'Mark', lastName: 'Dawson' }],
    ['Nora Quinn (that is how the airline spells it)', 'en', 'name', { firstName: 'Nora', lastName: 'Quinn' }],
    ['a nombre mío, Sandra Milena Ortiz, la que paga soy yo', 'es', 'name', { firstName: 'Sandra Milena', lastName: 'Ortiz' }],
    ['Carlos Andrés Muñoz, aunque todos me dicen Caliche', 'es', 'name', { firstName: 'Carlos Andrés', lastName: 'Muñoz' }],
    // A remark naming someone else as the holder or taking the name back: nothing is read; holding another name: the
    // name is offered back to confirm, never taken.
    ['Ana Gómez, pero a nombre de mi esposo', 'es', 'name', undefined],
    ['Ana Gómez, y mi esposo Pedro', 'es', 'name', { nameToConfirm: { firstName: 'Ana', lastName: 'Gómez' } }],
    ['ana gomez, lopez', 'es', 'name', undefined],
    ['Ana Gomes, no, gómez con z', 'es', 'name', undefined],
    // The name said again, whole.
    ['Valentina, Valentina Ríos', 'es', 'name', { firstName: 'Valentina', lastName: 'Ríos' }],
    ['Valentina... Valentina Ospina', 'es', 'name', { firstName: 'Valentina', lastName: 'Ospina' }],
    ['Felipe, pero me dicen Pipe. Felipe Ramírez', 'es', 'name', { firstName: 'Felipe', lastName: 'Ramírez' }],
    // The parts stated in a remark.
    ['Tan Wei Ming — Tan is my family name', 'en', 'name', { firstName: 'Wei Ming', lastName: 'Tan' }],
    ['Chiamaka Obi, Obi es el apellido', 'es', 'name', { firstName: 'Chiamaka', lastName: 'Obi' }],
    ['Watanabe Kenji — sorry, Japanese order; Kenji is my first name', 'en', 'name', { firstName: 'Kenji', lastName: 'Watanabe' }],
    ['Okafor Chidi (surname first)', 'en', 'name', { firstName: 'Chidi', lastName: 'Okafor' }],
    ['Nguyen Van An (surname first)', 'en', 'name', undefined],
    // One word respelt: that word replaced; given names put back: the surname kept.
    ['Fiona Campbel, sorry Campbell with two Ls', 'en', 'name', { firstName: 'Fiona', lastName: 'Campbell' }],
    ['Fiona Campbel, sorry Campbell', 'en', 'name', { firstName: 'Fiona', lastName: 'Campbell' }],
    ['Luis Eduardo Pérez… perdón, Luis Enrique, el corrector me cambió el nombre', 'es', 'name', { firstName: 'Luis Enrique', lastName: 'Pérez' }],
    // Professional titles are dropped like courtesy ones; "dela" is a particle.
    ['a nombre de mi jefe, el ingeniero Álvaro Ortiz Gil', 'es', 'name', { firstName: 'Álvaro', lastName: 'Ortiz Gil' }],
    ['Maria Cristina dela Cruz', 'en', 'name', { firstName: 'Maria Cristina', lastName: 'dela Cruz' }],
  ];
  for (const [text, lang, expecting, expected] of rows) {
    it(`${lang} ${expecting ?? '-'}: ${text}`, () => {
      expect(values(extractPerson(msg(text, lang, expecting)))).toEqual(expected);
    });
  }
});

describe('round 9 contact and places: addresses and lines by purpose, bare Indian mobiles, two countries, "X City", a party from a country', () => {
  type ContactRow = [text: string, lang: Lang, expecting: Slot | undefined, expected: Omit<GuestFound, 'spans'> | undefined];
  const contact: ContactRow[] = [
    // Two addresses, one labelled for the invoice: the other one.
    [
      'para la factura es contabilidad@empresa.co pero la confirmación mándala a mi correo personal: pedro.mora@gmail.com',
      'es',
      'email',
      { email: 'pedro.mora@gmail.com' },
    ],
    ['invoices to billing@acme.com, and my own is tom@acme.com', 'en', 'email', { email: 'tom@acme.com' }],
    // A mobile and a fixed line, each labelled, then a preference: the kind preferred; no preference: nothing.
    ['mi cel es 310 555 7788 y el fijo de la oficina 601 7432100, mejor al cel', 'es', 'phone', { phone: '+573105557788', phoneCountry: 'COL' }],
    ['mi cel es 310 555 7788 y el fijo de la oficina 601 7432100', 'es', 'phone', undefined],
    // Ten bare digits valid in India only, in an English chat: offered, never taken.
    ['98765 43210', 'en', 'phone', { phoneOptions: ['+919876543210'] }],
  ];
  for (const [text, lang, expecting, expected] of contact) {
    it(`${lang} ${expecting ?? '-'}: ${text}`, () => {
      expect(values(extractContact(msg(text, lang, expecting)))).toEqual(expected);
    });
  }
  const person: Row[] = [
    ['soy colombo-venezolano', 'es', 'country', { countryOptions: ['COL', 'VEN'] }],
    ['Colombian-American', 'en', 'country', { countryOptions: ['COL', 'USA'] }],
    ['colombia, pero tambien tengo la española', 'es', 'country', { countryOptions: ['COL', 'ESP'] }],
    ['el Congo', 'es', 'country', { countryOptions: ['COG', 'COD'] }],
    ['Georgia', 'en', 'country', { countryOptions: ['GEO', 'USA'] }],
    ['Colombia', 'es', 'country', { country: 'COL' }],
    ['Cebu City, Philippines', 'en', 'residenceCity', { residenceCity: 'Cebu City', country: 'PHL' }],
    ['Please book it for Ms. Grace Tan', 'en', undefined, { firstName: 'Grace', lastName: 'Tan' }],
    ['we are a family from Germany', 'en', undefined, { country: 'DEU' }],
  ];
  for (const [text, lang, expecting, expected] of person) {
    it(`${lang} ${expecting ?? '-'}: ${text}`, () => {
      expect(values(extractPerson(msg(text, lang, expecting)))).toEqual(expected);
    });
  }
});

const SUN = '2026-11-29'; // a Sunday

function person(text: string, lang: Lang = 'es'): Omit<GuestFound, 'spans'> | undefined {
  const r = extractPerson({ raw: text, folded: foldKeepLength(text), lang, today: SUN, expecting: 'name' });
  if (!r) return undefined;
  const { spans: _spans, ...rest } = r;
  return rest;
}

describe('an address dictated in pieces keeps every piece', () => {
  it('joins plain words into the first part', () => {
    expect(read('manu uribe @ gmail . com', 'es', 'email').guest?.email).toBe('manuuribe@gmail.com');
    expect(read('mi correo es manu uribe @ gmail . com', 'es').guest?.email).toBe('manuuribe@gmail.com');
  });
  it('never drops a word: takes nothing when the pieces are not plain', () => {
    const g = read('hola que tal manu uribe @ gmail . com', 'es', 'email').guest;
    expect(g?.email).not.toBe('uribe@gmail.com');
  });
  it('keeps a spaced address with one first part', () => {
    expect(read('dani.moreno @ gmail . com', 'es', 'email').guest?.email).toBe('dani.moreno@gmail.com');
  });
});

describe('a bracketed area code said with a US place is a US number', () => {
  it.each(['(305) 555-0142 es de miami', '(305) 555-0142 de USA', '(305) 555-0142 de Estados Unidos', '(310) 456-7890 vivo en texas'])('%s', (text) => {
    expect(read(text, 'es', 'phone').guest?.phone?.startsWith('+1')).toBe(true);
  });
  it('without a clue the chat’s reading stands', () => {
    expect(read('(305) 555-0142', 'es', 'phone').guest?.phone).toBe('+573055550142');
  });
});

describe('compound given names', () => {
  it.each([
    ['José Gregorio Hernández', 'es', { firstName: 'José Gregorio', lastName: 'Hernández' }],
    // "Alonso" is as often a first surname as a second given name: after a given name that rarely heads a compound, the
    // second word is the first surname, as for "Javier Martín López" (the guest sees the split in the summary).
    ['jairo alonso quintero', 'es', { firstName: 'Jairo', lastName: 'Alonso Quintero' }],
    ['Juan Pablo Ríos', 'es', { firstName: 'Juan Pablo', lastName: 'Ríos' }],
    ['Luz Marina Fonseca', 'es', { firstName: 'Luz Marina', lastName: 'Fonseca' }],
    ['José Gregorio Hernández', 'en', { firstName: 'José Gregorio', lastName: 'Hernández' }],
    // a devotional second name after a particle is a given name, a place or a thing is a surname
    ['María del Pilar Vanegas', 'es', { firstName: 'María del Pilar', lastName: 'Vanegas' }],
    ['María de los Ángeles Rojas', 'es', { firstName: 'María de los Ángeles', lastName: 'Rojas' }],
    ['María del Carmen', 'es', { firstName: 'María del Carmen' }],
    ['Ana María de la Torre', 'es', { firstName: 'Ana María', lastName: 'de la Torre' }],
    ['Ana de la Torre', 'es', { firstName: 'Ana', lastName: 'de la Torre' }],
    // a second word both a given name and a surname after a name that heads compounds: asked
    ['Carlos León Gómez', 'es', { fullName: 'Carlos León Gómez' }],
    ['Carlos Marín Gómez', 'es', { fullName: 'Carlos Marín Gómez' }],
    ['Fernando Alonso', 'es', { firstName: 'Fernando', lastName: 'Alonso' }],
  ] as const)('%s (%s)', (text, lang, expected) => {
    expect(person(text, lang)).toEqual(expected);
  });

  it('refuses a malformed name lexicon, naming the problem', () => {
    const bad = {
      about: '',
      given: ['ana'],
      alsoSurname: [],
      compoundSecond: ['paz'],
      compoundSecondOfThree: [],
      compoundHeads: [],
      englishGiven: [],
      devotional: { about: '', names: [] },
    };
    expect(() => parseNameLexicon(bad, 'test')).toThrow(/paz/);
    expect(() => parseNameLexicon({ ...bad, compoundSecond: [], given: ['Ána'] }, 'test')).toThrow(/folded/);
  });
});
