import { describe, expect, it } from 'vitest';
import { extractOccupancy, proposeLayout } from '../../../src/flows/understand/occupancy/index.js';
import { foldKeepLength } from '../../../src/flows/understand/text.js';
import type { Message, OccupancyFound, Slot } from '../../../src/flows/understand/types.js';

function msg(raw: string, expecting?: Slot, lang: 'es' | 'en' = 'es'): Message {
  return { raw, folded: foldKeepLength(raw), lang, today: '2026-11-23', expecting };
}

/** The finding without its spans (undefined when nothing was found). */
function read(raw: string, expecting?: Slot): Omit<OccupancyFound, 'spans'> | undefined {
  const r = extractOccupancy(msg(raw, expecting));
  if (!r) return undefined;
  const { spans: _spans, ...rest } = r;
  return rest;
}

type Row = [text: string, expected: Omit<OccupancyFound, 'spans'>];

const PARTY: Row[] = [
  ['2 adultos', { adults: 2 }],
  ['dos adultos', { adults: 2 }],
  ['2 adults', { adults: 2 }],
  ['un adulto', { adults: 1 }],
  ['para 2 personas', { adults: 2 }],
  ['2 personas', { adults: 2 }],
  ['2 pax', { adults: 2 }],
  ['for 2 people', { adults: 2 }],
  ['for two', { adults: 2 }],
  ['somos 4', { adults: 4 }],
  ['we are 3', { adults: 3 }],
  ["we're 3", { adults: 3 }],
  ['somos 10 personas', { adults: 10 }],
  ['hola quiero reservar en cartagena para 4 personas', { adults: 4 }],
  ['llego el 15, somos 2', { adults: 2 }],
  ['somos 3 amigos', { adults: 3 }],
  ['2 ad y 1 niño', { adults: 2, children: 1 }],
  ['somos una pareja', { adults: 2 }],
  ['en pareja', { adults: 2 }],
  ['quiero una habitacion para una pareja', { adults: 2, rooms: 1 }],
  ['a couple', { adults: 2 }],
  ['we are a couple', { adults: 2 }],
  ['somos 2 parejas', { adults: 4 }],
  ['luna de miel', { adults: 2 }],
  ['mi esposa y yo', { adults: 2 }],
  ['mi novio y yo', { adults: 2 }],
  ['mi pareja y yo', { adults: 2 }],
  ['my wife and I', { adults: 2 }],
  ['me and my parents', { adults: 3 }],
  ['mis papás y yo', { adults: 3 }],
  ['mi mama, mi tia y yo', { adults: 3 }],
  ['para mi y mi esposa', { adults: 2 }],
  ['voy con mi novia', { adults: 2 }],
  ['quiero ir a cartagena con mi esposa', { adults: 2 }],
  ['voy con 3 amigos', { adults: 4 }],
  ['solo yo', { adults: 1 }],
  ['voy solo', { adults: 1 }],
  ['voy sola', { adults: 1 }],
  ['just me', { adults: 1 }],
  ['only me', { adults: 1 }],
  ['solo para mi', { adults: 1 }],
  ['1 persona', { adults: 1 }],
];

const CHILDREN: Row[] = [
  ['2 adultos y un niño de 5 años', { adults: 2, children: 1, ages: [5] }],
  ['y un niño de 5 años', { children: 1, ages: [5] }],
  ['un niño de 5', { children: 1, ages: [5] }],
  ['2 niños de 4 y 7', { children: 2, ages: [4, 7] }],
  ['con mis dos hijos de 6 y 9', { children: 2, ages: [6, 9] }],
  ['niños de 3 y 10 años', { children: 2, ages: [3, 10] }],
  ['una niña de 8', { children: 1, ages: [8] }],
  ['un bebé de 8 meses', { children: 1, ages: [0] }],
  ['bebé de 18 meses', { children: 1, ages: [1] }],
  ['a baby', { children: 1 }],
  ['un bebé', { children: 1 }],
  ['kids 6 and 9', { children: 2, ages: [6, 9] }],
  ['two children aged 4 and 7', { children: 2, ages: [4, 7] }],
  ['my son (5)', { children: 1, ages: [5] }],
  ['my daughter', { children: 1 }],
  ['con mi hija de 4', { children: 1, ages: [4] }],
  ['2 kids', { children: 2 }],
  ['2 niños', { children: 2 }],
  ['2 adultos y 2 menores', { adults: 2, children: 2 }],
  ['un par de niños', { children: 2 }],
  ['gemelos de 4', { children: 2, ages: [4, 4] }],
  ['un niño de 5 y otro de 8', { children: 2, ages: [5, 8] }],
  ['2 niños, uno de 5 y otro de 8', { children: 2, ages: [5, 8] }],
  // one age said for a count of children is every one's ("12 niños de 11 años")
  ['2 adultos y 2 niños de 5', { adults: 2, children: 2, ages: [5, 5] }],
  ['los niños tienen 5 y 8', { children: 2, ages: [5, 8] }],
  ['a 5 year old', { children: 1, ages: [5] }],
  ['2 adults and a 5-year-old', { adults: 2, children: 1, ages: [5] }],
  ['my 3 year old son', { children: 1, ages: [3] }],
  ['two adults and one child, he is 6', { adults: 2, children: 1, ages: [6] }],
  ['somos 3 adultos y un bebe de 6 meses', { adults: 3, children: 1, ages: [0] }],
  ['2 adultos y 1 niño de 17', { adults: 2, children: 1, ages: [17] }],
  ['sin niños', { children: 0 }],
  ['no kids', { children: 0 }],
  ['solo adultos', { children: 0 }],
  ['adults only', { children: 0 }],
  ['no llevamos niños', { children: 0 }],
  ['2 adultos, sin niños', { adults: 2, children: 0 }],
  ['solo 2 adultos', { adults: 2, children: 0 }],
  ['voy sola con mis 2 hijos', { adults: 1, children: 2 }],
  ['una habitacion para mi y mi hijo de 7', { adults: 1, children: 1, ages: [7], rooms: 1 }],
  ['viajo con mi esposa y mis 2 hijos de 5 y 8', { adults: 2, children: 2, ages: [5, 8] }],
  ["I'm traveling with my wife and our 2 kids, 5 and 8", { adults: 2, children: 2, ages: [5, 8] }],
  ['vamos mi esposo y yo con los 3 niños', { adults: 2, children: 3 }],
  ['llevamos 2 niños de 4 y 6 años', { children: 2, ages: [4, 6] }],
  ['pareja con 2 hijos', { adults: 2, children: 2 }],
  ['2 parejas y 3 niños', { adults: 4, children: 3 }],
];

