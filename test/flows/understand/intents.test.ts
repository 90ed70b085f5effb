import { describe, expect, it } from 'vitest';
import { extractIntents, FILLER_WORDS } from '../../../src/flows/understand/intents.js';
import { foldKeepLength } from '../../../src/flows/understand/text.js';
import type { Intent, Message, Slot } from '../../../src/flows/understand/types.js';

function msg(raw: string, expecting?: Slot, lang: 'es' | 'en' = 'es'): Message {
  return { raw, folded: foldKeepLength(raw), lang, today: '2026-11-21', expecting };
}

/** The intents of `raw` and the text of each span. */
function read(raw: string, expecting?: Slot): { intents: Intent[]; texts: string[] } {
  const r = extractIntents(msg(raw, expecting));
  return { intents: r.intents, texts: r.spans.map(([s, e]) => raw.slice(s, e)) };
}

const cancel: Intent = { kind: 'cancel' };
const back: Intent = { kind: 'back' };
const restart: Intent = { kind: 'restart' };
const correction: Intent = { kind: 'correction' };
const greeting: Intent = { kind: 'greeting' };
const thanks: Intent = { kind: 'thanks' };
const smalltalk: Intent = { kind: 'smalltalk' };
const human: Intent = { kind: 'human' };
const help: Intent = { kind: 'help' };
const yes: Intent = { kind: 'yes' };
const no: Intent = { kind: 'no' };
const change = (target: Extract<Intent, { kind: 'change' }>['target']): Intent => ({ kind: 'change', target });
const language = (lang: 'es' | 'en'): Intent => ({ kind: 'language', lang });

