/**
 * Hosted-checkout carriers: the shape every payment carrier of the service
 * has (the sandbox, Wompi, Mercado Pago), so that the service never touches
 * a card and every outcome, whatever the carrier, reaches the payments domain
 * through one path.
 *
 * What a real carrier does, and so what this interface asks of an adapter:
 *
 * 1. **Start a checkout for an attempt** ({@link HostedCheckoutCarrier.startCheckout}):
 *    the service picks a reference unique per attempt, records it, and the
 *    adapter answers where to send the payer (a redirect URL, or a form to
 *    post) — or, for the sandbox only, that the service shows its own card
 *    form (no real card ever reaches the sandbox).
 * 2. **Read a carrier event** ({@link HostedCheckoutCarrier.readEvent}) from
 *    its raw body and headers: verified (signature, freshness) or refused
 *    with {@link CarrierEventRefusedError}; mapped to a neutral
 *    {@link CarrierTransaction}. Verification runs on the raw bytes, before
 *    any JSON parsing the HTTP layer might do.
 * 3. **Ask the status of an attempt** (reconciliation): by the carrier's
 *    transaction id ({@link HostedCheckoutCarrier.transaction}) or by the
 *    attempt's reference ({@link HostedCheckoutCarrier.transactionsByReference}).
 * 4. **Void / refund a transaction** ({@link HostedCheckoutCarrier.void},
 *    {@link HostedCheckoutCarrier.refund}) where the carrier allows it.
 * 5. **Declare capabilities** ({@link CarrierCapabilities}): methods,
 *    currencies, voids and refunds, checkout expiry, how events arrive.
 *
 * Units: amounts are integers in minor units of the currency (COP: centavos,
 * so a link of $150.000,10 is 15000010 — exactly Wompi's `amount-in-cents`;
 * Mercado Pago, which takes decimal pesos, converts at its edge). Instants
 * are `Date`s in the API and ISO 8601 UTC on the wire. Statuses are the
 * service's own ({@link CarrierStatus}) with the carrier's raw status kept
 * beside them.
 *
 * How the three carriers fit:
 * - **Wompi** (Web Checkout): the checkout is a GET redirect to
 *   `checkout.wompi.co/p/` with an integrity signature; events are POSTed to
 *   a URL configured in Wompi's dashboard, signed with a SHA-256 checksum;
 *   transactions are looked up by id or by reference; approved card
 *   transactions can be voided.
 * - **Mercado Pago** (Checkout Pro): `startCheckout` creates a preference
 *   (external_reference = our reference, notification_url, back_urls,
 *   expiration_date_to = `expiresAt`) and returns its `init_point` as the
 *   redirect; webhooks carry an `x-signature` (`ts=…,v1=…`, HMAC-SHA256 over
 *   `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`) and only the payment's
 *   id, so its `readEvent` verifies and then fetches the payment by id (hence
 *   `readEvent` is async and may call the carrier); the return page gets
 *   `payment_id`/`collection_id` ({@link HostedCheckoutCarrier.readReturn});
 *   refunds go through its refunds API (partial allowed).
 * - **Sandbox**: `startCheckout` answers `{ kind: 'own_form' }` (the
 *   service's own card form, card numbers that never leave the service and
 *   move no money); the form's answer becomes a {@link CarrierTransaction}
 *   like any other, so its outcome takes the same path as a real carrier's.
 *
 * Design note — what we took from Medusa and Saleor, and why:
 * - Medusa's payment providers (`IPaymentProvider` in
 *   `packages/core/types/src/payment/provider.ts`): a provider is a small
 *   object with an identifier, `initiatePayment` returning the provider's id
 *   and data, `getPaymentStatus`/`retrievePayment` for polling,
 *   `cancelPayment`/`refundPayment`, and `getWebhookActionAndData({ data,
 *   rawData, headers })` which turns a raw webhook into one of a few
 *   normalised actions that the payment module then applies in ONE workflow.
 *   We kept: raw body + headers in, a normalised result out, the provider's
 *   own data kept opaque beside it (our `raw`), and one place that applies
 *   results. We dropped: the cart-session lifecycle (update/delete/authorize
 *   of sessions, account holders, saved methods) — a payment link has one
 *   amount and no cart.
 * - Saleor's payment apps (transaction webhooks TRANSACTION_INITIALIZE_SESSION,
 *   TRANSACTION_PROCESS_SESSION, TRANSACTION_CHARGE/REFUND/CANCELATION_REQUESTED,
 *   and `transactionEventReport`): every result names the PSP's reference,
 *   the amount and the time; results are coarse (`CHARGE_SUCCESS`,
 *   `CHARGE_FAILURE`, `CHARGE_ACTION_REQUIRED`, …) with the app's message
 *   kept; each transaction advertises its available actions (CHARGE,
 *   REFUND, CANCEL); and reported events are de-duplicated by (psp
 *   reference, type, amount). We kept: amount + reference + carrier id on
 *   every result (so the domain can refuse a mismatch), declared actions
 *   (our {@link CarrierCapabilities.reversals}), an idempotency key per
 *   (transaction, status) ({@link transactionEventKey}), and the checkout
 *   result as a redirect/form the payer follows ("action required").
 *   We dropped: Saleor's authorize/charge split — Colombian hosted checkouts
 *   (Wompi, Checkout Pro) capture at once.
 */

