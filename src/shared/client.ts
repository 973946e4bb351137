/**
 * Who is calling: the client's IP address and whether the request reached Aisle over HTTPS, with the reverse proxies
 * in front of Aisle trusted only as configured (`AISLE_TRUST_PROXY`, docs/deploy.md "Behind a proxy").
 *
 * Without a trust setting, `X-Forwarded-For` and `X-Forwarded-Proto` are ignored: the client is the socket peer, and
 * HTTPS means the request URL is https. With one, the proxy-addr library (Express's `trust proxy`) walks
 * `X-Forwarded-For` from the socket peer back through the trusted hops, and `X-Forwarded-Proto` counts when the
 * socket peer itself is trusted (Express's `req.protocol`).
 */
import type { IncomingMessage } from 'node:http';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import proxyAddr from 'proxy-addr';

/** Decides whether the proxy at `addr`, `i` hops from Aisle (0 = the socket peer), is trusted. */
export type ProxyTrust = (addr: string, i: number) => boolean;

/**
 * Parse an `AISLE_TRUST_PROXY` value: a hop count (`1` = the socket peer is a trusted proxy, `2` = it and the one
 * before it, …) or a comma-separated list of addresses and CIDR ranges (`10.0.0.0/8, 127.0.0.1`), where proxy-addr's
 * names `loopback`, `linklocal` and `uniquelocal` stand for their ranges. Empty/undefined/`0`: trust nothing.
 * @throws TypeError when an entry is not an IP address, a CIDR range or one of those names (from proxy-addr)
 */
export function parseProxyTrust(value: string | undefined): ProxyTrust {
  const v = value?.trim() ?? '';
  if (v === '' || v === '0') return () => false;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return (_addr, i) => i < hops;
  }
  return proxyAddr.compile(v.split(',').map((s) => s.trim()).filter(Boolean));
}

/** What {@link clientInfo} records per request: the client's IP address and whether it came over HTTPS. */
export type ClientInfo = { ip: string; https: boolean };

const KEY = 'aisleClient' as never;

/** The socket peer of a request served by @hono/node-server, or null (`app.request()` in tests has no socket). */
function socketPeer(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}

/** Resolve the client of `c` under `trust` (no memo; see {@link clientInfo}). */
function resolveClient(c: Context, trust: ProxyTrust): ClientInfo {
  const peer = socketPeer(c);
  const urlHttps = new URL(c.req.url).protocol === 'https:';
  if (!peer) return { ip: 'unknown', https: urlHttps };
  const forwardedFor = c.req.header('x-forwarded-for');
  const req = { headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}, socket: { remoteAddress: peer }, connection: { remoteAddress: peer } };
  const ip = proxyAddr(req as unknown as IncomingMessage, trust);
  let https = urlHttps;
  if (trust(peer, 0)) {
    const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
    if (proto) https = proto === 'https';
  }
  return { ip, https };
}

/**
 * Middleware (first on every route) that resolves the caller once under `trust`; {@link clientIp} and
 * {@link isHttpsRequest} read the result.
 */
export function clientInfo(trust: ProxyTrust): MiddlewareHandler {
  return async (c, next) => {
    c.set(KEY, resolveClient(c, trust) as never);
    await next();
  };
}

/** This request's client, as resolved by the {@link clientInfo} middleware (or without any trusted proxy when it did not run). */
function clientOf(c: Context): ClientInfo {
  const known = c.get(KEY) as ClientInfo | undefined;
  if (known) return known;
  const info = resolveClient(c, () => false);
  c.set(KEY, info as never);
  return info;
}

/** The caller's IP address (through trusted proxies only), or 'unknown' (e.g. `app.request()` in tests). */
export function clientIp(c: Context): string {
  return clientOf(c).ip;
}

/** Did the request reach Aisle over HTTPS (its URL, or `X-Forwarded-Proto` from a trusted proxy)? */
export function isHttpsRequest(c: Context): boolean {
  return clientOf(c).https;
}

/** This server's origin as the client sees it: the request's host with the protocol from {@link isHttpsRequest}. */
export function requestOrigin(c: Context): string {
  const url = new URL(c.req.url);
  return `${isHttpsRequest(c) ? 'https' : 'http'}://${url.host}`;
}
