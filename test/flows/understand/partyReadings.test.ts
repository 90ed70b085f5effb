/**
 * Who travels, read from whole messages through the understanding step (`understand`), as the flow does: counts
 * with ages, relatives and partners, company added or left out, groups of grown-ups, and rooms said by who sleeps in them.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '../../../src/flows/understand/destinations.js';
import { understand } from '../../../src/flows/understand/index.js';
import type { OccupancyFound } from '../../../src/flows/understand/types.js';
import { ANSWER_DAY as TODAY, readAnswer as read } from './read.js';

/** The party read from `text` without its spans (undefined when none). */
function party(text: string, lang: 'es' | 'en'): Omit<OccupancyFound, 'spans'> | undefined {
  const o = understand(text, { lang, today: TODAY, catalogue: DEMO_CATALOGUE }).occupancy;
  if (!o) return undefined;
  const { spans: _spans, ...rest } = o;
  return rest;
}

describe('"N menores de A, B y C" lists the ages when as many are said as minors counted', () => {
  it.each([
    ['dos adultos y dos menores de 12 y 14', { adults: 2, children: 2, ages: [12, 14] }],
    ['somos 8 personas: 5 adultos y 3 menores de 15, 13 y 9', { adults: 5, children: 3, ages: [15, 13, 9] }],
  ])('%s', (text, expected) => {
    expect(read(text, 'party').occupancy).toMatchObject(expected);
  });
  it('one number after "menores de" is a bound, not the ages', () => {
    expect(read('2 adultos y 2 menores de 12', 'party').occupancy?.ages).toBeUndefined();
  });
});

describe('a birthday just passed is an age', () => {
  it.each([
    ['two adults one toddler, she just turned 2', 'en', { adults: 2, children: 1, ages: [2] }],
    ['a couple with twins, they just turned 5', 'en', { adults: 2, children: 2, ages: [5, 5] }],
    ['2 adultos y un niño que acaba de cumplir 5', 'es', { adults: 2, children: 1, ages: [5] }],
  ] as const)('%s', (text, lang, expected) => {
    expect(read(text, 'party', lang).occupancy).toMatchObject(expected);
  });
});

describe('at the ages question, the ages awaited decide whether one bare age is all of them', () => {
  it('one age for two children is taken for none', () => {
    expect(read('7', 'childAges', 'es', 2).occupancy?.ages).toBeUndefined();
    expect(read('7', 'childAges', 'es', 1).occupancy?.ages).toEqual([7]);
  });
});

describe('a work team counted is that many adults', () => {
  it.each([
    ['Need 5 rooms in Bogotá for our team of 10, 7-9 April (2 nights)', 'en', { adults: 10, rooms: 5 }],
    ['un equipo de 6 de la empresa', 'es', { adults: 6 }],
  ] as const)('%s', (text, lang, expected) => {
    expect(read(text, undefined, lang).occupancy).toMatchObject(expected);
  });
  it('a team of children stays children', () => {
    expect(read('equipo de 12 niños de fútbol', 'party').occupancy?.adults).toBeUndefined();
  });
});

describe('a room named in a question about its capacity is not booked', () => {
  it('¿cuántos caben…? then the party', () => {
    const o = read('cuantos caben en una habitacion? somos 5, 3 adultos y 2 niños de 2 y 4', 'party').occupancy;
    expect(o?.rooms).toBeUndefined();
    expect(o?.adults).toBe(3);
    expect(o?.ages).toEqual([2, 4]);
  });
  it('a room asked for plainly is still one room', () => {
    expect(read('quiero una habitacion', 'party').occupancy?.rooms).toBe(1);
  });
});

describe('an age to come corrected by the age now ("ahorita tiene 7")', () => {
  it('the birthday and its time are set aside', () => {
    const u = read('el mayor cumple 8 el mes q viene, ahorita tiene 7, y el otro 4', 'childAges', 'es', 2);
    expect(u.occupancy?.ages).toEqual([7, 4]);
    expect(u.dates).toBeUndefined();
  });
});