/** Lowercase name of a carrier, shown as `carrier` in transaction objects (`PAYMENT_CARRIER` setting). */
export type CarrierName = 'sandbox' | 'wompi' | 'mercadopago';

/**
 * Status of a carrier transaction in the service's terms:
 * - `pending`: the payer has not finished, or the carrier is still working (Wompi PENDING; MP pending, in_process, authorized);
 * - `approved`: money collected (Wompi APPROVED; MP approved);
 * - `declined`: refused by the carrier, the bank or the payer, or abandoned until it lapsed (Wompi DECLINED; MP rejected, cancelled);
 * - `voided`: reversed in full after approval (Wompi VOIDED; MP refunded, charged_back);
 * - `error`: the payment method failed inside the carrier (Wompi ERROR).
 */
export type CarrierStatus = 'pending' | 'approved' | 'declined' | 'voided' | 'error';

/** Statuses after which a transaction does not change by itself (reconciliation stops asking). `voided` may still follow `approved`. */
export const FINAL_CARRIER_STATUSES: ReadonlySet<CarrierStatus> = new Set(['approved', 'declined', 'voided', 'error']);

/** What the payer gives the carrier, prefilled at checkout when the carrier accepts it. Every field optional. */
export interface CheckoutPayer {
  email?: string | undefined;
  fullName?: string | undefined;
  /** National number, digits only (e.g. `3019777777`). */
  phoneNumber?: string | undefined;
  /** Country calling code with `+` (e.g. `+57`); required by Wompi whenever `phoneNumber` is sent. */
  phoneNumberPrefix?: string | undefined;
  /** Identity document number; sent only together with `legalIdType`. */
  legalId?: string | undefined;
  /** Identity document type: `CC`, `CE`, `NIT`, `PP`, `TI`, `DNI`, `RG` or `OTHER`. */
  legalIdType?: string | undefined;
}

/** One payment attempt of a payment link, as the service hands it to a carrier. */
export interface CheckoutAttempt {
  /**
   * The attempt's reference, unique per attempt and recorded by the service
   * before the payer is sent anywhere (Wompi `reference`; MP
   * `external_reference`). 1–255 characters of `A-Z a-z 0-9 - _`.
   */
  reference: string;
  /** Amount to collect, integer minor units of `currency` (COP centavos), > 0. */
  amountMinor: number;
  /** ISO 4217 code; must be one of {@link CarrierCapabilities.currencies}. */
  currency: string;
  /** Short description shown to the payer (the stay). */
  description: string;
  /**
   * The latest instant the payer may start paying: the earlier of the link's
   * and the hold's expiry. The carrier's own checkout expiry is never after it.
   */
  expiresAt: Date;
  /** Absolute URL of the service page that shows the result (Wompi `redirect-url`; MP `back_urls`). */
  returnUrl: string;
  /** Absolute URL of the service's event endpoint, for carriers that take it per checkout (MP `notification_url`); ignored by Wompi (set in its dashboard). */
  notificationUrl?: string | undefined;
  payer?: CheckoutPayer | undefined;
}

/**
 * Where to send the payer:
 * - `redirect`: a GET to `url` (Wompi Web Checkout, MP `init_point`);
 * - `form`: an HTML form the payer's browser submits (`fields` in order);
 * - `own_form`: the service shows its own card form (sandbox only; see {@link CarrierCapabilities.ownCardForm}).
 * Every variant repeats the reference, amount and the checkout's own expiry as sent to the carrier.
 */
export type CheckoutStart =
  | ({ kind: 'redirect'; url: string } & CheckoutEcho)
  | ({ kind: 'form'; action: string; method: 'GET' | 'POST'; fields: ReadonlyArray<readonly [string, string]> } & CheckoutEcho)
  | ({ kind: 'own_form' } & CheckoutEcho);