const CHAT: Row[] = [
  ['2 adultos y 1 niño d 5', { adults: 2, children: 1, ages: [5] }],
  ['2 adults+1 kid (5)', { adults: 2, children: 1, ages: [5] }],
  ['somos 2 adultos y 2 niños de 3 y 7 años', { adults: 2, children: 2, ages: [3, 7] }],
  ['2 adultos 2 niños', { adults: 2, children: 2 }],
  ['2 adults 1 child', { adults: 2, children: 1 }],
  ['2 adultos 1 niño 7 años', { adults: 2, children: 1, ages: [7] }],
  ['2 adultos + 2 niños (3 y 5 años)', { adults: 2, children: 2, ages: [3, 5] }],
  ['2 adultos, 2 niños (4 y 7)', { adults: 2, children: 2, ages: [4, 7] }],
  ['adultos: 2, niños: 1', { adults: 2, children: 1 }],
  ['adultos 2 niños 1', { adults: 2, children: 1 }],
  ['un niño de 5 años, y dos adultos', { adults: 2, children: 1, ages: [5] }],
  ['we are 2 adults and 2 kids ages 4 and 6', { adults: 2, children: 2, ages: [4, 6] }],
  ['NECESITO HABITACION PARA 2 ADULTOS Y 2 NIÑOS DE 5 Y 8 AÑOS', { adults: 2, children: 2, ages: [5, 8], rooms: 1 }],
  ['2 adutos y 1 nino de 4', { adults: 2, children: 1, ages: [4] }],
  ['dos habitasiones', { rooms: 2 }],
];

const FAMILIES: Row[] = [
  ['family of four, kids 6 and 9', { adults: 2, children: 2, ages: [6, 9] }],
  ['familia de 5 (3 niños)', { adults: 2, children: 3 }],
  ['somos 4, 2 adultos y 2 niños', { adults: 2, children: 2 }],
  ['somos 5: 3 niños y 2 adultos', { adults: 2, children: 3 }],
  ['mi esposa, yo y los 2 niños', { adults: 2, children: 2 }],
  ["we're a family of 4 (2 kids, 3 and 5)", { adults: 2, children: 2, ages: [3, 5] }],
  ['we are a family of 5 with 3 kids', { adults: 2, children: 3 }],
  ['3 personas, una es un niño de 5', { adults: 2, children: 1, ages: [5] }],
  // the speakers counted by a verb, children joined by a plain "y" / "+": the count is the adults (chat usage)
  ['somos 4 y 2 niños', { adults: 4, children: 2 }],
  ['somos 2 + 1 niño de 4', { adults: 2, children: 1, ages: [4] }],
  // joined by "con": counted in or not? asked
  ['somos 4 con 2 niños', { children: 2 }],
];

const ROOMS: Row[] = [
  ['2 habitaciones', { rooms: 2 }],
  ['dos cuartos', { rooms: 2 }],
  ['una habitación', { rooms: 1 }],
  ['2 rooms', { rooms: 2 }],
  ['a room', { rooms: 1 }],
  ['una habitación doble', { rooms: 1 }],
  ['una habitacion matrimonial', { rooms: 1 }],
  ['2 double rooms', { rooms: 2 }],
  ['una doble y una sencilla', { rooms: 2 }],
  ['2 dobles y 1 sencilla', { rooms: 3 }],
  ['dos habitaciones dobles para 4 personas', { adults: 4, rooms: 2 }],
  ['somos 4 adultos en 2 habitaciones', { adults: 4, rooms: 2 }],
  ['2 habitaciones para 2 adultos y 2 niños', { adults: 2, children: 2, rooms: 2 }],
  [
    'dos habitaciones, cada una con 2 adultos',
    {
      adults: 4,
      rooms: 2,
      perRoom: [
        { adults: 2, ages: [] },
        { adults: 2, ages: [] },
      ],
    },
  ],
  [
    '2 rooms with 2 adults each',
    {
      adults: 4,
      rooms: 2,
      perRoom: [
        { adults: 2, ages: [] },
        { adults: 2, ages: [] },
      ],
    },
  ],
  [
    '2 habitaciones de 2 adultos',
    {
      adults: 4,
      rooms: 2,
      perRoom: [
        { adults: 2, ages: [] },
        { adults: 2, ages: [] },
      ],
    },
  ],
  [
    '3 rooms for 2 adults each',
    {
      adults: 6,
      rooms: 3,
      perRoom: [
        { adults: 2, ages: [] },
        { adults: 2, ages: [] },
        { adults: 2, ages: [] },
      ],
    },
  ],
  [
    'una habitación para 2 adultos y otra para 2 adultos y un niño de 3',
    {
      adults: 4,
      children: 1,
      ages: [3],
      rooms: 2,
      perRoom: [
        { adults: 2, ages: [] },
        { adults: 2, ages: [3] },
      ],
    },
  ],
  [
    '1 habitacion con 3 adultos y otra con 2 adultos',
    {
      adults: 5,
      rooms: 2,
      perRoom: [
        { adults: 3, ages: [] },
        { adults: 2, ages: [] },
      ],
    },
  ],
  [
    'habitacion 1: 2 adultos, habitacion 2: 1 adulto y 2 niños de 3 y 6',
    {
      adults: 3,
      children: 2,
      ages: [3, 6],
      rooms: 2,
      perRoom: [
        { adults: 2, ages: [] },
        { adults: 1, ages: [3, 6] },
      ],
    },
  ],
  [
    'room 1: 2 adults; room 2: 2 adults + kid 5',
    {
      adults: 4,
      children: 1,
      ages: [5],
      rooms: 2,
      perRoom: [
        { adults: 2, ages: [] },
        { adults: 2, ages: [5] },
      ],
    },
  ],
  // each room's children without ages: totals only, the ages are asked
  ['2 habitaciones, cada una con 2 adultos y un niño', { adults: 4, children: 2, rooms: 2 }],
  ['we need 2 rooms for a family of 6, 4 kids', { adults: 2, children: 4, rooms: 2 }],
];

/** Round 2: forms of chat and of talk found missing or misread by the corpus. */
const CHAT_FORMS: Row[] = [
  // "q"/"k" = que; "she's", "hes" introduce an age
  ['vamos mi esposo, yo y la niña q tiene 4', { adults: 2, children: 1, ages: [4] }],
  ['mi esposa y yo con el niño k tiene 6', { adults: 2, children: 1, ages: [6] }],
  ["2 adults and a toddler, she's 2", { adults: 2, children: 1, ages: [2] }],
  ['2 adults and 1 kid, hes 7', { adults: 2, children: 1, ages: [7] }],
  ['we r 2 adults n 1 kid, hes 4', { adults: 2, children: 1, ages: [4] }],
  // the speaker and company without the usual words
  ['me, my husband and our 3 kids', { adults: 2, children: 3 }],
  ['me, my wife and my mom', { adults: 3 }],
  ['Me + girlfriend', { adults: 2 }],
  ['yo y esposa', { adults: 2 }],
  ['girlfriend and I', { adults: 2 }],
  ['me and the wife', { adults: 2 }],
  ['solo traveler', { adults: 1 }],
  ['solo trip', { adults: 1 }],
  ['traveling solo', { adults: 1 }],
  ['gonna be 3 of us', { adults: 3 }],
  ['there will be 4 of us', { adults: 4 }],
  // one room said without an article
  ['room for 2', { adults: 2, rooms: 1 }],
  ['habitacion para 2 adultos', { adults: 2, rooms: 1 }],
  ['room for 2 adults and a kid', { adults: 2, children: 1, rooms: 1 }],
  // Colombian chat: grown-ups and little ones; "pa" = para
  ['2 grandes y 2 chiquitos', { adults: 2, children: 2 }],
  ['dos grandes y un peque', { adults: 2, children: 1 }],
  ['3 grandes y 2 pelados', { adults: 3, children: 2 }],
  ['3 noches pa 2', { adults: 2 }],
  ['pa 4 personas', { adults: 4 }],
  // a count corrected in the same message: the negated one is dropped
  ['somos 3 no 2', { adults: 3 }],
  ["we're 3, not 2", { adults: 3 }],
  ['no somos 2, somos 3', { adults: 3 }],
  // "una es una niña": the child is one of the total
  ['3 personas, una es una niña de 7', { adults: 2, children: 1, ages: [7] }],
  ['4 personas, dos de ellos son niños de 3 y 5', { adults: 2, children: 2, ages: [3, 5] }],
  ['3 people, one of them is a kid of 4', { adults: 2, children: 1, ages: [4] }],
  // one age for every child, with the count said
  ['2 niños, ambos de 6', { children: 2, ages: [6, 6] }],
  ['two kids, both 5', { children: 2, ages: [5, 5] }],
];