describe('a partner called by an endearment after "mi"/"my"', () => {
  it('mi amor y yo … con los 3 pelaos', () => {
    const o = read('mi amor y yo queremos ir a santa marta en semana santa con los 3 pelaos de 2 5 y 9', 'destination').occupancy;
    expect(o?.adults).toBe(2);
    expect(o?.ages).toEqual([2, 5, 9]);
  });
  it('an endearment to the bot counts nobody', () => {
    expect(read('gracias mi amor', 'party').occupancy).toBeUndefined();
  });
});

describe('someone named only right after a possessive ("my folks", "mi ex")', () => {
  it.each([
    ['my folks and I', 'en', { adults: 3 }],
    ['me, my ex, and our two kids aged 5 and 7', 'en', { adults: 2, children: 2, ages: [5, 7] }],
    ['mi ex y yo con los 2 niños de 4 y 6', 'es', { adults: 2, children: 2, ages: [4, 6] }],
    ['mi ex esposa y yo', 'es', { adults: 2 }],
  ] as const)('%s', (text, lang, expected) => {
    expect(party(text, lang)).toMatchObject(expected);
  });
  it('the same word elsewhere names nobody ("hi folks" greets)', () => {
    expect(party('hi folks, we are 2 adults', 'en')).toEqual({ adults: 2 });
  });
});

describe('someone named after couples counted as units is one more', () => {
  it.each([
    ['una pareja y mi mama', 3],
    ['dos parejas y mi suegra', 5],
    ['santa marta 3 habitaciones: una pareja, una pareja con bebe de 1 año y mi mama sola, del 10 al 17 de julio', 5],
  ])('%s', (text, adults) => {
    expect(read(text).occupancy?.adults).toBe(adults);
  });
});

describe('one room for each person', () => {
  it.each([
    ['I need a hotel in Bogota for a week starting Monday for me and two colleagues, one room each', 'en', 3],
    ['somos 3 amigos, una habitacion cada uno', 'es', 3],
    ['una habitacion para cada uno, somos 4', 'es', 4],
  ] as const)('%s', (text, lang, rooms) => {
    const o = read(text, undefined, lang).occupancy;
    expect(o?.rooms).toBe(rooms);
    expect(o?.adults).toBe(rooms);
  });
  it('with children who shares is asked', () => {
    expect(read('2 adults and a kid, one room each', undefined, 'en').occupancy?.rooms).toBeUndefined();
  });
});

describe('young people’s words said all grown-up are adults', () => {
  it.each([
    ['8 pelaos de la u, todos mayores de edad', 8],
    ['6 chicos del trabajo, todos adultos', 6],
    ['3 chicas, todas mayores de 18', 3],
    ['8 pelaos, todos mayores', 8],
  ])('%s', (text, adults) => {
    const o = read(text, 'party').occupancy;
    expect(o?.adults).toBe(adults);
    expect(o?.children ?? 0).toBe(0);
  });
  it('without the tag they stay unread (asked)', () => {
    expect(read('8 pelaos', 'party').occupancy).toBeUndefined();
  });
});

describe('a total broken down with the speakers counted by a pronoun', () => {
  it.each([
    ['familia de 4: nosotros 2 y 2 niños', 2, 2],
    ['somos 5: nosotros dos y tres niños de 2, 4 y 6', 2, 3],
  ])('%s', (text, adults, children) => {
    const o = read(text, 'party').occupancy;
    expect(o?.adults).toBe(adults);
    expect(o?.children).toBe(children);
  });
  it('a breakdown that does not add up stays asked', () => {
    expect(read('familia de 5: nosotros 2 y 2 niños', 'party').occupancy?.adults).toBeUndefined();
  });
});

describe('people counted with a pronoun', () => {
  it('a count limited in words', () => {
    expect(read('nosotros dos nomás', 'party').occupancy?.adults).toBe(2);
  });
  it.each([
    ['nosotros dos y mi suegra que tiene 78', 'es'],
    ['nosotros dos y mi mamá', 'es'],
    ['us two and my mom', 'en'],
  ] as const)('someone joined by "y"/"and" after them is one more: %s', (text, lang) => {
    const u = read(text, 'party', lang);
    expect(u.occupancy?.adults).toBe(3);
    expect(u.bareNumber).toBeUndefined();
  });
});

