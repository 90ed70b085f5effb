/**
 * The handlers of each kind of input to the conversation: text the guest
 * typed, a button pressed, a command, a shared contact, and the results of
 * effects and the payment's news (availability, booking created, payment
 * outcomes).
 */
import type { AvailabilityResponse } from '../api/contract/index.js';
import { addDays, daysBetween } from '../clock.js';
import { formatBogotaInstant, formatMoney } from '../texts/format.js';
import { extractContact } from './understand/guest/index.js';
import { cityNames, resolveDeepLink } from './understand/destinations.js';

import { understand, withoutDeniedCount, type ChangeTarget, type Slot, type Understanding } from './understand/index.js';
import { spellOutShorthand } from './understand/shorthand.js';
import { fold, foldKeepLength, negativeNumberSpans } from './understand/text.js';
import { applyPatch, CHOICE, chosenProducts, layoutOf, textsFor, understoodLine } from './draft.js';
import { MAX_ROOMS } from './limits.js';
import { forget, hintFor, owner, questionOf, SELF_EXPLAINED } from './questions.js';
import type { Clarify, FlowState, SearchDraft } from './state.js';
import type { Texts } from '../texts/guest.js';
import { handOver, personChoice, HUMAN_CHOICE } from './handoff.js';
import type { Choice, FlowInput, Lang, Reply } from './types.js';
import { type Ctx, type Result, done, expecting, reset } from './context.js';
import { bookableHotels, totals } from './offers.js';
import {
  advance,
  afterValues,
  ask,
  beginSearch,
  cancel,
  change,
  confirmBooking,
  goBack,
  handoffDeps,
  languageChoice,
  offerProducts,
  proceed,
  prompt,
  reask,
  retry,
  stale,
  startOver,
  withBefore,
  withLanguageButton,
  withName,
} from './dialogue.js';
import {
  type Applied,
  apply,
  applyClarifyAnswer,
  applyGuest,
  countChildren,
  dateProblem,
  hasValues,
  phoneCountryOf,
  relativeNights,
  withResidenceCity,
} from './apply.js';

/** A label compared as typed: no emoji or punctuation, folded. */
export function labelKey(label: string): string {
  return fold(label.replace(/[^\p{L}\p{N}\s]/gu, ' '));
}