// [message, intents] — the whole message is the intent (every word claimed or filler).
const whole: [string, Intent[]][] = [
  // cancel
  ['cancelar', [cancel]],
  ['Cancela', [cancel]],
  ['cancel', [cancel]],
  ['olvídalo', [cancel]],
  ['olvidalo', [cancel]],
  ['ya no quiero', [cancel]],
  ['no quiero reservar', [cancel]],
  ['forget it', [cancel]],
  ['never mind', [cancel]],
  ['stop', [cancel]],
  ['STOP!', [cancel]],
  ['cancelr', [cancel]],
  ['quiero cancelar', [cancel]],
  ['salir', [cancel]],
  // back
  ['atrás', [back]],
  ['atras', [back]],
  ['volver', [back]],
  ['regresar', [back]],
  ['back', [back]],
  ['go back', [back]],
  ['paso anterior', [back]],
  ['volver atrás por favor', [back]],
  ['quiero volver', [back]],
  // restart
  ['empezar de nuevo', [restart]],
  ['empezar otra vez', [restart]],
  ['comenzar de nuevo', [restart]],
  ['reiniciar', [restart]],
  ['nueva búsqueda', [restart]],
  ['start over', [restart]],
  ['start again', [restart]],
  ['restart', [restart]],
  ['new search', [restart]],
  ['volver a empezar', [restart]],
  ['/start', [restart]],
  ['back to the start', [restart]],
  // change
  ['cambiar fechas', [change('dates')]],
  ['cambiar la fecha', [change('dates')]],
  ['quiero cambiar la ciudad', [change('destination')]],
  ['cambiar ciudad', [change('destination')]],
  ['cambiar destino', [change('destination')]],
  ['cambiar personas', [change('party')]],
  ['cambiar huéspedes', [change('party')]],
  ['cambiar habitaciones', [change('rooms')]],
  ['cambiar el hotel', [change('hotel')]],
  ['otro hotel', [change('hotel')]],
  ['cambiar la tarifa', [change('product')]],
  ['cambiar nombre', [change('name')]],
  ['cambiar correo', [change('email')]],
  ['cambiar email', [change('email')]],
  ['cambiar teléfono', [change('phone')]],
  ['cambiar el número de personas', [change('party')]],
  ['change the dates', [change('dates')]],
  ['change city', [change('destination')]],
  ['change guests', [change('party')]],
  ['different hotel', [change('hotel')]],
  ['edit email', [change('email')]],
  ['change my phone number', [change('phone')]],
  ['la fecha está mal', [change('dates')]],
  ['wrong dates', [change('dates')]],
  ['cambiar mi país', [change('country')]],
  ['cambiar la ciudad de residencia', [change('residenceCity')]],
  // greetings
  ['hola', [greeting]],
  ['holaa', [greeting]],
  ['Holaaaa!!', [greeting]],
  ['buenas', [greeting]],
  ['buenos días', [greeting]],
  ['buenas tardes', [greeting]],
  ['buenas noches', [greeting]],
  ['qué más', [greeting]],
  ['quiubo', [greeting]],
  ['hey', [greeting]],
  ['hi', [greeting]],
  ['hello', [greeting]],
  ['good morning', [greeting]],
  ['hola, buenas tardes', [greeting]],
  // thanks
  ['gracias', [thanks]],
  ['mil gracias', [thanks]],
  ['muchas gracias', [thanks]],
  ['thanks', [thanks]],
  ['thank you', [thanks]],
  ['thx', [thanks]],
  ['ty', [thanks]],
  ['graciaaas', [thanks]],
  // small talk
  ['¿cómo estás?', [smalltalk]],
  ['como estas', [smalltalk]],
  ['jaja', [smalltalk]],
  ['jajaja', [smalltalk]],
  ['who are you', [smalltalk]],
  ['eres un bot?', [smalltalk]],
  ['are you a bot?', [smalltalk]],
  ['😂', [smalltalk]],
  ['🙏🙏', [smalltalk]],
  ['chao', [smalltalk]],
  ['perdón', [smalltalk]],
  ['no hay problema', [smalltalk]],
  ['espera', [smalltalk]],
  ['wait', [smalltalk]],
  ['hola, ¿cómo estás?', [greeting, smalltalk]],
  // help
  ['ayuda', [help]],
  ['help', [help]],
  ['no entiendo', [help]],
  ['qué puedo escribir?', [help]],
  ['cómo funciona', [help]],
  ['necesito ayuda', [help]],
  ['no sé', [help]],
  ['me puedes ayudar?', [help]],
  ['qué?', [help]],
  ['?', [help]],
  // yes
  ['sí', [yes]],
  ['si', [yes]],
  ['siii', [yes]],
  ['claro', [yes]],
  ['correcto', [yes]],
  ['confirmo', [yes]],
  ['confirmar', [yes]],
  ['dale', [yes]],
  ['listo', [yes]],
  ['ok', [yes]],
  ['Ok.', [yes]],
  ['de una', [yes]],
  ['yes', [yes]],
  ['yep', [yes]],
  ['sure', [yes]],
  ['confirm', [yes]],
  ['correct', [yes]],
  ["that's right", [yes]],
  ['claro que sí', [yes]],
  ['sí señor', [yes]],
  ['👍', [yes]],
  ['ok gracias', [yes, thanks]],
  // no
  ['no', [no]],
  ['No.', [no]],
  ['nop', [no]],
  ['nope', [no]],
  ['no gracias', [no]],
  ['no, gracias', [no]],
  ['incorrecto', [no]],
  ['no, ninguno', [no]],
  ['mejor no', [no]],
  ['👎', [no]],
  // language
  ['in English please', [language('en')]],
  ['english', [language('en')]],
  ['do you speak english?', [language('en')]],
  ['en español', [language('es')]],
  ['español por favor', [language('es')]],
  ['habla español?', [language('es')]],
  ['no hablo español', [language('en')]],
  ['I don’t speak English', [language('es')]],
];

describe('extractIntents: whole messages', () => {
  it.each(whole)('%s', (text, intents) => {
    expect(read(text).intents).toEqual(intents);
  });
});