describe('ages of relatives', () => {
  it('a grown-up relative’s age only describes them', () => {
    const u = read('mi esposa y yo y mi papá de 90', 'party');
    expect(u.occupancy?.adults).toBe(3);
    expect(u.leftover).toBe('');
  });
  it('an age already reached ("que ya tiene 19") makes a son an adult', () => {
    expect(read('yo, mi esposa y mi hijo q ya tiene 19', 'party').occupancy?.adults).toBe(3);
  });
  it.each([
    ['a baby "de brazos" with its age in months', 'una pareja con un bebé de brazos de 7 meses', [0]],
    ['a young relative’s diminutive with a minor’s age is a child', 'vamos mi novia y yo y su hermanito de 16', [16]],
  ])('%s', (_name, text, ages) => {
    const o = read(text, 'party').occupancy;
    expect(o?.adults).toBe(2);
    expect(o?.ages).toEqual(ages);
  });
  it.each([
    ['mi hijo tiene 18, así que somos tres adultos: mi esposo, él y yo', 'es'],
    ['my son is 18, so we are 3 adults', 'en'],
  ] as const)('a total restated with a verb of being is the sum: %s', (text, lang) => {
    expect(read(text, 'party', lang).occupancy?.adults).toBe(3);
  });
});

describe('rooms said by who sleeps in them', () => {
  it('whose room it is adds no one', () => {
    const o = read('somos mi mamá, mi esposo, yo y los tres niños de 15, 12 y 7. Necesitamos que la habitación de la abuela sea accesible', 'party').occupancy;
    expect(o?.adults).toBe(3);
  });
  it('the list after a colon, other details between it and the count of rooms', () => {
    const o = read('Need 2 rooms in Santa Marta, Dec 27 to Jan 3: one for us and the kids (6, 10), another for grandma', undefined, 'en').occupancy;
    expect(o?.rooms).toBe(2);
    expect(o?.adults).toBe(3);
    expect(o?.perRoom).toEqual([
      { adults: 2, ages: [6, 10] },
      { adults: 1, ages: [] },
    ]);
  });
});

describe('party', () => {
  it('a child word after a child noun describes it', () => {
    expect(read('mis dos hijas adolescentes (13 y 17), mi esposo y yo', 'party').occupancy).toMatchObject({ adults: 2, children: 2, ages: [13, 17] });
    expect(read('2 adultos y dos hijos pequeños de 3 y 5', 'party').occupancy).toMatchObject({ adults: 2, children: 2, ages: [3, 5] });
  });
  it('a birthday to come is not an age', () => {
    expect(read('el niño tiene 2 y la niña 5, cumple 6 en enero', 'childAges').occupancy?.ages).toEqual([2, 5]);
    expect(read('mi hijo cumple 6 en enero', 'childAges').occupancy?.ages ?? []).toEqual([]);
  });
  it('a relative of a pair named again after "and" in a new clause', () => {
    expect(read("Hi, it's for my parents, they're both in their 70s and my dad uses a wheelchair", undefined, 'en').occupancy?.adults).toBe(2);
    expect(read("me and my wife, and my wife's mother", 'party', 'en').occupancy?.adults).toBe(3);
  });
  it('children of several families add up', () => {
    const o = read('2 adultos y 2 niños de 6 y 9, y 2 adultos más con uno de 4', 'party').occupancy;
    expect(o).toMatchObject({ adults: 4, children: 3, ages: [6, 9, 4] });
  });
  it('a form line of children with ages in brackets', () => {
    expect(read('Adultos: 2\nNiños: 2 (5 y 8)').occupancy).toMatchObject({ adults: 2, children: 2, ages: [5, 8] });
  });
  it('"solo"/"sola" as a clause of its own is one adult; "solo una noche" is not', () => {
    expect(read('el lunes después de Reyes a Bogotá por trabajo 4 noches, sola').occupancy?.adults).toBe(1);
    expect(read('solo una noche', 'nights', 'es', '2026-12-14').occupancy).toBeUndefined();
    expect(read('el sábado, una noche solita', 'dates').occupancy).toBeUndefined();
  });
  it('children beside a partner include the speaker, who goes with the partner', () => {
    expect(read('my wife and our 3 kids, 4, 9 and 12', 'party', 'en').occupancy).toMatchObject({ adults: 2, children: 3 });
    expect(read('my wife and my 3 kids', 'party', 'en').occupancy).toMatchObject({ adults: 2, children: 3 });
  });
  it('someone joined with "+" is added', () => {
    expect(read('2 adults + 2 kids (9 and 13) + grandma', 'party', 'en').occupancy).toMatchObject({ adults: 3, children: 2 });
    expect(read('2 adultos + 2 niños + la abuela', 'party').occupancy?.adults).toBe(3);
  });
  it("a grandparent's own daughter is no child", () => {
    expect(read('voy con mis 2 nietos de 5 y 7 y mi hija', 'party').occupancy).toMatchObject({ adults: 2, children: 2 });
  });
});

