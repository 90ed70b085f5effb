/**
 * Intents of a guest message: navigation (cancel, back, restart, change a
 * part of the booking), corrections ("no, mejor el 16"), small talk
 * (greetings, thanks, chatter, help), yes/no answers and requests to switch
 * language, in Spanish (Colombian and Latin American chat style) and English.
 *
 * This extractor runs FIRST on every message, so it is conservative: it
 * claims only words that are clearly not booking data and leaves everything
 * else (numbers, dates, places, names) for the extractors that follow. A
 * word it is unsure of is not claimed.
 *
 * Matching is done on the folded words (lowercase, no accents) with repeated
 * letters squeezed ("holaaa", "siii", "graciass" read as "hola", "si",
 * "gracias") and apostrophes dropped ("don't" = "dont"). Phrases have a
 * position rule: anywhere, at the start of the message, at the start and
 * followed by punctuation or the end ("si, 2 adultos" but not "si hay
 * cupo"), or alone (the message holds nothing else but polite and filler
 * words). Pure: no clock, no I/O.
 */
import { distance } from 'fastest-levenshtein';
import { z } from 'zod';
import type { Lang } from '../types.js';
import { checkLexicon } from './lexiconCheck.js';
import data from './lexicon/intents.json' with { type: 'json' };
import { NUMBER_WORDS, tokens, type TextRange } from './text.js';
import type { ChangeTarget, Intent, IntentsFound, Message, Slot } from './types.js';

// ------------------------------------------------------------------ the lexicon of other varieties

/** Folded words of a lexicon: lowercase ASCII letters, digits, hyphens and spaces only (no accents, no capitals). */
const FoldedPhrase = z.string().regex(/^[a-z0-9-]+(?: [a-z0-9-]+)*$/, 'a folded phrase: lowercase, no accents, single spaces');
/** The intents a phrase of the lexicon may read as (`bareNo`: a heading "não", read like a bare "no"). */
const LexiconIntent = z.enum(['cancel', 'back', 'restart', 'correction', 'greeting', 'thanks', 'smalltalk', 'help', 'human', 'yes', 'no', 'bareNo']);
const LexiconSlot = z.enum(['name', 'lastName', 'phone', 'email', 'country', 'residenceCity', 'destination', 'dates', 'nights', 'party', 'childAges', 'rooms']);
const TARGET_KEYS = ['dates', 'destination', 'party', 'rooms', 'hotel', 'product', 'name', 'email', 'phone', 'country', 'residenceCity'] as const;

/**
 * The schema of the intents lexicon (`lexicon/intents.json`): intent phrases of the varieties guests write in besides
 * Colombian Spanish and English (Brazilian Portuguese written into the Spanish chat, voseo), grouped by intent and
 * position rule (see {@link Where}); the voseo infinitives whose imperative is read like the infinitive's phrases; and
 * per variety the words added to the change verbs and determiners, the change targets, the verbs of reaching a person,
 * the staff asked for, the little words on the way to them and the filler words.
 */
export const IntentLexicon = z.strictObject({
  about: z.string(),
  phrases: z.array(
    z.strictObject({
      note: z.string(),
      variety: z.string().min(2),
      intent: LexiconIntent,
      where: z.enum(['any', 'start', 'head', 'alone']),
      aloneReading: LexiconIntent.exclude(['bareNo']).optional(),
      notAt: z.array(LexiconSlot).optional(),
      phrases: z.array(FoldedPhrase).min(1),
    }),
  ),
  voseoVerbs: z.array(z.string().regex(/^[a-z]+(?:ar|er|ir|arse|erse|irse)$/, 'a Spanish infinitive')),
  changeVerbs: z.record(z.string(), z.array(FoldedPhrase)),
  changeDeterminers: z.record(z.string(), z.array(FoldedPhrase)),
  changeTargets: z.partialRecord(z.enum(TARGET_KEYS), z.array(FoldedPhrase)),
  contactVerbs: z.record(z.string(), z.array(FoldedPhrase)),
  staffHeads: z.record(z.string(), z.array(FoldedPhrase)),
  staffWay: z.record(z.string(), z.array(FoldedPhrase)),
  fillers: z.record(z.string(), z.array(FoldedPhrase)),
});
/** The intents lexicon, as validated by {@link IntentLexicon}. */
export type IntentLexicon = z.output<typeof IntentLexicon>;

/** The intents lexicon, read and checked once, when this module is loaded. */
const LEXICON: IntentLexicon = checkLexicon(IntentLexicon, data, 'src/flows/understand/lexicon/intents.json', 'intent');
/** Every word of one per-variety list of the lexicon, as a space-separated string for the word sets below. */
const lexiconWords = (byVariety: Record<string, string[]>): string => Object.values(byVariety).flat().join(' ');

// ------------------------------------------------------------------ filler words

/**
 * Folded words (lowercase, no accents, as `tokens()` gives them) that carry
 * no booking value on their own in either language: function words, request
 * verbs ("quiero", "reservar", "busco", "book", "need"), polite words
 * ("por favor", "please"), and nouns that stay behind once their value was
 * read ("hotel", "habitacion", "room"). The combiner drops them before
 * judging whether anything of a message was left not understood.
 *
 * Deliberately NOT included: number words that are answers on their own
 * ("uno", "una", "dos"…; "un" and "a" are, as they are never a bare answer),
 * "no", "yo"/"nosotros"/"solo" (occupancy hints), names of months, days,
 * places, and anything an intent claims ("hola", "gracias", "ok").
 */
export const FILLER_WORDS: ReadonlySet<string> = new Set(
  `
  quiero queremos quisiera quisieramos queria queriamos quiere quieren
  busco buscamos buscando buscar estoy estamos necesito necesitamos necesita necesitaria
  reservar reserva reservas reservacion reservaciones reservame reservarme reservarnos reservamos reserve
  hacer realizar tener tengo tenemos cotizar cotizacion cotizame
  comento cuento informo comunico comentarle contarle informarle
  me gustaria gustaria nos encantaria podria podrias puede puedes pueden podemos puedo
  regalame regala regalan regalas ayudar ayudarme ayudame colaborar colabora
  hotel hoteles hospedaje alojamiento hospedarme hospedarnos alojarme alojarnos quedarme quedarnos
  estadia estancia habitacion habitaciones cuarto cuartos
  viajar viaje viajamos vamos ir
  disponible disponibles disponibilidad cupo hay tienen tiene
  para por x favor porfa porfas porfi porfis porfavor porfavorcito favorcito xfa xfas xfis xfavor xfavorcito pfv plis pliz plox
  de del en un unos unas el la los las lo al a y e o u con sin que q k
  es son ser sea somos este esta estos estas ese esa eso algo alguna algun
  mi mis su sus nos se le les tu
  pues bueno entonces oye mira ah oh eh um uy ay
  senor senora senorita sr sra srta amigo amiga parce parcero parcera hermano bro veci sumerce joven
  perdon perdona disculpa disculpe
  desde hasta entre
  please pls plz
  i i'm im i’m i'd id we we're were we'd you it its it's this that there
  want wanna would like need needs looking look book booking bookings reserve reservation
  hotels room rooms stay staying get have has had
  for of the an and with in at on to from until till by
  my our me us your some any is are am be
  can could may might will just also so well oh um uh
  available availability
  sorry excuse
  nice lovely beautiful bonito bonita lindo linda comodo comoda
  tal vez quizas quiza maybe perhaps probably probablemente creo
  anymore let let's lets prefiero preferimos prefiere prefer pero but
  ${lexiconWords(LEXICON.fillers)}
  `
    .split(/\s+/)
    .filter((w) => w !== ''),
);

// ------------------------------------------------------------------ word helpers

