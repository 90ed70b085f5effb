/**
 * Text catalogue of the service (the Hotel Payments and Reservations
 * Service), in Spanish only: what it says to integrators — the `detail` of
 * the error envelope, the `msg` of its answers, the reasons and comments in
 * its records, the errors of webhook deliveries — and to payers, on the
 * hosted checkout and voucher pages. Read by the service's domain
 * (`src/api/domain/`), pages (`src/api/pages/`) and HTTP edge (the server,
 * its routes and its protocol handling in `src/api/`); parametrised texts are
 * functions.
 *
 * Many of these are the exact words of the interface the service implements,
 * field names and misspellings included (`refound_amount`, `checkin_status`):
 * clients may compare them, so never change a character of one by accident.
 *
 * Not here: the vocabulary of the records (status names such as `Aplicado`,
 * portal names, payment types, descriptions written on stored records), which
 * lives beside the codes it names in the contract and the domain.
 */
import { formatMinorDecimal } from './format.js';

/** The people of a booking, as the checkout's stay line counts them. */
export interface StayPeople {
  rooms: number;
  adults: number;
  children: number;
}

/** The size limits of a room type, as a booking's error names them. */
export interface RoomLimits {
  name: string;
  maxAdults: number;
  maxChildren: number;
  maxOccupancy: number;
}

/** Spanish names of the address classes an outbound URL may not reach (ipaddr.js range names). */
const RANGE_NAMES: Record<string, string> = {
  loopback: 'de loopback',
  private: 'privada',
  linkLocal: 'de enlace local',
  uniqueLocal: 'local única (IPv6)',
  unspecified: 'no especificada',
  multicast: 'multicast',
  broadcast: 'de broadcast',
  carrierGradeNat: 'de NAT de operador',
  reserved: 'reservada',
};

/** The 404 of an unknown payment link, and the heading of its "not found" page. */
const LINK_NOT_FOUND = 'Link de pago no identificado';

/** The hosted checkout (`/pay/{code}`): a payment link in each of its states. */
const CHECKOUT_PAGE = {
  /** The page's title (browser tab). */
  title: 'Pago de reserva',
  /** The stay paid for: `2026-12-15 → 2026-12-18 · 1 habitación(es) · 2 adulto(s) · 1 niño(s)` (dates `YYYY-MM-DD`); only the dates without `people`. */
  stay: (from: string, to: string | null, people?: StayPeople): string =>
    people
      ? `${from} → ${to} · ${people.rooms} habitación(es) · ${people.adults} adulto(s)${people.children ? ` · ${people.children} niño(s)` : ''}`
      : `${from} → ${to}`,
  guest: (name: string): string => `Huésped: ${name}`,
  /** Label before the chatbot booking's id. */
  bookingCode: 'Código de reserva:',
  paidHeading: 'Pago aprobado',
  /** `when`: the long Bogotá date and time of the payment, or '' when unknown. */
  paid: (when: string): string => `Tu pago fue aplicado${when ? ` el ${when}` : ''}.`,
  bookingConfirmed: 'Tu reserva está confirmada.',
  expiredHeading: 'Link vencido',
  expired: (when: string): string => `Este link de pago venció el ${when} y ya no admite pagos.`,
  inProcessHeading: 'Pago en proceso',
  inProcess: 'La entidad está procesando tu pago. Esta página se actualiza sola.',
  openHeading: 'Pagar reserva',
  cardNumber: 'Número de tarjeta',
  cardHolder: 'Titular',
  cardExpiry: 'Vencimiento (MM/AAAA)',
  cardCvc: 'CVC',
  /** The submit button: `Pagar COP 1.423.000`. */
  pay: (amount: string): string => `Pagar ${amount}`,
  /** `when`: the long Bogotá date and time; `iso`: the same instant in ISO 8601 with Bogotá's offset. */
  validUntil: (when: string, iso: string): string => `Válido hasta el ${when} (hora de Bogotá, ${iso}).`,
  /** The carrier declined the last card: `reason` is one of {@link SERVICE_TEXTS}.declineReasons. */
  declined: (reason: string): string => `Pago rechazado: ${reason}. Puedes intentarlo de nuevo con otra tarjeta.`,
  sandbox: 'Pago procesado en modo de pruebas (sandbox): no se mueve dinero real.',
  /** The card form's problem when the expiry month (MM/AAAA) is already past. */
  cardExpired: 'La tarjeta está vencida',
  /** A form posted from a page of another site (403): nothing was charged. */
  crossSitePost:
    'Por seguridad, este pago solo se acepta desde esta página y el formulario llegó desde otro sitio. No se hizo ningún cobro: ingresa los datos de la tarjeta aquí.',
  /** The button that sends the payer to a real carrier's checkout: `Pagar COP 1.423.000 con Wompi`. */
  payWith: (amount: string, carrier: string): string => `Pagar ${amount} con ${carrier}`,
  /** Under that button: where the payer goes and what this service never sees. `methods`: e.g. `tarjeta, PSE, Nequi o Bancolombia`. */
  carrierNote: (carrier: string, methods: string): string =>
    `Te llevamos a la página segura de ${carrier} para pagar con ${methods}. Este sitio nunca recibe los datos de tu tarjeta ni de tu banco.`,
  /** The carrier's checkout could not be opened (the carrier did not answer, or it cannot take the link's currency). */
  carrierUnavailable: 'No pudimos abrir la página de pago en este momento. Intenta de nuevo en unos minutos.',
  /** The link's currency is one the hotel's carrier does not take. */
  carrierCurrency: (carrier: string, currency: string): string => `${carrier} no recibe pagos en ${currency}. Pide a tu hotel otro link de pago.`,
  /** The payer is back from the carrier and the result is not known yet. */
  confirming: 'Estamos confirmando tu pago con la entidad. Esta página se actualiza sola.',
  /** Try again with another method after a decline at the carrier. */
  tryAgain: 'Intentar de nuevo',
} as const;

