/**
 * Slash commands of the Slack app, each acked at once and answered through
 * `respond` (response_url) as an ephemeral message — reservation data is for
 * the asking staff member only — in the workspace's language:
 * - `/reservas [fechas]`: raw bookings (endpoint 4) arriving in a range, paged;
 * - `/reserva <número>`: one reservation with its charge and refund (5, 11, 4);
 * - `/pago <referencia>`: a transaction's status (13).
 * A request not linked to a hotel, or about another hotel's reservation, is
 * refused politely and shown nothing. What staff typed is echoed back
 * escaped and cut short. When the service throttles the app (429), a short
 * `Retry-After` is waited out once ({@link withRateLimitRetry}); a longer one
 * is reported as "busy, try again in N seconds".
 */
import type { App } from '@slack/bolt';
import { NotFoundError, ForbiddenError, RateLimitedError, type HotelApiClient } from '../../api/client.js';
import type { LegacyVoucherRecord, OperationType, RawBooking, VoucherDetailResponse } from '../../api/contract/index.js';
import { addDays, bogotaDate } from '../../clock.js';
import type { BotLogger } from '../effects.js';
import type { SlackDeps, StaffHotel } from './access.js';
import { bookingsMessage, INPUT_PORTALS, isInputPortal, paymentMessage, reservationMessage, reservationState, textMessage, type ReservationView, type SlackMessage } from './blocks.js';
import { parseReservasRange, MAX_RANGE_DAYS } from './dates.js';
import { echo } from './mrkdwn.js';
import type { SlackTexts } from './texts.js';

/** Answer the command's user only. */
export function ephemeral(msg: SlackMessage): { response_type: 'ephemeral'; text: string; blocks: SlackMessage['blocks'] } {
  return { response_type: 'ephemeral', ...msg };
}

/** True for the client errors that mean "no such thing for this key": 404 and 403. */
export function isNotFound(err: unknown): boolean {
  return err instanceof NotFoundError || err instanceof ForbiddenError;
}

/** Something that sends a message to the user of a request (Bolt's `respond`, or a direct message). */
export type Reply = (msg: ReturnType<typeof ephemeral>) => Promise<unknown>;

/** Longest `Retry-After` (seconds) of a 429 that the app waits out itself before trying once more. */
export const SHORT_RETRY_AFTER_S = 5;

/** Waits `ms` milliseconds (the app's listeners get a real timer; tests pass their own). */
export type Sleep = (ms: number) => Promise<void>;

/** A real timer. */
export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Run `work`; when the service answers 429 with a `Retry-After` of at most
 * {@link SHORT_RETRY_AFTER_S} seconds and the client did not already retry
 * it (its own retries have waited already), wait that long with `sleep` and
 * run `work` once more. Any other failure, and a second 429, is thrown (the
 * client's RateLimitedError then says how long to wait: {@link failureText}).
 */
export async function withRateLimitRetry<T>(work: () => Promise<T>, sleep: Sleep): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!(err instanceof RateLimitedError) || err.retries > 0) throw err;
    const seconds = err.retryAfterSeconds;
    if (seconds === undefined || seconds > SHORT_RETRY_AFTER_S) throw err;
    await sleep(Math.max(0, seconds) * 1000);
    return work();
  }
}

/** What to tell staff when a call to the service failed: busy (429, with its wait when known) or did not answer. */
export function failureText(t: SlackTexts, err: unknown): string {
  if (err instanceof RateLimitedError) return t.serviceBusy(err.retryAfterSeconds !== undefined ? Math.max(1, Math.ceil(err.retryAfterSeconds)) : undefined);
  return t.serviceDown;
}

