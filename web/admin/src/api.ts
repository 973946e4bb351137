/**
 * The admin's HTTP client and session state.
 *
 * - `api.get/post/put/patch/del(path, body?)`: JSON over fetch with the session cookie (credentials same-origin);
 *   unsafe methods send `X-CSRF-Token` from the current session. Embedded in Shopify's admin ({@link appBridge}),
 *   every call instead sends App Bridge's ID token as `Authorization: Bearer` and no cookie. Non-2xx answers throw {@link ApiError} built from
 *   the RFC 9457 problem document (`code`, `title`, `detail`, field `errors`). 204 resolves to `null`.
 * - The session (`GET /api/v1/auth/session`) lives in TanStack Query under {@link SESSION_KEY}; `null` = signed out.
 * - A 401 from any request makes the shell re-check the session; when it is gone the app shows the sign-in screen
 *   (see {@link queryClient}: query and mutation caches report 401s). A 401 that is not about the session (a wrong
 *   current password) leaves the session in place.
 */
import { MutationCache, QueryCache, QueryClient, useQuery } from '@tanstack/react-query';
import type { Schemas } from '../../api/index.ts';

/** Staff roles, lowest first (server: src/stores/schema.ts STAFF_ROLES). */
export const ROLES = ['viewer', 'agent', 'owner'] as const;
/** A staff role. */
export type StaffRole = (typeof ROLES)[number];

/** GET /api/v1/auth/session (server: SessionViewSchema in src/stores/schemas.ts). */
export type Session = Schemas['Session'];

/** Shopify App Bridge's global, present when the admin runs embedded in Shopify's admin (loaded from Shopify's CDN). */
type AppBridge = { idToken: () => Promise<string> };

/**
 * App Bridge when the admin runs inside Shopify's admin, else null. Embedded, every API call carries App Bridge's ID
 * token as `Authorization: Bearer` (fresh per call: tokens live one minute) and no cookie (none inside the iframe).
 */
export function appBridge(): AppBridge | null {
  const s = (globalThis as { shopify?: Partial<AppBridge> }).shopify;
  return s && typeof s.idToken === 'function' ? (s as AppBridge) : null;
}

/** True when `role` is at least `min` (viewer < agent < owner). */
export function roleAtLeast(role: StaffRole, min: StaffRole): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(min);
}

/** One field problem of a 400 answer (`errors[]` of the problem document). */
export type FieldError = { path?: string; message: string };

/**
 * A failed API call: HTTP `status`, the problem document's stable `code` (PRODUCT.md §8: invalid_request,
 * unauthorized, forbidden, not_found, conflict, rate_limited, internal…), `title`, `detail` and field `errors`.
 * `message` is the detail (or title) — safe to show to staff. Network failures have status 0, code `network`.
 */
export class ApiError extends Error {
  status: number;
  code: string;
  title: string;
  detail: string;
  errors: FieldError[];
  /** Seconds from `Retry-After` on 429, else null. */
  retryAfterS: number | null;
  constructor(init: { status: number; code: string; title: string; detail?: string; errors?: FieldError[]; retryAfterS?: number | null }) {
    super(init.detail || init.title);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.title = init.title;
    this.detail = init.detail ?? '';
    this.errors = init.errors ?? [];
    this.retryAfterS = init.retryAfterS ?? null;
  }
}

/** Query key of the session. */
export const SESSION_KEY = ['session'] as const;
const SESSION_PATH = '/api/v1/auth/session';

/** After a 401: re-check the session (null → the shell shows sign-in). Ignores 401s of the session request itself. */
function onError(err: unknown): void {
  if (err instanceof ApiError && err.status === 401) void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
}

/**
 * The app's query client: no retry on 4xx, one retry on network/5xx; 401 anywhere → session re-check.
 * Exported so the shell can provide it and screens can invalidate their keys.
 */
export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onError }),
  mutationCache: new MutationCache({ onError }),
  defaultOptions: {
    queries: {
      retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 1,
      refetchOnWindowFocus: false,
      staleTime: 10_000,
    },
  },
});

