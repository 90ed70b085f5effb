/**
 * Classes read from fresh corpora written by families, by the outside testers' kind and by Spanish speakers of other
 * countries: children booked for with a grown-up of theirs, twins named in brackets, friends of the same age as a
 * child, a room said "second", the speaker staying behind, an occasion's owner alone, "maybe" said the Rioplatense way,
 * a baby in arms, British "tomorrow fortnight", "en un par de días", "de aquí a N días", "mañana y pasado", a bare day
 * before a dated one, "el día de los enamorados", voseo before a name, Spanish given names, words of address. Read on
 * {@link ANSWER_DAY} (Sunday 2026-11-29).
 */
import { describe, expect, it } from 'vitest';
import { readAnswer, readParty, readPartyAt } from './read.js';

describe('children booked for with a grown-up of their own: the speaker is not in the party', () => {
  it.each([
    ['para mis dos hijos de 16 y 17 con su tío', 'es', 1, [16, 17]],
    ['mis dos hijos de 16 y 17 van con su tío', 'es', 1, [16, 17]],
    ['my kids 6 and 9 go with their aunt', 'en', 1, [6, 9]],
  ] as const)('"%s"', (text, lang, adults, ages) => {
    expect(readParty(text, lang)).toMatchObject({ adults, ages });
  });
  it.each([
    ['viajo con mis dos hijos de 16 y 17 y su papá', 'es', 2],
    ['mis dos hijos de 16 y 17 con su papá', 'es', 2],
  ] as const)('"%s" keeps the speaker (near miss: a word of the speaker, or no "para" and no verb of theirs)', (text, lang, adults) => {
    expect(readParty(text, lang)).toMatchObject({ adults });
  });
});

describe('people of the party said in passing', () => {
  it('"los niños (gemelos de 4)" are two children of 4', () => {
    expect(readParty('mi esposo, yo, mi suegra y los niños (gemelos de 4)')).toMatchObject({ adults: 3, children: 2, ages: [4, 4] });
  });
  it('"2 CHD (twins, both 5)" stays two of 5 (near miss)', () => {
    expect(readParty('2 CHD (twins, both 5)', 'en')).toMatchObject({ children: 2, ages: [5, 5] });
  });
  it.each([
    ['mi hija de 17 con dos amigas de la misma edad y yo', 'es', [17, 17, 17]],
    ['my son (15) and 2 friends the same age, and me', 'en', [15, 15, 15]],
  ] as const)('friends of the same age as a child are children of that age: "%s"', (text, lang, ages) => {
    expect(readParty(text, lang)).toMatchObject({ adults: 1, children: 3, ages });
  });
  it('"mi hija, su esposo y el bebé de brazos; yo no viajo": a daughter with a husband is grown up', () => {
    expect(readParty('mi hija, su esposo y el bebé de brazos; yo no viajo')).toMatchObject({ adults: 2, children: 1, ages: [0] });
  });
  it.each([
    ['mis papás y mi hermano de 16, yo me quedo', 'es', 2],
    ["my grandson and his wife, they're the ones travelling, not me", 'en', 2],
  ] as const)('the speaker staying behind: "%s"', (text, lang, adults) => {
    expect(readParty(text, lang)).toMatchObject({ adults });
  });
  it('"mi esposa y yo no" is no speaker ruled out (near miss: "yo" joined to the list)', () => {
    expect(readParty('mi esposa y yo no')?.adults).not.toBe(1);
  });
  it('"for my parents\' anniversary" alone says nobody of the party (asked)', () => {
    expect(readAnswer("The coffee region, for my parents' anniversary", 'destination', 'en').occupancy).toBeUndefined();
  });
  it.each([
    ['Medellín, 2 adultos, y capaz se suma mi cuñado', 'es'],
    ['somos 2 y de repente viene mi tía', 'es'],
  ] as const)('someone who maybe comes is asked about: "%s"', (text, lang) => {
    expect(readPartyAt(text, 'party', lang)).toMatchObject({ unsure: {} });
  });
  it.each([
    ['2 adults and 3 kids: 12, 9 and a baby in arms', [12, 9, 0]],
    ['2 adults and a baby in arms', [0]],
  ] as const)('a baby in arms is aged 0: "%s"', (text, ages) => {
    expect(readParty(text, 'en')).toMatchObject({ adults: 2, ages });
  });
  it('at the ages question "one is a toddler and one is in grade 3" counts no child (the count known stays)', () => {
    expect(readAnswer('one is a toddler and one is in grade 3', 'childAges', 'en').occupancy?.children).toBeUndefined();
    expect(readAnswer('one is a toddler and one is in grade 3', 'childAges', 'en').bareNumber).toBeUndefined();
  });
  it('"Four mates from uni, Cartagena, …": the group opening the request is the party', () => {
    expect(readAnswer('Four mates from uni, Cartagena, 14/07 to 18/07, two rooms', undefined, 'en').occupancy).toMatchObject({ adults: 4, rooms: 2 });
  });
});

