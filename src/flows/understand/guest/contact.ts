/**
 * The guest's e-mail address and phone in any message ({@link extractContact}): the readers of `email.ts` and
 * `phone.ts` put together, with the rules for two values in one message (`corrections.ts`).
 *
 * Reads the masked `m.folded` text to find words (so parts already understood by earlier extractors are not read
 * again) and `m.raw`, at the same indexes, for the characters that matter as typed (an e-mail address). Nothing is
 * returned rather than a wrong value (two different e-mails or phones in one message): what is not returned is not
 * claimed either, so it stays in the combiner's leftover and the bot asks.
 */
import countries from 'i18n-iso-countries';
import { foldKeepLength } from '../text.js';
import type { GuestFound, Message, TextRange } from '../types.js';
import { CONTACT_CORRECTION, contrasted, lastCorrected } from './corrections.js';
import {
  AT_RUN,
  copyAddressAt,
  domainFix,
  EMAIL_LEAD,
  EMAIL_TRAIL,
  emailIn,
  JOINED_WORDS,
  likelyEmail,
  labelledForInvoice,
  notForInvoice,
  plainSpokenEmail,
  PREFERENCE,
  preferredOfTwo,
  providerNamed,
  retypedAddress,
  saidAgainEmail,
  SINGLE_DOMAIN_PROVIDERS,
  spacedEmail,
  splitLocalPart,
  spokenEmail,
} from './email.js';
import {
  DIGIT_WORDS,
  DOUBLE_AMONG_DIGITS,
  EMOJI_BETWEEN_DIGITS,
  endingFix,
  groupedSpokenPhone,
  LOOKALIKE_DIGIT,
  LOOKALIKE_DIGITS,
  calledOfTwo,
  guestsOfTwo,
  ownOfTwo,
  type PhoneHit,
  phonesIn,
  preferredLine,
  SHARED_NUMBERING,
  SPACED_DASH,
  spokenPhone,
} from './phone.js';

/**
 * Email and phone anywhere in a message.
 *
 * - `email`: an address as typed ("Ana@Gmail.com" keeps its capitals), trimmed
 *   of surrounding punctuation and of a "correo:"/"email:" prefix glued to it;
 *   valid by `z.email()` and not a mistyped provider or "com" ("ana@gmial.com",
 *   "ana@gmail.con"). Said in words, "santi arroba gmail punto com" is
 *   "santi@gmail.com" (see {@link spokenEmail}). An address typed with a
 *   space inside its first part ("juan perez@gmail.com") is none: no part of
 *   it is taken (see {@link splitLocalPart}). An invalid address ("ana@gmail", "ana@@x.com") is not
 *   returned and not claimed, so the bot re-asks (at the email question it
 *   says it looks invalid).
 * - `phone` (E.164) and `phoneCountry` (ISO alpha-3 of the number's country):
 *   valid numbers only, of a line type a person answers (not toll-free);
 *   Guernsey, Jersey and Man numbers (+44) count as the United Kingdom.
 *   Without "+", national in the chat's region (Spanish → Colombia, English →
 *   United States; a 10-digit number invalid there is tried in the other),
 *   "00" means "+", and a written calling code ("57 300 123 4567") is read.
 *   A country word beside the number decides its region first ("my
 *   Colombian SIM: 310 456 7890" → +57; see {@link regionNear}).
 *   An emoji between digit groups is a separator ("316 📱 890 1234"); at the
 *   phone question only, digits said in words are read ("tres cero cero uno…").
 *   Dates ("15/12/2026", "15.12.2026"), amounts ("1.500.000") and short counts
 *   are never phones.
 *
 * Also read: an address typed with spaces around "@" or a dot ("dani.moreno @
 * gmail . com"), said symbols in brackets ("valerojas (arroba) gmail.com"),
 * words glued when the guest says "todo junto"/"all together"; a mistyped
 * provider ("jen@gmial.com") gives `emailOptions` with the address meant; a
 * phone with Mexico's old "1" ("+52 1 55 …"), "o" typed for zero at the phone
 * question, a number dictated in groups ("trescientos uno, doscientos
 * veinte, …"); "local" beside a number means Colombia; ten digits valid both
 * in Colombia and the US in an English chat give `phoneOptions`. At the
 * phone question in an English chat, a number typed nationally with a
 * leading 0 and no country ("07700 900123") gives `phoneOptions` (no
 * `phone`) with its readings in the likely countries, when one or two (see
 * {@link TRUNK_ZERO_REGIONS}). The United Kingdom's drama range ("+44 7700
 * 900123") is a UK mobile (see {@link EXAMPLE_RANGES}). Two addresses and a
 * preference by order ("…, prefer the first", "mejor el segundo") give that
 * one; words before "arroba" with nothing saying to join them ("laura
 * gomez 85 arroba gmail punto com") are glued and offered back as
 * `emailOptions`, never taken.
 *
 * Two different emails, or two different phones, in one message: the last
 * when a correction word stands between them ("…, no perdón, …", "— wait,
 * …"); else neither is returned (the bot asks which one; two emails are
 * offered as `emailOptions`). A correction word after the only phone takes
 * it back. `undefined` when nothing was found.
 */