/** A word's matching key: apostrophes dropped, runs of the same letter squeezed to one. */
function squeeze(word: string): string {
  return word.replace(/['’]/g, '').replace(/(\p{L})\1+/gu, '$1');
}

/**
 * Words allowed around a phrase that must be alone or head the message:
 * polite fillers in their chat spellings ("por favor", "x favor", "xfa",
 * "porfa", "pls"), forms of address and hesitation words. A "x" before
 * "favor"/"fa" is read as "por" (see {@link politeX}).
 */
const POLITE: ReadonlySet<string> = new Set(
  `por favor porfa porfas porfi porfis porfavor porfavorcito favorcito xfa xfas xfi xfis xfavor xfavorcito pf pfv pfa plis pliz please pls plz plox plees pleas plx
   senor senora senorita sr sra srta
   amigo amiga parce parcero parcera hermano hermana bro veci vecino joven mijo mija sumerce
   pues bueno entonces ya ah oh eh ay uy igual tambien muy mucho
   sir madam mam maam buddy man thanks`
    .split(/\s+/)
    .filter((w) => w !== '')
    .map(squeeze),
);

/** Polite fillers that may come before a phrase that must start the message ("porfa atrás", "please back"). */
const PLEASE: ReadonlySet<string> = new Set(
  `por favor porfa porfas porfi porfis porfavor porfavorcito xfa xfas xfis xfavor pfv plis pliz please pls plz plox kindly`.split(/\s+/).map(squeeze),
);

/** Words that may come before a phrase that must start the message ("bueno, cancelar"). */
const LEAD: ReadonlySet<string> = new Set(
  `bueno pues ah oh ay uy eh ey oye mira hmm mmm em entonces y and well so um uh
   perdon perdona perdone disculpa disculpe disculpas sorry ups oops`
    .split(/\s+/)
    .filter((w) => w !== '')
    .map(squeeze),
);

/** Words that may precede a correction and belong to it ("perdón, quise decir…"). */
const CORRECTION_LEAD: ReadonlySet<string> = new Set(
  `perdon perdona perdone disculpa disculpe disculpas sorry ups oops uy ay ah oh uh bueno pues`.split(/\s+/).map(squeeze),
);

/** Words that repeat a "no" rather than correct something ("no, ninguno"). */
const NO_ECHO: ReadonlySet<string> = new Set(`no ninguno ninguna ningun nada nadie nunca tampoco none nobody nothing never nope`.split(/\s+/).map(squeeze));

/** Intent words that are also first or last names ("Dale", "Vale", "Bueno"): not claimed alone at the name questions. */
const NAME_LIKE: ReadonlySet<string> = new Set(
  `dale vale bueno bien claro ty nel sale va hecho alo epa ola mejor rather sure morning listo perfecto correcto exacto super genial`.split(/\s+/).map(squeeze),
);

/** Slots where a bare word is probably a name or place, so short or fuzzy intent words are not claimed. */
const NAME_SLOTS: ReadonlySet<Slot> = new Set(['name', 'lastName', 'destination', 'residenceCity', 'country', 'hotel']);

// ------------------------------------------------------------------ phrase table

/**
 * Where a phrase counts:
 * - `any`: anywhere in the message;
 * - `start`: every word before it was claimed by an intent or is a lead word;
 * - `head`: `start`, and followed by punctuation, the end, a polite word or
 *   another intent phrase ("si, 2 adultos", "que mas?" but not "si hay cupo",
 *   "que mas opciones hay");
 * - `alone`: the message holds nothing else but other intents, polite words
 *   and {@link FILLER_WORDS}.
 */
type Where = 'any' | 'start' | 'head' | 'alone';

/** `'NO'`: a bare "no", read after the scan as `no` or as a correction. */
type Reading = Intent | 'NO';

interface Entry {
  words: string[];
  reading: Reading;
  where: Where;
  /** An accented "sí" in the raw text: `start` instead of `head`. */
  accentStart?: boolean;
  /** The phrase does not count when the next word is one of these. */
  notNext?: ReadonlySet<string>;
  /** The phrase does not count after these words ("¿puedo cancelar después?" asks about a policy). */
  notPrev?: ReadonlySet<string>;
  /** The reading when the message holds nothing else ("espera" alone is chatter, not a correction). */
  aloneReading?: Intent;
  /**
   * The reading when punctuation parts the phrase from words after it that
   * no intent claims: a value said aside ("no sé todavía, Cartagena tal vez"),
   * read by the extractors that follow.
   */
  asideReading?: Intent;
  /** The phrase does not count while these questions are asked ("español" at the country question). */
  notAt?: readonly Slot[];
}

const TABLE = new Map<string, Entry[]>();
/** The one-letter words of the table's phrases as written ("y", "q", "k"): a letter typed alone matches these only, never a word squeezed to it ("mm"). */
const ONE_LETTER_WORDS = new Set<string>();

function add(reading: Reading, where: Where, phrases: string, extra: Partial<Entry> = {}): void {
  for (const p of phrases.split('|')) {
    for (const w of p.trim().split(/\s+/)) if (w.length === 1) ONE_LETTER_WORDS.add(w);
    const words = p.trim().split(/\s+/).map(squeeze);
    if (words.length === 0 || words[0] === '') continue;
    const e: Entry = { words, reading, where, ...extra };
    const list = TABLE.get(words[0]!) ?? [];
    list.push(e);
    TABLE.set(words[0]!, list);
  }
}

const CANCEL: Intent = { kind: 'cancel' };
const BACK: Intent = { kind: 'back' };
const RESTART: Intent = { kind: 'restart' };
const CORRECTION: Intent = { kind: 'correction' };
const GREETING: Intent = { kind: 'greeting' };
const THANKS: Intent = { kind: 'thanks' };
const SMALLTALK: Intent = { kind: 'smalltalk' };
const HELP: Intent = { kind: 'help' };
const YES: Intent = { kind: 'yes' };
const NO: Intent = { kind: 'no' };
const lang = (l: Lang): Intent => ({ kind: 'language', lang: l });
const HUMAN: Intent = { kind: 'human' };

// Cancel.
/** Words before "cancelar" that make it a question about cancelling, not a request ("se puede cancelar?", "if I cancel"). */
const ASKING: ReadonlySet<string> = new Set(
  `puedo puede pueden podemos podria podre podra se si como cuando hay sin para de al antes despues can could if how when i'll will would before after to`
    .split(/\s+/)
    .map(squeeze),
);
add(CANCEL, 'any', 'cancelar|cancela|cancelalo|cancelala|cancelelo|cancelen|cancelemos|cancelo|cancel|cancell|anular|anula|anulalo|anulemos', {
  notPrev: ASKING,
});
// Class: "cancelled" said of something that happened to the guest ("flight got cancelled", "my meeting was cancelled"):
// a reason to book, not the guest cancelling; so is one said before what it was ("a cancelled flight", "our cancelled
// tour").
add(CANCEL, 'any', 'cancelled|canceled', {
  notPrev: new Set([...ASKING, ...'got get gets was were been is flight vuelo meeting event a an the my our his her their its'.split(' ')]),
  notNext: new Set(
    'flight flights connection connections meeting meetings event events tour tours trip plans plan reservation booking train bus ferry cruise concert game match show wedding class classes'.split(
      ' ',
    ),
  ),
});
add(CANCEL, 'start', 'quiero cancelar|i want to cancel|please cancel|necesito cancelar|vamos a cancelar|voy a cancelar');
/**
 * Words taking back what the guest was saying ("olvídalo", "forget it", "never mind"): alone, or with no new value after
 * them, the guest gives the booking up; a value said right after them is what they meant instead ("never mind, the 20th":
 * see `understand`).
 */
export const RETRACTIONS: readonly string[] =
  'olvidalo|olvidalo todo|olvidate|olvidenlo|olvida eso|olvidate de eso|olvidelo|olvidela|olvidese|olvidese de eso|forget it|forget about it|forget it all|never mind|nevermind|nvm'.split(
    '|',
  );
add(CANCEL, 'any', RETRACTIONS.join('|'));
// Class: "forget" with the whole booking as its object ("forget the whole thing", "forget the booking", "olvidemos la
// reserva"): the guest gives it up.
add(
  CANCEL,
  'any',
  'forget the whole thing|forget the whole booking|forget the whole trip|forget the booking|forget the reservation|olvida la reserva|olvide la reserva|olvidemos la reserva|olvidate de la reserva|olvidese de la reserva',
);
// Formal "usted" and polite refusals to go on ("mejor no, cancele todo", "I'd rather not go ahead").
add(CANCEL, 'any', 'cancele|cancele todo|cancelen todo|anule|anule todo', { notPrev: ASKING });
add(CANCEL, 'any', 'rather not go ahead|not go ahead|dont go ahead|do not go ahead|rather not proceed|dont proceed|do not proceed|not proceed');
add(
  CANCEL,
  'any',
  'ya no voy a viajar|ya no vamos a viajar|ya no viajo|ya no viajamos|no voy a viajar|se cancelo el viaje|se cancelo mi viaje|ya no lo necesito|ya no la necesito|ya no necesito|ya no vamos|ya no voy|dont want to book anymore|i dont want it anymore|dont need it anymore|not going anymore|not traveling anymore|not travelling anymore|trip is cancelled|trip got cancelled|ya no quiero|no quiero reservar|no quiero reservar nada|ya no quiero reservar|no quiero seguir|no quiero continuar|ya no me interesa|no voy a reservar|dont want to book|i dont want to book|dont want to continue|i changed my mind|cambie de opinion|me arrepenti',
);
// Class: the trip fell through, said as what happened to it ("se nos dañó el viaje", "se cayó el viaje", "event postponed
// sine die", "the trip is off"): the guest will not book. A postponement with no new date only; "postponed to March" is
// not claimed here (the date said is read as a change).
add(
  CANCEL,
  'any',
  'al final no viajamos|al final no vamos|al final no viajo|al final no voy|otro dia reservo|luego reservo|despues reservo|reservo otro dia|ill book later|i will book later|well book later|we will book later|ill book another time|book another time|se dano el viaje|se nos dano el viaje|se me dano el viaje|se dano el plan|se nos dano el plan|se cayo el viaje|se nos cayo el viaje|se me cayo el viaje|se cayo el plan|se nos cayo el plan|se suspendio el viaje|aplazado indefinidamente|pospuesto indefinidamente|trip is off|the trip is off|trip fell through|plans fell through|trip got called off|trip was called off|postponed sine die|sine die|postponed indefinitely',
);
// "Disregard", "ignore this request", the event the trip was for called off ("se canceló el evento"): alone. Beside a
// value ("disregard, 3 adults", "event cancelled, need to change the dates") the guest goes on.
add(
  CANCEL,
  'alone',
  'disregard|please disregard|pls disregard|disregard this|disregard my request|ignore this|ignore my request|event postponed|evento aplazado|evento pospuesto|se cancelo el evento|cancelaron el evento|se aplazo el evento|aplazaron el evento|se suspendio el evento|suspendieron el evento|event cancelled|event canceled|event called off|the event was cancelled|the event got cancelled',
);
add(CANCEL, 'head', 'stop|detente|para ya');
// Navigation words of other languages guests fall back on, alone ("annuler", "zurück").
add(CANCEL, 'alone', 'annuler|abbrechen|stornieren|annulla|annullare|cancelamento');
add(BACK, 'alone', 'zuruck|retour|indietro|voltar');
add(CANCEL, 'alone', 'salir|exit|quit|terminar|ya no|basta|ya basta|abort|end|finish|ya no dejemos asi|ya no dejemoslo asi|ya no dejemos ahi');
// Back.
add(
  BACK,
  'any',
  'volver atras|vuelve atras|vuelva atras|volve atras|regresa atras|regrese atras|devuelve atras|regresa a lo anterior|vuelve a lo anterior|regrese a lo anterior|vuelva a lo anterior|volvamos atras|vamos atras|ir atras|un paso atras|back up|back up a step|back up one step|devolverse|devuelvete|paso anterior|pregunta anterior|volver al paso anterior|regresar al paso anterior|volver a la pregunta anterior|go back|previous step|previous question|step back',
);
add(
  BACK,
  'any',
  'paso atras|pasito atras|un pasito atras|paso para atras|pasito para atras|un paso para atras|un pasito para atras|paso pa atras|pasito pa atras|un paso pa atras|un pasito pa atras|devuelveme un paso|regresame un paso|devuelvete un paso|regresate un paso|retroceder|retrocede|retrocedamos|retrocedeme|retroceder un paso|take me back|back one step|back a step|one step back',
);
add(BACK, 'head', 'atras|back|para atras|pa atras|pa tras|regresate|devuelvase|regresese');
// Class: a back verb with how far ("devuélvase una", "regrésese uno", "devuélvame una pregunta", "go back one"): one step back.
add(
  BACK,
  'any',
  'devuelvase un pasito|devuelvase un paso|devuelvete un pasito|regresemos a lo de antes|volvamos a lo de antes|regresemos a lo anterior|volvamos a lo anterior|devolvamonos|regresemos un paso|devuelvase una|devuelvase uno|devuelvase un paso|devuelvete una|devuelvete uno|devuelvame una|devuelveme una|devuelvanse una|regresese una|regresese uno|regresate una|regresate uno|regreseme una|regresame una|vuelva una|vuelve una|devuelvase una pregunta|devuelvame una pregunta|devuelveme una pregunta|regreseme una pregunta|una pregunta atras|una atras|go back one|back one',
);
add(
  BACK,
  'alone',
  'me devuelvo|devuelveme|devuelvame|regresame|llevame atras|vamos atras|volvamos atras|volvamos|go back one step|volver|regresar|regresa|vuelve|devolver|anterior|previous|undo|deshacer|back please',
);
// Restart.
add(
  RESTART,
  'any',
  'empezar de nuevo|empezar otra vez|empezar de cero|empecemos de nuevo|empecemos otra vez|empezamos de nuevo|comenzar de nuevo|comenzar otra vez|comenzar de cero|comencemos de nuevo|iniciar de nuevo|iniciar otra vez|volver a empezar|volver a comenzar|volver a iniciar|volver al inicio|volver al principio|desde el principio|desde cero|reiniciar|reinicia|reinicie|reiniciemos|reinicio|reset|resetear|nueva busqueda|otra busqueda|buscar de nuevo|buscar otra vez|nueva reserva|otra reserva|nueva reservacion|otra reservacion',
);
add(
  RESTART,
  'any',
  'nueva cotizacion|otra cotizacion|cotizar de nuevo|cotizar otra vez|nueva consulta|new quote|another quote|start over|start again|start from scratch|start from the beginning|restart|new search|another search|search again|from the beginning|from scratch|begin again|new booking|another booking|new reservation',
);
add(RESTART, 'alone', 'empezar|comenzar|start');
add(
  RESTART,
  'any',
  'volvamos a empezar|volvamos a comenzar|volvamos a iniciar|arranquemos de nuevo|arrancar de nuevo|arrancar de cero|empezar todo de nuevo|empezar todo otra vez|hacer otra reserva|hacer una nueva reserva|lets start over|lets start again|start all over|start all over again|lets begin again',
);
add(
  RESTART,
  'any',
  'empecemos de cero|empezamos de cero|empezemos de cero|empecemos desde cero|empezar desde cero|comencemos de cero|comenzamos de cero|comencemos desde cero|arranquemos de cero|arrancamos de cero|iniciemos de cero|volvamos a cero|borron y cuenta nueva|hagamos borron y cuenta nueva|lets start from scratch|start from zero|start fresh|lets start fresh',
);
// Class: wiping what was said and starting again ("borre todo y arranquemos otra vez", "borra todo", "delete everything").
add(
  RESTART,
  'any',
  'arranca de nuevo|arranque de nuevo|arranca otra vez|arranque otra vez|arranca de cero|arranque de cero|vuelve a empezar|vuelva a empezar|vuelve a empezar todo|start afresh|lets start afresh|begin afresh|start afresh please|arranquemos otra vez|arrancar otra vez|arrancamos otra vez|arranquemos de nuevo otra vez|borre todo|borra todo|borrar todo|borremos todo|borrelo todo|borralo todo|borren todo|borre todo eso|borra todo eso|delete everything|delete it all|clear everything|clear it all|wipe everything|scrap everything|scrap that and start over|scrap it all',
);
add(RESTART, 'any', 'back to the start|back to the beginning|back to start|volver al comienzo|ir al inicio|regresar al inicio|regresar al principio');
// Corrections: what follows corrects the last answer.
/** Nouns after "un segundo", "a second"… that make them an ordinal ("un segundo cuarto"), not a pause. */
const WAIT_NOT_NEXT: ReadonlySet<string> = new Set(
  `cuarto cuartos habitacion habitaciones piso adulto adulta nino nina hijo hija persona huesped cama noche hotel apellido nombre
   room rooms floor adult child kid person guest bed night hotel name`
    .split(/\s+/)
    .filter((w) => w !== '')
    .map(squeeze),
);
add(CORRECTION, 'start', 'mejor', {
  notNext: new Set([
    'hotel',
    'hoteles',
    'precio',
    'precios',
    'opcion',
    'opciones',
    'tarifa',
    'tarifas',
    'oferta',
    'ofertas',
    'habitacion',
    'lugar',
    'plan',
    'sitio',
    'zona',
    'de',
    'del',
    'que',
  ]),
});
add(
  CORRECTION,
  'start',
  'digo|o sea|osea|en realidad|corrigo|error|no espera|no perdon|no mejor|no disculpa|no sorry|no wait|no actually|make it|i mean|rather',
);
add(
  CORRECTION,
  'start',
  'espera|espere|esperate|esperame|espereme|un momento|un momentico|un momentito|un segundo|un segundito|un minuto|un minutico|espera un momento|espera un segundo|espera un minuto|esperame un momento|esperame un segundo|esperame un minuto|dame un momento|dame un segundo|dame un minuto|deme un momento|deme un minuto|regalame un momento|regalame un minuto|regalame un segundo|wait|hold on|one moment|wait a sec|wait a second|wait a minute|wait a moment|hold on a sec|hold on a second|hold on a minute|one sec|one second|a sec|just a sec|just a second|just a moment|just a minute|give me a sec|give me a second|give me a minute|give me a moment',
  { aloneReading: SMALLTALK, notNext: WAIT_NOT_NEXT },
);
add(
  CORRECTION,
  'any',
  'quise decir|quiero decir|queria decir|quisimos decir|me equivoque|me equivoque en|nos equivocamos|me confundi|me enrede|corrijo|correccion|mas bien|mejor dicho|perdon me equivoque|actually|i meant|i made a mistake|made a mistake|i made an error|i messed up|i screwed up|we meant|meant to say|instead|or rather|my mistake|correction|typo',
);
// "my bad" owns up to a mistake, unless a language follows: "sorry for my bad english" speaks of how it is written.
add(CORRECTION, 'any', 'my bad', {
  notNext: new Set(['english', 'spanish', 'french', 'german', 'portuguese', 'italian', 'grammar', 'spelling', 'writing', 'typing']),
});
// Greetings (at the start of the message).
// Season's greetings: never a date ("feliz navidad" does not ask to arrive on Christmas).
const SEASONS =
  'feliz navidad|feliz ano|feliz ano nuevo|prospero ano nuevo|prospero ano|felices fiestas|feliz dia|feliz tarde|feliz noche|feliz fin de semana|feliz finde|feliz semana santa|feliz pascua|merry christmas|merry xmas|happy new year|happy holidays|season greetings|seasons greetings|happy easter';
add(GREETING, 'start', SEASONS);
add(SMALLTALK, 'any', SEASONS);
// Class: a day wished well ("Happy Friday!", "feliz lunes", "buen fin de semana", "have a nice weekend"): a greeting or
// a farewell, never the day of the stay.
const DAYS_WISHED =
  'feliz lunes|feliz martes|feliz miercoles|feliz jueves|feliz viernes|feliz sabado|feliz domingo|buen fin de semana|buen finde|lindo fin de semana|lindo finde|happy monday|happy tuesday|happy wednesday|happy thursday|happy friday|happy saturday|happy sunday|happy weekend|have a nice weekend|have a good weekend|have a great weekend|enjoy your weekend|enjoy the weekend';
add(GREETING, 'start', DAYS_WISHED);
add(SMALLTALK, 'any', DAYS_WISHED);
add(
  GREETING,
  'start',
  'hola|holi|holis|ola|hola hola|buenas|buenos dias|buen dia|buenas tardes|buenas noches|buenas buenas|saludos|cordial saludo|un saludo|hi|hey|hello|hiya|hi there|hey there|hello there|howdy|greetings|good morning|good afternoon|good evening|morning',
);
// Class: the hotel addressed at the opening of a letter ("Estimados señores:", "Señores Hotel:", "Dear Sir or Madam,"): part
// of the greeting, never people of the party.
add(
  GREETING,
  'start',
  'muy buenos dias|muy buenas tardes|muy buenas noches|muy buen dia|estimados senores|estimadas senoras|estimado senor|estimada senora|estimados|estimadas|respetados senores|respetado senor|respetada senora|apreciados senores|apreciado senor|apreciada senora|distinguidos senores|senores|senores hotel|senores del hotel|dear sir|dear sirs|dear madam|dear sir or madam|dear sirs or madams|to whom it may concern|dear reservations team|dear reservations|dear team|dear hotel',
);
// Class: an affectionate form of address right after a greeting ("hola mi amor", "buenas mi reina", "hola corazón"): part
// of the greeting, never a companion ("voy con mi amor" is not after a greeting, and is left to the party reading).
add(
  GREETING,
  'start',
  'hola mi amor|hola amor|hola mi vida|hola mi reina|hola reina|hola mi rey|hola corazon|hola mi corazon|hola mi cielo|hola linda|hola mi nina|buenas mi amor|buenas amor|buenas mi reina|buenas reina|buenas mi vida|buenas corazon|buenos dias mi amor|buenos dias mi reina|buenas tardes mi amor|buenas noches mi amor|buen dia mi amor' +
    // (a friend's word said to whoever answers: "buenas mi pana", "hola parce", "quiubo mi llave")
    '|hola mi pana|hola pana|buenas mi pana|buenas pana|hola parce|buenas parce|hola parcero|buenas parcero|hola mi llave|buenas mi llave|quiubo parce|quiubo mi llave|hola mi hermano|buenas mi hermano|hola hermano|buenas hermano|hola compa|buenas compa|hola bro|buenas bro|hola mi bro|que mas parce|q mas parce',
);
add(GREETING, 'head', 'que mas|q mas|k mas|que mas pues|quiubo|quiubo pues|quihubo|que hubo|q hubo|epa|ey|alo|buenas pues', { notAt: ['name', 'lastName'] });
// Thanks.
add(
  THANKS,
  'any',
  'gracias|muchas gracias|mil gracias|muchisimas gracias|gracias a ti|gracias a usted|gracias por todo|gracias igual|te agradezco|le agradezco|agradecido|agradecida|muy amable|que amable|grax|graxias|thanks|thank you|thank u|thanks a lot|many thanks|thank you so much|thank you very much|thanks so much|thanx|thnx|thx|tnx|tks|tysm|cheers',
  // "Acción de Gracias" is Thanksgiving, a date: not a thank-you.
  { notPrev: new Set(['de']) },
);
add(THANKS, 'alone', 'ty|grs', { notAt: ['name', 'lastName'] });
// Small talk.
add(
  SMALLTALK,
  'any',
  'como estas hoy|como esta hoy|como te va hoy|how are you today|how are you doing today|hows your day|como estas|como estan|como te va|como vas|como va todo|que tal todo|todo bien o que|how are you|how r u|how are u|hows it going|how is it going|whats up|wassup|que onda',
);
add(
  SMALLTALK,
  'any',
  'eres una persona o un robot|es una persona o un robot|usted es una persona o un robot|eres un robot o una persona|es un robot o una persona|eres humano o robot|are you a person or a bot|are you a human or a bot|are you a bot or a person|are you a bot or a human|eres un bot|eres un robot|eres una ia|eres una maquina|eres humano|eres una persona|eres real|es un bot|es un robot|eres bot|hablo con un bot|hablo con una persona|hablo con un humano|hablo con una maquina|quien eres|quien habla|quien me habla|que eres|con quien hablo|como te llamas|cual es tu nombre|are you a bot|are you a robot|are you human|are you a person|are you real|are you an ai|is this a bot|is this a robot|am i talking to a bot|am i talking to a person|am i talking to a human|who are you|what are you|who is this|whats your name|what is your name',
);
add(
  SMALLTALK,
  'head',
  'como esta|que tal|sup|bien y tu|bien y usted|muy bien y tu|muy bien y usted|fine and you|good and you|estoy bien|i am fine|im fine|im good|bien gracias|muy bien gracias|de nada|con gusto|you are welcome|youre welcome|chao|chau|adios|bye|goodbye|hasta luego|nos vemos|see you|see ya|buena noche|good night',
);
add(
  SMALLTALK,
  'any',
  'que pena|q pena|k pena|que pena contigo|que pena con usted|ay que pena|ay q pena|ya te digo|ahorita te digo|luego te digo|despues te digo|ya te confirmo|ahorita te confirmo|luego te confirmo|despues te confirmo|te confirmo luego|te confirmo mas tarde|te confirmo despues|te aviso|ya te aviso|luego te aviso|te escribo luego|te escribo mas tarde|ya te escribo|ya te lo mando|ya te lo envio|ya te lo paso|ahorita te lo mando|ya vuelvo|ya regreso|ahorita vuelvo|dejame pensarlo|dejame pensar|dejeme pensarlo|lo pienso|lo voy a pensar|voy a pensarlo|lo vamos a pensar|lo pensamos|let me think|let me think about it|lemme think|let me see|lemme see|ill think about it|ill get back to you|get back to you|ill let you know|let you know|brb|be right back',
);
add(SMALLTALK, 'start', 'hmm|mmm|ehh|uhm|umm|ehm|emm');
// Class: the children interrupting the chat ("sorry, my kid grabbed the phone", "ay estos niños no me dejan escribir"):
// small talk, the child named there is not a traveller.
add(
  SMALLTALK,
  'any',
  'my kid grabbed the phone|my kids grabbed the phone|my son grabbed the phone|my daughter grabbed the phone|the kids grabbed the phone|kid grabbed the phone|grabbed the phone|grabbed my phone|estos ninos no me dejan escribir|los ninos no me dejan escribir|este nino no me deja escribir|estos ninos no se quedan quietos|los ninos no se quedan quietos|este nino no se queda quieto|no me dejan escribir|no se quedan quietos',
);
// Farewells that name the trip ("nos vemos en Cartagena"): the place is not asked for (the destination extractor skips it too).
add(SMALLTALK, 'any', 'nos vemos en|nos vemos alla|nos vemos pronto|nos veremos en|te veo en|see you in|see you there|see you soon|see ya in|hasta pronto');
add(
  SMALLTALK,
  'alone',
  'perdon|perdona|disculpa|disculpe|disculpas|lo siento|sorry|a la orden|tranquilo|tranquila|no hay problema|no problem|no pasa nada|hmm|mmm|mm|ah|oh|eh|uh|um|ajá|aja|wow|ups|oops|uy|ay|vaya|que bien|que chevere|chevere|bacano|super|genial|excelente|great|cool|nice|awesome|sweet|excelente servicio|muy buen servicio|buen servicio|great service|excellent service',
);
// Class: the guest's home denied ("no vivo en Cali", "ya no vivo en Cali", "I don't live in Cali"): a change of where
// the guest lives (the right city, when said, is read beside it). At the residence question it is the answer's own
// words, read there.
add(
  { kind: 'change', target: 'residenceCity' },
  'any',
  'no vivo en|ya no vivo en|no vivimos en|ya no vivimos en|i dont live in|i do not live in|we dont live in|we do not live in|i no longer live in|we no longer live in',
  { notAt: ['residenceCity', 'country'] },
);
// Class: a remark on the chat itself, its speed or its manner ("wow you're fast", "qué rápido responden", "that was
// quick"): chatter said alone, never a value of the question asked.
add(
  SMALLTALK,
  'alone',
  'youre fast|you are fast|youre quick|you are quick|that was fast|that was quick|so fast|so quick|how fast|wow youre fast|wow that was fast|que rapido|que rapida|que rapidez|que rapido responden|que rapido responde|que rapido contestan|eres rapido|eres rapida|si es rapido|muy rapido|super rapido|rapidisimo',
);
// Help.
add(
  HELP,
  'any',
  'no entiendo|no entendi|no te entiendo|no le entiendo|no comprendo|i dont understand|i dont get it|dont understand|no se que escribir|no se que poner|no se que hacer|no se que responder|que puedo escribir|que puedo decir|que escribo|que pongo|que debo escribir|que debo poner|que hago|que debo hacer|como funciona|como funciona esto|como se usa|como uso esto|como te uso|how does this work|how does it work|how do i use this|what can i say|what can i type|what can i write|what should i write|what should i type|what do i do|what do i type',
);
// Asking for advice: help when that is all the message says; beside a request ("hotel in Cali, any recommendations?") only chatter, so the request is read.
add(
  SMALLTALK,
  'any',
  'que me recomiendas|que me recomienda|que nos recomiendas|que nos recomienda|que recomiendas|que recomienda|recomiendame|recomiendeme|donde me recomiendas|a donde me recomiendas|what do you recommend|what would you recommend|any recommendations|any suggestions|any recommendation|any suggestion|any tips|any ideas|what do you suggest|what would you suggest|que me sugieres|que me sugiere|que sugieres|alguna recomendacion|alguna sugerencia|algo que me recomiendes|que opciones hay|que opciones tienes|que opciones tienen|what are my options|what are the options|what options do you have|cual me recomiendas|cual me recomienda|cual recomiendas|cual recomienda|cual es mejor|cual seria mejor|cual me conviene|which do you recommend|which one do you recommend|which would you recommend|which one is better|which is better',
  { aloneReading: HELP },
);
// Undecided: help ("todavía no sé cuántos somos"); before a value said aside ("no sé todavía, Cartagena tal vez") only chatter, so the value is read.
add(
  HELP,
  'start',
  'todavia no se|aun no se|todavia no lo se|aun no lo se|no se todavia|no se aun|no lo se todavia|not sure yet|dont know yet|i dont know yet',
  { asideReading: SMALLTALK },
);
add(HELP, 'alone', 'info|informacion|mas informacion|mas info|more info|more information|information');
add(HELP, 'head', 'ayuda|help|help me|necesito ayuda|i need help|instrucciones|menu|comandos|commands|opciones de ayuda');
add(
  HELP,
  'alone',
  'me puedes ayudar|me ayudas|me ayuda|puedes ayudarme|me podrias ayudar|ayudame|ayudeme|can you help|can you help me|que|what|como|mande|no se|no lo se|ni idea|no tengo idea|no estoy seguro|no estoy segura|i dont know|dont know|dunno|not sure|im not sure|idk|como asi|huh',
);
// Yes.
add(YES, 'head', 'si', { accentStart: true });
add(
  YES,
  'start',
  'si claro|si senor|si senora|si quiero|si confirmo|si correcto|si esta bien|si todo bien|si de una|si dale|si listo|si perfecto|si por favor|si porfa|si gracias|si si|si reserva|si reservar|si reservalo|si reservala|si reservame|si hazlo|si hagalo|si confirma|si confirmala|si confirmalo|todo ok|todo en orden|all ok|sisas|sip|claro|claro que si|claro que yes|por supuesto|obvio|obvio que si|correcto|es correcto|esta correcto|todo correcto|confirmo|confirmado|confirmar|confirmada|lo confirmo|dale|listo|de acuerdo|ok|okay|okey|oki|okis|oka|okk|vale|perfecto|exacto|exactamente|asi es|eso es|afirmativo|esta bien|todo bien|todo perfecto|me parece bien|hagamoslo|hagale|hagale pues|adelante|sigamos|continuar|continua|continue|siga|yes|yes please|yeah|yep|yup|yea|ye|sure|sure thing|of course|definitely|absolutely|go ahead|confirm|confirmed|i confirm|thats right|thats correct|that is right|that is correct|exactly|sounds good|looks good|all good|alright|all right|go for it|lets do it|do it|book it|proceed|perfect',
);
add(YES, 'head', 'de una|bien|muy bien|correct|right|fine|good');
add(YES, 'alone', 'bueno|hecho|va|sale');
// An acknowledgement of what the bot said ("Ok, entendido.", "noted", "got it"): agreement, never a name or a value.
add(YES, 'alone', 'entendido|entendida|anotado|recibido|copiado|understood|noted|roger|roger that|copy that');
// No ('NO' may turn into a correction when a value follows: "no, el 16").
add('NO', 'head', 'no');
add('NO', 'start', 'nop|nope|nel|nah');
add(
  NO,
  'start',
  'no gracias|no thanks|no thank you|no muchas gracias|no senor|no senora|negativo|para nada|incorrecto|es incorrecto|no es correcto|no esta bien|esta mal|not correct|incorrect|thats wrong|that is wrong|thats not right|not right|mejor no|todavia no|aun no|not yet|no por ahora|not now|no way|de ninguna manera',
);
add(NO, 'alone', 'no me interesa|no quiero|no es asi|not interested');
add(
  NO,
  'head',
  'wrong|not quite|no exactamente|hay un error|hay algo mal|algo esta mal|hay un problema|there is a mistake|theres a mistake|there is an error|theres an error|something is wrong|somethings wrong|todo esta mal|esta todo mal|todo mal|nada esta bien|all wrong|its all wrong|everything is wrong|thats all wrong',
);
// Language requests.
add(
  lang('en'),
  'any',
  'in english|en ingles|english please|ingles por favor|speak english|habla ingles|hablas ingles|hablan ingles|hable ingles|hablame en ingles|hableme en ingles|i speak english|hablo ingles|switch to english|cambiar a ingles|cambia a ingles|no hablo espanol|i dont speak spanish|dont speak spanish|do not speak spanish|no spanish|english version',
);
add(
  lang('es'),
  'any',
  'en espanol|in spanish|espanol por favor|spanish please|habla espanol|hablas espanol|hablan espanol|hable espanol|hablame en espanol|hableme en espanol|hablo espanol|speak spanish|i speak spanish|switch to spanish|cambiar a espanol|cambia a espanol|no hablo ingles|i dont speak english|dont speak english|do not speak english|no english|en castellano|hablas castellano',
);
// A person: "quiero hablar con alguien", "un asesor", "talk to a person", "agent".
add(
  HUMAN,
  'any',
  'hablar con alguien|hablo con alguien|hablo con un asesor|hablo con una asesora|hablo con una persona|hablo con un humano|hablar con una persona|hablar con un humano|hablar con una persona real|hablar con un asesor|hablar con una asesora|hablar con un agente|hablar con recepcion|hablar con el hotel|hablar con alguien del hotel|comunicarme con alguien|comunicarme con el hotel|comunicarme con una persona|comunicarme con un asesor|pasame con alguien|paseme con alguien|pasame con un asesor|paseme con un asesor|me pasas con alguien|me pasas con un asesor|me pasa con un asesor|me comunicas con alguien|me comunica con alguien|quiero un asesor|necesito un asesor|un asesor por favor|atencion humana|atencion personalizada|persona real|un humano|una persona de verdad|que me atienda alguien|que me atienda una persona|me atienda una persona|me atienda alguien|me atienda un humano|atendido por una persona|atendida por una persona|pasame con una persona|paseme con una persona|me pasas con una persona|me pasa con una persona|comunicame con una persona|comuniqueme con una persona|talk with a person|speak with a human|chat with a person|chat with a human|connect me to a person|connect me with a person|comunicar con una persona|comunicarme con un humano|talk with a human|alguien que me ayude|talk to a person|talk to someone|talk to a human|talk to a real person|talk to an agent|talk to reception|talk to the hotel|speak to a person|speak to someone|speak to a human|speak with a person|speak with someone|speak to an agent|speak to reception|real person|a human please|human please|customer service|live agent|live person|representative please|connect me with someone|can i talk to someone|can i speak to someone',
);
// Alone, even at the name question: nobody is called "Humano" or "Asesor", and no city or country is ("agent please" at
// the city-of-residence question).
add(HUMAN, 'alone', 'humano|human|agente|agent|asesor|asesora|operador|operator|un humano|a human|una persona real|a real person');
// Class: a person of flesh and blood, a call back, an employee ("¿hay alguien de carne y hueso?", "un ser humano", "¿me
// puede llamar alguien del hotel?", "comunicarme con un funcionario", "mejor me comunico con un asesor", "can someone
// call me?").
add(
  HUMAN,
  'any',
  'de carne y hueso|un ser humano|me comunico con un asesor|me comunico con una asesora|me comunico con alguien|comuniqueme con alguien|comuniqueme con un asesor|comunicame con un asesor|me puede llamar alguien|me pueden llamar|que me llame alguien|que me llamen|me llama alguien|me llaman por favor|comunicarme con un funcionario|comunicarme con una funcionaria|hablar con un funcionario|hablar con una funcionaria|can someone call me|can somebody call me|have someone call me|could someone call me|call me back please|flesh and blood',
);
// "¿hay alguien ahí?", "anyone there?": whether someone of the hotel is there to answer
add(
  HUMAN,
  'any',
  'hay alguien ahi|hay alguien alli|hay alguien por ahi|alguien ahi|anyone there|anybody there|someone there|is anyone there|is anybody there|is someone there|anyone here|anybody here',
);
add(HUMAN, 'alone', 'recepcion|reception', { notAt: ['residenceCity', 'country'] });
// "can I get a human", "put me through to someone": the verb says nothing alone, so only with its person.
add(
  HUMAN,
  'any',
  'get a human|get a person|get someone|get a real person|get an agent|get a human agent|put me through|escalate|escalen|escalalo|escalelo|human agent|a human agent|with a human|con un humano',
);
add(lang('en'), 'head', 'english|ingles', { notAt: ['country', 'name', 'lastName', 'residenceCity'] });
add(lang('es'), 'head', 'espanol|spanish|castellano', { notAt: ['country', 'name', 'lastName', 'residenceCity'] });

// The lexicon's phrases of other varieties (Portuguese, voseo): read like the phrases above, the chat staying in its language.
const LEXICON_READINGS: Record<z.output<typeof LexiconIntent>, Reading> = {
  cancel: CANCEL,
  back: BACK,
  restart: RESTART,
  correction: CORRECTION,
  greeting: GREETING,
  thanks: THANKS,
  smalltalk: SMALLTALK,
  help: HELP,
  human: HUMAN,
  yes: YES,
  no: NO,
  bareNo: 'NO',
};
for (const g of LEXICON.phrases) {
  const extra: Partial<Entry> = {};
  if (g.aloneReading) extra.aloneReading = LEXICON_READINGS[g.aloneReading] as Intent;
  if (g.notAt) extra.notAt = g.notAt;
  add(LEXICON_READINGS[g.intent], g.where, g.phrases.join('|'), extra);
}

/**
 * Class: the voseo imperative ("volvé atrás", "empezá de nuevo", "devolvete"), folded: the infinitive without its
 * "r" ("volver" → "volve"), a reflexive's "-rse" as "-te" ("devolverse" → "devolvete"). Every phrase of the table
 * headed by an infinitive of the lexicon's `voseoVerbs` is read in its voseo form too, with the same reading and rules.
 */
function voseoImperative(infinitive: string): string {
  return infinitive.endsWith('se') ? `${infinitive.slice(0, -3)}te` : infinitive.slice(0, -1);
}
for (const verb of LEXICON.voseoVerbs) {
  const vos = voseoImperative(verb);
  for (const e of [...(TABLE.get(verb) ?? [])]) {
    const words = [vos, ...e.words.slice(1)];
    const list = TABLE.get(vos) ?? [];
    if (list.some((x) => x.words.join(' ') === words.join(' '))) continue;
    list.push({ ...e, words });
    TABLE.set(vos, list);
  }
}

for (const list of TABLE.values()) list.sort((a, b) => b.words.length - a.words.length);

// ------------------------------------------------------------------ change targets

const CHANGE_VERBS: ReadonlySet<string> = new Set(
  `cambiar cambia cambiame cambiale cambialo cambiala cambialos cambialas cambiarlo cambiarla cambie cambiemos cambien cambio cambiamos modificar modifica modifique modifiquemos
   cambieme cambienme cambiemelo cambiemela cambiamelo cambiamela modifiqueme modificame corrijame corrigeme corrijanme actualiceme actualizame
   editar edita edite corregir corrige corrija corrijo corregimos corrijamos actualizar actualiza actualice
   rehacer repensar revisar ajustar ajustemos reconsiderar
   change edit modify update fix correct switch redo rethink review adjust reconsider
   ${lexiconWords(LEXICON.changeVerbs)}`
    .split(/\s+/)
    .map(squeeze),
);

/** A change verb said as what the speaker does ("corrijo …"): with a value after its target, a correction. */
const FIRST_PERSON_FIXES: ReadonlySet<string> = new Set(['corrijo', 'corregimos'].map(squeeze));

/** Words allowed between a change verb and its target ("cambiar LA fecha", "change MY email"). */
const CHANGE_DET: ReadonlySet<string> = new Set(
  `la las el los lo mi mis su sus tu tus de del the my our of solo only ${lexiconWords(LEXICON.changeDeterminers)}`.split(/\s+/).map(squeeze),
);

/** After a change verb with no target, these mean "change it to <value>": a correction. */
const CHANGE_TO: ReadonlySet<string> = new Set(['a', 'al', 'por', 'para', 'to', 'into']);
const CHANGE_IT: ReadonlySet<string> = new Set(['lo', 'la', 'los', 'las', 'it', 'that', 'eso', 'esto', 'this']);

/** Target phrases (squeezed words) of a change, longest first. */
const TARGETS: [string[], ChangeTarget][] = (
  [
    [
      'fecha|fechas|dia|dias|fecha de llegada|fecha de salida|dia de llegada|dia de salida|llegada|salida|check in|checkin|check-in|check out|checkout|check-out|noches|numero de noches|cantidad de noches|cuantas noches|how many nights|duracion|estadia|date|dates|day|days|nights|number of nights|arrival|departure|arrival date|check-in date',
      'dates',
    ],
    ['ciudad|destino|lugar|sitio|city|destination|place|location', 'destination'],
    [
      'personas|pax|numero de pax|numero de personas|cantidad de personas|huespedes|huesped|gente|adultos|ninos|edades|edad de los ninos|numero de huespedes|numero de adultos|numero de ninos|cantidad de huespedes|cuantas personas|cuantos somos|cuantos huespedes|how many people|how many guests|pasajeros|acompanantes|ocupacion|guests|guest|people|persons|adults|children|kids|ages|party|number of guests|number of people|occupancy',
      'party',
    ],
    [
      // trade words for how the party is spread over the rooms ("the rooming", "la distribución")
      'habitaciones|habitacion|cuartos|cuarto|hab|habs|numero de habitaciones|numero de hab|numero de habs|cantidad de habitaciones|numero de cuartos|cuantas habitaciones|cuantos cuartos|rooms|room|number of rooms|how many rooms|rooming|rooming list|distribucion|distribucion de habitaciones|room allocation|room split',
      'rooms',
    ],
    ['hotel|hoteles|alojamiento|hotels', 'hotel'],
    ['tarifa|tarifas|plan|tipo de habitacion|tipo de cuarto|rate|rates|fare|room type|type of room|plan de habitacion', 'product'],
    // the booking's holder is the guest named on it ("cambiar titular", "change the lead guest")
    [
      'nombre|nombres|apellido|apellidos|nombre completo|titular|titular de la reserva|nombre del titular|name|names|last name|surname|first name|full name|lead guest|lead name|holder|booking holder|name on the booking',
      'name',
    ],
    // (also as typed with "'s" for "is": "the email's wrong", "the phone number's got a typo")
    ['correo|email|e-mail|mail|correo electronico|direccion de correo|email address|e-mail address|gmail|emails', 'email'],
    [
      'telefono|numero de telefono|numero de celular|numero|celular|cel|movil|whatsapp|wpp|phone|phone number|number|cell|mobile|cellphone|phone numbers|phones',
      'phone',
    ],
    ['pais|nacionalidad|pais de residencia|country|nationality|country of residence', 'country'],
    [
      'ciudad de residencia|ciudad donde vivo|ciudad donde vivimos|ciudad en la que vivo|ciudad en la que vivimos|residencia|city of residence|residence|residence city|home city|city i live in|city we live in|city where i live|city where we live',
      'residenceCity',
    ],
  ] as const
)
  .map(([phrases, target]): readonly [string, ChangeTarget] => [phrases, target])
  .concat(Object.entries(LEXICON.changeTargets).map(([target, phrases]): readonly [string, ChangeTarget] => [phrases.join('|'), target as ChangeTarget]))
  .flatMap(([phrases, target]) => phrases.split('|').map((p): [string[], ChangeTarget] => [p.split(' ').map(squeeze), target]));
TARGETS.sort((a, b) => b[0].length - a[0].length);

/** Words of leaving before "el otro día" ("hasta el otro día", "salimos el otro día"): the next day, no change. */
const LEAVING_BEFORE: ReadonlySet<string> = new Set(['hasta', 'salimos', 'salgo', 'vamos', 'regresamos', 'volvemos', 'regreso', 'vuelvo'].map(squeeze));

/** Nouns after "otro/otra/another/different" that ask for a change ("otro hotel", "different dates"). */
const OTHER_WORDS: ReadonlySet<string> = new Set(
  ['otro', 'otra', 'otros', 'otras', 'another', 'different', 'other', 'new', 'nuevo', 'nueva', 'nuevas'].map(squeeze),
);
const OTHER_TARGETS: ReadonlyMap<string, ChangeTarget> = new Map<string, ChangeTarget>(
  [
    ['hotel', 'hotel'],
    ['hotels', 'hotel'],
    ['ciudad', 'destination'],
    ['destino', 'destination'],
    ['city', 'destination'],
    ['destination', 'destination'],
    ['fecha', 'dates'],
    ['fechas', 'dates'],
    ['date', 'dates'],
    ['dates', 'dates'],
    ['dia', 'dates'],
    ['dias', 'dates'],
    ['day', 'dates'],
    ['days', 'dates'],
    ['correo', 'email'],
    ['email', 'email'],
    ['telefono', 'phone'],
    ['celular', 'phone'],
    ['phone', 'phone'],
    ['tarifa', 'product'],
    ['rate', 'product'],
    ['plan', 'product'],
  ].map(([w, t]) => [squeeze(w!), t as ChangeTarget]),
);

/** Phrases keyed by their first (squeezed) word, longest first. */
function phraseTable(phrases: string): Map<string, string[][]> {
  const out = new Map<string, string[][]>();
  for (const p of phrases.split('|')) {
    const words = p.trim().split(/\s+/).map(squeeze);
    if (words[0] === '') continue;
    const list = out.get(words[0]!) ?? [];
    list.push(words);
    out.set(words[0]!, list);
  }
  for (const list of out.values()) list.sort((a, b) => b.length - a.length);
  return out;
}

/** The length of the longest phrase of `table` at token `i`, or 0. */
function phraseAt(table: Map<string, string[][]>, toks: Tok[], i: number): number {
  if (i >= toks.length) return 0;
  for (const words of table.get(toks[i]!.sq) ?? []) {
    if (i + words.length > toks.length) continue;
    let ok = true;
    for (let k = 1; k < words.length && ok; k++) if (toks[i + k]!.sq !== words[k]) ok = false;
    if (ok) return words.length;
  }
  return 0;
}

/** What may follow a target noun to say it is wrong: "(la fecha) está mal", "(my email) is misspelled", "(el correo) no es ese". */
const WRONG_AFTER = phraseTable(
  `mal|mal escrito|mal escrita|mal escritos|mal escritas|mal puesto|mal puesta|malo|mala|errado|errada|errados|erradas|erroneo|erronea
   |equivocada|equivocado|equivocadas|equivocados|incorrecta|incorrecto|incorrectas|incorrectos|no es correcto|no es correcta
   |no esta bien|no esta bien escrito|no esta bien escrita|no es ese|no es esa|no es asi|no es el mio|no es mio|no es mia|no es la mia
   |tiene un error|tiene error|tiene un typo|lo puse mal|la puse mal|los puse mal|las puse mal|lo escribi mal|la escribi mal
   |otro|otra|era otro|era otra|is different|was different|is another one
   |wrong|incorrect|misspelled|misspelt|mistyped|spelled wrong|not right|not correct|isnt right|isnt correct|has a typo|has an error|has a mistake
   |had a typo|had an error|had a mistake|was wrong|was misspelled|was incorrect|got a typo|got an error|got a mistake
   |needs changing|needs to change|needs to be changed|needs fixing|needs to be fixed|needs correcting|needs updating|has changed
   |hay que cambiarlo|hay que cambiarla|toca cambiarlo|toca cambiarla`,
);
/** The guest's own giving of a value, between it and a complaint ("el correo QUE PUSE está malo", "the phone I GAVE YOU is wrong"). */
const GIVEN = phraseTable(
  'que puse|que te puse|que le puse|que di|que te di|que le di|que escribi|que te escribi|que le escribi|que te pase|que le pase|que mande|que te mande|que le mande|que envie|i gave|i gave you|i typed|i wrote|i entered|i put|i sent',
);
/** Verbs between a target noun and {@link WRONG_AFTER}: "la fecha ESTÁ mal", "the dates ARE wrong". */
const COPULA: ReadonlySet<string> = new Set(
  ['esta', 'estan', 'es', 'son', 'era', 'eran', 'quedo', 'quedaron', 'salio', 'salieron', 'aparece', 'sale', 'is', 'are', 'was', 'were', 'looks'].map(squeeze),
);
/** A wrong-saying phrase before its target: "wrong email", "está mal el correo", "puse mal mi nombre", "I misspelled my name". */
const WRONG_BEFORE = phraseTable(
  `wrong|incorrect|esta mal|estan mal|quedo mal|quedaron mal|salio mal|salieron mal|tengo mal|tiene mal|tienen mal|tienes mal
   |puse mal|pusimos mal|mande mal|mandamos mal|envie mal|enviamos mal|escribi mal|escribimos mal|di mal|dimos mal|digite mal|anote mal|copie mal|puso mal|pusiste mal|escribiste mal|anotaste mal
   |misspelled|misspelt|mistyped|i misspelled|i mistyped`,
);
/** A mistake named before its target with a preposition: "me equivoqué EN el correo", "typo IN my name", "hay un error EN la fecha". */
const MISTAKE = phraseTable(
  `me equivoque|nos equivocamos|me confundi|me enrede|me equivoque al escribir|error|un error|hay un error|hay error|tengo un error|tenemos un error
   |equivocacion|una equivocacion|hay un problema|tengo un problema|un problema
   |typo|a typo|theres a typo|there is a typo|i made a typo|made a typo|mistake|a mistake|i made a mistake|made a mistake|theres a mistake|there is a mistake
   |an error|theres an error|there is an error|i made an error|a problem|theres a problem|there is a problem|i messed up|messed up`,
);
const MISTAKE_PREP: ReadonlySet<string> = new Set(['en', 'con', 'de', 'del', 'in', 'with', 'on', 'of'].map(squeeze));
/** "ese no es mi correo", "that's not my email": a demonstrative, a negation, then the target. */
const THAT_WORDS: ReadonlySet<string> = new Set(['ese', 'esa', 'eso', 'este', 'esta', 'esto', 'that', 'thats', 'this', 'its'].map(squeeze));
const NOT_IS = phraseTable('no es|no son|is not|isnt|not|are not|arent');
/** Possessives that make a bare "número"/"number" the guest's phone ("mi número está mal"). */
const POSSESSIVE: ReadonlySet<string> = new Set(['mi', 'mis', 'my', 'su', 'sus', 'tu', 'tus', 'your', 'our', 'nuestro', 'nuestra'].map(squeeze));

/**
 * The target of a complaint at token `j` (after up to three determiners), as
 * [first token index after it, target]. A bare "número"/"number" counts only
 * after a possessive (the guest's phone): "el número está mal" could be any
 * number of the summary, so it is not claimed.
 */
function complaintTarget(toks: Tok[], j: number): [number, ChangeTarget] | undefined {
  let dets = 0;
  while (j < toks.length && dets <= 3) {
    const tg = targetAt(toks, j);
    if (tg) {
      if (tg[0].length === 1 && (tg[0][0] === 'numero' || tg[0][0] === 'number') && !(j > 0 && POSSESSIVE.has(toks[j - 1]!.sq))) return undefined;
      return [j + tg[0].length, tg[1]];
    }
    if (!CHANGE_DET.has(toks[j]!.sq)) return undefined;
    j++;
    dets++;
  }
  return undefined;
}

// ------------------------------------------------------------------ negated values

/** A negation before a value that is being replaced: "(somos 3) no 2", "(3 nights) instead of 2". */
const NEG_TAIL = phraseTable('no|not|nop|y no|and not|pero no|but not');
/** Phrases that always introduce a negated value: "en vez de 3", "instead of the 15th". */
const INSTEAD = phraseTable('en vez de|en vez del|en lugar de|en lugar del|instead of|rather than');
/** Words between a negation and its number: "no EL 15", "not THE 15th". */
const NEG_DET: ReadonlySet<string> = new Set(
  ['el', 'la', 'los', 'las', 'lo', 'the', 'de', 'del', 'on', 'a', 'al', 'para', 'pa', 'son', 'es', 'somos', 'are', 'is', 'were'].map(squeeze),
);
/** Words that may follow the negated number: its unit, a month. */
const NEG_UNIT: ReadonlySet<string> = new Set(
  `adultos adulto personas persona gente ninos nino ninas nina hijos hijas hijo hija bebes bebe menores mayores
   noches noche dias dia semanas semana habitaciones habitacion cuartos cuarto anos ano meses mes solo sola solos solas
   adults adult people persons person kids kid children child babies baby nights night days day weeks week rooms room years year months month of us
   de del enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre diciembre
   ene feb mar abr jun jul ago sep sept oct nov dic
   january february march april june july august september october november december jan aug sept dec`
    .split(/\s+/)
    .filter((w) => w !== '')
    .map(squeeze),
);
/** Day words that a negation may replace like a number: "llego el viernes, no el jueves". */
const DAY_WORDS: ReadonlySet<string> = new Set(
  `lunes martes miercoles jueves viernes sabado domingo hoy manana
   monday tuesday wednesday thursday friday saturday sunday today tomorrow tonight`
    .split(/\s+/)
    .filter((w) => w !== '')
    .map(squeeze),
);
const NOT_A_COUNT: ReadonlySet<string> = new Set(['no', 'a', 'an', 'ninguno', 'ninguna', 'none', 'par', 'pair', 'couple', 'zero', 'cero']);

/** Whether a token is a count or a day: digits ("2", "15th"), a number word ("dos", "three") or a weekday ("viernes", "tomorrow"). */
function isNumber(t: Tok): boolean {
  if (DAY_WORDS.has(t.sq)) return true;
  if (/^\d{1,4}(?:st|nd|rd|th|ro|do|to|vo|mo)?$/.test(t.text)) return true;
  return !NOT_A_COUNT.has(t.text) && NUMBER_WORDS[t.text] !== undefined;
}

/**
 * A negated value that another value replaces, at token `i`: "no 2" of
 * "somos 3 no 2" (after a number), "not the 15th" of "the 16th, not the
 * 15th", or "en vez de 3" / "instead of 2" anywhere. The negation, the
 * number and its unit words are claimed, up to punctuation or the end of the
 * message, so no extractor reads the wrong value.
 */
function negTailMatch(toks: Tok[], i: number, m: Message): Hit | undefined {
  let j = i + phraseAt(INSTEAD, toks, i);
  const instead = j > i;
  if (j === i) {
    const n = phraseAt(NEG_TAIL, toks, i);
    if (n === 0 || !toks.slice(0, i).some(isNumber)) return undefined;
    j = i + n;
  }
  let dets = 0;
  while (j < toks.length && dets < 2 && NEG_DET.has(toks[j]!.sq) && !punctBetween(m.raw, toks[j - 1]!.end, toks[j]!.start)) {
    j++;
    dets++;
  }
  if (j >= toks.length || !isNumber(toks[j]!) || punctBetween(m.raw, toks[j - 1]!.end, toks[j]!.start)) return undefined;
  j++;
  for (let units = 0; j < toks.length && units < 4 && NEG_UNIT.has(toks[j]!.sq); units++) {
    if (punctBetween(m.raw, toks[j - 1]!.end, toks[j]!.start)) break;
    j++;
  }
  // Class: "en vez de 2 adultos somos 3", "instead of 2 nights make it 3": the words of "instead" say alone that the
  // value is replaced, so the replacement may follow without a comma; a plain "no" needs one.
  if (!instead && j < toks.length && !punctBetween(m.raw, toks[j - 1]!.end, toks[j]!.start)) return undefined;
  return { from: i, to: j, reading: CORRECTION, alone: false };
}

// ------------------------------------------------------------------ asking for a person

/** Verbs of reaching someone ("comuníquenme con", "hablar con", "páseme a", "talk to", "connect me with", "transfer me to"). */
const CONTACT_VERBS: ReadonlySet<string> = new Set(
  `hablar comunicar comunicarme comunicarnos comuniqueme comuniquenme comunicame comuniquenos comunicarse comunica comunique comunicas pasame paseme pasenme pasarme
   comunican comuniquen comunicaria comunicarian comunicarias
   talking speaking chatting
   transfiere transfiereme transfierame transferir transferirme contactar contactarme contacteme contacten llame llamen llameme llamarme
   talk speak chat connect transfer reach escalate escalen escalalo escalelo
   ${lexiconWords(LEXICON.contactVerbs)}`
    .split(/\s+/)
    .filter((w) => w !== '')
    .map(squeeze),
);
/**
 * Verbs of settling something with someone, said with what is settled ("prefiero tratar esto con una persona del
 * hotel", "resolverlo con un asesor", "I'd rather handle this with a person"): they reach a person only with an object
 * ({@link SETTLED}, or a pronoun joined to the verb), so "cuadrar con una persona más" stays a party.
 */
const SETTLE_VERBS: ReadonlySet<string> = new Set(
  'tratar resolver revisar arreglar cuadrar gestionar manejar ver hablarlo tratarlo resolverlo revisarlo arreglarlo cuadrarlo verlo deal handle discuss sort settle'
    .split(' ')
    .map(squeeze),
);
/** What is settled with a person, after a {@link SETTLE_VERBS} verb ("tratar ESTO con…", "handle THIS with…", "sort IT out with…"). */
const SETTLED: ReadonlySet<string> = new Set('esto eso todo this that it everything out'.split(' ').map(squeeze));

/** Who a guest asks to reach: a person of the hotel or one of its desks ("un asesor", "el área comercial", "your groups desk", "a human agent"). */
const STAFF_HEADS: ReadonlySet<string> = new Set(
  `asesor asesora asesores asesoras agente agentes persona humano humana alguien gerente supervisor supervisora operador operadora ejecutivo ejecutiva
   area departamento oficina equipo recepcion recepcionista comercial ventas representante
   human person someone somebody agent agents representative rep staff manager supervisor operator desk department office team sales reception
   ${lexiconWords(LEXICON.staffHeads)}`
    .split(/\s+/)
    .filter((w) => w !== '')
    .map(squeeze),
);
/** Words of the way to a person ("con UN", "to YOUR", "with THE") or naming their desk ("de GRUPOS", "groups", "real", "comercial"). */
const STAFF_WAY: ReadonlySet<string> = new Set(
  `con a al el la los las un una me nos le de del para with to me us your the a an for of
   grupos grupo groups group ventas sales comercial comerciales corporativo corporativa corporate reservas reservations reservaciones real humano human live actual being de verdad
   desk department departamento area equipo team agent agente persona person
   ${lexiconWords(LEXICON.staffWay)}`
    .split(/\s+/)
    .filter((w) => w !== '')
    .map(squeeze),
);

/**
 * Class: asking to reach a person in the guest's own words: a verb of reaching ({@link CONTACT_VERBS}), up to four
 * little words, then a person or desk of the hotel ({@link STAFF_HEADS}): "Comuníquenme con un asesor de grupos",
 * "necesito hablar con el área comercial", "Pls escalate to your groups desk", "connect me with your sales team". The
 * words naming the desk after it ("de grupos", "comercial") are claimed too.
 */
function humanMatch(toks: Tok[], i: number): Hit | undefined {
  const verb = toks[i]!.sq;
  const settle = SETTLE_VERBS.has(verb);
  if (!CONTACT_VERBS.has(verb) && !settle) return undefined;
  let object = settle && /(lo|la)$/.test(verb);
  for (let j = i + 1; j < toks.length && j <= i + 5; j++) {
    const w = toks[j]!.sq;
    if (settle && SETTLED.has(w)) {
      object = true;
      continue;
    }
    if (settle && !object) return undefined;
    if (STAFF_HEADS.has(w)) {
      let end = j + 1;
      while (end < toks.length && end <= j + 3 && STAFF_WAY.has(toks[end]!.sq) && toks[end]!.sq !== 'con' && toks[end]!.sq !== 'to') end++;
      // little words left dangling at the end belong to what follows ("… del área comercial PARA tarifas")
      while (
        end > j + 1 &&
        !STAFF_HEADS.has(toks[end - 1]!.sq) &&
        !/^(?:grupos?|groups?|ventas|sales|comercial(?:es)?|corporativ[oa]|corporate|reservas|reservations|reservaciones|real|live)$/.test(toks[end - 1]!.sq)
      )
        end--;
      return { from: i, to: end, reading: HUMAN, alone: false };
    }
    if (!STAFF_WAY.has(w)) return undefined;
  }
  return undefined;
}

/** Someone of the hotel asked after ("¿hay ALGUIEN que me atienda?", "is there A HUMAN I can call?"). */
const STAFF_ASKED: ReadonlySet<string> = new Set(
  'alguien algun alguna recepcionista asesor asesora agente humano human someone somebody anyone anybody staff'.split(' ').map(squeeze),
);
/** Verbs of being attended by them ("que me ATIENDA", "I can CALL", "to TALK to", "give me a RING"). */
const ATTEND_VERBS: ReadonlySet<string> = new Set(
  'atienda atiendan atender atenderme hable hablar llame llamar llameme call chat talk speak ring'.split(' ').map(squeeze),
);

/**
 * Class: asking whether someone of the hotel can attend the guest ("¿hay algún recepcionista que me pueda atender?",
 * "hay alguien q me atienda?", "is there a human I can call?", "someone at the front desk I can chat with"): a person
 * word, then within eight words of the same sentence a verb of being attended.
 */
function staffAskedMatch(toks: Tok[], i: number, m: Message): Hit | undefined {
  if (!STAFF_ASKED.has(toks[i]!.sq)) return undefined;
  for (let j = i + 1; j < toks.length && j <= i + 8; j++) {
    if (/[.!?]/.test(m.raw.slice(toks[j - 1]!.end, toks[j]!.start))) return undefined;
    if (ATTEND_VERBS.has(toks[j]!.sq)) return { from: i, to: j + 1, reading: HUMAN, alone: false };
  }
  return undefined;
}

/** Words of a person asked after alone ("¿una persona?", "a person?", "¿un humano?"). */
const PERSON_ASKED = /^(persona|person|humano|human|humana)$/;

/**
 * Class: someone asked after in a question of its own, beside another asking for the hotel ("hay alguien ahí? una
 * persona?", "anyone there? a person?"): a clause of only "una persona" / "a person" closed by "?" asks for a person,
 * never counts one guest.
 */
function personAskedMatch(toks: Tok[], i: number, m: Message): Hit | undefined {
  if (!/^(una|un|a)$/.test(toks[i]!.text) || !PERSON_ASKED.test(toks[i + 1]?.text ?? '')) return undefined;
  if (i === 0) return undefined;
  const before = m.raw.slice(toks[i - 1]!.end, toks[i]!.start);
  const after = m.raw.slice(toks[i + 1]!.end, toks[i + 2]?.start ?? m.raw.length);
  if (!/^\s*\?/.test(after) || !/[?.!¿]/.test(before)) return undefined;
  return { from: i, to: i + 2, reading: HUMAN, alone: false };
}

// ------------------------------------------------------------------ questions about the weather

/** Words of the weather ("¿cómo está el clima?", "will it rain?", "what's the weather like in January?"). */
const WEATHER_WORDS: ReadonlySet<string> = new Set(
  'clima climas temperatura temperaturas lluvia lluvias llueve lloviendo llover pronostico calor caluroso frio fria humedo weather temperature temperatures rain rains rainy raining forecast hot cold humid sunny'
    .split(' ')
    .map(squeeze),
);

/**
 * Class: words of the country's entry requirements ("do I need a visa as an Indian passport holder?", "¿piden vacuna de
 * fiebre amarilla?"): asked as a question, small talk like the weather, so a nationality or place in it is not the guest's
 * answer nor the stay's.
 */
const ENTRY_WORDS: ReadonlySet<string> = new Set(
  'visa visas visado visados vacuna vacunas vacunado vacunados vaccine vaccines vaccination vaccinated'.split(' ').map(squeeze),
);

/**
 * Class: a question about the weather ("¿Cómo está el clima en Cartagena en enero?", "what's the weather like in
 * December?"): small talk, and the whole question is claimed, so the month or place asked about is never read as the
 * stay's. A question is a clause (up to a comma or a sentence mark) ending in "?" or opened by "¿"; each such clause holding a
 * weather word is one hit ("bogotá, ¿qué clima hace?" keeps Bogotá for the destination).
 */
function weatherQuestions(toks: Tok[], m: Message): Hit[] {
  const hits: Hit[] = [];
  let from = 0;
  for (let k = 0; k < toks.length; k++) {
    const after = m.raw.slice(toks[k]!.end, k + 1 < toks.length ? toks[k + 1]!.start : m.raw.length);
    // a value said before a comma is not part of the question ("bogotá, ¿qué clima hace allá?")
    const ends = /[?.!,;:\n]/.test(after) || k + 1 === toks.length;
    if (!ends) continue;
    const before = m.raw.slice(from > 0 ? toks[from - 1]!.end : 0, toks[from]!.start);
    const question = after.includes('?') || before.includes('¿');
    let weather = false;
    for (let j = from; j <= k; j++) if (WEATHER_WORDS.has(toks[j]!.sq) || ENTRY_WORDS.has(toks[j]!.sq)) weather = true;
    if (question && weather) hits.push({ from, to: k + 1, reading: SMALLTALK, alone: false });
    from = k + 1;
  }
  return hits;
}

// ------------------------------------------------------------------ moving the stay

/** Verbs of moving the stay, with the way they move it when no direction is said (+1 later, −1 earlier, 0 none). */
const MOVE_VERBS: ReadonlyMap<string, number> = new Map(
  [
    // "pasar" only with the stay as its object ("pásela"): "pasar 3 noches después de Navidad" is a stay, not a move
    ...'move moving shift pasala pasalo pasela paselo pasemosla correr corre correla correlo corrala corralo corramos corramosla corran mover mueve muevela muevelo mueva muevala movamos movamosla rodar ruedala ruedalo'
      .split(' ')
      .map((w): [string, number] => [w, 0]),
    ...'postpone delay push aplazar aplaza aplazala aplacela aplacemos aplacemosla atrasar atrasa atrasala atrasalo atrasela atrasemos atrasemosla posponer pospon posponla'
      .split(' ')
      .map((w): [string, number] => [w, 1]),
    ...'adelantar adelanta adelantala adelantalo adelantela adelantemos adelantemosla'.split(' ').map((w): [string, number] => [w, -1]),
    // the dates themselves as the subject ("the date should be 2 days later", "la fecha es un día después")
    // (the check-in however spelled: "checkin", "check-in")
    ...'date dates fecha fechas checkin check-in'.split(' ').map((w): [string, number] => [w, 0]),
  ].map(([w, d]) => [squeeze(w), d]),
);
/** What the stay is called after a moving verb ("move IT", "córrala LA RESERVA", "move THE DATES BY", "push THE CHECK-IN back"). */
const MOVE_OBJECT: ReadonlySet<string> = new Set(
  'it everything all the stay booking reservation dates trip whole us me todo la lo las los reserva reservacion fechas estadia viaje nos me by back para pa should be needs to is es era debe ser deberia seria checkin check-in arrival llegada entrada'
    .split(' ')
    .map(squeeze),
);
/** Units of a move: days or nights, weeks (7 days). */
const MOVE_UNITS: ReadonlyMap<string, number> = new Map(
  [
    ['day', 1],
    ['days', 1],
    ['night', 1],
    ['nights', 1],
    ['dia', 1],
    ['dias', 1],
    ['noche', 1],
    ['noches', 1],
    ['week', 7],
    ['weeks', 7],
    ['semana', 7],
    ['semanas', 7],
  ].map(([w, n]) => [squeeze(w as string), n as number]),
);
/** Directions after the amount: later (+1) or earlier (−1). "back" after a verb of postponing ("push it back") is later. */
const MOVE_DIRECTIONS: ReadonlyMap<string, number> = new Map(
  [
    ['later', 1],
    ['after', 1],
    ['despues', 1],
    ['tarde', 1],
    ['adelante', 1],
    ['luego', 1],
    ['earlier', -1],
    ['before', -1],
    ['sooner', -1],
    ['antes', -1],
    ['atras', -1],
  ].map(([w, n]) => [squeeze(w as string), n as number]),
);
/** Little words between the amount and its direction ("un día MÁS tarde", "un día PARA adelante"). */
const MOVE_DIR_LEAD: ReadonlySet<string> = new Set(['mas', 'para', 'pa', 'more'].map(squeeze));
/** Keeping the length said with a move ("same 3 nights", "las mismas 3 noches", "keep the nights"): part of it. */
const SAME_WORDS: ReadonlySet<string> = new Set(['same', 'mismas', 'mismo', 'misma', 'mismos', 'keep', 'keeping', 'igual', 'iguales'].map(squeeze));

/** What a stay kept but moved is called after "same" ("same DATES but…", "lo mismo", "las mismas FECHAS pero…"). */
const SAME_OBJECT: ReadonlySet<string> = new Set(['dates', 'stay', 'thing', 'nights', 'fechas', 'noches', 'estadia', 'plan'].map(squeeze));
/** Words joining "same" to the move ("same BUT a week later", "lo mismo PERO una semana después", "same, JUST…"). */
const SAME_JOINERS: ReadonlySet<string> = new Set(['but', 'just', 'only', 'pero', 'solo', 'nomas'].map(squeeze));

/**
 * Class: the stay said again moved ("same but one week later", "lo mismo pero una semana después", "las mismas fechas
 * pero dos días antes", "igual, pero un día más tarde"): where the amount starts after "same", its object and a
 * joiner, or undefined. The move needs its direction said.
 */
function sameButAt(toks: Tok[], i: number): number | undefined {
  let j = i;
  if (/^(lo|las|los|la|the)$/.test(toks[j]?.sq ?? '')) j++;
  if (!SAME_WORDS.has(toks[j]?.sq ?? '') || toks[j]!.sq === 'keep' || toks[j]!.sq === 'keeping') return undefined;
  j++;
  if (SAME_OBJECT.has(toks[j]?.sq ?? '')) j++;
  if (!SAME_JOINERS.has(toks[j]?.sq ?? '')) return undefined;
  return j + 1;
}

/**
 * Class: moving the whole stay keeping its length ("can you move it a day later? same 3 nights", "córrala un día
 * para adelante", "pásela dos días antes", "push it back a day", "adelantémosla una semana"): a moving verb, what is
 * moved, an amount ("a", "un", "2", "dos") of days or weeks, then a direction (later, after, después, más tarde,
 * earlier, antes) or a verb that says it (postpone, aplazar: later; adelantar: earlier). Without a direction nothing is
 * claimed.
 */
function shiftMatch(toks: Tok[], i: number, m: Message): Hit | undefined {
  const verb = MOVE_VERBS.get(toks[i]!.sq);
  const same = verb === undefined ? sameButAt(toks, i) : undefined;
  if (verb === undefined && same === undefined) return undefined;
  let j = same ?? i + 1;
  while (verb !== undefined && j < toks.length && j <= i + 4 && MOVE_OBJECT.has(toks[j]!.sq)) j++;
  const amountWord = toks[j];
  if (!amountWord) return undefined;
  const amount = /^(?:a|an|one|un|una|uno)$/.test(amountWord.sq)
    ? 1
    : /^\d{1,2}$/.test(amountWord.text)
      ? Number(amountWord.text)
      : NUMBER_WORDS[amountWord.text];
  const unit = MOVE_UNITS.get(toks[j + 1]?.sq ?? '');
  if (amount === undefined || amount < 1 || amount > 30 || unit === undefined) return undefined;
  let k = j + 2;
  while (k < toks.length && k <= j + 3 && MOVE_DIR_LEAD.has(toks[k]!.sq)) k++;
  const said = MOVE_DIRECTIONS.get(toks[k]?.sq ?? '');
  // The move ends the clause: "dos días después DE Navidad", "two days after Christmas" are a date said from another.
  const end = said !== undefined ? k + 1 : j + 2;
  const next = toks[end];
  if (
    next &&
    !punctBetween(m.raw, toks[end - 1]!.end, next.start) &&
    !POLITE.has(next.sq) &&
    !SAME_WORDS.has(next.sq) &&
    next.sq !== 'sorry' &&
    next.sq !== 'porfa'
  )
    return undefined;
  // "push it back a day", "postpone it a day": the verb's own way; "move it back a day" is earlier.
  const backAfterVerb = toks.slice(i + 1, j).some((t) => t.sq === 'back');
  const way = said ?? (verb === undefined ? undefined : verb !== 0 ? verb : backAfterVerb ? -1 : undefined);
  if (way === undefined) return undefined;
  return { from: i, to: end, reading: { kind: 'shift', days: way * amount * unit }, alone: false };
}

/** "same 3 nights", "las mismas noches", "keep the 3 nights" at `i`, said beside a move: its words, or 0. */
function sameLengthAt(toks: Tok[], i: number): number {
  if (!SAME_WORDS.has(toks[i]!.sq)) return 0;
  let j = i + 1;
  if (j < toks.length && /^(?:the|las|los|la)$/.test(toks[j]!.sq)) j++;
  if (j < toks.length && (/^\d{1,2}$/.test(toks[j]!.text) || NUMBER_WORDS[toks[j]!.text] !== undefined)) j++;
  if (j < toks.length && /^(?:nights?|noches?|length|duracion|cantidad)$/.test(toks[j]!.sq)) return j + 1 - i;
  return 0;
}

// ------------------------------------------------------------------ deferrals

/** "Let me ask…": the guest will answer later. */
const DEFER = phraseTable(
  `dejame preguntarle|dejame preguntar|dejame consultar|dejame consultarlo|dejame hablar|dejame hablarlo|dejame revisar|dejame mirar|dejame ver|dejame confirmar
   |dejeme preguntarle|dejeme preguntar|dejeme consultar|dejeme consultarlo|dejeme revisar|dejeme ver|dejeme confirmar
   |le pregunto|les pregunto|ya le pregunto|ahorita le pregunto|primero le pregunto|voy a preguntarle|voy a preguntar|voy a preguntarles
   |voy a consultar|voy a consultarlo|voy a hablar|voy a hablarlo|voy a confirmar|lo consulto|lo hablo|lo voy a consultar|lo voy a hablar|lo confirmo con
   |tengo que preguntarle|tengo que preguntar|tengo que consultar|tengo que consultarlo|tengo que hablarlo|tengo que hablar|tengo que confirmar
   |debo consultar|debo consultarlo|necesito consultar|necesito consultarlo|necesito preguntarle|primero consulto|primero lo consulto|lo consultamos|lo hablamos
   |let me check|let me ask|let me talk|let me confirm|lemme check|lemme ask|i need to check|i need to ask|i need to talk|i need to confirm
   |i have to check|i have to ask|i have to talk|i have to confirm|ill check|ill ask|ill talk|ill confirm|i will check|i will ask|i will talk
   |gotta check|gotta ask|need to check|need to ask|need to talk|have to check|have to ask|let me double check|let me run it by`,
);
const DEFER_TO: ReadonlySet<string> = new Set(['con', 'a', 'al', 'with', 'to', 'by'].map(squeeze));
const DEFER_DET: ReadonlySet<string> = new Set(
  ['mi', 'mis', 'my', 'our', 'the', 'la', 'el', 'los', 'las', 'nuestro', 'nuestra', 'nuestros', 'su', 'sus'].map(squeeze),
);
/** People a guest consults before booking. */
const DEFER_WHO: ReadonlySet<string> = new Set(
  `esposo esposa marido mujer pareja novio novia familia mama papa mami papi jefe jefa hijos hijas hijo hija amigos amigas amigo amiga
   socio socia hermano hermana hermanos companero companera companeros grupo demas otros senora
   wife husband partner girlfriend boyfriend gf bf family mom dad mum boss kids friends friend brother sister fiance fiancee spouse team colleague colleagues group others`
    .split(/\s+/)
    .filter((w) => w !== '')
    .map(squeeze),
);

/**
 * A deferral at token `i`: "let me check with my wife", "déjame preguntarle a
 * mi esposo", "lo consulto con mi familia". The whole phrase, the person
 * consulted included, is small talk: that person is not said to travel.
 */
function deferMatch(toks: Tok[], i: number): Hit | undefined {
  const n = phraseAt(DEFER, toks, i);
  if (n === 0) return undefined;
  let j = i + n;
  let k = j;
  if (k < toks.length && DEFER_TO.has(toks[k]!.sq)) k++;
  // "let me talk to a human", "déjame hablar con un asesor": the one to talk to is the hotel's person, asked for now
  if (k > j) {
    const who = toks[k + (/^(a|an|un|una)$/.test(toks[k]?.sq ?? '') ? 1 : 0)]?.sq ?? '';
    if (STAFF_ASKED.has(who) || PERSON_ASKED.test(who)) return undefined;
  }
  if (k < toks.length && DEFER_DET.has(toks[k]!.sq)) k++;
  if (k < toks.length && toks[k]!.sq === 'los') k++;
  if (k < toks.length && DEFER_WHO.has(toks[k]!.sq)) j = k + 1;
  return { from: i, to: j, reading: SMALLTALK, alone: false };
}

// ------------------------------------------------------------------ typos of lone words

/** Lone words read with one typo ("cancelr", "grasias"): only at least six letters long. */
const TYPO_WORDS: [string, Intent][] = (
  [
    ['cancelar', CANCEL],
    ['cancel', CANCEL],
    ['olvidalo', CANCEL],
    ['reiniciar', RESTART],
    ['restart', RESTART],
    ['regresar', BACK],
    ['gracias', THANKS],
    ['thanks', THANKS],
    ['perfecto', YES],
    ['correcto', YES],
    ['confirmo', YES],
    ['confirmar', YES],
    ['confirm', YES],
    ['espanol', lang('es')],
    ['english', lang('en')],
  ] as [string, Intent][]
).map(([w, i]) => [squeeze(w), i]);

// ------------------------------------------------------------------ the scan

interface Tok {
  text: string;
  sq: string;
  start: number;
  end: number;
}

interface Hit {
  from: number; // first token index
  to: number; // last token index + 1
  reading: Reading;
  alone: boolean;
  /** The reading when the message holds nothing else. */
  aloneReading?: Intent;
  /** The reading when a value follows after punctuation (see {@link Entry.asideReading}). */
  asideReading?: Intent;
}

const EMOJI = /\p{Extended_Pictographic}/u;
const DATA_RE = /[^\s@]+@[^\s@]+|https?:\/\/\S+|www\.\S+/g;
const YES_EMOJI = /^[\s👍👌✅✔☑🆗🙌]+$/u;
const NO_EMOJI = /^[\s👎❌✖🚫]+$/u;
const LAUGH = /^(?:(?:ja|je|ji|jo|ha|he|ah|aj|js|sj)(?:ja|je|ji|jo|ha|he|hi|ah|aj|js|sj)+[jhs]?|jaj|lol|lmao|xd|rofl)$/;

function punctBetween(raw: string, from: number, to: number): boolean {
  return /[^\s\p{L}\p{N}]/u.test(raw.slice(from, to));
}

function same(a: Intent, b: Intent): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'change' && b.kind === 'change') return a.target === b.target;
  if (a.kind === 'language' && b.kind === 'language') return a.lang === b.lang;
  if (a.kind === 'shift' && b.kind === 'shift') return a.days === b.days;
  return true;
}