// [message, intents, texts of the spans] — the rest is left for other extractors.
const partial: [string, Intent[], string[]][] = [
  ['Hola, quiero reservar en Cartagena', [greeting], ['Hola,']],
  ['Buenas tardes, somos 2 adultos', [greeting], ['Buenas tardes,']],
  ['hola buenas, para el 15 de diciembre', [greeting], ['hola', 'buenas,']],
  ['Hi, I want to book a room in Cartagena', [greeting], ['Hi,']],
  ['buenas, 3 noches', [greeting], ['buenas,']],
  ['no, mejor el 16', [correction], ['no, mejor']],
  ['mejor el 16', [correction], ['mejor']],
  ['perdón, quise decir 3 noches', [correction], ['perdón, quise decir']],
  ['no espera, son 3 adultos', [correction], ['no espera,']],
  ['actually 3 nights', [correction], ['actually']],
  ['sorry, I meant the 16th', [correction], ['sorry, I meant']],
  ['corrijo: 2 adultos', [correction], ['corrijo:']],
  ['me equivoqué, son 4 noches', [correction], ['me equivoqué,']],
  ['no, 3 adultos', [correction], ['no,']],
  ['mejor en Santa Marta', [correction], ['mejor']],
  ['cámbialo a 3 noches', [correction], ['cámbialo']],
  ['change it to the 16th', [correction], ['change it']],
  ['un momento, son 3 adultos', [correction], ['un momento,']],
  ['3 nights instead', [correction], ['instead']],
  ['cambiar la fecha al 16', [change('dates')], ['cambiar la fecha']],
  ['change the dates to the 20th', [change('dates')], ['change the dates']],
  ['quiero cambiar el correo a ana@gmail.com', [change('email')], ['cambiar el correo']],
  ['si, 2 adultos', [yes], ['si,']],
  ['sí quiero, para 2', [yes], ['sí quiero,']],
  ['ok, 2 adultos y un niño', [yes], ['ok,']],
  ['gracias, somos 3', [thanks], ['gracias,']],
  ['2 adultos gracias', [thanks], ['gracias']],
  ['jaja bueno, 2 noches', [smalltalk], ['jaja']],
  ['hola, cancelar', [greeting, cancel], ['hola,', 'cancelar']],
  ['no, cancela todo', [cancel], ['no,', 'cancela']],
  ['bueno, cancelar', [cancel], ['cancelar']],
  ['Hola buenas tardes, quiero cambiar las fechas', [greeting, change('dates')], ['Hola', 'buenas tardes,', 'cambiar las fechas']],
  ['in english please, 2 adults', [language('en')], ['in english']],
  ['no es el 15, es el 16', [correction], ['no es el 15,']],
  ['No son 2 adultos, son 3', [correction], ['No son 2 adultos,']],
  ['no el 15 sino el 16', [correction], ['no el 15 sino']],
  ['not the 15th, the 16th', [correction], ['not the 15th,']],
  ['Necesito cambiar la fecha de llegada para el 17', [change('dates')], ['cambiar la fecha de llegada']],
  ['Buenas noches, necesito una habitación para esta noche', [greeting], ['Buenas noches,']],
  ['Claro, somos 2 adultos y 1 niño de 3 años', [yes], ['Claro,']],
  ['quiero una habitación para 2 personas en Santa Marta, gracias', [thanks], ['gracias']],
];

describe('extractIntents: intents beside values (spans)', () => {
  it.each(partial)('%s', (text, intents, texts) => {
    expect(read(text)).toEqual({ intents, texts });
  });
});

