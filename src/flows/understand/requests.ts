/**
 * Requests only the hotel's staff can answer ({@link GuestRequest}), found by
 * their words in Spanish and English: a pet, accessibility needs, an invoice
 * to a company, an arrival late at night, a special request. Each kind is a
 * list of folded phrases (word sequences, matched whole); the words used are
 * returned as spans so no later extractor reads them as a name or a place
 * ("viajo con mi perro Toby" names no guest).
 */
import { CONTACT } from './guest/lexicon.js';
import { peopleWord } from './people.js';
import { numberValue, type Token, tokens, type TextRange } from './text.js';
import type { GuestRequest, Message, RequestsFound } from './types.js';

/**
 * The phrases of each kind of request, folded (lowercase, no accents), one
 * per `|`. A group larger than the bot books is read from the party (its
 * limits), not from phrases.
 */
const PHRASES: Readonly<Record<Exclude<GuestRequest, 'group'>, string>> = {
  pets: [
    'mascota|mascotas|perro|perros|perrito|perrita|perritos|gato|gatos|gatico|gatito|gatita|mi perro|mi gato|nuestro perro|nuestra perrita',
    'peludito|peludita|peluditos|mi peludo|nuestro peludo|el peludo|furry friend|fur baby',
    'pet|pets|dog|dogs|puppy|cat|cats|kitten|pet friendly|pet-friendly|petfriendly|our dog|my dog|my cat|service dog|perro guia|perro de asistencia',
    // Class: a dog or a cat named by its breed ("our Labrador", "mi french poodle", "un schnauzer"): a pet all the same.
    'labrador|labradora|labradores|golden retriever|retriever|poodle|french poodle|caniche|french bulldog|bulldog frances|bulldog|chihuahua|schnauzer|beagle|pug|husky|siberian husky|shih tzu|yorkie|yorkshire terrier|terrier|pomeranian|dachshund|perro salchicha|border collie|collie|pastor aleman|german shepherd|cocker|cocker spaniel|spaniel|bichon|pinscher|pitbull|pit bull|siames|siamese|persian cat|gato persa',
  ].join('|'),
  accessibility: [
    'silla de ruedas|en silla de ruedas|movilidad reducida|discapacidad|discapacitado|discapacitada|persona con discapacidad|habitacion accesible|accesible para silla',
    'camina con dificultad|caminan con dificultad|dificultad para caminar|le cuesta caminar|camina con baston|con baston|usa baston|walks with difficulty|trouble walking|walks with a cane|uses a cane|walk with a cane|walk with cane|walks with cane|with a cane|without stairs',
    'sin escaleras|no puede subir escaleras|no puede usar escaleras|no puede con escaleras|no puede con las escaleras|con muletas|usa caminador|usa andador',
    'cuarto accesible|habitacion accesible|habitaciones accesibles|cuartos accesibles|pieza accesible',
    // Class: trouble walking said in other words ("tiene problemas para caminar", "problemas de movilidad", "can't walk far").
    'problemas para caminar|problema para caminar|problemas de movilidad|problema de movilidad|no puede caminar|no camina bien|mobility problems|cant walk far|cannot walk far|cant walk well',
    // medical needs the room must meet ("va con oxígeno", "travels with an oxygen concentrator")
    'oxigeno|con oxigeno|tanque de oxigeno|concentrador de oxigeno|oxygen|oxygen tank|oxygen concentrator',
    'wheelchair|in a wheelchair|wheelchair accessible|accessible room|reduced mobility|limited mobility|disability|disabled|mobility issues|cant do stairs|cannot use stairs|no stairs|uses a walker|on crutches|hearing impaired|visually impaired',
  ].join('|'),
  invoice: [
    'factura|factura electronica|facturacion|facturar|factura a nombre de la empresa|a nombre de la empresa|con nit|nit de la empresa|rut de la empresa|cuenta de cobro',
    // billing the stay to a company ("bill to company", "facturar a la empresa", "direct billing")
    'facturar a la empresa|facturado a la empresa|facturada a la empresa|cargo a la empresa|a cargo de la empresa|con cargo a la empresa|cuenta de la empresa',
    'bill to company|bill to the company|bill to my company|bill to our company|billed to the company|billed to my company|billed to our company|bill the company|bill our company|charge to the company|charge the company|charge to company|direct billing|direct bill|company account',
    'receipt|a receipt|receipt for expenses|recibo para la empresa|soporte de pago para la empresa',
    'invoice|an invoice|company invoice|invoice to my company|invoice for my company|billing to my company|bill my company|vat number|tax id|vat invoice|receipt for my company',
  ].join('|'),
  lateArrival: [
    'llegamos tardisimo|llego tardisimo|llegaremos tardisimo|llegamos tarde|llego tarde|llegaremos tarde|llegamos muy tarde|llegada tarde|llegada nocturna|llegamos de madrugada|llego de madrugada|llegamos en la madrugada|despues de medianoche|pasada la medianoche|llegamos a la medianoche',
    // someone of the party arriving late ("uno llega tarde", "llegan de noche", "he arrives late", "lands late")
    'llega tarde|llegan tarde|llega muy tarde|llegan muy tarde|llega tardisimo|llegan tardisimo|llegara tarde|llegaran tarde|llega de madrugada|llegan de madrugada|aterriza tarde|aterrizamos tarde|aterrizo tarde|aterrizan tarde',
    'late arr|late arrival time|arr late',
    'arrives late|arrive late at night|lands late|land late|landing late|gets in late|get in late|arriving late at night|late flight|late night arrival',
    'late arrival|arriving late|arrive late|we arrive late|arriving after midnight|arrive after midnight|after midnight|late check in|late check-in|very late at night|red-eye|red eye flight',
  ].join('|'),
  special: [
    'cuna|una cuna|cama extra|cama adicional|cama supletoria|early check in|check in temprano|ingreso temprano|entrada temprano|salida tarde|check out tarde|late check out|late check-out|traslado|traslado al aeropuerto|transporte desde el aeropuerto|recogida en el aeropuerto|decoracion|decoracion romantica|pedida de mano|pastel de cumpleanos|habitaciones contiguas|habitaciones conectadas|camas separadas',
    // rooms side by side, a view, a decorated room, or "anything special" asked for an occasion
    'conectadas|comunicadas|contiguas|vista al mar|vista a la playa|vista a la ciudad|vista al parque|vista a la montana|con vista|decorada|decorar la habitacion|decoren la habitacion|decorar la hab|decoren la hab|decorar el cuarto|decoren el cuarto|algo especial|algo especialito|algun detalle|detalle especial|algo romantico',
    'connecting|interconnecting|adjoining|sea view|ocean view|city view|beach view|mountain view|with a view|decorated|anything special|something special|any special|special touch|romantic touch',
    // Class: the special requests in the plural ("do you have cribs?", "dos cunas") and rooms asked to be together
    'cribs|cots|baby cots|extra beds|cunas|dos cunas|camas extra|camas adicionales|habitaciones juntas|cuartos juntos|habitaciones cerca|habitaciones una al lado de la otra|rooms together|rooms next to each other|rooms close to each other|rooms side by side|rooms close together',
    // Class: the room wished a certain way (quiet, a floor) and decorations named by their things ("rose petals",
    // "pétalos de rosa", "globos"): only the hotel can promise them.
    'quiet room|a quiet room|quiet rooms|habitacion tranquila|habitacion silenciosa|cuarto tranquilo|cuarto silencioso|lejos del ruido|away from the noise|away from the elevator|lejos del ascensor|high floor|higher floor|top floor|piso alto|piso bajo|low floor',
    // Class: the room wished on the ground floor ("ground floor if possible", "en primer piso", "planta baja"): a
    // room-location wish only the hotel can promise. The room said with it is the wish's ("a ground-floor room",
    // "habitación en primer piso"), never a count of rooms.
    'ground floor|ground level|lower floor|first floor|primer piso|planta baja|en el primer piso|piso uno|primera planta',
    'a ground floor room|ground floor room|ground floor rooms|a room on the ground floor|room on the ground floor|a first floor room|first floor room',
    'habitacion en primer piso|habitacion en el primer piso|una habitacion en primer piso|una habitacion en el primer piso|cuarto en primer piso|habitacion en planta baja|una habitacion en planta baja',
    'rose petals|petals|petalos de rosa|petalos|globos|balloons|champagne|champana|flores en la habitacion|flowers in the room',
    // Class: the car's parking and the room's own features (a balcony, a tub, non-smoking, no carpet): what the hotel
    // has is for its staff to promise ("y que tenga parqueadero", "a balcony would be amazing", "habitación sin alfombra")
    'parqueadero|parqueaderos|parqueo|estacionamiento|garaje|parking|parking spot|parking space|car park|garage|valet parking|donde parquear|donde dejar el carro',
    'balcon|con balcon|balcony|a balcony|jacuzzi|tina|banera|bathtub|a bathtub|bath tub|hot tub',
    'no fumadores|para no fumadores|no fumador|non smoking|non-smoking|nonsmoking|sin alfombra|no carpet|without carpet',
    'crib|cot|baby cot|extra bed|rollaway|rollaway bed|early check-in|early checkin|late checkout|airport transfer|airport pickup|airport pick-up|pick us up|shuttle|decoration|birthday cake|connecting rooms|adjoining rooms|twin beds|separate beds',
  ].join('|'),
};