/** The entry of the table matching at token `i` (longest first) that passes its local rules. */
function tableMatch(toks: Tok[], i: number, m: Message): Entry[] {
  // a letter of a word spelled out ("m a r t h a …", letters typed one by one) is no word squeezed to it ("mm" → "m")
  // ("m punto torres arroba …": an initial of an address, beside its said dot or at)
  const letter = (x: Tok | undefined) => x !== undefined && /^\p{L}$/u.test(x.text);
  const spelled =
    letter(toks[i]) &&
    (letter(toks[i - 1]) || letter(toks[i + 1]) || /^(punto|dot|arroba|at)$/.test(toks[i + 1]?.sq ?? '')) &&
    !ONE_LETTER_WORDS.has(toks[i]!.sq);
  const list = spelled ? undefined : TABLE.get(toks[i]!.sq);
  if (!list) return [];
  return list.filter((e) => {
    if (i + e.words.length > toks.length) return false;
    for (let k = 1; k < e.words.length; k++) if (toks[i + k]!.sq !== e.words[k]) return false;
    if (e.notAt && m.expecting && e.notAt.includes(m.expecting)) return false;
    // Class: a word that is also a name heading a navigation phrase ("mejor empecemos de cero", "bueno, cancela") is the
    // navigation's, not a name.
    if (e.words.length === 1 && (m.expecting === 'name' || m.expecting === 'lastName') && NAME_LIKE.has(e.words[0]!)) {
      const next = i + 1 < toks.length ? tableMatch(toks, i + 1, m) : [];
      if (!next.some((x) => x.reading !== 'NO' && x.reading.kind !== 'correction' && NAVIGATION.has(x.reading.kind))) return false;
    }
    const next = toks[i + e.words.length];
    if (e.notNext && next && e.notNext.has(next.sq)) return false;
    if (e.notPrev && i > 0 && e.notPrev.has(toks[i - 1]!.sq)) return false;
    return true;
  });
}