// Messages whose words are data (or unclear): nothing claimed.
const nothing: [string, Slot?][] = [
  ['quiero ir a cartagena'],
  ['Cartagena'],
  ['2'],
  ['dos'],
  ['3 noches'],
  ['del 15 al 18 de diciembre'],
  ['2 adultos y un niño de 8 meses'],
  ['Ana María Gómez'],
  ['ana@gmail.com'],
  ['hola@hotel.com'],
  ['3001234567'],
  ['no niños'],
  ['no kids'],
  ['no tengo hijos'],
  ['no quiero ir a cartagena'],
  ['si hay cupo para el 15'],
  ['si 2 adultos'],
  ['de una semana'],
  ['una habitación'],
  ['el mejor hotel de Cartagena'],
  ['mejor hotel de cartagena'],
  ['2 días atrás'],
  ['volver a Cartagena'],
  ['que más opciones hay'],
  ['cambiar'],
  ['puedo cancelar después?'],
  ['se puede cancelar?'],
  ['cuál es la política de cancelación?'],
  ['help me book a room'],
  ['ninguno'],
  ['nada'],
  ['solo adultos'],
  ['otro adulto'],
  ['Estoy buscando hotel en Cartagena para la próxima semana'],
  ['no se cuantos niños'],
  ['buenas noches', 'name'],
  ['Dale', 'name'],
  ['Vale', 'name'],
  ['Bueno', 'lastName'],
  ['Ty', 'name'],
  ['Gracia', 'name'],
  ['español', 'country'],
  ['English', 'country'],
  ['...'],
  [''],
];

describe('extractIntents: nothing claimed', () => {
  it.each(nothing)('%s (at %s)', (text, expecting) => {
    if (text === 'buenas noches') {
      // A greeting even at the name question (never a name), but nothing else.
      expect(read(text, expecting).intents).toEqual([greeting]);
      return;
    }
    expect(read(text, expecting)).toEqual({ intents: [], texts: [] });
  });
});

// Round 2: complaints about a field are requests to change it.
const complaints: [string, Intent[]][] = [
  ['me equivoqué en el correo', [change('email')]],
  ['me equivoque de correo', [change('email')]],
  ['me equivoqué con el teléfono', [change('phone')]],
  ['nos equivocamos en las fechas', [change('dates')]],
  ['el telefono esta mal', [change('phone')]],
  ['el celular está mal', [change('phone')]],
  ['mi número está mal', [change('phone')]],
  ['ese no es mi numero', [change('phone')]],
  ['the phone number is wrong', [change('phone')]],
  ['wrong phone number', [change('phone')]],
  ['el nombre está mal', [change('name')]],
  ['mi nombre quedó mal escrito', [change('name')]],
  ['escribí mal mi nombre', [change('name')]],
  ['error en mi apellido', [change('name')]],
  ['typo in my name', [change('name')]],
  ['my name is misspelled', [change('name')]],
  ['I misspelled my name', [change('name')]],
  ['la fecha quedó mal', [change('dates')]],
  ['las fechas están equivocadas', [change('dates')]],
  ['está mal la fecha', [change('dates')]],
  ['i made a mistake with the dates', [change('dates')]],
  ["there's a problem with the dates", [change('dates')]],
  ['wrong email', [change('email')]],
  ['puse mal el correo', [change('email')]],
  ['hay un error en el correo', [change('email')]],
  ['mi correo esta mal escrito', [change('email')]],
  ['el email no es ese', [change('email')]],
  ['ese no es mi correo', [change('email')]],
  ["that's not my email", [change('email')]],
  ["there's a typo in my email", [change('email')]],
  ['my email is wrong', [change('email')]],
  ['el número de personas está mal', [change('party')]],
  ['cambiar el numero de habitaciones', [change('rooms')]],
  ['quiero cambiar cuantas habitaciones', [change('rooms')]],
  ['change the number of rooms', [change('rooms')]],
  ['la habitación está mal', [change('rooms')]],
  ['mejor otro día', [change('dates')]],
  ['si, pero el nombre está mal', [yes, change('name')]],
  ['yes but my email is wrong', [yes, change('email')]],
  // A value said to be another one, sent wrong, or named by the trade's word.
  ['el teléfono era otro', [change('phone')]],
  ['ahí le mandé mal el nombre', [change('name')]],
  ['modificar pax', [change('party')]],
  ['cambiemos lo de las personas', [change('party')]],
  ['Can we redo the number of people?', [change('party')]],
  ['let me rethink the dates first', [change('dates')]],
];

describe('extractIntents: complaints about a field', () => {
  it.each(complaints)('%s', (text, intents) => {
    expect(read(text, 'confirm').intents).toEqual(intents);
  });
});

