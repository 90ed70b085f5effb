/**
 * Building a carrier's adapter from its settings written as environment
 * variables (`WOMPI_*`, `MERCADOPAGO_*`): the deployment's default carrier
 * (`PAYMENT_CARRIER`, read from the environment when the service starts)
 * and a hotel's own account (its stored settings, written the same way)
 * are built by the same code.
 */
import { tracedCarrier } from './tracing.js';
import type { Dispatcher } from 'undici';
import type { Clock } from '../../../clock.js';
import type { CarrierName, HostedCheckoutCarrier } from './types.js';
import { MercadoPagoCarrier, parseMercadoPagoSettings } from './mercadopago.js';
import { parseWompiSettings, WompiCarrier } from './wompi.js';

/** Options of the adapters built here. */
export interface CarrierBuildOptions {
  /** Time of checkouts' expiry and of events' freshness (tests pass a ManualClock). */
  clock?: Clock;
  /** undici dispatcher of the adapters' API calls. */
  dispatcher?: Dispatcher;
}

/**
 * The adapter of real carrier `name` from its settings in `env`
 * (`WOMPI_PUBLIC_KEY`, … or `MERCADOPAGO_ACCESS_TOKEN`, …).
 *
 * @throws CarrierConfigError naming each missing or invalid setting (never a value).
 */
export function carrierFromEnv(
  name: Exclude<CarrierName, 'sandbox'>,
  env: Readonly<Record<string, string | undefined>>,
  opts: CarrierBuildOptions = {},
): HostedCheckoutCarrier {
  // Every network call of the adapter in a span (a no-op while tracing is off).
  return tracedCarrier(name === 'wompi' ? new WompiCarrier(parseWompiSettings(env), opts) : new MercadoPagoCarrier(parseMercadoPagoSettings(env), opts));
}

/**
 * The hosted-checkout adapter of the deployment's default carrier `name`,
 * built from environment `env`; undefined for `sandbox` (the service's own
 * card form, no money moves).
 *
 * @throws CarrierConfigError naming each missing or invalid setting of the chosen carrier (never a value).
 */
export function deploymentCarrier(
  name: CarrierName,
  env: Readonly<Record<string, string | undefined>>,
  opts: CarrierBuildOptions = {},
): HostedCheckoutCarrier | undefined {
  return name === 'sandbox' ? undefined : carrierFromEnv(name, env, opts);
}