/** The public voucher page (`/vouchers/{id}/{code}`): the labels of its rows, in their order. */
const VOUCHER_PAGE = {
  /** The page's title and heading. */
  title: 'Comprobante de pago',
  reservation: 'Reserva',
  guest: 'Huésped',
  concept: 'Concepto',
  status: 'Estado',
  arrival: 'Llegada',
  charge: 'Cobro',
  card: 'Tarjeta',
  transaction: 'Transacción',
  chargeDate: 'Fecha del cobro',
  refund: 'Reembolso',
  refundDate: 'Fecha del reembolso',
  footer: (id: number): string => `Comprobante n.º ${id}. Horas en hora de Bogotá.`,
} as const;

/** The "not found" notice pages of the public pages: tab title, heading and text of each. */
const NOTICE_PAGES = {
  /** A `/pay/{code}` address that is no payment link's. */
  linkNotFound: { title: 'Link no encontrado', heading: LINK_NOT_FOUND, text: 'Revisa la dirección que recibiste.' },
  /** A `/vouchers/{id}/{code}` address that is no voucher page's. */
  voucherNotFound: { title: 'Comprobante no encontrado', heading: 'Comprobante no encontrado', text: 'Revisa el enlace que recibiste.' },
} as const;

/** `bytes` as people read a limit: `1 MiB`, `16 KiB`, `100 bytes`. */
function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / 1024 / 1024} MiB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
}

/** A wait before a retry: `1 segundo`, `3 segundos`. */
function secondsText(seconds: number): string {
  return seconds === 1 ? '1 segundo' : `${seconds} segundos`;
}

/**
 * The HTTP edge's texts: the error envelope's `message` and default `detail`
 * per HTTP status, the details of errors met by Fastify and Node's HTTP
 * parser (body parsing, addresses, methods, headers), the wording of the 400
 * listing offending fields, and the `Idempotency-Key` errors.
 */
