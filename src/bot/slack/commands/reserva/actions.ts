/**
 * The buttons and modals of `/reserva` (the App Home offers the same two
 * buttons).
 *
 * - "Marcar como pagada" / "Cambiar estado de check-in": ack, then
 *   `views.open` with the trigger id at once.
 * - Submissions: checked first (every bad field at once, `response_action:
 *   'errors'`); then the service is called before acking, so its answer can
 *   update the modal (`response_action: 'update'`) or show its 400 as field
 *   errors. If the service takes longer than {@link SUBMIT_BUDGET_MS}, the
 *   modal says "processing" and the result goes to the user as a direct
 *   message — Slack drops a submission not acked within 3 s — whose first
 *   line names the booking(s) it is about; with no answer within
 *   {@link LATE_RESULT_MS} it says the outcome is unknown and to check with
 *   `/reserva` before repeating. Mark-as-paid results list the bookings
 *   marked paid as well as the failed ones with their reasons. A 429 with a
 *   short `Retry-After` is waited out once (then usually as a direct
 *   message); a longer one is reported as "busy, try again in N seconds".
 */
import type { App, BlockAction, ButtonAction, ViewSubmitAction, webApi } from '@slack/bolt';
import { BadRequestError, type HotelApiError } from '../../../../api/client.js';
import { MARK_RESERVATIONS_PAID_MAX, MSG_NO_UPDATE_REQUIRED } from '../../../../api/contract/index.js';
import type { CheckinStatus, SlackTexts } from '../../../../texts/slack.js';
import type { SlackDeps } from '../../access.js';
import { isInputPortal, textMessage } from '../../blocks.js';
import { ephemeral, failureText, isNotFound, staffContext, withRateLimitRetry, type StaffContext } from '../../listener.js';
import { esc } from '../../mrkdwn.js';
import { RESERVA_IDS, type StatusButtonValue } from './blocks.js';
import { infoView, markPaidLines, markPaidModal, markPaidResultView, statusModal, type ModalMetadata } from './modals.js';

/** How long a submission waits for the service before answering "processing" (ms; Slack allows 3000 in all). */
export const SUBMIT_BUDGET_MS = 2_300;

/** How long, after "processing", the app still waits for the service's answer to send it as a direct message (ms). */
export const LATE_RESULT_MS = 60_000;

/** Field errors of a modal: block id → message. */
export type FieldErrors = Record<string, string>;

/** Booking numbers typed in the mark-as-paid modal: split on lines, commas, semicolons and spaces. */
export function splitBookings(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Check the mark-as-paid modal's text: the numbers, or the field errors (empty, non-numeric, more than 100). */
export function validateMarkPaid(t: SlackTexts, text: string): { ok: true; bookings: string[] } | { ok: false; errors: FieldErrors } {
  const bookings = splitBookings(text);
  const bad = bookings.filter((b) => !/^\d{1,40}$/.test(b));
  const block = RESERVA_IDS.blocks.bookings;
  if (!bookings.length) return { ok: false, errors: { [block]: t.bookingsEmpty } };
  if (bad.length) return { ok: false, errors: { [block]: t.bookingsInvalid(bad.slice(0, 10).join(', ')) } };
  if (bookings.length > MARK_RESERVATIONS_PAID_MAX) return { ok: false, errors: { [block]: t.bookingsTooMany(MARK_RESERVATIONS_PAID_MAX) } };
  return { ok: true, bookings: [...new Set(bookings)] };
}

/** What the check-in status modal asks the service (endpoint 18); `refund` is COP in major units, only for status 4. */
export interface StatusRequest {
  number: string;
  portal: 'booking' | 'expedia' | 'despegar' | 'airbnb';
  status: CheckinStatus;
  refund?: number;
}

/**
 * Check the check-in status modal's fields: booking number (digits), portal
 * (one of the four input portals), status (0–4), and — for Early departure
 * only — the refund: required, positive, at most two decimals (`.` or `,`),
 * at most `total` when known. For other statuses the refund is ignored.
 */
export function validateStatus(
  t: SlackTexts,
  f: { number?: string | null; portal?: string | null; status?: string | null; refund?: string | null },
  total: number | null | undefined,
): { ok: true; request: StatusRequest } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const number = (f.number ?? '').trim();
  if (!/^\d{1,18}$/.test(number)) errors[RESERVA_IDS.blocks.booking] = t.bookingNumberInvalid;
  if (!isInputPortal(f.portal)) errors[RESERVA_IDS.blocks.portal] = t.portalRequired;
  const status = Number(f.status);
  if (f.status == null || !Number.isInteger(status) || status < 0 || status > 4) errors[RESERVA_IDS.blocks.status] = t.statusRequired;
  let refund: number | undefined;
  if (status === 4) {
    const text = (f.refund ?? '').trim();
    if (!text) errors[RESERVA_IDS.blocks.refund] = t.amountRequired;
    else if (!/^\d+(?:[.,]\d{1,2})?$/.test(text) || Number(text.replace(',', '.')) <= 0) errors[RESERVA_IDS.blocks.refund] = t.amountInvalid;
    else {
      refund = Number(text.replace(',', '.'));
      if (total != null && refund > total) errors[RESERVA_IDS.blocks.refund] = t.amountOverTotal(t.fmt.cop(total));
    }
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    request: { number, portal: f.portal as StatusRequest['portal'], status: status as CheckinStatus, ...(refund !== undefined ? { refund } : {}) },
  };
}

