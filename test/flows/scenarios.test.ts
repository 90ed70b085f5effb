/**
 * Whole conversations as guests have them, read from the guest's side: what
 * they typed, what they were answered (texts and buttons) and what the
 * booking ends up holding. The fixtures' today is Saturday 2026-11-21.
 *
 * Tests marked `it.fails` pin a bug that is still there (named in the comment
 * above each one): they pass while the bug is present, and start failing the
 * day it is fixed. Then turn them into plain `it`.
 */
import { describe, expect, it } from 'vitest';
import type { Effect, Reply } from '../../src/flows/index.js';
import { CARTAGENA, Chat, type HotelSpec } from './fixtures.js';

type Create = Extract<Effect, { kind: 'createBooking' }>;

function creates(chat: Chat): Create[] {
  return chat.effects.filter((e): e is Create => e.kind === 'createBooking');
}

function searches(chat: Chat): Extract<Effect, { kind: 'searchAvailability' }>[] {
  return chat.effects.filter((e): e is Extract<Effect, { kind: 'searchAvailability' }> => e.kind === 'searchAvailability');
}

/** Every text of `replies`, one string. */
function said(replies: Reply[]): string {
  return replies.map((r) => r.text).join('\n');
}

/** Labels of the buttons of the last reply that has any. */
function buttons(replies: Reply[]): string[] {
  return (
    [...replies]
      .reverse()
      .find((r) => r.choices?.length)
      ?.choices?.map((c) => c.label) ?? []
  );
}

const DETAILS_ES = ['Ana Gómez', '3001234567', 'ana@example.com', 'Bogotá'];
const DETAILS_EN = ['John Smith', '+1 202 555 0143', 'john@example.com', 'Miami'];

/** A Spanish chat at the summary: Casa Murallas, 15–17 Dec, 2 adults, Ana Gómez. */
async function summaryEs(): Promise<Chat> {
  const chat = new Chat('es');
  await chat.say('Cartagena del 15 al 17 de diciembre 2 adultos', '1', '1', ...DETAILS_ES);
  expect(chat.state.step).toBe('confirm');
  return chat;
}

/** An English chat at the summary: Casa Murallas, Dec 15–17, 2 adults, John Smith. */
async function summaryEn(): Promise<Chat> {
  const chat = new Chat('en');
  await chat.say('Cartagena Dec 15 to 17, 2 adults', '1', '1', ...DETAILS_EN);
  expect(chat.state.step).toBe('confirm');
  return chat;
}

/** Hotels named as in the demo catalogue (so the guest can name them). */
const CATALOGUE_CTG: HotelSpec[] = [
  { id: 1, name: 'Hotel Murallas del Caribe', partner: '101', city: 'Cartagena', rooms: CARTAGENA[0]!.rooms },
  { id: 2, name: 'Casa Getsemaní Boutique', partner: '202', city: 'Cartagena', rooms: CARTAGENA[1]!.rooms },
  { id: 3, name: 'Hotel Bocagrande Azul', partner: '303', city: 'Cartagena', rooms: [] },
];

const MEDELLIN: HotelSpec[] = [
  {
    id: 7,
    name: 'Hotel Poblado Verde',
    partner: '707',
    city: 'Medellín',
    rooms: [
      {
        roomId: '71',
        roomName: 'Doble',
        count: 2,
        rates: [{ rateId: '711', description: 'Tarifa flexible', board: 'Desayuno incluido', refundable: 'full', perNight: 280000 }],
      },
    ],
  },
  {
    id: 8,
    name: 'Hotel Laureles Jardín',
    partner: '808',
    city: 'Medellín',
    rooms: [
      {
        roomId: '81',
        roomName: 'Estándar',
        count: 5,
        rates: [{ rateId: '811', description: 'Tarifa estándar', board: 'Solo alojamiento', refundable: 'none', perNight: 180000 }],
      },
    ],
  },
];

// ---------------------------------------------------------------- hurried guests

