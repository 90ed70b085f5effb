/**
 * The conversation's state machine (`step`, `src/flows/machine.ts`) driven
 * message by message: a whole request at once, step by step to a paid
 * booking, never a silent wrong value, changes and corrections, language,
 * deep links, long rate lists. Through the real flow with the fixtures'
 * fake service; today is Saturday 2026-11-21 in Bogotá.
 */
import { describe, expect, it } from 'vitest';
import { CreateBookingBody } from '../../src/api/contract/index.js';
import { cityNames, currentBooking, DEMO_CATALOGUE, detectLang, initialState, step, type Effect } from '../../src/flows/index.js';
import { atGuestName, Chat, expectFresh, CARTAGENA, NOW } from './fixtures.js';

function only<K extends Effect['kind']>(effects: Effect[], kind: K): Extract<Effect, { kind: K }>[] {
  return effects.filter((e): e is Extract<Effect, { kind: K }> => e.kind === kind);
}

// The fixtures' "today" is Saturday 2026-11-21 in Bogotá.

describe('a whole request in the first message', () => {
  it('shows hotels in the first answer and reaches the payment link in 8 guest actions', async () => {
    const chat = new Chat('es');
    let actions = 0;
    const act = async (f: () => Promise<unknown>) => {
      actions++;
      return f();
    };
    let r = (await act(() => chat.text('Hola, quiero reservar en Cartagena del 15 al 18 de diciembre para 2 adultos y un niño de 5 años'))) as Awaited<
      ReturnType<Chat['text']>
    >;
    expect(chat.effects[0]).toEqual({
      kind: 'searchAvailability',
      checkin: '2026-12-15',
      nights: 3,
      city: 'Cartagena',
      layout: [{ adults: 2, children_ages: [5] }],
    });
    // One answer: the greeting, what was understood, and the hotels.
    expect(r[0]!.text).toBe(
      '¡Hola! 😊\n\n🔎 Buscando disponibilidad en Cartagena, mar 15 – vie 18 dic (3 noches) · 2 adultos, 1 niño de 5 años · 1 habitación…',
    );
    expect(r[1]!.text).toContain('Cartagena · mar 15 – vie 18 dic (3 noches) · 2 adultos, 1 niño de 5 años · 1 habitación');
    expect(r[1]!.choices!.map((c) => c.label)).toEqual([
      'Casa Murallas · desde COP 600.000',
      'Hotel Caribe Real · desde COP 750.000',
      '📅 Cambiar fechas',
      '👥 Cambiar personas',
      '📍 Cambiar ciudad',
      '🛏️ Habitaciones',
    ]);
    await act(() => chat.press('Hotel Caribe Real'));
    r = (await act(() => chat.press('Tarifa flexible'))) as typeof r;
    expect(chat.state.step).toBe('askName');
    // The channel's profile name is offered as a one-tap answer.
    r = (await act(() => chat.send({ kind: 'choice', value: 'name:profile', profile: { firstName: 'Ana María', lastName: 'Gómez' } }))) as typeof r;
    expect(chat.state.guest).toMatchObject({ firstName: 'Ana María', lastName: 'Gómez' });
    expect(r[0]!.requestContact).toBe(true);
    await act(() => chat.send({ kind: 'contact', phone: '573001234567' }));
    await act(() => chat.text('ana@example.com'));
    r = (await act(() => chat.text('Bogotá'))) as typeof r;
    expect(chat.state.step).toBe('confirm');
    expect(r[0]!.text).toContain('País: Colombia (país según tu número de teléfono');
    r = (await act(() => chat.press('Confirmar'))) as typeof r;
    expect(r.find((x) => x.url)?.url).toBe('https://pay.example.com/pay/CB-0001');
    expect(actions).toBeLessThanOrEqual(8);

    const [create] = only(chat.effects, 'createBooking');
    expect(create!.body.reservation).toMatchObject({
      checkin: '2026-12-15',
      checkout: '2026-12-18',
      nights: '3',
      rooms: '1',
      adults: '2',
      children: '1',
      children_ages: '5',
      firstName: 'Ana María',
      lastName: 'Gómez',
      email: 'ana@example.com',
      telephone: '+573001234567',
      city: 'Bogotá',
      country: 'COL',
    });
    expect(CreateBookingBody.safeParse(create!.body).success).toBe(true);
  });

  it("an age of 18 or more beside a child's at the ages question: that person as an adult is said back to confirm", async () => {
    const chat = new Chat('es');
    await chat.text('Cartagena del 15 al 18 de diciembre, 2 adultos y 2 niños');
    const replies = await chat.text('17 y 19');
    expect(chat.state).toMatchObject({ step: 'clarify', search: { adults: 2, children: 2, ages: [] } });
    const said = replies.map((r) => r.text).join('\n');
    expect(said).toContain('Con 19 años cuenta como adulto');
    expect(said).toContain('¿es esto? 3 adultos, 1 niño de 17 años');
    await chat.text('sí');
    expect(chat.state.search).toMatchObject({ adults: 3, children: 1, ages: [17] });
    // A slip of the finger: the age meant, typed next, is the second child's.
    const slip = new Chat('es');
    await slip.say('Cartagena del 15 al 18 de diciembre, 2 adultos y 2 niños', '5 y 19', '15');
    expect(slip.state.search).toMatchObject({ adults: 2, children: 2, ages: [5, 15] });
    // An adult's age alone is no child's: refused, asked again.
    const other = new Chat('es');
    await other.say('Cartagena del 15 al 18 de diciembre, 2 adultos y 2 niños', '19');
    expect(other.state).toMatchObject({ step: 'askChildAges', search: { adults: 2, children: 2, ages: [] } });
  });

  it('the number the guest writes from (WhatsApp) is offered at the phone question and taken only when confirmed, with its country', async () => {
    const chat = new Chat('es');
    const profile = { firstName: 'Ana', lastName: 'Gómez', phone: '+573001234567' };
    await chat.send({ kind: 'text', text: 'Cartagena del 15 al 18 de diciembre, 2 adultos', profile });
    await chat.press('Hotel Caribe Real');
    await chat.press('Tarifa flexible');
    const [phoneQuestion] = await chat.send({ kind: 'choice', value: 'name:profile', profile });
    expect(phoneQuestion!.choices).toEqual([{ label: '+57 300 1234567', value: 'phone:profile' }]);
    expect(chat.state.guest.phone).toBeUndefined();
    await chat.send({ kind: 'choice', value: 'phone:profile', profile });
    expect(chat.state.guest).toMatchObject({ phone: '+573001234567', country: 'COL', countryFromPhone: true });
    expect(chat.state.step).toBe('askEmail');
    // A number that is not one is never offered.
    const other = new Chat('es');
    await other.send({ kind: 'text', text: 'Cartagena del 15 al 18 de diciembre, 2 adultos', profile: { phone: '12ab' } });
    expect(other.state.profile?.phone).toBeUndefined();
  });

  it('answering one question at a time reaches the payment link in at most 12 actions', async () => {
    const chat = new Chat('es');
    const answers = ['hola', 'Cartagena', 'del 15 al 18 de diciembre', '2 adultos y un niño', '5'];
    for (const a of answers) await chat.text(a);
    expect(chat.state.step).toBe('chooseHotel');
    await chat.press('Hotel Caribe Real');
    await chat.press('Tarifa flexible');
    for (const a of ['Ana Gómez', '300 123 4567', 'ana@example.com', 'Bogotá']) await chat.text(a);
    const r = await chat.press('Confirmar');
    expect(r.find((x) => x.url)).toBeDefined();
    expect(answers.length + 2 + 4 + 1).toBeLessThanOrEqual(12);
  });
});

