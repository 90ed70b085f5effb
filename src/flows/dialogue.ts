/**
 * The dialogue: what the bot says and asks next. The next question is derived
 * from the state ({@link advance}) by reading the question table
 * (`questions.ts`); asking and re-asking, the summary, the search and the
 * offers, starting over, cancelling, changing a part and going back.
 */
import { addDays } from '../clock.js';
import { formatBogotaInstant, formatDate, formatMoney, formatPhone, formatStay } from '../texts/format.js';
import { countryName } from './understand/guest/index.js';

import type { ChangeTarget } from './understand/index.js';
import { availableProducts, CHOICE, chosenHotel, chosenProducts, isRefundable, layoutOf, searchKey, textsFor, understoodLine, wireLayout } from './draft.js';
import { changeChoices, forget, hotelList, isQuestion, owner, QUESTION_ORDER, QUESTIONS, questionOf, type Next } from './questions.js';
import type { FlowState } from './state.js';
import type { Texts } from '../texts/guest.js';
import type { HandoffDeps } from './handoff.js';
import type { Choice, Effect, Reply } from './types.js';
import { type Ctx, type Result, done, reset } from './context.js';
import { createEffect, guestComplete, totals } from './offers.js';

/** The booking's summary with its Confirm / Change / Cancel buttons, or undefined while the draft is incomplete. */
export function summary(s: FlowState): Reply | undefined {
  const t = textsFor(s);
  const h = chosenHotel(s);
  const products = chosenProducts(s);
  const layout = layoutOf(s.search);
  const { checkin, nights } = s.search;
  const g = s.guest;
  if (!h || !products || !layout || checkin === undefined || nights === undefined || !guestComplete(g)) return undefined;
  const total = totals(products);
  const text = t.summary({
    hotel: h.name,
    city: h.city,
    checkin: formatDate(checkin, s.lang),
    checkout: formatDate(addDays(checkin, nights), s.lang),
    nights,
    rooms: products.map((p, i) => ({
      occupancy: { adults: layout[i]?.adults ?? 0, ages: layout[i]?.ages ?? [] },
      roomName: p.roomName,
      rateDescription: p.rateDescription,
      boardTypeDescription: p.boardTypeDescription,
      refundable: isRefundable(p.refundable),
      price: formatMoney(p.amount, p.amountUsd, s.lang),
    })),
    firstName: g.firstName,
    lastName: g.lastName,
    email: g.email,
    phone: formatPhone(g.phone),
    country: countryName(g.country, s.lang) + (g.countryFromPhone ? ` ${t.countryFromPhoneNote}` : ''),
    residenceCity: g.residenceCity,
    total: formatMoney(total.cop, total.usd, s.lang),
  });
  return {
    text,
    choices: [
      { label: t.confirm, value: CHOICE.confirm },
      { label: t.edit, value: CHOICE.edit },
      { label: t.cancel, value: CHOICE.cancel },
    ],
  };
}

/** The current question of `s`, to ask or repeat it: a question's from its entry, else the step's own. Empty when idle. */
export function prompt(s: FlowState, ctx: Ctx): Reply[] {
  const t = textsFor(s);
  if (isQuestion(s.step)) return QUESTIONS[s.step].prompt(s, ctx, t);
  const q = s.search;
  switch (s.step) {
    case 'idle':
      return [];
    case 'clarify': {
      const c = s.clarify;
      if (!c) return [];
      return [{ text: c.question, choices: c.options.map((o, i) => ({ label: o.label, value: `pick:${i}` })) }];
    }
    case 'searching':
    case 'creating':
      // After a failure the guest is told so again, with the same ways out; else the work is under way.
      if (s.retry) return [failure(s, s.retry)];
      return [{ text: t.stillWorking, choices: [{ label: t.retry, value: CHOICE.retry }] }];
    case 'noAvailability': {
      const stay = q.checkin && q.nights ? formatStay(q.checkin, addDays(q.checkin, q.nights), q.nights, s.lang) : '';
      return [{ text: t.noAvailability(q.city ?? '', stay), choices: [...changeChoices(s), { label: t.newSearch, value: CHOICE.newSearch }] }];
    }
    case 'confirm': {
      const r = summary(s);
      return r ? [r] : [];
    }
    case 'editPick':
      return [
        {
          text: t.editWhat,
          choices: (Object.keys(t.editLabels) as (keyof Texts['editLabels'])[]).map((k) => ({ label: t.editLabels[k], value: `edit:${k}` })),
        },
      ];
    case 'awaitingPayment': {
      const a = s.awaiting;
      if (!a) return [];
      // While its payment is in process, no Pay button: paying again is what the guest must not do.
      if (a.inProcess) return [{ text: t.awaitingInProcess(a.chatbotId), choices: [{ label: t.newSearch, value: CHOICE.newSearch }] }];
      return [
        {
          text: t.awaitingReminder(a.chatbotId, formatBogotaInstant(a.expirationDate, s.lang)),
          url: a.url,
          choices: [{ label: t.newSearch, value: CHOICE.newSearch }],
        },
      ];
    }
  }
}