/** Room nouns that open a request's phrase ("rooms together", "habitaciones contiguas"). */
const ROOM_NOUNS = /^(?:rooms?|habitacion|habitaciones|cuartos?)$/;

/** Beds, said first in a request's phrase or after a count ("2 camas extra", "2 beds", "2 cunas"): things counted, no one of the party. */
const BED_WORDS: ReadonlySet<string> = new Set(['cama', 'camas', 'camita', 'camitas', 'bed', 'beds', 'cuna', 'cunas', 'crib', 'cribs', 'cot', 'cots']);

/** Phrase words by kind, longest first. */
const TABLE: readonly [GuestRequest, string[]][] = (Object.entries(PHRASES) as [GuestRequest, string][])
  .flatMap(([kind, list]) => list.split('|').map((p): [GuestRequest, string[]] => [kind, p.split(/[\s-]+/).filter(Boolean)]))
  .sort((a, b) => b[1].length - a[1].length);

/** {@link TABLE} by each phrase's first word, longest phrases first. */
const TABLE_BY_FIRST_WORD: ReadonlyMap<string, readonly [GuestRequest, string[]][]> = (() => {
  const by = new Map<string, [GuestRequest, string[]][]>();
  for (const entry of TABLE) {
    const list = by.get(entry[1][0]!) ?? [];
    list.push(entry);
    by.set(entry[1][0]!, list);
  }
  return by;
})();