/** Text typed by the guest: read for every slot and applied, then the next question (or a command, a button's label, a correction, a hand-off). */
export function onText(s0: FlowState, raw: string, ctx: Ctx): Result {
  // The text of one of the current buttons, typed ("Cambiar un dato", "País"), is that button.
  // A negative number is no button's label ("-2" is not the "2" button): it is read, and refused, as text.
  const typed = negativeNumberSpans(foldKeepLength(raw)).length ? '' : labelKey(raw);
  const button = typed
    ? prompt(s0, ctx)
        .flatMap((r) => r.choices ?? [])
        .find((c) => labelKey(c.label) === typed)
    : undefined;
  if (button) return onChoice(s0, button.value, ctx);
  let s = s0;
  const slot = expecting(s);
  // Chat shorthand spelled out ("uno d 4", "mñn", "5 n 8", "2️⃣ noches") before the message is read; an address or a
  // phone being given is read as typed.
  if (!slot || !VERBATIM_SLOTS.has(slot)) raw = spellOutShorthand(raw, s.lang);
  // At the nights question a weekday or "the weekend" is the departure after the check-in known.
  const anchor = slot === 'nights' ? s.search.checkin : undefined;
  let u = withResidenceCity(
    s,
    raw,
    relativeNights(
      raw,
      withoutDeniedCount(understand(raw, { lang: s.lang, today: ctx.today, expecting: slot, catalogue: ctx.catalogue, anchor, known: s.search.checkin }), raw),
      s,
    ),
    ctx,
  );
  const before: string[] = [];
  const kinds = new Set(u.intents.map((i) => i.kind));

  // Language: asked for, or a message clearly in the other one.
  const asked = u.intents.find((i): i is Extract<typeof i, { kind: 'language' }> => i.kind === 'language');
  if (asked && asked.lang !== s.lang) {
    s = { ...s, lang: asked.lang, langChosen: true };
    before.push(textsFor(s).languageSet);
  } else if (asked) {
    s = { ...s, langChosen: true };
  } else if (!s.langChosen && u.lang && u.lang !== s.lang) {
    s = { ...s, lang: u.lang };
  }
  const t = textsFor(s);

  // "quiero hablar con alguien", "un asesor", "talk to a person".
  if (kinds.has('human')) return handOver(s, s.misses ? 'notUnderstood' : 'asked', ctx.now, ctx.handoff === true, handoffDeps(ctx));
  // "olvídalo, empecemos otra vez": forgetting what was said to start again is a restart, not a goodbye.
  if (kinds.has('cancel') && !kinds.has('restart')) return cancel(s);
  // "empezar de nuevo, ahora Santa Marta": start afresh, then read what came with it.
  if (kinds.has('restart') && !hasValues(u)) return startOver(s, ctx, false, before);
  if (kinds.has('restart')) s = reset(s);
  if (kinds.has('help') && !hasValues(u)) return done(s, withBefore([{ text: t.help }, ...prompt(s, ctx)], before));
  if (kinds.has('back') && !hasValues(u)) return goBack(s, ctx);

  // An answer only the question itself can read (at the hotel list, a listed hotel's name).
  const typedAnswer = questionOf(s)?.typed?.(s, raw, u);
  if (typedAnswer) return proceed(typedAnswer, ctx, before);

  // Waiting on the service: words cannot change what is being done.
  if (s.step === 'searching' || s.step === 'creating') return done(s, withBefore(prompt(s, ctx), before));

  // A new request after a finished (or abandoned) one starts afresh, keeping nothing of the old search.
  const starting = s.step === 'idle' || (s.step === 'awaitingPayment' && hasValues(u));
  if (starting) {
    // A booking still awaiting payment stays reachable (/status, its notices) while the guest searches again.
    const awaiting = s.awaiting;
    const guest = s.step === 'awaitingPayment' ? s.guest : {};
    s = { ...reset(s), guest };
    if (awaiting) s.awaiting = awaiting;
    if (kinds.has('greeting') && hasValues(u)) before.push(t.greetingBack);
  }

  const changeIntent = u.intents.find((i): i is Extract<typeof i, { kind: 'change' }> => i.kind === 'change');
  // "cambiar fechas": ask that part again; "cambiar la fecha al 16": forget it and take the new value below.
  // Class: another city asked for, naming the one being left as the reason ("mejor otra ciudad, los niños se aburren en
  // Cartagena"): the city named is no new value.
  const leaving = changeIntent?.target === 'destination' && u.destination?.kind === 'known' && !u.destination.hotel && u.destination.city === s.search.city;
  if (leaving) {
    const { destination: _left, ...rest } = u;
    u = rest;
  }
  if (changeIntent && !hasValues(u) && !starting) return change(s, ctx, changeIntent.target, before);
  // Class: the departure alone said once the check-in is known ("cámbiame la salida para el domingo", "change the
  // departure to Sunday", "al final nos quedamos hasta el domingo" at the summary): the check-in known stays, and the
  // day is read after it, as at the nights question.
  const checkinKept = s.search.checkin;
  if ((changeIntent === undefined || changeIntent.target === 'dates') && u.dates?.checkout && !u.dates.checkin && checkinKept) {
    const after = understand(raw, { lang: s.lang, today: ctx.today, expecting: 'nights', catalogue: ctx.catalogue, anchor: checkinKept }).dates;
    const out = after?.checkout && !after.checkin ? after.checkout : u.dates.checkout;
    if (out > checkinKept) u = { ...u, dates: { ...u.dates, checkin: checkinKept, checkout: out, nights: daysBetween(checkinKept, out) } };
  }
  if (changeIntent) s = forget(s, changeIntent.target);

  // A plain yes to a reading asked back as the one choice ("¿es esto? …" — "sí"), or "los dos" / "both" to one age asked
  // for several children: taken as its button would be.
  if (s.step === 'clarify' && s.clarify?.options.length === 1 && acceptsOnlyReading(s.clarify, raw, u)) return onChoice(s, 'pick:0', ctx);
  // "sí" / "yo también" or "no" / "solo ella" to whether the guest travels too: the party with or without the guest
  const too = s.step === 'clarify' && s.clarify?.speaker ? speakerTravels(raw, u) : undefined;
  if (too !== undefined) return onChoice(s, too ? 'pick:1' : 'pick:0', ctx);
  // how many children, for those said with no count: asked back, or asked again by the ages question
  if ((s.step === 'clarify' && s.clarify?.about === 'children') || (s.step === 'askChildAges' && s.search.uncountedChildren)) {
    const counted = countChildren(s, u, ctx, raw);
    if (counted) return afterValues(counted, ctx, before, true);
  }
  if (s.step === 'clarify') {
    const answered = applyClarifyAnswer(s, u, ctx);
    if (answered) return afterValues(answered, ctx, before, true);
  }

  // "can you move it a day later?": the stay known, moved by those days with its length kept, is read as those dates said.
  const shift = u.intents.find((i): i is Extract<typeof i, { kind: 'shift' }> => i.kind === 'shift');
  const { checkin, nights } = s.search;
  const moved = shift && checkin && nights && !u.dates ? addDays(checkin, shift.days) : undefined;
  const a = apply(s, moved && nights ? { ...u, dates: { checkin: moved, checkout: addDays(moved, nights), nights, spans: [] } } : u, ctx, raw);
  // A group over the limits in a first message, with staff to reach: refused at once (the limit said, a person offered
  // beside it by the machine), and no question of the booking asked: the group is the hotel's team's to quote.
  const group = u.occupancy?.problem?.kind === 'tooMany' || u.occupancy?.problem?.kind === 'tooManyRooms';
  if (starting && group && ctx.handoff === true) return done({ ...a.state, step: 'idle' }, [{ text: [...before, ...a.notes].join('\n') }]);
  if (a.any || changeIntent) {
    const next = { ...a.state };
    // Answered the part asked back in another way: the new values count, the old question is dropped.
    // Answered something else: that is taken, and the question asked back stays.
    // (A change intent may already have dropped the question: "cambiar la fecha al 16" while a date is asked back.)
    if (s.step === 'clarify' && s.clarify && next.clarify === s.clarify && answersClarify(s.clarify, u)) delete next.clarify;
    if (a.suggestions && next.search.city === undefined) {
      const choices = a.suggestions.map((c) => ({ label: c, value: `city:${c}` }));
      return done({ ...next, step: 'askDestination' }, [{ text: [...before, ...a.notes].join('\n'), choices }]);
    }
    return afterValues(next, ctx, [...before, ...a.notes, ...detailsTaken(s, next)], a.search);
  }

  // Nothing of value: answer small talk, confirm at the summary, or say what is expected.
  // Only a plain yes books: "sí, pero el apellido es…" with words not understood asks what to change.
  if (s.step === 'confirm' && kinds.has('yes') && u.leftover === '' && !kinds.has('correction') && !kinds.has('no')) return confirmBooking(s, ctx);
  if (s.step === 'confirm' && kinds.has('yes')) return ask({ ...s, step: 'editPick' }, ctx, [...before, t.notUnderstood]);
  if (s.step === 'confirm' && kinds.has('no')) return ask({ ...s, step: 'editPick' }, ctx, before);
  if (s.step === 'clarify' && s.clarify?.about === 'lastName' && s.clarify.fullName && kinds.has('yes')) {
    const first = s.clarify.options[0]?.label.split(' | ');
    if (first) return afterValues(withName(s, first[0]!, first[1]!), ctx, before, false);
  }
  // "sí" to the one name offered back: that name
  const named = s.step === 'clarify' && s.clarify?.about === 'name' && s.clarify.options.length === 1 ? s.clarify.options[0]!.guest : undefined;
  if (named?.firstName && kinds.has('yes') && !kinds.has('no') && u.leftover === '')
    return afterValues(withName(s, named.firstName, named.lastName ?? ''), ctx, before, false);
  // "gracias" after a finished booking: a kind word, and nothing more is asked.
  if (starting && kinds.has('thanks') && !kinds.has('greeting')) return done(s, [{ text: [...before, t.thanksBack].join('\n') }]);
  if (starting) return withLanguageButton(advance(s, ctx, [...before, t.greeting]));
  if (kinds.has('greeting') || kinds.has('thanks') || kinds.has('smalltalk') || kinds.has('yes') || kinds.has('no') || asked || kinds.has('correction')) {
    const reply = kinds.has('thanks') ? t.thanksBack : kinds.has('greeting') ? t.greetingBack : asked ? '' : t.smalltalkBack;
    return ask(s, ctx, [...before, reply]);
  }
  // "ya pagué", "¿y ahora?": the booking's link again, and its status fresh from the service.
  if (s.step === 'awaitingPayment' && s.awaiting)
    return done(s, withBefore(prompt(s, ctx), before), [{ kind: 'checkStatus', chatbotId: s.awaiting.chatbotId }]);
  if (s.step === 'awaitingPayment' || s.step === 'noAvailability' || s.step === 'editPick') {
    return ask(s, ctx, [...before, t.notUnderstood]);
  }
  // The question itself already shows examples for these; the others get one with the reason.
  const hint = slot && !SELF_EXPLAINED.has(slot) ? hintFor(slot, t) : '';
  return reask(s, ctx, [...before, `${t.notUnderstood} ${hint}`.trim()].join('\n'));
}

