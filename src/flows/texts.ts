/**
 * Text catalogue of the guest booking flow: every sentence the guest reads,
 * in Spanish (default) and English. `step` picks the catalogue with
 * `TEXTS[state.lang]`; parametrised messages are functions.
 */
import type { Lang } from './types.js';

/** Occupancy of one room as the texts need it: adults and the ages of the children. */
export interface Occupancy {
  adults: number;
  ages: readonly number[];
}

/** One line of the booking summary per room. */
export interface SummaryRoom {
  occupancy: Occupancy;
  roomName: string;
  rateDescription: string;
  boardTypeDescription: string;
  refundable: boolean;
  price: string;
}

/** Everything the summary shows; money already formatted. */
export interface SummaryData {
  hotel: string;
  city: string;
  checkin: string;
  checkout: string;
  nights: number;
  rooms: SummaryRoom[];
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  country: string;
  residenceCity: string;
  total: string;
}

/** The messages and button labels of the flow in one language. */
export interface Texts {
  greeting: string;
  askCity: string;
  badCity: string;
  askCheckin: string;
  badCheckin: string;
  pastCheckin: (date: string, today: string) => string;
  tooFarCheckin: (date: string, last: string) => string;
  askNights: (checkin: string) => string;
  badNights: string;
  askRooms: string;
  badRooms: string;
  askAdults: (room: number, total: number) => string;
  badAdults: string;
  askChildren: (room: number, total: number) => string;
  badChildren: string;
  askChildAge: (child: number, children: number, room: number, total: number) => string;
  badChildAge: string;
  searching: (city: string, checkin: string, nights: number) => string;
  noAvailability: (city: string, checkin: string, nights: number) => string;
  changeDates: string;
  changeCity: string;
  newSearch: string;
  hotelsFound: (count: number, city: string, checkin: string, checkout: string, nights: number) => string;
  hotelLabel: (name: string, price: string) => string;
  typeNumberHint: (max: number) => string;
  chooseProduct: (room: number, total: number, occupancy: string, hotel: string) => string;
  productLine: (n: number, roomName: string, rate: string, board: string, refundable: boolean, policy: string, price: string) => string;
  productLabel: (roomName: string, rate: string, board: string, refundable: boolean, price: string) => string;
  noRoomsLeft: (room: number) => string;
  back: string;
  occupancy: (o: Occupancy) => string;
  askFirstName: string;
  badFirstName: string;
  askLastName: string;
  badLastName: string;
  askEmail: string;
  badEmail: string;
  askPhone: string;
  badPhone: string;
  askCountry: string;
  badCountry: string;
  askResidenceCity: string;
  badResidenceCity: string;
  summary: (d: SummaryData) => string;
  confirm: string;
  restart: string;
  cancel: string;
  creating: string;
  bookingCreated: (code: string, amount: string | undefined, expiry: string) => string;
  unavailable: (items: string[]) => string;
  paid: (code: string) => string;
  rejected: (code: string, reason: string | undefined) => string;
  expired: (code: string) => string;
  awaitingReminder: (code: string, expiry: string) => string;
  status: (code: string, payment: string, reservation: string, expiry: string) => string;
  noActiveBooking: string;
  cancelled: string;
  cancelledWithBooking: (code: string | undefined) => string;
  help: string;
  effectFailed: (effect: string) => string;
  retry: string;
  stale: string;
  stillWorking: string;
  notUnderstood: string;
  paymentStatus: (raw: string) => string;
  reservationStatus: (raw: string) => string;
}

function plural(n: number, one: string, many: string): string {
  return n === 1 ? one : many;
}