describe('company named after a count and left out of it', () => {
  it.each([
    ['2 adultos y mis cuñados', 'es'],
    ['2 adultos y mis primos', 'es'],
    ['somos 2 y mis primos', 'es'],
    ['2 adults plus my friends', 'en'],
    ['2 adultos con mis amigos', 'es'],
  ] as const)('a group of no number: "%s" asks the party again', (text, lang) => {
    const o = read(text, 'party', lang).occupancy;
    expect(o?.unsure).toEqual({ totals: [] });
    expect(o?.adults).toBeUndefined();
  });
  it('people of a known number: "2 adults and my in-laws" offers both totals', () => {
    expect(read('2 adults and my in-laws', 'party', 'en').occupancy?.unsure).toEqual({ totals: [4, 2] });
  });
  it('people of a known number beside children counted: "2 adultos, 1 niño y mis suegros" offers both totals, the child kept', () => {
    const o = read('2 adultos, 1 niño y mis suegros', 'party').occupancy;
    expect(o?.unsure).toEqual({ totals: [4, 2] });
    expect(o?.children).toBe(1);
    expect(o?.adults).toBeUndefined();
  });
  it('one grown-up who is no partner, joined at the end: "2 adultos y mi mamá" is one more (the decided reading)', () => {
    expect(read('2 adultos y mi mamá', 'party').occupancy?.adults).toBe(3);
  });
  it('people explaining the count, a total with "con", or added with "también" stay as read', () => {
    expect(read('Seremos cuatro adultos mayores: mis papás y mis suegros.', 'party').occupancy?.adults).toBe(4);
    expect(read('somos 3 con mis primos', 'party').occupancy?.adults).toBe(3);
    expect(read('2 adultos: mi esposa y yo', 'party').occupancy?.adults).toBe(2);
    expect(read('3 adults, my sister and my mom', 'party', 'en').occupancy?.adults).toBe(3);
    const u = read('2 adultos y tambien mi mama', 'party');
    expect(u.occupancy?.adults).toBe(2);
    expect(u.additive).toMatchObject({ companions: 1, joined: true });
  });
  it('a whole family of someone is a group of no number', () => {
    expect(read("2 adults and my sister's family", 'party', 'en').occupancy?.unsure).toEqual({ totals: [] });
  });
  it('one couple more after the people described adds to them ("another couple", "otra pareja", "dos adultos más")', () => {
    expect(read('2 adults and another couple', 'party', 'en').occupancy?.adults).toBe(4);
    expect(read('me and my wife and another couple', 'party', 'en').occupancy?.adults).toBe(4);
    expect(read('mi esposa y yo y otra pareja', 'party').occupancy?.adults).toBe(4);
    expect(read('mi esposa y yo y dos adultos más', 'party').occupancy?.adults).toBe(4);
    expect(read('mi esposa y yo, 2 adultos', 'party').occupancy?.adults).toBe(2);
    expect(read('another couple of days', 'party', 'en').occupancy).toBeUndefined();
  });
  it('"plus" or "más" before one person adds them, like "+"', () => {
    expect(read('2 adults plus my mom', 'party', 'en').occupancy?.adults).toBe(3);
    expect(read('2 adults plus grandma', 'party', 'en').occupancy?.adults).toBe(3);
    expect(read('2 adultos más mi mamá', 'party').occupancy?.adults).toBe(3);
    // "qué más, pana" is a greeting, not a sum
    expect(read('qué más pana, voy pa Medellín el sábado x 1 noche con mi novia', 'party').occupancy?.adults).toBe(2);
  });
});