/** Problem document → ApiError (falls back to the status text when the body is not JSON). */
async function toApiError(res: Response): Promise<ApiError> {
  let p: { code?: string; title?: string; detail?: string; errors?: FieldError[] } = {};
  try {
    p = (await res.json()) as typeof p;
  } catch {
    // not JSON (e.g. a proxy error page)
  }
  const retry = Number(res.headers.get('retry-after'));
  return new ApiError({
    status: res.status, code: p.code ?? (res.status === 401 ? 'unauthorized' : 'internal'), title: p.title ?? (res.statusText || 'Request failed'),
    detail: p.detail, errors: Array.isArray(p.errors) ? p.errors : [], retryAfterS: Number.isFinite(retry) && retry > 0 ? retry : null,
  });
}

/** The CSRF token of the current session, fetching the session when it is not known yet. */
async function csrfToken(): Promise<string | undefined> {
  const cached = queryClient.getQueryData<Session | null>(SESSION_KEY);
  if (cached) return cached.csrf_token;
  return (await queryClient.fetchQuery({ queryKey: SESSION_KEY, queryFn: fetchSession }))?.csrf_token;
}

/**
 * Send a JSON request. `body` is JSON-encoded when given. @returns the parsed JSON (null for 204)
 * @throws ApiError for non-2xx answers and network failures
 */
async function request<T>(method: string, path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const bridge = appBridge();
  let res: Response;
  try {
    if (bridge) headers.authorization = `Bearer ${await bridge.idToken()}`;
    else if (method !== 'GET') {
      const token = await csrfToken();
      if (token) headers['x-csrf-token'] = token;
    }
    res = await fetch(path, { method, headers, credentials: bridge ? 'omit' : 'same-origin', body: body === undefined ? undefined : JSON.stringify(body), signal });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new ApiError({ status: 0, code: 'network', title: 'Network error', detail: 'Aisle could not be reached. Check your connection and try again.' });
  }
  if (!res.ok) throw await toApiError(res);
  if (res.status === 204) return null as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** The JSON API client (paths are absolute: `/api/v1/...`). */
export const api = {
  get: <T>(path: string, signal?: AbortSignal) => request<T>('GET', path, undefined, signal),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, body),
  del: <T = null>(path: string, body?: unknown) => request<T>('DELETE', path, body),
};

/** GET the session; null when signed out (401). @throws ApiError for other failures */
export async function fetchSession(): Promise<Session | null> {
  try {
    return await request<Session>('GET', SESSION_PATH);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

/** The current session (null = signed out; undefined while loading). */
export function useSession() {
  return useQuery({ queryKey: SESSION_KEY, queryFn: fetchSession, staleTime: Number.POSITIVE_INFINITY, retry: 1 });
}

let signedOutByUser = false;

/** Keep a session returned by sign-in, sign-up or invitation acceptance (or null after sign-out); clears other data. */
export function setSession(session: Session | null): void {
  if (session) signedOutByUser = false;
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_KEY[0] });
  queryClient.setQueryData(SESSION_KEY, session);
}

/** Sign out on the server (POST /api/v1/auth/signout) and forget the session here, even when the server fails. */
export async function signOut(): Promise<void> {
  try {
    await api.post('/api/v1/auth/signout');
  } catch {
    // the session is dropped locally anyway; an expired one is already gone on the server
  } finally {
    signedOutByUser = true;
    setSession(null);
  }
}

/** Where sign-in returns to: the router `state.from` that app.tsx's SignedIn sets when it redirects to /signin. */
export type SignInState = { from?: string } | null;

/** True after {@link signOut} until the next sign-in: sign-in then starts at home, not at the last page. */
export function wasSignedOutByUser(): boolean {
  return signedOutByUser;
}

/** The signed-in session inside the shell (screens render only when signed in). @throws when signed out */
export function useStaffSession(): Session {
  const { data } = useSession();
  if (!data) throw new Error('useStaffSession outside the signed-in shell');
  return data;
}

/** The message of an error for a Banner: ApiError detail/title, else a generic line (never a stack). */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.message || err.title;
  return 'Something went wrong. Try again.';
}
