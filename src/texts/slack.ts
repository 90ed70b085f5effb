/**
 * Every text the Slack app shows hotel staff, in Spanish (default) and English
 * (per workspace, SlackLinkRepo.language), and how it writes money, dates and
 * times — always through the project's one formatting module
 * (`src/texts/format.ts`): amounts `COP 450.000` (es) / `COP 450,000` (en),
 * to the centavo when there are centavos; dates `sáb 21 nov` (the year only
 * when it is not the current one); stays `sáb 21 – lun 23 nov (2 noches)`;
 * instants in hotel time, America/Bogota (`sáb 21 nov, 10:00 a. m.`).
 * Texts never contain `<` or `>` (Slack would read them as links); values
 * that come from guests, staff or the service are escaped by the callers.
 */
import { daysBetween } from '../clock.js';
import { formatCopExact, formatShortBogotaInstant, formatShortDate, formatStay } from './format.js';
import type { Lang } from './lang.js';

/** Language of a workspace's messages (the bot database keeps it per workspace as a `SlackLanguage`, the same two). */
export type { Lang };

/** How the Slack app writes values for staff in one language (see the module comment). */
export interface SlackFormat {
  /** A COP amount in major units (float, or decimal text such as `"450000.00"`): `COP 450.000`, `COP 100.000,50`. */
  cop(amount: number | string): string;
  /** A date `YYYY-MM-DD`: `sáb 21 nov` (with the year when not the current one). */
  date(date: string): string;
  /** A stay from check-in to check-out (`YYYY-MM-DD`): `sáb 21 – lun 23 nov (2 noches)`. */
  stay(checkin: string, checkout: string): string;
  /** An instant (ISO 8601, any offset) in hotel time, America/Bogota: `sáb 21 nov, 10:00 a. m.`. */
  instant(iso: string): string;
}

/** The {@link SlackFormat} of `lang`; `currentYear` (Bogotá) decides when a date shows its year. */
export function slackFormat(lang: Lang, currentYear?: number): SlackFormat {
  return {
    cop: (amount) => formatCopExact(amount, lang),
    date: (date) => formatShortDate(date, lang, currentYear),
    stay: (checkin, checkout) => {
      const nights = daysBetween(checkin, checkout);
      return Number.isFinite(nights) && nights > 0
        ? formatStay(checkin, checkout, nights, lang, currentYear)
        : `${formatShortDate(checkin, lang, currentYear)} → ${formatShortDate(checkout, lang, currentYear)}`;
    },
    instant: (iso) => formatShortBogotaInstant(iso, lang, currentYear),
  };
}

/**
 * The state of a booking as staff see it: awaiting payment (`pending`),
 * `paid`, `refunded`, `cancelled`, `expired` (a chatbot booking unpaid at
 * its deadline), or `noShow` (the guest never arrived: the front desk
 * reported a no-show). Only `pending` has an amount left to pay: what a
 * no-show still owes is not for the desk to collect.
 */
export type BookingState = 'pending' | 'paid' | 'refunded' | 'cancelled' | 'expired' | 'noShow';

/**
 * The interface's payment status codes (a voucher record's
 * `payment_status_code`, and its charge's and refund's `status_code`), as
 * the Slack app names them to staff ({@link SlackTexts.chargeStatusNames}).
 * The same eighteen codes as the contract's `VoucherStatusCode` (the texts
 * import nothing of the contract; the Slack app checks at compile time that
 * every code of the contract has a name here).
 */
export type PaymentCode =
  | 'pending'
  | 'invalid_card'
  | 'rejected'
  | 'applied'
  | 'cancelled'
  | 'early_checkout'
  | 'overdue'
  | 'in_process'
  | 'partial_refound'
  | 'total_refound'
  | 'rejected_refound'
  | 'pending_refound'
  | 'in_process_refound'
  | 'in_validation'
  | 'cancelled_charge'
  | 'no_card_data'
  | 'invalid_card_data'
  | 'error';

/**
 * Endpoint 13's `details.status_code` of a payment link or a chatbot
 * booking's payment (`/pago`): `cancelled` is a link that expired without a
 * payment. The same six codes as the contract's `TransactionStatusCode`.
 */
export type LinkPaymentCode = 'pending' | 'applied' | 'rejected' | 'cancelled' | 'in_process' | 'error';

/** What `/pago` found: a payment link (endpoint 14) or the payment of a chatbot booking (endpoint 7). */
export type PagoKind = 'payment_link' | 'automated';

