/**
 * Background jobs of payments (pg-boss, src/jobs): checkout expiry (PRODUCT.md §4: open → expired), run every
 * 5 minutes by one process at a time. Stripe also sends `checkout.session.expired` (stripe-webhooks.ts); this
 * sweep covers the test provider and missed webhooks.
 */
import type { Database } from '../db/index.ts';
import type { Jobs } from '../jobs/index.ts';
import type { Logger } from '../shared/logger.ts';
import { expireStaleCheckouts } from './checkout.ts';

/** Queue of the checkout-expiry sweep. */
export const CHECKOUT_EXPIRY_QUEUE = 'payments.checkout-expiry';

/** Register the checkout-expiry sweep (cron every 5 min, UTC; singleton, no retries: the next run catches up). */
export async function registerPaymentJobs(jobs: Jobs, database: Database, logger: Logger): Promise<void> {
  await jobs.register(CHECKOUT_EXPIRY_QUEUE, async () => {
    const expired = await expireStaleCheckouts(database, new Date());
    if (expired) logger.info({ expired }, 'checkouts expired');
  }, { cron: '*/5 * * * *', policy: 'singleton', retryLimit: 0, expireInSeconds: 300 });
}
