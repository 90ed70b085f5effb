import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '../../../src/flows/understand/destinations.js';
import { extractContact, extractPerson, parseRegionLexicon } from '../../../src/flows/understand/guest/index.js';
import { understand } from '../../../src/flows/understand/index.js';
import { foldKeepLength, maskSpans, type TextRange } from '../../../src/flows/understand/text.js';
import type { GuestFound, Message, Slot, Understanding } from '../../../src/flows/understand/types.js';

type Lang = 'es' | 'en';

function msg(raw: string, lang: Lang = 'es', expecting?: Slot, masked: TextRange[] = []): Message {
  return { raw, folded: maskSpans(foldKeepLength(raw), masked), lang, today: '2026-06-01', expecting };
}

/** The found values without spans (undefined when nothing was found). */
function values(found: GuestFound | undefined): Omit<GuestFound, 'spans'> | undefined {
  if (!found) return undefined;
  const { spans: _spans, ...rest } = found;
  return rest;
}

/** The text of each span, to check what was claimed. */
function claimed(raw: string, found: GuestFound | undefined): string[] {
  return (found?.spans ?? []).map(([s, e]) => raw.slice(s, e));
}

type Row = [text: string, lang: Lang, expecting: Slot | undefined, expected: Omit<GuestFound, 'spans'> | undefined];

describe('extractContact: emails', () => {
  const rows: Row[] = [
    ['mi correo es ana@gmail.com', 'es', undefined, { email: 'ana@gmail.com' }],
    ['ana.gomez@hotmail.com.co', 'es', 'email', { email: 'ana.gomez@hotmail.com.co' }],
    ['email: john@x.io', 'en', undefined, { email: 'john@x.io' }],
    ['email:john@x.io', 'en', undefined, { email: 'john@x.io' }],
    ['escríbeme a Ana@Gmail.com', 'es', undefined, { email: 'Ana@Gmail.com' }],
    ['escribeme a ana@gmail.com.', 'es', undefined, { email: 'ana@gmail.com' }],
    ['(ana_g+hotel@empresa.com.co)', 'es', 'email', { email: 'ana_g+hotel@empresa.com.co' }],
    ['<john.smith@company.org>', 'en', undefined, { email: 'john.smith@company.org' }],
    ['my email is "mary.watson@yahoo.com", thanks', 'en', undefined, { email: 'mary.watson@yahoo.com' }],
    ['correo: carlos.ruiz@outlook.es!', 'es', undefined, { email: 'carlos.ruiz@outlook.es' }],
    ['  ana@example.com  ', 'es', 'email', { email: 'ana@example.com' }],
    ['es ana@gmail.com, gracias', 'es', 'email', { email: 'ana@gmail.com' }],
    // invalid or mistyped: not an email (the bot re-asks)
    ['ana@gmail', 'es', 'email', undefined],
    ['ana@@x.com', 'es', 'email', undefined],
    ['ana gomez@gmail', 'es', 'email', undefined],
    ['@gmail.com', 'es', 'email', undefined],
    // A mistyped provider: no address, the one meant is offered back.
    ['ana@gmial.com', 'es', 'email', { emailOptions: ['ana@gmail.com'] }],
    ['ana@gmail.con', 'es', 'email', { emailOptions: ['ana@gmail.com'] }],
    ['ana@hotmial.com', 'es', 'email', { emailOptions: ['ana@hotmail.com'] }],
    ['ana@gmail.co', 'es', 'email', { emailOptions: ['ana@gmail.com'] }],
    // two different addresses: ask which one
    ['ana@gmail.com o ana@hotmail.com', 'es', 'email', { emailOptions: ['ana@gmail.com', 'ana@hotmail.com'] }],
    // no "@": nothing
    ['ana arroba gmail', 'es', 'email', undefined],
    // said in words
    ['pipe arroba hotmail punto com', 'es', 'email', { email: 'pipe@hotmail.com' }],
    ['mi correo es ana.gomez arroba outlook punto es', 'es', undefined, { email: 'ana.gomez@outlook.es' }],
    ['correo: juan_p arroba yahoo punto com punto co', 'es', undefined, { email: 'juan_p@yahoo.com.co' }],
    ['mary at yahoo dot com', 'en', 'email', { email: 'mary@yahoo.com' }],
    ['my email is mary at yahoo dot com', 'en', undefined, { email: 'mary@yahoo.com' }],
    // Words before "arroba" without "todo junto": glued, offered back as a choice, never taken.
    ['ana gomez arroba gmail punto com', 'es', 'email', { emailOptions: ['anagomez@gmail.com'] }],
    ['ana arroba gmail punto con', 'es', 'email', undefined],
    ['staying at hilton dot com', 'en', undefined, undefined],
  ];
  it.each(rows)('%j (%s, at %s)', (text, lang, expecting, expected) => {
    expect(values(extractContact(msg(text, lang, expecting)))).toEqual(expected);
  });

  it('claims only the address, at its place in the message', () => {
    const text = 'mi correo es <Ana@Gmail.com>.';
    expect(claimed(text, extractContact(msg(text)))).toEqual(['Ana@Gmail.com']);
  });

  it('leaves an invalid address unclaimed, and never reads its digits as a phone', () => {
    expect(extractContact(msg('ana3001234567@gmail', 'es', 'email'))).toBeUndefined();
  });
});

