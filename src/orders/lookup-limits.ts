/**
 * Order-lookup guessing limits (issue 13 item 6, docs/security.md "Order lookup"). A lookup needs an order number
 * AND its email, but with one of them known the other can be walked (#1001, #1002…, or email after email). Failed
 * lookups are counted per conversation, per visitor, per client IP and per store, in Postgres (the shared
 * `rate_limits` table) so every process sees them. Each attempt takes a point from every counter BEFORE the order is
 * read (rate-limiter-flexible `consume`, atomic: a burst cannot slip past) and a found order gives them back, so
 * only failures stay counted. Past a limit, every lookup — a correct one included — is refused until the window
 * ends, and the caller answers "too many attempts" with no order data.
 */
import type pg from 'pg';
import { RateLimiterPostgres, type RateLimiterRes } from 'rate-limiter-flexible';

/** Failures allowed per window (`points`) and the window (`duration`, seconds) of each counter. */
export type OrderLookupLimits = {
  /** Per conversation, per visitor and per client IP: default 5 in 15 min (the figure). */
  perClient: { points: number; duration: number };
  /**
   * Per store, from every client together: default 50 in 15 min. Stops one guesser spread over many addresses and
   * sessions; a store under such an attack has lookups paused for everyone (shoppers are told to ask a person).
   */
  perStore: { points: number; duration: number };
};

/** Default {@link OrderLookupLimits} (AISLE_ORDER_LOOKUP_MAX_FAILS, AISLE_ORDER_LOOKUP_MAX_FAILS_PER_STORE, AISLE_ORDER_LOOKUP_WINDOW_S). */
export const ORDER_LOOKUP_LIMITS: OrderLookupLimits = {
  perClient: { points: 5, duration: 15 * 60 },
  perStore: { points: 50, duration: 15 * 60 },
};

/** Who is looking an order up: the keys failures are counted under. */
export type OrderLookupClient = { storeId: string; conversationId: string; visitorId: string; ip: string };

/**
 * One turn's guard over order lookups. `attempt()` counts an attempt before the lookup and answers whether it may
 * go ahead (`retryAfterS`: seconds until the window of the spent counter ends); `found()` gives the attempt back.
 */
export type OrderLookupGuard = {
  attempt: () => Promise<{ allowed: true } | { allowed: false; retryAfterS: number }>;
  found: () => Promise<void>;
};

/**
 * Create the lookup limiter over `pool` (the `rate_limits` table must exist: the widget limiter creates it at boot).
 * `guard(client)` binds it to one conversation's keys.
 */
export function createOrderLookupLimiter(pool: pg.Pool, limits: OrderLookupLimits = ORDER_LOOKUP_LIMITS) {
  const make = (keyPrefix: string, l: { points: number; duration: number }) => new RateLimiterPostgres({
    storeClient: pool, tableName: 'rate_limits', tableCreated: true, keyPrefix, points: l.points, duration: l.duration,
  });
  const counters = {
    conversation: make('lookup_conversation', limits.perClient),
    visitor: make('lookup_visitor', limits.perClient),
    ip: make('lookup_ip', limits.perClient),
    store: make('lookup_store', limits.perStore),
  };
  const keysOf = (c: OrderLookupClient): Array<[RateLimiterPostgres, string]> => [
    [counters.conversation, `${c.storeId}:${c.conversationId}`],
    [counters.visitor, `${c.storeId}:${c.visitorId}`],
    [counters.ip, c.ip],
    [counters.store, c.storeId],
  ];
  return {
    /** The guard of one conversation's lookups. */
    guard(client: OrderLookupClient): OrderLookupGuard {
      const keys = keysOf(client);
      let spent: Array<[RateLimiterPostgres, string]> = [];
      return {
        async attempt() {
          spent = [];
          for (const [limiter, key] of keys) {
            try {
              await limiter.consume(key);
              spent.push([limiter, key]);
            } catch (e) {
              if (e instanceof Error) throw e;
              return { allowed: false, retryAfterS: Math.max(1, Math.ceil((e as RateLimiterRes).msBeforeNext / 1000)) };
            }
          }
          return { allowed: true };
        },
        async found() {
          await Promise.all(spent.map(([limiter, key]) => limiter.reward(key, 1)));
          spent = [];
        },
      };
    },
  };
}

/** The limiter returned by {@link createOrderLookupLimiter}. */
export type OrderLookupLimiter = ReturnType<typeof createOrderLookupLimiter>;