/**
 * One line per guest detail taken from a message that answered something
 * else ("✔️ Teléfono: +34 612 34 56 78"), so the guest sees it was kept; a
 * detail given at its own question needs none. In the order the summary's
 * "change" menu lists them (`editLabels`). Nothing at the summary, which
 * shows every detail anyway.
 */
export function detailsTaken(before: FlowState, after: FlowState): string[] {
  if (before.step === 'confirm' || before.step === 'editPick') return [];
  const t = textsFor(after);
  const here = questionOf(before)?.fills;
  const lines: string[] = [];
  for (const part of Object.keys(t.editLabels) as (keyof Texts['editLabels'])[]) {
    const said = owner(part).owns.said;
    if (!said || part === here || said.unless?.(after.guest)) continue;
    const value = said.value(after.guest, after.lang);
    if (value !== undefined && value !== said.value(before.guest, after.lang)) lines.push(t.understood(`${t.editLabels[part]}: ${value}`));
  }
  return lines;
}

/** Whether `u` gives the part a question asked back is about. */
export function answersClarify(c: Clarify, u: Understanding): boolean {
  switch (c.about) {
    case 'dates':
    case 'nights':
      return u.dates !== undefined;
    case 'destination':
      return u.destination !== undefined;
    case 'party':
      return u.occupancy !== undefined;
    case 'childAges':
      return u.occupancy !== undefined || u.bareNumber !== undefined;
    case 'children':
      return u.occupancy?.children !== undefined;
    case 'name':
    case 'lastName':
      return u.guest?.firstName !== undefined || u.guest?.lastName !== undefined || u.guest?.fullName !== undefined || u.guest?.nameToConfirm !== undefined;
    case 'phone':
      return u.guest?.phone !== undefined;
    case 'email':
      return u.guest?.email !== undefined || u.guest?.emailOptions !== undefined;
    case 'country':
      return u.guest?.country !== undefined || u.guest?.countryOptions !== undefined;
  }
}

