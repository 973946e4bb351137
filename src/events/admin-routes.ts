/**
 * Admin API of events. Destinations (`/api/v1/admin/event-destinations`, owner only): list, create (a webhook's
 * signing secret is returned once), read, update, delete, rotate the secret, send a test event. Deliveries
 * (`/api/v1/admin/event-deliveries`, agent and up): the delivery log with filters, one delivery with its
 * envelope, manual re-send. Everything is scoped to the signed-in staff member's store.
 */
import { randomUUID } from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';
import type { Database } from '../db/index.ts';
import { AppError } from '../shared/errors.ts';
import { createRouter, problemResponses } from '../shared/http.ts';
import type { RequireStaff } from '../stores/index.ts';
import type { OutboundPolicy } from '../shared/outbound.ts';
import type { SecretKey } from './crypto.ts';
import { DELIVERY_STATUSES } from './schema.ts';
import { getDelivery, listDeliveries, resendDelivery } from './deliveries.ts';
import {
  createDestination, deleteDestination, getDestination, getSendableDestination, listDestinations, rotateWebhookSecret, updateDestination,
  type AwsCredentials, type Destination,
} from './destinations.ts';
import type { Dispatcher } from './dispatcher.ts';
import { EVENT_TYPES, TEST_EVENT_TYPE, type EventEnvelope } from './types.ts';

/** Dependencies of {@link createEventAdminRoutes}. */
/** `outbound`: where destination URLs may point (shared/outbound.ts). */
export type EventAdminRouteDeps = { database: Database; requireStaff: RequireStaff; key: SecretKey; dispatcher: Dispatcher; outbound: OutboundPolicy };

const json = <T extends z.ZodTypeAny>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });
const body = <T extends z.ZodTypeAny>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });

const IdParam = z.object({ id: z.string().uuid() });
const EventTypes = z.array(z.enum(EVENT_TYPES)).max(EVENT_TYPES.length).describe('Types sent to this destination; empty = all');
const Name = z.string().trim().min(1).max(100);
const Region = z.string().regex(/^[a-z]{2}(-[a-z]+)+-\d+$/, 'an AWS region such as us-east-1');
const BusName = z.string().min(1).max(1600).describe('Event bus name or ARN');
const AwsKeyFields = {
  access_key_id: z.string().min(16).max(128).optional(),
  secret_access_key: z.string().min(16).max(256).optional(),
  session_token: z.string().max(4096).optional(),
};

const DestinationSchema = z.object({
  id: z.string(), kind: z.enum(['webhook', 'eventbridge']), name: z.string(),
  url: z.string().nullable().describe('Webhook URL'),
  region: z.string().nullable(), event_bus_name: z.string().nullable(), endpoint: z.string().nullable(),
  event_types: z.array(z.string()), active: z.boolean(),
  has_secret: z.boolean().describe('Webhook: a signing secret is set; EventBridge: own credentials are set (else the default AWS chain)'),
  created_at: z.string(), updated_at: z.string(),
}).openapi('EventDestination');

const CreateSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('webhook'), name: Name, url: z.string().max(2000), event_types: EventTypes.optional(), active: z.boolean().optional() }),
  z.object({
    kind: z.literal('eventbridge'), name: Name, region: Region, event_bus_name: BusName, endpoint: z.string().max(2000).optional(),
    ...AwsKeyFields, event_types: EventTypes.optional(), active: z.boolean().optional(),
  }),
]).openapi('EventDestinationCreate');

const UpdateSchema = z.object({
  name: Name.optional(), url: z.string().max(2000).optional(), region: Region.optional(), event_bus_name: BusName.optional(),
  endpoint: z.string().max(2000).nullable().optional(), ...AwsKeyFields, use_default_credentials: z.boolean().optional(),
  event_types: EventTypes.optional(), active: z.boolean().optional(),
}).openapi('EventDestinationUpdate');

const DeliverySchema = z.object({
  id: z.string(), status: z.enum(DELIVERY_STATUSES), attempts: z.number().int(), last_error: z.string().nullable(), last_status_code: z.number().int().nullable(),
  next_attempt_at: z.string().nullable(), last_attempt_at: z.string().nullable(), delivered_at: z.string().nullable(), created_at: z.string(),
  event: z.object({ id: z.string(), type: z.string(), occurred_at: z.string() }),
  destination: z.object({ id: z.string(), name: z.string(), kind: z.enum(['webhook', 'eventbridge']) }),
}).openapi('EventDelivery');

const EnvelopeSchema = z.object({
  id: z.string(), type: z.string(), version: z.literal(1), store_id: z.string(), occurred_at: z.string(), data: z.record(z.string(), z.unknown()),
}).openapi('EventEnvelope');