describe('extractContact: phones', () => {
  const rows: Row[] = [
    ['300 123 4567', 'es', 'phone', { phone: '+573001234567', phoneCountry: 'COL' }],
    ['3001234567', 'es', 'phone', { phone: '+573001234567', phoneCountry: 'COL' }],
    ['+57 300 123 4567', 'es', 'phone', { phone: '+573001234567', phoneCountry: 'COL' }],
    ['+573001234567', 'en', undefined, { phone: '+573001234567', phoneCountry: 'COL' }],
    ['57 300 123 4567', 'es', 'phone', { phone: '+573001234567', phoneCountry: 'COL' }],
    ['0057 300 1234567', 'es', 'phone', { phone: '+573001234567', phoneCountry: 'COL' }],
    ['mi cel es 310-555-1234', 'es', undefined, { phone: '+573105551234', phoneCountry: 'COL' }],
    ['llámame al 300.123.4567 porfa', 'es', undefined, { phone: '+573001234567', phoneCountry: 'COL' }],
    ['fijo (601) 234 5678', 'es', undefined, { phone: '+576012345678', phoneCountry: 'COL' }],
    ['+57(300)1234567', 'es', undefined, { phone: '+573001234567', phoneCountry: 'COL' }],
    // Valid only in the US or Canada, typed without the code in an English chat: the one reading is offered to confirm.
    ['(202) 555-0143', 'en', 'phone', { phoneOptions: ['+12025550143'] }],
    ['202-555-0143', 'en', 'phone', { phoneOptions: ['+12025550143'] }],
    ['my cell is 212 555 1234', 'en', undefined, { phoneOptions: ['+12125551234'] }],
    ['+1 202 555 0143', 'es', undefined, { phone: '+12025550143', phoneCountry: 'USA' }],
    ['1 202 555 0143', 'es', 'phone', { phone: '+12025550143', phoneCountry: 'USA' }],
    // a US number in a Spanish chat (not a Colombian number): read as US
    ['(202) 555-0143', 'es', 'phone', { phone: '+12025550143', phoneCountry: 'USA' }],
    // a Colombian mobile in an English chat (not a US number): read as Colombian
    ['3001234567', 'en', 'phone', { phone: '+573001234567', phoneCountry: 'COL' }],
    ['+52 55 1234 5678', 'es', undefined, { phone: '+525512345678', phoneCountry: 'MEX' }],
    ['+34 612 34 56 78', 'es', undefined, { phone: '+34612345678', phoneCountry: 'ESP' }],
    ['+34612345678', 'en', undefined, { phone: '+34612345678', phoneCountry: 'ESP' }],
    // numbers of the crown dependencies share the United Kingdom's plan
    ['+44 7911 123456', 'en', 'phone', { phone: '+447911123456', phoneCountry: 'GBR' }],
    ['+44 20 7946 0958', 'en', 'phone', { phone: '+442079460958', phoneCountry: 'GBR' }],
    ['mi whatsapp +51 987 654 321', 'es', undefined, { phone: '+51987654321', phoneCountry: 'PER' }],
    ['somos 2 y mi cel es 3001234567', 'es', undefined, { phone: '+573001234567', phoneCountry: 'COL' }],
    ['cel 3001234567, correo ana@gmail.com', 'es', undefined, { phone: '+573001234567', phoneCountry: 'COL', email: 'ana@gmail.com' }],
    // never a phone
    ['del 15 al 18', 'es', undefined, undefined],
    ['15/12/2026', 'es', 'dates', undefined],
    ['15.12.2026', 'es', 'dates', undefined],
    ['2026-12-15', 'en', 'dates', undefined],
    ['somos 4 adultos y 2 niños', 'es', 'party', undefined],
    ['2', 'es', 'phone', undefined],
    ['12345', 'es', 'phone', undefined],
    ['1.500.000 pesos', 'es', undefined, undefined],
    ['+57 300', 'es', 'phone', undefined],
    ['55 1234 5678', 'en', 'phone', undefined],
    ['612 34 56 78', 'es', 'phone', undefined],
    ['01 8000 123456', 'es', 'phone', undefined],
    ['3001234567 o 3111234567', 'es', 'phone', undefined],
    ['tarjeta 4242 4242 4242 4242', 'es', undefined, undefined],
    ['mi cédula es 1020304050', 'es', undefined, undefined],
    ['llegamos 10:30', 'es', undefined, undefined],
    ['pago 350000', 'es', undefined, undefined],
  ];
  it.each(rows)('%j (%s, at %s)', (text, lang, expecting, expected) => {
    expect(values(extractContact(msg(text, lang, expecting)))).toEqual(expected);
  });

  it('claims the digits of the number only', () => {
    const text = 'mi cel es +57 300 123 4567 gracias';
    expect(claimed(text, extractContact(msg(text)))).toEqual(['+57 300 123 4567']);
  });

  it('does not read masked parts', () => {
    const text = 'cel 3001234567';
    expect(extractContact(msg(text, 'es', undefined, [[4, 14]]))).toBeUndefined();
  });
});

