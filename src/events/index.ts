/**
 * Public surface of the events capability: domain events written to a transactional outbox and delivered at
 * least once to the destinations a store configures (HTTPS webhooks, AWS EventBridge).
 *
 * Producers call {@link recordEvent} inside the transaction that makes the change.
 */
export { changeWithEvent, recordEvent, EVENTS_CHANNEL, type ChangeWithEventInput, OutboxMisuseError, type EventTransaction, type RecordEventInput, type RecordedEvent } from './outbox.ts';
export { envelopeOf, EVENT_TYPES, TEST_EVENT_TYPE, type EventEnvelope, type EventPayloads, type EventType } from './types.ts';
export { createEventsService, type EventsService } from './service.ts';
export { DEFAULT_DISPATCH_OPTIONS, DISPATCH_QUEUE, retryDelayMs, type Dispatcher, type DispatchOptions } from './dispatcher.ts';
export { signWebhook, verifyWebhookSignature } from './crypto.ts';
export { deleteEventsOfCustomer } from './privacy.ts';
