/**
 * Chatbot bookings: endpoints 7 (create), 8 (update), 19 (payment link and
 * expiration) and 20 (payment status). Holds and deadlines:
 * `docs/decisions/0009-chatbot-bookings-and-holds.md`.
 */
import { z } from 'zod';
import { Currency, IntParam, IsoDate, NumericText } from './common.js';

/** Path of endpoint 7: the literal segment `hotel_id=<channel-manager hotel id>`. */
export const CreateBookingParams = z.object({ hotel_id: IntParam });

/** Card guarantee of endpoint 7. Never stored in clear; only the masked number is kept. */
export const CcData = z.object({
  ccCode: z.string().max(20),
  ccNumber: z.string().regex(/^\d{12,19}$/, { message: 'debe tener entre 12 y 19 dígitos' }),
  ccHolder: z.string().min(1).max(200),
  ccExpireDate: z.string().regex(/^(0[1-9]|1[0-2])\/\d{4}$/, { message: 'debe tener el formato MM/AAAA' }),
});

/** One requested room/rate of endpoint 7: `quantity` rooms of room type `id` at rate `rateId`. */
export const RoomsDataItem = z.object({
  id: z.string().min(1),
  checkin: IsoDate,
  checkout: IsoDate,
  rateId: z.string().min(1),
  quantity: NumericText.pipe(z.number().int().min(1).max(9)),
  currency: Currency,
  adults: NumericText.pipe(z.number().int().min(1).max(10)),
  children: NumericText.pipe(z.number().int().min(0).max(10)),
});
export type RoomsDataItem = z.infer<typeof RoomsDataItem>;

/**
 * The `reservation` object of endpoint 7. The interface does not say which
 * fields are required; we require what a hotel needs to honour a stay (dates,
 * occupancy, the guest's name and contact, country, currency and the rooms).
 * `country` is ISO 3166-1 alpha-3; `children_ages` is comma text ("4,9").
 */
export const CreateBookingReservation = z
  .object({
    checkin: IsoDate,
    checkout: IsoDate,
    nights: NumericText.pipe(z.number().int().min(1).max(30)),
    rooms: NumericText.pipe(z.number().int().min(1).max(9)),
    adults: NumericText.pipe(z.number().int().min(1).max(90)),
    children: NumericText.pipe(z.number().int().min(0).max(90)),
    children_ages: z
      .string()
      .trim()
      .regex(/^(\d{1,2}(\s*,\s*\d{1,2})*)?$/, { message: 'debe ser una lista de edades separadas por comas' })
      .optional(),
    firstName: z.string().trim().min(1).max(100),
    lastName: z.string().trim().min(1).max(100),
    city: z.string().trim().max(100).optional(),
    email: z.email({ message: 'debe ser un correo electrónico válido' }),
    telephone: z.string().trim().min(5).max(30),
    notes: z.string().max(1000).optional(),
    country: z.string().regex(/^[A-Z]{3}$/, { message: 'debe ser un código de país de tres letras' }),
    currency: Currency,
    ccData: CcData.optional(),
    roomsData: z.array(RoomsDataItem).min(1).max(9),
  })
  .superRefine((r, ctx) => {
    if (r.checkout <= r.checkin) ctx.addIssue({ code: 'custom', path: ['checkout'], message: 'debe ser posterior a checkin' });
    const ages = r.children_ages ? r.children_ages.split(',').filter((s) => s.trim() !== '') : [];
    if (ages.length !== r.children) ctx.addIssue({ code: 'custom', path: ['children_ages'], message: 'debe tener tantas edades como niños' });
    if (ages.some((a) => Number(a) > 17)) ctx.addIssue({ code: 'custom', path: ['children_ages'], message: 'cada edad debe estar entre 0 y 17' });
    const quantity = r.roomsData.reduce((s, x) => s + x.quantity, 0);
    if (quantity !== r.rooms) ctx.addIssue({ code: 'custom', path: ['rooms'], message: 'debe ser la suma de quantity en roomsData' });
    r.roomsData.forEach((x, i) => {
      if (x.checkin !== r.checkin || x.checkout !== r.checkout)
        ctx.addIssue({ code: 'custom', path: ['roomsData', i, 'checkin'], message: 'las fechas deben coincidir con las de la reserva' });
      if (x.currency !== r.currency)
        ctx.addIssue({ code: 'custom', path: ['roomsData', i, 'currency'], message: 'debe coincidir con la moneda de la reserva' });
    });
  });
