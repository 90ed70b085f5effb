import { beforeAll, describe, expect, it } from 'vitest';
import { Chat } from './fixtures.js';
import { initialState, step, type FlowState, type FlowStep } from '../../src/flows/index.js';
import { parseCity, parseCount, parseCountry, parseEmail, parseName, parsePhone, parseResidenceCity } from '../../src/flows/parse.js';

const ctx = { now: new Date('2026-11-21T15:00:00Z'), newId: () => 'x' };

const ORDER = ['firstName', 'lastName', 'email', 'phone', 'country', 'residenceCity'] as const;
const FILLED = { firstName: 'Ana', lastName: 'Gómez', email: 'ana@example.com', phone: '+573001234567', country: 'COL', residenceCity: 'Bogotá' };

/** A state at guest question `stepName`, with the details asked before it already given. */
function at(stepName: FlowStep, lang: 'es' | 'en' = 'es'): FlowState {
  const field = stepName.slice(3, 4).toLowerCase() + stepName.slice(4);
  const before = ORDER.slice(0, ORDER.indexOf(field as (typeof ORDER)[number]));
  const guest = Object.fromEntries(before.map((k) => [k, FILLED[k]]));
  return { ...initialState(lang), step: stepName, guest };
}

const NEXT: Record<string, FlowStep> = {
  askFirstName: 'askLastName',
  askLastName: 'askEmail',
  askEmail: 'askPhone',
  askPhone: 'askCountry',
  askCountry: 'askResidenceCity',
};

describe('guest detail parsers', () => {
  it('names: letters, spaces, apostrophes, hyphens; 1..60', () => {
    expect(parseName('José')).toBe('José');
    expect(parseName("  D'Artagnan  de   la Torre-Ruiz ")).toBe("D'Artagnan de la Torre-Ruiz");
    expect(parseName('Zoë')).toBe('Zoë');
    expect(parseName('a'.repeat(60))).toBe('a'.repeat(60));
    for (const bad of ['', '   ', 'a'.repeat(61), 'Ana3', 'ana@x', "'-", 'Ana_Maria']) expect(parseName(bad)).toBeUndefined();
  });

  it('email via zod', () => {
    expect(parseEmail(' ana@example.com ')).toBe('ana@example.com');
    for (const bad of ['ana', 'ana@', '@example.com', 'ana@example', 'ana example@x.com']) expect(parseEmail(bad)).toBeUndefined();
  });

  it('phone: valid numbers only, Colombian by default, E.164', () => {
    expect(parsePhone('300 123 4567')).toBe('+573001234567');
    expect(parsePhone('(601) 234 5678')).toBe('+576012345678');
    expect(parsePhone('+1 (202) 555-0143')).toBe('+12025550143');
    for (const bad of ['12345', 'abc', '', '+57 300']) expect(parsePhone(bad)).toBeUndefined();
  });

  it('country: Spanish or English names, alpha-2 or alpha-3 codes → alpha-3', () => {
    expect(parseCountry('Colombia')).toBe('COL');
    expect(parseCountry('estados unidos')).toBe('USA');
    expect(parseCountry('United States')).toBe('USA');
    expect(parseCountry('España')).toBe('ESP');
    expect(parseCountry('espana')).toBe('ESP');
    expect(parseCountry('Germany')).toBe('DEU');
    expect(parseCountry('Alemania')).toBe('DEU');
    expect(parseCountry('mx')).toBe('MEX');
    expect(parseCountry('PER')).toBe('PER');
    for (const bad of ['Narnia', 'XX', 'ZZZ', 'x']) expect(parseCountry(bad)).toBeUndefined();
  });

  it('city of residence: 2..60 with a letter', () => {
    expect(parseResidenceCity(' Bogotá, D.C. ')).toBe('Bogotá, D.C.');
    for (const bad of ['B', '12345', 'x'.repeat(61), '<script>']) expect(parseResidenceCity(bad)).toBeUndefined();
  });

  it('search city: canonical spelling for known cities, typed text otherwise', () => {
    expect(parseCity('bogota')).toBe('Bogotá');
    expect(parseCity('  MEDELLIN ')).toBe('Medellín');
    expect(parseCity('santa   marta')).toBe('Santa Marta');
    expect(parseCity('Villa de Leyva')).toBe('Villa de Leyva');
    for (const bad of ['B', '123', 'Bogotá 2026', 'x'.repeat(61)]) expect(parseCity(bad)).toBeUndefined();
  });

  it('counts: digits or words, one trailing word, in range', () => {
    expect(parseCount('3', 1, 30)).toBe(3);
    expect(parseCount('dos', 1, 30)).toBe(2);
    expect(parseCount('two nights', 1, 30)).toBe(2);
    expect(parseCount('7 noches', 1, 30)).toBe(7);
    expect(parseCount('ninguno', 0, 4)).toBe(0);
    for (const bad of ['0', '31', 'muchas', '2 de diciembre', '1.5', '']) expect(parseCount(bad, 1, 30)).toBeUndefined();
  });
});