/** Counts said without a split, or two counts: asked back with choices (`unsure`), nothing else taken. */
const UNSURE: Row[] = [
  ['somos como 4 o 5', { unsure: { totals: [4, 5] } }],
  ['somos 4 o 5', { unsure: { totals: [4, 5] } }],
  ["we're 4 or 5", { unsure: { totals: [4, 5] } }],
  ['4 o 5 personas', { unsure: { totals: [4, 5] } }],
  ['entre 4 y 5 personas', { unsure: { totals: [4, 5] } }],
  ['maybe 3 or 4 of us', { unsure: { totals: [3, 4] } }],
  ['somos como 4', { unsure: { totals: [4] } }],
  ['somos más o menos 8', { unsure: { totals: [8] } }],
  ['somos 4 o 5 con 2 niños', { unsure: { totals: [4, 5], family: true } }],
  ['family of four', { unsure: { totals: [4], family: true } }],
  ['family of 5', { unsure: { totals: [5], family: true } }],
  ['familia de 4', { unsure: { totals: [4], family: true } }],
  ['somos una familia de 5', { unsure: { totals: [5], family: true } }],
  ['we are a family of 4', { unsure: { totals: [4], family: true } }],
];

const PROBLEMS: Row[] = [
  ['0 adultos y 2 niños', { children: 2, problem: { kind: 'noAdults' } }],
  ['somos 40', { problem: { kind: 'tooMany', people: 40 } }],
  ['somos 35 personas', { problem: { kind: 'tooMany', people: 35 } }],
  ['8 habitaciones', { problem: { kind: 'tooManyRooms', rooms: 8 } }],
  ['mi hijo de 20', { children: 1, problem: { kind: 'childTooOld', age: 20 } }],
  // a child role with an adult's age beside other adults is one more adult
  ['2 adultos y 1 niño de 18', { adults: 3, children: 0 }],
];

/** Round 3: a family size with its article, at start or inside a sentence: asked back, the article claimed too. */
const FAMILY_ARTICLE: Row[] = [
  ['una familia de 4', { unsure: { totals: [4], family: true } }],
  ['a family of 5', { unsure: { totals: [5], family: true } }],
  ['mi familia de 4', { unsure: { totals: [4], family: true } }],
  ['my family of 3', { unsure: { totals: [3], family: true } }],
  ['nuestra familia de 6 personas', { unsure: { totals: [6], family: true } }],
  ['buenas, una familia de 4 buscando hotel', { unsure: { totals: [4], family: true } }],
  ['family of 5 going to medellin next month', { unsure: { totals: [5], family: true } }],
  ['familia de 4 viajando en diciembre', { unsure: { totals: [4], family: true } }],
  ['una familia de 5, 3 niños de 2, 6 y 10', { adults: 2, children: 3, ages: [2, 6, 10] }],
  ['family of 5 going to medellin, kids are 3, 7 and 12', { adults: 2, children: 3, ages: [3, 7, 12] }],
  ['a family of 4 with 2 kids', { adults: 2, children: 2 }],
  ['una familia de 3 con un bebe de 6 meses', { adults: 2, children: 1, ages: [0] }],
];

/** Round 3: partners in chat words, and children of someone in the party ("her kids", "su hijo"). */
const PARTNERS: Row[] = [
  ['me, my gf and her 2 kids aged 4 and 12', { adults: 2, children: 2, ages: [4, 12] }],
  ['me and my bf', { adults: 2 }],
  ['my hubby and I', { adults: 2 }],
  ['me and my partner and his son (6)', { adults: 2, children: 1, ages: [6] }],
  ['my wife and I and her daughter of 9', { adults: 2, children: 1, ages: [9] }],
  ['me, my husband and his 2 boys, 8 and 10', { adults: 2, children: 2, ages: [8, 10] }],
  ['me, my brother and his wife', { adults: 3 }],
  ['yo, mi señora y mis 3 hijos de 2, 5 y 9', { adults: 2, children: 3, ages: [2, 5, 9] }],
  ['mi mujer y yo', { adults: 2 }],
  ['mi marido, yo y la bebe de 10 meses', { adults: 2, children: 1, ages: [0] }],
  ['mi novio, yo y su hija de 5', { adults: 2, children: 1, ages: [5] }],
  ['mi hermana, su esposo y yo', { adults: 3 }],
  ['yo y mi parce', { adults: 2 }],
  ['mi pareja y yo con sus 2 hijos', { adults: 2, children: 2 }],
];

/** Round 3: the speaker before the company, with "for"/"para" or no comma. */
const SPEAKER_FIRST: Row[] = [
  ['need a place in medellin this weekend for me and my gf', { adults: 2 }],
  ['for me and my wife', { adults: 2 }],
  ['para mí y mi novia', { adults: 2 }],
  ['para mi y mi esposo', { adults: 2 }],
  ['a room for me and my bf please', { adults: 2, rooms: 1 }],
  ['booking for me and 3 friends', { adults: 4 }],
  ['me my wife and our 3 kids', { adults: 2, children: 3 }],
  ['me my partner and her daughter 9', { adults: 2, children: 1, ages: [9] }],
  ['for me my gf and her son, 7', { adults: 2, children: 1, ages: [7] }],
  ['hi! me and my boyfriend want to go to cartagena', { adults: 2 }],
  ['just me and the hubby', { adults: 2 }],
  ['para mi, mi esposa y mi hijo de 4', { adults: 2, children: 1, ages: [4] }],
];

