import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '../../../src/flows/understand/destinations.js';
import { understand } from '../../../src/flows/understand/index.js';
import { extractOccupancy } from '../../../src/flows/understand/occupancy/index.js';
import type { OccupancyFound, Slot } from '../../../src/flows/understand/types.js';
import { readPartyAt as read } from './read.js';

type Row = [text: string, expected: Omit<OccupancyFound, 'spans'> | undefined];

describe('people described, not counted', () => {
  const rows: Row[] = [
    ['dos ingenieros', { adults: 2 }],
    ['2 engineers', { adults: 2 }],
    ['4 backpackers', { adults: 4 }],
    ['un matrimonio con un bebé de 1 añito', { adults: 2, children: 1, ages: [1] }],
    ['a retired couple', { adults: 2 }],
    ['una señora de 80 años y su enfermera', { adults: 2 }],
    ['yo con mi hija de 18', { adults: 2, children: 0 }],
    ['voy con mi hija de 19 y mi hijo de 15', { adults: 2, children: 1, ages: [15] }],
    ['The two of us and our 2-year-old twins', { adults: 2, children: 2, ages: [2, 2] }],
  ];
  it.each(rows)('%s', (text, expected) => expect(read(text)).toEqual(expected));

  it('keeps asking about a grown child said with no other adult (does the speaker travel?)', () => {
    expect(read('mi hijo de 20')).toEqual({ children: 1, problem: { kind: 'childTooOld', age: 20 } });
    expect(read('mi hija de 19 y mi hijo de 15')).toEqual({ children: 2, ages: [15], problem: { kind: 'childTooOld', age: 19 } });
  });

  it('does not read a bed as a couple', () => {
    expect(read('una cama de matrimonio')?.adults).toBeUndefined();
  });
});

describe('everyone named counts', () => {
  const rows: Row[] = [
    ['la abuela, mi esposa, yo y los 3 niños de 2, 7 y 10', { adults: 3, children: 3, ages: [2, 7, 10] }],
    ['my wife and I and my in-laws', { adults: 4 }],
    ['me and my mother-in-law', { adults: 2 }],
  ];
  it.each(rows)('%s', (text, expected) => expect(read(text)).toEqual(expected));

  it('leaves an elder named after a count of adults unread (were they counted? the bot asks)', () => {
    expect(read('2 adultos, 2 niños (3 y 5) y la abuela')).toEqual({ adults: 2, children: 2, ages: [3, 5] });
    expect(read('two adults, two children aged seven and ten, and grandpa')).toEqual({ adults: 2, children: 2, ages: [7, 10] });
  });
});

describe('spoken lists of ages without commas', () => {
  const rows: Row[] = [
    ['tres niños de cuatro seis y ocho años', { children: 3, ages: [4, 6, 8] }],
    ['dos adultos y cuatro niños de 2 4 6 y 8', { adults: 2, children: 4, ages: [2, 4, 6, 8] }],
    ["our three kids they're four six and ten", { children: 3, ages: [4, 6, 10] }],
  ];
  it.each(rows)('%s', (text, expected) => expect(read(text)).toEqual(expected));

  it('keeps a run of numbers not closed by "y"/"and" out of the ages', () => {
    expect(read('2 niños de 4 5 noches')?.ages).toEqual([4]);
  });
});

describe('babies and halves', () => {
  const rows: Row[] = [
    ['recién nacido y 3', { ages: [0, 3] }],
    ['uno recién nacido y otro de 2', { ages: [0, 2] }],
    ['a newborn and a 3-year-old', { children: 2, ages: [0, 3] }],
    ['año y medio y cuatro', { ages: [1, 4] }],
    ['6½ and 9', { ages: [6, 9] }],
  ];
  it.each(rows)('%s', (text, expected) => expect(read(text, 'childAges')).toEqual(expected));
});

describe('not people', () => {
  const rows: Row[] = [
    ['mi esposa embarazada y yo', { adults: 2 }],
    ['my wife and I and our dog', { adults: 2 }],
  ];
  it.each(rows)('%s', (text, expected) => expect(read(text)).toEqual(expected));
});

describe('a child role with an adult age is an adult', () => {
  const rows: Row[] = [
    ['2 adultos y un niño de dieciocho', { adults: 3, children: 0 }],
    ['my daughter (18), my son (16) and us two', { adults: 3, children: 1, ages: [16] }],
    ['my son is 19 and my daughter 12, plus me', { adults: 2, children: 1, ages: [12] }],
    ["My daughter is 18, so that's three adults", { adults: 3, children: 0 }],
    ['yo con mi hija de 18', { adults: 2, children: 0 }],
  ];
  it.each(rows)('%s', (text, expected) => expect(read(text)).toEqual(expected));
});

describe('a total and its breakdown said together are one party', () => {
  const rows: Row[] = [
    ['6 adults (3 couples)', { adults: 6 }],
    ['Honeymoon!!! 2 adults', { adults: 2 }],
    ['somos 8 — 4 adultos y 4 niños de 2, 4, 7 y 10', { adults: 4, children: 4, ages: [2, 4, 7, 10] }],
    ['family of 5 — kids 3, 6 and 10', { adults: 2, children: 3, ages: [3, 6, 10] }],
  ];
  it.each(rows)('%s', (text, expected) => expect(read(text)).toEqual(expected));
});