const es: Texts = {
  greeting: '¡Hola! 👋 Soy el asistente de reservas. Te ayudo a reservar tu hotel en pocos pasos.',
  askCity: '¿En qué ciudad quieres hospedarte? Elige una o escríbela.',
  badCity: 'No reconocí esa ciudad. Escribe solo el nombre de la ciudad (por ejemplo, Cartagena).',
  askCheckin:
    '¿Qué día llegas? Puedes escribirlo como quieras, por ejemplo: "mañana", "15 de diciembre", "el próximo viernes" o "15/12/2026".',
  badCheckin:
    'No entendí la fecha. Prueba con algo como "mañana", "15 de diciembre", "el próximo viernes", "2026-12-15" o "15/12/2026" (día/mes/año).',
  pastCheckin: (date, today) => `El ${date} ya pasó (hoy es ${today}). ¿Qué día llegas?`,
  tooFarCheckin: (date, last) =>
    `Solo podemos reservar hasta un año adelante (hasta el ${last}), y el ${date} queda más lejos. ¿Qué día llegas?`,
  askNights: (checkin) => `Llegada: ${checkin}. ¿Cuántas noches te quedas? (de 1 a 30)`,
  badNights: 'Necesito un número de noches entre 1 y 30.',
  askRooms: '¿Cuántas habitaciones necesitas? (de 1 a 5)',
  badRooms: 'Necesito un número de habitaciones entre 1 y 5.',
  askAdults: (room, total) => `Habitación ${room} de ${total}: ¿cuántos adultos? (de 1 a 6)`,
  badAdults: 'Necesito un número de adultos entre 1 y 6.',
  askChildren: (room, total) => `Habitación ${room} de ${total}: ¿cuántos niños (menores de 18)? (de 0 a 4)`,
  badChildren: 'Necesito un número de niños entre 0 y 4.',
  askChildAge: (child, children, room, total) =>
    `Habitación ${room} de ${total}: ¿qué edad tiene el niño ${child} de ${children}? (de 0 a 17 años)`,
  badChildAge: 'Escribe la edad en años, un número entre 0 y 17.',
  searching: (city, checkin, nights) =>
    `🔎 Buscando disponibilidad en ${city} desde el ${checkin} por ${nights} ${plural(nights, 'noche', 'noches')}…`,
  noAvailability: (city, checkin, nights) =>
    `Lo siento, no encontré habitaciones disponibles en ${city} desde el ${checkin} por ${nights} ${plural(nights, 'noche', 'noches')}. ¿Qué quieres hacer?`,
  changeDates: 'Cambiar fechas',
  changeCity: 'Cambiar ciudad',
  newSearch: 'Nueva búsqueda',
  hotelsFound: (count, city, checkin, checkout, nights) =>
    `Encontré ${count} ${plural(count, 'hotel', 'hoteles')} en ${city} del ${checkin} al ${checkout} (${nights} ${plural(nights, 'noche', 'noches')}). Precios totales de la estadía, del más económico al más caro. Elige uno:`,
  hotelLabel: (name, price) => `${name} — desde ${price}`,
  typeNumberHint: (max) => `Elige una opción con los botones o escribe su número (1 a ${max}).`,
  chooseProduct: (room, total, occupancy, hotel) =>
    `${hotel} — Habitación ${room} de ${total} (${occupancy}). Elige habitación y tarifa (precio total de la estadía):`,
  productLine: (n, roomName, rate, board, refundable, policy, price) =>
    `${n}. ${roomName} · ${rate} · ${board} · ${refundable ? 'reembolsable' : 'no reembolsable'} — ${price}\n   ${policy}`,
  productLabel: (roomName, rate, board, refundable, price) =>
    `${roomName} · ${rate} · ${board} · ${refundable ? 'reembolsable' : 'no reembolsable'} — ${price}`,
  noRoomsLeft: (room) =>
    `Ya no quedan habitaciones de este hotel para la habitación ${room} con lo que elegiste antes. Elige otro hotel:`,
  back: '⬅️ Volver a los hoteles',
  occupancy: (o) =>
    `${o.adults} ${plural(o.adults, 'adulto', 'adultos')}` +
    (o.ages.length
      ? `, ${o.ages.length} ${plural(o.ages.length, 'niño', 'niños')} (${o.ages.map((a) => `${a} ${plural(a, 'año', 'años')}`).join(', ')})`
      : ''),
  askFirstName: 'Ahora tus datos para la reserva. ¿Cuál es tu nombre?',
  badFirstName: 'El nombre solo puede tener letras, espacios, apóstrofos o guiones (hasta 60 caracteres). ¿Cuál es tu nombre?',
  askLastName: '¿Y tu apellido?',
  badLastName: 'El apellido solo puede tener letras, espacios, apóstrofos o guiones (hasta 60 caracteres). ¿Cuál es tu apellido?',
  askEmail: '¿Cuál es tu correo electrónico? Allí te llegará la confirmación.',
  badEmail: 'Ese correo no parece válido. Escríbelo completo, por ejemplo ana@ejemplo.com.',
  askPhone: '¿Cuál es tu número de teléfono? Si no es de Colombia, inclúyele el indicativo (por ejemplo +1 202 555 0143).',
  badPhone:
    'Ese número no parece válido. Escribe un celular colombiano (por ejemplo 300 123 4567) o un número con indicativo internacional (+…).',
  askCountry: '¿De qué país eres? Escribe el nombre o el código (por ejemplo Colombia, México o US).',
  badCountry: 'No reconocí ese país. Escribe su nombre (por ejemplo "Colombia" o "Estados Unidos") o su código ISO (CO, COL).',
  askResidenceCity: '¿En qué ciudad vives?',
  badResidenceCity: 'Escribe el nombre de tu ciudad de residencia (de 2 a 60 caracteres).',
  summary: (d) =>
    [
      '📋 Resumen de tu reserva',
      `Hotel: ${d.hotel} (${d.city})`,
      `Llegada: ${d.checkin}`,
      `Salida: ${d.checkout}`,
      `Noches: ${d.nights}`,
      ...d.rooms.map(
        (r, i) =>
          `Habitación ${i + 1}: ${es.occupancy(r.occupancy)} — ${r.roomName}, ${r.rateDescription}, ${r.boardTypeDescription}, ${r.refundable ? 'reembolsable' : 'no reembolsable'} — ${r.price}`,
      ),
      `Huésped: ${d.firstName} ${d.lastName}`,
      `Correo: ${d.email}`,
      `Teléfono: ${d.phone}`,
      `País: ${d.country}`,
      `Ciudad de residencia: ${d.residenceCity}`,
      `Total: ${d.total}`,
      '',
      '¿Confirmas la reserva? Después te enviaré el enlace de pago.',
    ].join('\n'),
  confirm: '✅ Confirmar',
  restart: '🔄 Empezar de nuevo',
  cancel: '❌ Cancelar',
  creating: '⏳ Registrando tu reserva…',
  bookingCreated: (code, amount, expiry) =>
    `🎉 ¡Tu reserva ${code} quedó registrada! Para confirmarla, paga ${amount ? `${amount} ` : ''}en este enlace antes del ${expiry}. Si no pagas a tiempo, la reserva vence sola.`,
  unavailable: (items) =>
    `Lo siento, mientras elegías se agotó: ${items.join('; ')}. Busco de nuevo para mostrarte lo que sigue disponible.`,
  paid: (code) => `✅ ¡Pago recibido! Tu reserva está confirmada. Código de reserva: ${code}. ¡Buen viaje!`,
  rejected: (code, reason) =>
    `❌ El pago de la reserva ${code} fue rechazado${reason ? ` (${reason})` : ''}. Puedes intentarlo de nuevo con el mismo enlace de pago mientras esté vigente.`,
  expired: (code) => `⌛ La reserva ${code} venció sin pago y se liberaron las habitaciones. Si quieres, hacemos una nueva búsqueda.`,
  awaitingReminder: (code, expiry) =>
    `Tu reserva ${code} está esperando el pago (vence el ${expiry}). Usa este enlace para pagar, /status para ver el estado, o empieza una nueva búsqueda.`,
  status: (code, payment, reservation, expiry) =>
    `Reserva ${code}\nPago: ${payment}\nEstado: ${reservation}\nVence: ${expiry}`,
  noActiveBooking: 'No tienes ninguna reserva esperando pago en esta conversación.',
  cancelled: 'Listo, cancelé esta conversación. Escríbeme cuando quieras para empezar una nueva búsqueda.',
  cancelledWithBooking: (code) =>
    `Listo, cancelé esta conversación. Ojo: una reserva ya registrada${code ? ` (${code})` : ''} no se cancela; si no la pagas, su enlace simplemente vence sin cobro. Escríbeme cuando quieras para empezar de nuevo.`,
  help: [
    'Te ayudo a reservar un hotel: ciudad, fechas, habitaciones, elección de hotel y tarifa, tus datos y el enlace de pago.',
    'Comandos:',
    '/start — empezar una reserva nueva',
    '/status — ver el estado del pago de tu reserva',
    '/cancel — abandonar la conversación',
    '/help — ver esta ayuda',
  ].join('\n'),
  effectFailed: (effect) =>
    `😕 Lo siento, no pude ${
      effect === 'searchAvailability'
        ? 'consultar la disponibilidad'
        : effect === 'createBooking'
          ? 'registrar la reserva'
          : effect === 'checkStatus'
            ? 'consultar el estado del pago'
            : 'programar el seguimiento del pago'
    } en este momento. Intenta de nuevo en un momento.`,
  retry: '🔁 Reintentar',
  stale: 'Ese botón es de un mensaje anterior y ya no aplica. Sigamos donde íbamos:',
  stillWorking: 'Sigo trabajando en tu solicitud. Si no ves respuesta pronto, pulsa Reintentar.',
  notUnderstood: 'No entendí tu respuesta.',
  paymentStatus: (raw) => raw,
  reservationStatus: (raw) => raw,
};

