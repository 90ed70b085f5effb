/**
 * The handler of each kind of input (`src/flows/inputs.ts`) besides typed
 * answers: buttons pressed late (stale), effects that fail, rooms that ran
 * out, payment outcomes and reminders, commands, and states or inputs that
 * make no sense. Through the real flow with the fixtures' fake service.
 */
import { describe, expect, it } from 'vitest';
import { currentBooking, initialState, runFlow, step, type Effect, type FlowInput, type FlowState } from '../../src/flows/index.js';
import { atSummary, Chat, expectFresh, EXPIRY, NOW } from './fixtures.js';

async function awaitingPayment(lang: 'es' | 'en' = 'es'): Promise<Chat> {
  const chat = await atSummary(lang);
  await chat.choose('confirm');
  expect(chat.state.step).toBe('awaitingPayment');
  return chat;
}

describe('stale buttons', () => {
  it('a button of an earlier question is refused and the current question repeated', async () => {
    const chat = new Chat('es');
    await chat.text('hola');
    await chat.choose('city:Bogotá');
    await chat.text('mañana');
    const before = chat.state;
    // The city buttons are still on screen; pressing one now does nothing but explain.
    const r = await chat.choose('city:Medellín');
    expect(chat.state).toStrictEqual(before);
    expect(r[0]!.text).toMatch(/botón es de un mensaje anterior[\s\S]*Cuántas noches/);
    expect(r[0]!.choices!.map((c) => c.value)).toEqual(['n:1', 'n:2', 'n:3', 'n:4', 'n:5', 'n:7']);
  });

  it('a hotel button of an older search is stale even if the index exists', async () => {
    const chat = new Chat('en');
    await chat.say('hi', 'Cartagena', '2026-12-15', '2', '2');
    const oldValue = chat.lastChoices()[0]!.value;
    await chat.press('Casa Murallas');
    await chat.press('Back to hotels');
    // A new search after /start: its first hotel button must not be confused with the old one.
    await chat.send({ kind: 'command', command: 'start' });
    await chat.say('Cartagena', '2026-12-20', '2', '2');
    expect(chat.state.step).toBe('chooseHotel');
    const r = await chat.choose(oldValue);
    expect(chat.state.step).toBe('chooseHotel');
    expect(r[0]!.text).toMatch(/earlier message/);
    expect(r[0]!.choices![0]!.value).not.toBe(oldValue);
  });

  it('a nights button pressed at the people question does not change the nights', async () => {
    const chat = new Chat('es');
    await chat.say('hola', 'Cartagena', '2026-12-15');
    const threeNights = chat.lastChoices().find((c) => c.label === '3')!.value;
    await chat.choose('n:2');
    expect(chat.state.step).toBe('askParty');
    const r = await chat.choose(threeNights);
    expect(chat.state.search.nights).toBe(2);
    expect(r[0]!.text).toMatch(/mensaje anterior[\s\S]*Cuántas personas/);
  });

  it('a confirm button after the booking was created is stale', async () => {
    const chat = await awaitingPayment();
    const creates = chat.effects.filter((e) => e.kind === 'createBooking').length;
    const r = await chat.choose('confirm');
    expect(chat.effects.filter((e) => e.kind === 'createBooking')).toHaveLength(creates);
    expect(r[0]!.text).toMatch(/mensaje anterior/);
    expect(r[0]!.url).toBe('https://pay.example.com/pay/CB-0001');
    expect(chat.state.step).toBe('awaitingPayment');
  });

  it('in idle a stale button restarts politely', () => {
    const r = step(initialState('es'), { kind: 'choice', value: 'h:3:1' }, { now: NOW, newId: () => 'x' });
    expect(r.replies[0]!.text).toMatch(/mensaje anterior/);
    expect(r.state.step).toBe('askDestination');
  });
});

