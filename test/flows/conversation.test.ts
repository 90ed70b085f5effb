import { describe, expect, it } from 'vitest';
import { CreateBookingBody } from '../../src/api/contract/index.js';
import { currentBooking, detectLang, initialState, KNOWN_CITIES, type Effect } from '../../src/flows/index.js';
import { Chat, expectFresh, CARTAGENA } from './fixtures.js';

function only<K extends Effect['kind']>(effects: Effect[], kind: K): Extract<Effect, { kind: K }>[] {
  return effects.filter((e): e is Extract<Effect, { kind: K }> => e.kind === kind);
}

describe('Spanish booking conversation, start to paid', () => {
  it('books one room for two adults in Cartagena', async () => {
    const chat = new Chat('es');
    expect(chat.state.step).toBe('idle');

    let r = await chat.send({ kind: 'command', command: 'start' });
    expect(r[0]!.text).toMatch(/Hola/);
    expect(r[1]!.text).toMatch(/ciudad/);
    expect(r[1]!.choices).toEqual(KNOWN_CITIES.map((c) => ({ label: c, value: c })));
    expect(chat.state.step).toBe('askCity');

    r = await chat.choose('Cartagena');
    expect(chat.state.step).toBe('askCheckin');
    expect(r[0]!.text).toMatch(/Qué día llegas/);

    r = await chat.text('15 de diciembre');
    expect(chat.state.search.checkin).toBe('2026-12-15');
    expect(r[0]!.text).toContain('martes 15 de diciembre de 2026');
    expect(r[0]!.choices!.map((c) => c.label)).toEqual(['1', '2', '3', '4', '5', '7']);

    await chat.press('3');
    expect(chat.state.search.nights).toBe(3);
    expect(chat.state.step).toBe('askRooms');

    await chat.text('1');
    r = await chat.text('dos');
    expect(r[0]!.text).toBe('Habitación 1 de 1: ¿cuántos niños (menores de 18)? (de 0 a 4)');
    r = await chat.press('0');

    // No children and only one room: the search starts.
    expect(chat.effects[0]).toEqual({ kind: 'searchAvailability', checkin: '2026-12-15', nights: 3, city: 'Cartagena', layout: [{ adults: 2 }] });
    expect(r[0]!.text).toMatch(/Buscando disponibilidad en Cartagena/);
    expect(chat.state.step).toBe('chooseHotel');
    // Unconnected and full hotels are left out; cheapest first.
    expect(chat.state.hotels.map((h) => h.name)).toEqual(['Casa Murallas', 'Hotel Caribe Real']);
    expect(r[1]!.choices!.map((c) => c.label)).toEqual([
      'Casa Murallas — desde COP 600.000 (USD 150,00)',
      'Hotel Caribe Real — desde COP 750.000 (USD 187,50)',
    ]);
    // Only what is needed is kept.
    expect(Object.keys(chat.state.hotels[1]!.rooms[0]![0]!).sort()).toEqual(
      ['amount', 'amountUsd', 'boardTypeDescription', 'cancellationPolicy', 'count', 'rateDescription', 'rateId', 'refundable', 'roomId', 'roomName'].sort(),
    );

    r = await chat.press('Hotel Caribe Real');
    expect(chat.state.step).toBe('chooseProduct');
    expect(r[0]!.text).toContain('Hotel Caribe Real — Habitación 1 de 1 (2 adultos)');
    expect(r[0]!.choices!.map((c) => c.label)).toEqual([
      'Doble Estándar · Tarifa no reembolsable · Solo alojamiento · no reembolsable — COP 750.000 (USD 187,50)',
      'Doble Estándar · Tarifa flexible · Desayuno incluido · reembolsable — COP 900.000 (USD 225,00)',
      'Suite Familiar · Tarifa flexible · Desayuno incluido · reembolsable — COP 1.350.000 (USD 337,50)',
      '⬅️ Volver a los hoteles',
    ]);
    expect(r[0]!.text).toContain('Cancelación gratis hasta 48 horas');

    r = await chat.press('Doble Estándar · Tarifa flexible');
    expect(chat.state.step).toBe('askFirstName');
    await chat.text('  Ana   María ');
    await chat.text("Gómez-O'Neil");
    await chat.text('ana@example.com');
    r = await chat.text('300 123 4567');
    expect(r[0]!.choices).toEqual([{ label: 'Colombia', value: 'country:COL' }]);
    await chat.press('Colombia');
    r = await chat.text('Bogotá');
    expect(chat.state.guest).toEqual({
      firstName: 'Ana María',
      lastName: "Gómez-O'Neil",
      email: 'ana@example.com',
      phone: '+573001234567',
      country: 'COL',
      residenceCity: 'Bogotá',
    });

    expect(chat.state.step).toBe('confirm');
    const summary = r[0]!.text;
    for (const part of [
      'Hotel: Hotel Caribe Real (Cartagena)',
      'Llegada: martes 15 de diciembre de 2026',
      'Salida: viernes 18 de diciembre de 2026',
      'Noches: 3',
      'Habitación 1: 2 adultos — Doble Estándar, Tarifa flexible, Desayuno incluido, reembolsable — COP 900.000 (USD 225,00)',
      "Huésped: Ana María Gómez-O'Neil",
      'Correo: ana@example.com',
      'Teléfono: +573001234567',
      'País: Colombia',
      'Ciudad de residencia: Bogotá',
      'Total: COP 900.000 (USD 225,00)',
    ])
      expect(summary).toContain(part);
    expect(r[0]!.choices!.map((c) => c.value)).toEqual(['confirm', 'restart', 'cancel']);

    r = await chat.press('Confirmar');
    const [create] = only(chat.effects, 'createBooking');
    expect(create).toBeDefined();
    expect(create!.hotelId).toBe(101);
    expect(create!.idempotencyKey).toBe('key-1');
    expect(create!.body).toEqual({
      reservation: {
        checkin: '2026-12-15',
        checkout: '2026-12-18',
        nights: '3',
        rooms: '1',
        adults: '2',
        children: '0',
        firstName: 'Ana María',
        lastName: "Gómez-O'Neil",
        email: 'ana@example.com',
        telephone: '+573001234567',
        city: 'Bogotá',
        country: 'COL',
        currency: 'COP',
        roomsData: [{ id: '11', checkin: '2026-12-15', checkout: '2026-12-18', rateId: '111', quantity: '1', currency: 'COP', adults: '2', children: '0' }],
      },
    });
    expect(CreateBookingBody.safeParse(create!.body).success).toBe(true);

    expect(r.map((x) => x.text)[0]).toMatch(/Registrando/);
    const linkReply = r.find((x) => x.url)!;
    expect(linkReply.url).toBe('https://pay.example.com/pay/CB-0001');
    expect(linkReply.text).toContain('CB-0001');
    expect(linkReply.text).toContain('COP 900.000 (USD 225,00)');
    expect(linkReply.text).toContain('22 de noviembre de 2026, 10:30 a. m. (hora de Colombia)');
    expect(only(chat.effects, 'watchPayment')).toEqual([{ kind: 'watchPayment', chatbotId: 'CB-0001', expirationDate: '2026-11-22T10:30:00-05:00' }]);
    expect(chat.state.step).toBe('awaitingPayment');
    expect(currentBooking(chat.state)).toBe('CB-0001');
    // The awaited state is small: no hotel list kept.
    expect(chat.state.hotels).toEqual([]);

    r = await chat.send({ kind: 'payment', outcome: 'paid', chatbotId: 'CB-0001' });
    expect(r[0]!.text).toContain('CB-0001');
    expect(r[0]!.text).toMatch(/confirmada/);
    expectFresh(chat.state, 'es');
    expect(currentBooking(chat.state)).toBeUndefined();
  });

  it('two rooms with children: ages asked per child, layout and totals per room', async () => {
    const chat = new Chat('es');
    // A cheap hostel with a room only for the first layout entry: it cannot host the whole party.
    chat.hotels = [
      ...CARTAGENA,
      {
        id: 5,
        name: 'Hostal Pequeño',
        partner: '505',
        city: 'Cartagena',
        rooms: [{ roomId: '51', roomName: 'Cuarto', count: 5, rates: [{ rateId: '511', description: 'Única', board: 'Solo alojamiento', refundable: 'none', perNight: 90000 }] }],
        roomsFor: (entry) => (entry === 0 ? [{ roomId: '51', roomName: 'Cuarto', count: 5, rates: [{ rateId: '511', description: 'Única', board: 'Solo alojamiento', refundable: 'none', perNight: 90000 }] }] : []),
      },
    ];
    await chat.text('hola');
    expect(chat.state.step).toBe('askCity');
    await chat.text('cartagena');
    expect(chat.state.search.city).toBe('Cartagena');
    await chat.text('2026-12-15');
    await chat.text('2 noches');
    let r = await chat.press('2');
    expect(r[0]!.text).toBe('Habitación 1 de 2: ¿cuántos adultos? (de 1 a 6)');
    await chat.press('2');
    r = await chat.press('2');
    expect(r[0]!.text).toBe('Habitación 1 de 2: ¿qué edad tiene el niño 1 de 2? (de 0 a 17 años)');
    r = await chat.text('18');
    expect(r[0]!.text).toMatch(/entre 0 y 17/);
    expect(chat.state.step).toBe('askChildAge');
    await chat.text('5 años');
    r = await chat.text('nueve');
    expect(r[0]!.text).toBe('Habitación 2 de 2: ¿cuántos adultos? (de 1 a 6)');
    await chat.text('1');
    await chat.text('0');
    expect(chat.effects[0]).toEqual({
      kind: 'searchAvailability',
      checkin: '2026-12-15',
      nights: 2,
      city: 'Cartagena',
      layout: [{ adults: 2, children_ages: [5, 9] }, { adults: 1 }],
    });
    // Casa Murallas has one room only, but it is offered for each layout entry: it is listed, cheapest.
    expect(chat.state.hotels.map((h) => h.name)).toEqual(['Casa Murallas', 'Hotel Caribe Real']);
    r = await chat.press('Casa Murallas');
    r = await chat.press('Habitación Colonial');
    // Its only room is taken by room 1: room 2 cannot be served, back to the hotel list.
    expect(r[0]!.text).toMatch(/Ya no quedan habitaciones de este hotel para la habitación 2/);
    expect(chat.state.step).toBe('chooseHotel');

    r = await chat.press('Hotel Caribe Real');
    expect(r[0]!.text).toContain('Habitación 1 de 2 (2 adultos, 2 niños (5 años, 9 años))');
    r = await chat.press('Suite Familiar');
    // The suite (count 1) is gone for room 2.
    expect(r[0]!.text).toContain('Habitación 2 de 2 (1 adulto)');
    expect(r[0]!.choices!.some((c) => c.label.startsWith('Suite Familiar'))).toBe(false);
    await chat.press('Tarifa no reembolsable');
    for (const t of ['Ana', 'Gómez', 'ana@example.com', '+1 202 555 0143', 'Estados Unidos', 'Miami']) await chat.text(t);
    expect(chat.state.step).toBe('confirm');
    r = [chat.replies[chat.replies.length - 1]!];
    expect(r[0]!.text).toContain('Habitación 1: 2 adultos, 2 niños (5 años, 9 años) — Suite Familiar');
    expect(r[0]!.text).toContain('Habitación 2: 1 adulto — Doble Estándar, Tarifa no reembolsable, Solo alojamiento, no reembolsable');
    expect(r[0]!.text).toContain('País: Estados Unidos');
    // 450.000×2 + 250.000×2
    expect(r[0]!.text).toContain('Total: COP 1.400.000 (USD 350,00)');
    await chat.text('sí');
    const [create] = only(chat.effects, 'createBooking');
    const res = create!.body.reservation;
    expect(res).toMatchObject({ rooms: '2', adults: '3', children: '2', children_ages: '5,9', country: 'USA', telephone: '+12025550143', city: 'Miami' });
    expect(res.roomsData).toEqual([
      { id: '12', checkin: '2026-12-15', checkout: '2026-12-17', rateId: '121', quantity: '1', currency: 'COP', adults: '2', children: '2' },
      { id: '11', checkin: '2026-12-15', checkout: '2026-12-17', rateId: '112', quantity: '1', currency: 'COP', adults: '1', children: '0' },
    ]);
    expect(CreateBookingBody.safeParse(create!.body).success).toBe(true);
  });

  it('lists at most 8 hotels, cheapest first, leaving out unconnected ones', async () => {
    const chat = new Chat('es');
    chat.hotels = Array.from({ length: 11 }, (_, i) => ({
      id: 100 + i,
      name: `Hotel ${String.fromCharCode(65 + i)}`,
      partner: i === 10 ? null : String(900 + i),
      city: 'Cartagena',
      rooms: [{ roomId: `r${i}`, roomName: 'Doble', count: 2, rates: [{ rateId: `t${i}`, description: 'Flexible', board: 'Desayuno', refundable: 'full' as const, perNight: 500000 - i * 10000 }] }],
    }));
    for (const t of ['hola', 'Cartagena', '2026-12-15', '1', '1', '2', '0']) await chat.text(t);
    const labels = chat.lastChoices().map((c) => c.label);
    expect(labels).toHaveLength(8);
    // Hotel K (i = 10) would be the cheapest but is not connected to the channel manager.
    expect(labels.map((l) => l.split(' — ')[0])).toEqual(['Hotel J', 'Hotel I', 'Hotel H', 'Hotel G', 'Hotel F', 'Hotel E', 'Hotel D', 'Hotel C']);
    expect(labels[0]).toBe('Hotel J — desde COP 410.000 (USD 102,50)');
  });

  it('"back" from the room choice returns to the hotel list', async () => {
    const chat = new Chat('es');
    await chat.text('hola');
    for (const t of ['Cartagena', 'mañana', '1', '1', '2', '0']) await chat.text(t);
    await chat.press('Hotel Caribe Real');
    const r = await chat.press('Volver');
    expect(chat.state.step).toBe('chooseHotel');
    expect(chat.state.hotel).toBeUndefined();
    expect(r[0]!.choices!.map((c) => c.label.split(' — ')[0])).toEqual(['Casa Murallas', 'Hotel Caribe Real']);
    // Typing a number picks from the list too.
    await chat.text('1');
    expect(chat.state.step).toBe('chooseProduct');
    expect(chat.state.hotels[chat.state.hotel!]!.name).toBe('Casa Murallas');
  });
});