/** Log `err` and tell the user the service failed or is busy (in their language). Never throws. */
export async function reportFailure(respond: Reply, t: SlackTexts, logger: BotLogger, err: unknown, what: string): Promise<void> {
  const log = err instanceof RateLimitedError ? logger.warn : logger.error;
  log({ err: err instanceof Error ? { name: err.name, message: err.message } : err }, `slack: ${what} failed`);
  try {
    await respond(ephemeral(textMessage(failureText(t, err))));
  } catch (e) {
    logger.error({ err: (e as Error).message }, 'slack: respond failed');
  }
}

/**
 * Bookings of `hotel` arriving from `start` to `end` (endpoint 4 by cm id),
 * as the `/reservas` message showing page `page`.
 */
export async function bookingsPage(client: HotelApiClient, t: SlackTexts, hotel: StaffHotel, start: string, end: string, page: number): Promise<SlackMessage> {
  const res = await client.rawBookings({ start_date: start, end_date: end, hotel_id: hotel.cmHotelId });
  return bookingsMessage(t, { hotelName: res.data.hotel.name, start, end, bookings: res.data.hotel.bookings, page });
}

const OPERATION_TYPES: readonly OperationType[] = ['automated', 'terminal_payment', 'payment_link'];

/**
 * Find reservation `number` of `hotel`: its voucher record by endpoint 5 (each
 * operation type in turn; a record of another hotel ends the search as not
 * found), its legacy record by endpoint 11 (with the record's portal when it
 * is an input portal; when 5 found nothing, with each input portal), and its
 * booking by endpoint 4 (arrival date known, else today ±31 days) for
 * check-out, status and amounts. Undefined when none of them has it in
 * `hotel`. Throws the client's HotelApiError for failures other than 403/404.
 */