describe('step by step, Spanish, start to paid', () => {
  it('asks only what is missing, says back what it understood, and books', async () => {
    const chat = new Chat('es');
    expect(chat.state.step).toBe('idle');

    let r = await chat.send({ kind: 'command', command: 'start' });
    expect(r[0]!.text).toMatch(/^¡Hola! 👋/);
    expect(r[0]!.text).toMatch(/A qué ciudad viajas/);
    // The catalogue's cities, and the other language.
    expect(r[0]!.choices).toEqual([...cityNames(DEMO_CATALOGUE).map((c) => ({ label: c, value: `city:${c}` })), { label: '🇬🇧 English', value: 'lang:en' }]);

    r = await chat.text('quiero ir a cartajena');
    expect(chat.state.search.city).toBe('Cartagena');
    expect(r[0]!.text).toBe('✔️ Cartagena\n\n¿Qué fechas? Por ejemplo: "del 15 al 18 de diciembre", "mañana por 2 noches" o "el fin de semana".');

    r = await chat.text('el 15 de diciembre');
    expect(chat.state.search.checkin).toBe('2026-12-15');
    expect(r[0]!.text).toMatch(/Llegada: mar 15 dic\. ¿Cuántas noches/);
    expect(r[0]!.choices!.map((c) => c.label)).toEqual(['1', '2', '3', '4', '5', '7']);

    // "2 adultos" at the nights question is people, not nights.
    r = await chat.text('2 adultos');
    expect(chat.state.search).toMatchObject({ adults: 2 });
    expect(chat.state.search.nights).toBeUndefined();
    expect(chat.state.step).toBe('askNights');

    r = await chat.text('una semana');
    expect(chat.state.search.nights).toBe(7);
    expect(only(chat.effects, 'searchAvailability')[0]).toEqual({
      kind: 'searchAvailability',
      checkin: '2026-12-15',
      nights: 7,
      city: 'Cartagena',
      layout: [{ adults: 2 }],
    });
    expect(chat.state.step).toBe('chooseHotel');
  });

  it('children said without ages: the ages are asked; months are 0 years', async () => {
    const chat = new Chat('es');
    await chat.say('hola', 'Medellín', 'mañana por 2 noches');
    let r = await chat.text('2 adultos y 2 niños');
    expect(chat.state.step).toBe('askChildAges');
    expect(r[0]!.text).toContain('2 adultos, 2 niños');
    expect(r[0]!.text).toMatch(/Qué edades tienen los 2 niños/);
    r = await chat.text('30');
    expect(r[0]!.text).toMatch(/cuenta como adulto/);
    expect(chat.state.search.ages).toEqual([]);
    // A negative age is no age: the hint of the question, never "counts as an adult", and no age kept beside it.
    r = await chat.text('tienen -3 y 5');
    expect(r[0]!.text).toMatch(/Dime la edad en años \(de 0 a 17\)/);
    expect(r[0]!.text).not.toMatch(/cuenta como adulto/);
    expect(chat.state.search.ages).toEqual([]);
    r = await chat.text('-2');
    expect(r[0]!.text).toMatch(/Dime la edad en años \(de 0 a 17\)/);
    expect(chat.state).toMatchObject({ step: 'askChildAges', search: { ages: [] } });
    // One age for two children is asked back (both, or the first?); the next age is the other one's.
    r = await chat.text('8 meses');
    expect(chat.state).toMatchObject({ step: 'clarify', search: { ages: [] } });
    expect(r.at(-1)!.text).toContain('¿Los dos niños tienen menos de 1 año? Si no, dime la edad del otro.');
    r = await chat.text('6');
    expect(only(chat.effects, 'searchAvailability')[0]!.layout).toEqual([{ adults: 2, children_ages: [0, 6] }]);
  });

  it('two rooms with their own occupancy; products per room; summary per room', async () => {
    const chat = new Chat('es');
    await chat.text('Cartagena, 15 de diciembre, 2 noches, dos habitaciones, cada una con 2 adultos');
    expect(only(chat.effects, 'searchAvailability')[0]!.layout).toEqual([{ adults: 2 }, { adults: 2 }]);
    let r = await chat.press('Hotel Caribe Real');
    expect(r[0]!.text).toContain('Habitación 1 de 2 · 2 adultos');
    r = await chat.press('Suite Familiar');
    // The suite (count 1) is gone for room 2.
    expect(r[0]!.text).toContain('Habitación 2 de 2 · 2 adultos');
    expect(r[0]!.choices!.some((c) => c.label.startsWith('Suite Familiar'))).toBe(false);
    await chat.press('Tarifa no reembolsable');
    await chat.say('me llamo John Smith', '+1 202 555 0143', 'john@example.org', 'Miami');
    expect(chat.state.step).toBe('confirm');
    const summary = chat.lastText();
    expect(summary).toContain('Habitación 1: 2 adultos — Suite Familiar');
    expect(summary).toContain('Habitación 2: 2 adultos — Doble Estándar, Tarifa no reembolsable');
    expect(summary).toContain('País: Estados Unidos');
    // 450.000×2 + 250.000×2
    expect(summary).toContain('Total: COP 1.400.000 (USD 350,00)');
    await chat.text('sí');
    const res = only(chat.effects, 'createBooking')[0]!.body.reservation;
    expect(res).toMatchObject({ rooms: '2', adults: '4', children: '0', country: 'USA', telephone: '+12025550143', city: 'Miami' });
    expect(res.roomsData.map((x) => [x.id, x.rateId, x.adults])).toEqual([
      ['12', '121', '2'],
      ['11', '112', '2'],
    ]);
  });

  it('a party nobody can host in one room is split into two, and the guest can change it', async () => {
    const chat = new Chat('es');
    // The hotels answer only layouts whose rooms hold at most 2 people.
    const fits = (layout: { adults: number; children_ages?: number[] }[]) => layout.every((r) => r.adults + (r.children_ages?.length ?? 0) <= 2);
    chat.override.searchAvailability = (e) => {
      if (e.kind !== 'searchAvailability' || fits(e.layout)) return undefined;
      return { kind: 'availability', result: [] };
    };
    const r = await chat.text('Cartagena del 15 al 17 de diciembre, somos 3 adultos');
    const layouts = only(chat.effects, 'searchAvailability').map((e) => e.layout);
    expect(layouts).toEqual([[{ adults: 3 }], [{ adults: 2 }, { adults: 1 }]]);
    expect(r.map((x) => x.text).join('\n')).toMatch(/busqué 2 habitaciones; puedes cambiarlo/);
    expect(chat.state.step).toBe('chooseHotel');
    await chat.choose('change:rooms');
    expect(chat.state.step).toBe('askRooms');
    await chat.choose('rooms:3');
    expect(only(chat.effects, 'searchAvailability').at(-1)!.layout).toEqual([{ adults: 1 }, { adults: 1 }, { adults: 1 }]);
  });

  it('lists at most 8 hotels, cheapest first, leaving out unconnected ones; a typed number picks one', async () => {
    const chat = new Chat('es');
    chat.hotels = Array.from({ length: 11 }, (_, i) => ({
      id: 100 + i,
      name: `Hotel ${String.fromCharCode(65 + i)}`,
      partner: i === 10 ? null : String(900 + i),
      city: 'Cartagena',
      rooms: [
        {
          roomId: `r${i}`,
          roomName: 'Doble',
          count: 2,
          rates: [{ rateId: `t${i}`, description: 'Flexible', board: 'Desayuno', refundable: 'full' as const, perNight: 500000 - i * 10000 }],
        },
      ],
    }));
    await chat.text('cartagena el 15 de diciembre 1 noche para 2');
    const labels = chat
      .lastChoices()
      .map((c) => c.label)
      .filter((l) => l.startsWith('Hotel'));
    expect(labels.map((l) => l.split(' · ')[0])).toEqual(['Hotel J', 'Hotel I', 'Hotel H', 'Hotel G', 'Hotel F', 'Hotel E', 'Hotel D', 'Hotel C']);
    expect(labels[0]).toBe('Hotel J · desde COP 410.000');
    await chat.text('2');
    expect(chat.state.step).toBe('chooseProduct');
    expect(chat.state.hotels[chat.state.hotel!]!.name).toBe('Hotel I');
    await chat.press('Volver');
    expect(chat.state.step).toBe('chooseHotel');
    expect(chat.state.hotel).toBeUndefined();
  });

  it('a hotel named by the guest is offered straight away', async () => {
    const chat = new Chat('es');
    chat.hotels = [{ ...CARTAGENA[0]!, id: 3, name: 'Hotel Bocagrande Azul' }, CARTAGENA[1]!];
    const r = await chat.text('una habitación en el Hotel Bocagrande Azul del 15 al 17 de diciembre para 2 adultos');
    expect(chat.state.step).toBe('chooseProduct');
    expect(r.map((x) => x.text).join('\n')).toMatch(/Hotel Bocagrande Azul · 2 adultos\. Elige habitación/);
  });
});

