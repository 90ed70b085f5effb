/**
 * Classes read from the first contact with fresh corpora 116–118 (the outside testers' kind, solo travellers and
 * work trips, Colombian WhatsApp): a stay placed around the event it is for ("the wedding is Saturday the 12th, we
 * arrive Thursday"), a booking for someone else who travels alone ("for my mum, she's travelling alone", "mi mamá
 * viaja sola", "just my dad"), the speaker alone said in passing ("backpacking solo", "me"), a pair said as a clause
 * of its own ("…, los dos"), only the month taken back ("del 10 al 14 de enero, perdón, de febrero"), a weekday set
 * beside a date by its article ("the 16th of January, a Thursday"), a city typed in lowercase opening a request
 * ("pereira del 2 al 4 de feb"), what is never a name ("qwerty", "ave maría"), one night said as the night of a day
 * ("Saturday night only"), the same days a week later ("…, no, de la semana siguiente") and navigation said the
 * Colombian way ("vuelve atrás", "corrijo el número de personas").
 */
import { describe, expect, it } from 'vitest';
import { readAnswer, readOnMonday, readParty } from './read.js';

describe('a stay placed around the day of the event it is for (read on Monday 2026-11-23)', () => {
  it.each([
    ["my sister's wedding is on Saturday the 12th in Cartagena, we arrive Thursday and leave Sunday, 2 adults", 'en', '2026-12-10', '2026-12-13'],
    ['mi hermana se casa el sábado 12 en Cartagena, llegamos el jueves y nos vamos el domingo, somos tres', 'es', '2026-12-10', '2026-12-13'],
    ['the wedding is Saturday the 12th, Thursday to Sunday', 'en', '2026-12-10', '2026-12-13'],
    ['Cartagena pal cumple de mi mamá que es el domingo 13, llegamos el viernes y nos vamos el lunes', 'es', '2026-12-11', '2026-12-14'],
    ['Friday to Sunday, the wedding is Saturday the 19th', 'en', '2026-12-18', '2026-12-20'],
  ] as const)('"%s"', (text, lang, checkin, checkout) => {
    expect(readOnMonday(text, lang).dates).toMatchObject({ checkin, checkout });
  });
  it('near miss: a weekday said with no event is the coming one', () => {
    expect(readOnMonday('we arrive Thursday and leave Sunday', 'en').dates).toMatchObject({ checkin: '2026-11-26', checkout: '2026-11-29' });
  });
  it('near miss: the event alone is still the stay\'s day ("la boda es el 16")', () => {
    expect(readOnMonday('la boda es el 16 de diciembre', 'es').dates).toMatchObject({ checkin: '2026-12-16' });
  });
});

describe('a booking for someone else who travels alone is that person', () => {
  it.each([
    ["Booking for my mum, she's travelling alone to Medellín on the 15th, 3 nights", 'en'],
    ["Can you book Bogotá for my boss? Monday night only. He's alone.", 'en'],
    ['Hola, necesito una habitación en Medellín para mi jefe, llega el lunes y se va el jueves, viaja solo', 'es'],
  ] as const)('"%s"', (text, lang) => {
    expect(readAnswer(text, undefined, lang).occupancy).toMatchObject({ adults: 1 });
  });
  it.each([
    ['es para mi jefe, viaja solo', 'es', 1],
    ['mi mamá viaja sola', 'es', 1],
    ['mis papás viajan solos', 'es', 2],
    ['my mom alone', 'en', 1],
    ['my boss alone', 'en', 1],
    ['mi jefe solo', 'es', 1],
    ['mis papás solamente', 'es', 2],
    ['only my parents', 'en', 2],
    ["just my dad, he's 78", 'en', 1],
    ['solo mi mamá', 'es', 1],
  ] as const)('at the party question: "%s"', (text, lang, adults) => {
    expect(readParty(text, lang)).toMatchObject({ adults });
  });
  it.each([
    ['solo mi esposa, que está embarazada, y yo', 'es', 2],
    ['solo mi mamá y yo', 'es', 2],
    ['mi esposa y yo solos', 'es', 2],
  ] as const)('near miss, the speaker named too: "%s"', (text, lang, adults) => {
    expect(readParty(text, lang)).toMatchObject({ adults });
  });
});

