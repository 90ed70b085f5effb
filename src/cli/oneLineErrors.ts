/**
 * The errors the CLI prints as one line, without a stack: a bad setting, a
 * bad argument or a refused command, each naming what to fix. Every other
 * error prints its stack.
 *
 * The classes are found by name first and their modules imported only then,
 * so that a failing command loads nothing it did not run. The names are
 * checked against the classes by `test/cli/oneLineErrors.test.ts`: a class
 * renamed without its entry here fails that test instead of printing stacks.
 */
import { ConfigError } from '../config.js';
import { FunnelCommandError } from './report.js';

type ErrorClass = new (...args: never[]) => Error;

/** Class name → the class, imported on demand. */
export const ONE_LINE_ERRORS: ReadonlyMap<string, () => Promise<ErrorClass>> = new Map<string, () => Promise<ErrorClass>>([
  ['ConfigError', async () => ConfigError],
  ['SlackSettingError', async () => (await import('../bot/slack/index.js')).SlackSettingError],
  ['StartupError', async () => (await import('../api/service.js')).StartupError],
  ['WebhookCommandError', async () => (await import('./webhooks.js')).WebhookCommandError],
  ['TelegramCommandError', async () => (await import('./telegram.js')).TelegramCommandError],
  ['WhatsAppCommandError', async () => (await import('./whatsapp.js')).WhatsAppCommandError],
  ['SlackCommandError', async () => (await import('./slack.js')).SlackCommandError],
  ['FunnelCommandError', async () => FunnelCommandError],
  ['PrivacyCommandError', async () => (await import('./privacy.js')).PrivacyCommandError],
  ['SlackLinksFileError', async () => (await import('../bot/slack/settingsFile.js')).SlackLinksFileError],
]);

/** Whether `err` is an instance of one of {@link ONE_LINE_ERRORS}, a subclass's included (`CarrierCommandError` is a `WebhookCommandError`). */
export async function isOneLineError(err: unknown): Promise<boolean> {
  if (!(err instanceof Error)) return false;
  for (let proto: object | null = Object.getPrototypeOf(err); proto !== null; proto = Object.getPrototypeOf(proto)) {
    const errorClass = ONE_LINE_ERRORS.get(proto.constructor.name);
    if (errorClass && err instanceof (await errorClass())) return true;
  }
  return false;
}
