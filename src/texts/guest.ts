/**
 * Text catalogue of the guest booking flow: every sentence the guest reads,
 * in Spanish (default) and English. Read by the guest conversation
 * (`src/flows/`), which picks the catalogue of the chat's language with
 * `textsFor(state)` (`src/flows/draft.ts`); parametrised messages are
 * functions. A text that states one of the flow's limits (nights, rooms,
 * children's ages) is given the limit as an argument: the numbers live in
 * `src/flows/limits.ts`, never here.
 */
import type { Lang } from './lang.js';
import { hotelPhrase, rateFacts, shortRoomName } from './hotelText.js';

/**
 * A request only the hotel's staff can answer, said beside the booking or
 * alone: a pet, accessibility needs, an invoice to a company, an arrival late
 * at night, a special request (a crib, an extra bed, an early check-in or late
 * check-out, an airport transfer), or a group larger than the bot books (more
 * rooms or people than one booking holds: the flow's limits). Named here with
 * the texts that name it; the understanding layer finds it.
 */
export type GuestRequest = 'pets' | 'accessibility' | 'invoice' | 'lateArrival' | 'special' | 'group';

/**
 * Kinds of guest messages the flow cannot take as an answer: Telegram's
 * stickers, photos, voice notes, videos, round video notes, audio files,
 * documents, GIFs, locations, venues, polls, dice, any other non-text
 * message (`other`), and `edit`: an edit of a message older than the last
 * answer (the channel feeds an edit of the last answer as a correction).
 */