const DeliveryQuery = z.object({
  status: z.enum(DELIVERY_STATUSES).optional(),
  destination_id: z.string().uuid().optional(),
  event_type: z.string().max(100).optional(),
  event_id: z.string().uuid().optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
  before: z.string().datetime().optional().describe('Cursor: created_at of the last row seen'),
  before_id: z.string().uuid().optional().describe('Cursor tie-breaker: id of the last row seen'),
});

/** A destination for the API (never its secret). */
export function destinationView(d: Destination) {
  const base = { id: d.id, kind: d.kind, name: d.name, event_types: d.eventTypes, active: d.active, has_secret: d.hasSecret, created_at: d.createdAt.toISOString(), updated_at: d.updatedAt.toISOString() };
  return d.kind === 'webhook'
    ? { ...base, url: d.target.url, region: null, event_bus_name: null, endpoint: null }
    : { ...base, url: null, region: d.target.region, event_bus_name: d.target.eventBusName, endpoint: d.target.endpoint ?? null };
}

/** AWS keys of a request body (undefined when none). @throws AppError invalid_request when only one of the pair is given */
function credentialsOf(b: { access_key_id?: string; secret_access_key?: string; session_token?: string }): AwsCredentials | undefined {
  if (!b.access_key_id && !b.secret_access_key) return undefined;
  if (!b.access_key_id || !b.secret_access_key) throw new AppError('invalid_request', 'access_key_id and secret_access_key go together');
  return { accessKeyId: b.access_key_id, secretAccessKey: b.secret_access_key, ...(b.session_token ? { sessionToken: b.session_token } : {}) };
}

