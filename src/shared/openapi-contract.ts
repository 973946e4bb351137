/**
 * What the route declarations leave out of `/api/v1/openapi.json` and a client generator needs (issue 15; Redocly's
 * `recommended` rules: security-defined, operation-operationId, no-empty-servers, info-license): the security schemes
 * every route family uses, each operation's security requirement, a stable `operationId`, and `servers`.
 * Routes that declare their own `security` or `operationId` keep it.
 */

/** The parts of an OpenAPI 3.1 document this module reads and writes (the rest passes through untouched). */
export type OpenApiDocument = {
  info: Record<string, unknown>;
  servers?: { url: string; description?: string }[];
  components?: { securitySchemes?: Record<string, unknown> } & Record<string, unknown>;
  paths?: Record<string, Record<string, OpenApiOperation>>;
} & Record<string, unknown>;
/** One operation of an OpenAPI document (only the fields completed here are typed). */
export type OpenApiOperation = { operationId?: string; security?: Record<string, string[]>[] } & Record<string, unknown>;

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
const UNSAFE = new Set(['post', 'put', 'patch', 'delete']);

/** Security schemes of Aisle's API (names used in every operation's `security`). */
export const SECURITY_SCHEMES = {
  staffSession: {
    type: 'apiKey', in: 'cookie', name: 'aisle_session',
    description: 'Staff session cookie from POST /api/v1/auth/signin (`__Host-aisle_session` over HTTPS).',
  },
  csrfToken: {
    type: 'apiKey', in: 'header', name: 'X-CSRF-Token',
    description: 'The `csrf_token` of GET /api/v1/auth/session; required with the session cookie on POST, PUT, PATCH and DELETE.',
  },
  shopifyIdToken: {
    type: 'http', scheme: 'bearer', bearerFormat: 'JWT',
    description: "Inside Shopify's admin: the App Bridge session (ID) token, `Authorization: Bearer <token>`, instead of the cookie and CSRF header.",
  },
  widgetToken: {
    type: 'http', scheme: 'bearer', bearerFormat: 'JWT',
    description: 'The `token` of POST /api/v1/widget/sessions (HS256, scoped to one conversation of one store), `Authorization: Bearer <token>`.',
  },
  stripeSignature: {
    type: 'apiKey', in: 'header', name: 'Stripe-Signature',
    description: "Stripe's webhook signature over the raw body (STRIPE_WEBHOOK_SECRET, 300 s tolerance).",
  },
} as const;

/** Operations anyone may call (they scope themselves by a handle, an invitation token or a checkout id). */
const PUBLIC = [
  /^get \/api\/v1\/auth\/options$/, /^post \/api\/v1\/auth\/(signup|signin)$/, /^(get|post) \/api\/v1\/auth\/invites\//,
  /^get \/api\/v1\/widget\/stores\/[^/]+\/config$/, /^post \/api\/v1\/widget\/sessions$/,
  /^get \/api\/v1\/storefront\//, /^(get|post) \/checkout\/test\//, /^get \/(healthz|readyz)$/,
];

/**
 * The security requirement of an operation by its route family: staff routes take the session cookie (with the CSRF
 * header on unsafe methods) or a Shopify ID token; widget routes the widget token; Stripe's webhook its signature;
 * {@link PUBLIC} ones nothing (`[]`).
 */
export function securityOf(method: string, path: string): Record<string, string[]>[] {
  const key = `${method} ${path}`;
  if (PUBLIC.some((re) => re.test(key))) return [];
  if (path.startsWith('/api/v1/widget/')) return [{ widgetToken: [] }];
  if (path.startsWith('/webhooks/stripe')) return [{ stripeSignature: [] }];
  const cookie: Record<string, string[]> = UNSAFE.has(method) ? { staffSession: [], csrfToken: [] } : { staffSession: [] };
  return [cookie, { shopifyIdToken: [] }];
}

/**
 * A stable operationId from the method and path: `/api/v1` dropped, words camel-cased, `{id}` → `ById`
 * (`GET /api/v1/admin/conversations/{id}/runs` → `getAdminConversationsByIdRuns`).
 */
export function operationIdOf(method: string, path: string): string {
  const words = path.replace(/^\/api\/v1/, '').split(/[/_-]+/).filter(Boolean)
    .map((w) => (w.startsWith('{') ? `By${w.slice(1, -1).replace(/^./, (c) => c.toUpperCase())}` : w));
  return method + words.map((w) => w.replace(/^./, (c) => c.toUpperCase()).replace(/[^A-Za-z0-9]/g, '')).join('');
}

/**
 * Complete a generated document (mutated and returned): security schemes, each operation's `security` and
 * `operationId` where the route declared none, `servers` (`serverUrl`, the public URL) and the licence.
 * @throws Error when two operations would get the same operationId (a route table mistake)
 */
export function completeContract(doc: OpenApiDocument, opts: { serverUrl: string }): OpenApiDocument {
  doc.info.license ??= { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' };
  doc.servers = [{ url: opts.serverUrl, description: 'This Aisle server' }];
  doc.components ??= {};
  doc.components.securitySchemes = { ...SECURITY_SCHEMES, ...doc.components.securitySchemes, staffSession: SECURITY_SCHEMES.staffSession };
  const seen = new Set<string>();
  for (const [path, ops] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(ops)) {
      if (!METHODS.has(method)) continue;
      op.security ??= securityOf(method, path);
      op.operationId ??= operationIdOf(method, path);
      if (seen.has(op.operationId)) throw new Error(`duplicate operationId ${op.operationId} (${method} ${path})`);
      seen.add(op.operationId);
    }
  }
  return doc;
}