describe('people described rather than counted', () => {
  const rows: Row[] = [
    ['Me, the missus and the ankle-biters (3 and 5)', { adults: 2, children: 2, ages: [3, 5] }],
    ['for me, the other half and our two little ones (3 and 6)', { adults: 2, children: 2, ages: [3, 6] }],
    ['Me, hubby and the twins (4)', { adults: 2, children: 2, ages: [4, 4] }],
    ['Dad, mum and 3 kids: 5, 9, 14', { adults: 2, children: 3, ages: [5, 9, 14] }],
    ['Grandma, Grandpa and the three grandkids, 6, 8 and 11', { adults: 2, children: 3, ages: [6, 8, 11] }],
    ['familia: papá, mamá y dos niñas de 3 y 6', { adults: 2, children: 2, ages: [3, 6] }],
    ['los abuelos, nosotros dos y los 3 nietos de 2, 5 y 11', { adults: 4, children: 3, ages: [2, 5, 11] }],
    ['los abuelos, mis papás y yo', { adults: 5 }],
    ['mi hermano y yo, cada uno con su esposa', { adults: 4 }],
    ['Me and my wife plus our daughter and her husband', { adults: 4 }],
    ['retired couple', { adults: 2 }],
    ['we are two old people', { adults: 2 }],
    ['voy con mi hijo de 5', { adults: 1, children: 1, ages: [5] }],
  ];
  it.each(rows)('%s', (text, expected) => expect(read(text)).toEqual(expected));

  it('keeps "con mi hija de 4" said alone a child only (she may join a party already known)', () => {
    expect(read('con mi hija de 4')).toEqual({ children: 1, ages: [4] });
  });
});

describe('babies', () => {
  const rows: Row[] = [
    ['dos adultos con un recién nacido', { adults: 2, children: 1, ages: [0] }],
    ['a couple and their newborn', { adults: 2, children: 1, ages: [0] }],
    ['me and my newborn daughter', { adults: 1, children: 1, ages: [0] }],
    ["We're 3 adults and 1 baby (6 mo)", { adults: 3, children: 1, ages: [0] }],
    ['3 ADT 1 INF', { adults: 3, children: 1 }],
  ];
  it.each(rows)('%s', (text, expected) => expect(read(text)).toEqual(expected));
});

describe('ages at the ages question that are not plain ages', () => {
  const rows: [string, Omit<OccupancyFound, 'spans'> | undefined][] = [
    ['both under 2', undefined],
    ['diez y ocho', undefined],
    ['bebé de 6 meses y una de 4', { children: 2, ages: [0, 4] }],
    ['uno recién nacido y otro de 2', { ages: [0, 2] }],
  ];
  it.each(rows)('%s', (text, expected) => expect(read(text, 'childAges')).toEqual(expected));
});

describe('rooms said in words', () => {
  const rows: Row[] = [
    ['mi esposa y yo, en cuartos separados jaja', { adults: 2, rooms: 2 }],
    ['my colleague and I, separate rooms', { adults: 2, rooms: 2 }],
    ['5 colleagues, each in their own room', { adults: 5, rooms: 5 }],
    ['mi parcero y yo, cada uno en su cuarto', { adults: 2, rooms: 2 }],
    ['2 adultos y 1 niño de 8, en una sola habitacion', { adults: 2, children: 1, ages: [8], rooms: 1 }],
  ];
  it.each(rows)('%s', (text, expected) => expect(read(text)).toEqual(expected));

  it('leaves separate rooms unread with children (who shares with whom is asked)', () => {
    expect(read('2 adultos y 2 niños, habitaciones separadas')?.rooms).toBeUndefined();
  });
});

