/**
 * Agency preloaded balances (interface endpoints 1, 2, 2b and 3).
 *
 * The balance is `agencies.balance_minor` (integer, COP minor units). Nothing
 * but a row of `recharges` moves it: every movement is written in the SAME
 * transaction as the balance change it explains, so for every agency the
 * balance is the sum of its recharges.
 *
 * Agency payment links (endpoint 14 with the `agency_id` of an agency in the
 * preloaded-balance program) are of two kinds, and no link's amount ever
 * enters a balance twice (the database holds at most one recharge per link):
 * - a **reservation link** carries `external_ref_id`, the agency's
 *   reservation it pays (stored as the link's `reservation_id`, the one
 *   endpoint 1's path must name). Applying it pays that reservation and
 *   credits nothing; once the reservation is cancelled, endpoint 1 credits
 *   the link's amount once, with a `refund` recharge carrying
 *   `payment_link_code`, in the transaction that marks the link refunded.
 *   Chatbot bookings' links (endpoint 7, the chatbot id as reservation) work
 *   the same way.
 * - a **top-up link** has no `external_ref_id` (absent or empty). Applying it
 *   credits the balance with a `payment_link` recharge carrying
 *   `payment_link_code`, inside the payment's own transaction (a
 *   {@link PaymentHooks} listener). It pays no reservation, so endpoint 1
 *   refuses it (400 "El ID de reserva no está asociado al link de pago").
 *
 * The other movements: `external` (endpoint 2, with its receipt stored in `media`).
 *
 * Rules chosen where the interface is silent:
 * - `recharge_group_id` is the recharge's own id (every movement is its own group).
 * - Only agencies in the program (`agencies.in_balance_program = 1`) have a
 *   balance: endpoint 2 refuses the others like endpoint 1 does (400,
 *   "Esta funcionalidad solo está permitida para agencias del programa de saldo precargado").
 * - Records' `created_at`/`updated_at` are ISO 8601 without zone in Bogotá
 *   local time (`2026-11-21T10:00:00.000`), per the interface's "without zone".
 */
import { fileTypeFromBuffer } from 'file-type';
import { randomBytes } from 'node:crypto';
import type { Store, Tx } from '../../store/sql.js';
import type { Clock } from '../../clock.js';
import {
  balanceAgency,
  balanceLink,
  creditBalance,
  insertMedia,
  insertRecharge,
  listRecharges,
  markLinkRefunded,
  mediaByKey,
  type NewRecharge,
  type RechargeRow,
} from '../../store/service/balances.js';
import { attemptTransactionId } from '../../store/service/transactions.js';
import {
  BALANCE_REFUND_ERRORS,
  fromMinor,
  MEDIA_KEY_PATTERN,
  page,
  RECEIPT_TYPES,
  toMinor,
  type BalanceRefundErrorEnvelope,
  type BalanceRefundParams,
  type BalanceRefundResponse,
  type ExternalRechargeInput,
  type ExternalRechargeResponse,
  type Page,
  type ReceiptMime,
  type RechargeListQuery,
  type RechargeRecord,
} from '../contract/index.js';
import { SERVICE_TEXTS } from '../../texts/service.js';
import { DomainError, ForbiddenError, NotFoundError, UnsupportedMediaTypeError, ValidationError } from './errors.js';
import type { AttemptResultEvent, PaymentsService } from './payments.js';
import { assertAgency, type Principal } from './principal.js';

/** `payment_method` of a recharge funded by an applied top-up link. */
export const LINK_RECHARGE_METHOD = 'Link de pago';
/** `payment_method` of a refund of a reservation link (or a chatbot booking's link) into the balance (endpoint 1). */
export const REFUND_RECHARGE_METHOD = 'Reembolso de link de pago';
/** `status` of every applied movement. */
export const RECHARGE_APPLIED = 'Aplicado';

/**
 * A failure of endpoint 1, sent in that endpoint's own form
 * `{code: 0, message: "Error http: <status>", detail}` (interface "Errors").
 * `detail` is one of {@link BALANCE_REFUND_ERRORS} (or a field list for bad path parameters).
 */