describe('effects that fail', () => {
  it('a failed search apologises, keeps the state and retries the same search', async () => {
    const chat = new Chat('es');
    let fail = true;
    chat.override.searchAvailability = () => (fail ? { kind: 'effectFailed', effect: 'searchAvailability', message: 'ECONNREFUSED' } : undefined);
    await chat.say('hola', 'Cartagena', '2026-12-15', '2');
    let r = await chat.text('2 adultos');
    expect(chat.state.step).toBe('searching');
    expect(r[1]!.text).toMatch(/no pude consultar la disponibilidad/);
    expect(r[1]!.choices!.map((c) => c.value)).toEqual(['retry', 'newSearch']);
    fail = false;
    r = await chat.press('Reintentar');
    expect(chat.effects).toHaveLength(2);
    expect(chat.effects[1]).toEqual(chat.effects[0]);
    expect(chat.state.step).toBe('chooseHotel');
    expect(chat.state.retry).toBeUndefined();
  });

  it('a failed creation keeps the idempotency key; the retry and a crash-restart reuse it', async () => {
    const chat = await atSummary();
    let fail = true;
    chat.override.createBooking = () => (fail ? { kind: 'effectFailed', effect: 'createBooking', message: '503' } : undefined);
    let r = await chat.press('Confirmar');
    expect(chat.state.step).toBe('creating');
    expect(chat.state.idempotencyKey).toBe('key-1');
    expect(r[1]!.text).toMatch(/no pude registrar la reserva/);
    expect(r[1]!.choices!.map((c) => c.value)).toEqual(['retry', 'cancel']);

    // The guest writes instead of pressing: told again what failed, with the same ways out; nothing sent.
    r = await chat.text('¿hola?');
    expect(r[0]!.text).toMatch(/no pude registrar la reserva/);
    expect(r[0]!.choices!.map((c) => c.value)).toEqual(['retry', 'cancel']);
    expect(chat.effects.filter((e) => e.kind === 'createBooking')).toHaveLength(1);

    fail = false;
    r = await chat.press('Reintentar');
    const creates = chat.effects.filter((e): e is Extract<Effect, { kind: 'createBooking' }> => e.kind === 'createBooking');
    expect(creates).toHaveLength(2);
    expect(creates[1]!.idempotencyKey).toBe('key-1');
    expect(creates[1]!.body).toEqual(creates[0]!.body);
    expect(chat.ids).toBe(1);
    expect(chat.state.step).toBe('awaitingPayment');
  });

  it('a state saved while creating (crash before the answer) retries with the same key', async () => {
    const chat = await atSummary();
    const saved = step(chat.state, { kind: 'choice', value: 'confirm' }, { now: NOW, newId: () => 'idem-1' });
    expect(saved.effects[0]).toMatchObject({ kind: 'createBooking', idempotencyKey: 'idem-1' });
    const reloaded = JSON.parse(JSON.stringify(saved.state)) as FlowState;
    const again = step(reloaded, { kind: 'choice', value: 'retry' }, { now: NOW, newId: () => 'idem-2' });
    expect(again.effects).toEqual(saved.effects);
  });

  it('a failed status check offers a retry that checks again', async () => {
    const chat = await awaitingPayment();
    chat.override.checkStatus = () => ({ kind: 'effectFailed', effect: 'checkStatus', message: 'timeout' });
    let r = await chat.send({ kind: 'command', command: 'status' });
    expect(r[0]!.text).toMatch(/no pude consultar el estado del pago/);
    expect(chat.state.step).toBe('awaitingPayment');
    delete chat.override.checkStatus;
    r = await chat.press('Reintentar');
    expect(r[0]!.text).toContain('Pago: Pendiente');
    expect(chat.effects.filter((e) => e.kind === 'checkStatus')).toHaveLength(2);
  });

  it('runFlow turns a rejected effect runner into effectFailed', async () => {
    const s: FlowState = { ...initialState('es'), step: 'askParty', search: { city: 'Cartagena', checkin: '2026-12-15', nights: 2, ages: [] } };
    const out = await runFlow(
      s,
      { kind: 'text', text: '2 adultos' },
      {
        now: () => NOW,
        newId: () => 'x',
        runEffect: async () => {
          throw new Error('boom');
        },
      },
    );
    expect(out.state.step).toBe('searching');
    expect(out.state.retry).toBe('searchAvailability');
    expect(out.replies.map((r) => r.text)[1]).toMatch(/no pude consultar la disponibilidad/);
    expect(out.state.search).toEqual({ city: 'Cartagena', checkin: '2026-12-15', nights: 2, adults: 2, ages: [] });
  });
});

