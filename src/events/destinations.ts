/**
 * Event destinations of a store: HTTPS webhooks (signed with a secret generated here and shown once) and AWS
 * EventBridge buses (optionally with their own access key; otherwise the process's default AWS credentials).
 * Secrets are sealed at rest (crypto.ts) and never returned after creation or rotation. Every query is scoped
 * to the store; another store's id answers not_found.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { AppError } from '../shared/errors.ts';
import { checkOutboundUrl, type OutboundPolicy } from '../shared/outbound.ts';
import { newWebhookSecret, type SecretKey } from './crypto.ts';
import { eventDestinations } from './schema.ts';

/** A webhook destination's target. */
export type WebhookTarget = { url: string };
/** An EventBridge destination's target; `endpoint` overrides the AWS endpoint (VPC endpoint, local stand-in). */
export type EventBridgeTarget = { region: string; eventBusName: string; endpoint?: string };
/** AWS credentials of an EventBridge destination. */
export type AwsCredentials = { accessKeyId: string; secretAccessKey: string; sessionToken?: string };

/** A destination without its secret. `eventTypes` empty = every type. */
export type Destination = {
  id: string; storeId: string; name: string; eventTypes: string[]; active: boolean; hasSecret: boolean;
  createdAt: Date; updatedAt: Date;
} & ({ kind: 'webhook'; target: WebhookTarget } | { kind: 'eventbridge'; target: EventBridgeTarget });

/** A destination with its secret opened, for sending: the webhook signing secret or EventBridge credentials. */
export type SendableDestination =
  | { id: string; kind: 'webhook'; target: WebhookTarget; secret: string }
  | { id: string; kind: 'eventbridge'; target: EventBridgeTarget; credentials: AwsCredentials | null };

/** Fields of a new destination. */
export type CreateDestinationInput = { name: string; eventTypes?: string[]; active?: boolean } & (
  | { kind: 'webhook'; url: string }
  | { kind: 'eventbridge'; region: string; eventBusName: string; endpoint?: string | null; credentials?: AwsCredentials | null }
);

/** Fields of {@link updateDestination}; target fields must match the destination's kind. */
export type UpdateDestinationInput = {
  name?: string; eventTypes?: string[]; active?: boolean; url?: string;
  region?: string; eventBusName?: string; endpoint?: string | null; credentials?: AwsCredentials | null;
};

type Row = typeof eventDestinations.$inferSelect;

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Check a URL Aisle will send to: `https:`, or `http:` to a loopback host (local stand-ins); no credentials; and
 * its address allowed by the outbound policy (public, or a range the operator allowed: shared/outbound.ts).
 * @throws AppError invalid_request (`errors[0].code`: `invalid_url`, `https_required` or `blocked_address`)
 */
export async function assertSendableUrl(raw: string, field: string, policy: OutboundPolicy): Promise<string> {
  const fail = (code: string, message: string) => new AppError('invalid_request', `${field}: ${message}`, { extra: { errors: [{ path: field, code, message }] } });
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    throw fail('invalid_url', 'not a URL');
  }
  if (u.username || u.password) throw fail('invalid_url', 'credentials in the URL are not allowed');
  if (u.protocol !== 'https:' && !(u.protocol === 'http:' && LOOPBACK.has(u.hostname))) throw fail('https_required', 'must be an https:// URL (http:// only to localhost)');
  const checked = await checkOutboundUrl(u.toString(), policy);
  if (!checked.ok) throw fail(checked.code, checked.message);
  return checked.value;
}

function toDestination(r: Row): Destination {
  const base = { id: r.id, storeId: r.storeId, name: r.name, eventTypes: r.eventTypes, active: r.active, hasSecret: r.secretCiphertext !== null, createdAt: r.createdAt, updatedAt: r.updatedAt };
  return r.kind === 'webhook' ? { ...base, kind: 'webhook', target: r.target as WebhookTarget } : { ...base, kind: 'eventbridge', target: r.target as EventBridgeTarget };
}

async function eventBridgeTarget(region: string, eventBusName: string, endpoint: string | null | undefined, policy: OutboundPolicy): Promise<EventBridgeTarget> {
  return { region, eventBusName, ...(endpoint ? { endpoint: await assertSendableUrl(endpoint, 'endpoint', policy) } : {}) };
}

/**
 * Create a destination. A webhook gets a new signing secret, returned here once (only its sealed form is kept).
 * @returns the destination and `secret` (webhook signing secret; null for EventBridge)
 * @param policy where URLs may point (shared/outbound.ts)
 * @throws AppError invalid_request (URL rules of {@link assertSendableUrl})
 */
export async function createDestination(database: Database, key: SecretKey, policy: OutboundPolicy, storeId: string, input: CreateDestinationInput): Promise<{ destination: Destination; secret: string | null }> {
  const id = randomUUID();
  let target: WebhookTarget | EventBridgeTarget;
  let secret: string | null = null;
  let sealed: string | null = null;
  if (input.kind === 'webhook') {
    target = { url: await assertSendableUrl(input.url, 'url', policy) };
    secret = newWebhookSecret();
    sealed = key.seal(secret, id);
  } else {
    target = await eventBridgeTarget(input.region, input.eventBusName, input.endpoint, policy);
    sealed = input.credentials ? key.seal(JSON.stringify(input.credentials), id) : null;
  }
  const [row] = await database.db.insert(eventDestinations).values({
    id, storeId, kind: input.kind, name: input.name, target, secretCiphertext: sealed,
    eventTypes: input.eventTypes ?? [], active: input.active ?? true,
  }).returning();
  return { destination: toDestination(row!), secret };
}