/** The requests said in one word ("perro", "dog", "cuna", "crib"). */
const ONE_WORD: ReadonlySet<string> = new Set(TABLE.filter(([, ws]) => ws.length === 1).map(([, ws]) => ws[0]!));

/** Whether folded word `w` is a request said in one word ("perro", "dog", "labrador", "crib"): a thing or a pet, nobody of the party. */
export function isRequestWord(w: string): boolean {
  return ONE_WORD.has(w);
}

/** Whether folded word `w`, after a count, counts things asked for ("2 cunas", "2 camas extra", "2 dogs"): never an age. */
export function isCountedThing(w: string): boolean {
  return ONE_WORD.has(w) || BED_WORDS.has(w);
}

/** Phrases that are no request when the next word is one of these ("connecting flight" is the guest's travel, not rooms). */
const NOT_BEFORE: Readonly<Record<string, ReadonlySet<string>>> = {
  connecting: new Set(['flight', 'flights', 'vuelo', 'vuelos', 'bus', 'train']),
  conectadas: new Set(['a', 'con']),
  comunicadas: new Set(['a', 'con']),
};

/** Phrases that are no request after one of these words ("Newfoundland and Labrador" is a Canadian province, no dog). */
const NOT_AFTER: Readonly<Record<string, ReadonlySet<string>>> = {
  labrador: new Set(['newfoundland', 'and', 'y']),
};