describe('rooms that ran out', () => {
  it('explains what ran out and searches again with the same query', async () => {
    const chat = await atSummary();
    chat.override.createBooking = () => ({ kind: 'bookingUnavailable', rooms: [{ room: '11', product: '111' }] });
    const r = await chat.press('Confirmar');
    expect(r[1]!.text.split('\n')[0]).toBe(
      'Lo siento, mientras elegías se agotó: Doble Estándar (Tarifa flexible). Busco de nuevo para mostrarte lo que sigue disponible.',
    );
    const searches = chat.effects.filter((e) => e.kind === 'searchAvailability');
    expect(searches).toHaveLength(2);
    expect(searches[1]).toEqual(searches[0]);
    expect(chat.state.step).toBe('chooseHotel');
    expect(chat.state.idempotencyKey).toBeUndefined();
    // Guest details are kept: after choosing again the summary comes straight away.
    delete chat.override.createBooking;
    await chat.press('Hotel Caribe Real');
    await chat.press('Suite Familiar');
    expect(chat.state.step).toBe('confirm');
    await chat.press('Confirmar');
    const creates = chat.effects.filter((e): e is Extract<Effect, { kind: 'createBooking' }> => e.kind === 'createBooking');
    expect(creates[1]!.idempotencyKey).toBe('key-2');
    expect(creates[1]!.body.reservation.roomsData[0]!.rateId).toBe('121');
  });
});