describe('extractPerson: names', () => {
  const rows: Row[] = [
    ['me llamo Ana María Gómez', 'es', undefined, { firstName: 'Ana María', lastName: 'Gómez' }],
    ['mi nombre es Juan Pérez', 'es', undefined, { firstName: 'Juan', lastName: 'Pérez' }],
    ['soy Carlos Ruiz', 'es', undefined, { firstName: 'Carlos', lastName: 'Ruiz' }],
    ['hola, soy carlos ruiz', 'es', undefined, { firstName: 'Carlos', lastName: 'Ruiz' }],
    ["I'm John Smith", 'en', undefined, { firstName: 'John', lastName: 'Smith' }],
    ['im john smith', 'en', undefined, { firstName: 'John', lastName: 'Smith' }],
    ['my name is Mary Jane Watson', 'en', undefined, { firstName: 'Mary Jane', lastName: 'Watson' }],
    ['name: Ana Gómez', 'en', undefined, { firstName: 'Ana', lastName: 'Gómez' }],
    ['Nombre: Luis Fernando Díaz Ortega', 'es', undefined, { firstName: 'Luis Fernando', lastName: 'Díaz Ortega' }],
    ['hola me llamo ana gomez y quiero reservar', 'es', undefined, { firstName: 'Ana', lastName: 'Gomez' }],
    ['Hola, me llamo Ana y quiero una habitación', 'es', undefined, { firstName: 'Ana' }],
    ['la reserva a nombre de Camila Torres', 'es', undefined, { firstName: 'Camila', lastName: 'Torres' }],
    // the home city after a self-introduction is where the guest lives
    ['soy Ana de Bogotá', 'es', undefined, { firstName: 'Ana', residenceCity: 'Bogotá' }],
    ['me llamo María de la Cruz', 'es', undefined, { firstName: 'María', lastName: 'de la Cruz' }],
    ['mi nombre es Juan Carlos de la Torre Ruiz', 'es', undefined, { firstName: 'Juan Carlos', lastName: 'de la Torre Ruiz' }],
    ['mi nombre es ana, mi apellido es gomez', 'es', undefined, { firstName: 'Ana', lastName: 'Gomez' }],
    ['my last name is Smith', 'en', undefined, { lastName: 'Smith' }],
    ['Soy Xiomara Pérez', 'es', undefined, { firstName: 'Xiomara', lastName: 'Pérez' }],
    ['This is Peter Parker', 'en', undefined, { firstName: 'Peter', lastName: 'Parker' }],
    ['Hi, I am Ludwig van Beethoven', 'en', undefined, { firstName: 'Ludwig', lastName: 'van Beethoven' }],
    // bare, at the name question
    ['Ana María Gómez', 'es', 'name', { firstName: 'Ana María', lastName: 'Gómez' }],
    ['ana maria gomez', 'es', 'name', { firstName: 'Ana Maria', lastName: 'Gomez' }],
    ['ANA GOMEZ', 'es', 'name', { firstName: 'Ana', lastName: 'Gomez' }],
    ["Gómez-O'Neil", 'es', 'name', { firstName: "Gómez-O'Neil" }],
    ["maria o'neil", 'en', 'name', { firstName: 'Maria', lastName: "O'Neil" }],
    ['Ana', 'es', 'name', { firstName: 'Ana' }],
    ['Carlos Pérez Gómez', 'es', 'name', { firstName: 'Carlos', lastName: 'Pérez Gómez' }],
    ['Ana María Gómez Pérez', 'es', 'name', { firstName: 'Ana María', lastName: 'Gómez Pérez' }],
    ['Juan Carlos', 'es', 'name', { firstName: 'Juan Carlos' }],
    ['Carlos Martín Gómez', 'es', 'name', { fullName: 'Carlos Martín Gómez' }],
    ['José Antonio Ramírez Vargas Lleras', 'es', 'name', { fullName: 'José Antonio Ramírez Vargas Lleras' }],
    ['John McDonald', 'en', 'name', { firstName: 'John', lastName: 'McDonald' }],
    ['Ana Gómez por favor', 'es', 'name', { firstName: 'Ana', lastName: 'Gómez' }],
    ['soy Ruiz', 'es', 'name', { firstName: 'Ruiz' }],
    // bare, at the last-name question
    ['Gómez Pérez', 'es', 'lastName', { lastName: 'Gómez Pérez' }],
    ['gomez', 'es', 'lastName', { lastName: 'Gomez' }],
    ['de la Cruz', 'es', 'lastName', { lastName: 'de la Cruz' }],
    ['Ana Gómez', 'es', 'lastName', { firstName: 'Ana', lastName: 'Gómez' }],
    ['mi apellido es de la Cruz', 'es', undefined, { lastName: 'de la Cruz' }],
    ['es Juan', 'es', 'name', { firstName: 'Juan' }],
    ['el nombre es Pedro Páramo', 'es', undefined, { firstName: 'Pedro', lastName: 'Páramo' }],
    ['hola buenas tardes, mi nombre es Andrés Felipe Rodríguez', 'es', undefined, { firstName: 'Andrés Felipe', lastName: 'Rodríguez' }],
    ['Hi this is Sarah from Boston', 'en', undefined, { firstName: 'Sarah' }],
    // Colombian given names in their free spellings, compound
    ['jhon fredy', 'es', 'name', { firstName: 'Jhon Fredy' }],
    ['Jhonatan Stiven Ramirez', 'es', 'name', { firstName: 'Jhonatan Stiven', lastName: 'Ramirez' }],
    ['leidy johana gomez', 'es', 'name', { firstName: 'Leidy Johana', lastName: 'Gomez' }],
    ['yuli paola', 'es', 'name', { firstName: 'Yuli Paola' }],
    ['cristhian camilo', 'es', 'name', { firstName: 'Cristhian Camilo' }],
    ['Yeferson Duvan Mosquera Palacios', 'es', 'name', { firstName: 'Yeferson Duvan', lastName: 'Mosquera Palacios' }],
    ['brayan', 'es', 'name', { firstName: 'Brayan' }],
    ['soy yeison', 'es', undefined, { firstName: 'Yeison' }],
    ['me llamo freddy alonso ruiz', 'es', undefined, { firstName: 'Freddy', lastName: 'Alonso Ruiz' }],
    // a given name that is also a common surname, second of two: the bot asks how to split
    ['juan martin', 'es', 'name', { fullName: 'Juan Martin' }],
    ['maria paz', 'es', 'name', { fullName: 'Maria Paz' }],
    // with an English first name, or a second name that is mostly a surname, it is the surname
    ['Michael Jordan', 'en', 'name', { firstName: 'Michael', lastName: 'Jordan' }],
    ['chloe martin', 'en', 'name', { firstName: 'Chloe', lastName: 'Martin' }],
    ['my name is Henry Wilson', 'en', undefined, { firstName: 'Henry', lastName: 'Wilson' }],
    ['Emily Harper', 'en', 'name', { firstName: 'Emily', lastName: 'Harper' }],
    ['juan esteban restrepo', 'es', 'name', { firstName: 'Juan Esteban', lastName: 'Restrepo' }],
    ['Kevin Andrés', 'es', 'name', { firstName: 'Kevin Andrés' }],
    // the booking's holder, introduced
    ['a nombre de mi esposa, Claudia Patricia Mejía', 'es', 'name', { firstName: 'Claudia Patricia', lastName: 'Mejía' }],
    ['book it under Liam Carter', 'en', 'name', { firstName: 'Liam', lastName: 'Carter' }],
    ["under my husband's name, Peter Hall", 'en', 'name', { firstName: 'Peter', lastName: 'Hall' }],
    // titles are dropped
    ['soy la sra. gloria ramirez', 'es', 'name', { firstName: 'Gloria', lastName: 'Ramirez' }],
    ['soy la sra. gloria ramirez', 'es', undefined, { firstName: 'Gloria', lastName: 'Ramirez' }],
    ['Sr. Carlos Gomez', 'es', 'name', { firstName: 'Carlos', lastName: 'Gomez' }],
    ['Dr. Juan Pérez', 'es', 'name', { firstName: 'Juan', lastName: 'Pérez' }],
    ['soy el señor Pedro Nel Ospina', 'es', 'name', { firstName: 'Pedro Nel', lastName: 'Ospina' }],
    ['a nombre de la Sra. Luz Dary Cardona', 'es', undefined, { firstName: 'Luz Dary', lastName: 'Cardona' }],
    ['doña gloria', 'es', 'name', { firstName: 'Gloria' }],
    ['Mr. John Smith', 'en', 'name', { firstName: 'John', lastName: 'Smith' }],
    ["it's Mrs. Johnson", 'en', 'name', { lastName: 'Johnson' }],
    ['this is Ms. Olivia Brown', 'en', undefined, { firstName: 'Olivia', lastName: 'Brown' }],
    // other lead-ins
    ["name's Tom Baker", 'en', 'name', { firstName: 'Tom', lastName: 'Baker' }],
    ["my name's tom baker", 'en', undefined, { firstName: 'Tom', lastName: 'Baker' }],
    ['call me Tom', 'en', undefined, { firstName: 'Tom' }],
    ['first name Anna, last name Schmidt', 'en', 'name', { firstName: 'Anna', lastName: 'Schmidt' }],
    ['nombre Juan, apellido Pérez', 'es', 'name', { firstName: 'Juan', lastName: 'Pérez' }],
    ['claro, Natalia Restrepo', 'es', 'name', { firstName: 'Natalia', lastName: 'Restrepo' }],
    ['si claro es Natalia Restrepo', 'es', 'name', { firstName: 'Natalia', lastName: 'Restrepo' }],
    ["sure, it's Emily Clarke", 'en', 'name', { firstName: 'Emily', lastName: 'Clarke' }],
  ];
  it.each(rows)('%j (%s, at %s)', (text, lang, expecting, expected) => {
    expect(values(extractPerson(msg(text, lang, expecting)))).toEqual(expected);
  });

  it('claims the title with the name', () => {
    const text = 'soy la sra. gloria ramirez';
    expect(claimed(text, extractPerson(msg(text, 'es', 'name')))).toEqual(['soy la sra. gloria ramirez']);
  });

  it('claims "soy de" with the city of residence, not the trip that follows', () => {
    const text = 'hola soy de medellin y quiero ir a cartagena';
    expect(claimed(text, extractPerson(msg(text)))).toEqual(['soy de medellin']);
  });

  it('offers both countries of a double nationality, taking none', () => {
    const found = extractPerson(msg('soy colombo venezolano', 'es', 'country'));
    expect(found?.country).toBeUndefined();
    expect(found?.countryOptions).toEqual(['COL', 'VEN']);
  });

  it('claims the trigger and the name, not what follows', () => {
    const text = 'hola, me llamo Ana Gómez y quiero reservar';
    expect(claimed(text, extractPerson(msg(text)))).toEqual(['me llamo Ana Gómez']);
  });
});

describe('extractPerson: what is never a name', () => {
  const rows: [string, Lang, Slot | undefined][] = [
    ['soy de Bogotá', 'es', undefined],
    ['somos 4', 'es', undefined],
    ['soy yo', 'es', undefined],
    ['soy yo', 'es', 'name'],
    ['soy ruiz', 'es', undefined],
    ['soy nuevo aquí', 'es', undefined],
    ['Soy Médico', 'es', undefined],
    ['hola', 'es', 'name'],
    ['gracias', 'es', 'name'],
    ['cancelar', 'es', 'name'],
    ['atrás', 'es', 'name'],
    ['ok', 'es', 'name'],
    ['no sé', 'es', 'name'],
    ['123', 'es', 'name'],
    ['ana@gmail.com', 'es', 'name'],
    ['Ana3', 'es', 'name'],
    ['quiero ir a cartagena', 'es', undefined],
    ['quiero ir a cartagena', 'es', 'name'],
    ["I'm looking for a hotel", 'en', undefined],
    ["I'm traveling with my wife", 'en', undefined],
    ["I'm Ana's husband", 'en', undefined],
    ['this is great', 'en', undefined],
    ['Ana Gómez', 'es', undefined],
    ['Santa Marta', 'es', 'destination'],
    ['la reserva a nombre de mi esposo', 'es', undefined],
    ['Sr. Thomas', 'en', 'name'],
    ['soy la señora feliz', 'es', undefined],
    ['under', 'en', 'name'],
    ['we are under budget', 'en', undefined],
    ['póngala', 'es', 'name'],
    ['soy doctora pediatra', 'es', undefined],
    ['call me tomorrow', 'en', undefined],
    ['the name Hilton sounds good', 'en', undefined],
    ['el nombre del hotel', 'es', undefined],
    ['Colombia', 'es', 'name'],
    ['soy muy feliz', 'es', undefined],
    ['Gracias Ana', 'es', undefined],
  ];
  it.each(rows)('%j (%s, at %s)', (text, lang, expecting) => {
    const found = extractPerson(msg(text, lang, expecting));
    expect(found?.firstName).toBeUndefined();
    expect(found?.lastName).toBeUndefined();
    expect(found?.fullName).toBeUndefined();
  });
});