/** Round 3: friends counted on their own, little ones, "us two", ages before "to" + a place. */
const GROUPS: Row[] = [
  ['4 friends going to cartagena', { adults: 4 }],
  ['para 5 amigas', { adults: 5 }],
  ['somos 4 amigos que vamos a santa marta', { adults: 4 }],
  ['4 amigos que queremos ir a bogota', { adults: 4 }],
  ['4 amigas y yo', { adults: 5 }],
  ['2 friends and me', { adults: 3 }],
  ['voy con 3 amigos', { adults: 4 }],
  ['traveling with my husband and our 2 little ones 4 and 6 to bogota', { adults: 2, children: 2, ages: [4, 6] }],
  ['2 adults and our little one', { adults: 2, children: 1 }],
  ['2 adultos y 2 niños de 5 y 8 a cartagena', { adults: 2, children: 2, ages: [5, 8] }],
  ['kids 6 and 9 to santa marta', { children: 2, ages: [6, 9] }],
  ['just us 2', { adults: 2 }],
  ['us two', { adults: 2 }],
];

/** Round 4: the speakers counted by a pronoun ("us 2", "nosotros dos") with children added: the count is the adults. */
const WE_AND_KIDS: Row[] = [
  ['us 2 and our son', { adults: 2, children: 1 }],
  ['us 2 plus my 12 yo nephew', { adults: 2, children: 1, ages: [12] }],
  ['just us 2 and our daughter', { adults: 2, children: 1 }],
  ['the two of us and our baby', { adults: 2, children: 1 }],
  ['both of us and our 2 kids, 4 and 7', { adults: 2, children: 2, ages: [4, 7] }],
  ['the 3 of us and my son', { adults: 3, children: 1 }],
  ['we 2 and the baby', { adults: 2, children: 1 }],
  ['us two plus my 8 year old', { adults: 2, children: 1, ages: [8] }],
  ['us 2 + the kids', { adults: 2, unsure: { totals: [], uncountedChildren: true } }],
  ['nosotros dos y nuestro hijo de 3', { adults: 2, children: 1, ages: [3] }],
  ['nosotras 2 y mi sobrina de 10', { adults: 2, children: 1, ages: [10] }],
  // "somos N y…": N adults and the children on top (chat usage: "somos 2 y un niño" is three people)
  ['somos 2 y nuestro hijo', { adults: 2, children: 1 }],
  ['somos 3 y el bebe', { adults: 3, children: 1 }],
];

/** Round 4: ages written "yo", "y/o", "yrs"; relatives who are children only with an age. */
const AGE_UNITS_AND_KIN: Row[] = [
  ['my 15 yo nephew', { children: 1, ages: [15] }],
  ['my 12 y/o niece', { children: 1, ages: [12] }],
  ['my 10 yrs nephew', { children: 1, ages: [10] }],
  ['my 16 year old brother', { children: 1, ages: [16] }],
  ['mi sobrino de 12', { children: 1, ages: [12] }],
  ['voy con mi esposa y mi sobrino de 9', { adults: 2, children: 1, ages: [9] }],
  ['2 adultos y 2 sobrinos de 8 y 11', { adults: 2, children: 2, ages: [8, 11] }],
  ['me and my 40 year old husband', { adults: 2 }],
];

/** Round 4: chat and regional words for kids; "chinos"/"pelaos" only with ages, or a count beside adults. */
const KID_SLANG: Row[] = [
  ['somos 3 adultos y 2 chinos de 4 y 10', { adults: 3, children: 2, ages: [4, 10] }],
  ['2 adultos y 3 chinos', { adults: 2, children: 3 }],
  ['vamos mi esposo y yo con los 2 chinos de 5 y 8', { adults: 2, children: 2, ages: [5, 8] }],
  ['voy con mi mamá y mis dos pelaos de 6 y 9 años', { adults: 2, children: 2, ages: [6, 9] }],
  ['mis 2 pelaos', { children: 2 }],
  ['3 adultos y 2 pelaitos', { adults: 3, children: 2 }],
  ['voy con mis culicagados de 3 y 5', { adults: 1, children: 2, ages: [3, 5] }],
  ['2 adultos y 2 chamos de 7 y 9', { adults: 2, children: 2, ages: [7, 9] }],
  ['somos 2 adultos y 2 gurises', { adults: 2, children: 2 }],
  ['mi esposa y yo y los peques de 2 y 4', { adults: 2, children: 2, ages: [2, 4] }],
  ['2 adultos y 2 nenes', { adults: 2, children: 2 }],
  ['me and my 2 boys', { adults: 1, children: 2 }],
];

/** Round 4: a total with the children inside it, how many not said: asked back as a family size. */
const TOTAL_WITH_KIDS: Row[] = [
  ['somos 4 con los niños', { unsure: { totals: [4], family: true } }],
  ['somos 5 contando los niños', { unsure: { totals: [5], family: true } }],
  ['somos 4 incluyendo a los niños', { unsure: { totals: [4], family: true } }],
  ["we're 5 with the kids", { unsure: { totals: [5], family: true } }],
  ['we are 4 including the kids', { unsure: { totals: [4], family: true } }],
  ['4 personas con los niños', { unsure: { totals: [4], family: true } }],
  ['somos 4 mas o menos', { unsure: { totals: [4] } }],
  // the one child said: the rest are adults
  ['somos 4 incluyendo al bebe', { adults: 3, children: 1 }],
  ['somos 4 contando al bebe', { adults: 3, children: 1 }],
  ['we are 3 including the baby', { adults: 2, children: 1 }],
  ['somos 4 incluyendo 2 niños', { adults: 2, children: 2 }],
  // "con el bebé": the article stands for "mi"
  ['somos 3 con el bebe de 8 meses', { children: 1, ages: [0] }],
  ['2 adultos con el bebe', { adults: 2, children: 1 }],
  ['mi esposa y yo con la niña', { adults: 2, children: 1 }],
];

/** Round 4: friends in chat words, counted with the speaker. */
const BUDDIES: Row[] = [
  ['yo! cartagena thursday to sunday, me and 3 buddies, 2 rooms', { adults: 4, rooms: 2 }],
  ['me and 3 buddies', { adults: 4 }],
  ['me and 2 mates', { adults: 3 }],
  ['me and 2 guys', { adults: 3 }],
  ['me and 3 girls', { adults: 4 }],
  ['3 girls and me', { adults: 4 }],
  ['me + 3 friends', { adults: 4 }],
  ['me and my buddy', { adults: 2 }],
  ['4 guys going to cartagena', { adults: 4 }],
  ['yo y 3 parceros', { adults: 4 }],
  ['yo y mis 2 panas', { adults: 3 }],
  ['yo y 2 amigos', { adults: 3 }],
  // beside a partner, "chicas" are the children
  ['mi esposa y yo y 2 chicas', { adults: 2, children: 2 }],
];