describe('payments', () => {
  it('rejected: says so with the reason and the same link; keeps waiting', async () => {
    const chat = await awaitingPayment();
    const before = chat.state;
    const r = await chat.send({ kind: 'payment', outcome: 'rejected', chatbotId: 'CB-0001', reason: 'fondos insuficientes' });
    expect(r[0]!.text).toBe(
      '❌ El pago de la reserva CB-0001 fue rechazado (fondos insuficientes). Puedes intentarlo de nuevo con el mismo enlace de pago mientras esté vigente.',
    );
    expect(r[0]!.url).toBe('https://pay.example.com/pay/CB-0001');
    expect(chat.state).toStrictEqual(before);
    expect(currentBooking(chat.state)).toBe('CB-0001');
  });

  it('expired: says so and offers the same stay again; the guest details are kept', async () => {
    const chat = await awaitingPayment();
    const r = await chat.send({ kind: 'payment', outcome: 'expired', chatbotId: 'CB-0001' });
    expect(r[0]!.text).toMatch(/venció sin pago[\s\S]*Busco de nuevo con los mismos datos/);
    expect(r[0]!.choices).toEqual([
      { label: '🔁 Buscar de nuevo', value: 'searchAgain' },
      { label: '🔄 Nueva búsqueda', value: 'newSearch' },
    ]);
    expect(chat.state.step).toBe('idle');
    expect(currentBooking(chat.state)).toBeUndefined();
    const searches = chat.effects.filter((e) => e.kind === 'searchAvailability').length;
    await chat.press('Buscar de nuevo');
    const again = chat.effects.filter((e) => e.kind === 'searchAvailability');
    expect(again).toHaveLength(searches + 1);
    expect(again.at(-1)).toEqual(again[0]);
    await chat.press('Hotel Caribe Real');
    await chat.press('Tarifa flexible');
    // Name, phone, email and city were kept: straight to the summary.
    expect(chat.state.step).toBe('confirm');
  });

  it('outcome of another booking: notice only, the current conversation is untouched', async () => {
    const chat = await awaitingPayment();
    await chat.choose('newSearch');
    // The guest moved on from CB-0001.
    await chat.choose('city:Medellín');
    const before = chat.state;
    expect(currentBooking(before)).toBeUndefined();
    for (const outcome of ['paid', 'rejected', 'expired'] as const) {
      const r = await chat.send({ kind: 'payment', outcome, chatbotId: 'CB-0001' } as FlowInput);
      expect(r[0]!.text).toContain('CB-0001');
      expect(chat.state).toStrictEqual(before);
    }
    // And a payment of an unknown booking while awaiting another does not resolve the awaited one.
    const chat2 = await awaitingPayment();
    const s = chat2.state;
    await chat2.send({ kind: 'payment', outcome: 'paid', chatbotId: 'CB-9999' });
    expect(chat2.state).toStrictEqual(s);
  });

  it('in process: told once it was received, with no Pay button; the booking is still awaited; the outcome follows', async () => {
    for (const [lang, text] of [
      [
        'es',
        '⏳ Recibimos tu pago de la reserva CB-0001 y la entidad financiera lo está procesando (con PSE o Nequi puede tardar unos minutos). Te aviso apenas se confirme; no hace falta pagar de nuevo.',
      ],
      [
        'en',
        "⏳ We received your payment for booking CB-0001 and your bank is processing it (PSE or Nequi can take a few minutes). I'll let you know as soon as it's confirmed; there's no need to pay again.",
      ],
    ] as const) {
      const chat = await awaitingPayment(lang);
      const r = await chat.send({ kind: 'paymentInProcess', chatbotId: 'CB-0001' });
      expect(r).toEqual([{ text }]);
      expect(chat.state.step).toBe('awaitingPayment');
      expect(chat.state.awaiting).toMatchObject({ chatbotId: 'CB-0001', inProcess: true });
      expect(currentBooking(chat.state)).toBe('CB-0001');
      // The outcome settles it as usual.
      const paid = await chat.send({ kind: 'payment', outcome: 'paid', chatbotId: 'CB-0001' });
      expect(paid[0]!.text).toMatch(lang === 'es' ? /Pago recibido/ : /Payment received/);
      expect(currentBooking(chat.state)).toBeUndefined();
    }
  });

  it('in process: the link is not offered again while it lasts; a decline brings it back; no reminder meanwhile', async () => {
    const chat = await awaitingPayment();
    await chat.send({ kind: 'paymentInProcess', chatbotId: 'CB-0001' });
    // "¿y mi pago?": no Pay button, it is being processed (the status is checked as usual).
    const asked = await chat.text('hola?');
    expect(asked[0]!.text).toContain(
      'El pago de tu reserva CB-0001 se está procesando. Te aviso apenas se confirme; no hace falta pagar de nuevo. Usa /status para ver el estado, o empieza una nueva búsqueda.',
    );
    expect(asked[0]!.url).toBeUndefined();
    expect(asked[0]!.choices).toEqual([{ label: '🔄 Nueva búsqueda', value: 'newSearch' }]);
    expect(await chat.send({ kind: 'paymentReminder', chatbotId: 'CB-0001' })).toEqual([]);

    const declined = await chat.send({ kind: 'payment', outcome: 'rejected', chatbotId: 'CB-0001', reason: 'fondos insuficientes' });
    expect(declined[0]!.url).toBe('https://pay.example.com/pay/CB-0001');
    expect(chat.state.awaiting?.inProcess).toBeUndefined();
    const again = await chat.text('hola?');
    expect(again[0]!.url).toBe('https://pay.example.com/pay/CB-0001');
    expect(again[0]!.text).toMatch(/está esperando el pago/);
    expect((await chat.send({ kind: 'paymentReminder', chatbotId: 'CB-0001' }))[0]!.text).toMatch(/Recordatorio/);
  });

  it('in process while the guest searches again: told, and the current question asked again; nothing for a settled booking', async () => {
    const chat = await awaitingPayment();
    await chat.choose('newSearch');
    const before = chat.state;
    const r = await chat.send({ kind: 'paymentInProcess', chatbotId: 'CB-0001' });
    expect(r[0]!.text).toMatch(/^⏳ Recibimos tu pago de la reserva CB-0001/);
    expect(
      r
        .slice(1)
        .map((x) => x.text)
        .join('\n'),
    ).toMatch(/A qué ciudad viajas/);
    expect(chat.state.step).toBe(before.step);

    // News that comes after the booking's outcome (a notice sent late) says nothing.
    const paid = await awaitingPayment();
    await paid.send({ kind: 'payment', outcome: 'paid', chatbotId: 'CB-0001' });
    const settled = paid.state;
    expect(await paid.send({ kind: 'paymentInProcess', chatbotId: 'CB-0001' })).toEqual([]);
    expect(paid.state).toStrictEqual(settled);
  });

  it('text while awaiting payment reminds the link and offers a new search', async () => {
    const chat = await awaitingPayment();
    const r = await chat.text('hola?');
    expect(r[0]!.url).toBe('https://pay.example.com/pay/CB-0001');
    expect(r[0]!.text).toContain('CB-0001');
    expect(r[0]!.choices).toEqual([{ label: '🔄 Nueva búsqueda', value: 'newSearch' }]);
    expect(chat.state.step).toBe('awaitingPayment');
  });
});