// Round 2: new phrasings of navigation and small talk (the whole message is the intent).
const more: [string, Intent[], Slot?][] = [
  // Asking for a person.
  ['quiero hablar con alguien', [human]],
  ['¿me pasas con un asesor?', [human]],
  ['necesito hablar con una persona real', [human]],
  ['humano', [human]],
  ['talk to a person please', [human]],
  ['agent', [human]],
  ['can I speak to someone?', [human]],
  // A person asked for alone at the city or country questions is no place.
  ['agent please', [human], 'residenceCity'],
  ['humano', [human], 'country'],
  // Formal "usted", polite refusals, quotes and steps back in other words.
  ['olvídelo', [cancel]],
  ['mejor no, cancele todo x fa', [no, cancel]],
  ["I'd rather not go ahead, thanks", [cancel, thanks]],
  ['nueva cotización', [restart]],
  ['no espera mejor volvamos atrás', [correction, back]],
  ['hold on, back up a step', [correction, back]],
  ['how are you today?', [smalltalk]],
  ['ya no voy a viajar', [cancel]],
  ["i don't want to book anymore", [cancel]],
  ['me devuelvo', [back]],
  ['devuélveme', [back]],
  ['volvamos a empezar', [restart]],
  ["let's start over", [restart]],
  ['quiero hacer otra reserva', [restart]],
  ['déjame preguntarle a mi esposo', [smalltalk], 'dates'],
  ['le pregunto a mi esposa y te aviso', [smalltalk], 'dates'],
  ['let me check with my wife', [smalltalk], 'dates'],
  ["i'll ask my husband and let you know", [smalltalk], 'dates'],
  ['lo consulto con mi familia', [smalltalk], 'party'],
  ['dejame pensarlo', [smalltalk]],
  ['ya te confirmo', [smalltalk], 'confirm'],
  ['ahorita te digo', [smalltalk]],
  ['let me think about it', [smalltalk]],
  ["i'll get back to you", [smalltalk]],
  ['brb', [smalltalk]],
  ['espérame un segundo', [smalltalk]],
  ['dame un momento', [smalltalk]],
  ['ay q pena, un momentico', [smalltalk]],
  ['one sec', [smalltalk]],
  ['give me a minute', [smalltalk]],
  ['hold on a sec', [smalltalk]],
  ['no sé todavía', [help]],
  ['aún no sé', [help]],
  ['info', [help]],
  ['qué me recomiendas?', [help], 'destination'],
  ['what do you recommend?', [help], 'destination'],
  ['todo ok', [yes], 'confirm'],
  ['si reservar', [yes], 'confirm'],
  ['not quite', [no], 'confirm'],
  ['no, hay un error', [no], 'confirm'],
  ['todo está mal', [no], 'confirm'],
  ['nah', [no], 'confirm'],
  ['hola', [greeting], 'name'],
];

describe('extractIntents: more navigation and small talk', () => {
  it.each(more)('%s', (text, intents, expecting) => {
    expect(read(text, expecting).intents).toEqual(intents);
  });
});

// Round 2: negated values are claimed with the correction, so only the replacement is read.
const negated: [string, Intent[], string[]][] = [
  ['uy no, somos 3 no 2', [correction], ['uy no,', 'no 2']],
  ['somos 3, no 2', [correction], ['no 2']],
  ['3 adultos no 2', [correction], ['no 2']],
  ['sorry, 3 adults not 2', [correction], ['not 2']],
  ['2 adultos y 1 niño, no 2', [correction], ['no 2']],
  ['3 noches no 2 noches', [correction], ['no 2 noches']],
  ['4 noches en vez de 3', [correction], ['en vez de 3']],
  ['4 nights instead of 3', [correction], ['instead of 3']],
  ['no 3 sino 4 noches', [correction], ['no 3 sino']],
  ['no 2, 3 adultos', [correction], ['no 2,']],
  ['el 16 no el 15', [correction], ['no el 15']],
  ['el 15 de diciembre, no el 14', [correction], ['no el 14']],
  ['the 16th, not the 15th', [correction], ['not the 15th']],
  ['llego el viernes, no el jueves', [correction], ['no el jueves']],
  ['friday, not thursday', [correction], ['not thursday']],
  ['5 y 8, no 7', [correction], ['no 7']],
  ['nah, 4 nights', [correction], ['nah,']],
];