describe('extractOccupancy', () => {
  const tables: [string, Row[]][] = [
    ['family with its article', FAMILY_ARTICLE],
    ['partners and their children', PARTNERS],
    ['the speaker first', SPEAKER_FIRST],
    ['groups of friends, little ones', GROUPS],
    ['party', PARTY],
    ['children', CHILDREN],
    ['chat style', CHAT],
    ['families', FAMILIES],
    ['rooms', ROOMS],
    ['problems', PROBLEMS],
    ['chat forms', CHAT_FORMS],
    ['unsure', UNSURE],
    ['us two and the children', WE_AND_KIDS],
    ['age units and relatives', AGE_UNITS_AND_KIN],
    ['kids in slang', KID_SLANG],
    ['a total with the children in it', TOTAL_WITH_KIDS],
    ['buddies', BUDDIES],
  ];
  for (const [name, rows] of tables) {
    describe(name, () => {
      it.each(rows)('%s', (text, expected) => {
        const clean = Object.fromEntries(Object.entries(expected).filter(([, v]) => v !== undefined));
        expect(read(text)).toEqual(clean);
      });
    });
  }

  describe('leaves alone what is not occupancy', () => {
    it.each([
      '15 de diciembre',
      '3 noches',
      'el 2',
      '2',
      '3001234567',
      'mi numero es 300 123 4567',
      'para el 2 de enero',
      'para 2 noches',
      'del 2 al 5 de enero',
      'quiero 2 noches',
      'a couple of days',
      'un par de noches',
      'hotel de 5 estrellas',
      '2 camas',
      'a las 3',
      '2 millones',
      'habitacion 302',
      'la habitacion 2 esta bien?',
      'cuarto piso',
      'me gustaria reservar',
      'a single night',
      'quiero ir a cartagena',
      // said but not certain: the bot asks
      'adultos 2 niños',
      'somos 5, 2 adultos y 2 niños',
      'vamos con mi mama',
      // talking it over with someone is not travelling with them
      'let me check with my wife',
      'le pregunto a mi esposa y yo te digo',
      'déjame hablar con mi esposo',
      'voy a hablar con mi esposa',
      'tengo que consultarlo con mi marido',
      'I need to discuss it with my husband',
      // "con mi esposa" with nothing of a trip around it
      'con mi esposa',
      'with my husband',
      // "yo" as a subject, "solo" as "only"
      'yo quiero ir a cartagena',
      'yo te aviso',
      'estoy solo mirando',
      'voy solo a preguntar',
      'solo quiero saber precios',
      // not people
      '2 grandes habitaciones',
      '2 or 3 nights',
      '4 o 5',
      // friends named, not travelling; "me my…" after a verb; a family that is not a party
      'my friend recommended this hotel',
      '2 amigos me recomendaron este hotel',
      '2 amigos que me recomendaron este hotel',
      '4 friends',
      'mi señora',
      'la señora de la recepcion me dijo',
      'tell me my options',
      'book me my usual room',
      'family of 4 nights',
      'familia de 5 estrellas',
      'for us 2 nights',
      'kids 4 to 6',
      'el mayor 3 y el menor 8 meses',
      // round 4: kid slang that is an everyday word; relatives of unknown age; counts that are not a party
      'quiero comida china',
      '2 chinos',
      'somos 2 chinos',
      'vamos 4 chinos a cartagena',
      'estoy pelado',
      'somos 4 pelaos',
      'con mi esposa y mi sobrino',
      '2 guys and 2 girls',
      'you guys have rooms?',
      'solo 1',
      'solo quiero 1 noche',
      'just one night',
    ])('%s', (text) => {
      expect(read(text)).toBeUndefined();
    });
  });

  describe('answers to the current question', () => {
    it.each<[string, Slot, Omit<OccupancyFound, 'spans'> | undefined]>([
      ['5 y 8', 'childAges', { ages: [5, 8] }],
      ['5, 8', 'childAges', { ages: [5, 8] }],
      ['tiene 5', 'childAges', { ages: [5] }],
      ['8 meses', 'childAges', { ages: [0] }],
      ['5 años y 8 años', 'childAges', { ages: [5, 8] }],
      ['el mayor tiene 10 y la menor 3', 'childAges', { ages: [10, 3] }],
      ['uno de 5 y otro de 8', 'childAges', { ages: [5, 8] }],
      ['one is 5 and the other is 9', 'childAges', { ages: [5, 9] }],
      ['5 and 8', 'childAges', { ages: [5, 8] }],
      ['cinco y ocho', 'childAges', { ages: [5, 8] }],
      ['un año y medio', 'childAges', { ages: [1] }],
      ['tienen 4 y 6 años', 'childAges', { ages: [4, 6] }],
      ['de 6 meses', 'childAges', { ages: [0] }],
      ['5 y 8 para el 2', 'childAges', { ages: [5, 8] }],
      ['20', 'childAges', { problem: { kind: 'childTooOld', age: 20 } }],
      ['el niño tiene 5 y la niña 8', 'childAges', { children: 2, ages: [5, 8] }],
      ['2 adultos', 'childAges', { adults: 2 }],
      // one age for every child: the dialogue knows how many
      ['ambos de 6', 'childAges', { ages: [6], sameAgeForAll: true }],
      ['both are 7', 'childAges', { ages: [7], sameAgeForAll: true }],
      ['los dos de 6', 'childAges', { ages: [6], sameAgeForAll: true }],
      ['las dos tienen 4 años', 'childAges', { ages: [4], sameAgeForAll: true }],
      ['cada uno de 6', 'childAges', { ages: [6], sameAgeForAll: true }],
      ["they're both 7", 'childAges', { ages: [7], sameAgeForAll: true }],
      ['each is 5', 'childAges', { ages: [5], sameAgeForAll: true }],
      ['6 los dos', 'childAges', { ages: [6], sameAgeForAll: true }],
      ['tienen 6 años ambos', 'childAges', { ages: [6], sameAgeForAll: true }],
      ['los dos tienen 5 y 7', 'childAges', { ages: [5, 7] }],
      // twins: two ages, whatever else the dialogue knows
      ['twins, 4', 'childAges', { ages: [4, 4] }],
      ['gemelos de 3 años', 'childAges', { ages: [3, 3] }],
      // a unit belongs to the age said with it, not to one said on its own before
      ['uno de 2 y otro de 11 meses', 'childAges', { ages: [2, 0] }],
      ['el mayor 3 y el menor 8 meses', 'childAges', { ages: [3, 0] }],
      // two babies, or a child of 3 and a baby of 8 months? asked (see the class in `readAges`)
      ['de 3 y 8 meses', 'childAges', undefined],
      ['dos bebés de 3 y 8 meses', 'childAges', { children: 2, ages: [0, 0] }],
      ['4 y 7 años', 'childAges', { ages: [4, 7] }],
      // company at the party question, or in a travel sentence
      ['con mi esposa', 'party', { adults: 2 }],
      ['with my husband', 'party', { adults: 2 }],
      ['voy con mi esposa', 'dates', { adults: 2 }],
      ['viajo con mi novio', undefined as never, { adults: 2 }],
      ['yo', 'party', { adults: 1 }],
      ['yo', 'name', undefined],
      ['4 o 5', 'party', { unsure: { totals: [4, 5] } }],
      ['una familia de 4', 'party', { unsure: { totals: [4], family: true } }],
      ['4 friends', 'party', { adults: 4 }],
      ['5 amigas', 'party', { adults: 5 }],
      ['me my wife', 'party', { adults: 2 }],
      ['2 y 1', 'party', undefined],
      ['2', 'party', undefined],
      ['4', 'party', undefined],
      ['5 y 8', 'party', undefined],
      ['somos 3', 'party', { adults: 3 }],
      ['dos adultos y un niño', 'party', { adults: 2, children: 1 }],
      ['2 adultos', 'rooms', { adults: 2 }],
      ['2', 'rooms', undefined],
      ['3', 'nights', undefined],
      // round 4: "solo 1" at the party question; the count after "solo" only when nothing makes it something else
      ['solo 1', 'party', { adults: 1 }],
      ['solo una persona', 'party', { adults: 1 }],
      ['solo una persona', undefined as never, { adults: 1 }],
      ['just 1', 'party', { adults: 1 }],
      ['only one', 'party', { adults: 1 }],
      ['solo uno', 'party', { adults: 1 }],
      ['solo una', 'party', { adults: 1 }],
      ['solo 2', 'party', { adults: 2 }],
      ['just 2 please', 'party', { adults: 2 }],
      ['solo 1 noche', 'party', undefined],
      ['just one night', 'party', undefined],
      ['us 2 and our son', 'nights', { adults: 2, children: 1 }],
    ])('%s at %s', (text, slot, expected) => {
      expect(read(text, slot)).toEqual(expected);
    });
  });

  describe('spans', () => {
    it.each<[string, string[]]>([
      ['2 adultos y un niño de 5 años en cartagena', ['2 adultos y un niño de 5 años']],
      ['Hola! Quiero ir con mi esposa y mis 2 hijos de 5 y 8', ['con mi esposa y mis 2 hijos de 5 y 8']],
      ['familia de 5 (3 niños) en Santa Marta', ['familia de 5 (3 niños)']],
      ['una familia de 4', ['una familia de 4']],
      ['hey need a room for me, my gf and her 2 kids aged 4 and 12', ['a room for me, my gf and her 2 kids aged 4 and 12']],
      ['quiero 2 habitaciones del 15 al 18, somos 4', ['2 habitaciones', ', somos 4']],
      ['Del 15 al 18 para 2 adultos', ['para 2 adultos']],
      ['Somos 2 Adultos Y 2 Niños De 3 Y 7 Años', ['Somos 2 Adultos Y 2 Niños De 3 Y 7 Años']],
    ])('%s', (raw, parts) => {
      const r = extractOccupancy(msg(raw));
      expect(r?.spans.map(([s, e]) => raw.slice(s, e))).toEqual(parts);
    });

    it('reads the masked text only (earlier extractors blanked their words)', () => {
      const raw = 'para 2 personas del 15 al 18 de diciembre';
      const m = msg(raw);
      m.folded = m.folded.replace('del 15 al 18 de diciembre', ' '.repeat('del 15 al 18 de diciembre'.length));
      expect(extractOccupancy(m)).toEqual({ adults: 2, spans: [[0, 15]] });
    });

    it('does not stretch a span over blanked words', () => {
      const raw = 'el 15 de diciembre, 4 noches, somos 2';
      const m = msg(raw);
      m.folded = m.folded.replace('el 15 de diciembre', ' '.repeat(18)).replace('4 noches', ' '.repeat(8));
      const r = extractOccupancy(m);
      expect(r?.adults).toBe(2);
      expect(r?.spans.map(([s, e]) => raw.slice(s, e))).toEqual([', somos 2']);
    });
  });
});

