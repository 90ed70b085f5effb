/**
 * `/pago <referencia>`: a payment link or a chatbot booking's payment of the
 * staff member's hotel — its state (endpoint 13), guest, amount and purpose
 * (5), expiration (19, chatbot bookings) — acked at once and answered through
 * `respond` as an ephemeral message in the workspace's language. What staff
 * typed is echoed back escaped and cut short. When the service throttles the
 * app (429), a short `Retry-After` is waited out once
 * ({@link withRateLimitRetry}); a longer one is reported as "busy".
 */
import type { App } from '@slack/bolt';
import type { HotelApiClient } from '../../../../api/client.js';
import type { BookingPaymentLink, VoucherRecord } from '../../../../api/contract/index.js';
import { parseChatbotId } from '../../../../api/contract/index.js';
import type { SlackDeps, StaffHotel } from '../../access.js';
import { textMessage } from '../../blocks.js';
import { ephemeral, isNotFound, staffContext, withRateLimitRetry, type StaffContext } from '../../listener.js';
import { echo } from '../../mrkdwn.js';
import { paymentMessage, type PaymentView } from './blocks.js';

/** Register `/pago` on `app`, started by its {@link staffContext}. */
export function registerPago(app: App, deps: SlackDeps): void {
  const { client } = deps;
  const retrying = <T>(work: () => Promise<T>) => withRateLimitRetry(work, deps.sleep);

  app.command<StaffContext>('/pago', staffContext(deps, '/pago'), async ({ command, context: { t, hotel, reply, fail } }) => {
    try {
      const typed = (command.text ?? '').trim();
      // A booking code read out with spaces ("cb 7kq4 m9xz r2td") is looked up in its printed form; any other reference as typed.
      const ref = (/\s/.test(typed) && parseChatbotId(typed)) || typed;
      if (!ref || ref.length > 200 || /\s/.test(ref)) return void (await reply(ephemeral(textMessage(t.pagoUsage))));
      const found = await retrying(() => findPayment(client, hotel, ref));
      await reply(ephemeral(found ? paymentMessage(t, ref, found) : textMessage(t.pagoNotFound(echo(ref)))));
    } catch (err) {
      await fail(err);
    }
  });
}

/** `await work()`, or undefined when the service answers 404 or 403 (nothing of that for this hotel). Other failures are thrown. */
async function unlessNotFound<T>(work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch (err) {
    if (isNotFound(err)) return undefined;
    throw err;
  }
}

/**
 * What `/pago <ref>` shows: the payment link (then the chatbot booking's
 * payment) of `hotel` that `ref` names — endpoint 13 — with its voucher
 * record (endpoint 5, by the link's reference: its `external_ref_id`, else
 * the reference typed; kept only when it is of `hotel` and has the same
 * charge, `transaction_id`, as endpoint 13's record) for the guest,
 * amount and purpose, and for a chatbot booking its link (endpoint 19, by
 * its chatbot id) for the expiration and, while it is not charged and the
 * service does not say what the link asks for (endpoint 13's `payment_link`
 * extension), its total (endpoint 4 on its arrival date). Undefined when endpoint 13 finds
 * nothing. Throws the client's HotelApiError for failures other than 403/404.
 */
export async function findPayment(client: HotelApiClient, hotel: StaffHotel, ref: string): Promise<PaymentView | undefined> {
  for (const kind of ['payment_link', 'automated'] as const) {
    const record = await unlessNotFound(() => client.getTransactionStatus(hotel.hotelId, ref, kind));
    if (!record) continue;
    let voucher: VoucherRecord | null = null;
    for (const reference of new Set([record.details.external_ref_id, ref].filter(Boolean))) {
      const v5 = await unlessNotFound(() => client.getVoucherDetail(reference, kind));
      // The same operation: of this hotel, and with the same charge (several links may share one external reference).
      if (v5 && v5.hotel.id === hotel.hotelId && (v5.data.transaction?.transaction_id ?? '') === record.details.transaction_id) {
        voucher = v5.data;
        break;
      }
    }
    // A chatbot booking's link carries its chatbot id as external reference (endpoint 7's `chatbot_id`).
    const chatbotId = kind === 'automated' ? record.details.external_ref_id || ref : null;
    const chatbotLink: BookingPaymentLink | null = chatbotId ? ((await unlessNotFound(() => client.getChatbotBookingPaymentLink(chatbotId))) ?? null) : null;
    // Not charged yet: the amount the booking's link asks for is the booking's total (endpoint 4 on its arrival date).
    let bookingTotal: number | null = null;
    if (kind === 'automated' && !record.payment_link && voucher?.checkin_date && !voucher.transaction) {
      const { checkin_date: date, reservation_id: number } = voucher;
      const raw = await client.listRawChannelManagerBookings({ start_date: date, end_date: date, hotel_id: hotel.cmHotelId });
      const b = raw.data.hotel.bookings.find((x) => x.reservation_id === number);
      if (b) bookingTotal = Number(b.total_amount);
    }
    return { kind, record, voucher, chatbotLink, bookingTotal };
  }
  return undefined;
}