describe('hurried guests: everything in one message', () => {
  it('es: hotels in the first answer, booked, paid, and "gracias" gets a kind word and no new question', async () => {
    const chat = new Chat('es');
    let r = await chat.text('Hola, quiero reservar en Cartagena del 15 al 18 de diciembre para 2 adultos y un niño de 5 años');
    expect(r[0]!.text).toMatch(/^¡Hola! 😊/);
    expect(said(r)).toContain('Cartagena · mar 15 – vie 18 dic (3 noches) · 2 adultos, 1 niño de 5 años · 1 habitación');
    expect(chat.state.step).toBe('chooseHotel');
    await chat.say('1', '1', ...DETAILS_ES);
    r = await chat.text('sí');
    expect(r.find((x) => x.url)?.url).toBe('https://pay.example.com/pay/CB-0001');
    expect(said(r)).toMatch(/Tu reserva CB-0001 quedó registrada.*paga COP 600\.000/);
    expect(creates(chat)[0]!.body.reservation).toMatchObject({ adults: '2', children: '1', children_ages: '5', firstName: 'Ana', lastName: 'Gómez' });

    r = await chat.send({ kind: 'payment', outcome: 'paid', chatbotId: 'CB-0001' });
    expect(r[0]!.text).toMatch(/Pago recibido.*CB-0001/);
    r = await chat.text('gracias');
    expect(r).toHaveLength(1);
    expect(r[0]!.text).toBe('¡Con mucho gusto! 😊');
    expect(r[0]!.choices).toBeUndefined();
    expect(chat.state.step).toBe('idle');
  });

  it('an old Confirmar pressed after paying answers the button with the paid booking, not the greeting', async () => {
    const chat = new Chat('es');
    await chat.say('Cartagena del 15 al 18 de diciembre para 2 adultos', '1', '1', ...DETAILS_ES);
    const confirm = chat.lastChoices().find((c) => c.label.includes('Confirmar'))!;
    await chat.text('sí');
    await chat.send({ kind: 'payment', outcome: 'paid', chatbotId: 'CB-0001' });
    let r = await chat.choose(confirm.value);
    expect(r).toHaveLength(1);
    expect(r[0]!.text).toBe('Ese botón ya no hace falta: tu reserva CB-0001 está pagada y confirmada. ¿Quieres buscar otra estadía?');
    expect(r[0]!.choices?.map((c) => c.label)).toEqual(['🔄 Nueva búsqueda']);
    expect(chat.state.step).toBe('idle');
    // The same after an expiry, in English.
    const en = new Chat('en');
    await en.say('Cartagena from December 15 to 18, 2 adults', '1', '1', 'Emily Clarke', '+1 212 555 0100', 'emily@example.com', 'New York');
    const confirmEn = en.lastChoices().find((c) => c.label.includes('Confirm'))!;
    await en.text('yes');
    await en.send({ kind: 'payment', outcome: 'expired', chatbotId: 'CB-0001' });
    r = await en.choose(confirmEn.value);
    expect(r[0]!.text).toBe('That button no longer applies: your booking CB-0001 expired unpaid. We can search again if you like.');
    // A new search from there starts as usual.
    r = await chat.press('Nueva búsqueda');
    expect(chat.state.step).not.toBe('idle');
  });

  it('en: the whole conversation stays in English, and the country comes from the +1 phone', async () => {
    const chat = await summaryEn();
    const summary = chat.lastText();
    expect(summary).toMatch(/^📋 Booking summary/);
    expect(summary).toContain('Check-in: Tuesday, December 15, 2026');
    expect(summary).toContain('Country: United States of America (country from your phone number');
    expect(summary).toContain('Total: COP 400,000 (USD 100.00)');
    expect(buttons(chat.replies)).toEqual(['✅ Confirm', '✏️ Change something', '❌ Cancel']);
    const r = await chat.text('yes');
    expect(said(r)).toMatch(/Your booking CB-0001 is registered/);
    expect(creates(chat)[0]!.body.reservation).toMatchObject({ country: 'USA', telephone: '+12025550143', city: 'Miami' });
  });

  it('details given in the first message are kept: after hotel and rate only the home city is asked', async () => {
    const chat = new Chat('es');
    chat.hotels = MEDELLIN;
    await chat.text('Hola, soy Carlos Ramírez, mi correo es carlos@gmail.com y mi cel 3109876543. Quiero ir a Medellín del 10 al 12 de diciembre, 2 adultos');
    expect(chat.state.step).toBe('chooseHotel');
    expect(chat.state.guest).toMatchObject({ firstName: 'Carlos', lastName: 'Ramírez', email: 'carlos@gmail.com', phone: '+573109876543' });
    await chat.say('1', '1');
    expect(chat.state.step).toBe('askResidenceCity');
    const r = await chat.text('Cali');
    expect(r[0]!.text).toContain('Huésped: Carlos Ramírez');
    expect(r[0]!.text).toContain('Correo: carlos@gmail.com');
  });

  it('a nationality said while searching is offered first at the country question, never taken unasked (decision 0030)', async () => {
    const chat = new Chat('en');
    chat.hotels = MEDELLIN;
    await chat.text("Hi! We're from Brazil, 2 adults, Medellín from December 10 to 12");
    expect(chat.state.guest.country).toBeUndefined();
    expect(chat.state.guest.countryMentioned).toBe('BRA');
    // A Colombian phone does not overrule it: the country is asked, with what the guest said first.
    await chat.say('1', '1', 'Ana Souza', '3001234567', 'ana@example.com', 'Medellín');
    expect(chat.state.step).toBe('askCountry');
    expect(buttons(chat.replies)).toEqual(['Brazil', 'Colombia']);
    await chat.press('Brazil');
    expect(chat.state.guest.country).toBe('BRA');
    expect(chat.lastText()).toContain('Country: Brazil');
    expect(chat.lastText()).not.toContain('country from your phone');
  });

  it('a city the guest lives in, said while searching, is offered at the city-of-residence question, never taken unasked', async () => {
    const chat = new Chat('en');
    chat.hotels = MEDELLIN;
    await chat.text('Hola! I live in Miami, want to visit family in Medellin, dec 10 to 12, 2 adults');
    expect(chat.state.guest.residenceCity).toBeUndefined();
    expect(chat.state.guest.residenceCityMentioned).toBe('Miami');
    // The email is asked alone (the city is not folded into it), then the city with the one said as a button.
    await chat.say('1', '1', 'Ana Souza', '+1 305 555 0142');
    expect(chat.lastText()).not.toMatch(/city/i);
    await chat.text('ana@example.com');
    expect(chat.state.step).toBe('askResidenceCity');
    expect(buttons(chat.replies)).toEqual(['Miami']);
    await chat.press('Miami');
    expect(chat.state.guest.residenceCity).toBe('Miami');
  });

  it('a country named as small talk while searching is no answer ("qué bonito país es Colombia")', async () => {
    const chat = new Chat('es');
    await chat.text('Cartagena del 10 al 12 de diciembre');
    await chat.text('qué bonito país es Colombia');
    expect(chat.state.guest.country).toBeUndefined();
    expect(chat.state.step).toBe('askParty');
  });

  it("a nationality said among the guest's details is their answer", async () => {
    const chat = new Chat('es');
    chat.hotels = MEDELLIN;
    await chat.text('Medellín del 10 al 12 de diciembre, 2 adultos');
    await chat.say('1', '1', 'Ana Gómez, soy peruana');
    expect(chat.state.guest).toMatchObject({ firstName: 'Ana', lastName: 'Gómez', country: 'PER' });
  });

  it("a family of four with the kids' ages, over New Year, in English", async () => {
    const chat = new Chat('en');
    const r = await chat.text('family of four, kids 6 and 9, Santa Marta, Dec 26 to Jan 2');
    expect(said(r)).toContain('Santa Marta · Sat Dec 26 – Sat Jan 2 2027 (7 nights) · 2 adults, 2 children aged 6 and 9 · 1 room');
    expect(searches(chat)[0]).toMatchObject({ city: 'Santa Marta', checkin: '2026-12-26', nights: 7, layout: [{ adults: 2, children_ages: [6, 9] }] });
  });

  it('a baby "de 8 meses" is a child of 0 years, said as "menos de 1 año"', async () => {
    const chat = new Chat('es');
    const r = await chat.text('Cartagena del 15 al 17 de diciembre, 2 adultos y un bebé de 8 meses');
    expect(said(r)).toContain('2 adultos, 1 niño de menos de 1 año');
    expect(searches(chat)[0]!.layout).toEqual([{ adults: 2, children_ages: [0] }]);
  });

  it('"a baby" without an age in English: the age is asked, in months for babies', async () => {
    const chat = new Chat('en');
    const r = await chat.text('Cartagena Dec 15-17, 2 adults and a baby');
    expect(chat.state.step).toBe('askChildAges');
    expect(r[0]!.text).toMatch(/How old is the child\? \(for babies, in months/);
    await chat.text('10 months');
    expect(searches(chat)[0]!.layout).toEqual([{ adults: 2, children_ages: [0] }]);
  });
});

// ---------------------------------------------------------------- one question at a time

describe('guests who answer one question at a time', () => {
  it('typo in the city, a day without a month, nights, children and their ages, a four-word name', async () => {
    const chat = new Chat('es');
    await chat.text('hola');
    let r = await chat.text('cartajena');
    expect(r[0]!.text).toMatch(/^✔️ Cartagena\n\n¿Qué fechas\?/);
    r = await chat.text('el 15');
    expect(r[0]!.text).toContain('llegada mar 15 dic');
    r = await chat.text('3');
    expect(r[0]!.text).toContain('Cartagena · mar 15 – vie 18 dic (3 noches)');
    r = await chat.text('2 adultos y 2 niños');
    expect(r[0]!.text).toMatch(/¿Qué edades tienen los 2 niños\?/);
    await chat.text('4 y 7');
    expect(searches(chat)[0]!.layout).toEqual([{ adults: 2, children_ages: [4, 7] }]);
    await chat.say('2', '2');
    await chat.text('María José Pérez Ruiz');
    expect(chat.state.guest).toMatchObject({ firstName: 'María José', lastName: 'Pérez Ruiz' });
    expect(chat.state.step).toBe('askPhone');
  });

  it("children's ages one by one: the bot asks for the ones still missing", async () => {
    const chat = new Chat('es');
    await chat.text('Cartagena del 15 al 17 de diciembre, 2 adultos y 3 niños');
    let r = await chat.text('5');
    expect(r[0]!.text).toContain('¿Los 3 niños tienen 5 años? Si no, dime la edad de los demás.');
    expect(r[0]!.choices?.map((c) => c.label)).toEqual(['Sí, los 3: 5 años']);
    r = await chat.text('8 y 10');
    expect(chat.state.search.ages).toEqual([5, 8, 10]);
    expect(said(r)).toContain('3 niños (5 años, 8 años y 10 años)');
  });

  it('one age for two children is asked back: "both" takes it for both, a next age is the other one\'s, a whole list replaces it', async () => {
    const both = new Chat('en');
    await both.say('Cartagena Dec 15-17, 2 adults and 2 kids', 'nine');
    expect(both.state).toMatchObject({ step: 'clarify', search: { ages: [] } });
    expect(both.lastText()).toContain("Are both children 9? If not, tell me the other one's age.");
    await both.text('yes, both');
    expect(both.state.search).toMatchObject({ children: 2, ages: [9, 9] });
    const next = new Chat('es');
    await next.say('Cartagena del 15 al 17 de diciembre, 2 adultos y 2 niños', '7', 'no, el otro tiene 3');
    expect(next.state.search).toMatchObject({ children: 2, ages: [7, 3] });
    const list = new Chat('es');
    await list.say('Cartagena del 15 al 17 de diciembre, 2 adultos y 2 niños', '7', 'perdón, tienen 5 y 9');
    expect(list.state.search).toMatchObject({ children: 2, ages: [5, 9] });
  });

  it('a plain yes to a reading asked back as the one choice takes it, as its button would', async () => {
    const chat = new Chat('es');
    await chat.text('Cartagena del 15 al 17 de diciembre, 2 adultos, tal vez 3');
    expect(chat.state.step).toBe('clarify');
    const options = chat.state.clarify!.options.length;
    await chat.text('sí');
    // Two readings offered: a yes does not say which, so the question stays; one reading: taken.
    if (options > 1) expect(chat.state.step).toBe('clarify');
    const one = new Chat('en');
    await one.text('Hey there, looking for Medellín over Christmas, Dec 22-29, at the Poblado Verde if possible. Just the 2 of us.');
    expect(one.state.clarify?.options).toHaveLength(1);
    await one.text('yes');
    expect(one.state.search).toMatchObject({ checkin: '2026-12-22', nights: 7, adults: 2 });
  });

  it('"2 adultos" at the nights question is two adults, and "hasta el 18" then gives the nights', async () => {
    const chat = new Chat('es');
    await chat.say('Cartagena', 'el 15 de diciembre');
    let r = await chat.text('2 adultos');
    expect(chat.state.search).toMatchObject({ adults: 2, checkin: '2026-12-15' });
    expect(chat.state.search.nights).toBeUndefined();
    expect(r[0]!.text).toMatch(/¿Cuántas noches te quedas\?/);
    r = await chat.text('hasta el 18');
    expect(searches(chat)[0]).toMatchObject({ checkin: '2026-12-15', nights: 3, layout: [{ adults: 2 }] });
  });

  it('the arrival named at the nights question moves the arrival ("la llegada es el 20"), never the departure', async () => {
    const chat = new Chat('es');
    await chat.say('Cartagena', 'el 15 de diciembre');
    const r = await chat.text('ah, pero la llegada es el 20 de diciembre');
    expect(chat.state.search).toMatchObject({ checkin: '2026-12-20' });
    expect(chat.state.search.nights).toBeUndefined();
    expect(r[0]!.text).toMatch(/¿Cuántas noches te quedas\?/);
  });

  it('nonsense and emoji are answered and the question repeated; nothing said before is lost', async () => {
    const chat = new Chat('es');
    await chat.say('asdfgh', 'Cartagena');
    let r = await chat.text('qwerty');
    expect(r[0]!.text).toMatch(/^No te entendí\.\n\n¿Qué fechas\? Por ejemplo/);
    r = await chat.text('🙂');
    expect(r[0]!.text).toMatch(/¿Qué fechas\?/);
    await chat.text('el 15 de diciembre');
    r = await chat.text('banana');
    expect(r[0]!.text).toMatch(/^No te entendí\. Dime cuántas noches/);
    r = await chat.text('99');
    expect(r[0]!.text).toMatch(/hasta 30 noches seguidas; 99 son demasiadas/);
    await chat.text('2');
    expect(chat.state.search).toMatchObject({ city: 'Cartagena', checkin: '2026-12-15', nights: 2 });
    expect(chat.state.step).toBe('askParty');
  });

  it('"gracias" and "cool" mid-way are answered kindly; the question comes again', async () => {
    const chat = new Chat('en');
    await chat.text('Cartagena');
    let r = await chat.text('thanks!');
    expect(r[0]!.text).toMatch(/^You're welcome! 😊\n\nWhich dates\?/);
    await chat.text('Dec 15');
    r = await chat.text('thank you, 3 nights');
    expect(chat.state.search.nights).toBe(3);
    expect(chat.state.step).toBe('askParty');
  });
});

// ---------------------------------------------------------------- places

describe('where to', () => {
  it('a city not sold is said at once with destinations as buttons; the date said with it is kept', async () => {
    const chat = new Chat('es');
    let r = await chat.text('Quiero ir a San Andrés el 20 de diciembre');
    expect(r[0]!.text).toBe('Todavía no tenemos hoteles en San Andrés. ¿Te sirve alguno de estos destinos?');
    expect(buttons(r).length).toBeGreaterThan(0);
    expect(chat.state.search.checkin).toBe('2026-12-20');
    r = await chat.text('bueno, Santa Marta entonces');
    expect(r[0]!.text).toContain('Santa Marta · llegada dom 20 dic');
    expect(chat.state.step).toBe('askNights');
  });

  it('a hotel named in the first message opens its rooms straight away', async () => {
    const chat = new Chat('es');
    chat.hotels = MEDELLIN;
    const r = await chat.text('Quiero el Hotel Poblado Verde del 5 al 7 de diciembre, somos 2');
    expect(chat.state.step).toBe('chooseProduct');
    expect(said(r)).toContain('Hotel Poblado Verde · 2 adultos. Elige habitación y tarifa');
    await chat.text('1');
    expect(chat.state.step).toBe('askName');
  });

  it('a named hotel without rooms says so and offers the others', async () => {
    const chat = new Chat('es');
    chat.hotels = CATALOGUE_CTG;
    const r = await chat.text('Quiero el Hotel Bocagrande Azul del 15 al 17 de diciembre, 2 adultos');
    expect(said(r)).toContain('Hotel Bocagrande Azul no tiene habitaciones para esas fechas; estos otros hoteles sí:');
    expect(buttons(r).slice(0, 2)).toEqual(['Casa Getsemaní Boutique · desde COP 400.000', 'Hotel Murallas del Caribe · desde COP 500.000']);
  });

  it('a Telegram deep link to a hotel starts at the dates question with the hotel chosen', async () => {
    const chat = new Chat('es');
    const r = await chat.send({ kind: 'command', command: 'start', payload: 'hotel-bocagrande-azul' });
    expect(r[0]!.text).toContain('✔️ Hotel Bocagrande Azul (Cartagena)');
    expect(chat.state.step).toBe('askDates');
  });

  // BUG: at the hotel list, typing the name of a listed hotel does not open it. The name is read
  // as a destination: the bot says the understood line twice and shows the same list again, so a
  // guest who types instead of pressing goes round in circles. Expected: that hotel's rooms.
  it('typing the name of a listed hotel opens its rooms', async () => {
    const chat = new Chat('es');
    chat.hotels = CATALOGUE_CTG;
    await chat.text('Cartagena del 15 al 17 de diciembre 2 adultos');
    expect(chat.state.step).toBe('chooseHotel');
    const r = await chat.text('el Casa Getsemaní');
    expect(chat.state.step).toBe('chooseProduct');
    expect(chat.state.hotels[chat.state.hotel!]!.name).toBe('Casa Getsemaní Boutique');
    expect(r[0]!.text).toContain('Casa Getsemaní Boutique · 2 adultos. Elige habitación y tarifa');
  });
});

// ---------------------------------------------------------------- dates asked back

describe('dates with two readings are asked back', () => {
  it('"12/01" in an English chat offers both readings with the nights', async () => {
    const chat = new Chat('en');
    const r = await chat.text('Cartagena 12/01 for 3 nights, 2 adults');
    expect(chat.state.step).toBe('clarify');
    expect(buttons(r)).toEqual(['Tue Dec 1 – Fri Dec 4 (3 nights)', 'Tue Jan 12 2027 – Fri Jan 15 2027 (3 nights)']);
    await chat.press('Jan 12');
    expect(searches(chat)[0]).toMatchObject({ checkin: '2027-01-12', nights: 3 });
  });

  it('"en diciembre" asks the day; "4 días" asks 3 or 4 nights', async () => {
    const chat = new Chat('es');
    let r = await chat.text('Cartagena en diciembre');
    expect(r[0]!.text).toContain('¿Qué día de diciembre llegas?');
    await chat.text('15');
    expect(chat.state.search.checkin).toBe('2026-12-15');
    r = await chat.text('4 días');
    expect(buttons(r)).toEqual(['3 noches (4 días)', '4 noches']);
    await chat.press('3 noches');
    expect(chat.state.search.nights).toBe(3);
  });

  it('"este fin de semana" on a Saturday offers tonight or next weekend', async () => {
    const chat = new Chat('es');
    const r = await chat.text('Cartagena este fin de semana, 2 adultos');
    expect(buttons(r)).toEqual(['sáb 21 – dom 22 nov (1 noche)', 'vie 27 – dom 29 nov (2 noches)']);
  });

  it('"family of four" asks who is an adult', async () => {
    const chat = new Chat('en');
    const r = await chat.text('family of four to Cartagena, Dec 20 to 23');
    expect(buttons(r)).toEqual(['2 adults, 2 children', '4 adults', '3 adults, 1 child']);
    await chat.press('2 adults, 2 children');
    expect(chat.state.step).toBe('askChildAges');
  });

  it('answering something else to a question asked back takes what was said and asks the question again', async () => {
    const chat = new Chat('en');
    await chat.text('Cartagena 12/01, 2 adults');
    expect(chat.state.step).toBe('clarify');
    const r = await chat.text('actually make it Medellín');
    expect(chat.state.search).toMatchObject({ city: 'Medellín', adults: 2 });
    expect(chat.state.step).toBe('clarify');
    expect(r[0]!.text).toMatch(/Which of these dates\?/);
    await chat.choose('pick:0');
    expect(chat.state.search.checkin).toBeDefined();
  });
});

// ---------------------------------------------------------------- corrections, changes of mind

describe('guests who correct themselves or change their mind', () => {
  it('"no, mejor el 16" at the nights question moves the arrival; "no espera, somos 3" after the hotels searches again', async () => {
    const chat = new Chat('es');
    await chat.text('Cartagena el 15 de diciembre');
    const r = await chat.text('no, mejor el 16');
    expect(r[0]!.text).toContain('llegada mié 16 dic');
    await chat.say('2 noches', 'somos 2');
    expect(chat.state.step).toBe('chooseHotel');
    await chat.text('no espera, somos 3');
    expect(searches(chat).at(-1)).toMatchObject({ checkin: '2026-12-16', nights: 2, layout: [{ adults: 3 }] });
  });

  it('after seeing hotels, "mejor Medellín" and then "y mejor del 16 al 19" search again, keeping the rest', async () => {
    const chat = new Chat('es');
    await chat.say('Cartagena del 15 al 18 de diciembre, 2 adultos', 'mmm mejor Medellín');
    expect(searches(chat).at(-1)).toMatchObject({ city: 'Medellín', checkin: '2026-12-15', nights: 3, layout: [{ adults: 2 }] });
    await chat.text('y mejor del 16 al 19');
    expect(searches(chat).at(-1)).toMatchObject({ city: 'Medellín', checkin: '2026-12-16', nights: 3 });
  });

  it('"empezar de nuevo, ahora Santa Marta" starts afresh with Santa Marta', async () => {
    const chat = new Chat('es');
    await chat.say('Cartagena del 15 al 17 de diciembre 2 adultos', 'empezar de nuevo, ahora Santa Marta');
    expect(chat.state.search).toEqual({ ages: [], city: 'Santa Marta' });
    expect(chat.state.step).toBe('askDates');
  });

  it('"cancelar" mid-way ends the chat; "hola" starts a new one', async () => {
    const chat = new Chat('es');
    await chat.text('Cartagena del 15 al 17 de diciembre');
    let r = await chat.text('cancelar');
    expect(r[0]!.text).toMatch(/^Listo, cancelé esta conversación/);
    r = await chat.text('hola');
    expect(chat.state.step).toBe('askDestination');
    expect(chat.state.search).toEqual({ ages: [] });
  });
});

// ---------------------------------------------------------------- going back

describe('going back', () => {
  it('"volver" at the rooms shows the hotels again; "atrás" through the details asks the previous detail', async () => {
    const chat = new Chat('es');
    await chat.say('Cartagena del 15 al 17 de diciembre 2 adultos', '1');
    await chat.text('volver');
    expect(chat.state.step).toBe('chooseHotel');
    await chat.say('1', '1', 'Ana Gómez', '3001234567');
    expect(chat.state.step).toBe('askEmail');
    await chat.text('atrás');
    expect(chat.state.step).toBe('askPhone');
    await chat.text('3157654321');
    expect(chat.state.guest.phone).toBe('+573157654321');
    expect(chat.state.step).toBe('askEmail');
  });

  it('"atrás" at the summary asks the last detail again', async () => {
    const chat = await summaryEs();
    await chat.text('atrás');
    expect(chat.state.step).toBe('askResidenceCity');
    await chat.text('Cali');
    expect(chat.state.step).toBe('confirm');
    expect(chat.lastText()).toContain('Ciudad de residencia: Cali');
  });

  // BUG: "back" at the nights question skips the dates question: it forgets the CITY and keeps the
  // arrival. The guest who wanted to fix the arrival is asked the city, then the nights again,
  // with no way to re-answer the arrival by going back. Expected: the dates question, city kept.
  it('"back" at the nights question asks the dates again and keeps the city', async () => {
    const chat = new Chat('en');
    await chat.say('Cartagena', 'Dec 15');
    expect(chat.state.step).toBe('askNights');
    await chat.text('back');
    expect(chat.state.search.city).toBe('Cartagena');
    expect(chat.state.step).toBe('askDates');
  });

  // BUG: "atrás" at the children's ages question throws away the DATES (check-in and nights) the
  // guest had given two questions earlier, and asks for them again. Expected: the people question
  // again, dates kept.
  it('"atrás" at the children\'s ages keeps the dates and asks the people again', async () => {
    const chat = new Chat('es');
    await chat.say('Cartagena del 15 al 17 de diciembre', '2 adultos y 2 niños');
    expect(chat.state.step).toBe('askChildAges');
    await chat.text('atrás');
    expect(chat.state.search).toMatchObject({ checkin: '2026-12-15', nights: 2 });
    expect(chat.state.step).toBe('askParty');
  });

  it('a whole name then a remark not understood is offered back with one button, taken on the tap or a "sí"', async () => {
    const chat = new Chat('es');
    await chat.say('Cartagena del 15 al 17 de diciembre 2 adultos', '1', '1');
    expect(chat.state.step).toBe('askName');
    const r = await chat.text('Federico Martínez, pero decime Fede');
    expect(r[0]!.text).toMatch(/¿Hago la reserva a nombre de Federico Martínez\?/);
    expect(buttons(r)).toEqual(['Federico Martínez']);
    expect(chat.state.guest.firstName).toBeUndefined();
    await chat.press('Federico Martínez');
    expect(chat.state.guest).toMatchObject({ firstName: 'Federico', lastName: 'Martínez' });
    expect(chat.state.step).toBe('askPhone');
    const en = new Chat('en');
    await en.say('Cartagena from December 15 to 17 2 adults', '1', '1');
    await en.text('David Chen, my wife is the Colombian one haha');
    await en.text('yes');
    expect(en.state.guest).toMatchObject({ firstName: 'David', lastName: 'Chen' });
  });

  it('near miss: a name corrected in its remark ("…, ay no perdón, Marquez") is never offered as said first', async () => {
    const chat = new Chat('es');
    await chat.say('Cartagena del 15 al 17 de diciembre 2 adultos', '1', '1');
    const r = await chat.text('Yulieth Paola Martinez, ay no perdon, Marquez');
    expect(buttons(r)).not.toContain('Yulieth Paola Martinez');
    expect(chat.state.guest.lastName).not.toBe('Martinez');
  });

  // BUG: "atrás" at "¿Y tu apellido?" throws away the chosen room and rate and shows the rooms
  // again (the first name stays). Expected: the name question again, the rate kept.
  it('"atrás" at the last-name question asks the name again and keeps the chosen rate', async () => {
    const chat = new Chat('es');
    await chat.say('Cartagena del 15 al 17 de diciembre 2 adultos', '1', '1', 'Ana');
    expect(chat.state.step).toBe('askLastName');
    await chat.text('atrás');
    expect(chat.state.picks).toEqual([0]);
    expect(chat.state.step).toBe('askName');
  });
});

// ---------------------------------------------------------------- the summary

describe('at the summary', () => {
  it('the departure alone changed keeps the arrival and reads the weekday after it', async () => {
    const chat = await summaryEs();
    // Tuesday December 15: "el domingo" is the Sunday after it, not the one after today (Saturday November 21).
    await chat.text('cámbiame la salida para el domingo');
    expect(searches(chat).at(-1)).toMatchObject({ city: 'Cartagena', checkin: '2026-12-15', nights: 5 });
    const en = await summaryEn();
    await en.text('change the departure to Sunday');
    expect(searches(en).at(-1)).toMatchObject({ checkin: '2026-12-15', nights: 5 });
  });

  it('"Cambiar un dato" → Correo changes only the email and comes back to the summary', async () => {
    const chat = await summaryEs();
    await chat.press('Cambiar un dato');
    expect(buttons(chat.replies)).toEqual(['Fechas', 'Personas', 'Hotel o habitación', 'Nombre', 'Teléfono', 'Correo', 'País', 'Ciudad de residencia']);
    await chat.press('Correo');
    const r = await chat.text('ana.gomez@gmail.com');
    expect(chat.state.step).toBe('confirm');
    expect(r[0]!.text).toContain('Correo: ana.gomez@gmail.com');
    expect(r[0]!.text).toContain('Huésped: Ana Gómez');
    expect(r[0]!.text).toContain('Teléfono: +57 300 1234567');
  });

  it('a foreign phone at the summary changes the country taken from the phone', async () => {
    const chat = await summaryEs();
    await chat.press('Cambiar un dato');
    await chat.press('Teléfono');
    const r = await chat.text('+1 305 555 0100');
    expect(r[0]!.text).toContain('País: Estados Unidos (país según tu número de teléfono');
  });

  it('changing the dates at the summary searches again and, after the new rate, goes straight back to the summary', async () => {
    const chat = await summaryEs();
    await chat.press('Cambiar un dato');
    await chat.press('Fechas');
    await chat.text('del 16 al 18 de diciembre');
    expect(chat.state.step).toBe('chooseHotel');
    const r = await chat.say('1', '1');
    expect(chat.state.step).toBe('confirm');
    expect(r[0]!.text).toContain('Llegada: miércoles 16 de diciembre de 2026');
    expect(r[0]!.text).toContain('Huésped: Ana Gómez');
  });

  it("changing the people at the summary keeps the guest's details", async () => {
    const chat = await summaryEs();
    await chat.press('Cambiar un dato');
    await chat.press('Personas');
    await chat.say('2 adultos y un niño de 3', '1', '1');
    expect(chat.state.step).toBe('confirm');
    expect(chat.lastText()).toContain('Habitación 1: 2 adultos, 1 niño de 3 años');
    expect(chat.lastText()).toContain('Correo: ana@example.com');
  });

  it('"no" opens the edit choices; "el correo está mal" asks the email', async () => {
    const chat = await summaryEs();
    await chat.text('no');
    expect(chat.state.step).toBe('editPick');
    await chat.text('el correo está mal');
    expect(chat.state.step).toBe('askEmail');
  });

  it('a typed change with the value ("cambiar el correo a …", "listo, pero mi cel es …") is applied, not confirmed', async () => {
    const chat = await summaryEs();
    await chat.text('cambiar el correo a ana3@example.com');
    expect(chat.lastText()).toContain('Correo: ana3@example.com');
    await chat.text('listo, pero mi cel es 3157654321');
    expect(chat.lastText()).toContain('Teléfono: +57 315 7654321');
    expect(creates(chat)).toHaveLength(0);
  });

  it.each(['ok', 'dale', 'listo', 'confirmo', 'sí, confirmo', 'perfecto', 'de una', 'si', 'correcto', 'hágale'])('"%s" confirms', async (word) => {
    const chat = await summaryEs();
    await chat.text(word);
    expect(creates(chat)).toHaveLength(1);
  });

  it.each(['gracias', 'déjame pensarlo', 'espera', 'un momento', 'mmm'])('"%s" does not confirm', async (word) => {
    const chat = await summaryEs();
    await chat.text(word);
    expect(creates(chat)).toHaveLength(0);
    expect(chat.state.step).toBe('confirm');
  });

  // BUG (worst found): a "yes" followed by a correction the bot cannot read confirms the booking
  // with the OLD values. The guest's "pero…" is thrown away and a booking is registered under a
  // wrong surname / city, or when the guest said "wait". Expected: no booking; apply the change,
  // or ask what to change.
  it.each([
    ['es', 'sí, pero el apellido es Gómez Pérez'],
    ['es', 'sí pero la ciudad es Cali'],
    ['es', 'sí, pero espera'],
    ['es', 'sí pero no'],
    ['es', 'dale pero con desayuno'],
  ] as const)('%s: "%s" does not register the booking', async (_lang, words) => {
    const chat = await summaryEs();
    await chat.text(words);
    expect(creates(chat)).toHaveLength(0);
  });

  it.each(['yes but wait', 'ok but the surname is Brown', 'yes, but the city is Orlando', 'yes but not the breakfast one'])(
    'en: "%s" does not register the booking',
    async (words) => {
      const chat = await summaryEn();
      await chat.text(words);
      expect(creates(chat)).toHaveLength(0);
    },
  );
});

// ---------------------------------------------------------------- language

describe('language', () => {
  it('a Spanish chat switches to English when the guest writes in English, and says so', async () => {
    const chat = new Chat('es');
    await chat.text('hola');
    const r = await chat.text('Sorry, I only speak English. I want to go to Cartagena');
    expect(r[0]!.text).toMatch(/^Done, let's continue in English\.\n✔️ Cartagena\n\nWhich dates\?/);
    await chat.say('this friday for 2 nights', 'two adults');
    expect(said(chat.replies.slice(-2))).toContain('Fri Nov 27 – Sun Nov 29 (2 nights) · 2 adults · 1 room');
  });

  it('an English guest at the summary asking in Spanish to change the email continues in Spanish', async () => {
    const chat = await summaryEn();
    const r = await chat.text('Perdón, ¿podemos seguir en español? Quiero cambiar el correo');
    expect(chat.state.lang).toBe('es');
    expect(r[0]!.text).toMatch(/^Listo, seguimos en español\.\n\n¿Cuál es tu correo electrónico\?/);
    await chat.text('john.smith@example.com');
    expect(chat.lastText()).toMatch(/^📋 Resumen de tu reserva/);
    expect(chat.lastText()).toContain('Huésped: John Smith');
  });

  it('after /language → English, Spanish words do not switch back', async () => {
    const chat = new Chat('es');
    await chat.text('hola');
    await chat.send({ kind: 'command', command: 'language' });
    await chat.press('English');
    await chat.say('Cartagena', 'quiero ir el 15 de diciembre');
    expect(chat.state.lang).toBe('en');
    expect(chat.lastText()).toContain('How many nights will you stay?');
  });
});

// ---------------------------------------------------------------- several rooms

describe('several rooms', () => {
  it('3 rooms for 6 adults: a rate per room, the booking carries three rooms', async () => {
    const chat = new Chat('es');
    const r = await chat.text('Necesito 3 habitaciones en Cartagena del 15 al 17 de diciembre, 6 adultos');
    expect(said(r)).toContain('6 adultos · 3 habitaciones');
    await chat.press('Hotel Caribe Real');
    expect(chat.lastText()).toContain('Habitación 1 de 3 · 2 adultos');
    await chat.say('1', '1', '1', ...DETAILS_ES, 'sí');
    const body = creates(chat)[0]!.body.reservation;
    expect(body.rooms).toBe('3');
    expect(body.roomsData).toHaveLength(3);
    expect(body.roomsData.map((x) => x.adults)).toEqual(['2', '2', '2']);
  });

  it('"dos habitaciones, cada una con 2 adultos" searches two rooms of two', async () => {
    const chat = new Chat('es');
    await chat.text('Cartagena del 15 al 17 de diciembre, dos habitaciones, cada una con 2 adultos');
    expect(searches(chat)[0]!.layout).toEqual([{ adults: 2 }, { adults: 2 }]);
  });

  // BUG: a hotel that cannot give every room of the search is listed anyway (each room of the
  // layout is checked alone), first and with an impossible "desde" price. Casa Murallas has ONE
  // free room; for 3 rooms it is shown as the cheapest "desde COP 1.200.000", and after the first
  // room the guest hits "Ya no quedan habitaciones…" and the same list, Casa Murallas still first.
  it('a hotel with fewer free rooms than the search needs is not offered', async () => {
    const chat = new Chat('es');
    await chat.text('Necesito 3 habitaciones en Cartagena del 15 al 17 de diciembre, 6 adultos');
    expect(buttons(chat.replies).join('\n')).not.toContain('Casa Murallas');
  });

  // Same bug, as the guest lives it: the cheapest hotel is a dead end.
  it('the first hotel offered for 3 rooms can be booked for all three', async () => {
    const chat = new Chat('es');
    await chat.text('Necesito 3 habitaciones en Cartagena del 15 al 17 de diciembre, 6 adultos');
    await chat.say('1', '1');
    expect(chat.lastText()).not.toMatch(/Ya no quedan habitaciones/);
    expect(chat.state.step).toBe('chooseProduct');
  });

  // Same bug, the price: for 4 rooms Hotel Caribe Real has 3 "Doble Estándar" (250.000/night) and
  // 1 "Suite Familiar" (450.000/night). The cheapest possible stay of 2 nights is
  // 3 × 500.000 + 900.000 = 2.400.000, but the list says "desde COP 2.000.000" (4 Dobles).
  it('the "desde" price of a hotel is a price the guest can actually book', async () => {
    const chat = new Chat('es');
    chat.hotels = [CARTAGENA[0]!];
    await chat.text('4 habitaciones en Cartagena del 15 al 17 de diciembre, 8 adultos');
    expect(buttons(chat.replies)[0]).toBe('Hotel Caribe Real · desde COP 2.400.000');
  });
});

// ---------------------------------------------------------------- paying

describe('waiting for the payment', () => {
  it('typing while the bot waits for the payment repeats the link; no second booking; /status; paid; thanks', async () => {
    const chat = await summaryEs();
    await chat.text('sí');
    let r = await chat.text('hola');
    expect(r[0]!.text).toMatch(/Tu reserva CB-0001 está esperando el pago/);
    expect(r[0]!.url).toBe('https://pay.example.com/pay/CB-0001');
    r = await chat.text('gracias');
    expect(r[0]!.url).toBe('https://pay.example.com/pay/CB-0001');
    r = await chat.send({ kind: 'command', command: 'status' });
    expect(r[0]!.text).toMatch(/Reserva CB-0001\nPago: Pendiente/);
    expect(creates(chat)).toHaveLength(1);
    await chat.send({ kind: 'payment', outcome: 'paid', chatbotId: 'CB-0001' });
    r = await chat.text('muchas gracias, hasta luego');
    expect(r.map((x) => x.text)).toEqual(['¡Con mucho gusto! 😊']);
  });

  it('a declined payment keeps the link; an expired one offers to search the same stay again, details kept', async () => {
    const chat = await summaryEs();
    await chat.text('sí');
    let r = await chat.send({ kind: 'payment', outcome: 'rejected', chatbotId: 'CB-0001', reason: 'fondos insuficientes' });
    expect(r[0]!.text).toMatch(/rechazado \(fondos insuficientes\)/);
    expect(r[0]!.url).toBe('https://pay.example.com/pay/CB-0001');
    r = await chat.send({ kind: 'payment', outcome: 'expired', chatbotId: 'CB-0001' });
    expect(buttons(r)).toEqual(['🔁 Buscar de nuevo', '🔄 Nueva búsqueda']);
    await chat.press('Buscar de nuevo');
    expect(searches(chat).at(-1)).toMatchObject({ city: 'Cartagena', checkin: '2026-12-15', nights: 2 });
    await chat.say('1', '1');
    expect(chat.state.step).toBe('confirm');
    expect(chat.lastText()).toContain('Huésped: Ana Gómez');
  });

  // BUG: "ya pagué" (I already paid) while the bot waits for the payment is answered "No te
  // entendí." A paying guest deserves "I haven't seen the payment yet; I'll tell you as soon as it
  // arrives" — not being told they make no sense.
  it('"ya pagué" is not answered with "No te entendí"', async () => {
    const chat = await summaryEs();
    await chat.text('sí');
    const r = await chat.text('ya pagué');
    expect(r[0]!.text).not.toMatch(/No te entendí/);
  });

  // BUG: a guest who starts a second request while the first booking waits for payment loses the
  // first one from the chat: /status then says "No tienes ninguna reserva esperando pago" although
  // CB-0001 is still unpaid with a valid link (and its payment is announced later anyway).
  it('a second request while a booking waits for payment does not make /status deny that booking', async () => {
    const chat = await summaryEs();
    await chat.say('sí', 'también quiero reservar en Medellín del 20 al 22 de diciembre');
    const r = await chat.send({ kind: 'command', command: 'status' });
    expect(said(r)).not.toMatch(/No tienes ninguna reserva esperando pago/);
  });
});

// ---------------------------------------------------------------- the service fails

describe('when the service fails', () => {
  it('a failed creation offers Retry and Cancel; cancelling warns that a registered booking is not cancelled', async () => {
    const chat = await summaryEs();
    chat.override.createBooking = () => ({ kind: 'effectFailed', effect: 'createBooking', message: '503' });
    let r = await chat.text('sí');
    expect(buttons(r)).toEqual(['🔁 Reintentar', '❌ Cancelar']);
    r = await chat.text('cancelar');
    expect(r[0]!.text).toMatch(/no se cancela/);
    expect(chat.state.step).toBe('idle');
  });

  // BUG: after the bot said it could NOT search ("no pude consultar la disponibilidad"), any typed
  // message is answered "Sigo trabajando en tu solicitud…" — false, nothing is running — and the
  // "Nueva búsqueda" button offered with the failure disappears. Same after a failed creation
  // (the "Cancelar" button disappears).
  it('after a failed search, a typed message is not told "still working" and keeps "Nueva búsqueda"', async () => {
    const chat = new Chat('es');
    chat.override.searchAvailability = () => ({ kind: 'effectFailed', effect: 'searchAvailability', message: 'ECONNREFUSED' });
    await chat.text('Cartagena del 15 al 17 de diciembre 2 adultos');
    const r = await chat.text('¿hola?');
    expect(r[0]!.text).not.toMatch(/Sigo trabajando/);
    expect(buttons(r)).toContain('🔄 Nueva búsqueda');
  });
});
