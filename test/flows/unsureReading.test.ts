/**
 * Never silently wrong: a message that corrects itself, or whose dates or
 * party come with words nobody read that could change them (an offset, an
 * exclusion, a person named, a number), is said back as one line to confirm
 * before anything is taken. Through the real flow (`step`), on a fixed day
 * (Saturday 2026-11-21 in Bogotá).
 */
import { describe, expect, it } from 'vitest';
import { initialState, step, type FlowState } from '../../src/flows/index.js';
import { DEMO_CATALOGUE } from '../../src/flows/understand/destinations.js';
import { NOW } from './fixtures.js';

const ctx = { now: NOW, newId: () => 'k', catalogue: DEMO_CATALOGUE };
const say = (s: FlowState, text: string) => step(s, { kind: 'text', text }, ctx);
const atParty = (): FlowState => ({ ...initialState('es'), step: 'askParty', search: { city: 'Cartagena', checkin: '2026-12-10', nights: 3, ages: [] } });

describe('a reading said back before it is taken', () => {
  it('a message that corrects itself is read from its correction, and confirmed', () => {
    const r = say(initialState('es'), 'pa cartagena el 15 de diciembre, no perdón, el 16, 3 noches, 2 adultos');
    expect(r.state.step).toBe('clarify');
    expect(r.state.search.checkin).toBeUndefined();
    expect(r.state.search.adults).toBeUndefined();
    expect(r.state.clarify?.options).toHaveLength(1);
    expect(r.replies.at(-1)?.text).toMatch(/Para no equivocarme, ¿es esto\? mié 16 – sáb 19 dic \(3 noches\) · 2 adultos/);
    const picked = step(r.state, { kind: 'choice', value: 'pick:0' }, ctx).state;
    expect(picked.search).toMatchObject({ checkin: '2026-12-16', nights: 3, adults: 2 });
  });

  it('a party corrected in the same message keeps what the correction leaves alone', () => {
    const r = say(atParty(), 'somos 3 adultos, no perdón, 4 adultos');
    expect(r.state.step).toBe('clarify');
    expect(r.state.search.adults).toBeUndefined();
    const picked = step(r.state, { kind: 'choice', value: 'pick:0' }, ctx).state;
    expect(picked.search.adults).toBe(4);
  });

  it('an offset or an exclusion nobody read is never taken as a plain date', () => {
    for (const [lang, text] of [
      ['en', 'a week from tomorrow'],
      ['en', 'not this Friday, the one after'],
      ['es', 'no este viernes sino el siguiente'],
      ['es', 'dos semanas a partir de mañana'],
    ] as const) {
      const s: FlowState = { ...initialState(lang), step: 'askDates', search: { city: 'Cartagena', ages: [] } };
      const r = say(s, text);
      expect(r.state.search.checkin, text).toBeUndefined();
    }
  });

  it('a room nobody read beside a count of rooms is said back, never one room taken', () => {
    const s: FlowState = { ...atParty(), lang: 'en' };
    const r = say(s, 'a double room for me and my wife and a king for my mum');
    expect(r.state.step).toBe('clarify');
    expect(r.state.search.rooms).toBeUndefined();
  });

  it('rooms each said with whom it is for are read room by room: two rooms, three grown-ups', () => {
    const r = say({ ...atParty(), lang: 'en' }, 'a double room for me and my wife and a single for my mum');
    expect(r.state.search).toMatchObject({ adults: 3, rooms: 2 });
  });

  it('a sum alone at the party question offers the grown-ups and children first, then all grown-ups', () => {
    const r = say(atParty(), '2+1');
    expect(r.state.search.adults).toBeUndefined();
    expect(r.state.clarify?.options.map((o) => o.patch)).toEqual([
      { adults: 2, children: 1 },
      { adults: 3, children: 0 },
    ]);
  });

  it('a person joined at the end of a counted party ("… y la abuela") is one more grown-up, said back in the line', () => {
    const r = say(atParty(), '2 adultos, 2 niños de 4 y 6 y la abuela');
    expect(r.state.clarify).toBeUndefined();
    expect(r.state.search).toMatchObject({ adults: 3, ages: [4, 6] });
    expect(r.replies.map((x) => x.text).join('\n')).toContain('3 adultos, 2 niños (4 años y 6 años)');
  });

  it.each([
    // a partner may be one of the count
    '2 adultos y mi esposa',
    // named apart from the count, or again after it
    '2 adultos, 2 niños de 4 y 6, la abuela',
    '2 adultos, 2 niños de 4 y 6; la abuela duerme con los niños',
  ])('"%s": the party is asked back with both totals', (text) => {
    const r = say(atParty(), text);
    expect(r.state.step).toBe('clarify');
    expect(r.state.search.adults).toBeUndefined();
    expect(r.state.clarify?.options.map((o) => o.patch.adults)).toEqual([3, 2]);
  });

  it.each([
    ['2 adultos, 2 niños (4 y 9) y los abuelos', 'es', '4 adultos, 2 niños (4 años y 9 años)'],
    ['2 adults, 2 kids (4 and 9) and the grandparents', 'en', '4 adults, 2 children aged 4 and 9'],
  ] as const)('a pair joined at the end of a counted party ("%s") is two more grown-ups, said back in the line', (text, lang, line) => {
    const r = say({ ...atParty(), lang }, text);
    expect(r.state.clarify).toBeUndefined();
    expect(r.state.search).toMatchObject({ adults: 4, children: 2, ages: [4, 9] });
    expect(r.replies.map((x) => x.text).join('\n')).toContain(line);
  });

  it('a pair named apart from a counted party ("…, los abuelos") is asked with both totals, the children kept in each', () => {
    const r = say(atParty(), '2 adultos, 2 niños (4 y 9), los abuelos');
    expect(r.state.step).toBe('clarify');
    expect(r.state.clarify?.options.map((o) => o.patch.adults)).toEqual([4, 2]);
  });

  it.each([
    ['2 adultos, 2 niños (4 y 9) y mis papás', 'es'],
    ['2 adults, 2 kids (4 and 9) and my parents', 'en'],
  ] as const)('"%s": both totals of grown-ups are offered with the children counted, and the pick keeps them', (text, lang) => {
    const r = say({ ...atParty(), lang }, text);
    expect(r.state.step).toBe('clarify');
    expect(r.state.search.adults).toBeUndefined();
    expect(r.state.clarify?.options.map((o) => o.patch)).toEqual([
      { adults: 4, children: 2, ages: [4, 9] },
      { adults: 2, children: 2, ages: [4, 9] },
    ]);
    const picked = step(r.state, { kind: 'choice', value: 'pick:0' }, ctx).state;
    expect(picked.search).toMatchObject({ adults: 4, children: 2, ages: [4, 9] });
  });

  it('a person named beside a party that left them out is asked about, not dropped', () => {
    const r = say(atParty(), '2 adultos, 2 niños de 4 y 6, la abuela');
    expect(r.state.step).toBe('clarify');
    expect(r.state.search.adults).toBeUndefined();
    // With her first (as a receptionist reads it), or as counted.
    expect(r.state.clarify?.options.map((o) => o.patch.adults)).toEqual([3, 2]);
    expect(r.replies.at(-1)?.choices?.map((c) => c.label)).toEqual([
      expect.stringContaining('3 adultos, 2 niños'),
      expect.stringContaining('2 adultos, 2 niños'),
    ]);
  });

  it('a plain message is taken at once, with nothing asked back', () => {
    const r = say(initialState('es'), 'Cartagena del 15 al 18 de diciembre, 2 adultos');
    expect(r.state.clarify).toBeUndefined();
    expect(r.state.search).toMatchObject({ city: 'Cartagena', checkin: '2026-12-15', nights: 3, adults: 2 });
  });

  it('what the guest writes instead of confirming is read afresh', () => {
    const asked = say(atParty(), '2 adultos, 2 niños de 4 y 6, la abuela').state;
    const r = say(asked, '3 adultos y 2 niños de 4 y 6');
    expect(r.state.search).toMatchObject({ adults: 3, ages: [4, 6] });
  });

  it('a negative number is never a count, nor the button of its digits', () => {
    const atNights: FlowState = { ...initialState('es'), step: 'askNights', search: { city: 'Cartagena', checkin: '2026-12-10', ages: [] } };
    const r = say(atNights, '-2');
    expect(r.state.step).toBe('askNights');
    expect(r.state.search.nights).toBeUndefined();
    const ages = say({ ...atParty(), step: 'askChildAges', search: { ...atParty().search, adults: 2, children: 2 } }, 'menos 1 y 3');
    expect(ages.state.search.ages).toEqual([]);
  });
  it('a correction replaces the value said just before it, whatever it would mean alone', () => {
    const atDates: FlowState = { ...initialState('es'), step: 'askDates', search: { city: 'Cartagena', ages: [] } };
    const cases: [FlowState, string, Record<string, unknown>][] = [
      // A lone number after "noches" is the nights, not the 5th of a month.
      [atDates, 'del 5 de enero, 4 noches, no mejor 5', { checkin: '2027-01-05', nights: 5 }],
      // A day alone keeps the month of the date it corrects.
      [atDates, 'el 8 de enero, ah no, el 9', { checkin: '2027-01-09' }],
      // A range of bare days keeps the month of the range it corrects (never the next such days from today).
      [atDates, 'del 5 al 8 de enero, bueno, del 5 al 9', { checkin: '2027-01-05', nights: 4 }],
      [atDates, 'del 10 al 13 de enero, ah no, del 11 al 13', { checkin: '2027-01-11', nights: 2 }],
      [atParty(), '2 adultos y 2 niños, ah no, solo uno de 7', { adults: 2, children: 1, ages: [7] }],
      [atParty(), '3 adultos y 1 niño de 4, no mentiras de 5', { adults: 3, ages: [5] }],
      [atParty(), 'dos adultos, bueno tres, se animó mi cuñado', { adults: 3 }],
      // "no," and "(bueno) mejor" before a value are corrections too; markers one after another are one.
      [atDates, 'cuatro noches, no, cinco', { nights: 5 }],
      [atDates, '5 noches, bueno mejor 4', { nights: 4 }],
      [atDates, 'three nights no four, my boss wants the extra day', { nights: 4 }],
      [{ ...atDates, step: 'askNights', search: { city: 'Cartagena', checkin: '2026-12-10', ages: [] } }, 'cuatro, ah no, mejor cinco', { nights: 5 }],
      // "pasado" alone after "mañana" is the day after tomorrow.
      [atDates, 'mañana no, pasado', { checkin: '2026-11-23' }],
    ];
    for (const [s, text, want] of cases) {
      const r = say(s, text);
      expect(r.state.step, text).toBe('clarify');
      expect(r.state.clarify?.options, text).toHaveLength(1);
      expect(step(r.state, { kind: 'choice', value: 'pick:0' }, ctx).state.search, text).toMatchObject(want);
    }
  });

  it('a value said with doubt or loosely is said back, never taken at once', () => {
    for (const [at, text] of [
      ['party', 'mi novia y yo, y de pronto mi hermano'],
      ['party', 'somos 3, tal vez 4'],
      ['nights', 'about a week'],
      ['nights', 'a couple of nights'],
      ['nights', 'unas 4 o 5'],
    ] as const) {
      const s: FlowState =
        at === 'party' ? atParty() : { ...initialState('en'), step: 'askNights', search: { city: 'Cartagena', checkin: '2026-12-10', ages: [] } };
      const r = say(s, text);
      expect(r.state.step, text).toBe('clarify');
      if (at === 'party') expect(r.state.search.adults, text).toBeUndefined();
      else expect(r.state.search.nights, text).toBeUndefined();
    }
  });

  it('a place corrected in the same message is the later one, and where the guest lives is not the destination', () => {
    expect(say(initialState('es'), 'cartagena no perdón santa marta').state.search.city).toBe('Santa Marta');
    const r = say(initialState('es'), 'somos una familia que vive en Bogotá, queremos ir a Santa Marta');
    expect(r.state.search.city).toBe('Santa Marta');
  });

  it('with another question pending, a reading in strong doubt is not taken beside it', () => {
    const r = say(initialState('es'), 'Cartagena o Santa Marta, del 26 al 31 de diciembre: 2 adultos, 2 niños de 7 y 13 y la abuela');
    expect(r.state.step).toBe('clarify');
    expect(r.state.search.adults).toBeUndefined();
  });

  it('a length changed by some nights is the known length plus or minus them, never a stay of one night', () => {
    const atRooms: FlowState = { ...atParty(), search: { ...atParty().search, adults: 2 } };
    for (const [text, nights] of [
      ['una noche más por favor', 4],
      ['one more night please', 4],
      ['agreguemos dos noches', 5],
      ['two nights less', 1],
    ] as const) {
      const r = say(atRooms, text);
      const taken = r.state.step === 'clarify' ? step(r.state, { kind: 'choice', value: 'pick:0' }, ctx).state : r.state;
      expect(taken.search.nights, text).toBe(nights);
    }
  });

  it('"no es X, es Y" corrects X, and a bare Y takes the unit of X ("no es en 15 días, es en 12")', () => {
    const atNights: FlowState = { ...atParty(), step: 'askNights', search: { city: 'Cartagena', checkin: '2026-12-10', ages: [] } };
    for (const [state, text, want] of [
      [atNights, 'ah y no es en 15 días, es en 12', { checkin: '2026-12-03' }],
      [atParty(), 'no son 3 adultos, son 4', { adults: 4 }],
    ] as const) {
      const r = say(state, text);
      expect(r.state.step, text).toBe('clarify');
      const picked = step(r.state, { kind: 'choice', value: 'pick:0' }, ctx).state;
      expect(picked.search, text).toMatchObject(want);
      expect(picked.search.nights, text).not.toBe(12);
    }
    // near miss: a day corrected after a length said earlier keeps the length ("tres noches, … el 20, no el 19")
    const r = say(initialState('es'), 'santa marta, tres noches, 2 adultos, pero ojo, llegamos el 20, no el 19');
    const taken = r.state.step === 'clarify' ? step(r.state, { kind: 'choice', value: 'pick:0' }, ctx).state : r.state;
    expect(taken.search).toMatchObject({ checkin: '2026-12-20', nights: 3, adults: 2 });
  });

  it('a total said with the change that is not their sum offers both, never a party of that many', () => {
    const atRooms: FlowState = { ...atParty(), search: { ...atParty().search, adults: 2 } };
    const r = say(atRooms, 'mejor una noche más, 5 en total');
    expect(r.state.step).toBe('clarify');
    expect(r.state.search).toMatchObject({ nights: 3, adults: 2 });
    expect(r.replies.at(-1)?.choices?.map((c) => c.label)).toEqual(['4 noches', '5 noches']);
    // near miss: the total that is the sum is that length
    const same = say(atRooms, 'una noche más, 4 en total');
    const taken = same.state.step === 'clarify' ? step(same.state, { kind: 'choice', value: 'pick:0' }, ctx).state : same.state;
    expect(taken.search).toMatchObject({ nights: 4, adults: 2 });
  });

  it('a phone valid in two countries and a mistyped address are offered to pick, never taken unasked', () => {
    const atPhone: FlowState = {
      ...atParty(),
      lang: 'en',
      step: 'askPhone',
      search: { ...atParty().search, adults: 2 },
      guest: { firstName: 'Ann', lastName: 'Lee' },
    };
    const r = say(atPhone, 'my cell is 305 555 0142');
    expect(r.state.step).toBe('clarify');
    expect(r.state.guest.phone).toBeUndefined();
    expect(r.state.clarify?.options.map((o) => o.guest?.phone)).toEqual(['+13055550142', '+573055550142']);
    const picked = step(r.state, { kind: 'choice', value: 'pick:1' }, ctx).state;
    expect(picked.guest.phone).toBe('+573055550142');

    const atEmail: FlowState = { ...picked, step: 'askEmail' };
    const e = say(atEmail, 'jen@gmial.com');
    expect(e.state.guest.email).toBeUndefined();
    expect(e.state.clarify?.options.map((o) => o.label)).toEqual(['jen@gmail.com']);
    expect(step(e.state, { kind: 'choice', value: 'pick:0' }, ctx).state.guest.email).toBe('jen@gmail.com');
  });

  it('the party is checked against itself: more ages than children, a total beside its breakdown, someone added after it', () => {
    const atAges: FlowState = { ...atParty(), step: 'askChildAges', search: { ...atParty().search, adults: 2, children: 2 } };
    const more = say(atAges, '4, 7 y 10');
    expect(more.state.step).toBe('clarify');
    expect(step(more.state, { kind: 'choice', value: 'pick:0' }, ctx).state.search).toMatchObject({ children: 3, ages: [4, 7, 10] });
    // The total said with its breakdown is that party, not adults.
    expect(say(atParty(), 'somos 8 — 4 adultos y 4 niños de 2, 4, 7 y 10').state.search).toMatchObject({ adults: 4, children: 4 });
    // A total that does not add up is said back.
    expect(say(atParty(), 'somos 9 — 4 adultos y 4 niños de 2, 4, 7 y 10').state.step).toBe('clarify');
    // Someone named after a counted party joins it.
    expect(say(atParty(), 'dos adultos y un niño de 3 años, ah y tmb va mi mamá').state.search).toMatchObject({ adults: 3, ages: [3] });
    // A lone number beside children only is still the adults.
    expect(say(atParty(), '2 y 1 niño').state.search.adults).toBe(2);
  });

  it('a nationality and another country of residence said together are offered, the nationality first', () => {
    const atCountry: FlowState = {
      ...atParty(),
      lang: 'en',
      step: 'askCountry',
      search: { ...atParty().search, adults: 2 },
      guest: { firstName: 'Ann', lastName: 'Lee', phone: '+573001112233', email: 'ann@example.com', residenceCity: 'Toronto' },
    };
    const r = say(atCountry, "I'm Colombian but I live in Canada");
    expect(r.state.guest.country).toBeUndefined();
    expect(r.state.clarify?.options.map((o) => o.guest?.country)).toEqual(['COL', 'CAN']);
    expect(step(r.state, { kind: 'choice', value: 'pick:1' }, ctx).state.guest.country).toBe('CAN');
  });

  it('two legs of one trip: which is booked is asked, and neither leg dates are taken', () => {
    const r = say(initialState('es'), 'hola, voy pa bogota el 15 de enero y de ahi pa medellin el 18');
    expect(r.state.clarify?.options.map((o) => o.label)).toEqual(['Bogotá', 'Medellín']);
    expect(r.state.search.checkin).toBeUndefined();
  });

  it('two legs each with its own nights ("Primero Bogotá 2 noches y luego Medellín 3 noches"): neither leg\'s nights are taken', () => {
    const atDestination: FlowState = { ...initialState('es'), step: 'askDestination' };
    const r = say(atDestination, 'Primero Bogotá 2 noches y luego Medellín 3 noches');
    expect(r.state.clarify?.options.map((o) => o.label)).toEqual(['Bogotá', 'Medellín']);
    expect(r.state.search.nights).toBeUndefined();
    expect(r.replies.map((x) => x.text).join('\n')).not.toMatch(/2 noches/);
  });

  it('"Acción de Gracias" is Thanksgiving, a date, not a thank-you', () => {
    const atDates: FlowState = { ...initialState('es'), step: 'askDates', search: { city: 'Cartagena', ages: [] } };
    expect(say(atDates, 'pa Acción de Gracias, llegamos ese jueves').state.search.checkin).toBe('2026-11-26');
  });

  it('a count said of grown-ups or children that the party read disagrees with is said back, never taken', () => {
    // A total restated after someone added, couples counted beside a count, children named beyond their count.
    for (const [at, text] of [
      ['confirm', 'ay, también va mi hermana, o sea somos tres adultos'],
      ['party', '3 adultos, dos parejas'],
      ['party', '2 adultos y 2 niños, los niños de 5 y 8 y el bebé'],
      ['party', '2 adults and 1 kid, my son (6) and my daughter (9)'],
    ] as const) {
      const s: FlowState = at === 'party' ? atParty() : { ...atParty(), step: 'confirm', search: { ...atParty().search, adults: 2 } };
      const r = say(s, text);
      expect(r.state.step, text).toBe('clarify');
      expect(r.state.search.adults, text).toBe(at === 'party' ? undefined : 2);
    }
    // The counts agree: taken at once (people added after a count come on top of it; a count per room times the rooms).
    for (const [text, adults] of [
      ['2 adultos, ah y también va mi suegra', 3],
      ['somos 4 adultos: mi esposa, yo y mis papás', 4],
      ['2 rooms, 2 adults in each', 4],
    ] as const) {
      const r = say(atParty(), text);
      expect(r.state.clarify, text).toBeUndefined();
      expect(r.state.search.adults, text).toBe(adults);
    }
  });

  it('a room count rides with the reading said back; a reading in doubt that cannot be booked takes nothing', () => {
    const r = say(atParty(), 'los novios, los papás de los dos y los padrinos: 8 adultos, 4 habitaciones');
    expect(r.state.step).toBe('clarify');
    expect(r.state.search.rooms).toBeUndefined();
    expect(r.state.clarify?.options[0]?.label).toMatch(/4 habitaciones/);
    // (children named by a word no lexicon reads: the party is asked again, nothing of it taken)
    const doubtful = say({ ...atParty(), lang: 'en' }, 'bride and groom plus 6 flower girls, 4 rooms');
    expect(doubtful.replies.map((x) => x.text).join('\n')).toMatch(/How many people are travelling/);
    expect(doubtful.state.search.adults).toBeUndefined();
    expect(doubtful.state.search.rooms).toBeUndefined();
  });

  it('a number nobody read beside a length of stay is said back ("3 nights for us, my parents only 2")', () => {
    const s: FlowState = { ...initialState('en'), step: 'askNights', search: { city: 'Cartagena', checkin: '2026-12-10', ages: [] } };
    const r = say(s, '3 nights for us, my parents only 2');
    expect(r.state.step).toBe('clarify');
    expect(r.state.search.nights).toBeUndefined();
  });

  it('a place corrected to one not sold is not the place said first', () => {
    const s: FlowState = { ...initialState('es'), step: 'askDestination' };
    const r = say(s, 'bogota... no perdon, quito');
    expect(r.state.search.city).toBeUndefined();
    expect(r.replies.map((x) => x.text).join('\n')).toMatch(/Quito/i);
    // Which of two places of one name is meant keeps the place said first.
    expect(say(s, 'Cartagena, no la de Murcia jaja').state.search.city).toBe('Cartagena');
  });

  it("today named by its day number alone is said back with that day next month, and a departure said with 'es' is the departure", () => {
    // NOW is Saturday 2026-11-21: "el 21" is today, or 21 December.
    const atDates: FlowState = { ...initialState('es'), step: 'askDates', search: { city: 'Cartagena', ages: [] } };
    const r = say(atDates, 'desde el 21 hasta el 24');
    expect(r.state.step).toBe('clarify');
    expect(r.state.clarify?.options.map((o) => [o.patch.checkin, o.patch.nights])).toEqual([
      ['2026-11-21', 3],
      ['2026-12-21', 3],
    ]);
    // With a word of today, or a month, it is today at once.
    expect(say(atDates, 'hoy 21, por 3 noches').state.search.checkin).toBe('2026-11-21');
    expect(say(atDates, 'del 21 de noviembre al 24').state.search.checkin).toBe('2026-11-21');
    const atConfirm: FlowState = { ...atDates, step: 'confirm', search: { city: 'Cartagena', checkin: '2026-12-15', nights: 3, adults: 2, ages: [] } };
    const moved = say(atConfirm, 'no, la salida es el 19 de diciembre').state.search;
    expect([moved.checkin, moved.nights]).toEqual(['2026-12-15', 4]);
  });

  it('asked only for the length, an answer that moves the known check-in is said back; a day alone is the departure', () => {
    const atNights: FlowState = { ...initialState('en'), step: 'askNights', search: { city: 'Cartagena', checkin: '2026-12-15', ages: [] } };
    for (const text of ['through the weekend, out on Sunday', 'del sábado al lunes']) {
      const r = say(atNights, text);
      expect(r.state.step, text).toBe('clarify');
      expect(r.state.search.checkin, text).toBe('2026-12-15');
      expect(r.state.search.nights, text).toBeUndefined();
    }
    expect(say(atNights, 'leaving on Friday').state.search).toMatchObject({ checkin: '2026-12-15', nights: 3 });
  });

  it('an aside that changes who is counted is said back with both readings; ages in brackets change nothing', () => {
    const en: FlowState = { ...atParty(), lang: 'en' };
    const r = say(en, 'my parents (retired couple) and I');
    expect(r.state.step).toBe('clarify');
    expect(r.state.clarify?.options.map((o) => o.patch.adults)).toEqual([2, 3]);
    expect(say(en, '2 kids (5 and 8) and us two').state.search).toMatchObject({ adults: 2, children: 2, ages: [5, 8] });
    // A total restated after a list that names more people: both are offered, the total first.
    expect(say(atParty(), 'mis papás, mi esposa y yo, o sea tres adultos').state.clarify?.options.map((o) => o.patch.adults)).toEqual([3, 4]);
    // A restated total said after someone added, that the party read disagrees with, is offered as said.
    const atConfirm: FlowState = { ...atParty(), step: 'confirm', search: { ...atParty().search, adults: 2 } };
    const options = say(atConfirm, 'ay, también va mi hermana, o sea somos tres adultos').state.clarify?.options;
    expect(options?.map((o) => o.patch.adults)).toContain(3);
  });

  it('one count said twice is not summed, and "make it 2 adults" is a new total', () => {
    const r = say(atParty(), 'mis papás, mi hermana, mi cuñado, mi señora, yo y los 3 niños... 6 adultos y 3 niños');
    expect(r.state.step).toBe('clarify');
    expect(r.state.search.children).toBeUndefined();
    const atName: FlowState = { ...atParty(), lang: 'en', step: 'askName', search: { ...atParty().search, adults: 1 } };
    const named = say(atName, 'Daniel Weiss — also make it 2 adults, my wife is coming after all');
    expect(named.state.search.adults).toBe(1);
    expect(named.state.clarify?.options.map((o) => o.patch.adults)).toContain(2);
  });
});