/** The apology for a failed effect (or, `busy`, the note that many guests are searching now), with Retry and the way out of the step (a new search, or cancel). */
export function failure(s: FlowState, effect: Effect['kind'], reason?: 'busy'): Reply {
  const t = textsFor(s);
  const choices: Choice[] = [{ label: t.retry, value: CHOICE.retry }];
  if (s.step === 'searching') choices.push({ label: t.newSearch, value: CHOICE.newSearch });
  if (s.step === 'creating') choices.push({ label: t.cancel, value: CHOICE.cancel });
  return { text: reason === 'busy' ? t.effectBusy(effect) : t.effectFailed(effect), choices };
}

/** The language question with its two buttons. */
export function languageChoice(s: FlowState): Reply {
  return {
    text: textsFor(s).chooseLanguage,
    choices: [
      { label: 'Español', value: 'lang:es' },
      { label: 'English', value: 'lang:en' },
    ],
  };
}

/** Prefix `note` (and the understood line) to the first reply. */
export function withBefore(replies: Reply[], before: string[]): Reply[] {
  const lines = before.filter(Boolean);
  if (lines.length === 0) return replies;
  const [first, ...rest] = replies;
  if (!first) return [{ text: lines.join('\n') }];
  return [{ ...first, text: `${lines.join('\n')}\n\n${first.text}` }, ...rest];
}

/**
 * The next step for what the state holds: the first question of the search
 * whose answer is missing, the search (run again when a slot changed since
 * the last one), the first question of the booking (hotel, rates, the guest's
 * details) whose answer is missing, the summary. `before` are lines said
 * first (what was understood, a reason, an answer to small talk).
 */
export function advance(s: FlowState, ctx: Ctx, before: string[] = []): Result {
  if (s.clarify) return ask({ ...s, step: 'clarify' }, ctx, before);
  const search = QUESTION_ORDER.find((q) => q.stage === 'search' && q.missing?.(s));
  if (search) return open(search, s, ctx, before);
  const key = searchKey(s.search);
  // A party the questions take as answered that still gives no rooms to search (ages that do not match the children): asked again.
  if (!key) return ask({ ...s, step: 'askParty' }, ctx, before);
  if (key !== s.searched || s.hotels.length === 0) return beginSearch(s, ctx, before);
  const booking = QUESTION_ORDER.find((q) => q.stage === 'booking' && q.missing?.(s));
  if (booking) return open(booking, s, ctx, before);
  return ask({ ...s, step: 'confirm' }, ctx, before);
}

/** Ask question `q` (at step `q.step`) in `s`, the way its entry says. */
export function open(q: (typeof QUESTION_ORDER)[number], s: FlowState, ctx: Ctx, before: string[]): Result {
  return q.open ? proceed(q.open(s), ctx, before) : ask({ ...s, step: q.step }, ctx, before);
}

/** Go on the way a question's entry said after taking an answer ({@link Next}). */
export function proceed(next: Next, ctx: Ctx, before: string[] = []): Result {
  switch (next.go) {
    case 'values':
      return afterValues(next.state, ctx, before, true);
    case 'next':
      return advance(next.state, ctx, before);
    case 'products':
      return offerProducts(next.state, ctx, before);
  }
}

/** Move to the step already set in `s` and ask its question, after `before` lines. */
export function ask(s: FlowState, ctx: Ctx, before: string[] = []): Result {
  return done(s, withBefore(prompt(s, ctx), before));
}

/** Re-ask the current question after an answer that could not be used: `why` first, with the question's buttons. */
export function reask(s: FlowState, ctx: Ctx, why: string): Result {
  const current = prompt(s, ctx);
  const first = current[0];
  if (!first) return done(s, [{ text: why }]);
  return done(s, [{ ...first, text: `${why}\n\n${first.text}` }, ...current.slice(1)]);
}