/** Words before a request word that deny it ("sin mascotas", "no pets", "no necesito factura"). */
const DENIED_BEFORE: ReadonlySet<string> = new Set(['sin', 'no', 'without', 'ni', 'nor', 'tampoco']);

/** Articles and possessives before a pet's word ("una mascota", "our dog"): the pet's, never after it. */
const PET_DETERMINERS = 'un una mi mis nuestro nuestra nuestros nuestras su sus el la los las a an our my the their his her';

/** Whether folded word `w` is an article or a possessive said before a pet's word ("mi perro", "our dog"). */
export function isPetDeterminer(w: string): boolean {
  return PET_DETERMINER_SET.has(w);
}
const PET_DETERMINER_SET: ReadonlySet<string> = new Set(PET_DETERMINERS.split(' '));

/**
 * Words that describe a pet beside its word ("una mascota pequeña", "our small dog", "un perrito chiquito", "mi perro
 * guía", "my guide dog"): part of the pet's phrase, so no later reader takes "una pequeña" or "small" for a child,
 * nor "guía" for a tour guide (class: pets are never people).
 */
const PET_WORDS_AROUND: ReadonlySet<string> = new Set(
  `${PET_DETERMINERS} guia guide service servicio small little tiny big old pequeno pequena pequenos pequenas pequenito pequenita chiquito chiquita chiquitos chiquitas grande grandes mediano mediana viejo vieja viejito viejita`.split(
    ' ',
  ),
);

/**
 * Class: a pet shown by its emoji ("me, my wife and our Labrador 🐶", "vamos con el 🐕"): dogs, cats and their faces,
 * read on the message as typed (folding keeps no emoji).
 */
const PET_EMOJI = /\u{1F436}|\u{1F415}|\u{1F429}|\u{1F9AE}|\u{1F431}|\u{1F408}|\u{1F43E}/u;

/**
 * Words that only make "late" stronger between an arrival word and it ("we'll arrive very late", "llegamos muy tarde",
 * "landing really late"): skipped when reading an arrival late (class: an intensified late arrival).
 */
const LATE_INTENSIFIERS: ReadonlySet<string> = new Set('very really quite pretty super so rather muy bien re super demasiado bastante'.split(' '));
/** The word "late" of an arrival, in either language. */
const LATE_WORDS: ReadonlySet<string> = new Set(['late', 'tarde', 'tardisimo']);
/** A word of a late arrival's phrase that puts it in the small hours without a clock ("llegamos de madrugada"). */
const SMALL_HOURS_PHRASE: ReadonlySet<string> = new Set(['madrugada']);

/** Words of arriving, before an hour of arrival ("llego tipo 1 am", "llegamos a las 11 de la noche", "arriving around midnight"). */
const ARRIVING_WORDS: ReadonlySet<string> = new Set(
  'llego llega llegan llegamos llegaremos llegara llegaran llegaria llegariamos llegada llegando aterriza aterrizan aterrizo aterrizamos arrive arrives arriving arrival land lands landing get gets'.split(
    ' ',
  ),
);
/** Little words between an arrival word and its hour ("tipo", "como a las", "around", "at about"). */
const HOUR_LEADS: ReadonlySet<string> = new Set(
  'tipo como a las la eso de al around about at like by approx aprox sobre hacia en el vuelo on the flight my our mi nuestro'.split(' '),
);

/**
 * A late hour read: the index of the word after it, and whether it is in the small hours, after midnight and before
 * 5 ("2am", "a las 3 de la madrugada", "00:30", "12:15 am"). Midnight itself is the end of the day said, not a small
 * hour ("we land at midnight on Friday" is Friday's night).
 */
interface LateHour {
  end: number;
  small: boolean;
}

