/**
 * Destinations: the cities (and hotels) a deployment sells, as a
 * {@link Catalogue}, and the extractor that finds one inside any guest
 * message ("quiero ir a cartagena", "hotel en ctg", "vamos pa medallo",
 * "una habitación en el Hotel Bocagrande Azul", "to Medellin please").
 *
 * Rule number one of the understanding layer: never a silent wrong value.
 * A catalogue entry is matched exactly or with a small typo (never a typo of
 * an ordinary word or a person's name: "marta", "maria", "medalla", "para"
 * are never read as a place); two entries that fit equally are returned as
 * `ambiguous`; a place the catalogue does not sell is reported as `unknown`
 * only after a clear travel phrase ("ir a Pereira", "hotel en Pereira", "trip
 * to Miami") or as the whole answer to the destination question.
 *
 * Also: the catalogue settings file (JSON, validated with zod; see
 * {@link parseCatalogue}) and Telegram `/start` deep links
 * ({@link resolveDeepLink}, {@link deepLinkPayload}).
 *
 * Pure: the settings file is read by the configuration (`src/config.ts`),
 * which hands its text to {@link parseCatalogue}.
 */
import countries from 'i18n-iso-countries';
import enCountries from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import esCountries from 'i18n-iso-countries/langs/es.json' with { type: 'json' };
import { distance } from 'fastest-levenshtein';
import { z } from 'zod';
import { fold, foldKeepLength, NUMBER_WORDS, type Respelling, respell } from './text.js';
import type { DestinationFound, DestinationMatch, Message, TextRange } from './types.js';
import { checkLexicon } from './lexiconCheck.js';
import { extractRequests } from './requests.js';
import cuesData from './lexicon/destinations.json' with { type: 'json' };

// ------------------------------------------------------------------ catalogue

/** A hotel the deployment sells. */
export interface CatalogueHotel {
  /** The service's internal hotel id (positive integer; not the channel-manager id). */
  id: number;
  /** The hotel's name as shown to guests ("Hotel Bocagrande Azul"). */
  name: string;
  /** Other ways guests write it ("bocagrande azul"). Accents and case do not matter. */
  aliases?: readonly string[];
}

/** A city the deployment sells. */
export interface CatalogueCity {
  /** The city's name exactly as the service knows it (the `city` query of the availability endpoint), e.g. "Bogotá". */
  name: string;
  /**
   * Other names, abbreviations and common misspellings ("ctg", "la heroica",
   * "cartajena"). Accents, case and punctuation do not matter ("Bogotá D.C."
   * = "bogota dc"). Small typos are tolerated without listing them.
   */
  aliases?: readonly string[];
  /** Hotels of this city the guest may name directly. */
  hotels?: readonly CatalogueHotel[];
  /**
   * Regions the city belongs to, as guests name them instead of a city ("la
   * costa", "Caribbean coast", "la playa"): a region named alone offers its
   * cities to choose from. Accents and case do not matter.
   */
  regions?: readonly string[];
  /**
   * Places near the city that the deployment does not sell (a village, a beach, a park: "Minca", "Barú"): a guest
   * naming one is told there are no hotels there and offered this city first, as the nearest. Accents and case do not
   * matter.
   */
  nearby?: readonly string[];
}

/**
 * The destinations a deployment sells, in the order the city buttons are
 * shown. This is also the shape of the settings file (`DESTINATIONS_FILE`,
 * see {@link parseCatalogue}). Any object of this shape can be passed to the
 * functions of this module; what the matcher needs is computed once per
 * catalogue object and cached.
 */
export interface Catalogue {
  destinations: readonly CatalogueCity[];
}

/**
 * The Caribbean coast, as guests name it without a city ("la costa", "somewhere on the Caribbean coast", "al caribe"),
 * and a beach asked for as the place ("donde haya playa", "somewhere with a beach"); "la playa" and "beach" alone are
 * not (any city's beach, Miami Beach).
 */
const COAST: readonly string[] = [
  'la costa',
  'costa caribe',
  'costa atlantica',
  'el caribe',
  'caribe',
  'caribbean',
  'the coast',
  'donde haya playa',
  'donde hay playa',
  'algo de playa',
  'sitio de playa',
  'lugar de playa',
  'destino de playa',
  'plan de playa',
  'con playa',
  'somewhere with a beach',
  'somewhere with beaches',
  'a beach destination',
  'beach destination',
  'beach town',
  'somewhere by the beach',
  'by the beach',
  'by the sea',
  'junto al mar',
  'cerca al mar',
];

/**
 * The demo's catalogue: the four cities of the demo service and its hotels
 * (ids as seeded), with the aliases guests use: IATA codes ("ctg", "bog",
 * "mde", "smr"), nicknames ("la heroica", "medallo"), full names ("Cartagena
 * de Indias", "Bogotá D.C.", "Santafé de Bogotá") and well-known areas that
 * only belong to one city ("Bocagrande", "El Rodadero", "El Poblado").
 */
export const DEMO_CATALOGUE: Catalogue = deepFreeze({
  destinations: [
    {
      name: 'Bogotá',
      aliases: [
        'Bogota',
        'Bogotá D.C.',
        'Bogota DC',
        'bog',
        'bgta',
        'bta',
        'Santafé de Bogotá',
        'Santa Fe de Bogotá',
        'Chapinero',
        'Usaquén',
        'La Candelaria',
        'Teusaquillo',
        'la nevera',
        'la capital',
        'the capital',
      ],
      nearby: ['Zipaquirá', 'Guatavita', 'La Calera', 'Chía'],
      hotels: [
        { id: 4, name: 'Hotel Andino Chapinero', aliases: ['Andino Chapinero', 'Hotel Andino'] },
        { id: 5, name: 'Hotel Candelaria Colonial', aliases: ['Candelaria Colonial', 'Hotel Candelaria'] },
        { id: 6, name: 'Suites Usaquén Plaza', aliases: ['Usaquén Plaza', 'Hotel Usaquén Plaza', 'Suites Usaquén'] },
      ],
    },
    {
      name: 'Medellín',
      aliases: [
        'Medellin',
        'Medallo',
        'mde',
        'Medellín Antioquia',
        'El Poblado',
        'Laureles',
        'Provenza',
        'Parque Lleras',
        'ciudad de la eterna primavera',
        'eterna primavera',
        'city of eternal spring',
      ],
      nearby: ['Guatapé', 'El Peñol', 'Envigado', 'Sabaneta'],
      hotels: [
        { id: 7, name: 'Hotel Poblado Verde', aliases: ['Poblado Verde'] },
        { id: 8, name: 'Hotel Laureles Jardín', aliases: ['Laureles Jardín', 'Hotel Laureles'] },
        { id: 9, name: 'Mirador de Las Palmas Hotel', aliases: ['Mirador de Las Palmas', 'Hotel Mirador de Las Palmas', 'Hotel Mirador'] },
      ],
    },
    {
      name: 'Cartagena',
      aliases: [
        'Cartagena de Indias',
        'ctg',
        'Cartajena',
        'La Heroica',
        'Cartagena Bolívar',
        'Bocagrande',
        'Getsemaní',
        'Castillogrande',
        'El Laguito',
        'la ciudad amurallada',
        'ciudad amurallada',
        'the walled city',
        'walled city',
        'corralito de piedra',
      ],
      regions: COAST,
      nearby: ['Barú', 'Playa Blanca', 'Islas del Rosario', 'Tierra Bomba'],
      hotels: [
        { id: 1, name: 'Hotel Murallas del Caribe', aliases: ['Murallas del Caribe', 'Hotel Murallas'] },
        { id: 2, name: 'Casa Getsemaní Boutique', aliases: ['Casa Getsemaní', 'Hotel Casa Getsemaní', 'Getsemaní Boutique'] },
        { id: 3, name: 'Hotel Bocagrande Azul', aliases: ['Bocagrande Azul'] },
      ],
    },
    {
      name: 'Santa Marta',
      aliases: [
        'smr',
        'Santa Marta Magdalena',
        'El Rodadero',
        'Rodadero',
        'Taganga',
        'Pozos Colorados',
        'Playa Salguero',
        'la perla de América',
        'perla de América',
      ],
      regions: COAST,
      nearby: ['Minca', 'Tayrona', 'Parque Tayrona', 'Palomino'],
      hotels: [
        { id: 10, name: 'Hotel Rodadero Sol', aliases: ['Rodadero Sol'] },
        { id: 11, name: 'Hotel Bahía Taganga', aliases: ['Bahía Taganga'] },
        { id: 12, name: 'Posada El Pescador', aliases: ['Hotel El Pescador'] },
      ],
    },
  ],
});

