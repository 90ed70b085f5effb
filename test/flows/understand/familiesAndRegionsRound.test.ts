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