/** A store's destinations, newest first. */
export async function listDestinations(database: Database, storeId: string): Promise<Destination[]> {
  const rows = await database.db.select().from(eventDestinations).where(eq(eventDestinations.storeId, storeId)).orderBy(desc(eventDestinations.createdAt));
  return rows.map(toDestination);
}

async function getRow(database: Database, storeId: string, id: string): Promise<Row> {
  const rows = await database.db.select().from(eventDestinations).where(and(eq(eventDestinations.storeId, storeId), eq(eventDestinations.id, id))).limit(1);
  if (!rows[0]) throw new AppError('not_found', 'No such event destination');
  return rows[0];
}

/** One destination of a store. @throws AppError not_found */
export async function getDestination(database: Database, storeId: string, id: string): Promise<Destination> {
  return toDestination(await getRow(database, storeId, id));
}

/**
 * Change a destination's name, type filter, active flag or target (and an EventBridge destination's credentials;
 * `credentials: null` switches to the default AWS credentials).
 * @throws AppError not_found, invalid_request (field of the other kind, URL rules)
 */
export async function updateDestination(database: Database, key: SecretKey, policy: OutboundPolicy, storeId: string, id: string, patch: UpdateDestinationInput): Promise<Destination> {
  const row = await getRow(database, storeId, id);
  const set: Partial<typeof eventDestinations.$inferInsert> = { updatedAt: new Date() };
  if (patch.name !== undefined) set.name = patch.name;
  if (patch.eventTypes !== undefined) set.eventTypes = patch.eventTypes;
  if (patch.active !== undefined) set.active = patch.active;
  if (row.kind === 'webhook') {
    if (patch.region !== undefined || patch.eventBusName !== undefined || patch.endpoint !== undefined || patch.credentials !== undefined) {
      throw new AppError('invalid_request', 'region, event_bus_name, endpoint and credentials belong to EventBridge destinations');
    }
    if (patch.url !== undefined) set.target = { url: await assertSendableUrl(patch.url, 'url', policy) };
  } else {
    if (patch.url !== undefined) throw new AppError('invalid_request', 'url belongs to webhook destinations');
    const t = row.target as EventBridgeTarget;
    if (patch.region !== undefined || patch.eventBusName !== undefined || patch.endpoint !== undefined) {
      set.target = await eventBridgeTarget(patch.region ?? t.region, patch.eventBusName ?? t.eventBusName, patch.endpoint === undefined ? t.endpoint : patch.endpoint, policy);
    }
    if (patch.credentials !== undefined) set.secretCiphertext = patch.credentials ? key.seal(JSON.stringify(patch.credentials), id) : null;
  }
  // An empty patch changes nothing, not even updated_at (test/hostile-input.test.ts: a `{}` body must leave data as it was).
  if (Object.keys(set).length === 1) return toDestination(row);
  const [updated] = await database.db.update(eventDestinations).set(set)
    .where(and(eq(eventDestinations.storeId, storeId), eq(eventDestinations.id, id))).returning();
  return toDestination(updated!);
}

/**
 * Replace a webhook's signing secret; the new one is returned once. Deliveries sent after this are signed with it.
 * @throws AppError not_found, invalid_request (EventBridge destination)
 */
export async function rotateWebhookSecret(database: Database, key: SecretKey, storeId: string, id: string): Promise<string> {
  const row = await getRow(database, storeId, id);
  if (row.kind !== 'webhook') throw new AppError('invalid_request', 'Only webhook destinations have a signing secret');
  const secret = newWebhookSecret();
  await database.db.update(eventDestinations).set({ secretCiphertext: key.seal(secret, id), updatedAt: new Date() })
    .where(and(eq(eventDestinations.storeId, storeId), eq(eventDestinations.id, id)));
  return secret;
}

/** Delete a destination and its deliveries. @throws AppError not_found */
export async function deleteDestination(database: Database, storeId: string, id: string): Promise<void> {
  const rows = await database.db.delete(eventDestinations).where(and(eq(eventDestinations.storeId, storeId), eq(eventDestinations.id, id))).returning({ id: eventDestinations.id });
  if (!rows[0]) throw new AppError('not_found', 'No such event destination');
}

/**
 * Open a destination's secret for sending.
 * @throws Error when the sealed secret does not open (app secret changed) or a webhook has none
 */
export function sendableDestination(key: SecretKey, d: { id: string; kind: 'webhook' | 'eventbridge'; target: unknown; secretCiphertext: string | null }): SendableDestination {
  if (d.kind === 'webhook') {
    if (!d.secretCiphertext) throw new Error('webhook destination without a signing secret');
    return { id: d.id, kind: 'webhook', target: d.target as WebhookTarget, secret: key.open(d.secretCiphertext, d.id) };
  }
  const credentials = d.secretCiphertext ? (JSON.parse(key.open(d.secretCiphertext, d.id)) as AwsCredentials) : null;
  return { id: d.id, kind: 'eventbridge', target: d.target as EventBridgeTarget, credentials };
}

/** A destination row of a store, opened for sending (admin "send test event"). @throws AppError not_found */
export async function getSendableDestination(database: Database, key: SecretKey, storeId: string, id: string): Promise<SendableDestination> {
  return sendableDestination(key, await getRow(database, storeId, id));
}