/** The questions whose answers are read as typed, shorthand and all: an address, a phone. */
const VERBATIM_SLOTS: ReadonlySet<Slot> = new Set<Slot>(['email', 'phone']);

/** Words saying every child has the one age asked back ("ambos", "los dos", "all of them", "the same"). */
const ALL_OF_AGE = /\b(ambos|ambas|los dos|las dos|todos|todas|los tres|las tres|igual|iguales|la misma|both|all|same)\b/;

/**
 * Whether `raw` (read as `u`) accepts the one reading of question asked back `c`: a plain yes, with nothing else of
 * value and no "no"; at one age asked for several children, also "los dos" / "both" with no number.
 */
export function acceptsOnlyReading(c: Clarify, raw: string, u: Understanding): boolean {
  const kinds = new Set(u.intents.map((i) => i.kind));
  if (kinds.has('no') || kinds.has('correction')) return false;
  const folded = fold(raw);
  if (c.about === 'childAges' && ALL_OF_AGE.test(folded) && !/\d/.test(folded)) return true;
  return kinds.has('yes') && !hasValues(u) && u.leftover === '';
}

/** Words of the guest going too ("yo también", "me too", "conmigo", "los dos", "both of us"). */
const SPEAKER_TOO = /\b(yo|me|i|tambien|too|also|conmigo|voy|viajo|ambos|ambas|dos|both|us|nosotros|nosotras)\b/;
/** Words of the person named going without the guest ("solo ella", "just him"). */
const SPEAKER_NOT = /\b(solo|sola|solos|solas|solamente|only|just|alone)\b/;
/** The guest saying they do not go ("yo no", "I'm not", "I don't"): a no, whatever words of going follow. */
const NOT_ME = /\b(yo|i) (no|not|don t|dont|m not|am not|won t)\b/;

