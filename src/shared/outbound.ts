/**
 * Outbound calls to merchant-supplied URLs (webhook destinations, EventBridge endpoints, a store's model base URL)
 * without server-side request forgery: such a URL may only reach public unicast addresses. Loopback, private
 * (RFC 1918), link-local (cloud metadata at 169.254.169.254), CGNAT (100.64/10), multicast, broadcast, unspecified,
 * reserved and documentation ranges are refused, in IPv4 and IPv6 alike, including IPv4-mapped (`::ffff:7f00:1`),
 * 6to4, Teredo and NAT64 forms that embed an IPv4 address; numeric host forms (`0x7f000001`, `2130706433`, `127.1`)
 * are normalized by the WHATWG URL parser first. Ranges are ipaddr.js's (`range()` must be `unicast`), which
 * follow the IANA special-purpose address registries (RFC 6890).
 *
 * Checked twice: when the URL is saved ({@link checkOutboundUrl}: the literal host, then its DNS answers when it
 * resolves) and when a connection is made ({@link guardedLookup} in the socket's `lookup`, so the address
 * connected to is the one checked — a name that resolves to a public address at save time and to 127.0.0.1 later
 * (DNS rebinding) is refused). Redirects are never followed. The operator may allow ranges with
 * `AISLE_OUTBOUND_ALLOW` (CIDR list), e.g. a private network of their own or the loopback receivers of tests.
 */
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, fetch as undiciFetch } from 'undici';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** A DNS lookup with `dns.lookup`'s `all: true` signature (tests inject one whose answer changes). */
export type Resolver = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

/**
 * Where merchant-supplied URLs may go: public unicast addresses plus the operator's `allow` ranges
 * (`[address, prefix length]`). `resolve` answers DNS (default: the system resolver, `dns.promises.lookup`).
 */
export type OutboundPolicy = { allow: Array<[Address, number]>; resolve?: Resolver };

/** Error of a refused outbound connection; `code` is `EOUTBOUND` (shown as the delivery's last error). */
export class OutboundBlockedError extends Error {
  readonly code = 'EOUTBOUND';
  constructor(message: string) {
    super(message);
    this.name = 'OutboundBlockedError';
  }
}

/**
 * Parse `AISLE_OUTBOUND_ALLOW`: comma-separated CIDR ranges (`127.0.0.0/8,::1/128,10.1.0.0/16`); a bare address
 * means that one address. Empty or undefined allows nothing beyond public addresses.
 * @throws Error naming the entry that is not an address or a range
 */
export function parseOutboundAllow(csv: string | undefined, resolve?: Resolver): OutboundPolicy {
  const allow: Array<[Address, number]> = [];
  for (const raw of (csv ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
    try {
      if (raw.includes('/')) allow.push(ipaddr.parseCIDR(raw));
      else {
        const a = ipaddr.parse(raw);
        allow.push([a, a.kind() === 'ipv4' ? 32 : 128]);
      }
    } catch {
      throw new Error(`AISLE_OUTBOUND_ALLOW: "${raw}" is not an IP address or CIDR range`);
    }
  }
  return { allow, ...(resolve ? { resolve } : {}) };
}

/** A policy allowing only public addresses (what production gets without `AISLE_OUTBOUND_ALLOW`). */
export const PUBLIC_ONLY: OutboundPolicy = { allow: [] };

/**
 * Whether `address` (an IP literal, IPv6 with or without brackets) may be connected to under `policy`: its range is
 * `unicast` after unwrapping IPv4-mapped IPv6, or it lies in an allowed range. Not an IP address → false.
 */
export function isAllowedAddress(address: string, policy: OutboundPolicy): boolean {
  let a: Address;
  try {
    a = ipaddr.process(address.replace(/^\[|\]$/g, ''));
  } catch {
    return false;
  }
  for (const [net, bits] of policy.allow) {
    if (net.kind() === a.kind() && a.match(net, bits)) return true;
    // An IPv4 range also covers the IPv4-mapped IPv6 form (and the reverse), as connections treat them alike.
    if (net.kind() === 'ipv6' && a.kind() === 'ipv4' && (net as ipaddr.IPv6).isIPv4MappedAddress() && a.match((net as ipaddr.IPv6).toIPv4Address(), Math.max(0, bits - 96))) return true;
  }
  return a.range() === 'unicast';
}

/** `localhost` and `*.localhost` always mean loopback (RFC 6761), whatever DNS says. */
function isLocalhostName(host: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  return h === 'localhost' || h.endsWith('.localhost');
}

const systemResolve: Resolver = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

/** Resolve with a time limit; DNS failures and timeouts give null (the connect-time check decides then). */
async function resolveSoon(policy: OutboundPolicy, host: string, timeoutMs: number): Promise<Array<{ address: string }> | null> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      (policy.resolve ?? systemResolve)(host),
      new Promise<null>((r) => { timer = setTimeout(() => r(null), timeoutMs); }),
    ]);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** Outcome of {@link checkOutboundUrl}: the normalized URL, or a stable code (`blocked_address`) and a message. */
export type OutboundCheck = { ok: true; value: string } | { ok: false; code: 'blocked_address'; message: string };

/**
 * Save-time check of a URL Aisle will call: its host (after WHATWG normalization of numeric forms) must be an
 * allowed address; a name is resolved (at most `timeoutMs`, default 2,000) and every answer must be allowed. A
 * name that does not resolve now passes (it is checked again at connect time). Scheme and syntax rules are the
 * caller's.
 */
