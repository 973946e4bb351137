/**
 * The platform seam of orders (DESIGN.md "Seams for what comes next: platforms"): a store whose orders live on a
 * commerce platform (Shopify) is looked up there and has approved actions carried out there. One implementation per
 * platform (src/platforms/shopify/orders.ts); local stores use the orders table alone, so every method answers
 * "not mine" for them.
 */
import type { OrderActionPayload } from './types.ts';
import type { OrderSummary } from './contracts.ts';

/** What {@link OrderPlatform.applyAction} gets: the order (id and the platform's id), the plan and its key. Money in minor units. */
export type PlatformActionInput = {
  storeId: string; orderId: string; externalId: string; payload: OrderActionPayload; amountCents: number; currency: string;
  /** The approval's idempotency key: the platform call must have its effect once per key, however often it is retried. */
  idempotencyKey: string;
};

/** A platform's orders. */
export type OrderPlatform = {
  /**
   * Verified lookup at the platform (order name AND the email on the order; a wrong pair answers like a missing
   * order). A found order is mirrored into the orders table and returned as stored. `undefined` = this store's orders
   * are not on this platform (use the orders table).
   * @throws AppError platform_unavailable when the platform cannot be reached
   */
  findVerifiedOrder(storeId: string, orderName: string, email: string): Promise<OrderSummary | null | undefined>;
  /**
   * Carry out an approved action at the platform, once per idempotency key. Returns false when the store is not on
   * this platform (nothing done).
   * @throws AppError conflict (the platform refused: its words are shopper-safe), not_found, platform_unavailable
   */
  applyAction(input: PlatformActionInput): Promise<boolean>;
  /** Re-read one mirrored order from the platform (before staff look at an approval); no-op for other stores. */
  refreshOrder(storeId: string, orderId: string): Promise<void>;
};