/** Which modal field a service 400 about query/path field `field` belongs to. */
const FIELD_BLOCKS: Record<string, string> = {
  refound_amount: RESERVA_IDS.blocks.refund,
  portal_code: RESERVA_IDS.blocks.portal,
  checkin_status: RESERVA_IDS.blocks.status,
  booking_number: RESERVA_IDS.blocks.booking,
  hotel_id: RESERVA_IDS.blocks.booking,
};

/**
 * A service 400 of endpoint 18 as field errors: each `campo: motivo` of a
 * "Campos inválidos: …" detail on its field; any other detail (a refused
 * transition, in Spanish) on the status field.
 */
export function serviceErrorsToFields(t: SlackTexts, err: HotelApiError): FieldErrors {
  const detail = err.envelope?.detail ?? err.message;
  const errors: FieldErrors = {};
  const m = /^Campos inválidos:\s*(.*)$/s.exec(detail);
  if (m) {
    for (const part of m[1]!.split(/;\s*/)) {
      const fm = /^([a-z_]+(?:\.[a-z_0-9]+)*):\s*(.*)$/.exec(part);
      const block = fm ? FIELD_BLOCKS[fm[1]!.split('.')[0]!] : undefined;
      if (block) errors[block] = errors[block] ? `${errors[block]}; ${fm![2]}` : t.serviceRefused(fm![2]!);
    }
  }
  if (!Object.keys(errors).length) errors[RESERVA_IDS.blocks.status] = t.serviceRefused(detail);
  return errors;
}

type Race<T> = { done: true; value: T } | { done: true; error: unknown } | { done: false };

/** Wait for `p` at most `ms`; never rejects. */
async function within<T>(p: Promise<T>, ms: number): Promise<Race<T>> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Race<T>>((resolve) => {
    timer = setTimeout(() => resolve({ done: false }), ms);
  });
  const settled = p.then(
    (value): Race<T> => ({ done: true, value }),
    (error): Race<T> => ({ done: true, error }),
  );
  try {
    return await Promise.race([settled, late]);
  } finally {
    clearTimeout(timer);
  }
}

function metadataOf(view: { private_metadata?: string }): ModalMetadata {
  try {
    return JSON.parse(view.private_metadata || '{}') as ModalMetadata;
  } catch {
    return {};
  }
}

/**
 * Send a late result to user `userId` as a direct message: `lines` of mrkdwn
 * (the app's texts, outside values in them already escaped), the first
 * saying what the result is about. Logs failures.
 */