describe('extractIntents: negated values', () => {
  it.each(negated)('%s', (text, intents, texts) => {
    expect(read(text)).toEqual({ intents, texts });
  });
});

// Round 2: intents beside values, with the spans.
const beside: [string, Intent[], string[], Slot?][] = [
  ['el correo esta mal, es ana@gmail.com', [change('email')], ['el correo esta mal,'], 'confirm'],
  ['me equivoque en las fechas, es del 20 al 23', [change('dates')], ['me equivoque en las fechas,'], 'confirm'],
  ['the dates are wrong, it’s the 20th to the 23rd', [change('dates')], ['the dates are wrong,'], 'confirm'],
  ['let me ask, we are 2 adults', [smalltalk], ['let me ask,'], 'party'],
  ['espera, 4 noches', [correction], ['espera,'], 'nights'],
  ['one second, 3 adults', [correction], ['one second,'], 'party'],
  ['mmm 2 noches', [smalltalk], ['mmm'], 'nights'],
  ['todavía no sé cuántos somos', [help], ['todavía no sé'], 'party'],
];

describe('extractIntents: round-2 intents beside values (spans)', () => {
  it.each(beside)('%s', (text, intents, texts, expecting) => {
    expect(read(text, expecting)).toEqual({ intents, texts });
  });
});

// Round 2: data and opinions that look like complaints or negations: nothing claimed.
const stillNothing: [string, Slot?][] = [
  ['el numero esta mal', 'confirm'],
  ['el hotel está mal ubicado', 'confirm'],
  ['hay un error en la página'],
  ['tengo un problema con mi reserva'],
  ['2 adultos no niños', 'party'],
  ['somos 2 adultos, no hay niños', 'party'],
  ['2 adults, no children', 'party'],
  ['somos 4, no 5 como dije', 'party'],
  ['voy con mi esposa', 'party'],
  ['voy a viajar con mi esposa', 'party'],
  ['un segundo cuarto', 'rooms'],
  ['a second room', 'rooms'],
  ['no se cuantos niños', 'party'],
];

describe('extractIntents: round-2 nothing claimed', () => {
  it.each(stillNothing)('%s (at %s)', (text, expecting) => {
    expect(read(text, expecting)).toEqual({ intents: [], texts: [] });
  });
});

describe('extractIntents: details', () => {
  it('reads only the unmasked text', () => {
    const raw = 'hola, 3 noches';
    const m = msg(raw);
    m.folded = `    ${m.folded.slice(4)}`;
    expect(extractIntents(m)).toEqual({ intents: [], spans: [] });
  });

  it('returns spans as indexes into the raw message, punctuation included', () => {
    expect(extractIntents(msg('¡Hola! 2 adultos'))).toEqual({ intents: [greeting], spans: [[0, 6]] });
  });

  it('never repeats an intent', () => {
    expect(read('gracias, mil gracias').intents).toEqual([thanks]);
  });
});

describe('FILLER_WORDS', () => {
  it.each([
    'quiero',
    'reservar',
    'busco',
    'hotel',
    'para',
    'por',
    'favor',
    'please',
    'want',
    'book',
    'need',
    'a',
    'the',
    'de',
    'en',
    'un',
    'i',
    'we',
    'me',
    'to',
    'in',
    'y',
    'and',
    'con',
    'with',
    'habitacion',
  ])('%s is filler', (w) => expect(FILLER_WORDS.has(w)).toBe(true));
  it.each(['no', 'uno', 'una', 'dos', 'cartagena', 'diciembre', 'noches', 'adultos', 'yo', 'solo', 'hola', 'gracias', 'ok'])('%s is not filler', (w) =>
    expect(FILLER_WORDS.has(w)).toBe(false),
  );
});