/**
 * The answer to whether the guest travels too ({@link Clarify.speaker}, "¿Viajas tú también?"): `true` for a yes or
 * words of the guest going ("sí", "yo también", "me too"), `false` for a no or words of the other one alone ("no",
 * "solo ella", "just him"); undefined when the answer says both, neither, or any value of the booking (read as such).
 */
export function speakerTravels(raw: string, u: Understanding): boolean | undefined {
  if (hasValues(u)) return undefined;
  const kinds = new Set(u.intents.map((i) => i.kind));
  const folded = fold(raw).replace(/[^\p{L}\p{N}]+/gu, ' ');
  const notMe = NOT_ME.test(folded);
  const no = kinds.has('no') || notMe || SPEAKER_NOT.test(folded);
  const yes = (kinds.has('yes') || SPEAKER_TOO.test(folded)) && !notMe;
  return yes === no ? undefined : yes;
}

/** A command: /start (with a deep-link payload), /help, /cancel, /status, /language, /human. */
export function onCommand(s: FlowState, input: Extract<FlowInput, { kind: 'command' }>, ctx: Ctx): Result {
  const t = textsFor(s);
  switch (input.command) {
    case 'start': {
      const fresh = reset(s);
      const match = input.payload ? resolveDeepLink(input.payload, ctx.catalogue) : undefined;
      if (match) {
        const search: SearchDraft = { ...fresh.search, city: match.city };
        if (match.hotel) {
          search.hotelId = match.hotel.id;
          search.hotelName = match.hotel.name;
        }
        const next = { ...fresh, search };
        return withLanguageButton(advance(next, ctx, [t.greeting, t.understood(understoodLine(next, ctx))]));
      }
      if (input.payload) {
        // A link to a place this deployment does not sell: said at once, with the known cities.
        const place = input.payload.replace(/[-_]+/g, ' ').trim();
        return done({ ...fresh, step: 'askDestination' }, [
          { text: `${t.greeting}\n\n${t.unknownDestination(place)}`, choices: cityNames(ctx.catalogue).map((c) => ({ label: c, value: `city:${c}` })) },
        ]);
      }
      return withLanguageButton(advance(fresh, ctx, [t.greeting]));
    }
    case 'help':
      // Where the hotel's staff can be reached, the help offers a person too.
      return done(s, [ctx.handoff ? { text: `${t.help}\n${t.helpHuman}`, choices: [personChoice(s)] } : { text: t.help }, ...prompt(s, ctx)]);
    case 'cancel':
      return cancel(s);
    case 'language':
      return done(s, [languageChoice(s)]);
    case 'status':
      if (s.awaiting) return done(s, [], [{ kind: 'checkStatus', chatbotId: s.awaiting.chatbotId }]);
      // The last booking already paid (or expired) is still what the guest asks about: its live status.
      if (s.settled) return done(s, [], [{ kind: 'checkStatus', chatbotId: s.settled.chatbotId }]);
      return done(s, [{ text: t.noActiveBooking }, ...prompt(s, ctx)]);
    case 'human':
      return handOver(s, 'asked', ctx.now, ctx.handoff === true, handoffDeps(ctx));
  }
}

