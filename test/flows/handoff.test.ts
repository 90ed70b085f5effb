/**
 * The conversation handed to a person of the hotel, on the flow's side
 * (`src/flows/handoff.ts`), through the real flow with the fake service of
 * the fixtures: asking for a person, the guest's messages relayed while
 * staff has it, the staff's events said to the guest, back to the bot where
 * it was, and a person offered (never forced) after two answers the bot did
 * not understand or beside a request only staff can answer.
 */
import { describe, expect, it } from 'vitest';
import { initialState, step, type FlowState } from '../../src/flows/index.js';
import { BOT_CHOICE, HUMAN_CHOICE } from '../../src/flows/handoff.js';
import { RECENT_MESSAGES } from '../../src/flows/limits.js';
import { DEMO_CATALOGUE } from '../../src/flows/understand/destinations.js';
import { Chat, NOW } from './fixtures.js';

/** A chat whose deployment reaches the hotel's staff. */
function staffChat(lang: 'es' | 'en' = 'es'): Chat {
  const chat = new Chat(lang);
  chat.handoff = true;
  return chat;
}

describe('asking for a person', () => {
  it('hands the conversation over with who, what was understood, why and the last messages; the bot then stays silent', async () => {
    const chat = staffChat();
    await chat.text('hola, quiero ir a Cartagena del 15 al 18 de diciembre');
    const r = await chat.text('mejor quiero hablar con alguien');
    expect(r).toHaveLength(1);
    expect(r[0]!.text).toMatch(/Te comunico con una persona del equipo del hotel/);
    expect(r[0]!.choices?.map((c) => c.value)).toEqual([BOT_CHOICE]);
    expect(chat.state.handoff).toMatchObject({ status: 'waiting', reason: 'asked' });
    const handOff = chat.effects.find((e) => e.kind === 'handOff');
    expect(handOff).toMatchObject({ kind: 'handOff', reason: 'asked', lang: 'es' });
    if (handOff?.kind !== 'handOff') throw new Error('no handOff effect');
    expect(handOff.summary).toContain('Cartagena');
    expect(handOff.recent.map((m) => m.from)).toEqual(['guest', 'bot', 'guest']);
    expect(handOff.recent[0]!.text).toBe('hola, quiero ir a Cartagena del 15 al 18 de diciembre');

    // While staff has it: every guest message is relayed, and the bot says nothing.
    const before = chat.state;
    expect(await chat.text('somos 2 adultos y un perro pequeño')).toEqual([]);
    expect(chat.effects.at(-1)).toEqual({ kind: 'relayToStaff', text: 'somos 2 adultos y un perro pequeño' });
    expect(chat.state.search).toEqual(before.search);
    expect(await chat.send({ kind: 'unsupported', what: 'photo' })).toEqual([]);
    expect(chat.effects.at(-1)).toEqual({ kind: 'relayToStaff', text: '[photo]' });
  });

  it('says the staff taking it, relays their replies with their name, and resumes where it was when they hand it back', async () => {
    const chat = staffChat();
    await chat.text('Cartagena del 15 al 18 de diciembre');
    await chat.send({ kind: 'command', command: 'human' });
    expect(await chat.send({ kind: 'staff', event: 'taken', name: 'Laura' })).toEqual([{ text: '🙋 Laura, de recepción, está contigo.' }]);
    expect(chat.state.handoff).toMatchObject({ status: 'human', staff: 'Laura' });
    expect(await chat.send({ kind: 'staff', event: 'message', name: 'Laura', text: 'Sí aceptamos mascotas pequeñas 🐶' })).toEqual([
      { text: 'Laura, recepción: Sí aceptamos mascotas pequeñas 🐶' },
    ]);
    const back = await chat.send({ kind: 'staff', event: 'returned' });
    expect(chat.state.handoff).toBeUndefined();
    expect(back[0]!.text).toMatch(/^Laura te devuelve al asistente\. Seguimos con tu reserva donde íbamos:\n\n¿Cuántas personas viajan\?/);
    // The conversation goes on as before the hand-off.
    await chat.text('2 adultos');
    expect(chat.state.step).toBe('chooseHotel');
  });

  it('the guest can go back to the bot, or leave with /cancel; the staff is told', async () => {
    const chat = staffChat('en');
    await chat.text('Cartagena');
    await chat.choose(HUMAN_CHOICE);
    expect(chat.state.handoff?.status).toBe('waiting');
    const back = await chat.choose(BOT_CHOICE);
    expect(back[0]!.text).toMatch(/^OK, let's go on with your booking where we were:\n\nWhich dates\?/);
    expect(chat.effects.at(-1)).toEqual({ kind: 'handOffEnded', by: 'guest' });

    await chat.send({ kind: 'command', command: 'human' });
    const cancelled = await chat.send({ kind: 'command', command: 'cancel' });
    expect(chat.state.handoff).toBeUndefined();
    expect(chat.state.step).toBe('idle');
    expect(cancelled[0]!.text).toMatch(/cancel/i);
    expect(chat.effects.filter((e) => e.kind === 'handOffEnded')).toHaveLength(2);
  });

  it('closed by the staff: said politely, and the next message starts with the bot', async () => {
    const chat = staffChat();
    await chat.text('Cartagena');
    await chat.send({ kind: 'command', command: 'human' });
    await chat.send({ kind: 'staff', event: 'taken', name: 'Andrés' });
    expect((await chat.send({ kind: 'staff', event: 'closed' }))[0]!.text).toMatch(/^Andrés cerró la conversación con recepción\. ¡Gracias por escribirnos!/);
    expect(chat.state.handoff).toBeUndefined();
  });

  it('without staff to reach, asking for a person is answered and the bot goes on, keeping nothing extra', async () => {
    const chat = new Chat('es');
    await chat.text('Cartagena');
    const r = await chat.text('quiero hablar con un asesor');
    expect(r[0]!.text).toMatch(/no tengo cómo comunicarte con una persona/);
    expect(r.at(-1)!.text).toMatch(/¿Qué fechas\?/);
    expect(chat.state.handoff).toBeUndefined();
    expect(chat.state.recent).toBeUndefined();
    expect(chat.effects.some((e) => e.kind === 'handOff')).toBe(false);
  });
});

describe('a person offered, never forced', () => {
  it('after two answers in a row the bot did not understand', async () => {
    const chat = staffChat();
    await chat.text('Cartagena');
    const first = await chat.text('blablá qwerty');
    expect(first.some((r) => r.choices?.some((c) => c.value === HUMAN_CHOICE))).toBe(false);
    const second = await chat.text('zzz ñññ');
    expect(second.at(-1)).toEqual({
      text: 'Si prefieres, te comunico con una persona del hotel.',
      choices: [{ label: '🙋 Hablar con una persona', value: HUMAN_CHOICE }],
    });
    expect(chat.state.handoff).toBeUndefined();
    // An understood answer starts the count again.
    await chat.text('del 15 al 18 de diciembre');
    expect(chat.state.misses).toBeUndefined();
  });

  it('beside a request only the staff can answer, with the booking values taken all the same', async () => {
    const chat = staffChat();
    const r = await chat.text('Cartagena del 15 al 18 de diciembre, 2 adultos, viajamos con nuestro perro');
    expect(r[0]!.text).toMatch(/^Lo de viajar con mascota lo resuelve el equipo del hotel/);
    expect(r[0]!.choices).toEqual([{ label: '🙋 Hablar con una persona', value: HUMAN_CHOICE }]);
    expect(chat.state.search).toMatchObject({ city: 'Cartagena', checkin: '2026-12-15', nights: 3, adults: 2 });
    expect(chat.state.handoff).toBeUndefined();
  });

  it("a group larger than the bot books: the limit is said, and the hotel's team offered for the quote", async () => {
    for (const [text, adults] of [
      ['Cartagena del 15 al 18 de diciembre, somos 40 personas', undefined],
      // rooms over the limit are refused; the people said with them, within the limit, are kept
      ['Cartagena del 15 al 18 de diciembre, 12 habitaciones para 24 adultos', 24],
    ] as const) {
      const chat = staffChat();
      const r = await chat.text(text);
      expect(r[0]!.text, text).toMatch(/hasta 5 habitaciones/);
      expect(r.at(-1)).toEqual({
        text: 'Las reservas de grupo las cotiza el equipo del hotel: si quieres, te comunico ahora con una persona.',
        choices: [{ label: '🙋 Hablar con una persona', value: HUMAN_CHOICE }],
      });
      expect(chat.state.search).toMatchObject({ city: 'Cartagena', checkin: '2026-12-15', nights: 3 });
      expect(chat.state.search.adults).toBe(adults);
      expect(chat.state.search.rooms === undefined || chat.state.search.rooms <= 5).toBe(true);
    }
    // Within the limits nothing is offered.
    const chat = staffChat();
    const r = await chat.text('Cartagena del 15 al 18 de diciembre, 5 habitaciones para 10 adultos');
    expect(r.some((x) => x.choices?.some((c) => c.value === HUMAN_CHOICE))).toBe(false);
  });

  it("from the hotel's group size (HANDOFF_GROUP_ROOMS) a group rate is offered once, and the booking goes on", async () => {
    const chat = staffChat();
    chat.groupRooms = () => 4;
    const r = await chat.text('Cartagena del 15 al 18 de diciembre, 4 habitaciones para 8 adultos');
    const offer = r.find((x) => x.choices?.some((c) => c.value === HUMAN_CHOICE));
    expect(offer?.text).toBe(
      'Desde 4 habitaciones el hotel puede darte una tarifa de grupo: si quieres, te comunico con una persona; si no, sigo con la reserva.',
    );
    expect(chat.state.search).toMatchObject({ adults: 8, rooms: 4 });
    expect(chat.effects.some((e) => e.kind === 'searchAvailability')).toBe(true);
    // Not again while the group stays that size; smaller groups hear nothing.
    const again = await chat.text('5 habitaciones');
    expect(again.some((x) => x.choices?.some((c) => c.value === HUMAN_CHOICE))).toBe(false);
    const small = staffChat();
    small.groupRooms = () => 4;
    const s = await small.text('Cartagena del 15 al 18 de diciembre, 2 habitaciones para 4 adultos');
    expect(s.some((x) => x.choices?.some((c) => c.value === HUMAN_CHOICE))).toBe(false);
  });

  it("a hotel's own group size (HANDOFF_HOTEL_GROUP_ROOMS) applies once the guest names or chooses that hotel", async () => {
    const sizes = (hotelId: number | undefined) => (hotelId === 1 ? 3 : undefined);
    const named = staffChat();
    named.groupRooms = sizes;
    const r = await named.text('Hotel Murallas del Caribe del 15 al 18 de diciembre, 3 habitaciones para 6 adultos');
    expect(r.find((x) => x.choices?.some((c) => c.value === HUMAN_CHOICE))?.text).toMatch(/^Desde 3 habitaciones el hotel puede darte una tarifa de grupo/);
    const other = staffChat();
    other.groupRooms = sizes;
    const o = await other.text('Casa Getsemaní Boutique del 15 al 18 de diciembre, 3 habitaciones para 6 adultos');
    expect(o.some((x) => x.choices?.some((c) => c.value === HUMAN_CHOICE))).toBe(false);
  });

  it('the help offers a person where staff can be reached, and only there', async () => {
    const chat = staffChat();
    const [help] = await chat.send({ kind: 'command', command: 'help' });
    expect(help!.text).toContain('/humano — hablar con una persona del hotel');
    expect(help!.choices).toEqual([{ label: '🙋 Hablar con una persona', value: HUMAN_CHOICE }]);
    const plain = new Chat('es');
    const [bare] = await plain.send({ kind: 'command', command: 'help' });
    expect(bare!.text).not.toContain('/humano');
    expect(bare!.choices).toBeUndefined();
  });

  it('keeps only the last messages of the conversation, each cut', () => {
    const ctx = { now: NOW, newId: () => 'k', catalogue: DEMO_CATALOGUE, handoff: true };
    let s: FlowState = initialState('es');
    for (let i = 0; i < 20; i++) s = step(s, { kind: 'text', text: `mensaje ${i} ${'x'.repeat(600)}` }, ctx).state;
    expect(s.recent).toHaveLength(RECENT_MESSAGES);
    expect(s.recent!.every((m) => m.text.length <= 400)).toBe(true);
  });
});
