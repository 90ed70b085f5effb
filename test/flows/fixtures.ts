/** Realistic endpoint-10 answers and a chat driver for the flow tests. */
import { expect } from 'vitest';
import { AvailabilityResponse, type LayoutRoom } from '../../src/api/contract/index.js';
import { addDays } from '../../src/clock.js';
import { initialState, runFlow, step, type Effect, type FlowInput, type FlowState, type Lang, type Reply } from '../../src/flows/index.js';

/**
 * Expect a reset conversation in `lang` at `stepName`: like initialState, except
 * the search counter, which survives resets (so older buttons stay stale).
 */
export function expectFresh(state: FlowState, lang: Lang, stepName: FlowState['step'] = 'idle'): void {
  expect(state).toStrictEqual({ ...initialState(lang), step: stepName, seq: state.seq });
}

/** The state after `texts`, each sent through `step` (no effects run) in a chat in `lang` at `now`, from `from`. */
export function stateAfter(lang: Lang, texts: readonly string[], now: Date, from: FlowState = initialState(lang)): FlowState {
  let s = from;
  for (const text of texts) s = step(s, { kind: 'text', text }, { now, newId: () => 'id' }).state;
  return s;
}

/** TRM used by the fixtures: COP per USD. */
export const TRM = 4000;

/** A rate of a fixture room: price per night after tax in COP. */
export interface RateSpec {
  rateId: string;
  description: string;
  board: string;
  refundable: 'full' | 'none';
  perNight: number;
}

/** A room type of a fixture hotel and how many are free on every night. */
export interface RoomSpec {
  roomId: string;
  roomName: string;
  count: number;
  rates: RateSpec[];
}

