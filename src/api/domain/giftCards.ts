/**
 * Gift cards (endpoints 15 and 16, DECISIONS §7): a card is created with a
 * payment link that funds it; `available_amount` becomes the amount only once
 * that payment is applied, in the same transaction as the payment.
 */
import type { Db } from '../../store/db.js';
import type { Clock } from '../../clock.js';
import { fromMinor, page, toMinor, type CreateGiftCardInput, type GiftCardCreated, type GiftCardSummary, type Page, type PaginationQuery } from '../contract/index.js';
import { ForbiddenError } from './errors.js';
import { randomCode } from './ids.js';
import type { AttemptResultEvent, PaymentsService } from './payments.js';
import type { Principal } from './principal.js';
import { checkOutboundUrl, STRICT_OUTBOUND_POLICY, type OutboundPolicy } from './ssrf.js';

/** How long a gift card's payment link stays valid, in hours. */
export const GIFT_CARD_LINK_HOURS = 72;

/** A gift card's payment outcome, for whoever sends its webhook (Event 3). Amount in minor units. */
export interface GiftCardPaymentOutcome {
  code: string;
  apiKeyId: number;
  tempWebhookUrl: string | null;
  externalRefId: string;
  amountMinor: number;
  currency: string;
  status: AttemptResultEvent['status'];
  transactionId: string;
  iso: string;
}

/** Gift cards over payment links. */
export class GiftCardsService {
  readonly #listeners: ((o: GiftCardPaymentOutcome) => void)[] = [];

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly payments: PaymentsService,
    /** Where the card's webhook and redirect URLs may point (DECISIONS §8). */
    private readonly outboundPolicy: OutboundPolicy = STRICT_OUTBOUND_POLICY,
  ) {
    payments.addHooks({ attemptResult: (e) => e.kind === 'gift_card' && this.#onResult(e) });
  }

  /** Listen, inside the payment's transaction, to every final payment result of a gift card (for Event 3). */
  onPayment(listener: (o: GiftCardPaymentOutcome) => void): void {
    this.#listeners.push(listener);
  }

  /**
   * Endpoint 15: create a gift card and the payment link that funds it
   * (valid {@link GIFT_CARD_LINK_HOURS} h). Operator and agency keys only.
   *
   * @throws ForbiddenError for hotel and channel-manager keys; ValidationError
   *   when a webhook or redirect URL is refused by the outbound policy (SSRF).
   */
  create(principal: Principal, input: CreateGiftCardInput): GiftCardCreated {
    if (principal.kind !== 'operator' && principal.kind !== 'agency')
      throw new ForbiddenError('Solo el operador y las agencias pueden crear tarjetas de regalo');
    checkOutboundUrl(input.temp_webhook_url, this.outboundPolicy, 'temp_webhook_url');
    checkOutboundUrl(input.success_url, this.outboundPolicy, 'success_url');
    checkOutboundUrl(input.failure_url, this.outboundPolicy, 'failure_url');
    const now = this.clock.now();
    const iso = now.toISOString();
    const code = randomCode('gc_');
    const amountMinor = toMinor(input.amount);
    const agencyId = principal.kind === 'agency' ? principal.id : null;
    const linkCode = this.db.transaction(() => {
      const linkCode = this.payments.insertLink({
        kind: 'gift_card',
        hotelId: null,
        agencyId,
        apiKeyId: principal.keyId,
        amountMinor,
        currency: input.currency,
        description: `Tarjeta de regalo para ${input.recipient.name}`,
        guestName: input.sender.name,
        email: input.sender.email,
        phone: `${input.sender.country_code} ${input.sender.phone}`,
        source: 'gift_card',
        externalRefId: input.external_ref_id,
        reservationId: code,
        successUrl: input.success_url,
        failureUrl: input.failure_url,
        expiresAt: new Date(now.getTime() + GIFT_CARD_LINK_HOURS * 3600_000),
      });
      this.db
        .prepare(
          `INSERT INTO gift_cards (code, api_key_id, agency_id, sender_name, sender_document_type, sender_document_number, sender_email,
             sender_address, sender_phone, sender_country_code, recipient_name, recipient_email, amount_minor, available_minor, currency,
             note, external_ref_id, temp_webhook_url, success_url, failure_url, payment_link_code, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          code, principal.keyId, agencyId, input.sender.name, input.sender.document_type, input.sender.document_number, input.sender.email,
          input.sender.address, input.sender.phone, input.sender.country_code, input.recipient.name, input.recipient.email, amountMinor,
          input.currency, input.note, input.external_ref_id, input.temp_webhook_url, input.success_url, input.failure_url, linkCode, iso, iso,
        );
      return linkCode;
    })();
    return { msg: 'Tarjeta de regalo creada. Se activará cuando se complete el pago.', gift_card_code: code, payment_link: this.payments.linkUrl(linkCode), payment_link_code: linkCode };
  }

  /**
   * Endpoint 16: the gift cards the principal may see (operator: all;
   * agency: its own; others: those their key created), newest first.
   */
  list(principal: Principal, q: PaginationQuery): Page<GiftCardSummary> {
    const where =
      principal.kind === 'operator' ? '1 = 1' : principal.kind === 'agency' ? 'agency_id = @agency' : 'api_key_id = @key';
    const params = { agency: principal.id, key: principal.keyId, limit: q.limit, offset: q.offset };
    const total = (this.db.prepare(`SELECT COUNT(*) AS n FROM gift_cards WHERE ${where}`).get(params) as { n: number }).n;
    const rows = this.db
      .prepare<typeof params, { code: string; amount: number; available: number; currency: string; name: string; email: string }>(
        `SELECT code, amount_minor AS amount, available_minor AS available, currency, recipient_name AS name, recipient_email AS email
           FROM gift_cards WHERE ${where} ORDER BY created_at DESC, rowid DESC LIMIT @limit OFFSET @offset`,
      )
      .all(params);
    return page(`${this.payments.publicBase}/v1/gift-cards`, q, total, rows.map((r) => ({
      code: r.code,
      total_amount: fromMinor(r.amount),
      available_amount: fromMinor(r.available),
      currency: r.currency,
      gift_card_recipient: { name: r.name, email: r.email },
    })));
  }

  #onResult(e: AttemptResultEvent): void {
    const card = this.db
      .prepare<[string], { code: string; apiKeyId: number; tempWebhookUrl: string | null; externalRefId: string; amountMinor: number; currency: string }>(
        `SELECT code, api_key_id AS apiKeyId, temp_webhook_url AS tempWebhookUrl, external_ref_id AS externalRefId, amount_minor AS amountMinor, currency
           FROM gift_cards WHERE payment_link_code = ?`,
      )
      .get(e.linkCode);
    if (!card) return;
    if (e.status === 'applied')
      this.db.prepare(`UPDATE gift_cards SET available_minor = amount_minor, updated_at = ? WHERE code = ? AND available_minor = 0`).run(e.iso, card.code);
    const tx = this.db.prepare<[number], { transactionId: string }>(`SELECT transaction_id AS transactionId FROM payment_attempts WHERE id = ?`).get(e.attemptId);
    for (const l of this.#listeners) l({ ...card, status: e.status, transactionId: tx?.transactionId ?? '', iso: e.iso });
  }
}