describe('guest detail questions re-ask in the guest language', () => {
  const cases: [FlowStep, string, string, string, string, RegExp, RegExp][] = [
    ['askFirstName', 'R2D2', ' Ana ', 'firstName', 'Ana', /^El nombre solo puede tener letras/, /^A first name may only contain letters/],
    ['askLastName', '', 'Gómez', 'lastName', 'Gómez', /^El apellido solo puede tener letras/, /^A last name may only contain letters/],
    ['askEmail', 'ana@', 'ana@example.com', 'email', 'ana@example.com', /^Ese correo no parece válido/, /^That email doesn't look valid/],
    ['askPhone', '12345', '300 123 4567', 'phone', '+573001234567', /^Ese número no parece válido/, /^That number doesn't look valid/],
    ['askCountry', 'Narnia', 'Perú', 'country', 'PER', /^No reconocí ese país/, /^I didn't recognise that country/],
    ['askResidenceCity', '1', 'Lima', 'residenceCity', 'Lima', /^Escribe el nombre de tu ciudad/, /^Type the name of the city/],
  ];

  // The last detail leads to the summary, which needs a real search and choice behind it.
  const ready: Partial<Record<'es' | 'en', FlowState>> = {};
  beforeAll(async () => {
    for (const lang of ['es', 'en'] as const) {
      const chat = new Chat(lang);
      for (const t of ['hola', 'Cartagena', '2026-12-15', '2', '1', '2', '0', '1', '1', 'Ana', 'Gómez', 'ana@example.com', '3001234567', 'COL'])
        await chat.text(t);
      expect(chat.state.step).toBe('askResidenceCity');
      ready[lang] = chat.state;
    }
  });

  it.each(cases)('%s', (name, bad, good, field, stored, esError, enError) => {
    for (const [lang, error] of [['es', esError], ['en', enError]] as const) {
      const s = name === 'askResidenceCity' ? ready[lang]! : at(name, lang);
      const r1 = step(s, { kind: 'text', text: bad }, ctx);
      expect(r1.state).toStrictEqual(s);
      expect(r1.replies).toHaveLength(1);
      expect(r1.replies[0]!.text).toMatch(error);
      const r2 = step(s, { kind: 'text', text: good }, ctx);
      expect((r2.state.guest as Record<string, string>)[field]).toBe(stored);
      expect(r2.state.step).toBe(NEXT[name] ?? 'confirm');
    }
  });

  it('the country question offers a Colombia button', () => {
    const p = step(at('askPhone'), { kind: 'text', text: '3001234567' }, ctx);
    expect(p.state.step).toBe('askCountry');
    expect(p.replies[0]!.choices).toEqual([{ label: 'Colombia', value: 'country:COL' }]);
    const k = step(p.state, { kind: 'choice', value: 'country:COL' }, ctx);
    expect(k.state.guest.country).toBe('COL');
    expect(k.state.step).toBe('askResidenceCity');
  });
});
