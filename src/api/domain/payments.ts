/**
 * Payment links (endpoint 14), the hosted checkout's charges through a
 * carrier, settlement of in-process charges, recovery of charges a crash
 * interrupted, and expiry of links and of the chatbot bookings they pay.
 *
 * A link is paid at most once, and no charge is ever lost: a charge first
 * moves the link from `active` to `in_process` AND writes the attempt to the
 * charge journal (`charge_attempts`, with the idempotency key handed to the
 * carrier) in one transaction (so a second submission is refused), then calls
 * the carrier, then records the answer in another transaction. When the
 * service dies between the two, the attempt stays `sent`; start-up and the
 * periodic sweep ask the carrier what it did with that key and record it
 * exactly as a live answer ({@link PaymentsService.recoverCharges}).
 */
import type { Db } from '../../store/db.js';
import type { Clock } from '../../clock.js';
import type { CreatePaymentLinkInput } from '../contract/index.js';
import { toMinor } from '../contract/index.js';
import { Catalog } from './catalog.js';
import { ChargeAttempts, type ChargeAttemptRow } from '../../store/service/chargeAttempts.js';
import { cardBrand, maskCard, type Carrier, type ChargeResult, type LookupResult } from './carrier.js';
import { ConflictError, ForbiddenError, NotFoundError } from './errors.js';
import { randomCode } from './ids.js';
import { checkOutboundUrl, STRICT_OUTBOUND_POLICY, type OutboundPolicy } from './ssrf.js';
import { assertAgency, assertHotel, ownsRecord, type Principal } from './principal.js';

/** Status of a payment link: `in_process` while a charge is with the carrier. */
export type LinkStatus = 'active' | 'in_process' | 'paid' | 'expired';

/** What a link pays: a standalone link (endpoint 14), a chatbot booking (7) or a gift card (15). */
export type LinkKind = 'link' | 'chatbot_booking' | 'gift_card';

/** A charge attempt's final result (applied, rejected or invalid card), including an in-process charge settling. */
export interface AttemptResultEvent {
  linkCode: string;
  kind: LinkKind;
  attemptId: number;
  status: 'applied' | 'rejected' | 'invalid_card';
  /** Instant of the result, ISO 8601 UTC. */
  iso: string;
}

/** A chatbot booking expired unpaid at its deadline; its rooms were released. */
export interface BookingExpiredEvent {
  bookingId: number;
  chatbotId: string;
  hotelId: number;
  apiKeyId: number;
  /** ISO 8601 UTC. */
  paymentDeadline: string;
  iso: string;
}

/**
 * Listeners called INSIDE the transaction of the state change they report, so
 * what they write (balance credits, outbox rows) commits or rolls back with
 * it. They must be synchronous and must not call the carrier or the network.
 */
export interface PaymentHooks {
  attemptResult?(e: AttemptResultEvent): void;
  bookingExpired?(e: BookingExpiredEvent): void;
  /**
   * Anything of link `code` changed (created, charged, settled, expired,
   * refunded, its booking created or edited) at `iso` (ISO UTC). The voucher
   * ledger recomputes the link's voucher record.
   */
  linkChanged?(code: string, iso: string): void;
}

/** A payment link as the checkout and the bookings see it. Amount in minor units. */
export interface PaymentLink {
  code: string;
  kind: LinkKind;
  /** Internal hotel id; null for gift-card links. */
  hotelId: number | null;
  /** Hotel name; empty for gift-card links. */
  hotelName: string;
  /** The reservation associated at creation (endpoint 1), if any. */
  reservationId: string | null;
  externalRefId: string | null;
  tempWebhookUrl: string | null;
  apiKeyId: number;
  email: string;
  phone: string;
  refundedAt: string | null;
  agencyId: number | null;
  amountMinor: number;
  currency: string;
  description: string;
  guestName: string;
  bookingFrom: string | null;
  bookingTo: string | null;
  successUrl: string | null;
  failureUrl: string | null;
  status: LinkStatus;
  expiresAt: string;
  paidAt: string | null;
}

/** A charge attempt, masked card only. */
export interface PaymentAttempt {
  id: number;
  status: 'applied' | 'rejected' | 'invalid_card' | 'in_process';
  declineReason: string | null;
  transactionId: string;
  cardNum: string;
  createdAt: string;
}