describe('commands', () => {
  it('/status with a booking awaited reports payment, reservation and expiry', async () => {
    const chat = await awaitingPayment();
    const r = await chat.send({ kind: 'command', command: 'status' });
    expect(chat.effects.at(-1)).toEqual({ kind: 'checkStatus', chatbotId: 'CB-0001' });
    expect(r).toHaveLength(1);
    expect(r[0]!.text).toBe(
      'Reserva CB-0001\nPago: Pendiente\nEstado: Reserva pendiente de pago\nVence: 22 de noviembre de 2026, 10:30 a. m. (hora de Colombia)',
    );
    expect(EXPIRY).toBe('2026-11-22T10:30:00-05:00');
  });

  it('a status of a booking no longer payable (paid or expired) shows no deadline', async () => {
    const chat = await awaitingPayment();
    const status = { kind: 'status', chatbotId: 'CB-0001', reservationStatus: 'Reserva confirmada', expirationDate: EXPIRY } as const;
    const paid = await chat.send({ ...status, paymentStatus: 'Aplicado', payable: false });
    expect(paid[0]!.text).toBe('Reserva CB-0001\nPago: Aplicado\nEstado: Reserva confirmada');
    const pending = await chat.send({ ...status, paymentStatus: 'Pendiente', payable: true });
    expect(pending[0]!.text).toContain('\nVence: 22 de noviembre de 2026, 10:30 a. m. (hora de Colombia)');
  });

  it('/status with nothing awaited says so and repeats the question', async () => {
    const chat = new Chat('es');
    let r = await chat.send({ kind: 'command', command: 'status' });
    expect(r).toEqual([{ text: 'No tienes ninguna reserva esperando pago en esta conversación.' }]);
    await chat.text('hola');
    r = await chat.send({ kind: 'command', command: 'status' });
    expect(r[0]!.text).toMatch(/No tienes ninguna reserva/);
    expect(r[1]!.text).toMatch(/ciudad/);
    expect(chat.effects).toEqual([]);
  });

  it('/cancel mid-search resets; /cancel after a booking warns the booking stays until its link expires', async () => {
    const chat = new Chat('es');
    await chat.say('hola', 'Cartagena');
    let r = await chat.send({ kind: 'command', command: 'cancel' });
    expect(r[0]!.text).toMatch(/^Listo, cancelé esta conversación\. Escríbeme/);
    expectFresh(chat.state, 'es');

    const paying = await awaitingPayment('en');
    r = await paying.send({ kind: 'command', command: 'cancel' });
    expect(r[0]!.text).toContain('a booking already registered (CB-0001) is not cancelled');
    expect(r[0]!.text).toContain('its link simply expires');
    expect(paying.state.step).toBe('idle');
    expect(paying.state.search).toEqual({ ages: [] });
    // The booking itself stays reachable: /status still asks the service about it.
    await paying.send({ kind: 'command', command: 'status' });
    expect(paying.effects.at(-1)).toEqual({ kind: 'checkStatus', chatbotId: 'CB-0001' });
  });

  it('the Cancel button of the summary cancels', async () => {
    const chat = await atSummary();
    await chat.press('Cancelar');
    expectFresh(chat.state, 'es');
    expect(chat.effects.some((e) => e.kind === 'createBooking')).toBe(false);
  });

  it('"start over" typed at the summary asks the city again, with a clean state', async () => {
    const chat = await atSummary('en');
    await chat.press('Change something');
    const r = await chat.text('start over');
    expectFresh(chat.state, 'en', 'askDestination');
    expect(r[0]!.text).toMatch(/Which city/);
  });

  it('/help explains the commands and repeats the current question', async () => {
    const chat = new Chat('es');
    await chat.say('hola', 'Cartagena');
    const r = await chat.send({ kind: 'command', command: 'help' });
    for (const c of ['/start', '/status', '/cancel', '/help', '/language', 'cambiar fechas', 'atrás']) expect(r[0]!.text).toContain(c);
    expect(r[1]!.text).toMatch(/Qué fechas/);
    expect(chat.state.step).toBe('askDates');
  });

  it('/start greets and asks the city, keeping the language', async () => {
    const chat = new Chat('en');
    await chat.say('hi', 'Cartagena', 'tomorrow');
    const r = await chat.send({ kind: 'command', command: 'start' });
    expect(r.map((x) => x.text)).toEqual([
      'Hi! 👋 I\'m the booking assistant. Tell me about your trip however you like, for example: "Cartagena from Dec 15 to 18, 2 adults and a 5-year-old".\n\nWhich city are you travelling to? Pick one or type it.',
    ]);
    expectFresh(chat.state, 'en', 'askDestination');
  });
});

