/**
 * Classes read from the first contact with fresh corpora 140, 141 and 142 (voice-to-text run-ons, regional Colombian
 * chat Spanish, tourists' English as a second language). Read on 2026-11-29, a Sunday (`ANSWER_DAY`).
 */
import { describe, expect, it } from 'vitest';
import { readAnswer } from './read.js';

describe('twins among a counted list of children', () => {
  it('"4 kids (twins of 3, 7 and 10)": the twins\' age is two children\'s', () => {
    expect(readAnswer('Santa Marta, 4 adults 4 kids (twins of 3, 7 and 10)', undefined, 'en').occupancy).toMatchObject({
      adults: 4,
      children: 4,
      ages: [3, 3, 7, 10],
    });
  });
  it.each([
    ['2 adultos y 3 niños: gemelos de 4 y uno de 9', [4, 4, 9]],
    ['2 adultos con 3 hijos: los gemelos de 4 y una niña de 9', [4, 4, 9]],
    ['2 adultos con 3 hijos: la niña de 9 y los gemelos de 4', [9, 4, 4]],
    ['2 adults 3 kids: the twins (4) and a 9 year old', [4, 4, 9]],
  ])('"%s" describes the 3 children counted, not more', (text, ages) => {
    expect(readAnswer(text).occupancy).toMatchObject({ adults: 2, children: 3, ages });
  });
  it('near miss: "2 adults 2 kids (twins, both 5)" are two children of 5', () => {
    expect(readAnswer('2 adults 2 kids (twins, both 5)', undefined, 'en').occupancy).toMatchObject({ children: 2, ages: [5, 5] });
  });
  it('near miss: "los niños (gemelos de 4)" are two children of 4', () => {
    expect(readAnswer('2 adultos, los niños (gemelos de 4)').occupancy).toMatchObject({ children: 2, ages: [4, 4] });
  });
});

describe('one of the children counted, said with its age', () => {
  it.each([
    ['2 adultos y 2 niños: uno de 5', 2, [5]],
    ['2 adultos y 3 niños, uno de 9', 3, [9]],
    ['3 kids, one is 9', 3, [9]],
  ])('"%s" is that one child\'s age, not every child\'s', (text, children, ages) => {
    expect(readAnswer(text, undefined, text.startsWith('3 kids') ? 'en' : 'es').occupancy).toMatchObject({ children, ages });
  });
  it('near miss: "2 adultos y 2 niños de 5" are both 5', () => {
    expect(readAnswer('2 adultos y 2 niños de 5').occupancy?.ages).toEqual([5, 5]);
  });
  it('near miss: "uno de 5 y otro de 8" are the two ages', () => {
    expect(readAnswer('2 adultos y 2 niños uno de 5 y otro de 8').occupancy?.ages).toEqual([5, 8]);
  });
});

describe('a bare sum of two counts inside a whole request', () => {
  it.each(['Cartagena 2+1 del 5 al 8 de enero', 'Santa Marta, 2+1, del 5 al 7 de febrero', 'Cartagena del 5 al 8 de enero, 2+1'])(
    '"%s": who the 3 are is asked, and the dates are taken',
    (text) => {
      const u = readAnswer(text);
      expect(u.occupancy?.unsure).toMatchObject({ totals: [3], sum: [2, 1] });
      expect(u.dates?.checkin).toMatch(/^2027-0[12]-05$/);
      expect(u.leftover).toBe('');
    },
  );
  it('near miss: "2+2 (4 y 6)" after the dates is two adults and two children', () => {
    expect(readAnswer('Cartagena del 5 al 8 de enero 2+2 (4 y 6)').occupancy).toMatchObject({ adults: 2, children: 2, ages: [4, 6] });
  });
  it('near miss: "2+1 noches" is no party', () => {
    expect(readAnswer('Cartagena 2+1 noches').occupancy?.unsure).toBeUndefined();
  });
});