describe('proposeLayout', () => {
  it.each<[number, number[], number | undefined, { adults: number; ages: number[] }[]]>([
    [1, [], undefined, [{ adults: 1, ages: [] }]],
    [2, [], undefined, [{ adults: 2, ages: [] }]],
    [3, [], undefined, [{ adults: 3, ages: [] }]],
    [
      4,
      [],
      undefined,
      [
        { adults: 2, ages: [] },
        { adults: 2, ages: [] },
      ],
    ],
    [2, [5, 8], undefined, [{ adults: 2, ages: [5, 8] }]],
    [3, [4], undefined, [{ adults: 3, ages: [4] }]],
    [
      4,
      [6, 9],
      undefined,
      [
        { adults: 2, ages: [6] },
        { adults: 2, ages: [9] },
      ],
    ],
    [
      2,
      [3, 5, 7],
      undefined,
      [
        { adults: 1, ages: [3, 7] },
        { adults: 1, ages: [5] },
      ],
    ],
    [
      7,
      [],
      undefined,
      [
        { adults: 3, ages: [] },
        { adults: 2, ages: [] },
        { adults: 2, ages: [] },
      ],
    ],
    [1, [2, 4, 6, 8], undefined, [{ adults: 1, ages: [2, 4, 6, 8] }]],
    [4, [], 1, [{ adults: 4, ages: [] }]],
    [4, [], 4, [1, 1, 1, 1].map((a) => ({ adults: a, ages: [] }))],
    [
      2,
      [10],
      2,
      [
        { adults: 1, ages: [10] },
        { adults: 1, ages: [] },
      ],
    ],
    [
      5,
      [1, 2],
      2,
      [
        { adults: 3, ages: [2] },
        { adults: 2, ages: [1] },
      ],
    ],
    [1, [], 2, []],
    [0, [5], undefined, []],
  ])('%i adults, ages %j, rooms %s', (adults, ages, rooms, expected) => {
    expect(proposeLayout(adults, ages, rooms)).toEqual(expected);
  });

  it('never leaves a room without an adult and keeps every child', () => {
    for (let adults = 1; adults <= 8; adults++) {
      for (let kids = 0; kids <= 6; kids++) {
        const ages = Array.from({ length: kids }, (_, i) => i + 1);
        const layout = proposeLayout(adults, ages);
        expect(layout.every((r) => r.adults >= 1 && r.adults <= 3)).toBe(true);
        expect(layout.reduce((s, r) => s + r.adults, 0)).toBe(adults);
        expect(layout.flatMap((r) => r.ages).sort((a, b) => a - b)).toEqual(ages);
        const sizes = layout.map((r) => r.adults);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      }
    }
  });
});

// Round 5: travel agents' shorthand, read only after a count.
const SHORTHAND: [string, Omit<OccupancyFound, 'spans'> | undefined, Slot?][] = [
  ['2 ADL + 1 CHD (5 años)', { adults: 2, children: 1, ages: [5] }, 'party'],
  ['2 adt + 1 chd', { adults: 2, children: 1 }, 'party'],
  ['2 ADT 1 CHD 5 años', { adults: 2, children: 1, ages: [5] }],
  ['2 ADL + 1 INF', { adults: 2, children: 1 }, 'party'],
  ['2 adl 1 inf 1 año', { adults: 2, children: 1, ages: [1] }, 'party'],
  ['2 ADL + 2 CHD (4, 7) + 1 INF', { adults: 2, children: 3, ages: [4, 7] }, 'party'],
  ['2 ADULT + 1 CHILD', { adults: 2, children: 1 }, 'party'],
  ['2adl+1chd', { adults: 2, children: 1 }, 'party'],
  ['1 ADL', { adults: 1 }, 'party'],
  ['3 pax', { adults: 3 }, 'party'],
  ['ADL: 2, CHD: 1', { adults: 2, children: 1 }, 'party'],
  // passengers with children added by a plus sign: the children come on top, as in "Pax 2+1"
  ['2 pax + 1 chd', { adults: 2, children: 1 }, 'party'],
  // never the codes on their own; a bare sum is asked (who is a child?), never taken
  ['2+1', { unsure: { totals: [3], sum: [2, 1] } }, 'party'],
  ['inf chd', undefined, 'party'],
  ['mas info', undefined],
];