/** A fixture hotel; `partner` null means not connected to the channel manager. */
export interface HotelSpec {
  id: number;
  name: string;
  partner: string | null;
  city: string;
  rooms: RoomSpec[];
  /** Rooms for layout entry i when different from `rooms` (e.g. nothing fits). */
  roomsFor?: (entry: number) => RoomSpec[];
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Build endpoint 10's answer for `hotels`, shaped like the service's (and parsed by the contract). */
export function availability(hotels: HotelSpec[], checkin: string, nights: number, layout: LayoutRoom[]): AvailabilityResponse {
  const answer = hotels.map((h) => ({
    hotel: { id: h.id, name: h.name, partner_id: h.partner, city: h.city, largest_room_beds: 3 },
    availability: layout.map((entry, i) => {
      const rooms = h.partner === null ? [] : (h.roomsFor?.(i) ?? h.rooms).filter((r) => r.count > 0);
      const ages = entry.children_ages?.length ? entry.children_ages.join(',') : null;
      return {
        adults: entry.adults,
        children_ages: ages,
        total_count: rooms.reduce((s, r) => s + r.count, 0),
        available_rooms: rooms.map((r) => ({
          roomId: r.roomId,
          roomName: r.roomName,
          beds: 2,
          adults: entry.adults,
          children_ages: ages,
          count: r.count,
          products: r.rates.map((rate) => {
            const days = Array.from({ length: nights }, (_, n) => ({
              day: addDays(checkin, n),
              amountAfterTax: rate.perNight,
              amountBeforeTax: round2(rate.perNight / 1.19),
              amountAfterTaxUSD: round2(rate.perNight / TRM),
              amountBeforeTaxUSD: round2(rate.perNight / 1.19 / TRM),
            }));
            return {
              roomId: r.roomId,
              roomName: r.roomName,
              roomType: 'DOUBLE',
              rateId: rate.rateId,
              rateDescription: rate.description,
              boardType: null,
              boardTypeDescription: rate.board,
              refundable: rate.refundable,
              cancellationPolicy: rate.refundable === 'full' ? 'Cancelación gratis hasta 48 horas antes de la llegada' : 'No admite cancelación',
              currency: 'COP',
              trm: TRM,
              baseDailyAmounts: days,
              baseRate: {
                amountBeforeTax: round2(days.reduce((s, d) => s + d.amountBeforeTax, 0)),
                amountAfterTax: rate.perNight * nights,
                amountBeforeTaxUSD: round2(days.reduce((s, d) => s + d.amountBeforeTaxUSD, 0)),
                amountAfterTaxUSD: round2((rate.perNight * nights) / TRM),
              },
            };
          }),
        })),
      };
    }),
  }));
  return AvailabilityResponse.parse(answer);
}

/** Hotels of Cartagena used by most tests. */
export const CARTAGENA: HotelSpec[] = [
  {
    id: 1,
    name: 'Hotel Caribe Real',
    partner: '101',
    city: 'Cartagena',
    rooms: [
      {
        roomId: '11',
        roomName: 'Doble Estándar',
        count: 3,
        rates: [
          { rateId: '111', description: 'Tarifa flexible', board: 'Desayuno incluido', refundable: 'full', perNight: 300000 },
          { rateId: '112', description: 'Tarifa no reembolsable', board: 'Solo alojamiento', refundable: 'none', perNight: 250000 },
        ],
      },
      {
        roomId: '12',
        roomName: 'Suite Familiar',
        count: 1,
        rates: [{ rateId: '121', description: 'Tarifa flexible', board: 'Desayuno incluido', refundable: 'full', perNight: 450000 }],
      },
    ],
  },
  {
    id: 2,
    name: 'Casa Murallas',
    partner: '202',
    city: 'Cartagena',
    rooms: [
      {
        roomId: '21',
        roomName: 'Habitación Colonial',
        count: 1,
        rates: [{ rateId: '211', description: 'Tarifa estándar', board: 'Solo alojamiento', refundable: 'full', perNight: 200000 }],
      },
    ],
  },
  { id: 3, name: 'Hotel Sin Conexión', partner: null, city: 'Cartagena', rooms: [] },
  {
    id: 4,
    name: 'Hotel Lleno',
    partner: '404',
    city: 'Cartagena',
    rooms: [{ roomId: '41', roomName: 'Doble', count: 0, rates: [] }],
  },
];

/** A fixed instant: Saturday 2026-11-21, 10:00 in Bogotá. */
export const NOW = new Date('2026-11-21T15:00:00Z');

/** Expiry of the payment links of the fixtures (Bogotá offset), and how the flow shows it. */
export const EXPIRY = '2026-11-22T10:30:00-05:00';

/** A scripted chat: sends inputs through runFlow with a fake effect runner, checking JSON round-trips at every step. */
export class Chat {
  state: FlowState;
  effects: Effect[] = [];
  replies: Reply[] = [];
  ids = 0;
  hotels: HotelSpec[] = CARTAGENA;
  /** Overrides of the fake runner per effect kind (return undefined to fall back). */
  override: Partial<Record<Effect['kind'], (e: Effect) => FlowInput | null | undefined>> = {};
  /** The hotel's staff can be reached (hand-off effects are recorded in `effects`, with no answer). */
  handoff = false;
  /** With `handoff`: rooms from which a stay is a group the hotel quotes (`StepContext.groupRooms`). */
  groupRooms: ((hotelId: number | undefined) => number | undefined) | undefined;

  constructor(
    lang: Lang = 'es',
    public now: Date = NOW,
  ) {
    this.state = initialState(lang);
  }

  newId = (): string => `key-${++this.ids}`;

  runEffect = async (e: Effect): Promise<FlowInput | null> => {
    this.effects.push(e);
    const o = this.override[e.kind]?.(e);
    if (o !== undefined) return o;
    switch (e.kind) {
      case 'searchAvailability':
        return { kind: 'availability', result: availability(this.hotels, e.checkin, e.nights, e.layout) };
      case 'createBooking':
        return {
          kind: 'bookingCreated',
          chatbotId: 'CB-0001',
          link: { url: 'https://pay.example.com/pay/CB-0001', url_status: 'Link vigente', validity_days: 0, validity_hours: 24, expiration_date: EXPIRY },
        };
      case 'watchPayment':
        return null;
      case 'checkStatus':
        return {
          kind: 'status',
          chatbotId: e.chatbotId,
          paymentStatus: 'Pendiente',
          reservationStatus: 'Reserva pendiente de pago',
          expirationDate: EXPIRY,
          payable: true,
        };
      case 'handOff':
      case 'relayToStaff':
      case 'handOffEnded':
        return null;
    }
  };