describe('extractPerson: country and nationality', () => {
  const rows: Row[] = [
    ['Colombia', 'es', 'country', { country: 'COL' }],
    ['colombia', 'es', 'country', { country: 'COL' }],
    ['México', 'es', 'country', { country: 'MEX' }],
    ['Estados Unidos', 'es', 'country', { country: 'USA' }],
    ['EEUU', 'es', 'country', { country: 'USA' }],
    ['EE.UU.', 'es', 'country', { country: 'USA' }],
    ['USA', 'en', 'country', { country: 'USA' }],
    ['US', 'en', 'country', { country: 'USA' }],
    ['UK', 'en', 'country', { country: 'GBR' }],
    ['España', 'es', 'country', { country: 'ESP' }],
    ['espana', 'es', 'country', { country: 'ESP' }],
    ['Alemania', 'es', 'country', { country: 'DEU' }],
    ['colombiana', 'es', 'country', { country: 'COL' }],
    ['mexicanos', 'es', 'country', { country: 'MEX' }],
    ['venezolano', 'es', 'country', { country: 'VEN' }],
    ['brasileña', 'es', 'country', { country: 'BRA' }],
    ['francesa', 'es', 'country', { country: 'FRA' }],
    ['alemanes', 'es', 'country', { country: 'DEU' }],
    ['canadian', 'en', 'country', { country: 'CAN' }],
    ['british', 'en', 'country', { country: 'GBR' }],
    ['soy colombiana', 'es', undefined, { country: 'COL' }],
    ['soy colombiano', 'es', undefined, { country: 'COL' }],
    ['somos peruanas', 'es', undefined, { country: 'PER' }],
    ['soy argentino', 'es', undefined, { country: 'ARG' }],
    ['soy chilena', 'es', undefined, { country: 'CHL' }],
    ['somos ecuatorianos', 'es', undefined, { country: 'ECU' }],
    ['soy español', 'es', undefined, { country: 'ESP' }],
    ['soy estadounidense', 'es', undefined, { country: 'USA' }],
    ['soy alemán', 'es', undefined, { country: 'DEU' }],
    ['soy costarricense', 'es', undefined, { country: 'CRI' }],
    ["I'm from Mexico", 'en', undefined, { country: 'MEX' }],
    ["we're from the US", 'en', undefined, { country: 'USA' }],
    ['I am from the United States', 'en', undefined, { country: 'USA' }],
    ['I am American', 'en', undefined, { country: 'USA' }],
    ["I'm a Canadian citizen", 'en', undefined, { country: 'CAN' }],
    ['US citizen', 'en', undefined, { country: 'USA' }],
    ['somos de Perú', 'es', undefined, { country: 'PER' }],
    ['soy de EE.UU.', 'es', undefined, { country: 'USA' }],
    ['nacionalidad: chilena', 'es', undefined, { country: 'CHL' }],
    ['nacionalidad colombiana', 'es', undefined, { country: 'COL' }],
    ['país: Ecuador', 'es', undefined, { country: 'ECU' }],
    ['nací en Venezuela', 'es', undefined, { country: 'VEN' }],
    ['soy de nacionalidad mexicana', 'es', undefined, { country: 'MEX' }],
    // bare codes at the country question only
    ['co', 'es', 'country', { country: 'COL' }],
    ['mx', 'es', 'country', { country: 'MEX' }],
    ['us', 'en', 'country', { country: 'USA' }],
    ['COL', 'es', 'country', { country: 'COL' }],
    ['DE', 'es', 'country', { country: 'DEU' }],
    ['de', 'es', 'country', undefined],
    ['es', 'es', 'country', undefined],
    ['no', 'es', 'country', undefined],
    ['NO', 'es', 'country', undefined],
    // false friends and doubtful readings
    ['soy de Bogotá', 'es', undefined, undefined],
    ['soy americano', 'es', undefined, undefined],
    ['soy latino', 'es', undefined, undefined],
    ['quiero pagar en pesos colombianos', 'es', undefined, undefined],
    ['hablo español', 'es', undefined, undefined],
    ['do you speak Spanish?', 'en', undefined, undefined],
    ['quiero comida mexicana', 'es', 'country', undefined],
    ['quiero ir a Colombia', 'es', undefined, undefined],
    ['Colombia', 'es', undefined, undefined],
    ['tell us more', 'en', undefined, undefined],
    ['can you help us', 'en', 'country', undefined],
    ['es para dos', 'es', undefined, undefined],
    ['no gracias', 'es', undefined, undefined],
    ['I live in New Jersey', 'en', 'country', undefined],
    ['soy mexicano y ella es colombiana', 'es', 'country', undefined],
    ['Congo', 'es', 'country', undefined],
    // two nationalities: none (the bot asks)
    ['soy colombo-venezolano', 'es', 'country', undefined],
    ['soy colombo venezolano', 'es', 'country', undefined],
    ['colombo venezolana', 'es', 'country', undefined],
    ['soy chileno peruano', 'es', undefined, undefined],
    ['soy colombiana y americana', 'es', undefined, undefined],
    ['Mexican and American', 'en', 'country', undefined],
    ['soy de Perú o Chile', 'es', undefined, undefined],
    ['soy colombiana y vivo en Miami', 'es', undefined, { country: 'COL' }],
    // flags at the country question
    ['🇨🇴', 'es', 'country', { country: 'COL' }],
    ['de 🇲🇽', 'es', 'country', { country: 'MEX' }],
    ['🇨🇴 🇻🇪', 'es', 'country', undefined],
    ['hola 🇨🇴', 'es', undefined, undefined],
    // "Armenia" is also a Colombian city
    ['soy de armenia', 'es', undefined, undefined],
    ['Armenia', 'es', 'country', { country: 'ARM' }],
    ['soy de Panamá', 'es', undefined, { country: 'PAN' }],
  ];
  it.each(rows)('%j (%s, at %s)', (text, lang, expecting, expected) => {
    const found = values(extractPerson(msg(text, lang, expecting)));
    expect(found?.country).toEqual(expected?.country);
  });

  it('claims the whole phrase about the country', () => {
    const text = 'hola, soy de Perú y quiero reservar';
    expect(claimed(text, extractPerson(msg(text)))).toEqual(['soy de Perú']);
  });
});

