/**
 * What hotel staff read in Slack about a guest's conversation handed to them
 * (the hand-off thread), in Spanish (default) and English, the workspace's
 * language. Texts never contain `<` or `>` except Slack mentions built here
 * (`<@U…>`); values from guests or staff are escaped by the callers.
 */
import type { GuestRequest } from './guest.js';
import type { Lang } from './lang.js';

/** Why a conversation was handed over, as the flow says it (`HandoffReason`). */
export type HandoffWhy = 'asked' | 'notUnderstood' | 'request' | 'staff';

/** The staff's texts of the hand-off thread. */
export interface HandoffTexts {
  /** First line of the thread's first post, by why it was handed over. */
  title: Record<HandoffWhy, string>;
  /** Title when the same guest is handed over again in their thread. */
  again: string;
  guest: string;
  noName: string;
  language: string;
  langName: Record<Lang, string>;
  channel: string;
  /** A guest channel's name (`telegram`, `terminal`, `whatsapp`; others shown as they are). */
  channelName(channel: string): string;
  hotel: string;
  destination: string;
  understood: string;
  nothingYet: string;
  requests: string;
  requestName: Record<GuestRequest, string>;
  lastMessages: string;
  fromGuest: string;
  fromBot: string;
  /** The rule of the thread: only the claimer's replies reach the guest. */
  rule: string;
  take: string;
  giveBack: string;
  close: string;
  closeConfirm: { title: string; text: string; confirm: string; deny: string };
  /** The first post's status line while a person has it (`who` is a mention, `since` a time). */
  takenBy(who: string, since: string): string;
  waiting: string;
  returnedBy(who: string): string;
  closedBy(who: string): string;
  guestLeft: string;
  /** A guest message relayed to the thread. */
  guestSays(text: string): string;
  /** Ephemeral: someone else pressed Tomar first. */
  alreadyTaken(who: string): string;
  /** Ephemeral: the hand-off is over (or a newer one began) when a button was pressed. */
  alreadyEnded: string;
  /** Ephemeral: the guest is booking a hotel the presser is not linked to. */
  notYourHotel: string;
  /** Ephemeral: a reply in the thread while nobody took it. */
  takeFirst: string;
  /** Ephemeral: a reply in the thread of a hand-off that is over. */
  notRelayed: string;
  /** Note in the thread beside a guest's file that could not be brought here. */
  fileNotFetched: string;
  /** Note in the thread for a file the guest cannot receive. */
  fileNotRelayed(name: string): string;
  /** The escalation of a hand-off nobody took within `minutes` (mentions the channel). */
  escalated(minutes: number): string;
  /** The hand-off closed after `hours` of silence. */
  timedOut(hours: number): string;
  /** The first post of a hand-off that came outside the desk's `hours` (`HH:MM-HH:MM`); the guest was told when it opens. */
  outOfHours(hours: string): string;
  /** Title of an alert about a booking that needs staff. */
  alertTitle: { declinedTwice: string; expiredUnpaid: string; expiredAfterReminder: string; paidAfterExpiry: string };
  phone: string;
  email: string;
  stay: string;
  total: string;
  booking: string;
  /** The alert's button, and what it does. */
  contact: string;
  contactHint: string;
  /** The alert once someone contacted the guest (`who` a mention). */
  contactedBy(who: string): string;
  /** Ephemeral: the guest is already with staff (the chat is handed over). */
  alreadyWithStaff: string;
}

