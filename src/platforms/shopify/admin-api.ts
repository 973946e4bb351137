/**
 * GraphQL Admin API calls for a store, through the library's GraphQL client with the store's offline session.
 *
 * Rate limits (https://shopify.dev/docs/api/usage/limits#graphql-admin-api-rate-limits): every answer carries
 * `extensions.cost` (requested and actual query cost, and the bucket: maximumAvailable, currentlyAvailable,
 * restoreRate points/s). Aisle remembers each shop's bucket from the last answer and, before a call that the bucket
 * cannot pay for, waits until enough points are restored. A `THROTTLED` error is retried after the wait the cost
 * says (requested − available) / restoreRate, up to {@link MAX_THROTTLE_RETRIES} times. The same helper wraps the
 * library's own calls (billing) through {@link AdminApi.withThrottle}.
 */
import type { Logger } from '../../shared/logger.ts';
import { GraphqlQueryError, HttpResponseError, type Session } from '@shopify/shopify-api';
import { AppError } from '../../shared/errors.ts';
import type { ShopifySessions } from './sessions.ts';
import type { ShopifyApi } from './shopify-api.ts';

/** THROTTLED answers retried per call before giving up with platform_unavailable. */
export const MAX_THROTTLE_RETRIES = 6;
/** Longest single wait for the bucket to refill (ms). */
const MAX_WAIT_MS = 20_000;

/** `extensions.cost` of a GraphQL Admin API answer. */
export type QueryCost = {
  requestedQueryCost: number; actualQueryCost: number | null;
  throttleStatus: { maximumAvailable: number; currentlyAvailable: number; restoreRate: number };
};

/** A GraphQL error returned with data (userErrors are part of `data`, not these). */
export type GraphqlError = { message: string; extensions?: { code?: string } };

/** Admin API client of one process. */
export type AdminApi = {
  /**
   * Run a query or mutation for a store and return its `data`.
   * @throws AppError platform_unavailable (no session, network, still throttled after retries, GraphQL errors)
   */
  graphql<T = Record<string, unknown>>(storeId: string, query: string, variables?: Record<string, unknown>): Promise<T>;
  /** The same with a given session (install, before the session is stored). */
  graphqlWith<T = Record<string, unknown>>(session: Session, query: string, variables?: Record<string, unknown>): Promise<T>;
  /** Run a library call for a shop with the same throttle handling (billing requests). */
  withThrottle<T>(shop: string, fn: () => Promise<T>): Promise<T>;
  /** The last cost seen for a shop (tests, admin). */
  lastCost(shop: string): QueryCost | null;
};

/** Options of {@link createAdminApi}; `sleep` is for tests. */
export type AdminApiOptions = { shopify: ShopifyApi; sessions: ShopifySessions; sleep?: (ms: number) => Promise<void>; logger?: Logger };

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Create the Admin API client. */
export function createAdminApi(opts: AdminApiOptions): AdminApi {
  const sleep = opts.sleep ?? delay;
  const buckets = new Map<string, { cost: QueryCost; at: number }>();

  /** Points the bucket holds now, estimated from the last answer and the restore rate. */
  function available(shop: string): { points: number; rate: number } | null {
    const b = buckets.get(shop);
    if (!b) return null;
    const t = b.cost.throttleStatus;
    return { points: Math.min(t.maximumAvailable, t.currentlyAvailable + ((Date.now() - b.at) / 1000) * t.restoreRate), rate: t.restoreRate };
  }

  function remember(shop: string, cost: unknown): void {
    const c = cost as QueryCost | undefined;
    if (c?.throttleStatus && typeof c.throttleStatus.currentlyAvailable === 'number') buckets.set(shop, { cost: c, at: Date.now() });
  }

  function throttledWait(shop: string, cost: QueryCost | undefined): number {
    const t = cost?.throttleStatus ?? buckets.get(shop)?.cost.throttleStatus;
    const need = (cost?.requestedQueryCost ?? 50) - (t?.currentlyAvailable ?? 0);
    return Math.min(MAX_WAIT_MS, Math.max(250, Math.ceil((need / (t?.restoreRate || 50)) * 1000)));
  }

  async function withThrottle<T>(shop: string, fn: () => Promise<T>, expectedCost = 10): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const a = available(shop);
      if (a && a.points < expectedCost) await sleep(Math.min(MAX_WAIT_MS, Math.ceil(((expectedCost - a.points) / (a.rate || 50)) * 1000)));
      try {
        return await fn();
      } catch (err) {
        if (err instanceof GraphqlQueryError) {
          const body = err.body as { errors?: { graphQLErrors?: GraphqlError[] }; extensions?: { cost?: QueryCost } } | undefined;
          remember(shop, body?.extensions?.cost);
          const throttled = body?.errors?.graphQLErrors?.some((e) => e.extensions?.code === 'THROTTLED');
          if (throttled && attempt < MAX_THROTTLE_RETRIES) {
            const wait = throttledWait(shop, body?.extensions?.cost);
            opts.logger?.warn({ shop, wait_ms: wait, attempt: attempt + 1 }, 'shopify throttled; backing off');
            await sleep(wait);
            continue;
          }
          if (throttled) throw new AppError('platform_unavailable', 'Shopify is rate limiting Aisle; try again shortly.');
          const messages = body?.errors?.graphQLErrors?.map((e) => e.message).join('; ') ?? err.message;
          throw new AppError('platform_unavailable', `Shopify refused the request: ${messages.slice(0, 300)}`);
        }
        if (err instanceof AppError) throw err;
        if (err instanceof HttpResponseError) {
          throw new AppError('platform_unavailable', `Shopify answered ${err.response.code} ${err.response.statusText}`.trim());
        }
        throw new AppError('platform_unavailable', 'Shopify could not be reached.');
      }
    }
  }

  async function graphqlWith<T>(session: Session, query: string, variables?: Record<string, unknown>): Promise<T> {
    return withThrottle(session.shop, async () => {
      const client = new opts.shopify.clients.Graphql({ session });
      const res = await client.request(query, variables ? { variables } : {});
      remember(session.shop, res.extensions?.cost);
      return res.data as T;
    });
  }

  return {
    graphqlWith,
    async graphql(storeId, query, variables) {
      const session = await opts.sessions.offline(storeId);
      return graphqlWith(session, query, variables);
    },
    withThrottle: (shop, fn) => withThrottle(shop, fn),
    lastCost: (shop) => buckets.get(shop)?.cost ?? null,
  };
}
