/** Wire types of the events admin API (server: src/events/admin-routes.ts) and the screen's query keys. */

import type { ApiResponse, Schemas } from '../../../../api/index.ts';

/** An event destination (never its secret). */
export type Destination = Schemas['EventDestination'];
/** GET /api/v1/admin/event-destinations */
export type DestinationList = ApiResponse<'/api/v1/admin/event-destinations', 'get'>;
/** Delivery states (server: DELIVERY_STATUSES). */
export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed', 'dead'] as const satisfies readonly Schemas['EventDelivery']['status'][];
/** One delivery state. */
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
/** One row of the delivery log. */
export type Delivery = Schemas['EventDelivery'];
/** POST /api/v1/admin/event-destinations/{id}/test */
export type TestResult = ApiResponse<'/api/v1/admin/event-destinations/{id}/test', 'post'>;

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