export async function checkOutboundUrl(raw: string, policy: OutboundPolicy, timeoutMs = 2000): Promise<OutboundCheck> {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    return { ok: false, code: 'blocked_address', message: 'not a URL' };
  }
  const host = u.hostname.replace(/^\[|\]$/g, '');
  const refuse = (what: string): OutboundCheck => ({
    ok: false, code: 'blocked_address',
    message: `${what} is a loopback, private, link-local or reserved address; Aisle only calls public addresses (the operator can allow ranges with AISLE_OUTBOUND_ALLOW)`,
  });
  if (ipaddr.isValid(host)) return isAllowedAddress(host, policy) ? { ok: true, value: u.toString() } : refuse(host);
  if (isLocalhostName(host)) return isAllowedAddress('127.0.0.1', policy) && isAllowedAddress('::1', policy) ? { ok: true, value: u.toString() } : refuse(host);
  const answers = await resolveSoon(policy, host, timeoutMs);
  const bad = answers?.find((a) => !isAllowedAddress(a.address, policy));
  return bad ? refuse(`${host} (${bad.address})`) : { ok: true, value: u.toString() };
}

/**
 * A `lookup` for `net.connect`/`tls.connect` (and so for http.Agent and undici): resolves through the policy's
 * resolver and fails with {@link OutboundBlockedError} when any answer is not allowed, so the socket only ever
 * connects to an address that was checked. Supports both the single-address and the `all: true` forms.
 */
export function guardedLookup(policy: OutboundPolicy): LookupFunction {
  return ((hostname: string, options: dns.LookupOptions, callback: (...args: unknown[]) => void) => {
    const done = (err: Error | null, list: Array<{ address: string; family: number }> = []) => {
      if (err) return callback(err, options.all ? [] : undefined, undefined);
      if (options.all) return callback(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    };
    const answer = isLocalhostName(hostname)
      ? Promise.resolve([{ address: '127.0.0.1', family: 4 }, { address: '::1', family: 6 }])
      : (policy.resolve ?? systemResolve)(hostname);
    answer.then((list) => {
      const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
      const wanted = family ? list.filter((a) => a.family === family) : list;
      if (wanted.length === 0) return done(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }));
      const bad = wanted.find((a) => !isAllowedAddress(a.address, policy));
      if (bad) return done(new OutboundBlockedError(`${hostname} resolved to ${bad.address}, which is not a public address`));
      return done(null, wanted);
    }, (err: Error) => done(err));
  }) as LookupFunction;
}

/**
 * Throw {@link OutboundBlockedError} when `url`'s host is an IP literal (or `localhost`) that the policy refuses.
 * Sockets skip `lookup` for IP literals, so every sender calls this before connecting.
 */
export function assertLiteralAllowed(url: string | URL, policy: OutboundPolicy): void {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(host) && !isAllowedAddress(host, policy)) throw new OutboundBlockedError(`${host} is not a public address`);
  if (isLocalhostName(host) && !isAllowedAddress('127.0.0.1', policy)) throw new OutboundBlockedError(`${host} is not a public address`);
}

/** A fetch for merchant-supplied URLs: the policy is checked at connect time, and redirects are returned, never followed. */
export type GuardedFetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/**
 * Build a {@link GuardedFetch} on its own undici Agent whose sockets resolve through {@link guardedLookup}.
 * `redirect` is forced to `manual`: a 3xx answer is handed back to the caller (an SDK treats it as an error).
 */
export function createGuardedFetch(policy: OutboundPolicy): GuardedFetch {
  const dispatcher = new Agent({ connect: { lookup: guardedLookup(policy) } });
  return async (input, init) => {
    const url = typeof input === 'string' || input instanceof URL ? input : input.url;
    assertLiteralAllowed(url, policy);
    const res = await undiciFetch(input as Parameters<typeof undiciFetch>[0], { ...(init as object), redirect: 'manual', dispatcher } as Parameters<typeof undiciFetch>[1]);
    return res as unknown as Response;
  };
}

/** Agents for node:http clients (the AWS SDK): sockets resolve through {@link guardedLookup}, and IP literals are checked. */
export type GuardedAgents = { httpAgent: http.Agent; httpsAgent: https.Agent };

/** Build {@link GuardedAgents} (keep-alive) for `policy`. */
export function createGuardedAgents(policy: OutboundPolicy): GuardedAgents {
  const lookup = guardedLookup(policy);
  // createConnection is where a socket is opened; an IP literal host skips `lookup`, so it is checked here.
  const check = (host: string | null | undefined) => { if (host) assertLiteralAllowed(`http://${host.includes(':') ? `[${host}]` : host}/`, policy); };
  class GuardedHttp extends http.Agent {
    override createConnection(options: Parameters<http.Agent['createConnection']>[0], cb?: Parameters<http.Agent['createConnection']>[1]) {
      check(options?.host);
      return super.createConnection(options, cb);
    }
  }
  class GuardedHttps extends https.Agent {
    override createConnection(options: Parameters<https.Agent['createConnection']>[0], cb?: Parameters<https.Agent['createConnection']>[1]) {
      check(options?.host);
      return super.createConnection(options, cb);
    }
  }
  return { httpAgent: new GuardedHttp({ keepAlive: true, lookup }), httpsAgent: new GuardedHttps({ keepAlive: true, lookup }) };
}
