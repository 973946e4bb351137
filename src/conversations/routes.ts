/**
 * Widget API (docs/widget-api.md): sessions, messages over SSE, history, retry and handoff.
 * Every request is scoped by the widget token to one conversation of one store.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { cors } from 'hono/cors';
import { etag } from 'hono/etag';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { OrderLookupLimiter } from '../orders/index.ts';
import { clientIp } from '../shared/client.ts';
import { consumeEach } from '../shared/rate-limits.ts';
import { languageMetadata, languageOfTurn, t, turnStoreOf, type AgentService, type TurnTracer } from '../agent/index.ts';
import type { Database } from '../db/index.ts';
import { AppError } from '../shared/errors.ts';
import { createRouter, problemResponses, requestLogger } from '../shared/http.ts';
import type { Logger } from '../shared/logger.ts';
import { getStoreByHandle, isStaffAvailable, type Store, type StoreModel } from '../stores/index.ts';
import { askForPerson, captureFollowUpEmail, conversationLanguage, lastAgentRunId, rateConversation, resolveConversation } from './lifecycle.ts';
import { HEARTBEAT_MS, streamConversation } from './live.ts';
import type { Realtime } from './realtime.ts';
import {
  ConversationParamSchema, CreateSessionBodySchema, EndResponseSchema, HandoffBodySchema, HandoffResponseSchema, LastEventIdHeaderSchema,
  MAX_MESSAGE_CHARS, MessagesResponseSchema, PostMessageBodySchema, RatingBodySchema, RatingResponseSchema, SessionSchema,
  StoreHandleParamSchema, WidgetConfigSchema,
} from './schemas.ts';
import {
  appendMessage, cleanShopperText, findConversation, lastShopperMessage, type Conversation,
  createRenderCache, listMessages, renderMessages, renderParts, requestHandoff, setConversationStatus,
} from './service.ts';
import type { TokenSigner } from './tokens.ts';
import { createWidgetAuthorizer, type WidgetStoreLoader } from './widget-auth.ts';

export { HEARTBEAT_MS } from './live.ts';

/**
 * What the widget routes need. `limiters` enforce PRODUCT.md §9 (20/min per visitor, 600/min per store) and issue 13
 * item 8: `storeIp`, a store's messages from one client IP (60/min), so fresh visitor ids from one client cannot spend
 * the store's budget; `sessionIp`, new widget sessions per client IP (30/min). Both optional (tests of other limits).
 */
export type WidgetRouteDeps = {
  database: Database;
  signer: TokenSigner;
  agent: AgentService;
  limiters: { visitor: RateLimiterAbstract; store: RateLimiterAbstract; storeIp?: RateLimiterAbstract; sessionIp?: RateLimiterAbstract };
  /** A turn's tracer (Aisle's run store and trace export); may be async (it looks up the store's export destinations). */
  createTracer?: (args: { storeId: string; conversationId: string; traceId: string }) => TurnTracer | Promise<TurnTracer>;
  /**
   * Called after a shopper rated the conversation (CSAT becomes trace feedback on `runId`, the trace of its last agent
   * message, null when none has one); errors are logged, never shown.
   */
  onRated?: (e: { storeId: string; conversationId: string; rating: 1 | -1; runId: string | null }) => Promise<unknown>;
  logger: Logger;
  heartbeatMs?: number;
  /** AISLE_PUBLIC_URL: base of links the agent makes (checkout pages); else the request's origin. */
  publicUrl?: string;
  /** This process's LISTEN/NOTIFY fan-out (live channel). */
  realtime: Realtime;
  /** Failed order lookups per conversation, visitor, IP and store (issue 13 item 6); absent = not limited. */
  orderLookup?: OrderLookupLimiter;
  /** Reads a widget request's store, with its model choice when it can (widget-auth.ts); default the store alone. */
  loadStore?: WidgetStoreLoader;
};

/** The locale money on the cards is written for, from the shopper's language ('en' → en-US: "$19.99"; 'es' → "19,99 US$"). */
function moneyLocale(lang: string): string {
  return lang === 'en' ? 'en-US' : lang;
}