// Round 3: navigation followed (or preceded) by polite fillers in chat spelling, at any question.
const politeNav: [string, Intent, Slot?][] = [
  ['atras x favor', back, 'email'],
  ['atrás por favor', back, 'phone'],
  ['atras xfa', back, 'name'],
  ['volver porfa', back, 'lastName'],
  ['regresar porfis', back, 'dates'],
  ['atras x fa', back, 'childAges'],
  ['x favor atras', back, 'email'],
  ['porfa atrás', back, 'party'],
  ['atras plis', back, 'destination'],
  ['back pls', back, 'party'],
  ['go back please', back, 'confirm'],
  ['please back', back, 'rooms'],
  ['back plz', back, 'country'],
  ['cancelar x favor', cancel, 'rooms'],
  ['cancela xfa', cancel, 'dates'],
  ['cancel pls', cancel, 'email'],
  ['empezar de nuevo x favor', restart, 'party'],
  ['start over please', restart, 'dates'],
];

describe('extractIntents: round 3, navigation with polite fillers', () => {
  it.each(politeNav)('%s (at %s)', (text, intent, expecting) => {
    expect(read(text, expecting).intents).toEqual([intent]);
  });
});

// Round 3: asking for advice is help alone, chatter beside a request (so the request is read);
// "todavía no sé" is help, chatter when a value follows after punctuation; season's greetings are never dates.
const round3: [string, Intent[], string[], Slot?][] = [
  ['looking for a nice hotel in Cali, any recommendations?', [smalltalk], ['any recommendations?']],
  ['quiero ir a cartagena, qué me recomiendas?', [smalltalk], ['qué me recomiendas?']],
  ['busco algo en medellín, alguna recomendación?', [smalltalk], ['alguna recomendación?']],
  ['what do you suggest in Bogota?', [smalltalk], ['what do you suggest']],
  ['santa marta o cartagena, cuál me recomiendas?', [smalltalk], ['cuál me recomiendas?']],
  ['any recommendations?', [help], ['any recommendations?']],
  ['qué me recomiendas?', [help], ['qué me recomiendas?']],
  ['hola, ¿qué me recomiendas?', [greeting, help], ['hola,', '¿qué me recomiendas?']],
  ['which one do you recommend?', [help], ['which one do you recommend?']],
  ['no sé todavía, cartagena tal vez', [smalltalk], ['no sé todavía,'], 'destination'],
  ['not sure yet, maybe Medellin', [smalltalk], ['not sure yet,'], 'destination'],
  ['todavía no sé', [help], ['todavía no sé'], 'dates'],
  ['todavía no sé cuántos somos', [help], ['todavía no sé'], 'party'],
  ['¡Feliz navidad! quiero ir a cartagena', [greeting], ['¡Feliz navidad!']],
  ['feliz año nuevo, busco hotel para 2', [greeting], ['feliz año nuevo,']],
  ['Merry Christmas! a room in Medellin please', [greeting], ['Merry Christmas!']],
  ['gracias y feliz navidad', [thanks, greeting], ['gracias', 'feliz navidad']],
  ['ok, y feliz año para todos', [yes, greeting], ['ok,', 'feliz año']],
  ['te escribo luego, feliz navidad', [smalltalk, greeting], ['te escribo luego,', 'feliz navidad']],
  ['gracias, nos vemos en cartagena', [thanks, smalltalk], ['gracias,', 'nos vemos en'], 'confirm'],
  ['thanks! see you in Medellin', [thanks, smalltalk], ['thanks!', 'see you in'], 'confirm'],
];

describe('extractIntents: round 3, advice, undecided, seasons and farewells', () => {
  it.each(round3)('%s', (text, intents, texts, expecting) => {
    expect(read(text, expecting)).toEqual({ intents, texts });
  });
});

describe('FILLER_WORDS: round 3', () => {
  it.each(['x', 'porfis', 'xfis', 'tal', 'vez', 'maybe', 'nice'])('%s is filler', (w) => expect(FILLER_WORDS.has(w)).toBe(true));
});