describe('never a silent wrong value', () => {
  it('an unknown destination is said at once with the known ones as buttons', () => {
    const r = step(initialState('es'), { kind: 'text', text: 'quiero ir a Pereira del 15 al 18 de diciembre' }, { now: NOW, newId: () => 'x' });
    expect(r.state.step).toBe('askDestination');
    expect(r.state.search.city).toBeUndefined();
    // The dates said with it are kept.
    expect(r.state.search).toMatchObject({ checkin: '2026-12-15', nights: 3 });
    expect(r.replies[0]!.text).toMatch(/Todavía no tenemos hoteles en Pereira/);
    expect(r.replies[0]!.choices!.length).toBeGreaterThan(0);
    expect(r.replies[0]!.choices!.every((c) => c.value.startsWith('city:'))).toBe(true);
  });

  it('a keyboard mash is not said back as a place', () => {
    const s = { ...initialState('es'), step: 'askDestination' as const };
    const r = step(s, { kind: 'text', text: 'asdfgh' }, { now: NOW, newId: () => 'x' });
    expect(r.replies[0]!.text).not.toMatch(/asdfgh/);
    expect(r.replies[0]!.text).toMatch(/^No te entendí/);
    const place = step(s, { kind: 'text', text: 'Pereira' }, { now: NOW, newId: () => 'x' });
    expect(place.replies[0]!.text).toMatch(/Todavía no tenemos hoteles en Pereira/);
  });

  it('greetings and thanks are not data: a friendly word and the question again', () => {
    const s = { ...initialState('es'), step: 'askDestination' as const };
    for (const text of ['hola', 'gracias', 'jajaja']) {
      const r = step(s, { kind: 'text', text }, { now: NOW, newId: () => 'x' });
      expect(r.state.search.city).toBeUndefined();
      expect(r.state.step).toBe('askDestination');
      expect(r.replies[0]!.text).toMatch(/A qué ciudad viajas/);
    }
  });

  it('a month without a day is asked back; the day answered completes it', async () => {
    const chat = new Chat('es');
    await chat.text('Cartagena');
    let r = await chat.text('en diciembre');
    expect(chat.state.step).toBe('clarify');
    expect(chat.state.search.checkin).toBeUndefined();
    expect(r[0]!.text).toMatch(/Qué día de diciembre llegas/);
    r = await chat.text('el 20');
    expect(chat.state.search.checkin).toBe('2026-12-20');
    expect(chat.state.step).toBe('askNights');
  });

  it('a change with its new value while a question is asked back takes the value (no crash)', async () => {
    const chat = new Chat('es');
    await chat.say('Cartagena', 'en diciembre');
    expect(chat.state.step).toBe('clarify');
    const r = await chat.text('cambiar la fecha al 16 de diciembre');
    expect(chat.state.search.checkin).toBe('2026-12-16');
    expect(chat.state.step).toBe('askNights');
    expect(r.length).toBeGreaterThan(0);
  });

  it('"12/01" in an English chat is asked back with both readings', async () => {
    const chat = new Chat('en');
    await chat.text('Cartagena');
    const r = await chat.text('12/01');
    expect(chat.state.step).toBe('clarify');
    expect(r[0]!.choices!.map((c) => c.label)).toEqual(expect.arrayContaining(['Tue Dec 1', 'Tue Jan 12 2027']));
    await chat.press('Dec 1');
    expect(chat.state.search.checkin).toBe('2026-12-01');
  });

  it('a date of the last weeks typed without a year is confirmed, not silently moved to next year', async () => {
    const chat = new Chat('es');
    await chat.text('Cartagena');
    const r = await chat.text('el 10 de noviembre');
    expect(chat.state.step).toBe('clarify');
    expect(chat.state.search.checkin).toBeUndefined();
    expect(r[0]!.text).toMatch(/¿Te refieres al miércoles 10 de noviembre de 2027\? Esa fecha de este año ya pasó/);
    await chat.choose('pick:0');
    expect(chat.state.search.checkin).toBe('2027-11-10');
    // Said with its year, or months ahead, it is simply taken.
    const other = new Chat('es');
    await other.say('Cartagena', 'el 10 de noviembre de 2027');
    expect(other.state.search.checkin).toBe('2027-11-10');
    await other.say('cambiar fechas', 'el 12 de octubre');
    expect(other.state.search.checkin).toBe('2027-10-12');
  });

  it('a past date is refused with the reason, never moved forward', () => {
    const s = { ...initialState('es'), step: 'askDates' as const, search: { city: 'Cartagena', ages: [] } };
    const r = step(s, { kind: 'text', text: 'hace una semana' }, { now: NOW, newId: () => 'x' });
    expect(r.state.search.checkin).toBeUndefined();
    expect(r.replies[0]!.text).toMatch(/ya pasó \(hoy es sábado 21 de noviembre de 2026\)/);
  });

  it('navigation words at the name question are not names', async () => {
    const chat = await atGuestName();
    expect(chat.state.step).toBe('askName');
    await chat.text('atrás');
    expect(chat.state.step).toBe('chooseProduct');
    await chat.press('Tarifa flexible');
    await chat.text('Me llamo Ana');
    expect(chat.state.guest).toEqual({ firstName: 'Ana' });
    expect(chat.state.step).toBe('askLastName');
    await chat.text('cancelar');
    expectFresh(chat.state, 'es');
  });
});