describe('a lone number or a count of rooms corrected in the same message', () => {
  it('"dos, no, tres" at the party question is said back as three adults, and taken when picked', () => {
    const r = say(atParty(), 'dos, no, tres');
    expect(r.state.step).toBe('clarify');
    expect(r.replies.at(-1)?.text).toMatch(/· 3 adultos\./);
    expect(step(r.state, { kind: 'choice', value: 'pick:0' }, ctx).state.search.adults).toBe(3);
  });
  it('"cuatro, no, cinco" at the nights question is said back as five nights', () => {
    const s: FlowState = { ...initialState('es'), step: 'askNights', search: { city: 'Cartagena', checkin: '2026-12-10', ages: [] } };
    const r = say(s, 'cuatro, no, cinco');
    expect(r.state.step).toBe('clarify');
    expect(step(r.state, { kind: 'choice', value: 'pick:0' }, ctx).state.search.nights).toBe(5);
  });
  it('"three rooms, no, two" is said back with the two rooms, and taken when picked', () => {
    const r = say({ ...atParty(), lang: 'en' }, 'three rooms, no, two');
    expect(r.state.step).toBe('clarify');
    expect(r.replies.at(-1)?.text).toMatch(/· 2 rooms\./);
    const picked = step(r.state, { kind: 'choice', value: 'pick:0' }, ctx).state;
    expect(picked.search.rooms).toBe(2);
  });
});