/** Check-in status numbers of endpoint 18, in the order the modal offers them. */
export const CHECKIN_STATUSES = [0, 1, 2, 3, 4] as const;
/** A check-in status number: 0 Pending, 1 Check-in, 2 No-Show, 3 Canceled, 4 Early departure. */
export type CheckinStatus = (typeof CHECKIN_STATUSES)[number];

/** The texts of one language. Functions take already formatted (and, for outside values, escaped) values. */
export interface SlackTexts {
  lang: Lang;
  /** How values are written in this language. */
  fmt: SlackFormat;
  notLinked: string;
  homeNotLinked: string;
  serviceDown: string;
  /** The service is throttling the app: try again in `seconds` (from its Retry-After), or in a moment when unknown. */
  serviceBusy(seconds: number | undefined): string;
  badDates(text: string): string;
  reversedDates: string;
  tooLongRange(max: number): string;
  reservasTitle(hotel: string, start: string, end: string, count: number): string;
  noBookings: string;
  page(n: number, of: number): string;
  prev: string;
  next: string;
  guest: string;
  dates: string;
  portal: string;
  status: string;
  total: string;
  prepaid: string;
  leftToPay: string;
  number: string;
  /** Label of the portal's own booking number (its CRS id), which `/reserva` and "mark as paid" accept too. */
  portalNumber: string;
  /** Label of the booking's notes (what the guest or the portal asked for). */
  notes: string;
  /** Who arrives: `2 adultos, 1 niño · 1 habitación` (counts of the whole booking). */
  party(adults: number, children: number, rooms: number): string;
  /** Label of the guest's phone. */
  phone: string;
  deadline: string;
  reservaUsage: string;
  notFound(number: string): string;
  reservaTitle(number: string): string;
  checkin: string;
  charge: string;
  refund: string;
  noCharge: string;
  noRefund: string;
  card: string;
  amount: string;
  date: string;
  /** Names of a charge's or refund's status code, in staff's words (never the processor's `Aplicado`). */
  chargeStatusNames: Record<PaymentCode, string>;
  markPaidButton: string;
  changeStatusButton: string;
  pagoUsage: string;
  pagoNotFound(ref: string): string;
  /** Title of `/pago`'s answer: what was found (`kind`) and the reference staff typed (escaped). */
  pagoTitle(kind: PagoKind, ref: string): string;
  /** Names of a payment link's status (endpoint 13). */
  pagoStatusNames: Record<LinkPaymentCode, string>;
  /** Label of what a payment link is for (its description). */
  purpose: string;
  /** Label of the reference a payment link was made for (its `external_ref_id`, e.g. a reservation number). */
  reference: string;
  /** Label of when an unpaid link stops accepting payment (future). */
  expires: string;
  /** Label of when a link stopped accepting payment (past). */
  expired: string;
  /**
   * Why a card was declined, as the service says it (always Spanish): a line
   * in the Spanish texts; null in English, which does not mix languages.
   */
  declineReason(reason: string): string | null;
  transactionId: string;
  voucher: string;
  markPaidTitle: string;
  markPaidLabel: string;
  markPaidHint: string;
  submit: string;
  cancel: string;
  close: string;
  bookingsEmpty: string;
  bookingsInvalid(list: string): string;
  bookingsTooMany(max: number): string;
  markPaidResult(applied: number, total: number): string;
  /** Header of the bookings "mark as paid" applied. */
  appliedHeader: string;
  failedHeader: string;
  /** First line of the direct message with a late "mark as paid" result: which bookings it is about (`list`: numbers, comma-separated). */
  markPaidLate(list: string): string;
  /** First line of the direct message with a late check-in status result: which booking it is about. */
  statusLate(number: string): string;
  /** The service did not answer a change in time: whether it was applied is unknown; check before repeating it. */
  lateUnknown: string;
  statusTitle: string;
  bookingLabel: string;
  portalLabel: string;
  statusLabel: string;
  refundLabel: string;
  refundHint: string;
  bookingNumberInvalid: string;
  portalRequired: string;
  statusRequired: string;
  amountRequired: string;
  amountInvalid: string;
  amountOverTotal(total: string): string;
  chatbotNoStatus: string;
  statusDone(number: string, status: string, refund?: string): string;
  statusNoChange(number: string): string;
  serviceRefused(detail: string): string;
  statusNames: Record<CheckinStatus, string>;
  /** Names of the {@link BookingState}s. */
  stateNames: Record<BookingState, string>;
  /** The service's Spanish booking statuses (endpoint 4) in this language; unknown ones are shown as they come. */
  bookingStatusNames: Record<string, string>;
  homeTitle(hotel: string): string;
  arrivalsToday(date: string): string;
  noArrivals: string;
  /** App Home heading of the chatbot bookings awaiting their online payment (bookings with a payment deadline; not the portal bookings the desk collects). */
  awaitingPayment: string;
  noAwaiting: string;
  latestPayments: string;
  noPayments: string;
  paymentKinds: Record<string, string>;
  processing: string;
}

