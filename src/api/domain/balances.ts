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
import type { Db } from '../../store/db.js';
import type { Clock } from '../../clock.js';
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
  override name = 'RefundError';
  constructor(
    readonly status: 400 | 404 | 500,
    detail: string,
  ) {
    super(detail);
  }
  /** The endpoint-1 error body. */
  envelope(): BalanceRefundErrorEnvelope {
    return { code: 0, message: `Error http: ${this.status}`, detail: this.detail };
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
 * name or content type (DECISIONS §9).
 *
 * @throws UnsupportedMediaTypeError (415) unless it is a PDF, JPEG, PNG or WebP.
 */
export async function sniffReceipt(bytes: Buffer, filename: string): Promise<Receipt> {
  const t = await fileTypeFromBuffer(bytes);
  const mime = t?.mime as string | undefined;
  if (!mime || !(mime in RECEIPT_TYPES))
    throw new UnsupportedMediaTypeError(
      `payment_receipt: el contenido del archivo ${t ? `(${t.mime}) ` : ''}no es PDF, JPEG, PNG ni WebP`,
    );
  const m = mime as ReceiptMime;
  return { mime: m, ext: RECEIPT_TYPES[m], bytes, filename };
}

/** Instant (ISO 8601 UTC text as stored) → ISO 8601 without zone, Bogotá local time (UTC−5). */
export function bogotaLocalIso(isoUtc: string): string {
  return new Date(Date.parse(isoUtc) - 5 * 3600_000).toISOString().slice(0, 23);
}

interface AgencyRow {
  id: number;
  inProgram: number;
  balanceMinor: number;
}

interface RechargeRow {
  id: number;
  created_at: string;
  updated_at: string;
  amount_minor: number;
  is_external: number | null;
  payment_reference: string | null;
  payment_receipt: string | null;
  recharge_group_id: number;
  is_archived: number;
  status: string | null;
  payment_method: string | null;
  payment_receipt_filename: string | null;
  payment_link_code: string | null;
}

/** What a new `recharges` row holds (amount in COP minor units). */
interface NewRecharge {
  agencyId: number;
  kind: 'external' | 'payment_link' | 'refund';
  amountMinor: number;
  isExternal: boolean;
  paymentReference: string | null;
  paymentReceipt: string | null;
  paymentReceiptFilename: string | null;
  paymentMethod: string;
  paymentLinkCode: string | null;
  iso: string;
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
 */
export class BalancesService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly payments: PaymentsService,
  ) {
    payments.addHooks({ attemptResult: (e) => this.#onAttemptResult(e) });
  }

  /**
   * Hook (inside the payment's transaction): an applied top-up link (endpoint
   * 14 without `external_ref_id`, COP) of an agency in the program credits its
   * amount to the balance and adds a `payment_link` recharge carrying the
   * link's code — at most once per link, however often the result is
   * reported. A reservation link credits nothing here: its payment pays the
   * reservation, and only its refund (endpoint 1) reaches the balance.
   */
  #onAttemptResult(e: AttemptResultEvent): void {
    if (e.status !== 'applied' || e.kind !== 'link') return;
    const link = this.db
      .prepare<[string], { kind: string; reservationId: string | null; agencyId: number | null; amountMinor: number; currency: string }>(
        `SELECT kind, reservation_id AS reservationId, agency_id AS agencyId, amount_minor AS amountMinor, currency
           FROM payment_links WHERE code = ?`,
      )
      .get(e.linkCode);
    if (!link || paysReservation(link) || link.agencyId === null || link.currency !== 'COP') return;
    const agency = this.#agency(link.agencyId);
    if (!agency || !agency.inProgram) return;
    const tx = this.db.prepare<[number], { t: string }>('SELECT transaction_id AS t FROM payment_attempts WHERE id = ?').get(e.attemptId);
    this.#insertRecharge(
      {
        agencyId: agency.id,
        kind: 'payment_link',
        amountMinor: link.amountMinor,
        isExternal: false,
        paymentReference: tx?.t ?? null,
        paymentReceipt: null,
        paymentReceiptFilename: null,
        paymentMethod: LINK_RECHARGE_METHOD,
        paymentLinkCode: e.linkCode,
        iso: e.iso,
      },
      true,
    );
  }

  /**
   * Insert a recharge and credit its amount to the agency's balance (call
   * inside a transaction). `recharge_group_id` = the recharge's own id.
   * With `onceOnly`, a recharge of a link that already has one (the database
   * keeps at most one per link) is silently skipped and nothing is credited.
   * Returns whether it was written.
   */
  #insertRecharge(r: NewRecharge, onceOnly = false): boolean {
    const res = this.db
      .prepare(
        `INSERT ${onceOnly ? 'OR IGNORE ' : ''}INTO recharges (agency_id, kind, amount_minor, currency, is_external, payment_reference, payment_receipt,
           payment_receipt_filename, payment_method, payment_link_code, recharge_group_id, is_archived, status, created_at, updated_at)
         VALUES (?, ?, ?, 'COP', ?, ?, ?, ?, ?, ?, 0, 0, ?, ?, ?)`,
      )
      .run(
        r.agencyId, r.kind, r.amountMinor, r.isExternal ? 1 : 0, r.paymentReference, r.paymentReceipt, r.paymentReceiptFilename,
        r.paymentMethod, r.paymentLinkCode, RECHARGE_APPLIED, r.iso, r.iso,
      );
    if (res.changes !== 1) return false;
    this.db.prepare('UPDATE recharges SET recharge_group_id = id WHERE id = ?').run(res.lastInsertRowid);
    this.db.prepare('UPDATE agencies SET balance_minor = balance_minor + ? WHERE id = ?').run(r.amountMinor, r.agencyId);
    return true;
  }

  #agency(id: number): AgencyRow | undefined {
    return this.db
      .prepare<[number], AgencyRow>('SELECT id, in_balance_program AS inProgram, balance_minor AS balanceMinor FROM agencies WHERE id = ?')
      .get(id);
  }

  /** Current balance of agency `id`, COP minor units (0 for an unknown agency). */
  balanceMinor(id: number): number {
    return this.#agency(id)?.balanceMinor ?? 0;
  }

  /**
   * Endpoint 2's authorization, checked before the upload is read: the
   * operator may recharge any agency, an agency key only its own.
   *
   * @throws ForbiddenError (403) any other key, or an agency key naming another agency;
   *   NotFoundError (404) unknown agency;
   *   ValidationError (400) agency outside the preloaded-balance program.
   */
  assertCanRecharge(principal: Principal, agencyId: number): void {
    assertAgency(principal, agencyId);
    const agency = this.#agency(agencyId);
    if (!agency) throw new NotFoundError(`No existe una agencia con id ${agencyId}`);
    if (!agency.inProgram) throw new ValidationError(BALANCE_REFUND_ERRORS.notInProgram);
  }

  /**
   * Endpoint 2: store the receipt under a random key
   * `receipts/<base64url, 128 bits>.<ext>` and credit `input.amount` (COP) to
   * agency `agencyId`'s balance with an `external` recharge — one transaction.
   *
   * @returns `{msg, balance (new balance, float COP), file_key}`.
   * @throws as {@link assertCanRecharge}.
   */
  addExternal(principal: Principal, agencyId: number, input: ExternalRechargeInput, receipt: Receipt): ExternalRechargeResponse {
    this.assertCanRecharge(principal, agencyId);
    const key = `receipts/${randomBytes(16).toString('base64url')}.${receipt.ext}`;
    const iso = this.clock.now().toISOString();
    const filename = receipt.filename || null;
    const balance = this.db
      .transaction(() => {
        this.db
          .prepare('INSERT INTO media (file_key, agency_id, content_type, size, original_filename, data, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
          .run(key, agencyId, receipt.mime, receipt.bytes.length, filename, receipt.bytes, iso);
        this.#insertRecharge({
          agencyId,
          kind: 'external',
          amountMinor: toMinor(input.amount),
          isExternal: true,
          paymentReference: input.payment_reference,
          paymentReceipt: key,
          paymentReceiptFilename: filename,
          paymentMethod: input.payment_method,
          paymentLinkCode: null,
          iso,
        });
        return this.balanceMinor(agencyId);
      })
      .immediate();
    return { msg: 'La recarga externa fue aplicada al saldo precargado de la agencia', balance: fromMinor(balance), file_key: key };
  }

  /**
   * Endpoint 2b: a stored receipt, for the operator or the agency that
   * uploaded it. Keys not of the exact form `receipts/<[A-Za-z0-9_-]+>.<pdf|jpg|png|webp>`
   * are refused without touching the store.
   *
   * @throws NotFoundError (404) bad key, unknown key, or a receipt the principal
   *   may not see (never 403: another agency's receipts are not revealed).
   */
  receipt(principal: Principal, key: string): StoredReceipt {
    const missing = () => new NotFoundError('No existe el archivo solicitado');
    if (!MEDIA_KEY_PATTERN.test(key)) throw missing();
    const row = this.db
      .prepare<[string], { agencyId: number | null; contentType: ReceiptMime; data: Buffer; filename: string | null }>(
        'SELECT agency_id AS agencyId, content_type AS contentType, data, original_filename AS filename FROM media WHERE file_key = ?',
      )
      .get(key);
    if (!row) throw missing();
    const allowed = principal.kind === 'operator' || (principal.kind === 'agency' && row.agencyId !== null && row.agencyId === principal.id);
    if (!allowed) throw missing();
    return { key, contentType: row.contentType, bytes: row.data, filename: row.filename };
  }

  /**
   * Endpoint 3: the recharges (external, applied links and refunds), newest
   * first, in the pagination envelope with links under `<publicBase>/v2/preloaded-balance/agencies`.
   * Operator: all agencies, or only `q.agency_id`; agency key: its own.
   *
   * @throws ForbiddenError (403) hotel and channel-manager keys, or an agency key
   *   filtering by another agency; NotFoundError (404) operator filtering by an unknown agency.
   */
  list(principal: Principal, q: RechargeListQuery): Page<RechargeRecord> {
    let agencyId: number | null;
    if (principal.kind === 'operator') {
      agencyId = q.agency_id ?? null;
      if (agencyId !== null && !this.#agency(agencyId)) throw new NotFoundError(`No existe una agencia con id ${agencyId}`);
    } else if (principal.kind === 'agency') {
      if (q.agency_id !== undefined) assertAgency(principal, q.agency_id);
      agencyId = principal.id;
    } else throw new ForbiddenError('Solo el operador y las agencias pueden consultar las recargas del saldo precargado');
    const where = agencyId === null ? '1 = 1' : 'agency_id = @agency';
    const params = { agency: agencyId, limit: q.limit, offset: q.offset };
    const total = (this.db.prepare(`SELECT COUNT(*) AS n FROM recharges WHERE ${where}`).get(params) as { n: number }).n;
    const rows = this.db
      .prepare<typeof params, RechargeRow>(
        `SELECT id, created_at, updated_at, amount_minor, is_external, payment_reference, payment_receipt, recharge_group_id, is_archived,
                status, payment_method, payment_receipt_filename, payment_link_code
           FROM recharges WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`,
      )
      .all(params);
    return page(`${this.payments.publicBase}/v2/preloaded-balance/agencies`, q, total, rows.map(toRecord));
  }

  /**
   * Endpoint 1: the agency's reservation `p.reservation_id` paid by link
   * `p.payment_link_code` was cancelled; refund the link's amount into agency
   * `p.agency_id`'s balance: marks the link refunded, adds a `refund` recharge
   * carrying the link's code and credits the amount — in one immediate
   * transaction, so of concurrent refunds of one link exactly one succeeds and
   * the amount enters the balance once. Only links that pay a reservation
   * ({@link paysReservation}) are refunded this way; their payment credited
   * nothing, so this is the only time their amount enters the balance. The
   * cancellation itself happens on the agency's side (its reservation need
   * not be one the service knows): calling this endpoint states it.
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
  refund(principal: Principal, p: BalanceRefundParams): BalanceRefundResponse {
    assertAgency(principal, p.agency_id);
    return this.db
      .transaction(() => {
        const link = this.payments.link(p.payment_link_code);
        const visible =
          link !== undefined &&
          link.kind !== 'gift_card' &&
          (principal.kind === 'operator' || link.agencyId === principal.id || link.apiKeyId === principal.keyId);
        if (!link || !visible) throw new RefundError(404, BALANCE_REFUND_ERRORS.notFound);
        if (link.agencyId !== p.agency_id) throw new RefundError(400, BALANCE_REFUND_ERRORS.otherAgency);
        const agency = this.#agency(p.agency_id);
        if (!agency?.inProgram) throw new RefundError(400, BALANCE_REFUND_ERRORS.notInProgram);
        if (!paysReservation(link)) throw new RefundError(400, BALANCE_REFUND_ERRORS.reservationMismatch);
        if (link.status !== 'paid') throw new RefundError(400, BALANCE_REFUND_ERRORS.notApplied);
        if (link.reservationId === null || link.reservationId !== p.reservation_id)
          throw new RefundError(400, BALANCE_REFUND_ERRORS.reservationMismatch);
        if (link.currency !== 'COP')
          throw new RefundError(400, 'Esta funcionalidad solo está permitida para links de pago en pesos colombianos (COP)');
        if (link.refundedAt !== null) throw new RefundError(400, BALANCE_REFUND_ERRORS.alreadyRefunded);
        const iso = this.clock.now().toISOString();
        const marked = this.db.prepare('UPDATE payment_links SET refunded_at = ? WHERE code = ? AND refunded_at IS NULL').run(iso, link.code);
        if (marked.changes !== 1) throw new RefundError(400, BALANCE_REFUND_ERRORS.alreadyRefunded);
        const credited = this.#insertRecharge(
          {
            agencyId: p.agency_id,
            kind: 'refund',
            amountMinor: link.amountMinor,
            isExternal: false,
            paymentReference: p.reservation_id,
            paymentReceipt: null,
            paymentReceiptFilename: null,
            paymentMethod: REFUND_RECHARGE_METHOD,
            paymentLinkCode: link.code,
            iso,
          },
          true,
        );
        // The link's amount is already in the balance: throwing rolls back the refund mark too.
        if (!credited) throw new RefundError(400, BALANCE_REFUND_ERRORS.alreadyRefunded);
        this.payments.notifyLinkChanged(link.code, iso);
        return { msg: 'El reembolso del valor del link fue aplicado al saldo precargado de la agencia' };
      })
      .immediate();
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