/** Create the events admin sub-app (mounted at the root). */
export function createEventAdminRoutes(deps: EventAdminRouteDeps) {
  const { database, key, dispatcher } = deps;
  const app = createRouter();
  const tags = ['admin', 'events'];

  app.openapi(createRoute({
    method: 'get', path: '/api/v1/admin/event-destinations', tags, summary: "Your store's event destinations",
    responses: { 200: json(z.object({ destinations: z.array(DestinationSchema), event_types: z.array(z.string()) }), 'Destinations'), ...problemResponses(401, 403) },
  }), async (c) => {
    const me = await deps.requireStaff(c, 'owner');
    return c.json({ destinations: (await listDestinations(database, me.storeId)).map(destinationView), event_types: [...EVENT_TYPES] }, 200);
  });

  app.openapi(createRoute({
    method: 'post', path: '/api/v1/admin/event-destinations', tags, summary: 'Add a webhook or EventBridge destination',
    description: 'A webhook gets a signing secret (`whsec_…`), returned in this response only. EventBridge destinations take optional AWS keys (stored encrypted, never returned); without them the server\'s default AWS credentials are used.',
    request: body(CreateSchema),
    responses: { 201: json(z.object({ destination: DestinationSchema, secret: z.string().nullable() }), 'Created'), ...problemResponses(400, 401, 403) },
  }), async (c) => {
    const me = await deps.requireStaff(c, 'owner');
    const b = c.req.valid('json');
    const common = { name: b.name, eventTypes: b.event_types, active: b.active };
    const { destination, secret } = b.kind === 'webhook'
      ? await createDestination(database, key, deps.outbound, me.storeId, { ...common, kind: 'webhook', url: b.url })
      : await createDestination(database, key, deps.outbound, me.storeId, { ...common, kind: 'eventbridge', region: b.region, eventBusName: b.event_bus_name, endpoint: b.endpoint, credentials: credentialsOf(b) });
    return c.json({ destination: destinationView(destination), secret }, 201);
  });

  app.openapi(createRoute({
    method: 'get', path: '/api/v1/admin/event-destinations/{id}', tags, summary: 'One event destination',
    request: { params: IdParam },
    responses: { 200: json(z.object({ destination: DestinationSchema }), 'Destination'), ...problemResponses(401, 403, 404) },
  }), async (c) => {
    const me = await deps.requireStaff(c, 'owner');
    return c.json({ destination: destinationView(await getDestination(database, me.storeId, c.req.valid('param').id)) }, 200);
  });

  app.openapi(createRoute({
    method: 'patch', path: '/api/v1/admin/event-destinations/{id}', tags, summary: 'Change a destination (name, types, active, target, AWS keys)',
    request: { params: IdParam, ...body(UpdateSchema) },
    responses: { 200: json(z.object({ destination: DestinationSchema }), 'Updated'), ...problemResponses(400, 401, 403, 404) },
  }), async (c) => {
    const me = await deps.requireStaff(c, 'owner');
    const b = c.req.valid('json');
    const credentials = b.use_default_credentials ? null : credentialsOf(b);
    const d = await updateDestination(database, key, deps.outbound, me.storeId, c.req.valid('param').id, {
      name: b.name, eventTypes: b.event_types, active: b.active, url: b.url, region: b.region, eventBusName: b.event_bus_name, endpoint: b.endpoint, credentials,
    });
    return c.json({ destination: destinationView(d) }, 200);
  });

  app.openapi(createRoute({
    method: 'delete', path: '/api/v1/admin/event-destinations/{id}', tags, summary: 'Delete a destination and its delivery log',
    request: { params: IdParam },
    responses: { 204: { description: 'Deleted' }, ...problemResponses(401, 403, 404) },
  }), async (c) => {
    const me = await deps.requireStaff(c, 'owner');
    await deleteDestination(database, me.storeId, c.req.valid('param').id);
    return c.body(null, 204);
  });

  app.openapi(createRoute({
    method: 'post', path: '/api/v1/admin/event-destinations/{id}/rotate-secret', tags, summary: "Replace a webhook's signing secret (returned once)",
    request: { params: IdParam },
    responses: { 200: json(z.object({ secret: z.string() }), 'New secret'), ...problemResponses(400, 401, 403, 404) },
  }), async (c) => {
    const me = await deps.requireStaff(c, 'owner');
    return c.json({ secret: await rotateWebhookSecret(database, key, me.storeId, c.req.valid('param').id) }, 200);
  });

  app.openapi(createRoute({
    method: 'post', path: '/api/v1/admin/event-destinations/{id}/test', tags, summary: 'Send a test event (`aisle.test`) now and report the result',
    description: 'Sent directly (not through the outbox, no delivery row); the result says whether the destination accepted it.',
    request: { params: IdParam },
    responses: {
      200: json(z.object({ ok: z.boolean(), status_code: z.number().int().nullable(), error: z.string().nullable(), envelope: EnvelopeSchema }), 'Result'),
      ...problemResponses(401, 403, 404),
    },
  }), async (c) => {
    const me = await deps.requireStaff(c, 'owner');
    const dest = await getSendableDestination(database, key, me.storeId, c.req.valid('param').id);
    const envelope: EventEnvelope = {
      id: randomUUID(), type: TEST_EVENT_TYPE, version: 1, store_id: me.storeId, occurred_at: new Date().toISOString(),
      data: { destination_id: dest.id, message: 'Test event from Aisle' },
    };
    const r = await dispatcher.sendNow(dest, envelope);
    return c.json({ ok: r.ok, status_code: r.statusCode, error: r.error, envelope }, 200);
  });

  app.openapi(createRoute({
    method: 'get', path: '/api/v1/admin/event-deliveries', tags, summary: 'Delivery log, newest first',
    request: { query: DeliveryQuery },
    responses: { 200: json(z.object({ deliveries: z.array(DeliverySchema) }), 'Deliveries'), ...problemResponses(400, 401, 403) },
  }), async (c) => {
    const me = await deps.requireStaff(c, 'agent');
    const q = c.req.valid('query');
    const deliveries = await listDeliveries(database, me.storeId, {
      status: q.status, destinationId: q.destination_id, eventType: q.event_type, eventId: q.event_id, limit: q.limit, before: q.before, beforeId: q.before_id,
    });
    return c.json({ deliveries }, 200);
  });

  app.openapi(createRoute({
    method: 'get', path: '/api/v1/admin/event-deliveries/{id}', tags, summary: 'One delivery with the envelope it sends',
    request: { params: IdParam },
    responses: { 200: json(z.object({ delivery: DeliverySchema, envelope: EnvelopeSchema }), 'Delivery'), ...problemResponses(401, 403, 404) },
  }), async (c) => {
    const me = await deps.requireStaff(c, 'agent');
    const { envelope, ...delivery } = await getDelivery(database, me.storeId, c.req.valid('param').id);
    return c.json({ delivery, envelope: envelope as z.infer<typeof EnvelopeSchema> }, 200);
  });

  app.openapi(createRoute({
    method: 'post', path: '/api/v1/admin/event-deliveries/{id}/resend', tags, summary: 'Send a delivery again now (same event id)',
    request: { params: IdParam },
    responses: { 202: json(z.object({ delivery: DeliverySchema }), 'Queued'), ...problemResponses(401, 403, 404) },
  }), async (c) => {
    const me = await deps.requireStaff(c, 'agent');
    const id = c.req.valid('param').id;
    await resendDelivery(database, me.storeId, id);
    const { envelope: _e, ...delivery } = await getDelivery(database, me.storeId, id);
    return c.json({ delivery }, 202);
  });

  return app;
}