describe('round 3: who travels', () => {
  const rows: [string, Omit<OccupancyFound, 'spans'> | undefined, Slot?][] = [
    // agents' shorthand "adults+children", read when the ages or glued codes confirm it
    ['2+2 (3 & 7)', { adults: 2, children: 2, ages: [3, 7] }],
    ['2A+1C(8y)', { adults: 2, children: 1, ages: [8] }],
    ['2+2, niños de 4 y 6', { adults: 2, children: 2, ages: [4, 6] }],
    // a bare sum is asked (who is a child?), never taken
    ['2+1', { unsure: { totals: [3], sum: [2, 1] } }],
    ['una triple: 2 ADT + 1 CHD 10 años', { adults: 2, children: 1, ages: [10], rooms: 1 }],
    // a speaker count with children joined by "y": the count is the adults
    ['somos 2 y un nene de 3', { adults: 2, children: 1, ages: [3] }],
    ['somos 2 y un pelaito d 4 años', { adults: 2, children: 1, ages: [4] }],
    // agents' passengers with children added by "+": the children come on top, as in "Pax 2+1"
    ['2 pax + 1 chd', { adults: 2, children: 1 }],
    ['2 pax y 1 chd', { children: 1 }],
    // grown relatives, the speaker's own age, family roles
    ['for myself, my wife and our two grown-up sons', { adults: 4 }],
    ['Me (34) and my son (17)', { adults: 1, children: 1, ages: [17] }],
    ['Single dad with a six-year-old', { adults: 1, children: 1, ages: [6] }],
    ['Grandparents, parents and two kids aged 3 and 5', { adults: 4, children: 2, ages: [3, 5] }],
    // groups counted with who they are
    ['A hen party of 12 girls', { adults: 12 }],
    ['un grupo de 12 del trabajo', { adults: 12 }],
    ['6 guys', { adults: 6 }],
    ['mi parcero y yo', { adults: 2 }],
    ['party of 2. Any rooms?', { adults: 2 }],
    // a person named by title
    ['el Dr. Pérez y su esposa', { adults: 2 }],
    ['el Dr. Pérez, su esposa y la hija de 19', { adults: 3, children: 0 }],
    ['para el dr perez 1 hab sencilla', { adults: 1, rooms: 1 }],
    ['1 adulto, habitación sencilla, para la Dra. Lozano', { adults: 1, rooms: 1 }],
    // typos of the adult word
    ['2 adluts', { adults: 2 }],
    ['2 aduts', { adults: 2 }],
    ['2 adultso', { adults: 2 }],
    // children of unknown number beside adults: asked back, never searched without them
    ['mi esposo, yo y los niños', { adults: 2, unsure: { totals: [], uncountedChildren: true } }],
    ['2 adultos y unos niños', { adults: 2, unsure: { totals: [], uncountedChildren: true } }],
    ['2 adults and the kids', { adults: 2, unsure: { totals: [], uncountedChildren: true } }],
    // children travelling alone: no adult
    ['just my two kids, 8 and 10, travelling alone', { children: 2, ages: [8, 10], problem: { kind: 'noAdults' } }],
    // several parties counted with "each": not one party's count (asked)
    ['Two families, each 2 adults + 1 kid (5 and 7), separate rooms', undefined],
    ['dos matrimonios con un niño cada uno, de 6 y 9', undefined],
    // vague groups at the party question: people of no number, asked back (no totals to offer)
    ['un grupo de amigos', { unsure: { totals: [] } }],
    ['la familia completa', { unsure: { totals: [] } }],
    ['somos varios', { unsure: { totals: [] } }],
    ['A few friends', { unsure: { totals: [] } }],
    ['Our family', { unsure: { totals: [] } }],
  ];
  it.each(rows)('%s', (text, expected, slot) => expect(read(text, slot ?? 'party')).toEqual(expected));
});

describe('groups of one kind of grown-up', () => {
  // class: a count of grown-ups named by who they are ("8 señoras", "12 lads", "6 delegates")
  const rows: Row[] = [
    ['8 señoras', { adults: 8 }],
    ['A group of 12 lads for a stag do', { adults: 12 }],
    ['6 delegados', { adults: 6 }],
  ];
  it.each(rows)('%s', (text, expected) => expect(read(text)).toEqual(expected));

  it('reads a group after a comma as the party when nobody is named before it', () => {
    // in a first message (no question asked): the words read by others blanked, as `understand` does
    const first = (raw: string, folded: string) => extractOccupancy({ raw, folded, lang: 'es', today: '2026-11-23' })?.adults;
    expect(first('Medellín 2 noches, 3 parceros', 'Medellin         , 3 parceros')).toBe(3);
    // after someone named, the comma joins the group to them (the speaker's company, not the whole party)
    expect(first('mi esposa, 3 amigos', 'mi esposa, 3 amigos')).not.toBe(3);
  });
});

describe("agents' and regional words", () => {
  const rows: Row[] = [
    // class: "CNB" (child, no bed) is a child like CHD
    ['3 adults, 1 CNB aged 5', { adults: 3, children: 1, ages: [5] }],
    // class: "pieza" is a room
    ['cuatro adultos, dos piezas', { adults: 4, rooms: 2 }],
  ];
  it.each(rows)('%s', (text, expected) => expect(read(text)).toEqual(expected));
});

/** The party read from `text` without its spans (undefined when none). */
function party(text: string, lang: 'es' | 'en', expecting?: Slot): Omit<OccupancyFound, 'spans'> | undefined {
  const o = understand(text, { lang, today: '2026-11-23', catalogue: DEMO_CATALOGUE, expecting }).occupancy;
  if (!o) return undefined;
  const { spans: _spans, ...rest } = o;
  return rest;
}

describe('pets are never people', () => {
  it.each([
    ['2 adultos 2 niños 4 y 9 años, llevamos una mascota pequeña', 'es', { adults: 2, children: 2, ages: [4, 9] }],
    ['2 adults 1 kid aged 5 and we bring our small dog', 'en', { adults: 2, children: 1, ages: [5] }],
    ['vamos mi esposa y yo con nuestro perrito chiquito y mi hija de 5', 'es', { adults: 2, children: 1, ages: [5] }],
  ] as const)('%s', (text, lang, expected) => expect(party(text, lang, 'party')).toEqual(expected));
  it('a pet alone sets no party, and is a request for staff', () => {
    expect(party('llevamos una mascota pequeña', 'es', 'party')).toBeUndefined();
    expect(understand('con mi perrito', { lang: 'es', today: '2026-11-23', catalogue: DEMO_CATALOGUE, expecting: 'party' }).requests).toEqual(['pets']);
  });
});

