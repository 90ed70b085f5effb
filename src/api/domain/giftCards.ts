/**
 * Gift cards (endpoints 15 and 16): a card is created with a
 * payment link that funds it; `available_amount` becomes the amount only once
 * that payment is applied, in the same transaction as the payment.
 */
import type { Store, Tx } from '../../store/sql.js';
import type { Clock } from '../../clock.js';
import { activateGiftCard, type GiftCardByLinkRow, giftCardByLink, insertGiftCard, listGiftCards } from '../../store/service/giftCards.js';
import { attemptTransactionId } from '../../store/service/transactions.js';
import {
  fromMinor,
  page,
  toMinor,
  type CreateGiftCardInput,
  type GiftCardCreated,
  type GiftCardSummary,
  type Page,
  type PaginationQuery,
} from '../contract/index.js';
import { SERVICE_TEXTS } from '../../texts/service.js';
import { ForbiddenError } from './errors.js';
import { randomCode } from './ids.js';
import type { AttemptResultEvent, PaymentsService } from './payments.js';
import type { Principal } from './principal.js';
import { checkOutboundUrl, STRICT_OUTBOUND_POLICY, type OutboundPolicy } from './ssrf.js';

/** How long a gift card's payment link stays valid, in hours. */
export const GIFT_CARD_LINK_HOURS = 72;

/** A gift card's payment outcome, for whoever sends its webhook (Event 3): the card as its link finds it, and the charge's result. Amount in minor units. */
export interface GiftCardPaymentOutcome extends GiftCardByLinkRow {
  status: AttemptResultEvent['status'];
  transactionId: string;
  iso: string;
}

/**
 * Gift cards over payment links. A card becomes available once: the
 * activation is a conditional UPDATE on a card with nothing available, in the
 * transaction of the payment that funds it (which is itself applied once).
 */
export class GiftCardsService {
  readonly #listeners: ((tx: Tx, o: GiftCardPaymentOutcome) => Promise<void>)[] = [];

  constructor(
    private readonly store: Store,
    private readonly clock: Clock,
    private readonly payments: PaymentsService,
    /** Where the card's webhook and redirect URLs may point (the SSRF policy). */
    private readonly outboundPolicy: OutboundPolicy = STRICT_OUTBOUND_POLICY,
  ) {
    payments.addHooks({
      attemptResult: async (tx, e) => {
        if (e.kind === 'gift_card') await this.#onResult(tx, e);
      },
    });
  }

  /**
   * Listen to every final payment result of a gift card (for Event 3). The
   * listener runs inside the payment's transaction `tx`, awaited in order of
   * registration: it must use `tx` and must not call the network.
   */
  onPayment(listener: (tx: Tx, o: GiftCardPaymentOutcome) => Promise<void>): void {
    this.#listeners.push(listener);
  }

  /**
   * Endpoint 15: create a gift card and the payment link that funds it
   * (valid {@link GIFT_CARD_LINK_HOURS} h), in one transaction (the caller's
   * when there is one, e.g. the idempotency key's). Operator and agency keys only.
   *
   * @throws ForbiddenError for hotel and channel-manager keys; ValidationError
   *   when a webhook or redirect URL is refused by the outbound policy (SSRF).
   */
  async createGiftCard(principal: Principal, input: CreateGiftCardInput): Promise<GiftCardCreated> {
    if (principal.kind !== 'operator' && principal.kind !== 'agency') throw new ForbiddenError(SERVICE_TEXTS.giftCardsForbidden);
    checkOutboundUrl(input.temp_webhook_url, this.outboundPolicy, 'temp_webhook_url');
    checkOutboundUrl(input.success_url, this.outboundPolicy, 'success_url');
    checkOutboundUrl(input.failure_url, this.outboundPolicy, 'failure_url');
    const now = this.clock.now();
    const iso = now.toISOString();
    const code = randomCode('gc_');
    const amountMinor = toMinor(input.amount);
    const agencyId = principal.kind === 'agency' ? principal.id : null;
    const linkCode = await this.store.transaction(async (tx) => {
      const linkCode = await this.payments.insertLink(
        {
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
        },
        tx,
      );
      await insertGiftCard(tx, {
        code,
        apiKeyId: principal.keyId,
        agencyId,
        senderName: input.sender.name,
        senderDocumentType: input.sender.document_type,
        senderDocumentNumber: input.sender.document_number,
        senderEmail: input.sender.email,
        senderAddress: input.sender.address,
        senderPhone: input.sender.phone,
        senderCountryCode: input.sender.country_code,
        recipientName: input.recipient.name,
        recipientEmail: input.recipient.email,
        amountMinor,
        currency: input.currency,
        note: input.note,
        externalRefId: input.external_ref_id,
        tempWebhookUrl: input.temp_webhook_url,
        successUrl: input.success_url,
        failureUrl: input.failure_url,
        paymentLinkCode: linkCode,
        iso,
      });
      return linkCode;
    });
    return {
      msg: SERVICE_TEXTS.giftCardCreated,
      gift_card_code: code,
      payment_link: this.payments.linkUrl(linkCode),
      payment_link_code: linkCode,
    };
  }

  /**
   * Endpoint 16: the gift cards the principal may see (operator: all;
   * agency: its own; others: those their key created), newest first.
   * Async, outside any transaction.
   */
  async listGiftCards(principal: Principal, q: PaginationQuery): Promise<Page<GiftCardSummary>> {
    const scope =
      principal.kind === 'operator'
        ? ({ kind: 'all' } as const)
        : principal.kind === 'agency'
          ? ({ kind: 'agency', agencyId: principal.id } as const)
          : ({ kind: 'key', apiKeyId: principal.keyId } as const);
    const { total, rows } = await listGiftCards(this.store.current, scope, q.limit, q.offset);
    return page(
      `${this.payments.publicBase}/v1/gift-cards`,
      q,
      total,
      rows.map((r) => ({
        code: r.code,
        total_amount: fromMinor(r.amount),
        available_amount: fromMinor(r.available),
        currency: r.currency,
        gift_card_recipient: { name: r.name, email: r.email },
      })),
    );
  }

  /** Hook (inside the payment's transaction `tx`): activate the card on an applied payment, then tell the listeners. */
  async #onResult(tx: Tx, e: AttemptResultEvent): Promise<void> {
    const card = await giftCardByLink(tx, e.linkCode);
    if (!card) return;
    if (e.status === 'applied') await activateGiftCard(tx, card.code, e.iso);
    const transactionId = await attemptTransactionId(tx, e.attemptId);
    for (const l of this.#listeners) await l(tx, { ...card, status: e.status, transactionId: transactionId ?? '', iso: e.iso });
  }
}