// Round 5: one step back in chat words.
const stepBack: [string, Intent[], Slot?][] = [
  ['un pasito atrás porfa', [back], 'country'],
  ['pasito atras', [back], 'party'],
  ['un paso para atrás', [back], 'dates'],
  ['un pasito pa atras plis', [back], 'name'],
  ['devuélveme un paso porfa', [back], 'email'],
  ['regrésame', [back], 'country'],
  ['devuélvete', [back], 'country'],
  ['regrésate porfa', [back], 'phone'],
  ['retrocede', [back], 'dates'],
  ['pa tras', [back], 'party'],
  ['take me back please', [back], 'country'],
  ['one step back', [back], 'email'],
  ['can you take me back', [back], 'phone'],
];

describe('extractIntents: one step back', () => {
  it.each(stepBack)('%s (at %s)', (text, intents, expecting) => {
    expect(read(text, expecting).intents).toEqual(intents);
  });
  it.each([
    ['quiero ir de regreso a bogota', 'destination'],
    ['volver a Cartagena', 'destination'],
  ] as [string, Slot][])('not back: %s', (text, expecting) => {
    expect(read(text, expecting).intents).toEqual([]);
  });
});

// Round 6: starting over "from zero".
const fromZero: [string, Intent[], Slot?][] = [
  ['empecemos de cero', [restart], 'dates'],
  ['mejor empecemos de cero', [correction, restart], 'childAges'],
  ['mejor arranquemos de cero porfa', [correction, restart], 'party'],
  ['hagamos borrón y cuenta nueva', [restart], 'email'],
  ['comencemos desde cero', [restart], 'name'],
  ["let's start from scratch", [restart], 'party'],
  ['can we start fresh', [restart], 'dates'],
];

describe('extractIntents: starting from zero', () => {
  it.each(fromZero)('%s (at %s)', (text, intents, expecting) => {
    expect(read(text, expecting).intents).toEqual(intents);
  });
  it('not a restart: a count of zero', () => {
    expect(read('cero niños', 'party').intents).toEqual([]);
  });
});

describe('extractIntents: a field named with its new value after "no", without a comma', () => {
  it.each([
    ['nooo el mail es lau@example.com', 'nooo'],
    ['no el apellido es Gómez', 'no'],
    ['no the email is ana@x.co', 'no'],
  ])('%s → a correction claiming only the "no"', (raw, claimed) => {
    expect(read(raw, 'confirm')).toEqual({ intents: [correction], texts: [claimed] });
  });

  it('a negated value with its replacement still claims the negated part', () => {
    expect(read('no es el 15, es el 16').texts).toEqual(['no es el 15,']);
  });
});

describe('extractIntents: moving the stay with the check-in as subject', () => {
  it.each([
    ['the check-in should be a day later', 1],
    ['the check-in should be 2 days earlier', -2],
  ] as const)('%s → shift %i', (raw, days) => {
    expect(extractIntents(msg(raw, 'confirm', 'en')).intents).toEqual([{ kind: 'shift', days }]);
  });
});

describe('extractIntents: giving up the whole booking, and going back to change a part', () => {
  it.each(['scrap that, forget the whole thing', 'forget the booking', 'olvidemos la reserva'])('%s → cancel', (raw) => {
    expect(extractIntents(msg(raw, 'party', 'en')).intents).toEqual([cancel]);
  });

  it('a step back beside a mistake stays a step back', () => {
    expect(read('atras, me equivoque de ciudad', 'email').intents).toEqual([back, { kind: 'change', target: 'destination' }]);
  });

  it.each([
    ['can I go back and change my email?', 'email'],
    ['volvamos atrás y cambiemos la fecha', 'dates'],
    ['go back, I want to change the dates', 'dates'],
  ] as const)('%s → only the change of %s', (raw, target) => {
    expect(extractIntents(msg(raw, 'country', 'en')).intents).toEqual([{ kind: 'change', target }]);
  });
});