const NEG_LEAD: ReadonlySet<string> = new Set(['no', 'not', 'nop'].map(squeeze));
const NEG_COPULA: ReadonlySet<string> = new Set(
  ['es', 'son', 'era', 'eran', 'seria', 'serian', 'para', 'el', 'the', 'is', 'are', 'was', 'were', 'its', 'on'].map(squeeze),
);
const SINO: ReadonlySet<string> = new Set(['sino', 'but', 'rather']);
/** Words naming one of the guest's details ("el mail", "el apellido", "the phone"): said after "no", a new value follows. */
const FIELD_WORDS: ReadonlySet<string> = new Set(
  'mail email e-mail correo apellido apellidos nombre telefono celular cel numero whatsapp name surname phone number'.split(' ').map(squeeze),
);

/**
 * A heading negated value followed by its replacement: "no es el 15, es el
 * 16", "no son 2, son 3", "no el 15 sino el 16", "not the 15th, the 16th",
 * "no 2, 3 adultos", "no 3 sino 4 noches".
 * The negated part (up to the comma or "sino") is claimed with the
 * correction, so no other extractor reads the wrong value.
 */
function negatedMatch(toks: Tok[], i: number, m: Message): Hit | undefined {
  if (!NEG_LEAD.has(toks[i]!.sq) || i + 2 >= toks.length || !(NEG_COPULA.has(toks[i + 1]!.sq) || isNumber(toks[i + 1]!))) return undefined;
  if (punctBetween(m.raw, toks[i]!.end, toks[i + 1]!.start)) return undefined;
  // Class: "no" then a field named with its new value, without a comma ("nooo el mail es lau@x.com", "no el apellido es
  // Gómez"): no value is negated; the "no" alone is the correction, and the field's words are left for its reader.
  if (FIELD_WORDS.has(toks[i + 2]!.sq) && (toks[i + 1]!.sq === 'el' || toks[i + 1]!.sq === 'the' || toks[i + 1]!.sq === 'mi'))
    return { from: i, to: i + 1, reading: CORRECTION, alone: false };
  for (let k = i + 2; k < toks.length && k <= i + 8; k++) {
    if (SINO.has(toks[k]!.sq)) return k + 1 < toks.length ? { from: i, to: k + 1, reading: CORRECTION, alone: false } : undefined;
    // a dot inside an address ("lau@example.com") ends no clause
    if (toks[k]!.sq === '#' && toks[k - 1]!.sq === '#') continue;
    if (/[,;.]/.test(m.raw.slice(toks[k - 1]!.end, toks[k]!.start))) return { from: i, to: k, reading: CORRECTION, alone: false };
  }
  return undefined;
}