describe('extractOccupancy: agents shorthand', () => {
  it.each(SHORTHAND)('%s', (text, expected, expecting) => {
    expect(read(text, expecting)).toEqual(expected);
  });
});

// Round 6: the speaker in a list ("my husband, me, and…"); "we" with a partner and children.
const ROUND6: [string, Omit<OccupancyFound, 'spans'> | undefined, Slot?][] = [
  ['my husband, me, and our twins (7)', { adults: 2, children: 2, ages: [7, 7] }, 'party'],
  ['my wife, me, and our son (4)', { adults: 2, children: 1, ages: [4] }, 'party'],
  ['queremos ir a santa marta con mi esposa y mis dos hijos de 8 y 10 años', { adults: 2, children: 2, ages: [8, 10] }],
  ['vamos a viajar con mi novia y mi hija de 6', { adults: 2, children: 1, ages: [6] }],
  ['we want to go with my husband and our 2 kids, 3 and 5', { adults: 2, children: 2, ages: [3, 5] }],
  ['ola x 5 noches somos 4', { adults: 4 }],
  // "we" with a friend: the party is unknown
  ['queremos ir con mi amigo y sus 2 hijos de 5 y 7', { children: 2, ages: [5, 7] }],
];

describe('extractOccupancy: round 6', () => {
  it.each(ROUND6)('%s', (text, expected, expecting) => {
    expect(read(text, expecting)).toEqual(expected);
  });
});

describe('round 7: room lists and partners with "we"', () => {
  const rows: [string, Omit<OccupancyFound, 'spans'> | undefined][] = [
    [
      '3 habitaciones: una para 2 adultos, otra para 2 adultos y un niño de 4, y otra para 1 adulto, Cartagena del 15 al 18 de diciembre',
      {
        adults: 5,
        children: 1,
        ages: [4],
        rooms: 3,
        perRoom: [
          { adults: 2, ages: [] },
          { adults: 2, ages: [4] },
          { adults: 1, ages: [] },
        ],
      },
    ],
    [
      '2 habitaciones, una con 2 adultos y la otra con 1 adulto',
      {
        adults: 3,
        rooms: 2,
        perRoom: [
          { adults: 2, ages: [] },
          { adults: 1, ages: [] },
        ],
      },
    ],
    [
      'una habitación para 2 adultos y otra para 1',
      {
        adults: 3,
        rooms: 2,
        perRoom: [
          { adults: 2, ages: [] },
          { adults: 1, ages: [] },
        ],
      },
    ],
    [
      'room 1: 2 adults; room 2: 1 adult and a 6 year old',
      {
        adults: 3,
        children: 1,
        ages: [6],
        rooms: 2,
        perRoom: [
          { adults: 2, ages: [] },
          { adults: 1, ages: [6] },
        ],
      },
    ],
    [
      '3 rooms: 2+2+1 adults',
      {
        adults: 5,
        rooms: 3,
        perRoom: [
          { adults: 2, ages: [] },
          { adults: 2, ages: [] },
          { adults: 1, ages: [] },
        ],
      },
    ],
    ['2+1 adults', undefined],
    ['Hola! Estamos planeando un viaje con mi novia del 15 al 18 de diciembre en Cartagena', { adults: 2 }],
    ['queremos hacer un viaje con mi novio a santa marta', { adults: 2 }],
    ['es un viajecito con mi pareja en cartagena', { adults: 2 }],
    ['vamos de vacaciones con mi marido', { adults: 2 }],
    ['un viaje con mi mujer a cartagena', { adults: 2 }],
    ['trip with my girlfriend to cartagena', { adults: 2 }],
    ['planning a trip with my partner', { adults: 2 }],
    ['vamos con mi esposa y mis papas de viaje', undefined],
  ];
  it.each(rows)('%s', (text, expected) => {
    const got = read(text);
    if (expected === undefined) expect(got?.adults).toBeUndefined();
    else expect(got).toEqual(expected);
  });
});

describe('round 8: who travels, classes from fresh11–13', () => {
  const rows: [text: string, slot: Slot | undefined, expected: Omit<OccupancyFound, 'spans'> | undefined][] = [
    // the speaker who does not go is not counted; a bracket naming the same people again is one group
    ['van solo los abuelos (mis papás) con sus tres nietos de 4, 9 y 11, yo no voy', 'party', { adults: 2, children: 3, ages: [4, 9, 11] }],
    ["my parents and my kids 5 and 7, I'm not going", 'party', { adults: 2, children: 2, ages: [5, 7] }],
    ['los abuelos (mis papás), mi esposa y yo', 'party', { adults: 4 }],
    // household staff travel as adults
    ['mi esposo, yo, mi hijo de 10 años, mi sobrino de 13 y la niñera', 'party', { adults: 3, children: 2, ages: [10, 13] }],
    ['me, my wife, our two kids 4 and 6 and the nanny', 'party', { adults: 3, children: 2, ages: [4, 6] }],
    // a room's party read within its own words
    [
      'una habitación para mi esposo y yo con la bebé de 4 meses y otra para mi mamá',
      'party',
      {
        adults: 3,
        children: 1,
        ages: [0],
        rooms: 2,
        perRoom: [
          { adults: 2, ages: [0] },
          { adults: 1, ages: [] },
        ],
      },
    ],
    // spouses of the people just named
    ['toda la familia: mis 2 hermanos con sus esposas, mis papás y yo', 'party', { adults: 7 }],
    ['my two brothers and their wives and me', 'party', { adults: 5 }],
    // separate rooms: one per couple named
    ['two couples, separate rooms', 'party', { adults: 4, rooms: 2 }],
    ['somos tres parejas de amigos cada pareja en su cuarto', 'party', { adults: 6, rooms: 3 }],
    ['me and my colleague, separate rooms', 'party', { adults: 2, rooms: 2 }],
    ['mis papás y yo en habitaciones separadas', 'party', { adults: 3 }],
    // one child named by two words
    ["my husband and I plus our baby girl, she's 10 months", 'party', { adults: 2, children: 1, ages: [0] }],
    // children of a count described one by one; ages said later for the children already counted
    ['mis papás y mis dos hijos el mayor tiene 14 y el chiquito 7', undefined, { children: 2, ages: [14, 7] }],
    ['mis dos hijos, la niña de 5 y el niño de 3', undefined, { children: 2, ages: [5, 3] }],
    ['con mis dos hijos de 6 y 9 y la niña de 3', undefined, { children: 3, ages: [6, 9, 3] }],
    ['somos 2 adultos y 2 niños, del 30 de diciembre al 4 de enero. Los niños tienen 4 y 7', undefined, { adults: 2, children: 2, ages: [4, 7] }],
    ['2 adultos y 2 niños, los niños tienen 4, 7 y 9', undefined, { adults: 2, unsure: { totals: [], uncountedChildren: true } }],
    ['con los niños, somos 2 adultos y 3 niños de 2, 6 y 10', undefined, { adults: 2, children: 3, ages: [2, 6, 10] }],
    // elders counted with a number are adults
    ['2 adultos y 2 abuelos', undefined, { adults: 4 }],
    // "we" with a partner among the company, beside children
    ['queremos ir con mis papás y mis dos hijos de 14 y 7 y mi esposo', undefined, { adults: 4, children: 2, ages: [14, 7] }],
    // agents' twins beside pax are twin rooms
    [
      '8 pax, 4 twins',
      'party',
      {
        adults: 8,
        rooms: 4,
        perRoom: [
          { adults: 2, ages: [] },
          { adults: 2, ages: [] },
          { adults: 2, ages: [] },
          { adults: 2, ages: [] },
        ],
      },
    ],
    // a married couple named by title
    ['Please reserve 2 rooms: one for Mr. and Mrs. Ito, one for their daughter (19)', undefined, { adults: 3, children: 0, rooms: 2 }],
    [
      '2 habitaciones: una para los señores Gómez (2 adultos) y otra para la señora Pérez con su hijo de 10',
      undefined,
      { adults: 3, children: 1, ages: [10], rooms: 2 },
    ],
    // minors described by what they do; grown-ups counted beside them
    ['un grupo de 8 estudiantes de 16 y 17 años y 2 profes', undefined, { adults: 2, children: 8 }],
    // rooms listed each with whom it is for: each room's people, added up
    ['dos dobles para dos parejas, una triple para tres amigas', undefined, { adults: 7, rooms: 3 }],
    // "a couple" at the nights question; the booker at the personal questions; a trip of the past
    ['a couple', 'nights', undefined],
    ['va a nombre de la Dra. Natalia Sánchez, yo solo soy la asistente', 'name', undefined],
    ['somos 3 adultos', 'name', { adults: 3 }],
    ['el Hotel Murallas del Caribe que allá nos quedamos en la luna de miel hace 10 años', 'destination', undefined],
    ['luna de miel en cartagena', undefined, { adults: 2 }],
    // an age said then corrected
    ['la niña 10 y el niño cumple 5 la otra semana, o sea que todavía tiene 4', 'childAges', { ages: [10, 4] }],
  ];
  it.each(rows)('%s at %s', (text, slot, expected) => {
    const got = read(text, slot);
    if (expected === undefined) expect(got?.adults).toBeUndefined();
    else expect(got).toEqual(expected);
  });
});

