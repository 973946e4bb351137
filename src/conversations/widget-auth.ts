/**
 * Widget request authorization: the bearer widget token opens exactly one conversation of one store, for one
 * visitor (PRODUCT.md §6). Shared by the conversation routes and other capabilities' widget endpoints (cart,
 * checkout), which receive it from server.ts.
 */
import type { Context } from 'hono';
import type { Database } from '../db/index.ts';
import { AppError } from '../shared/errors.ts';
import { bearerToken } from '../shared/http.ts';
import { findStoreById, type Store } from '../stores/index.ts';
import { findConversation, type Conversation } from './service.ts';
import type { TokenSigner, WidgetGrant } from './tokens.ts';

/**
 * Authorize a widget request for conversation `id`: returns its store, the conversation and the token's grant.
 * @throws AppError unauthorized (bad/expired token), forbidden (token for another conversation or visitor),
 *   not_found (conversation gone)
 */
export type WidgetAuthorizer = (c: Context, id: string) => Promise<{ store: Store; conversation: Conversation; grant: WidgetGrant }>;

/** Create the authorizer over the token signer. */
export function createWidgetAuthorizer(database: Database, signer: TokenSigner): WidgetAuthorizer {
  return async (c, id) => {
    const grant = await signer.verify(bearerToken(c.req.header('authorization')));
    if (grant.conversationId !== id) throw new AppError('forbidden', 'This token does not open that conversation');
    // Both reads are scoped by the token's store: side by side (one round trip of latency, not two).
    const [store, conversation] = await Promise.all([findStoreById(database, grant.storeId), findConversation(database, grant.storeId, id)]);
    if (!store) throw new AppError('unauthorized', 'Widget token is invalid or expired');
    if (!conversation) throw new AppError('not_found', 'No such conversation');
    if (conversation.visitorId !== grant.visitorId) throw new AppError('forbidden', 'This token does not open that conversation');
    return { store, conversation, grant };
  };
}