export function extractContact(m: Message): GuestFound | undefined {
  const spans: TextRange[] = [];
  const found: GuestFound = { spans };
  const emails = new Map<string, { email: string; span: TextRange }[]>();
  let scan = m.folded;
  // "dani.moreno @ gmail . com": typed with spaces around "@" or a dot.
  const spaced = spacedEmail(m.folded, m.raw);
  if (spaced) {
    if (!spaced.split) emails.set(spaced.email.toLowerCase(), [spaced]);
    scan = scan.slice(0, spaced.span[0]) + ' '.repeat(spaced.span[1] - spaced.span[0]) + scan.slice(spaced.span[1]);
  }
  const suggested: { email: string; span: TextRange }[] = [];
  // an address typed with a space inside its first part ("noa levi@gmail.com"): none of the message's is taken
  let split = false;
  for (const run of scan.matchAll(AT_RUN)) {
    const start = run.index;
    const end = start + run[0].length;
    scan = scan.slice(0, start) + ' '.repeat(end - start) + scan.slice(end);
    const hit = emailIn(m.raw, start, end);
    if (!hit) {
      // "jen@gmial.com", "lisa.m@gmail,com": a known provider mistyped; the address meant is offered back.
      const typed = m.raw.slice(start, end).replace(EMAIL_LEAD, '').replace(EMAIL_TRAIL, '');
      const likely = splitLocalPart(m.folded, start) ? undefined : likelyEmail(typed);
      if (likely) suggested.push({ email: likely, span: [start, end] });
      continue;
    }
    if (splitLocalPart(m.folded, start)) {
      split = true;
      continue;
    }
    const key = hit.email.toLowerCase();
    emails.set(key, [...(emails.get(key) ?? []), hit]);
  }
  if (emails.size === 0 && suggested.length === 1) {
    // "laura@gmial.com perdón, gmail": the guest corrected the provider to the one offered.
    const s = suggested[0]!;
    const after = foldKeepLength(m.raw.slice(s.span[1]));
    const provider = s.email.slice(s.email.indexOf('@') + 1).split('.')[0]!;
    if (CONTACT_CORRECTION.test(after) && new RegExp(String.raw`\b${provider}\b`).test(after)) {
      emails.set(s.email.toLowerCase(), [
        { email: s.email, span: [s.span[0], s.span[1] + (after.search(new RegExp(String.raw`\b${provider}\b`)) + provider.length)] },
      ]);
      scan = scan.slice(0, s.span[1]) + ' '.repeat(m.raw.length - s.span[1]);
    } else {
      found.emailOptions = [s.email];
      spans.push(s.span);
    }
  }
  if (emails.size === 0) {
    const again = saidAgainEmail(scan, m.expecting === 'email');
    if (again) {
      emails.set(again.email, [again]);
      scan = scan.slice(0, again.span[0]) + ' '.repeat(again.span[1] - again.span[0]) + scan.slice(again.span[1]);
    }
    const spoken = again ? undefined : spokenEmail(plainSpokenEmail(scan), m.expecting === 'email');
    if (spoken) {
      emails.set(spoken.email, [spoken]);
      // "todo junto", "all together" said with it are claimed too.
      for (const j of scan.matchAll(JOINED_WORDS)) spans.push([j.index, j.index + j[0].length]);
      scan = scan.slice(0, spoken.span[0]) + ' '.repeat(spoken.span[1] - spoken.span[0]) + scan.slice(spoken.span[1]);
    }
  }
  if (emails.size === 0 && !found.emailOptions) {
    // "mi correo es laura gomez 85 arroba gmail punto com": the words before "arroba" glued is the likeliest
    // address ("lauragomez85@…", though "laura.gomez85" is possible): offered back, not taken.
    const glued = spokenEmail(plainSpokenEmail(scan, true), m.expecting === 'email');
    if (glued) {
      found.emailOptions = [glued.email];
      spans.push(glued.span);
    }
  }
  if (emails.size === 0 && !found.emailOptions && m.expecting === 'email') {
    const named = providerNamed(scan);
    if (named && SINGLE_DOMAIN_PROVIDERS.has(named.provider)) emails.set(named.email, [named]);
    else if (named) {
      found.emailOptions = [named.email];
      spans.push(named.span);
    }
  }
  if (split) emails.clear();
  // "mark@acme.com (cc my assistant pete@acme.com)": an address to copy is not the guest's; claimed and dropped.
  if (emails.size > 1) {
    for (const [key, hits] of emails) {
      if (emails.size > 1 && hits.every((h) => copyAddressAt(m.folded, h.span[0]))) {
        emails.delete(key);
        for (const h of hits) spans.push(h.span);
      }
    }
  }
  const hits = emails.size === 1 ? [...emails.values()][0]! : [];
  // Class: the one address said for the invoice in a request ("Kindly send the invoice to accounts@…"): the company's,
  // never the guest's contact (at the email question it is the answer)
  if (emails.size === 1 && m.expecting !== 'email' && hits.every((h) => labelledForInvoice(m.folded, h.span[0]))) {
    for (const h of hits) spans.push(h.span);
  } else if (emails.size === 1) {
    found.email = hits[0]!.email;
    for (const h of hits) spans.push(h.span);
    // "jfmosquera arroba gmail punto com no perdón arroba hotmail": the domain said again after a correction replaces it.
    const last = hits.reduce((x, y) => (y.span[1] > x.span[1] ? y : x));
    const fix = domainFix(found.email, foldKeepLength(m.raw.slice(last.span[1])));
    if (fix) {
      found.email = fix.email;
      spans.push([last.span[1], last.span[1] + fix.length]);
    }
  } else if (emails.size > 1) {
    // "juanca_rs@hotmail.com, no perdón, juanca_rs@gmail.com": the last, said as a correction.
    const all = [...emails.values()].flat();
    // A bare "no" between the two takes the first back too ("felipe@empresa.com, no, felipe.r@empresa.com").
    const last = contrasted(all, (h) => h.email.toLowerCase(), m.raw, m.lang) ?? lastCorrected(all, (h) => h.email.toLowerCase(), m.raw, true);
    if (last) {
      found.email = last.email;
      for (const h of all) spans.push(h.span);
    } else if (emails.size === 2 && retypedAddress(all, m.raw)) {
      const second = retypedAddress(all, m.raw)!;
      found.email = second.email;
      for (const h of all) spans.push(h.span);
      // the remark between the two is claimed with them
      spans.push([Math.min(...all.map((h) => h.span[1])), second.span[0]]);
    } else if (notForInvoice(all, m.folded)) {
      // "para la factura es contabilidad@… pero la confirmación mándala a … pedro.mora@gmail.com": the one not for the invoice.
      found.email = notForInvoice(all, m.folded)!.email;
      for (const h of all) spans.push(h.span);
    } else if (emails.size === 2 && preferredOfTwo(all, m.folded)) {
      // "lisa.m@protonmail.com or lisa@work.com, prefer the first": the one the guest prefers.
      found.email = preferredOfTwo(all, m.folded)!.email;
      for (const h of all) spans.push(h.span);
      const said = PREFERENCE.exec(m.folded.slice(Math.max(...all.map((h) => h.span[1]))));
      if (said) {
        const at = Math.max(...all.map((h) => h.span[1])) + said.index;
        spans.push([at, at + said[0].length]);
      }
    } else if (emails.size === 2) {
      // "either anna.k@gmail.com or anna.k@outlook.com": both offered back, none taken.
      found.emailOptions = all
        .sort((a, b) => a.span[0] - b.span[0])
        .map((h) => h.email)
        .filter((e, i, xs) => xs.findIndex((x) => x.toLowerCase() === e.toLowerCase()) === i);
      for (const h of all) spans.push(h.span);
    }
  }
  // "cel 316 📱 890 1234": an emoji between digit groups is a separator.
  // The folded text has blanks there; the raw text shows the emoji (and the digits must still be unclaimed).
  for (const e of m.raw.matchAll(EMOJI_BETWEEN_DIGITS)) {
    const a = e.index;
    const b = a + e[0].length;
    if (/\d/.test(scan[a - 1] ?? '') && /\d/.test(scan[b] ?? '')) scan = scan.slice(0, a) + '-'.repeat(b - a) + scan.slice(b);
  }
  // Class: digit groups set apart by a spaced dash ("3 0 5 - 4 4 4 - 2 2 1 1", "300 - 123 - 4567"): the dash and its
  // spaces are one separator.
  scan = scan.replace(SPACED_DASH, (d) => '-'.repeat(d.length));
  // "+57 3OO 123 4567", "+57 3l5 222 1100": at the phone question, a letter like a digit inside a group of digits is that digit.
  if (m.expecting === 'phone') scan = scan.replace(DOUBLE_AMONG_DIGITS, (all, d: string) => (DIGIT_WORDS[d] ?? d).repeat(2).padEnd(all.length, '-'));
  if (m.expecting === 'phone') scan = scan.replace(LOOKALIKE_DIGITS, (w) => w.replace(/[oli]/g, (c) => LOOKALIKE_DIGIT[c]!));
  const phones = phonesIn(scan, m.lang, m.expecting === 'phone', m.raw);
  if (phones.length === 0 && m.expecting === 'phone') {
    const spoken = spokenPhone(scan, m.lang, m.raw) ?? groupedSpokenPhone(scan, m.lang, m.raw);
    if (spoken) phones.push(spoken);
  }
  const distinct = new Set(phones.map((p) => p.phone.number));
  // "3001234567 perdón 3001234576": the last, said as a correction.
  // "mi cel es … y el fijo de la oficina …, mejor al cel": the kind of line preferred; "… pero llamen al cliente al …": the one to call.
  const preferred =
    distinct.size === 2
      ? (preferredLine(phones, m.folded) ?? guestsOfTwo(phones, m.folded) ?? calledOfTwo(phones, m.raw) ?? ownOfTwo(phones, m.raw))
      : undefined;
  const corrected = (): PhoneHit | undefined =>
    contrasted(phones, (h) => h.phone.number, m.raw, m.lang) ?? lastCorrected(phones, (h) => h.phone.number, m.raw, true);
  let chosen = preferred ?? (distinct.size === 1 ? phones[0] : distinct.size > 1 ? corrected() : undefined);
  // "… seis siete no seis ocho", "…, no sorry, ending 2244": the ending corrected (see endingFix).
  const ending = chosen && !preferred && !chosen.options ? endingFix(chosen.phone, foldKeepLength(m.raw.slice(chosen.span[1]))) : undefined;
  const otherEnding = chosen?.other && ending ? endingFix(chosen.other, foldKeepLength(m.raw.slice(chosen.span[1]))) : undefined;
  if (chosen && ending && (!chosen.other || otherEnding)) {
    const span: TextRange = [chosen.span[0], chosen.span[1] + ending.length];
    // a number read in two countries keeps both readings, each with the ending fixed
    const hit = { phone: ending.phone, span, ...(otherEnding ? { other: otherEnding.phone } : {}) };
    phones.splice(phones.indexOf(chosen), 1, hit);
    chosen = hit;
  }
  // "… seis siete no perdón ocho después": a correction after the number changes it in a way not read; nothing is taken.
  // ("…, escríbeme por WhatsApp mejor": "mejor" closing a remark of two words or more says how, it takes nothing back;
  // so does "mejor" before the way to reach the guest: "…, mejor por WhatsApp después de las 5".)
  const after = chosen
    ? foldKeepLength(m.raw.slice(chosen.span[1]))
        .replace(/(\p{L}+\W+\p{L}+\W+)mejor[\s.!]*$/u, '$1')
        .replace(/\bmejor\s+(?:por|x|al|a|en)\s+(?:whatsapp|whats|wpp|wsp|wa|mensaje|mensajes|sms|texto|llamada|telegram|correo|mail|email)\b/u, '')
    : '';
  const takenBack = chosen !== undefined && !preferred && (chosen.trailing === true || CONTACT_CORRECTION.test(after));
  if (chosen?.options && !takenBack) {
    // A number of another country typed without it: its readings are asked back, none is taken.
    found.phoneOptions = chosen.options.map((o) => o.number);
    for (const h of phones) spans.push(h.span);
  } else if (chosen && !takenBack) {
    const p = chosen.phone;
    found.phone = p.number;
    const alpha3 = p.country ? countries.alpha2ToAlpha3(SHARED_NUMBERING[p.country] ?? p.country) : undefined;
    if (alpha3) found.phoneCountry = alpha3;
    if (chosen.other) found.phoneOptions = [p.number, chosen.other.number];
    for (const h of phones) spans.push(h.span);
  }
  if (!found.email && !found.phone && !found.emailOptions && !found.phoneOptions) return undefined;
  spans.sort((a, b) => a[0] - b[0]);
  return found;
}
