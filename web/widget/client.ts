/**
 * The panel's HTTP client for the widget contract (docs/widget-api.md): sessions (create,
 * resume, refresh on expiry or 401), history, streamed messages and retry over SSE, handoff, cart and checkout.
 * No DOM and no JSX, so it runs under node for tests with any `fetch`.
 */
import { readSse } from './sse.ts';
import type { Cart, Checkout, History, Message, Problem, Session } from './types.ts';
import { isTokenFresh, loadState, parseRetryAfter, saveState } from './util.ts';

/** A failed request: HTTP status (0 = network), problem code, and Retry-After seconds on 429. */
export class ApiError extends Error {
  status: number;
  code: string;
  retryAfter: number;
  constructor(status: number, code: string, retryAfter = 0) {
    super(`${status} ${code}`);
    this.status = status;
    this.code = code;
    this.retryAfter = retryAfter;
  }
}

/** A parsed stream event: its name and JSON payload. */
export type StreamEvent = { event: string; data: Record<string, unknown> };

/** Options: the Aisle base URL (ending in "/"), the store handle, storage and clock. */
export type ClientOptions = {
  base: string;
  store: string;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  fetch?: typeof fetch;
  now?: () => number;
  pageUrl?: string;
  locale?: string;
};

/** The client returned by `createClient`. */
export type Client = ReturnType<typeof createClient>;

/** Create a client for one store; state (visitor, conversation, token) lives in `storage`. */
export function createClient(o: ClientOptions) {
  const f = o.fetch ?? ((...a: Parameters<typeof fetch>) => fetch(...a));
  const now = o.now ?? Date.now;
  const api = `${o.base}api/v1/widget/`;
  const st = () => loadState(o.storage, o.store);
  let refreshing: Promise<string> | undefined;

  const fail = async (r: Response): Promise<never> => {
    let code = 'internal';
    try {
      code = ((await r.json()) as Problem).code ?? code;
    } catch {
      // not problem+json
    }
    throw new ApiError(r.status, code, r.status === 429 ? parseRetryAfter(r.headers.get('retry-after'), now()) : 0);
  };

  const req = async (url: string, init: RequestInit): Promise<Response> => {
    let r: Response;
    try {
      r = await f(url, init);
    } catch {
      throw new ApiError(0, 'network');
    }
    return r.ok ? r : fail(r);
  };

  /** Create or resume a session; on a resume the server refuses (4xx), start a new conversation. */
  const openSession = async (): Promise<string> => {
    const s = st();
    const body = (c?: string) =>
      JSON.stringify({ store: o.store, visitor_id: s.v, conversation_id: c, page_url: o.pageUrl, locale: o.locale });
    const post = (c?: string) =>
      req(`${api}sessions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: body(c) });
    let r: Response;
    try {
      r = await post(s.c);
    } catch (e) {
      if (!(s.c && e instanceof ApiError && e.status >= 400 && e.status < 500 && e.status !== 429)) throw e;
      saveState(o.storage, o.store, { c: undefined, t: undefined, exp: undefined });
      r = await post();
    }
    const ses = (await r.json()) as Session;
    saveState(o.storage, o.store, {
      v: ses.visitor_id,
      c: ses.conversation_id,
      t: ses.token,
      exp: Date.parse(ses.expires_at),
    });
    return ses.token;
  };

  /** A usable token: the stored one while fresh, else a refreshed/new session (deduplicated). */
  const token = (force = false): Promise<string> => {
    const s = st();
    if (!force && s.t && s.c && isTokenFresh(s.exp, now())) return Promise.resolve(s.t);
    refreshing ??= openSession().finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  };

  /** Authenticated request on the current conversation; one refresh-and-retry on 401. */
  const authed = async (path: string, init: RequestInit = {}): Promise<Response> => {
    for (let attempt = 0; ; attempt++) {
      const t = await token(attempt > 0);
      try {
        return await req(`${api}conversations/${encodeURIComponent(st().c ?? '')}/${path}`, {
          ...init,
          headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${t}` },
        });
      } catch (e) {
        if (attempt || !(e instanceof ApiError && e.status === 401)) throw e;
      }
    }
  };

  const stream = async (path: string, init: RequestInit, on: (e: StreamEvent) => void): Promise<void> => {
    const r = await authed(path, { method: 'POST', ...init, headers: { ...(init.headers as object), accept: 'text/event-stream' } });
    if (!r.body) throw new ApiError(0, 'network');
    try {
      await readSse(r.body, (e) => {
        try {
          on({ event: e.event, data: JSON.parse(e.data) as Record<string, unknown> });
        } catch {
          // a malformed event is skipped
        }
      });
    } catch {
      throw new ApiError(0, 'network');
    }
  };

  /** Authenticated JSON POST; resolves to the parsed body. */
  const post = async <T>(path: string, body: unknown = {}): Promise<T> =>
    (await authed(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json() as Promise<T>;

  return {
    /** True when this browser already has a conversation with the store. */
    hasConversation: (): boolean => !!st().c,
    /** The stored conversation's messages, oldest first; `lastTurn` 'failed' when the last message's answer was lost. */
    history: async (): Promise<{ messages: Message[]; lastTurn: 'failed' | null }> => {
      const h = (await (await authed('messages')).json()) as Omit<History, 'messages'> & { messages: Message[] };
      return { messages: h.messages, lastTurn: h.last_turn ?? null };
    },
    /** Send a shopper message; stream events go to `on`. Starts a conversation when needed. */
    send: (text: string, on: (e: StreamEvent) => void): Promise<void> =>
      stream('messages', { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text }) }, on),
    /** Re-run the agent on the stored last shopper message (same events as `send`). */
    retry: (on: (e: StreamEvent) => void): Promise<void> => stream('retry', {}, on),
    /**
     * The conversation's live channel (GET events, SSE over fetch so the token stays in a header): staff and
     * system messages after message `last` (Last-Event-ID), and status. Resolves when the server ends it
     * (token expiry); rejects on network loss or when `signal` aborts.
     */
    events: (last: string | undefined, on: (e: StreamEvent) => void, signal: AbortSignal): Promise<void> =>
      stream('events', { method: 'GET', signal, headers: last ? { 'last-event-id': last } : {} }, on),
    /** Thumbs up (1) or down (-1) for an ended conversation (once). */
    rate: (rating: 1 | -1): Promise<unknown> =>
      authed('rating', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ rating }) }),
    /** The shopper ends the chat (status resolved); returns the system notice to show (it asks for a rating). */
    end: async (): Promise<Message> => (await post<{ message: Message }>('end')).message,
    /** Ask for a person; returns the system message to show. */
    handoff: (): Promise<{ message: Message; staff_available: boolean }> => post('handoff', { reason: 'shopper_request' }),
    /** The conversation's cart (prices from the store's catalog). */
    cart: async (): Promise<Cart> => ((await (await authed('cart')).json()) as { cart: Cart }).cart,
    /** Add one of a variant to the cart; returns the cart after it. */
    add: async (variantId: string): Promise<Cart> => (await post<{ cart: Cart }>('cart/lines', { variant_id: variantId })).cart,
    /** Remove a cart line (by its id); returns the cart after it. */
    remove: async (lineId: string): Promise<Cart> =>
      ((await (await authed(`cart/lines/${encodeURIComponent(lineId)}`, { method: 'DELETE' })).json()) as { cart: Cart }).cart,
    /** Start (or reuse) the checkout of the cart; its `url` is the payment page. */
    checkout: async (): Promise<Checkout> => (await post<{ checkout: Checkout }>('checkout')).checkout,
  };
}
