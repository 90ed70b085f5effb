/**
 * Numbered migrations of the service database. Money columns `*_minor` are
 * integers of minor units (centavos); instants are ISO 8601 UTC text
 * (`2026-12-01T17:00:00.000Z`), so text order is time order; days are `YYYY-MM-DD`.
 */
import type { Migration } from '../../sql.js';
import { migration as v1 } from './0001-hotels-inventory-keys-chatbot-bookings-payment-links.js';
import { migration as v2 } from './0002-idempotency-keys.js';
import { migration as v3 } from './0003-preloaded-balances-recharges-receipts-refunds-gift-cards-web.js';
import { migration as v4 } from './0004-channel-manager-reservations-voucher-records-with-a-change-s.js';
import { migration as v5 } from './0005-availability-versions-what-cached-availability-answers-are-c.js';
import { migration as v6 } from './0006-public-voucher-pages-an-unguessable-code-per-voucher-record.js';
import { migration as v7 } from './0007-charge-attempts-recorded-before-the-carrier-is-called.js';
import { migration as v8 } from './0008-idempotency-records-written-with-the-object-they-describe.js';
import { migration as v9 } from './0009-agency-links-reservation-links-credit-nothing-until-refunded.js';
import { migration as v10 } from './0010-shared-rate-limit-buckets-insertion-order-of-payment-links-a.js';
import { migration as v11 } from './0011-versions-of-each-hotel-reservations.js';
import { migration as v12 } from './0012-change-sequence-numbers-taken-at-commit.js';
import { migration as v13 } from './0013-versions-of-the-tables-behind-kept-reads.js';
import { migration as v14 } from './0014-voucher-records-numbered-when-written-when-asked.js';
import { migration as v15 } from './0015-the-room-type-of-a-portal-reservation.js';
import { migration as v16 } from './0016-hosted-checkout-attempts-at-real-carriers-and-the-transactio.js';
import { migration as v17 } from './0017-a-hotel-s-own-carrier-account.js';
import { migration as v18 } from './0018-staff-refunds-through-real-carriers-what-staff-must-hear-of-.js';
import { migration as v19 } from './0019-the-trace-context-of-a-webhook.js';

/** All migrations of the service database, in order. */
export const serviceMigrations: readonly Migration[] = [v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15, v16, v17, v18, v19];
