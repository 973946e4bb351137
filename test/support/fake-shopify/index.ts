/**
 * A local stand-in for Shopify, for tests and benchmarks: a real HTTP server on port 0 speaking Shopify's wire
 * formats, driven by the real `@shopify/shopify-api` (Aisle rewrites `https://{shop}/…` to this server and keeps the
 * shop in `X-Forwarded-Host`, see src/platforms/shopify/shopify-api.ts). What it speaks:
 * - `POST /admin/oauth/access_token` (https://shopify.dev/docs/apps/build/authentication-authorization): token
 *   exchange of an App Bridge ID token for an online or an (expiring) offline access token, refresh with rotation
 *   (a used refresh token is burnt once its replacement exists — `strictRotation`, default on), 400
 *   `invalid_subject_token` / `invalid_grant` / `invalid_client` with Shopify's `{ error, error_description }` body;
 * - `POST /admin/api/<version>/graphql.json`: the GraphQL Admin API subset of schema.graphql.ts, executed by
 *   graphql-js (so a wrong field fails validation as at Shopify), with `extensions.cost` (a 2,000-point bucket
 *   restoring 100 points/s) and `THROTTLED` errors when the bucket is empty or on demand ({@link FakeShopify.throttleNext});
 *   `refundCreate` requires `@idempotent(key:)` (mandatory since 2026-04) and replays by key;
 * - the shop's legal pages (`shop { shopPolicies }`, read_legal_policies), its languages (`shopLocales`, read_locales)
 *   and their translations (`translatableResources(resourceType: SHOP_POLICY)` → `translatableContent` with the SHA-256
 *   `digest` of each value, `translations(locale:)` with `outdated` when the source changed after the translation was
 *   registered, read_translations); a field whose scope the shop did not grant fails with ACCESS_DENIED, as at Shopify;
 * - bulk operations: the bulk query is executed over the whole catalog and flattened to JSONL as Shopify does
 *   (nested connection nodes on their own lines with `__parentId`), served at `GET /bulk/<id>.jsonl`; the
 *   `bulk_operations/finish` webhook follows;
 * - webhooks: REST-shaped payloads signed with the app secret (HMAC-SHA256, base64) in the classic `X-Shopify-*`
 *   or the lowercase `shopify-*` event headers, POSTed to `webhookUrl` for the `subscriptions` topics;
 * - App Bridge ID tokens (HS256 JWTs signed with the app secret: iss, dest, aud, sub, exp, nbf, iat, jti, sid);
 * - the merchant's charge approval page for app subscriptions (`GET/POST /admin/charges/<id>/confirm`).
 */
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildSchema, execute, Kind, parse, validate, type DocumentNode, type FieldNode, type GraphQLResolveInfo, type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { jwtVerify, SignJWT } from 'jose';
import { minorDigits } from '../../../src/shared/money.ts';
import { gid, IdSequence, legacyId, readProductCsv, type FakeProduct, type FakeVariant } from './catalog.ts';
import { ADMIN_SDL } from './schema.graphql.ts';

export { gid, legacyId, type FakeProduct, type FakeVariant } from './catalog.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** Seed files: the ESCI catalog in Shopify's CSV layout (6,764 products) and Shopify's multi-variant samples. */
export const SEED_FILES = {
  esci: path.join(ROOT, 'data/esci_catalog/shopify_products.csv.gz'),
  samples: ['apparel.csv', 'home-and-garden.csv', 'jewelery.csv'].map((f) => path.join(ROOT, 'data/shopify_samples', f)),
} as const;

/** Bucket of the GraphQL Admin API's calculated query cost (points) and its restore rate (points per second). */
export const COST_BUCKET = { maximumAvailable: 2000, restoreRate: 100 } as const;

type Json = Record<string, unknown>;

/** A staff member of a shop (the `associated_user` of an online token). */
export type FakeUser = { id: number; first_name: string; last_name: string; email: string; account_owner: boolean; locale: string; collaborator: boolean; email_verified: boolean };

/** An order line (money as decimal strings). */
export type FakeLine = { id: string; title: string; variantTitle: string | null; quantity: number; refundedQuantity: number; price: string; variantId: string | null; sku: string | null };
/** A refund of an order. */
export type FakeRefund = { id: string; createdAt: string; note: string | null; amount: string; idempotencyKey: string; lines: { lineItemId: string; quantity: number }[] };
/** An order. */
export type FakeOrder = {
  id: string; legacyResourceId: string; name: string; email: string; createdAt: string; updatedAt: string; cancelledAt: string | null;
  currencyCode: string; customer: { id: string; firstName: string; lastName: string; email: string } | null;
  lines: FakeLine[]; shippingPrice: string; financialStatus: string; fulfillmentStatus: string;
  fulfillments: { id: string; status: string; trackingInfo: { company: string | null; number: string | null; url: string | null }[]; estimatedDeliveryAt: string | null; createdAt: string }[];
  shippingAddress: { firstName?: string; lastName?: string; address1: string; address2?: string | null; city: string; provinceCode?: string | null; zip: string; countryCode: string } | null;
  transactions: { id: string; kind: string; status: string; gateway: string; amount: string }[];
  refunds: FakeRefund[];
};
/** An app subscription (Billing API). */
export type FakeSubscription = {
  id: string; name: string; test: boolean; status: string; trialDays: number; createdAt: string; currentPeriodEnd: string | null; returnUrl: string;
  price: { amount: string; currencyCode: string }; interval: string;
};
/** Shopify's `ShopPolicyType` values. */
export type FakePolicyType = 'CONTACT_INFORMATION' | 'LEGAL_NOTICE' | 'PRIVACY_POLICY' | 'REFUND_POLICY' | 'SHIPPING_POLICY' | 'SUBSCRIPTION_POLICY' | 'TERMS_OF_SALE' | 'TERMS_OF_SERVICE';
/** Shopify's English titles of the policy types (ShopPolicy.title in an English shop). */
export const FAKE_POLICY_TITLES: Record<FakePolicyType, string> = {
  CONTACT_INFORMATION: 'Contact information', LEGAL_NOTICE: 'Legal notice', PRIVACY_POLICY: 'Privacy policy', REFUND_POLICY: 'Refund policy',
  SHIPPING_POLICY: 'Shipping policy', SUBSCRIPTION_POLICY: 'Cancellation policy', TERMS_OF_SALE: 'Terms of sale', TERMS_OF_SERVICE: 'Terms of service',
};
/**
 * A shop policy (HTML body) and its translations of the `body` key by locale, each with the digest of the body it was
 * made from (Shopify's `outdated` = that digest is not the body's digest now).
 */
export type FakePolicy = {
  id: string; type: FakePolicyType; body: string; createdAt: string; updatedAt: string;
  translations: Map<string, { value: string; sourceDigest: string; updatedAt: string }>;
};
/** A language of the shop (Settings → Languages): `primary` is the shop's default, `published` = visible to buyers. */
export type FakeLocale = { locale: string; primary: boolean; published: boolean };

type BulkOp = { id: string; status: string; query: string; createdAt: string; completedAt: string | null; objectCount: number; rootObjectCount: number; jsonl: string | null; errorCode: string | null };

/** One shop of the stand-in. */
export type FakeShop = {
  domain: string; name: string; email: string; currencyCode: string; primaryDomain: string; partnerDevelopment: boolean; timezone: string;
  scopes: string; installed: boolean; updatedAt: string;
  products: FakeProduct[]; orders: FakeOrder[]; users: Map<string, FakeUser>; subscriptions: FakeSubscription[];
  bulkOps: Map<string, BulkOp>; policies: FakePolicy[]; locales: FakeLocale[];
};

/** One HTTP request the stand-in answered (for assertions). */
export type FakeShopifyRequest = { method: string; path: string; shop: string | null; operation: string | null; status: number; throttled: boolean; idempotencyKey: string | null };

/** Options of {@link startFakeShopify}. */
export type FakeShopifyOptions = {
  apiKey?: string; apiSecret?: string;
  /** Access token lifetime in seconds (Shopify: 3,600). */
  accessTokenTtlS?: number;
  /** Refresh token lifetime in seconds (Shopify: 90 days). */
  refreshTokenTtlS?: number;
  /** A used refresh token stops working once its replacement exists (default true); false = reusable until expiry. */
  strictRotation?: boolean;
  /** Where webhooks go (Aisle's /webhooks/shopify); none = not delivered. */
  webhookUrl?: string;
  /** Topics the app subscribes to (shopify.app.toml); default: every topic. */
  subscriptions?: string[];
  /** Header style of delivered webhooks (default `classic` X-Shopify-*). */
  webhookStyle?: 'classic' | 'events';
  /** API version in webhook headers. */
  apiVersion?: string;
  /** Milliseconds a bulk operation stays RUNNING (default 20). */
  bulkDelayMs?: number;
};