const ES: HandoffTexts = {
  title: {
    asked: '🙋 Un huésped quiere hablar con una persona',
    notUnderstood: '🙋 Un huésped pide una persona: el asistente no le estaba entendiendo',
    request: '🙋 Un huésped tiene una solicitud que el asistente no atiende',
    staff: '🙋 El personal tomó esta conversación',
  },
  again: '🙋 El mismo huésped pide de nuevo una persona',
  guest: 'Huésped',
  noName: 'sin nombre todavía',
  language: 'Idioma',
  langName: { es: 'español', en: 'inglés' },
  channel: 'Canal',
  channelName: (c) => ({ telegram: 'Telegram', terminal: 'chat de terminal', whatsapp: 'WhatsApp' })[c] ?? c,
  hotel: 'Hotel',
  destination: 'Destino',
  understood: 'Lo que entendió el asistente',
  nothingYet: 'nada todavía',
  requests: 'Solicitudes',
  requestName: {
    pets: 'mascota',
    accessibility: 'accesibilidad',
    invoice: 'factura a nombre de empresa',
    lateArrival: 'llegada tarde',
    special: 'solicitud especial',
    group: 'grupo (más de lo que reserva el asistente)',
  },
  lastMessages: 'Últimos mensajes',
  fromGuest: 'Huésped',
  fromBot: 'Asistente',
  rule: 'Solo las respuestas en este hilo de quien pulse *Tomar* llegan al huésped; el resto del equipo puede comentar aquí sin que el huésped lo vea.',
  take: 'Tomar',
  giveBack: 'Devolver al bot',
  close: 'Cerrar',
  closeConfirm: { title: '¿Cerrar la conversación?', text: 'El huésped recibe una despedida y el hilo deja de llegarle.', confirm: 'Cerrar', deny: 'Volver' },
  takenBy: (who, since) => `✋ Lo atiende ${who} desde ${since}`,
  waiting: '⏳ Esperando a que alguien lo tome.',
  returnedBy: (who) => `🤖 ${who} lo devolvió al asistente.`,
  closedBy: (who) => `🔒 ${who} cerró la conversación.`,
  guestLeft: '👋 El huésped volvió al asistente: lo que escriban aquí ya no le llega.',
  guestSays: (text) => `*Huésped:* ${text}`,
  alreadyTaken: (who) => `Ya lo atiende ${who}.`,
  alreadyEnded: 'Esta conversación ya no está con el personal.',
  notYourHotel: 'Este huésped está reservando en un hotel que no es el tuyo en esta app; lo atiende el personal de ese hotel.',
  takeFirst: 'Para responderle al huésped, pulsa *Tomar* en el primer mensaje del hilo.',
  notRelayed: 'Esta conversación ya no está con el personal: el huésped no verá este mensaje.',
  fileNotFetched: '📎 El huésped envió un archivo que no se pudo traer aquí; pídele que lo describa o lo envíe por correo.',
  fileNotRelayed: (name) => `📎 El huésped no recibe archivos por aquí (${name}); escríbele el contenido.`,
  escalated: (minutes) => `⏰ <!here> Este huésped espera hace ${minutes} min y nadie lo ha tomado. Se le dijo que sigue en la fila.`,
  timedOut: (hours) => `🔒 Cerrado automáticamente tras ${hours} h sin mensajes: el huésped volvió al asistente.`,
  outOfHours: (hours) =>
    `🌙 Llegó fuera del horario de recepción (${hours}); al huésped se le dijo cuándo abre y que el asistente puede seguir con la reserva.`,
  alertTitle: {
    declinedTwice: '💳 El pago de una reserva del chatbot fue rechazado dos veces',
    expiredUnpaid: '⌛ Una reserva del chatbot venció sin pago',
    expiredAfterReminder: '⌛ Una reserva del chatbot venció sin pago, después del recordatorio: el huésped se quedó en el paso del pago',
    paidAfterExpiry: '💸 Llegó el pago de una reserva del chatbot que ya había vencido: al huésped se le dijo que venció; revisa la reserva y avísale',
  },
  phone: 'Teléfono',
  email: 'Correo',
  stay: 'Estadía',
  total: 'Total',
  booking: 'Reserva',
  contact: 'Contactar al huésped',
  contactHint: '*Contactar al huésped* abre un hilo aquí: lo que escriba en él quien lo pulsó le llega al huésped en su chat.',
  contactedBy: (who) => `✋ ${who} contactó al huésped en este hilo.`,
  alreadyWithStaff: 'Este huésped ya está con el personal en otro hilo.',
};