describe('the speaker alone, said in passing', () => {
  it.each([
    ['Hi! Backpacking solo through Colombia, need a bed in Santa Marta from tomorrow for 3 nights', 'en'],
    ['Me voy de mochilera sola a Santa Marta, 6 noches desde el miércoles', 'es'],
  ] as const)('"%s"', (text, lang) => {
    expect(readAnswer(text, undefined, lang).occupancy).toMatchObject({ adults: 1 });
  });
  it('"me" as the whole answer to who travels', () => {
    expect(readParty('me', 'en')).toMatchObject({ adults: 1 });
    expect(readAnswer('me', 'dates', 'en').occupancy).toBeUndefined();
  });
  it('"one guy" at the party question', () => {
    expect(readParty('one guy', 'en')).toMatchObject({ adults: 1 });
  });
});

describe('a pair said as a clause of its own, and partners by Colombian words', () => {
  it.each([
    ['Santa Marta, viernes y sábado, los dos', 2],
    ['Cartagena del 10 al 14, las dos', 2],
  ] as const)('"%s"', (text, adults) => {
    expect(readAnswer(text).occupancy).toMatchObject({ adults });
  });
  it('near miss: "los dos" at the rooms question is no party', () => {
    expect(readAnswer('los dos', 'rooms').occupancy?.adults).toBeUndefined();
  });
  it.each([
    ['la patrona y yo con el niño de brazos', { adults: 2, children: 1, ages: [0] }],
    ['yo y mi costilla', { adults: 2 }],
  ] as const)('"%s"', (text, party) => {
    expect(readParty(text)).toMatchObject(party);
  });
});

describe('only the month taken back', () => {
  it.each([
    ['Bogotá, del 10 al 14 de enero, perdón, de febrero, 3 adultos', 'es'],
    ['Bogota, January 10 to 14, sorry I mean February, 3 adults', 'en'],
  ] as const)('"%s"', (text, lang) => {
    expect(readOnMonday(text, lang).dates).toMatchObject({ checkin: '2027-02-10', checkout: '2027-02-14' });
  });
});

describe('a weekday set beside a date by its article describes it', () => {
  it('"on the 14th of January, a Thursday" is that day (it is a Thursday in 2027)', () => {
    expect(readOnMonday('on the 14th of January, a Thursday', 'en', 'dates').dates).toMatchObject({ checkin: '2027-01-14' });
    expect(readOnMonday('on the 14th of January, a Thursday', 'en', 'dates').dates?.nights).toBeUndefined();
  });
  it('"on the 16th of January, a Thursday" (a Saturday) is asked, never a stay to the Thursday after', () => {
    const d = readOnMonday('on the 16th of January, a Thursday I think', 'en', 'dates').dates;
    expect(d?.nights).toBeUndefined();
    expect(d?.ambiguity).toBeDefined();
  });
});

describe('a city typed in lowercase opening a request', () => {
  it.each(['pereira del 2 al 4 de feb, yo solo', 'pasto del 5 al 7 de enero', 'quiubo, pa villavo del 9 al 11 de enero, dos adultos'])('"%s"', (text) => {
    expect(readAnswer(text).destination?.kind).toBe('unknown');
  });
  it('near miss: a word of the same spelling inside a sentence is no place', () => {
    expect(readAnswer('el pasto del jardín').destination).toBeUndefined();
  });
});

describe('never a name', () => {
  it.each(['qwerty', 'asdf', 'ave maría', 'ave maría pues, qué servicio tan bueno'])('"%s"', (text) => {
    expect(readAnswer(text, 'name').guest?.firstName).toBeUndefined();
  });
  it('near miss: a name stays a name', () => {
    expect(readAnswer('María Pérez', 'name').guest).toMatchObject({ firstName: 'María', lastName: 'Pérez' });
  });
});

describe('one night said as the night of a day, and only that (read on Monday 2026-11-23)', () => {
  it.each([
    ['Saturday night, just one', 'en', '2026-11-28'],
    ['Medellín, Saturday night only, 2 of us', 'en', '2026-11-28'],
    ['solo la noche del sábado', 'es', '2026-11-28'],
    ['Bogotá, solo la noche de fin de año, 2 personas', 'es', '2026-12-31'],
    ['la noche de fin de año no más', 'es', '2026-12-31'],
  ] as const)('"%s"', (text, lang, checkin) => {
    expect(readOnMonday(text, lang, 'dates').dates).toMatchObject({ checkin, nights: 1 });
  });
  it.each([
    ['Saturday night', 'en'],
    ['el sábado en la noche, solo una persona', 'es'],
    ['Saturday night, just one adult', 'en'],
  ] as const)('near miss, a night said with no "only" of it: "%s" reads no length', (text, lang) => {
    expect(readOnMonday(text, lang, 'dates').dates?.nights).toBeUndefined();
  });
});

