/**
 * Answers that cannot be taken and must be re-asked saying why: past dates,
 * dates that do not exist, reversed ranges, too many nights (more than 30),
 * impossible numbers of people or rooms, children's ages of 18 or more,
 * malformed emails and phones, gibberish.
 */
import { en, es } from './helpers.js';
import type { Case } from './types.js';

const refuse = { outcome: 'refuse' } as const;

/** The cases of this category (see the file comment for its decided readings). */
export const cases: Case[] = [
  // Spanish
  es('dates', 'ayer', refuse, 'Past date.'),
  es('dates', 'hace una semana', refuse, 'Past date.'),
  es('dates', 'antier', refuse, 'Past date (the day before yesterday).'),
  es('dates', 'el lunes pasado', refuse, 'Past date.'),
  es('dates', 'el 15 de diciembre de 2019', refuse, 'Past date.'),
  es('dates', 'el 5 de enero del 2025', refuse, 'Past date.'),
  es('dates', 'qwerty', refuse, 'Not understood: re-asked.'),
  es('dates', 'el 31 de febrero', refuse, 'Not a calendar date.'),
  es('dates', '32/12', refuse, 'Not a calendar date.'),
  es('dates', '13/13', refuse, 'Not a calendar date.'),
  es('dates', 'del 18 al 15 de diciembre', refuse, 'Check-out before check-in.'),
  es('nights', '40 noches', refuse, 'More than 30 nights.'),
  es('nights', '0 noches', refuse),
  es('nights', '31 noches', refuse, 'More than 30 nights.'),
  es('nights', 'asdf', refuse, 'Not understood: re-asked.'),
  es('party', '-1', refuse),
  es('party', '0 adultos', refuse, 'No adults.'),
  es('party', 'somos 80', refuse, 'More people than a chatbot booking takes (5 rooms of at most 6 adults).'),
  es('party', 'necesito 20 habitaciones', refuse, 'More than 5 rooms.'),
  es('childAges', '20', refuse, 'A child of 20 is an adult.'),
  es('childAges', 'tienen 18 y 19', refuse, 'Children must be under 18.'),
  es('email', 'ana@gmail', refuse, 'No top-level domain.'),
  es('email', 'www.hotmail.com', refuse, 'A website, not an address.'),
  es('phone', '123', refuse),
  es('phone', 'abc', refuse),
  es('phone', '12345678901234567', refuse, 'Too long for any number.'),
  es('name', '12345', refuse, 'A name has letters.'),
  es('country', 'narnia', refuse, 'Not a country.'),
  es('dates', 'ayer x la noche', refuse, 'Past date.'),
  // English
  en('dates', 'yesterday', refuse, 'Past date.'),
  en('dates', 'last friday', refuse, 'Past date.'),
  en('dates', '2 weeks ago', refuse, 'Past date.'),
  en('dates', 'march 3, 2024', refuse, 'Past date.'),
  en('dates', 'the 35th', refuse, 'Not a calendar date.'),
  en('dates', 'asdfgh', refuse, 'Not understood: re-asked.'),
  en('nights', '45 nights', refuse, 'More than 30 nights.'),
  en('nights', 'zero nights', refuse),
  en('party', '0 people', refuse, 'No adults.'),
  en('party', 'no adults, just 2 kids', refuse, 'Children cannot travel without an adult.'),
  en('email', 'john@@gmail.com', refuse),
  en('name', '@@@', refuse, 'A name has letters.'),
];