/** "except" words after a word of approval ("todo bien MENOS las fechas", "all good EXCEPT the phone"). */
const EXCEPT: ReadonlySet<string> = new Set(['menos', 'excepto', 'salvo', 'except', 'but'].map(squeeze));
/** Words of approval before {@link EXCEPT}. */
const FINE: ReadonlySet<string> = new Set(['bien', 'ok', 'perfecto', 'correcto', 'good', 'fine', 'correct', 'right', 'perfect'].map(squeeze));

/** Verbs of going back, before "a"/"to" and a part of the booking ("regresa a las fechas", "go back to the dates"). */
const RETURN_VERBS = phraseTable(
  'regresa|regrese|regresemos|regresar|regresame|regreseme|vuelve|vuelva|volvamos|volver|devuelvete|devuelvase|devuelveme|devuelvame|go back|back|take me back|lets go back|can we go back|return',
);
const RETURN_TO: ReadonlySet<string> = new Set(['a', 'al', 'to', 'hasta'].map(squeeze));
/** Parts of the booking that going back to asks to change (not the hotel: "volver al hotel" may be the place itself). */
const RETURN_TARGETS: ReadonlySet<ChangeTarget> = new Set<ChangeTarget>([
  'dates',
  'destination',
  'party',
  'rooms',
  'name',
  'email',
  'phone',
  'country',
  'residenceCity',
]);