export type UnsupportedContent =
  | 'sticker'
  | 'photo'
  | 'voice'
  | 'video'
  | 'videoNote'
  | 'audio'
  | 'document'
  | 'animation'
  | 'location'
  | 'venue'
  | 'poll'
  | 'dice'
  | 'other'
  | 'edit'
  | 'foreignContact';

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
  askDestination: string;
  askDates: string;
  askNights: (checkin: string) => string;
  askParty: string;
  /** Asked when the guest names one person of theirs as who travels ("mi esposa"): whether the guest goes too. */
  askSpeakerToo: string;
  /** A choice of {@link Texts.askSpeakerToo}: the party (`people`, "2 adultos") with the guest (`too`) or without. */
  speakerToo: (people: string, too: boolean) => string;
  /**
   * Asked when children are said with no count beside the grown-ups taken ("mi esposa y los niños"): how many children,
   * and their ages (its choices are counts of children, {@link Texts.childrenCount}).
   */
  askChildrenCount: string;
  askChildAges: (missing: number, children: number) => string;
  askRooms: (people: string) => string;
  /** One line of what is understood so far: "Cartagena · vie 15 – lun 18 dic (3 noches) · 2 adultos". */
  understood: (line: string) => string;
  people: (adults: number, ages: readonly number[], childrenWithoutAge: number) => string;
  roomsCount: (n: number) => string;
  /** How many children, as a choice of {@link Texts.askChildrenCount}: "2 niños". */
  childrenCount: (n: number) => string;
  unknownDestination: (place: string) => string;
  /** A place not sold, near a city that is (`city`, offered first). */
  nearDestination: (place: string, city: string) => string;
  pickDestination: string;
  pickDate: string;
  /** A date far ahead given without a year ("el 10 de noviembre" on 23 November): confirmed. */
  confirmFarDate: (date: string) => string;
  /** A reading said back before it is taken (the message corrected itself, or had words that could change it): the one line read. */
  confirmReading: (reading: string) => string;
  /** Two readings of the same message, as buttons: which one. */
  pickReading: string;
  /** One age (years, 0 under one) said for `children` children whose ages are asked: all of that age, or the next one's? */
  sameAgeForAll: (children: number, age: number) => string;
  /** The one choice of {@link Texts.sameAgeForAll}: all `children` of that age. */
  allOfAge: (children: number, age: number) => string;
  /** "ninguno", "none" answering the children's ages: no children after all, or a child under one? Choices: the party each way. */
  noneForAges: string;
  pickNights: string;
  askDayOfMonth: (month: string) => string;
  /** The exact dates asked for a time named that says none ("pa la feria de las flores", "spring break"), as typed. */
  askExactDates: (said: string) => string;
  nightsOption: (nights: number) => string;
  nightsDaysOption: (nights: number) => string;
  pastDate: (date: string, today: string) => string;
  tooFarDate: (date: string, last: string) => string;
  reversedDates: (checkin: string, checkout: string) => string;
  /** More nights than one stay may have: `max` is the limit. */
  tooManyNights: (nights: number, max: number) => string;
  invalidDate: string;
  /** A child's age at or above `adultAge` (the first age that counts as an adult). */
  childTooOld: (age: number, adultAge: number) => string;
  noAdults: string;
  /** More people than one booking may hold: a group booking, up to `maxRooms` rooms here. */
  tooManyPeople: (people: number, maxRooms: number) => string;
  /** More rooms than one booking may hold: `maxRooms` is the limit. */
  tooManyRooms: (rooms: number, maxRooms: number) => string;
  roomsMoreThanAdults: string;
  greetingBack: string;
  thanksBack: string;
  smalltalkBack: string;
  notUnderstood: string;
  /**
   * Why a re-ask, with an example, per question (keyed by the question's
   * slot). The hints that state a limit are given it: `maxNights` (nights
   * 1..max), `maxChildAge` (children's ages 0..max), `maxRooms` (rooms 1..max).
   */
  hint: Record<
    'destination' | 'dates' | 'party' | 'hotel' | 'product' | 'name' | 'lastName' | 'phone' | 'email' | 'country' | 'residenceCity' | 'confirm',
    string
  > & {
    nights: (maxNights: number) => string;
    childAges: (maxChildAge: number) => string;
    rooms: (maxRooms: number) => string;
  };
  /** `place`: the city, or the hotel the guest named. */
  searching: (place: string, stay: string) => string;
  noAvailability: (city: string, stay: string) => string;
  hotelNotAvailable: (hotel: string) => string;
  splitRooms: (rooms: number) => string;
  changeDates: string;
  changeCity: string;
  changeParty: string;
  changeRooms: string;
  newSearch: string;
  hotelsFound: (count: number, line: string) => string;
  hotelLabel: (name: string, price: string) => string;
  typeNumberHint: (max: number) => string;
  chooseProduct: (room: number, total: number, occupancy: string, hotel: string) => string;
  /** Line `n` of a rate list: room, the rate's facts each said once, price; then its cancellation policy (the hotel's, said so when untranslated). */
  productLine: (n: number, roomName: string, rate: string, board: string, refundable: boolean, policy: string, price: string) => string;
  /** The button of line `n`: short enough for a phone (number, short room name, COP price); the line says the rest. */
  productLabel: (n: number, roomName: string, price: string) => string;
  /** A room and rate named in a sentence ("Doble Estándar (Tarifa flexible)"), in the guest's language where known. */
  roomAndRate: (roomName: string, rate: string) => string;
  noRoomsLeft: (room: number) => string;
  back: string;
  occupancy: (o: Occupancy) => string;
  askName: string;
  /** The name question when the channel knows the guest's name and number (WhatsApp): one tap takes both. */
  askNameWithPhone: (phone: string) => string;
  askLastName: (firstName: string) => string;
  /** Asked back when a full name can be split in several ways; the choices read "first | last". */
  pickNameSplit: string;
  /** A name read before words the bot did not understand, offered back with one button. */
  confirmName: (name: string) => string;
  /** A phone typed without its country code that is valid in two countries: which one. */
  pickPhone: string;
  /** An address with a mistyped provider, or two addresses: which one (or type it again). */
  pickEmail: string;
  /** Two countries the guest's answer may mean: which one is theirs (their nationality). */
  pickCountry: string;
  askPhone: string;
  shareContact: string;
  askEmail: string;
  /** The email question while the city of residence is not known yet: both in one answer. */
  askEmailAndCity: string;
  askCountry: string;
  askResidenceCity: string;
  badName: string;
  badEmail: string;
  badPhone: string;
  badCountry: string;
  badResidenceCity: string;
  summary: (d: SummaryData) => string;
  countryFromPhoneNote: string;
  confirm: string;
  edit: string;
  editWhat: string;
  editLabels: Record<'dates' | 'party' | 'hotel' | 'name' | 'phone' | 'email' | 'country' | 'residenceCity', string>;
  restart: string;
  cancel: string;
  creating: string;
  bookingCreated: (code: string, amount: string | undefined, expiry: string) => string;
  unavailable: (items: string[]) => string;
  paid: (code: string) => string;
  rejected: (code: string, reason: string | undefined) => string;
  /** `again`: the stay is kept and can be searched again with one button. */
  expired: (code: string, again: boolean) => string;
  searchAgain: string;
  awaitingReminder: (code: string, expiry: string) => string;
  /** What the guest reads (instead of {@link awaitingReminder}, with no Pay button) while its payment is in process. */
  awaitingInProcess: (code: string) => string;
  /**
   * Told once when a payment of booking `code` is in process (the carrier is
   * still deciding: PSE, Nequi): it was received, the guest is told the
   * outcome as soon as it is known, and must not pay again.
   */
  paymentInProcess: (code: string) => string;
  /** The reminder sent once before the payment deadline (`expiry` in Bogotá time), with the Pay button. */
  paymentReminder: (code: string, expiry: string) => string;
  /** The booking card once paid: the booking code, no Pay button. `amount` when known. */
  cardPaid: (code: string, amount: string | undefined) => string;
  /** The booking card once expired unpaid (`expiry` in Bogotá time). */
  cardExpired: (code: string, expiry: string | undefined) => string;
  /** A booking's live status; `expiry` (the payment deadline) only while it can still be paid. */
  status: (code: string, payment: string, reservation: string, expiry: string | undefined) => string;
  noActiveBooking: string;
  cancelled: string;
  cancelledWithBooking: (code: string | undefined) => string;
  nothingToGoBackTo: string;
  help: string;
  /** The help's line about reaching a person, where the hotel's staff can be reached. */
  helpHuman: string;
  chooseLanguage: string;
  languageSet: string;
  effectFailed: (effect: string) => string;
  /** The service throttled the bot (too many guests at once) and it gave up waiting: a busy note, never "it failed". */
  effectBusy: (effect: string) => string;
  retry: string;
  stale: string;
  /** A button of a booking's messages pressed after the booking was settled: its outcome, with its code. */
  staleAfterBooking: (code: string, outcome: 'paid' | 'expired') => string;
  stillWorking: string;
  paymentStatus: (raw: string) => string;
  reservationStatus: (raw: string) => string;
  /** A message the bot cannot read (sticker, photo, voice note, …) or an edit of an older message: what it can take now. */
  unsupported: (what: UnsupportedContent) => string;
  /** Said by a channel when a message could not be handled at all (the bot database or the service failed): nothing was taken, write again. */
  somethingWentWrong: string;
  /** The button that asks for a person of the hotel. */
  talkToPerson: string;
  /** The button that leaves the hotel's staff and goes on with the bot. */
  backToBot: string;
  /** Offered after two answers in a row the bot did not understand. */
  offerPerson: string;
  /** Offered beside a request only the staff can answer (the booking values said with it were taken). */
  requestOffer: (requests: readonly GuestRequest[]) => string;
  /** A group larger than the bot books: the hotel's team quotes it, a person is offered. */
  groupOffer: string;
  /** A stay of `rooms` rooms or more (the hotel's group size): a group rate may be asked of a person; the booking goes on. */
  groupRateOffer: (rooms: number) => string;
  /** The conversation is handed to the hotel's staff: what happens now. */
  handedOff: string;
  /** The guest asks again for a person while the staff already has the conversation. */
  handoffAlready: string;
  /** No person can be reached from this channel: the bot goes on. */
  noStaff: string;
  /** A person took the conversation. */
  staffTook: (name: string) => string;
  /** A message of the person in charge, relayed to the guest. */
  staffSays: (name: string, text: string) => string;
  /** The person in charge hands the conversation back to the bot, which resumes where it was. */
  staffReturned: (name: string | undefined) => string;
  /** The guest goes back to the bot. */
  guestReturned: string;
  /** The person in charge closed the conversation. */
  staffClosed: (name: string | undefined) => string;
  /** Nobody of the staff took the conversation within the hotel's first-response target: the wait, and the bot offered meanwhile. */
  staffNoAnswer: string;
  /** Handed over outside the desk's hours: when it opens (`opens`, already written in hotel time) and that the bot can still book. */
  staffDeskClosed: (opens: string) => string;
  /** The conversation with staff was closed after a long silence; the bot resumes. */
  staffTimedOut: string;
  /** A person of the staff writes first, about booking `code` when known: the guest's messages now reach them. */
  staffContact: (name: string, code: string | undefined) => string;
}

/** What each unreadable kind of message is called, per language (plural, after "no puedo leer" / "I can't read"). */
const UNSUPPORTED_NAMES: Record<Lang, Record<Exclude<UnsupportedContent, 'edit' | 'foreignContact' | 'location' | 'venue'>, string>> = {
  es: {
    sticker: 'stickers',
    photo: 'fotos',
    voice: 'notas de voz',
    video: 'videos',
    videoNote: 'videomensajes',
    audio: 'audios',
    document: 'archivos',
    animation: 'GIFs',
    poll: 'encuestas',
    dice: 'dados 🎲',
    other: 'ese tipo de mensaje',
  },
  en: {
    sticker: 'stickers',
    photo: 'photos',
    voice: 'voice notes',
    video: 'videos',
    videoNote: 'video messages',
    audio: 'audio files',
    document: 'files',
    animation: 'GIFs',
    poll: 'polls',
    dice: 'dice 🎲',
    other: 'that kind of message',
  },
};

/** The refundable flag after a rate, unless the rate's own name already says it ("Tarifa no reembolsable"). */
function plural(n: number, one: string, many: string): string {
  return n === 1 ? one : many;
}