/** A button pressed: a question's answer, a change, a confirmation, a language, the hand-off's buttons; a stale button is said so. */
export function onChoice(s: FlowState, value: string, ctx: Ctx): Result {
  // Choices valid whatever the step.
  if (value === HUMAN_CHOICE) return handOver(s, 'asked', ctx.now, ctx.handoff === true, handoffDeps(ctx));
  if (value === CHOICE.newSearch) return startOver(s, ctx, false);
  if (value === CHOICE.searchAgain && s.step === 'idle' && s.search.city !== undefined) {
    // The same stay again (after an expired hold); a check-in already past is asked anew.
    const next: FlowState = { ...s, searched: undefined, hotels: [] };
    const past = next.search.checkin !== undefined && next.search.checkin < ctx.today;
    return advance(past ? forget(next, 'dates') : next, ctx, past ? [dateProblem(s, { kind: 'past', date: next.search.checkin! }, ctx)] : []);
  }
  if (value === CHOICE.retry) return retry(s, ctx) ?? stale(s, ctx);
  let m: RegExpExecArray | null;
  if ((m = /^lang:(es|en)$/.exec(value))) {
    const next: FlowState = { ...s, lang: m[1] as Lang, langChosen: true };
    if (next.step === 'idle') return done(next, [{ text: textsFor(next).languageSet }]);
    return ask(next, ctx, [textsFor(next).languageSet]);
  }
  const recovering = s.retry !== undefined || s.step === 'searching' || s.step === 'creating';
  if (value === CHOICE.cancel && (s.step === 'confirm' || s.step === 'editPick' || recovering)) return cancel(s);
  if (value === CHOICE.restart && (s.step === 'confirm' || recovering)) return startOver(s, ctx, false);
  // The number the guest writes from, confirmed with its button: taken as a shared contact is (its country with it).
  if (value === CHOICE.phoneFromProfile && s.step === 'askPhone' && s.profile?.phone) return onContact(s, s.profile.phone, ctx);
  // The name and the number the channel knows, confirmed with one tap at the name question (the number was shown in it).
  if (value === CHOICE.detailsFromProfile && s.step === 'askName' && s.profile?.phone && s.profile.firstName?.trim()) {
    const guest = { ...s.guest, firstName: s.profile.firstName.trim() };
    if (s.profile.lastName?.trim()) guest.lastName = s.profile.lastName.trim();
    else delete guest.lastName;
    return onContact({ ...s, guest }, s.profile.phone, ctx);
  }
  const question = questionOf(s);
  if ((m = /^change:(\w+)$/.exec(value)) && (question?.takesChanges || ['noAvailability', 'confirm', 'editPick'].includes(s.step))) {
    return change(s, ctx, m[1] as ChangeTarget);
  }
  if (question) {
    const next = question.choice?.(s, value, ctx);
    return next ? proceed(next, ctx) : stale(s, ctx);
  }

  // The steps that are not questions.
  switch (s.step) {
    case 'clarify': {
      const c = s.clarify;
      if (c && (m = /^pick:(\d+)$/.exec(value))) {
        const option = c.options[Number(m[1])];
        if (option) {
          if (c.about === 'lastName') {
            const [first, last] = option.label.split(' | ');
            return afterValues(withName(s, first!, last!), ctx, [], false);
          }
          if (option.guest) {
            const a: Applied = { state: { ...s }, notes: [], search: false, any: false };
            delete a.state.clarify;
            applyGuest(a, { ...option.guest, ...(option.guest.phone ? phoneCountryOf(option.guest.phone) : {}), spans: [] }, true);
            return afterValues(a.state, ctx, [], false);
          }
          const next = applyPatch(s, option.patch);
          delete next.clarify;
          return afterValues(next, ctx, [], true);
        }
      }
      break;
    }
    case 'confirm':
      if (value === CHOICE.confirm) return confirmBooking(s, ctx);
      if (value === CHOICE.edit) return ask({ ...s, step: 'editPick' }, ctx);
      break;
    case 'editPick':
      if ((m = /^edit:(\w+)$/.exec(value))) return change(s, ctx, m[1] as ChangeTarget);
      break;
    default:
      break;
  }
  return stale(s, ctx);
}

/** A phone number shared with the channel's own button (or confirmed from the channel's profile). */
export function onContact(s: FlowState, phone: string, ctx: Ctx): Result {
  const text = phone.trim().startsWith('+') ? phone.trim() : `+${phone.trim()}`;
  const found = extractContact({ raw: text, folded: foldKeepLength(text), lang: s.lang, today: ctx.today, expecting: 'phone' });
  if (!found?.phone) return reask(s, ctx, `${textsFor(s).badPhone} ${textsFor(s).hint.phone}`);
  const a: Applied = { state: s, notes: [], search: false, any: false };
  applyGuest(a, { phone: found.phone, ...(found.phoneCountry ? { phoneCountry: found.phoneCountry } : {}), spans: [] });
  if (s.step === 'awaitingPayment') return done(a.state, prompt(a.state, ctx));
  return advance(a.state, ctx, s.step === 'idle' ? [textsFor(s).greeting] : []);
}