/**
 * What {@link FakeShopify.addShop} takes. `catalog`: seed files, or products to copy. `currencyCode` (default USD):
 * the shop's currency; the seed's USD prices are converted at {@link FAKE_RATES} and written with the currency's
 * minor digits (USD 60.00 → JPY "9000", EUR "55.20").
 */
export type AddShopInput = {
  domain: string; name?: string; currencyCode?: string; primaryDomain?: string; partnerDevelopment?: boolean;
  catalog?: 'esci' | 'samples' | 'esci+samples' | 'none'; users?: Partial<FakeUser>[];
  /** Its policies (HTML bodies; default none). */
  policies?: { type: FakePolicyType; body: string }[];
  /** Its languages, the primary first (default `['en']`, all published). */
  locales?: string[];
  /** Granted scopes (default: every scope Aisle asks for). */
  scopes?: string;
};

/** Units of a currency per US dollar the stand-in converts seed prices with (fixed, made up for tests). */
export const FAKE_RATES: Record<string, number> = { USD: 1, EUR: 0.92, GBP: 0.79, JPY: 150, KWD: 0.307 };

/** A seed price (decimal string) from one currency into another at {@link FAKE_RATES}, with the target's digits. */
function convertPrice(amount: string, from: string, to: string): string {
  if (from === to) return amount;
  const rate = (FAKE_RATES[to] ?? 1) / (FAKE_RATES[from] ?? 1);
  return (Number(amount) * rate).toFixed(minorDigits(to));
}

/** Reprice every variant of a shop from one currency into another. */
function repriceProducts(products: FakeProduct[], from: string, to: string): void {
  for (const p of products) for (const v of p.variants) {
    v.price = convertPrice(v.price, from, to);
    if (v.compareAtPrice) v.compareAtPrice = convertPrice(v.compareAtPrice, from, to);
  }
}

/** A shop's storefront (see {@link FakeShopify.startStorefront}). */
export type FakeStorefront = {
  url: string;
  /** Theme carts by cart token: lines of storefront variant id and quantity. */
  carts: Map<string, { variantId: string; quantity: number; key: string }[]>;
  requests: { method: string; path: string; body: string }[];
  stop(): Promise<void>;
};

/** A running stand-in. */
export type FakeShopify = {
  /** Base URL (http://127.0.0.1:PORT): Aisle's SHOPIFY_API_URL. */
  url: string;
  apiKey: string; apiSecret: string;
  shops: Map<string, FakeShop>;
  requests: FakeShopifyRequest[];
  /** Refresh-token grants answered (200 or 400), for the refresh-race test. */
  refreshes: { ok: boolean; token: string }[];
  /** Create a shop (seeding its catalog). */
  addShop(input: AddShopInput): Promise<FakeShop>;
  /** An App Bridge ID token for a user of a shop. `expiresInS` may be negative (expired); `secret`/`aud` forge one. */
  mintIdToken(input: { shop: string; sub?: string; expiresInS?: number; secret?: string; aud?: string }): Promise<string>;
  /** Answer the next `n` GraphQL requests with THROTTLED. */
  throttleNext(n: number): void;
  /** Add an order (paid, unfulfilled unless told) and return it. */
  addOrder(shop: string, input: { name?: string; email: string; customerName?: string; lines: { title: string; quantity: number; price: string; variantId?: string | null }[]; shippingPrice?: string; fulfilled?: boolean }): FakeOrder;
  /**
   * Write, change or (null) delete a shop policy as the merchant would in Settings → Policies (bumps updatedAt; Shopify
   * sends no webhook for policies). Its translations stay, and become `outdated` when the body changes.
   */
  setPolicy(shop: string, type: FakePolicyType, body: string | null): FakePolicy | null;
  /** Register the translation of a policy's body into `locale` (translationsRegister: made from the body as it is now). */
  translatePolicy(shop: string, type: FakePolicyType, locale: string, body: string): void;
  /** Change a product as the merchant would (bumps updatedAt) and send products/update. */
  updateProduct(shop: string, productId: string, change: (p: FakeProduct) => void): Promise<void>;
  /** Sign a raw body as Shopify does (base64 HMAC-SHA256 with the app secret, or `secret`). */
  sign(body: string, secret?: string): string;
  /** Headers of a webhook delivery in either style. */
  webhookHeaders(input: { topic: string; shop: string; body: string; webhookId?: string; eventId?: string; style?: 'classic' | 'events'; secret?: string; triggeredAt?: string }): Record<string, string>;
  /** Deliver a webhook (REST payload) to `webhookUrl` (or `url`). Returns the response. */
  deliver(input: { topic: string; shop: string; payload: Json; webhookId?: string; eventId?: string; style?: 'classic' | 'events'; secret?: string; url?: string }): Promise<Response>;
  /** Webhooks the stand-in sent (for assertions). */
  delivered: { topic: string; shop: string; webhookId: string; status: number }[];
  /** Where automatic webhooks go from now on (Aisle's /webhooks/shopify, known once its server listens). */
  setWebhookUrl(url: string): void;
  /** Let webhooks sent automatically settle (resolves when none is in flight). */
  idle(): Promise<void>;
  /** "The merchant approved the charge": ACTIVE, and app_subscriptions/update is sent. */
  approveSubscription(shop: string, subscriptionId: string): Promise<FakeSubscription>;
  /** "The merchant uninstalled the app": tokens revoked, app/uninstalled sent. */
  uninstall(shop: string): Promise<void>;
  /**
   * Change the shop as the merchant would in Settings → Store details (bumps updatedAt) and send shop/update. A new
   * `currencyCode` reprices every product into it, as Shopify does when a shop's currency changes.
   */
  updateShop(shop: string, change: { currencyCode?: string; name?: string; timezone?: string }): Promise<FakeShop>;
  /**
   * Serve the shop's storefront on its own port: a product page with Aisle's widget (`widgetSrc`, as the theme app
   * embed renders it), the theme's AJAX Cart API (`/cart.js`, `/cart/add.js`, `/cart/change.js`; cart by cookie) and
   * `/checkout` (a page listing the cart). Returns its URL, the carts and the requests it saw.
   */
  startStorefront(shop: string, widgetSrc: string): Promise<FakeStorefront>;
  /** REST payload of an order / product (as webhooks carry them). */
  orderPayload(o: FakeOrder): Json;
  productPayload(p: FakeProduct): Json;
  stop(): Promise<void>;
};

const money = (n: number) => n.toFixed(2);
/** Shopify's `digest` of a translatable value: SHA-256, hex. */
const digestOf = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');
/** The scopes Aisle asks for (src/platforms/shopify/shopify-api.ts SHOPIFY_SCOPES), granted to a shop by default. */
const DEFAULT_SCOPES = 'read_products,read_inventory,read_orders,write_orders,read_legal_policies,read_locales,read_translations';
const bag = (amount: string, currencyCode: string) => ({ shopMoney: { amount, currencyCode }, presentmentMoney: { amount, currencyCode } });
const token = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;

function connection<T>(items: T[], args: { first?: number | null; after?: string | null } = {}) {
  const start = args.after ? Number(Buffer.from(args.after, 'base64url').toString()) + 1 : 0;
  const slice = args.first == null ? items.slice(start) : items.slice(start, start + args.first);
  const cursor = (i: number) => Buffer.from(String(start + i)).toString('base64url');
  return {
    edges: slice.map((node, i) => ({ node, cursor: cursor(i) })), nodes: slice,
    pageInfo: { hasNextPage: start + slice.length < items.length, hasPreviousPage: start > 0, endCursor: slice.length ? cursor(slice.length - 1) : null, startCursor: slice.length ? cursor(0) : null },
  };
}

/** Approximate calculated query cost (Shopify: 1 per object, connections multiplied by `first`; mutations 10). */
function queryCost(op: OperationDefinitionNode, variables: Json): number {
  if (op.operation === 'mutation') return 10;
  const walk = (set: SelectionSetNode | undefined, mult: number): number => {
    if (!set) return 0;
    let cost = 0;
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) {
        if (!s.selectionSet) continue;
        const firstArg = s.arguments?.find((a) => a.name.value === 'first');
        let first = 1;
        if (firstArg?.value.kind === Kind.INT) first = Number(firstArg.value.value);
        else if (firstArg?.value.kind === Kind.VARIABLE) first = Number(variables[firstArg.value.name.value] ?? 1);
        cost += mult * (firstArg ? 2 : 1) + walk(s.selectionSet, mult * first);
      } else if ('selectionSet' in s) cost += walk(s.selectionSet, mult);
    }
    return cost;
  };
  return Math.max(1, walk(op.selectionSet, 1));
}