export async function findReservation(client: HotelApiClient, hotel: StaffHotel, number: string, today: string): Promise<ReservationView | undefined> {
  const n = Number(number);
  let v5: VoucherDetailResponse | undefined;
  for (const op of OPERATION_TYPES) {
    try {
      v5 = await client.voucherDetail(n, op);
      break;
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
  }
  if (v5 && v5.hotel.id !== hotel.hotelId) return undefined; // another hotel's: exactly like not found
  let legacy: LegacyVoucherRecord | undefined;
  const portals = v5 ? (isInputPortal(v5.data.portal_code) ? [v5.data.portal_code] : []) : (Object.keys(INPUT_PORTALS) as Array<keyof typeof INPUT_PORTALS>);
  for (const p of portals) {
    try {
      legacy = await client.voucherDetails(number, hotel.cmHotelId, p);
      break;
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
  }
  if (legacy && legacy.hotel_id !== String(hotel.cmHotelId)) return undefined;
  const checkin = v5?.data.checkin_date ?? legacy?.checkin_date ?? null;
  const [start, end] = checkin ? [checkin, checkin] : [addDays(today, -30), addDays(today, MAX_RANGE_DAYS - 31)];
  const raw = await client.rawBookings({ start_date: start, end_date: end, hotel_id: hotel.cmHotelId });
  const booking: RawBooking | undefined = raw.data.hotel.bookings.find((b) => b.reservation_id === number || b.crs_id === number);
  if (!v5 && !legacy && !booking) return undefined;

  const tx = v5?.data.transaction;
  const rf = v5?.data.refound;
  const charge = tx
    ? { status: tx.status, amount: tx.amount, card: `${tx.payment_card_info.card_type} ${tx.payment_card_info.card_num}`.trim(), date: tx.payment_date }
    : legacy?.transaction
      ? { status: legacy.transaction.transaction_status, amount: legacy.transaction.total, card: `${legacy.transaction.card_type} ${legacy.transaction.card_num}`.trim(), date: legacy.transaction.payment_date }
      : null;
  const refund = rf
    ? { amount: rf.amount, date: rf.refund_date }
    : legacy?.refound
      ? { amount: legacy.refound.total, date: legacy.refound.date }
      : null;
  return {
    number: booking?.reservation_id ?? v5?.data.reservation_id ?? legacy?.reservation_id ?? number,
    guest: v5?.data.guest ?? legacy?.guest ?? `${booking!.first_name} ${booking!.last_name}`,
    checkin: booking?.checkIn ?? checkin,
    checkout: booking?.checkOut ?? null,
    portalCode: booking?.portal.id ?? v5?.data.portal_code ?? legacy?.portal_code ?? null,
    portalName: booking?.portal.description ?? v5?.data.portal_code ?? legacy?.portal_code ?? null,
    state: reservationState({
      bookingStatus: booking?.status ?? null,
      leftToPay: booking ? Number(booking.guest_left_to_pay) : null,
      paymentCode: v5?.data.payment_status_code ?? null,
      refunded: rf ? rf.status_code === 'partial_refound' || rf.status_code === 'total_refound' : !!legacy?.refound,
    }),
    bookingStatus: booking?.status ?? null,
    total: booking ? Number(booking.total_amount) : null,
    prepaid: booking ? Number(booking.prepaid) : null,
    leftToPay: booking ? Number(booking.guest_left_to_pay) : null,
    charge,
    refund,
  };
}

/** Register `/reservas`, `/reserva` and `/pago` on `app`. */
export function registerCommands(app: App, deps: SlackDeps): void {
  const { access, client, clock, logger } = deps;
  const retrying = <T>(work: () => Promise<T>) => withRateLimitRetry(work, deps.sleep);

  app.command('/reservas', async ({ command, ack, respond }) => {
    await ack();
    const { t } = await access.language(command.team_id);
    try {
      const reply = await retrying(async () => {
        const hotel = await access.resolve(command.team_id, command.user_id, command.channel_id);
        if (!hotel) return textMessage(t.notLinked);
        const range = parseReservasRange(command.text ?? '', bogotaDate(clock.now()));
        if (!range.ok) {
          const why = range.reason === 'reversed' ? t.reversedDates : range.reason === 'tooLong' ? t.tooLongRange(MAX_RANGE_DAYS) : t.badDates(echo(command.text ?? ''));
          return textMessage(why);
        }
        return bookingsPage(client, t, hotel, range.start, range.end, 1);
      });
      await respond(ephemeral(reply));
    } catch (err) {
      await reportFailure(respond, t, logger, err, '/reservas');
    }
  });

  app.command('/reserva', async ({ command, ack, respond }) => {
    await ack();
    const { t } = await access.language(command.team_id);
    try {
      const reply = await retrying(async () => {
        const hotel = await access.resolve(command.team_id, command.user_id, command.channel_id);
        if (!hotel) return textMessage(t.notLinked);
        const number = (command.text ?? '').trim().replace(/^#/, '');
        if (!/^\d{1,18}$/.test(number)) return textMessage(t.reservaUsage);
        const found = await findReservation(client, hotel, number, bogotaDate(clock.now()));
        return found ? reservationMessage(t, found) : textMessage(t.notFound(number));
      });
      await respond(ephemeral(reply));
    } catch (err) {
      await reportFailure(respond, t, logger, err, '/reserva');
    }
  });

  app.command('/pago', async ({ command, ack, respond }) => {
    await ack();
    const { t } = await access.language(command.team_id);
    try {
      const reply = await retrying(async () => {
        const hotel = await access.resolve(command.team_id, command.user_id, command.channel_id);
        if (!hotel) return textMessage(t.notLinked);
        const ref = (command.text ?? '').trim();
        if (!ref || ref.length > 200 || /\s/.test(ref)) return textMessage(t.pagoUsage);
        for (const type of ['payment_link', 'automated'] as const) {
          try {
            return paymentMessage(t, ref, await client.transactionStatus(hotel.hotelId, ref, type));
          } catch (err) {
            if (!isNotFound(err)) throw err;
          }
        }
        return textMessage(t.pagoNotFound(echo(ref)));
      });
      await respond(ephemeral(reply));
    } catch (err) {
      await reportFailure(respond, t, logger, err, '/pago');
    }
  });
}

