/**
 * Widget request authorization: the bearer widget token opens exactly one conversation of one store, for one
 * visitor (PRODUCT.md §6). Shared by the conversation routes and other capabilities' widget endpoints (cart,
 * checkout), which receive it from server.ts.
 *
 * A session's conversation has no row until something needs one (issue 13 item 8: opening a session writes nothing).
 * Until then the token — signed by this server for a random conversation id, one store and one visitor — opens a
 * pending conversation: open, empty, unrated. `start()` creates the row (and its `conversation.started` event) once,
 * however many requests race; routes call it before they store anything for the conversation.
 */
import type { Context } from 'hono';
import type { Database } from '../db/index.ts';
import { AppError } from '../shared/errors.ts';
import { bearerToken } from '../shared/http.ts';
import { findStoreById, type Store, type StoreModel } from '../stores/index.ts';
import { appendMessage, findConversation, pendingConversation, requestHandoff, startConversation, type Conversation } from './service.ts';
import { isOverAllowance } from './usage.ts';
import { t } from '../agent/index.ts';
import { conversationLanguage } from './lifecycle.ts';
import type { TokenSigner, WidgetGrant } from './tokens.ts';

/**
 * What a widget request may act on. `started` false: the conversation has no row yet (`conversation` is its pending,
 * empty view); `start()` creates it when needed (the first message, a handoff, a cart line) and returns the row.
 * `model`: the store's live model choice when the store loader read it with the store (null = the operator's default),
 * undefined when it did not.
 */
export type WidgetAccess = {
  store: Store; conversation: Conversation; grant: WidgetGrant; started: boolean; start: () => Promise<Conversation>; model?: StoreModel | null;
};

/**
 * Reads the token's store (null when it is gone), and optionally its model choice in the same statement (stores
 * `findStoreWithModel`: the shopper-message route's turn then reads no settings of its own). Default: the store alone.
 */
export type WidgetStoreLoader = (storeId: string) => Promise<{ store: Store; model?: StoreModel | null } | null>;

/**
 * Authorize a widget request for conversation `id`: returns its store, the conversation and the token's grant.
 * @throws AppError unauthorized (bad/expired token), forbidden (token for another conversation or visitor)
 */
export type WidgetAuthorizer = (c: Context, id: string) => Promise<WidgetAccess>;

/**
 * After the request that created a conversation row: over a billed plan's monthly allowance the agent still answers,
 * and a person is asked to follow up (the Inbox); the shopper is told so in their browser's language (catalog
 * `notice.over_allowance`). Returns the row as it is now.
 */
async function onStarted(database: Database, store: Store, conversation: Conversation): Promise<Conversation> {
  if (!(await isOverAllowance(database, store))) return conversation;
  await requestHandoff(database, store.id, conversation.id);
  await appendMessage(database, { storeId: store.id, conversationId: conversation.id, role: 'agent', text: t(conversationLanguage(conversation), 'notice.over_allowance'), parts: [] });
  return (await findConversation(database, store.id, conversation.id)) ?? conversation;
}

/** Create the authorizer over the token signer (and a store loader, see {@link WidgetStoreLoader}). */
export function createWidgetAuthorizer(database: Database, signer: TokenSigner, loadStore?: WidgetStoreLoader): WidgetAuthorizer {
  const load: WidgetStoreLoader = loadStore ?? (async (id) => {
    const store = await findStoreById(database, id);
    return store && { store };
  });
  return async (c, id) => {
    const grant = await signer.verify(bearerToken(c.req.header('authorization')));
    if (grant.conversationId !== id) throw new AppError('forbidden', 'This token does not open that conversation');
    // Both reads are scoped by the token's store: side by side (one round trip of latency, not two).
    const [loaded, row] = await Promise.all([load(grant.storeId), findConversation(database, grant.storeId, id)]);
    const store = loaded?.store;
    if (!store) throw new AppError('unauthorized', 'Widget token is invalid or expired');
    if (row && row.visitorId !== grant.visitorId) throw new AppError('forbidden', 'This token does not open that conversation');
    const ids = { id, storeId: store.id, visitorId: grant.visitorId, pageUrl: grant.pageUrl ?? null, locale: grant.locale ?? null };
    let started: Promise<Conversation> | null = row ? Promise.resolve(row) : null;
    const start = () => (started ??= (async () => {
      const { conversation, created } = await startConversation(database, { ...ids, userAgent: c.req.header('user-agent') ?? null });
      return created ? onStarted(database, store, conversation) : conversation;
    })());
    return { store, conversation: row ?? pendingConversation(ids), grant, started: !!row, start, ...(loaded.model !== undefined ? { model: loaded.model } : {}) };
  };
}