/** Search availability for the draft (the `searchAvailability` effect), saying `before` first. */
export function beginSearch(s: FlowState, ctx: Ctx, before: string[] = []): Result {
  const layout = layoutOf(s.search);
  const key = searchKey(s.search);
  const { city, checkin, nights } = s.search;
  if (!layout || !key || city === undefined || checkin === undefined || nights === undefined) return advance({ ...s, searched: undefined }, ctx, before);
  const next: FlowState = { ...s, step: 'searching', seq: s.seq + 1, hotels: [], picks: [], room: 0, searched: key };
  delete next.hotel;
  delete next.idempotencyKey;
  delete next.retry;
  const text = textsFor(s).searching(s.search.hotelName ?? city, understoodLine(next, ctx, true, false));
  return done(next, withBefore([{ text }], before), [{ kind: 'searchAvailability', checkin, nights, city, layout: wireLayout(layout) }]);
}

/** Offer the rates of the chosen hotel for the current room. */
export function offerProducts(s: FlowState, ctx: Ctx, before: string[] = []): Result {
  const h = chosenHotel(s);
  if (!h) return ask({ ...s, step: 'chooseHotel' }, ctx, before);
  if (availableProducts(s, h, s.room).length === 0) {
    const back: FlowState = { ...s, picks: [], room: 0, step: 'chooseHotel' };
    delete back.hotel;
    return done(back, withBefore([{ text: textsFor(s).noRoomsLeft(s.room + 1) }, hotelList(back, ctx)], before));
  }
  return ask({ ...s, step: 'chooseProduct' }, ctx, before);
}

/** Start a fresh conversation (language kept), greeting, at the destination question. */
export function startOver(s: FlowState, ctx: Ctx, greet: boolean, before: string[] = []): Result {
  const r = advance(reset(s), ctx, [...before, ...(greet ? [textsFor(s).greeting] : [])]);
  return greet ? withLanguageButton(r) : r;
}

/**
 * The greeting's question also offers the other language as a button
 * ("🇬🇧 English" in a Spanish chat), unless the guest already chose one.
 */
export function withLanguageButton(r: Result): Result {
  const first = r.replies[0];
  // Only beside buttons of words (the cities): on a question answered with numbers, a numbered option would catch them.
  if (!first || r.state.langChosen || !questionOf(r.state)?.languageButton) return r;
  const other = r.state.lang === 'es' ? { label: '🇬🇧 English', value: 'lang:en' } : { label: '🇨🇴 Español', value: 'lang:es' };
  return { ...r, replies: [{ ...first, choices: [...(first.choices ?? []), other] }, ...r.replies.slice(1)] };
}

/** Cancel the booking being made: everything of the search and the guest's choices is forgotten. */
export function cancel(s: FlowState): Result {
  const t = textsFor(s);
  const withBooking = s.step === 'awaitingPayment' || s.step === 'creating' || s.awaiting !== undefined;
  const text = withBooking ? t.cancelledWithBooking(s.awaiting?.chatbotId) : t.cancelled;
  // A registered booking is not cancelled by leaving the conversation: /status and its notices still reach it.
  const next = reset(s);
  if (s.awaiting) next.awaiting = s.awaiting;
  return done(next, [{ text }]);
}

/**
 * A button of an earlier message: said so, and the current question again.
 * While idle after a booking was settled (its old Confirmar pressed after
 * paying), the button is answered with that booking's outcome and the way to
 * a new search, not the whole greeting.
 */
export function stale(s: FlowState, ctx: Ctx): Result {
  const t = textsFor(s);
  if (s.step === 'idle' && s.settled)
    return done(s, [{ text: t.staleAfterBooking(s.settled.chatbotId, s.settled.outcome), choices: [{ label: t.newSearch, value: CHOICE.newSearch }] }]);
  if (s.step === 'idle') return startOver(s, ctx, true, [t.stale]);
  return ask(s, ctx, [t.stale]);
}

/** Ask part `target` again: forgotten, then the next question (a part asked only on request is asked at once). */
export function change(s: FlowState, ctx: Ctx, target: ChangeTarget, before: string[] = []): Result {
  const q = owner(target);
  const onRequest = q.owns.onRequest;
  if (onRequest && !onRequest.ready(s)) return advance(forget(s, onRequest.otherwise), ctx, before);
  if (onRequest) return ask({ ...forget(s, target), step: q.step }, ctx, before);
  return advance(forget(s, target), ctx, before);
}