describe('extractPerson: city of residence', () => {
  const rows: Row[] = [
    ['vivo en Cali', 'es', undefined, { residenceCity: 'Cali' }],
    ['vivo en medellin', 'es', undefined, { residenceCity: 'Medellín' }],
    ['resido en Bucaramanga con mi familia', 'es', undefined, { residenceCity: 'Bucaramanga' }],
    ['vivo en la ciudad de Pasto', 'es', undefined, { residenceCity: 'Pasto' }],
    ['I live in Austin, TX', 'en', undefined, { residenceCity: 'Austin' }],
    ['we live in new york', 'en', undefined, { residenceCity: 'New York' }],
    ['vivo en Villa de Leyva hace 5 años', 'es', undefined, { residenceCity: 'Villa de Leyva' }],
    ['vivo en chiquinquira', 'es', undefined, { residenceCity: 'Chiquinquira' }],
    ['Bogotá', 'es', 'residenceCity', { residenceCity: 'Bogotá' }],
    ['bogota', 'es', 'residenceCity', { residenceCity: 'Bogotá' }],
    ['en Barranquilla', 'es', 'residenceCity', { residenceCity: 'Barranquilla' }],
    ['soy de Pasto', 'es', 'residenceCity', { residenceCity: 'Pasto' }],
    ['Cali, Colombia', 'es', 'residenceCity', { residenceCity: 'Cali' }],
    ['Austin, TX', 'en', 'residenceCity', { residenceCity: 'Austin' }],
    ['Ciudad de México', 'es', 'residenceCity', { residenceCity: 'Ciudad de México' }],
    ['la paz', 'es', 'residenceCity', { residenceCity: 'La Paz' }],
    ['Zipaquirá', 'es', 'residenceCity', { residenceCity: 'Zipaquirá' }],
    ['Bogotá D.C.', 'es', 'residenceCity', { residenceCity: 'Bogotá' }],
    ['Medellín, Antioquia', 'es', 'residenceCity', { residenceCity: 'Medellín' }],
    ['Miami, Florida', 'en', 'residenceCity', { residenceCity: 'Miami' }],
    ['vivo en Medellín pero soy de Cali', 'es', undefined, { residenceCity: 'Medellín' }],
    // A known city's state right after it, without a comma, is dropped like one after a comma.
    ['miami florida', 'en', 'residenceCity', { residenceCity: 'Miami' }],
    // "soy de <a known city>" is where the guest lives
    ['soy de Bogotá', 'es', undefined, { residenceCity: 'Bogotá' }],
    ['hola soy de medellin y quiero ir a cartagena el 15 de diciembre', 'es', undefined, { residenceCity: 'Medellín' }],
    ['somos de Bucaramanga', 'es', undefined, { residenceCity: 'Bucaramanga' }],
    ['im from chicago', 'en', undefined, { residenceCity: 'Chicago' }],
    ["I'm from Toronto, Canada", 'en', undefined, { residenceCity: 'Toronto' }],
    ['soy de cali pero vivo en medellin', 'es', undefined, { residenceCity: 'Medellín' }],
    ['soy de Armenia', 'es', 'residenceCity', { residenceCity: 'Armenia' }],
    ['soy de Colombia', 'es', undefined, undefined],
    ['soy de la costa', 'es', undefined, undefined],
    ['soy de armenia', 'es', undefined, undefined],
    ['soy de Panamá', 'es', undefined, undefined],
    // not a city of residence
    ['vivo en España', 'es', undefined, undefined],
    ['Colombia', 'es', 'residenceCity', undefined],
    ['colombiana', 'es', 'residenceCity', undefined],
    ['no sé', 'es', 'residenceCity', undefined],
    ['hola', 'es', 'residenceCity', undefined],
    ['Bogotá', 'es', undefined, undefined],
    ['quiero ir a Cartagena', 'es', 'residenceCity', undefined],
    ['vivo en el norte', 'es', undefined, undefined],
  ];
  it.each(rows)('%j (%s, at %s)', (text, lang, expecting, expected) => {
    const found = values(extractPerson(msg(text, lang, expecting)));
    expect(found?.residenceCity).toEqual(expected?.residenceCity);
  });

  it('uses the spelling of the given city names', () => {
    expect(extractPerson(msg('somos de villa del rosario'), ['Villa del Rosario'])?.residenceCity).toBe('Villa del Rosario');
    expect(extractPerson(msg('vivo en santa fe de antioquia'), ['Santa Fe de Antioquia'])?.residenceCity).toBe('Santa Fe de Antioquia');
    expect(extractPerson(msg('sopo', 'es', 'residenceCity'), ['Sopó'])?.residenceCity).toBe('Sopó');
  });
});

describe('extractPerson: several details in one message', () => {
  it('name, nationality and city together', () => {
    const text = 'soy colombiana, me llamo Ana Gómez y vivo en Medellín';
    const found = extractPerson(msg(text));
    expect(values(found)).toEqual({ country: 'COL', firstName: 'Ana', lastName: 'Gómez', residenceCity: 'Medellín' });
    expect(claimed(text, found)).toEqual(['soy colombiana', 'me llamo Ana Gómez', 'vivo en Medellín']);
  });

  it('an English introduction', () => {
    const found = extractPerson(msg("Hi, I'm John Smith, I'm from the US and I live in Miami", 'en'));
    expect(values(found)).toEqual({ country: 'USA', firstName: 'John', lastName: 'Smith', residenceCity: 'Miami' });
  });

  it('a whole sign-off with contact details', () => {
    const text = 'Ana Gómez, ana@gmail.com, 300 123 4567';
    const contact = extractContact(msg(text, 'es', 'name'));
    expect(values(contact)).toEqual({ email: 'ana@gmail.com', phone: '+573001234567', phoneCountry: 'COL' });
    const person = extractPerson(msg(text, 'es', 'name', contact!.spans));
    expect(values(person)).toEqual({ firstName: 'Ana', lastName: 'Gómez' });
  });
});

/** Contact first, then the person on the masked message, as the combiner runs them. */
function both(text: string, lang: Lang, expecting: Slot | undefined, cities: string[] = []): Omit<GuestFound, 'spans'> | undefined {
  const contact = extractContact(msg(text, lang, expecting));
  const person = extractPerson(msg(text, lang, expecting, contact?.spans ?? []), cities);
  const out = { ...values(contact), ...values(person) };
  return Object.keys(out).length > 0 ? out : undefined;
}