describe('twins named after their ages are already counted', () => {
  it.each([
    ['nosotros dos y tres niños de 7, 7 y 4 (los mayores son mellizos)', 'es', { adults: 2, children: 3, ages: [7, 7, 4] }],
    ["2 adults and 2 kids aged 5 and 5, they're twins", 'en', { adults: 2, children: 2, ages: [5, 5] }],
    ['2 adultos y mellizos de 4', 'es', { adults: 2, children: 2, ages: [4, 4] }],
  ] as const)('%s', (text, lang, expected) => expect(party(text, lang, 'party')).toEqual(expected));
});

describe('relatives described with their own children', () => {
  it.each([
    ['the two of us, my daughter and son-in-law, and their three children: 14, 10 and 18 months', 'en', { adults: 4, children: 3, ages: [14, 10, 1] }],
    ['mi esposo y yo, mi hija y mi yerno y los dos niños de 3 y 5', 'es', { adults: 4, children: 2, ages: [3, 5] }],
    [
      'Vamos mi esposo y yo, mis dos hijos con sus esposas y los nietos, que son tres: uno de 9, una de 6 y el chiquito de 2 añitos',
      'es',
      { adults: 6, children: 3, ages: [9, 6, 2] },
    ],
    ['2 adults and the grandkids, who are 3: 4, 6 and 9', 'en', { adults: 2, children: 3, ages: [4, 6, 9] }],
    ['mis papás, mis tres hermanos, yo, y los sobrinos que son cuatro, de 3, 5, 8 y 12 añitos', 'es', { adults: 6, children: 4, ages: [3, 5, 8, 12] }],
    ['my wife and I, our two sons and their wives', 'en', { adults: 6 }],
  ] as const)('%s', (text, lang, expected) => expect(party(text, lang, 'party')).toEqual(expected));
  it('reads a diminutive of a family word as that word (the age of the little one is asked)', () => {
    expect(party('mi esposa, yo y nuestro nietecito', 'es', 'party')).toEqual({ adults: 2, children: 1 });
    expect(party('con mi abuelita y mis dos hijitos de 4 y 6', 'es', 'party')).toEqual({ adults: 2, children: 2, ages: [4, 6] });
  });
  it('keeps months of a baby past a year to that baby', () => {
    expect(party('3 kids: 14, 10 and 18 months', 'en', 'party')).toEqual({ children: 3, ages: [14, 10, 1] });
  });
});

describe('a total restated or corrected is the total', () => {
  it.each([
    ['2 adults and our grandchildren aged 8 and 10. Oh, and our daughter will join us, so 3 adults.', 'en', { adults: 3, children: 2, ages: [8, 10] }],
    ['2 adultos y mi nieto de 5, y va mi hija también, entonces 3 adultos', 'es', { adults: 3, children: 1, ages: [5] }],
    ['2 adultos, digo 3 adultos', 'es', { adults: 3 }],
    ['2 adults, I mean 3 adults, and a kid of 4', 'en', { adults: 3, children: 1, ages: [4] }],
  ] as const)('%s', (text, lang, expected) => expect(party(text, lang, 'party')).toEqual(expected));
});

describe('family words counted as adults', () => {
  it.each([
    ['mi compadre, mi comadre, mi señora y yo', 'es', { adults: 4 }],
    ['somos 3 parceros y 2 parceras', 'es', { adults: 5 }],
    ['we are 3 friends and 2 colleagues', 'en', { adults: 5 }],
    ['somos 2 y mi papá que va en silla de ruedas', 'es', { adults: 3 }],
  ] as const)('%s', (text, lang, expected) => expect(party(text, lang, 'party')).toEqual(expected));
  it('keeps a person said to be among the count out of it', () => {
    expect(party('somos 3, incluyendo a mi papá', 'es', 'party')).toEqual({ adults: 3 });
    expect(party('somos 2 con mi papá', 'es', 'party')?.adults).not.toBe(3);
  });
});

describe('rooms corrected inside the message: the last decided value', () => {
  it.each([
    ['dos habitaciones no, una sola', 1],
    ['somos un matrimonio mayor, dos habitaciones no, una sola, y que sea en primer piso', 1],
    ['mi esposa y yo y mis hijos de 9 y 4. Una habitación grande o dos, lo que usted vea. Bueno, mejor dos.', 2],
    ['somos 8 adultos. Si se puede en cinco habitaciones, o bueno cuatro, ahí nos acomodamos. Cuatro entonces.', 4],
    ['Somos 3 familias: la de mi hermana (2 adultos, 1 niño de 10) y la mía (2 adultos). Una habitación por familia.', 3],
  ] as const)('%s', (text, rooms) => expect(party(text, 'es', 'party')?.rooms).toBe(rooms));
  it('asks when the guest leaves the rooms open', () => {
    expect(party('2 adultos, una habitación grande o dos, lo que usted vea', 'es', 'party')?.rooms).toBeUndefined();
    expect(party('2 adultos, una habitación por familia', 'es', 'party')?.rooms).toBeUndefined();
  });
  it('keeps plain room counts', () => {
    expect(party('2 habitaciones, 4 adultos', 'es', 'party')).toEqual({ adults: 4, rooms: 2 });
  });
});

