/**
 * The deployment's default carrier, from `PAYMENT_CARRIER` and the chosen
 * carrier's own settings (`WOMPI_*`, `MERCADOPAGO_*`), read from the
 * environment when the service starts.
 */
import type { Clock } from '../../../clock.js';
import type { CarrierName, HostedCheckoutCarrier } from './types.js';
import { MercadoPagoCarrier, parseMercadoPagoSettings } from './mercadopago.js';
import { parseWompiSettings, WompiCarrier } from './wompi.js';

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
  opts: { clock?: Clock } = {},
): HostedCheckoutCarrier | undefined {
  switch (name) {
    case 'sandbox':
      return undefined;
    case 'wompi':
      return new WompiCarrier(parseWompiSettings(env), opts.clock ? { clock: opts.clock } : {});
    case 'mercadopago':
      return new MercadoPagoCarrier(parseMercadoPagoSettings(env), opts.clock ? { clock: opts.clock } : {});
  }
}