/** What was actually sent to the carrier for a checkout. */
export interface CheckoutEcho {
  reference: string;
  amountMinor: number;
  currency: string;
  /** The checkout's expiry as sent (≤ {@link CheckoutAttempt.expiresAt}). */
  expiresAt: Date;
  /** The carrier's id of the checkout when it has one (MP preference id); undefined for Wompi. */
  checkoutId?: string | undefined;
}

/** A carrier's transaction, normalised. */
export interface CarrierTransaction {
  carrier: CarrierName;
  /** The carrier's id of the transaction (Wompi transaction id, MP payment id as text). */
  transactionId: string;
  /** The attempt's reference as the carrier holds it. */
  reference: string;
  /** Integer minor units of `currency`. */
  amountMinor: number;
  currency: string;
  status: CarrierStatus;
  /** The carrier's own status word (`APPROVED`, `in_process`, …), kept for reports and support. */
  rawStatus: string;
  /** The carrier's reason text or code, when it gives one (Wompi `status_message`, MP `status_detail`). */
  statusDetail?: string | undefined;
  /** The carrier's payment method code (Wompi `CARD`, `PSE`, `NEQUI`, `BANCOLOMBIA_TRANSFER`; MP `payment_type_id`). */
  method?: string | undefined;
  createdAt?: Date | undefined;
  finalizedAt?: Date | undefined;
}

/** The raw request of a carrier event, exactly as received. */
export interface RawCarrierEvent {
  /** The body's bytes, before any parsing (signatures are over them or over fields read from them). */
  body: Buffer | string;
  /** Request headers; names in any case. */
  headers: Readonly<Record<string, string | readonly string[] | undefined>>;
  /** Query string parameters (MP sends `data.id` and `type` there). */
  query?: Readonly<Record<string, string | undefined>> | undefined;
}

/**
 * A verified event, read:
 * - `transaction`: news of a transaction; `key` is its idempotency key
 *   ({@link transactionEventKey}): applying twice the same key changes nothing;
 * - `ignored`: genuine but not about a transaction the service applies
 *   (e.g. Wompi `nequi_token.updated`); answer 2xx so the carrier stops retrying.
 */
export type CarrierEventReading =
  | { kind: 'transaction'; key: string; transaction: CarrierTransaction; eventType: string; sentAt?: Date | undefined }
  | { kind: 'ignored'; eventType: string };

/** Options of {@link HostedCheckoutCarrier.readEvent}. */
export interface ReadEventOptions {
  /**
   * Whether the service issued attempt reference `reference`. An adapter that
   * would ask the carrier to confirm an event's unsigned fields skips that
   * call for a reference the service never issued: such an event is
   * answered 2xx and applied to nothing, whatever the carrier would say.
   */
  isKnownReference?(reference: string): Promise<boolean>;
}

/** What a void or refund did. */
export interface ReversalResult {
  transactionId: string;
  /** The transaction as the carrier holds it after the request (`voided`, or still `approved` while a refund is processed). */
  transaction?: CarrierTransaction | undefined;
}

/** What a carrier can do, declared once; the service checks it before offering an action. */
export interface CarrierCapabilities {
  /** How the payer pays: redirected to the carrier, or the service's own card form (sandbox). */
  checkout: 'redirect' | 'form' | 'own_form';
  /** True only for the sandbox: the service shows a card form. Never true for a real carrier. */
  ownCardForm: boolean;
  /** Carrier payment method codes the checkout offers (Wompi: `CARD`, `PSE`, `NEQUI`, `BANCOLOMBIA_TRANSFER`). */
  methods: readonly string[];
  /** ISO 4217 codes accepted (Wompi: `COP` only). */
  currencies: readonly string[];
  /** Currencies charged in whole units only (Mercado Pago: COP prices without centavos); amounts with a fraction are refused. */
  wholeUnitCurrencies: readonly string[];
  reversals: {
    /** Methods whose approved transactions can be voided in full through the API (Wompi: `CARD`); empty: none. */
    voidMethods: readonly string[];
    /** Refunds through the API, or null (Wompi Colombia: none documented for Web Checkout; MP: all methods, partial allowed). */
    refund: { methods: readonly string[] | 'all'; partial: boolean } | null;
  };
  /** The checkout itself stops accepting the start of a payment at {@link CheckoutAttempt.expiresAt} (Wompi `expiration-time`, MP `expiration_date_to`). */
  checkoutExpiry: boolean;
  /** How the carrier learns the event URL: set once in its dashboard (Wompi) or sent with each checkout (MP). */
  eventsUrl: 'dashboard' | 'per_checkout' | 'none';
}