describe("grown-ups' ages at the children's-ages question", () => {
  it('the ages of 18 and over beside children are said to be adults', () => {
    expect(read('17 y 19', 'childAges').occupancy).toMatchObject({ ages: [17], problem: { kind: 'childTooOld', age: 19, grown: [19] } });
    expect(read('5, 18 y 20', 'childAges').occupancy).toMatchObject({ ages: [5], problem: { kind: 'childTooOld', age: 18, grown: [18, 20] } });
  });
  it('without a child beside them nothing more is said', () => {
    expect(read('19', 'childAges').occupancy?.problem).toEqual({ kind: 'childTooOld', age: 19 });
  });
});

describe('a birthday to come is read by nobody', () => {
  it("beside the party, not the stay's month", () => {
    const u = read('2 adultos y una niña de 5, cumple 6 en enero', 'party');
    expect(u.dates).toBeUndefined();
    expect(u.occupancy).toMatchObject({ adults: 2, children: 1, ages: [5] });
  });
  it('at the start of an answer to the ages question', () => {
    expect(read('cumple 6 en enero, la niña tiene 5 y el niño 2', 'childAges').occupancy?.ages).toEqual([5, 2]);
    expect(read('cumple 6 en enero', 'childAges').dates).toBeUndefined();
  });
  it('an age to come corrected by the age now is still read', () => {
    expect(read('el niño cumple 5 la otra semana, o sea que todavía tiene 4', 'childAges').occupancy?.ages).toEqual([4]);
  });
});

describe("company added at the children's-ages question", () => {
  it('joins the adults counted before, not the message', () => {
    const u = read('8 y 10 años, ah y también viene mi cuñado', 'childAges');
    expect(u.occupancy?.ages).toEqual([8, 10]);
    expect(u.additive).toEqual(expect.objectContaining({ companions: 1 }));
    expect(u.additive?.joined).toBeUndefined();
    expect(u.leftover).toBe('');
  });
});

describe('someone added, then the new total said', () => {
  it.each([
    ['ay se me olvidó que va también mi hermana o sea somos tres adultos', 3],
    ["my sister is coming too, so we're 3 adults", 3],
  ])('%s: the total is the party, nobody is added to it', (text, adults) => {
    const u = read(text, 'party');
    expect(u.occupancy?.adults).toBe(adults);
    expect(u.additive).toBeUndefined();
  });
  it('without a total, the person named joins the party', () => {
    expect(read('ah y también va mi mamá', 'party').additive).toMatchObject({ companions: 1 });
  });
});

describe('a party of no number said as a group', () => {
  it.each([
    ['un grupo de amigos', 'es'],
    ['somos varios', 'es'],
    ['we are a few', 'en'],
    ['a few colleagues', 'en'],
  ] as const)('"%s" at the party question is asked back', (text, lang) => {
    expect(read(text, 'party', lang).occupancy?.unsure).toEqual({ totals: [] });
  });
  it('not elsewhere, nor with anyone named', () => {
    expect(read('un grupo de amigos', 'destination').occupancy).toBeUndefined();
    expect(read('mis amigos y yo', 'party').occupancy?.unsure).toBeUndefined();
  });
});

describe('a booking made for relatives, the speaker not among them', () => {
  it.each([
    ['reserva para mis papás en Cartagena del 3 al 5', 'es', 2],
    ['Necesitamos una habitación para mi papá de 80 años y mi mamá, en Medellín, desde el miércoles, 4 noches', 'es', 2],
    ["We need a hotel in Cartagena, two nights, starting the day after tomorrow. It's for my parents (both in their 70s)", 'en', 2],
    ["I'd like to book for my parents, Cartagena 3 nights", 'en', 2],
  ] as const)('%s', (text, lang, adults) => expect(party(text, lang)?.adults).toBe(adults));
  it('stays asked with one relative, the speaker named, company or no trip', () => {
    expect(party('Cartagena para mi esposa', 'es')?.adults).toBeUndefined();
    expect(party('para mis papás y yo, Cartagena del 3 al 5', 'es')?.adults).toBe(3);
    expect(party('voy para Cartagena con mis papás', 'es')?.adults).toBe(3);
    expect(party('quiero un regalo para mis papás', 'es')).toBeUndefined();
    // "pa mí" is "para mí": the speaker is in the second room, like the "para" form
    expect(party('cartagena 2 hab: una pa mis papás y otra pa mí y mi esposa, del 3 al 6 de abril', 'es')?.adults).toBe(4);
  });
});