describe('number words misspelt', () => {
  it('"a group of seven, no, eigth, all adults" is 8', () => {
    expect(readAnswer('we are a group of seven, no, eigth, all adults, 4 rooms', undefined, 'en').occupancy).toMatchObject({ adults: 8, rooms: 4 });
  });
  it('"twelf of march, for fife nights" is 12 March for 5 nights', () => {
    expect(readAnswer('twelf of march, for fife nights', 'dates', 'en').dates).toMatchObject({ checkin: '2027-03-12', nights: 5 });
  });
  it('"thirtyth of april, 2 nights" is 30 April', () => {
    expect(readAnswer('thirtyth of april, 2 nights', 'dates', 'en').dates).toMatchObject({ checkin: '2027-04-30', nights: 2 });
  });
  it('"somos sinco adultos" is 5', () => {
    expect(readAnswer('somos sinco adultos').occupancy?.adults).toBe(5);
  });
});

describe('two phones of someone booking for another', () => {
  it('"Tel. oficina: … / Cel. huésped: …" takes the guest\'s', () => {
    expect(readAnswer('Tel. oficina: 601 765 4321 / Cel. huésped: 311 234 5678', 'phone').guest?.phone).toBe('+573112345678');
  });
  it('"office …, guest\'s mobile …" takes the guest\'s', () => {
    expect(readAnswer("office 601 765 4321, guest's mobile +57 315 222 3344", 'phone', 'en').guest?.phone).toBe('+573152223344');
  });
  it('labels with their colons, then "usen el celular", take the mobile', () => {
    expect(readAnswer('Tel. oficina: 601 765 4321 y celular: 311 234 5678, usen el celular', 'phone').guest?.phone).toBe('+573112345678');
  });
  it('near miss: "mi número … y el de mi esposo …" is still the writer\'s', () => {
    expect(readAnswer('mi número 316 4445555 y el de mi esposo 3017778899', 'phone').guest?.phone).toBe('+573164445555');
  });
  it('near miss: two numbers with no label are asked again', () => {
    expect(readAnswer('601 765 4321 y 311 234 5678', 'phone').guest?.phone).toBeUndefined();
  });
});

describe('words read where they belong', () => {
  it('"mi correo es arroba gmail punto com" takes no address (the "es" is no first part)', () => {
    expect(readAnswer('mi correo es arroba gmail punto com', 'email').guest?.email).toBeUndefined();
  });
  it('near miss: "mi correo es santi arroba gmail punto com" is santi@gmail.com', () => {
    expect(readAnswer('mi correo es santi arroba gmail punto com', 'email').guest?.email).toBe('santi@gmail.com');
  });
  it.each([
    ['Pedro Abril Gómez', 'Abril Gómez'],
    ['Ana María Mayo', 'Mayo'],
  ])('at the name question a month in a run of capitalised words is a surname: "%s"', (text, lastName) => {
    const u = readAnswer(text, 'name');
    expect(u.guest?.lastName).toBe(lastName);
    expect(u.dates).toBeUndefined();
  });
  it('near miss: "Juan Pérez en Julio" keeps the month', () => {
    expect(readAnswer('Juan Pérez en Julio', 'name').dates?.ambiguity).toMatchObject({ kind: 'monthOnly', month: 7 });
  });
  it('"Guatapé, q queda cerquita de medellin": an unsold place near Medellín, offered, not taken', () => {
    expect(readAnswer('Guatapé, q queda cerquita de medellin', 'destination').destination).toMatchObject({
      kind: 'unknown',
      suggestions: ['Medellín', 'Bogotá', 'Cartagena'],
    });
  });
  it.each(['Dutch couple + baby (6 mnd)', '2 adults + 1 child (10 mths)'])('"%s": months in a short or foreign form make a baby of 0', (text) => {
    expect(readAnswer(text, undefined, 'en').occupancy).toMatchObject({ children: 1, ages: [0] });
  });
});

// Round 2: fresh corpora 143 (families and groups) and 144 (agencies and corporate desks).