describe('Colombian "el otro viernes": the Friday after the coming one, said back to confirm', () => {
  const atDates = (): FlowState => ({ ...initialState('es'), step: 'askDates', search: { city: 'Cartagena', ages: [] } });
  it('is offered as the one choice, in a sentence asking to confirm it, and taken once picked', () => {
    const r = say(atDates(), 'el otro viernes');
    expect(r.state.step).toBe('clarify');
    expect(r.state.search.checkin).toBeUndefined();
    expect(r.state.clarify?.options).toHaveLength(1);
    expect(r.replies.at(-1)?.text).toMatch(/^Para no equivocarme, ¿es esto\? vie 4 dic/);
    expect(step(r.state, { kind: 'choice', value: 'pick:0' }, ctx).state.search.checkin).toBe('2026-12-04');
  });
  it('near miss: "este viernes" is the coming one, taken as said', () => {
    expect(say(atDates(), 'este viernes').state.clarify).toBeUndefined();
  });
  it('near miss: a range\'s end "hasta el otro lunes" keeps both choices', () => {
    expect(say(atDates(), 'desde el lunes hasta el otro lunes').state.clarify?.options.length ?? 0).not.toBe(1);
  });
});

describe('people named in a reason at a contact question are said back, never taken', () => {
  const atName = (): FlowState => ({
    ...initialState('es'),
    step: 'askName',
    search: { city: 'Cartagena', checkin: '2026-12-10', nights: 3, adults: 2, ages: [] },
  });
  it('"es que con 3 niños es difícil escribir" at the name keeps the party as it was', () => {
    const r = say(atName(), 'gracias por la paciencia, es que con 3 niños es difícil escribir');
    expect(r.state.search.adults).toBe(2);
    expect(r.state.search.children).toBeUndefined();
  });
  it('near miss: a party said plainly at the name is still read (and confirmed)', () => {
    const r = say(atName(), 'Ana Gómez, y somos 3 adultos');
    expect(r.state.search.adults === 3 || r.state.clarify?.options.some((o) => o.patch?.adults === 3)).toBe(true);
  });
});