export class RefundError extends DomainError {
  constructor(
    readonly status: 400 | 404 | 500,
    detail: string,
  ) {
    super(detail);
  }
  /** The endpoint-1 error body. */
  envelope(): BalanceRefundErrorEnvelope {
    return { code: 0, message: SERVICE_TEXTS.refundErrorMessage(this.status), detail: this.detail };
  }
}

/** A receipt accepted by content: its type, the stored key's extension, its bytes and the client's file name. */
export interface Receipt {
  mime: ReceiptMime;
  ext: (typeof RECEIPT_TYPES)[ReceiptMime];
  bytes: Buffer;
  /** Original file name as sent by the client (may be empty). */
  filename: string;
}

/** A stored receipt as endpoint 2b serves it. */
export interface StoredReceipt {
  key: string;
  contentType: ReceiptMime;
  bytes: Buffer;
  /** Original file name, or null when the client sent none. */
  filename: string | null;
}

/**
 * Detect a receipt's type by its content (magic bytes), never by the client's
 * name or content type.
 *
 * @throws UnsupportedMediaTypeError (415) unless it is a PDF, JPEG, PNG or WebP.
 */
export async function sniffReceipt(bytes: Buffer, filename: string): Promise<Receipt> {
  const t = await fileTypeFromBuffer(bytes);
  const mime = t?.mime as string | undefined;
  if (!mime || !(mime in RECEIPT_TYPES)) throw new UnsupportedMediaTypeError(SERVICE_TEXTS.receiptNotAccepted(t?.mime));
  const m = mime as ReceiptMime;
  return { mime: m, ext: RECEIPT_TYPES[m], bytes, filename };
}

/** Instant (ISO 8601 UTC text as stored) → ISO 8601 without zone, Bogotá local time (UTC−5). */
export function bogotaLocalIso(isoUtc: string): string {
  return new Date(Date.parse(isoUtc) - 5 * 3600_000).toISOString().slice(0, 23);
}

/**
 * Whether a payment link pays a reservation of its agency: a chatbot booking's
 * link, or an endpoint-14 link created with a non-empty `external_ref_id`
 * (its `reservation_id`). Such a link's amount enters the agency's balance
 * only through a refund (endpoint 1); a link of endpoint 14 without one is a
 * top-up link, credited when applied and never refunded.
 */
export function paysReservation(link: { kind: string; reservationId: string | null }): boolean {
  return link.kind === 'chatbot_booking' || (link.kind === 'link' && link.reservationId !== null && link.reservationId !== '');
}

/**
 * Agency preloaded balances: crediting applied top-up links, external
 * recharges with receipts, refunds of reservation links, the recharge list
 * and receipts.
 *
 * Construct it ONCE per {@link PaymentsService}: the constructor registers the
 * `attemptResult` hook that credits applied top-up links. (A second instance
 * would not credit twice — the database keeps at most one recharge per link —
 * but would do useless work.)
 *
 * Across processes sharing one database, each guard is the database's own:
 * a link's credit (top-up) or refund is one row of `recharges`, unique per
 * link (`ON CONFLICT DO NOTHING`, and the balance moves only when that insert
 * wrote the row); a refund first locks the link's row and then marks it with
 * a conditional UPDATE whose count is checked; the balance only ever moves by
 * `balance_minor = balance_minor + amount` in the same transaction as its
 * recharge, never by a value computed from an earlier read.
 */