describe('the same days a week later, said as a correction (read on Monday 2026-11-23)', () => {
  it('"del 5 al 8 de diciembre, no, de la semana siguiente" is the 12th to the 15th', () => {
    expect(readOnMonday('Medellín del 5 al 8 de diciembre, no, de la semana siguiente, 2 adultos', 'es').dates).toMatchObject({
      checkin: '2026-12-12',
      checkout: '2026-12-15',
    });
  });
  it('"el jueves... no, el de la otra semana" is the Thursday a week after the coming one', () => {
    expect(readOnMonday('el jueves... no, el de la otra semana', 'es', 'dates').dates).toMatchObject({ checkin: '2026-12-03' });
  });
  it('near miss: a week said after the stay with no correction moves nothing', () => {
    expect(readOnMonday('del 5 al 8 de diciembre, la semana siguiente vuelvo', 'es', 'dates').dates).toMatchObject({ checkin: '2026-12-05' });
  });
});

describe('navigation said the Colombian way', () => {
  it.each([
    ['espera, vuelve atrás', 'dates', 'back'],
    ['espera, regresa a lo anterior', 'childAges', 'back'],
    ['ya no, dejemos así', 'party', 'cancel'],
  ] as const)('"%s" at %s is %s', (text, at, kind) => {
    expect(readAnswer(text, at).intents.map((x) => x.kind)).toContain(kind);
  });
  it.each([
    ['corrijo el número de personas', 'es', 'party'],
    ['we need a different number of rooms', 'en', 'rooms'],
  ] as const)('"%s" at the summary changes the %s', (text, lang, target) => {
    expect(readAnswer(text, 'confirm', lang).intents).toContainEqual({ kind: 'change', target });
  });
  it('near miss: "dejemos así" with a choice after it is no cancelling', () => {
    expect(readAnswer('dejemos así, la de 2 camas está bien', 'hotel').intents.map((x) => x.kind)).not.toContain('cancel');
  });
});

describe('months of a stay said before where or from when', () => {
  it('"Dos meses en Medellín desde el 1 de marzo" is over the stay limit, the check-in kept', () => {
    expect(readOnMonday('Dos meses en Medellín desde el 1 de marzo, voy sola', 'es').dates).toMatchObject({
      problem: { kind: 'tooLong' },
      checkin: '2027-03-01',
    });
  });
  it.each([
    ['from tomorrow till 2 months from now', 'en'],
    ['2 adultos y un bebé, 8 meses en total', 'es'],
  ] as const)('near miss, an offset or a count: "%s" is no stay of months', (text, lang) => {
    expect(readOnMonday(text, lang).dates?.problem).toBeUndefined();
  });
});

describe('the speaker alone in a room of their own', () => {
  it.each([
    ['2 habitaciones: una para mí y otra para mis papás', [1, 2]],
    ['2 habitaciones: una para mí y otra para mi mamá', [1, 1]],
  ] as const)('"%s"', (text, rooms) => {
    const read = readParty(text);
    expect(read?.perRoom?.map((x) => x.adults)).toEqual(rooms);
  });
  it('in a whole request', () => {
    expect(readAnswer('Necesito 2 habitaciones en Bogotá, una para mí y otra para mis papás, del 12 al 15 de enero').occupancy).toMatchObject({
      adults: 3,
      rooms: 2,
    });
  });
});

describe('the speakers counted with where they know each other from', () => {
  it.each([
    ['somos 3 del trabajo', 3],
    ['somos 3 de la oficina', 3],
  ] as const)('"%s"', (text, adults) => {
    expect(readParty(text)).toMatchObject({ adults });
  });
  it('near miss: "somos 12 del colegio" may hold pupils, so no count of grown-ups is taken', () => {
    expect(readParty('somos 12 del colegio')?.adults).toBeUndefined();
  });
});

