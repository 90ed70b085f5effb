/**
 * Reservation changes a hotel reports about its channel-manager
 * reservations: endpoint 17 "Mark reservations as paid" (in bulk) and
 * endpoint 18 "Report a booking status change" (the check-in status, with the
 * refund of an early departure).
 *
 * Both name the hotel by its channel-manager id (`hotel_id`) and a
 * reservation by its booking number (reservation number or CRS id);
 * endpoint 18's path is `BookingNumberParams` of `./reports.ts`, shared with
 * endpoints 11 and 12.
 */
import { z } from 'zod';
import { IntParam, WireAmount } from './common.js';
import { PortalCodeInput } from './reports.js';

/** Endpoint 17 query: the channel-manager hotel id. */
export const MarkReservationsPaidQuery = z.object({ hotel_id: IntParam });
/** Largest number of booking numbers in one call of endpoint 17. */
export const MARK_RESERVATIONS_PAID_MAX = 100;
/** Endpoint 17 body: booking numbers (reservation numbers or CRS ids), as text. Numbers are accepted. */
export const MarkReservationsPaidBody = z.object({
  bookings: z
    .array(z.union([z.string().trim().min(1).max(40), z.number().int().min(0).transform(String)]))
    .min(1)
    .max(MARK_RESERVATIONS_PAID_MAX),
});
export type MarkReservationsPaidBody = z.output<typeof MarkReservationsPaidBody>;
/**
 * Endpoint 17's 200, also for partial failures. `aditional_info.failed_reasons`
 * (extension) gives, per failed booking number, why it failed in Spanish.
 */
export const MarkReservationsPaidResponse = z.object({
  msg: z.string(),
  aditional_info: z.object({
    total: z.number().int(),
    applied: z.number().int(),
    failed: z.number().int(),
    failed_bookings: z.array(z.string()),
    failed_reasons: z.array(z.object({ booking: z.string(), reason: z.string() })),
  }),
});
export type MarkReservationsPaidResponse = z.infer<typeof MarkReservationsPaidResponse>;

/** Check-in status numbers (endpoint 18): 0 Pending, 1 Check-in, 2 No-Show, 3 Canceled, 4 Early departure. */
export const CHECKIN_STATUS = { pending: 0, checkin: 1, no_show: 2, canceled: 3, early_departure: 4 } as const;

/**
 * Endpoint 18 query. `refound_amount` (COP, float) is required and must be
 * greater than 0 when `checkin_status` is 4 (early departure); for other
 * statuses it is ignored (but must still be a well-formed amount when sent).
 * The rule is checked beside the other fields, so one 400 lists them all.
 */
export const ReportCheckinStatusQuery = z
  .object({
    checkin_status: IntParam.pipe(z.number().int().min(0, { message: 'debe ser 0, 1, 2, 3 o 4' }).max(4, { message: 'debe ser 0, 1, 2, 3 o 4' })),
    hotel_id: IntParam,
    portal_code: PortalCodeInput,
    refound_amount: WireAmount.optional(),
  })
  .superRefine(
    (q, ctx) => {
      if (q.checkin_status !== CHECKIN_STATUS.early_departure) return;
      if (q.refound_amount === undefined) ctx.addIssue({ code: 'custom', path: ['refound_amount'], message: 'es obligatorio cuando checkin_status es 4' });
      else if (q.refound_amount <= 0) ctx.addIssue({ code: 'custom', path: ['refound_amount'], message: 'debe ser mayor que 0' });
    },
    { when: (p) => !p.issues.some((i) => i.path?.[0] === 'checkin_status' || i.path?.[0] === 'refound_amount') },
  );
export type ReportCheckinStatusQuery = z.output<typeof ReportCheckinStatusQuery>;
/** Endpoint 18's 200. */
export const ReportCheckinStatusResponse = z.object({ msg: z.string() });

/** Endpoint 18's message when the reservation already has that check-in status. */
export const MSG_NO_UPDATE_REQUIRED = 'No se requiere ninguna actualización en este momento';
/** Endpoint 18's message when the change was applied. */
export const MSG_STATUS_CHANGED = 'El cambio de estado de check-in se realizó con éxito';