/** Fields of a new link, in minor units; shared by endpoint 14 and chatbot bookings. */
export interface NewLink {
  kind: LinkKind;
  hotelId: number | null;
  reservationId?: string | undefined;
  agencyId: number | null;
  apiKeyId: number;
  amountMinor: number;
  currency: string;
  description: string;
  guestName: string;
  email: string;
  phone: string;
  bookingFrom?: string | undefined;
  bookingTo?: string | undefined;
  source?: string | undefined;
  externalRefId?: string | undefined;
  tempWebhookUrl?: string | undefined;
  successUrl?: string | undefined;
  failureUrl?: string | undefined;
  expiresAt: Date;
}

/** Outcome of a checkout submission. */
export type CheckoutOutcome =
  | { status: 'applied'; link: PaymentLink }
  | { status: 'in_process'; link: PaymentLink }
  | { status: 'rejected' | 'invalid_card'; reason: string; link: PaymentLink };

/** Card fields posted by the checkout form, already checked for shape. */
export interface CardInput {
  cardNumber: string;
  cardHolder: string;
}

/**
 * Default grace period of charge recovery, ms: an attempt still waiting for
 * the carrier's answer is looked up only once it is this old (a carrier may
 * still be working on a request sent just before a crash).
 */
export const DEFAULT_CHARGE_RECOVERY_GRACE_MS = 60_000;

/** Spanish reason kept on a journal attempt the carrier never received. */
export const CHARGE_NOT_RECEIVED_REASON = 'La entidad no recibió el cobro; el link admite un nuevo intento';

/** What one run of {@link PaymentsService.recoverCharges} did. */
export interface ChargeRecovery {
  /** Attempts whose carrier answer was found and recorded (applied, rejected, invalid card or in process). */
  recorded: number;
  /** Attempts the carrier never received: marked failed, their links payable again. */
  failed: number;
  /** Attempts left open because the carrier could not be reached (tried again on the next run). */
  unreachable: number;
}