describe('a value denied right after the one said ("X, no Y") keeps the first: never the day ruled out', () => {
  /** The check-in the message leaves, a one-choice confirmation picked. */
  const checkinAfter = (s: FlowState, text: string) => {
    const r = say(s, text);
    const at = r.state.step === 'clarify' && r.state.clarify?.options.length === 1 ? step(r.state, { kind: 'choice', value: 'pick:0' }, ctx).state : r.state;
    return at.search.checkin;
  };

  it('"llegamos el martes, no el lunes" at another question is Tuesday, never the Monday denied', () => {
    expect(checkinAfter(atParty(), 'ah, y cambiamos: llegamos el martes, no el lunes')).toBe('2026-11-24');
    expect(checkinAfter(atParty(), 'uy no, la llegada es el martes, no el lunes')).toBe('2026-11-24');
    expect(checkinAfter(atParty(), 'espere, es el 12, no el 11')).toBe('2026-12-12');
  });

  it('said in one breath after "es" ("la fecha es el jueves no el miércoles"), the first is said back before it is taken', () => {
    const r = say(atParty(), 'ay no la fecha es el jueves no el miércoles');
    expect(r.state.step).toBe('clarify');
    expect(r.state.clarify?.options).toHaveLength(1);
    expect(r.state.search.checkin).toBe('2026-12-10');
    expect(step(r.state, { kind: 'choice', value: 'pick:0' }, ctx).state.search.checkin).toBe('2026-11-26');
  });

  it('near misses: a bare "no" with nothing asserted, or with a pause after it, takes the first back', () => {
    expect(checkinAfter(atParty(), 'eh el lunes no el martes')).toBe('2026-11-24');
    expect(checkinAfter(atParty(), 'el 15, no, el 16')).toBe('2026-12-16');
    expect(checkinAfter(atParty(), 'el 15, ah no el 16')).toBe('2026-12-16');
  });

  it('the day denied said again right after ("el sábado, no el domingo, el domingo") is never read as the Saturday', () => {
    expect(checkinAfter(atParty(), 'el sábado, no el domingo, el domingo')).not.toBe('2026-11-28');
  });
});
