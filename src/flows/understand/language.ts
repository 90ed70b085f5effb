/**
 * The language a guest message is written in, when that is clear, so the
 * chat can switch to it: Spanish or English. Each word is looked up in two
 * sets of words distinctive of one language in this domain (function words,
 * booking vocabulary, month and weekday names, number words, greetings);
 * words both languages use ("no", "ok", "hotel", "a", "me") and names of
 * places and people score nothing. Pure and fast: one Set lookup per word.
 */
import type { Lang } from '../types.js';
import type { Message } from './types.js';

const words = (s: string): string[] => s.split(/\s+/).filter((w) => w !== '');

/**
 * Folded words (lowercase, no accents) only Spanish uses, one point each.
 * Words of both languages, place-name parts ("santa", "san", "playa",
 * "villa") and common first names are left out.
 */
export const SPANISH_WORDS: ReadonlySet<string> = new Set(
  words(`
  quiero queremos quisiera quisieramos queria necesito necesitamos busco buscamos buscando tengo tenemos tiene tienen
  reservar reservacion reservaciones reserva reservas reservame hospedaje alojamiento hospedarme hospedarnos quedarme quedarnos
  habitacion habitaciones cuarto cuartos cama camas doble sencilla personas persona adultos adulto ninos nino ninas nina
  bebe bebes hijo hijos hija hijas esposa esposo novia novio pareja familia amigos amigas abuela abuelo
  noche noches dia dias semana semanas mes meses ano anos edad fin fecha fechas llegada salida estadia
  hoy manana pasado ayer proximo proxima siguiente despues antes tarde temprano
  lunes martes miercoles jueves viernes sabado domingo
  enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre diciembre
  uno una dos tres cuatro cinco seis siete ocho nueve diez doce trece catorce quince dieciseis veinte treinta
  para por con sin que un unos unas en es esta estoy estamos somos soy fue hay pero muy mas tambien
  donde cuando cuanto cuanta cuantos cuantas como cual cuales quien porque pues entonces ahora aqui alla
  mi mis tu tus su sus nuestro nuestra nos nosotros yo usted ustedes ellos
  desde hasta entre sobre hacia ya si
  hola buenas buenos dias tardes gracias muchas mil favor porfa porfavor senor senora
  viajar viaje ir voy vamos llegar llegamos salir salimos
  cancelar atras volver regresar empezar ayuda claro listo dale vale correcto perfecto bueno confirmo
  nombre apellido correo telefono celular pais vivo llamo
  precio cuesta barato economico disponible disponibilidad cerca
  hablas habla hablo espanol ingles castellano
  quiubo parce chevere bacano jaja jajaja jeje
  equivoque olvidalo olvida nueva nuevo busqueda otra otro incorrecto entiendo cambiar quise decir mejor
  dejame dejeme dame pensarlo pensar preguntarle preguntar consultar consultarlo momento momentico segundito espera esperame ahorita luego aviso digo
  equivocado equivocada escrito todavia aun devuelvo empecemos volvamos
  `),
);

/** Folded words only English uses, one point each. */
export const ENGLISH_WORDS: ReadonlySet<string> = new Set(
  words(`
  i i'm im i’m i'd we we're we'd you you're your my our us it it's this that these those there they he she
  want wanna would like need looking book booking reserve reservation stay staying get have has had
  room rooms bed beds double single people person adults adult kids kid children child baby babies
  daughter wife husband girlfriend boyfriend family friends mom dad
  night nights day days week weeks weekend month months year years old age date dates arrival departure
  today tomorrow tonight yesterday next after before later early
  monday tuesday wednesday thursday friday saturday sunday
  january february march april june july august september october november december
  one two three four five six seven eight nine ten eleven twelve thirteen fifteen twenty thirty
  for with without and of in at on from until till to by about is are am be was will can could do does
  what where when how much many which who why just only also please thanks thank
  hello hi hey good morning afternoon evening
  go going travel trip arrive leave check
  cancel back restart start help yes yeah yep sure
  name last email phone country city live called
  price cost cheap available availability near
  speak english spanish
  that's thats right wrong thanks thx meant actually sorry forget over
  let let's lets lemme give minute moment wait think ask typo mistake misspelled anymore yet
  `),
);

/** Folded words that point to a language but are also parts of names ("María DE LA Paz"): half a point each. */
const WEAK: ReadonlyMap<string, Lang> = new Map<string, Lang>([
  ['de', 'es'],
  ['la', 'es'],
  ['las', 'es'],
  ['los', 'es'],
  ['el', 'es'],
  ['del', 'es'],
  ['al', 'es'],
  ['y', 'es'],
  ['o', 'es'],
  ['lo', 'es'],
  ['mar', 'es'],
  ['sol', 'es'],
  ['the', 'en'],
]);

/** Emails, web addresses, chat commands ("/start") and place names made of distinctive words ("Buenos Aires"): not read. */
const SKIPPED = /\S+@\S+|https?:\/\/\S+|www\.\S+|\bbuenos aires\b|(?:^|\s)\/\w+/g;
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;
const ORDINAL_EN = /^\d{1,2}(?:st|nd|rd|th)$/;
const ORDINAL_ES = /^\d{1,2}(?:ro|do|er|vo|to|mo|no)$/;

/**
 * How Spanish and how English a folded text reads: points of distinctive
 * words (1 each, 0.5 for {@link WEAK} ones) and how many of those were
 * strong (not weak).
 */
export function languageScores(folded: string): { es: number; en: number; esStrong: number; enStrong: number } {
  const text = folded.replace(SKIPPED, ' ');
  let es = 0;
  let en = 0;
  let esStrong = 0;
  let enStrong = 0;
  for (const match of text.matchAll(WORD)) {
    const w = match[0];
    const squeezed = w.length > 3 ? w.replace(/(\p{L})\1{2,}/gu, '$1') : w; // "holaaa" → "hola"
    const inEs = SPANISH_WORDS.has(w) || SPANISH_WORDS.has(squeezed) || ORDINAL_ES.test(w);
    const inEn = ENGLISH_WORDS.has(w) || ENGLISH_WORDS.has(squeezed) || ORDINAL_EN.test(w);
    if (inEs && !inEn) {
      es++;
      esStrong++;
    } else if (inEn && !inEs) {
      en++;
      enStrong++;
    } else if (!inEs && !inEn) {
      const weak = WEAK.get(w);
      if (weak === 'es') es += 0.5;
      else if (weak === 'en') en += 0.5;
    }
  }
  return { es, en, esStrong, enStrong };
}

/**
 * Whether the message is clearly Spanish or clearly English, read from the
 * whole message (`m.folded` as prepared, with nothing masked: the combiner
 * passes the unmasked text). Emails and web addresses are skipped.
 *
 * Rule: a language wins with at least one strong distinctive word, at least
 * three times the other's points, and (when the other scored at all) two
 * points more. `undefined` when unclear: numbers, names, emails, places,
 * words both languages share ("no", "ok", "hotel", "Cartagena", "2"), weak
 * words alone ("de la Cruz"), and mixed messages. "hola" → `es`, "hi" →
 * `en`, "3 noches" → `es`, "3 nights" → `en`, "Ana María Gómez" → undefined.
 */
export function detectLanguage(m: Message): Lang | undefined {
  const { es, en, esStrong, enStrong } = languageScores(m.folded);
  if (esStrong >= 1 && es >= 3 * en && (en === 0 || es - en >= 2)) return 'es';
  if (enStrong >= 1 && en >= 3 * es && (es === 0 || en - es >= 2)) return 'en';
  return undefined;
}