/** Payment links, charges, settlement, recovery and expiry. */
export class PaymentsService {
  readonly #catalog: Catalog;
  readonly #anyDue;
  readonly #hooks: PaymentHooks[] = [];
  readonly #attempts: ChargeAttempts;
  /** Journal ids whose carrier call is awaited by this process right now (never recovered meanwhile). */
  readonly #inFlight = new Set<number>();
  #recovering: Promise<ChargeRecovery> | undefined;
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly carrier: Carrier,
    private publicBaseUrl: string,
    /** Where client-supplied webhook and redirect URLs may point (the SSRF policy). */
    private readonly outboundPolicy: OutboundPolicy = STRICT_OUTBOUND_POLICY,
  ) {
    this.#catalog = new Catalog(db);
    this.#attempts = new ChargeAttempts(db);
    this.#anyDue = db.prepare<[string, string, string], { due: 1 }>(
      `SELECT 1 AS due WHERE EXISTS (SELECT 1 FROM payment_attempts WHERE status = 'in_process' AND settle_at <= ?)
          OR EXISTS (SELECT 1 FROM payment_links WHERE status = 'active' AND expires_at <= ?)
          OR EXISTS (SELECT 1 FROM chatbot_bookings WHERE status = 'pending' AND payment_deadline <= ?)`,
    );
  }

  /** Add listeners of payment state changes (see {@link PaymentHooks}). */
  addHooks(hooks: PaymentHooks): void {
    this.#hooks.push(hooks);
  }

  /** Tell the hooks that link `code` changed at `iso` (call inside the transaction of the change). */
  notifyLinkChanged(code: string, iso: string): void {
    for (const h of this.#hooks) h.linkChanged?.(code, iso);
  }

  /** Lowercase name of the carrier charging cards ('sandbox' by default). */
  get carrierName(): string {
    return this.carrier.name;
  }

  /** Base URL of the hosted pages (payment links, vouchers), no trailing slash. */
  get publicBase(): string {
    return this.publicBaseUrl.replace(/\/+$/, '');
  }

  /** Set the base URL of payment links (when it is only known once listening). */
  setPublicBaseUrl(url: string): void {
    this.publicBaseUrl = url;
  }

  /** Public URL of the hosted checkout of link `code`. */
  linkUrl(code: string): string {
    return `${this.publicBaseUrl.replace(/\/+$/, '')}/pay/${code}`;
  }

  /**
   * Endpoint 14: create a payment link of `input.amount` COP for hotel
   * `input.hotel_id` (internal id) and agency `input.agency_id`, valid
   * `available_hours` hours.
   *
   * @throws NotFoundError unknown hotel or agency; ForbiddenError when the key may not act for them;
   *   ValidationError when `temp_webhook_url` or a redirect URL is refused by the outbound policy (SSRF).
   */
  createLink(principal: Principal, input: CreatePaymentLinkInput): { msg: string; url: string; code: string } {
    if (principal.kind === 'channel_manager') throw new ForbiddenError('La clave del channel manager no puede crear links de pago');
    const hotel = this.#catalog.hotelById(input.hotel_id);
    if (!hotel) throw new NotFoundError(`No existe un hotel con id ${input.hotel_id}`);
    assertHotel(principal, hotel.id);
    if (principal.kind === 'agency') assertAgency(principal, input.agency_id);
    const agency = this.db.prepare('SELECT id FROM agencies WHERE id = ?').get(input.agency_id);
    if (!agency) throw new NotFoundError(`No existe una agencia con id ${input.agency_id}`);
    // SSRF: literal addresses and localhost now; host names again at each webhook delivery.
    const policy = this.outboundPolicy;
    checkOutboundUrl(input.temp_webhook_url, policy, 'temp_webhook_url');
    checkOutboundUrl(input.redirect?.success_url, policy, 'redirect.success_url');
    checkOutboundUrl(input.redirect?.failure_url, policy, 'redirect.failure_url');
    const now = this.clock.now();
    const code = this.db.transaction(() =>
      this.insertLink({
        kind: 'link',
        hotelId: hotel.id,
        reservationId: input.external_ref_id,
        agencyId: input.agency_id,
        apiKeyId: principal.keyId,
        amountMinor: toMinor(input.amount),
        currency: 'COP',
        description: input.description,
        guestName: input.guest_name,
        email: input.email,
        phone: input.phone,
        bookingFrom: input.booking_dates?.from,
        bookingTo: input.booking_dates?.to,
        source: input.source,
        externalRefId: input.external_ref_id,
        tempWebhookUrl: input.temp_webhook_url,
        successUrl: input.redirect?.success_url,
        failureUrl: input.redirect?.failure_url,
        expiresAt: new Date(now.getTime() + input.available_hours * 3600_000),
      }),
    )();
    return { msg: 'Link de pago creado con éxito', url: this.linkUrl(code), code };
  }

  /** Insert a link (call inside a transaction); returns its new random code. */
  insertLink(l: NewLink): string {
    const code = randomCode();
    this.db
      .prepare(
        `INSERT INTO payment_links (code, kind, hotel_id, reservation_id, agency_id, api_key_id, amount_minor, currency, description, guest_name, email, phone,
           booking_from, booking_to, source, external_ref_id, temp_webhook_url, success_url, failure_url, status, expires_at, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'active', ?, ?)`,
      )
      .run(
        code, l.kind, l.hotelId, l.reservationId ?? null, l.agencyId, l.apiKeyId, l.amountMinor, l.currency, l.description, l.guestName, l.email, l.phone,
        l.bookingFrom ?? null, l.bookingTo ?? null, l.source ?? null, l.externalRefId ?? null, l.tempWebhookUrl ?? null,
        l.successUrl ?? null, l.failureUrl ?? null, l.expiresAt.toISOString(), this.clock.now().toISOString(),
      );
    this.notifyLinkChanged(code, this.clock.now().toISOString());
    return code;
  }

  /** A link by code (no ownership check: the checkout is public to whoever holds the unguessable code). */
  link(code: string): PaymentLink | undefined {
    return this.db
      .prepare<[string], PaymentLink>(
        `SELECT l.code, l.kind, l.hotel_id AS hotelId, COALESCE(h.name, '') AS hotelName, l.reservation_id AS reservationId,
                l.external_ref_id AS externalRefId, l.temp_webhook_url AS tempWebhookUrl, l.api_key_id AS apiKeyId, l.email, l.phone,
                l.refunded_at AS refundedAt, l.agency_id AS agencyId, l.amount_minor AS amountMinor, l.currency,
                l.description, l.guest_name AS guestName, l.booking_from AS bookingFrom, l.booking_to AS bookingTo,
                l.success_url AS successUrl, l.failure_url AS failureUrl, l.status, l.expires_at AS expiresAt, l.paid_at AS paidAt
           FROM payment_links l LEFT JOIN hotels h ON h.id = l.hotel_id WHERE l.code = ?`,
      )
      .get(code);
  }

  /** A link by code, if `principal` owns it. @throws NotFoundError otherwise. */
  ownedLink(principal: Principal, code: string): PaymentLink {
    const link = this.link(code);
    if (!link || !ownsRecord(principal, link)) throw new NotFoundError('Link de pago no identificado');
    return link;
  }

  /** The latest charge attempt of a link, if any. */
  lastAttempt(code: string): PaymentAttempt | undefined {
    return this.db
      .prepare<[string], PaymentAttempt>(
        `SELECT id, status, decline_reason AS declineReason, transaction_id AS transactionId, card_num AS cardNum, created_at AS createdAt
           FROM payment_attempts WHERE link_code = ? ORDER BY id DESC LIMIT 1`,
      )
      .get(code);
  }

  /**
   * Charge link `code` with a card through the carrier (hosted checkout).
   * The attempt is written to the charge journal (masked card, amount in
   * minor units, a new idempotency key) in the same transaction that puts the
   * link in process, before the carrier is called with that key; the answer
   * is then recorded in one transaction (`payment_attempts`, the link and its
   * chatbot booking, the hooks: voucher record, webhooks, balance credits) by
   * the same code that records an answer found by
   * {@link PaymentsService.recoverCharges}.
   *
   * @throws NotFoundError unknown link; ConflictError when the link is paid,
   *   expired or already being charged; the carrier's error when it cannot be
   *   reached — the attempt then stays open (link in process) until recovery
   *   learns from the carrier whether it received the charge.
   */
  async charge(code: string, card: CardInput): Promise<CheckoutOutcome> {
    this.sweep();
    const number = card.cardNumber.replace(/\D/g, '');
    const attempt = this.db
      .transaction(() => {
        const link = this.link(code);
        if (!link) throw new NotFoundError('Link de pago no identificado');
        if (link.status === 'paid') throw new ConflictError('Este link ya fue pagado');
        if (link.status === 'expired') throw new ConflictError('Este link de pago venció');
        if (link.status === 'in_process') throw new ConflictError('Hay un pago en proceso para este link');
        this.db.prepare(`UPDATE payment_links SET status = 'in_process' WHERE code = ? AND status = 'active'`).run(code);
        const id = this.#attempts.insert(
          {
            idempotencyKey: randomCode('chg_'),
            linkCode: code,
            carrier: this.carrier.name,
            amountMinor: link.amountMinor,
            currency: link.currency,
            cardHolder: card.cardHolder,
            cardNum: maskCard(number),
            cardType: cardBrand(number),
          },
          this.clock.now().toISOString(),
        );
        return { row: this.#attempts.byId(id)!, description: link.description };
      })
      .immediate();
    this.#inFlight.add(attempt.row.id);
    let result: ChargeResult;
    try {
      result = await this.carrier.charge(
        { cardNumber: number, cardHolder: card.cardHolder, amountMinor: attempt.row.amountMinor, currency: attempt.row.currency, description: attempt.description },
        { idempotencyKey: attempt.row.idempotencyKey },
      );
    } finally {
      this.#inFlight.delete(attempt.row.id);
    }
    this.#record(attempt.row, result);
    const link = this.link(code)!;
    if (result.status === 'applied' || result.status === 'in_process') return { status: result.status, link };
    return { status: result.status, reason: result.reason, link };
  }

  /**
   * Record the carrier's answer `result` to journal attempt `attempt` (one
   * transaction): a `payment_attempts` row, an approval marks the link paid
   * and confirms its chatbot booking, a decline makes the link payable again,
   * an in-process answer waits for its settle time; then the hooks. The live
   * charge and recovery both come here, so a recovered result is recorded
   * exactly like a live one. Nothing is written (false) when the attempt is
   * no longer `sent` (already settled).
   */
  #record(attempt: ChargeAttemptRow, result: ChargeResult): boolean {
    const now = this.clock.now();
    const iso = now.toISOString();
    const code = attempt.linkCode;
    return this.db
      .transaction(() => {
        if (this.#attempts.byId(attempt.id)?.status !== 'sent') return false;
        const kind = this.link(code)!.kind;
        const attemptId = Number(
          this.db
            .prepare(
              `INSERT INTO payment_attempts (link_code, status, decline_reason, carrier, transaction_id, authorization_code, card_holder, card_num,
                 card_type, amount_minor, currency, settle_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            )
            .run(
              code, result.status, 'reason' in result ? result.reason : null, attempt.carrier, result.transactionId,
              result.status === 'applied' ? result.authorizationCode : null, attempt.cardHolder, attempt.cardNum, result.cardType || attempt.cardType,
              attempt.amountMinor, attempt.currency,
              result.status === 'in_process' ? new Date(now.getTime() + result.settleAfterMs).toISOString() : null, attempt.createdAt, iso,
            ).lastInsertRowid,
        );
        this.#attempts.markRecorded(attempt.id, attemptId, iso);
        if (result.status === 'applied') this.#applyPaid(code, iso);
        else if (result.status !== 'in_process')
          this.db.prepare(`UPDATE payment_links SET status = 'active' WHERE code = ? AND status = 'in_process'`).run(code);
        if (result.status !== 'in_process')
          for (const h of this.#hooks) h.attemptResult?.({ linkCode: code, kind, attemptId, status: result.status, iso });
        this.notifyLinkChanged(code, iso);
        return true;
      })
      .immediate();
  }

  /**
   * Journal attempt `attempt` never reached the carrier: mark it failed and
   * make its link payable again (one transaction; no payment result, so no
   * attempt-result hooks). False when the attempt is no longer `sent`.
   */
  #fail(attempt: ChargeAttemptRow): boolean {
    const iso = this.clock.now().toISOString();
    return this.db
      .transaction(() => {
        if (!this.#attempts.markFailed(attempt.id, CHARGE_NOT_RECEIVED_REASON, iso)) return false;
        this.db.prepare(`UPDATE payment_links SET status = 'active' WHERE code = ? AND status = 'in_process'`).run(attempt.linkCode);
        this.notifyLinkChanged(attempt.linkCode, iso);
        return true;
      })
      .immediate();
  }

  /**
   * Settle the charges a crash (or an unreachable carrier) left open: every
   * journal attempt still `sent`, written at least `graceMs` ms before the
   * clock's now and not being awaited by this process, is looked up at the
   * carrier by its idempotency key. A result the carrier recorded (applied,
   * rejected, invalid card, in process) is recorded exactly as a live answer
   * would be (link, chatbot booking, voucher record, webhooks, balance
   * credits); a key the carrier never received marks the attempt failed and
   * the link payable again; a carrier that cannot be reached leaves it for the
   * next run. Then runs {@link PaymentsService.sweep}. Runs one at a time: a
   * call while a run is under way returns that run's result.
   */
  recoverCharges(graceMs = DEFAULT_CHARGE_RECOVERY_GRACE_MS): Promise<ChargeRecovery> {
    this.#recovering ??= this.#recover(graceMs).finally(() => {
      this.#recovering = undefined;
    });
    return this.#recovering;
  }

  async #recover(graceMs: number): Promise<ChargeRecovery> {
    const out: ChargeRecovery = { recorded: 0, failed: 0, unreachable: 0 };
    const cutoff = new Date(this.clock.now().getTime() - graceMs).toISOString();
    for (const attempt of this.#attempts.openSince(cutoff)) {
      if (this.#inFlight.has(attempt.id)) continue;
      let found: LookupResult;
      try {
        found = await this.carrier.lookup(attempt.idempotencyKey);
      } catch {
        out.unreachable++;
        continue;
      }
      if (this.#inFlight.has(attempt.id)) continue;
      if (found.status === 'unknown') {
        if (this.#fail(attempt)) out.failed++;
      } else if (this.#record(attempt, found)) out.recorded++;
    }
    this.sweep();
    return out;
  }

  /**
   * Endpoint 17: the hotel's staff report that link `code` was paid outside
   * the carrier (at the front desk). Call INSIDE the caller's transaction.
   * Only an `active` link changes: it becomes `paid` at `iso` (ISO UTC), so
   * the hosted checkout refuses any later charge (no double charge), its
   * chatbot booking is confirmed, and the hooks recompute its voucher record.
   * No charge attempt is recorded (there was no carrier transaction), so no
   * payment-result webhook is sent.
   *
   * @returns the link's status before the call; anything but `'active'` means nothing was written
   *   (`in_process`: a card charge is with the carrier; `paid`; `expired`). Undefined for an unknown link.
   */
  markPaidOffline(code: string, iso: string): LinkStatus | undefined {
    const before = this.db.prepare<[string], { status: LinkStatus }>('SELECT status FROM payment_links WHERE code = ?').get(code)?.status;
    if (before !== 'active') return before;
    this.#applyPaid(code, iso);
    this.notifyLinkChanged(code, iso);
    return before;
  }

  /** Mark link `code` paid and confirm its chatbot booking (inside a transaction). */
  #applyPaid(code: string, iso: string): void {
    this.db.prepare(`UPDATE payment_links SET status = 'paid', paid_at = ? WHERE code = ?`).run(iso, code);
    this.db
      .prepare(`UPDATE chatbot_bookings SET status = 'confirmed', updated_at = ? WHERE payment_link_code = ? AND status = 'pending'`)
      .run(iso, code);
  }

  /**
   * Bring time-dependent state up to date at the clock's now: settle
   * in-process charges whose delay passed (they apply), then expire active
   * links past their expiry and pending chatbot bookings past their payment
   * deadline, releasing their held rooms. Idempotent; cheap when nothing is due.
   * Returns the chatbot ids expired by this call.
   */
  sweep(): { settled: number; expiredBookings: string[] } {
    const iso = this.clock.now().toISOString();
    if (!this.#anyDue.get(iso, iso, iso)) return { settled: 0, expiredBookings: [] };
    return this.db
      .transaction(() => {
        const due = this.db
          .prepare<[string], { id: number; code: string }>(
            `SELECT id, link_code AS code FROM payment_attempts WHERE status = 'in_process' AND settle_at <= ?`,
          )
          .all(iso);
        for (const a of due) {
          this.db.prepare(`UPDATE payment_attempts SET status = 'applied', authorization_code = ?, updated_at = ? WHERE id = ?`)
            .run(String(100000 + (a.id % 900000)), iso, a.id);
          this.#applyPaid(a.code, iso);
          const kind = this.link(a.code)!.kind;
          for (const h of this.#hooks) h.attemptResult?.({ linkCode: a.code, kind, attemptId: a.id, status: 'applied', iso });
          this.notifyLinkChanged(a.code, iso);
        }
        const lapsed = this.db
          .prepare<[string], { code: string }>(`SELECT code FROM payment_links WHERE status = 'active' AND expires_at <= ?`)
          .all(iso);
        for (const l of lapsed) {
          this.db.prepare(`UPDATE payment_links SET status = 'expired' WHERE code = ?`).run(l.code);
          this.notifyLinkChanged(l.code, iso);
        }
        const expiring = this.db
          .prepare<[string], { id: number; chatbotId: string; hotelId: number; apiKeyId: number; paymentDeadline: string }>(
            `SELECT b.id, b.chatbot_id AS chatbotId, b.hotel_id AS hotelId, b.api_key_id AS apiKeyId, b.payment_deadline AS paymentDeadline
               FROM chatbot_bookings b JOIN payment_links l ON l.code = b.payment_link_code
              WHERE b.status = 'pending' AND b.payment_deadline <= ? AND l.status IN ('active', 'expired')`,
          )
          .all(iso);
        for (const b of expiring) {
          const rooms = this.db
            .prepare<[number], { roomTypeId: number; quantity: number; checkin: string; checkout: string }>(
              `SELECT r.room_type_id AS roomTypeId, r.quantity, b.checkin, b.checkout
                 FROM booking_rooms r JOIN chatbot_bookings b ON b.id = r.booking_id WHERE r.booking_id = ?`,
            )
            .all(b.id);
          for (const r of rooms)
            this.db
              .prepare(`UPDATE inventory SET allocated = allocated - ? WHERE room_type_id = ? AND day >= ? AND day < ?`)
              .run(r.quantity, r.roomTypeId, r.checkin, r.checkout);
          this.db.prepare(`UPDATE chatbot_bookings SET status = 'expired', updated_at = ? WHERE id = ?`).run(iso, b.id);
          this.db.prepare(`UPDATE payment_links SET status = 'expired' WHERE code = (SELECT payment_link_code FROM chatbot_bookings WHERE id = ?)`).run(b.id);
          for (const h of this.#hooks) h.bookingExpired?.({ bookingId: b.id, chatbotId: b.chatbotId, hotelId: b.hotelId, apiKeyId: b.apiKeyId, paymentDeadline: b.paymentDeadline, iso });
          const linkCode = this.db.prepare<[number], { code: string }>('SELECT payment_link_code AS code FROM chatbot_bookings WHERE id = ?').get(b.id)!.code;
          this.notifyLinkChanged(linkCode, iso);
        }
        return { settled: due.length, expiredBookings: expiring.map((b) => b.chatbotId) };
      })
      .immediate();
  }
}
