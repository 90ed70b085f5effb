/**
 * The `hotelbot carriers set|list|remove|test` commands: their options and
 * help, wired to the functions of `./carriers.ts`. A command imports those
 * (with the carriers' adapters and the service's store) only when it runs,
 * so defining the command line, and every other command, loads none of it.
 */
import { type Command, Option } from 'commander';
import type { Config } from '../config.js';
import type { Store } from '../store/sql.js';
import type { CarriersSetOptions } from './carriers.js';

/** What {@link registerCarrierCommands} needs from the CLI: its settings (read when a command runs). */
export interface CarrierCommandDeps {
  settings: () => Config;
}

/** Variables `carriers set` reads secrets from when their flag is not given (see the rules in `./carriers.ts`). */
export const CARRIERS_SET_SECRET_VARIABLES = {
  privateKey: 'CARRIERS_SET_PRIVATE_KEY',
  integritySecret: 'CARRIERS_SET_INTEGRITY_SECRET',
  eventsSecret: 'CARRIERS_SET_EVENTS_SECRET',
  accessToken: 'CARRIERS_SET_ACCESS_TOKEN',
  webhookSecret: 'CARRIERS_SET_WEBHOOK_SECRET',
} as const;

/**
 * Register the `carriers` command group (`set`, `list`, `remove`, `test`)
 * on `cli`. Each command opens the service's store (`DATABASE_URL` /
 * `DATABASE_PATH`), runs, and closes it; failures are
 * `CarrierCommandError`s, printed by the CLI as one line with exit
 * status 1; a failed `test` also exits with status 1.
 */
export function registerCarrierCommands(cli: Command, deps: CarrierCommandDeps): void {
  const withStore = async <T>(run: (store: Store, config: Config) => Promise<T>): Promise<T> => {
    const config = deps.settings();
    const [{ openStore }, { serviceMigrations }] = await Promise.all([import('../store/sql.js'), import('../store/service/migrations/index.js')]);
    const store = await openStore(config.databasePath, serviceMigrations);
    try {
      return await run(store, config);
    } finally {
      await store.close();
    }
  };
  const carriers = cli
    .command('carriers')
    .description("hotels' own merchant accounts (Wompi, Mercado Pago): each hotel paid into its own; the others use PAYMENT_CARRIER's");
  // Commander shows the variable in the help (`env: …`) and takes the flag over it.
  const secret = (flags: string, description: string, variable: string) => new Option(flags, description).env(variable);
  const set = carriers
    .command('set')
    .description("create or replace a hotel's own account; secrets are stored encrypted with CARRIER_SECRETS_KEY (required in production)")
    .requiredOption('--hotel <id>', "the hotel's internal id")
    .requiredOption('--carrier <carrier>', 'wompi or mercadopago')
    .option('--public-key <key>', 'Wompi: pub_test_… or pub_prod_… (Mercado Pago: optional, only shown)')
    .addOption(secret('--private-key <key>', 'Wompi: prv_test_… or prv_prod_…', CARRIERS_SET_SECRET_VARIABLES.privateKey))
    .addOption(secret('--integrity-secret <secret>', 'Wompi: integrity secret', CARRIERS_SET_SECRET_VARIABLES.integritySecret))
    .addOption(secret('--events-secret <secret>', 'Wompi: events secret', CARRIERS_SET_SECRET_VARIABLES.eventsSecret))
    .option('--api-url <url>', "the carrier's API base (default by the keys' environment)")
    .option('--checkout-url <url>', "Wompi: the Web Checkout URL (default Wompi's)")
    .addOption(secret('--access-token <token>', 'Mercado Pago: access token', CARRIERS_SET_SECRET_VARIABLES.accessToken))
    .addOption(secret('--webhook-secret <secret>', 'Mercado Pago: webhook signature secret', CARRIERS_SET_SECRET_VARIABLES.webhookSecret));
  set.action(async (o: CarriersSetOptions) => {
    const [{ carriersSet }, { ACCOUNT_FIELDS }] = await Promise.all([import('./carriers.js'), import('../api/domain/carriers/accounts.js')]);
    // A variable exported for another carrier's account does not count against this one (a flag does).
    const options: CarriersSetOptions = { ...o };
    const carrier = o.carrier?.trim().toLowerCase();
    if (carrier === 'wompi' || carrier === 'mercadopago') {
      const fields = new Set(ACCOUNT_FIELDS[carrier].map((f) => f.field));
      for (const field of Object.keys(CARRIERS_SET_SECRET_VARIABLES) as (keyof typeof CARRIERS_SET_SECRET_VARIABLES)[])
        if (!fields.has(field) && set.getOptionValueSource(field) === 'env') options[field] = undefined;
    }
    await withStore((store, config) =>
      carriersSet(store, options, { secretsKey: config.carrierSecretsKey, production: config.nodeEnv === 'production' }, process.stdout),
    );
  });
  carriers
    .command('list')
    .description('list the hotels with their own account (never a secret)')
    .action(async () => {
      const { carriersList } = await import('./carriers.js');
      await withStore((store) => carriersList(store, process.stdout));
    });
  carriers
    .command('remove')
    .description("remove a hotel's own account: its new payments go to the default account")
    .requiredOption('--hotel <id>', "the hotel's internal id")
    .option('--force', 'remove it even while checkouts started with it are open')
    .action(async (o: { hotel: string; force?: boolean }) => {
      const { carriersRemove } = await import('./carriers.js');
      await withStore((store) => carriersRemove(store, o, process.stdout));
    });
  carriers
    .command('test')
    .description("check a hotel's account against the carrier (one authenticated call; no payment)")
    .requiredOption('--hotel <id>', "the hotel's internal id")
    .action(async (o: { hotel: string }) => {
      const { carriersTest } = await import('./carriers.js');
      const r = await withStore((store, config) => carriersTest(store, o, { secretsKey: config.carrierSecretsKey }, process.stdout));
      if (!r.ok) process.exitCode = 1;
    });
}