/**
 * Class: an arrival at a late hour said as a time ("llego tipo 1 am", "llegamos a las 11 de la noche", "arriving
 * around midnight", "we land at 11pm"): an arrival word, little words, then 10 or 11 pm ("de la noche"), midnight, or
 * 12 to 4 am ("de la madrugada"). The hour read, or undefined.
 */
function lateHourAt(words: readonly Token[], i: number, text: string): LateHour | undefined {
  return ARRIVING_WORDS.has(words[i]!.text) ? lateHourAfter(words, i + 1, text) : undefined;
}

/** The late hour at `i`, little words before it ("tipo 11 de la noche", "around midnight"), or undefined. */
function lateHourAfter(words: readonly Token[], i: number, text: string): LateHour | undefined {
  let k = i;
  while (k < words.length && k < i + 6 && HOUR_LEADS.has(words[k]!.text)) k++;
  const w = words[k]?.text ?? '';
  if (/^(medianoche|midnight)$/.test(w)) return { end: k + 1, small: false };
  // Class: a 24-hour clock time ("23:30", "(00:15)"): 22:00 to 04:59 is late.
  const next = words[k + 1];
  if (/^\d{1,2}$/.test(w) && next && /^\d{2}$/.test(next.text) && text.slice(words[k]!.end, next.start) === ':') {
    // Class: a clock time with minutes and am/pm ("lands at 11:45 pm", "a las 10:30 de la noche", "12:30 am"): its hour, late or not, as without minutes.
    const after = words[k + 2]?.text;
    const h = Number(w);
    const pastMidnight = Number(next.text) > 0;
    if (after === 'pm' || (after === 'de' && words[k + 3]?.text === 'la' && words[k + 4]?.text === 'noche'))
      return h >= 10 && h <= 12 ? { end: after === 'pm' ? k + 3 : k + 5, small: false } : undefined;
    if (after === 'am' || (after === 'de' && words[k + 3]?.text === 'la' && /^(?:madrugada|manana)$/.test(words[k + 4]?.text ?? '')))
      return h === 12 || (h >= 1 && h <= 4) ? { end: after === 'am' ? k + 3 : k + 5, small: h !== 12 || pastMidnight } : undefined;
    if (h >= 22 && h <= 23) return { end: k + 2, small: false };
    return h <= 4 && w.length === 2 ? { end: k + 2, small: h > 0 || pastMidnight } : undefined;
  }
  // "~23h", "23hrs": an hour of the 24-hour clock
  const hours = /^(\d{1,2})(?:h|hr|hrs)$/.exec(w);
  if (hours) return Number(hours[1]) >= 22 && Number(hours[1]) <= 23 ? { end: k + 1, small: false } : undefined;
  const glued = /^(\d{1,2})(am|pm)$/.exec(w);
  const h = glued ? Number(glued[1]) : /^\d{1,2}$/.test(w) ? Number(w) : undefined;
  if (h === undefined) return undefined;
  const unit = glued ? glued[2] : words[k + 1]?.text;
  const night = unit === 'pm' || (words[k + 1]?.text === 'de' && words[k + 2]?.text === 'la' && words[k + 3]?.text === 'noche');
  const dawn = unit === 'am' || (words[k + 1]?.text === 'de' && words[k + 2]?.text === 'la' && /^(?:madrugada|manana)$/.test(words[k + 3]?.text ?? ''));
  const end = glued ? k + 1 : unit === 'am' || unit === 'pm' ? k + 2 : k + 4;
  if (night && (h === 10 || h === 11 || h === 12)) return { end, small: false };
  if (dawn && (h === 12 || (h >= 1 && h <= 4))) return { end, small: h !== 12 };
  return undefined;
}

/**
 * Words of the day said between an arrival word and its lateness ("we arrive tomorrow but very late", "llegamos el
 * viernes pero tarde", "llego mañana ya tarde en la noche"): the day is the dates' to read, the lateness a request.
 */
