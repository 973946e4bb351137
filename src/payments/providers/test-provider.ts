/**
 * The built-in TEST payment provider, used when no `STRIPE_SECRET_KEY` is configured: no network, no money.
 * Its checkout page is Aisle's own `/checkout/test/{checkoutId}` (clearly marked "TEST MODE"), where "Pay"
 * completes the checkout through the same code path as Stripe's `checkout.session.completed` webhook.
 * Ids are derived from the idempotency key (sha-256), so replays return the same session and refund.
 */
import { createHash } from 'node:crypto';
import type { PaymentProvider } from './types.ts';

/** How long a test checkout session stays payable: 24 h, like Stripe's default. */
export const TEST_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

function idFrom(prefix: string, key: string): string {
  return `${prefix}${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;
}

/** Create the test provider. */
export function createTestProvider(): PaymentProvider {
  return {
    name: 'test',
    createCheckoutSession: async (input) => ({
      externalId: idFrom('test_cs_', input.idempotencyKey),
      url: `${input.baseUrl.replace(/\/$/, '')}/checkout/test/${input.checkoutId}`,
      expiresAt: new Date(Date.now() + TEST_SESSION_TTL_MS),
    }),
    refund: async (input) => ({ externalId: idFrom('test_re_', input.idempotencyKey), status: 'succeeded', amountCents: input.amountCents }),
  };
}

/** The test provider's payment id for a checkout (what a paid test order records as its payment ref). */
export function testPaymentRef(checkoutId: string): string {
  return idFrom('test_pi_', checkoutId);
}