const HTTP = {
  /** The envelope's `message` per HTTP status. */
  statusMessages: {
    400: 'Solicitud inválida',
    401: 'No autorizado',
    403: 'Prohibido',
    404: 'No encontrado',
    405: 'Método no permitido',
    406: 'No aceptable',
    408: 'Tiempo de espera agotado',
    409: 'Conflicto',
    411: 'Longitud requerida',
    413: 'Contenido demasiado grande',
    414: 'Dirección demasiado larga',
    415: 'Tipo de contenido no soportado',
    417: 'Expectativa no cumplida',
    429: 'Demasiadas solicitudes',
    431: 'Cabeceras demasiado grandes',
    500: 'Error interno del servidor',
    501: 'No implementado',
    503: 'Servicio no disponible',
    505: 'Versión de HTTP no soportada',
  },
  /** The envelope's `message` of a 5xx status not in `statusMessages`. */
  otherServerErrorMessage: 'Error del servidor',
  /** The envelope's `message` of any other status not in `statusMessages`. */
  otherClientErrorMessage: 'Error en la solicitud',
  /** The `detail` of an error answer that has nothing more specific to say, per HTTP status. */
  defaultDetails: {
    400: 'La solicitud no es válida',
    405: 'La ruta no admite este método',
    406: 'El servicio no puede responder en el formato pedido',
    408: 'La solicitud no llegó completa a tiempo; envíela de nuevo',
    411: 'Falta la cabecera Content-Length',
    413: 'El cuerpo de la solicitud es demasiado grande',
    414: 'La dirección de la solicitud es demasiado larga',
    415: 'Tipo de contenido no soportado',
    431: 'La línea de solicitud o las cabeceras superan el tamaño máximo permitido',
    500: 'Ocurrió un error inesperado; intente de nuevo más tarde',
    501: 'El servicio no implementa este método HTTP',
    505: 'El servicio solo habla HTTP/1.0 y HTTP/1.1',
  },
  /** The `detail` of a status in neither `defaultDetails` nor `statusMessages`. */
  otherDetail: 'La solicitud no es válida',
  /** A body of a media type the route does not read (415); `contentType` as the request sent it, if at all. */
  unsupportedContentType: (contentType: string | undefined): string => `Tipo de contenido no soportado: ${contentType || 'ninguno'}`,
  /** A body over the route's limit (413); `limitBytes` that limit, bytes, when known. */
  bodyTooLarge: (limitBytes: number | undefined): string =>
    `El cuerpo de la solicitud es demasiado grande${limitBytes ? ` (máximo ${sizeText(limitBytes)})` : ''}`,
  emptyJsonBody: 'Campos inválidos: cuerpo: se esperaba un objeto JSON',
  invalidJson: 'El cuerpo de la solicitud no es JSON válido',
  contentLengthMismatch: 'El tamaño del cuerpo no coincide con la cabecera Content-Length',
  badPercentEscape: 'La dirección de la solicitud contiene una secuencia de escape (%) inválida',
  /** A path segment over the router's limit (414). */
  pathSegmentTooLong: 'Un segmento de la dirección de la solicitud es demasiado largo',
  /** A framework schema check that failed with no field list (400). */
  invalidFieldsBare: 'Campos inválidos',
  /** A method Node's HTTP parser does not know (501). */
  unknownMethod: 'El servicio no reconoce el método HTTP de la solicitud',
  /** Any other request Node's HTTP parser refuses (400). */
  malformedRequest: 'La solicitud HTTP está mal formada',
  missingHost: 'Falta la cabecera Host, obligatoria en HTTP/1.1',
  /** `path` as shown (possibly shortened), `method` the request's, `allow` the route's methods joined with `, ` (405). */
  methodNotAllowed: (path: string, method: string, allow: string): string => `La ruta ${path} no admite el método ${method}; admite ${allow}`,
  /** No route at `path` (as shown, possibly shortened) (404). */
  routeNotFound: (method: string, path: string): string => `No existe la ruta ${method} ${path}`,
  /** An `Expect` header other than `100-continue` (417); `expectation` the header's value, written quoted. */
  expectationNotSupported: (expectation: string): string => `El servicio no admite la expectativa ${JSON.stringify(expectation)}; solo 100-continue`,
  connectNotSupported: 'El servicio no es un proxy: no admite el método CONNECT',
  /** A field of the 400's list ({@link SERVICE_TEXTS}.invalidFields): `reservation.email: <problem>`, `cuerpo: <problem>` for a whole part (`path` ''). */
  fieldProblem: (path: string, problem: string): string => `${path || 'cuerpo'}: ${problem}`,
  /** The problem of a missing field. */
  fieldMissing: 'es obligatorio',
  /** The problem of a part (a JSON body) nesting arrays and objects deeper than `max` levels. */
  fieldTooDeep: (max: number): string => `anida arreglos u objetos a más de ${max} niveles de profundidad; se admiten como máximo ${max}`,
  /** The problem of a text holding U+0000. */
  fieldHasNul: 'contiene el carácter nulo (U+0000), que no se admite en ningún texto',
  /** An `Idempotency-Key` header longer than `max` characters (400). */
  idempotencyKeyTooLong: (max: number): string => `Idempotency-Key: admite como máximo ${max} caracteres`,
  /** An `Idempotency-Key` already used with another request (409). */
  idempotencyKeyReused: 'La Idempotency-Key ya se usó con otra solicitud',
} as const;

/** Authentication of the API by bearer API key (401). */
const AUTH = {
  missingBearer: 'Falta la cabecera Authorization: Bearer <clave de API>',
  invalidKey: 'La clave de API no es válida o fue revocada',
} as const;