describe("who the booking is for, in an agent's message", () => {
  it('"Factura a nombre de Tecnoquímicas" is who is billed, not the guest', () => {
    const u = readAnswer('Bogotá del 7 al 9, para el Sr. Camilo Ruiz. Factura a nombre de Tecnoquímicas, NIT 890.300.466-5');
    expect(u.guest).toMatchObject({ firstName: 'Camilo', lastName: 'Ruiz' });
    expect(u.requests).toContain('invoice');
  });
  it('"la factura debe salir a nombre de Juan Pérez" names no guest', () => {
    expect(readAnswer('Bogotá del 7 al 9, la factura debe salir a nombre de Juan Pérez').guest?.firstName).toBeUndefined();
  });
  it('near miss: "a nombre de Juan Pérez" is the holder', () => {
    expect(readAnswer('Bogotá del 7 al 9, a nombre de Juan Pérez').guest).toMatchObject({ firstName: 'Juan', lastName: 'Pérez' });
  });
  it('"el huésped es invidente" describes the guest, it names nobody', () => {
    expect(readAnswer('Del 10 al 14 de marzo; ojo que el huésped es invidente y va con su perro guía', 'dates').guest?.firstName).toBeUndefined();
  });
  it('near miss: "el huésped es juan pérez", a given name known, is a name', () => {
    expect(readAnswer('el huésped es juan pérez', 'dates').guest).toMatchObject({ firstName: 'Juan', lastName: 'Pérez' });
  });
  it('rooms listed with a code one of them has unread ("(TWIN)") give no count of adults', () => {
    const u = readAnswer('Habitaciones: 2\n- Hab. 1: Andrés Paredes (SGL)\n- Hab. 2: Mónica Salas y Felipe Ángel (TWIN)', 'party');
    expect(u.occupancy?.adults).toBeUndefined();
  });
  it('near miss: "2 habitaciones: 1 SGL + 1 DBL" is 3 adults', () => {
    expect(readAnswer('2 habitaciones: 1 SGL + 1 DBL', 'party').occupancy).toMatchObject({ adults: 3, rooms: 2 });
  });
});

describe('families described', () => {
  it('"somos 20, es un matrimonio": the wedding is the occasion, not a couple among 18 children', () => {
    expect(readAnswer('somos 20, es un matrimonio', 'party').occupancy).toMatchObject({ adults: 20 });
    expect(readAnswer('somos 20, es un matrimonio', 'party').occupancy?.children).toBeUndefined();
  });
  it('near miss: "somos un matrimonio con 2 niños" is a couple', () => {
    expect(readAnswer('somos un matrimonio con 2 niños', 'party').occupancy).toMatchObject({ adults: 2, children: 2 });
  });
  it.each([
    ['3 habitaciones: nosotros con el bebé, mis papás, y mi hermano con su esposa', 'es'],
    ['grandparents in their own room, us and the kids (5 and 8) in another', 'en'],
  ] as const)('"%s": "nosotros"/"us" uncounted, the grown-ups are asked', (text, lang) => {
    expect(readAnswer(text, 'party', lang).occupancy?.adults).toBeUndefined();
  });
  it.each([
    ['4 adults, my parents y nosotros', 4],
    ['tres adultos, y el niño de 4 duerme con nosotros', 3],
    ['los abuelos, nosotros dos y los niños de 5 y 11', 4],
  ] as const)('near miss: "%s" counts the speakers', (text, adults) => {
    expect(readAnswer(text, 'party').occupancy?.adults).toBe(adults);
  });
  it('people named again after a semicolon ("…; los abuelos aparte") are the same people', () => {
    expect(readAnswer('los abuelos, nosotros dos y los niños de 5 y 11; los abuelos aparte', 'party').occupancy).toMatchObject({ adults: 4, children: 2 });
  });
  it('"mi suegra; … la abuela en otra habitación": the children\'s grandmother is the mother-in-law', () => {
    expect(readAnswer('mi esposo, yo, los niños de 6 y 9 y mi suegra; la abuela en otra habitación', 'party').occupancy).toMatchObject({ adults: 3 });
  });
  it('near miss: "mi suegro; la abuela aparte" is one more (a grandmother is no father-in-law)', () => {
    expect(readAnswer('mi esposo, yo, los niños de 6 y 9 y mi suegro; la abuela aparte', 'party').occupancy?.adults).toBe(4);
  });
});