describe('a question asking for advice is no party statement', () => {
  it.each([
    ['Ay, no sé si Cartagena o Santa Marta, ¿cuál me recomienda usted para ir con la abuela?', 'es'],
    ['which would you recommend to go with my wife?', 'en'],
  ] as const)('%s', (text, lang) => expect(party(text, lang, 'destination')).toBeUndefined());
  it('still reads a party said beside the request for advice', () => {
    expect(party('can you recommend a hotel for me and my wife', 'en', 'destination')).toEqual({ adults: 2 });
    expect(party('¿qué hotel me recomienda para 2 adultos?', 'es', 'destination')).toEqual({ adults: 2 });
  });
});

describe('a relative of any age said with a minor age is a child', () => {
  it.each([
    ['mis papás, mi hermano de 16 y yo', 'es', { adults: 3, children: 1, ages: [16] }],
    ['mi esposa y yo con mi primo de 12', 'es', { adults: 2, children: 1, ages: [12] }],
    ['mi hermana de 25 y yo', 'es', { adults: 2 }],
  ] as const)('%s', (text, lang, expected) => expect(party(text, lang, 'party')).toEqual(expected));
});

describe('grown-ups written as two words', () => {
  it.each([
    ['2 grown ups', { adults: 2 }],
    ['2 grown ups and 1 kid of 5', { adults: 2, children: 1, ages: [5] }],
  ] as const)('%s', (text, expected) => expect(party(text, 'en', 'party')).toEqual(expected));
});

describe('people named by their role in the trip', () => {
  it.each([
    // class: staff and work roles of the lexicon, in a list
    ['el gerente + 3 ingenieros + 2 técnicos', 'es', { adults: 6 }],
    ['el director, el subdirector y la asistente', 'es', { adults: 3 }],
    // class: slang for mum and dad
    ['la cucha, mi apa y yo', 'es', { adults: 3 }],
    // class: a group counted by its noun, the trip's staff or another role joined after it
    ['grupo de 20 pax + 1 guía + 1 conductor', 'es', { adults: 22 }],
    ['grupo de 24 peregrinas con el sacerdote y el chofer', 'es', { adults: 26 }],
    ['Grupo de 12 universitarios y 2 profesores', 'es', { adults: 14 }],
    ['22 señoras + el padre + el conductor', 'es', { adults: 24 }],
    // class: people joined after a couple described are more
    ['los novios y 8 invitados', 'es', { adults: 10 }],
    ['los novios y el fotógrafo', 'es', { adults: 3 }],
    // class: grown-ups counted in brackets after people named sum them up
    ['mis papás y mis suegros (4 adultos)', 'es', { adults: 4 }],
    // class: the same people counted, then said as couples after a comma
    ['somos cuatro adultos, dos parejas de amigos', 'es', { adults: 4 }],
  ] as const)('%s', (text, lang, expected) => expect(party(text, lang, 'party')).toEqual(expected));

  it('still asks where people of a mere count may include the one joined', () => {
    expect(party('12 personas y mi esposa', 'es', 'party')?.adults).toBeUndefined();
    expect(party('3 amigos + mi esposa', 'es', 'party')?.adults).toBeUndefined();
  });
});

describe('couples and pairs named by one word', () => {
  it.each([
    // class: one couple described twice is one couple
    ['Cartagena para luna de miel, los novios, 5 noches desde el sábado', 'es', { adults: 2 }],
    // class: two titles joined before one surname
    ['Hello, booking for Dr. and Mrs. Patel, Medellín, 3 nights', 'en', { adults: 2 }],
    ['el Dr. y la Dra. Gómez van a Cartagena', 'es', { adults: 2 }],
    // class: a man named by title, then "la señora" with no name: his wife
    ['para el señor ramírez la señora y el niño que tiene nueve años', 'es', { adults: 2, children: 1, ages: [9] }],
    // class: a list after a comma whose other words were read by others
    ['Año nuevo en Santa Marta: 31/12 al 02/01, matrimonio con bebé de 6 meses', 'es', { adults: 2, children: 1, ages: [0] }],
    // class: a list going on before the comma the speaker's words follow
    ['pa ctg en el puente d la raza, la cucha, el cucho, mi hermano d 12 y yo', 'es', { adults: 3, children: 1, ages: [12] }],
    // class: a child counted, then said whose it is
    ['para bogota, 5 noches, 1 adulto, y súmale un niño de 4, mi hijo', 'es', { adults: 1, children: 1, ages: [4] }],
  ] as const)('%s', (text, lang, expected) => expect(party(text, lang)).toMatchObject(expected));

  it('reads no person from a title before a word that is no name', () => {
    expect(party('el señor llega el lunes que viene', 'es', 'dates')).toBeUndefined();
  });

  it('asks how many travel beside the elders of the family named with the article', () => {
    expect(party('puente de San José, con los suegros', 'es', 'dates')?.adults).toBeUndefined();
    expect(party('voy con los abuelos', 'es', 'party')).toEqual({ adults: 3 });
  });
});

