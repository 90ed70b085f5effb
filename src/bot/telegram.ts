/**
 * The Telegram channel (grammY), in parts under `telegram/`:
 * - `bot.ts`: {@link createTelegramBot} — the bot, sending, "typing…", start and stop;
 * - `handlers.ts`: the guest's updates as flow inputs (a grammY composer);
 * - `updates.ts`: the once-only rule of updates and their records;
 * - `render.ts`: replies as Telegram messages and keyboards, the command menus;
 * - `files.ts`: what the bot does not read, and files fetched for staff;
 * - `notices.ts`: the notice outbox's Telegram channel.
 * This module is their public face.
 */
export * from './telegram/bot.js';
export * from './telegram/files.js';
export * from './telegram/handlers.js';
export * from './telegram/notices.js';
export * from './telegram/render.js';
export * from './telegram/updates.js';