const ARRIVAL_DAY_WORDS: ReadonlySet<string> = new Set(
  'tomorrow today tonight manana hoy pasado but pero y and ya on el la the this esta este friday saturday sunday monday tuesday wednesday thursday viernes sabado domingo lunes martes miercoles jueves'.split(
    ' ',
  ),
);
/** Most words of the day between an arrival word and its lateness (see {@link ARRIVAL_DAY_WORDS}). */
const MAX_ARRIVAL_DAY_WORDS = 4;

/**
 * Class: an arrival late said with its day between ("we arrive tomorrow but very late, around midnight", "llegamos el
 * viernes pero muy tarde", "llego mañana tipo 11 de la noche"): an arrival word, one to four words of the day, words
 * making it stronger, then "late" or a late hour. The range of the lateness only (the day stays for the dates), or
 * undefined. Not "we arrive tomorrow, late checkout please" ("late" must end the arrival's words, not lead a noun).
 */
function lateAfterDay(words: readonly Token[], i: number, text: string): { range: TextRange; small: boolean } | undefined {
  if (!ARRIVING_WORDS.has(words[i]!.text)) return undefined;
  let j = i + 1;
  while (j < words.length && j <= i + MAX_ARRIVAL_DAY_WORDS && ARRIVAL_DAY_WORDS.has(words[j]!.text)) j++;
  if (j === i + 1 || j >= words.length) return undefined;
  const hour = lateHourAfter(words, j, text);
  if (hour !== undefined) return { range: [words[j]!.start, words[hour.end - 1]!.end], small: hour.small };
  let k = j;
  while (k < words.length && k < j + 2 && LATE_INTENSIFIERS.has(words[k]!.text)) k++;
  if (!LATE_WORDS.has(words[k]?.text ?? '') || /^(?:check|checkout|checkin|out|salida)$/.test(words[k + 1]?.text ?? '')) return undefined;
  // ("llego esta tarde": this afternoon, the day itself, no lateness)
  if (k === j && words[k]!.text === 'tarde' && words[k - 1]?.text === 'esta') return undefined;
  const after = lateHourAfter(words, k + 1, text);
  return { range: [words[j]!.start, words[(after?.end ?? k + 1) - 1]!.end], small: after?.small ?? false };
}

/**
 * The requests of `m` (read on its folded text, not yet masked by others),
 * each kind once, in the order said; undefined when there is none. Denied
 * ones are not requests ("sin mascotas", "no necesito factura", "no pets").
 */