describe('one other person said to travel alone', () => {
  it.each([
    ['Necesito Bogotá para el martes, una noche, es para mi papá que va a una cita en la clínica, él solito', 'es'],
    ['mi jefe me pidió reservar: Medellín, del 3 al 5, él solo.', 'es'],
    ['a new hire relocating to Bogotá needs a hotel for 30 nights starting March 1st. Just her.', 'en'],
    ['Medellín, staying four nights, just him.', 'en'],
    ['Looking for a hotel in Bogota for 2 nights. Arriving on the 3rd. Solo business trip.', 'en'],
  ] as const)('%s', (text, lang) => expect(party(text, lang)?.adults).toBe(1));
  it('"él solo" before a verb is "only"', () => {
    expect(party('él solo quiere saber precios', 'es')).toBeUndefined();
  });
});

describe('counted groups of grown-ups joined by "y"/"and"', () => {
  it.each([
    ['20 señoras y 4 señores, Cartagena del 3 al 5', 'es', 24],
    ['3 amigos y 2 amigas, Cartagena del 3 al 5', 'es', 5],
    ['booking for our book club: 8 women, Cartagena, February 20th to the 24th', 'en', 8],
    ['two pensioners, Bogotá 4 nights from 15th January', 'en', 2],
  ] as const)('%s', (text, lang, adults) => expect(party(text, lang)?.adults).toBe(adults));
  it('with the speaker going with them, one more; as a chat about others, nothing', () => {
    expect(party('voy con 3 amigos y 2 amigas, Cartagena del 3 al 5', 'es')?.adults).toBe(6);
    expect(party('3 amigos y 2 amigas me recomendaron Cartagena', 'es')).toBeUndefined();
  });
});

describe('the speaker with a partner or a relative described another way', () => {
  it.each([
    // "our honeymoon": a couple, whatever the possessive
    ["We'd love to stay at Casa Getsemani for our honeymoon!! Feb 14 for 5 nights", 'en', 2],
    // the speaker taking someone along ("llevar a", "take"): like "con"
    ['quiero llevar a mi esposa a Cartagena el 14 de febrero, tres noches', 'es', 2],
    ['I want to take my wife to Cartagena Feb 14 for 3 nights', 'en', 2],
    // an adjective of age between the possessive and the relative
    ['Travelling with my elderly mother (89) to Bogotá. Arriving Tuesday, staying 5 nights.', 'en', 2],
  ] as const)('%s', (text, lang, adults) => expect(party(text, lang)?.adults).toBe(adults));
  it('a verb of taking with no relative, or an adjective of age with talk about a trip, reads no party', () => {
    expect(party('take my advice', 'en')).toBeUndefined();
    expect(party('my old friend recommended Bogotá', 'en')).toBeUndefined();
  });
});

describe('a person added with a verb of joining, then their age', () => {
  it.each([
    ['Cartagena, 2 adults, we arrive on the 12th and stay until the 15th, ah and my brother joins us (he is 14)', 'en'],
    ['2 adults and my brother joins us, he is 14', 'en'],
    ['2 adultos y mi hermano se une (tiene 14)', 'es'],
  ] as const)('%s', (text, lang) => {
    expect(read(text, undefined, lang).occupancy).toMatchObject({ adults: 2, children: 1, ages: [14] });
  });
  it('without an age, whether they are among the count stays asked', () => {
    expect(read('2 adults and my brother joins us', 'party', 'en').occupancy).toMatchObject({ unsure: { totals: [3, 2] } });
  });
});

describe('an age in years and months is one child of the completed years', () => {
  it('dos añitos y seis meses', () => {
    expect(read('dos añitos y seis meses', 'childAges').occupancy?.ages).toEqual([2]);
  });
});