/** A change phrase at token `i`: verb [det…] target → change; verb [it] to … → correction. */
function changeMatch(toks: Tok[], i: number, m: Message): Hit | undefined {
  const t = toks[i]!;
  // Class: everything fine but one part ("todo bien menos las fechas", "all good except the phone"): a change of that part.
  if (EXCEPT.has(t.sq) && toks.slice(Math.max(0, i - 3), i).some((x) => FINE.has(x.sq))) {
    const tg = complaintTarget(toks, i + 1);
    if (tg && tg[1] !== 'hotel') return { from: i, to: tg[0], reading: { kind: 'change', target: tg[1] }, alone: false };
  }
  // Class: going back to a part of the booking ("regresa a las fechas, me equivoqué", "go back to the dates") is a change of it.
  const rv = phraseAt(RETURN_VERBS, toks, i);
  if (rv > 0 && i + rv < toks.length && RETURN_TO.has(toks[i + rv]!.sq)) {
    const tg = complaintTarget(toks, i + rv + 1);
    if (tg && RETURN_TARGETS.has(tg[1])) return { from: i, to: tg[0], reading: { kind: 'change', target: tg[1] }, alone: false };
  }
  if (CHANGE_VERBS.has(t.sq)) {
    let j = i + 1;
    let dets = 0;
    for (;;) {
      const target = targetAt(toks, j);
      // "corrijo el teléfono" asks to change it; "corrijo país: Ecuador" gives the value right away (a correction)
      if (target && FIRST_PERSON_FIXES.has(t.sq) && j + target[0].length < toks.length)
        return { from: i, to: j + target[0].length, reading: CORRECTION, alone: false };
      if (target) return { from: i, to: j + target[0].length, reading: { kind: 'change', target: target[1] }, alone: false };
      if (j < toks.length && CHANGE_DET.has(toks[j]!.sq) && dets < 3) {
        j++;
        dets++;
        continue;
      }
      break;
    }
    // "cambialo a 3 noches", "change it to the 16th", "cambiar a Santa Marta".
    let k = i + 1;
    if (k < toks.length && CHANGE_IT.has(toks[k]!.sq)) k++;
    if (k + 1 < toks.length && CHANGE_TO.has(toks[k]!.sq)) return { from: i, to: k, reading: CORRECTION, alone: false };
    return undefined;
  }
  if (OTHER_WORDS.has(t.sq) && i + 1 < toks.length) {
    // "a different number of rooms", "otra cantidad de personas": the count of a part of the booking
    const count = /^(number|numero|cantidad)$/.test(toks[i + 1]!.sq) && /^(of|de)$/.test(toks[i + 2]?.sq ?? '');
    if (count && i + 3 < toks.length) {
      const counted = TARGETS.find(([words]) => words.length === 1 && words[0] === toks[i + 3]!.sq)?.[1];
      if (counted === 'rooms' || counted === 'party' || counted === 'dates')
        return { from: i, to: i + 4, reading: { kind: 'change', target: counted }, alone: false };
    }
    const target = OTHER_TARGETS.get(toks[i + 1]!.sq);
    // Colombian "al otro día" is "the next day" (a departure: "salimos al otro día"), not another date; so is "el otro
    // día" after a word of leaving ("hasta el otro día", "salimos el otro día").
    const nextDay =
      toks[i + 1]!.sq === squeeze('dia') &&
      (toks[i - 1]?.sq === squeeze('al') || (toks[i - 1]?.sq === squeeze('el') && LEAVING_BEFORE.has(toks[i - 2]?.sq ?? '')));
    if (target && !nextDay) return { from: i, to: i + 2, reading: { kind: 'change', target }, alone: false };
  }
  // "wrong email", "está mal el correo", "puse mal mi nombre", "I misspelled my name".
  const wb = phraseAt(WRONG_BEFORE, toks, i);
  if (wb > 0) {
    const tg = complaintTarget(toks, i + wb);
    if (tg) return { from: i, to: tg[0], reading: { kind: 'change', target: tg[1] }, alone: false };
  }
  // "me equivoqué en el correo", "hay un error en la fecha", "typo in my name".
  const mi = phraseAt(MISTAKE, toks, i);
  if (mi > 0 && i + mi < toks.length && MISTAKE_PREP.has(toks[i + mi]!.sq)) {
    const tg = complaintTarget(toks, i + mi + 1);
    if (tg) return { from: i, to: tg[0], reading: { kind: 'change', target: tg[1] }, alone: false };
  }
  // "ese no es mi correo", "that's not my email".
  if (THAT_WORDS.has(t.sq)) {
    let k = i + 1;
    if (k < toks.length && (toks[k]!.sq === 'is' || toks[k]!.sq === 'es')) k++;
    const ni = phraseAt(NOT_IS, toks, k);
    if (ni > 0) {
      const tg = complaintTarget(toks, k + ni);
      if (tg && tg[1] !== 'hotel') return { from: i, to: tg[0], reading: { kind: 'change', target: tg[1] }, alone: false };
    }
  }
  // "la fecha está mal", "fechas equivocadas", "the phone number is wrong", "mi nombre quedó mal escrito".
  const tg = complaintTarget(toks, i);
  if (tg && tg[1] !== 'hotel' && (i === 0 || !MISTAKE_PREP.has(toks[i - 1]!.sq))) {
    let k = tg[0];
    // "el correo QUE PUSE está malo", "the email I GAVE you is wrong": the guest's own giving of it, between.
    k += phraseAt(GIVEN, toks, k);
    const given = k;
    if (k < toks.length && COPULA.has(toks[k]!.sq)) k++;
    const w = phraseAt(WRONG_AFTER, toks, k);
    if (w > 0) {
      const end = k + w;
      const next = toks[end];
      // "el hotel está mal ubicado" is not a complaint about a value: only the end, punctuation or filler may follow.
      if (!next || punctBetween(m.raw, toks[end - 1]!.end, next.start) || POLITE.has(next.sq) || FILLER_WORDS.has(next.text) || next.sq === '#') {
        return { from: i, to: end, reading: { kind: 'change', target: tg[1] }, alone: false };
      }
    }
    // Class: a field said not to be a value ("la ciudad donde vivo no es Cali", "my email is not juan@x.co, it's …"): a
    // change of that field, the value denied claimed with it (up to punctuation or the word giving the right one), so it
    // is never read as the new value. Only the guest's own details (see DENIABLE_TARGETS).
    const ni = phraseAt(FIELD_NOT, toks, given);
    if (ni > 0 && DENIABLE_TARGETS.has(tg[1])) {
      let end = given + ni;
      while (end < toks.length && !punctBetween(m.raw, toks[end - 1]!.end, toks[end]!.start) && !RIGHT_VALUE.has(toks[end]!.sq)) end++;
      // "no es Cali sino Palmira": the replacement said with "sino" is read by the extractors themselves
      const sino = end < toks.length && SINO.has(toks[end]!.sq);
      if (end > given + ni && !sino) return { from: i, to: end, reading: { kind: 'change', target: tg[1] }, alone: false };
    }
  }
  return undefined;
}