export type CreateBookingReservation = z.infer<typeof CreateBookingReservation>;

/** Body of endpoint 7. */
export const CreateBookingBody = z.object({ reservation: CreateBookingReservation });
export type CreateBookingBody = z.input<typeof CreateBookingBody>;

/**
 * 200 of endpoint 7 when registered: the guest must pay to confirm.
 * `chatbot_id` is the booking code (`CB-7KQ4-M9XZ-R2TD`, see
 * `./chatbotIds.ts`); any string is accepted, so the client also reads
 * bookings of before (`cb_…`) and other deployments' ids.
 */
export const BookingCreated = z.object({
  msg: z.string(),
  chatbot_id: z.string().meta({
    description:
      'The booking code: `CB` and 12 symbols of `23456789ABCDEFGHJKMNPQRSTWXYZ` in groups of four, e.g. `CB-7KQ4-M9XZ-R2TD` ' +
      '(bookings made before booking codes have ids of the form `cb_…`).',
  }),
});
/** 200 of endpoint 7 when a requested room/rate has no stock: nothing was created. */
export const BookingNotAvailable = z.object({
  msg: z.string(),
  no_available_rooms: z.array(z.object({ room: z.string(), product: z.string() })),
});
/** Either 200 form of endpoint 7. */
export const CreateBookingResponse = z.union([BookingCreated, BookingNotAvailable]);
export type CreateBookingResponse = z.infer<typeof CreateBookingResponse>;

/**
 * Path of endpoints 8, 19, 20: the booking's `chatbot_id`, either form of
 * `./chatbotIds.ts` — a booking code in any case, with or without its dashes
 * (read by `chatbotIdKey`), or a legacy `cb_…` id exactly as returned. Any
 * other string is a well-formed request for a booking that does not exist
 * (404), as before.
 */
export const ChatbotIdParams = z.object({
  chatbot_id: z
    .string()
    .min(1)
    .max(100)
    .meta({
      description:
        'The `chatbot_id` returned by endpoint 7: a booking code such as `CB-7KQ4-M9XZ-R2TD`, in any case and with or without its dashes ' +
        '(`cb7kq4m9xzr2td` finds the same booking), or an id of the earlier form `cb_…`, exactly as returned.',
    }),
});

/** Body of endpoint 8: contact details to update, all strings, at least one. */
export const UpdateBookingBody = z.object({
  reservation: z
    .object({
      email: z.email({ message: 'debe ser un correo electrónico válido' }).optional(),
      firstName: z.string().trim().min(1).max(100).optional(),
      lastName: z.string().trim().min(1).max(100).optional(),
      telephone: z.string().trim().min(5).max(30).optional(),
    })
    .refine((r) => Object.values(r).some((v) => v !== undefined), { message: 'debe incluir al menos un campo' }),
});
export type UpdateBookingBody = z.infer<typeof UpdateBookingBody>;

/** 200 of endpoint 8 (and other plain acknowledgements). */
export const MsgResponse = z.object({ msg: z.string() });

/**
 * 200 of endpoint 19. `url_status`: 'Link vigente' | 'Link pagado' | 'Link vencido'.
 * `validity_days` whole days left, `validity_hours` hours left (2 decimals), both 0 once expired.
 */
export const BookingPaymentLink = z.object({
  url: z.string(),
  url_status: z.string(),
  validity_days: z.number().int(),
  validity_hours: z.number(),
  expiration_date: z.string(),
});
export type BookingPaymentLink = z.infer<typeof BookingPaymentLink>;

/** Spanish texts of a chatbot booking's payment (endpoint 20 `payment_status`). */
export const PAYMENT_STATUS = {
  pending: 'Pendiente',
  rejected: 'Rechazado',
  in_process: 'En proceso',
  applied: 'Aplicado',
  overdue: 'Vencido',
} as const;

/** Spanish texts of a chatbot booking (endpoint 20 `reservation_status`). */
export const RESERVATION_STATUS = {
  pending: 'Reserva pendiente de pago',
  confirmed: 'Reserva confirmada',
  expired: 'Reserva expirada',
} as const;

/** 200 of endpoint 20. Texts from {@link PAYMENT_STATUS} and {@link RESERVATION_STATUS}. */
export const BookingPaymentStatus = z.object({
  payment_status: z.string(),
  reservation_status: z.string(),
  expiration_date: z.string(),
});
export type BookingPaymentStatus = z.infer<typeof BookingPaymentStatus>;