export function extractRequests(m: Message): RequestsFound | undefined {
  const text = m.folded.replace(/-/g, ' ');
  const words = tokens(text);
  const found: GuestRequest[] = [];
  const spans: TextRange[] = [];
  /** Whether a late arrival said is in the small hours (see {@link LateHour}, {@link SMALL_HOURS_PHRASE}). */
  let smallHours = false;
  for (let i = 0; i < words.length; i++) {
    // "tipo 11 de la noche llegamos": the late hour said before the arrival word
    const hourFirst = lateHourAfter(words, i, text);
    const late =
      lateHourAt(words, i, text) ??
      (hourFirst !== undefined && ARRIVING_WORDS.has(words[hourFirst.end]?.text ?? '') ? { end: hourFirst.end + 1, small: hourFirst.small } : undefined);
    // "we'll arrive very late", "llegamos muy tarde": an arrival word, words making it stronger, then late.
    let strong = i + 1;
    while (strong < words.length && strong < i + 3 && LATE_INTENSIFIERS.has(words[strong]!.text)) strong++;
    const intensified =
      late === undefined && ARRIVING_WORDS.has(words[i]!.text) && strong > i + 1 && LATE_WORDS.has(words[strong]?.text ?? '')
        ? (lateHourAfter(words, strong + 1, text) ?? { end: strong + 1, small: false })
        : undefined;
    const dayThenLate = late === undefined && intensified === undefined ? lateAfterDay(words, i, text) : undefined;
    if (dayThenLate) {
      if (!found.includes('lateArrival')) found.push('lateArrival');
      spans.push(dayThenLate.range);
      smallHours ||= dayThenLate.small;
      continue;
    }
    if (late !== undefined || intensified !== undefined) {
      const { end, small } = (late ?? intensified)!;
      if (!found.includes('lateArrival')) found.push('lateArrival');
      spans.push([words[i]!.start, words[end - 1]!.end]);
      smallHours ||= small;
      i = end - 1;
      continue;
    }
    for (const [kind, phrase] of TABLE_BY_FIRST_WORD.get(words[i]!.text) ?? []) {
      if (i + phrase.length > words.length) continue;
      if (!phrase.every((w, k) => words[i + k]!.text === w)) continue;
      if (phrase.length === 1 && NOT_BEFORE[phrase[0]!]?.has(words[i + 1]?.text ?? '')) continue;
      if (phrase.length === 1 && NOT_AFTER[phrase[0]!]?.has(words[i - 1]?.text ?? '')) continue;
      const before = [words[i - 1]?.text, words[i - 2]?.text];
      if (!before.some((w) => w !== undefined && DENIED_BEFORE.has(w)) && !found.includes(kind)) found.push(kind);
      // a pet's article and size words are the pet's ("llevamos una mascota pequeña", "we bring our small dog")
      let from = i;
      let to = i + phrase.length - 1;
      if (kind === 'pets') {
        while (from > 0 && from > i - 3 && PET_WORDS_AROUND.has(words[from - 1]!.text)) from--;
        while (to + 1 < words.length && to < i + phrase.length + 1 && PET_WORDS_AROUND.has(words[to + 1]!.text) && !PET_DETERMINER_SET.has(words[to + 1]!.text))
          to++;
        const age = petAge(words, from, to, text);
        from = age.from;
        to = age.to;
      }
      // "2 cunas", "two cribs", "2 dogs": the count said before a thing asked for is the request's, no age nor bare number
      // (a thing one counts, a pet or a bed, right before it: "2 connecting rooms" counts rooms, "un niño de 7 en silla
      // de ruedas" has an age, "12/01. Factura" a date)
      // ("2 rooms next to each other", "dos habitaciones juntas": the count of rooms stays the party's, the room word too)
      if (ROOM_NOUNS.test(phrase[0]!) && phrase.length > 1 && i > 0 && numberValue(words[i - 1]!.text) !== undefined) from = i + 1;
      const counted = kind === 'pets' || (kind === 'special' && (phrase.length === 1 || BED_WORDS.has(phrase[0]!)));
      if (counted && from === i && i > 0 && /^ +$/.test(text.slice(words[i - 1]!.end, words[i]!.start)) && (numberValue(words[i - 1]!.text) ?? 10) < 10) from--;
      // "llegamos tardísimo, tipo 11 de la noche", "uno llega tarde (23:30)": the hour said after a late arrival is its own.
      if (kind === 'lateArrival') {
        const hour = lateHourAfter(words, to + 1, text);
        smallHours ||= (hour?.small ?? false) || phrase.some((w) => SMALL_HOURS_PHRASE.has(w));
        to = (hour?.end ?? to + 1) - 1;
      }
      spans.push([words[from]!.start, words[to]!.end]);
      i = to;
      break;
    }
  }
  if (!found.includes('pets') && PET_EMOJI.test(m.raw)) found.push('pets');
  if (found.length === 0) return spans.length ? { requests: [], spans } : undefined;
  return smallHours ? { requests: found, spans, smallHours: true } : { requests: found, spans };
}

/** Units of a pet's age ("de 3 años", "2 year old", "6 meses"). */
const PET_AGE_UNITS: ReadonlySet<string> = new Set(['anos', 'ano', 'anitos', 'meses', 'mes', 'years', 'year', 'yrs', 'yr', 'months', 'month']);
/** Words between a pet's word and its age ("el perro de 3", "el perro tiene 3", "the dog (he's 5)", "our dog is 2"). */
const PET_AGE_LEADS: ReadonlySet<string> = new Set(['de', 'tiene', 'has', 'is', 'es', "he's", "she's", "it's", 'hes', 'shes', 'aged', 'age', 'of']);