/** A field's value denied: "(la ciudad) NO ES (Cali)", "(my email) IS NOT (…)". */
const FIELD_NOT = phraseTable('no es|no son|no era|is not|isnt|are not|arent|was not|wasnt');
/** Words giving the right value after a denied one ("no es Cali, ES Palmira", "not Cali BUT Palmira"). */
const RIGHT_VALUE: ReadonlySet<string> = new Set(['es', 'son', 'era', 'sino', 'its', 'it', 'but', 'is', 'mejor'].map(squeeze));
/**
 * The guest's own details, whose value a guest may deny ("mi correo no es ese"); not the party or the rooms, whose words
 * deny other things ("los niños no son míos"), nor "la ciudad", which may be the trip's or the guest's.
 */
const DENIABLE_TARGETS: ReadonlySet<ChangeTarget> = new Set<ChangeTarget>(['name', 'email', 'phone', 'country', 'residenceCity']);

/** {@link TARGETS} by their first word. */
const TARGETS_BY_FIRST = new Map<string, [string[], ChangeTarget][]>();
for (const tg of TARGETS) {
  const list = TARGETS_BY_FIRST.get(tg[0][0]!) ?? [];
  list.push(tg);
  TARGETS_BY_FIRST.set(tg[0][0]!, list);
}

function targetAt(toks: Tok[], j: number): [string[], ChangeTarget] | undefined {
  if (j >= toks.length) return undefined;
  for (const tg of TARGETS_BY_FIRST.get(toks[j]!.sq) ?? []) {
    if (j + tg[0].length > toks.length) continue;
    let ok = true;
    for (let k = 1; k < tg[0].length; k++) if (toks[j + k]!.sq !== tg[0][k]) ok = false;
    if (ok) return tg;
  }
  return undefined;
}

function scan(toks: Tok[], m: Message, allowAlone: boolean): Hit[] {
  const hits: Hit[] = [];
  const questions = weatherQuestions(toks, m);
  // Whether every word before the current one was claimed or is a lead word.
  let clean = true;
  const startOk = (): boolean => clean;
  const headOk = (end: number) => {
    if (end >= toks.length) return true;
    const next = toks[end]!;
    if (punctBetween(m.raw, toks[end - 1]!.end, next.start)) return true;
    if (POLITE.has(next.sq) || LAUGH.test(next.sq)) return true;
    return tableMatch(toks, end, m).length > 0 || changeMatch(toks, end, m) !== undefined || deferMatch(toks, end) !== undefined;
  };
  let i = 0;
  while (i < toks.length) {
    const t = toks[i]!;
    const question = questions.find((q) => q.from <= i && i < q.to);
    if (question) {
      hits.push({ ...question, from: i });
      i = question.to;
      continue;
    }
    let best: Hit | undefined =
      changeMatch(toks, i, m) ??
      (startOk() ? negatedMatch(toks, i, m) : undefined) ??
      negTailMatch(toks, i, m) ??
      deferMatch(toks, i) ??
      humanMatch(toks, i) ??
      staffAskedMatch(toks, i, m) ??
      personAskedMatch(toks, i, m) ??
      shiftMatch(toks, i, m);
    // the length kept, said beside a move ("same 3 nights"), is the move's
    if (!best && hits.some((h) => h.reading !== 'NO' && h.reading.kind === 'shift')) {
      const n = sameLengthAt(toks, i);
      if (n) best = { from: i, to: i + n, reading: hits.find((h) => h.reading !== 'NO' && h.reading.kind === 'shift')!.reading, alone: false };
    }
    for (const e of tableMatch(toks, i, m)) {
      const to = i + e.words.length;
      if (best && best.to - best.from >= e.words.length) break;
      let where = e.where;
      if (e.accentStart && /í/i.test(m.raw.slice(t.start, t.end))) where = 'start';
      if (where === 'alone' && !allowAlone) continue;
      if ((where === 'start' || where === 'head') && !startOk()) continue;
      if (where === 'head' && !headOk(to)) continue;
      best = { from: i, to, reading: e.reading, alone: where === 'alone' };
      if (e.aloneReading) best.aloneReading = e.aloneReading;
      if (e.asideReading) best.asideReading = e.asideReading;
      break;
    }
    if (!best && LAUGH.test(t.sq)) best = { from: i, to: i + 1, reading: SMALLTALK, alone: false };
    if (best) {
      hits.push(best);
      i = best.to;
    } else {
      if (!LEAD.has(t.sq) && !PLEASE.has(t.sq)) clean = false;
      i++;
    }
  }
  return hits;
}

function isChatter(r: Reading): boolean {
  return r !== 'NO' && (r.kind === 'greeting' || r.kind === 'thanks' || r.kind === 'smalltalk');
}

/** Whether every token is claimed by a hit, polite, or a filler word. */
function allCovered(toks: Tok[], hits: Hit[]): boolean {
  const claimed = new Array<boolean>(toks.length).fill(false);
  for (const h of hits) for (let k = h.from; k < h.to; k++) claimed[k] = true;
  return toks.every((t, k) => claimed[k] || POLITE.has(t.sq) || FILLER_WORDS.has(t.text));
}

function spanOf(m: Message, toks: Tok[], from: number, to: number): TextRange {
  let s = toks[from]!.start;
  let e = toks[to - 1]!.end;
  while (s > 0 && /[¡¿]/.test(m.raw[s - 1]!)) s--;
  while (e < m.raw.length && /[,.;:!?…)]/.test(m.raw[e]!)) e++;
  return [s, e];
}

/**
 * The intents of one message and the spans of the words that express them
 * (indexes into `m.raw`/`m.folded`, trailing punctuation included: "Hola,"
 * of "Hola, quiero reservar en Cartagena" is `[0, 5]`). Reads `m.folded`, so
 * spans masked by earlier extractors are never read; `m.raw` only to tell an
 * accented "sí" and punctuation. Intents come in message order, without
 * repeats; `{ intents: [], spans: [] }` when there are none.
 *
 * Readings of unclear cases:
 * - One reading per phrase. "ok", "dale", "listo", "vale", "bien", "👍" are
 *   `yes` (never also `smalltalk`): the dialogue should act on `yes`/`no`
 *   only at a yes/no question (`expecting === 'confirm'` or a question with
 *   yes/no choices) and read them elsewhere as an acknowledgement (answer
 *   briefly and ask the current question again).
 * - "si" without an accent is `yes` only when it heads the message and is
 *   followed by punctuation, the end, a polite word or another intent ("si,
 *   2 adultos", "si claro"); "si hay cupo…" (Spanish "if") is not claimed.
 *   "sí" with its accent may be followed by anything ("sí quiero").
 * - A heading "no" alone (or followed by polite words, thanks, or another
 *   no: "no, ninguno") is `no`. Followed by punctuation and a value ("no, el
 *   16", "no, 3 adultos") it is a `correction` (only "no," is claimed; the
 *   value is left for the others). Before another navigation intent ("no,
 *   cancela") only that intent is returned. "no niños", "no kids" (no
 *   punctuation) are not claimed: they are occupancy data.
 * - A correction claims only its own words ("no espera,", "perdón, quise
 *   decir", "actually", "mejor"); "mejor" counts only at the start and not
 *   before "hotel", "precio", "opción"… A lone "espera"/"wait" is small talk.
 *   A heading negated value with its replacement ("no es el 15, es el 16",
 *   "no el 15 sino el 16", "not the 15th, the 16th") claims the negated part
 *   too, so the wrong value is never read by the extractors that follow.
 * - "cancelar" after a word that makes it a question ("¿puedo cancelar
 *   después?", "se puede cancelar?", "if I cancel") is not claimed.
 * - A negated value replaced by another is claimed with the correction:
 *   "no 2" of "somos 3 no 2", "no el jueves" of "llego el viernes, no el
 *   jueves", "en vez de 3", "instead of 2" — only a number or a day word,
 *   with its unit words, up to punctuation or the end, and (for a plain
 *   "no"/"not") only after another number or day. "no niños", "no hay
 *   niños", "no kids" are never claimed: they are occupancy data.
 * - A complaint about a field is a change of it: "me equivoqué en el
 *   correo", "el teléfono está mal", "typo in my name", "ese no es mi
 *   correo", "my name is misspelled", "está mal la fecha". A bare "el
 *   número" counts as the phone only after a possessive ("mi número está
 *   mal"); "el hotel está mal ubicado" (an opinion) is not claimed.
 * - Deferrals are small talk, the person consulted included: "let me check
 *   with my wife", "déjame preguntarle a mi esposo", "ya te confirmo",
 *   "dame un momento" (so "my wife" there is never read as a traveller).
 * - A change names its target ("cambiar la fecha" → `dates`, "otro hotel" →
 *   `hotel`, "la fecha está mal" → `dates`); a change verb without a target
 *   but with a new value ("cámbialo a 3 noches", "change it to the 16th") is a
 *   `correction` claiming only the verb. A bare "cambiar" is not claimed.
 * - Greetings count only at the start; "buenas noches" at the start is a
 *   greeting (so never nights). A lone number is never claimed.
 * - "ayuda"/"help" heading the message, "no sé" alone and "?" alone are
 *   `help`; goodbyes ("chao", "bye") are `smalltalk`, never `cancel`.
 * - Lone words of six letters or more with one typo ("cancelr", "grasias")
 *   are read, except at a name, place or country question.
 * - "español"/"english" alone are language requests except at the country,
 *   name and residence questions (where they may be a nationality).
 * - A message of emojis only is `smalltalk` (👍👌✅ `yes`, 👎❌ `no`).
 * - Polite fillers in chat spelling ("x favor", "xfa", "porfa", "porfis",
 *   "pls") around a navigation word keep it navigation at any question
 *   ("atrás x favor", "porfa atrás", "back pls").
 * - Asking for advice ("¿qué me recomiendas?", "any recommendations?") is
 *   `help` when the message says nothing else, `smalltalk` beside a request
 *   ("hotel in Cali, any recommendations?"), so the request is acted on.
 *   "todavía no sé" is `help`, `smalltalk` when a value follows after
 *   punctuation ("no sé todavía, Cartagena tal vez").
 * - Season's greetings ("feliz navidad", "happy new year") are a greeting
 *   at the start, small talk elsewhere: never a date. Farewells naming a
 *   place ("nos vemos en", "see you in") are small talk.
 * - A person asked for in the guest's words is `human`: a verb of reaching
 *   and a person or desk of the hotel ("comuníquenme con un asesor de
 *   grupos", "escalate to your groups desk"), or someone asked after with a
 *   verb of being attended ("¿hay alguien que me atienda?", "is there a
 *   human I can call?").
 * - Moving the whole stay ("can you move it a day later? same 3 nights",
 *   "córrala un día", "push it back a day") is `shift` with the days (the
 *   length said beside it is claimed too); a day said from another ("dos
 *   días después de Navidad") is not a move.
 * - A question about the weather ("¿cómo está el clima en Cartagena en
 *   enero?") is small talk claiming the whole question, so its month and
 *   place are not the stay's.
 * - The trip falling through ("se nos dañó el viaje", "event postponed sine
 *   die") is `cancel`; wiping everything ("borre todo y arranquemos otra
 *   vez") is `restart`; going back to a part ("regresa a las fechas") or
 *   everything fine but one part ("todo bien menos las fechas") is a change
 *   of it.
 */
export function extractIntents(m: Message): IntentsFound {
  // Words inside an email or web address are data, never intents ("hola@hotel.com").
  const data: TextRange[] = [];
  for (const d of m.folded.matchAll(DATA_RE)) data.push([d.index, d.index + d[0].length]);
  const toks: Tok[] = tokens(m.folded).map((t) =>
    data.some(([s, e]) => t.start < e && t.end > s) ? { ...t, text: '#', sq: '#' } : { ...t, sq: squeeze(t.text) },
  );
  if (toks.length === 0) return wordless(m);
  politeX(toks);
  chatShorthand(toks);

  // Telegram-style commands.
  const cmd = /^\s*\/(start|restart|reiniciar|cancel|cancelar|help|ayuda|back|atras)\b/.exec(m.folded);
  if (cmd) {
    const c = cmd[1]!;
    const intent = c === 'cancel' || c === 'cancelar' ? CANCEL : c === 'help' || c === 'ayuda' ? HELP : c === 'back' || c === 'atras' ? BACK : RESTART;
    const s = m.folded.indexOf('/');
    return { intents: [{ ...intent }], spans: [[s, s + 1 + c.length]] };
  }

  // A phrase that must be alone is dropped when anything but chatter stands beside it ("bueno, cancelar").
  let hits = scan(toks, m, true);
  if (hits.some((h) => h.alone) && (!allCovered(toks, hits) || hits.some((h) => !h.alone && !isChatter(h.reading)))) {
    hits = scan(toks, m, false);
  }

  // A lone word with one typo.
  if (hits.length === 0 && toks.length === 1 && !(m.expecting && NAME_SLOTS.has(m.expecting))) {
    const w = toks[0]!.sq;
    if (w.length >= 6) {
      for (const [word, intent] of TYPO_WORDS) {
        if (word !== w && Math.abs(word.length - w.length) <= 1 && distance(word, w) === 1) {
          hits = [{ from: 0, to: 1, reading: intent, alone: true }];
          break;
        }
      }
    }
  }

  hits = chatterClauses(toks, hits, m);
  hits = takenBack(toks, hits, m);

  // Corrections and a heading "no" take the apology or hesitation words just before them.
  for (const h of hits) {
    if (h.reading !== 'NO' && h.reading.kind !== 'correction') continue;
    while (h.from > 0 && CORRECTION_LEAD.has(toks[h.from - 1]!.sq) && !hits.some((o) => o !== h && o.to > h.from - 1 && o.from <= h.from - 1)) h.from--;
  }

  // Lone "espera", "wait": chatter rather than a correction.
  const alone = allCovered(toks, hits);
  const intents: Intent[] = [];
  const spans: TextRange[] = [];
  for (const h of hits) {
    let reading: Intent | undefined;
    if (h.reading === 'NO') reading = readNo(toks, hits, h);
    else if (h.aloneReading && alone && hits.every((o) => o === h || isChatter(o.reading))) reading = h.aloneReading;
    else if (h.asideReading && asideValue(m, toks, hits, h)) reading = h.asideReading;
    else reading = h.reading;
    spans.push(spanOf(m, toks, h.from, h.to));
    const r = reading;
    if (r !== undefined && !intents.some((x) => same(x, r))) intents.push({ ...r });
  }
  // Class: giving up said with a goodbye at a question of the booking ("mejor no, chau", "nada, déjalo así, chao", "no
  // thanks, bye"): the guest leaves the booking. Not at the summary, nor once no question is open (after a booking, "no
  // gracias, chao" is a farewell).
  if (m.expecting && m.expecting !== 'confirm' && leavesWithGoodbye(toks)) return { intents: [{ ...CANCEL }], spans: [[0, m.folded.length]] };
  // A correction makes a "yes"/"no" of the same message moot ("no, mejor el 16").
  let out = intents;
  if (out.some((x) => x.kind === 'correction')) out = out.filter((x) => x.kind !== 'no');
  // A change names what to change: "cambiar a otra ciudad" is that change, not a correction.
  if (out.some((x) => x.kind === 'change')) out = out.filter((x) => x.kind !== 'correction');
  // Class: going back to change a part, said as one request ("can I go back and change my email?", "volvamos atrás y
  // cambiemos la fecha"): the change says where to go; the step back is its way there.
  if (out.some((x) => x.kind === 'change') && out.some((x) => x.kind === 'back') && BACK_TO_CHANGE.test(m.folded)) out = out.filter((x) => x.kind !== 'back');
  return { intents: out, spans };
}

/** Goodbyes ("chao", "nos vemos", "bye"). */
const GOODBYE = phraseTable('chao|chau|adios|bye|bye bye|goodbye|hasta luego|hasta pronto|nos vemos|see you|see ya|cya');
/** Words of declining ("no", "nada", "mejor no", "déjalo así", "no thanks"). */
const DECLINING: ReadonlySet<string> = new Set(['no', 'nada', 'nah', 'nope', 'dejalo', 'deja', 'dejemoslo'].map(squeeze));
/**
 * Whether the message is only declining and a goodbye ("mejor no, chau", "nada, déjalo así, chao", "no gracias, bye"):
 * a word of {@link DECLINING}, a {@link GOODBYE}, and besides them only words of giving up, politeness and "así", "thanks".
 */