/** The search's result: the hotels that can host the party, or what to change when none can. */
export function onAvailability(s: FlowState, result: AvailabilityResponse, ctx: Ctx): Result {
  if (s.step !== 'searching') return done(s); // a late answer to a search the guest left: ignore
  const layout = layoutOf(s.search);
  const hotels = layout ? bookableHotels(result, layout.length, s.search.hotelId) : [];
  const next: FlowState = { ...s, hotels, picks: [], room: 0 };
  delete next.hotel;
  delete next.retry;
  const t = textsFor(s);
  if (hotels.length === 0) {
    // Nobody could host a room of three or more: propose one room more, while each room keeps an adult.
    const q = s.search;
    const crowded = layout?.some((r) => r.adults + r.ages.length >= 3);
    if (layout && crowded && !q.layout && q.rooms === undefined && q.adults !== undefined && layout.length < Math.min(MAX_ROOMS, q.adults)) {
      const split = layout.length + 1;
      return beginSearch({ ...next, search: { ...q, splitRooms: split } }, ctx, [t.splitRooms(split)]);
    }
    // The split did not help either: the next search proposes the fewest rooms again.
    const search = { ...q };
    delete search.splitRooms;
    return ask({ ...next, search, step: 'noAvailability' }, ctx);
  }
  const named = s.search.hotelId;
  if (named !== undefined) {
    const i = hotels.findIndex((h) => h.id === named);
    if (i === 0) return offerProducts({ ...next, hotel: 0 }, ctx, [t.understood(understoodLine(next, ctx, true))]);
    return ask({ ...next, step: 'chooseHotel' }, ctx, [t.hotelNotAvailable(s.search.hotelName ?? '')]);
  }
  return ask({ ...next, step: 'chooseHotel' }, ctx);
}

/** The booking was registered: its payment link, the deadline and the booking card. */
export function onBookingCreated(s: FlowState, chatbotId: string, link: { url: string; expiration_date: string }): Result {
  const t = textsFor(s);
  const products = s.step === 'creating' ? chosenProducts(s) : undefined;
  const total = products ? totals(products) : undefined;
  const hotel = s.hotel !== undefined ? s.hotels[s.hotel] : undefined;
  const awaiting = {
    chatbotId,
    url: link.url,
    expirationDate: link.expiration_date,
    ...(total ? { amount: total.cop, amountUsd: total.usd } : {}),
  };
  // The stay and the guest's details stay with the awaited booking: if it expires, searching again takes one button.
  const next: FlowState = { ...reset(s), step: 'awaitingPayment', awaiting, search: s.search, guest: s.guest };
  const amount = total ? formatMoney(total.cop, total.usd, s.lang) : undefined;
  return done(
    next,
    [{ text: t.bookingCreated(chatbotId, amount, formatBogotaInstant(link.expiration_date, s.lang)), url: link.url, card: chatbotId }],
    [{ kind: 'watchPayment', chatbotId, expirationDate: link.expiration_date, ...(hotel ? { hotelId: hotel.id, hotelName: hotel.name } : {}) }],
  );
}

/** The rooms ran out while booking: said, and the search run again. */
export function onBookingUnavailable(s: FlowState, rooms: { room: string; product: string }[], ctx: Ctx): Result {
  const t = textsFor(s);
  const known = [...(chosenProducts(s) ?? []), ...s.hotels.flatMap((h) => h.rooms.flat())];
  const items = rooms.map(({ room, product }) => {
    const p = known.find((x) => x.roomId === room && x.rateId === product) ?? known.find((x) => x.roomId === room);
    return p ? t.roomAndRate(p.roomName, p.rateDescription) : `${room} / ${product}`;
  });
  const next = { ...s };
  delete next.idempotencyKey;
  return beginSearch(next, ctx, [t.unavailable(items.length ? items : ['—'])]);
}