const es: Omit<SlackTexts, 'lang' | 'fmt'> = {
  notLinked:
    'Lo siento, este espacio de trabajo, canal o usuario no está vinculado a ningún hotel, así que no puedo mostrarte reservas. Pide a un administrador que lo vincule con `hotelbot slack link`.',
  homeNotLinked:
    'Hola. Todavía no estás vinculado a ningún hotel. Un administrador puede vincular este espacio de trabajo, un canal o tu usuario con `hotelbot slack link`, indicando el id del espacio de trabajo y el del hotel (por ejemplo `hotelbot slack link --team T0123ABCD --hotel 1`); después verás aquí las llegadas de hoy, las reservas del chatbot que esperan el pago en línea y los últimos pagos.',
  serviceDown: 'El servicio de reservas no respondió. Inténtalo de nuevo en un momento.',
  serviceBusy: (seconds) =>
    seconds === undefined
      ? 'El servicio de reservas está ocupado. Inténtalo de nuevo en un momento.'
      : `El servicio de reservas está ocupado. Inténtalo de nuevo en ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}.`,
  badDates: (text) =>
    `No entendí las fechas «${text}». Ejemplos: \`/reservas\` (hoy), \`/reservas mañana\`, \`/reservas del 1 al 5 de diciembre\`, \`/reservas este fin de semana\`, \`/reservas próximos 7 días\`, \`/reservas diciembre\`, \`/reservas 2026-12-01 2026-12-05\`.`,
  reversedDates: 'La fecha final es anterior a la inicial. Ejemplo: `/reservas 2026-12-01 2026-12-05`.',
  tooLongRange: (max) => `El rango admite como máximo ${max} días. Consulta un rango más corto, por ejemplo \`/reservas esta semana\`.`,
  reservasTitle: (hotel, start, end, count) =>
    `${hotel}: ${count === 1 ? '1 reserva' : `${count} reservas`} con llegada ${start === end ? `el ${start}` : `del ${start} al ${end}`}`,
  noBookings: 'No hay reservas con llegada en esas fechas.',
  page: (n, of) => `Página ${n} de ${of}`,
  prev: 'Anterior',
  next: 'Siguiente',
  guest: 'Huésped',
  dates: 'Fechas',
  portal: 'Portal',
  status: 'Estado',
  total: 'Total',
  prepaid: 'Prepagado',
  leftToPay: 'Por pagar',
  number: 'Reserva',
  portalNumber: 'Nº del portal',
  notes: 'Notas',
  party: (adults, children, rooms) =>
    `${adults} ${adults === 1 ? 'adulto' : 'adultos'}${children ? `, ${children} ${children === 1 ? 'niño' : 'niños'}` : ''} · ${rooms} ${rooms === 1 ? 'habitación' : 'habitaciones'}`,
  phone: 'Tel.',
  deadline: 'Plazo de pago',
  reservaUsage: 'Uso: `/reserva` seguido del número de reserva, por ejemplo `/reserva 2600001`.',
  notFound: (n) => `No encontré la reserva ${n} en tu hotel.`,
  reservaTitle: (n) => `Reserva ${n}`,
  checkin: 'Llegada',
  charge: 'Cobro',
  refund: 'Reembolso',
  noCharge: 'Sin cobro registrado.',
  noRefund: 'Sin reembolso.',
  card: 'Tarjeta',
  amount: 'Monto',
  date: 'Fecha',
  chargeStatusNames: {
    pending: 'Pendiente',
    invalid_card: 'Tarjeta no válida',
    rejected: 'Rechazado',
    applied: 'Aprobado',
    cancelled: 'Cancelado',
    early_checkout: 'Salida anticipada',
    overdue: 'Vencido sin pago',
    in_process: 'En proceso',
    partial_refound: 'Reembolsado en parte',
    total_refound: 'Reembolsado',
    rejected_refound: 'Reembolso rechazado',
    pending_refound: 'Reembolso pendiente',
    in_process_refound: 'Reembolso en proceso',
    in_validation: 'En verificación',
    cancelled_charge: 'Cobro cancelado',
    no_card_data: 'Sin datos de tarjeta',
    invalid_card_data: 'Datos de tarjeta no válidos',
    error: 'Error en el cobro',
  },
  markPaidButton: 'Marcar como pagada',
  changeStatusButton: 'Cambiar estado de check-in',
  pagoUsage:
    'Uso: `/pago` seguido de una referencia, sin espacios: el código del link de pago, el id de la transacción o el id de la reserva del chatbot. Por ejemplo `/pago sbx_5f2c9a1e7b3d`.',
  pagoNotFound: (ref) => `No encontré ninguna transacción con la referencia ${ref} en tu hotel.`,
  pagoTitle: (kind, ref) => (kind === 'payment_link' ? `Link de pago ${ref}` : `Pago de reserva por chatbot ${ref}`),
  pagoStatusNames: {
    pending: 'Sin pagar',
    applied: 'Pagado',
    rejected: 'Pago rechazado',
    cancelled: 'Vencido sin pago',
    in_process: 'Pago en proceso',
    error: 'Error en el pago',
  },
  purpose: 'Concepto',
  reference: 'Referencia',
  expires: 'Vence',
  expired: 'Venció',
  declineReason: (reason) => `Motivo: ${reason}`,
  transactionId: 'Id de transacción',
  voucher: 'Comprobante',
  markPaidTitle: 'Marcar como pagadas',
  markPaidLabel: 'Números de reserva',
  markPaidHint: 'Uno por línea (o separados por comas o espacios). Número de reserva o id del portal (CRS).',
  submit: 'Enviar',
  cancel: 'Cancelar',
  close: 'Cerrar',
  bookingsEmpty: 'Escribe al menos un número de reserva.',
  bookingsInvalid: (list) => `Solo se admiten números; revisa: ${list}.`,
  bookingsTooMany: (max) => `Como máximo ${max} reservas a la vez.`,
  markPaidResult: (applied, total) => `Se marcaron como pagadas ${applied} de ${total} ${total === 1 ? 'reserva' : 'reservas'}.`,
  appliedHeader: 'Marcadas como pagadas:',
  failedHeader: 'No se pudieron marcar:',
  markPaidLate: (list) => `Marcar como pagadas (${list}):`,
  statusLate: (n) => `Cambio de estado de check-in de la reserva ${n}:`,
  lateUnknown: 'El servicio de reservas no respondió a tiempo, así que no sé si el cambio se aplicó. Compruébalo con `/reserva` antes de repetirlo.',
  statusTitle: 'Estado de check-in',
  bookingLabel: 'Número de reserva',
  portalLabel: 'Portal',
  statusLabel: 'Estado de check-in',
  refundLabel: 'Monto a reembolsar (COP)',
  refundHint: 'Solo para salida anticipada, p. ej. 150000 o 150000.50.',
  bookingNumberInvalid: 'Escribe un número de reserva (solo dígitos).',
  portalRequired: 'Elige el portal de la reserva.',
  statusRequired: 'Elige el nuevo estado.',
  amountRequired: 'Para una salida anticipada indica el monto a reembolsar.',
  amountInvalid: 'Escribe un monto positivo con hasta dos decimales, p. ej. 150000 o 150000.50.',
  amountOverTotal: (total) => `El reembolso no puede superar el total de la reserva (${total}).`,
  chatbotNoStatus:
    'Las reservas hechas por el chatbot (portal website) no admiten cambios de estado de check-in por este medio; solo las de booking, expedia, despegar y airbnb.',
  statusDone: (n, status, refund) => `Listo: la reserva ${n} quedó en «${status}»${refund ? ` con un reembolso de ${refund}` : ''}.`,
  statusNoChange: (n) => `La reserva ${n} ya tenía ese estado; no hubo cambios.`,
  serviceRefused: (detail) => `El servicio rechazó la solicitud: ${detail}`,
  statusNames: { 0: 'Pendiente', 1: 'Check-in', 2: 'No se presentó', 3: 'Cancelada', 4: 'Salida anticipada' },
  stateNames: {
    pending: 'Pendiente de pago',
    paid: 'Pagada',
    refunded: 'Reembolsada',
    cancelled: 'Cancelada',
    expired: 'Vencida sin pago',
    noShow: 'No se presentó',
  },
  bookingStatusNames: { 'No show': 'No se presentó' },
  homeTitle: (hotel) => `Reservas de ${hotel}`,
  arrivalsToday: (date) => `Llegadas de hoy (${date})`,
  noArrivals: 'No hay llegadas hoy.',
  awaitingPayment: 'Reservas del chatbot esperando el pago en línea',
  noAwaiting: 'Ninguna reserva del chatbot espera el pago en línea.',
  latestPayments: 'Últimos pagos',
  noPayments: 'No hay pagos recientes.',
  paymentKinds: { paid: 'Pagada', rejected: 'Rechazada', refunded: 'Reembolsada' },
  processing: 'Procesando… te enviaré el resultado por mensaje directo.',
};

