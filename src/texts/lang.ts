/**
 * The languages of the bot's texts: the guest conversation's
 * (`src/texts/guest.ts`) and the Slack app's (`src/texts/slack.ts`), and of the
 * formatting of money and dates for them (`src/texts/format.ts`). The
 * service's texts (`src/texts/service.ts`) are Spanish only.
 */

/** Language of a text: Spanish (the default) or English. */
export type Lang = 'es' | 'en';