describe('robustness', () => {
  it('invalid nights re-ask, saying why, with the same buttons', () => {
    const s: FlowState = { ...initialState('es'), step: 'askNights', search: { city: 'Cartagena', checkin: '2026-12-15', ages: [] } };
    const why: Record<string, RegExp> = { '0': /cuántas noches \(de 1 a 30\)/, '31': /hasta 30 noches seguidas; 31 son demasiadas/, muchas: /No te entendí/ };
    for (const [text, re] of Object.entries(why)) {
      const r = step(s, { kind: 'text', text }, { now: NOW, newId: () => 'x' });
      expect(r.state).toStrictEqual(s);
      expect(r.replies[0]!.text).toMatch(re);
      expect(r.replies[0]!.text).toMatch(/Cuántas noches te quedas/);
      expect(r.replies[0]!.choices).toHaveLength(6);
    }
    const ok = step(s, { kind: 'text', text: '30' }, { now: NOW, newId: () => 'x' });
    expect(ok.state.search.nights).toBe(30);
  });

  it('an availability answer that arrives when no search is pending is ignored', () => {
    const s: FlowState = { ...initialState('es'), step: 'askDates' };
    const r = step(s, { kind: 'availability', result: [] }, { now: NOW, newId: () => 'x' });
    expect(r).toEqual({ state: s, replies: [], effects: [] });
  });

  it('a stored state of an unknown version starts over idle', () => {
    const bogus = { version: 7, lang: 'en', step: 'somewhere' } as unknown as FlowState;
    const r = step(bogus, { kind: 'text', text: 'hello' }, { now: NOW, newId: () => 'x' });
    expectFresh(r.state, 'en', 'askDestination');
  });

  it('step is pure: it never calls newId outside the confirmation', async () => {
    const chat = await atSummary();
    expect(chat.ids).toBe(0);
  });
});