describe('bookings made for others by their role', () => {
  it.each([
    // class: a booking for a client: the client and those named with them, not the speaker
    ['Mi cliente y su esposa quieren Casa Getsemaní para el puente de Reyes', 'es', { adults: 2 }],
    ['yeah hi need Santa Marta this weekend for my client and his wife no kids', 'en', { adults: 2, children: 0 }],
    // class: someone named travelling alone
    ['hola buenas mi cliente viaja solo a bogota mañana', 'es', { adults: 1 }],
    // class: a booking for people named by their job, the first with the article
    ['Medellín fin de semana para el gerente general, una sencilla', 'es', { adults: 1, rooms: 1 }],
    ['Para el gerente de ventas y 2 vendedores: Bogotá, 03/12 a 05/12, 3 sencillas', 'es', { adults: 3, rooms: 3 }],
    // class: a work role qualified by its field
    ['Pedido urgente: Medellín hoy 2 noches, 2 técnicos de mantenimiento, 1 habitación', 'es', { adults: 2, rooms: 1 }],
  ] as const)('%s', (text, lang, expected) => expect(party(text, lang)).toMatchObject(expected));

  it('still asks where someone beside the client or the staff is not read', () => {
    expect(party('Santa Marta, mi cliente con esposa y dos niños de 6 y 9', 'es')?.adults).toBeUndefined();
    expect(party('Cancún, mi cliente es de Monterrey', 'es', 'destination')).toBeUndefined();
    expect(party('Cartagena, tres habitaciones, una para el ingeniero, otra para el cliente nuevo', 'es')?.adults).toBeUndefined();
  });
});

describe('a family or a couple said by an emoji', () => {
  it.each([
    ['👨‍👩‍👧', 'party', { adults: 2, children: 1 }],
    ['poblado verde 👨‍👩‍👧‍👦 del 10 al 14 d julio, los niños tienen 5 y 9', undefined, { adults: 2, children: 2, ages: [5, 9] }],
    ['cartagena 15/3 al 20/3 👫', undefined, { adults: 2 }],
  ] as const)('%s', (text, at, expected) => expect(party(text, 'es', at)).toMatchObject(expected));

  it('lets the words win and reads no other emoji as people', () => {
    expect(party('2 adultos 👨‍👩‍👧', 'es', 'party')).toEqual({ adults: 2 });
    expect(party('hola 😀 cartagena', 'es')).toBeUndefined();
    expect(party('👨‍👩‍👧 👨‍👩‍👧', 'es', 'party')).toBeUndefined();
  });
});

describe('couples, godparents and spouses named by one word', () => {
  it.each([
    // class: a married couple named bare, opening the party's words
    ['matrimonio con su hijo de 18', 'party', { adults: 3 }],
    ['couple + 1 kid age 9, Cartagena, the weekend', undefined, { adults: 2, children: 1, ages: [9] }],
    // class: the couple's relatives counted
    ['los novios y los dos padrinos', 'party', { adults: 4 }],
    ['boda íntima: los novios, 4 padrinos y los papás de ambos, 10 en total', 'party', { adults: 10 }],
    // class: a group counted with one spouse each
    ['3 amigos con sus esposas', 'party', { adults: 6 }],
    // class: "la cucha" (Colombian) is the speaker's mum, like "la abuela"
    ['semana santa en santa marta con la cucha y mi hermanita d 10', undefined, { adults: 2, children: 1, ages: [10] }],
    // class: former colleagues are colleagues
    ['Somos 8 ex compañeros de la facu, Medellín, del 9 al 12 de octubre', undefined, { adults: 8 }],
  ] as const)('%s', (text, at, expected) => expect(party(text, 'es', at)).toMatchObject(expected));

  it('reads no couple from a bed or a room "de matrimonio"', () => {
    expect(party('una cama de matrimonio con vista al mar', 'es', 'party')).toBeUndefined();
    expect(party('quiero una habitación de matrimonio con balcón', 'es')?.adults).toBeUndefined();
  });
});