function leavesWithGoodbye(toks: readonly Tok[]): boolean {
  let declined = false;
  let bye = false;
  for (let k = 0; k < toks.length; k++) {
    const n = phraseAt(GOODBYE, toks as Tok[], k);
    if (n > 0) {
      bye = true;
      k += n - 1;
      continue;
    }
    const t = toks[k]!.sq;
    if (DECLINING.has(t)) declined = true;
    else if (!GIVING_UP.has(t) && !POLITE.has(t) && !/^(asi|gracias|thank|thanks|you|mas|more)$/.test(t)) return false;
  }
  return declined && bye;
}

// ------------------------------------------------------------------ chatter that holds no value

/** Verbs of fetching what the answer is read from ("finding my passport", "buscando la cédula", "que lo busco", "grabbing my ID"). */
const FETCHING = phraseTable(
  `finding|looking for|searching for|getting|grabbing|checking|fetching|digging out|i need to find|let me find|let me grab|let me get
   |buscando|busco|que lo busco|que la busco|voy a buscar|dejame buscar|dejeme buscar|estoy buscando|sacando|saco|procurando|pegando`,
);
/** Little words between a fetching verb and the thing fetched ("finding MY passport", "buscando LA cédula"). */
const FETCH_DET: ReadonlySet<string> = new Set('my the our mi la el lo los las su mis meu minha o a'.split(' ').map(squeeze));
/** What the guest fetches to read an answer from: a document, a card, the phone, or the answer itself ("lo", "it"). */
const FETCHED: ReadonlySet<string> = new Set(
  `passport passports id card cards wallet documents document papers paperwork phone glasses it them
   pasaporte pasaportes cedula cedulas documento documentos tarjeta tarjetas papeles billetera cartera gafas lentes celular lo la los las
   passaporte documento carteira identidade rg`
    .split(/\s+/)
    .filter((w) => w !== '')
    .map(squeeze),
);
/** Commotion at home said as it happens ("los mellizos están peleando", "the baby was crying", "o bebê está chorando"). */
const COMMOTION: ReadonlySet<string> = new Set(
  `peleando llorando gritando jugando molestando corriendo brincando despertando peleandose
   crying fighting screaming yelling shouting cried screamed fought playing
   brigando chorando gritando`
    .split(/\s+/)
    .filter((w) => w !== '')
    .map(squeeze),
);
/** Exclamations and opinions heading a clause ("qué pena tanta corrección", "me encanta Colombia", "I love Colombia"). */
const EXCLAIM = phraseTable(
  'que pena|q pena|k pena|ay que pena|que verguenza|que oso|que emocion|que rico|que chevere|que nervios|me encanta|me encantan|me fascina|me fascinan|amo|adoro|i love|we love|i just love|love|i adore',
);
/** Words that open a value in a clause after an exclamation ("qué pena, SOY de Cali", "me encanta, MI nombre es…"): the chatter ends there. */
const VALUE_LEADS: ReadonlySet<string> = new Set('soy somos es son me mi mis vivo vivimos nombre llamo i im my is from de en in'.split(' ').map(squeeze));
/** Tag questions closing a message ("me encanta Colombia, ¿eh?", "¿verdad?", "né?"): chatter, never a value ("eh" is no country); "¿no?" stays a "no". */
const TAGS: ReadonlySet<string> = new Set('eh verdad right ne huh'.split(' ').map(squeeze));
/** The questions about the guest where an exclamation's clause is chatter, never the answer. */
const GUEST_QUESTIONS: ReadonlySet<Slot> = new Set(['name', 'lastName', 'country', 'residenceCity']);

/**
 * Class: chatter that is not a value, claimed whole as small talk before the extractors read it, so the question is
 * asked again:
 * - fetching what the answer is read from ("one sec, finding my passport", "un momento que lo busco", "buscando la
 *   cédula"): a fetching verb, up to two little words, a document or the answer itself;
 * - commotion at home said as it happens ("espera que los mellizos están peleando", "sorry, the baby was crying"): a
 *   clause with a verb of commotion and no digits (the children named there are not travellers);
 * - at the questions about the guest, an exclamation or opinion heading a clause ("qué pena tanta corrección", "me
 *   encanta Colombia, ¿eh?"): the clause up to its end or a word opening a value ("qué pena, soy de Cali" keeps Cali).
 */
function chatterClauses(toks: Tok[], hits: Hit[], m: Message): Hit[] {
  const out = [...hits];
  const claimed = (k: number) => out.some((h) => k >= h.from && k < h.to);
  const clauseEnd = (k: number): number => {
    let e = k + 1;
    while (e < toks.length && !/[,.;:!?¿¡…\n()]/.test(m.raw.slice(toks[e - 1]!.end, toks[e]!.start))) e++;
    return e;
  };
  const clauseStart = (k: number): number => {
    let b = k;
    while (b > 0 && !/[,.;:!?¿¡…\n()]/.test(m.raw.slice(toks[b - 1]!.end, toks[b]!.start))) b--;
    return b;
  };
  const free = (from: number, to: number) => {
    for (let k = from; k < to; k++) if (claimed(k)) return false;
    return true;
  };
  for (let k = 0; k < toks.length; k++) {
    if (claimed(k)) continue;
    // fetching a document
    const f = phraseAt(FETCHING, toks, k);
    if (f > 0) {
      let j = k + f;
      let dets = 0;
      while (j < toks.length && dets < 2 && FETCH_DET.has(toks[j]!.sq)) {
        j++;
        dets++;
      }
      // "lo" and "la" are both a little word and the answer itself ("ya lo busco", "voy a buscarla"): the thing, when
      // the clause ends there ("busco la mejor tarifa" fetches nothing)
      const clauseEnds = j >= toks.length || punctBetween(m.raw, toks[j - 1]!.end, toks[j]!.start);
      if (clauseEnds && dets > 0 && FETCHED.has(toks[j - 1]!.sq)) j--;
      if (j < toks.length && FETCHED.has(toks[j]!.sq) && free(k, j + 1)) {
        out.push({ from: k, to: j + 1, reading: SMALLTALK, alone: false });
        k = j;
        continue;
      }
    }
    // commotion at home
    if (COMMOTION.has(toks[k]!.sq)) {
      const b = clauseStart(k);
      const e = clauseEnd(k);
      if (!toks.slice(b, e).some((t) => /\d/.test(t.text))) {
        const from = out.filter((h) => h.from < k && h.to > b).reduce((x, h) => Math.max(x, h.to), b);
        if (free(from, e)) {
          out.push({ from, to: e, reading: SMALLTALK, alone: false });
          k = e - 1;
        }
      }
    }
  }
  // an exclamation heading a clause, at a question about the guest
  if (m.expecting && GUEST_QUESTIONS.has(m.expecting)) {
    for (let k = 0; k < toks.length; k++) {
      const n = phraseAt(EXCLAIM, toks, k);
      if (n === 0 || (clauseStart(k) !== k && !out.some((h) => h.to === k && h.from >= clauseStart(k)))) continue;
      let e = k + n;
      const end = clauseEnd(k);
      while (e < end && !VALUE_LEADS.has(toks[e]!.sq)) e++;
      // the clause's words are the exclamation's, intents said inside it too ("qué pena tanta corrección" corrects nothing)
      const inside = out.filter((h) => h.from >= k && h.to <= e);
      if (inside.length === out.filter((h) => h.from < e && h.to > k).length) {
        for (const h of inside) out.splice(out.indexOf(h), 1);
        out.push({ from: k, to: e, reading: SMALLTALK, alone: false });
      }
      k = e - 1;
    }
  }
  // a tag question closing the message, alone in its clause
  const last = toks.length - 1;
  if (last > 0 && TAGS.has(toks[last]!.sq) && clauseStart(last) === last && m.raw.slice(toks[last]!.end).includes('?')) {
    const was = out.findIndex((h) => h.from === last);
    if (was >= 0 && out[was]!.to === last + 1) out.splice(was, 1);
    if (!claimed(last)) out.push({ from: last, to: last + 1, reading: SMALLTALK, alone: false });
  }
  return out.sort((a, b) => a.from - b.from);
}

// ------------------------------------------------------------------ navigation taken back

/** Navigation that ends or winds back the conversation: what a guest may take back inside the same message. */
const WINDING: ReadonlySet<Intent['kind']> = new Set(['cancel', 'restart', 'back']);
/** The navigation itself negated ("no canceles", "don't cancel", "não cancela"): it is taken back. */
const NAV_NEGATED = phraseTable(
  `no canceles|no cancele|no cancelen|no cancelar|no lo canceles|no la canceles|no lo cancele|no la cancele|no reinicies|no reinicie|no borres|no borre
   |no te devuelvas|no se devuelva|no vuelvas|no volvamos|no anules|no anule
   |dont cancel|do not cancel|dont restart|do not restart|dont go back|do not go back|nao cancela|nao cancele|nao precisa cancelar`,
);
/** Going on with the booking ("sigamos", "let's continue", "bora"): after a pause or a "no", the navigation before is taken back. */
const GO_ON = phraseTable(
  `sigamos|sigamos nomas|sigamos entonces|continuemos|seguimos|sigue|siga|continua|continue|continuar|mejor sigamos|mejor continuemos
   |lets continue|lets go on|keep going|go on|carry on|segue|seguimos|vamos continuar|bora continuar`,
);
/** Words of giving up said before "olvídalo" / "forget it" ("nada, olvídalo", "nah, forget it"): no content taken back, so the whole is a cancel. */
const GIVING_UP: ReadonlySet<string> = new Set(['nada', 'no', 'nah', 'nope', 'mejor', 'bueno', 'ya', 'pues', 'ps', 'ay', 'ah', 'oh', 'uy', 'meh'].map(squeeze));

/** Words taking back what the message said before them, said last ("…, never mind", "…, olvídalo", "scratch that"). */
const RETRACT = phraseTable(
  'never mind|nevermind|nvm|forget it|forget that|forget about it|scratch that|ignore that|olvidalo|olvida eso|olvidate de eso|olvidelo|olvidese de eso|ignora eso|ignoralo|esquece|esquece isso|deixa pra la',
);

/**
 * Class: navigation corrected inside the message. Two rules, both leaving the message as small talk claimed whole (the
 * current question is asked again, nothing is read from the words taken back):
 * - a cancel, restart or back taken back after it: the navigation negated ("cancela... no espera, no canceles,
 *   sigamos", "start over — no, don't restart"), or a pause or "no" then going on ("cancela... no espera, sigamos");
 * - a message that ends by taking back everything it said before ("my brother isn't coming, so just my wife and me...
 *   wait that's already 2, never mind", "Cartagena el 5... nah, olvídalo"): words after punctuation, last, with words
 *   before them no intent claims. A message holding another cancel ("ya no viajamos, olvídalo") stays a cancel.
 */
function takenBack(toks: Tok[], hits: Hit[], m: Message): Hit[] {
  const whole: Hit[] = [{ from: 0, to: toks.length, reading: SMALLTALK, alone: false }];
  const nav = hits.find((h) => h.reading !== 'NO' && WINDING.has(h.reading.kind));
  if (nav) {
    for (let k = nav.to; k < toks.length; k++) {
      if (phraseAt(NAV_NEGATED, toks, k) > 0) return whole;
      const paused = hits.some(
        (h) => h.from >= nav.to && h.from < k && (h.reading === 'NO' || h.reading.kind === 'correction' || h.reading.kind === 'smalltalk'),
      );
      if (paused && phraseAt(GO_ON, toks, k) > 0) return whole;
    }
  }
  // the retraction: the last words, after punctuation, with nothing but punctuation and polite words after them
  for (let k = 1; k < toks.length; k++) {
    const n = phraseAt(RETRACT, toks, k);
    if (n === 0 || !punctBetween(m.raw, toks[k - 1]!.end, toks[k]!.start)) continue;
    if (!toks.slice(k + n).every((t) => POLITE.has(t.sq))) continue;
    const cancels = hits.filter((h) => h.reading !== 'NO' && h.reading.kind === 'cancel' && (h.to <= k || h.from >= k + n));
    if (cancels.length) return hits;
    const content = toks
      .slice(0, k)
      .some((t, j) => !hits.some((h) => j >= h.from && j < h.to) && !POLITE.has(t.sq) && !FILLER_WORDS.has(t.text) && !LEAD.has(t.sq) && !GIVING_UP.has(t.sq));
    return content ? whole : hits;
  }
  return hits;
}

const NAVIGATION: ReadonlySet<Intent['kind']> = new Set(['cancel', 'back', 'restart', 'change', 'correction', 'help', 'language', 'yes']);

/** A step back joined to a change ("go back and change", "volvamos atrás y cambiemos", "regresar a corregir"). */
const BACK_TO_CHANGE =
  /\b(?:back|atras|volver|regresar|regresa|regresemos|volvamos)[\s,]+(?:and|y|to|a|pa|para|i want to|i wanna|i need to|quiero|necesito)\s+(?:change|fix|edit|correct|update|cambiar|cambiemos|cambio|cambie|corregir|corrijo|corrijamos|arreglar)\b/;

/** Whether punctuation parts hit `h` from words after it that no hit claims, polite and filler words aside. */
function asideValue(m: Message, toks: Tok[], hits: Hit[], h: Hit): boolean {
  if (h.to >= toks.length || !punctBetween(m.raw, toks[h.to - 1]!.end, toks[h.to]!.start)) return false;
  for (let k = h.to; k < toks.length; k++) {
    const t = toks[k]!;
    if (hits.some((o) => k >= o.from && k < o.to) || POLITE.has(t.sq) || FILLER_WORDS.has(t.text)) continue;
    return true;
  }
  return false;
}

/** A heading "no": `no`, a correction (a value follows), or nothing (another intent says it all). */
function readNo(toks: Tok[], hits: Hit[], h: Hit): Intent | undefined {
  for (const o of hits) {
    if (o === h || o.from < h.to || o.reading === 'NO') continue;
    if (typeof o.reading === 'object' && NAVIGATION.has(o.reading.kind)) return undefined;
  }
  const claimed = new Array<boolean>(toks.length).fill(false);
  for (const o of hits) for (let k = o.from; k < o.to; k++) claimed[k] = true;
  for (let k = h.to; k < toks.length; k++) {
    const t = toks[k]!;
    if (claimed[k] || POLITE.has(t.sq) || NO_ECHO.has(t.sq) || FILLER_WORDS.has(t.text)) continue;
    return CORRECTION;
  }
  return NO;
}

/** Words after "x" that make it "por" ("x favor", "x fa", "x fis"). */
const X_FAVOR: ReadonlySet<string> = new Set(['favor', 'fa', 'fas', 'fi', 'fis', 'favorcito']);

/**
 * "x favor", "x fa": the chat spelling of "por favor". The "x" is read as
 * "por" and what follows as "favor", so both count as polite words (a
 * navigation word before them is still navigation: "atrás x favor").
 */
function politeX(toks: Tok[]): void {
  for (let k = 0; k + 1 < toks.length; k++) {
    if (toks[k]!.sq === 'x' && X_FAVOR.has(toks[k + 1]!.sq)) {
      toks[k] = { ...toks[k]!, sq: 'por' };
      toks[k + 1] = { ...toks[k + 1]!, sq: 'favor' };
    }
  }
}

/**
 * Class: chat shorthand for Spanish function words inside a phrase ("empezar d nuevo", "me equivoque d ciudad", "el
 * pais ta mal", "q"): read as the word it stands for, when another word follows (a lone letter is no phrase).
 */
const CHAT_SHORTHAND: Readonly<Record<string, string>> = { d: 'de', q: 'que', ta: 'esta', tas: 'estas', toy: 'estoy' };

/** Spells out {@link CHAT_SHORTHAND} in the squeezed words of a message of two or more words. */
function chatShorthand(toks: Tok[]): void {
  if (toks.length < 2) return;
  for (let k = 0; k < toks.length; k++) {
    const said = CHAT_SHORTHAND[toks[k]!.sq];
    if (said !== undefined && (k + 1 < toks.length || toks[k]!.sq.length > 1)) toks[k] = { ...toks[k]!, sq: said };
  }
}

/** A message without words: emojis (small talk, or yes/no for 👍/👎), a lone "?" (help), else nothing. */
function wordless(m: Message): IntentsFound {
  const s = m.raw.search(/\S/);
  if (s < 0) return { intents: [], spans: [] };
  const e = m.raw.trimEnd().length;
  // Skin tones, joiners and variation selectors do not change the reading.
  const body = m.raw.slice(s, e).replace(/[\u200d\ufe0f\u{1f3fb}-\u{1f3ff}]/gu, '');
  if (YES_EMOJI.test(body)) return { intents: [{ kind: 'yes' }], spans: [[s, e]] };
  if (NO_EMOJI.test(body)) return { intents: [{ kind: 'no' }], spans: [[s, e]] };
  if (EMOJI.test(body)) return { intents: [{ kind: 'smalltalk' }], spans: [[s, e]] };
  if (/^[?¿\s]+$/.test(body)) return { intents: [{ kind: 'help' }], spans: [[s, e]] };
  return { intents: [], spans: [] };
}
