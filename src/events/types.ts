/**
 * Domain event types and the envelope every destination receives. Type ids are stable (receivers route on
 * them); a breaking change to a payload gets a new type id, additive fields do not. The envelope's `version`
 * is the envelope format (1).
 */

/** Every domain event type Aisle emits (issue 4 §5). */
export const EVENT_TYPES = [
  'conversation.started',
  'conversation.handoff_requested',
  'conversation.resolved',
  'message.created',
  'approval.requested',
  'approval.decided',
  'order.action_executed',
  'checkout.completed',
  'refund.issued',
] as const;

/** One domain event type id. */
export type EventType = (typeof EVENT_TYPES)[number];

/** Type id of the ping sent by the admin's "Send test event" (never stored in the outbox). */
export const TEST_EVENT_TYPE = 'aisle.test';

/**
 * Payload (`data`) of each event type. Ids are uuids, money in integer minor units of an ISO 4217 currency (USD cents, JPY yen, KWD fils; `_cents` names are kept for all), times ISO
 * strings. Types whose producer is not built yet are open records; their producers document the fields.
 */
export type EventPayloads = {
  /** A shopper opened a conversation. */
  'conversation.started': { conversation_id: string; visitor_id: string; page_url: string | null; locale: string | null };
  /** The shopper (or the agent for them) asked for a person; `status` is the conversation's status after it. */
  'conversation.handoff_requested': { conversation_id: string; status: 'handoff_requested' };
  /** The conversation became `resolved` (from any other status). */
  'conversation.resolved': { conversation_id: string; previous_status: string };
  /** A message was stored: shopper, agent, staff or system; staff messages carry their author's `staff_id`. */
  'message.created': { conversation_id: string; message_id: string; role: string; text: string; run_id: string | null; created_at: string; staff_id?: string };
  'approval.requested': Record<string, unknown>;
  'approval.decided': Record<string, unknown>;
  'order.action_executed': Record<string, unknown>;
  /**
   * A checkout was paid and its order created (payments: Stripe `checkout.session.completed` or the test page).
   * Money in cents of `currency`; `provider_session_id` is the Stripe Checkout Session id (or the test session id).
   */
  'checkout.completed': {
    checkout_id: string; conversation_id: string; order_id: string; order_name: string; provider: string; provider_session_id: string | null;
    payment_ref: string | null; amount_cents: number; currency: string; item_count: number;
    line_items: Array<{ variant_id: string; product_id: string; title: string; variant_title: string | null; quantity: number; unit_price_cents: number }>;
  };
  /**
   * Money went back to the shopper. Always: `order_id`, `order_name`, `amount_cents`, `currency`, `refunded_cents`
   * (the order's refunded total after it, null when unknown). From an approved action (approvals): `approval_id`,
   * `conversation_id`, `idempotency_key`, `total_cents`. From payments: `provider` (`stripe` | `test`), `origin`
   * (`aisle` = Aisle issued it; `provider` = made elsewhere, e.g. the Stripe dashboard, seen through
   * `charge.refunded`), `refund_id` and `provider_refund_id` (null for provider-side refunds).
   */
  'refund.issued': { order_id: string; order_name: string; amount_cents: number; currency: string; refunded_cents: number | null } & Record<string, unknown>;
};

/**
 * What a destination receives (webhook body; EventBridge `Detail`). `id` is the event's stable id: receivers
 * dedupe on it (delivery is at least once).
 */
export type EventEnvelope<T extends string = string> = {
  id: string;
  type: T;
  version: 1;
  store_id: string;
  /** ISO 8601 time of the change (the transaction's time). */
  occurred_at: string;
  data: Record<string, unknown>;
};

/** Build the envelope of a stored event. */
export function envelopeOf(e: { id: string; type: string; storeId: string; occurredAt: Date; payload: unknown }): EventEnvelope {
  return { id: e.id, type: e.type, version: 1, store_id: e.storeId, occurred_at: e.occurredAt.toISOString(), data: (e.payload ?? {}) as Record<string, unknown> };
}