/**
 * A payment carrier with a hosted checkout. Implementations never log or
 * throw a secret; every network call has a time limit.
 */
export interface HostedCheckoutCarrier {
  readonly name: CarrierName;
  readonly capabilities: CarrierCapabilities;
  /**
   * Where to send the payer of `attempt`. Pure for Wompi (a signed URL); a
   * network call for MP (a preference). Throws {@link CheckoutInputError}
   * when the attempt cannot be offered (currency, amount, reference,
   * an `expiresAt` already past), {@link CarrierAuthError} /
   * {@link CarrierRequestError} / {@link CarrierUnavailableError} when the
   * carrier is called and fails.
   */
  startCheckout(attempt: CheckoutAttempt): Promise<CheckoutStart>;
  /**
   * Verify and read one event. Throws {@link CarrierEventRefusedError} when
   * it is not genuine, malformed or stale (the route answers 401 and changes
   * nothing), {@link CarrierUnavailableError} / {@link CarrierAuthError} when
   * the adapter must ask the carrier to confirm it and cannot (the route
   * answers 5xx so the carrier retries).
   */
  readEvent(raw: RawCarrierEvent, opts?: ReadEventOptions): Promise<CarrierEventReading>;
  /** The carrier's transaction id from the query of the return page (Wompi `id`, MP `payment_id`), if any. Pure. */
  readReturn(query: Readonly<Record<string, string | undefined>>): string | undefined;
  /**
   * A transaction by the carrier's id, or undefined when the carrier does
   * not know it. Throws {@link CarrierAuthError}, {@link CarrierRequestError},
   * {@link CarrierUnavailableError}, {@link CarrierProtocolError}.
   */
  transaction(transactionId: string): Promise<CarrierTransaction | undefined>;
  /**
   * Every transaction the carrier holds for the attempt's `reference`
   * (a payer may retry inside one checkout: several declined, at most one
   * approved), oldest first; empty when none. Same errors as {@link transaction}.
   */
  transactionsByReference(reference: string): Promise<CarrierTransaction[]>;
  /**
   * Void approved transaction `transactionId` in full. Only for methods in
   * {@link CarrierCapabilities.reversals}`.voidMethods`. Throws
   * {@link CarrierRequestError} when the carrier refuses (wrong method or
   * status, unknown id), and the errors of {@link transaction}.
   */
  void(transactionId: string): Promise<ReversalResult>;
  /**
   * Refund `amountMinor` (whole amount when undefined) of approved
   * transaction `transactionId`; `idempotencyKey` makes a retried refund
   * happen once. Absent when {@link CarrierCapabilities.reversals}`.refund` is null.
   */
  refund?(transactionId: string, opts: { amountMinor?: number | undefined; idempotencyKey: string }): Promise<ReversalResult>;
}

/**
 * Idempotency key of transaction news: one per (carrier, transaction,
 * status), so a duplicated or replayed event applies once, and a later
 * status of the same transaction (approved → voided) applies again.
 */
export function transactionEventKey(tx: Pick<CarrierTransaction, 'carrier' | 'transactionId' | 'status'>): string {
  return `${tx.carrier}:${tx.transactionId}:${tx.status}`;
}

/**
 * Whether transaction `tx` pays exactly the attempt (same reference, amount
 * in minor units and currency). The domain applies news only when true; a
 * mismatch is recorded and never changes a link.
 */
export function matchesAttempt(
  tx: Pick<CarrierTransaction, 'reference' | 'amountMinor' | 'currency'>,
  attempt: Pick<CheckoutAttempt, 'reference' | 'amountMinor' | 'currency'>,
): boolean {
  return tx.reference === attempt.reference && tx.amountMinor === attempt.amountMinor && tx.currency === attempt.currency;
}

/**
 * What the transactions of one attempt add up to, for reconciliation: the
 * approved one if any, else a voided one (it was approved, then reversed),
 * else a pending one, else the latest (declined or error), else undefined
 * (the carrier has none yet: the payer never started).
 * `txs` oldest first.
 */
export function decisiveTransaction(txs: readonly CarrierTransaction[]): CarrierTransaction | undefined {
  return txs.find((t) => t.status === 'approved') ?? txs.find((t) => t.status === 'voided') ?? txs.find((t) => t.status === 'pending') ?? txs.at(-1);
}