/** A payment outcome of a booking of this chat (paid, rejected, expired), wherever the conversation is. */
export function onPayment(s: FlowState, input: Extract<FlowInput, { kind: 'payment' }>, ctx: Ctx): Result {
  const t = textsFor(s);
  const current = s.awaiting?.chatbotId === input.chatbotId;
  // The guest may be searching again meanwhile: the notice comes, the booking is let go, the question stays.
  const elsewhere = current && s.step !== 'awaitingPayment';
  const letGo = (x: FlowState): FlowState => {
    const next = { ...x };
    delete next.awaiting;
    return next;
  };
  const resume = (x: FlowState): Reply[] => (x.step === 'idle' || x.step === 'awaitingPayment' ? [] : prompt(x, ctx));
  // The booking card (summary with the Pay button) changes with the booking: paid shows the code, expired loses the Pay button.
  const booked = current ? s.awaiting : undefined;
  const amount = booked?.amount !== undefined ? formatMoney(booked.amount, booked.amountUsd ?? 0, s.lang) : undefined;
  const expiry = booked ? formatBogotaInstant(booked.expirationDate, s.lang) : undefined;
  const card = (choices?: Choice[]): Pick<Reply, 'cardUpdate'> =>
    input.outcome === 'rejected'
      ? {}
      : {
          cardUpdate: {
            chatbotId: input.chatbotId,
            text: input.outcome === 'paid' ? t.cardPaid(input.chatbotId, amount) : t.cardExpired(input.chatbotId, expiry),
            ...(choices ? { choices } : {}),
          },
        };
  // Where only templates may be sent (WhatsApp after 24 hours), the outcome goes as its template, with the booking's code.
  const template: Pick<Reply, 'template'> =
    input.outcome === 'rejected' ? {} : { template: { name: input.outcome === 'paid' ? 'payment_confirmed' : 'booking_expired', params: [input.chatbotId] } };
  if (elsewhere && input.outcome !== 'rejected') {
    const next: FlowState = { ...letGo(s), settled: { chatbotId: input.chatbotId, outcome: input.outcome } };
    const text = input.outcome === 'paid' ? t.paid(input.chatbotId) : t.expired(input.chatbotId, false);
    return done(next, [{ text, ...card(), ...template }, ...resume(next)]);
  }
  if (!current) {
    const text =
      input.outcome === 'paid'
        ? t.paid(input.chatbotId)
        : input.outcome === 'rejected'
          ? t.rejected(input.chatbotId, input.reason)
          : t.expired(input.chatbotId, false);
    return done(s, [
      { text, ...(input.outcome === 'expired' ? { choices: [{ label: t.newSearch, value: CHOICE.newSearch }] } : {}), ...card(), ...template },
      ...resume(s),
    ]);
  }
  switch (input.outcome) {
    case 'paid':
      return done({ ...reset(s), settled: { chatbotId: input.chatbotId, outcome: 'paid' } }, [{ text: t.paid(input.chatbotId), ...card(), ...template }]);
    case 'rejected': {
      const reply: Reply = { text: t.rejected(input.chatbotId, input.reason) };
      if (s.awaiting) reply.url = s.awaiting.url;
      // A declined payment is no longer in process: the booking is payable again, with its Pay button.
      const next = s.awaiting?.inProcess ? { ...s, awaiting: withoutInProcess(s.awaiting) } : s;
      return done(next, [reply, ...resume(next)]);
    }
    case 'expired': {
      // Nothing typed is lost: the stay and the guest's details are kept for a new search.
      const kept: FlowState = { ...reset(s), search: s.search, guest: s.guest, settled: { chatbotId: input.chatbotId, outcome: 'expired' } };
      const again = kept.search.city !== undefined;
      const choices = again
        ? [
            { label: t.searchAgain, value: CHOICE.searchAgain },
            { label: t.newSearch, value: CHOICE.newSearch },
          ]
        : [{ label: t.newSearch, value: CHOICE.newSearch }];
      return done(kept, [
        {
          text: t.expired(input.chatbotId, again),
          choices,
          ...card([again ? { label: t.searchAgain, value: CHOICE.searchAgain } : { label: t.newSearch, value: CHOICE.newSearch }]),
          ...template,
        },
      ]);
    }
  }
}

/** `a` without its in-process mark. */
export function withoutInProcess(a: NonNullable<FlowState['awaiting']>): NonNullable<FlowState['awaiting']> {
  const next = { ...a };
  delete next.inProcess;
  return next;
}

/**
 * The payment of booking `input.chatbotId` is in process (told once per
 * booking, before its outcome): the guest hears that it was received, that
 * the outcome follows as soon as it is known, and that paying again is not
 * needed — with no Pay button. Whatever the guest is doing meanwhile goes on
 * (their current question is asked again). The booking awaited stays
 * awaited, marked in process (its reminder of the link says so); nothing is
 * said for a booking already settled (news that came after its outcome).
 */
export function onPaymentInProcess(s: FlowState, input: Extract<FlowInput, { kind: 'paymentInProcess' }>, ctx: Ctx): Result {
  if (s.settled?.chatbotId === input.chatbotId) return done(s);
  const next = s.awaiting?.chatbotId === input.chatbotId ? { ...s, awaiting: { ...s.awaiting, inProcess: true } } : s;
  const resume = next.step === 'idle' || next.step === 'awaitingPayment' ? [] : prompt(next, ctx);
  return done(next, [{ text: textsFor(s).paymentInProcess(input.chatbotId) }, ...resume]);
}