/** Start the stand-in on a free port. */
export async function startFakeShopify(opts: FakeShopifyOptions = {}): Promise<FakeShopify> {
  const apiKey = opts.apiKey ?? `fake-client-${randomBytes(4).toString('hex')}`;
  const apiSecret = opts.apiSecret ?? `fake-secret-${randomBytes(16).toString('hex')}`;
  const accessTtl = opts.accessTokenTtlS ?? 3600;
  const refreshTtl = opts.refreshTokenTtlS ?? 90 * 24 * 3600;
  const strict = opts.strictRotation ?? true;
  const apiVersion = opts.apiVersion ?? '2026-10';
  const schema = buildSchema(ADMIN_SDL);
  const ids = new IdSequence();
  const shops = new Map<string, FakeShop>();
  const requests: FakeShopifyRequest[] = [];
  const refreshes: { ok: boolean; token: string }[] = [];
  const delivered: FakeShopify['delivered'] = [];
  const accessTokens = new Map<string, { shop: string; expiresAt: number; online: boolean }>();
  const refreshTokens = new Map<string, { shop: string; expiresAt: number; used: boolean; replacedBy: string | null }>();
  const refundKeys = new Map<string, { refund: FakeRefund; order: FakeOrder }>();
  const buckets = new Map<string, { available: number; at: number }>();
  const inflight = new Set<Promise<unknown>>();
  let forcedThrottles = 0;
  let baseUrl = '';
  const key = new TextEncoder().encode(apiSecret);

  const subscribed = (topic: string) => !!opts.webhookUrl && (!opts.subscriptions || opts.subscriptions.includes(topic));

  function shopOf(domain: string | null): FakeShop | null {
    return (domain && shops.get(domain)) || null;
  }

  // ---------- webhooks ----------
  function sign(body: string, secret = apiSecret): string {
    return createHmac('sha256', secret).update(body, 'utf8').digest('base64');
  }
  function webhookHeaders(i: Parameters<FakeShopify['webhookHeaders']>[0]): Record<string, string> {
    const hmac = sign(i.body, i.secret);
    const webhookId = i.webhookId ?? randomUUID();
    const triggeredAt = i.triggeredAt ?? new Date().toISOString();
    if ((i.style ?? opts.webhookStyle ?? 'classic') === 'events') {
      return {
        'content-type': 'application/json', 'shopify-topic': i.topic, 'shopify-hmac-sha256': hmac, 'shopify-shop-domain': i.shop,
        'shopify-api-version': apiVersion, 'shopify-webhook-id': webhookId, 'shopify-triggered-at': triggeredAt,
        ...(i.eventId ? { 'shopify-event-id': i.eventId } : {}),
      };
    }
    return {
      'content-type': 'application/json', 'X-Shopify-Topic': i.topic, 'X-Shopify-Hmac-Sha256': hmac, 'X-Shopify-Shop-Domain': i.shop,
      'X-Shopify-API-Version': apiVersion, 'X-Shopify-Webhook-Id': webhookId, 'X-Shopify-Triggered-At': triggeredAt,
      'X-Shopify-Event-Id': i.eventId ?? randomUUID(),
    };
  }
  async function deliver(i: Parameters<FakeShopify['deliver']>[0]): Promise<Response> {
    const target = i.url ?? opts.webhookUrl;
    if (!target) throw new Error('no webhookUrl to deliver to');
    const body = JSON.stringify(i.payload);
    const headers = webhookHeaders({ ...i, body });
    const webhookId = headers['X-Shopify-Webhook-Id'] ?? headers['shopify-webhook-id']!;
    const res = await fetch(target, { method: 'POST', headers, body });
    const bytes = await res.arrayBuffer().catch(() => new ArrayBuffer(0));
    delivered.push({ topic: i.topic, shop: i.shop, webhookId, status: res.status });
    return new Response(bytes.byteLength ? bytes : null, { status: res.status, headers: res.headers });
  }
  /** Send a webhook in the background when the app subscribes to its topic (Shopify delivers asynchronously). */
  /** The REST `Shop` resource as shop/update and app/uninstalled carry it. */
  function shopPayload(shop: FakeShop): Json {
    return {
      id: 1, name: shop.name, email: shop.email, domain: shop.primaryDomain, myshopify_domain: shop.domain, currency: shop.currencyCode,
      iana_timezone: shop.timezone, updated_at: shop.updatedAt,
    };
  }

  function emit(topic: string, shop: FakeShop, payload: Json): void {
    if (!subscribed(topic) || !shop.installed && topic !== 'app/uninstalled' && !topic.includes('redact')) return;
    const p = deliver({ topic, shop: shop.domain, payload }).catch(() => {});
    inflight.add(p);
    void p.finally(() => inflight.delete(p));
  }

  // ---------- REST payloads (webhooks) ----------
  function productPayload(p: FakeProduct): Json {
    return {
      id: Number(p.legacyResourceId), admin_graphql_api_id: p.id, title: p.title, body_html: p.descriptionHtml, vendor: p.vendor,
      product_type: p.productType, handle: p.handle, status: p.status.toLowerCase(), tags: p.tags.join(', '),
      created_at: p.createdAt, updated_at: p.updatedAt, published_scope: 'global',
      options: p.options.map((o) => ({ id: Number(legacyId(o.id)), product_id: Number(p.legacyResourceId), name: o.name, position: o.position, values: o.optionValues.map((v) => v.name) })),
      variants: p.variants.map((v) => ({
        id: Number(v.legacyResourceId), admin_graphql_api_id: v.id, product_id: Number(p.legacyResourceId), title: v.title, price: v.price,
        compare_at_price: v.compareAtPrice, sku: v.sku ?? '', position: v.position, inventory_policy: v.inventoryPolicy.toLowerCase(),
        option1: v.selectedOptions[0]?.value ?? null, option2: v.selectedOptions[1]?.value ?? null, option3: v.selectedOptions[2]?.value ?? null,
        inventory_item_id: Number(legacyId(v.inventoryItem.id)), inventory_quantity: v.inventoryQuantity, inventory_management: v.inventoryItem.tracked ? 'shopify' : null,
        image_id: null, created_at: p.createdAt, updated_at: p.updatedAt,
      })),
      images: p.media.map((m, i) => ({ id: Number(legacyId(m.id)), product_id: Number(p.legacyResourceId), position: i + 1, src: m.image.url, alt: m.alt, variant_ids: [] })),
      image: p.media[0] ? { src: p.media[0].image.url, alt: p.media[0].alt } : null,
    };
  }
  function orderTotals(o: FakeOrder) {
    const subtotal = o.lines.reduce((s, l) => s + Number(l.price) * l.quantity, 0);
    const total = subtotal + Number(o.shippingPrice);
    const refunded = o.refunds.reduce((s, r) => s + Number(r.amount), 0);
    return { subtotal, total, refunded };
  }
  function orderPayload(o: FakeOrder): Json {
    const t = orderTotals(o);
    return {
      id: Number(o.legacyResourceId), admin_graphql_api_id: o.id, name: o.name, email: o.email, created_at: o.createdAt, updated_at: o.updatedAt,
      cancelled_at: o.cancelledAt, currency: o.currencyCode, financial_status: o.financialStatus.toLowerCase(),
      fulfillment_status: o.fulfillmentStatus === 'UNFULFILLED' ? null : o.fulfillmentStatus.toLowerCase(),
      total_price: money(t.total), subtotal_price: money(t.subtotal), total_shipping_price_set: bag(o.shippingPrice, o.currencyCode),
      line_items: o.lines.map((l) => ({ id: Number(legacyId(l.id)), admin_graphql_api_id: l.id, title: l.title, variant_title: l.variantTitle, quantity: l.quantity, current_quantity: l.quantity - l.refundedQuantity, price: l.price, sku: l.sku, variant_id: l.variantId ? Number(legacyId(l.variantId)) : null })),
      customer: o.customer ? { id: Number(legacyId(o.customer.id)), email: o.customer.email, first_name: o.customer.firstName, last_name: o.customer.lastName } : null,
      shipping_address: o.shippingAddress ? { first_name: o.shippingAddress.firstName, last_name: o.shippingAddress.lastName, address1: o.shippingAddress.address1, address2: o.shippingAddress.address2 ?? null, city: o.shippingAddress.city, province_code: o.shippingAddress.provinceCode ?? null, zip: o.shippingAddress.zip, country_code: o.shippingAddress.countryCode } : null,
      refunds: o.refunds.map((r) => ({ id: Number(legacyId(r.id)), created_at: r.createdAt, note: r.note })),
    };
  }

  // ---------- GraphQL views ----------
  const variantView = (p: FakeProduct, v: FakeVariant): Json => ({
    ...v, __typename: 'ProductVariant', updatedAt: p.updatedAt,
    product: () => productView(p),
    inventoryItem: { ...v.inventoryItem, __typename: 'InventoryItem', variant: () => variantView(p, v) },
  });
  function productView(p: FakeProduct, shop?: FakeShop): Json {
    return {
      ...p, __typename: 'Product',
      onlineStoreUrl: p.status === 'ACTIVE' && shop ? `https://${shop.primaryDomain}/products/${p.handle}` : null,
      options: () => p.options.map((o) => ({ ...o, optionValues: o.optionValues.map((v, i) => ({ id: gid('ProductOptionValue', `${legacyId(o.id)}${i}`), name: v.name })) })),
      variants: (a: { first?: number; after?: string }) => connection(p.variants.map((v) => variantView(p, v)), a),
      media: (a: { first?: number; after?: string }) => connection(p.media.map((m) => ({ ...m, __typename: 'MediaImage', mediaContentType: 'IMAGE' })), a),
      metafield: (a: { namespace?: string; key: string }) => {
        if ((a.namespace ?? '') !== 'reviews') return null;
        const value = a.key === 'rating' ? p.rating : a.key === 'rating_count' ? p.ratingCount : null;
        return value === null ? null : { namespace: 'reviews', key: a.key, value };
      },
    };
  }
  function orderView(o: FakeOrder): Json {
    const t = orderTotals(o);
    return {
      __typename: 'Order', id: o.id, legacyResourceId: o.legacyResourceId, name: o.name, email: o.email, createdAt: o.createdAt, updatedAt: o.updatedAt,
      cancelledAt: o.cancelledAt, displayFinancialStatus: o.financialStatus, displayFulfillmentStatus: o.fulfillmentStatus, currencyCode: o.currencyCode,
      customer: o.customer ? { id: o.customer.id, displayName: `${o.customer.firstName} ${o.customer.lastName}`.trim(), firstName: o.customer.firstName, lastName: o.customer.lastName, defaultEmailAddress: { emailAddress: o.customer.email } } : null,
      lineItems: (a: { first?: number; after?: string }) => connection(o.lines.map((l) => ({
        id: l.id, title: l.title, variantTitle: l.variantTitle, quantity: l.quantity, currentQuantity: l.quantity - l.refundedQuantity,
        refundableQuantity: o.cancelledAt ? 0 : l.quantity - l.refundedQuantity, originalUnitPriceSet: bag(l.price, o.currencyCode), sku: l.sku,
        variant: null,
      })), a),
      totalPriceSet: bag(money(t.total), o.currencyCode), subtotalPriceSet: bag(money(t.subtotal), o.currencyCode),
      totalShippingPriceSet: bag(o.shippingPrice, o.currencyCode), totalRefundedSet: bag(money(t.refunded), o.currencyCode),
      shippingAddress: o.shippingAddress ? {
        name: `${o.shippingAddress.firstName ?? ''} ${o.shippingAddress.lastName ?? ''}`.trim() || null, firstName: o.shippingAddress.firstName ?? null,
        lastName: o.shippingAddress.lastName ?? null, address1: o.shippingAddress.address1, address2: o.shippingAddress.address2 ?? null, city: o.shippingAddress.city,
        provinceCode: o.shippingAddress.provinceCode ?? null, province: o.shippingAddress.provinceCode ?? null, zip: o.shippingAddress.zip,
        countryCodeV2: o.shippingAddress.countryCode, country: o.shippingAddress.countryCode,
      } : null,
      fulfillments: () => o.fulfillments.map((f) => ({ ...f, displayStatus: f.status, trackingInfo: () => f.trackingInfo })),
      transactions: () => o.transactions.map((tr) => ({ id: tr.id, kind: tr.kind, status: tr.status, gateway: tr.gateway, amountSet: bag(tr.amount, o.currencyCode), parentTransaction: null })),
      refunds: () => o.refunds.map((r) => ({ id: r.id, createdAt: r.createdAt, note: r.note, totalRefundedSet: bag(r.amount, o.currencyCode) })),
    };
  }
  function subscriptionView(s: FakeSubscription): Json {
    return {
      ...s, __typename: 'AppSubscription',
      lineItems: [{ id: gid('AppSubscriptionLineItem', `${legacyId(s.id)}1`), plan: { pricingDetails: { __typename: 'AppRecurringPricing', price: s.price, interval: s.interval, discount: null } } }],
    };
  }
  function orderMatches(o: FakeOrder, query: string | null | undefined): boolean {
    if (!query) return true;
    const m = /name:\s*"?#?([^"\s]+)"?/.exec(query);
    if (m) return o.name.replace(/^#/, '') === m[1]!.replace(/^#/, '');
    const e = /email:\s*"?([^"\s]+)"?/.exec(query);
    if (e) return o.email.toLowerCase() === e[1]!.toLowerCase();
    return true;
  }
  function findNode(shop: FakeShop, id: string): Json | null {
    const type = /^gid:\/\/shopify\/(\w+)\//.exec(id)?.[1];
    if (type === 'Product') { const p = shop.products.find((x) => x.id === id); return p ? productView(p, shop) : null; }
    if (type === 'ProductVariant' || type === 'InventoryItem') {
      for (const p of shop.products) for (const v of p.variants) {
        if (v.id === id) return variantView(p, v);
        if (v.inventoryItem.id === id) return (variantView(p, v).inventoryItem as Json);
      }
      return null;
    }
    if (type === 'Order') { const o = shop.orders.find((x) => x.id === id); return o ? orderView(o) : null; }
    if (type === 'BulkOperation') { const b = shop.bulkOps.get(id); return b ? bulkView(b) : null; }
    if (type === 'AppSubscription') { const s = shop.subscriptions.find((x) => x.id === id); return s ? subscriptionView(s) : null; }
    return null;
  }
  function bulkView(b: BulkOp): Json {
    return {
      __typename: 'BulkOperation', id: b.id, status: b.status, errorCode: b.errorCode, createdAt: b.createdAt, completedAt: b.completedAt,
      objectCount: String(b.objectCount), rootObjectCount: String(b.rootObjectCount), fileSize: b.jsonl ? String(Buffer.byteLength(b.jsonl)) : null,
      url: b.status === 'COMPLETED' ? `${baseUrl}/bulk/${legacyId(b.id)}.jsonl` : null, partialDataUrl: null, query: b.query, type: 'QUERY',
    };
  }

  /** Execute a bulk query over the shop and flatten it as Shopify does (JSONL, nested connection nodes with __parentId). */
  async function runBulk(shop: FakeShop, op: BulkOp, doc: DocumentNode): Promise<void> {
    const result = await execute({ schema, document: doc, rootValue: rootFor(shop, null), contextValue: { bulk: true } });
    if (result.errors?.length) throw new Error(result.errors[0]!.message);
    const lines: string[] = [];
    let roots = 0;
    const isConnection = (v: unknown): v is { edges?: { node: Json }[]; nodes?: Json[] } => !!v && typeof v === 'object' && ('edges' in v || 'nodes' in v) && !Array.isArray(v);
    const nodesOf = (c: { edges?: { node: Json }[]; nodes?: Json[] }) => c.nodes ?? (c.edges ?? []).map((e) => e.node);
    const emitNode = (node: Json, parentId: string | null) => {
      const own: Json = {};
      const children: [Json[]][] = [];
      for (const [k, v] of Object.entries(node)) {
        if (isConnection(v)) children.push([nodesOf(v)]);
        else own[k] = v;
      }
      if (parentId) own.__parentId = parentId;
      else roots++;
      lines.push(JSON.stringify(own));
      for (const [kids] of children) for (const kid of kids) emitNode(kid, node.id as string);
    };
    for (const v of Object.values(result.data ?? {})) if (isConnection(v)) for (const n of nodesOf(v)) emitNode(n, null);
    op.jsonl = lines.length ? `${lines.join('\n')}\n` : '';
    op.objectCount = lines.length;
    op.rootObjectCount = roots;
  }

  /** Shopify's ACCESS_DENIED for a field whose scope the shop did not grant. */
  function requireScope(shop: FakeShop, scope: string, field: string): void {
    if (!shop.scopes.split(',').includes(scope)) {
      throw new Error(`Access denied for ${field} field. Required access: \`${scope}\` access scope.`);
    }
  }
  function policyTranslations(p: FakePolicy, locale: string, outdated?: boolean | null): Json[] {
    const t = p.translations.get(locale);
    if (!t) return [];
    const isOutdated = t.sourceDigest !== digestOf(p.body);
    if (outdated !== undefined && outdated !== null && outdated !== isOutdated) return [];
    return [{ key: 'body', locale, value: t.value, outdated: isOutdated, updatedAt: t.updatedAt }];
  }
  function policyView(shop: FakeShop, p: FakePolicy): Json {
    return {
      __typename: 'ShopPolicy', id: p.id, type: p.type, title: FAKE_POLICY_TITLES[p.type], body: p.body, createdAt: p.createdAt, updatedAt: p.updatedAt,
      url: `https://${shop.primaryDomain}/policies/${FAKE_POLICY_TITLES[p.type].toLowerCase().replace(/\s+/g, '-')}`,
      translations: (a: { locale: string }) => policyTranslations(p, a.locale),
    };
  }

  function rootFor(shop: FakeShop, ctx: { version: string; throttle?: unknown } | null) {
    const find = <T>(id: string, list: T[], pick: (x: T) => string) => list.find((x) => pick(x) === id) ?? null;
    return {
      shopLocales: (a: { published?: boolean | null }) => {
        requireScope(shop, 'read_locales', 'shopLocales');
        return shop.locales.filter((l) => a.published == null || l.published === a.published).map((l) => ({ ...l, name: new Intl.DisplayNames(['en'], { type: 'language' }).of(l.locale) ?? l.locale }));
      },
      translatableResources: (a: { first?: number; after?: string; resourceType: string; reverse?: boolean }) => {
        requireScope(shop, 'read_translations', 'translatableResources');
        const resources = a.resourceType !== 'SHOP_POLICY' ? [] : shop.policies.map((p) => ({
          resourceId: p.id,
          translatableContent: [{ key: 'body', value: p.body, digest: digestOf(p.body), locale: shop.locales.find((l) => l.primary)?.locale ?? 'en', type: 'HTML' }],
          translations: (t: { locale: string; outdated?: boolean | null }) => policyTranslations(p, t.locale, t.outdated),
        }));
        return connection(a.reverse ? resources.reverse() : resources, a);
      },
      shop: () => ({
        shopPolicies: () => { requireScope(shop, 'read_legal_policies', 'shopPolicies'); return shop.policies.map((p) => policyView(shop, p)); },
        __typename: 'Shop', id: gid('Shop', '1'), name: shop.name, email: shop.email, contactEmail: shop.email, myshopifyDomain: shop.domain,
        currencyCode: shop.currencyCode, ianaTimezone: shop.timezone,
        primaryDomain: { host: shop.primaryDomain, url: `https://${shop.primaryDomain}` },
        plan: { partnerDevelopment: shop.partnerDevelopment, shopifyPlus: false, publicDisplayName: shop.partnerDevelopment ? 'Development' : 'Basic' },
      }),
      node: ({ id }: { id: string }) => findNode(shop, id),
      product: ({ id }: { id: string }) => { const p = find(id, shop.products, (x) => x.id); return p ? productView(p, shop) : null; },
      products: (a: { first?: number; after?: string }) => connection(shop.products.map((p) => productView(p, shop)), a),
      productVariant: ({ id }: { id: string }) => findNode(shop, id),
      inventoryItem: ({ id }: { id: string }) => findNode(shop, id),
      order: ({ id }: { id: string }) => { const o = find(id, shop.orders, (x) => x.id); return o ? orderView(o) : null; },
      orders: (a: { first?: number; after?: string; query?: string }) => connection(shop.orders.filter((o) => orderMatches(o, a.query)).map(orderView), a),
      bulkOperation: ({ id }: { id: string }) => { const b = shop.bulkOps.get(id); return b ? bulkView(b) : null; },
      currentBulkOperation: () => { const all = [...shop.bulkOps.values()]; return all.length ? bulkView(all[all.length - 1]!) : null; },
      currentAppInstallation: () => ({
        __typename: 'AppInstallation', id: gid('AppInstallation', '1'),
        activeSubscriptions: shop.subscriptions.filter((s) => s.status === 'ACTIVE').map(subscriptionView),
        oneTimePurchases: () => connection([]),
      }),
      job: ({ id }: { id: string }) => ({ id, done: true }),

      bulkOperationRunQuery: async ({ query }: { query: string }) => {
        if ([...shop.bulkOps.values()].some((b) => b.status === 'RUNNING' || b.status === 'CREATED')) {
          return { bulkOperation: null, userErrors: [{ field: ['query'], message: 'A bulk query operation for this app and shop is already in progress.', code: 'OPERATION_IN_PROGRESS' }] };
        }
        let doc: DocumentNode;
        try {
          doc = parse(query);
        } catch (e) {
          return { bulkOperation: null, userErrors: [{ field: ['query'], message: `Invalid bulk query: ${(e as Error).message}`, code: 'INVALID' }] };
        }
        const errs = validate(schema, doc);
        if (errs.length) return { bulkOperation: null, userErrors: [{ field: ['query'], message: `Invalid bulk query: ${errs[0]!.message}`, code: 'INVALID' }] };
        const op: BulkOp = { id: gid('BulkOperation', ids.take()), status: 'RUNNING', query, createdAt: new Date().toISOString(), completedAt: null, objectCount: 0, rootObjectCount: 0, jsonl: null, errorCode: null };
        shop.bulkOps.set(op.id, op);
        const work = (async () => {
          await new Promise((r) => setTimeout(r, opts.bulkDelayMs ?? 20));
          try {
            await runBulk(shop, op, doc);
            op.status = 'COMPLETED';
          } catch {
            op.status = 'FAILED';
            op.errorCode = 'INTERNAL_SERVER_ERROR';
          }
          op.completedAt = new Date().toISOString();
          emit('bulk_operations/finish', shop, {
            admin_graphql_api_id: op.id, completed_at: op.completedAt, created_at: op.createdAt, error_code: op.errorCode?.toLowerCase() ?? null,
            status: op.status.toLowerCase(), type: 'query',
          });
        })();
        inflight.add(work);
        void work.finally(() => inflight.delete(work));
        return { bulkOperation: { ...bulkView(op), status: 'CREATED' }, userErrors: [] };
      },

      refundCreate: ({ input }: { input: { orderId: string; note?: string; refundLineItems?: { lineItemId: string; quantity: number }[]; shipping?: { amount?: string; fullRefund?: boolean }; transactions?: { amount: string; parentId?: string; gateway: string; kind: string }[] } }, _c: unknown, info: GraphQLResolveInfo) => {
        const idem = (info.fieldNodes[0] as FieldNode).directives?.find((d) => d.name.value === 'idempotent');
        const keyArg = idem?.arguments?.find((a) => a.name.value === 'key')?.value;
        const idemKey = keyArg?.kind === Kind.STRING ? keyArg.value : keyArg?.kind === Kind.VARIABLE ? String(info.variableValues.coerced[keyArg.name.value] ?? '') : '';
        if (!idemKey && ctx && ctx.version >= '2026-04') throw new Error('The @idempotent directive is required for this mutation.');
        const prior = idemKey ? refundKeys.get(`${shop.domain}|${idemKey}`) : undefined;
        if (prior) return { refund: { id: prior.refund.id, createdAt: prior.refund.createdAt, note: prior.refund.note, totalRefundedSet: bag(prior.refund.amount, prior.order.currencyCode) }, order: orderView(prior.order), userErrors: [] };
        const o = shop.orders.find((x) => x.id === input.orderId);
        if (!o) return { refund: null, order: null, userErrors: [{ field: ['orderId'], message: 'Order does not exist' }] };
        const amount = (input.transactions ?? []).reduce((s, t) => s + Number(t.amount), 0);
        const t = orderTotals(o);
        if (amount - (t.total - t.refunded) > 0.0001) return { refund: null, order: orderView(o), userErrors: [{ field: ['transactions', '0', 'amount'], message: `Amount cannot exceed the refundable amount of ${money(t.total - t.refunded)}` }] };
        for (const rl of input.refundLineItems ?? []) {
          const line = o.lines.find((l) => l.id === rl.lineItemId);
          if (!line) return { refund: null, order: orderView(o), userErrors: [{ field: ['refundLineItems'], message: 'Line item does not exist' }] };
          if (rl.quantity > line.quantity - line.refundedQuantity) return { refund: null, order: orderView(o), userErrors: [{ field: ['refundLineItems'], message: 'Quantity cannot refund more items than were purchased' }] };
        }
        for (const rl of input.refundLineItems ?? []) o.lines.find((l) => l.id === rl.lineItemId)!.refundedQuantity += rl.quantity;
        const refund: FakeRefund = { id: gid('Refund', ids.take()), createdAt: new Date().toISOString(), note: input.note ?? null, amount: money(amount), idempotencyKey: idemKey, lines: input.refundLineItems ?? [] };
        o.refunds.push(refund);
        if (amount > 0) o.transactions.push({ id: gid('OrderTransaction', ids.take()), kind: 'REFUND', status: 'SUCCESS', gateway: input.transactions?.[0]?.gateway ?? 'manual', amount: money(amount) });
        const after = orderTotals(o);
        o.financialStatus = after.refunded >= after.total - 0.0001 ? 'REFUNDED' : after.refunded > 0 ? 'PARTIALLY_REFUNDED' : o.financialStatus;
        o.updatedAt = new Date().toISOString();
        if (idemKey) refundKeys.set(`${shop.domain}|${idemKey}`, { refund, order: o });
        emit('refunds/create', shop, { id: Number(legacyId(refund.id)), order_id: Number(o.legacyResourceId), created_at: refund.createdAt, note: refund.note, refund_line_items: refund.lines.map((l) => ({ line_item_id: Number(legacyId(l.lineItemId)), quantity: l.quantity })), transactions: [{ amount: refund.amount, kind: 'refund', status: 'success' }] });
        emit('orders/updated', shop, orderPayload(o));
        return { refund: { id: refund.id, createdAt: refund.createdAt, note: refund.note, totalRefundedSet: bag(refund.amount, o.currencyCode) }, order: orderView(o), userErrors: [] };
      },

      orderCancel: (a: { orderId: string; refund?: boolean; refundMethod?: { originalPaymentMethodsRefund?: boolean }; staffNote?: string }) => {
        const o = shop.orders.find((x) => x.id === a.orderId);
        if (!o) return { job: null, orderCancelUserErrors: [{ field: ['orderId'], message: 'Order does not exist', code: 'NOT_FOUND' }], userErrors: [] };
        if (o.cancelledAt) return { job: null, orderCancelUserErrors: [{ field: ['orderId'], message: 'Order has already been cancelled', code: 'INVALID' }], userErrors: [] };
        if (o.fulfillmentStatus !== 'UNFULFILLED') return { job: null, orderCancelUserErrors: [{ field: ['orderId'], message: 'Cannot cancel a fulfilled order', code: 'INVALID' }], userErrors: [] };
        const t = orderTotals(o);
        if ((a.refundMethod?.originalPaymentMethodsRefund ?? a.refund) && t.total - t.refunded > 0) {
          const amount = money(t.total - t.refunded);
          o.refunds.push({ id: gid('Refund', ids.take()), createdAt: new Date().toISOString(), note: a.staffNote ?? null, amount, idempotencyKey: '', lines: [] });
          for (const l of o.lines) l.refundedQuantity = l.quantity;
          o.transactions.push({ id: gid('OrderTransaction', ids.take()), kind: 'REFUND', status: 'SUCCESS', gateway: 'bogus', amount });
          o.financialStatus = 'REFUNDED';
        }
        o.cancelledAt = new Date().toISOString();
        o.updatedAt = o.cancelledAt;
        emit('orders/cancelled', shop, orderPayload(o));
        return { job: { id: gid('Job', randomUUID()), done: true }, orderCancelUserErrors: [], userErrors: [] };
      },

      orderUpdate: ({ input }: { input: { id: string; shippingAddress?: { firstName?: string; lastName?: string; address1?: string; address2?: string; city?: string; provinceCode?: string; zip?: string; countryCode?: string } } }) => {
        const o = shop.orders.find((x) => x.id === input.id);
        if (!o) return { order: null, userErrors: [{ field: ['id'], message: 'Order does not exist' }] };
        if (input.shippingAddress) {
          const s = input.shippingAddress;
          if (!s.address1 || !s.city || !s.zip || !s.countryCode) return { order: orderView(o), userErrors: [{ field: ['shippingAddress'], message: 'Address is incomplete' }] };
          o.shippingAddress = { firstName: s.firstName, lastName: s.lastName, address1: s.address1, address2: s.address2 ?? null, city: s.city, provinceCode: s.provinceCode ?? null, zip: s.zip, countryCode: s.countryCode };
        }
        o.updatedAt = new Date().toISOString();
        emit('orders/updated', shop, orderPayload(o));
        return { order: orderView(o), userErrors: [] };
      },

      appSubscriptionCreate: (a: { name: string; returnUrl: string; test?: boolean; trialDays?: number; lineItems: { plan: { appRecurringPricingDetails?: { price: { amount: string; currencyCode: string }; interval?: string } } }[] }) => {
        const pricing = a.lineItems[0]?.plan.appRecurringPricingDetails;
        if (!pricing) return { appSubscription: null, confirmationUrl: null, userErrors: [{ field: ['lineItems'], message: 'A recurring line item is required' }] };
        const s: FakeSubscription = {
          id: gid('AppSubscription', ids.take()), name: a.name, test: a.test ?? false, status: 'PENDING', trialDays: a.trialDays ?? 0,
          createdAt: new Date().toISOString(), currentPeriodEnd: null, returnUrl: a.returnUrl,
          price: { amount: Number(pricing.price.amount).toFixed(2), currencyCode: pricing.price.currencyCode }, interval: pricing.interval ?? 'EVERY_30_DAYS',
        };
        shop.subscriptions.push(s);
        return { appSubscription: subscriptionView(s), confirmationUrl: `${baseUrl}/admin/charges/${legacyId(s.id)}/confirm?shop=${shop.domain}`, userErrors: [] };
      },
      appSubscriptionCancel: ({ id }: { id: string }) => {
        const s = shop.subscriptions.find((x) => x.id === id);
        if (!s) return { appSubscription: null, userErrors: [{ field: ['id'], message: 'Subscription not found' }] };
        s.status = 'CANCELLED';
        emit('app_subscriptions/update', shop, subscriptionPayload(shop, s));
        return { appSubscription: subscriptionView(s), userErrors: [] };
      },
    };
  }

  function subscriptionPayload(shop: FakeShop, s: FakeSubscription): Json {
    return { app_subscription: { admin_graphql_api_id: s.id, name: s.name, status: s.status, admin_graphql_api_shop_id: gid('Shop', '1'), created_at: s.createdAt, updated_at: new Date().toISOString(), currency: s.price.currencyCode, capped_amount: null, shop_domain: shop.domain } };
  }

  // ---------- HTTP ----------
  function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    res.writeHead(status, { 'content-type': typeof body === 'string' && !headers['content-type'] ? 'text/plain' : 'application/json', ...headers });
    res.end(text);
  }
  async function readBody(req: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  async function verifyIdToken(t: string): Promise<{ shop: string; sub: string } | null> {
    try {
      const { payload } = await jwtVerify(t, key, { algorithms: ['HS256'], audience: apiKey, clockTolerance: 10 });
      const dest = new URL(String(payload.dest)).host;
      return { shop: dest, sub: String(payload.sub ?? '') };
    } catch {
      return null;
    }
  }

  function issueOffline(shop: FakeShop, expiring: boolean): Json {
    const access = token('shpat_');
    accessTokens.set(access, { shop: shop.domain, expiresAt: expiring ? Date.now() + accessTtl * 1000 : Number.POSITIVE_INFINITY, online: false });
    if (!expiring) return { access_token: access, scope: shop.scopes };
    const refresh = token('shprt_');
    refreshTokens.set(refresh, { shop: shop.domain, expiresAt: Date.now() + refreshTtl * 1000, used: false, replacedBy: null });
    return { access_token: access, scope: shop.scopes, expires_in: accessTtl, refresh_token: refresh, refresh_token_expires_in: refreshTtl };
  }

  async function oauth(req: IncomingMessage, res: ServerResponse, shop: FakeShop | null): Promise<void> {
    const raw = await readBody(req);
    let body: Json;
    try {
      body = (req.headers['content-type'] ?? '').includes('json') ? JSON.parse(raw) as Json : Object.fromEntries(new URLSearchParams(raw));
    } catch {
      return send(res, 400, { error: 'invalid_request', error_description: 'Malformed body' });
    }
    if (body.client_id !== apiKey || body.client_secret !== apiSecret) return send(res, 400, { error: 'invalid_client', error_description: 'Client authentication failed' });
    if (!shop) return send(res, 404, { errors: 'Not Found' });
    if (body.grant_type === 'urn:ietf:params:oauth:grant-type:token-exchange') {
      const claims = await verifyIdToken(String(body.subject_token ?? ''));
      if (!claims || claims.shop !== shop.domain) return send(res, 400, { error: 'invalid_subject_token', error_description: 'Token is invalid or expired' });
      shop.installed = true;
      if (body.requested_token_type === 'urn:shopify:params:oauth:token-type:online-access-token') {
        const user = shop.users.get(claims.sub);
        if (!user) return send(res, 400, { error: 'invalid_subject_token', error_description: 'Unknown user' });
        const access = token('shpua_');
        accessTokens.set(access, { shop: shop.domain, expiresAt: Date.now() + 86_400_000, online: true });
        return send(res, 200, { access_token: access, scope: shop.scopes, expires_in: 86_399, associated_user_scope: shop.scopes, associated_user: user });
      }
      return send(res, 200, issueOffline(shop, body.expiring === '1' || body.expiring === 1 || body.expiring === true));
    }
    if (body.grant_type === 'refresh_token') {
      const t = String(body.refresh_token ?? '');
      const r = refreshTokens.get(t);
      const replacementUsed = r?.replacedBy ? refreshTokens.get(r.replacedBy)?.used === true : false;
      if (!r || r.shop !== shop.domain || r.expiresAt < Date.now() || (strict && r.used) || replacementUsed) {
        refreshes.push({ ok: false, token: t });
        return send(res, 400, { error: 'invalid_grant', error_description: 'Refresh token is invalid, expired or revoked' });
      }
      r.used = true;
      const issued = issueOffline(shop, true);
      r.replacedBy = String(issued.refresh_token);
      refreshes.push({ ok: true, token: t });
      return send(res, 200, issued);
    }
    return send(res, 400, { error: 'unsupported_grant_type', error_description: 'Grant type not supported' });
  }

  async function graphqlEndpoint(req: IncomingMessage, res: ServerResponse, shop: FakeShop | null, version: string): Promise<FakeShopifyRequest['operation']> {
    const access = String(req.headers['x-shopify-access-token'] ?? '');
    const t = accessTokens.get(access);
    if (!shop || !t || t.shop !== shop.domain || t.expiresAt < Date.now()) {
      send(res, 401, { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' });
      return null;
    }
    let body: { query?: string; variables?: Json; operationName?: string };
    try {
      body = JSON.parse(await readBody(req)) as typeof body;
    } catch {
      send(res, 400, { errors: 'Bad Request' });
      return null;
    }
    let doc: DocumentNode;
    try {
      doc = parse(body.query ?? '');
    } catch (e) {
      send(res, 200, { errors: [{ message: (e as Error).message, extensions: { code: 'PARSE_ERROR' } }] });
      return null;
    }
    const op = doc.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
    const rootFields = op?.selectionSet.selections.filter((s): s is FieldNode => s.kind === Kind.FIELD).map((f) => f.name.value) ?? [];
    const operation = `${op?.operation ?? 'query'} ${rootFields.join(',')}`;
    const errors = validate(schema, doc);
    if (errors.length) {
      send(res, 200, { errors: errors.map((e) => ({ message: e.message, locations: e.locations, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } })) });
      return operation;
    }
    const requested = queryCost(op!, body.variables ?? {});
    const b = buckets.get(shop.domain) ?? { available: COST_BUCKET.maximumAvailable, at: Date.now() };
    b.available = Math.min(COST_BUCKET.maximumAvailable, b.available + ((Date.now() - b.at) / 1000) * COST_BUCKET.restoreRate);
    b.at = Date.now();
    buckets.set(shop.domain, b);
    const throttleStatus = () => ({ maximumAvailable: COST_BUCKET.maximumAvailable, currentlyAvailable: Math.floor(b.available), restoreRate: COST_BUCKET.restoreRate });
    if (forcedThrottles > 0 || requested > b.available) {
      if (forcedThrottles > 0) forcedThrottles--;
      send(res, 200, {
        errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED', documentation: 'https://shopify.dev/api/usage/rate-limits' } }],
        extensions: { cost: { requestedQueryCost: requested, actualQueryCost: null, throttleStatus: throttleStatus() } },
      });
      return `${operation} THROTTLED`;
    }
    b.available -= requested;
    const result = await execute({ schema, document: doc, rootValue: rootFor(shop, { version }), variableValues: body.variables ?? {}, operationName: body.operationName });
    send(res, 200, {
      ...(result.data !== undefined ? { data: result.data } : {}),
      ...(result.errors?.length ? { errors: result.errors.map((e) => ({ message: e.message, path: e.path })) } : {}),
      extensions: { cost: { requestedQueryCost: requested, actualQueryCost: requested, throttleStatus: throttleStatus() } },
    });
    return operation;
  }

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const shopDomain = (req.headers['x-forwarded-host'] as string | undefined) ?? url.searchParams.get('shop');
      const shop = shopOf(shopDomain ?? null);
      const entry: FakeShopifyRequest = { method: req.method ?? 'GET', path: url.pathname, shop: shopDomain ?? null, operation: null, status: 0, throttled: false, idempotencyKey: null };
      try {
        if (req.method === 'POST' && url.pathname === '/admin/oauth/access_token') {
          await oauth(req, res, shop);
        } else if (req.method === 'POST' && /^\/admin\/api\/[\w-]+\/graphql\.json$/.test(url.pathname)) {
          const version = url.pathname.split('/')[3]!;
          entry.operation = await graphqlEndpoint(req, res, shop, version);
          entry.throttled = !!entry.operation?.endsWith('THROTTLED');
        } else if (req.method === 'GET' && /^\/bulk\/\d+\.jsonl$/.test(url.pathname)) {
          const id = gid('BulkOperation', url.pathname.slice(6, -6));
          const op = [...shops.values()].map((s) => s.bulkOps.get(id)).find(Boolean);
          if (!op?.jsonl && op?.jsonl !== '') send(res, 404, 'Not Found');
          else send(res, 200, op.jsonl, { 'content-type': 'application/jsonl' });
        } else if (/^\/admin\/charges\/\d+\/confirm$/.test(url.pathname) && shop) {
          const s = shop.subscriptions.find((x) => legacyId(x.id) === url.pathname.split('/')[3]);
          if (!s) send(res, 404, 'Not Found');
          else if (req.method === 'POST') {
            await approveSubscription(shop.domain, s.id);
            const back = new URL(s.returnUrl);
            back.searchParams.set('charge_id', legacyId(s.id));
            res.writeHead(303, { location: back.toString() });
            res.end();
          } else {
            send(res, 200, `<!doctype html><title>Approve subscription</title><h1>${s.name}</h1><p>$${s.price.amount} ${s.price.currencyCode} every 30 days${s.trialDays ? `, ${s.trialDays}-day free trial` : ''}${s.test ? ' (test charge)' : ''}</p><form method="post"><button>Approve</button></form>`, { 'content-type': 'text/html' });
          }
        } else {
          send(res, 404, { errors: 'Not Found' });
        }
      } catch (err) {
        if (!res.headersSent) send(res, 500, { errors: (err as Error).message });
      }
      entry.status = res.statusCode;
      requests.push(entry);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function approveSubscription(domain: string, subscriptionId: string): Promise<FakeSubscription> {
    const shop = shops.get(domain)!;
    const s = shop.subscriptions.find((x) => x.id === subscriptionId);
    if (!s) throw new Error(`no subscription ${subscriptionId}`);
    for (const other of shop.subscriptions) if (other !== s && other.status === 'ACTIVE') other.status = 'CANCELLED';
    s.status = 'ACTIVE';
    s.currentPeriodEnd = new Date(Date.now() + (s.trialDays + 30) * 86_400_000).toISOString();
    emit('app_subscriptions/update', shop, subscriptionPayload(shop, s));
    return s;
  }

  return {
    url: baseUrl, apiKey, apiSecret, shops, requests, refreshes, delivered,
    async addShop(input) {
      const catalog = input.catalog ?? 'samples';
      const products: FakeProduct[] = [];
      if (catalog === 'esci' || catalog === 'esci+samples') products.push(...await readProductCsv(SEED_FILES.esci, ids));
      if (catalog === 'samples' || catalog === 'esci+samples') for (const f of SEED_FILES.samples) products.push(...await readProductCsv(f, ids));
      repriceProducts(products, 'USD', input.currencyCode ?? 'USD');
      const users = new Map<string, FakeUser>();
      const list = input.users?.length ? input.users : [{ first_name: 'Olivia', last_name: 'Owner', email: `owner@${input.domain}`, account_owner: true }];
      list.forEach((u, i) => {
        const id = u.id ?? 70_000_000 + shops.size * 100 + i;
        users.set(String(id), { id, first_name: u.first_name ?? 'Staff', last_name: u.last_name ?? String(i), email: u.email ?? `staff${i}@${input.domain}`, account_owner: u.account_owner ?? i === 0, locale: 'en', collaborator: false, email_verified: true });
      });
      const shop: FakeShop = {
        domain: input.domain, name: input.name ?? input.domain.split('.')[0]!, email: `owner@${input.domain}`, currencyCode: input.currencyCode ?? 'USD',
        primaryDomain: input.primaryDomain ?? input.domain, partnerDevelopment: input.partnerDevelopment ?? true, timezone: 'America/New_York',
        scopes: input.scopes ?? DEFAULT_SCOPES, installed: false, updatedAt: new Date().toISOString(),
        products, orders: [], users, subscriptions: [], bulkOps: new Map(), policies: [],
        locales: (input.locales ?? ['en']).map((locale, i) => ({ locale, primary: i === 0, published: true })),
      };
      const now = new Date().toISOString();
      for (const p of input.policies ?? []) shop.policies.push({ id: gid('ShopPolicy', ids.take()), type: p.type, body: p.body, createdAt: now, updatedAt: now, translations: new Map() });
      shops.set(input.domain, shop);
      return shop;
    },
    async mintIdToken(i) {
      const shop = shops.get(i.shop);
      const sub = i.sub ?? [...(shop?.users.keys() ?? ['1'])][0]!;
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ iss: `https://${i.shop}/admin`, dest: `https://${i.shop}`, aud: i.aud ?? apiKey, sub, sid: randomUUID(), jti: randomUUID() })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(now - 5).setNotBefore(now - 5).setExpirationTime(now + (i.expiresInS ?? 60))
        .sign(new TextEncoder().encode(i.secret ?? apiSecret));
    },
    throttleNext(n) { forcedThrottles += n; },
    addOrder(domain, input) {
      const shop = shops.get(domain);
      if (!shop) throw new Error(`no shop ${domain}`);
      const id = ids.take();
      const now = new Date().toISOString();
      const [firstName = '', lastName = ''] = (input.customerName ?? 'Sam Shopper').split(' ');
      const lines: FakeLine[] = input.lines.map((l) => ({ id: gid('LineItem', ids.take()), title: l.title, variantTitle: null, quantity: l.quantity, refundedQuantity: 0, price: Number(l.price).toFixed(2), variantId: l.variantId ?? null, sku: null }));
      const shipping = Number(input.shippingPrice ?? '5').toFixed(2);
      const total = lines.reduce((s, l) => s + Number(l.price) * l.quantity, 0) + Number(shipping);
      const o: FakeOrder = {
        id: gid('Order', id), legacyResourceId: id, name: input.name ?? `#${1000 + shop.orders.length + 1}`, email: input.email, createdAt: now, updatedAt: now, cancelledAt: null,
        currencyCode: shop.currencyCode, customer: { id: gid('Customer', ids.take()), firstName, lastName, email: input.email },
        lines, shippingPrice: shipping, financialStatus: 'PAID', fulfillmentStatus: input.fulfilled ? 'FULFILLED' : 'UNFULFILLED',
        fulfillments: input.fulfilled ? [{ id: gid('Fulfillment', ids.take()), status: 'SUCCESS', trackingInfo: [{ company: 'UPS', number: '1Z999AA10123456784', url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784' }], estimatedDeliveryAt: null, createdAt: now }] : [],
        shippingAddress: { firstName, lastName, address1: '12 Main St', city: 'Springfield', provinceCode: 'IL', zip: '62701', countryCode: 'US' },
        transactions: [{ id: gid('OrderTransaction', ids.take()), kind: 'SALE', status: 'SUCCESS', gateway: 'bogus', amount: money(total) }],
        refunds: [],
      };
      shop.orders.push(o);
      emit('orders/create', shop, orderPayload(o));
      return o;
    },
    setPolicy(domain, type, body) {
      const shop = shops.get(domain)!;
      const i = shop.policies.findIndex((p) => p.type === type);
      const now = new Date().toISOString();
      if (body === null) { if (i >= 0) shop.policies.splice(i, 1); return null; }
      const p = shop.policies[i];
      if (!p) {
        const created: FakePolicy = { id: gid('ShopPolicy', ids.take()), type, body, createdAt: now, updatedAt: now, translations: new Map() };
        shop.policies.push(created);
        return created;
      }
      p.body = body;
      p.updatedAt = new Date(Math.max(Date.now(), Date.parse(p.updatedAt) + 1000)).toISOString();
      return p;
    },
    translatePolicy(domain, type, locale, body) {
      const p = shops.get(domain)!.policies.find((x) => x.type === type);
      if (!p) throw new Error(`no ${type} policy`);
      p.translations.set(locale, { value: body, sourceDigest: digestOf(p.body), updatedAt: new Date().toISOString() });
    },
    async updateProduct(domain, productId, change) {
      const shop = shops.get(domain)!;
      const p = shop.products.find((x) => x.id === productId);
      if (!p) throw new Error(`no product ${productId}`);
      change(p);
      p.updatedAt = new Date(Math.max(Date.now(), Date.parse(p.updatedAt) + 1000)).toISOString();
      emit('products/update', shop, productPayload(p));
    },
    sign, webhookHeaders, deliver,
    setWebhookUrl(url) { opts.webhookUrl = url; },
    async idle() { while (inflight.size) await Promise.all([...inflight]); },
    approveSubscription,
    async uninstall(domain) {
      const shop = shops.get(domain)!;
      shop.installed = false;
      for (const [t, v] of accessTokens) if (v.shop === domain) accessTokens.delete(t);
      for (const [t, v] of refreshTokens) if (v.shop === domain) refreshTokens.delete(t);
      emit('app/uninstalled', shop, shopPayload(shop));
    },
    async updateShop(domain, change) {
      const shop = shops.get(domain)!;
      if (change.currencyCode && change.currencyCode !== shop.currencyCode) {
        repriceProducts(shop.products, shop.currencyCode, change.currencyCode);
        shop.currencyCode = change.currencyCode;
      }
      if (change.name) shop.name = change.name;
      if (change.timezone) shop.timezone = change.timezone;
      shop.updatedAt = new Date(Math.max(Date.now(), Date.parse(shop.updatedAt) + 1000)).toISOString();
      emit('shop/update', shop, shopPayload(shop));
      return shop;
    },
    orderPayload, productPayload,
    async startStorefront(domain, widgetSrc) {
      const shop = shops.get(domain)!;
      const carts = new Map<string, { variantId: string; quantity: number; key: string }[]>();
      const seen: FakeStorefront['requests'] = [];
      const variantOf = (id: string) => {
        for (const p of shop.products) for (const v of p.variants) if (v.legacyResourceId === id) return { p, v };
        return null;
      };
      const cartJson = (lines: { variantId: string; quantity: number; key: string }[]) => {
        const items = lines.map((l) => {
          const { p, v } = variantOf(l.variantId)!;
          const cents = Math.round(Number(v.price) * 100);
          return { key: l.key, id: Number(l.variantId), quantity: l.quantity, product_title: p.title, variant_title: v.title === 'Default Title' ? null : v.title, price: cents, final_line_price: cents * l.quantity };
        });
        return { token: 'c1', item_count: items.reduce((n, i) => n + i.quantity, 0), total_price: items.reduce((n, i) => n + i.final_line_price, 0), currency: shop.currencyCode, items };
      };
      const sf = createServer((req, res) => {
        void (async () => {
          const url = new URL(req.url ?? '/', 'http://x');
          const body = await readBody(req);
          seen.push({ method: req.method ?? 'GET', path: url.pathname, body });
          const token = /cart=([^;]+)/.exec(req.headers.cookie ?? '')?.[1] ?? randomUUID();
          const lines = carts.get(token) ?? [];
          carts.set(token, lines);
          const headers = { 'set-cookie': `cart=${token}; Path=/; SameSite=Lax` };
          if (url.pathname === '/cart.js') return send(res, 200, cartJson(lines), headers);
          if (url.pathname === '/cart/add.js' && req.method === 'POST') {
            const items = (JSON.parse(body) as { items: { id: number; quantity: number }[] }).items;
            for (const it of items) {
              if (!variantOf(String(it.id))) return send(res, 404, { status: 404, message: 'Cart Error', description: 'Cannot find variant' }, headers);
              const line = lines.find((l) => l.variantId === String(it.id));
              if (line) line.quantity += it.quantity;
              else lines.push({ variantId: String(it.id), quantity: it.quantity, key: `${it.id}:${randomBytes(4).toString('hex')}` });
            }
            return send(res, 200, { items }, headers);
          }
          if (url.pathname === '/cart/change.js' && req.method === 'POST') {
            const b = JSON.parse(body) as { id: string; quantity: number };
            const i = lines.findIndex((l) => l.key === b.id);
            if (i < 0) return send(res, 400, { status: 400, message: 'Cart Error', description: 'no such line' }, headers);
            if (b.quantity === 0) lines.splice(i, 1);
            else lines[i]!.quantity = b.quantity;
            return send(res, 200, cartJson(lines), headers);
          }
          if (url.pathname === '/checkout') {
            const c = cartJson(lines);
            return send(res, 200, `<!doctype html><html lang="en"><title>Checkout – ${shop.name}</title><h1>Checkout</h1><ul>${c.items.map((i) => `<li>${i.quantity} × ${i.product_title}</li>`).join('')}</ul><p>Total ${(c.total_price / 100).toFixed(2)} ${c.currency}</p></html>`, { 'content-type': 'text/html; charset=utf-8', ...headers });
          }
          return send(res, 200, `<!doctype html><html lang="en"><head><title>${shop.name}</title></head><body><h1>${shop.name}</h1><p>Welcome to our store.</p>
<script src="${widgetSrc}" data-store="${shop.domain}" data-platform="shopify" async></script></body></html>`, { 'content-type': 'text/html; charset=utf-8', ...headers });
        })();
      });
      await new Promise<void>((resolve) => sf.listen(0, '127.0.0.1', resolve));
      return {
        url: `http://127.0.0.1:${(sf.address() as AddressInfo).port}`, carts, requests: seen,
        stop: () => new Promise<void>((resolve) => { sf.closeAllConnections(); sf.close(() => resolve()); }),
      };
    },
    stop: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
