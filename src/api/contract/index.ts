/** The interface's wire contract: zod schemas of requests, responses and errors. */
export * from './common.js';
export * from './availability.js';
export * from './bookings.js';
export * from './chatbotIds.js';
export * from './paymentLinks.js';
export * from './transactions.js';
export * from './webhooks.js';
export * from './pagination.js';
export * from './balances.js';
export * from './giftCards.js';
export * from './reports.js';
export * from './reservationChanges.js';