/** The 429s of the rate limits; `retrySeconds` whole seconds, ≥ 1. */
const RATE_LIMIT = {
  /** Too many failed authentications from the client's IP address. */
  authFailures: (retrySeconds: number): string =>
    `Demasiados intentos de autenticación fallidos desde esta dirección IP; intente de nuevo en ${secondsText(retrySeconds)}`,
  /** An API key over its limit: `ratePerSecond` requests a second on average, bursts of `burst`. */
  keyLimit: (ratePerSecond: number, burst: number, retrySeconds: number): string =>
    `Se superó el límite de ${ratePerSecond} solicitudes por segundo (ráfagas de hasta ${burst}) de esta clave de API; intente de nuevo en ${secondsText(retrySeconds)}`,
} as const;

/** The multipart/form-data form of an external recharge (endpoint 2) and its receipt file. */
const RECHARGE_FORM = {
  /** A body that is not multipart/form-data (415). */
  notMultipart: 'La solicitud debe enviarse como multipart/form-data',
  /** Field problems, for {@link SERVICE_TEXTS}.invalidFields; `field` the form field's name. */
  unexpectedFile: (field: string): string => `${field}: no se esperaba un archivo en este campo`,
  /** `nameStart`: the first characters of the over-long name. */
  fieldNameTooLong: (nameStart: string): string => `${nameStart}…: el nombre del campo es demasiado largo`,
  valueTooLong: (field: string): string => `${field}: es demasiado largo`,
  receiptNotAFile: 'payment_receipt: debe enviarse como archivo',
  repeatedField: (field: string): string => `${field}: se envió más de una vez`,
  /** A receipt over `maxBytes` bytes, said in MiB (413). */
  receiptTooLarge: (maxBytes: number): string => `payment_receipt: el archivo supera el tamaño máximo de ${maxBytes / 1024 / 1024} MiB`,
  /** More than one file (413). */
  oneFileOnly: 'El formulario admite un solo archivo (payment_receipt)',
  /** More fields or parts than the form admits (413). */
  tooManyFields: 'El formulario tiene demasiados campos',
  /** A field named `__proto__` or the like (400). */
  forbiddenFieldName: 'Campos inválidos: el formulario contiene un nombre de campo no permitido',
  /** A body the multipart parser could not read (400). */
  malformed: 'El cuerpo multipart/form-data está incompleto o mal formado',
} as const;