/**
 * Several SSE events of one type as one text, framed as hono's `writeSSE` frames one (`event:` and `data:` lines, a blank
 * line after each): JSON text has no line breaks, so each `data` is one line.
 */
function sseEvents(event: string, data: unknown[]): string {
  return data.map((d) => `event: ${event}\ndata: ${JSON.stringify(d)}\n\n`).join('');
}

/** Language of the shopper of a widget request: the conversation's (conversations/lifecycle.ts conversationLanguage). */
const langOf = (c: Pick<Conversation, 'language' | 'locale'>) => conversationLanguage(c);

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try { return new URL(url).origin; } catch { return null; }
}

/**
 * Is `origin` allowed to open widget sessions for `store`? Allowed: the store's allowed origins, its domain,
 * and this server's own origin (the demo storefront). Requests without Origin (server-side clients) pass.
 */
export function isOriginAllowed(store: Store, origin: string | undefined, selfOrigin: string): boolean {
  if (!origin) return true;
  if (origin === selfOrigin) return true;
  const allowed = new Set(store.allowedOrigins.map((o) => originOf(o) ?? o));
  if (store.domain) { allowed.add(`https://${store.domain}`); allowed.add(`https://www.${store.domain}`); }
  return allowed.has(origin);
}

function widgetView(store: Store) {
  const s = store.parsedSettings;
  return {
    store: { handle: store.handle, name: store.name, currency: store.currency, locale: store.locale, platform: store.platform },
    widget: {
      agentName: s.agentName, greeting: s.greeting, primaryColor: s.primaryColor, textColor: s.textColor,
      launcherPosition: s.launcherPosition, quickReplies: s.quickReplies,
    },
  };
}