describe('classes of the second first contact (fresh corpora 119 and 120)', () => {
  it.each([
    ["My flight lands at 2am on Friday, so I'll need the room from Thursday night", 'en'],
    ['mi vuelo llega el viernes a las 2am, necesito la habitación desde el jueves en la noche', 'es'],
  ] as const)('a flight\'s day is no start of the stay said apart: "%s"', (text, lang) => {
    const d = readOnMonday(text, lang, 'dates').dates;
    expect(d).toMatchObject({ checkin: '2026-11-26' });
    expect(d?.checkout).toBeUndefined();
  });
  it("near miss: a flight's day alone is the arrival", () => {
    expect(readOnMonday('mi vuelo llega el viernes, 3 noches', 'es', 'dates').dates).toMatchObject({ checkin: '2026-11-27', nights: 3 });
  });
  it('"tonight + tomorrow night" is two nights', () => {
    expect(readOnMonday('backpacking solo, Santa Marta, tonight + tomorrow night', 'en').dates).toMatchObject({ checkin: '2026-11-23', nights: 2 });
  });
  it('a number closing a list of ages before a sentence\'s full stop is no day ("3 kids 2, 5, 9. Jan 2-9")', () => {
    const u = readOnMonday('Medellín. Me, wife, 3 kids 2, 5, 9. Jan 2-9. 1 room if poss', 'en');
    expect(u.occupancy).toMatchObject({ adults: 2, children: 3, ages: [2, 5, 9] });
    expect(u.dates).toMatchObject({ checkin: '2027-01-02', checkout: '2027-01-09' });
  });
  it('"ese fin de semana" pointed back at in the party\'s words is no date', () => {
    const u = readAnswer('yo, mi novio y su hijo de 9, que ese fin de semana está con nosotros', 'party');
    expect(u.dates).toBeUndefined();
    expect(u.occupancy).toMatchObject({ adults: 2, children: 1, ages: [9] });
  });
  it('near miss: "ese fin de semana" answering the dates question is that weekend', () => {
    expect(readAnswer('ese fin de semana', 'dates').dates?.checkin).toBeDefined();
  });
});

describe('people named again are the same people', () => {
  it('"… mi hermana con su esposo …. Los niños con mi hermana" is one sister', () => {
    expect(readParty('Vamos mis papás, mi hermana con su esposo y sus 2 hijos de 3 y 9, y yo con mi novio. Los niños con mi hermana')).toMatchObject({
      adults: 6,
      children: 2,
      ages: [3, 9],
    });
  });
  it("the speaker in two rooms' words after a list keeps the list's count, never one more", () => {
    const u = readAnswer('Medellín, 4 noches desde el sábado, para mi mamá de 74, mi tía de 70 y yo; ellas en una habitación y yo en otra');
    expect(u.occupancy?.adults).toBe(3);
  });
  it('near miss: rooms said by who sleeps where, the speaker in one of them, are laid out', () => {
    expect(readParty('mi esposa y yo en una, mis papás en otra')?.perRoom?.map((x) => x.adults)).toEqual([2, 2]);
  });
});

describe('navigation of the second first contact', () => {
  it.each([
    ["the email's wrong, let me fix it", 'email'],
    ["the phone number's got a typo", 'phone'],
  ] as const)('"%s" at the summary changes the %s', (text, target) => {
    expect(readAnswer(text, 'confirm', 'en').intents).toContainEqual({ kind: 'change', target });
  });
  it('"mejor hablo con un asesor" asks for a person', () => {
    expect(readAnswer('mejor hablo con un asesor', 'party').intents.map((x) => x.kind)).toContain('human');
  });
});

describe('a group counted by what they do, with the age of all of them', () => {
  it.each([
    ['un grupo de danza: 12 bailarinas de 14 a 16 años y 2 profesoras', 'es', { adults: 2, children: 12 }],
    ['8 scouts aged 11 and 2 coaches', 'en', { adults: 2, children: 8, ages: [11, 11, 11, 11, 11, 11, 11, 11] }],
    ['the soccer team: 11 players under 14 and 2 coaches', 'en', { adults: 2, children: 11 }],
  ] as const)('"%s"', (text, lang, party) => {
    const read = readParty(text, lang);
    expect(read).toMatchObject(party);
    if (!('ages' in party)) expect(read?.ages ?? []).toEqual([]);
  });
  it('ages between two bounds are no days: "3 nights from the 8th, … 14 kids between 8 and 12"', () => {
    const u = readOnMonday('Medellín, 3 nights from the 8th, dance school trip: 14 kids between 8 and 12, 3 teachers, 5 rooms', 'en');
    expect(u.dates).toMatchObject({ checkin: '2026-12-08', nights: 3 });
    expect(u.occupancy).toMatchObject({ adults: 3, children: 14, rooms: 5 });
  });
  it.each([
    ['4 amigos de 30', 'es', 4],
    ['2 ingenieros de 25 años', 'es', 2],
  ] as const)('near miss, grown-ups of an age: "%s"', (text, lang, adults) => {
    expect(readParty(text, lang)).toMatchObject({ adults });
  });
  it('near miss: "entre el 8 y el 12 de enero" is still a range of days', () => {
    expect(readOnMonday('entre el 8 y el 12 de enero', 'es', 'dates').dates).toMatchObject({ checkin: '2027-01-08', checkout: '2027-01-12' });
  });
});
