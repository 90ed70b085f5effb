/**
 * Spans around the hosted-checkout carrier adapters (`docs/decisions/0026-traces.md`):
 * every call that may reach the carrier (`startCheckout`, `readEvent`,
 * `transaction`, `transactionsByReference`, `void`, `refund`) runs inside a
 * span `carrier.<method>` with the carrier's name (`hotelbot.carrier`) and,
 * on failure, the adapter's error type (`error.type`, e.g.
 * `CarrierUnavailableError`) — never amounts, references, payer data nor
 * secrets. The carrier's own HTTP calls are child spans of it (undici).
 * With tracing off the wrapper costs a no-op span per call.
 */
import type { Attributes } from '@opentelemetry/api';
import { inSpan, SpanKind } from '../tracing.js';
import type { HostedCheckoutCarrier } from './types.js';

/**
 * `carrier` with each network call in a span (see the module comment); the
 * pure `readReturn`, `name` and `capabilities` are the adapter's own. Calls
 * resolve and throw exactly as the adapter's.
 */
export function tracedCarrier(carrier: HostedCheckoutCarrier): HostedCheckoutCarrier {
  const attrs: Attributes = { 'hotelbot.carrier': carrier.name };
  const span = <T>(method: string, call: () => Promise<T>): Promise<T> => inSpan(`carrier.${method}`, attrs, call, { kind: SpanKind.CLIENT });
  const traced: HostedCheckoutCarrier = {
    name: carrier.name,
    capabilities: carrier.capabilities,
    startCheckout: (attempt) => span('startCheckout', () => carrier.startCheckout(attempt)),
    readEvent: (raw, opts) => span('readEvent', () => carrier.readEvent(raw, opts)),
    readReturn: (query) => carrier.readReturn(query),
    transaction: (id) => span('transaction', () => carrier.transaction(id)),
    transactionsByReference: (reference) => span('transactionsByReference', () => carrier.transactionsByReference(reference)),
    void: (id) => span('void', () => carrier.void(id)),
  };
  const refund = carrier.refund?.bind(carrier);
  if (refund) traced.refund = (id, opts) => span('refund', () => refund(id, opts));
  return traced;
}