describe('a companion with their own children, added after a count', () => {
  const rows: [string, Omit<OccupancyFound, 'spans'> | undefined][] = [
    ["2 adults, oh wait my sister's coming too with her kid (10)", { adults: 3, children: 1, ages: [10] }],
    ['somos 2 y también viene mi cuñada con sus dos hijos de 4 y 6', { adults: 3, children: 2, ages: [4, 6] }],
    ['2 adults plus my brother and his son, 12', { adults: 3, children: 1, ages: [12] }],
    ['we are 2 plus my brother and his son, 12', { adults: 3, children: 1, ages: [12] }],
    ['2 adultos y un niño de 5, y también viene mi hermana con su hija de 3', { adults: 3, children: 2, ages: [5, 3] }],
    ['2 adults, and my sister is coming too with her two kids, 4 and 9', { adults: 3, children: 2, ages: [4, 9] }],
    // without a word of addition the sister may be one of the 2 adults: not derived
    ['2 adultos, mi hermana con su hijo de 10', { adults: 2, children: 1, ages: [10] }],
  ];
  it.each(rows)('%s', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });
});

describe('an age in years and months is one child, its completed years', () => {
  const rows: [string, number[]][] = [
    ['3 añitos y 9 meses', [3]],
    ['2 years and 6 months', [2]],
    ['2 years 6 months', [2]],
    ['un año y dos meses', [1]],
    ['año y medio', [1]],
    ['18 months', [1]],
    ['9 meses', [0]],
    // months said first: two children
    ['9 meses y 4 años', [0, 4]],
  ];
  it.each(rows)('%s at childAges', (text, ages) => {
    expect(read(text, 'childAges')).toEqual({ ages });
  });
  it('beside a count of children', () => {
    expect(read('2 adultos y un niño de 3 años y 9 meses')).toEqual({ adults: 2, children: 1, ages: [3] });
    expect(read('2 adults and a toddler, 2 years and 6 months')).toEqual({ adults: 2, children: 1, ages: [2] });
  });
});

describe('part of the ages at the ages question is asked again, never set', () => {
  /** The finding at the ages question with `awaited` ages still to come (undefined: the dialogue did not say). */
  function atAges(text: string, awaited?: number): Omit<OccupancyFound, 'spans'> | undefined {
    const r = extractOccupancy(msg(text, 'childAges'), awaited);
    if (!r) return undefined;
    const { spans, ...rest } = r;
    // the words stay claimed, so a number is not read as a bare answer or a date
    expect(spans.length).toBeGreaterThan(0);
    return rest;
  }
  it.each(['eldest is 14', 'el mayor tiene 9', 'the little one is 4', 'uno tiene 5', 'my eldest is 14', 'la grande tiene 10'])(
    '%s names one child among several',
    (text) => {
      expect(atAges(text)).toEqual({});
      expect(atAges(text, 2)).toEqual({});
    },
  );
  it('one child named when that was the last age awaited is taken', () => {
    expect(atAges('el mayor tiene 9', 1)).toEqual({ ages: [9] });
  });
  it('a bare number for two children is not one age for both', () => {
    expect(atAges('7', 2)).toEqual({});
    expect(atAges('5', 3)).toEqual({});
    expect(atAges('3 añitos y 9 meses', 2)).toEqual({});
    expect(atAges('7', 1)).toEqual({ ages: [7] });
    expect(atAges('7')).toEqual({ ages: [7] });
  });
  it('every age, or one age for all, is taken', () => {
    expect(atAges('el mayor tiene 9 y el menor 5')).toEqual({ ages: [9, 5] });
    expect(atAges('the oldest is 12 and the youngest 8', 2)).toEqual({ ages: [12, 8] });
    expect(atAges('5 y 8', 2)).toEqual({ ages: [5, 8] });
    expect(atAges('ambos de 6', 2)).toEqual({ ages: [6], sameAgeForAll: true });
  });
});

describe('a bare count on a family trip is asked like a family size', () => {
  it.each([
    'buenas tardes quería preguntar por santa marta para las vacaciones de junio somos cinco',
    'we are five, with the family',
    'somos 5 personas, vacaciones de junio',
    'we are 4, school holidays',
  ])('%s', (text) => {
    const got = read(text);
    expect(got?.adults).toBeUndefined();
    expect(got?.unsure?.family).toBe(true);
  });
  it.each([
    ['somos cinco', 5],
    ['we are five', 5],
    ['somos 5 adultos, vacaciones de junio', 5],
    ['somos 2, vacaciones con la familia', 2],
  ] as const)('%s stays %i adults', (text, adults) => {
    expect(read(text)).toEqual({ adults });
  });
});
