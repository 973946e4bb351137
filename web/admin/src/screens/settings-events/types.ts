/** Wire types of the events admin API (server: src/events/admin-routes.ts) and the screen's query keys. */

/** An event destination (never its secret). */
export type Destination = {
  id: string; kind: 'webhook' | 'eventbridge'; name: string;
  url: string | null; region: string | null; event_bus_name: string | null; endpoint: string | null;
  event_types: string[]; active: boolean; has_secret: boolean; created_at: string; updated_at: string;
};

/** GET /api/v1/admin/event-destinations */
export type DestinationList = { destinations: Destination[]; event_types: string[] };

/** Delivery states (server: DELIVERY_STATUSES). */
export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed', 'dead'] as const;
/** One delivery state. */
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** One row of the delivery log. */
export type Delivery = {
  id: string; status: DeliveryStatus; attempts: number; last_error: string | null; last_status_code: number | null;
  next_attempt_at: string | null; last_attempt_at: string | null; delivered_at: string | null; created_at: string;
  event: { id: string; type: string; occurred_at: string };
  destination: { id: string; name: string; kind: 'webhook' | 'eventbridge' };
};

/** POST /api/v1/admin/event-destinations/{id}/test */
export type TestResult = { ok: boolean; status_code: number | null; error: string | null; envelope: { id: string } };

/** Query keys of the screen. */
export const eventKeys = {
  destinations: ['event-destinations'] as const,
  deliveries: (filters: { status: string; destination: string }) => ['event-deliveries', filters] as const,
  allDeliveries: ['event-deliveries'] as const,
};

/** Where a destination sends: the webhook URL, or "bus · region" for EventBridge. */
export function targetOf(d: Destination): string {
  return d.kind === 'webhook' ? (d.url ?? '') : `${d.event_bus_name ?? ''} · ${d.region ?? ''}${d.endpoint ? ` (${d.endpoint})` : ''}`;
}