const PAYMENT_EN: Record<string, string> = {
  Pendiente: 'Pending',
  Rechazado: 'Rejected',
  'En proceso': 'In process',
  Aplicado: 'Paid',
  Vencido: 'Expired',
};

const RESERVATION_EN: Record<string, string> = {
  'Reserva pendiente de pago': 'Awaiting payment',
  'Reserva confirmada': 'Confirmed',
  'Reserva expirada': 'Expired',
};

const en: Texts = {
  greeting: "Hi! 👋 I'm the booking assistant. I'll help you book your hotel in a few steps.",
  askCity: 'Which city would you like to stay in? Pick one or type it.',
  badCity: "I didn't recognise that city. Type just the city name (for example, Cartagena).",
  askCheckin:
    'What day do you arrive? Type it however you like, for example: "tomorrow", "December 15", "next friday" or "15/12/2026".',
  badCheckin:
    'I couldn\'t understand that date. Try something like "tomorrow", "December 15", "next friday", "2026-12-15" or "15/12/2026" (day/month/year).',
  pastCheckin: (date, today) => `${date} has already passed (today is ${today}). What day do you arrive?`,
  tooFarCheckin: (date, last) => `We can only book up to one year ahead (until ${last}), and ${date} is further away. What day do you arrive?`,
  askNights: (checkin) => `Arrival: ${checkin}. How many nights will you stay? (1 to 30)`,
  badNights: 'I need a number of nights between 1 and 30.',
  askRooms: 'How many rooms do you need? (1 to 5)',
  badRooms: 'I need a number of rooms between 1 and 5.',
  askAdults: (room, total) => `Room ${room} of ${total}: how many adults? (1 to 6)`,
  badAdults: 'I need a number of adults between 1 and 6.',
  askChildren: (room, total) => `Room ${room} of ${total}: how many children (under 18)? (0 to 4)`,
  badChildren: 'I need a number of children between 0 and 4.',
  askChildAge: (child, children, room, total) =>
    `Room ${room} of ${total}: how old is child ${child} of ${children}? (0 to 17 years)`,
  badChildAge: 'Type the age in years, a number between 0 and 17.',
  searching: (city, checkin, nights) => `🔎 Searching availability in ${city} from ${checkin} for ${nights} ${plural(nights, 'night', 'nights')}…`,
  noAvailability: (city, checkin, nights) =>
    `Sorry, I found no rooms available in ${city} from ${checkin} for ${nights} ${plural(nights, 'night', 'nights')}. What would you like to do?`,
  changeDates: 'Change dates',
  changeCity: 'Change city',
  newSearch: 'New search',
  hotelsFound: (count, city, checkin, checkout, nights) =>
    `I found ${count} ${plural(count, 'hotel', 'hotels')} in ${city} from ${checkin} to ${checkout} (${nights} ${plural(nights, 'night', 'nights')}). Total prices for the stay, cheapest first. Pick one:`,
  hotelLabel: (name, price) => `${name} — from ${price}`,
  typeNumberHint: (max) => `Pick an option with the buttons or type its number (1 to ${max}).`,
  chooseProduct: (room, total, occupancy, hotel) =>
    `${hotel} — Room ${room} of ${total} (${occupancy}). Choose a room and rate (total price for the stay):`,
  productLine: (n, roomName, rate, board, refundable, policy, price) =>
    `${n}. ${roomName} · ${rate} · ${board} · ${refundable ? 'refundable' : 'non-refundable'} — ${price}\n   ${policy}`,
  productLabel: (roomName, rate, board, refundable, price) =>
    `${roomName} · ${rate} · ${board} · ${refundable ? 'refundable' : 'non-refundable'} — ${price}`,
  noRoomsLeft: (room) => `This hotel has no rooms left for room ${room} given your previous choices. Pick another hotel:`,
  back: '⬅️ Back to hotels',
  occupancy: (o) =>
    `${o.adults} ${plural(o.adults, 'adult', 'adults')}` +
    (o.ages.length
      ? `, ${o.ages.length} ${plural(o.ages.length, 'child', 'children')} (${o.ages.map((a) => `${a} ${plural(a, 'year', 'years')}`).join(', ')})`
      : ''),
  askFirstName: "Now your details for the booking. What's your first name?",
  badFirstName: "A first name may only contain letters, spaces, apostrophes or hyphens (up to 60 characters). What's your first name?",
  askLastName: 'And your last name?',
  badLastName: "A last name may only contain letters, spaces, apostrophes or hyphens (up to 60 characters). What's your last name?",
  askEmail: "What's your email address? The confirmation will be sent there.",
  badEmail: "That email doesn't look valid. Type it in full, for example ana@example.com.",
  askPhone: "What's your phone number? If it isn't Colombian, include the country code (for example +1 202 555 0143).",
  badPhone: "That number doesn't look valid. Type a Colombian mobile (for example 300 123 4567) or a number with its international code (+…).",
  askCountry: 'Which country are you from? Type its name or code (for example Colombia, Mexico or US).',
  badCountry: 'I didn\'t recognise that country. Type its name (for example "Colombia" or "United States") or its ISO code (CO, COL).',
  askResidenceCity: 'Which city do you live in?',
  badResidenceCity: 'Type the name of the city you live in (2 to 60 characters).',
  summary: (d) =>
    [
      '📋 Booking summary',
      `Hotel: ${d.hotel} (${d.city})`,
      `Check-in: ${d.checkin}`,
      `Check-out: ${d.checkout}`,
      `Nights: ${d.nights}`,
      ...d.rooms.map(
        (r, i) =>
          `Room ${i + 1}: ${en.occupancy(r.occupancy)} — ${r.roomName}, ${r.rateDescription}, ${r.boardTypeDescription}, ${r.refundable ? 'refundable' : 'non-refundable'} — ${r.price}`,
      ),
      `Guest: ${d.firstName} ${d.lastName}`,
      `Email: ${d.email}`,
      `Phone: ${d.phone}`,
      `Country: ${d.country}`,
      `City of residence: ${d.residenceCity}`,
      `Total: ${d.total}`,
      '',
      "Do you confirm the booking? I'll send you the payment link next.",
    ].join('\n'),
  confirm: '✅ Confirm',
  restart: '🔄 Start over',
  cancel: '❌ Cancel',
  creating: '⏳ Registering your booking…',
  bookingCreated: (code, amount, expiry) =>
    `🎉 Your booking ${code} is registered! To confirm it, pay ${amount ? `${amount} ` : ''}with this link before ${expiry}. If it isn't paid in time, the booking simply expires.`,
  unavailable: (items) => `Sorry, while you were choosing this sold out: ${items.join('; ')}. I'm searching again to show you what is still available.`,
  paid: (code) => `✅ Payment received! Your booking is confirmed. Booking code: ${code}. Have a great trip!`,
  rejected: (code, reason) =>
    `❌ The payment for booking ${code} was declined${reason ? ` (${reason})` : ''}. You can try again with the same payment link while it is valid.`,
  expired: (code) => `⌛ Booking ${code} expired unpaid and its rooms were released. If you like, we can start a new search.`,
  awaitingReminder: (code, expiry) =>
    `Your booking ${code} is waiting for payment (expires ${expiry}). Use this link to pay, /status to check it, or start a new search.`,
  status: (code, payment, reservation, expiry) => `Booking ${code}\nPayment: ${payment}\nStatus: ${reservation}\nExpires: ${expiry}`,
  noActiveBooking: 'You have no booking waiting for payment in this conversation.',
  cancelled: 'Done, I cancelled this conversation. Message me whenever you want to start a new search.',
  cancelledWithBooking: (code) =>
    `Done, I cancelled this conversation. Note: a booking already registered${code ? ` (${code})` : ''} is not cancelled; if you don't pay it, its link simply expires with no charge. Message me whenever you want to start again.`,
  help: [
    "I'll help you book a hotel: city, dates, rooms, choice of hotel and rate, your details and the payment link.",
    'Commands:',
    '/start — start a new booking',
    '/status — check the payment status of your booking',
    '/cancel — abandon the conversation',
    '/help — show this help',
  ].join('\n'),
  effectFailed: (effect) =>
    `😕 Sorry, I couldn't ${
      effect === 'searchAvailability'
        ? 'check availability'
        : effect === 'createBooking'
          ? 'register the booking'
          : effect === 'checkStatus'
            ? 'check the payment status'
            : 'set up payment tracking'
    } right now. Please try again in a moment.`,
  retry: '🔁 Retry',
  stale: "That button belongs to an earlier message and no longer applies. Let's continue where we were:",
  stillWorking: "I'm still working on your request. If you don't see an answer soon, press Retry.",
  notUnderstood: "I didn't understand your answer.",
  paymentStatus: (raw) => PAYMENT_EN[raw] ?? raw,
  reservationStatus: (raw) => RESERVATION_EN[raw] ?? raw,
};

/** The catalogue per language. */
export const TEXTS: Record<Lang, Texts> = { es, en };