const EN: HandoffTexts = {
  title: {
    asked: '🙋 A guest wants to talk to a person',
    notUnderstood: '🙋 A guest asks for a person: the assistant was not understanding them',
    request: '🙋 A guest has a request the assistant does not handle',
    staff: '🙋 Staff took this conversation',
  },
  again: '🙋 The same guest asks for a person again',
  guest: 'Guest',
  noName: 'no name yet',
  language: 'Language',
  langName: { es: 'Spanish', en: 'English' },
  channel: 'Channel',
  channelName: (c) => ({ telegram: 'Telegram', terminal: 'terminal chat', whatsapp: 'WhatsApp' })[c] ?? c,
  hotel: 'Hotel',
  destination: 'Destination',
  understood: 'What the assistant understood',
  nothingYet: 'nothing yet',
  requests: 'Requests',
  requestName: {
    pets: 'pet',
    accessibility: 'accessibility',
    invoice: 'company invoice',
    lateArrival: 'late arrival',
    special: 'special request',
    group: 'group (more than the assistant books)',
  },
  lastMessages: 'Last messages',
  fromGuest: 'Guest',
  fromBot: 'Assistant',
  rule: 'Only the replies in this thread of whoever presses *Take* reach the guest; the rest of the team may comment here without the guest seeing it.',
  take: 'Take',
  giveBack: 'Back to the bot',
  close: 'Close',
  closeConfirm: { title: 'Close the conversation?', text: 'The guest gets a goodbye and this thread stops reaching them.', confirm: 'Close', deny: 'Back' },
  takenBy: (who, since) => `✋ ${who} has it since ${since}`,
  waiting: '⏳ Waiting for someone to take it.',
  returnedBy: (who) => `🤖 ${who} gave it back to the assistant.`,
  closedBy: (who) => `🔒 ${who} closed the conversation.`,
  guestLeft: '👋 The guest went back to the assistant: what you write here no longer reaches them.',
  guestSays: (text) => `*Guest:* ${text}`,
  alreadyTaken: (who) => `${who} already has it.`,
  alreadyEnded: 'This conversation is no longer with staff.',
  notYourHotel: "This guest is booking a hotel that is not yours in this app; that hotel's staff handle them.",
  takeFirst: 'To answer the guest, press *Take* on the first message of the thread.',
  notRelayed: 'This conversation is no longer with staff: the guest will not see this message.',
  fileNotFetched: '📎 The guest sent a file that could not be brought here; ask them to describe it or send it by email.',
  fileNotRelayed: (name) => `📎 The guest cannot receive files from here (${name}); write them its content.`,
  escalated: (minutes) => `⏰ <!here> This guest has been waiting ${minutes} min and nobody took them. They were told they are still in the queue.`,
  timedOut: (hours) => `🔒 Closed automatically after ${hours} h without messages: the guest went back to the assistant.`,
  outOfHours: (hours) =>
    `🌙 Arrived outside the front desk's hours (${hours}); the guest was told when it opens and that the assistant can go on with the booking.`,
  alertTitle: {
    declinedTwice: "💳 A chatbot booking's payment was declined twice",
    expiredUnpaid: '⌛ A chatbot booking expired unpaid',
    expiredAfterReminder: '⌛ A chatbot booking expired unpaid after the reminder: the guest stopped at the payment step',
    paidAfterExpiry: '💸 A payment arrived for a chatbot booking that had expired: the guest was told it expired; check the booking and tell them',
  },
  phone: 'Phone',
  email: 'Email',
  stay: 'Stay',
  total: 'Total',
  booking: 'Booking',
  contact: 'Contact the guest',
  contactHint: '*Contact the guest* opens a thread here: what whoever pressed it writes there reaches the guest in their chat.',
  contactedBy: (who) => `✋ ${who} contacted the guest in this thread.`,
  alreadyWithStaff: 'This guest is already with staff in another thread.',
};

/** The hand-off thread's texts in `lang`. */
export function handoffTexts(lang: Lang): HandoffTexts {
  return lang === 'en' ? EN : ES;
}