describe('round 4: a bare name followed by other details', () => {
  const rows: Row[] = [
    ['Daniel Arango, correo daniel.arango@gmail.com', 'es', 'name', { firstName: 'Daniel', lastName: 'Arango', email: 'daniel.arango@gmail.com' }],
    ['Juliana Vélez, nacida en 1990', 'es', 'name', { firstName: 'Juliana', lastName: 'Vélez' }],
    ['Tom Wilson, phone +1 202 555 0143', 'en', 'name', { firstName: 'Tom', lastName: 'Wilson', phone: '+12025550143', phoneCountry: 'USA' }],
    ['camilo rojas, cel 3104567890', 'es', 'name', { firstName: 'Camilo', lastName: 'Rojas', phone: '+573104567890', phoneCountry: 'COL' }],
    [
      'Paola Andrea Suárez y mi correo es paosuarez@hotmail.com',
      'es',
      'name',
      { firstName: 'Paola Andrea', lastName: 'Suárez', email: 'paosuarez@hotmail.com' },
    ],
    ['Carlos Pérez, cédula 1020304050', 'es', 'name', { firstName: 'Carlos', lastName: 'Pérez' }],
    [
      'Luisa Fernanda Mejía - whatsapp 300 987 6543',
      'es',
      'name',
      { firstName: 'Luisa Fernanda', lastName: 'Mejía', phone: '+573009876543', phoneCountry: 'COL' },
    ],
    ['Ana Ruiz, vivo en Cali', 'es', 'name', { firstName: 'Ana', lastName: 'Ruiz', residenceCity: 'Cali' }],
    ['Mary Jones, born 1985', 'en', 'name', { firstName: 'Mary', lastName: 'Jones' }],
    ['Peter Clarke, my email is peter.clarke@outlook.com', 'en', 'name', { firstName: 'Peter', lastName: 'Clarke', email: 'peter.clarke@outlook.com' }],
    [
      'sarah connor, cell (305) 555-0199',
      'en',
      'name',
      { firstName: 'Sarah', lastName: 'Connor', phone: '+13055550199', phoneCountry: 'USA', phoneOptions: ['+13055550199', '+573055550199'] },
    ],
    ['James Miller, passport 123456789', 'en', 'name', { firstName: 'James', lastName: 'Miller' }],
    ['Restrepo, correo ana@gmail.com', 'es', 'lastName', { lastName: 'Restrepo', email: 'ana@gmail.com' }],
    // what follows is not a detail, or what comes first is not a name: nothing
    ['Perdón, Ana Gómez', 'es', 'name', undefined],
    ['Ana 2', 'es', 'name', undefined],
    ['Ana Gómez, quiero ir a Cartagena', 'es', 'name', undefined],
    ['Ana Gómez, no sé', 'es', 'name', undefined],
    ['Tom, we are 2 adults', 'en', 'name', undefined],
    ['Cartagena', 'es', 'name', undefined],
    ['Medellín, correo ana@gmail.com', 'es', 'name', { email: 'ana@gmail.com' }],
  ];
  it.each(rows)('%j (%s, at %s)', (text, lang, expecting, expected) => {
    expect(both(text, lang, expecting)).toEqual(expected);
  });

  it('claims the name and the label of the contact detail, not an unread detail', () => {
    const text = 'Daniel Arango, correo daniel.arango@gmail.com';
    const contact = extractContact(msg(text, 'es', 'name'));
    expect(claimed(text, extractPerson(msg(text, 'es', 'name', contact!.spans)))).toEqual(['Daniel Arango', 'correo']);
    expect(claimed('Juliana Vélez, nacida en 1990', extractPerson(msg('Juliana Vélez, nacida en 1990', 'es', 'name')))).toEqual(['Juliana Vélez']);
  });
});

describe('round 4: the right name after a complaint about it', () => {
  const rows: Row[] = [
    ['el nombre está mal, es Laura Restrepo Arango', 'es', 'confirm', { firstName: 'Laura', lastName: 'Restrepo Arango' }],
    ['el apellido está mal escrito, es Restrepo', 'es', 'confirm', { lastName: 'Restrepo' }],
    ['mi nombre quedó mal: Andrés Felipe Gómez', 'es', 'confirm', { firstName: 'Andrés Felipe', lastName: 'Gómez' }],
    ['hay un error en el apellido, el correcto es Gutiérrez', 'es', 'confirm', { lastName: 'Gutiérrez' }],
    ['el nombre esta malo, deberia ser juliana velez', 'es', 'confirm', { firstName: 'Juliana', lastName: 'Velez' }],
    ['los apellidos están mal, son… no: es Pérez Gil', 'es', 'confirm', undefined],
    ['corregir el nombre, es Sofía Castaño por favor', 'es', 'confirm', { firstName: 'Sofía', lastName: 'Castaño' }],
    ['the name is wrong, it should be Tom Baker', 'en', 'confirm', { firstName: 'Tom', lastName: 'Baker' }],
    ["wrong name, it's Emily Clarke", 'en', 'confirm', { firstName: 'Emily', lastName: 'Clarke' }],
    ['my last name is misspelled, it is Smyth', 'en', 'confirm', { lastName: 'Smyth' }],
    ['there is a typo in my name: Katherine Lowe', 'en', 'confirm', { firstName: 'Katherine', lastName: 'Lowe' }],
    ['the surname is wrong, should be Harrison please', 'en', 'confirm', { lastName: 'Harrison' }],
    // no clear right name: nothing
    ['el nombre está mal, es Lorena no Laura', 'es', 'confirm', undefined],
    ['el nombre está mal escrito', 'es', 'confirm', undefined],
    ['el apellido está mal, es con z', 'es', 'confirm', undefined],
    ['the name is wrong, it is my wife who travels', 'en', 'confirm', undefined],
    ['el hotel está mal, es el Dann Carlton', 'es', 'confirm', undefined],
  ];
  it.each(rows)('%j (%s, at %s)', (text, lang, expecting, expected) => {
    expect(values(extractPerson(msg(text, lang, expecting)))).toEqual(expected);
  });

  it('claims the complaint, the lead words and the name', () => {
    const text = 'el nombre está mal, es Laura Restrepo Arango';
    expect(claimed(text, extractPerson(msg(text, 'es', 'confirm')))).toEqual(['nombre está mal, es Laura Restrepo Arango']);
  });
});

describe('round 4: addresses said in words, with separators', () => {
  const rows: Row[] = [
    ['john dot smith at gmail dot com', 'en', 'email', { email: 'john.smith@gmail.com' }],
    ['juan punto perez arroba gmail punto com', 'es', 'email', { email: 'juan.perez@gmail.com' }],
    ['mi correo es ana guion bajo gomez arroba hotmail punto com', 'es', undefined, { email: 'ana_gomez@hotmail.com' }],
    ['es pipe raya al piso 85 arroba yahoo punto es', 'es', 'email', { email: 'pipe_85@yahoo.es' }],
    ['maria guion lopez arroba outlook punto com', 'es', 'email', { email: 'maria-lopez@outlook.com' }],
    ['caro punto diaz arroba mi guion empresa punto com punto co', 'es', 'email', { email: 'caro.diaz@mi-empresa.com.co' }],
    ['my email is mary underscore watson at yahoo dot com', 'en', undefined, { email: 'mary_watson@yahoo.com' }],
    ['j dash smith at my dash company dot co dot uk', 'en', 'email', { email: 'j-smith@my-company.co.uk' }],
    ['its peter dot parker dot 1 at icloud dot com', 'en', 'email', { email: 'peter.parker.1@icloud.com' }],
    ['sure, tom dot baker at outlook dot com', 'en', 'email', { email: 'tom.baker@outlook.com' }],
    ['ana.gomez arroba outlook punto es', 'es', 'email', { email: 'ana.gomez@outlook.es' }],
    // unsure: offered back (words glued), or nothing
    ['ana gomez arroba gmail punto com', 'es', 'email', { emailOptions: ['anagomez@gmail.com'] }],
    ['john smith at gmail dot com', 'en', 'email', { emailOptions: ['johnsmith@gmail.com'] }],
    ['john dot smith at gmial dot com', 'en', 'email', undefined],
    ['ana punto arroba gmail punto com', 'es', 'email', undefined],
    ['meet john dot smith at hilton dot com', 'en', undefined, undefined],
  ];
  it.each(rows)('%j (%s, at %s)', (text, lang, expecting, expected) => {
    expect(values(extractContact(msg(text, lang, expecting)))).toEqual(expected);
  });

  it('a typed hyphen with spaces is no part of the address', () => {
    expect(values(extractContact(msg('mi correo - ana arroba gmail punto com')))).toEqual({ email: 'ana@gmail.com' });
  });
});