describe('grown-ups named by a plural of a family role', () => {
  it.each([
    // class: plurals of one-person family roles counted ("dos mamás", "3 abuelas", "two moms")
    ['dos mamás con cuatro niños (3, 5, 8 y 10 años)', 'es', { adults: 2, children: 4, ages: [3, 5, 8, 10] }],
    ['two moms and 3 kids (4, 6, 9)', 'en', { adults: 2, children: 3, ages: [4, 6, 9] }],
    // class: the speakers counted by a role of grown-ups only, children said after them
    ['Hola! Somos dos mamás con cuatro niños (3, 5, 8 y 10 años).', 'es', { adults: 2, children: 4, ages: [3, 5, 8, 10] }],
  ] as const)('%s', (text, lang, expected) => expect(party(text, lang)).toMatchObject(expected));

  it('never adds a group with an age said to the grown-ups counted', () => {
    expect(party('somos 2 profesores y 10 estudiantes de 15', 'es')).toMatchObject({ adults: 2, children: 10 });
  });

  it('counts "la quinceañera" as a child whose age is asked', () => {
    expect(party('para una quinceañera: la quinceañera, 6 amigas de 15 y 16, y 3 mamás', 'es')).toMatchObject({ adults: 3, children: 7 });
  });
});

describe('a child named by a word that says their age', () => {
  it.each([
    ['la quinceañera, sus papás, los 2 hermanitos de 8 y 10 y los abuelos', { adults: 4, children: 3, ages: [15, 8, 10] }],
    ['la quinceañera y yo', { adults: 1, children: 1, ages: [15] }],
  ] as const)('%s', (text, expected) => expect(party(text, 'es', 'party')).toEqual(expected));
});

describe("a company's staff the booking is for", () => {
  it('reads "our sales rep" as the one traveller', () => {
    expect(party('Two nights in Bogotá from tomorrow for our sales rep, expense code MKT-22', 'en')).toMatchObject({ adults: 1 });
    expect(party('Bogotá mañana, voy con nuestro gerente', 'es')).toMatchObject({ adults: 2 });
  });
});

describe('children counted, then described one by one', () => {
  it.each([
    ['my 2 kids (a teen & a tween)', { children: 2 }],
    ['2 adults, 2 kids: a toddler and a 5-year-old', { adults: 2, children: 2 }],
    ['2 adults, 2 kids: a 3-year-old and a 5-year-old', { adults: 2, children: 2, ages: [3, 5] }],
  ])('%s', (text, expected) => expect(read(text, 'party', 'en')).toEqual(expected));
  it('reads the Spanish "uno de 5" among them, asking the ages not all said', () => {
    expect(read('2 adultos, 2 niños: un bebé y uno de 5')).toEqual({ adults: 2, children: 2 });
  });
});

describe('one possessive shared by two grown-up relatives', () => {
  it.each([
    ['me, my mum and dad, and my brother', 'en', { adults: 4 }],
    ['my wife, me, my mum and dad, 2 rooms', 'en', { adults: 4, rooms: 2 }],
    ['yo, mi papá y mamá, y mi hermana', 'es', { adults: 4 }],
  ] as const)('%s', (text, lang, expected) => expect(read(text, 'party', lang)).toEqual(expected));
});

describe('a pair of relatives named bare beside the speakers counted by a pronoun', () => {
  it.each([
    ['grandparents, us two and the kids (9 and 12)', 'en', { adults: 4, children: 2, ages: [9, 12] }],
    ['grandparents and us two', 'en', { adults: 4 }],
    ['abuelos, nosotros dos y los niños de 3 y 5', 'es', { adults: 4, children: 2, ages: [3, 5] }],
  ] as const)('%s', (text, lang, expected) => expect(read(text, 'party', lang)).toEqual(expected));
});

describe('a relative said little, with an age', () => {
  it('is a child of that age', () => {
    expect(read("my nan, my mum, me and my little brother (he's 10)", 'party', 'en')).toEqual({ adults: 3, children: 1, ages: [10] });
  });
  it('asks when the age is a grown-up one', () => {
    expect(read("me and my little sister, she's 25", 'party', 'en')?.children).toBeUndefined();
  });
});

describe('Spanish "son" (they are) before a number', () => {
  it.each([
    ['son 5 y 9', 'childAges', { ages: [5, 9] }],
    ['son de 5 y 9', 'childAges', { ages: [5, 9] }],
    ['perdón, son 4 no 3 ejecutivos', 'party', { adults: 4 }],
    ['para 3 ejecutivos en Laureles Jardín, perdón, son 4', 'party', { adults: 4 }],
  ] as const)('%s', (text, at, expected) => expect(read(text, at, 'es')).toEqual(expected));
  it('reads no child of English "son" from it', () => {
    expect(read('las noches son 4 no 3', 'confirm', 'es')?.children).toBeUndefined();
  });
  it('keeps English "son" in an English party', () => {
    expect(read('2 adults, son 4, daughter 6', 'party', 'en')).toEqual({ adults: 2, children: 2, ages: [4, 6] });
  });
});

describe('a school year is not an age', () => {
  it('reads no ages from "Year 2 and Year 5"', () => {
    expect(read("they're in Year 2 and Year 5", 'childAges', 'en')?.ages).toBeUndefined();
  });
  it('still reads "1 year 6 months" as an age', () => {
    expect(read('1 year 6 months', 'childAges', 'en')?.ages).toEqual([1]);
  });
});