  /** Send one input; returns this input's replies. Also checks that the state survives JSON and that step is deterministic on the reloaded state. */
  async send(input: FlowInput): Promise<Reply[]> {
    const reloaded = JSON.parse(JSON.stringify(this.state)) as FlowState;
    expect(reloaded).toStrictEqual(this.state);
    const ctx = {
      now: this.now,
      newId: () => 'probe',
      ...(this.handoff ? { handoff: true } : {}),
      ...(this.groupRooms !== undefined ? { groupRooms: this.groupRooms } : {}),
    };
    expect(step(reloaded, input, ctx)).toStrictEqual(step(this.state, input, ctx));
    const r = await runFlow(reloaded, input, {
      now: () => this.now,
      newId: this.newId,
      runEffect: this.runEffect,
      handoff: this.handoff,
      ...(this.groupRooms !== undefined ? { groupRooms: this.groupRooms } : {}),
    });
    expect(JSON.parse(JSON.stringify(r.state))).toStrictEqual(r.state);
    this.state = r.state;
    this.replies.push(...r.replies);
    return r.replies;
  }

  text(text: string): Promise<Reply[]> {
    return this.send({ kind: 'text', text });
  }

  /** Send `texts` one after the other, as the guest types them; returns the last one's replies. */
  async say(...texts: string[]): Promise<Reply[]> {
    let last: Reply[] = [];
    for (const t of texts) last = await this.text(t);
    return last;
  }

  choose(value: string): Promise<Reply[]> {
    return this.send({ kind: 'choice', value });
  }

  /**
   * Press the button whose label contains `label` in the last reply offering
   * choices; or, as a guest reading a numbered list does, the button of the
   * numbered line of that reply's text that contains `label` (rate buttons
   * carry only the number, room and price).
   */
  press(label: string): Promise<Reply[]> {
    const withChoices = [...this.replies].reverse().find((r) => r.choices?.length);
    const line = withChoices?.text.split('\n').find((l) => /^\d+\. /.test(l) && l.includes(label));
    const n = line?.split('.')[0];
    const choice =
      withChoices?.choices?.find((c) => c.label.includes(label)) ?? (n ? withChoices?.choices?.find((c) => c.label.startsWith(`${n}. `)) : undefined);
    if (!choice) throw new Error(`no button "${label}" in ${JSON.stringify(withChoices?.choices)}`);
    return this.choose(choice.value);
  }

  /** The choices of the last reply that had any. */
  lastChoices() {
    return [...this.replies].reverse().find((r) => r.choices?.length)?.choices ?? [];
  }

  lastText(): string {
    return this.replies[this.replies.length - 1]?.text ?? '';
  }
}

/**
 * A Spanish chat asked for the guest's name, after one message (Cartagena,
 * 15 to 17 December, 2 adults) and two buttons (Hotel Caribe Real, its
 * flexible rate).
 */
export async function atGuestName(): Promise<Chat> {
  const chat = new Chat('es');
  await chat.text('Cartagena del 15 al 17 de diciembre, 2 adultos');
  await chat.press('Hotel Caribe Real');
  await chat.press('Tarifa flexible');
  return chat;
}

/** A chat at the summary of a one-room booking at Hotel Caribe Real (flexible rate, 2 nights). */
export async function atSummary(lang: 'es' | 'en' = 'es'): Promise<Chat> {
  const chat = new Chat(lang);
  const words = lang === 'es' ? ['hola', 'Cartagena', '2026-12-15', '2', '2 adultos'] : ['hi', 'Cartagena', '2026-12-15', '2', '2 adults'];
  await chat.say(...words);
  await chat.press('Hotel Caribe Real');
  await chat.press(lang === 'es' ? 'Tarifa flexible' : 'Flexible rate');
  await chat.say('Ana Gómez', '3001234567', 'ana@example.com', 'Bogotá');
  expect(chat.state.step).toBe('confirm');
  return chat;
}