describe('surnames that are also places', () => {
  const SURNAMES = ['Mendoza', 'Valencia', 'Córdoba', 'Medellín', 'Cartagena', 'Lima', 'Sevilla', 'Cuenca', 'Bello', 'Ocaña'];

  it.each(SURNAMES)('"%s" answers "¿Y tu apellido?" and the booking goes on to the phone', async (surname) => {
    const chat = await atGuestName();
    await chat.text('Ana');
    expect(chat.state.step).toBe('askLastName');
    await chat.text(surname);
    expect(chat.state.guest).toEqual({ firstName: 'Ana', lastName: surname });
    expect(chat.state.step).toBe('askPhone');
  });

  it.each(SURNAMES)('"Ana %s" at the name question is the whole name', async (surname) => {
    const chat = await atGuestName();
    await chat.text(`Ana ${surname}`);
    expect(chat.state.guest).toEqual({ firstName: 'Ana', lastName: surname });
    expect(chat.state.step).toBe('askPhone');
  });

  it('a place sentence at the surname question is no surname', async () => {
    const chat = await atGuestName();
    await chat.say('Ana', 'vivo en Valencia');
    expect(chat.state.guest.lastName).toBeUndefined();
    expect(chat.state.step).toBe('askLastName');
  });
});

describe('changes and corrections', () => {
  it('"no, mejor el 16" corrects the arrival; "cambiar personas" asks the people again and searches anew', async () => {
    const chat = new Chat('es');
    await chat.say('Cartagena', 'el 15 de diciembre', 'no, mejor el 16');
    expect(chat.state.search.checkin).toBe('2026-12-16');
    await chat.text('3 noches, 2 adultos');
    expect(chat.state.step).toBe('chooseHotel');
    const r = await chat.text('cambiar personas');
    expect(chat.state.step).toBe('askParty');
    expect(r[0]!.text).toMatch(/Cuántas personas/);
    await chat.text('3 adultos');
    expect(only(chat.effects, 'searchAvailability').at(-1)).toMatchObject({ checkin: '2026-12-16', nights: 3, layout: [{ adults: 3 }] });
  });

  it('at the summary any field can be edited without starting over', async () => {
    const chat = await atGuestName();
    await chat.say('Ana Gómez', '3001234567', 'ana@example.com', 'Bogotá');
    expect(chat.state.step).toBe('confirm');
    await chat.press('Cambiar un dato');
    expect(chat.lastChoices().map((c) => c.value)).toContain('edit:email');
    let r = await chat.choose('edit:email');
    expect(r[0]!.text).toMatch(/correo electrónico/);
    r = await chat.text('ana.gomez@example.com');
    expect(chat.state.step).toBe('confirm');
    expect(r[0]!.text).toContain('Correo: ana.gomez@example.com');
    // A typed value at the summary replaces the old one too.
    r = await chat.text('mi celular es 310 555 1234');
    expect(r[0]!.text).toContain('Teléfono: +57 310 5551234');
    // Changing the dates searches again; the guest's details are kept.
    await chat.text('cambiar fechas');
    expect(chat.state.step).toBe('askDates');
    await chat.text('del 20 al 22 de diciembre');
    expect(chat.state.step).toBe('chooseHotel');
    await chat.press('Hotel Caribe Real');
    await chat.press('Tarifa flexible');
    expect(chat.state.step).toBe('confirm');
    expect(chat.lastText()).toContain('Llegada: domingo 20 de diciembre de 2026');
  });
});