describe('rooms said one by one', () => {
  it.each([
    'a room for me and my wife, and a second room for our girls, 16 and 13',
    'a room for me and my wife, and another room for our girls, 16 and 13',
    'a room for me and my wife and a second one for our girls, 16 and 13',
  ])('"%s" is two rooms', (text) => {
    expect(readParty(text, 'en')).toMatchObject({ adults: 2, children: 2, ages: [16, 13], rooms: 2 });
  });
  it('"una habitación para mi esposa y yo y otra para las niñas de 16 y 13" is two rooms', () => {
    expect(readParty('una habitación para mi esposa y yo y otra para las niñas de 16 y 13')).toMatchObject({ adults: 2, rooms: 2 });
  });
});

describe('dates said the way of other countries', () => {
  it.each([
    ['tomorrow fortnight', '2026-12-14'],
    ['today fortnight', '2026-12-13'],
    ['tomorrow week', '2026-12-07'],
  ] as const)('British "%s" is a day, not a stay', (text, checkin) => {
    const d = readAnswer(text, 'dates', 'en').dates;
    expect(d).toMatchObject({ checkin });
    expect(d?.nights).toBeUndefined();
  });
  it.each([
    ['en un par de días', 'es'],
    ['in a couple of days', 'en'],
  ] as const)('"%s" offers the day after tomorrow, asked', (text, lang) => {
    expect(readAnswer(text, 'dates', lang).dates).toMatchObject({ ambiguity: { kind: 'choices', options: [{ checkin: '2026-12-01' }] } });
  });
  it.each([
    ['de aquí a 10 días', '2026-12-09'],
    ['de acá a una semana', '2026-12-06'],
  ] as const)('"%s" counts from today', (text, checkin) => {
    expect(readAnswer(text, 'dates').dates).toMatchObject({ checkin });
  });
  it('"de aquí a 15 días" asks 14 or 15, as "en 15 días"', () => {
    expect(readAnswer('de aquí a 15 días', 'dates').dates?.ambiguity).toBeDefined();
  });
  it('"mañana y pasado" offers both nights or one, asked; "mañana y pasado mañana" is read like "hoy y mañana"', () => {
    expect(readAnswer('mañana y pasado', 'dates').dates?.ambiguity).toMatchObject({ kind: 'choices' });
    expect(readAnswer('mañana y pasado mañana', 'dates').dates).toMatchObject({ checkin: '2026-11-30', checkout: '2026-12-02' });
  });
  it('"el 14 y el 15 de agosto": the first day is in August too, and asked like "el 12 y el 13 de diciembre"', () => {
    expect(readAnswer('el 14 y el 15 de agosto', 'dates').dates).toMatchObject({
      ambiguity: {
        kind: 'choices',
        options: [
          { checkin: '2027-08-14', checkout: '2027-08-16' },
          { checkin: '2027-08-14', checkout: '2027-08-15' },
        ],
      },
    });
  });
  it('"el día de los enamorados" is 14 February', () => {
    expect(readAnswer('el día de los enamorados', 'dates').dates).toMatchObject({ checkin: '2027-02-14' });
  });
});

describe('names and words of address', () => {
  it.each([
    ['poné Andrea López', 'Andrea', 'López'],
    ['anotá Andrea López', 'Andrea', 'López'],
    ['Ana Belén del Río', 'Ana Belén', 'del Río'],
  ] as const)('"%s"', (text, firstName, lastName) => {
    expect(readAnswer(text, 'name').guest).toMatchObject({ firstName, lastName });
  });
  it.each(['gracias, crack', 'gracias genio', 'gracias, maestro'])('"%s" names nobody', (text) => {
    expect(readAnswer(text, 'name').guest).toBeUndefined();
  });
});