describe('round 4: a part of the city after it is dropped', () => {
  const rows: Row[] = [
    ['Medellín, barrio Laureles', 'es', 'residenceCity', { residenceCity: 'Medellín' }],
    ['barrio Laureles, Medellín', 'es', 'residenceCity', { residenceCity: 'Medellín' }],
    ['bogota, localidad de suba', 'es', 'residenceCity', { residenceCity: 'Bogotá' }],
    ['Medellín comuna 13', 'es', 'residenceCity', { residenceCity: 'Medellín' }],
    ['en Pereira, sector Cerritos', 'es', 'residenceCity', { residenceCity: 'Pereira' }],
    ['Cali, en el barrio San Fernando', 'es', 'residenceCity', { residenceCity: 'Cali' }],
    ['vivo en Bucaramanga, barrio Cabecera', 'es', undefined, { residenceCity: 'Bucaramanga' }],
    ['soy de Medellín, del barrio Belén', 'es', undefined, { residenceCity: 'Medellín' }],
    ['Sopetrán barrio Centro', 'es', 'residenceCity', { residenceCity: 'Sopetrán' }],
    ['Bogotá, zona norte', 'es', 'residenceCity', { residenceCity: 'Bogotá' }],
    ['Austin, downtown', 'en', 'residenceCity', { residenceCity: 'Austin' }],
    ['I live in Chicago, in the Lincoln Park neighborhood', 'en', undefined, { residenceCity: 'Chicago' }],
    ['Miami, Florida, neighborhood Brickell', 'en', 'residenceCity', { residenceCity: 'Miami' }],
    ['Boston, district of Dorchester', 'en', 'residenceCity', { residenceCity: 'Boston' }],
    // the part alone, or a part first without a city: nothing
    ['barrio Laureles', 'es', 'residenceCity', undefined],
    ['Laureles, Medellín', 'es', 'residenceCity', undefined],
    ['vivo en el barrio Laureles', 'es', undefined, undefined],
    ['neighborhood of Brickell', 'en', 'residenceCity', undefined],
  ];
  it.each(rows)('%j (%s, at %s)', (text, lang, expecting, expected) => {
    expect(values(extractPerson(msg(text, lang, expecting)))).toEqual(expected);
  });

  it('claims the part of the city with the city', () => {
    const text = 'Medellín, barrio Laureles';
    expect(claimed(text, extractPerson(msg(text, 'es', 'residenceCity')))).toEqual(['Medellín, barrio Laureles']);
  });
});

describe('round 5: the residence city is the city alone', () => {
  const rows: Row[] = [
    ['Austin, Texas', 'en', 'residenceCity', { residenceCity: 'Austin' }],
    ['Guadalajara, Jalisco', 'es', 'residenceCity', { residenceCity: 'Guadalajara' }],
    ['Toronto, Ontario', 'en', 'residenceCity', { residenceCity: 'Toronto' }],
    ['monterrey, nuevo leon', 'es', 'residenceCity', { residenceCity: 'Monterrey' }],
    ['I live in Miami, FL', 'en', undefined, { residenceCity: 'Miami' }],
    ['Springfield, Missouri', 'en', 'residenceCity', { residenceCity: 'Springfield' }],
    ['Pereira, Risaralda', 'es', 'residenceCity', { residenceCity: 'Pereira' }],
    ['Barcelona, Cataluña', 'es', 'residenceCity', { residenceCity: 'Barcelona' }],
    ['¿La ciudad donde vivo? Manizales', 'es', 'residenceCity', { residenceCity: 'Manizales' }],
    ['my city? Boston', 'en', 'residenceCity', { residenceCity: 'Boston' }],
    ['Cartagena mismo', 'es', 'residenceCity', { residenceCity: 'Cartagena' }],
    ['aqui en Cali, aca mismo', 'es', 'residenceCity', undefined],
    ['Cali, acá mismo', 'es', 'residenceCity', { residenceCity: 'Cali' }],
    ['en Pasto misma', 'es', 'residenceCity', { residenceCity: 'Pasto' }],
    // an unknown first word before a comma is not taken for a city with its region
    ['Laureles, Medellín', 'es', 'residenceCity', undefined],
    ['¿la ciudad? no se, Cali', 'es', 'residenceCity', undefined],
  ];
  it.each(rows)('%j (%s, at %s)', (text, lang, expecting, expected) => {
    expect(values(extractPerson(msg(text, lang, expecting)))).toEqual(expected);
  });

  it('claims the region and the stressing words with the city', () => {
    for (const text of ['Austin, Texas', 'Cartagena mismo']) {
      expect(claimed(text, extractPerson(msg(text, 'es', 'residenceCity')))).toEqual([text]);
    }
  });
});

describe('round 5: a phone typed digit by digit, in pairs or triples', () => {
  const rows: Row[] = [
    ['el 3 1 5 4 4 4 5 5 6 6', 'es', 'phone', { phone: '+573154445566', phoneCountry: 'COL' }],
    ['31 54 44 55 66', 'es', 'phone', { phone: '+573154445566', phoneCountry: 'COL' }],
    ['mi cel es 3 0 0 1 2 3 4 5 6 7', 'es', undefined, { phone: '+573001234567', phoneCountry: 'COL' }],
    ['2 0 2 5 5 5 0 1 4 3', 'en', 'phone', { phoneOptions: ['+12025550143'] }],
    ['it is 20 25 55 01 43', 'en', 'phone', { phoneOptions: ['+12025550143'] }],
    // still not read
    ['55 1234 5678', 'en', 'phone', undefined],
    ['1 2 3 4', 'es', 'phone', undefined],
  ];
  it.each(rows)('%j (%s, at %s)', (text, lang, expecting, expected) => {
    expect(values(extractContact(msg(text, lang, expecting)))).toEqual(expected);
  });
});

describe('round 5: names introduced, titled, inverted or followed by a clause', () => {
  const rows: Row[] = [
    ['A nombre de mi cliente, el señor Ricardo Gutiérrez', 'es', 'name', { firstName: 'Ricardo', lastName: 'Gutiérrez' }],
    ['para mi esposa, Ana Ruiz', 'es', undefined, { firstName: 'Ana', lastName: 'Ruiz' }],
    ['It is for my client, Mr. James Whitaker', 'en', 'name', { firstName: 'James', lastName: 'Whitaker' }],
    ['for my wife: Jane Doe', 'en', 'name', { firstName: 'Jane', lastName: 'Doe' }],
    ['Soy el doctor Álvaro Mejía', 'es', 'name', { firstName: 'Álvaro', lastName: 'Mejía' }],
    ['soy la doctora Paula Ríos', 'es', undefined, { firstName: 'Paula', lastName: 'Ríos' }],
    ['Javier Martín López', 'es', 'name', { firstName: 'Javier', lastName: 'Martín López' }],
    ['Sergio Marcos Peña', 'es', 'name', { firstName: 'Sergio', lastName: 'Marcos Peña' }],
    ['Juan Martín Gómez', 'es', 'name', { fullName: 'Juan Martín Gómez' }],
    ['¿A nombre de quién? Póngala a nombre de mi esposo, Germán Villegas', 'es', 'name', { firstName: 'Germán', lastName: 'Villegas' }],
    ['Germán Villegas', 'es', 'name', { firstName: 'Germán', lastName: 'Villegas' }],
    ['El apellido está incompleto: es Restrepo Uribe', 'es', 'confirm', { lastName: 'Restrepo Uribe' }],
    ['the last name is incomplete, it should be Smith Jones', 'en', 'confirm', { lastName: 'Smith Jones' }],
    ['Thompson, Margaret', 'en', 'name', { firstName: 'Margaret', lastName: 'Thompson' }],
    ['Restrepo Uribe, Laura', 'es', 'name', { firstName: 'Laura', lastName: 'Restrepo Uribe' }],
    ['William Harris, booking on behalf of my company', 'en', 'name', { firstName: 'William', lastName: 'Harris' }],
    ['Ana Ruiz, reservando para la empresa', 'es', 'name', { firstName: 'Ana', lastName: 'Ruiz' }],
    // not read
    ['es para mi esposa', 'es', 'name', undefined],
    ['Ana, María', 'es', 'name', undefined],
    ['Martin, John', 'en', 'name', undefined],
    ['Espera, ya te digo', 'es', 'name', undefined],
    ['Perdón, Ana', 'es', 'name', undefined],
    ['Sorry, Margaret', 'en', 'name', undefined],
    ["I'm German", 'en', 'name', { country: 'DEU' }],
  ];
  it.each(rows)('%j (%s, at %s)', (text, lang, expecting, expected) => {
    expect(values(extractPerson(msg(text, lang, expecting)))).toEqual(expected);
  });
});