describe('language', () => {
  it('detectLang: English only for en* codes', () => {
    expect(detectLang('en')).toBe('en');
    expect(detectLang('en-US')).toBe('en');
    expect(detectLang('es')).toBe('es');
    expect(detectLang('pt-BR')).toBe('es');
    expect(detectLang(undefined)).toBe('es');
  });

  it('initialState is idle, version 2, in the given language', () => {
    expect(initialState('en')).toMatchObject({ version: 2, lang: 'en', step: 'idle' });
  });

  it('a message clearly in the other language switches the chat', async () => {
    const chat = new Chat('es');
    const r = await chat.text('Hi, I want to book a room in Cartagena');
    expect(chat.state.lang).toBe('en');
    expect(r[0]!.text).toMatch(/Which dates\?/);
  });

  it('/language offers both languages; the choice sticks even when the guest writes in the other', async () => {
    const chat = new Chat('es');
    await chat.text('hola');
    let r = await chat.send({ kind: 'command', command: 'language' });
    expect(r[0]!.choices).toEqual([
      { label: 'Español', value: 'lang:es' },
      { label: 'English', value: 'lang:en' },
    ]);
    r = await chat.choose('lang:en');
    expect(chat.state.lang).toBe('en');
    expect(r[0]!.text).toMatch(/^Done, let's continue in English\.\n\nWhich city/);
    await chat.text('quiero ir a Cartagena');
    expect(chat.state.lang).toBe('en');
  });

  it('an English conversation is in English end to end', async () => {
    const chat = new Chat('en');
    let r = await chat.send({ kind: 'command', command: 'start' });
    expect(r[0]!.text).toMatch(/^Hi! 👋[\s\S]*Which city are you travelling to\?/);
    await chat.text('CARTAGENA');
    r = await chat.text('December 15');
    expect(r[0]!.text).toBe('✔️ Cartagena · arrival Tue Dec 15\n\nArrival: Tue Dec 15. How many nights will you stay? (or tell me your check-out day)');
    await chat.text('two');
    r = await chat.text('just me');
    expect(r[0]!.text).toBe('🔎 Checking availability in Cartagena, Tue Dec 15 – Thu Dec 17 (2 nights) · 1 adult · 1 room…');
    r = await chat.press('Casa Murallas');
    r = await chat.press('Habitación Colonial');
    expect(r[0]!.text).toMatch(/^Now your details/);
    await chat.text('John Smith');
    r = await chat.text('john@');
    expect(r[0]!.text).toMatch(/mobile number/);
    await chat.say('+44 20 7946 0958', 'john@example.org');
    r = await chat.text('London');
    expect(r[0]!.text).toContain('📋 Booking summary');
    expect(r[0]!.text).toContain('Check-in: Tuesday, December 15, 2026');
    expect(r[0]!.text).toContain('Country: United Kingdom');
    expect(r[0]!.choices!.map((c) => c.label)).toEqual(['✅ Confirm', '✏️ Change something', '❌ Cancel']);
    r = await chat.press('Confirm');
    expect(only(chat.effects, 'createBooking')[0]!.body.reservation.country).toBe('GBR');
    expect(r.find((x) => x.url)!.text).toContain('November 22, 2026, 10:30 AM (Colombia time)');
    expect(currentBooking(chat.state)).toBe('CB-0001');
  });
});

describe('deep links', () => {
  it('/start with a city payload starts with that destination chosen', () => {
    const r = step(initialState('es'), { kind: 'command', command: 'start', payload: 'santa-marta' }, { now: NOW, newId: () => 'x' });
    expect(r.state.search.city).toBe('Santa Marta');
    expect(r.state.step).toBe('askDates');
    expect(r.replies[0]!.text).toContain('✔️ Santa Marta');
  });

  it('/start with a hotel payload chooses the hotel; an unknown payload just greets', () => {
    const r = step(initialState('es'), { kind: 'command', command: 'start', payload: 'hotel-3' }, { now: NOW, newId: () => 'x' });
    expect(r.state.search).toMatchObject({ city: 'Cartagena', hotelId: 3, hotelName: 'Hotel Bocagrande Azul' });
    const u = step(initialState('es'), { kind: 'command', command: 'start', payload: 'narnia' }, { now: NOW, newId: () => 'x' });
    expect(u.state.step).toBe('askDestination');
  });
});

describe('nothing typed is lost', () => {
  it('no availability keeps the stay; change dates asks only the dates and searches again', async () => {
    const chat = new Chat('es');
    chat.hotels = CARTAGENA.filter((h) => h.partner === null || h.id === 4);
    await chat.text('Cartagena, 20/12/2026, 2 noches, 2 adultos');
    expect(chat.state.step).toBe('noAvailability');
    const r = chat.replies.slice(-1);
    expect(r[0]!.text).toMatch(/no encontré habitaciones disponibles en Cartagena/);
    expect(r[0]!.choices!.map((c) => c.value)).toEqual(['change:dates', 'change:party', 'change:destination', 'change:rooms', 'newSearch']);
    chat.hotels = CARTAGENA;
    await chat.press('Cambiar fechas');
    expect(chat.state.step).toBe('askDates');
    await chat.text('del 22 al 25 de diciembre');
    expect(chat.effects.at(-1)).toEqual({ kind: 'searchAvailability', checkin: '2026-12-22', nights: 3, city: 'Cartagena', layout: [{ adults: 2 }] });
    expect(chat.state.step).toBe('chooseHotel');
  });

  it('change city asks only the city, then searches again', async () => {
    const chat = new Chat('es');
    chat.hotels = [];
    await chat.text('Bogotá, 20/12/2026, 2 noches, 2 adultos');
    expect(chat.state.step).toBe('noAvailability');
    chat.hotels = CARTAGENA;
    await chat.press('Cambiar ciudad');
    expect(chat.state.step).toBe('askDestination');
    await chat.choose('city:Cartagena');
    expect(chat.effects.at(-1)).toEqual({ kind: 'searchAvailability', checkin: '2026-12-20', nights: 2, city: 'Cartagena', layout: [{ adults: 2 }] });
    expect(chat.state.step).toBe('chooseHotel');
  });
});

describe('what a black-box run of the terminal chat showed', () => {
  it('a button typed by its label is that button ("Cambiar un dato", then "País")', async () => {
    const chat = await atGuestName();
    await chat.say('Ana Gómez', '+34 612 34 56 78', 'ana@example.com', 'Madrid');
    expect(chat.state.step).toBe('confirm');
    await chat.text('Cambiar un dato');
    expect(chat.state.step).toBe('editPick');
    const r = await chat.text('país');
    expect(chat.state.step).toBe('askCountry');
    // The phone's country is offered first, then Colombia.
    expect(r[0]!.choices!.map((c) => c.value)).toEqual(['country:ESP', 'country:COL']);
  });

  it('a deep link goes straight to the dates with no language option a typed number could catch', () => {
    const r = step(initialState('es'), { kind: 'command', command: 'start', payload: 'santa-marta' }, { now: NOW, newId: () => 'x' });
    expect(r.state.step).toBe('askDates');
    expect(r.replies[0]!.choices ?? []).toEqual([]);
  });

  it('/start with a place the deployment does not sell says so, with the known cities', () => {
    const r = step(initialState('es'), { kind: 'command', command: 'start', payload: 'bucaramanga' }, { now: NOW, newId: () => 'x' });
    expect(r.state.step).toBe('askDestination');
    expect(r.replies[0]!.text).toMatch(/Todavía no tenemos hoteles en bucaramanga/);
    expect(r.replies[0]!.choices!.map((c) => c.label)).toEqual(cityNames(DEMO_CATALOGUE));
  });

  it('a detail given at another question is taken and said back', async () => {
    const chat = await atGuestName();
    await chat.text('Ana Gómez');
    const r = await chat.text('mi correo es ana@example.com');
    expect(chat.state.guest.email).toBe('ana@example.com');
    expect(r[0]!.text).toMatch(/^✔️ Correo: ana@example\.com\n\n¿Un número de celular/);
  });
});

describe('rate lists a guest reads on a phone', () => {
  it('buttons are short and distinct (number, room, COP price); the numbered lines say the rest, each fact once', async () => {
    const chat = new Chat('es');
    await chat.text('Cartagena del 15 al 17 de diciembre, 2 adultos');
    const hotels = chat.lastChoices().filter((c) => c.value.startsWith('h:'));
    expect(hotels.map((c) => c.label)).toEqual(['Casa Murallas · desde COP 400.000', 'Hotel Caribe Real · desde COP 500.000']);
    const r = await chat.press('Hotel Caribe Real');
    const rates = chat.lastChoices().filter((c) => c.value.startsWith('p:'));
    expect(rates.map((c) => c.label)).toEqual(['1. Doble Estándar · COP 500.000', '2. Doble Estándar · COP 600.000', '3. Suite Familiar · COP 900.000']);
    for (const c of [...hotels, ...rates]) expect(c.label.length).toBeLessThanOrEqual(40);
    const lines = r[0]!.text.split('\n').filter((l) => /^\d+\. /.test(l));
    expect(lines).toEqual([
      '1. Doble Estándar · Tarifa no reembolsable · Solo alojamiento — COP 500.000 (USD 125,00)',
      '2. Doble Estándar · Tarifa flexible · Desayuno incluido · reembolsable — COP 600.000 (USD 150,00)',
      '3. Suite Familiar · Tarifa flexible · Desayuno incluido · reembolsable — COP 900.000 (USD 225,00)',
    ]);
    await chat.press('Tarifa no reembolsable');
    await chat.say('Ana Gómez', '3001234567', 'ana@example.com', 'Bogotá');
    expect(chat.lastText()).toContain('Habitación 1: 2 adultos — Doble Estándar, Tarifa no reembolsable, Solo alojamiento — COP 500.000');
  });

  it("an English chat reads the service's own phrases in English and is told which text is the hotel's own", async () => {
    const chat = new Chat('en');
    // The fixtures' first hotel with only its double room, renamed, and its flexible rate described in the hotel's own words.
    const [hotel] = CARTAGENA;
    const [double] = hotel!.rooms;
    const [flexible, nonRefundable] = double!.rates;
    chat.hotels = [
      {
        ...hotel!,
        name: 'Hotel Bocagrande Azul',
        rooms: [{ ...double!, roomName: 'Habitación Doble Estándar', rates: [{ ...flexible!, description: 'Con desayuno' }, nonRefundable!] }],
      },
    ];
    await chat.text('Cartagena Dec 15 to 17, 2 adults');
    const r = await chat.press('Hotel Bocagrande Azul');
    const list = r.find((x) => x.text.includes('Choose a room'))!.text;
    expect(list).toContain('1. Standard Double Room · Non-refundable rate · Room only — COP 500,000 (USD 125.00)');
    expect(list).toContain('2. Standard Double Room · With breakfast · refundable — COP 600,000 (USD 150.00)');
    // The fixtures' policies are not the service's own wording: shown as written, said to be the hotel's.
    expect(list).toContain("The hotel's policy, in its own words: No admite cancelación");
    expect(list).not.toMatch(/Tarifa|Solo alojamiento|Desayuno incluido/);
    expect(chat.lastChoices().map((c) => c.label)).toContain('1. Standard Double · COP 500,000');
    await chat.press('Non-refundable rate');
    await chat.say('Emily Clarke', '+1 212 555 0100', 'emily@example.com', 'New York');
    const room = chat
      .lastText()
      .split('\n')
      .find((l) => l.startsWith('Room 1:'))!;
    expect(room).toBe('Room 1: 2 adults — Standard Double Room, Non-refundable rate, Room only — COP 500,000 (USD 125.00)');
  });
});