/** Create the widget sub-app (mounted at the root; paths are absolute). */
export function createWidgetRoutes(deps: WidgetRouteDeps) {
  const { database, signer } = deps;
  const app = createRouter();
  app.use('/api/v1/widget/stores/:handle/config', etag());
  app.use('/api/v1/widget/*', cors({ origin: (o) => o || '*', allowMethods: ['GET', 'POST', 'DELETE', 'OPTIONS'], allowHeaders: ['Content-Type', 'Authorization', 'Last-Event-ID'], maxAge: 600 }));

  // A conversation's row is created by its first message (or handoff, or cart line), not by the session (issue 13
  // item 8): widget-auth.ts.
  const authorize = createWidgetAuthorizer(database, signer, deps.loadStore);

  /** Is a person available for this store now (stores/presence.ts)? */
  const staffAvailable = (store: Store) => isStaffAvailable(database, store.id, store.parsedSettings.staffAvailable);

  /**
   * Take one point from each limiter as if in order — past one: 429 `rate_limited` with Retry-After and `message`, and
   * the limiters after it keep their points. The consumes run side by side, in one statement when the limiters allow it
   * (shared/rate-limits.ts); when one refuses, the later ones get their point back (rate-limiter-flexible `reward`: a
   * consume counts even when it refuses), which leaves every bucket as consuming in order would have.
   */
  async function spend(limits: Array<readonly [RateLimiterAbstract | undefined, string]>, message: string): Promise<void> {
    const used = limits.filter((l): l is readonly [RateLimiterAbstract, string] => l[0] !== undefined);
    const outcomes = await consumeEach(used);
    const first = outcomes.findIndex((o) => o.status === 'rejected');
    if (first < 0) return;
    // A later consume that failed with an error (the database) counted nothing: only the others are given back.
    const counted = (o: PromiseSettledResult<unknown>) => o.status === 'fulfilled' || !(o.reason instanceof Error);
    const later = used.filter((_, i) => i > first && counted(outcomes[i]!));
    await Promise.all(later.map(([limiter, key]) => limiter.reward(key, 1)));
    const res = (outcomes[first] as PromiseRejectedResult).reason as unknown;
    if (res instanceof Error) throw res;
    const ms = (res as { msBeforeNext?: number }).msBeforeNext ?? 60_000;
    throw new AppError('rate_limited', message, { retryAfterS: Math.max(1, Math.ceil(ms / 1000)) });
  }

  /** Count one shopper message: per visitor, per store and client IP, per store (the 429's detail in `lang`). */
  async function consume(c: Context, store: Store, visitorId: string, lang: string): Promise<void> {
    await spend([
      [deps.limiters.visitor, `${store.id}:${visitorId}`], [deps.limiters.storeIp, `${store.id}:${clientIp(c)}`], [deps.limiters.store, store.id],
    ], t(lang, 'error.too_many_messages'));
  }

  app.openapi(createRoute({
    method: 'get', path: '/api/v1/widget/stores/{handle}/config', tags: ['widget'], summary: "A store's public widget settings",
    request: { params: StoreHandleParamSchema },
    responses: { 200: { description: 'Widget config', content: { 'application/json': { schema: WidgetConfigSchema } } }, ...problemResponses(404) },
  }), async (c) => {
    const store = await getStoreByHandle(database, c.req.valid('param').handle);
    // Settings apply on the next page load: browsers revalidate every time (ETag middleware above: 304 when unchanged).
    c.header('cache-control', 'no-cache');
    return c.json(widgetView(store), 200);
  });

  app.openapi(createRoute({
    method: 'post', path: '/api/v1/widget/sessions', tags: ['widget'], summary: 'Open or resume a widget conversation',
    request: { body: { content: { 'application/json': { schema: CreateSessionBodySchema } }, required: true } },
    responses: { 201: { description: 'Session', content: { 'application/json': { schema: SessionSchema } } }, ...problemResponses(400, 403, 404, 429) },
  }), async (c) => {
    const body = c.req.valid('json');
    await spend([[deps.limiters.sessionIp, clientIp(c)]], t(langOf({ language: null, locale: body.locale ?? null }), 'error.too_many_chats'));
    const store = await getStoreByHandle(database, body.store);
    const selfOrigin = new URL(c.req.url).origin;
    if (!isOriginAllowed(store, c.req.header('origin'), selfOrigin)) throw new AppError('forbidden', 'This page is not an allowed domain of the store');
    let conversation = null;
    if (body.conversation_id && body.visitor_id) {
      const existing = await findConversation(database, store.id, body.conversation_id);
      if (existing && existing.visitorId === body.visitor_id) conversation = existing;
    }
    const visitorId = conversation?.visitorId ?? body.visitor_id ?? randomBytes(16).toString('base64url');
    // A new chat writes nothing (issue 13 item 8): its random id is signed into the token, and the conversation row
    // and its `conversation.started` event are created by the first message (widget-auth.ts `start`).
    const conversationId = conversation?.id ?? randomUUID();
    const { token, expiresAt } = await signer.sign({
      conversationId, storeId: store.id, visitorId, pageUrl: conversation ? null : body.page_url ?? null, locale: conversation ? null : body.locale ?? null,
    });
    return c.json({ ...widgetView(store), conversation_id: conversationId, visitor_id: visitorId, token, expires_at: expiresAt.toISOString() }, 201);
  });

  app.openapi(createRoute({
    method: 'get', path: '/api/v1/widget/conversations/{id}/messages', tags: ['widget'], summary: 'Conversation history',
    request: { params: ConversationParamSchema },
    responses: { 200: { description: 'Messages, oldest first', content: { 'application/json': { schema: MessagesResponseSchema } } }, ...problemResponses(401, 403, 404) },
  }), async (c) => {
    const { store, conversation } = await authorize(c, c.req.valid('param').id);
    const rows = await listMessages(database, store.id, conversation.id);
    const messages = await renderMessages(database, store.id, store.currency, rows, { rating: conversation.rating, locale: moneyLocale(langOf(conversation)) });
    // A shopper message with no answer and no turn running anywhere: the process answering it stopped mid-turn.
    const lost = conversation.status === 'open' && rows.at(-1)?.role === 'shopper' && !(await deps.agent.threadBusy(conversation.id));
    return c.json({ conversation: { id: conversation.id, status: conversation.status, rating: conversation.rating }, messages, last_turn: lost ? 'failed' as const : null }, 200);
  });

  /**
   * Run the agent on the conversation and stream the answer as SSE. `text` null = retry the last message. `model`: the
   * store's live model choice when the request read it with the store (undefined: the turn reads it).
   */
  function streamTurn(c: Context, store: Store, model: StoreModel | null | undefined, conversation: Conversation, shopperMessageId: string, text: string | null, locale: string | null = null, retryText?: string): Response {
    const conversationId = conversation.id;
    // Cards streamed during the turn show money in the language the turn will likely answer in; the final message in
    // the language it did answer in.
    const lang = text ? languageOfTurn(text, turnStoreOf(store), locale) : langOf(conversation);
    const orderLookupGuard = deps.orderLookup?.guard({ storeId: store.id, conversationId, visitorId: conversation.visitorId, ip: clientIp(c) });
    return streamSSE(c, async (stream: SSEStreamingApi) => {
      const heartbeat = setInterval(() => { void stream.write(': ping\n\n').catch(() => {}); }, deps.heartbeatMs ?? HEARTBEAT_MS);
      const traceId = randomUUID();
      const tracer = await deps.createTracer?.({ storeId: store.id, conversationId, traceId });
      const send = (event: string, data: unknown) => stream.writeSSE({ event, data: JSON.stringify(data) }).catch(() => {});
      const facts = { cache: createRenderCache(), locale: moneyLocale(lang) }; // cards streamed during the turn are reused by its `done` message
      try {
        await send('metadata', { conversation_id: conversationId, message_id: shopperMessageId, run_id: traceId });
        // Events leave in the order the agent produced them: a card rendered from the database is not overtaken
        // by the text that follows it.
        let queue: Promise<unknown> = Promise.resolve();
        const enqueue = (write: () => Promise<unknown>) => { queue = queue.then(write); };
        const result = await deps.agent.runTurn({
          store: model === undefined ? turnStoreOf(store) : { ...turnStoreOf(store), liveModel: model },
          conversationId, text, retryText, traceId, tracer, baseUrl: deps.publicUrl ?? new URL(c.req.url).origin, locale, orderLookupGuard,
          requestHandoff: async () => {
            const status = await requestHandoff(database, store.id, conversationId);
            return { status, staffAvailable: await staffAvailable(store) };
          },
          onEvent: (e) => {
            if (e.type === 'delta') enqueue(() => send('delta', { text: e.text }));
            else {
              const rendered = renderParts(database, store.id, store.currency, e.parts, facts);
              rendered.catch(() => {});
              // A tool's cards leave in one write (one chunk, one socket write) instead of one per card.
              enqueue(async () => { const parts = await rendered; if (parts.length) await stream.write(sseEvents('part', parts.map((part) => ({ part })))).catch(() => {}); });
            }
          },
        });
        await queue;
        const row = await appendMessage(database, {
          storeId: store.id, conversationId, role: 'agent', text: result.text, parts: result.parts, runId: traceId,
          labelIntent: result.intent ? { messageId: shopperMessageId, intent: result.intent } : null,
          language: result.language?.detected ?? null,
        });
        // The shopper said goodbye and the agent offered the rating: the conversation has ended (resolved, confirmed).
        if (result.parts.some((p) => p.type === 'rating')) await resolveConversation(database, store.id, conversationId, 'agent');
        tracer?.markRoot(result.status, { outputs: { text: result.text, parts: result.parts }, metadata: { model: result.model, fallback_reason: result.fallbackReason, ...languageMetadata(result.language) } });
        const [message] = await renderMessages(database, store.id, store.currency, [row], { ...facts, locale: moneyLocale(result.language?.answer ?? lang) });
        await send('done', { message });
      } catch (err) {
        requestLogger(c, deps.logger).error({ storeId: store.id, conversationId, traceId, err }, 'turn failed');
        tracer?.markRoot('error', { error: err instanceof Error ? `${err.name}: ${err.message}` : String(err) });
        await send('error', { code: 'internal', message: t(lang, 'error.turn_failed') });
      } finally {
        clearInterval(heartbeat);
        await tracer?.flush().catch((err: unknown) => requestLogger(c, deps.logger).warn({ traceId, err }, 'trace flush failed'));
      }
    });
  }

  app.openapi(createRoute({
    method: 'post', path: '/api/v1/widget/conversations/{id}/messages', tags: ['widget'], summary: 'Send a shopper message; the answer streams as SSE',
    description: 'SSE events: metadata, delta, part, done, error; a `: ping` comment every 15 s. The shopper message is stored before the agent runs.',
    request: { params: ConversationParamSchema, body: { content: { 'application/json': { schema: PostMessageBodySchema } }, required: true } },
    responses: { 200: { description: 'text/event-stream' }, ...problemResponses(400, 401, 403, 404, 413, 429) },
  }), async (c) => {
    const access = await authorize(c, c.req.valid('param').id);
    const { store } = access;
    const raw = c.req.valid('json').text;
    const lang = langOf(access.conversation);
    if (raw.length > MAX_MESSAGE_CHARS * 4) throw new AppError('payload_too_large', t(lang, 'error.message_length', { max: MAX_MESSAGE_CHARS }));
    const text = cleanShopperText(raw);
    if (text.length < 1 || text.length > MAX_MESSAGE_CHARS) throw new AppError('invalid_request', t(lang, 'error.message_length', { max: MAX_MESSAGE_CHARS }));
    await consume(c, store, access.conversation.visitorId, lang);
    const conversation = await access.start();
    // Committed without waiting for fsync: the turn's answer, committed synchronously, flushes it (db/client.ts).
    const stored = await appendMessage(database, { storeId: store.id, conversationId: conversation.id, role: 'shopper', text, asyncCommit: true });
    if (conversation.status === 'resolved' || conversation.status === 'closed') await setConversationStatus(database, store.id, conversation.id, 'open');
    // Waiting for a person and the shopper left an email: acknowledged without an agent turn.
    const ack = await captureFollowUpEmail(database, conversation, text);
    if (conversation.status === 'human' || ack) {
      // A person has taken over: the agent stays silent; staff see the message in the inbox (live).
      const [message] = ack ? await renderMessages(database, store.id, store.currency, [ack], { locale: moneyLocale(lang) }) : [null];
      return streamSSE(c, async (stream) => {
        await stream.writeSSE({ event: 'metadata', data: JSON.stringify({ conversation_id: conversation.id, message_id: stored.id, run_id: null }) });
        await stream.writeSSE({ event: 'done', data: JSON.stringify({ message }) });
      });
    }
    return streamTurn(c, store, access.model, conversation, stored.id, text, conversation.locale);
  });

  app.openapi(createRoute({
    method: 'post', path: '/api/v1/widget/conversations/{id}/retry', tags: ['widget'], summary: "Re-run the agent on the conversation's last shopper message (SSE)",
    request: { params: ConversationParamSchema },
    responses: { 200: { description: 'text/event-stream' }, ...problemResponses(401, 403, 404, 409, 429) },
  }), async (c) => {
    const { store, conversation, model } = await authorize(c, c.req.valid('param').id);
    const last = await lastShopperMessage(database, store.id, conversation.id);
    if (!last) throw new AppError('conflict', 'There is no message to retry');
    await consume(c, store, conversation.visitorId, langOf(conversation));
    return streamTurn(c, store, model, conversation, last.id, null, conversation.locale, last.text);
  });

  app.openapi(createRoute({
    method: 'post', path: '/api/v1/widget/conversations/{id}/handoff', tags: ['widget'], summary: 'Ask for a person ("talk to a person")',
    request: { params: ConversationParamSchema, body: { content: { 'application/json': { schema: HandoffBodySchema } }, required: false } },
    responses: { 200: { description: 'Handoff requested', content: { 'application/json': { schema: HandoffResponseSchema } } }, ...problemResponses(401, 403, 404) },
  }), async (c) => {
    const { store, start } = await authorize(c, c.req.valid('param').id);
    const conversation = await start();
    const available = await staffAvailable(store);
    const { status, message: row } = await askForPerson(database, store.id, conversation.id, available);
    const [message] = await renderMessages(database, store.id, store.currency, [row], { locale: moneyLocale(langOf(conversation)) });
    return c.json({ status, staff_available: available, message: message! }, 200);
  });

  app.openapi(createRoute({
    method: 'post', path: '/api/v1/widget/conversations/{id}/end', tags: ['widget'], summary: 'The shopper ends the chat ("End chat")',
    description: 'Status `resolved`, resolution `confirmed` (`conversation.resolved` is recorded). The answer holds the system notice, which asks for a rating (a `rating` part) unless the shopper rated already. 409 when the conversation has already ended.',
    request: { params: ConversationParamSchema },
    responses: { 200: { description: 'Ended', content: { 'application/json': { schema: EndResponseSchema } } }, ...problemResponses(401, 403, 404, 409) },
  }), async (c) => {
    const { store, conversation, started } = await authorize(c, c.req.valid('param').id);
    if (!started) throw new AppError('conflict', 'The chat has not started yet: there is nothing to end');
    const { conversation: ended, messages } = await resolveConversation(database, store.id, conversation.id, 'shopper');
    const [message] = await renderMessages(database, store.id, store.currency, messages, { rating: ended.rating, locale: moneyLocale(langOf(ended)) });
    return c.json({ status: 'resolved' as const, message: message! }, 200);
  });

  app.openapi(createRoute({
    method: 'get', path: '/api/v1/widget/conversations/{id}/events', tags: ['widget'], summary: 'Live channel of the conversation (SSE)',
    description: [
      "Server-Sent Events read with fetch (the widget token goes in the Authorization header, never in the URL; EventSource cannot send it).",
      'Events: `status` `{ status, rating }` first and on every change; `message` `{ message }` for each agent, staff or system message',
      "(staff messages carry `author`, the staff member's name), with `id:` = the message id. Send `Last-Event-ID` (a message id",
      'the widget already has) to replay what came after it. A `: ping` comment every 15 s; the stream ends when the token expires.',
    ].join(' '),
    request: { params: ConversationParamSchema, headers: LastEventIdHeaderSchema },
    responses: { 200: { description: 'text/event-stream' }, ...problemResponses(401, 403, 404) },
  }), async (c) => {
    const { store, conversation, grant } = await authorize(c, c.req.valid('param').id);
    const lastEventId = c.req.valid('header')['last-event-id'] ?? null;
    c.header('cache-control', 'no-store');
    c.header('x-accel-buffering', 'no');
    return streamSSE(c, (stream) => streamConversation(stream, {
      database, realtime: deps.realtime, storeId: store.id, currency: store.currency, locale: moneyLocale(langOf(conversation)), conversationId: conversation.id,
      lastEventId, expiresAt: grant.expiresAt?.getTime() ?? null, heartbeatMs: deps.heartbeatMs,
    }));
  });

  app.openapi(createRoute({
    method: 'post', path: '/api/v1/widget/conversations/{id}/rating', tags: ['widget'], summary: 'Rate the conversation (thumbs up/down, once)',
    description: 'Accepted once per conversation, after it ended (resolved or closed); a second rating answers 409.',
    request: { params: ConversationParamSchema, body: { content: { 'application/json': { schema: RatingBodySchema } }, required: true } },
    responses: { 200: { description: 'Stored', content: { 'application/json': { schema: RatingResponseSchema } } }, ...problemResponses(400, 401, 403, 404, 409) },
  }), async (c) => {
    const { store, conversation, started } = await authorize(c, c.req.valid('param').id);
    if (!started) throw new AppError('conflict', 'A conversation is rated when it has ended');
    const rated = await rateConversation(database, store.id, conversation.id, c.req.valid('json').rating);
    if (deps.onRated) {
      const onRated = deps.onRated;
      void lastAgentRunId(database, store.id, conversation.id)
        .then((runId) => onRated({ storeId: store.id, conversationId: conversation.id, rating: rated.rating as 1 | -1, runId }))
        .catch((err: unknown) => requestLogger(c, deps.logger).warn({ err }, 'rating not recorded as trace feedback'));
    }
    return c.json({ rating: rated.rating as 1 | -1, rated_at: rated.ratedAt!.toISOString() }, 200);
  });

  return app;
}