/** Every text of the service (see the module comment). */
export const SERVICE_TEXTS = {
  // ── Not found (404) ──
  hotelNotInChannelManager: (cmHotelId: number | string): string => `No existe un hotel con id ${cmHotelId} en el channel manager`,
  hotelNotFound: (hotelId: number | string): string => `No existe un hotel con id ${hotelId}`,
  /** Reports (endpoints 4, 5, 6): a hotel named by its internal id. */
  reportHotelNotFound: (hotelId: string): string => `No existe el hotel ${hotelId}`,
  /** Reports (endpoints 4, 5, 6): a hotel named by its channel manager's id. */
  reportHotelNotInChannelManager: (hotelId: string): string => `No existe un hotel con el identificador ${hotelId} del channel manager`,
  agencyNotFound: (agencyId: number | string): string => `No existe una agencia con id ${agencyId}`,
  fileNotFound: 'No existe el archivo solicitado',
  linkNotFound: LINK_NOT_FOUND,
  chatbotBookingNotFound: (chatbotId: string): string => `No existe una reserva de chatbot con id ${chatbotId}`,
  operationNotFound: (operationType: string, reference: string): string => `No existe una operación ${operationType} para la reserva ${reference}`,
  portalBookingNotFound: (bookingNumber: number | string, portalCode: string, cmHotelId: number | string): string =>
    `No existe la reserva ${bookingNumber} del portal ${portalCode} en el hotel ${cmHotelId}`,
  /** Staff actions (endpoints 17, 18) on the key's own hotel. */
  hotelReservationNotFound: (bookingNumber: number | string, portalCode: string): string =>
    `No existe una reserva con el número ${bookingNumber} del portal ${portalCode} en este hotel`,
  transactionNotFound: (type: string, reference: string, hotelId: number): string =>
    `No existe una transacción ${type} con la referencia ${reference} en el hotel ${hotelId}`,

  // ── Forbidden (403) ──
  agencyForbidden: (agencyId: number | string): string => `La clave de API no puede actuar en nombre de la agencia ${agencyId}`,
  hotelForbidden: (hotelId: number | string): string => `La clave de API no puede actuar sobre el hotel ${hotelId}`,
  rechargesForbidden: 'Solo el operador y las agencias pueden consultar las recargas del saldo precargado',
  giftCardsForbidden: 'Solo el operador y las agencias pueden crear tarjetas de regalo',
  channelManagerLinksForbidden: 'La clave del channel manager no puede crear links de pago',
  agencyReportsForbidden: 'Los reportes de reservas y transacciones de un hotel no están disponibles para claves de agencia',
  agencyCheckinStatusForbidden: 'Una clave de agencia no puede cambiar el estado de las reservas de un hotel',
  /** Availability (endpoint 10) asked with a hotel's key. */
  hotelKeyAvailabilityForbidden: 'La clave de un hotel no puede consultar disponibilidad de agencias',
  /** Availability (endpoint 10) of another agency type than the key's agency. */
  agencyTypeForbidden: (agencyType: string): string => `La agencia no es de tipo ${agencyType}`,

  // ── Invalid requests (400, 415) ──
  /** A 400 naming each offending field: `Campos inválidos: <field>: <problem>; …`. */
  invalidFields: (problems: readonly string[]): string => `Campos inválidos: ${problems.join('; ')}`,
  /** Problems of a chatbot booking (endpoint 7), one per field, for {@link SERVICE_TEXTS}.invalidFields. */
  checkinBeforeToday: 'reservation.checkin: no puede ser anterior a hoy',
  nightsMismatch: 'reservation.nights: no coincide con las fechas checkin y checkout',
  unknownRoom: (index: number, roomId: string): string => `reservation.roomsData.${index}.id: la habitación ${roomId} no existe en este hotel`,
  unknownRate: (index: number, rateId: string, roomId: string): string =>
    `reservation.roomsData.${index}.rateId: la tarifa ${rateId} no existe para la habitación ${roomId}`,
  roomOverOccupied: (index: number, room: RoomLimits): string =>
    `reservation.roomsData.${index}: la habitación ${room.name} admite como máximo ${room.maxAdults} adultos, ${room.maxChildren} niños y ${room.maxOccupancy} personas`,
  adultsMismatch: 'reservation.adults: debe ser la suma de adults × quantity en roomsData',
  childrenMismatch: 'reservation.children: debe ser la suma de children × quantity en roomsData',
  /** Availability (endpoint 10) from a check-in date before today in Bogotá. */
  availabilityCheckinBeforeToday: 'Campos inválidos: checkin: no puede ser anterior a hoy',
  bookingExpired: 'La reserva expiró y ya no puede modificarse',
  /** Endpoint 4: the end of the range before its start. */
  endBeforeStart: 'Campos inválidos: end_date: no puede ser anterior a start_date',
  /** Endpoint 4: a range of more than `maxDays` days. */
  rangeTooLong: (maxDays: number): string => {
    const why = `el rango de start_date a end_date admite como máximo ${maxDays} días; consulte rangos de fechas más cortos`;
    return `Campos inválidos: start_date: ${why}; end_date: ${why}`;
  },
  /** A receipt (endpoint 2b) that is none of the accepted types; `mime`: the type found in its content, if any (415). */
  receiptNotAccepted: (mime: string | undefined): string => `payment_receipt: el contenido del archivo ${mime ? `(${mime}) ` : ''}no es PDF, JPEG, PNG ni WebP`,
  /** Endpoint 1 on a link in another currency than COP. */
  refundCopOnly: 'Esta funcionalidad solo está permitida para links de pago en pesos colombianos (COP)',
  /** The `message` of endpoint 1's own error body. */
  refundErrorMessage: (status: number): string => `Error http: ${status}`,

  // ── Check-in status changes (endpoint 18), 400 ──
  checkinChangeCancelled: 'La reserva está cancelada; no admite cambios de estado de check-in',
  checkinChangeExpired: 'La reserva expiró sin pago; no admite cambios de estado de check-in',
  checkinChangePendingPayment: 'La reserva está pendiente de pago; márquela como pagada antes de reportar cambios de estado de check-in',
  checkinChangeAfterEarlyDeparture: 'La reserva ya tiene una salida anticipada reportada; no admite más cambios de estado de check-in',
  /** `arrival`: the reservation's check-in date, `YYYY-MM-DD`. */
  checkinBeforeArrival: (arrival: string): string => `El check-in solo puede reportarse desde la fecha de llegada (${arrival})`,
  noShowAfterCheckin: 'El huésped ya hizo check-in; no puede reportarse como No-Show',
  /** `arrival`: the reservation's check-in date, `YYYY-MM-DD`. */
  noShowBeforeArrival: (arrival: string): string => `El No-Show solo puede reportarse desde la fecha de llegada (${arrival})`,
  cancelAfterCheckin: 'El huésped ya hizo check-in; no puede cancelarse. Para una salida anticipada use checkin_status 4',
  earlyDepartureWithoutCheckin: 'Solo una reserva con check-in puede reportar salida anticipada',
  refoundAmountRequired: 'Campos inválidos: refound_amount: es obligatorio cuando checkin_status es 4',
  refoundAmountNotPositive: 'Campos inválidos: refound_amount: debe ser mayor que 0',
  /** The reservation's total, in minor units of `currency`. */
  refoundAmountOverTotal: (totalMinor: number, currency: string): string =>
    `Campos inválidos: refound_amount: no puede superar el valor total de la reserva (${formatMinorDecimal(totalMinor, currency)})`,
  /** What is paid and not yet refunded, in minor units of `currency`. */
  refoundAmountOverRefundable: (refundableMinor: number, currency: string): string =>
    `Campos inválidos: refound_amount: no puede superar lo pagado y aún no reembolsado de la reserva (${formatMinorDecimal(refundableMinor, currency)})`,
  alreadyRefunded: 'El pago de la reserva ya fue reembolsado; no queda un cobro aplicado que reembolsar',

  // ── Conflicts (409) ──
  linkAlreadyPaid: 'Este link ya fue pagado',
  linkExpired: 'Este link de pago venció',
  linkChargeInProcess: 'Hay un pago en proceso para este link',

  // ── Answers (`msg`) ──
  /** Endpoint 7, the booking held. */
  bookingCreated: 'Reserva registrada con éxito. El huésped debe completar el pago para confirmarla.',
  /** Endpoint 7, some room not available. */
  noAvailability: 'No hay disponibilidad para algunas de las habitaciones solicitadas',
  bookingUpdated: 'Reserva actualizada con éxito',
  linkCreated: 'Link de pago creado con éxito',
  giftCardCreated: 'Tarjeta de regalo creada. Se activará cuando se complete el pago.',
  externalRechargeApplied: 'La recarga externa fue aplicada al saldo precargado de la agencia',
  linkRefundApplied: 'El reembolso del valor del link fue aplicado al saldo precargado de la agencia',
  /** Endpoint 17: `Se procesaron 3 reservas: 2 marcadas como pagadas, 1 con error` (singular forms for 1). */
  markReservationsPaid: (total: number, applied: number, failed: number): string => {
    const processed = total === 1 ? 'Se procesó 1 reserva' : `Se procesaron ${total} reservas`;
    const marked = applied === 1 ? '1 marcada como pagada' : `${applied} marcadas como pagadas`;
    return `${processed}: ${marked}, ${failed} con error`;
  },

  // ── Reasons and comments in records ──
  /** Why the carrier declined a card, shown to the payer on the checkout and kept on the charge attempt. */
  /**
   * Why a payment approved at a real carrier is reversed: it arrived after the booking's hold
   * expired and the rooms were taken meanwhile (the decline reason of its charge result).
   */
  latePaymentReversed: 'El pago llegó después de vencer la reserva y las habitaciones ya no están disponibles: se anula y se devuelve el dinero',
  /** A link (a booking's, a gift card's) in a currency the hotel's carrier cannot charge: refused at creation. */
  carrierCurrencyRefused: (carrier: string, currency: string, accepted: readonly string[]): string =>
    `currency: ${carrier}, el medio de pago de este hotel, no cobra en ${currency}; use ${accepted.join(' o ')}`,
  /** A link with cents for a hotel whose carrier charges whole units only (Mercado Pago in COP): refused at creation. */
  carrierWholeUnitsRefused: (carrier: string, currency: string): string =>
    `amount: ${carrier}, el medio de pago de este hotel, solo cobra valores enteros en ${currency} (sin centavos)`,
  /** Answers of the carrier events endpoint (`POST /carriers/{carrier}/events`). */
  carrierEvents: {
    /** 401: not genuine (signature missing or wrong, stale, contradicted by the carrier): nothing was applied. */
    refused: 'Evento rechazado: no se pudo verificar su firma con ninguna cuenta del carrier, o está fuera de tiempo; no se aplicó nada',
    /** 401: no account of that carrier is configured, so nothing can verify it. */
    noAccount: (carrier: string): string => `No hay ninguna cuenta de ${carrier} configurada en este servicio`,
    /** 404: a carrier the service does not know. */
    unknownCarrier: 'No existe ese carrier (use wompi o mercadopago)',
    /** 503: the carrier must confirm the event and cannot be reached now. */
    unconfirmed: 'No se pudo confirmar el evento con el carrier en este momento; reintente más tarde',
  },
  /** What hotel staff read of carrier payments that need them: refund descriptions on voucher records, and the attention list. */
  carrierAttention: {
    /**
     * `rf_description` of a late approval reversed at `carrier` (the booking's rooms were gone): `state` is
     * where the reversal stands; `error` why staff must refund it by hand.
     */
    lateReversal: (carrier: string, state: 'due' | 'done' | 'manual', error: string | null): string =>
      state === 'done'
        ? `Pago tardío sin habitaciones disponibles: anulado en ${carrier}`
        : state === 'manual'
          ? `Pago tardío sin habitaciones disponibles: reembolso manual pendiente (${error ?? `${carrier} no pudo anularlo`})`
          : `Pago tardío sin habitaciones disponibles: anulación pedida a ${carrier}`,
    /** `rf_description` of an early departure's refund through `carrier`: asked, done, or left to staff (`error`: why). */
    earlyDeparture: (base: string, carrier: string, state: 'due' | 'done' | 'manual', error: string | null): string =>
      state === 'done'
        ? `${base} (reembolsado por ${carrier})`
        : state === 'manual'
          ? `${base}: reembolso manual pendiente (${error ?? `${carrier} no pudo reembolsarlo`})`
          : `${base} (reembolso pedido a ${carrier})`,
    /** The carrier cannot refund or void payments of `method` through its API. */
    unsupported: (carrier: string, method: string): string => `${carrier} no permite anular ni reembolsar pagos ${method || 'de este medio'} por API`,
    /** The carrier only voids whole card payments, and the refund is part of one. */
    voidOnlyWhole: (carrier: string): string => `${carrier} solo permite anular pagos con tarjeta por el valor total; un reembolso parcial se hace a mano`,
    /** The refund is more than the carrier's payment (`charge`: its amount). */
    overCharge: (carrier: string, charge: string): string => `el reembolso supera el pago recibido por ${carrier} (${charge})`,
    /** The merchant account the payment went to is no longer configured. */
    accountGone: 'la cuenta del carrier ya no existe',
    /**
     * The attention list's `message` (Spanish, for staff): what happened to the payment of `ref` (a booking
     * code, a reservation number or a link's reference) at `carrier`, and what staff must do. `amount`:
     * e.g. `COP 1.423.000`.
     */
    message: (n: {
      kind: 'late_rebooked' | 'late_paid' | 'late_reversed' | 'duplicate_reversed' | 'voided_after_paid' | 'early_departure_refund';
      reversal: 'none' | 'due' | 'done' | 'manual';
      reversalError: string | null;
      carrier: string;
      ref: string;
      amount: string;
      transactionId: string;
    }): string => {
      const tail = `${n.amount}, transacción ${n.transactionId}`;
      if (n.reversal === 'manual') {
        const why = n.reversalError ?? `${n.carrier} no pudo reversarlo`;
        const what =
          n.kind === 'early_departure_refund'
            ? `salida anticipada de la reserva ${n.ref}`
            : n.kind === 'duplicate_reversed'
              ? `segundo pago del mismo link de ${n.ref}`
              : `pago tardío de ${n.ref} sin habitaciones disponibles`;
        return `Reembolso manual pendiente (${what}): ${why} — ${tail}`;
      }
      switch (n.kind) {
        case 'late_rebooked':
          return `Pago tardío recibido por ${n.carrier}: reserva ${n.ref} confirmada de nuevo — ${tail}`;
        case 'late_paid':
          return `Pago tardío recibido por ${n.carrier} del link ${n.ref} ya vencido: se tomó el pago — ${tail}`;
        case 'late_reversed':
          return n.reversal === 'done'
            ? `Pago tardío de ${n.ref} anulado en ${n.carrier}: las habitaciones ya no estaban disponibles — ${tail}`
            : `Pago tardío de ${n.ref} sin habitaciones disponibles: anulación pedida a ${n.carrier} — ${tail}`;
        case 'duplicate_reversed':
          return n.reversal === 'done'
            ? `Segundo pago del mismo link anulado en ${n.carrier} (${n.ref}) — ${tail}`
            : `Segundo pago del mismo link recibido por ${n.carrier} (${n.ref}): anulación pedida — ${tail}`;
        case 'voided_after_paid':
          return `Pago anulado en ${n.carrier} después de aplicado: la reserva ${n.ref} sigue confirmada; decidan si cancelarla — ${tail}`;
        case 'early_departure_refund':
          return n.reversal === 'done'
            ? `Reembolso por salida anticipada de la reserva ${n.ref} hecho por ${n.carrier} — ${tail}`
            : `Reembolso por salida anticipada de la reserva ${n.ref} pedido a ${n.carrier} — ${tail}`;
      }
    },
  },
  /** A decline at a real carrier that gave no reason of its own. */
  carrierDeclined: 'La entidad rechazó el pago',
  declineReasons: {
    rejected: 'La entidad emisora rechazó la transacción',
    insufficient_funds: 'Fondos insuficientes',
    invalid_card: 'Tarjeta no válida',
  },
  /** Kept on a charge attempt the carrier never received (its link may be paid again). */
  chargeNotReceived: 'La entidad no recibió el cobro; el link admite un nuevo intento',
  /** Endpoint 17's `failed_reasons`, one per failure kind. */
  markReservationsPaidReasons: {
    /** Unknown number, or a reservation of another hotel: the same words, so no other tenant is revealed. */
    unknown: 'No existe una reserva con ese número en este hotel',
    alreadyPaid: 'La reserva ya estaba pagada',
    cancelled: 'La reserva está cancelada',
    expired: 'La reserva expiró',
    /** A chatbot booking whose card charge is with the carrier right now (the sandbox card ending in 0077, for instance). */
    inProcess: 'La reserva tiene un pago con tarjeta en proceso; espere su resultado',
  },
  /** The comment of a payment link's transaction status record (endpoint 16), per status; `rejected` when the attempt kept no reason. */
  linkChargeComments: {
    applied: 'Pago aprobado por la entidad',
    in_process: 'La entidad está procesando el pago',
    cancelled: 'El link de pago venció sin un pago aprobado',
    rejected: 'Pago rechazado',
    pending: 'Aún no se ha intentado el pago',
    error: 'Error al procesar el pago',
  },
  /** The comment of a virtual terminal's transaction status record (endpoint 16), per status. */
  terminalChargeComments: {
    /** Charged by the carrier at the hotel's virtual terminal. */
    appliedByCarrier: 'Pago aprobado por la entidad en el datáfono virtual del hotel',
    /** Registered by the hotel, with no card charge. */
    appliedByHotel: 'Pago registrado por el hotel',
    in_process: 'La entidad está procesando el pago',
    cancelled: 'El cobro en el datáfono virtual fue cancelado',
    rejected: 'Pago rechazado',
    pending: 'El cobro en el datáfono virtual aún no se ha realizado',
    error: 'Error al procesar el pago',
  },

  // ── Outbound URLs (webhooks, redirects) ──
  /** A creation-time refusal: `field` the request field, `problem` one of the texts below (400). */
  outboundUrlRefused: (field: string, problem: string): string => `Campos inválidos: ${field}: ${problem}; solo se permiten destinos públicos`,
  notHttpUrl: 'debe ser una URL http(s)',
  notAnIpAddress: (address: string): string => `${address} no es una dirección IP válida`,
  /** `range`: the ipaddr.js name of the address's class (`private`, `loopback`, …). */
  refusedAddress: (address: string, range: string): string => `${address} es una dirección ${RANGE_NAMES[range] ?? `de uso especial (${range})`}`,
  loopbackHost: (host: string): string => `${host} es una dirección de loopback`,
  /** `why`: one of {@link SERVICE_TEXTS}.refusedAddress for an address the host resolves to. */
  hostResolvesTo: (host: string, why: string): string => `${host} resuelve a ${why}`,
  hostResolvesToNothing: (host: string): string => `${host} no resuelve a ninguna dirección`,

  // ── Webhook delivery errors (kept on the outbox row for the operator and the integrator) ──
  deliveryRefused: (reason: string): string => `Destino rechazado (SSRF): ${reason}`,
  deliveryDns: (error: string): string => `DNS: ${error}`,
  deliveryDatabase: (error: string): string => `Base de datos: ${error}`,
  deliveryNoKey: (apiKeyId: number | string): string => `La clave de API ${apiKeyId} no existe: no hay secreto para firmar`,
  /** A non-2xx answer: its status and the start of its body, if any. */
  deliveryHttp: (status: number, body: string): string => `HTTP ${status}${body ? `: ${body}` : ''}`,
  deliveryTimeout: (ms: number): string => `Sin respuesta en ${ms} ms`,

  // ── The HTTP edge ──
  http: HTTP,
  auth: AUTH,
  rateLimit: RATE_LIMIT,
  rechargeForm: RECHARGE_FORM,

  // ── Pages ──
  checkoutPage: CHECKOUT_PAGE,
  voucherPage: VOUCHER_PAGE,
  notices: NOTICE_PAGES,
} as const;