/**
 * The part held before the current question's, to forget on "back": the
 * parts in the order of their questions; from a step that is not a question,
 * the last part held (from `noAvailability`, the one before the hotel).
 */
export function previousPart(s: FlowState): ChangeTarget | undefined {
  const order = QUESTION_ORDER.filter((q) => q.owns?.held);
  const here = isQuestion(s.step) ? QUESTIONS[s.step].fills : s.step === 'noAvailability' ? 'hotel' : undefined;
  const idx = here ? order.findIndex((q) => q.fills === here) : order.length;
  for (let i = idx - 1; i >= 0; i--) if (order[i]!.owns!.held!(s)) return order[i]!.fills;
  return undefined;
}

/** Go back one part ("atrás"): the question before the current one, its value forgotten. */
export function goBack(s: FlowState, ctx: Ctx): Result {
  const q = questionOf(s);
  // A question that asks more of its part asks the whole part again, keeping the rest.
  if (q?.follows) return advance(forget(s, q.fills), ctx);
  // A question asked on request goes back to where the booking was.
  if (q?.owns?.onRequest) return advance(s, ctx);
  const own = q?.back?.(s);
  if (own) return proceed(own, ctx);
  // (back from how many children: to the party's question, the grown-ups forgotten with them)
  if (s.step === 'clarify' && s.clarify?.about === 'children') return advance(forget(s, 'party'), ctx);
  if (s.step === 'clarify') {
    const next = { ...s };
    delete next.clarify;
    return advance(next, ctx);
  }
  const part = previousPart(s);
  if (!part) return ask(s.step === 'idle' ? { ...s, step: 'askDestination' } : s, ctx, [textsFor(s).nothingToGoBackTo]);
  return advance(forget(s, part), ctx);
}

/** After values were taken: say back what is understood (when the search changed) and ask the next question. */
export function afterValues(s: FlowState, ctx: Ctx, notes: string[], searchChanged: boolean): Result {
  const lines = [...notes];
  const line = understoodLine(s, ctx);
  const willSearch = !s.clarify && searchKey(s.search) !== undefined && searchKey(s.search) !== s.searched;
  if (searchChanged && line && !willSearch) lines.push(textsFor(s).understood(line));
  return advance(s, ctx, lines);
}

/** `s` with the guest's first and last name. */
export function withName(s: FlowState, first: string, last: string): FlowState {
  const next: FlowState = { ...s, guest: { ...s.guest, firstName: first, lastName: last } };
  delete next.clarify;
  return next;
}

/** The guest confirmed the summary: create the booking (once per idempotency key). */
export function confirmBooking(s: FlowState, ctx: Ctx): Result {
  const key = s.idempotencyKey ?? ctx.newId();
  const effect = createEffect(s, key);
  if (!effect) return advance(s, ctx, [textsFor(s).notUnderstood]);
  return done({ ...s, step: 'creating', idempotencyKey: key }, [{ text: textsFor(s).creating }], [effect]);
}

/** Run again the effect that failed (`s.retry`), or undefined when none is pending. */
export function retry(s: FlowState, ctx: Ctx): Result | undefined {
  const kind = s.retry ?? (s.step === 'searching' ? 'searchAvailability' : s.step === 'creating' ? 'createBooking' : undefined);
  const next: FlowState = { ...s };
  delete next.retry;
  switch (kind) {
    case 'searchAvailability':
      return s.step === 'searching' ? beginSearch(next, ctx) : undefined;
    case 'createBooking': {
      if (s.step !== 'creating' || !s.idempotencyKey) return undefined;
      const effect = createEffect(s, s.idempotencyKey);
      return effect ? done(next, [{ text: textsFor(s).creating }], [effect]) : undefined;
    }
    case 'checkStatus':
      return s.step === 'awaitingPayment' && s.awaiting ? done(next, [], [{ kind: 'checkStatus', chatbotId: s.awaiting.chatbotId }]) : undefined;
    case 'watchPayment':
      return s.step === 'awaitingPayment' && s.awaiting
        ? done(next, [], [{ kind: 'watchPayment', chatbotId: s.awaiting.chatbotId, expirationDate: s.awaiting.expirationDate }])
        : undefined;
    default:
      return undefined;
  }
}

/** What the hand-off needs from this module (the question again, the one-line summary). */
export function handoffDeps(ctx: Ctx): HandoffDeps {
  return { prompt: (s) => prompt(s, ctx), summary: (s) => understoodLine(s, ctx, true), now: ctx.now };
}
