/**
 * Navigation in the guest's many words: the trip falling through (cancel), a back verb with how far, wiping everything
 * to start again, formal imperatives and trade words naming what to change, moving the stay keeping its length, and a
 * question about the weather (small talk that hides its month and place from the other readings).
 */
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '../../../src/flows/understand/destinations.js';
import { understand } from '../../../src/flows/understand/index.js';
import type { Intent, Slot, Understanding } from '../../../src/flows/understand/types.js';

function read(text: string, lang: 'es' | 'en', expecting?: Slot): Understanding {
  return understand(text, { lang, today: '2026-11-29', expecting, catalogue: DEMO_CATALOGUE });
}
const intents = (text: string, lang: 'es' | 'en', expecting?: Slot): Intent[] => read(text, lang, expecting).intents;

describe('the trip fell through: cancel', () => {
  it.each([
    ['ya no se nos dañó el viaje', 'es', 'party'],
    ['se nos cayó el viaje', 'es', 'dates'],
    ['se canceló el evento, qué pena', 'es', 'email'],
    ['Disregard — event postponed sine die', 'en', 'email'],
    ['the trip is off, sorry', 'en', 'party'],
    ['please disregard', 'en', 'dates'],
  ] as const)('%s', (text, lang, at) => {
    expect(intents(text, lang, at)).toContainEqual({ kind: 'cancel' });
  });

  it.each([
    ['need a room in bogota tonight, 1 person, flight got cancelled', 'en', undefined],
    ['event cancelled, need to change the dates', 'en', 'confirm'],
    ['my meeting was cancelled so we stay longer', 'en', 'nights'],
  ] as const)('something else cancelled is no cancel: %s', (text, lang, at) => {
    expect(intents(text, lang, at)).not.toContainEqual({ kind: 'cancel' });
  });

  it('"disregard" beside a value is no cancel', () => {
    expect(intents('disregard, 3 adults', 'en', 'party')).not.toContainEqual({ kind: 'cancel' });
  });
});

describe('a back verb with how far', () => {
  it.each([
    ['devuélvase una', 'party'],
    ['regrésese uno porfa', 'email'],
    ['devuélvame una pregunta', 'phone'],
  ] as const)('%s → back', (text, at) => {
    expect(intents(text, 'es', at)).toEqual([{ kind: 'back' }]);
  });
});

describe('wiping everything to start again', () => {
  it.each([
    ['borre todo y arranquemos otra vez', 'es'],
    ['borra todo', 'es'],
    ['delete everything and start over', 'en'],
  ] as const)('%s → restart', (text, lang) => {
    expect(intents(text, lang, 'email')).toContainEqual({ kind: 'restart' });
  });
});

describe('what to change, in formal imperatives and trade words', () => {
  it.each([
    ['cámbieme el correo', 'es', 'email'],
    ['corríjame el teléfono', 'es', 'phone'],
    ['cambiar titular', 'es', 'name'],
    ['change the lead guest', 'en', 'name'],
    ['need to change the rooming', 'en', 'rooms'],
    ['modificar la distribución de habitaciones', 'es', 'rooms'],
  ] as const)('%s → change %s', (text, lang, target) => {
    expect(intents(text, lang, 'confirm')).toContainEqual({ kind: 'change', target });
  });
});

describe('moving the stay keeping its length', () => {
  it.each([
    ['can you move it a day later? same 3 nights', 'en', 1],
    ['push it back a day', 'en', 1],
    ['move the booking 2 days earlier', 'en', -2],
    ['córrala un día para adelante', 'es', 1],
    ['pásela dos días antes', 'es', -2],
    ['adelantémosla una semana', 'es', -7],
  ] as const)('%s → %i days', (text, lang, days) => {
    const u = read(text, lang, 'confirm');
    expect(u.intents).toContainEqual({ kind: 'shift', days });
    // the length said beside it is the move's, not a new number of nights
    expect(u.dates).toBeUndefined();
  });

  it.each([
    ['queremos pasar 3 noches después de navidad', 'es'],
    ['move in on the 3rd', 'en'],
    ['can you move it?', 'en'],
  ] as const)('%s → no move', (text, lang) => {
    expect(read(text, lang, 'dates').intents.some((i) => i.kind === 'shift')).toBe(false);
  });
});