function deepFreeze<T>(o: T): T {
  if (typeof o === 'object' && o !== null && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
  return o;
}

// ------------------------------------------------------------------ words and vocabulary

/** Words of a folded text for matching: runs of letters and digits ("bogota d.c." → bogota, d, c; "santa-marta" → santa, marta). */
const WORD_RE = /[\p{L}\p{N}]+/gu;

function words(folded: string): string[] {
  return folded.match(WORD_RE) ?? [];
}

/**
 * Class: a word stretched for emphasis in chat ("cartagenaaaa", "el laureles jardinnn"): a letter typed three or more
 * times in a row is one letter (no Spanish or English place name holds a letter three times running).
 */
function unstretched(word: string): string {
  return word.replace(/(\p{L})\1{2,}/gu, '$1');
}

function set(text: string): ReadonlySet<string> {
  return new Set(text.split(/\s+/).filter(Boolean));
}

/**
 * Ordinary words of booking chats in Spanish and English (folded): never a
 * place, never read as a typo of one.
 */
const VOCAB = set(`
  hola holi buenas buenos buen buena dias tardes noches hey hi hello hallo gracias thanks thank thx ty ok okay oki vale listo dale bueno bien
  si sii no nop nope yes yeah yep claro perfecto genial chevere bacano jaja jajaja jeje jejeje lol xd ayuda help porfa porfavor favor please pls plis
  el la los las lo un una unos unas al del de a en con sin por para pa pal hacia desde hasta entre sobre y o e u ni que quien como cuando donde
  cual cuales cuanto cuanta cuantos cuantas mi mis tu tus su sus nuestro nuestra nuestros nosotros nosotras yo me te se le les nos ellos ellas ella
  usted ustedes ud uds esto esta este estos estas eso esa ese esos esas aqui aca alla alli ahi algo alguien nada nadie todo todos toda todas otro
  otra otros otras mismo misma muy mas menos tambien tampoco ya aun todavia solo sola solos solas solamente pero sino mejor peor tal vez quizas
  cualquiera cualquier donde sea sorprendeme recomiendame recomienda recomiendas recomendacion sugerencia idea ni sabe se sabes
  quiero queremos quiere quieren quisiera quisieramos necesito necesitamos necesita busco buscamos buscando tengo tenemos tiene tienen hay
  es son soy somos esta estoy estamos estan sera seria seriamos seremos voy vamos van va vas ir iria viajar viaje viajo viajamos viajes
  llegar llego llegamos salir salgo salimos reservar reserva reservo reservas reservacion reservaciones reservado hospedarme hospedaje
  alojamiento alojarme quedarme quedarnos quedar quedamos pagar pago pague cancelar cambiar ver saber conocer visitar ser estar hacer tener poder
  puedo podemos puede podria podrian gustaria encantaria dormir descansar disfrutar pasar celebrar regalar cumplir cumpleanos aniversario
  hotel hoteles hostal hostales posada habitacion habitaciones hab cuarto cuartos cama camas doble sencilla triple suite noche noches dia
  semana semanas fin finde mes meses ano anos fecha fechas persona personas adulto adultos nino ninos nina ninas bebe bebes hijo hijos hija
  hijas esposa esposo mujer marido novia novio pareja familia familiar amigos amigo amiga amigas mama papa padres abuelos abuela abuelo mascota
  perro gato grupo precio precios tarifa tarifas costo valor barato barata baratos economico economica desayuno piscina vista playa playas mar
  centro costa ciudad pueblo campo montana finca isla aeropuerto terminal casa apartamento apto lugar lugares sitio parte zona destino
  vacaciones paseo viajecito trabajo negocios evento boda congreso luna miel descanso calor frio clima tranquilo bonito bonita linda lindo
  enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre diciembre ene feb abr jun jul ago sep sept oct
  nov dic lunes martes miercoles jueves viernes sabado domingo hoy manana pasado ayer proximo proxima siguiente entrante puente navidad
  santa semana nuevo nueva temporada alta baja festivo festivos
  the an to in on at of for from with without by and or but not i me my we us our you your he she they them it its this that these those
  there here is are was were be been am will would could can should want wanna need looking look book booking reserve reservation stay
  staying go going gonna get travel traveling travelling trip visit visiting hotels room rooms night nights day days week weeks weekend
  month months year years people person adults adult kids kid children child baby babies wife husband family friends friend partner
  girlfriend boyfriend price prices cheap cheapest beach sea city downtown center centre airport somewhere anywhere anything place places
  sure good great fine cool nice some any all more less very just only also too then now today tomorrow tonight yesterday next last
  january february march april june july august september october november december jan mar apr aug nov dec
  monday tuesday wednesday thursday friday saturday sunday christmas easter new holidays holiday vacation vacations business work honeymoon
  efectivo tarjeta credito debito transferencia nequi daviplata pse dolares pesos cuotas contado
  check out pay card cash cancel change english spanish espanol ingles español know dont don idk what where which who how why when
  best cheaper nearby near close around there warm sunny quiet
  mediados mediado finales final principios principio inicios inicio comienzos comienzo ultimos ultima ultimo primeros primera primero
  mitad luego despues antes ahora ahorita rato momento madrugada tarde temprano early late mid end beginning start
  capital caribe pacifico asi lado cerca cercano cercana alrededores afueras parecido similar
  norte sur oriente occidente oeste north south east west northern southern parque museo
  feria ferias festival carnaval concierto conciertos partido matrimonio graduacion grado cita consulta medico clinica hospital
  universidad colegio reunion conferencia cumple fiesta fiestas rumba parche cine banco tienda centro comercial estadio iglesia misa
  concert wedding conference game match meeting party
  may sept coast coastline mountains mountain countryside town village lake river jungle island islands home house mom dad parents
  see meet relax rest enjoy attend watch explore celebrate spend surprise somewhere else elsewhere
`);

/** Common first names (folded): never a place, never read as a typo of one ("me llamo Marta" is not Santa Marta). */
const NAMES = set(`
  maria marta martha ana juan carlos jose luis andres andrea camila valentina daniela sofia laura paula diana sandra carolina natalia
  alejandra catalina juliana mariana gabriela isabella isabel santiago sebastian mateo nicolas alejandro david daniel felipe diego jorge
  pedro pablo miguel javier fernando ricardo manuel antonio francisco jhon john james michael mary sarah emma olivia peter paul mark lucia
  elena rosa carmen claudia patricia monica liliana gloria beatriz adriana angela marcela lina paola tatiana viviana jessica karen kelly
  kevin brian oscar julian esteban cristian camilo mauricio hernan sergio alberto eduardo rafael ramon victor hugo ivan jaime julio cesar
  martina sara valeria mario marcos marco tomas lucas samuel emilio gustavo german rodrigo alvaro andres yolanda teresa cecilia marina
  margarita dora luz sol amparo consuelo pilar dolores mercedes inés ines milena johana yesica lorena ximena jimena marta
`);

/**
 * Demonyms and other ordinary words close to an alias: never read as a typo
 * of a destination ("cartagenera" is where the guest is from; "medalla" is a
 * medal, not Medallo).
 */
const NEAR_WORDS = set(`
  cartagenero cartagenera cartageneros cartageneras bogotano bogotana bogotanos rolo rola paisa paisas medellinense samario samaria
  samarios costeno costena medalla medallas cartas carta cartel cartera bogus medio media heroico heroicos heroina heroinas indias indios
  sole rodeado rodeada
`);

/** Whether a folded word may never be read as a typo of an alias. */
function ordinary(w: string): boolean {
  return VOCAB.has(w) || NAMES.has(w) || NEAR_WORDS.has(w) || w in NUMBER_WORDS;
}

/** Words that link the parts of a place name ("Villa de Leyva", "Mirador de las Palmas"). */
const CONNECTORS = set('de del al la las los el y');
/** Articles that may open a place name ("La Guajira", "El Peñol"). */
const ARTICLES = set('la las los el the');
/** Words that open place names and are also ordinary words ("San Andrés", "Santa Fe", "Puerto Triunfo", "New York"). */
const PLACE_HEADS = set('san santa santo santos puerto villa isla islas cabo punta new nueva nuevo saint st port fort ciudad valle bahia');

/** The rules of {@link skeleton}, in the order they apply. */
const SPANISH_SOUNDS: readonly Respelling[] = [
  [/h/g, ''],
  [/v/g, 'b'],
  [/z/g, 's'],
  [/ll/g, 'y'],
  [/qu/g, 'k'],
  [/c(?=[ei])/g, 's'],
  [/c/g, 'k'],
  [/j(?=[ei])/g, 'g'],
  [/(.)\1+/g, '$1'],
];
/**
 * Spanish phonetic skeleton of a folded word, so common misspellings cost
 * nothing: b/v, z/s, ll/y, silent h, k/c/qu, j/g before e/i, and
 * c before e/i as s ("vogota" = "bogota", "medeyin" = "medellin",
 * "cartajena" = "cartagena").
 */
function skeleton(w: string): string {
  return respell(w, SPANISH_SOUNDS);
}

/** Abbreviations of words that open place names, read as the whole word inside a name of several words ("sta marta"). */
const ABBREVIATIONS: Readonly<Record<string, string>> = { sta: 'santa', sto: 'santo', pto: 'puerto', sn: 'san', cd: 'ciudad', st: 'saint' };

/** Connectors as chats shorten them inside a name ("Mirador d las Palmas", "Murallas dl Caribe"). */
const CONNECTOR_ABBREVIATIONS: Readonly<Record<string, string>> = { d: 'de', dl: 'del' };

/** Edits allowed in an alias word of `len` letters: exact up to 4, 1 for 5–7, 2 for 8 or more. */
function budget(len: number): number {
  return len <= 4 ? 0 : len <= 7 ? 1 : 2;
}

/** Edit distance between a message word and an alias word, the smaller of the plain and phonetic readings. */
function wordDistance(w: string, a: string, aSkel: string): number {
  if (w === a) return 0;
  const ws = skeleton(w);
  if (ws === aSkel) return 1; // a spelling variant: counts as one edit at most
  return Math.min(distance(w, a), distance(ws, aSkel));
}

// ------------------------------------------------------------------ compiled catalogue

/** A city or a hotel that a message can name. */
interface Target {
  city: string;
  cityIndex: number;
  hotel?: { id: number; name: string };
}

/** One alias of a target, prepared for matching. */
interface Alias {
  target: number;
  words: string[];
  skels: string[];
  compact: string;
  compactSkel: string;
  /** The city's or hotel's own name (not an alias). */
  isName: boolean;
}

/** What the matcher needs, computed once per catalogue. */
interface Compiled {
  targets: Target[];
  aliases: Alias[];
  /** Aliases by the first letter of their phonetic skeleton. */
  byFirst: Map<string, Alias[]>;
  maxWords: number;
  cityNames: string[];
  /** Per city: the compact (no spaces) folded forms of its name and aliases. */
  cityKeys: string[][];
  /** Deep-link slugs (compact, no dashes) → target. */
  slugs: Map<string, number>;
  hotelsById: Map<number, number>;
  /** The head word of hotel names ("laureles" of "Hotel Laureles Jardín") → those hotels (see {@link hotelHead}). */
  hotelHeads: Map<string, number[]>;
  /** Per hotel target: the distinctive words of its name, two or more (see {@link scatteredHotels}). */
  hotelWords: { target: number; words: string[] }[];
  /** Per hotel target: the distinctive words of its name no other hotel's name has, and its own generic words (see {@link wordBesideOwnGeneric}). */
  hotelOwnWords: { target: number; words: string[]; generic: string[] }[];
}

const COMPILED = new WeakMap<Catalogue, Compiled>();

/** The folded words of a name or alias ("Bogotá D.C." → ["bogota", "d", "c"]). */
function aliasWords(text: string): string[] {
  return words(fold(text));
}

/**
 * Generic words of hotel names ("Hotel", "Suites", "Casa", "Posada"…): a
 * guest often leaves them out ("el Poblado Verde" for "Hotel Poblado Verde").
 */
const GENERIC_HOTEL_WORDS = set(`
  hotel hoteles suites suite casa posada hostal hostel boutique resort inn lodge apartahotel aparthotel apartamentos apartments
  glamping hospedaje hosteria cabanas spa b bnb
`);

/**
 * The short names of a hotel derived from its name: the name without its
 * generic words at the start and the end ("Hotel Poblado Verde" → "poblado
 * verde", "Casa Getsemaní Boutique" → "getsemani", "Mirador de Las Palmas
 * Hotel" → "mirador de las palmas"), when that rest is distinctive and
 * complete: two content words or more, or one word of 6+ letters that is
 * not an ordinary word or a first name. An article left at the start is
 * kept ("Posada El Pescador" → "el pescador"). {@link compiled} drops a
 * short name equal to a city's name or alias ("getsemani" stays the
 * neighbourhood of Cartagena, not the hotel).
 */
function shortHotelNames(h: CatalogueHotel): string[][] {
  const w = aliasWords(h.name);
  let a = 0;
  let b = w.length;
  while (a < b && GENERIC_HOTEL_WORDS.has(w[a]!)) a++;
  while (b > a && GENERIC_HOTEL_WORDS.has(w[b - 1]!)) b--;
  // "Hotel de la Ópera" → "de la opera" is not a name: connectors after a generic word go too, articles stay.
  if (a > 0) while (a < b && CONNECTORS.has(w[a]!) && !ARTICLES.has(w[a]!)) a++;
  while (b > a && CONNECTORS.has(w[b - 1]!)) b--;
  if (a === 0 && b === w.length) return [];
  const rest = w.slice(a, b);
  const content = rest.filter((x) => !CONNECTORS.has(x));
  const distinctive = content.length >= 2 || (content.length === 1 && content[0]!.length >= 6 && !ordinary(content[0]!) && !PLACE_HEADS.has(content[0]!));
  return distinctive ? [rest] : [];
}

/**
 * The first distinctive word of a hotel's name, after its generic words,
 * articles and connectors ("Hotel Laureles Jardín" → "laureles", "Mirador de
 * Las Palmas Hotel" → "mirador"): 5+ letters, not an ordinary word, a first
 * name or a word that opens place names. A guest naming only that word is
 * asked whether they mean that hotel (or its city).
 */
function hotelHead(h: CatalogueHotel): string | undefined {
  const w = aliasWords(h.name).find((x) => !GENERIC_HOTEL_WORDS.has(x) && !CONNECTORS.has(x));
  return w && w.length >= 5 && !ordinary(w) && !PLACE_HEADS.has(w) && !/\d/.test(w) ? w : undefined;
}

/** A hotel's names for matching: its name, its aliases, then its {@link shortHotelNames}. */
function hotelNames(h: CatalogueHotel): { words: string[]; derived: boolean }[] {
  return [
    ...[h.name, ...(h.aliases ?? [])].map((t) => ({ words: aliasWords(t), derived: false })),
    ...shortHotelNames(h).map((words) => ({ words, derived: true })),
  ];
}

function slug(text: string): string {
  return fold(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Prepare a catalogue for matching (done automatically, once per catalogue
 * object, by every function of this module; call it at start-up to pay the
 * cost early). Returns the same catalogue.
 */
export function compileCatalogue(catalogue: Catalogue): Catalogue {
  compiled(catalogue);
  return catalogue;
}

function compiled(cat: Catalogue): Compiled {
  const hit = COMPILED.get(cat);
  if (hit) return hit;
  const c: Compiled = {
    targets: [],
    aliases: [],
    byFirst: new Map(),
    maxWords: 1,
    cityNames: [],
    cityKeys: [],
    slugs: new Map(),
    hotelsById: new Map(),
    hotelHeads: new Map(),
    hotelWords: [],
    hotelOwnWords: [],
  };
  const seen = new Set<string>();
  const addAlias = (target: number, ws: string[], isName = false): void => {
    if (ws.length === 0) return;
    const key = `${target}|${ws.join(' ')}`;
    if (seen.has(key)) return;
    seen.add(key);
    const skels = ws.map(skeleton);
    const a: Alias = { target, words: ws, skels, compact: ws.join(''), compactSkel: skeleton(ws.join('')), isName };
    c.aliases.push(a);
    const first = a.compactSkel[0] ?? '';
    const list = c.byFirst.get(first) ?? [];
    list.push(a);
    c.byFirst.set(first, list);
    c.maxWords = Math.max(c.maxWords, ws.length);
  };
  const cityAliasKeys = new Set(cat.destinations.flatMap((city) => [city.name, ...(city.aliases ?? [])].map((t) => aliasWords(t).join(' '))));
  cat.destinations.forEach((city, ci) => {
    const t = c.targets.push({ city: city.name, cityIndex: ci }) - 1;
    c.cityNames.push(city.name);
    const names = [aliasWords(city.name), ...(city.aliases ?? []).map(aliasWords)];
    c.cityKeys.push(names.map((w) => w.join('')).filter((k) => k.length > 0));
    names.forEach((ws, x) => {
      addAlias(t, ws, x === 0);
      // "El Poblado" said after "de" or "a" joins its article: "por los lados del Poblado", "al Poblado"
      if (ws.length > 1 && ws[0] === 'el') {
        addAlias(t, ['del', ...ws.slice(1)]);
        addAlias(t, ['al', ...ws.slice(1)]);
      }
    });
    for (const text of [city.name, ...(city.aliases ?? [])]) {
      const s = slug(text).replace(/-/g, '');
      if (s && !c.slugs.has(s)) c.slugs.set(s, t);
    }
    for (const h of city.hotels ?? []) {
      const ht = c.targets.push({ city: city.name, cityIndex: ci, hotel: { id: h.id, name: h.name } }) - 1;
      if (!c.hotelsById.has(h.id)) c.hotelsById.set(h.id, ht);
      const distinct = [...new Set(aliasWords(h.name).filter((x) => !GENERIC_HOTEL_WORDS.has(x) && !CONNECTORS.has(x) && !ARTICLES.has(x)))];
      if (distinct.length >= 2) c.hotelWords.push({ target: ht, words: distinct });
      const generic = [...new Set(aliasWords(h.name).filter((x) => GENERIC_HOTEL_WORDS.has(x)))];
      if (generic.length > 0) c.hotelOwnWords.push({ target: ht, words: distinct, generic });
      const head = hotelHead(h);
      if (head && !cityAliasKeys.has(head)) c.hotelHeads.set(head, [...(c.hotelHeads.get(head) ?? []), ht]);
      for (const n of hotelNames(h)) if (!n.derived || !cityAliasKeys.has(n.words.join(' '))) addAlias(ht, n.words);
      for (const text of [h.name, ...(h.aliases ?? [])]) {
        const s = slug(text).replace(/-/g, '');
        if (s && !c.slugs.has(s)) c.slugs.set(s, ht);
      }
    }
  });
  // A distinctive word shared by two hotels' names names neither by itself.
  const count = new Map<string, number>();
  for (const h of c.hotelOwnWords) for (const x of h.words) count.set(x, (count.get(x) ?? 0) + 1);
  for (const h of c.hotelOwnWords) h.words = h.words.filter((x) => count.get(x) === 1 && x.length >= 4 && !ordinary(x));
  COMPILED.set(cat, c);
  return c;
}

function matchOf(t: Target): DestinationMatch {
  return t.hotel ? { city: t.city, hotel: { ...t.hotel } } : { city: t.city };
}

// ------------------------------------------------------------------ settings file

/** A name or alias: a string with at least two letters or digits, at most 100 characters. */
const Text = z
  .string({ error: 'text' })
  .max(100, { error: 'text' })
  .refine((s) => aliasWords(s).join('').length >= 2, { error: 'text' });

const HotelEntry = z.strictObject({
  id: z.number({ error: 'id' }).int({ error: 'id' }).positive({ error: 'id' }),
  name: Text,
  aliases: z.array(Text).optional(),
});

const CityEntry = z.strictObject({
  name: Text,
  aliases: z.array(Text).optional(),
  hotels: z.array(HotelEntry).optional(),
  regions: z.array(Text).optional(),
  nearby: z.array(Text).optional(),
});

/**
 * The destinations settings file: `{ "destinations": [ { "name": "Cartagena",
 * "aliases": ["ctg", …], "hotels": [ { "id": 1, "name": "Hotel Murallas del
 * Caribe", "aliases": [ … ] } ] } ] }` — at least one city. Checked beyond
 * the shape: a name or alias may belong to one city only (compared folded:
 * "Bogotá" = "bogota"); a hotel id appears once; a hotel's name or alias is
 * not a city's name or alias; a one-word alias is not an ordinary word
 * ("para", "hola") or a first name ("marta"), which would match ordinary
 * messages. Hotels of different cities may share a name (chains): a guest
 * naming it is asked which city.
 */
export const CatalogueFileSchema = z.strictObject({ destinations: z.array(CityEntry).min(1, { error: 'empty' }) }).superRefine((f, ctx) => {
  const cityKey = new Map<string, number>();
  const hotelIds = new Map<number, string>();
  const cityName = (i: number) => f.destinations[i]!.name;
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path: ['destinations', ...path], message });
  /** A one-word name or alias that is an ordinary word is refused, at `path` inside the destinations. */
  const notOrdinary = (path: (string | number)[], n: Naming) => {
    if (n.words.length === 1 && ordinary(n.words[0]!)) issue(path, `"${n.text}" is an ordinary word or a first name: it would match ordinary messages`);
  };
  f.destinations.forEach((city, i) => {
    for (const n of namings(city)) {
      const other = cityKey.get(n.key);
      if (other !== undefined && other !== i) issue([i, ...n.where], `"${n.text}" is already a name or alias of ${cityName(other)} (destinations[${other}])`);
      else cityKey.set(n.key, i);
      notOrdinary([i, ...n.where], n);
    }
  });
  f.destinations.forEach((city, i) => {
    for (const [j, place] of (city.nearby ?? []).entries()) {
      const c = cityKey.get(aliasWords(place).join(' '));
      if (c !== undefined) issue([i, 'nearby', j], `"${place}" is a name or alias of ${cityName(c)} (destinations[${c}]): a place sold, not one near`);
    }
  });
  f.destinations.forEach((city, i) => {
    const local = new Set<string>();
    (city.hotels ?? []).forEach((h, j) => {
      const prev = hotelIds.get(h.id);
      if (prev !== undefined) issue([i, 'hotels', j, 'id'], `hotel id ${h.id} is already used by ${prev}`);
      else hotelIds.set(h.id, h.name);
      for (const n of namings(h)) {
        const at = [i, 'hotels', j, ...n.where];
        const c = cityKey.get(n.key);
        if (c !== undefined) issue(at, `"${n.text}" is already a name or alias of the city ${cityName(c)} (destinations[${c}])`);
        notOrdinary(at, n);
        if (n.where[0] === 'aliases' && local.has(n.key)) issue(at, `"${n.text}" already names another hotel of ${city.name}`);
        local.add(n.key);
      }
    });
  });
});

/** A name or alias of a catalogue entry: its text, its path inside the entry, its words and their key (joined). */
interface Naming {
  readonly text: string;
  readonly where: (string | number)[];
  readonly words: string[];
  readonly key: string;
}

/** The name then the aliases of a city or hotel entry, each at its path (`['name']`, `['aliases', 0]`, …). */
function namings(entry: { readonly name: string; readonly aliases?: readonly string[] | undefined }): Naming[] {
  return [entry.name, ...(entry.aliases ?? [])].map((text, n) => {
    const words = aliasWords(text);
    return { text, where: n === 0 ? ['name'] : ['aliases', n - 1], words, key: words.join(' ') };
  });
}

/** A destinations file that cannot be read, is not JSON, or breaks {@link CatalogueFileSchema}; the message is one line naming the file and the bad entry. */
export class CatalogueFileError extends Error {
  override name = 'CatalogueFileError';
}

/** `destinations[2].aliases[0]` from a zod path. */
function pathText(path: readonly PropertyKey[]): string {
  let out = '';
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : `${out ? '.' : ''}${String(p)}`;
  return out || '(root)';
}

/** Whether `json` has a value (not undefined) at `path`. */
function present(json: unknown, path: readonly PropertyKey[]): boolean {
  let at: unknown = json;
  for (const p of path) {
    if (typeof at !== 'object' || at === null) return false;
    at = (at as Record<PropertyKey, unknown>)[p];
  }
  return at !== undefined;
}

const ISSUE_TEXT: Record<string, string> = {
  text: 'must be a text with at least two letters or digits (at most 100 characters)',
  id: "must be the hotel's internal id (a positive integer)",
  empty: 'must list at least one city',
};

function describeIssue(issue: z.core.$ZodIssue, json: unknown): string {
  if (issue.code === 'unrecognized_keys') return issue.keys.map((k) => `unknown field ${JSON.stringify(k)}`).join(', ');
  if (issue.code === 'invalid_type' && !present(json, issue.path)) return 'is required';
  const known = ISSUE_TEXT[issue.message];
  if (known) return known;
  if (issue.code === 'invalid_type') return `must be ${issue.expected === 'array' ? 'a list' : issue.expected === 'object' ? 'an object' : issue.expected}`;
  return issue.message;
}

/**
 * Parse the text of a destinations file; `source` names it in messages (a
 * path). The result is compiled for matching before it is returned.
 *
 * @example
 * parseCatalogue('{"destinations":[{"name":"Pereira","aliases":["perei"]}]}', 'dest.json').destinations[0].name // 'Pereira'
 * @throws CatalogueFileError when the text is not JSON or breaks the schema,
 *   naming the first bad entry in one line, e.g.
 *   `Invalid destinations file dest.json: destinations[2].aliases[0]: "ctg" is already a name or alias of Cartagena (destinations[0])`.
 */
export function parseCatalogue(json: string, source: string): Catalogue {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch (err) {
    throw new CatalogueFileError(`The destinations file ${source} is not valid JSON: ${oneLine((err as Error).message)}`);
  }
  const r = CatalogueFileSchema.safeParse(data);
  if (!r.success) {
    const issue = r.error.issues[0]!;
    throw new CatalogueFileError(`Invalid destinations file ${source}: ${pathText(issue.path)}: ${oneLine(describeIssue(issue, data))}`);
  }
  return compileCatalogue(deepFreeze(r.data as Catalogue));
}

function oneLine(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

// ------------------------------------------------------------------ city lists

/** The catalogue's city names in its order (as the service knows them): the city buttons. */
export function cityNames(catalogue: Catalogue): string[] {
  return [...compiled(catalogue).cityNames];
}

/**
 * Up to `n` city names of the catalogue for a place it does not sell
 * (`text`, as typed): first the cities whose name or an alias is close to
 * `text` (edit distance at most 0.4 of the longer, or the same sound;
 * closest first), then the remaining cities in catalogue order. So when nothing is
 * close the result is the catalogue's first cities.
 */
export function closestCities(text: string, catalogue: Catalogue, n = 3): string[] {
  const c = compiled(catalogue);
  const q = words(fold(text)).join('');
  const qs = skeleton(q);
  const scored: { i: number; score: number }[] = [];
  c.cityKeys.forEach((keys, i) => {
    let best = Infinity;
    if (q.length >= 2)
      for (const k of keys) {
        const len = Math.max(q.length, k.length);
        let score = qs === skeleton(k) ? 0.1 : distance(q, k) / len;
        // A beginning of the name ("cartag", "santa") is close too.
        if (q.length >= 4 && k.startsWith(q)) score = Math.min(score, 0.4 * (1 - q.length / k.length));
        best = Math.min(best, score);
      }
    scored.push({ i, score: best });
  });
  const close = scored.filter((s) => s.score <= 0.4).sort((a, b) => a.score - b.score || a.i - b.i);
  const rest = scored.filter((s) => s.score > 0.4);
  return [...close, ...rest].slice(0, Math.max(0, n)).map((s) => c.cityNames[s.i]!);
}

// ------------------------------------------------------------------ matching

/** A word of the message with its place in `raw`/`folded`. */
interface Word {
  text: string;
  /** Its phonetic skeleton. */
  skel: string;
  start: number;
  end: number;
}

/** A catalogue entry named by words `[i, j)` of the message. */
interface Candidate {
  target: number;
  i: number;
  j: number;
  dist: number;
  /** Its words that are not articles or connectors ("el poblado" 1, "poblado verde" 2). */
  content: number;
}

/** One place of the message naming one or several targets equally well. */
interface Mention {
  i: number;
  j: number;
  dist: number;
  targets: number[];
}

/**
 * Class: a later word of a name of several words shortened the chat way ("santa mta" for Santa Marta, "san andrs"):
 * `w` keeps the word's first and last letters and some of the letters between, in order, at least three letters and
 * at least one fewer than the word. Read only when every other word of the name is typed exactly.
 */
function abbreviates(w: string, aw: string): boolean {
  if (w.length < 3 || w.length >= aw.length || w[0] !== aw[0] || w.at(-1) !== aw.at(-1) || /\d/.test(w)) return false;
  let k = 0;
  for (const ch of aw) if (ch === w[k]) k++;
  return k === w.length;
}

/**
 * How a phrase of message words `[i, j)` fits `alias`: the total edits, or
 * undefined when it does not fit. Same number of words: word by word, each
 * within its budget (exact for short words), the total within the whole
 * alias's budget. A different number of words (typed together or apart:
 * "santamarta", "bogota dc" for "bogota d c"): the joined letters, one edit
 * fewer allowed. A typo never turns an ordinary word or a first name into a
 * place, and the first sound must agree.
 */
function fit(ws: Word[], i: number, j: number, a: Alias): number | undefined {
  const n = j - i;
  const k = a.words.length;
  if (n === k) {
    let total = 0;
    let shortened = false;
    for (let x = 0; x < n; x++) {
      const w = ws[i + x]!.text;
      const aw = a.words[x]!;
      if (w === aw) continue;
      // "santa mta", "cartagena d indias": a later word of a name shortened in chat (see abbreviates); the others exact.
      if (x > 0 && abbreviates(w, aw)) {
        shortened = true;
        continue;
      }
      // "sta marta", "sto domingo", "pto colombia": abbreviated heads of names of several words.
      if (x < k - 1 && ABBREVIATIONS[w] === aw) continue;
      // "Mirador d las Palmas", "Murallas dl Caribe": a connector shortened inside a name of several words
      if (x > 0 && x < k - 1 && CONNECTOR_ABBREVIATIONS[w] === aw) continue;
      const b = budget(aw.length);
      if (b === 0 || Math.abs(w.length - aw.length) > b || /\d/.test(w)) return undefined;
      // An ordinary word or a name is never a typo ("santa maria"), only a spelling variant inside a longer name ("santa martha").
      if (ordinary(w) && (k === 1 || ws[i + x]!.skel !== a.skels[x])) return undefined;
      if (ws[i + x]!.skel[0] !== a.skels[x]![0]) return undefined;
      const d = wordDistance(w, aw, a.skels[x]!);
      if (d > b) return undefined;
      total += d;
    }
    if (shortened) return total === 0 ? 1 : undefined;
    return total <= Math.max(budget(a.compact.length), 0) ? total : undefined;
  }
  if (Math.abs(n - k) > 1) return undefined;
  // Class: a one-word name typed in two pieces that join into it exactly ("carta gena", "mede llin"): the name, even
  // when a piece is an ordinary word ("carta"); pieces of three letters or more, so no preposition is glued on.
  let joined = '';
  let pieces = true;
  let plain = true;
  for (let x = i; x < j; x++) {
    const w = ws[x]!.text;
    if (w.length < 3) pieces = false;
    // Words typed apart must each look like a piece of the name, not a preposition ("a medellin").
    if (n > k && (w.length < 2 || ordinary(w))) plain = false;
    joined += w;
  }
  if (n > k && pieces && joined === a.compact) return 0;
  if (!plain) return undefined;
  if (joined === a.compact) return 0;
  const b = budget(a.compact.length) - 1;
  if (b <= 0 || Math.abs(joined.length - a.compact.length) > b) return undefined;
  if (n < k && ordinary(joined)) return undefined;
  // A compound with a typo must not be a name plus an ordinary word or a first name: "santamaria" (a surname) is not "santa marta".
  if (n < k) {
    let rest = joined;
    for (const aw of a.words) {
      if (!rest.startsWith(aw) || rest === aw) break;
      rest = rest.slice(aw.length);
      if (ordinary(rest)) return undefined;
    }
  }
  const d = Math.min(distance(joined, a.compact), distance(skeleton(joined), a.compactSkel));
  return d <= b ? d : undefined;
}

/**
 * Whether raw[a, b) only separates the words of one phrase: white space,
 * hyphens, dots and apostrophes ("santa-marta", "Bogotá D.C."), no other
 * punctuation and no words read by an earlier extractor.
 */
function cleanGap(m: Message, a: number, b: number): boolean {
  for (let x = a; x < b; x++) if (!GAP_CHAR.test(m.raw[x] ?? ' ')) return false;
  return true;
}
const GAP_CHAR = /[\s\-.'’]/;

/** Whether words `[i, j)` follow each other with only spaces between them in the message. */
function adjacent(m: Message, ws: Word[], i: number, j: number): boolean {
  for (let x = i + 1; x < j; x++) if (!cleanGap(m, ws[x - 1]!.end, ws[x]!.start)) return false;
  return true;
}

/** Every catalogue entry named somewhere in the message (1 to `maxWords + 1` words). */
function candidates(m: Message, ws: Word[], c: Compiled): Candidate[] {
  const out: Candidate[] = [];
  for (let i = 0; i < ws.length; i++) {
    const first = ws[i]!.skel[0] ?? '';
    const list = c.byFirst.get(first);
    if (!list) continue;
    for (let j = i + 1; j <= Math.min(ws.length, i + c.maxWords + 1); j++) {
      if (!adjacent(m, ws, i, j)) break;
      for (const a of list) {
        const d = fit(ws, i, j, a);
        if (d !== undefined) out.push({ target: a.target, i, j, dist: d, content: contentWords(ws, i, j) });
      }
    }
  }
  // A hotel's words said apart are one mention of it; the same words in name order are already read above.
  for (const cd of scatteredHotels(m, ws, c)) if (!out.some((o) => o.target === cd.target && o.i <= cd.i && o.j >= cd.j)) out.push(cd);
  for (const cd of wordBesideOwnGeneric(m, ws, c)) if (!out.some((o) => o.target === cd.target && o.i <= cd.i && o.j >= cd.j)) out.push(cd);
  return out;
}

/** Little words that may stand between a hotel's word and its own generic word ("Getsemaní ESE boutique", "the Usaquén suites"). */
const OWN_GENERIC_GAP = set('ese esa este esta el la the that');

/**
 * Class "a hotel's own word beside its own kind": a word only one hotel's name has, said next to a generic word of
 * that same name ("Getsemaní ese boutique" for Casa Getsemaní Boutique, "the Usaquén suites" for Suites Usaquén
 * Plaza, "Taganga hotel" or "hotel Taganga" for Hotel Bahía Taganga): that hotel. Only demonstratives and articles
 * may stand between them; a preposition makes the word a place ("un hotel en Taganga", "hotel cerca de Usaquén"),
 * and a generic word the name does not have is no hint ("un hotel en Getsemaní": Casa Getsemaní Boutique has no
 * "hotel").
 */
function wordBesideOwnGeneric(m: Message, ws: Word[], c: Compiled): Candidate[] {
  const out: Candidate[] = [];
  for (const { target, words, generic } of c.hotelOwnWords) {
    for (let i = 0; i < ws.length; i++) {
      if (!words.includes(ws[i]!.text)) continue;
      const near = (from: number, step: 1 | -1): number | undefined => {
        for (let j = from, gap = 0; j >= 0 && j < ws.length && gap <= 1; j += step) {
          const between = step === 1 ? m.raw.slice(ws[j - 1]!.end, ws[j]!.start) : m.raw.slice(ws[j]!.end, ws[j + 1]!.start);
          if (CLAUSE_BREAK.test(between)) return undefined;
          if (generic.includes(ws[j]!.text)) return j;
          if (!OWN_GENERIC_GAP.has(ws[j]!.text)) return undefined;
          gap++;
        }
        return undefined;
      };
      const after = near(i + 1, 1);
      const beforeAt = after === undefined ? near(i - 1, -1) : undefined;
      if (after !== undefined) out.push({ target, i, j: after + 1, dist: 0, content: 2 });
      else if (beforeAt !== undefined) out.push({ target, i: beforeAt, j: i + 1, dist: 0, content: 2 });
    }
  }
  return out;
}

/**
 * Words of hotel names as English speakers translate them ("the Taganga bay hotel" for Hotel Bahía Taganga, "the
 * Poblado green" for Hotel Poblado Verde): read as the Spanish word when a hotel is named by its words
 * ({@link scatteredHotels}).
 */
const HOTEL_WORD_TRANSLATIONS: Readonly<Record<string, string>> = {
  bay: 'bahia',
  walls: 'murallas',
  wall: 'murallas',
  walled: 'murallas',
  green: 'verde',
  garden: 'jardin',
  gardens: 'jardin',
  palms: 'palmas',
  palm: 'palmas',
  lookout: 'mirador',
  viewpoint: 'mirador',
  fisherman: 'pescador',
  fishermans: 'pescador',
  sun: 'sol',
  blue: 'azul',
  house: 'casa',
  square: 'plaza',
};
/** Little words that may stand among the words of a hotel named in another order ("el colonial DE LA candelaria", "the Andino IN Chapinero"). */
const SCATTER_GAP = set('de del la las los el y en in at of the a one ese esa este esta esos esas that this on by near cerca');
/** Little words that may open the part after a comma that goes on naming the same hotel ("en la Candelaria, EL colonial", "Bocagrande, EN EL Azul ese"). */
const SCATTER_RESUME = set('el la los las the en in at');

/**
 * Class: a hotel named by the distinctive words of its name in another order or with little words between ("el hotel
 * colonial de La Candelaria" for Hotel Candelaria Colonial, "en la candelaria el colonial ese", "the Andino in
 * Chapinero", "the Taganga bay hotel" for Hotel Bahía Taganga). Every distinctive word (two or more) said exactly, in
 * one clause, each within three little words or generic hotel words ({@link SCATTER_GAP}) of the next: that hotel,
 * spanning from the first of its words to the last. A comma may part them only before an article or a preposition
 * ("en la Candelaria, el colonial", "Bocagrande, en el Azul ese"; not "El Rodadero, sol y playa").
 */
function scatteredHotels(m: Message, ws: Word[], c: Compiled): Candidate[] {
  const out: Candidate[] = [];
  const read = ws.map((w) => HOTEL_WORD_TRANSLATIONS[w.text] ?? w.text);
  for (const { target, words } of c.hotelWords) {
    for (let i = 0; i < ws.length; i++) {
      if (!words.includes(read[i]!)) continue;
      const seen = new Set([read[i]!]);
      let j = i + 1;
      let gap = 0;
      for (; j < ws.length && seen.size < words.length; j++) {
        const between = m.raw.slice(ws[j - 1]!.end, ws[j]!.start);
        if (CLAUSE_BREAK.test(between) && !(/^\s*,\s*$/.test(between) && SCATTER_RESUME.has(ws[j]!.text))) break;
        const w = read[j]!;
        if (words.includes(w) && !seen.has(w)) {
          seen.add(w);
          gap = 0;
        } else if ((SCATTER_GAP.has(w) || GENERIC_HOTEL_WORDS.has(w)) && gap < 3) gap++;
        else break;
      }
      if (seen.size === words.length) out.push({ target, i, j, dist: 0, content: words.length });
    }
  }
  return out;
}

/** How many of words `[i, j)` are not articles or connectors. */
function contentWords(ws: Word[], i: number, j: number): number {
  let n = 0;
  for (let x = i; x < j; x++) if (!CONNECTORS.has(ws[x]!.text)) n++;
  return n;
}

/**
 * The mentions of the message: the candidates with the most content words
 * ("el poblado verde" is the hotel Poblado Verde, not the area El Poblado
 * followed by "verde"), then the longest, then the closest, that do not
 * overlap; candidates over exactly the same words at the same distance are
 * kept together (several entries fit equally).
 */
function mentions(cands: Candidate[]): Mention[] {
  cands.sort((a, b) => b.content - a.content || b.j - b.i - (a.j - a.i) || a.dist - b.dist || a.i - b.i);
  const out: Mention[] = [];
  for (const cd of cands) {
    const same = out.find((x) => x.i === cd.i && x.j === cd.j && x.dist === cd.dist);
    if (same) {
      if (!same.targets.includes(cd.target)) same.targets.push(cd.target);
      continue;
    }
    if (out.some((x) => cd.i < x.j && x.i < cd.j)) continue;
    out.push({ i: cd.i, j: cd.j, dist: cd.dist, targets: [cd.target] });
  }
  return out.sort((a, b) => a.i - b.i);
}

/** Whether the words just before word `i` are `seq` (with only spaces between them and up to word `i`). */
function before(m: Message, ws: Word[], i: number, seq: readonly string[]): boolean {
  const s = i - seq.length;
  if (s < 0) return false;
  for (let x = 0; x < seq.length; x++) if (ws[s + x]!.text !== seq[x]) return false;
  return adjacent(m, ws, s, i + 1);
}

/** Folded words, one space between them, as {@link words} splits a message ("we're" is "we re"). */
const CUE_PHRASES = z.array(z.string().regex(/^[a-z0-9]+(?: [a-z0-9]+)*$/, 'folded words, one space between them')).min(1);

/**
 * The schema of `lexicon/destinations.json`: phrases said before a city that make it no destination (`origin`,
 * `hereNow`), the words of a missed trip (`missedTransport`: verbs of missing, transports, and the link words
 * between a transport and its city), and the words that may open a first message before a place (`opening`).
 */
export const DestinationCueLexicon = z.object({
  about: z.string(),
  origin: z.object({ note: z.string(), phrases: CUE_PHRASES }),
  hereNow: z.object({ note: z.string(), phrases: CUE_PHRASES }),
  missedTransport: z.object({ note: z.string(), verbs: CUE_PHRASES, transports: CUE_PHRASES, links: CUE_PHRASES }),
  opening: z.object({ note: z.string(), phrases: CUE_PHRASES }),
});

/**
 * `raw` checked as a destination cue lexicon.
 *
 * @throws Error naming `source` and every problem the schema found.
 */
export function parseDestinationCues(raw: unknown, source = 'destination cue lexicon'): z.infer<typeof DestinationCueLexicon> {
  return checkLexicon(DestinationCueLexicon, raw, source, 'destination cue');
}

/** The destination cue lexicon, validated at load: a malformed file stops the bot at start. */
const CUES = parseDestinationCues(cuesData, 'src/flows/understand/lexicon/destinations.json');

/** How many words before the transport a verb of missing is looked for ("we missed the 6 am bus to Santa Marta"). */
const MISSED_REACH = 4;

/**
 * Class: the city of a trip that did not happen ("tonight only, we missed the bus to Santa Marta", "perdimos el
 * vuelo a Cartagena"): a link word right before the city, a transport right before it (its article or a few words
 * between), a verb of missing a few words before that. The city is where the guest was going, not where they stay.
 */
function missedTripTo(ws: Word[], i: number): boolean {
  const t = CUES.missedTransport;
  if (!t.links.includes(ws[i - 1]?.text ?? '')) return false;
  for (let k = i - 2; k >= Math.max(0, i - 2 - MISSED_REACH); k--) {
    if (!t.transports.includes(ws[k]!.text)) continue;
    for (let v = k - 1; v >= Math.max(0, k - MISSED_REACH); v--) if (t.verbs.some((p) => p.split(' ').every((w, x) => ws[v + x]?.text === w))) return true;
    return false;
  }
  return false;
}

/** Phrases saying where the guest is from or lives, or returns to: the city after them is not the destination (`origin` of the cue lexicon). */
const ORIGIN_CUES: readonly (readonly string[])[] = CUES.origin.phrases.map((x) => x.split(' '));

/**
 * Phrases saying where the guest is now ("the 5th we're still in Bogota", "antes estamos en Medellín"): once the
 * destination is known (asked after it), the city after them is not a new destination. Before, "estoy en Bogotá y
 * necesito hotel para hoy" names the city where the hotel is wanted.
 */
const HERE_NOW_CUES: readonly (readonly string[])[] = CUES.hereNow.phrases.map((x) => x.split(' '));

/** Words after a place that make it another leg of the trip ("our Medellín leg", "in Bogotá first", "Cali primero"). */
const OTHER_LEG_AFTER = set('leg first primero antes before');

/**
 * Class: a home corrected in one sentence ("no vivo en Cali sino en Palmira", "I don't live in Cali but in Palmira"):
 * the place at word `i`, after "sino"/"but in", answers the same origin cue said a few words before; no destination.
 */
function originReplaced(m: Message, ws: Word[], i: number): boolean {
  const instead = INSTEAD_OF_ORIGIN.find((seq) => before(m, ws, i, seq));
  if (!instead) return false;
  const from = i - instead.length;
  for (let k = Math.max(0, from - ORIGIN_REACH); k < from; k++) if (ORIGIN_CUES.some((cue) => cue.every((w, x) => ws[k + x]?.text === w))) return true;
  return false;
}

/** Said before a place that replaces the one after an origin cue ("… sino en Palmira", "… but in Palmira"). */
const INSTEAD_OF_ORIGIN: readonly (readonly string[])[] = [['sino', 'en'], ['sino'], ['but', 'in']];
/** How many words before "sino"/"but" an origin cue is looked for. */
const ORIGIN_REACH = 6;

/**
 * Farewells naming the trip's place ("nos vemos en Cartagena", "see you in
 * Medellin"): chatter, not a destination asked for. Read on the raw text
 * (the intents extractor claims these words as small talk).
 */
const FAREWELL_RE = /(?:^|[^a-z])(?:nos vemos|vemos|nos veremos|te veo|los veo|las veo|see you|see ya)(?: (?:pronto|alla|soon|there))? (?:en|in|at)\s+$/;

/**
 * Class "a stop on the way": words saying the place after them is where the
 * guest goes after this stay, passing through ("vamos de pasada pa Santa
 * Marta", "de paso para Medellín", "on our way to Cartagena", "before
 * heading to Bogotá", "y luego seguimos a Medellín"). The place after them
 * is never the destination, whatever else is named. Read on the raw text
 * (other extractors may have claimed some of these words).
 */
const PASSING_RE = new RegExp(
  '(?:^|[^a-z])(?:' +
    [
      'de (?:pasada|paso|pasadita)',
      '(?:en )?camino',
      'on (?:our|my|the|their) way',
      'en ?route',
      'before (?:we |i )?(?:heading|head|going|go|continuing|continue|flying|fly|driving|drive|moving on|move on|traveling|travelling)(?: on)?',
      'antes de (?:ir|irnos|irme|seguir|seguirnos|continuar|viajar|volar|salir|arrancar)',
      '(?:luego|despues|de ahi|de alli|then|and then|after that|afterwards) (?:nos |me |we |i )?(?:seguimos|sigo|seguiremos|continuamos|continuo|continue|continuing|carry on|keep going|move on|moving on)',
    ].join('|') +
    String.raw`) (?:(?:pa|para|pal|a|al|hacia|to|for|towards|toward|rumbo a)\s+)(?:(?:la|el|the)\s+)?$`,
);

/**
 * Class "a place's clock": a city said as a time zone ("7am Bogotá time", "a las 3 hora de Bogotá", "hora Colombia") is
 * no destination.
 */
function isTimeZone(ws: Word[], mn: Mention): boolean {
  // (the word right after the name: "in two weeks' time" read by the dates leaves "time" far from it)
  const after = ws[mn.j] && ws[mn.j]!.start - ws[mn.j - 1]!.end <= 1 ? ws[mn.j]!.text : undefined;
  const before = ws[mn.i - 1]?.text;
  return after === 'time' || before === 'hora' || (before === 'de' && ws[mn.i - 2]?.text === 'hora');
}

/** Words after a name that make it a street's ("Medellin Street", "Bogota Ave"), and words before ("calle Cartagena"). */
const STREET_AFTER = set('street st avenue ave road rd boulevard blvd drive lane');
const STREET_BEFORE = set('calle carrera avenida diagonal transversal');

/**
 * Class "a street named after a city" ("a hotel on Medellin Street in Miami", "la calle Cartagena"): no destination.
 */
function isStreet(ws: Word[], mn: Mention): boolean {
  return STREET_AFTER.has(ws[mn.j]?.text ?? '') || STREET_BEFORE.has(ws[mn.i - 1]?.text ?? '');
}

/** Whether the mention starting at word `i` is said as the next stop after this stay ({@link PASSING_RE}). */
function isPassing(m: Message, ws: Word[], i: number): boolean {
  const start = ws[i]!.start;
  return PASSING_RE.test(foldKeepLength(m.raw.slice(Math.max(0, start - 60), start)).replace(/\s+/g, ' '));
}

/**
 * Words that, before a hotel inside a question, say the guest wants to stay
 * there or asks whether it is sold ("¿tienen cupo EN el Poblado Verde?",
 * "can I book a room AT the Hotel Andino?", "¿ustedes TIENEN el Hotel
 * Poblado Verde?", "do you HAVE the Casa Getsemaní Boutique?").
 */
const CHOOSING_WORDS = set(`
  en at in quiero queremos quisiera quisieramos prefiero preferimos reservar reserva reservo reservame reservarme reservamos apartar
  tomar tomamos tomaria tienen tienes hay manejan ofrecen venden book booking reserve want wanna prefer take like have sell offer
`);

/** Words that, anywhere after the hotel, say the guest wants it after all ("is Hotel Bocagrande Azul pet friendly? We'd like to book there", "¿el Andino q tal es? ese quiero"). */
const LATER_CHOOSING_WORDS = set(`
  quiero queremos quisiera quisieramos prefiero preferimos reservar reservo reservame reservarme reservamos apartar
  book booking reserve want wanna prefer like
`);

/** Words asking whether the hotel has room: anywhere in the question, it is a booking request ("¿el Poblado Verde tiene disponibilidad?", "does the Hotel Andino have rooms?"). */
const AVAILABILITY_WORDS = set(`
  cupo cupos disponibilidad disponible disponibles habitacion habitaciones cuarto cuartos libre libres campo
  availability available vacancy vacancies room rooms space free
`);

/** What ends the clause holding a hotel: sentence marks, a line break, a comma, a colon, a dash, a bracket. */
const CLAUSE_BREAK = /[.!?¿¡\n,;:—–()]/;

/**
 * Class "a hotel asked about": a hotel named inside a question about it ("¿El
 * Poblado Verde queda cerca del aeropuerto?", "is the Andino Chapinero far
 * from the center?", "¿el Murallas tiene piscina?") is not chosen; the
 * question is for the staff. The question is the clause holding the
 * mention (between two {@link CLAUSE_BREAK} marks), which must end with "?"
 * (or open with "¿"); a hotel said on its own before it ("Posada El
 * Pescador, eso queda en Santa Marta no?") is no part of it. The hotel is
 * still chosen when
 * - a {@link CHOOSING_WORDS} word stands before it in that clause ("¿me
 *   reservas en el Hotel Andino?", "¿ustedes tienen el Hotel Poblado Verde?");
 * - the question asks whether it has room ({@link AVAILABILITY_WORDS}: "¿el
 *   hotel Murallas del Caribe tiene cupo?", "is the Mirador free …?");
 * - the question holds the stay's details, words another extractor already
 *   read (dates, party: "Posada El Pescador for the weekend?");
 * - the guest says later that they want it ({@link LATER_CHOOSING_WORDS}).
 * Cities are not concerned: "¿Cartagena es caliente?" still names where the
 * guest goes.
 */
function isAskedAbout(m: Message, ws: Word[], c: Compiled, mn: Mention): boolean {
  if (!mn.targets.every((t) => c.targets[t]!.hotel)) return false;
  const raw = m.raw;
  const start = ws[mn.i]!.start;
  const end = ws[mn.j - 1]!.end;
  let from = start;
  while (from > 0 && !CLAUSE_BREAK.test(raw[from - 1]!)) from--;
  let to = end;
  while (to < raw.length && !CLAUSE_BREAK.test(raw[to]!)) to++;
  const question = raw[to] === '?' || (from > 0 && raw[from - 1] === '¿');
  if (!question) return false;
  const whole = foldKeepLength(raw);
  if (words(whole.slice(from, to)).some((w) => AVAILABILITY_WORDS.has(w))) return false;
  if (words(whole.slice(from, start)).some((w) => CHOOSING_WORDS.has(w))) return false;
  if (words(whole.slice(end)).some((w) => LATER_CHOOSING_WORDS.has(w))) return false;
  // A word of the clause blanked in `folded` was read by another extractor: the stay's details (not a request for the
  // staff the question is about: "does Hotel Laureles Jardín have parking?").
  const asked = extractRequests({ ...m, raw: raw.slice(from, to), folded: whole.slice(from, to) })?.spans ?? [];
  const inRequest = (x: number) => asked.some(([a, b]) => x - from >= a && x - from < b);
  for (let x = from; x < to; x++) if (/[\p{L}\p{N}]/u.test(whole[x]!) && m.folded[x] === ' ' && !inRequest(x)) return false;
  return true;
}

/**
 * Whether the mention is said as where the guest comes from or lives ("vivo en Bogotá", "from Medellin"), where they
 * are now once the destination is known ({@link HERE_NOW_CUES}), where a missed trip was going ({@link missedTripTo}), or
 * in a farewell ("nos vemos en Cartagena").
 */
function isOrigin(m: Message, ws: Word[], mn: Mention): boolean {
  if (ORIGIN_CUES.some((cue) => before(m, ws, mn.i, cue)) || missedTripTo(ws, mn.i)) return true;
  if (m.expecting !== undefined && m.expecting !== 'destination' && HERE_NOW_CUES.some((cue) => before(m, ws, mn.i, cue))) return true;
  // "after our Medellín leg", "we spend Friday and Saturday in Bogotá first": another leg of the trip, once the destination is known
  if (m.expecting !== undefined && m.expecting !== 'destination' && OTHER_LEG_AFTER.has(ws[mn.j]?.text ?? '')) return true;
  if (originReplaced(m, ws, mn.i)) return true;
  return FAREWELL_RE.test(foldKeepLength(m.raw.slice(Math.max(0, ws[mn.i]!.start - 30), ws[mn.i]!.start)));
}

/**
 * "en vez de", "instead of"… right before a mention (read on the raw text:
 * the intents extractor may have claimed these words as a correction).
 */
const REPLACED_RE =
  /(?:^|[^a-z])(?:en vez de|en vez del|en lugar de|en lugar del|instead of|rather than|y no|and not|but not|pero no)\s+(?:(?:a|al|en|la|el|to|in|the)\s+)?$/;

const NEGATIONS = set('no not nunca never ni dont nada');
/** Words opening a condition ("if you don't have it", "si no hay"): a negation right after one is the condition's. */
const CONDITIONALS = set('if si');
/** Negations of a condition ("si no", "if not", "if you don't", "if they do not"; "don't" is read as "don" "t"). */
const CONDITION_NEGATIONS = set('no not dont don nothing nada');

/**
 * Class: a place said as the fallback of another ("Barranquilla. if you don't have it there then Santa Marta",
 * "Barranquilla, si no hay pues Santa Marta"): a condition denied ("si no", "if … don't") in the words before it, in
 * the same sentence. Such a place is the destination only when no other place named is one the catalogue sells.
 */
function isFallback(m: Message, ws: Word[], mn: Mention): boolean {
  for (let x = mn.i - 1; x >= Math.max(0, mn.i - 9); x--) {
    if (/[.!?;]/.test(m.raw.slice(ws[x]!.end, ws[x + 1]!.start))) return false;
    if (CONDITIONALS.has(ws[x]!.text) && ws.slice(x + 1, Math.min(mn.i, x + 4)).some((w) => CONDITION_NEGATIONS.has(w.text))) return true;
  }
  return false;
}
/** Words after which an earlier "no" is not this place's: a contrast or a correction ("no perdón, Santa Marta", "no, mentiras, Medellín"). */
const NEGATION_BREAKS = set('sino mejor but rather instead pero si perdon perdona disculpa disculpe mentiras digo sorry wait espera mean');
/** Words after a negation that make it a hedge, not a place denied ("no sé… creo que Medellín", "not sure, Bogotá", "I don't know, Cartagena?"). */
const HEDGES_AFTER_NEGATION = set('se sabemos sabria sure know idea');

/**
 * Whether the mention is negated: "no quiero ir a Cartagena", "not Bogota",
 * "Cartagena no, …" — but not "no, Cartagena" (a correction) nor "no
 * Bogotá sino Medellín" for Medellín.
 */
function isNegated(m: Message, ws: Word[], mn: Mention): boolean {
  const whole = foldKeepLength(m.raw);
  for (let x = mn.i - 1; x >= Math.max(0, mn.i - 5); x--) {
    const w = ws[x]!.text;
    if (NEGATION_BREAKS.has(w)) break;
    if (!cleanGap(m, ws[x]!.end, ws[x + 1]!.start)) break;
    // A word another extractor took stands between ("no perdón, Santa Marta"): the "no" is not this place's.
    if (/[\p{L}\p{N}]/u.test(whole.slice(ws[x]!.end, ws[x + 1]!.start))) break;
    if (NEGATIONS.has(w)) return !HEDGES_AFTER_NEGATION.has(ws[x + 1]?.text ?? '');
  }
  if (REPLACED_RE.test(foldKeepLength(m.raw.slice(Math.max(0, ws[mn.i]!.start - 30), ws[mn.i]!.start)))) return true;
  // ("Cartagena no, …"; the words other readers took count: "Santa Marta el 15 … no más dos adultos" denies nothing)
  const after = whole.slice(ws[mn.j - 1]!.end);
  return /^\s*(?:no|not)\s*(?:[,.;!?]|$)/.test(after);
}

/** Travel cues ending in a preposition; a destination follows. */
const TRAVEL_VERBS_ES = set(`
  ir voy vamos van vas va iremos ire iria iriamos irnos irme viajar viajo viajamos viajaremos viajare viaje viajando llegar llego llegamos
  llegaremos volar vuelo volamos vuelos escapada escaparnos escaparme paseo paseito rumbo vacaciones vacacionar viajecito mudarnos
`);
const LODGING_ES = set(`
  hotel hoteles hospedaje alojamiento habitacion habitaciones cuarto cuartos estadia estancia quedarme quedarnos quedamos quedare
  hospedarme hospedarnos alojarme alojarnos dormir posada hostal hostales reserva reservar reservas reservacion vacaciones vacacionar
  viaje paseo disponibilidad opciones algo hospedaremos alojamos
`);
const STRONG_CUES: readonly (readonly string[])[] = [
  ...[...TRAVEL_VERBS_ES].flatMap((v) => [
    [v, 'a'],
    [v, 'pa'],
    [v, 'para'],
    [v, 'hacia'],
  ]),
  ...[...LODGING_ES].map((v) => [v, 'en']),
  ['conocer'],
  ['visitar'],
  ['visito'],
  ['visitamos'],
  ['destino'],
  ['destino', 'a'],
  ['go', 'to'],
  ['going', 'to'],
  ['travel', 'to'],
  ['traveling', 'to'],
  ['travelling', 'to'],
  ['trip', 'to'],
  ['fly', 'to'],
  ['flying', 'to'],
  ['flight', 'to'],
  ['flights', 'to'],
  ['head', 'to'],
  ['heading', 'to'],
  ['headed', 'to'],
  ['getaway', 'to'],
  ['vacation', 'to'],
  ['vacation', 'in'],
  ['holiday', 'in'],
  ['holidays', 'in'],
  ['holiday', 'to'],
  ['stay', 'in'],
  ['staying', 'in'],
  ['hotel', 'in'],
  ['hotels', 'in'],
  ['room', 'in'],
  ['rooms', 'in'],
  ['accommodation', 'in'],
  ['something', 'in'],
  ['anything', 'in'],
  ['visit'],
  ['visiting'],
  ['destination'],
];
/** Bare prepositions: the place after them must look like a name (capitalised, or followed by a date or party already understood). */
const WEAK_CUES: readonly (readonly string[])[] = [
  ['en'],
  ['in'],
  ['to'],
  // "ir al Eje Cafetero": "al" mostly opens common nouns ("ir al cine"), so the place must be capitalised.
  ...[...TRAVEL_VERBS_ES].flatMap((v) => [
    [v, 'al'],
    [v, 'pal'],
  ]),
];

/** A lowercase word that looks like a verb or an adverb, not a place ("reservar", "quedarnos", "staying", "rapidamente"). */
function verbLike(w: string): boolean {
  return /(?:[aei]r(?:me|te|se|nos|lo|la|le|les)?|ando|iendo|mente|ing)$/.test(w);
}

/** Whether the word at `x` starts with a capital letter as typed (useless when the message is all capitals). */
function capitalised(m: Message, w: Word, allCaps: boolean): boolean {
  if (allCaps) return false;
  const ch = m.raw[w.start] ?? '';
  return ch !== ch.toLowerCase();
}

/** A place-like phrase: words `[start, j)`, its content words, whether one looks like a verb. */
interface Phrase {
  j: number;
  content: number[];
  verbs: boolean;
}

/**
 * The words of a place name starting at word `i`: `[i, j)` and which of them
 * are its content words, or undefined when these words are not place-like.
 * A place name is an optional article, then 1–3 content words (not ordinary
 * booking words, 3+ letters, no digits) possibly linked by "de", "del", "la"…
 * ("Villa de Leyva"); a head word ("san", "santa", "puerto", "new"…) may
 * open it, and then a first name is fine ("San Andrés", "Santa Ana").
 * `verbs` tells whether a content word not after a head looks like a verb.
 */
function placePhrase(m: Message, ws: Word[], i: number, wholeAnswer: boolean): Phrase | undefined {
  let x = i;
  const content: number[] = [];
  let verbs = false;
  if (x < ws.length && ARTICLES.has(ws[x]!.text)) x++;
  let j = i;
  let expectContent = true;
  let afterHead = false;
  while (x < ws.length && x - i < 6) {
    if (x > i && !cleanGap(m, ws[x - 1]!.end, ws[x]!.start)) break;
    const w = ws[x]!.text;
    const okWord = w.length >= (afterHead ? 2 : 3) && !/\d/.test(w) && (afterHead ? !VOCAB.has(w) && !(w in NUMBER_WORDS) : !ordinary(w));
    if (expectContent) {
      const next = ws[x + 1];
      if (!afterHead && PLACE_HEADS.has(w) && next && !CONNECTORS.has(next.text) && cleanGap(m, ws[x]!.end, next.start)) {
        afterHead = true;
        x++;
        continue; // "san" of "san andres": part of the name, the next word must be content
      }
      if (!okWord || (x > i && CONNECTORS.has(w))) break;
      if (!afterHead && verbLike(w)) verbs = true;
      content.push(x);
      x++;
      j = x;
      expectContent = false;
      afterHead = false;
    } else if (CONNECTORS.has(w) && w !== 'y') {
      x++;
      expectContent = true;
    } else if (okWord && content.length < 3) {
      if (verbLike(w)) verbs = true;
      content.push(x);
      x++;
      j = x;
    } else break;
  }
  if (content.length === 0) return undefined;
  // A lone head word is not a name ("san"); "santa" is read as the beginning of a city's name by partialCities.
  if (content.length === 1 && j === content[0]! + 1 && PLACE_HEADS.has(ws[content[0]!]!.text)) return undefined;
  if (wholeAnswer && j !== ws.length) return undefined;
  return { j, content, verbs };
}

/** Prepositions a bare answer to the destination question may start with ("a Pereira", "en san andres", "to Miami"). */
const ANSWER_LEADS = set('a en pa para hacia to in al');

/** Words before a bare "en"/"in" saying where the guest is, not where they go ("estoy en Pereira", "I'm in Miami"). */
const BEING = set('estoy estamos esta estan vivo vivimos resido residimos trabajo trabajamos naci nacimos im m am are live living work working based');

/**
 * The catalogue cities that a one-word `phrase` begins: a word of 4+ letters
 * that begins a city's name or alias ("cartag", "medel"), or the whole
 * first word of a city's name of several words ("santa" for Santa Marta,
 * "san" for San Andrés; names only, not aliases). Ordinary words count only when they open place
 * names ("santa", "san"); "la" of "La Heroica" never does.
 */
/**
 * The hotels whose name's head word is the whole `phrase` (an article
 * aside: "laureles", "la candelaria", "el mirador"), then their cities:
 * the guest named a hotel by half its name, or the area it is named after.
 */
function partialHotels(phrase: readonly string[], c: Compiled): number[] {
  const w = phrase.length === 2 && ARTICLES.has(phrase[0]!) ? phrase[1]! : phrase.length === 1 ? phrase[0]! : undefined;
  const hotels = (w && c.hotelHeads.get(w)) || [];
  const out = [...hotels];
  for (const h of hotels) {
    const city = c.targets.findIndex((t) => !t.hotel && t.cityIndex === c.targets[h]!.cityIndex);
    if (!out.includes(city)) out.push(city);
  }
  return out;
}

function partialCities(phrase: readonly string[], c: Compiled): number[] {
  if (phrase.length !== 1) return [];
  const w = phrase[0]!;
  if (w.length < 3 || (ordinary(w) && !PLACE_HEADS.has(w))) return [];
  const out: number[] = [];
  for (const a of c.aliases) {
    const t = c.targets[a.target]!;
    if (t.hotel || out.includes(a.target)) continue;
    const prefix = !ordinary(w) && w.length >= 4 && a.compact.startsWith(w) && a.compact !== w;
    if (prefix || (a.isName && a.words.length > 1 && a.words[0] === w)) out.push(a.target);
  }
  return out.sort((x, y) => x - y);
}

/**
 * The destination named in a message, or undefined when none is named.
 *
 * - `known`: a city or hotel of the catalogue, by name or alias, tolerant of
 *   case, accents, punctuation, Spanish spelling variants (b/v, ll/y, j/g…)
 *   and small typos (none for alias words of up to 4 letters like "ctg", 1
 *   edit for 5–7 letters, 2 for 8+; never a typo of an ordinary word or a
 *   first name). A hotel may be named without its generic words ("el
 *   Poblado Verde" for "Hotel Poblado Verde") when the rest is distinctive.
 *   The match with the most content words, then the longest, then the
 *   closest wins ("Cartagena de Indias" over "Cartagena", "el poblado
 *   verde" the hotel, not the area El Poblado); a hotel with its own city
 *   named too is the hotel; "X o mejor Y", "X, digo Y" is Y. `spans` cover
 *   the name, an article and the travel words right before it ("ir a",
 *   "hotel en el", "to") and a country right after it ("Medellín,
 *   Colombia").
 * - `ambiguous`: several entries fit equally (a hotel name shared by two
 *   cities; two cities named: "Cartagena o Santa Marta"), or, after a
 *   travel phrase or as the bare answer to the destination question, the
 *   beginning of a city's name ("santa") or the head word of a hotel's name
 *   ("laureles", "la candelaria": that hotel, then its city). Options in
 *   catalogue order for a partial name, otherwise in the order said.
 * - `unknown`: a place the catalogue does not sell, only when clear: after
 *   a travel phrase ("ir a Pereira", "hotel en Pereira", "trip to Miami";
 *   after a bare "en"/"in"/"to" only when it is capitalised or followed by
 *   something already understood, like dates) and made of words that are
 *   not ordinary booking words, first names or verbs; or the whole answer
 *   to the destination question ("Pereira", "san andres"); or the
 *   alternative of a known city ("Cartagena o San Andrés", "Pereira o
 *   Cartagena": the known city comes first in `suggestions`); or a
 *   well-known place of {@link COMMON_PLACES} in any case after a bare
 *   "en"/"in"/"to" ("2 noches en cali"), as the whole first message or
 *   opening it before values ("cali", "Miami del 15 al 18"); or a known
 *   city's namesake, said with a qualifier that makes it another place
 *   (see {@link namesakeQualifier}): a country other than Colombia after
 *   it ("Cartagena, España", "Cartagena (Spain)", "Cartagena in Spain",
 *   "Cartagena de España") or the rest of a known homonym's name
 *   ("Cartagena del Chairá"); "Cartagena de Indias" and "Santa Marta,
 *   Colombia" stay the catalogue's cities. Never a country: "Colombia"
 *   alone offers every city to choose (see `countryOnly`). `text` is the
 *   place as typed; `suggestions` from {@link closestCities} (3); a place
 *   of a city's `nearby` ("minca") has that city as `near`, first of the
 *   suggestions.
 *
 * A bare answer may close with polite words ("Cali porfa", "Miami please").
 *
 * Two different sold cities for one trip ("voy pa Bogotá el 15 y de ahí pa
 * Medellín", "Cartagena first, then Medellín") are `ambiguous`: the guest
 * is asked which one to book, neither is taken.
 *
 * Not a destination: a place said as a stop on the way, where the guest
 * goes after this stay ("vamos de pasada pa Santa Marta", "on our way to
 * Cartagena", "before heading to Miami": see {@link isPassing}); a hotel
 * named inside a question about it ("¿El Poblado Verde queda cerca del
 * aeropuerto?": see {@link isAskedAbout}); the only city named, when it is introduced as the
 * next leg after the stay ("nine nights, then we go on to Medellín", "tres
 * noches y luego pa Medellín": see {@link isOnward}); a city named in a farewell ("nos vemos en Cartagena",
 * "see you in Medellin"), one replaced by another ("Medellín en vez de
 * Cartagena", "Medellin instead of Cartagena" → Medellín), a city said as
 * the guest's origin or home ("vivo en
 * Bogotá", "from Medellin", "estoy en Bogotá y quiero ir a Cartagena";
 * anything while `m.expecting` is `'residenceCity'`), a negated one ("no
 * quiero ir a Cartagena"), a surname ("me llamo Ana Cartagena", "mi
 * apellido es Medellín", "santamaria"), a lone "santa" outside a travel
 * phrase, greetings and small talk. Never claims a lone number.
 */
export function findDestination(m: Message, catalogue: Catalogue): DestinationFound | undefined {
  const found = findNamed(m, catalogue);
  if (found?.kind !== 'unknown') return found;
  const near = nearestSold(found.text, catalogue);
  return near === undefined ? found : { ...found, near, suggestions: [near, ...found.suggestions.filter((x) => x !== near)] };
}

/**
 * The catalogue city a place it does not sell is near ({@link CatalogueCity.nearby}): the place said alone or among
 * other words ("minca", "Minca up in the mountains", "el Parque Tayrona"), or undefined.
 */
function nearestSold(text: string, catalogue: Catalogue): string | undefined {
  const said = ` ${aliasWords(text).join(' ')} `;
  for (const city of catalogue.destinations) for (const place of city.nearby ?? []) if (said.includes(` ${aliasWords(place).join(' ')} `)) return city.name;
  return undefined;
}

function findNamed(m: Message, catalogue: Catalogue): DestinationFound | undefined {
  if (m.expecting === 'residenceCity') return undefined;
  const c = compiled(catalogue);
  const ws: Word[] = [];
  for (const x of m.folded.matchAll(WORD_RE)) {
    const text = unstretched(x[0]);
    ws.push({ text, skel: skeleton(text), start: x.index, end: x.index + x[0].length });
  }
  if (ws.length === 0) return undefined;

  const all = mentions(candidates(m, ws, c));
  const plain = (mn: Mention) =>
    !isOrigin(m, ws, mn) && !isSurname(m, ws, mn, all) && !isPassing(m, ws, mn.i) && !isAskedAbout(m, ws, c, mn) && !isTimeZone(ws, mn) && !isStreet(ws, mn);
  let kept = withoutCorrected(
    m,
    ws,
    all.filter((mn) => plain(mn) && !isNegated(m, ws, mn)),
  );
  // Class: the place settled on, "so X it is" ("she lost the coin toss, so Medellín it is"): that place, wherever the
  // others were said
  const settled = kept.find((mn) => ws[mn.i - 1]?.text === 'so' && ws[mn.j]?.text === 'it' && ws[mn.j + 1]?.text === 'is');
  if (settled) kept = kept.filter((mn) => mn.targets.some((t) => settled.targets.includes(t)));
  // Class: a place said with what is wrong with it, beside another ("mejor Santa Marta que Cartagena está carísimo",
  // "Actually no, Medellín, Bogotá is too cold for me"): the guest rules it out.
  if (kept.length > 1) {
    const liked = kept.filter(
      (mn) =>
        !COMPLAINT_AFTER.test(
          ws
            .slice(mn.j, mn.j + 3)
            .map((x) => x.text)
            .join(' '),
        ),
    );
    if (liked.length > 0) kept = liked;
  }
  // No place wanted but a fallback ("Barranquilla. if you don't have it there then Santa Marta"): the fallback.
  let fallback = false;
  if (kept.length === 0 || (kept.length === 1 && isOnward(m, ws, kept[0]!) && isFallback(m, ws, kept[0]!))) {
    const fallbacks = all.filter((mn) => plain(mn) && isFallback(m, ws, mn));
    if (fallbacks.length === 1) {
      kept = fallbacks;
      fallback = true;
    }
  }
  // Class: a place said twice at the end after another ("yo quería Santa Marta pero mi esposa dice que Medellín … Medellín",
  // "Cartagena — oh wait … Santa Marta. Yes, Santa Marta"): repeated last, it is the decision, and the places before are dropped.
  if (kept.length >= 3) {
    const [prev, last] = [kept[kept.length - 2]!, kept[kept.length - 1]!];
    const target = last.targets.length === 1 && prev.targets.length === 1 && last.targets[0] === prev.targets[0] ? last.targets[0] : undefined;
    // only other cities before (a hotel of the same city named first stays: "Murallas del Caribe in Cartagena, yes, Cartagena")
    const city = target === undefined ? undefined : c.targets[target]!.city;
    if (city !== undefined && kept.slice(0, -2).every((mn) => mn.targets.every((t) => c.targets[t]!.city !== city))) kept.splice(0, kept.length - 2);
  }
  // "Cartagena, España", "Cartagena in Spain", "Cartagena del Chairá": a namesake, not the catalogue's city.
  for (const mn of kept) {
    const q = namesakeQualifier(m, ws, c, mn);
    if (q === undefined) continue;
    // "Cartagena (Spain)": the closing bracket belongs to the name.
    const end = ws[q - 1]!.end + (m.raw[ws[q - 1]!.end] === ')' && m.raw.slice(ws[mn.j - 1]!.end, ws[q - 1]!.end).includes('(') ? 1 : 0);
    const from = laterCountry.get(mn);
    const text = (
      from === undefined ? m.raw.slice(ws[mn.i]!.start, end) : `${m.raw.slice(ws[mn.i]!.start, ws[mn.j - 1]!.end)}, ${m.raw.slice(ws[from]!.start, end)}`
    ).replace(/\s+/g, ' ');
    return { kind: 'unknown', text, suggestions: closestCities(text, catalogue, 3), spans: [[ws[mn.i]!.start, end]] };
  }
  // Class: of several places, one said to come first while the guest arranges the others on their own ("Medellín first
  // please, we'll sort Bogotá out later ourselves", "primero Medellín, Bogotá lo cuadramos nosotros mismos"): the first
  // is this booking's destination. Legs alone ("Cartagena first, then Medellín") are asked about.
  if (kept.length >= 2 && OWN_WAY.test(m.folded)) {
    // The word goes with the place it follows ("Medellín first, Bogotá later"), else with the one it opens ("primero Medellín").
    const marked = (mn: Mention) => FIRST_WORDS.has(ws[mn.j]?.text ?? '') || (FIRST_WORDS.has(ws[mn.i - 1]?.text ?? '') && !kept.some((o) => o.j === mn.i - 1));
    const first = kept.filter(marked);
    const target = first[0]?.targets.length === 1 ? first[0].targets[0] : undefined;
    if (first.length === 1 && target !== undefined && kept.every((mn) => mn === first[0] || !mn.targets.includes(target)))
      kept.splice(0, kept.length, first[0]!);
  }
  // "nine nights, then we go on to Medellín": the only city named is the next leg, not this booking's destination.
  // With another city named too ("Bogotá el 15 y de ahí pa Medellín") both stay, and the guest is asked which one to book.
  if (kept.length === 1 && !fallback && isOnward(m, ws, kept[0]!)) kept.length = 0;
  // Class: an unsold place located by a sold city ("Rionegro, cerca al aeropuerto de Medellín", "Envigado, near
  // Medellín"): the place asked for is the unsold one, said as not sold, the city offered first.
  const located = kept.length === 1 ? placeLocatedBy(m, ws, kept[0]!) : undefined;
  if (located) {
    const city = c.targets[kept[0]!.targets[0]!]!.city;
    const text = m.raw.slice(ws[located.s]!.start, ws[located.e - 1]!.end).replace(/\s+/g, ' ');
    const suggestions = [city, ...closestCities(text, catalogue, 3).filter((x) => x !== city)].slice(0, 3);
    return { kind: 'unknown', text, suggestions, spans: [[ws[located.s]!.start, ws[kept[0]!.j - 1]!.end]] };
  }
  if (kept.length > 0) {
    const found = resolveMentions(m, ws, c, kept);
    // Two legs of one trip ("Bogotá el 15 y de ahí pa Medellín el 18"): which one to book is asked, and the dates
    // said may be either leg's.
    if (found.kind === 'ambiguous' && kept.length > 1 && (kept.slice(1).some((mn) => isOnward(m, ws, mn)) || wholeTrip(m, ws, kept)))
      return { ...found, legs: true };
    // "Pereira o Cartagena", "Cartagena o San Andrés": the guest hesitates between a known place and one the catalogue does not sell.
    if (found.kind === 'known' && kept.length === 1) {
      const other = alternativePlace(m, ws, catalogue, c, kept[0]!, all);
      // Class: alternatives where either will do ("Cali o Medellín, cualquiera de las dos", "Cali or Medellín, either is
      // fine"): the one the catalogue sells is the destination.
      const either = EITHER_RE.exec(m.folded);
      if (other?.kind === 'unknown' && either) return { ...found, spans: [...found.spans, ...other.spans, [either.index, either.index + either[0].length]] };
      if (other?.kind === 'unknown')
        return {
          ...other,
          suggestions: [found.city, ...other.suggestions.filter((x) => x !== found.city)].slice(0, 3),
          spans: [...found.spans, ...other.spans],
        };
      if (other?.kind === 'ambiguous') {
        const options = [
          found.hotel ? { city: found.city, hotel: found.hotel } : { city: found.city },
          ...other.options.filter((o) => o.city !== found.city || o.hotel),
        ];
        return { kind: 'ambiguous', options, spans: [...found.spans, ...other.spans] };
      }
    }
    return found;
  }
  return regionNamed(m, catalogue) ?? countryOnly(m, ws, catalogue) ?? unknownPlace(m, ws, catalogue, c, all);
}

/** Words that may stand beside the country named alone ("a Colombia", "to Colombia please", "Colombia!"). */
const COUNTRY_ALONE_WORDS = set('a al en pa para to in please porfa por favor quiero want ir go going vamos voy hola hi');

/**
 * Class "the country named for the city" ("Colombia!", "a Colombia", "to Colombia please"): every city the catalogue
 * sells is offered to choose; "soy de Colombia" (where the guest is from) or "Colombia" beside other words is not this.
 */
function countryOnly(m: Message, ws: Word[], catalogue: Catalogue): DestinationFound | undefined {
  if (m.expecting !== undefined && m.expecting !== 'destination') return undefined;
  const k = ws.findIndex((w) => w.text === 'colombia');
  if (k < 0 || ws.some((w, x) => x !== k && !COUNTRY_ALONE_WORDS.has(w.text)) || catalogue.destinations.length < 2) return undefined;
  return { kind: 'ambiguous', options: catalogue.destinations.map((d) => ({ city: d.name })), spans: [[ws[k]!.start, ws[k]!.end]] };
}

/**
 * A region named instead of a city ("a la costa", "somewhere on the Caribbean
 * coast"): its cities to choose from (one city: that city). Read on the
 * message's words not yet used; the longest region phrase found wins.
 */
function regionNamed(m: Message, catalogue: Catalogue): DestinationFound | undefined {
  const text = ` ${words(m.folded).join(' ')} `;
  let best: { phrase: string; cities: string[] } | undefined;
  for (const city of catalogue.destinations)
    for (const region of city.regions ?? []) {
      const phrase = words(fold(region)).join(' ');
      if (!phrase || !text.includes(` ${phrase} `)) continue;
      // Where the guest is from ("soy de la costa", "from the coast") is not where they go.
      if (/ (?:de|del|desde|from) $/.test(text.slice(0, text.indexOf(` ${phrase} `) + 1))) continue;
      if (!best || phrase.length > best.phrase.length) best = { phrase, cities: [city.name] };
      else if (phrase === best.phrase && !best.cities.includes(city.name)) best.cities.push(city.name);
    }
  if (!best) return undefined;
  // The phrase's own place in the message, for the span.
  const at = foldKeepLength(m.raw).search(new RegExp(`\\b${best.phrase.split(' ').join('\\W+')}\\b`));
  const spans: TextRange[] = at >= 0 ? [[at, at + best.phrase.length]] : [];
  if (best.cities.length === 1) return { kind: 'known', city: best.cities[0]!, spans };
  return { kind: 'ambiguous', options: best.cities.map((city) => ({ city })), spans };
}

/** What is wrong with a place, said right after it ("está carísimo", "es muy caro", "is too cold", "is so expensive"). */
const COMPLAINT_AFTER =
  /^(?:esta|es) (?:(?:muy|demasiado|super) )?(?:carisimo|carisima|caro|cara|costoso|costosa|lejisimo|lejos|caliente|frio|fria)\b|^(?:is|s) (?:too|so expensive|expensive|overpriced|way too)\b/;

/** Little words between a correction and the place it gives ("mejor EN Bogotá", "actually make it TO Bogotá"). */
const PLACE_LEAD = set('en a al pa para hacia in to at for y and');
/** A correction said right before a later place, far from the first ("…; ah, y mejor en Bogotá", "… actually, Bogotá"). */
const LATE_CORRECTIONS = new Set([
  'mejor',
  'o mejor',
  'y mejor',
  'no perdon',
  'perdon',
  'digo',
  'mejor dicho',
  'actually',
  'make it',
  'rather',
  'i mean',
  'instead',
  // the place settled on after weighing others ("… so let's do Medellín", "Let's say Cartagena, she always wins",
  // "mejor cambiemos a Santa Marta", "let's go with Bogotá")
  'lets do',
  'lets say',
  'go with',
  'cambiemos',
  'quedemos con',
]);

/** Words between two places saying the second replaces the first ("Cartagena, o mejor Medellín", "Bogotá digo Medellín"). */
const CORRECTIONS = new Set([
  'o mejor',
  'mejor',
  'mejor dicho',
  'o sea',
  'digo',
  'perdon',
  'perdon digo',
  'no perdon',
  'no mentiras',
  'no mejor',
  'mejor no',
  'no espera',
  'espera',
  'no wait',
  'wait',
  'oh wait',
  'no actually',
  'actually',
  'no sorry',
  'oops',
  'scratch that',
  'no scratch that',
  'make that',
  'no make that',
  'no',
  'or rather',
  'rather',
  'i mean',
  'sorry',
  'sorry i mean',
]);

/** Words that may stand between a place and the one replacing it ("no, wait, sorry", "ay no perdón"). */
const TAKING_BACK = set(
  'no wait sorry oops ups espera perdon perdona disculpa mejor digo actually mean i rather or o sea dicho mentiras scratch that make oh ah uy ay eh hmm mmm um',
);
/** Words ending a clause that reports the right place ("… que es Bogotá", "… says it's Bogotá", "my wife says Cartagena"). */
const REPORTED_IS = set('es is its s sera seria era says said wants prefers dice dijo quiere prefiere que');
/** Most words of a clause reporting the right place after a place taken back. */
const REPORTED_CLAUSE_WORDS = 8;
/** The words of {@link TAKING_BACK} that take back alone ("wait", "perdón", "mejor"), unlike "o", "or", "i". */
const TAKING_BACK_STRONG = set('no wait sorry oops ups espera perdon perdona disculpa mejor digo actually rather mentiras scratch');

/**
 * The mentions without those replaced by the next one ("Cartagena o mejor
 * Medellín", "cartagena no perdón santa marta" → the second). The words between
 * are read from the whole message, with those other extractors took (the
 * intents read "no perdón" as a correction).
 */
function withoutCorrected(m: Message, ws: Word[], ms: Mention[]): Mention[] {
  const whole = foldKeepLength(m.raw);
  return ms.filter((mn, x) => {
    const next = ms[x + 1];
    if (!next) return true;
    const said = (
      whole
        .slice(ws[mn.j - 1]!.end, ws[next.i]!.start)
        .replace(/\blet[’']?s\b/g, 'lets')
        .match(/[\p{L}\p{N}]+/gu) ?? []
    ).filter(Boolean);
    // Class: an article before the place replacing the first ("Mirador de las Palmas, no, el Laureles Jardín").
    const words = said.length > 1 && ARTICLES.has(said[said.length - 1]!) ? said.slice(0, -1) : said;
    const between = words.join(' ');
    if (CORRECTIONS.has(between) || CORRECTIONS.has(between.replace(/^(?:ah|ay|uy|oh|eh|no) /, ''))) return false;
    // Class: only words of taking back between the two ("no wait, sorry", "no no espera", "oops sorry"), one of them a
    // correction's own ("o", "or" alone offer a choice).
    if (words.length > 1 && words.every((w) => TAKING_BACK.has(w)) && words.some((w) => TAKING_BACK_STRONG.has(w))) return false;
    // Class: taken back, then the right one reported ("medellín... no espera, me confirma el cliente que es Bogotá",
    // "Cali, no wait, my boss says it's Bogotá"), also after other words said of the first place ("Medellín del 3 al 6
    // de febrero, no perdón, es Bogotá"): a word of taking back, then a short clause ending in "es"/"is".
    let strong = -1;
    for (let q = words.length - 1; q >= 0 && strong < 0; q--) if (TAKING_BACK_STRONG.has(words[q]!)) strong = q;
    let after = strong + 1;
    while (strong >= 0 && after < words.length && TAKING_BACK.has(words[after]!)) after++;
    if (strong >= 0 && words.length - after <= REPORTED_CLAUSE_WORDS && REPORTED_IS.has(words[words.length - 1] ?? '')) return false;
    // Said later, after other things: "Medellín dos noches…; ah, y mejor en Bogotá", "… actually make it Bogotá".
    let k = words.length;
    while (k > 0 && PLACE_LEAD.has(words[k - 1]!)) k--;
    const lead = words.slice(Math.max(0, k - 2), k).join(' ');
    return !(LATE_CORRECTIONS.has(lead) || LATE_CORRECTIONS.has(words[k - 1] ?? ''));
  });
}

/** Words saying the next word is a surname ("mi apellido es Cartagena", "last name Medellin"). */
const SURNAME_CUES: readonly (readonly string[])[] = [
  ['apellido'],
  ['apellido', 'es'],
  ['apellidos'],
  ['apellidos', 'son'],
  ['surname'],
  ['surname', 'is'],
  ['last', 'name'],
  ['last', 'name', 'is'],
  ['lastname'],
  ['lastname', 'is'],
];

/** First names that are also ordinary nouns ("sol y playa Santa Marta"): not read as opening a full name. */
const NOUN_NAMES = set('sol luz rosa paz dolores pilar consuelo amparo gloria mercedes');

/**
 * Whether the mention is a person's surname: right after a first name with
 * nothing between ("me llamo Ana Cartagena", "juan medellin"; not one ending
 * another place's name among `all`, "Santa Marta Cartagena") or after
 * "apellido", "last name". Many Colombian surnames are city names.
 */
function isSurname(m: Message, ws: Word[], mn: Mention, all: readonly Mention[]): boolean {
  const prev = ws[mn.i - 1];
  // (a first name ending another place's name is no person's: "Santa Marta Cartagena no sé cuál")
  const placeBefore = all.some((o) => o !== mn && o.j === mn.i);
  if (prev && !placeBefore && NAMES.has(prev.text) && !NOUN_NAMES.has(prev.text) && before(m, ws, mn.i, [prev.text])) return true;
  return SURNAME_CUES.some((q) => before(m, ws, mn.i, q));
}

countries.registerLocale(esCountries);
countries.registerLocale(enCountries);

/** Country names in Spanish and English (folded words joined by one space: "estados unidos", "colombia"), and common short forms. */
const COUNTRY_NAMES: ReadonlySet<string> = new Set([
  ...(['es', 'en'] as const).flatMap((lang) =>
    Object.values(countries.getNames(lang, { select: 'all' }))
      .flat()
      .map((n) => aliasWords(n).join(' ')),
  ),
  'eeuu',
  'ee uu',
  'usa',
  'gringolandia',
  'europa',
  'europe',
  'inglaterra',
  'england',
  'holanda',
  'suramerica',
  'latinoamerica',
  'caribbean',
]);

/** The catalogue's country (the service's hotels are in Colombia): its names after a city confirm it. */
const HOME_COUNTRY = 'CO';

/**
 * A country named right after word `j - 1` ("Cartagena, Colombia", "Cartagena España", "Cartagena (Spain)", "Cartagena in
 * Spain", "Cartagena de España"): how many words it has, how many prepositions come before it (0 or 1; "de" only right after
 * the city), and whether it is {@link HOME_COUNTRY}.
 */
function countryAfter(m: Message, ws: Word[], j: number): { words: number; prep: number; home: boolean } | undefined {
  if (j === 0 || j >= ws.length) return undefined;
  const gap = m.raw.slice(ws[j - 1]!.end, ws[j]!.start);
  // (a bracket closed before it: "Cartagena (Murcia), España")
  if (!/^\)?[\s,(]*$/.test(gap)) return undefined;
  const p = ws[j]!.text;
  const prep = COUNTRY_PREPS.has(p) && (p !== 'de' || /^\s+$/.test(gap)) && j + 1 < ws.length && adjacent(m, ws, j, j + 2) ? 1 : 0;
  for (const pr of prep ? [0, 1] : [0]) {
    const at = j + pr;
    for (let n = 2; n >= 1; n--) {
      if (at + n > ws.length || !adjacent(m, ws, at, at + n)) continue;
      const name = ws
        .slice(at, at + n)
        .map((w) => w.text)
        .join(' ');
      if (COUNTRY_NAMES.has(name))
        return {
          words: n,
          prep: pr,
          home: countries.getAlpha2Code(name, 'es') === HOME_COUNTRY || countries.getAlpha2Code(name, 'en') === HOME_COUNTRY,
        };
    }
  }
  return undefined;
}

/** For a namesake qualified later in the message, the index of its country's first word (the place is said back as "city, country"). */
const laterCountry = new WeakMap<Mention, number>();

/** Words that point back at a place named before, to say which one ("the one in Spain", "la de España", "la que queda en España"). */
const ONE_IN_CUES: readonly (readonly string[])[] = [
  ['the', 'one', 'in'],
  ['la', 'de'],
  ['el', 'de'],
  ['la', 'que', 'queda', 'en'],
  ['la', 'que', 'esta', 'en'],
];

/** Most words of a region said between "la de"/"the one in" and the namesake's country ("la de Murcia, España"). */
const MAX_REGION_WORDS = 3;

/** Prepositions between a city and its country ("Cartagena in Spain", "Cartagena en España", "Cartagena de España"). */
const COUNTRY_PREPS = set('in en de');

/**
 * Places elsewhere named like a catalogue city, by the folded city name:
 * the words that follow the city in their name ("Cartagena del Chairá", a
 * town in Caquetá; "Medellín del Ariari", in Meta; "Santa Marta de Tormes",
 * in Spain). Only these: "Cartagena del 15 al 18" is Cartagena, and
 * "Cartagena de Indias" is the catalogue's own alias.
 */
const HOMONYMS: ReadonlyMap<string, readonly (readonly string[])[]> = new Map([
  [
    'cartagena',
    [
      ['del', 'chaira'],
      ['de', 'chaira'],
    ],
  ],
  [
    'medellin',
    [
      ['del', 'ariari'],
      ['de', 'ariari'],
      ['de', 'bravo'],
    ],
  ],
  [
    'santa marta',
    [
      ['de', 'tormes'],
      ['de', 'ortigueira'],
    ],
  ],
]);

/**
 * Regions elsewhere holding a place named like a catalogue city, by the folded city name (folded region words): said
 * after "la de"/"the one in" they point at that namesake ("Cartagena, la de Murcia"; "Medellín, el de Badajoz"; "Santa
 * Marta, la de Salamanca"), which is not sold. The catalogue city's own regions ("la de Bolívar") are not here.
 */
const NAMESAKE_REGIONS: ReadonlyMap<string, readonly (readonly string[])[]> = new Map([
  ['cartagena', [['murcia'], ['region', 'de', 'murcia'], ['caqueta'], ['valparaiso']]],
  ['medellin', [['badajoz'], ['extremadura'], ['meta']]],
  ['santa marta', [['salamanca'], ['badajoz'], ['extremadura'], ['galicia'], ['la', 'coruna'], ['coruna']]],
]);

/**
 * Whether the mention `mn` is followed by a qualifier that makes it another
 * place than the catalogue's city; the word index just after the qualifier,
 * or undefined. The rules:
 *
 * - a country other than {@link HOME_COUNTRY} right after it, after a comma,
 *   inside brackets or after "in"/"en"/"de" ("Cartagena, España",
 *   "Cartagena (Spain)", "Cartagena in Spain", "Cartagena de España");
 *   the home country confirms the city ("Santa Marta, Colombia");
 * - the rest of the name of a known homonym, after "del"/"de" (see
 *   {@link HOMONYMS}: "Cartagena del Chairá").
 */
function namesakeQualifier(m: Message, ws: Word[], c: Compiled, mn: Mention): number | undefined {
  const country = countryAfter(m, ws, mn.j);
  if (country) return country.home ? undefined : mn.j + country.prep + country.words;
  // Class: a namesake's region right after the city, in brackets or after a comma, its country after it or not
  // ("Cartagena (Murcia), España", "Santa Marta, Salamanca", "Medellín (Badajoz)")
  if (mn.j < ws.length && /^\s*[,(]\s*$/.test(m.raw.slice(ws[mn.j - 1]!.end, ws[mn.j]!.start)))
    for (const city of mentionCities(c, mn)) {
      const region = (NAMESAKE_REGIONS.get(city) ?? []).find((r) => r.every((w, x) => ws[mn.j + x]?.text === w) && adjacent(m, ws, mn.j, mn.j + r.length));
      if (!region) continue;
      const end = mn.j + region.length;
      const then = countryAfter(m, ws, end);
      if (then?.home) return undefined;
      return then ? end + then.prep + then.words : end;
    }
  // Said later in the message: "Cartagena… sorry, I mean the one in Spain", "Cartagena, pero la de España".
  for (let k = mn.j; k < ws.length - 1; k++) {
    const cue = ONE_IN_CUES.find((q) => q.every((w, x) => ws[k + x]?.text === w));
    if (!cue) continue;
    // Class: the namesake's region said before its country ("Cartagena pero la de Murcia, España", "the one in
    // Murcia, Spain"): up to three words of the region, then the other country after a comma.
    for (let skip = 0; skip <= MAX_REGION_WORDS; skip++) {
      const at = k + cue.length + skip;
      const later = countryAfter(m, ws, at);
      if (!later || (skip > 0 && later.prep === 0 && !/,/.test(m.raw.slice(ws[at - 1]!.end, ws[at]!.start)))) continue;
      if (later.home) break;
      laterCountry.set(mn, at + later.prep);
      return at + later.prep + later.words;
    }
    // Class: a namesake pointed at by its region alone ("Cartagena, la de Murcia", "Medellín, el de Badajoz"); denied
    // ("no la de Murcia", "not the one in Murcia") it confirms the catalogue city.
    const named = k + cue.length;
    if (k > 0 && (ws[k - 1]!.text === 'no' || ws[k - 1]!.text === 'not')) continue;
    for (const city of mentionCities(c, mn)) {
      const region = (NAMESAKE_REGIONS.get(city) ?? []).find((r) => r.every((w, x) => ws[named + x]?.text === w) && adjacent(m, ws, named, named + r.length));
      if (!region) continue;
      laterCountry.set(mn, named);
      return named + region.length;
    }
  }
  for (const city of mentionCities(c, mn)) {
    for (const tail of HOMONYMS.get(city) ?? []) {
      const k = mn.j + tail.length;
      if (k > ws.length || !adjacent(m, ws, mn.j - 1, k)) continue;
      if (tail.every((w, x) => ws[mn.j + x]!.text === w)) return k;
    }
  }
  return undefined;
}

/** The folded names of the catalogue cities a mention names (hotels aside). */
function mentionCities(c: Compiled, mn: Mention): Set<string> {
  return new Set(mn.targets.filter((t) => !c.targets[t]!.hotel).map((t) => aliasWords(c.targets[t]!.city).join(' ')));
}

/** Words announcing the next leg of a trip, after the stay ("then", "luego", "después", "de ahí", "after that", "seguimos"). */
const ONWARD_CUES: readonly (readonly string[])[] = [
  ['then'],
  ['afterwards'],
  ['after', 'that'],
  ['luego'],
  ['despues'],
  ['de', 'ahi'],
  ['de', 'alli'],
  ['de', 'alla'],
  // "al otro día seguimos hacia Santa Marta", "next day we continue to Cartagena", "we fly on to Medellín"
  ['seguimos'],
  ['continuamos'],
  ['continuing'],
  ['fly', 'on'],
  ['flying', 'on'],
  ['head', 'on'],
  ['heading', 'on'],
  ['move', 'on'],
  ['moving', 'on'],
];

/** Words that may stand between an onward cue and the city ("then we go on to", "luego nos vamos pa", "de ahí seguimos a"). */
const ONWARD_FILLER = set(`
  we i us they re ll will are am go going gonna head heading on off to onward onwards fly flying travel traveling travelling
  continue continuing move moving drive driving take taking the a an
  nos me se vamos voy van ir irnos iremos seguimos sigo seguir volamos vuelo viajamos viajo salimos salgo pasamos paso
  continuamos rumbo pa para pal hacia al a en el la
  he she client clients guest guests family group boss moves goes heads flies continues travels drives
  cliente clientes grupo familia jefe sigue va viaja continua vuela
`);

/**
 * Whether the mention is introduced as where the guest goes after the stay:
 * an onward cue ({@link ONWARD_CUES}) before it in the same clause, with
 * only travel words between ("nine nights, then we go on to Medellín",
 * "tres noches y luego pa Medellín", "de ahí seguimos a Santa Marta").
 * Not "después de …" or "luego de …" (after something: "de" is no travel
 * word), and not a cue opening a first message or the answer to the
 * destination question (no stay before it).
 */
function isOnward(m: Message, ws: Word[], mn: Mention): boolean {
  for (let s = mn.i - 1; s >= Math.max(0, mn.i - 7); s--) {
    // Punctuation, or a word read by an earlier extractor, ends the clause.
    if (!/^\s*$/.test(m.raw.slice(ws[s]!.end, ws[s + 1]!.start))) return false;
    for (const cue of ONWARD_CUES) {
      const k = s - cue.length + 1;
      if (k < 0 || !cue.every((w, x) => ws[k + x]!.text === w) || !adjacent(m, ws, k, s + 1)) continue;
      // Opening the message, the cue has no stay before it: only at a later question (the destination is chosen).
      return k > 0 || (m.expecting !== undefined && m.expecting !== 'destination');
    }
    if (!ONWARD_FILLER.has(ws[s]!.text)) return false;
  }
  return false;
}

/** A length or dates said of the whole trip ("2 weeks total", "10 noches en total", "altogether", "overall"). */
const TRIP_TOTAL = /\b(?:total|altogether|overall|in all|en todo|entre todo)\b/;

/**
 * Class: places joined as one trip ("Cartagena + Medellín", "Cartagena y Medellín", "Bogotá & Cartagena"), with a
 * length or dates said of the whole trip ("2 weeks total"): the stay said is the trip's, not this booking's, so the
 * places are legs (which one is booked is asked, the dates are not taken). Places as alternatives ("Cartagena o
 * Medellín, 5 noches en total") are not.
 */
function wholeTrip(m: Message, ws: Word[], kept: readonly Mention[]): boolean {
  if (!TRIP_TOTAL.test(m.folded)) return false;
  return kept.slice(1).every((mn, n) => !ws.slice(kept[n]!.j, mn.i).some((x) => ALTERNATIVES.has(x.text)));
}

/** Either of the places said will do ("cualquiera de las dos", "me da igual", "either is fine", "whichever"). */
const EITHER_RE =
  /\b(?:cualquiera(?: de (?:las|los) dos)?|me da igual|da igual|la que (?:sea|haya)|either(?: one)?(?: is| works)?(?: fine| ok| good)?|whichever|any of them|i don'?t mind which)\b/;

/** The guest arranging a part of the trip on their own ("ourselves", "on our own", "por nuestra cuenta", "nosotros mismos"). */
const OWN_WAY = /\b(?:ourselves|myself|on (?:our|my) own|por (?:nuestra|mi) cuenta|nosotros mismos|yo mismo|yo misma|nosotras mismas)\b/;

/** Words saying a place comes first among several ("Medellín first", "primero Medellín"). */
const FIRST_WORDS = set('first primero primeramente');

/** Words joining alternatives ("Cartagena o San Andrés", "Miami or Cartagena"). */
const ALTERNATIVES = set('o u or');

/**
 * A place the catalogue does not sell (or a partial city name) said as the
 * alternative of the mention `mn`: right after it ("Cartagena o San
 * Andrés", "Cartagena o a Pereira") or right before it, opening the message,
 * a clause or after a travel word ("Pereira o Cartagena", "ir a Pereira o
 * Cartagena"). Undefined when there is none.
 */
function alternativePlace(m: Message, ws: Word[], catalogue: Catalogue, c: Compiled, mn: Mention, all: Mention[]): DestinationFound | undefined {
  const taken = (x: number) => all.some((o) => x >= o.i && x < o.j);
  const k = mn.j;
  if (k + 1 < ws.length && ALTERNATIVES.has(ws[k]!.text) && adjacent(m, ws, k - 1, k + 2)) {
    let s = k + 1;
    if (LEAD_PREPS.has(ws[s]!.text) && s + 1 < ws.length && cleanGap(m, ws[s]!.end, ws[s + 1]!.start)) s++;
    const ph = placePhrase(m, ws, s, false);
    if (!ph) return placeAt(m, ws, catalogue, c, s, undefined, [ws[k]!.start, ws[s - 1]!.end], false); // "Cartagena o Santa…"
    if (!ph.verbs && !ph.content.some(taken)) return placeAt(m, ws, catalogue, c, s, ph, [ws[k]!.start, ws[s - 1]!.end], false);
  }
  // "Pereira o Cartagena", "en Cali o en Medellín": the alternative word, a preposition maybe, then the mention.
  let o = mn.i - 1;
  if (o >= 2 && LEAD_PREPS.has(ws[o]!.text) && ALTERNATIVES.has(ws[o - 1]!.text) && before(m, ws, mn.i, [ws[o - 1]!.text, ws[o]!.text])) o--;
  if (
    o >= 1 &&
    ALTERNATIVES.has(ws[o]!.text) &&
    before(
      m,
      ws,
      mn.i,
      ws.slice(o, mn.i).map((w) => w.text),
    )
  ) {
    for (let s = Math.max(0, o - 6); s <= o - 1; s++) {
      const ph = placePhrase(m, ws, s, false) ?? commonPhrase(m, ws, s);
      if (!ph || ph.j !== o || ph.verbs || ph.content.some(taken)) continue;
      const opens = s === 0 || !cleanGap(m, ws[s - 1]!.end, ws[s]!.start) || LEAD_PREPS.has(ws[s - 1]!.text) || STRONG_CUES.some((q) => before(m, ws, s, q));
      if (opens) return placeAt(m, ws, catalogue, c, s, ph, [ws[o]!.start, ws[mn.i - 1]!.end], false);
    }
  }
  return undefined;
}

/**
 * Well-known places guests travel to that a catalogue may not sell (folded):
 * Colombian cities and tourist spots, and common cities abroad. After a bare
 * "en"/"in"/"to" they count in any case ("2 noches en cali"); the ones not in
 * {@link RISKY_PLACES} also count as a whole first message ("cali", "Miami
 * del 15 al 18"). Names that are ordinary words or first names ("pasto",
 * "bello", "lima", "santiago", "orlando", "leticia") are left out: those
 * count only capitalised or after a clear travel phrase.
 */
const COMMON_PLACES: ReadonlyMap<string, number> = new Map(
  `cali|barranquilla|bucaramanga|cucuta|pereira|manizales|ibague|villavicencio|neiva|tunja|popayan|valledupar|monteria|sincelejo
  |riohacha|quibdo|yopal|san andres|san andres islas|providencia|villa de leyva|villa de leiva|leyva|barichara|san gil|guatape|salento
  |filandia|minca|palomino|tayrona|parque tayrona|capurgana|nuqui|bahia solano|tolu|covenas|rincon del mar|islas del rosario|isla baru
  |baru|girardot|melgar|anapoima|paipa|zipaquira|guatavita|mompox|mompos|santa cruz de mompox|la guajira|cabo de la vela
  |punta gallinas|puerto colombia|buenaventura|tumaco|duitama|sogamoso|rionegro|envigado|sabaneta|itagui|la ceja|jerico|palmira
  |tulua|buga|cartago|el penol|penol|pasto|armenia|villavo|mariquita|ocana|pamplona|barrancabermeja|apartado|necocli|santa fe de antioquia|eje cafetero
  |el eje cafetero|san agustin|la calera|choachi|puerto nare|doradal|puerto triunfo|san jeronimo|sopetran|santa veronica
  |miami|miami beach|fort lauderdale|new york|nueva york|los angeles|las vegas|cancun|playa del carmen|tulum|ciudad de mexico|guadalajara|monterrey|punta cana
  |santo domingo|la habana|habana|san juan|ciudad de panama|panama city|lima|cusco|cuzco|quito|guayaquil|cuenca|caracas|buenos aires
  |montevideo|sao paulo|rio de janeiro|madrid|barcelona|paris|londres|london|roma|rome|berlin|amsterdam|lisboa|lisbon|curazao
  |curacao|san jose|toronto|chicago|boston|san francisco|dubai|tokio|tokyo|sevilla|valencia|florida`
    .split('|')
    .map((p) => p.trim().split(/\s+/))
    .map((w): [string, number] => [w.join(' '), w.length]),
);

/** {@link COMMON_PLACES} that are also surnames or ordinary words somewhere: never read without a travel word before them. */
const RISKY_PLACES = set('pasto armenia pereira providencia cuenca valencia san jose cartago palmira florida paris roma rome buga penol baru ocana tolu lima');

/** Longest {@link COMMON_PLACES} name at words `[i, …)` (with only spaces between its words): its word count, or 0. */
function commonPlaceAt(m: Message, ws: Word[], i: number): number {
  for (let n = Math.min(5, ws.length - i); n >= 1; n--) {
    if (!adjacent(m, ws, i, i + n)) continue;
    const name = ws
      .slice(i, i + n)
      .map((w) => w.text)
      .join(' ');
    if (COMMON_PLACES.get(name) === n) return n;
  }
  return 0;
}

/** The phrase of a {@link COMMON_PLACES} name at word `i`, or undefined. */
function commonPhrase(m: Message, ws: Word[], i: number): Phrase | undefined {
  const n = commonPlaceAt(m, ws, i);
  if (n === 0) return undefined;
  const content: number[] = [];
  for (let x = i; x < i + n; x++) if (!CONNECTORS.has(ws[x]!.text)) content.push(x);
  // the kind of place said after its name belongs to it ("San Andrés island", "San Andrés isla", "Cali city")
  const kind = i + n < ws.length && PLACE_KINDS.has(ws[i + n]!.text) && adjacent(m, ws, i, i + n + 1) ? 1 : 0;
  return { j: i + n + kind, content, verbs: false };
}

/** Words naming the kind of a place, said right after its name ("San Andrés island", "Cali city"). */
const PLACE_KINDS = set('island isla city ciudad town pueblo');

/** Phrases that may open a first message before a well-known place ("hola quiero", "um", "hey so"): see the lexicon's `opening`. */
const OPENING_PHRASES: readonly (readonly string[])[] = CUES.opening.phrases.map((x) => x.split(' ')).sort((x, y) => y.length - x.length);

/**
 * How many words of `ws` open the message before what it is about: greetings, fillers and wanting, one
 * {@link OPENING_PHRASES} phrase after another, each word only spaced from the next ("hola quiero", "hey so", "um").
 */
function openingWords(m: Message, ws: Word[]): number {
  let n = 0;
  for (;;) {
    const phrase = OPENING_PHRASES.find((p) => p.every((x, k) => ws[n + k]?.text === x) && (n === 0 || cleanGap(m, ws[n - 1]!.end, ws[n]!.start)));
    if (!phrase || n + phrase.length >= ws.length) return n;
    n += phrase.length;
  }
}

/** Travel prepositions that may open a first message before a well-known place ("pa cali …", "para Miami …", "to Lima …"). */
const OPENING_LEADS = set('pa para pal hacia rumbo to');

/** {@link OPENING_LEADS} that only say where to ("pa", "pal", "hacia", "rumbo", "to"), never "for" someone as "para" may. */
const TOWARDS_ONLY = set('pa pal hacia rumbo to');

/** Polite words and thanks that may close a bare answer ("Cali porfa", "a pereira por favor", "Miami please"). */
const CLOSING = set('porfa porfas porfi porfis porfavor por favor x xfa xfis xfavor plis pls plz please gracias thanks thx ty');

/** Occasions a trip is for, said after the place ("Barranquilla pa'l carnaval", "Medellín for the flower fair"). */
const OCCASIONS = set(
  'carnaval carnavales carnival carnivals feria ferias fair festival festivales concierto conciertos concert boda wedding congreso congress conferencia conference partido game match',
);
/** Little words leading an occasion ("PA'L carnaval", "FOR THE carnival", "POR LA feria"). */
const OCCASION_LEADS = set('pa pal l para por for to the el la los las de del a al');

/**
 * Class: a place with the occasion of the trip said after it ("Barranquilla pa'l carnaval", "we were thinking
 * Barranquilla for the carnival"): the words of the occasion close the answer like polite words, so the place is the
 * whole answer. `ws` itself when it does not end so.
 */
function withoutOccasion(ws: Word[]): Word[] {
  let n = ws.length;
  if (n < 2 || !OCCASIONS.has(ws[n - 1]!.text)) return ws;
  n--;
  while (n > 1 && OCCASION_LEADS.has(ws[n - 1]!.text)) n--;
  return n < ws.length - 1 ? ws.slice(0, n) : ws;
}

/** The words of the message without the polite words that close it (`ws` itself when there are none). */
function withoutClosing(ws: Word[]): Word[] {
  let n = ws.length;
  while (n > 1 && CLOSING.has(ws[n - 1]!.text)) n--;
  return n === ws.length ? ws : ws.slice(0, n);
}

/** The `unknown` place (or partial city name) of a message without catalogue mentions to use: a bare answer or after a travel phrase. */
function unknownPlace(m: Message, allWs: Word[], catalogue: Catalogue, c: Compiled, all: Mention[]): DestinationFound | undefined {
  const ws = allWs;
  const taken = (x: number) => all.some((mn) => x >= mn.i && x < mn.j);
  const allCaps = !/\p{Ll}/u.test(m.raw) && /\p{Lu}.*\p{Lu}/su.test(m.raw);

  // The whole answer to the destination question ("Pereira", "a san andres", "Cali porfa", "buenos aires").
  if (m.expecting === 'destination' && all.length === 0) {
    const bare = withoutOccasion(withoutClosing(ws));
    const lead = ANSWER_LEADS.has(bare[0]!.text) && bare.length > 1 && cleanGap(m, bare[0]!.end, bare[1]!.start) ? 1 : 0;
    const listed = commonPhrase(m, bare, lead);
    const phrase = placePhrase(m, bare, lead, true) ?? (listed?.j === bare.length ? listed : undefined);
    const found = placeAt(m, bare, catalogue, c, lead, phrase, lead ? [bare[0]!.start, bare[0]!.end] : undefined, true);
    if (found) return found;
  }

  // A well-known place as the whole first message, or opening it before values already read ("cali", "Miami del 15 al 18 para 2").
  // Class: the same place after a bare travel preposition opening the message ("pa cali del 3 al 5 de abril", "para Miami
  // 2 noches", "to Lima Dec 3-5"): the preposition only says where to, so it belongs to the place.
  if (m.expecting === undefined && all.length === 0) {
    // Class: greetings, fillers and wanting before it ("hola quiero Villa de Leyva del 10 al 12 de enero", "um miami
    // beach january 3rd to 6th"): the place still opens the message, once they are set aside.
    const bare = withoutClosing(ws.slice(openingWords(m, ws)));
    const lead = bare.length > 1 && OPENING_LEADS.has(bare[0]!.text) && cleanGap(m, bare[0]!.end, bare[1]!.start) ? 1 : 0;
    const listed = commonPhrase(m, bare, lead);
    const name = bare
      .slice(lead, listed?.j ?? 0)
      .map((w) => w.text)
      .join(' ');
    // Class: a risky place name (also a surname or a word: "Pereira", "Paris") opening a whole request, capitalised and
    // followed by values already read ("Pereira, del 3 al 6 de marzo", "Paris from March 3 to 6") is the place: the
    // guest is told it is not sold rather than shown dates with the place silently dropped.
    const valuesAfter = listed !== undefined && understoodAfter(m, bare[listed.j - 1]!.end);
    // Class: a risky name after a preposition that only says where to ("pa tolú del 2 al 6 de enero", "hacia Pereira"),
    // followed by values already read, is the place too ("para" may be "for" a person named so: not enough).
    const towards = lead === 1 && TOWARDS_ONLY.has(bare[0]!.text) && valuesAfter;
    // (a message typed all in lowercase says nothing by its case: "pereira del 2 al 4 de feb" opening it is the place
    // as well; after "para", which may be "for" a person named so, still only capitalised)
    const noCase = lead === 0 && !/\p{Lu}/u.test(m.raw);
    const risky = RISKY_PLACES.has(name) && !towards && !(valuesAfter && (noCase || capitalised(m, bare[lead]!, allCaps)));
    if (listed && !risky && (listed.j === bare.length || valuesAfter)) {
      const found = placeAt(m, bare, catalogue, c, lead, listed, lead ? [bare[0]!.start, bare[0]!.end] : undefined, false);
      if (found) return found;
    }
  }

  // After a travel phrase.
  for (let k = 1; k < ws.length; k++) {
    if (taken(k)) continue;
    const strong = STRONG_CUES.find((cue) => before(m, ws, k, cue));
    const weak = strong ? undefined : WEAK_CUES.find((cue) => before(m, ws, k, cue));
    const cue = strong ?? weak;
    if (!cue) continue;
    const cueSpan: TextRange = [ws[k - cue.length]!.start, ws[k - 1]!.end];
    const listed = commonPhrase(m, ws, k);
    const phrase = placePhrase(m, ws, k, false) ?? listed;
    if (!phrase) {
      const partial = placeAt(m, ws, catalogue, c, k, undefined, cueSpan, false);
      if (partial) return partial;
      continue;
    }
    if (phrase.content.some(taken)) continue;
    // "before heading to Miami", "de paso para Pereira": the next stop, not where the guest stays.
    if (isPassing(m, ws, k)) continue;
    const named = capitalised(m, ws[phrase.content[0]!]!, allCaps);
    if (weak) {
      // (a home said with the cue itself, "mi hijo vive en Madrid"; a flight home, "we fly back to Toronto", is left to
      // the dates, which read it as the departure)
      const home = (o: readonly string[]) => /^(en|in)$/.test(o[o.length - 1]!) && before(m, ws, k, o);
      if (BEING.has(ws[k - 2]?.text ?? '') || ORIGIN_CUES.some((o) => before(m, ws, k - 1, o) || home(o)) || originReplaced(m, ws, k)) continue;
      if (!named && !listed && !understoodAfter(m, ws[phrase.j - 1]!.end)) continue;
    }
    if (!named && phrase.verbs) continue;
    const found = placeAt(m, ws, catalogue, c, k, phrase, cueSpan, false);
    if (found) return found;
  }
  return undefined;
}

/** Words locating a place by another ("cerca de", "cerquita de", "near", "close to", "junto a", "al lado de", "next to"). */
const NEAR_CUES = set('cerca cerquita cerquitica near junto lado close next');
/** Words between a cue of nearness and the city that locates ("cerca al aeropuerto de Medellín", "near the airport of"). */
const NEAR_FILLERS = set('de del al a la el the of to aeropuerto airport centro center centre');
/** Words between a place and the cue locating it ("it's near", "is close to", "queda cerca de", "que está cerca"). */
const LOCATING_COPULAS = set('it s is its that thats which es queda que q esta quedan estan');
/** Words that open a place phrase ("en Rionegro, cerca de…", "to Envigado near…"). */
const PLACE_OPENERS = set('en in a to pa para hacia');

/**
 * Class: the words of an unsold place said first and located by a sold city after them ("Rionegro, cerca al
 * aeropuerto de Medellín", "Envigado, near Medellín"): words `s` to `e` (exclusive), 1 to 3 of them typed with a
 * capital, at the message's start or after a word opening a place. Undefined when the city is not said so.
 */
function placeLocatedBy(m: Message, ws: Word[], mn: Mention): { s: number; e: number } | undefined {
  let q = mn.i - 1;
  while (q >= 0 && mn.i - q <= 4 && NEAR_FILLERS.has(ws[q]!.text)) q--;
  if (q < 1 || !NEAR_CUES.has(ws[q]!.text)) return undefined;
  // "al lado de", "close to": the cue's first word
  if (ws[q]!.text === 'lado' && ws[q - 1]?.text === 'al') q--;
  // "Guatapé, it's near Medellín right?", "Rionegro, que queda cerca de Medellín": the place said, then a copula
  let e = q;
  while (e > 1 && q - e < 3 && LOCATING_COPULAS.has(ws[e - 1]!.text)) e--;
  let s = e - 1;
  while (s > 0 && e - s < 3 && !PLACE_OPENERS.has(ws[s - 1]!.text) && cleanGap(m, ws[s - 1]!.end, ws[s]!.start)) s--;
  if (s > 0 && !PLACE_OPENERS.has(ws[s - 1]!.text)) return undefined;
  const words = ws.slice(s, e);
  if (words.length === 0 || !words.every((w) => /^\p{Lu}/u.test(m.raw.slice(w.start, w.end)) && !ordinary(w.text))) return undefined;
  return { s, e };
}

/** Whether the next word after `end` was already read by an earlier extractor (blanked in `folded`, present in `raw`): "en Pereira del 15 al 18". */
function understoodAfter(m: Message, end: number): boolean {
  const rest = /^[\s,.;:]*/.exec(m.raw.slice(end))![0].length;
  const at = end + rest;
  return at < m.raw.length && /[\p{L}\p{N}]/u.test(m.raw[at]!) && m.folded[at] === ' ';
}

/**
 * The `unknown` destination of a place phrase starting at word `s`, or the
 * `ambiguous` partial city name there ("santa"); undefined when neither.
 * `whole`: the phrase must be the whole (remaining) message.
 */
function placeAt(
  m: Message,
  ws: Word[],
  catalogue: Catalogue,
  c: Compiled,
  s: number,
  phrase: Phrase | undefined,
  cueSpan: TextRange | undefined,
  whole: boolean,
): DestinationFound | undefined {
  const end = phrase?.j ?? s + 1;
  if (!whole || end === ws.length) {
    const said = ws.slice(s, end).map((w) => w.text);
    const partial = partialCities(said, c);
    if (partial.length === 0) partial.push(...partialHotels(said, c));
    if (partial.length > 0) {
      const spans: TextRange[] = cueSpan ? [cueSpan, [ws[s]!.start, ws[end - 1]!.end]] : [[ws[s]!.start, ws[end - 1]!.end]];
      return { kind: 'ambiguous', options: partial.map((t) => matchOf(c.targets[t]!)), spans };
    }
  }
  if (!phrase) return undefined;
  // A country ("quiero ir a Colombia", "visit Colombia") is not a place the catalogue fails to sell: the bot asks for the city.
  const said = ws.slice(s, phrase.j).map((w) => w.text);
  if (COUNTRY_NAMES.has(said.join(' ')) || (ARTICLES.has(said[0]!) && COUNTRY_NAMES.has(said.slice(1).join(' ')))) return undefined;
  const text = m.raw.slice(ws[s]!.start, ws[phrase.j - 1]!.end).replace(/\s+/g, ' ');
  const spans: TextRange[] = cueSpan ? [cueSpan, [ws[s]!.start, ws[phrase.j - 1]!.end]] : [[ws[s]!.start, ws[phrase.j - 1]!.end]];
  return { kind: 'unknown', text, suggestions: closestCities(text, catalogue, 3), spans };
}

/** Travel words right before a known mention that belong to it ("a", "en", "to", "pa"). */
const LEAD_PREPS = set('a en pa para hacia to in al');

/** The `known` or `ambiguous` result of the mentions kept. */
function resolveMentions(m: Message, ws: Word[], c: Compiled, kept: Mention[]): DestinationFound {
  // "de Bogotá a Cartagena", "from Bogota to Medellin": the first is the origin when another follows as the destination.
  let ms = kept;
  if (ms.length > 1) {
    const origin = (mn: Mention) =>
      before(m, ws, mn.i, ['de']) ||
      before(m, ws, mn.i, ['from']) ||
      // "estoy en Bogotá y quiero ir a Cartagena", "I'm in Bogota now and want to go to Cartagena"
      (['en', 'in'].some((p) => before(m, ws, mn.i, [p])) &&
        BEING.has(ws[mn.i - 2]?.text ?? '') &&
        before(m, ws, mn.i, [ws[mn.i - 2]!.text, ws[mn.i - 1]!.text]));
    const dest = ms.filter((mn) => !origin(mn));
    if (dest.length > 0 && dest.length < ms.length && dest.some((mn) => LEAD_PREPS.has(ws[mn.i - 1]?.text ?? '') && before(m, ws, mn.i, [ws[mn.i - 1]!.text])))
      ms = dest;
  }
  const spans: TextRange[] = [];
  for (const mn of ms) {
    // An article before the name belongs to it ("en el Poblado Verde").
    let s = ARTICLES.has(ws[mn.i - 1]?.text ?? '') && before(m, ws, mn.i, [ws[mn.i - 1]!.text]) ? mn.i - 1 : mn.i;
    const prev = ws[s - 1]?.text ?? '';
    const cue = STRONG_CUES.find((q) => before(m, ws, s, q)) ?? (LEAD_PREPS.has(prev) && before(m, ws, s, [prev]) ? [prev] : undefined);
    if (cue) s -= cue.length;
    // The country after the city belongs to it ("Cartagena, Colombia"): it is not the guest's country.
    const country = countryAfter(m, ws, mn.j);
    spans.push([ws[s]!.start, ws[mn.j + (country ? country.prep + country.words : 0) - 1]!.end]);
  }
  const cityMentioned = new Set<number>();
  for (const mn of ms) for (const t of mn.targets) if (!c.targets[t]!.hotel) cityMentioned.add(c.targets[t]!.cityIndex);
  const options: number[] = [];
  const add = (t: number) => {
    if (!options.includes(t)) options.push(t);
  };
  for (const mn of ms) {
    const hotels = mn.targets.filter((t) => c.targets[t]!.hotel);
    const cities = mn.targets.filter((t) => !c.targets[t]!.hotel);
    // A hotel name of several cities: the city named elsewhere decides.
    const inCity = hotels.filter((t) => cityMentioned.has(c.targets[t]!.cityIndex));
    (inCity.length > 0 ? inCity : hotels).forEach(add);
    cities.forEach(add);
  }
  // A city whose hotel is named is said by the hotel.
  const hotelCities = new Set(options.filter((t) => c.targets[t]!.hotel).map((t) => c.targets[t]!.cityIndex));
  const final = options.filter((t) => c.targets[t]!.hotel || !hotelCities.has(c.targets[t]!.cityIndex));
  if (final.length === 1) return { kind: 'known', ...matchOf(c.targets[final[0]!]!), spans };
  return { kind: 'ambiguous', options: final.map((t) => matchOf(c.targets[t]!)), spans };
}

// ------------------------------------------------------------------ deep links

/** A Telegram `/start` payload: 1–64 characters of A–Z a–z 0–9 _ -. */
const PAYLOAD_RE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The destination of a Telegram `/start <payload>` deep link, or undefined
 * when the payload names nothing of the catalogue (or is not a valid
 * payload). A city by the slug of its name or an alias ("cartagena",
 * "santa-marta", "santa_marta", "SantaMarta", "ctg"); a hotel by its id
 * ("hotel-3", "hotel_3", "h3", "h-3") or the slug of its name or an alias
 * ("hotel-bocagrande-azul"). Case, `_` and `-` do not matter.
 */
export function resolveDeepLink(payload: string, catalogue: Catalogue): DestinationMatch | undefined {
  if (!PAYLOAD_RE.test(payload)) return undefined;
  const c = compiled(catalogue);
  const p = payload.toLowerCase().replace(/_/g, '-');
  const id = /^(?:hotel|h)-?(\d{1,9})$/.exec(p);
  if (id) {
    const t = c.hotelsById.get(Number(id[1]));
    return t === undefined ? undefined : matchOf(c.targets[t]!);
  }
  const t = c.slugs.get(p.replace(/-/g, ''));
  return t === undefined ? undefined : matchOf(c.targets[t]!);
}

/**
 * The `/start` payload of a destination, for links like
 * `https://t.me/<bot>?start=<payload>`: `hotel-<id>` for a hotel, the slug
 * of the city's name otherwise ("Santa Marta" → `santa-marta`, "Bogotá" →
 * `bogota`). {@link resolveDeepLink} reads it back.
 */
export function deepLinkPayload(match: DestinationMatch): string {
  if (match.hotel) return `hotel-${match.hotel.id}`;
  return slug(match.city).slice(0, 64).replace(/-+$/, '');
}