describe('one of the party arriving later', () => {
  it('"…, pero mi esposo llega el 6 por trabajo" keeps the stay and notes a late arrival', () => {
    const u = readAnswer('Cartagena del 5 al 9 de enero para 2 adultos y 2 niños (3 y 7), pero mi esposo llega el 6 por trabajo');
    expect(u.dates).toMatchObject({ checkin: '2027-01-05', checkout: '2027-01-09' });
    expect(u.requests).toContain('lateArrival');
  });
  it('"…; mi papá llega el 21 en la noche" the same', () => {
    const u = readAnswer('Cartagena del 20 al 23 de diciembre, 5 adultos y 2 niños, los niños de 4 y 7; mi papá llega el 21 en la noche');
    expect(u.dates).toMatchObject({ checkin: '2026-12-20', checkout: '2026-12-23' });
    expect(u.occupancy?.adults).toBe(5);
  });
  it('near miss: "Es para mi hija que llega el 15 de diciembre por 3 noches" is the stay', () => {
    expect(readAnswer('Es para mi hija que llega el 15 de diciembre por 3 noches').dates).toMatchObject({ checkin: '2026-12-15', nights: 3 });
  });
  it('near miss: the guest arriving is the stay ("Cambio: el pasajero llega pasado mañana")', () => {
    expect(readAnswer('del 10 al 12, pero el pasajero llega el 11', 'dates').requests ?? []).not.toContain('lateArrival');
  });
});

describe('reference numbers beside a booking', () => {
  it.each([
    ['Bogotá del 7 al 9, factura con NIT 890.300.466-5', '890'],
    ['Cartagena del 5 al 8. Ref. interna: TQ-55-2291', '2291'],
    ['Medellín hoy, el cliente llega en el vuelo AV 9347 a las 11:30 pm', '9347'],
    ['Centro de costos: 4021, Bogotá del 5 al 8', '4021'],
  ])('"%s": the reference is no number left unread', (text, digits) => {
    const u = readAnswer(text);
    expect(u.leftover).not.toContain(digits);
    expect(u.dates?.checkin).toBeDefined();
  });
  it('near miss: at the name question a passport\'s number stays the name reader\'s ("DUQUE/SANTIAGO, pasaporte AX123456")', () => {
    expect(readAnswer('Titular de la reserva: DUQUE/SANTIAGO, pasaporte AX123456', 'name').guest).toMatchObject({ firstName: 'Santiago', lastName: 'Duque' });
  });
});

describe('a remark after the name', () => {
  it('"Brooke Anderson-Taylor, from Vancouver": the place is where she is from, not a name', () => {
    expect(readAnswer('Brooke Anderson-Taylor, from Vancouver', 'name', 'en').guest).toMatchObject({ firstName: 'Brooke', lastName: 'Anderson-Taylor' });
  });
  it('near miss: "Ana Gómez, Pedro Pérez" (two names) takes neither', () => {
    expect(readAnswer('Ana Gómez, Pedro Pérez', 'name').guest?.firstName).toBeUndefined();
  });
});

describe('one person described again between commas', () => {
  it('"Mi jefe, el gerente financiero, necesita…" is not two people', () => {
    expect(readAnswer('Mi jefe, el gerente financiero, necesita una habitación', 'party').occupancy?.adults).not.toBe(2);
  });
  it('"mi jefe, el gerente, y su esposa" is not three', () => {
    expect(readAnswer('mi jefe, el gerente, y su esposa', 'party').occupancy?.adults).not.toBe(3);
  });
  it('near miss: "la cucha, el cucho, mi hermano d 12 y yo" lists three grown-ups and a child', () => {
    expect(readAnswer('la cucha, el cucho, mi hermano d 12 y yo', 'party').occupancy).toMatchObject({ adults: 3, children: 1 });
  });
});

describe('babies in arms and infants coded apart', () => {
  it.each(['tres adultos y una bebé en brazos', 'yo, mi esposo y la bebé que va de brazos'])('"%s": the baby is 0', (text) => {
    expect(readAnswer(text, 'party').occupancy).toMatchObject({ children: 1, ages: [0] });
  });
  it('"ADL: 2 / CHD: 2 (5 y 12) / INF: 0": no infant, two children', () => {
    expect(readAnswer('ADL: 2 / CHD: 2 (5 y 12) / INF: 0', 'party').occupancy).toMatchObject({ adults: 2, children: 2, ages: [5, 12] });
  });
  it('"ADL 2 / CHD 0 / INF 1": one child, the infant', () => {
    expect(readAnswer('ADL 2 / CHD 0 / INF 1', 'party').occupancy).toMatchObject({ adults: 2, children: 1 });
  });
  it('near miss: "ADL 2 / CHD 0" is no child', () => {
    expect(readAnswer('ADL 2 / CHD 0', 'party').occupancy).toMatchObject({ adults: 2, children: 0 });
  });
});