/**
 * Class: a pet's age, said right after its word ("el perro de 3", "el perro tiene 3 años", "y el perro 6", "the dog
 * (he's 5, very calm)") or before it ("our 2 year old dog"): the pet's, never a child's age nor a count. The pet's
 * phrase from `from` to `to` (word indices), widened over its age when one is said so.
 */
function petAge(words: readonly Token[], from: number, to: number, text: string): { from: number; to: number } {
  const n = (k: number) => (words[k] ? numberValue(words[k]!.text) : undefined);
  let end = to;
  let k = to + 1;
  if (/^(he|she|it)$/.test(words[k]?.text ?? '') && words[k + 1]?.text === 'is') k += 2;
  else if (PET_AGE_LEADS.has(words[k]?.text ?? '')) k++;
  const age = n(k);
  if (age !== undefined && age < 30) {
    const unit = PET_AGE_UNITS.has(words[k + 1]?.text ?? '');
    // a bare number right after the pet's word counts only where its clause ends ("y el perro 6", not "el perro 2 noches")
    const clauseEnds = !words[k + 1] || /^[^\p{L}\p{N}]*[,;.!?)(]/u.test(text.slice(words[k]!.end));
    if (unit || clauseEnds || k > to + 1) end = unit ? k + 1 : k;
  }
  let start = from;
  // "our 2 year old dog", "a 6 month old puppy" ("old" may already be the pet's word around it)
  const old = words[from]?.text === 'old' ? from : words[from - 1]?.text === 'old' ? from - 1 : -1;
  if (old > 1 && PET_AGE_UNITS.has(words[old - 1]!.text) && n(old - 2) !== undefined)
    start = PET_DETERMINER_SET.has(words[old - 3]?.text ?? '') ? old - 3 : old - 2;
  return { from: Math.min(start, from), to: end };
}

/** One of the party, then a verb of arriving or joining, then the rest of its clause ("mi esposo llega el 6 por trabajo"). */
const ONE_ARRIVING =
  /(?:\b(?:pero|aunque|but|although|though|mas|plus)\s+|;\s*)(?:(?:que|como)\s+)?(?:mi|mis|su|sus|la|el|los|las|my|his|her|our|the|nuestro|nuestra)\s+(\p{L}+)\s+(?:que\s+|who\s+|who's\s+)?((?:llega|llegan|llegara|llegaran|llegaria|viene|vienen|vendra|se une|se nos une|arrives|arrive|arriving|joins|will join|is joining|joining|comes|will come|flies in|lands)\b.*?)(?=[,;.!?]|\s(?:y|e|pero|and|but)\s|$)/gu;
/** Words naming the guests themselves, whose arrival is the stay's ("el pasajero llega pasado mañana"): the contact lexicon's `guestLabels`. */
const TRAVELLER_WORDS = CONTACT.phone.guestLabels;
/** Words of a day or a time after, in that clause ("el 21", "un día después", "the next day", "on Friday"). */
const LATER_DAY =
  /\d|\b(?:despues|luego|siguiente|later|next|after|manana|tomorrow|dia|day|lunes|martes|miercoles|jueves|viernes|sabado|domingo|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/;

/**
 * Class: one of the party said to arrive or join on a later day, set against the rest ("…, pero mi esposo llega el 6
 * por trabajo", "más la abuela que llega un día después", "…; mi papá llega el 21", "but my dad arrives on the 21st"):
 * the clause is that person's late arrival, not the stay's dates. Never the guests themselves ("el pasajero llega…"). The spans in `folded` of the verb and the rest of each such clause (after a person word of the people
 * lexicon and its determiner, with a day or time in that rest); the person stays for the party's reader. The caller
 * decides whether the stay's dates stand without them.
 */
export function oneArrivingLater(folded: string): TextRange[] {
  const out: TextRange[] = [];
  for (const x of folded.matchAll(ONE_ARRIVING))
    if (peopleWord(x[1]!) && !TRAVELLER_WORDS.has(x[1]!) && LATER_DAY.test(x[2]!)) out.push([x.index + x[0].length - x[2]!.length, x.index + x[0].length]);
  return out;
}