export class BalancesService {
  constructor(
    private readonly store: Store,
    private readonly clock: Clock,
    private readonly payments: PaymentsService,
  ) {
    payments.addHooks({ attemptResult: (tx, e) => this.#onAttemptResult(tx, e) });
  }

  /**
   * Hook (inside the payment's transaction `tx`): an applied top-up link
   * (endpoint 14 without `external_ref_id`, COP) of an agency in the program
   * credits its amount to the balance and adds a `payment_link` recharge
   * carrying the link's code — at most once per link, however often the
   * result is reported. A reservation link credits nothing here: its payment
   * pays the reservation, and only its refund (endpoint 1) reaches the balance.
   */
  async #onAttemptResult(tx: Tx, e: AttemptResultEvent): Promise<void> {
    if (e.status !== 'applied' || e.kind !== 'link') return;
    const link = await balanceLink(tx, e.linkCode);
    if (!link || paysReservation(link) || link.agencyId === null || link.currency !== 'COP') return;
    const agency = await balanceAgency(tx, link.agencyId);
    if (!agency?.inProgram) return;
    const transactionId = await attemptTransactionId(tx, e.attemptId);
    await this.#applyRecharge(tx, {
      agencyId: agency.id,
      kind: 'payment_link',
      amountMinor: link.amountMinor,
      isExternal: false,
      paymentReference: transactionId ?? null,
      paymentReceipt: null,
      paymentReceiptFilename: null,
      paymentMethod: LINK_RECHARGE_METHOD,
      paymentLinkCode: e.linkCode,
      status: RECHARGE_APPLIED,
      iso: e.iso,
    });
  }

  /**
   * Insert a recharge and credit its amount to the agency's balance, inside
   * the caller's transaction `tx`. `recharge_group_id` = the recharge's own id.
   * A recharge of a link that already has one (the database keeps at most one
   * per link) is not written and nothing is credited. Returns the new balance
   * (COP minor units), or undefined when nothing was written.
   */
  async #applyRecharge(tx: Tx, r: NewRecharge): Promise<number | undefined> {
    const id = await insertRecharge(tx, r);
    if (id === undefined) return undefined;
    return creditBalance(tx, r.agencyId, r.amountMinor);
  }

  /** Current balance of agency `id`, COP minor units (0 for an unknown agency). Async, outside any transaction. */
  async balanceMinor(id: number): Promise<number> {
    return (await balanceAgency(this.store.current, id))?.balanceMinor ?? 0;
  }

  /**
   * Endpoint 2's authorization, checked before the upload is read: the
   * operator may recharge any agency, an agency key only its own. Async; joins
   * the caller's transaction when there is one.
   *
   * @throws ForbiddenError (403) any other key, or an agency key naming another agency;
   *   NotFoundError (404) unknown agency;
   *   ValidationError (400) agency outside the preloaded-balance program.
   */
  async assertCanRecharge(principal: Principal, agencyId: number): Promise<void> {
    assertAgency(principal, agencyId);
    await this.store.transaction((tx) => this.#assertCanRecharge(tx, agencyId));
  }

  async #assertCanRecharge(tx: Tx, agencyId: number): Promise<void> {
    const agency = await balanceAgency(tx, agencyId);
    if (!agency) throw new NotFoundError(SERVICE_TEXTS.agencyNotFound(agencyId));
    if (!agency.inProgram) throw new ValidationError(BALANCE_REFUND_ERRORS.notInProgram);
  }

  /**
   * Endpoint 2: store the receipt under a random key
   * `receipts/<base64url, 128 bits>.<ext>` and credit `input.amount` (COP) to
   * agency `agencyId`'s balance with an `external` recharge — one transaction
   * (the caller's when there is one, e.g. the idempotency key's).
   *
   * @returns `{msg, balance (new balance, float COP), file_key}`.
   * @throws as {@link assertCanRecharge}.
   */
  async addExternalRecharge(principal: Principal, agencyId: number, input: ExternalRechargeInput, receipt: Receipt): Promise<ExternalRechargeResponse> {
    assertAgency(principal, agencyId);
    const key = `receipts/${randomBytes(16).toString('base64url')}.${receipt.ext}`;
    const iso = this.clock.now().toISOString();
    const filename = receipt.filename || null;
    const balance = await this.store.transaction(async (tx) => {
      await this.#assertCanRecharge(tx, agencyId);
      await insertMedia(tx, { key, agencyId, contentType: receipt.mime, data: receipt.bytes, filename, iso });
      const balance = await this.#applyRecharge(tx, {
        agencyId,
        kind: 'external',
        amountMinor: toMinor(input.amount),
        isExternal: true,
        paymentReference: input.payment_reference,
        paymentReceipt: key,
        paymentReceiptFilename: filename,
        paymentMethod: input.payment_method,
        paymentLinkCode: null,
        status: RECHARGE_APPLIED,
        iso,
      });
      // An external recharge carries no link, so nothing can keep it from being written.
      if (balance === undefined) throw new Error(`The external recharge of agency ${agencyId} was not written`);
      return balance;
    });
    return { msg: SERVICE_TEXTS.externalRechargeApplied, balance: fromMinor(balance), file_key: key };
  }

  /**
   * Endpoint 2b: a stored receipt, for the operator or the agency that
   * uploaded it. Keys not of the exact form `receipts/<[A-Za-z0-9_-]+>.<pdf|jpg|png|webp>`
   * are refused without touching the store. Async, outside any transaction.
   *
   * @throws NotFoundError (404) bad key, unknown key, or a receipt the principal
   *   may not see (never 403: another agency's receipts are not revealed).
   */
  async downloadReceipt(principal: Principal, key: string): Promise<StoredReceipt> {
    const missing = () => new NotFoundError(SERVICE_TEXTS.fileNotFound);
    if (!MEDIA_KEY_PATTERN.test(key)) throw missing();
    const row = await mediaByKey(this.store.current, key);
    if (!row) throw missing();
    const allowed = principal.kind === 'operator' || (principal.kind === 'agency' && row.agencyId !== null && row.agencyId === principal.id);
    if (!allowed) throw missing();
    return { key, contentType: row.contentType as ReceiptMime, bytes: row.data, filename: row.filename };
  }

  /**
   * Endpoint 3: the recharges (external, applied links and refunds), newest
   * first, in the pagination envelope with links under `<publicBase>/v2/preloaded-balance/agencies`.
   * Operator: all agencies, or only `q.agency_id`; agency key: its own.
   * Async, outside any transaction.
   *
   * @throws ForbiddenError (403) hotel and channel-manager keys, or an agency key
   *   filtering by another agency; NotFoundError (404) operator filtering by an unknown agency.
   */
  async listRecharges(principal: Principal, q: RechargeListQuery): Promise<Page<RechargeRecord>> {
    let agencyId: number | null;
    if (principal.kind === 'operator') {
      agencyId = q.agency_id ?? null;
      if (agencyId !== null && !(await balanceAgency(this.store.current, agencyId))) throw new NotFoundError(SERVICE_TEXTS.agencyNotFound(agencyId));
    } else if (principal.kind === 'agency') {
      if (q.agency_id !== undefined) assertAgency(principal, q.agency_id);
      agencyId = principal.id;
    } else throw new ForbiddenError(SERVICE_TEXTS.rechargesForbidden);
    const { total, rows } = await listRecharges(this.store.current, agencyId, q.limit, q.offset);
    return page(`${this.payments.publicBase}/v2/preloaded-balance/agencies`, q, total, rows.map(toRecord));
  }

  /**
   * Endpoint 1: the agency's reservation `p.reservation_id` paid by link
   * `p.payment_link_code` was cancelled; refund the link's amount into agency
   * `p.agency_id`'s balance: marks the link refunded, adds a `refund` recharge
   * carrying the link's code and credits the amount — in one transaction that
   * first locks the link's row, so of concurrent refunds of one link (in this
   * process or another) exactly one succeeds and the amount enters the
   * balance once; the others wait for it and then answer "already refunded".
   * Only links that pay a reservation ({@link paysReservation}) are refunded
   * this way; their payment credited nothing, so this is the only time their
   * amount enters the balance. The cancellation itself happens on the
   * agency's side (its reservation need not be one the service knows):
   * calling this endpoint states it.
   *
   * Order of checks (the first failing one answers):
   * 1. the key may act for `agency_id` (operator: any; agency: its own) → else 403, generic envelope;
   * 2. the link exists for this key (operator: any; agency: its own or created by its key;
   *    gift-card links are not reservation links) → else 404 "Link de pago no identificado";
   * 3. the link's agency is `agency_id` → else 400 "El link no pertenece a la agencia proporcionada";
   * 4. that agency is in the preloaded-balance program → else 400 "Esta funcionalidad solo está permitida para …";
   * 5. the link pays a reservation (a top-up link pays none, whatever its state) → else 400 "El ID de reserva no está asociado al link de pago";
   * 6. the link is paid (applied) → else 400 "No se puede aplicar un reembolso a un pago que no ha sido aplicado";
   * 7. `reservation_id` is the reservation associated at creation → else 400 "El ID de reserva no está asociado al link de pago";
   * 8. the link is in COP (the balance is in COP) → else 400 "Esta funcionalidad solo está permitida para links de pago en pesos colombianos (COP)";
   * 9. not refunded yet (nor its money returned to the guest by an early
   *    departure, endpoint 18) → else 400 "Este link ya ha sido reembolsado".
   * An agency key never learns about another agency's links (2 answers 404 first).
   *
   * @throws ForbiddenError (403); RefundError (400/404) as listed.
   */
  async refundPaymentLinkToBalance(principal: Principal, p: BalanceRefundParams): Promise<BalanceRefundResponse> {
    assertAgency(principal, p.agency_id);
    return this.store.transaction(async (tx) => {
      // The lock makes a concurrent refund of this link wait here, then read the committed refund mark.
      const link = await balanceLink(tx, p.payment_link_code, true);
      const visible =
        link !== undefined &&
        link.kind !== 'gift_card' &&
        (principal.kind === 'operator' || link.agencyId === principal.id || link.apiKeyId === principal.keyId);
      if (!link || !visible) throw new RefundError(404, BALANCE_REFUND_ERRORS.notFound);
      if (link.agencyId !== p.agency_id) throw new RefundError(400, BALANCE_REFUND_ERRORS.otherAgency);
      const agency = await balanceAgency(tx, p.agency_id);
      if (!agency?.inProgram) throw new RefundError(400, BALANCE_REFUND_ERRORS.notInProgram);
      if (!paysReservation(link)) throw new RefundError(400, BALANCE_REFUND_ERRORS.reservationMismatch);
      if (link.status !== 'paid') throw new RefundError(400, BALANCE_REFUND_ERRORS.notApplied);
      if (link.reservationId === null || link.reservationId !== p.reservation_id) throw new RefundError(400, BALANCE_REFUND_ERRORS.reservationMismatch);
      if (link.currency !== 'COP') throw new RefundError(400, SERVICE_TEXTS.refundCopOnly);
      if (link.refundedAt !== null) throw new RefundError(400, BALANCE_REFUND_ERRORS.alreadyRefunded);
      const iso = this.clock.now().toISOString();
      if (!(await markLinkRefunded(tx, link.code, iso))) throw new RefundError(400, BALANCE_REFUND_ERRORS.alreadyRefunded);
      const credited = await this.#applyRecharge(tx, {
        agencyId: p.agency_id,
        kind: 'refund',
        amountMinor: link.amountMinor,
        isExternal: false,
        paymentReference: p.reservation_id,
        paymentReceipt: null,
        paymentReceiptFilename: null,
        paymentMethod: REFUND_RECHARGE_METHOD,
        paymentLinkCode: link.code,
        status: RECHARGE_APPLIED,
        iso,
      });
      // The link's amount is already in the balance: throwing rolls back the refund mark too.
      if (credited === undefined) throw new RefundError(400, BALANCE_REFUND_ERRORS.alreadyRefunded);
      await this.payments.notifyLinkChanged(tx, link.code, iso);
      return { msg: SERVICE_TEXTS.linkRefundApplied };
    });
  }
}

/** A `recharges` row → the interface's "Preloaded-balance recharge record". */
function toRecord(r: RechargeRow): RechargeRecord {
  return {
    id: r.id,
    created_at: bogotaLocalIso(r.created_at),
    updated_at: bogotaLocalIso(r.updated_at),
    amount: fromMinor(r.amount_minor),
    is_external: r.is_external === null ? null : r.is_external === 1,
    payment_reference: r.payment_reference,
    payment_receipt: r.payment_receipt,
    recharge_group_id: r.recharge_group_id,
    is_archived: r.is_archived === 1,
    status: r.status,
    payment_method: r.payment_method,
    payment_receipt_filename: r.payment_receipt_filename,
    payment_link_code: r.payment_link_code,
  };
}