async function dm(client: webApi.WebClient, deps: SlackDeps, userId: string, lines: readonly string[]): Promise<void> {
  try {
    const msg = textMessage(lines.join('\n'));
    await client.chat.postMessage({ channel: userId, text: msg.text, blocks: msg.blocks });
  } catch (err) {
    deps.logger.error({ err: (err as Error).message }, 'slack: direct message failed');
  }
}

/** Most booking numbers named in the first line of a late "mark as paid" message; the rest are counted. */
const LATE_LIST_MAX = 10;

/** `2600001, 2600002 (+3)`: the booking numbers a late "mark as paid" result is about, escaped. */
export function bookingList(bookings: readonly string[]): string {
  const shown = bookings.slice(0, LATE_LIST_MAX).map(esc).join(', ');
  return bookings.length > LATE_LIST_MAX ? `${shown} (+${bookings.length - LATE_LIST_MAX})` : shown;
}

/** Register the two modal buttons and both view submissions on `app`. */
export function registerReservaActions(app: App, deps: SlackDeps): void {
  const { access, client: api, logger } = deps;
  const retrying = <T>(work: () => Promise<T>) => withRateLimitRetry(work, deps.sleep);

  type Button = BlockAction<ButtonAction>;

  app.action<Button, StaffContext>(
    RESERVA_IDS.markPaidButton,
    staffContext(deps, 'open mark-paid modal'),
    async ({ body, action, client, context: { t, fail } }) => {
      try {
        const prefill = action.value && /^\d+$/.test(action.value) ? [action.value] : [];
        await client.views.open({ trigger_id: body.trigger_id, view: markPaidModal(t, prefill, body.channel?.id ? { channel: body.channel.id } : {}) });
      } catch (err) {
        await fail(err);
      }
    },
  );

  app.action<Button, StaffContext>(
    RESERVA_IDS.statusButton,
    staffContext(deps, 'open check-in status modal'),
    async ({ body, action, client, context: { t, reply, fail } }) => {
      try {
        let v: Partial<StatusButtonValue> = {};
        try {
          v = JSON.parse(action.value ?? '{}') as Partial<StatusButtonValue>;
        } catch {
          /* opened without a reservation */
        }
        if (v.p && !isInputPortal(v.p)) return void (await reply(ephemeral(textMessage(t.chatbotNoStatus))));
        await client.views.open({
          trigger_id: body.trigger_id,
          view: statusModal(t, {
            ...(v.n ? { number: v.n } : {}),
            portal: v.p ?? null,
            total: v.total ?? null,
            ...(body.channel?.id ? { channel: body.channel.id } : {}),
          }),
        });
      } catch (err) {
        await fail(err);
      }
    },
  );

  // The two submissions resolve the hotel themselves, not with staffContext: their fields are checked (and errors
  // acked) before anything else, the ack carries the answer and must come within 3 s, so the hotel is resolved
  // inside the work that races SUBMIT_BUDGET_MS, and "not linked" is a field error or a late direct message.
  app.view<ViewSubmitAction>(RESERVA_IDS.markPaidView, async ({ ack, body, view, client }) => {
    const teamId = body.team?.id ?? body.user.team_id;
    const { t } = await access.language(teamId);
    const checked = validateMarkPaid(t, view.state.values[RESERVA_IDS.blocks.bookings]?.value?.value ?? '');
    if (!checked.ok) return void (await ack({ response_action: 'errors', errors: checked.errors }));
    // A 429 means the service did nothing, so the call may be sent again.
    const work = retrying(async () => {
      const hotel = await access.resolve(teamId, body.user.id, metadataOf(view).channel);
      if (!hotel) return undefined;
      return api.markReservationsPaid(hotel.cmHotelId, checked.bookings);
    });
    const r = await within(work, SUBMIT_BUDGET_MS);
    if (!r.done) {
      await ack({ response_action: 'update', view: infoView(t.markPaidTitle, t.close, t.processing) });
      const late = await within(work, LATE_RESULT_MS);
      const result = !late.done
        ? [t.lateUnknown]
        : 'value' in late
          ? late.value
            ? markPaidLines(t, checked.bookings, late.value)
            : [t.notLinked]
          : [failureText(t, late.error)];
      return void (await dm(client, deps, body.user.id, [t.markPaidLate(bookingList(checked.bookings)), ...result]));
    }
    if ('error' in r) {
      logger.error({ err: (r.error as Error).message }, 'slack: mark paid failed');
      const msg = r.error instanceof BadRequestError ? t.serviceRefused(r.error.envelope?.detail ?? r.error.message) : failureText(t, r.error);
      return void (await ack({ response_action: 'errors', errors: { [RESERVA_IDS.blocks.bookings]: msg } }));
    }
    if (!r.value) return void (await ack({ response_action: 'errors', errors: { [RESERVA_IDS.blocks.bookings]: t.notLinked } }));
    await ack({ response_action: 'update', view: markPaidResultView(t, checked.bookings, r.value) });
  });

  app.view<ViewSubmitAction>(RESERVA_IDS.statusView, async ({ ack, body, view, client }) => {
    const teamId = body.team?.id ?? body.user.team_id;
    const { t } = await access.language(teamId);
    const meta = metadataOf(view);
    const v = view.state.values;
    const checked = validateStatus(
      t,
      {
        number: v[RESERVA_IDS.blocks.booking]?.value?.value ?? null,
        portal: v[RESERVA_IDS.blocks.portal]?.value?.selected_option?.value ?? null,
        status: v[RESERVA_IDS.blocks.status]?.value?.selected_option?.value ?? null,
        refund: v[RESERVA_IDS.blocks.refund]?.value?.value ?? null,
      },
      meta.total,
    );
    if (!checked.ok) return void (await ack({ response_action: 'errors', errors: checked.errors }));
    const req = checked.request;
    // A 429 means the service did nothing, so the call may be sent again.
    const work = retrying(async () => {
      const hotel = await access.resolve(teamId, body.user.id, meta.channel);
      if (!hotel) return undefined;
      return api.reportCheckinStatus(req.number, {
        checkin_status: req.status,
        hotel_id: hotel.cmHotelId,
        portal_code: req.portal,
        ...(req.refund !== undefined ? { refound_amount: req.refund } : {}),
      });
    });
    const done = (msg: string) =>
      msg === MSG_NO_UPDATE_REQUIRED
        ? t.statusNoChange(req.number)
        : t.statusDone(req.number, t.statusNames[req.status], req.refund !== undefined ? t.fmt.cop(req.refund) : undefined);
    const r = await within(work, SUBMIT_BUDGET_MS);
    if (!r.done) {
      await ack({ response_action: 'update', view: infoView(t.statusTitle, t.close, t.processing) });
      const late = await within(work, LATE_RESULT_MS);
      const text = !late.done
        ? t.lateUnknown
        : 'error' in late
          ? late.error instanceof BadRequestError
            ? t.serviceRefused(esc(late.error.envelope?.detail ?? late.error.message))
            : isNotFound(late.error)
              ? t.notFound(esc(req.number))
              : failureText(t, late.error)
          : late.value
            ? esc(done(late.value.msg))
            : t.notLinked;
      return void (await dm(client, deps, body.user.id, [t.statusLate(esc(req.number)), text]));
    }
    if ('error' in r) {
      if (r.error instanceof BadRequestError) return void (await ack({ response_action: 'errors', errors: serviceErrorsToFields(t, r.error) }));
      if (isNotFound(r.error)) return void (await ack({ response_action: 'errors', errors: { [RESERVA_IDS.blocks.booking]: t.notFound(req.number) } }));
      logger.error({ err: (r.error as Error).message }, 'slack: check-in status change failed');
      return void (await ack({ response_action: 'errors', errors: { [RESERVA_IDS.blocks.status]: failureText(t, r.error) } }));
    }
    if (!r.value) return void (await ack({ response_action: 'errors', errors: { [RESERVA_IDS.blocks.booking]: t.notLinked } }));
    await ack({ response_action: 'update', view: infoView(t.statusTitle, t.close, done(r.value.msg)) });
  });
}