describe('language', () => {
  it('detectLang: English only for en* codes', () => {
    expect(detectLang('en')).toBe('en');
    expect(detectLang('en-US')).toBe('en');
    expect(detectLang('EN')).toBe('en');
    expect(detectLang('es')).toBe('es');
    expect(detectLang('pt-BR')).toBe('es');
    expect(detectLang(undefined)).toBe('es');
  });

  it('initialState is idle, version 1, in the given language', () => {
    expect(initialState('en')).toMatchObject({ version: 1, lang: 'en', step: 'idle' });
  });

  it('an English conversation is in English end to end', async () => {
    const chat = new Chat('en');
    let r = await chat.send({ kind: 'command', command: 'start' });
    expect(r[0]!.text).toMatch(/^Hi!/);
    expect(r[1]!.text).toBe('Which city would you like to stay in? Pick one or type it.');
    await chat.text('CARTAGENA');
    r = await chat.text('December 15');
    expect(r[0]!.text).toBe('Arrival: Tuesday, December 15, 2026. How many nights will you stay? (1 to 30)');
    await chat.text('two');
    r = await chat.text('1');
    expect(r[0]!.text).toBe('Room 1 of 1: how many adults? (1 to 6)');
    await chat.text('2');
    r = await chat.text('none');
    expect(r[0]!.text).toBe('🔎 Searching availability in Cartagena from Tuesday, December 15, 2026 for 2 nights…');
    expect(r[1]!.choices!.map((c) => c.label)).toEqual([
      'Casa Murallas — from COP 400,000 (USD 100.00)',
      'Hotel Caribe Real — from COP 500,000 (USD 125.00)',
    ]);
    r = await chat.press('Casa Murallas');
    expect(r[0]!.choices!.map((c) => c.label)).toEqual([
      'Habitación Colonial · Tarifa estándar · Solo alojamiento · refundable — COP 400,000 (USD 100.00)',
      '⬅️ Back to hotels',
    ]);
    r = await chat.press('Habitación Colonial');
    expect(r[0]!.text).toBe("Now your details for the booking. What's your first name?");
    await chat.text('John');
    r = await chat.text('Smith3');
    expect(r[0]!.text).toMatch(/^A last name may only contain letters/);
    await chat.text('Smith');
    r = await chat.text('john@');
    expect(r[0]!.text).toMatch(/^That email doesn't look valid/);
    await chat.text('john@example.org');
    await chat.text('+44 7911 123456');
    r = await chat.text('Narnia');
    expect(r[0]!.text).toMatch(/^I didn't recognise that country/);
    await chat.text('United Kingdom');
    r = await chat.text('London');
    expect(r[0]!.text).toContain('📋 Booking summary');
    expect(r[0]!.text).toContain('Check-in: Tuesday, December 15, 2026');
    expect(r[0]!.text).toContain('Check-out: Thursday, December 17, 2026');
    expect(r[0]!.text).toContain('Country: United Kingdom');
    expect(r[0]!.text).toContain('Total: COP 400,000 (USD 100.00)');
    expect(r[0]!.choices!.map((c) => c.label)).toEqual(['✅ Confirm', '🔄 Start over', '❌ Cancel']);
    r = await chat.press('Confirm');
    expect(only(chat.effects, 'createBooking')[0]!.body.reservation.country).toBe('GBR');
    const link = r.find((x) => x.url)!;
    expect(link.text).toContain('COP 400,000 (USD 100.00)');
    expect(link.text).toContain('November 22, 2026, 10:30 AM (Colombia time)');

    r = await chat.send({ kind: 'command', command: 'status' });
    expect(only(chat.effects, 'checkStatus')).toEqual([{ kind: 'checkStatus', chatbotId: 'CB-0001' }]);
    expect(r[0]!.text).toBe('Booking CB-0001\nPayment: Pending\nStatus: Awaiting payment\nExpires: November 22, 2026, 10:30 AM (Colombia time)');

    r = await chat.send({ kind: 'payment', outcome: 'expired', chatbotId: 'CB-0001' });
    expect(r[0]!.text).toMatch(/expired unpaid/);
    expect(r[0]!.choices).toEqual([{ label: 'New search', value: 'newSearch' }]);
    expectFresh(chat.state, 'en');
    r = await chat.press('New search');
    expect(chat.state.step).toBe('askCity');
  });
});

describe('hotels without availability', () => {
  it('says so and offers change dates / change city / new search; change dates reuses the rest', async () => {
    const chat = new Chat('es');
    chat.hotels = CARTAGENA.filter((h) => h.partner === null || h.id === 4);
    await chat.text('hola');
    for (const t of ['Cartagena', '20/12/2026', '2', '1', '2', '0']) await chat.text(t);
    expect(chat.state.step).toBe('noAvailability');
    let r = chat.replies.slice(-1);
    expect(r[0]!.text).toMatch(/no encontré habitaciones disponibles en Cartagena/);
    expect(r[0]!.choices!.map((c) => c.value)).toEqual(['changeDates', 'changeCity', 'newSearch']);

    chat.hotels = CARTAGENA;
    r = await chat.press('Cambiar fechas');
    expect(chat.state.step).toBe('askCheckin');
    await chat.text('2026-12-22');
    r = await chat.text('3');
    // Straight back to the search with the same city and rooms.
    expect(chat.effects.at(-1)).toEqual({ kind: 'searchAvailability', checkin: '2026-12-22', nights: 3, city: 'Cartagena', layout: [{ adults: 2 }] });
    expect(chat.state.step).toBe('chooseHotel');
  });

  it('change city asks only the city, then searches again', async () => {
    const chat = new Chat('es');
    chat.hotels = [];
    await chat.text('hola');
    for (const t of ['Villa de Leyva', '20/12/2026', '2', '1', '2', '0']) await chat.text(t);
    expect(chat.effects[0]).toMatchObject({ city: 'Villa de Leyva' });
    expect(chat.state.step).toBe('noAvailability');
    chat.hotels = CARTAGENA;
    await chat.press('Cambiar ciudad');
    expect(chat.state.step).toBe('askCity');
    await chat.press('Cartagena');
    expect(chat.effects.at(-1)).toEqual({ kind: 'searchAvailability', checkin: '2026-12-20', nights: 2, city: 'Cartagena', layout: [{ adults: 2 }] });
    expect(chat.state.step).toBe('chooseHotel');
  });
});