describe('"room" as space', () => {
  it('reads the people and no room from "do you have room for 6 people?"', () => {
    expect(read('do you have room for 6 people?', 'party', 'en')).toEqual({ adults: 6 });
  });
  it('keeps "a room for 6 people" one room', () => {
    expect(read('a room for 6 people', 'party', 'en')).toEqual({ adults: 6, rooms: 1 });
  });
});

describe('a party listed without commas, as typed fast', () => {
  it('reads the speaker before "my" and a partner', () => {
    expect(read('me my wife 2 kids 4 and 7 and my in-laws', 'party', 'en')).toEqual({ adults: 4, children: 2, ages: [4, 7] });
  });
});

describe('a counted work group opening the message, going somewhere', () => {
  it('is the party', () => {
    expect(read('Dos ejecutivas de la compañía a Bogotá, cada una en su habitación', 'dates', 'es')).toEqual({ adults: 2, rooms: 2 });
  });
});

describe('one more added to a count', () => {
  it.each([
    ['four adults plus one more who just confirmed', 'en', { adults: 5 }],
    ['4 adultos y uno más', 'es', { adults: 5 }],
  ] as const)('%s', (text, lang, expected) => expect(read(text, 'party', lang)).toEqual(expected));
  it('adds nobody for one more of something else', () => {
    expect(read('2 adults and 1 more night', 'party', 'en')).toEqual({ adults: 2 });
  });
});

describe('where people know each other from, said before them', () => {
  it.each([
    ['a group of twelve uni friends', { adults: 12 }],
    ['me and 3 work friends', { adults: 4 }],
  ])('%s', (text, expected) => expect(read(text, 'party', 'en')).toEqual(expected));
});

describe('grown-ups and children said as two bare counts', () => {
  it.each([
    ['2 y 2 niños', 'es', { adults: 2, children: 2 }],
    ['two and two kids', 'en', { adults: 2, children: 2 }],
  ] as const)('%s', (text, lang, expected) => expect(read(text, 'party', lang)).toEqual(expected));
  it('reads no grown-ups from a date before the children', () => {
    expect(read('el 5 y 2 niños', 'party', 'es')?.adults).toBeUndefined();
  });
});

describe('the couple\'s children said by "our" and a count alone', () => {
  it.each([
    ['me, hubby and our two', 'en', { adults: 2, children: 2 }],
    ['me, my wife and our two, 4 and 7', 'en', { adults: 2, children: 2, ages: [4, 7] }],
    ['mi esposo, yo y nuestros dos', 'es', { adults: 2, children: 2 }],
  ] as const)('%s', (text, lang, expected) => expect(read(text, 'party', lang)).toEqual(expected));
  it('leaves an age said with "y/o" to the age readers', () => {
    expect(read('me, my partner, our 4 y/o and a baby of 8 months', 'party', 'en')).toEqual({ adults: 2, children: 2, ages: [4, 0] });
  });
  it('reads no children from "our 2 rooms"', () => {
    expect(read('our 2 rooms', 'party', 'en')?.children).toBeUndefined();
  });
});

describe('a member of a count described after it', () => {
  it.each([
    ['3 adults, one of them is my 19 yo son', 'en', { adults: 3, children: 0 }],
    ['3 adults including my son of 19', 'en', { adults: 3, children: 0 }],
    ['3 adultos, uno de ellos es mi hijo de 19', 'es', { adults: 3, children: 0 }],
    ['3 adultos incluido mi hijo de 19, y 2 niños de 4 y 6', 'es', { adults: 3, children: 2, ages: [4, 6] }],
  ] as const)('%s', (text, lang, expected) => expect(read(text, 'party', lang)).toEqual(expected));
  it('still adds a grown son joined by "y"/"and", or added after the member', () => {
    expect(read('2 adultos y mi hijo de 19')).toEqual({ adults: 3, children: 0 });
    expect(read('3 adults, one of them is my 19 yo son, plus my daughter of 20', 'party', 'en')).toEqual({ adults: 4, children: 0 });
  });
});

describe('someone added after a count by a verb of bringing them', () => {
  it.each([
    ['2 adults, 2 children - ages 4 and 6, plus we are bringing the nanny', 'en', { adults: 3, children: 2, ages: [4, 6] }],
    ['2 adults 2 kids, also bringing my mom', 'en', { adults: 3, children: 2 }],
    ['2 adultos y 2 niños de 4 y 6, y también traemos a la niñera', 'es', { adults: 3, children: 2, ages: [4, 6] }],
  ] as const)('%s', (text, lang, expected) => expect(read(text, 'party', lang)).toEqual(expected));
  it('counts the person once in the whole message (the additive reading does not add them again)', () => {
    const u = understand("Cartagena, from the 12th, 3 nights, 2 adults, 2 children - ages 4 and 6, plus we're bringing the nanny", {
      lang: 'en',
      today: '2026-11-23',
      catalogue: DEMO_CATALOGUE,
    });
    expect(u.occupancy?.adults).toBe(3);
    expect(u.additive).toBeUndefined();
  });
  it('does not add someone named after a count without a word of addition', () => {
    expect(read('2 adults, the nanny', 'party', 'en')).toEqual({ adults: 2 });
  });
});