describe('second round: dictation, agencies and families', () => {
  it('"the 9th to the 11th, or if not, the 16th to the 18th" offers both; "or if not possible …" keeps the first', () => {
    expect(readAnswer('Cartagena, the 9th to the 11th, or if not, the 16th to the 18th, 2 adults', undefined, 'en').dates?.ambiguity).toMatchObject({
      kind: 'choices',
    });
    expect(readAnswer('from 10 to 12 february, or if not possible 17 to 19', 'dates', 'en').dates).toMatchObject({ checkin: '2027-02-10' });
  });
  it.each([
    ['march twenty to march twenty four', '2027-03-20', '2027-03-24'],
    ['march five to march nine', '2027-03-05', '2027-03-09'],
  ] as const)('a day said as a cardinal word after its month: "%s"', (text, checkin, checkout) => {
    expect(readAnswer(text, 'dates', 'en').dates).toMatchObject({ checkin, checkout });
  });
  it('"the March one" names no day (near miss)', () => {
    expect(readAnswer('Bogota, the January long weekend or the March one, 2 adults', undefined, 'en').dates?.checkin).not.toBe('2027-03-01');
  });
  it('a hesitation before an age: "two adults one child who is um seven"', () => {
    expect(readParty('two adults one child who is um seven', 'en')).toMatchObject({ adults: 2, ages: [7] });
  });
  it.each([
    ['a mi esposo le toca trabajar, entonces seríamos yo y los niños (6 y 9)', 'es'],
    ["my husband has to work, so it's me and the kids (6 and 9)", 'en'],
  ] as const)('someone said to have to work is no one of the party: "%s"', (text, lang) => {
    expect(readParty(text, lang)).toMatchObject({ adults: 1, ages: [6, 9] });
  });
  it('"7 y 10. Bueno, al final solo va el de 10" at the ages question is the one child of 10', () => {
    expect(readAnswer('7 y 10. Bueno, al final solo va el de 10', 'childAges').occupancy).toMatchObject({ children: 1, ages: [10] });
  });
  it.each([
    ['plus one 305 555 0123', 'en', '+13055550123'],
    ['más cincuenta y dos 55 1234 5678', 'es', '+525512345678'],
  ] as const)('a calling code said in words: "%s"', (text, lang, phone) => {
    expect(readAnswer(text, 'phone', lang).guest).toMatchObject({ phone });
  });
  it.each([
    ['maria punto gomez arroba gmail punto com no perdón hotmail punto com', 'es', 'maria.gomez@hotmail.com'],
    ['ana dot ruiz at gmail dot com, sorry, outlook dot com', 'en', 'ana.ruiz@outlook.com'],
  ] as const)('only the domain said again after a correction: "%s"', (text, lang, email) => {
    expect(readAnswer(text, 'email', lang).guest).toMatchObject({ email });
  });
  it('"I\'m Rachel from Summit Travel. Our clients …": the agent is not the guest', () => {
    expect(
      readAnswer("Hi, I'm Rachel from Summit Travel. Our clients Mr and Mrs Okafor want Cartagena for a week from January 1st", undefined, 'en').guest,
    ).toBeUndefined();
  });
  it('"factura a nombre del colegio" names no guest', () => {
    expect(readAnswer('Necesito factura a nombre del colegio: Bogotá del 15 al 18 de mayo, 2 profesores', undefined, 'es').guest).toBeUndefined();
  });
  it('"2, then the client moves on to Medellin" at the nights question changes no destination', () => {
    expect(readAnswer('2, then the client moves on to Medellin', 'nights', 'en').destination).toBeUndefined();
  });
});

describe("one child's age said by a pronoun after others were named", () => {
  it.each([
    ["my son and me, he's 14", 'en', [14]],
    ['just my son and me, he is 14', 'en', [14]],
    ["my daughter and me. She's 9", 'en', [9]],
    ['mi hijo y yo, él tiene 14', 'es', [14]],
  ] as const)('"%s"', (text, lang, ages) => {
    expect(readParty(text, lang)).toMatchObject({ adults: 1, children: 1, ages });
  });
  it('"my son and me, he\'s 20" gives the son no child\'s age (near miss: a grown-up, asked)', () => {
    expect(readParty("my son and me, he's 20", 'en')?.ages ?? []).toEqual([]);
  });
});

describe('third round: WhatsApp Spanish, tourists and families', () => {
  it('"mañana no q trabajo, el viernes mejor": the day ruled out with its reason is no date', () => {
    expect(readAnswer('mañana no q trabajo, el viernes mejor', 'dates').dates).toMatchObject({ checkin: '2026-12-04' });
    expect(readAnswer('mañana no q trabajo, el viernes mejor', 'dates').dates?.checkout).toBeUndefined();
  });
  it('"para mi mamá y mi tía, yo pago pero no viajo" is the two of them', () => {
    expect(readParty('para mi mamá y mi tía, yo pago pero no viajo')).toMatchObject({ adults: 2 });
  });
  it.each([
    ['my son is in 2nd grade and my daughter in 6th', 'en'],
    ["he's in 3rd grade", 'en'],
  ] as const)('a school year is no age and no date: "%s"', (text, lang) => {
    const u = readAnswer(text, 'childAges', lang);
    expect(u.occupancy?.ages ?? []).toEqual([]);
    expect(u.dates).toBeUndefined();
  });
  it('a name has a vowel: "ñlkjñlkj" names nobody', () => {
    expect(readAnswer('ñlkjñlkj', 'name').guest).toBeUndefined();
  });
  it('notes in square brackets are no words of the guest; "[at]" in an address stays', () => {
    expect(readAnswer('[sticker]', 'name').guest).toBeUndefined();
    expect(readAnswer('[audio transcrito] juan camilo arroba gmail punto com todo pegado', 'email').guest).toMatchObject({ email: 'juancamilo@gmail.com' });
    expect(readAnswer('emily[at]outlook[dot]com', 'email', 'en').guest).toMatchObject({ email: 'emily@outlook.com' });
  });
  it.each([
    ['me and my two boys (7 and 10) visiting their grandpa', 'en', 1],
    ['vamos mi esposa y yo a visitar a mi abuela', 'es', 2],
  ] as const)('the one the trip goes to see is no one of the party: "%s"', (text, lang, adults) => {
    expect(readParty(text, lang)).toMatchObject({ adults });
  });
});