describe('a question about the weather is small talk, its month and place unread', () => {
  it('¿Cómo está el clima en Cartagena en enero?', () => {
    const u = read('¿Cómo está el clima en Cartagena en enero?', 'es', 'dates');
    expect(u.intents).toContainEqual({ kind: 'smalltalk' });
    expect(u.dates).toBeUndefined();
    expect(u.destination).toBeUndefined();
  });

  it("what's the weather like in December?", () => {
    const u = read("what's the weather like in December?", 'en', 'dates');
    expect(u.intents).toContainEqual({ kind: 'smalltalk' });
    expect(u.dates).toBeUndefined();
  });

  it('a value said before the question is still read', () => {
    const u = read('bogota, q clima hace alla ahorita?', 'es', 'destination');
    expect(u.destination).toMatchObject({ kind: 'known', city: 'Bogotá' });
  });

  it('a weather word outside a question is not claimed', () => {
    expect(read('del 3 al 6 de enero aunque llueva', 'es', 'dates').dates?.checkin).toBe('2027-01-03');
  });
});

describe('more ways of asking for a person', () => {
  it.each([
    ['¿hay algún recepcionista que me pueda atender directamente?', 'es'],
    ['is there someone at the front desk I can chat with', 'en'],
    ['is there a human I can call?', 'en'],
    ['Can I speak to an actual human being please', 'en'],
  ] as const)('%s → a person', (text, lang) => {
    expect(intents(text, lang, 'confirm')).toContainEqual({ kind: 'human' });
  });
});

describe('more navigation', () => {
  it.each([
    ['devuélvase un pasito, por favor', 'es', { kind: 'back' }],
    ['regresemos a lo de antes', 'es', { kind: 'back' }],
    ['zurück', 'en', { kind: 'back' }],
    ['annuler', 'en', { kind: 'cancel' }],
    ['déjalo, al final no viajamos', 'es', { kind: 'cancel' }],
    ["scrap that, I'll book later", 'en', { kind: 'cancel' }],
    ['let me start afresh', 'en', { kind: 'restart' }],
    ['borra eso y arranca de nuevo', 'es', { kind: 'restart' }],
  ] as const)('%s', (text, lang, intent) => {
    expect(intents(text, lang, 'party')).toContainEqual(intent);
  });

  it('a word that is also a name heading a restart is the restart’s, not a first name', () => {
    const u = read('mejor empecemos de cero', 'es', 'name');
    expect(u.intents).toContainEqual({ kind: 'restart' });
    expect(u.guest?.firstName).toBeUndefined();
  });

  it('an affectionate address after a greeting is the greeting’s, not a companion', () => {
    const u = read('hola mi amor, somos mi esposo y yo', 'es', 'party');
    expect(u.intents).toContainEqual({ kind: 'greeting' });
    expect(u.occupancy?.adults).toBe(2);
  });

  it('the children interrupting the chat are small talk, not travellers', () => {
    const u = read('sorry, my kid grabbed the phone', 'en', 'party');
    expect(u.intents).toContainEqual({ kind: 'smalltalk' });
    expect(u.occupancy).toBeUndefined();
  });
});

describe('more ways of naming what to change', () => {
  it.each([
    ['todo bien menos las fechas, quiero cambiarlas', 'es', 'dates'],
    ['all good except the phone', 'en', 'phone'],
    ['regresa a las fechas, me equivoqué', 'es', 'dates'],
    ['go back to the dates please', 'en', 'dates'],
    ['el correo que puse está malo', 'es', 'email'],
    ['oops, my email had a typo', 'en', 'email'],
    ['i need to fix the city I live in', 'en', 'residenceCity'],
  ] as const)('%s → change %s', (text, lang, target) => {
    expect(intents(text, lang, 'confirm')).toContainEqual({ kind: 'change', target });
  });

  it('a change of the trip’s place at a question about the guest reads the place', () => {
    const u = read('espera, me equivoqué de ciudad, era Santa Marta', 'es', 'email');
    expect(u.intents).toContainEqual({ kind: 'change', target: 'destination' });
    expect(u.destination).toMatchObject({ kind: 'known', city: 'Santa Marta' });
  });

  it('"en vez de" takes back the value even without a comma before the new one', () => {
    const u = read('en vez de 2 adultos somos 3', 'es', 'confirm');
    expect(u.occupancy).toMatchObject({ adults: 3 });
    expect(u.occupancy?.children).toBeUndefined();
  });

  it('the date said later by some days is a move', () => {
    expect(intents('Date should be 2 days later, sorry', 'en', 'confirm')).toContainEqual({ kind: 'shift', days: 2 });
    expect(intents('the date 2 days after christmas', 'en', 'dates').some((i) => i.kind === 'shift')).toBe(false);
  });
});