/**
 * Base of every carrier failure. `carrier` names the adapter; the message
 * never carries a secret; `httpStatus` is the carrier's HTTP status when it
 * answered one (auth, request and availability failures).
 */
export abstract class CarrierError extends Error {
  /** The subclass's name, e.g. `CarrierAuthError`. */
  override name = this.constructor.name;
  abstract readonly code: string;
  constructor(
    readonly carrier: CarrierName,
    message: string,
    readonly httpStatus?: number | undefined,
  ) {
    super(message);
  }
}

/** A carrier's settings are missing or invalid (thrown when the adapter is built; names the setting, never its value). */
export class CarrierConfigError extends CarrierError {
  readonly code = 'carrier_config';
}

/** The attempt cannot be offered by this carrier (currency, amount, reference, expiry already past). */
export class CheckoutInputError extends CarrierError {
  readonly code = 'checkout_input';
}

/** The carrier refused the service's credentials (HTTP 401/403): a wrong or revoked private key. Not retryable. */
export class CarrierAuthError extends CarrierError {
  readonly code = 'carrier_auth';
}

/** The carrier refused the request itself (4xx other than auth): e.g. a void of a non-card or non-approved transaction. `carrierCode` is its error type. */
export class CarrierRequestError extends CarrierError {
  readonly code = 'carrier_request';
  constructor(
    carrier: CarrierName,
    message: string,
    httpStatus: number,
    readonly carrierCode?: string | undefined,
  ) {
    super(carrier, message, httpStatus);
  }
}

/** The carrier could not be reached or answered 5xx, or the time limit passed: the request may or may not have been received. Retry later. */
export class CarrierUnavailableError extends CarrierError {
  readonly code = 'carrier_unavailable';
}

/** The carrier answered 2xx with a body the adapter cannot read (not JSON, missing fields). */
export class CarrierProtocolError extends CarrierError {
  readonly code = 'carrier_protocol';
}

/** Why an event was refused: bad or missing signature, unreadable body, outside the accepted time window, or contradicted by the carrier's API. */
export type EventRefusal = 'signature' | 'malformed' | 'stale' | 'contradicted';

/** A carrier event was refused: nothing may change; the route answers 401. */
export class CarrierEventRefusedError extends CarrierError {
  readonly code = 'carrier_event_refused';
  constructor(
    carrier: CarrierName,
    readonly reason: EventRefusal,
    message: string,
  ) {
    super(carrier, message);
  }
}

/**
 * Which merchant account takes a payment: `default` is the deployment's
 * (`PAYMENT_CARRIER` and its settings), `hotel:<id>` a hotel's own
 * (`hotelbot carriers set`). Recorded on every attempt, so its events,
 * return page, reconciliation and reversals use the account it was paid into.
 */
export type CarrierAccountId = 'default' | `hotel:${number}`;

/** A merchant account and its carrier adapter (built with that account's keys). */
export interface CarrierAccount {
  account: CarrierAccountId;
  carrier: HostedCheckoutCarrier;
}

/**
 * Finds the carrier account of a payment. The deployment-only resolver
 * ({@link defaultCarrierResolver}) knows one account; the per-hotel one
 * also reads the hotels' own accounts.
 */
export interface CarrierResolver {
  /**
   * The hosted-checkout account that takes the payments of hotel `hotelId`'s
   * links (null: links of no hotel — agency top-ups, gift cards — which use
   * the deployment's default); undefined when that is the sandbox, whose
   * card form the service shows itself.
   */
  forHotel(hotelId: number | null): Promise<CarrierAccount | undefined>;
  /** The adapter of account `account` (as recorded on an attempt); undefined when that account no longer exists. */
  byAccount(account: string): Promise<HostedCheckoutCarrier | undefined>;
  /** Every account whose carrier is `name`, the default first: the events endpoint verifies an event of an unknown reference against each. */
  accounts(name: CarrierName): Promise<CarrierAccount[]>;
}

/** The resolver of a deployment with one account: `carrier` (undefined: the sandbox) for every hotel. */
export function defaultCarrierResolver(carrier: HostedCheckoutCarrier | undefined): CarrierResolver {
  const account: CarrierAccount | undefined = carrier ? { account: 'default', carrier } : undefined;
  return {
    forHotel: async () => account,
    byAccount: async (id) => (id === 'default' ? carrier : undefined),
    accounts: async (name) => (account && account.carrier.name === name ? [account] : []),
  };
}
