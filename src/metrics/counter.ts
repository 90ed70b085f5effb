/**
 * The one way the bot's and the service's metrics make a Prometheus counter
 * (prom-client), so every counter is registered on its process's own
 * registry and has its label names typed.
 */
import { Counter, type Registry } from 'prom-client';

/**
 * A counter `name` (Prometheus conventions: ends in `_total`) with `help`
 * and the label names `labelNames`, registered on `registry` only.
 *
 * @throws Error when `registry` already holds a metric of that name.
 */
export function counterOn<L extends string>(registry: Registry, name: string, help: string, labelNames: readonly L[]): Counter<L> {
  return new Counter({ name, help, labelNames, registers: [registry] });
}