/** A child's age in words: "5 años", "1 año", "menos de 1 año" (es); "5", "1", "under 1" (en, after "aged"). */
function ageEs(a: number): string {
  return a === 0 ? 'menos de 1 año' : `${a} ${plural(a, 'año', 'años')}`;
}

function ageEn(a: number): string {
  return a === 0 ? 'under 1' : String(a);
}

function listEs(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`;
}

function listEn(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** A request named in a Spanish sentence ("Lo de viajar con mascota…"). */
const REQUEST_ES: Record<GuestRequest, string> = {
  pets: 'viajar con mascota',
  accessibility: 'la accesibilidad',
  invoice: 'la factura',
  lateArrival: 'la llegada tarde',
  special: 'tu solicitud especial',
  group: 'la reserva de grupo',
};
/** A request named in an English sentence ("The hotel's team handles travelling with a pet…"). */
const REQUEST_EN: Record<GuestRequest, string> = {
  pets: 'travelling with a pet',
  accessibility: 'accessibility',
  invoice: 'the invoice',
  lateArrival: 'arriving late',
  special: 'your special request',
  group: 'a group booking',
};

const es: Texts = {
  greeting:
    '¡Hola! 👋 Soy el asistente de reservas. Cuéntame tu viaje como quieras, por ejemplo: "Cartagena del 15 al 18 de diciembre, 2 adultos y un niño de 5 años".',
  askDestination: '¿A qué ciudad viajas? Elige una o escríbela.',
  askDates: '¿Qué fechas? Por ejemplo: "del 15 al 18 de diciembre", "mañana por 2 noches" o "el fin de semana".',
  askNights: (checkin) => `Llegada: ${checkin}. ¿Cuántas noches te quedas? (o dime el día de salida)`,
  askParty: '¿Cuántas personas viajan? Por ejemplo: "2 adultos" o "2 adultos y un niño de 5 años".',
  askSpeakerToo: '¿Viajas tú también?',
  speakerToo: (people, too) => (too ? `Sí, yo también: ${people}` : `No, yo no viajo: ${people}`),
  askChildrenCount: '¿Cuántos niños viajan y qué edades tienen? Por ejemplo: "2 niños, de 5 y 8 años".',
  askChildAges: (missing, children) =>
    children === 1
      ? '¿Qué edad tiene el niño? (para bebés, en meses: "8 meses")'
      : missing === children
        ? `¿Qué edades tienen los ${children} niños? Por ejemplo: "5 y 8" (para bebés, en meses: "8 meses").`
        : `¿Y la edad ${missing === 1 ? 'del otro niño' : `de los otros ${missing} niños`}?`,
  askRooms: (people) => `¿En cuántas habitaciones se acomodan ${people}?`,
  understood: (line) => `✔️ ${line}`,
  people: (adults, ages, childrenWithoutAge) => {
    const parts = [`${adults} ${plural(adults, 'adulto', 'adultos')}`];
    const children = ages.length + childrenWithoutAge;
    if (children > 0) {
      // Some ages known: they are shown with how many are missing ("3 niños (5 años; faltan 2 edades)"), never alone,
      // which would read as if all three were 5.
      const missing = childrenWithoutAge === 1 ? 'falta 1 edad' : `faltan ${childrenWithoutAge} edades`;
      const known =
        childrenWithoutAge > 0
          ? ages.length
            ? ` (${listEs(ages.map(ageEs))}; ${missing})`
            : ''
          : children === 1
            ? ` de ${ageEs(ages[0]!)}`
            : ` (${listEs(ages.map(ageEs))})`;
      parts.push(`${children} ${plural(children, 'niño', 'niños')}${known}`);
    }
    return parts.join(', ');
  },
  roomsCount: (n) => `${n} ${plural(n, 'habitación', 'habitaciones')}`,
  childrenCount: (n) => `${n} ${plural(n, 'niño', 'niños')}`,
  unknownDestination: (place) => `Todavía no tenemos hoteles en ${place}. ¿Te sirve alguno de estos destinos?`,
  nearDestination: (place, city) => `Todavía no tenemos hoteles en ${place}; lo más cercano que tenemos es ${city}. ¿Te sirve ${city} u otro destino?`,
  pickDestination: '¿Cuál de estos destinos?',
  pickDate: '¿Cuál de estas fechas?',
  confirmFarDate: (date) => `¿Te refieres al ${date}? Esa fecha de este año ya pasó. Si es así, elígela; si no, escríbeme la fecha correcta.`,
  confirmReading: (reading) => `Para no equivocarme, ¿es esto? ${reading}. Si es así, elígelo; si no, escríbemelo de otra forma.`,
  pickReading: 'Para no equivocarme, ¿cuál de estas es? Elige una, o escríbemelo de otra forma.',
  sameAgeForAll: (children, age) =>
    `¿${children === 2 ? 'Los dos niños tienen' : `Los ${children} niños tienen`} ${ageEs(age)}? Si no, dime la edad ${children === 2 ? 'del otro' : 'de los demás'}.`,
  allOfAge: (children, age) => `Sí, ${children === 2 ? 'los dos' : `los ${children}`}: ${ageEs(age)}`,
  noneForAges: '¿Quieres decir que al final no viajan niños? Si alguno tiene menos de 1 año, elige esa opción; si no, dime sus edades.',
  pickNights: '¿Cuántas noches son?',
  askDayOfMonth: (month) => `¿Qué día de ${month} llegas? Escribe el día o las fechas (por ejemplo "el 15" o "del 15 al 18").`,
  askExactDates: (said) => `Dijiste "${said}": ¿qué fechas exactas? Escribe la llegada y la salida (por ejemplo "del 15 al 18 de diciembre").`,
  nightsOption: (n) => `${n} ${plural(n, 'noche', 'noches')}`,
  nightsDaysOption: (n) => `${n} ${plural(n, 'noche', 'noches')} (${n + 1} días)`,
  pastDate: (date, today) => `El ${date} ya pasó (hoy es ${today}); solo puedo reservar desde hoy.`,
  tooFarDate: (date, last) => `Solo puedo reservar hasta un año adelante (hasta el ${last}), y el ${date} queda más lejos.`,
  reversedDates: (checkin, checkout) => `La salida (${checkout}) tiene que ser después de la llegada (${checkin}).`,
  tooManyNights: (nights, max) => `Puedo reservar hasta ${max} noches seguidas; ${nights} son demasiadas.`,
  invalidDate: 'Esa fecha no existe en el calendario.',
  childTooOld: (age, adultAge) => `Con ${age} años cuenta como adulto; los niños son menores de ${adultAge}.`,
  noAdults: 'Cada reserva necesita al menos un adulto.',
  tooManyPeople: (people, maxRooms) => `Para ${people} personas es mejor una reserva de grupo; aquí puedo reservar hasta ${maxRooms} habitaciones.`,
  tooManyRooms: (rooms, maxRooms) => `Puedo reservar hasta ${maxRooms} habitaciones a la vez, y me pides ${rooms}.`,
  roomsMoreThanAdults: 'Cada habitación necesita al menos un adulto.',
  greetingBack: '¡Hola! 😊',
  thanksBack: '¡Con mucho gusto! 😊',
  smalltalkBack: '👍',
  notUnderstood: 'No te entendí.',
  hint: {
    destination: 'Escribe la ciudad, por ejemplo "Cartagena", o elige una.',
    dates: 'Dime las fechas, por ejemplo "del 15 al 18 de diciembre", "mañana por 2 noches" o "15/12".',
    nights: (maxNights) => `Dime cuántas noches (de 1 a ${maxNights}), por ejemplo "3", o el día de salida ("hasta el 18").`,
    party: 'Dime cuántas personas, por ejemplo "2 adultos" o "2 adultos y un niño de 5 años".',
    childAges: (maxChildAge) => `Dime la edad en años (de 0 a ${maxChildAge}), por ejemplo "5" o "5 y 8"; para bebés, "8 meses".`,
    rooms: (maxRooms) => `Dime cuántas habitaciones (de 1 a ${maxRooms}), por ejemplo "2".`,
    hotel: 'Elige un hotel con los botones o escribe su número.',
    product: 'Elige una habitación con los botones o escribe su número.',
    name: 'Escribe tu nombre y apellido, por ejemplo "Ana Gómez".',
    lastName: 'Escribe tu apellido, por ejemplo "Gómez".',
    phone: 'Escribe un celular colombiano (por ejemplo 300 123 4567) o un número con indicativo (+1 202 555 0143).',
    email: 'Escribe tu correo completo, por ejemplo ana@ejemplo.com.',
    country: 'Escribe tu país, por ejemplo "Colombia" o "México".',
    residenceCity: 'Escribe la ciudad donde vives, por ejemplo "Medellín".',
    confirm: 'Responde "sí" para confirmar, o elige una opción.',
  },
  searching: (place, stay) => `🔎 Buscando disponibilidad en ${place}, ${stay}…`,
  noAvailability: (city, stay) => `Lo siento, no encontré habitaciones disponibles en ${city} para ${stay}. ¿Qué quieres cambiar?`,
  hotelNotAvailable: (hotel) => `${hotel} no tiene habitaciones para esas fechas; estos otros hoteles sí:`,
  splitRooms: (rooms) => `Para que todos quepan, busqué ${rooms} habitaciones; puedes cambiarlo.`,
  changeDates: '📅 Cambiar fechas',
  changeCity: '📍 Cambiar ciudad',
  changeParty: '👥 Cambiar personas',
  changeRooms: '🛏️ Habitaciones',
  newSearch: '🔄 Nueva búsqueda',
  hotelsFound: (count, line) =>
    `${line}\nEncontré ${count} ${plural(count, 'hotel', 'hoteles')}. Precio total de la estadía, del más económico al más caro. Elige uno:`,
  hotelLabel: (name, price) => `${name} · desde ${price}`,
  typeNumberHint: (max) => `Elige una opción con los botones o escribe su número (1 a ${max}).`,
  chooseProduct: (room, total, occupancy, hotel) =>
    `${hotel}${total > 1 ? ` — Habitación ${room} de ${total}` : ''} · ${occupancy}. Elige habitación y tarifa (precio total de la estadía):`,
  productLine: (n, roomName, rate, board, refundable, policy, price) =>
    `${n}. ${roomName} · ${rateFacts(rate, board, refundable, 'es', 'reembolsable', 'no reembolsable').facts.join(' · ')} — ${price}\n   ${policy}`,
  productLabel: (n, roomName, price) => `${n}. ${shortRoomName(roomName, 'es')} · ${price}`,
  roomAndRate: (roomName, rate) => `${roomName} (${rate})`,
  noRoomsLeft: (room) => `Ya no quedan habitaciones de este hotel para la habitación ${room} con lo que elegiste antes. Elige otro hotel:`,
  back: '⬅️ Volver a los hoteles',
  occupancy: (o) => es.people(o.adults, o.ages, 0),
  askName: 'Ahora tus datos para la reserva. ¿A nombre de quién la hago? (nombre y apellido)',
  askNameWithPhone: (phone) =>
    `Ahora tus datos para la reserva. ¿A nombre de quién la hago? Toca tu nombre para usarlo con este número de contacto (${phone}), o escribe otro nombre y apellido.`,
  askLastName: (first) => `Gracias, ${first}. ¿Y tu apellido?`,
  pickNameSplit: '¿Cómo separo tu nombre (antes de la barra) y tu apellido (después)?',
  confirmName: (name) =>
    `¿Hago la reserva a nombre de ${name}? Si es así, tócalo. Lo demás de tu mensaje no lo entendí: si era otro dato o un cambio, escríbemelo aparte.`,
  pickPhone: '¿De qué país es ese número? Elige uno, o escríbelo con el código del país (+57…).',
  pickEmail: '¿Cuál es tu correo? Elige uno, o escríbelo de nuevo.',
  pickCountry: '¿Cuál es tu nacionalidad? Elige una, o escríbela.',
  askPhone: '¿Un número de celular para contactarte? Puedes escribirlo o compartirlo con el botón.',
  shareContact: '📱 Compartir mi número',
  askEmail: '¿Cuál es tu correo electrónico? Allí te llega la confirmación.',
  askEmailAndCity: '¿Cuál es tu correo electrónico (allí te llega la confirmación) y en qué ciudad vives? Por ejemplo: ana@correo.com, Medellín',
  askCountry: '¿De qué país eres?',
  askResidenceCity: '¿En qué ciudad vives?',
  badName: 'Ese nombre no parece válido: solo letras, espacios, apóstrofos o guiones.',
  badEmail: 'Ese correo no parece válido.',
  badPhone: 'Ese número no parece válido.',
  badCountry: 'No reconocí ese país.',
  badResidenceCity: 'No reconocí esa ciudad.',
  summary: (d) =>
    [
      '📋 Resumen de tu reserva',
      `Hotel: ${d.hotel} (${d.city})`,
      `Llegada: ${d.checkin}`,
      `Salida: ${d.checkout}`,
      `Noches: ${d.nights}`,
      ...d.rooms.map(
        (r, i) =>
          `Habitación ${i + 1}: ${es.occupancy(r.occupancy)} — ${[r.roomName, ...rateFacts(r.rateDescription, r.boardTypeDescription, r.refundable, 'es', 'reembolsable', 'no reembolsable').facts].join(', ')} — ${r.price}`,
      ),
      `Huésped: ${d.firstName} ${d.lastName}`,
      `Correo: ${d.email}`,
      `Teléfono: ${d.phone}`,
      `País: ${d.country}`,
      `Ciudad de residencia: ${d.residenceCity}`,
      `Total: ${d.total}`,
      '',
      '¿Confirmas la reserva? Después te envío el enlace de pago.',
    ].join('\n'),
  countryFromPhoneNote: '(país según tu número de teléfono; si no es así, elige "Cambiar un dato")',
  confirm: '✅ Confirmar',
  edit: '✏️ Cambiar un dato',
  editWhat: '¿Qué quieres cambiar?',
  editLabels: {
    dates: 'Fechas',
    party: 'Personas',
    hotel: 'Hotel o habitación',
    name: 'Nombre',
    phone: 'Teléfono',
    email: 'Correo',
    country: 'País',
    residenceCity: 'Ciudad de residencia',
  },
  restart: '🔄 Empezar de nuevo',
  cancel: '❌ Cancelar',
  creating: '⏳ Registrando tu reserva…',
  bookingCreated: (code, amount, expiry) =>
    `🎉 ¡Tu reserva ${code} quedó registrada! Para confirmarla, paga ${amount ? `${amount} ` : ''}en este enlace antes del ${expiry}. Si no pagas a tiempo, la reserva vence sola.`,
  unavailable: (items) => `Lo siento, mientras elegías se agotó: ${items.join('; ')}. Busco de nuevo para mostrarte lo que sigue disponible.`,
  paid: (code) => `✅ ¡Pago recibido! Tu reserva está confirmada. Código de reserva: ${code}. ¡Buen viaje!`,
  rejected: (code, reason) =>
    `❌ El pago de la reserva ${code} fue rechazado${reason ? ` (${reason})` : ''}. Puedes intentarlo de nuevo con el mismo enlace de pago mientras esté vigente.`,
  expired: (code, again) =>
    `⌛ La reserva ${code} venció sin pago y se liberaron las habitaciones. ${again ? '¿Busco de nuevo con los mismos datos, o prefieres una nueva búsqueda?' : 'Si quieres, hacemos una nueva búsqueda.'}`,
  searchAgain: '🔁 Buscar de nuevo',
  awaitingReminder: (code, expiry) =>
    `Tu reserva ${code} está esperando el pago (vence el ${expiry}). Usa este enlace para pagar, /status para ver el estado, o empieza una nueva búsqueda.`,
  awaitingInProcess: (code) =>
    `El pago de tu reserva ${code} se está procesando. Te aviso apenas se confirme; no hace falta pagar de nuevo. Usa /status para ver el estado, o empieza una nueva búsqueda.`,
  paymentInProcess: (code) =>
    `⏳ Recibimos tu pago de la reserva ${code} y la entidad financiera lo está procesando (con PSE o Nequi puede tardar unos minutos). Te aviso apenas se confirme; no hace falta pagar de nuevo.`,
  paymentReminder: (code, expiry) =>
    `⏰ Recordatorio: tu reserva ${code} aún espera el pago y vence el ${expiry}. Paga con el botón para no perderla; si no pagas a tiempo, las habitaciones se liberan.`,
  cardPaid: (code, amount) => `✅ Reserva pagada y confirmada${amount ? ` (${amount})` : ''}.\nCódigo de reserva: ${code}`,
  cardExpired: (code, expiry) => `⌛ La reserva ${code} venció sin pago${expiry ? ` (el ${expiry})` : ''} y se liberaron las habitaciones.`,
  status: (code, payment, reservation, expiry) => `Reserva ${code}\nPago: ${payment}\nEstado: ${reservation}${expiry ? `\nVence: ${expiry}` : ''}`,
  noActiveBooking: 'No tienes ninguna reserva esperando pago en esta conversación.',
  cancelled: 'Listo, cancelé esta conversación. Escríbeme cuando quieras para empezar una nueva búsqueda.',
  cancelledWithBooking: (code) =>
    `Listo, cancelé esta conversación. Ojo: una reserva ya registrada${code ? ` (${code})` : ''} no se cancela; si no la pagas, su enlace simplemente vence sin cobro. Escríbeme cuando quieras para empezar de nuevo.`,
  nothingToGoBackTo: 'Estamos al comienzo; no hay un paso anterior.',
  help: [
    'Te ayudo a reservar un hotel. Escríbeme tu viaje como quieras: ciudad, fechas y personas, en uno o varios mensajes.',
    'En cualquier momento puedes escribir "atrás", "cambiar fechas", "cambiar ciudad", "cambiar personas", "empezar de nuevo" o "cancelar".',
    'Comandos:',
    '/start — empezar una reserva nueva',
    '/status — ver el estado del pago de tu reserva',
    '/language — cambiar el idioma (español / English)',
    '/cancel — abandonar la conversación',
    '/help — ver esta ayuda',
  ].join('\n'),
  helpHuman: '/humano — hablar con una persona del hotel (o el botón de abajo)',
  chooseLanguage: 'Elige el idioma / Choose your language:',
  languageSet: 'Listo, seguimos en español.',
  effectFailed: (effect) =>
    `😕 Lo siento, no pude ${
      effect === 'searchAvailability'
        ? 'consultar la disponibilidad'
        : effect === 'createBooking'
          ? 'registrar la reserva'
          : effect === 'checkStatus'
            ? 'consultar el estado del pago'
            : 'programar el seguimiento del pago'
    } en este momento. Tus datos siguen aquí; intenta de nuevo en un momento.`,
  effectBusy: (effect) =>
    `⏳ Hay muchas personas ${effect === 'createBooking' ? 'reservando' : 'buscando'} en este momento y el sistema de reservas me pidió esperar un poco. Tus datos siguen aquí: toca «Reintentar» en unos segundos.`,
  retry: '🔁 Reintentar',
  stale: 'Ese botón es de un mensaje anterior y ya no aplica. Sigamos donde íbamos:',
  staleAfterBooking: (code, outcome) =>
    outcome === 'paid'
      ? `Ese botón ya no hace falta: tu reserva ${code} está pagada y confirmada. ¿Quieres buscar otra estadía?`
      : `Ese botón ya no aplica: tu reserva ${code} venció sin pago. Si quieres, busquemos de nuevo.`,
  stillWorking: 'Sigo trabajando en tu solicitud. Si no ves respuesta pronto, pulsa Reintentar.',
  paymentStatus: (raw) => raw,
  reservationStatus: (raw) => raw,
  somethingWentWrong: 'Lo siento, algo salió mal. Intenta de nuevo, por favor.',
  unsupported: (what) =>
    what === 'edit'
      ? '✏️ Vi que editaste un mensaje anterior; si algo cambió, solo dímelo.'
      : what === 'foreignContact'
        ? '📇 Ese es el contacto de otra persona. Para usar tu número toca «Compartir mi número», o escribe el número que quieres en la reserva.'
        : what === 'location' || what === 'venue'
          ? '📍 No puedo usar una ubicación: escríbeme el nombre de la ciudad o tu respuesta en texto.'
          : `Por ahora no puedo leer ${UNSUPPORTED_NAMES.es[what]}: escríbeme tu respuesta en texto o usa los botones.`,
  talkToPerson: '🙋 Hablar con una persona',
  backToBot: '🤖 Seguir con el asistente',
  offerPerson: 'Si prefieres, te comunico con una persona del hotel.',
  requestOffer: (requests) =>
    `Lo de ${listEs(requests.map((r) => REQUEST_ES[r]))} lo resuelve el equipo del hotel: puedo comunicarte con una persona, o seguimos con la reserva y lo ves con ellos después.`,
  groupOffer: 'Las reservas de grupo las cotiza el equipo del hotel: si quieres, te comunico ahora con una persona.',
  groupRateOffer: (rooms) =>
    `Desde ${rooms} habitaciones el hotel puede darte una tarifa de grupo: si quieres, te comunico con una persona; si no, sigo con la reserva.`,
  handedOff:
    '🙋 Te comunico con una persona del equipo del hotel. Escribe aquí lo que necesites; te responderán en este mismo chat. Si prefieres seguir con la reserva conmigo, toca «Seguir con el asistente».',
  handoffAlready: 'Ya le avisé al equipo del hotel; te responderán en este chat.',
  noStaff: 'Por este canal no tengo cómo comunicarte con una persona del hotel ahora mismo; sigo ayudándote yo.',
  staffTook: (name) => `🙋 ${name}, de recepción, está contigo.`,
  staffSays: (name, text) => `${name}, recepción: ${text}`,
  staffReturned: (name) => `${name ? `${name} te devuelve al asistente. ` : ''}Seguimos con tu reserva donde íbamos:`,
  guestReturned: 'Listo, seguimos con tu reserva donde íbamos:',
  staffClosed: (name) =>
    `${name ? `${name} cerró` : 'Se cerró'} la conversación con recepción. ¡Gracias por escribirnos! Si necesitas algo más, escríbeme cuando quieras.`,
  staffNoAnswer:
    '⏳ El equipo del hotel está ocupado en este momento; sigues en la fila y te responderán aquí apenas puedan. Si prefieres, sigo yo con tu reserva mientras tanto.',
  staffDeskClosed: (opens) =>
    `🌙 La recepción está cerrada ahora; te escribirán ${opens}. Mientras tanto puedo seguir con tu reserva: toca «Seguir con el asistente».`,
  staffTimedOut: 'Cerré la conversación con recepción porque pasó mucho tiempo sin mensajes. Seguimos con tu reserva donde íbamos:',
  staffContact: (name, code) =>
    `🙋 ${name}, de recepción del hotel, te escribe${code ? ` por tu reserva ${code}` : ''}. Lo que escribas aquí le llega; para volver al asistente toca «Seguir con el asistente».`,
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
  greeting:
    'Hi! 👋 I\'m the booking assistant. Tell me about your trip however you like, for example: "Cartagena from Dec 15 to 18, 2 adults and a 5-year-old".',
  askDestination: 'Which city are you travelling to? Pick one or type it.',
  askDates: 'Which dates? For example: "Dec 15 to 18", "tomorrow for 2 nights" or "this weekend".',
  askNights: (checkin) => `Arrival: ${checkin}. How many nights will you stay? (or tell me your check-out day)`,
  askParty: 'How many people are travelling? For example: "2 adults" or "2 adults and a 5-year-old".',
  askSpeakerToo: 'Are you travelling too?',
  speakerToo: (people, too) => (too ? `Yes, me too: ${people}` : `No, not me: ${people}`),
  askChildrenCount: 'How many children are travelling, and how old are they? For example: "2 children, aged 5 and 8".',
  askChildAges: (missing, children) =>
    children === 1
      ? 'How old is the child? (for babies, in months: "8 months")'
      : missing === children
        ? `How old are the ${children} children? For example: "5 and 8" (for babies, in months: "8 months").`
        : `And the age of the other ${missing === 1 ? 'child' : `${missing} children`}?`,
  askRooms: (people) => `How many rooms for ${people}?`,
  understood: (line) => `✔️ ${line}`,
  people: (adults, ages, childrenWithoutAge) => {
    const parts = [`${adults} ${plural(adults, 'adult', 'adults')}`];
    const children = ages.length + childrenWithoutAge;
    if (children > 0) {
      // Some ages known: shown with how many are missing ("3 children (aged 5; 2 ages missing)").
      const missing = `${childrenWithoutAge} ${plural(childrenWithoutAge, 'age', 'ages')} missing`;
      const known = childrenWithoutAge > 0 ? (ages.length ? ` (aged ${listEn(ages.map(ageEn))}; ${missing})` : '') : ` aged ${listEn(ages.map(ageEn))}`;
      parts.push(`${children} ${plural(children, 'child', 'children')}${known}`);
    }
    return parts.join(', ');
  },
  roomsCount: (n) => `${n} ${plural(n, 'room', 'rooms')}`,
  childrenCount: (n) => `${n} ${plural(n, 'child', 'children')}`,
  unknownDestination: (place) => `We don't have hotels in ${place} yet. Would one of these destinations do?`,
  nearDestination: (place, city) => `We don't have hotels in ${place} yet; the nearest we have is ${city}. Would ${city} or another destination do?`,
  pickDestination: 'Which of these destinations?',
  pickDate: 'Which of these dates?',
  confirmFarDate: (date) => `Do you mean ${date}? That date has already passed this year. If so, pick it; if not, type the right date.`,
  confirmReading: (reading) => `Just to be sure I got it right, is it this? ${reading}. If so, pick it; if not, write it another way.`,
  pickReading: 'Just to be sure I got it right, which of these is it? Pick one, or write it another way.',
  sameAgeForAll: (children, age) =>
    `${children === 2 ? 'Are both children' : `Are all ${children} children`} ${ageEn(age)}? If not, tell me ${children === 2 ? "the other one's age" : "the others' ages"}.`,
  allOfAge: (children, age) => `Yes, ${children === 2 ? 'both' : `all ${children}`}: ${ageEn(age)}`,
  noneForAges: 'Do you mean no children are travelling after all? If one is under 1, pick that choice; if not, tell me their ages.',
  pickNights: 'How many nights is it?',
  askDayOfMonth: (month) => `Which day of ${month} do you arrive? Type the day or the dates (for example "the 15th" or "15 to 18").`,
  askExactDates: (said) => `You said "${said}": which exact dates? Type the arrival and the departure (for example "Dec 15 to 18").`,
  nightsOption: (n) => `${n} ${plural(n, 'night', 'nights')}`,
  nightsDaysOption: (n) => `${n} ${plural(n, 'night', 'nights')} (${n + 1} days)`,
  pastDate: (date, today) => `${date} has already passed (today is ${today}); I can only book from today on.`,
  tooFarDate: (date, last) => `I can only book up to a year ahead (until ${last}), and ${date} is further away.`,
  reversedDates: (checkin, checkout) => `Check-out (${checkout}) has to be after check-in (${checkin}).`,
  tooManyNights: (nights, max) => `I can book up to ${max} nights in a row; ${nights} is too many.`,
  invalidDate: "That date doesn't exist in the calendar.",
  childTooOld: (age, adultAge) => `At ${age} they count as an adult; children are under ${adultAge}.`,
  noAdults: 'Every booking needs at least one adult.',
  tooManyPeople: (people, maxRooms) => `For ${people} people a group booking is best; here I can book up to ${maxRooms} rooms.`,
  tooManyRooms: (rooms, maxRooms) => `I can book up to ${maxRooms} rooms at a time, and you asked for ${rooms}.`,
  roomsMoreThanAdults: 'Every room needs at least one adult.',
  greetingBack: 'Hi there! 😊',
  thanksBack: "You're welcome! 😊",
  smalltalkBack: '👍',
  notUnderstood: "I didn't get that.",
  hint: {
    destination: 'Type the city, for example "Cartagena", or pick one.',
    dates: 'Tell me the dates, for example "Dec 15 to 18", "tomorrow for 2 nights" or "15/12".',
    nights: (maxNights) => `Tell me how many nights (1 to ${maxNights}), for example "3", or your check-out day ("until the 18th").`,
    party: 'Tell me how many people, for example "2 adults" or "2 adults and a 5-year-old".',
    childAges: (maxChildAge) => `Tell me the age in years (0 to ${maxChildAge}), for example "5" or "5 and 8"; for babies, "8 months".`,
    rooms: (maxRooms) => `Tell me how many rooms (1 to ${maxRooms}), for example "2".`,
    hotel: 'Pick a hotel with the buttons or type its number.',
    product: 'Pick a room with the buttons or type its number.',
    name: 'Type your first and last name, for example "Ana Gomez".',
    lastName: 'Type your last name, for example "Gomez".',
    phone: 'Type a number with its country code, for example +1 202 555 0143, or a Colombian mobile (300 123 4567).',
    email: 'Type your full email address, for example ana@example.com.',
    country: 'Type your country, for example "United States" or "Colombia".',
    residenceCity: 'Type the city you live in, for example "Austin".',
    confirm: 'Answer "yes" to confirm, or pick an option.',
  },
  searching: (place, stay) => `🔎 Checking availability in ${place}, ${stay}…`,
  noAvailability: (city, stay) => `Sorry, I found no rooms available in ${city} for ${stay}. What would you like to change?`,
  hotelNotAvailable: (hotel) => `${hotel} has no rooms for those dates; these other hotels do:`,
  splitRooms: (rooms) => `So that everyone fits, I searched for ${rooms} rooms; you can change that.`,
  changeDates: '📅 Change dates',
  changeCity: '📍 Change city',
  changeParty: '👥 Change guests',
  changeRooms: '🛏️ Rooms',
  newSearch: '🔄 New search',
  hotelsFound: (count, line) => `${line}\nI found ${count} ${plural(count, 'hotel', 'hotels')}. Total price for the stay, cheapest first. Pick one:`,
  hotelLabel: (name, price) => `${name} · from ${price}`,
  typeNumberHint: (max) => `Pick an option with the buttons or type its number (1 to ${max}).`,
  chooseProduct: (room, total, occupancy, hotel) =>
    `${hotel}${total > 1 ? ` — Room ${room} of ${total}` : ''} · ${occupancy}. Choose a room and rate (total price for the stay):`,
  productLine: (n, roomName, rate, board, refundable, policy, price) => {
    const p = hotelPhrase(policy, 'en');
    return `${n}. ${hotelPhrase(roomName, 'en').text} · ${rateFacts(rate, board, refundable, 'en', 'refundable', 'non-refundable').facts.join(' · ')} — ${price}\n   ${p.own ? p.text : `The hotel's policy, in its own words: ${p.text}`}`;
  },
  productLabel: (n, roomName, price) => `${n}. ${shortRoomName(roomName, 'en')} · ${price}`,
  roomAndRate: (roomName, rate) => `${hotelPhrase(roomName, 'en').text} (${hotelPhrase(rate, 'en').text})`,
  noRoomsLeft: (room) => `This hotel has no rooms left for room ${room} given your previous choices. Pick another hotel:`,
  back: '⬅️ Back to hotels',
  occupancy: (o) => en.people(o.adults, o.ages, 0),
  askName: 'Now your details for the booking. Whose name should it be under? (first and last name)',
  askNameWithPhone: (phone) =>
    `Now your details for the booking. Whose name should it be under? Tap your name to use it with this contact number (${phone}), or type another first and last name.`,
  askLastName: (first) => `Thanks, ${first}. And your last name?`,
  pickNameSplit: 'How should I split your first name (before the bar) and your last name (after it)?',
  confirmName: (name) =>
    `Shall I put the booking under ${name}? If so, tap it. I didn't understand the rest of your message: if it was another detail or a change, please write it separately.`,
  pickPhone: 'Which country is that number from? Pick one, or type it with the country code (+1…).',
  pickEmail: 'Which is your email? Pick one, or type it again.',
  pickCountry: 'Which is your nationality? Pick one, or type it.',
  askPhone: 'A mobile number to reach you? Type it or share it with the button.',
  shareContact: '📱 Share my number',
  askEmail: "What's your email address? The confirmation goes there.",
  askEmailAndCity: "What's your email address (the confirmation goes there), and which city do you live in? For example: anna@mail.com, Denver",
  askCountry: 'Which country are you from?',
  askResidenceCity: 'Which city do you live in?',
  badName: "That name doesn't look valid: only letters, spaces, apostrophes or hyphens.",
  badEmail: "That email doesn't look valid.",
  badPhone: "That number doesn't look valid.",
  badCountry: "I didn't recognise that country.",
  badResidenceCity: "I didn't recognise that city.",
  summary: (d) =>
    [
      '📋 Booking summary',
      `Hotel: ${d.hotel} (${d.city})`,
      `Check-in: ${d.checkin}`,
      `Check-out: ${d.checkout}`,
      `Nights: ${d.nights}`,
      ...d.rooms.map(
        (r, i) =>
          `Room ${i + 1}: ${en.occupancy(r.occupancy)} — ${[hotelPhrase(r.roomName, 'en').text, ...rateFacts(r.rateDescription, r.boardTypeDescription, r.refundable, 'en', 'refundable', 'non-refundable').facts].join(', ')} — ${r.price}`,
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
  countryFromPhoneNote: '(country from your phone number; if that is wrong, choose "Change something")',
  confirm: '✅ Confirm',
  edit: '✏️ Change something',
  editWhat: 'What would you like to change?',
  editLabels: {
    dates: 'Dates',
    party: 'Guests',
    hotel: 'Hotel or room',
    name: 'Name',
    phone: 'Phone',
    email: 'Email',
    country: 'Country',
    residenceCity: 'City of residence',
  },
  restart: '🔄 Start over',
  cancel: '❌ Cancel',
  creating: '⏳ Registering your booking…',
  bookingCreated: (code, amount, expiry) =>
    `🎉 Your booking ${code} is registered! To confirm it, pay ${amount ? `${amount} ` : ''}with this link before ${expiry}. If it isn't paid in time, the booking simply expires.`,
  unavailable: (items) => `Sorry, while you were choosing this sold out: ${items.join('; ')}. I'm searching again to show you what is still available.`,
  paid: (code) => `✅ Payment received! Your booking is confirmed. Booking code: ${code}. Have a great trip!`,
  rejected: (code, reason) =>
    `❌ The payment for booking ${code} was declined${reason ? ` (${reason})` : ''}. You can try again with the same payment link while it is valid.`,
  expired: (code, again) =>
    `⌛ Booking ${code} expired unpaid and its rooms were released. ${again ? 'Shall I search again with the same details, or start a new search?' : 'If you like, we can start a new search.'}`,
  searchAgain: '🔁 Search again',
  awaitingReminder: (code, expiry) =>
    `Your booking ${code} is waiting for payment (expires ${expiry}). Use this link to pay, /status to check it, or start a new search.`,
  awaitingInProcess: (code) =>
    `The payment for your booking ${code} is being processed. I'll let you know as soon as it's confirmed; there's no need to pay again. Use /status to check it, or start a new search.`,
  paymentInProcess: (code) =>
    `⏳ We received your payment for booking ${code} and your bank is processing it (PSE or Nequi can take a few minutes). I'll let you know as soon as it's confirmed; there's no need to pay again.`,
  paymentReminder: (code, expiry) =>
    `⏰ Reminder: your booking ${code} is still waiting for payment and expires ${expiry}. Pay with the button to keep it; if it isn't paid in time, the rooms are released.`,
  cardPaid: (code, amount) => `✅ Booking paid and confirmed${amount ? ` (${amount})` : ''}.\nBooking code: ${code}`,
  cardExpired: (code, expiry) => `⌛ Booking ${code} expired unpaid${expiry ? ` (${expiry})` : ''} and its rooms were released.`,
  status: (code, payment, reservation, expiry) => `Booking ${code}\nPayment: ${payment}\nStatus: ${reservation}${expiry ? `\nExpires: ${expiry}` : ''}`,
  noActiveBooking: 'You have no booking waiting for payment in this conversation.',
  cancelled: 'Done, I cancelled this conversation. Message me whenever you want to start a new search.',
  cancelledWithBooking: (code) =>
    `Done, I cancelled this conversation. Note: a booking already registered${code ? ` (${code})` : ''} is not cancelled; if you don't pay it, its link simply expires with no charge. Message me whenever you want to start again.`,
  nothingToGoBackTo: "We're at the beginning; there is no previous step.",
  help: [
    "I'll help you book a hotel. Tell me about your trip however you like: city, dates and guests, in one message or several.",
    'At any time you can type "back", "change dates", "change city", "change guests", "start over" or "cancel".',
    'Commands:',
    '/start — start a new booking',
    '/status — check the payment status of your booking',
    '/language — change the language (español / English)',
    '/cancel — abandon the conversation',
    '/help — show this help',
  ].join('\n'),
  helpHuman: '/human — talk to a person at the hotel (or the button below)',
  chooseLanguage: 'Elige el idioma / Choose your language:',
  languageSet: "Done, let's continue in English.",
  effectFailed: (effect) =>
    `😕 Sorry, I couldn't ${
      effect === 'searchAvailability'
        ? 'check availability'
        : effect === 'createBooking'
          ? 'register the booking'
          : effect === 'checkStatus'
            ? 'check the payment status'
            : 'set up payment tracking'
    } right now. Everything you told me is kept; please try again in a moment.`,
  effectBusy: (effect) =>
    `⏳ Many people are ${effect === 'createBooking' ? 'booking' : 'searching'} right now and the booking system asked me to wait a little. Everything you told me is kept: press Retry in a few seconds.`,
  retry: '🔁 Retry',
  stale: "That button belongs to an earlier message and no longer applies. Let's continue where we were:",
  staleAfterBooking: (code, outcome) =>
    outcome === 'paid'
      ? `No need for that button: your booking ${code} is paid and confirmed. Would you like to look for another stay?`
      : `That button no longer applies: your booking ${code} expired unpaid. We can search again if you like.`,
  stillWorking: "I'm still working on your request. If you don't see an answer soon, press Retry.",
  paymentStatus: (raw) => PAYMENT_EN[raw] ?? raw,
  reservationStatus: (raw) => RESERVATION_EN[raw] ?? raw,
  somethingWentWrong: 'Sorry, something went wrong. Please try again.',
  unsupported: (what) =>
    what === 'edit'
      ? '✏️ I saw your edit of an earlier message; if something changed, just tell me.'
      : what === 'foreignContact'
        ? "📇 That's someone else's contact card. To use your number tap “Share my number”, or type the number you want on the booking."
        : what === 'location' || what === 'venue'
          ? "📍 I can't use a location: please type the city's name or your answer."
          : `I can't read ${UNSUPPORTED_NAMES.en[what]} yet: please type your answer or use the buttons.`,
  talkToPerson: '🙋 Talk to a person',
  backToBot: '🤖 Continue with the assistant',
  offerPerson: "If you'd rather, I can put you through to a person at the hotel.",
  requestOffer: (requests) =>
    `The hotel's team handles ${listEn(requests.map((r) => REQUEST_EN[r]))}: I can put you through to a person, or we go on with the booking and you sort it out with them afterwards.`,
  groupOffer: "Group bookings are quoted by the hotel's team: if you like, I'll put you through to a person now.",
  groupRateOffer: (rooms) =>
    `From ${rooms} rooms the hotel may give you a group rate: if you like, I'll put you through to a person; otherwise I'll go on with the booking.`,
  handedOff:
    "🙋 I'm putting you through to a person from the hotel's team. Write here what you need; they will answer in this same chat. To go on with the booking with me instead, tap “Continue with the assistant”.",
  handoffAlready: "I've already told the hotel's team; they will answer in this chat.",
  noStaff: "I can't put you through to a person at the hotel from this channel right now; I'll keep helping you myself.",
  staffTook: (name) => `🙋 ${name} from the front desk is with you now.`,
  staffSays: (name, text) => `${name}, front desk: ${text}`,
  staffReturned: (name) => `${name ? `${name} handed you back to the assistant. ` : ''}Let's go on with your booking where we were:`,
  guestReturned: "OK, let's go on with your booking where we were:",
  staffClosed: (name) =>
    `${name ? `${name} closed` : 'The front desk closed'} the conversation. Thanks for writing to us! If you need anything else, write to me any time.`,
  staffNoAnswer:
    "⏳ The hotel's team is busy right now; you're in the queue and they will answer here as soon as they can. If you like, I can go on with your booking meanwhile.",
  staffDeskClosed: (opens) =>
    `🌙 The front desk is closed now; they will write to you ${opens}. Meanwhile I can go on with your booking: tap “Continue with the assistant”.`,
  staffTimedOut: "I closed the conversation with the front desk after a long silence. Let's go on with your booking where we were:",
  staffContact: (name, code) =>
    `🙋 ${name} from the hotel's front desk is writing to you${code ? ` about your booking ${code}` : ''}. What you write here reaches them; to go back to the assistant, tap “Continue with the assistant”.`,
};

/** The catalogue per language. */
export const TEXTS: Record<Lang, Texts> = { es, en };