describe('round 6: names said for the booking or said again, phones with emoji or in words', () => {
  const rows: Row[] = [
    ['the booking is for Jessica Taylor', 'en', 'name', { firstName: 'Jessica', lastName: 'Taylor' }],
    ['the reservation is under Tom Baker', 'en', undefined, { firstName: 'Tom', lastName: 'Baker' }],
    ['the booking is for next week', 'en', undefined, undefined],
    ['the name should be Emily Johnson', 'en', 'confirm', { firstName: 'Emily', lastName: 'Johnson' }],
    ['el nombre debería ser Laura Restrepo', 'es', 'confirm', { firstName: 'Laura', lastName: 'Restrepo' }],
    ['the name is Mark Evans', 'en', 'confirm', { firstName: 'Mark', lastName: 'Evans' }],
    ['the name is wrong', 'en', 'confirm', undefined],
    ['el apellido es incorrecto', 'es', 'confirm', undefined],
  ];
  it.each(rows)('%j (%s, at %s)', (text, lang, expecting, expected) => {
    expect(values(extractPerson(msg(text, lang, expecting)))).toEqual(expected);
  });
  const phones: Row[] = [
    ['cel 316 📱 890 1234', 'es', 'phone', { phone: '+573168901234', phoneCountry: 'COL' }],
    ['300☎️123☎️4567', 'es', undefined, { phone: '+573001234567', phoneCountry: 'COL' }],
    ['tres cero cero uno dos tres cuatro cinco seis siete', 'es', 'phone', { phone: '+573001234567', phoneCountry: 'COL' }],
    // Dictated like typed digits: ten digits valid in the US and in Colombia carry both readings in an English chat.
    [
      'three one five, four four four, five five six six',
      'en',
      'phone',
      { phone: '+13154445566', phoneCountry: 'USA', phoneOptions: ['+13154445566', '+573154445566'] },
    ],
    // digits in words only at the phone question
    ['tres cero cero uno dos tres cuatro cinco seis siete', 'es', 'party', undefined],
    ['dos tres', 'es', 'phone', undefined],
  ];
  it.each(phones)('%j (%s, at %s)', (text, lang, expecting, expected) => {
    expect(values(extractContact(msg(text, lang, expecting)))).toEqual(expected);
  });
});

function read(text: string, expecting?: Slot, lang: 'es' | 'en' = 'es'): Understanding {
  return understand(text, { lang, today: '2026-03-01', expecting, catalogue: DEMO_CATALOGUE });
}

describe('name particles keep the guest’s own casing', () => {
  it.each([
    ['Daniela De La Hoz', 'De La Hoz'],
    ['daniela de la hoz', 'de la Hoz'],
    ['Diana de la Cruz', 'de la Cruz'],
    ['Pieter Van Der Berg', 'Van Der Berg'],
    ['pieter van der berg', 'van der Berg'],
  ])('%j → last name %j', (text, last) => {
    expect(read(text, 'name').guest?.lastName).toBe(last);
  });
});

describe('a region named as where one lives is not a city of residence', () => {
  it.each([
    ['estados unidos, vivo en florida', 'country', { country: 'USA' }],
    ['I live in Texas', 'residenceCity', { country: 'USA' }],
    ['vivo en Antioquia', 'residenceCity', { country: 'COL' }],
    ['Antioquia', 'residenceCity', { country: 'COL' }],
    ['we live in Ontario', 'residenceCity', { country: 'CAN' }],
    ['vivo en Jalisco', 'residenceCity', { country: 'MEX' }],
    // The country said otherwise stays; the region gives none outside the residence question.
    // A nationality beside a residence in another country is asked back, nothing taken (decision 0030).
    ['soy colombiano, vivo en California', 'country', {}],
    ['I live in Florida and want to visit Medellin', undefined, {}],
    // Cities stay cities, also those named like their region.
    ['Miami, Florida', 'residenceCity', { residenceCity: 'Miami' }],
    ['vivo en Puebla', 'residenceCity', { residenceCity: 'Puebla' }],
    ['I live in New York', 'residenceCity', { residenceCity: 'New York' }],
  ] as const)('%j (at %s) → %j', (text, at, want) => {
    const g = read(text, at, /live|we /.test(text) ? 'en' : 'es').guest;
    expect({ country: g?.country, residenceCity: g?.residenceCity }).toEqual({ country: undefined, residenceCity: undefined, ...want });
  });

  it('checks the region lexicon at load: a name twice or an unknown "also a city" is refused', () => {
    expect(() => parseRegionLexicon({ regions: { USA: ['Texas'], MEX: ['Texas'] }, alsoCities: [] }, 'bad')).toThrow(/listed twice/);
    expect(() => parseRegionLexicon({ regions: { USA: ['Texas'] }, alsoCities: ['Puebla'] }, 'bad')).toThrow(/not a region/);
    expect(() => parseRegionLexicon({ regions: { usa: ['Texas'] }, alsoCities: [] }, 'bad')).toThrow(/regions\.usa/);
  });
});

describe('extractPerson: a surname in lowercase after "el apellido es"', () => {
  it('a common surname is read without a capital', () => {
    expect(values(extractPerson(msg('el apellido es restrepo gomez', 'es', 'confirm'), []))).toEqual({ lastName: 'Restrepo Gomez' });
  });

  it('a remark on the surname is no surname', () => {
    expect(values(extractPerson(msg('el apellido es raro', 'es', 'confirm'), []))).toBeUndefined();
  });
});

describe('extractPerson: a region code and a postal code after the city of residence', () => {
  it.each([
    ['Perth WA', 'Perth'],
    ['Sydney NSW 2000', 'Sydney'],
    ['Austin, TX 78701', 'Austin'],
    ['Toronto ON M5V 2T6', 'Toronto'],
    ['Brisbane, Queensland', 'Brisbane'],
  ])('%s → %s', (text, city) => {
    expect(values(extractPerson(msg(text, 'en', 'residenceCity'), []))).toEqual({ residenceCity: city });
  });

  it('a country and its postal code', () => {
    expect(values(extractPerson(msg('Manchester, UK, M1 1AE', 'en', 'residenceCity'), []))).toEqual({ residenceCity: 'Manchester', country: 'GBR' });
  });
});

describe('extractPerson: the right name said with the old one denied by a plain English "not"', () => {
  it.each([
    ["my name is misspelled, it's Lara not Laura", { firstName: 'Lara' }],
    ["my surname is wrong, it's Smyth not Smith", { lastName: 'Smyth' }],
  ] as const)('%s', (text, want) => {
    expect(values(extractPerson(msg(text, 'en', 'confirm'), []))).toEqual(want);
  });

  it('a bare Spanish "no" between two names says nothing for sure', () => {
    expect(values(extractPerson(msg('el nombre está mal, es Lorena no Laura', 'es', 'confirm'), []))).toBeUndefined();
  });
});