const en: Omit<SlackTexts, 'lang' | 'fmt'> = {
  notLinked:
    "Sorry, this workspace, channel or user is not linked to any hotel, so I can't show you reservations. Ask an admin to link it with `hotelbot slack link`.",
  homeNotLinked:
    "Hi. You are not linked to any hotel yet. An admin can link this workspace, a channel or your user with `hotelbot slack link`, giving the workspace's id and the hotel's (e.g. `hotelbot slack link --team T0123ABCD --hotel 1`); then you'll see today's arrivals, chatbot bookings awaiting online payment and the latest payments here.",
  serviceDown: 'The reservations service did not answer. Please try again in a moment.',
  serviceBusy: (seconds) =>
    seconds === undefined
      ? 'The reservations service is busy. Please try again in a moment.'
      : `The reservations service is busy. Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
  badDates: (text) =>
    `I couldn't read the dates "${text}". Examples: \`/reservas\` (today), \`/reservas tomorrow\`, \`/reservas Dec 1 to 5\`, \`/reservas this weekend\`, \`/reservas next 7 days\`, \`/reservas december\`, \`/reservas 2026-12-01 2026-12-05\`.`,
  reversedDates: 'The end date is before the start date. Example: `/reservas 2026-12-01 2026-12-05`.',
  tooLongRange: (max) => `The range can span at most ${max} days. Try a shorter one, e.g. \`/reservas this week\`.`,
  reservasTitle: (hotel, start, end, count) =>
    `${hotel}: ${count === 1 ? '1 booking' : `${count} bookings`} arriving ${start === end ? `on ${start}` : `from ${start} to ${end}`}`,
  noBookings: 'No bookings arrive on those dates.',
  page: (n, of) => `Page ${n} of ${of}`,
  prev: 'Previous',
  next: 'Next',
  guest: 'Guest',
  dates: 'Dates',
  portal: 'Portal',
  status: 'Status',
  total: 'Total',
  prepaid: 'Prepaid',
  leftToPay: 'Left to pay',
  number: 'Booking',
  portalNumber: 'Portal no.',
  notes: 'Notes',
  party: (adults, children, rooms) =>
    `${adults} ${adults === 1 ? 'adult' : 'adults'}${children ? `, ${children} ${children === 1 ? 'child' : 'children'}` : ''} · ${rooms} ${rooms === 1 ? 'room' : 'rooms'}`,
  phone: 'Phone',
  deadline: 'Payment deadline',
  reservaUsage: 'Usage: `/reserva` followed by the booking number, e.g. `/reserva 2600001`.',
  notFound: (n) => `I couldn't find booking ${n} in your hotel.`,
  reservaTitle: (n) => `Booking ${n}`,
  checkin: 'Arrival',
  charge: 'Charge',
  refund: 'Refund',
  noCharge: 'No charge recorded.',
  noRefund: 'No refund.',
  card: 'Card',
  amount: 'Amount',
  date: 'Date',
  chargeStatusNames: {
    pending: 'Pending',
    invalid_card: 'Invalid card',
    rejected: 'Declined',
    applied: 'Approved',
    cancelled: 'Cancelled',
    early_checkout: 'Early departure',
    overdue: 'Expired unpaid',
    in_process: 'Processing',
    partial_refound: 'Partly refunded',
    total_refound: 'Refunded',
    rejected_refound: 'Refund declined',
    pending_refound: 'Refund pending',
    in_process_refound: 'Refund processing',
    in_validation: 'Being verified',
    cancelled_charge: 'Charge cancelled',
    no_card_data: 'No card details',
    invalid_card_data: 'Invalid card details',
    error: 'Charge error',
  },
  markPaidButton: 'Mark as paid',
  changeStatusButton: 'Change check-in status',
  pagoUsage:
    "Usage: `/pago` followed by one reference, without spaces: the payment link's code, the transaction id or the chatbot booking's id. E.g. `/pago sbx_5f2c9a1e7b3d`.",
  pagoNotFound: (ref) => `I couldn't find a transaction with reference ${ref} in your hotel.`,
  pagoTitle: (kind, ref) => (kind === 'payment_link' ? `Payment link ${ref}` : `Chatbot booking payment ${ref}`),
  pagoStatusNames: {
    pending: 'Not paid yet',
    applied: 'Paid',
    rejected: 'Payment declined',
    cancelled: 'Expired unpaid',
    in_process: 'Payment processing',
    error: 'Payment error',
  },
  purpose: 'For',
  reference: 'Reference',
  expires: 'Expires',
  expired: 'Expired',
  declineReason: () => null,
  transactionId: 'Transaction id',
  voucher: 'Voucher',
  markPaidTitle: 'Mark as paid',
  markPaidLabel: 'Booking numbers',
  markPaidHint: 'One a line (or separated by commas or spaces). Booking number or portal (CRS) id.',
  submit: 'Submit',
  cancel: 'Cancel',
  close: 'Close',
  bookingsEmpty: 'Enter at least one booking number.',
  bookingsInvalid: (list) => `Only numbers are accepted; check: ${list}.`,
  bookingsTooMany: (max) => `At most ${max} bookings at a time.`,
  markPaidResult: (applied, total) => `${applied} of ${total} ${total === 1 ? 'booking was' : 'bookings were'} marked as paid.`,
  appliedHeader: 'Marked as paid:',
  failedHeader: 'Could not be marked:',
  markPaidLate: (list) => `Mark as paid (${list}):`,
  statusLate: (n) => `Check-in status change of booking ${n}:`,
  lateUnknown: "The reservations service did not answer in time, so I don't know whether the change was applied. Check with `/reserva` before repeating it.",
  statusTitle: 'Change check-in status',
  bookingLabel: 'Booking number',
  portalLabel: 'Portal',
  statusLabel: 'Check-in status',
  refundLabel: 'Refund amount (COP)',
  refundHint: 'Early departure only, e.g. 150000 or 150000.50.',
  bookingNumberInvalid: 'Enter a booking number (digits only).',
  portalRequired: "Choose the booking's portal.",
  statusRequired: 'Choose the new status.',
  amountRequired: 'For an early departure, enter the amount to refund.',
  amountInvalid: 'Enter a positive amount with at most two decimals, e.g. 150000 or 150000.50.',
  amountOverTotal: (total) => `The refund cannot exceed the booking's total (${total}).`,
  chatbotNoStatus:
    'Bookings made through the chatbot (portal website) cannot have their check-in status changed here; only booking, expedia, despegar and airbnb bookings can.',
  statusDone: (n, status, refund) => `Done: booking ${n} is now "${status}"${refund ? ` with a refund of ${refund}` : ''}.`,
  statusNoChange: (n) => `Booking ${n} already had that status; nothing changed.`,
  serviceRefused: (detail) => `The service refused the request: ${detail}`,
  statusNames: { 0: 'Pending', 1: 'Check-in', 2: 'No-Show', 3: 'Canceled', 4: 'Early departure' },
  stateNames: { pending: 'Awaiting payment', paid: 'Paid', refunded: 'Refunded', cancelled: 'Cancelled', expired: 'Expired unpaid', noShow: 'No-show' },
  bookingStatusNames: {
    Confirmada: 'Confirmed',
    'Check-in': 'Check-in',
    'No show': 'No-Show',
    Cancelada: 'Cancelled',
    'Salida anticipada': 'Early departure',
    'Pendiente de pago': 'Awaiting payment',
    Expirada: 'Expired',
  },
  homeTitle: (hotel) => `${hotel} bookings`,
  arrivalsToday: (date) => `Today's arrivals (${date})`,
  noArrivals: 'No arrivals today.',
  awaitingPayment: 'Chatbot bookings awaiting online payment',
  noAwaiting: 'No chatbot booking is awaiting online payment.',
  latestPayments: 'Latest payments',
  noPayments: 'No recent payments.',
  paymentKinds: { paid: 'Paid', rejected: 'Rejected', refunded: 'Refunded' },
  processing: "Processing… I'll send you the result as a direct message.",
};

/** The texts of `lang`; `currentYear` (Bogotá) decides when dates show their year (default: never). */
export function texts(lang: Lang, currentYear?: number): SlackTexts {
  return { ...(lang === 'en' ? en : es), lang, fmt: slackFormat(lang, currentYear) };
}
